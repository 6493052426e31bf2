"""The simulator's thresholds, read from ``data/sim/thresholds.yaml`` once per process and path.

``threshold("weak_tone")`` is the number; a missing file, a missing name or a value that is not
a number is a one-line ``ValueError`` naming the file.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path


def _path() -> Path:
    """The data folder's thresholds file; the shipped one when a ``COURSE_DATA_DIR`` has none."""
    return _data_path(os.environ.get("COURSE_DATA_DIR"))


@lru_cache(maxsize=16)
def _data_path(_data_dir_setting: str | None) -> Path:
    # (resolving the data folder costs 0.1 ms: once per COURSE_DATA_DIR value, as ``cues.data_path``)
    from course_lib.foundation.config import PROJECT_ROOT, data_dir

    path = data_dir() / "sim" / "thresholds.yaml"
    return path if path.is_file() else PROJECT_ROOT / "data" / "sim" / "thresholds.yaml"


@lru_cache(maxsize=4)
def _load(path: str) -> dict:
    """The file's names and numbers, read once per process, as ``cues.cue_file_version`` reads the
    cue files (the rules ask for a threshold on every request: a stat each time cost a few percent
    of a reply; a missing file is an error each time it is asked, never cached)."""
    from course_lib.foundation.yamltext import load_yaml

    if not Path(path).is_file():
        raise ValueError(f"{path}: the simulator's thresholds file is missing")
    data = load_yaml(Path(path).read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected 'name: number' lines")
    return data


def threshold(name: str) -> float:
    """The threshold ``name`` from ``data/sim/thresholds.yaml``."""
    path = _path()
    value = _load(str(path)).get(name)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{path}: '{name}' must be a number, found {value!r}")
    return float(value)
