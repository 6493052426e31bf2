"""One shared Chroma server for a classroom (README, "For instructors"; ``COURSE_CHROMA_SERVER``).

Two rules make it safe for a room of seats:

- Every call to the server ends within ``COURSE_CHROMA_TIMEOUT`` seconds (default 10):
  chromadb's HTTP client waits forever by default, so :func:`http_client` gives it a
  session whose transport has a total deadline (``course_lib.foundation.deadlines``); opening the
  client (its handshake of several requests) is one call with one budget.
- A seat never writes a collection it did not create. Collections are named by the content
  hash of what they hold; a seat that finds the name absent builds under a temporary name,
  records the vectors' fingerprint in the collection's metadata and renames it into place,
  which the server allows only while the name is free. A seat that finds the name taken
  only reads it, after checking it (ids, fingerprint, one chunk embedded again); if the
  check fails, the seat says so in one line and uses its own embedded copy instead.
"""

from __future__ import annotations

import threading
import uuid
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from course_lib.foundation.deadlines import (
    CHROMA_TIMEOUT_S,
    Deadline,
    deadline_transport,
    find_passed,
    seconds_setting,
    shared_budget,
    timeout_of,
)
from course_lib.foundation.errors import CourseError

if TYPE_CHECKING:
    from course_lib.retrieval.kb import StoreBuild

FINGERPRINT_KEY = "course_fingerprint"
"""Collection metadata: the vectors' fingerprint, set by the seat that built it."""
SETTING = "COURSE_CHROMA_TIMEOUT"
ADVICE = "check that `chroma run` is up on that machine and reachable"
_PATCH_LOCK = threading.Lock()


@contextmanager
def _sessions_with_deadline(seconds: float, what: str):
    """While chromadb builds its HTTP client, its ``httpx.Client`` sessions get our transport.

    chromadb creates the session inside its client's constructor and talks to the server
    before returning, so the deadline must be in place first: the module's ``httpx`` name is
    pointed at a stand-in whose ``Client`` adds the transport, then put back.
    """
    import httpx
    from chromadb.api import fastapi

    class _Httpx:
        def __getattr__(self, name: str) -> Any:
            return getattr(httpx, name)

        @staticmethod
        def Client(*args, **kwargs):  # noqa: N802 - stands in for httpx.Client
            kwargs.pop("verify", None)  # the transport carries the TLS settings
            kwargs["transport"] = deadline_transport(
                httpx, seconds=seconds, what=lambda request: what, setting=SETTING, advice=ADVICE)
            kwargs["timeout"] = timeout_of(httpx, seconds)
            return httpx.Client(*args, **kwargs)

    with _PATCH_LOCK:
        fastapi.httpx = _Httpx()
        try:
            yield
        finally:
            fastapi.httpx = httpx


def http_client(host: str, port: int, ssl: bool, settings):
    """A chromadb ``HttpClient`` whose every call ends within ``COURSE_CHROMA_TIMEOUT``, its
    opening handshake (identity, tenant, database) included, in total."""
    import chromadb

    seconds = seconds_setting(SETTING, CHROMA_TIMEOUT_S)
    what = f"The Chroma server at {host}:{port} (COURSE_CHROMA_SERVER)"
    try:
        with shared_budget(Deadline(seconds, what, SETTING, ADVICE)), _sessions_with_deadline(seconds, what):
            return chromadb.HttpClient(host=host, port=port, ssl=ssl, settings=settings)
    except Exception as exc:  # chromadb raises ValueError or httpx errors when nobody answers
        passed = find_passed(exc)
        if passed is not None:
            raise CourseError(str(passed)) from None
        raise CourseError(
            f"{what} does not answer ({type(exc).__name__}): start it with `chroma run --host "
            f"{host} --port {port} --path DIR` or unset COURSE_CHROMA_SERVER to use the embedded store."
        ) from None


def _get(client, name: str):
    """The collection called ``name``, or None."""
    try:
        return client.get_collection(name=name, embedding_function=None)
    except Exception as exc:  # chromadb raises NotFoundError (older: ValueError)
        if find_passed(exc) is not None:
            raise
        if "does not exist" in str(exc) or type(exc).__name__ == "NotFoundError":
            return None
        raise


def _create(client, build: StoreBuild):
    """Build the collection under a temporary name and rename it into place; None if another
    seat's collection took the name first (ours is deleted then)."""
    from course_lib.foundation.integrity import vector_fingerprint

    temporary = f"{build.collection}.building-{uuid.uuid4().hex[:8]}"
    collection = client.create_collection(name=temporary, metadata={"hnsw:space": "cosine"},
                                          embedding_function=None)
    try:
        build.write(collection, build.embed())
        problem, read = build.problem(collection, None)
        if problem is not None:
            raise CourseError(f"The {build.corpus} collection failed its check right after it was "
                              f"built on the Chroma server ({problem}).")
        collection.modify(name=build.collection,
                          metadata={FINGERPRINT_KEY: vector_fingerprint(*read)})
    except Exception:
        try:
            client.delete_collection(name=temporary)
        except Exception:  # noqa: BLE001 - the original error matters more
            pass
        if _get(client, build.collection) is not None:  # another seat won the race
            return None
        raise
    return read


def shared_problem(build: StoreBuild, client) -> tuple[bool, str | None]:
    """``(built, problem)`` of the shared collection, checked without writing (doctor)."""
    existing = _get(client, build.collection)
    if existing is None:
        return False, None
    problem, _ = build.problem(existing, (existing.metadata or {}).get(FINGERPRINT_KEY))
    return True, problem


def ensure_shared(build: StoreBuild, client) -> tuple[Any, bool] | None:
    """``(read, rebuilt)`` of a build's checked shared collection (created if absent): what
    its check read, and whether this seat built it; None when the one on the server fails its
    check (the caller then builds an embedded copy). The knowledge base opens the store."""
    from course_lib.foundation.integrity import notice

    read, rebuilt = None, False
    if _get(client, build.collection) is None:
        read = _create(build=build, client=client)
        rebuilt = read is not None
    if read is None:
        existing = _get(client, build.collection)
        problem, read = build.problem(existing, (existing.metadata or {}).get(FINGERPRINT_KEY))
        if problem is not None:
            notice(f"the shared collection {build.collection} on the Chroma server fails its check "
                   f"({problem}); this seat uses its own embedded copy instead.")
            return None
    return read, rebuilt


__all__ = ["FINGERPRINT_KEY", "http_client", "ensure_shared", "shared_problem"]
