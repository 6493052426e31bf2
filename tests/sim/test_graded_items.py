"""A relevance grade that names the item it is about ("Decide whether this stored review is relevant
to the new question") grades that item against the question, not the document against the item's
own question: a review on another subject is "no" even when the passage shares a word with it
(issue 26, ports26b: the feedback-loop port's "Yes" for an orchid-repotting answer).
``responders/graded_items.py``, cues ``graded_items`` in ``data/sim/patterns.yaml``. Invented
wordings, topics and labels."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel

PASSAGE = ("Cold proofing: after shaping, put the sourdough loaf in the fridge for 12 to 16 hours. "
           "The cold slows the yeast, so the crumb gets a deeper flavour, and a cold loaf is easier to score.")

PROMPT = """Decide whether this stored review is relevant to the new question and the passage.
You also get the question the review was first written for.
New question: {question}
Review question: {review_question}
Passage: {passage}
Review answer: {review_answer}

Is this review relevant? Respond with only 'yes' or 'no'."""

OTHER = ("Which wax is best for cross-country skis in cold snow?",
         "A fluoro-free glide wax for cold snow, ironed on warm and scraped thin.")
SAME = ("How long should a sourdough loaf proof in the fridge?",
        "Between 12 and 16 hours in the fridge after shaping.")
QUESTION = "How long should a sourdough loaf proof in the fridge?"


class Verdict(BaseModel):
    answer: str = Field(..., title="The answer. The options can be only 'yes' or 'no'")


def _ask(review, structured=False):
    text = PROMPT.format(question=QUESTION, review_question=review[0], passage=PASSAGE, review_answer=review[1])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = SimulatedChatModel()
        if structured:
            return model.with_structured_output(Verdict).invoke(text).answer
        return model.invoke(text).content


@pytest.mark.parametrize("structured", [False, True])
def test_a_review_on_another_subject_is_not_relevant(structured):
    assert _ask(OTHER, structured).strip().strip(".").lower() == "no"


@pytest.mark.parametrize("structured", [False, True])
def test_guard_a_review_of_the_same_question_is_relevant(structured):
    assert _ask(SAME, structured).strip().strip(".").lower() == "yes"


def test_graded_item_table():
    from course_lib.sim.request.reading import Request
    from course_lib.sim.responders.graded_items import graded_item

    text = PROMPT.format(question=QUESTION, review_question=OTHER[0], passage=PASSAGE, review_answer=OTHER[1])
    found = graded_item(Request(system="", human=text, question="", instructions=""))
    assert found is not None and found[0] == QUESTION
    assert "glide wax" in found[1] and "cross-country" in found[1] and "Cold proofing" not in found[1]
    # guard: a document grade names no item of its own
    plain = "Decide whether the passage is relevant to the question.\nQuestion: How long?\nPassage: Twelve hours."
    assert graded_item(Request(system="", human=plain, question="", instructions="")) is None
