"""A search tool keyed by a name, not by a query (issue 26, ports12; ``sim/keyed_search.py``).

LangGraph's "review tool calls" how-to binds ``weather_search(city)`` ("Search for the weather")
returning "Sunny!". Before, the simulator read the result as a page to search for the question's
words, called the tool again ("weather san francisco") and at last said "I don't know". Now a
search tool whose arguments are keys of a thing (no query-like argument) answers with its short
result. Tools and results invented here."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim.request.reading import ToolRound, ToolSpec
from course_lib.sim.tools.keyed_search import answers_directly, keyed


@tool
def tide_search(harbour: str) -> str:
    """Search for today's high tide."""
    return "14:05"


@tool
def ferry_search(route_id: str) -> str:
    """Search the ferry timetable for a route."""
    return "Running normally."


@tool
def notes_search(query: str) -> str:
    """Search the harbour notes."""
    return "Pilots board at the outer buoy."


def _after(t, question, args, result):
    from course_lib.sim import SimulatedChatModel

    messages = [HumanMessage(question), AIMessage("", tool_calls=[{"name": t.name, "args": args, "id": "c0"}]),
                ToolMessage(result, tool_call_id="c0", name=t.name)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([t]).invoke(messages)


@pytest.mark.parametrize(("t", "question", "args", "result", "expected"), [
    (tide_search, "when is high tide in Dunmore?", {"harbour": "Dunmore"}, "14:05", "14:05"),
    (ferry_search, "is the R7 ferry running?", {"route_id": "R7"}, "Running normally.", "Running normally"),
])
def test_a_keyed_search_answers_with_its_result(t, question, args, result, expected):
    out = _after(t, question, args, result)
    assert not out.tool_calls and expected in out.content, (out.tool_calls, out.content)


def test_a_query_search_still_reads_its_result_as_documents():
    """Guard: a tool with a ``query`` argument keeps the search reading (no relay of a page
    that does not answer; it searches again or says what it found)."""
    out = _after(notes_search, "where do pilots board?", {"query": "pilots board"}, "Pilots board at the outer buoy.")
    assert "outer buoy" in out.content


def test_which_tools_are_keyed():
    spec = ToolSpec("weather_search", "Search for the weather", {"properties": {"city": {"type": "string"}}})
    assert keyed(spec)
    for name in ("query", "search_terms", "q", "userQuestion", "__arg1", "tool_input"):
        assert not keyed(ToolSpec("s", "Search", {"properties": {name: {"type": "string"}}}))
    r = ToolRound("weather_search", {"city": "sf"}, "Sunny!", "c1")
    assert answers_directly(r, spec)
    assert not answers_directly(ToolRound("weather_search", {"city": "sf"}, "[1, 2]", "c1"), spec)
    assert not answers_directly(ToolRound("weather_search", {"city": "sf"}, "a\nb", "c1"), spec)
