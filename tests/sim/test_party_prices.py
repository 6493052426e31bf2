"""A party's price from prices per kind of person (issue 26; twenty-third planet-adult-child,
nineteenth cable-family-price, leftovers_h cinema-two-adults-child): "How much for two adults and
one child?" over "adult £11, child (under 14) £7" quoted the ticket line (or said "I don't
know.") and added nothing. Price lists and wordings invented for this test.
"""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import party_prices
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

ZOO = """Ashgrove Wildlife Park
Day tickets: Adults £18.50, Children (3-15) £12, under 3s free.
Seniors (65+): £15.
Feeding talk at 14:00 daily."""

BOAT = """River cruise fares
Return fare: adult EUR 14, child (under 12) EUR 7, infant free.
The sunset cruise at 20:15 costs EUR 5 extra per person."""

POOL = """Lido prices
£6 per adult, £3.50 per child.
Lane swimming 07:00-09:00: members only."""


@pytest.mark.parametrize(("question", "party"), [
    ("How much for two adults and one child?", [(2, "adult", None), (1, "child", None)]),
    ("what do 2 adults + 3 kids pay", [(2, "adult", None), (3, "child", None)]),
    ("How much for an adult and a 10-year-old?", [(1, "adult", None), (1, None, 10)]),
    ("Cost for three pensioners?", [(3, "senior", None)]),
    ("How much is an adult ticket?", None),  # one person: the price as written answers it
    ("How much is the car park?", None),
])
def test_the_party_is_read_from_the_question(question, party):
    assert party_prices.asked_party(question) == party


@pytest.mark.parametrize(("doc", "question", "total"), [
    (ZOO, "How much for two adults and two children?", 61.0),
    (ZOO, "How much for an adult and a 7-year-old?", 30.5),
    (BOAT, "How much is a return for two adults and one child?", 35.0),
    (POOL, "how much for 2 adults and 2 kids", 19.0),  # "£6 per adult": the price before the kind
])
def test_the_counts_times_the_lines_prices(doc, question, total):
    found = party_prices.priced(question, [doc])
    assert isinstance(found, party_prices.Party) and found.total() == total, found


def test_another_price_line_on_what_the_question_names_is_unsure():
    found = party_prices.priced("How much for two adults and a child on the 20:15 sunset cruise?", [BOAT])
    assert isinstance(found, party_prices.Unsure) and "20:15" in found.other


@pytest.mark.parametrize(("doc", "question"), [
    (ZOO, "How much for two adults and a student?"),  # no student price
    (ZOO, "How much for two adults and a 40-year-old?"),  # an age no band holds
    (ZOO, "what would 2 adults and a 2-year-old pay"),  # "under 3s free" is no kind's bracketed band
    ("Parking £4 a day.\nCafe open 9-5.\nShop closes at 4.", "How much for two adults and a child?"),
])
def test_no_line_pricing_every_kind_is_no_answer(doc, question):
    assert party_prices.priced(question, [doc]) is None


def test_the_chat_model_gives_the_total_with_its_working(llm):  # noqa: F811
    text, stated = _rag(llm, BOAT, "How much for two adults and one child on the 10:00 cruise?")
    assert text.startswith("EUR 35") and "2 x EUR 14" in text and not stated, (text, stated)


def test_the_chat_model_states_a_limit_when_a_surcharge_may_apply(llm):  # noqa: F811
    text, stated = _rag(llm, BOAT, "How much for two adults and one child on the 20:15 cruise?")
    assert stated and "20:15" in stated[0], (text, stated)


@pytest.mark.parametrize("line,want", [
    ("Ferry: adults €6, under-12s €3, dogs free", {"adult": 6.0, "child": 3.0}),
    ("Pool: adult £5; over-60s £3; Under 5s free", {"adult": 5.0, "senior": 3.0, "child": 0.0}),
    ("Cinema - adults $12, over 65s $8", {"adult": 12.0, "senior": 8.0}),
    # an age band that names no kind of person, or a band of hours, is none
    ("Gym: adults £30 a month, over-25s £28", {"adult": 30.0}),
    ("Parking: under 2 hours £1, over 4 hours £6", {}),
    ("Shoes: under 30s get 10% off", {}),
])
def test_a_kind_named_by_its_age_band(line, want):
    assert {k: v[0] for k, v in party_prices._line_prices(line).items()} == want


def test_a_party_priced_over_age_band_kinds():
    doc = "Tram fares: adult £2.40, under-16s £1.20, bus pass holders free."
    found = party_prices.priced("how much for 2 adults and 2 kids", [doc])
    assert isinstance(found, party_prices.Party) and found.total() == pytest.approx(7.2)
