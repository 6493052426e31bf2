"""course_lib.retrieval.documents: how a model sees documents, and one identity for them."""

from __future__ import annotations

from langchain_core.documents import Document

from course_lib.retrieval.documents import (
    doc_key,
    format_documents,
    merge_documents,
    unique_documents,
)


def test_identity_is_the_id_else_source_and_chunk():
    assert doc_key(Document("x", id="notes/a.md#2")) == "notes/a.md#2"
    assert doc_key(Document("x", metadata={"source": "web/p.md", "chunk": 3})) == "web/p.md#3"


def test_unique_keeps_the_first_merge_keeps_the_best():
    a1 = Document("first", metadata={"score": 0.1}, id="a")
    a2 = Document("second", metadata={"score": 0.9}, id="a")
    b = Document("b", metadata={"score": 0.5}, id="b")
    assert [d.page_content for d in unique_documents([a1, b, a2])] == ["first", "b"]
    assert [d.page_content for d in merge_documents([a1, b], [a2])] == ["second", "b"]


def test_format_cites_the_source():
    text = format_documents([Document("Body.", metadata={"source": "notes/x.md", "title": "X"})])
    assert text == "[source: notes/x.md] X\nBody."
