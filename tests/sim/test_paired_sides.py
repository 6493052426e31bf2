"""Two length arguments over "A by B <unit>" (issue 26, the fifty-ninth set's XW8): the trailing unit
is given to both figures ("an 8 by 10 inch photo": both in inches) and two length fields of one
tool take the two sides in the written order, each converted to its own unit, never the first
figure left bare and the second put first. ``field_readers.side_of_pair`` / ``length_fields`` and
``tool_args``. Invented tools (a garden shed, a canvas print, a rug). The rows expecting ``None``
and ``test_two_bare_sides_stay_as_written`` are guards (they pass before the change too, bar the
import of readers that did not exist then)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.field_readers import length_fields, side_of_pair


@pytest.mark.parametrize("name, text, value", [
    ("width_cm", "a frame for a 5 by 7 inch postcard", "12.7"),
    ("height_cm", "a frame for a 5 by 7 inch postcard", "17.78"),
    ("width_metres", "a 6 x 4 ft shed", "1.83"),
    ("depth_metres", "a 6 x 4 ft shed", "1.22"),
    ("width_mm", "a 20 by 30 cm print", "200"),
    ("width_mm", "a 20cm by 300mm print", "200"),
    ("height_mm", "a 20cm by 300mm print", "300"),
    ("width_cm", "a 2 by 3 rug", None),  # two bare sides: which unit is a guess
    ("width_cm", "a 5 by 7 inch and a 6 by 8 inch frame", None),  # two pairs: which one is not read
])
def test_a_side_of_the_pair(name, text, value):
    lengths = {"width_cm": ["width_cm", "height_cm"], "height_cm": ["width_cm", "height_cm"],
               "width_metres": ["width_metres", "depth_metres"], "depth_metres": ["width_metres", "depth_metres"],
               "width_mm": ["width_mm", "height_mm"], "height_mm": ["width_mm", "height_mm"]}[name]
    assert side_of_pair(name, "", lengths, text) == value


def test_length_fields_in_their_order():
    fields = [("quantity", ""), ("width_feet", ""), ("weight_kg", ""), ("height", "the height in inches")]
    assert length_fields(fields) == ["width_feet", "height"]


@tool
def hang_canvas(width_cm: float, height_cm: float) -> str:
    """Order a canvas print of the given size to hang."""
    return "ok"


def _args(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().bind_tools([hang_canvas]).invoke(question)
    return reply.tool_calls[0]["args"] if reply.tool_calls else None


def test_a_tool_takes_both_sides_in_the_trailing_unit():
    assert _args("Canvas for a 12 by 16 inch poster please") == {"width_cm": 30.48, "height_cm": 40.64}


def test_two_bare_sides_stay_as_written():
    assert _args("Canvas for a 30cm by 40cm poster please") == {"width_cm": 30.0, "height_cm": 40.0}
