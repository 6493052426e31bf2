"""Days relative to now (issue 26): "this Friday", "next Tuesday", "tomorrow", "Friday week",
"the Friday after next", "how many days until ...". The simulator has no clock: such a day is resolved only from a today the text
states ("Today is Wednesday 2 December 2026"), with stdlib ``datetime``; with none, the caller
states a ``knowledge`` limit naming what is missing (today's date). The anchor date itself is
never the day asked for. Cues are data (``data/sim/patterns.yaml``, section ``relative_days``).
"""

from __future__ import annotations

import calendar
import datetime as _dt
import re
from dataclasses import dataclass

from course_lib.sim.words import number_words
from course_lib.sim.words.calendar_dates import date_value
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.day_names import WEEKDAYS
from course_lib.sim.words.number_words import values

_CUE = patterns("relative_days")
_OFFSETS = {"yesterday": -1, "tomorrow": 1, "the day after tomorrow": 2}
_COUNTS = values(0, 12)
_COUNTS.update(a=1, an=1)
_UNIT_DAYS = {"day": 1, "week": 7, "fortnight": 14}


@dataclass(frozen=True)
class RelativeDay:
    """A day the text names relative to now: its words, the ISO date when a stated today
    resolves it (``None`` otherwise) and, when unresolved, why."""

    phrase: str
    iso: str | None
    reason: str = ""


def stated_today(text: str) -> tuple[_dt.date, int, int] | None:
    """The today the text states, with the span of its cue and date; ``None`` for none."""

    for m in _CUE.stated_today_before.finditer(text[:4000]):  # "It's 14 March 2030 today"
        found = date_value(m.group(1))
        if found:
            return _dt.date.fromisoformat(found), m.start(), m.end()
    for m in _CUE.stated_today.finditer(text[:4000]):
        tail = text[m.end(): m.end() + 40]
        # "Wednesday 2 December 2026": a weekday name may come before the date
        day = tail.split(None, 1)
        skip = len(tail) - len(day[1]) if len(day) == 2 and day[0].strip(",").lower() in WEEKDAYS else 0
        if not re.match(r"\d|[A-Za-z]{3,9}\.?\s+\d", tail[skip:]):
            continue  # "today is the day": no date right after the cue
        for n in range(6, len(tail) - skip + 1):  # the shortest run of words right after the cue that is a date
            if skip + n < len(tail) and tail[skip + n].isalnum():
                continue  # (a prefix ending inside a word or figure: "2027-01-3" of "2027-01-30")
            found = date_value(tail[skip: skip + n])
            if found:
                return _dt.date.fromisoformat(found), m.start(), m.end() + skip + n
    return None


def without_stated_today(text: str) -> str:
    """The text with its stated today cut out: that date is the anchor, never a day asked for."""
    today = stated_today(text)
    return text if today is None else text[: today[1]] + " " + text[today[2]:]


def anchored(question: str, context: list[str]) -> str:
    """The question with the today its context states put before it ("Today is 2027-03-08. "),
    when it names a day relative to now, states no today itself, and a context text (the system
    message, the user's earlier turns; oldest first, the latest wins) does; else the question as
    it is. A learner's system prompt "Today is Monday 8 March 2027." anchors "the day after
    tomorrow" in the user's message as it would for a model."""
    relative = relative_day(question)
    if relative is None or relative.iso is not None or stated_today(question) is not None:
        return question
    for text in reversed([t for t in context if t]):
        today = stated_today(text)
        if today is not None:
            return f"Today is {today[0].isoformat()}. {question}"
    return question


def relative_day(text: str) -> RelativeDay | None:
    """The day the text names relative to now ("this Friday", "in 5 days"), resolved from the
    today it states; ``None`` when it names none. Two different days named ("it came yesterday,
    send another in a week") leave it unresolved: which one is asked for is not read."""
    today = stated_today(text)
    rest = without_stated_today(text)
    found = sorted([(m, _resolved) for m in _CUE.relative_day.finditer(rest)]
                   + [(m, _month_day) for m in _CUE.month_day.finditer(rest)]
                   + [(m, _span_on_weekday) for m in _CUE.span_on_weekday.finditer(rest)]
                   + [(m, _span_from_today) for m in _CUE.span_from_today.finditer(rest)]
                   + [(m, _weekday_week) for m in _CUE.weekday_week.finditer(rest)]
                   + [(m, _weekday_after_next) for m in _CUE.weekday_after_next.finditer(rest)]
                   + [(m, _nth_weekday_of) for m in _CUE.nth_weekday_of.finditer(rest)]
                   + [(m, _zh_offset) for m in _CUE.zh_relative_day.finditer(rest)],
                   key=lambda pair: pair[0].start())
    found = [(m, how) for m, how in found if not any(  # "a fortnight on Friday": not also "Friday"
        o.start() <= m.start() and m.end() <= o.end() and o is not m for o, _ in found)]
    if not found:
        return None
    phrase = " ".join(found[0][0].group(0).split())
    if today is None:
        return RelativeDay(phrase, None, "it does not know today's date")
    days = [how(m, today[0]) for m, how in found[:8]]
    if len({d.iso or d.reason for d in days}) > 1:
        said = " and ".join(f"'{d.phrase}'" for d in dict((d.phrase, d) for d in days).values())
        return RelativeDay(phrase, None, f"it names more than one day ({said})")
    return days[0]


