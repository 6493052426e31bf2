"""A group counted whole with people added after it ("the three of us plus me": 4) and a total with a
part named and "the rest" of a kind ("a group of six - the two of us, the rest are children": 2
adults, 4 children); ``values/family_counts.counted_group`` / ``total_split``, the cues in
data/sim/family_counts.yaml (issue 26, the thirty-sixth set's EE3 and EE4). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.family_counts import Counted, counted_group, total_split


@pytest.mark.parametrize("text, expected", [
    ("book for the three of us and my mum", Counted(4)),
    ("a cabin for the 2 of us plus my parents", Counted(4)),
    ("kayaks for my crew of 6 as well as two instructors", Counted(8)),
    ("the four of us plus a few friends", Counted(None)),
    ("a tent for the 3 of us and the dog", None),  # a thing, no person added
    ("split it between the 4 of us and pay by card", None),
    ("the four of us", None),
])
def test_counted_group(text, expected):
    assert counted_group(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("a table for six, four adults and the others are children", Counted((4, 2))),
    ("a family of four: the two of us and the rest are kids", Counted((2, 2))),
    ("passes for a group of 9 with 7 children, everyone else will be adults", Counted((2, 7))),
    ("a party of 7, the rest are kids", Counted(None)),  # no part named
    ("a family of 4 - 2 adults, the others are our sons", Counted(None)),  # sons: children or not, unsaid
    ("a table for 2 adults and 3 children", None),  # no rest said
])
def test_total_split(text, expected):
    assert total_split(text) == expected


@tool
def share_cost(amount: float, people: int) -> str:
    """Share a cost equally between people."""
    return ""


@tool
def book_museum(adults: int, children: int) -> str:
    """Book museum entry for adults and children."""
    return ""


def _call(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().bind_tools(tools).invoke(question)
    said = [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]
    return (msg.tool_calls[0]["args"] if msg.tool_calls else None), said


@pytest.mark.parametrize("question, args", [
    ("share EUR 84.00 between the three of us plus me", {"amount": 84.0, "people": 4}),
    ("share 120 dollars between the 4 of us and my sister", {"amount": 120.0, "people": 5}),
    ("share 60 pounds between the four of us", {"amount": 60.0, "people": 4}),  # guard
])
def test_added_people_are_counted(question, args):
    got, said = _call([share_cost], question)
    assert got == args
    assert said == []


def test_an_unsized_addition_is_a_limit():
    got, said = _call([share_cost], "share 60 pounds between the four of us plus a few friends")
    assert got is None or got.get("people") != 4
    assert said


@pytest.mark.parametrize("question, args", [
    ("museum entry for a group of six - the two of us, the rest are children", {"adults": 2, "children": 4}),
    ("museum entry for a party of 5, 3 kids and the others are adults", {"adults": 2, "children": 3}),
    ("museum entry for 2 adults and 3 children", {"adults": 2, "children": 3}),  # guard
])
def test_the_rest_of_a_total(question, args):
    got, said = _call([book_museum], question)
    assert got == args
    assert said == []


def test_the_rest_of_an_unsplit_total_is_a_limit():
    got, said = _call([book_museum], "museum entry for a family of 5, the rest are kids")
    assert got is None or got.get("adults") != 5
    assert said
