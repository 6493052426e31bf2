"""Invented probe (branch ``fix40b``, oracles written and committed before its first run): derived
answers given from documents (issue 26 "Build" 1): a yes / no, a worked figure (a sum or a
difference of money), a value on a date before or after a dated change, a payback time, and a
grader's verdict on an answer that pairs a value with a condition. The documents are mine: a gym's
class timetable (a title holding a weekday), a council's bin-collection calendar with a changed
day, a hotel's rate card with seasons, a nursery's fee sheet with a sibling discount, a ferry's
fare table with a fare change "from 1 April", a solar panel quote with a yearly saving, and
grader prompts whose facts tie values to conditions. About a third of the cases have a plain
answer as their right reply (a blanket limit costs), some ask for what is not there ("I don't
know" is right).

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.derived_u [-v]`` prints the counts.

First sight on 18e1aee0 (base), 35 cases: right 10 / limit 14 / wrong 11 / false alarms 1.
Wrong: "Yes:" to the sauna on Saturday from the "Saturday Splash session" heading (the sauna is
closed); the June rise quoted for a May rate; three fee sheet quotes of several lines for a worked
sum or a discount; a bicycle's fares for three days summed from three different fares; "I don't
know." for how long the installation takes; four grader verdicts: three answers pairing a value
with the other condition graded "yes", and a right answer ("Children under 12 get in free")
graded "no".
History on branch fix40b (right / limit / wrong / false alarms; each mechanism tested in tests/sim on
wordings of its own, never these cases):
- a grounding grader reads which condition a value belongs to (``words.condition_pairs``): 14 / 14 / 7
  / 1 with the next;
- a day's line must meet the question's subject; a notice saying the subject is out of service
  answers "No" (``grounded.schedules``): the sauna;
- a dated change decides which value holds on the question's date (``grounded.dated_changes``): the
  May rate a limit; 14 / 15 / 6 / 1;
- years until a cost pays for itself (``grounded.paybacks``): both solar paybacks right: 16 / 13 / 6 / 1;
- one amount of money asked, combined from several, is no quote of several amounts
  (``grounded.combined_amounts``): two fee sheet quotes limits: 16 / 15 / 4 / 1.
Left wrong: the sibling discount quoted for a worked price (a percentage off, not read); three
bicycle fares summed from three items' prices (a total's operands of other items than the asked
one); "I don't know." for how long the installation takes ("installed in two days" not met by
"installation take"); a right answer naming "children under 12" graded "no" (the grader's word
match, not its value-condition check).
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _but_not,
    _denies,
    _has,
    _parsed,
    _rag,
    _val,
    _yes_or,
    report,
    tally,
)

# --- the learners' documents --------------------------------------------------------------------

GYM = """# Riverside Leisure Centre - class timetable (autumn)

## Saturday Splash session
The Saturday Splash session is a family swim in the main pool, 14:00-16:00.

## Classes
- Spin: Monday and Wednesday, 18:30, studio 2.
- Yoga: Tuesday 19:00 and Sunday 10:00, studio 1.
- Boxercise: Thursday 18:00, sports hall.

## Notices
The sauna is closed for repairs until further notice.
The creche runs on weekday mornings only.
"""

BINS = """Ashford Parish Council - bin collection calendar

Green bin (garden waste): every other Tuesday.
Black bin (general waste): every Friday.
Blue box (glass): first Monday of each month.

Christmas changes: collections due on Friday 25 December move to Monday 28 December.
The household recycling centre at Mill Lane is open Wednesday to Sunday, 9:00-16:00.
"""

HOTEL = """| Room | Low season (Nov-Mar) | High season (Apr-Oct) |
|---|---|---|
| Single | £70 per night | £95 per night |
| Double | £90 per night | £130 per night |
| Family suite | £140 per night | £190 per night |

Breakfast is included in every rate. Parking costs £8 per night.
From 1 June, the family suite's high-season rate rises to £210 per night.
"""

NURSERY = """Little Acorns Nursery - fees 2027

Full day (8:00-18:00): £62
Half day (morning or afternoon): £38
Lunch: £3.50 per day, not included in the half-day fee.

Sibling discount: a second child attending on the same days pays 10% less.
Funded hours: children aged 3 and 4 get 15 free hours a week in term time.
Late collection after 18:00 is charged £10 per 15 minutes.
"""

FERRY = """Island Link Ferries - single fares

Adult: £6.40
Child (5-15): £3.20
Under 5: free
Bicycle: £2.00
Car and driver: £24.00

Fare change: from 1 April 2027 the adult single fare is £7.00 and the car and driver fare is £26.50.
Other fares are unchanged.
"""

SOLAR = """Quote SQ-2291 for 14 Elm Road

