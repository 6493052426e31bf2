"""``near_coverage``: the closest sentences cover the question but a figure it names (which a range
or a threshold may hold). Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.near_coverage import misses_only_a_figure
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import gathered

PARKING = "Parking is free for stays of 30 to 89 minutes."


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


@pytest.mark.parametrize(
    ("notes", "question", "expected"),
    [
        (PARKING, "Is parking free for 45 minutes?", True),  # 45 may fall inside the range
        (PARKING, "Is parking free at the station?", False),  # a word, not a figure, is missed
        ("The museum opens at 10am.", "Who founded the observatory?", False),  # nothing chosen
    ],
)
def test_misses_only_a_figure(matcher, notes, question, expected):
    request, found = gathered(matcher, notes, question)
    assert misses_only_a_figure(found, request) is expected
