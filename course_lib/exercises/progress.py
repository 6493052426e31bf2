"""Learner progress: every check appends {notebook, id, verdict, timestamp} to a JSON file:
the workspace's own in a learner workspace (``course_lib.app.workspace``), else the one in the
user's cache dir (``COURSE_CACHE_DIR`` overrides it). Writing never raises, and never
overwrites a file it cannot read: that one is kept beside it (``...damaged-<time>``) with a
one-line notice, so no progress is lost."""

from __future__ import annotations

import json
import os
import tempfile
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from course_lib.exercises.verdict import Status

FILE_NAME = "exercise-progress.json"
MAX_ATTEMPTS = 5000  # keep the file small: only the most recent attempts


def progress_path() -> Path:
    """The workspace's progress file inside a learner workspace (``course_lib.app.workspace``),
    else the one in the cache dir."""
    from course_lib.foundation.workspace_paths import progress_file

    in_workspace = progress_file()
    if in_workspace is not None:
        return in_workspace
    from course_lib.foundation.config import cache_dir

    return cache_dir() / FILE_NAME


def read_attempts(path: Path | None = None) -> list[dict[str, Any]]:
    """All recorded attempts, oldest first (empty if the file is missing or unreadable)."""
    try:
        data = json.loads((path or progress_path()).read_text(encoding="utf-8"))
        attempts = data.get("attempts", []) if isinstance(data, dict) else []
        return [a for a in attempts if isinstance(a, dict)]
    except (OSError, ValueError):
        return []


def _readable(path: Path) -> bool:
    try:
        return isinstance(json.loads(path.read_text(encoding="utf-8")), dict)
    except (OSError, ValueError):
        return False


def record(notebook: str, problem_id: str, status: Status | str) -> bool:
    """Append one attempt, writing atomically. Returns False if it could not be saved."""
    status = Status(status)
    if status is Status.NOT_CHECKED:
        return False
    try:
        path = progress_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        attempts = read_attempts(path)
        if not attempts and path.is_file() and path.stat().st_size and not _readable(path):
            from course_lib.foundation.integrity import notice

            kept = path.with_name(f"{path.name}.damaged-{datetime.now(UTC):%Y%m%dT%H%M%S}")
            os.replace(path, kept)
            notice(f"the progress file {path} could not be read; it is kept as {kept.name} and a new one is started.")
        attempts.append({
            "notebook": notebook,
            "id": problem_id,
            "verdict": status.value,
            "timestamp": datetime.now(UTC).isoformat(timespec="seconds"),
        })
        payload = json.dumps({"version": 1, "attempts": attempts[-MAX_ATTEMPTS:]}, indent=1)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".progress-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(payload)
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        return True
    except Exception:
        return False


def progress_rows(attempts: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Per notebook: problems, attempted (checked with a real answer), correct, last check."""
    from course_lib.exercises.registry import notebooks, problems

    attempts = read_attempts() if attempts is None else attempts
    rows = []
    numbers = sorted(set(notebooks()) | {str(a.get("notebook")) for a in attempts})
    for number in numbers:
        try:
            registered = [p.id for p in problems(number) if p.kind != "thought"]
        except Exception:
            registered = []
        mine = [a for a in attempts if str(a.get("notebook")) == number]
        attempted = {a.get("id") for a in mine if a.get("verdict") in ("correct", "incorrect")}
        correct = {a.get("id") for a in mine if a.get("verdict") == "correct"}
        rows.append({
            "notebook": number,
            "problems": len(registered),
            "attempted": len(attempted),
            "correct": len(correct),
            "last_check": max((str(a.get("timestamp", "")) for a in mine), default="")[:10],
        })
    return rows


def render_progress(rows: list[dict[str, Any]]) -> str:
    """A plain-text table of ``progress_rows()``."""
    header = ("notebook", "problems", "attempted", "correct", "last check")
    lines = [header] + [
        (r["notebook"], str(r["problems"]), str(r["attempted"]), str(r["correct"]), r["last_check"] or "-")
        for r in rows
    ]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    out = ["  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)).rstrip() for line in lines]
    total_p = sum(r["problems"] for r in rows)
    total_c = sum(r["correct"] for r in rows)
    out.append(f"{total_c} of {total_p} checked exercises solved.")
    return "\n".join(out)


def show_progress() -> None:
    """Display the progress table (in a notebook or a terminal)."""
    from course_lib.exercises.display import show

    show(render_progress(progress_rows()))
