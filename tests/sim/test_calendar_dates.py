"""``calendar_dates``: dates written as ISO dates or in words, read as ISO dates. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.words.calendar_dates import date_value, date_values, written_dates


@pytest.mark.parametrize(("text", "expected"), [("14 March 2027", "2027-03-14"), ("soon", None)])
def test_date_value(text, expected):
    assert date_value(text) == expected


def test_dates_in_a_text():
    assert date_values("Due 2027-03-14 at the latest") == ["2027-03-14"]
    assert [d for _, d in written_dates("from 3 May to 9 May 2027")] == ["2027-05-09"]
    assert written_dates("no dates here") == []


def test_day_month_spans():
    from course_lib.sim.words.calendar_dates import day_month_spans

    text = "Pay by Friday 9 May; the market opens June 3rd; 12 marks out of 20."
    assert [text[a:b] for a, b in day_month_spans(text)] == ["9 May", "June 3rd"]
