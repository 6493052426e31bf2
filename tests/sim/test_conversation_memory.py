"""Facts the user stated earlier in one thread (course_lib.sim.request.conversation.recall, issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim.request.conversation import recall, stated_facts


@pytest.mark.parametrize(("turns", "question", "reply"), [
    (["Hi, I'm Bob."], "What's my name?", "Your name is Bob."),
    (["hello there", "My name is Ana Lima, nice to meet you"], "Who am I?", "Your name is Ana Lima."),
    (["My favourite colour is teal."], "Which colour do I like best?", "Your favourite colour is teal."),
    (["My flight number is LX 318.", "My seat is 14C."], "What was my flight number again?", "Your flight number is LX 318."),
    (["My budget is 400 euros."], "Remind me of my budget?", "Your budget is 400 euros."),
    (["我叫李雷。"], "我叫什么名字？", "你叫李雷。"),
    (["我的城市是成都。"], "我的城市是哪里？", "你的城市是成都。"),
    (["I'm Bob.", "Actually, call me Robert."], "What's my name?", "Your name is Robert."),  # later wins
])
def test_recalls_what_the_user_said(turns, question, reply):
    assert recall(turns, question) == reply


@pytest.mark.parametrize(("turns", "question"), [
    (["My favourite colour is teal."], "What's my name?"),  # never said
    (["I'm Bob."], "What is the capital of Peru?"),  # not about the user
    (["The server name is atlas."], "What's my server called?"),  # not the user's own statement
    ([], "What's my name?"),
])
def test_says_nothing_it_was_not_told(turns, question):
    assert recall(turns, question) is None


def test_an_unresolved_reference_is_a_stated_limit():
    import warnings

    from langchain_core.messages import AIMessage, HumanMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        # (before thread_notes this was "Where do I work?", which the statement now answers)
        reply = SimulatedChatModel().invoke([HumanMessage("I work at Nordwind."), AIMessage("Nice!"),
                                             HumanMessage("How long have I worked there?")])
    assert reply.response_metadata["simulator_limit_kind"] == "conversation"
    assert reply.content.startswith("The offline simulator can't answer from what you said earlier")


def test_stated_facts_reads_english_and_chinese():
    assert stated_facts(["I'm Bob. My dog is called Rex? My dog is Rex."]) == {"name": "Bob", "dog": "Rex"}


@pytest.mark.parametrize("question", [
    "What was my name again?", "Do you remember my name?", "Did I tell you my name?", "Remind me of my name.",
])
def test_the_name_asked_in_other_words(question):
    assert recall(["Hey, I'm Oisín and I run the book club."], question) == "Your name is Oisín."


def test_a_request_about_the_name_is_no_question_about_it():
    assert recall(["Hi, I'm Bob."], "Please change my name to Sam on the booking.") is None


def test_typographic_apostrophes_read_as_plain_ones():
    """"I’m Bob" as phones type it: the thread's fact is read as from "I'm Bob"."""
    from langchain_core.messages import AIMessage, HumanMessage

    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().invoke([HumanMessage("Hi, I’m Ngozi."), AIMessage("Hello Ngozi!"),
                                       HumanMessage("What’s my name?")])
    assert out.content == "Your name is Ngozi."
