"""``stated_answers``: what the question states, read against the documents before their
sentences: a period they do not name, a movable holiday, an age against age bounds and bands, a
card that takes no more bookings. Invented notes."""

from __future__ import annotations

from course_lib.sim.grounded.stated_answers import answer, other_period_limit
from course_lib.sim.reports import explain
from tests.sim._chat import ask_rag
from tests.sim._replies_helpers import grounded

CLIMBING = """Boulder Barn prices
Adults £11.
Children under 12 £7.
Seniors (65+) £8.
"""

CARDS = """## Raku taster
Saturday 10:00, £45. SOLD OUT

## Wheel throwing
Sunday 14:00, £60. Places left.
"""


def _answered(notes: str, question: str):
    with explain.collecting() as note:
        reply = answer(grounded(notes, question))
    return reply, note


def test_a_movable_holiday_no_document_dates_is_a_knowledge_limit():
    reply, note = _answered("Open daily 9-5, closed 25 December.", "Are you open on Whit Monday?")
    assert note["limit_kind"] == "knowledge" and "Whit Monday" in reply


def test_a_stated_age_meets_one_band_of_rows():
    reply, note = _answered(CLIMBING, "How much for my 9-year-old?")
    assert "£7" in reply and note["rule"] == "a stated age meets one of the age bands the documents state"


def test_a_stated_age_meets_the_age_bound_of_one_clause():
    reply, note = _answered("Ferry to the island: adults £9, children under 5 travel free.",
                            "How much is the ferry for my 3-year-old?")
    assert "free" in reply and note["rule"].startswith("the age the question states")


def test_a_card_that_takes_no_more_bookings():
    reply, note = _answered(CARDS, "Can I still get a place on the raku taster?")
    assert reply.startswith("No") and "SOLD OUT" in reply


def test_a_question_on_none_of_them_goes_on():
    assert answer(grounded(CLIMBING, "Do you rent climbing shoes?")) is None


def test_another_period_than_the_documents_is_a_stated_limit():
    notes = "Autumn league 2026, final table\nKites 30 points, Hawks 24, Owls 19."
    with explain.collecting() as note:
        reply = other_period_limit(grounded(notes, "Who won the spring league?"))
    assert reply and note["limit_kind"] == "documents"


PARTY_CASES = [
    # (notes, question): a stated age of one person of a party that a money question names
    ("Ferry to the island: £9 per person, children under 5 travel free.",
     "ferry for me, my husband and our 3 year old, how much?"),
    ("Pottery class: £14 a head # under 6s free", "me and my 4-year-old, what's the price?"),
    (CLIMBING, "How much for 2 adults and a 9-year-old?"),
    (CLIMBING, "price for my four-year-old and the grandparents?"),
]


def test_a_stated_age_of_one_of_a_party_is_no_total():
    for notes, question in PARTY_CASES:
        reply, note = _answered(notes, question)
        assert note.get("limit_kind") == "documents", (question, reply)
        assert "whole party" in reply, (question, reply)


def test_a_stated_age_that_is_the_whole_party_keeps_its_clause():
    """Guard (passes before the change too): the aged person alone, or a whose-age clause."""
    reply, note = _answered("Ferry to the island: adults £9, children under 5 travel free.",
                            "How much is the ferry for my 3 year old son?")
    assert "free" in reply and note.get("limit_kind") is None
    reply, _ = _answered(CLIMBING, "My mum is 67, how much is it?")
    assert "£8" in reply
    for question in ("Two adults and our 4-year-old on the ferry. Do we pay for him?",
                     "me and my 3 year old, is it free for the little one?"):
        reply, note = _answered("Ferry to the island: adults £9, children under 5 travel free.", question)
        assert "free" in reply and note.get("limit_kind") is None, (question, reply)


# fix65c (the sixtieth set's YW8, pot-toddler-tile): an age-bound answer to a money question also gives the
# priced item the question names. Invented wordings: a hobby shed's bench hire and kits.
SHED = """Hobby shed price list
Bench hire: $10 per maker (under 7s free), tools included.
Item: Birdhouse kit; Price: $15.
Item: Key ring kit; Price: $4.
Item: Large birdhouse kit; Price: $22.
Open Saturdays only."""


def test_an_age_bound_money_answer_gives_the_named_items_price_too():
    """Before: "Bench hire: $10 per maker (under 7s free)." alone, the key ring's $4 not given."""
    reply, limits = ask_rag(SHED, "my 5 yr old wants to make a key ring, how much?")
    assert "Key ring kit; Price: $4" in reply and "under 7s free" in reply and not limits


def test_two_priced_lines_for_the_named_thing_stay_a_limit():
    """Guard (a limit before the change too): "birdhouse kit" meets two priced lines."""
    reply, limits = ask_rag(SHED, "my 6 year old wants a birdhouse kit, how much")
    assert limits and "$15" not in reply and "$22" not in reply


def test_an_age_alone_keeps_the_age_clause():
    """Guard (the same before the change): no other thing named, the age's clause alone."""
    reply, _ = ask_rag(SHED, "how much for my 5 year old?")
    assert "$4" not in reply and "$15" not in reply
