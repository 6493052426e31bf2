"""The fixed RAG pipeline: retrieve, then generate, wired in code (notebook 01).

There is no decision: every question pays one retrieval and one LLM call, and the model
always receives the retrieved context, relevant or not.
"""

from __future__ import annotations

from typing import TypedDict

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.retrievers import BaseRetriever
from langgraph.graph import END, START, StateGraph

from course_lib.documents import format_documents
from course_lib.pipelines import Pipeline
from course_lib.prompts import GROUNDED_ANSWER_PROMPT


class FixedRAGState(TypedDict, total=False):
    question: str
    documents: list[Document]
    answer: str


def make_fixed_rag_graph(*, llm: BaseChatModel, retriever: BaseRetriever):
    """START -> retrieve -> generate -> END."""
    answer_chain = GROUNDED_ANSWER_PROMPT | llm

    def retrieve(state: FixedRAGState) -> dict:
        return {"documents": retriever.invoke(state["question"])}

    def generate(state: FixedRAGState) -> dict:
        reply = answer_chain.invoke(
            {"context": format_documents(state["documents"]), "question": state["question"]}
        )
        return {"answer": reply.content}

    builder = StateGraph(FixedRAGState)
    builder.add_node("retrieve", retrieve)
    builder.add_node("generate", generate)
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "generate")
    builder.add_edge("generate", END)
    return builder.compile()


def pipeline(*, llm: BaseChatModel, corpus: str | None = None, extra_docs=None, k: int = 4) -> Pipeline:
    """The fixed pipeline over a corpus (default ``notes``) for the CLI and the harness."""
    from course_lib.kb import build_knowledge_base

    kb = build_knowledge_base(corpus or "notes", extra_docs=extra_docs, progress=False)
    graph = make_fixed_rag_graph(llm=llm, retriever=kb.as_retriever(k=k))
    return Pipeline(name="fixed", graph=graph, embeddings=kb.embeddings)
