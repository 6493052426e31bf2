"""``values.measured_things``: the thing a measured quantity is of, for a thing-named argument.
Invented wordings (a brewery's log, a garden centre)."""

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.measured_things import thing


@pytest.mark.parametrize(("name", "text", "want"), [
    ("ingredient", "Added 4 kg of crystal malt to the mash", "crystal malt"),
    ("material", "We need 20 m of garden twine for the beans", "garden twine"),
    ("product", "Order 5 litres of decking oil, please", "decking oil"),
    ("item", "2 kg of hops and 1 kg of yeast", None),  # two things: none chosen
    ("ingredient", "Add four of the eggs", None),  # no unit
    ("customer", "3 kg of flour for Ana", None),  # no thing-named field
])
def test_thing(name, text, want):
    assert thing(name, text) == want


@tool
def log_brew(ingredient: str, kilograms: float) -> str:
    """Log an ingredient used in a brew, with its weight in kilograms."""
    return "ok"


def test_tool_argument():
    out = SimulatedChatModel().bind_tools([log_brew]).invoke("Used 4.5 kg of pale malt for the autumn stout")
    assert out.tool_calls[0]["args"] == {"ingredient": "pale malt", "kilograms": 4.5}


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
