"""A fixed-width grid headed under a blank corner, and sentences written under a grid (2026-12-04,
from my probe grounded_k's two-week menu: the header's indented first line was read as code and the
first row as the header; the notes under the rows were cut into cells). Grids and notes invented
here; the behaviour cases fail on cb27397, the guards (marked) pass there too.
"""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.data_records import fixed_width_table
from course_lib.sim.material.prose import units
from tests.sim.test_grounded_calibration import _rag

_ROTA = """            Early shift      Late shift
Monday      Farah            Olek
Tuesday     Olek             Bea
Wednesday   Bea              Farah
Swap shifts only with the manager's say-so.
"""

_LANES = """        Lane 1      Lane 2      Lane 3
Heat A  Ruiz        Mbeki       Sato
Heat B  Novak       Oyelaran    Lund
"""

_PLAIN_ROWS = """Day        Class      Room
Monday     Pilates    Studio 2
Tuesday    Boxfit     Hall
Bring water to every class and arrive five minutes early.
"""


def _cells(text: str) -> list[dict[str, str]]:
    return [dict(u.cells) for u in units(text) if u.table]


@pytest.mark.parametrize(("text", "row", "column", "cell"), [
    (_ROTA, "Tuesday", "Late shift", "Bea"),
    (_ROTA, "Monday", "Early shift", "Farah"),
    (_LANES, "Heat B", "Lane 2", "Oyelaran"),
])
def test_a_blank_cornered_header_heads_its_grid(text, row, column, cell):
    rows = [r for r in _cells(text) if r.get("") == row]
    assert len(rows) == 1 and rows[0][column] == cell, _cells(text)


def test_the_sentence_under_a_grid_stays_a_sentence():
    texts = [u.text for u in units(_ROTA) if not u.table]
    assert "Swap shifts only with the manager's say-so." in texts, texts
    assert not any("Swap" in " ".join(r.values()) for r in _cells(_ROTA))


def test_a_sentence_under_rows_is_no_row_of_them():  # guard: None on cb27397 too (no figures there)
    assert fixed_width_table(_PLAIN_ROWS.splitlines()) is None
    assert fixed_width_table(_PLAIN_ROWS.splitlines()[:3]) is not None  # guard: the rows alone


def test_a_headed_grid_is_read_as_before():  # guard: a named corner, passed before too
    rows = _cells(_PLAIN_ROWS.splitlines()[0] + "\n" + "\n".join(_PLAIN_ROWS.splitlines()[1:3]) + "\n")
    assert rows and rows[0]["Class"] == "Pilates"


def test_end_to_end_a_cell_by_row_and_column():
    text, limits = _rag(SimulatedChatModel(), _ROTA, "who is on the late shift on tuesday")
    assert "Bea" in text and "Olek" not in text and not limits, (text, limits)
