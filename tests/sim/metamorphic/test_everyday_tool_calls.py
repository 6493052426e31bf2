"""Everyday tool calls in an app the course did not write: travel, weather, shopping sums.

Invented tools (a flight finder, a weather service, a calculator and an HR handbook search) and
requests phrased as people type them. The simulator must pick the tool the request is for and
fill its arguments by the schema: a date field the date the request states (any common way of
writing it, as ISO 8601), origin and destination from "from X to Y", an optional field whose
description lists its values ("unit is celsius or fahrenheit"); and arithmetic in ordinary
phrasing ("how much did I spend in total", "how much is left after spending") goes to the
calculator with the right expression. A date is never taken for a subtraction.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from tests.sim.metamorphic._checks import sim


@tool
def find_flights(origin: str, destination: str, date: str) -> str:
    """Find flights between two airports on a given date (YYYY-MM-DD). Use for travel booking questions."""
    return ""


@tool
def weather_now(city: str, unit: str = "celsius") -> str:
    """Current weather for a city. unit is celsius or fahrenheit."""
    return ""


@tool
def calculator(expression: str) -> str:
    """Evaluate a math expression, e.g. '2 * (3 + 4)'."""
    return ""


@tool
def search_handbook(query: str) -> str:
    """Search the employee handbook: leave policy, expenses, remote work, benefits."""
    return ""


TOOLS = [find_flights, weather_now, calculator, search_handbook]


@pytest.fixture(scope="module")
def bound():
    return sim().bind_tools(TOOLS)


def _call(bound, text: str) -> tuple[str, dict]:
    reply = bound.invoke([HumanMessage(text)])
    assert reply.tool_calls, f"no tool call for {text!r}: {reply.content!r}"
    call = reply.tool_calls[0]
    return call["name"], call["args"]


FLIGHTS = [
    "I need a flight from Oslo to Rome on 2027-03-14",
    "Any flights from Oslo to Rome on 14 March 2027?",
    "Find me a flight to Rome from Oslo, March 14, 2027 please",
    "Can you look for flights from Oslo to Rome on the 14th of March 2027?",
]


@pytest.mark.parametrize("text", FLIGHTS)
def test_flight_request_fills_origin_destination_and_iso_date(bound, text):
    name, args = _call(bound, text)
    assert name == "find_flights"
    assert args == {"origin": "Oslo", "destination": "Rome", "date": "2027-03-14"}


WEATHER = [
    ("What's the weather like in Lisbon right now, in fahrenheit?", {"city": "Lisbon", "unit": "fahrenheit"}),
    ("Is it cold in Lisbon at the moment?", {"city": "Lisbon"}),
    ("Weather in Lisbon please, celsius", {"city": "Lisbon", "unit": "celsius"}),
]


@pytest.mark.parametrize(("text", "expected"), WEATHER)
def test_weather_request_fills_city_and_a_listed_unit(bound, text, expected):
    name, args = _call(bound, text)
    assert name == "weather_now"
    assert args == expected


SUMS = [
    ("If I spend 45.50 on lunch and 12.25 on a taxi, how much did I spend in total?", "45.50 + 12.25"),
    ("Lunch was 45.50 and the taxi 12.25. What did that come to altogether?", "45.50 + 12.25"),
    ("How much is left of a 500 euro budget after spending 137.80?", "500 - 137.80"),
    ("I had 500 and I'm spending 137.80 on a jacket: how much remains?", "500 - 137.80"),
    ("I bought 3 boxes of 12 eggs. How many eggs is that in total?", "3 * 12"),
    ("What is 15 per cent of 2,400?", "0.15 * 2400"),
]


@pytest.mark.parametrize(("text", "expression"), SUMS)
def test_everyday_arithmetic_goes_to_the_calculator(bound, text, expression):
    name, args = _call(bound, text)
    assert name == "calculator"
    assert args == {"expression": expression}


NOT_ARITHMETIC = [
    "Is the office closed on 2026-12-24?",
    "Does the 09:30 stand-up count as working time?",
    "Do I need version 3.11.4 of the VPN client to work remotely?",
]


@pytest.mark.parametrize("text", NOT_ARITHMETIC)
def test_dates_times_and_versions_are_not_sums(bound, text):
    name, args = _call(bound, text)
    assert name == "search_handbook", (name, args)
