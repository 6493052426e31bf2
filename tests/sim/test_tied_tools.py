"""Near-tied tools with one specific description that both meet the request: a stated limit
naming them, unless the question fills the typed arguments of only one; notebook 03's vague
look-alikes keep the confused pick (``agent._told_apart``, ``tool_choice.same_cover``; issue 26).
An email argument takes an address or nothing, never a command's object (``tool_args``)."""
import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel


def _bound(tools, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return out, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@tool
def ferry_times(port: str) -> str:
    """Get today's ferry departures from a port."""
    return "ok"


@tool
def port_departures(port: str) -> str:
    """Get today's ferry departures from a port."""
    return "ok"


@tool
def find_pattern(query: str) -> str:
    """Search the knitting pattern library."""
    return "ok"


@tool
def pattern_search(query: str) -> str:
    """Search the knitting pattern library."""
    return "ok"


@tool
def pollen_today(city: str) -> str:
    """Get today's pollen count for a city."""
    return "ok"


@tool
def city_pollen(city: str) -> str:
    """Get today's pollen count for a city."""
    return "ok"


@pytest.mark.parametrize("tools, question", [
    ([ferry_times, port_departures], "ferry departures from Rosslare"),
    ([find_pattern, pattern_search], "find a knitting pattern for a cabled hat"),
    ([pollen_today, city_pollen], "what's the pollen count in Leeds today?"),
])
def test_a_tie_of_one_specific_description_is_a_stated_limit_naming_both(tools, question):
    out, stated = _bound(tools, question)
    assert not out.tool_calls
    assert stated and all(f"'{t.name}'" in stated[0] for t in tools)


@tool
def guest_by_email(email: str) -> str:
    """Look up a hotel guest's booking."""
    return "ok"


@tool
def guest_by_room(room_number: int) -> str:
    """Look up a hotel guest's booking."""
    return "ok"


@tool
def guest_by_reference(booking_ref: str) -> str:
    """Look up a hotel guest's booking."""
    return "ok"


@pytest.mark.parametrize("question, name", [
    ("look up the guest booking for nora.b@example.com", "guest_by_email"),
    ("look up the guest booking for room 214", "guest_by_room"),
    ("look up the guest booking BK-55120", "guest_by_reference"),
])
def test_the_one_tool_whose_typed_argument_the_question_fills(question, name):
    out, stated = _bound([guest_by_email, guest_by_room, guest_by_reference], question)
    assert [c["name"] for c in out.tool_calls] == [name] and not stated


@tool
def search_a(query: str) -> str:
    """Search for relevant information."""
    return "ok"


@tool
def search_b(query: str) -> str:
    """Search for relevant information."""
    return "ok"


@pytest.mark.parametrize("question", [
    "How do I rotate a log file?",
    "Who leads the payments team?",
    "What did the central bank decide this week?",
])
def test_vague_look_alikes_keep_the_confused_pick(question):
    """Notebook 03's pitfall: nothing tells them apart, and a model collapses onto one."""
    out, _ = _bound([search_a, search_b], question)
    assert [c["name"] for c in out.tool_calls] == ["search_a"]


@tool
def member_lookup(email: str) -> str:
    """Find a club member's record."""
    return "ok"


@pytest.mark.parametrize("tools, question", [
    ([guest_by_email], "look up the guest booking BK-55120"),
    ([guest_by_email], "show the guest booking RES-3301"),
    ([member_lookup], "find the member record MB-2204"),
    ([member_lookup], "find member Aine Walsh"),
])
def test_an_email_argument_takes_an_address_or_nothing(tools, question):
    """A command's object ("find member Aine Walsh") is no email address: never in that field."""
    out, stated = _bound(tools, question)
    assert not any(c["args"].get("email") for c in out.tool_calls)
    assert stated or not out.tool_calls
