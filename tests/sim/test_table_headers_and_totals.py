"""A fixed-width table whose header has two-word or parenthesised column names, a table run
ended by summary lines, and a total over a column (issue 26; fourteenth I1, SAME as tenth C4 /
twelfth G5 / thirteenth H1).

A header cell of two words parted by one space ("Seats booked", "Fee (EUR)") was cut in two
when no row has a cell under its second word, so the row paired with it kept only the first
word ("Seats: 40") and a question's other word met nothing; a table followed by lines of
another shape ("Service fee ... 12.00") was not read as a table at all, so its header line alone
was quoted; and "in total" / "altogether" over a table quoted one row. Now the header word
with no column under it goes on its left neighbour (``data_records._by_gutters``), a run's
leading rows of one shape are read as a table and the summary lines stay lines
(``data_records.leading_table``), and the one numeric column the question names is added up
(``totals``). Tables and wordings are invented for this test; each behaviour case fails on the
code before the change, the guards pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import totals
from course_lib.sim.material.data_records import fixed_width_table, leading_table
from course_lib.sim.material.prose import units
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_ROOMS = """Harbour Conference Centre - rooms
Room name        Seats booked   Floor
Atlantic         40             2
Baltic           25             3
Caspian          60             1
"""

_COURSES = """Evening classes - autumn term
Course           Fee (EUR)   Weeks taught   Tutor
Pottery          180         10             Hana
Life drawing     150         8              Oskar
Spanish A1       210         12             Maite
"""

_INVOICE = """Kestrel Print Ltd - invoice 5512
Issued 03/03/2026
Item           Qty   Unit price   Amount
Flyers A5      500   0.12         60.00
Posters A2     20    2.50         50.00
Service fee for artwork checks      12.00
Total due                           122.00
Pay within 14 days.
"""

_HOURS = """Timesheet - week 12
Day        Hours logged   Site
Monday     7.5            Depot
Tuesday    8              Depot
Wednesday  6              Yard
"""

_DISKS = """Filesystem      Size  Used Avail Use%
/dev/sda1        50G   41G  9.0G  82%
/dev/sdb1       1.8T  0.9T  0.9T  50%
"""


@pytest.mark.parametrize(("table", "header"), [
    (_ROOMS, ["Room name", "Seats booked", "Floor"]),
    (_HOURS, ["Day", "Hours logged", "Site"]),
])
def test_a_header_cell_of_several_words_is_one_column(table, header):
    read = fixed_width_table(table.split("\n"))
    assert read is not None and read[1] == header, read


def test_a_column_of_its_own_beside_a_one_space_gap_stays_apart():  # guard: df's "Used Avail"
    read = fixed_width_table(_DISKS.split("\n"))
    assert read is not None and read[1] == ["Filesystem", "Size", "Used", "Avail", "Use%"]
    read = fixed_width_table(_COURSES.split("\n"))  # cells under both words of "Weeks taught": read before too
    assert read is not None and read[1] == ["Course", "Fee (EUR)", "Weeks taught", "Tutor"]


def test_a_table_over_summary_lines_ends_where_the_row_shape_changes():
    lines = _INVOICE.split("\n")[2:8]
    found = leading_table(lines)
    assert found is not None, found
    (_, header, rows), used = found
    assert header == ["Item", "Qty", "Unit price", "Amount"] and len(rows) == 2 and used == 3
    texts = [u.text for u in units(_INVOICE)]
    assert "Item: Posters A2; Qty: 20; Unit price: 2.50; Amount: 50.00." in texts, texts
    assert not any(t.startswith("Item Qty") for t in texts), texts  # the header line is never a unit of its own


@pytest.mark.parametrize(("table", "question", "column", "total"), [
    (_ROOMS, "How many seats are booked altogether?", "Seats booked", 125),
    (_COURSES, "How many weeks are taught in total?", "Weeks taught", 30),
    (_HOURS, "How many hours were logged in total?", "Hours logged", 21.5),
])
def test_a_total_over_the_column_the_question_names(table, question, column, total):
    found = totals.totalled(question, [table])
    assert found is not None and found.column == column and found.total == total, found


@pytest.mark.parametrize(("table", "question"), [
    (_ROOMS, "How many seats are booked on floor 2?"),  # no aggregate word
    (_ROOMS, "How many seats are booked altogether on floor 2?"),  # a figure of the question's own
    (_HOURS, "How many hours were logged at the Depot in total?"),  # a word that picks rows
    ("The three rooms seat 125 people altogether.", "How many seats altogether?"),  # no table
])
def test_a_total_that_is_not_clear_is_left_to_the_usual_path(table, question):  # guard: None before too
    assert totals.totalled(question, [table]) is None


@pytest.mark.parametrize(("table", "question", "right"), [
    (_ROOMS, "How many seats are booked altogether?", "125"),
    (_HOURS, "How many hours were logged in total?", "21.5"),
    (_COURSES, "Which tutor teaches Spanish A1?", "Maite"),
])
def test_the_reply_reads_the_table(llm, table, question, right):  # noqa: F811
    text, stated = _rag(llm, table, question)
    assert right in text and not stated, (text, stated)


# --- a running total over a line score's first numbered columns (twentyfixB, O1) ---------------

_INNINGS = """Sunday friendly - line score
Side        1  2  3  4  5  6  7   R
Herons      0  1  1  0  3  0  2   7
Kestrels    2  0  0  0  1  1  0   4
"""

_QUIZ = """Pub quiz - rounds
Team            1   2   3   4   5   6   Total
Brain Drain     8   7   9   6   8   7    45
Quizzly Bears   6   9   8   8   5   9    45
Mind the Gap    7   7   6   9   9   8    46
"""


@pytest.mark.parametrize("doc, question, want", [
    (_INNINGS, "What was the score after three innings?", "2-2 after 3 innings"),
    (_INNINGS, "what was it after 5 innings", "5-3 after 5 innings"),
    (_QUIZ, "Who was ahead after the first two rounds?", "Brain Drain 15 (8 + 7); Quizzly Bears 15 (6 + 9); "
                                                         "Mind the Gap 14 (7 + 7)"),
])
def test_a_running_total_adds_each_rows_first_numbered_columns(llm, doc, question, want):  # noqa: F811
    reply, limits = _rag(llm, doc, question)
    assert want in reply, reply
    assert not limits


@pytest.mark.parametrize("question", ["What was the score after eight innings?",  # more columns than the game
                                      "What was the final score?", "How many runs after lunch?"])
def test_no_running_total_without_that_many_numbered_columns(question):
    assert totals.running_total(question, [_INNINGS]) is None
