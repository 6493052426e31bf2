"""Days and the groups of days that hold them (issue 26): a question about "Saturdays" meets a
note about "weekends", a question about a Tuesday a note about "weekdays", and a line about other
days only is left out of the answer when another names the asked day
(``weekdays.kin_stems`` in ``matching``, ``evidence._on_the_day``); an hours line is read one
sentence at a time (``schedules._sentences``). Invented material: a lido, a print room, a
bike workshop, a clinic's phone line, a gym, a warehouse yard."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import schedules
from course_lib.sim.words import weekdays
from tests.sim._chat import ask_rag


@pytest.mark.parametrize(("forms", "added"), [
    ({"weekend", "clos"}, {"saturday", "sunday"}),
    ({"weekday"}, {"monday", "tuesday", "wednesday", "thursday", "friday"}),
    ({"workday"}, {"monday", "tuesday", "wednesday", "thursday", "friday"}),
    ({"saturday"}, {"weekend"}),
    ({"tuesday", "weekday"}, {"monday", "wednesday", "thursday", "friday", "workday"}),
    ({"daili", "rate"}, set()),  # "the daily rate" names no day
    ({"lido", "open"}, set()),
])
def test_kin_stems(forms, added):
    assert weekdays.kin_stems(frozenset(forms)) == added


@pytest.mark.parametrize(("text", "added"), [
    ("The reading room is open daily from 9 to 5.", set()),  # every day's words meet no day (see weekdays)
    ("Compost is collected seven days a week.", set()),
    ("Refunds are processed within 5 working days.", {"monday", "tuesday", "wednesday", "thursday", "friday"}),
    ("The daily rate is £39.50.", set()),  # a rate per day names no day
    ("Closed on working days.", set()),  # a closed day is no day it speaks of being open
    ("Seven people a week use it.", set()),
])
def test_kin_stems_of_groups_written_in_words(text, added):
    assert weekdays.kin_stems(frozenset(), text) == added


@pytest.mark.parametrize(("notes", "question", "opening"), [
    ("Dogs are only allowed on the beach on weekdays.", "Can I bring my dog to the beach on Sunday?", "No"),
    ("Dogs are only allowed on the beach on weekdays.", "Can I bring my dog to the beach on Tuesday?", "Yes"),
    ("Scrap metal is accepted only on Saturdays.", "Can I drop off scrap metal on Thursday?", "No"),
])
def test_an_only_rule_of_days_is_settled_by_the_asked_day(notes, question, opening):
    reply, limits = ask_rag(notes, question)
    assert reply.startswith(opening) and not limits, reply


_PRINT_ROOM = ("The print room on level 2 is staffed from 8.30 until 17.00 on weekdays. "
               "At weekends it is staffed from 10.00 until 14.00.")
_WORKSHOP = ("Our bike workshop takes repairs between 9am and 7pm on weekdays. "
             "Saturdays it only sells parts, from 10am to 4pm.")


@pytest.mark.parametrize(("notes", "question", "right", "wrong"), [
    (_PRINT_ROOM, "Until what time is the print room staffed on Sundays?", "14.00", "17.00"),
    (_PRINT_ROOM, "When is the print room staffed on a Thursday?", "17.00", "14.00"),
    (_WORKSHOP, "Until when does the bike workshop take repairs on Wednesday?", "7pm", "4pm"),
])
def test_a_line_about_the_days_group_answers_and_other_days_lines_are_left_out(notes, question, right, wrong):
    reply, limits = ask_rag(notes, question)
    assert right in reply and wrong not in reply and not limits, reply


def test_a_day_of_no_line_is_still_not_answered_from_others():  # a guard: passes on the old code too
    reply, _ = ask_rag(_PRINT_ROOM, "Who runs the print room's laminator?")
    assert "17.00" not in reply and "14.00" not in reply


@pytest.mark.parametrize(("line", "sentences"), [
    ("Deliveries arrive on weekdays between 7 and 11. The yard is locked at weekends.",
     ["Deliveries arrive on weekdays between 7 and 11.", "The yard is locked at weekends."]),
    ("Weekday opening: 8am to 9pm. At weekends the gym opens at 9am.", ["Weekday opening: 8am to 9pm.",
                                                                        "At weekends the gym opens at 9am."]),
    ("Mon-Fri 06:30-21:00; Sat 08:00-18:00", ["Mon-Fri 06:30-21:00; Sat 08:00-18:00"]),
    ("Open Mon. Tue. and Sat. 9-5", ["Open Mon. Tue. and Sat. 9-5"]),  # abbreviated days: one sentence
    ("Late opening Thurs. Closed Sun.", ["Late opening Thurs. Closed Sun."]),
    ("Closes 10.30 on Fridays", ["Closes 10.30 on Fridays"]),
])
def test_an_hours_line_is_read_a_sentence_at_a_time(line, sentences):
    assert schedules._sentences(line) == sentences


@pytest.mark.parametrize(("notes", "question", "right", "wrong"), [
    ("Weekday opening: 8am to 9pm. At weekends the gym opens at 9am and shuts at 5pm.",
     "How late is the gym open on Friday?", "9pm", "At."),  # (the line cut at its next sentence's first word)
    ("Deliveries arrive on weekdays between 7 and 11. The yard is locked at weekends.",
     "Can a delivery come on Sunday?", "locked", "Yes"),
])
def test_each_sentence_of_an_hours_line_is_its_own_entry(notes, question, right, wrong):
    reply, _ = ask_rag(notes, question)
    assert right in reply and wrong not in reply, reply
