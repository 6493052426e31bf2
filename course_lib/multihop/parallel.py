"""The pitfall graph: every sub-question retrieved at once (notebook 05).

    START -> decompose -> retrieve (one branch per sub-question, via Send) -> generate -> END

Fanning out is right for *independent* sub-questions ("compare A and B"). For a chain it is
wrong: "who leads the team found in step 1?" runs before step 1 has found anything, so its
search cannot contain the bridge entity and the second half of the chain is never retrieved.
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph
from langgraph.types import Send

from course_lib.multihop.answer import make_answer_node
from course_lib.multihop.decompose import make_decompose_node
from course_lib.multihop.retrieve import search_hop
from course_lib.multihop.state import ParallelState


def make_parallel_multihop_graph(*, llm: BaseChatModel, retriever: BaseRetriever):
    """The compiled parallel graph (same input and output keys as the explicit graph)."""

    def fan_out(state: dict) -> list[Send]:
        return [Send("retrieve", {"query": sub, "hop": i + 1})
                for i, sub in enumerate(state["sub_questions"])]

    def retrieve(branch: dict) -> dict[str, Any]:
        # A branch sees only its own sub-question, never what the other branches find.
        found, hop = search_hop(retriever, branch["query"], existing=None, hop=branch["hop"])
        return {"documents": found, "hops": [hop]}

    builder = StateGraph(ParallelState)
    builder.add_node("decompose", make_decompose_node(llm))
    builder.add_node("retrieve", retrieve)
    builder.add_node("generate", make_answer_node(llm))
    builder.add_edge(START, "decompose")
    builder.add_conditional_edges("decompose", fan_out, ["retrieve"])
    builder.add_edge("retrieve", "generate")
    builder.add_edge("generate", END)
    return builder.compile()
