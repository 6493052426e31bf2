"""A required argument the question gives no value for means no call when the model may choose
(issue 26: "the schema's safe value or no call"): a stated limit is the reply, never a call with
a 0-second countdown or a list named by the question's words that a real tool would run. Forced
to call (``tool_choice`` names the tool), the call carries the schema's safe values. A date
given only in calendar words ("next Friday") is asked for as a calendar date, as a model with
no calendar asks."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def start_countdown(minutes: int) -> str:
    """Start a kitchen countdown for a number of minutes."""
    return "started"


@tool
def add_to_reading_list(list_name: str, titles: list[str]) -> str:
    """Put books on one of the user's reading lists."""
    return "ok"


@tool
def convert_temperature(value: float, from_scale: str, to_scale: str) -> float:
    """Convert a temperature between Celsius, Fahrenheit and Kelvin scales."""
    return 0.0


@tool
def move_delivery(new_date: str) -> str:
    """Move a parcel delivery to another date (YYYY-MM-DD)."""
    return "moved"


def _run(tools, question, **bind):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools, **bind).invoke(question)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out, limits


@pytest.mark.parametrize("tools,question", [
    ([start_countdown], "Start a countdown for one and a half minutes."),
    ([add_to_reading_list], "Put 'Dune' and 'Emma' on my Winter Classics list."),
    ([convert_temperature], "What is 98.6 in the other scale?"),
])
def test_no_call_when_a_required_argument_would_be_a_guess(tools, question):
    out, limits = _run(tools, question)
    assert not out.tool_calls and limits, (out.tool_calls, limits)
    assert limits[0] in out.content  # the limit is the reply, said in plain words


def test_a_forced_call_carries_the_safe_value_with_a_limit_guard():
    out, limits = _run([start_countdown], "Start a countdown for one and a half minutes.",
                       tool_choice="start_countdown")
    assert out.tool_calls and out.tool_calls[0]["args"].get("minutes") in (0, None) and limits


@pytest.mark.parametrize("question,said", [
    ("Can the parcel come next Friday instead?", "next Friday"),
    ("Move my delivery to tomorrow, please.", "tomorrow"),
    ("Shift the delivery to this Monday.", "this Monday"),
])
def test_a_date_said_in_calendar_words_is_asked_for(question, said):
    out, limits = _run([move_delivery], question)
    assert not out.tool_calls and f"'{said}'" in out.content and not limits, (out.tool_calls, out.content, limits)
