"""A measure in the question against a bound in a line, in Chinese too (``values.comparisons``:
``read_measures``, Chinese bound words in ``lexicons.yaml`` ``compare_*``; ``words.figure_forms``:
``spoken_measures``; issue 26, the forty-fourth set's MM4). Wordings and material are my own (branch
fix46a): a trampoline park, a ferry's luggage rule, a rice shop, a climbing wall, a pony ride; none
from a fresh set or my probe ``worked_b``. Every row fails on 1d73706e (no spoken measure, no Chinese
bound word was read there), but the rows marked "same on base"."""

from __future__ import annotations

import pytest

from course_lib.sim.values import comparisons
from course_lib.sim.words.figure_forms import spoken_measures
from tests.sim._chat import ask_rag

SPOKEN = [  # (text, as figures)
    ("他一米七五", "他1.75米"),
    ("买三斤半橘子", "买3.5斤橘子"),
    ("小孙女一米零五", "小孙女1.05米"),
    ("背包五公斤半", "背包5.5公斤"),
    ("一米阳光咖啡馆", "一米阳光咖啡馆"),  # same on base: no figure after 米
    ("跑了十公里", "跑了十公里"),  # same on base: no half, no decimal unit
]


@pytest.mark.parametrize(("text", "figures"), SPOKEN)
def test_spoken_measures_read_as_figures(text, figures):
    assert spoken_measures(text) == figures


BOUNDS = [  # (sentence, question, met: True / False / None for no comparison)
    ("身高1.3米以下的小朋友不能玩蹦床。", "我儿子一米二,能玩蹦床吗?", True),
    ("身高1.3米以下的小朋友不能玩蹦床。", "我儿子一米四,能玩蹦床吗?", False),
    ("每件行李不超过15公斤。", "我的行李十六公斤可以吗?", False),
    ("体重超过100公斤的游客不能攀岩。", "我八十公斤能攀岩吗?", False),
    ("30公斤以内的儿童可以骑小马。", "女儿二十五公斤,能骑吗?", True),
    ("Bags up to 10 kg go free.", "My bag is 12 kg, is it free?", False),  # same on base
]


@pytest.mark.parametrize(("sentence", "question", "met"), BOUNDS)
def test_a_measure_against_a_chinese_bound(sentence, question, met):
    decided = comparisons.decide(question, [(0, 0, sentence)], lambda _: True)
    got = None if decided is None else bool(decided.met)
    assert got is met


REPLIES = [  # (notes, question, a part the reply must hold)
    ("蹦床公园须知\n身高1.3米以下的小朋友须由家长陪同。\n门票:每小时60元", "我女儿一米二,要家长陪吗?", "须由家长陪同"),
    ("轮渡行李规定\n每人15公斤以内免费。\n超出部分每公斤5元。", "我的行李十二公斤,要交钱吗?", "免费"),
]


@pytest.mark.parametrize(("notes", "question", "part"), REPLIES)
def test_a_chinese_bound_answers_a_spoken_measure(notes, question, part):
    reply, stated = ask_rag(notes, question)
    assert part in reply and "不知道" not in reply and not stated
