"""A record's "Key: value" lines are its fields, never the prompt's labels: a tracker ticket's
"Summary:" among "Priority:" / "Reporter:" is no material label and no summarize cue
(``request.field_runs``; issue 26, task fix52a, the fiftieth set's SS1). Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.request import field_runs, reading

TICKET = """Key: FAC-208
Summary: Boiler in block C loses pressure overnight
Priority: Medium
Reporter: Gwen Otieno
Created: 14 October 2034
Description: The pressure drops below 0.5 bar every night; the engineer is booked for Thursday."""


def _known(key: str) -> bool:
    return reading.label_kind(key) is not None


def test_the_fields_of_a_ticket_are_found():
    text = "Help me with this ticket.\n\n" + TICKET
    starts = field_runs.field_lines(text, _known)
    assert text.index("Summary:") in starts and text.index("Reporter:") in starts


@pytest.mark.parametrize("text", [
    "Context: The pool opens at 9 am.\nQuestion: When does the pool open?\nAnswer:",
    "Notes: bring a towel.\nQuestion: what do I bring?",
    "Summary: the pool is shut.\nPriority: high",
])
def test_a_prompts_own_labels_are_no_fields(text):  # guard rows
    assert field_runs.field_lines(text, _known) == set()


def _ask(question: str):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        reply = SimulatedChatModel().invoke([SystemMessage("Help me with this ticket.\n\n" + TICKET),
                                             HumanMessage(question)])
    return reply


@pytest.mark.parametrize("question", ["When is the engineer booked?", "Who reported the ticket?"])
def test_a_ticket_is_read_as_material_not_summarised(question):
    reply = _ask(question)
    explanation = reply.response_metadata.get("explanation", {})
    assert explanation.get("task") != "summarize", (reply.content, explanation)
    assert not reply.content.startswith("Boiler in block C loses pressure overnight"), reply.content


def test_a_known_label_opening_the_run_stays_a_label():  # guard row
    text = ("Question: when is the balance due?\nContext: Booking confirmation - Fell Canoe Hire\nBooking ref: FC-12\n"
            "Launch point: Mere jetty\nBoats: one canoe\nBalance due on arrival: 40 pounds")
    starts = field_runs.field_lines(text, _known)
    assert text.index("Context:") not in starts and text.index("Booking ref:") in starts
