"""A correction that writes the new value whole and names the old one by its figure alone ("it's
LH 917, not 971"; ``corrections.tailed_value``, issue 26, the thirty-seventh set's FF13): the
whole code replaces the stated one. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.conversation import stated_facts
from course_lib.sim.request.corrections import swapped, tailed_value
from course_lib.sim.request.cued_swaps import cued_swap


@pytest.mark.parametrize("phrase, read", [
    ("LH 917", ("number", "LH", "917")),
    ("flat 14B", ("shape:99A", "flat", "14B")),
    # guards: a bare value, a function word before the figure, a longer phrase
    ("917", None),
    ("the 181", None),
    ("my old flat 14B", None),
])
def test_tailed_value(phrase, read):
    assert tailed_value(phrase) == read


@pytest.mark.parametrize("turn, swap", [
    ("my bad, it's LH 917, not 971", ("LH 917", "971")),
    ("oops, it's room 221, not 212", ("room 221", "212")),
    ("sorry, it is flat 14B, not 14A", ("flat 14B", "14A")),
])
def test_a_cued_swap_with_a_code_head(turn, swap):
    assert cued_swap(turn) == swap


def test_a_bare_swap_with_a_code_head():
    assert swapped("KL 1022, not 1202") == ("KL 1022", "1202")


@pytest.mark.parametrize("turns, fact", [
    (["my train is ICE 571", "sorry, it's ICE 517, not 571"], "ICE 517"),
    (["My booking code is QX 4410.", "my mistake, it's QX 4401, not 4410"], "QX 4401"),
    (["My booking code is QX 4410.", "KL 4401, not 4410"], "KL 4401"),
])
def test_the_facts_take_the_whole_code(turns, fact):
    assert fact in stated_facts(turns).values()


def test_a_thread_recalls_the_corrected_code():
    from course_lib.sim import SimulatedChatModel

    turns = ("my train is ICE 571", "Noted.", "sorry, it's ICE 517, not 571", "OK.", "which train am I on?")
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke(msgs).content
    assert "517" in reply and "571" not in reply, reply


def test_thread_notes_put_the_code_in_once():
    from course_lib.sim.dialogue import thread_notes

    said = thread_notes.statements(["The ferry booking is DF 3310.", "sorry, it's DF 3301, not 3310"])
    assert said == ["The ferry booking is DF 3301."], said
