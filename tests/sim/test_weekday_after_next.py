"""A weekday with a modifier after it ("the Wednesday after next", "Thursday fortnight", "the
Monday after that") is never read as the coming weekday: its date from the stated today, or no
value and a limit (``relative_days``: ``weekday_after_next``, ``weekday_week``; field readers'
``coming_weekday``; the thirty-seventh set's FF11). Invented wordings."""

from __future__ import annotations

import datetime
import warnings

import pytest
from pydantic import BaseModel, Field

TODAY = "Today is Tuesday 3 March 2037. "


@pytest.mark.parametrize("words,iso", [
    ("The plumber can come the Wednesday after next.", "2037-03-11"),
    ("The plumber can come Thursday fortnight.", "2037-03-19"),
    ("The plumber can come Saturday week.", "2037-03-14"),
    ("The plumber can come a week on Thursday.", "2037-03-12"),
    ("Deliver it Tuesday after next.", "2037-03-17"),  # today's weekday: two weeks on
])
def test_relative_weekday_table(words, iso):
    from course_lib.sim.values.relative_days import relative_day

    found = relative_day(TODAY + words)
    assert found is not None and found.iso == iso, found


def test_next_weekday_in_the_same_week_is_left_open_guard():
    from course_lib.sim.values.relative_days import relative_day

    found = relative_day(TODAY + "The plumber can come next Saturday.")
    assert found is not None and found.iso is None and "may mean" in found.reason


class Visit(BaseModel):
    when: datetime.date = Field(description="the day of the visit")


def _raw(text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(Visit, include_raw=True).invoke(text)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_weekday_after_next_fills_the_date_field():
    out, limits = _raw(TODAY + "The plumber can come the Wednesday after next.")
    assert out["parsed"] == Visit(when=datetime.date(2037, 3, 11)) and not limits, (out, limits)


def test_weekday_moved_by_unread_words_is_no_coming_weekday():
    out, limits = _raw(TODAY + "The plumber can come the Monday after that.")
    assert out["raw"].tool_calls[0]["args"]["when"] != "2037-03-09" and limits, (out, limits)
