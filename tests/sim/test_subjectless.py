"""``subjectless``: a question whose subject is a pronoun and whose other words are everyday ones
no document uses; a question naming its subject is not. Invented letters."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.subjectless import DETERMINERS, subjectless
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered

LETTER = "Dear parents,\nThe choir will travel by coach to the regional festival.\nPacked lunches are provided."


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("When are they coming home?", ["coming", "home"]),  # a pronoun and everyday words
        ("When is the choir coming home?", []),  # names its subject
        ("When does the Harrowgate bus come?", []),  # a name
    ],
)
def test_subjectless(matcher, question, expected):
    request, found = gathered(matcher, LETTER, question)
    assert subjectless(request, found) == expected


def test_determiners_name_a_subject():
    assert {"the", "their", "every"} <= DETERMINERS and "they" not in DETERMINERS
