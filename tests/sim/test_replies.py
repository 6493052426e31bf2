"""``replies``: the grounded answer, a pipeline over the record answerers, stated answers and the
extractive reader. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.knowledge import Knowledge
from course_lib.sim.matching import Matcher
from course_lib.sim.replies import grounded_answer
from tests.sim._replies_helpers import grounded


@pytest.fixture(scope="module")
def knowledge():
    return Knowledge.load()


@pytest.mark.parametrize(("question", "reply"), [("When does the ferry leave?", "The ferry leaves at 8am."),
                                                 ("Who built the lighthouse?", "I don't know.")])
def test_grounded_answer(knowledge, question, reply):
    assert grounded_answer(grounded("The ferry leaves at 8am.", question), Matcher(knowledge), knowledge) == reply
