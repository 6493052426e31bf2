"""Invented probe (branch ``tools78``, oracles written and committed before its first run): a
learner's own tools and structured outputs (issue 26 "Build" 1-2). Tool arguments are read by their
type from anywhere in the request (units, money in words and slang, amounts, dates relative to a
stated today, ids, counts, Literal and Enum options, optional fields, list and nested object
arguments), with docstrings in styles no earlier set or probe used: Google-style ``Args:``, reST
``:param:``, a one-line docstring, an ``args_schema`` Pydantic model with Field descriptions. Two
tools compete (a currency converter and a payment), one request fits no tool, two miss a required
value. Structured outputs use my own schemas: Optional fields, lists of objects, Literal fields,
constrained numbers, values the text gives in another unit or in words, a field the text does not
hold. Topics are mine (bike hire, garden watering, a library loan, parking, theatre seats, coffee
beans, a shopping list, a parcel, a dog walker, a travel card, a fridge, a bin pickup; visitors, a
basket, a plumber, a trail, a party, a trip's legs), none from a fresh set.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met). A case whose right
reply is a limit has ``_limit_only`` as its oracle (no reply meets it: a limit is ``limit``, any
quiet reply ``wrong``). A tool case with nothing to call has ``_no_call`` (a limit with no call is
``limit``, counted a false alarm). ``python -W ignore -m tests.sim.probes.tool_schema_u [-v]``.

First sight on start78 (a3a0d9e7), 46 cases: right 31 / limit 10 / wrong 5 / false alarms 1.
Wrong: "plate KX19 ABC" with no duration paid parking for 19 minutes (an id's figures read as a
count); "ten quid" topped a pence argument up by 10; "wake me at half past six in the morning" was
answered as a greeting (the "morning" cue; "wake" does not meet the alarm tool's words); "set an alarm
for me" asked back "Which time do you mean?" with no call and no limit (the committed oracle wants a
stated limit: a reader may count this question back right); "Label this ticket as both billing and
refund" filled tags with the instruction's words (Label, ticket, billing, refund).
Limits a real model does not need: a list argument (eggs, flour, lemons), a nested address, a
Literal unit "F" from "fahrenheit", a first name "Hamid", a basket of objects, "a third off", a
trip's legs. The no-fit case states a limit on its right no-call reply (the false alarm).
History on branch tools78 (each mechanism tested in tests/sim on wordings of its own):
- ids whose letters and figures run together ("QB42") hold no count in tool arguments; money in a
  hundredth unit (one field-reader kind, ``minor_amount``, shared with structured output and
  extraction): 32 / 11 / 3 / 1.
- a message with a greeting's cue that states a value of the kind the one bound tool's argument
  takes is that tool's call ("wake me at half past six in the morning": set_alarm 06:30): 33 / 11 / 2 / 1;
- a tags / labels list takes the names after a labelling verb ("as both billing and refund"), cue in
  data: 34 / 11 / 1 / 1;
- an enum of short codes takes the code its words spell ("38 fahrenheit": F; one table,
  ``data/sim/option_codes.yaml``, read by structured output and tool arguments): 35 / 10 / 1 / 1.
Left wrong: "set an alarm for me" (a question back with no call and no stated limit; the committed
oracle counts only a stated limit right). Left limits: as listed above, but for the parking case
whose limit is its right reply.
"""

from __future__ import annotations

import sys
from datetime import date
from enum import Enum
from typing import Annotated, Literal, TypedDict

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _call,
    _call_args,
    _calls,
    _no_call,
    _num_near,
    _parsed,
    _structured,
    report,
)

# --- the learner's tools --------------------------------------------------------------------------


@tool
def rent_bike(hours: float, bike_type: str) -> str:
    """Rent a bike from the docking station.

    Args:
        hours: How long to rent the bike for, in hours.
        bike_type: One of "city", "electric" or "tandem".

    Returns:
        A booking reference.
    """
    return "BK-1"


