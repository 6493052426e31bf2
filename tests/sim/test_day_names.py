"""``day_names``: the names of days and months, in order."""

from __future__ import annotations

from course_lib.sim.words.day_names import MONTHS, WEEKDAYS


def test_names_in_order():
    assert WEEKDAYS[0] == "monday" and WEEKDAYS[-1] == "sunday" and len(WEEKDAYS) == 7
    assert MONTHS[0] == "january" and MONTHS[-1] == "december" and len(MONTHS) == 12
    assert "friday" not in MONTHS


def test_the_readers_write_a_months_name_from_its_one_home():
    import datetime as dt

    from course_lib.sim.grounded import validity
    from course_lib.sim.values import field_readers
    from course_lib.sim.words.day_names import MONTHS

    assert not hasattr(field_readers, "_MONTH_NAMES") and not hasattr(validity, "_MONTH_NAMES")
    assert [m.capitalize() for m in MONTHS][8] == dt.date(2025, 9, 1).strftime("%B") == "September"
