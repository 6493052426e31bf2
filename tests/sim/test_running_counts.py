"""A count the user keeps across turns (``dialogue.running_counts``; cues in data/sim/patterns.yaml,
section ``running_counts``): the figure stated, plus each later addition; a limit for an addition
with no number; nothing added to a thing another addition names. Before: the first statement was
quoted back as the count (issue 26)."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage


def _reply(*turns):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [str(w.message) for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turns,total", [
    (("I swam 20 lengths this morning.", "Nice!", "Did 5 more after lunch.", "Great.", "How many lengths is that?"), "25"),
    (("We've sold three raffle tickets so far.", "Good start.", "Just sold another one!", "Great.",
      "How many tickets have we sold?"), "4"),
    (("I've planted a dozen tulips.", "Lovely.", "Planted another 6 this afternoon.", "OK.",
      "How many tulips have I planted?"), "18"),
])
def test_the_additions_are_counted(turns, total):
    text, stated = _reply(*turns)
    assert total in text and not stated, text


def test_an_addition_with_no_number_is_a_stated_limit():
    text, stated = _reply("I've read 40 pages of the novel.", "Good going.", "Then a few more pages before bed.",
                          "Nice.", "How many pages have I read?")
    assert stated and "a few more" in stated[0], (text, stated)


def test_an_addition_to_another_thing_is_not_counted():
    text, _ = _reply("I've had two coffees today.", "OK.", "Had another tea too.", "OK.", "How many coffees today?")
    assert "3" not in text and "three" not in text.lower(), text


def test_running_count_reads_the_turns():
    from course_lib.sim.dialogue.running_counts import running_count

    assert running_count("how many laps?", ["I ran 4 laps.", "2 more laps done."]).startswith("That makes 6 laps")
    assert running_count("how many laps?", ["I ran 4 laps."]) is None
    assert running_count("what time is it?", ["I ran 4 laps.", "another one"]) is None
