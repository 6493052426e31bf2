"""The parts of a person's name in structured output (``course_lib.sim.values.field_readers``
``_read_name_part`` and ``text.names``; issue 26, the twenty-ninth set's X8 (a)): a word that leads a
name ("Name's", data ``name_lead_ins``) is never part of it, and a middle-name field takes the words
between the first and the last, ``None`` when the name has only two. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel

from course_lib.sim.words.text import names


@pytest.mark.parametrize("text, found", [
    ("Name's Oskar Lind, from the choir.", ("Oskar Lind",)),
    ("Surname's Okonkwo, first name Ada.", ("Okonkwo",)),
    ("Martin Loft booked the hall.", ("Martin Loft",)),  # a name word that leads nothing stays
])
def test_a_lead_in_is_no_part_of_a_name(text, found):
    assert names(text)[: len(found)] == found


class Runner(BaseModel):
    first_name: str
    middle_name: str | None = None
    last_name: str


def _parse(text):
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(Runner).invoke(
            [SystemMessage("Extract the runner's name."), HumanMessage(text)])


@pytest.mark.parametrize("text, first, middle, last", [
    ("Name's Oskar Lind, entering the 10k.", "Oskar", None, "Lind"),
    ("Entrant: Hannah Maria Voss, club Harriers.", "Hannah", "Maria", "Voss"),
    ("Please enter Ravi Lind for the fun run.", "Ravi", None, "Lind"),
    ("Surname's Adeyemi, first name Tola, no middle name.", "Tola", None, "Adeyemi"),  # parts by their labels
])
def test_the_parts_of_a_runners_name(text, first, middle, last):
    got = _parse(text)
    assert (got.first_name, got.middle_name, got.last_name) == (first, middle, last)
