"""A code with a plural "s" names the code's rows (fix43b, the forty-first set's JJ9; ``text.stem``):
"the B5s", "the 4x4s", "the M10s" meet the lines of "B5", "4x4", "M10", so a question asked of them is
answered from the row, never "I don't know". A figure alone with an "s" ("1990s", "30s") is a decade
or an age and stays as written. Codes and material invented here: a notebook price list, a garage's
bolts, a tyre board."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.words.text import stem


@pytest.mark.parametrize(("plural", "code"), [
    ("B5s", "B5"), ("4x4s", "4x4"), ("M10s", "M10"), ("mp3s", "mp3"), ("T5s", "T5"),
])
def test_a_code_plural_meets_its_code(plural, code):
    assert stem(plural.lower()) == stem(code.lower())


@pytest.mark.parametrize("word", ["1990s", "30s", "bus", "x5"])
def test_guards(word):
    assert stem(word) == word  # a decade, an age, a word, a code with no plural


@pytest.mark.parametrize(("notes", "question", "want"), [
    ("Notebook prices\nB5 ruled notebook £3.20\nA4 ruled notebook £4.10\nA5 plain notebook £2.60",
     "How much are the B5s?", "3.20"),
    ("Bolt drawer\nM6 bolts: 40 mm, zinc\nM10 bolts: 75 mm, stainless", "How long are the M10s?", "75 mm"),
])
def test_a_question_of_the_plural_is_answered_from_the_row(notes, question, want):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}")
    assert want in out.content
