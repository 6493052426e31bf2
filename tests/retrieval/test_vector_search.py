"""course_lib.retrieval.vector_search: the knowledge base's exact ranking of the vectors Chroma stored."""

from __future__ import annotations

import numpy as np

from course_lib.retrieval import vector_search


def test_ranked_sorts_by_score_then_id_and_rounds():
    vectors = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 0.0], [1.0, 1.0]])
    ids = ["b", "c", "a", "d"]
    scored = vector_search.ranked(ids, vectors, np.linalg.norm(vectors, axis=1), np.array([1.0, 0.0]))
    assert [doc_id for doc_id, _ in scored] == ["a", "b", "d", "c"]  # equal scores: by id
    assert scored[2] == ("d", round(1 / np.sqrt(2), 6)) and scored[3] == ("c", 0.0)


def test_exact_scan_and_chroma_candidates_rank_alike(notes_kb, monkeypatch):
    """Small stores are scanned exactly; large ones ask Chroma's index for candidates. On the
    notes both ways must return the same chunks with the same scores."""
    queries = ["How does asyncio.wait decide when to return?", "git rebase onto main",
               "ETag If-None-Match 304", "green thread", "docker layer cache", "SQL index"]
    exact = [notes_kb.search(q, k=k) for q in queries for k in (1, 4, 8)]
    monkeypatch.setattr(vector_search, "EXACT_SCAN_MAX", 0)
    with_index = [notes_kb.search(q, k=k) for q in queries for k in (1, 4, 8)]
    as_pairs = lambda results: [[(d.id, s) for d, s in hits] for hits in results]  # noqa: E731
    assert as_pairs(with_index) == as_pairs(exact)
    assert any(len(hits) == 8 for hits in exact)


def test_a_retriever_asked_for_k_returns_k(notes_kb):
    """As Chroma's similarity_search and every vector store do: a query that shares nothing
    with the notes still gets its k nearest chunks (at similarity 0), so a pipeline that
    retrieves for it pays for them; a store smaller than k returns every chunk."""
    for query in ["Who are you?", "Hello!", "How does asyncio.wait decide when to return?"]:
        hits = notes_kb.search(query, k=4)
        assert len(hits) == 4, (query, hits)
        assert [s for _, s in hits] == sorted((s for _, s in hits), reverse=True)
    assert len(notes_kb.as_retriever(k=3).invoke("Who are you?")) == 3
    assert len(notes_kb.search("Who are you?", k=10_000)) == len(notes_kb)
    assert notes_kb.search("   ", k=4) == []  # no query, no search
