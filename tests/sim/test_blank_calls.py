"""A tool result of a call made without a required value (``course_lib.sim.tools.blank_calls``, issue 26,
ports13): the reply to it states a limit naming the blank argument instead of relaying the result.
Invented tools (the port that found it: tests/thirdparty/test_es_lawyer_assistant.py)."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim.request.reading import ToolRound, ToolSpec
from course_lib.sim.tools.blank_calls import blank_required


@tool
def book_court(day: str, player_email: str) -> str:
    """Book a tennis court.

    Args:
        day: the day, DD/MM/YYYY
        player_email: the player's e-mail
    """
    return "ok"


def _after(args, result):
    from course_lib.sim import SimulatedChatModel

    call = {"name": "book_court", "args": args, "id": "c1"}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([book_court]).invoke([
            HumanMessage("Book me a court please, I'm tom@example.org"),
            AIMessage(content="", tool_calls=[call]), ToolMessage(content=result, tool_call_id="c1")])


def test_a_result_of_a_blank_required_argument_is_a_stated_limit():
    reply = _after({"day": "", "player_email": "tom@example.org"}, "Court 3 is booked for you.")
    assert reply.response_metadata.get("simulator_limit"), reply
    assert "'day'" in reply.content
    assert "Court 3" not in reply.content


def test_a_filled_call_is_answered_from_its_result():
    """Guard: every required argument set: the result answers as before (no limit)."""
    reply = _after({"day": "03/07/2026", "player_email": "tom@example.org"}, "Court 3 is booked for you.")
    assert not reply.response_metadata.get("simulator_limit"), reply


def test_blank_required_reads_strings_lists_and_objects_not_numbers():
    spec = ToolSpec("t", "", {"properties": {"a": {"type": "string"}, "b": {"type": "array"},
                                             "n": {"type": "integer"}, "f": {"type": "boolean"}},
                              "required": ["a", "b", "n", "f"]})
    call = ToolRound("t", {"a": " ", "b": [], "n": 0, "f": False}, "x", "c")
    assert blank_required(spec, call) == ["a", "b"]
    assert blank_required(None, call) == []


def test_an_error_result_keeps_its_own_path():
    """Guard: a blank call whose tool answers with an error ("Error: give a player's e-mail") is
    handled as a tool error (the simulator says the tool could not help), not by this rule."""
    reply = _after({"day": "", "player_email": "tom@example.org"}, "Error: give a day like 03/07/2026.")
    assert "could not help" in reply.content, reply.content