@tool
def water_garden(litres: float, zone: int) -> str:
    """Water one zone of the garden.

    :param litres: the volume of water in litres
    :param zone: the zone number, 1 to 6
    :returns: a confirmation
    """
    return "watered"


@tool
def renew_loan(book_id: str, weeks: int) -> str:
    """Renew a library loan by a number of weeks."""
    return "renewed"


class ParkingArgs(BaseModel):
    minutes: int = Field(description="how long to pay for, in whole minutes")
    plate: str = Field(description="the car's registration plate, as written")


@tool(args_schema=ParkingArgs)
def pay_parking(minutes: int, plate: str) -> str:
    """Pay for on-street parking."""
    return "paid"


@tool
def book_theatre(section: Literal["stalls", "circle", "balcony"], seats: int) -> str:
    """Book theatre seats in one section of the house."""
    return "booked"


class Roast(Enum):
    LIGHT = "light"
    MEDIUM = "medium"
    DARK = "dark"


@tool
def order_beans(roast: Roast, grams: int) -> str:
    """Order coffee beans by roast and weight in grams."""
    return "ordered"


@tool
def add_to_list(items: list[str]) -> str:
    """Add items to the shared shopping list, one entry per item (no quantities)."""
    return "added"


class Address(BaseModel):
    street: str = Field(description="house number and street")
    city: str
    postcode: str


@tool
def ship_parcel(address: Address, kg: float) -> str:
    """Ship a parcel to a UK address; kg is its weight in kilograms."""
    return "shipped"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount between currencies (ISO 4217 codes) and return the result; moves no money."""
    return "converted"


@tool
def send_payment(amount: float, currency: str, to: str) -> str:
    """Send a payment to a person. currency is an ISO 4217 code."""
    return "sent"


@tool
def book_dog_walker(day: date) -> str:
    """Book the dog walker for a day (YYYY-MM-DD)."""
    return "booked"


@tool
def set_savings_goal(amount: float, currency: str) -> str:
    """Set a savings goal.

    Args:
        amount: the target amount
        currency: three-letter ISO 4217 currency code
    """
    return "set"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm. time is HH:MM on the 24-hour clock."""
    return "set"


@tool
def top_up_card(pence: int) -> str:
    """Top up the travel card by an amount in pence."""
    return "topped up"


@tool
def buy_cinema_tickets(count: int, film: str) -> str:
    """Buy cinema tickets for a film.

    :param count: number of tickets
    :param film: the film's title
    """
    return "bought"


@tool
def add_event(title: str, location: str | None = None) -> str:
    """Add an event to the calendar; a location only if one is given."""
    return "added"


@tool
def donate(amount: float, currency: Literal["GBP", "EUR", "USD"]) -> str:
    """Donate to the animal shelter."""
    return "donated"


@tool
def log_run(km: float) -> str:
    """Log a run's distance in kilometres."""
    return "logged"


@tool
def book_table(people: int, time: str) -> str:
    """Book a restaurant table for today.

    Args:
        people: how many people are eating
        time: HH:MM, 24-hour clock
    """
    return "booked"


@tool
def set_fridge(temp: float, unit: Literal["C", "F"]) -> str:
    """Set the fridge temperature in the unit given."""
    return "set"


@tool
def schedule_pickup(day: date, bags: int) -> str:
    """Schedule a garden-waste pickup on a day for a number of bags."""
    return "scheduled"


@tool
def track_parcel(tracking_id: str) -> str:
    """Look up where a parcel is by its tracking id."""
    return "in transit"


def _is(value: str):
    return lambda v: str(getattr(v, "value", v)).strip().lower() == value.lower()


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _day(value: str):
    return lambda v: str(v).strip() == value


def _unset(args: dict, key: str) -> bool:
    return args.get(key) in (None, "", "null", "None")


def _limit_only(out) -> bool:
    """No reply meets it: its right reply is a stated limit."""
    return False


