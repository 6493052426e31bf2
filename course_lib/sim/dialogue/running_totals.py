"""A total the user keeps across turns (issue 26, the fifty-fifth set's TT4): "spent 12.40 on lunch"
... "and 3.85 on a coffee" ... "how much have i spent" is 16.25 (each amount of the first spending
turn and of every turn that continues it: "and ...", "then ...", "plus ..."), never the first
statement echoed. A continuing turn whose figure is not clearly money spent ("and 2 more coffees")
is a stated conversation limit. The cues are data (``data/sim/patterns.yaml``, section
``running_totals``).

- ``running_total(question, turns)``: the reply, a stated limit, or ``None`` when the question asks
  no total spent or fewer than two amounts were said.
"""

from __future__ import annotations

import re

from course_lib.sim.words.cues import patterns

_CUE = patterns("running_totals")
MAX_TURNS = 30


def running_total(question: str, turns: list[str]) -> str | None:
    """The total of the amounts the user's ``turns`` (oldest first) say they spent, for a
    ``question`` asking it."""
    if not turns or not _CUE.asks.search(question):
        return None
    from course_lib.sim.reports import explain, limits

    amounts: list[str] = []
    currency, unclear = "", ""
    for turn in turns[-MAX_TURNS:]:
        if not re.search(r"\d", turn):
            continue
        found = list(_CUE.amount.finditer(turn))
        if amounts and _CUE.continues.search(turn):
            if found:
                amounts += [m.group("n").replace(",", ".") for m in found]
                currency = currency or next((m.group("cur") for m in found if m.group("cur")), "")
            else:
                unclear = " ".join(turn.split())[:60]
        elif found and _CUE.spending.search(turn):
            amounts = [m.group("n").replace(",", ".") for m in found]  # a spending turn starts (again)
            currency, unclear = next((m.group("cur") for m in found if m.group("cur")), ""), ""
    if unclear and amounts:
        explain.rule("a total kept over the user's turns, with a continuing turn whose figure is not money spent",
                     amounts=amounts, unclear=unclear)
        return limits.state(
            "add up what you said you spent",
            f"'{unclear}' continues your earlier turns, but its figure is not clearly an amount spent",
            "add each amount you said you spent",
            kind="conversation",
        )
    if len(amounts) < 2:
        return None
    pence = any("." in a for a in amounts)
    total = sum(float(a) for a in amounts)
    shown = [_money(float(a), currency, pence) for a in amounts]
    explain.rule("a total kept over the user's turns: each amount of the first spending turn and of the turns "
                 "continuing it", amounts=amounts)
    return f"That comes to {_money(total, currency, pence)} altogether ({' + '.join(shown)})."


def _money(value: float, currency: str, pence: bool) -> str:
    return f"{currency}{value:.2f}" if pence or value != int(value) else f"{currency}{int(value)}"
