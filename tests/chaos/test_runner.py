"""The chaos runner reports a failing cell from its execute reply, whatever the cell shows, and
runs several notebooks in one kernel as if each had a kernel of its own (a fresh namespace)."""

from __future__ import annotations

import nbformat

from tests.chaos.runner import run_in_one_kernel


def _write(path, sources):
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    nbformat.write(nb, path)
    return path


def test_the_runner_reports_failing_cells_and_resets_the_namespace_between_notebooks(tmp_path):
    setup = "from course_lib import setup\nsetup(quiet=True)"
    first = _write(tmp_path / "failing.ipynb", [
        setup,
        "x = 1",
        "1 / 0",
        # A handler that displays nothing: the cell still ends in error, and that must count.
        "get_ipython().set_custom_exc((Exception,), lambda *a, **k: None)",
        "raise KeyError('hidden')",
    ])
    second = _write(tmp_path / "second.ipynb", [setup, "print('second')", "print(x)"])
    runs = run_in_one_kernel([first, second], "sim", timeout=120)
    assert [index for index, _ in runs[0].errors] == [2, 4], runs[0].errors
    assert runs[0].errors[0][1].startswith("ZeroDivisionError")
    assert runs[0].errors[1][1].startswith("KeyError")
    # The second notebook sees none of the first's names, and only its own errors.
    assert [(index, line.split(":")[0]) for index, line in runs[1].errors] == [(2, "NameError")], runs[1].errors
    assert runs[1].notebook == "second.ipynb" and "second" in runs[1].text()
