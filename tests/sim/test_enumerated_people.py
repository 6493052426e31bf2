"""A count of people the text lists one by one (issue 26; ``field_readers.enumerated_people``):
"my husband, me and our four children" is 6 people, not the 4 written beside "children"; an item
whose number is not said ("our kids") leaves the count unread (a stated limit), never a guess.
A people field's bounds (``ge=1, le=12``) are no rating scale: no number is read beside its
description's words ("table")."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Reservation(BaseModel):
    party_size: int = Field(ge=1, le=20, description="number of people in the party")


class Tickets(BaseModel):
    people: int = Field(description="how many people need a ticket")


def _fill(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [str(w.message) for w in caught]


@pytest.mark.parametrize("schema,text,want", [
    (Reservation, "Reserve a table for my husband, me and our four children tonight.", 6),
    (Reservation, "A booking for me, my sister and her two sons on Friday.", 4),
    (Tickets, "Museum tickets for me and my two colleagues.", 3),
])
def test_listed_people_are_added(schema, text, want):
    out, limits = _fill(schema, text)
    assert out is not None and list(out.model_dump().values()) == [want] and not limits, (out, limits)


def test_an_unsaid_number_is_a_limit():
    out, limits = _fill(Tickets, "Zoo tickets for me and our kids on Sunday.")
    assert out.people not in (1, 2) and any("people" in m for m in limits), (out, limits)


def test_enumerated_people():
    from course_lib.sim.values.field_readers import enumerated_people

    assert enumerated_people("for me, my wife and our three kids") == "5"
    assert enumerated_people("for me and some friends") is None
    assert enumerated_people("a room for 3 nights") is None
    assert enumerated_people("lunch with my boss") is None  # one person listed: no list
