"""One number fills one numeric argument (issue 26, seventeenth set L7): "Filled up 48.6 litres
at 1.72 a litre." gave ``price_per_litre=48.6`` too, since each argument was read on its own and
"litre" in ``price_per_litre`` paired it with "48.6 litres". Now the noun after "per" is the
rate's unit, not what the argument counts; a number written as a rate of that unit ("1.72 a
litre", "9 per kg") goes to the rate argument (``tool_args.rate_number``); and a figure the
question writes once is paired with one argument only (``tool_args._written_once``). Invented
tools and requests."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.tools.tool_args import rate_number


@tool
def log_honey(jars: int, price_per_jar: float) -> str:
    """Record honey sold at the market stall."""
    return "logged"


@tool
def log_shift(hours: float, pay_per_hour: float) -> str:
    """Record a worked shift."""
    return "recorded"


@tool
def buy_fabric(metres: float, cost_per_metre: float) -> str:
    """Record a fabric purchase."""
    return "bought"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


@pytest.mark.parametrize("tools, question, expected", [
    ([log_honey], "Sold 12 jars at 6.50 a jar.", {"jars": 12, "price_per_jar": 6.5}),
    ([log_shift], "Worked 7.5 hours at 14.20 an hour.", {"hours": 7.5, "pay_per_hour": 14.2}),
    ([buy_fabric], "Got 3.2 metres of linen at 11.95 a metre.", {"metres": 3.2, "cost_per_metre": 11.95}),
])
def test_each_number_fills_one_argument(tools, question, expected):
    calls = _calls(tools, question)
    assert len(calls) == 1 and calls[0][1] == expected, calls


@pytest.mark.parametrize("name, question, number", [
    ("price_per_kg", "2.5 kg at 18.40 per kg", "18.40"),
    ("pay_per_hour", "7.5 hours at 14.20 an hour", "14.20"),
    ("cost_per_metre", "11.95/metre", "11.95"),
    ("litres", "48 litres at 1.70 a litre", None),
    ("price_per_kg", "2.5 kg for 46 euros", None),
])
def test_a_rate_is_the_number_written_per_the_unit(name, question, number):
    assert rate_number(name, question) == number
