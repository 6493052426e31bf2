"""An exclusion rules an option out as a negation does (issue 26): "anything but the middle, and
not the window" for a ``Literal["window", "middle", "aisle"]`` gave ``middle``: "not the window"
was read as a negation, "anything but the middle" was not, so two options stayed. Now the
negation cue (``patterns.yaml`` negation ``reach``) takes "anything / any <noun> / everything
but", "except (for)", "other than", "apart from", "rather than", "instead of". Invented
schemas and tools."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel

from course_lib.sim.words.negation import negated_options


class Berth(BaseModel):
    berth: Literal["upper", "middle", "lower"]


class Drink(BaseModel):
    drink: Literal["tea", "coffee", "juice"]


class Delivery(BaseModel):
    method: Literal["post", "courier", "pickup"]


@tool
def book_ferry_cabin(deck: Literal["top", "main", "lower"], nights: int) -> str:
    """Book a cabin on the overnight ferry."""
    return "ok"


def _structured(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        got = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return got, [x for x in w if "Simulator" in type(x.message).__name__]


@pytest.mark.parametrize(("schema", "text", "field", "want"), [
    (Berth, "anything but the upper one, and not lower either please", "berth", "middle"),
    (Drink, "Any drink except coffee; no tea for me", "drink", "juice"),
    (Delivery, "Courier rather than post is fine, no pickup", "method", "courier"),
])
def test_the_one_option_left_after_exclusions(schema, text, field, want):
    got, limits = _structured(schema, text)
    assert getattr(got, field) == want and not limits


def test_an_exclusion_in_a_tool_request():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([book_ferry_cabin]).invoke(
            "Book a ferry cabin for 2 nights, any deck other than the lower, not the main deck")
    assert [(c["name"], c["args"]) for c in out.tool_calls] == [("book_ferry_cabin", {"deck": "top", "nights": 2})]


@pytest.mark.parametrize(("text", "out"), [
    ("anywhere but Lisbon", {"Lisbon"}),
    ("everything except for the brakes", {"brakes"}),
    ("apart from the gears it rides well", {"gears"}),
    ("the brakes and the gears", set()),
])
def test_exclusion_words_reach_what_they_exclude(text, out):
    assert negated_options(["Lisbon", "brakes", "gears"], text) == out


@pytest.mark.parametrize(("schema", "text", "field", "want"), [
    (Berth, "Not the lower one, I hate upper berths", "berth", "middle"),
    (Drink, "I dislike coffee, and no juice", "drink", "tea"),
    (Delivery, "avoid the courier, anything but post", "method", "pickup"),
])
def test_an_aversion_rules_an_option_out(schema, text, field, want):
    got, limits = _structured(schema, text)
    assert getattr(got, field) == want and not limits
