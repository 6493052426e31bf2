"""A question that asks for what is not so, answered by lines that say it is
(``unfit_answers.negation_unapplied``): "Which bikes haven't been serviced this year?" over a row
serviced this year is a stated limit, not that row quoted. Guards: a line that says a negation of
its own still answers; a question that is no filter (why, how, yes/no) is left alone."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Notes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


SUBS = "Choir subs, autumn term:\n- Freya paid 40 GBP on 2 Sept.\n- Callum paid 40 GBP on 9 Sept.\n- Deepa paid 20 GBP on 9 Sept."
ROOMS = "Room bookings for Friday: Room A is booked by the chess club. Room B is booked by the choir."
BIKES = ("bike | model | last serviced\n--- | --- | ---\nB-07 | Brompton | March 2026\nB-08 | Tern | May 2025\n"
         "B-09 | Gazelle | June 2026")


@pytest.mark.parametrize(("notes", "question"), [
    (SUBS, "Who hasn't paid the full 40 GBP?"),
    (ROOMS, "Which room isn't booked on Friday?"),
    (BIKES, "Which bikes haven't been serviced in 2026?"),
], ids=["subs", "rooms", "bikes"])
def test_lines_that_say_what_the_question_negates_are_a_stated_limit(notes, question):
    text, limit = _ask(notes, question)
    assert limit is not None and "negat" in limit, text


def test_a_line_that_says_the_negation_still_answers():
    notes = "Pool lanes: lane 1 is open all day. Lane 4 is not open before 10:00 because of swim lessons."
    text, limit = _ask(notes, "Which lane is not open before 10?")
    assert "Lane 4" in text and limit is None, text


@pytest.mark.parametrize("question", ["Why doesn't the boiler start?", "Doesn't the boiler start at 6?"])
def test_a_question_that_is_no_filter_is_left_alone(question):
    notes = "Boiler manual: the boiler starts at 6:00 when the timer is set; reset it with the red button."
    text, limit = _ask(notes, question)
    assert limit is None or "negat" not in limit, text
