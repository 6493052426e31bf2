"""A schema's free-text reason field (issue 26): the reasons the simulator's rules gave for the other
fields, else a sentence saying none was given, never a stock justification that reads like one."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Booking(BaseModel):
    guests: int = Field(description="number of guests")
    reason: str = Field(description="why you chose these values")


class Parcel(BaseModel):
    weight_kg: float = Field(description="weight in kilograms")
    explanation: str = Field(default="", description="explain the reading")


class Relevance(BaseModel):
    relevant: bool = Field(description="is the document relevant to the question")
    rationale: str = Field(description="why")


def _run(schema, text: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema).invoke(text)


@pytest.mark.parametrize(("schema", "text", "field"), [
    (Booking, "Table for 4 on Friday, please.", "reason"),
    (Booking, "We are six people, arriving at eight.", "reason"),
    (Parcel, "The box weighs 2.5 kg.", "explanation"),
    (Parcel, "Parcel: 750 g, fragile.", "explanation"),
])
def test_values_read_from_the_text_get_no_made_up_reason(schema, text, field):
    reason = getattr(_run(schema, text), field)
    assert reason.startswith("No reason given")
    assert "Based on the question" not in reason


def test_a_rule_that_gives_a_reason_keeps_it():
    out = _run(Relevance, "Question: when does the ferry leave?\n\nDocument: The ferry leaves Oban at 09:15 daily.")
    assert out.rationale and not out.rationale.startswith("No reason given")
