"""Values a follow-up carries over from earlier in the conversation (``course_lib.sim.tools.carried_args``).

Tools and threads invented here (a fare lookup, a unit converter, a parcel tracker): a short
follow-up ("And for 3 adults?") re-calls the tool with what the earlier call or message set; a
value the conversation never gave is not invented (the stated limit stays), and a long new
question carries nothing from the message before it.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.tools import carried_args


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


# --- a follow-up that completes the previous request; two candidates named together ----------------

@tool
def book_court(venue: str, players: int, day: str) -> str:
    """Book a tennis court at a venue for a number of players on a given day."""
    return "booked"


@tool
def hire_boat(marina: str, hours: int) -> str:
    """Hire a boat at a marina for a number of hours."""
    return "hired"


@tool
def city_weather(city: str) -> str:
    """Tomorrow's weather forecast for a city."""
    return "sunny"


def _thread_calls(tools, *turns):
    messages = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(messages)
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.tool_calls, limits


@pytest.mark.parametrize(("turns", "want"), [
    (("We need a court for four at Parkside Club.", "Parkside has courts on Tuesday and Friday.", "Great, Friday then."),
     {"venue": "Parkside Club", "players": 4, "day": "Friday"}),
    (("Find a court for two players at Elmwood Centre.", "Elmwood is free most days.", "Lovely, book Monday."),
     {"venue": "Elmwood Centre", "players": 2, "day": "Monday"}),
    (("Is there a court for six at Riverside Arena?", "Yes, on Sunday.", "Perfect, Sunday please."),
     {"venue": "Riverside Arena", "players": 6, "day": "Sunday"}),
])
def test_a_short_follow_up_giving_the_missing_value_completes_the_previous_request(turns, want):
    calls, limits = _thread_calls([book_court, city_weather], *turns)
    assert [(c["name"], c["args"]) for c in calls] == [("book_court", want)]
    assert limits == []
    for other in ("Who wrote Hamlet?", "Thanks!", "What's the weather in Oslo tomorrow?"):  # gives no missing value
        calls, _ = _thread_calls([book_court, city_weather], *turns[:-1], other)
        assert not any(c["name"] == "book_court" for c in calls)


@pytest.mark.parametrize("turns", [
    ("Compare Harbour Marina and Eastgate Marina.", "Both have boats free.", "Hire one for three hours."),
    ("Which is cheaper, Old Quay Marina or Bay Marina?", "They cost the same.", "Book it for two hours."),
    ("I like Northpoint Marina and Sandy Cove Marina.", "Good choices.", "Hire it for 4 hours."),
])
def test_two_candidates_named_together_are_not_picked_from(turns):
    calls, limits = _thread_calls([hire_boat], *turns)
    assert calls == [] and limits


# --- values the request's context gives: the system message, earlier turns ---------------------


@tool
def renew_permit(permit_id: str) -> str:
    """Renew a resident's parking permit."""
    return "ok"


@tool
def reserve_court(court: int, day: str) -> str:
    """Book a tennis court on a day."""
    return "ok"


@tool
def reorder_prescription(nhs_number: str) -> str:
    """Reorder a patient's repeat prescription."""
    return "ok"


def _bound(tools, *messages):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().bind_tools(tools).invoke(list(messages))


def _system(text):
    from langchain_core.messages import SystemMessage

    return SystemMessage(text)


@pytest.mark.parametrize("messages, tool_, want", [
    ((_system("Resident logged in. Permit: PK-30917."), HumanMessage("renew my parking permit")),
     renew_permit, {"permit_id": "PK-30917"}),
    ((_system("Patient record open: NHS number 485 777 3456."), HumanMessage("reorder my repeat prescription")),
     reorder_prescription, {"nhs_number": "485 777 3456"}),
    ((HumanMessage("my permit is PK-11802"), AIMessage("Thanks, noted."), HumanMessage("can you renew my permit")),
     renew_permit, {"permit_id": "PK-11802"}),
    ((_system("Member's usual court: 3."), HumanMessage("book a tennis court on 14 June 2031")),
     reserve_court, {"court": 3, "day": "2031-06-14"}),
    ((_system("Member's usual court: 3."), HumanMessage("book tennis court 5 on 14 June 2031")),  # the human wins
     reserve_court, {"court": 5}),
])
def test_a_required_value_is_read_from_the_requests_context(messages, tool_, want):
    out = _bound([tool_], *messages)
    assert len(out.tool_calls) == 1
    args = out.tool_calls[0]["args"]
    assert all(str(args.get(k)) == str(v) for k, v in want.items()), args


@pytest.mark.parametrize("messages", [
    (_system("You are a helpful council assistant."), HumanMessage("renew my parking permit")),
    (HumanMessage("what's the weather like"), AIMessage("I can't tell."), HumanMessage("renew my parking permit")),
])
def test_a_context_with_no_value_of_the_type_gives_none(messages):
    out = _bound([renew_permit], *messages)
    assert not out.tool_calls


def test_from_context_reads_only_typed_values_a_later_text_winning():
    from langchain_core.utils.function_calling import convert_to_openai_tool

    from course_lib.sim.request.reading import tool_specs

    specs = {s.name: s for s in tool_specs([convert_to_openai_tool(t) for t in (renew_permit, reserve_court)])}
    got = carried_args.from_context(specs["renew_permit"], ["permit_id"], ["Permit: PK-1.", "Permit: PK-22."])
    assert got == {"permit_id": "PK-22"}
    assert carried_args.from_context(specs["renew_permit"], ["permit_id"], ["Be kind and brief."]) == {}
