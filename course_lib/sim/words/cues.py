"""Cues and word lists of the simulator's rules, as data: read from ``data/sim`` once.

``data/sim/task_cues.yaml`` holds each task's cues (a regular expression and its weight) and the
tasks' precedence (``tasks.recognise`` weighs them); ``data/sim/lexicons.yaml`` the word lists
the rules ask about (``lexicon("smalltalk_filler")``); ``data/sim/patterns.yaml`` the cue
patterns of the rules' modules, one section each (``_CUE = patterns("tool_choice")``, then
``_CUE.recent.search(question)``; a long pattern may be written as a list of parts, joined). Each file is read once and kept (a bounded
cache keyed by its path); a missing file, a missing name or an entry of the
wrong shape is a one-line ``ValueError`` naming the file. The numbers the rules compare against
are in ``thresholds``.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

from course_lib.sim.words.first_matches import FirstMatches

TASK_CUES = "task_cues.yaml"
LEXICONS = "lexicons.yaml"


def data_setting() -> str | None:
    """The data folder setting (``COURSE_DATA_DIR``) the data files are read under: a key for the
    caches of readings that use their word lists, alongside the text read."""
    return os.environ.get("COURSE_DATA_DIR")


def data_path(name: str) -> Path:
    """The data folder's ``sim/<name>``; the shipped one when a ``COURSE_DATA_DIR`` has none."""
    return _data_path(name, os.environ.get("COURSE_DATA_DIR"))


@lru_cache(maxsize=16)
def _data_path(name: str, _data_dir_setting: str | None) -> Path:
    # (resolving the data folder costs 0.1 ms: once per file and COURSE_DATA_DIR value)
    from course_lib.foundation.config import PROJECT_ROOT, data_dir

    path = data_dir() / "sim" / name
    return path if path.is_file() else PROJECT_ROOT / "data" / "sim" / name


@lru_cache(maxsize=8)
def _load(path: str, _mtime: float) -> dict:
    from course_lib.foundation.yamltext import load_yaml

    if not Path(path).is_file():
        raise ValueError(f"{path}: the simulator's data file is missing")
    try:
        data = load_yaml(Path(path).read_text(encoding="utf-8")) or {}
    except Exception as exc:  # a YAML syntax error: one line, naming the file
        raise ValueError(f"{path}: not readable as YAML ({str(exc).splitlines()[0]})") from None
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected 'name: ...' entries at the top level")
    return data


def read(name: str) -> dict:
    """The data file ``data/sim/<name>`` as a mapping (read once per version of the file)."""
    return _load(*cue_file_version(name))


def phrase_lists(name: str, keys: tuple[str, ...]) -> dict:
    """The data file ``data/sim/<name>`` whose ``keys`` each hold a non-empty list of phrases (a
    one-line error naming the file and the key otherwise)."""
    data = read(name)
    for key in keys:
        if not isinstance(data.get(key), list) or not data[key]:
            raise ValueError(f"{name}: '{key}' must be a non-empty list of phrases")
    return data


def alternation(phrases: list[str]) -> str:
    """A regex alternation of ``phrases``, the longest first, each space matching any run of white space."""
    return _alternation(tuple(phrases))


@lru_cache(maxsize=256)
def _alternation(phrases: tuple[str, ...]) -> str:
    # (the rules build their patterns from the same word lists on every request: sorted and escaped once)
    return "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in sorted(phrases, key=len, reverse=True))


def lexicon(name: str) -> frozenset[str]:
    """The word list ``name`` of ``data/sim/lexicons.yaml``."""
    return _lexicon(name, *cue_file_version(LEXICONS))


@lru_cache(maxsize=64)
def _lexicon(name: str, path: str, mtime: float) -> frozenset[str]:
    words = _load(path, mtime).get(name)
    if not isinstance(words, list) or not all(isinstance(w, str) and w for w in words):
        raise ValueError(f"{path}: '{name}' must be a list of words, found {words!r}")
    return frozenset(words)


def task_cues() -> tuple[dict[str, tuple[tuple[re.Pattern[str], float], ...]], tuple[str, ...], FirstMatches]:
    """({task: ((compiled cue, weight), ...)}, the tasks in order of precedence, every cue's first
    match in one pass: ``FirstMatches`` over the cues in that dict's order), from
    ``data/sim/task_cues.yaml``; every task named under ``precedence`` has cues and the reverse."""
    return _task_cues(*cue_file_version(TASK_CUES))


