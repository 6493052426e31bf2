"""Near-tied tools acting on one record by different verbs are told apart by the request's verb
(issue 26, the thirty-fifth set's agent-reschedule-friday: track_parcel called for "can it come on
Friday instead?"): a phrasal name verb is read whole ("look_up_order": lookup), tools that require
one id argument act on one record whatever their names call it, a question asking for information
calls the one tool that reads, a request naming no verb is a stated limit with no call; a moved-to
date argument takes the weekday said after the day as it stands ("due tomorrow ... Monday
instead"); the figures of a stated today are no figures the request leaves unused. Tools and
wordings of my own."""

from __future__ import annotations

import warnings
from datetime import date

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.tools.action_tools import split_name


@tool
def look_up_order(order_ref: str) -> str:
    """Look up a furniture order by its reference."""
    return "Order: one oak table."


@tool
def cancel_order(order_ref: str) -> str:
    """Cancel a furniture order by its reference."""
    return "Cancelled."


@tool
def view_lesson(lesson_id: str) -> str:
    """Show when a driving lesson is booked."""
    return "Thursday 10:00."


@tool
def reschedule_lesson(lesson_id: str, new_date: date) -> str:
    """Move a driving lesson to another date."""
    return "Moved."


@tool
def track_crate(crate_number: str) -> str:
    """Where a shipping crate is now."""
    return "At the port."


@tool
def hold_crate(crate_number: str) -> str:
    """Keep a shipping crate at the depot."""
    return "Held."


def _first(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke([HumanMessage(question)])
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_a_phrasal_name_verb_is_read_whole():
    assert split_name("look_up_order") == ("lookup", "order")
    assert split_name("cancel_order") == ("cancel", "order")


def test_the_request_verb_in_everyday_words_picks_the_tool():
    out, _ = _first([look_up_order, cancel_order], "Please call off order FN-2208, we found a table elsewhere.")
    assert [c["name"] for c in out.tool_calls] == ["cancel_order"]


def test_a_question_for_information_reads():
    out, _ = _first([look_up_order, cancel_order], "What's in order FN-3310?")
    assert [c["name"] for c in out.tool_calls] == ["look_up_order"]


def test_one_record_and_no_verb_said_is_a_limit_and_no_call():
    out, stated = _first([track_crate, hold_crate], "Crate CR-77-1020 - can you sort it out for me?")
    assert not out.tool_calls and stated


def test_a_moved_to_date_is_the_weekday_said_after_the_current_day():
    out, _ = _first([view_lesson, reschedule_lesson], "Today is Wednesday 4 March 2037. Lesson DL-415 is tomorrow but "
                                                 "I'm away - could we push it back to Monday instead?")
    assert [c["name"] for c in out.tool_calls] == ["reschedule_lesson"]
    assert out.tool_calls[0]["args"]["new_date"] == "2037-03-09"
