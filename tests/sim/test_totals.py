"""``totals``: a column added up, a line score's running total after N numbered columns. Invented
tables."""

from __future__ import annotations

from course_lib.sim.grounded.totals import answer, running_total, totalled

SCORES = "| Team | 1 | 2 | 3 | 4 | 5 |\n|---|---|---|---|---|---|\n| Reds | 2 | 0 | 1 | 3 | 0 |\n| Blues | 0 | 1 | 0 | 0 | 2 |"
TICKETS = "| Day | Problems |\n|---|---|\n| Mon | 4 |\n| Tue | 6 |\n| Wed | 5 |"


def test_running_total():
    found = running_total("What was the score after three ends?", [SCORES])
    assert found.upto == 3 and [(name, total) for name, total, _ in found.rows] == [("Reds", 3.0), ("Blues", 1.0)]
    assert running_total("Who won?", [SCORES]) is None


def test_a_column_totalled():
    found = totalled("How many problems in total?", [TICKETS])
    assert found.total == 15.0 and found.rows == 3
    assert answer(found).startswith("15")
    assert totalled("Which day had problems?", [TICKETS]) is None
