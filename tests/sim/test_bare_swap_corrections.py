"""A correction with no cue and no subject (issue 26, seventeenth set L10): a turn that is only
"<value>, not <old value>" ("13, not 12.") or "not <old>, <value>" is itself the correction: the
meant value replaces the old one in the earlier statement (``corrections.swapped``, read by
``corrections.correction``, so by conversation memory and the thread notes alike). Both values
must be of one kind (a number, a time, a weekday, an id of one shape); "Tea, not coffee." or a
longer sentence corrects nothing. Before, the turn had no cue and the stale fact was quoted.
Invented threads."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.corrections import correction, swapped


def _ask(*turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turn, expected", [
    ("48, not 84.", ("48", "84")),
    ("Friday, not Wednesday!", ("Friday", "Wednesday")),
    ("not 9C but 9D", ("9D", "9C")),
    ("not 6:10, 6:40.", ("6:40", "6:10")),
])
def test_a_bare_swap_is_a_correction(turn, expected):
    assert swapped(turn) == expected
    assert correction(turn) == expected


@pytest.mark.parametrize("turn", ["Tea, not coffee.", "Now, not later.", "I said 48, not 84, twice already.",
                                  "48, not Friday.", "Is it 48, not 84?"])
def test_other_turns_are_no_bare_swap(turn):
    assert swapped(turn) is None


@pytest.mark.parametrize("turns, new, old", [
    (["My locker is number 84.", "Noted.", "48, not 84.", "Okay.", "What is my locker number?"], "48", "84"),
    (["The plumber comes on Wednesday.", "Fine.", "Friday, not Wednesday.", "Okay.",
      "When does the plumber come?"], "Friday", "Wednesday"),
    (["Our seats are in row 9C.", "Nice.", "not 9C but 9D", "Okay.", "Which row are our seats in?"], "9D", "9C"),
])
def test_the_thread_answers_the_swapped_value(turns, new, old):
    reply, _ = _ask(*turns)
    assert new in reply and old not in reply, reply
