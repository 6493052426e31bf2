"""How many people the user's party is now, worked from the thread (issue 26, build item 2: facts
the user stated earlier in the same conversation): the size stated, plus the people added later
("my parents": 2, "my sister and her two kids": 3); someone dropped, or people added that it cannot
count, is a stated limit, never the first size quoted back. Invented threads."""

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


@pytest.mark.parametrize("words, n", [
    ("my parents", 2), ("my grandparents and my aunt", 3), ("my sister and her two kids", 3), ("the kids", None),
])
def test_a_list_of_people_is_counted(words, n):
    from course_lib.sim.values.family_counts import list_count

    assert list_count(words) == n


@pytest.mark.parametrize("turns, total", [
    (("We're 4 people for the boat trip.", "Fine.", "plus my sister and her two kids", "Okay.",
      "how many of us are there now?"), "7"),
    (("A table for six please, Friday night.", "Sure.", "my uncle is coming too", "Okay.",
      "how many are we now?"), "7"),
    (("We're two adults for the ferry.", "Okay.", "add my grandparents", "Done.", "how many people is that now?"), "4"),
])
def test_the_party_is_the_size_plus_the_people_added(turns, total):
    text, limit = _thread(*turns)
    assert total in text and not limit, (text, limit)


@pytest.mark.parametrize("turns", [
    ("We're 4 people for the boat trip.", "Fine.", "Jo can't come any more", "Okay.", "how many of us are there now?"),
    ("We're 4 people for the boat trip.", "Fine.", "add the neighbours", "Okay.", "how many of us are there now?"),
])
def test_someone_dropped_or_uncounted_is_a_limit(turns):
    text, limit = _thread(*turns)
    assert limit and "4 people" not in text, (text, limit)
