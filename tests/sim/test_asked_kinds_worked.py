"""Asked kinds that need working (``grounded.asked_kinds``; issue 26, the forty-third set's rail
cases once the settings tool is called): a saving asked ("how much do we save with ...") is a
difference, and a range in the quote ("ages 5-15") is no working; a length asked in a unit of time
("how many hours", "几个小时") needs a figure in that unit, not clock times quoted; a rate by a
unit the question counts ("£2.50 per day" for "both days") needs the product. Wordings and
material are mine: a ski school's price card, a boat-hire board, a Chinese homestay's notice,
a studio's opening hours."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import asked_kinds

SKI = "Snowline ski school\nGroup lesson, ages 6-12: £38 a session\nPrivate lesson: £75 an hour\nLift pass: £41 per day"
BOATS = "Riverside boat hire\nRowing boat: £14 per hour\nMotor boat: £40 per hour, fuel included\nLife jackets free"
ZH = "山间民宿须知\n标准间:每晚280元\n早餐:每人25元\n入住时间:14:00以后"
STUDIO = "Open Tuesday to Saturday 10:00-18:00; Sunday 11:00-15:00.\nLast entry 30 minutes before closing."

UNMET = [  # (question, reply, documents, the kind asked or None)
    ("How much would we save with the family pass instead of four day passes?",
     "Family pass, 2 adults and children aged 5-15: £120.", SKI, "difference"),
    ("How much do I save by booking the group lesson?", "Group lesson, ages 6-12: £38 a session", SKI, "difference"),
    ("How much do I save by booking the group lesson?", "£37 (£75 - £38).", SKI, None),
    ("How many hours is the studio open on Sunday?", "Sunday 11:00-15:00.", STUDIO, "number of hours"),
    ("How many hours is the studio open on Sunday?", "Last entry 30 minutes before closing.", STUDIO, "number of hours"),
    ("How many hours is the studio open on Sunday?", "4 hours on Sunday: 11:00-15:00.", STUDIO, None),
    ("How many hours is the studio open on Sunday?", "Four hours (11:00 to 15:00).", STUDIO, None),
    ("工作室星期天开几个小时?", "Sunday 11:00-15:00.", STUDIO, "number of hours"),
    ("工作室星期天开几个小时?", "4个小时。", STUDIO, None),
    ("What will three days of lift passes cost?", "Lift pass: £41 per day", SKI, "amount"),
    ("What will three days of lift passes cost?", "£123 (3 x £41 per day).", SKI, None),
    ("How much is the motor boat for 2 hours?", "Motor boat: £40 per hour, fuel included", BOATS, "amount"),
    ("How much is the motor boat for an hour?", "Motor boat: £40 per hour, fuel included", BOATS, None),
    ("How much is the motor boat?", "Motor boat: £40 per hour, fuel included", BOATS, None),
    ("住两晚标准间要多少钱?", "标准间:每晚280元", ZH, "amount"),
    ("标准间一晚多少钱?", "标准间:每晚280元", ZH, None),
]


@pytest.mark.parametrize(("question", "reply", "docs", "asked"), UNMET)
def test_the_asked_kind_must_be_worked(question, reply, docs, asked):
    found = asked_kinds.unmet(question, reply, [docs])
    assert (found.asked if found else None) == asked


CAFE = "Harbour cafe\nTea: £2.20\nScone with jam: £3.10\nCream tea for two: £11.00\nKids' juice: £1.50"
PARK = "Car park tariff\nUp to 2 hours: £3.00\nUp to 4 hours: £5.00\nAll day: £8.00"

COUNTED = [  # (question, reply, documents, the kind asked or None)
    ("How much will three scones cost?", "Scone with jam: £3.10", CAFE, "amount"),
    ("What do two teas and a kids' juice cost?", "Tea: £2.20", CAFE, "amount"),
    ("How much will three scones cost?", "£9.30 (3 x £3.10).", CAFE, None),
    ("How much is a cream tea for two?", "Cream tea for two: £11.00", CAFE, None),  # named
    ("How much is a scone?", "Scone with jam: £3.10", CAFE, None),  # no count
    ("How much is parking for 3 hours?", "Up to 4 hours: £5.00", PARK, None),  # a band
    ("What does parking for 2 hours cost?", "Up to 2 hours: £3.00", PARK, None),
    ("How much is it to park at 10 am?", "Up to 2 hours: £3.00", PARK, None),  # a time, no count
]


@pytest.mark.parametrize(("question", "reply", "docs", "asked"), COUNTED)
def test_a_counted_lot_needs_its_count(question, reply, docs, asked):
    found = asked_kinds.unmet(question, reply, [docs])
    assert (found.asked if found else None) == asked


SPANS_GIVEN = [  # replies that give the length asked, in the forms the readers write it
    ("Within how many days must the landlord return the deposit?", "The deposit is returned within ten (10) days."),
    ("How many days is the notice?", "Notice: forty-five days in writing."),
    ("How many hours did the volunteers work?", "22.5. The 5 rows' Hours add up to 22.5: 4 + 5 + 6 + 3 + 4.5."),
    ("How many nights were missed?", "2. 2 rows of the log hold 'missed'."),
]


@pytest.mark.parametrize(("question", "reply"), SPANS_GIVEN)
def test_a_length_given_in_the_readers_forms(question, reply):
    assert asked_kinds.unmet(question, reply, [""]) is None


def test_a_time_of_day_is_no_count():
    assert asked_kinds.unmet("we'll leave at half eleven, how much extra is that?",
                             "Late check-out until 12:00 costs £25.", ["Late check-out until 12:00 costs £25."]) is None
