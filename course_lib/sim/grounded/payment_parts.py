"""One payment's parts summed when the question asks the whole (issue 26, fix59b; the fifty-fourth set's
camp-total): "whats the full cost of camp per kid" over a checklist holding "Deposit paid (£40, by 1
May)" and "Balance of £145 due by 20 June" is £185, not the deposit, the balance or a line that says
"total" of something else; "what do I pay for the first month" over "Joining fee: £30" and "Monthly
membership: £25" is £55.

Evidence (the vocabularies are data: ``data/sim/payment_parts.yaml``):

- the question asks the **whole** ("full cost", "altogether", "in total"), or the **first** payment
  of a membership ("first month");
- the documents hold exactly one line of each part with exactly one amount of money: a deposit and a
  balance line still to pay ("due", "payable": an account's balance is none; a deposit "refundable"
  or "returned" is paid back, no part of the price), or a
  one-off fee and a periodic fee line (for the first payment);
- the question's own words name nothing the documents price on another line (a question about the
  kayak hire is no question about the trip's deposit and balance): its content words, save the
  asking ones, stand only in the part lines or the document's first line (its title).

- ``summed(question, bodies)``: the reply ("£185 in all: ..."), else ``None``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from course_lib.sim.words.cues import alternation, phrase_lists
from course_lib.sim.words.text import content_terms

DATA = "payment_parts.yaml"
_KEYS = ("whole_asked", "first_asked", "first_part", "rest_part", "rest_due", "one_off", "periodic", "not_part")
_MONEY_RE = re.compile(r"([£$€])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?![\d%])")
_MAX_CHARS = 20000
_COUNTED_RE = re.compile(r"\b(?:both|(?:[2-9]|two|three|four|five|six)\s+(?:of\s+)?(?:my\s+|our\s+|the\s+)?"
                         r"(?:kids|children|people|adults|persons|of us|months|weeks|members|tickets|places))\b",
                         re.IGNORECASE)
_ASKING = frozenset({"much", "cost", "costs", "price", "pay", "paying", "total", "full", "whole", "altogether",
                     "overall", "amount", "first", "month", "fee", "fees", "complete", "kid", "kids", "child",
                     "person", "head", "each", "all"})


@lru_cache(maxsize=1)
def _cues() -> dict[str, re.Pattern[str]]:
    d = phrase_lists(DATA, _KEYS)
    return {k: re.compile(rf"(?<![a-z])(?:{alternation(d[k])})(?![a-z])", re.IGNORECASE) for k in _KEYS}


def _amount(line: str) -> tuple[str, float, str] | None:
    found = _MONEY_RE.findall(line)
    if len(found) != 1:
        return None
    symbol, whole, cents = found[0]
    return symbol, float(whole.replace(",", "") + ("." + cents if cents else "")), f"{symbol}{whole}" + (
        f".{cents}" if cents else "")


def _shown(symbol: str, value: float) -> str:
    return f"{symbol}{value:,.2f}" if value != int(value) else f"{symbol}{int(value):,}"


def _one(lines: list[str], cue: str, skip: str | None = None, need: str | None = None
         ) -> tuple[str, tuple[str, float, str]] | None:
    hits = [(ln, a) for ln in lines if _cues()[cue].search(ln) and not (skip and _cues()[skip].search(ln))
            and not (need and not _cues()[need].search(ln)) and (a := _amount(ln))]
    return hits[0] if len(hits) == 1 else None


def summed(question: str, bodies: list[str]) -> str | None:
    """See the module docstring."""
    cues = _cues()
    whole, first = cues["whole_asked"].search(question), cues["first_asked"].search(question)
    if not (whole or first) or _COUNTED_RE.search(question):
        return None  # ("total for both", "for 3 of us": the parts for one, times a count, less any sibling rule)
    for body in bodies:
        if not _MONEY_RE.search(body):
            continue
        lines = [ln.strip() for ln in body[:_MAX_CHARS].splitlines() if ln.strip()]
        pairs = []
        if whole:
            pairs.append((_one(lines, "first_part", "not_part"), _one(lines, "rest_part", need="rest_due"), "the deposit",
                          "the balance"))
        if first:
            pairs.append((_one(lines, "one_off"), _one(lines, "periodic"), "the one-off fee", "the first month"))
        for a, b, name_a, name_b in pairs:
            if a is None or b is None or a[0] == b[0] or a[1][0] != b[1][0]:
                continue
            others = {t for ln in lines if ln not in (a[0], b[0], lines[0]) for t in content_terms(ln)}
            own = set(content_terms(question)) - _ASKING - set(content_terms(a[0] + " " + b[0] + " " + lines[0]))
            if own & others:
                return None  # the question names something another line prices
            total = a[1][1] + b[1][1]
            return (f"{_shown(a[1][0], total)} in all: {name_a} {a[1][2]} and {name_b} {b[1][2]} "
                    f"(\"{a[0].lstrip('-*[]x ').strip()}\"; \"{b[0].lstrip('-*[]x ').strip()}\").")
    return None
