"""Long conversations (course_lib.rag.graphs.long_chat, notebook 08)."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, ToolMessage

from course_lib.models.testing import StaticRetriever
from course_lib.rag.graphs.long_chat import (
    KeepRecentMessages,
    make_chat_agent,
    run_session,
    summarization,
)
from course_lib.rag.tools import make_search_tool
from course_lib.sim import SimulatedChatModel


def _thread():
    call = {"name": "search_wiki", "args": {"query": "x"}, "id": "c1"}
    return [HumanMessage("q1", id="1"), AIMessage("a1", id="2"), HumanMessage("q2", id="3"),
            AIMessage("", tool_calls=[call], id="4"), ToolMessage("r", tool_call_id="c1", id="5"),
            AIMessage("a2", id="6"), HumanMessage("q3", id="7")]


def test_trimming_starts_at_a_human_message():
    update = KeepRecentMessages(3).before_model({"messages": _thread()}, None)
    kept = update["messages"]
    assert isinstance(kept[0], RemoveMessage)
    assert [m.id for m in kept[1:]] == ["3", "4", "5", "6", "7"]  # not cut inside q2's tool call
    assert KeepRecentMessages(10).before_model({"messages": _thread()}, None) is None
    with pytest.raises(ValueError):
        KeepRecentMessages(0)


def test_memory_must_be_a_known_kind():
    with pytest.raises(ValueError, match="memory must be one of"):
        make_chat_agent(llm=SimulatedChatModel(), tools=[], memory="forever")


def _wiki_tool():
    from langchain_core.documents import Document

    docs = [Document("Project Kite is owned by the Osprey Team.", metadata={"source": "wiki/kite.md", "title": "Project Kite"}),
            Document("The Osprey Team is led by Ana Lima.", metadata={"source": "wiki/osprey.md", "title": "Osprey Team"})]
    return make_search_tool(StaticRetriever(docs=docs), name="search_wiki")


@pytest.mark.slow
def test_a_summary_replaces_old_turns_and_keeps_their_facts():
    llm = SimulatedChatModel()
    agent = make_chat_agent(llm=llm, tools=[_wiki_tool()], memory="summarize",
                            memory_middleware=summarization(llm, trigger_tokens=250, keep_messages=4))
    questions = ["Which team owns Project Kite?", "Who leads the Osprey Team?", "Which team owns Project Kite?",
                 "Who leads the Osprey Team?"]
    session = run_session(agent, questions)
    assert sum(t.summary_calls for t in session.turns) >= 1
    summary = session.turns[-1].summary
    assert "Osprey Team" in summary and summary.count("- Asked:") >= 1
    assert "Ana Lima" in session.turns[-1].answer


@pytest.mark.slow
def test_without_memory_every_turn_resends_the_thread():
    agent = make_chat_agent(llm=SimulatedChatModel(), tools=[_wiki_tool()])
    session = run_session(agent, ["Which team owns Project Kite?", "Who leads the Osprey Team?"])
    first, second = session.turns
    assert second.input_tokens > first.input_tokens and second.summary_calls == 0 and not second.summary
