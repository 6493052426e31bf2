"""Merging the documents of several hops: de-duplicate by id, keep the best score (notebook 05).

Hop after hop, the same chunk comes back again and again. Sending it twice wastes tokens and
can make the model read repetition as emphasis, so every multi-hop graph merges each hop's
results into one list keyed by document id, keeping the copy with the higher score, best
first (ties broken by id so the order never changes between runs).
"""

from __future__ import annotations

from collections.abc import Iterable

from langchain_core.documents import Document


def doc_key(doc: Document) -> str:
    """A document's identity: its id (``wiki/x.md#0``), else ``source#chunk``."""
    if doc.id:
        return str(doc.id)
    meta = doc.metadata or {}
    return f"{meta.get('source', '')}#{meta.get('chunk', 0)}"


def doc_score(doc: Document) -> float:
    """The retrieval score carried in ``metadata["score"]`` (0.0 when there is none)."""
    try:
        return float((doc.metadata or {}).get("score", 0.0))
    except (TypeError, ValueError):
        return 0.0


def merge_documents(existing: Iterable[Document] | None, fresh: Iterable[Document] | None) -> list[Document]:
    """Union of two document lists by id, keeping the better-scored copy, best first.

    Also the reducer of the ``documents`` key of every multi-hop state, so parallel branches
    can add their results at the same time.
    """
    best: dict[str, Document] = {}
    for doc in [*(existing or []), *(fresh or [])]:
        key = doc_key(doc)
        if key not in best or doc_score(doc) > doc_score(best[key]):
            best[key] = doc
    return sorted(best.values(), key=lambda d: (-doc_score(d), doc_key(d)))


def new_documents(existing: Iterable[Document] | None, fresh: Iterable[Document]) -> list[Document]:
    """The documents of ``fresh`` whose id is not in ``existing`` (a hop's new information)."""
    seen = {doc_key(d) for d in existing or []}
    return [d for d in fresh if doc_key(d) not in seen]