@lru_cache(maxsize=4)
def _task_cues(path: str, mtime: float):
    data = _load(path, mtime)
    tasks, precedence = data.get("tasks"), data.get("precedence")
    if not isinstance(tasks, dict) or not tasks:
        raise ValueError(f"{path}: 'tasks' must map each task to its list of [pattern, weight] cues")
    compiled = {}
    for task, cues in tasks.items():
        if not isinstance(cues, list):
            raise ValueError(f"{path}: task '{task}' must have a list of [pattern, weight] cues")
        entries = []
        for cue in cues:
            if not (isinstance(cue, list) and len(cue) == 2 and isinstance(cue[0], str)
                    and isinstance(cue[1], (int, float)) and not isinstance(cue[1], bool)):
                raise ValueError(f"{path}: task '{task}': a cue must be [pattern, weight], found {cue!r}")
            try:
                entries.append((re.compile(cue[0], re.IGNORECASE), float(cue[1])))
            except re.error as exc:
                raise ValueError(f"{path}: task '{task}': bad pattern {cue[0]!r} ({exc})") from None
        compiled[str(task)] = tuple(entries)
    if not isinstance(precedence, list) or sorted(precedence) != sorted(compiled):
        raise ValueError(f"{path}: 'precedence' must list every task once: {sorted(compiled)}")
    every_cue = FirstMatches(pattern for cues in compiled.values() for pattern, _ in cues)
    return compiled, tuple(precedence), every_cue


def cue_file_version(name: str) -> tuple[str, float]:
    """(the file's path, 0): a file is read once per process and data folder (the rules ask for
    their cues on every request; a stat each time would cost more than the rule)."""
    return str(data_path(name)), 0.0


PATTERNS = "patterns.yaml"
_FLAGS = {"i": re.IGNORECASE, "m": re.MULTILINE, "s": re.DOTALL, "x": re.VERBOSE}


class Patterns:
    """A module's cue patterns (``data/sim/patterns.yaml``, the module's section), each compiled on
    its first use: ``_CUE = patterns("tool_choice")`` at the top of the module, ``_CUE.recent.search(q)``
    where a rule asks. Nothing is read at import; each pattern is then a plain attribute. (A
    notebook's process uses about half of the file's eight hundred patterns: compiling a whole
    section at its first use took about 0.5 s of notebook 06's run; ``tests/sim/test_cues.py``
    compiles every one.)"""

    def __init__(self, section: str):
        self._section = section

    def __getattr__(self, name: str) -> re.Pattern[str]:
        if name.startswith("_"):
            raise AttributeError(name)
        path, mtime = cue_file_version(PATTERNS)
        written = _patterns(self._section, path, mtime)
        if name not in written:  # (an AttributeError, so that hasattr() asks safely)
            raise AttributeError(f"{path}: no pattern '{name}' under '{self._section}'")
        compiled = _compiled(self._section, name, *written[name], path)
        setattr(self, name, compiled)
        return compiled


def patterns(section: str) -> Patterns:
    """The cue patterns of ``section`` (a module's name) in ``data/sim/patterns.yaml``."""
    return Patterns(section)


@lru_cache(maxsize=32)
def _patterns(section: str, path: str, mtime: float) -> dict[str, tuple[str, int]]:
    """The section's patterns as written (the pattern and its flags), each entry's shape checked."""
    entries = _load(path, mtime).get(section)
    if not isinstance(entries, dict):
        raise ValueError(f"{path}: '{section}' must map names to [pattern, flags]")
    out = {}
    for name, entry in entries.items():
        pattern = entry[0] if isinstance(entry, list) and entry else None
        if isinstance(pattern, list) and pattern and all(isinstance(p, str) for p in pattern):
            pattern = "".join(pattern)  # a long pattern written in parts, one per line
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(pattern, str)
                and isinstance(entry[1], str) and set(entry[1]) <= set(_FLAGS)):
            raise ValueError(f"{path}: '{section}.{name}' must be [pattern, flags of {''.join(_FLAGS)}], found {entry!r}")
        flags = 0
        for letter in entry[1]:
            flags |= _FLAGS[letter]
        out[str(name)] = (pattern, flags)
    return out


def _compiled(section: str, name: str, pattern: str, flags: int, path: str) -> re.Pattern[str]:
    try:
        return re.compile(pattern, flags)
    except re.error as exc:
        raise ValueError(f"{path}: '{section}.{name}': bad pattern ({exc})") from None


def compiled_patterns(section: str) -> dict[str, re.Pattern[str]]:
    """Every cue pattern of ``section``, compiled (a bad one: a ``ValueError`` naming it)."""
    path, mtime = cue_file_version(PATTERNS)
    return {name: _compiled(section, name, *written, path) for name, written in _patterns(section, path, mtime).items()}
