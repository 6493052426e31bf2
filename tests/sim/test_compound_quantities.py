"""A quantity written in parts ("1 hr 10 min", "1 hour and 15 minutes", "2h30") is read as one (issue 26,
``field_readers._quantity_in``): a numeric field in minutes took the first part alone (60), with
no limit. Each later part must be in a smaller unit than the one before, so a list ("5 kg, 3 kg")
is not summed. Also read: one-letter unit symbols after a figure ("500 g", "45m" after "1h"),
quantities in words ("three quarters of an hour", "half a kilo", "ninety minutes"), and "14h30"
after "at"/"um" as a time of day. Wordings invented for this test; the compound cases fail on the code before the
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


class Dough(BaseModel):
    flour_g: float = Field(description="flour in grams")


class Rest(BaseModel):
    rest_minutes: int = Field(description="resting time in minutes")


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
    # one-letter symbols after a figure ("500 g" was no quantity: 'g' is a stop word alone)
    (Bag, "The suitcase came to 2 kg 500 g at check-in.", "weight_kg", 2.5),
    (Dough, "Knead 1.2 kg of flour with the water.", "flour_g", 1200.0),
    (Prep, "Bake for 1h 45m.", "prep_minutes", 105),  # was 60: "45m" read as metres
    # quantities in words
    (Rest, "Let it rest for three quarters of an hour.", "rest_minutes", 45),
    (Rest, "Leave it covered for half an hour.", "rest_minutes", 30),
    (Rest, "Chill for two and a half hours.", "rest_minutes", 150),
    (Rest, "Proof it for ninety minutes.", "rest_minutes", 90),
    (Dough, "Add half a kilo of rye flour.", "flour_g", 500.0),
])
def test_a_quantity_in_parts_is_read_whole(schema, text, field, want):
    assert getattr(_read(schema, text), field) == want


@pytest.mark.parametrize("text", [
    "Doors open at 14h30 and the talk lasts 2 hours.",
    "Treffen um 9h15, Dauer 2 hours.",
])
def test_a_time_of_day_is_no_duration(text):
    """"14h30" after "at"/"um" is a time of day: the duration is the 2 hours (was 14 h 30 = 870)."""
    assert _read(Rest, text).rest_minutes == 120
