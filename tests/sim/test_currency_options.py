"""Options that are currency codes read the currency however the text writes it
(``field_readers.enum_currency``, used by schemas' ``Literal`` fields and the enum reader).

Invented receipts: "$64" for ``Literal["EUR", "USD", "GBP"]`` is USD, never the first option;
two currencies written, or none, pick nothing here (the option chooser then states its limit).
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import enum_currency, read_field


class Receipt(BaseModel):
    total: float
    currency: Literal["EUR", "USD", "GBP", "JPY"]


@pytest.mark.parametrize(("text", "code"), [
    ("Museum tickets for two came to $31.50.", "USD"),
    ("Paid £12 for the parking at the station.", "GBP"),
    ("The ramen set was 1,480 yen.", "JPY"),
    ("Bike hire: 25 euros for the day.", "EUR"),
])
def test_the_written_currency_is_the_option(text, code):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Receipt).invoke(text)
    assert out.currency == code


def test_enum_currency_reads_one_currency_or_nothing():
    codes = ["EUR", "USD", "GBP"]
    assert enum_currency(codes, "Dinner was $80 plus tip") == "USD"
    assert enum_currency(codes, "Swapped $80 for £60 at the airport") is None  # two of them
    assert enum_currency(codes, "Dinner was lovely") is None
    assert enum_currency(["small", "large"], "Dinner was $80") is None  # no currency options
    assert read_field("currency", "", "string", "Cab fare £18", enum=("EUR", "USD", "GBP")) == "GBP"
