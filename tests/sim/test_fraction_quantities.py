"""``quantities.with_fractions``: a quantity said with a fraction word ("one and a half metres", "a
kilo and a half", "two and a half grand") read as its figure, so a threshold in the notes compares with it
(``threshold_answers``). Invented material (a ferry's fares, a post office's parcel bands)."""

from __future__ import annotations

import pytest

from course_lib.sim.words.quantities import with_digits, with_fractions
from tests.sim._chat import ask_rag

CASES = [
    ("my kayak is two and a half metres long", "my kayak is 2.5 metres long"),
    ("roughly a kilo and a half of apples", "roughly 1.5 kilo of apples"),
    ("it took an hour and a half", "it took 1.5 hour"),
    ("half a dozen eggs", "half a dozen eggs"),  # a group word's own reader
    ("back in half an hour", "back in half an hour"),  # a duration's own reader
    ("3 and a quarter miles", "3.25 miles"),
    ("they want one and a half grand for the boat", "they want 1500 for the boat"),
    ("a crowd of two and a half thousand", "a crowd of 2500"),
    ("half past eight", "half past eight"),  # a time, no fraction of a quantity
    ("a half-price ticket", "a half-price ticket"),
    # a compound tens word is the whole number (the fifty-seventh set's VV6 (d)), never its last word alone
    ("the van costs forty-five and a half thousand", "the van costs 45500"),
    ("a pond of twenty one and a half metres", "a pond of 21.5 metres"),
    ("ninety-nine and a quarter miles", "99.25 miles"),
]


@pytest.mark.parametrize(("text", "read"), CASES)
def test_fraction_words_read_as_figures(text, read):
    assert with_fractions(text) == read


def test_with_digits_reads_fractions_too():
    assert with_digits("about one and a half metres long") == "about 1.5 metres long"


FERRY = ("Ferry fares. Cars: £40 each way. Cars towing a caravan longer than 2 m pay the long-vehicle fare "
         "of £75. Foot passengers: £6.")
PARCELS = "Parcel post. Parcels longer than 1 m go by courier at £9.50; shorter ones cost £3.20."


@pytest.mark.parametrize(("context", "question", "figure"), [
    (FERRY, "I'm towing a tiny caravan, about one and a half metres long - is it the long-vehicle fare?", "1.5"),
    (PARCELS, "my parcel is a metre and a half long, does it have to go by courier?", "1.5"),
])
def test_a_quantity_in_words_meets_the_notes_threshold(context, question, figure):
    reply, limits = ask_rag(context, question)
    # compared with the threshold (an answer for its side, or the thresholds' limit naming the figure),
    # never the rule quoted as if it answered
    assert figure in reply, reply
