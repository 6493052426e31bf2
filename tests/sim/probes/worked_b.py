"""Invented probe (branch ``fix46a``, session of 2026-12-05, fifth; issue 26; oracles written and
committed before its first run, never tuned against): an amount or a comparison question must get the
worked amount, not an operand (a cell, a row, a rule line, a rate).

Material and wordings are mine (a swimming pool's lesson price grid with a late-cancellation and a
sibling rule, a tutor's CSV of fees per lesson and lessons per block, a garage quote with a deposit
share, a walking club's YAML list with clock ranges, a parcel price list with weights, a children's
club register with ages, a miniature railway's and an airline's English thresholds, a Chinese
playground notice, a Chinese baggage rule and a fruit stall, a dog walker's rates), none from a fresh
set. Questions:
- a cell or a row asked plainly (must stay right) and the same cell under a rule another line states
  ("cancel with less than 24 hours' notice": half the price; "a block of": fee x lessons);
- "the total" over a listing of money lines with a share line ("Deposit: 20% of the total");
- "a week / a year of X" over a rate per unit and a count of the period;
- superlatives of each kind (longest / shortest, dearest / cheapest, oldest / youngest, heaviest)
  where the first numeric column is of another kind;
- a measure in the question against a bound in a line ("under 1.2 m", "up to 8 kg", "5 and under",
  "1.4米以下", "20公斤以内"), Chinese spoken measures ("一米三", "两斤半");
- absent answers that must stay "I don't know".

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.worked_b [-v]`` prints the counts.

History:
- first sight on 1d73706e (oracles committed before the one run): 38 cases: **18 / 10 / 10 / 2**
  (right / stated limit / silently wrong / false alarms). Wrong: swim-cancel (the weekend column
  quoted for a late cancellation), tutor-piano-block and tutor-english-block (the row quoted for "a
  block of"), garage-total and garage-deposit (the "Deposit: 20% of the total" line quoted, no
  amount), walks-shortest-time (one walk's time range), zh-play-short, zh-play-tall, zh-bag-light
  ("我不知道" over a bound line for a spoken measure), dogs-week (the rate line quoted for "a week
  of"). Lenient: tutor-longest and tutor-shortest are counted right but quote every row (no ranking).
  False alarms: tutor-dearest (the bound limit beside every row), cafe-four (no age band for 4 under
  "5 and under").
- after branch ``fix46a`` (each mechanism tested on wordings of my own, never these cases nor the
  forty-fourth's: ``tests/sim/test_worked_amounts.py``, ``test_period_amounts.py``,
  ``test_superlative_kinds.py``, ``test_measure_bounds.py``): **24 / 13 / 1 / 1**. Right now: tutor-piano-block,
  tutor-english-block, dogs-week (a whole period worked: ``grounded.period_amounts``), tutor-longest and
  tutor-shortest (ranked on lesson_minutes, no longer every row quoted), tutor-dearest ("most expensive"
  a price), zh-play-short, zh-bag-light (Chinese spoken measures against Chinese bounds). Wrong -> limit:
  swim-cancel (the rule line "half the price" met by "call it off"), garage-total, garage-deposit (a
  percent and a quote number are no amounts), zh-play-tall (the other side of the bound). Left:
  walks-shortest-time (a YAML list's one record quoted: the configuration reader ranks nothing), cafe-four
  (the age-band limit on a right reply, from before).
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _but_not,
    _denies,
    _rag,
    _val,
    _yes_or,
    report,
    tally,
)

SWIM = ("Riverside Pool - lesson prices\n\n"
        "| Lesson | Weekday | Weekend |\n|---|---|---|\n"
        "| Group lesson (30 min) | £9 | £11 |\n| Private lesson (30 min) | £24 | £28 |\n"
        "| Adult improver | £15 | £17 |\n\n"
        "Cancellations made less than 24 hours before the lesson are charged at half the price.\n"
        "Lessons missed without any notice are charged in full.")
TUTOR = ("subject,fee_per_lesson,lessons_in_block,lesson_minutes\n"
         "Maths GCSE,32.00,10,60\nEnglish GCSE,30.00,8,90\nPiano Grade 3,35.00,12,45\n"
         "# Fees are paid per block in advance (fee per lesson x lessons in block).")
GARAGE = ("Kwik Motors - quote 4471\nFront brake pads (fitted): £85.00\nBrake fluid change: £45.00\n"
          "Wiper blades (pair): £18.00\nLabour: included\n"
          "Deposit: 20% of the total, payable when you book.\nBalance due on collection.")
WALKS = ("walks:\n"
         "  - name: Heron Loop\n    cost_gbp: 4\n    distance_km: 6.5\n    time: \"10:00-12:00\"\n"
         "  - name: Ridge Path\n    cost_gbp: 0\n    distance_km: 11\n    time: \"09:00-13:30\"\n"
         "  - name: Mill Trail\n    cost_gbp: 6\n    distance_km: 4\n    time: \"14:00-15:15\"\n")
PARCELS = ("Post office - parcel prices\n\n| Service | Price | Max weight |\n|---|---|---|\n"
           "| Large letter | £1.60 | 0.75 kg |\n| Poster tube | £7.00 | 1 kg |\n"
           "| Medium parcel | £5.90 | 10 kg |\n| Small parcel | £3.40 | 2 kg |")
CLUB = ("name,term_fee,age\nAda Price,£40,9\nBen Cole,£45,7\nCora Lund,£35,11\nDev Shah,£42,8\n")
RAILWAY = ("Lakeside Miniature Railway\nReturn ticket: £4.50\nChildren under 1.2 m ride free.\n"
           "Dogs travel free on a lead.")
AIRLINE = ("SkyHop baggage rules\nCabin bags up to 8 kg travel free.\nHeavier cabin bags are charged £25 at the gate.\n"
           "Children aged 2 and under fly on a parent's lap.")
CAFE_KIDS = ("Orchard Café - family offers\nChildren aged 5 and under eat free from the kids' menu.\n"
             "Kids' meal (6 to 12): £5.50\nAdult breakfast: £9.00")
ZH_PLAY = "游乐园须知\n身高1.4米以下的儿童须有成人陪同。\n门票:每人80元\n70岁以上老人免票。"
ZH_BAG = "行李托运规定\n每位旅客20公斤以内免费托运。\n超出部分每公斤收费10元。"
ZH_FRUIT = "水果摊价目\n苹果:每斤6元\n香蕉:每斤4元\n车厘子:每斤45元"
DOGS = ("Paws Out dog walking\nGroup walk (1 hour): £12 per walk\nSolo walk (1 hour): £18 per walk\n"
        "Regular clients book 5 walks a week.\nKey holding: free.")

_NOT_SAID = ("doesn't say", "does not say", "doesn't give", "does not give", "not given", "not stated",
             "not listed", "doesn't list", "does not list", "没有", "不知道", "未")

CASES = [
    # a price grid: plain cells stay right; a cell under a cancellation rule is worked
    Case("swim-private-weekend", _rag(SWIM, "How much is a private lesson at the weekend?"), _val(28)),
    Case("swim-group-weekday", _rag(SWIM, "What does a weekday group lesson cost?"), _val(9)),
    Case("swim-cancel", _rag(SWIM, "My weekend private lesson is tomorrow at 9 and I have to call it off tonight. "
                                   "What will I be charged?"), _val(14)),
    Case("swim-cancel-late", _rag(SWIM, "If I cancel a weekday adult improver lesson 3 hours before it starts, "
                                        "how much do I pay?"), _val(7.5)),
    Case("swim-goggles-absent", _rag(SWIM, "How much do goggles cost?"), _absent(*_NOT_SAID)),
    Case("swim-cheapest", _rag(SWIM, "Which lesson is the cheapest?"), _any("Group lesson")),
    # a CSV of fees: a row asked plainly, a block worked, superlatives by kind
    Case("tutor-maths-lesson", _rag(TUTOR, "How much is one Maths GCSE lesson?"), _val(32)),
    Case("tutor-piano-block", _rag(TUTOR, "What does a block of Piano Grade 3 cost?"), _val(420)),
    Case("tutor-english-block", _rag(TUTOR, "How much do I pay for a block of English GCSE?"), _val(240)),
    Case("tutor-longest", _rag(TUTOR, "Which subject has the longest lessons?"),
         _but_not(_any("English"), "Piano Grade 3 is", "Piano Grade 3.")),
    Case("tutor-shortest", _rag(TUTOR, "Which subject's lessons are shortest?"),
         _but_not(_any("Piano"), "English GCSE is", "English GCSE.")),
    Case("tutor-dearest", _rag(TUTOR, "Which subject is the most expensive per lesson?"), _any("Piano")),
    # a garage quote: the total of the money lines, the deposit share, a plain line
    Case("garage-total", _rag(GARAGE, "What's the total for everything on the quote?"), _val(148)),
    Case("garage-deposit", _rag(GARAGE, "How much deposit do I pay when I book?"), _val(29.6)),
    Case("garage-wipers", _rag(GARAGE, "How much are the wiper blades?"), _val(18)),
    Case("garage-balance-when", _rag(GARAGE, "When is the balance due?"), _any("collection")),
    # a YAML list: superlatives of distance, duration and money
    Case("walks-longest", _rag(WALKS, "Which walk is the longest?"), _but_not(_any("Ridge Path"), "Mill Trail")),
    Case("walks-shortest-time", _rag(WALKS, "Which walk takes the least time?"),
         _but_not(_any("Mill Trail"), "Ridge Path")),
    Case("walks-dearest", _rag(WALKS, "Which walk costs the most?"), _but_not(_any("Mill Trail"), "Ridge Path")),
    # a parcel list: heaviest by weight, not price
    Case("parcel-heaviest", _rag(PARCELS, "Which service takes the heaviest items?"),
         _but_not(_any("Medium parcel"), "Poster tube")),
    Case("parcel-tube", _rag(PARCELS, "How much is a poster tube?"), _val(7)),
    # a club register: ages, not fees
    Case("club-youngest", _rag(CLUB, "Who is the youngest member?"), _but_not(_any("Ben"), "Cora")),
    Case("club-oldest", _rag(CLUB, "Who is the oldest?"), _but_not(_any("Cora"), "Ben Cole")),
    # thresholds in English
    Case("rail-short", _rag(RAILWAY, "My daughter is 1.05 m tall. Does she need a ticket?"),
         _denies("ride free", "rides free", "free")),
    Case("rail-tall", _rag(RAILWAY, "My son is 1.35 m. Does he ride free?"),
         _denies("pays", "needs a ticket", "not free", "4.50")),
    Case("air-heavy", _rag(AIRLINE, "My cabin bag weighs 9.5 kg. What will I pay?"), _val(25)),
    Case("air-light", _rag(AIRLINE, "My cabin bag is 6 kg, is it free?"), _yes_or("travel free", "travels free")),
    Case("cafe-four", _rag(CAFE_KIDS, "My son is 4. Does he have to pay for a kids' meal?"),
         _denies("eat free", "eats free", "free")),
    # thresholds in Chinese, spoken measures
    Case("zh-play-short", _rag(ZH_PLAY, "我女儿一米三,能自己进去玩吗?"),
         _any("不能", "不行", "须有成人陪同", "需要成人陪同", "要大人陪")),
    Case("zh-play-tall", _rag(ZH_PLAY, "我儿子一米五,要大人陪着吗?"), _any("不需要", "不用", "无需")),
    Case("zh-bag-light", _rag(ZH_BAG, "我的箱子十八公斤,要付托运费吗?"), _any("不需要", "不用", "免费", "不要")),
    Case("zh-fruit-apples", _rag(ZH_FRUIT, "两斤半苹果多少钱?"), _val(15)),
    Case("zh-fruit-banana", _rag(ZH_FRUIT, "香蕉多少钱一斤?"), _val(4)),
    Case("zh-fruit-mango-absent", _rag(ZH_FRUIT, "芒果多少钱一斤?"), _absent(*_NOT_SAID)),
    # a week of a rate: the whole amount for that period
    Case("dogs-week", _rag(DOGS, "What does a week of group walks cost a regular client?"), _val(60)),
    Case("dogs-solo", _rag(DOGS, "How much is a solo walk?"), _val(18)),
    Case("dogs-bath-absent", _rag(DOGS, "How much do you charge for a dog bath?"), _absent(*_NOT_SAID)),
    Case("dogs-both", _rag(DOGS, "How much is one group walk and one solo walk together?"),
         _val(30)),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
