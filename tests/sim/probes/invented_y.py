"""My probe of invent75 (issue 26): the simulator on material nobody wrote for it, and the four
leftovers of the last round in other wordings - a timetable grid asked about one day's run ("do i need
to book the thursday 19:00"), a head count summed over one line's groups ("5 backend engineers and 3
testers"), a bill worked from a price times a count plus a price ("4 teas at 1.90 each and a flapjack
for 2.40"), and a temperature converted between F and C.

Material in kinds and formats of my own: a climbing wall's induction rules (a numbered list), a
tenants' bin rota (a Markdown table by week), a running club's sessions (a Markdown grid by day with a
booking column), a hotel's late check-out fees, a lace museum's group booking terms in French, a
Chinese 停水通知, a project's kickoff notes and a choir's term note (head counts), an allotment
society's fees as YAML; and bare questions (a café bill, a temperature).

Questions typed as hurried learners type them: values, worked sums, counts, yes/no, absent answers.
Oracles: the value (``_val``) or the plain word; an absent answer wants an honest "not in the notes".
``python -W ignore -m tests.sim.probes.invented_y [-v]``.

History (right / limit / silently wrong / false alarms): written and committed before its first run on
start75 (a28144c7, commit a17e8b97); first run there: 17 / 18 / 5 / 0 (bins-recyc "could not find 'january'"
over a rota writing "25 Jan"; hotel-4pm and hotel-club "I don't know." over lines writing 16:00 and 13:00;
water-bldg4 "我不知道。" for a building the notice's list leaves out; choir-count "not recorded" over a line of
four counted voice parts); the leftovers: runs-book-thu a limit, team-count a limit, cafe-teas / cafe-tix and
temp-f2c the knowledge limit. After invent75 (``grounded.head_counts``, ``grounded.other_forms``,
``arithmetic.bill_expression``, ``conversion`` reading every candidate, ``schedules`` rows told apart by a
clock time): 23 / 17 / 0 / 0.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _either,
    _no_or,
    _none_of,
    _rag,
    _val,
    _yes_or,
    report,
)

CLIMB = """\
Ridgeline Climbing Centre - induction rules

1. Every new climber must complete a 45-minute induction before climbing alone.
2. Inductions run at 10:00, 14:00 and 18:30 daily and cost £8 per person.
3. Under-14s climb only with a registered adult in the same area.
4. Auto-belays: clip in before you touch the wall, every time.
5. Chalk balls only - loose chalk is not allowed.
6. Shoe hire is £3.50 a pair; harness hire is free for members."""

BINS = """\
# Flats 3-9 Alder Court - bin rota

| Week starting | Bins out (Sun night) | Recycling | Garden waste |
|---|---|---|---|
| 4 Jan | Flat 3 | Flat 5 | - |
| 11 Jan | Flat 5 | Flat 7 | Flat 9 |
| 18 Jan | Flat 7 | Flat 9 | - |
| 25 Jan | Flat 9 | Flat 3 | Flat 5 |

Collection is Monday morning; bins must be back in the store by Tuesday 8pm.
Want to swap a week? Say so in the group chat."""

RUNS = """\
Riverside Runners - weekly sessions

| Day | Time | Session | Pace group | Booking |
|-----|------|---------|------------|---------|
| Tuesday | 18:30 | Intervals on the track | 4:30-5:30 /km | Not needed |
| Thursday | 07:00 | Easy social 5k | 6:00-7:00 /km | Not needed |
| Thursday | 19:00 | Hill repeats | 5:00-6:00 /km | Required (max 15) |
| Saturday | 09:00 | Long run 15-20 km | 5:30-6:30 /km | Not needed |
| Sunday | 08:15 | Beginners' 5k | 7:00+ /km | Required (max 20) |

Bring a head torch for any session after 17:00 from October to March.
Track sessions cost £2 for members and £4 for guests."""

HOTEL = """\
Harbour View Hotel - check-out

Standard check-out is at 11:00.
Late check-out until 13:00: £20 per room.
Late check-out until 16:00: £45 per room.
Later than 16:00 is charged as a day let at 60% of the night's rate.
Harbour Club members get late check-out until 13:00 free of charge.
Ask at reception the evening before; late check-out is subject to availability."""

MUSEE_FR = """\
Musée de la Dentelle - conditions de réservation pour les groupes

Les groupes comptent de 10 à 30 personnes.
Tarif groupe : 6 € par personne ; l'accompagnateur entre gratuitement.
La réservation doit être faite au moins 15 jours avant la visite.
Visite guidée : supplément de 45 € par groupe.
Annulation gratuite jusqu'à 72 heures avant la visite ; au-delà, 50 % du montant reste dû."""

WATER_ZH = """\
停水通知
尊敬的各位业主:
因市政管网维修,本小区将于12月15日(星期二)上午8:00至下午18:00停水。
受影响楼栋:3号楼、5号楼、6号楼。
请各位住户提前储水。如有疑问,请拨打物业电话 6688 1234。
星光物业管理处
2026年12月10日"""

KICKOFF = """\
Project Kestrel - kickoff notes (Mon 2 Nov)

The team: 5 backend engineers and 3 testers, led by Priya.
Sprints are two weeks long, with a demo every second Friday.
Budget signed off: £48,000 for the first quarter.
Stand-up is at 09:45 in the Blue Room."""

CHOIR = """\
Northgate Community Choir - spring term

This term we are 14 sopranos, 11 altos, 6 tenors and 5 basses.
Rehearsals are on Wednesdays, 7.30-9.30pm, at St Anne's hall.
Subs are £40 for the term, payable by the third rehearsal.
The summer concert is on 20 June."""

