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


@pytest.mark.parametrize("text, expected", [  # the prefix form (the thirty-sixth set's EE5), my own wordings
    ("wake me 40 minutes before 6am", Shifted("05:20")),
    ("book a cab for an hour and a half after 14:30", Shifted("16:00")),
    ("remind me a quarter of an hour before noon", Shifted("11:45")),
    ("remind me 2 hours before 1am", Shifted("23:00")),
    ("ping me a few minutes after noon", Shifted(None, unread=True)),
    ("call me some time before 8pm", Shifted(None, unread=True)),
    ("call me before 8pm", None),
    ("set the alarm to 6am", None),
    ("the shop is open 3 to 9pm", None),
])
def test_asked_time_shift_written_before_the_time(text, expected):
    assert asked_time(text, time_spans(text)) == expected


@pytest.mark.parametrize("text, expected", [  # noon and midnight as a worded time's hour (fix38b): read by
    ("set it for 25 minutes after midnight please", "00:25"),  # ``time_spans`` whole, or shifted here
    ("ping me twenty past noon", "12:20"),
])
def test_asked_time_the_shift_or_the_stated_time(text, expected):
    spans = time_spans(text)
    shifted = asked_time(text, spans)
    assert (shifted.time if shifted is not None else spans[0][2]) == expected
