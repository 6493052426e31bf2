"""A weekday named alone ("on friday") for an argument that is a date (format ``date``, or the
tool's description writes "YYYY-MM-DD") is the coming such day counted from the today the
request states (issue 26, left from the thirty-third set's session: "Today is 3 June 2031 ...
on friday" gave ``day='Friday'``); with no today stated, or the stated today's own weekday
(this week's or next?), the argument is left to the limit. A day argument that is no date keeps
the weekday as written. Wordings invented for this test; guards named."""

from __future__ import annotations

import datetime as dt
import warnings

import pytest
from langchain_core.tools import tool


@tool
def ferry_times(harbour: str, day: str) -> str:
    """Ferry departures from a harbour on a day (YYYY-MM-DD)."""
    return ""


@tool
def book_court(court: str, day: dt.date) -> str:
    """Book a tennis court for a day."""
    return ""


@tool
def gym_class(day: str) -> str:
    """Classes at the gym on a weekday."""
    return ""


def _call(tool_, question):
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.reports.limits import SimulatorLimitWarning

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return out, any(issubclass(w.category, SimulatorLimitWarning) for w in caught)


@pytest.mark.parametrize(("tool_", "question", "want"), [
    (ferry_times, "Today is 3 June 2031. Ferries from Oban on friday?", "2031-06-06"),
    (book_court, "It's Monday 4 March 2030. Book court Alpha on thursday.", "2030-03-07"),
    (gym_class, "what classes are on thursday?", "Thursday"),  # guard: a weekday argument
])
def test_a_weekday_for_a_date_argument(tool_, question, want):
    out, limited = _call(tool_, question)
    assert out.tool_calls and out.tool_calls[0]["args"]["day"] == want
    assert not limited


@pytest.mark.parametrize("question", [
    "Ferries from Oban on friday?",  # no today stated
    "Today is Tuesday 3 June 2031. Ferries from Oban on tuesday?",  # today's own weekday
])
def test_an_unresolved_weekday_is_a_limit(question):
    out, limited = _call(ferry_times, question)
    assert limited
    assert not out.tool_calls or out.tool_calls[0]["args"]["day"] in ("", None)
