"""A span between two stamps the documents state, worked out (issue 26; notebook 02's grounded
answers).

"How long is the trip?" over "The coach leaves at 9:15 am and we will be back by 3:00 pm": no
sentence states the trip's length, and a reader of words either quotes the sentence (the
operands, not the answer) or trusts "I don't know.". A model subtracts. Here, when the question
asks a duration (``quantities.asked_type``: "how long is the <event>" is one, an event noun being
data: ``lexicons.yaml`` ``event_nouns``) and no sentence on its subject states one, the two stamps
of one subject are read and subtracted, with the working:

- two clock times of one sentence on the question's subject, joined as a span ("19:45 to 08:15",
  "07:45 - 20:15") or opened by a start word and closed by an end word ("leaves at half past seven
  and should get back at quarter to two"; cues in ``patterns.yaml`` ``stamp_spans``); times past
  midnight wrap to the next day; two times in words with no morning or evening read on a 12-hour
  clock, the span under 12 hours, and said so;
- a record's start and end fields ("Start: 2031-06-10T13:00" / "End: ...T15:30", "From:" / "To:",
  "Begins" / "Ends") in a document on the question's subject;
- for "how many days": two full dates of one sentence, or one sentence's date and the date its
  section heading states ("## 2.3.1 (2030-12-02)" over "... first reported on 2030-11-20");
- for "how many months": the same two dates, in whole calendar months ("from 1 February to 31 July"
  is 6: the last day runs to the day before the seventh month's 1st); dates that are no whole
  number of months apart are ``Unworked`` (the forty-first set's JJ1).

More than one pair on the subject that give different spans, or a sentence with more than two
clock times: ``Unworked`` with the reason (the caller states a documents limit). Nothing on the
subject to pair: ``None``, and the usual reading goes on. Bounded: ``_MAX_DOCS``, ``_MAX_UNITS``.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.text import content_terms

_CUE = patterns("stamp_spans")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_DAY = 24 * 60
_HALF_DAY = 12 * 60
_ISO_RE = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?")


@dataclass(frozen=True)
class Span:
    """A span worked out from two stamps: ``minutes`` (or ``days``), the stamps as written, and
    whether two times in words were read on a 12-hour clock."""

    start: str
    end: str
    minutes: int | None = None
    days: int | None = None
    twelve_hour: bool = False
    months: int | None = None
    how: str = ""  # "stated": the line's own count of days; "inclusive": both ends of a period counted


    def text(self) -> str:
        """"6 h 15 min (half past seven to quarter to two)." / "2 hours (19:00 to 21:00 = 2 hours)." /
        "12 days (2030-11-20 to 2030-12-02)."."""
        if self.months is not None:
            return f"{self.months} month{'s' if self.months != 1 else ''} ({self.start} to {self.end})."
        if self.days is not None:
            said = {"stated": ", as the line states", "inclusive": ", counting both the first and the last day"}
            return f"{self.days} day{'s' if self.days != 1 else ''} ({self.start} to {self.end}{said.get(self.how, '')})."
        assert self.minutes is not None
        hours, minutes = divmod(self.minutes, 60)
        shown = " ".join(p for p in (f"{hours} h" if hours else "", f"{minutes} min" if minutes else "") if p)
        if hours and not minutes:  # whole hours spelled out, as days are: "1 hour", "2 hours"
            shown = f"{hours} hour{'s' if hours != 1 else ''}"
        said = ", reading both on a 12-hour clock" if self.twelve_hour else ""
        return f"{shown} ({self.start} to {self.end} = {shown}{said})."


@dataclass(frozen=True)
class Unworked:
    """Stamps on the subject that make no one span: why."""

    reason: str


def asks_span(question: str) -> str:
    """"minutes" when ``question`` asks how long something lasts, "days" when it asks how many days
    (or weeks) apart two things are, "" otherwise (a length of an object: "how long is the cable")."""
    from course_lib.sim.words.quantities import asked_type

    if _CUE.asks_months.search(question):
        return "months"
    if _CUE.asks_days.search(question):
        return "days"
    kind = asked_type(question)
    return "minutes" if kind is not None and kind[0] == "duration" and "long" in kind[1].lower() else ""


def span(question: str, bodies: list[str]) -> Span | Unworked | None:
    """The span the question asks between two stamps of the documents (see the module docstring)."""
    asked = asks_span(question)
    if not asked:
        return None
    subject = frozenset(content_terms(_CUE.span_words.sub(" ", question)))
    if not subject:
        return None
    if asked == "days":
        apart = _between_records(question, bodies)
        if apart is not None:
            return apart
    found: list[tuple[int, Span]] = []  # (how many of the subject's words its sentence holds, the span)
    many = 0
    for body in bodies[:_MAX_DOCS]:
        units = _units(body)
        on_subject = [(u, head, len(subject & frozenset(content_terms(u + " " + head)))) for u, head in units]
        on_subject = [(u, head, n) for u, head, n in on_subject if n and subject & frozenset(content_terms(u))]
        if asked == "minutes" and any(_states_length(u) for u, _, _ in on_subject):
            return None  # "Sessions last 45 minutes", "off for all three days": the span is stated, read it
        if asked == "minutes":
            held = len(subject & frozenset(content_terms(body)))
            record = _record_span(body) if held else None
            if record is not None:
                found.append((held, record))
            for unit, _, n in on_subject:
                one = _clock_span(unit)
                if isinstance(one, Unworked):
                    many = max(many, n)
                elif one is not None:
                    found.append((n, one))
        else:
            lasting = asked == "days" and _lasting(question)
            for unit, head, n in on_subject:
                one = _date_span(unit, head, lasting)
                if one is not None and asked == "months":
                    one = _in_months(one)
                    if isinstance(one, Unworked):
                        return one
                if one is not None:
                    found.append((n, one))
    best = max((n for n, _ in found), default=0)
    top = list({(s.start, s.end): s for n, s in found if n == best}.values())
    if many >= best and many:
        return Unworked("a sentence on the question's subject gives more than two times, and it cannot tell "
                        "which two the span runs between")
    if len(top) == 1:
        return top[0]
    if len(top) > 1:
        return Unworked(f"the documents give {len(top)} pairs of stamps on the question's subject "
                        f"({top[0].start} to {top[0].end}, {top[1].start} to {top[1].end}), and it cannot tell "
                        "which the question means")
    return None


def _units(body: str) -> list[tuple[str, str]]:
    """The document's sentences, each with the last heading above it ("" for none)."""
    from course_lib.sim.material.prose import units

    out, head = [], ""
    for unit in units(body)[:_MAX_UNITS]:
        if unit.heading:
            head = unit.text
            continue
        out.append((unit.text, head))
    return out


