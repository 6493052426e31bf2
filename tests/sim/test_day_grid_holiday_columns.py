"""A day grid whose column header lists days and holidays ("Sat, Sun, holidays") is a column of
those days, and a row key whose every word the question holds ("Last boat back", not "Last boat
out") is the row asked (issue 26, nineteenth N1). Invented grids, none of the set's."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import schedules
from course_lib.sim.words import weekdays


@pytest.mark.parametrize(
    ("cell", "days"),
    [
        ("Sat, Sun, holidays", {5, 6}),
        ("Sun & public holidays", {6}),
        ("Saturday and bank holidays", {5}),
        ("Mon-Fri", {0, 1, 2, 3, 4}),
    ],
)
def test_a_day_cell_may_add_holidays(cell, days):
    assert weekdays.cell_days(cell) == frozenset(days)


@pytest.mark.parametrize("cell", ["Sat, Sun, mornings", "Holidays", "Sun and more"])
def test_other_words_beside_days_are_no_day_cell(cell):
    assert weekdays.cell_days(cell) is None


_FERRY = """Island ferry - summer sailings
                 Mon-Fri        Sat, Sun, holidays
First boat out   07:10          08:40
Last boat out    18:00          19:30
Last boat back   18:45          20:15
"""

_POOL = """Leisure centre pool - lane times
                 Mon-Fri        Sat, Sun, holidays
Lanes open       06:30          08:00
Lanes close      21:00          18:00
Sauna open       07:00          09:00
"""

_MUSEUM = """Town museum - opening
                 Tue-Fri        Sat and holidays
Doors open       10:00          09:00
Doors close      17:00          18:00
Last entry       16:15          17:15
"""


@pytest.mark.parametrize(
    ("body", "question", "expected"),
    [
        (_FERRY, "When is the last boat back on a Sunday?", "20:15"),
        (_FERRY, "When does the last boat go out on Saturday?", "19:30"),
        (_POOL, "When do the lanes close on Saturday?", "18:00"),
        (_MUSEUM, "When do the doors close on Saturday?", "18:00"),
        (_MUSEUM, "When is last entry on Wednesday?", "16:15"),
    ],
)
def test_the_cell_at_the_day_column_and_the_named_row(body, question, expected):
    found = schedules.answer(question, (body,))
    assert found is not None and found.limit is None
    assert expected in found.text
    others = {"20:15", "19:30", "18:45", "18:00", "08:40", "07:10", "21:00", "16:15", "17:15", "17:00", "10:00",
              "09:00", "06:30", "08:00"} - {expected}
    assert not any(o in found.text for o in others), found.text


@pytest.mark.parametrize(
    ("header", "question"),
    [
        ("Mon-Fri        Sat, Sun", "When do the doors close on Sunday?"),
        ("Mon-Fri        Sat, Sun", "When do the doors close on Monday?"),
        ("Weekdays       Weekends", "When do the doors open on Saturday?"),
    ],
)
def test_a_bare_day_label_is_never_the_answer(header, question):
    body = f"Harbour cafe\n                 {header}\nDoors open 10:00 09:00\nDoors close 17:00 18:00\n"
    # the rows out of line with the header: no grid is read, and the header names days and no time
    found = schedules.answer(question, (body,))
    assert found is None or any(ch.isdigit() for ch in found.text), found


@pytest.mark.parametrize(
    ("body", "question", "expected"),
    [
        (_FERRY, "When is the last boat back on weekdays?", "18:45"),
        (_FERRY, "When is the first boat out at weekends?", "08:40"),
        (_POOL, "When do the lanes open Monday to Friday?", "06:30"),
    ],
)
def test_a_group_of_days_picks_the_column_for_exactly_those_days(body, question, expected):
    found = schedules.answer(question, (body,))
    assert found is not None and found.limit is None
    assert expected in found.text


def test_a_group_no_column_is_for_is_no_grid_answer():
    assert schedules.answer("When do the doors close on weekdays?", (_MUSEUM,)) is None  # Tue-Fri, not Mon-Fri
