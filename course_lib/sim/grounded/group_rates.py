"""A group's price by the rule that states it per person: "What does a school group of 12 pay in
total?" over "Groups of 10 or more: £6.50 per person" is 12 x £6.50 = £78.00 (notebook 02's
grounded answers over a learner's own price lists).

``priced`` reads the group size the question states and the rules "groups of M or more: <amount>
per person"; the rule with the largest M the size reaches applies. ``None`` when the question
states no group size, no rule is stated, or none applies (then the other readings answer).
"""

from __future__ import annotations

from dataclasses import dataclass

from course_lib.sim.words.cues import patterns
from course_lib.sim.words.currencies import AMOUNT_RE, amount_value

_CUE = patterns("group_rates")  # its cue patterns: data/sim/patterns.yaml
_MAX_LINES = 300  # a cap on the lines read


@dataclass(frozen=True)
class GroupPrice:
    size: int
    least: int  # the rule's group size
    each: float
    shown: str  # the per-person amount as written
    rule: str  # the rule's line

    def total(self) -> float:
        return round(self.size * self.each, 2)

    def answer(self) -> str:
        symbol = next((s for s in "£€$" if s in self.shown), "")
        return (f"{symbol}{self.total():,.2f}: {self.size} x {self.shown} "
                f"(the rule: {self.rule.strip().rstrip('.')}).")


def asks_price(question: str) -> bool:
    """Whether ``question`` asks what is paid ("how much", "the total", "what will it cost")."""
    return bool(_CUE.asks_price.search(question))


def size(question: str) -> int | None:
    """The group size ``question`` states ("a group of 12" -> 12), ``None`` for none or several."""
    found = {int(m.group("a") or m.group("b") or m.group("c")) for m in _CUE.size.finditer(question)}
    return found.pop() if len(found) == 1 else None


def priced(question: str, bodies: list[str]) -> GroupPrice | None:
    """The group's total by the per-person rule its size reaches (see the module's docstring)."""
    n = size(question)
    if n is None:
        return None
    rules = []
    for body in bodies:
        for line in body.splitlines()[:_MAX_LINES]:
            for m in _CUE.rule.finditer(line):
                rest = m.group("rest")
                amount = next((a for a in AMOUNT_RE.finditer(rest) if _CUE.per_person.search(rest[a.end():])), None)
                if amount is not None:
                    rules.append(GroupPrice(n, int(m.group("m")), amount_value(amount), amount.group(0).strip(), line))
    reached = [r for r in rules if n >= r.least]
    if not reached:
        return None
    best = max(r.least for r in reached)
    picked = {(r.each, r.least) for r in reached if r.least == best}
    return next(r for r in reached if r.least == best) if len(picked) == 1 else None
