"""LangChain's LLM cache in a SQLite file, so re-running a cell with a real model is free.

``get_chat_model()`` gives every real model (not the simulator, which is free and instant
anyway) a :class:`SQLiteLLMCache` in the user cache folder: the same request to the same
model with the same settings is answered from the file instead of the provider. It is
LangChain's own cache protocol (``BaseCache``: ``lookup`` / ``update``, keyed by the
serialised messages and the model's parameters), passed as the model's ``cache=``, so it
applies to that model only, never to the simulator in the same process.

A reply from the cache says so: its ``response_metadata["course_cache_hit"]`` is ``True``;
the ledger records the call as ``cached`` with the lookup's real (near zero) latency, and
traces print "from cache", so latency lessons stay honest.

Identical requests in flight at once (a measurement cell's questions run concurrently, three
sessions that open with the same turns) are asked once: the first thread's lookup marks the
request as in flight, and a thread asking the same while it is unanswered waits for that reply
(at most :data:`WAIT_S` seconds) and gets it from the cache. If that call failed, the waiting
threads ask the model themselves: as soon as the failed thread looks up its next request (a
measurement's worker thread going on to its next question), else when the wait ends.
Requests are never held back by different ones.

Settings: ``COURSE_LLM_CACHE=off`` turns it off; ``COURSE_LLM_CACHE=/path/file.sqlite`` puts it
elsewhere (default ``<cache dir>/llm-cache.sqlite``). Delete the file to empty it, or call
``clear()``.

Why not ``langchain_community.cache.SQLiteCache``: that package is being retired in favour of
standalone integrations and would bring SQLAlchemy for one table; this is the same table in
the standard library's ``sqlite3`` (WAL mode, so notebooks running at once share it).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from langchain_core.caches import RETURN_VAL_TYPE, BaseCache

CACHE_FLAG = "course_cache_hit"
WAIT_S = 60.0  # the longest a request waits for the same request in flight in another thread
_OFF = {"off", "0", "false", "no", "none", "disabled"}


class _Flights:
    """The requests of one cache file in flight in this process: key -> (event, thread, start)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.table: dict[tuple[str, str], tuple[threading.Event, int, float]] = {}


_FLIGHTS: dict[tuple[int, str], _Flights] = {}
_FLIGHTS_LOCK = threading.Lock()


def _flights_for(path: Path) -> _Flights:
    """One table per file and process, shared by every cache object on that file (each
    ``get_chat_model()`` makes its own)."""
    key = (os.getpid(), str(path.resolve()))
    with _FLIGHTS_LOCK:
        return _FLIGHTS.setdefault(key, _Flights())


_FRESH: ContextVar[bool] = ContextVar("course_llm_cache_fresh", default=False)


@contextlib.contextmanager
def fresh_replies() -> Iterator[None]:
    """Inside this block the cache is not read (replies are still stored): a retry that must
    really ask the model again (exercise checks use it after a model misbehaved)."""
    token = _FRESH.set(True)
    try:
        yield
    finally:
        _FRESH.reset(token)


def cache_path() -> Path | None:
    """Where the cache lives, or ``None`` when ``COURSE_LLM_CACHE`` turns it off."""
    value = os.environ.get("COURSE_LLM_CACHE", "").strip()
    if value.lower() in _OFF:
        return None
    if value and value.lower() not in {"on", "1", "true", "yes"}:
        return Path(value).expanduser()
    from course_lib.foundation.config import cache_dir

    return cache_dir() / "llm-cache.sqlite"


def _end_earlier_flights(flights: _Flights, me: int, key: tuple[str, str]) -> None:
    """A thread that looks up a request has finished its earlier calls: a request it marked in
    flight and never answered (the call failed) stops holding the threads that wait for it,
    at once rather than at the end of their wait. Called with ``flights.lock`` held."""
    for other, (event, owner, _) in list(flights.table.items()):
        if owner == me and other != key:
            del flights.table[other]
            event.set()


