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
