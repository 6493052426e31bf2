"""``translation``: a phrase looked up in the small lexicon of fixed phrases (data/sim/general.yaml),
or said plainly that it cannot; and whether a message asks for a translation at all."""

from __future__ import annotations

import pytest

from course_lib.sim.dialogue.translation import asks_translation, translation
from course_lib.sim.words.knowledge import Knowledge


@pytest.fixture(scope="module")
def knowledge():
    return Knowledge.load()


@pytest.mark.parametrize(("question", "asks"), [
    ("How do you say 'good night' in Spanish?", True),
    ("Translate 'where is the station' into German.", True),
    ("把“谢谢”翻译成英文", True),
    ("How long does the night train to Vienna take?", False),
    ("Which platform does the Vienna train leave from?", False),
])
def test_a_message_asks_for_a_translation(knowledge, question, asks):
    assert asks_translation(question, knowledge) is asks


def test_a_phrase_it_does_not_know_is_said_plainly(knowledge):
    reply = translation("Translate 'the kiln cracked my glaze' into Welsh.", knowledge)
    assert reply is not None and "can't translate" in reply


def test_a_question_that_asks_none_gets_none(knowledge):
    assert translation("How long does the night train to Vienna take?", knowledge) is None
