"""Learners' tools and extraction schemas on new wordings: right, or honestly limited (issue 26,
toolsfix2).

Found by a probe of invented tools: a time of day for an ``hour`` argument gave a count said
beside it ("at 6pm for four people": hour 4), a people count named by another noun than the
field's was lost; a quantity ("68 F") became a room's name; the amount's "250" became a payment
reference and the request was split into two calls; a team was a capitalised word elsewhere
("API") and a summary a bag of the request's words; a list after a "Label:" opener lost its first
item and every note in parentheses. Each class has its general mechanism in ``tool_args`` /
``field_readers`` / ``object_lists``; the tools, schemas and wordings here are invented for this
test (none is the probe's), and every test fails on the code before the change.
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.responders import object_lists
from course_lib.sim.tools import tool_args
from course_lib.sim.values import field_readers


@tool
def book_lane(pool: Literal["main", "teaching"], day: str, hour: int, swimmers: int = 1) -> str:
    """Book a swimming lane. day is YYYY-MM-DD, hour is the 24h start hour."""
    return "ok"


@tool
def hire_room(venue: str, start_hour: int, guests: int = 10) -> str:
    """Hire a function room at a venue; start_hour is the hour of day it starts."""
    return "ok"


@tool
def set_oven(dish: str, temperature: float) -> str:
    """Set the oven for a dish to a target temperature in degrees Celsius."""
    return "ok"


@tool
def top_up(amount: float, currency: str, card_number: str, ref: str | None = None) -> str:
    """Top up a prepaid card."""
    return "ok"


@tool
def escalate_ticket(squad: str, urgency: Literal["low", "high", "critical"], description: str) -> str:
    """Escalate an incident to the on-duty person of a squad."""
    return "ok"


def _calls(tools, question: str) -> tuple[list[tuple[str, dict]], str | None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls], out.response_metadata.get("simulator_limit")


# --- an hour argument takes the time of day; a people count goes to its field -------------------

@pytest.mark.parametrize("question, hour, count", [
    ("Book the teaching pool for 2027-02-03 at 7pm for three swimmers", 19, 3),
    ("Book the main pool on 2027-05-11 at 18:30 for 2 people", 18, 2),
    ("Book a lane in the main pool for 2027-03-09 at half past six in the evening, a party of 4", 18, 4),
])
def test_an_hour_argument_takes_the_time_of_day_and_the_count_its_people(question, hour, count):
    calls, limit = _calls([book_lane], question)
    assert limit is None and len(calls) == 1
    assert calls[0][1]["hour"] == hour and calls[0][1]["swimmers"] == count


def test_a_start_hour_takes_the_24h_hour_of_a_pm_time():
    calls, _ = _calls([hire_room], "Hire the Granary venue from 8 pm for 40 guests")
    assert calls and calls[0][1]["start_hour"] == 20 and calls[0][1]["guests"] == 40


# --- a thing's name is never a quantity; the thing after "the" --------------------------------

@pytest.mark.parametrize("question, dish, degrees", [
    ("Set the lasagne to 356 F", "lasagne", 180.0),
    ("Make the focaccia 220 degrees", "focaccia", 220.0),
    ("Set the meringue to 248 F please", "meringue", 120.0),
])
def test_a_thing_argument_takes_the_noun_not_the_quantity(question, dish, degrees):
    calls, limit = _calls([set_oven], question)
    assert limit is None and len(calls) == 1
    assert calls[0][1]["dish"] == dish and calls[0][1]["temperature"] == pytest.approx(degrees, abs=0.6)


def test_a_unit_the_tool_description_says_converts_the_one_number_and_keeps_its_sign():
    assert field_readers.said_unit("Set the oven to a target temperature in degrees Celsius.") == "celsius"
    assert field_readers.said_unit("Set the oven to a target temperature.") is None
    assert field_readers.tail_unit_quantity("celsius", "Chill the sorbet to -4 F") == "-20"
    assert field_readers.tail_unit_quantity("kg", "between 10-15 kg") == "15"  # a range's end, no minus


# --- one request, one call; an id no other argument took --------------------------------------

@pytest.mark.parametrize("question", [
    "Top up 300 pounds onto card 4485 1234 9876 5521",
    "Top up card 4485123498765521 with 300 GBP for the school trip",
    "Put 300 GBP on card 4485123498765521",
])
def test_one_request_makes_one_call_and_no_other_value_is_its_reference(question):
    calls, limit = _calls([top_up], question)
    assert limit is None and len(calls) == 1, calls
    args = calls[0][1]
    assert args["amount"] == 300 and args["card_number"].replace(" ", "") == "4485123498765521"
    assert args.get("ref") in (None, "school trip")


def test_free_ids_leave_out_values_other_arguments_took():
    question = "Pay 1500 on order ORD-7781 to account GB33BUKB20201555555555"
    args = {"amount": 1500.0, "account": "GB33BUKB20201555555555"}
    assert tool_args.free_ids(question, args, "order_id") == ["ORD-7781"]


# --- the team named before "team"/"squad"; the summary is the request's own clause ---------------

@pytest.mark.parametrize("question, squad, said", [
    ("Checkout is timing out in Spain, escalate to the billing squad, it's critical",
     "billing", "Checkout is timing out in Spain"),
    ("The CDN serves stale images. Escalate this to our media squad with high urgency",
     "media", "The CDN serves stale images"),
    ("Escalate to the search squad - critical - Elastic cluster is red", "search", "Elastic cluster is red"),
])
def test_a_squad_is_the_word_before_it_and_the_description_the_own_clause(question, squad, said):
    calls, limit = _calls([escalate_ticket], question)
    assert limit is None and len(calls) == 1
    args = calls[0][1]
    assert args["squad"] == squad and args["description"] == said


def test_no_own_clause_in_a_request_of_one_clause():
    spec = ToolSpec("escalate_ticket", "Escalate an incident.", {"properties": {}})
    assert tool_args.own_clause("Escalate the broken login", spec) is None
    assert tool_args.group_named("ping the data team and the web team") is None  # two groups: none


# --- a "Label:" list with notes in parentheses ----------------------------------------------------

class Player(BaseModel):
    name: str
    position: str | None = None


class Squad(BaseModel):
    players: list[Player]


class Dish(BaseModel):
    dish: str
    note: str | None = None
    price: float | None = None


class Menu(BaseModel):
    dishes: list[Dish]


@pytest.mark.parametrize("schema, text, want", [
    (Squad, "Starting: Okafor (keeper), Lindqvist, and Haddad (striker)",
     [("Okafor", "keeper"), ("Lindqvist", None), ("Haddad", "striker")]),
    (Squad, "Bench today: Moreau, Tanaka (left back) and Silva",
     [("Moreau", None), ("Tanaka", "left back"), ("Silva", None)]),
    (Menu, "Specials: fish pie (contains dairy), leek soup, and apple crumble (serves two)",
     [("fish pie", "contains dairy"), ("leek soup", None), ("apple crumble", "serves two")]),
])
def test_a_labelled_list_keeps_its_first_item_and_each_note(schema, text, want):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = SimulatedChatModel().with_structured_output(schema).invoke(text).model_dump()
    items = next(iter(got.values()))
    first, second = list(schema.model_fields[next(iter(schema.model_fields))].annotation.__args__[0].model_fields)[:2]
    assert [(i[first], i[second]) for i in items] == want


def test_noted_items_need_a_note_and_a_plain_list():
    assert object_lists.noted_items("Coming: Ada, Bo and Cy") is None  # no note: other rules'
    assert object_lists.noted_items("I met Ana (my cousin) at the station and Tom") is None
    assert object_lists.noted_items("Ana (cousin), Tom") == [("Ana", "cousin"), ("Tom", None)]


# --- a field named "shop" is a name, not a query ("hop" of a multi-hop plan) --------------------

class Receipt(BaseModel):
    shop: str
    total: float


@pytest.mark.parametrize("text, shop", [
    ("Two paperbacks at Foyles, £17.98", "Foyles"),
    ("Paint and brushes from Dulux, 54 EUR", "Dulux"),
    ("Bought a drill at Screwfix for 89 GBP", "Screwfix"),
])
def test_a_shop_field_takes_the_shop_not_the_text_as_a_query(text, shop):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = SimulatedChatModel().with_structured_output(Receipt).invoke(text)
    assert got.shop == shop


# --- a spending category named by what was bought (lexicons.yaml option_synonyms) --------------

class Spend(BaseModel):
    amount: float
    category: Literal["meals", "travel", "office", "entertainment", "other"]


@pytest.mark.parametrize("text, category", [
    ("Breakfast meeting at Caravan, £18", "meals"),
    ("Hotel in Lisbon for two nights, 240 EUR", "travel"),
    ("Stationery from Ryman, £32", "office"),
    ("Two gig tickets, 55 GBP", "entertainment"),
])
def test_a_category_is_chosen_by_what_was_bought(text, category):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = SimulatedChatModel().with_structured_output(Spend).invoke(text)
    assert got.category == category
    assert not [w for w in caught if "Simulator" in type(w.message).__name__]


@pytest.mark.parametrize("text, shop", [
    ("Coach ticket to York, bought at the Megabus desk, £12", "Megabus"),
    ("Ferry to Bilbao, booked from Brittany Ferries, 310 EUR", "Brittany Ferries"),
    ("Flowers to Mum, from the Petalon stall, £25", "Petalon"),
])
def test_the_shop_is_where_it_was_bought_not_where_one_goes(text, shop):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = SimulatedChatModel().with_structured_output(Receipt).invoke(text)
    assert got.shop == shop
