"""An introduction that asks nothing gets a greeting and no tool call; "where I live" / "near
me" in a later search carries the place the user gave (course_lib.sim.conversation.introduction
and home_for, course_lib.sim.agent; issue 26, ports5: LangChain's "Build an Agent" tutorial).
Invented people, places and tools."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.conversation import home_for, introduction


@pytest.mark.parametrize(("message", "facts"), [
    ("hey there, i'm marta and i live in leeds", {"name": "Marta", "home": "leeds"}),
    ("Hello, I'm Kofi. I moved to Accra in May.", {"name": "Kofi", "home": "Accra"}),
    ("good evening! my name is Ines and I live in Braga", {"name": "Ines", "home": "Braga"}),
    ("hi im li, i live in chengdu", {"name": "Li", "home": "chengdu"}),
    ("I live in a flat above the bakery.", {}),  # no place name
    ("hi im marta, what's on at the cinema tonight?", {}),  # asks something
    ("My ticket number is TK-5521.", {}),  # a fact, but no introduction
    ("Can you find flights from Leeds?", {}),
])
def test_introductions(message, facts):
    assert introduction(message) == facts


@pytest.mark.parametrize(("question", "turns", "home"), [
    ("any street food markets near me this weekend?", ["hey there, i'm marta and i live in leeds"], "leeds"),
    ("what time does the library close where I live?", ["Hello, I'm Kofi. I moved to Accra in May."], "Accra"),
    ("what time does the library close in Ghent?", ["Hello, I'm Kofi. I moved to Accra in May."], None),
    ("any markets near me?", [], None),
])
def test_home_for(question, turns, home):
    assert home_for(question, turns) == home


@tool
def event_search(query: str) -> str:
    """Search listings of local events, markets and concerts by keywords and city."""
    return "[]"


def first_reply(messages):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([event_search]).invoke(messages)


def test_an_introduction_calls_no_tool():
    # old code: event_search(query="hey marta live leeds")
    r = first_reply([HumanMessage("hey there, i'm marta and i live in leeds")])
    assert not r.tool_calls and "Marta" in r.text, (r.tool_calls, r.text)


def test_near_me_searches_the_place_given_earlier():
    # the place was given two turns back (the latest turn is about something else); old code:
    # the query had no place
    r = first_reply([HumanMessage("hey there, i'm marta and i live in leeds"), AIMessage("Nice to meet you, Marta!"),
                     HumanMessage("I have been cooking vegan food all month."), AIMessage("Sounds delicious!"),
                     HumanMessage("any street food markets near me this weekend?")])
    assert r.tool_calls and "leeds" in r.tool_calls[0]["args"]["query"].lower(), r.tool_calls
