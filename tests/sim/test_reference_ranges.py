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


# A row named by a word only it holds ("B12" for "Vitamin B12"), not by a word beside another name
# ("vitamin D"); and the distance past a bound worked out (the thirty-third set's lab sheet, my own rows).
BLOODS = """Clinic bloods, 3 May
Test            Result   Reference range
Vitamin B12     610      200 - 900
Folate          2.1      3.0 - 20.0
Potassium       5.9      3.5 - 5.3
"""


@pytest.mark.parametrize(("question", "side"), [
    ("is my B12 ok?", "within"),
])
def test_a_row_named_by_a_word_only_it_holds(question, side):
    found = reference_ranges.judged(question, [BLOODS])
    assert found is not None and found.side == side


def test_a_word_beside_another_name_names_no_row():
    assert reference_ranges.judged("is my vitamin D ok?", [BLOODS]) is None


@pytest.mark.parametrize(("question", "by", "side"), [
    ("how far over the top of its range is my potassium?", 0.6, "above"),
    ("by how much is my folate below the range?", 0.9, "below"),
    ("how far above its range is the B12?", 0.0, "above"),
])
def test_the_distance_past_a_bound(question, by, side):
    found = reference_ranges.margin(question, [BLOODS])
    assert found is not None and found.by == pytest.approx(by) and found.side == side


def test_the_distance_past_a_bound_answers():
    reply, limits = _ask(BLOODS, "how far over the top of its range is my potassium?")
    assert "0.6" in reply and not limits, (reply, limits)


@pytest.mark.parametrize(("asked", "rows"), [
    ("flagged: the tests outside their reference range", ["Folate", "Potassium"]),
    ("high: results above the normal range", ["Potassium"]),
    ("low: readings below range", ["Folate"]),
    ("names: every test on the sheet", None),  # asks no judgement
])
def test_the_rows_outside_their_ranges_for_a_list_field(asked, rows):
    assert reference_ranges.outside_rows(asked, BLOODS) == rows


def test_a_list_field_of_the_rows_outside_their_ranges_is_filled():
    from langchain_core.messages import HumanMessage, SystemMessage
    from pydantic import BaseModel, Field

    from course_lib.sim import SimulatedChatModel

    class Flagged(BaseModel):
        tests: list[str] = Field(description="names of the tests whose result is out of range")

    out = SimulatedChatModel().with_structured_output(Flagged).invoke(
        [SystemMessage("Pull the flagged results out of the clinic sheet."), HumanMessage(BLOODS)])
    assert sorted(out.tests) == ["Folate", "Potassium"], out
