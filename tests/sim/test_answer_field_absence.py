"""A structured answer field says what the text reply says when that reply finds the documents do not
hold the answer ("The documents do not name the plumber, so I don't know."), never the line the text
reply refused (issue 26: the field's own quote bypassed the text path's checks), and a yes/no field
beside it ("in_notice") agrees. Notes of my own; the behaviour cases fail on 1d73706e (the line about
the plumber's visit was the field's answer, "in_notice" True)."""

from __future__ import annotations

import warnings

from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel

from course_lib.sim import SimulatedChatModel

_NOTICE = ("Notice to residents of Alder House.\n\nThe plumber will replace the hot water cylinder on\n"
           "Wednesday 9 April between 9 am and 1 pm. Water will be off for about three hours.\n"
           "Please keep the airing cupboard clear.\n\nAlder House Management Committee")


class Reply(BaseModel):
    answer: str


class Checked(BaseModel):
    answer: str
    in_notice: bool


def _both(question: str) -> tuple[str, str]:
    llm = SimulatedChatModel()
    msgs = [SystemMessage(f"Answer from this notice only.\n\n{_NOTICE}"), HumanMessage(question)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = llm.invoke(msgs).content
        field = llm.with_structured_output(Reply).invoke(msgs).answer
    return text, field


def test_the_field_says_the_documents_do_not_name_it():
    text, field = _both("What's the plumber's name?")
    assert "don't know" in text
    assert field == text


def test_a_field_the_text_reply_answers_is_left_alone():
    text, field = _both("How long will the water be off?")
    assert "three hours" in field and "don't know" not in field


def test_a_flag_beside_the_answer_agrees_with_it():
    llm = SimulatedChatModel()
    for question, held in (("What's the plumber's name?", False), ("How long will the water be off?", True)):
        msgs = [SystemMessage(f"Answer from this notice only.\n\n{_NOTICE}"), HumanMessage(question)]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = llm.with_structured_output(Checked).invoke(msgs)
        assert out.in_notice is held, (question, out)
