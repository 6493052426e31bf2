"""``unapplied_adjustments``: an adjustment of the documents ("20% more", "15% off", "£4 extra",
"打九折") that meets the question's case, left out of a reply, is named; a reply that worked it in,
a question without the case, and a question about the adjustment itself are left alone. Wordings of
my own (issue 26)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.unapplied_adjustments import unapplied

FERRY = ["Foot passengers pay £12 each way.", "Cars cost £48 each way.", "Bicycles travel free.",
         "Motorhomes cost 50% more than cars."]
SCHOOL = ["Each term costs £180.", "Siblings get 10% off the second child's fee."]
HIRE = ["A kayak costs £25 for half a day.", "A wetsuit is £6 extra per hire."]
ZH = ["游泳课每节120元。", "一次报名8节以上打八折。"]


@pytest.mark.parametrize(("docs", "question", "reply"), [
    (FERRY, "How much is it to take my motorhome across one way?", "Cars cost £48 each way."),
    (SCHOOL, "What's the fee for my second child this term, as a sibling?", "Each term costs £180."),
    (HIRE, "How much for a kayak and a wetsuit for half a day?", "£25 for half a day."),
    (ZH, "报名10节游泳课要多少钱?", "1,200元(10节 × 每节120元)。"),
], ids=["percent-more", "percent-off", "amount-extra", "zh-threshold"])
def test_an_adjustment_the_question_meets_is_named(docs, question, reply):
    assert unapplied(question, reply, docs)


@pytest.mark.parametrize(("docs", "question", "reply"), [
    (FERRY, "How much is a car one way?", "Cars cost £48 each way."),  # no motorhome asked
    (FERRY, "How much is it to take my motorhome across one way?", "£72 (£48 + 50%)."),  # worked in
    (SCHOOL, "Is there a discount for siblings?", "Siblings get 10% off the second child's fee."),  # asks the rule
    (ZH, "报名5节游泳课要多少钱?", "600元(5节 × 每节120元)。"),  # under the threshold
    (HIRE, "What time do kayaks have to be back?", "By 17:00."),  # no amount asked
    (HIRE, "how much is a wetsuit", "A wetsuit is £6 extra per hire."),  # the extra itself is asked
], ids=["no-case", "worked", "asks-the-rule", "under-threshold", "not-an-amount", "the-extra-asked"])
def test_no_adjustment_to_name(docs, question, reply):
    assert unapplied(question, reply, docs) is None


_LAUNDRY = ("item,service,price,ready\nSuit,dry clean,18.00,3 days\nShirt,wash,3.00,2 days\n"
            "note,,\"Next-day service: +30% on any item\",\n")


@pytest.mark.parametrize("question, reply, named", [
    # fix64b (the fifty-ninth set's XW2, dry-express): "+30%" is a surcharge, its case the label before the
    # colon, "next day" meets "Next-day" though the reply's own row says "3 days", and "18.00" is one figure
    ("suit cleaned next day, price?", "Item: Suit; service: dry clean; price: 18.00; ready: 3 days.", True),
    ("suit cleaned next-day, price?", "Suit, dry clean, 18.00", True),
    ("suit cleaned, price?", "Item: Suit; service: dry clean; price: 18.00; ready: 3 days.", False),  # guard
    ("suit cleaned next day, price?", "£23.40 (18.00 + 30%).", False),  # guard: worked
])
def test_a_plus_percent_surcharge_for_a_named_service(question, reply, named):
    assert (unapplied(question, reply, [_LAUNDRY]) is not None) is named
