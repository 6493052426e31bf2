"""A structured output's answer field over documents has the grounded answer's doubts: where a text
reply would state that it cannot tell whether the documents answer (a value in a shape it does not
read, a mistyped word), the field does not say a plain "I don't know." with no limit (issue 26,
ports21: a telecom support RAG's ``GeneratedAnswer.answer``). ``structured``'s answer field, after
``evidence.partial_answer``, asks ``doubted_absence`` as the text reply does. Invented wordings."""

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Reply(BaseModel):
    answer: str = Field(description="The answer, from the notes only.")


DOUBTED = [
    "Notes:\nbackup_policy:\n  retention_days: 45\n  schedule: nightly\n\nQuestion: How many days are backups kept?",
    "Notes:\nThe platform fee is 4 percent of each sale.\n\nQuestion: How big is the platfrom fee?",
]


def _structured(prompt):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().with_structured_output(Reply, include_raw=True).invoke(prompt)
    return out["parsed"].answer, out["raw"].response_metadata.get("simulator_limit", "")


@pytest.mark.parametrize("prompt", DOUBTED)
def test_the_field_states_the_limit_a_text_reply_states(prompt):
    answer, limit = _structured(prompt)
    assert limit or "don't know" not in answer.lower(), answer


def test_guard_nothing_to_doubt_stays_i_dont_know():
    """Guard (passes before too): notes on another subject, nothing to doubt."""
    answer, limit = _structured("Notes:\nThe museum opens at 10am.\n\nQuestion: Who founded the observatory?")
    assert "don't know" in answer.lower() and not limit


def test_guard_an_answered_field_is_the_answer():
    """Guard (passes before too)."""
    answer, limit = _structured("Notes:\nThe museum opens at 10am on weekdays.\n\nQuestion: When does the museum open?")
    assert "10am" in answer and not limit
