"""``unworked_answers``: the chosen lines are the operands of a difference, a total, a remainder,
a count or an operation, not its result. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.unworked_answers import (
    uncomputed,
    uncounted,
    unsummed,
    unworked_operation,
    unworked_remainder,
)
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


CASES = [
    (uncomputed, "Tank level: 35 litres on Monday, 80 litres on Friday.",
     "By how many litres did the tank level go up?", "a difference"),
    (unsummed, "Mon: bought paint £12\nWed: bought brushes £7", "How much did I spend on art supplies in total?",
     "'in total'"),
    (uncounted, "Tuesday: choir practice in the hall.\nThursday: orchestra in the hall.",
     "How many choir rehearsals are there each week?", "how many choir rehearsals"),
    (unworked_operation, "Ana ran 41 minutes. Bo ran 47 minutes.", "How far behind Ana was Bo?", "'behind'"),
]


@pytest.mark.parametrize(("check", "notes", "question", "said"), CASES, ids=[c[0].__name__ for c in CASES])
def test_operands_are_no_answer(matcher, check, notes, question, said):
    request, found = gathered(matcher, notes, question)
    assert said in check(request, found)


@pytest.mark.parametrize(("check", "notes", "question", "said"), CASES, ids=[c[0].__name__ for c in CASES])
def test_a_stated_value_may_be_the_answer(matcher, check, notes, question, said):
    request, found = gathered(matcher, "The tank holds 80 litres.", "How big is the tank?")
    assert check(request, found) is None


def test_a_total_the_lines_state_is_the_answer(matcher):
    request, found = gathered(matcher, "Paint £12 and brushes £7, total due £19.", "How much is the whole bill?")
    assert uncomputed(request, found) is None


def test_a_remainder_of_amounts_the_documents_give():
    from tests.sim._replies_helpers import grounded

    notes = "Invoice: £400 for the survey.\nPaid: £150 on 2 May."
    assert "£400, £150" in unworked_remainder(grounded(notes, "How much do I still owe for the survey?"))
    assert unworked_remainder(grounded(notes, "What was the survey for?")) is None
    assert unworked_remainder(grounded("Invoice: £400.", "How much do I still owe?")) is None  # one amount
