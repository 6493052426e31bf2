"""A structured field's unit: the scale a description names after "degrees" ("in degrees
Fahrenheit"), and a quantity of another kind that is no value of the field (issue 26; the
forty-second set's class KK6: "50 degrees Fahrenheit" into a field "celsius" kept as 50, because
"in degrees Celsius" was read as the unit "degrees", an angle). The same reading for a Pydantic
model, a TypedDict and a JSON schema. Wordings invented here (a sauna, a fridge, a greenhouse, a
parcel, a dog's weight, a turn); the cases marked guard pass on 947509df too, the others fail there.
"""

from __future__ import annotations

import warnings
from typing import Annotated, TypedDict

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class SaunaF(BaseModel):
    fahrenheit: float = Field(description="the sauna's temperature in degrees Fahrenheit")


class FridgeC(TypedDict):
    celsius: Annotated[float, ..., "the fridge temperature in degrees Celsius"]


GREENHOUSE = {"title": "Greenhouse", "description": "A greenhouse reading.", "type": "object",
              "properties": {"temp": {"type": "number", "description": "the temperature in degrees Celsius"}},
              "required": ["temp"]}


class Parcel(BaseModel):
    weight_kg: float = Field(description="the parcel's weight")


class DogWeight(TypedDict):
    weight_kg: Annotated[float, ..., "the dog's weight"]


class Turn(BaseModel):
    angle: float = Field(description="how far to turn, in degrees")


def _fill(schema, text: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)
    limits = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    parsed = out["parsed"]
    return (parsed if isinstance(parsed, dict) else parsed.model_dump() if parsed is not None else {}), limits


@pytest.mark.parametrize(("schema", "text", "key", "want"), [
    (SaunaF, "The sauna was at 80 C tonight.", "fahrenheit", 176.0),
    (SaunaF, "The sauna reached 85 degrees Celsius.", "fahrenheit", 185.0),
    (FridgeC, "The fridge display shows 41 degrees Fahrenheit.", "celsius", 5.0),
    (FridgeC, "Fridge at 39.2 F this morning.", "celsius", 4.0),
    (GREENHOUSE, "Greenhouse thermometer: 95 degrees Fahrenheit at two o'clock.", "temp", 35.0),
])
def test_the_scale_after_degrees_is_the_field_s(schema, text, key, want):
    got, _ = _fill(schema, text)
    assert abs(float(got.get(key, -999)) - want) < 0.11, got


@pytest.mark.parametrize(("schema", "text", "key", "want"), [
    (FridgeC, "The fridge is at 4 degrees.", "celsius", 4.0),  # guard: no scale said, the field's
    (DogWeight, "Our spaniel weighs 14.5 kg.", "weight_kg", 14.5),  # guard
    (Turn, "Turn the dial 90 degrees to the left.", "angle", 90.0),  # guard: an angle stays an angle
])
def test_a_value_in_the_field_s_unit_stays(schema, text, key, want):
    got, limits = _fill(schema, text)
    assert not limits and abs(float(got.get(key, -999)) - want) < 0.01


@pytest.mark.parametrize(("schema", "text"), [
    (Parcel, "The parcel is a box 40 cm long."),
    (DogWeight, "Our spaniel is 45 cm at the shoulder."),
])
def test_a_quantity_of_another_kind_is_no_value(schema, text):
    got, limits = _fill(schema, text)
    assert limits and got.get("weight_kg") in (None, 0, 0.0)
