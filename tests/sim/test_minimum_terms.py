"""A yes/no asking for less than the documents' minimum (``grounded.minimum_terms``, issue 26):
"No", with the line, for a count under the one minimum of its unit; nothing for a count at or over
it, another unit, no yes/no, or two minimums that differ. Wordings of my own (a campsite, a boat
club, a tutor, a print shop, a climbing wall, a Chinese cake shop); the "no" rows failed on
334c89bb (the reply quoted a price line or said "I don't know")."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.minimum_terms import below

CAMP = "Pitches: £22 per night.\nMinimum stay at weekends: 2 nights.\nDogs welcome on leads."
BOAT = "Dinghy hire is £18 an hour. Hires are for at least 2 hours. Life jackets are free."
TUTOR = "Maths tuition: £35 per session. Blocks of no fewer than 4 sessions are booked at a time."
CAKE = "生日蛋糕:每个180元。\n纸杯蛋糕:每个12元,六个起订。"
WALL = "Climbing wall: £9 per session.\nGroups of 12 people or more get 10% off."

NO = [
    ("Can we stay just one night on a weekend?", CAMP, "2 nights"),
    ("Could I take a dinghy out for 1 hour?", BOAT, "2 hours"),
    ("Is it possible to book two sessions only?", TUTOR, "4 sessions"),
    ("我可以只订三个纸杯蛋糕吗?", CAKE, None),  # (个: no unit of the table; left to the other readers)
]

LEFT = [
    ("Can we stay 3 nights?", CAMP),  # at or over the minimum: the other rules may still say no
    ("Could I take a dinghy out for 2 hours?", BOAT),
    ("How much is one night?", CAMP),  # no yes/no
    ("Can I come for one session?", WALL),  # no minimum of sessions
]


@pytest.mark.parametrize(("question", "doc", "minimum"), NO)
def test_under_the_minimum_is_no(question, doc, minimum):
    got = below(question, [doc])
    assert (got.minimum if got else None) == minimum, got


@pytest.mark.parametrize(("question", "doc"), LEFT)
def test_at_or_over_it_or_no_minimum_is_left_alone(question, doc):
    assert below(question, [doc]) is None


@pytest.mark.parametrize(("question", "doc"), [(q, d) for q, d, m in NO if m])
def test_the_reply_says_no(question, doc):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\n{doc}"), HumanMessage(question)])
    assert out.content.startswith("No"), out.content
