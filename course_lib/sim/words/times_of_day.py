"""Times of day as values (issue 26): hours as opening times write them ("09:00-13:00",
"9am-5pm", "8–18 h", "until 8pm") read as minutes after midnight, and the time a question asks
about ("at 7pm", "after 6", "in the afternoon", "before noon") read as a point or a span, with
whether its words are vague (a part of the day) or exact (a clock time). ``schedules`` compares
the two. Introduced with notebook 02's grounded answers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

DAY_END = 24 * 60
_CLOCK = r"(?:(?P<{0}h>\d{{1,2}})(?:[:.h](?P<{0}m>\d{{2}}))?\s*(?P<{0}s>a\.?m\.?|p\.?m\.?)?|(?P<{0}w>noon|midday|midnight))"
# a range's figures inside a written date: another date part after it, or one before it ("2039-11-15")
_IN_DATE_RE = re.compile(r"[-/.]\d")
_DATE_BEFORE_RE = re.compile(r"\d[-/.]\Z")
_RANGE_RE = re.compile(
    r"(?<![\w:.])" + _CLOCK.format("a") + r"\s*(?:-|–|—|to|till|until)\s*" + _CLOCK.format("b")
    + r"(?:\s*h(?:rs)?\b)?(?![\w:])",
    re.IGNORECASE,
)
_UNTIL_RE = re.compile(r"\b(?:until|till|til|to)\s+" + _CLOCK.format("b") + r"(?![\w:])", re.IGNORECASE)
_POINT_RE = re.compile(r"(?<![\w:.])" + _CLOCK.format("a") + r"(?![\w:])", re.IGNORECASE)
# A clock time written so that it is one: with a colon or am / pm, alone or as a range ("10:40",
# "6-9 pm", "10 am - 3 pm"); a bare "14" is no time here (``replies``: its figures count nothing)
CLOCK_FIGURE_RE = re.compile(r"\b\d{1,2}[:.]\d{2}\b")
"""A clock time in figures ("9:30", "14.05"), with no am / pm."""
CLOCK_TIME_RE = re.compile(r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:-|–|to)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)\b|"
                           r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b", re.IGNORECASE)
_BOUND_BEFORE_RE = re.compile(r"\b(?:until|till|til|to|by|from|after|before)\s+$", re.IGNORECASE)
_PARTS = {  # a part of the day as a span (minutes): vague words
    "morning": (6 * 60, 12 * 60), "afternoon": (12 * 60, 18 * 60), "evening": (18 * 60, 22 * 60),
    "lunchtime": (12 * 60, 14 * 60), "night": (21 * 60, DAY_END),
}
_PART_RE = re.compile(r"\b(mornings?|afternoons?|evenings?|lunchtime|night|tonight)\b", re.IGNORECASE)
_ASKED_RE = re.compile(
    r"(?:\b(?P<rel>at|by|after|before|past|from|around|until|till)\s+)?(?<![\w:.])" + _CLOCK.format("a") + r"(?![\w:])",
    re.IGNORECASE
)


@dataclass(frozen=True)
class Span:
    """Minutes after midnight, [start, end); ``vague`` when the words only roughly say it."""

    start: int
    end: int
    vague: bool = False

    @property
    def point(self) -> bool:
        return self.end == self.start + 1


def _clock(m: re.Match[str], tag: str, meridiem: str | None = None) -> tuple[int, str | None] | None:
    word = m.group(f"{tag}w")
    if word:
        return (0 if word.lower() == "midnight" else 12 * 60), None
    hour = int(m.group(f"{tag}h"))
    minute = int(m.group(f"{tag}m") or 0)
    suffix = (m.group(f"{tag}s") or "").lower().replace(".", "") or None
    if hour > 24 or minute > 59:
        return None
    if suffix is None and meridiem and hour <= 12:
        suffix = meridiem
    if suffix == "pm" and hour < 12:
        hour += 12
    elif suffix == "am" and hour == 12:
        hour = 0
    return hour * 60 + minute, suffix


def hours(text: str) -> list[Span]:
    """The opening spans ``text`` writes ("9am-6pm" -> 540..1080); "until 8pm" is a span from an
    unknown start, left out."""
    out = []
    for m in _RANGE_RE.finditer(text):
        clock_a = m.group("ah") or m.group("aw")
        if clock_a is None or _IN_DATE_RE.match(text, m.end()) or _DATE_BEFORE_RE.search(text, 0, m.start()):
            continue  # "2039-11-15", "05/03-07/03": parts of a date, no span of hours
        # "9-5pm": the first time takes the second's am/pm when that keeps it the earlier one
        b = _clock(m, "b")
        a = _clock(m, "a")
        if a is None or b is None:
            continue
        if a[1] is None and b[1] == "pm" and a[0] + 12 * 60 < b[0] + 1:
            a = (a[0] + 12 * 60, "pm")
        plain = not (m.group("am") or m.group("bm") or m.group("as") or m.group("bs") or m.group("aw") or m.group("bw"))
        if plain and "h" not in m.group(0)[-4:].lower() and not (0 <= a[0] < b[0]):
            continue  # "3-4" without a clock's marks and not in order: a range of something else
        start, end = a[0], b[0]
        if end <= start:
            if b[1] is None and end + 12 * 60 > start:  # "9am-5": the second is in the afternoon
                end += 12 * 60
            elif end == 0:
                end = DAY_END
            else:
                continue
        out.append(Span(start, end))
    return out


# what may stand between opening hours and the days they are for ("7am-10pm on working days",
# "9-5 weekdays", "10:00-16:00 at weekends")
_BEFORE_DAYS_RE = re.compile(r"\s*,?\s*(?:(?:on|at|during|over|every|for)\s+)?(?:the\s+)?$", re.IGNORECASE)


# "open at 6 am and close at 10 pm", "opens from 8:00, closes at 18:00": one span of hours, said in two clauses
_OPEN_CLOSE_RE = re.compile(
    r"\b(open(?:s|ed)?)\s+(?:at|from)\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)?|noon|midday)\s*,?\s*"
    r"(?:and\s+|but\s+)?(?:(?:close|shut|lock)(?:s|d|ed)?|is\s+(?:closed|locked))\s+(?:at\s+)?"
    r"(\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)?|noon|midday|midnight)(?![\w:])", re.IGNORECASE)


def joined_hours(text: str) -> str:
    """``text`` with opening hours said in two clauses as one range ("the gates open at 6 am and close
    at 10 pm" -> "the gates open 6 am to 10 pm"), so the readers of ranges read them. Gated by "clos",
    "shut" or "lock"."""
    low = text.lower()
    if "open" not in low or not ("clos" in low or "shut" in low or "lock" in low):
        return text
    return _OPEN_CLOSE_RE.sub(lambda m: f"{m.group(1)} {m.group(2).strip()} to {m.group(3).strip()}", text)


def hours_before(text: str) -> tuple[Span, int] | None:
    """The opening span that ends ``text`` ("open 7am-10pm on" -> (420..1320, 5)) and where it
    starts in the text, when nothing but a preposition follows it (the days it is for come next:
    hours written before their days); ``None`` otherwise."""
    last = None
    for m in _RANGE_RE.finditer(text):
        last = m
    if last is None or not _BEFORE_DAYS_RE.fullmatch(text, last.end()):
        return None
    found = hours(last.group(0))
    return (found[0], last.start()) if len(found) == 1 else None


def starts(text: str) -> list[int]:
    """The single clock times ``text`` writes outside ranges ("Spin 18:30" -> 1110)."""
    covered = [m.span() for m in _RANGE_RE.finditer(text)]
    out = []
    for m in _POINT_RE.finditer(text):
        if any(a <= m.start() < b for a, b in covered):
            continue
        if not (m.group("am") or m.group("as") or m.group("aw")):
            continue  # a bare number is no time
        if _BOUND_BEFORE_RE.search(text[max(0, m.start() - 8):m.start()]):
            continue  # "until 21:00": when it closes, not when something starts
        c = _clock(m, "a")
        if c is not None:
            out.append(c[0])
    return out


def asked_time(question: str) -> Span | None:
    """The time a question asks about: "at 7pm" a point, "after 6" / "before noon" a span to or
    from it (vague), "in the afternoon" a part of the day (vague); ``None`` for none."""
    for m in _ASKED_RE.finditer(question):
        rel = (m.group("rel") or "").lower()
        marked = m.group("am") or m.group("as") or m.group("aw")
        if not marked and rel not in ("at", "after", "before", "past", "by", "until", "till"):
            continue  # "on 3 May", "2 people": a bare number is no time
        c = _clock(m, "a")
        if c is None:
            continue
        t, suffix = c
        if suffix is None and not m.group("aw") and not m.group("am") and t < 12 * 60 and t >= 60:
            # "after 6", "at 7": a shop's hours mean the evening for a small bare hour
            t = t + 12 * 60 if t < 8 * 60 else t
        if rel in ("after", "past", "from"):
            return Span(t, DAY_END, vague=True)
        if rel in ("before", "by", "until", "till"):
            return Span(0, t, vague=True)
        return Span(t, t + 1)
    m = _PART_RE.search(question)
    if m:
        word = m.group(1).lower().rstrip("s")
        a, b = _PARTS["night" if word == "tonight" else word]
        return Span(a, b, vague=True)
    return None


def part_of_day(word: str) -> bool:
    """``word`` names a part of the day ("Afternoon", a rota's row)."""
    return bool(_PART_RE.fullmatch(word.strip()))


def covers(opening: Span, asked: Span) -> str:
    """"all" when the opening span holds all of the asked time, "none" when none, "part" otherwise."""
    lo, hi = max(opening.start, asked.start), min(opening.end, asked.end)
    if hi <= lo:
        return "none"
    return "all" if opening.start <= asked.start and asked.end <= opening.end else "part"


_CELL_CLOCK_RE = re.compile(r"(\d{1,2})[:.](\d{2})")


def minutes_between(start: str, end: str) -> int | None:
    """The minutes from one 24-hour clock cell to another ("19:00", "00:30" -> 330: past
    midnight, the end is the next day's); ``None`` unless both cells are such times."""
    a, b = _CELL_CLOCK_RE.fullmatch(start.strip()), _CELL_CLOCK_RE.fullmatch(end.strip())
    if a is None or b is None:
        return None
    first, last = int(a[1]) * 60 + int(a[2]), int(b[1]) * 60 + int(b[2])
    if max(int(a[1]), int(b[1])) > 24 or max(int(a[2]), int(b[2])) > 59 or first == last:
        return None
    return last - first if last > first else last + DAY_END - first


# a clock time in either notation, for clock_times: "4pm", "9.30 a.m." (12) and "16:00", "20h30" (24)
_TWELVE_RE = re.compile(r"(?<![\d:.])(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s?m\b\.?", re.IGNORECASE)
_TWENTY_FOUR_RE = re.compile(r"(?<![\d:.])([01]?\d|2[0-3])[:h.]([0-5]\d)(?![\d:]|\.\d|\s*[ap]\.?\s?m\b)", re.IGNORECASE)


def clock_times(text: str) -> dict[int, str]:
    """Minutes after midnight of each clock time of ``text``, with its notation ("12" or "24"): "4pm" and
    "16:00" are the same time in the two clocks (``grounded.other_forms``, ``schedules``; invent75)."""
    out: dict[int, str] = {}
    for m in _TWELVE_RE.finditer(text):
        hour, minute = int(m.group(1)), int(m.group(2) or 0)
        if 1 <= hour <= 12 and minute < 60:
            hour = hour % 12 + (12 if m.group(3).lower() == "p" else 0)
            out.setdefault(hour * 60 + minute, "12")
    for m in _TWENTY_FOUR_RE.finditer(text):
        if ":" in m.group(0) or "h" in m.group(0).lower() or int(m.group(1)) >= 13:
            out.setdefault(int(m.group(1)) * 60 + int(m.group(2)), "24")
    return out


def clock_writings(text: str) -> list[str]:
    """The clock times of ``text`` as written, the 12-hour ones first ("4pm", then "16:00")."""
    return [m.group(0) for rx in (_TWELVE_RE, _TWENTY_FOUR_RE) for m in rx.finditer(text)]
