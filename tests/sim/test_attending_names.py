"""A list of the people coming (issue 26): a day or month name is no person, a name opening a
list after a colon is one, and a person the text says is not coming ("is away", "can't make it")
or leaves out ("apart from Nadia") is not listed (``attending_names``)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Guests(BaseModel):
    names: list[str] = Field(description="the people who will attend")


class Mentioned(BaseModel):
    people: list[str] = Field(description="everyone the note mentions")


def _fill(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().with_structured_output(schema).invoke(text)


@pytest.mark.parametrize("text,want", [
    ("Joining us on Saturday: Lena, Marco and Yusuf; Harriet is away that week.", ["Lena", "Marco", "Yusuf"]),
    ("Lena and Marco will be there, but Yusuf can't make it.", ["Lena", "Marco"]),
    ("The whole crew apart from Nadia: Pete, Nadia, Kofi and Jo.", ["Pete", "Kofi", "Jo"]),
    ("In August we expect Carla, Joe and Bea.", ["Carla", "Joe", "Bea"]),  # a month, no person
])
def test_the_people_coming(text, want):
    assert _fill(Guests, text).names == want


def test_a_field_of_everyone_mentioned_keeps_the_absent():  # guard: not a field of who comes
    assert _fill(Mentioned, "Pete and Jo met Ravi; Nadia is away.").people == ["Pete", "Jo", "Ravi", "Nadia"]


def test_a_possessive_day_is_no_person():
    assert _fill(Guests, "Signed up for Monday's class: Ivo, Jana and Kit.").names == ["Ivo", "Jana", "Kit"]


@pytest.mark.parametrize("text,names,kept", [
    ("Rota for May: Ugo, Vera and Wim; Vera is off sick.", ["Ugo", "Vera", "Wim"], ["Ugo", "Wim"]),
    ("All of us bar Xena: Yuki and Zane.", ["Xena", "Yuki", "Zane"], ["Yuki", "Zane"]),
])
def test_listed_names_and_those_coming(text, names, kept):
    from course_lib.sim.values.attending_names import coming, listed_names

    assert listed_names(text) == names
    assert coming(names, text) == kept