def _resolved(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    phrase = " ".join(m.group(0).split())
    if m.group(3):
        return RelativeDay(phrase, (anchor + _dt.timedelta(days=_OFFSETS[" ".join(m.group(3).lower().split())])).isoformat())
    if m.group(4) or m.group(6):
        count, unit = (m.group(4), m.group(5)) if m.group(4) else (m.group(6), m.group(7))
        n = _COUNTS.get(count.lower()) if not count.isdigit() else int(count)
        return RelativeDay(phrase, (anchor + _dt.timedelta(days=n * _UNIT_DAYS[unit.lower().rstrip("s")])).isoformat())
    which, target = m.group(1).lower(), WEEKDAYS.index(m.group(2).lower())
    ahead = (target - anchor.weekday()) % 7
    if which == "next":
        ahead = ahead or 7
        if anchor.weekday() + ahead <= 6:  # "next Friday" said on a Wednesday: this week's or next week's?
            return RelativeDay(phrase, None, f"'{phrase}' may mean {_spoken(anchor + _dt.timedelta(days=ahead))} "
                                             f"or {_spoken(anchor + _dt.timedelta(days=ahead + 7))}")
    return RelativeDay(phrase, (anchor + _dt.timedelta(days=ahead)).isoformat())


def moved_weekday(after: str) -> bool:
    """Whether ``after``, the words right after a weekday, move it off the coming one ("after next",
    "week", "before last", "after that": the cue ``weekday_moved_after``); such a weekday is never
    read as the coming one."""
    return bool(_CUE.weekday_moved_after.match(after))


def _month_day(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    """ "the first of next month", "the 15th of this month", "the end of the month"."""
    phrase = " ".join(m.group(0).split())
    day, which = (m.group(1), m.group(2)) if m.group(2) else (m.group(3), m.group(4))
    year, month = anchor.year, anchor.month
    if which.lower() == "next":
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    last = calendar.monthrange(year, month)[1]
    word = (day or "end").lower()
    number = 1 if word == "first" else last if word in ("last", "end") else int(re.sub(r"\D", "", word))
    if not 1 <= number <= last:
        return RelativeDay(phrase, None, f"'{phrase}' names no day of that month")
    return RelativeDay(phrase, _dt.date(year, month, number).isoformat())


def _span_on_weekday(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    """ "a fortnight on Friday": the coming Friday (a week on, if today is Friday), then the span."""
    phrase = " ".join(m.group(0).split())
    span = 7 if m.group(1).lower().endswith("week") else 14
    ahead = (WEEKDAYS.index(m.group(2).lower()) - anchor.weekday()) % 7 or 7
    return RelativeDay(phrase, (anchor + _dt.timedelta(days=ahead + span)).isoformat())


def _weekday_week(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    """ "Friday week": a week after the coming Friday (a week today, if today is Friday); "next
    Friday week" when the coming Friday is still this week: a week after it or after the next
    one, as "next Friday" is this week's or next week's (``_resolved``)."""
    phrase = " ".join(m.group(0).split())
    span = 14 if m.group(3).lower() == "fortnight" else 7
    ahead = (WEEKDAYS.index(m.group(2).lower()) - anchor.weekday()) % 7
    if (m.group(1) or "").lower() == "next" and anchor.weekday() + ahead <= 6:
        return RelativeDay(phrase, None, f"'{phrase}' may mean {_spoken(anchor + _dt.timedelta(days=ahead + span))} "
                                         f"or {_spoken(anchor + _dt.timedelta(days=ahead + span + 7))}")
    return RelativeDay(phrase, (anchor + _dt.timedelta(days=ahead + span)).isoformat())


def _weekday_after_next(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    """ "the Friday after next": a week after the coming Friday (the coming one is a week on when
    today is Friday)."""
    phrase = " ".join(m.group(0).split())
    ahead = (WEEKDAYS.index(m.group(1).lower()) - anchor.weekday()) % 7 or 7
    return RelativeDay(phrase, (anchor + _dt.timedelta(days=ahead + 7)).isoformat())


def _span_from_today(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    """ "a fortnight today", "a week tomorrow": the span counted from today or tomorrow."""
    phrase = " ".join(m.group(0).split())
    span = 7 if m.group(1).lower().endswith("week") else 14
    start = 1 if m.group(2).lower() == "tomorrow" else 0
    return RelativeDay(phrase, (anchor + _dt.timedelta(days=span + start)).isoformat())


_ORDINAL = {w: n - 1 for w, n in number_words.ordinals(1, 4).items()}  # an index: "first" is 0


def _nth_weekday_of(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    """ "the first Monday of next year", "the last Friday of this month"."""
    phrase = " ".join(m.group(0).split())
    which, weekday, unit = m.group(1).lower(), WEEKDAYS.index(m.group(2).lower()), m.group(4).lower()
    ahead = m.group(3).lower() == "next"
    if unit == "year":
        year, first_month, last_month = anchor.year + ahead, 1, 12
    else:
        year, first_month = (anchor.year + 1, 1) if ahead and anchor.month == 12 else (anchor.year, anchor.month + ahead)
        last_month = first_month
    if which == "last":
        end = _dt.date(year, last_month, calendar.monthrange(year, last_month)[1])
        return RelativeDay(phrase, (end - _dt.timedelta(days=(end.weekday() - weekday) % 7)).isoformat())
    start = _dt.date(year, first_month, 1)
    day = start + _dt.timedelta(days=(weekday - start.weekday()) % 7 + 7 * _ORDINAL[which])
    return RelativeDay(phrase, day.isoformat())


_ZH_OFFSETS = {"前天": -2, "昨天": -1, "明天": 1, "后天": 2, "大后天": 3}


def _zh_offset(m: re.Match[str], anchor: _dt.date) -> RelativeDay:
    """ "明天", "后天" (the day after tomorrow), "大后天": a day counted from today."""
    return RelativeDay(m.group(1), (anchor + _dt.timedelta(days=_ZH_OFFSETS[m.group(1)])).isoformat())


def _spoken(day: _dt.date) -> str:
    return f"{day.day} {day.strftime('%B')} {day.year}"


def asks_from_now(question: str) -> str | None:
    """The words of a question counted from now ("how many days until", "still valid"), when it
    is one and states no today; ``None`` otherwise."""
    m = _CUE.relative_question.search(question)
    if m is None or stated_today(question) is not None:
        return None
    return " ".join(m.group(0).split())


_ANCHOR_RE = re.compile(r"\b(?:until|till|before|since|after)\s+(?:the\s+|my\s+|our\s+|your\s+)?"
                        r"(?!now\b|today\b|then\b|it\b|that\b|this\b)([A-Za-z][\w-]{2,})", re.IGNORECASE)


def clause_unmet(question: str, text: str, date: str) -> bool:
    """The words ``question`` counts to ("until it pays for itself": pays, itself) are none of them
    on the line of ``text`` that gives ``date`` ("Date of assessment: 18 August 2035"): the date is
    not the thing counted to. ``False`` when the question names nothing after its counting words
    ("is it still valid?") or the date's line names one of them ("until the MOT runs out" and
    "MOT expiry: 10/04/2027")."""
    from course_lib.sim.words.text import content_words, stem

    m = _CUE.relative_question.search(question)
    if m is None:
        return False
    words = {stem(w.lower()) for w in content_words(question[m.end():])}
    if not words:
        return False
    lines = [line for line in text[:20000].splitlines() if date in line]
    return bool(lines) and not any(words & {stem(w.lower()) for w in content_words(line)} for line in lines)


def other_anchor(question: str, bodies: list[str], date: str = "") -> str | None:
    """The line of ``bodies`` that dates the thing ``question`` counts from or to ("how many days
    before moving day ..." and "* Moving day <2036-09-27 Sat>"): the question is a span between two
    dated things, not one counted from now; ``None`` when it names no such thing, or only in the line
    that gives ``date`` (the date found: "until the passport expires" over "The passport expires on
    14 March 2027" is counted from now)."""
    m = _ANCHOR_RE.search(question)
    if m is None:
        return None
    word = re.compile(rf"\b{re.escape(m.group(1))}\b", re.IGNORECASE)  # ("MOT" is no "Motors")
    for body in bodies:
        for line in body[:20000].splitlines():
            if word.search(line) and _WRITTEN_DATE_RE.search(line) and not (date and date in line):
                return line.strip()
    return None


# A calendar date as documents write it: 10/04/2027, 10.04.2027, 2027-04-10, 10 April 2027,
# April 10, 2027
_WRITTEN_DATE_RE = re.compile(
    r"\b(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]{2,8}\.?,?\s+\d{4}|"
    r"[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:st|nd|rd|th)?,\s+\d{4})\b"
)


def date_near(text: str, question: str) -> str | None:
    """The date in ``text`` that the question's words stand nearest before ("MOT expiry:
    10/04/2027" for "until the MOT runs out"), or the only date it holds; ``None`` when it holds
    none or several and the question's words point at none of them."""
    from course_lib.sim.words.text import content_words

    words = {w.lower() for w in content_words(question)}
    dates = list(_WRITTEN_DATE_RE.finditer(text[:20000]))
    if len(dates) == 1:
        return dates[0].group(0)
    best, best_score = None, 0
    for m in dates[:200]:
        before = re.findall(r"\w+", text[max(0, m.start() - 40): m.start()].lower())
        score = len(words & set(before))
        if score > best_score:
            best, best_score = m.group(0), score
    return best
