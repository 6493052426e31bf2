"""An elliptical follow-up read as the previous question with its new value (``course_lib.sim.request.ellipsis``).

Notes and questions invented here (a ferry timetable, museum prices, two clinics, a gym's
classes): "And on Friday?", "How about for seniors?", "What about the Hove branch?" ask the
previous question again with the new value in place of the old one of the same kind; a follow-up
or a question with two values of a kind is not reframed.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.ellipsis import reframed


@pytest.mark.parametrize(("previous", "follow_up", "want"), [
    ("When does the first ferry leave on Monday?", "And on Friday?", "When does the first ferry leave on Friday?"),
    ("How much is a senior ticket?", "How about for students?", "How much is a students ticket?"),
    ("What is the address of the Hove branch?", "What about the Worthing branch?",
     "What is the address of the Worthing branch?"),
    ("What does Dr Mensah treat?", "And Dr Varga?", "What does Dr Varga treat?"),
    ("Is the gym open at 06:00?", "What about 05:30?", "Is the gym open at 05:30?"),
])
def test_the_new_value_replaces_the_old_one_of_its_kind(previous, follow_up, want):
    assert reframed(previous, follow_up) == want


@pytest.mark.parametrize(("previous", "follow_up"), [
    ("Is the ferry faster on Monday or on Tuesday?", "And on Friday?"),  # two days: which one is unknown
    ("How much is a senior ticket?", "And on Sunday?"),  # no day in the previous question
    ("What does Dr Mensah treat?", "And does it hurt?"),  # a pronoun: not elliptical
    ("When does the ferry leave on Monday?", "And on Friday or Saturday?"),  # two new values
])
def test_no_reframing_without_one_value_of_one_kind_on_each_side(previous, follow_up):
    assert reframed(previous, follow_up) is None


TIMETABLE = """Isle ferry timetable
Monday to Thursday: first sailing 07:10, last sailing 19:40.
Friday: first sailing 06:50, last sailing 21:15.
Weekend: first sailing 08:30, last sailing 18:00.
Adult fare: £12.
Child fare: £6.
Senior fare: £9."""

CLINICS = """Our clinics
Hove branch: 3 Church Road, open until 18:00.
Worthing branch: 41 Marine Parade, open until 20:00."""


def _ask(notes: str, *turns: str) -> str:
    messages = [SystemMessage(f"Answer from these notes only.\n\n{notes}")]
    messages += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    return SimulatedChatModel().invoke(messages).content


@pytest.mark.parametrize(("notes", "turns", "want", "not_want"), [
    (TIMETABLE, ("When is the first sailing on Monday?", "07:10.", "And on Friday?"), "06:50", "07:10"),
    (TIMETABLE, ("How much is the adult fare?", "£12.", "How about for seniors?"), "£9", "£12"),
    (CLINICS, ("What is the address of the Hove branch?", "3 Church Road.", "What about the Worthing branch?"),
     "41 Marine Parade", "Church Road"),
    (CLINICS, ("Until when is the Hove branch open?", "18:00.", "And the Worthing branch?"), "20:00", "18:00"),
])
def test_a_follow_up_over_notes_is_answered_for_its_new_value_only(notes, turns, want, not_want):
    reply = _ask(notes, *turns)
    assert want in reply and not_want not in reply
