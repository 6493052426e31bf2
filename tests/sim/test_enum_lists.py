"""A list field whose items are an enum (``list[Literal[...]]``, a JSON schema's ``items.enum``) is
read by one reader for tool arguments and structured output (``field_readers.enum_values_named``):
every option the text names, a hyphened word written whole ("wi-fi" for wifi), a weekday's short
form ("thu" of "Thursdays"), none named under a negation ("no dryer"). On start80 a structured
output left such a list empty (or filled it with the text's names, "['Gull Rock Inn']", which failed
validation silently: parsed None), and a tool argument dropped "wi-fi". Wordings invented here (campsites,
studios, hostels); each case failed on start80 unless its docstring says it is a guard."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import enum_values_named


class Campsite(BaseModel):
    name: str
    facilities: list[Literal["showers", "wifi", "shop", "dryer", "firepits"]] = Field(
        default_factory=list, description="what the campsite provides")


def _out(schema, text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)


@pytest.mark.parametrize(("text", "want"), [
    ("Hollow Oak Camp has hot showers, a small shop and wi-fi near the barn.", ["showers", "wifi", "shop"]),
    ("Pine Ridge offers firepits and showers but no dryer.", ["showers", "firepits"]),
])
def test_structured_list_of_options_named(text, want):
    out = _out(Campsite, text)
    assert out["parsed"] is not None and out["parsed"].facilities == want
    assert not out["raw"].response_metadata.get("simulator_limit")


def test_structured_list_of_options_none_named_is_empty_with_a_limit():
    """Guard (passes on start80 too): no option named is [] with a stated limit."""
    out = _out(Campsite, "Moss Field is a plain meadow, bring everything yourself.")
    assert out["parsed"] is not None and out["parsed"].facilities == []
    assert out["raw"].response_metadata.get("simulator_limit")


STUDIO = {"title": "Studio", "type": "object",
          "properties": {"open_days": {"type": "array", "description": "the days the studio opens",
                                       "items": {"type": "string", "enum": ["mon", "tue", "wed", "thu", "fri"]}}},
          "required": ["open_days"]}


def test_json_schema_weekday_codes():
    out = _out(STUDIO, "The glass studio opens on Wednesdays and Fridays only.")
    assert out["parsed"] == {"open_days": ["wed", "fri"]}


@tool
def find_hostel(city: str, facilities: list[Literal["wifi", "kitchen", "lockers", "laundry"]]) -> str:
    """Find a hostel in a city with the given facilities."""
    return "ok"


def test_tool_argument_reads_a_hyphened_option():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([find_hostel]).invoke("hostel in Tallinn with wi-fi please").tool_calls
    assert calls and calls[0]["args"].get("facilities") == ["wifi"]


def test_enum_values_named_directly():
    assert enum_values_named(["sat", "sun", "pool", "e-bike"], "Saturdays by the pool, no ebike") == ["sat", "pool"]
