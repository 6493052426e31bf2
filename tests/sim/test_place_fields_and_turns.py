"""Two readers learners' schemas meet (issue 26), on wordings invented here:

- a place field never holds a day or a month ("Friday to Monday", "warm in March": ``field_readers``
  read "Monday" and "March" as the destination), and a journey's end or start field takes the place
  gone to or come from ("from Leeds to York": the destination was "Leeds"); with two places and
  nothing to tell them apart, no place is guessed;
- a text whose clauses take both sides, parted by a comma or a dash, is mixed ("Loved the food,
  hated the wait" was "negative" with a "mixed" option): ``sentiment.is_mixed``.

The behaviour rows fail on e764df6c; the guard rows hold on both.
"""

from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.sentiment import is_mixed


class _Where(BaseModel):
    destination: str = Field(description="where they are travelling to")


class _Leg(BaseModel):
    origin: str
    destination: str


class _Tone(BaseModel):
    tone: Literal["positive", "negative", "mixed"]


def _filled(schema, text):
    return SimulatedChatModel().with_structured_output(schema).invoke(text)


@pytest.mark.parametrize(("text", "not_place"), [
    ("Booked Valencia for a week, Saturday to Saturday.", "Saturday"),
    ("Somewhere sunny in October, maybe Faro or maybe Split.", "October"),
])
def test_a_day_or_a_month_is_no_place(text, not_place):
    assert _filled(_Where, text).destination != not_place


@pytest.mark.parametrize(("text", "origin", "destination"), [
    ("Coach from Derby to Hull on the 9th, please.", "Derby", "Hull"),
    ("Need a lift to Ripon from Thirsk after lunch.", "Thirsk", "Ripon"),
])
def test_a_journey_field_takes_its_own_end(text, origin, destination):
    leg = _filled(_Leg, text)
    assert (leg.origin, leg.destination) == (origin, destination)
    assert _filled(_Where, text).destination == destination


def test_one_place_is_still_read():  # guard
    assert _filled(_Where, "Heading off to Tromsø in January!").destination == "Tromsø"


@pytest.mark.parametrize(("text", "mixed"), [
    ("Adored the view, loathed the noise.", True),
    ("Cheerful waiters - shame the soup was stone cold.", True),
    ("Lovely rooms, lovely staff, lovely pool.", False),  # guard: two parts of one side
    ("Awful, truly awful.", False),  # guard
])
def test_clauses_on_both_sides_are_mixed(text, mixed):
    assert is_mixed(text) is mixed
    if mixed:
        assert _filled(_Tone, text).tone == "mixed"
