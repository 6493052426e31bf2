"""Invented probe (branch ``fix57b``, oracles written and committed before its first run) for the
fifty-third set's TT2 / TT3 families, in topics and wordings of my own:

- **per-person price x a headcount**: a theatre's, a planetarium's and a ferry's price lists whose
  listings also carry day lines; "N <people> on <day>, how much" asks the total (price x N), never
  the day's line read back.
- **charges beyond a limit**: a car park's overstay and a motor boat's extra hours ("each extra hour
  £X after the first N hours") asked with a quantity: the extra (quantity - limit) x rate, or a
  stated limit; never the threshold comparison given as the answer.
- **thresholds of one unit kind**: a coach company's refund scheme with minutes (lateness) and days
  (claim window); a question's minutes compared only with minutes, days only with days.
- **age bounds from the asked thing's own line**: a show's "(ages 12+)" / a play's "(18, ...)" is the
  bound for "can my N year old see X"; a ticket band "child (under 16)" prices, it does not admit.
- **a per-one rate stated beside a period total**: "31 days x 28.40p ... £8.80" asked the daily rate.

A third of the cases' right reply is "no" or a stated limit. Classes as in the fresh sets:
``right``, ``limit``, ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.figures_z [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 78c80627 (fix57b's base), 21 cases:
7 / 7 / 7 / 3 (the day's lines read back for a headcount; "(5 hours is more than 2 hours.)" as the
answer; 5 x £15 for the extra hours past a first block; ticket bands for films' and shows' ratings;
£8.80 / 31 for a stated 28.40p a day). After fix57b (``day_prices``, the party row before the day lines,
``beyond_limits``, one kind of time unit in ``comparisons``, ``rated_items``, ``stated_rates``): 16 / 5 / 0 / 2
(coach-20min and coach-25days are limits that name the bound: a "No" from a quantity under every bound
of its kind is left).
"""

from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage, SystemMessage

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _denies,
    _must_state,
    _none_of,
    _val,
    _yes_or,
    report,
)

THEATRE = """Riverside Playhouse - winter season
Prices: stalls £24, circle £18; students and over-65s £14; under-16s £10. On Wednesdays every seat is £12.

THE SNOW QUEEN (PG, 95 min)
  Wed 14   14:00, 19:30
  Thu 15   19:30
  Sat 17   14:00, 19:30
BLOOD ON THE MOOR (18, 140 min) contains strong violence
  Fri 16   20:00
  Sat 17   20:00
Box office 0161 555 0199 - doors open 45 minutes before curtain up."""

PLANETARIUM = """Starfield Planetarium - shows this weekend
Tickets: adult £6, child (under 16) £4, family (2 adults + 2 children) £16.
Cosmic Dawn (ages 7+, 25 min): Sat 11:00, 14:00; Sun 11:00
Black Holes Unplugged (ages 12+, 40 min): Sat 12:30, 15:30; Sun 13:00
The dome is not suitable for babies under 1."""

FERRY = """Gull Island ferry
Return fares: adult £7, child (5-15) £3.50, under-5s free, dogs £1.
Sailings Mon-Sat 09:00, 12:00, 16:00; Sun 10:00 and 15:00 only.
Last boat back leaves the island at 17:30."""

CARPARK = """Harbour Street car park
Up to 2 hours: £3.00. Stays longer than 2 hours are charged £1.50 for each extra hour.
Overnight (18:00-08:00): £5. Blue badge holders park free."""

BOATS = """Willow Lake boat hire
Motor boats: £40 for the first 2 hours, then £15 for each extra hour.
Pedalos: £10 per half hour.
Children under 8 must wear a life jacket. Last boats out at 17:00."""

COACH = """Skyline Coaches - refund promise
If your coach arrives 45 minutes or more late you get 50% of your fare back; 90 minutes or more, the whole fare.
Claims must reach us within 21 days of the journey. Refunds are paid within 10 working days."""

GASBILL = """Fenland Gas - statement for 1-31 January
Gas used: 1,250 kWh x 6.1p = £76.25
Standing charge: 31 days x 28.40p = £8.80
VAT at 5%: £4.25
Total due: £89.30, paid by direct debit on 14 February."""

