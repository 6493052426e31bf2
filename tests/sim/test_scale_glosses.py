"""A number on a scale from the glosses a field's description gives its ends (K7 of the
sixteenth set's classes), with no document or answer to grade: never a relevance verdict on
nothing (which gave the scale's bottom, or a value out of range)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values import scale_glosses


class Noise(BaseModel):
    loudness: int = Field(ge=1, le=5, description="how loud it was, from 1 (silent) to 5 (deafening)")


class Fatigue(BaseModel):
    tiredness: int = Field(ge=0, le=10, description="0 = not tired, 10 = completely exhausted")


class Spice(BaseModel):
    heat: float = Field(ge=1, le=3, description="heat level from 1 (mild) to 3 (fiery)")


def _fill(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


def test_glosses_are_read_from_the_description():
    low, high = scale_glosses.glosses("from 1 (silent) to 5 (deafening)", (1.0, 5.0))
    assert (low.value, high.value) == (1.0, 5.0)
    assert "deafening" in high.words
    assert scale_glosses.glosses("how loud it was, 1 to 5", (1.0, 5.0)) is None


@pytest.mark.parametrize(("schema", "text", "field", "value"), [
    (Noise, "The drilling next door was deafening all afternoon.", "loudness", 5),
    (Noise, "The library was silent.", "loudness", 1),
    (Fatigue, "After the night shift I was completely exhausted.", "tiredness", 10),
    (Fatigue, "Slept well, not tired at all.", "tiredness", 0),
    (Spice, "Fiery! My eyes watered.", "heat", 3.0),
])
def test_the_end_whose_gloss_the_text_meets(schema, text, field, value):
    out, limits = _fill(schema, text)
    assert getattr(out, field) == value
    assert not limits


@pytest.mark.parametrize(("schema", "text", "field", "middle"), [
    (Noise, "There was some music downstairs.", "loudness", 3),
    (Spice, "A curry with lentils.", "heat", 2.0),
])
def test_no_gloss_met_is_the_middle_with_a_stated_limit(schema, text, field, middle):
    out, limits = _fill(schema, text)
    assert getattr(out, field) == middle
    assert limits and "scale" in str(limits[0].message)
