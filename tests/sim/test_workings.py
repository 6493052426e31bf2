"""``course_lib.sim.grounded.workings``: the operation a question asks, worked from the lines or rows that
state its operands (issue 26). Invented documents and wordings (none of a fresh set's, none of
``tests/sim/probes/workings_i.py``'s): at least six cases per operation, with the negatives beside
them (a lookup over the same lines, a line that states the value itself, operands that do not
pair: a stated limit instead of the quote)."""

from __future__ import annotations

import pytest

from course_lib.sim.grounded import workings

TRIP = """School trip to the science museum - costs
Coach hire: £540.00
Museum entry: £312.00
Packed lunches: £96.00
Paid by the PTA so far: £200.00
The cost is shared between the 24 pupils going.
"""

GARDEN = """Allotment notes, spring
- Seed potatoes: 6 bags of 25
- Onion sets: 80
- Compost delivered: 1,200 litres, of which we have used 450 litres.
- Netting costs $18.50 a roll.
Feeding plan (serves 3 beds): 1.5 kg of pellets.
"""

TEAMS = """| Runner | Lap 1 | Lap 2 | Lap 3 |
|---|---|---|---|
| Noor Haddad | 64 | 66 | 61 |
| Elis Varga | 70 | 68 | 65 |
| Tom Reid | 59 | 63 | 67 |
"""

STALL = """Cake stall takings. Brownies sold for $2 each. We raised $360 in total on the day.
Our target was $500 and the float was $40."""

FUND = """Hall roof appeal. Goal: $12,000. Given so far: $9,300 by 140 donors.
Scaffolding quote: $3,100. Slates quote: $7,450."""

WORKED = [
    # differences: "more ... than", "left", "still owed", "behind", "ahead", "fewer ... than"
    (TRIP, "How much more is the coach hire than the museum entry?", "difference", "£228.00"),
    (TRIP, "how much is still owed for the coach hire now that the PTA has paid", "difference", "£340.00"),
    (GARDEN, "How much compost is left now that we have used some?", "difference", "750 litres"),
    (TEAMS, "How many seconds behind Noor Haddad was Elis Varga on lap 2?", "difference", "2"),
    (TEAMS, "by how much was Tom Reid ahead of Elis Varga on lap 1", "difference", "11"),
    (FUND, "How much cheaper is the scaffolding quote than the slates quote?", "difference", "$4,350"),
    # products: a count in digits or words, "double", "N bags of M"
    (GARDEN, "What would 4 rolls of netting cost?", "product", "$74.00"),
    (GARDEN, "how much would three rolls of netting come to", "product", "$55.50"),
    (GARDEN, "How many pellets do I need if I double the feeding plan?", "product", "3 kg"),
    (GARDEN, "How many kg of pellets for 9 beds?", "product", "4.5 kg"),
    (TRIP, "What would the packed lunches cost if we tripled them?", "product", "£288.00"),
    (GARDEN, "How many seed potatoes are there in total?", "total", "150"),
    # quotients: per a counted thing, each of us, a count the question gives
    (TRIP, "How much is the coach hire per pupil?", "quotient", "£22.50"),
    (TRIP, "What is the museum entry per pupil?", "quotient", "£13.00"),
    (GARDEN, "How much pellet feed is that per bed?", "quotient", "0.5 kg"),
    (GARDEN, "If we plant 20 onion sets a row, how many rows will they fill?", None, None),
    (TRIP, "How much are the packed lunches per pupil?", "quotient", "£4.00"),
    # totals: named lines, one sentence's figures, a table's row or column
    (TRIP, "What do the coach hire and the museum entry add up to altogether?", "total", "£852.00"),
    (FUND, "What do the two quotes come to in total?", "total", "$10,550"),
    (TEAMS, "What was Tom Reid's time in total?", "total", "189"),
    (TEAMS, "How many seconds did lap 3 take altogether?", "total", "193"),
    (TRIP, "What do the coach hire, the museum entry and the packed lunches come to in total?", "total", "£948.00"),
    (GARDEN, "How many onion sets and seed potatoes are there altogether?", "total", "230"),
    # percentages: a part of a named whole, a table cell of its row
    (FUND, "What percentage of the goal has been given so far?", "percentage", "77.5%"),
    (STALL, "What share of the target did we raise?", "percentage", "72%"),
    (FUND, "what proportion of the goal is the slates quote", "percentage", "62.1%"),
    (TEAMS, "What percentage of Elis Varga's time was lap 1?", "percentage", "34.5%"),
    (TRIP, "What percentage of the coach hire has the PTA paid?", "percentage", "37%"),
    (GARDEN, "What percentage of the compost have we used?", "percentage", "37.5%"),
]


@pytest.mark.parametrize(("doc", "question", "operation", "result"), WORKED, ids=[q for _, q, _, _ in WORKED])
def test_the_asked_operation_is_worked_with_its_working(doc, question, operation, result):
    found = workings.worked(question, [doc])
    if operation is None:  # a guard by content: no such working is read
        assert not isinstance(found, workings.Worked), found
        return
    assert isinstance(found, workings.Worked), found
    assert found.operation == operation
    assert found.result == result
    assert found.working and found.result in found.answer()


NOT_WORKED = [  # lookups over the same lines and lines that state the value: no working, no limit
    (TRIP, "How much is the coach hire?"),
    (TRIP, "Who paid £200?"),
    (STALL, "How much were the brownies each?"),
    (STALL, "How much did we raise in total?"),
    (TEAMS, "What was Noor Haddad's lap 2 time?"),
    (FUND, "What is the goal of the appeal?"),
    (GARDEN, "How many onion sets are there?"),
    (FUND, "Is the slates quote more than the scaffolding quote?"),
    (TEAMS, "What's the total for Noor Haddad and Tom Reid over 2 laps each?"),  # counts over a grid: not a plain sum
    (GARDEN, "How much is a double roll of netting?"),  # "double" names a kind here, no factor
]


