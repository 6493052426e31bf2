"""Closing small talk (issue 26: small talk by intent): "no worries" / "never mind" / "all good"
are acknowledgements, "catch you later" a goodbye (cues in data/sim/smalltalk.yaml), and an
acknowledgement (``smalltalk_weak_intents`` in data/sim/lexicons.yaml) is answered only when the
message carries no other intent's cue: "No worries, thanks anyway. Bye!" is thanked, never read
as a request the simulator "can't answer". Table-driven on invented wordings, then through the
simulator's reply after an earlier exchange."""

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.smalltalk import detect
from course_lib.sim.words.knowledge import Knowledge

CASES = [
    ("No worries, thanks anyway. Bye!", "thanks"),
    ("no worries at all", "acknowledgement"),
    ("Never mind, all good.", "acknowledgement"),
    ("Fair enough, cheers!", "thanks"),
    ("Right, catch you later.", "goodbye"),
    ("没事，谢谢！", "thanks"),
    ("okay", "acknowledgement"),  # alone, an acknowledgement is still answered as one
]


@pytest.mark.parametrize(("message", "intent"), CASES)
def test_intent(message, intent):
    found = detect(message, Knowledge.load())
    assert found is not None and found.intent.name == intent


@pytest.mark.parametrize("message", ["No worries, thanks anyway. Bye!", "Never mind, all good.", "Right, catch you later."])
def test_after_a_turn_it_cannot_answer_the_closing_is_small_talk(message):
    reply = SimulatedChatModel().invoke([HumanMessage("Where's the nearest cash machine?"),
                                         AIMessage("I can't look that up."), HumanMessage(message)])
    assert not reply.response_metadata.get("simulator_limit")
    assert "can't" not in reply.content
