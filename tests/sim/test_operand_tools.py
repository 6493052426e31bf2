"""A tool is an arithmetic operation only when its numeric parameters are named as generic operands
("a", "x", "first_int") or its description says it works on numbers (``tools/function_tools``
``_operand_name``; lexicon ``operand_param_words``; issue 26, the thirty-fifth set's DD7 (b)):
``add_surcharge(fare, percent)`` is filled by name and kind, never as an adder's operands in order.
Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.tools.function_tools import _operand_name


@tool
def add_surcharge(fare: float, percent: float) -> str:
    """Put a card surcharge on a taxi fare, given as a percentage."""
    return ""


@tool
def add(x: float, y: float) -> float:
    """Add x and y."""
    return x + y


@tool
def multiply_recipe(servings: int, factor: float) -> str:
    """Scale a recipe's servings by a factor."""
    return ""


@pytest.mark.parametrize("name, operand", [("a", True), ("first_int", True), ("num2", True), ("dividend", True),
                                           ("fare", False), ("percent", False), ("servings", False)])
def test_operand_names(name, operand):
    assert _operand_name(name) is operand


def _call(tools, text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        msg = SimulatedChatModel().bind_tools(tools).invoke(text)
    return msg.tool_calls


def test_a_tool_named_add_with_meaningful_parameters_is_filled_by_name():
    calls = _call([add_surcharge], "add a three and a half percent surcharge to a £42 fare")
    assert calls and calls[0]["name"] == "add_surcharge"
    assert calls[0]["args"] == {"fare": 42.0, "percent": 3.5}


def test_a_generic_adder_still_adds():  # guard
    calls = _call([add], "what is 17 plus 25?")
    assert calls and calls[0]["name"] == "add" and sorted(calls[0]["args"].values()) == [17.0, 25.0]
