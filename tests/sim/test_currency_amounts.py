"""``currencies.AMOUNT_RE``: the one reader of an amount written with its currency, shared by the
money fields of ``field_readers`` and the price comparison of ``superlatives`` (table-driven, on
invented amounts)."""

from __future__ import annotations

import pytest

from course_lib.sim.words.currencies import (
    AMOUNT_RE,
    amount_currency,
    amount_number,
    amount_value,
    money_number,
)


@pytest.mark.parametrize(("text", "number", "value", "currency"), [
    ("a day ticket is €7,40", "7,40", 7.4, "EUR"),
    ("EUR 1,250 deposit", "1,250", 1250.0, "EUR"),
    ("the fee: 1,234.56 USD", "1,234.56", 1234.56, "USD"),
    ("it was $5, then more", "5", 5.0, "USD"),
    ("36 dollars each", "36", 36.0, "USD"),
    ("about 300 pounds", "300", 300.0, "GBP"),
    ("Rs. 450 only", "450", 450.0, "INR"),
    ("门票 80 元", "80", 80.0, "CNY"),
    ("a coffee for ¥480 in Osaka", "480", 480.0, "JPY"),
    ("the ferry costs 240 kr", "240", 240.0, "kr"),
    ("CHF 19.90 per month", "19.90", 19.9, "CHF"),
    ("rmb 66", "66", 66.0, "CNY"),
])
def test_an_amount_is_read_with_its_currency(text, number, value, currency):
    m = AMOUNT_RE.search(text)
    assert m is not None
    assert (amount_number(m), amount_value(m), amount_currency(m, text)) == (number, value, currency)


@pytest.mark.parametrize("text", ["room 12 on floor 3", "12 kilometres", "version 3.2", "in 2024"])
def test_a_number_with_no_currency_is_no_amount(text):
    assert AMOUNT_RE.search(text) is None


def test_money_fields_read_amounts_in_currencies_they_did_not_know():
    assert money_number("Spend at most 900 kr on the tent") == "900"
    assert money_number("Budget CHF 1,200 for the trip") == "1200"
    assert money_number("€40 or €55") is None  # two different amounts: no one of them


# --- amounts spoken in major and minor units (currencies.join_minor_units via with_digits) ------


@pytest.mark.parametrize(("text", "amount"), [
    ("the parking fine was sixty pounds forty", "60.40"),
    ("she lent me seven euros five for the bus", "7.05"),
    ("put nineteen dollars ninety on my account", "19.90"),
    ("the plumber charged eighty-five pounds twenty, cash", "85.20"),
    ("twelve francs thirty please", "12.30"),
    ("a round cost twenty-three pounds sixty.", "23.60"),
])
def test_an_amount_in_major_and_minor_units_is_one_decimal(text, amount):
    from course_lib.sim.words.quantities import with_digits

    assert money_number(with_digits(text)) == amount


@pytest.mark.parametrize("text", [
    "buy three pounds twenty apples",  # a count of things after the currency word
    "five pounds of flour",
    "ten euros and two pounds",  # two amounts, each whole
    "it cost 40 dollars 2024 prices",  # a year after it is no minor unit
    "room 4 pounds 3 keys",
])
def test_a_number_after_the_currency_word_that_is_no_minor_unit_stays_apart(text):
    from course_lib.sim.words.currencies import join_minor_units
    from course_lib.sim.words.quantities import with_digits

    assert "." not in join_minor_units(with_digits(text)).replace("...", "")


def test_join_minor_units_leaves_text_without_a_spoken_amount_alone():
    from course_lib.sim.words.currencies import join_minor_units

    assert join_minor_units("meet at 10 for 20 minutes") == "meet at 10 for 20 minutes"


@pytest.mark.parametrize(("text", "code"), [
    ("how many euros is seventy five quid", "GBP"),
    ("how many dollars do i get for two hundred euros", "EUR"),
    ("what's twenty-five pounds in yen", "GBP"),
])
def test_an_amount_in_words_marks_the_converted_currency(text, code):
    """The currency written after an amount in number words is the one converted (issue 26: "how
    many euros is seventy five quid" was called from EUR to GBP). Fails on start74."""
    from course_lib.sim.values.field_readers import amount_currency

    assert amount_currency(text) == code


def test_guard_no_amount_no_converted_currency():
    """Guard: two currencies and no amount written with either."""
    from course_lib.sim.values.field_readers import amount_currency

    assert amount_currency("i have a few euros, how many pounds") is None
