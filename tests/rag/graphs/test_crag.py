"""Corrective RAG graphs (notebook 04): paths, call counts and loop safety with scripted parts."""

from __future__ import annotations

import pytest
from langchain_core.documents import Document
from langgraph.errors import GraphRecursionError

from course_lib.evaluation.grading import is_correct
from course_lib.evaluation.relevance import yes_rate
from course_lib.measurement.ledger import Ledger
from course_lib.measurement.trace import node_path, run_traced
from course_lib.models.testing import (
    StaticRetriever,
    irrelevant_documents,
    scripted,
    scripted_grader,
)
from course_lib.rag.graphs import graph_shape, reachable
from course_lib.rag.graphs.crag import (
    clean_query,
    format_numbered,
    make_batch_crag_graph,
    make_batch_grade,
    make_crag_graph,
    make_web_fallback_crag_graph,
    route_after_grade,
)
from course_lib.rag.graphs.crag_three_way import THREE_WAY_ROUTES, make_three_way_crag_graph
from course_lib.rag.prompts import GRADE_DOCUMENT_STRICT_PROMPT

COROUTINE = Document(
    "A coroutine gives up control only at await points; the event loop is not preemptive.",
    metadata={"source": "notes/coroutines.md", "title": "Coroutines"}, id="co-1",
)


def always_no():
    return {"llm": scripted_grader(grade="no", three_way="irrelevant"),
            "retriever": StaticRetriever(docs=irrelevant_documents(3))}


def by_query(query: str) -> list[Document]:
    return [COROUTINE, *irrelevant_documents(2)] if "coroutine" in query else irrelevant_documents(3)


def alias_parts():
    judge = lambda q, doc: "yes" if "coroutine" in doc.lower() else "no"  # noqa: E731
    return {"llm": scripted_grader(judge=judge, rewrite="coroutine preemptive"),
            "retriever": StaticRetriever(by_query=by_query)}


def run(graph, question="How do green threads yield?", limit=25):
    ledger = Ledger()
    state, steps = run_traced(graph, question, config={"callbacks": [ledger]}, recursion_limit=limit)
    return state, node_path(steps), ledger


# --- loop safety: every grade "no" -----------------------------------------------------------

@pytest.mark.parametrize("max_retries", [0, 1, 2, 3])
def test_capped_graph_stops_after_max_retries_with_honest_answer(max_retries):
    graph = make_crag_graph(**always_no(), max_retries=max_retries)
    steps_needed = 3 + 3 * max_retries  # retrieve, grade, generate + (rewrite, retrieve, grade) each
    state, path, _ = run(graph, limit=steps_needed + 1)
    assert path == ["retrieve", "grade"] + ["rewrite", "retrieve", "grade"] * max_retries + ["generate"]
    assert state.get("retries", 0) == max_retries
    assert state["answer"].startswith("I don't know")
    assert f"after {max_retries + 1} search" in state["answer"]


def test_capped_graph_needs_no_more_than_its_cap_and_a_tight_limit_proves_it():
    graph = make_crag_graph(**always_no(), max_retries=2)
    # 9 nodes run; LangGraph also counts the input step, so a limit of 10 is just enough
    with pytest.raises(GraphRecursionError):
        run(graph, limit=9)
    _, path, _ = run(graph, limit=10)
    assert len(path) == 9


@pytest.mark.parametrize("batch", [False, True])
def test_batched_and_web_variants_end_within_cap(batch):
    graph = make_crag_graph(**always_no(), batch_grading=batch, web_search=StaticRetriever(docs=irrelevant_documents(2)))
    state, path, _ = run(graph, limit=12)
    assert path.count("web_search") == 1
    assert path[-3:] == ["web_search", "grade_web", "generate"]
    assert state["answer"].startswith("I don't know")
    assert "the notes and the web" in state["answer"]


def test_three_way_graph_ends_within_cap_when_everything_is_irrelevant():
    graph = make_three_way_crag_graph(**always_no(), max_retries=2)
    state, path, ledger = run(graph, limit=10)
    assert path.count("rewrite") == 2 and path[-1] == "generate"
    assert state["answer"].startswith("I don't know")
    assert len(ledger.llm_calls) == 3 * 3 + 2  # no generation call for the fallback


# --- the alias-mismatch path -------------------------------------------------------------------

def test_rewrite_fixes_an_alias_mismatch():
    state, path, ledger = run(make_crag_graph(**alias_parts()))
    assert path == ["retrieve", "grade", "rewrite", "retrieve", "grade", "generate"]
    assert state["query"] == "coroutine preemptive"
    assert [d.id for d in state["documents"]] == ["co-1"]
    assert state["answer"] == "A scripted answer."
    assert [c.node for c in ledger.llm_calls].count("grade") == 6


def test_batched_grading_makes_one_call_per_retrieval():
    _, path_doc, per_doc = run(make_crag_graph(**always_no()))
    _, path_batch, batched = run(make_batch_crag_graph(**always_no()))
    assert path_doc == path_batch
    assert len(per_doc.llm_calls) == 3 * 3 + 2
    assert len(batched.llm_calls) == 3 + 2
    _, path, _ = run(make_batch_crag_graph(**alias_parts()))
    assert path == ["retrieve", "grade", "rewrite", "retrieve", "grade", "generate"]


def test_batch_grade_treats_missing_grades_as_no():
    grade = make_batch_grade(scripted(BatchGrades={"grades": [{"index": 2, "binary_score": "yes"}]}))
    docs = irrelevant_documents(3)
    update = grade({"question": "q", "documents": docs})
    assert update["grades"] == ["no", "yes", "no"]
    assert update["documents"] == [docs[1]]
    assert format_numbered(docs[:2]).startswith("Document 1: [source: notes/filler-1.md]")


