"""A question that asks a value is not put against a threshold no sentence ties to its words
(``threshold_answers.compared_answer``'s fallback): "How much are 4 hours of kayak rental?" over notes whose
only threshold is "Bookings at least 24 h ahead" is answered from the prices, not "4 hours is
less than 24 h". Guard: a yes/no question with a quantity still meets the note's thresholds."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Notes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("notes", "question", "not_said"), [
    ("Kayak rental: 2 hours for 30 EUR, 4 hours for 50 EUR.\nBookings must be made at least 24 h ahead.",
     "How much are 4 hours of kayak rental?", "24 h"),
    ("Allotment plots: a 5 m plot is £40 a year, a 10 m plot £70 a year.\nHoses no longer than 20 m, please.",
     "What does a 10 m plot cost?", "20 m"),
    ("Sauna: 1 hour session 12 EUR, 2 hour session 20 EUR.\nChildren under 12 are not admitted after 1.5 hours in the pool.",
     "What is the price of a 2 hour sauna session?", "1.5 hours"),
], ids=["kayak", "allotment", "sauna"])
def test_a_value_question_is_not_put_against_an_unrelated_threshold(notes, question, not_said):
    text, _limit = _ask(notes, question)
    assert not_said not in text, text


def test_a_yes_no_question_still_meets_the_threshold():
    text, limit = _ask("Parcel rules: anything heavier than 30 kg goes by freight.", "My crate is 42 kg. Can it go as a parcel?")
    assert "30 kg" in text, text
