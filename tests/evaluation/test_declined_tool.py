"""A tool the simulator chose but did not call, for want of a required amount or count, is where the
question went (``first_turn_router(count_declined=True)``): an exercise check of where questions go
must not read that stated limit as "it went nowhere" and pass a description that steals them."""

from __future__ import annotations

import warnings

from langchain_core.tools import tool

from course_lib.evaluation.tool_choice import first_turn_router
from course_lib.sim import SimulatedChatModel


@tool
def split_bill(total: float, people: int) -> str:
    """Split a restaurant bill, any bill or any money question between people."""
    return "ok"


@tool
def lookup_recipe(dish: str) -> str:
    """Find a recipe for a dish."""
    return "ok"


def test_a_declined_call_counts_as_the_tool_chosen_only_when_asked():
    question = "how much did we spend on the bill last night?"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().bind_tools([split_bill, lookup_recipe]).invoke(question)
        plain = first_turn_router(SimulatedChatModel(), [split_bill, lookup_recipe])(question)
        counted = first_turn_router(SimulatedChatModel(), [split_bill, lookup_recipe], count_declined=True)(question)
    assert not reply.tool_calls and reply.response_metadata.get("simulator_declined_tool") == "split_bill"
    assert plain == [] and counted == ["split_bill"]
