"""The learner's workspace (course_lib/app/workspace.py): copies made once, never overwritten;
updates that keep what the learner edited; resets that save the learner's copy first; exercise
progress per workspace. Course material here is invented, in shapes the course does not use."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest

from course_lib.app.workspace import EDITED, PRISTINE, RUN_ONLY, Workspace, find_workspace
from course_lib.foundation.errors import CourseError

ROOT = Path(__file__).resolve().parents[2]


def _notebook(path: Path, *sources: str, output: str | None = None) -> None:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_markdown_cell("# Lesson\nSome words.")]
    for source in sources:
        cell = nbformat.v4.new_code_cell(source)
        if output is not None:
            cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=output)]
        nb.cells.append(cell)
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(path))


@pytest.fixture
def course(tmp_path):
    source = tmp_path / "course"
    _notebook(source / "00_intro.ipynb", "print('hello')")
    _notebook(source / "01_loops.ipynb", "for i in range(3):\n    print(i)")
    _notebook(source / "02_sets.ipynb", "s = {1, 2}\nlen(s)")
    (source / "01_loops.py").write_text("# a paired source: not a notebook\n")
    (source / "scratch.ipynb").write_text("{}")  # not NN_name: not a lesson
    return source


def _edit(path: Path, change) -> None:
    nb = nbformat.read(str(path), as_version=4)
    change(nb)
    nbformat.write(nb, str(path))


def test_create_copies_once_and_never_overwrites(course, tmp_path):
    ws = Workspace(tmp_path / "ws", course)
    report = ws.create()
    assert report.copied == ["00_intro.ipynb", "01_loops.ipynb", "02_sets.ipynb"]
    assert sorted(p.name for p in ws.path.iterdir() if not p.name.startswith(".")) == report.copied
    mine = ws.path / "01_loops.ipynb"
    _edit(mine, lambda nb: nb.cells.append(nbformat.v4.new_code_cell("my_answer = 42")))
    edited = mine.read_bytes()
    _notebook(course / "01_loops.ipynb", "for i in range(4):\n    print(i)")  # the course moves on
    again = Workspace(tmp_path / "ws", course).create()
    assert again.copied == [] and mine.read_bytes() == edited
    assert again.newer == ["01_loops.ipynb"]
    assert any("course workspace update" in line for line in again.lines())


def test_update_keeps_edited_copies_and_says_so(course, tmp_path):
    ws = Workspace(tmp_path / "ws", course)
    ws.create()
    # 00: the learner edits a cell. 01: the learner only runs it, and JupyterLab saves it with
    # its own formatting. 02: untouched.
    _edit(ws.path / "00_intro.ipynb", lambda nb: nb.cells[1].__setitem__("source", "print('mine')"))
    nb = json.loads((ws.path / "01_loops.ipynb").read_text())
    nb["cells"][1]["outputs"] = [{"output_type": "stream", "name": "stdout", "text": ["0\n1\n2\n"]}]
    nb["cells"][1]["execution_count"] = 7
    for cell in nb["cells"]:  # the other of nbformat's two forms of a source: one string
        cell["source"] = "".join(cell["source"]) if isinstance(cell["source"], list) else [cell["source"]]
    (ws.path / "01_loops.ipynb").write_text(json.dumps(nb, indent=4))
    assert [s for _, s, _ in ws.status()] == [EDITED, RUN_ONLY, PRISTINE]

    for name in ("00_intro", "01_loops", "02_sets"):  # the instructor fixes every lesson
        _notebook(course / f"{name}.ipynb", f"print('fixed {name}')")
    _notebook(course / "03_new.ipynb", "print('a new lesson')")
    report = Workspace(tmp_path / "ws", course).update()

    assert report.kept == ["00_intro.ipynb"]
    assert "print('mine')" in (ws.path / "00_intro.ipynb").read_text()
    assert sorted(report.updated) == ["01_loops.ipynb", "02_sets.ipynb"]
    assert report.copied == ["03_new.ipynb"]
    for name in ("01_loops", "02_sets", "03_new"):
        assert (ws.path / f"{name}.ipynb").read_bytes() == (course / f"{name}.ipynb").read_bytes()
    assert len(report.backups) == 1 and report.backups[0].startswith("01_loops.")  # its runs, saved
    text = "\n".join(report.lines())
    assert "kept, because you edited them" in text and "00_intro.ipynb" in text
    # a second update changes nothing and still keeps the edited one
    second = Workspace(tmp_path / "ws", course).update()
    assert second.kept == ["00_intro.ipynb"] and not second.updated and not second.copied


def test_update_restores_a_deleted_copy_and_keeps_a_file_of_the_learners_own(course, tmp_path):
    ws = Workspace(tmp_path / "ws", course)
    (tmp_path / "ws").mkdir()
    _notebook(tmp_path / "ws" / "02_sets.ipynb", "print('my own notebook, same name')")
    first = ws.create()
    assert first.kept == ["02_sets.ipynb"] and "02_sets.ipynb" not in first.copied
    (ws.path / "00_intro.ipynb").unlink()
    report = Workspace(tmp_path / "ws", course).update()
    assert report.copied == ["00_intro.ipynb"] and report.kept == ["02_sets.ipynb"]
    assert "my own notebook" in (ws.path / "02_sets.ipynb").read_text()


def test_an_unreadable_copy_counts_as_edited(course, tmp_path):
    ws = Workspace(tmp_path / "ws", course)
    ws.create()
    (ws.path / "01_loops.ipynb").write_text("{ half a notebook")
    _notebook(course / "01_loops.ipynb", "print('fixed')")
    assert Workspace(tmp_path / "ws", course).update().kept == ["01_loops.ipynb"]
    assert (ws.path / "01_loops.ipynb").read_text() == "{ half a notebook"


def test_reset_one_lesson_or_all_saving_the_learners_copies(course, tmp_path):
    ws = Workspace(tmp_path / "ws", course)
    ws.create()
    for name in ("00_intro", "02_sets"):
        _edit(ws.path / f"{name}.ipynb", lambda nb: nb.cells.append(nbformat.v4.new_code_cell("x = 1")))
    report = ws.reset(["2"])
    assert report.restored == ["02_sets.ipynb"] and len(report.backups) == 1
    assert (ws.path / "02_sets.ipynb").read_bytes() == (course / "02_sets.ipynb").read_bytes()
    backup = ws.path / ".course" / "backup" / report.backups[0]
    assert "x = 1" in backup.read_text()
    assert "x = 1" in (ws.path / "00_intro.ipynb").read_text()  # the other lesson untouched
    _edit(ws.path / "02_sets.ipynb", lambda nb: nb.cells.append(nbformat.v4.new_code_cell("x = 2")))
    again = ws.reset(["02"])  # within the same second, as often as not: both backups kept
    assert len(list((ws.path / ".course" / "backup").iterdir())) == 2 and "x = 1" in backup.read_text()
    assert again.backups != report.backups
    everything = ws.reset(None)
    assert everything.restored == ["00_intro.ipynb", "01_loops.ipynb", "02_sets.ipynb"]
    assert len(everything.backups) == 1  # only 00 was not as copied
    assert [s for _, s, _ in ws.status()] == [PRISTINE] * 3
    with pytest.raises(CourseError, match="There is no lesson '7'"):
        ws.reset(["7"])
    assert ws.lesson("01_loops") == ws.lesson("01_loops.ipynb") == ws.lesson("01") == "01_loops.ipynb"


def test_damaged_records_are_one_sentence(course, tmp_path):
    ws = Workspace(tmp_path / "ws", course)
    ws.create()
    (ws.path / ".course" / "workspace.json").write_text("[1, 2")
    with pytest.raises(CourseError, match="cannot be read"):
        Workspace(tmp_path / "ws", course).update()
    with pytest.raises(CourseError, match="holds no course notebooks"):
        Workspace(tmp_path / "ws2", tmp_path / "ws" / ".course")


def test_progress_is_kept_per_workspace(course, tmp_path, monkeypatch):
    from course_lib.exercises.progress import progress_rows, read_attempts, record

    monkeypatch.delenv("COURSE_WORKSPACE", raising=False)
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    one, two = Workspace(tmp_path / "one", course), Workspace(tmp_path / "two", course)
    one.create(), two.create()
    monkeypatch.chdir(one.path)
    assert find_workspace() == one.path
    assert record("01", "q1", "correct")
    monkeypatch.chdir(two.path)
    assert record("01", "q2", "incorrect")
    monkeypatch.chdir(tmp_path)  # outside any workspace: the cache dir's file, as before
    assert record("01", "q3", "correct")
    mine = read_attempts(one.path / ".course" / "exercise-progress.json")
    theirs = read_attempts(two.path / ".course" / "exercise-progress.json")
    assert [a["id"] for a in mine] == ["q1"] and [a["id"] for a in theirs] == ["q2"]
    assert [a["id"] for a in read_attempts(tmp_path / "cache" / "exercise-progress.json")] == ["q3"]
    monkeypatch.setenv("COURSE_WORKSPACE", str(one.path))  # as make lab sets it for JupyterLab
    row = next(r for r in progress_rows() if r["notebook"] == "01")
    assert row["correct"] == 1


@pytest.mark.slow
def test_cli_reports_kept_copies(course, tmp_path):
    env = {**os.environ, "COURSE_WORKSPACE": ""}
    cmd = [sys.executable, "-m", "course_lib", "workspace"]
    where = ["--workspace", str(tmp_path / "ws"), "--source", str(course)]
    run = lambda *args: subprocess.run([*cmd, *args, *where], capture_output=True, text=True,  # noqa: E731
                                       env=env, timeout=60)
    assert run("create").returncode == 0
    _edit(tmp_path / "ws" / "01_loops.ipynb", lambda nb: nb.cells.append(nbformat.v4.new_code_cell("y = 2")))
    _notebook(course / "01_loops.ipynb", "print('fixed')")
    done = run("update")
    assert done.returncode == 0 and "kept, because you edited them" in done.stdout
    assert "01_loops.ipynb" in done.stdout
    status = run("status")
    assert "01_loops.ipynb" in status.stdout and "edited; the course has a newer version" in status.stdout
    wrong = run("reset")
    assert wrong.returncode == 2 and wrong.stderr.startswith("error: Name the lessons")


@pytest.mark.slow
def test_the_default_workspace_is_ignored_by_git():
    if not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    paths = ["workspace/01_fixed_vs_agentic.ipynb", "workspace/.course/workspace.json"]
    done = subprocess.run(["git", "check-ignore", *paths], cwd=ROOT, timeout=30,
                          capture_output=True, text=True)
    assert done.stdout.split() == paths, "workspace/ must be in .gitignore"


@pytest.mark.slow
def test_make_lab_opens_jupyterlab_on_the_workspace():
    done = subprocess.run(["make", "-n", "lab", "WORKSPACE=my-copies"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    create = done.stdout.index('course_lib workspace create --workspace "my-copies"')
    lab = done.stdout.index('jupyter lab --notebook-dir="my-copies"')
    assert create < lab and f'COURSE_WORKSPACE="{ROOT / "my-copies"}"' in done.stdout
