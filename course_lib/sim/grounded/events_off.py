"""Whether an event is still on, over a calendar or a listing with one called off (issue 26).

"Can we come to the Sunday afternoon show?" over an .ics whose Sunday matinee has
``STATUS:CANCELLED`` (``material.record_frames`` writes it "..., is cancelled"), or "Can I still go to
the workhouse talk in February?" over "- 11 Feb: The Kettlewell workhouse ... - POSTPONED: the speaker
is ill": no, with that line. The event asked about is the question's words that tell one event from
another (``event_call_words`` in data/sim/lexicons.yaml are left out: "show", "talk"); a line is about it
when it holds every such word, or the rest in its document's heading line (a month or a weekday by its first three letters, "Feb" for "February";
"afternoon" / "evening" / "morning" by a clock time of the line). It is off when such a line holds a
cancelling or putting-off word (``cancelled_cues``, ``postponed_cues``) and no other line about it
(none after it) says nothing of the kind. ``None`` otherwise: the other readers answer.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import lexicon, patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("events_off")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20
_MAX_LINES = 400
_PARTS = {"morning": (0, 12 * 60), "afternoon": (12 * 60, 18 * 60), "evening": (17 * 60, 24 * 60)}


@lru_cache(maxsize=1)
def _off_re() -> re.Pattern[str]:
    words = sorted(lexicon("cancelled_cues") | lexicon("postponed_cues"), key=len, reverse=True)
    return re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" if w.isascii() else re.escape(w) for w in words),
                      re.IGNORECASE)


def _terms(text: str) -> set[str]:
    out = set()
    for t in content_terms(text):
        t = re.sub(r"^(\d{1,2})(?:st|nd|rd|th)$", r"\1", t)  # "the 12th" is day 12
        m = _CUE.calendar_word.match(t)
        out.add(m.group(0).lower() if m and len(t) <= 9 else t)
    return out


def _minutes(line: str) -> list[int]:
    out = []
    for m in _CUE.clock.finditer(line):
        hour = int(m.group("h") or m.group("h2"))
        ampm = (m.group("ampm") or m.group("ampm2") or "").lower()
        hour = hour % 12 + (12 if ampm.startswith("p") else 0) if ampm else hour
        out.append(hour * 60 + int(m.group("m") or 0))
    return out


def _part_cues() -> dict[str, re.Pattern[str]]:
    return {"morning": _CUE.morning, "afternoon": _CUE.afternoon, "evening": _CUE.evening}


def _part_met(part: str | None, line: str) -> bool:
    if part is None:
        return True
    low, high = _PARTS[part]
    return any(low <= t < high for t in _minutes(line)[:1])  # the event's start: the first time its line writes


def off_line(question: str, bodies: list[str]) -> str | None:
    """The line that calls off the one event a "still on?" question asks about; ``None`` otherwise."""
    asked = _CUE.asked.match(question.strip())
    if asked is None:
        return None
    event = asked.group("x") or asked.group("x2") or asked.group("x3") or ""
    if _off_re().search(event):
        return None  # "is the cancelled show refunded?": asked of the cancelling itself
    cues = _part_cues()
    part = next((p for p in _PARTS if cues[p].search(event)), None)
    words = {w for w in re.findall(r"[\w'-]+", event) if w.lower() not in lexicon("event_call_words")
             and not (part and cues[part].search(w))}
    needed = _terms(" ".join(words))
    if not needed and part is None:
        return None
    if not any(_off_re().search(b) for b in bodies[:_MAX_DOCS]):
        return None
    off, on = [], []
    for body in bodies[:_MAX_DOCS]:
        lines = body.splitlines()[:_MAX_LINES]
        heading = _terms(lines[0]) if lines and not _off_re().search(lines[0]) else set()  # "Open gardens, summer"
        for line in lines:
            own = _terms(line)
            if line.strip() and needed & own and needed <= own | heading and _part_met(part, line):
                (off if _off_re().search(line) else on).append(" ".join(line.split()))
    if len(off) != 1 or on:
        return None  # no line, two events, or a line that gives it without calling it off
    return off[0]


__all__ = ["off_line"]
