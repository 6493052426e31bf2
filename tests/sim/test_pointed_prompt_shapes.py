"""Two prompt shapes of learners' LangGraph programs, on notes of my own (a bakery's order sheet, a
library's opening notice): "Answer based only on this:" then the material then "Q: ..." (the label
was read as an answer to grade, "based only on this" naming no material), and a router's "Does this
question need the saved notes to answer? Answer yes or no." (read as a question over the notes, its
"I don't know" routing every question away from them). The behaviour cases fail on 1d73706e."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel

_ORDERS = ("Order\tCustomer\tCollect\n"
           "Sourdough x2\tPriya Nair\tSaturday 8 am\n"
           "Birthday cake (lemon)\tTom Fenwick\tFriday 4 pm\n"
           "Croissants x12\tCafe Lumen\tdaily 6 am")
_LIBRARY = ("The Brookside library opens at 9.30 on weekdays and at 10 on Saturdays.\n"
            "It is closed on Sundays. Laptops can be borrowed for two hours at the front desk.")


def _ask(prompt: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt).content


@pytest.mark.parametrize("lead, notes, question, expected", [
    ("Answer based only on this:", _ORDERS, "Who ordered the birthday cake?", "Tom Fenwick"),
    ("Answer according to this:", _LIBRARY, "When does it open on Saturdays?", "10"),
    ("Answer based solely on these:", _LIBRARY, "Where can I borrow a laptop?", "front desk"),
])
def test_a_pointing_word_names_the_material(lead, notes, question, expected):
    reply = _ask(f"{lead}\n{notes}\n\nQ: {question}")
    assert expected in reply and "offline simulator" not in reply


@pytest.mark.parametrize("question, verdict", [
    ("When can Priya collect her sourdough?", "yes"),
    ("What is the boiling point of water in Celsius?", "no"),
])
def test_a_router_asks_whether_the_question_needs_the_notes(question, verdict):
    reply = _ask("Does this question need the saved notes to answer? Answer yes or no.\n\n"
                 f"Saved notes are about: the bakery's orders\nQuestion: {question}")
    assert reply.strip().lower().startswith(verdict)
