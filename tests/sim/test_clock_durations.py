"""A length of time written as a clock form ("41:05", "1:02:40") beside a duration argument is
read whole (issue 26, CC6 (d) of the thirty-fourth set's classes): "m:ss" into a seconds
argument was read as its first figure (41 seconds) with no limit. Three parts are hours,
minutes and seconds; two parts are minutes and seconds for an argument in seconds, or as the
unit word after them says ("5:30 minutes"); for an argument in minutes or hours two bare parts
are open (minutes and seconds, or hours and minutes): no value, a stated limit, never a figure.
A clock form after "at" / "from" or before "pm" is a time of day (data/sim/figure_forms.yaml
clock_time_before / clock_time_after). Wordings invented for this test; guards are named."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def log_swim(duration_seconds: int) -> str:
    """Log a swim's duration in seconds."""
    return ""


@tool
def log_ride(distance_km: float, minutes: int) -> str:
    """Log a bike ride: the distance and the time it took in minutes."""
    return ""


@tool
def start_countdown(seconds: int) -> str:
    """Start a countdown."""
    return ""


def _call(tool_, question):
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.reports.limits import SimulatorLimitWarning

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    limited = any(issubclass(w.category, SimulatorLimitWarning) for w in caught)
    return (out.tool_calls[0]["args"] if out.tool_calls else None), limited


@pytest.mark.parametrize(("name", "text", "want"), [
    ("seconds", "walked 3 km in 41:05 yesterday", "2465"),
    ("seconds", "held the plank for 2:15", "135"),
    ("seconds", "swam 1:02:40 today", "3760"),
    ("duration_minutes", "finished the half in 1:05:20", "65.33"),
    ("seconds", "it took 5:30 minutes", "330"),
    ("minutes", "it took 1:30 hours", "90"),
    ("duration_minutes", "walked 3 km in 41:05", None),  # minutes and seconds, or hours and minutes
    ("seconds", "the class starts at 7:30", None),  # guard: a time of day
    ("seconds", "the bus leaves 7:30 pm", None),  # guard: a time of day
])
def test_clock_form_as_length_of_time(name, text, want):
    from course_lib.sim.values.field_readers import tail_unit_quantity

    assert tail_unit_quantity(name, text) == want


@pytest.mark.parametrize(("name", "text", "want"), [
    ("minutes", "rode 18 miles in 58:20", True),
    ("seconds", "rode 18 miles in 58:20", False),
    ("distance_km", "rode 18 miles in 58:20", False),
    ("minutes", "rode 18 miles in 1:58:20", False),
])
def test_unread_clock_duration(name, text, want):
    from course_lib.sim.values.field_readers import unread_clock_duration

    assert unread_clock_duration(name, text) is want


def test_seconds_argument_takes_minutes_and_seconds():
    args, limited = _call(log_swim, "swam 1500 m in 31:45 this evening, log it")
    assert args == {"duration_seconds": 1905} and not limited


def test_hours_minutes_seconds():
    args, limited = _call(log_ride, "rode 40 km in 1:35:10, log it")
    assert args == {"distance_km": 40.0, "minutes": 95} and not limited


def test_open_two_parts_for_minutes_is_a_limit_never_a_figure():
    # (fix38b: "rode 18 miles in 58:20" is read by a rider's speed, 58.33 minutes; here both
    # readings are no rider's speed: 0.3 km/h or 74 km/h)
    args, limited = _call(log_ride, "rode 18 miles in 23:20, please log")
    assert limited
    assert args is None or args.get("minutes") not in (18, 23, 20)


def test_open_two_parts_read_by_the_riders_speed():
    args, limited = _call(log_ride, "rode 18 miles in 58:20, please log")
    assert not limited and args is not None and args["minutes"] == 58  # (a whole-minutes argument: rounded)


def test_countdown_mm_ss():
    args, limited = _call(start_countdown, "start a countdown of 2:30")
    assert args == {"seconds": 150} and not limited
