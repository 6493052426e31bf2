"""Readers a terse turn meets once a system prompt's material is read for it (issue 26; fix58b):
a day's lines quoted for a finish time or a subject only a rule sentence names are a limit
(``grounded.schedules``), items fronted before "how much altogether" are summed
(``grounded.together_sums``), a party list ends before "this friday" and a group's added people
before a time (``values.family_counts``). Wordings invented for this test; behaviour rows fail on
BASE; guards marked.
"""

from __future__ import annotations

from course_lib.sim.grounded import schedules, together_sums
from course_lib.sim.values.family_counts import counted_group, listed_party

_LISTING = ("STARLIGHT DRIVE-IN - showings Mon 2 - Sun 8 June\n"
            "Cars £14, walk-ins £5 a head.\n\n"
            "MOON HARBOUR (PG, 104 min)\n"
            "  Tue 3   19:10, 21:30\n"
            "  Thu 5   21:00\n"
            "RED CANYON RUN (12A, 97 min)\n"
            "  Tue 3   20:15\n"
            "  Sat 7   20:45\n")
_MARINA = ("Lock times - Saltmere Marina\n"
           "Date        Open    Close\n"
           "Sun 8 Jul   06:10   09:40\n"
           "Mon 9 Jul   06:55   10:25\n\n"
           "The fuel pontoon can be used from 1 hour after the lock opens until it closes.\n")
_KIT = "Kit hire\nHelmet hire £3 per day.\nBuoyancy aid £6 per day.\n"


def test_a_finish_time_over_start_times_is_a_limit():
    found = schedules.answer("what time does moon harbour finish on tuesday", (_LISTING,))
    assert found is not None and found.limit is not None and not found.text


def test_a_subject_only_a_rule_sentence_names_is_a_limit():
    found = schedules.answer("monday - from when can i use the fuel pontoon", (_MARINA,))
    assert found is not None and found.limit is not None


def test_the_day_line_still_answers_its_own_question():  # guard
    found = schedules.answer("when is moon harbour on tuesday", (_LISTING,))
    assert found is not None and found.limit is None and "19:10" in found.text


def test_fronted_items_summed():
    summed = together_sums.summed("helmet and a buoyancy aid, how much altogether", [_KIT])
    assert isinstance(summed, together_sums.Summed) and "£9" in summed.answer()


def test_a_party_list_ends_before_the_day():
    party = listed_party("table for me, my sister and her 2 boys this friday at 6pm")
    assert party is not None and party.total == 4


def test_added_people_end_before_a_time():
    found = counted_group("the three of us and my nan, 18:45 please")
    assert found is not None and found.value == 4
