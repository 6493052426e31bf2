"""Invented probe (branch ``mine63``, session of 2026-12-05, fifth; issue 26; oracles written and
committed before its first run, never tuned against): yes/no arguments and fields a learner's own
tool or schema describes in its own words, not in its name.

A learner writes ``shared: bool`` and says in the docstring what it means ("whether the cost is
split with the group"), or ``priority: bool`` "true when it has to be done today". The request then
speaks of the description's words ("split it three ways", "not splitting this one", "it has to be
done today"), never of the field's name. Material and wordings are mine (a kitty app, a ride log, a
to-do list, a parcel shop, a newsletter sign-up, a garden centre's delivery, a bike hire, a vet
booking, a choir's RSVP form, a photo print order), none from a fresh set. Cases:
- the description's thing said plainly: True;
- said after a negation in its clause ("not for splitting", "no need to gift wrap it"): False;
- the description's thing not named at all (a synonym, an antonym, world knowledge): the limit, or
  the field's safe value with the limit stated; never a confident value;
- controls: the field's own name said (as today), a plain request with no flag word at all for an
  optional flag (its default, no limit).

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit``, ``wrong``
(silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.flags_j [-v]`` prints the counts.

History:
- first sight on 1d73706e (oracles committed before the one run): 25 cases: **7 / 17 / 1 / 9**
  (right / stated limit / silently wrong / false alarms). Wrong: plants-no-wrap ("don't bother to gift
  wrap them": ``wrap=True``, the name's word read with its negation five words before it). The
  limits are "no value of the kind its required argument takes" beside the schema's safe False for
  every flag whose name the request does not say (kitty-*, swim-lake, bike-*, todo-whenever), and
  "can't decide the yes/no field" for every structured flag: nine of them false alarms (the safe
  False happened to be right).
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _call,
    _calls,
    _no_call,
    _num_near,
    _parsed,
    _structured,
    report,
    tally,
)


def _true(v) -> bool:
    return v is True or str(v).strip().lower() == "true"


def _false(v) -> bool:
    return v is False or str(v).strip().lower() == "false"


@tool
def add_cost(amount: float, currency: Literal["GBP", "EUR", "USD"], shared: bool) -> str:
    """Add a cost to the flat's kitty. shared: whether the cost is split between the flatmates."""
    return "ok"


@tool
def log_swim(metres: int, pool: bool) -> str:
    """Log a swim. pool: true if it was in an indoor pool rather than open water."""
    return "ok"


@tool
def add_todo(title: str, priority: bool) -> str:
    """Add an item to the to-do list. priority: true when it has to be done today."""
    return "ok"


@tool
def post_parcel(weight_kg: float, signed: bool) -> str:
    """Post a parcel. signed says whether someone must sign for it on delivery."""
    return "posted"


@tool
def order_plants(quantity: int, wrap: bool = False) -> str:
    """Order plants from the garden centre; wrap: whether to gift wrap the order."""
    return "ordered"


@tool
def hire_bike(hours: float, electric: bool) -> str:
    """Hire a bike. electric: whether the customer wants a bike with a motor (an e-bike)."""
    return "hired"


class Signup(BaseModel):
    weekly_digest: bool = Field(description="whether they agree to receive the weekly digest by post")


class VetVisit(BaseModel):
    vaccination_due: bool = Field(description="true if the pet still needs its yearly booster jab")


class Rsvp(BaseModel):
    dietary_needs: bool = Field(description="whether the singer told us about any food they cannot eat")


class PrintOrder(BaseModel):
    copies: int
    glossy: bool = Field(description="true for a shiny finish, false for matt")


