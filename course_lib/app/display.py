"""Showing things in notebooks: graphs drawn offline, tables, traces (notebook 00 on).

``show_graph`` renders a LangGraph graph without any web service: as Mermaid that JupyterLab
draws itself (JupyterLab 4.1 and later render Mermaid in Markdown output), and optionally as
a PNG made locally by Graphviz (pygraphviz). A front end that cannot draw Mermaid shows one
line naming the graph's nodes instead of the Mermaid source; ``mermaid(graph)`` returns the
source itself, for pasting elsewhere.
"""

from __future__ import annotations

from typing import Any


def _drawable(graph: Any):
    return graph.get_graph() if hasattr(graph, "get_graph") else graph


def mermaid(graph: Any) -> str:
    """The Mermaid source of a compiled graph (or anything with ``get_graph()``)."""
    return _drawable(graph).draw_mermaid()


def describe(graph: Any) -> str:
    """One line for plain-text front ends: the graph's nodes in order, and its edge count."""
    drawable = _drawable(graph)
    nodes = [node for node in drawable.nodes if node not in ("__start__", "__end__")]
    return f"graph with {len(nodes)} nodes ({', '.join(nodes)}) and {len(drawable.edges)} edges"


def show_graph(graph: Any, *, png: bool = False) -> None:
    """Display a graph: Mermaid (rendered by JupyterLab) and, if asked, a Graphviz PNG."""
    from IPython.display import Image, display

    display({"text/markdown": f"```mermaid\n{mermaid(graph)}\n```", "text/plain": describe(graph)},
            raw=True)
    if png:
        display(Image(_drawable(graph).draw_png()))
