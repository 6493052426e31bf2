"""Amounts in words with their minor unit (issue 26, the twenty-seventh set's V11): "<N> <major> (and)
<M> <minor>" is N + M/100 in any currency whose minor unit the lexicon knows (``lexicons.yaml``
minor_units, ``currencies.join_minor_units``), read by the money fields of structured output and
tool arguments; number words 13-19 and 60-90 are read as well. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim.words.currencies import join_minor_units
from course_lib.sim.words.quantities import with_digits


@pytest.mark.parametrize("text, joined", [
    ("5 pounds and 30 pence", "5.30 pounds"),
    ("16 euros and 5 cents", "16.05 euros"),
    ("3 dollars 99 cents", "3.99 dollars"),
    ("12 francs and 40 centimes", "12.40 francs"),
    ("4 pounds 20p for the bus", "4.20 pounds for the bus"),
    ("3 pounds 20 apples", "3 pounds 20 apples"),  # guard: no minor unit, a noun after it
    ("10 pounds and 5 apples", "10 pounds and 5 apples"),  # "and" with no minor unit: two amounts
])
def test_minor_units_joined(text, joined):
    assert join_minor_units(text) == joined


@pytest.mark.parametrize("text, digits", [
    ("sixty-three pounds and eighty pence", "63.80 pounds"),
    ("fourteen dollars and seventy cents", "14.70 dollars"),
])
def test_in_words(text, digits):
    assert with_digits(text) == digits


class Charge(BaseModel):
    amount: float = Field(description="the charge in pounds")


class Gift(BaseModel):
    amount: float = Field(description="the gift, in euros")


@pytest.mark.parametrize("schema, text, value", [
    (Charge, "The locksmith charged ninety-five pounds and forty pence.", 95.4),
    (Gift, "We each put in seventeen euros and fifty cents.", 17.5),
    (Charge, "The parking fine was sixty pounds.", 60.0),
])
def test_the_structured_amount(schema, text, value):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(text)
    assert out["parsed"].amount == pytest.approx(value)
    assert not out["raw"].response_metadata.get("simulator_limit")


@tool
def log_cost(amount: float, category: str) -> str:
    """Log a cost in pounds under a category."""
    return "ok"


def test_the_tool_amount_and_its_category():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([log_cost]).invoke("log six pounds and seventy pence for taxis")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"amount": pytest.approx(6.7), "category": "taxis"}


# (fix43b, the forty-first set's JJ12) spoken cents after the currency, a clause about the amount
# after them: its pronoun ends the amount as a stop would; a noun or unit after them still does not
@pytest.mark.parametrize("text, digits", [
    ("the nine dollars sixty she borrowed", "the 9.60 dollars she borrowed"),
    ("the eleven euros forty we spent on parking", "the 11.40 euros we spent on parking"),
    ("thirty pounds eighty which covers it", "30.80 pounds which covers it"),
    ("give me the six euros fifty back", "give me the 6.50 euros back"),
    ("4 dollars 15 minutes later", "4 dollars 15 minutes later"),  # guard: a unit of its own after it
    ("2 pounds 30 stamps", "2 pounds 30 stamps"),  # guard: a noun after it
])
def test_cents_before_a_clause(text, digits):
    assert with_digits(text) == digits


class Owed(BaseModel):
    amount: float = Field(description="the amount owed")
    currency: str = Field(description="ISO 4217 code")


def test_the_structured_amount_before_a_clause():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Owed, include_raw=True).invoke(
            "Remind Priya about the twenty-two pounds seventy she still owes me.")
    assert out["parsed"].amount == pytest.approx(22.7)
