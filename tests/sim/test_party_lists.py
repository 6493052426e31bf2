"""A list of people holding the speaker counted item by item, a possessive item counted as one person
("Kit's husband", "the farmer's lad") and a bare number inside the list never the whole count
(``values/family_counts.listed_party`` and the tool arguments' ``_party_count``; issue 26, the
forty-seventh set's PP6). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.family_counts import listed_party


@pytest.mark.parametrize("text, total, numbers", [
    ("lift passes for me, my four cousins and Kit's husband", 6, {"4"}),
    ("a cabin for me, my two aunts and the farmer's lad", 4, {"2"}),
    ("a table for us, our two boys and Mia's friend", None, {"2"}),  # "us": its size not said
    ("seats for me and my brother's children", None, set()),  # a plural after a possessive: not said
    ("kayaks for me, my three mates - two can't swim", 4, {"3"}),  # a dash ends the list
])
def test_listed_party(text, total, numbers):
    party = listed_party(text)
    assert party is not None and party.total == total and set(party.numbers) == numbers


def test_no_speaker_no_party():
    assert listed_party("lift passes for my four cousins and Kit's husband") is None  # (guard)


@tool
def order_burgers(burgers: int, gluten_free: int) -> str:
    """Order burgers from the van for the group."""
    return "ordered"


@tool
def rent_paddleboards(boards: int, hours: int) -> str:
    """Rent paddleboards from the beach hut for a number of hours."""
    return "rented"


def _call(tools, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(text)
    limits = [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]
    return out.tool_calls, limits


def test_a_burger_each_for_the_list():
    calls, _ = _call([order_burgers], "order a burger each for me, my four workmates and Dev's sister - one of them gluten free")
    assert calls and calls[0]["args"]["burgers"] == 6


def test_boards_for_the_list_and_hours_apart():
    calls, _ = _call([rent_paddleboards], "rent paddleboards for 2 hours for me, my wife and our three kids")
    assert calls and calls[0]["args"] == {"boards": 5, "hours": 2}


def test_unsized_item_is_the_limit_not_the_bare_number():
    calls, limits = _call([rent_paddleboards], "rent paddleboards for 2 hours for us, our three kids and Ana's niece")
    assert limits and not (calls and calls[0]["args"].get("boards") == 3)


def test_number_written_outside_the_list_stays():  # (guard)
    calls, _ = _call([rent_paddleboards], "rent 2 paddleboards for 3 hours for me and my two kids")
    assert calls and calls[0]["args"]["boards"] == 2


def test_a_group_counted_whole_and_a_measure_are_no_list():  # (guard)
    calls, limits = _call([rent_paddleboards], "Rent us paddleboards for the four of us, three hours.")
    assert calls and calls[0]["args"]["hours"] == 3 and not limits
