"""``bound_amounts``: a bound of an amount of money asked ("the most the subscription could cost",
"the least we might get back") over documents that state its subject beside money, answered by lines
that state no amount: a stated limit, never the lines quoted as the answer; a line with an amount, or a
figure of the thing asked, is left to answer (issue 26, the thirty-ninth set's HH2). Invented notes;
the cues are data (``data/sim/bound_amounts.yaml``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.bound_amounts import unstated

GYM = """Membership terms
The membership fee is EUR 35 a month, paid by direct debit.
Each January the fee may rise by no more than 6%.
You must give one month's notice to cancel the membership."""

LIBRARY = """Borrowing
Adults may borrow up to 12 books at a time.
A late fee of £0.25 per book per day is charged on overdue books."""

DEPOSIT = """Holiday cottage booking
The deposit is £300, paid on booking.
Damage found after your stay is taken from the deposit.
Cancellations within 14 days of arrival lose the deposit."""


@pytest.mark.parametrize(("question", "texts", "picks", "want"), [
    ("What's the most the membership could cost next February?", [GYM],
     ["You must give one month's notice to cancel the membership."], True),
    ("What's the least we might get back of the deposit?", [DEPOSIT],
     ["Damage found after your stay is taken from the deposit."], True),
    # a line with an amount is left to answer (or to other checks)
    ("What's the most the membership could cost next February?", [GYM],
     ["The membership fee is EUR 35 a month, paid by direct debit."], False),
    # a figure of the thing asked: "up to 12 books"
    ("What's the most books I can borrow?", [LIBRARY], ["Adults may borrow up to 12 books at a time."], False),
    # no bound asked
    ("How do I cancel the membership?", [GYM], ["You must give one month's notice to cancel the membership."], False),
    # a record's value, not a bound of what may be ("the highest ... was")
    ("What was the highest membership fee?", [GYM], ["You must give one month's notice to cancel the membership."],
     False),
], ids=["most-could", "least-might", "amount-picked", "count-picked", "no-bound", "no-modal"])
def test_unstated(question, texts, picks, want):
    assert bool(unstated(question, picks, texts)) is want


def test_the_reply_states_the_limit():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{GYM}\n\n"
                                          "Question: What's the most the membership could cost after the January rise?")
    assert out.response_metadata.get("simulator_limit") or "37.1" in out.content, out.content
