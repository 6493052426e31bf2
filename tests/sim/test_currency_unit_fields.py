"""A currency converter whose fields are named like a unit converter's (``from_unit``, ``to_unit``,
"Converts currency from one unit to another"): its unit fields are currency fields, filled with
the codes the question names, and the question's currencies make it the converter to call
(``tool_args._money_code_field`` and ``typed_fields_filled``; issue 26, ports20: a learner's unit
converter agent called ``convert_distance`` with empty units for "Convert 100 USD to INR").
Invented tools and wordings; a length still goes to the length converter."""

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def exchange(amount: float, from_unit: str, to_unit: str) -> float:
    """Exchanges money from one currency unit to another at today's rate."""
    return 0.0


@tool
def convert_length(length: float, from_unit: str, to_unit: str) -> float:
    """Converts a length from one unit to another (m, km, ft, mi)."""
    return 0.0


@tool
def convert_weight(weight: float, from_unit: str, to_unit: str) -> float:
    """Converts a weight from one unit to another (g, kg, lb, oz)."""
    return 0.0


TOOLS = [convert_length, convert_weight, exchange]


@pytest.mark.parametrize(("question", "args"), [
    ("Exchange 250 CHF into GBP", {"amount": 250.0, "from_unit": "CHF", "to_unit": "GBP"}),
    ("How much is 60 euros in Swiss francs?", {"amount": 60.0, "from_unit": "EUR", "to_unit": "CHF"}),
])
def test_currencies_go_to_the_money_converter(question, args):
    reply = SimulatedChatModel().bind_tools(TOOLS).invoke([HumanMessage(content=question)])
    assert [c["name"] for c in reply.tool_calls] == ["exchange"], reply
    assert reply.tool_calls[0]["args"] == args


def test_convert_beside_converters_named_convert_is_right_or_a_stated_limit():
    """A guard: "Convert" meets the two unit converters' names as much as the currencies meet
    ``exchange``; the pick is ``exchange`` or a stated limit, never a silent length conversion."""
    from course_lib.sim.reports.limits import PREFIX

    reply = SimulatedChatModel().bind_tools(TOOLS).invoke([HumanMessage(content="Convert 1200 JPY to USD please")])
    limit = reply.response_metadata.get("simulator_limit") or (PREFIX in str(reply.content))
    right = [c["name"] for c in reply.tool_calls] == ["exchange"] and reply.tool_calls[0]["args"] == {
        "amount": 1200.0, "from_unit": "JPY", "to_unit": "USD"}
    assert right or limit, reply


def test_a_length_still_goes_to_the_length_converter():
    reply = SimulatedChatModel().bind_tools(TOOLS).invoke([HumanMessage(content="How many feet is 3 km?")])
    assert [c["name"] for c in reply.tool_calls] == ["convert_length"], reply
