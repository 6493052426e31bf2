"""Rows filtered by a bound (issue 26: SEVENTEENTH L5b, SIXTEENTH K5): "which <rows> ... above /
below / after / before <bound>" compares every row with a bound the question states (a figure, a
time, a pair) or names once in the documents (a caption's range, a "Limit:" line); an "a/b" cell
is compared part by part, a small-hours time is later than an evening bound. A bound it cannot
read is a stated limit, never one row quoted as the list. Invented material only."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import row_bounds
from tests.sim._chat import ask_rag as _ask

GREENHOUSE = """Greenhouse humidity log (keep within 40-70 %)
Date      Humidity
1 Jul     38 %
2 Jul     55 %
3 Jul     74 %
4 Jul     66 %
5 Jul     71 %
Vents opened on the 4th."""

SPEED = """Road survey, School Lane (speed limit: 20 mph)
Car     Speed
A       18 mph
B       27 mph
C       21 mph
D       15 mph"""

LIFTS = """Gym lifts, week 12 (goal: 100/60 kg squat/bench)
Session    Squat/Bench
Mon        95/62.5
Wed        102/57.5
Fri        100/60"""

CHECKINS = """Hostel late check-ins
Guest       Arrived
Ruiz        21:50
Okafor      00:45
Lind        23:20
Baptiste    22:05"""

FERRY = """Morning ferry departures, Pier 3
Tue 05:50
Wed 06:25
Thu 07:40
Sat 06:05"""





@pytest.mark.parametrize("doc, question, kept, dropped", [
    (GREENHOUSE, "On which dates was the humidity above the range?", ["3 Jul", "5 Jul"], ["1 Jul", "2 Jul", "4 Jul"]),
    (GREENHOUSE, "Which dates were below the range?", ["1 Jul"], ["2 Jul", "3 Jul", "5 Jul"]),
    (SPEED, "Which cars were over the speed limit?", ["B", "C"], ["A (", "D ("]),
    (SPEED, "Which cars went under 20 mph?", ["A", "D"], ["B (", "C ("]),
    (LIFTS, "In which sessions was I below the goal?", ["Mon", "Wed"], ["Fri"]),
    (CHECKINS, "Which guests arrived after 11 pm?", ["Okafor", "Lind"], ["Ruiz", "Baptiste"]),
    (CHECKINS, "Which guests came before 10?", ["Ruiz"], ["Okafor", "Lind", "Baptiste"]),
    (FERRY, "On which days did the ferry leave before 6?", ["Tue"], ["Wed", "Thu", "Sat"]),
    (FERRY, "Which days did it leave after 7 am?", ["Thu"], ["Tue", "Wed", "Sat"]),
])
def test_every_row_past_the_bound_is_listed(doc, question, kept, dropped):
    text, warned = _ask(doc, question)
    assert not warned, text
    assert all(k in text for k in kept), text
    assert not any(d in text for d in dropped), text


def test_a_yes_no_with_ever_names_the_rows_or_says_none():
    text, warned = _ask(SPEED, "Was any car ever above 30 mph?")
    assert not warned and text.lower().startswith("no"), text
    text, warned = _ask(GREENHOUSE, "Was the humidity ever under 40 %?")
    assert not warned and text.startswith("Yes") and "1 Jul" in text and "2 Jul" not in text, text


@pytest.mark.parametrize("doc, question", [
    (SPEED, "Which cars were above the noise limit?"),        # a bound the notes do not state
    (GREENHOUSE, "On which dates was it below the target?"),   # likewise
])
def test_a_bound_it_cannot_read_is_a_stated_limit(doc, question):
    text, warned = _ask(doc, question)
    assert warned and "can't" in text, text


def test_the_reader_directly():
    found = row_bounds.filtered("Which cars were over the speed limit?", [SPEED])
    assert isinstance(found, row_bounds.Filtered) and found.keys == ("B", "C")
    assert row_bounds.filtered("Which cars were the fastest?", [SPEED]) is None  # no bound: not this reading
    assert row_bounds.asked("Which guests arrived after 11 pm?") == (True, "11 pm", False)
    assert isinstance(row_bounds.filtered("Which cars were above the noise limit?", [SPEED]), row_bounds.Unworked)
