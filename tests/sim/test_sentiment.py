"""``sentiment``: a text's tone, the language a text is written in and its name. Invented texts."""

from __future__ import annotations

import pytest

from course_lib.sim.words.sentiment import language_code, language_name, tone


@pytest.mark.parametrize(("text", "label"), [("I love this, thank you so much!", "positive"),
                                             ("This is awful and I want a refund.", "negative")])
def test_tone(text, label):
    assert tone(text).label == label


@pytest.mark.parametrize(("text", "code"), [("Où est la gare, s'il vous plaît ?", "fr"), ("Where is the station?", "en")])
def test_language(text, code):
    assert language_code(text) == code


def test_language_name():
    assert language_name("de") == "German"
