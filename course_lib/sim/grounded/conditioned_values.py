"""Before a trusted "I don't know": a line's value conditioned on a time or a date, settled by the question's
own time or date (issue 26, the fifty-ninth set's XW1, regress78).

"got a ticket, paying it within a week, how much" over "Parking without a valid permit: penalty charge £70,
reduced to £35 if paid within 14 days" and "if i pay on 3 may how much extra" over "A late payment fee of £10
applies from 1 May" got a trusted "I don't know.": the question's words ("ticket", "extra") meet no line, yet
its condition (paying within a week, paying on 3 May) is the very condition of one line's value. A question
that pays (``pay_words``) and asks an amount (``amount_asks``) is read against the documents:

- ``within``: a time the question states ("within a week", ``granted_conditions``' ``asked_time``) and the
  documents' ONE clause "A, reduced to B if paid within N days" (``granted_conditions.within_time``): the value
  for that time, with the reading said when the question's thing is named by no line ("'ticket' read as this
  charge: the only amount that depends on when it is paid");
- ``from``: a day the question states ("on 3 may", ``calendar_dates.asked_day_month``), an addition asked
  (``extra_words``) and the documents' ONE sentence with an amount of a fee (``fee_words``) that holds from a day
  ("applies from 1 May", ``from_words``): on or after that day the fee is the answer ("£10: ... (3 May is on or
  after 1 May)"); before it, a stated limit (whether nothing else is added is not read).

The question's other words (``asking_words`` aside) must name nothing another line of the documents names
(that line's subject would be what is asked), else ``None``; two clauses, two fee lines or none: ``None``.
Bounded: ``_MAX_DOCS``, ``_MAX_LINES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from course_lib.sim.words import calendar_dates
from course_lib.sim.words.cues import alternation, read
from course_lib.sim.words.text import content_terms

DATA = "conditioned_values.yaml"
_MAX_DOCS = 20  # the documents read
_MAX_LINES = 400  # the lines read per document
_AMOUNT = r"[£$€]\s?\d{1,3}(?:,\d{3})*(?:\.\d\d)?"


@dataclass(frozen=True)
class Settled:
    """The reply ``text`` (a value, its line and the comparison) or, when ``limit`` is set, the reason the
    comparison leaves it open."""

    text: str
    kind: str  # "within" or "from"
    limit: str = ""


@lru_cache(maxsize=1)
def _data() -> dict:
    data = read(DATA)
    for key in ("pay_words", "amount_asks", "extra_words", "fee_words", "from_words", "asking_words"):
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{DATA}: {key} must be a non-empty list")
    return {
        "pay": re.compile(rf"(?<![\w'])(?:{alternation(data['pay_words'])})(?![\w'])", re.IGNORECASE),
        "amount": re.compile(rf"(?<![\w'])(?:{alternation(data['amount_asks'])})(?![\w'])", re.IGNORECASE),
        "extra": re.compile(rf"(?<![\w'])(?:{alternation(data['extra_words'])})(?![\w'])", re.IGNORECASE),
        "fee": re.compile(rf"(?<![\w'])(?:{alternation(data['fee_words'])})(?![\w'])", re.IGNORECASE),
        "from": re.compile(rf"(?<![\w'])(?:{alternation(data['from_words'])})\s+(?:the\s+)?(?P<date>\d{{1,2}}(?:st|nd|rd|th)?"
                           rf"\s+(?:of\s+)?[A-Za-z]{{3,9}}\.?|[A-Za-z]{{3,9}}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?)\b",
                           re.IGNORECASE),
        "asking": frozenset(t for w in data["asking_words"] for t in content_terms(w)),
    }


def _lines(bodies: list[str]) -> list[str]:
    return [ln.strip() for body in bodies[:_MAX_DOCS] for ln in body.splitlines()[:_MAX_LINES] if ln.strip()]


def _sentences(line: str) -> list[str]:
    return [s.strip().rstrip(";,").strip() for s in re.split(r"(?<=[.!?;])\s+", line) if s.strip()]


def _unnamed(question: str, line: str, lines: list[str]) -> tuple[list[str], bool]:
    """The question's thing words (``asking_words`` aside) no line names, and whether another line than
    ``line`` names one of them."""
    for start, end in sorted(calendar_dates.day_month_spans(question), reverse=True):
        question = question[:start] + " " + question[end:]  # (the question's date is its condition, no thing)
    thing = [t for t in content_terms(question) if t not in _data()["asking"] and not t.isdigit()]
    line_terms = set(content_terms(line))
    elsewhere = any(t in set(content_terms(ln)) for ln in lines if ln != line for t in thing if t not in line_terms)
    return [t for t in thing if t not in line_terms], elsewhere


def settled(question: str, bodies: list[str]) -> Settled | None:
    """The question's condition compared with the one line whose value it conditions (module docstring)."""
    from course_lib.sim.grounded import granted_conditions

    cue = _data()
    if not cue["pay"].search(question) or not cue["amount"].search(question):
        return None
    lines = _lines(bodies)
    if granted_conditions.asked_time(question):
        clauses = [ln for ln in lines if granted_conditions.within_clauses(ln)]
        if len(clauses) != 1 or len(granted_conditions.within_clauses(clauses[0])) != 1:
            return None
        unnamed, elsewhere = _unnamed(question, clauses[0], lines)
        text = granted_conditions.within_time(question, clauses[0])
        if text is None or elsewhere:
            return None
        said = ", ".join(f"'{w}'" for w in unnamed[:2])
        reading = (f" ({said} read as this charge: it is the only amount the documents make depend on when "
                   "it is paid.)") if unnamed else ""
        return Settled(text + reading, "within")
    day = calendar_dates.asked_day_month(question)
    if day is None or not cue["extra"].search(question):
        return None
    found = []
    for ln in lines:
        for sentence in _sentences(ln):
            amounts = re.findall(_AMOUNT, sentence)
            m = cue["from"].search(sentence)
            if len(amounts) != 1 or m is None or not cue["fee"].search(sentence[:m.start()]):
                continue
            start = calendar_dates.asked_day_month(m.group("date"))
            if start is not None:
                found.append((ln, sentence, amounts[0], start, m.group("date")))
    if len(found) != 1:
        return None
    line, sentence, amount, start, written = found[0]
    if _unnamed(question, line, lines)[1]:
        return None
    asked = _day_text(question)
    if day >= start:
        return Settled(f"{amount.replace(' ', '')}: \"{sentence}\" ({asked} is on or after {written}).", "from")
    return Settled("", "from", f"the documents' {amount.replace(' ', '')} (\"{sentence}\") applies from {written}, and "
                               f"{asked} is before it; whether anything else is added it does not read")


def _day_text(question: str) -> str:
    spans = calendar_dates.day_month_spans(question)
    return question[spans[0][0]:spans[0][1]] if spans else "that day"
