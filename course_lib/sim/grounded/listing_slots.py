"""What is on at a time, read from a listing of start times under section headings (issue 26;
notebook 02's grounded answers over a learner's own listings: a TV or radio guide, a pool's or a
gym's programme, a festival stage's running order).

A listing is a heading line ("NORTHFIELD TV", "MONDAY", "Main stage") over two or more lines
that each open with a clock time and name what starts then ("20:30  Kiln Masters"); a blank
line or another heading ends it. Read as prose, a time between two lines is answered by neither
line's words: "what's on Northfield at 9" shares "9" with no line. Here ``on_at`` answers
"what's on <section> at <time>" by the last start at or before the time in the section the
question names (the one section when there is one), with its end (the next start): the same
"which run holds this time" lookup as ``time_grids`` makes for a timetable's runs, over a
listing's single column of starts. A bare hour ("at 9") before the section's first start is
read in the afternoon when the section runs after noon (a 19:30-23:50 evening listing: 21:00)
or the hour is 1 to 5 ("at 1": 13:00); "at 6" over a listing opening at 06:45 is no answer.

``None`` (the usual reading goes on) for any other question, no listing, a section the question
does not pick out, or a time before the section's first start. Cues are data
(``listing_slots`` in data/sim/patterns.yaml). Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.grounded.time_grids import clock
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import STOP_WORDS, stem

_CUE = patterns("listing_slots")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 400  # a cap on the lines of a document read
_MAX_DOCS = 10  # a cap on the documents read
_MAX_HEADING_WORDS = 6  # a longer line over the starts is prose, not a heading
_MIN_STARTS = 2  # a section holds this many timed lines at least
_DAY = 24 * 60
_HALF_DAY = 12 * 60
_SMALL_HOURS_END = 6 * 60  # a bare "at 1" ... "at 5" before a listing's first start is the afternoon's


@dataclass(frozen=True)
class Section:
    heading: str
    starts: tuple[tuple[int, str], ...]  # (minutes, what starts then), in the order written


@dataclass(frozen=True)
class Slot:
    """What is on at the asked time: the section, what started last before it, its start and end."""

    section: str
    title: str
    start: int
    end: int | None

    def text(self) -> str:
        until = f" until {clock(self.end)}" if self.end is not None else ""
        return f"{self.title} (from {clock(self.start)}{until}, {self.section})."


@lru_cache(maxsize=64)
def sections(body: str) -> tuple[Section, ...]:
    """The listings of ``body``: each heading with its timed lines."""
    out: list[Section] = []
    heading: str | None = None
    starts: list[tuple[int, str]] = []

    def close() -> None:
        if heading is not None and len(starts) >= _MIN_STARTS:
            out.append(Section(heading, tuple(starts)))

    for line in body.splitlines()[:_MAX_LINES]:
        timed = _CUE.timed_line.match(line)
        if timed:
            if heading is not None:
                starts.append((int(timed.group("h")) * 60 + int(timed.group("m")), timed.group("what").strip()))
            continue
        close()
        text = line.strip().strip("#*").strip()
        heading = text if text and len(text.split()) <= _MAX_HEADING_WORDS else None
        starts = []
    close()
    return tuple(out)


def _asked_minutes(question: str) -> tuple[int, bool] | None:
    """The time the question asks at, in minutes, and whether its half of the day is open (a bare
    "at 9": no am / pm, no minutes past 12)."""
    m = _CUE.asked_time.search(question)
    if not m:
        return None
    hour, minute, half = int(m.group("h")), int(m.group("m") or 0), (m.group("half") or "").lower()
    if hour > 23 or minute > 59:
        return None
    if half.startswith("p") and hour < 12:
        hour += 12
    elif half.startswith("a") and hour == 12:
        hour = 0
    return hour * 60 + minute, not half and hour < 12


def _words(text: str) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP_WORDS and len(w) > 1}


def on_at(question: str, bodies: list[str] | tuple[str, ...]) -> Slot | None:
    """"What's on <section> at <time>": the last start at or before the time in the section the
    question names; ``None`` when that is not how it is answered (see the module's docstring)."""
    if not _CUE.asks_on.search(question):
        return None
    asked = _asked_minutes(question)
    if asked is None:
        return None
    found = [s for body in list(bodies)[:_MAX_DOCS] for s in sections(body)]
    if not found:
        return None
    words = _words(_CUE.asked_time.sub(" ", question)) - _words("what on showing playing happening running")
    named = [s for s in found if words & _words(s.heading)]
    if len(named) != 1 and not (not named and len(found) == 1):
        return None  # no section, or several, picked out: not this reader's to guess
    section = named[0] if named else found[0]
    minutes, open_half = asked
    first = min(t for t, _ in section.starts)
    afternoon = first >= _HALF_DAY or minutes < _SMALL_HOURS_END
    if open_half and minutes < first and afternoon and minutes + _HALF_DAY < _DAY:
        minutes += _HALF_DAY  # "at 9" over an evening listing: 21:00; "at 1" over a day's: 13:00
    before = [(t, what) for t, what in section.starts if t <= minutes]
    if not before:
        return None
    start, title = max(before, key=lambda item: item[0])
    later = sorted(t for t, _ in section.starts if t > start)
    return Slot(section.heading, title, start, later[0] if later else None)
