"""A code written in groups is one id (``course_lib.sim.values.field_readers.id_values``; issue 26, the
twenty-ninth set's X7 (a)): letters run into digits, then two or more digit groups one space apart,
maybe closed by a two-capital country code ("JD0144 7730 9921 GB"), is never cut at its first space,
in this turn or carried from an earlier one. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from course_lib.sim.values.field_readers import id_values


@pytest.mark.parametrize("text, ids", [
    ("the consignment is RP5521 0094 3318 NL, can you chase it", ["RP5521 0094 3318 NL"]),
    ("tracking HX20 4471 9902 shows nothing", ["HX20 4471 9902"]),
    ("my voucher code is KT88123 440 219", ["KT88123 440 219"]),
    ("refund it to NL91 ABNA 0417 1643 00 please", ["NL91 ABNA 0417 1643 00"]),  # an IBAN for any id field
    ("charge it to account HB 5512 0093 77", ["HB 5512 0093 77"]),  # letters apart, three digit groups
    ("has TP 1361 got 2 seats left", ["TP 1361"]),  # a carrier code and a count: no groups
    # guards: an id and a count, two ids joined by a word, a carrier code, digit groups alone
    ("AB1234 150 units", ["AB1234", "150"]),
    ("ORD-1003 and ORD-1011", ["ORD-1003", "ORD-1011"]),
    ("has TP 1361 landed", ["TP 1361"]),
    ("card 4929 1180 5566 2231", ["4929 1180 5566 2231"]),
    ("RP5521 and 0094", ["RP5521", "0094"]),
])
def test_a_code_in_groups_is_one_id(text, ids):
    assert id_values(text) == ids


@tool
def chase_consignment(consignment_code: str) -> str:
    """Chase a courier consignment by its consignment code."""
    return "ok"


def _args(messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([chase_consignment]).invoke(messages)
    return out.tool_calls[0]["args"] if out.tool_calls else None


def test_the_tool_argument_keeps_every_group():
    args = _args("please chase consignment RP5521 0094 3318 NL for me")
    assert args == {"consignment_code": "RP5521 0094 3318 NL"}


def test_a_code_from_an_earlier_turn_keeps_every_group():
    args = _args([HumanMessage("the consignment code for the new rug is RP5521 0094 3318 NL"),
                  AIMessage("Thanks, noted."), HumanMessage("can you chase it for me?")])
    assert args == {"consignment_code": "RP5521 0094 3318 NL"}
