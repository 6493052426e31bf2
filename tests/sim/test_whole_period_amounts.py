"""An amount asked "for the whole hire / rental / booking / holiday" (issue 26, the twenty-ninth set's
X2): a rate line ("Child seat €6 per day") quoted back is its operand, not the amount asked; the reply
works it out or states the limit, never quotes the rate as the answer (``patterns.yaml``
``unworked_answers.computed_whole``, read by ``unworked_answers.uncomputed``)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage

from course_lib.sim.words.cues import patterns

RENTAL = """Campervan rental - booking HV-3391
Pick-up: Mon 3 June 2032, 14:00. Drop-off: Fri 7 June 2032, 10:00.
Bike rack €8 per day. Camping chairs €2.50 per chair per day.
Second driver €11 per day."""


@pytest.mark.parametrize("question", ["what will the bike rack cost for the whole rental",
                                      "how much is the second driver for our whole holiday",
                                      "whats the whole booking going to cost"])
def test_the_whole_period_is_a_computed_amount(question):
    assert patterns("unworked_answers").computed_whole.search(question)


def test_a_rate_line_is_no_answer_for_the_whole_rental():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([HumanMessage(f"Context:\n{RENTAL}\n\nQuestion: what will the bike rack cost for the whole rental")])
    assert out.response_metadata.get("simulator_limit") or "32" in out.content, out.content
