"""A label prompt whose options are languages picks the one the text is written in, by the language
identifier (``responders.choosing._by_language``): options written as names ("Dutch / German") or as
two-letter codes in a prompt that speaks of languages ("PT, ES or IT"); two-letter options in a prompt
that does not ("IT, HR or PR") are no languages. Invented wordings (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim import SimulatedChatModel


def _label(prompt: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke([HumanMessage(prompt)]).content


@pytest.mark.parametrize("prompt, code", [
    ("Which language is this: PT, ES or IT? Reply with the code only.\nGrazie mille per la cena, a presto!", "IT"),
    ("Which language is the review in: FR, DE or NL? Reply with the code only.\nDas Essen war kalt und viel zu teuer.",
     "DE"),
])
def test_two_letter_language_codes_pick_the_texts_language(prompt, code):
    assert _label(prompt) == code


def test_two_letter_options_without_a_language_word_are_no_languages():
    # (guard) "IT" here is a department: a Spanish text does not make it the choice by language
    out = _label("Route this ticket: IT, HR or PR. Reply with the label only.\nTicket: ¿Dónde está mi nómina de marzo?")
    assert out != "ES"
