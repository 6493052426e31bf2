"""A question whether a thing is there, whose head no line writes: the absence alone, not a partial quote
(issue 26; the sixty-first's ZW10, hosp-ev-absent).

"are there ev charging points in the car park" over a hospital parking FAQ quoted the parking-charge-notice
line (met through "charg") beside "I could not find anything about 'ev', 'points'": honest about the gap, but
the quoted line bears on another thing. Now a question of the "is there / are there / do you sell ..." form
(``patterns.yaml`` asked_thing_absent.asked_existence) whose asked thing's head no line of the material writes
gets the absence alone (``asked_thing_absent.existence_unmet``). Other question forms keep their partial answer
(the stated limit of this reading). Documents and wordings are invented; each behaviour case fails on read79
unless marked a guard. Through both the quoted path (``quoted_answer._thing_absent``) and the partial one.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.asked_thing_absent import existence_unmet as asked_thing_absent

_POOL = """Marlow Leisure Pool - visitor notes
Q: When is the pool open?
A: 6:30am to 9pm weekdays, 8am to 6pm at weekends.
Q: Do I need a swim cap?
A: Caps are required in the main pool; they cost £2.50 at reception.
Q: Is there parking?
A: The car park is free for 3 hours; a charge of £10 applies after that.
Q: Are lockers coin operated?
A: Lockers take a £1 coin, returned when you open it."""

_CAFE = """Hilltop Cafe - menu notes
All breakfasts are served until 11:30.
Soup of the day comes with a bread roll, £5.20.
Cakes are baked on site every morning; a slice is £3.10.
Oat and soya milk are available at no extra charge."""


@pytest.fixture(scope="module")
def llm():
    return SimulatedChatModel()


def _ask(llm, doc: str, question: str) -> str:
    return llm.invoke([SystemMessage(f"Answer from the notes below.\n\n{doc}"), HumanMessage(question)]).content


@pytest.mark.parametrize(("question", "missing", "expected"), [
    ("are there ev charging points in the car park", ["ev", "points"], "'ev charging points'"),
    ("do you sell gift vouchers?", ["vouchers"], "'gift vouchers'"),
    ("is there a baby changing room here", ["baby", "room"], "'baby changing room'"),
    ("is there a charge after 3 hours", ["hours"], None),  # the head "charge" is met
    ("how much are charging points", ["points"], None),  # no question of whether a thing is there
    ("is there a discount for swimmers under 8", ["discount"], None),  # a value head: may be "10% off"
])
def test_asked_thing_absent(question, missing, expected):
    """The reading alone (new function: every row fails on read79; the None rows guard its limit)."""
    assert asked_thing_absent(question, missing, [_POOL]) == expected


@pytest.mark.parametrize(("doc", "question", "thing"), [
    (_POOL, "are there charging points for cars in the car park", "charging points"),
    (_POOL, "is there a coin return machine for lockers", "coin return machine"),
])
def test_absence_alone(llm, doc, question, thing):
    """read79 quoted the car park line, the lockers line (met through "charg", "coin", "lockers") as the answer."""
    out = _ask(llm, doc, question)
    assert out == f"The documents do not mention '{thing}', so I don't know."


def test_met_thing_keeps_its_answer(llm):
    """Guard (passes on read79 too): a question whose asked thing a line writes is answered from that line."""
    out = _ask(llm, _POOL, "is there a charge for the car park")
    assert "3 hours" in out or "£10" in out


def test_a_kind_the_material_writes_under_another_noun_is_no_absence():
    """The merger (session 79): "is there a gluten free cake" over "Carrot cake (gluten free)" holds the thing
    under its own noun; fix66e's first form said the documents do not mention it (fourth_set's menu-vegan)."""
    from course_lib.sim.grounded.asked_thing_absent import existence_unmet

    menu = "Cakes\\nCarrot loaf (gluten free) - 3.50\\nLemon drizzle - 3.00\\n"
    assert existence_unmet("is there a gluten free option", ["option"], [menu]) is None


def test_a_one_word_thing_is_left_to_the_partial_answer():
    """The merger (session 79): "is there practice on good friday" over a choir's "no rehearsal" line: one word
    may be another's synonym; fix66e's first form said the notes do not mention it (grounded_n's choir-easter)."""
    from course_lib.sim.grounded.asked_thing_absent import existence_unmet

    notes = "Choir notes\\nNo rehearsal on Good Friday; we sing at the Sunday service instead.\\n"
    assert existence_unmet("is there practice on good friday", ["practice"], [notes]) is None
