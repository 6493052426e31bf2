"""(ground79, issue 26 point 1) grounded replies that applied a change to the wrong item, multiplied a tiered
rate by the whole count, quoted an item line for a yes/no question about a condition it does not speak of, or
quoted a line naming no one for a "who" question. Invented material (topics and formats of no set or probe); each
whole-model test failed on start79."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel


def _reply(doc: str, question: str, intro: str = "Answer from the notes only."):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"{intro}\n\n{doc}"), HumanMessage(question)])
    return out.content, out.response_metadata.get("simulator_limit")


PETS = ("Hillside Pet Hotel\nBoarding: dogs £22 per night, cats £14 per night.\nVaccination certificates are "
        "required.\nCorrection: cats are £16 per night from March.")
PLOTS = ("Allotment society - rents 2027\nPlot rents: full plot £60 a year, half plot £35 a year.\nWater is "
         "included.\nNo bonfires between April and October.\nAmendment: the half plot rent is now £38 a year.")
PARKING = ("翠湖公寓停车须知\n一、月卡:地上车位每月260元,地下车位每月380元。\n二、访客停车每小时4元。\n三、夜间22点后禁止鸣笛。\n"
           "四、调整:自3月1日起,地下车位月卡调整为每月420元。")


@pytest.mark.parametrize(("doc", "question", "want", "old"), [
    (PETS, "how much for a dog per night?", "22", "16"),
    (PLOTS, "whats the rent for a full plot", "60", "38"),
    (PARKING, "地上车位月卡多少钱?", "260", "420"),
], ids=["pets", "plots", "zh-parking"])
def test_a_change_of_another_item_leaves_the_asked_one(doc, question, want, old):
    text, limit = _reply(doc, question)
    assert limit is None and want in text and old not in text, text


@pytest.mark.parametrize(("doc", "question", "want"), [
    (PETS, "how much are cats a night now", "16"),
], ids=["pets-changed"])
def test_the_change_of_the_asked_item_still_holds(doc, question, want):
    """A guard (passes on start79 too): the change of the very item asked is still applied."""
    text, _ = _reply(doc, question)
    assert want in text, text


@pytest.mark.parametrize(("question", "want"), [
    ("地上车位一年多少钱", "3,120元"),  # the other item's change left alone, the month's rate times 12
    ("地下车位一年多少钱", "5,040元"),  # the changed item: the new rate times 12
], ids=["unchanged-item", "changed-item"])
def test_a_year_of_a_monthly_card(question, want):
    """A period the amount is asked for ("一年") is no absent subject (``subject_words.zh_no_subject``)."""
    text, limit = _reply(PARKING, question, "你是物业助手,只根据下面的须知回答。")
    assert limit is None and want in text, text


LUGGAGE = "行李寄存收费\n一、寄存服务:首日10元,之后每天6元。\n二、大件行李另收5元。\n三、贵重物品不予寄存。"
STUDY = "自习室收费\n一、单次:第一小时6元,超过一小时每小时4元。\n二、月卡200元。"


@pytest.mark.parametrize(("doc", "question", "total", "plain"), [
    (LUGGAGE, "寄存5天一共多少钱?", "34元", "30元"),
    (STUDY, "自习3个小时要多少钱?", "14元", "12元"),
], ids=["first-day", "first-hour"])
def test_a_first_tier_then_a_rate(doc, question, total, plain):
    text, limit = _reply(doc, question, "你是助手,只根据下面的资料回答。")
    assert limit is None and total in text and not text.startswith(plain), text


CLEANING = "上门保洁收费\n一、基础保洁:每小时50元,每次最高收费200元。\n二、自带工具。"


def test_a_cap_the_product_passes_is_no_product():
    """"每小时50元,每次最高收费200元" for 5 hours: 250元 passes the cap; no plain product (the reply states a limit
    or gives the cap, never 250元)."""
    text, _ = _reply(CLEANING, "保洁5个小时一共多少钱?", "你是助手,只根据下面的资料回答。")
    assert "250" not in text, text


FLORIST = ("BLOOMFIELD FLORIST\nTill 1          02/06/2027  10:05\nRoses (bunch)        2 @ 8.00     16.00\n"
           "Vase glass                        12.50\n\nTOTAL                             28.50\n"
           "Paid: Mastercard                  28.50\n\nRefunds within 30 days with this receipt.\n"
           "Cut flowers are not refundable.")


def test_a_yes_no_quote_missing_its_condition_states_a_limit():
    text, limit = _reply(FLORIST, "can i get a refund on the roses?", "Answer from my receipt.")
    assert limit and "refund" in limit, text


@pytest.mark.parametrize(("doc", "question", "want"), [
    ("Cycle hire shop\nAdult bike £15 a day.\nChild bike £9 a day.\nHelmets free with every hire.\n"
     "E-bikes are not suitable for under-16s.", "can my 14 year old hire an e-bike", "No"),
    ("Pottery club\nClay: £5 a bag.\nGlazes are included.\nFiring: £2 per piece.", "do i have to pay for glazes", "No"),
    ("Gym timetable\nMonday: spin 7pm, yoga 8pm.\nTuesday: circuits 6pm.\nThe studio is closed on bank holidays.",
     "is yoga on monday?", "yoga 8pm"),
], ids=["ebike", "glazes", "yoga"])
def test_answered_yes_no_questions_keep_their_answer(doc, question, want):
    """A guard (passes on start79 too): yes/no replies that speak of the asked condition are left alone."""
    text, limit = _reply(doc, question)
    assert limit is None and want in text, text


THREAD = ("From: Mo Reyes\nSubject: Re: shed base\n\nUpdate: the slab will be £340, not £300: moving the water butt "
          "adds a morning. Concrete is extra.\n\n> From: Kate Lund\n> Could you also move the water butt?\n>\n"
          ">> From: Mo Reyes\n>> Slab for the shed: £300, two days.")


def test_a_who_partial_naming_no_one_states_a_limit():
    """The question after the learner's own instruction in one message: a partial quote of the line on the water
    butt, 'wanted' unmet, names no one: a stated limit, not the quote."""
    text, limit = _reply(THREAD, "Answer from the thread only. who wanted the water butt moved?")
    assert limit or "Kate" in text, text
