"""A code written right after an argument's noun is read whole when the id readers read it on in more
groups than a short code has (``described_args.coded_value`` over ``field_readers.id_values``): "send
€90 to IT60 X054 2811 1010 0000 0123 456" fills ``to_account`` with the whole IBAN, never its first
three groups; "postcode LS6 2QT" stays two tokens. Wordings of my own (issue 26; the thirtieth set's
Y6 (a), read after its blind figure)."""

from __future__ import annotations

import warnings
from typing import Literal

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.described_args import coded_value


@pytest.mark.parametrize("name,question,value", [
    ("to_account", "send €90 to IT60 X054 2811 1010 0000 0123 456 for the deposit", "IT60 X054 2811 1010 0000 0123 456"),
    ("to_account", "transfer £40 to GB29 NWBK 6016 1331 9268 19 tomorrow", "GB29 NWBK 6016 1331 9268 19"),
    # guards: a short code after its noun is read as before
    ("postcode", "is there a collection at postcode LS6 2QT this week", "LS6 2QT"),
    ("tracking_number", "where is tracking number JD0147332188", "JD0147332188"),
])
def test_a_code_after_its_noun(name, question, value):
    assert coded_value(name, question) == value


@tool
def send_money(amount: float, currency: Literal["GBP", "EUR", "USD"], to_account: str) -> str:
    """Send money to another account (an IBAN or account number)."""
    return "ok"


def test_a_payment_tool_gets_the_whole_iban():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([send_money]).invoke("send €90 to IT60 X054 2811 1010 0000 0123 456 for the deposit")
    assert out.tool_calls and out.tool_calls[0]["args"]["to_account"] == "IT60 X054 2811 1010 0000 0123 456", out
