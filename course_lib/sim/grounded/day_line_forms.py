"""Whether a day's quoted line answers the form a schedule question asks (issue 26, the
thirty-third set's BB1): the line for the day ("Sunday: 12:00-17:00", a tide table's row) is the
answer to "when is it open on Sunday", not to a time the document's own rule works from it or to
one of the line's several times.

- ``worked(question, day, quoted, bodies)``: ``None`` when the quoted line is the answer; else a
  ``Form``: a time worked from the line by the documents' one offset rule ("Last entry is 45
  minutes before closing" and "Sunday: 12:00-17:00" for "the latest I can get in on Sunday":
  16:15), or a stated limit (cannot, why, real) when the question asks
  - a bound ("the latest", "until what time") and a sentence of the documents moves a time by an
    offset ("until 2 hours after each high water") that this reading cannot apply; or
  - one time ("what time's the evening high tide") with a word that picks it among the line's
    several times ("evening", "second", "low"), which this reading does not pick; or
  - a figure worked from two of the line's values ("the difference between the morning high and
    the afternoon low"), which this reading does not work.

Cues are data (``day_line_forms`` in data/sim/patterns.yaml). Bounded: ``_MAX_CHARS`` of the
documents are read for rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.words import times_of_day
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.number_words import values
from course_lib.sim.words.text import content_terms

_CUE = patterns("day_line_forms")
_MAX_CHARS = 20000  # of the documents read for offset rules
_WORD_MINUTES = {**values(1, 12), "a": 1, "an": 1, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40,
                 "forty-five": 45}


@dataclass(frozen=True)
class Form:
    """A worked answer (``text``, ``rule``) or a stated limit (``limit``: cannot, why, real)."""

    text: str
    rule: str
    limit: tuple[str, str, str] | None = None


@dataclass(frozen=True)
class _Rule:
    sentence: str
    minutes: int
    before: bool
    anchor: str


def _rules(bodies: tuple[str, ...]) -> list[_Rule]:
    from course_lib.sim.material.prose import sentences

    out = []
    for body in bodies:
        for sentence in sentences(body[:_MAX_CHARS]):
            for m in _CUE.offset_rule.finditer(sentence):
                word = (m.group("w") or "").lower()
                half = word.startswith("half")  # "half an hour"
                n = int(m.group("n")) if m.group("n") else _WORD_MINUTES.get(word, 0)
                hours = m.group("unit").lower().startswith("h")
                minutes = (30 if hours else 0) if half else (n * 60 if hours else n)
                if not minutes:
                    continue
                out.append(_Rule(sentence.strip(), minutes, m.group("dir").lower() != "after", m.group("anchor")))
    return out


_ANCHOR_FILLER = frozenset({"the", "each", "every", "any", "a", "an", "your", "our", "first", "next", "last"})


def _moves_the_line(rule: _Rule, question: str, quoted: str) -> bool:
    """Whether ``rule`` moves a time of the day's line: its anchor is the closing or the opening, or
    a word of it stands in the line or the question ("each high water" over a tide row), or the rule's
    sentence shares a word with the question ("can I board" and "Boarding closes ..."); a rule
    anchored elsewhere ("48 hours before any first colour" on a salon's card) moves no opening hour."""
    if _CUE.closing_anchor.search(rule.anchor) or _CUE.opening_anchor.search(rule.anchor):
        return True
    words = [w for w in rule.anchor.lower().split() if w not in _ANCHOR_FILLER]
    said = f"{quoted} {question}".lower()
    if any(w[:5] in said for w in words):
        return True
    asked = {t[:5] for t in content_terms(question) if len(t) >= 4}  # ("board" of "Boarding closes 20 minutes before ...")
    return bool(asked & {t[:5] for t in content_terms(rule.sentence) if len(t) >= 4})


def _clock(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def worked(question: str, day: str, quoted: str, bodies: tuple[str, ...]) -> Form | None:
    """The form check of a day's quoted line ``quoted`` (the day named ``day``) for ``question``."""
    if _CUE.bound_asked.search(question):
        rules = [r for r in _rules(bodies) if _moves_the_line(r, question, quoted)]
        if not rules:
            return None
        spans = times_of_day.hours(quoted)
        if len(rules) == 1 and len(spans) == 1:
            rule, span = rules[0], spans[0]
            late = bool(_CUE.late_bound.search(question)) and not _CUE.early_bound.search(question)
            if late and rule.before and _CUE.closing_anchor.search(rule.anchor):
                at = span.end - rule.minutes
            elif not late and not rule.before and _CUE.opening_anchor.search(rule.anchor):
                at = span.start + rule.minutes
            else:
                at = None
            if at is not None and span.start <= at <= span.end:
                return Form(f"{_clock(at)} ({quoted}; {rule.sentence.rstrip('.')}).",
                            "a time worked from the day's hours by the documents' offset rule")
        return Form("", "a bound asked of a day's line that an offset rule moves", (
            "give the time this question asks",
            f"the documents give the line for {day} and a rule that moves a time from it by an offset, "
            "and it does not apply that rule to the line",
            "apply the rule to the day's times and give the one time"))
    if _CUE.worked_asked.search(question) and len(times_of_day.starts(quoted)) + len(times_of_day.hours(quoted)) > 1:
        return Form("", "a figure worked from two of a day's values asked of its line", (
            "give the figure this question asks",
            f"the line for {day} holds the values it is worked from, and it does not work the figure "
            f"('{_CUE.worked_asked.search(question).group(0).lower()}') from them",
            "pick the two values the question names and work the figure"))
    if _CUE.one_time_asked.search(question):
        qualifier = _CUE.time_qualifier.search(question)
        times = len(times_of_day.starts(quoted)) + 2 * len(times_of_day.hours(quoted))
        if qualifier and times > 2:
            return Form("", "one time asked of a day's line that holds several", (
                "give the one time this question asks",
                f"the line for {day} holds several times and it does not read which of them the "
                f"question's '{qualifier.group(0).lower()}' picks",
                "read the line's columns and pick the asked time"))
    return None
