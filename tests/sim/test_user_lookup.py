"""A bound tool that looks up the user's own record and takes no argument: called first for a turn
about the user, and its record (in the system message the program writes, or in the result) read
after it ran (``tools.user_lookup``, cues ``user_lookup`` in ``data/sim/patterns.yaml``; issue 26,
ports76: LangGraph's "update graph state from tools" port). Invented tools, records and wordings."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.reading import ToolSpec
from course_lib.sim.tools import user_lookup


@tool
def get_customer_profile() -> str:
    """Fetch the signed-in customer's profile so you can tailor your answers."""
    return "Profile loaded."


@tool
def find_flights(origin: str, destination: str) -> str:
    """Search flights between two airports."""
    return "No flights."


def _invoke(messages, tools):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke(messages)


@pytest.mark.parametrize("question", ["What's my name again?", "Recommend a bakery near me.",
                                      "which town am I based in?"])
def test_a_turn_about_the_user_calls_the_lookup_first(question):
    """Failed on start76: a stated limit, or "Where do you live?" asked back."""
    reply = _invoke([HumanMessage(question)], [get_customer_profile])
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [("get_customer_profile", {})], reply


def test_a_turn_not_about_the_user_calls_nothing():
    """Guard (passes on start76 too): no first person, no lookup."""
    reply = _invoke([HumanMessage("At what temperature does water boil at sea level?")], [get_customer_profile])
    assert not reply.tool_calls, reply


def test_the_usual_choice_comes_first():
    """Guard (passes on start76 too): a tool the request names by its work is called, not the lookup."""
    reply = _invoke([HumanMessage("Find me flights from Leeds to Oslo.")], [get_customer_profile, find_flights])
    assert [c["name"] for c in reply.tool_calls] == ["find_flights"], reply


RECORD = "Customer name is Mira Holt. Customer lives in Ghent, Belgium"


def _after(question, system=RECORD, result="Profile loaded."):
    call = AIMessage("", tool_calls=[{"name": "get_customer_profile", "args": {}, "id": "call_p1"}])
    return _invoke([SystemMessage(system), HumanMessage(question), call, ToolMessage(result, tool_call_id="call_p1")],
                   [get_customer_profile])


@pytest.mark.parametrize(("question", "said"), [
    ("what's my name?", "Your name is Mira Holt."),
    ("Which city do I live in?", "You live in Ghent, Belgium."),
])
def test_the_record_in_the_system_message_answers(question, said):
    """Failed on start76: the result "Profile loaded." relayed as the answer."""
    reply = _after(question)
    assert reply.content.strip() == said, reply.content
    assert not reply.response_metadata.get("simulator_limit")


def test_a_request_beyond_the_record_states_a_limit_with_it():
    """Failed on start76: the result relayed. Suggestions near the user are world knowledge."""
    reply = _after("Any ideas for a rainy Saturday near me?")
    assert reply.response_metadata.get("simulator_limit"), reply.content
    assert "Ghent" in reply.content


@pytest.mark.parametrize(("name", "description", "params", "found"), [
    ("lookup_user_info", "Use this to look up user information.", {}, True),
    ("get_member_details", "Returns the logged-in member's details.", {}, True),
    ("member_stats", "Returns statistics about all members.", {}, False),  # no one member's record
    ("load_account", "Load the caller's account record before answering.", {}, True),
    ("get_user_info", "Get user information.", {"properties": {"user_id": {"type": "string"}},
                                                 "required": ["user_id"]}, False),  # an argument to fill
    ("search_docs", "Search the user guide.", {}, False),
])
def test_lookup_tool_table(name, description, params, found):
    """Table of the ``looks_up`` cue and the no-argument rule (new code: no start76 counterpart)."""
    got = user_lookup.lookup_tool([ToolSpec(name, description, params)])
    assert (got is not None) is found


@pytest.mark.parametrize(("text", "name", "place"), [
    ("User name is Bob Dylan. User lives in New York, NY", "Bob Dylan", "New York, NY"),
    ("Name: Ada Park\nCity: Lyon", "Ada Park", "Lyon"),
    ("The client's name is Tomas Reyes; the client is based in Quito.", "Tomas Reyes", "Quito"),
    ("Profile loaded.", "", ""),
])
def test_record_table(text, name, place):
    """Table of the ``record_name`` / ``record_place`` cues (new code: no start76 counterpart)."""
    assert user_lookup._record(text) == (name, place)
