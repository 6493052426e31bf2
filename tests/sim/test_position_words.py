"""A string argument is never filled by a word that points at an item by its place (issue 26):
"Book the first room on 2027-05-03" called ``book_room(room="first")``: "first" says which of
some rooms, it names none. Now a value made only of position words ("first", "last", "next",
"the other one") and function words is no value (``references.only_points``): a required one
is left unfilled, so no call and a stated limit. Invented tools."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.tools import tool

from course_lib.sim.request.references import only_points


@tool
def book_locker(locker: str, date: str) -> str:
    """Book a gym locker. date is YYYY-MM-DD."""
    return "ok"


@tool
def reserve_court(court: str, date: str) -> str:
    """Reserve a tennis court. date is YYYY-MM-DD."""
    return "ok"


@tool
def hire_kayak(kayak: str, hours: int) -> str:
    """Hire a kayak at the boathouse for some hours."""
    return "ok"


def _reply(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls], out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("tools", "question", "field"), [
    ([book_locker], "Book the first locker on 2027-04-02", "locker"),
    ([reserve_court], "Reserve the last court on 2027-08-19", "court"),
    ([hire_kayak], "Hire the other kayak for 2 hours", "kayak"),
])
def test_a_position_word_is_no_value(tools, question, field):
    calls, limit = _reply(tools, question)
    assert not any(args.get(field) for _, args in calls) and limit


@pytest.mark.parametrize(("value", "points"), [
    ("first", True), ("the last one", True), ("next", True), ("the other", True),
    ("First Avenue", False), ("court 3", False), ("blue kayak", False),
])
def test_only_points(value, points):
    assert only_points(value) is points


@tool
def book_train(train: str, travel_class: Literal["first", "second"]) -> str:
    """Book a train ticket."""
    return "ok"


def test_a_position_word_that_is_an_option_is_kept():
    calls, _ = _reply([book_train], "Book a ticket in first class on train IC 204")
    assert calls and calls[0][1]["travel_class"] == "first"
