"""``values/relative_times.asked_time`` on its own (issue 26, the thirty-fifth set's DD7 (a)): the first
stated time shifted by "<duration> before / after that", "<duration> earlier / later"; a shift said with
no length read is ``Shifted(None, unread=True)``; no shift said is ``None``. Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.values.field_readers import time_spans
from course_lib.sim.values.relative_times import Shifted, asked_time


@pytest.mark.parametrize("text, expected", [
    ("my ferry leaves at 07:20, get me up forty minutes before that", Shifted("06:40")),
    ("the match starts at 3pm; remind me two and a half hours earlier", Shifted("12:30")),
    ("the show ends at 22:40, book a taxi for half an hour after that", Shifted("23:10")),
    ("dinner is at 19:00, remind me a while before that", Shifted(None, unread=True)),
    ("call me at 9:15 before my meeting", None),
    ("set it for 6:30", None),
])
def test_asked_time(text, expected):
    assert asked_time(text, time_spans(text)) == expected
