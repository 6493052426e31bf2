"""Among look-alike converter tools, the one whose units fit the question is called (issue 26,
``agent._unit_converter``): with ``convert_length`` and ``convert_weight`` bound, "How many pounds
is 12 kg?" called the first converter bound, whatever its units. Tools and wordings invented
for this test; the behaviour cases fail on the code before the change (it called
``convert_length`` for all of them); the last case is a guard.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool


@tool
def convert_length(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a length between units (mm, cm, m, km, in, ft, mi)."""
    return ""


@tool
def convert_weight(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a weight between units (g, kg, lb, oz)."""
    return ""


@tool
def convert_volume(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a volume between units (ml, l, cup, gal)."""
    return ""


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel().bind_tools([convert_length, convert_weight, convert_volume])


@pytest.mark.parametrize(("question", "tool_name"), [
    ("How many pounds is 12 kg?", "convert_weight"),
    ("How many cups is 2 litres?", "convert_volume"),
    ("Convert 3 ounces to grams.", "convert_weight"),
    ("How many miles is 42 km?", "convert_length"),  # guard: the first converter, right before too
])
def test_the_converter_whose_units_fit_is_called(llm, question, tool_name):
    out = llm.invoke([HumanMessage(question)])
    assert [c["name"] for c in out.tool_calls] == [tool_name], out.tool_calls


def test_dimensions_named():
    from course_lib.sim.words.conversion import dimension, dimensions_named

    assert dimensions_named("Convert a weight between units (g, kg, lb, oz).") == {dimension("kg")}
    assert dimension("kg") not in dimensions_named("Look up the opening hours of a shop.")
