"""The Corrective RAG pipeline for the CLI and the harness (notebook 04).

``python -m course_lib ask "..." --pipeline crag``: the notes knowledge base, per-document
strict grading, at most two query rewrites, then one web search graded once more, then the
answer (or an honest "I don't know").
"""

from __future__ import annotations

from langchain_core.language_models import BaseChatModel

from course_lib.crag.graph import DEFAULT_MAX_RETRIES, make_crag_graph
from course_lib.crag.web import make_web_retriever
from course_lib.pipelines.base import Pipeline


def pipeline(
    *,
    llm: BaseChatModel,
    corpus: str | None = None,
    extra_docs=None,
    k: int = 4,
    max_retries: int = DEFAULT_MAX_RETRIES,
    web: bool = True,
) -> Pipeline:
    """CRAG over a corpus (default ``notes``), with the web fallback unless ``web=False``."""
    from course_lib.kb import build_knowledge_base

    kb = build_knowledge_base(corpus or "notes", extra_docs=extra_docs, progress=False)
    graph = make_crag_graph(
        llm=llm,
        retriever=kb.as_retriever(k=k),
        max_retries=max_retries,
        web_search=make_web_retriever() if web else None,
    )
    return Pipeline(name="crag", graph=graph, embeddings=kb.embeddings)
