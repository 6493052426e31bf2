"""A question word that is a record key in another word form (issue 26, the twenty-eighth set's W4):
"who's reviewing it" over "Reviewer: ...", "who owns ..." over "Owner: ...", an empty value ("Unassigned",
"n/a") said as nobody. Cues: ``patterns.yaml`` ``key_forms``."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.grounded import key_forms

CARD = """PR #2214 Retry uploads on a dropped connection
Assignee: Malak Haddad    Status: changes requested
Labels: network, uploads

PR #2219 Dark theme for the settings page
Assignee: Unassigned    Status: draft
Labels: ui"""


@pytest.mark.parametrize("word,body,want", [
    ("reviewing", "Reviewer: Malak Haddad    Status: open", ("Reviewer", "Malak Haddad")),
    ("assigned", "Title: X | Assignee: Unassigned | Points: 2", ("Assignee", "Unassigned")),
    ("reported", "Reporter: Jo Kim\nPriority: high", ("Reporter", "Jo Kim")),
    ("status", "Status: open", None),  # the key itself: the usual reading finds it
    ("owner", "Owners: Ana; Owner: Bo", None),  # two keys of that form: no guess
    ("cat", "Category: misc", None),  # too short a root
])
def test_keyed(word, body, want):
    assert key_forms.keyed(word, body) == want


@pytest.mark.parametrize("key,value,want", [
    ("Assignee", "Unassigned", "Assignee: nobody (Unassigned)"),
    ("Reviewer", "n/a", "Reviewer: nobody (n/a)"),
    ("Reviewer", "Malak Haddad", "Reviewer: Malak Haddad"),
])
def test_said(key, value, want):
    assert key_forms.said(key, value) == want


def test_a_grounded_question_in_the_key_s_other_form():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{CARD}\n\nQuestion: who's been assigned the dark theme one")])
    assert out.response_metadata.get("simulator_limit") or (
        "nobody" in out.content and "Malak" not in out.content), out.content
