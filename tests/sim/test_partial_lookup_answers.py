"""A lookup relayed as the answer to a question that asks more of its own figures (issue 26; the
Chinese self-study port's silent failures, on invented tools): "I have 200 euros and need 3
tickets: is that enough?" answered "Fare (B7): 48.5" drops the budget and the count. When figures
of the question go into no call and no result, the answer states a limit (``agent.unused_figures``);
a lookup that uses the question's figures, or a question with none, is answered as before.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib import get_chat_model
from course_lib.sim.request.reading import ToolRound
from course_lib.sim.responders.agent import unused_figures


@tool
def get_fare(route: str) -> str:
    """Look up the single-ticket fare in euros for a tram route."""
    return "48.5"


@tool
def order_status(order_id: str) -> str:
    """Look up the delivery status of an order by its number."""
    return "shipped"


@pytest.fixture(scope="module")
def llm():
    return get_chat_model("sim")


def _after(llm, tools, question, name, args, result):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return llm.bind_tools(tools).invoke([
            HumanMessage(question),
            AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": "c1"}]),
            ToolMessage(result, tool_call_id="c1"),
        ])


def test_figures_left_unused_are_a_stated_limit(llm):
    reply = _after(llm, [get_fare], "I have 200 euros and need 3 tickets on route B7: is that enough, and what is left?",
                   "get_fare", {"route": "B7"}, "48.5")
    assert not reply.tool_calls
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "200" in reply.content and "3" in reply.content


def test_a_chinese_budget_question_too(llm):
    reply = _after(llm, [get_fare], "我有 200 欧元，要买 3 张 B7 路的票，够吗？", "get_fare", {"route": "B7"}, "48.5")
    assert reply.response_metadata.get("simulator_limit"), reply.content


def test_a_plain_lookup_is_answered(llm):
    reply = _after(llm, [get_fare], "What is the fare on route B7?", "get_fare", {"route": "B7"}, "48.5")
    assert "48.5" in reply.content and not reply.response_metadata.get("simulator_limit")


def test_a_figure_used_as_an_argument_is_no_open_part(llm):
    reply = _after(llm, [order_status], "What is the status of order 1003?", "order_status",
                   {"order_id": "1003"}, "shipped")
    assert "shipped" in reply.content and not reply.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("question, args, result, unused", [
    ("I have 200 euros and need 3 tickets on B7", {"route": "B7"}, "48.5", ["200", "3"]),
    ("status of order 1003?", {"order_id": "1003"}, "shipped", []),
    ("status of ORD-1003 at 14:30 in v2.1", {"order_id": "ORD-1003"}, "shipped", []),
    ("is 48.5 the fare on B7?", {"route": "B7"}, "48.50", []),  # the result repeats it
    ("我有 5000 美元，买 10 股(AAPL)", {"ticker": "AAPL"}, "212.4", ["5000", "10"]),
    # dates written out are taken by an ISO date argument; a date the call dropped is not
    ("How many days between 1 February 2026 and 1 March 2026?",
     {"start_date": "2026-02-01", "end_date": "2026-03-01"}, "28 calendar days", []),
    ("How many working days from 5 January 2026 to 30 January 2026?",
     {"start_date": "2026-01-05", "end_date": "2026-01-05"}, "0 calendar days, 0 working days", ["30"]),
])
def test_unused_figures(question, args, result, unused):
    assert unused_figures(question, [ToolRound("t", args, result, "c1")]) == unused
