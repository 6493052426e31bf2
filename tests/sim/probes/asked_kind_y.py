"""Invented probe (branch ``fix44a``, session of 2026-12-05, fourth; issue 26; oracles written and
committed before its first run, never tuned against): the reply must hold what the question asks.

Material and wordings are mine (a harbour café's menu, a dental practice's team page, a weekday car
park tariff, a plumber's invoice, a castle museum's ticket prices, a Chinese bubble-tea board, a
Chinese shop's staff list, a gym's membership prices, a florist's order table, a Chinese car wash
price list behind a follow-up thread, a Chinese parking notice, a taxi firm's fares), none from a
fresh set. Questions:
- "how old" / "几岁" / "多大" over rows that give an age for some people and none for others;
- an amount for "how much ... cost / charged / pay", a line on the topic holding no amount is no
  answer (a total over quantity x price rows is worked or the limit stated);
- "how much more / cheaper is A than B", "A 比 B 贵多少": a difference of two keyed rows;
- a qualifier of a closed set the material contradicts (weekday / weekend, peak / off-peak,
  adult / child, day / night): the rate asked is not given;
- "how many minutes was I billed for" under "charged per started half hour" (a count, not a
  threshold comparison), and a condition question that must stay a threshold comparison;
- Chinese price questions with light verbs (要, 需要, 加, 付) and a follow-up's 那;
- plain values that must stay right, and absent answers that must stay "I don't know".

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.asked_kind_y [-v]`` prints the counts.

History:
- first sight on 947509df (oracles committed before the one run): 38 cases: **22 / 2 / 14 / 1**
  (right / stated limit / silently wrong / false alarms). Wrong: team-age-reilly and team-age-shah
  (the person's row quoted for "how old", no age in it), park-weekend ("weekday tariff" quoted for the
  weekend), plumb-weekday ("weekend rate" quoted for a weekday), gym-peak ("Off-peak" quoted for peak),
  taxi-night ("Daytime" quoted for the night), plumb-minutes (the labour line quoted for "how many
  minutes"), zh-tea-more (both rows quoted, no difference), zh-age-zhang (张伟's row quoted for 几岁),
  florist-charge (a row and "charged on the delivery date" quoted for "how much"), zh-park-40 ("我不知道"
  over the rate line). Three more counted wrong are my oracles' fault, not the replies': cafe-more,
  cafe-cheaper and museum-more gave the right difference with its working ("£0.40 (£3.60 − £3.20)"),
  and the oracle's "avoid" string was an operand the working shows (mended in the next commit, named
  so: 25 / 2 / 11 / 1 counted with them mended). Limits: plumb-total (the "Total due" line not
  found), florist-when (a false alarm: the date limit on a reply quoting "on the delivery date").
- after branch ``fix44a`` (each mechanism tested in tests/sim/test_asked_kinds.py on wordings of my
  own, never these cases nor the forty-second's): **34 / 4 / 0 / 1**. The asked kind checked on every
  grounded reply (``grounded.asked_kinds``, from ``replies._fitted``): an age for the question's subject
  (team-age-reilly, team-age-shah, zh-age-zhang right: "The documents don't give Dr Reilly's age"), the
  question's side of a closed set of qualifiers (park-weekend, plumb-weekday, gym-peak, taxi-night right;
  museum-child stays right), rows of an item the question does not name for a money question
  (florist-charge a limit); a Chinese difference of two keyed lines (``zh_differences``: zh-tea-more
  right); a length rounded up to a billing increment (``billed_increments``: plumb-minutes right; an
  amount over increments the working limit: zh-park-40 a limit). Left: plumb-total (a limit: the
  "Total due" line not found), florist-charge (a limit, no order total worked), florist-when (the
  date limit on a right reply, a false alarm from before).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _but_not,
    _either,
    _rag,
    _val,
    _yes_or,
    report,
    tally,
)

CAFE = ("Harbour Café - menu\nFlat white: £3.20\nLatte: £3.60\nHot chocolate: £3.40\n"
        "Cakes and pastries: £2.50 each from the counter, baked every morning.\nOat or soy milk: 30p extra.")
TEAM = ("Greenway Dental - our team\nDr Amira Shah - principal dentist, qualified in 2009, works Monday to Thursday.\n"
        "Dr Tom Reilly - associate dentist, joined the practice in 2018.\nJo Marsh - hygienist, 12 years' experience.\n"
        "Ben Ode - receptionist, aged 24.")
PARKING = ("Station Road car park - weekday tariff\nUp to 1 hour: £1.80\nUp to 3 hours: £4.50\nAll day: £7.00\n"
           "Blue badge holders park free.")
PLUMBER = ("BRIGHTFLOW PLUMBING - INVOICE 2291\nDate: 14 March\n"
           "Call-out fee (weekend rate, Saturday and Sunday): £90.00\n"
           "Labour: £48 per hour, charged per started half hour. Time on site: 70 minutes.\n"
           "Parts (washer kit): £6.50\nTotal due: £168.50\nPayment due within 30 days of the invoice date.")
MUSEUM = ("Castle Museum - ticket prices\nAdult: £12.00\nSenior (65+): £10.00\nStudent (with card): £8.00\n"
          "Guided tour supplement: £5.00 per person")
ZH_TEA = "奶茶店价目表\n珍珠奶茶:大杯15元,中杯12元\n芒果冰沙:18元\n柠檬茶:10元\n加料(椰果、布丁):每份2元"
ZH_STAFF = "门店员工名单\n张伟:店长,2015年入职\n李娜:收银员,25岁\n王强:厨师,负责早班"
GYM = ("FitHub - membership prices\nOff-peak membership (before 4 pm on weekdays): £22 a month\n"
       "Joining fee: £15, waived in January\nPersonal training: £35 per session\nTowel hire: £1.50")
FLORIST = ("Order 8812 - Green Leaf Florist\nItem | Qty | Unit price\nRose bouquet | 2 | £25.00\n"
           "Tulip bunch | 3 | £8.00\nDelivery | 1 | £5.00\nYour card will be charged on the delivery date.")
ZH_WASH = ("洗车店价目表\n普通洗车:小车35元,SUV 45元\n精洗:每次120元\n打蜡:另收80元\n内饰清洗:150元起\n"
           "洗车期间停车免费")
ZH_PARK = "停车场收费说明\n收费标准:按每15分钟计,每15分钟2元\n前15分钟免费\n夜间(22:00-7:00)封顶20元"
TAXI = ("City Cabs - fares\nDaytime (6 am to 10 pm): £2.80 flag fall, then £1.90 per mile\n"
        "Airport flat fare: £45\nPhone bookings: 50p booking fee")

_NOT_SAID = ("doesn't say", "does not say", "doesn't give", "does not give", "not given", "not stated",
             "no price", "not listed", "doesn't list", "does not list", "没有", "不知道", "未")


def _pasted(block: str, question: str):
    return lambda llm: llm.invoke([HumanMessage(f"{block}\n\n{question}")])


def _zh_thread(notes: str, *turns: str):
    def run(llm):
        msgs = [SystemMessage(f"请只根据下面的资料回答。\n\n{notes}")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


CASES = [
    # a café menu: plain, differences of two rows, an absent item
    Case("cafe-latte", _rag(CAFE, "How much is a latte?"), _val(3.60)),
    Case("cafe-more", _rag(CAFE, "How much more does a latte cost than a flat white?"), _val(0.40)),
    Case("cafe-cheaper", _pasted(CAFE, "How much cheaper is the hot chocolate than the latte?"), _val(0.20)),
    Case("cafe-tea-absent", _rag(CAFE, "How much is a pot of tea?"), _absent(*_NOT_SAID)),
    # a team page: an age given for one person only
    Case("team-age-ben", _rag(TEAM, "How old is Ben Ode?"), _val(24)),
    Case("team-age-reilly", _rag(TEAM, "How old is Dr Reilly?"), _absent(*_NOT_SAID)),
    Case("team-age-shah", _pasted(TEAM, "What age is Dr Shah?"), _absent(*_NOT_SAID)),
    Case("team-days", _rag(TEAM, "Which days does Dr Shah work?"), _any("Monday to Thursday")),
    # a weekday tariff asked for the weekend
    Case("park-allday", _rag(PARKING, "How much is it to park all day?"), _val(7)),
    Case("park-weekend", _rag(PARKING, "What does all-day parking cost at the weekend?"), _absent(*_NOT_SAID)),
    # a plumber's invoice: a weekend rate asked for a weekday, billed increments, a condition
    Case("plumb-callout", _rag(PLUMBER, "How much was the call-out fee?"), _val(90)),
    Case("plumb-weekday", _rag(PLUMBER, "What would the call-out fee have been on a weekday?"), _absent(*_NOT_SAID)),
    Case("plumb-minutes", _rag(PLUMBER, "How many minutes of labour was I billed for?"), _val(90, "70 minutes is")),
    Case("plumb-total", _rag(PLUMBER, "What is the total I owe?"), _val(168.50)),
    Case("plumb-within", _rag(PLUMBER, "If I pay 20 days after the invoice date, is that within the payment terms?"),
         _yes_or("within 30 days")),
    # ticket prices: a child asked where only adults, seniors and students are priced
    Case("museum-adult", _rag(MUSEUM, "How much is an adult ticket?"), _val(12)),
    Case("museum-child", _rag(MUSEUM, "How much does a child's ticket cost?"), _absent(*_NOT_SAID)),
    Case("museum-more", _rag(MUSEUM, "How much more is an adult ticket than a student ticket?"), _val(4)),
    # a Chinese bubble-tea board
    Case("zh-tea-lemon", _rag(ZH_TEA, "柠檬茶需要付多少钱?"), _val(10)),
    Case("zh-tea-more", _rag(ZH_TEA, "芒果冰沙比柠檬茶贵多少?"), _val(8)),
    Case("zh-tea-coffee", _rag(ZH_TEA, "美式咖啡多少钱?"), _absent(*_NOT_SAID)),
    # a Chinese staff list: an age for one only
    Case("zh-age-li", _rag(ZH_STAFF, "李娜几岁?"), _val(25)),
    Case("zh-age-zhang", _rag(ZH_STAFF, "张伟几岁?"), _absent(*_NOT_SAID)),
    # a gym: peak asked where only off-peak is priced
    Case("gym-offpeak", _rag(GYM, "How much is off-peak membership a month?"), _val(22)),
    Case("gym-peak", _rag(GYM, "How much is a peak membership a month?"), _absent(*_NOT_SAID)),
    Case("gym-pt", _pasted(GYM, "What do you charge for a personal training session?"), _val(35)),
    Case("gym-locker", _rag(GYM, "How much is a locker?"), _absent(*_NOT_SAID)),
    # an order table: the charge is the sum of quantity x price
    Case("florist-charge", _rag(FLORIST, "How much will my card be charged?"), _val(79)),
    Case("florist-tulip", _rag(FLORIST, "How much is a tulip bunch?"), _val(8)),
    Case("florist-when", _rag(FLORIST, "When will my card be charged?"), _any("delivery date")),
    # a Chinese car wash behind a thread
    Case("zh-wash-wax", _rag(ZH_WASH, "打蜡要加多少钱?"), _val(80)),
    Case("zh-wash-suv", _zh_thread(ZH_WASH, "SUV洗一次要多少钱?"), _val(45)),
    Case("zh-wash-then", _zh_thread(ZH_WASH, "普通洗车多少钱?", "小车35元,SUV 45元。", "那精洗要付多少钱?"), _val(120)),
    Case("zh-wash-tyre", _rag(ZH_WASH, "补胎要多少钱?"), _absent(*_NOT_SAID)),
    # a Chinese parking notice billed per started quarter hour
    Case("zh-park-40", _rag(ZH_PARK, "我停了40分钟,要付多少钱?"), _either(_val(4), _val(6))),
    # a taxi firm: a daytime fare asked for the night
    Case("taxi-airport", _rag(TAXI, "How much is the fare to the airport?"), _val(45)),
    Case("taxi-night", _rag(TAXI, "What's the flag fall at night?"), _but_not(_absent(*_NOT_SAID), "2.80 flag")),
    Case("taxi-mile", _rag(TAXI, "How much per mile during the day?"), _val(1.90)),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
