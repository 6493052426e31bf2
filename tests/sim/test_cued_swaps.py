"""A correction written "X not Y" inside a turn a correction cue opens (``course_lib.sim.request.cued_swaps``,
issue 26, the twenty-seventh set's V10): any value kind (days, times, numbers, money, ids, names),
lower case allowed for typed values; and a thread that applies it. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim.request.cued_swaps import cued_swap


@pytest.mark.parametrize("turn, swap", [
    ("oops, it's friday not thursday", ("friday", "thursday")),
    ("sorry, make that 18:45 not 18:15", ("18:45", "18:15")),
    ("my bad, it's Harrogate not Ripon", ("Harrogate", "Ripon")),
    ("actually it's 7B, not 7A", ("7B", "7A")),
    ("sorry - not 12 but 15", ("15", "12")),
    ("my mistake, it's €60 not €80.", ("€60", "€80")),
    # guards: no cue, two kinds, a preference, a question
    ("it's friday not thursday", None),
    ("sorry, friday not 8pm", None),
    ("oops, I'd like tea not coffee", None),
    ("sorry, is it friday not thursday?", None),
])
def test_a_cued_swap(turn, swap):
    assert cued_swap(turn) == swap


def test_the_conversation_facts_read_it():
    from course_lib.sim.request.conversation import stated_facts

    facts = stated_facts(["My locker number is 118.", "whoops, it's 181 not 118"])
    assert any("181" in v for v in facts.values()) and not any("118" in v for v in facts.values()), facts


def _reply(*turns):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(msgs).content


@pytest.mark.parametrize("turns, new, old", [
    (("The electrician is coming Thursday at 10.", "Noted.", "oops, it's friday not thursday", "OK.",
      "when's the electrician coming"), "friday", "thursday"),
    (("We're staying at the Fernbank Hotel in Ripon.", "Lovely.", "my bad, it's Harrogate not Ripon", "OK.",
      "where's the Fernbank Hotel"), "Harrogate", "Ripon"),
])
def test_a_thread_applies_it(turns, new, old):
    reply = _reply(*turns)
    assert new.lower() in reply.lower() and old.lower() not in reply.lower(), reply
