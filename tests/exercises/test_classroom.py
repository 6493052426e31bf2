"""Classroom export from a small course notebook using the cell-tag conventions."""

from __future__ import annotations

import nbformat
import pytest

from course_lib.exercises import export, load
from course_lib.foundation.errors import CourseError


def _notebook(q1_source: str | None = None):
    q1, q2, q3, q4 = load("00")
    v4 = nbformat.v4

    def tagged(cell, *tags):
        cell.metadata["tags"] = list(tags)
        return cell

    check = v4.new_code_cell("q1.check(query)")
    check.outputs = [v4.new_output("stream", name="stdout", text="Not attempted\n")]
    return v4.new_notebook(cells=[
        v4.new_code_cell('from course_lib.exercises import ____, load; q1, q2, q3, q4 = load("00")'),
        tagged(v4.new_code_cell(q1_source or q1.starter), "exercise", "q1"),
        check,
        tagged(v4.new_code_cell(q2.starter), "exercise", "q2"),
        v4.new_code_cell("q2.check(top_source)"),
        tagged(v4.new_markdown_cell(q4.starter), "exercise", "q4"),
        tagged(v4.new_markdown_cell("Instructor note: discuss the GIL."), "solution"),
    ])


def test_export_writes_learner_and_instructor_notebooks(tmp_path):
    src = tmp_path / "notebooks"
    src.mkdir()
    nbformat.write(_notebook(), src / "00_setup.ipynb")
    written = export(tmp_path / "out", src)
    assert sorted(p.relative_to(tmp_path / "out").as_posix() for p in written) == [
        "instructor/00_setup.ipynb", "learner/00_setup.ipynb",
    ]
    q1, q2, q3, q4 = load("00")

    learner = nbformat.read(tmp_path / "out" / "learner" / "00_setup.ipynb", as_version=4)
    assert len(learner.cells) == 6
    assert "Instructor note" not in str(learner)
    assert learner.cells[1].source == q1.starter and learner.cells[2].outputs

    instructor = nbformat.read(tmp_path / "out" / "instructor" / "00_setup.ipynb", as_version=4)
    assert len(instructor.cells) == 7
    assert instructor.cells[1].source == q1.solution_code().rstrip()
    assert "query = gil_query()" in instructor.cells[1].source
    assert instructor.cells[2].outputs == []  # the check's stale output is cleared
    assert instructor.cells[3].source.startswith("def top_source(kb, query):")
    assert "____" not in instructor.cells[3].source
    assert instructor.cells[5].source.startswith("**Discussion (q4)**")
    namespace: dict = {}
    exec(instructor.cells[1].source, namespace)  # the solution cell runs as written
    assert load("00")[0].evaluate(namespace["query"]).correct


def test_export_refuses_a_notebook_whose_exercise_cell_is_not_the_starter(tmp_path):
    src = tmp_path / "notebooks"
    src.mkdir()
    nbformat.write(_notebook(q1_source='query = "the answer, left in by mistake"'), src / "00_setup.ipynb")
    with pytest.raises(CourseError, match="exercise cell q1 differs from the registered starter"):
        export(tmp_path / "out", src)


def test_instructor_cell_keeps_the_check_call_of_the_starter():
    from course_lib.exercises.classroom import instructor_version

    q2 = load("00")[1]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(q2.starter + "\nq2.check(top_source)")])
    nb.cells[0].metadata["tags"] = ["exercise", "q2"]
    source = instructor_version(nb, "00").cells[0].source
    assert source == q2.solution_code().rstrip() + "\n\nq2.check(top_source)"
