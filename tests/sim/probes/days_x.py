"""A probe of the session of 2026-12-05 (third; issue 26): days asked of notes that name groups of
days ("weekdays", "at weekends", "working days") or several days' hours in one line.

Written after the change it measures (``weekdays.kin_stems``, ``evidence._on_the_day``,
``schedules._sentences``), on material of my own that its tests do not use: a lido, a library's
study rooms, a launderette, a ferry office, a climbing gym's bouldering sessions, a council tip, a
pharmacy, a museum café, a bakery's orders, a car park's tariff, a school office; prose lines,
"label: hours" lines, bullets, a hard-wrapped letter. Questions a learner asks: a time on a day, a
yes/no with a clock time, a day the notes leave out ("I don't know" right), a day of a group whose
line is about something else.

Oracles strict: the asked day's value is required; the other group's value beside it is wrong.
``python -W ignore -m tests.sim.probes.days_x [-v]``.

Counts (right / limit / silently wrong / false alarms), 23 cases: on b45463ca (before the change)
8 / 2 / 13 / 0; after it 19 / 0 / 4 / 0 (20 / 0 / 3 / 0 while "seven days a week" and "daily" met every
day: that cost three held-out replies, so it was taken back; written after the first version of the change, which gave
15 / 0 / 8 / 0; the probe's cases then showed three more mechanisms, each tested on other material in
``tests/sim/test_day_groups.py``: an elaborating sentence about other days only left out, a
sentence of prose among an hours line's sentences no entry, an "only" rule of days settled by the
asked day; and groups written in two words, "on working days"). Left wrong: a
sentence holding both groups' hours quoted whole ("open 7am-10pm on working days, 8am-6pm at
weekends", twice), a library's weekend line quoted for its cafe, which no line names, and "I don't know"
for garden waste on a Sunday over "seven days a week".
Session of 2026-12-05 (fourth): hours written before their days read as an entry each
(``schedules._hours_first``, tested on other material in ``tests/sim/test_hours_before_days.py``):
21 / 0 / 2 / 0; the launderette's two cases right.
"""

from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.fresh._oracles import Case, _absent, _any, _but_not, _denies, report


def _ask(notes: str, question: str):
    def run(llm):
        return llm.invoke([SystemMessage("Answer using only these notes.\n\nNotes:\n" + notes), HumanMessage(question)])

    return run


LIBRARY = ("Study rooms at the Eastgate library can be booked from 9am to 8pm on weekdays.\n"
           "At weekends they can be booked from 10am to 4pm, and only by card holders.")
LAUNDRY = "Suds launderette: open 7am-10pm on working days, 8am-6pm at weekends. Last wash 1 hour before closing."
FERRY = ("- Office hours on weekdays: 08:00 to 17:30\n- Office hours at weekends: 09:00 to 12:00\n"
         "- Sailings run every day; tickets are sold on board when the office is closed.")
BOULDER = ("Bouldering sessions\nWeekday sessions start at 6pm and run for two hours.\n"
           "Weekend sessions start at 10am and run for three hours.\nUnder-14s must be with an adult.")
TIP = ("The council tip on Mill Lane takes garden waste seven days a week. Rubble is only accepted on weekdays, "
       "up to 3 bags per visit.")
PHARMACY = "Greenway Pharmacy is open on weekdays from 8.30 to 18.00. It is closed at weekends."
CAFE = ("The museum cafe serves lunch from 12 to 2.30 on weekdays.\nOn Saturdays and Sundays it serves brunch "
        "from 10 until 3 instead.")
BAKERY = ("Dear customers,\nfrom next month, celebration cakes must be ordered three working days\nahead. "
          "Bread orders for the weekend must be in by Thursday noon.\nThank you, the Crumb team")
CAR_PARK = "Station car park: weekdays £9.50 a day; weekends £4 a day. Blue badge holders park free."
SCHOOL = "The school office is staffed 8am-4pm during term-time weekdays. Messages left at weekends are read on Monday."

CASES = [
    Case("library-sat", _ask(LIBRARY, "Until what time can I book a study room on Saturday?"), _but_not(_any("4pm"), "8pm")),
    Case("library-tue", _ask(LIBRARY, "What are the study room booking hours on Tuesday?"), _but_not(_any("9am"), "10am")),
    Case("library-card", _ask(LIBRARY, "Who can book a study room on a Sunday?"), _any("card holder")),
    Case("laundry-sun", _ask(LAUNDRY, "What time does the launderette close on Sunday?"), _but_not(_any("6pm"), "10pm")),
    Case("laundry-wed", _ask(LAUNDRY, "When does Suds open on a Wednesday?"), _but_not(_any("7am"), "8am")),
    Case("ferry-sat", _ask(FERRY, "When is the ferry office open on Saturday?"), _but_not(_any("09:00"), "08:00")),
    Case("ferry-mon", _ask(FERRY, "What are the office hours on a Monday?"), _but_not(_any("17:30"), "12:00")),
    Case("ferry-tickets", _ask(FERRY, "Where do I buy a ticket on Sunday afternoon?"), _any("on board")),
    Case("boulder-sun", _ask(BOULDER, "What time does the Sunday bouldering session start?"), _but_not(_any("10am"), "6pm")),
    Case("boulder-thu", _ask(BOULDER, "How long is the bouldering session on a Thursday?"), _but_not(_any("two hours", "2 hours"), "three")),
    Case("tip-rubble-sat", _ask(TIP, "Can I take rubble to the tip on Saturday?"), _denies("only on weekdays", "weekdays")),
    Case("tip-garden-sun", _ask(TIP, "Does the tip take garden waste on Sundays?"), _any("seven days", "yes")),
    Case("pharmacy-sun", _ask(PHARMACY, "Is Greenway Pharmacy open on Sunday?"), _denies("closed")),
    Case("pharmacy-fri", _ask(PHARMACY, "What time does the pharmacy close on Friday?"), _any("18.00", "6pm", "18:00")),
    Case("cafe-sat", _ask(CAFE, "What does the museum cafe serve on Saturday?"), _but_not(_any("brunch"), "lunch from 12")),
    Case("cafe-wed", _ask(CAFE, "Until when is lunch served on Wednesday?"), _but_not(_any("2.30"), "until 3")),
    Case("bakery-bread", _ask(BAKERY, "By when must I order bread for Saturday?"), _any("thursday")),
    Case("carpark-sun", _ask(CAR_PARK, "How much is a day at the station car park on a Sunday?"), _but_not(_any("£4"), "9.50")),
    Case("carpark-tue", _ask(CAR_PARK, "What does a day's parking cost on Tuesday?"), _but_not(_any("9.50"), "£4 ")),
    Case("school-sat", _ask(SCHOOL, "If I leave a message on Saturday, when is it read?"), _any("monday")),
    Case("school-fri", _ask(SCHOOL, "What time does the school office close on Friday?"), _any("4pm")),
    Case("lido-absent", _ask(LIBRARY, "What time does the library cafe open on Sunday?"), _absent("cafe", "not")),
    Case("pharmacy-absent", _ask(PHARMACY, "Does the pharmacy do flu jabs on Saturdays?"), _absent("flu", "closed")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
