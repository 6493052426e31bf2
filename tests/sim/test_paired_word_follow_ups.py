""""And the left?" after a question about the right: the follow-up's word of a pair (left /
right, upper / lower, first / last, morning / evening: ``lexicons.yaml`` paired_words) takes the
place of its other in the previous question (``ellipsis``; issue 26, the twentieth set's class
O8). Invented wordings, none of the set's."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.request.ellipsis import reframed


@pytest.mark.parametrize(("previous", "question", "expected"), [
    ("What is the upper limit for the pH?", "And the lower?", "What is the lower limit for the pH?"),
    ("When is the morning train to Cork?", "What about the evening one?", "When is the evening train to Cork?"),
    ("Who is on the first shift?", "And the last?", "Who is on the last shift?"),
    ("What pressure do the front tyres need?", "and the back?", "What pressure do the back tyres need?"),
])
def test_a_paired_word_takes_its_others_place(previous, question, expected):
    assert reframed(previous, question) == expected


NOTES = """Tyre pressures for the van (cold):
Front tyres: 3.1 bar
Back tyres: 3.6 bar
Spare: 4.0 bar
"""


def test_a_notes_follow_up_with_the_other_word_is_answered():
    messages = [SystemMessage(f"Answer from these notes only.\n\n{NOTES}"),
                HumanMessage("What pressure do the front tyres need?"), AIMessage("3.1 bar."),
                HumanMessage("And the back?")]
    reply = SimulatedChatModel().invoke(messages).content
    assert "3.6" in reply and "3.1" not in reply, reply
    # no swap when the previous question holds no other word once, or holds the word itself
    assert reframed("Which side is the left door on?", "And the left?") is None
    assert reframed("Is the left or the right lane faster?", "And the left?") is None
