"""A follow-up comparing the previous answer's figure with another row or a bound (issue 26,
sixteenth set K5's class; notebook 02's threads over a learner's own tables).

"How much did we use in March?" / "301 kWh." / "Is that less than February?": a model compares
301 with February's figure in the same column. :func:`compared` does the same: the previous
answer's one figure is found in the row its question (or the answer) names, which gives the
column; the question's other row is read in that column, or the question's own figure is the
bound ("Is that more than 350?"; a bound in another unit than the answer's, "2 hours" of "90
minutes", is not compared). The comparison words are ``lexicons.yaml`` ``compare_above`` /
``compare_below`` (one home with ``comparisons``). ``None`` when any step is not one clear value:
the caller then reads the documents as before.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

MAX_ROWS = 300
_NUMBER_RE = re.compile(r"(?<![\w.])\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?<![\w.])\d+(?:\.\d+)?")
_WORD_RE = re.compile(r"[a-z0-9]+")
_STOP = frozenset({"the", "a", "an", "in", "on", "for", "of", "at", "what", "was", "is", "that", "it", "this",
                   "and", "did", "do", "does", "we", "i", "my", "our", "much", "many", "how", "use", "used"})


@dataclass(frozen=True)
class Compared:
    column: str
    mine: str  # the previous row's name
    value: float
    other: str  # the other row's name, or "" for a bound the question states
    against: float
    asked: str  # "above" or "below"

    def answer(self) -> str:
        side = "above" if self.value > self.against else "below" if self.value < self.against else "equal"
        yes = side == self.asked
        more = {"above": "more than", "below": "less than", "equal": "the same as"}[side]
        theirs = f"{self.other}'s {self.against:g}" if self.other else f"{self.against:g}"
        return f"{'Yes' if yes else 'No'}: {self.mine}'s {self.column}, {self.value:g}, is {more} {theirs}."


@lru_cache(maxsize=1)
def _question_re() -> re.Pattern[str]:
    from course_lib.sim.words.cues import lexicon

    def alts(name: str) -> str:
        return "|".join(sorted((re.escape(w) for w in lexicon(name) if w[:1].isalpha()), key=len, reverse=True))

    return re.compile(rf"^\W*(?:and\s+|but\s+|so\s+)?(?:is|was|are|were)\s+(?:that|it|this)\s+(?:(?P<above>{alts('compare_above')})"
                      rf"|(?P<below>{alts('compare_below')}))\s+(?P<rest>[^?]+?)\s*\??\s*$", re.IGNORECASE)


def _words(text: str) -> set[str]:
    return set(_WORD_RE.findall(text.lower())) - _STOP


_UNIT_RE = re.compile(r"(?P<sign>[£$€¥])\s*\d|\d(?:[\d,]*\.?\d*)\s*(?P<word>%|[a-zA-Z]+\b)")


def _unit(text: str) -> str:
    """The unit a figure of ``text`` is written in: a currency sign, or the word after it
    ("90 minutes": "minute"); "" for a bare number."""
    m = _UNIT_RE.search(text)
    if m is None:
        return ""
    word = (m.group("sign") or m.group("word") or "").lower()
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _number(text: str) -> float | None:
    found = _NUMBER_RE.findall(text)
    return float(found[0].replace(",", "")) if len(found) == 1 else None


def _one_row(rows, words: set[str], but=None):
    hits = [r for r in rows if r is not but and _words(r[0][1]) and _words(r[0][1]) <= words]
    return hits[0] if len(hits) == 1 else None


def compared(question: str, previous_question: str, previous_answer: str, bodies: list[str]) -> Compared | None:
    """The previous answer's figure compared with the question's row or bound (see the module)."""
    from course_lib.sim.material.superlatives import figure

    m = _question_re().match(question)
    if m is None:
        return None
    value = _number(previous_answer)
    from course_lib.sim.material.superlatives import table_rows

    rows = table_rows(bodies, MAX_ROWS)
    if value is None or not rows:
        return None
    mine = _one_row(rows, _words(f"{previous_question} {previous_answer}"))
    if mine is None:
        return None
    columns = [h for h, c in mine[1:] if figure(c) and figure(c)[0] == value]
    if len(columns) != 1:
        return None
    asked = "above" if m.group("above") else "below"
    rest = m.group("rest")
    bound = _number(rest)
    if bound is not None and not _one_row(rows, _words(rest), but=mine):
        unit, said = _unit(rest), _unit(previous_answer)
        if unit and unit != said and unit not in _words(columns[0]):
            return None  # "more than 2 hours" of "90 minutes": another unit, no comparison of figures
        return Compared(columns[0], mine[0][1].strip(), value, "", bound, asked)
    other = _one_row(rows, _words(rest), but=mine)
    if other is None:
        return None
    cell = dict(other).get(columns[0], "")
    if not figure(cell):
        return None
    return Compared(columns[0], mine[0][1].strip(), value, other[0][1].strip(), figure(cell)[0], asked)


__all__ = ["MAX_ROWS", "Compared", "compared"]
