"""A free-text argument of a tool that acts (a reminder's ``text``, a leave request's ``reason``)
takes the request's own clause for it, not the request's bag of stemmed words (issue 26: "remind
me in 20 minutes to call the plumber" gave ``text`` 'remind 20 minutes call plumber'). The clause
follows a cue of ``clause_cues`` (data/sim/described_args.yaml) and is cut where a time or a
quantity begins (``described_args.clause_value``); a search tool's text stays the question's
words. Wordings invented for this test; guards named."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool


@tool
def add_reminder(minutes_from_now: int, text: str) -> str:
    """Add a reminder that goes off a number of minutes from now."""
    return ""


@tool
def request_leave(days: int, reason: str) -> str:
    """Request days of leave from work."""
    return ""


@pytest.mark.parametrize(("text", "want"), [
    ("remind me in 20 minutes to call the plumber", "call the plumber"),
    ("remind me to water the ferns tomorrow", "water the ferns"),
    ("remind me at 6pm to ring Dad", "ring Dad"),
    ("I need 2 days off because my flat flooded", "my flat flooded"),
    ("remind me to go", None),  # guard: one word is no clause
])
def test_clause_value(text, want):
    from course_lib.sim.values.described_args import clause_value

    assert clause_value(text) == want


@pytest.mark.parametrize(("tool_", "question", "field", "want"), [
    (add_reminder, "remind me in 20 minutes to call the plumber", "text", "call the plumber"),
    (add_reminder, "remind me to move the car in half an hour", "text", "move the car"),
    (request_leave, "I need 2 days off because my flat flooded", "reason", "my flat flooded"),
])
def test_an_acting_tools_text_is_the_requests_clause(tool_, question, field, want):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    assert out.tool_calls and out.tool_calls[0]["args"][field] == want
