"""Hostile learner answers cannot hang a check, kill the kernel or outlive it unreported
(course_lib.exercises.timebox, problem, graph_problem).

Each answer is invented here: a loop that swallows every exception, results whose
``__repr__``, ``__iter__`` or attribute never return, a graph factory that never returns,
``os._exit`` and ``sys.exit`` inside the check. Each verdict comes back within its time box
plus the stop grace, says what happened in words a learner can act on, and the process is
still alive afterwards.
"""

from __future__ import annotations

import os
import time

import pytest

from course_lib.exercises.problem import Case, FunctionProblem, ValueProblem
from course_lib.exercises.timebox import STOP_GRACE_S, runaway_threads
from course_lib.exercises.verdict import Status

TIMEOUT = 0.5
BOUND = TIMEOUT + STOP_GRACE_S + 5.0  # a busy machine


def _double(x: int) -> int:
    return 2 * x


def _problem(**kwargs) -> FunctionProblem:
    options = dict(id="q9", notebook="99", title="Double it", prompt="Double x.", answer_name="double",
                   reference=_double, cases=[Case(args=(2,), label="2")], timeout=TIMEOUT, check_limit=3.0)
    options.update(kwargs)
    return FunctionProblem(**options)


def _judge(problem, answer):
    start = time.monotonic()
    verdict = problem.evaluate(answer)
    return time.monotonic() - start, verdict


def _beats(path) -> int:
    return path.stat().st_size if path.exists() else 0


@pytest.mark.slow
@pytest.mark.parametrize("where", ["the function", "the check as a whole"])
def test_a_loop_that_swallows_every_exception_is_really_stopped(where, tmp_path):
    """A retry loop with a bare ``except`` cannot be interrupted inside a thread; the check runs
    it in a process it kills, so once the verdict is back the loop no longer runs (it used to
    keep a core busy until the kernel restarted). The loop beats into a file to show it runs;
    a stop file ends it on the old code, so the test never leaves it running."""
    beat, stop = tmp_path / "beat", tmp_path / "stop"

    def double(x):
        while not stop.exists():
            try:
                with open(beat, "a") as f:
                    f.write(".")
                time.sleep(0.01)
            except:  # noqa: E722 - the hostile part: it eats the time box's exception too
                pass
        return 2 * x

    problem = _problem() if where == "the function" else ValueProblem(
        id="q8", notebook="99", title="Loop", prompt="Give 4.", answer_name="four", expected=4,
        test=lambda v: None if v() == 4 else "wrong", timeout=TIMEOUT, check_limit=1.0)
    answer = double if where == "the function" else (lambda: double(2))
    try:
        seconds, verdict = _judge(problem, answer)
        assert verdict.status is Status.INCORRECT and "did not finish within" in verdict.message
        assert seconds < BOUND
        assert _beats(beat) > 0  # it ran...
        time.sleep(0.3)
        first = _beats(beat)
        time.sleep(0.5)
        assert _beats(beat) == first, "the loop still runs after its check returned"  # ...and was stopped
        assert not runaway_threads()
    finally:
        stop.touch()


class _Forever:
    def __repr__(self):
        while True:
            pass

    def __eq__(self, other):
        while True:
            pass

    __hash__ = object.__hash__


class _EndlessList(list):
    def __iter__(self):
        while True:
            pass


class _NoId:
    @property
    def id(self):
        while True:
            pass


# Made inside the tests: pytest shows a failing test's arguments with repr(), which would hang.
HOSTILE_RESULTS = {"repr and == never return": _Forever, "iterating never ends": lambda: _EndlessList([1])}


@pytest.mark.slow
@pytest.mark.parametrize("kind", sorted(HOSTILE_RESULTS))
def test_a_result_that_never_finishes_being_used_is_reported(kind):
    make = HOSTILE_RESULTS[kind]
    seconds, verdict = _judge(_problem(), lambda x: make())
    assert verdict.status is Status.INCORRECT
    assert "using what it returned did not finish" in verdict.message, verdict.message
    assert seconds < BOUND
    assert not runaway_threads()  # plain loops can be stopped


@pytest.mark.slow
def test_an_attribute_that_never_returns_is_caught_by_the_check_as_a_whole():
    problem = ValueProblem(id="q8", notebook="99", title="An id", prompt="Give an object with id 3.",
                           answer_name="thing", test=lambda v: None if v.id == 3 else "wrong id",
                           timeout=TIMEOUT, check_limit=1.0, expected=None)
    seconds, verdict = _judge(problem, _NoId())
    assert verdict.status is Status.INCORRECT
    assert "did not finish within 1 seconds" in verdict.message and "attribute" in verdict.message
    assert seconds < 1.0 + STOP_GRACE_S + 5.0


@pytest.mark.slow
def test_an_answer_that_hangs_blank_detection_is_caught():
    seconds, verdict = _judge(_problem(check_limit=1.0), HOSTILE_RESULTS["iterating never ends"]())
    assert verdict.status is Status.INCORRECT and "did not finish within 1 seconds" in verdict.message
    assert seconds < 1.0 + STOP_GRACE_S + 5.0


@pytest.mark.parametrize("ending, words", [
    (lambda: os._exit(3), "called os._exit(3), which would end the kernel"),
    (lambda: os.kill(os.getpid(), 9), "called os.kill("),
    (lambda: os.abort(), "called os.abort()"),
    (lambda: __import__("sys").exit(4), "raised SystemExit: 4"),
])
def test_ending_the_process_from_a_check_is_refused(ending, words):
    def double(x):
        ending()
        return 2 * x

    _, verdict = _judge(_problem(), double)
    assert verdict.status is Status.INCORRECT and words in verdict.message, verdict.message
    # still here: the kernel survived
    assert os.getpid() > 0


@pytest.mark.slow
def test_the_exit_guard_only_guards_learner_code():
    from course_lib.exercises.sandbox import install_exit_guard

    install_exit_guard()
    assert getattr(os._exit, "__wrapped__", None) is not None
    pid = os.fork()
    if pid == 0:  # a child process may still exit normally
        os._exit(7)
    assert os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) == 7


@pytest.mark.slow
def test_a_graph_that_never_finishes_building_is_reported():
    from course_lib.exercises.graph_problem import GraphProblem, Scenario, graph_form

    graph_form(None)  # imports LangGraph before the clock starts

    def factory():
        while True:
            pass

    problem = GraphProblem(id="q7", notebook="99", title="A graph", prompt="Build it.", answer_name="build",
                           scenarios=[Scenario(name="one", input={})], timeout=TIMEOUT, check_limit=5.0)
    seconds, verdict = _judge(problem, factory)
    assert verdict.status is Status.INCORRECT and "did not finish within 0.5 seconds" in verdict.message
    assert seconds < BOUND
