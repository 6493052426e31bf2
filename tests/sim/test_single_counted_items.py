"""A list of counted things counts "a/an/one <thing>" and "a <container> of <thing>" as 1
(issue 26): "Pick up 3 apples, an onion and a jar of honey" has three items. A listed part it
cannot count ("a dozen eggs", "some butter") is a stated limit, never a silent drop."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Item(BaseModel):
    name: str
    quantity: int


class Basket(BaseModel):
    items: list[Item] = Field(description="each thing to buy with how many")


def _parse(text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        parsed = SimulatedChatModel().with_structured_output(Basket).invoke(text)
    stated = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return [(i.name, i.quantity) for i in parsed.items], stated


@pytest.mark.parametrize("text,want", [
    ("Pick up 3 apples, an onion and a jar of honey.", [("apples", 3), ("onion", 1), ("honey", 1)]),
    ("Buy 2 tins of tomatoes, one loaf of rye bread and 4 limes.",
     [("tins of tomatoes", 2), ("rye bread", 1), ("limes", 4)]),
    ("We want 12 napkins, a carton of milk, 3 candles.", [("napkins", 12), ("milk", 1), ("candles", 3)]),
])
def test_a_single_thing_counts_one(text, want):
    items, stated = _parse(text)
    assert items == want and not stated, (items, stated)


@pytest.mark.parametrize("text,part", [
    ("Get 5 pears and a dozen eggs.", "a dozen eggs"),
    ("Get 5 pears and some butter.", "some butter"),
])
def test_a_listed_part_it_cannot_count_is_a_stated_limit(text, part):
    items, stated = _parse(text)
    assert stated and part in stated[0], (items, stated)
