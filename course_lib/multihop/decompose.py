"""Decomposition into ordered sub-questions, and resolving references to earlier steps (notebook 05).

``DECOMPOSE_PROMPT`` asks for ordered, self-contained sub-questions; a sub-question that
depends on an earlier answer names it as "the team found in step 1". Before such a step is
searched, ``resolve`` rewrites it with the entity the documents so far revealed ("the Ledger
Team"): that is where hop 1's knowledge enters hop 2's query. Self-contained steps are
searched as they are, without a model call.

``RESOLVE_STEP_PROMPT`` is this module's own prompt (the shared ones live in
``course_lib.prompts``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.prompts import ChatPromptTemplate

from course_lib.documents import format_documents
from course_lib.prompts import DECOMPOSE_PROMPT
from course_lib.schemas import RewrittenQuery, SubQuestions

_STEP_REFERENCE = re.compile(r"\b(?:in|from|of|by)\s+(?:step|sub-question|question)\s*#?\d+\b"
                             r"|\b(?:step|sub-question)\s*#?\d+\b", re.IGNORECASE)

RESOLVE_STEP_SYSTEM = """\
You turn one step of a multi-step search into a self-contained search query.
The step may refer to the answer of an earlier step, for example "the team found in step 1". \
The documents below answer the earlier steps: replace every such reference with the name \
the documents give for it, keep the rest of the step as it is, and never use a pronoun.
Return only the search query."""

RESOLVE_STEP_HUMAN = """\
Original question: {question}
Step to search: {step}

Documents found so far:
{context}"""

RESOLVE_STEP_PROMPT = ChatPromptTemplate.from_messages(
    [("system", RESOLVE_STEP_SYSTEM), ("human", RESOLVE_STEP_HUMAN)]
)
"""Rewrites a dependent sub-question with the entity found by earlier hops (notebook 05)."""


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
    chain = DECOMPOSE_PROMPT | llm.with_structured_output(SubQuestions)

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
    chain = RESOLVE_STEP_PROMPT | llm.with_structured_output(RewrittenQuery)

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
        query = " ".join(str(getattr(result, "query", "") or "").split())
        return {"query": query or step}

    return resolve_step
