"""The notebooks state their claims with ``claims(...)``, not bare asserts (issue 27).

A bare assert stops a learner's notebook when a real model's figures differ; a claim fails the
cell only with the simulator and is reported otherwise (``course_lib.evaluation.claims``).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HANDFUL = 5


def _bare_asserts() -> dict[str, int]:
    counts = {}
    for path in sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.py")):
        n = len(re.findall(r"^\s*assert\b", path.read_text(encoding="utf-8"), re.MULTILINE))
        if n:
            counts[path.name] = n
    return counts


def test_the_notebooks_keep_at_most_a_handful_of_bare_asserts():
    counts = _bare_asserts()
    assert sum(counts.values()) <= HANDFUL, f"use claims(...) instead of assert: {counts}"


def test_every_notebook_that_measures_states_claims():
    for path in sorted((ROOT / "notebooks").glob("0[1-8]_*.py")):
        assert "from course_lib.evaluation.claims import claims" in path.read_text(encoding="utf-8"), path.name
