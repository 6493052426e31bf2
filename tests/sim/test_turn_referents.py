"""A follow-up's bare pronoun read as the assistant's previous turn over notes the user pasted
(issue 26, the thirty-third set's BB4; ``turn_referents``): "which gate is that one?" after the
assistant's "The 10:05 to Lisbon." answers from the user's line about the Lisbon flight, not the
first line with a gate; a date moved on the line itself is quoted as the date in force. Before,
the first statement holding the asked form was quoted. Invented flight lists and shopping notes."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.dialogue.turn_referents import moved_inline, referents

FLIGHTS = ("here are my notes:\n- BA 211 to Oslo, gate B4, boards 09:15\n- TP 1337 to Lisbon, gate C9, boards 10:05\n"
           "- KL 1008 to Amsterdam, gate A2, boards 11:30\nwhich one leaves around ten?")


@pytest.mark.parametrize("question, turn, said, expected", [
    ("which gate is that one?", "The 10:05 to Lisbon.", ["BA 211 to Oslo, gate B4", "TP 1337 to Lisbon, gate C9"],
     ["TP 1337 to Lisbon, gate C9"]),
    ("how much is it?", "Oat milk, on aisle 3.", ["bread 1.20", "oat milk 1.85", "eggs 2.10"], ["oat milk 1.85"]),
    ("when's that due?", "The gas bill.", ["rent due 1 June", "phone due 3 June"], []),  # nothing names it
])
def test_the_pronoun_is_the_assistants_turn(question, turn, said, expected):
    assert referents(question, (("human", "notes"), ("ai", turn)), said) == expected


@pytest.mark.parametrize("question, turns", [
    ("when's the rent due?", (("human", "notes"), ("ai", "The gas bill."))),  # guard: no bare pronoun
    ("when's that due?", (("ai", "The gas bill."), ("human", "and the rent?"))),  # guard: the user spoke last
])
def test_no_referent(question, turns):
    assert referents(question, turns, ["rent due 1 June"]) is None


@pytest.mark.parametrize("line, expected", [
    ("R3 screenshots, due 6 May -> moved to 12 May", "R3 screenshots, due 12 May (moved from 6 May)"),
    ("dentist 3 June, now 10 June (clinic closed)", "dentist 10 June (moved from 3 June) (clinic closed)"),
    ("rent due 1 June, phone due 3 June", "rent due 1 June, phone due 3 June"),  # guard: two dates, no move
])
def test_a_date_moved_on_its_line(line, expected):
    assert moved_inline(line) == expected


def test_the_flight_thread_end_to_end():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(FLIGHTS), AIMessage("The 10:05 to Lisbon."),
                                           HumanMessage("which gate is that one?")])
    assert "C9" in out.content and "B4" not in out.content, out.content
