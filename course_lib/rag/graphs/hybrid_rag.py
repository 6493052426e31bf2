"""The hybrid compromise: a cheap rule in front of the fixed pipeline (notebook 01).

Instead of letting the model decide on every question (an extra LLM call each time), a
rule written in code (or a small classifier) sends each question one of two ways:

    START -> retrieve -> generate -> END        when needs_retrieval(question) is True
    START -> answer_directly -> END             otherwise (one LLM call, no context)

The rule is free to run; the question is whether it can spot the questions that need no
retrieval without ever turning away one that does. Notebook 01's first exercise asks for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.rag.graphs.direct import make_direct_answer_node
from course_lib.rag.graphs.fixed_rag import make_generate_node, make_retrieve_node


class HybridState(TypedDict, total=False):
    question: str
    documents: list[Document]
    answer: str


def make_hybrid_rag_graph(*, llm: BaseChatModel, retriever: BaseRetriever,
                          needs_retrieval: Callable[[str], bool]):
    """START -(rule)-> retrieve -> generate -> END, or START -(rule)-> answer_directly -> END."""

    def route(state: HybridState) -> Literal["retrieve", "answer_directly"]:
        return "retrieve" if needs_retrieval(state["question"]) else "answer_directly"

    builder = StateGraph(HybridState)
    builder.add_node("retrieve", make_retrieve_node(retriever))
    builder.add_node("generate", make_generate_node(llm))
    builder.add_node("answer_directly", make_direct_answer_node(llm))
    builder.add_conditional_edges(START, route, ["retrieve", "answer_directly"])
    builder.add_edge("retrieve", "generate")
    builder.add_edge("generate", END)
    builder.add_edge("answer_directly", END)
    return builder.compile()


def hybrid_pipeline(*, llm: BaseChatModel, retriever: BaseRetriever,
                    needs_retrieval: Callable[[str], bool], embeddings=None):
    """The hybrid graph as a ``Pipeline`` (``run(question) -> RunResult`` with a ledger)."""
    from course_lib.rag.pipeline import Pipeline

    graph = make_hybrid_rag_graph(llm=llm, retriever=retriever, needs_retrieval=needs_retrieval)
    return Pipeline(name="hybrid", graph=graph, embeddings=embeddings)
