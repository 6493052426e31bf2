"""A request for a setting that writes a temperature with its scale fills a tool's temperature
argument as a typed value, so the one tool that takes it is called even where no other word of the
request meets it (issue 26, branch fix38b: ``tool_args.typed_fields_filled``, lexicon
``setting_verbs``); a question about a temperature calls nothing."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def set_greenhouse(target_celsius: float) -> str:
    """Set the greenhouse heating target."""
    return "set"


@pytest.mark.parametrize(("request_", "celsius"), [
    ("keep it at 59 Fahrenheit overnight", 15.0),
    ("bring it down to 64 degrees F", 17.78),
])
def test_a_temperature_request_calls_the_tool(request_, celsius):
    out = SimulatedChatModel().bind_tools([set_greenhouse]).invoke(request_)
    assert len(out.tool_calls) == 1
    assert abs(out.tool_calls[0]["args"]["target_celsius"] - celsius) < 0.01


def test_a_question_about_a_temperature_calls_nothing():
    out = SimulatedChatModel().bind_tools([set_greenhouse]).invoke("is 59 Fahrenheit too cold for tomatoes")
    assert not out.tool_calls
