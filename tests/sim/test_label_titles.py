"""``label_titles``: chosen lines that share with the question only the words of the label title
they stand under (a care label's "Keep the storage jar away from frost" for "What colour is the
storage jar?"). Invented labels."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.label_titles import subject_only
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered

JAR = ("Ceramic storage jar with lid\nHand wash only\nNot suitable for microwave use\n"
       "Keep the storage jar away from frost\nMade in Portugal")
HONEY = "HONEY JAR\nNet weight 340 g\nProduct of Portugal\nBest before 2028"


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


@pytest.mark.parametrize(
    ("notes", "question", "title"),
    [
        (JAR, "What colour is the storage jar?", "Ceramic storage jar with lid"),
        (JAR, "Is the storage jar dishwasher safe?", "Ceramic storage jar with lid"),
        (JAR, "How big is the storage jar?", None),  # the subject and a kind of size: all it asks
        (HONEY, "What is the honey jar made of?", None),  # an upper-case title, no label's
        (HONEY, "What is the net weight of the honey jar?", None),  # the line meets "weight" itself
    ],
)
def test_subject_only(matcher, notes, question, title):
    _, found = gathered(matcher, notes, question)
    assert subject_only(found, matcher, question) == title
