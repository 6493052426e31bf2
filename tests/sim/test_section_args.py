"""``tools.section_args``: a tool's required enum of sections, picked by the question's kind of ask
(the sixty-first set's ZL1). Invented tools and wordings (a museum, a swimming pool, a campsite)."""

from __future__ import annotations

from typing import Literal

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.tools.section_args import section_value

POOL = {"type": "string", "enum": ["opening_hours", "prices", "policies"]}
MUSEUM = {"type": "string", "enum": ["overview", "exhibitions", "tickets"]}

PICKED = [
    (POOL, "what time does the pool shut on a sunday", "opening_hours"),
    (POOL, "how much is a swim for a pensioner", "prices"),
    (POOL, "can my kids wear goggles in the lane", "policies"),
    (POOL, "is the 7:30 session lanes only", "opening_hours"),
    (MUSEUM, "how much for two adults", "tickets"),
]


@pytest.mark.parametrize(("schema", "question", "want"), PICKED, ids=[q for _, q, _ in PICKED])
def test_the_kind_of_ask_picks_the_section(schema, question, want):
    assert section_value(schema, question, only_tool=True) == want


def test_no_kind_of_ask_the_whole_source_of_the_only_tool():
    assert section_value(MUSEUM, "is the cafe wheelchair friendly", only_tool=True) == "overview"
    assert section_value(MUSEUM, "is the cafe wheelchair friendly", only_tool=False) is None


def test_no_pick_is_none():
    assert section_value(POOL, "is there a cafe", only_tool=True) is None  # no ask, no whole-source section
    assert section_value(POOL, "how much is it and what time does it open", only_tool=True) is None  # two asks
    assert section_value({"type": "string"}, "how much is it", only_tool=True) is None  # no enum


@tool
def campsite_info(part: Literal["arrivals", "fees", "site_rules"]) -> str:
    """The campsite's welcome sheet: pick the part."""
    return "sheet"


def test_a_bound_tool_is_called_with_the_picked_section():
    out = SimulatedChatModel().bind_tools([campsite_info]).invoke(
        [("system", "You help campers. Look things up with campsite_info."), ("human", "how much is a pitch for a tent")])
    assert out.tool_calls and out.tool_calls[0]["args"] == {"part": "fees"}


@tool
def book_rink(skater: str, length: Literal["half", "full"]) -> str:
    """Book a session at the ice rink."""
    return "ok"


def test_a_size_is_no_whole_source():
    """Guard (passes before too; on the first version of this module "full" was a whole-source word,
    a wrong call): a length the question does not say stays the caller's limit, never "full"."""
    assert section_value({"type": "string", "enum": ["half", "full"]}, "a skate of about 40 minutes", True) is None
    out = SimulatedChatModel().bind_tools([book_rink]).invoke("Book Dana a skate of about forty minutes.")
    assert not out.tool_calls or out.tool_calls[0]["args"].get("length") != "full"
