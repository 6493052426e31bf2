"""The next departure after a time the question states (issue 26): "I'm at the stop at 14:10, when's
the next bus?" over a timetable whose lines each open with a clock time.

Matching words picks the line that shares the stated time's hour ("13:55 ... 14:40"), which left
before it: the answer is the first line whose first time is later than the stated one. :func:`after`
gives
- ``None`` when the question asks no "next" / "after <time>" or states no time, or the documents
  hold fewer than ``_MIN_LINES`` timed lines (no timetable);
- a :class:`Next` with the line when the stated time is clear (a 24-hour "14:10", "2:10 pm", an hour
  past 12) and that line names no days it runs on (a line for "Mon-Fri" needs today's day);
- a :class:`Next` with no line and a reason otherwise (a bare "at 10": morning or evening; the line
  runs on some days only; no line after the time): the caller states a limit, never the line before.
Cues in ``patterns.yaml`` ``next_times``. Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("next_times")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the units (lines, sentences, table rows) read per document
_MIN_LINES = 2  # timed lines that make a timetable


@dataclass(frozen=True)
class Next:
    line: str | None  # the line to answer with, or None: a stated limit
    reason: str = ""


def _minutes(hhmm: str) -> int:
    hour, minute = hhmm.split(":")
    return int(hour) * 60 + int(minute)


def _stated_time(question: str) -> tuple[int | None, str]:
    """The time the question states, in minutes, or ``None`` with why it is not clear ("" when none)."""
    from course_lib.sim.values.field_readers import time_spans

    spans = time_spans(question)
    if spans:
        return _minutes(spans[0][2]), ""
    m = _CUE.bare_hour.search(question)
    if not m:
        return None, ""
    hour = int(m.group("hour"))
    if hour > 12:
        return hour * 60, ""
    return None, f"the question's time ({m.group(0).strip()!r}) may be morning or evening"


def after(question: str, bodies: list[str]) -> Next | None:
    """The first timetable line after the question's stated time (the module docstring)."""
    from course_lib.sim.values.field_readers import time_spans

    if not _CUE.asks_next.search(question):
        return None
    from course_lib.sim.material.prose import units

    rows = []
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_LINES]:  # a table's row as "Depart: 09:15; Arrive: 10:00"
            line = " ".join(unit.text.split())
            spans = time_spans(line)
            if spans:
                rows.append((_minutes(spans[0][2]), line.strip()))
    if len(rows) < _MIN_LINES:
        return None
    stated, unclear = _stated_time(question)
    if stated is None:
        return Next(None, unclear) if unclear else None
    later = sorted((at, line) for at, line in rows if at > stated)
    if not later:
        return Next(None, "no line of the timetable leaves after the question's time")
    line = later[0][1]
    if _CUE.day_limited.search(line):
        return Next(None, f"the next line ({line[:60]!r}) runs on some days only, and it does not know today's day")
    return Next(line)
