"""A time of day a request gives relative to one it states (issue 26, the thirty-fifth set's DD7
(a); tool arguments and structured fields alike).

"my ferry leaves at 07:20, get me up forty minutes before that": the time asked is 06:40, not the
time stated. :func:`asked_time` reads the first time of day the text states and, where the rest of
its sentence shifts it ("<duration> before / after that|it", "<duration> earlier / later"; the
cues are data: ``patterns.yaml`` ``relative_times``), applies the shift. A shift whose length it
cannot read is no value (``Shifted.unread``: the caller states a limit), never the stated time.

The prefix form too (the thirty-sixth set's EE5): "<duration> before / after / past / to <time>"
("half an hour after midnight" is 00:30, "40 minutes before 6am" 05:20); a length said there but
not read ("a while before 8pm") is no value either.

The from-now form too (the thirty-seventh set's FF8): "in <duration>" / "<duration> from now" is the
time the text states as the present ("it's 14:50 now", "the time is 9:05") plus the duration; with
no present stated, no value (the simulator has no clock), never another time the text states. A
time stated as the present is never itself the time asked where the text states another one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns

_CUE = patterns("relative_times")  # its cue patterns: data/sim/patterns.yaml
_DAY = 24 * 60
_FRACTION_MINUTES = {"a half": 30, "half": 30, "a quarter": 15, "quarter": 15, "three quarters": 45}


@dataclass(frozen=True)
class Shifted:
    """The time asked ("HH:MM"), or ``None`` with ``unread`` set when a shift is said but its
    length is not read."""

    time: str | None
    unread: bool = False


def _minutes(m: re.Match) -> float | None:
    hours, mins = m.group("h"), m.group("m")
    total = 0.0
    if hours:
        h = hours.lower()
        total += 60 * (0.5 if h.startswith("half") else 1.0 if h in ("a", "an", "one") else float(h))
        if m.group("frac"):
            total += _FRACTION_MINUTES[" ".join(m.group("frac").lower().split())]
        if m.group("hm"):
            total += float(m.group("hm"))
    elif mins:
        total = float(mins)
    elif m.group("q"):
        total = {"half": 30, "three": 45}.get(m.group("q").lower().split()[0], 15)
    return total or None


def asked_time(text: str, spans: list[tuple[int, int, str]]) -> Shifted | None:
    """The first of ``spans`` (the text's times of day, ``field_readers.time_spans``), shifted
    by the duration the rest of its sentence puts "before / after that" or "earlier / later";
    ``None`` where no shift is said (the caller takes the stated time)."""

    if not spans:
        return None
    counted = _from_now(text, spans)
    if counted is not None:
        return counted
    nows = [span for span in spans if _stated_now(text, span)]
    if nows and len(nows) < len(spans):  # "it's 14:50 now ... at 16:30": the present is no time asked
        later = [span for span in spans if span not in nows]
        return _stated_shift(text, later) or Shifted(later[0][2])
    return _stated_shift(text, spans)


def _stated_shift(text: str, spans: list[tuple[int, int, str]]) -> Shifted | None:
    """The first of ``spans`` shifted by what the text says before it or after it in its sentence;
    ``None`` where no shift is said."""
    from course_lib.sim.words.quantities import with_digits

    start, end, hhmm = spans[0]
    ahead = _prefix_shift(text[:start])
    if ahead is not None:
        return _shift(hhmm, ahead) if isinstance(ahead, tuple) else ahead
    rest = re.split(r"(?<=[.!?])\s|\n", text[end:], maxsplit=1)[0]
    cue = _CUE.shift.search(rest)
    if cue is None:
        return None
    said = with_digits(rest[:cue.start()])
    length = None
    for m in _CUE.duration.finditer(said):
        if not said[m.end():].strip():
            length = _minutes(m)
    if length is None:  # "before that" with no length read: a limit; "before my meeting": no shift said
        return Shifted(None, unread=True) if cue.group("anchor") else None
    return _shift(hhmm, (cue.group("dir"), length))


def _stated_now(text: str, span: tuple[int, int, str]) -> bool:
    """Whether the time at ``span`` is stated as the present ("it's 14:50 now", "the time is 9:05")."""
    head = re.split(r"[.!?\n;]", text[:span[0]])[-1]
    return bool(_CUE.now_before.search(head) or _CUE.now_after.search(text[span[1]:]))


def _from_now(text: str, spans: list[tuple[int, int, str]]) -> Shifted | None:
    """The time a text counts from the present ("in an hour and a half", "40 minutes from now"):
    the one time it states as now shifted by that length; ``Shifted(None, unread=True)`` where it
    states no present (the simulator has no clock) or more than one, or says the length but not
    so it can be read ("in a bit"); ``None`` where it counts nothing from now."""
    from course_lib.sim.words.quantities import with_digits

    said = with_digits(text)
    lengths = [_minutes(m) for m in _CUE.duration.finditer(said)
               if _CUE.from_now_before.search(said[:m.start()]) or _CUE.from_now_after.search(said[m.end():])]
    if not lengths:
        return Shifted(None, unread=True) if _CUE.from_now_vague.search(said) and spans else None
    nows = [span for span in spans if _stated_now(text, span)]
    if len(nows) != 1 or len(set(lengths)) != 1 or lengths[0] is None:
        return Shifted(None, unread=True)
    return _shift(nows[0][2], ("after", lengths[0]))


def _shift(hhmm: str, how: tuple[str, float]) -> Shifted:
    direction, length = how
    sign = -1 if direction.lower() in ("before", "earlier", "prior", "to") else 1
    hour, minute = (int(x) for x in hhmm.split(":"))
    at = int(round(hour * 60 + minute + sign * length)) % _DAY
    return Shifted(f"{at // 60:02d}:{at % 60:02d}")


def _prefix_shift(head: str) -> tuple[str, float] | Shifted | None:
    """The shift written right before a time ("half an hour after" midnight): (direction, minutes),
    ``Shifted(None, unread=True)`` for a length said but not read, ``None`` for no shift."""
    from course_lib.sim.words.quantities import with_digits

    head = re.split(r"[.!?\n;]", head)[-1]
    cue = _CUE.prefix.search(head)
    if cue is None:
        return None
    said = with_digits(head[:cue.start()])
    for m in _CUE.duration.finditer(said):
        if not said[m.end():].strip():
            length = _minutes(m)
            return (cue.group("dir"), length) if length else Shifted(None, unread=True)
    if cue.group("dir").lower() == "past":  # "20 past noon" ("3 to 9pm" is a range: no shift)
        bare = _CUE.bare_minutes.search(said)
        return (cue.group("dir"), float(bare.group("m"))) if bare and 0 < int(bare.group("m")) < 60 else None
    if cue.group("dir").lower() in ("past", "to"):  # "set it to 6am" is no shift
        return None
    return Shifted(None, unread=True) if _CUE.vague.search(said) else None
