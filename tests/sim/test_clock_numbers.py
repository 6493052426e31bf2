"""A number the question writes only as a clock time ("tonight at 8", "8pm") fills no count
argument (``course_lib.sim.tools.tool_args._clock_only``, in the whole-number fallback; issue 26,
the thirty-fifth set's note on calls made with a guessed value beside a limit); nor is the year of
a written date an id (``field_readers.id_values``: "3 June 2036" gave a second call with
tracking_number='2036'). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
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


def test_the_year_of_a_written_date_is_no_id():
    from course_lib.sim.values.field_readers import id_values

    assert id_values("Today is Monday 9 March 2037. Where is parcel ZK-4410-22?") == ["ZK-4410-22"]
    assert id_values("Reorder item 2037 for me") == ["2037"]  # (a bare number is still an id)


@pytest.mark.parametrize("text,ids", [
    ("Log vial VX-31, volume 750 microlitres.", ["VX-31"]),
    ("Crate 4471 weighs 40 kg.", ["4471"]),
    ("Parcel 8812 is 2500 grams, parcel 8813 too.", ["8812", "8813"]),
])
def test_a_figure_before_a_unit_is_no_id(text, ids):
    """"750 microlitres" is a quantity: no id, so no second call with it (fields_r's
    lab-microlitres called record_sample again with sample_id '1500')."""
    from course_lib.sim.values.field_readers import id_values

    assert id_values(text) == ids
