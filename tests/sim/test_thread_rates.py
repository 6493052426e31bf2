"""``dialogue.thread_rates``: an amount the user stated per period, worked to the period a later
question asks (x 7 a day over a week, x 12 a month over a year), in English and Chinese; a stated
limit for a pair of periods that does not convert (a day over a month). Invented wordings."""

import warnings

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.dialogue.thread_rates import answer, rates


def test_rates_read():
    assert [(r.value, r.unit, r.period) for r in rates("I cycle 12 km every day.")] == [(12.0, "km", "day")]
    assert [(r.value, r.unit, r.period) for r in rates("我每周游泳3次。")] == [(3.0, "次", "week")]
    assert rates("I cycle to work.") == []


@pytest.mark.parametrize(("statement", "question", "want"), [
    ("I cycle 12 km every day.", "How far do I cycle in a week?", "84 km"),
    ("We put £40 a week into the holiday pot.", "how much is that over a year?", "£2,080"),
    ("我每周游泳3次。", "我一年游泳多少次?", "156次"),
])
def test_worked(statement, question, want):
    assert want in answer(question, [statement])


def test_no_other_period_asked():
    assert answer("How far do I cycle?", ["I cycle 12 km every day."]) is None


def test_day_over_month_is_a_limit():
    msgs = [HumanMessage("I cycle 12 km every day."), AIMessage("Great."), HumanMessage("How far is that in a month?")]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke(msgs)
    assert out.response_metadata.get("simulator_limit") and "360" not in out.content


@pytest.mark.parametrize(("statement", "question", "want"), [
    # a frequency with an amount each time: worked, never the statement quoted back
    ("I swim 4 times a week, 1500 m each session.", "How far do I swim in a week?", "6,000 m"),
    ("I cycle to the office twice a week, 14 km each trip.", "how many km is that in a year?", "1,456 km"),
    ("I read 25 pages each session, three times a week.", "How many pages do I read in a week?", "75 pages"),
])
def test_a_frequency_times_an_amount_each_time(statement, question, want):
    assert want in answer(question, [statement])


def test_a_frequency_alone_is_no_amount():
    # "3 times a week" counts the times: no amount of pages each time, nothing worked from it as pages
    assert [(r.value, r.unit, r.period) for r in rates("I go 3 times a week.")] == [(3.0, "times", "week")]
