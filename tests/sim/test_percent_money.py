"""A percentage never fills a money field: the base amount, or the share the field's own word is
written as, worked on the text's one amount ("a 20% retainer" on "$1,500": 300), else no value (the
caller's limit) (``values.changed_amounts.share_amount`` / ``percentage_read``, applied by
``field_readers.read_field`` to every money field, so structured output and tool arguments alike)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.changed_amounts import is_share_field, percent_figures, share_amount
from course_lib.sim.values.field_readers import read_field


class Penalty(BaseModel):
    penalty: float


class Retainer(BaseModel):
    retainer_usd: float = Field(description="the retainer to pay up front, in dollars")


class Gratuity(BaseModel):
    gratuity: float | None = Field(default=None, description="the gratuity in money")


class Markdown(BaseModel):
    markdown_pct: float
    shelf_price: float


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("name, description, text, expected", [
    ("penalty", "", "Overdue toll: EUR 40. Knocked down by 20% if you pay inside a fortnight.", 40.0),
    ("penalty", "", "You owe 30 dollars; settle within 3 days and we take 10 percent off.", 30.0),
    ("retainer_usd", "the retainer to pay up front", "Project fee $1,500. A 20% retainer is due on signing.", 300.0),
    ("retainer_usd", "", "Project fee $1,500; retainer of 20% on signing.", 300.0),
    ("gratuity", "the gratuity in money", "Please include a 12% gratuity.", None),
    ("markdown_pct", "", "Shelf price £90, marked down 35% this week.", 35.0),
    ("shelf_price", "", "Shelf price £90, marked down 35% this week.", 90.0),
])
def test_a_percentage_is_no_amount_of_money(name, description, text, expected):
    assert read_field(name, description, "number", text) == expected


def test_structured_output_keeps_the_base_amount():
    out, _ = _filled(Penalty, "Overdue toll: EUR 40. Knocked down by 20% if you pay inside a fortnight.")
    assert out.penalty == 40.0


def test_a_share_with_no_amount_is_left_empty():
    out, _ = _filled(Gratuity, "Please include a 12% gratuity.")
    assert out.gratuity is None


def test_a_share_field_takes_its_percentage():
    out, _ = _filled(Markdown, "Shelf price £90, marked down 35% this week.")
    assert (out.markdown_pct, out.shelf_price) == (35.0, 90.0)


@pytest.mark.parametrize("text, expected", [
    ("up 7% on last year, 3.5 per cent in March", {7.0, 3.5}), ("room 12, floor 4", set()),
    ("增长20%", {20.0}),
])
def test_percent_figures(text, expected):
    assert percent_figures(text) == expected


@pytest.mark.parametrize("name, description, expected", [
    ("tax_rate", "", True), ("discount_percent", "", True), ("vat", "the VAT share in %", True),
    ("deposit", "the deposit in pounds", False), ("fine", "", False),
])
def test_is_share_field(name, description, expected):
    assert is_share_field(name, description) is expected


def test_share_amount_needs_one_amount():
    assert share_amount(["retainer"], "A 20% retainer is due.") is not None
    assert share_amount(["retainer"], "Fee $1,500. A 20% retainer is due.") == 300.0
    assert share_amount(["retainer"], "Fee $1,500.") is None
