"""The library version of every graph a notebook builds: one module per lesson graph.

The rule: a graph notebook NN builds in the open has its library version here, in the module
named after the graph, and the notebook's "checked against the library" cell names it
(``same_graph(inline, library)``). Each module's docstring names its notebook and section.

README.md ("What is where") has the table of notebook sections and modules.

The course's pipelines (:data:`course_lib.rag.pipelines.SPECS`) are wired from these factories
by :mod:`course_lib.rag.assembly`: the knowledge bases and the web snapshot are built there, not
here. Factories take their parts as keyword arguments (``llm``, a retriever or tools, limits)
and return compiled graphs; nothing is built at import. The helpers below compare graphs by structure.
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
