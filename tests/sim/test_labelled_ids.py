"""A short id written after its noun, and a tool the question only names the thing of (issue 26).

Tools invented here (fish tanks, tennis courts, boarding gates, hotel rooms, ponds): an argument
``<noun>_id`` takes the id written after that noun ("tank C", "court 3", "gate C12", "room 4b");
another text argument never takes that id or its phrase; a quoted example in the tool's
description that the question writes is that argument's value ("e.g. 'copper'" and "on
copper"). A question that meets a tool only in the noun of its id argument ("Will tank C get
algae next month?") is about none of them: a stated limit, never a call and never a question
back for the id.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.field_readers import (
    example_values,
    example_written,
    id_label,
    labelled_id,
)


@pytest.mark.parametrize(("question", "field", "want"), [
    ("Put tank C on copper.", "tank_id", "C"),
    ("Book court 3 for 18:00.", "court_id", "3"),
    ("Open gate C12 now.", "gate_no", "C12"),
    ("Clean room 4b with vinegar.", "room_id", "4b"),
    ("Is Tank A's filter clogged?", "tank_id", "A"),
    ("Freeze my card 4929 1180 5566 2231.", "card_number", "4929 1180 5566 2231"),
    ("Order 55-9913 arrived broken.", "order_id", "55-9913"),
])
def test_the_id_after_its_noun_is_read(question, field, want):
    assert labelled_id(question, field) == want


@pytest.mark.parametrize(("question", "field"), [
    ("Feed tank 3 kg of pellets.", "tank_id"),  # a quantity after the noun
    ("Is the tank I bought leaking?", "tank_id"),  # the pronoun
    ("Check my tank.", "tank_id"),
    ("Book court 3 pm.", "court_id"),  # a time
    ("What is the gate code?", "id"),  # no noun in the field's name
])
def test_no_id_without_one_after_its_noun(question, field):
    assert labelled_id(question, field) is None


def test_the_noun_of_an_id_field():
    assert [id_label(n) for n in ("pond_id", "gate_no", "court_number", "id", "colour")] == [
        "pond", "gate", "court", None, None]


def test_quoted_examples_of_a_description():
    said = "Add a remedy to a tank, e.g. 'salt' or 'copper'."
    assert example_values(said) == ["salt", "copper"]
    assert example_written(said, "Put tank C on copper.") == "copper"
    assert example_written(said, "Put tank C on salt and copper.") is None  # two: not one value


@tool
def inspect_tank(tank_id: str) -> str:
    """Return the latest water test of a fish tank."""
    return "ok"


@tool
def dose_tank(tank_id: str, remedy: str) -> str:
    """Add a remedy to a fish tank, e.g. 'salt' or 'copper'."""
    return "ok"


@tool
def book_court(court_id: str, hour: str) -> str:
    """Book a tennis court for an hour, e.g. '18:00'."""
    return "ok"


@tool
def clean_room(room_id: str, product: str) -> str:
    """Schedule a cleaning of a hotel room with a product, e.g. 'bleach' or 'vinegar'."""
    return "ok"


@tool
def open_gate(gate_id: str) -> str:
    """Open an airport boarding gate."""
    return "ok"


def _first_turn(tools: list, question: str):
    from langchain.agents import create_agent

    with warnings.catch_warnings(record=True) as seen:
        warnings.simplefilter("always")
        out = create_agent(SimulatedChatModel(), tools).invoke(
            {"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
    first = next(m for m in out["messages"] if isinstance(m, AIMessage))
    return first, [w for w in seen if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize(("tools", "question", "name", "args"), [
    ([inspect_tank, dose_tank], "Put tank C on copper.", "dose_tank", {"tank_id": "C", "remedy": "copper"}),
    ([clean_room], "Clean room 4b with vinegar.", "clean_room", {"room_id": "4b", "product": "vinegar"}),
    ([book_court], "Book court 3 for 18:00.", "book_court", {"court_id": "3", "hour": "18:00"}),
    ([inspect_tank, dose_tank], "Check the water in tank A.", "inspect_tank", {"tank_id": "A"}),
])
def test_a_short_id_after_its_noun_fills_the_call(tools, question, name, args):
    first, limits = _first_turn(tools, question)
    assert [(c["name"], c["args"]) for c in first.tool_calls] == [(name, args)]
    assert not limits


def test_the_id_phrase_is_no_other_arguments_value():
    first, limits = _first_turn([dose_tank], "Start a dose on tank 2.")
    assert not any(c["args"].get("remedy") == "tank 2" for c in first.tool_calls)
    assert first.tool_calls == [] and limits


@pytest.mark.parametrize(("tools", "question"), [
    ([inspect_tank, dose_tank], "Will tank C get algae next month?"),
    ([inspect_tank, dose_tank], "Will my tank get algae next month?"),
    ([book_court], "Will court 3 be wet tomorrow morning?"),
    ([open_gate], "Will gate 7 be busy at noon?"),
])
def test_a_question_that_only_names_the_tools_thing_gets_a_limit(tools, question):
    first, limits = _first_turn(tools, question)
    assert first.tool_calls == []
    assert limits and "?" not in first.content.split(";")[0]  # a limit, no question back
    assert "is about what it does" not in first.content
