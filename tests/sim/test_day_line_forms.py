"""A day's quoted line is checked against the form a schedule question asks (issue 26, the
thirty-third set's BB1; ``day_line_forms``): a bound asked ("the latest", "until what time") over a
document whose rule moves a time by an offset is worked ("prescriptions until 30 minutes before
closing" over "Sat 09:00-13:00": 12:30) or, when the rule is not one this reading applies, a stated
limit; one time asked of a line with several ("the afternoon sailing" over a ferry's day line) is a
limit. Before, the day's line was quoted as the answer. Invented pharmacies, ferries and pools."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import day_line_forms, schedules
from tests.sim._chat import ask_rag

PHARMACY = ("Harbour Street Pharmacy\nMon-Fri: 08:30-18:00\nSaturday: 09:00-13:00\nSunday: closed\n"
            "Prescriptions are handed out until 30 minutes before closing.\n")
FERRY = ("Isle ferry sailings\nMon 07:10 11:40 15:20 19:05\nTue 07:10 11:40 15:20 19:05\n"
         "Boarding closes 20 minutes before each departure.\n")
POOL = ("Lido hours\nWeekdays: 06:30-20:00\nSunday: 08:00-16:00\n"
        "Lanes are roped off from 1 hour after opening for the swim club.\n")
PLAIN = "Lido hours\nWeekdays: 06:30-20:00\nSunday: 08:00-16:00\n"


@pytest.mark.parametrize("question, body, expected", [
    ("what's the latest I can pick up a prescription on saturday?", PHARMACY, "12:30"),
    ("until what time can I collect on friday?", PHARMACY, "17:30"),
    ("what's the earliest the lanes are roped off on sunday?", POOL, "09:00"),
])
def test_a_bound_is_worked_by_the_documents_offset_rule(question, body, expected):
    found = schedules.answer(question, (body,))
    assert found is not None and found.limit is None and found.text.startswith(expected), found


@pytest.mark.parametrize("question, body", [
    ("until what time can I board on monday?", FERRY),  # "before each departure": not the day's close
    ("what's the latest I can swim on sunday?", POOL),  # the rule runs from opening: not the latest time
])
def test_a_bound_whose_rule_is_not_applied_is_a_limit(question, body):
    found = schedules.answer(question, (body,))
    assert found is not None and found.limit is not None and not found.text, found


@pytest.mark.parametrize("question, body, limited", [
    ("what time's the afternoon sailing on tuesday?", FERRY, True),
    ("what time is the second sailing on monday?", FERRY, True),
    ("what are the sailings on tuesday?", FERRY, False),  # guard: the day's times as a whole
    ("when is the lido open on sunday?", PLAIN, False),  # guard: one span, no rule
    ("what's the latest I can swim on sunday?", PLAIN, False),  # guard: no offset rule: the hours answer
])
def test_one_time_of_several_is_a_limit(question, body, limited):
    day = "Tuesday" if "tuesday" in question else ("Monday" if "monday" in question else "Sunday")
    line = next(x for x in body.splitlines() if x.lower().startswith(day[:3].lower()))
    form = day_line_forms.worked(question, day, line, (body,))
    assert (form is not None and form.limit is not None) is limited, form


def test_the_pharmacy_question_end_to_end():
    text, stated = ask_rag(PHARMACY, "what's the latest I can pick up a prescription on saturday?")
    assert text.startswith("12:30") and not stated, text
    text, stated = ask_rag(FERRY, "what time's the afternoon sailing on tuesday?")
    assert stated and "15:20" not in text, text


TIDES = ("Kelp Bay tides\nDate  High  Low\nFri 3 Jul  06:12 5.1  18:40 5.3  12:25 0.8\n"
         "Sat 4 Jul  06:55 5.2  19:21 5.4  13:08 0.7\n")


def test_a_figure_worked_from_two_of_the_days_values_is_a_limit():
    """"the difference between the morning high and the afternoon low" on a tide table's day: the line
    holds the operands, never the worked figure (the fifty-second set's tide-range after "sat" read as
    the day)."""
    found = schedules.answer("on Saturday, how much higher is the morning high than the afternoon low?", (TIDES,))
    assert found is not None and found.limit is not None and not found.text, found
