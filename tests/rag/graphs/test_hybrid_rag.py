"""course_lib.rag.graphs.hybrid_rag (the hybrid pre-router of notebook 01), compared with the fixed pipeline."""

from __future__ import annotations

import pytest

from course_lib.evaluation.grading import is_correct
from course_lib.evaluation.report import shorten, totals


def test_shorten_and_keywords():
    assert shorten("a  b\nc") == "a b c"
    assert shorten("x" * 100, 10) == "x" * 9 + "…"
    assert is_correct("Use ALL_COMPLETED here", ["all_completed"])
    assert not is_correct("nothing", ["all_completed"])
    assert is_correct("anything", [])


@pytest.fixture(scope="module")
def parts(notes_kb):
    from course_lib.models.llm import get_chat_model

    return get_chat_model(), notes_kb.as_retriever(k=4)


def test_hybrid_graph_follows_the_rule(parts):
    from course_lib.exercises.graph_problem import run_graph
    from course_lib.rag.graphs.hybrid_rag import make_hybrid_rag_graph

    llm, retriever = parts
    graph = make_hybrid_rag_graph(llm=llm, retriever=retriever,
                                  needs_retrieval=lambda q: not q.startswith("Hello"))
    direct = run_graph(graph, {"question": "Hello!"})
    assert direct.nodes == ["answer_directly"] and direct.llm_calls == 1
    assert direct.state["answer"]
    grounded = run_graph(graph, {"question": "How does asyncio.wait decide when to return?"})
    assert grounded.nodes == ["retrieve", "generate"]
    assert "notes/asyncio-wait.md" in grounded.state["answer"]


def test_compare_pipelines_and_totals(parts):
    from course_lib.evaluation import evaluate
    from course_lib.evaluation.questions import load_questions
    from course_lib.rag.graphs.fixed_rag import make_fixed_rag_graph
    from course_lib.rag.graphs.hybrid_rag import hybrid_pipeline
    from course_lib.rag.pipelines import Pipeline

    llm, retriever = parts
    by_id = {x.id: x for x in load_questions()}
    questions = [by_id["chitchat-01"], by_id["notes-04"]]
    fixed = Pipeline(name="fixed", graph=make_fixed_rag_graph(llm=llm, retriever=retriever))
    hybrid = hybrid_pipeline(llm=llm, retriever=retriever,
                             needs_retrieval=lambda q: "?" in q)
    df = evaluate([fixed, hybrid], questions).table()
    assert list(df["pipeline"]) == ["fixed", "fixed", "hybrid", "hybrid"]
    assert list(df["retrievals"]) == [1, 1, 0, 1]
    sums = totals(df)
    assert sums.loc["fixed", "input_tokens"] > sums.loc["hybrid", "input_tokens"]
    assert sums.loc["hybrid", "answers_ok"] >= 1
    # The hybrid spends exactly the fixed pipeline's cost on the question it retrieves for.
    assert df.iloc[1]["input_tokens"] == df.iloc[3]["input_tokens"]
