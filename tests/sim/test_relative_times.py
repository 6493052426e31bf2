"""A time argument given relative to a time the request states ("at 07:20, remind me forty minutes
before that": 06:40; ``values/relative_times.asked_time``, the cues in data/sim/patterns.yaml
``relative_times``; issue 26, the thirty-fifth set's DD7 (a)). A shift whose length is not read is no
value (a stated limit), never the stated time. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel


@tool
def remind_me(time: str, note: str = "") -> str:
    """Set a reminder. time is 24-hour HH:MM."""
    return ""


def _call(question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().bind_tools([remind_me]).invoke(question)
    said = [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]
    return (msg.tool_calls[0]["args"].get("time") if msg.tool_calls else None), said


@pytest.mark.parametrize("question, time", [
    ("my ferry leaves at 07:20, remind me forty minutes before that", "06:40"),
    ("the match kicks off at 3pm; remind me two and a half hours earlier", "12:30"),
    ("the show ends at 22:40, remind me half an hour after that", "23:10"),
    ("the bakery opens at 8:05 - remind me 1 hour 20 minutes before it", "06:45"),
    # guards: no shift said
    ("remind me at 9:15 before my meeting", "09:15"),
    ("remind me at 18:30 to water the tomatoes", "18:30"),
])
def test_the_shift_is_applied(question, time):
    got, said = _call(question)
    assert got == time
    assert said == []


def test_an_unread_shift_is_no_value_and_a_limit():
    got, said = _call("dinner is at 19:00, remind me a while before that")
    assert got in (None, "")
    assert said


@pytest.mark.parametrize("question, time", [  # the shift written before its time (the thirty-sixth set's EE5)
    ("remind me forty minutes before 6am to leave for the airport", "05:20"),
    ("remind me a quarter of an hour after midnight to take the bread out", "00:15"),
    ("remind me an hour and a half before 13:10 about the dentist", "11:40"),
])
def test_a_shift_before_its_time_is_applied(question, time):
    got, said = _call(question)
    assert got == time
    assert said == []


def test_an_unread_shift_before_its_time_is_a_limit():
    got, said = _call("remind me a little while before 19:00 to call Gran")
    assert got in (None, "")
    assert said
