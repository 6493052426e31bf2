"""Local embeddings and the Chroma knowledge base."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from course_lib.foundation.errors import CourseError
from tests.conftest import ROOT, write_note


@pytest.mark.slow
def test_embeddings_are_deterministic_across_processes():
    from course_lib.retrieval.embeddings import LocalEmbeddings

    code = "from course_lib.retrieval.embeddings import LocalEmbeddings; v = LocalEmbeddings().embed_query('event loop runs coroutines'); print(repr(v[:64]))"
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2")}
    assert len(outs) == 1
    here = LocalEmbeddings().embed_query("event loop runs coroutines")[:64]
    assert repr(here) + "\n" in outs


def test_embeddings_match_words_not_meanings():
    import numpy as np

    from course_lib.retrieval.embeddings import LocalEmbeddings

    e = LocalEmbeddings()
    q = np.array(e.embed_query("how do coroutines work"))
    same_word = np.array(e.embed_query("A coroutine is a function that can pause."))
    synonym = np.array(e.embed_query("A green thread is scheduled in user space."))
    assert q @ same_word > 0.3 > q @ synonym


@pytest.mark.slow
def test_vectors_equal_scikit_learns_hashing_vectorizer_bit_for_bit():
    """The local embeddings hash with mmh3 to keep scikit-learn out of the notebooks' start-up;
    scikit-learn's HashingVectorizer stays the reference they must reproduce exactly."""
    np = pytest.importorskip("numpy")
    text_module = pytest.importorskip("sklearn.feature_extraction.text")
    from sklearn.preprocessing import normalize

    from course_lib.retrieval.embeddings import DIMENSIONS, LocalEmbeddings, analyze

    texts = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "data" / "notes").glob("*.md"))]
    texts += [para for text in texts[:10] for para in text.split("\n\n")]
    texts += ["", "the of and", "asyncio.wait(return_when=FIRST_COMPLETED)", "什么是协程？事件循环",
              "cache " * 300]
    hasher = text_module.HashingVectorizer(
        n_features=DIMENSIONS, analyzer=analyze, alternate_sign=False, norm=None)
    matrix = hasher.transform(texts)
    matrix.data = 1.0 + np.log(matrix.data)
    reference = normalize(matrix).toarray()
    ours = np.array(LocalEmbeddings().embed_documents(texts))
    assert ours.shape == reference.shape
    assert (ours == reference).all()


def test_bucket_of_the_int32_minimum_hash_is_defined(monkeypatch):
    from course_lib.retrieval import embeddings

    class FakeMmh3:
        @staticmethod
        def hash(key, seed=0, signed=True):
            return -2147483648

    monkeypatch.setattr(embeddings, "mmh3", FakeMmh3)
    expected = (2147483647 - (embeddings.DIMENSIONS - 1)) % embeddings.DIMENSIONS
    assert embeddings._bucket("anything") == expected


