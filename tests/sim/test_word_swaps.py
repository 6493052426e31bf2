"""``dialogue.word_swaps``: a later user turn that swaps a plain word or a name of an earlier
statement ("sorry, its lisbon not oslo", "make that the Crown Inn"; issue 26, fix58d, the
fifty-fourth set's thread-flight). Invented threads; every row but the guards (named so) fails on
premerge72, where the old statement was quoted or the thread not read."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue import thread_notes, word_swaps


@pytest.mark.parametrize(("said", "turn", "now"), [
    ("We're driving to Cardiff on Sunday.", "oops, its swansea not cardiff", "We're driving to Swansea on Sunday."),
    ("The party is at the Red Lion.", "no wait, the Fox, not the Red Lion", "The party is at the Fox."),
    ("My cousin studies in Ghent.", "Leuven rather than Ghent, sorry", "My cousin studies in Leuven."),
    ("We're eating at the Blue Door tonight.", "make that the Olive Tree", "We're eating at the Olive Tree tonight."),
])
def test_swapped(said, turn, now):
    held = [said]
    assert word_swaps.swapped(held, turn) and held == [now]


@pytest.mark.parametrize(("held", "turn"), [
    (["We're driving to Cardiff on Sunday."], "tea not coffee"),  # guard: the old word is in no statement
    (["I met Tom in Leeds.", "Tom lives in Leeds."], "York not Leeds"),  # guard: two statements hold it
    (["The meeting is at noon."], "I think the red one looks better, not the blue one"),  # guard: a sentence
])
def test_guard_not_swapped(held, turn):
    before = list(held)
    assert not word_swaps.swapped(held, turn) and held == before


def test_the_thread_quotes_the_swapped_statement():
    out = SimulatedChatModel().invoke([HumanMessage("I'm taking the ferry to Bergen in May."), AIMessage("Lovely."),
                                       HumanMessage("sorry, its stavanger not bergen"), AIMessage("OK."),
                                       HumanMessage("where am i taking the ferry to")])
    assert "Stavanger" in out.content and "Bergen" not in out.content, out.content
    assert thread_notes.statements(["I'm taking the ferry to Bergen.", "make that Flam"]) == ["I'm taking the ferry to Flam."]
