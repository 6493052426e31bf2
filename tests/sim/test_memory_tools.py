"""A bound tool that saves memories about the user (``course_lib.sim.tools.memory_tools``, issue 26,
ports13): a turn that states something about the user and asks nothing is saved with it, then
acknowledged; a question, small talk or a statement about nothing personal is not. Invented
tools and turns (the port, tests/thirdparty/test_langgraph_memory_agent.py, is the LangGraph
memory-agent template)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools import memory_tools


@tool
def save_memory(memory: str, source: str) -> str:
    """Save a memory about the user for later conversations.

    Args:
        memory: what to remember, in a sentence
        source: where it came from
    """
    return "saved"


@tool
def get_weather(city: str) -> str:
    """Current weather for a city."""
    return "sunny"


def _invoke(messages, tools=(save_memory, get_weather)):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(list(tools)).invoke(messages)


@pytest.mark.parametrize("turn,words", [
    ("I'm Priya and I keep bees on my allotment.", ("priya", "bees")),
    ("My daughter is called Ines. Please remember that.", ("ines",)),
    ("Our cat Pixel is twelve and hates the vet. Remember this.", ("pixel", "twelve")),
])
def test_a_statement_about_the_user_is_saved_with_the_memory_tool(turn, words):
    reply = _invoke([SystemMessage("You are a friendly assistant. Get to know the user!"), HumanMessage(turn)])
    assert len(reply.tool_calls) == 1 and reply.tool_calls[0]["name"] == "save_memory", reply
    args = reply.tool_calls[0]["args"]
    assert set(args) == {"memory", "source"}
    assert all(w in args["memory"].lower() for w in words), args
    assert "remember" not in args["memory"].lower()


def test_after_the_store_the_reply_acknowledges_and_calls_nothing():
    turn = "I'm Priya and I keep bees on my allotment."
    call = {"name": "save_memory", "args": {"memory": turn, "source": memory_tools.SOURCE_NOTE}, "id": "c1"}
    reply = _invoke([HumanMessage(turn), AIMessage(content="", tool_calls=[call]),
                     ToolMessage(content="saved", tool_call_id="c1")])
    assert not reply.tool_calls
    assert "remember" in reply.content.lower() and "priya" in reply.content.lower()


@pytest.mark.parametrize("turn", [
    "how are you today?",  # small talk
    "Where do I keep my bees?",  # a question
    "What's the weather in Lisbon?",  # a question for another tool
    "The meeting moved to Thursday.",  # nothing about the user
])
def test_questions_and_impersonal_statements_save_nothing(turn):
    reply = _invoke([HumanMessage(turn)])
    assert all(c["name"] != "save_memory" for c in reply.tool_calls), reply.tool_calls


def test_no_memory_tool_no_change():
    """Guard: without a memory tool, an introduction is greeted as before."""
    reply = _invoke([HumanMessage("I'm Priya and I keep bees on my allotment.")], tools=(get_weather,))
    assert not reply.tool_calls


def test_which_tools_save_memories():
    spec = lambda name, desc: ToolSpec(name, desc, {})  # noqa: E731
    assert memory_tools.memory_tool([spec("upsert_memory", "Upsert a memory in the database.")])
    assert memory_tools.memory_tool([spec("remember_fact", "Store a memory about the user.")])
    assert memory_tools.memory_tool([spec("search_notes", "Search the notes.")]) is None
    two = [spec("save_memory", "Save a memory."), spec("store_memory", "Store a memory.")]
    assert memory_tools.memory_tool(two) is None  # two to choose from: no guess


def test_a_required_field_of_another_kind_leaves_the_tool_uncalled():
    spec = ToolSpec("save_memory", "Save a memory.", {"properties": {"memory": {"type": "string"},
                                                                      "importance": {"type": "integer"}},
                                                       "required": ["memory", "importance"]})
    assert memory_tools.call_args(spec, ["I keep bees."]) is None
