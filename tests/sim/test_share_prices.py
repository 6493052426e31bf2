"""``grounded.share_prices``: a price given as a share of another ("half price", "25% off"), applied to
the price it is a share of (issue 26, fix59b; the fifty-fourth set's mr-ev). An invented zoo's prices;
every row but the guards fails on cb72417e (where the module did not exist)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.share_prices import worked

ZOO = ("Ridgeway Zoo - admission\nDay ticket £18. Family ticket £56.\nCarers go half price on the day ticket.\n"
       "Members get 10% off the family ticket.\nParking is free.")


@pytest.mark.parametrize(("question", "start"), [
    ("how much is a day ticket for a carer", "£9 "),
    ("what do members pay for a family ticket", "£50.40 "),
])
def test_the_share_applied(question, start):
    got = worked(question, [ZOO])
    assert got is not None and got.startswith(start), got


@pytest.mark.parametrize("question", [
    "how much is a day ticket",  # guard: the priced thing itself, no group of the share
    "how much is parking",  # guard: no share on its line
    "is it half price for carers",  # guard: the question states the share itself
])
def test_guard_nothing_worked(question):
    assert worked(question, [ZOO]) is None


def test_guard_a_share_of_one_more_with_a_count():
    text = "Dog walks\nGroup walk £14.\nA second dog from the same home goes half price."
    assert worked("my two dogs on a group walk, how much", [text]) is None


_CLUB = ("Junior football club fees.\nFirst child: £120 a season. Second child: £100 a season.\n"
         "Foster families: half price on the child fee.\nUpdate: the second child fee now costs £90.")


@pytest.mark.parametrize("question, expected", [
    ("first child's fee for our foster child, how much", "£60"),  # never the second child's amended £90
    ("second child's fee for our foster child, how much", "£45"),  # the amended second-child line
])
def test_the_questions_own_place_names_the_base(question, expected):
    """fix64b (the fifty-ninth set's XW2, park-ev): a question naming a place ("first") takes no base
    whose sentence names another ("the second child fee now costs £90"), and a base naming its own
    goes ahead. The "second" row is a guard (it passes before the change too)."""
    reply = worked(question, [_CLUB])
    assert reply is not None and reply.startswith(expected)
