"""Two nested records filled alike are a stated limit (issue 26): ``Pairing(white: Player, black:
Player)`` for "Board 4: Ewa (1720) has white against Jonas (1695)" came back with the same
``Player(name='Jonas', ...)`` twice and no limit: each nested record was read from the whole text.
Now ``structured._same_records`` states a reading limit when sibling records come out equal.
Invented schemas."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel


class Runner(BaseModel):
    name: str
    bib: int


class Relay(BaseModel):
    first_leg: Runner
    second_leg: Runner


class Party(BaseModel):
    name: str
    seats: int


class Debate(BaseModel):
    proposer: Party
    opposer: Party


class Point(BaseModel):
    city: str


class Trip(BaseModel):
    start: Point
    end: Point


def _structured(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        got = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return got, [str(x.message) for x in w if "Simulator" in type(x.message).__name__]


@pytest.mark.parametrize(("schema", "text", "a", "b"), [
    (Relay, "Relay: Mo (bib 12) runs first, then Lena (bib 31)", "first_leg", "second_leg"),
    (Debate, "On bike lanes the Greens (4 seats) propose, the Liberals (7 seats) oppose", "proposer", "opposer"),
    (Trip, "Cycling from Utrecht to Gouda on Sunday", "start", "end"),
])
def test_records_filled_alike_state_a_limit(schema, text, a, b):
    got, limits = _structured(schema, text)
    assert getattr(got, a) != getattr(got, b) or any("records" in x for x in limits)
