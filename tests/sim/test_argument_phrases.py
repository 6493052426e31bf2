"""Free-text tool arguments filled by the phrase that names their concept, never the request's bag of
words (``course_lib.sim.values.argument_phrases``, issue 26, the twenty-seventh set's V8): a place after a
place word (lower case allowed), the kind written before the tool's noun; with neither, the
arguments limit and no bag. Wordings and tools of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.values.argument_phrases import (
    is_place_argument,
    kind_before_noun,
    place_phrase,
    tool_nouns,
    verb_object,
)


@pytest.mark.parametrize("question, place", [
    ("any pubs round bakewell", "bakewell"),
    ("cheap hostels near Lake Bled please", "Lake Bled"),
    ("dog friendly beaches around st ives this weekend", "st ives"),
    ("swimming pools in leamington", "leamington"),
    ("walks near home", None),  # an everyday word, no place
    ("cafes near york or around leeds", None),  # two places: which is a guess
    ("any good walks", None),
])
def test_the_place_after_a_place_word(question, place):
    assert place_phrase(question) == place


@pytest.mark.parametrize("name, value", [
    ("area", True), ("search_region", True), ("town", True), ("flavour", False), ("topping", False),
])
def test_a_place_argument(name, value):
    assert is_place_argument(name) is value


@pytest.mark.parametrize("tool_name, description, question, kind", [
    ("order_pie", "Order a pie from the bakery.", "a steak pie please", "steak"),
    ("order_pie", "Order a pie from the bakery.", "could we get a chicken and leek pie", "leek"),
    ("book_lesson", "Book a music lesson.", "book me a cello lesson on friday", "cello"),
    ("order_curry", "Order a curry from the takeaway.", "a lamb bhuna curry", "lamb bhuna"),
    ("order_pie", "Order a pie from the bakery.", "a nice big pie", None),  # quality words, no kind
    ("order_pie", "Order a pie from the bakery.", "a pie please", None),
    ("order_pie", "Order a pie from the bakery.", "a steak pie and a cheese pie", None),  # two kinds
])
def test_the_kind_before_the_tools_noun(tool_name, description, question, kind):
    assert kind_before_noun(tool_nouns(tool_name, description), question) == kind


@pytest.mark.parametrize("tool_name, question, thing", [
    ("log_sighting", "log a red kite over the ridge", "red kite"),
    ("record_plant", "Record foxgloves, about forty of them", "foxgloves"),
    ("register_pet", "register our tortoise please", "tortoise"),
    ("mute_member", "mute him for an hour", None),  # a pronoun names no one
    ("top_up_card", "top up my card", None),  # a particle, then the tool's noun: nothing left
    ("log_spend", "log eight pounds for lunch", None),  # an amount is no thing
    ("log_sighting", "what did I see yesterday", None),  # no verb of the tool
    # another argument's phrase ends the thing (the fifty-seventh set's VV8 tool-task)
    ("add_chore", "add mow lawn as low priority", "mow lawn"),
    ("add_chore", "add clean gutters by sunday", "clean gutters"),
    ("log_sighting", "log barn owl via the app", "barn owl"),
])
def test_the_thing_after_the_tools_verb(tool_name, question, thing):
    assert verb_object(tool_name, question, tool_nouns(tool_name, "")) == thing


@tool
def order_sandwich(filling: str, toasted: bool) -> str:
    """Order a sandwich from the cafe."""
    return "ok"


@tool
def find_parks(area: str, play_area: bool | None = None) -> str:
    """Find parks in or near a town."""
    return "[]"


def _out(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([tool_]).invoke(question)


@pytest.mark.parametrize("tool_, question, field, value", [
    (order_sandwich, "a tuna sandwich please, not toasted", "filling", "tuna"),
    (order_sandwich, "an egg sandwich, toasted", "filling", "egg"),
    (find_parks, "any parks around hebden bridge", "area", "hebden bridge"),
    (find_parks, "parks near Ilkley", "area", "Ilkley"),
])
def test_the_argument_takes_the_phrase(tool_, question, field, value):
    out = _out(tool_, question)
    assert out.tool_calls and out.tool_calls[0]["args"][field] == value, out.tool_calls


def test_no_phrase_no_bag_of_words():
    out = _out(order_sandwich, "a sandwich please, toasted, extra quick")
    args = out.tool_calls[0]["args"] if out.tool_calls else {}
    assert args.get("filling", "") == ""  # never "sandwich toasted extra quick"
    assert "filling" in (out.response_metadata.get("simulator_limit") or "")


def test_a_flags_own_thing_is_no_value():
    out = _out(order_sandwich, "a cheese sandwich, skip the toasting")
    assert out.tool_calls and out.tool_calls[0]["args"]["filling"] == "cheese"


@tool
def convert_money(amount: float, from_currency: str, to_currency: str) -> str:
    """Converts an amount from one currency to another."""
    return "0"


def test_a_currency_argument_takes_no_phrase():
    # "total" before the description's noun "amount" is no currency (notebook 03's exercise relies
    # on this: a one-sided description still calls the converter for an order total in USD)
    out = _out(convert_money, "What is the total amount in USD of all pending orders?")
    args = out.tool_calls[0]["args"] if out.tool_calls else {}
    assert args.get("to_currency", "") in ("", None) and "total" not in str(args)


# --- an argument naming where the thing goes takes no phrase of the thing (merger, 2026-12-04:
# after fix27B, kinds_i's "add oat milk to the shopping list" filled list_name with "oat milk") ---

@pytest.mark.parametrize(("name", "tool_name", "destination"), [
    ("list_name", "add_to_list", True),
    ("folder", "move_to_folder", True),
    ("playlist", "add_song_to_playlist", True),
    ("item", "add_to_list", False),  # guard
    ("flavour", "order_cake", False),  # guard: no preposition
])
def test_an_argument_named_after_the_tools_preposition(name, tool_name, destination):
    from course_lib.sim.values.argument_phrases import _names_destination

    assert _names_destination(name, tool_name) is destination


def test_the_verbs_object_never_fills_the_destination():
    from course_lib.sim.values.argument_phrases import phrase_value

    assert phrase_value("folder", "move_to_folder", "Move a document to a folder.",
                        "move the march invoice to the tax folder") is None
    assert phrase_value("list_name", "add_to_list", "Add an item to one of the user's lists.",
                        "add oat milk to the shopping list") is None
