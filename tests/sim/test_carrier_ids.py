"""A carrier-style code, two or three capitals, a space and digits ("BA 2490", "U2 8021"), is
one id value for an id/flight/number argument (issue 26): the prefix is kept, never cut off to
the bare digits. A label word before a number ("ID 4471") stays no prefix."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def track_flight(flight_number: str) -> str:
    """Live position and arrival estimate of a flight by its flight number."""
    return ""


@pytest.mark.parametrize("question,want", [
    ("Where is BA 2490 right now?", ["BA 2490"]),
    ("Is U2 8021 going to be on time?", ["U2 8021"]),
    ("Has KLM 1007 left Amsterdam?", ["KLM 1007"]),
    ("My ID 4471, can you check it?", ["4471"]),
    ("card 6812 4490 3317", ["6812 4490 3317"]),
])
def test_id_values_keep_a_carrier_prefix(question, want):
    from course_lib.sim.values.field_readers import id_values

    assert id_values(question) == want


@pytest.mark.parametrize("question,want", [
    ("Where is BA 2490 right now?", "BA 2490"),
    ("Is U2 8021 going to be on time?", "U2 8021"),
    ("Track flight AY 1332 for me please.", "AY 1332"),
])
def test_a_flight_number_argument_keeps_its_prefix(question, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([track_flight]).invoke(question).tool_calls
    assert calls and calls[0]["args"].get("flight_number") == want, calls
