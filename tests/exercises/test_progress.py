"""Learner progress: a JSON file in COURSE_CACHE_DIR, written by check(), never by verify."""

from __future__ import annotations

import json

from course_lib.exercises import ____, load, progress_rows, render_progress
from course_lib.exercises.progress import FILE_NAME, read_attempts, record
from course_lib.exercises.verification import verify_problem


def test_check_records_progress(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    q1, q2, *_ = load("00")
    q1.check(____)
    q1.check(123)
    q1.check(q1.reference_answer())
    data = json.loads((tmp_path / FILE_NAME).read_text())
    assert [(a["notebook"], a["id"], a["verdict"]) for a in data["attempts"]] == [
        ("00", "q1", "not attempted"), ("00", "q1", "incorrect"), ("00", "q1", "correct"),
    ]
    assert all(a["timestamp"].endswith("+00:00") for a in data["attempts"])
    row = next(r for r in progress_rows() if r["notebook"] == "00")
    assert row["attempted"] == 1 and row["correct"] == 1
    assert row["problems"] == sum(p.kind != "thought" for p in load("00"))
    table = render_progress(progress_rows())
    assert table.splitlines()[0].split()[:4] == ["notebook", "problems", "attempted", "correct"]
    assert not list(tmp_path.glob(".progress-*"))  # no temp files left behind


def test_verify_records_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    verify_problem(load("00")[0])
    assert not (tmp_path / FILE_NAME).exists()


def test_unwritable_or_corrupt_progress_never_crashes(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    (tmp_path / FILE_NAME).write_text("{not json")
    assert read_attempts() == []
    assert record("00", "q1", "correct")
    assert len(read_attempts()) == 1
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("COURSE_CACHE_DIR", str(blocker / "sub"))  # a path that cannot be a dir
    assert record("00", "q1", "correct") is False
    assert load("00")[0].check(____).status.value == "not attempted"
