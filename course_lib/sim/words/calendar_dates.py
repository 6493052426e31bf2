"""Calendar dates as texts write them (2027-03-14, 14 March 2027, March 14, 2027, 2027年3月14日,
iCalendar's 20270314), read as ISO 8601, and the weekdays' names: the one home of the date
readers that ``field_readers`` (the date kind) and ``relative_days`` (a stated today) share.
Introduced with the tool arguments of notebook 03 (issue 26).
"""

from __future__ import annotations

import calendar
import re
from functools import lru_cache

from course_lib.sim.words import number_words
from course_lib.sim.words.day_names import MONTHS
from course_lib.sim.words.number_words import alternation, values
from course_lib.sim.words.text import COMPACT_DATE

_MONTHS = list(MONTHS)  # (the names are day_names': WEEKDAYS and MONTHS are read from here too)
ISO_DATE_RE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
# a day of the month in words ("the first of May 2027", "May the fourteenth, 2027")
_ORDINAL_DAYS = number_words.ordinals(1, 20)
_ORDINAL_DAYS |= {f"twenty{sep}{w}": 20 + i for w, i in number_words.ordinals(1, 9).items() for sep in ("-", " ", "")}
_ORDINAL_DAYS |= {"thirtieth": 30, "thirty-first": 31, "thirty first": 31, "thirtyfirst": 31}
_DAY = r"(\d{1,2}(?:st|nd|rd|th)?|" + "|".join(sorted(_ORDINAL_DAYS, key=len, reverse=True)) + ")"
WORD_DATE_RE = re.compile(
    rf"\b(?:{_DAY}\s+(?:day\s+)?(?:of\s+)?([A-Za-z]{{3,9}})\.?,?\s+(\d{{4}})|"
    rf"([A-Za-z]{{3,9}})\.?\s+(?:the\s+)?{_DAY},?\s+(\d{{4}}))\b", re.IGNORECASE
)


def _day_number(day: str) -> int:
    """A day of the month written "14", "14th" or "fourteenth"."""
    day = day.lower()
    return _ORDINAL_DAYS[day] if day in _ORDINAL_DAYS else int(re.sub(r"\D", "", day))
# "the last day of April 2032", "the final day of feb 2031": the month's last day
_LAST_DAY_RE = re.compile(r"\b(?:last|final)\s+day\s+(?:of\s+)?([A-Za-z]{3,9})\.?,?\s+(\d{4})\b", re.IGNORECASE)
CN_DATE_RE = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})[日号]")

def date_values(question: str) -> list[str]:
    """Every ISO-written date (2024-03-01) the question states, in order."""
    out = []
    for m in ISO_DATE_RE.finditer(question):
        year, month, day = (int(g) for g in m.groups())
        if 1 <= month <= 12 and 1 <= day <= 31:
            out.append(f"{year:04d}-{month:02d}-{day:02d}")
    return out


def date_value(question: str, description: str = "") -> str | None:
    """A calendar date the question states, as ISO 8601 (2027-03-14): written as 2027-03-14,
    14 March 2027, March 14, 2027, 2027年3月14日 or iCalendar's 20270314; ``None`` for none (no relative dates)."""
    m = ISO_DATE_RE.search(question) or CN_DATE_RE.search(question)
    if m is None and (compact := compact_dates(question)):
        return compact[0][2]  # iCalendar's "DTSTART:20270314T090000"
    if m:
        year, month, day = (int(g) for g in m.groups())
    else:
        m = WORD_DATE_RE.search(question)
        last = _LAST_DAY_RE.search(question)
        if last and (m is None or last.start() < m.start()):  # "the last day of April 2032"
            month_name = next((x for x in _MONTHS if x.startswith(last.group(1).lower()[:3])), None)
            if month_name is None:
                return None
            year, month = int(last.group(2)), _MONTHS.index(month_name) + 1
            return _shifted(question[: last.start()], year, month, calendar.monthrange(year, month)[1])
        if not m:
            return None
        day_s, month_s, year_s = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (m.group(5), m.group(4), m.group(6))
        month_name = next((x for x in _MONTHS if x.startswith(month_s.lower()[:3])), None)
        if month_name is None:
            return None
        year, month, day = int(year_s), _MONTHS.index(month_name) + 1, _day_number(day_s)
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return None
    return _shifted(question[: m.start()], year, month, day)


