"""Nested JSON results read as groups with their members and notes (``course_lib.sim.material.
nested_records``, ``course_lib.sim.grounded.nested_answers``, the agent's ``_nested_answer``; issue
26, the thirty-fourth set's CC5). Results invented here (a school's rooms and pupils, a shop's
orders and line items, a ferry's cabins); all fail on fc9a2af1 (no such modules, and a count over
a room's pupils answered by an unrelated field), except the guards marked.
"""

from __future__ import annotations

import json
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool

from course_lib.sim.grounded import nested_answers
from course_lib.sim.material import nested_records

SCHOOL = {
    "school": "Hillside Primary",
    "rooms": [
        {"room": 12, "name": "Lab B", "teacher": "Mr Okafor", "pupils": ["Ada", "Ben", "Cai", "Dara"]},
        {"room": 14, "name": "Art studio", "teacher": "Ms Lind", "pupils": ["Eli", "Fay"]},
        {"room": 15, "name": "Library", "teacher": "Mrs Patel", "pupils": ["Gus", "Hana", "Ivo"]},
    ],
    "notes": ["From Monday, Ben moves from room 12 to room 15."],
}

ORDERS = {"orders": [
    {"order": 1, "customer": "Ivo", "items": [{"sku": "A1", "name": "Mug", "qty": 2}, {"sku": "B2", "name": "Plate", "qty": 1}]},
    {"order": 2, "customer": "Jo", "items": [{"sku": "C3", "name": "Bowl", "qty": 4}]},
]}

FERRY = {"cabins": [{"cabin": "C4", "deck": 5, "berths": [{"name": "Olsen"}, {"name": "Berg"}]},
                    {"cabin": "C7", "deck": 6, "berths": [{"name": "Lund"}]}]}


def test_groups_keep_their_fields_members_and_the_notes_around_them():
    nested = nested_records.read(json.dumps(SCHOOL))
    assert [g.label() for g in nested.groups] == ["room 12 (Lab B)", "room 14 (Art studio)", "room 15 (Library)"]
    assert nested.groups[0].lists == (("pupils", ("Ada", "Ben", "Cai", "Dara")),)
    assert "From Monday, Ben moves from room 12 to room 15." in nested.notes


def test_member_objects_are_members_and_their_quantities_are_marked():
    nested = nested_records.read(json.dumps(ORDERS))
    assert nested.groups[0].lists == (("items", ("Mug", "Plate")),)
    assert nested.groups[0].quantified == ("items",)
    assert nested.notes == ()


@pytest.mark.parametrize("text", ['[{"a": 1, "b": 2}, {"a": 3, "b": 4}]', '{"name": "x", "tags": ["a", "b"]}',
                                  "not json", '{"rooms": [{"room": 1, "pupils": ["A"]}]}'])
def test_flat_or_single_records_are_not_nested(text):
    """Guard of the rule: flat records, one object and text are the flat readers' business."""
    assert nested_records.read(text) is None


@pytest.mark.parametrize(("data", "question", "answer"), [
    (SCHOOL, "how many pupils are in room 14?", "room 14 (Art studio): 2 pupils (Eli, Fay)."),
    (SCHOOL, "how many children are in the Art studio?", "room 14 (Art studio): 2 pupils (Eli, Fay)."),
    (SCHOOL, "which room is Gus in?", "Gus: room 15 (Library)."),
    (SCHOOL, "which room is Ben in?", "Ben: room 15 (Library) (From Monday, Ben moves from room 12 to room 15.)"),
    (SCHOOL, "who teaches room 14?", "room 14 (Art studio): teacher Ms Lind."),
    (SCHOOL, "is Fay in room 12?", "No: Fay is in room 14 (Art studio)."),
    (SCHOOL, "how many rooms are there?", "3 rooms."),
    (ORDERS, "which order has the Bowl?", "Bowl: order 2 (Jo)."),
    (FERRY, "which deck is Lund on?", "Lund: C7, deck 6."),
])
def test_answers_by_the_group_or_the_member(data, question, answer):
    got = nested_answers.answer(question, nested_records.read(json.dumps(data)))
    assert got == nested_answers.Answer(answer), got


@pytest.mark.parametrize(("data", "question"), [
    (SCHOOL, "who is in room 12?"),  # the note moves Ben out of it
    (SCHOOL, "how many pupils are in room 15?"),  # ... and into this one
    (SCHOOL, "how many pupils are there altogether?"),  # the note names a pupil
    (ORDERS, "how many items are in order 1?"),  # lines or things?
    (ORDERS, "who placed order 2?"),  # no field's name is asked
])
def test_what_a_note_may_change_or_the_words_do_not_settle_is_a_limit(data, question):
    assert isinstance(nested_answers.answer(question, nested_records.read(json.dumps(data))), nested_answers.Limit)


def test_a_question_naming_nothing_of_the_result_is_left_to_the_flat_readers():
    """Guard: None, the flat JSON records answer (or state their limit)."""
    assert nested_answers.answer("what's the weather like?", nested_records.read(json.dumps(SCHOOL))) is None


@tool
def class_lists() -> str:
    """Get the school's class lists: rooms, pupils and notes."""
    return json.dumps(SCHOOL)


def _after_tool(question: str, data: dict):
    from course_lib.sim import SimulatedChatModel

    call = {"name": "class_lists", "args": {}, "id": "c1"}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        reply = SimulatedChatModel().bind_tools([class_lists]).invoke([
            HumanMessage(question), AIMessage(content="", tool_calls=[call]),
            ToolMessage(content=json.dumps(data), tool_call_id="c1")])
    return reply, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_the_agent_counts_a_group_s_members_from_the_tool_result():
    reply, limits = _after_tool("how many pupils are in room 14?", SCHOOL)
    assert "2 pupils" in reply.content and "Hillside" not in reply.content, reply.content
    assert not limits


def test_the_agent_states_the_limit_a_note_makes():
    """Guard: a limit on the old code too (the flat JSON reader's), a limit now for the note."""
    reply, limits = _after_tool("how many pupils are in room 14?", {**SCHOOL, "notes": ["Eli leaves room 14 on Friday."]})
    assert limits and reply.response_metadata.get("simulator_limit"), reply.content
