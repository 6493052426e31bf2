"""``threshold_questions``: an amount asked after a threshold gets the side's share worked on the stated
amount; a quantity is compared only with thresholds of its own subject. Invented notes (a kiln studio)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import threshold_questions
from course_lib.sim.grounded.threshold_answers import compared_answer
from course_lib.sim.reports import explain
from course_lib.sim.values.comparisons import Quantity, thresholds
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import grounded

KILN = """Kiln share terms
A kiln firing slot is £15 per hour.
Withdrawing a slot less than 5 days before it: a third of the slot charge is kept.
Withdrawing 5 days or more before: a full refund.
"""


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


@pytest.mark.parametrize(("question", "sentence", "value"), [
    ("My slot cost £30 and I withdraw 2 days before. How much is kept?",
     "less than 5 days before it: a third of the slot charge is kept.", 10.0),
    ("My slot cost £30 and I withdraw 2 days before. How much do I get back?",
     "less than 5 days before it: a third of the slot charge is kept.", 20.0),
    ("I paid €40 and cancel late. How much is refunded?", "Cancelling late: 25% is refunded.", 10.0),
])
def test_the_share_worked_on_the_stated_amount(question, sentence, value):
    worked = threshold_questions.consequence(question, [sentence])
    assert worked is not None and abs(worked.value - value) < 1e-9


def test_no_share_or_no_amount_is_none():  # guard
    assert threshold_questions.consequence("How much is kept?", ["a third of the slot charge is kept."]) is None
    assert threshold_questions.consequence("It cost £30. How much is kept?", ["Slots open at 9."]) is None


def test_a_duration_against_another_subjects_days():
    quantity = Quantity(3.0, "hour", "3 hours", 0)
    assert threshold_questions.other_subject(quantity, thresholds("refunded within 5 days of firing"), [KILN])
    assert not threshold_questions.other_subject(quantity, thresholds("at least 2 hours"), [KILN])  # guard


def test_an_amount_question_is_worked_not_compared(matcher):
    with explain.collecting():
        reply = compared_answer(grounded(KILN, "My slot cost £30 and I withdraw 2 days before. How much do I lose?"),
                                matcher)
    assert reply and reply.startswith("£10")


def test_a_yes_no_stays_compared(matcher):  # guard
    with explain.collecting():
        reply = compared_answer(grounded(KILN, "If I withdraw 8 days before, is it a full refund?"), matcher)
    assert reply and "full refund" in reply


def test_one_measure_in_two_units_is_one_subject():  # guard
    quantity = Quantity(112.0, "kilogram", "112 kg", 0)
    assert not threshold_questions.other_subject(quantity, thresholds("over 17 stone"), ["over 17 stone (108 kg)"])


def test_a_yes_no_about_a_charge():
    assert threshold_questions.asks_yes_no("Tom weighs 112 kg. Is there an extra charge for him?")
    assert not threshold_questions.asks_yes_no("It cost £30 and I withdraw 2 days before. How much do I lose?")
