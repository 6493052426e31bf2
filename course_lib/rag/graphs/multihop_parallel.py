"""The pitfall graph: every sub-question retrieved at once (notebook 05, the pitfall of way b).

    START -> decompose -> retrieve (one branch per sub-question, via Send) -> generate -> END

Fanning out is right for *independent* sub-questions ("compare A and B"). For a chain it is
wrong: "who leads the team found in step 1?" runs before step 1 has found anything, so its
search cannot contain the bridge entity and the second half of the chain is never retrieved.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph
from langgraph.types import Send
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.rag.graphs.multihop_explicit import make_decompose_node
from course_lib.rag.hops import Hop, make_answer_node, search_hop
from course_lib.retrieval.documents import merge_documents


class ParallelState(TypedDict, total=False):
    """State of the parallel graph (the pitfall): every sub-question retrieved at once."""

    question: str
    sub_questions: list[str]
    query: str  # set on each parallel branch by ``Send``
    documents: Annotated[list[Document], merge_documents]
    hops: Annotated[list[Hop], operator.add]
    answer: str
    stop_reason: str


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


__all__ = ["ParallelState", "make_parallel_multihop_graph"]
