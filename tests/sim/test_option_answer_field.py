"""A structured ``answer: str`` field on a grade prompt that offers its reply values ("Respond with
only 'Yes' or 'No'") takes the grade's value, not an answer to the text's question (issue 26,
ports26: the feedback-loop port's ``Response.answer`` was "I don't know." or a quoted sentence;
the field's ``title`` that named the options is dropped from the tool schema, so only the
prompt names them). ``responders/structured.py`` (``_OPTION_GRADES``). Invented wordings and
topics."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Verdict(BaseModel):
    answer: str = Field(..., title="The options can be only 'Yes' or 'No'")


class Reply(BaseModel):
    response: str


PROMPTS = [
    "Decide whether the passage below is relevant to the question.\nQuestion: {q}\nPassage: {c}\n\n"
    "Is the passage relevant? Respond with only 'Yes' or 'No'.",
    "You check search results.\nUser question: {q}\nRetrieved text: {c}\nDoes the retrieved text help "
    "answer the user question? Reply with only 'yes' or 'no'.",
]

CASES = [  # (question, text, relevant?)
    ("How often should a sourdough starter be fed?",
     "A sourdough starter kept at room temperature should be fed once a day with equal weights of flour and water.",
     True),
    ("How often should a sourdough starter be fed?",
     "The night bus to Varna leaves the central station at 23.15 and arrives at 06.40.", False),
    ("What tyre pressure does the Corvo 300 scooter need?",
     "The Corvo 300 scooter needs 2.1 bar in the front tyre and 2.4 bar in the rear tyre.", True),
    ("What tyre pressure does the Corvo 300 scooter need?",
     "Basil seedlings need six hours of sun and should be watered at the base.", False),
]


@pytest.mark.parametrize("prompt", PROMPTS)
@pytest.mark.parametrize(("q", "c", "relevant"), CASES)
def test_the_answer_field_takes_the_offered_value(prompt, q, c, relevant):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Verdict).invoke(prompt.format(q=q, c=c))
    assert out.answer.strip().rstrip(".").lower() == ("yes" if relevant else "no"), out


@pytest.mark.parametrize(("q", "c", "relevant"), CASES[:2])
def test_guard_an_answer_field_on_a_question_is_still_the_answer(q, c, relevant):
    """Guard (passes on the old code): no offered values, the field answers the question."""
    prompt = "Answer the question from the passage.\nPassage: {c}\nQuestion: {q}"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Reply).invoke(prompt.format(q=q, c=c))
    if relevant:
        assert "once a day" in out.response, out
    else:
        assert out.response.strip().lower() not in ("yes", "no"), out
