"""``course_lib.sim.introductions``: a greeting in which the user says who they are ("Hi! I'm Marek
and I keep bees in Gdańsk.") is small talk, answered by name, not a question the simulator "can't
answer" (issue 26, ports20: the "LangChain Mastery" stateful chatbot's invented thread). A message
that asks something, or whose capitalised word after "I'm" names no one, is no introduction.
Table-driven on invented wordings, then through the simulator's reply."""

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.introductions import introduced

CASES = [
    ("Hi! I'm Marek and I keep bees in Gdańsk.", "Marek"),
    ("Hello, my name is Ana Lima.", "Ana Lima"),
    ("Hey there, Priya here.", "Priya"),
    ("Good morning! Call me Jo, I run the night shift.", "Jo"),
    ("I'm Tomasz.", "Tomasz"),
    ("Hi, I'm looking for a hotel in Rome.", None),  # no name
    ("Hello, I'm Bob. What's the weather in Leeds?", None),  # asks something
    ("Hi, I'm Sorry to bother you", None),  # a capitalised word that names no one
    ("Hi there!", None),
]


@pytest.mark.parametrize(("message", "name"), CASES)
def test_introduced(message, name):
    assert introduced(message) == name


@pytest.mark.parametrize(("message", "name"), [
    ("Hi! I'm Marek and I keep bees in Gdańsk.", "Marek"),
    ("Hello, my name is Ana Lima and I teach chemistry.", "Ana Lima"),
    ("Hey there, Priya here.", "Priya"),
])
def test_the_reply_greets_by_name(message, name):
    reply = SimulatedChatModel().invoke([HumanMessage(content=message)])
    assert name in reply.content
    assert not reply.response_metadata.get("simulator_limit")
    assert "can't" not in reply.content


def test_under_instructions_to_record_the_chat_it_is_material_not_small_talk():
    """A guard: "update the user's memory from the chat history" makes the introduction what to
    record; the greeting back would skip the instructions' task."""
    from langchain_core.messages import SystemMessage

    system = ("You are collecting information about the user to personalize your responses. "
              "Update the user information from the chat history below.")
    reply = SimulatedChatModel().invoke([SystemMessage(content=system),
                                         HumanMessage(content="Hello! I'm Tomasz and I'm a night-shift nurse.")])
    assert "nice to meet you" not in reply.content
