"""A "when" question asks a date or a time (issue 26, the twenty-ninth set's X3): a grounded reply that
holds none (a line of amounts and words picked by the question's other words) is no answer; it gets
the stated limit of the reply-fit check. And a "when does ..." question typed without its "?" is a
request, never small talk because it holds "morning" or "evening". Cues: ``patterns.yaml``
``answer_forms.fit_when_q`` / ``fit_when_a`` and ``smalltalk.asks_open``."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.dialogue.smalltalk import detect
from course_lib.sim.grounded.answer_forms import unfit_reply


@pytest.mark.parametrize("reply", [
    "Collection from the depot on Fri 9 May after 14:00.",
    "Every second Tuesday.",
    "Before the end of the month.",
    "Within 14 days of delivery.",
    "At midnight.",
    "In the summer holidays.",
])
def test_a_date_or_time_fits_a_when_question(reply):
    assert unfit_reply("when can I pick it up", reply) is None


@pytest.mark.parametrize("reply", [
    "Late fee £12.50 per day; deposit €150.00 refunded by card.",
    "The scooter comes with a helmet and a lock.",
])
def test_a_line_without_one_does_not(reply):
    assert unfit_reply("when do I have to bring the scooter back", reply) == ("date or time", "no date or time")


@pytest.mark.parametrize("question,reply", [
    ("when does the parser raise a KeyError", "It raises a KeyError if the section name is missing."),
    ("until when can I change the booking", "Changes are free up to 72 hours before arrival."),
])
def test_a_condition_or_a_span_fits(question, reply):
    assert unfit_reply(question, reply) is None


@pytest.mark.parametrize("question,reply", [
    ("when does a generator give control back to its caller",
     "A generator pauses only at a yield expression and hands its value to the caller."),
    ("when does the worker return", "The worker returns as soon as the queue is empty."),
    ("when is the cache rebuilt", "The index is rebuilt on every commit to the main branch."),
])
def test_an_event_fits_a_when_a_mechanism_waits_for(question, reply):
    """A mechanism's "when" (control handed back, a function returning) is answered by the event it
    waits for; "back" and "return" ask a deadline only of a thing a person gets, brings or returns."""
    assert unfit_reply(question, reply) is None


@pytest.mark.parametrize("question", ["when do we get the deposit back", "when do I return the kayak"])
def test_getting_or_returning_a_thing_asks_a_deadline(question):
    assert unfit_reply(question, "Deposit €150.00, refunded once the kayak has been checked.") == (
        "date or time", "no date or time")


def test_a_condition_is_no_deadline():
    reply = "Late fee £12.50 per day, charged if the scooter comes back with a flat battery."
    assert unfit_reply("when do I have to bring the scooter back", reply) == ("date or time", "no date or time")


def test_a_grounded_when_answered_by_a_line_without_a_time_states_a_limit():
    from course_lib.sim import SimulatedChatModel

    notes = ("Scooter hire terms\nLate fee £12.50 per day; the scooter comes back with a full battery.\n"
             "Deposit €150.00 refunded by card.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{notes}\n\nQuestion: when does the scooter have to come back")])
    assert out.response_metadata.get("simulator_limit") or "don't know" in out.content.lower(), out.content


@pytest.mark.parametrize("text", ["when does the morning train leave", "what time does the evening class start",
                                  "where is the afternoon session"])
def test_a_question_holding_a_greeting_word_is_no_small_talk(text):
    from course_lib.sim.words.knowledge import Knowledge

    assert detect(text, Knowledge.load()) is None


def test_a_greeting_stays_small_talk():
    from course_lib.sim.words.knowledge import Knowledge

    assert detect("good morning!", Knowledge.load()) is not None

