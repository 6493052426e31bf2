"""A working's operands must be of the kind the question asks (issue 26, the thirty-eighth set's
GG4): a question asking an amount of money ("what does that cost altogether?") is never answered
by a sum of days, minutes or weeks; ``grounded.workings.worked`` gives ``Unworked`` (the caller
states the documents limit). Money operands still work. Wordings invented here (a tennis camp,
boat trips, evening courses, bike hire, an allotment), none from a set or a probe."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.workings import Unworked, Worked, worked

COUNTS_NOT_PRICES = [
    ("Tennis camp\nThe senior camp runs for 4 days.\nThe junior camp runs for 3 days.\nLunch is provided.",
     "My kids are doing the senior camp and the junior camp. What does that cost altogether?"),
    ("Boat trips\nThe harbour trip takes 45 minutes.\nThe island trip takes 90 minutes.",
     "How much do the harbour trip and the island trip cost in total?"),
    ("Courses\nPottery: 6 weeks, evenings.\nLife drawing: 8 weeks, mornings.",
     "I'm booking pottery and life drawing. How much will I pay in total?"),
]

PRICES = [
    ("Bike hire\nHalf day (4 hours): £18\nFull day (8 hours): £28",
     "How much do a half day and a full day cost altogether?", "£46"),
    ("Allotment\nPlots are 10 m by 5 m. The rent is £40 a year; water costs £12 a year.",
     "What do rent and water cost altogether?", "£52"),
]

NOT_MONEY = [  # a sum of days asked as days is worked as before
    ("Tennis camp\nThe senior camp runs for 4 days.\nThe junior camp runs for 3 days.",
     "How many days do the senior camp and the junior camp last altogether?", "7"),
]


@pytest.mark.parametrize("body,question", COUNTS_NOT_PRICES)
def test_a_money_question_is_not_worked_from_counts(body, question):
    done = worked(question, [body])
    assert isinstance(done, Unworked) and "money" in done.reason, done


@pytest.mark.parametrize("body,question,result", PRICES)
def test_a_money_question_is_worked_from_prices(body, question, result):
    done = worked(question, [body])
    assert isinstance(done, Worked) and done.result == result, done


@pytest.mark.parametrize("body,question,result", NOT_MONEY)
def test_a_count_question_is_still_worked_from_counts(body, question, result):
    done = worked(question, [body])
    assert isinstance(done, Worked) and result in done.result, done
