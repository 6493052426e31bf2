"""A grounded reply that quotes the operands or the rule for a worked answer is no answer (issue 26,
the thirty-third set's BB2; ``answer_forms.unfit_reply``, ``fit_worked_count_q`` / ``fit_who_q`` /
``fit_who_rule`` data): "after how many washes does the machine pay for itself?" answered by the
prices, or "who gets the spare tickets?" answered by the rule "the next person on the list gets
one", gets a stated limit. Before, the quote passed as the answer. Invented laundries and raffles."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.answer_forms import unfit_reply
from tests.sim._chat import ask_rag


@pytest.mark.parametrize("question, reply, unfit", [
    ("after how many washes does buying the machine work out cheaper?",
     "A laundrette wash costs £4.50. The machine costs £320 with free delivery.", True),
    ("how many lessons before the block booking is better value?",
     "Single lesson £30. Block of 10 lessons £250.", False),  # guard: "10 lessons" is a count of them
    ("so after how many washes does the machine pay for itself?", "About 72 washes (£320 / £4.50).", False),
    ("who gets the spare tickets?", "Rule: the next person on the reserve list gets a returned ticket.", True),
    ("who gets the spare tickets?", "Rule: the next person on the list gets one, so Ines and Olu get them.", False),
    ("who runs the Tuesday session?", "The Tuesday session is run by the duty coach.", False),  # guard: no rule quoted
])
def test_operands_or_a_rule_for_a_worked_answer(question, reply, unfit):
    assert (unfit_reply(question, reply) is not None) is unfit


RAFFLE = ("Charity gig - Friday 8pm - 120 seats (sold out)\n"
          "Reserve list, in order: 1. Ines P.  2. Olu K.  3. Marta S.\n"
          "Rule: when a ticket is returned, the next person on the reserve list gets it.\n"
          "Update: two tickets were returned this morning.\n")


def test_the_raffle_question_end_to_end():
    text, stated = ask_rag(RAFFLE, "who from the reserve list gets a ticket now?")
    assert stated, text
