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


# a code field named for another code, its value written after the field's words, is that code; a field
# named by a currency role stays a currency's; a converter whose description fixes the currency it
# converts from takes the other one (fix46b, after the forty-fourth set's MM6 a; my own tools)

@tool
def pay_supplier(amount_gbp: float, routing_code: str, account_number: str) -> str:
    """Pay a supplier's invoice by bank transfer of money."""
    return "ok"


@tool
def buy_voucher(amount: float, voucher_code: str) -> str:
    """Spend money from the wallet on a gift voucher."""
    return "ok"


@tool
def pounds_to(amount: float, target_code: str) -> str:
    """Convert an amount of money in pounds into another currency."""
    return "ok"


@tool
def sterling_converter(amount: float, code: str) -> str:
    """Convert an amount of pounds sterling into another currency of money."""
    return "ok"


@pytest.mark.parametrize("tool_, question, field, want", [
    (pay_supplier, "pay 1,200 pounds to routing code 30-92-16, account 55501234", "routing_code", "30-92-16"),
    (buy_voucher, "buy a £25 voucher with voucher code XMAS2041", "voucher_code", "XMAS2041"),
    (pounds_to, "convert 90 pounds to dollars", "target_code", "USD"),
    (sterling_converter, "how much is 150 pounds in yen?", "code", "JPY"),
])
def test_code_fields_by_their_names(tool_, question, field, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([tool_]).invoke([HumanMessage(question)])
    assert out.tool_calls and out.tool_calls[0]["args"][field] == want
