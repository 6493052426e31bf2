"""A near tie among tools with distinct descriptions, where one tool is fairly ahead (a fair score,
``FAIR``, and ``FAIR_LEAD`` over the most generic one): that tool, not the confused pick of the
most generic (``agent._unclear_choice``). The confused pick stays for look-alike tools (notebook
03's pitfall). Before: "what would 5000 yen get me in Canadian dollars" called an order lookup with
"5000" as its number (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def exchange_cash(amount: float, from_currency: str, to_currency: str) -> str:
    """Exchange cash between two currencies at the airport desk. Currencies are ISO codes."""
    return "done"


@tool
def lookup_order(order_number: str) -> str:
    """Look up the status of a shop order by its number."""
    return "shipped"


@tool
def find_flat(city: str, max_rent: float | None = None) -> str:
    """Search flats to rent in a city."""
    return "3 flats"


@tool
def water_log(plant: str) -> str:
    """Record that a plant was watered."""
    return "ok"


def _ask(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        return SimulatedChatModel().bind_tools(tools).invoke(question)


@pytest.mark.parametrize("question,want", [
    ("What would ¥5000 get me in Canadian dollars?", {"amount": 5000, "from_currency": "JPY", "to_currency": "CAD"}),
    ("Change €300 into Norwegian kroner for my trip", {"amount": 300, "from_currency": "EUR", "to_currency": "NOK"}),
])
def test_the_tool_fairly_ahead_is_called_not_the_most_generic(question, want):
    out = _ask([lookup_order, find_flat, water_log, exchange_cash], question)
    assert [c["name"] for c in out.tool_calls] == ["exchange_cash"], out.tool_calls
    assert all(out.tool_calls[0]["args"].get(k) == v for k, v in want.items()), out.tool_calls


@tool
def refund_customer(customer: str, amount_eur: float) -> str:
    """Refund a customer's purchase from the till."""
    return "refunded"


@tool
def donate(amount: float) -> str:
    """Put a donation in the charity box for the order; the amount is in euros."""
    return "thanks"


def test_the_request_saying_the_generic_tool_s_own_verb_keeps_it():
    """Guard: "refund ..." says refund_customer's own verb; a tool ahead on scores alone is no reason
    to call another (the confused pick stays, here the right one)."""
    out = _ask([refund_customer, donate, water_log], "refund Marta Lindqvist 45 euro for the broken kettle order")
    assert [c["name"] for c in out.tool_calls] == ["refund_customer"], out.tool_calls
