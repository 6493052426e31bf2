"""figure_forms: one reader of grouped and multiplied figures, shared by tool arguments and structured
output (issue 26, the thirty-first set's Z7 (1) and Z8; the tools, schemas and wordings here are
invented for this test). Every test fails on the code before figure_forms existed.
"""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.figure_forms import (
    dial_figures,
    gas_marks_in_celsius,
    han_number,
    plain_figures,
)


@pytest.mark.parametrize(("text", "plain"), [
    ("it's CHF 3'980.00", "it's CHF 3980.00"),  # an apostrophe groups thousands
    ("total 2’450", "total 2450"),  # a typographic apostrophe too
    ("invoice of 1 250,00 € due", "invoice of 1250.00 € due"),  # a space, a decimal comma
    ("€1.480,50 owed", "€1480.50 owed"),  # a point, a decimal comma
    ("SEK 12 480,50", "SEK 12480.50"),
    ("$1,250,000 raised", "$1250000 raised"),  # commas beside a currency
    ("a salary of 64k a year", "a salary of 64000 a year"),
    ("a £1.2m bonus pool", "a £1200000 bonus pool"),  # m beside a currency
    ("3bn people", "3000000000 people"),
    ("paid $4.5k up front", "paid $4500 up front"),
    ("about 40 grand a year", "about 40000 a year"),
    ("some 2.5 million visitors", "some 2500000 visitors"),
    ("a town of 86 thousand", "a town of 86000"),
    ("3 lakh rupees", "300000 rupees"),
    ("rent \u20b91,25,000 a month", "rent \u20b9125000 a month"),  # Indian grouping: 1, then pairs, then 3
    ("a fund of Rs 2,40,00,000", "a fund of Rs 24000000"),
    ("sold 4,50,000 copies", "sold 450000 copies"),
    ("月薪两万", "月薪20000"),
    ("工资1.5万", "工资15000"),
    ("人口三千万", "人口30000000"),
])
def test_grouped_and_multiplied_figures_are_plain(text, plain):
    assert plain_figures(text) == plain


@pytest.mark.parametrize("text", [
    "5m of rope",  # five metres, no currency
    "a 10k run on sunday",  # a distance
    "I jogged 6.5k in 38 minutes",
    "walked about 4k this morning",
    "two grand pianos",
    "version 2.10.3",
    "ping 192.168.100.200",
    "3 100 200",  # a list
    "call 01632 960 415",
    "1.250 kg",  # a decimal point (or a grouped weight): no reading forced
    "1,250",
    "scores 12,45,300,200",  # a list: no Indian grouping ends in three digits after pairs only
    "INV-2033-0917",
    "RM 4471 0923 5GB",
    "won 3-1",
])
def test_figures_left_as_written(text):
    assert plain_figures(text) == text


def test_han_numbers():
    assert [han_number(t) for t in ("两", "十五", "三千五百", "二十")] == [2, 15, 3500, 20]
    assert han_number("几") is None


def test_gas_marks_and_dial_figures():
    assert gas_marks_in_celsius("bake at gas mark 4 for an hour") == "bake at 180 °C for an hour"
    assert gas_marks_in_celsius("gas mark ½") == "120 °C"
    assert gas_marks_in_celsius("the gas bill is 40") == "the gas bill is 40"
    assert dial_figures("on setting 7 for 20 minutes") == frozenset({7.0})
    assert dial_figures("at 180 for 20 minutes") == frozenset()


# --- the one reader in tool arguments and structured output ---------------------------------------

@tool
def settle_bill(bill_ref: str, total: float, currency: Literal["EUR", "SEK", "CHF", "USD"]) -> str:
    """Settle a utility bill from the household account."""
    return "ok"


@tool
def send_statement(recipient: str, include_summary: bool) -> str:
    """Send the monthly statement to an address, optionally with a summary page."""
    return "ok"


class Salary(BaseModel):
    gross: float
    currency: str = Field(description="ISO 4217 code")
    per: Literal["hour", "month", "year"]


class Town(BaseModel):
    name: str
    population: int


