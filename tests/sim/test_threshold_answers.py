"""``threshold_answers``: a quantity the question states against the documents' thresholds: the
sentence for its side, or a stated limit when only the other side is spoken for. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.threshold_answers import compared_answer
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import grounded

KAYAK = """Kayak hire rules
Paddlers weighing up to 110 kg can take a single kayak.
Paddlers over 110 kg take a sit-on-top.
"""

ONE_SIDE = "Kayak hire rules\nPaddlers weighing up to 110 kg can take a single kayak.\n"


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_the_sentence_for_the_quantitys_side(matcher):
    with explain.collecting():
        reply = compared_answer(grounded(KAYAK, "I weigh 120 kg. Which kayak can I take?"), matcher)
    assert reply and "sit-on-top" in reply


def test_only_the_other_side_spoken_for_is_a_stated_limit(matcher):
    with explain.collecting() as note:
        reply = compared_answer(grounded(ONE_SIDE, "I weigh 120 kg. Which kayak can I take?"), matcher)
    assert reply and note["limit"] == reply and "120 kg" in reply


def test_no_quantity_no_threshold_answer(matcher):
    assert compared_answer(grounded(KAYAK, "Do you lend paddles?"), matcher) is None
