"""A name asked of something the user spoke of but never named (issue 26, build item 2: facts the
user stated earlier; right or a stated limit): "what's the name of our boat?" after "We bought a
little sailing boat in May." is answered "You haven't told me ...", not a conversation limit; a
thread that may hold the name, or never spoke of the thing, keeps the limit. Invented threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel


def _thread(*turns: str):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("turns, thing", [
    (("We bought a little sailing boat in May.", "Nice!", "what's the name of our boat?"), "boat"),
    (("I adopted a cat from the shelter on Saturday.", "Great.", "what is my cat's name?"), "cat"),
    (("We got a second-hand campervan for the summer.", "Fun.", "so what did we call the campervan?"), "campervan"),
])
def test_a_thing_spoken_of_but_never_named(turns, thing):
    text, limit = _thread(*turns)
    assert text == f"You haven't told me what your {thing} is called." and not limit, (text, limit)


@pytest.mark.parametrize("turns", [
    ("We bought a little sailing boat in May.", "Nice!", "She's called Wren.", "Lovely.", "what's the name of our boat?"),
    ("Pip is our new kitten.", "Aww.", "what's our kitten called?"),  # a rare word opening the sentence
    ("Our tortoise Humphrey is forty.", "Wow.", "what's my tortoise called?"),
    ("I adopted a cat from the shelter.", "Great.", "what's my dog called?"),  # no dog spoken of
])
def test_a_name_that_may_be_there_or_a_thing_never_spoken_of_keeps_the_limit(turns):
    text, _ = _thread(*turns)
    assert "haven't told me" not in text, text
