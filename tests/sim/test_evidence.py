"""``evidence``: the documents' sentences gathered for a question, composed as the answer.
Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import evidence
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_a_covered_question_is_answered(matcher):
    _, found = gathered(matcher, "The ferry leaves at 8am.\nThe café opens at nine.", "When does the ferry leave?")
    assert found.answered and evidence.compose_answer(found) == "The ferry leaves at 8am."


def test_an_uncovered_question_is_not(matcher):
    _, found = gathered(matcher, "The ferry leaves at 8am.", "Who built the lighthouse?")
    assert not found.answered and found.picks == []
