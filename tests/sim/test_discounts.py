"""A price after a stated percentage discount (K1 of the sixteenth set's classes): worked out
from the lines quoted, never the price and the "save N%" line quoted side by side as the answer;
a stated limit when the lines do not pair one price with one discount."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import discounts
from tests.sim._chat import ask_rag as _ask

KAYAK = """Lakeside kayak hire - summer prices
Boat          Half day   Full day
Single kayak  25         40
Double kayak  35         55
Members get 15% off every hire.
Life jackets included.
"""

GYM = """City Gym membership
Plan        Monthly fee
Basic       £30
Premium     £45
Students get a 20% discount with a valid card.
"""





@pytest.mark.parametrize(("lines", "result"), [
    (["Room: Double; Per night: 120.", "Book 30 days ahead and save 20%."], 96.0),
    (["Adult ticket: $18.", "Seniors pay 25% less."], 13.5),
    (["Bike: City bike; 1 day: 24.", "A 10 % discount for hotel guests."], 21.6),
])
def test_one_price_and_one_discount_are_worked_out(lines, result):
    worked = discounts.discounted("How much is it for me?", lines)
    assert isinstance(worked, discounts.Discounted) and worked.result == result


def test_two_prices_or_none_is_unworked_and_no_discount_is_none():
    assert isinstance(discounts.discounted("How much?", ["Small: 10. Large: 14.", "Save 10% online."]),
                      discounts.Unworked)
    assert isinstance(discounts.discounted("How much?", ["Save 10% online."]), discounts.Unworked)
    assert discounts.discounted("How much?", ["Small: 10."]) is None
    # a percentage the question states is a rule to check, not one to apply
    assert discounts.discounted("Do I get 10% off?", ["Small: 10.", "Save 10% online."]) is None


@pytest.mark.parametrize(("context", "question", "answer"), [
    (KAYAK, "How much is a full day single kayak for a member?", "34.00"),
    (GYM, "What does the premium plan cost for a student?", "36.00"),
])
def test_the_reply_is_the_price_after_the_discount(context, question, answer):
    reply, limits = _ask(context, question)
    assert answer in reply and not limits

