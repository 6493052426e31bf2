"""Opening hours written before the days they are for (issue 26): "open 6am-2pm on weekdays,
7am-12pm at weekends" is two entries, each span with the days that follow it, not the second
span read as the first group's and the line quoted whole (``times_of_day.hours_before``,
``schedules._hours_first``). Invented material: a harbour kiosk, a museum, a repair café, a
bakery, a tool library; the usual order, days then hours, reads as before."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import schedules
from course_lib.sim.words import times_of_day
from tests.sim._chat import ask_rag


@pytest.mark.parametrize(("text", "found"), [
    ("open 7am-10pm on ", (420, 1320, 5)),
    ("Kiosk: 06:00-14:00 at the ", (360, 840, 7)),
    ("and 10am-4pm ", (600, 960, 4)),
    ("and 10-4 ", None),  # bare figures out of order: no span ("hours" reads them so)
    ("open 7am-10pm, but ", None),  # something else follows the hours
    ("open until 8pm on ", None),  # no start: no span
    ("", None),
])
def test_hours_before(text, found):
    got = times_of_day.hours_before(text)
    assert (None if got is None else (got[0].start, got[0].end, got[1])) == found


@pytest.mark.parametrize(("line", "entries"), [
    ("Harbour kiosk: open 6am-2pm on weekdays, 7am-12pm at weekends.",
     [({0, 1, 2, 3, 4}, False, [(360, 840)]), ({5, 6}, False, [(420, 720)])]),
    ("The museum is open from 10am to 5pm on Tuesdays to Sundays, closed Mondays",
     [({1, 2, 3, 4, 5, 6}, False, [(600, 1020)]), ({0}, True, [])]),
    ("Open 8am-4pm weekdays and 9am-1pm on Saturdays",
     [({0, 1, 2, 3, 4}, False, [(480, 960)]), ({5}, False, [(540, 780)])]),
    # days then hours: read as before
    ("Mon-Fri 9-17; Sat 10-16", [({0, 1, 2, 3, 4}, False, [(540, 1020)]), ({5}, False, [(600, 960)])]),
])
def test_entries(line, entries):
    got = [(set(e.days), e.closed, [(s.start, s.end) for s in e.hours]) for e in schedules._line_entries(line)]
    assert got == entries


def test_a_rule_in_prose_is_still_no_hours_line():  # a guard: passes on the old code too
    assert schedules._line_entries("Lane swimming only before 9am on weekdays") == []


KIOSK = "Harbour kiosk: open 6am-2pm on weekdays, 7am-12pm at weekends. Card payments only."
MUSEUM = "The Tide Museum is open from 10am to 5pm on Tuesdays to Sundays, closed Mondays.\nEntry is free."
CAFE = "Repair café\nWe open 9:30-13:00 on Saturdays and 18:00-21:00 on Wednesdays.\nBring the broken thing and its charger."


@pytest.mark.parametrize(("context", "question", "wanted", "not_wanted"), [
    (KIOSK, "What time does the kiosk close on Saturday?", "12pm", "6am"),
    (KIOSK, "When does the harbour kiosk open on a Thursday?", "6am", "7am"),
    (MUSEUM, "Is the museum open on Monday?", "No", "Yes"),
    (MUSEUM, "What time does the museum shut on Sunday?", "5pm", None),
    (CAFE, "When does the repair café start on Wednesday?", "18:00", "9:30"),
])
def test_the_asked_days_hours_answer(context, question, wanted, not_wanted):
    reply, limits = ask_rag(context, question)
    assert wanted in reply and (not_wanted is None or not_wanted not in reply), reply
    assert not limits
