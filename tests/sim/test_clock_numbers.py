"""A number the question writes only as a clock time ("tonight at 8", "8pm") fills no count
argument (``course_lib.sim.tools.tool_args._clock_only``, in the whole-number fallback; issue 26,
the thirty-fifth set's note on calls made with a guessed value beside a limit). Wordings of my own."""

from __future__ import annotations

import warnings

from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def reserve_lane(venue: str, players: int, start: str) -> str:
    """Reserve a bowling lane for a number of players at a 24-hour HH:MM start time."""
    return "reserved"


def _calls(question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([reserve_lane]).invoke(question).tool_calls


def test_a_clock_hour_is_no_count_of_players():
    calls = _calls("get us a lane at Strike City tomorrow at 7")
    assert not calls or calls[0]["args"].get("players") != 7


def test_a_count_beside_a_clock_time_is_still_read():
    calls = _calls("a lane for 5 players at Strike City tomorrow at 19:00")
    assert calls and calls[0]["args"]["players"] == 5