TOOLS = [
    # the description's thing said plainly / negated / not said
    Case("kitty-split", _calls([add_cost], "add £24 for the cleaning stuff, split it between all of us"),
         _call("add_cost", amount=_num_near(24), shared=_true)),
    Case("kitty-not-split", _calls([add_cost], "add 9 euros for my gym pass, not one to split"),
         _call("add_cost", amount=_num_near(9), shared=_false)),
    Case("kitty-between", _calls([add_cost], "put in $60 for the internet bill, it's split between the flatmates"),
         _call("add_cost", amount=_num_near(60), shared=_true)),
    Case("swim-pool", _calls([log_swim], "log 1500 m, indoor pool at the leisure centre"),
         _call("log_swim", metres=_num_near(1500), pool=_true)),
    Case("swim-lake", _calls([log_swim], "log 800 metres in open water at the lake"),
         _call("log_swim", metres=_num_near(800), pool=_false)),
    Case("todo-today", _calls([add_todo], "add 'ring the bank' - it has to be done today"),
         _call("add_todo", priority=_true)),
    Case("todo-whenever", _calls([add_todo], "add 'sort the loft', no hurry, any time this month"),
         lambda out: _no_call(out) or _call("add_todo", priority=_false)(out)),
    Case("parcel-sign", _calls([post_parcel], "post a 2.5 kg parcel, and someone must sign for it"),
         _call("post_parcel", weight_kg=_num_near(2.5), signed=_true)),
    Case("parcel-no-sign", _calls([post_parcel], "post 1 kg to my mum, no need for anyone to sign for it"),
         _call("post_parcel", weight_kg=_num_near(1), signed=_false)),
    Case("parcel-name", _calls([post_parcel], "send a 3 kg parcel, signed delivery please"),
         _call("post_parcel", weight_kg=_num_near(3), signed=_true)),
    Case("plants-wrap", _calls([order_plants], "order 4 plants and gift wrap them please"),
         _call("order_plants", quantity=_num_near(4), wrap=_true)),
    Case("plants-plain", _calls([order_plants], "order 6 plants"),
         _call("order_plants", quantity=_num_near(6))),
    Case("plants-no-wrap", _calls([order_plants], "order 2 plants, don't bother to gift wrap them"),
         lambda out: _call("order_plants", quantity=_num_near(2))(out)
         and not _true((out.tool_calls[0]["args"]).get("wrap"))),
    Case("bike-motor", _calls([hire_bike], "hire a bike with a motor for 3 hours"),
         _call("hire_bike", hours=_num_near(3), electric=_true)),
    Case("bike-ebike", _calls([hire_bike], "I'd like an e-bike for two hours"),
         _call("hire_bike", hours=_num_near(2), electric=_true)),
    Case("bike-pedal", _calls([hire_bike], "hire an ordinary pedal bike for 4 hours, no motor"),
         _call("hire_bike", hours=_num_near(4), electric=_false)),
    Case("no-fit", _calls([add_cost, log_swim], "what's the capital of Peru?"), _no_call),
]

STRUCTURED = [
    Case("digest-yes", _structured(Signup, "Yes please, I'd like the weekly digest sent by post."),
         _parsed(lambda s: s.weekly_digest is True)),
    Case("digest-no", _structured(Signup, "Please don't post me the weekly digest, I get enough paper."),
         _parsed(lambda s: s.weekly_digest is False)),
    Case("vet-due", _structured(VetVisit, "Biscuit is 3 and still needs her yearly booster jab."),
         _parsed(lambda v: v.vaccination_due is True)),
    Case("vet-done", _structured(VetVisit, "Biscuit had her yearly booster jab last week, so no booster needed."),
         _parsed(lambda v: v.vaccination_due is False)),
    Case("rsvp-food", _structured(Rsvp, "Count me in for the concert supper. I can't eat shellfish."),
         _parsed(lambda r: r.dietary_needs is True)),
    Case("rsvp-none", _structured(Rsvp, "I'll be at the supper - there is no food I cannot eat."),
         _parsed(lambda r: r.dietary_needs is False)),
    Case("print-shiny", _structured(PrintOrder, "Twelve copies with a shiny finish, please."),
         _parsed(lambda p: p.copies == 12 and p.glossy is True)),
    Case("print-matt", _structured(PrintOrder, "Five copies, matt please."),
         _parsed(lambda p: p.copies == 5 and p.glossy is False)),
]

CASES = TOOLS + STRUCTURED


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
