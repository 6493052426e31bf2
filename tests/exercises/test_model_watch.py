"""The third verdict: with a real model, a check blames the model, not the learner, when the
reference solution fails too; the simulator never gets that verdict."""

from __future__ import annotations

import pytest

from course_lib.exercises.model_watch import watching
from course_lib.exercises.problem import Case, FunctionProblem
from course_lib.exercises.verdict import Status
from course_lib.models.structured import structured_output
from course_lib.models.testing import scripted
from course_lib.rag.prompts import ROUTER_PROMPT
from course_lib.rag.schemas import SAFE_DEFAULTS, RouteDecision

GOOD = scripted(RouteDecision={"route": "direct", "complexity": "simple"})
BROKEN = scripted(RouteDecision="I would rather not say.")  # never fits the schema


def make_problem(model):
    def reference(question: str) -> str:
        router = ROUTER_PROMPT | structured_output(model, RouteDecision, default=SAFE_DEFAULTS[RouteDecision])
        return router.invoke({"question": question}).route

    return FunctionProblem(
        id="q9", notebook="99", title="Route small talk", prompt="", answer_name="route",
        reference=reference,
        cases=[Case(args=("Hello!",), test=lambda r: None if r == "direct" else f"got {r!r}")],
    )


def always_retrieve(question: str) -> str:
    return "knowledge_base"


@pytest.fixture
def real_model_setting(monkeypatch):
    monkeypatch.setenv("COURSE_LLM", "python:course_lib.models.chaos:flaky")


def test_reference_with_a_broken_model_is_the_models_failure(real_model_setting):
    problem = make_problem(BROKEN)
    verdict = problem.evaluate(problem.reference)
    assert verdict.status is Status.MODEL_FAILED
    assert "says nothing about your answer" in verdict.message and "scripted" in verdict.message
    assert "RouteDecision" in verdict.message  # what the model did wrong


def test_a_wrong_answer_with_a_working_model_is_incorrect(real_model_setting):
    problem = make_problem(GOOD)
    assert problem.evaluate(problem.reference).status is Status.CORRECT
    assert problem.evaluate(always_retrieve).status is Status.INCORRECT


def test_with_the_simulator_there_is_no_third_verdict(monkeypatch):
    monkeypatch.setenv("COURSE_LLM", "sim")
    problem = make_problem(BROKEN)
    assert problem.evaluate(problem.reference).status is Status.INCORRECT


def test_the_watch_sees_calls_in_threads_and_defaults():
    from course_lib.exercises.timebox import run_timeboxed

    router = structured_output(BROKEN, RouteDecision, default=SAFE_DEFAULTS[RouteDecision])
    with watching() as watch:
        outcome = run_timeboxed(router.invoke, "Hello!", timeout=10)
    assert outcome.ok and watch.calls == 2 and len(watch.defaults) == 1
    assert watch.model() == "scripted"
