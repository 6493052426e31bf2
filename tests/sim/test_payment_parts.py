"""``grounded.payment_parts``: one payment's parts (a deposit and a balance; a one-off fee and the first
month) summed when the question asks the whole (issue 26, fix59b; the fifty-fourth set's camp-total).
Invented letters; every row but the guards fails on cb72417e (where the module did not exist)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.payment_parts import summed

CRUISE = ("River cruise - booking confirmation\nDeposit: €90 (paid 2 Feb)\nRemaining balance: €310, due 8 weeks "
          "before sailing\nBike hire on board: €15 a day, with a refundable €50 deposit.\nCabins are cleaned daily.")
POTTERY = ("Clay Corner - term membership\nRegistration fee: $20 (one-off)\nMonthly studio access: $45\n"
           "Glazes are included.")


@pytest.mark.parametrize(("question", "text", "total"), [
    ("what does the cruise cost altogether", CRUISE, "€400"),
    ("full cost of the booking?", CRUISE, "€400"),
    ("how much for the first month in total", POTTERY, "$65"),
])
def test_the_parts_summed(question, text, total):
    got = summed(question, [text])
    assert got is not None and got.startswith(total + " in all"), got


@pytest.mark.parametrize(("question", "text"), [
    ("what's the total for bike hire", CRUISE),  # guard: another line prices what is asked
    ("how much is the balance", CRUISE),  # guard: a part asked, not the whole
    ("total for both of us", CRUISE),  # guard: a count of people is another reader's work
    ("how much is monthly studio access", POTTERY),  # guard: no whole, no first month asked
    ("how much in total", "Statement, May\nDeposit from J Cole: £200\nBalance: £1,200\nFees: none"),  # guard: an account
])
def test_guard_nothing_summed(question, text):
    assert summed(question, [text]) is None
