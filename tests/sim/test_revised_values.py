"""A later message that revises a value (``corrections.cued_value``'s cue, data ``patterns.yaml``
corrections.cue; issue 26, the twenty-eighth set's W3 family and the brief's "change of plan, it's
Wednesday now"): "change of plan", "update:", "we've moved it to", "it's been rescheduled", "<value>
instead" put the new value in place of the earlier fact's value of that kind, as a correction does.
A plain statement with "now" revises nothing. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.conversation import stated_facts
from course_lib.sim.request.corrections import cued_value


@pytest.mark.parametrize("turn, value", [
    ("change of plans, the choir meets at 19:30", ("time", "19:30")),
    ("Update: 24 programmes", ("number", "24")),
    ("we've moved it to Saturday", ("day", "Saturday")),
    ("it's been rescheduled for Monday", ("day", "Monday")),
    ("on second thoughts, 6 tickets", ("number", "6")),
    ("Tuesday instead", ("day", "Tuesday")),
    # guards: no revising cue, a question
    ("It's Friday now", None),
    ("we moved to the coast in 2019 and love it", None),
    ("change of plan, can we do 19:30?", None),
])
def test_a_revising_turn(turn, value):
    assert cued_value(turn) == value


def test_the_revised_fact_is_the_one_in_force():
    facts = stated_facts(["My bin collection is on Wednesday.", "change of plan, it's Thursday this week"])
    assert facts == {"bin collection": "on Thursday"}


def _ask(*turns: str) -> str:
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs).content


def test_the_thread_answers_the_value_in_force():
    text = _ask("Choir practice is at 19:00.", "Noted.", "we've moved it to 19:45", "OK.",
                "what time is choir practice")
    assert "19:45" in text and "19:00" not in text, text
