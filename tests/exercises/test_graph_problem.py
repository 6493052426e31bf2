"""Graph problems: path taken, LLM calls, termination, accepted forms of the learner's graph."""

from __future__ import annotations

from typing import TypedDict

import pytest

from course_lib.exercises import Status, ____
from course_lib.exercises.graph_problem import (
    GraphProblem,
    Scenario,
    llm_calls,
    path_is,
    run_graph,
    state_satisfies,
    visits,
)
from course_lib.models.testing import scripted


class State(TypedDict, total=False):
    question: str
    retries: int
    relevant: bool
    answer: str


def _builder(llm, max_retries: int | None = 2, retry: bool = True, double_check: bool = False):
    from langgraph.graph import END, START, StateGraph

    def retrieve(state: State) -> dict:
        return {"retries": state.get("retries", 0)}

    def grade(state: State) -> dict:
        reply = llm.invoke(f"Is the document relevant to {state['question']}? yes or no")
        return {"relevant": "yes" in reply.content.lower()}

    def rewrite(state: State) -> dict:
        llm.invoke(f"Rewrite: {state['question']}")
        return {"retries": state.get("retries", 0) + 1}

    def generate(state: State) -> dict:
        if double_check:
            llm.invoke("double-check")
        return {"answer": llm.invoke(state["question"]).content}

    def route(state: State) -> str:
        if state["relevant"] or not retry:
            return "generate"
        if max_retries is not None and state.get("retries", 0) >= max_retries:
            return "generate"
        return "rewrite"

    builder = StateGraph(State)
    for name, fn in (("retrieve", retrieve), ("grade", grade), ("rewrite", rewrite), ("generate", generate)):
        builder.add_node(name, fn)
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "grade")
    builder.add_conditional_edges("grade", route, ["rewrite", "generate"])
    builder.add_edge("rewrite", "retrieve")
    builder.add_edge("generate", END)
    return builder


def build_graph(llm):
    """Reference: retry at most twice, then answer anyway."""
    return _builder(llm).compile()


NO_PATH = ["retrieve", "grade", "rewrite", "retrieve", "grade", "rewrite", "retrieve", "grade", "generate"]

PROBLEM = GraphProblem(
    id="q1", notebook="99", title="Retry, but not forever", prompt="Build the corrective loop.",
    starter="def build_graph(llm):\n    return ____\n", answer_name="build_graph",
    reference=build_graph, timeout=5.0, hints=("Count the retries in the state.",),
    scenarios=[
        Scenario(
            name="grader always says no",
            input={"question": "q", "retries": 0},
            parts=lambda: {"llm": scripted(text="no")},
            expect=[path_is(*NO_PATH), visits("rewrite", exactly=2), llm_calls(exactly=6),
                    state_satisfies("answer", bool, "the graph gave no answer.")],
        ),
        Scenario(
            name="grader says yes",
            input={"question": "q", "retries": 0},
            parts=lambda: {"llm": scripted(text="yes")},
            expect=[path_is("retrieve", "grade", "generate"), llm_calls(at_most=2)],
        ),
    ],
)


def test_run_graph_records_path_calls_and_state():
    run = run_graph(build_graph(scripted(text="no")), {"question": "q", "retries": 0})
    assert run.nodes == NO_PATH
    assert run.llm_calls == 6
    assert run.state["retries"] == 2 and run.state["answer"] == "no"
    assert run.path.startswith("retrieve -> grade -> rewrite")


def test_reference_is_correct():
    verdict = PROBLEM.evaluate(build_graph)
    assert verdict.status is Status.CORRECT, verdict.message


@pytest.mark.parametrize("starter", [lambda llm: ____, ____, "from-starter-cell"])
def test_starter_is_not_attempted(starter):
    answer = PROBLEM.starter_answer() if starter == "from-starter-cell" else starter
    assert PROBLEM.evaluate(answer).status is Status.NOT_ATTEMPTED


def test_factory_raising_not_implemented_is_not_attempted():
    def build(llm):
        raise NotImplementedError

    assert PROBLEM.evaluate(build).status is Status.NOT_ATTEMPTED


