"""No cached store is trusted blindly: checks, a build lock, a one-line notice (issue 16).

The course caches what it builds (a Chroma store per corpus, the orders database) in the
user cache dir. Before a cached store is used it is checked, and a store that fails is
rebuilt with one line on stderr (``notice: ...``) instead of failing every run or serving
wrong data. ``python -m course_lib doctor`` runs the same checks.

- SQLite files: ``PRAGMA quick_check`` (:func:`sqlite_problem`).
- Vectors: a fingerprint (SHA-256 of every id and its float32 vector, recorded when the
  store was built and compared when it is opened), finite values, not all zero, and one
  chunk embedded again and compared (:func:`vector_problem`).
- Builds run under a file lock (:func:`build_lock`, the ``filelock`` package), so seats that
  share a cache dir wait for each other instead of deleting each other's half-built store;
  the wait has a deadline, ``COURSE_BUILD_LOCK_TIMEOUT`` seconds (default 300).
"""

from __future__ import annotations

import hashlib
import sqlite3
import sys
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from course_lib.foundation.errors import CourseError

BUILD_LOCK_TIMEOUT_S = 300.0
"""Default of ``COURSE_BUILD_LOCK_TIMEOUT``: how long a build waits for another one."""
SPOT_CHECK_MIN_COSINE = 0.99
"""A chunk embedded again must point the same way as its stored vector (real embedding
services are not bit-exact, hence not 1.0)."""


def notice(message: str) -> None:
    """One line on stderr that says what happened and what the course does about it."""
    print(f"notice: {' '.join(message.split())}", file=sys.stderr, flush=True)


def sqlite_problem(path: Path) -> str | None:
    """``None`` if the SQLite file passes ``PRAGMA quick_check``, else what is wrong."""
    try:
        uri = Path(path).resolve().as_uri() + "?mode=ro"
        with closing(sqlite3.connect(uri, uri=True, timeout=5)) as conn:
            rows = conn.execute("PRAGMA quick_check").fetchall()
    except sqlite3.Error as exc:
        return f"{Path(path).name} cannot be read by SQLite ({' '.join(str(exc).split())[:80]})"
    if [tuple(r) for r in rows] != [("ok",)]:
        first = " ".join(str(rows[0][0] if rows else "no answer").replace("*", "").split())
        return f"{Path(path).name} fails SQLite's quick_check ({first[:80]})"
    return None


def vector_fingerprint(ids: Sequence[str], vectors: Any) -> str:
    """SHA-256 of every ``(id, vector)`` in id order, vectors as float32 (how Chroma stores them)."""
    import numpy as np

    array = np.asarray(vectors, dtype=np.float32)
    h = hashlib.sha256()
    for i in sorted(range(len(ids)), key=lambda n: ids[n]):
        h.update(ids[i].encode())
        h.update(array[i].tobytes())
    return h.hexdigest()[:32]


def vector_problem(
    ids: Sequence[str],
    vectors: Any,
    *,
    expected_ids: Sequence[str],
    fingerprint: str | None,
    sample: tuple[str, list[float]] | None = None,
) -> str | None:
    """``None`` if the stored vectors look right, else what is wrong.

    ``fingerprint`` is what the build recorded (``None``: unknown, skip that test);
    ``sample`` is ``(id, a fresh embedding of that chunk)`` for the spot check.
    """
    import numpy as np

    if sorted(ids) != sorted(expected_ids):
        missing = len(set(expected_ids) - set(ids))
        extra = len(set(ids) - set(expected_ids))
        return f"it holds {len(ids)} vectors where {len(expected_ids)} were expected ({missing} missing, {extra} unknown)"
    array = np.asarray(vectors, dtype=np.float64)
    if array.ndim != 2 or array.shape[0] != len(ids):
        return "its vectors do not form a table of one vector per chunk"
    if not np.isfinite(array).all():
        return "some of its vectors are not finite numbers"
    norms = np.linalg.norm(array, axis=1)
    if len(ids) and not norms.any():
        return "every one of its vectors is zero"
    if fingerprint is not None and vector_fingerprint(ids, array) != fingerprint:
        return "its vectors changed since it was built (fingerprint mismatch)"
    if sample is not None:
        sample_id, fresh = sample
        stored = array[list(ids).index(sample_id)]
        fresh_vec = np.asarray(fresh, dtype=np.float64)
        if fresh_vec.shape != stored.shape:
            return "its vectors have another dimension than the embeddings make"
        denominator = float(np.linalg.norm(fresh_vec) * np.linalg.norm(stored))
        if denominator == 0:
            if np.linalg.norm(fresh_vec) != np.linalg.norm(stored):
                return f"the stored vector of {sample_id} does not match its text"
        elif float(fresh_vec @ stored) / denominator < SPOT_CHECK_MIN_COSINE:
            return f"the stored vector of {sample_id} does not match its text"
    return None


@contextmanager
def build_lock(target: Path, what: str) -> Iterator[None]:
    """Hold ``<target>.lock`` while building ``target``; wait at most
    ``COURSE_BUILD_LOCK_TIMEOUT`` seconds for another process that holds it."""
    from filelock import FileLock, Timeout

    from course_lib.foundation.deadlines import seconds_setting

    seconds = seconds_setting("COURSE_BUILD_LOCK_TIMEOUT", BUILD_LOCK_TIMEOUT_S)
    lock_path = Path(target).with_name(Path(target).name + ".lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    lock = FileLock(lock_path, timeout=seconds)
    try:
        lock.acquire()
    except Timeout:
        raise CourseError(
            f"Another process has been building {what} for {seconds:g} s (it holds {lock_path}): "
            "wait for it to finish, or raise COURSE_BUILD_LOCK_TIMEOUT."
        ) from None
    try:
        yield
    finally:
        lock.release()


__all__ = ["build_lock", "notice", "sqlite_problem", "vector_fingerprint", "vector_problem"]
