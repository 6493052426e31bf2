"""A count written with a group word ("half a dozen seats", "two dozen cupcakes") fills a tool's
count argument named for what it counts by its product (``tool_args._counted_numbers`` reads
``ordered_counts.with_group_counts``): a count argument the question seemed not to fill made the
tool a worse fit, and another tool was called with the figure as its value (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def reserve_seats(show: str, count: int) -> str:
    """Reserve seats for a theatre show."""
    return "reserved"


@tool
def order_cupcakes(flavour: str, count: int) -> str:
    """Order cupcakes from the bakery."""
    return "ordered"


@tool
def rate_show(show: str, stars: int) -> str:
    """Rate a show you saw from 1 to 5 stars."""
    return "rated"


@pytest.mark.parametrize("question,tool_name,count", [
    ("Reserve half a dozen seats for the Sunday matinee", "reserve_seats", 6),
    ("two dozen cupcakes, lemon flavour please", "order_cupcakes", 24),
    ("Could you order a dozen cupcakes? Chocolate.", "order_cupcakes", 12),
])
def test_a_group_word_count_fills_the_count(question, tool_name, count):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([reserve_seats, order_cupcakes, rate_show]).invoke(question)
    assert [c["name"] for c in out.tool_calls] == [tool_name], out.tool_calls
    assert out.tool_calls[0]["args"]["count"] == count, out.tool_calls


def test_the_counted_numbers_read_group_words():
    from course_lib.sim.tools.tool_args import _counted_numbers
    from course_lib.sim.words.text import stem

    assert _counted_numbers("a dozen tickets and 3 programmes")[stem("tickets")] == "12"
