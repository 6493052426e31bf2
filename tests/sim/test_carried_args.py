"""Values a follow-up carries over from earlier in the conversation (``course_lib.sim.carried_args``).

Tools and threads invented here (a fare lookup, a unit converter, a parcel tracker): a short
follow-up ("And for 3 adults?") re-calls the tool with what the earlier call or message set; a
value the conversation never gave is not invented (the stated limit stays), and a long new
question carries nothing from the message before it.
"""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel, carried_args


@tool
def ferry_fare(route_code: str, adults: int) -> str:
    """Fare of a ferry route for a number of adults. route_code looks like FR-204."""
    return "42 EUR"


@tool
def convert_length(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a length between units (m, km, mi, ft)."""
    return "1"


@tool
def track_parcel(tracking_id: str) -> str:
    """Where a parcel is, by its tracking id (like ZX-88172)."""
    return "in transit"


TOOLS = [ferry_fare, convert_length, track_parcel]


def _invoke(messages):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(TOOLS).invoke(messages)


def _after_a_call(first: str, second: str):
    """``second`` asked after an agent answered ``first`` with a tool call."""
    reply = _invoke([HumanMessage(first)])
    messages = [HumanMessage(first), reply]
    messages += [ToolMessage("ok", tool_call_id=c["id"], name=c["name"]) for c in reply.tool_calls]
    messages += [AIMessage("Here you are."), HumanMessage(second)]
    return reply, _invoke(messages)


def test_a_follow_up_keeps_the_route_and_changes_the_count():
    first, reply = _after_a_call("What's the fare on route FR-204 for 2 adults?", "And for 3 adults?")
    assert first.tool_calls[0]["args"] == {"route_code": "FR-204", "adults": 2}
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [("ferry_fare", {"route_code": "FR-204", "adults": 3})]
    assert "simulator_limit" not in reply.response_metadata


def test_a_follow_up_keeps_the_units_and_changes_the_value():
    _, reply = _after_a_call("Convert 12 km to mi.", "What about 40?")
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [
        ("convert_length", {"value": 40.0, "from_unit": "km", "to_unit": "mi"})]


def test_a_follow_up_reads_the_previous_message_when_no_call_was_made():
    reply = _invoke([HumanMessage("Fare on route FR-377 for 4 adults, please."), AIMessage("One moment."),
                     HumanMessage("And for 5 adults?")])
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [("ferry_fare", {"route_code": "FR-377", "adults": 5})]


def test_nothing_is_invented_when_the_conversation_never_gave_it():
    reply = _invoke([HumanMessage("I'm sending a parcel to my aunt."), AIMessage("Nice."),
                     HumanMessage("Where is my parcel now?")])
    assert not any(c["args"].get("tracking_id") for c in reply.tool_calls)


def test_a_long_new_question_carries_nothing_from_the_message_before():
    assert not carried_args.follow_up("Could you tell me what the fare would be for the whole family on the late boat?")
    assert carried_args.follow_up("And for 3 adults?")
