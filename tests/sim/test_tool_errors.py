"""A tool's error message read before the next step (issue 26, ports10; ``sim/tool_errors.py``).

LangGraph's ``ToolNode`` hands a tool's exception back as "Error: ValueError('...')\\n Please fix
your mistakes.". The simulator relayed it as its answer ("The find_trail tool could not help:
Error: ..."), silently giving up where a real model corrects the call. Now an error naming a form
the text arguments lack (proper nouns / capitals, upper case, lower case) gets the same call in
that form; any other error about the input is a stated limit; an error about the world ("No
booking ...") is still relayed; a corrected call already made is not made again; and an answer
after the corrected call does not repeat the earlier error.
Tools, questions and errors are invented here; the first three cases and the repeated-error
answer fail on the code before (the relayed world error passes on both).
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool


@tool
def find_trail(name: str) -> str:
    """Look up a hiking trail's length and difficulty by its name."""
    return "Osprey Ridge: 11 km, moderate."


@tool
def quote(symbol: str) -> str:
    """Get the latest share price for a ticker symbol."""
    return "AAPL: 212.40 USD"


@tool
def book_room(room: str, day: str) -> str:
    """Book a meeting room for a day."""
    return "Booked."


@tool
def booking_status(reference: str) -> str:
    """Look up the status of a room booking by its reference."""
    return ""


def _error(text: str) -> str:
    return f"Error: ValueError('{text}')\n Please fix your mistakes."


def _after(tools, question, calls_and_results):
    from course_lib.sim import SimulatedChatModel

    messages = [HumanMessage(question)]
    for i, (name, args, result) in enumerate(calls_and_results):
        messages.append(AIMessage("", tool_calls=[{"name": name, "args": args, "id": f"c{i}"}]))
        messages.append(ToolMessage(result, tool_call_id=f"c{i}", name=name,
                                    status="error" if result.startswith("Error:") else "success"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools(tools).invoke(messages)
    return out, out.response_metadata.get("simulator_limit") or ""


@pytest.mark.parametrize("tools, question, name, args, error, fixed", [
    ([find_trail], "how long is the osprey ridge trail?", "find_trail", {"name": "osprey ridge"},
     "Trail names must be proper nouns", {"name": "Osprey Ridge"}),
    ([quote], "what's the price of aapl today?", "quote", {"symbol": "aapl"},
     "Symbols must be written in upper case", {"symbol": "AAPL"}),
])
def test_an_error_naming_a_form_gets_the_call_in_that_form(tools, question, name, args, error, fixed):
    out, limit = _after(tools, question, [(name, args, _error(error))])
    assert [(c["name"], c["args"]) for c in out.tool_calls] == [(name, fixed)] and not limit


def test_another_error_about_the_input_is_a_stated_limit():
    out, limit = _after([book_room], "Book the Fjord room for next Friday.",
                        [("book_room", {"room": "Fjord", "day": "next Friday"},
                          _error("Days must be given as DD/MM/YYYY"))])
    assert not out.tool_calls and "book_room" in limit and "error" in limit


def test_an_error_about_the_world_is_relayed():
    out, limit = _after([booking_status], "What's the status of booking QX-81?",
                        [("booking_status", {"reference": "QX-81"}, _error("No booking QX-81 exists"))])
    assert not out.tool_calls and "QX-81" in out.content and not limit


def test_a_corrected_call_is_not_repeated_and_the_answer_drops_the_error():
    first = ("find_trail", {"name": "osprey ridge"}, _error("Trail names must be proper nouns"))
    out, limit = _after([find_trail], "how long is the osprey ridge trail?",
                        [first, ("find_trail", {"name": "Osprey Ridge"}, "Osprey Ridge: 11 km, moderate.")])
    assert not out.tool_calls and "11 km" in out.content and "Error" not in out.content and not limit


def test_the_error_message_is_read_inside_its_wrapper():
    from course_lib.sim.request.reading import ToolRound
    from course_lib.sim.tools.tool_errors import about_input, corrected_args, message

    wrapped = _error("Input queries must be proper nouns")
    assert message(wrapped) == "Input queries must be proper nouns" and about_input(wrapped)
    assert not about_input(_error("Order 4417 not found"))
    last = ToolRound("get_weather", {"location": "san francisco"}, wrapped, "c1")
    assert corrected_args(last, [last]) == {"location": "San Francisco"}
    done = ToolRound("get_weather", {"location": "San Francisco"}, wrapped, "c2")
    assert corrected_args(done, [last, done]) is None  # the title-cased call was made already


# --- a person's feedback in the tool's place (ports12: LangGraph "review tool calls") ---------


@pytest.mark.parametrize("feedback", [
    "User requested changes: give the trail's full name",
    "The reviewer rejected this call: use the trail's official name.",
    "Feedback: search the northern trails only",
])
def test_feedback_in_the_tools_place_is_a_stated_limit(feedback):
    """Before, the feedback was read as an empty result: the same tool called again with the
    question's words, no limit."""
    out, limit = _after([find_trail], "how long is the osprey ridge trail?",
                        [("find_trail", {"name": "osprey ridge"}, feedback)])
    assert not out.tool_calls and "find_trail" in limit and "feedback" in limit, (out.tool_calls, limit)


def test_a_result_that_mentions_a_user_is_no_feedback():
    """Guard: a result about a user (a lookup's answer) is relayed as before."""
    from course_lib.sim.tools.tool_errors import is_feedback

    assert not is_feedback("Osprey Ridge: 11 km, moderate. Users rate it 4.5 of 5.")
    assert not is_feedback("Booked for the user at 10:00.")
