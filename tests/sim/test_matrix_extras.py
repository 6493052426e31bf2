"""``grounded.matrix_extras``: a price table's cell in the asked column plus the extras the question
names (issue 26, fix59b; the fifty-fourth set's bf-bankhol). Invented ferry fares and a cinema's prices;
every row but the guards fails on cb72417e (where the module did not exist)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.matrix_extras import priced

FARES = ("Kelby ferry - single fares\n| Ticket | Winter | Summer | Festival week |\n|---|---|---|---|\n"
         "| Foot passenger | £6 | £8 | £10 |\n| Car and driver | £22 | £30 | £36 |\n| Bicycle | +£1 | +£1 | +£2 |\n"
         "Regatta day is charged at festival rates.\nCorrection 2 May: the summer foot passenger fare is now £9.")
CINEMA = ("Roxy cinema\n| Seat | Standard | Premium |\n| Adult | £9 | £12 |\n| Concession | £7 | £10 |\n"
          "3D glasses +£1.20 per ticket. Snacks are extra.")


@pytest.mark.parametrize(("question", "text", "total"), [
    ("foot passenger in festival week with a bicycle", FARES, "£12"),
    ("foot passenger on regatta day with my bicycle", FARES, "£12"),  # the note sends it to the festival column
    ("summer foot passenger with a bicycle", FARES, "£10"),  # the amended cell in force (£9) plus £1
    ("adult premium seat, 3D glasses too", CINEMA, "£13.20"),
])
def test_the_cell_plus_the_extra(question, text, total):
    got = priced(question, [text])
    assert got is not None and got.text.startswith(total + ":"), got


def test_no_column_decided_is_a_limit_never_another_column():
    got = priced("car and driver with a bicycle", [FARES])
    assert got is not None and got.why and not got.text


@pytest.mark.parametrize("question", [
    "foot passenger in summer",  # guard: no extra named
    "3 nights, car and driver in winter with a bicycle",  # guard: a count is another reader's work
])
def test_guard_nothing_worked(question):
    assert priced(question, [FARES]) is None
