"""A row's cell that a note of the same material revises "from X to Y" is quoted as revised (issue
26, the thirty-third set's BB3; ``moved_values.revised_in_place``, ``from_to_verbs`` data): a price
list's "Large: 4.00" under "the Large price was raised from 4.00 to 4.50 in May" is quoted as 4.50,
moved from 4.00. The old value must be the one quoted and the note must name the quoted record.
Before, only a move in another document was applied. Invented price lists and itineraries."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.moved_values import applied, revised_in_place
from tests.sim._chat import ask_rag

PRICES = ("| Size | Price | Stock |\n|---|---|---|\n| Small | 3.00 | 40 |\n| Large | 4.00 | 12 |\n\n"
          "Note: the Large price was raised from 4.00 to 4.50 in May.\n")


@pytest.mark.parametrize("key, old, record, texts, expected", [
    ("Price", "4.00", "Size: Large; Price: 4.00", [PRICES], "4.50"),
    ("Gate", "B4", "Flight: TP 1337; Gate: B4", ["Update: the TP 1337 gate has been changed from B4 to C9."], "C9"),
    ("Price", "3.00", "Size: Small; Price: 3.00", [PRICES], None),  # guard: another value was revised
    ("Price", "4.00", "Size: Medium; Price: 4.00", [PRICES], None),  # guard: the note names another record
    ("Gate", "B4", "Flight: TP 1337; Gate: B4", ["The gate changed for TP 1337."], None),  # guard: no from / to
])
def test_revised_in_place(key, old, record, texts, expected):
    assert revised_in_place(key, old, record, texts) == expected


def test_applied_to_one_document():
    out = applied("Size: Large; Price: 4.00; Stock: 12.", [PRICES], same_document=True)
    assert "Price: 4.50 (moved from 4.00" in out, out


def test_the_price_list_end_to_end():
    text, stated = ask_rag(PRICES, "what does the large one cost now?")
    assert "4.50" in text and not stated, text
