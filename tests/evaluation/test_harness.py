"""The evaluation harness, grading, statistics and composed routers (notebook 06)."""

from __future__ import annotations

import json
from argparse import Namespace
from typing import TypedDict

import numpy as np
import pytest
from langchain_core.messages import AIMessage
from langgraph.graph import END, START, StateGraph

from course_lib.evaluation import (
    evaluate,
    format_summaries,
    is_correct,
    is_refusal,
    percentile,
    summarize,
)
from course_lib.evaluation.corpora import corpus_for, home_corpus
from course_lib.evaluation.questions import LabelledQuestion, select
from course_lib.evaluation.tradeoff import (
    Strategy,
    always,
    compose,
    oracle_route,
    tokens_saved,
    tradeoff,
)
from course_lib.models.testing import scripted
from course_lib.rag.pipelines import Pipeline


def Q(qid, category, keywords, tools=(), question=None):
    return LabelledQuestion(id=qid, question=question or f"question {qid}", category=category,
                            expected_tools=tuple(tools), expected_keywords=tuple(keywords))


QUESTIONS = [
    Q("c1", "chitchat", ["hello"]),
    Q("n1", "notes", ["await"], ["search_notes"]),
    Q("n2", "notes", ["lock"], ["search_notes"]),
    Q("h1", "multi-hop", ["priya raman"], ["search_wiki"]),
    Q("o1", "out-of-scope", ["don't know"], ["search_notes"]),
]


class S(TypedDict, total=False):
    question: str
    answer: str


def scripted_builder(answers: dict[str, str], *, tokens: int, calls: int = 1, builds: list | None = None,
                     fail_on: str = ""):
    """A pipeline factory whose model replies from ``answers`` (by question) with fixed usage."""

    def build(llm, corpus):
        if builds is not None:
            builds.append(corpus)

        def answer(state: S) -> dict:
            if fail_on and fail_on in state["question"]:
                raise RuntimeError("boom\nsecond line")
            text = answers.get(state["question"], "I don't know.")
            for _ in range(calls):
                model = scripted(text=AIMessage(
                    text, response_metadata={"model_name": "course-sim-1", "simulated_latency_s": 0.5},
                    usage_metadata={"input_tokens": tokens, "output_tokens": 10, "total_tokens": tokens + 10}))
                reply = model.invoke(state["question"])
            return {"answer": reply.content}

        g = StateGraph(S)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return Pipeline(name="scripted", graph=g.compile())

    return build


GOOD = {"question c1": "Hello there!", "question n1": "Use await.", "question n2": "Take the Lock.",
        "question h1": "Priya Raman leads it.", "question o1": "I do not know."}


# --- grading ----------------------------------------------------------------------------------

def test_keywords_all_and_case_insensitive():
    assert is_correct("Priya RAMAN leads the team", ["priya raman"])
    assert not is_correct("Priya leads it", ["priya raman"])
    assert is_correct("return_when=ALL_COMPLETED", ["return_when", "all_completed"])
    assert not is_correct("return_when", ["return_when", "all_completed"])
    assert not is_correct("", [])


@pytest.mark.parametrize("answer", ["I don't know.", "I don\u2019t know", "I do not know that.",
                                    "The notes don't cover asyncio.Barrier."])
def test_refusals_count_for_out_of_scope(answer):
    assert is_refusal(answer) and is_correct(answer, ["don't know"])


def test_an_answer_is_not_a_refusal():
    assert not is_correct("Use asyncio.Barrier(3).", ["don't know"])


# --- statistics ---------------------------------------------------------------------------------

@pytest.mark.parametrize("q", [0, 50, 90, 99, 100])
def test_percentile_matches_numpy(q):
    values = [0.3, 1.2, 0.9, 5.0, 0.35, 2.2, 0.31]
    assert percentile(values, q) == pytest.approx(float(np.percentile(values, q)))
    assert percentile([], q) == 0.0


def test_percentile_rejects_bad_q():
    with pytest.raises(ValueError):
        percentile([1.0], 101)


# --- corpora ------------------------------------------------------------------------------------