def test_path_detected_when_it_never_retries():
    verdict = PROBLEM.evaluate(lambda llm: _builder(llm, retry=False).compile())
    assert verdict.status is Status.INCORRECT
    assert verdict.message.startswith(
        "Scenario 'grader always says no': your graph took the path retrieve -> grade -> generate,"
    )


def test_call_count_detected():
    verdict = PROBLEM.evaluate(lambda llm: _builder(llm, double_check=True).compile())
    assert verdict.status is Status.INCORRECT
    assert "your graph called the model 7 time(s), too many for this scenario" in verdict.message


def test_missing_retry_cap_hits_the_recursion_limit():
    verdict = PROBLEM.evaluate(lambda llm: _builder(llm, max_retries=None).compile())
    assert verdict.status is Status.INCORRECT
    assert "did not stop within 25 steps (recursion_limit)" in verdict.message
    assert "Traceback" not in verdict.message


@pytest.mark.slow
def test_node_that_loops_forever_is_time_boxed():
    from langgraph.graph import START, StateGraph

    def build(llm):
        def spin(state):
            while True:
                pass

        builder = StateGraph(State)
        builder.add_node("spin", spin)
        builder.add_edge(START, "spin")
        return builder.compile()

    problem = GraphProblem(id="q1", notebook="99", title="t", prompt="p", timeout=1.0,
                           scenarios=PROBLEM.scenarios)
    verdict = problem.evaluate(build)
    assert verdict.status is Status.INCORRECT
    assert "did not finish within 1 seconds" in verdict.message


def test_wrong_forms_give_clean_messages():
    not_graph = PROBLEM.evaluate(lambda llm: "a graph")
    assert not_graph.status is Status.INCORRECT and "not a graph" in not_graph.message
    raising = PROBLEM.evaluate(lambda llm: 1 / 0)
    assert "raised ZeroDivisionError: division by zero" in raising.message
    wrong_params = PROBLEM.evaluate(lambda model: None)
    assert "TypeError" in wrong_params.message and "llm" in wrong_params.message
    compiled = PROBLEM.evaluate(build_graph(scripted(text="no")))
    assert "pass the function that builds your graph" in compiled.message
    assert PROBLEM.evaluate(42).status is Status.INCORRECT


def test_builder_and_compiled_graph_accepted_without_parts():
    problem = GraphProblem(
        id="q1", notebook="99", title="t", prompt="p",
        scenarios=[Scenario(name="yes", input={"question": "q"},
                            expect=[path_is("retrieve", "grade", "generate"), llm_calls(exactly=2)])],
    )
    builder = _builder(scripted(text="yes"))
    assert problem.evaluate(builder).correct
    assert problem.evaluate(builder.compile()).correct
    assert problem.evaluate(lambda: builder).correct


def test_judge_graph_run_names_the_scenario_and_what_went_wrong():
    from langgraph.graph import END, START, StateGraph

    from course_lib.exercises.graph_problem import judge_graph_run

    def build(route):
        builder = StateGraph(State)
        builder.add_node("retry", lambda state: {"retries": state.get("retries", 0) + 1})
        builder.add_edge(START, "retry")
        builder.add_conditional_edges("retry", route, ["retry", END])
        return builder.compile()

    where = "In the graph, scenario 'x'"
    capped = lambda state: END if state["retries"] >= 2 else "retry"  # noqa: E731
    assert judge_graph_run(where, lambda: build(capped), {"question": "q"}, [path_is("retry", "retry")]) is None
    wrong_path = judge_graph_run(where, lambda: build(capped), {"question": "q"}, [path_is("retry")])
    assert wrong_path.startswith(where) and "retry -> retry" in wrong_path
    loops = judge_graph_run(where, lambda: build(lambda state: "retry"), {"question": "q"}, [], recursion_limit=5)
    assert loops.startswith(where) and "recursion_limit=5" in loops

    def broken():
        raise ValueError("no such node")

    assert "raised ValueError" in judge_graph_run(where, broken, {"question": "q"}, [])
