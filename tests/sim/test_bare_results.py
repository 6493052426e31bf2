"""A bare true / false result after a turn that asks nothing (``course_lib.sim.tools.bare_results``,
issue 26, ports13): a stated limit, not the status relayed; a yes/no question is still answered by
it. Invented tools (found by tests/thirdparty/test_es_lawyer_assistant.py)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim.tools import bare_results


@tool
def check_ticket(ticket: str) -> bool:
    """Check whether a raffle ticket number is valid.

    Args:
        ticket: the ticket number
    """
    return True


def _after(turn, result):
    from course_lib.sim import SimulatedChatModel

    call = {"name": "check_ticket", "args": {"ticket": "77-4410"}, "id": "c1"}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools([check_ticket]).invoke([
            HumanMessage(turn), AIMessage(content="", tool_calls=[call]), ToolMessage(content=result, tool_call_id="c1")])


@pytest.mark.parametrize("result", ["true", "false", " True "])
def test_a_statement_then_a_bare_status_is_a_stated_limit(result):
    reply = _after("My ticket number is 77-4410.", result)
    assert reply.response_metadata.get("simulator_limit"), reply
    assert "check_ticket" in reply.content


def test_a_yes_no_question_is_answered_by_the_status():
    """Guard: "Is my ticket 77-4410 valid?" asks what the status says: no limit of this kind."""
    reply = _after("Is my ticket 77-4410 valid?", "true")
    assert "returning true" not in reply.content


def test_only_a_bare_boolean_counts():
    assert bare_results.is_bare_status("true") and bare_results.is_bare_status(" FALSE\n")
    assert not bare_results.is_bare_status("true: ticket 77-4410 is valid")
    assert not bare_results.is_bare_status("")
