"""``arithmetic``: a question read as arithmetic, its expression, its value, the number formatted.
Invented wordings."""

from __future__ import annotations

import pytest

from course_lib.sim.words.arithmetic import (
    aggregate_said,
    evaluate,
    first_number,
    format_number,
    looks_like_arithmetic,
    to_expression,
)


@pytest.mark.parametrize(("question", "expected"), [("what is 12 times 7", True), ("what is the capital of Peru", False)])
def test_looks_like_arithmetic(question, expected):
    assert looks_like_arithmetic(question) is expected


def test_expression_value_and_format():
    assert to_expression("what is 12 times 7") == "12 * 7"
    assert evaluate("12*7") == 84 and format_number(84.0) == "84"
    assert first_number("about 42 people") == "42"
    assert aggregate_said("how much altogether?").group(0) == "altogether"
    assert aggregate_said("how much each?") is None
