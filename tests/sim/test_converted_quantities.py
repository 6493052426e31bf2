"""A quantity written with a degree sign ("75°F") and taken by a tool in another unit: the letter
after the degree sign is its scale, never a room's or any name argument's value
(``tool_args._temperature_scale``); and a figure a call took converted ("75°F" as celsius=23.89,
"4 yards" as metres=3.66) is used, so the agent's answer after the tool's result states no
"figures unused" limit (``comparisons.converted_into``, units in lexicon ``conversion_targets``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool


@tool
def warm_room(room: str, celsius: float) -> str:
    """Warm a room of the house to a temperature in degrees Celsius."""
    return "Done, warming now."


@tool
def cut_rope(metres: float, colour: str) -> str:
    """Cut a length of climbing rope, in metres."""
    return "Rope cut."


@pytest.mark.parametrize("question,room,celsius", [
    ("Warm the conservatory to 75°F", "conservatory", 23.89),
    ("warm up the attic to 59 °F please", "attic", 15.0),
])
def test_the_letter_after_a_degree_sign_is_no_name(question, room, celsius):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([warm_room]).invoke(question)
    args = out.tool_calls[0]["args"]
    assert args["room"] == room and abs(args["celsius"] - celsius) < 0.05, out.tool_calls


def test_an_agent_ends_without_a_limit_after_a_converted_call():
    from langchain.agents import create_agent

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = create_agent(SimulatedChatModel(), [warm_room]).invoke(
            {"messages": [HumanMessage("Warm the conservatory to 75°F")]}, {"recursion_limit": 8})
    stated = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert not stated and not out["messages"][-1].tool_calls and out["messages"][-1].content, (stated, out["messages"][-1])


def test_converted_into():
    from course_lib.sim.values.comparisons import converted_into

    assert converted_into("Cut 4 yards of the red rope", 4.0, [3.66])
    assert converted_into("Warm the attic to 59°F", 59.0, [15.0])
    assert not converted_into("Cut 4 yards of the red rope", 4.0, [4.5])
    assert not converted_into("Send €40 to Ana", 40.0, [44.0])  # money: no unit conversion to read
