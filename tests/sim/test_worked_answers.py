"""``worked_answers``: an amount per period divided, a price after a discount, the bound a
superlative asks, a question counted from today. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.worked_answers import (
    bound_answer,
    discounted_answer,
    from_now,
    per_period,
)
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


CASES = [
    (per_period, "The cabin costs £840 for four weeks.", "What is the weekly cost of the cabin?", "£210.00 a week"),
    (discounted_answer, "A season ticket is £120.\nMembers save 25% on season tickets.",
     "How much is a season ticket for members?", "120 less 25% is 90.00"),
    (bound_answer, "Trailer load limit: max 750 kg.", "What is the heaviest load for the trailer?", "max 750 kg"),
    (from_now, "The passport expires on 14 March 2027.", "How many days until the passport expires?",
     "I don't know today's date"),
]


@pytest.mark.parametrize(("step", "notes", "question", "said"), CASES, ids=[c[0].__name__ for c in CASES])
def test_worked_out(matcher, step, notes, question, said):
    request, found = gathered(matcher, notes, question)
    with explain.collecting() as note:
        reply = step(request, found)
    assert said in reply and note["rule"] and not note["limit"]


@pytest.mark.parametrize(("step", "notes", "question", "said"), CASES, ids=[c[0].__name__ for c in CASES])
def test_nothing_to_work_out(matcher, step, notes, question, said):
    request, found = gathered(matcher, "The cabin is painted green.", "What colour is the cabin?")
    assert step(request, found) is None
