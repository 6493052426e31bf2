"""A rate per period from an amount stated for several periods (issue 26, thirteenth H5; notebook
02's grounded answers).

"What's the weekly rent?" over "Amount: £1,150.00 (five weeks' rent)": the line is on the subject
but states the amount for five weeks, not for one; quoting it answers another question. ``per_period``
does the division and shows it ("£1,150.00 for 5 weeks: £1,150.00 / 5 = £230.00 a week"), when the
question asks for one period (weekly, per month, a day) and the sentence states exactly one amount
of money and exactly one count of that period, and says nothing per period itself.
"""

from __future__ import annotations

import re

from course_lib.sim.words.currencies import SYMBOL_CLASS
from course_lib.sim.words.quantities import with_digits

_PERIODS = ("day", "week", "month", "year", "night", "hour")
_ADVERB = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annual": "year",
           "annually": "year", "nightly": "night", "hourly": "hour"}
_ASKED_RE = re.compile(
    r"\b(?P<adverb>daily|weekly|monthly|yearly|annual|annually|nightly|hourly)\b|"
    r"\b(?:per|a|each|every|for one|for a|for 1)\s+(?P<period>day|week|month|year|night|hour)\b",
    re.IGNORECASE,
)
_MONEY_RE = re.compile(rf"(?P<sign>{SYMBOL_CLASS})\s?(?P<amount>\d{{1,3}}(?:,\d{{3}})*(?:\.\d+)?|\d+(?:\.\d+)?)")
# (a count of periods before or after a day is when, no span priced: "the balance is due 6 weeks before arrival")
_COUNT_RE = re.compile(r"\b(?P<n>\d{1,3})\s+(?P<period>day|week|month|year|night|hour)s?(?:['’]s?)?\b"
                       r"(?!\s+(?:before|after|ahead|prior|earlier|later|in\s+advance|notice|ago|beforehand)\b)", re.IGNORECASE)


def asked_period(question: str) -> str | None:
    """The one period ``question`` asks an amount for ("weekly rent" -> "week"); ``None`` otherwise."""
    found = {(m.group("period") or _ADVERB[m.group("adverb").lower()]).lower() for m in _ASKED_RE.finditer(question)}
    return found.pop() if len(found) == 1 else None


def per_period(question: str, sentence: str) -> str | None:
    """The amount per asked period, worked out from ``sentence``'s amount for N periods, with the
    figures shown; ``None`` when the question asks no period, the sentence states it per period
    already, or it has not exactly one amount and one count of that period."""
    period = asked_period(question)
    if period is None or asked_period(sentence) == period:
        return None
    text = with_digits(sentence)
    amounts = list(_MONEY_RE.finditer(text))
    counts = [m for m in _COUNT_RE.finditer(text) if m.group("period").lower() == period]
    if len(amounts) != 1 or len(counts) != 1:
        return None
    n = int(counts[0].group("n"))
    if n < 2:
        return None
    sign, written = amounts[0].group("sign"), amounts[0].group("amount")
    each = float(written.replace(",", "")) / n
    return (f"{sign}{written} for {n} {period}s: {sign}{written} / {n} = {sign}{each:,.2f} a {period}.")


def counts_periods(question: str, sentence: str) -> bool:
    """Whether ``sentence`` states a count (2 or more) of the period ``question`` asks an amount for
    ("for 12 months" under "What's the monthly cost?"), without stating the amount per period."""
    period = asked_period(question)
    if period is None or asked_period(sentence) == period:
        return False
    return any(m.group("period").lower() == period and int(m.group("n")) >= 2
               for m in _COUNT_RE.finditer(with_digits(sentence)))
