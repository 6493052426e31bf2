"""A setter's value from a step said beside a stated current value ("the lamp is on 2, turn it
up 3": 5), no value from a step with no base (a limit), the step itself for an argument that is a
change, and "up to N" as the target itself (``values.stepped_values``, applied by
``tool_args._stepped_target``; issue 26, the thirty-ninth set's HH6). Wordings of my own; each
case with a base or without one fails on f9fd9ffa (the step or the base was the argument)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values import stepped_values
from course_lib.sim.words.quantities import with_all_digits


@pytest.mark.parametrize(("text", "want"), [
    ("the lamp is on 2, turn it up three", 5.0),
    ("music's at 60 - bring it down by 20", 40.0),
    ("the hot tub reads 37, make it 2 degrees hotter", 39.0),
    ("lower the blinds by 30 from 80", 50.0),
    ("make the bath three degrees warmer", stepped_values.UNSIZED),
    ("turn the hob up to 6", None),
    ("set the lamp to 4", None),
    ("the lamp is on 2 and the fan is on 4, turn it up one", stepped_values.UNSIZED),  # two bases: none
])
def test_stepped_target(text, want):
    assert stepped_values.target(with_all_digits(text)) == want


@tool
def set_lamp_brightness(level: int) -> str:
    """Set the desk lamp's brightness to a level from 1 to 10."""
    return "set"


@tool
def nudge_lamp(delta: int) -> str:
    """Change the desk lamp's brightness by a number of steps (negative to dim)."""
    return "nudged"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    limits = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return [(c["name"], c["args"]) for c in out.tool_calls], limits


@pytest.mark.parametrize(("question", "want"), [
    ("the lamp's on 6, take it down two", 4),
    ("lamp is at 3 right now, bump it up by 4", 7),
    ("set the lamp to 8", 8),
])
def test_a_setter_takes_the_worked_value(question, want):
    calls, limits = _calls([set_lamp_brightness], question)
    assert calls == [("set_lamp_brightness", {"level": want})] and not limits


def test_a_step_with_no_base_is_no_value():
    calls, limits = _calls([set_lamp_brightness], "make the lamp two steps brighter")
    assert not calls or limits


def test_a_change_argument_keeps_the_step():
    calls, _ = _calls([nudge_lamp], "the lamp's on 6, take it down two")
    assert calls == [("nudge_lamp", {"delta": -2})]
