"""``rates``: the period a question asks an amount for, an amount stated for several periods divided
for one. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.rates import asked_period, counts_periods, per_period


@pytest.mark.parametrize(("question", "period"), [("What is the monthly fee?", "month"), ("What is the fee?", None)])
def test_asked_period(question, period):
    assert asked_period(question) == period


def test_per_period():
    q = "What is the weekly rent?"
    assert per_period(q, "Rent is £900 for three weeks.") == "£900 for 3 weeks: £900 / 3 = £300.00 a week."
    assert per_period(q, "Rent is paid on Fridays.") is None
    assert counts_periods(q, "Rent for three weeks is due upfront.")
    assert not counts_periods(q, "Rent is due upfront.")
