"""My second probe of round 67 (issue 26), written BEFORE any change it may lead to and committed
before its first run: a bike club's ride list with a cancelled ride, a flat's house-share bills
note, a Chinese 家长群 notice about a school trip, a pet insurance summary with an excess and a
cap, and a learner's follow-up questions over them. None of it is the course's data or any set's.

Oracles strict, as the sets'. ``python -W ignore -m tests.sim.probes.notes_n [-v]``.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _denies,
    _none_of,
    _notes_thread,
    _rag,
    _val,
    report,
)

RIDES = """Kestrel Wheelers - March rides (meet at the clock tower, 8.30am unless stated)

Sun 2 Mar   Coast loop, 62 km, café stop at Saltburn. Leader: Imran.
Sun 9 Mar   Hill reps up Sutton Bank, 48 km. Leader: Fenella. CANCELLED - road closure.
Sun 16 Mar  Reservoir run, 75 km, meet 8am at the station instead. Leader: Dot.
Sun 23 Mar  Novice ride, 30 km, no-drop. Leader: Imran.
Sun 30 Mar  Club time trial, 10 miles. Entry £3 on the day.

Mudguards please in wet weather. Helmets compulsory on every ride.
"""

BILLS = """House bills - 14 Cranmer Road (4 of us)

Energy: £148 a month, direct debit on the 1st, in Zara's name.
Broadband: £32 a month, in Tom's name.
Water: £41 a month, in Zara's name.
Council tax: none - we're all students (exemption letter on the fridge).
Everyone pays their share into Zara's account by the 28th. Tom gets his broadband money back from us separately.
"""

TRIP_ZH = """【四年级二班 家长群通知】
各位家长好！
下周三(5月21日)去科技馆春游，早上7:40在学校门口集合，8:00准时出发，下午3:30左右回到学校。
费用每人65元(含门票和午餐)，请在5月16日前通过班级小程序缴纳。
请给孩子带水杯和雨衣，不要带零食和手机。
如果孩子晕车，请提前告诉班主任李老师。
"""

PET = """PawSure Essentials - policy summary

Vet fees cover: up to £3,000 per condition, per policy year.
Excess: £99 per condition; dogs aged 8 and over also pay 20% of the remaining bill.
Dental: accidents only, not illness.
Third party liability (dogs only): up to £1,000,000.
Waiting period: 14 days for illness, none for accidents.
Not covered: pre-existing conditions, routine vaccinations, spaying or neutering.
"""

CASES = [
    Case("rides-9th", _rag(RIDES, "Is the ride on the 9th still on?"), _denies("CANCELLED", "cancelled", "road closure")),
    Case("rides-16-meet", _rag(RIDES, "Where do we meet for the reservoir run?"), _both(_any("station"), _none_of("clock tower, 8.30"))),
    Case("rides-16-time", _rag(RIDES, "What time do we meet on the 16th?"), _both(_any("8am", "8 am", "8:00", "8.00"), _none_of("8.30"))),
    Case("rides-imran", _rag(RIDES, "How many rides is Imran leading?"), _any("2", "two")),
    Case("rides-longest", _rag(RIDES, "Which ride is the longest?"), _both(_any("Reservoir"), _none_of("Coast loop, 62"))),
    Case("rides-tt-cost", _rag(RIDES, "How much is the time trial?"), _both(_any("£3"), _none_of("62 km"))),  # (mended after the first run: "3" let "30 Mar" through)
    Case("rides-gloves", _rag(RIDES, "Do I need gloves?"), _absent("doesn't say", "not say", "don't mention")),
    Case("bills-zara", _rag(BILLS, "Which bills are in Zara's name?"), _both(_any("Energy", "energy"), _any("Water", "water"), _none_of("Broadband: £32"))),
    Case("bills-total", _rag(BILLS, "How much are the bills altogether each month?"), _val(221)),
    Case("bills-share", _rag(BILLS, "What's my share of the energy bill each month?"), _val(37)),
    Case("bills-council", _rag(BILLS, "How much council tax do we pay?"), _any("none", "None", "nothing", "exempt", "£0", "don't pay", "no council tax")),
    Case("bills-when", _rag(BILLS, "When do I have to pay Zara by?"), _any("28th", "28")),
    Case("zh-meet", _rag(TRIP_ZH, "春游早上几点到学校？"), _both(_any("7:40"), _none_of("3:30"))),
    Case("zh-fee", _rag(TRIP_ZH, "春游要交多少钱？"), _both(_any("65"), _none_of("7:40"))),
    Case("zh-phone", _rag(TRIP_ZH, "可以带手机吗？"), _any("不可以", "不能", "不要", "不行")),
    Case("zh-teacher", _rag(TRIP_ZH, "班主任是谁？"), _any("李老师")),
    Case("zh-back", _rag(TRIP_ZH, "孩子几点回来？"), _both(_any("3:30"), _none_of("7:40"))),
    Case("pet-excess", _rag(PET, "What's the excess?"), _both(_any("99"), _none_of("1,000,000"))),
    Case("pet-cat-liability", _rag(PET, "Is my cat covered for third party liability?"), _denies("dogs only")),
    Case("pet-dental-illness", _rag(PET, "Will it pay for my dog's gum disease treatment?"), _denies("accidents only", "not illness")),
    Case("pet-jabs", _rag(PET, "Are vaccinations covered?"), _denies("Not covered", "not covered")),
    Case("pet-wait", _rag(PET, "If my dog gets ill next week, is she covered?"), _denies("14 days", "waiting period")),
    Case("pet-old-dog", _rag(PET, "My dog is 9 and the vet bill is £599. How much do I pay?"), _val(199)),
    Case("thread-rides", _notes_thread(RIDES, "Who's leading on the 2nd?", "Imran is leading the coast loop on 2 March.",
                                       "and how far is it?"), _both(_any("62"), _none_of("48", "75"))),
    Case("thread-bills", _notes_thread(BILLS, "How much is broadband?", "Broadband is £32 a month.",
                                       "whose name is it in?"), _both(_any("Tom"), _none_of("Zara"))),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
