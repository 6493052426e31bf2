"""``self_statements``: a first-person statement with no question mark is material for a task,
not a question. Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.request.self_statements import self_statement


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I keep bees on my allotment", True),
        ("Hello, I am Priya and I teach chemistry", True),
        ("okay thanks, our team moved to Leeds", True),
        ("Do I keep bees?", False),  # a question
        ("The hive is full", False),  # not about the speaker
        ("Is my parcel late？", False),  # a full-width question mark
    ],
)
def test_self_statement(text, expected):
    assert self_statement(text) is expected
