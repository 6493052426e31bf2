"""``asked_units``: the unit (or kind of value) a question asks, as evidence before "I don't know"
(issue 26; the fortieth set's class II4). Notices and wordings invented here (a fuel rationing
notice, a 团购 of rice, a gas account, a removal van, a seed packet, a 饮水机 notice); the behaviour
cases fail on 334c89bb (no such module; "I don't know" over the line), the guards (marked) pass on both.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import asked_units
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_FUEL = """Island fuel notice
Deliveries resume on Thursday.
Until then each household may fill three cans of 20 litres at the harbour pump.
Cash only."""

_RICE = """团购通知
东北大米:每人限购三袋(每袋2.5公斤),周六上午自提。
付款方式:微信转账。"""

_GAS = """Your gas account
Statement date: 3 October
Amount due: £54.10
Next meter reading: December"""

_VAN = """Luton van hire
Payload: up to 1,050 kg.
Load length 4.0 m.
Driver must be 25 or over."""

_SEEDS = """Sweet pea 'Matucana'
Sow 2 cm deep, 15 cm apart.
Flowers June to September.
Packet contains about 25 seeds."""

_WATER = """饮水机使用说明
每层楼一台,24小时供应热水。
滤芯每三个月更换一次。"""


@pytest.mark.parametrize(("question", "units", "owed"), [
    ("How many litres can we get?", ("litre",), False),
    ("我最多能买多少公斤大米?", ("kilogram",), False),
    ("几袋?", ("zh:袋",), False),
    ("Am I in credit?", (), True),
    ("Do we owe the gas company anything?", (), True),
    ("How heavy a load can it take?", ("kilogram", "gram", "pound"), False),
])
def test_the_asked_unit(question, units, owed):
    found = asked_units.asked(question)
    assert found is not None and found.units == units and found.owed is owed


@pytest.mark.parametrize("question", ["What time does it open?", "Who do I pay?", "How many people came?"])
def test_no_unit_asked(question):  # guard
    assert asked_units.asked(question) is None


@pytest.mark.parametrize(("doc", "question", "want"), [
    (_FUEL, "How many litres can each household fill?", "60 litres"),  # three cans of 20 litres, worked
    (_RICE, "每人最多能买多少公斤大米?", "7.5公斤"),  # 三袋 x 每袋2.5公斤
    (_GAS, "Am I in credit, or do I owe them?", "£54.10"),  # the account line, "amount due"
])
def test_one_tied_line_answers(doc, question, want):
    found = asked_units.answered(question, [doc])
    assert found is not None and not found.why and want in found.text


@pytest.mark.parametrize(("doc", "question"), [
    (_VAN, "How heavy a piano could I move in it?"),  # a mass line, no word of the question
])
def test_an_untied_line_is_the_limit(doc, question):
    found = asked_units.answered(question, [doc])
    assert found is not None and found.why and not found.text


@pytest.mark.parametrize(("doc", "question"), [
    (_SEEDS, "How many kilograms does a packet weigh?"),  # no mass in the packet's lines
    (_WATER, "每层楼有多少升热水?"),  # no 升 anywhere
])
def test_no_line_with_the_unit_leaves_i_dont_know(doc, question):  # guard
    assert asked_units.answered(question, [doc]) is None


@pytest.mark.parametrize(("doc", "question", "want"), [
    (_FUEL, "How many litres can each household fill?", "60"),
    (_RICE, "每人最多能买多少公斤大米?", "7.5"),
    (_GAS, "Am I in credit, or do I owe them?", "54.10"),
])
def test_the_reply_is_no_i_dont_know(llm, doc, question, want):  # noqa: F811
    text, limits = _rag(llm, doc, question)
    assert not limits and want in text


@pytest.mark.parametrize(("doc", "question"), [
    (_SEEDS, "How many kilograms does a packet weigh?"),
])
def test_truly_absent_stays_i_dont_know(llm, doc, question):  # noqa: F811 - guard
    text, limits = _rag(llm, doc, question)
    assert not limits and ("don't know" in text or "不知道" in text)


@pytest.mark.parametrize(("question", "line", "want"), [
    ("How many litres can each household fill?", "each household may fill three cans of 20 litres", "60 litres"),
    ("How many litres is each can?", "each household may fill three cans of 20 litres", None),  # one can asked
    ("每袋多少公斤?", "每人限购三袋(每袋2.5公斤)", None),  # the bag itself asked
    ("最多能买多少公斤?", "每人限购三袋(每袋2.5公斤)", "7.5公斤"),
])
def test_a_count_times_a_per_unit_amount(question, line, want):
    got = asked_units.worked_in(question, line)
    assert (got is None) if want is None else (got is not None and got.startswith(want))


_WATER_BILL = """Water account 55102
Opening balance        £31.00
Payments received      £31.00
Charges this period    £27.60
Amount now due         £27.60"""


def test_an_earlier_balance_is_not_what_is_owed_now():
    found = asked_units.answered("How much do we owe the water company?", [_WATER_BILL])
    assert found is not None and not found.why and "27.60" in found.text


def test_a_name_no_document_holds_stays_i_dont_know(llm):  # noqa: F811 - guard
    doc = "Kestrel 4 camper\nWater tank: 80 litres\nFridge: 40 litres"
    text, limits = _rag(llm, doc, "How many litres does the Merlin 6's water tank hold?")
    assert "80" not in text


def test_a_line_sharing_one_word_of_several_is_no_answer():
    found = asked_units.answered("How many litres of water should I drink a day?",
                                 ["Kestrel 4 camper\nWater tank: 80 litres\nFridge: 40 litres"])
    assert found is not None and found.why and not found.text


def test_a_bare_classifier_not_tied_leaves_i_dont_know():  # guard
    doc = "快递说明\n下单后3天内发货。\n偏远地区另加2天。"
    assert asked_units.answered("退款几天能到账?", [doc]) is None


# (fix43b) a Chinese word that restates the asked kind ("时间" of "几点", "价格" of "多少钱") ties no line
# to the question: the line must hold its subject (data zh_kind_words). Notices of my own.
_POOL = """游泳馆须知
开放时间上午9点到晚上9点。
泳帽必须佩戴。"""

_BUS = """班车安排
早班车发车时间7点。
请提前五分钟到站。"""


@pytest.mark.parametrize(("doc", "question"), [
    (_POOL, "闭馆时间是几点?"),  # "闭馆" in no line: 时间 / 点 alone tie nothing
    (_BUS, "熄灯时间是几点?"),  # "熄灯" in no line
])
def test_a_kind_word_alone_ties_no_line(doc, question):
    found = asked_units.answered(question, [doc])
    assert found is None or not found.text


@pytest.mark.parametrize(("doc", "question", "want"), [
    (_BUS, "早班车几点发车?", "7点"),  # guard: the subject is in the line
])
def test_the_subjects_line_still_answers(doc, question, want):
    found = asked_units.answered(question, [doc])
    assert found is not None and want in found.text


@pytest.mark.parametrize(("question", "unit"), [
    ("How many kilos of apples fit in the crate?", "kilogram"),
    ("How much fuel in litres does the tender hold?", None),
    ("How many hours does the glaze firing take?", "hour"),
])
def test_the_asked_unit_is_read_once_per_question(question, unit):
    """A question's asked unit is read once and kept (the quoting path asks it for each picked
    line): the same object each time (fails before speed79, which read it anew), and the reading
    itself unchanged (the unit as the data's forms give it)."""
    first = asked_units.asked(question)
    assert asked_units.asked(question) is first
    if unit is not None:
        assert first is not None and unit in first.units
