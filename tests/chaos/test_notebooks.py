"""Every notebook executes with no raised cell, and every exercise check holds, under the chaos
models (see matrix.py).

One kernel per chaos model runs the nine notebooks one after another (runner.py), then
``exercises verify`` (every problem's reference solution, starter and wrong answers): 3 kernels,
where there were 3 kernels and 2 verify processes. The verify run is one more "notebook" of the
same kernel, as a learner checks the exercises in the kernel that ran the lesson: the stack's
imports, the knowledge base's opening and what a check measures once per model are then paid
once per model, not twice. The slow model's kernel mostly waits (1.5 s per call, really slept),
so it runs beside the other two rather than after them.

Verify judges with ``COURSE_CHECK_ISOLATION=off`` (set by its own cell, after the notebooks ran
with forked checks): checks judge in the kernel itself (time-boxed threads, the path of Windows
and macOS) instead of a fork per check. What a check measures once per model (notebook 08's
routing of the notebook's desks and of the 16 tools in one agent, its sessions without memory)
then stays measured from one judgement to the next; in a fork it is lost when the fork ends, and
every judgement measured it again. Forked checks stay covered by
``tests/exercises/test_registry.py::test_verify`` (every problem, with the simulator), the
notebooks under nbval and here, and ``tests/exercises/test_forgery.py``."""

from __future__ import annotations

import json

import nbformat
import pytest

from tests.chaos.matrix import habits, spec
from tests.chaos.runner import NOTEBOOKS, ROOT, run_notebooks

SLOW_NOTEBOOK = "00_setup.ipynb"

VERIFY_CELLS = (
    "import os\nos.environ['COURSE_CHECK_ISOLATION'] = 'off'\nos.chdir({root!r})\n"
    "from course_lib import setup\nsetup(quiet=True)",
    "import json\nfrom dataclasses import asdict\nfrom course_lib.exercises.verification import verify\n"
    "with open({out!r}, 'w', encoding='utf-8') as _out:\n"
    "    json.dump([asdict(r) for r in verify()], _out)",
)
"""``exercises verify`` as a notebook of its own, run in the chaos kernel after the lessons; its
verdicts go to a file (a long line on stdout may come back in pieces)."""


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("chaos-verify")
    verify_notebooks = {}
    for habit in habits():
        path = folder / f"verify-{habit}.ipynb"
        cells = [source.format(root=str(ROOT), out=str(folder / f"{habit}.json")) for source in VERIFY_CELLS]
        nbformat.write(nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells]), path)
        verify_notebooks[habit] = path
    pairs = [(path, spec(habit)) for habit in habits() for path in [*NOTEBOOKS, verify_notebooks[habit]]]
    pairs.append((next(p for p in NOTEBOOKS if p.name == SLOW_NOTEBOOK), spec("slow")))
    workers = len({s for _, s in pairs})  # two chains that compute, one that mostly sleeps
    done = {(r.notebook, r.spec): r for r in run_notebooks(pairs, workers=workers)}
    done["verdicts"] = {}
    for habit, path in verify_notebooks.items():
        run = done[(path.name, spec(habit))]
        assert not run.errors, run.errors
        done["verdicts"][habit] = json.loads((folder / f"{habit}.json").read_text(encoding="utf-8"))
    return done


@pytest.fixture(scope="module")
def verdicts(runs) -> dict[str, list[dict]]:
    return runs["verdicts"]


@pytest.mark.parametrize("habit", habits())
@pytest.mark.parametrize("notebook", [p.name for p in NOTEBOOKS])
def test_no_cell_raises(runs, notebook, habit):
    run = runs[(notebook, spec(habit))]
    assert not run.errors, run.errors


def test_slow_model_no_cell_raises_and_latency_is_measured(runs):
    run = runs[(SLOW_NOTEBOOK, spec("slow"))]
    assert not run.errors, run.errors
    assert "s (measured)" in run.text() and "simulated" not in run.text().split("latency:")[1].splitlines()[0]


def test_a_chaos_run_shows_its_model_and_its_sample(runs):
    run = runs[("03_multi_tool_routing.ipynb", spec(habits()[0]))]
    assert "chat model: python:course_lib.models.chaos:" in run.text()
    assert "a sample for a real model" in run.text()


def test_a_chaos_run_reports_the_claims_and_goes_on(runs):
    """With a model other than the simulator a claim is reported, never raised."""
    for habit in habits():
        for path in NOTEBOOKS[1:]:
            text = runs[(path.name, spec(habit))].text()
            assert "the lesson's claims on your model:" in text, (path.name, habit)
            assert "DOES NOT HOLD" not in text, (path.name, habit)


# Every exercise check under the chaos models: a reference solution passes or is reported as
# "the model failed" (never "incorrect"); the starter stays "not attempted"; a wrong answer is
# never passed as correct.

@pytest.mark.parametrize("habit", habits())
def test_reference_solutions_pass_or_blame_the_model(verdicts, habit):
    rows = [r for r in verdicts[habit] if r["kind"] != "thought"]
    assert rows
    wrongly_failed = [(r["notebook"], r["id"], r["details"]) for r in rows
                      if r["solution"] not in ("correct", "model failed")]
    assert not wrongly_failed
    assert all(r["starter"] == "not attempted" for r in rows), [r for r in rows if r["starter"] != "not attempted"]


@pytest.mark.parametrize("habit", habits())
def test_wrong_answers_are_never_passed(verdicts, habit):
    passed = [(r["notebook"], r["id"], d) for r in verdicts[habit] for d in r["details"]
              if d.startswith("wrong answer") and ": correct:" in d]
    assert not passed


def test_every_problem_is_verified_under_every_habit(verdicts):
    """The verify cell ran in each kernel, over the whole registry (not a run that stopped early)."""
    from course_lib.exercises import problems

    everyone = sorted((p.notebook, p.id) for p in problems())
    for habit in habits():
        assert sorted((r["notebook"], r["id"]) for r in verdicts[habit]) == everyone, habit
