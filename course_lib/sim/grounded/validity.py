"""An end date worked out from a start date and a validity (issue 26; notebook 02's grounded
answers).

"When does the certificate expire?" over "Issued: 3 March 2027" and "Valid for 12 months from
the date of issue": no line states the end date, and the line that shares most words with the
question is the issue date, quoted as if it were the answer. Here the documents' validity line
("valid for <n> day(s) / week(s) / month(s) / year(s) from <start>") is added to the date it runs
from: the date its ``<start>`` writes, else the one date whose line shares a word with ``<start>``
("the date of test" -> "Date of test: 9 May 2027"), else the documents' only date.

:func:`worked_end` gives
- ``None`` when the question asks no end date ("when ... expire / run out / fall due"), or a
  line of the documents states one itself ("Expires: 9 May 2029": the usual reading quotes it);
- an :class:`EndDate` with the sum when the reading is clear;
- an :class:`EndDate` with ``date`` ``None`` and a reason when it is not (two validities, no date
  or several the validity may run from, or no validity at all beside a date whose label says it
  is when something was done: "Date of test"): the caller states a limit, never the start date.
"When can I next give blood?" (a next date allowed, ``asks_next``) over "eligible again 12 weeks
after your last donation" and "Last donation: 14 March 2029" is the same sum: a wait after an event
(``span_after``) added to the event's date, when the wait's line shares a word with the question.
Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from course_lib.sim.words.calendar_dates import CN_DATE_RE, ISO_DATE_RE, WORD_DATE_RE, date_value
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.day_names import MONTHS
from course_lib.sim.words.number_words import CJK_VALUES, values
from course_lib.sim.words.text import content_terms, stem

_CUE = patterns("validity")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_LINES = 400  # a cap on the lines read per document
_NUMBERS = {**values(0, 12), **CJK_VALUES}
_ZH_UNITS = {"年": "year", "个月": "month", "月": "month", "个星期": "week", "星期": "week", "周": "week",
             "天": "day", "日": "day"}
_ZH_UNIT_NAMES = {"year": "年", "month": "个月", "week": "周", "day": "天"}
_CLAUSE_CUT_RE = re.compile(r"[,，;；。:：(（]|\.\s")


@dataclass(frozen=True)
class EndDate:
    """The end date worked out (``date`` as the documents write dates), or why it cannot be."""

    date: str | None
    start: str = ""  # the start date's line, as written
    validity: str = ""  # the validity as written ("valid for 2 years from the date of test")
    reason: str = ""  # why no date, when ``date`` is None

    def answer(self) -> str:
        """The date, then how ("9 May 2029. Date of test: 9 May 2027; Valid for 2 years from ... (9 May 2027 + 2 years)")."""
        assert self.date is not None
        start = " ".join(self.start.split()).rstrip(".")
        if CN_DATE_RE.fullmatch(self.date):  # in Chinese, as the card writes it
            return f"{self.date}。{start.rstrip('。')}；{self.validity.rstrip('。')}。"
        return f"{self.date}. {start}; {self.validity.rstrip('.')}."


@dataclass(frozen=True)
class _Dated:
    line: str
    label: str  # the line's words before the date
    iso: str
    written: str  # the date as written


def worked_end(question: str, bodies: list[str]) -> EndDate | None:
    """The end date a question asks, worked out from the documents (see the module docstring)."""
    asks_end = _CUE.asks_end.search(question)
    if (not (asks_end or _CUE.asks_next.search(question)) or ISO_DATE_RE.search(question)
            or WORD_DATE_RE.search(question) or CN_DATE_RE.search(question)):
        return None
    lines = [line.strip() for body in bodies[:_MAX_DOCS] for line in body.splitlines()[:_MAX_LINES] if line.strip()]
    dated = [d for line in lines for d in _dates(line)]
    if not asks_end:
        return _next_allowed(question, _sentences(bodies), dated)
    if any(_CUE.end_line.search(d.label) for d in dated if not _CUE.valid_for.search(d.line)):
        return None  # a line states the end date itself
    validities = _validities(lines)
    if not validities:
        if any(_CUE.start_label.search(d.label) for d in dated):
            shown = next(d for d in dated if _CUE.start_label.search(d.label))
            return EndDate(None, reason=f"the date it gives ({shown.line!r}) says when something was done, "
                                        "and no line says how long it stays valid or when it ends")
        return None
    validities = _meant(question, validities)
    if len({(v.n, v.unit) for v in validities}) > 1:
        return EndDate(None, reason="the documents state more than one validity and it cannot tell which one the "
                                    "question means")
    v = validities[0]
    start = _start(v.start, dated) if v.start else _bare_start(dated)
    if start is None:
        return EndDate(None, reason=f"it cannot tell which date {v.written!r} runs from")
    end = _added(dt.date.fromisoformat(start.iso), v.n, v.unit)
    zh = bool(CN_DATE_RE.fullmatch(start.written))
    added = f"{v.n}{_ZH_UNIT_NAMES[v.unit]}" if zh else f"{v.n} {v.unit}{'s' * (v.n != 1)}"
    return EndDate(_written(end, start.written), start=start.line, validity=f"{v.clause} ({start.written} + {added})")


@dataclass(frozen=True)
class _Validity:
    clause: str  # the clause the validity stands in ("电机保修3年", "the motor is guaranteed for 5 years")
    written: str  # the validity as written
    n: int
    unit: str  # day / week / month / year
    start: str  # what it runs from, as written ("" when its clause says none)


def _validities(lines: list[str]) -> list[_Validity]:
    """Every validity the lines state: "valid for 2 years from the date of test", "guaranteed for
    5 years" (no start: the documents' start date), "电机保修3年" / "有效期12个月"."""
    out = []
    for line in lines:
        spans = []
        for cue, zh in ((_CUE.valid_for, False), (_CUE.valid_for_bare, False), (_CUE.valid_for_zh, True)):
            for m in cue.finditer(line):
                if any(a <= m.start() < b for a, b in spans):
                    continue
                spans.append((m.start(), m.end()))
                cut = max((c.end() for c in _CLAUSE_CUT_RE.finditer(line, 0, m.start())), default=0)
                raw = m.group("n")
                n = int(_NUMBERS.get(raw.lower(), raw)) if raw.isdigit() or raw.lower() in _NUMBERS else 0
                unit = _ZH_UNITS.get(m.group("unit"), "") if zh else m.group("unit").lower()
                start = m.groupdict().get("start") or ""
                if n and unit:
                    out.append(_Validity(line[cut:m.end()].strip(), m.group(0).strip(), n, unit, start))
    return out


