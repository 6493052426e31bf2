"""My third probe of round 67 (issue 26), written BEFORE any change it may lead to and committed
before its first run: a learner's own tools (a plant-watering reminder, a currency split, a room
booking, a recipe scaler, a parcel quote) called from everyday wordings, and learner schemas
filled from short messages. None of it is the course's data or any set's.

Oracles strict, as the sets'. ``python -W ignore -m tests.sim.probes.calls_n [-v]``.
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
    _eq,
    _no_call,
    _num,
    _parsed,
    _structured,
    report,
)


@tool
def set_watering_reminder(plant: str, every_days: int) -> str:
    """Remind me to water a plant every so many days."""
    return "ok"


@tool
def scale_recipe(recipe: str, servings: int) -> str:
    """Scale a saved recipe to a number of servings."""
    return "ok"


@tool
def book_room(room: str, date: str, start_time: str, hours: float) -> str:
    """Book a meeting room. date as YYYY-MM-DD, start_time as HH:MM (24h), hours as a number."""
    return "ok"


@tool
def quote_parcel(weight_kg: float, destination_country: str) -> str:
    """Get a postage quote for a parcel of a weight in kilograms to a country."""
    return "ok"


@tool
def convert_money(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount between currencies given as ISO codes such as GBP, EUR, USD, JPY."""
    return "ok"


TOOLS = [set_watering_reminder, scale_recipe, book_room, quote_parcel, convert_money]


class Booking(BaseModel):
    guests: int = Field(description="number of people")
    vegetarian: bool = Field(description="whether a vegetarian menu is wanted")
    time: str = Field(description="arrival time as HH:MM, 24h")


class Reading(BaseModel):
    minutes: int = Field(description="length of the reading session in minutes")
    mood: Literal["calm", "excited", "tired"]


def _near(value: float):
    return lambda v: _num(v) is not None and abs(_num(v) - value) < 1e-6


CASES = [
    Case("water-fortnight", _calls(TOOLS, "remind me to water the fern once a fortnight"),
         _call("set_watering_reminder", every_days=_eq(14))),
    Case("water-twice-week", _calls(TOOLS, "can you set a reminder to water the basil every three days"),
         _call("set_watering_reminder", every_days=_eq(3), plant=lambda v: "basil" in str(v).lower())),
    Case("scale-dozen", _calls(TOOLS, "scale my flapjack recipe for a dozen people"),
         _call("scale_recipe", servings=_eq(12))),
    Case("scale-couple", _calls(TOOLS, "make the lasagne recipe serve a couple"), _call("scale_recipe", servings=_eq(2))),
    Case("room-half-day", _calls(TOOLS, "book the Orchard room on 2032-04-09 from quarter past nine for an hour and a half"),
         _call("book_room", start_time=_eq("09:15"), hours=_near(1.5), date=_eq("2032-04-09"))),
    Case("room-missing", _calls(TOOLS, "book the Orchard room for two hours"), _no_call),
    Case("parcel-grams", _calls(TOOLS, "how much to post 750 grams to Ireland?"),
         _call("quote_parcel", weight_kg=_near(0.75), destination_country=lambda v: "ireland" in str(v).lower())),
    Case("parcel-stone", _calls(TOOLS, "quote me for a 2.5 kilo box going to Canada"),
         _call("quote_parcel", weight_kg=_near(2.5))),
    Case("money-yen", _calls(TOOLS, "what's fifteen thousand yen in pounds?"),
         _call("convert_money", amount=_near(15000), from_currency=_eq("JPY"), to_currency=_eq("GBP"))),
    Case("money-fiver", _calls(TOOLS, "change a fiver into euros"),
         _call("convert_money", amount=_near(5), from_currency=_eq("GBP"), to_currency=_eq("EUR"))),
    Case("no-fit", _calls(TOOLS, "what's the capital of Peru?"), _no_call),
    Case("book-veg", _structured(Booking, "Table for six at half past seven please, two of us are vegetarian."),
         _parsed(lambda p: p.guests == 6 and p.time == "19:30")),
    Case("book-no-veg", _structured(Booking, "Four of us, arriving 8pm, no dietary requirements."),
         _parsed(lambda p: p.guests == 4 and p.vegetarian is False and p.time == "20:00")),
    Case("read-mood", _structured(Reading, "Read for three quarters of an hour before bed, felt really sleepy."),
         _parsed(lambda p: p.minutes == 45 and p.mood == "tired")),
    Case("read-excited", _structured(Reading, "Couldn't put it down!! Twenty minutes on the bus, heart racing."),
         _parsed(lambda p: p.minutes == 20 and p.mood == "excited")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
