"""What is left of a sum once a part is paid (K1 of the sixteenth set's classes): "how much do I
still owe?" over notes that give amounts but no remainder is a stated limit (it does not work the
remainder out), never a trusted "I don't know." nor one row of the notes quoted."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib import SimulatorLimitWarning
from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.grounded import (  # noqa: F401  (the reader under test: unworked_answers.unworked_remainder)
    unworked_answers,
)

TUTOR = """Maths tutoring - invoices for Sam (rate $40 per session)
Session   Date      Length
1         3 Mar     60 min
2         10 Mar    90 min
Paid: $40 by card on 3 Mar
"""

FLAT = """Flat 4B - rent ledger 2027
Jan rent €950 paid 2 Jan
Feb rent €950 paid 4 Feb
Mar rent €950 paid €500 on 3 Mar
"""

CAR = """Car repair estimate
Parts: £320
Labour: 3 h at £65/h
Deposit taken: £100
"""

SYSTEM = ("Answer the question using only the context below. If the context does not contain the answer, "
          "say you don't know.\n\nContext:\n{context}")


def _ask(context, question):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke([SystemMessage(SYSTEM.format(context=context)), HumanMessage(question)])
    return out, [w for w in caught if issubclass(w.category, SimulatorLimitWarning)]


@pytest.mark.parametrize(("context", "question"), [
    (TUTOR, "How much do I still owe the tutor?"),
    (FLAT, "What is left to pay for March?"),
    (CAR, "What's the outstanding balance?"),
])
def test_a_remainder_of_stated_amounts_is_a_stated_limit(context, question):
    out, limits = _ask(context, question)
    assert limits and "simulator_limit" in out.response_metadata
    assert "don't know" not in out.content.lower()


def test_a_remainder_over_notes_with_no_amounts_is_not_this_limit():
    out, _ = _ask("Our book club meets on Thursdays at the library.", "How much do I still owe?")
    assert "work the answer out" not in out.content
