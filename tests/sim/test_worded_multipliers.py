"""A number said in words before a multiplier word ("three grand", "twenty-five lakh") is that
number multiplied out, as "3 grand" is (``figure_forms.worded_multiplied``; the thirty-seventh
set's FF7). Invented wordings, other topics than the set's."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@pytest.mark.parametrize("text,found", [
    ("the builder wants three grand up front", "the builder wants 3000 up front"),
    ("a budget of forty-five grand", "a budget of 45000"),
    ("the flat went for twenty-five lakh", "the flat went for 2500000"),
    ("it cost eleven grand in the end", "it cost 11000 in the end"),
    ("two grand pianos in the hall", "two grand pianos in the hall"),  # an adjective: no amount
    ("two or three grand, maybe", "two or three grand, maybe"),  # a range: not sized exactly
    ("a couple of grand", "a couple of grand"),  # vague: not sized
    ("no number here at all", "no number here at all"),
    ("nine thousand three hundred euros", "nine thousand three hundred euros"),  # one number, read whole later
])
def test_worded_multiplier_table(text, found):
    from course_lib.sim.words.figure_forms import plain_figures

    assert plain_figures(text) == found


@tool
def pay_builder(amount: float) -> str:
    """Pay the builder. amount is in pounds."""
    return "paid"


def _call(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([pay_builder]).invoke(question)
    limits = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out, limits


@pytest.mark.parametrize("question,amount", [
    ("pay the builder three grand for the roof", 3000),
    ("send the builder fifteen grand", 15000),
])
def test_worded_multiplier_fills_the_amount(question, amount):
    out, limits = _call(question)
    assert out.tool_calls and out.tool_calls[0]["args"]["amount"] == amount and not limits, (out.tool_calls, limits)


def test_a_couple_of_grand_is_a_limit_guard():
    out, limits = _call("pay the builder a couple of grand")
    assert not out.tool_calls or limits
