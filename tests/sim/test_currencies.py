"""``currencies``: amounts of money found, their value (a decimal comma read as one), their
currency code. Invented amounts."""

from __future__ import annotations

import pytest

from course_lib.sim.words.currencies import (
    AMOUNT_RE,
    HAN_CURRENCY_WORDS,
    amount_currency,
    amount_value,
    join_minor_units,
    symbol_code,
)


@pytest.mark.parametrize(("text", "value", "code"), [("total £1,250.50 due", 1250.5, "GBP"), ("12,50 €", 12.5, "EUR")])
def test_an_amount_read(text, value, code):
    m = AMOUNT_RE.search(text)
    assert amount_value(m) == value and amount_currency(m) == code


def test_no_amount_and_symbols():
    assert AMOUNT_RE.search("no money here") is None
    assert symbol_code("€") == "EUR"
    assert join_minor_units("3 pounds 20") == "3.20 pounds"


@pytest.mark.parametrize("word", sorted(HAN_CURRENCY_WORDS))
def test_a_chinese_currency_word_after_an_amount(word):
    assert amount_currency(AMOUNT_RE.search(f"共 35{word}")) == HAN_CURRENCY_WORDS[word] == "CNY"


def test_a_sign_before_a_figure_is_not_the_sign_after_the_one_before():
    """"Grades 4-5 £61": £61, never "5 £"; a sign after its amount with no figure following stays."""
    from course_lib.sim.grounded.said_amounts import amounts

    assert amounts("Seniors aged 12-17 £60 per term.") == [(60.0, "£")]
    assert amounts("Levels 1-3 €40 or 7 € a class") == [(40.0, "€"), (7.0, "€")]
