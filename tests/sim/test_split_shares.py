"""split_shares: one person's share of an amount the notes split (invented wordings, topics and
formats; none from the fresh sets)."""

import pytest

from course_lib.sim.grounded import split_shares
from course_lib.sim.grounded.split_shares import Share, Unworked

ALLOTMENT = """Plot 9 costs 2031 (shared by the five of us)
Seeds and compost - 45.50 - Gwen
Water butt - 28.00 - Ifor - split between Ifor and Nia
New padlock - 12.00 - Nia
Everything is shared equally between the five of us."""
TRIP = """Lake trip kitty
* Cabin deposit €240.00 (Ana paid) - split 4 ways
* Fuel €63.00 (Ben paid) - shared between 3 of us, Ana drove her own car
* Boat hire €90.00 (Ana paid)"""
NO_RULE = """Office snacks
Fruit box £18.00 paid by Priti
Coffee beans £24.00 paid by Sol"""
TWO_PRICES = """Band costs, split 4 ways
Rehearsal room £60.00 (Thu) and £45.00 (Sun), paid by Kit"""

WORKED = [
    # (question, notes, result)
    ("how much do i owe gwen for the seeds and compost", ALLOTMENT, "9.10"),
    ("whats my share of the water butt", ALLOTMENT, "14.00"),
    ("im nia - how much do i owe ana for the cabin deposit", TRIP, "€60.00"),
    ("how much does each of us owe ben for fuel", TRIP, "€21.00"),
    ("whats my half of the padlock", ALLOTMENT, "6.00"),
]

UNWORKED = [
    # the boat hire line states no split, the notes no default
    ("whats my share of the boat hire", TRIP),
    # two amounts on the named line
    ("how much is my share of the rehearsal room", TWO_PRICES),
]

NONE = [
    # no share asked
    ("how much was the padlock", ALLOTMENT),
    ("who paid for the fuel", TRIP),
    # no split stated anywhere: "owe" asks no share here
    ("do i owe priti anything", NO_RULE),
    # no line the question's subject names
    ("whats my share of the gas bill", ALLOTMENT),
]


@pytest.mark.parametrize("question,notes,result", WORKED)
def test_the_amount_divided_by_its_split(question, notes, result):
    got = split_shares.share(question, [notes])
    assert isinstance(got, Share) and got.result == result, got
    assert got.text().startswith(result)


@pytest.mark.parametrize("question,notes", UNWORKED)
def test_a_split_it_cannot_tell_is_unworked(question, notes):
    got = split_shares.share(question, [notes])
    assert isinstance(got, Unworked) and got.reason, got


@pytest.mark.parametrize("question,notes", NONE)
def test_no_share(question, notes):
    assert split_shares.share(question, [notes]) is None