def _meant(question: str, validities: list[_Validity]) -> list[_Validity]:
    """The validities the question means: those whose clause shares a word with the question that
    not every validity's clause holds ("电机" for "电机保修3年" beside "整机保修1年"; "motor"); all of
    them when none or every one does."""
    asked = _terms(question) - _ASKING_TERMS
    clauses = [_terms(v.clause) for v in validities]
    common = frozenset.intersection(*clauses) if clauses else frozenset()
    named = [v for v, terms in zip(validities, clauses, strict=True) if (asked - common) & terms]
    return named or validities


_HAN_RUN_RE = re.compile(r"[\u4e00-\u9fff]{2,}")


def _terms(text: str) -> frozenset[str]:
    """A text's content terms, and for Chinese its two-character runs too ("会员卡" meets "会员")."""
    runs = _HAN_RUN_RE.findall(text)
    return frozenset(content_terms(text)) | {run[i:i + 2] for run in runs for i in range(len(run) - 1)}


def _bare_start(dated: list[_Dated]) -> _Dated | None:
    """The date a validity with no start phrase runs from: the one date whose label says when
    something began (a purchase, an issue), else the documents' only date."""
    labelled = [d for d in dated if _CUE.start_label.search(d.label)]
    if len({d.iso for d in labelled}) == 1:
        return labelled[0]
    if not labelled and len({d.iso for d in dated}) == 1:
        return dated[0]
    return None


def _written(end: dt.date, like: str) -> str:
    """``end`` written as the start date is: ISO, 2036年3月18日, or 18 March 2036."""
    if ISO_DATE_RE.fullmatch(like):
        return end.isoformat()
    if CN_DATE_RE.fullmatch(like):
        return f"{end.year}年{end.month}月{end.day}日"
    return f"{end.day} {MONTHS[end.month - 1].capitalize()} {end.year}"


def _sentences(bodies: list[str]) -> list[str]:
    """The documents' sentences as ``prose.units`` reads them (a hard-wrapped one re-joined: "12 weeks
    after your" over "last donation.")."""
    from course_lib.sim.material.prose import units

    return [" ".join(u.text.split()) for body in bodies[:_MAX_DOCS] for u in units(body)[:_MAX_LINES]]


def _next_allowed(question: str, lines: list[str], dated: list[_Dated]) -> EndDate | None:
    """"When can I next give blood?" over "eligible again 12 weeks after your last donation" and "Last
    donation: 14 March 2029": the wait added to the date of the event it runs from. Only a wait whose
    line shares a word with the question counts ("When is the next clinic?" is no wait's question);
    ``None`` without one, an :class:`EndDate` with a reason when several waits or no one start date."""
    asked = frozenset(content_terms(question)) - _ASKING_TERMS
    waits = [(line, m) for line in lines for m in _CUE.span_after.finditer(line)
             if asked & frozenset(content_terms(line))]
    if not waits:
        return None
    if len({(m.group("n").lower(), m.group("unit").lower()) for _, m in waits}) > 1:
        return EndDate(None, reason="the documents state more than one wait and it cannot tell which one the "
                                    "question means")
    line, m = waits[0]
    start = _start(m.group("start"), dated)
    if start is None:
        return EndDate(None, reason=f"it cannot tell which date {m.group(0).strip()!r} runs from")
    n = int(_NUMBERS.get(m.group("n").lower(), m.group("n")))
    unit = m.group("unit").lower()
    end = _added(dt.date.fromisoformat(start.iso), n, unit)
    return EndDate(_written(end, start.written), start=start.line,
                   validity=f"{m.group(0).strip()} ({start.written} + {n} {unit}{'s' * (n != 1)})")


