"""``listed_means``: a permission question for a means ("can I pay with a cheque?", "can I book by email?")
over a line listing the allowed means of that kind ("We take card or bank transfer") that leaves it out is
"No" with the line; a means named anywhere, a member of another kind, a single listed member, a negated
listing or no permission asked: ``None`` (issue 26, the fifty-ninth set's XW4, regress78). Invented documents;
the kinds and cues are data (``data/sim/listed_means.yaml``)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.listed_means import unlisted

SWIM = """Riverside Swim School - autumn term
Lessons are £84 for the 12-week term, payable in advance.
We accept payment by debit card, bank transfer or PayPal.
Missed lessons cannot be refunded."""

HALL = """Village hall hire
Bookings are taken by phone or email only through the bookings secretary.
The hall seats 120."""

SHOP = """Farm shop
We take Visa and Mastercard; there is a £5 minimum spend on cards."""

CLUB = """Chess club
Subs are £40 a year. Please pay in cash or by cheque to the treasurer. Cheques payable to Acre Chess Club."""

MARKET = """Market stalls
We don't accept cash or cheques at the market office.
Stall fee £25 a day."""

ONE = """Book club
Please pay by bank transfer."""


@pytest.mark.parametrize(("question", "doc", "asked", "listed"), [
    ("can I pay with cash for the lessons?", SWIM, "cash", ("debit card", "bank transfer", "paypal")),
    ("Can we book the hall by post?", HALL, "by post", ("phone", "email")),
    ("do you take amex", SHOP, "amex", ("visa", "mastercard")),
    ("could I pay the subs by bank transfer?", CLUB, "bank transfer", ("cash", "cheque")),
], ids=["three-listed", "booking", "card-brand", "two-listed"])
def test_a_means_the_listing_leaves_out_is_no(question, doc, asked, listed):
    found = unlisted(question, [doc])
    assert found is not None and (found.asked, found.listed) == (asked, listed)
    assert found.answer().startswith("No, not ") and found.rule in found.answer()


@pytest.mark.parametrize(("question", "doc"), [
    ("can I pay by bank transfer?", SWIM),  # listed
    ("can I pay by cheque?", CLUB),  # listed (and named again)
    ("can I pay with visa?", SWIM),  # a card brand over payment means: another kind
    ("can I pay by card at the market?", MARKET),  # a negated listing names what is refused
    ("can I pay by cash?", ONE),  # one member listed: no listing
    ("how do I pay by cash?", SWIM),  # no permission asked
    ("can I bring cash to the lesson?", SWIM),  # no cue of the kind
], ids=["listed", "listed-twice", "other-kind", "negated", "one-member", "not-permission", "no-cue"])
def test_no_reading_where_the_listing_does_not_settle_it(question, doc):
    assert unlisted(question, [doc]) is None


def test_two_listings_settle_nothing():
    doc = "Payments\nOnline orders: pay by card or PayPal.\nIn the shop: pay by cash or card."
    assert unlisted("can I pay by cheque?", [doc]) is None


def test_the_chat_model_answers_no_with_the_listing():
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer only from the context.\n\nContext:\n{SWIM}"),
                                           HumanMessage("can i pay with cash for the lessons")])
    assert out.content.startswith("No") and "debit card, bank transfer or PayPal" in out.content
