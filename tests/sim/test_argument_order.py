"""A tool's numeric arguments take the request's figures in the signature's order (issue 26):
the tool profile was built from the argument schema re-sorted by name, so ``systolic, diastolic``
took "128 over 79" as ``diastolic=128, systolic=79``, and ``width, height`` took "1920 by 1080"
backwards. The schema is now read as given (``tool_choice.profile``). Invented tools and requests."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def log_pressure(systolic: int, diastolic: int) -> str:
    """Log a blood pressure reading in mmHg."""
    return "ok"


@tool
def resize_window(width: int, height: int) -> str:
    """Resize the app window to a size in pixels."""
    return "ok"


@tool
def record_match(wins: int, losses: int) -> str:
    """Record a darts team's season record of matches won and lost."""
    return "ok"


@tool
def make_grid(rows: int, columns: int) -> str:
    """Draw an empty grid for a puzzle."""
    return "ok"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


@pytest.mark.parametrize(("tools", "question", "want"), [
    ([log_pressure], "Blood pressure this morning was 128 over 79", ("log_pressure", {"systolic": 128, "diastolic": 79})),
    ([resize_window], "Resize the window to 1920 by 1080", ("resize_window", {"width": 1920, "height": 1080})),
    ([record_match], "Record our darts season, it finished 14 and 6", ("record_match", {"wins": 14, "losses": 6})),
    ([make_grid], "Draw me a puzzle grid, 9 by 12", ("make_grid", {"rows": 9, "columns": 12})),
])
def test_figures_go_to_arguments_in_the_signatures_order(tools, question, want):
    assert _calls(tools, question) == [want]


def test_the_profile_keeps_the_schemas_order():
    from course_lib.sim import Knowledge
    from course_lib.sim.request.reading import ToolSpec
    from course_lib.sim.tools.tool_choice import profile
    from course_lib.sim.words.matching import Matcher

    params = {"type": "object", "properties": {"zeta": {"type": "integer"}, "alpha": {"type": "integer"}},
              "required": ["zeta", "alpha"]}
    spec = ToolSpec("t", "A tool.", params)
    assert list(profile(Matcher(Knowledge.load()), spec).spec.parameters["properties"]) == ["zeta", "alpha"]
