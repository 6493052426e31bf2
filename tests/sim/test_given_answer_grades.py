"""A grading prompt that quotes a sum and a given answer is graded, never answered by solving the
sum (``responders/verdict_grades``: a given answer to a labelled sum)."""

from __future__ import annotations

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.responders import verdict_grades
from tests.sim._chat import reply_and_limit

CASES = [
    ("Mark the pupil's answer RIGHT or WRONG.\nQ: 15 + 27?\nPupil: 42", "RIGHT"),
    ("Mark the pupil's answer RIGHT or WRONG.\nQ: 15 + 27?\nPupil: 41", "WRONG"),
    ("Check the learner's reply: CORRECT or INCORRECT.\nProblem: 9 * 6\nLearner's reply: 54", "CORRECT"),
    ("Say PASS or FAIL for the quiz.\nQuiz question: what is 120 divided by 8?\nGiven: 16", "FAIL"),
    ("Is the answer wrong? yes or no\nQuestion: 13 x 3\nAnswer: 39", "no"),
    ("Is the answer correct? yes or no\nQuestion: 13 x 3\nAnswer: thirty-nine", "yes"),
]


@pytest.mark.parametrize("prompt, expected", CASES)
def test_a_given_answer_to_a_sum_is_graded(prompt, expected):
    reply, limit = reply_and_limit(SimulatedChatModel(), prompt)
    assert reply == expected
    assert limit == ""


@pytest.mark.parametrize("prompt", [
    "Question: what is 6 + 5?",  # no given answer: a question to answer
    "Mark it RIGHT or WRONG.\nQ: who wrote Hamlet?\nGiven: Marlowe",  # no sum to work
    "Mark it RIGHT or WRONG.\nQ: 6 + 5?\nGiven: 6 + 5 = 11",  # a working, graded elsewhere
])
def test_no_given_answer_to_a_sum_is_no_such_grader(prompt):
    assert verdict_grades._answer_reply(prompt) is None
