"""``grounded.later_corrections``: a later note that names a table row by its number ("Ines has
handed item 2 to Kasia") corrects that row (issue 26, fix58d; the fifty-fourth set's pta-raffle).
The row's number is read from a Markdown table's first cell ("| 2 | ...") or a rendered row ("#: 2;
..."), and a hand-over ("has handed", "reassigned to") marks the note as a change. Invented minutes;
every row but the guards fails on premerge72, where no table row had a number."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import later_corrections

MINUTES = ("Allotment committee, 2 March\n| # | Job | Who | Status |\n|---|-----|-----|--------|\n"
           "| 1 | Mend the shed roof | Ravi | open |\n| 2 | Order wood chip | Ines | open |\n"
           "| 3 | Clear the pond | Bo | done |\nNote after the meeting: Ines has handed item 2 to Kasia.")
RENDERED = ("Allotment committee, 2 March\n#: 1; Job: Mend the shed roof; Who: Ravi.\n"
            "#: 2; Job: Order wood chip; Who: Ines.\nLater: task 2 reassigned to Kasia.")


@pytest.mark.parametrize(("question", "picked", "text"), [
    ("who is ordering the wood chip", "| 2 | Order wood chip | Ines | open |", MINUTES),
    ("who is ordering the wood chip", "#: 2; Job: Order wood chip; Who: Ines.", RENDERED),
])
def test_a_note_naming_the_row_by_number_corrects_it(question, picked, text):
    found = later_corrections.correcting(question, [picked], [text])
    assert found is not None and "Kasia" in found.line, found


def test_guard_another_row_is_not_corrected():
    assert later_corrections.correcting("who is clearing the pond", ["| 3 | Clear the pond | Bo | done |"],
                                        [MINUTES]) is None


# fix59b: a rendered row ("No: 3; Task: ...") found as its table row; change words read only in a line naming
# the row's number ("item 3 moved to Gwen", "Row 2: now Fri 16 May"). Each row fails on cb72417e.
CLUB = ("Rowing club jobs, 1 April\n| No | Job | Who | By |\n|----|-----|-----|----|\n"
        "| 1 | Fix the boathouse door | Tomas | 10 Apr |\n| 2 | Book the regatta marquee | Ola | 14 Apr |\n"
        "| 3 | Repaint the oars | Fen | 30 Apr |\nNotes are kept by the secretary.\n"
        "Later: item 3 moved to Brigid.\nRow 2: now Thu 17 Apr.")


@pytest.mark.parametrize(("question", "picked", "new"), [
    ("who is repainting the oars", "No: 3; Job: Repaint the oars; Who: Fen; By: 30 Apr.", "Brigid"),
    ("when is the marquee to be booked by", "No: 2; Job: Book the regatta marquee; Who: Ola; By: 14 Apr.", "17 Apr"),
])
def test_a_rendered_row_is_corrected_by_a_note_naming_its_number(question, picked, new):
    found = later_corrections.correcting(question, [picked], [CLUB])
    assert found is not None and new in found.line, found


def test_guard_a_note_naming_another_row_leaves_the_row():
    assert later_corrections.correcting("who is fixing the door", ["No: 1; Job: Fix the boathouse door; Who: Tomas; "
                                                                  "By: 10 Apr."], [CLUB]) is None


def test_guard_moved_to_without_a_row_number_is_no_change():
    text = "Club history\nThe club moved to the river in 1990.\nSecretary: Ann.\nTreasurer: Bo.\nChair: Cy."
    assert later_corrections.correcting("who is the secretary", ["Secretary: Ann."], [text]) is None
