"""A yes/no on a value against the range its own row states (K5 of the sixteenth set's
classes): "Is X too low / high / normal?" over a table row with a value and a "Reference range"
("Normal", "Target") column is decided by comparing the two, never by quoting the row with
"nothing about 'low'"."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import reference_ranges
from tests.sim._chat import ask_rag as _ask

POOL = """Garden pool - water test, Saturday
Parameter       Reading   Target
Chlorine        0.4       1-3
pH              7.4       7.2-7.8
Alkalinity      160       80-120
"""

TYRES = """Van tyre check
Tyre         Pressure   Normal
Front left   2.1        2.3-2.6
Front right  2.4        2.3-2.6
Rear left    2.9        2.3-2.6
"""





@pytest.mark.parametrize(("question", "asked"), [
    ("Is the chlorine too low?", "low"), ("Is the alkalinity high?", "high"),
    ("Is my pH normal?", "normal"), ("Is the pressure within the range?", "normal"),
    ("What is the chlorine reading?", None), ("Why is the chlorine low?", None),
])
def test_what_a_yes_no_asks_of_a_value(question, asked):
    assert reference_ranges.asked(question) == asked


@pytest.mark.parametrize(("context", "question", "opens", "side"), [
    (POOL, "Is the chlorine too low?", "Yes", "below"),
    (POOL, "Is the pH too high?", "No", "within"),
    (POOL, "Is the alkalinity normal?", "No", "above"),
    (TYRES, "Is the front right tyre pressure normal?", "Yes", "within"),
    (TYRES, "Is the rear left tyre too low?", "No", "above"),
])
def test_the_value_is_compared_with_its_rows_range(context, question, opens, side):
    reply, limits = _ask(context, question)
    assert reply.startswith(opens) and side in reply and not limits


def test_no_row_named_or_two_is_left_to_the_other_readers():
    assert reference_ranges.judged("Is the salt too low?", [POOL]) is None
    assert reference_ranges.judged("Is the front tyre too low?", [TYRES]) is None  # front left or right?
