"""A postcode written on its own ("collect from M14 6HR, it's about 3.5 kilos") fills a postcode
argument whole, and its figures are no number of any other argument (the "7" of "EH7" is no
weight) (issue 26, the thirty-second's "wrong values beside a limit": ``postal_addresses.
lone_postcodes``). Invented tools and wordings."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.postal_addresses import lone_postcodes, part_for


@pytest.mark.parametrize("text,want", [
    ("collect a package from M14 6HR, it's about 3 kilos", ["M14 6HR"]),
    ("post it to SW1A 2AA please", ["SW1A 2AA"]),
    ("ship to K1A 0B1 or 1012 AB", ["K1A 0B1", "1012 AB"]),
    ("room 12, floor 3", []),
])
def test_lone_postcodes(text, want):
    assert lone_postcodes(text) == want


def test_a_postcode_field_reads_the_lone_postcode_whole():
    assert part_for("postcode", "collect from G12 8QQ at noon") == "G12 8QQ"
    assert part_for("postcode", "to K1A 0B1 or 1012 AB") is None  # two: which one is unsaid


@tool
def send_package(weight_grams: int, postcode: str) -> str:
    """Arrange collection of a package.

    Args:
        weight_grams: The package's weight in grams.
        postcode: The UK postcode to collect from.
    """
    return "ok"


@pytest.mark.parametrize("question,weight,postcode", [
    ("collect a package from G12 8QQ, it weighs about 2.5 kilos", 2500, "G12 8QQ"),
    ("pick up a package at LS6 3QE, 800 g", 800, "LS6 3QE"),
])
def test_the_call_gets_the_whole_postcode_and_the_weight(question, weight, postcode):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([send_package]).invoke(question)
    assert out.tool_calls, out.content
    assert out.tool_calls[0]["args"] == {"weight_grams": weight, "postcode": postcode}


@tool
def record_weight(animal: str, kg: float) -> str:
    """Record an animal's weight in kilograms."""
    return "ok"


@pytest.mark.parametrize("question", [
    "Biscuit the rabbit, weighed today, 2 and a half kilos. Record it.",
    "Biscuit the rabbit, weighed today, 2.5 kg. Record it.",
])
def test_kilos_are_kilograms_and_the_appositive_name_is_the_thing(question):
    """"kilos" is kilograms (pint alone reads kiloseconds); "Biscuit the rabbit" is about Biscuit."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([record_weight]).invoke(question)
    assert out.tool_calls and out.tool_calls[0]["args"] == {"animal": "Biscuit", "kg": 2.5}, out
