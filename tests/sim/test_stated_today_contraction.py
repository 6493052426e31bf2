""""today's 3 March 2031" states today as "today is" does (``relative_days.stated_today``, cue
``stated_today`` in patterns.yaml; the thirty-third set's BB7, on wordings of our own)."""

from __future__ import annotations

import datetime as dt

import pytest

from course_lib.sim.values.relative_days import stated_today


@pytest.mark.parametrize(("text", "want"), [
    ("today's 3 March 2031, book me in for next friday", dt.date(2031, 3, 3)),
    ("ok so today’s Tuesday 9 September 2031 - when is the bin day?", dt.date(2031, 9, 9)),
    ("today is 3 March 2031", dt.date(2031, 3, 3)),  # as before
])
def test_todays_with_a_date_states_today(text, want):
    found = stated_today(text)
    assert found is not None and found[0] == want


@pytest.mark.parametrize("text", ["today's meeting is at 3", "what's today's date?", "today's special is soup"])
def test_todays_with_no_date_states_nothing(text):
    assert stated_today(text) is None
