"""Who the user is talking to and what the assistant can do for them, asked in everyday
English and Chinese (issue 26, build item 2: "questions about the assistant itself by intent"):
the who_are_you and help intents of ``data/sim/smalltalk.yaml`` answer them; a question about
someone or something else with the same words stays a request."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _ask(text: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(text)


@pytest.mark.parametrize("text", [
    "hey there, who am I chatting with?",
    "Good morning! who am I speaking to?",
    "你好,我在跟谁聊天?",
])
def test_who_am_i_talking_to_is_about_the_assistant(text):
    out = _ask(text)
    assert "simulator" in out.content or "模拟器" in out.content
    assert not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("text, said", [
    ("你可以帮我做些什么？", "我可以"),
    ("你都能干什么", "我可以"),
    ("你有哪些功能?", "我可以"),
    ("so what can you help me with?", "I can answer"),
])
def test_what_can_you_do_is_answered_by_the_help_intent(text, said):
    out = _ask(text)
    assert out.content.startswith(said) and not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("text", [
    "Who is this author?",
    "这个软件可以做什么?",  # what some software does: not the assistant
    "你能帮我做一个蛋糕吗?",  # a request for help with something
])
def test_the_same_words_about_something_else_stay_a_request(text):
    out = _ask(text)
    assert "模拟器" not in out.content and "standing in" not in out.content
    assert not out.content.startswith(("我可以回答问题", "I can answer"))
