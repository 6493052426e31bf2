"""Retrieved documents: how a model sees them, and when two are the same (notebooks 01, 02, 05).

Every pipeline formats documents the same way, so answers can cite ``source`` metadata:

    [source: notes/asyncio-wait.md] asyncio.wait and return_when
    <the chunk's text>

The retriever tool uses the same template as its ``document_prompt``.

A document's text cannot imitate that format or the prompts around it (:func:`quote_text`).
Citations come only from a document's ``source`` metadata, so anything in a body that reads
as a citation is taken out before a model sees it: a bracketed marker (``[source: notes/x.md]``,
``[notes/x.md]``), a parenthesised pointer to a file or a web page (``(see notes/x.md)``,
``(source: https://...)``, ``(cf. wiki/y.md#2)``) and a ``Source:``/``Sources:``/``References:``
line naming one. What the note claims stays; whom it claims it from goes, so no answer can
carry a forged attribution (any model copies text it was given). A line that starts with one of
the prompts' labels (``Question:``, ``Context:``, ``System:``...) is shown as a quote
(``> Question: ...``), so it cannot pose as the learner's question.

A document's identity is :func:`doc_key`: its id (``wiki/x.md#0``), else ``source#chunk``.
Every graph that collects documents from several searches (CRAG's held documents, the
multi-hop hops) de-duplicates by it: :func:`merge_documents` keeps the better-scored copy,
best first (the reducer of the multi-hop states), :func:`unique_documents` the first one.
Sending the same chunk twice wastes tokens and can make a model read repetition as emphasis.
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
"""Labels the course's prompts (``course_lib.rag.prompts``) and chat transcripts use."""
_CITATION = re.compile(r"\[\s*source\s*:\s*([^\[\]\n]*?)\s*\]|\[\s*([^\[\]\n]*?\.md(?:#\d+)?)\s*\]",
                       re.IGNORECASE)
_LABEL_LINE = re.compile(rf"(?im)^([ \t]*)((?:{'|'.join(PROMPT_LABELS)})[ \t]*:)")


_REFERENCE = r"(?:[^\s()\[\]<>]+\.(?:md|markdown|txt|html?)(?:#[\w-]+)?|https?://[^\s()\[\]<>]+)"
"""A file path (``notes/x.md#2``) or a web address, as a citation names one."""
_POINTER = re.compile(
    rf"[ \t]*(?<!\])\(\s*(?:(?:see(?:\s+also)?|sources?|cf\.?|ref\.?|from|via|citing|cited\s+in)\s*:?\s*)?"
    rf"{_REFERENCE}(?:\s*[,;]\s*(?:and\s+)?{_REFERENCE})*\s*\)", re.IGNORECASE)
_SOURCE_LINE = re.compile(
    rf"(?im)^[ \t>*_-]*(?:sources?|citations?|references?|see\s+also|cited\s+from)[ \t*_]*:[ \t]*"
    rf"{_REFERENCE}[^\n]*(?:\n|$)")


def quote_text(text: str) -> str:
    """A document's text without citation look-alikes (they are removed) and with prompt labels
    quoted."""
    text = _SOURCE_LINE.sub("", text)
    text = _CITATION.sub("", text)
    text = _POINTER.sub("", text)
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


def doc_key(doc: Document) -> str:
    """A document's identity: its id (``wiki/x.md#0``), else ``source#chunk``."""
    if doc.id:
        return str(doc.id)
    meta = doc.metadata or {}
    return f"{meta.get('source', '')}#{meta.get('chunk', 0)}"


def doc_score(doc: Document) -> float:
    """The retrieval score carried in ``metadata["score"]`` (0.0 when there is none)."""
    try:
        return float((doc.metadata or {}).get("score", 0.0))
    except (TypeError, ValueError):
        return 0.0


def merge_documents(existing: Iterable[Document] | None, fresh: Iterable[Document] | None) -> list[Document]:
    """Union of two document lists by id, keeping the better-scored copy, best first.

    Also the reducer of the ``documents`` key of every multi-hop state, so parallel branches
    can add their results at the same time.
    """
    best: dict[str, Document] = {}
    for doc in [*(existing or []), *(fresh or [])]:
        key = doc_key(doc)
        if key not in best or doc_score(doc) > doc_score(best[key]):
            best[key] = doc
    return sorted(best.values(), key=lambda d: (-doc_score(d), doc_key(d)))


def new_documents(existing: Iterable[Document] | None, fresh: Iterable[Document]) -> list[Document]:
    """The documents of ``fresh`` whose id is not in ``existing`` (a hop's new information)."""
    seen = {doc_key(d) for d in existing or []}
    return [d for d in fresh if doc_key(d) not in seen]


def unique_documents(docs: Iterable[Document]) -> list[Document]:
    """One copy per identity (:func:`doc_key`), the first, in the order given."""
    seen: set[str] = set()
    out = []
    for doc in docs:
        key = doc_key(doc)
        if key not in seen:
            seen.add(key)
            out.append(doc)
    return out