@pytest.mark.slow
def test_embedding_does_not_import_scikit_learn_or_scipy():
    code = ("import sys; from course_lib.retrieval.embeddings import LocalEmbeddings; "
            "LocalEmbeddings().embed_query('asyncio.wait'); "
            "print([m for m in ('sklearn', 'scipy') if m in sys.modules])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_cjk_text_is_tokenised_by_character_bigrams():
    import numpy as np

    from course_lib.retrieval.embeddings import LocalEmbeddings, analyze

    assert "事件" in analyze("事件循环")
    e = LocalEmbeddings()
    q = np.array(e.embed_query("事件循环是什么"))
    related = np.array(e.embed_query("事件循环负责调度协程"))
    unrelated = np.array(e.embed_query("数据库索引加快查询"))
    assert q @ related > q @ unrelated


def test_search_is_ranked_and_cites_sources(notes_kb):
    hits = notes_kb.search("How does asyncio.wait decide when to return?", k=4)
    assert len(hits) == 4
    scores = [s for _, s in hits]
    assert scores == sorted(scores, reverse=True)
    assert any("asyncio-wait" in d.metadata["source"] for d, _ in hits[:2])
    assert all(d.metadata["source"].startswith("notes/") and d.metadata.get("title") for d, _ in hits)


def test_ties_are_broken_by_id(tmp_path, monkeypatch):
    from course_lib.retrieval.kb import build_knowledge_base

    data = tmp_path / "data"
    for name in ("b-note.md", "a-note.md", "c-note.md"):
        write_note(data / "notes", name, "Same", "Identical text about queues and workers.")
    shutil.copytree(ROOT / "data" / "tiktoken", data / "tiktoken")
    monkeypatch.setenv("COURSE_DATA_DIR", str(data))
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    kb = build_knowledge_base("notes", progress=False)
    hits = kb.search("queues and workers", k=3)
    assert [d.id for d, _ in hits] == ["notes/a-note.md#0", "notes/b-note.md#0", "notes/c-note.md#0"]


@pytest.mark.slow
def test_rebuilds_only_when_data_changes_and_never_writes_data(tmp_path, monkeypatch):
    from course_lib.retrieval.kb import build_knowledge_base

    data = tmp_path / "data"
    write_note(data / "notes", "one.md", "One", "The kestrel protocol sends heartbeats every second.")
    monkeypatch.setenv("COURSE_DATA_DIR", str(data))
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    for path in [data, data / "notes", *(data / "notes").iterdir()]:
        path.chmod(path.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
    try:
        first = build_knowledge_base("notes", progress=False)
        again = build_knowledge_base("notes", progress=False)
        assert first.rebuilt and not again.rebuilt
        (data / "notes").chmod(0o755)
        write_note(data / "notes", "two.md", "Two", "The osprey format stores rows in columns.")
        changed = build_knowledge_base("notes", progress=False)
        assert changed.rebuilt and len(changed) == 2
        assert changed.search("osprey format")[0][0].metadata["source"] == "notes/two.md"
    finally:
        for path in data.rglob("*"):
            path.chmod(0o755)


@pytest.mark.slow
def test_reopening_in_one_process_reuses_the_store_until_a_note_changes(tmp_path, monkeypatch):
    import os

    from course_lib.retrieval import kb as kb_module
    from course_lib.retrieval.embeddings import LocalEmbeddings

    data = tmp_path / "data"
    note = write_note(data / "notes", "one.md", "One", "The kestrel protocol sends heartbeats.")
    monkeypatch.setenv("COURSE_DATA_DIR", str(data))
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    first = kb_module.build_knowledge_base("notes", progress=False)
    assert first.search("kestrel")[0][0].metadata["source"] == "notes/one.md"

    def no_parsing(*args, **kwargs):
        raise AssertionError("the notes were parsed again")

    monkeypatch.setattr(kb_module, "load_documents", no_parsing)
    own = LocalEmbeddings()
    again = kb_module.build_knowledge_base("notes", embeddings=own, progress=False)
    assert again.store is first.store and not again.rebuilt
    assert again.embeddings is own  # each caller counts its own embedding calls
    hits = again.search("kestrel heartbeats")
    assert own.calls == 1 and hits[0][1] == first.search("kestrel heartbeats")[0][1]
    hits[0][0].metadata["score"] = 1.0  # callers may write to what they get
    assert "score" not in again.search("kestrel heartbeats")[0][0].metadata

    monkeypatch.undo()
    monkeypatch.setenv("COURSE_DATA_DIR", str(data))
    monkeypatch.setenv("COURSE_CACHE_DIR", str(tmp_path / "cache"))
    note.write_text("---\ntitle: One\n---\nThe osprey format stores rows in columns.\n")
    os.utime(note, ns=(note.stat().st_atime_ns, note.stat().st_mtime_ns + 10**9))
    changed = kb_module.build_knowledge_base("notes", progress=False)
    assert changed.rebuilt and changed.store is not first.store
    assert changed.search("osprey format")[0][0].metadata["source"] == "notes/one.md"
    # The old text is gone: a search for its words finds only the new chunk, at score 0 (a
    # retriever asked for k returns k, as every vector store does).
    assert [(d.page_content, score) for d, score in changed.search("kestrel heartbeats")] == [
        ("The osprey format stores rows in columns.", 0.0)]


@pytest.mark.slow
def test_extra_docs_are_added_for_one_run(tmp_path, notes_kb):
    from course_lib.retrieval.kb import build_knowledge_base

    extra = tmp_path / "extra"
    write_note(extra, "zephyr.md", "Zephyr cache", "The Zephyr cache evicts entries after nine minutes.")
    kb = build_knowledge_base("notes", extra_docs=extra, progress=False)
    assert len(kb) == len(notes_kb) + 1
    assert kb.search("When does the Zephyr cache evict entries?")[0][0].metadata["source"] == "extra/zephyr.md"


@pytest.mark.parametrize(
    "content, fragment",
    [
        (b"---\ntitle: [unclosed\n---\nbody\n", "malformed front matter"),
        (b"---\ntitle: ok\n---\n\xff\xfe bad bytes\n", "not UTF-8"),
        (b"---\ntitle: ok\n---\n", "no text"),
    ],
)
def test_bad_notes_name_the_file(tmp_path, content, fragment):
    from course_lib.retrieval.corpus import load_corpus

    (tmp_path / "bad-note.md").write_bytes(content)
    with pytest.raises(CourseError) as info:
        load_corpus(tmp_path)
    assert "bad-note.md" in str(info.value) and fragment in str(info.value)


def test_missing_or_empty_corpus_folder(tmp_path):
    from course_lib.retrieval.corpus import load_corpus

    with pytest.raises(CourseError, match="does not exist"):
        load_corpus(tmp_path / "nope")
    with pytest.raises(CourseError, match="no markdown"):
        load_corpus(tmp_path)


def test_unknown_corpus():
    from course_lib.retrieval.kb import build_knowledge_base

    with pytest.raises(CourseError, match="Unknown corpus"):
        build_knowledge_base("nonsense")


def test_data_files_are_well_formed():
    from course_lib.retrieval.corpus import load_corpus

    notes = load_corpus(ROOT / "data" / "notes")
    assert len(notes) >= 30
    for doc in notes:
        words = len(doc.page_content.split())
        assert 150 <= words <= 650, (doc.metadata["source"], words)
        assert doc.metadata["title"] and doc.metadata.get("tags")
    assert len(load_corpus(ROOT / "data" / "wiki")) >= 10
    assert len(load_corpus(ROOT / "data" / "web")) >= 30
    Path(ROOT / "data" / "orders" / "orders.csv").read_text().splitlines()[0].startswith("order_id")
