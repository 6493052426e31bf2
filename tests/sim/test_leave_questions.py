"""``grounded.leave_questions``: a question asking leave, in any of its clauses; other questions are not."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.leave_questions import asks_leave


@pytest.mark.parametrize("question, leave", [
    ("Can my 7-year-old go on the zip wire?", True),
    ("My daughter is 12 - may she swim alone?", True),
    ("Is a 15-year-old old enough to hire a kayak?", True),
    ("Are dogs allowed in the café?", True),
    ("How much is a junior ticket?", False),
    ("Which lane can I swim in?", False),  # "can" inside the question, no leave asked of its clause start
])
def test_a_question_asking_leave(question, leave):
    assert asks_leave(question) is leave
