"""A dated change decides which value holds on the question's date (issue 26, the thirty-eighth
set's GG3 (b)): ``grounded.dated_changes.unsettled`` says why a reply's value is not the one in force
(the new value for a date before the change, the old value for a date after it), ``None`` where
the reply's value holds; ``responders.replies`` turns it into a stated limit. Wordings invented
here (a swimming pool's prices, a car park's tariff, a choir's subscription, a library's fines),
none from a set or a probe."""

from __future__ import annotations

import warnings

import pytest
from langchain_core.messages import HumanMessage, SystemMessage

from course_lib.sim import SimulatedChatModel
from course_lib.sim.grounded.dated_changes import changes, dates, unsettled

POOL = """Swim prices
Adult swim: £5.20
Junior swim: £3.10
With effect from 1 September 2031 the adult swim costs £5.60.
"""

CAR_PARK = """Station car park
Daily ticket: £9
Weekly ticket: £40
As of March, the daily ticket is £10.50 and the weekly ticket £45.
The car park is open from May to September only on Sundays... no: it is open every day.
"""

CHOIR = """Choir subscription: £60 a term.
Concessions: £35 a term.
From 1 January 2032 the full subscription will be £66 a term.
"""

UNSETTLED = [
    (POOL, "What does an adult swim cost on 12 August 2031?", "£5.60 from 1 September 2031."),
    (POOL, "How much is an adult swim in October 2031?", "An adult swim costs £5.20."),
    (CAR_PARK, "What's a daily ticket in April?", "Daily ticket: £9"),
    (CAR_PARK, "What's a weekly ticket in February?", "As of March, the weekly ticket is £45."),
    (CHOIR, "What will the full subscription be for the spring term starting 10 January 2032?",
     "Choir subscription: £60 a term."),
]

SETTLED = [
    (POOL, "What does an adult swim cost on 12 August 2031?", "An adult swim costs £5.20."),
    (POOL, "How much is an adult swim in October 2031?", "£5.60 (from 1 September 2031)."),
    (POOL, "How much is a junior swim in October 2031?", "Junior swim: £3.10"),  # not changed
    (CAR_PARK, "What's a daily ticket in February?", "Daily ticket: £9"),
    (CHOIR, "How much are concessions from 10 January 2032?", "Concessions: £35 a term."),
    (CHOIR, "How much is the subscription?", "Choir subscription: £60 a term."),  # no date asked
    (CHOIR, "What does the subscription cost in December 2031?", "£60 a term, rising to £66 from 1 January 2032."),
]


@pytest.mark.parametrize("body,question,reply", UNSETTLED)
def test_a_value_not_in_force_on_the_asked_date(body, question, reply):
    assert unsettled(question, reply, [body]) is not None


@pytest.mark.parametrize("body,question,reply", SETTLED)
def test_a_value_in_force_on_the_asked_date(body, question, reply):
    assert unsettled(question, reply, [body]) is None


@pytest.mark.parametrize("text,count", [
    ("Open from May to September, £4 a visit.", 0),  # a season, no change
    ("Prices may rise from time to time.", 0),
    ("Starting 3 July the ferry leaves at 8:15.", 1),
])
def test_what_counts_as_a_dated_change(text, count):
    assert len(changes([text])) == count


@pytest.mark.parametrize("question,n", [
    ("May I bring a friend?", 0), ("Is it open in may?", 1), ("What about 3rd March 2032?", 1), ("And June 4?", 1)])
def test_dates_of_a_question(question, n):
    assert len(dates(question)) == n


BOATS = """| Boat | Off-peak (Oct-Apr) | Peak (May-Sep) |
|---|---|---|
| Rowing boat | £12 an hour | £15 an hour |
| Pedalo | £10 an hour | £14 an hour |

Life jackets are provided free of charge.
From 1 July, the pedalo's peak rate rises to £16 an hour.
"""


def test_the_model_gives_no_new_value_for_a_date_before_it():
    llm = SimulatedChatModel()
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        out = llm.invoke([SystemMessage(f"Answer from the notes.\n\n{BOATS}"),
                          HumanMessage("What's the pedalo's rate per hour in May?")])
    assert out.response_metadata.get("simulator_limit") or ("14" in out.content and "16" not in out.content), out.content


# regress78: a reply stating a fee that a change in force at the asked date states ("a £5 late fee applies
# from 1 May") is in force, even when another line (an office's hours "5:00-7:00") holds the same figure, and the
# days of the dates the reply quotes are no values of it
MOORINGS = """Lakeside Moorings Association
Mooring fees for the season from 1 April are £2 per metre. Members aged 70 or over pay half.
Please pay by 31 March, by bank transfer or in cash at the office (Saturdays 5:00-7:00).
A late payment fee of £5 applies from 1 May."""


def test_a_fee_in_force_from_its_own_day_is_no_superseded_value():
    reply = '£5: "A late payment fee of £5 applies from 1 May" (14 may is on or after 1 May).'
    assert unsettled("if i pay on 14 may how much extra", reply, [MOORINGS]) is None
