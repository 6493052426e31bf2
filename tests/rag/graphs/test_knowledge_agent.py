"""Notebook 03: the knowledge agent (tools pipeline) and the routing confusion tables."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from course_lib.evaluation.questions import LabelledQuestion
from course_lib.evaluation.tool_choice import (
    EXPECTED_ROUTES,
    NO_TOOL,
    choice_label,
    confusion_table,
    decide_from_runs,
    evaluate_routing,
    route_confusion,
    route_decisions,
)
from course_lib.rag.tools import AGENT_TOOLS


def _q(qid, category, question, tools=()):
    return LabelledQuestion(id=qid, question=question, category=category, expected_tools=tuple(tools))


QUESTIONS = [
    _q("a", "chitchat", "Hello!"),
    _q("b", "notes", "How does asyncio.wait work?", ["search_notes"]),
    _q("c", "notes", "What is a wheel?", ["search_notes"]),
    _q("d", "orders+calc", "Total of pending orders?", ["query_orders", "calc"]),
]
CHOSEN = {"Hello!": [], "How does asyncio.wait work?": ["search_notes"],
          "What is a wheel?": ["web_search"], "Total of pending orders?": ["query_orders", "calc"]}
TOOLS = ["search_notes", "query_orders", "calc", "web_search"]


def test_choice_label():
    assert choice_label([]) == NO_TOOL
    assert choice_label(["query_orders", "calc", "calc"]) == "query_orders+calc"


def test_confusion_table_counts_and_accuracy():
    report = evaluate_routing(QUESTIONS, decide=CHOSEN.__getitem__, tool_names=TOOLS)
    table = confusion_table(report)
    assert list(table.index) == ["chitchat", "notes", "orders+calc"]
    assert list(table.columns) == ["query_orders+calc", "search_notes", "web_search", NO_TOOL, "accuracy"]
    assert table.loc["notes", "search_notes"] == 1 and table.loc["notes", "web_search"] == 1
    assert table.loc["chitchat", NO_TOOL] == 1
    assert table.loc["notes", "accuracy"] == 0.5 and table.loc["orders+calc", "accuracy"] == 1.0
    by_expected = confusion_table(report, rows="expected", accuracy=False)
    assert "accuracy" not in by_expected.columns
    assert by_expected.loc["search_notes", "web_search"] == 1


def test_decide_from_runs_replays_recorded_tools():
    runs = pd.DataFrame({"question": ["Hello!", "Total?"], "tools": [NO_TOOL, "query_orders, calc"]})
    decide = decide_from_runs(runs)
    assert decide("Hello!") == []
    assert decide("Total?") == ["query_orders", "calc"]


def test_route_decisions_and_confusion():
    answers = {"Hello!": {"route": "direct", "complexity": "simple"},
               "How does asyncio.wait work?": {"route": "web", "complexity": "simple"},
               "What is a wheel?": {"route": "knowledge_base", "complexity": "simple"}}
    decisions = route_decisions(answers.__getitem__, QUESTIONS)
    assert list(decisions["id"]) == ["a", "b", "c"]  # orders+calc has no expected route
    assert list(decisions["ok"]) == [True, False, True]
    table = route_confusion(decisions)
    assert table.loc["notes", "web/simple"] == 1 and table.loc["notes", "accuracy"] == 0.5
    assert set(EXPECTED_ROUTES) >= {"chitchat", "general", "notes", "multi-hop", "web"}


# -- the knowledge agent --------------------------------------------------------------------

def test_knowledge_tools_in_order(notes_kb, wiki_kb):
    from course_lib.rag.graphs.knowledge_agent import KNOWLEDGE_TOOL_NAMES, make_knowledge_tools

    tools = make_knowledge_tools(notes_retriever=notes_kb.as_retriever(), wiki_retriever=wiki_kb.as_retriever())
    assert tuple(t.name for t in tools) == KNOWLEDGE_TOOL_NAMES
    switched = {"query_orders", "calc", "web_search"}  # the three the switches turn off
    assert [t.name for t in make_knowledge_tools(orders=False, calculator=False, web=False)] == [
        t.name for t in AGENT_TOOLS if t.name not in switched]
    # every agent tool but the web search, in AGENT_TOOLS' order (a new tool joins by itself)
    assert [t.name for t in make_knowledge_tools(web=False)] == [
        t.name for t in AGENT_TOOLS if t.name != "web_search"]
    for tool in tools:
        assert "not" in tool.description.lower()  # every description is two-sided


@pytest.fixture(scope="module")
def tools_pipeline():
    from course_lib.rag.pipelines import get_pipeline

    return get_pipeline("tools")


def test_no_tool_for_small_talk(tools_pipeline):
    result = tools_pipeline.run("Hello!")
    assert result.ledger.tool_calls == [] and len(result.ledger.llm_calls) == 1
    assert result.answer


def test_wiki_question_uses_the_wiki(tools_pipeline):
    result = tools_pipeline.run("Who leads the team that owns Project Falcon?")
    assert {t.name for t in result.ledger.tool_calls} == {"search_wiki"}
    assert "priya raman" in result.answer.lower()


def test_chained_orders_then_calc(tools_pipeline):
    result = tools_pipeline.run("What is the total amount of all pending orders?")
    names = [t.name for t in result.ledger.tool_calls]
    assert names[:2] == ["query_orders", "calc"]
    assert result.ledger.tool_calls[0].args.get("status") == "pending"
    assert "7118.85" in result.answer


def test_corpus_choice_limits_search_tools():
    from course_lib import get_chat_model
    from course_lib.rag.pipelines import get_pipeline

    pipe = get_pipeline("tools", llm=get_chat_model(), corpus="wiki")
    names = [n for n in pipe.graph.get_graph().nodes]
    assert "tools" in names
    tool_node = pipe.graph.nodes["tools"].bound
    assert "search_notes" not in tool_node.tools_by_name and "search_wiki" in tool_node.tools_by_name


@pytest.mark.slow
def test_cli_ask_tools_json(capsys):
    from course_lib.app.cli import main

    assert main(["ask", "Who leads the team that owns Project Falcon?", "--pipeline", "tools", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["pipeline"] == "tools"
    assert [c["name"] for c in out["tool_calls"]][:1] == ["search_wiki"]
    assert out["retrievals"] >= 1 and out["llm_calls"] >= 2
    assert any(s.startswith("wiki/") for s in out["sources"])
