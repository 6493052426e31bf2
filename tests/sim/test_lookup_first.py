"""A request to look a value up and then hand it to another tool searches first, and after the
search states that it can't read the value out of the results, instead of asking the user for it
or filling the other tool with the request's own words (issue 26, ports26: the customize-state
port's "Can you look up when LangGraph was released? When you have the answer, use the
human_assistance tool for review."). ``tools/lookup_first.py`` (from ``agent._call`` and
``agent._other_tool``), cues ``lookup_first`` in ``data/sim/patterns.yaml``. Invented wordings,
tools and topics."""

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


@tool
def search_web(query: str) -> str:
    """Search the web for current information."""
    return ""


@tool
def record_fact(subject: str, year: str) -> str:
    """Save a fact to the shared notebook."""
    return "saved"


@tool
def notify_editor(title: str, deadline: str) -> str:
    """Send the editor a note about a piece of work."""
    return "sent"


CASES = [  # (request, the subject the search must name, the other tool, a result)
    ("Please find out when the Øresund Bridge opened, and once you know, save it with record_fact.",
     "Øresund", "record_fact",
     '[{"url": "https://example.org/bridge", "content": "The Øresund Bridge opened to traffic on 1 July 2000."}]'),
    ("Could you look up the submission deadline of the Tallis Poetry Prize? Then use notify_editor to tell the editor.",
     "Tallis", "notify_editor",
     '[{"url": "https://example.org/tallis", "content": "Entries for the Tallis Poetry Prize close on 30 September."}]'),
]


def _model():
    return SimulatedChatModel().bind_tools([search_web, record_fact, notify_editor])


@pytest.mark.parametrize(("text", "subject", "other", "result"), CASES)
def test_it_searches_first(text, subject, other, result):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = _model().invoke([HumanMessage(text)])
    assert [c["name"] for c in reply.tool_calls] == ["search_web"], reply
    assert subject.lower() in reply.tool_calls[0]["args"]["query"].lower(), reply.tool_calls


@pytest.mark.parametrize(("text", "subject", "other", "result"), CASES)
def test_after_the_search_it_states_a_limit(text, subject, other, result):
    call = {"name": "search_web", "args": {"query": subject}, "id": "call_1"}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = _model().invoke([HumanMessage(text), AIMessage("", tool_calls=[call]),
                                 ToolMessage(result, tool_call_id="call_1", name="search_web")])
    assert not reply.tool_calls, reply.tool_calls
    assert reply.response_metadata.get("simulator_limit"), reply.content


def test_guard_a_value_given_needs_no_search():
    """Guard (passes on the old code): the message gives both values."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = _model().invoke([HumanMessage("Save with record_fact that the Øresund Bridge opened in 2000.")])
    assert [c["name"] for c in reply.tool_calls] != ["search_web"], reply


@pytest.mark.parametrize(("question", "words"), [
    ("Can you look up when the Øresund Bridge opened? Then save it.", "Øresund Bridge opened"),
    ("Please find out who runs the Tallis Poetry Prize, and once you know, tell the editor.",
     "runs Tallis Poetry Prize"),
    ("Save this fact for me.", ""),
])
def test_looked_up_table(question, words):
    from course_lib.sim.tools import lookup_first

    assert lookup_first.looked_up(question) == words
