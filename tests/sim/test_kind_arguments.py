"""An optional text argument named for a kind (cuisine, genre, style, colour: ``lexicons.yaml``
``open_kinds``) takes the question's one left-over specific word after the other arguments
(issue 26; ``tool_args.kind_arguments``): "Any horror films in Leeds tonight?" sets genre
"horror". Words no argument took but that cannot be told apart ("cheap vegan") leave it unset
with a stated limit; with no word left it stays unset and nothing is stated."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def find_films(city: str, genre: str | None = None) -> list:
    """Find films showing in a city, optionally by genre."""
    return []


@tool
def find_bars(city: str, style: str | None = None, open_late: bool = False) -> list:
    """Find bars in a city, optionally by style and only those open late."""
    return []


@tool
def buy_paint(litres: float, colour: str | None = None) -> str:
    """Order wall paint by the litre, optionally in a colour."""
    return ""


@tool
def find_cafes(city: str, cuisine: str | None = None) -> list:
    """Find cafes in a city, optionally by cuisine."""
    return []


def _call(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([tool_]).invoke(question)
    return (out.tool_calls[0]["args"] if out.tool_calls else None), [str(w.message) for w in caught]


@pytest.mark.parametrize("tool_,question,want", [
    (find_films, "Any horror films in Leeds tonight?", {"city": "Leeds", "genre": "horror"}),
    (find_bars, "Find cocktail bars in Lisbon that are open late.", {"city": "Lisbon", "open_late": True, "style": "cocktail"}),
    (buy_paint, "Order 5 litres of paint in teal.", {"litres": 5.0, "colour": "teal"}),
])
def test_the_one_word_left_fills_the_kind(tool_, question, want):
    args, limits = _call(tool_, question)
    assert args == want and not limits, (args, limits)


def test_words_left_that_cannot_be_told_apart_are_a_limit():
    args, limits = _call(find_cafes, "Cheap vegan cafes in Porto?")
    assert args == {"city": "Porto"} and any("cuisine" in m for m in limits), (args, limits)


def test_nothing_left_is_no_limit():
    from course_lib.sim.request.reading import ToolSpec
    from course_lib.sim.tools.tool_args import kind_arguments

    args, limits = _call(find_films, "What's on in Leeds?")
    assert args == {"city": "Leeds"} and not limits
    spec = ToolSpec(find_cafes.name, find_cafes.description, find_cafes.tool_call_schema.model_json_schema())
    assert kind_arguments(spec, "Any cafes in Porto?", {"city": "Porto"}) == ({}, [])
    assert kind_arguments(spec, "Any ramen cafes in Porto?", {"city": "Porto"}) == ({"cuisine": "ramen"}, [])
