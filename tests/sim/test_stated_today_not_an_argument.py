"""The today a request states ("It's 3 June 2031.") anchors its relative days and is never the value of
a text argument (a town, a port): ``tool_args`` reads text arguments from the request without it
(issue 26, the thirty-third set's BB7, on tools and wordings of our own)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def forecast(town: str, day: str) -> str:
    """The weather forecast for a town on a day (YYYY-MM-DD)."""
    return "ok"


@tool
def ferry_times(harbour: str, day: str) -> str:
    """Ferry departures from a harbour on a day (YYYY-MM-DD)."""
    return "ok"


@pytest.mark.parametrize(("tool_", "question", "field", "want", "day"), [
    (forecast, "It's 3 June 2031. What's the weather in Keswick tomorrow?", "town", "Keswick", "2031-06-04"),
    (ferry_times, "today's 12 May 2033 - ferries from Oban the day after tomorrow?", "harbour", "Oban", "2033-05-14"),
])
def test_the_stated_today_is_no_text_argument(tool_, question, field, want, day):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    assert out.tool_calls, out.content
    args = out.tool_calls[0]["args"]
    assert args[field] == want and args["day"] == day, args
