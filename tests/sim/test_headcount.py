"""A count of people read from a list that names them, the speaker included (``family_counts.headcount``,
used by tool arguments that count people; issue 26, grounded_o read after its first sight). Wordings
of our own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.family_counts import headcount


@pytest.mark.parametrize(("text", "want"), [
    ("a table for me and two friends", 3),
    ("tickets for me, my wife and our three kids", 5),
    ("a room for me and my 4 teammates", 5),
    ("for me, my son and his two friends", 4),  # ages unknown, heads known
    ("for me and the kids", None),  # how many kids is not said
    ("for 6 people", None),  # no list: people_count reads it
])
def test_headcount_table(text, want):
    assert headcount(text) == want


@tool
def book_table(restaurant: str, guests: int, time: str) -> str:
    """Book a restaurant table for a number of guests at a time like 19:30."""
    return "ok"


def test_a_guests_argument_counts_the_speaker_too():
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([book_table]).invoke("table at Nonna's for me and two friends at 19:30")
    assert out.tool_calls and out.tool_calls[0]["args"]["guests"] == 3


@pytest.mark.parametrize(("text", "want"), [
    ("Book me and my two kids onto the junior swim on Sunday.", 3),
    ("sign up me and my partner into the pottery taster", 2),
])
def test_a_list_after_a_booking_verb_counts_too(text, want):
    assert headcount(text) == want


# beside the speaker, an item of a count, adjectives and a plural noun the data does not know counts
# its people (fix46b, after the forty-fourth set's MM6 c; my own wordings)
@pytest.mark.parametrize(("text", "want"), [
    ("a desk for me and the four visiting engineers", 5),
    ("seats for the two exchange students and me", 3),
    ("a boat for me and 3 trainee skippers", 4),
    ("with me and the twelve apprentices", 13),
    # no count, a thing, no speaker in the list: not read this way
    ("for me and the new volunteers", None),
    ("room for me and my two bikes", None),
    ("for the two engineers and the three surveyors", None),
])
def test_headcount_counted_others(text, want):
    assert headcount(text) == want


@pytest.mark.parametrize(("text", "want"), [
    ("It'll be me, my wife, our triplets and my dad.", 6),        # a list after "be"
    ("a cabin for me, my girlfriend and the in-laws next month", 4),  # "in-laws" is no cut at "in"
    ("seats for me and my in-laws in the stalls", 3),
])
def test_lists_after_be_and_in_laws(text, want):
    assert headcount(text) == want


def test_a_structured_total_of_people_is_the_listed_heads():
    from pydantic import BaseModel, Field

    class Booking(BaseModel):
        diners: int = Field(description="how many diners there are in total")

    out = SimulatedChatModel().with_structured_output(Booking, include_raw=True).invoke(
        "It'll be me, my husband, the twins and my gran.")
    assert out["parsed"].diners == 5 and not out["raw"].response_metadata.get("simulator_limit")


def test_an_adults_field_never_takes_the_whole_headcount():  # guard (a merge regression caught on the 53rd set)
    from pydantic import BaseModel

    class Trip(BaseModel):
        adults: int
        children: int

    out = SimulatedChatModel().with_structured_output(Trip).invoke("Farm park: me, my wife, our two girls and grandpa.")
    assert out.adults != 5


def test_a_counted_pair_word_is_the_count_said():
    # "my two grandparents" is two people, never two pairs (thirtyeighth schema-grandparents on the merged tree)
    assert headcount("for me, my parents and my two grandparents") == 5
