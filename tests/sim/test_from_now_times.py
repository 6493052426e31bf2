"""A time counted from a stated now ("the time is 9:05 ... in forty minutes") is the stated time
plus the length, never the stated time itself; with no now stated, no value (the simulator has
no clock) (``relative_times``; the thirty-seventh set's FF8). Invented wordings."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


def _asked(text):
    from course_lib.sim.values.field_readers import time_spans
    from course_lib.sim.values.relative_times import asked_time

    return asked_time(text, time_spans(text))


@pytest.mark.parametrize("text,time", [
    ("The time is 9:05. Ring the bell in forty minutes.", "09:45"),
    ("it's 22:10 now; take the pills in 2 hours", "00:10"),
    ("Oven off 25 minutes from now, it is now 18:40", "19:05"),
    ("It's now 7:15 am. Call the garage in a quarter of an hour.", "07:30"),
    ("It's 11:00 now. The taxi comes at 11:45.", "11:45"),  # the stated now is no time asked
])
def test_from_now_table(text, time):
    shifted = _asked(text)
    assert shifted is not None and shifted.time == time, shifted


@pytest.mark.parametrize("text", [
    "I have a call at 15:00, ping me in 20 minutes",  # no now stated: no clock
    "It's 7pm now. Check the laundry in a bit.",  # a length not read
])
def test_from_now_without_a_read_now_is_no_value(text):
    shifted = _asked(text)
    assert shifted is not None and shifted.time is None and shifted.unread


@tool
def set_alarm(label: str, time: str) -> str:
    """Set an alarm for today at a 24-hour HH:MM time."""
    return "set"


def test_from_now_fills_the_time_argument():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([set_alarm]).invoke(
            "The clock says 06:50. Wake me again in an hour and a quarter for the bus.")
    assert out.tool_calls and out.tool_calls[0]["args"]["time"] == "08:05", out.tool_calls
