"""postal_addresses: a one-line postal address read into street, town and postcode, and never read
as a counted item (issue 26, the thirty-first set's schema-order-nested; schemas and wordings
invented for this test). Every test fails on a4f7a5a0 (no module; items read from house numbers).
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.postal_addresses import address, part_for, without_address


@pytest.mark.parametrize(("text", "street", "town", "postcode"), [
    ("send it to 8 Mill Lane, Kendal, LA9 4QR.", "8 Mill Lane", "Kendal", "LA9 4QR"),
    ("The bakery moved to 415 Elm Street, Springfield, 62704 last week.", "415 Elm Street", "Springfield", "62704"),
    ("deliver to 22 Harbour Street, Whitby YO21 3PU", "22 Harbour Street", "Whitby", "YO21 3PU"),
    ("ship to 7 Rue de la Paix, Lyon", "7 Rue de la Paix", "Lyon", None),
])
def test_address_parts(text, street, town, postcode):
    found = address(text)
    assert (found.street, found.town, found.postcode) == (street, town, postcode)


@pytest.mark.parametrize("text", ["4 mugs and 2 plates", "meet at 7, Sunday", "we are 3, Anna and Bo"])
def test_no_address(text):
    assert address(text) is None


def test_parts_by_field_name_and_blanking():
    text = "Please post 2 jars of honey to 8 Mill Lane, Kendal, LA9 4QR."
    assert [part_for(n, text) for n in ("street", "town", "zip_code", "colour")] == [
        "8 Mill Lane", "Kendal", "LA9 4QR", None]
    assert "Mill" not in without_address(text) and " to " not in without_address(text)


class Item(BaseModel):
    name: str
    count: int


class Postal(BaseModel):
    street: str
    town: str
    postcode: str


class Parcel(BaseModel):
    items: list[Item]
    deliver_to: Postal


def _parsed(schema, text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit")


def test_items_and_nested_address():
    parsed, limit = _parsed(Parcel, "Please send 2 jars of honey and one candle to 8 Mill Lane, Kendal, LA9 4QR.")
    assert [(i.name, i.count) for i in parsed.items] == [("jars of honey", 2), ("candle", 1)]
    assert parsed.deliver_to == Postal(street="8 Mill Lane", town="Kendal", postcode="LA9 4QR")
    assert not limit


def test_a_capitalised_name_runs_on_after_of():
    parsed, _ = _parsed(Parcel, "Ship 4 mugs and 2 boxes of Yorkshire Tea to 22 Harbour Street, Whitby, YO21 3PU.")
    assert [(i.name, i.count) for i in parsed.items] == [("mugs", 4), ("boxes of Yorkshire Tea", 2)]


@tool
def book_taxi(pickup: str, passengers: int, time: str) -> str:
    """Book a taxi. time is 24-hour HH:MM."""
    return "ok"


def test_a_count_beside_a_given_time_is_asked_for():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([book_taxi]).invoke([HumanMessage("book a taxi from the station at 6:15pm")])
    assert out.tool_calls == [] and "How many passengers?" in out.content
    assert not out.response_metadata.get("simulator_limit")
