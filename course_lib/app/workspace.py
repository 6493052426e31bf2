"""A learner's workspace: working copies of the course notebooks, kept apart from the course.

``make lab`` opens JupyterLab on a workspace folder (``workspace/`` in the project, ignored by
git; ``COURSE_WORKSPACE`` or ``--workspace`` picks another) instead of ``notebooks/``, so a
learner's runs and edits never touch the tracked notebooks or their paired ``.py`` sources.
The workspace keeps its own records in ``.course/``:

- ``workspace.json``: for every copy, the hash of the file as copied (``file``) and of its
  inputs, the cell types and sources (``inputs``). A copy whose inputs still hash the same
  was at most run (its outputs changed); one whose inputs differ was edited by the learner.
  Hashing the inputs, not the file, makes the decision independent of how JupyterLab
  re-serialises a notebook on save (indentation, metadata, execution counts).
- ``exercise-progress.json``: the exercise progress of this workspace
  (``course_lib.exercises.progress`` finds it through :func:`progress_file`).
- ``backup/``: a learner's copy, saved before ``reset`` replaces it.

Commands (``course workspace ...``; introduced in README, "Start"): ``create`` copies the
course notebooks that the workspace has never had and never overwrites a file; ``update``
replaces a copy with the course's newer version only if the learner did not edit it, and
names the copies it kept; ``reset NN`` (or ``--all``) restores lessons afresh, saving the
learner's copies in ``backup/`` first; ``status`` shows each copy's state.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from course_lib.foundation.config import PROJECT_ROOT
from course_lib.foundation.errors import CourseError
from course_lib.foundation.workspace_paths import (  # noqa: F401 - part of this module's interface
    ENV,
    MANIFEST,
    PROGRESS,
    RECORDS,
    find_workspace,
    progress_file,
)

SOURCE_ENV = "COURSE_WORKSPACE_SOURCE"
"""The course notebooks a workspace copies (default: ``notebooks/`` in the project; on a hub,
the learner's nbgitpuller clone)."""
LOCK_TIMEOUT_S = 30.0
NOTEBOOK = re.compile(r"^(\d\d)_[A-Za-z0-9_]+\.ipynb$")

PRISTINE, RUN_ONLY, EDITED, MISSING, NOT_OURS = "as copied", "run only", "edited", "missing", "not ours"


def default_workspace() -> Path:
    """``COURSE_WORKSPACE`` if set, else ``workspace/`` in the project."""
    explicit = os.environ.get(ENV, "").strip()
    return Path(explicit).expanduser().resolve() if explicit else PROJECT_ROOT / "workspace"


def course_notebooks(source: Path | None = None) -> dict[str, Path]:
    """The course's notebooks by file name (``NN_name.ipynb`` in ``source``, else in
    ``COURSE_WORKSPACE_SOURCE``, else in the project's ``notebooks/``)."""
    explicit = os.environ.get(SOURCE_ENV, "").strip()
    folder = Path(source) if source else Path(explicit).expanduser() if explicit else PROJECT_ROOT / "notebooks"
    if not folder.is_dir():
        raise CourseError(f"The course's notebook folder {folder} does not exist.")
    found = {p.name: p for p in sorted(folder.glob("*.ipynb")) if NOTEBOOK.match(p.name)}
    if not found:
        raise CourseError(f"The folder {folder} holds no course notebooks (NN_name.ipynb).")
    return found


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def inputs_hash(path: Path) -> str | None:
    """The hash of a notebook's cell types and sources; None if it is not a readable notebook."""
    try:
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells")
        inputs = [[c.get("cell_type"), "".join(c["source"]) if isinstance(c.get("source"), list)
                   else c.get("source")] for c in cells]
    except (OSError, ValueError, AttributeError, TypeError, KeyError):
        return None
    return hashlib.sha256(json.dumps(inputs, ensure_ascii=False).encode("utf-8")).hexdigest()


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@dataclass
class Report:
    """What a command did, copy by copy (file names)."""

    workspace: Path
    copied: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    restored: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    current: list[str] = field(default_factory=list)
    newer: list[str] = field(default_factory=list)
    backups: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        where = _shown(self.workspace)
        out = []
        if self.copied:
            out.append(f"copied into {where}: {', '.join(self.copied)}")
        if self.updated:
            out.append(f"updated to the course's newer version: {', '.join(self.updated)}")
        if self.restored:
            out.append(f"restored as the course has it: {', '.join(self.restored)}")
        if self.backups:
            out.append(f"your previous copies are saved in {_shown(self.workspace / RECORDS / 'backup')}: "
                       f"{', '.join(self.backups)}")
        if self.kept:
            out.append(f"kept, because you edited them (the course has a newer version; "
                       f"`course workspace reset NN` takes it, saving yours first): {', '.join(self.kept)}")
        if self.newer:
            out.append(f"the course has newer versions of {', '.join(self.newer)}: "
                       "`course workspace update` brings them in without touching the ones you edited")
        if not out:
            out.append(f"{where}: every copy is up to date ({len(self.current)} notebooks)")
        return out


def _shown(path: Path) -> str:
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)


