"""fallback_phrase: the reply a prompt prescribes for when its context lacks the answer, read on
invented wordings (tables below), and the simulator giving it instead of its own "I don't know";
with a prompt that asks for the relevant parts copied as they are ("verbatim"), a partial match is
the copied part alone (partial_answers, cue ``partial_answers.verbatim_parts``); a question on a blockquote line
("> Question: ...") is read as the question (reading's label lines)."""

from __future__ import annotations

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded import fallback_phrase
from tests.sim._chat import reply_and_limit

DECLARED = [
    ("If nothing in the notes answers it, reply NOT_IN_NOTES.", "NOT_IN_NOTES"),
    ("When the passage does not cover the question, output <NO_ANSWER>.", "<NO_ANSWER>"),
    ('If the records do not say, answer "Not recorded".', "Not recorded"),
    ("If you cannot find it in the log, just say 'No entry found'.", "No entry found"),
    ("If the excerpt doesn't mention it, respond with 'I can't tell from this'.", "I can't tell from this"),
    ("如果资料里没有相关内容，请回答“资料中未提及”。", "资料中未提及"),
    ("Answer from the rota. If you don't know, say UNKNOWN.", "UNKNOWN"),  # one upper-case word (shapes3)
    ("If the notes do not cover it, reply NONE and nothing else.", "NONE"),
]
NOT_DECLARED = [
    "If you don't know the answer, just say that you don't know.",
    "Answer the question in one sentence.",
    "If the document is not relevant, return NO.",
    "If the context does not say, answer the question from what you know.",
    "Say 'hello' to the user first.",
    "If you can't find it, say I DON'T KNOW.",  # no one word to copy
    "If the notes don't say, say so. USE SHORT ANSWERS.",  # a capitalised instruction, not after the verb
]


@pytest.mark.parametrize(("text", "phrase"), DECLARED)
def test_a_declared_phrase_is_read(text, phrase):
    assert fallback_phrase.declared(f"You answer questions about the ledger. {text}") == phrase


@pytest.mark.parametrize("text", NOT_DECLARED)
def test_no_phrase_is_read_where_none_is_declared(text):
    assert fallback_phrase.declared(text) is None


PARTS_PROMPT = """Given the following question and passage, extract any part of the passage *AS IS* that answers the question. If no part of the passage answers it, return NO_MATCH.

> Question: {question}
> Passage:
>>>
{passage}
>>>
Sentences:"""

PASSAGE = ("The ferry to Halden leaves at 7:40 on weekdays. Tickets cost 12 crowns for adults. "
           "Bicycles travel free of charge outside the summer season.")


def test_the_declared_phrase_replaces_i_dont_know():
    reply, limit = reply_and_limit(SimulatedChatModel(), PARTS_PROMPT.format(
        question="What did the captain say about the lighthouse repairs?", passage=PASSAGE))
    assert (reply, limit) == ("NO_MATCH", "")


def test_a_blockquote_question_is_read_and_the_part_is_copied_alone():
    reply, limit = reply_and_limit(SimulatedChatModel(), PARTS_PROMPT.format(
        question="What did the timetable say about the ferry to Halden on weekdays?", passage=PASSAGE))
    assert not limit
    assert reply.lstrip("-* ") == "The ferry to Halden leaves at 7:40 on weekdays."  # a bullet aside


def test_a_blockquote_question_is_graded():
    prompt = ("Given the question and the passage, return YES if the passage is relevant to the question and NO if it isn't.\n\n"
              "> Question: How much does an adult ticket for the Halden ferry cost?\n> Passage:\n>>>\n"
              f"{PASSAGE}\n>>>\n> Relevant (YES / NO):")
    reply, limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert not limit
    assert reply.upper().startswith("YES")


def test_without_a_declared_phrase_the_reply_stays_i_dont_know():
    prompt = ("Answer the question from the passage. If the passage does not answer it, say you don't know.\n\n"
              f"Passage: {PASSAGE}\n\nQuestion: Who built the lighthouse on Halden point?")
    reply, _ = reply_and_limit(SimulatedChatModel(), prompt)
    assert "NO_MATCH" not in reply and "don't know" in reply.lower()


def test_one_upper_case_word_replaces_i_dont_know():
    # (shapes3) "say UNKNOWN": a program tests the reply for the word, so the word is the reply
    prompt = ("Answer from the context. If you don't know, say UNKNOWN.\n\nContext:\n" + PASSAGE
              + "\n\nQuestion: Who painted the harbour mural?")
    reply, limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert (reply, limit) == ("UNKNOWN", "")
