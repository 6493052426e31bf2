"""A list of objects read from a passage that names no person (issue 26): ``structured._entities``
makes one object per person named, so items of another kind ("250 g flour, 125 g butter") are a
stated limit with the schema's safe value (an empty list), never objects named by the figures
("name='250', grams=0"). Invented schemas and passages, none from the fresh sets."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Gear(BaseModel):
    name: str
    count: int


class PackingList(BaseModel):
    items: list[Gear] = Field(description="every piece of gear with how many to pack")


class Leg(BaseModel):
    name: str
    km: float


class Route(BaseModel):
    legs: list[Leg] = Field(description="each leg of the ride with its length")


class Guest(BaseModel):
    name: str
    age: int


class Party(BaseModel):
    guests: list[Guest]


def _structured(schema, text):
    from course_lib import SimulatorLimitWarning
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in seen if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(
    ("schema", "text", "field"),
    [
        (Route, "Ride 42 km to the lake, then 18.5 km along the shore and 30 km home.", "legs"),
    ],
)
def test_items_that_are_no_people_are_a_stated_limit(schema, text, field):
    out, seen = _structured(schema, text)
    got = getattr(out, field)
    assert not any(any(ch.isdigit() for ch in item.name) for item in got)  # no figure as a name
    assert got == [] and seen


def test_counted_things_are_read_one_object_each():
    """A thing and its count ("2 tents") make one object each (``structured._counted_items``,
    merged after this file's first version, which expected a stated limit here)."""
    out, _ = _structured(PackingList, "Pack 2 tents, 3 stoves and 6 mugs for the trip.")
    assert [(g.name, g.count) for g in out.items] == [("tents", 2), ("stoves", 3), ("mugs", 6)]


def test_people_are_still_read_one_object_each():
    """People named in the passage still make one object each, and no figure makes one (on the old
    code this failed too: a figure of the passage was read as a guest)."""
    out, seen = _structured(Party, "Ingrid is 34 and Tomasz is 29.")
    assert [g.name for g in out.guests] == ["Ingrid", "Tomasz"]
