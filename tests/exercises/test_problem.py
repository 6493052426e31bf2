"""The exercises framework with invented problems: verdicts, safety, hints, solutions, display."""

from __future__ import annotations

import threading
import time

import pytest

from course_lib.exercises import Case, FunctionProblem, Status, ThoughtProblem, ValueProblem, ____


@pytest.fixture(autouse=True)
def scratch_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))


def double(x):
    return 2 * x


def double_starter(x):
    return ____


ANSWER = ValueProblem(
    id="q1", notebook="99", title="The answer", prompt="What is six times seven?",
    starter="answer = ____\n", answer_name="answer", value_type=int, expected=42,
    hints=("Multiply.", "6 * 7"), wrong_answers=(41,), explanation="Arithmetic.",
)

DOUBLE = FunctionProblem(
    id="q2", notebook="99", title="Double", prompt="Write double(x).",
    starter="def double(x):\n    return ____\n", answer_name="double", returns=int,
    cases=[Case(args=(1,), label="1"), Case(args=(21,), label="21")],
    reference=double, hints=("Use *.",), wrong_answers=(lambda x: x + 2,), timeout=1.0,
)


def _clean(text: str) -> None:
    assert "Traceback" not in text and "0x" not in text and "File \"" not in text


def test_value_problem_verdicts():
    assert ANSWER.evaluate(42).status is Status.CORRECT
    assert ANSWER.evaluate(____).status is Status.NOT_ATTEMPTED
    assert ANSWER.evaluate().status is Status.NOT_ATTEMPTED
    wrong = ANSWER.evaluate(41)
    assert wrong.status is Status.INCORRECT and "q1.hint()" in wrong.message
    typed = ANSWER.evaluate("42")
    assert typed.status is Status.INCORRECT and "should be an int, but it is a str" in typed.message
    assert ANSWER.evaluate(True).status is Status.INCORRECT  # a bool is not an int here
    assert ANSWER.evaluate([1, ____]).status is Status.NOT_ATTEMPTED


def test_function_problem_verdicts():
    assert DOUBLE.evaluate(double).status is Status.CORRECT
    assert DOUBLE.evaluate(double_starter).status is Status.NOT_ATTEMPTED
    assert DOUBLE.evaluate(DOUBLE.starter_answer()).status is Status.NOT_ATTEMPTED

    def not_yet(x):
        raise NotImplementedError

    assert DOUBLE.evaluate(not_yet).status is Status.NOT_ATTEMPTED
    wrong = DOUBLE.evaluate(lambda x: x + 2)
    assert wrong.status is Status.INCORRECT
    assert "double(1) returned 3, which is not the right answer" in wrong.message
    called = DOUBLE.evaluate(double(3))
    assert called.status is Status.INCORRECT and "without calling it" in called.message


@pytest.mark.slow
def test_learner_exception_is_a_clean_incorrect(capsys):
    def broken(x):
        return {}["missing"]

    verdict = DOUBLE.check(broken)
    assert verdict.status is Status.INCORRECT
    assert "raised KeyError: 'missing'" in verdict.message
    out = capsys.readouterr().out
    assert out.startswith("Incorrect [99 q2: Double]")
    _clean(out)


def test_wrong_return_type_is_a_clean_incorrect():
    verdict = DOUBLE.evaluate(lambda x: str(2 * x))
    assert verdict.status is Status.INCORRECT
    assert "should be an int, but it is a str ('2')" in verdict.message
    _clean(verdict.text())


@pytest.mark.slow
def test_infinite_loop_is_time_boxed_and_stopped():
    before = threading.active_count()

    def forever(x):
        while True:
            x += 1

    start = time.monotonic()
    verdict = DOUBLE.evaluate(forever)
    assert time.monotonic() - start < 5
    assert verdict.status is Status.INCORRECT
    assert "did not finish within 1 seconds" in verdict.message
    _clean(verdict.text())
    deadline = time.monotonic() + 3
    while threading.active_count() > before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert threading.active_count() == before  # the runaway thread was stopped


