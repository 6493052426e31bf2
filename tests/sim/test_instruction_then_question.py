"""A question typed after an instruction that ends in the answering verb, on the same line and
without its "?" ("Using just these notes, answer: who signed for it"). Before, only a line ending
in "?" was read as the question there, so every lower-case question a learner typed into such a
template met "found no question or instruction in it" (grounded_i's first run: 34 of 44 limits).
A noun before "answer" ("Student answer:", "Candidate answer:") and a bare "Answer:" still head a
reply, not a question. Notes and wordings invented (issue 26)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.request.reading import read_request

NOTES = "Notes:\nThe allotment shed key hangs on the hook by the water butt.\nPlot rents are due on 1 April.\n\n"


@pytest.mark.parametrize(("line", "question"), [
    ("Using just these notes, answer: where is the shed key", "where is the shed key"),
    ("Now answer: when are plot rents due", "when are plot rents due"),
    ("Please answer this: shed key location", "shed key location"),
    ("Based on the above, reply to the following: when do rents fall due", "when do rents fall due"),
    ("Use the notes to answer the question: where's the key kept", "where's the key kept"),
    ("Answer this question: rents due date", "rents due date"),
    ("With only what is written here, respond to my question: key location please", "key location please"),
])
def test_the_rest_of_an_answering_instruction_is_the_question(line, question):
    request = read_request([HumanMessage(NOTES + line)])
    assert request.question == question
    assert request.question_from == "human label"


@pytest.mark.parametrize("line", [
    "Student answer: the key is in the shed",  # a reply being judged, not a question
    "Candidate answer: 1 April",
    "Reference answer: by the water butt",
    "Answer: the hook by the water butt",  # a bare slot holding a reply
])
def test_a_noun_answer_label_heads_no_question(line):
    request = read_request([HumanMessage(NOTES + line)])
    assert request.question != line.split(": ", 1)[1]


def test_the_simulator_answers_the_question_it_now_reads():
    from course_lib.sim import SimulatedChatModel

    reply = SimulatedChatModel().invoke(NOTES + "Using just these notes, answer: where is the shed key")
    assert "water butt" in reply.content
    assert not reply.response_metadata.get("simulator_limit")


def test_the_question_ends_with_its_line():
    """The template's next line ("If the notes don't say, reply that they don't say.") is an
    instruction, not more of the question."""
    request = read_request([HumanMessage(NOTES + "Using just these notes, answer: where is the shed key\n"
                                         "If the notes don't say, reply that they don't say.\n")])
    assert request.question == "where is the shed key"
