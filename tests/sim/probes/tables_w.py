"""Invented probe (2026-12-05, branch ``fix42a``; oracles written and committed before any run, never
tuned against): tables and lines read as records, and the asked unit as evidence. Results tables
(markdown, CSV, fixed-width) with a later line that removes a row (a false start, a vet's withdrawal,
an arbiter voiding a result) or a removal no row can be tied to; price tables and timetables whose
column headers name days or day ranges ("Mon-Fri", "Weekends", "Wednesday") asked for one day's
cell; account summaries, product labels and notices whose answering line uses another word than the
question or only the asked unit (litres, km, hours, 枚, money owed) - plus plain table questions that
must stay right and absent answers that must stay "I don't know".

Topics of my own: a school sports day's 100 m final, a dog show class, a rapid chess tournament, a
chili cook-off, a cycling time trial, a climbing wall's prices, tennis court hire, a pool's lane
swimming timetable, a phone account, a library account, fence paint, a supermarket's egg offer (中文),
visitor parking (中文), a car's specification, an e-bike's battery.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.tables_w [-v]`` prints the counts.

History:
- first sight on the branch point 334c89bb (oracles written and committed before the one run):
  32 cases: **15 / 6 / 11 / 1** (right / stated limit / silently wrong / false alarms). Wrong:
  sprint-second, chess-third, dogs-second (the removed row given: the line after the table unread),
  sprint-third ("I don't know."), trial-second (a removal no row is tied to, the rank given silently),
  climb-family-absent (the whole table for an absent row), phone-owe and library-owe ("I don't know"
  over "Balance carried forward" / "Overdue charges outstanding"), zh-eggs-most (the line quoted, no
  2 x 10 = 20), zh-park-absent (the parking line for an absent count), car-trailer ("I don't know."
  over "Towing limit ... 1,200 kg"). False alarm: ebike-weight-absent. Limits on readable answers:
  sprint-winner, dogs-first-handler, tennis-guest-tue-eve and tennis-member-sat (a two-line column
  header), ebike-range.
- after branch ``fix42a`` (each mechanism tested in tests/sim on tables and wordings of my own, never
  these cases: ``test_struck_rows``, ``test_day_columns``, ``test_asked_units``, ``test_unlisted_rows``):
  **24 / 7 / 1 / 3**. A row a later line takes out is left out of a position, a superlative and a
  column's sum (``material.struck_rows``): sprint-second, sprint-third (its leading clause "After the
  disqualification," read past), chess-third right; a removal naming no row is the limit
  (trial-second: flagged a false alarm only because its limit sentence quotes "voided", which its
  absence oracle accepts); a quoted struck row for a rank is the limit (dogs-second). An aligned grid
  under a line of day column headers is read by the day's column and the question's row
  (``grounded.day_columns``): tennis-guest-tue-eve, tennis-member-sat right. A line holding the unit
  or kind the question asks answers before "I don't know" (``grounded.asked_units``): library-owe,
  phone-owe (the previous balance is no balance now), zh-eggs-most (两盒 x 每盒10枚 worked) right;
  car-trailer the limit ("Towing limit ... 1,200 kg" shares no word with "how heavy a trailer can it
  pull?"; a false alarm by its quoted figure). A row named by the key column that no line holds
  ("a family ticket") is "I don't know" (``grounded.unlisted_rows``): climb-family-absent right.
  Left: zh-park-absent (a count of spaces asked, the parking line quoted: the asked kind not in
  the quote, another class), sprint-winner and dogs-first-handler ("who won" is no position read
  here), ebike-range (the range line shares no word with "how far can I ride"),
  ebike-weight-absent (a limit over a truly absent weight, another rule's).
"""
from __future__ import annotations

import re
import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _but_not,
    _rag,
    _text,
    _val,
    report,
    tally,
)

_NOTES = "Answer the question using only these notes.\n\nNotes:\n{notes}\n\nQuestion: {question}"


def _notes(doc: str, question: str):
    return _ask(_NOTES.format(notes=doc, question=question))


def _no(*phrases: str):
    """A no: opens with no / not / there is no, or says one of ``phrases``; never opens with yes."""
    def ok(out) -> bool:
        t = _text(out).strip().lower()
        return not t.startswith("yes") and (bool(re.match(r"(no\b|not\b|there is no|there's no)", t))
                                            or any(p.lower() in t for p in phrases))
    return ok