class SQLiteLLMCache(BaseCache):
    """A ``BaseCache`` in one SQLite file; replies it returns carry ``course_cache_hit``."""

    def __init__(self, path: str | Path, *, timeout_s: float = 10.0, wait_s: float = WAIT_S):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._timeout_s = timeout_s
        self._wait_s = wait_s
        self._pid = -1
        self._open()

    def _open(self) -> None:
        """A connection and a lock of this process's own (a forked exercise check must not use
        its parent's: SQLite connections do not survive a fork, nor does a lock held by a thread)."""
        self._pid = os.getpid()
        self._lock_obj = threading.Lock()
        self._flights_obj = _flights_for(self.path)
        self._conn_obj = sqlite3.connect(self.path, timeout=self._timeout_s, check_same_thread=False,
                                         isolation_level=None)
        self._conn_obj.execute("PRAGMA journal_mode=WAL")
        self._conn_obj.execute(
            "CREATE TABLE IF NOT EXISTS llm_cache (prompt_key TEXT, llm_key TEXT, idx INTEGER, "
            "generation TEXT, PRIMARY KEY (prompt_key, llm_key, idx))"
        )

    @property
    def _conn(self) -> sqlite3.Connection:
        if self._pid != os.getpid():
            self._open()
        return self._conn_obj

    @property
    def _flights(self) -> _Flights:
        if self._pid != os.getpid():
            self._open()
        return self._flights_obj

    @property
    def _lock(self) -> threading.Lock:
        if self._pid != os.getpid():
            self._open()
        return self._lock_obj

    @staticmethod
    def _key(text: str) -> str:
        return hashlib.sha256(_normalised(text).encode("utf-8")).hexdigest()

    def lookup(self, prompt: str, llm_string: str) -> RETURN_VAL_TYPE | None:
        return self._lookup(prompt, llm_string, wait=True)

    async def alookup(self, prompt: str, llm_string: str) -> RETURN_VAL_TYPE | None:
        """As :meth:`lookup` but never waits for the same request in flight (a waiting thread of
        the event loop's executor could hold up the very reply it waits for)."""
        return self._lookup(prompt, llm_string, wait=False)

    async def aupdate(self, prompt: str, llm_string: str, return_val: RETURN_VAL_TYPE) -> None:
        self.update(prompt, llm_string, return_val)

    def _lookup(self, prompt: str, llm_string: str, *, wait: bool) -> RETURN_VAL_TYPE | None:
        from langchain_core.load import loads

        if _FRESH.get():
            return None
        key = (self._key(prompt), self._key(llm_string))
        while True:  # at most: read, wait for the same request in flight once, read again
            flights = self._flights
            with flights.lock:
                _end_earlier_flights(flights, threading.get_ident(), key)
                with self._lock:
                    rows = self._conn.execute(
                        "SELECT generation FROM llm_cache WHERE prompt_key = ? AND llm_key = ? ORDER BY idx", key,
                    ).fetchall()
                if rows:
                    break
                if not wait:
                    return None
                now, me = time.monotonic(), threading.get_ident()
                event, owner, started = flights.table.get(key, (None, me, now))
                if event is None or owner == me or now - started >= self._wait_s or event.is_set():
                    flights.table[key] = (threading.Event(), me, now)  # this thread asks the model
                    return None
            event.wait(timeout=started + self._wait_s - now)  # the other thread's reply, or its deadline
        try:
            generations = [loads(row[0], allowed_objects="core") for row in rows]
        except Exception:  # an entry written by another LangChain version: ask the model again
            return None
        return [_mark(g) for g in generations]

    def update(self, prompt: str, llm_string: str, return_val: RETURN_VAL_TYPE) -> None:
        from langchain_core.load import dumps

        key = (self._key(prompt), self._key(llm_string))
        rows = [(*key, i, dumps(g)) for i, g in enumerate(return_val)]
        with self._flights.lock:
            with self._lock:
                self._conn.executemany("INSERT OR REPLACE INTO llm_cache VALUES (?, ?, ?, ?)", rows)
            waiting = self._flights.table.pop(key, None)
        if waiting is not None:
            waiting[0].set()

    def clear(self, **kwargs: Any) -> None:
        with self._lock:
            self._conn.execute("DELETE FROM llm_cache")

    def __len__(self) -> int:
        with self._lock:
            return int(self._conn.execute("SELECT COUNT(DISTINCT prompt_key || llm_key) FROM llm_cache").fetchone()[0])


_VOLATILE = {"id", "response_metadata", "usage_metadata"}


def _normalised(prompt: str) -> str:
    """The serialised messages without what a provider never sees: message ids, response
    metadata and usage. A reply that came from the cache carries a cache flag and LangChain's
    ``total_cost: 0``; without this, every later step of an agent (whose history holds that
    reply) would miss the cache."""
    try:
        data = json.loads(prompt)
    except ValueError:
        return prompt

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            kwargs = value.get("kwargs")
            if value.get("lc") == 1 and isinstance(kwargs, dict):
                value = {**value, "kwargs": {k: v for k, v in kwargs.items() if k not in _VOLATILE}}
            return {k: strip(v) for k, v in value.items()}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    return json.dumps(strip(data), sort_keys=True, ensure_ascii=False)


def _mark(generation: Any) -> Any:
    message = getattr(generation, "message", None)
    if message is None:
        return generation
    meta = {**(message.response_metadata or {}), CACHE_FLAG: True}
    return generation.model_copy(update={"message": message.model_copy(update={"response_metadata": meta})})


def default_cache() -> SQLiteLLMCache | None:
    """A cache for a real model, per the settings (``None`` when turned off)."""
    path = cache_path()
    return SQLiteLLMCache(path) if path is not None else None


__all__ = ["CACHE_FLAG", "WAIT_S", "SQLiteLLMCache", "cache_path", "default_cache", "fresh_replies"]
