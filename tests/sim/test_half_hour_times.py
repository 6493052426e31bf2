"""British "half seven" (7:30) is a time of day when the text says morning or evening, and a time
argument is read by the time reader or left for a question back, never filled with a command's
words ("Get us a table ... at half seven tonight" gave time='us')."""
from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.field_readers import time_spans


@pytest.mark.parametrize(("text", "times"), [
    ("can you ring me at half six this evening", ["18:30"]),
    ("the minibus goes at half eight in the morning", ["08:30"]),
    ("doors open half 7 tonight", ["19:30"]),
    ("back by half past four pm", ["16:30"]),
    ("it takes half an hour", []),
    ("stir in half one tin of tomatoes", []),
    ("see you at half five", []),  # morning or evening: the text does not say
])
def test_half_hour_times(text, times):
    assert [t for _, _, t in time_spans(text)] == times


@tool
def reserve_court(venue: str, players: int, time: str) -> str:
    """Reserve a tennis court. time as HH:MM, 24-hour clock."""
    return "ok"


@pytest.mark.parametrize(("question", "time"), [
    ("grab us a court at Lakeside for four players at half six this evening", "18:30"),
    ("get us a court at Lakeside for four players at half six", None),  # morning or evening? asked back
])
def test_a_time_argument_is_a_time_or_nothing(question, time):
    out = SimulatedChatModel().bind_tools([reserve_court]).invoke(question)
    if time is None:  # a question back, or the safe value beside a stated limit; never a word
        assert ("?" in out.content and not out.tool_calls) or (
            out.response_metadata.get("simulator_limit") and out.tool_calls[0]["args"]["time"] == "")
    else:
        assert out.tool_calls[0]["args"]["time"] == time