def test_corpus_policy():
    hop, note = QUESTIONS[3], QUESTIONS[1]
    assert home_corpus(hop) == "wiki" and home_corpus(note) == "notes"
    assert corpus_for("fixed", hop) == "wiki" and corpus_for("fixed", note) == "notes"
    assert corpus_for("tools", hop) is None and corpus_for("adaptive", note) is None
    assert corpus_for("fixed", hop, "all") == "all"
    assert corpus_for("fixed", hop, None) is None


# --- the harness --------------------------------------------------------------------------------

def test_harness_records_and_summary():
    builds: list = []
    ev = evaluate(["good"], QUESTIONS, llm=object(),
                  builders={"good": scripted_builder(GOOD, tokens=100, builds=builds)})
    assert builds == ["notes", "wiki"]  # one build per corpus, reused across questions
    records = ev.for_pipeline("good")
    assert [r.id for r in records] == ["c1", "n1", "n2", "h1", "o1"]
    assert all(r.correct for r in records)
    assert records[3].corpus == "wiki" and records[0].corpus == "notes"
    assert records[0].llm_calls == 1 and records[0].input_tokens == 100 and records[0].latency_s == 0.5
    assert records[0].calls_per_node == {"answer": 1}
    assert records[0].cost_usd == pytest.approx((100 * 0.15 + 10 * 0.60) / 1e6)
    s = ev.summaries()["good"]
    assert s["accuracy"] == 1.0 and s["questions"] == 5
    assert s["accuracy_by_category"]["notes"] == [2, 2, 1.0]
    assert s["mean_tokens"] == 110 and s["latency_p99_s"] == 0.5
    assert s["cost_per_1k_usd"] == pytest.approx(1000 * records[0].cost_usd, rel=1e-3)
    assert s["tool_accuracy"] is None  # no tools were called at all


@pytest.mark.slow
def test_harness_survives_a_failing_question_and_says_so():
    from course_lib.evaluation.harness import EvaluationWarning

    with pytest.warns(EvaluationWarning, match="1 of 5 runs raised an error.*flaky on n2: RuntimeError: boom"):
        ev = evaluate(["flaky"], QUESTIONS, llm=object(), corpus=None,
                      builders={"flaky": scripted_builder(GOOD, tokens=50, fail_on="n2")})
    bad = [r for r in ev.records if r.error]
    assert [r.id for r in bad] == ["n2"] and bad[0].error == "RuntimeError: boom"
    assert not bad[0].correct
    assert ev.summaries()["flaky"]["errors"] == 1
    assert "errors" in format_summaries(ev.summaries())
    assert ev.summary_frame().loc["flaky", "errors"] == 1  # never dropped from the table


def test_errors_column_is_there_when_nothing_failed():
    ev = evaluate(["good"], QUESTIONS, llm=object(), corpus=None,
                  builders={"good": scripted_builder(GOOD, tokens=10)})
    assert "errors" in ev.summary_frame().columns and ev.problems() == []


def test_concurrent_runs_come_back_in_question_order():
    import threading
    import time

    from course_lib.evaluation.budget import map_in_order

    seen = []

    def slow_echo(x):
        time.sleep(0.02 * (5 - x))  # the first item finishes last
        seen.append(threading.get_ident())
        return x * 10

    assert map_in_order(slow_echo, range(5), workers=4) == [0, 10, 20, 30, 40]
    assert len(set(seen)) > 1
    serial = evaluate(["good"], QUESTIONS, llm=object(), corpus=None, max_concurrency=1,
                      builders={"good": scripted_builder(GOOD, tokens=10)})
    parallel = evaluate(["good"], QUESTIONS, llm=object(), corpus=None, max_concurrency=4,
                        builders={"good": scripted_builder(GOOD, tokens=10)})
    strip = lambda ev: [{k: v for k, v in r.to_dict().items() if k != "latency_s"} for r in ev.records]  # noqa: E731
    assert strip(serial) == strip(parallel)