_MAX_WRITTEN = 20  # a cap on the dates ``written_dates`` reads


def written_dates(text: str) -> list[tuple[int, str]]:
    """Every full calendar date ``text`` writes (2029-10-09, 9 Oct 2029, October 9, 2029), as
    (where it starts, ISO 8601), in order; a date with no year is none. At most ``_MAX_WRITTEN``."""
    found = []
    for regex in (ISO_DATE_RE, WORD_DATE_RE):
        for m in regex.finditer(text[:4000]):
            iso = date_value(m.group(0))
            if iso and not any(a <= m.start() < a + 12 for a, _ in found):
                found.append((m.start(), iso))
            if len(found) >= _MAX_WRITTEN:
                break
    return sorted(found)


# "3 weeks after 2026-02-11", "ten days before 14 March 2027": an offset right before the date
_SMALL_NUMBERS = values(0, 12)
_SMALL_NUMBERS["a"] = 1
_OFFSET_RE = re.compile(rf"\b(\d{{1,3}}|a|{alternation(1, 12)})\s+(day|week|month)s?\s+(after|from|past|later than|before|prior to)\s*(?:the\s+)?$",
                        re.IGNORECASE)


def _shifted(before: str, year: int, month: int, day: int) -> str | None:
    """The date, moved by an offset written right before it ("3 weeks after"); ``None`` for a date
    that does not exist (2027-02-30)."""
    import datetime as _dt

    from course_lib.sim.words.quantities import with_digits

    try:
        found = _dt.date(year, month, day)
    except ValueError:
        return None
    tail = before[-40:]
    m = _OFFSET_RE.search(with_digits(tail)) if tail.strip() else None
    if m:
        count = m.group(1).lower()
        n, unit, way = int(_SMALL_NUMBERS.get(count, count)), m.group(2).lower(), m.group(3).lower()
        sign = -1 if way in ("before", "prior to") else 1
        if unit == "month":
            months = found.month - 1 + sign * n
            y, mo = found.year + months // 12, months % 12 + 1
            found = _dt.date(y, mo, min(found.day, 28 if mo == 2 else 30 if mo in (4, 6, 9, 11) else 31))
        else:
            found += _dt.timedelta(days=sign * n * (7 if unit == "week" else 1))
    return found.isoformat()


COMPACT_DATE_RE = re.compile(COMPACT_DATE)


def compact_dates(text: str) -> list[tuple[int, int, str, str | None]]:
    """Each compact iCalendar date ``text`` writes, as (start, end, "YYYY-MM-DD", "HH:MM" or
    ``None``), in order."""
    if not any(c.isdigit() for c in text):
        return []
    return [(m.start(), m.end(), f"{m.group(1)}-{m.group(2)}-{m.group(3)}",
             f"{m.group(4)}:{m.group(5)}" if m.group(4) else None) for m in COMPACT_DATE_RE.finditer(text)]


_MONTH_ABBR = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
# "on the 10th": a day of the month with no month ("the 10th of May" names one)
_BARE_ORDINAL_DAY_RE = re.compile(rf"\bthe\s+(\d{{1,2}})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?{_MONTH_ABBR}\b)",
                                  re.IGNORECASE)
_DAY_MONTH_RE = re.compile(rf"\b(\d{{1,2}})\s+({_MONTH_ABBR})\b", re.IGNORECASE)
_MAX_DATES = 400  # a cap on the dates read from the documents


def _month_index(word: str) -> int | None:
    """0 for "Jan" / "January", ... ("Sept" too); ``None`` for a word that is no month's name."""
    word = word.lower()
    found = next((n for n, m in enumerate(_MONTHS) if m.startswith(word) or (word == "sept" and n == 8)), None)
    return found if found is not None else _foreign_months().get(word)


@lru_cache(maxsize=1)
def _foreign_months() -> dict[str, int]:
    """A month's full name in the other languages data/sim/month_spans.yaml lists ("maart" -> 2,
    "augustus" -> 7), read where an English name's letters begin it ("maart 20" is no "mar...ch")."""
    from course_lib.sim.words.cues import read

    return {name: n for names in read("month_spans.yaml")["months"].values() for n, name in enumerate(names)}


