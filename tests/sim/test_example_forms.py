"""An id argument in the form its tool's description shows (issue 26, ``values.example_forms``; fix58b).

Wordings invented for this test; behaviour rows fail on BASE (no module; the id as typed); guards marked.
"""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.example_forms import in_example_form

_DESC = "the booking code: capitals and digits, no spaces, e.g. QT48213ZX"


@pytest.mark.parametrize(("value", "described", "form"), [
    ("qt 4821 3 zx", _DESC, "QT48213ZX"),
    ("qt-48213-zx", _DESC, "QT48213ZX"),
    ("2031-04-05", _DESC, "2031-04-05"),  # guard: another shape
    ("qt 4821 3 zx", "the booking code", "qt 4821 3 zx"),  # guard: no example shown
    ("Mrs Okafor", _DESC, "Mrs Okafor"),  # guard
])
def test_in_example_form(value, described, form):
    assert in_example_form(value, described) == form


@tool
def find_booking(code: str) -> str:
    """Find a booking by its code (capitals and digits, no spaces, e.g. QT48213ZX)."""
    return "found"


def test_tool_argument_in_the_example_form():
    out = SimulatedChatModel().bind_tools([find_booking]).invoke("can you find booking code qt 4821 3 zx")
    assert out.tool_calls and out.tool_calls[0]["args"]["code"] == "QT48213ZX"
