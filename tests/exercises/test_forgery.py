"""An answer cannot forge its verdict (course_lib.exercises.isolation, problem).

Class: whatever the check relies on (the problem classes' methods, the verdict class, the
comparison helper, the builtins, the problem object's own cases) may be patched by the code
under test, inside the check or in a notebook cell before it. Each wrong answer invented here
patches one of them to say "correct"; each verdict is incorrect and names the change; the
kernel's checker is left as it was, so a later check of a function returning None is
incorrect too.
"""

from __future__ import annotations

import builtins

import pytest

from course_lib.exercises import problem as problem_module
from course_lib.exercises import verdict as verdict_module
from course_lib.exercises.problem import Case, FunctionProblem, Problem
from course_lib.exercises.verdict import Status, Verdict


def _square(x: int) -> int:
    return x * x


def _problem() -> FunctionProblem:
    return FunctionProblem(id="q9", notebook="99", title="Square it", prompt="Square x.", answer_name="square",
                           reference=_square, cases=[Case(args=(3,), label="3"), Case(args=(-4,), label="-4")],
                           timeout=5.0, check_limit=20.0)


def _always_correct(self, status, message):
    return Verdict(status=Status.CORRECT, message="forged", problem="")


def _patch_verdict(p):
    Problem.verdict = _always_correct


def _patch_judge(p):
    FunctionProblem._judge = lambda self, fn: Verdict(status=Status.CORRECT, message="forged")


def _patch_subclass(p):  # a new method on the subclass shadows the base class's
    FunctionProblem.verdict = _always_correct


def _patch_equal(p):
    problem_module._equal = lambda a, b: True


def _patch_code(p):  # the function object stays; its code is swapped
    Problem.verdict.__code__ = _always_correct.__code__


def _patch_status(p):
    verdict_module.Verdict.correct = property(lambda self: True)
    problem_module.Status = type("Status", (), {"INCORRECT": Status.CORRECT, "CORRECT": Status.CORRECT,
                                                "NOT_ATTEMPTED": Status.CORRECT})


def _patch_builtin(p):
    builtins.callable = lambda obj: True


def _patch_the_problem(p):
    p.cases = []  # no cases left: nothing can fail


PATCHES = {"Problem.verdict": _patch_verdict, "FunctionProblem._judge": _patch_judge,
           "a subclass override": _patch_subclass, "the comparison helper": _patch_equal,
           "a method's code": _patch_code, "the status names": _patch_status,
           "a builtin": _patch_builtin, "the problem's cases": _patch_the_problem}

ORIGINALS = (Problem.verdict, Problem.verdict.__code__, FunctionProblem._judge, problem_module._equal,
             problem_module.Status, builtins.callable)


def _kernel_is_untouched():
    assert (Problem.verdict, Problem.verdict.__code__, FunctionProblem._judge, problem_module._equal,
            problem_module.Status, builtins.callable) == ORIGINALS
    assert "verdict" not in vars(FunctionProblem) and "correct" in vars(Verdict)
    assert isinstance(vars(Verdict)["correct"], property) and Verdict(Status.INCORRECT, "").correct is False


def _returns_none(x):
    return None


@pytest.mark.parametrize("name", sorted(PATCHES))
def test_a_wrong_answer_that_patches_the_checker_is_incorrect(name):
    target = _problem()

    def square(x):  # wrong, and it forges
        PATCHES[name](target)
        return x + 1

    try:
        verdict = target.evaluate(square)
        assert verdict.status is Status.INCORRECT, verdict.message
        assert "changed the checker" in verdict.message or "returned 4" in verdict.message, verdict.message
        _kernel_is_untouched()
        later = _problem().evaluate(_returns_none)  # a later check is not forged either
        assert later.status is Status.INCORRECT and "returned None" in later.message, later.message
    finally:
        _restore()


@pytest.mark.parametrize("name", sorted(set(PATCHES) - {"the problem's cases"}))
def test_a_patch_made_before_the_check_is_put_back_and_named(name):
    target = _problem()
    target.evaluate(_square)  # the checker, as first seen
    try:
        PATCHES[name](target)  # a notebook cell, outside any check
        verdict = target.evaluate(_returns_none)
        assert verdict.status is Status.INCORRECT and "changed the checker" in verdict.message, verdict.message
        _kernel_is_untouched()
        assert _problem().evaluate(_square).status is Status.CORRECT  # the right answer still passes
    finally:
        _restore()


def test_the_right_answer_still_passes_and_prints_still_show(capsys):
    def square(x):
        print(f"squaring {x}")
        return x * x

    verdict = _problem().evaluate(square)
    assert verdict.status is Status.CORRECT, verdict.message
    assert "squaring 3" in capsys.readouterr().out


def _restore():
    """Undo a patch the old code let through, so one failing case cannot spoil the rest."""
    verdict_fn, code, judge, equal, status, callable_ = ORIGINALS
    Problem.verdict, FunctionProblem._judge, problem_module._equal = verdict_fn, judge, equal
    Problem.verdict.__code__ = code
    problem_module.Status, builtins.callable = status, callable_
    if "verdict" in vars(FunctionProblem):
        del FunctionProblem.verdict
    if not isinstance(vars(Verdict).get("correct"), property) or Verdict(Status.INCORRECT, "").correct:
        Verdict.correct = property(lambda self: self.status is Status.CORRECT)
