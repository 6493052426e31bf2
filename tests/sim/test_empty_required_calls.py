"""A tool call is never made with an empty required argument when the model may choose (issue 26,
U7): the safe value is no call and the arguments limit; forced to call (``tool_choice``), the call
keeps the schema's safe values beside the limit. And a value the request writes by the argument's
noun ("postcode EH3 9QP") or by its type ("the last day of May 2031") is never "certainly absent"."""

from __future__ import annotations

import warnings
from datetime import date

import pytest
from langchain_core.tools import tool


@tool
def ban_user(username: str, days: int) -> str:
    """Ban a forum user for a number of days."""
    return "banned"


@tool
def schedule_pickup(day: date, postcode: str) -> str:
    """Schedule a bulky-waste pickup at a postcode on a day."""
    return "scheduled"


def _invoke(tools, question, **bind):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools, **bind).invoke(question)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("question", ["ban him for 3 days", "ban her for two days", "ban them for 10 days please"])
def test_no_call_with_an_empty_required_argument(question):
    out, limits = _invoke([ban_user], question)
    assert not any(c["args"].get("username") in ("", None) for c in out.tool_calls)
    if not out.tool_calls:
        assert limits


def test_forced_to_call_the_safe_values_stay_with_the_limit():
    out, limits = _invoke([ban_user], "ban him for 3 days", tool_choice="any")
    assert out.tool_calls and out.tool_calls[0]["args"]["username"] == "" and limits


@pytest.mark.parametrize("question, day, postcode", [
    ("collect the old fridge on the last day of may 2031, postcode EH3 9QP", "2031-05-31", "EH3 9QP"),
    ("pickup for the sofa: first day of october 2030, postcode G12 8QQ", "2030-10-01", "G12 8QQ"),
])
def test_values_written_by_noun_and_type_are_read(question, day, postcode):
    out, limits = _invoke([schedule_pickup], question)
    assert out.tool_calls, (out.content, limits)
    args = out.tool_calls[0]["args"]
    assert (args["day"], args["postcode"]) == (day, postcode) and not limits


def test_a_value_truly_absent_is_still_asked_for():
    out, limits = _invoke([schedule_pickup], "schedule a pickup please")
    assert not out.tool_calls
