"""``threshold_answers``: a quantity the question states against the documents' thresholds: the
sentence for its side, or a stated limit when only the other side is spoken for. Invented notes."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.threshold_answers import compared_answer
from course_lib.sim.reports import explain
from course_lib.sim.words.knowledge import Knowledge
from course_lib.sim.words.matching import Matcher
from tests.sim._replies_helpers import grounded

KAYAK = """Kayak hire rules
Paddlers weighing up to 110 kg can take a single kayak.
Paddlers over 110 kg take a sit-on-top.
"""

ONE_SIDE = "Kayak hire rules\nPaddlers weighing up to 110 kg can take a single kayak.\n"


@pytest.fixture(scope="module")
def matcher():
    return Matcher(Knowledge.load())


def test_the_sentence_for_the_quantitys_side(matcher):
    with explain.collecting():
        reply = compared_answer(grounded(KAYAK, "I weigh 120 kg. Which kayak can I take?"), matcher)
    assert reply and "sit-on-top" in reply


def test_only_the_other_side_spoken_for_is_a_stated_limit(matcher):
    with explain.collecting() as note:
        reply = compared_answer(grounded(ONE_SIDE, "I weigh 120 kg. Which kayak can I take?"), matcher)
    assert reply and note["limit"] == reply and "120 kg" in reply


def test_no_quantity_no_threshold_answer(matcher):
    assert compared_answer(grounded(KAYAK, "Do you lend paddles?"), matcher) is None


# A bound heading its noun phrase ("Maximum load of the lift is 630 kg") and a question asking leave past it
LIFT = """Goods lift - site rules
Maximum load of the goods lift is 630 kg.
Minimum height of a pallet on the racking: 1.1 m.
Deliveries are taken Monday to Friday.
"""
HIRE = """Dinghy hire
Hire is £40 for up to 3 hours.
Cancellations up to 48 hours before are refunded.
"""


@pytest.mark.parametrize("question, first", [
    ("My crate is 700 kg. Can I put it in the goods lift?", "No"),
    ("Could we send 0.9 tonnes up in the goods lift?", "No"),
    ("Our pallet is 0.8 m high - may I put it on the racking?", "No"),
])
def test_leave_past_every_stated_measure_limit_is_no(matcher, question, first):
    with explain.collecting() as note:
        reply = compared_answer(grounded(LIFT, question), matcher)
    assert reply and reply.startswith(first) and not note.get("limit")
    assert "630 kg" in reply or "1.1 m" in reply


def test_leave_within_a_headed_limit_quotes_it(matcher):
    reply = compared_answer(grounded(LIFT, "My crate is 500 kg. Can I put it in the goods lift?"), matcher)
    assert reply and not reply.startswith("No") and "630 kg" in reply


@pytest.mark.parametrize("question", [
    "I need the dinghy for 5 hours. Can I hire it?",  # (guard) a span of time past a price band: no refusal
    "Can I cancel 24 hours before?",  # (guard) a refund's time limit says nothing of leave to cancel
])
def test_time_limits_are_never_refusals(matcher, question):
    reply = compared_answer(grounded(HIRE, question), matcher)
    assert not (reply or "").startswith("No -")


def test_a_value_asked_past_a_limit_is_no_refusal(matcher):
    # (guard) a question that asks no leave: the limit stays stated
    with explain.collecting():
        reply = compared_answer(grounded(LIFT, "My crate is 700 kg. Which lift do I use?"), matcher)
    assert reply is None or not reply.startswith("No")


ROOM = """Meeting room hire
Small room ........ £12 an hour
1. The minimum booking is 2 hours.
2. A deposit of £50 is paid with the booking and refunded within 7 days.
3. A booking cancelled less than 14 days before loses half the charge.
"""


def test_a_rules_headed_bound_leaves_an_amount_question_to_the_priced_lines():
    # "minimum booking is 2 hours" is a rule, not a band of prices: the amount asked is worked from the priced
    # lines, never answered with the sentences on the quantity's side
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage("You are the hall secretary. The hire agreement:\n\n" + ROOM),
                                           HumanMessage("We need the small room for 3 hours. How much do we pay when "
                                                        "we book, with the deposit?")])
    assert "86" in out.content and not out.content.startswith("The minimum booking")


SKIP = """Skip hire terms
2.1 Delivery within 8 km: €20 each way. Beyond 8 km: not offered.
2.2 Skips must not be filled above the rim.
"""


@pytest.mark.parametrize(("question", "total"), [
    ("delivery and collection, 3 km away, total?", "EUR 40"),
    ("we're 5 km out, how much for delivery and collection?", "EUR 40"),
])
def test_both_legs_of_a_one_leg_price_on_the_quantitys_side_are_worked(matcher, question, total):
    """fix65c (the sixtieth set's YW4 b): a question naming both legs over a price "each way" on its
    side gets the doubled amount with the working, beside the quoted sentence (before: €20 alone)."""
    with explain.collecting():
        reply = compared_answer(grounded(SKIP, question), matcher)
    assert reply and reply.startswith(f"{total} (2 x €20 each way")


def test_one_leg_asked_keeps_the_sentence_alone(matcher):
    """Guard row (passes before the change too): no both legs named, no doubling."""
    with explain.collecting():
        reply = compared_answer(grounded(SKIP, "delivery, 3 km away, how much?"), matcher)
    assert reply is None or "EUR 40" not in reply


# (ground80) a bare ", total?" ending the question asks a sum: the threshold a quantity meets ("Minimum
# booking: 2 hours", "refunded within 14 days") decides one part of it, never the answer
STUDIO = """Rehearsal studio terms
Studio A: £22 per hour.
PA system: £12 per session.
Minimum booking: 2 hours.
Deposits are refunded within 14 days.
"""


@pytest.mark.parametrize("question", [
    "studio A for 3 hours plus the PA, total?",
    "4 hrs in studio a + PA system; total cost?",
    "booking 3 hours with the PA: in total?",
])
def test_a_bare_total_is_no_threshold_side(matcher, question):
    """Fails on start80 for the first and third wordings (the side's rule quoted); the second ("total cost?",
    a money word) is only a guard."""
    with explain.collecting() as note:
        reply = compared_answer(grounded(STUDIO, question), matcher)
    assert reply is None or note.get("limit") == reply


# The sixty-second set's YW2 (fix67b): an amount asked over a threshold's side and a charge on top of a base
# (cue ``add_on``): the side's flat amount plus the add-on lines the question names, or a stated limit; never the
# threshold's line alone. Invented price lists (boats, cakes, bags, a mobile groomer), no set's wording.
KAYAKS = "Sea kayak hire. Boats up to 4 m: £30. Boats over 4 m: £45. Wetsuit hire: £6 extra. Dry bag £3."
CAKES = ("Cake orders. Cakes up to 20 cm wide: £25. Cakes over 20 cm: £40. "
         "Personalised message: £4 on top of the cake price. Collection from the shop is free.")
BAGS = "Airline baggage. Cabin bag up to 10 kg: free. Bags over 23 kg: £40. Priority boarding: £8 extra."
GROOMER = ("Mobile dog grooming. A full groom is €45. Visits are €12 on top of the groom, within 15 km only. "
           "Nail clipping alone is €10.")


@pytest.mark.parametrize("notes, question, total, parts", [
    (KAYAKS, "a 5 m boat plus a wetsuit, how much altogether", "£51", ("£45", "£6")),
    (CAKES, "a 24 cm cake with a personalised message, how much", "£44", ("£40", "£4")),
    (BAGS, "my suitcase is 25 kg and i want priority boarding, total?", "£48", ("£40", "£8")),
])
def test_a_threshold_side_plus_the_add_on_the_question_names(matcher, notes, question, total, parts):
    with explain.collecting() as note:
        reply = compared_answer(grounded(notes, question), matcher)
    assert reply and reply.startswith(total) and all(p in reply for p in parts), reply
    assert not note.get("limit")


@pytest.mark.parametrize("notes, question", [
    (GROOMER, "we're 10 km out of town, how much for the groom"),  # the side met is itself the charge on top
])
def test_a_threshold_side_that_is_itself_an_add_on_is_a_stated_limit(matcher, notes, question):
    with explain.collecting() as note:
        reply = compared_answer(grounded(notes, question), matcher)
    assert reply and note["limit"] == reply and "on top" in reply


@pytest.mark.parametrize("notes, question, wanted", [
    (CAKES, "a 24 cm cake, how much", "£40"),  # no add-on named: the side's line as before
    (KAYAKS, "a 5 m boat, how much", "£45"),
])
def test_no_add_on_named_keeps_the_sides_line(matcher, notes, question, wanted):
    """A guard (passes on read80 too): the add-on reading leaves a question naming no add-on alone."""
    with explain.collecting():
        reply = compared_answer(grounded(notes, question), matcher)
    assert reply and wanted in reply and "+" not in reply


def test_both_legs_over_a_side_stay_twice_one_leg(matcher):
    """A guard (passes on read80 too): a question naming both legs over a side priced "each way" is worked as
    twice the leg, whatever add-on line a word of it meets."""
    notes = ("Marquee hire terms. Delivery within 10 miles: £15 each way. Delivery over 10 miles: £25 each way. "
             "Late collection after 6pm: £10 extra per hour.")
    with explain.collecting():
        reply = compared_answer(grounded(notes, "delivery and collection, 5 miles away, total cost"), matcher)
    assert reply and "30" in reply
