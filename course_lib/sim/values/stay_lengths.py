"""A count of nights, days or weeks a date range gives ("from the 21st to the 28th", "in on the
2nd, out on the 6th", "12-15 August"): the value of a whole-number field or tool argument named for
that unit when the text states no bare count ("4 nights").

A day of the month is never a count: "arriving on the 3rd" gives a ``nights`` field nothing
(``UNREAD``, so the caller states the argument limit) rather than 3. Nights are the range's end
minus its start; days the same plus one only when the text says "inclusive"; weeks only when the
nights make whole weeks. A range crossing a month end with no months named, or an end before its
start, is ``UNREAD`` too.
"""

from __future__ import annotations

import re
from datetime import date

UNREAD = object()  # the text writes days of the month for this field but no length it can work

_UNIT_RE = re.compile(r"(?:^|_)(nights?|days?|weeks?)(?:_|$)", re.IGNORECASE)
# a field named for a length, not a day ("day_of_week", "days_before", "weekday", "day" alone is a date)
_NOT_LENGTH_RE = re.compile(r"(?:^|_)(?:of|before|after|until|left|ago|notice|per|rate|price|cost|fee)(?:_|$)",
                            re.IGNORECASE)
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
           "october", "november", "december")
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)(?:day)?"
_ORD = r"(?:st|nd|rd|th)"
# one end of a range: "the 21st", "Monday 4th", "3 June", "June 3rd", "the 2nd of May"
_END = (rf"(?:the\s+)?(?:{_WEEKDAY}\.?,?\s+(?:the\s+)?)?(?:(?P<{{m1}}>{_MONTH})\.?\s+(?:the\s+)?)?"
        rf"(?P<{{d}}>[0-3]?\d)(?P<{{o}}>{_ORD})?(?:\s+(?:of\s+)?(?P<{{m2}}>{_MONTH})\b)?")


def _end(tag: str) -> str:
    return _END.format(m1=f"{tag}m1", d=f"{tag}d", o=f"{tag}o", m2=f"{tag}m2")


_RANGE_RES = (
    # "from the 21st to the 28th", "between the 3rd and the 7th", "from 3 June until 10 June"
    re.compile(rf"\b(?:from|between)\s+{_end('a')}\s*(?:,\s*)?(?:to|until|till|through|thru|and|-|–)\s+{_end('b')}",
               re.IGNORECASE),
    # "12-15 August", "21st-28th", "21–28 June"
    re.compile(rf"(?<![\d/.:-])(?P<ad>[0-3]?\d)(?P<ao>{_ORD})?\s*[-–]\s*(?P<bd>[0-3]?\d)(?![\d/.:])(?P<bo>{_ORD})?"
               rf"(?:\s+(?:of\s+)?(?P<bm2>{_MONTH})\b)?", re.IGNORECASE),
    # "in on the 2nd, out on the 6th", "arriving the 3rd and leaving the 7th", "check in 5th, check out 9th"
    re.compile(rf"\b(?:in|arriv\w*|check(?:ing)?[- ]in)\b(?:\s+(?:on|from))?\s+{_end('a')}[\s,;]+(?:and\s+|then\s+)?"
               rf"(?:\w+\s+){{0,2}}?(?:out|leav\w*|depart\w*|check(?:ing)?[- ]out)\b(?:\s+(?:on|by))?\s+{_end('b')}",
               re.IGNORECASE),
)
_BARE_COUNT_RE = r"\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|a\s+couple\s+of)\s+(?:more\s+|extra\s+)?{unit}s?\b"
_DAY_OF_MONTH_RE = re.compile(rf"\b[0-3]?\d{_ORD}\b", re.IGNORECASE)


def length_unit(name: str, description: str = "") -> str | None:
    """``night`` / ``day`` / ``week`` when a number field is named for a length in that unit
    ("nights", "num_nights", "stay_days", "weeks"), else ``None`` ("day_of_month", "days_notice")."""
    m = _UNIT_RE.search(name)
    if m is None or _NOT_LENGTH_RE.search(name):
        return None
    word = m.group(1).lower()
    if not word.endswith("s") and not re.search(r"\b(?:how\s+many|number\s+of|count)\b", description, re.IGNORECASE):
        return None  # "day" alone names a date, not a count
    return word.rstrip("s")


def _month(name: str | None) -> int | None:
    return None if not name else next(i + 1 for i, m in enumerate(_MONTHS) if m.startswith(name.lower()[:3]))


def _nights(m: re.Match) -> int | None:
    g = m.groupdict()
    a, b = int(g["ad"]), int(g["bd"])
    am = _month(g.get("am1") or g.get("am2"))
    bm = _month(g.get("bm1") or g.get("bm2"))
    if not (1 <= a <= 31 and 1 <= b <= 31):
        return None
    if am and bm and am != bm:
        try:
            year = 2025 if bm > am else 2026  # "28 Dec to 3 Jan" crosses the year
            return (date(year, bm, b) - date(2025, am, a)).days
        except ValueError:
            return None
    return b - a if b > a else None


def _range(text: str) -> re.Match | None:
    for i, pattern in enumerate(_RANGE_RES):
        for m in pattern.finditer(text):
            g = m.groupdict()
            if i == 1 and not (g.get("ao") or g.get("bo") or g.get("bm2")):
                continue  # "3-4 people": a span of counts, not of days
            return m
    return None


def stay_length(name: str, description: str, text: str) -> int | object | None:
    """The count a field named for nights / days / weeks takes from ``text``'s date range; ``UNREAD``
    when the text writes days of the month but no length it can work; ``None`` when the field is no
    such field, or the text states a bare count (the other readers then read it)."""
    unit = length_unit(name, description)
    if unit is None or not any(c.isdigit() for c in text):
        return None
    if re.search(_BARE_COUNT_RE.format(unit=unit), text, re.IGNORECASE):
        return None
    m = _range(text)
    if m is None:
        return UNREAD if _DAY_OF_MONTH_RE.search(text) else None
    nights = _nights(m)
    if nights is None:
        return UNREAD
    if unit == "night":
        return nights
    if unit == "week":
        return nights // 7 if nights % 7 == 0 else UNREAD
    return nights + 1 if re.search(r"\binclusive\b", text, re.IGNORECASE) else UNREAD
