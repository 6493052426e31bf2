"""Other agents' reports in a shared conversation (``course_lib/sim/request/team_reports.py``, issue 26,
the twenty-third batch of ports): a human message carrying a worker's name after the user's
unnamed request is that worker's report, not a new request. A supervisor's router reads the
reports as material (a report that answers the request ends the work), and a tool-calling worker
asks the user's request again, never the report's words. Invented teams and topics (a lido's
opening times, a ferry timetable, a bakery's proving time)."""

# (no "from __future__ import annotations": the Router's Literal is built at run time)

import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from typing_extensions import TypedDict

from course_lib import get_chat_model
from course_lib.sim.request.team_reports import split

SPLIT_CASES = [
    # (messages, kept, reports)
    ([HumanMessage("Is the lido open on Sunday?"), HumanMessage("It opens at 7:30.", name="finder")],
     1, [("finder", "It opens at 7:30.")]),
    ([HumanMessage("Hi, I'm Lance", name="Lance"), AIMessage("Hi Lance!"), HumanMessage("What's new?", name="Lance")],
     3, []),  # every human turn named: a named user, no reports
    ([HumanMessage("Is the lido open on Sunday?")], 1, []),
    ([HumanMessage("First question"), HumanMessage("a note", name="clerk"), HumanMessage("Second question")],
     3, []),  # the last human message has no name: the user's
    ([HumanMessage("When does the ferry leave?"), HumanMessage("Looked: nothing yet.", name="scout"),
      HumanMessage("It leaves at 09:10.", name="timetable")],
     1, [("scout", "Looked: nothing yet."), ("timetable", "It leaves at 09:10.")]),
]


@pytest.mark.parametrize(("messages", "kept", "reports"), SPLIT_CASES)
def test_split(messages, kept, reports):
    out, got = split(messages)
    assert len(out) == kept
    assert got == reports


def _router(options):
    class Router(TypedDict):
        """Worker to route to next. If no workers needed, route to FINISH."""

        next: Literal[tuple(options)]

    return Router


_SYSTEM = ("You coordinate these helpers: ['lookup', 'mapper']. Given the user's request, name the helper "
           "who acts next. Each helper reports back with what it found. When the request is done, answer FINISH.")

ROUTER_CASES = [
    # (request, report, finished)
    ("What time does the Ferncliff lido open on Sundays?", "The Ferncliff lido opens at 7:30 on Sundays.", True),
    ("What time does the Ferncliff lido open on Sundays?", "I could not find anything about the lido.", False),
    ("How many hours does the Hollin Street bakery prove its rye loaf?",
     "The Hollin Street bakery proves its rye loaf for 14 hours.", True),
    ("How many hours does the Hollin Street bakery prove its rye loaf?", "The bakery opens at 6 on weekdays.", False),
]


@pytest.mark.parametrize(("request_text", "report", "finished"), ROUTER_CASES)
def test_a_router_finishes_when_a_report_answers_the_request(request_text, report, finished):
    llm = get_chat_model("sim")
    router = llm.with_structured_output(_router(["FINISH", "lookup", "mapper"]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = router.invoke([SystemMessage(_SYSTEM), HumanMessage(request_text), HumanMessage(report, name="lookup")])
    assert (out["next"] == "FINISH") is finished, out


@tool
def timetable_search(query: str) -> str:
    """Search the ferry company's timetables and notices."""
    return ""


def test_a_worker_asks_the_request_not_the_report():
    llm = get_chat_model("sim").bind_tools([timetable_search])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([HumanMessage("When does the first ferry to Inchmurrin leave on Saturdays?"),
                          HumanMessage("I don't know: I could not find the answer in the results.", name="timetable")])
    assert out.tool_calls, out.content
    query = out.tool_calls[0]["args"]["query"].lower()
    assert "inchmurrin" in query and "could not find" not in query, query
