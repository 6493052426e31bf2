"""What a measured quantity measures, for a tool's text argument beside its measured one
(``counted_things.measured_thing``, ``tool_args._measured_things``; issue 26, branch fix38b)."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.counted_things import measured_thing


@pytest.mark.parametrize(("text", "thing"), [
    ("stir in 4 oz of dark chocolate", "dark chocolate"),
    ("weigh out 250g of basmati rice for tonight", "basmati rice"),
    ("mix 2 pounds of minced beef with the onions", "minced beef"),
    ("1.5 kg of new potatoes", "new potatoes"),
    ("two kilos of oranges and 3 kg of lemons", None),  # two quantities: which one, the words do not say
    ("six boxes of tissues", None),  # a count of containers, no measure
    ("add a pinch of salt", None),  # no figure
])
def test_measured_thing(text, thing):
    assert measured_thing(text) == thing


@tool
def stock_shelf(product: str, kilograms: float) -> str:
    """Put a product on the shop shelf, weighed in kilograms."""
    return "stocked"


@pytest.mark.parametrize(("question", "product", "kg"), [
    ("stock 11 pounds of red lentils", "red lentils", 4.99),
    ("put 500 g of pistachios on the shelf", "pistachios", 0.5),
])
def test_measured_thing_fills_the_text_argument(question, product, kg):
    out = SimulatedChatModel().bind_tools([stock_shelf]).invoke(question)
    assert len(out.tool_calls) == 1
    args = out.tool_calls[0]["args"]
    assert args["product"] == product
    assert abs(args["kilograms"] - kg) < 0.01


@tool
def log_brew(ingredient: str, kilograms: float) -> str:
    """Log an ingredient used in a brew, with its weight in kilograms."""
    return "ok"


def test_the_measured_thing_over_the_object_of_for():
    # "for the autumn stout" is what it is used for; the ingredient is what the 4.5 kg measures
    out = SimulatedChatModel().bind_tools([log_brew]).invoke("Used 4.5 kg of pale malt for the autumn stout")
    assert out.tool_calls[0]["args"] == {"ingredient": "pale malt", "kilograms": 4.5}