System: 4 kW solar panels, 10 panels, installed in two days.
Installed price: £6,000 including VAT.
Expected saving on electricity bills: £500 a year.
Optional battery: £3,000 extra, adding about £150 a year to the saving.
Quote valid until 31 January 2027.
"""

# --- a learner's grader ----------------------------------------------------------------------------


class Grounded(BaseModel):
    """Whether the answer is supported by the facts."""

    grounded: Literal["yes", "no"] = Field(description="'yes' if every claim of the answer is supported by the facts")


def _grader(facts: str, answer: str):
    def run(llm):
        return llm.with_structured_output(Grounded, include_raw=True).invoke(
            [SystemMessage("You are a grader. Decide whether the answer is supported by the facts."),
             HumanMessage(f"Facts:\n{facts}\n\nAnswer to check:\n{answer}")])

    return run


def _grade(want: str):
    return _parsed(lambda g: g.grounded == want)


# --- cases ------------------------------------------------------------------------------------------

CASES: list[Case] = [
    # yes / no from a line that must meet the question's subject, not only its day
    Case("gym-sauna-saturday", _rag(GYM, "Can I use the sauna on Saturday?"),
         _denies("closed", "not open", "can't", "cannot")),
    Case("gym-yoga-sunday", _rag(GYM, "Is there a yoga class on Sunday?"), _yes_or("10:00")),
    Case("gym-spin-thursday", _rag(GYM, "Is there a spin class on Thursday?"),
         _denies("monday and wednesday", "only on monday", "not on thursday")),
    Case("gym-creche-saturday", _rag(GYM, "Is the creche open on Saturday mornings?"),
         _denies("weekday", "only")),
    Case("gym-swim-saturday", _rag(GYM, "Is there a family swim on Saturday?"), _yes_or("14:00")),
    Case("gym-pilates-absent", _rag(GYM, "Is there a pilates class on Friday?"),
         _absent("no pilates", "doesn't list", "does not list", "not listed")),
    Case("bins-green-tuesday", _rag(BINS, "Which day is the green bin collected?"), _has("tuesday")),
    Case("bins-recycling-monday", _rag(BINS, "Is the recycling centre at Mill Lane open on Monday?"),
         _denies("wednesday to sunday", "closed")),
    Case("bins-xmas-black", _rag(BINS, "My black bin is normally collected on a Friday. When will it be "
                                       "collected over Christmas?"), _has("28 december")),
    # sums and differences of money: operands must be money
    Case("hotel-double-two-nights", _rag(HOTEL, "How much do two nights in a double room cost in July, "
                                                "without parking?"), _val(260)),
    Case("hotel-single-diff", _rag(HOTEL, "How much more is a single room per night in high season than in "
                                          "low season?"), _val(25)),
    Case("hotel-parking-three", _rag(HOTEL, "We're staying three nights in a single room in January and "
                                            "need parking. What will it cost altogether?"), _val(234)),
    Case("hotel-suite-august", _rag(HOTEL, "What is the family suite's nightly rate in August?"),
         _but_not(_val(210), "£190")),
    Case("hotel-suite-may", _rag(HOTEL, "What is the family suite's nightly rate in May?"),
         _but_not(_val(190), "£210")),
    Case("hotel-spa-absent", _rag(HOTEL, "How much is the spa per visit?"), _absent("no spa", "not listed")),
    Case("nursery-two-full-days", _rag(NURSERY, "My son does two full days a week. What's the weekly fee?"),
         _val(124)),
    Case("nursery-half-lunch", _rag(NURSERY, "How much is a half day with lunch?"), _val(41.5)),
    Case("nursery-three-days-total", _rag(NURSERY, "Three full days and two half days: how much do we pay in "
                                                   "total per week?"), _val(262)),
    Case("nursery-funded-age", _rag(NURSERY, "My daughter is 2. Does she get free hours?"),
         _denies("aged 3 and 4", "3 and 4", "not yet")),
    Case("nursery-sibling-full", _rag(NURSERY, "What does a second child pay for a full day on the same days "
                                               "as their sibling?"), _val(55.8)),
    Case("nursery-waitlist-absent", _rag(NURSERY, "How long is the waiting list?"), _absent("waiting list")),
    # values before / after a dated change
    Case("ferry-adult-march", _rag(FERRY, "How much is an adult single on 20 March 2027?"),
         _but_not(_val(6.40), "7.00")),
    Case("ferry-adult-may", _rag(FERRY, "What will an adult single cost on 3 May 2027?"),
         _but_not(_any("7.00", "£7"), "6.40")),
    Case("ferry-car-april", _rag(FERRY, "How much is the car and driver fare from 10 April 2027?"),
         _but_not(_val(26.5), "24.00")),
    Case("ferry-child-may", _rag(FERRY, "How much is a child's single fare in May 2027?"),
         _but_not(_val(3.20), "6.40")),
    Case("ferry-family-total", _rag(FERRY, "Two adults and a child aged 7 on a single crossing in February "
                                           "2027: how much do we pay altogether?"), _val(16)),
    Case("ferry-bike-days", _rag(FERRY, "I'll cross with my bicycle on 3 days. How much do the bicycle fares "
                                        "come to?"), _val(6)),
    # payback and quote spans
    Case("solar-payback", _rag(SOLAR, "How many years until the panels pay for themselves?"), _val(12)),
    Case("solar-battery-payback", _rag(SOLAR, "If I add the battery, how many years until the battery alone "
                                              "pays for itself?"), _val(20)),
    Case("solar-install-days", _rag(SOLAR, "How long does the installation take?"), _has("two days")),
    # graders: a value must be stated for the claim's condition
    Case("grade-pool-swapped", _grader("The pool opens at 6:30 on weekdays and at 8:00 at weekends.",
                                       "At weekends the pool opens at 6:30."), _grade("no")),
    Case("grade-pool-right", _grader("The pool opens at 6:30 on weekdays and at 8:00 at weekends.",
                                     "At weekends the pool opens at 8:00."), _grade("yes")),
    Case("grade-museum-swapped", _grader("Entry is free for under-12s and costs £5 for students.",
                                         "Students get in free."), _grade("no")),
    Case("grade-museum-right", _grader("Entry is free for under-12s and costs £5 for students.",
                                       "Children under 12 get in free."), _grade("yes")),
    Case("grade-train-swapped", _grader("Trains leave every 15 minutes at peak times and every 30 minutes "
                                        "off-peak.", "Off-peak, there is a train every 15 minutes."), _grade("no")),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
