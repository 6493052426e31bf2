"""The fixed RAG pipeline: retrieve, then generate, wired in code (notebook 01).

There is no decision: every question pays one retrieval and one LLM call, and the model
always receives the retrieved context, relevant or not.
"""

from __future__ import annotations

from collections.abc import Callable

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.replies import reply_text
from course_lib.rag.prompts import GROUNDED_ANSWER_PROMPT
from course_lib.retrieval.documents import format_documents


class FixedRAGState(TypedDict, total=False):
    question: str
    documents: list[Document]
    answer: str


def make_retrieve_node(retriever: BaseRetriever) -> Callable[[dict], dict]:
    """The ``retrieve`` node: search with the question, ``{"documents": [...]}``. The hybrid
    and adaptive graphs use it too (the adaptive router's web path with the web retriever)."""

    def retrieve(state: dict) -> dict:
        return {"documents": retriever.invoke(state["question"])}

    return retrieve


def make_generate_node(llm: BaseChatModel, *, prompt: ChatPromptTemplate = GROUNDED_ANSWER_PROMPT
                       ) -> Callable[[dict], dict]:
    """The ``generate`` node: answer from ``state["documents"]`` only, ``{"answer": ...}``."""
    answer_chain = prompt | llm

    def generate(state: dict) -> dict:
        reply = answer_chain.invoke(
            {"context": format_documents(state["documents"]), "question": state["question"]}
        )
        return {"answer": reply_text(reply)}

    return generate


def make_fixed_rag_graph(*, llm: BaseChatModel, retriever: BaseRetriever):
    """START -> retrieve -> generate -> END."""
    builder = StateGraph(FixedRAGState)
    builder.add_node("retrieve", make_retrieve_node(retriever))
    builder.add_node("generate", make_generate_node(llm))
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "generate")
    builder.add_edge("generate", END)
    return builder.compile()


__all__ = ["FixedRAGState", "make_fixed_rag_graph", "make_generate_node", "make_retrieve_node"]
