"""A JSON object's nested table descended by the keys the question names (issue 26, fix64d; the
fifty-ninth set's XW6): ``material.keyed_tables`` and the agent's record answer over a tool that
returns one such object. Before, the record reader skipped every object-valued field and quoted the
top-level fields that met the question's words (a notice, an extra charge) as the answer. Material
and wordings of my own: a ticket price sheet, a parcel rate card, a hire sheet."""

from __future__ import annotations

import json
import warnings

import pytest
from langchain.agents import create_agent
from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from course_lib.sim.material.keyed_tables import descend, in_span, surcharges, unapplied

TICKETS = {
    "venue": "Harbour Lido",
    "prices": {"adult": {"peak": 12, "off_peak": 9}, "child": {"peak": 6, "off_peak": 4.5}},
    "locker": "£1, refunded",
    "early_bird": "20% off between 6am and 8am",
    "notice": "From 1 June all adult prices go up by £1.",
}
PARCELS = {
    "rates": {"Europe": {"small parcel": 6.5, "large parcel": 14}, "Rest of World": {"small parcel": 9, "large parcel": 22}},
    "signed_for": "£2.10 extra",
}
HIRE = {"hire": {"kayak": {"hour": 15, "day": 45}, "paddleboard": {"hour": 18, "day": 50}}, "deposit": "£50 per craft"}


@pytest.mark.parametrize(("question", "record", "path", "value"), [
    ("small parcel to Europe, how much?", PARCELS, ("rates", "Europe", "small parcel"), 6.5),
    ("large parcels to the rest of world", PARCELS, ("rates", "Rest of World", "large parcel"), 22),
    ("paddleboard for a day?", HIRE, ("hire", "paddleboard", "day"), 50),
    ("child off-peak ticket price", TICKETS, ("prices", "child", "off_peak"), 4.5),
])
def test_the_table_is_descended_by_the_keys_the_question_names(question, record, path, value):
    got = descend(question, record)
    assert got is not None and got.path == path and got.value == value and got.complete, got


def test_a_table_named_but_not_down_to_one_value_is_incomplete():
    got = descend("how much is a kayak?", HIRE)  # hour or day?
    assert got is not None and got.path == ("hire", "kayak") and not got.complete


def test_guard_no_key_named_is_no_descent():  # guard: passes before too (no such module: the import fails there)
    assert descend("do you take cards?", HIRE) is None


def test_a_note_naming_the_key_with_a_change_is_unapplied():
    got = descend("adult peak ticket in july", TICKETS)
    assert unapplied("adult peak ticket in july", TICKETS, got) == ("notice", TICKETS["notice"])
    child = descend("child peak ticket", TICKETS)
    assert unapplied("child peak ticket", TICKETS, child) is None  # the note names adults only


@pytest.mark.parametrize(("text", "minutes", "inside"), [
    ("25% between 23:00 and 05:00", 120, True), ("25% between 23:00 and 05:00", 600, False),
    ("20% off between 6am and 8am", 7 * 60, True), ("10pm-6am", 23 * 60, True), ("1 to 5 people", 60, None),
])
def test_a_clock_span_holds_a_time_or_not(text, minutes, inside):
    assert in_span(text, minutes) is inside


def test_a_percentage_in_the_question_time_span_is_a_surcharge_or_a_discount():
    got = descend("child off peak swim at 7am", TICKETS)
    assert surcharges("child off peak swim at 7am", TICKETS, got) == [("early_bird", TICKETS["early_bird"], -20.0)]
    assert surcharges("child off peak swim at 3pm", TICKETS, got) == []


@tool
def price_sheet(venue: str) -> str:
    """The lido's ticket price sheet (JSON) for a venue."""
    return json.dumps(TICKETS)


@tool
def parcel_rates(destination: str) -> str:
    """Parcel rate card (JSON) for sending to a destination."""
    return json.dumps(PARCELS)


def _ask(tool_fn, question: str) -> tuple[str, list[str]]:
    from course_lib.sim import SimulatedChatModel

    agent = create_agent(SimulatedChatModel(), [tool_fn], system_prompt="Answer from the tool's sheet. Use the tool to "
                                                                        "look things up.")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out["messages"][-1].content, limits


def test_the_agent_answers_the_nested_entry():
    reply, limits = _ask(parcel_rates, "how much for a small parcel to Europe")
    assert "6.5" in reply and "2.10" not in reply and not limits, (reply, limits)


def test_the_agent_applies_a_time_span_percentage_to_the_entry():
    reply, limits = _ask(price_sheet, "child off peak ticket at the Harbour Lido at 7am, price?")
    assert "3.60" in reply and not limits, (reply, limits)


def test_the_agent_states_a_limit_for_a_note_that_changes_the_entry():
    reply, limits = _ask(price_sheet, "adult peak ticket at the Harbour Lido in july")
    assert limits and "notice" in limits[0] and "refunded" not in reply, (reply, limits)
