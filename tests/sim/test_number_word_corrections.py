"""A cued correction whose value is a number in words (issue 26, nineteenth set N8): "Oops,
twelve." after "The table is for nine people." puts twelve in place of nine. Before,
``corrections.values_by_kind`` read numbers in digits only, so a bare number word was no value
and the earlier statement was answered unchanged. "one" stays a word (a pronoun as often).
Invented threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.corrections import cued_value, swapped, values_by_kind


def _ask(*turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turn, value", [
    ("Oops, twelve.", "twelve"),
    ("My mistake: eleven.", "eleven"),
    ("Sorry, I misread it, Fifteen.", "Fifteen"),
])
def test_a_cued_number_word_is_a_value(turn, value):
    assert cued_value(turn) == ("number", value)


def test_number_words_and_digits_are_one_kind_and_one_is_left_a_word():
    assert values_by_kind("a crate of seven pears and 3 figs") == [("number", "seven"), ("number", "3")]
    assert values_by_kind("the one by the door") == []
    assert swapped("Nine, not seven.") == ("Nine", "seven")


@pytest.mark.parametrize("turns, new, old", [
    (("The table is for nine people.", "Okay.", "Oops, twelve.", "Noted.", "How many is the table for?"),
     "twelve", "nine"),
    (("We need four chairs for the stall.", "Sure.", "My mistake, five.", "Fine.", "How many chairs do we need?"),
     "five", "four"),
    (("The minibus is booked for 14 kids.", "Right.", "Sorry, sixteen.", "Okay.", "How many kids is the minibus for?"),
     "16", "14"),
])
def test_the_thread_answers_the_corrected_count(turns, new, old):
    text, _ = _ask(*turns)
    assert new in text.lower() and old not in text.lower(), text
