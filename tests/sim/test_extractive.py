"""``extractive``: the answer from the documents' sentences (step 4 of ``replies.grounded_answer``):
a cited sentence, "I don't know", or a stated limit when its reading gives it reason to doubt.
Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim import explain
from course_lib.sim.extractive import NOTATION_SHARE, answer, notation_share
from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from tests.sim._replies_helpers import grounded

NOTES = """Pottery studio notes
The glaze kiln is fired to cone 6 every Thursday.
Clay is sold in 10 kg bags at the front desk.
"""


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def _answer(matcher, notes, question):
    with explain.collecting() as note:
        reply = answer(grounded(notes, question), matcher)
    return reply, note


def test_a_covered_question_gets_its_sentence(matcher):
    reply, note = _answer(matcher, NOTES, "When is the glaze kiln fired?")
    assert "every Thursday" in reply and note["rule"].startswith("extractive answer")


def test_an_uncovered_question_is_i_dont_know(matcher):
    reply, note = _answer(matcher, NOTES, "Who repairs the pottery wheels?")
    assert reply == "I don't know." and not note["limit"]


def test_a_notation_is_measured():
    assert notation_share("KJFK 121851Z 18012KT 10SM FEW250 24/12 A3002") >= NOTATION_SHARE
    assert notation_share("The glaze kiln is fired to cone 6 every Thursday.") < NOTATION_SHARE
