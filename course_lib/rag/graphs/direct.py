"""The no-retrieval baseline: the model answers alone (notebook 06; notebook 01's direct branch).

    START -> answer_directly -> END

One LLM call with a short prompt (``DIRECT_ANSWER_PROMPT``), no context and no tools: the
cheapest point of the quality-against-cost curve (the "no retrieval" strategy of
Adaptive-RAG), and right for small talk and general knowledge. Notebook 01's pre-router
(:mod:`course_lib.rag.graphs.hybrid_rag`) and the adaptive router send such questions the same way.
"""

from __future__ import annotations

from collections.abc import Callable

from langchain_core.language_models import BaseChatModel
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.replies import reply_text
from course_lib.rag.prompts import DIRECT_ANSWER_PROMPT


class DirectState(TypedDict, total=False):
    question: str
    answer: str


def make_direct_answer_node(llm: BaseChatModel) -> Callable[[dict], dict]:
    """The ``answer_directly`` node: the question alone, ``{"answer": ...}`` (one call)."""
    chain = DIRECT_ANSWER_PROMPT | llm

    def answer_directly(state: dict) -> dict:
        return {"answer": reply_text(chain.invoke({"question": state["question"]}))}

    return answer_directly


def make_direct_graph(*, llm: BaseChatModel):
    """START -> answer_directly -> END."""
    builder = StateGraph(DirectState)
    builder.add_node("answer_directly", make_direct_answer_node(llm))
    builder.add_edge(START, "answer_directly")
    builder.add_edge("answer_directly", END)
    return builder.compile()


__all__ = ["DirectState", "make_direct_answer_node", "make_direct_graph"]
