"""A reopened knowledge base searches the vectors saved beside its store, checked as Chroma's
are, and opens Chroma only when something asks for ``kb.store`` (course_lib.retrieval.kb).

- In a fresh process, reopening a store and searching it does not import chromadb, and ranks
  exactly as the process that built it did; ``kb.store`` then opens Chroma, holding every
  chunk, and copies of one knowledge base share that store.
- ``vectors.npz`` is never trusted on its own: garbage in it, vectors changed in it (right
  fingerprint in its header, wrong vectors), or a change to Chroma's files since it was
  written all send the reopen to Chroma itself, with the same results and no rebuild.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

QUESTION = "Who owns Project Falcon?"

SCRIPT = r"""
import json, sys
from course_lib.retrieval.kb import build_knowledge_base
kb = build_knowledge_base("wiki", progress=False)
hits = [[d.id, s] for d, s in kb.search(sys.argv[1], 4)]
loaded = "chromadb" in sys.modules
report = {"rebuilt": kb.rebuilt, "chromadb": loaded, "hits": hits}
if sys.argv[2] == "store":
    again = build_knowledge_base("wiki", progress=False)
    report["count"] = kb.store._collection.count()
    report["chunks"] = len(kb)
    report["shared"] = again.store is kb.store
print(json.dumps(report))
"""


def _run(cache: Path, *args: str) -> dict:
    env = {**os.environ, "COURSE_CACHE_DIR": str(cache), "COURSE_EMBEDDINGS": "local", "COURSE_LLM": "sim",
           "COURSE_BLOCK_NETWORK": "1"}
    done = subprocess.run([sys.executable, "-c", SCRIPT, QUESTION, *args], capture_output=True, text=True,
                          timeout=180, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.slow
def test_a_reopen_searches_without_chromadb_and_opens_the_store_on_use(tmp_path):
    cache = tmp_path / "cache"
    built = _run(cache, "-")
    assert built["rebuilt"]
    reopened = _run(cache, "-")
    assert not reopened["rebuilt"] and not reopened["chromadb"], "a reopen imported chromadb"
    assert reopened["hits"] == built["hits"]
    used = _run(cache, "store")
    assert used["chromadb"] is False and used["hits"] == built["hits"]
    assert used["count"] == used["chunks"] > 0 and used["shared"]


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    """A fresh cache dir, and a fresh process view of it (nothing reopened from memory)."""
    from course_lib.retrieval import kb

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(kb, "_OPENED", {})
    return tmp_path / "cache"


def _build():
    from course_lib.retrieval import kb

    kb._OPENED.clear()  # what a new process does
    return kb.build_knowledge_base("wiki", progress=False)


def _hits(kb) -> list:
    return [(doc.id, score) for doc, score in kb.search(QUESTION, k=4)]


def _garbage(path: Path) -> None:
    path.write_bytes(b"not a numpy archive")


def _changed_vectors(path: Path) -> None:
    with np.load(path, allow_pickle=False) as saved:
        ids, vectors, meta = saved["ids"], saved["vectors"].copy(), saved["meta"]
    vectors[0] = vectors[-1]  # the header still carries the build's fingerprint
    with path.open("wb") as out:
        np.savez(out, ids=ids, vectors=vectors, meta=meta)


def _chroma_touched(path: Path) -> None:
    database = path.parent / "chroma.sqlite3"
    os.utime(database, ns=(database.stat().st_atime_ns, database.stat().st_mtime_ns + 1_000_000_000))


@pytest.mark.parametrize("spoil", [_garbage, _changed_vectors, _chroma_touched],
                         ids=["garbage", "changed vectors", "chroma changed since"])
def test_a_vectors_file_that_does_not_hold_sends_the_reopen_to_chroma(cache, spoil, capsys):
    first = _build()
    expected = _hits(first)
    saved = first.path / "vectors.npz"
    assert saved.is_file()
    with np.load(saved, allow_pickle=False) as data:
        assert json.loads(str(data["meta"]))["fingerprint"]
    spoil(saved)
    capsys.readouterr()
    again = _build()
    assert not again.rebuilt and capsys.readouterr().err == ""
    assert again._store is not None and not type(again._store).__name__.startswith("_Deferred"), \
        "the reopen trusted a vectors file that does not hold"
    assert _hits(again) == expected
    third = _build()  # the check of Chroma wrote a good file again
    assert type(third._store).__name__ == "_DeferredStore" and _hits(third) == expected
