"""A list field of items takes the list a text opens with under one heading ("Errands: post office,
bank, pharmacy"), less the items a correction crosses out ("skip the bank"; ``taken_off`` now reads
an article before the item); a field of a named kind takes it only under a heading that names it
(``extraction.headed_list``, lexicon ``generic_list_fields``; ``attending_names.taken_off``)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.responders.extraction import headed_list
from course_lib.sim.values.attending_names import taken_off


class Errands(BaseModel):
    items: list[str]


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("name, text, expected", [
    ("items", "Errands: post office, bank, pharmacy - skip the bank, it's shut.", ["post office", "bank", "pharmacy"]),
    ("todo", "Today: mow lawn, fix gate. Then rest.", ["mow lawn", "fix gate"]),
    ("ingredients", "Ingredients: flour, sugar, eggs.", ["flour", "sugar", "eggs"]),  # the label names the field
    ("speakers", "Venue: hall, kitchen, garden.", None),  # a field of a named kind, a heading that is not its
    ("items", "We need milk.", None),
])
def test_headed_list(name, text, expected):
    assert headed_list(name, text) == expected


@pytest.mark.parametrize("items, text, expected", [
    (["post office", "bank"], "Errands: post office, bank - skip the bank.", ["post office"]),
    (["tent", "lantern"], "tent, lantern; forget the lantern", ["tent"]),
    (["Cai", "Ben"], "Cai, Ben - actually drop Cai", ["Ben"]),
])
def test_taken_off_reads_an_article(items, text, expected):
    assert taken_off(items, text) == expected


def test_structured_items_less_the_crossed_out_one():
    out, limits = _filled(Errands, "Errands: post office, bank, pharmacy - skip the bank, it's shut today.")
    assert out.items == ["post office", "pharmacy"]
    assert not limits
