"""One id written in space-separated groups after one singular id noun is one value, not several
parallel calls: an id argument ("consignment_id", "booking_ref") is named too by one generic id
noun the question writes once ("the code is KL2209 4481 07FR"; ``described_args.coded_value``,
``id_name_words`` / ``id_nouns`` as data), its groups joined when the tool asks for no spaces
(``described_args.unspaced``); several ids after a plural noun or "and" stay several calls
(issue 26, the thirty-ninth set's HH7). Wordings of my own; the cases marked new fail on f9fd9ffa
(a call per group)."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool


@tool
def find_consignment(consignment_id: str) -> str:
    """Find a freight consignment by its id (letters and digits, no spaces)."""
    return "found"


@tool
def check_booking(booking_ref: str) -> str:
    """Look up a holiday booking by its reference."""
    return "confirmed"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls]


@pytest.mark.parametrize(("tools", "question", "want"), [
    # new: one id in groups after one generic id noun
    ([find_consignment], "where has my pallet got to? the code is KL2209 4481 07FR",
     [("find_consignment", {"consignment_id": "KL2209448107FR"})]),
    ([check_booking], "is my villa still on? my reference is VX 7731 02A",
     [("check_booking", {"booking_ref": "VX 7731 02A"})]),
    # guards: the argument's own noun, and several ids written as several
    ([check_booking], "check booking ref TQ5521", [("check_booking", {"booking_ref": "TQ5521"})]),
    ([find_consignment], "find consignments KL2209 and MN4410",
     [("find_consignment", {"consignment_id": "KL2209"}), ("find_consignment", {"consignment_id": "MN4410"})]),
])
def test_one_id_in_groups(tools, question, want):
    assert _calls(tools, question) == want
