"""Every notebook is a jupytext pair in step with itself and with the exercise registry.

``notebooks/NN_name.py`` (py:percent) is the source a maintainer edits and reviews;
``notebooks/NN_name.ipynb`` holds the same cells with the committed outputs. After editing the
.py: ``make sync`` (``jupytext --sync``), and ``make notebook NB=NN`` if a code cell changed.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import jupytext
import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
PAIRS = sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb"))
SETUP_CELL = "from course_lib import setup\nsetup()"
INTRO = """## Exercises

Each exercise has a check (`q1.check(...)`), layered hints (`q1.hint()`, `q1.hint(2)`) and a
solution (`q1.solution()`). Replace `____` with your answer and run the check. Your progress
is saved in your cache directory (`python -m course_lib progress`)."""


def _ipynb(stem: str):
    return nbformat.read(NOTEBOOKS / f"{stem}.ipynb", as_version=4)


def _cells(nb) -> list[tuple[str, str, list[str]]]:
    return [(c.cell_type, c.source, list(c.metadata.get("tags", []))) for c in nb.cells]


def test_every_notebook_is_a_pair():
    assert PAIRS, "no notebooks found"
    texts = sorted(p.stem for p in NOTEBOOKS.glob("*.py"))
    assert texts == PAIRS, "every notebooks/NN_name.ipynb needs its NN_name.py and back"
    for stem in PAIRS:
        assert re.fullmatch(r"\d\d_[a-z0-9_]+", stem), f"{stem}: name notebooks NN_lesson_name"


@pytest.mark.parametrize("stem", PAIRS)
def test_pair_is_in_sync(stem):
    text = jupytext.read(NOTEBOOKS / f"{stem}.py")
    assert _cells(text) == _cells(_ipynb(stem)), (
        f"notebooks/{stem}.py and .ipynb differ: run `make sync` (jupytext --sync), then "
        f"`make notebook NB={stem[:2]}` if a code cell changed")


@pytest.mark.parametrize("stem", PAIRS)
def test_kernelspec_is_what_jupyterlab_writes(stem):
    """A notebook whose kernelspec differs from JupyterLab's opens as modified."""
    spec = _ipynb(stem).metadata["kernelspec"]
    assert spec == {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    assert jupytext.read(NOTEBOOKS / f"{stem}.py").metadata["kernelspec"] == spec


@pytest.mark.parametrize("stem", PAIRS)
def test_cell_ids_are_stable_names_not_positions(stem):
    ids = [c.id for c in _ipynb(stem).cells]
    assert len(set(ids)) == len(ids)
    assert not any(re.fullmatch(r"nb\d\d-\d+", i) for i in ids), "positional ids renumber on insert"


LIMIT_TAG = "simulator-limit"  # a cell where a stated simulator limit is meant to show
_LIMIT_LINE = re.compile(r"<course simulator>:0: SimulatorLimitWarning: The offline simulator can't .+")


def _is_stated_limit(output) -> bool:
    lines = "".join(output.get("text", "")).splitlines()
    return bool(lines) and all(_LIMIT_LINE.fullmatch(line) for line in lines)


@pytest.mark.parametrize("stem", PAIRS)
def test_first_code_cell_is_setup_and_outputs_are_clean(stem):
    """No stderr and no errors, except the simulator's stated limits (issue 26) in the cells
    tagged ``simulator-limit``; and a tagged cell does state one (no stale tags)."""
    nb = _ipynb(stem)
    assert next(c for c in nb.cells if c.cell_type == "code").source == SETUP_CELL
    for cell in nb.cells:
        tagged = LIMIT_TAG in cell.get("metadata", {}).get("tags", [])
        limits = 0
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", cell.source
            if output.get("name") == "stderr":
                assert tagged and _is_stated_limit(output), cell.source
                limits += 1
        assert limits or not tagged, f"tagged {LIMIT_TAG} but states no limit: {cell.source[:80]}"


@pytest.mark.parametrize("stem", PAIRS)
def test_exercise_section_has_the_course_shape(stem):
    """Same headings everywhere; each problem: its prompt, the exercise cell (the registered
    starter), a check cell, and a hint/solution cell."""
    from course_lib.exercises.classroom import lint_notebook
    from course_lib.exercises.registry import problems

    number = stem[:2]
    nb = _ipynb(stem)
    assert lint_notebook(nb, number, stem) == []
    cells = nb.cells
    start = next(i for i, c in enumerate(cells) if c.source == INTRO)
    registered = problems(number)
    ids = ", ".join(p.id for p in registered)
    assert cells[start + 1].source == f'from course_lib.exercises import ____, load\n\n{ids} = load("{number}")'
    position = start + 2
    for n, problem in enumerate(registered, 1):
        heading = next(i for i in range(position, len(cells))
                       if cells[i].source.startswith(f"### Exercise {n}: "))
        assert cells[heading].source == f"### Exercise {n}: {problem.title}\n\n{problem.prompt}", (
            f"{stem}: exercise {n}'s heading and prompt must be the registered title and prompt "
            f"(course_lib/exercises/nb{number}.py)")
        exercise = next(i for i in range(heading, len(cells))
                        if problem.id in cells[i].metadata.get("tags", []))
        assert cells[exercise + 1].source.startswith(f"{problem.id}.check(")
        assert cells[exercise + 2].source == f"# {problem.id}.hint()\n# {problem.id}.solution()"
        position = exercise + 3


def test_a_markdown_fix_is_a_text_edit_and_a_sync(tmp_path):
    """Edit one word in the .py, sync: the .ipynb gets the word and keeps every output and id."""
    from jupytext.cli import jupytext as jupytext_cli

    stem = PAIRS[0]
    for suffix in (".py", ".ipynb"):
        shutil.copy(NOTEBOOKS / f"{stem}{suffix}", tmp_path / f"{stem}{suffix}")
    shutil.copy(NOTEBOOKS / "jupytext.toml", tmp_path / "jupytext.toml")
    before = nbformat.read(tmp_path / f"{stem}.ipynb", as_version=4)
    md = next(c for c in before.cells if c.cell_type == "markdown" and " the " in c.source)
    text = tmp_path / f"{stem}.py"
    source = text.read_text(encoding="utf-8")
    first_line = md.source.splitlines()[0] if " the " in md.source.splitlines()[0] else next(
        line for line in md.source.splitlines() if " the " in line)
    assert f"# {first_line}" in source
    text.write_text(source.replace(f"# {first_line}", f"# {first_line.replace(' the ', ' THE ', 1)}", 1),
                    encoding="utf-8")
    jupytext_cli(["--sync", "--quiet", str(text)])
    after = nbformat.read(tmp_path / f"{stem}.ipynb", as_version=4)
    assert [c.id for c in after.cells] == [c.id for c in before.cells]
    assert [c.get("outputs") for c in after.cells] == [c.get("outputs") for c in before.cells]
    changed = [c.source for b, c in zip(before.cells, after.cells, strict=True) if b.source != c.source]
    assert len(changed) == 1 and " THE " in changed[0]


def _bindings(tree) -> dict[str, str]:
    """Names a cell binds, each with where it comes from: ``import x.y`` for an import (the same
    import twice binds the same object), ``=`` for anything else (def, class, assignment, for,
    with, walrus, except ... as)."""
    import ast

    bound: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            module = getattr(node, "module", None) or ""
            for alias in node.names:
                name = alias.asname or alias.name.split(".")[0]
                bound[name] = f"import {module}.{alias.name}" if module else f"import {alias.name}"
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            bound[node.name] = "="
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            bound[node.id] = "="
        elif isinstance(node, ast.ExceptHandler) and node.name:
            bound[node.name] = "="
    return bound


def _loads(tree) -> set[str]:
    import ast

    return {node.id for node in ast.walk(tree) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}


def shadowed_names(source_py: str) -> list[str]:
    """Names an exercise cell (tagged ``exercise``) rebinds although an earlier lesson cell
    defines them and a later lesson cell uses them: re-running the notebook after answering
    would hand the lesson the learner's object instead of its own."""
    import ast

    notebook = jupytext.reads(source_py, fmt="py:percent")
    python = lambda source: re.sub(r"(?m)^\s*[%!].*$", "", source)  # noqa: E731 (magics, shell)
    cells = [(("exercise" in c.metadata.get("tags", [])), ast.parse(python(c.source)))
             for c in notebook.cells if c.cell_type == "code"]
    problems = []
    for i, (is_exercise, tree) in enumerate(cells):
        if not is_exercise:
            continue
        earlier: dict[str, str] = {}
        for flag, before in cells[:i]:
            if not flag:
                earlier.update(_bindings(before))
        later = set().union(*(_loads(after) for flag, after in cells[i + 1:] if not flag))
        for name, origin in _bindings(tree).items():
            if name in earlier and name in later and not (origin.startswith("import") and origin == earlier[name]):
                problems.append(f"exercise cell {i} rebinds {name!r}")
    return problems


@pytest.mark.parametrize("stem", PAIRS)
def test_exercise_cells_never_shadow_the_lessons_names(stem):
    problems = shadowed_names((NOTEBOOKS / f"{stem}.py").read_text(encoding="utf-8"))
    assert not problems, f"{stem}: " + "; ".join(problems) + " (rename inside the answer cell)"


def test_the_shadowing_test_catches_a_rebinding():
    source = "\n".join([
        "# %%", "graph = 1", "",
        '# %% tags=["exercise", "q1"]', "def graph():", "    return ____", "",
        "# %%", "from os import path", "",
        '# %% tags=["exercise", "q2"]', "from os import path", "answer = 2", "",
        "# %%", "print(graph, path)", "",
    ])
    assert shadowed_names(source) == ["exercise cell 1 rebinds 'graph'"]
