"""The explicit multi-hop graph: decompose, resolve, retrieve, plan, generate (notebook 05).

    START -> decompose -> resolve -> retrieve -> plan -> resolve (loop) | generate -> END

Every decision the agent makes silently is a node here: the sub-questions are listed before
any search, each dependent step is resolved with what earlier hops found, each hop's results
are merged by document id, and the planner's wish to keep searching is overruled by hard
guards (no sub-questions left, maximum retrievals). The cost is visible too: one call to
decompose, one per dependent step to resolve it, one per planning turn the guards leave to
the model, and one to answer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph

from course_lib.multihop.answer import make_answer_node
from course_lib.multihop.decompose import make_decompose_node, make_resolve_node
from course_lib.multihop.planner import guarded_action, make_plan_node, route_after_plan
from course_lib.multihop.retrieve import search_hop
from course_lib.multihop.state import ExplicitState


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
    overruled (see ``course_lib.multihop.planner.guarded_action``).
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
