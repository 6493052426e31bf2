"""A question asking the highest (or lowest) of something is answered by the line on its subject
that states that bound ("max 30°C" for "the hottest water"), not a trusted "I don't know."
(``bound_lines``; issue 26, the twenty-first set's class P2, care-hottest). Invented labels and
notes, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import bound_lines
from tests.sim._chat import ask_rag

BAGS = ("Your flight\nCabin bag: one small bag under the seat\nChecked bags: max 23 kg each\n"
        "Sports kit must be booked in advance\n")
FRIDGE = ("Kitchen rules\nKeep the fridge at min 3\u00b0C\nWipe the shelves every Friday\n"
          "Label your food with your name\n")
CAR_PARK = ("Riverside car park\nStays of up to 3 hours are free\nNo return within 1 hour\n"
            "The barrier opens at 07:00\n")


@pytest.mark.parametrize(("context", "question", "expected"), [
    (BAGS, "What's the heaviest checked bag I can bring?", "max 23 kg"),
    (FRIDGE, "What's the coldest the fridge should be?", "min 3\u00b0C"),
    (CAR_PARK, "What's the longest stay that is free?", "up to 3 hours"),
])
def test_a_superlative_is_answered_by_the_bound_on_its_subject(context, question, expected):
    assert expected in (bound_lines.bound_line(question, [context]) or "")
    reply, limits = ask_rag(context, question)
    assert expected in reply and not limits, reply


@pytest.mark.parametrize(("context", "question"), [
    (BAGS, "What's the cheapest flight?"),  # a floor asked, the line states a ceiling; no subject either
    (FRIDGE, "What's the hottest the oven gets?"),  # no line on the oven
    (BAGS + "Hand luggage: max 7 kg, checked bags at most 2 per person\n",
     "What's the heaviest bag I can bring?"),  # two lines state a bound on bags: no one answer
])
def test_no_bound_or_several_is_no_answer(context, question):
    assert bound_lines.bound_line(question, [context]) is None
