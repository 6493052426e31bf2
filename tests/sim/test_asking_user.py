"""Asking the user through a bound ask-the-human tool, and a search result that echoes its query
(issue 26, ports10; ``sim/asking_user.py``, ``sim/query_echo.py``).

LangGraph's "wait for user input" agent binds a mock ``AskHuman`` tool beside a search tool. The
simulator searched with the request's own words ("Use search tool ask user look weather") and
answered "I looked up: ..." (silently wrong). Now a request to ask the user something calls the
ask tool first with that question put to the user; a question about the user's unknown
whereabouts asks where they are; after the reply, the request's next part is carried out with the
place the user named; and a result that opens by repeating its query is read with the query as
its heading, so the answer is the result, not the echo.
Tools, requests and replies are invented here; every case fails on the code before.
"""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field


class ask_user(BaseModel):  # noqa: N801 (a tool's name, as models see it)
    """Ask the user a clarifying question when something is missing."""

    question: str = Field(description="the question to put to the user")


@tool
def find_restaurants(location: str) -> str:
    """Find restaurants open now near a location."""
    return f"Open now in {location}: Lotus Garden (dim sum), Casa Vela (tapas)."


@tool
def web_lookup(query: str) -> str:
    """Search the web."""
    return f"Searched for: {query}. Result: High tide at Whitby is at 14:05 today."


def _invoke(tools, messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke(messages)


REQUEST = "Ask the customer which neighbourhood they live in, then find restaurants there."


def test_a_request_to_ask_the_user_calls_the_ask_tool_first():
    out = _invoke([find_restaurants, ask_user], [HumanMessage(REQUEST)])
    assert [c["name"] for c in out.tool_calls] == ["ask_user"]
    assert out.tool_calls[0]["args"]["question"] == "Could you tell me which neighbourhood you live in?"


def test_the_reply_goes_into_the_next_part():
    from course_lib.sim.tools.asking_user import ask_tool

    messages = [HumanMessage(REQUEST),
                AIMessage("", tool_calls=[{"name": "ask_user", "args": {"question": "Which one?"}, "id": "a1"}]),
                ToolMessage("I live in Camden.", tool_call_id="a1")]
    out = _invoke([find_restaurants, ask_user], messages)
    assert [c["name"] for c in out.tool_calls] == ["find_restaurants"]
    assert "Camden" in out.tool_calls[0]["args"]["location"]
    from course_lib.sim.request.reading import ToolSpec

    specs = [ToolSpec("ask_user", ask_user.__doc__, {"properties": {"question": {"type": "string"}},
                                                    "required": ["question"]})]
    assert ask_tool(specs) == ("ask_user", "question")


def test_the_users_unknown_whereabouts_are_asked_for():
    out = _invoke([web_lookup, ask_user], [HumanMessage("When is high tide where I am right now?")])
    assert out.tool_calls[0]["name"] == "ask_user"
    assert "where you are" in out.tool_calls[0]["args"]["question"]


def test_a_result_echoing_its_query_is_answered_with_the_result():
    from course_lib.sim.request.reading import ToolRound
    from course_lib.sim.tools.query_echo import without_echo

    messages = [HumanMessage("when is high tide at whitby today?"),
                AIMessage("", tool_calls=[{"name": "web_lookup", "args": {"query": "high tide whitby today"},
                                           "id": "w1"}]),
                ToolMessage(web_lookup.invoke({"query": "high tide whitby today"}), tool_call_id="w1")]
    out = _invoke([web_lookup], messages)
    assert "14:05" in out.content and not out.tool_calls
    r = ToolRound("web_lookup", {"query": "tide"}, "Searched for: tide. Result: 14:05.", "w2")
    assert without_echo(r).result == "tide: 14:05."
    missing = ToolRound("web_lookup", {"query": "HEALTHCHECK Dockerfile"},
                        "No web results for 'HEALTHCHECK Dockerfile'.", "w3")
    assert without_echo(missing) == missing  # a not-found message is no echo (notebook 03's oos-04)
