"""A value the request writes by the argument's noun ("postcode EH3 9QP") or by its type ("the last
day of May 2031") is read, and never "certainly absent" (issue 26, U7: ``described_args.coded_value``,
``calendar_dates``, ``tool_args.surely_absent``)."""

from __future__ import annotations

import warnings
from datetime import date

import pytest
from langchain_core.tools import tool


@tool
def schedule_pickup(day: date, postcode: str) -> str:
    """Schedule a bulky-waste pickup at a postcode on a day."""
    return "scheduled"


def _invoke(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([schedule_pickup]).invoke(question)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("question, day, postcode", [
    ("collect the old fridge on the last day of may 2031, postcode EH3 9QP", "2031-05-31", "EH3 9QP"),
    ("pickup for the sofa: first day of october 2030, postcode G12 8QQ", "2030-10-01", "G12 8QQ"),
])
def test_values_written_by_noun_and_type_are_read(question, day, postcode):
    out, limits = _invoke(question)
    assert out.tool_calls, (out.content, limits)
    args = out.tool_calls[0]["args"]
    assert (args["day"], args["postcode"]) == (day, postcode) and not limits


def test_a_value_truly_absent_is_still_asked_for():
    out, _ = _invoke("schedule a pickup please")
    assert not out.tool_calls