def test_json_and_table_have_one_summary_per_pipeline():
    builders = {"good": scripted_builder(GOOD, tokens=100),
                "lazy": scripted_builder({}, tokens=40)}
    ev = evaluate(["good", "lazy"], QUESTIONS, llm=object(), builders=builders)
    out = json.loads(json.dumps(ev.to_json()))
    assert list(out["summaries"]) == ["good", "lazy"]
    assert out["summaries"]["lazy"]["accuracy"] == 0.2  # only the out-of-scope refusal
    table = format_summaries(ev.summaries())
    assert "good" in table and "lazy" in table and "out-of-scope" in table
    assert list(ev.summary_frame().index) == ["good", "lazy"]
    assert len(ev.to_frame()) == 10


def test_select_keeps_every_category():
    chosen = select(QUESTIONS, per_category=1)
    assert [q.id for q in chosen] == ["c1", "n1", "h1", "o1"]
    assert [q.id for q in select(QUESTIONS, per_category=5, categories=["notes"])] == ["n1", "n2"]


# --- routers composed from records ------------------------------------------------------------

@pytest.fixture(scope="module")
def three_strategies():
    cheap = {"question c1": "Hello!"}  # a direct answer: small talk only
    single = {k: v for k, v in GOOD.items() if k != "question h1"}  # no multi-hop
    builders = {"direct": scripted_builder(cheap, tokens=20),
                "single": scripted_builder(single, tokens=300),
                "multi": scripted_builder(GOOD, tokens=300, calls=3)}
    return evaluate(list(builders), QUESTIONS, llm=object(), builders=builders)


def test_compose_takes_the_chosen_records(three_strategies):
    route = lambda q: "direct" if q.category == "chitchat" else "single"  # noqa: E731
    records = compose(three_strategies.records, QUESTIONS, route, name="rule")
    assert [r.pipeline for r in records] == ["rule"] * 5
    assert [r.input_tokens for r in records] == [20, 300, 300, 300, 300]
    with_overhead = compose(three_strategies.records, QUESTIONS, route, name="llm-router",
                            overhead=lambda q: {"llm_calls": 1, "input_tokens": 50, "latency_s": 0.3})
    assert with_overhead[0].llm_calls == 2 and with_overhead[0].input_tokens == 70
    assert with_overhead[0].latency_s == 0.8
    with pytest.raises(KeyError):
        compose(three_strategies.records, QUESTIONS, always("nope"), name="x")


def test_oracle_bounds_the_routers(three_strategies):
    route, table = oracle_route(three_strategies.records, ["direct", "single", "multi"])
    assert table == {"chitchat": "direct", "notes": "single", "multi-hop": "multi",
                     "out-of-scope": "direct"}
    rows = tradeoff(three_strategies.records, QUESTIONS, [
        Strategy("always-single", always("single"), "always"),
        Strategy("always-multi", always("multi"), "always"),
        Strategy("oracle", route, "oracle"),
    ], measured=["direct"])
    by_name = {r["strategy"]: r for r in rows}
    assert by_name["oracle"]["accuracy"] == by_name["always-multi"]["accuracy"] == 1.0
    assert by_name["oracle"]["mean_tokens"] < by_name["always-multi"]["mean_tokens"]
    assert by_name["direct"]["kind"] == "measured"
    assert [r["mean_tokens"] for r in rows] == sorted(r["mean_tokens"] for r in rows)
    saved = tokens_saved(summarize(compose(three_strategies.records, QUESTIONS, route, name="o")),
                         three_strategies.summaries()["multi"])
    assert saved > 0.5


# --- the CLI, end to end with the simulator ---------------------------------------------------------

def test_cli_json(capsys, notes_kb):
    from course_lib.app.cli import cmd_eval as run_cli

    args = Namespace(pipelines=["fixed"], questions=None, categories=["out-of-scope"], json=True)
    assert run_cli(args) == 0
    out = json.loads(capsys.readouterr().out)
    s = out["summaries"]["fixed"]
    assert s["questions"] == 7 and s["mean_llm_calls"] == 1.0
    assert s["latency_p50_s"] > 0 and s["cost_per_1k_usd"] > 0


