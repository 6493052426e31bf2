"""Two neighbouring words of a question met as one compound in the notes (``evidence._joined_pairs``):
"sign out" is about "Sign-out: ...", not the "Sign-in: ..." line beside it (issue 26)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.evidence import _joined_pairs

_CASES = [
    ("Visitor rules\nSign-in: give your name at reception\nSign-out: hand your badge to security",
     "How do I sign out?", "badge", "reception"),
    ("Craft fair, stall holders\nSet-up: Friday from 4 pm\nSet-down: Sunday after 6 pm",
     "When do we set down the stalls?", "Sunday", "Friday"),
    ("Library wifi\nLog-in: your card number and PIN\nLog-out: close the browser tab, or after 2 hours idle",
     "How do I log out?", "browser tab", "card number"),
]


@pytest.mark.parametrize(("notes", "question", "want", "not_want"), _CASES)
def test_a_compound_in_the_notes_meets_its_two_words(notes, question, want, not_want):
    out = SimulatedChatModel().invoke([SystemMessage(f"Answer from these notes.\n\n{notes}"), HumanMessage(question)])
    assert want in out.content and not_want not in out.content
    assert not out.response_metadata.get("simulator_limit")


def test_joined_pairs():
    assert {"check-out", "checkout"} <= _joined_pairs("when does he check out?")
    assert _joined_pairs("why?") == frozenset()
