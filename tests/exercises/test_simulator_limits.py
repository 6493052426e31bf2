"""Exercise checks never blame a learner for a simulator limit (issue 26, item 3): when the
simulator states a limit while a check judges the answer, the verdict is "model failed" with
its sentence; a known-wrong answer is still incorrect."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.exercises.problem import Case, FunctionProblem
from course_lib.exercises.verdict import Status
from course_lib.sim import SimulatedChatModel


@tool
def shipment_status(shipment_id: str) -> str:
    """Look up where a shipment is by its id (for example SHP-2231)."""
    return "in transit"


def make_problem() -> FunctionProblem:
    def reference(question: str) -> str:
        reply = SimulatedChatModel().bind_tools([shipment_status]).invoke(question)
        return reply.tool_calls[0]["args"]["shipment_id"] if reply.tool_calls else ""

    return FunctionProblem(
        id="q9", notebook="99", title="Call the tool with the id", prompt="", answer_name="lookup",
        reference=reference,
        cases=[Case(args=("Where is shipment SHP-4410 now?",),
                    test=lambda r: None if r == "SHP-4410" else f"got {r!r}")],
    )


@pytest.fixture(autouse=True)
def simulator(monkeypatch):
    monkeypatch.setenv("COURSE_LLM", "sim")


def test_the_reference_is_correct():
    problem = make_problem()
    assert problem.evaluate(problem.reference).status is Status.CORRECT


def test_a_limit_stated_while_judging_is_the_models_failure_not_the_learners():
    def reworded(question: str) -> str:
        # the learner's own (valid) wording hides the id behind a reference the simulator
        # cannot resolve: it says so, and the check must not call the answer incorrect
        reply = SimulatedChatModel().bind_tools([shipment_status]).invoke("Where is my shipment now?")
        return reply.tool_calls[0]["args"]["shipment_id"] if reply.tool_calls else ""

    verdict = make_problem().evaluate(reworded)
    assert verdict.status is Status.MODEL_FAILED
    assert "offline simulator can't call the tool 'shipment_status'" in verdict.message
    assert "a real model would" in verdict.message and "says nothing about your answer" in verdict.message


def test_a_known_wrong_answer_is_still_incorrect():
    assert make_problem().evaluate(lambda question: "SHP-0000").status is Status.INCORRECT

    def wrong_but_model_was_fine(question: str) -> str:  # the model did its job; the answer did not
        reply = SimulatedChatModel().bind_tools([shipment_status]).invoke(question)
        return reply.tool_calls[0]["args"]["shipment_id"].lower() if reply.tool_calls else ""

    assert make_problem().evaluate(wrong_but_model_was_fine).status is Status.INCORRECT
