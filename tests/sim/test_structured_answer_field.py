"""A structured ``answer`` string field on a grounded request says what the text reply would (issue 26,
the thirty-fifth set's DD3; ``responders/structured.py``, the answer branch): a quote that gives the
operands of a sum the question asks is the text reply's stated limit (``quoted_answer.uncomputed``), and
a question the documents do not cover gets the text reply's grounded answer and its limits, never the
evidence's part with "I don't know that part". Wordings of my own."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from course_lib import SimulatorLimitWarning
from course_lib.sim import SimulatedChatModel


class Reply(BaseModel):
    answer: str = Field(description="the answer to the parent's question")


NOTICE = ("Kit order: shirt £12 + shorts £8 + socks £4, pay the coach by Friday.\n"
          "Training is on Tuesdays at 6pm on the back pitch.\nMatches start at 10am on Saturdays.")


def _both(question):
    msgs = [SystemMessage("You help parents with the football club's notice.\n\nNotice:\n" + NOTICE),
            HumanMessage(question)]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        field = SimulatedChatModel().with_structured_output(Reply).invoke(msgs).answer
    said = [str(w.message) for w in caught if issubclass(w.category, SimulatorLimitWarning)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = SimulatedChatModel().invoke(msgs).content
    return field, said, text


def test_operands_of_a_sum_are_the_text_replys_limit():
    field, said, text = _both("how much do we pay for the kit altogether?")
    assert said and "£12 + shorts" not in field
    assert field == text


def test_a_plain_answer_stays_the_quote():  # guard
    field, said, text = _both("what time is training?")
    assert "6pm" in field and said == []
