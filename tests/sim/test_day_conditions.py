"""``day_conditions``: a question naming a day that asks a price or a deadline is not answered by the
day's opening line. Invented notes (a laundrette, a key cutter)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import day_conditions, schedules

SHOP = "Suds Laundrette\nOpen Tuesday to Sunday, 8am-8pm.\nService washes: £11.\nThursdays: service washes half price."


@pytest.mark.parametrize("question", [
    "How much is a service wash on Thursday?",
    "What will two service washes cost me on a Thursday?",
    "If I drop it off on Tuesday, when will it be ready?",
    "I need keys for Friday. By when do I have to order?",
])
def test_beyond_the_day(question):
    assert day_conditions.beyond_the_day(question, "Open Tuesday to Sunday, 8am-8pm.")
    assert schedules.answer(question, (SHOP,)) is None or "8am-8pm" not in schedules.answer(question, (SHOP,)).text


@pytest.mark.parametrize("question", [  # guards: the day's hours and whether it is open
    "Are you open on Monday?",
    "What time do you open on Wednesday?",
    "What's on on Saturday?",
])
def test_the_days_own_questions(question):
    assert not day_conditions.beyond_the_day(question, "Open Tuesday to Sunday, 8am-8pm.")


def test_a_day_line_stating_the_price_answers_it():  # guard
    assert not day_conditions.beyond_the_day("How much is parking on Sunday?", "weekends £4 a day")


def test_a_priced_item_named_with_a_day():
    assert day_conditions.beyond_the_day("What's a service wash on Tuesday?", "Open Tuesday to Sunday, 8am-8pm.",
                                         (SHOP,))
    assert not day_conditions.beyond_the_day("What's on on Tuesday?", "Open Tuesday to Sunday, 8am-8pm.",
                                             (SHOP,))  # guard


def test_a_day_line_naming_the_rate_answers_it():  # guard
    assert not day_conditions.beyond_the_day("What do I pay per kWh at 5pm on a Sunday?",
                                             "at weekends 16:00-19:00 is charged at the off-peak rate.")
