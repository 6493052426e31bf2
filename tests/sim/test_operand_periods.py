"""operand_periods: amounts are added or taken away only on one period (issue 26, the thirty-first
set's Z3): "12 monthly payments of X" is 12 × X, a yearly fee minus one monthly fee is no answer.
Invented material (gym memberships, loan repayments, phone contracts, rent); none from the fresh sets."""

import warnings

import pytest

from course_lib.sim import SimulatedChatModel
from course_lib.sim.values.operand_periods import Period, asked_period, on_one_period, period


@pytest.mark.parametrize("sentence,written,expected", [
    ("Membership: £420 a year or £39 a month.", "£420", Period("year")),
    ("Membership: £420 a year or £39 a month.", "£39", Period("month")),
    ("Pay £312 up front, or 12 monthly payments of £27.50.", "£27.50", Period("month", 12)),
    ("Pay twelve monthly instalments of £27.50.", "£27.50", Period("month", 12)),
    ("The handset is $40 per week for 52 weeks.", "$40", Period("week", 52)),
    ("Annual fee: £60", "£60", Period("year")),
    ("Rent: £1,040 pcm", "£1,040", Period("month")),
    ("The deposit is £950.", "£950", None),
])
def test_an_amount_s_period_is_read_from_its_own_words(sentence, written, expected):
    assert period(sentence, written) == expected


@pytest.mark.parametrize("question,unit", [
    ("how much more do I pay over the year?", "year"), ("what's the annual cost?", "year"),
    ("how much per week?", "week"), ("how much more if we pay monthly?", ""),
])
def test_the_period_asked(question, unit):
    assert asked_period(question) == unit


@pytest.mark.parametrize("sentence,writtens,question,expected", [
    ("Pay £312 up front, or 12 monthly payments of £27.50.", ["£312", "£27.50"], "", [1, 12]),
    ("You borrow £2,000 and make 24 monthly repayments of £91.50.", ["£2,000", "£91.50"], "", [1, 24]),
    ("Membership: £420 a year or £39 a month.", ["£420", "£39"], "how much more over a year?", [1, 12]),
    ("Membership: £420 a year or £39 a month.", ["£420", "£39"], "how much more monthly?", None),
    ("Rent is £800 a month. The deposit is £950.", ["£800", "£950"], "", [1, 1]),
    ("Members pay £5 a week, guests £7 a week.", ["£5", "£7"], "", [1, 1]),
    # every operand a rate of one period, the question asking over another: each times its periods in it
    ("Peak: £32 a month. Off-peak: £21 a month.", ["£32", "£21"], "how much more is peak over a year?", [12, 12]),
    ("Locker: €4 a day, or a bigger one at €6 a day.", ["€4", "€6"], "the difference for a week?", [7, 7]),
    ("Band A: £90 a quarter. Band B: £75 a quarter.", ["£90", "£75"], "how much more per year", [4, 4]),
    ("Plan X: £30 a week. Plan Y: £20 a week.", ["£30", "£20"], "how much more each month?", "a week"),
])
def test_operands_on_one_period(sentence, writtens, question, expected):
    got = on_one_period([sentence] * len(writtens), writtens, question)
    if expected is None:
        assert isinstance(got, str) and "different periods" in got
    elif isinstance(expected, str):  # (a week is no whole part of a month: the reason, never 1 : 1)
        assert isinstance(got, str) and expected in got and "asks over a month" in got
    else:
        assert got == expected


def _ask(notes: str, question: str):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return SimulatedChatModel().invoke(f"Answer from the notes.\n\nNotes:\n{notes}\nQuestion: {question}")


@pytest.mark.parametrize("notes,question,right,wrong", [
    ("Oakfield gym\nMembership: £420 a year, or 12 monthly payments of £39.00.\nTowels are free.",
     "how much more do I pay over the year if I pay monthly?", "£48", "£381"),
    ("Phone contract\nHandset: £300, or 24 monthly payments of £14.50.\nCalls are included.",
     "how much more do I pay for the handset if I pay monthly?", "£48", "£285.50"),
    ("Oakfield gym\nMembership: £420 a year or £39 a month.\nTowels are free.",
     "how much more is it if I pay monthly rather than yearly?", "£48", "£381"),  # 12 × £39 over the year
    ("Oakfield gym\nMembership: £420 a year or £39 a month.\nTowels are free.",
     "how much more is it to pay monthly?", None, "£381"),
])
def test_a_difference_on_one_period_or_a_limit(notes, question, right, wrong):
    out = _ask(notes, question)
    limit = out.response_metadata.get("simulator_limit")
    assert wrong not in out.content, out.content
    assert (right is not None and right in out.content and not limit) or (right is None and limit), out.content
