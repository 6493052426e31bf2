"""Requests shared between agents (issue 26; the multi-agent network port's silent failures, on
invented agents and tools):

- the instructions route a need to a named agent or tool ("If you need a table reservation, ask
  'booking_agent' for help."): after a tool result answered one part of the request, the part
  still open goes to that tool (``delegation``, ``agent._routed_rest``), never an answer that
  drops it; an agent the task was handed to does its own part and routes nothing back;
- a handoff tool picked on a weak match (a word of the agent's name) while tools of the agent's
  own are bound is a stated limit, no call: handing over passes the whole task on;
- an enum argument the question gives no value for takes the one value the conversation showed
  since the question (another agent's tool result), never the question's words;
- a lookup that returns a JSON list of short items is answered with the items, not searched again.
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.tools import delegation, handoffs, tool_args

CONCIERGE = ("You are a city concierge who picks restaurants for guests. "
             "If you need a table reservation, ask 'booking_agent' for help.")
BOOKER = ("You are a booking agent who reserves tables. "
          "If you need help choosing a restaurant, ask 'concierge' for help.")


@tool
def get_restaurant_pick() -> str:
    """Get a restaurant recommendation for tonight."""
    return "kaiseki sora"


@tool
def transfer_to_booking_agent() -> str:
    """Ask another agent for help."""
    return "Successfully transferred to booking_agent"


@tool
def transfer_to_concierge() -> str:
    """Ask another agent for help."""
    return "Successfully transferred to concierge"


@tool
def book_table(restaurant: Literal["osteria lume", "kaiseki sora"], people: int) -> str:
    """Reserve a table at a restaurant for a number of people."""
    return f"Table for {people} at {restaurant} booked for 20:00."


@tool
def list_open_tables(restaurant: Literal["osteria lume", "kaiseki sora"]) -> str:
    """List the tables still free tonight at a restaurant."""
    return '["terrace table 4", "window table 9"]'


@pytest.fixture(scope="module")
def llm():
    return get_chat_model("sim")


def _reply(llm, tools, messages):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.bind_tools(tools).invoke(messages)


def _call(name, call_id, **args):
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": call_id}])


# --- delegation: the routes an instruction names ------------------------------------------------

@pytest.mark.parametrize("system, tool_name, needs", [
    (CONCIERGE, "transfer_to_booking_agent", ("a table reservation",)),
    (CONCIERGE, "get_restaurant_pick", ()),
    (BOOKER, "transfer_to_concierge", ("help choosing a restaurant",)),
    ("Ask `billing_agent` for help with refunds and invoices.", "transfer_to_billing_agent",
     ("refunds and invoices",)),
    ("4. For meeting requests, use the check_calendar_availability tool to find open time slots",
     "check_calendar_availability", ("meeting requests",)),
    ("You are helpful. Ask 'research_agent' for help.", "transfer_to_research_agent", ()),  # "help" alone
    ("Use the calculator.", "calculator", ()),
])
def test_routed_needs(system, tool_name, needs):
    assert delegation.routed_needs(system, tool_name) == needs


def test_targets_of_a_handoff_tool():
    assert delegation.targets("transfer_to_booking_agent") == {"transfer_to_booking_agent", "booking_agent"}
    assert delegation.targets("lookup_policy") == {"lookup_policy"}


# --- the rest of a request goes where the instructions route it ------------------------------


def test_the_open_part_goes_to_the_routed_agent(llm):
    question = "choose a restaurant for tonight and make me a table reservation there"
    first = _reply(llm, [get_restaurant_pick, transfer_to_booking_agent],
                   [SystemMessage(CONCIERGE), HumanMessage(question)])
    assert [c["name"] for c in first.tool_calls] == ["get_restaurant_pick"]
    after = _reply(llm, [get_restaurant_pick, transfer_to_booking_agent], [
        SystemMessage(CONCIERGE), HumanMessage(question),
        _call("get_restaurant_pick", "c1"), ToolMessage("kaiseki sora", tool_call_id="c1"),
    ])
    assert [c["name"] for c in after.tool_calls] == ["transfer_to_booking_agent"], after.content


def test_nothing_open_is_answered(llm):
    question = "just choose a restaurant for tonight please"
    after = _reply(llm, [get_restaurant_pick, transfer_to_booking_agent], [
        SystemMessage(CONCIERGE), HumanMessage(question),
        _call("get_restaurant_pick", "c1"), ToolMessage("kaiseki sora", tool_call_id="c1"),
    ])
    assert not after.tool_calls and "kaiseki sora" in after.content


def test_an_agent_handed_the_task_routes_nothing_back(llm):
    question = "choose a restaurant for tonight and make me a table reservation there"
    after = _reply(llm, [list_open_tables, transfer_to_concierge], [
        SystemMessage(BOOKER), HumanMessage(question),
        _call("get_restaurant_pick", "c1"), ToolMessage("kaiseki sora", tool_call_id="c1"),
        _call("transfer_to_booking_agent", "c2"),
        ToolMessage("Successfully transferred to booking_agent", tool_call_id="c2"),
        _call("list_open_tables", "c3", restaurant="kaiseki sora"),
        ToolMessage('["terrace table 4", "window table 9"]', tool_call_id="c3"),
    ])
    assert not after.tool_calls, after.tool_calls
    assert "terrace table 4" in after.content and "window table 9" in after.content


def test_handed_over():
    assert handoffs.handed_over(("kaiseki sora", "Successfully transferred to booking_agent"))
    assert not handoffs.handed_over(("kaiseki sora",))
    assert handoffs.is_handoff_name("transfer_to_booking_agent") and not handoffs.is_handoff_name("book_table")


# --- a weak handoff pick ------------------------------------------------------------------------


def test_a_weak_handoff_beside_own_tools_is_a_stated_limit(llm):
    question = "we are in lisbon. find somewhere nice and book us in there"
    reply = _reply(llm, [get_restaurant_pick, transfer_to_booking_agent],
                   [SystemMessage(CONCIERGE), HumanMessage(question)])
    assert not reply.tool_calls, reply.tool_calls
    assert reply.response_metadata.get("simulator_limit")


def test_a_handoff_that_is_the_only_tool_is_still_called(llm):
    question = "please book us a table at kaiseki sora tonight"
    reply = _reply(llm, [transfer_to_booking_agent], [SystemMessage(CONCIERGE), HumanMessage(question)])
    assert [c["name"] for c in reply.tool_calls] == ["transfer_to_booking_agent"]


# --- an enum value shown since the question ----------------------------------------------------


def test_shown_enum_value():
    schema = {"enum": ["osteria lume", "kaiseki sora"], "type": "string"}
    assert tool_args.shown_enum_value(schema, ("kaiseki sora", "Successfully transferred")) == "kaiseki sora"
    assert tool_args.shown_enum_value(schema, ("osteria lume or kaiseki sora",)) is None  # two named
    assert tool_args.shown_enum_value(schema, ("nothing here",)) is None
    assert tool_args.shown_enum_value({"type": "string"}, ("kaiseki sora",)) is None


def test_the_enum_argument_comes_from_another_agents_result(llm):
    question = "choose a restaurant for tonight and book a table there for 2 people"
    reply = _reply(llm, [book_table, transfer_to_concierge], [
        SystemMessage(BOOKER), HumanMessage(question),
        _call("get_restaurant_pick", "c1"), ToolMessage("kaiseki sora", tool_call_id="c1"),
        _call("transfer_to_booking_agent", "c2"),
        ToolMessage("Successfully transferred to booking_agent", tool_call_id="c2"),
    ])
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [
        ("book_table", {"restaurant": "kaiseki sora", "people": 2})], (reply.tool_calls, reply.content)
