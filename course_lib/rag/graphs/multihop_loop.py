"""The hop-by-hop sufficiency loop (notebook 05, way c; the ``multihop`` pipeline).

    START -> retrieve -> decide -> retrieve (loop, rewritten query) | answer | END
                      \\-> answer (a stop rule fired)

Hop 1 searches the question itself (no model call). After each hop the model decides: is
what we have enough? If not, it writes the next query, naming the entity the documents just
revealed ("Ledger Team leader"): hop 1's knowledge carried into hop 2. Three rules stop the
loop without asking the model: ``max_hops`` reached, a hop that brings no new documents, and
a decision without a usable new query. With ``merge_answer=True`` the decision and the
answer are one call (``SufficiencyOrAnswer``): when the notes suffice the decision already
contains the answer, which saves the separate answering call.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Annotated, Any, Literal

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.structured import clean_query, structured_output
from course_lib.rag.hops import Hop, make_answer_node, search_hop
from course_lib.rag.prompts import SUFFICIENCY_OR_ANSWER_PROMPT, SUFFICIENCY_PROMPT
from course_lib.rag.schemas import SAFE_DEFAULTS, SufficiencyDecision, SufficiencyOrAnswer
from course_lib.retrieval.documents import format_documents, merge_documents


class LoopState(TypedDict, total=False):
    """State of the hop-by-hop sufficiency loop."""

    question: str
    query: str  # the query of the next hop (the question itself on hop 1)
    documents: Annotated[list[Document], merge_documents]
    hops: Annotated[list[Hop], operator.add]
    decisions: Annotated[list[dict[str, Any]], operator.add]  # every sufficiency decision
    answer: str
    stop_reason: str


def make_hop_node(retriever: BaseRetriever, *, max_hops: int) -> Callable[[dict], dict[str, Any]]:
    """Search the current query; set ``stop_reason`` when a stop rule fires."""

    def retrieve(state: dict) -> dict[str, Any]:
        hops = state.get("hops") or []
        query = state.get("query") or state["question"]
        found, hop = search_hop(retriever, query, existing=state.get("documents"), hop=len(hops) + 1)
        update: dict[str, Any] = {"documents": found, "hops": [hop]}
        if not hop["new"]:
            update["stop_reason"] = "no new documents"
        elif hop["hop"] >= max_hops:
            update["stop_reason"] = f"max_hops={max_hops} reached"
        return update

    return retrieve


def make_decide_node(llm: BaseChatModel, *, merge_answer: bool = True) -> Callable[[dict], dict[str, Any]]:
    """Ask whether the documents suffice; store the decision, the next query or the answer."""
    if merge_answer:
        chain = SUFFICIENCY_OR_ANSWER_PROMPT | structured_output(
            llm, SufficiencyOrAnswer, default=SAFE_DEFAULTS[SufficiencyOrAnswer])
    else:
        chain = SUFFICIENCY_PROMPT | structured_output(
            llm, SufficiencyDecision, default=SAFE_DEFAULTS[SufficiencyDecision])

    def decide(state: dict) -> dict[str, Any]:
        result = chain.invoke({"question": state["question"],
                               "context": format_documents(state.get("documents") or [])})
        next_query = " ".join(clean_query(str(getattr(result, "next_query", "") or "")).split())
        answer = str(getattr(result, "answer", "") or "").strip()
        decision = {"enough": bool(result.enough), "next_query": next_query}
        if merge_answer:
            decision["answer"] = answer
        update: dict[str, Any] = {"decisions": [decision]}
        if result.enough:
            update["stop_reason"] = "enough"
            if answer:
                update["answer"] = answer
            return update
        used = {h["query"].lower() for h in state.get("hops") or []}
        if not next_query or next_query.lower() in used:
            update["stop_reason"] = "no new query"
        else:
            update["query"] = next_query
        return update

    return decide


def route_after_hop(state: dict) -> Literal["decide", "answer"]:
    """Conditional edge after a hop: a stop rule sends it straight to the answer."""
    return "answer" if state.get("stop_reason") else "decide"


def route_after_decision(state: dict) -> Literal["retrieve", "answer", "__end__"]:
    """Conditional edge after a decision: search again, answer, or done (merged answer)."""
    if state.get("answer"):
        return END
    return "answer" if state.get("stop_reason") else "retrieve"


def make_sufficiency_loop_graph(*, llm: BaseChatModel, retriever: BaseRetriever,
                                max_hops: int = 3, merge_answer: bool = True):
    """The compiled loop; input ``{"question": ...}``, output adds ``answer``, ``hops``, ``stop_reason``."""
    if max_hops < 1:
        raise ValueError("max_hops must be at least 1")
    builder = StateGraph(LoopState)
    builder.add_node("retrieve", make_hop_node(retriever, max_hops=max_hops))
    builder.add_node("decide", make_decide_node(llm, merge_answer=merge_answer))
    builder.add_node("answer", make_answer_node(llm))
    builder.add_edge(START, "retrieve")
    builder.add_conditional_edges("retrieve", route_after_hop, ["decide", "answer"])
    builder.add_conditional_edges("decide", route_after_decision, ["retrieve", "answer", END])
    builder.add_edge("answer", END)
    return builder.compile()


__all__ = ["LoopState", "make_decide_node", "make_hop_node", "make_sufficiency_loop_graph",
           "route_after_decision", "route_after_hop"]
