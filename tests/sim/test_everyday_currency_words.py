"""Everyday currency words ("quid" for pounds sterling, "bucks" for dollars) name their currency
in the one table (``currencies.UNIT_WORDS``; issue 26, the thirty-third set's forty-quid case):
"what's 50 quid in euros?" had no currency read, so a conversion tool was not called and the
knowledge limit came instead. Wordings invented for this test."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool


@tool
def exchange(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between currencies. Currencies are ISO 4217 codes."""
    return ""


@pytest.mark.parametrize(("question", "want"), [
    ("what's 50 quid in euros?", (50.0, "GBP", "EUR")),
    ("convert 30 quid to dollars", (30.0, "GBP", "USD")),
    ("how many euros is 20 bucks", (20.0, "USD", "EUR")),
])
def test_everyday_currency_words(question, want):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools([exchange]).invoke(question)
    assert out.tool_calls
    args = out.tool_calls[0]["args"]
    assert (args["amount"], args["from_currency"], args["to_currency"]) == want


@pytest.mark.parametrize(("text", "want"), [("it cost me 12 quid", ["GBP"]), ("about 40 bucks", ["USD"])])
def test_currency_mentions(text, want):
    from course_lib.sim.values.field_readers import currency_mentions

    assert currency_mentions(text) == want
