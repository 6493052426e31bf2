"""A price after a stated percentage discount, worked out from the lines an answer quotes
(notebook 02's grounded answers over a learner's own notes).

"What would an adult day pass cost if I buy it online?" over a price row ("1 day: 79") and a
rule ("Buy online and save 10%"): the lines are the operands, not the answer; the answer is
79 less 10 % = 71.10. ``discounted`` finds the one discount a line states and the one price
the other lines give; more prices than one (which is meant?) or none: ``Unworked`` with why,
so the caller states a limit instead of quoting the operands as the answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.words.times_of_day import CLOCK_FIGURE_RE

# "save 10%", "10% off", "a 15 % discount", "discount of 20%", "20% cheaper", "20% less"
_DISCOUNT_RE = re.compile(
    r"\b(?:save|saves|saving|discount(?:ed)?\s+(?:of|by)|reduced\s+by|minus|less)\s+(?P<a>\d{1,2}(?:[.,]\d+)?)\s*(?:%|per\s?cent)"
    r"|(?<![\d.,])(?P<b>\d{1,2}(?:[.,]\d+)?)\s*(?:%|per\s?cent)\s+(?:off|discount|cheaper|less|reduction|rebate)\b",
    re.IGNORECASE)
_PERCENT_RE = re.compile(r"\d+(?:[.,]\d+)?\s*(?:%|per\s?cent)", re.IGNORECASE)
# a figure with a unit of time, size or count after it is a row label or a condition ("1 day",
# "48 h", "3 nights", "2 people"), not a price
_LABEL_FIGURE_RE = re.compile(
    r"(?<![\w.,])\d+(?:[.,]\d+)?\s*(?:-\s*)?(?:h|hrs?|hours?|min(?:ute)?s?|days?|nights?|weeks?|months?|years?|"
    r"yrs?|km|m|kg|g|cm|people|persons?|adults?|kids?|children|pax|x|st|nd|rd|th)\b",
    re.IGNORECASE)
_RANGE_RE = re.compile(r"\d+\s*[-–]\s*\d+")  # "13-17", "6-12": an age band, not a price
_PRICE_RE = re.compile(r"(?<![\w.,])\d{1,6}(?:[.,]\d{1,2})?(?![\w%]|[.,]\d)")
_MAX_LINES = 12  # a cap on the lines read


@dataclass(frozen=True)
class Discounted:
    """A price, the discount a line states, and the price after it."""

    price: float
    percent: float
    result: float

    def sentence(self) -> str:
        return f"{_shown(self.price)} less {_shown(self.percent)}% is {self.result:.2f}"


@dataclass(frozen=True)
class Unworked:
    """A discount stated beside prices it cannot pair with one: why."""

    why: str


def _shown(value: float) -> str:
    return f"{value:g}" if value == int(value) else f"{value:.2f}"


def _number(text: str) -> float:
    return float(text.replace(",", "."))


def discounted(question: str, lines: list[str]) -> Discounted | Unworked | None:
    """The price after the one percentage discount the lines state (``None`` when no line states
    a discount, or the question itself states a figure of the same kind: it is then a rule to
    check, not one to apply)."""
    lines = lines[:_MAX_LINES]
    offs = [m for line in lines for m in _DISCOUNT_RE.finditer(line)]
    if not offs or _PERCENT_RE.search(question):
        return None
    percents = {_number(m.group("a") or m.group("b")) for m in offs}
    if len(percents) != 1:
        return Unworked(f"the lines state {len(percents)} discounts and it cannot tell which applies")
    percent = percents.pop()
    asked = {m.group(0) for m in _PRICE_RE.finditer(_LABEL_FIGURE_RE.sub(" ", question))}
    prices = []
    for line in lines:
        if _DISCOUNT_RE.search(line):
            continue  # (the rule's own figures are conditions: "at least 48 h ahead")
        plain = CLOCK_FIGURE_RE.sub(" ", _RANGE_RE.sub(" ", _PERCENT_RE.sub(" ", _LABEL_FIGURE_RE.sub(" ", line))))
        prices += [m.group(0) for m in _PRICE_RE.finditer(plain) if m.group(0) not in asked]
    if len(set(prices)) != 1:
        return Unworked(f"a line states a {_shown(percent)}% discount, and the other lines give "
                        f"{'no price' if not prices else 'several figures'} it can apply it to")
    price = _number(prices[0])
    return Discounted(price, percent, round(price * (1 - percent / 100) + 1e-9, 2))
