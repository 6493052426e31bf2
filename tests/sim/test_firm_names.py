"""A firm's name joined by "&" or by "and" before a firm word ("Carter & Daughters", "Lowe and
Partners") is one name (issue 26, BB6 (c) of the thirty-third set's classes): the name was cut
at the joiner and a tool's client argument took "Carter" alone, with no limit. "&" joins in
``text._NAME_RE``; "and" joins only before a word of ``firm_name_tails`` (data/sim/lexicons.yaml),
so two people ("Maya and Omar") stay two names. Wordings invented for this test; guards named."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool


@tool
def bill_customer(customer: str, amount: float, currency: str) -> str:
    """Bill a customer. currency is an ISO 4217 code."""
    return ""


@pytest.mark.parametrize(("text", "want", "not_want"), [
    ("the quote went to Carter & Daughters yesterday", "Carter & Daughters", "Carter"),
    ("we hired Lowe and Partners for the audit", "Lowe and Partners", "Lowe"),
    ("the van belongs to Pryce & Lloyd now", "Pryce & Lloyd", "Pryce"),
    ("we met Maya and Omar at noon", "Maya", "Maya and Omar"),  # guard: two people stay two
])
def test_firm_names_are_whole(text, want, not_want):
    from course_lib.sim.words.text import names

    found = names(text)
    assert want in found
    assert not_want not in found


@pytest.mark.parametrize(("question", "customer"), [
    ("bill Carter & Daughters for 300 euros", "Carter & Daughters"),
    ("bill Lowe and Partners 40 dollars", "Lowe and Partners"),
    ("bill Okafor for 25 euros", "Okafor"),  # guard: a one-word name
])
def test_a_firm_is_the_whole_argument(question, customer):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools([bill_customer]).invoke(question)
    assert out.tool_calls and out.tool_calls[0]["args"]["customer"] == customer
