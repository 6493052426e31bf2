"""The states of the multi-hop graphs (notebook 05).

``documents`` is merged by ``merge_documents`` (nodes return only what they found) and
``hops`` is appended to, so every graph carries its own record: one ``Hop`` per retrieval
with its query, the ids it found and the ids that were new.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any, TypedDict

from langchain_core.documents import Document

from course_lib.multihop.merge import merge_documents


class Hop(TypedDict):
    """One retrieval: which hop, the query sent, what came back, what was new."""

    hop: int
    query: str
    found: list[str]
    new: list[str]


class ExplicitState(TypedDict, total=False):
    """State of the explicit graph: decompose, resolve, retrieve, plan, generate."""

    question: str
    sub_questions: list[str]
    next_index: int  # the next sub-question to retrieve
    query: str  # the query of the next retrieval (the resolved sub-question)
    documents: Annotated[list[Document], merge_documents]
    hops: Annotated[list[Hop], operator.add]
    retrievals: int
    plan: dict[str, Any]  # the last planner decision: model's choice, guard, final action
    answer: str
    stop_reason: str


class ParallelState(TypedDict, total=False):
    """State of the parallel graph (the pitfall): every sub-question retrieved at once."""

    question: str
    sub_questions: list[str]
    query: str  # set on each parallel branch by ``Send``
    documents: Annotated[list[Document], merge_documents]
    hops: Annotated[list[Hop], operator.add]
    answer: str
    stop_reason: str


class LoopState(TypedDict, total=False):
    """State of the hop-by-hop sufficiency loop."""

    question: str
    query: str  # the query of the next hop (the question itself on hop 1)
    documents: Annotated[list[Document], merge_documents]
    hops: Annotated[list[Hop], operator.add]
    decisions: Annotated[list[dict[str, Any]], operator.add]  # every sufficiency decision
    answer: str
    stop_reason: str
