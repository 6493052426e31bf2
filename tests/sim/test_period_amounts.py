"""A whole period's amount worked from a rate and the count of its units (``grounded.period_amounts``;
issue 26, the forty-fourth set's MM2 (b)). Wordings and material are my own (branch fix46a): a
swimming club's CSV, a cleaner's rates, a music school's YAML, an allotment's fees; none from a
fresh set or my probe ``worked_b``. Every row fails on 1d73706e (the module is new there; the rows
expecting ``None`` would pass with it)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import period_amounts
from tests.sim._chat import ask_rag

SWIM = "squad,fee_per_session,sessions_in_month\nJuniors,6.50,8\nMasters,9.00,12\n"
CLEANER = "Sparkle Cleaning\nStandard clean: £15 per hour\nMost homes book 3 hours a week.\nOven clean: £45"
MUSIC = "violin:\n  price_per_class: 14.00\n  classes_per_term: 10\n"
ALLOT = "Allotment fees\nHalf plot: £40 a year\nWater: included"

CASES = [  # (question, reply, documents, the worked reply or None)
    ("What does a month of Masters cost?", "squad: Masters; fee_per_session: 9.00; sessions_in_month: 12", SWIM,
     "108.00 for the month: 12 sessions × 9.00 per session."),
    ("How much is a week of standard cleaning?", "Standard clean: £15 per hour", CLEANER,
     "£45.00 for the week: 3 hours × £15.00 per hour."),
    ("What would a term of violin cost?", "violin price_per_class: 14.00; classes_per_term: 10", MUSIC,
     "140.00 for the term: 10 classes × 14.00 per class."),
    ("What does a year of a half plot cost?", "Half plot: £40 a year", ALLOT, None),  # the rate is per the period
    ("How much is a month of oven cleaning?", "Oven clean: £45", CLEANER, None),  # no rate by a unit
    ("What does a month of standard cleaning cost?", "Standard clean: £15 per hour", CLEANER, None),  # no count a month
]


@pytest.mark.parametrize(("question", "reply", "docs", "want"), CASES)
def test_a_whole_period_is_worked(question, reply, docs, want):
    assert period_amounts.worked(question, reply, [docs]) == want


def test_a_period_answered_through_the_reply_guard():
    reply, stated = ask_rag(CLEANER, "How much does a week of standard cleaning cost?")
    assert "45" in reply and not stated
