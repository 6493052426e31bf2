"""An amount a cost verb governs is money whatever its currency's name (issue 26, ports12: "the
bridge cost 310 million crowns to build"; ``quantities`` money pattern). Before, "How much did the
bridge cost to build?" over that sentence was "I don't know." with no limit: "crowns" is in no
currency list. Notes invented here."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.words.quantities import states


@pytest.mark.parametrize(("text", "money"), [
    ("The new pier cost 12 million crowns to build.", True),
    ("A day pass costs 45 kronor.", True),
    ("The repair cost about 900 lei.", True),
    ("The detour cost 3 hours.", False),  # time, not money
    ("The storm cost 12 lives.", False),
])
def test_a_cost_verbs_amount(text, money):
    assert states(text, "money") is money


def test_the_cost_question_is_answered():
    from course_lib import get_chat_model

    notes = ("<Document source=\"notes/pier.md\"/>\nThe Kilbride pier reopened in May. The council said the "
             "pier cost 12 million crowns to rebuild.\n</Document>")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = get_chat_model("sim").invoke([SystemMessage(f"Answer from this context: {notes}"),
                                            HumanMessage("How much did the Kilbride pier cost to rebuild?")])
    assert "12 million crowns" in out.content, out.content
