"""Clock times in words with "to" and with noon or midnight as the hour (issue 26, branch fix38b):
``field_readers.time_values`` reads "twenty-five to three in the afternoon" (14:35), "quarter past
midnight" (00:15), "ten to noon" (11:50); a range ("from ten to two", "2 to 5 pm") and a time whose
morning or evening the text leaves open stay unread."""

from __future__ import annotations

import pytest

from course_lib.sim.values.field_readers import time_values


@pytest.mark.parametrize(("text", "times"), [
    ("pick me up at twenty-five to three in the afternoon", ["14:35"]),
    ("the ferry leaves at ten to nine in the morning", ["08:50"]),
    ("doors close at five to eleven tonight", ["22:55"]),
    ("lights out at quarter past midnight", ["00:15"]),
    ("the speech starts at ten to noon", ["11:50"]),
    ("the fireworks start at twenty to midnight", ["23:40"]),
    ("lunch at five past midday", ["12:05"]),
    ("the shop is open from ten to two in the afternoon", []),  # a range, no one time
    ("call at twenty to six", []),  # morning or evening: the text does not say
])
def test_word_clock_times(text, times):
    assert time_values(text) == times
