"""An agent's answer after several searches is read from every result of the turn, pooled: a last
search that found nothing is never relayed as the answer when an earlier one held it (issue 26, the
forty-first set's JJ1). Material and wordings of my own (branch fix43a): a gym's terms, a choir's
rules, a ferry's notices. Each row fails on b45463ca ("The <tool> tool could not help: ...")."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool


@tool
def find_terms(query: str) -> str:
    """Search the membership terms."""
    return ""


CASES = [
    ("How much is the joining fee?",
     "Terms 3. A joining fee of £25 is charged once, when you sign up.\nTerms 4. Lockers cost £5 a month.",
     "No matching terms.", "£25"),
    ("Can we sing in the car park after rehearsal?",
     "Rule 8. There is no singing in the car park after rehearsal: the neighbours have complained.",
     "No matching rules for: car park rehearsal.", "neighbours"),
    ("What time is the last ferry on Sundays?",
     "Sailings: the last ferry leaves the pier at 18:15 on Sundays and 21:40 on other days.",
     "Could not find anything on that.", "18:15"),
]


@pytest.mark.parametrize("question, first, second, answer", CASES)
def test_a_last_empty_search_is_never_the_answer(question, first, second, answer):
    from course_lib.sim import SimulatedChatModel

    messages = [
        SystemMessage("Answer from the search results only."),
        HumanMessage(question),
        AIMessage("", tool_calls=[{"name": "find_terms", "args": {"query": question}, "id": "c1"}]),
        ToolMessage(first, tool_call_id="c1"),
        AIMessage("", tool_calls=[{"name": "find_terms", "args": {"query": "more"}, "id": "c2"}]),
        ToolMessage(second, tool_call_id="c2"),
    ]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().bind_tools([find_terms]).invoke(messages)
    assert not out.tool_calls or out.content, out
    assert "could not help" not in out.content, out.content
    assert answer in out.content, out.content
