"""A Chinese form written on one line ("收货人:周杰,电话13700001111,发往南京,重量4公斤,到付。") is read
part by part: a field labelled in Chinese in its description takes its label's value, a field's
English words name Chinese labels (``destination_city``: 发往), colon-less labels ("发往南京",
"重量4公斤") are read, a "是否X" yes/no field is True where a part says X and False where it says
X away or its other option ("寄付"); Chinese units are glossed for a unit field ("4公斤" for
``weight_kg``, "3斤" 1.5 kg) (``values.label_lines``, ``figure_forms.cjk_units_glossed``, the name's
unit symbol in ``field_readers._field_unit``; data ``label_lines.yaml``, ``figure_forms.yaml``)."""

from __future__ import annotations

import warnings

import pytest
from pydantic import BaseModel, Field

from course_lib.sim.chat.model import SimulatedChatModel
from course_lib.sim.values.field_readers import read_field
from course_lib.sim.values.label_lines import cjk_flag, is_inline_form, label_value
from course_lib.sim.words.figure_forms import cjk_units_glossed

FORM = "发件人:周杰,电话13700001111,发往南京,重量4公斤,到付。"


class Waybill(BaseModel):
    shipper: str = Field(description="发件人")
    destination_city: str
    weight_kg: float
    collect: bool = Field(description="是否到付")


def _filled(schema, text):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        out = SimulatedChatModel().with_structured_output(schema).invoke(text)
    return out, [w for w in caught if "Limit" in w.category.__name__]


@pytest.mark.parametrize("name, description, text, expected", [
    ("shipper", "发件人", FORM, "周杰"),
    ("destination_city", "", FORM, "南京"),
    ("city", "", "客人：林峰；城市：苏州；入住2晚", "苏州"),
    ("guest", "入住人", "入住人：林峰，入住2晚", "林峰"),
    ("destination_city", "", "A plain English line, to Leeds.", None),
])
def test_label_value_inline(name, description, text, expected):
    assert label_value(name, description, text) == expected


@pytest.mark.parametrize("text, expected", [
    (FORM, True), ("发件人:周杰,寄付", False), ("发件人:周杰,不到付", False), ("发件人:周杰", None),
])
def test_cjk_flag(text, expected):
    assert cjk_flag("collect", "是否到付", text) is expected


def test_inline_form():
    assert is_inline_form(FORM) and not is_inline_form("今天天气很好。") and not is_inline_form("Name: Jo, Age: 4")


@pytest.mark.parametrize("text, glossed", [
    ("重量4公斤", "重量4 kg"), ("3斤苹果", "1500 g苹果"), ("跑了10公里", "跑了10 km"), ("没有数字", "没有数字"),
])
def test_cjk_units_glossed(text, glossed):
    assert cjk_units_glossed(text) == glossed


@pytest.mark.parametrize("name, text, expected", [
    ("weight_kg", "买了3斤苹果", 1.5), ("weight_kg", FORM, 4.0), ("length_cm", "The shelf is 1.2 m long.", 120.0),
])
def test_a_unit_symbol_ending_the_name(name, text, expected):
    assert read_field(name, "", "number", text) == expected


def test_structured_reads_the_one_line_form():
    out, limits = _filled(Waybill, FORM)
    assert (out.shipper, out.destination_city, out.weight_kg, out.collect) == ("周杰", "南京", 4.0, True)
    assert not limits


@pytest.mark.parametrize("name, text, expected", [
    ("crates", "收件人赵六,电话13900001111,要三箱橙子。", 3),  # the phone number is no count; 三箱 is (han_counted)
    ("guests", "Ring me on 07700 900123 - we are 4 guests.", 4),
    ("length_cm", "The board is two foot six.", 76.2),  # a compound written in words, then read
])
def test_a_count_never_takes_a_phone_number_and_words_compound(name, text, expected):
    assert read_field(name, "", "integer" if name != "length_cm" else "number", text) == expected