ALLOT = """\
# Greenfield Allotment Society - fees 2027
full_plot:
  size: 250 m2
  annual_fee: 64.00 GBP
half_plot:
  size: 125 m2
  annual_fee: 36.00 GBP
water_charge: 8.00 GBP per plot per year
deposit: 25.00 GBP  # refunded when you give up the plot
waiting_list: about 18 months"""

CASES = [
    # a climbing wall's induction rules
    Case("climb-long", _rag(CLIMB, "how long's the induction"), _val(45)),
    Case("climb-three", _rag(CLIMB, "me and 2 mates need the induction, how much all together?"), _val(24)),
    Case("climb-chalk", _rag(CLIMB, "can i bring loose chalk?"), _no_or("not allowed", "chalk balls only")),
    Case("climb-kid", _rag(CLIMB, "can my 12 yr old climb on her own"),
         _no_or("registered adult", "only with")),
    Case("climb-wifi", _rag(CLIMB, "whats the wifi password at the wall"), _absent()),
    # a tenants' bin rota in a Markdown table
    Case("bins-18", _rag(BINS, "who puts the bins out week of 18 jan?"), _both(_any("Flat 7"), _none_of("Flat 3"))),
    Case("bins-recyc", _rag(BINS, "whose turn for recycling on 25 Jan"), _both(_any("Flat 3"), _none_of("Flat 9"))),
    Case("bins-back", _rag(BINS, "by when do the bins have to be back in?"), _any("Tuesday 8pm", "Tuesday at 8pm")),
    Case("bins-day", _rag(BINS, "what day do they collect"), _any("Monday")),
    # a running club's sessions by day (leftover 1: one day's run from a grid)
    Case("runs-book-thu", _rag(RUNS, "do i need to book the thursday 19:00?"), _yes_or("required")),
    Case("runs-book-am", _rag(RUNS, "need to book the thursday 07:00 run?"), _no_or("not needed")),
    Case("runs-pace", _rag(RUNS, "what pace is the long run"), _any("5:30-6:30", "5:30 - 6:30", "5:30 to 6:30")),
    Case("runs-guest", _rag(RUNS, "how much is the track session for a guest"), _val(4)),
    Case("runs-sun", _rag(RUNS, "what time's the beginners run on sunday"), _any("08:15", "8:15")),
    Case("runs-wed", _rag(RUNS, "is there a session on wednesday?"), _either(_no_or(), _absent())),
    # a hotel's late check-out fees
    Case("hotel-4pm", _rag(HOTEL, "how much to keep the room till 4pm"), _val(45)),
    Case("hotel-2rooms", _rag(HOTEL, "we've got 2 rooms, late checkout till 1pm for both - total?"), _val(40)),
    Case("hotel-club", _rag(HOTEL, "im a harbour club member, do i pay for 1pm checkout?"),
         _no_or("free of charge", "free")),
    Case("hotel-ask", _rag(HOTEL, "when do i have to ask for late checkout"), _any("evening before")),
    Case("hotel-daylet", _rag(HOTEL, "our room is £150 a night, what would a day let cost?"), _val(90)),
    # a lace museum's group terms in French
    Case("musee-min", _rag(MUSEE_FR, "what's the minimum group size?"), _val(10)),
    Case("musee-ahead", _rag(MUSEE_FR, "how far ahead do we have to book"), _val(15)),
    Case("musee-20", _rag(MUSEE_FR, "group of 20 - how much is entry in total?"), _val(120)),
    Case("musee-guide", _rag(MUSEE_FR, "Combien coûte la visite guidée ?"), _val(45)),
    Case("musee-parking", _rag(MUSEE_FR, "is there parking for a coach?"), _absent()),
    # a Chinese water-cut notice
    Case("water-hours", _rag(WATER_ZH, "停水从几点到几点?"), _both(_any("8:00", "8点"), _any("18:00", "18点", "6点"))),
    Case("water-bldg4", _rag(WATER_ZH, "4号楼会停水吗?"), _no_or("不会", "不受影响", "没有", "不在")),
    Case("water-day", _rag(WATER_ZH, "what day is the water off"), _any("15", "Tuesday", "星期二")),
    Case("water-phone", _rag(WATER_ZH, "物业电话是多少"), _any("6688 1234")),
    # head counts summed over one line's groups (leftover 2)
    Case("team-count", _rag(KICKOFF, "how many engineers and testers are on kestrel altogether?"), _val(8)),
    Case("choir-count", _rag(CHOIR, "how many singers this term?"), _val(36)),
    Case("choir-subs", _rag(CHOIR, "subs for the term?"), _val(40)),
    # an allotment society's fees as YAML
    Case("allot-half", _rag(ALLOT, "how much is a half plot a year"), _val(36)),
    Case("allot-water", _rag(ALLOT, "full plot plus the water charge, what's that per year?"), _val(72)),
    Case("allot-wait", _rag(ALLOT, "how long is the waiting list"), _val(18)),
    Case("allot-fire", _rag(ALLOT, "are bonfires allowed on the plots?"), _absent()),
    # a bill worked from a price times a count plus a price (leftover 3)
    Case("cafe-teas", _ask("got 4 teas at 1.90 each and a flapjack for 2.40, what do i owe?"), _val(10)),
    Case("cafe-tix", _ask("bought 2 tickets at £12.50 each and a programme for £4 - total?"), _val(29)),
    # a temperature conversion (leftover 4)
    Case("temp-f2c", _ask("it hit 95 F in Lisbon today, whats that in celsius"), _val(35)),
    Case("temp-c2f", _ask("Madrid was 41°C on Sunday - how hot is that in fahrenheit?"), _val(105.8)),
]

if __name__ == "__main__":
    report(CASES, sys.argv)
