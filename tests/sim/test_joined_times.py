"""Times of day joined by "and" in one request ("feed the cat at 7:30 and also at 19:00") ask for
one thing at each: one call per time for a tool with a single time argument
(``tool_args.joined_times``, cues ``times_joint`` / ``times_range`` in data/sim/patterns.yaml), the
joining words cut from a text argument. A range ("between 9:00 and 17:00") or a choice ("7 or 8pm")
is no such request. Before: one call at the first time, the text holding "and again" (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def feed_pet(pet: str, at: str) -> str:
    """Schedule the automatic feeder for a pet at a time of day (HH:MM)."""
    return "scheduled"


@tool
def set_alarm(label: str, time: str) -> str:
    """Set a phone alarm with a label at a time, HH:MM 24h."""
    return "set"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        return SimulatedChatModel().bind_tools(tools).invoke(question).tool_calls


@pytest.mark.parametrize("tools,question,field,want", [
    ([feed_pet], "Feed the cat at 7:30 and also at 19:00", "at", ["07:30", "19:00"]),
    ([set_alarm], "Set an alarm called gym at 6am and then at 6:20am", "time", ["06:00", "06:20"]),
    ([set_alarm], "alarms for school run at 07:15, and 15:10", "time", ["07:15", "15:10"]),
])
def test_one_call_per_joined_time(tools, question, field, want):
    calls = _calls(tools, question)
    assert [c["args"][field] for c in calls] == want, calls
    assert len({c["name"] for c in calls}) == 1


def test_the_joining_words_are_cut_from_the_text_argument():
    calls = _calls([set_alarm], "Set an alarm labelled stretch at 10am and again at 3pm")
    assert [(c["args"]["label"], c["args"]["time"]) for c in calls] == [("stretch", "10:00"), ("stretch", "15:00")], calls


@pytest.mark.parametrize("question", [
    "Set an alarm for the shift between 9:00 and 17:00",
    "Feed the dog at 7am or 8am, whichever",
    "Feed the dog at 7am",
])
def test_a_range_a_choice_or_one_time_is_one_call_at_most(question):
    """Guards: these held before the change and must still hold."""
    assert len(_calls([feed_pet, set_alarm], question)) <= 1


def test_joined_times_reads_the_joint():
    from course_lib.sim.tools.tool_args import joined_times

    assert joined_times("ping me at 9am and at 5pm") == (["09:00", "17:00"], " and at ")
    assert joined_times("open from 9am and 5pm") is None
