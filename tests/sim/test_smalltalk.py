"""``smalltalk``: a greeting detected and answered; a question is no small talk."""

from __future__ import annotations

import pytest

from course_lib.sim.dialogue import smalltalk
from course_lib.sim.words.knowledge import Knowledge


@pytest.fixture(scope="module")
def knowledge():
    return Knowledge.load()


def test_a_greeting(knowledge):
    found = smalltalk.detect("hello there!", knowledge)
    assert found.intent.name == "greeting" and smalltalk.reply(found)


def test_a_question_is_no_small_talk(knowledge):
    assert smalltalk.detect("What is the refund policy?", knowledge) is None
