"""A date asked of notes that give it only relative to a numbered week or day ("the Thursday of week
5") is worked or a stated limit, never the relative form quoted (``unworked_answers.relative_date``,
cues in data/sim/patterns.yaml ``unworked_answers``; issue 26, the thirty-sixth set's EE1). Invented notes."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel
from tests.sim._replies_helpers import NOTES

CLUB = """Rowing club autumn season
The season's week 1 starts on Monday 6 October 2031.
The novice regatta is on the Saturday of week 4, and the club dinner on the Thursday of week 9.
The boathouse opens at 6:30 on weekdays.
"""

CAMP = """Coding camp
Lessons run from 9:00 to 15:00.
The project showcase is on day 12 of the camp.
"""


def _ask(notes, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        msg = SimulatedChatModel().invoke([SystemMessage(NOTES + notes), HumanMessage(question)])
    return str(msg.content), [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize("notes, question", [
    (CLUB, "When is the novice regatta?"),  # the notes say where week 1 starts
    (CLUB, "What date is the club dinner?"),
    (CAMP, "When exactly is the project showcase?"),  # a date asked, no start given
])
def test_a_week_relative_date_is_no_quoted_answer(notes, question):
    reply, said = _ask(notes, question)
    assert said, reply
    assert "week" not in reply.lower().split(":")[0]


@pytest.mark.parametrize("notes, question", [  # guards: no date asked of a relative line
    (CLUB, "When does the boathouse open?"),
    (CAMP, "When is the project showcase?"),  # no start given, no exact date asked: the notes' own words
])
def test_other_questions_are_answered(notes, question):
    reply, said = _ask(notes, question)
    assert said == [], reply
