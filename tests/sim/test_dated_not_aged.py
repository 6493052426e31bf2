"""An age clause needs an age, not a date (issue 26, the thirty-eighth set's GG3 (c)): "From 1
March the adult ticket costs £24" states a change of price from a date, no age bound "from 1", so
an age the question states does not meet it (``values.ages.bounds``); and a question stating an
age that asks a difference or a total is not answered by one clause's line (``stated_answers``).
Wordings invented here (a zoo, a rowing club, a climbing centre), none from a set or a probe."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.ages import bounds


@pytest.mark.parametrize("text,n", [
    ("From 1 March the adult day ticket costs £24.", 0),
    ("Starting from 12 June 2030, adults pay more.", 0),
    ("From 3 Sept members pay £5 a session.", 0),
    ("Seniors from 65 pay £5.", 1),                 # an age bound still
    ("Children aged from 5 climb on their own.", 1),
])
def test_a_date_after_from_is_no_age_bound(text, n):
    assert len(bounds(text)) == n


ZOO = """Zoo tickets
Adult day ticket: £22
Senior day ticket (65 and over): £18
From 1 March the adult day ticket costs £24.
"""

CLUB = """Rowing club fees
Adult membership: £120 a year.
Junior membership (under 18): £40 a year.
From 1 April 2031, adult membership is £135 a year.
"""


@pytest.mark.parametrize("notes,question,wrong", [
    (CLUB, "I'm 35. What's my membership?", "From 1 April 2031, adult membership is £135 a year."),
    (ZOO, "I'm 70. How much less is my day ticket than an adult's?", "Senior day ticket (65 and over): £18."),
])
def test_no_dated_line_or_single_clause_for_a_stated_age(notes, question, wrong):
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(f"Answer from the notes.\n\n{notes}"), HumanMessage(question)])
    assert out.content.strip() != wrong, out.content
