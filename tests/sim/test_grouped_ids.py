"""An id written in digit groups is one id (issue 26): a card, phone, account or tracking number
with single spaces between its groups ("4929 1180 5566", "07911 443210") is one value and one
call; ids are several only when "and", "or" or a comma joins them."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@pytest.mark.parametrize("text,want", [
    ("My card 4929 1180 5566 2231 was declined.", ["4929 1180 5566 2231"]),
    ("Call me back on 07911 443210 tonight.", ["07911 443210"]),
    ("Account 2044 8817 36 is overdrawn.", ["2044 8817"]),
    ("Refund 5521 0093 and 7730 1184, please.", ["5521 0093", "7730 1184"]),
    ("Look up 88120, 88121 or 88125.", ["88120", "88121", "88125"]),
    ("Merge tickets INC-3301 and INC-3307.", ["INC-3301", "INC-3307"]),
])
def test_digit_groups_with_one_space_are_one_id(text, want):
    from course_lib.sim.values.field_readers import id_values

    assert id_values(text) == want


@tool
def freeze_card(card_number: str) -> str:
    """Freeze a payment card by its card number."""
    return "frozen"


@tool
def lookup_consignment(consignment_id: str) -> str:
    """Where a courier consignment is now, by its consignment id."""
    return "in transit"


def _calls(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke(question).tool_calls


@pytest.mark.parametrize("tools,question,name,field,digits", [
    ([freeze_card], "Please freeze my card 4929 1180 5566 2231, I lost it.", "freeze_card", "card_number",
     "4929118055662231"),
    ([lookup_consignment], "Where is consignment 3307 5512 9048 now?", "lookup_consignment", "consignment_id",
     "330755129048"),
])
def test_one_grouped_id_is_one_call(tools, question, name, field, digits):
    calls = _calls(tools, question)
    assert len(calls) == 1 and calls[0]["name"] == name, calls
    assert "".join(str(calls[0]["args"][field]).split()) == digits, calls


def test_ids_joined_by_and_are_one_call_each():
    calls = _calls([lookup_consignment], "Where are consignments 3307 5512 and 4410 2298 now?")
    assert sorted("".join(str(c["args"]["consignment_id"]).split()) for c in calls) == ["33075512", "44102298"], calls
