"""Adjustments of a price limited to days (issue 26, ``course_lib.sim.grounded.day_limits``).

"Thursdays: 25% off all pottery classes", "Sunday surcharge +£2", "Tue-Wed: 2-for-1 on pizzas": the
line is an operand. A price asked for one of its days (named, or a dated day whose weekday is one)
is the other lines' price adjusted; on another day the plain price, the line named as not applying;
with no day named, a stated limit. Notes invented for this test; the behaviour cases fail on the code
before the change (the line quoted, the plain price given for its day, or another limit); the guards
are named as such.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import day_limits
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_POTTERY = ("Clay Corner studio\nTaster pottery class: £30\nWheel hire per hour: £12\n"
            "Thursdays: 25% off all pottery classes.")
_TAXI = "Town taxis\nAirport run: £40\nSunday surcharge: +£8 on every fare.\nCard payments accepted."
_PIZZA = "Luigi's\nMargherita pizza £9\nTue-Wed: 2-for-1 on pizzas.\nDelivery £2.50."
_SEAT_ZH = "影院票价\n普通座:50元\n每周二半价日,普通座半价。"


def test_the_lines_days_and_adjustment_are_read():
    (lim,) = day_limits.limits_of([_POTTERY])
    assert lim.days == frozenset({3}) and lim.factor == 0.75
    (taxi,) = day_limits.limits_of([_TAXI])
    assert taxi.days == frozenset({6}) and taxi.add == 8
    (pizza,) = day_limits.limits_of([_PIZZA])
    assert pizza.pairs and pizza.days == frozenset({1, 2})


@pytest.mark.parametrize(("notes", "question", "want"), [
    (_POTTERY, "What does a taster pottery class cost on a Thursday?", "22.50"),
    (_TAXI, "How much is the airport run on Sunday?", "48"),
    (_TAXI, "How much is the airport run on Sunday 7 March 2027?", "48"),  # (7 March 2027 is a Sunday)
    (_TAXI, "What will the airport run cost on 7 March 2027?", "48"),  # a dated day whose weekday counts
    (_PIZZA, "How much for four margherita pizzas on Wednesday?", "18"),
    (_PIZZA, "How much for two margherita pizzas on Friday?", "18"),
    (_SEAT_ZH, "周二看电影普通座多少钱?", "25"),
])
def test_the_price_on_a_day_is_worked(llm, notes, question, want):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert not stated and want in text, text


@pytest.mark.parametrize(("notes", "question", "plain", "never"), [
    (_POTTERY, "What does a taster pottery class cost on a Monday?", "30", "22.50"),
    (_TAXI, "How much is the airport run on Tuesday?", "40", "48"),
])
def test_another_day_keeps_the_plain_price(llm, notes, question, plain, never):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert not stated and plain in text and never not in text, text


def test_no_day_named_states_the_limit(llm):  # noqa: F811
    text, stated = _rag(llm, _TAXI, "How much is the airport run?")
    assert stated and "Sunday" in text, text


def test_an_age_the_line_also_asks_is_checked(llm):  # noqa: F811
    notes = "Barber\nBeard trim £10\nMondays: 20% off for customers over 65."
    text, stated = _rag(llm, notes, "How much is a beard trim on a Monday for me? I'm 70.")
    assert not stated and "8" in text, text
    text, stated = _rag(llm, notes, "How much is a beard trim on a Monday for me? I'm 40.")
    assert not stated and "£10" in text and "£8" not in text, text


def test_guard_a_question_about_the_offer_itself_is_left_alone(llm):  # noqa: F811  guard: passed before too
    text, _ = _rag(llm, _POTTERY, "Which day are pottery classes cheaper?")
    assert "Thursday" in text, text


TEAS = "Willow Tearooms - scones are £3 each. Saturdays: 20% off any order of 4 or more scones."


def test_a_day_limited_line_that_needs_a_least_count_adjusts_no_smaller_order():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim.request.reading import read_request

    request = read_request([SystemMessage("Answer from the notes.\n\n" + TEAS), HumanMessage("How much is one scone?")])
    assert day_limits.split(request) is None  # (one scone is no order of 4 or more: the line adjusts nothing asked)
    request = read_request([SystemMessage("Answer from the notes.\n\n" + TEAS),
                            HumanMessage("How much are 5 scones on Saturday?")])
    assert day_limits.split(request) is not None


def test_an_unread_plain_price_beside_a_day_limited_line_is_a_stated_limit(llm):  # noqa: F811
    reply, limits = _rag(llm, TEAS, "I'm getting 4 scones this Saturday. What will I pay?")
    assert reply != "I don't know." and (limits or "12" in reply or "9.6" in reply)
