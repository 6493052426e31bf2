"""Learners' tool arguments read by the argument's meaning (issue 26, toolsfix4).

Found by an invented probe (tests/sim/probes/tools_c.py): a request's opening verb became part of
the person's name ("Add <name> to ...": name "Add <name>"). Each class has its general mechanism;
the tools and wordings here are invented for this test (none is the probe's), and every test
fails on the code before the change.
"""

from __future__ import annotations

import warnings

import pytest
from langchain_core.tools import tool

from course_lib.sim import SimulatedChatModel
from course_lib.sim.text import names


def _calls(tools, question):
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = SimulatedChatModel().bind_tools(tools).invoke(question)
    return [(c["name"], c["args"]) for c in out.tool_calls], out.response_metadata.get("simulator_limit")


@tool
def enrol_student(student_name: str) -> str:
    """Enrol a student on the evening pottery course."""
    return "ok"


@pytest.mark.parametrize(("text", "name", "statement"), [
    ("Invite Keziah Mwangi to the book club", "Keziah Mwangi", "Grace Otieno joined on Monday"),
    ("Email Ingrid Solberg the minutes from Monday", "Ingrid Solberg", "Mark Owusu signed the form"),
    ("Schedule Bartholomew for the late shift", "Bartholomew", "Priya Nair booked the hall"),
    ("Cancel Rory McTavish's booking", "Rory McTavish's", "Olu Bello sent the minutes"),
])
def test_a_request_verb_opening_the_sentence_is_no_part_of_a_name(text, name, statement):
    # a name opening a statement keeps its first word ("Mark": a given name that is a verb)
    assert names(text)[0] == name and names(statement)[0] == " ".join(statement.split()[:2])


@pytest.mark.parametrize(("question", "student"), [
    ("Enrol Keziah Mwangi please", "Keziah Mwangi"),
    ("Register Ottilie Brandt for the course", "Ottilie Brandt"),
    ("Add Femi Adeyemi to the pottery class", "Femi Adeyemi"),
])
def test_a_name_argument_never_holds_the_requests_verb(question, student):
    calls, limit = _calls([enrol_student], question)
    assert limit is None and calls == [("enrol_student", {"student_name": student})]
