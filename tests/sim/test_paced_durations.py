"""Quantities named by a word ("a half marathon" 21.0975 km; ``figure_forms.named_quantities``) and
a clock form of two parts read by the speed over the request's distance ("1:52" over 21 km is 112
minutes; ``field_readers.paced_clock_minutes``, data ``activity_speeds``) (issue 26, branch fix38b)."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import paced_clock_minutes, tail_unit_quantity
from course_lib.sim.words.figure_forms import activity_speeds, named_quantities


@pytest.mark.parametrize(("text", "plain"), [
    ("she walked a marathon for charity", "she walked 42.195 km for charity"),
    ("my first half-marathon", "my first 21.0975 km"),
    ("back in a fortnight", "back in 14 days"),
    ("the half of it", "the half of it"),
])
def test_named_quantities(text, plain):
    assert named_quantities(text) == plain


def test_named_distance_in_a_unit_argument():
    assert tail_unit_quantity("miles", "did the parkrun again") == "3.11"


@pytest.mark.parametrize(("text", "km", "activity", "minutes"), [
    ("cycled 40 km in 1:25", 40, ("cycled",), 85),  # 28 km/h; 1.4 minutes would be 1700 km/h
    ("swam 2 km in 48:30", 2, ("swam",), 48.5),  # 2.5 km/h; 48 hours would be a crawl
    ("walked 10 km in 2:05", 10, ("walked",), 125),
    ("went 12 km in 1:10", 12, (), 70),  # no activity word: 10.3 km/h fits, 617 km/h does not
    ("ran 3 km in 9:50", 3, ("ran",), 9 + 50 / 60),  # 18.3 km/h as minutes; 0.3 km/h as hours
    ("ran 5 km in 9:50", 5, ("ran",), None),  # 30.5 km/h or 0.5 km/h: no runner's speed, unread
    ("jogged 8 km in 1:10 and 9 km in 1:20", 8, ("jogged",), None),  # two clock forms: which one
])
def test_paced_clock_minutes(text, km, activity, minutes):
    got = paced_clock_minutes(text, km, *activity)
    assert got == minutes if minutes is None else abs(got - minutes) < 0.01


def test_speeds_kept_to_what_every_activity_allows():
    assert activity_speeds("a run", "log a swim") == (4.0, 8.0)
    assert activity_speeds("nothing here") == (1.0, 60.0)


@tool
def log_ride(km: float, minutes: float) -> str:
    """Log a bike ride: the distance in kilometres and the time in minutes."""
    return "logged"


@pytest.mark.parametrize(("question", "minutes"), [
    ("log my ride: 64 km in 2:40", 160),
    ("log my ride: 3 km in 2:40", None),  # 67.5 km/h or 1.1 km/h: neither a rider's speed, a limit
])
def test_a_ride_in_clock_form(question, minutes):
    out = SimulatedChatModel().bind_tools([log_ride]).invoke(question)
    got = [c["args"].get("minutes") for c in out.tool_calls]
    if minutes is None:
        assert not got or not got[0]
    else:
        assert got == [minutes]