def test_cli_rejects_unknown_pipeline():
    from course_lib.app.cli import cmd_eval as run_cli
    from course_lib.foundation.errors import CourseError

    with pytest.raises(CourseError):
        run_cli(Namespace(pipelines=["nope"], questions=None, categories=None, json=False))


def test_nearest_neighbour_router():
    from course_lib.evaluation.tradeoff import NearestNeighbourRouter

    examples = [
        Q("a", "chitchat", [], question="Hello there, good morning!"),
        Q("b", "chitchat", [], question="Thanks a lot, goodbye!"),
        Q("c", "orders", [], ["query_orders"], question="What is the status of order ORD-1001?"),
        Q("d", "orders", [], ["query_orders"], question="Which customer placed order ORD-1002?"),
        Q("e", "multi-hop", [], ["search_wiki"], question="Who leads the team that owns Project Kite?"),
        Q("f", "multi-hop", [], ["search_wiki"], question="Which team owns the Heron Service?"),
    ]
    router = NearestNeighbourRouter(examples, k=1)
    assert router("What is the status of order ORD-1044?") == "tools"
    assert router("Who leads the team that owns Project Falcon?") == "multihop"
    assert router("Good morning!") == "direct"
    # an example never votes for itself: its nearest other example decides
    assert router(examples[0]) == "direct"
    calc = Q("g", "calc", [], ["calc"], question="What is the status of order 17 * 23?")
    with_calc = NearestNeighbourRouter([*examples, calc], k=1)
    assert with_calc(calc.question) == "tools"  # a plain string: its own example may vote
    assert with_calc(calc) == "tools"  # leave-one-out: the orders examples vote instead
    assert with_calc.votes(calc) and "calc" not in with_calc.votes(calc)
    assert set(NearestNeighbourRouter(examples, k=3).votes("order ORD-1 status")) <= {"direct", "tools", "multihop"}


# --- one path for notebooks: Pipeline objects, labels, tables ----------------------------------

def _built(answers, **kwargs):
    return scripted_builder(answers, **kwargs)(None, None)


def test_pipeline_objects_and_labels_run_as_they_are():
    good = _built({"question c1": "hello there", "question n1": "await it"}, tokens=30)
    lazy = _built({}, tokens=5)
    by_object = evaluate([good], QUESTIONS[:2])
    assert by_object.pipelines == ["scripted"] and [r.correct for r in by_object.records] == [True, True]
    labelled = evaluate({"(a) good": good, "(b) lazy": lazy}, QUESTIONS[:2])
    assert labelled.pipelines == ["(a) good", "(b) lazy"]
    assert [r.pipeline for r in labelled.records] == ["(a) good"] * 2 + ["(b) lazy"] * 2
    assert labelled.records[0].run.answer == "hello there"  # the run itself, for hops.record_run
    assert "run" not in labelled.records[0].to_dict()
    json.dumps(labelled.to_json(records=True))  # JSON-ready without the runs
    with pytest.raises(ValueError, match="labelled alike"):
        evaluate([good, lazy], QUESTIONS[:1])


def test_table_and_summary_by():
    good = _built({"question c1": "hello there"}, tokens=30, calls=2)
    ev = evaluate({"good": good}, QUESTIONS)
    table = ev.table(width=8)
    assert list(table.columns) == ["id", "category", "question", "pipeline", "tools", "llm_calls",
                                   "retrievals", "input_tokens", "output_tokens", "latency_s", "answer", "ok"]
    assert list(table["ok"]) == [True, False, False, False, True] and table["tools"].eq("-").all()
    assert table["answer"].str.len().max() <= 8
    by_category = ev.summary_by("pipeline", "category")
    assert list(by_category.index) == [("good", "chitchat"), ("good", "notes"), ("good", "multi-hop"),
                                       ("good", "out-of-scope")]
    assert by_category.loc[("good", "notes"), "questions"] == 2
    assert by_category.loc[("good", "chitchat"), "accuracy"] == 1.0
    assert by_category.loc[("good", "chitchat"), "llm_calls"] == 2.0
    from course_lib.evaluation import totals

    sums = totals(table)
    assert sums.loc["good", "llm_calls"] == 10 and sums.loc["good", "answers_ok"] == 2
