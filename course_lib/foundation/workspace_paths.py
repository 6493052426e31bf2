"""Where the learner's workspace is, and where its records live (notebook 00, README "Start").

The workspace itself (copies made once, updates, resets) is :mod:`course_lib.app.workspace`;
this module only finds it, so that lower layers (exercise progress) can ask without importing
the application.
"""

from __future__ import annotations

import os
from pathlib import Path

ENV = "COURSE_WORKSPACE"
"""The workspace of this process (set by ``make lab`` for JupyterLab, its kernels and terminals)."""
RECORDS = ".course"
MANIFEST = "workspace.json"
PROGRESS = "exercise-progress.json"


def find_workspace(start: Path | None = None) -> Path | None:
    """The workspace this process works in: ``COURSE_WORKSPACE``, else the nearest folder at
    or above ``start`` (default: the current directory) that has workspace records."""
    explicit = os.environ.get(ENV, "").strip()
    if explicit:
        return Path(explicit).expanduser().resolve()
    try:
        here = Path(start or Path.cwd()).resolve()
    except OSError:
        return None
    for folder in (here, *here.parents):
        if (folder / RECORDS / MANIFEST).is_file():
            return folder
    return None


def progress_file() -> Path | None:
    """This workspace's exercise-progress file, or None outside a workspace."""
    workspace = find_workspace()
    return workspace / RECORDS / PROGRESS if workspace else None
