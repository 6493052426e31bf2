"""Invented probe (2026-12-03, mine, oracles written before any run and before any of the day's
branches were merged, never tuned against): learners' tools, schemas, label prompts, a grader,
threads, small talk, things nothing offline knows. ``python -m tests.sim.probes.mixed_e [-v]``
prints right / stated limit / silently wrong / false alarms like the fresh sets; first sight in
the history below.
"""
from __future__ import annotations

import sys
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _ask,
    _call,
    _calls,
    _eq,
    _honest,
    _must_state,
    _no_call,
    _notes_thread,
    _one_of,
    _only,
    _parsed,
    _starts,
    _structured,
    _thread,
    _word,
    report,
)


@tool
def reserve_court(sport: Literal["tennis", "padel", "squash"], day: str, hour: int) -> str:
    """Reserve a sports court at the leisure centre. day is a weekday name; hour is 7-21."""
    return "ok"


@tool
def add_to_shopping_list(item: str, quantity: float, unit: str = "") -> str:
    """Add an item to the household shopping list, with how much of it."""
    return "ok"


@tool
def transfer_money(to_person: str, amount_eur: float, note: str = "") -> str:
    """Send money to a friend by their name, in euros."""
    return "ok"


@tool
def check_flight(flight_number: str) -> str:
    """Look up the live status of a flight by its number, e.g. 'EI 154'."""
    return "ok"


@tool
def log_run(distance_km: float, minutes: int) -> str:
    """Log a run: how far and how long it took."""
    return "ok"


TOOLS = [reserve_court, add_to_shopping_list, transfer_money, check_flight, log_run]


class Allergy(BaseModel):
    substance: str
    severity: Literal["mild", "moderate", "severe"]


class Patient(BaseModel):
    name: str
    age: int = Field(ge=0, le=130)
    allergies: list[Allergy]


class Gig(BaseModel):
    band: str
    venue: str
    price_eur: float | None = None


_ROUTE = """Decide which team should handle the customer's message. Answer with exactly one of:
billing, technical, returns, other.

Message: {m}"""

_GRADE = """You check a student's answer against the reference.
Reference: {ref}
Student: {ans}
Reply PASS if the student's answer means the same as the reference, otherwise FAIL. One word."""

_NOTES = """Kayak hire - Lough Rinn
Single kayak: €25 for 2 hours. Double kayak: €40 for 2 hours.
Buoyancy aids are included. Under-12s must share a double with an adult.
Last hire out at 5 pm; boats back by 7 pm."""

CASES: list[Case] = [
    Case("court-padel", _calls(TOOLS, "Can you get me a padel court on Thursday at 6pm?"),
         _call("reserve_court", sport=_eq("padel"), day=_one_of("thursday"), hour=_eq(18))),
    Case("shop-flour", _calls(TOOLS, "put 2 kg of rye flour on the shopping list"),
         _call("add_to_shopping_list", item=_one_of("rye flour"), quantity=_eq(2), unit=_one_of("kg"))),
    Case("money-siobhan", _calls(TOOLS, "Send Siobhan 35 euro for the concert tickets"),
         _call("transfer_money", to_person=_one_of("siobhan"), amount_eur=_eq(35))),
    Case("flight-ei", _calls(TOOLS, "is EI 154 delayed?"), _call("check_flight", flight_number=_one_of("ei 154", "ei154"))),
    Case("run-log", _calls(TOOLS, "I ran 7.5k in 41 minutes this morning"),
         _call("log_run", distance_km=_eq(7.5), minutes=_eq(41))),
    Case("court-none", _calls(TOOLS, "What's the weather like in Galway?"), _no_call),
    Case("money-no-amount", _calls(TOOLS, "send some money to Declan"), _no_call),
    Case("patient", _structured(Patient, "Aoife Brennan, 34, is severely allergic to penicillin and mildly to pollen."),
         _parsed(lambda p: p.name == "Aoife Brennan" and p.age == 34
                 and {(a.substance.lower(), a.severity) for a in p.allergies} == {("penicillin", "severe"), ("pollen", "mild")})),
    Case("gig-no-price", _structured(Gig, "The Mary Wallopers play Vicar Street on Friday; tickets on sale Monday."),
         _parsed(lambda g: "wallopers" in g.band.lower() and "vicar" in g.venue.lower() and g.price_eur is None)),
    Case("gig-price", _structured(Gig, "Lankum at the Olympia, €42.50 a ticket."),
         _parsed(lambda g: "lankum" in g.band.lower() and "olympia" in g.venue.lower() and g.price_eur == 42.5)),
    Case("route-refund", _ask(_ROUTE.format(m="The blender arrived cracked, I want to send it back for a refund.")),
         _only("returns")),
    Case("route-card", _ask(_ROUTE.format(m="You charged my card twice for order 5531.")), _only("billing")),
    Case("route-app", _ask(_ROUTE.format(m="The app crashes every time I open the basket.")), _only("technical")),
    Case("grade-pass", _ask(_GRADE.format(ref="The heart has four chambers.", ans="There are 4 chambers in the heart.")),
         _only("pass")),
    Case("grade-fail", _ask(_GRADE.format(ref="Water boils at 100 °C at sea level.", ans="Water boils at 90 degrees at sea level.")),
         _only("fail")),
    Case("json-example", _ask('Give the colour and size from "a large navy hoodie" as JSON like {"colour": "...", "size": "..."}'),
         lambda out: '"navy"' in out.content.lower() and '"large"' in out.content.lower()),
    Case("thread-name", _thread("Hi, I'm Tadhg and I coach an under-10s hurling team.", "Nice to meet you, Tadhg!",
                                "What was my name again?"), _word("Tadhg")),
    Case("thread-kayak-kids", _notes_thread(_NOTES, "How much is a double kayak?", "A double kayak is €40 for 2 hours.",
                                            "Can my 9-year-old go in a single one?"),
         lambda out: _starts("no")(out) or "share a double" in out.content.lower()),
    Case("thread-kayak-late", _notes_thread(_NOTES, "When do the boats have to be back?", "By 7 pm.",
                                            "and the last one out?"), _word("5 pm", "5pm")),
    Case("thread-kayak-wetsuit", _notes_thread(_NOTES, "Are buoyancy aids included?", "Yes, they are included.",
                                               "What about wetsuits?"), _honest),
    Case("smalltalk-zulu", _ask("Sawubona! Unjani?"),
         lambda out: _word("hello", "hi", "sawubona", "good", "well", "fine")(out) and not _honest(out)),
    Case("about-self", _ask("Are you able to remember what I told you yesterday?"),
         lambda out: _starts("no")(out) or "don't" in out.content.lower() or "can't" in out.content.lower()),
    Case("world-score", _ask("Who won the All-Ireland hurling final last year?"), _must_state),
    Case("world-price", _ask("How much is a pint in Dublin right now?"), _must_state),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
