"""A fixed-width table row whose cell holds a colon ("Refund: damaged item", "Note: late") is a
row of the table, not a ``Key: value`` field that cuts the run short (issue 26, fifteenth J3):
the column cuts win when the text before the colon holds a column gap of its own. Texts invented
for this test; the last one a guard (a record of fields after a table stays fields)."""

from __future__ import annotations

from course_lib.sim.material import prose

_ORDERS = """Order history for account 7741
Date     Shop         Item                         Amount
03 Mar   Northgate    Kettle                       £24.00
07 Mar   Northgate    Toaster                      £31.50
11 Mar   Harbourside  Refund: damaged item         -£24.00
15 Mar   Harbourside  Blender                      £45.00
18 Mar   Northgate    Mugs (4)                     £12.00
Account balance: £88.50
"""

_LOG = """Shift log, ward 3
Day      Nurse        Entry                        Bed
Mon      Okafor       Obs taken                    12
Tue      Lindqvist    Note: patient asked for tea  9
Wed      Okafor       Meds round                   4
Thu      Brandt       Note: family visiting        9
Fri      Lindqvist    Obs taken                    12
Handover at 19:00.
Next review: Friday
"""

_LAPS = """Club time trial
Rider      Team        Result                 Lap
Imani      Velo North  Finished               31.2
Tomas      Velo North  DNF: puncture          0
Greta      Riverbank   Finished               29.8
Jonas      Riverbank   DNF: crash             0
Oskar      Velo North  Finished               30.5
Course: 12 km loop
Best lap: Greta
"""


def _rows(text: str) -> list[str]:
    return [u.text for u in prose.units(text) if u.table]


def test_a_colon_cell_row_stays_in_the_table():
    rows = _rows(_ORDERS)
    assert len(rows) == 5, rows
    assert any("Shop: Harbourside" in r and "Refund: damaged item" in r for r in rows), rows
    assert sum("Shop: Harbourside" in r for r in rows) == 2


def test_rows_after_a_colon_cell_are_read_as_rows():
    rows = _rows(_LOG)
    assert len(rows) == 5, rows
    assert sum("Bed: 9" in r for r in rows) == 2, rows


def test_two_colon_cells_in_one_table():
    rows = _rows(_LAPS)
    assert len(rows) == 5 and sum("Team: Velo North" in r for r in rows) == 3, rows


def test_a_field_line_after_the_table_stays_a_field():
    texts = [u.text for u in prose.units(_ORDERS)]
    assert any(t.startswith("Account balance: £88.50") for t in texts), texts
