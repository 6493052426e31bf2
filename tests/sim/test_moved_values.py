"""A later source that moves a field's value (``course_lib.sim.grounded.moved_values``, applied by
``replies.grounded_answer``; issue 26, the twenty-eighth set's W3): "Due date: 14 May" in a task
and "pushed the due date to 21 May" in a later note: the answer gives the moved value and names the
old one as moved from. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim.grounded.moved_values import applied, moved_value


@pytest.mark.parametrize("key, old, texts, new", [
    ("Target release", "v7", ["Update from Sam: we are moving the target release to v8 after the audit."], "v8"),
    ("Room", "12", ["Heads up: the room has been changed to 14 because of the flooding."], "14"),
    ("Owner", "Priya", ["Switched the owner to Marek on Monday."], "Marek"),
    # guards: no move, a move of another field, two different moves, another kind of value
    ("Owner", "Priya", ["Priya is away on Monday."], None),
    ("Owner", "Priya", ["Moved the deadline to Friday."], None),
    ("Budget", "4000", ["Budget moved to 4500.", "Later: budget moved to 5000."], None),
    ("Version", "2.1", ["Moving the version to Marlow."], None),
])
def test_a_moved_value(key, old, texts, new):
    assert moved_value(key, old, texts) == new


def test_the_reply_names_the_old_value_as_moved_from():
    out = applied("Target release: v7", ["we are moving the target release to v8"])
    assert out == "Target release: v8 (moved from v7 by a later source)"


def test_a_grounded_answer_gives_the_value_in_force():
    from course_lib.sim import SimulatedChatModel

    context = ("[1] TASK-88 Replace the boiler pump\nStatus: Open\nTarget release: v7\n\n"
               "[2] Comment by Sam, 3 June: we are moving the target release to v8, v7 is closed.")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([
            SystemMessage(f"Answer from the context only.\n\nContext:\n{context}"),
            HumanMessage("what's the target release for the boiler pump task")]).content
    assert "v8" in out and "v7" not in out.replace("from v7", ""), out
