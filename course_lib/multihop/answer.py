"""The last step of every multi-hop graph: a grounded answer with citations (notebook 05).

The model sees only the merged documents (``GROUNDED_ANSWER_PROMPT``: cite sources, say
"I don't know" when the context lacks the answer). With no documents at all there is nothing
to ground an answer on, so the node answers honestly without calling the model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.language_models import BaseChatModel

from course_lib.documents import format_documents
from course_lib.prompts import GROUNDED_ANSWER_PROMPT

NO_DOCUMENTS_ANSWER = "I don't know: the search found no documents for this question."


def make_answer_node(llm: BaseChatModel) -> Callable[[dict], dict[str, Any]]:
    """A node ``state -> {"answer": ...}`` over ``state["documents"]``."""
    chain = GROUNDED_ANSWER_PROMPT | llm

    def generate(state: dict) -> dict[str, Any]:
        documents = state.get("documents") or []
        if not documents:
            return {"answer": NO_DOCUMENTS_ANSWER}
        reply = chain.invoke({"context": format_documents(documents), "question": state["question"]})
        content = reply.content
        return {"answer": content if isinstance(content, str) else str(content)}

    return generate
