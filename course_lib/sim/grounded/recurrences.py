"""The next time a recurring thing is due, from how often it recurs and when it last was (issue 26;
the merger's grounded_r probe, read after its first sight).

"Maple had her tablet on Tuesday - when's the next one due?" over "She is on a thyroid tablet every
other day ...; her last one was on Tuesday." was answered with the sentence: the interval and the
last day, not the next. ``next_due(question, sentence)`` works it out when the question asks when
the next one is, the sentence gives one interval in days or weeks ("every other day", "every 3
days", "weekly", "fortnightly"; cue ``patterns.yaml`` ``recurrences``) and a weekday is given as
the last time (in the question or the sentence, after a word of the past: "had it on Tuesday", "the
last one was on Tuesday"; cue ``last_day``): that weekday plus the interval, "Thursday (every
other day from Tuesday)". ``Unworked`` (the caller states a limit) when the interval is there but no
one last weekday; ``None`` when the weekday it names is the day it recurs on ("weekly on Mondays"), or when the question asks no next time or the sentence states no interval.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.day_names import WEEKDAYS

_CUE = patterns("recurrences")
_UNITS = {"day": 1, "week": 7, "fortnight": 14}
_COUNTS = {"other": 2, "second": 2, "third": 3, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


@dataclass(frozen=True)
class Worked:
    day: str
    working: str

    def text(self) -> str:
        return f"{self.day} ({self.working})."


@dataclass(frozen=True)
class Unworked:
    reason: str


def _interval(sentence: str) -> tuple[int, str] | None:
    m = _CUE.interval.search(sentence)
    if m is None:
        return None
    if m.group("word"):
        word = m.group("word").lower()
        return {"daily": 1, "weekly": 7, "fortnightly": 14}[word], m.group(0).strip()
    n = m.group("n")
    count = int(n) if n and n.isdigit() else _COUNTS.get((n or "").lower(), 1)
    return count * _UNITS[m.group("unit").lower()], m.group(0).strip()


def next_due(question: str, sentence: str) -> Worked | Unworked | None:
    """See the module docstring."""
    if not _CUE.asks_next.search(question):
        return None
    found = _interval(sentence)
    if found is None or _CUE.next_stated.search(sentence):
        return None  # (no interval, or the line states the next one: "every other week (next: 19 July)")
    days, said = found
    text = f"{question} {sentence}"
    named = {w.lower().removesuffix("s") for w in re.findall(r"[A-Za-z]+", text) if w.lower().removesuffix("s") in WEEKDAYS}
    last = {m.group("day").lower() for m in _CUE.last_day.finditer(text)}
    if named and not last:
        return None  # "meets weekly on Mondays": the day it recurs on, which the line itself answers with
    if len(last) != 1:
        return Unworked(f"the line says how often it recurs ({said!r}) but not one day it last was, so it does "
                        "not count the next one")
    start = next(iter(last))
    day = WEEKDAYS[(WEEKDAYS.index(start) + days) % 7].capitalize()
    later = " the week after" if days == 7 else " two weeks later" if days == 14 else ""
    return Worked(f"{day}{later}", f"{said} from {start.capitalize()}")


__all__ = ["Unworked", "Worked", "next_due"]
