"""People counted in groups ("three couples", "four pairs of us") give a count of people or seats
the product (issue 26, CC6 (c) of the thirty-fourth set's classes): the bare number of groups was
taken (3 seats for three couples) with no limit. Any other count argument never takes the number
of groups ("rooms for three couples": a limit); "3 pairs of boots" still counts pairs. The words
are data (``data/sim/family_counts.yaml`` people_groups, people_pair_words, people_pair_after,
people_seat_nouns). Wordings invented for this test; guards are named."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def book_table(restaurant: str, party_size: int) -> str:
    """Book a restaurant table."""
    return ""


@tool
def buy_tickets(event_id: str, tickets: int) -> str:
    """Buy tickets for an event."""
    return ""


@tool
def book_rooms(hotel: str, rooms: int) -> str:
    """Book hotel rooms."""
    return ""


@tool
def order_boots(quantity: int) -> str:
    """Order pairs of walking boots."""
    return ""


def _call(tool_, question):
    from course_lib.sim import SimulatedChatModel
    from course_lib.sim.reports.limits import SimulatorLimitWarning

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    limited = any(issubclass(w.category, SimulatorLimitWarning) for w in caught)
    return (out.tool_calls[0]["args"] if out.tool_calls else None), limited


@pytest.mark.parametrize(("text", "want"), [
    ("we are four couples", 8),
    ("three pairs of us are coming", 6),
    ("two trios signed up", 6),
    ("we are a couple", 2),
    ("3 pairs of boots", None),  # guard: pairs of things
    ("a couple of tickets", None),  # guard: a few
    ("two trios and a couple", None),  # two groups: not read
])
def test_grouped_people(text, want):
    from course_lib.sim.values.family_counts import grouped_people

    assert grouped_people(text) == want


def test_couples_for_a_party_size():
    assert _call(book_table, "book Casa Rosa for three couples on Friday") == (
        {"restaurant": "Casa Rosa", "party_size": 6}, False)


def test_pairs_of_us_for_tickets():
    assert _call(buy_tickets, "there are four pairs of us, get tickets for gig QX-118") == (
        {"event_id": "QX-118", "tickets": 8}, False)


def test_mixed_groups_are_a_limit_never_a_figure():
    args, limited = _call(buy_tickets, "two trios and a couple, tickets for gig QX-118 please")
    assert limited and (args is None or args.get("tickets") not in (2, 1, 3))


def test_rooms_never_take_the_number_of_couples():
    args, limited = _call(book_rooms, "book rooms at the Harbour Inn for three couples")
    assert limited and (args is None or args.get("rooms") != 3)


def test_pairs_of_things_still_count_pairs():  # guard
    assert _call(order_boots, "order 3 pairs of boots") == ({"quantity": 3}, False)
