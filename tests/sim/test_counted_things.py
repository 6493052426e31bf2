"""``course_lib.sim.values.counted_things``: a short report's one "<figure> <plural noun>" fills a schema's
count field and its field for the kind of thing counted ("saw 3 red kites" -> count 3, species
"red kites"); two such figures, or none, fill neither (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values import counted_things


class BirdSighting(BaseModel):
    species: str
    count: int


class Catch(BaseModel):
    fish: str
    number: int


class Delivery(BaseModel):
    item: str
    qty: int


def _parsed(schema, text):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)
    return out["parsed"], out["raw"].response_metadata.get("simulator_limit")


@pytest.mark.parametrize("schema, text, kind, n", [
    (BirdSighting, "spotted 4 waxwings in the supermarket car park", "waxwings", 4),
    (BirdSighting, "Five little egrets on the estuary at dawn", "little egrets", 5),
    (Catch, "pulled 6 shore crabs out of the rock pool", "shore crabs", 6),
    (Delivery, "the van dropped 12 pallets at bay 3", "pallets", 12),
])
def test_the_one_count_fills_the_count_and_the_thing(schema, text, kind, n):
    parsed, limit = _parsed(schema, text)
    values = parsed.model_dump()
    assert kind in next(v for v in values.values() if isinstance(v, str))
    assert n in values.values() and not limit


@pytest.mark.parametrize("text", [
    "saw 2 buzzards and 3 kestrels along the ridge",  # two counts: which one is unknown
    "lots of swifts screaming over the rooftops",  # no count
    "walked for 3 hours and saw nothing much",  # hours are no counted thing
    "landed 2 sea trout and 3 mackerel off the pier",  # two counts again (a plural without its -s is
    # read when it is an invariant plural: "2 sea trout", tests/sim/test_invariant_plurals.py)
])
def test_no_single_count_fills_neither(text):
    assert counted_things.count(text) is None and counted_things.thing(text) is None
    parsed, limit = _parsed(BirdSighting, text)
    assert limit  # stated, never a guess


def test_the_field_names_are_data():
    assert counted_things.is_count_field("count") and counted_things.is_kind_field("species")
    assert not counted_things.is_count_field("price") and not counted_things.is_kind_field("location")


class Supply(BaseModel):
    item: str
    quantity: int


@pytest.mark.parametrize("text,item,n", [
    ("Please bring 3 crates of apple juice to the hall.", "apple juice", 3),
    ("We need 12 rolls of bin liners for the fair.", "bin liners", 12),
    ("Order two sacks of potting soil.", "potting soil", 2),
    ("Order 5 garden gloves.", "garden gloves", 5),
])
def test_a_containers_contents_are_the_thing_counted(text, item, n):
    """"3 crates of apple juice" counts apple juice: the container is no item (fields_r's
    correction-make-that read item 'boxes')."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Supply).invoke(text)
    assert (out.item.lower(), out.quantity) == (item, n)
