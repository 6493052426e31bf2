"""A grading prompt whose reply values are glossed with a joining word ("Print 1 for relevant and 0 for
irrelevant", "write 0 if it is off topic, 1 if it is on topic"; ``scale_glosses.digit_scale``, the joiners
in data/sim/lexicons.yaml ``scale_gloss_joiners``; issue 26, the thirty-fifth set's DD9 (c)): the digits are
the output values, written from the verdict, never the verdict's own word. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.values.scale_glosses import digit_scale


@pytest.mark.parametrize("text, digits", [
    ("Is the snippet on topic? Print 1 for relevant and 0 for irrelevant.", ["0", "1"]),
    ("Write 0 if it is off topic, 1 if it is on topic. Nothing else.", ["0", "1"]),
    ("Return 2 when it answers fully, 1 when it answers in part, 0 when it does not answer.", ["0", "1", "2"]),
    # guards: a count beside a purpose, one glossed digit only
    ("Book a table for 4 for dinner on Friday.", []),
    ("Reply 1 for a match.", []),
])
def test_joined_glosses_are_a_digit_scale(text, digits):
    assert [d for d, _ in digit_scale(text)] == digits


def _reply(prompt):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content.strip()


GRADER = "Is the ANSWER useful for the QUESTION? Print 1 for yes and 0 for no, nothing more.\n"


def test_an_answer_that_misses_gets_the_no_digit():
    assert _reply(GRADER + "QUESTION: how much is a return ticket to Harwich?\n"
                           "ANSWER: Our ticket office is beside platform 3.") == "0"


def test_an_answer_that_answers_gets_the_yes_digit():
    assert _reply(GRADER + "QUESTION: how much is a return ticket to Harwich?\n"
                           "ANSWER: A return ticket to Harwich costs £18.40.") == "1"
