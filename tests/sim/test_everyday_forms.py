"""``words.everyday_forms``: a question's everyday and shortened forms read as the documents write
them (issue 26), and the replies that follow over material that answers them."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.request.conversation import recall
from course_lib.sim.words.everyday_forms import same_word, written

CLINIC = ("Ridgeway Dental - opening hours\nMon-Fri 08:00-17:30; Saturday 09:00-12:00.\n"
          "Appointments can be changed up to 24 hours before.\nTablets prescribed here are collected at reception.")
NOTICE = ("【停气通知】\n各位居民:因管道改造,定于2036年9月5日(星期五)8:00至15:00停气,涉及3号楼至9号楼。\n"
          "停气期间请关闭燃气阀门。\n【更正】恢复供气时间推迟至当天17:00。\n燃气公司客服电话:0571-8800 1122")


@pytest.mark.parametrize("question, expected", [
    ("can i move my appt", "can i move my appointment"),
    ("where do i get my tabs", "where do i get my tablets"),
    ("open on a weds?", "open on a Wednesday?"),
    ("r u open sat arvo", "r u open Saturday afternoon"),
    ("can i come at 2.30 on thurs", "can i come at 14:30 on Thursday"),
    ("is it open at quarter past eight", "is it open at 08:15"),
    ("anyone there at 1:15pm", "anyone there at 13:15"),
    ("can i come at 1315", "can i come at 13:15"),
    ("can i come at half 4", "can i come at 16:30"),
])
def test_english_forms_read_as_the_documents_write(question, expected):
    assert written(question, (CLINIC,)) == expected


@pytest.mark.parametrize("question, expected", [
    ("9月5号几点来气?", "9月5日几点恢复供气?"),
    ("礼拜五停气吗?", "星期五停气吗?"),
])
def test_chinese_forms_read_as_the_documents_write(question, expected):
    assert written(question, (NOTICE,)) == expected


@pytest.mark.parametrize("question", [
    "what is the sat nav code",  # "sat" is no day here
    "is the price 9.90",  # a price, no time
    "我住5号楼",  # a building, no date
    "can i bring the kids at 5 years old",
])
def test_guards_left_as_written(question):
    """Guards: words that only look like the forms stay as written."""
    assert written(question, (CLINIC + "\n" + NOTICE,)) == question


def test_a_form_the_documents_write_themselves_is_kept():
    assert written("how much are the meds", ("Meds: £3 each.\nMedicines for pets are extra.",)) == "how much are the meds"


@pytest.mark.parametrize("question, expected", [
    ("is it open at 4.30 on a weds", "17:30"),
    ("how long b4 can i change my appt", "24 hours"),
    ("where do i get my tabs", "reception"),
])
def test_a_shortened_question_answered_from_the_line_that_answers(question, expected):
    reply = SimulatedChatModel().invoke(f"Answer from these notes.\n\n{CLINIC}\n\nQuestion: {question}").content
    assert expected in reply and "don't know" not in reply.lower()


def test_a_chinese_everyday_question_gets_the_corrected_time():
    reply = SimulatedChatModel().invoke([SystemMessage(f"请只根据下面的通知回答住户的问题。\n\n{NOTICE}"),
                                         HumanMessage("9月5号几点来气?")]).content
    assert "17:00" in reply and "不知道" not in reply


@pytest.mark.parametrize(("a", "b", "same"), [
    ("bday", "birthday", True), ("birthday", "bday", True), ("appt", "appointment", True),
    ("birthday", "birthday", True), ("bday", "anniversary", False), ("appt", "address", False),
])
def test_same_word_reads_a_shortened_form_as_its_word(a, b, same):
    assert same_word(a, b) is same


@pytest.mark.parametrize(("said", "asked", "want"), [
    ("my bday is 14 nov", "whens my birthday?", "14 nov"),
    ("My birthday is the 2nd of March.", "what day is my bday", "the 2nd of March"),
    ("my appt is thurs at 10", "when is my appointment", "thurs at 10"),
])
def test_a_fact_stated_in_a_shortened_form_is_recalled_by_its_word(said, asked, want):
    assert want in (recall([said], asked) or "")


def test_a_fact_of_another_word_is_not_recalled():
    assert recall(["my bday is 14 nov"], "when is my anniversary?") is None
