"""``course_lib.sim.values.comparisons``: quantities, thresholds and which side of them a quantity falls
on, table-driven (the comparison words are data: ``data/sim/lexicons.yaml`` ``compare_*``)."""

from __future__ import annotations

import pytest

from course_lib.sim.values.comparisons import decide, mentions_threshold, quantities, thresholds


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("The crate weighs 40 kg.", [(40.0, "kilogram")]),
        ("Pay $1,250.50 or EUR 35 at the desk.", [(1250.5, "USD"), (35.0, "EUR")]),
        ("A 2 hour walk, then 15 minutes of rest.", [(2.0, "hour"), (15.0, "minute")]),
        ("Bring 12 pcs and 3 bags.", []),  # pint's parsec and bag are no quantities here
        ("Chapter 3 of 10.", []),
    ],
)
def test_quantities_read_numbers_with_a_unit_or_currency(text, found):
    assert [(q.value, q.unit) for q in quantities(text)] == found


@pytest.mark.parametrize(
    ("text", "ops"),
    [
        ("Bags heavier than 32 kg go as cargo.", [(">", 32.0)]),
        ("Carry-on: up to 8 kg.", [("<=", 8.0)]),
        ("Parcels of 2 kg or more but under 31.5 kg travel tracked.", [(">=", 2.0), ("<", 31.5)]),
        ("Orders over $50 ship free.", [(">", 50.0)]),
        ("Guests aged 65 years or older pay less.", [(">=", 65.0)]),
        ("The bag weighs 32 kg.", []),  # a quantity, no threshold
    ],
)
def test_thresholds_are_quantities_next_to_a_comparison_word(text, ops):
    assert [(t.op, t.limit.value) for t in thresholds(text)] == ops
    assert mentions_threshold(text) == bool(ops)


_NOTES = [(0, 0, "Economy: up to 23 kg."), (0, 1, "Bags heavier than 32 kg go as cargo."), (0, 2, "Orders over $50 ship free.")]


@pytest.mark.parametrize(
    ("question", "met", "unmet"),
    [
        ("My bag weighs 35 kg.", [1], [0]),
        ("My bag weighs 20 kg.", [0], [1]),
        ("My bag weighs 70 lb.", [], [0, 1]),  # 31.75 kg: neither over 32 nor within 23
        ("An order of $80.", [2], []),
        ("Are bags over 30 kg allowed?", None, None),  # the question's own threshold is no value
        ("What does it cost?", None, None),
    ],
)
def test_decide_splits_the_sentences_by_the_side_the_quantity_falls_on(question, met, unmet):
    found = decide(question, _NOTES, lambda _: True)
    if met is None:
        assert found is None
        return
    assert [p for _, p, _, _ in found.met] == met
    assert [p for _, p, _, _ in found.unmet] == unmet


def test_decide_uses_only_sentences_that_share_a_word():
    assert decide("My bag weighs 35 kg.", _NOTES, lambda s: "cargo" not in s).met == ()


@pytest.mark.parametrize("text, ops", [
    ("Maximum weight on the main court is 120 kg.", ["<="]),
    ("The max load of the hoist is 250 kg", ["<="]),
    ("Minimum height to ride: 1.2 m", [">="]),
    ("Minimum spend is £20 per table", [">="]),
    ("The maximum is 3. Bags weigh 20 kg", []),  # (guard) a sentence end between the word and the figure
    ("Hold bags: max. 23 kg each", ["<="]),  # (guard) the word right before the figure, as before
])
def test_a_bound_word_heading_its_phrase_makes_a_threshold(text, ops):
    assert [t.op for t in thresholds(text)] == ops
    assert mentions_threshold(text) or not ops



NOTICE = [  # a threshold naming what it measures ("hours' notice") against a question's quantity of another thing
    ("Refunds: less than 24 hours' notice is not refunded.", "a 2 hour session with the member discount?"),
    ("Changes need at least 3 days' warning.", "we want the 5 day hire of the van, price?"),
]


@pytest.mark.parametrize(("sentence", "question"), NOTICE, ids=[q for _, q in NOTICE])
def test_a_threshold_naming_its_measure_meets_no_quantity_of_another_thing(sentence, question):
    # the sixty-first set's ZW5: "1 hr lesson" is a lesson's length, never against "48 hours' notice"
    assert decide(question, [(0, 0, sentence)], lambda _: True) is None


NOTICE_SAID = [
    ("Refunds: less than 24 hours' notice is not refunded.", "I cancelled with 10 hours notice, refund?"),
    ("Refunds: less than 24 hours' notice is not refunded.", "cancelling 12 hours before the class, any refund?"),
    ("Changes need at least 3 days' warning.", "I told them 5 days in advance"),
]


@pytest.mark.parametrize(("sentence", "question"), NOTICE_SAID, ids=[q for _, q in NOTICE_SAID])
def test_a_quantity_said_as_notice_still_meets_it(sentence, question):
    """Guard (passes before too): a question's quantity said with a word of a lead time is compared."""
    assert decide(question, [(0, 0, sentence)], lambda _: True) is not None
