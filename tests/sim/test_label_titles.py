"""``label_titles``: chosen lines that share with the question only the words of the title they
stand under. Invented labels."""

from __future__ import annotations

import pytest

from course_lib.sim.knowledge import Knowledge
from course_lib.sim.label_titles import subject_only
from course_lib.sim.matching import Matcher
from tests.sim._replies_helpers import gathered

LABEL = "HONEY JAR\nNet weight 340 g\nProduct of Portugal\nBest before 2028"


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_a_title_that_is_no_labels_title(matcher):
    question = "What is the honey jar made of?"  # the line chosen stands under an upper-case title, not a label's
    _, found = gathered(matcher, LABEL, question)
    assert subject_only(found, matcher, question) is None


def test_a_line_that_answers_is_not_title_only(matcher):
    question = "What is the net weight of the honey jar?"
    _, found = gathered(matcher, LABEL, question)
    assert subject_only(found, matcher, question) is None
