"""``reference_grading``'s quick check (a reference-like label anywhere in the prompt) is searched
only in a text holding one of the words its matches need (``FirstMatches``): it finds what
searching every text finds. A guard (it passes on the code before the gate too)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from course_lib.sim.responders import reference_grading

TEXTS = [
    "Reference answer: 42",
    "GROUND TRUTH: the kiln fires at cone 6",
    "ground_truth: yes",
    "<expected>12</expected>",
    "The Gold standard: none",
    "Correct answer - here:",
    "model answer:",
    "Grade the answer against the question.",
    "Context:\n" + (" " * 100 + "\n") * 4 + "Answer yes or no.",
    "Referencé: ſolution: target ı:",
    "ſolution: x",
    "",
]


@pytest.mark.parametrize("text", TEXTS)
def test_the_gate_finds_what_the_search_finds(text):
    found = reference_grading._QUICK.search(0, text)
    plain = reference_grading._QUICK_RE.search(text)
    assert (found and found.span()) == (plain and plain.span())


_PIECES = st.sampled_from(["reference", "Reference", "ground", " truth", "_", "expected", "gold", "answer",
                           "correct ", "model ", "key", ":", "：", ">", "\n", " ", "x", "ſ", "ı", "K", "SOLUTION"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=25).map("".join))
def test_the_gate_on_random_texts(text):
    found = reference_grading._QUICK.search(0, text)
    plain = reference_grading._QUICK_RE.search(text)
    assert (found and found.span()) == (plain and plain.span())
