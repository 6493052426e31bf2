"""A "how many X" question answered from documents without a count of X (issue 26, ports10;
``sim/asked_counts.py``).

"How many steps lead up to the lantern room?" over notes that count no steps was answered with
the sentences meeting its other words ("first lit in 1871", "step only on bare rock"), with no
limit (the LangSmith RAG-evaluation port). Now an answer from documents to "how many <noun>" must
count that noun when the notes name it but never count it, else the reply is a stated documents
limit; notes that give the count, or never name the noun, are answered as before.
The notes and questions are invented here; the limit case fails on the code before (the counted
case passes on both). With "The museum holds 14 tapestries" instead, the extractive answer still
picks the other sentences: that reply, silently wrong before, is now the stated limit too.
"""

from __future__ import annotations

import warnings

NOTES = ("Documents:\nThe Ashgrove museum opened in 1932 in a former wool exchange. Visitors may "
         "not touch the tapestries, and flash photography is banned in every gallery.")


def _ask(notes: str, question: str):
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    system = ("Use the following documents to answer the question. If you don't know the answer, "
              f"just say that you don't know.\n\n{notes}")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(system), HumanMessage(question)])
    return out.content, out.response_metadata.get("simulator_limit") or ""


def test_an_answer_that_counts_nothing_asked_is_a_stated_limit():
    from course_lib.sim.asked_counts import checked

    text, limit = _ask(NOTES, "How many tapestries does the Ashgrove museum have?")
    assert "tapestries" in limit and text == limit
    assert checked("How many rooms are there?", "There are 12 rooms.", ["It has 12 rooms."]) == "There are 12 rooms."
    assert checked("How many rooms are there?", "It is big.", ["The house is big."]) == "It is big."


def test_notes_that_give_the_count_are_answered():
    text, limit = _ask(NOTES + " The Ashgrove museum has 14 tapestries from Flanders.",
                       "How many tapestries does the Ashgrove museum have?")
    assert "14" in text and not limit
