"""A count field whose description asks how many people or servings is read from the way a text
states that number ("Serves 6", "for 3 people", "a party of eight", "table for two", "makes 12
portions"), and a required number field the text gives no reading for gets the safe 0 WITH a
stated limit, never a silent 0 (issue 26, eleventh set D10: ``servings`` was 0 for a recipe that
"serves" a number, with no limit). Invented schemas and texts."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib import get_chat_model
from course_lib.sim.values.field_readers import people_count


class Dish(BaseModel):
    title: str = Field(description="name of the dish")
    portions: int = Field(description="how many servings the dish makes")


class Booking(BaseModel):
    party_size: int = Field(description="number of guests at the table")


class Trip(BaseModel):
    travellers: int = Field(description="how many people travel")
    nights: int = Field(description="nights booked")


def structured(schema, text):
    llm = get_chat_model("sim")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.with_structured_output(schema, include_raw=True).invoke(
            [("system", "Extract the details."), ("human", text)])
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize("text, count", [
    ("Lentil soup. Serves 6. Simmer for 40 minutes.", "6"),
    ("Booked dinner for three people at 20:00.", "3"),
    ("A party of eight, arriving at noon.", "8"),
    ("Table for two by the window, please.", "2"),
    ("Makes 12 portions.", "12"),
    ("Room for 3 nights.", None),            # "for 3" with no people noun
    ("Serves 4-6.", None),                   # a range is no one count
    ("Serves 4; for 8 people, double it.", None),  # two different counts
])
def test_people_count(text, count):
    assert people_count(text) == count


@pytest.mark.parametrize("schema, text, field, value", [
    (Dish, "Mushroom risotto - serves 4, ready in 35 min.", "portions", 4),
    (Booking, "Hi, a table for five on Saturday at 7pm please.", "party_size", 5),
    (Trip, "Lisbon city break for 2 people, 3 nights in May.", "travellers", 2),
])
def test_a_people_count_field_read(schema, text, field, value):
    parsed, _ = structured(schema, text)
    assert getattr(parsed, field) == value


def test_a_required_number_with_no_reading_states_a_limit():
    parsed, limit = structured(Booking, "Could we book a table by the window on Saturday?")
    assert parsed.party_size == 0
    assert "party_size" in limit
