"""Every exercise check under chaos models: a reference solution passes or is reported as
"the model failed" (never "incorrect"); the starter stays "not attempted"; a wrong answer is
never passed as correct.

Each habit's ``verify`` runs with ``COURSE_CHECK_ISOLATION=off``: checks judge in the verify
process itself (time-boxed threads, the path of Windows and macOS) instead of a fork per
check. What a check measures once per model (notebook 08's routing of the notebook's desks and
of the 16 tools in one agent, its sessions without memory) then stays measured from one
judgement to the next; in a fork it is lost when the fork ends, and every judgement measured it
again (under the ``mixed`` habit 08 q1 alone took 42 of verify's 81 CPU s). Verdicts and
details are the same either way (compared on ``mixed``); forked checks stay covered by
``tests/exercises/test_registry.py::test_verify`` (every problem, with the simulator), the
notebooks under nbval and ``tests/exercises/test_forgery.py``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.chaos.matrix import habits, spec

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def verify_under(habit: str) -> list[dict]:
    env = {**os.environ, "COURSE_LLM": spec(habit), "COURSE_LLM_CACHE": "off", "COURSE_CHECK_ISOLATION": "off"}
    code = ("import json; from dataclasses import asdict; from course_lib import setup; setup(quiet=True); "
            "from course_lib.exercises.verification import verify; "
            "print(json.dumps([asdict(r) for r in verify()]))")
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def verdicts() -> dict[str, list[dict]]:
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(habits(), pool.map(verify_under, habits()), strict=True))


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
