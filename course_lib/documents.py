"""How retrieved documents are shown to a model (notebooks 01 and 02).

Every pipeline formats documents the same way, so answers can cite ``source`` metadata:

    [source: notes/asyncio-wait.md] asyncio.wait and return_when
    <the chunk's text>

The retriever tool uses the same template as its ``document_prompt``.
"""

from __future__ import annotations

from collections.abc import Iterable

from langchain_core.documents import Document

DOCUMENT_TEMPLATE = "[source: {source}] {title}\n{page_content}"
DOCUMENT_SEPARATOR = "\n\n"


def document_prompt():
    """The ``PromptTemplate`` used as ``document_prompt`` of retriever tools."""
    from langchain_core.prompts import PromptTemplate

    return PromptTemplate.from_template(DOCUMENT_TEMPLATE)


def format_document(doc: Document) -> str:
    meta = doc.metadata or {}
    return DOCUMENT_TEMPLATE.format(
        source=meta.get("source", "unknown"),
        title=meta.get("title", ""),
        page_content=doc.page_content,
    )


def format_documents(docs: Iterable[Document]) -> str:
    """All documents as one context string, in the order given."""
    return DOCUMENT_SEPARATOR.join(format_document(d) for d in docs)
