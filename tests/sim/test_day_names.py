"""``day_names``: the names of days and months, in order."""

from __future__ import annotations

from course_lib.sim.day_names import MONTHS, WEEKDAYS


def test_names_in_order():
    assert WEEKDAYS[0] == "monday" and WEEKDAYS[-1] == "sunday" and len(WEEKDAYS) == 7
    assert MONTHS[0] == "january" and MONTHS[-1] == "december" and len(MONTHS) == 12
    assert "friday" not in MONTHS