# --- documents ------------------------------------------------------------------------------------

SPRINT = """# Year 9 girls' 100 m final

| Place | Lane | Name            | Form | Time  |
|-------|------|-----------------|------|-------|
| 1     | 4    | Amara Okafor    | 9C   | 13.42 |
| 2     | 5    | Lily Brennan    | 9A   | 13.58 |
| 3     | 3    | Sofia Mendes    | 9D   | 13.71 |
| 4     | 6    | Hannah Price    | 9B   | 13.90 |
| 5     | 2    | Grace Whitfield | 9A   | 14.12 |

Starter's note: lane 5 false-started twice and is disqualified. Runners placed below her move up
one place."""

DOGS = """Class 7: Open Terrier - results
ring,entry,dog,handler,award
2,11,Bramble,P. Hargreaves,1st
2,14,Nutmeg,D. Osei,2nd
2,9,Pepper,J. Lindqvist,3rd
2,17,Biscuit,R. Kaur,Reserve
Judge's addendum: entry 14 withdrawn on the vet's advice after judging; the awards below it are promoted."""

CHESS = """Riverside Rapid - final standings
Rk  Name              Rtg   Pts
 1  Okonjo, Daniel    1912  4.5
 2  Marsh, Eleanor    1876  4.0
 3  Vidal, Tomas      1850  3.5
 4  Nakamura, Rei     1790  3.0
 5  Byrne, Ciaran     1702  2.5
Arbiter's ruling: Vidal's score is void (a phone used in round 4) and he is removed from the standings."""

CHILI = """| Rank | Chili       | Cook | Votes |
|------|-------------|------|-------|
| 1    | Smoky Jack  | Dale | 41    |
| 2    | Green Fire  | Imke | 37    |
| 3    | Three Bean  | Paz  | 30    |

Thanks to everyone who voted; the winner takes home the golden ladle."""

TRIAL = """Club 10-mile time trial, Sunday
Pos  Rider            Time
1    M. Adeyemi       22:41
2    S. Kowalczyk     23:05
3    T. Ferreira      23:37
4    L. Duffy         24:10
Note from the timekeeper: one rider's time has been voided after a course error at the turn;
revised results to follow."""

CLIMB = """# Peak Wall - entry prices

| Ticket     | Mon-Fri | Sat & Sun |
|------------|---------|-----------|
| Adult      | £11.50  | £14.00    |
| Student    | £9.00   | £11.00    |
| Under 16   | £7.50   | £8.50     |
| Shoe hire  | £4.00   | £4.00     |"""

TENNIS = """Court hire (per court, per hour)
                 Weekdays      Weekdays     Weekends
                 before 5pm    after 5pm    all day
Members          £6            £9           £10
Guests           £12           £16          £18
Floodlights      -             £3           £3"""

POOL = """Lane swimming timetable
          Monday        Wednesday     Friday
Early     06:30-08:00   06:30-08:00   07:00-08:30
Lunch     12:00-13:30   -             12:00-13:00
Evening   19:00-21:00   19:30-21:00   -"""

PHONE = """Account summary - March
Previous balance          £18.40
Payment received         -£25.00
New charges               £12.75
Balance carried forward    £6.15
Please pay by 28 March."""

LIBRARY = """Member 20417 - your account
Items on loan: 3
Overdue charges outstanding: £2.40
Reservations ready to collect: 1"""

PAINT = """Garden fence paint, Sage Green.
Tin size: 5 litres.
One tin covers up to 30 square metres on smooth timber.
Two coats recommended."""

EGGS = """本周特价
鸡蛋特价:每人限购两盒(每盒10枚),售完即止。
牛奶买二送一。"""

PARKING = """访客停车须知
访客车辆每次最多停放4小时,超时每小时收费5元。
请在门岗登记车牌号。"""

CAR = """Specification - Corvo 1.5 estate
Fuel tank: 52 L
Boot: 380 L (seats up), 1,410 L (seats folded)
Towing limit (braked): 1,200 kg
Kerb weight: 1,295 kg"""

