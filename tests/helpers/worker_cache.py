"""A pytest plugin: every pytest-xdist worker gets its own course cache directory.

``make unit`` and ``make nbval`` run on two workers (``-n 2``). The knowledge bases, the
orders database, the tokenizer ranks and the exercise progress live in the cache directory,
and two processes writing one Chroma store at once can see each other's half-built index
(DESIGN.md, known traps), so each worker builds its own under ``$COURSE_CACHE_DIR/<worker>``
(a few seconds), as each seat of ``make classroom`` does. Without xdist nothing changes.
``tests/conftest.py`` applies it to the unit suite; ``make nbval`` loads it with ``-p``.
"""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def use_worker_cache() -> None:
    """Point ``COURSE_CACHE_DIR`` at this worker's own folder, under xdist."""
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if not worker:
        return
    base = Path(os.environ.get("COURSE_CACHE_DIR") or ROOT / ".cache" / "test")
    if base.name != worker:
        os.environ["COURSE_CACHE_DIR"] = str(base / worker)


def pytest_configure(config) -> None:
    use_worker_cache()
