"""Requests typed all in lower case read as their capitalised form, or a stated limit, never a
silent wrong value (issue 26): an id keeps its letter prefix ("rf-3391", "lx 318"), in capitals where
the tool's example writes them so; a name typed in lower case ends at a clause or a figure ("in bergen
that has parking") and is never the head count before it ("a table for three at vila nova"); a
scale letter in lower case after a figure ("350f") is the scale."""

from __future__ import annotations

import warnings
from typing import Annotated

import pytest
from langchain_core.tools import tool
from pydantic import BaseModel, Field


def _call(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    assert not out.response_metadata.get("simulator_limit"), out.response_metadata.get("simulator_limit")
    assert len(out.tool_calls) == 1, out
    return out.tool_calls[0]["args"]


@tool
def refund_status(refund_id: str) -> str:
    """Status of a refund by its id."""
    return "ok"


@tool
def lookup_kit(kit_code: str) -> str:
    """Look up a lab kit by its code, e.g. KT-1001."""
    return "ok"


@tool
def recall_kits(kit_ids: list[str]) -> str:
    """Recall several lab kits at once, given their codes (like KT-1001)."""
    return "ok"


@tool
def train_status(train_number: str) -> str:
    """Whether a train is running late, by its train number."""
    return "ok"


@pytest.mark.parametrize("question,want", [
    ("where is my refund rf-3391", "rf-3391"),
    ("any news on refund rfd_20418", "rfd_20418"),
    ("has refund ref-5520-b gone through", "ref-5520-b"),
])
def test_a_lower_case_id_keeps_its_letters(question, want):
    assert _call([refund_status], question)["refund_id"] == want


@pytest.mark.parametrize("question,want", [
    ("what is in kit kt-5531", "KT-5531"),
    ("look up kt-0042 for me", "KT-0042"),
    ("is kt 7710 in stock", "KT 7710"),
])
def test_a_lower_case_id_is_written_as_the_tools_example_writes_it(question, want):
    assert _call([lookup_kit], question)["kit_code"] == want


def test_every_lower_case_id_of_a_list_as_the_example_writes_them():
    args = _call([recall_kits], "recall kt-2201, kt-2202 and kt-2290")
    assert args["kit_ids"] == ["KT-2201", "KT-2202", "KT-2290"]


@pytest.mark.parametrize("question,want", [
    ("is ic 2318 running late", "IC 2318"),
    ("is rj 645 late today", "RJ 645"),
    ("is ec 178 late", "EC 178"),
])
def test_a_lower_case_carrier_code_keeps_its_letters(question, want):
    assert _call([train_status], question)["train_number"] == want


def test_a_label_word_before_a_number_is_no_carrier_code():  # a guard: held before too
    assert _call([train_status], "is train no 4471 late")["train_number"] == "4471"


@tool
def reserve_table(restaurant: Annotated[str, "the restaurant's name"], diners: int,
                  time: Annotated[str, "HH:MM, 24h"]) -> str:
    """Reserve a table at a restaurant."""
    return "ok"


@tool
def book_meeting_room(room: str, people: int) -> str:
    """Book a meeting room in the office for a number of people."""
    return "ok"


@pytest.mark.parametrize("question,field,want", [
    ("a table for three at vila nova at 21:00", "restaurant", "vila nova"),
    ("book a table for 2 at blue fig at 19:15", "restaurant", "blue fig"),
    ("a table for six at la perla at 20:00", "restaurant", "la perla"),
])
def test_a_lower_case_name_is_never_the_head_count_before_it(question, field, want):
    tools = [reserve_table] if field == "restaurant" else [book_meeting_room]
    assert _call(tools, question)[field] == want


@tool
def search_hotels(city: str, parking: bool = False) -> str:
    """Search hotels in a city."""
    return "ok"


@tool
def search_flats(city: str, max_rent: int = 0) -> str:
    """Search flats to rent in a city, under a monthly rent."""
    return "ok"


@pytest.mark.parametrize("tools,question,want", [
    ([search_hotels], "find me a hotel in bergen that has parking", "bergen"),
    ([search_hotels], "a hotel in split which has parking", "split"),
    ([search_flats], "flats in lyon under 1200 a month", "lyon"),
    ([search_flats], "any flats in graz below 700", "graz"),
])
def test_a_lower_case_place_ends_at_a_clause_or_a_figure(tools, question, want):
    assert _call(tools, question)["city"] == want


@tool
def set_oven(temperature_c: int) -> str:
    """Set the smart oven to a temperature in degrees Celsius."""
    return "ok"


@pytest.mark.parametrize("question,want", [
    ("set the oven to 350f", 177),  # 176.67 rounded half up, no longer cut
    ("oven to 425 f please", 218),
])
def test_a_lower_case_scale_letter_after_a_figure_is_the_scale(question, want):
    assert _call([set_oven], question)["temperature_c"] == want


def test_a_celsius_letter_stays_celsius():  # a guard: held before too
    assert _call([set_oven], "set the oven to 200c")["temperature_c"] == 200


@tool
def escalate_case(case_id: str, level: int) -> str:
    """Escalate a support case to a support level."""
    return "ok"


@tool
def discount_order(order_id: str, percent: float) -> str:
    """Give an order a discount of some percent."""
    return "ok"


@pytest.mark.parametrize("question,want", [
    ("escalate cs-4410 to level 3", {"case_id": "cs-4410", "level": 3}),
    ("please move case qa-90211 up to level 2", {"case_id": "qa-90211", "level": 2}),
])
def test_a_lower_case_id_is_never_a_number_argument(question, want):
    assert _call([escalate_case], question) == want


def test_a_lower_case_id_is_no_percent():  # a guard: held before too
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([discount_order]).invoke("give order b-55102 a discount")
    assert not out.tool_calls, out.tool_calls


def _parse(schema, text):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return got, [str(w.message) for w in caught if "Simulator" in type(w.message).__name__]


class Party(BaseModel):
    guests: list[str]


class Roll(BaseModel):
    attendees: list[str] = Field(description="people present")


@pytest.mark.parametrize("schema,text,field,want", [
    (Party, "guests: omar haddad, lina berg and kofi mensah", "guests", ["omar haddad", "lina berg", "kofi mensah"]),
    (Party, "we invited rui, ada, jon and mia", "guests", ["rui", "ada", "jon", "mia"]),
    (Roll, "present: sara lund, ike obi and pia holm. absent: tom day.", "attendees",
     ["sara lund", "ike obi", "pia holm"]),
])
def test_people_listed_in_lower_case_are_read(schema, text, field, want):
    got, limits = _parse(schema, text)
    assert getattr(got, field) == want and not limits, (got, limits)


@pytest.mark.parametrize("text", ["dinner on friday with omar and lina", "lunch with kofi and ada mensah tomorrow"])
def test_two_people_in_lower_case_are_a_stated_limit_never_an_empty_list(text):
    got, limits = _parse(Party, text)
    assert got.guests == [] and limits, (got, limits)


class Person(BaseModel):
    name: str
    phone: str | None = None


@pytest.mark.parametrize("text", ["call maria lopez on 0712 555 019", "phone ada park on 0161 496 0000",
                                  "save dana white, 020 7946 0018"])
def test_a_phone_number_is_no_persons_name(text):
    got, _ = _parse(Person, text)
    assert not any(ch.isdigit() for ch in got.name), got


@pytest.mark.parametrize("text,letters", [
    ("is this review about delivery? reply y or n.\nreview: the parcel came three days late and the box was torn.",
     ("y", "n")),
    ("is this document relevant to the question? reply y or n.\nquestion: when does the pool open?\n"
     "document: the bakery sells rye bread on tuesdays.", ("y", "n")),
    ("answer t or f: does the note give a price?\nnote: the pottery class costs 40 euros a session.", ("t", "f")),
])
def test_verdict_letters_offered_in_lower_case_are_the_reply(text, letters):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(text)
    limit = out.response_metadata.get("simulator_limit")
    # a letter, or the limit alone when nothing decides (fix33c: no letter guessed beside it), never "yes"
    assert out.content.strip().strip(".") in letters or (limit and out.content == limit), out.content


@tool
def translate_phrase(text: str, target_language: str) -> str:
    """Translate a short phrase into the target language."""
    return "ok"


@pytest.mark.parametrize("question,want", [
    ("how do you say 'thank you very much' in portuguese?", "Portuguese"),
    ("how would i say 'happy birthday' in norwegian", "Norwegian"),
    ("translate 'good evening' into swedish please", "Swedish"),
])
def test_a_language_named_in_lower_case_is_the_target(question, want):
    assert _call([translate_phrase], question)["target_language"] == want


@pytest.mark.parametrize("question,phrase,want", [
    ("put 'good night' into italian.", "good night", "Italian"),
    ("turn 'where is the station' into dutch", "where is the station", "Dutch"),
    ("'two coffees, please' in czech", "two coffees, please", "Czech"),
])
def test_a_quoted_phrase_wanted_in_a_lower_case_language_goes_to_the_translate_tool(question, phrase, want):
    """No "translate" and no "how do you say", the language in lower case: still a translation of
    the quoted phrase, so the bound translate tool is called (before: the simulator's own few
    phrases answered, or no call)."""
    args = _call([translate_phrase], question)
    assert args["text"].strip(" '") == phrase and args["target_language"] == want


@tool
def open_gate(gate_id: str) -> str:
    """Open one of the yard's gates."""
    return "ok"


@tool
def locker_status(locker_no: str) -> str:
    """Whether a gym locker is free."""
    return "ok"


@pytest.mark.parametrize("tools,question,field,want", [
    ([open_gate], "open gate d for the delivery van", "gate_id", "D"),
    ([open_gate], "please open gate k now", "gate_id", "K"),
    ([locker_status], "is locker f free", "locker_no", "F"),
])
def test_one_lower_case_letter_after_the_ids_noun_is_the_id(tools, question, field, want):
    assert _call(tools, question)[field] == want
