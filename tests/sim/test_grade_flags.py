"""A yes/no field of its own words ("keep", "use_it") on a request recognised as a relevance grade takes
the text reply's verdict on the same request (``responders/structured.py``, the boolean branch through
``verdicts.verdict``; issue 26, the thirty-fifth set's DD9 (b)): a chunk on the question's subject that
covers part of it is "yes" as text and true as a field. Wordings of my own."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel


class Sift(BaseModel):
    """Whether to pass a chunk on."""

    keep: bool = Field(description="true if the chunk helps answer the question")


SYSTEM = "You filter retrieved chunks for a bus company's help bot."
ON_TOPIC = ("Question: when is the earliest bus to Kendal on Sundays?\n"
            "Chunk: Sunday services Lancaster to Kendal: 07:50, 10:20, 14:05.")
OFF_TOPIC = ("Question: when is the earliest bus to Kendal on Sundays?\n"
             "Chunk: Lost property can be collected from the depot office on weekdays.")


def _both(human):
    llm = SimulatedChatModel()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        flag = llm.with_structured_output(Sift).invoke([SystemMessage(SYSTEM), HumanMessage(human)]).keep
        text = llm.invoke([SystemMessage(SYSTEM + " Does the chunk help answer the question? Reply yes or no."),
                           HumanMessage(human)]).content.strip().lower()
    return flag, text


@pytest.mark.parametrize("human, keep", [(ON_TOPIC, True), (OFF_TOPIC, False)])
def test_the_flag_agrees_with_the_text_verdict(human, keep):
    flag, text = _both(human)
    assert flag is keep
    assert text == ("yes" if keep else "no")
