"""``near_miss``: a yes/no whose values are spread over rows read as records, none holding them all.
Invented rows."""

from __future__ import annotations

from course_lib.sim.grounded.near_miss import spread

ROWS = ["Ticket: 0417; Colour: pink; Prize: £10", "Ticket: 0931; Colour: green; Prize: £50"]


def test_values_spread_over_rows():
    found = spread("My ticket is green 0417 - have I won?", ROWS)
    assert found is not None and found.closest == ROWS[0] and found.answer().startswith("No. No row holds")


def test_a_row_that_holds_them_all_or_sentences():
    assert spread("My ticket is pink 0417 - have I won?", ROWS) is None
    assert spread("My ticket is green 0417 - have I won?", ["Ticket 0417 is pink.", "Ticket 0931 is green."]) is None
