"""A count of days asked over a span of days a line states, worked out (issue 26; the fifty-second
set's TT5).

"How many days is the bridge closed?" over "closed from Monday 4 August to Friday 15 August",
"hoeveel dagen is de lift buiten gebruik?" over "van maandag 20 maart tot en met vrijdag 31 maart",
"国庆一共放几天假?" over "10月1日至7日放假": no line states the count, and a reader of words quotes the
line with "could not find anything about 'days'", or says "I don't know". A model counts the days
of the span, both ends in: 12, 12, 7.

``count(question, bodies)``: the question asks a count of days or weeks a thing lasts
(``asks_days`` / ``asks_weeks`` in data/sim/day_counts.yaml; not a gap between two things, "how
many days between / until / since ...": ``gap``, which ``stamp_spans`` works); the spans of days
(``calendar_dates.day_month_ranges``) of the lines that share a word of the question's subject
are read. One span (the same days however often written): ``Counted`` (its days, both ends in;
its weeks only when the days make whole weeks). Spans that give different counts, a span written
"between ... and ..." (a gap, not a stay), a span over the end of February with no year written,
or weeks asked of days that make no whole weeks: ``Unworked`` with why (the caller states a
documents limit). No span on the subject: ``None``, and the usual reading goes on.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words.calendar_dates import DayRange, day_month_ranges
from course_lib.sim.words.cues import read
from course_lib.sim.words.text import SENTENCE_LINE_RE, content_terms

DATA = "day_counts.yaml"
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the sentences read per document
_YEAR_RE = re.compile(r"\b(?:19|20)\d{2}\b")
_HAN_RE = re.compile(r"[\u4e00-\u9fff]")


@lru_cache(maxsize=1)
def _data() -> dict:
    return read(DATA)


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    return {k: re.compile(_data()[k], re.IGNORECASE) for k in ("asks_days", "asks_nights", "asks_weeks", "gap", "count_words")}


@dataclass(frozen=True)
class Counted:
    """The span's count: ``n`` in ``unit`` ("days" or "weeks"), ``span`` as its line writes it."""

    n: int
    unit: str
    span: str
    line: str
    between: bool = False  # counted between the first day and the last (nights; weeks from a weekday to the same)

    def text(self, language: str = "en") -> str:
        lang = language if language in _data()["reply"] else "en"
        units = _data()["units"][lang]
        unit = units[self.unit[:-1]] if self.unit in ("days", "nights") and self.n == 1 else units[self.unit]
        reply = _data()["reply_between" if self.between else "reply"][lang]
        return reply.format(n=self.n, unit=unit, span=self.span.strip())


@dataclass(frozen=True)
class Unworked:
    """A count asked over spans that give no one count; ``reason`` says why."""

    reason: str


def asks(question: str) -> str:
    """"days", "nights" or "weeks" when ``question`` asks how many a thing lasts; "" otherwise."""
    cues = _cues()
    if cues["gap"].search(question):
        return ""
    for unit in ("days", "nights", "weeks"):
        if cues[f"asks_{unit}"].search(question):
            return unit
    return ""


def count(question: str, bodies: list[str]) -> Counted | Unworked | None:
    """The count of days (or weeks) the question asks, from the one span of days its subject's
    lines state (see the module)."""
    unit = asks(question)
    if not unit:
        return None
    subject = _terms(_cues()["count_words"].sub(" ", question))
    if not subject:
        return None
    units: list[tuple[int, str]] = []  # (how many of the subject's words it holds, a sentence with a figure)
    for body in bodies[:_MAX_DOCS]:
        if not any(ch.isdigit() for ch in body):
            continue
        for line in SENTENCE_LINE_RE.split(body)[:_MAX_LINES]:  # sentences and lines, as written
            shared = len(subject & _terms(line)) if any(ch.isdigit() for ch in line) else 0
            if shared and day_month_ranges(line):
                units.append((shared, line))
    best = max((n for n, _ in units), default=0)
    found: dict[int, tuple[DayRange, str]] = {}
    gaps = []
    for n, line in units:
        if n == best:  # the sentences that hold most of the subject ("the sauna", not "the steam room")
            for span in day_month_ranges(line):
                if span.text.lower().startswith("between"):
                    gaps.append(span.text)
                    continue
                days = _days(span, line)
                if days is None:
                    return Unworked(f"the span '{span.text}' runs over the end of February and no year is written, "
                                    "so its days are not known")
                found.setdefault(days, (span, line))
    if not found:
        return Unworked(f"the documents write a gap between two days ('{gaps[0]}'), not a span a thing lasts") if gaps else None
    if len(found) > 1:
        shown = "; ".join(f"'{s.text}'" for s, _ in found.values())
        return Unworked(f"the lines on the question's subject state more than one span of days ({shown})")
    days, (span, line) = next(iter(found.items()))
    if unit == "nights":
        return Counted(days - 1, "nights", span.text, line, between=True) if days > 1 else None
    if unit == "weeks":
        if days % 7 == 0:
            return Counted(days // 7, "weeks", span.text, line)
        if (days - 1) % 7 == 0:  # from a weekday to the same weekday ("2 Sep - 23 Sep"): the weeks between
            return Counted((days - 1) // 7, "weeks", span.text, line, between=True)
        return Unworked(f"the span '{span.text}' is {days} days, no whole number of weeks")
    return Counted(days, "days", span.text, line)


def _terms(text: str) -> frozenset[str]:
    """``text``'s content words, and its Chinese characters (a Chinese question shares characters, not words)."""
    return frozenset(content_terms(text)) | frozenset(_HAN_RE.findall(text))


def _days(span: DayRange, line: str) -> int | None:
    """The days of ``span``, both ends in; ``None`` when it runs over the end of February and the
    line writes no year (a leap year's 29th may be in it)."""
    years = sorted(set(_YEAR_RE.findall(line)))
    year = int(years[0]) if len(years) == 1 else None
    (m1, d1), (m2, d2) = span.start, span.end
    wraps = (m2, d2) < (m1, d1)
    if year is None:
        over_feb = (m1 <= 2 <= m2 and (m1, d1) <= (2, 28) < (m2, d2)) if not wraps else (m2 >= 3 or m1 <= 2)
        if over_feb:
            return None
        year = 2001  # no 29 February in the span: any common year counts it alike
    try:
        start = _dt.date(year, m1, d1)
        end = _dt.date(year + 1 if wraps else year, m2, d2)
    except ValueError:
        return None
    return (end - start).days + 1
