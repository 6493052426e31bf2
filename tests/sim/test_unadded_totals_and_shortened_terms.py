"""Two doubts before a trusted "I don't know" (``doubted_absence``): a question asking a total
("一共", "altogether") over a line that gives its amounts (``_unadded_total``), and a Chinese term
of the question that is the documents' term with characters left out ("车位费" for "车位管理费":
``question_rereadings.han_terms_shortened``): each a stated documents limit. Invented notices:
swimming lessons, a residents' car park, in Chinese."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.question_rereadings import han_terms_shortened
from course_lib.sim.request.reading import Request
from tests.sim._chat import ask_rag

SWIM = "收费通知:游泳培训费每月600元,装备费每月80元,按季度收取,每季度按3个月计算。报名第二门课程的,培训费减免10%。"
PARKING = "社区通知:车位管理费每月150元,第二个车位的管理费减免30%。电动车充电每度0.8元。"


@pytest.mark.parametrize(("context", "question"), [
    (SWIM, "一个季度加起来一共要交多少钱?"),
    (PARKING, "家里第二辆车的车位费每月是多少?"),
])
def test_a_worked_or_shortened_answer_is_a_limit_not_i_dont_know(context, question):
    reply, limits = ask_rag(context, question)
    assert limits and "我不知道" not in reply and "I don't know" not in reply, reply


def test_an_absent_subject_is_still_i_dont_know():
    reply, limits = ask_rag(SWIM, "一共有几个班?")
    assert "我不知道" in reply and not limits, reply


@pytest.mark.parametrize(("question", "documents", "pairs"), [
    ("车位费每月多少?", PARKING, [("车位费", "车位管理费")]),
    ("充电费多少?", "电动车充电费每度0.8元。", []),  # the documents' own term
    ("学费多少?", "学杂费每学期800元。", []),  # two characters: too short to tell
])
def test_han_terms_shortened(question, documents, pairs):
    from course_lib.sim.material.documents import loose_documents

    request = Request(system="", human=question, question=question, instructions="",
                      documents=list(loose_documents(documents)))
    assert han_terms_shortened(request) == pairs
