"""A total, a count or an amount filled with a value the text states nowhere and works from none
of its numbers (issue 26): the schema's safe value with a stated limit (``number_evidence``: the
evidence rule, its words in data/sim/number_evidence.yaml), in structured output and in tool
arguments. Material invented for these tests (a plumber's note, a bake sale, a bike shop); the
behaviour tests fail on fc9a2af1 (an ordinal's figure was read as an amount or a count)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.number_evidence import founded, is_checked_field, stated_numbers
from course_lib.sim.words.cues import read


@pytest.mark.parametrize(("value", "text", "ok"), [
    (18.5, "Bus fare 18.50, paid cash.", True),  # stated
    (11.25, "Tea 3.75, scone 4.00, jam 3.50", True),  # a sum of listed amounts
    (14.0, "4 tickets at 3.50 each", True),  # N x unit price
    (24.0, "restock another two dozen", True),  # a group word's number
    (8.0, "there are four pairs of us", True),
    (42.1, "balance \u221242.10", True),  # a sign apart from its figure
    (3.0, "the plumber came on the 3rd", False),  # an ordinal's figure
    (77.0, "Tea 3.75, scone 4.00, jam 3.50", False),
    (0.0, "nothing at all", True),  # the safe value
])
def test_the_evidence_rule(value, text, ok):
    assert founded(value, text) is ok


def test_stated_numbers_leave_ordinals_out():
    assert stated_numbers("flat on the 2nd floor, 3 rooms, two baths") == (2.0, 3.0)  # "two" is a word


@pytest.mark.parametrize(("name", "description", "checked"), [
    ("amount_due", "", True), ("total", "the amount paid", True), ("item_count", "", True),
    ("quantity", "how many boxes", True), ("合计", "", True),
    ("rating", "1-5", False), ("nights", "", False), ("guest_count", "", False), ("weight_kg", "", False),
    ("age", "", False), ("floor", "", False),
])
def test_which_fields_are_checked(name, description, checked):
    assert is_checked_field(name, description) is checked


def test_the_data_is_well_formed():
    data = read("number_evidence.yaml")
    assert data["field_words"] and data["skip_words"] and not set(data["field_words"]) & set(data["skip_words"])
    assert all(isinstance(v, int | float) and v > 0 for v in data["group_words"].values())


class _Callout(BaseModel):
    amount_due: float | None = Field(default=None, description="the amount to pay, if given")
    trade: str = Field(description="the tradesperson's trade")


class _Stall(BaseModel):
    total_raised: float = Field(description="the money the stall raised")


def _structured(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage("Extract the details from the message."), HumanMessage(text)])
    limited = bool(out["raw"].response_metadata.get("simulator_limit")) or any(
        type(w.message).__name__ == "SimulatorLimitWarning" for w in caught)
    return out["parsed"], limited


def test_an_ordinal_is_no_amount_in_structured_output():
    parsed, limited = _structured(_Callout, "The plumber fixed the leak in the 4th flat today; "
                                            "the bill follows by post.")
    assert parsed.amount_due is None and limited


def test_a_stated_amount_stays_without_a_limit():  # guard
    parsed, limited = _structured(_Stall, "The bake sale stall raised 86.40 on Saturday, thanks all!")
    assert parsed.total_raised == pytest.approx(86.40) and not limited


@tool
def book_service(amount: float, bike: str) -> str:
    """Book a bike service and take the payment amount."""
    return "booked"


@tool
def order_parts(quantity: int, part: str) -> str:
    """Order a number of spare parts."""
    return "ordered"


def _calls(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().bind_tools(tools).invoke(question)
    return msg.tool_calls, any(type(w.message).__name__ == "SimulatorLimitWarning" for w in caught) or bool(
        msg.response_metadata.get("simulator_limit"))


@pytest.mark.parametrize(("tools", "question"), [
    ([book_service], "book a service for my Brompton on the 5th"),
    ([order_parts], "order brake pads for the 12th of May"),
])
def test_an_ordinal_is_no_argument_value(tools, question):
    calls, limited = _calls(tools, question)
    assert limited and not any(c["args"].get("amount") == 5 or c["args"].get("quantity") == 12 for c in calls)


def test_a_stated_amount_is_still_passed():  # guard
    calls, limited = _calls([book_service], "book a service for my Brompton, the price is 45.50")
    assert calls and calls[0]["args"]["amount"] == 45.5 and not limited
