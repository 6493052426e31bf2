"""A question that names what a column measures, not its header (L4 of the seventeenth set's classes,
K4b of the sixteenth): "how far" asks a km / mi / odometer column, "the longest" an hours column
(``column_families`` in data/sim/lexicons.yaml); "between the first and the last" over a running
column is its last value less its first (``totals.spanned``), over a column that does not run up a
stated limit; a sentence under a fixed-width table is no row of it. Invented tables only."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import totals
from course_lib.sim.material.data_records import fixed_width_table
from tests.sim._chat import ask_rag as _ask

MOPED = """Moped service book
Date      Odometer (km)   Work
04 Mar    3120            oil change
22 Jun    4875            new tyre
30 Sep    6015            brakes
Paid in cash each time.
"""

VANLOG = """Delivery van trips
Day   Driver   Mileage (mi)
Mon   Odile    84
Tue   Sanjay   121
Wed   Odile    67
"""

TUTOR = """Tutoring sessions - Lena
Date      Start   End     Hours
Mon 3     16:00   17:30   1.5
Wed 5     15:00   18:00   3
Fri 7     17:00   18:00   1
"""

FLIGHTS = """Glider log
Flight   Launch   Duration (mins)
1        winch    12
2        aerotow  47
3        winch    9
"""





@pytest.mark.parametrize(("context", "question", "right", "wrong"), [
    (MOPED, "How far did I ride between the first and the last service?", "2,895", "6015."),
    (MOPED, "How many km from the first service to the last?", "2,895", "3120."),
    (VANLOG, "How far did the van go in total?", "272", "121."),
    (TUTOR, "Which session was the longest?", "Wed 5", "Fri 7"),
    (FLIGHTS, "Which flight was the longest?", "aerotow", "winch"),
])
def test_a_column_named_by_its_measure(context, question, right, wrong):
    reply, limits = _ask(context, question)
    assert right in reply and not reply.startswith(wrong) and not limits, reply


def test_a_span_over_a_column_that_does_not_run_up_is_a_stated_limit():
    reply, limits = _ask(VANLOG, "How far did the van go between the first and the last trip?")
    assert limits and "272" not in reply


@pytest.mark.parametrize(("question", "span"), [
    ("How far did I ride between the first and the last service?", 2895.0),
    ("how much did the odometer go up from my first visit to my last", 2895.0),
    ("How far did I ride after the first service?", None),  # no span asked
])
def test_spanned(question, span):
    found = totals.spanned(question, [MOPED])
    assert (found.difference if found else None) == span


def test_a_closing_sentence_is_no_row():
    grid = fixed_width_table(MOPED.splitlines()[1:])
    assert grid is None or all("cash" not in " ".join(r) for r in grid[2])


# --- "the longest" / "the shortest" over a start and an end time: the spans compared ---

SHIFTS = """Bar shifts this week
Name     From    To
Aoife    17:00   23:00
Bartek   18:30   02:00
Chidi    12:00   16:00
"""

MEETINGS = """| Meeting | Start | End |
|---|---|---|
| Stand-up | 09:00 | 09:15 |
| Design review | 10:00 | 11:30 |
| Retro | 15:00 | 16:00 |
"""

SWIMS = """Pool lanes booked
Lane   Begin   Finish   Booked by
1      06:30   07:10    Masters club
2      07:00   08:30    School
3      12:00   12:45    Aqua fit
"""


@pytest.mark.parametrize(("context", "question", "right", "wrong"), [
    (SHIFTS, "Who has the longest shift?", "Bartek", "Chidi"),  # past midnight: 7h 30m
    (SHIFTS, "Whose shift is the shortest?", "Chidi", "Bartek"),
    (MEETINGS, "Which meeting is the longest?", "Design review", "Stand-up"),
    (MEETINGS, "Which meeting is the shortest?", "Stand-up", "Design review"),
    (SWIMS, "Which booking is the longest?", "School", "Aqua fit"),
])
def test_the_longest_over_start_and_end_times(context, question, right, wrong):
    reply, limits = _ask(context, question)
    assert reply.startswith(right) and wrong not in reply and not limits, reply


@pytest.mark.parametrize(("start", "end", "minutes"), [
    ("19:00", "00:30", 330),  # past midnight
    ("09:00", "09:15", 15),
    ("7.30", "9.00", 90),
    ("9am", "5pm", None),  # not 24-hour clock cells
    ("12:00", "12:00", None),
])
def test_minutes_between(start, end, minutes):
    from course_lib.sim.words.times_of_day import minutes_between

    assert minutes_between(start, end) == minutes
