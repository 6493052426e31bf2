"""A hyphen between two figures is no minus sign, and a date is no thing (issue 26): "we won 3-1
at home" gave ``away_goals=-1`` (the argument reader took "-1" for a negative number), and "Book
the quiet room on 2027-05-03" could fill the room with "2027-05-03" (the words after "room on"
read as the thing). Now ``tool_args._NUM_RE`` takes a minus only where no figure or word runs
into it, and ``_object_phrase`` takes no phrase without a letter. Invented tools."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def record_result(home_goals: int, away_goals: int) -> str:
    """Record a five-a-side football result."""
    return "ok"


@tool
def log_sets(sets_won: int, sets_lost: int) -> str:
    """Log a volleyball match: sets won and lost."""
    return "ok"


@tool
def set_freezer(celsius: int) -> str:
    """Set the chest freezer's temperature in degrees Celsius."""
    return "ok"


@tool
def reserve_pitch(pitch: str, date: str) -> str:
    """Reserve a football pitch at the park. date is YYYY-MM-DD."""
    return "ok"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


@pytest.mark.parametrize(("tools", "question", "want"), [
    ([record_result], "Record the football result, we won 4-2 at home", ("record_result", {"home_goals": 4, "away_goals": 2})),
    ([log_sets], "Log the volleyball match: sets 3-1", ("log_sets", {"sets_won": 3, "sets_lost": 1})),
    ([set_freezer], "Set the chest freezer to -18", ("set_freezer", {"celsius": -18})),
])
def test_a_hyphen_between_figures_is_no_minus(tools, question, want):
    assert _calls(tools, question) == [want]


def test_a_date_is_no_thing():
    calls = _calls([reserve_pitch], "Reserve the football pitch on 2027-06-12")
    assert not any(v == "2027-06-12" for _, args in calls for k, v in args.items() if k == "pitch")
