"""My probe of fix59b (issue 26): later notes naming a table row by its number, sentences cut at a
full stop after a one-letter place name ("block B."), a payment's parts summed, a price's extra or
share applied, a value before an event worked back; and about a third of cases where nothing may be
worked or moved (a refundable deposit, a note naming another row, a plain listed price), written
before any change of the round.

Material invented: a bowls club's action table with later notes, an IT help desk's ticket table, a
health centre's and a depot's notices, a school trip letter, a gym's fees, a theatre's prices, a
fair's float, a swimming pool's prices, a lake's boat hire matrix (as notes and as a tool's result).

Oracles strict: the asked value is required, a silently old owner or another column's price is
wrong. ``python -W ignore -m tests.sim.probes.worked_v [-v]``.

History (right / limit / silently wrong / false alarms): first sight on cb72417e, before any change:
11 / 6 / 11 / 1 (the old owner of a rendered row quoted under "item 3 moved to Gwen"; "block B." run on into the
next sentence; the amended peak price given for another column; deposit + balance, a booking fee, a half price
not worked). After fix59b (``later_corrections`` rendered rows and ``numbered_changes``, ``prose``'s
``letter_named_places``, ``column_changes``, ``matrix_extras``, ``payment_parts``, ``before_after``,
``share_prices``): 27 / 1 / 0 / 1 (depot-manager-guard's limit on "R. T. Lennox" stays).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _both,
    _either,
    _has,
    _none_of,
    _notes_thread,
    _val,
    report,
)

BOWLS = """Larkfield Bowls Club - committee actions, 6 May
| No | Task                          | Lead    | By     |
|----|-------------------------------|---------|--------|
| 1  | Set up the tea rota           | Norma   | 20 May |
| 2  | Print the fixture list        | Clive   | 13 May |
| 3  | Get the green mower serviced  | Derek   | 31 May |
| 4  | Order new jack balls          | Sunita  | 27 May |
Treasurer reminded everyone that subs are due by 1 June.
Later note (9 May): item 3 moved to Gwen.
Row 2: now Fri 16 May."""

TICKETS = """Westgate Library IT help desk - open tickets
| Ticket | Problem                        | Assignee | Opened |
|--------|--------------------------------|----------|--------|
| 4      | Wifi drops in the reading room | Marek    | 2 Jun  |
| 5      | Printer jams on double-sided   | Rob      | 3 Jun  |
| 6      | Self-checkout screen frozen    | Leah     | 4 Jun  |
Update 5 Jun: ticket 5 reassigned to Ana."""

CLINIC = """Brookside Health Centre - winter notices
The flu vaccination clinic runs in block B. The cafe closes at 3pm on Saturdays.
Blood tests are taken in Zone K. Please bring your appointment letter.
Saturday clinics are led by J. Okonkwo and the practice nurse team.
Dr. M. Hale is on leave until 9 January."""

DEPOT = """Northfield Depot - site rules for drivers
Deliveries go to entrance D.
Staff parking is behind the gym and is not for visitors.
The weighbridge is at gate F. Drivers must stay in the cab while weighed.
Site manager: R. T. Lennox."""

TRIP = """Year 6 residential - Peak District, 9-11 June
- Deposit: £50, paid by 3 March
- Balance: £120, due by 1 May
- Kayak session: hire included; a refundable £20 deposit is taken for each dry bag
Coach leaves at 8am from the school gates."""

GYM = """Ironworks Gym - membership
Joining fee: £30 (one-off, paid at sign-up)
Monthly membership: £25, taken on the 1st of each month
Towel hire £1.50 a visit. Locker keys need a £5 refundable deposit."""

THEATRE = """Corn Exchange Theatre - 'The Lighthouse Keeper' ticket prices
| Seat    | Adult | Child |
| Stalls  | £24   | £16   |
| Circle  | £20   | £12   |
Booking fee +£1.50 per ticket. Doors open 7pm."""

FAIR = """St Anne's summer fair - treasurer's note
Float: £185 after the fair (the fair took £140).
Cake stall raised the most. Next fair: 14 September."""

POOL = """Millbrook Lido - prices
Adult swim: £5.20.
Over-60s swim half price.
Annual pass £240. Students get 25% off the annual pass.
Lockers take a £1 coin, returned."""

BOATS = """Ashmere Lake - boat hire per hour
| Boat          | Off-peak | Peak | School holidays |
| Rowing boat   | £12      | £15  | £18             |
| Motor boat    | £25      | £30  | £35             |
| Life jacket   | +£2      | +£2  | +£3             |
Easter weekend is charged at school-holiday rates.
Amended 3 March: the peak rowing boat is now £16."""


@tool
def boat_prices(boat: str = "all") -> str:
    """Look up Ashmere Lake's boat hire prices."""
    return BOATS


