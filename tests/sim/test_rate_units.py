"""A rate times a count only when the count is the rate's unit and the rate is the one the count
takes (``rate_products._other_unit_counted``, ``counted_prices._rival_rate``, the ``bound_before``
cue for counts read across sentences; issue 26). Wordings of my own (a boat hire, a paddle hut, a
pitch, a guest house, a bike shop); the "not worked" rows failed on 334c89bb (a product of another
unit's rate, or of a rule's minimum, was given as the answer), the "worked" rows must stay worked."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.rate_products import product

BOATS = ("Riverside Boats. Boats cost £90 a day. Trips have a minimum of 2 hours. "
         "Late returns are charged £20 per hour.")
PADDLE = ("Paddle Hut. Kayaks cost £40 a day, or £12 an hour for short trips. "
          "Wetsuits are charged £6 per hour.")
BIKES = "Bike hire is £15 per day. Helmets are £2 per day. A deposit of at least 3 days' hire is taken."

NOT_WORKED = [
    ("How much will a boat cost for a 2-day trip?", BOATS, 180),  # not "2 hours x £20 per hour"
    ("What will a kayak cost me for 3 hours?", PADDLE, 36),  # two rates per hour: not "3 hours x £6"
]

WORKED = [
    ("How much for 3 hours of pitch time?", "Pitch: £30 per hour. Floodlights: £10 per hour.", 90),
    ("What will 3 nights cost?", "Guest house rooms: £70 per night.", 210),
    ("How much are 4 tickets?", "Tickets are £12 each.", 48),
    # a count of sessions selects records whose hours are counted: no conflict of units of time
    ("How much will I owe for the next two sessions?", "Tutoring: GBP 40 per hour, paid after each session.\n"
     "Your next two sessions: Monday 9 May, 17:00 (2 hours); Thursday 12 May, 16:00 (1 hour).", 120),
    # the count in a sentence before the question ("counted_prices" ``asks`` at any sentence's start)
    ("I'm bringing 5 jackets in. How much will that be?", "Dry cleaning\nJackets: £7 per jacket\nShirts: £2 each", 35),
]


@pytest.mark.parametrize(("question", "doc", "right"), NOT_WORKED)
def test_no_product_of_another_units_rate(question, doc, right):
    got = product(question, [doc])
    assert got is None or abs(got.total - right) < 0.005, got


@pytest.mark.parametrize(("question", "doc", "right"), WORKED)
def test_a_products_own_unit_stays_worked(question, doc, right):
    got = product(question, [doc])
    assert got is not None and abs(got.total - right) < 0.005, got


@pytest.mark.parametrize("question", ["How much is a boat for a 2-day trip?", "What does a 2-day trip on a boat cost?"])
def test_a_hyphened_count_is_the_questions_count(question):
    """"a 2-day trip" counts 2 days (``unworked_answers`` ``question_count``): the worked amount or
    the working limit, never the rate line (nor another unit's product) as the answer."""
    import warnings

    from langchain_core.messages import HumanMessage, SystemMessage

    from course_lib.sim import SimulatedChatModel

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = SimulatedChatModel().invoke([SystemMessage(f"Answer from the notes.\n\nNotes:\n{BOATS}"),
                                           HumanMessage(question)])
    assert out.response_metadata.get("simulator_limit") or "180" in out.content, out.content
