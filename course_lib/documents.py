"""How retrieved documents are shown to a model (notebooks 01 and 02).

Every pipeline formats documents the same way, so answers can cite ``source`` metadata:

    [source: notes/asyncio-wait.md] asyncio.wait and return_when
    <the chunk's text>

The retriever tool uses the same template as its ``document_prompt``.

A document's text cannot imitate that format or the prompts around it (:func:`quote_text`):
a bracketed citation inside a note (``[source: notes/x.md]``, ``[notes/x.md]``) is shown as
``(see notes/x.md)``, so it neither starts a new document nor reads as a citation, and a line that
starts with one of the prompts' labels (``Question:``, ``Context:``, ``System:``...) is
shown as a quote (``> Question: ...``), so it cannot pose as the learner's question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from langchain_core.documents import Document

DOCUMENT_TEMPLATE = "[source: {source}] {title}\n{page_content}"
DOCUMENT_SEPARATOR = "\n\n"
PROMPT_LABELS = (
    "question", "user question", "original question", "sub-questions?", "open sub-questions",
    "context", "documents?", "retrieved documents?", "documents retrieved so far",
    "notes gathered so far", "previous query", "query", "answer", "instructions?", "system",
    "user", "human", "assistant", "ai", "tool",
)
"""Labels the course's prompts (``course_lib.prompts``) and chat transcripts use."""
_CITATION = re.compile(r"\[\s*source\s*:\s*([^\[\]\n]*?)\s*\]|\[\s*([^\[\]\n]*?\.md(?:#\d+)?)\s*\]",
                       re.IGNORECASE)
_LABEL_LINE = re.compile(rf"(?im)^([ \t]*)((?:{'|'.join(PROMPT_LABELS)})[ \t]*:)")


def quote_text(text: str) -> str:
    """A document's text with look-alike citations in parentheses and prompt labels quoted."""
    text = _CITATION.sub(lambda m: f"(see {m.group(1) if m.group(1) is not None else m.group(2)})", text)
    return _LABEL_LINE.sub(r"\1> \2", text)


def _one_line(text: object) -> str:
    return " ".join(quote_text(str(text)).split())


@lru_cache(maxsize=1)
def _document_prompt_class():
    from langchain_core.prompts import PromptTemplate

    class DocumentPrompt(PromptTemplate):
        """``DOCUMENT_TEMPLATE`` with the document's text quoted (:func:`quote_text`)."""

        def format(self, **kwargs) -> str:
            kwargs["page_content"] = quote_text(str(kwargs.get("page_content", "")))
            kwargs["title"] = _one_line(kwargs.get("title", ""))
            return super().format(**kwargs)

    return DocumentPrompt


def document_prompt():
    """The ``PromptTemplate`` used as ``document_prompt`` of retriever tools (it quotes the
    document's text as :func:`format_document` does)."""
    return _document_prompt_class().from_template(DOCUMENT_TEMPLATE)


def format_document(doc: Document) -> str:
    meta = doc.metadata or {}
    return DOCUMENT_TEMPLATE.format(
        source=meta.get("source", "unknown"),
        title=_one_line(meta.get("title", "")),
        page_content=quote_text(doc.page_content),
    )


def format_documents(docs: Iterable[Document]) -> str:
    """All documents as one context string, in the order given."""
    return DOCUMENT_SEPARATOR.join(format_document(d) for d in docs)
