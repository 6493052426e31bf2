"""Showing things in notebooks: graphs drawn offline, tables, traces (notebook 00 on).

``show_graph`` renders a LangGraph graph without any web service: as Mermaid text that
JupyterLab draws itself, and optionally as a PNG made locally by Graphviz (pygraphviz).
"""

from __future__ import annotations

from typing import Any


def mermaid(graph: Any) -> str:
    """The Mermaid source of a compiled graph (or anything with ``get_graph()``)."""
    drawable = graph.get_graph() if hasattr(graph, "get_graph") else graph
    return drawable.draw_mermaid()


def show_graph(graph: Any, *, png: bool = False) -> None:
    """Display a graph: Mermaid (rendered by JupyterLab) and, if asked, a Graphviz PNG."""
    from IPython.display import Image, Markdown, display

    display(Markdown(f"```mermaid\n{mermaid(graph)}\n```"))
    if png:
        drawable = graph.get_graph() if hasattr(graph, "get_graph") else graph
        display(Image(drawable.draw_png()))
