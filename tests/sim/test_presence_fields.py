"""A yes/no field asking whether a thing is there ("has_tv", "charger_included") is read from the
clause naming it: absent ("doesn't have a TV", "comes without a charger") False, there ("there's a
hot tub", "towels are provided") True, with no limit; an ``Optional`` one whose thing the text names
nowhere is left null, also with no limit (``values.flag_scope.presence_said`` / ``presence_unnamed``;
cues in ``data/sim/flag_scope.yaml``)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.flag_scope import presence_said, presence_unnamed


class Lodge(BaseModel):
    has_hot_tub: bool
    has_dishwasher: bool


class Laptop(BaseModel):
    charger_included: bool
    has_webcam: bool | None = Field(default=None, description="whether it has a webcam, if said")


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("name, text, expected", [
    ("has_dishwasher", "The lodge doesn't have a dishwasher, but there's a hot tub.", False),
    ("has_hot_tub", "The lodge doesn't have a dishwasher, but there's a hot tub.", True),
    ("charger_included", "Sold as seen; it comes without a charger.", False),
    ("towels_provided", "Towels are provided; bring your own soap.", True),
    ("has_towels", "Towels are provided; bring your own soap.", True),
    ("has_pc", "The lab has no PC for visitors.", False),
    ("has_garden", "A quiet flat near the station.", None),
    ("needs_garden", "There's no garden.", None),  # a wish field, not a presence one
])
def test_presence_said(name, text, expected):
    assert presence_said(name, text) is expected


@pytest.mark.parametrize("name, text, expected", [
    ("has_webcam", "Lightweight, 14-inch screen.", True),
    ("has_webcam", "The webcam is broken.", False),
    ("has_aircon", "No air conditioning in the car.", False),  # named in part: not unnamed
    ("colour", "A red car.", False),
])
def test_presence_unnamed(name, text, expected):
    assert presence_unnamed(name, text) is expected


def test_structured_reads_absence_and_presence_without_a_limit():
    out, limits = _filled(Lodge, "The lodge doesn't have a dishwasher, but there's a hot tub.")
    assert (out.has_hot_tub, out.has_dishwasher) == (True, False)
    assert not limits


def test_an_optional_presence_the_text_never_names_is_null_without_a_limit():
    out, limits = _filled(Laptop, "Sold as seen; it comes without a charger.")
    assert out.charger_included is False and out.has_webcam is None
    assert not limits
