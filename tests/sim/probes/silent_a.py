"""Invented probe (silentfix, 2026-12-03, oracles written before any run): three known silent-wrong
paths, on tools, schemas and notes of my own. (1) a figure whose stated unit or currency differs
from the field's: converted when the conversion is exact and unit-only (miles to km, weeks to
days, hours to minutes, pounds to kg), a stated limit when it needs an exchange rate; (2) tools
whose descriptions tie on the request: a stated limit naming both, unless an argument only one
can fill or a description word only one holds breaks the tie; (3) questions typed without "?".
``python -m tests.sim.probes.silent_a [-v]`` prints right / stated limit / silently wrong /
false alarms like the fresh sets.
History (29 cases):
- first sight on 2dd664f (main): right 17, stated limit 3, silently wrong 9, false alarms 3.
  Wrong: miles and lb converted but rounded to 2 places (8.05, 4.54); dollars, pounds and "$" into
  a euro field or a field described as euros filled with the bare figure (5); the two true ties
  picked silently (2). False alarms: a trail and a route name not read (2), a limit on no call.
  The questions without "?" were all right on these notes.
- currencies (field_currency): right 17, limit 8, wrong 4, false alarms 3 (the five currency
  cases are stated limits; the two unit cases stay "wrong" by this probe's 1e-3 tolerance only:
  conversions keep two places, as the LangChain extraction tutorial's 1.83 m that a port pins).
- ties (agent._told_apart): right 17, limit 10, wrong 2, false alarms 3 (both true ties now a
  stated limit naming the two tools).
- questions without "?" (question_form): unchanged here, 17 / 10 / 2 / 3 (these notes were right
  already); MODE=noq over the fresh sets: 5 cases changed kind (1 to silently wrong) -> 1 (a limit).
"""
from __future__ import annotations

import sys

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _call,
    _calls,
    _eq,
    _honest,
    _must_state,
    _no_call,
    _num_near,
    _one_of,
    _parsed,
    _rag,
    _structured,
    _word,
    report,
)

# --- (1) units and currencies -------------------------------------------------------------------


@tool
def pay_supplier(supplier: str, amount_eur: float) -> str:
    """Pay a supplier's invoice from the shop account."""
    return "ok"


@tool
def log_hike(trail: str, distance_km: float) -> str:
    """Log a finished hike and its length."""
    return "ok"


@tool
def snooze_task(task: str, days: int) -> str:
    """Push a to-do item back by a number of days."""
    return "ok"


@tool
def start_timer(label: str, minutes: int) -> str:
    """Start a kitchen timer."""
    return "ok"


@tool
def tip_courier(amount: float) -> str:
    """Tip the courier who brought the order; the amount is in euros."""
    return "ok"


@tool
def post_parcel(destination: str, weight_kg: float) -> str:
    """Post a parcel abroad; the price depends on its weight."""
    return "ok"


UNIT_TOOLS = [pay_supplier, log_hike, snooze_task, start_timer, tip_courier, post_parcel]


class Lease(BaseModel):
    city: str
    monthly_rent_eur: float


class Ride(BaseModel):
    route: str
    length: float = Field(description="length of the ride in kilometres")


class Fundraiser(BaseModel):
    raised: float = Field(description="money raised, in euros")


# --- (2) look-alike tools -----------------------------------------------------------------------


@tool
def find_recipe(query: str) -> str:
    """Search the household recipe collection."""
    return "ok"


@tool
def search_recipes(query: str) -> str:
    """Search the household recipe collection."""
    return "ok"


@tool
def member_by_email(email: str) -> str:
    """Look up a gym member's record."""
    return "ok"


@tool
def member_by_card(card_number: int) -> str:
    """Look up a gym member's record."""
    return "ok"


@tool
def search_garden_notes(query: str) -> str:
    """Search the allotment notes about vegetables, sowing and compost."""
    return "ok"


@tool
def search_bee_notes(query: str) -> str:
    """Search the allotment notes about the beehives, swarms and honey."""
    return "ok"


@tool
def tide_times(harbour: str) -> str:
    """Get today's tide times for a harbour."""
    return "ok"


@tool
def harbour_tides(harbour: str) -> str:
    """Get today's tide times for a harbour."""
    return "ok"


# --- (3) questions typed without "?" ------------------------------------------------------------

_GYM = """Boulder Barn - member notes
Opening hours: weekdays 7:00-22:30, weekends 9:00-20:00.
A day pass costs €14; shoe hire is €4 extra.
Chalk bags are sold at the desk for €12.
Kids under 14 climb only with a signed-up adult."""

