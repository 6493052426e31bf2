"""What a check protects while it runs a learner's code: ``data/``, the library, the kernel.

A check runs the learner's code in the kernel itself (it needs the learner's functions and
graphs), so :class:`CheckGuard` keeps what that code could break from outliving the check:

- ``data/`` is compared with how it was before (names, sizes, modification times) and put
  back from a copy taken at the first check and brought up to date at the start of each one
  (the course's data is about 6 MB), so only what the check's code changed is undone; the
  check then says what was changed and counts the answer as incorrect.
- The library (``course_lib.*``): public names rebound (``calculator.calculate = ...``),
  upper-case tables changed in place (``FUNCTIONS.pop("sqrt")``) and tool objects changed
  (``calc.func = ...``) are put back after the check, and the check says so.
- ``os._exit``, ``os.abort``, ``os.kill`` of this process and ``signal.raise_signal``
  called from learner code raise :class:`ExitBlocked` instead of ending the kernel.

Objects a check hands to the learner's code (a knowledge base, a retriever) are copies
(:func:`handout`), so changing them changes nothing for the next check.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from course_lib.exercises.timebox import IN_LEARNER_CODE

MAX_BACKUP_BYTES = 50_000_000
"""Largest data folder copied to memory for restoring (larger ones are only checked)."""


class ExitBlocked(BaseException):
    """Learner code tried to end the process from inside a check."""


# --- the kernel ---------------------------------------------------------------------------
_GUARDED = [0]
"""The process the exit guard protects: the kernel, or the forked check it runs in."""


def guard_this_process() -> None:
    """Protect the current process (a forked check calls it) instead of its parent."""
    _GUARDED[0] = os.getpid()


@lru_cache(maxsize=1)
def install_exit_guard() -> None:
    """Make the process-ending calls refuse when learner code makes them (once per process)."""
    import signal

    _GUARDED[0] = os.getpid()

    def guarded(name: str, original, ends_us=lambda *a: True):
        def call(*args, **kwargs):
            # A child process (os.getpid() differs) must still be able to exit.
            if IN_LEARNER_CODE.get() and os.getpid() == _GUARDED[0] and ends_us(*args):
                shown = ", ".join(map(repr, args))
                raise ExitBlocked(f"your code called {name}({shown}), which would end the kernel")
            return original(*args, **kwargs)

        call.__wrapped__ = original
        call.__name__ = original.__name__
        return call

    def targets_us(pid, *rest):
        me = _GUARDED[0]
        return pid in (0, me, -os.getpgid(me))

    os._exit = guarded("os._exit", os._exit)
    os.abort = guarded("os.abort", os.abort)
    os.kill = guarded("os.kill", os.kill, targets_us)
    if hasattr(os, "killpg"):
        os.killpg = guarded("os.killpg", os.killpg, lambda pgid, *rest: pgid in (0, os.getpgid(_GUARDED[0])))
    signal.raise_signal = guarded("signal.raise_signal", signal.raise_signal)


# --- data/ ----------------------------------------------------------------------------------
def _fingerprint(root: Path) -> dict[str, tuple[int, int]]:
    found: dict[str, tuple[int, int]] = {}
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in files:
            path = Path(folder) / name
            try:
                st = path.stat()
            except OSError:
                continue
            found[str(path.relative_to(root))] = (st.st_size, st.st_mtime_ns)
    return found


@lru_cache(maxsize=2)
def _backup(root: str) -> dict[str, tuple[bytes, int]] | None:
    """Every file's bytes and modification time, taken once per process (None if too big)."""
    base = Path(root)
    files = _fingerprint(base)
    if sum(size for size, _ in files.values()) > MAX_BACKUP_BYTES:
        return None
    return {rel: ((base / rel).read_bytes(), mtime) for rel, (_, mtime) in files.items()}


def _bring_backup_up_to_date(root: Path, now: dict[str, tuple[int, int]]) -> None:
    """Make the copy match ``data/`` as it is now, at the start of a check.

    Files edited, added or removed between two checks (an instructor's new note, a developer's
    cue file) are taken as they are, so a check puts back the state from before *that* check,
    never an older one: only what the learner's code changed is undone.
    """
    backup = _backup(str(root))
    if backup is None:
        return
    for rel in [rel for rel in backup if rel not in now]:
        del backup[rel]
    for rel, (size, mtime) in now.items():
        held = backup.get(rel)
        if held is None or (len(held[0]), held[1]) != (size, mtime):
            try:
                backup[rel] = ((root / rel).read_bytes(), mtime)
            except OSError:
                backup.pop(rel, None)


