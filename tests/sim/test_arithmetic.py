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


@pytest.mark.parametrize("question", [
    "passes for 3 seniors and 2 children aged 5 and 8, how much in total?",
    "entry for 2 adults and 3 kids aged 4, 6 and 11 - what do we pay altogether?",
    "returns for 1 adult and 2 students, how much altogether",
])
def test_people_counts_and_ages_are_no_sum(question):
    from course_lib.sim.words.arithmetic import looks_like_arithmetic, people_figures_only

    assert people_figures_only(question)
    assert not looks_like_arithmetic(question)


@pytest.mark.parametrize("question", [
    "tickets for 2 adults and 3 little ones, how much altogether?",
    "lift passes for 4 grown kids and 2 more guests, what's the total?",
])
def test_people_modifiers_are_data(question):
    """The words between a figure and a people noun ("3 little ones", "2 more guests") are data
    (``family_counts.yaml`` people_modifiers), the pattern compiled once per version of the file."""
    from course_lib.sim.words.arithmetic import _people_figure_re, people_figures_only
    from course_lib.sim.words.cues import read

    assert "little" in read("family_counts.yaml")["people_modifiers"]
    assert _people_figure_re() is _people_figure_re()
    assert people_figures_only(question)


@pytest.mark.parametrize("question", [
    "2 adults and 3 kids, how many tickets altogether?",  # a head count: the counts are added
    "I bought 3 apples and 4 pears, how many altogether",
    "12.40 on lunch and 3.85 on a coffee: how much in total?",
])
def test_other_figures_are_still_summed(question):
    """A guard (these passed before the change too)."""
    from course_lib.sim.words.arithmetic import looks_like_arithmetic

    assert looks_like_arithmetic(question)


@pytest.mark.parametrize(("question", "expression", "value"), [
    # invent75: a bill in the question's own words (each row fails on start75)
    ("had 3 scones at 2.20 each and a pot of tea for 3.50, what do i owe", "3 * 2.20 + 3.50", 10.10),
    ("bought five postcards @ 0.80 each plus a map for £6 - total?", "5 * 0.80 + 6", 10.0),
    ("2 sandwiches at £4.25 and a juice for £1.95, how much altogether", "2 * 4.25 + 1.95", 10.45),
    ("6 bags of compost at 4.99 each, how much", "6 * 4.99", 29.94),
])
def test_a_bill_in_words(question, expression, value):
    from course_lib.sim.words.arithmetic import evaluate, looks_like_arithmetic, to_expression

    assert looks_like_arithmetic(question) and to_expression(question) == expression
    assert abs(evaluate(expression) - value) < 1e-9


@pytest.mark.parametrize("question", [
    "3 scones at 2.20 each, what's my change from a tenner?",  # change: a difference, not this reading
    "4 pizzas at £9 each, how much each if we split it 3 ways",  # a share
    "charge 40 kWh at 2am, what will it cost?",  # a clock time, no price
    "a room for 2 nights, how much?",  # a count of nights, no price
])
def test_no_bill(question):
    """Guards of the new reader (start75 had no bill_expression): what is not a bill is not read as one."""
    from course_lib.sim.words.arithmetic import bill_expression

    assert bill_expression(question) is None
