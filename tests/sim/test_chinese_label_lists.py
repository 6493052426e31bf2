"""Chinese label lists (issue 26, build item 2: a prompt that lists allowed labels gets one of
them): the last label joined by "或" / "或者" / "还是" is a label of its own ("物流、售后或账户":
three labels, not "售后或账户"), and a Chinese label is named with no spaces around it (Chinese
writes none), so the instruction line that offers the labels is no description of the first one
and a text that names one label picks it. All prompts invented for this test."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.task.tasks import output_options


@pytest.mark.parametrize("prompt, values", [
    ("把这条评论分到一类：物流、售后或者账户。只回答类别。", ("物流", "售后", "账户")),
    ("分类：价格、质量还是服务", ("价格", "质量", "服务")),
    ("类别：早餐、午餐或晚餐", ("早餐", "午餐", "晚餐")),
    ("类别：账户、物流、售后", ("账户", "物流", "售后")),  # (guard: no "或")
])
def test_the_last_chinese_label_after_or_is_its_own(prompt, values):
    assert output_options(prompt) == values


@pytest.mark.parametrize("word, text, found", [
    ("表扬", "咨询、投诉或表扬", True),
    ("售后", "物流、售后或账户", True),
    ("web", "use the website", False),  # (guard: a Latin word keeps its boundary)
    ("web", "search the web.", True),
])
def test_a_chinese_word_has_no_boundary_to_ask(word, text, found):
    import re

    from course_lib.sim.words.text import whole_word

    assert bool(re.search(whole_word(word), text)) is found


def _ask(prompt: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(prompt)


@pytest.mark.parametrize("prompt, label", [
    ("把这条反馈分到一类：物流、售后或账户。只回答类别。\n反馈：账户登录不了", "账户"),
    ("请给这条留言归类，类别：早餐、午餐或晚餐。只回答类别。\n留言：晚餐的汤太咸了", "晚餐"),
])
def test_a_text_naming_one_chinese_label_gets_it(prompt, label):
    out = _ask(prompt)
    assert out.content.strip() == label and not out.response_metadata.get("simulator_limit")


@pytest.mark.parametrize("prompt, first", [
    ("把这条留言分到一类：物流、售后或账户。只回答类别。\n留言：今天天气不错，我们去公园吧", "物流"),
    ("请把这句话分类，类别：早餐、午餐或晚餐。只回答类别。\n句子：我明天要去北京出差", "早餐"),
])
def test_a_text_naming_no_label_is_not_given_the_first_silently(prompt, first):
    out = _ask(prompt)
    assert out.response_metadata.get("simulator_limit") or out.content.strip() != first
