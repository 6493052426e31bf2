"""``course_lib.sim.dialogue.persona``: the name (and role) a system prompt gives the assistant,
and "who are you?" small talk answered in that role (issue 26: "What's your name?" under a system
prompt that names the assistant got the simulator's own self-description only). Table-driven on
invented wordings, then through the simulator's reply."""

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.persona import Persona, persona

CASES = [
    ("You are Nell, the booking helper of Fernhill Spa. Be brief.", Persona("Nell", "the booking helper of Fernhill Spa")),
    ("Be polite.\nYou are Captain Odo, your ship's friendly steward.", Persona("Captain Odo", "your ship's friendly steward")),
    ("You're Rumi.", Persona("Rumi")),
    ("You are a cheerful tutor named Bao. Explain simply.", Persona("Bao")),
    ("Your name is Lio and you answer questions about trains.", Persona("Lio")),
    ("你是「阿梅」，社区图书馆的借阅助手。", Persona("阿梅", "社区图书馆的借阅助手")),
    ("你的名字是大熊，请用中文回答。", Persona("大熊")),
    ("You are a helpful assistant.", None),
    ("You are Concise and you cite sources.", None),
    ("You are Marta's scheduling assistant.", None),  # an owner, not the assistant's name
    ("Use the tool called Lookup when you need prices.", None),
    ("你是一个乐于助人的助手。", None),
    ("", None),
]


@pytest.mark.parametrize(("system", "want"), CASES)
def test_persona(system, want):
    assert persona(system) == want


@pytest.mark.parametrize(("system", "question", "said"), [
    ("You are Nell, the booking helper of Fernhill Spa.", "What should I call you?", "I'm Nell, the booking helper of Fernhill Spa."),
    ("You are a cheerful tutor named Bao.", "Who am I talking to?", "I'm Bao."),
    ("Your name is Lio.", "Are you a real person?", "I'm Lio."),
    ("你是「阿梅」，社区图书馆的借阅助手。", "请问你是谁？", "我是阿梅，社区图书馆的借阅助手。"),
])
def test_who_are_you_answers_in_the_persona(system, question, said):
    reply = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    assert reply.content.startswith(said)
    assert not reply.response_metadata.get("simulator_limit")


def test_without_a_persona_the_reply_is_the_simulators_own():
    """A guard: no name in the system prompt, no persona sentence."""
    reply = SimulatedChatModel().invoke([SystemMessage("You are a helpful assistant."), HumanMessage("Who are you?")])
    assert reply.content.startswith("I'm a rule-based teaching simulator")
