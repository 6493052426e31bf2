"""``period_rates``: an amount asked for a year or a week over a line's monthly or daily rate is worked,
never the per-period line. Invented lines (an allotment, a boat mooring, a co-working desk)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import period_rates


@pytest.mark.parametrize(("question", "reply", "figure"), [
    ("What does a plot cost per year?", "Allotment plot: £9 a month.", "£108"),
    ("How much is the mooring per annum?", "Mooring fee: £40 monthly.", "£480"),
    ("What would a desk cost for a whole week?", "Hot desk: £12 per day.", "£84"),
    ("工位一年多少钱?", "工位每月300元。", "3,600元"),
    ("¿Cuánto es el amarre al año?", "Amarre: 30 euros al mes.", "€360"),
])
def test_worked(question, reply, figure):
    out = period_rates.worked(question, reply)
    assert out is not None and out.startswith(figure)


@pytest.mark.parametrize(("question", "reply"), [  # guards: the line's own period, no rate, a ratio not whole
    ("What does a plot cost a month?", "Allotment plot: £9 a month."),
    ("What does a plot cost per year?", "Allotment plot: £9, once."),
    ("What does a desk cost a month?", "Hot desk: £60 per week."),
    ("Is the plot open all year?", "Allotment plot: £9 a month."),
])
def test_not_worked(question, reply):
    assert period_rates.worked(question, reply) is None
