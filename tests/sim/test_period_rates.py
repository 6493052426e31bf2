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


@pytest.mark.parametrize(("question", "reply", "figure"), [
    ("weekly locker for a year, how much", "Item: Weekly locker; price_gbp: 4.50; notes: key deposit extra.", "£234"),
    ("whats the parking permit cost per year", "permit: Resident monthly; cost_eur: 25", "€300"),
    ("how much for a whole week of bike hire", "name: Bike hire daily, Fee (USD): 18", "$126"),
    ("allotment for a year how much", '{"plot": "Half plot, monthly", "price_gbp": 9}', "£108"),
], ids=["csv-gbp", "record-eur", "paren-usd", "json-gbp"])
def test_a_currency_fields_bare_figure_is_the_rate(question, reply, figure):
    """(ground80) a record's field naming its currency ("price_gbp: 52.00"): its bare figure is the line's
    amount; each fails on start80 (no amount read, the record quoted)."""
    out = period_rates.worked(question, reply)
    assert out is not None and out.startswith(figure), out


def test_a_currency_field_among_signed_amounts_is_not_read():
    """A guard (passes on start80 too): a line with a signed amount keeps it; two fields are two amounts, none picked."""
    assert period_rates.worked("cost per year?", "Monthly: £10; old_price_gbp: 12").startswith("£120")
    assert period_rates.worked("cost per year?", "Monthly; price_gbp: 10; deposit_gbp: 20") is None