@pytest.mark.slow
def test_learner_code_that_exits_or_swallows_errors_cannot_escape():
    import sys

    assert DOUBLE.evaluate(lambda x: sys.exit(3)).status is Status.INCORRECT

    def swallow(x):
        while True:
            try:
                time.sleep(0.01)
            except Exception:
                pass

    assert DOUBLE.evaluate(swallow).status is Status.INCORRECT


def test_broken_comparison_and_repr_do_not_raise():
    class Weird(int):
        def __eq__(self, other):
            raise RuntimeError("no comparing")

        __hash__ = int.__hash__

        def __repr__(self):
            raise RuntimeError("no repr")

    verdict = DOUBLE.evaluate(lambda x: Weird(2 * x))
    assert verdict.status is Status.INCORRECT
    assert "Weird object" in verdict.message


def test_check_displays_returns_and_does_not_show_twice(capsys):
    verdict = ANSWER.check(42)
    out = capsys.readouterr().out
    assert out == "Correct [99 q1: The answer]\nWell done.\n"
    assert verdict.correct
    verdict._ipython_display_()  # the notebook's Out[] must not repeat it
    assert capsys.readouterr().out == ""
    assert "<b style='color:#1a7f37'>Correct</b>" in verdict.html()


def test_hints_are_layered(capsys):
    problem = ValueProblem(id="q1", notebook="99", title="t", prompt="p", hints=("one", "two"), expected=1)
    problem.hint()
    problem.hint()
    problem.hint(1)
    problem.hint(7)
    out = capsys.readouterr().out
    assert "Hint 1 of 2 for q1 (next: q1.hint(2))\none" in out
    assert "Hint 2 of 2 for q1\ntwo" in out
    assert "q1 has hints 1 to 2" in out


def test_solution_shows_library_source(capsys):
    DOUBLE.solution()
    out = capsys.readouterr().out
    assert out.startswith("Solution to 99 q2: Double\n\ndef double(x):\n    return 2 * x")
    assert DOUBLE.solution_code() == "def double(x):\n    return 2 * x\n"


def test_value_solution_code_assigns_the_answer_name():
    def six_times_seven() -> int:
        return 6 * 7

    problem = ValueProblem(id="q1", notebook="99", title="t", prompt="p", answer_name="answer",
                           reference=six_times_seven)
    code = problem.solution_code()
    assert code.endswith("answer = six_times_seven()\n")
    namespace: dict = {}
    exec(code, namespace)
    assert namespace["answer"] == 42


def test_thought_problem(capsys):
    problem = ThoughtProblem(id="q3", notebook="99", title="Why?", prompt="Why?", explanation="Because.")
    verdict = problem.check()
    assert verdict.status is Status.NOT_CHECKED and "q3.solution()" in verdict.message
    problem.solution()
    assert "Discussion of 99 q3: Why?\n\nBecause." in capsys.readouterr().out


def test_value_test_function_messages():
    def judge(value):
        return None if value.startswith("a") else "It should start with the first letter."

    problem = ValueProblem(id="q1", notebook="99", title="t", prompt="p", value_type=str, test=judge)
    assert problem.evaluate("abc").correct
    assert problem.evaluate("xyz").message == "It should start with the first letter."
    boom = ValueProblem(id="q1", notebook="99", title="t", prompt="p", test=lambda v: 1 / 0)
    assert "ZeroDivisionError" in boom.evaluate(1).message


def test_starter_cell_may_end_with_its_check_call(tmp_path, capsys):
    problem = ValueProblem(id="q1", notebook="99", title="t", prompt="p", expected=1,
                           starter="answer = ____\n\nq1.check(answer)\n", answer_name="answer")
    assert problem.starter_answer() is ____
    assert capsys.readouterr().out == ""
    assert not list((tmp_path / "cache").glob("*.json"))
