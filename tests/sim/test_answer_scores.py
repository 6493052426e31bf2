"""``course_lib.sim.responders.answer_scores``: a prompt that asks for the answer and a score of it on a scale
gets the score under its examples' label: the scale's bottom for "I don't know", its top for an
answer the document gives in full, a stated limit for a partial answer; a prompt that asks no
score gets none. And a prompt that answers from earlier answers ("Use only the following
pre-existing answers to answer ...") is an answering prompt, never a grader's bare yes / no
(task cue in data/sim/task_cues.yaml) (issue 26, ports18). Invented wordings and documents."""

import warnings

import pytest
from langchain_core.prompts import ChatPromptTemplate

from course_lib.sim import SimulatedChatModel
from course_lib.sim.responders.answer_scores import asked_label

ASKS = [
    ("Answer from the passage. Then give a score to the answer from 1 to 10.\nRating: 7", "Rating"),
    ("Answer the question, then give a score to the answer between 0 and 5.\nExample:\nScore: 5", "Score"),
    ("Answer the question. Always rate your answer from 0 to 3.", "Score"),  # no example: the usual label
    ("Score the answer from 0 to 100 and explain.", "Score"),
    ("Answer the question using the passage.", None),
]


@pytest.mark.parametrize(("instructions", "label"), ASKS)
def test_asked_label(instructions, label):
    assert asked_label(instructions) == label


PROMPT = ChatPromptTemplate.from_template(
    """Answer the reader's question from this excerpt only. If the excerpt does not say, answer that you don't know.
After the answer, give a rating to the answer from 0 to 10: high when it answers the question, low when it does not.

Excerpt: {context}

Example:
Question: When was the bridge opened?
Answer: The bridge opened in 1932.
Rating: 10

Question: {question}
"""
)

EXCERPT = "The Harwick ferry leaves the north pier every 40 minutes. A single ticket costs 3 euros."


def _reply(question, context=EXCERPT):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return (PROMPT | SimulatedChatModel()).invoke({"question": question, "context": context})


def test_a_full_answer_gets_the_top_of_the_scale():
    reply = _reply("How much does a single ticket for the Harwick ferry cost?")
    assert "3 euros" in reply.content
    assert reply.content.rstrip().endswith("Rating: 10"), reply.content


def test_i_dont_know_gets_the_bottom_of_the_scale():
    reply = _reply("Who designed the lighthouse on Corran Point?", "The Corran library lends bicycles to members.")
    assert reply.content.rstrip().endswith("Rating: 0"), reply.content


def test_no_score_asked_no_score_given():
    prompt = ChatPromptTemplate.from_template("Answer from the excerpt.\n\nExcerpt: {context}\n\nQuestion: {question}")
    reply = (prompt | SimulatedChatModel()).invoke({"question": "How much does a single ticket for the Harwick ferry cost?",
                                                    "context": EXCERPT})
    assert "Rating" not in reply.content and "Score" not in reply.content


CHOOSE = ChatPromptTemplate.from_messages([
    ("system", "Use only the following candidate answers to answer the customer's question. Prefer the most helpful one.\n\nAnswers: {answers}"),
    ("human", "{question}"),
])


def test_answering_from_earlier_answers_is_no_yes_no_grade():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = (CHOOSE | SimulatedChatModel()).invoke({
            "question": "How often does the Harwick ferry leave?",
            "answers": "It leaves every 40 minutes.\nRating: 10\n\nI don't know.\nRating: 0",
        })
    assert reply.content.strip().lower() not in ("yes", "no"), reply.content
    assert reply.response_metadata["explanation"]["task"] != "grade_useful"