# --- web fallback ---------------------------------------------------------------------------

def test_web_fallback_cannot_search_twice_by_construction():
    graph = make_web_fallback_crag_graph(**always_no(), web_search=StaticRetriever(docs=[]))
    assert "web_search" not in reachable(graph, "web_search")
    assert reachable(graph, "grade_web") == {"generate", "__end__"}
    assert "retrieve" in reachable(graph, "retrieve")  # the rewrite loop is the only cycle


def test_web_fallback_answers_from_relevant_web_pages():
    web_doc = Document("Green threads are coroutine-like.", metadata={"source": "https://example.org/g"})
    parts = always_no()
    parts["llm"] = scripted_grader(judge=lambda q, doc: "yes" if "example.org" in doc else "no")
    graph = make_web_fallback_crag_graph(**parts, web_search=lambda query: [web_doc], max_retries=1)
    state, path, _ = run(graph)
    assert path == ["retrieve", "grade", "rewrite", "retrieve", "grade", "web_search", "grade_web", "generate"]
    assert state["documents"] == [web_doc] and state["web_searched"] is True
    assert state["answer"] == "A scripted answer."


def test_web_is_not_used_when_the_notes_answer():
    graph = make_web_fallback_crag_graph(**alias_parts(), web_search=StaticRetriever(docs=[]))
    _, path, _ = run(graph)
    assert "web_search" not in path


# --- three-way routing ------------------------------------------------------------------------

def test_three_way_routing_table():
    assert THREE_WAY_ROUTES["relevant"] == {True: "generate", False: "generate"}
    assert THREE_WAY_ROUTES["ambiguous"] == {True: "rewrite", False: "generate"}
    assert THREE_WAY_ROUTES["irrelevant"] == {True: "rewrite", False: "generate"}


def test_three_way_answers_from_held_ambiguous_documents_at_the_cap():
    judge = lambda q, doc: "ambiguous" if "filler-1" in doc else "irrelevant"  # noqa: E731
    parts = {"llm": scripted_grader(judge=judge), "retriever": StaticRetriever(docs=irrelevant_documents(3))}
    state, path, ledger = run(make_three_way_crag_graph(**parts, max_retries=1))
    assert path == ["retrieve", "grade", "rewrite", "retrieve", "grade", "generate"]
    assert [d.id for d in state["held"]] == ["filler-1"]  # held once, not twice
    assert state["answer"] == "A scripted answer."
    assert ledger.llm_calls[-1].node == "generate"


def test_three_way_relevant_goes_straight_to_generate():
    judge = lambda q, doc: "relevant" if "coroutine" in doc.lower() else "irrelevant"  # noqa: E731
    parts = {"llm": scripted_grader(judge=judge), "retriever": StaticRetriever(docs=[COROUTINE])}
    _, path, _ = run(make_three_way_crag_graph(**parts))
    assert path == ["retrieve", "grade", "generate"]


# --- pieces -----------------------------------------------------------------------------------

def test_route_after_grade():
    doc = irrelevant_documents(1)
    assert route_after_grade({"documents": doc, "retries": 9}) == "generate"
    assert route_after_grade({"documents": [], "retries": 1}) == "rewrite"
    assert route_after_grade({"documents": [], "retries": 2}) == "generate"
    assert route_after_grade({"documents": [], "retries": 2}, web=True) == "web_search"
    assert route_after_grade({"documents": [], "retries": 2, "web_searched": True}, web=True) == "generate"


def test_graph_shapes():
    nodes, edges = graph_shape(make_crag_graph(**always_no()))
    assert nodes == ["__end__", "__start__", "generate", "grade", "retrieve", "rewrite"]
    assert ("grade", "rewrite", True) in edges and ("rewrite", "retrieve", False) in edges
    nodes, _ = graph_shape(make_web_fallback_crag_graph(**always_no(), web_search=StaticRetriever()))
    assert {"web_search", "grade_web"} <= set(nodes)


def test_factories_reject_negative_caps():
    with pytest.raises(ValueError):
        make_crag_graph(**always_no(), max_retries=-1)
    with pytest.raises(ValueError):
        make_three_way_crag_graph(**always_no(), max_retries=-1)


def test_clean_query_and_answer_check():
    assert clean_query('Query: "coroutine await"\nextra') == "coroutine await"
    assert clean_query("  \n`asyncio coroutine`") == "asyncio coroutine"
    assert is_correct("I don\u2019t know.", ["don't know"])
    assert not is_correct("Use a lock.", ["lock", "counter"])


def test_yes_rate_counts_yes_grades():
    judge = lambda q, doc: "yes" if "filler-1" in doc else "no"  # noqa: E731
    pairs = [("q", d) for d in irrelevant_documents(4)]
    assert yes_rate(scripted_grader(judge=judge), pairs, prompt=GRADE_DOCUMENT_STRICT_PROMPT) == 0.25
    assert yes_rate(scripted_grader(), [], prompt=GRADE_DOCUMENT_STRICT_PROMPT) == 0.0


def test_nothing_runs_at_import():
    import importlib

    import course_lib.rag.graphs.crag as crag
    import course_lib.rag.graphs.crag_three_way as three_way

    importlib.reload(crag)
    importlib.reload(three_way)
    assert callable(crag.make_crag_graph) and callable(three_way.make_three_way_crag_graph)
