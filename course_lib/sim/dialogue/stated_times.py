"""Clock and calendar arithmetic a question states in full (issue 26): "My exam starts at 13:50
and lasts 2 h 15 min. When do I finish?" (a start time plus one length: 16:05) and "How many days
are there between 9 Oct 2029 and 12 Oct 2029?" / "Today is 1 October 2029 ... due on 21 October
2029. How many days are left?" (two full dates: their distance in days). Every operand is in the
question, so no knowledge is needed: the answer with its working. Anything else is ``None`` and
the knowledge limit stands: a time asked backwards ("when should I leave", "by 10:00"), two clock
times or none, a length in words ("an hour and a half"), a date without its year, one date only,
working days or nights, a "left until" date before the stated today. Cues: data/sim/patterns.yaml
``stated_times``; clock times are ``field_readers.time_spans``', lengths ``item_durations``',
dates ``calendar_dates``' and a stated today ``relative_days``'.
"""

from __future__ import annotations

import datetime as _dt

from course_lib.sim.words.cues import patterns

_CUE = patterns("stated_times")  # its cue patterns: data/sim/patterns.yaml
_MAX_TEXT = 600  # a longer message is no one-line sum: not read
_DAY = 24 * 60


def _asking_sentence(text: str) -> str:
    """The sentence that asks: the last one ending in "?", else the last sentence."""
    from course_lib.sim.material.prose import split_sentences

    parts = [p for p in split_sentences(text) if p.strip()]
    asked = [p for p in parts if p.rstrip().endswith("?")]
    return (asked or parts or [text])[-1]


def end_time(text: str) -> str | None:
    """The clock time a start time plus one stated length comes to, when the question asks when
    (see the module docstring), with its working; else ``None``."""
    from course_lib.sim.values.field_readers import time_spans
    from course_lib.sim.values.item_durations import durations

    if len(text) > _MAX_TEXT or not _CUE.asks_time.search(asking := _asking_sentence(text)):
        return None
    if _CUE.backwards.search(asking):
        return None
    clocks = time_spans(text)
    if len(clocks) != 1:
        return None
    at, until, start = clocks[0]
    if _CUE.deadline.search(text[:at]):
        return None
    parts = [d for d in durations(text) if not (d[0] < until and at < d[1])]
    if not parts or any(not _CUE.length_join.match(text[a[1]:b[0]]) for a, b in zip(parts, parts[1:], strict=False)):
        return None  # no length, or two lengths apart ("2 hours ... 30 minutes later"): no one sum
    length = sum(m for _, _, m in parts)
    if length <= 0 or length != int(length) or length >= _DAY:
        return None
    hour, minute = (int(x) for x in start.split(":"))
    total = hour * 60 + minute + int(length)
    end = f"{total % _DAY // 60:02d}:{total % 60:02d}"
    written = text[at:until].strip()
    said = " ".join(text[a:b].strip() for a, b, _ in parts)
    next_day = " the next day" if total >= _DAY else ""
    twelve = _twelve_hour(total % _DAY) if any(s in written.lower() for s in ("am", "pm", "a.m", "p.m")) else ""
    shown = f"{twelve} / {end}" if twelve else end
    return f"{shown}{next_day} ({written} + {said})."


def _twelve_hour(minutes: int) -> str:
    hour, minute = divmod(minutes, 60)
    return f"{(hour % 12) or 12}:{minute:02d} {'am' if hour < 12 else 'pm'}"


def days_apart(text: str) -> str | None:
    """The number of days between the two full dates the question states, when it asks how many
    days (see the module docstring), with its working; else ``None``."""
    from course_lib.sim.values.relative_days import stated_today
    from course_lib.sim.words.calendar_dates import written_dates

    if len(text) > _MAX_TEXT or not _CUE.asks_days.search(text) or _CUE.other_days.search(text):
        return None
    dates = list(dict.fromkeys(iso for _, iso in written_dates(text)))
    if len(dates) != 2:
        return None
    today = stated_today(text)
    first, second = (_dt.date.fromisoformat(d) for d in dates)
    if today is not None:
        if today[0] not in (first, second):
            return None
        second = second if today[0] == first else first
        first = today[0]
    if today is not None and second < first and _CUE.until.search(_asking_sentence(text)):
        return None  # "how many days left" to a day already past: no count forward
    early, late = sorted((first, second))
    days = (late - early).days
    both = bool(_CUE.inclusive.search(text))
    count = days + 1 if both else days
    working = f"from {_spoken(early)} to {_spoken(late)}" + (", counting both days" if both else "")
    return f"{count} day{'s' if count != 1 else ''} ({working})."


def _spoken(day: _dt.date) -> str:
    return f"{day.day} {day.strftime('%B')} {day.year}"


def answer(text: str) -> str | None:
    """An end time or a count of days the question states every operand of; ``None`` otherwise."""
    if not any(c.isdigit() for c in text):
        return None
    return end_time(text) or days_apart(text)
