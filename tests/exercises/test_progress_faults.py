"""A progress file that cannot be read is kept, never overwritten (course_lib.exercises.progress)."""

from __future__ import annotations

from course_lib.exercises.progress import read_attempts, record
from course_lib.exercises.verdict import Status


def test_a_damaged_progress_file_is_kept_beside_a_new_one(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path))
    path = tmp_path / "exercise-progress.json"
    path.write_text('{"version": 1, "attempts": [{"notebook": "00", "id": "q1", "verd', encoding="utf-8")
    assert record("00", "q2", Status.CORRECT)
    kept = list(tmp_path.glob("exercise-progress.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").startswith('{"version": 1')
    assert [a["id"] for a in read_attempts(path)] == ["q2"]
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("notice: the progress file")
    assert record("00", "q3", Status.INCORRECT)
    assert [a["id"] for a in read_attempts(path)] == ["q2", "q3"]
    assert capsys.readouterr().err == ""
