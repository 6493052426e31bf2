"""A quoted grid cell's mark and the key line it points to (``course_lib.sim.grounded.cell_notes``; the
merger's round 71, the fifty-first set's bus-sat-quiet). Invented material: a village minibus and a
leisure centre's court grid, in layouts of their own; a yes/no over a marked cell with no verdict is a
stated limit; any other question gets the note beside the cell; guards: "AM" is no mark, a mark with
no key line is none."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import cell_notes
from tests.sim._chat import ask_rag

MINIBUS = """Fellside Village Minibus - weekly timetable

                 Tue       Thu       Sat
Fellside Green   09:15     09:15 R   10:05 F
Low Bridge       09:27     09:27 R   10:17 F
Kendray Station  09:50     09:50 R   10:40 F

R - runs only when 4 or more seats are booked by Wednesday noon
F - first Saturday of the month only; other Saturdays it stops at Low Bridge
"""


@pytest.mark.parametrize(("text", "expected"), [
    ("Kendray Station, Sat: 10:40 F.", [("F", "first Saturday of the month only; other Saturdays it stops at Low Bridge")]),
    ("Low Bridge, Thu: 09:27 R.", [("R", "runs only when 4 or more seats are booked by Wednesday noon")]),
    ("Kendray Station, Tue: 09:50.", []),  # no mark
    ("Doors at 10:00 AM.", []),  # "AM" is no mark
    ("Court 2, Mon: 18:00 X.", []),  # a mark the documents key nowhere
])
def test_notes_of_marked_cells(text, expected):
    assert cell_notes.notes(text, [MINIBUS]) == expected


def test_a_yes_no_over_a_marked_cell_with_no_verdict_is_a_limit():
    reply, limits = ask_rag(MINIBUS, "it's the third saturday. can i ride the minibus right to kendray station?")
    assert limits and "10:40" not in reply.split("can't")[0], (reply, limits)


def test_a_time_asked_of_a_marked_cell_gives_the_note_beside_it():
    reply, limits = ask_rag(MINIBUS, "what time does saturday's minibus reach kendray station")
    assert "10:40" in reply and "first Saturday of the month" in reply and not limits, (reply, limits)
