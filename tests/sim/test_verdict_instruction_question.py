"""A grader's instruction line may itself end in a question about the verdict ("Reply KEEP or DROP:
should this document be kept for answering the question?"); when the prompt labels the question
of its own ("Question: ..."), that label is the question judged and the instruction line is the
prompt's instruction (``reading``: an instruction line's rest is the question only when no label
of its own names one). Invented prompts."""
import warnings

import pytest

from course_lib.sim import SimulatedChatModel


def _run(prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(prompt)
    ex = out.response_metadata["explanation"]
    return out.content, ex.get("task"), ex["evidence"].get("question")


HOURS = "Library hours: Mon-Fri 9-8, Sat 10-5, Sun 12-4."
SHED = "The bike shed code is 2906; the bin store uses the same fob."


@pytest.mark.parametrize("prompt, verdict, question", [
    (f"Answer RELEVANT or IRRELEVANT: does this passage help answer the question?\n"
     f"Question: when does the library close on sundays\nPassage: {HOURS}", "RELEVANT", "when does the library close on sundays"),
    (f"Reply KEEP or DROP: should this document be kept for answering the question?\n"
     f"Question: what is the bike shed code\nDocument: {SHED}", "KEEP", "what is the bike shed code"),
    (f"Respond PASS or FAIL: is the document about the user's question?\n"
     f"User question: what's the code for the bike shed\nDocument: {SHED}", "PASS", None),
])
def test_the_labelled_question_is_judged(prompt, verdict, question):
    text, task, read = _run(prompt)
    assert task == "grade_relevance"
    assert text.strip().startswith(verdict)
    if question:
        assert read == question


def test_an_instruction_that_holds_the_only_question_still_asks_it():
    text, task, read = _run(f"Using only these notes, answer: when does the library close on sundays?\nNotes: {HOURS}")
    assert task == "answer" and read.startswith("when does the library close on sundays") and "12-4" in text
