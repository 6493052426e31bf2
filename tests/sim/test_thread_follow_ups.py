"""Threads (issue 26, the twenty-fifth set's T9): an end time worked from a start and a length the
user stated earlier (``end_times.ended_in_thread``), a correction cue over a bare hour ("starts at 8"
then "no wait, it's 7:30": ``corrections``' time kind), a weekday in the plural ("on Thursdays") as
the day a "which day" question asks. Threads invented here.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.grounded.end_times import ended_in_thread
from course_lib.sim.request.corrections import values_by_kind


@pytest.mark.parametrize("question, said, wanted", [
    ("when do i have to pick the car up", ["Parked at 08:50 for 4 hours."], None),  # "pick up": no end asked
    ("when do i need to be back", ["The dog sitter comes at 09:15 for 2 hours."], "11:15"),
    ("when does it come out", ["The cake went in at 15:40 and needs 50 minutes."], "16:30"),
    ("when will it be ready", ["The bread went in at 10:05 and needs 1 hour 25 minutes."], "11:30"),
    ("when does the ticket expire", ["I bought a 90 minutes ticket at 21:50."], "23:20"),
    ("when does the match finish", ["The match kicks off at 19:45."], None),  # no length
    ("when does it end", ["The film starts at 20:00 and ends at 22:10."], None),  # an end stated
    ("how long is it", ["The cake went in at 15:40 and needs 50 minutes."], None),  # a length asked
])
def test_an_end_from_a_stated_start_and_length(question, said, wanted):
    found = ended_in_thread(question, said)
    assert (found.end if found else None) == wanted


@pytest.mark.parametrize("text, kinds", [
    ("The quiz starts at 8.", [("time", "8")]),
    ("Doors open at 7 sharp.", [("time", "7")]),
    ("Set the oven at 8 degrees more.", [("number", "8")]),
    ("Apples at 3 pounds a bag.", [("money", "3 pounds")]),
    ("Yoga is on Thursdays.", [("day", "Thursdays")]),
])
def test_value_kinds(text, kinds):
    assert values_by_kind(text) == kinds


def _thread(*turns: str) -> str:
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs).content


@pytest.mark.parametrize("turns, wanted, unwanted", [
    (("Choir practice starts at 7.", "OK.", "no wait, it's 6:45", "Noted.", "what time is choir practice"), "6:45",
     " 7."),
    (("Coach Fenwick runs the swim club on Saturdays.", "OK.", "which day is he there"), "Saturday", "don't know"),
    (("The lasagne went in at 18:10 and needs 55 minutes.", "OK.", "when does it come out"), "19:05", "don't know"),
])
def test_through_the_model(turns, wanted, unwanted):
    reply = _thread(*turns)
    assert wanted in reply and unwanted not in reply, reply
