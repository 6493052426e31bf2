"""Dietary needs a message states (``course_lib.sim.values.diets``, issue 26): the field it fills and the
needs read, in the text's order. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.values.diets import diets_said, is_diet_field


@pytest.mark.parametrize("text, said", [
    ("Two of us, I'm vegan and my husband has a nut allergy.", "vegan, nut allergy"),
    ("Happy to come! Gluten free if possible.", "gluten free"),
    ("She's coeliac.", "coeliac"),
    ("See you at seven.", None),
    ("We love vegetables.", None),  # not a diet
])
def test_diets_said(text, said):
    assert diets_said(text) == said


@pytest.mark.parametrize("name, description, value", [
    ("dietary", "", True), ("allergies", "", True), ("notes", "any dietary needs", True),
    ("name", "", False), ("email", "the guest's email", False),
])
def test_a_diet_field(name, description, value):
    assert is_diet_field(name, description) is value


class Booking(BaseModel):
    name: str
    diet: str | None = Field(default=None, description="dietary requirement, if any")


def test_the_structured_field():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Booking).invoke("Table for Priya Nair, she's vegan.")
    assert out.diet == "vegan"
