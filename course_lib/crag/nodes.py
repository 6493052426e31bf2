"""The nodes and routing functions of the Corrective RAG graphs (notebook 04).

Each ``make_*`` function takes the parts a node needs (a retriever, a model, a prompt) and
returns the node: a plain function from state to a partial state update. Routing functions
are pure functions of the state, so they can be tested, printed and reused.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from langchain_core.documents import Document
from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate

from course_lib.crag.state import CRAGState
from course_lib.documents import format_document, format_documents
from course_lib.prompts import (
    GRADE_DOCUMENT_STRICT_PROMPT,
    GRADE_DOCUMENTS_BATCH_PROMPT,
    GRADE_THREE_WAY_PROMPT,
    GROUNDED_ANSWER_PROMPT,
    REWRITE_QUERY_PROMPT,
)
from course_lib.schemas import BatchGrades, GradeDocument, ThreeWayGrade

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
    """Grade each document with its own structured yes/no call; keep the "yes" ones."""
    grader = prompt | grader_llm.with_structured_output(GradeDocument)

    def grade(state: CRAGState) -> dict:
        grades = [
            _score(grader.invoke({"question": state["question"], "document": format_document(doc)}))
            for doc in state.get("documents", [])
        ]
        kept = [doc for doc, g in zip(state.get("documents", []), grades, strict=True) if g == "yes"]
        return {"documents": kept, "grades": grades}

    return grade


def format_numbered(docs: Sequence[Document]) -> str:
    """Documents numbered for a batched grader: ``Document 1: [source: x] Title`` ..."""
    return "\n\n".join(f"Document {i}: {format_document(doc)}" for i, doc in enumerate(docs, 1))


def make_batch_grade(grader_llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_DOCUMENTS_BATCH_PROMPT) -> Node:
    """Grade all documents in one structured call; a document left ungraded counts as "no"."""
    grader = prompt | grader_llm.with_structured_output(BatchGrades)

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


def make_three_way_grade(grader_llm: BaseChatModel, *, prompt: ChatPromptTemplate = GRADE_THREE_WAY_PROMPT) -> Node:
    """Grade each document relevant / ambiguous / irrelevant.

    Relevant documents go on to ``generate``; ambiguous ones are *held* (accumulated across
    retries) in case nothing better turns up before the cap.
    """
    grader = prompt | grader_llm.with_structured_output(ThreeWayGrade)

    def grade(state: CRAGState) -> dict:
        docs = state.get("documents", [])
        grades = [
            _three_way(grader.invoke({"question": state["question"], "document": format_document(doc)}))
            for doc in docs
        ]
        relevant = [d for d, g in zip(docs, grades, strict=True) if g == "relevant"]
        held = _dedupe([*state.get("held", []), *(d for d, g in zip(docs, grades, strict=True) if g == "ambiguous")])
        return {"documents": relevant, "grades": grades, "held": held}

    return grade


def _score(grade: Any) -> str:
    value = str(getattr(grade, "binary_score", "") or "").strip().lower()
    return "yes" if value == "yes" else "no"


def _three_way(grade: Any) -> str:
    value = str(getattr(grade, "grade", "") or "").strip().lower()
    return value if value in {"relevant", "ambiguous"} else "irrelevant"


def _dedupe(docs: Sequence[Document]) -> list[Document]:
    seen: set[str] = set()
    out = []
    for doc in docs:
        key = doc.id or f"{doc.metadata.get('source')}|{doc.page_content[:80]}"
        if key not in seen:
            seen.add(key)
            out.append(doc)
    return out


# --- rewrite ----------------------------------------------------------------------------------

def make_rewrite(llm: BaseChatModel, *, prompt: ChatPromptTemplate = REWRITE_QUERY_PROMPT) -> Node:
    """The model rewrites the query; the retry counter goes up by one."""
    chain = prompt | llm

    def rewrite(state: CRAGState) -> dict:
        previous = state.get("query") or state["question"]
        reply = chain.invoke({"question": state["question"], "query": previous})
        return {"query": clean_query(_text(reply)) or previous, "retries": state.get("retries", 0) + 1}

    return rewrite


def clean_query(text: str) -> str:
    """First non-empty line of a reply, without quotes or a ``Query:`` label."""
    for line in text.strip().splitlines():
        line = line.strip().strip("\"'`").strip()
        if line.lower().startswith(("query:", "rewritten query:")):
            line = line.split(":", 1)[1].strip().strip("\"'`")
        if line:
            return line
    return ""


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
    content = getattr(reply, "content", reply)
    return content if isinstance(content, str) else str(content)


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


THREE_WAY_ROUTES: dict[str, dict[bool, str]] = {
    # verdict of the best document -> {retries left?: next node}
    "relevant": {True: "generate", False: "generate"},
    "ambiguous": {True: "rewrite", False: "generate"},  # try for better; at the cap use what we hold
    "irrelevant": {True: "rewrite", False: "generate"},  # at the cap: the honest fallback
}
"""The three-way routing table (notebook 04): rows are verdicts, columns "retries left?"."""


def three_way_verdict(grades: Sequence[str]) -> str:
    """The verdict of a retrieval: its best document's grade."""
    for verdict in ("relevant", "ambiguous"):
        if verdict in grades:
            return verdict
    return "irrelevant"


def route_three_way(state: CRAGState, *, max_retries: int = 2) -> str:
    """Look the next node up in :data:`THREE_WAY_ROUTES`."""
    verdict = three_way_verdict(state.get("grades", []))
    return THREE_WAY_ROUTES[verdict][state.get("retries", 0) < max_retries]


__all__ = [
    "THREE_WAY_ROUTES",
    "clean_query",
    "fallback_answer",
    "format_numbered",
    "make_batch_grade",
    "make_generate",
    "make_grade",
    "make_retrieve",
    "make_rewrite",
    "make_three_way_grade",
    "make_web_search",
    "route_after_grade",
    "route_three_way",
    "three_way_verdict",
]