def _items(*wanted: str):
    def ok(v) -> bool:
        got = [str(x).strip().lower() for x in (v or [])]
        return len(got) == len(wanted) and all(any(w in g for g in got) for w in wanted)

    return ok


def _address(out) -> bool:
    args = _call_args(out, "ship_parcel")
    if args is None or not _num_near(3)(args.get("kg")):
        return False
    a = args.get("address")
    a = a if isinstance(a, dict) else getattr(a, "__dict__", {})
    return ("mill lane" in str(a.get("street", "")).lower() and "12" in str(a.get("street", ""))
            and str(a.get("city", "")).strip().lower() == "leeds"
            and str(a.get("postcode", "")).strip().upper() == "LS1 4AB")


def _event(out) -> bool:
    args = _call_args(out, "add_event")
    return (args is not None and str(args.get("title", "")).strip().lower() == "team lunch"
            and _unset(args, "location"))


TOOLS = [
    Case("tool-google-args", _calls([rent_bike], "I'd like an electric bike for two and a half hours"),
         _call("rent_bike", hours=_num_near(2.5), bike_type=_is("electric"))),
    Case("tool-rest-param", _calls([water_garden], "give zone four about 500 ml"),
         _call("water_garden", litres=_num_near(0.5), zone=_num_near(4))),
    Case("tool-one-line", _calls([renew_loan], "renew LIB-40213 for a fortnight please"),
         _call("renew_loan", book_id=_is("LIB-40213"), weeks=_num_near(2))),
    Case("tool-args-schema", _calls([pay_parking], "pay for parking for an hour and a quarter, plate KX19 ABC"),
         _call("pay_parking", minutes=_num_near(75), plate=lambda v: str(v).strip().upper() == "KX19 ABC")),
    Case("tool-literal", _calls([book_theatre], "two seats up in the circle for saturday's show"),
         _call("book_theatre", section=_is("circle"), seats=_num_near(2))),
    Case("tool-enum", _calls([order_beans], "a kilo of the dark roast please"),
         _call("order_beans", roast=_is("dark"), grams=_num_near(1000))),
    Case("tool-list", _calls([add_to_list], "put eggs, flour and two lemons on the list"),
         _call("add_to_list", items=_items("egg", "flour", "lemon"))),
    Case("tool-nested", _calls([ship_parcel], "ship this 3 kg box to 12 Mill Lane, Leeds LS1 4AB"), _address),
    Case("tool-compete-convert", _calls([convert_currency, send_payment], "how much is ten quid in euros?"),
         _call("convert_currency", amount=_num_near(10), from_currency=_is("GBP"), to_currency=_is("EUR"))),
    Case("tool-compete-pay", _calls([convert_currency, send_payment], "pay Priya ten quid for the cinema"),
         _call("send_payment", amount=_num_near(10), currency=_is("GBP"), to=_is("Priya"))),
    Case("tool-no-fit", _calls([rent_bike, water_garden, renew_loan], "what's the capital of Peru?"), _no_call),
    Case("tool-missing-minutes", _calls([pay_parking], "pay for my parking please, plate KX19 ABC"), _limit_only),
    Case("tool-fortnight", _calls([book_dog_walker],
                                  "today is Wednesday 9 June 2038; book the walker a fortnight from today"),
         _call("book_dog_walker", day=_day("2038-06-23"))),
    Case("tool-3k", _calls([set_savings_goal], "savings goal of 3k dollars"),
         _call("set_savings_goal", amount=_num_near(3000), currency=_is("USD"))),
    Case("tool-half-six", _calls([set_alarm], "wake me at half past six in the morning"),
         _call("set_alarm", time=_hhmm("06:30"))),
    Case("tool-ten-quid-pence", _calls([top_up_card], "top up my travel card with ten quid"),
         _call("top_up_card", pence=_num_near(1000))),
    Case("tool-pair", _agent([buy_cinema_tickets], "get us a pair of tickets for Arrival"),
         _call("buy_cinema_tickets", count=_num_near(2), film=_is("Arrival"))),
    Case("tool-optional", _calls([add_event], "add team lunch to my calendar"), _event),
    Case("tool-day-after", _calls([book_dog_walker],
                                  "it's Thursday 30 December 2038 today - walker the day after tomorrow"),
         _call("book_dog_walker", day=_day("2039-01-01"))),
    Case("tool-euros-words", _calls([donate], "donate twenty-five euros to the shelter"),
         _call("donate", amount=_num_near(25), currency=_is("EUR"))),
    Case("tool-miles", _agent([log_run], "ran 5 miles this morning, log it"),
         _call("log_run", km=_num_near(8.047, 0.01))),
    Case("tool-missing-time", _calls([set_alarm], "set an alarm for me"), _limit_only),
    Case("tool-table", _calls([book_table], "table for six at half past seven tonight"),
         _call("book_table", people=_num_near(6), time=_hhmm("19:30"))),
    Case("tool-fridge-unit", _calls([set_fridge], "set the fridge to 38 fahrenheit"),
         _call("set_fridge", temp=_num_near(38), unit=_is("F"))),
    Case("tool-this-thursday", _calls([schedule_pickup],
                                      "today is Monday 4 October 2038. collect three bags this Thursday"),
         _call("schedule_pickup", day=_day("2038-10-07"), bags=_num_near(3))),
    Case("tool-id", _calls([track_parcel], "has parcel ZX-88120-Q shipped yet?"),
         _call("track_parcel", tracking_id=_is("ZX-88120-Q"))),
]


