"""An answer graded against a reference answer (issue 26, ports10; ``sim/reference_grading.py``).

An LLM-as-judge "correctness" prompt gives a question, a reference answer and the answer to grade
in labelled sections and asks for a yes/no field. The simulator graded it as document relevance
and answered ``False`` for every answer, right ones included (LangSmith's RAG evaluation port:
three answers that state the reference's fact graded incorrect, no limit). Now the reference's
core items (the figure a value question asks for, else a name the question does not hold, else
half its content words) are looked for in the answer: present with no conflicting figure ->
true; a refusal or another figure in place of the reference's -> false; neither -> a stated
limit with the safe value false.
Prompts, schemas and answers are invented here (other labels than the port's, a Pydantic schema);
the true cases and the limit case fail on the code before (the false cases pass on both).
"""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field


class Verdict(BaseModel):
    """Grade the predicted answer against the expected one."""

    reasoning: str = Field(description="Think step by step before the verdict")
    is_correct: bool = Field(description="Whether the prediction is correct relative to the expected answer")


INSTRUCTIONS = ("You grade answers to questions about a cookbook. Compare the predicted answer with "
                "the expected answer: it is correct when it agrees with the expected answer's facts "
                "and contradicts none of them; extra accurate detail is fine.")


def _grade(question: str, expected: str, predicted: str) -> tuple[bool, str]:
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel().with_structured_output(Verdict, include_raw=True)
    body = f"Question: {question}\nExpected answer: {expected}\nPrediction: {predicted}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = llm.invoke([SystemMessage(INSTRUCTIONS), HumanMessage(body)])
    return out["parsed"].is_correct, out["raw"].response_metadata.get("simulator_limit") or ""


@pytest.mark.parametrize("question, expected, predicted", [
    ("How long should the sourdough rest before baking?", "It rests for 14 hours in the fridge.",
     "Leave the dough in the fridge for 14 hours, covered with a damp cloth."),
    ("Who wrote the chapter on fermentation?", "Tove Lindqvist wrote it in 2019.",
     "The fermentation chapter is by Tove Lindqvist."),
    ("What should be added to the sauce at the end?", "Cold butter and a pinch of smoked salt.",
     "Whisk in cold butter with some smoked salt just before serving."),
])
def test_an_answer_stating_the_reference_is_correct(question, expected, predicted):
    correct, limit = _grade(question, expected, predicted)
    assert correct is True and not limit


@pytest.mark.parametrize("question, expected, predicted", [
    ("How long should the sourdough rest before baking?", "It rests for 14 hours in the fridge.",
     "It rests for 3 hours at room temperature."),
    ("Who wrote the chapter on fermentation?", "Tove Lindqvist wrote it in 2019.", "I don't know."),
])
def test_a_conflicting_figure_or_a_refusal_is_incorrect(question, expected, predicted):
    correct, limit = _grade(question, expected, predicted)
    assert correct is False and not limit


def test_an_answer_in_other_words_is_a_stated_limit():
    correct, limit = _grade("What should be added to the sauce at the end?",
                            "Cold butter and a pinch of smoked salt.",
                            "A knob of something dairy and a little seasoning.")
    assert correct is False and "reference" in limit


def test_the_sections_are_read_by_their_labels():
    from course_lib.sim.responders.reference_grading import compare, sections

    text = "QUESTION: When did it open?\nGROUND TRUTH ANSWER: In 1904.\nSTUDENT ANSWER: It opened in 1904."
    assert sections(text) == {"question": "When did it open?", "reference": "In 1904.",
                              "answer": "It opened in 1904."}
    assert "reference" not in sections("QUESTION: When did it open?\nSTUDENT ANSWER: 1904")  # no reference
    assert compare("When did it open?", "In 1904.", "It opened in 1911.").verdict == "fail"
