"""A count changed in words in its phrase is worked (fix48b, the forty-sixth set's OO9;
``values.count_changes``, cues in ``patterns.yaml`` count_changes): "N ... minus / less / except /
but not M" is N - M, "plus another M" / "plus M more" adds, in a structured field and a tool argument
alike; a bound ("less than"), an amount of money after the number, a bare "plus" of another kind or a
change in the next sentence leaves the count as read. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim.values.count_changes import changed


@pytest.mark.parametrize("text, count, worked", [
    ("Coach seats for thirty, except the six who are making their own way.", 30, 24),
    ("Lunch for 12, but not the 3 who are fasting", 12, 9),
    ("Eleven players, plus another three subs on the bench.", 11, 14),
    ("Order 20 programmes plus 5 more for the judges", 20, 25),
    ("共8位客人,减去3位不来的。", 8, 5),
    ("Seats for 15 minus 4 who have season tickets", 15, 11),
    ("A room for 6, less than 5 minutes from the station", 6, None),  # a bound, no change
    ("Tickets for 4 minus 10 pounds for the voucher", 4, None),  # money, no count
    ("Tea for 8 plus 2 pots of coffee", 8, None),  # a bare "plus" of another kind
    ("A table for 7. Minus the view, it was perfect.", 7, None),  # the next sentence
    ("Five of us minus five is nobody", 5, None),  # no one left: no count
])
def test_the_changed_count(text, count, worked):
    assert changed(text, count) == worked


class Outing(BaseModel):
    people: int = Field(description="how many people are going on the outing")


@tool
def order_packed_lunches(lunches: int, school: str) -> str:
    """Order packed lunches for a school trip."""
    return "ok"


def _sim():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


@pytest.mark.parametrize("text, expected", [
    ("The zoo outing is for twenty-two people, minus the four on the residential trip.", 18),
    ("A party of nine for the zoo, plus another three cousins.", 12),
    ("The outing is for fifteen people; minus the rain it will be fun.", 15),
    ("Booking for twenty-two people.", 22),  # a number in words read whole, never its "two"  # no change
])
def test_structured_field(text, expected):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = _sim().with_structured_output(Outing).invoke(text)
    assert out.people == expected


@pytest.mark.parametrize("request_text, expected", [
    ("order packed lunches for Hillside School: thirty-two, less the five with their own", 27),
    ("order 25 packed lunches for Hillside School", 25),
])
def test_tool_argument(request_text, expected):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = _sim().bind_tools([order_packed_lunches]).invoke(request_text)
    assert out.tool_calls and out.tool_calls[0]["args"]["lunches"] == expected
