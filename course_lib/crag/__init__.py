"""Corrective RAG: grade what was retrieved, rewrite and retry, fall back (notebook 04).

Graph factories (keyword arguments, compiled graphs, every loop capped by ``retries``):

- :func:`make_crag_graph`: retrieve, grade each document (structured yes/no), rewrite at
  most ``max_retries`` times, generate (honest fallback when nothing is relevant); options
  ``batch_grading``, ``grade_prompt``, ``web_search`` (fallback, at most once).
- :func:`make_batch_crag_graph`, :func:`make_web_fallback_crag_graph`: the same with an option set.
- :func:`make_three_way_crag_graph`: relevant / ambiguous / irrelevant grades routed by
  :data:`THREE_WAY_ROUTES`.

Nodes and routing functions live in :mod:`course_lib.crag.nodes`, traces in
:mod:`course_lib.crag.trace`, measurements in :mod:`course_lib.crag.measure`, scripted parts
for tests and checks in :mod:`course_lib.crag.scripted`.
"""

from __future__ import annotations

from course_lib.crag.graph import (
    DEFAULT_MAX_RETRIES,
    graph_shape,
    make_batch_crag_graph,
    make_crag_graph,
    make_three_way_crag_graph,
    make_web_fallback_crag_graph,
    reachable,
)
from course_lib.crag.nodes import (
    THREE_WAY_ROUTES,
    fallback_answer,
    route_after_grade,
    route_three_way,
    three_way_verdict,
)
from course_lib.crag.state import CRAGState
from course_lib.crag.trace import Step, format_trace, node_path, run_traced
from course_lib.crag.web import WebSearchRetriever, make_web_retriever

__all__ = [
    "DEFAULT_MAX_RETRIES",
    "THREE_WAY_ROUTES",
    "CRAGState",
    "Step",
    "WebSearchRetriever",
    "fallback_answer",
    "format_trace",
    "graph_shape",
    "make_batch_crag_graph",
    "make_crag_graph",
    "make_three_way_crag_graph",
    "make_web_fallback_crag_graph",
    "make_web_retriever",
    "node_path",
    "reachable",
    "route_after_grade",
    "route_three_way",
    "run_traced",
    "three_way_verdict",
]
