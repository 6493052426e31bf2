"""Numbers handed to a tool's number arguments by kind (issue 26): a whole-number argument
(a count of people) takes a whole number, never one cut from an amount with decimals; and a
number written before the noun an argument counts ("3 guests") is that argument's whichever
argument comes first in the schema (before, "Split 126.40 between four" gave people=126 and
total=4.0, silently)."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool


@tool
def share_cost(amount: float, guests: int) -> float:
    """Share a restaurant bill evenly among guests."""
    return 0.0


@tool
def per_head(people: int, bill: float) -> float:
    """Each person's share of a bill."""
    return 0.0


@tool
def roll(count: int, sides: int) -> list:
    """Roll count dice with the given number of sides."""
    return []


@pytest.mark.parametrize("tool_,question,want", [
    (share_cost, "We were 3 guests and the bill came to 87.90 - how much each?", {"amount": 87.9, "guests": 3}),
    (per_head, "Divide 45.60 among five people.", {"bill": 45.6, "people": 5}),
    (per_head, "What does each of 6 people pay on a bill of 130.50?", {"bill": 130.5, "people": 6}),
    (roll, "Roll 3 dice with 12 sides.", {"count": 3, "sides": 12}),  # guard: counted nouns as before
])
def test_numbers_go_to_the_argument_of_their_kind(tool_, question, want):
    from course_lib.sim import SimulatedChatModel

    calls = SimulatedChatModel().bind_tools([tool_]).invoke(question).tool_calls
    assert len(calls) == 1 and calls[0]["args"] == want, calls
