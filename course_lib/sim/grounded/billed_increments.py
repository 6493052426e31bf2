"""A duration billed in increments (issue 26; the forty-second set's KK5): "How many minutes of
labour was I charged for?" over "charged per started half hour" and "Time on site: 50 minutes" is
60 minutes (two started half hours), never the stated 50 nor a threshold of another subject.

``billed(question, bodies)``: ``None`` unless the question asks how long was billed (``asks``);
the increment is the one line's "charged per started <N> <unit>" / "per hour or part hour" /
"按每15分钟计" (``increment``); the duration is the question's own, else the one duration the
documents state outside that line (``duration``). Several increments, or no single duration:
``Unworked`` (the working limit). Cues are data (``billed_increments`` in data/sim/patterns.yaml).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("billed_increments")
_MAX_CHARS = 20000
_MAX_LINES = 400


@dataclass(frozen=True)
class Billed:
    minutes: int  # the billed length
    stated: int  # the length stated
    increment: int  # minutes per increment
    line: str
    hours: bool  # the question asks hours
    zh: bool

    def answer(self) -> str:
        count = self.minutes // self.increment
        if self.zh:
            return f"{self.minutes}分钟（{self.stated}分钟按每{self.increment}分钟计，向上取整为{count}个{self.increment}分钟）。{self.line}"
        shown = f"{self.minutes / 60:g} hours" if self.hours else f"{self.minutes} minutes"
        return (f"{shown} ({self.stated} minutes rounded up to {count} started periods of {self.increment} minutes: "
                f"{count} × {self.increment} minutes). {self.line}")


@dataclass(frozen=True)
class Unworked:
    reason: str


def _increment(m: re.Match) -> int:
    g = m.groupdict()
    unit = next(u for u in (g["unit"], g["unit2"], g["unit3"], g["unit4"], g["unit5"]) if u)
    n = next((int(x) for x in (g["n"], g["n2"], g["n3"], g["n4"]) if x), 1)
    per = 60 if unit.lower().startswith(("h", "小")) else 1
    if g["half"] or g["half5"]:
        return 30
    if g["quarter"]:
        return 15
    return n * per


def _durations(text: str) -> list[int]:
    out = []
    for m in _CUE.duration.finditer(text):
        if m.group("h"):
            out.append(round(float(m.group("h")) * 60) + int(m.group("hm") or 0))
        else:
            out.append(int(m.group("m")))
    return out


def billed(question: str, bodies: list[str]) -> Billed | Unworked | None:
    """The module docstring's reading; ``None`` when the question asks no billed length or no line
    states an increment."""
    money = not _CUE.asks.search(question) and _CUE.asks_money.search(question) and _durations(question)
    if not _CUE.asks.search(question) and not money:
        return None
    lines = [x.strip() for b in bodies for x in re.split(r"(?<=[.。;；])\s*|\n", b[:_MAX_CHARS]) if x.strip()][:_MAX_LINES]
    found = [(x, m) for x in lines if (m := _CUE.increment.search(x))]
    if not found:
        return None
    increments = {_increment(m) for _, m in found}
    if len(increments) != 1 or 0 in increments:
        return Unworked("the documents state more than one billing increment")
    line, _ = found[0]
    if money:  # the amount for a length billed in increments: rates, allowances and caps not worked here
        return Unworked(f"the documents bill time in increments ({line[:60]!r}); the amount for the length the "
                        "question states is not worked out here")
    inc = increments.pop()
    own = _durations(_CUE.increment.sub(" ", question))
    stated = set(own) if own else {d for x in lines if x != line for d in _durations(x)} | set(
        _durations(_CUE.increment.sub(" ", line)))
    if len(stated) != 1:
        return Unworked("no single length of time is stated to round up to the billing increment")
    length = stated.pop()
    zh = bool(re.search(r"[\u4e00-\u9fff]", question))
    hours = bool(re.search(r"\bhow\s+many\s+(?:hours|hrs)\b", question, re.IGNORECASE))
    return Billed(math.ceil(length / inc) * inc, length, inc, line, hours, zh)
