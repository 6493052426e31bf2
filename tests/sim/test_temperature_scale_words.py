"""A temperature's scale written as a bare word after its figure (issue 26, nineteenth set N6):
"70 Fahrenheit", "25 Celsius", "300 Kelvin", "180 centigrade" are temperatures, converted to the
field's scale, and the scale word is no name for a string argument. Before, pint's names are
case-sensitive ("Fahrenheit" is none, "centigrade" an angle), so "70 Fahrenheit" gave no
quantity, the tool's number took 70 unconverted, and a name argument took "70 Fahrenheit".
One table of scale words (``units.TEMPERATURE_SCALES``) serves conversions and field readers.
Invented requests."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.field_readers import tail_unit_quantity


@pytest.mark.parametrize("field, text, value", [
    ("celsius", "Keep the cellar at 50 Fahrenheit.", "10"),
    ("fahrenheit", "The proofing box should sit at 25 Celsius.", "77"),
    ("celsius", "The cryostat reads 300 Kelvin.", "26.85"),
    ("kelvin", "Cool the sample to 20 Celsius.", "293.15"),
    ("target_celsius", "Roast it at 180 centigrade.", "180"),
])
def test_a_scale_word_after_a_figure_is_a_temperature(field, text, value):
    assert tail_unit_quantity(field, text) == value


def test_scale_words_in_any_case_and_no_bare_letter():
    from course_lib.sim.words.units import scale_word

    assert scale_word("Fahrenheit") == "degF" and scale_word("CELSIUS") == "degC" and scale_word("Kelvin") == "kelvin"
    assert scale_word("F") is None and scale_word("Kevin") is None


@tool
def set_heating(zone: str, celsius: float) -> str:
    """Set a zone's heating target in degrees Celsius."""
    return "set"


@pytest.mark.parametrize("question, zone, celsius", [
    ("Set the nursery to 70 Fahrenheit.", "nursery", 21.11),
    ("Heat the attic to 59 Fahrenheit.", "attic", 15.0),
    ("Set the workshop to 290 Kelvin.", "workshop", 16.85),
])
def test_the_tool_call_converts_and_the_scale_is_no_zone(question, zone, celsius):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools([set_heating]).invoke(question)
    args = out.tool_calls[0]["args"]
    assert args["celsius"] == pytest.approx(celsius, abs=0.01) and args["zone"] == zone, args
