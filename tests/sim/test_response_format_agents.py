"""``create_agent`` with a ``response_format`` schema beside the learner's search tool (fix46b, after
the forty-fourth set's MM5; tools, schemas and notes of my own): the response-format tool is the
answer's form, never a lookup, so the first turn searches even when the schema's docstring shares
the question's words ("A campsite answer for a camper" asked "can a camper ..."); after the search,
its answer field holds the agent's reply read from the results, never a knowledge limit written as
if nothing had been searched."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel

NOTES = {
    "fires": "Campfires: allowed only in the steel fire pits by pitches 1 to 6.",
    "showers": "Showers: open 7 am to 10 pm; tokens from the office, 50p each.",
    "quiet": "Quiet hours: from 10.30 pm to 7 am, no music or generators.",
}


@tool
def search_site_notes(query: str) -> str:
    """Search the campsite's notes for campers."""
    hits = [text for key, text in NOTES.items() if key.rstrip("s") in query.lower()]
    return "\n".join(hits) or "Nothing found."


class CamperAnswer(BaseModel):
    """A campsite answer for a camper about fires, showers or quiet hours."""

    answer: str = Field(description="the answer to the camper's question")


class Plain(BaseModel):
    """The reply."""

    answer: str = Field(description="the answer")


def _run(schema, question: str):
    from langchain.agents import create_agent

    agent = create_agent(SimulatedChatModel(), [search_site_notes], response_format=schema,
                         system_prompt="You answer campers' questions. Search the notes first.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})


@pytest.mark.parametrize("schema, question, want", [
    (CamperAnswer, "Where are campfires allowed for a camper?", "fire pits"),
    (CamperAnswer, "How much is a token for the showers for campers?", "50p"),
    (Plain, "When do the quiet hours start?", "10.30 pm"),
])
def test_searched_first_and_answered_from_the_results(schema, question, want):
    out = _run(schema, question)
    first = next(m for m in out["messages"] if isinstance(m, AIMessage))
    assert [c["name"] for c in first.tool_calls] == ["search_site_notes"]
    assert any(isinstance(m, ToolMessage) and m.name == "search_site_notes" for m in out["messages"])
    assert want in out["structured_response"].answer


@tool
def search_menu(query: str) -> str:
    """搜索餐厅的菜单。"""
    return "Dumplings: 12 for £8.50." if "dumpling" in query.lower() else "Nothing found."


def test_one_lookup_tool_in_another_script_is_called_with_no_reading_limit():
    from langchain.agents import create_agent

    agent = create_agent(SimulatedChatModel(), [search_menu], response_format=Plain)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage("How much are the dumplings?")]}, {"recursion_limit": 10})
    said = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    assert not any("read the description" in s for s in said)
    assert any(isinstance(m, ToolMessage) and m.name == "search_menu" for m in out["messages"])