class Workspace:
    """One workspace folder and the course notebooks it copies from."""

    def __init__(self, path: Path | str | None = None, source: Path | str | None = None):
        self.path = Path(path).expanduser().resolve() if path else default_workspace()
        self.course = course_notebooks(Path(source) if source else None)
        self.records = self.path / RECORDS

    # -- records ---------------------------------------------------------------------------
    def _read_manifest(self) -> dict[str, dict[str, Any]]:
        path = self.records / MANIFEST
        if not path.exists():
            return {}
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            copies = data["copies"]
            if not isinstance(copies, dict):
                raise TypeError
            return {k: v for k, v in copies.items() if isinstance(v, dict)}
        except (OSError, ValueError, KeyError, TypeError):
            raise CourseError(f"The workspace records {path} cannot be read: delete that file and "
                              "run `course workspace create` (copies already there are kept as "
                              "yours).") from None

    def _write_manifest(self, copies: dict[str, dict[str, Any]]) -> None:
        _atomic_write(self.records / MANIFEST, json.dumps(
            {"version": 1, "source": str(next(iter(self.course.values())).parent), "copies": copies},
            indent=1, sort_keys=True).encode("utf-8"))

    @contextmanager
    def _locked(self):
        """One command at a time changes a workspace (at most ``LOCK_TIMEOUT_S`` of waiting)."""
        from filelock import FileLock, Timeout

        self.records.mkdir(parents=True, exist_ok=True)
        lock = FileLock(str(self.records / "workspace.lock"), timeout=LOCK_TIMEOUT_S)
        try:
            lock.acquire()
        except Timeout:
            raise CourseError(f"Another `course workspace` command holds {self.records / 'workspace.lock'} "
                              f"for more than {LOCK_TIMEOUT_S:.0f} s: wait for it, or delete that file "
                              "if no such command runs.") from None
        try:
            yield
        finally:
            lock.release()

    def _copy(self, name: str, copies: dict[str, dict[str, Any]]) -> None:
        data = self.course[name].read_bytes()
        _atomic_write(self.path / name, data)
        copies[name] = {"file": hashlib.sha256(data).hexdigest(),
                        "inputs": inputs_hash(self.path / name),
                        "copied": datetime.now(UTC).isoformat(timespec="seconds")}

    def _backup(self, name: str, report: Report) -> None:
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S")
        backup = self.records / "backup" / f"{Path(name).stem}.{stamp}.ipynb"
        for n in range(2, 1000):  # two backups within a second: both kept
            if not backup.exists():
                break
            backup = backup.with_name(f"{Path(name).stem}.{stamp}-{n}.ipynb")
        backup.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(self.path / name, backup)
        report.backups.append(backup.name)

    # -- states ----------------------------------------------------------------------------
    def state(self, name: str, copies: dict[str, dict[str, Any]]) -> str:
        """A copy's state: as copied, run only, edited, missing, or not ours (no record)."""
        path, record = self.path / name, copies.get(name)
        if record is None:
            return NOT_OURS if path.exists() else MISSING
        if not path.exists():
            return MISSING
        if file_hash(path) == record.get("file"):
            return PRISTINE
        inputs = inputs_hash(path)
        return RUN_ONLY if inputs is not None and inputs == record.get("inputs") else EDITED

    def _course_is_newer(self, name: str, copies: dict[str, dict[str, Any]]) -> bool:
        record = copies.get(name)
        return record is not None and file_hash(self.course[name]) != record.get("file")

    # -- commands --------------------------------------------------------------------------
    def _each(self, names, visit) -> Report:
        """``visit(name, copies, report)`` for each of ``names``, under the workspace's lock,
        with the manifest read before and written after: the frame of every command."""
        report = Report(self.path)
        self.path.mkdir(parents=True, exist_ok=True)
        with self._locked():
            copies = self._read_manifest()
            for name in names:
                visit(name, copies, report)
            self._write_manifest(copies)
        return report

    def create(self) -> Report:
        """Copy every course notebook the workspace never had; overwrite nothing."""

        def visit(name: str, copies: dict, report: Report) -> None:
            if name in copies:
                (report.newer if self._course_is_newer(name, copies) else report.current).append(name)
            elif (self.path / name).exists():
                report.kept.append(name)  # a file of the learner's own with that name
            else:
                self._copy(name, copies)
                report.copied.append(name)

        return self._each(self.course, visit)

    def update(self) -> Report:
        """Bring in the course's newer notebooks; a copy the learner edited is kept."""

        def visit(name: str, copies: dict, report: Report) -> None:
            state = self.state(name, copies)
            if state == MISSING:
                self._copy(name, copies)
                report.copied.append(name)
            elif state == NOT_OURS or (state == EDITED and self._course_is_newer(name, copies)):
                report.kept.append(name)
            elif self._course_is_newer(name, copies):
                if state == RUN_ONLY:  # its outputs are the learner's runs: saved first
                    self._backup(name, report)
                self._copy(name, copies)
                report.updated.append(name)
            else:
                report.current.append(name)

        return self._each(self.course, visit)

    def reset(self, lessons: list[str] | None) -> Report:
        """Restore the named lessons (all when ``lessons`` is None) as the course has them."""
        names = list(self.course) if lessons is None else [self.lesson(x) for x in lessons]

        def visit(name: str, copies: dict, report: Report) -> None:
            if (self.path / name).exists() and self.state(name, copies) != PRISTINE:
                self._backup(name, report)
            self._copy(name, copies)
            report.restored.append(name)

        return self._each(names, visit)

    def status(self) -> list[tuple[str, str, bool]]:
        """(file name, state, whether the course has a newer version) per course notebook."""
        copies = self._read_manifest()
        return [(name, self.state(name, copies), self._course_is_newer(name, copies))
                for name in self.course]

    def lesson(self, text: str) -> str:
        """The course notebook a learner means by ``04``, ``4``, ``04_corrective_rag`` or its file name."""
        wanted = text.strip().removesuffix(".ipynb")
        for name in self.course:
            stem = Path(name).stem
            if wanted in (stem, stem[:2]) or (wanted.isdigit() and int(wanted) == int(stem[:2])):
                return name
        raise CourseError(f"There is no lesson {text!r}: name one of "
                          f"{', '.join(Path(n).stem[:2] for n in self.course)} (or use --all).")


def _atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".copy-", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if hasattr(os, "fchmod"):  # as an ordinary new file, not mkstemp's 0600 (POSIX)
                os.fchmod(handle.fileno(), 0o666 & ~_umask())
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def render_status(workspace: Workspace) -> str:
    rows = workspace.status()
    width = max(len(name) for name, _, _ in rows)
    lines = [f"workspace {_shown(workspace.path)} (course notebooks: "
             f"{_shown(next(iter(workspace.course.values())).parent)})"]
    for name, state, newer in rows:
        lines.append(f"  {name.ljust(width)}  {state}{'; the course has a newer version' if newer else ''}")
    return "\n".join(lines)
