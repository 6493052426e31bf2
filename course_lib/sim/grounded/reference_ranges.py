"""A value judged against the range its own row states (notebook 02's grounded answers over a
learner's own tables: lab reports, sensor logs, tolerances).

"Is my vitamin D too low?" over a row "Vitamin D | 74 | 50-125" under a "Reference range"
header: the question's word ("low") is no word of the row, yet the row answers it once its
value is compared with its range: 74 lies within 50-125, so "No". ``judged`` finds the one row
the question names whose value and range it can compare; ``None`` otherwise (the caller then
reads the documents as before).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.material.superlatives import figure, tables

# what the question asks of the value: below its range, above it, or inside it
_ASKED_RE = re.compile(
    r"\b(?P<low>too\s+low|low|below\b[^?]{0,20}\b(?:range|normal))|\b(?P<high>too\s+high|high|elevated|above\b[^?]{0,20}\b(?:range|normal))"
    r"|\b(?P<normal>normal|in\s+(?:the\s+)?(?:normal\s+|reference\s+)?range|within\s+(?:the\s+)?(?:normal\s+|reference\s+)?range|ok(?:ay)?)\b",
    re.IGNORECASE)
_YES_NO_RE = re.compile(r"^\W*(?:and\s+)?(?:is|are|was|were|isn't|aren't)\b", re.IGNORECASE)
# a column that states a range of normal values
_RANGE_HEAD_RE = re.compile(r"\b(?:range|normal|reference|ref|limits?|target|interval|expected)\b", re.IGNORECASE)
_VALUE_HEAD_RE = re.compile(r"\b(?:result|value|reading|level|measured|measurement|score)\b", re.IGNORECASE)
_RANGE_RE = re.compile(r"^\s*(?P<a>\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(?P<b>\d+(?:\.\d+)?)\s*\S{0,10}\s*$")
_WORD_RE = re.compile(r"[a-z0-9]+")
_MAX_ROWS = 500  # a cap on the rows read


@dataclass(frozen=True)
class Judged:
    """A row's value against its range, and the answer to what the question asked of it."""

    name: str
    value: str
    low: float
    high: float
    side: str  # "below", "within" or "above"
    asked: str  # "low", "high" or "normal"

    def answer(self) -> str:
        yes = {"low": "below", "high": "above"}.get(self.asked) == self.side or (
            self.asked == "normal" and self.side == "within")
        where = {"below": "below", "within": "within", "above": "above"}[self.side]
        return (f"{'Yes' if yes else 'No'}: {self.name} is {self.value}, {where} the range "
                f"{self.low:g}-{self.high:g}.")


def _words(text: str) -> set[str]:
    return set(_WORD_RE.findall(text.lower()))


def asked(question: str) -> str | None:
    """What a yes/no question asks of a value: "low", "high" or "normal" (``None`` for none)."""
    if not _YES_NO_RE.search(question):
        return None
    m = _ASKED_RE.search(question)
    if m is None:
        return None
    return next(k for k in ("low", "high", "normal") if m.group(k))


def only_asks(question: str) -> bool:
    """Whether a follow-up asks nothing but the judgement ("And is that normal?", "Is it still too
    low?"), not another question that holds its word ("Is it ok to eat before the test?")."""
    from course_lib.sim.words.cues import lexicon
    from course_lib.sim.words.text import content_terms

    if asked(question) is None:
        return False
    return set(content_terms(_ASKED_RE.sub(" ", question))) <= lexicon("follow_up_filler")


def judged(question: str, bodies: list[str]) -> Judged | None:
    """The one row the question names whose value and range compare, judged (``None`` when the
    question asks no such thing, names no row or more than one, or the row holds no value and
    range it can compare)."""
    what = asked(question)
    if what is None:
        return None
    said = _words(question)
    found: list[Judged] = []
    for body in bodies:
        for rows in tables(body):
            for row in rows[:_MAX_ROWS]:
                cells = list(row.cells)
                if len(cells) < 3:
                    continue
                name = cells[0][1].strip()
                if not name or not _words(name) or not _words(name) <= said:
                    continue
                ranges = [(h, _RANGE_RE.match(c)) for h, c in cells if _RANGE_HEAD_RE.search(h)]
                ranges = [(h, m) for h, m in ranges if m]
                values = [(h, c) for h, c in cells[1:] if figure(c) and not _RANGE_HEAD_RE.search(h)]
                headed = [(h, c) for h, c in values if _VALUE_HEAD_RE.search(h)]
                values = headed or values
                if len(ranges) != 1 or len(values) != 1:
                    continue
                m = ranges[0][1]
                low, high = float(m.group("a")), float(m.group("b"))
                value = figure(values[0][1])[0]
                if low >= high:
                    continue
                side = "below" if value < low else "above" if value > high else "within"
                found.append(Judged(name, values[0][1].strip(), low, high, side, what))
    return found[0] if len(found) == 1 else None
