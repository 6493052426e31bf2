"""A question written inside a system prompt's instruction, with only "Answer the question." as
the human turn (issue 26, ports12: LangChain Academy's parallelization lesson puts "Answer the
question {question} using this context: {context}" in the system message). Before, the bare turn
was the question and the reply "I don't know." over documents that answer it. Notes invented."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.request.embedded_question import question_in


@pytest.mark.parametrize(("text", "expected"), [
    ("Answer the question How tall is the Brannock lighthouse? using this context: ...",
     "How tall is the Brannock lighthouse?"),
    ("Use the notes to answer: When does the ferry leave, and where? Notes follow.",
     "When does the ferry leave, and where?"),
    ("what colour is the gate? Reply briefly.", "what colour is the gate?"),
])
def test_the_interrogative_sentence_is_found(text, expected):
    assert question_in(text) == expected


@pytest.mark.parametrize("text", [
    "Answer the user's question using this context.",  # no question written
    "Summarise the notes below in two sentences.",
    "Answer the question. [what is inside a list? not a sentence]",  # inside brackets: skipped
])
def test_no_question_no_reading(text):
    assert question_in(text) == ""


def _ask(system: str, human: str):
    from course_lib import get_chat_model

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = get_chat_model("sim").invoke([SystemMessage(system), HumanMessage(human)])
    return out, [w for w in caught if "Simulator" in type(w.message).__name__]


NOTES = ("<Document source=\"notes/brannock.md\"/>\nThe Brannock lighthouse is 41 metres tall and was "
         "first lit in 1889.\n</Document>\n<Document source=\"notes/harbour.md\"/>\nThe harbour wall "
         "was rebuilt in 1952.\n</Document>")


def test_the_system_question_is_answered():
    out, caught = _ask(f"Answer the question How tall is the Brannock lighthouse? using this context: {NOTES}",
                       "Answer the question.")
    assert "41 metres" in out.content and not caught, out.content
    assert out.response_metadata["explanation"]["evidence"]["question_from"] == "system sentence"


def test_a_real_human_question_still_wins():
    """Guard: a human turn that asks something is the question, whatever the system prompt says."""
    out, _ = _ask(f"Answer the question How tall is the Brannock lighthouse? using this context: {NOTES}",
                  "When was the harbour wall rebuilt?")
    assert "1952" in out.content, out.content


# --- the inline "Question ... Answer:" frame (ports12: the hub's "langchain-ai/rewrite" prompt) --


@pytest.mark.parametrize(("text", "expected"), [
    ("Provide a better search query for web search engine to answer the given question, end the "
     "queries with ’**’.  Question which ferry goes to Inis Oirr? Answer:", "which ferry goes to Inis Oirr?"),
    ("Give a keyword query for the library catalogue. Question: books on tidal mills Answer:",
     "books on tidal mills"),
])
def test_the_framed_question(text, expected):
    from course_lib.sim.request.embedded_question import framed

    assert framed(text) == expected


@pytest.mark.parametrize("text", [
    "Question everything you read. Answer: be sceptical.",  # no empty answer slot at the end
    "Answer the question below.",
    "Rewrite the query for a search engine:\nferries to Inis Oirr\nRewritten query:",
])
def test_no_frame(text):
    from course_lib.sim.request.embedded_question import framed

    assert framed(text) == ""


def test_the_framed_question_is_rewritten_without_the_instruction():
    """Before, the query was the instruction's words with the question's ("Provide better search
    query web engine answer given question end queries ...")."""
    out, caught = _ask("You are a helpful assistant.",
                       "Provide a better search query for web search engine to answer the given question, end "
                       "the queries with ’**’.  Question which ferry goes to Inis Oirr in winter? Answer:")
    low = out.content.lower()
    assert "inis oirr" in low and "winter" in low, out.content
    assert not any(w in low for w in ("provide", "search engine", "queries")), out.content
