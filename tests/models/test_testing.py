"""course_lib.models.testing: the one scripted chat model and the test retrievers."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from course_lib.measurement.ledger import Ledger
from course_lib.models.testing import (
    KeywordRetriever,
    StaticRetriever,
    make_documents,
    scripted,
    scripted_grader,
)
from course_lib.rag.prompts import GRADE_DOCUMENT_STRICT_PROMPT, REWRITE_QUERY_PROMPT
from course_lib.rag.schemas import GradeDocument, RewrittenQuery


class Verdict(BaseModel):
    ok: bool


def test_replies_by_kind_in_turn_or_by_function_and_counted():
    llm = scripted(Verdict=[{"ok": False}, {"ok": True}], text=lambda prompt: prompt.upper())
    ledger = Ledger()
    structured = llm.with_structured_output(Verdict)
    results = [structured.invoke("a", config={"callbacks": [ledger]}).ok for _ in range(3)]
    assert results == [False, True, True]  # the last item repeats
    assert llm.invoke("shout").content == "SHOUT"
    assert llm.calls == ["Verdict", "Verdict", "Verdict", "text"]
    assert len(ledger.llm_calls) == 3 and ledger.input_tokens > 0


def test_a_missing_reply_says_which():
    with pytest.raises(KeyError, match="Verdict"):
        scripted(text="x").with_structured_output(Verdict).invoke("a")


def test_grader_reads_the_document_and_the_question():
    llm = scripted_grader(judge=lambda q, doc: "yes" if "kettle" in doc and q == "Where?" else "no")
    chain = GRADE_DOCUMENT_STRICT_PROMPT | llm.with_structured_output(GradeDocument)
    assert chain.invoke({"question": "Where?", "document": "The kettle is on."}).binary_score == "yes"
    assert chain.invoke({"question": "Where?", "document": "The cup is on."}).binary_score == "no"
    rewrite = (REWRITE_QUERY_PROMPT | llm).invoke({"question": "Where?", "query": "kettle spot"})
    assert rewrite.content == "kettle spot (rewritten)"
    assert (REWRITE_QUERY_PROMPT | llm.with_structured_output(RewrittenQuery)).invoke(
        {"question": "Where?", "query": "q"}).query == "q (rewritten)"


def test_retrievers():
    docs = make_documents({"Kettle care": "Descale the kettle monthly.", "Cups": "Cups go on the shelf."})
    found = KeywordRetriever(documents=docs, k=1).invoke("how to descale a kettle")
    assert [d.metadata["source"] for d in found] == ["test/kettle-care.md"] and found[0].metadata["score"] > 0
    assert StaticRetriever(by_query=lambda q: docs[:1] if "k" in q else []).invoke("x") == []