def _calls(tools, question):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke([HumanMessage(question)]).tool_calls


@pytest.mark.parametrize(("question", "total", "currency"), [
    ("settle bill EL-4410-22, it's CHF 3'980.00", 3980.0, "CHF"),
    ("settle bill EL-4410-22, it is SEK 12 480,50", 12480.5, "SEK"),
    ("settle bill EL-4410-22: EUR 1.480,50", 1480.5, "EUR"),
])
def test_grouped_amount_is_one_argument_and_one_call(question, total, currency):
    calls = _calls([settle_bill, send_statement], question)
    assert [c["args"] for c in calls] == [{"bill_ref": "EL-4410-22", "total": total, "currency": currency}]


@pytest.mark.parametrize(("text", "gross", "currency"), [
    ("The new job pays 64k a year in euros.", 64000.0, "EUR"),
    ("They pay 40 grand a year, in pounds.", 40000.0, "GBP"),
])
def test_multiplied_amount_in_a_schema(text, gross, currency):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Salary).invoke(text)
    assert (out.gross, out.currency, out.per) == (gross, currency, "year")


def test_multiplied_count_in_a_schema():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Town).invoke("Grimsby has about 86 thousand people.")
    assert out.population == 86000


@pytest.mark.parametrize(("text", "plain"), [
    ("the bus fare was a fiver and 20p", "the bus fare was 5.20 GBP"),  # a slang amount, minor in digits
    ("two quid and thirty pence for parking", "2.30 quid for parking"),  # both in words
    ("ten dollars and five cents a head", "10.05 dollars a head"),  # a single-digit minor: 05
    ("€3 and 40 cents", "€3.40"),  # a symbol before the amount
    ("seven euros and twenty-five cents", "7.25 euros"),  # a hyphened minor
])
def test_minor_units_added_to_the_amount(text, plain):
    assert plain_figures(text) == plain


@pytest.mark.parametrize("text", [
    "3 cats and 4 pence",  # no currency on the first figure: no amount
    "20 GBP 50p",  # no "and": two amounts side by side
    "£4.10 and 30p",  # the major amount already has its pence
    "five dollars and 150 cents",  # a minor figure of 100 or more
])
def test_minor_units_left_as_written(text):
    """A guard (these passed before the change too): no amount is joined where the words do not
    say one."""
    assert plain_figures(text) == text


class Snack(BaseModel):
    price_gbp: float = Field(description="what it cost, in pounds")


def test_minor_units_in_a_schema_float():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Snack).invoke("The sandwich was a fiver and forty pence.")
    assert out.price_gbp == 5.4


def test_guard_a_longer_written_number_keeps_its_cents_to_the_number_readers():
    """Guard, from make test's fortyfourth set (schema-charge became 40.5 with the first version of
    ``minor_units_added``): the major amount that ends "three hundred and forty" is left whole."""
    from course_lib.sim.words.figure_forms import minor_units_added

    text = "I was billed two hundred and sixty pounds and twenty pence."
    assert minor_units_added(text) == text


# --- one list of minor units and major words (issue 26 point 4: lexicons.yaml minor_units, currencies.MAJOR_WORDS)
@pytest.mark.parametrize(("text", "joined"), [
    ("the raffle took 3 euros and 40 c", "the raffle took 3.40 euros"),  # "c": once only currencies' word
    ("14 dollars and 5 centavos", "14.05 dollars"),
    ("one buck and twenty-five cents", "1.25 buck"),  # "buck": once only currencies' major word
])
def test_minor_units_added_reads_the_one_lexicon(text, joined):
    from course_lib.sim.words.figure_forms import minor_units_added

    assert minor_units_added(text) == joined


@pytest.mark.parametrize(("text", "joined"), [
    ("paid 6 pounds and 12 pennies", "paid 6.12 pounds"),  # "pennies", "ct": once only figure_forms' words
    ("19 euros 90 ct for the lamp", "19.90 euros for the lamp"),
])
def test_join_minor_units_reads_the_same_lexicon(text, joined):
    from course_lib.sim.words.currencies import join_minor_units

    assert join_minor_units(text) == joined