_LET = """Flat 3B, Harbour Road - tenancy summary
Rent: €1,150 per month, due on the 1st.
Deposit: €1,150, returned within 21 days of moving out.
Bins go out on Tuesday night. No pets."""


@tool
def search_handbook(query: str) -> str:
    """Search the staff handbook for policies on leave, expenses and remote work."""
    return "ok"


CASES: list[Case] = [
    # (1) same unit: no false alarm
    Case("unit-eur-same", _calls(UNIT_TOOLS, "pay Greenleaf Wholesale 230 euro for the seed order"),
         _call("pay_supplier", supplier=_word("greenleaf"), amount_eur=_eq(230))),
    Case("unit-km-same", _calls(UNIT_TOOLS, "log the Devil's Glen hike, 11 km"),
         _call("log_hike", distance_km=_eq(11))),
    # (1) exact unit-only conversions
    Case("unit-miles", _calls(UNIT_TOOLS, "log my hike on the Wicklow Way, 5 miles"),
         _call("log_hike", distance_km=_num_near(8.04672, 1e-3))),
    Case("unit-weeks", _calls(UNIT_TOOLS, "snooze the tax return task for 2 weeks"),
         _call("snooze_task", days=_eq(14))),
    Case("unit-hours", _calls(UNIT_TOOLS, "start a timer for the brisket, 3 hours"),
         _call("start_timer", minutes=_eq(180))),
    Case("unit-lb", _calls(UNIT_TOOLS, "post a parcel to Boston, it weighs 10 lb"),
         _call("post_parcel", weight_kg=_num_near(4.5359237, 1e-3))),
    Case("unit-ride-miles", _structured(Ride, "Did the coast road loop today, 20 miles."),
         _parsed(lambda r: abs(r.length - 32.18688) < 1e-2)),
    # (1) an exchange rate is needed: a stated limit, never the bare figure
    Case("cur-dollars", _calls(UNIT_TOOLS, "pay Greenleaf Wholesale 300 dollars"), _must_state),
    Case("cur-gbp-desc", _calls(UNIT_TOOLS, "tip the courier £3"), _must_state),
    Case("cur-usd-sign", _calls(UNIT_TOOLS, "tip the courier $5 please"), _must_state),
    Case("cur-lease", _structured(Lease, "The studio in Boston is $1,900 a month."), _must_state),
    Case("cur-fund", _structured(Fundraiser, "The bake sale raised 640 pounds sterling."), _must_state),
    Case("cur-same-desc", _structured(Fundraiser, "The bake sale raised €640."),
         _parsed(lambda f: f.raised == 640)),
    # (2) a true tie: both descriptions meet the request, nothing breaks it
    Case("tie-recipes", _calls([find_recipe, search_recipes], "find a recipe for lentil soup"), _must_state),
    Case("tie-tides", _calls([tide_times, harbour_tides], "tide times for Howth"), _must_state),
    # (2) broken by an argument only one tool can fill
    Case("tie-email", _calls([member_by_email, member_by_card], "look up the member with email rua@example.ie"),
         _call("member_by_email", email=_one_of("rua@example.ie"))),
    Case("tie-card", _calls([member_by_email, member_by_card], "pull up the member record for card 88213"),
         _call("member_by_card", card_number=_eq(88213))),
    # (2) broken by a description word only one holds
    Case("tie-swarm", _calls([search_garden_notes, search_bee_notes], "what did we note about the swarm in June"),
         _call("search_bee_notes")),
    Case("tie-compost", _calls([search_garden_notes, search_bee_notes], "notes on the compost heap"),
         _call("search_garden_notes")),
    Case("tie-none", _calls([tide_times, harbour_tides], "what's a good name for a boat?"), _no_call),
    # (3) questions typed without "?"
    Case("noq-hours", _rag(_GYM, "opening hours at the weekend"), _word("9:00", "20:00")),
    Case("noq-shoes", _rag(_GYM, "how much is shoe hire"), _word("€4", "4")),
    Case("noq-daypass", _rag(_GYM, "whats a day pass cost"), _word("€14")),
    Case("noq-kids", _rag(_GYM, "can my 10 year old climb on his own"), _word("adult")),
    Case("noq-parking", _rag(_GYM, "is there parking"), _honest),
    Case("noq-deposit", _rag(_LET, "deposit amount for flat 3B"), _word("1,150", "1150")),
    Case("noq-bins", _rag(_LET, "which night do the bins go out"), _word("tuesday")),
    Case("noq-pets", _rag(_LET, "are cats allowed"), _word("no pets", "no,", "not allowed")),
    Case("noq-tool", _calls([search_handbook], "expenses policy for train tickets"), _call("search_handbook")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
