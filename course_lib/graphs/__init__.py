"""The library version of every graph a notebook builds: one module per lesson graph.

The rule: a graph notebook NN builds in the open has its library version here, in the module
named after the graph, and the notebook's "checked against the library" cell names it
(``same_graph(inline, library)``). Each module's docstring names its notebook and section.

| notebook, section                              | module               | factory                          |
|------------------------------------------------|----------------------|----------------------------------|
| 00 first graph; 01 fixed pipeline              | ``fixed_rag``        | ``make_fixed_rag_graph``         |
| 01 the agentic pipeline; 02 retriever as tool  | ``agent``            | ``make_agent``                   |
| 01 hybrid pre-routing                          | ``hybrid_rag``       | ``make_hybrid_rag_graph``        |
| 03 the multi-tool agent                        | ``knowledge_agent``  | ``make_knowledge_agent``         |
| 03 adaptive routing                            | ``adaptive``         | ``make_adaptive_graph``          |
| 04 Corrective RAG (and variants 1, 3)          | ``crag``             | ``make_crag_graph``              |
| 04 variant 2: three grades                     | ``crag_three_way``   | ``make_three_way_crag_graph``    |
| 05 (a) the agent loop                          | ``multihop_agent``   | ``make_wiki_agent``              |
| 05 (b) decompose, plan under guards            | ``multihop_explicit``| ``make_explicit_multihop_graph`` |
| 05 the pitfall: parallel sub-questions         | ``multihop_parallel``| ``make_parallel_multihop_graph`` |
| 05 (c) the sufficiency loop                    | ``multihop_loop``    | ``make_sufficiency_loop_graph``  |
| 06 no retrieval (the cheapest strategy)        | ``direct``           | ``make_direct_graph``            |

A module whose graph is one of the course's pipelines also has ``pipeline(llm=..., corpus=...,
extra_docs=...)``; :data:`course_lib.pipelines.REGISTRY` names those. Factories take their
parts as keyword arguments (``llm``, a retriever or tools, limits) and return compiled graphs;
nothing is built at import. The helpers below compare graphs by structure.
"""

from __future__ import annotations

from typing import Any


def graph_shape(graph: Any) -> tuple[list[str], list[tuple[str, str, bool]]]:
    """Node names and ``(source, target, conditional)`` edges of a compiled graph, sorted."""
    drawable = graph.get_graph()
    nodes = sorted(drawable.nodes)
    edges = sorted((e.source, e.target, bool(e.conditional)) for e in drawable.edges)
    return nodes, edges


def same_graph(one: Any, other: Any) -> bool:
    """True if two compiled graphs have the same nodes and the same (conditional) edges: the
    check that a graph built in a notebook and its library version cannot drift apart."""
    return graph_shape(one) == graph_shape(other)


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


__all__ = ["graph_shape", "reachable", "same_graph"]
