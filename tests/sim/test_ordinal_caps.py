"""``ordinal_caps``: a permission question for the N-th of a thing ("can I bring a fourth guest?") over a line that
caps how many may be had ("up to three guests", "no more than two") is "No" with the cap's sentence; within the cap,
a cap of another thing, or no permission asked: ``None`` (issue 26, the fifty-ninth set's XW4, fix64c). Invented
documents; the cap phrases are data (``data/sim/ordinal_caps.yaml``)."""

from __future__ import annotations

import warnings

import pytest

from course_lib.sim.grounded.ordinal_caps import capped

CLUB = """Members' guests
Each member may sign in up to three guests per visit.
Guests must be over 18.
Guest fee: £5 each."""

LEAGUE = """Five-a-side league rules
Clubs may enter a maximum of 4 teams in the league.
Kick-off times are set by the fixtures secretary."""

ALLOTMENT = """Allotment sheds
Plot holders may put up a shed of up to 6 by 4 feet. Sheds must be timber.
Greenhouse: one per plot. No plot may have more than two water butts."""

VOUCHERS = """Visitor vouchers
Books of 10 vouchers: £15 a book. Each household may buy up to 6 books a year."""

PARKING = """Parking
Parking: £2 per hour, up to £10 a day."""


@pytest.mark.parametrize(("question", "doc", "asked", "cap"), [
    ("can I bring a fourth guest?", CLUB, 4, 3),
    ("Could we enter a 5th team this season?", LEAGUE, 5, 4),
    ("may we have a third water butt on plot 9?", ALLOTMENT, 3, 2),
], ids=["up-to-words", "maximum-figure-ordinal", "negated-more-than"])
def test_an_ordinal_above_the_cap_is_no(question, doc, asked, cap):
    found = capped(question, [doc])
    assert found is not None and (found.asked, found.cap) == (asked, cap)
    assert found.answer().startswith("No: ") and found.rule in found.answer()


@pytest.mark.parametrize(("question", "doc"), [
    ("can I bring a third guest?", CLUB),  # within the cap
    ("can I buy a seventh voucher?", VOUCHERS),  # the cap counts books (of ten), not vouchers
    ("can I park for a third hour?", PARKING),  # a cap of money
    ("how do I sign in a fourth guest?", CLUB),  # no permission asked
    ("can I bring a guest?", CLUB),  # no ordinal
], ids=["within", "other-thing", "money-cap", "not-permission", "no-ordinal"])
def test_no_reading_where_the_cap_does_not_settle_it(question, doc):
    assert capped(question, [doc]) is None


def test_two_caps_that_differ_settle_nothing():
    doc = "Guests\nMembers may bring up to two guests.\nGold members may bring up to four guests."
    assert capped("can I bring a third guest?", [doc]) is None


def test_the_chat_model_answers_no_with_the_cap():
    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer only from the context.\n\nContext:\n{CLUB}"),
                                           HumanMessage("can I bring a fourth guest?")])
    assert out.content.startswith("No") and "up to three guests" in out.content