def _restore_data(root: Path, before: dict, after: dict) -> tuple[list[str], bool]:
    """Put ``root`` back as ``before``; ``(what changed, whether it is restored)``."""
    changed = sorted(rel for rel in before.keys() | after.keys() if before.get(rel) != after.get(rel))
    if not changed:
        return [], True
    backup = _backup(str(root))
    if backup is None:
        return changed, False
    restored = True
    for rel in changed:
        path = root / rel
        try:
            if rel in backup:
                data, mtime = backup[rel]
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
                os.utime(path, ns=(mtime, mtime))
            elif path.exists():
                path.unlink()
        except OSError:
            restored = False
    return changed, restored


# --- the library ------------------------------------------------------------------------------
def _is_tool(value: Any) -> bool:
    tools = sys.modules.get("langchain_core.tools")
    return tools is not None and isinstance(value, tools.BaseTool)


def library_state() -> dict[tuple[str, str], tuple[Any, Any]]:
    """``(module, name) -> (value, copy of its contents)`` for the library's public names."""
    state: dict[tuple[str, str], tuple[Any, Any]] = {}
    for module_name, module in list(sys.modules.items()):
        if module is None or not (module_name == "course_lib" or module_name.startswith("course_lib.")):
            continue
        for name, value in list(vars(module).items()):
            if name.startswith("_"):
                continue
            contents = None
            if name.isupper() and isinstance(value, dict | list | set):
                contents = value.copy()
            elif _is_tool(value):
                contents = dict(vars(value))
            state[(module_name, name)] = (value, contents)
    return state


def restore_library_names(before: dict) -> list[str]:
    """Put back the library's names as ``library_state`` took them; the names put back."""
    restored = []
    for (module_name, name), (value, contents) in before.items():
        module = sys.modules.get(module_name)
        if module is None:
            continue
        label = f"{module_name}.{name}"
        if vars(module).get(name, _GONE) is not value:
            setattr(module, name, value)
            restored.append(label)
        elif contents is not None:
            if _is_tool(value):
                if dict(vars(value)) != contents:
                    vars(value).clear()
                    vars(value).update(contents)
                    restored.append(label)
            elif value != contents:
                value.clear()
                value.update(contents) if isinstance(value, dict | set) else value.extend(contents)
                restored.append(label)
    return restored


_GONE = object()


# --- handing objects to learner code ----------------------------------------------------------------
def handout(value: Any) -> Any:
    """A copy of a knowledge base or a retriever over one (in tuples, lists and dicts too)."""
    kb_module = sys.modules.get("course_lib.retrieval.kb")
    if kb_module is not None:
        if isinstance(value, kb_module.KnowledgeBase):
            return value.copy()
        if isinstance(value, kb_module.KnowledgeBaseRetriever):
            return kb_module.KnowledgeBaseRetriever(kb=value.kb.copy(), k=value.k)
    if isinstance(value, tuple):
        return tuple(handout(v) for v in value)
    if isinstance(value, list):
        return [handout(v) for v in value]
    if isinstance(value, dict):
        return {k: handout(v) for k, v in value.items()}
    return value


# --- the guard ------------------------------------------------------------------------------
@dataclass
class CheckGuard:
    """``with CheckGuard() as guard: ...`` around a check; then ``guard.problems()`` and
    ``guard.notes()`` say what the learner's code changed (already put back)."""

    data_changed: list[str] = field(default_factory=list)
    data_restored: bool = True
    library_restored: list[str] = field(default_factory=list)

    def __enter__(self) -> CheckGuard:
        from course_lib.foundation.config import data_dir

        install_exit_guard()
        self._root = data_dir()
        _backup(str(self._root))  # the first check copies data/ while it is still clean
        self._data = _fingerprint(self._root)
        _bring_backup_up_to_date(self._root, self._data)
        self._library = library_state()
        return self

    def __exit__(self, *exc: object) -> None:
        self.library_restored = restore_library_names(self._library)
        self.data_changed, self.data_restored = _restore_data(self._root, self._data, _fingerprint(self._root))

    def problems(self) -> str | None:
        """Why the answer cannot count as correct, or None."""
        if not self.data_changed:
            return None
        shown = ", ".join(self.data_changed[:3]) + (" ..." if len(self.data_changed) > 3 else "")
        done = ("the check put them back" if self.data_restored else
                "the check could not put them back: restore them with `git checkout data/`")
        return (f"Your code changed files under data/ ({shown}); {done}. The course's data must stay "
                "as it is: write to your own files instead.")

    def notes(self) -> str | None:
        """What was put back in the library, or None."""
        if not self.library_restored:
            return None
        shown = ", ".join(self.library_restored[:3]) + (" ..." if len(self.library_restored) > 3 else "")
        return (f"Your code changed the course library ({shown}); the check put it back, so later "
                "checks and cells use the original.")


__all__ = ["CheckGuard", "ExitBlocked", "guard_this_process", "handout", "install_exit_guard"]
