"""A groundedness grade that meets a value the facts state otherwise (issue 26;
``grading.contradicting_value``): "the top floor" against facts that say "the second floor" is a
contradiction, not support, though the answer's other words (office, floor) are all in the facts.
A value the facts write, or a noun they give no value, is no contradiction."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Supported(BaseModel):
    supported: bool = Field(description="whether the facts support the answer")


def _grade(facts: str, answer: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(Supported).invoke(
            [("system", "Decide whether the answer is supported by the facts."),
             ("human", f"Facts: {facts}\nAnswer: {answer}")])
    return out.supported, [str(w.message) for w in caught]


@pytest.mark.parametrize("facts,answer", [
    ("The office is on the second floor, next to the kitchen.", "The office is on the top floor."),
    ("The cottage has two bedrooms and a wood stove.", "The cottage has three bedrooms."),
    ("Parking is in the basement garage of block C.", "Parking is in the first garage of block C."),
])
def test_a_value_the_facts_state_otherwise_is_not_supported(facts, answer):
    supported, _ = _grade(facts, answer)
    assert supported is False


@pytest.mark.parametrize("facts,answer", [
    ("The office is on the second floor, next to the kitchen.", "The office is on the second floor."),
    ("The cottage has two bedrooms and a wood stove.", "The cottage has a wood stove."),
])
def test_the_same_value_or_no_value_is_supported(facts, answer):
    supported, limits = _grade(facts, answer)
    assert supported is True and not limits, limits


def test_contradicting_value():
    from course_lib.sim.responders.grading import contradicting_value

    assert contradicting_value("It is on the top floor.", ["It is on the 3rd floor."]) == ("top floor", "3rd floor")
    assert contradicting_value("It has a lift.", ["It is on the 3rd floor and has a lift."]) is None
    assert contradicting_value("It is on the 3rd floor.", ["It is on the 3rd floor."]) is None
    assert contradicting_value("It is on the top floor.", ["It has a lift."]) is None
    assert contradicting_value("a red car", ["a 2nd car"]) is None  # "red" gives no value of that kind
    # a decimal is one value: "3.1 times" is not "1 times" (the facts write 3.1 beside 2.4)
    assert contradicting_value("raised to 3.1 times", ["from 2.4 times to 3.1 times"]) is None
