"""A charge worked from a free allowance then a rate (issue 26; the thirty-seventh set's class FF3).

"I'll leave the van for 5 hours - what will I be charged?" over "The first 2 hours are free; after
that parking is GBP 1.50 per hour.": the charge is the question's count less the free allowance,
times the rate (3 hours x GBP 1.50 = GBP 4.50). Quoting the rule is no answer, and multiplying the
rate by the allowance's own count ("2 hours x GBP 1.50") is a wrong one. ``charged(question,
bodies)`` reads a sentence holding an allowance (cues in data/sim/patterns.yaml ``allowances``), the
rate after it (one amount "per <unit>" of the allowance's unit; any other "per <thing>" must be one
thing the question names in the singular, or a count of it the question states) and the question's
count of the unit. ``None`` when the question asks no charge, states no count of the unit, or the
sentence holds no such rate; ``is_allowance(text)`` tells ``rate_products`` not to multiply such a
sentence's own count.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from course_lib.sim.words import number_words
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.currencies import AMOUNT_RE, amount_currency, amount_value

_CUE = patterns("allowances")  # its cue patterns: data/sim/patterns.yaml
_MAX_DOCS = 20  # a cap on the documents read
_MAX_UNITS = 400  # a cap on the sentences read per document
_MAX_PER = 3  # a cap on the "per <thing>" steps read after an amount


@dataclass(frozen=True)
class Charge:
    """The worked charge, its working and the rule's sentence."""

    total: float
    currency: str
    working: str  # "8 working days - 5 free = 3 working days x GBP 5 per lot per working day"
    sentence: str

    def answer(self) -> str:
        shown = f"{self.total:,.2f}".removesuffix(".00")
        amount = f"{self.currency} {shown}" if len(self.currency) == 3 else f"{shown} {self.currency}"
        return f"{amount} ({self.working}). {' '.join(self.sentence.split())}"


def _singular(word: str) -> str:
    word = word.lower()
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


_ORDINAL_WORDS = tuple(number_words.ordinal_words(1, 10))


def is_allowance(text: str) -> bool:
    """Whether ``text`` states a free allowance of some unit (in figures or in words: "the first two
    hours are free")."""
    from course_lib.sim.words.quantities import with_all_digits

    return bool(_CUE.free.search(text) or _CUE.free.search(with_all_digits(text)))


def _allowance(text: str) -> tuple[int, str, str, int] | None:
    """(N, the unit, the kind word, where it ends) of the sentence's allowance, or ``None``."""
    m = _CUE.free.search(text)
    if m is None:
        return None
    for i in ("1", "2", "3", "4"):
        if m.group(f"n{i}"):
            return int(m.group(f"n{i}")), _singular(m.group(f"u{i}")), m.group(f"k{i}") or "", m.end()
    return None


def charged(question: str, bodies: list[str]) -> Charge | None:
    """The charge the question asks, worked from a free allowance then a rate (see the module)."""
    from course_lib.sim.material.prose import units
    from course_lib.sim.words.quantities import asks_money, with_all_digits

    q = with_all_digits(question)
    if not (asks_money(q) or _CUE.charged.search(q)):
        return None
    counts: dict[str, int] = {}
    for m in _CUE.count.finditer(q):
        counts.setdefault(_singular(m.group("unit")), int(m.group("n")))
    for m in _CUE.ordinal.finditer(q):  # "a third round": one of the unit, the 3rd (negative: an ordinal)
        n = int(m.group("n")) if m.group("n") else _ORDINAL_WORDS.index(m.group("w").lower()) + 1
        counts.setdefault(_singular(m.group("unit")), -n)
    if not counts:
        return None
    found: dict[float, Charge] = {}
    for body in bodies[:_MAX_DOCS]:
        for unit in units(body)[:_MAX_UNITS]:
            got = _worked(with_all_digits(" ".join(unit.text.split())), q, counts)
            if got is not None:  # (the sentence as written, not with its number words as figures)
                found[got.total] = replace(got, sentence=unit.text)
    return next(iter(found.values())) if len(found) == 1 else None


def _worked(text: str, question: str, counts: dict[str, int]) -> Charge | None:
    allowance = _allowance(text)
    if allowance is None:
        return None
    free, unit, kind, end = allowance
    if unit not in counts:
        return None
    rest = text[end:]
    if not _CUE.after.search(rest):
        return None
    amounts = list(AMOUNT_RE.finditer(rest))
    if len(amounts) != 1:
        return None
    amount = amounts[0]
    after = rest[amount.end():]
    per_units, at = [], 0
    while len(per_units) < _MAX_PER and (step := _CUE.per.match(after, at)):
        per_units.append(_singular(step.group("unit")))
        at = step.end()
    if unit not in per_units:
        return None
    factor = 1
    for other in per_units:
        if other == unit:
            continue
        if other in counts:
            factor *= counts[other]
        elif not re.search(rf"\b{re.escape(other)}\b", question, re.IGNORECASE):
            return None  # a "per <thing>" the question neither counts nor names once
    asked = counts[unit]
    rate = f"{amount.group(0).strip()}{after[:at].rstrip()}"
    noun = f"{kind} {unit}".strip()
    counted = "" if factor == 1 else f" x {factor}"
    if asked < 0:  # "a third round" past "2 rounds free": that one is charged; "a second" is not
        paid = 1 if -asked > free else 0
        past = "past" if paid else "within"
        working = f"the {number_words.ordinal_figure(-asked)} {noun} is {past} the {free} free: {paid} {noun}{'' if paid == 1 else 's'}" \
                  f"{counted} x {rate}"
    else:
        paid = max(0, asked - free)
        working = (f"{asked} {noun}{'' if asked == 1 else 's'} - {free} free = {paid} {noun}{'' if paid == 1 else 's'}"
                   f"{counted} x {rate}")
    total = round(paid * factor * amount_value(amount), 2)
    return Charge(total, amount_currency(amount, rest), working, text)
