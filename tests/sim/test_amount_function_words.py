"""An amount said in major and minor units ends at a function word (fix48b, the forty-sixth set's OO8):
"<n> pounds <m>" then a preposition or another function word ("off", "towards", "against", "through")
is one amount, like a stop; a content word after it ("3 pounds 20 apples") or a quantity word ("20
more") keeps the numbers apart (``currencies.join_minor_units``, ``lexicons.yaml`` function_words /
quantity_words). The same join for figures in digits ("6 pounds 45 for stamps") as for words, read
by tool arguments and structured fields alike. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim.words.quantities import with_digits


@pytest.mark.parametrize("text, read", [
    ("take eleven euros forty off the bill", "take 11.40 euros off the bill"),
    ("chip in twelve dollars fifty towards the barbecue", "chip in 12.50 dollars towards the barbecue"),
    ("set 7 pounds 25 against the rent", "set 7.25 pounds against the rent"),
    ("9 dollars 99 through the app", "9.99 dollars through the app"),
    ("8 pounds 15 for parking", "8.15 pounds for parking"),  # digits, no number word
    ("3 pounds 20 apples", "3 pounds 20 apples"),  # a noun the minor number could count
    ("4 euros 10 more tickets", "4 euros 10 more tickets"),  # a quantity word
])
def test_a_function_word_ends_the_amount(text, read):
    assert with_digits(text) == read


@tool
def chip_in(amount: float, collection: str) -> str:
    """Add money to a group collection, in pounds."""
    return "ok"


class Refund(BaseModel):
    refund_gbp: float = Field(description="the refund owed, in pounds")


@pytest.mark.parametrize("request_text, amount", [
    ("chip in thirteen pounds sixty towards the office collection", 13.60),
    ("put 5 pounds 75 into the Christmas collection", 5.75),
])
def test_tool_argument(request_text, amount):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([chip_in]).invoke(request_text)
    assert out.tool_calls and out.tool_calls[0]["args"]["amount"] == pytest.approx(amount)


def test_structured_field():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Refund).invoke(
            "They owe me twenty-one pounds thirty off last month's bill.")
    assert out.refund_gbp == pytest.approx(21.30)
