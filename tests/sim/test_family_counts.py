"""People counted in family words (``course_lib.sim.values.family_counts``, used by ``tool_args``; issue 26,
the twenty-ninth set's X7 (c)): a list of people written one by one gives an adults / children
argument its count ("me, my partner and our twins": 2 and 2); a list with a person of unsaid age
("my son") gives no count but is no "certainly absent" count either (the call with the arguments
limit, never a question back claiming the message gives nothing). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.family_counts import age_field, by_age, names_people


@pytest.mark.parametrize("text, split", [
    ("swim passes for me, my husband and our two toddlers", (2, 2)),
    ("a cabin for my mum, my dad, me and our triplets", (3, 3)),
    ("seats with my girlfriend and me", (2, 0)),
    ("tickets for my two aunts and our baby", (2, 1)),
    # guards: an age not said, a number not said, no list of people
    ("tickets for me and my nephew", None),
    ("a table for me and the kids", None),
    ("tickets for the 7:30 show", None),
    # a thing listed after the people ends the list ("and the camper van", "plus the dog")
    ("book the crossing for me, my husband, our three kids and the car", (2, 3)),
    ("a cabin for me, my partner, our baby plus the dog", (2, 1)),
    ("passes for me and my wife and the tent", (2, 0)),
])
def test_adults_and_children_of_a_list(text, split):
    assert by_age(text) == split


def test_a_list_of_people_is_named():
    assert names_people("tickets for me and my nephew")
    assert names_people("seats for Hamlet for me and my two grandsons")  # the list after the second "for"
    assert not names_people("two tickets for saturday")


@pytest.mark.parametrize("name, age", [("adults", "adults"), ("num_children", "children"), ("kids", "children"),
                                       ("child_count", "children"), ("guests", None)])
def test_an_age_field(name, age):
    assert age_field(name) == age


@tool
def book_swim_session(adults: int, children: int) -> str:
    """Book a family swim session for a number of adults and children."""
    return "ok"


def _out(question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([book_swim_session]).invoke(question)
    return out, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_the_counts_fill_the_arguments():
    out, _ = _out("book a family swim for me, my husband and our two toddlers")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"adults": 2, "children": 2}


def test_an_unsaid_age_is_no_absent_count():
    out, stated = _out("book a family swim for me and my nephew")
    assert stated  # the arguments limit, never "your message does not give it" with no limit


def test_an_unread_list_gives_no_bare_number():
    out, stated = _out("book a family swim for me and my two grandsons")
    assert stated and not (out.tool_calls and out.tool_calls[0]["args"].get("adults") == 2)


def test_multiple_children():
    from course_lib.sim.values.family_counts import multiple_children

    assert multiple_children("what do I owe for our triplets?") == (3, "triplets")
    assert multiple_children("tickets for my twins and their triplets") is None  # two: which is not told
    assert multiple_children("two adults") is None


# (fix43b, the forty-first set's JJ11) a list opened by a colon or a dash (a correction's "no wait -"
# or "please:" before the people), and a multiple adjective before "boys" / "girls" naming children
@pytest.mark.parametrize("text, split", [
    ("family swim please: me, my partner and our twin boys", (2, 2)),
    ("three passes. hang on - me, my mum and my triplet girls", (2, 3)),
    ("swim slot \u2013 my wife, me and the twins", (2, 2)),
    ("for my dad and our twin babies", (1, 2)),
    ("for me and my twin sisters", None),  # guard: sisters may be grown-ups
    ("note: 4 lanes and 2 hours", None),  # guard: no people after the colon
])
def test_a_list_after_a_colon_or_dash(text, split):
    assert by_age(text) == split


def test_a_corrected_party_fills_the_arguments():
    out, stated = _out("two for the family swim? no, sorry - my husband, me and our triplet girls")
    assert out.tool_calls and out.tool_calls[0]["args"] == {"adults": 2, "children": 3}
    assert not stated


@pytest.mark.parametrize("text, split", [
    ("passes for me and a couple of colleagues", (3, 0)),
    ("a lane for my wife, me and a couple of kids", (2, 2)),
    ("for a couple of canoes and me", None),  # guard: things, no people
])
def test_a_couple_of_people(text, split):
    assert by_age(text) == split


@pytest.mark.parametrize(("name", "brought"), [
    ("plus_ones", True), ("guests_bringing", True), ("extra_guests", True), ("companions", True),
    ("guests", False), ("extra_cheese", False), ("adults", False),
])
def test_brought_field(name, brought):
    from course_lib.sim.values.family_counts import brought_field

    assert brought_field(name) is brought


@pytest.mark.parametrize(("text", "count"), [
    ("put Tom down, he's bringing his parents", 2),
    ("Ines will bring her fiance and she needs a vegan meal", 1),  # the list ends at "and she"
    ("add Jonas, he'll bring his wife and 3 kids", 4),
    ("Mei is coming alone", 0),
    ("Ravi, coming with his two sons", 2),
    ("put Ola on the list", None),  # nothing said about bringing anyone
])
def test_brought_count(text, count):
    from course_lib.sim.values.family_counts import brought_count

    read = brought_count(text)
    assert (read.value if read is not None else None) == count


@pytest.mark.parametrize(("text", "count"), [
    ("Priya is bringing her two nephews because they love the magic show", 2),
    ("Sam will bring his partner too", 1),
    ("Lee's bringing her mum but she leaves at nine", 1),
])
def test_the_brought_list_ends_where_the_data_says(text, count):
    """Where the list of people brought ends is data (``family_counts.yaml`` brought_clause_end)."""
    from course_lib.sim.values.family_counts import _data, brought_count

    assert _data()["brought_clause_end"]
    assert brought_count(text).value == count


def test_brought_count_unsized_is_a_limit():
    from course_lib.sim.values.family_counts import Counted, brought_count

    assert brought_count("add Ola, bringing some mates") == Counted(None)


@tool
def add_attendee(name: str, plus_ones: int = 0) -> str:
    """Add a person to the dinner attendee list, with how many people they bring along."""
    return "ok"


@pytest.mark.parametrize(("question", "plus_ones"), [
    ("put Tom down for the dinner, he's bringing his parents", 2),
    ("add Mei to the dinner list, she's coming alone", 0),
])
def test_brought_people_fill_a_plus_ones_argument(question, plus_ones):
    from langchain_core.messages import HumanMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([add_attendee]).invoke([HumanMessage(question)]).tool_calls
    assert calls[0]["args"].get("plus_ones") == plus_ones


def test_people_words_name_the_people_but_never_an_asking_i():
    from course_lib.sim.values.family_counts import people_words

    assert people_words("can I bring us and the in-laws") == ["us", "in-laws"]
    assert people_words("for myself, two colleagues and the kids") == ["myself", "colleagues", "kids"]
    assert people_words("how much do I pay") == []
