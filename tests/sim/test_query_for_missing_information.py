"""A prompt that asks for a search query over documents already found ("Output a short search query
that would find the MISSING information") gets a query on the question's subject, not an answer
from those documents ("I don't know."): task cue ``rewrite`` in data/sim/task_cues.yaml
(issue 26, ports17; the port: tests/thirdparty/test_radiationsafety_sufficiency_chains.py).
Invented prompts and notes; the guards ask for an answer."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel

NOTES = ("[1] The Harrow Lane allotments open at 7 am from April to September.\n"
         "[2] Plot rent is 45 pounds a year, due in March.")

ASKING_A_QUERY = [
    ("You look things up in the allotment society's archive. The notes below do not answer the member's "
     "question. Write one short search query (a few keywords) that would find what is missing. Output only the query.",
     "Member question: Who do I ask for a key to the tool shed?\n\nNotes so far:\n" + NOTES, ("key", "shed")),
    ("Generate a search query for the part of the question the context leaves open. No explanation.",
     "Question: When is the water switched off for winter?\n\nContext:\n" + NOTES, ("water", "winter")),
    ("Suggest a better search query to find the missing facts; return the search query alone.",
     "User question: How many plots are vacant this year?\nWhat we have:\n" + NOTES, ("plots", "vacant")),
]


def _ask(system: str, human: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(human)])


@pytest.mark.parametrize(("system", "human", "words"), ASKING_A_QUERY)
def test_the_reply_is_a_query_on_the_missing_subject(system, human, words):
    reply = _ask(system, human)
    text = reply.content.lower()
    assert "don't know" not in text and len(text.split()) <= 12
    assert any(w in text for w in words) or reply.response_metadata.get("simulator_limit")


GUARDS = [  # asking for an answer from the notes: answered (or refused) from them
    ("Answer the question from the notes.", "Question: When do the allotments open?\n\nNotes:\n" + NOTES, "7"),
    ("Use the context to answer. If it is not there, say you don't know.",
     "Question: How much is the plot rent?\n\nContext:\n" + NOTES, "45"),
]


@pytest.mark.parametrize(("system", "human", "fact"), GUARDS)
def test_an_answer_prompt_still_answers(system, human, fact):
    assert fact in _ask(system, human).content


def test_a_prompt_for_several_queries_still_gets_several():
    # "generates multiple search queries": a list of queries, not the one-query cue (a guard)
    reply = _ask("You are a helpful assistant that generates multiple search queries based on a single input query.",
                 "Generate multiple search queries related to: How do allotment societies share tool sheds?\n"
                 "Output (3 queries):")
    lines = [x for x in reply.content.splitlines() if x.strip()]
    assert len(lines) >= 2 or reply.response_metadata.get("simulator_limit")