def month_day(question: str, bodies: tuple[str, ...]) -> str:
    """``question`` with a bare day of the month ("on the 10th") written as the documents write
    their dates ("on 10 Jan") when every day-and-month date they give ("10 Jan", "03 May", two or
    more) falls in one month and one of them is that day; the question unchanged otherwise (no
    bare day, no such dates, dates of several months: which month is meant is not clear, or no
    date of that day: nothing to meet)."""
    found = _BARE_ORDINAL_DAY_RE.search(question)
    if found is None:
        return question
    months: set[int] = set()
    written: list[tuple[str, str]] = []
    for body in bodies:
        for m in _DAY_MONTH_RE.finditer(body):
            index = _month_index(m.group(2))
            if index is None:
                continue
            months.add(index)
            written.append((m.group(1), m.group(2)))
            if len(written) > _MAX_DATES:
                return question
    if len(months) != 1 or len(written) < 2:
        return question
    day = int(found.group(1))
    if not any(int(d) == day for d, _ in written):
        return question  # a day no date of theirs names: read as asked (not a row of another day)
    padded = any(len(d) == 2 and d.startswith("0") for d, _ in written)
    shown = f"{day:02d}" if padded else str(day)
    return f"{question[:found.start()]}{shown} {written[0][1]}{question[found.end():]}"


_MONTH_DAY_RE = re.compile(rf"\b({_MONTH_ABBR})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?!:)", re.IGNORECASE)


