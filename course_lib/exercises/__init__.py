'''Exercises that check themselves (the shape of Kaggle's learntools).

In a notebook, one setup line binds that notebook's problems::

    from course_lib.exercises import ____, load; q1, q2, q3, q4 = load("00")

Then, for each problem: the exercise cell defines an answer (starting from ``____``), and
``q1.check(answer)`` judges *what you pass it* (a value, your function, your graph or the
function that builds it). ``check`` displays Correct / Incorrect (with a specific message)
/ Not attempted (the starter is untouched), records it in your progress file and returns
the ``Verdict``; it never raises. ``q1.hint()`` shows the next hint (``q1.hint(2)`` the
second), ``q1.solution()`` the reference solution's code and an explanation, and
``q1.describe()`` the task. ``show_progress()`` (or ``python -m course_lib progress``)
prints a per-notebook table.

Problem kinds: ``ValueProblem`` (a value), ``FunctionProblem`` (a function run on ``Case``s),
``GraphProblem`` (a LangGraph graph run on ``Scenario``s: node path, LLM calls, termination,
final state; import it from ``course_lib.exercises.graph_problem``, which loads LangChain)
and ``ThoughtProblem`` (a discussion, nothing to check).
Learner code is time-boxed and its errors are reported as one line, never a traceback.

Notebook cells (see ``classroom``): the exercise cell is tagged ``exercise`` and the problem
id (``q1``) and holds the registered starter verbatim; cells tagged ``solution`` are for
instructors only. ``python -m course_lib exercises export --out DIR`` writes learner and
instructor copies; ``python -m course_lib exercises verify [--json]`` proves every check.

Adding a notebook's problems: create ``course_lib/exercises/nbNN.py`` (``NN`` = the
notebook number) with ``PROBLEMS = [...]`` listing ``q1, q2, ...`` in order, each with
``notebook="NN"``, a ``starter`` (the exercise cell's code, using ``____`` or raising
``NotImplementedError``), its ``answer_name``, a ``reference`` solution (a real function in
that module or the library; import inside its body so its source runs as a notebook cell),
``hints``, an ``explanation`` and at least one ``wrong_answers`` entry (wrap expensive ones
in ``Lazy``). The registry finds the module by its name and the tests verify it
automatically. ``nb00.py`` is the worked example. Nothing heavy runs at import: build
knowledge bases, models and graphs inside functions.
'''

from __future__ import annotations

from course_lib.exercises.blank import Blank, ____, is_blank
from course_lib.exercises.classroom import export
from course_lib.exercises.problem import (
    Case,
    FunctionProblem,
    Lazy,
    Problem,
    ThoughtProblem,
    ValueProblem,
)
from course_lib.exercises.progress import progress_rows, render_progress, show_progress
from course_lib.exercises.registry import load, notebooks, problems
from course_lib.exercises.verdict import Status, Verdict
from course_lib.exercises.verification import verify

__all__ = [
    "Blank",
    "Case",
    "FunctionProblem",
    "Lazy",
    "Problem",
    "Status",
    "ThoughtProblem",
    "ValueProblem",
    "Verdict",
    "____",
    "export",
    "is_blank",
    "load",
    "notebooks",
    "problems",
    "progress_rows",
    "render_progress",
    "show_progress",
    "verify",
]
