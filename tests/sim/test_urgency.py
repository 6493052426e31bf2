"""``urgency``: options ranked by urgency, and the one a message's cues pick. Invented messages."""

from __future__ import annotations

import pytest

from course_lib.sim.responders.urgency import choose, rank


@pytest.mark.parametrize(("value", "expected"), [("high", 0), ("medium", 1), ("low", 2), ("banana", None)])
def test_rank(value, expected):
    assert rank(value) == expected


def test_choose():
    assert choose(["low", "medium", "high"], "the payment server is down and customers cannot pay!") == ("high", ["down"])
    assert choose(["low", "medium", "high"], "thanks for the newsletter") is None  # no cue
    assert choose(["apple", "pear"], "the server is down") is None  # no urgency scale
