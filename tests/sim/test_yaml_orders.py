"""An order, a booking or a kit list written as YAML under a persona's lead-in (issue 26; the
forty-sixth set's Christmas tree order, read from its class summary; material and questions here
are my own).

Three readings had to hold together: the YAML's first line may be a title of words ("Booking
HB-7731 for the Okafor family") and a list item's first value names the item ("- vehicle: Fiat
500"), so each value keeps its item in its name (``material.data_records.yaml_leaves``); a
top-level key named like a prompt label ("notes:", "context:") right after a nested key line is a
key of the data, not a section of the prompt (``request.reading``); and a lead-in naming an order,
booking or quote ("... The booking:") points at the material under it (``pointed_material``'s
material nouns). Rows marked so fail on 51a15e7a.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.material.data_records import yaml_leaves
from course_lib.sim.request.pointed_material import material_label

HIRE = """Booking HB-7731 for the Okafor family
vehicles:
  - vehicle: Fiat 500
    days: 3
    rate_per_day: 41.00
  - vehicle: Ford Transit
    days: 1
    rate_per_day: 88.00
pickup:
  place: Leeds Bradford Airport, desk 4
  time: 09:30
notes: Child seat requested for the Fiat."""

KIT = """# Duke of Edinburgh bronze - kit check
groups:
  - team: Kestrel
    stove: Trangia
    tents: 2
  - team: Merlin
    stove: Jetboil
    tents: 3
context: Walk starts at Malham car park."""


def test_a_title_line_and_named_items():
    """Fails on 51a15e7a (None: a title of words, and two levels only)."""
    title, leaves = yaml_leaves(HIRE)
    assert title == "Booking HB-7731 for the Okafor family"
    assert "vehicles Fiat 500 days: 3" in leaves and "vehicles Ford Transit rate_per_day: 88.00" in leaves
    assert "notes: Child seat requested for the Fiat." in leaves


def test_a_figure_or_date_first_is_no_item_name():
    text = "runs:\n  - port: 8080\n    host: alpha\n  - port: 8081\n    host: beta\nowner: ops"
    found = yaml_leaves(text)
    assert found is None or not any("8080 host" in leaf for leaf in found[1])


@pytest.mark.parametrize("label, names", [
    ("The reservation", True), ("Your order", True), ("The quotation", True), ("The estimate", True),
    ("The rules", False), ("Your tone", False), ("Warranty", False),  # ("Warranty: two years ...": a field)
])
def test_orders_and_bookings_are_material(label, names):
    assert material_label(label) is names


def _ask(system: str, question: str):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    stated = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, stated


@pytest.mark.parametrize("system, question, said", [
    (f"You are the desk agent for Northway Car Hire. The reservation:\n{HIRE}", "Where is the pickup?",
     "Leeds Bradford Airport"),
    (f"You are the desk agent for Northway Car Hire. The reservation:\n{HIRE}", "What time is pickup?", "09:30"),
    (f"You check kit for the expedition leaders. The kit sheet:\n{KIT}", "Which stove does Merlin carry?", "Jetboil"),
])
def test_answered_from_the_yaml_under_the_lead(system, question, said):
    """Fails on 51a15e7a (the 'notes:' / 'context:' key read as the prompt's only document)."""
    text, stated = _ask(system, question)
    assert said in text and not stated, (text, stated)


class DeskReply(BaseModel):
    answer: str = Field(description="the answer for the customer")
    from_booking: bool = Field(description="true when the booking settles it")


def test_a_structured_answer_reads_the_same_material():
    """Fails on 51a15e7a ("I don't know." and False)."""
    llm = SimulatedChatModel().with_structured_output(DeskReply)
    out = llm.invoke([SystemMessage(f"You are the desk agent for Northway Car Hire. The reservation:\n{HIRE}"),
                      HumanMessage("What time is pickup?")])
    assert "09:30" in out.answer and out.from_booking is True


def test_a_thing_the_booking_does_not_hold_stays_unknown():
    text, stated = _ask(f"You are the desk agent for Northway Car Hire. The reservation:\n{HIRE}",
                        "Is there a fuel charge?")
    assert stated or "don't know" in text.lower()


@pytest.mark.parametrize("question", [
    "What time is pickup?", "Is the Fiat 500 an automatic?", "Where is the pickup?",
    "How many days is the Transit booked for?", "Is there a fuel charge?",
])
def test_the_answer_field_says_what_the_text_reply_says(question):
    """One answer, one set of guards: the structured reply's answer field is the text reply (a bare
    quote of the evidence on 51a15e7a, where the text reply said what it could not find)."""
    system = SystemMessage(f"You are the desk agent for Northway Car Hire. The reservation:\n{HIRE}")
    text = SimulatedChatModel().invoke([system, HumanMessage(question)]).content
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        field = SimulatedChatModel().with_structured_output(DeskReply).invoke([system, HumanMessage(question)]).answer
    assert field == text


def test_a_sentence_apart_from_the_file_is_no_title():
    """"Here you go." then a blank line then the file: a sentence before it, read as before (the
    pre-commit config of test_plain_text's e-mail)."""
    assert yaml_leaves("Here you go.\n\nrepos:\n  - repo: https://github.com/psf/black\n    rev: 24.2.0\n"
                       "    hooks:\n      - id: black") is None
