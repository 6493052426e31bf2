"""course_lib.measurement.trace: the tool trajectory of one agent turn and ask() (notebook 02)."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage


@pytest.fixture(scope="module")
def agent(notes_kb):
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.agent import make_agent
    from course_lib.rag.tools.retrieval import make_search_tool

    return make_agent(llm=get_chat_model(), tools=[make_search_tool(notes_kb.as_retriever(k=4))])


def test_trajectory_and_final_text_from_messages():
    from course_lib.measurement.trace import final_text, this_turn, tool_trajectory

    messages = [
        HumanMessage("first"), AIMessage("one"),
        HumanMessage("second"),
        AIMessage("", tool_calls=[{"name": "search_notes", "args": {"query": "x"}, "id": "1"}]),
        ToolMessage("result", tool_call_id="1"),
        AIMessage("two"),
    ]
    turn = this_turn(messages)
    assert turn[0].content == "second" and len(turn) == 4
    steps = tool_trajectory(turn)
    assert [s.name for s in steps] == ["search_notes"]
    assert str(steps[0]) == 'search_notes(query="x")'
    assert final_text(turn) == "two"


def test_greeting_calls_no_tool_and_note_question_searches(agent):
    from course_lib.measurement.trace import run_turn

    hello = run_turn(agent, "Hello!")
    assert hello.tools == [] and hello.answer
    assert hello.ledger.summary()["llm_calls"] == 1

    turn = run_turn(agent, "Why does logger.info print nothing when logging was never configured?")
    assert turn.tools[0] == "search_notes"
    assert "query" in turn.steps[0].args
    assert turn.ledger.summary()["retrievals"] >= 1
    assert turn.messages[0].type == "human"


def test_ask_prints_question_tools_answer_and_cost(agent, capsys):
    from course_lib.measurement.trace import ask

    assert ask(agent, "Hello!") is None
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Question: Hello!"
    assert out[1] == "Tools:    (no tool called)"
    assert out[2].startswith("Answer:   ")
    assert out[-1].startswith("Cost:     1 LLM calls, 0 retrievals")


def test_thread_id_shows_only_the_new_turn(notes_kb):
    from langgraph.checkpoint.memory import InMemorySaver

    from course_lib.measurement.trace import run_turn
    from course_lib.models.llm import get_chat_model
    from course_lib.rag.graphs.agent import make_agent
    from course_lib.rag.tools.retrieval import make_search_tool

    agent = make_agent(llm=get_chat_model(), tools=[make_search_tool(notes_kb.as_retriever(k=4))],
                       checkpointer=InMemorySaver())
    first = run_turn(agent, "How does asyncio.wait decide when to return?", thread_id="t")
    second = run_turn(agent, "Hello!", thread_id="t")
    assert first.tools == ["search_notes"]
    assert second.tools == [] and second.messages[0].content == "Hello!"
    saved = agent.get_state({"configurable": {"thread_id": "t"}}).values["messages"]
    assert len(saved) > len(second.messages)


def test_run_traced_shows_a_structured_default_under_its_node():
    from typing import TypedDict

    from langgraph.graph import END, START, StateGraph

    from course_lib.measurement.trace import format_trace, run_traced
    from course_lib.models.structured import structured_output
    from course_lib.models.testing import scripted
    from course_lib.rag.schemas import SAFE_DEFAULTS, GradeDocument

    class State(TypedDict, total=False):
        question: str
        grades: list[str]

    grader = structured_output(scripted(GradeDocument="I am not sure."), GradeDocument,
                               default=SAFE_DEFAULTS[GradeDocument])

    def grade(state):
        return {"grades": [grader.invoke(state["question"]).binary_score]}

    builder = StateGraph(State)
    builder.add_node("grade", grade)
    builder.add_edge(START, "grade")
    builder.add_edge("grade", END)
    state, steps = run_traced(builder.compile(), "Is it relevant?")
    assert state["grades"] == ["no"]
    (event,) = steps[0].structured
    assert (event.node, event.outcome) == ("grade", "default")
    text = format_trace(steps)
    assert "GradeDocument from scripted" in text and 'safe default {"binary_score": "no"}' in text
