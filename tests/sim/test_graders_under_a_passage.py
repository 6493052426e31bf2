"""A grader's instruction written under the labelled passage (issue 26): "Passage: ...\nIs the
passage useful for answering the question? Answer true or false." The labelled section ends
before that line, the line is read as the task (a relevance grade), and "true or false" offers
two verdicts as "yes or no" does."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage


def _reply(prompt: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([HumanMessage(prompt)])


@pytest.mark.parametrize("text,want", [
    ("Is the excerpt relevant to the query? Answer true or false.", ("true", "false")),
    ("Reply with either TRUE or FALSE.", ("TRUE", "FALSE")),
    ("Does it fit? Respond only true or false", ("true", "false")),
])
def test_true_or_false_offers_two_verdicts(text, want):
    from course_lib.sim.task.tasks import output_options

    assert output_options(text) == want


def test_the_labelled_passage_ends_at_a_question_about_it():
    from course_lib.sim.request.reading import read_request

    request = read_request([HumanMessage(
        "Question: When does the pool close on Sundays?\nPassage: The pool closes at 18:00 on Sundays.\n"
        "Is the passage useful for answering the question? Answer true or false.")])
    assert [d.body for d in request.documents] == ["The pool closes at 18:00 on Sundays."]


@pytest.mark.parametrize("prompt,want", [
    ("Question: When does the pool close on Sundays?\nPassage: The pool closes at 18:00 on Sundays.\n"
     "Is the passage useful for answering the question? Answer true or false.", "true"),
    ("Question: Who painted the ceiling of the Sistine Chapel?\nPassage: Sourdough needs a starter fed with flour "
     "and water.\nIs the passage useful for answering the question? Answer true or false.", "false"),
    ("Question: What is the boiling point of ethanol?\nText: Ethanol boils at 78 degrees Celsius at sea level.\n"
     "Is the text helpful for answering the question? Reply with true or false.", "true"),
])
def test_a_grader_instruction_under_the_passage_is_the_task(prompt, want):
    from course_lib.sim.request.reading import read_request
    from course_lib.sim.task import tasks

    assert tasks.recognise(read_request([HumanMessage(prompt)])).name == "grade_relevance"
    out = _reply(prompt)
    assert out.content.strip().lower() == want, out.content
