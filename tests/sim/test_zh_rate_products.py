"""``zh_rate_products``: a Chinese rate per unit ("每晚380元", "30元/人", "每小时收费45元") times the
question's count of that unit ("住三晚", "6个人", "2个小时") when it asks an amount in all (一共 / 总共 ...
多少钱); no count, two counts, or a rate per another unit: no product (issue 26, the thirty-ninth set's
HH2). Invented lines; the cues and units are data (``data/sim/zh_rate_products.yaml``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.zh_rate_products import product

HOTEL = "湖畔民宿价格表\n标准间每晚380元，含早餐。\n停车免费。"
BOAT = "游船租赁\n双人脚踏船每小时收费45元。\n押金200元。"
BUS = "旅游大巴\n车费30元/人，儿童半价。"


@pytest.mark.parametrize(("question", "bodies", "total"), [
    ("我们住三晚一共要付多少钱？", [HOTEL], 1140),
    ("租2个小时总共多少钱？", [BOAT], 90),
    ("我们6个人一共要交多少钱？", [BUS], 180),
], ids=["nights-han-numeral", "hours", "slash-rate"])
def test_rate_times_count(question, bodies, total):
    got = product(question, bodies)
    assert got is not None and got.total == total, got


@pytest.mark.parametrize(("question", "bodies"), [
    ("标准间一晚多少钱？", [HOTEL]),  # a rate asked, no total
    ("我们6个人住三晚一共要付多少钱？", [HOTEL]),  # two counts
    ("租2个小时一共要付多少钱？", [HOTEL]),  # no rate per hour
    ("3月5日去一共多少钱？", [BUS]),  # a date, no count
], ids=["rate-asked", "two-counts", "other-unit", "date"])
def test_no_product(question, bodies):
    assert product(question, bodies) is None


def test_the_reply_gives_the_total():
    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = SimulatedChatModel().invoke(f"根据资料回答问题。\n\n资料：\n{HOTEL}\n\n问题：我们住三晚一共要付多少钱？").content
    assert "1140" in text.replace(",", ""), text


# (fix43b, the forty-first set's JJ4 (b)) a count with "要交多少钱" asks the whole as "一共" does; of
# several rates on one line the one its label names; a number inside a name ("二号馆") is no count
HALLS = "场地租金:一号馆每小时80元,二号馆每小时120元。"
LESSONS = "课程收费\n钢琴课每节150元,吉他课每节100元。"


@pytest.mark.parametrize(("question", "bodies", "total"), [
    ("二号馆租3个小时要付多少钱？", [HALLS], 360),
    ("吉他课上五节要交多少钱？", [LESSONS], 500),
    ("钢琴课上六节一共多少钱？", ["钢琴课每节150元，五节起报。"], 900),  # guard: a minimum after the rate
], ids=["hall-label", "lesson-label", "minimum-after"])
def test_the_labelled_rate_times_count(question, bodies, total):
    got = product(question, bodies)
    assert got is not None and got.total == total, got


@pytest.mark.parametrize(("question", "bodies"), [
    ("租3个小时要付多少钱？", [HALLS]),  # two rates, no label named
    ("二号馆每小时多少钱？", [HALLS]),  # the rate asked
    ("租船5个小时一共多少钱？", ["租船须知：前1小时免费，之后每小时收费30元。"]),  # a rate from a count on
], ids=["no-label", "rate-asked", "allowance"])
def test_no_labelled_product(question, bodies):
    assert product(question, bodies) is None


# (ground79) a priced first tier before the rate: the first tier, then the rate on the rest of the count; a
# "then" mark with no first tier read, or a cap the product passes: no product
@pytest.mark.parametrize(("question", "bodies", "total"), [
    ("寄存5天一共多少钱？", ["寄存服务：首日10元，之后每天6元。"], 34),
    ("停4个小时多少钱？", ["停车收费：前1小时8元，以后每小时4元。"], 20),
    ("自习3个小时要多少钱？", ["单次：第一小时6元，超过一小时每小时4元。"], 14),
    ("保洁3个小时一共多少钱？", ["基础保洁：每小时50元，每次最高收费200元。"], 150),  # under the cap (a guard: passes on start79)
], ids=["first-day", "first-hour-count", "first-hour-ordinal", "under-cap"])
def test_a_first_tier_then_the_rate(question, bodies, total):
    got = product(question, bodies)
    assert got is not None and got.total == total, got


@pytest.mark.parametrize(("question", "bodies"), [
    ("停2个小时一共多少钱？", ["首3小时10元，之后每小时2元。"]),  # the count inside the first tier (a guard)
    ("保洁5个小时一共多少钱？", ["基础保洁：每小时50元，每次最高收费200元。"]),  # over the cap
    ("停5个小时一共多少钱？", ["停车：超过部分每小时4元。"]),  # a "then" mark, no first tier read
], ids=["inside-first-tier", "over-cap", "then-unread"])
def test_no_tiered_product(question, bodies):
    assert product(question, bodies) is None


def test_the_tiered_reply_shows_its_working():
    got = product("寄存5天一共多少钱？", ["寄存服务：首日10元，之后每天6元。"])
    assert got.answer().startswith("34元（首日10元 + 4天 × 每天6元）"), got.answer()


# (ground79) a cap asked: the one line stating it
CHARGING = "充电站收费\n一、充电费每度1.5元。\n二、占位费每小时2元,每次最高收费50元。\n三、会员九折。"
AFTER_SCHOOL = "课后托管收费\n一、托管费按天计,每天40元,每月封顶800元。\n二、餐费另计。"


@pytest.mark.parametrize(("question", "bodies", "amount"), [
    ("占位费一次最多收多少?", [CHARGING], "50"),
    ("托管一个月最多交多少钱?", [AFTER_SCHOOL], "800"),
], ids=["per-visit", "per-month"])
def test_the_cap_asked(question, bodies, amount):
    from course_lib.sim.grounded.zh_rate_products import cap

    got = cap(question, bodies)
    assert got is not None and got.amount == amount, got


@pytest.mark.parametrize(("question", "bodies"), [
    ("托管一天多少钱?", [AFTER_SCHOOL]),  # no cap asked
    ("占位费一个月最多收多少?", [CHARGING]),  # a cap for another period
    ("最多能带几个人?", ["游船须知\n每船最多乘坐4人。\n押金200元。"]),  # no charge capped
], ids=["no-cap-asked", "other-period", "no-money-cap"])
def test_no_cap(question, bodies):
    from course_lib.sim.grounded.zh_rate_products import cap

    assert cap(question, bodies) is None


def test_the_cap_reply():
    """Over the model: "停一整天最多收多少" answered by the capped line, never "我不知道" (it was on start79)."""
    from course_lib.sim import SimulatedChatModel

    notes = "临江停车场收费\n一、临时停车:首小时6元,之后每小时4元,每天最高收费40元。\n二、月卡每月350元。"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        text = SimulatedChatModel().invoke(f"根据资料回答问题。\n\n资料：\n{notes}\n\n问题：停一整天最多收多少？").content
    assert "40元" in text, text
