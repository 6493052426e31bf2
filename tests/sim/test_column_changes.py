"""``grounded.column_changes``: a later change of one cell of a price matrix is no change of another
column's or another row's cell (issue 26, fix59b). Invented ferry fares; every row but the guards fails
on cb72417e (where the module did not exist, and ``later_corrections`` applied the change)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import column_changes, later_corrections

FARES = ("Kelby ferry - single fares\n| Ticket | Winter | Summer | Festival week |\n|---|---|---|---|\n"
         "| Foot passenger | £6 | £8 | £10 |\n| Car and driver | £22 | £30 | £36 |\n| Bicycle | +£1 | +£1 | +£2 |\n"
         "Under-3s travel free.\nCorrection 2 May: the summer foot passenger fare is now £9.")
LINE = "Correction 2 May: the summer foot passenger fare is now £9."


@pytest.mark.parametrize(("question", "picked"), [
    ("foot passenger in festival week", "| Foot passenger | £6 | £8 | £10 |"),
    ("winter fare on foot", "Ticket: Foot passenger; Winter: £6."),
    ("car and driver in summer", "Ticket: Car and driver; Winter: £22; Summer: £30; Festival week: £36."),
])
def test_a_change_of_another_cell(question, picked):
    assert column_changes.other_cell(LINE, question, picked, FARES)


def test_guard_the_asked_cell_is_changed():
    assert not column_changes.other_cell(LINE, "foot passenger in summer", "| Foot passenger | £6 | £8 | £10 |", FARES)
    found = later_corrections.correcting("foot passenger in summer", ["| Foot passenger | £6 | £8 | £10 |"], [FARES])
    assert found is not None and "£9" in found.line


def test_later_corrections_leave_another_column():
    assert later_corrections.correcting("foot passenger in festival week", ["| Foot passenger | £6 | £8 | £10 |"],
                                        [FARES]) is None


_WALL = """| Entry | Off-peak (Mon-Fri, before 4pm) | Peak (weekends & evenings) |
|---|---|---|
| Adult | £9.50 | £12.00 |
| Junior (8-15) | £7.00 | £8.50 |

Update 2 March: peak adult entry is now £13.00."""
_WALL_ROW = "Entry: Adult; Off-peak (Mon-Fri, before 4pm): £9.50; Peak (weekends & evenings): £12.00."
_WALL_CHANGE = "Update 2 March: peak adult entry is now £13.00."


@pytest.mark.parametrize(("question", "other"), [
    ("adult entry on a wednesday before 4pm?", True),  # the day is in the off-peak header: another cell
    ("adult entry on a sunday?", False),  # the day is in the peak header: the changed cell (a guard)
    ("adult entry at peak times?", False),  # the header named by its word (a guard)
])
def test_a_day_the_question_names_asks_the_column_whose_header_covers_it(question, other):
    """(the wednesday row fails before the merger's fix in session 78: the peak change was applied to the
    off-peak price, "£13.00 (changed from ...)")"""
    assert column_changes.other_cell(_WALL_CHANGE, question, _WALL_ROW, _WALL) is other


def test_a_weekday_question_never_gets_the_peak_change():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    text = SimulatedChatModel().invoke([SystemMessage("Answer from the price board.\n\n" + _WALL),
                                        HumanMessage("adult entry on a wednesday before 4pm?")]).content
    assert "£13" not in text, text
