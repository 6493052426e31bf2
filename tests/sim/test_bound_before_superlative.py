"""A filter against a bound the notes state ("below the minimum", "above the maximum") is read
before a superlative: "minimum" there names the bound, not "the lowest row" (the order of the
record answerers in ``replies.grounded_answer``). Before, the superlative reader answered the one
lowest row."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.chat.model import SimulatedChatModel

SYSTEM = "Answer from the notes.\n\nNotes:\n{context}"

BIKE = """Bike tyre log - road bike (minimum: 80/85 psi front/rear)
Date     Front/Rear
2 Jun    82/88
9 Jun    78/86
16 Jun   81/83
23 Jun   84/90
Pumped at home before each ride."""

BP = """Home readings (maximum: 135/85 mmHg)
Day      Sys/Dia
Mon      128/82
Tue      139/84
Wed      131/88
Thu      126/80
Taken seated after five minutes."""


def _ask(context: str, question: str) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(SYSTEM.format(context=context)), HumanMessage(question)])
    return out.content


@pytest.mark.parametrize("context, question, kept, left", [
    (BIKE, "On which dates were the tyres below the minimum?", ["9 Jun", "16 Jun"], ["2 Jun", "23 Jun"]),
    (BP, "On which days were the readings above the maximum?", ["Tue", "Wed"], ["Mon", "Thu"]),
])
def test_rows_past_a_named_bound_are_listed_not_the_extreme_row(context, question, kept, left):
    reply = _ask(context, question)
    assert all(k in reply for k in kept) and not any(x in reply for x in left), reply
