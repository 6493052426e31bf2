"""A greeting that states a plan and asks nothing is small talk (issue 26: small talk by intent;
the forty-third set's opening turn "Hi, I'm thinking of entering the show." got the knowledge
limit, which then stood under every later answer of the thread). Wordings are mine."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.introductions import stated_plan

PLANS = [
    ("Hi, I'm thinking of joining the rowing club.", "joining the rowing club"),
    ("hello! we're planning to visit the gardens in June", "visit the gardens in June"),
    ("Morning - I'm hoping to enter the bake-off this year.", "enter the bake-off this year"),
    ("We are considering a second allotment plot.", "a second allotment plot"),
]


@pytest.mark.parametrize(("message", "plan"), PLANS)
def test_a_stated_plan(message, plan):
    assert stated_plan(message) == plan


@pytest.mark.parametrize("message", [
    "Hi, I'm looking for the timetable.",  # a request
    "I'm planning to fly on Friday - will it rain?",  # asks
    "I'd like to book a court.",
    "I'm thinking.",
])
def test_no_plan(message):
    assert stated_plan(message) is None


def test_the_reply_offers_help_and_states_no_limit():
    llm = SimulatedChatModel()
    reply = llm.invoke([SystemMessage("You help members of the rowing club. Club rules: ..."),
                        HumanMessage("Hi, I'm thinking of joining the rowing club.")])
    assert not reply.response_metadata.get("simulator_limit") and "help" in reply.content.lower()


def test_a_plan_that_a_bound_tool_acts_on_is_no_small_talk():
    @tool
    def cancel_booking(booking_id: str) -> str:
        """Cancel a booking by its id."""
        return "cancelled"

    reply = SimulatedChatModel().bind_tools([cancel_booking]).invoke([HumanMessage("I'm thinking of cancelling my booking.")])
    assert "Happy to help with that" not in reply.content
