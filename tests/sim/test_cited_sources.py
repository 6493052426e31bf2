"""Sources shown with their ids ("Source ID: 3\nArticle Title: ...\nArticle Snippet: ...") are
read as documents numbered by those ids, and a citation field is filled from the sentences the
answer uses: a list of integer ids gets the ids of those sources, a list of {id, quote} objects
gets each used sentence with its source's id (verbatim). Before (issue 26, seventh batch of
ports: LangChain's "add citations" how-to, ``CitedAnswer`` / ``QuotedAnswer``), such blocks were
no documents at all, the ids came back ``[]`` beside a right answer, and the quotes were ``""``.
Invented labels ("Document ID", "Page Title", "Page Text"), schemas and texts."""

from __future__ import annotations

import warnings

from pydantic import BaseModel, Field

from course_lib import get_chat_model
from course_lib.sim.material.documents import parse_documents

BLOCKS = """Document ID: 4
Page Title: Brennholt Pier
Page Text: Brennholt Pier was rebuilt in 2011 after a winter storm. The pier is 410 metres long and has a cafe at its end.

Document ID: 7
Page Title: Marl Quarry Pond
Page Text: The Marl Quarry Pond filled with rain water after quarrying stopped in 1974. Divers train there all year.

Document ID: 9
Page Title: Oskar Lind
Page Text: Oskar Lind was the harbour master of Brennholt from 1990 to 2015."""

SYSTEM = ("Answer the user question using only the pages below. If none of them answer it, say you don't know."
          "\n\nHere are the pages:\n\n" + BLOCKS)


class SourcedReply(BaseModel):
    """Answer from the pages and cite the pages used."""

    answer: str = Field(..., description="The answer, based only on the pages.")
    references: list[int] = Field(..., description="The integer IDs of the pages that justify the answer.")


class Excerpt(BaseModel):
    doc_id: int = Field(..., description="The ID of a page that justifies the answer.")
    snippet: str = Field(..., description="The exact words of that page that justify the answer.")


class ExcerptReply(BaseModel):
    """Answer from the pages and quote the pages used."""

    answer: str = Field(..., description="The answer, based only on the pages.")
    references: list[Excerpt] = Field(..., description="Excerpts of the pages that justify the answer.")


def ask(schema, question):
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.with_structured_output(schema, include_raw=True).invoke([("system", SYSTEM), ("human", question)])
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit", "")


def test_blocks_with_ids_are_documents_numbered_by_them():
    docs = parse_documents(BLOCKS)
    assert [(d.number, d.title) for d in docs] == [(4, "Brennholt Pier"), (7, "Marl Quarry Pond"), (9, "Oskar Lind")]
    assert docs[0].body.startswith("Brennholt Pier was rebuilt")


def test_integer_citations_are_the_ids_of_the_sources_used():
    parsed, limit = ask(SourcedReply, "Who was the harbour master of Brennholt?")
    assert "Oskar Lind" in parsed.answer
    assert parsed.references == [9], parsed
    assert not limit


def test_quoted_citations_are_verbatim_sentences_of_the_sources_used():
    parsed, limit = ask(ExcerptReply, "When did quarrying stop at Marl?")
    assert "1974" in parsed.answer
    assert parsed.references, parsed
    for ref in parsed.references:
        body = next(d.body for d in parse_documents(BLOCKS) if d.number == ref.doc_id)
        assert ref.snippet and ref.snippet in body, ref
    assert any("1974" in ref.snippet for ref in parsed.references)
    assert not limit


def test_no_answer_no_citations():
    # (a guard: passed before too, an unanswered question cites nothing)
    parsed, _ = ask(SourcedReply, "What does a ferry ticket to Skarv Island cost?")
    assert parsed.references == []
