"""``words.near_forms`` and the agent's follow-up search in other words (issue 26, the forty-seventh
set's PP5): a search in the question's own words that misses is followed by one in the near forms of
its words, and when the results of that search hold lines the reader reads no answer in, the give-up is
the documents limit, never a plain "I don't know". Invented material: a dry cleaner's help pages."""

from __future__ import annotations

import re

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.near_forms import held, other_words, query

PAGES = [
    "Hours: we are open Monday to Friday, 8 am to 6 pm.",
    "Prices: shirts are laundered for £2.50 each, a two-piece suit is cleaned for £14.",
    "Ready: garments handed in before 10 am may be collected after 4 pm the same day.",
]


@tool
def cleaner_pages(query: str) -> str:
    """Search the dry cleaner's help pages."""
    words = {w for w in re.findall(r"[a-z]{4,}", query.lower())}
    hits = [p for p in PAGES if words & set(re.findall(r"[a-z]{4,}", p.lower()))]
    return hits[0] if hits else "Nothing found."


def test_other_words():
    assert "collect" in other_words("When can I pick my coat up?")
    assert "pick up" in other_words("Can I take the suit home today?")
    assert other_words("Is the owner friendly?") == []  # guard: no group met


def test_query_and_held():
    assert query("When can I pick my coat up?").startswith("collect")
    assert held("may be collected after 4 pm", ["collected", "fetch"]) == ["collected"]


def _agent_reply(question: str) -> str:
    from langchain.agents import create_agent

    agent = create_agent(SimulatedChatModel(), [cleaner_pages], system_prompt="Answer from the help pages.")
    out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 14})
    queries = [c["args"].get("query", "") for m in out["messages"] for c in getattr(m, "tool_calls", []) or []]
    return out["messages"][-1].content, queries


def test_a_search_in_other_words_follows_a_miss():
    text, queries = _agent_reply("When can I fetch my jacket back?")
    assert any("collect" in q for q in queries)
    assert not text.startswith("I don't know")


def test_a_truly_absent_thing_keeps_its_plain_give_up():  # guard
    text, _ = _agent_reply("Do you repair zips?")
    assert text.startswith("I don't know")
