"""Notebooks 01 and 02: built by their scripts, exercise cells in step with the registry."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = {"01": "01_fixed_vs_agentic", "02": "02_retriever_as_tool"}


@pytest.mark.parametrize("number", sorted(NOTEBOOKS))
def test_committed_notebook_matches_its_build_script(number, tmp_path):
    committed = ROOT / "notebooks" / f"{NOTEBOOKS[number]}.ipynb"
    if not committed.is_file():
        pytest.skip("notebook not built yet")
    out = tmp_path / committed.name
    subprocess.run([sys.executable, str(ROOT / "scripts" / f"build_notebook_{number}.py"), str(out)],
                   check=True, capture_output=True, cwd=ROOT)
    built = nbformat.read(out, as_version=4)
    nb = nbformat.read(committed, as_version=4)
    assert [(c.cell_type, c.source) for c in nb.cells] == [(c.cell_type, c.source) for c in built.cells], (
        f"{committed.name} differs from scripts/build_notebook_{number}.py: rebuild and re-execute it")


@pytest.mark.parametrize("number", sorted(NOTEBOOKS))
def test_setup_cell_and_exercise_cells(number):
    from course_lib.exercises.classroom import lint_notebook

    path = ROOT / "notebooks" / f"{NOTEBOOKS[number]}.ipynb"
    if not path.is_file():
        pytest.skip("notebook not built yet")
    nb = nbformat.read(path, as_version=4)
    first_code = next(c for c in nb.cells if c.cell_type == "code")
    assert first_code.source == "from course_lib import setup\nsetup()"
    assert lint_notebook(nb, number, path.name) == []
    for cell in nb.cells:  # committed outputs: nothing on stderr, no errors
        for output in cell.get("outputs", []):
            assert output.get("name") != "stderr" and output.get("output_type") != "error"
