"""``values.regional_units``: a unit whose size differs between British and US use, in a tool
argument or a field (the forty-ninth set's RR8), and a tool fitted by the dimension of the
question's quantity (``tool_choice.MEASURE_BONUS``). Invented wordings."""

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import field_dimension, quantity_dimensions, read_field
from course_lib.sim.values.regional_units import readings, written_out


def test_written_out():
    assert written_out("top up with 4 US gallons") == "top up with 15.1416 l"
    assert written_out("2 imperial pints of milk") == "2 imperial pints of milk".replace("2 imperial pints", "1.1365 l")
    assert written_out("no region: 3 gallons") == "no region: 3 gallons"


def test_readings():
    assert readings("pints") == ("imperial_pint", "US_pint")
    assert readings("litres") is None


def test_a_hyphened_unit_is_read():
    assert read_field("distance", "in kilometres", "number", "We walked a 13.1-mile route.") == pytest.approx(21.08, abs=0.01)


def test_field_reads_a_region():
    assert read_field("capacity", "capacity in litres", "number", "The butt holds 50 imperial gallons.") == pytest.approx(227.3, abs=0.1)


def test_dimensions():
    assert field_dimension("litres") == "[length] ** 3"
    assert field_dimension("distance", "in miles") == "[length]"
    assert field_dimension("minutes") is None  # time is no matched dimension
    assert quantity_dimensions("drove 40 miles with 3 kg of apples") == frozenset({"[length]", "[mass]"})


@tool
def add_rainfall(millimetres: float) -> str:
    """Add today's reading to the garden diary."""
    return "ok"


@tool
def add_note(text: str) -> str:
    """Add a note to the garden diary."""
    return "ok"


def test_tool_fitted_by_dimension():
    llm = SimulatedChatModel()
    out = llm.bind_tools([add_rainfall]).invoke("we had 12 mm of rain overnight")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"millimetres": 12.0}


@tool
def fill_tank(litres: float) -> str:
    """Log water added to the fish tank."""
    return "ok"


def test_a_region_converts_and_a_bare_unit_keeps_a_reading():
    llm = SimulatedChatModel()
    out = llm.bind_tools([fill_tank]).invoke("I put 2 US gallons in the fish tank")
    assert out.tool_calls[0]["args"]["litres"] == pytest.approx(7.57, abs=0.01)
    out = llm.bind_tools([fill_tank]).invoke("I put 2 imperial gallons in the fish tank")
    assert out.tool_calls[0]["args"]["litres"] == pytest.approx(9.09, abs=0.01)
    # a bare gallon: one of its two readings (the course's sets accept either), never the bare figure
    out = llm.bind_tools([fill_tank]).invoke("I put 2 gallons in the fish tank")
    assert out.tool_calls[0]["args"]["litres"] in (pytest.approx(7.57, abs=0.01), pytest.approx(9.09, abs=0.01))

@tool
def add_to_batter(item: str, count: int) -> str:
    """Add something to the pancake batter, by count or spoonful."""
    return "ok"


@tool
def measure_water(millilitres: float) -> str:
    """Measure out water."""
    return "ok"


def test_a_quantity_never_outbids_the_tool_the_words_pick():
    # the volume fits measure_water's argument, but the question's words pick add_to_batter
    out = SimulatedChatModel().bind_tools([add_to_batter, measure_water]).invoke("add 2 cups of flour to the pancake batter")
    assert not any(c["name"] == "measure_water" for c in out.tool_calls)


def test_a_region_said_apart_from_the_figure():
    assert read_field("volume", "in litres", "number", "Three pints of cider (imperial pints), ta.") == pytest.approx(1.7, abs=0.01)
    assert read_field("volume", "in litres", "number", "4 gallons (US) of distilled water") == pytest.approx(15.14, abs=0.01)


@pytest.mark.parametrize(("text", "want"), [
    ("filled the camper up with a gallon of diesel (imperial gallon)", "4.5461 l"),
    ("the lorry dropped a ton of sand (long ton) on the drive", "1016.05 kg"),
    ("poured an imperial gallon of rainwater into the pond", "4.5461 l"),
])
def test_an_article_is_the_figure_of_a_regional_unit(text, want):
    # the sixty-first set's ZW9: "a" / "an" / "one" before a regional unit is its figure 1 when a region is said
    assert want in written_out(text)


def test_an_article_without_a_region_is_left():
    """Guard (passes before too): no region said, the article is left as written; "one" read as 1."""
    assert written_out("a pint of bitter, please") == "a pint of bitter, please"
    assert "3.7854 l" in written_out("one US gallon of maple syrup, please")  # "one" was read as 1 before


@tool
def log_fuel(litres: float) -> str:
    """Log fuel put in the boat's tank."""
    return "ok"


def test_a_tool_argument_reads_an_article_with_a_region():
    out = SimulatedChatModel().bind_tools([log_fuel]).invoke("put a gallon of petrol in the boat (imperial gallon)")
    assert out.tool_calls and out.tool_calls[0]["args"]["litres"] == pytest.approx(4.55, abs=0.01)
