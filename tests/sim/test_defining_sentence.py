""""What is X?" is answered by the sentence that defines X itself ("A tisane is ..."), before one
that defines a kind of X ("A cold tisane is ..."), whichever comes first. Before (issue 26,
seventh batch of ports: the conversational RAG tutorial, "What is a levain?" answered "A stiff
levain is made at 50 to 60 per cent hydration ..."), both got the whole definition bonus.
Invented notes."""

from __future__ import annotations

import warnings

from course_lib import get_chat_model
from course_lib.sim.grounded import evidence
from course_lib.sim.material.documents import Document
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher

KINDS = ("# Cold and hot tisanes\nA cold tisane is steeped overnight in the fridge and tastes milder. "
         "A hot tisane is steeped for five minutes in water just off the boil.")
PLAIN = ("# What is a tisane?\nA tisane is an infusion of herbs, flowers or fruit that contains no tea leaves. "
         "Chamomile and peppermint are the most common.")


def test_the_sentence_that_defines_the_term_itself_wins():
    found = evidence.gather(Matcher(Knowledge.load()), "What is a tisane?",
                            [Document("kinds", "", KINDS, 1), Document("plain", "", PLAIN, 2)])
    assert found.picks and found.picks[0][1].startswith("A tisane is an infusion")


def test_the_reply_defines_the_term():
    llm = get_chat_model("sim")
    prompt = ("Use the following pieces of retrieved context to answer the question.\n\n"
              f"{KINDS}\n\n{PLAIN}\n\nQuestion: What is a tisane?")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = llm.invoke(prompt).content
    assert "infusion of herbs" in text
