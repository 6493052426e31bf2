"""A yes/no argument set by what its own description says it is for (``values.described_flags``;
issue 26, my own fresh shop tools): "Cancel an order. Set refund False to take store credit
instead." with "cancel order A-7731 but I'd rather have store credit" left ``refund`` out (its default
True), silently: the call refunded. Now the purpose the request states sets the flag, and a flag set
against its default survives the id lookup's rule that drops optional filters. Tools and requests
invented here; the behaviour cases fail on f9fd9ffa, the others are guards."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.described_flags import described_flag


@pytest.mark.parametrize("name, descriptions, request_text, value", [
    ("refund", ["Cancel an order. Set refund False to take store credit instead.", ""],
     "cancel B-19 please, store credit is fine", False),
    ("express", ["Send a parcel.", "True for next-day delivery"], "post this to Leeds, it needs next-day delivery", True),
    ("public", ["Create a calendar event. Set public to true if the whole team should see it.", ""],
     "add a standup at 9, the whole team should see it", True),
    # guards: the purpose not stated; a purpose of everyday words only; both values' purposes
    ("refund", ["Cancel an order. Set refund False to take store credit instead.", ""], "cancel B-19", None),
    ("fast", ["Set fast True to make it go.", ""], "make it go", None),
    ("gift", ["Set gift True for gift wrapping. Set gift False for plain brown packaging.", ""],
     "gift wrapping, or plain brown packaging, whatever", None),
])
def test_a_purpose_the_request_states_sets_the_flag(name, descriptions, request_text, value):
    assert described_flag(name, descriptions, request_text) is value


@tool
def cancel_booking(booking_ref: str, refund: bool = True) -> str:
    """Cancel a hotel booking. Set refund False to keep the money as a voucher instead."""
    return "ok"


def _call(question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([cancel_booking]).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


def test_the_flag_reaches_the_call():
    assert _call("cancel booking HX-4410, I'll keep the money as a voucher") == [
        ("cancel_booking", {"booking_ref": "HX-4410", "refund": False})]
    assert _call("cancel booking HX-4410") == [("cancel_booking", {"booking_ref": "HX-4410"})]
