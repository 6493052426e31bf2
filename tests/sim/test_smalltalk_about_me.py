"""Questions about the assistant itself in the words people type (issue 26): text-speak ("r u a
bot"), whether a human is on the other end, who made it, which model it is, and whether it
remembers other conversations; each gets the small-talk reply of its intent, never a knowledge
limit (``data/sim/smalltalk.yaml``; ``text_speak`` in ``data/sim/lexicons.yaml``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(text: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(text)


@pytest.mark.parametrize("text", [
    "r u a bot",
    "am i chatting with a real human?",
    "Is this automated or a person?",
    "who built you",
    "are you chatgpt or something?",
])
def test_who_is_answering_is_said_plainly(text):
    out = _ask(text)
    assert "simulator" in out.content and not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("text", [
    "Will you remember me next week?",
    "do you still know what i told you yesterday",
    "Can you recall our last conversation?",
])
def test_memory_of_other_conversations_is_denied_plainly(text):
    out = _ask(text)
    assert out.content.startswith("I can't remember other conversations")


@pytest.mark.parametrize("text", [
    "Is R good for statistics?",  # "r" is a language here, and the question is a request
    "r u open on sundays",  # a question to a shop, not about the assistant
])
def test_text_speak_makes_no_small_talk_of_a_request(text):
    out = _ask(text)
    assert "simulator standing in" not in out.content and "remember" not in out.content


@pytest.mark.parametrize("text", [
    "are you an actual person or a bot",
    "Is this a human or a bot?",
    "Am I talking to a person or a machine",
    "human or AI?",
    "quick question, real person or a program?",
    "r u a human or a robot",
])
def test_a_person_or_a_machine_is_answered_from_the_facts_about_the_assistant(text):
    out = _ask(text)
    assert "simulator" in out.content and not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("text", [
    "should I buy a robot or a dishwasher",
    "is the robot or a human faster at chess",
])
def test_an_either_or_about_machines_in_the_world_is_no_question_about_the_assistant(text):
    assert "teaching simulator standing in" not in _ask(text).content


@pytest.mark.parametrize("text", [
    "Don't you ever get bored of explaining SQL joins?",
    "are u tired",
    "Do you need sleep?",
    "你累不累？",
    "Do you actually like your job?",
])
def test_a_persons_experience_asked_of_the_assistant_is_answered_as_a_program(text):
    out = _ask(text)
    assert "simulator" in out.content or "模拟器" in out.content
    assert not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("text", [
    "How do I stop feeling tired after lunch?",  # (guard) the asker's own tiredness is a request
    "Are the kids bored at the museum?",  # (guard) nobody asks the assistant
])
def test_tiredness_that_is_not_the_assistants_is_no_small_talk(text):
    assert "program rather than a person" not in _ask(text).content
