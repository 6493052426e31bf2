"""``said_otherwise``: the closest sentences share the question's subject and miss only everyday
words the notes may say another way. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.said_otherwise import said_otherwise
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


@pytest.mark.parametrize(
    ("notes", "question", "expected"),
    [
        ("Cottage rules\nThe cottage hot tub is heated all year.\nCheck-out is at 10am.",
         "Is the cottage hot tub warm in winter?", ["warm", "winter"]),
        ("Library notice\nLaptops may be borrowed for one week from the front desk.",
         "Can I take a laptop home for the weekend?", ["take", "home", "weekend"]),
        ("Cottage rules\nCheck-out is at 10am.", "Does the cottage have a sauna?", []),  # only the topic shared
        ("Cottage rules\nThe cottage hot tub is heated all year.", "Is the hot tub chlorinated by Aquazen?", []),
    ],
)
def test_said_otherwise(matcher, notes, question, expected):
    request, found = gathered(matcher, notes, question)
    assert said_otherwise(request, found, matcher) == expected
