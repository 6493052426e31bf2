"""An area from two sides (issue 26, ``values.sized_areas`` and ``field_readers.sides_area``; fix58b).

Wordings invented for this test; the behaviour rows fail on BASE (no module; the first side taken
for the area); guard rows marked.
"""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values import sized_areas
from course_lib.sim.values.field_readers import read_field, sides_area


@pytest.mark.parametrize(("text", "pair"), [
    ("the patio is 5m by 3.5m", ((5.0, "m"), (3.5, "m"))),
    ("shed base 8 ft x 6 ft", ((8.0, "ft"), (6.0, "ft"))),
    ("a mount for a 5 by 7 inch print", ((5.0, None), (7.0, "inch"))),  # fix64b: inches are a side's unit
    ("a 12 inches x 9 inches tray", ((12.0, "inch"), (9.0, "inch"))),
    ("the splashback is 2.2 m wide and 0.6 m high", ((2.2, "m"), (0.6, "m"))),
    ("two rooms: 3 x 4 and 5 x 6", None),  # guard: which area is asked is not read
    ("I need 3 boxes", None),  # guard
])
def test_sides(text, pair):
    assert sized_areas.sides(text) == pair


def test_sides_area_for_an_area_field():
    assert sides_area("patio_area_m2", "", "the patio is 5m by 3.5m") == "17.5"
    assert sides_area("square_feet", "", "shed base 8 ft x 6 ft") == "48"
    assert sides_area("width_m", "", "the patio is 5m by 3.5m") is None  # guard: no area field


def test_structured_output_reads_the_area():
    assert float(read_field("area", "floor area in square metres", "number", "the studio is 4m by 2.5m")) == 10.0


@tool
def quote_turf(lawn_m2: float) -> str:
    """Quote for turf covering a lawn area in square metres."""
    return "quoted"


def test_tool_argument_is_the_area():
    out = SimulatedChatModel().bind_tools([quote_turf]).invoke("the back lawn is 6m by 4.5m, quote me for turf")
    assert out.tool_calls and out.tool_calls[0]["args"]["lawn_m2"] == 27.0


@pytest.mark.parametrize(("text", "asked"), [
    ("the pond is 3m by 2m and needs a rope all the way round", True),
    ("trim for round the edge of a 2 x 1 m mirror", True),
    ("the perimeter of a 9 by 4 yard plot", True),
    ("the patio is 5m by 3.5m", False),  # guard: an area or a side, not the way round
])
def test_perimeter_asked(text, asked):
    assert sized_areas.perimeter_asked(text) is asked


def test_tool_argument_is_the_length_round():
    """fix58d (the fifty-fourth set's tool-fence): "A by B" with a way-round cue gives 2(A+B) for a
    length argument; before, the first side."""
    @tool
    def order_rope(metres: float) -> str:
        """Order rope by total length in metres."""
        return "ok"

    out = SimulatedChatModel().bind_tools([order_rope]).invoke("the pond is 3m by 2m, want a rope all the way round")
    assert out.tool_calls and out.tool_calls[0]["args"]["metres"] == 10.0, out.tool_calls
    assert sides_area("metres", "total length in metres", "a 250cm by 1m rug, fringe round the edge") == "7"
