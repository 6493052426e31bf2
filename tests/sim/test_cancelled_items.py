"""A "yes" about an item a line of the documents cancels is a "no" (``grounded.cancelled_items``;
issue 26, the forty-third set's agility show). Material and wordings are mine: a village fete's
programme, a pool's timetable, a Chinese community centre's notice."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.cancelled_items import cancelling_line

FETE = ("Ashby village fete - Saturday\nDog show: 11:00, all dogs welcome.\nTug of war: 14:00, teams of eight.\n"
        "Update 2 July: the tug of war is cancelled because of the\nground works; the dog show goes ahead.")
POOL = "Lane swimming: Sunday 9:00-17:00.\nAqua aerobics in the pool is cancelled this week."
BATHROOM = ("Estimate, bathroom refit\n- basin taps replaced: £85\n- extractor fan, supplied and fitted: £120\n"
            "Note 4 May: Mr Adeyemi declined the extractor fan, there is one already.")
OUTINGS = "Spring outings\n1. Coach trip to the coast, Sunday 3 May.\n2. Garden visit, 17 May.\nThe coach trip has\nbeen called off."
GYM = "The gym is open on Sundays 8-4.\nSunday yoga is cancelled this month."
ZH = "社区活动中心通知\n周六上午:太极拳\n周六下午:书法班\n本周书法班取消,太极拳照常。"

CASES = [  # (question, reply, documents, cancelled?)
    ("Can our team still enter the tug of war?", "Yes: Tug of war: 14:00, teams of eight.", FETE, True),
    ("Can I bring my terrier to the dog show?", "Yes: Dog show: 11:00, all dogs welcome.", FETE, False),
    ("Can I swim lengths on Sunday?", "Yes: Lane swimming: Sunday 9:00-17:00.", POOL, False),
    ("本周六下午可以去上书法班吗?", "可以:周六下午:书法班", ZH, True),
    ("本周六上午可以练太极拳吗?", "可以:周六上午:太极拳", ZH, False),
    ("When is the tug of war?", "Tug of war: 14:00, teams of eight.", FETE, False),  # no yes: left alone
    # fix49b: a line that declines an item named after its verb; a quote for a yes/no question
    ("Will you be fitting the extractor fan?", "Extractor fan, supplied and fitted: £120.", BATHROOM, True),
    ("Are you replacing the basin taps?", "Basin taps replaced: £85.", BATHROOM, False),  # guard: not declined
    ("Is the coach trip still on?", "Coach trip to the coast, Sunday 3 May.", OUTINGS, True),
    ("Is the gym open on Sunday?", "The gym is open on Sundays 8-4.", GYM, False),  # guard: another Sunday item
    ("Is the gym open on Sunday?", "No, the gym is closed on Sundays.", GYM, False),  # guard: a no stays
]


@pytest.mark.parametrize(("question", "reply", "docs", "cancelled"), CASES)
def test_a_yes_over_a_cancelled_item(question, reply, docs, cancelled):
    assert bool(cancelling_line(question, reply, [docs])) is cancelled


def test_the_cancelling_line_is_quoted_whole():
    line = cancelling_line("Can our team still enter the tug of war?", "Yes: Tug of war: 14:00.", [FETE])
    assert line.startswith("Update 2 July") and "ground works" in line


@pytest.mark.parametrize(("question", "cancelled"), [
    ("Can we still go on the Ely boat trip?", True),  # before any reply: the item's two terms in the cancelled clause
    ("Is the coach trip going ahead?", True),
    ("Was the coach trip called off?", False),  # guard: the question asks about the cancelling itself
    ("Is the garden visit on 17 May?", False),  # guard: another item
])
def test_a_yes_no_about_a_cancelled_item_before_any_reply(question, cancelled):
    from course_lib.sim.grounded.cancelled_items import cancelled_asked

    trips = OUTINGS.replace("Coach trip to the coast", "Coach trip to the coast").replace(
        "2. Garden visit", "2. Boat trip to Ely, 10 May.\n3. Garden visit") + "\nThe Ely boat trip is cancelled."
    assert bool(cancelled_asked(question, [trips])) is cancelled
