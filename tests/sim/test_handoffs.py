"""Multi-agent turns (issue 26, ``sim/handoffs``): a handoff tool's acknowledgement passes control,
it is no search result. When control comes back to the agent that handed the task on, it states a
limit (it cannot tell whether the other agents' replies finish the task), never "I don't know: I
could not find the answer to that in the search results." with no limit."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim.tools.handoffs import is_handoff, replies_after


@tool("handoff_to_billing", description="Give the conversation to the billing agent.")
def handoff_to_billing() -> str:
    return "Successfully transferred to billing"


@tool("handoff_to_shipping", description="Give the conversation to the shipping agent.")
def handoff_to_shipping() -> str:
    return "Successfully transferred to shipping"


@tool("delegate_to_writer", description="Delegate drafting work to the writer.")
def delegate_to_writer() -> str:
    return "Handed off to writer."


@tool("delegate_to_editor", description="Delegate proofreading to the editor.")
def delegate_to_editor() -> str:
    return "Handed off to editor."


def _supervise(tools, question, call, ack, reply, agent):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim import SimulatedChatModel

    messages = [
        SystemMessage("You are a supervisor. Hand each task to one agent at a time. Do no work yourself."),
        HumanMessage(question),
        AIMessage("", name="supervisor", tool_calls=[{"name": call, "args": {}, "id": "c1", "type": "tool_call"}]),
        ToolMessage(ack, name=call, tool_call_id="c1"),
        AIMessage(reply, name=agent),
    ]
    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(messages)
    return out, [w for w in seen if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(
    ("tools", "question", "call", "ack", "reply", "agent"),
    [
        ([handoff_to_billing, handoff_to_shipping], "Where is my parcel, and was my refund of 40 EUR paid?",
         "handoff_to_billing", "Successfully transferred to billing", "The refund of 40 EUR was paid on 3 May.",
         "billing"),
        ([delegate_to_writer, delegate_to_editor], "Draft a two-line notice about the lift repair and proofread it.",
         "delegate_to_writer", "Handed off to writer.", "The lift is out of order until Friday. Please use the stairs.",
         "writer"),
    ],
)
def test_control_back_after_a_handoff_is_a_stated_limit(tools, question, call, ack, reply, agent):
    out, seen = _supervise(tools, question, call, ack, reply, agent)
    assert seen and out.response_metadata.get("simulator_limit")
    assert "coordinate the agents" in out.content
    assert "search results" not in out.content


@pytest.mark.parametrize(
    ("name", "result", "want"),
    [
        ("transfer_to_research_agent", "Successfully transferred to research_agent", True),
        ("ask_billing", "Successfully transferred to billing", True),  # the acknowledgement says it
        ("delegate_to_writer", "Done.", True),  # a handoff's name, one short line
        ("tavily_search", "Successfully transferred to Lisbon, the report says ...", False),  # a result
        ("tavily_search", '[{"content": "New York State GDP ..."}]', False),
        ("transfer_funds", "Transferred 40 EUR to account 1234.", False),  # a bank transfer is no handoff
        ("transfer_to_research_agent", "line one\nline two", False),
    ],
)
def test_is_handoff_table(name, result, want):
    assert is_handoff(name, result) is want


def test_replies_after_the_last_acknowledgement():
    shown = ("Successfully transferred to a", "x", "Successfully transferred to a", "", "y", "z")
    assert replies_after(shown, "Successfully transferred to a") == ["y", "z"]
    assert replies_after(("x",), "Successfully transferred to a") == []
