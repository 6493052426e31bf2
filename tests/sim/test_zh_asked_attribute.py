"""A Chinese question that asks an attribute of a thing with the 的 left out ("物业电话是多少": the
office's phone, what is it) is no question about the thing as a whole (issue 26): a sentence on the
office with no phone number in it quoted as the answer, because "多少" read as a count met the
sentence's "15层". Now the concept right before "是多少" / "是什么" is the asked thing
(``evidence._possessed``), and "电话 / 手机号 / 号码 ... 多少" asks no count (``quantities``).
Invented notices."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.words.quantities import asked_type

NOTICE = ("【停车场通知】\n地下车库B区3月25日起重新划线，期间B区暂停使用，A区正常开放。\n"
          "车位较紧张，请住户尽量错峰停车，有疑问可以到物业服务中心咨询。\n物业服务中心")


def _ask(question: str) -> tuple[str, str | None]:
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(f"根据通知回答。\n\n通知：\n{NOTICE}\n\n问题：{question}")
    return out.content, out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("question", ["物业服务中心电话是多少？", "服务中心手机号是多少"])
def test_an_attribute_the_notice_lacks_is_not_quoted_as_the_answer(question):
    text, limit = _ask(question)
    assert limit or "没有找到" in text or "不知道" in text, text  # the phone is not in it: not found, or a limit


@pytest.mark.parametrize(("question", "kind"), [
    ("电话是多少", None), ("他的手机号是多少", None), ("房租是多少", "number"), ("一共有多少人", "number"),
])
def test_a_phone_asked_is_no_count(question, kind):
    got = asked_type(question)
    assert (got[0] if got else None) == kind
