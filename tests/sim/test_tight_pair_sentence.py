"""A hyphen or slash between digits ("9-20", "120/80") is a sum only when its own sentence asks one
(``arithmetic._tight_pair_asked``): a message whose other sentences ask ("Is the pharmacy open
now?") while the figures' sentence states hours or a reading is no subtraction. On start80 "klo
9-20" under a Finnish label prompt was answered "9 - 20 = -11". Wordings invented here; the first
cases fail on start80, the rest are guards (pass before too)."""

from __future__ import annotations

import pytest

from course_lib.sim.words import arithmetic


@pytest.mark.parametrize("text", [
    "Is the pharmacy open now? The sign says 8-18 on weekdays.",
    "Does this passage answer the question? Reply YES or NO.\nQuestion: when is the pool open?\n"
    "Passage: The pool is open 7-21 every day.",
    "Czy to pasuje? Godziny: 10-16.",
])
def test_a_range_in_a_sentence_that_asks_nothing_is_no_sum(text):
    assert not arithmetic.looks_like_arithmetic(text)


@pytest.mark.parametrize("text", ["what is 9-20?", "9-20", "Calculate 45-17.", "15-4 please, what do I get?"])
def test_a_sum_asked_in_its_own_sentence_stays(text):
    """Guards (pass on start80 too)."""
    assert arithmetic.looks_like_arithmetic(text)