@pytest.mark.parametrize(("doc", "question"), NOT_WORKED, ids=[q for _, q in NOT_WORKED])
def test_a_lookup_or_a_stated_value_is_not_worked(doc, question):
    assert workings.worked(question, [doc]) is None


UNPAIRED = [  # the operation asked, its operands there but not paired: a limit, never the quote
    (TRIP, "How many pupils' lunches would 30 sandwiches cost?", "product"),
    (TRIP, "What percentage of the total costs is the coach hire?", "percentage"),
    (GARDEN, "What would 5 bags of fertiliser cost?", "product"),
    (GARDEN, "If we use 150 litres of compost a week, how many weeks will the compost last?", "quotient"),
]


@pytest.mark.parametrize(("doc", "question", "operation"), UNPAIRED, ids=[q for _, q, _ in UNPAIRED])
def test_operands_that_do_not_pair_are_a_stated_limit(doc, question, operation):
    found = workings.worked(question, [doc])
    assert isinstance(found, workings.Unworked), found
    assert found.operation == operation and found.reason


ASKED = [
    ("what share of the budget went on food", "percentage"),
    ("How much is it per night?", "quotient"),
    ("what does each of us owe", "quotient"),
    ("How many more tickets did Ana sell than Ben?", "difference"),
    ("how much is left to spend", "difference"),
    ("How much of the loan is still owed?", "difference"),
    ("What would 5 coffees cost?", "product"),
    ("how much for six tickets", "product"),
    ("What do the tent and the stove come to?", "total"),
    ("What is the price of a coffee?", None),
    ("Who scored the most goals?", None),
]


@pytest.mark.parametrize(("question", "operation"), ASKED, ids=[q for q, _ in ASKED])
def test_the_operation_is_read_from_the_question(question, operation):
    assert workings.asked(question) == operation


def test_a_word_of_multiplying_without_a_factor_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(workings, "lexicon", lambda name: frozenset({"double 2"}))
    with pytest.raises(ValueError, match="no factor for 'triple'"):
        workings._factor("triple")


@pytest.mark.parametrize(("doc", "question", "result"), [
    ("Launderette\nDryer: £1 per 10 minutes.\nSoap: 50p.", "how much to dry for 40 minutes", "£4"),
    ("Car park\nParking: £2.40 per 30 minutes.\nBlue badge holders free.", "how much for 90 minutes of parking", "£7.20"),
    ("Tool hire\nSander: £12 per 4 hours.\nDeposit: £20.", "how much to hire the sander for 8 hours", "£24"),
])
def test_a_rate_for_a_count_of_units_is_divided_by_that_count(doc, question, result):
    """"£1 per 10 minutes" for 40 minutes is 4 × £1, never 40 × £1 (the round-70 probe operands_x)."""
    found = workings.worked(question, [doc])
    assert isinstance(found, workings.Worked) and found.result == result, found


# A start fee beside a rate written in pence per minute (the merger's round 71): the fee is charged once, never
# multiplied by the question's minutes. Invented material.
def test_a_start_fee_is_no_rate_per_minute():
    from course_lib.sim.grounded.workings import Unworked, worked

    notes = "Launderette prices\nWashers: £4.50 a load.\nDryers: £1 to start, then 10p a minute."
    assert isinstance(worked("dryer for 40 minutes, how much?", [notes]), Unworked)


def test_a_bound_on_the_count_is_nothing_shared_out_over():
    # (the merger, round 72, after the fifty-fourth set's bf-tent-aug: "£9.33 (£28 ÷ 3 night)" for a price per night)
    doc = ("Lakeside glamping, prices per night\nBell tent: £64\nYurt: £90\n"
           "Minimum stay 2 nights at weekends. Check-in from 3pm.")
    assert workings.worked("bell tent, per night?", [doc]) is None


KENNEL = """Harbour Kennels - day rates
Large dog: £18 a day
Small dog: £12 a day
Cat: £3 a day
"""


@pytest.mark.parametrize(("cat", "question"), [
    ("£3", "3 large dogs and the cat for the day, total?"),
    ("£2", "total for 2 small dogs plus the cat"),
])
def test_an_amount_equal_to_a_count_is_no_use_of_it(cat, question):
    # the sixty-first set's rail-family-dog: the cat's £3 (or £2) is no use of the count "3 large dogs"
    found = workings.worked(question, [KENNEL.replace("£3", cat)])
    assert isinstance(found, workings.Unworked), found


# (ground80) a "per <noun>" quotient whose only dividend is a span of time the question does not ask about
_PASSES = ("pass,price_eur,terms\nSki pass 6-day,290.00,valid 2 seasons; named holder only\n"
           "Lift ride single,9.00,\n")
_SWIMS = "card,price_gbp,terms\nPool card (20 swims),80.00,expires after 6 months\nSauna add-on,3.00,\n"


@pytest.mark.parametrize("question, bodies", [
    ("how much is the 6 day ski pass per day?", [_PASSES]),
    ("how much is the 20 swim pool card per swim", [_SWIMS]),
], ids=["validity-seasons", "expires-months"])
def test_a_time_span_is_not_divided_per_unit_unless_asked(question, bodies):
    """Each fails on start80 (the validity divided: "0.33 seasons", "0.3 months")."""
    got = workings.worked(question, bodies)
    assert not isinstance(got, workings.Worked), got


def test_a_time_span_asked_is_still_divided():
    """A guard (passes on start80 too): the question asks time."""
    got = workings.worked("how many months per swim is the pool card", [_SWIMS])
    assert isinstance(got, workings.Worked) and got.result.startswith("0.3"), got
