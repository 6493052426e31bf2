"""A wish for the time ahead is a farewell (issue 26: small talk by intent): "have a lovely
evening", "enjoy the rest of your weekend", "祝你周末愉快" close a conversation, though "evening"
and "good evening" are greeting cues; the wish opens its clause (``smalltalk.wish`` in
data/sim/patterns.yaml), so a question about the past ("did you have a nice weekend?") or a
statement ("I have a day off") wishes nothing. Invented wordings, then through the reply."""

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.smalltalk import detect
from course_lib.sim.words.knowledge import Knowledge

FAREWELLS = [
    ("Have a lovely evening!", "goodbye"),
    ("ok, enjoy the rest of your afternoon", "goodbye"),
    ("Great stuff. Have a good one.", "goodbye"),
    ("brilliant, cheers - have a relaxing weekend", "thanks"),
    ("thank you, that's everything - have a nice evening!", "thanks"),
    ("好的,祝你晚上愉快", "goodbye"),
]


@pytest.mark.parametrize(("message", "intent"), FAREWELLS)
def test_a_wish_closes_instead_of_greeting(message, intent):
    found = detect(message, Knowledge.load())
    assert found is not None and found.intent.name == intent


@pytest.mark.parametrize("message", ["Good evening!", "evening all", "Good afternoon, everyone"])
def test_a_time_of_day_greeting_still_greets(message):
    found = detect(message, Knowledge.load())
    assert found is not None and found.intent.name == "greeting"


@pytest.mark.parametrize("message", ["Did you have a good weekend?", "I have a day off on Friday",
                                     "we have a long evening ahead"])
def test_no_wish_outside_its_clause_opening(message):
    found = detect(message, Knowledge.load())
    assert found is None or found.intent.name != "goodbye"


@pytest.mark.parametrize("message", ["That's all I needed, have a good evening!", "Enjoy your evening!"])
def test_the_reply_is_no_greeting(message):
    reply = SimulatedChatModel().invoke([HumanMessage(message)])
    assert "Hello" not in reply.content and not reply.response_metadata.get("simulator_limit")
