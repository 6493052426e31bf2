"""Calibration of grounded answers (issue 26, branch calib10), on invented notes and wordings of
their own (no case of an invented set, no string of the course): each test fails on the code
before calib10 unless it says it is a guard.

- A weight is a kind of value (``quantities``: "189 g", "1.2 kg", "12 oz"; asked by "how heavy",
  "weigh", "weight"), so "How heavy is X?" is answered by the spec line "Weight: 1.2 kg" rather
  than the sheet's title with "I could not find anything about 'heavy'".
"""

from __future__ import annotations

import warnings

import pytest


@pytest.fixture(scope="module")
def llm():
    from course_lib.sim import SimulatedChatModel

    return SimulatedChatModel()


def _rag(llm, context: str, question: str) -> tuple[str, list[str]]:
    from langchain_core.messages import HumanMessage, SystemMessage

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage("Answer only from the notes below.\n\nNotes:\n" + context),
                          HumanMessage(question)])
    limits = [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]
    return out.content, limits


# --- a weight is a kind of value ---------------------------------------------------------------

_BACKPACK = """Ridgeline 30 - product sheet
Capacity: 30 litres
Weight: 1.2 kg
Back length: 48 cm
Fabric: recycled nylon
"""
_KETTLE = """Model K-220 electric kettle
Power: 2200 W
Volume: 1.7 l
Mass: 950 g
Cable length: 75 cm
"""
_BIKE = """The Breeze folding bike packs into a carry bag the size of a suitcase. Folded, it comes in
at just 11.4 kg, and the saddle height adjusts without tools. The frame is guaranteed for 10 years.
"""


@pytest.mark.parametrize("context,question,want,not_want", [
    (_BACKPACK, "How heavy is the Ridgeline 30?", "1.2 kg", "48 cm"),
    (_KETTLE, "How much does the K-220 weigh?", "950 g", "2200"),
    (_BIKE, "How heavy is the Breeze when it is folded?", "11.4 kg", "10 years"),
])
def test_a_weight_question_is_answered_by_the_line_stating_a_weight(llm, context, question, want, not_want):
    reply, limits = _rag(llm, context, question)
    assert want in reply and not_want not in reply and not limits, reply


def test_weights_are_a_kind_of_value_asked_and_stated():
    from course_lib.sim.quantities import asked_type, states, value_types

    assert asked_type("How heavy is the tent?")[0] == "mass"
    assert asked_type("How much does the parcel weigh?")[0] == "mass"
    assert "mass" in value_types("Net weight: 1.9 kg") and states("about 350 grams", "mass")
    assert "mass" not in value_types("It costs 5 pounds") and "mass" not in value_types("Gate 4 at 9 am")
