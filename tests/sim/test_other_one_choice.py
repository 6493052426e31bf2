""""The other one" after the user's own choice (``course_lib.sim.dialogue.other_one``, ``direct_replies``;
issue 26, the twenty-eighth set's W10): over two items the user stated with an amount each, the
item the user's own later turn chose (when the answer names neither) makes "the other one" the
remaining item, whatever other words the question has; with no turn choosing, a stated
conversation limit, never the two-item statement echoed. Wordings of my own."""

from __future__ import annotations

import warnings

from langchain_core.messages import AIMessage, HumanMessage


def _ask(*turns: str):
    from course_lib.sim import SimulatedChatModel

    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().invoke(msgs)
    return out.content, [w for w in caught if type(w.message).__name__ == "SimulatorLimitWarning"]


def test_the_users_own_choice_makes_the_other_one():
    text, stated = _ask("Two tents on offer: the dome is £140 and the tunnel £215.", "Noted.",
                        "I like the look of the tunnel", "Fair enough.", "what did the other one cost again")
    assert "£140" in text and "£215" not in text and not stated, text


def test_a_distance_with_its_unit():
    text, _ = _ask("Two walks from the car park: the ridge path is 11 km and the lake path 7 km.", "OK.",
                   "the lake sounds easier on the knees", "It is.", "how far was the other one")
    assert "11 km" in text and "7 km" not in text, text


def test_no_choice_is_a_stated_limit_not_an_echo():
    text, stated = _ask("Two tents on offer: the dome is £140 and the tunnel £215.", "Noted.",
                        "both look good", "They do.", "how much was the other tent again")
    assert stated and "£215" not in text, text
