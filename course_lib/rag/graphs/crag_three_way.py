"""Corrective RAG with three grades and a routing table (notebook 04, "Variant 2").

Yes/no throws information away: a document about the right subject that only partly answers
is as "no" as one about something else. Three grades (``relevant`` / ``ambiguous`` /
``irrelevant``, schema ``ThreeWayGrade``) are routed by :data:`THREE_WAY_ROUTES`: rows are the
best grade of the retrieval, columns whether rewrites are left. Ambiguous documents are
*held*: the graph still tries for better, but at the cap it answers from them rather than
from nothing. Retrieve, rewrite and generate are the nodes of :mod:`course_lib.rag.graphs.crag`.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from langgraph.graph import END, START, StateGraph

from course_lib.models.structured import structured_output
from course_lib.rag.graphs.crag import (
    DEFAULT_MAX_RETRIES,
    CRAGState,
    Node,
    grade_each,
    make_generate,
    make_retrieve,
    make_rewrite,
)
from course_lib.rag.prompts import GRADE_THREE_WAY_PROMPT
from course_lib.rag.schemas import SAFE_DEFAULTS, ThreeWayGrade
from course_lib.retrieval.documents import unique_documents

THREE_WAY_ROUTES: dict[str, dict[bool, str]] = {
    # verdict of the best document -> {retries left?: next node}
    "relevant": {True: "generate", False: "generate"},
    "ambiguous": {True: "rewrite", False: "generate"},  # try for better; at the cap use what we hold
    "irrelevant": {True: "rewrite", False: "generate"},  # at the cap: the honest fallback
}
"""The three-way routing table (notebook 04): rows are verdicts, columns "retries left?"."""


def three_way_verdict(grades: Sequence[str]) -> str:
    """The verdict of a retrieval: its best document's grade."""
    for verdict in ("relevant", "ambiguous"):
        if verdict in grades:
            return verdict
    return "irrelevant"


def route_three_way(state: CRAGState, *, max_retries: int = 2) -> str:
    """Look the next node up in :data:`THREE_WAY_ROUTES`."""
    verdict = three_way_verdict(state.get("grades", []))
    return THREE_WAY_ROUTES[verdict][state.get("retries", 0) < max_retries]


def make_three_way_grade(grader_llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_THREE_WAY_PROMPT) -> Node:
    """Grade each document relevant / ambiguous / irrelevant.

    Relevant documents go on to ``generate``; ambiguous ones are *held* (accumulated across
    retries) in case nothing better turns up before the cap.
    """
    grader = prompt | structured_output(grader_llm, ThreeWayGrade, default=SAFE_DEFAULTS[ThreeWayGrade])

    def grade(state: CRAGState) -> dict:
        docs, grades = grade_each(grader, grader_llm, state, read=_three_way)
        relevant = [d for d, g in zip(docs, grades, strict=True) if g == "relevant"]
        held = unique_documents([*state.get("held", []), *(d for d, g in zip(docs, grades, strict=True) if g == "ambiguous")])
        return {"documents": relevant, "grades": grades, "held": held}

    return grade



def _three_way(grade: Any) -> str:
    value = str(getattr(grade, "grade", "") or "").strip().lower()
    return value if value in {"relevant", "ambiguous"} else "irrelevant"



def make_three_way_crag_graph(
    *,
    llm: BaseChatModel,
    retriever: Any,
    grader_llm: BaseChatModel | None = None,
    max_retries: int = DEFAULT_MAX_RETRIES,
):
    """Three-way grades routed by :data:`THREE_WAY_ROUTES`.

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


__all__ = ["THREE_WAY_ROUTES", "make_three_way_crag_graph", "make_three_way_grade",
           "route_three_way", "three_way_verdict"]
