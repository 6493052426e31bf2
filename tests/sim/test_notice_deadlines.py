"""A deadline counted back from a notice period (issue 26, ``course_lib.sim.grounded.notice_deadlines``).

"Tenants must give one month's notice" is no rule here (months are not counted); "give 21 days' notice",
"at least 72 hours before", "3 working days ahead", "by the Friday of the week before", "提前3天" with a
question's date: the date counted back, with its weekday. Notes invented for this test; the behaviour
cases fail on the code before the change (no module; the rule quoted or a limit); guards are named.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import notice_deadlines
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_BOAT = "Lakeside boat club\nMembers leaving the club must give 21 days' notice to the secretary.\nMooring fee £300."
_VAN = ("Van hire terms\nCancellations must be made at least 72 hours before collection.\n"
        "Deposit £150, returned within 5 days.")
_PRINT = "Print shop: wedding stationery orders need 3 working days ahead of collection. Flyers same day."
_CHOIR = "Choir robes must be ordered by the Friday of the week before the concert."
_HALL_ZH = "礼堂使用须知\n借用礼堂需提前3天向办公室申请。\n每次借用押金200元。"


def test_rules_are_read():
    (rule,) = notice_deadlines.rules([_BOAT])
    assert (rule.amount, rule.unit) == (21, "day")
    (rule,) = notice_deadlines.rules([_PRINT])
    assert (rule.amount, rule.unit) == (3, "working day")


@pytest.mark.parametrize(("notes", "question", "want"), [
    (_BOAT, "I'm leaving the club on 31 May 2027. By when must I tell the secretary?", "10 May 2027"),
    (_VAN, "Collection is at 10am on Monday 12 April 2027. What's the latest I can cancel?", "9 April 2027"),
    (_PRINT, "I collect my wedding stationery on Monday 7 June 2027. By when must I order?", "2 June 2027"),
    (_CHOIR, "The concert is on Sunday 5 December 2027. By when must I order my robe?", "26 November 2027"),
    (_HALL_ZH, "我想2027年3月10日借用礼堂,最晚哪天要申请?", "3月7日"),
    (_VAN, "Collection is on Friday. By when must I cancel?", "Tuesday"),
])
def test_the_deadline_is_counted_back(llm, notes, question, want):  # noqa: F811
    text, stated = _rag(llm, notes, question)
    assert not stated and want in text, text


def test_the_weekday_is_written(llm):  # noqa: F811
    text, _ = _rag(llm, _BOAT, "I'm leaving the club on 31 May 2027. By when must I tell the secretary?")
    assert "Monday 10 May 2027" in text, text


def test_guard_hours_with_no_time_of_day_are_not_guessed():  # guard
    assert notice_deadlines.deadline("By when must I cancel for 12 April 2027?",
                                     ["Cancel at least 36 hours before collection."]) is None


def test_guard_a_question_asking_no_deadline_is_left_alone(llm):  # noqa: F811  guard: passed before too
    text, _ = _rag(llm, _VAN, "How much is the deposit?")
    assert "150" in text, text


EVENT_CASES = [
    # (question, notes, the deadline or None): no date in the question, the rule counts back from an event whose
    # date one labelled line states (fix63c, the fifty-eighth set's WW7 b, other wordings)
    ("when is the final balance due?", "Tour booking\nDeparture: 3 August 2026\nBalance: payable 6 weeks before departure.",
     "Monday 22 June 2026"),
    ("when do I need to send the seating plan by?",
     "Wedding venue\nWedding date: Friday 9 October 2026\nSeating plan: send it 10 days before the wedding.",
     "Tuesday 29 September 2026"),
    # guards (None on read76 too, kept None by the new reading): two lines date the event, not plain
    ("when is the final balance due?", "Departure: 3 August 2026\nDeparture (group B): 10 August 2026\n"
     "Balance: payable 6 weeks before departure.", None),
    # (guard) no line dates the event
    ("when is the final balance due?", "Balance: payable 6 weeks before departure.", None),
]


@pytest.mark.parametrize("question,notes,expected", EVENT_CASES)
def test_a_rule_counted_back_from_an_event_the_documents_date(question, notes, expected):
    from course_lib.sim.grounded.notice_deadlines import deadline

    got = deadline(question, [notes])
    assert (got.text if got else None) == expected
