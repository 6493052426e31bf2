"""A question that asks for information is no request to act (``course_lib.sim.tools.information_questions``
and ``argument_asks``; issue 26, the twenty-eighth set's W7 (a), the twenty-ninth's X6): with an
acting tool bound whose argument the question lacks, an information question gets the knowledge
limit and no call, never a question back for the argument; a request still gets its question back,
and a lookup tool still asks for what it needs. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim.tools.information_questions import acting_tool, asks_information


@pytest.mark.parametrize("question, info", [
    ("what time does the sports hall open on mondays", True),
    ("how much does a parking permit renewal cost", True),
    ("are allotment plots usually let by the year", True),
    ("why does the permit need renewing every year", True),
    # requests, even when written as questions
    ("can you renew my parking permit", False),
    ("what time can you book me in for, please", False),
    ("renew my parking permit", False),
    ("I'd like to book court 2 at 6", False),
])
def test_an_information_question(question, info):
    assert asks_information(question) is info


@pytest.mark.parametrize("name, acts", [
    ("renew_parking_permit", True),
    ("bookCourt", True),
    ("report_fly_tipping", True),
    ("track_order", False),
    ("get_permit_status", False),
    ("weather", False),
])
def test_an_acting_tool(name, acts):
    assert acting_tool(name) is acts


@tool
def renew_parking_permit(permit_number: str) -> str:
    """Renew a resident's parking permit by its permit number."""
    return "ok"


@tool
def track_order(order_id: str) -> str:
    """Track where an online order is by its order id."""
    return "ok"


def _reply(tools, question):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    stated = [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out, stated


def test_an_information_question_is_not_asked_back():
    out, stated = _reply([renew_parking_permit], "how much does a parking permit renewal cost")
    assert not out.tool_calls and stated and "permit number" not in out.content


def test_a_request_is_still_asked_back():
    out, stated = _reply([renew_parking_permit], "please renew my parking permit")
    assert not out.tool_calls and "permit number" in out.content and "?" in out.content


def test_a_lookup_tool_still_asks_for_its_id():
    out, _ = _reply([track_order], "has my online order been dispatched yet")
    assert not out.tool_calls and "order id" in out.content.lower() and "?" in out.content
