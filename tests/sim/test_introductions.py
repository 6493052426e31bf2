"""``course_lib.sim.dialogue.introductions``: a greeting in which the user says who they are ("Hi! I'm Marek
and I keep bees in Gdańsk.") is small talk, answered by name, not a question the simulator "can't
answer" (issue 26, ports20: the "LangChain Mastery" stateful chatbot's invented thread). A message
that asks something, or whose capitalised word after "I'm" names no one, is no introduction.
Table-driven on invented wordings, then through the simulator's reply."""

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.introductions import introduced

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


# issue 26, AA4: a day's name after "it's" says when it is, not who is speaking; a month's name is
# a date after "it's" or before a figure, and may still be a person's name after "I'm".
@pytest.mark.parametrize(("message", "name"), [
    ("It's Friday 3 June 2033. Remind me to pay the rent in ten days.", None),
    ("It's Tues, please book a table for two.", None),
    ("it's Sunday, order the usual veg box", None),
    ("It's May already, order the seeds.", None),
    ("I'm June, the new tenant.", "June"),
    ("Hi, it's Dana.", "Dana"),
])
def test_a_calendar_word_is_no_name(message, name):
    assert introduced(message) == name


def test_a_dated_request_goes_to_its_tool_not_small_talk():
    from langchain_core.tools import tool

    @tool
    def water_plants(day: str, zone: str) -> str:
        """Schedule the garden's watering for a day (YYYY-MM-DD) in a zone of the garden."""
        return "ok"

    llm = SimulatedChatModel().bind_tools([water_plants])
    reply = llm.invoke([HumanMessage(content="It's Saturday 14 May 2033. Water the rose beds next Tuesday.")])
    assert "nice to meet you" not in reply.content
    assert "Saturday" not in reply.content
