"""A yes/no asked after an age is stated gets the age-bound verdict (fix48b, the forty-sixth set's OO7;
``stated_answers._age_bound_reply``, ``values.ages.bound_clauses``): the question's yes/no may follow the
age in its own sentence or clause ("My dad is 70. Can he ...?", "I'm 15 - am I allowed ...?"); a bound
may stand under an age lead ("Suitable age: 10+"); a Chinese bound ("16岁以上") and question ("...吗?")
are answered in Chinese. A question with no stated age, or documents with no bound, are left to the other
readings. Material and wordings of my own: a zip line, a pottery evening, a 少年宫 class, a museum."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

ZIP = "Treetop zip line\nRiders must be aged 10 or over.\nSessions run hourly from 10 am."
POTTERY = "Pottery evening at the barn\nFor adults aged 21 and over (wine is served).\nClay and glazes included."
KIT = "Marble run kit\nPieces: 120.\nSuitable age: 10+.\nBatteries not needed."
ZH = "少年宫书法班招生\n本班面向16岁以上学员。\n每周六上午上课。"
MUSEUM = "Town museum\nOpen Tuesday to Sunday, 10 am to 4 pm.\nEntry is free."


def _ask(doc: str, question: str) -> str:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        lead = "请只根据下面的资料回答。\n\n资料:\n" if "岁" in doc else "Use only the context below to answer.\n\nContext:\n"
        return SimulatedChatModel().invoke([SystemMessage(f"{lead}{doc}"),
                                            HumanMessage(question)]).content


@pytest.mark.parametrize("doc, question, opening", [
    (ZIP, "My nephew is 8. Can he ride the zip line?", "No"),
    (ZIP, "I'm 34 - am I allowed on the zip line?", "Yes"),
    (POTTERY, "My sister is 19; can she come to the pottery evening?", "No"),
    (KIT, "My grandson is 7. Is the marble run kit OK for him?", "No"),
    (KIT, "My granddaughter is 11. Would the marble run kit suit her?", "Yes"),
    (ZH, "我儿子14岁,可以报名吗?", "不可以"),
    (ZH, "我女儿17岁,能不能报名?", "可以"),
])
def test_the_verdict(doc, question, opening):
    assert _ask(doc, question).startswith(opening)


def test_no_bound_no_verdict():
    reply = _ask(MUSEUM, "My son is 9. Can he visit the museum on Monday?")
    assert not reply.startswith(("Yes", "No:"))
