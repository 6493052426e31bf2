"""A yes/no tool argument said in other words (issue 26): "a flat in Leeds where my two cats can come"
sets ``pets_ok``, "somewhere for us and the kids" sets ``child_friendly``: the words that name
one of the flag's kind are data (``lexicons.yaml`` ``flag_kinds``); a negation still sets it
False."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool


@tool
def find_flats(city: str, pets_ok: bool = False) -> list:
    """Find flats to rent in a city, optionally only those where pets are fine."""
    return []


@tool
def find_campsites(region: str, child_friendly: bool = False) -> list:
    """Find campsites in a region, optionally only child-friendly ones."""
    return []


def _args(tool_, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        calls = SimulatedChatModel().bind_tools([tool_]).invoke(question).tool_calls
    return calls[0]["args"] if calls else None


@pytest.mark.parametrize("tool_,question,field,want", [
    (find_flats, "Find a flat in Leeds where my two cats can come.", "pets_ok", True),
    (find_flats, "Any flats in York where my puppy can live?", "pets_ok", True),
    (find_campsites, "Find campsites in Cornwall that suit kids.", "child_friendly", True),
    (find_flats, "Find a flat in Leeds, no dogs please.", "pets_ok", False),
])
def test_a_flag_said_by_a_word_of_its_kind(tool_, question, field, want):
    args = _args(tool_, question)
    assert args is not None and args.get(field) is want, args


def test_kind_members_read_from_the_lexicon():
    from course_lib.sim.tools.tool_args import flag_named
    from course_lib.sim.words.text import stem

    assert flag_named("pets_allowed", "a room that takes dogs") is True
    assert stem("dog") and flag_named("pets_allowed", "a room near the sea") is None
