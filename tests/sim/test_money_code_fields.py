"""A money tool's ``*_code`` text fields are currency codes (issue 26, ports10; ``tool_args``).

A currency converter whose fields are ``from_code`` / ``to_code`` (no "currency" in their names,
no descriptions; the tool's description speaks of money and currencies) got the amount's figure
in both ("How much is 106 euros in Swiss francs?": ``from_code='106', to_code='106'``, silently
wrong), or no call at all with "your message does not give them" for "Convert 50 EUR to CHF".
Now such a field is read as a currency field: the codes the question names, source first.
Tool and questions are invented here; every case fails on the code before.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool


@tool
def exchange(value: float, source_code: str, target_code: str) -> str:
    """Exchange money between two currencies at today's rate."""
    return "ok"


@pytest.mark.parametrize("question, source, target", [
    ("Exchange 250 GBP into JPY, please.", "GBP", "JPY"),
    ("How much is 80 euros in Swiss francs?", "EUR", "CHF"),
])
def test_code_fields_of_a_money_tool_take_the_currency_codes(question, source, target):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([exchange]).invoke([HumanMessage(question)])
    args = out.tool_calls[0]["args"]
    assert (args["source_code"], args["target_code"]) == (source, target)


def test_the_field_rule_needs_a_money_tool():
    from course_lib.sim.tools.tool_args import _money_code_field

    assert _money_code_field("from_code", {"type": "string"}, "Convert money from one currency to another.")
    assert not _money_code_field("zip_code", {"type": "string"}, "Find the nearest post office.")
