"""``course_lib.sim.grounded.labelled_amounts``: a sentence listing several labelled amounts answers with
the one the question names ("a medium dog" over "small dogs £38, medium £46, large £58"), under
the sentence's lead; otherwise the sentence is quoted as before (mine, after my probe grounded_f)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded.labelled_amounts import picked
from tests.sim.test_grounded_calibration import _rag, llm  # noqa: F401 - llm is the fixture

_WINDOWS = "Window cleaning: terraced £12, semi-detached £15, detached £22."
_BIKES = "Bike hire per day: kids £10; hybrid £18; e-bike £35."


@pytest.mark.parametrize(("sentence", "question", "answer"), [
    (_WINDOWS, "how much for a semi-detached house", "Window cleaning: semi-detached £15."),
    (_BIKES, "What does an e-bike cost for a day?", "Bike hire per day: e-bike £35."),
    ("Entry: adults €9, students €6 and children €4", "How much do students pay?", "Entry: students €6."),
    # every sign currencies knows, and amounts with a thousands comma kept whole
    ("Ramen: shio ¥800, miso ¥950, tonkotsu ¥1,100.", "how much is the tonkotsu", "Ramen: tonkotsu ¥1,100."),
    ("Thali: veg ₹180, paneer ₹240, mutton ₹1,250", "What does a paneer thali cost?", "Thali: paneer ₹240."),
    ("Flights: economy £1,240, premium £2,310, business £4,900.", "how much is premium", "Flights: premium £2,310."),
])
def test_the_named_amount_is_picked(sentence, question, answer):
    assert picked(question, sentence) == answer


@pytest.mark.parametrize(("sentence", "question"), [
    (_WINDOWS, "How much is window cleaning?"),  # no label named: the list is the answer
    (_WINDOWS, "terraced or detached, which is cheaper?"),  # two named
    ("Parking is £3 an hour, free after 6pm, and £20 for the day.", "How much is parking for the day?"),  # not all labelled
])
def test_no_single_named_amount_leaves_the_sentence(sentence, question):
    assert picked(question, sentence) is None


def test_a_price_list_answers_with_the_named_price(llm):  # noqa: F811
    reply, stated = _rag(llm, "Bike hire\n" + _BIKES + "\nHelmets and locks are included.", "How much is a hybrid for the day?")
    assert "£18" in reply and "£35" not in reply and "£10" not in reply and not stated, reply


# Two labelled amounts are a list too, and an "and" inside a label joins it (2026-12-04, from my
# probe templates_j's control row: "Fares: foot passenger return £8.20, car and driver return £41."
# quoted whole for "foot passenger return fare").
@pytest.mark.parametrize(("question", "sentence", "want"), [
    ("foot passenger fare", "Fares: foot passenger return €6.40, car and driver return €38.", "foot passenger return €6.40"),
    ("how much is the balance", "Booking: deposit £50, balance £200.", "balance £200"),
    ("what does the car and driver ticket cost", "Fares: foot passenger £6, car and driver £38.", "car and driver £38"),
    ("what does a locker cost", "Extras: locker $2 and towel $3.", "locker $2"),
    # (a guard while a list needed three pieces: the two-piece answer is the right one)
    ("how much for a terraced house", "Window cleaning: terraced £12, detached £22.", "terraced £12"),
])
def test_two_labelled_amounts(question, sentence, want):
    got = picked(question, sentence)
    assert got is not None and want in got and got.count("£") + got.count("€") + got.count("$") == 1, got


@pytest.mark.parametrize(("question", "sentence"), [
    ("how much for an adult and a child", "Tickets: adult £5, child £3."),  # both named: no one piece
    ("how much is parking", "Parking £4 a day, free after 6pm."),  # one amount: no list
])
def test_no_one_labelled_amount(question, sentence):  # guards
    assert picked(question, sentence) is None


# An amount's period said after it ("£420 a year", "$9 per hour") is part of its piece (2026-12-05,
# branch fix43a, from my probe clauses_x: "X stays at £45 a year; Y rises to £160 a year" quoted whole).
@pytest.mark.parametrize(("question", "sentence", "want"), [
    ("What does a child season ticket cost?", "Adult season tickets are £420 a year, child season tickets £150 a year.",
     "child season tickets £150 a year"),
    ("how much is the weekend rate", "The weekday rate goes up to $9 per hour; the weekend rate stays at $12 per hour.",
     "the weekend rate stays at $12 per hour"),
    ("how much is a double room", "Single rooms cost €70 a night; double rooms €95 a night.", "double rooms €95 a night"),
])
def test_an_amount_with_its_period(question, sentence, want):
    got = picked(question, sentence)
    assert got is not None and want in got and got.count("£") + got.count("€") + got.count("$") == 1, got
# (fix43b, the forty-first set's JJ5) a piece priced "free" is one labelled amount, and a remark
# beside the listing that holds none of the question's words is left aside; a Chinese label with a
# rate's "每<unit>" is named without it. Wordings of my own.
@pytest.mark.parametrize(("sentence", "question", "want"), [
    ("Swim: adults £5.20, juniors £3.10, under-4s free.", "How much is a junior swim?", "juniors £3.10"),
    ("Rates: weekday £40, weekend £55, all prices include VAT.", "what is the weekend rate", "weekend £55"),
    ("Car park: cars £6, coaches £25, blue badge holders free", "how much for a coach", "coaches £25"),
    ("Entry: members free, visitors £4", "do members pay for entry", "members free"),
    ("标准间每晚280元,套房每晚520元。", "套房一晚多少钱?", "套房每晚 520元"),
    ("学费:初级班1,800元,高级班2,600元,均含教材费。", "高级班学费多少?", "高级班 2,600元"),
    # a label holding a code's figures
    ("Bus fares: Zone 1 £2.10, Zone 2 £2.90, Zone 3 £3.60.", "What is the fare for zone 2?", "Zone 2 £2.90"),
    ("套餐:A1套餐 38元,B2套餐 45元。", "B2套餐多少钱?", "B2套餐 45元"),
])
def test_a_remark_or_a_free_piece_beside_the_listing(sentence, question, want):
    got = picked(question, sentence)
    assert got is not None and want in got, got


@pytest.mark.parametrize(("sentence", "question"), [
    ("Rates: weekday £40, weekend £55, weekend breakfast extra.", "what is the weekend rate"),  # the remark names it
    ("标准间每晚280元,套房每晚520元,套房含早餐。", "套房一晚多少钱?"),  # the remark names it
])
def test_a_remark_naming_the_asked_label_keeps_the_sentence(sentence, question):
    assert picked(question, sentence) is None


# (fix43b) a listing whose parts hold words beside their label and amount: the one part the question's
# own words meet (not the words every part shares, nor price words)
@pytest.mark.parametrize(("sentence", "question", "want"), [
    ("Hire: kayaks £25 for a half day, paddleboards £30 for a half day, wetsuits £8 extra.",
     "what does a paddleboard cost?", "paddleboards £30 for a half day"),
    ("Lessons: group sessions €15 per child, private lessons €40 per hour", "How much is a private lesson?",
     "private lessons €40 per hour"),
])
def test_the_one_priced_part_named(sentence, question, want):
    got = picked(question, sentence)
    assert got is not None and want in got and got.count("£") + got.count("€") == 1, got


@pytest.mark.parametrize(("sentence", "question"), [
    ("Hire: kayaks £25 for a half day, paddleboards £30 for a half day.", "how much for a half day?"),  # both
    ("Lessons: group sessions €15 per child, private lessons €40 per hour", "How much are lessons?"),  # both
])
def test_no_one_priced_part_named(sentence, question):  # guards
    assert picked(question, sentence) is None


# --- a listing restated by a correction (fix65b, the sixtieth set's YW2) -----------------------------------------------


@pytest.mark.parametrize(("old", "body", "want"), [
    ("2.1 Late fee: £5 per day, capped at £30.", "Late fee £8 per day, capped at £40.",
     "2.1 Late fee: £8 per day, capped at £40."),
    ("Kayak: £15 first hour, £8 each extra hour.", "Kayak £20 first hour, £10 each extra hour.",
     "Kayak: £20 first hour, £10 each extra hour."),
    ("Rent: small locker $60, large locker $100.", "small locker $65, large locker $110 from May",
     "Rent: small locker $65, large locker $110."),
    ("Court hire: members €6, guests €10.", "members €6, guests €12", "Court hire: members €6, guests €12."),
], ids=["after-label", "first-extra", "before-label", "one-changed"])
def test_a_restated_listing_corrects_each_amount(old, body, want):
    from course_lib.sim.grounded.labelled_amounts import restated

    assert restated(old, body) == want


@pytest.mark.parametrize(("old", "body"), [
    ("Court hire: members €6, guests €10.", "members €6, guests €10"),  # nothing changed
    ("Court hire: members €6, guests €10.", "guests are now €12"),  # one label only: not the whole listing
    ("Court hire: members €6, guests €10.", "members €7, members €8, guests €12"),  # a label twice
], ids=["unchanged", "partial", "twice"])
def test_no_restated_listing(old, body):
    from course_lib.sim.grounded.labelled_amounts import restated

    assert restated(old, body) is None
