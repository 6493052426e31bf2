"""An amount field after a change is worked from the text's amount and its change, never filled with
the amount before it (``values.changed_amounts``, ``structured._changed_amounts``)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.changed_amounts import changes, is_changed_field


class Quote(BaseModel):
    price: float = Field(description="the quoted price in GBP")
    discounted_price: float = Field(description="the price if booked by Friday")


class Bill(BaseModel):
    total: float = Field(description="the bill before service")
    total_with_service: float = Field(description="the bill including service")


class Fine(BaseModel):
    early_fine: float = Field(description="the fine if paid within a week")
    grace_days: int = Field(description="days within which the reduced fine applies")


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("schema, text, field, expected", [
    (Quote, "Harbour View: GBP 240 for two nights, 15% off if booked by Friday.", "discounted_price", 204.0),
    (Bill, "Table 6: food and drinks GBP 80, plus 12.5% service.", "total_with_service", 90.0),
    (Fine, "Your library fine is GBP 12. If paid within 7 days the fine is reduced by 25%.", "early_fine", 9.0),
])
def test_a_changed_amount_is_worked(schema, text, field, expected):
    out, _ = _filled(schema, text)
    assert getattr(out, field) == expected


def test_a_count_field_that_mentions_the_change_is_left_alone():
    out, _ = _filled(Fine, "Your library fine is GBP 12. If paid within 7 days the fine is reduced by 25%.")
    assert out.grace_days == 7


def test_no_change_to_work_is_no_base_amount():
    out, limits = _filled(Quote, "Harbour View: GBP 240 for two nights.")
    assert out.discounted_price != 240.0
    assert limits


@pytest.mark.parametrize("name, description, expected", [
    ("reduced_charge", "", True), ("price", "the price after the discount", True),
    ("total_with_vat", "", True), ("early_days", "days within which the reduced charge applies", False),
    ("charge", "the full charge", False), ("nights", "", False),
])
def test_changed_fields(name, description, expected):
    assert is_changed_field(name, description) is expected


@pytest.mark.parametrize("text, expected", [
    ("GBP 60, reduced by 50% if paid in 14 days", [0.5]), ("10% off all coats", [0.9]),
    ("plus 20 percent VAT", [1.2]), ("the fee is halved for students", [0.5]), ("GBP 60, no discounts", []),
])
def test_changes(text, expected):
    assert changes(text) == expected
