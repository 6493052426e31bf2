"""Amounts and counts in words in the one number-field reader of tool arguments and schema fields
(issue 26, the forty-eighth set's QQ7 / QQ8): collective count words as data ("four half-dozens" 24,
"five pairs of gloves" 10 for a count of gloves), "N pounds M" after a dash as one amount, and a
party list counted item by item ("the Osei family, there are three of them"). Wordings of my own."""

from __future__ import annotations

import pytest

from course_lib.sim.values.family_counts import listed_party
from course_lib.sim.values.field_readers import read_field
from course_lib.sim.values.ordered_counts import (
    groups,
    pieces,
    with_group_counts,
    with_piece_counts,
)
from course_lib.sim.words.currencies import join_minor_units


@pytest.mark.parametrize("name, description, text, expected", [
    ("muffins", "how many muffins", "Could we get five half-dozens of muffins for the meeting?", 30),
    ("gloves", "number of gloves", "Five pairs of gardening gloves.", 10),
    ("scones", "how many scones", "Three dozen scones for Saturday.", 36),  # guard: right on BASE
    ("scones", "how many scones", "Eleven scones for Saturday.", 11),  # guard: a plain count
])
def test_count_fields_multiply_collective_words(name, description, text, expected):
    assert read_field(name, description, "integer", text) == expected


def test_pairs_stay_pairs_for_a_count_of_pairs():  # guard
    assert read_field("pairs", "how many pairs", "integer", "Five pairs of gardening gloves.") == 5


def test_collective_words_are_data():
    assert groups()["half-dozen"] == 6 and groups()["dozen"] == 12 and pieces()["pair"] == 2
    assert with_group_counts("2 half-dozens of eggs") == "12 of eggs"
    assert with_piece_counts("4 pairs of socks", ["socks"]) == "8 socks"


def test_pence_after_a_dash_join_the_amount():
    assert join_minor_units("the cab - 28 pounds 60 - between us") == "the cab - 28.60 pounds - between us"
    assert join_minor_units("ages 28 pounds 60-70 grams") == "ages 28 pounds 60-70 grams"  # guard: a range


def test_a_family_sized_after_its_name_counts_its_people():
    party = listed_party("seats for me, my mum and the Oseis, there are three of them")
    assert party is not None and party.total == 5
    assert "the Oseis, there are three of them" in party.body


def test_a_given_name_in_a_list_is_one_person():
    party = listed_party("a cab between me, Hamid and his three cousins")
    assert party is not None and party.total == 5