# --- structured output ----------------------------------------------------------------------------

class Visitor(BaseModel):
    name: str = Field(description="the visitor's first name")
    company: str | None = Field(default=None, description="the visitor's company, if stated")


class Line(BaseModel):
    name: str = Field(description="the product, singular")
    qty: int = Field(description="how many")


class Basket(BaseModel):
    lines: list[Line]


class Ticket(BaseModel):
    priority: Literal["low", "normal", "urgent"] = Field(description="how soon the job must be done")


class Review(BaseModel):
    stars: int = Field(ge=1, le=5, description="the star rating, 1 to 5")


class Trail(BaseModel):
    km: float = Field(description="the trail's length in kilometres")


class Price(BaseModel):
    pounds: float = Field(description="the price in pounds, as a decimal")


class Delivery(BaseModel):
    postcode: str = Field(description="the delivery postcode")


class Meeting(BaseModel):
    minutes: int = Field(description="the meeting's length in minutes")


class Deadline(BaseModel):
    due: date = Field(description="the due date")


class Shirt(BaseModel):
    size: Literal["S", "M", "L", "XL"]


class Labels(TypedDict):
    tags: Annotated[list[str], ..., "the labels to apply"]


MONEY_SCHEMA = {"title": "Spend", "type": "object",
                "properties": {"amount": {"type": "number", "description": "the amount spent"},
                               "currency": {"type": "string", "enum": ["GBP", "EUR", "USD"]}},
                "required": ["amount", "currency"]}


class Party(BaseModel):
    adults: int
    children: int


class Closing(BaseModel):
    closes_24h: str = Field(description="closing time as HH:MM on the 24-hour clock")


class Recipe(BaseModel):
    butter_g: float = Field(description="butter in grams")


class Discount(BaseModel):
    percent_off: float = Field(ge=0, le=100, description="the discount as a percentage")


class Leg(BaseModel):
    origin: str
    destination: str


class Trip(BaseModel):
    legs: list[Leg] = Field(description="the trip's legs in order")


class Payment(BaseModel):
    amount: float = Field(description="the amount paid")
    currency: str = Field(description="ISO 4217 code")


class Arrival(BaseModel):
    needs_parking: bool = Field(description="whether a car parking space is needed")


class Invoice(BaseModel):
    total_gbp: float = Field(description="the invoice total in pounds")


