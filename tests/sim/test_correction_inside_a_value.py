"""A correction that names part of an earlier value (issue 26): "My rent is 900 pounds.", then
"Sorry, I meant 950, not 900." corrects the figure inside "900 pounds"
(``conversation.stated_facts``); before, the correction matched no whole value and the old
figure was answered as if nothing had been said."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage


def _ask(*turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


@pytest.mark.parametrize("turns,new,old", [
    (("My rent is 900 pounds a month.", "Noted.", "Sorry, I meant 950, not 900.", "OK.", "What's my rent?"),
     "950", "900"),
    (("My bike has 21 gears.", "Nice.", "Oops, I meant 24, not 21.", "Got it.", "How many gears does my bike have?"),
     "24", "21"),
])
def test_a_corrected_figure_inside_a_value_replaces_it(turns, new, old):
    text, limits = _ask(*turns)
    assert limits or (new in text and old not in text), text


@pytest.mark.parametrize("facts,fixed", [
    (["My budget is 300 dollars.", "Sorry, I meant 350, not 300."], {"budget": "350 dollars"}),
    (["I live in Ghent.", "no, I meant Bruges, not Ghent"], {"home": "Bruges"}),
    (["My budget is 300 dollars.", "Sorry, I meant 350, not 30."], {"budget": "300 dollars"}),  # no whole-word 30
])
def test_stated_facts_table(facts, fixed):
    from course_lib.sim.request.conversation import stated_facts

    assert stated_facts(facts) == fixed