def _states_length(text: str) -> bool:
    """Whether a sentence states a length itself ("45 minutes", "all three days"), not as two times."""
    from course_lib.sim.values.field_readers import time_spans
    from course_lib.sim.words.quantities import with_all_digits

    return bool(_CUE.stated.search(with_all_digits(text))) and not time_spans(text)


def _clock_span(unit: str) -> Span | Unworked | None:
    """The span between one sentence's two clock times, joined as a span or by start and end words."""
    from course_lib.sim.values.field_readers import time_spans

    times, twelve = time_spans(unit), False
    if len(times) < 2 and re.search(r"\b(?:past|to)\b", unit, re.I):
        # two times in words with no morning or evening ("half past seven ... quarter to two"):
        # read on a 12-hour clock (both as morning times) and the span taken under 12 hours
        worded = time_spans(unit + " (in the morning)")
        if len(worded) >= 2:
            times, twelve = worded, True
    if len(times) < 2:
        return None
    if len(times) > 2:
        return Unworked("")
    (a0, a1, first), (b0, b1, second) = times
    between, before = unit[a1:b0], unit[:a0]
    joined = bool(_CUE.joined.match(between))
    worded = bool(_CUE.start_word.search(before + " " + between[: len(between) // 2 + 1])) and bool(
        _CUE.end_word.search(between))
    if not joined and not worded:
        return None
    minutes = _minutes(first, second, twelve)
    if minutes is None:
        return None
    return Span(unit[a0:a1], unit[b0:b1], minutes=minutes, twelve_hour=twelve)


def _minutes(first: str, second: str, twelve: bool) -> int | None:
    a = int(first[:2]) * 60 + int(first[3:5])
    b = int(second[:2]) * 60 + int(second[3:5])
    if a == b:
        return None
    if twelve:
        return (b - a) % _HALF_DAY or None
    return b - a if b > a else b + _DAY - a  # past midnight: the next day's


def _record_span(body: str) -> Span | None:
    """The span between a record's start and end fields ("Start: 2031-06-10T13:00" / "End: ...")."""
    from course_lib.sim.values.field_readers import time_spans

    starts, ends = [], []
    for line in body.splitlines()[:_MAX_UNITS]:
        m = _CUE.start_field.match(line)
        if m:
            starts.append(m.group("v").strip())
            continue
        m = _CUE.end_field.match(line)
        if m:
            ends.append(m.group("v").strip())
    if len(starts) != 1 or len(ends) != 1:
        return None
    start, end = starts[0], ends[0]
    a, b = _iso(start), _iso(end)
    if a is not None and b is not None and b > a:
        minutes = int((b - a).total_seconds() // 60)
        return Span(start, end, minutes=minutes) if minutes < 7 * _DAY else None
    ta, tb = time_spans(start), time_spans(end)
    if len(ta) != 1 or len(tb) != 1:
        return None
    da, db = _date_part(start, ta[0][0]), _date_part(end, tb[0][0])
    if da != db and db:
        return None  # two different days written in a form it does not read as dates
    minutes = _minutes(ta[0][2], tb[0][2], False)
    if minutes is None or (da and da == db and tb[0][2] < ta[0][2]):
        return None
    return Span(start, end, minutes=minutes)


def _date_part(value: str, time_at: int) -> str:
    return value[:time_at].strip(" ,T")


def _iso(value: str) -> _dt.datetime | None:
    m = _ISO_RE.search(value)
    if m is None or m.group(4) is None:
        return None
    try:
        return _dt.datetime(int(m[1]), int(m[2]), int(m[3]), int(m[4]), int(m[5]))
    except ValueError:
        return None


def _in_months(days: Span) -> Span | Unworked:
    """A span of days in whole calendar months: to the same day of a later month, or to the day
    before it (the last day counted: 1 February to 31 July is 6 months)."""
    early, late = _dt.date.fromisoformat(days.start), _dt.date.fromisoformat(days.end)
    for end in (late, late + _dt.timedelta(days=1)):
        if end.day == early.day:
            return Span(days.start, days.end, days=days.days,
                        months=(end.year - early.year) * 12 + end.month - early.month)
    return Unworked(f"the dates it found ({days.start} to {days.end}) are not a whole number of months apart, "
                    "and it does not round a span of days to months")


_BETWEEN_RE = re.compile(r"\bbetween\s+(?P<a>.{1,40}?)\s+and\s+(?P<b>.{1,40}?)(?=\s+(?:coming|came|going|went|being|"
                         r"was|were|is|are|getting|got|released|published|sent|shipped|out|on|in)\b|\W*$)",
                         re.IGNORECASE)


def _between_records(question: str, bodies: list[str]) -> Span | Unworked | None:
    """"how many days between ep 43 and ep 44 coming out": each side names one line of the documents (a
    record, a row, as written: every word and figure of the side in it, and in no other line), whose one full date is
    that side's stamp; the days between the two. A side whose line holds several dates: ``Unworked``; a side
    no single line names: ``None`` (the other readings go on). The fifty-second set's pod-gap had taken two
    stamps of a third record."""
    from course_lib.sim.words.calendar_dates import written_dates

    m = _BETWEEN_RE.search(question)
    if m is None:
        return None
    sides = [frozenset(content_terms(m.group(k))) for k in ("a", "b")]
    if not all(sides) or sides[0] == sides[1]:
        return None
    lines = [x for body in bodies[:_MAX_DOCS] for x in body.splitlines()[:_MAX_UNITS] if x.strip()]
    stamps = []
    for side in sides:
        named = [u for u in lines if side <= frozenset(content_terms(u))]
        if len(named) != 1:
            return None
        dates = list(dict.fromkeys(iso for _, iso in written_dates(named[0])))
        if len(dates) != 1:
            return Unworked(f"the line of {' '.join(sorted(side))} gives {len(dates)} dates, and it cannot tell "
                            "which one the question means") if dates else None
        stamps.append(dates[0])
    if stamps[0] == stamps[1]:
        return None
    early, late = sorted(_dt.date.fromisoformat(d) for d in stamps)
    return Span(early.isoformat(), late.isoformat(), days=(late - early).days)


def _lasting(question: str) -> bool:
    """Whether ``question`` asks how many days a thing lasts ("how many days does the bill cover"), not a
    gap between two things ("how many days between ... / until ... / after ..."): ``day_counts.asks``."""
    from course_lib.sim.grounded.day_counts import asks

    return asks(question) == "days" and bool(re.search(r"\bdays\b", question, re.I))


def _date_span(unit: str, head: str, lasting: bool = False) -> Span | None:
    """Days between a sentence's two full dates, or its one date and its heading's one date. Asked how
    many days a thing lasts (``lasting``), a sentence that joins its two dates as one period ("1 November
    2025 - 31 January 2026", "2 June 2025 to 6 June 2025") gives the count it states beside them ("(92
    days)"), or else the period's days with both ends counted; a gap stays the days between (the
    fifty-ninth set's XW7)."""
    from course_lib.sim.words.calendar_dates import written_dates

    written = written_dates(unit)
    dates = list(dict.fromkeys(iso for _, iso in written))
    from_head = False
    if len(dates) == 1 and head:
        above = list(dict.fromkeys(iso for _, iso in written_dates(head)))
        if len(above) == 1:
            dates, from_head = [dates[0], above[0]], True
    if len(dates) != 2 or dates[0] == dates[1]:
        return None
    early, late = sorted(_dt.date.fromisoformat(d) for d in dates)
    between = (late - early).days
    if lasting and not from_head and len(written) == 2:
        stated = {int(m.group("n")) for m in _CUE.stated_days.finditer(unit)}
        if len(stated) == 1:
            return Span(early.isoformat(), late.isoformat(), days=stated.pop(), how="stated")
        if _CUE.period_join.search(unit[written[0][0]:written[1][0]]):
            return Span(early.isoformat(), late.isoformat(), days=between + 1, how="inclusive")
    return Span(early.isoformat(), late.isoformat(), days=between)



def stamps_on_subject(question: str, bodies: list[str]) -> int:
    """How many clock times and full dates the documents' sentences sharing a word of the
    question's subject state (``absence.trusted``: a duration over two or more is worked out from
    them, so "I don't know." is no evidence)."""
    from course_lib.sim.values.field_readers import time_spans
    from course_lib.sim.words.calendar_dates import written_dates

    subject = frozenset(content_terms(_CUE.span_words.sub(" ", question)))
    if not subject:
        return 0
    count = 0
    for body in bodies[:_MAX_DOCS]:
        for unit, _ in _units(body):
            if subject & frozenset(content_terms(unit)):
                count += len(time_spans(unit)) + len(written_dates(unit))
    return count
