"""A grader keeps the prompt's own labels (issue 26, seventeenth set L11): "Reply Y or N." /
"Answer T or F." offers the letters as the reply's values (``tasks.output_options``), so the
verdict is written "Y" / "N", never "yes" / "no" that a program testing ``== "N"`` fails.
Before, only "true or false" was read as a bare pair. Invented prompts."""

from __future__ import annotations

import pytest

from course_lib.sim.task.tasks import output_options


@pytest.mark.parametrize("prompt, options", [
    ("Does the passage help answer the question? Reply Y or N.", ("Y", "N")),
    ("Is the snippet relevant to the query? Answer T or F only.", ("T", "F")),
    ("Respond with either Y or N: is this text on topic?", ("Y", "N")),
    ("Reply Y or F.", ()),
])
def test_letter_labels_are_the_prompts_options(prompt, options):
    assert output_options(prompt) == options


def _ask(text):
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel().invoke(text).content.strip()


@pytest.mark.parametrize("text, expected", [
    ("Is this document useful for answering the question? Reply Y or N.\n"
     "Question: When does the swimming pool open on Sundays?\n"
     "Document: Greenfield bakery price list: sourdough 4.20, rye 3.80, croissant 1.60.", "N"),
    ("Is this document relevant to the question? Answer T or F.\n"
     "Question: How much does a sourdough loaf cost?\n"
     "Document: Greenfield bakery price list: sourdough 4.20, rye 3.80, croissant 1.60.", "T"),
    ("Does this document help answer the question? Reply Y or N.\n"
     "Question: What is the boiling point of the kettle's thermostat?\n"
     "Document: Riverside allotments: plot rents are due on 1 April; the gate code changes monthly.", "N"),
])
def test_the_grader_answers_in_the_prompts_letters(text, expected):
    assert _ask(text) == expected
