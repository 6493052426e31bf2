"""Searches that each say they found nothing (issue 26; probe ``pasted_m``, the forty-fifth set's NN8).

A learner's keyword search answers "No matching lines." when nothing matches. The agent relayed that
as its answer ("The search_recipes tool could not help: No matching lines."), an error's path; or it
searched again and again, each time with a word fewer, until the learner's ``recursion_limit`` stopped
the program with ``GraphRecursionError``. Now a search that found nothing is searched again with
broader words as long as the run's ``recursion_limit`` leaves room for another round and the answer
(``chat/graph_budget``), then the agent says it could not find the answer. A broader search that finds the line
is still read. Tools, guides and questions are invented here; the first two tests fail on the code
before (the relayed message, then the recursion error).
"""

from __future__ import annotations

import re

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel

RECIPES = ("Leek and potato soup: 40 minutes, serves 4.\n"
           "Lemon drizzle cake: 55 minutes, serves 10.\n"
           "Chickpea curry: 30 minutes, serves 3.")
BIKES = ("Puncture repair: £8, same day.\n"
         "Brake bleed (hydraulic): £25 per brake.\n"
         "Full service: £70, book two days ahead.")


def _keyword_search(text: str, empty: str):
    def search(query: str) -> str:
        words = [w for w in query.lower().split() if len(w) > 3]
        hits = [line for line in text.splitlines() if any(w in line.lower() for w in words)]
        return "\n".join(hits) if hits else empty

    return search


@tool
def search_recipes(query: str) -> str:
    """Search the family recipe box."""
    return _keyword_search(RECIPES, "No matching recipes.")(query)


@tool
def search_price_board(query: str) -> str:
    """Search the bike workshop's price board."""
    return _keyword_search(BIKES, "Nothing found.")(query)


def _run(tools, question: str, limit: int = 6):
    from langchain.agents import create_agent

    agent = create_agent(SimulatedChatModel(), tools)
    out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": limit})
    calls = [c for m in out["messages"] if isinstance(m, AIMessage) for c in m.tool_calls]
    return out["messages"][-1], calls


@pytest.mark.parametrize("tools, question", [
    ([search_recipes], "Is there a recipe for kimchi?"),
    ([search_price_board], "Do you fix electric scooters?"),
    ([search_recipes], "Which dish uses saffron?"),
])
def test_nothing_found_twice_is_said_not_relayed(tools, question):
    last, calls = _run(tools, question)
    assert isinstance(last, AIMessage) and not last.tool_calls
    assert "could not help" not in last.content
    assert "could not find" in last.content.lower()
    assert 1 <= len(calls) <= 2


@pytest.mark.parametrize("limit", [4, 6, 7, 9])
def test_a_small_recursion_limit_is_enough(limit):
    """The searches stop where the learner's limit leaves room for the answer: a model step, then a
    tool step and a model step per search (``chat/graph_budget``)."""
    last, calls = _run([search_price_board], "Can you true a buckled wheel?", limit)
    assert not last.tool_calls and "could not find" in last.content.lower()
    assert 1 <= len(calls) <= (limit - 1) // 2


def test_rounds_left_outside_a_graph():
    from course_lib.sim.chat.graph_budget import rounds_left

    assert rounds_left() is None


def test_a_found_line_is_still_read():
    last, calls = _run([search_price_board], "How much is a puncture repair?")
    assert "£8" in last.content and len(calls) == 1


def test_an_error_about_the_world_is_still_relayed():
    """A lookup (no search) whose result says the record does not exist: that is the answer."""

    @tool
    def get_booking(ref: str) -> str:
        """Get a table booking by its reference."""
        return "No booking with reference QX-118."

    llm = SimulatedChatModel().bind_tools([get_booking])
    call = {"name": "get_booking", "args": {"ref": "QX-118"}, "id": "c1", "type": "tool_call"}
    out = llm.invoke([HumanMessage("Is booking QX-118 still on?"), AIMessage("", tool_calls=[call]),
                      ToolMessage("No booking with reference QX-118.", tool_call_id="c1")])
    assert "QX-118" in out.content and not out.tool_calls


POOL = ("Lido opening times\n"
        "Weekdays: 6.30 am to 8 pm, lane swimming only before 9 am.\n"
        "Weekends: 8 am to 5 pm, family sessions from 1 pm.")


@tool
def search_lido(query: str) -> str:
    """Search the lido's notices."""
    words = [w for w in re.findall(r"[a-z]+", query.lower()) if len(w) > 3]
    hits = [line for line in POOL.splitlines() if set(words) & set(re.findall(r"[a-z]+", line.lower()))]
    return "\n".join(hits) if hits else "Nothing found."


@pytest.mark.parametrize("question, expected", [
    ("When does it shut on a Saturday?", "5 pm"),
    ("How early can I swim on Tuesday?", "6.30 am"),
])
def test_a_day_found_under_its_group(question, expected):
    """A keyword search for "Saturday" finds nothing in notes that say "Weekends": the next query
    names the day's group (``words.weekdays.group_word``)."""
    last, calls = _run([search_lido], question, limit=10)
    assert expected in last.content


def test_a_long_thread_keeps_its_tool_calls():
    """LangGraph's step counts on across a checkpointed thread's runs while ``recursion_limit`` is per
    run: the tenth turn of a thread still searches again after a search that found nothing (the
    budget is the turn's own)."""
    from langchain.agents import create_agent
    from langgraph.checkpoint.memory import InMemorySaver

    agent = create_agent(SimulatedChatModel(), [search_price_board], checkpointer=InMemorySaver())
    cfg = {"configurable": {"thread_id": "long"}, "recursion_limit": 8}
    for _ in range(10):
        before = len(agent.get_state(cfg).values.get("messages", [])) if agent.get_state(cfg).values else 0
        out = agent.invoke({"messages": [HumanMessage("Can you true a buckled wheel?")]}, cfg)
    turn = out["messages"][before:]
    assert sum(len(m.tool_calls) for m in turn if isinstance(m, AIMessage)) >= 2


@pytest.mark.parametrize("text, day, grouped", [
    ("time close sundays", 6, "time close weekends"),
    ("Sat hours", 5, "weekends hours"),
    ("open Tuesday", 1, "open weekdays"),
    ("no day named", 2, "no day named"),
])
def test_a_day_put_as_its_group(text, day, grouped):
    from course_lib.sim.words.weekdays import as_group

    assert as_group(text, day) == grouped
