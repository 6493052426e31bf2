"""Chinese numerals a field or a tool argument reads (``figure_forms.han_counted`` through
``plain_figures``; issue 26 item 2, the forty-third set's egg order): a numeral before a measure
word as digits, dozens (打) multiplied out, amounts in 块 / 毛 as yuan. Wordings are mine."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, Field

from course_lib.sim import SimulatedChatModel
from course_lib.sim.words.figure_forms import plain_figures

CASES = [
    ("订十五张票", "订15张票"),
    ("买半打啤酒", "买6个啤酒"),
    ("三打鸡蛋", "36个鸡蛋"),
    ("每杯两块五", "每杯2.5元"),
    ("一斤九毛", "一斤0.9元"),  # "一" before a measure word is as often "a" as "one": left
    ("一共一百二十元", "一共120元"),
    ("两块蛋糕", "2块蛋糕"),  # pieces of cake: a count, no money
    ("设个一个半小时的闹钟", "设个一个半小时的闹钟"),  # one and a half
    ("订两个房间", "订2个房间"),
    ("第三个路口", "第三个路口"),  # an ordinal
    ("我们一起去看看", "我们一起去看看"),  # no measure word
    ("一次性付清", "一次性付清"),
]


@pytest.mark.parametrize(("text", "read"), CASES)
def test_chinese_numerals_as_figures(text, read):
    assert plain_figures(text) == read


class FruitOrder(BaseModel):
    boxes: int = Field(description="箱数")
    price_per_box: float = Field(description="每箱的价格,单位:元")


def test_a_schema_reads_chinese_numerals():
    order = SimulatedChatModel().with_structured_output(FruitOrder).invoke("我订十二箱橙子,每箱三十五块。")
    assert order.boxes == 12 and order.price_per_box == 35
