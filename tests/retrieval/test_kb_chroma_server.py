"""One shared Chroma server for a classroom (issue 10, README instructors' section).

Starts ``chroma run --path TMP --host 127.0.0.1 --port FREE`` as a subprocess, waits for its
heartbeat, points ``COURSE_CHROMA_SERVER`` at it, builds a knowledge base through it and
searches it; the server is always stopped afterwards. Skipped with the reason if the server
cannot start here.

The server is started through ``chromadb_rust_bindings.cli``, exactly what ``.venv/bin/chroma``
calls, but without that script's ``import chromadb`` (several seconds on a busy machine).
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

STARTUP_TIMEOUT_S = 30.0
CHROMA_RUN = "import sys, chromadb_rust_bindings; chromadb_rust_bindings.cli(['chroma', *sys.argv[1:]])"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _heartbeat(port: int) -> bool:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v2/heartbeat", timeout=1) as reply:
            return reply.status == 200
    except OSError:
        return False


@pytest.fixture(scope="module")
def chroma_server(tmp_path_factory):
    """``(host:port, process)`` of a Chroma server on loopback; stopped at the end, always."""
    if not (Path(sys.executable).parent / "chroma").exists():
        pytest.skip("the `chroma` command is not installed in this environment")
    try:
        import chromadb_rust_bindings  # noqa: F401
    except ImportError as exc:
        pytest.skip(f"chromadb's server bindings are missing: {exc}")
    path = tmp_path_factory.mktemp("chroma-server")
    port = _free_port()
    log = path.parent / f"chroma-{port}.log"
    env = {**os.environ, "ANONYMIZED_TELEMETRY": "False", "CHROMA_TELEMETRY": "false",
           "NO_COLOR": "1"}
    for key in ("OTEL_EXPORTER_OTLP_ENDPOINT", "CHROMA_OTEL_COLLECTION_ENDPOINT"):
        env.pop(key, None)
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-c", CHROMA_RUN, "run", "--path", str(path / "db"),
             "--host", "127.0.0.1", "--port", str(port)],
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
        )
    try:
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while not _heartbeat(port):
            if proc.poll() is not None:
                pytest.skip(f"chroma run exited with status {proc.returncode}: "
                            f"{log.read_text(errors='replace')[-300:]}")
            if time.monotonic() > deadline:
                pytest.skip(f"chroma run did not answer its heartbeat within {STARTUP_TIMEOUT_S:.0f} s")
            time.sleep(0.2)
        yield f"127.0.0.1:{port}", proc
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)


@pytest.fixture()
def use_server(chroma_server, monkeypatch):
    address, _ = chroma_server
    monkeypatch.setenv("COURSE_CHROMA_SERVER", address)
    return address


@pytest.mark.slow
def test_knowledge_base_through_a_shared_server(use_server, tmp_path, monkeypatch):
    from course_lib.retrieval.kb import build_knowledge_base, chroma_client

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    client = chroma_client()
    assert type(client).__name__ != "PersistentClient"
    assert client.heartbeat() > 0

    kb = build_knowledge_base("notes", progress=False)
    assert kb.rebuilt
    assert kb.store._collection.count() == len(kb)
    assert kb.name in {c.name.split("-")[0] for c in client.list_collections()}
    hits = kb.search("How does asyncio.wait decide when to return?", k=3)
    assert hits and hits[0][0].metadata["source"].startswith("notes/")
    docs = kb.as_retriever(k=2).invoke("return_when FIRST_COMPLETED")
    assert len(docs) == 2

    # A second learner (own cache dir) reuses what the server already holds.
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache-2"))
    again = build_knowledge_base("notes", progress=False)
    assert again.store._collection.count() == len(kb)
    assert [d.id for d, _ in again.search("asyncio.wait", k=3)] == [d.id for d, _ in kb.search("asyncio.wait", k=3)]


def test_server_results_match_the_embedded_store(use_server, notes_kb, tmp_path, monkeypatch):
    from course_lib.retrieval.kb import build_knowledge_base

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    served = build_knowledge_base("notes", progress=False)
    for question in ("How does asyncio.wait decide when to return?", "What is a vector clock?"):
        assert [d.id for d, _ in served.search(question, k=4)] == [d.id for d, _ in notes_kb.search(question, k=4)]


def test_a_server_that_is_down_gives_one_sentence(monkeypatch):
    from course_lib.foundation.errors import CourseError
    from course_lib.retrieval.kb import chroma_client

    monkeypatch.setenv("COURSE_CHROMA_SERVER", f"127.0.0.1:{_free_port()}")
    with pytest.raises(CourseError, match="does not answer") as info:
        chroma_client()
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("value", ["host:notaport", "ftp://x:1", ":"])
def test_a_malformed_server_address_gives_one_sentence(value, monkeypatch):
    from course_lib.foundation.errors import CourseError
    from course_lib.retrieval.kb import chroma_client

    monkeypatch.setenv("COURSE_CHROMA_SERVER", value)
    with pytest.raises(CourseError, match="not a server address"):
        chroma_client()
