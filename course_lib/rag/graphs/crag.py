"""Corrective RAG, the graph of notebook 04: grade what was retrieved, rewrite and retry, fall back.

Built in the open in notebook 04 ("The state and four nodes", "The fix: a retry counter and an
honest fallback", variants 1 and 3); ``python -m course_lib ask ... --pipeline crag`` runs
it (wired in :func:`course_lib.rag.assembly.crag`). Every loop is capped by the ``retries`` counter in state, so a question the
knowledge base cannot answer ends after ``max_retries`` rewrites with an honest answer, long
before LangGraph's ``recursion_limit``::

    START -> retrieve -> grade -+-> generate -> END              (some document relevant)
                ^               +-> rewrite -> retrieve          (none, retries left)
                |               +-> web_search -> grade_web -> generate   (none, cap hit, once)

``grade_web`` is the second evaluation: its only way out is ``generate``, so the web search
can run at most once, by construction. Each ``make_*`` node factory takes the parts the node
needs (a retriever, a model, a prompt) and returns a plain function from state to a partial
update; routing functions are pure functions of the state. The three-way variant is
:mod:`course_lib.rag.graphs.crag_three_way`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, Literal

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict  # for pydantic (Studio) on Python < 3.12

from course_lib.models.concurrency import at_once
from course_lib.models.replies import reply_text
from course_lib.models.structured import clean_query, structured_output
from course_lib.rag.prompts import (
    GRADE_DOCUMENT_STRICT_PROMPT,
    GRADE_DOCUMENTS_BATCH_PROMPT,
    GROUNDED_ANSWER_PROMPT,
    REWRITE_QUERY_PROMPT,
)
from course_lib.rag.schemas import SAFE_DEFAULTS, BatchGrades, GradeDocument
from course_lib.retrieval.documents import format_document, format_documents


class CRAGState(TypedDict, total=False):
    question: str  # the user's question, never changed
    query: str  # the current search query (rewritten on each retry)
    documents: list[Document]  # the documents that passed grading (or were just retrieved)
    grades: list[str]  # the grades of the last grading, one per document, for traces
    answer: str  # the final answer
    retries: int  # rewrites done so far: the hard cap on the loop
    web_searched: bool  # set once the web fallback has run
    held: list[Document]  # three-way grading: "ambiguous" documents kept for later


Node = Callable[[CRAGState], dict]


# --- retrieve ---------------------------------------------------------------------------------

def make_retrieve(retriever: Any) -> Node:
    """Search with the current query (the question on the first round)."""

    def retrieve(state: CRAGState) -> dict:
        query = state.get("query") or state["question"]
        return {"documents": list(retriever.invoke(query)), "query": query}

    return retrieve


# --- grade ------------------------------------------------------------------------------------

def make_grade(grader_llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_DOCUMENT_STRICT_PROMPT) -> Node:
    """Grade each document with its own structured yes/no call; keep the "yes" ones.

    A grade the model's reply does not give, even after a retry, is "no" (``SAFE_DEFAULTS``).
    The grades are independent, so a real model is asked for them at once
    (:func:`~course_lib.models.concurrency.at_once`); the simulator grades one after another.
    """
    grader = prompt | structured_output(grader_llm, GradeDocument, default=SAFE_DEFAULTS[GradeDocument])

    def grade(state: CRAGState) -> dict:
        docs, grades = grade_each(grader, grader_llm, state, read=_score)
        kept = [doc for doc, g in zip(docs, grades, strict=True) if g == "yes"]
        return {"documents": kept, "grades": grades}

    return grade


def grade_each(grader: Any, grader_llm: BaseChatModel, state: CRAGState,
               *, read: Callable[[Any], str]) -> tuple[list[Document], list[str]]:
    """The state's documents and their grades: one ``grader`` call per document, asked at once
    with a real model (:func:`~course_lib.models.concurrency.at_once`), each reply ``read``."""
    docs = state.get("documents", [])
    inputs = [{"question": state["question"], "document": format_document(doc)} for doc in docs]
    return docs, [read(g) for g in grader.batch(inputs, config=at_once(grader_llm))]


def format_numbered(docs: Sequence[Document]) -> str:
    """Documents numbered for a batched grader: ``Document 1: [source: x] Title`` ..."""
    return "\n\n".join(f"Document {i}: {format_document(doc)}" for i, doc in enumerate(docs, 1))


def make_batch_grade(grader_llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_DOCUMENTS_BATCH_PROMPT) -> Node:
    """Grade all documents in one structured call; a document left ungraded counts as "no"."""
    grader = prompt | structured_output(grader_llm, BatchGrades, default=SAFE_DEFAULTS[BatchGrades])

    def grade(state: CRAGState) -> dict:
        docs = state.get("documents", [])
        if not docs:
            return {"documents": [], "grades": []}
        result = grader.invoke({"question": state["question"], "documents": format_numbered(docs)})
        by_index = {g.index: _score(g) for g in getattr(result, "grades", []) or []}
        grades = [by_index.get(i, "no") for i in range(1, len(docs) + 1)]
        kept = [doc for doc, g in zip(docs, grades, strict=True) if g == "yes"]
        return {"documents": kept, "grades": grades}

    return grade


def _score(grade: Any) -> str:
    value = str(getattr(grade, "binary_score", "") or "").strip().lower()
    return "yes" if value == "yes" else "no"



# --- rewrite ----------------------------------------------------------------------------------

def make_rewrite(llm: BaseChatModel, *, prompt: ChatPromptTemplate = REWRITE_QUERY_PROMPT) -> Node:
    """The model rewrites the query; the retry counter goes up by one.

    The reply is plain text: :func:`~course_lib.models.structured.clean_query` keeps the query and
    drops a chatty preamble ("Sure! Here is a better query: ..."); an empty one keeps the
    previous query.
    """
    chain = prompt | llm

    def rewrite(state: CRAGState) -> dict:
        previous = state.get("query") or state["question"]
        reply = chain.invoke({"question": state["question"], "query": previous})
        return {"query": clean_query(_text(reply)) or previous, "retries": state.get("retries", 0) + 1}

    return rewrite


# --- web search -------------------------------------------------------------------------------

def make_web_search(web_search: Any) -> Node:
    """Search the web once with the current query; sets ``web_searched``."""

    def web_search_node(state: CRAGState) -> dict:
        query = state.get("query") or state["question"]
        search = web_search.invoke if hasattr(web_search, "invoke") else web_search
        return {"documents": list(search(query)), "web_searched": True}

    return web_search_node


# --- generate ---------------------------------------------------------------------------------

def fallback_answer(state: CRAGState) -> str:
    """The honest answer when no document survived grading: no model call, no guessing."""
    searches = state.get("retries", 0) + 1
    where = "the notes and the web" if state.get("web_searched") else "the notes"
    plural = "search" if searches == 1 else "searches"
    last = state.get("query") or state.get("question", "")
    return (
        f"I don't know: after {searches} {plural} of {where} (last query: '{last}'), "
        "no document relevant to the question was found."
    )


def make_generate(llm: BaseChatModel, *, prompt: ChatPromptTemplate = GROUNDED_ANSWER_PROMPT) -> Node:
    """Answer from the graded documents; with none left, give the honest fallback answer."""
    chain = prompt | llm

    def generate(state: CRAGState) -> dict:
        docs = state.get("documents") or state.get("held") or []
        if not docs:
            return {"answer": fallback_answer(state)}
        reply = chain.invoke({"context": format_documents(docs), "question": state["question"]})
        return {"answer": _text(reply)}

    return generate


def _text(reply: Any) -> str:
    return reply_text(reply)


# --- routing ----------------------------------------------------------------------------------

Route = Literal["generate", "rewrite", "web_search"]


def route_after_grade(state: CRAGState, *, max_retries: int = 2, web: bool = False) -> Route:
    """Relevant documents: generate. None: rewrite while retries last, then (once) the web,
    then generate the honest fallback."""
    if state.get("documents"):
        return "generate"
    if state.get("retries", 0) < max_retries:
        return "rewrite"
    if web and not state.get("web_searched"):
        return "web_search"
    return "generate"



DEFAULT_MAX_RETRIES = 2


def make_crag_graph(
    *,
    llm: BaseChatModel,
    retriever: Any,
    grader_llm: BaseChatModel | None = None,
    max_retries: int = DEFAULT_MAX_RETRIES,
    batch_grading: bool = False,
    grade_prompt: ChatPromptTemplate | None = None,
    web_search: Any = None,
):
    """Retrieve, grade, rewrite (at most ``max_retries`` times), generate.

    ``grader_llm`` grades (default: ``llm``); ``batch_grading=True`` grades all documents in
    one call instead of one call per document; ``grade_prompt`` replaces the standard strict
    prompt; ``web_search`` (a retriever, or a function from query to documents) adds the
    web fallback once the retries are used up.
    """
    if max_retries < 0:
        raise ValueError("max_retries must be 0 or more")
    grader_llm = grader_llm or llm
    grade_kwargs = {"prompt": grade_prompt} if grade_prompt is not None else {}
    grade = (make_batch_grade if batch_grading else make_grade)(grader_llm, **grade_kwargs)

    builder = StateGraph(CRAGState)
    builder.add_node("retrieve", make_retrieve(retriever))
    builder.add_node("grade", grade)
    builder.add_node("rewrite", make_rewrite(llm))
    builder.add_node("generate", make_generate(llm))
    builder.add_edge(START, "retrieve")
    builder.add_edge("retrieve", "grade")
    routes = ["generate", "rewrite"]
    if web_search is not None:
        routes.append("web_search")
        builder.add_node("web_search", make_web_search(web_search))
        builder.add_node("grade_web", grade)  # the second evaluation, with no way back
        builder.add_edge("web_search", "grade_web")
        builder.add_edge("grade_web", "generate")
    decide = partial(route_after_grade, max_retries=max_retries, web=web_search is not None)
    builder.add_conditional_edges("grade", decide, routes)
    builder.add_edge("rewrite", "retrieve")
    builder.add_edge("generate", END)
    return builder.compile()


def make_batch_crag_graph(**kwargs: Any):
    """:func:`make_crag_graph` with the batched grader: one grading call per retrieval."""
    return make_crag_graph(batch_grading=True, **kwargs)


def make_web_fallback_crag_graph(*, web_search: Any, **kwargs: Any):
    """:func:`make_crag_graph` with the web fallback (required here)."""
    return make_crag_graph(web_search=web_search, **kwargs)


__all__ = [
    "DEFAULT_MAX_RETRIES",
    "CRAGState",
    "clean_query",
    "fallback_answer",
    "format_numbered",
    "grade_each",
    "make_batch_crag_graph",
    "make_batch_grade",
    "make_crag_graph",
    "make_generate",
    "make_grade",
    "make_retrieve",
    "make_rewrite",
    "make_web_fallback_crag_graph",
    "make_web_search",
    "route_after_grade",
]
