"""A code-shaped name ends its word (issue 26): "gave the monstera 300ml of water" filled a
plant's name with "300m", since ``text.names`` took a code of capitals / digits and one small
letter ("12b") as a prefix cut from "300ml". Now such a code must end the word. Invented
requests."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.words.text import names


@tool
def log_top_up(aquarium: str, millilitres: int) -> str:
    """Log a water top-up of an aquarium, in millilitres."""
    return "ok"


@pytest.mark.parametrize(("text", "absent"), [
    ("gave the goat 250gr of hay", "250g"),
    ("poured 500ml into the tank", "500m"),
    ("ran 10km this morning", "10k"),
])
def test_no_name_is_cut_from_a_quantity(text, absent):
    assert absent not in names(text)


@pytest.mark.parametrize("text", ["Flat 12b is empty", "Room 4B is free", "order AB12 shipped"])
def test_codes_that_end_their_word_are_still_names(text):
    assert names(text)


def test_the_thing_named_takes_the_argument():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools([log_top_up]).invoke("topped up the shrimp aquarium with 750ml of water")
    assert [(c["name"], c["args"]) for c in out.tool_calls] == [("log_top_up", {"aquarium": "shrimp", "millilitres": 750})]
