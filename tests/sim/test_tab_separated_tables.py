"""A table pasted from a spreadsheet, its cells parted by tabs (issue 26; the twenty-second set's
Q1): ``data_records.fixed_width_table`` expanded the tabs and cut at the columns they reached, so
a header "R2 Flags" was split in two when its neighbours' widths differed, and a sheet whose key
cells held spaces was no table at all. Now lines that all hold tabs (a title line above allowed)
are cut at the tabs. Sheets invented here; the behaviour cases fail on fd1edf3, guards marked.
"""

from __future__ import annotations

import pytest

from course_lib.sim.material.data_records import fixed_width_table
from course_lib.sim.material.prose import units


@pytest.mark.parametrize(("lines", "header", "first_row"), [
    (["Team\tR1 Maps\tR2 Flags\tR3 Films", "Owls\t6\t8\t4", "Bats\t7\t5\t9"],
     ["Team", "R1 Maps", "R2 Flags", "R3 Films"], ["Owls", "6", "8", "4"]),
    (["Choir\tPitch\tBlend\tTotal", "Northgate Singers\t7\t9\t16", "St Anne's Chorale\t9\t6\t15"],
     ["Choir", "Pitch", "Blend", "Total"], ["Northgate Singers", "7", "9", "16"]),
    (["Allotment rota", "Week\tWatering\tCompost", "1\tAsha\tBen", "2\tCarl\t"],
     ["Week", "Watering", "Compost"], ["1", "Asha", "Ben"]),
    (["Item\tQty\tPrice\t", "Trowel\t2\t£4.50\t", "Twine\t1\t£1.20\t"],
     ["Item", "Qty", "Price"], ["Trowel", "2", "£4.50"]),
])
def test_tab_separated_lines_are_cut_at_their_tabs(lines, header, first_row):
    grid = fixed_width_table(lines)
    assert grid is not None and grid[1] == header and grid[2][0] == first_row


@pytest.mark.parametrize("lines", [
    ["Name\tAge", "Ann\t4"],  # guard: one row only
    ["Dear Sam,\tthanks", "for the note.", "See you soon"],  # guard: prose with a stray tab
    ["2024\t2025\t2026", "4\t5\t6", "7\t8\t9"],  # guard: a header of figures
    ["Note: read this\tfirst", "a\tb", "c\td"],  # guard: a record's "Key:" line, no header
])
def test_other_lines_are_no_tab_table(lines):
    assert fixed_width_table(lines) is None or "\t" not in "".join(fixed_width_table(lines)[1])


def test_a_tab_sheet_reads_as_rows_with_their_headers():
    sheet = "Branch\tQ1 Sales\tQ2 Sales\nDock Road\t40\t55\nHigh Street\t30\t35\n"
    rows = [u for u in units(sheet) if u.table]
    assert [u.cells for u in rows][0] == (("Branch", "Dock Road"), ("Q1 Sales", "40"), ("Q2 Sales", "55"))
