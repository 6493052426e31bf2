"""``smalltalk.asks_of_material`` (issue 26, absent75): a question with the cues of one about the assistant
("internet access", "see photos") that addresses no one and names a thing the documents write ("do
residents get internet access?" over a hostel's notice of "free Wi-Fi") is asked of the documents: never the simulator's
"No, not by myself" about its own abilities. Asked of the assistant ("can you access the internet?"), it is
still small talk (guard). Material of my own, not any set's or probe's."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.smalltalk import asks_of_material
from course_lib.sim.words.knowledge import Knowledge

_SYSTEM = "Answer only from the context below.\n\nContext:\n{context}"

HOSTEL = """\
Gull Point Youth Hostel - house notes

Residents get free Wi-Fi in the lounge; the code is on the kitchen board.
Breakfast 7.30-9am, £6.50.
Quiet hours from 11pm. Lockers take a £1 coin (returned)."""


BAKERY = """\
Rye & Crumb - opening times

Monday to Saturday 7am-4pm. Sourdough is baked on Tuesdays and Fridays."""


def _ask(question: str, context: str = HOSTEL) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(_SYSTEM.format(context=context)), HumanMessage(question)])
    return str(out.content)


def test_an_abilities_cue_naming_the_documents_things_is_asked_of_them():
    knowledge = Knowledge.load()
    assert asks_of_material("do residents get internet access?", knowledge, [HOSTEL])
    assert not asks_of_material("can you access the internet?", knowledge, [HOSTEL])  # addressed to it
    assert not asks_of_material("do residents get internet access?", knowledge, ["Opening hours 9-5."])


def test_the_documents_question_gets_no_reply_about_the_simulators_abilities():
    reply = _ask("do residents get internet access?")
    assert "not by myself" not in reply and "simulator working offline" not in reply, reply


def test_a_question_to_the_assistant_stays_small_talk():
    """Guard (passes before too): addressed to the assistant, its abilities are the answer."""
    assert "not by myself" in _ask("can you access the internet?", BAKERY)
