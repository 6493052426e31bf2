"""Classroom export: learner and instructor notebooks from the course notebooks.

Cell conventions (cell metadata tags, set in JupyterLab's property inspector):

- ``exercise`` + the problem id (e.g. ``q1``): the cell learners edit. In the course
  notebook it holds the problem's starter exactly as registered (``Problem.starter``).
  The check may be in the next cell or end this one (``q1.check(answer)``). A code cell
  gets the reference solution's code in the instructor copy (lines calling ``qN.check``,
  ``qN.hint`` or ``qN.solution`` are kept after it); a markdown cell (a thought question)
  gets the discussion.
- ``solution``: a cell only instructors see (dropped from the learner copy).

Learner copies keep everything else, outputs included (run with the starters, the checks
say "Not attempted"). Instructor copies clear the outputs of the exercise cells and of the
cells that call that problem's ``check``, since those outputs would be stale.
"""

from __future__ import annotations

import copy
import re
from pathlib import Path

from course_lib.foundation.errors import CourseError

EXERCISE_TAG = "exercise"
SOLUTION_TAG = "solution"
_ID_TAG = re.compile(r"^q\d+$")
_NUMBER = re.compile(r"^(\d\d)_")
_CALL = re.compile(r"^q\d+\.(check|hint|solution)\(")


def notebook_number(path: Path) -> str | None:
    match = _NUMBER.match(path.name)
    return match.group(1) if match else None


def _tags(cell) -> list[str]:
    return list(cell.get("metadata", {}).get("tags", []))


def exercise_id(cell) -> str | None:
    """The problem id of an ``exercise`` cell ("" if the id tag is missing), else None."""
    tags = _tags(cell)
    if EXERCISE_TAG not in tags:
        return None
    return next((t for t in tags if _ID_TAG.match(t)), "")


def _problems_by_id(number: str | None) -> dict:
    from course_lib.exercises.registry import notebooks, problems

    if number is None or number not in notebooks():
        return {}
    return {p.id: p for p in problems(number)}


def lint_notebook(nb, number: str | None, name: str = "notebook") -> list[str]:
    """What is wrong with a notebook's exercise cells (empty list: all good)."""
    registered = _problems_by_id(number)
    errors: list[str] = []
    for cell in nb.cells:
        pid = exercise_id(cell)
        if pid is None:
            continue
        if not pid:
            errors.append(f"{name}: an 'exercise' cell has no problem id tag (e.g. 'q1').")
        elif pid not in registered:
            errors.append(f"{name}: exercise cell {pid} has no registered problem in nb{number}.py.")
        elif cell.source.strip() != registered[pid].starter.strip():
            errors.append(f"{name}: exercise cell {pid} differs from the registered starter.")
    return errors


def learner_version(nb):
    """A copy without ``solution`` cells."""
    out = copy.deepcopy(nb)
    out.cells = [c for c in out.cells if SOLUTION_TAG not in _tags(c)]
    return out


def instructor_version(nb, number: str | None):
    """A copy whose exercise cells hold the reference solutions."""
    registered = _problems_by_id(number)
    out = copy.deepcopy(nb)
    for cell in out.cells:
        pid = exercise_id(cell)
        problem = registered.get(pid or "")
        if problem is None:
            continue
        if cell.cell_type == "markdown":
            cell.source = f"**Discussion ({problem.id})**\n\n{problem.explanation}".rstrip()
        else:
            calls = [line for line in cell.source.splitlines() if _CALL.match(line)]
            code = (problem.solution_code() or cell.source).rstrip()
            cell.source = "\n\n".join([code, "\n".join(calls)]) if calls else code
            _clear(cell)
    checked = [f"{pid}.check(" for pid in registered]
    for cell in out.cells:
        if cell.cell_type == "code" and any(c in cell.source for c in checked):
            _clear(cell)
    return out


def _clear(cell) -> None:
    cell.outputs = []
    cell.execution_count = None


def export(out_dir: Path | str, notebooks_dir: Path | str | None = None, *, strict: bool = True) -> list[Path]:
    """Write ``OUT/learner/*.ipynb`` and ``OUT/instructor/*.ipynb``; returns the files written.

    With ``strict`` (the default) a notebook whose exercise cells do not match the registry
    stops the export with a ``CourseError`` listing the problems.
    """
    import nbformat

    from course_lib.foundation.config import PROJECT_ROOT

    source = Path(notebooks_dir) if notebooks_dir else PROJECT_ROOT / "notebooks"
    paths = sorted(source.glob("*.ipynb"))
    if not paths:
        raise CourseError(f"No notebooks found in {source}.")
    loaded, errors = [], []
    for path in paths:
        nb = nbformat.read(path, as_version=4)
        number = notebook_number(path)
        errors.extend(lint_notebook(nb, number, path.name))
        loaded.append((path, nb, number))
    if strict and errors:
        raise CourseError("Export stopped: " + " ".join(errors))
    written = []
    for kind in ("learner", "instructor"):
        (Path(out_dir) / kind).mkdir(parents=True, exist_ok=True)
    for path, nb, number in loaded:
        for kind, version in (("learner", learner_version(nb)), ("instructor", instructor_version(nb, number))):
            target = Path(out_dir) / kind / path.name
            nbformat.write(version, target)
            written.append(target)
    return written
