"""City abbreviations people type ("sf", "nyc") read as the city a search result names (the
alias lexicon, data/sim/aliases.yaml; issue 26, ports5: LangChain's "Build an Agent" asks
"whats the weather in sf?"). Invented results."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def web_search(query: str) -> str:
    """Search the web for current information."""
    return "[]"


@pytest.mark.parametrize(("question", "result", "fact"), [
    ("how bad is the air in nyc today?",
     {"title": "New York air quality", "content": "Air quality in New York City today: AQI 42, good, ozone the main pollutant."},
     "42"),
    ("when does the first ferry leave in sf on sunday?",
     {"title": "San Francisco Bay ferry", "content": "On Sunday the first San Francisco Bay Ferry leaves the Ferry Building at 8:15."},
     "8:15"),
])
def test_the_answer_reads_the_abbreviation_as_the_city(question, result, fact):
    # old code: another search with the city name, then "I don't know" (no sentence named "nyc")
    call = {"name": "web_search", "args": {"query": question}, "id": "c1"}
    msgs = [HumanMessage(question), AIMessage("", tool_calls=[call]),
            ToolMessage(json.dumps([dict(result, url="https://example.org/x")]), tool_call_id="c1")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        r = SimulatedChatModel().bind_tools([web_search]).invoke(msgs)
    assert not r.tool_calls and fact in r.text, (r.tool_calls, r.text)
