"""A row a later amendment line changes, and a date asked for one event found beside another
(``course_lib.sim.grounded.amended_rows`` and ``event_dates``; issue 26, the thirty-seventh set's
classes FF1 and FF2). Documents, topics and wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import amended_rows, event_dates
from tests.sim._chat import ask_rag

MANIFEST = """DELIVERY NOTE DN-5521   Issued 3 June 2031

Pallet      Contents              Units
PX4410A     Oak dining chairs     48 chairs
PX4410B     Glass side tables     12 tables

Correction 4 June 2031: PX4410A was damaged at loading and 6 chairs stayed at the depot. It now carries 42 chairs."""

TIMETABLE = """Harbour notice - printed 1 April 2031
The MV Puffin sails from Oban to Mull.
Revised 2 April 2031: the MV Puffin will use the north pier for the summer."""


def test_the_amendments_new_figure_answers_not_the_rows_old_one():
    reply, stated = ask_rag(MANIFEST, "how many chairs actually went out on PX4410A?")
    assert not stated, reply
    assert "42 chairs" in reply and "48 chairs" in reply.split("amends", 1)[-1]


def test_an_amendment_that_states_no_new_figure_of_the_asked_noun_is_read_as_none():
    got = amended_rows.amended("how many tables are on PX4410B?", [
        (None, "PX4410B     Glass side tables     12 tables"),
    ])
    assert got is None  # no document, no later amendment


@pytest.mark.parametrize("question, groups", [
    ("when is the ferry due into Craignure?", ("arrive", "close")),
    ("When does the Puffin leave Oban?", ("leave",)),
    ("when does the library open on Saturdays?", ("open",)),
    ("what's the ferry called?", ()),
])
def test_the_event_a_when_question_asks(question, groups):
    assert event_dates.asked_event(question) == groups


def test_a_date_for_another_event_is_no_answer_to_when():
    reply, stated = ask_rag(TIMETABLE, "when does the Puffin arrive in Mull?")
    assert stated, reply
    assert "date" in str(stated[0].message)


@pytest.mark.parametrize("picked", [
    ["The MV Puffin is expected in Craignure at 10:15."],
    ["Arrival in Craignure: 10:15."],
])
def test_a_dated_line_that_names_the_event_answers(picked):
    assert event_dates.other_event("when is the Puffin due into Craignure?", picked) is None


@pytest.mark.parametrize("question, picked", [
    ("When does the last bus leave the square?", ["Last service from the square at 23h10."]),
    ("when does the spring term end", ["Spring term: Mon 6 Jan 2031 - Fri 28 Mar 2031"]),
])
def test_a_line_dating_an_event_in_other_words_is_left_to_answer(question, picked):
    assert event_dates.other_event(question, picked) is None
