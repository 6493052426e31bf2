"""The state a Corrective RAG graph carries from node to node (notebook 04).

Plain keys, no message history: each node reads what it needs and returns only the keys it
changes. ``query`` is kept apart from ``question`` because the rewrite node changes only the
search query, never the user's question; ``retries`` is the counter that caps the loop.
"""

from __future__ import annotations

from typing import TypedDict

from langchain_core.documents import Document


class CRAGState(TypedDict, total=False):
    question: str  # the user's question, never changed
    query: str  # the current search query (rewritten on each retry)
    documents: list[Document]  # the documents that passed grading (or were just retrieved)
    grades: list[str]  # the grades of the last grading, one per document, for traces
    answer: str  # the final answer
    retries: int  # rewrites done so far: the hard cap on the loop
    web_searched: bool  # set once the web fallback has run
    held: list[Document]  # three-way grading: "ambiguous" documents kept for later


__all__ = ["CRAGState"]
