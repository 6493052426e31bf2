"""``dialogue.turn_referents``: an assistant turn that is only an acknowledgement ("Noted.", "Got
it, thanks.") names nothing a follow-up's pronoun could stand for, so "which gate is it?" after a
corrected statement reads the user's statement (issue 26: a stated fact later corrected). Invented
wordings."""

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel


@pytest.mark.parametrize("ack", ["Noted.", "Understood.", "Got it."])
def test_a_pronoun_after_an_acknowledgement(ack):
    turns = ["the coach leaves from bay 17", "OK.", "sorry, it's bay 19, not 17", ack, "which bay does it leave from?"]
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    assert "19" in out.content and "17" not in out.content
