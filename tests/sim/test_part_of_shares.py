"""A share asked as a percentage of a line that states a part of a whole (issue 26, the twenty-ninth
set's X5, the twenty-eighth's W2 (b)): "her pass rate as a percentage" over "Passed: 17 of 20 tests"
is 85%, worked, never a trusted "I don't know." nor the operands quoted. And the day of a date
("logged 6 March 2032") is never an operand (W2 (a)). Cues: ``patterns.yaml`` ``workings.percent_ask``,
``part_of``, ``date_day``, ``date_month_before``."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import workings

LOG = """Driving lessons - progress card
Manoeuvres: 17 of 20 attempts clean
Hill starts: 9 out of 12 without stalling
Theory mock: 43 of 50 questions right
Booked 6 March 2032 with instructor Dev."""


@pytest.mark.parametrize("question,want", [
    ("what's the hill start success as a percentage", "75%"),
    ("what percentage of the theory mock did he get right", "86%"),
    ("manoeuvres in percent", "85%"),
])
def test_a_part_of_a_whole_is_worked(question, want):
    done = workings.worked(question, [LOG])
    assert isinstance(done, workings.Worked) and done.result == want, done


def test_two_lines_equally_named_are_no_guess():
    done = workings.worked("what percentage were right", ["Round 1: 8 of 10 right\nRound 2: 6 of 10 right"])
    assert not isinstance(done, workings.Worked)


@pytest.mark.parametrize("text", ["Booked 6 March 2032 with Dev.", "Next lesson Mar 14 at the test centre."])
def test_the_day_of_a_date_is_no_operand(text):
    assert [c.written for c in workings._clauses(text)] == []


def test_a_count_beside_a_date_stays_one():
    assert [c.written for c in workings._clauses("Booked 6 lessons on 2 March 2032.")] == ["6 lessons"]