PHONEBILL = """Kestrel Mobile - your bill
Plan: 30 days x 65p = £19.50
Roaming (4 days x £2.00) = £8.00
Total £27.50"""


def _asked(doc: str, question: str, system: str = "Answer the customer from this information only."):
    return lambda llm: llm.invoke([SystemMessage(f"{system}\n\n{doc}"), HumanMessage(question)])


CASES = [
    # a per-person price x a headcount, beside day lines
    Case("th-stalls-wed", _asked(THEATRE, "what's the total for 3 of us in the stalls on wednesday?"), _val(36)),
    Case("th-students", _asked(THEATRE, "two students for the snow queen on saturday - how much altogether?"),
         _val(28)),
    Case("pl-children-sat", _asked(PLANETARIUM, "how much would 3 children pay on saturday"), _val(12)),
    Case("ferry-4-sun", _asked(FERRY, "4 adults on the sunday boat, what does that come to"), _val(28)),
    Case("ferry-2-kids", _asked(FERRY, "price for 2 kids aged 9 and 11?"), _val(7)),
    # charges beyond a limit
    Case("cp-5h", _asked(CARPARK, "if I leave the car there for 5 hours how much extra will I pay"),
         _both(_val(4.5), _none_of("is more than"))),
    Case("cp-90min", _asked(CARPARK, "is there an extra charge if i stay 90 minutes?"),
         _both(_denies("no extra", "£3", "up to 2 hours"), _none_of("£1.50 for each extra hour. (90"))),
    Case("boat-5h", _asked(BOATS, "we want a motor boat for 5 hours, what will the extra hours cost"),
         _both(_val(45), _none_of("is more than"))),
    Case("boat-pedalo-extra", _asked(BOATS, "we kept the pedalo 10 minutes late, is there a fine?"), _must_state),
    # thresholds of one unit kind
    Case("coach-20min", _asked(COACH, "the coach was 20 minutes late, can I get some money back?"),
         _both(_denies("45 minutes"), _none_of("at most 21 days", "at most 10"))),
    Case("coach-60min", _asked(COACH, "we got in an hour late. do we get a refund?"),
         _both(_yes_or("50%"), _any("50%", "half"))),
    Case("coach-100min", _asked(COACH, "100 minutes late - is that the full fare back?"),
         _both(_yes_or("whole fare"), _none_of("at most 21 days"))),
    Case("coach-25days", _asked(COACH, "my trip was 25 days ago, can i still put in a claim?"),
         _both(_denies("21 days"), _none_of("minutes"))),
    Case("coach-5days", _asked(COACH, "travelled 5 days ago, am I still in time to claim"),
         _both(_yes_or("within 21 days"), _none_of("45 minutes or more"))),
    # age bounds from the asked thing's own line
    Case("th-15-moor", _asked(THEATRE, "can my 15 year old come with me to blood on the moor"),
         _both(_denies("18"), _none_of("includes 15"))),
    Case("pl-10-holes", _asked(PLANETARIUM, "is my 10 year old allowed into black holes unplugged?"),
         _both(_denies("12+", "12 and over", "ages 12"), _none_of("includes 10"))),
    Case("pl-8-dawn", _asked(PLANETARIUM, "can an 8 year old watch cosmic dawn"),
         _both(_yes_or("7+"), _none_of("under 16"))),
    Case("th-20-moor", _asked(THEATRE, "my son is 20, can he see blood on the moor?"), _yes_or("18")),
    # a per-one rate beside a period total
    Case("gas-daily", _asked(GASBILL, "how much is the standing charge per day?"),
         _both(_any("28.40p", "28.4p", "£0.284"), _none_of("/ 31"))),
    Case("phone-daily", _asked(PHONEBILL, "what's the plan costing me a day"), _both(_any("65p", "£0.65"),
                                                                                    _none_of("/ 30"))),
    Case("gas-unit", _asked(GASBILL, "what do I pay per kWh"), _any("6.1p", "6.1 p", "£0.061")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
