"""A quantity written in parts ("1 hr 10 min", "1 hour and 15 minutes", "2h30") is read as one (issue 26,
``field_readers._quantity_in``): a numeric field in minutes took the first part alone (60), with
no limit. Each later part must be in a smaller unit than the one before, so a list ("5 kg, 3 kg")
is not summed. Wordings invented for this test; the compound cases fail on the code before the
change, the last two are guards."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, Field


class Prep(BaseModel):
    prep_minutes: int = Field(description="preparation time in minutes")


class Hike(BaseModel):
    duration_hours: float = Field(description="how long the hike takes, in hours")


class Bag(BaseModel):
    weight_kg: float = Field(description="weight in kg")


def _read(schema, text):
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel().with_structured_output(schema).invoke(text)


@pytest.mark.parametrize(("schema", "text", "field", "want"), [
    (Prep, "Prep takes 1 hr 10 min.", "prep_minutes", 70),
    (Prep, "Preparation: 1 hour and 15 minutes.", "prep_minutes", 75),
    (Hike, "The ridge walk takes 3 hours 30 minutes at an easy pace.", "duration_hours", 3.5),
    (Prep, "Ready in 2h30.", "prep_minutes", 150),  # hours and minutes written together
    (Hike, "The crossing takes 3h15.", "duration_hours", 3.25),
    (Prep, "It takes 45 minutes to prepare.", "prep_minutes", 45),  # guard: one part, right before too
    (Bag, "Bags: 5 kg, 3 kg.", "weight_kg", 5.0),  # guard: a list is not one weight
])
def test_a_quantity_in_parts_is_read_whole(schema, text, field, want):
    assert getattr(_read(schema, text), field) == want
