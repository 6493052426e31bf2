"""A percent sign glued to a number in prose ("40% 3 hours ago", "30% 2 days only") is a percentage,
never the modulo operator: no "40 % 3 = 1" reply (``arithmetic.to_expression``; issue 26, the
forty-second set's notable limits: "70 % 2 = 0" from "70%" and "2泊"). Wordings invented here; the
cases marked guard pass on 947509df too, the others fail there.
"""

from __future__ import annotations

import pytest

from course_lib.sim.words.arithmetic import to_expression


@pytest.mark.parametrize("question", [
    "Battery at 40% 3 hours ago, how long will it last?",
    "The sale is 30% 2 days only - what is the final price?",
    "My score went from 60% 2 weeks ago to 75% today. By how many points did it rise?",
    "what is 12 * 3 + 10%",  # the percentage ends the expression: not worked without it
])
def test_a_percentage_in_prose_is_no_modulo(question):
    expression = to_expression(question)
    assert expression is None or "%" not in expression, expression


@pytest.mark.parametrize(("question", "want"), [
    ("what is 17 % 5?", "17 % 5"),  # guard
    ("what's 23 mod 4", "23 % 4"),  # guard
    ("what is 17%5", "17 % 5"),  # guard
    ("What is 12% of 250?", "0.12 * 250"),  # guard
])
def test_the_operator_and_a_percent_of_stay(question, want):
    assert to_expression(question) == want
