"""A running total of money spent whose question turn states one more amount before it asks (issue 26
point 3, branch ``learner79``, probe ``learner79``): "and 30 on a taxi. how much have i spent today?"
gave 17.30, the earlier turns' sum without the question's own 30 (``thread_workings.running_total``
now reads the question's lead before its asking part as one more turn). Wordings invented here; each
test failed on start79 unless its docstring says it is a guard."""

from __future__ import annotations

import re
import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.thread_workings import running_total


def _reply(*turns: str) -> str:
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs).content


@pytest.mark.parametrize(("turns", "want"), [
    (("paid 8.20 for parking", "OK.", "then 15 for the museum", "Noted.",
      "plus 6.40 on ice creams. how much have we spent so far?"), r"29\.60"),
    (("spent 40 on petrol", "OK.", "and 12.99 on snacks - what does that all come to?"), r"52\.99"),
])
def test_the_question_turns_own_amount_is_added(turns, want):
    assert re.search(want, _reply(*turns))


def test_table():
    assert "29.60" in running_total("plus 6.40 on ice creams. how much have we spent so far?",
                                    ["paid 8.20 for parking", "then 15 for the museum"])


def test_a_question_alone_as_before():
    """Guard (passed on start79): a question with no amount of its own sums the earlier turns."""
    assert "23.20" in running_total("how much have we spent so far?", ["paid 8.20 for parking", "then 15 for the museum"])
