"""A charge worked from a free allowance then a rate (``course_lib.sim.grounded.allowances``; issue 26,
the thirty-seventh set's class FF3: a storage charge asked with the asker's own count of days,
answered by quoting the rule). Rules, topics and wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import allowances
from tests.sim._chat import ask_rag

PARKING = ("Riverside car park\nOpen 6am to midnight.\nThe first 2 hours are free; after that parking is charged at "
           "GBP 1.50 per hour.\nBlue badge holders park free.")
GYM = ("Gym rules\nMembers may bring a guest free for 3 visits a year; after that each guest pays EUR 8 per visit.\n"
       "Towels are provided.")
LOCKERS = ("Station lockers\nBags can be left free for 1 day; then it's EUR 4 per bag per day.\n"
           "Lockers open at 6am.")


@pytest.mark.parametrize("context, question, total", [
    (PARKING, "I'll leave the van there for 5 hours. What will I be charged?", "GBP 4.50"),
    (PARKING, "how much will I pay for 7 hours?", "GBP 7.50"),
    (PARKING, "I'm only stopping for one hour - how much will it cost?", "GBP 0"),
    (GYM, "My friend will come with me on 5 visits this year. What will we be charged?", "EUR 16"),
    (LOCKERS, "If I leave my bag for 4 days, how much is that?", "EUR 12"),
    (LOCKERS, "2 bags for 3 days - what do I pay?", "EUR 16"),
])
def test_the_count_less_the_allowance_times_the_rate(context, question, total):
    reply, stated = ask_rag(context, question)
    assert not stated, reply
    assert reply.startswith(total + " ("), reply


@pytest.mark.parametrize("question", [
    "What will I be charged?",  # no count of the unit
    "How long is the car park open?",  # no charge asked
])
def test_no_charge_without_a_count_or_a_charge_asked(question):
    assert allowances.charged(question, [PARKING]) is None


def test_a_per_thing_the_question_neither_counts_nor_names_is_not_guessed():
    assert allowances.charged("we'll leave our luggage for 3 days - what does it cost?", [LOCKERS]) is None


@pytest.mark.parametrize("text, free", [
    ("The first 2 hours are free; after that GBP 1.50 per hour.", True),
    ("Entry is free for children under 5.", False),  # free for whom, not for how many units
    ("Parking costs GBP 1.50 per hour.", False),
])
def test_an_allowance_is_told_by_its_free_count(text, free):
    assert allowances.is_allowance(text) is free