_ASKING_TERMS = frozenset(content_terms("when what which date day can could may might next again"))


def _dates(line: str) -> list[_Dated]:
    """Each calendar date the line writes, with the words before it."""
    out = []
    for m in [*ISO_DATE_RE.finditer(line), *WORD_DATE_RE.finditer(line), *CN_DATE_RE.finditer(line)]:
        iso = date_value(m.group(0))
        if iso is not None:
            out.append(_Dated(line, line[: m.start()], iso, m.group(0)))
    return out


def _start(phrase: str, dated: list[_Dated]) -> _Dated | None:
    """The date a validity runs from: written in its phrase, else the one date whose line shares
    a word with the phrase, else the documents' only date; ``None`` when not clear."""
    own = _dates(phrase)
    if own:
        return own[0]
    words = frozenset(content_terms(phrase)) - {"dat"}
    named = [d for d in dated if words & frozenset(content_terms(d.label))]
    if len({d.iso for d in named}) == 1:
        return named[0]
    if not named and len({d.iso for d in dated}) == 1:
        return dated[0]
    return None


def _added(start: dt.date, n: int, unit: str) -> dt.date:
    """``start`` plus ``n`` days / weeks / months / years (the 29th of February, plus a year: the 28th)."""
    from dateutil.relativedelta import relativedelta

    return start + relativedelta(**{f"{unit}s": n})


# a span after a date: "at 8 weeks old", "within 10 days", "within a fortnight", or a span from an anchor
# ("3 weeks from the day you borrow them", "2 years from the date of purchase", "a year after joining")
_OFFSET_RE = re.compile(r"\b(?:(?:at|after|in|within)\s+(?:the\s+age\s+of\s+)?(\d{1,3}|an?)\s+(day|week|fortnight|month|year)s?\b"
                        r"(?:\s+(?:old|of\s+age|later|after|on))?"
                        r"|(\d{1,3}|an?)\s+(day|week|fortnight|month|year)s?\s+(?:from|after)\s+(?!now\b|today\b)"
                        # "payment due 30 days later": the span after the text's one date (fix67d)
                        r"|(\d{1,3}|an?)\s+(day|week|fortnight|month|year)s?\s+later\b)",
                        re.IGNORECASE)


def offset_field_date(words: list[str], text: str, start: str) -> str | None:
    """A date field's value worked from the text's one date and a span the text ties to the
    field's own word: "born on 4 March 2033 ... due at 12 months" gives a ``due`` field
    2034-03-04, never the birth date. ``words`` are the field's name words, ``start`` the ISO
    date read for it; ``None`` when no word of the field is followed, in its sentence, by one
    span ("at 8 weeks old", "after 3 months"), or the date is written right after the word
    itself ("due on 4 May": the field's own date)."""
    from course_lib.sim.words.quantities import with_all_digits

    text = with_all_digits(text[:2000])
    for word in words:
        if len(word) < 3:
            continue
        # the word or a form of it ("return_by": "returned within 10 days"; "expiry": "expires")
        own = stem(word.lower())
        for hit in re.finditer(r"[A-Za-z]+", text):
            said = stem(hit.group(0).lower())
            if not (said.startswith(own) or (len(said) >= 4 and own.startswith(said))):
                continue
            tail = re.match(r"[^.;\n]{0,40}", text[hit.end():]).group(0)
            spans = list(_OFFSET_RE.finditer(tail))
            if len(spans) != 1 or date_value(tail):
                continue
            figure = spans[0].group(1) or spans[0].group(3) or spans[0].group(5)
            n = 1 if figure.lower() in ("a", "an") else int(figure)
            unit = (spans[0].group(2) or spans[0].group(4) or spans[0].group(6)).lower()
            if unit == "fortnight":
                n, unit = 2 * n, "week"
            try:
                return _added(dt.date.fromisoformat(start), n, unit).isoformat()
            except ValueError:
                return None
    return None


def writes_offset(text: str) -> bool:
    """True when ``text`` writes a span after a date ("within ten days of collection", "two years
    from the date of purchase"), in figures or words."""
    from course_lib.sim.words.quantities import with_all_digits

    return bool(_OFFSET_RE.search(with_all_digits(text[:2000])))


def writes_span(text: str) -> bool:
    """True when ``text`` writes any span of days to years, in figures or words ("lasts six weeks",
    "within 10 working days", "a 3-month trial"): wider than ``writes_offset``, which needs the span
    tied to a date ("within", "after", "later"); cue ``written_span`` (fix67d)."""
    from course_lib.sim.words.quantities import with_all_digits

    return bool(_CUE.written_span.search(with_all_digits(text[:2000])))