def _tool_agent(question: str):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [boat_prices], system_prompt="Answer from the price list; look it up first.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1] if out["messages"] else AIMessage("")

    return run


CASES = [
    # later notes naming a row by its number
    Case("bowls-mower", _notes_thread(BOWLS, "who is sorting out the mower"), _both(_has("Gwen"), _none_of("Derek"))),
    Case("bowls-fixtures-due", _notes_thread(BOWLS, "when does the fixture list need printing by"),
         _both(_has("16"), _none_of("13 May"))),
    Case("bowls-tea-guard", _notes_thread(BOWLS, "who's setting up the tea rota"), _both(_has("Norma"), _none_of("Gwen"))),
    Case("bowls-jack-guard", _notes_thread(BOWLS, "who is ordering the jack balls"),
         _both(_has("Sunita"), _none_of("Gwen"))),
    Case("it-printer", _notes_thread(TICKETS, "who has the printer problem"), _both(_has("Ana"), _none_of("Rob"))),
    Case("it-wifi-guard", _notes_thread(TICKETS, "who is looking at the wifi"), _both(_has("Marek"), _none_of("Ana"))),
    # a full stop after a one-letter place name ends the sentence; initials do not
    Case("clinic-flu", _notes_thread(CLINIC, "where is the flu jab clinic"),
         _both(_has("block B"), _none_of("cafe", "3pm"))),
    Case("clinic-blood", _notes_thread(CLINIC, "where do they take blood"),
         _both(_has("Zone K"), _none_of("appointment letter"))),
    Case("clinic-led-guard", _notes_thread(CLINIC, "who leads the saturday clinics"), _has("Okonkwo")),
    Case("clinic-hale-guard", _notes_thread(CLINIC, "when is dr hale back"), _has("9 January")),
    Case("depot-weigh", _notes_thread(DEPOT, "where's the weighbridge"), _both(_has("gate F"), _none_of("cab"))),
    Case("depot-manager-guard", _notes_thread(DEPOT, "who is the site manager"), _has("Lennox")),
    # a payment's parts summed; a refundable deposit is no part of the price
    Case("trip-total", _notes_thread(TRIP, "how much is the residential altogether"), _val(170)),
    Case("trip-full", _notes_thread(TRIP, "what's the full cost of the trip"), _val(170)),
    Case("trip-balance-guard", _notes_thread(TRIP, "how much is the balance"), _val(120, "170")),
    Case("gym-first-month", _notes_thread(GYM, "what do i pay in total for the first month"), _val(55)),
    Case("gym-monthly-guard", _notes_thread(GYM, "how much is the monthly membership"), _val(25, "55", "£30")),
    # a column's price plus an extra; a share of a stated price
    Case("theatre-fee", _notes_thread(THEATRE, "one adult in the stalls, what do i pay with the booking fee"),
         _val(25.5)),
    Case("theatre-child-guard", _notes_thread(THEATRE, "how much is a child's seat in the circle"),
         _either(_val(12, "£24", "£16", "£20"), _val(13.5, "£24", "£16", "£20"))),
    Case("fair-before", _notes_thread(FAIR, "what was the float before the fair"), _val(45)),
    Case("fair-now-guard", _notes_thread(FAIR, "how much is in the float now"), _val(185, "45")),
    Case("pool-over60", _notes_thread(POOL, "how much is a swim for over-60s"), _val(2.6)),
    Case("pool-student-pass", _notes_thread(POOL, "what does a student pay for the annual pass"), _val(180)),
    Case("pool-adult-guard", _notes_thread(POOL, "how much is an adult swim"), _val(5.2, "2.60")),
    # a matrix's column plus its extra, a later amendment of another column not applied
    Case("boat-holiday-jacket", _notes_thread(BOATS, "rowing boat for an hour in the school holidays with a life jacket"),
         _val(21, "£16")),
    Case("boat-offpeak-motor", _notes_thread(BOATS, "motor boat off-peak, how much an hour"), _val(25, "£16")),
    Case("boat-peak-row", _notes_thread(BOATS, "how much is a rowing boat at peak times"), _val(16, "£18")),
    Case("boat-easter-tool", _tool_agent("rowing boat over the easter weekend with a life jacket, per hour"),
         _val(21, "£16")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
