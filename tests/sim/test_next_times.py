"""The next departure after a stated time (``next_times.after``, ``quoted_answer._next_after``), on
timetables of my own: the first line after the time, or a stated limit, never the line before."""
from __future__ import annotations

import warnings

import pytest

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded.next_times import after

BUS = """Route 7 from Harbour Road
06:50 to Town Centre
08:20 to Town Centre
11:45 to Town Centre
14:30 to Town Centre (school days only)
17:05 to Town Centre"""

SHUTTLE = """| Leaves hotel | Reaches airport |
|---|---|
| 05:30 | 06:15 |
| 09:00 | 09:45 |
| 13:30 | 14:15 |"""


@pytest.mark.parametrize(("question", "body", "line", "limited"), [
    ("I'll be at Harbour Road at 09:10, when's the next one?", BUS, "11:45 to Town Centre", False),
    ("what's the first bus after 3pm?", BUS, "17:05 to Town Centre", False),
    ("I'm at the stop at 12:00, next bus?", BUS, None, True),  # 14:30 runs on school days only
    ("I'm at the stop at 9, when's the next bus?", BUS, None, True),  # 9: morning or evening
    ("I finish breakfast at 08:40 - next shuttle to the airport?", SHUTTLE, "09:00", False),
    ("next shuttle after 20:00?", SHUTTLE, None, True),  # none after it
])
def test_the_next_line_or_a_reason(question, body, line, limited):
    got = after(question, [body])
    assert got is not None
    assert (got.line is None) is limited
    if line:
        assert line in got.line


@pytest.mark.parametrize(("question", "body"), [
    ("when does the 11:45 get to town?", BUS),  # no "next"
    ("when's the next meeting?", "The meeting is at 10:00 on Monday."),  # one timed line: no timetable
])
def test_not_a_next_departure(question, body):
    assert after(question, [body]) is None


def test_the_reply_is_the_next_line_not_the_one_sharing_the_hour():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Shuttle times:\n\n{SHUTTLE}\n\nI'm in the lobby at 09:05, when's the next shuttle?")
    assert "13:30" in out.content and "09:00" not in out.content
