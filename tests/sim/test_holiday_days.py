"""``holiday_days``: a holiday the question names read as the weekday of the date and year its
material writes (issue 26, fix60a). Wordings of their own."""

from __future__ import annotations

from course_lib.sim.grounded import holiday_days, schedules
from course_lib.sim.material.plain_text import plain_text

ROTA = ("Harbour kiosk - cover, Easter 2026\n"
        "Who\tThu\tFri\tSat\n"
        "Oona\t9-1\toff\t9-1\n"
        "Piet\toff\t1-5\t1-5\n"
        "Rhys\t1-5\t9-1\toff\n"
        "Pay on Good Friday (3 April) counts as a Sunday.\n")


def test_a_dated_holiday_is_its_weekday():
    assert holiday_days.weekday("who's on good friday", (ROTA,)) == (4, "good friday")


def test_the_rota_column_of_that_weekday_answers():
    found = schedules.answer("who's on good friday", (plain_text(ROTA),))
    assert found is not None and "Piet" in found.text and "Rhys" in found.text and "Oona" not in found.text, found.text


def test_no_year_no_weekday():  # guard
    assert holiday_days.weekday("who's on good friday", (ROTA.replace(" 2026", ""),)) is None


def test_no_date_no_weekday():  # guard
    assert holiday_days.weekday("who's on christmas day", (ROTA,)) is None
