"""``grading``: a refusal told from an answer. Invented replies."""

from __future__ import annotations

import pytest

from course_lib.sim.responders.grading import is_refusal


@pytest.mark.parametrize(("reply", "refusal"), [("I don't know.", True), ("The ferry leaves at 8.", False),
                                                ("I cannot answer that from the documents.", True)])
def test_is_refusal(reply, refusal):
    assert is_refusal(reply) is refusal
