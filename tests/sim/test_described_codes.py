"""Whole-number options whose description gives each a word ("(1 cool, 2 warm, 3 hot)", "1 = mild,
2 = medium, 3 = fiery") are chosen by the word the text writes (``field_readers.described_code``),
for tool arguments and structured output alike. On start80 a tool argument of an ``IntEnum`` so
described was a stated limit for "set the dryer to hot". Wordings invented here (dryers, kettles);
the tool cases and the direct ones fail on start80, the structured ones are guards (read before by
the options' descriptions)."""

from __future__ import annotations

import warnings
from enum import IntEnum

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Heat(IntEnum):
    ONE = 1
    TWO = 2
    THREE = 3


@tool
def set_dryer(mode: Heat) -> str:
    """Set the tumble dryer's heat (1 cool, 2 warm, 3 hot)."""
    return "ok"


def _args(question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([set_dryer]).invoke(question).tool_calls
    return calls[0]["args"] if calls else None


@pytest.mark.parametrize(("question", "want"), [
    ("dry the wool jumper on cool", 1), ("set the dryer to hot", 3), ("tumble dry my towels on its hottest", 3),
])
def test_tool_argument_by_the_described_word(question, want):
    assert _args(question) == {"mode": want}


def test_no_word_said_is_no_value():
    """Guard (no call on start80 too): no option's word, no value."""
    assert _args("set the dryer please") is None


class Kettle(BaseModel):
    level: Heat = Field(description="water temperature: 1 = tepid, 2 = hot, 3 = boiling")


@pytest.mark.parametrize(("text", "want"), [("Just tepid water for the green tea.", 1), ("Bring it to boiling.", 3)])
def test_structured_by_the_described_word(text, want):
    """Guards (right on start80 through the options' descriptions)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert int(SimulatedChatModel().with_structured_output(Kettle).invoke(text).level) == want


def test_described_code_directly():
    from course_lib.sim.values.field_readers import described_code

    assert described_code([1, 2, 3], "speed (1 low, 2 medium, 3 high)", "its lowest setting") == 1
    assert described_code([1, 2, 3], "speed (1 low, 2 medium, 3 high)", "low or high?") is None  # two said
    assert described_code([1, 2, 3], "heat (1 cool, 2 warm, 3 hot)", "the warmest") is None  # a middle's superlative
    assert described_code([1, 2, 3, 4], "speed (1 low, 2 medium, 3 high)", "high") is None  # 4 unworded
    assert described_code(["a", "b"], "a low, b high", "high") is None  # not whole numbers
