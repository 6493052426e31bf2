"""Which problems each notebook has: one module ``nbNN.py`` per notebook, found by name."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path
from typing import TYPE_CHECKING

from course_lib.foundation.errors import CourseError

if TYPE_CHECKING:
    from course_lib.exercises.problem import Problem

_MODULE = re.compile(r"^nb(\d\d)$")


def normalize(notebook: str | int) -> str:
    """``0``, ``"0"``, ``"00"`` and ``"00_setup"`` all mean notebook ``"00"``."""
    match = re.match(r"^(\d{1,2})(?:_|$)", str(notebook).strip())
    if not match:
        raise CourseError(f"{notebook!r} is not a notebook number; use e.g. \"00\".")
    return match.group(1).zfill(2)


def notebooks() -> list[str]:
    """Numbers of the notebooks that have exercises, in order."""
    here = str(Path(__file__).resolve().parent)  # this package's folder
    found = (_MODULE.match(m.name) for m in pkgutil.iter_modules([here]))
    return sorted(m.group(1) for m in found if m)


def problems(notebook: str | int | None = None) -> list[Problem]:
    """The registered problems of one notebook, or of all notebooks in order."""
    if notebook is None:
        return [p for nb in notebooks() for p in problems(nb)]
    number = normalize(notebook)
    if number not in notebooks():
        raise CourseError(f"Notebook {number} has no exercises (no course_lib/exercises/nb{number}.py).")
    module = importlib.import_module(f"course_lib.exercises.nb{number}")
    found = list(module.PROBLEMS)
    ids = [p.id for p in found]
    if len(set(ids)) != len(ids) or any(p.notebook != number for p in found):
        raise CourseError(f"nb{number}.py: problem ids must be unique and every notebook must be {number!r}.")
    return found


def get(notebook: str | int, problem_id: str) -> Problem:
    for problem in problems(notebook):
        if problem.id == problem_id:
            return problem
    raise CourseError(f"Notebook {normalize(notebook)} has no problem {problem_id!r}.")


def load(notebook: str | int) -> tuple[Problem, ...]:
    """The notebook's problems in order, to unpack: ``q1, q2 = load("00")``."""
    return tuple(problems(notebook))
