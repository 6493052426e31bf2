"""The adaptive router of notebook 03: its policy, its graph, and runs with the simulator."""

from __future__ import annotations

import json

import pytest

from course_lib.rag.assembly import web_retriever
from course_lib.rag.graphs.adaptive import PATHS, choose_path, make_adaptive_graph


@pytest.fixture(scope="module")
def llm():
    from course_lib import get_chat_model

    return get_chat_model()


@pytest.fixture(scope="module")
def graph(llm, notes_kb):
    from course_lib.rag.graphs.knowledge_agent import make_knowledge_tools

    retriever = notes_kb.as_retriever(k=4)
    return make_adaptive_graph(llm=llm, retriever=retriever, web_retriever=web_retriever(),
                               research_tools=make_knowledge_tools(notes_retriever=retriever, web=False))


@pytest.mark.parametrize(("route", "complexity", "node"), [
    ("direct", "simple", "answer_directly"),
    ("direct", "complex", "answer_directly"),
    ("knowledge_base", "simple", "retrieve"),
    ("knowledge_base", "complex", "research"),
    ("web", "simple", "web_search"),
    ("web", "complex", "web_search"),
])
def test_policy(route, complexity, node):
    assert PATHS[(route, complexity)] == node
    assert choose_path({"decision": {"route": route, "complexity": complexity}}) == node


def test_unknown_or_missing_decision_falls_back_to_one_retrieval():
    assert choose_path({}) == "retrieve"
    assert choose_path({"decision": {"datasource": "direct_answer", "complexity": "simple"}}) == "retrieve"


def test_graph_structure(graph):
    g = graph.get_graph()
    assert set(g.nodes) == {"__start__", "__end__", "route_question", "answer_directly", "retrieve",
                            "web_search", "generate", "research"}
    edges = {(e.source, e.target) for e in g.edges}
    assert {("__start__", "route_question"), ("retrieve", "generate"), ("web_search", "generate"),
            ("generate", "__end__"), ("answer_directly", "__end__"), ("research", "__end__")} <= edges
    conditional = {e.target for e in g.edges if e.source == "route_question" and e.conditional}
    assert conditional == {"answer_directly", "retrieve", "research", "web_search"}


def _path(graph, question):
    from course_lib.exercises.graph_problem import run_graph

    return run_graph(graph, {"question": question})


@pytest.mark.slow
def test_chit_chat_is_answered_directly_with_two_calls(graph):
    run = _path(graph, "Hello!")
    assert run.nodes == ["route_question", "answer_directly"]
    assert run.llm_calls == 2
    assert run.state["decision"]["route"] == "direct"
    assert run.state["answer"]


def test_simple_note_question_takes_one_retrieval(graph):
    run = _path(graph, "How does asyncio.wait decide when to return?")
    assert run.nodes == ["route_question", "retrieve", "generate"]
    assert "return_when" in run.state["answer"]


@pytest.mark.slow
def test_complex_question_goes_to_the_agent_loop(llm, wiki_kb):
    from course_lib.rag.graphs.knowledge_agent import make_knowledge_tools

    retriever = wiki_kb.as_retriever(k=4)
    graph = make_adaptive_graph(llm=llm, retriever=retriever, web_retriever=web_retriever(),
                                research_tools=make_knowledge_tools(wiki_retriever=retriever, web=False))
    run = _path(graph, "Who leads the team that owns Project Falcon?")
    assert run.nodes == ["route_question", "research"]
    assert run.llm_calls >= 3  # the router, then at least one search and an answer
    assert "priya raman" in run.state["answer"].lower()


def test_schema_and_chooser_must_agree(llm, notes_kb):
    from course_lib.exercises.nb03 import SourceRoute, choose_source_path

    retriever = notes_kb.as_retriever(k=4)
    common = {"llm": llm, "retriever": retriever, "research_tools": [], "route_schema": SourceRoute,
              "web_retriever": web_retriever()}
    broken = make_adaptive_graph(**common)
    assert _path(broken, "Hello!").nodes == ["route_question", "retrieve", "generate"]
    fixed = make_adaptive_graph(**common, path_chooser=choose_source_path)
    assert _path(fixed, "Hello!").nodes == ["route_question", "answer_directly"]


def test_pipeline_runs_and_counts(llm):
    from course_lib.rag.pipelines import get_pipeline

    pipe = get_pipeline("adaptive", llm=llm)
    result = pipe.run("Hello!")
    summary = result.to_dict()
    assert summary["pipeline"] == "adaptive"
    assert summary["llm_calls"] == 2 and summary["retrievals"] == 0 and summary["tool_calls"] == []
    assert result.answer


def test_cli_ask_adaptive_json(capsys):
    from course_lib.app.cli import main

    assert main(["ask", "Thanks a lot!", "--pipeline", "adaptive", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["pipeline"] == "adaptive"
    assert {"answer", "tool_calls", "retrievals", "llm_calls", "input_tokens", "output_tokens",
            "sources"} <= set(out)
