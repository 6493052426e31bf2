"""Every registered problem passes verify: correct on its solution and its recorded alternatives,
"not attempted" on its starter, incorrect on every recorded wrong answer. New notebooks' problems are covered
automatically (parametrised over the registry)."""

from __future__ import annotations

import argparse
import json

import pytest

from course_lib.exercises import load, problems
from course_lib.exercises.cli import add_commands, run
from course_lib.exercises.problem import MISSING
from course_lib.exercises.verification import render_json, render_table, verify_problem

ALL = problems()
_VERIFIED: dict[tuple[str, str], object] = {}


def verified(problem):
    """``verify_problem(problem)``, once per problem in this process: the renderers' and the
    CLI's tests read the rows ``test_verify`` made (or make them once) instead of judging the
    same problems again (``make unit`` keeps a file on one worker: --dist loadfile)."""
    key = (problem.notebook, problem.id)
    if key not in _VERIFIED:
        _VERIFIED[key] = verify_problem(problem)
    return _VERIFIED[key]


def test_registry_is_well_formed():
    assert ALL, "no problems registered"
    for problem in ALL:
        assert problem.title and problem.prompt and problem.starter
        if problem.kind != "thought":
            assert problem.hints and problem.wrong_answers
            assert problem.reference is not None or getattr(problem, "expected", MISSING) is not MISSING
            assert problem.answer_name and problem.answer_name in problem.starter
            assert problem.solution_code()


def test_load_returns_the_notebook_problems_in_order():
    ids = [p.id for p in load("00")]
    assert ids == [f"q{i}" for i in range(1, len(ids) + 1)]
    assert load(0) == load("00_setup")


@pytest.mark.slow
@pytest.mark.parametrize("problem", ALL, ids=lambda p: f"nb{p.notebook}-{p.id}")
def test_verify(problem):
    row = verified(problem)
    assert row.ok, "\n".join(row.details)


@pytest.mark.parametrize("problem", ALL, ids=lambda p: f"nb{p.notebook}-{p.id}")
def test_solution_text_is_stable(problem, capsys):
    problem.solution()
    text = capsys.readouterr().out
    assert "0x" not in text and "/work/" not in text and "Traceback" not in text


def test_verify_fails_a_check_that_turns_away_a_recorded_alternative():
    from dataclasses import replace

    from course_lib.exercises.problem import ValueProblem

    answer = ValueProblem(id="q1", notebook="99", title="The answer", prompt="Six times seven?",
                          starter="answer = ____\n", answer_name="answer", value_type=int,
                          expected=42, hints=("6 * 7",), wrong_answers=(41,))
    assert verify_problem(replace(answer, alternatives=(42,))).ok
    row = verify_problem(replace(answer, alternatives=(42, 43)))
    assert not row.ok and row.solution == "incorrect (an alternative)"
    assert any(d.startswith("alternative 2: incorrect") for d in row.details)


def test_verify_judges_a_computed_reference_once(tmp_path):
    """A ValueProblem's reference value is the library's own: verify judges it once, in the
    kernel (which also warms it for the forks that follow), not in a warm-up and again in a
    fork. Each judgement leaves a line in a file, so the fork's count too."""
    from course_lib.exercises.isolation import isolation_available
    from course_lib.exercises.problem import ValueProblem

    if not isolation_available():
        pytest.skip("checks run in the kernel here: there is no fork to judge twice")
    log = tmp_path / "judged.txt"

    def judge(value):
        with open(log, "a", encoding="utf-8") as out:
            out.write(f"{value}\n")
        return None if value == 42 else "That is not six times seven."

    def reference():
        return 6 * 7

    problem = ValueProblem(id="q1", notebook="99", title="The answer", prompt="Six times seven?",
                           starter="answer = ____\n", answer_name="answer", value_type=int,
                           reference=reference, test=judge, hints=("6 * 7",), wrong_answers=(41, 40))
    row = verify_problem(problem)
    assert row.ok, row.details
    assert sorted(log.read_text(encoding="utf-8").split()) == ["40", "41", "42"]


@pytest.mark.slow
def test_renderers():
    row = verified(ALL[0])
    table = render_table([row])
    assert table.splitlines()[0].split() == ["notebook", "id", "kind", "solution", "starter", "wrong", "ok"]
    data = json.loads(render_json([row]))
    assert set(data[0]) >= {"notebook", "id", "solution", "starter", "wrong"}
    assert data[0]["solution"] == "correct" and data[0]["starter"] == "not attempted"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="course")
    add_commands(parser.add_subparsers(dest="command"))
    return parser


@pytest.mark.slow
def test_cli_verify_json(capsys):
    # The CLI judges notebook 00 itself (about a second). It used to be handed the rows
    # test_verify made by patching verification.verify_problem, but the checker takes that for
    # tampering (a changed checker makes every later check "incorrect") whenever a check ran in
    # the process before the patch: the test failed under a plain ``-n 2``.
    args = _parser().parse_args(["exercises", "verify", "--json", "--notebook", "00"])
    assert run(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert [row["id"] for row in data] == [p.id for p in load("00")]


def test_cli_progress(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    assert run(_parser().parse_args(["progress"])) == 0
    assert capsys.readouterr().out.startswith("notebook")


def test_prompts_have_no_unformatted_placeholders():
    """A prompt split over several string literals must format every part that needs it: no
    constant like ``{BUDGET_SHARE}`` or format spec like ``{x:.0%}`` may be left as text
    (template variables such as ``{document}`` are part of some prompts on purpose)."""
    import re

    unformatted = re.compile(r"\{[A-Z][A-Z0-9_]*(?::[^}]*)?\}|\{\w+:[^}]*\}")
    for p in problems():
        assert not unformatted.search(p.prompt), (p.notebook, p.id, p.prompt)
