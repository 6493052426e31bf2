"""AsciiDoc tables read as the table rows the other table readers give (``course_lib.sim.material.
asciidoc_tables``, through ``plain_text``; issue 26, the thirty-fourth set's CC4). Tables invented
here (a library's hours, a café's prices, meeting rooms, towns, a bus timetable); all fail on
fc9a2af1 (no such module, and a ``|===`` block read as one sentence), except the guards marked.
"""

from __future__ import annotations

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.asciidoc_tables import pipe_tables
from course_lib.sim.material.plain_text import plain_text
from course_lib.sim.material.prose import units
from tests.sim.test_grounded_calibration import _rag

_ONE_ROW_A_LINE = """== Opening hours

[cols="1,2"]
|===
|Day |Opens

|Monday |9:00 to 17:00
|Saturday |10:00 to 13:00 (first Saturday of the month: closed)
|Sunday |Closed
|===

Books can be returned through the letterbox at any time."""

_ONE_CELL_A_LINE = """.Meeting rooms
[cols="3*"]
|===
|Room
|Floor
|Seats

|Lovelace
|2
|12

|Hopper
|3
|30
|==="""

_HEADER_OPTION = """[%header,cols="2*"]
|===
|Drink |Price
|Flat white |£3.10
|Mocha |£3.60
|==="""

_NO_HEADER = """[%noheader,cols="2*"]
|===
|Route 7 |every 20 minutes
|Route 12 |every hour
|==="""

_CSV = """,===
Town,Population
Alnwick,8116
Hexham,13097
,==="""

_SPANNED = """[cols="2*"]
|===
2+|Both columns
|a |b
|==="""


def _rows(text: str) -> list[dict[str, str]]:
    return [dict(u.cells) for u in units(plain_text(text)) if u.table]


@pytest.mark.parametrize(("text", "rows"), [
    (_ONE_ROW_A_LINE, [{"Day": "Monday", "Opens": "9:00 to 17:00"},
                       {"Day": "Saturday", "Opens": "10:00 to 13:00 (first Saturday of the month: closed)"},
                       {"Day": "Sunday", "Opens": "Closed"}]),
    (_ONE_CELL_A_LINE, [{"Room": "Lovelace", "Floor": "2", "Seats": "12"},
                        {"Room": "Hopper", "Floor": "3", "Seats": "30"}]),
    (_HEADER_OPTION, [{"Drink": "Flat white", "Price": "£3.10"}, {"Drink": "Mocha", "Price": "£3.60"}]),
    (_CSV, [{"Town": "Alnwick", "Population": "8116"}, {"Town": "Hexham", "Population": "13097"}]),
])
def test_a_table_block_reads_as_rows_named_by_its_header(text, rows):
    assert _rows(text) == rows


def test_a_table_with_no_header_reads_its_rows_as_cells_alone():
    assert [list(u.cells) for u in units(plain_text(_NO_HEADER)) if u.table] == [
        [("", "Route 7"), ("", "every 20 minutes")], [("", "Route 12"), ("", "every hour")]]


def test_the_lines_around_the_table_and_its_title_stay_lines_of_their_own():
    texts = [u.text for u in units(plain_text(_ONE_ROW_A_LINE))]
    assert "Books can be returned through the letterbox at any time." in texts
    assert "Meeting rooms" in [u.text for u in units(plain_text(_ONE_CELL_A_LINE))]
    assert not any("|===" in t or "cols=" in t for t in texts)


def test_a_spanned_cell_leaves_the_block_as_written():
    """Guard of the rule: no pipe table lays out a cell spanning two columns."""
    assert pipe_tables(_SPANNED) == _SPANNED


def test_a_block_inside_a_code_fence_is_shown_as_written():
    fenced = f"Write a table like this:\n\n```asciidoc\n{_HEADER_OPTION}\n```"
    assert pipe_tables(fenced) == fenced


def test_text_without_a_table_block_comes_back_unchanged():
    """Guard (passes on the old code too, where nothing rewrote it; there it fails only at the
    import of ``pipe_tables``)."""
    text = "Scores: 3 === 3 is a draw.\n|not a table|"
    assert plain_text(text) == text


def test_a_question_over_an_asciidoc_table_is_answered_by_its_row():
    reply, limits = _rag(SimulatedChatModel(), _ONE_ROW_A_LINE, "when does the library open on Sunday?")
    assert "Closed" in reply and "9:00" not in reply and "Saturday" not in reply, reply
    assert not limits, limits


def test_a_cell_of_a_one_cell_a_line_table_answers_its_row():
    reply, limits = _rag(SimulatedChatModel(), _ONE_CELL_A_LINE, "which floor is Lovelace on?")
    assert "2" in reply and "Hopper" not in reply and "|" not in reply, reply
