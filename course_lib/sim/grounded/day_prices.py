"""A party's price on the day the question names (issue 26, the fifty-third set's TT2 (1)): "how much
for 3 adults on tuesday" over "adult £9.50, ...; on Tuesdays all seats £6" is 3 x £6 = £18, never the
Tuesday lines of the listings read back.

``priced`` reads the question's headcount (``party_prices.asked_party`` summed, or a group's size:
"3 of us") and the one day it names; then the clauses of the documents (cut at ";" and sentence ends)
that name that day and one amount with a word pricing everyone alike ("all seats", "every ticket":
``patterns.yaml`` ``day_prices``). One price found: the headcount times it, with the working. ``None``
when the question asks no price, names no day or no headcount, or the clauses disagree.
Bounded: ``_MAX_LINES``, ``_MAX_DOCS``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from course_lib.sim.grounded import group_rates, party_prices
from course_lib.sim.words import weekdays
from course_lib.sim.words.cues import patterns
from course_lib.sim.words.currencies import AMOUNT_RE, amount_value
from course_lib.sim.words.first_matches import FirstMatches

_CUE = patterns("day_prices")  # its cue patterns: data/sim/patterns.yaml
# the flat-price cue over the whole material, searched only where one of its words stands ("every",
# "all"... with "ticket", "seat", "everyone"): most materials hold none
_FLAT_GATE = FirstMatches((_CUE.flat,))
_MAX_LINES = 300
_MAX_DOCS = 20
_CLAUSE_RE = re.compile(r";|[!?]\s|\.(?!\d)\s*|\n")


@dataclass(frozen=True)
class DayPrice:
    count: int
    each: float
    shown: str  # the price as written ("£6")
    clause: str  # the clause stating it ("on Tuesdays all seats £6")

    def total(self) -> float:
        return round(self.count * self.each, 2)

    def answer(self) -> str:
        symbol = next((s for s in "£€$" if s in self.shown), "")
        total = f"{self.total():,.2f}".removesuffix(".00")
        # (no colon after the total: "£18:" reads as a clock time's start)
        return f"{symbol}{total} in all - {self.count} x {self.shown} ({self.clause.strip()})."


def headcount(question: str) -> int | None:
    """How many people the question prices: its party's counts summed, or its group's size."""
    party = party_prices.asked_party(question)
    if party is not None:
        return sum(n for n, _, _ in party)
    return group_rates.size(question)


def priced(question: str, bodies: list[str]) -> DayPrice | None:
    """The party's total at the asked day's flat price (module docstring)."""
    if not group_rates.asks_price(question) or _FLAT_GATE.search(0, "\n".join(bodies[:_MAX_DOCS])) is None:
        return None  # (the question first, then the material's words: no document prices everyone alike)
    day = weekdays.asked_day(question)
    count = headcount(question) if day is not None else None
    if not count or count < 2:
        return None
    found = []
    for body in bodies[:_MAX_DOCS]:
        for line in body.splitlines()[:_MAX_LINES]:
            if not _CUE.flat.search(line):
                continue
            for clause in _CLAUSE_RE.split(line):
                if not _CUE.flat.search(clause):
                    continue
                amounts = list(AMOUNT_RE.finditer(clause))
                named = [p for p in weekdays.phrases(clause) if not p.closed and day in p.days]
                if len(amounts) == 1 and named:
                    found.append((amount_value(amounts[0]), amounts[0].group(0).strip(), clause))
    if len({f[0] for f in found}) != 1:
        return None
    each, shown, clause = found[0]
    return DayPrice(count, each, shown, clause)
