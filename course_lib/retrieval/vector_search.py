"""How the knowledge base searches its Chroma store, and why not with one ``query`` call.

The vector store is Chroma (``langchain_chroma.Chroma``, ``KnowledgeBase.store``): it keeps
every chunk, its metadata and its vector, and its index can answer nearest-neighbour
queries. :meth:`course_lib.retrieval.kb.KnowledgeBase.search` ranks the chunks itself from the vectors
Chroma stored, for two reasons:

- **The same order everywhere.** Chroma's approximate (HNSW) index orders chunks with
  equal scores differently from one process to the next, and the local embeddings give many
  equal scores: for 6 of the 112 labelled questions its top 4 differs from the exact
  ranking. The course promises identical outputs on every seat, so scores are computed
  exactly, rounded to 6 places and sorted by (score, then chunk id).
- **Speed.** A store of up to :data:`EXACT_SCAN_MAX` chunks (every corpus of the course)
  is scanned in one matrix product from vectors read once per process: 1.2 ms per search of
  the notes against 2.1 ms for one ``collection.query`` (``bench/bench_speedups.py``, medians
  of 3 processes on a busy machine; README, Performance).

A larger store keeps Chroma's index for what it is good at: it proposes a generous set of
candidates, which are then scored exactly and sorted the same way; when the k-th score ties
with the weakest candidate, every chunk is scored so that a tie outside the candidate set
cannot change the result.
"""

from __future__ import annotations

from typing import Any

EXACT_SCAN_MAX = 5_000
"""Chunks up to which a store is scanned exactly (5,000 vectors of 2,048 floats: 80 MB)."""


def ranked(ids, vectors, norms, query_vec) -> list[tuple[str, float]]:
    """Cosine similarity of each vector with the query, rounded to 6 places, sorted by
    (score descending, id)."""
    import numpy as np

    denom = norms * float(np.linalg.norm(query_vec))
    dots = vectors @ query_vec
    scored = [(doc_id, round(dot / (den or 1.0), 6))
              for doc_id, dot, den in zip(ids, dots.tolist(), denom.tolist(), strict=True)]
    scored.sort(key=lambda pair: (-pair[1], pair[0]))
    return scored


def scan(collection: Any, ids: list[str], query_vec, cache: dict[str, Any]) -> list[tuple[str, float]]:
    """Every chunk, scored from the vectors Chroma stored (read once, kept in ``cache``)."""
    import numpy as np

    if "vectors" not in cache:
        got = collection.get(ids=ids, include=["embeddings"])
        vectors = np.asarray(got["embeddings"], dtype=float)
        cache["vectors"] = (got["ids"], vectors, np.linalg.norm(vectors, axis=1))
    return ranked(*cache["vectors"], query_vec)


def index_candidates(collection: Any, query_vec, n: int) -> list[tuple[str, float]]:
    """The ``n`` candidates Chroma's index proposes, scored exactly."""
    import numpy as np

    found = collection.query(query_embeddings=[query_vec.tolist()], n_results=n, include=["embeddings"])
    vectors = np.asarray(found["embeddings"][0], dtype=float)
    return ranked(found["ids"][0], vectors, np.linalg.norm(vectors, axis=1), query_vec)


def best(collection: Any, ids: list[str], query_vec, k: int, cache: dict[str, Any]) -> list[tuple[str, float]]:
    """The ``k`` best ``(chunk id, score)`` pairs of a store of ``len(ids)`` chunks."""
    if len(ids) <= EXACT_SCAN_MAX:
        return scan(collection, ids, query_vec, cache)[:k]
    n = min(len(ids), max(4 * k, 24))
    scored = index_candidates(collection, query_vec, n)
    if len(scored) == n < len(ids) and scored[k - 1][1] <= scored[-1][1]:
        scored = index_candidates(collection, query_vec, len(ids))
    return scored[:k]


__all__ = ["EXACT_SCAN_MAX", "best", "index_candidates", "ranked", "scan"]
