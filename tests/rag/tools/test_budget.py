"""The tool budget of an agent run (course_lib.rag.tools.budget, used by make_agent).

A model that asks for fifty tool calls in every reply gets its six model calls (the model
cap) and twelve tool runs in all, not three hundred; each tool result reaching it is at most
``MAX_TOOL_OUTPUT_CHARS`` characters; and the budget adds no node to the graph.
"""

from __future__ import annotations

import itertools

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from course_lib.measurement.ledger import Ledger
from course_lib.models.testing import ScriptedChatModel
from course_lib.rag.graphs.agent import MAX_MODEL_CALLS, make_agent
from course_lib.rag.tools.budget import MAX_TOOL_CALLS, MAX_TOOL_OUTPUT_CHARS, clip_output


def greedy() -> ScriptedChatModel:
    """A model gone wrong: asks for 50 tool calls in every reply."""
    replies = itertools.count(1)

    def script(_prompt, _forced, _tools):
        n = next(replies)
        calls = [{"name": "lookup", "args": {"q": str(i)}, "id": f"c{n}-{i}", "type": "tool_call"}
                 for i in range(50)]
        return AIMessage("", tool_calls=calls, response_metadata={"model_name": "greedy"})

    return ScriptedChatModel(script=script, calls=[], prompts=[])


def _agent(runs: list):
    @tool
    def lookup(q: str) -> str:
        """Look something up in a very long reference."""
        runs.append(q)
        return "x" * 50_000

    return make_agent(llm=greedy(), tools=[lookup])


@pytest.mark.slow
def test_a_greedy_model_gets_twelve_tool_runs_not_three_hundred():
    runs: list = []
    ledger = Ledger()
    state = _agent(runs).invoke({"messages": [HumanMessage("Find everything.")]},
                                config={"callbacks": [ledger], "recursion_limit": 100})
    assert len(ledger.llm_calls) == MAX_MODEL_CALLS
    assert len(runs) == MAX_TOOL_CALLS == len(ledger.tool_calls)
    results = [m for m in state["messages"] if m.type == "tool"]
    assert max(len(m.content) for m in results) <= MAX_TOOL_OUTPUT_CHARS
    refused = [m for m in results if m.status == "error"]
    assert refused and "already used its 12 tool calls" in refused[0].content


@pytest.mark.slow
def test_the_budget_is_per_question():
    runs: list = []
    agent = _agent(runs)
    for question in ("first", "second"):
        agent.invoke({"messages": [HumanMessage(question)]}, config={"recursion_limit": 100})
    assert len(runs) == 2 * MAX_TOOL_CALLS


def test_the_budget_adds_no_node():
    nodes = set(_agent([]).get_graph().nodes)
    assert not any("Budget" in node for node in nodes), nodes


def test_clip_output_says_what_it_left_out():
    text = clip_output("y" * 10_000, 1000)
    assert len(text) <= 1000 and "9" in text.splitlines()[-1] and "more characters" in text
    assert clip_output("short", 1000) == "short"
