"""People counted in words for a count field: the speaker's group counted whole ("just the three
of us", "Sam, Lee and I") fills a count of people, and a count of people with a trait
("vegetarians") is the part the text says has it ("five of us, two of whom are vegans": 2; "Rosa is
vegan, Mia isn't": 1), never a number beside the word (``family_counts.group_size`` /
``trait_field`` / ``trait_count``, read by ``field_readers``; data in ``family_counts.yaml``)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.family_counts import group_size, trait_count, trait_field


class Picnic(BaseModel):
    people: int = Field(description="how many are coming")
    vegans: int


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("text, expected", [
    ("Count us in - just the three of us this time.", 3),
    ("Sam, Lee and I will be there by noon.", 3),
    ("Hi! My husband and I would love a quiet table.", 2),
    ("Well, Nadia and I can help out.", 2),
    ("The 4 of us plus my mum.", None),  # people added: counted_group's
    ("My daughter and I are coming.", None),  # her age is unsaid, her count not guessed here
    ("We'll bring a salad.", None),
])
def test_group_size(text, expected):
    assert group_size(text) == expected


@pytest.mark.parametrize("trait, text, expected", [
    ("vegan", "Five of us, two of whom are vegans.", 2),
    ("vegan", "Rosa is vegan, Mia isn't.", 1),
    ("vegan", "Ana and Raj are vegans; I'm vegan too.", 3),
    ("smoker", "Neither of us smokes? No - Jo is a smoker.", 1),
    ("vegan", "We eat anything.", None),
])
def test_trait_count(trait, text, expected):
    assert trait_count(trait, text) == expected


@pytest.mark.parametrize("name, expected", [
    ("vegans", "vegan"), ("num_smokers", "smoker"), ("adults", None), ("guests", None),
])
def test_trait_field(name, expected):
    assert trait_field(name) == expected


def test_structured_counts_the_group_and_the_trait():
    out, limits = _filled(Picnic, "Lovely idea! It'll be the four of us, and Rosa is vegan.")
    assert (out.people, out.vegans) == (4, 1)
    assert not limits


def test_a_trait_said_of_no_one_is_no_number_beside_it():
    out, _ = _filled(Picnic, "Lovely idea! It'll be the four of us.")
    assert out.vegans != 4
