"""A day of the month said alone ("on the 3rd", "moved it to the 22nd") is a date (issue 26,
build item 2: facts the user stated earlier, a correction applied): a "when" / "what day"
question about it is answered from the user's statement with the correction in force, and a
floor or a century ("the 14th floor") is no date. Invented threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.quantities import value_types


@pytest.mark.parametrize("text, is_date", [
    ("The plumber is coming on the 3rd.", True),
    ("they moved the hearing to the 22nd", True),
    ("rent is due by the 1st at noon", True),
    ("we live on the 14th floor", False),
    ("a house from the 18th century", False),
])
def test_a_day_of_the_month_after_a_preposition_is_a_date(text, is_date):
    assert ("date" in value_types(text)) is is_date


def _thread(*turns: str):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs)


@pytest.mark.parametrize("turns, new, old", [
    (("The plumber is coming on the 3rd.", "Okay.", "sorry, it's the 4th now", "Noted.",
      "what day is the plumber coming?"), "4th", "3rd"),
    (("My dentist appointment is on the 9th.", "Noted.", "they've moved it to the 12th", "Right.",
      "when is my dentist appointment?"), "12th", "9th"),
    (("My flight home is on the 22nd.", "Okay.", "when do I fly?"), "22nd", None),
])
def test_the_day_said_earlier_is_read_back_with_its_correction(turns, new, old):
    out = _thread(*turns)
    assert new in out.content and (old is None or old not in out.content), out.content
    assert not out.response_metadata.get("simulator_limit")
