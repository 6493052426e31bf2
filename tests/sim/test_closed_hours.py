"""``grounded.closed_hours``: a clock time asked inside a span of the day that a line closes (issue 26)."""

from __future__ import annotations

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.closed_hours import answer

POST_OFFICE = ("Elm Row Post Office\nOpen Monday to Saturday 09:00-17:30.\n"
               "The parcel counter is shut 12:00-13:00 on weekdays for staff lunch.\nStamps are sold in the shop all day.")


def test_a_time_inside_the_closed_span_is_no():
    found = answer("can i send a parcel at 12:20 on Tuesday", (POST_OFFICE,))
    assert found is not None and found.answer().startswith("No: The parcel counter is shut 12:00-13:00")


def test_guards_a_time_outside_another_day_or_no_shared_subject():
    """Guards: outside the span, a day the line leaves out, a question about something else."""
    assert answer("can i send a parcel at 14:20 on Tuesday", (POST_OFFICE,)) is None
    assert answer("can i send a parcel at 12:20 on Saturday", (POST_OFFICE,)) is None
    assert answer("is it open at 12:20 on Tuesday", (POST_OFFICE,)) is None
    assert answer("what time does the parcel counter shut", (POST_OFFICE,)) is None
    other_way = POST_OFFICE.replace("for staff lunch.", "for staff lunch; use the parcel locker instead.")
    assert answer("can i send a parcel at 12:20 on Tuesday", (other_way,)) is None


def test_an_everyday_question_answered_no_from_the_closing_line():
    reply = SimulatedChatModel().invoke(f"Answer from these notes.\n\n{POST_OFFICE}\n\nQuestion: can i send a parcel at 12.20 on a tues").content
    assert reply.startswith("No") and "12:00-13:00" in reply
