"""A multiplier people say as a word after a number ("2.5 k", "fifty k", "3 mil dollars") and a
number in words with a decimal part said with "point" ("two point five grand", "one point two
k"), read by the one number reader ``figure_forms.plain_figures`` (issue 26, the thirty-ninth set's
HH6), so every tool argument and field reads the same figure. Wordings of my own; each case marked
new fails on f9fd9ffa ("one point two k" was read 1.2, "two point five grand" as "two point 5000")."""

from __future__ import annotations

import pytest
from langchain_core.tools import tool

from course_lib.sim.words.figure_forms import plain_figures


@pytest.mark.parametrize(("text", "want"), [
    ("pay the builder 4.5 k on Friday", "pay the builder 4500 on Friday"),  # new
    ("a budget of seventy k for the fit-out", "a budget of 70000 for the fit-out"),  # new
    ("she put nine point five k into bonds", "she put 9500 into bonds"),  # new
    ("two point five grand for the car", "2500 for the car"),  # new
    ("a 12 mil dollar grant", "a 12000000 dollar grant"),  # new
    ("three point two million views", "3200000 views"),  # new
    # unchanged: a distance, a bare "mil", a multiplier with no number before it, a capital K alone
    ("I ran 5 k this morning", "I ran 5 k this morning"),
    ("a 10 k race in May", "a 10 k race in May"),
    ("about 3 mil of rain", "about 3 mil of rain"),
    ("point five k", "point five k"),
    ("room 2 K", "room 2 K"),
    ("forty grand", "40000"),
])
def test_spoken_multipliers(text, want):
    assert plain_figures(text) == want


@tool
def add_to_pension(amount_gbp: float) -> str:
    """Add a lump sum in pounds to the pension pot."""
    return "added"


@pytest.mark.parametrize(("question", "want"), [
    ("add six point five k to my pension", 6500.0),
    ("put 3.5 k in the pension pot", 3500.0),
    ("add 800 quid to the pension", 800.0),
])
def test_a_tool_amount_with_a_spoken_multiplier(question, want):
    from course_lib.sim import SimulatedChatModel

    out = SimulatedChatModel().bind_tools([add_to_pension]).invoke(question)
    assert [c["args"].get("amount_gbp") for c in out.tool_calls] == [want]
