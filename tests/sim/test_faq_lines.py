"""A question and its answer on one line or list item ("- Can I keep bees? Yes, with the
committee's consent."): the answer is read under its question (``prose`` units' ``lead``), so a
question that only the FAQ's question names is answered by the sentence after it. Before, the
question was skipped (a question in a document answers nothing) and its answer, which does not
repeat the subject, was never found: a trusted "I don't know.". Invented FAQs in three shapes."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.prose import units

BULLETS = ("Park rules\n- Are dogs allowed? Only on leads, and not in the café.\n"
           "- Can we barbecue? Only in the marked area by the lake.\n- Is cycling permitted? On the red paths.")
LINES = ("Cottage notes\nIs there Wi-Fi? Yes, the password is on the fridge door.\n"
         "Where are the bins? Behind the shed; collection is on Tuesday.\nCan we light the stove? Yes, logs are in the store.")
NUMBERED = ("Bakery FAQ\n1. Do you deliver on Sundays? No, Monday to Saturday only.\n"
            "2. Can I order a birthday cake? Yes, three days ahead.\n3. Do you sell gluten-free bread? On Fridays.")


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize(("notes", "question", "holds"), [
    (BULLETS, "Are dogs allowed in the park?", "leads"),
    (LINES, "Where are the bins?", "Behind the shed"),
    (NUMBERED, "Do you deliver on Sundays?", "Monday to Saturday"),
], ids=["bullets", "lines", "numbered"])
def test_an_answer_is_read_under_its_question(notes, question, holds):
    text, limit = _ask(notes, question)
    assert holds in text and limit is None, text


def test_a_question_leads_only_the_answer_after_it():
    read = [(u.text, u.lead) for u in units(LINES)]
    assert ("Behind the shed; collection is on Tuesday.", "Where are the bins?") in read
    assert all(lead != "Is there Wi-Fi?" for text, lead in read if text.endswith("?"))
