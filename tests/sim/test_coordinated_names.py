"""A capitalised word that opens a sentence is a name when it is joined to the next name ("Ana
and Li will drive", "Ana, Li and Marta"): ``text.names`` kept dropping it as a sentence's first
word, so a list of the people mentioned lost its first one silently. Invented texts."""

from __future__ import annotations

import pytest

from course_lib.sim.text import names


@pytest.mark.parametrize("text, found", [
    ("Iris and Omar will cook; Priya brings cake.", ("Iris", "Omar", "Priya")),
    ("Iris, Omar and Priya are on the rota.", ("Iris", "Omar", "Priya")),
    ("Bergen or Oslo, we have not decided.", ("Bergen", "Oslo")),
])
def test_a_sentences_first_word_joined_to_a_name_is_one(text, found):
    assert names(text) == found


@pytest.mark.parametrize("text, found", [
    ("Yes, Paris is lovely.", ("Paris",)),  # a stop word joined to a name is none
    ("Thanks, Tom!", ("Tom",)),
    ("Cook the rice and serve.", ()),  # a sentence's first word alone, no name after it
])
def test_other_first_words_stay_out(text, found):
    assert names(text) == found
