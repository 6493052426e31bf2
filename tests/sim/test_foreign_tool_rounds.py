"""A tool result of a tool the model cannot call is another agent's, not a round of the model's
own calls (issue 26, fourth batch of ports: in LangGraph's supervisor tutorial the research agent
read the supervisor's handoff ToolMessage as its own fruitless search and answered "I don't know"
without searching). Invented agents, tools and wordings."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model


@tool
def tide_tables(harbour: str) -> str:
    """Look up today's high and low tide times for a harbour."""
    return f"{harbour}: high tide 06:12 and 18:40, low tide 00:05 and 12:27."


@tool
def search_logbooks(query: str) -> str:
    """Search the harbourmaster's logbooks for entries about ships and moorings."""
    return "12 May: the ketch Wren moored at berth 4 after a rudder repair."


def handed_over(note: str) -> list:
    return [
        SystemMessage("You are the tides agent. Use your tool to answer questions about tides."),
        HumanMessage("When is high tide at Port Ellis today?"),
        AIMessage("", name="dispatcher", tool_calls=[{"name": "route_to_tides_agent", "args": {}, "id": "h1"}]),
        ToolMessage(note, tool_call_id="h1", name="route_to_tides_agent"),
    ]


def reply(messages, tools=(tide_tables,)):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return get_chat_model("sim").bind_tools(list(tools)).invoke(messages)


def test_after_a_handoff_the_agent_calls_its_own_tool():
    for note in ("Control passed to tides_agent.", "Handing over now.", "ok"):
        out = reply(handed_over(note))
        assert [c["name"] for c in out.tool_calls] == ["tide_tables"], (note, out.content)
        assert "port ellis" in out.tool_calls[0]["args"]["harbour"].lower()


def test_after_a_handoff_a_search_agent_searches():
    for note in ("Control passed to logbook_agent.", "Routed.", "Transfer complete"):
        messages = [
            SystemMessage("You are the logbook agent. Search the logbooks, do not guess."),
            HumanMessage("Where did the ketch Wren moor after its repair?"),
            AIMessage("", name="dispatcher", tool_calls=[{"name": "send_to_logbook_agent", "args": {}, "id": "h2"}]),
            ToolMessage(note, tool_call_id="h2", name="send_to_logbook_agent"),
        ]
        out = reply(messages, (search_logbooks,))
        assert [c["name"] for c in out.tool_calls] == ["search_logbooks"], (note, out.content)


def test_its_own_tool_result_is_still_a_round():
    messages = [*handed_over("Control passed to tides_agent."),
                AIMessage("", tool_calls=[{"name": "tide_tables", "args": {"harbour": "Port Ellis"}, "id": "t1"}]),
                ToolMessage(tide_tables.invoke({"harbour": "Port Ellis"}), tool_call_id="t1", name="tide_tables")]
    out = reply(messages)
    assert not out.tool_calls and "06:12" in out.content, out
