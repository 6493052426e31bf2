"""A share of stated amounts, worked (``workings._shared`` through ``workings.worked``; issue 26, the
twenty-seventh set's V9): the question's count dividing the amounts' total ("split 3 ways", "between
the 4 of us"), or a period or payment the question names dividing the one amount by the count a
statement spreads it over ("paid over 12 months" ... "how much a month"). Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import workings


@pytest.mark.parametrize("question, notes, answer", [
    ("how much each if we split it 5 ways", ["The taxi was £42.50 and the tolls £7.50."], "£10.00"),
    ("split between the four of us, how much is that each", ["Dinner came to €96 with the tip."], "€24"),
    ("how much is that a week", ["The course costs £390, paid over 6 weeks."], "£65"),
    ("how much is each payment", ["The sofa is $1,200, paid in 8 payments."], "$150"),
    ("so how much a month", ["Our broadband is £330 a year, paid in 12 monthly instalments, over 12 months."],
     "£27.50"),
])
def test_a_share_worked(question, notes, answer):
    done = workings.worked(question, notes)
    assert isinstance(done, workings.Worked) and done.result == answer, done


@pytest.mark.parametrize("question, notes", [
    ("how much is that a month", ["The course costs £390, paid over 6 weeks."]),  # no months said: no share
    ("how much was the taxi", ["The taxi was £42.50 and the tolls £7.50."]),  # no share asked
    ("how much each", ["We walked 12 miles over 3 days."]),  # no money to share
])
def test_no_share(question, notes):
    assert not isinstance(workings.worked(question, notes), workings.Worked)


def test_two_amounts_over_one_count_is_unworked():
    done = workings.worked("how much is that a month", ["Rent is £900 and bills £120, paid over 3 months."])
    assert isinstance(done, workings.Unworked)
