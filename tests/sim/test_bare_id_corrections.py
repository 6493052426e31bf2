"""A correction with no subject and only an apology or "make it" beside one id-like value
("Sorry, 27B.", "27B, sorry.", "Make it 9F.") puts it in place of the one earlier value of the
same shape (a digit and a letter: ``corrections.cued_value`` / ``values_of_kind``), in the
stated facts and in the thread read as notes alike (issue 26, fifteenth J7). A fact holding two
values of that shape keeps neither: which one is corrected is unknown. Invented threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.dialogue.thread_notes import statements
from course_lib.sim.request.conversation import stated_facts


def _ask(*turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turns, fixed", [
    (["My cabin is 72B.", "Sorry, 27B."], {"cabin": "27B"}),
    (["My locker is 5K.", "6K, sorry."], {"locker": "6K"}),
    (["My row is 9D.", "Make it 9F."], {"row": "9F"}),
])
def test_a_bare_id_replaces_the_fact_of_its_shape(turns, fixed):
    assert stated_facts(turns) == fixed


def test_a_fact_holding_two_of_the_shape_keeps_neither():
    assert stated_facts(["My cabin is 72B and my deck is 11A.", "Sorry, 27B."]) == {}


@pytest.mark.parametrize("turns, want, stale", [
    (("My cabin is 72B.", "Noted.", "Sorry, 27B.", "Okay.", "What's my cabin?"), "27B", "72B"),
    (("My locker is 5K.", "Noted.", "6K, sorry.", "Sure.", "What is my locker?"), "6K", "5K"),
    (("My row is 9D.", "Noted.", "Make it 9F.", "Fine.", "What's my row?"), "9F", "9D"),
])
def test_the_reply_gives_the_corrected_value(turns, want, stale):
    content, limits = _ask(*turns)
    assert stale not in content and (want in content or limits), content


def test_the_thread_notes_take_the_correction():
    assert statements(["My row is 9D.", "Make it 9F."]) == ["My row is 9F."]
