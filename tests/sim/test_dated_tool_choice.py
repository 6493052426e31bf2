"""Tool choice by a date the question writes in full (issue 26, ports20: "What happened on 20th
July, 1969?" went to a Wikipedia tool, not ``historical_events(date_input)``): a tool whose date
argument the question fills with a written calendar date (with its year) gets the typed-argument
bonus, like a currency or an id (``tool_args.typed_fields_filled``); and a month or a weekday is
no person's or place's name for a look-up-by-name tool (``tool_choice._named``). Invented tools
and wordings; a real name still goes to the look-up by name."""

import pytest
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def encyclopedia(query: str) -> str:
    """Look up general facts about people, places, organisations or events. Input is a search query."""
    return ""


@tool
def on_this_day(day: str) -> str:
    """List notable things that took place on a given date, any format."""
    return ""


@tool
def count_letters(word: str) -> int:
    """Count the letters of a word."""
    return 0


TOOLS = [encyclopedia, on_this_day, count_letters]


@pytest.mark.parametrize(("question", "iso"), [
    ("What was going on around 14 October 1066?", "1066-10-14"),
    ("What went on during June 5, 1944?", "1944-06-05"),
    ("Tell me about 1 January 1901, please.", "1901-01-01"),
])
def test_a_written_date_goes_to_the_dated_tool(question, iso):
    reply = SimulatedChatModel().bind_tools(TOOLS).invoke([HumanMessage(content=question)])
    assert [c["name"] for c in reply.tool_calls] == ["on_this_day"], reply
    assert reply.tool_calls[0]["args"] == {"day": iso}


def test_a_name_still_goes_to_the_look_up_by_name():
    reply = SimulatedChatModel().bind_tools(TOOLS).invoke([HumanMessage(content="Who was Ada Lovelace?")])
    assert [c["name"] for c in reply.tool_calls] == ["encyclopedia"], reply


@tool
def set_alarm(days: list[str], time: str) -> str:
    """Set a repeating alarm on some weekdays at a time."""
    return ""


def test_a_list_argument_is_no_date_and_no_crash():
    """A list value (the weekdays of an alarm) is never looked up among the written dates."""
    reply = SimulatedChatModel().bind_tools([set_alarm, on_this_day]).invoke(
        [HumanMessage(content="Set an alarm for 7am on Monday and Friday, starting 3 May 2027.")])
    assert [c["name"] for c in reply.tool_calls] == ["set_alarm"], reply
