"""A number argument the question gives in words it does not turn into a figure (issue 26).

``tool_args.surely_absent`` lets the simulator ask for a required figure *without* a stated
limit when the question certainly holds none. "Set the timer for a quarter of an hour" holds
one, written as an amount in words (``tool_args.amount_words`` in data/sim/patterns.yaml): the
reply must then be the call with the figure, or a stated limit; never a question back that
ignores what the user said, given as if it were right.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def start_timer(minutes: int, label: str) -> str:
    """Start a kitchen timer that rings after the given number of minutes."""
    return "started"


@tool
def order_rolls(count: int) -> str:
    """Order bread rolls from the bakery; count is how many rolls."""
    return "ordered"


@tool
def ship_box(order_number: int) -> str:
    """Ship the box for an order number."""
    return "shipped"


def _reply(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out, limits


@pytest.mark.parametrize("tools,question", [
    ([start_timer], "Start the pasta timer for a quarter of an hour."),
    ([start_timer], "Ring me in half an hour so I check the stew."),
    ([order_rolls], "Order a dozen rolls for the picnic."),
    ([order_rolls], "Could you order a couple of rolls?"),
    ([start_timer], "叫我半小时后关火。"),  # guard: a stated limit before the change too
])
def test_an_amount_in_words_is_no_missing_figure(tools, question):
    out, limits = _reply(tools, question)
    assert out.tool_calls or limits, (out.content, out.tool_calls)


def test_a_question_with_no_amount_still_asks_without_a_limit_guard():
    out, limits = _reply([ship_box], "Please ship the box for my order.")
    assert not out.tool_calls and not limits and "order number" in out.content, (out.content, limits)


@pytest.mark.parametrize("text,found", [
    ("in half an hour", True), ("a dozen eggs", True), ("an hour from now", True), ("a few minutes", True),
    ("半小时", True), ("the blue lamp", False), ("my order", False), ("a bowl of soup", False),
])
def test_amount_words_table(text, found):
    from course_lib.sim.words.cues import patterns

    assert bool(patterns("tool_args").amount_words.search(text)) is found
