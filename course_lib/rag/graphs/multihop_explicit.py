"""The explicit multi-hop graph: decompose, resolve, retrieve, plan, generate (notebook 05, way b).

    START -> decompose -> resolve -> retrieve -> plan -> resolve (loop) | generate -> END

Every decision the agent makes silently is a node here: the sub-questions are listed before
any search (``DECOMPOSE_PROMPT``: ordered, self-contained; a dependent one names its source
as "the team found in step 1"), each dependent step is resolved with the entity earlier hops
found (``RESOLVE_STEP_PROMPT``: hop 1's knowledge entering hop 2's query; self-contained
steps are searched as they are, without a model call), each hop's results are merged by
document id, and the planner's wish to keep searching is overruled by hard guards (no
sub-questions left, maximum retrievals), checked first so a guarded step costs no model call.
The cost is visible too: one call to decompose, one per dependent step to resolve it, one per
planning turn the guards leave to the model, and one to answer.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable
from typing import Annotated, Any, Literal

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.structured import clean_query, structured_output
from course_lib.rag.hops import Hop, make_answer_node, search_hop
from course_lib.rag.prompts import DECOMPOSE_PROMPT, PLANNER_PROMPT, RESOLVE_STEP_PROMPT
from course_lib.rag.schemas import SAFE_DEFAULTS, PlanDecision, RewrittenQuery, SubQuestions
from course_lib.retrieval.documents import format_documents, merge_documents

Action = Literal["retrieve", "generate"]

_STEP_REFERENCE = re.compile(r"\b(?:in|from|of|by)\s+(?:step|sub-question|question)\s*#?\d+\b"
                             r"|\b(?:step|sub-question)\s*#?\d+\b", re.IGNORECASE)


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


# --- decompose and resolve --------------------------------------------------------------------

def refers_to_earlier_step(sub_question: str) -> bool:
    """True if a sub-question points at an earlier answer ("the team found in step 1")."""
    return bool(_STEP_REFERENCE.search(sub_question or ""))


def clean_sub_questions(items: list[str] | None, *, question: str, limit: int = 6) -> list[str]:
    """Strip, drop blanks and repeats, cap the count; fall back to the question itself."""
    seen: dict[str, None] = {}
    for item in items or []:
        text = " ".join(str(item).split())
        if text and text.lower() not in {s.lower() for s in seen}:
            seen[text] = None
    return list(seen)[:limit] or [question]


def make_decompose_node(llm: BaseChatModel, *, limit: int = 6) -> Callable[[dict], dict[str, Any]]:
    """A node ``state -> {"sub_questions": [...], "next_index": 0}`` (structured output)."""
    chain = structured_output(llm, SubQuestions, prompt=DECOMPOSE_PROMPT,
                              default=lambda inputs: SubQuestions(sub_questions=[inputs["question"]]))

    def decompose(state: dict) -> dict[str, Any]:
        result = chain.invoke({"question": state["question"]})
        subs = clean_sub_questions(getattr(result, "sub_questions", None),
                                   question=state["question"], limit=limit)
        return {"sub_questions": subs, "next_index": 0, "retrievals": 0}

    return decompose


def make_resolve_node(llm: BaseChatModel, *, resolve: bool = True) -> Callable[[dict], dict[str, Any]]:
    """A node that sets ``query`` for the next sub-question, rewriting it if it depends on one.

    With ``resolve=False`` the sub-question is searched word for word (the pitfall: "the team
    found in step 1" means nothing to a search engine).
    """
    chain = structured_output(llm, RewrittenQuery, prompt=RESOLVE_STEP_PROMPT,
                              default=lambda inputs: RewrittenQuery(query=inputs["step"]))

    def resolve_step(state: dict) -> dict[str, Any]:
        subs, index = state.get("sub_questions") or [], state.get("next_index", 0)
        if index >= len(subs):  # only a broken guard gets here: search the question itself
            return {"query": state["question"]}
        step = subs[index]
        documents = state.get("documents") or []
        if not (resolve and documents and refers_to_earlier_step(step)):
            return {"query": step}
        result = chain.invoke({"question": state["question"], "step": step,
                               "context": format_documents(documents)})
        query = " ".join(clean_query(str(getattr(result, "query", "") or "")).split())
        return {"query": query or step}

    return resolve_step


# --- plan, under hard guards ------------------------------------------------------------------

def guarded_action(proposed: str, *, retrievals: int, max_retrievals: int,
                   open_sub_questions: int) -> str:
    """The action to take: ``generate`` when a guard trips, else what the planner proposed."""
    if open_sub_questions <= 0 or retrievals >= max_retrievals:
        return "generate"
    return "generate" if proposed == "generate" else "retrieve"


def guard_reason(*, retrievals: int, max_retrievals: int, open_sub_questions: int) -> str | None:
    """Which guard trips, in words, or None."""
    if open_sub_questions <= 0:
        return "no sub-questions left"
    if retrievals >= max_retrievals:
        return f"maximum of {max_retrievals} retrievals reached"
    return None


def _numbered(sub_questions: list[str], next_index: int) -> str:
    lines = []
    for i, sub in enumerate(sub_questions):
        if i >= next_index:
            lines.append(f"{i + 1}. {sub}")
    return "\n".join(lines) or "(none)"


def make_plan_node(llm: BaseChatModel, *, max_retrievals: int = 3,
                   guard: Callable[..., str] = guarded_action) -> Callable[[dict], dict[str, Any]]:
    """A node ``state -> {"plan": {...}}``.

    The guard is asked first whether it would overrule even a ``retrieve``; if so the model is
    not called at all. ``guard`` can be swapped (notebook 05's exercise writes its own).
    """
    chain = PLANNER_PROMPT | structured_output(llm, PlanDecision, default=SAFE_DEFAULTS[PlanDecision])

    def plan(state: dict) -> dict[str, Any]:
        subs = state.get("sub_questions") or []
        done = state.get("next_index", 0)
        counts = {"retrievals": state.get("retrievals", 0), "max_retrievals": max_retrievals,
                  "open_sub_questions": len(subs) - done}
        tripped = guard_reason(**counts)
        proposed, reason = None, ""
        if guard("retrieve", **counts) == "retrieve":  # only ask the model when it can matter
            decision = chain.invoke({"question": state["question"],
                                     "sub_questions": _numbered(subs, done),
                                     "context": format_documents(state.get("documents") or [])})
            proposed, reason = decision.action, decision.reason
            action = guard(proposed, **counts)
        else:
            action = "generate"
        stop = ""
        if action == "generate":
            stop = tripped or "planner chose generate"
        return {"plan": {"proposed": proposed, "reason": reason, "guard": tripped, "action": action},
                "stop_reason": stop}

    return plan


def route_after_plan(state: dict) -> Action:
    """Conditional edge: follow the (guarded) action stored in the state."""
    return "retrieve" if (state.get("plan") or {}).get("action") == "retrieve" else "generate"


# --- retrieve and the graph -------------------------------------------------------------------

def make_retrieve_node(retriever: BaseRetriever) -> Callable[[dict], dict[str, Any]]:
    """Search ``state["query"]``, merge the results, move to the next sub-question."""

    def retrieve(state: dict) -> dict[str, Any]:
        count = state.get("retrievals", 0) + 1
        found, hop = search_hop(retriever, state["query"], existing=state.get("documents"), hop=count)
        return {"documents": found, "hops": [hop], "retrievals": count,
                "next_index": state.get("next_index", 0) + 1}

    return retrieve


def make_explicit_multihop_graph(*, llm: BaseChatModel, retriever: BaseRetriever,
                                 max_retrievals: int = 3, resolve: bool = True,
                                 guard: Callable[..., str] = guarded_action):
    """The compiled explicit graph; input ``{"question": ...}``, output adds ``answer``.

    ``max_retrievals`` caps the loop whatever the planner says; ``resolve=False`` searches
    dependent sub-questions word for word (a pitfall); ``guard`` decides when the planner is
    overruled (see ``course_lib.rag.graphs.multihop_explicit.guarded_action``).
    """
    builder = StateGraph(ExplicitState)
    builder.add_node("decompose", make_decompose_node(llm))
    builder.add_node("resolve", make_resolve_node(llm, resolve=resolve))
    builder.add_node("retrieve", make_retrieve_node(retriever))
    builder.add_node("plan", make_plan_node(llm, max_retrievals=max_retrievals, guard=guard))
    builder.add_node("generate", make_answer_node(llm))
    builder.add_edge(START, "decompose")
    builder.add_edge("decompose", "resolve")
    builder.add_edge("resolve", "retrieve")
    builder.add_edge("retrieve", "plan")
    builder.add_conditional_edges("plan", route_after_plan, {"retrieve": "resolve", "generate": "generate"})
    builder.add_edge("generate", END)
    return builder.compile()


__all__ = ["ExplicitState", "clean_sub_questions", "guard_reason", "guarded_action",
           "make_decompose_node", "make_explicit_multihop_graph", "make_plan_node",
           "make_resolve_node", "make_retrieve_node", "refers_to_earlier_step", "route_after_plan"]
