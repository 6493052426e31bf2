"""Schedule probes (issue 26, branch ``schedfix``): invented opening hours, timetables and
day x column grids, written with their oracles BEFORE the simulator was changed for them.

Not held out: this is the tuning set for the weekday / time-of-day / grid-cell / tie rules
(the held-out sets are ``tests/sim/fresh``). ``python -W ignore -m tests.sim.probes.schedule_probes -v``
prints each case and the right / stated limit / silently wrong counts.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _but_not,
    _either,
    _rag,
    _says_no,
    _starts,
    report,
    tally,
)

POOL = """Riverside Pool - opening hours
Mon-Fri 06:30-21:00
Sat 08:00-18:00
Sun closed
Lane swimming only before 9am on weekdays.
"""

PHARMACY = """Greenway Pharmacy
Opening times: Monday to Saturday 9am-6pm; closed Sundays and bank holidays.
Prescriptions are ready for collection the day after ordering.
"""

BUS = """| Service 42 | Mon-Fri | Sat | Sun |
|---|---|---|---|
| First bus | 05:45 | 07:10 | 09:00 |
| Last bus | 23:30 | 23:50 | 19:15 |
| Frequency | every 12 min | every 20 min | every 30 min |
"""

TIMETABLE = """Year 9 timetable
Day | P1 | P2 | P3 | P4
Mon | Maths | English | Science | PE
Tue | History | Maths | Art | French
Wed | Science | Chemistry | English | Music
Thu | French | Geography | Maths | Drama
Fri | English | PE | History | Biology
"""

CLINIC = """Hillside clinic - doctors' rota
Session    Mon        Tue        Wed        Thu        Fri
Morning    Dr Patel   Dr Okafor  Dr Patel   Dr Lind    Dr Okafor
Afternoon  Dr Lind    Dr Patel   closed     Dr Okafor  Dr Mbeki
"""

GYM = """Northside Gym - class times
Spin: Tue and Thu 18:30
Yoga: Mon/Wed/Fri 07:00
Boxing: weekends 10:00
Pilates: daily except Sun, 12:15
"""

SHIFTS = """name,mon,tue,wed,thu,fri
Aiko,early,late,off,early,late
Bram,late,off,night,late,early
Chiara,off,early,late,off,early
"""

LIBRARY = """Town library hours
Weekdays: 8am-10pm
Weekends: 10am-4pm
Free wifi in all reading rooms.
"""

CASES = [
    # days as values, opening hours
    Case("pool-sunday", _rag(POOL, "Is the pool open on Sunday?"), _says_no("closed")),
    Case("pool-sat-7pm", _rag(POOL, "Can I swim on Saturday at 7pm?"), _says_no("08:00-18:00")),
    Case("pool-wed-8pm", _rag(POOL, "Is the pool open at 8pm on Wednesday?"),
         _but_not(_starts("yes"), "Sat 08:00")),
    Case("pool-sat-opens", _rag(POOL, "When does the pool open on Saturday?"), _but_not(_any("08:00"), "06:30")),
    Case("pharm-sunday", _rag(PHARMACY, "Is the pharmacy open on Sunday?"), _says_no("closed sundays")),
    Case("pharm-sat-afternoon", _rag(PHARMACY, "Are they open on Saturday afternoon?"),
         _either(_starts("yes"), _any("9am-6pm"))),
    Case("pharm-tue-8pm", _rag(PHARMACY, "Could I pick something up at 8pm on a Tuesday?"), _says_no("9am-6pm")),
    Case("gym-yoga-wed", _rag(GYM, "Is there yoga on Wednesday?"), _but_not(_starts("yes"), "Spin", "Boxing")),
    Case("gym-boxing-sat", _rag(GYM, "Is there a boxing class on Saturday?"), _but_not(_starts("yes"), "Yoga")),
    Case("gym-pilates-sun", _rag(GYM, "Can I do Pilates on a Sunday?"), _says_no("except sun")),
    Case("gym-spin-mon", _rag(GYM, "Is spin on Monday?"), _says_no("tue and thu")),
    Case("lib-fri-9pm", _rag(LIBRARY, "Is the library open at 9pm on a Friday?"),
         _but_not(_starts("yes"), "10am-4pm")),
    Case("lib-sun-5pm", _rag(LIBRARY, "Is it open at 5pm on Sunday?"), _says_no("10am-4pm")),
    # grid cells and ties
    Case("tt-thu-p2", _rag(TIMETABLE, "What's second period on Thursday?"),
         _but_not(_any("Geography"), "French", "Drama")),
    Case("tt-mon-p4", _rag(TIMETABLE, "What do they have in period 4 on Monday?"),
         _but_not(_any("PE"), "Maths", "English", "Science")),
    Case("tt-wed-row", _rag(TIMETABLE, "What's on Wednesday?"), _any("Chemistry")),
    Case("bus-last-sun", _rag(BUS, "When is the last bus on Sunday?"), _but_not(_any("19:15"), "23:30", "23:50")),
    Case("bus-freq-sat", _rag(BUS, "How often does the bus run on Saturdays?"),
         _but_not(_any("20 min"), "12 min", "30 min")),
    Case("bus-first-tue", _rag(BUS, "What time is the first bus on a Tuesday?"),
         _but_not(_any("05:45"), "07:10", "09:00")),
    Case("clinic-thu-pm", _rag(CLINIC, "Who is on duty on Thursday afternoon?"),
         _but_not(_any("Okafor"), "Lind", "Mbeki")),
    Case("clinic-mon-am", _rag(CLINIC, "Which doctor does the Monday morning session?"),
         _but_not(_any("Patel"), "Lind", "Okafor")),
    Case("clinic-wed-pm", _rag(CLINIC, "Is the clinic open on Wednesday afternoon?"), _says_no("closed")),
    Case("shift-bram-wed", _rag(SHIFTS, "What shift is Bram on Wednesday?"),
         _but_not(_any("night"), "early", "late")),
    Case("shift-aiko-wed", _rag(SHIFTS, "Is Aiko working on Wednesday?"), _says_no("off")),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