def day_month_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` writes a day-and-month date ("9 May", "Friday 9 May", "May 9th"): the spans of
    the day and its month, years aside; at most ``_MAX_DATES``."""
    out: list[tuple[int, int]] = []
    for pattern, day_group, month_group in ((_DAY_MONTH_RE, 1, 2), (_MONTH_DAY_RE, 2, 1)):
        for m in pattern.finditer(text):
            if _month_index(m.group(month_group)) is not None and 1 <= int(m.group(day_group)) <= 31:
                out.append(m.span())
            if len(out) > _MAX_DATES:
                return out
    return out


def day_months(text: str) -> set[tuple[int, int]]:
    """The (day, month index) of each day-and-month date ``text`` writes ("21 November", "Mon 21
    Nov", "November 21st"), years aside; at most ``_MAX_DATES`` read."""
    out: set[tuple[int, int]] = set()
    for pattern, day_group, month_group in ((_DAY_MONTH_RE, 1, 2), (_MONTH_DAY_RE, 2, 1)):
        for m in pattern.finditer(text):
            month = _month_index(m.group(month_group))
            if month is not None and 1 <= int(m.group(day_group)) <= 31:
                out.add((int(m.group(day_group)), month))
            if len(out) > _MAX_DATES:
                return out
    return out


# A span of days of one or two months, as notices write it: "from 3 to 7 November", "3-7 Nov",
# "between 28 December and 2 January", "November 3 to 7", "Nov 3 - Dec 1", "3月15日至3月18日",
# "3月15日到18日" ("and" joins only after "between": "3 and 7 November" may be two days)
_ORD = r"(?:st|nd|rd|th)?"
_WEEKDAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|maan|dins|woens|donder|vrij|zater|zon)[a-z]*\.?"  # "Monday 3 to Friday 7 November"
_JOIN = r"\s*(?:-|–|—|~|～|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b|\btot\s+en\s+met\b|\bt/m\b|\btot\b)\s*"
_RANGE_MONTH = rf"(?:{_MONTH_ABBR}|maart|mei|okt[a-z]*)"  # (Dutch months whose letters no English name begins)
_DM_RANGE_RE = re.compile(
    rf"(?:\b(between)\s+)?\b(\d{{1,2}}){_ORD}(?:\s+(?:of\s+)?({_RANGE_MONTH}))?"
    rf"(?:{_JOIN}|\s+and\s+)(?:the\s+)?(?:{_WEEKDAY}\s+)?(\d{{1,2}}){_ORD}\s+(?:of\s+)?({_RANGE_MONTH})\b", re.IGNORECASE)
_MD_RANGE_RE = re.compile(
    rf"\b({_MONTH_ABBR})\.?\s+(\d{{1,2}}){_ORD}{_JOIN}(?:({_MONTH_ABBR})\.?\s+)?(\d{{1,2}}){_ORD}\b(?![:.]\d)",
    re.IGNORECASE)
_ZH_RANGE_RE = re.compile(r"(\d{1,2})月(\d{1,2})[日号]?\s*(?:至|到|-|–|—|~|～)\s*(?:(\d{1,2})月)?(\d{1,2})[日号]")
_ORDINAL_DAY_MONTH_RE = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)\s+(?:of\s+)?({_MONTH_ABBR})\b", re.IGNORECASE)
_ZH_DATE_RE = re.compile(r"(?<!\d)(\d{1,2})月(\d{1,2})[日号]")
_MAX_RANGES = 40  # a cap on the spans read from one text


class DayRange:
    """A span of days, ends included: ``start`` and ``end`` as (month 1-12, day); past the year's
    end when ``end`` comes before ``start`` ("28 December to 2 January")."""

    __slots__ = ("start", "end", "text")

    def __init__(self, start: tuple[int, int], end: tuple[int, int], text: str) -> None:
        self.start, self.end, self.text = start, end, text

    def holds(self, day: tuple[int, int]) -> bool:
        if self.start <= self.end:
            return self.start <= day <= self.end
        return day >= self.start or day <= self.end

    def __repr__(self) -> str:
        return f"DayRange({self.start}, {self.end}, {self.text!r})"


def _checked(start: tuple[int, int], end: tuple[int, int], text: str) -> DayRange | None:
    (m1, d1), (m2, d2) = start, end
    if not (1 <= d1 <= 31 and 1 <= d2 <= 31 and 1 <= m1 <= 12 and 1 <= m2 <= 12) or (m1, d1) == (m2, d2):
        return None
    if m1 == m2 and d2 < d1:
        return None  # "7 to 3 November": no span
    return DayRange(start, end, text)


def day_month_ranges(text: str) -> list[DayRange]:
    """The spans of days ``text`` writes with their months (see ``_DM_RANGE_RE`` and its
    neighbours), in the order written; at most ``_MAX_RANGES``."""
    out: list[DayRange] = []
    if any(ch.isdigit() for ch in text):
        for m in _DM_RANGE_RE.finditer(text):
            end_month = _month_index(m.group(5))
            start_month = _month_index(m.group(3)) if m.group(3) else end_month
            joined_by_and = not re.search(_JOIN, text[m.start(2):m.start(4)]) and " and " in m.group(0).lower()
            if end_month is None or start_month is None or (joined_by_and and not m.group(1)):
                continue
            found = _checked((start_month + 1, int(m.group(2))), (end_month + 1, int(m.group(4))), m.group(0))
            out += [found] if found else []
        for m in _MD_RANGE_RE.finditer(text):
            start_month = _month_index(m.group(1))
            end_month = _month_index(m.group(3)) if m.group(3) else start_month
            if start_month is None or end_month is None:
                continue
            found = _checked((start_month + 1, int(m.group(2))), (end_month + 1, int(m.group(4))), m.group(0))
            out += [found] if found else []
        if "月" in text:
            for m in _ZH_RANGE_RE.finditer(text):
                start_month = int(m.group(1))
                end_month = int(m.group(3)) if m.group(3) else start_month
                found = _checked((start_month, int(m.group(2))), (end_month, int(m.group(4))), m.group(0))
                out += [found] if found else []
    return out[:_MAX_RANGES]


def asked_day_month(question: str) -> tuple[int, int] | None:
    """The one day of a month ``question`` names, as (month 1-12, day): "on 5 November", "Nov 5th",
    "3月16日"; ``None`` when it names none, several, or a span."""
    if day_month_ranges(question):
        return None
    found = {(month + 1, day) for day, month in day_months(question)}
    for m in _ORDINAL_DAY_MONTH_RE.finditer(question):  # "the 30th of December", "30th Dec"
        month = _month_index(m.group(2))
        found |= {(month + 1, int(m.group(1)))} if month is not None else set()
    found |= {(int(m.group(1)), int(m.group(2))) for m in _ZH_DATE_RE.finditer(question)} if "月" in question else set()
    found = {(m, d) for m, d in found if 1 <= m <= 12 and 1 <= d <= 31}
    return next(iter(found)) if len(found) == 1 else None
