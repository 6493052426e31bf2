"""One figure fills one field, by kind: a count field reads a number word fused to its own noun
("Two-bedroom", "Four-bed", "three-door"), and never the money figure of another field; with no
count written it is the safe value with a stated limit (issue 26, AA5 / L7). Invented listings."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import read_field


@pytest.mark.parametrize("name,text,want", [
    ("bedrooms", "Two-bedroom flat near the park, €950 a month, bills extra.", 2),
    ("bedrooms", "Four-bed semi, £2,100 per month.", 4),
    ("doors", "Lovely three-door hatchback, £4,200 or nearest offer.", 3),
    ("bathrooms", "Five-bed detached, two bathrooms, $640,000.", 2),
])
def test_a_count_field_reads_the_number_word_fused_to_its_noun(name, text, want):
    assert read_field(name, "", "integer", text) == want


class Flat(BaseModel):
    bedrooms: int
    rent_per_month: float


class Cottage(BaseModel):
    bedrooms: int = Field(description="number of bedrooms")
    price: float = Field(description="asking price in pounds")


def _run(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_the_money_figure_fills_only_the_money_field():
    out, _ = _run(Flat, "Two-bedroom flat near the park, €950 a month, bills extra.")
    assert (out.bedrooms, out.rent_per_month) == (2, 950.0)


def test_no_count_written_is_the_safe_value_with_a_limit():
    """A guard: the money figure was already kept out of a count field when no number word was written."""
    out, limits = _run(Cottage, "Charming cottage by the river, offers over £325,000.")
    assert out.bedrooms != 325000 and limits
