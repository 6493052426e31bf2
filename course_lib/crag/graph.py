"""Corrective RAG graph factories (notebook 04).

Every factory takes its parts as keyword arguments and returns a compiled graph. Every loop
is capped by the ``retries`` counter in state, so a question the knowledge base cannot
answer ends after ``max_retries`` rewrites with an honest answer, long before LangGraph's
``recursion_limit``:

    START -> retrieve -> grade -+-> generate -> END              (some document relevant)
                ^               +-> rewrite -> retrieve          (none, retries left)
                |               +-> web_search -> grade_web -> generate   (none, cap hit, once)

``grade_web`` is the second evaluation: its only way out is ``generate``, so the web search
can run at most once, by construction.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from langgraph.graph import END, START, StateGraph

from course_lib.crag.nodes import (
    THREE_WAY_ROUTES,
    make_batch_grade,
    make_generate,
    make_grade,
    make_retrieve,
    make_rewrite,
    make_three_way_grade,
    make_web_search,
    route_after_grade,
    route_three_way,
)
from course_lib.crag.state import CRAGState

DEFAULT_MAX_RETRIES = 2


def make_crag_graph(
    *,
    llm: BaseChatModel,
    retriever: Any,
    grader_llm: BaseChatModel | None = None,
    max_retries: int = DEFAULT_MAX_RETRIES,
    batch_grading: bool = False,
    grade_prompt: ChatPromptTemplate | None = None,
    web_search: Any = None,
):
    """Retrieve, grade, rewrite (at most ``max_retries`` times), generate.

    ``grader_llm`` grades (default: ``llm``); ``batch_grading=True`` grades all documents in
    one call instead of one call per document; ``grade_prompt`` replaces the standard strict
    prompt; ``web_search`` (a retriever, or a function from query to documents) adds the
    web fallback once the retries are used up.
    """
    if max_retries < 0:
        raise ValueError("max_retries must be 0 or more")
    grader_llm = grader_llm or llm
    grade_kwargs = {"prompt": grade_prompt} if grade_prompt is not None else {}
    grade = (make_batch_grade if batch_grading else make_grade)(grader_llm, **grade_kwargs)

    builder = StateGraph(CRAGState)
    builder.add_node("retrieve", make_retrieve(retriever))
    builder.add_node("grade", grade)
    builder.add_node("rewrite", make_rewrite(llm))
    builder.add_node("generate", make_generate(llm))
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "grade")
    routes = ["generate", "rewrite"]
    if web_search is not None:
        routes.append("web_search")
        builder.add_node("web_search", make_web_search(web_search))
        builder.add_node("grade_web", grade)  # the second evaluation, with no way back
        builder.add_edge("web_search", "grade_web")
        builder.add_edge("grade_web", "generate")
    decide = partial(route_after_grade, max_retries=max_retries, web=web_search is not None)
    builder.add_conditional_edges("grade", decide, routes)
    builder.add_edge("rewrite", "retrieve")
    builder.add_edge("generate", END)
    return builder.compile()


def make_batch_crag_graph(**kwargs: Any):
    """:func:`make_crag_graph` with the batched grader: one grading call per retrieval."""
    return make_crag_graph(batch_grading=True, **kwargs)


def make_web_fallback_crag_graph(*, web_search: Any, **kwargs: Any):
    """:func:`make_crag_graph` with the web fallback (required here)."""
    return make_crag_graph(web_search=web_search, **kwargs)


def make_three_way_crag_graph(
    *,
    llm: BaseChatModel,
    retriever: Any,
    grader_llm: BaseChatModel | None = None,
    max_retries: int = DEFAULT_MAX_RETRIES,
):
    """Three-way grades routed by :data:`~course_lib.crag.nodes.THREE_WAY_ROUTES`.

    A relevant document: generate. Only ambiguous ones: hold them and rewrite, answer from
    them at the cap. Nothing: rewrite, and at the cap the honest fallback.
    """
    if max_retries < 0:
        raise ValueError("max_retries must be 0 or more")
    builder = StateGraph(CRAGState)
    builder.add_node("retrieve", make_retrieve(retriever))
    builder.add_node("grade", make_three_way_grade(grader_llm or llm))
    builder.add_node("rewrite", make_rewrite(llm))
    builder.add_node("generate", make_generate(llm))
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "grade")
    targets = sorted({t for row in THREE_WAY_ROUTES.values() for t in row.values()})
    builder.add_conditional_edges("grade", partial(route_three_way, max_retries=max_retries), targets)
    builder.add_edge("rewrite", "retrieve")
    builder.add_edge("generate", END)
    return builder.compile()


def graph_shape(graph: Any) -> tuple[list[str], list[tuple[str, str, bool]]]:
    """Node names and ``(source, target, conditional)`` edges, sorted: compare two graphs."""
    drawable = graph.get_graph()
    nodes = sorted(drawable.nodes)
    edges = sorted((e.source, e.target, bool(e.conditional)) for e in drawable.edges)
    return nodes, edges


def reachable(graph: Any, start: str) -> set[str]:
    """Nodes reachable from ``start`` by following edges (``start`` itself only via a cycle)."""
    _, edges = graph_shape(graph)
    seen: set[str] = set()
    frontier = [t for s, t, _ in edges if s == start]
    while frontier:
        node = frontier.pop()
        if node not in seen:
            seen.add(node)
            frontier.extend(t for s, t, _ in edges if s == node)
    return seen


__all__ = [
    "DEFAULT_MAX_RETRIES",
    "graph_shape",
    "make_batch_crag_graph",
    "make_crag_graph",
    "make_three_way_crag_graph",
    "make_web_fallback_crag_graph",
    "reachable",
]