EBIKE = """Trailfox E7 battery
Battery: 500 Wh, removable.
Range: up to 110 km in eco mode.
Full charge in 4.5 hours with the supplied charger."""

CASES = [
    # a row removed by a later line: re-rank without it
    Case("sprint-second", _rag(SPRINT, "Who was second in the end?"),
         _but_not(_any("Sofia Mendes", "Mendes"), "Lily Brennan")),
    Case("sprint-third", _notes(SPRINT, "After the disqualification, who came third?"),
         _but_not(_any("Hannah Price"), "Sofia Mendes")),
    Case("sprint-winner", _rag(SPRINT, "Who won the final?"), _any("Amara Okafor")),
    Case("dogs-second", _notes(DOGS, "Which dog ended up with 2nd in the Open Terrier class?"),
         _but_not(_any("Pepper"), "Nutmeg")),
    Case("dogs-first-handler", _rag(DOGS, "Who handled the dog that won?"), _any("Hargreaves")),
    Case("chess-third", _rag(CHESS, "Who finished third?"), _but_not(_any("Nakamura"), "Vidal")),
    Case("chess-rating", _notes(CHESS, "What is Eleanor Marsh's rating?"), _val(1876)),
    # nothing removed: the plain rank and cell must stay right
    Case("chili-second", _rag(CHILI, "Which chili came second?"), _any("Green Fire")),
    Case("chili-votes", _notes(CHILI, "How many votes did Three Bean get?"), _val(30)),
    # a removal that cannot be tied to a row: no silent rank
    Case("trial-second", _rag(TRIAL, "Who was second fastest?"), _absent("revised", "voided", "cannot tell")),
    # a day's cell under headers naming days
    Case("climb-student-thu", _rag(CLIMB, "How much is a student ticket on a Thursday?"), _val(9, "11")),
    Case("climb-adult-sun", _notes(CLIMB, "What does an adult pay to climb on Sunday?"), _val(14, "11.50")),
    Case("climb-family-absent", _rag(CLIMB, "How much is a family ticket on Saturday?"), _absent()),
    Case("tennis-guest-tue-eve", _notes(TENNIS, "What do guests pay for an hour on a Tuesday evening?"),
         _val(16, "£12", "£18")),
    Case("tennis-member-sat", _rag(TENNIS, "How much is a court for members on Saturday?"), _val(10, "£6", "£9")),
    Case("pool-lunch-fri", _rag(POOL, "When is the lunchtime lane swim on Friday?"), _any("12:00-13:00", "12:00 to 13:00")),
    Case("pool-early-wed", _notes(POOL, "What time does the early swim start on Wednesday?"), _any("06:30", "6:30")),
    Case("pool-evening-fri", _rag(POOL, "Is there an evening session on Friday?"), _no("no evening", "not on friday")),
    # the asked unit / kind in one line, in other words than the question
    Case("phone-owe", _rag(PHONE, "How much do I owe them?"), _val(6.15)),
    Case("library-owe", _notes(LIBRARY, "Do I owe the library any money?"), _val(2.40)),
    Case("paint-area", _rag(PAINT, "How many square metres will one tin do?"), _val(30)),
    Case("paint-litres", _notes(PAINT, "How much paint is in a tin?"), _val(5)),
    Case("paint-drying-absent", _rag(PAINT, "How long does it take to dry?"), _absent()),
    Case("zh-eggs-most", _rag(EGGS, "我最多能买几枚鸡蛋?"), _val(20)),
    Case("zh-park-hours", _notes(PARKING, "访客车最长能停几个小时?"), _val(4)),
    Case("zh-park-fee", _rag(PARKING, "停超时了怎么收费?"), _val(5)),
    Case("zh-park-absent", _rag(PARKING, "访客停车位有几个?"), _absent()),
    Case("car-petrol", _rag(CAR, "How much petrol does the tank take?"), _val(52)),
    Case("car-trailer", _notes(CAR, "How heavy a trailer can it pull?"), _val(1200, "1,295")),
    Case("car-speed-absent", _rag(CAR, "What's its top speed?"), _absent()),
    Case("ebike-range", _rag(EBIKE, "How far can I ride on one charge?"), _val(110)),
    Case("ebike-weight-absent", _notes(EBIKE, "How many kilograms does the bike weigh?"), _absent()),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
