"""No knowledge base is trusted blindly (course_lib.retrieval.kb, course_lib.foundation.integrity).

A cached store that is damaged (a malformed ``chroma.sqlite3``, vectors zeroed with the right
count, vectors changed, a missing database) is rebuilt with exactly one ``notice:`` line and
then answers searches as a fresh one does; ``doctor`` reports the same damage before. Four
``build-kb`` processes on one empty cache dir all succeed and leave one correct store.
Nothing under ``data/`` changes.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
QUESTION = "How does asyncio.wait decide when to return?"


def _data_digest() -> str:
    h = hashlib.sha256()
    for path in sorted((ROOT / "data").rglob("*")):
        if path.is_file():
            h.update(str(path.relative_to(ROOT)).encode())
            h.update(path.read_bytes())
    return h.hexdigest()


@pytest.fixture()
def cache(tmp_path, monkeypatch):
    """A fresh cache dir, and a fresh process view of it (nothing reopened from memory)."""
    from course_lib.retrieval import kb

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(kb, "_OPENED", {})
    return tmp_path / "cache"


def _build(corpus="wiki"):
    from course_lib.retrieval import kb

    kb._OPENED.clear()  # what a new process does
    return kb.build_knowledge_base(corpus, progress=False)


def _forget(store_path: Path) -> None:  # as if this process had never opened it
    from course_lib.retrieval.kb import _forget_embedded_client

    _forget_embedded_client(store_path)


def _hits(kb) -> list[str]:
    return [doc.id for doc, _ in kb.search("Who owns Project Falcon?", k=3)]


def _zero_vectors(kb, n=None) -> None:
    collection = kb.store._collection
    ids = list(kb._ids)[: n or len(kb)]
    collection.update(ids=ids, embeddings=[[0.0] * 2048] * len(ids))


def _corrupt_sqlite(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = 4096
    for start in range(page, min(len(data), 12 * page), page):  # keep the header, spoil pages
        data[start + 8 : start + 200] = b"\xff" * 192
    path.write_bytes(bytes(data))


def _one_notice(err: str, *words: str) -> None:
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("notice: "), err
    for word in words:
        assert word in lines[0], lines[0]


DAMAGE = {
    "zeroed vectors": (lambda kb: _zero_vectors(kb), "every one of its vectors is zero"),
    "some vectors zeroed": (lambda kb: _zero_vectors(kb, 3), "fingerprint mismatch"),
    "sqlite malformed": (lambda kb: (_forget(kb.path), _corrupt_sqlite(kb.path / "chroma.sqlite3")), "SQLite"),
    "sqlite missing": (lambda kb: (_forget(kb.path), (kb.path / "chroma.sqlite3").unlink()), "missing"),
    "fingerprint edited": (lambda kb: (kb.path / "complete.json").write_text(
        json.dumps({"corpus": "wiki", "chunks": len(kb), "fingerprint": "0" * 32})), "fingerprint mismatch"),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", sorted(DAMAGE))
def test_a_damaged_store_is_rebuilt_with_one_notice(case, cache, capsys):
    from course_lib.retrieval.kb import store_problem

    before_data = _data_digest()
    fresh = _build()
    expected = _hits(fresh)
    damage, words = DAMAGE[case]
    damage(fresh)
    capsys.readouterr()

    built, problem = store_problem("wiki")  # doctor's view: damaged, nothing rebuilt yet
    assert built and problem and words.split()[0].lower() in problem.lower(), problem
    assert capsys.readouterr().err == ""

    again = _build()
    assert again.rebuilt
    _one_notice(capsys.readouterr().err, "wiki knowledge base", "damaged", "rebuilding")
    assert _hits(again) == expected
    assert store_problem("wiki") == (True, None)

    third = _build()  # and now it is trusted again: no notice, no rebuild
    assert not third.rebuilt and capsys.readouterr().err == ""
    assert _data_digest() == before_data


@pytest.mark.slow
def test_doctor_reports_a_damaged_store(cache, capsys):
    from course_lib.app.doctor import run_doctor

    _zero_vectors(_build())
    for corpus in ("notes", "web"):
        _build(corpus)
    capsys.readouterr()
    code = run_doctor(check_endpoint=False)
    out = capsys.readouterr().out
    assert code == 1
    line = next(line for line in out.splitlines() if "kb wiki" in line)
    assert line.startswith("[FAIL]") and "damaged" in line, out
    assert "[ok  ] kb notes" in out


@pytest.mark.slow
def test_a_copy_handed_out_cannot_break_searches(cache):
    kb = _build()
    expected = _hits(kb)
    copy = kb.copy()
    copy.chunks.clear()
    kb.chunks[0].page_content = "changed by a learner"
    kb.chunks.pop()
    from course_lib.retrieval.kb import build_knowledge_base

    reopened = build_knowledge_base("wiki", progress=False)  # from this process's memory
    assert _hits(reopened) == expected
    assert reopened.chunks[0].page_content != "changed by a learner"
    assert len(reopened) == len(copy._ids)


# Four seats at once. The library is imported once, then four processes are forked from
# that process and released together: the race is the same as four separate starts, without
# paying for four imports (about 5 s each on this machine).
FOUR_SEATS = r"""
import json, os, sys, threading
import chromadb, langchain_chroma  # noqa: F401
from course_lib.app.cli import main
import course_lib.retrieval.kb  # noqa: F401

assert threading.active_count() == 1, threading.enumerate()  # forking is safe
out_dir = sys.argv[1]
go_read, go_write = os.pipe()
children = []
for seat in range(4):
    pid = os.fork()
    if pid == 0:
        os.close(go_write)
        os.read(go_read, 1)  # wait until every seat exists
        out = open(os.path.join(out_dir, f"seat{seat}.out"), "w")
        err = open(os.path.join(out_dir, f"seat{seat}.err"), "w")
        os.dup2(out.fileno(), 1)
        os.dup2(err.fileno(), 2)
        sys.stdout, sys.stderr = out, err
        code = main(["build-kb", "--corpus", "wiki", "--quiet"])
        out.flush()
        err.flush()
        os._exit(code)
    children.append(pid)
os.write(go_write, b"gogo")  # one byte for each seat
codes = [os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1]) for pid in children]
print(json.dumps(codes))
"""


@pytest.mark.slow
def test_four_concurrent_builds_wait_for_each_other(tmp_path, monkeypatch):
    """Four processes build the same store in one empty cache dir: none crashes."""
    before_data = _data_digest()
    env = {**os.environ, "COURSE_CACHE_DIR": str(tmp_path / "shared"), "COURSE_LLM": "sim",
           "COURSE_EMBEDDINGS": "local", "COURSE_BLOCK_NETWORK": "1"}
    proc = subprocess.run([sys.executable, "-c", FOUR_SEATS, str(tmp_path)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout) == [0, 0, 0, 0]
    outs = [(tmp_path / f"seat{i}.out").read_text() for i in range(4)]
    errs = [(tmp_path / f"seat{i}.err").read_text() for i in range(4)]
    assert errs == ["", "", "", ""], errs
    assert all(out.startswith("wiki: 60 chunks") for out in outs), outs
    assert sum("(built)" in out for out in outs) == 1, outs  # one built it, three found it built
    assert len([p for p in (tmp_path / "shared" / "kb").iterdir() if p.is_dir()]) == 1
    from course_lib.retrieval.kb import store_problem

    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "shared"))
    assert store_problem("wiki") == (True, None)
    assert _data_digest() == before_data
