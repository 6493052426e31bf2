"""A correction "it's the 15th not the 14th" (issue 26; ``request.cued_swaps``, forms in patterns.yaml
cued_swaps.swap_forms): an article before either value is no part of it, so the earlier fact is
corrected ("Which day is my flight?" answered "the 14th" after the user corrected it). Invented
wordings; the behaviour rows fail on e764df6c, the guard holds on both.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.cued_swaps import cued_swap


@pytest.mark.parametrize(("turn", "swap"), [
    ("Sorry, it's the 22nd not the 21st.", ("22nd", "21st")),
    ("oops - not the 3rd but the 5th", ("5th", "3rd")),
    ("Sorry, it's 22nd not 21st.", ("22nd", "21st")),  # guard
])
def test_an_article_is_no_part_of_the_value(turn, swap):
    assert cued_swap(turn) == swap


def test_the_thread_answers_the_corrected_day():
    turns = ["My ferry to Arran is on the 21st.", "Noted.", "Sorry, it's the 22nd not the 21st.", "No problem.",
             "which day is my ferry?"]
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    reply = SimulatedChatModel().invoke(msgs).content
    assert "22nd" in reply and "21st" not in reply, reply
