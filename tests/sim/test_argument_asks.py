"""``argument_asks``: a question about what a tool does that holds no value for its required
argument; asked for when the question surely does not give it. Invented tools."""

from __future__ import annotations

from typing import Literal

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from langchain_core.utils.function_calling import convert_to_openai_tool

from course_lib.sim.request.reading import read_request
from course_lib.sim.tools.argument_asks import (
    ask_for_arguments,
    surely_not_given,
    tool_missing_argument,
)


@tool
def parcel_status(tracking_code: str) -> str:
    """Look up where a parcel is and when it will arrive, by its tracking code."""
    return "in transit"


def _request(question: str):
    return read_request([HumanMessage(question)], tools=[convert_to_openai_tool(parcel_status)])


def test_a_question_about_the_tool_without_its_argument():
    assert tool_missing_argument(_request("Where is my parcel, and when will it arrive?")) == (
        "parcel_status", ["tracking_code"])


def test_no_figure_in_the_question_surely_gives_no_code_and_the_reply_asks_for_it():
    request = _request("Where is my parcel, and when will it arrive?")
    assert surely_not_given(request, "parcel_status", ["tracking_code"])
    asked = ask_for_arguments(request, "parcel_status", ["tracking_code"])
    assert "tracking code" in asked.lower() or "tracking_code" in asked and asked.rstrip().endswith("?")


def test_a_question_with_the_code_is_not_blocked():
    assert tool_missing_argument(_request("Where is parcel ZX-4471-KQ?")) is None


def test_a_structured_output_schema_is_no_tool_missing_its_argument():
    """``with_structured_output(<schema dict>)`` binds the schema as a tool, but it is the reply's form:
    a question sharing words with its description ("term fee" / "a reply about the term's fees") is
    no call lacking its ``answer`` argument (the fifty-sixth set's UL2 pi-*)."""
    schema = {"type": "function", "function": {
        "name": "ChoirReply", "description": "A reply to a singer about choir term fees.",
        "parameters": {"type": "object", "properties": {"answer": {"type": "string", "description": "the reply"}},
                       "required": ["answer"]}}}
    question = "whats the choir fee for a term"
    assert tool_missing_argument(read_request([HumanMessage(question)], tools=[schema])) == ("ChoirReply", ["answer"])
    assert tool_missing_argument(read_request([HumanMessage(question)], tools=[schema], structured=True)) is None


@tool
def pay_rent(amount: float, currency: Literal["GBP", "EUR", "CHF"], payee: str) -> str:
    """Pay the month's rent: the amount, its currency and who is paid."""
    return ""


@tool
def pay_deposit(amount: float, currency: Literal["USD", "CAD"], payee: str) -> str:
    """Pay a holiday deposit."""
    return ""


def _payer_tools():
    return pay_rent, pay_deposit


@tool
def schedule_transfer(payee: str, date: str) -> str:
    """Schedule a transfer to a payee on a date (YYYY-MM-DD)."""
    return ""


@pytest.mark.parametrize("text", [
    "Transfer to Hill Farm Dairy at the end of the month",
    "transfer to my brother sometime next week",
])
def test_a_day_said_in_words_is_not_surely_missing(text):
    """A day written as words it may not read ("the end of the month", "next week") is no
    certainly missing date: no question back as if the message gave none (fix65e; the probe
    tools_q's tq-pay-month-end asked "Which date?" once "pay" of schedule_payment was read)."""
    request = read_request([HumanMessage(text)], tools=[convert_to_openai_tool(schedule_transfer)])
    assert not surely_not_given(request, "schedule_transfer", ["date"])
