"""A stated goal against the count the documents give (issue 26: SEVENTEENTH L5a): "was the quorum
/ target / minimum reached / met" compares the goal's figure with the one clause that says how
many were present / cast / raised, and answers yes / no with the figures; "how much more" gives
the shortfall; a goal with no one count to compare is a stated limit. Invented material only."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import goals
from tests.sim._chat import ask_rag as _ask

AGM = """Allotment society AGM, 2 March
Members attending: 23 (plus 4 by proxy)
Quorum: 25 members
Motion to raise plot fees: deferred."""

PETITION = """Petition: keep the library open on Sundays
Signatures collected: 1,180
Minimum for a council debate: 1,000 signatures
Closes 30 June."""

CLIMB = """Sponsored climb for the hospice
Goal: €2,500
Pledged so far: €2,730 from 41 sponsors
Climb date: 14 May"""

NO_COUNT = """Residents' association meeting
Quorum: 12 households
Agenda: bins, parking, the summer fete."""





@pytest.mark.parametrize("doc, question, start, figures", [
    (AGM, "Was the quorum met?", "No", ["23", "25"]),
    (AGM, "Did the AGM have a quorum?", "No", ["23", "25"]),
    (PETITION, "Has the petition reached the minimum?", "Yes", ["1,180", "1,000"]),
    (CLIMB, "Have we hit our goal?", "Yes", ["2,730", "2,500"]),
])
def test_the_goal_is_compared_with_the_count(doc, question, start, figures):
    text, warned = _ask(doc, question)
    assert not warned, text
    assert text.startswith(start) and all(f in text for f in figures), text


def test_how_much_more_is_the_shortfall():
    text, warned = _ask(AGM, "How many more members were needed?")
    assert not warned and text.startswith("2 more"), text


def test_a_goal_with_no_count_is_a_stated_limit():
    text, warned = _ask(NO_COUNT, "Was the quorum reached?")
    assert warned and "can't" in text, text


def test_the_reader_directly():
    found = goals.reached("Has the petition reached the minimum?", [PETITION])
    assert isinstance(found, goals.Reached) and found.count == 1180 and found.goal == 1000
    assert goals.reached("When does the petition close?", [PETITION]) is None
    assert goals.reached("Did we stay within budget?", ["Budget: £500\nSpent so far: £450"]) is None
    assert isinstance(goals.reached("Was the quorum reached?", [NO_COUNT]), goals.Unworked)
