"""The chaos runner reports a failing cell from its execute reply, whatever the cell shows."""

from __future__ import annotations

import nbformat

from tests.chaos.runner import run_notebook


def test_the_runner_reports_a_failing_cell_even_when_it_shows_nothing(tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("from course_lib import setup\nsetup(quiet=True)"),
        nbformat.v4.new_code_cell("x = 1"),
        nbformat.v4.new_code_cell("1 / 0"),
        # A handler that displays nothing: the cell still ends in error, and that must count.
        nbformat.v4.new_code_cell("get_ipython().set_custom_exc((Exception,), lambda *a, **k: None)"),
        nbformat.v4.new_code_cell("raise KeyError('hidden')"),
    ]
    path = tmp_path / "failing.ipynb"
    nbformat.write(nb, path)
    run = run_notebook(path, "sim", timeout=120)
    assert [index for index, _ in run.errors] == [2, 4], run.errors
    assert run.errors[0][1].startswith("ZeroDivisionError")
    assert run.errors[1][1].startswith("KeyError")
