"""A heading or phrase that names the material a prompt hands over ("Relevant information:",
"the relevant passages", "Most relevant chunks") is no relevance-grader cue (issue 26, the
twenty-ninth set's X1): the prompt asks the question answered, not a verdict on the material. A
relevance grade asks one ("is the document relevant", a value pair, a scale), and those stay
graded. The pattern is data: ``patterns.yaml`` ``tasks.material_named``."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

NOTES = ("Harbour kayak hire\nSingle kayak: £22 per two hours\nDouble kayak: £35 per two hours\n"
         "Wetsuits are included. Last launch 17:00; boats back by 18:30.")


def _recognised(messages):
    from course_lib.sim.request.reading import read_request
    from course_lib.sim.task import tasks

    return tasks.recognise(read_request(messages)).name


def _reply(messages):
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(messages).content


@pytest.mark.parametrize("prompt", [
    f"Question: what time is the last launch\n\nRelevant context:\n{NOTES}\n\nAnswer from the relevant context.",
    f"what time is the last launch\n\nMost relevant passages:\n{NOTES}",
    f"Relevant documents:\n{NOTES}\n\nQuestion: what time is the last launch",
    f"### Relevant notes\n{NOTES}\n\n### Question\nwhat time is the last launch",
])
def test_a_material_heading_is_no_grader_cue(prompt):
    assert _recognised([HumanMessage(prompt)]) == "answer"
    reply = _reply([HumanMessage(prompt)])
    assert "17:00" in reply and reply.strip().lower() not in ("yes", "no")


@pytest.mark.parametrize("messages", [
    [SystemMessage("You are a grader assessing relevance of a retrieved document to a user question. If the "
                   "document contains keywords related to the question, grade it as relevant. Give a binary "
                   "score 'yes' or 'no'."),
     HumanMessage(f"Retrieved document:\n\n{NOTES}\n\nUser question: what time is the last launch")],
    [HumanMessage(f"Is the following passage relevant to the question? Answer yes or no.\n\nQuestion: what "
                  f"time is the last launch\n\nPassage: {NOTES}")],
    [HumanMessage(f"Decide whether the text is relevant information for the question. Reply yes or no.\n\n"
                  f"Question: what time is the last launch\n\nText: {NOTES}")],
])
def test_a_relevance_grade_asked_stays_a_grade(messages):
    assert _recognised(messages) == "grade_relevance"


@pytest.mark.parametrize("text,masked", [
    ("Relevant information:", "information:"),
    ("Use the relevant passages below", "Use passages below"),
    ("Most relevant chunks", "chunks"),
    ("Is the passage relevant context for the question?", "Is the passage relevant context for the question?"),
    ("grade it as relevant", "grade it as relevant"),
    ("Relevant to the question?", "Relevant to the question?"),
])
def test_the_material_pattern(text, masked):
    from course_lib.sim.words.cues import patterns

    assert patterns("tasks").material_named.sub("", text) == masked
