"""Synonyms before absence (``data/sim/aliases.yaml``, the everyday groups; issue 26): a question
that names a thing by its everyday or other-country word ("the telly", "a fridge", "my bike", "the
flu jab", "a parking lot") is answered from the line that names it by the other word, never "I
don't know." or a partial answer that says it found nothing about the word. A thing the notes do
not hold stays "I don't know.". Invented notes of my own: a flat's inventory, a child's immunisation
record, a hotel's arrival notes."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel

INVENTORY = """Flat 3B inventory (check-in 1 September)
Living room: two-seater sofa (grey), coffee table, Samsung television with remote, floor lamp.
Kitchen: refrigerator with freezer drawer, washing machine, microwave, kettle.
Hall: bicycle hook on the wall, coat stand."""

RECORD = """Immunisation record - Theo Barker (born 2 May 2021)
3 October 2025: influenza nasal spray, given by practice nurse.
14 June 2022: MMR first dose.
9 July 2025: MMR second dose."""

HOTEL = """Arrival notes - Hotel Larkspur
Guests can leave the car in the car park behind the hotel; it costs £9 a night.
Recycling and general waste go in the rubbish room next to the laundry.
A cot and nappy bin can be put in family rooms on request."""


def _ask(notes: str, question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}").content


@pytest.mark.parametrize(
    ("notes", "question", "said"),
    [
        (INVENTORY, "Is there a telly in the living room?", "television"),
        (INVENTORY, "Does the flat come with a fridge?", "refrigerator"),
        (INVENTORY, "Where can I keep my bike?", "bicycle"),
        (RECORD, "When did Theo have his flu vaccine?", "3 October 2025"),
        (RECORD, "Has Theo had his MMR jabs?", "MMR"),
        (HOTEL, "Is there a parking lot?", "car park"),
        (HOTEL, "Is there a trash room?", "rubbish room"),
        (HOTEL, "Can we get a diaper bin?", "nappy bin"),
    ],
)
def test_a_thing_named_by_its_other_word_is_found(notes, question, said):
    text = _ask(notes, question)
    assert said.lower() in text.lower(), text
    assert "don't know" not in text.lower() and "could not find" not in text.lower(), text


@pytest.mark.parametrize(
    ("notes", "question"),
    [
        (INVENTORY, "Is there a dishwasher?"),
        (RECORD, "Did Theo have the chickenpox vaccine?"),
        (HOTEL, "Is there a swimming pool?"),
    ],
)
def test_a_thing_the_notes_lack_stays_unknown(notes, question):
    assert "don't know" in _ask(notes, question).lower()
