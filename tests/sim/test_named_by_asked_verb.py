"""A question about one part of an earlier statement gets that part: "what should you call me?"
over "My name's Bartholomew, but my friends call me Bart." is "Bart", not the whole statement with
the other name in it (issue 26, AA10: ``thread_notes.named_by_asked_verb``). Invented wordings."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.thread_notes import named_by_asked_verb


@pytest.mark.parametrize("question,said,want", [
    ("what should you call me?", ["My name's Bartholomew, but my friends call me Bart."], "Bart"),
    ("what do the kids call him?", ["The kids call him Grandpa Joe, though his name is Joseph Ade."], "Grandpa Joe"),
    ("what do they call us at work?", ["At work they call us Team Otter."], "Team Otter"),
    ("where did I move from?", ["I'm Katarzyna and I moved here from Gdańsk."], None),  # no verb + pronoun + name
    ("what should you call me?", ["Call me Bart.", "No wait, call me Barty."], None),  # two names: not told apart here
])
def test_the_name_after_the_questions_own_verb(question, said, want):
    assert named_by_asked_verb(question, said) == want


@pytest.mark.parametrize("turns,want,not_in", [
    (["My name's Bartholomew, but my friends call me Bart.", "Good to meet you!", "what should you call me?"],
     "Bart", "Bartholomew"),
    (["The kids call him Grandpa Joe, though his name is Joseph Ade.", "Lovely.", "what do the kids call him?"],
     "Grandpa Joe", "Joseph"),
])
def test_the_reply_is_the_asked_name_only(turns, want, not_in):
    msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        reply = SimulatedChatModel().invoke(msgs)
    assert want in reply.content and not_in not in reply.content, reply.content