def _lines(out) -> bool:
    got = {(line.name.strip().lower().rstrip("s"), line.qty) for line in out.lines}
    return got == {("apple", 3), ("loaf", 1)} or got == {("apple", 3), ("bread", 1)}


def _legs(out) -> bool:
    got = [(leg.origin.strip().lower(), leg.destination.strip().lower()) for leg in out.legs]
    return got == [("oslo", "bergen"), ("bergen", "flåm")]


STRUCTURED = [
    Case("schema-optional-absent", _structured(Visitor, "Hamid is coming in at three."),
         _parsed(lambda v: v.name.strip() == "Hamid" and not v.company)),
    Case("schema-list-objects", _structured(Basket, "Three apples and a loaf of bread."), _parsed(_lines)),
    Case("schema-literal-urgent", _structured(Ticket, "The boiler is leaking all over the floor - it can't wait."),
         _parsed(lambda t: t.priority == "urgent")),
    Case("schema-stars", _structured(Review, "I'd give the hotel four out of five."), _parsed(lambda r: r.stars == 4)),
    Case("schema-miles", _structured(Trail, "The coastal trail is 12 miles long."),
         _parsed(lambda t: abs(t.km - 19.31) <= 0.05)),
    Case("schema-pounds-words", _structured(Price, "The coffee cost two pounds fifty."),
         _parsed(lambda p: abs(p.pounds - 2.5) <= 1e-6)),
    Case("schema-postcode-missing", _structured(Delivery, "Deliver it to my flat on Friday."), _limit_only),
    Case("schema-minutes-words", _structured(Meeting, "The review runs for an hour and three quarters."),
         _parsed(lambda m: m.minutes == 105)),
    Case("schema-ten-days", _structured(Deadline, "Today is Thursday 1 July 2038. The essay is due ten days from today."),
         _parsed(lambda d: str(d.due) == "2038-07-11")),
    Case("schema-size-word", _structured(Shirt, "I'm after a medium in the blue one."), _parsed(lambda s: s.size == "M")),
    Case("schema-tags", _structured(Labels, "Label this ticket as both billing and refund."),
         _parsed(lambda d: isinstance(d, dict) and {str(t).strip().lower() for t in d.get("tags", [])}
                 == {"billing", "refund"})),
    Case("schema-json-dollars", _structured(MONEY_SCHEMA, "Dinner came to forty-two dollars."),
         _parsed(lambda d: isinstance(d, dict) and _num_near(42)(d.get("amount")) and d.get("currency") == "USD")),
    Case("schema-party", _structured(Party, "We're two adults and three kids."),
         _parsed(lambda p: (p.adults, p.children) == (2, 3))),
    Case("schema-quarter-to-six", _structured(Closing, "The shop shuts at quarter to six in the evening."),
         _parsed(lambda c: c.closes_24h.strip() == "17:45")),
    Case("schema-half-pound", _structured(Recipe, "Cream half a pound of butter with the sugar."),
         _parsed(lambda r: abs(r.butter_g - 226.8) <= 1)),
    Case("schema-third-off", _structured(Discount, "Everything in the sale is a third off."),
         _parsed(lambda d: abs(d.percent_off - 33.33) <= 0.5)),
    Case("schema-legs", _structured(Trip, "Fly Oslo to Bergen, then take the train from Bergen to Flåm."),
         _parsed(_legs)),
    Case("schema-amount-missing", _structured(Payment, "I paid the plumber yesterday."), _limit_only),
    Case("schema-no-parking", _structured(Arrival, "We'll come by train, so no need to keep a space for the car."),
         _parsed(lambda a: a.needs_parking is False)),
    Case("schema-thousands-words", _structured(Invoice, "The total is one thousand two hundred and fifty pounds."),
         _parsed(lambda i: abs(i.total_gbp - 1250) <= 1e-6)),
]

CASES = TOOLS + STRUCTURED

if __name__ == "__main__":
    report(CASES, sys.argv)
