"""My probe of fix59a (issue 26): an asked subject that no line of the material holds, in the singular
or as a modifier ("a family ticket", "the dessert"), while a near line is there to be quoted; and its
opposite, an asked word that is a paraphrase, an inflection or a compound part of a word the material
does hold, which must be answered.

Material in shapes of my own: a café's weekly menu as a Markdown grid (soup / main / side, no sweets),
a leisure centre's swim price list (adult, junior, under-3s; no senior, student or family ticket), a
village recycling calendar (blue box, food caddy, black bin; no garden waste), a rowing club's
committee minutes (they booked a coach and a hall but wrote no price for them), and a Chinese notice
of a community library (opening hours, a fine; it never names printing or a café).

Oracles strict: where the material does not hold the asked thing, an "I don't know" or a reply saying
the material does not say it (a quoted near line with no not-found is silently wrong); where it does,
the value (an "I don't know" there is silently wrong, a limit a false alarm).
``python -W ignore -m tests.sim.probes.absent_w [-v]``.

History (right / limit / silently wrong / false alarms): written and committed before its first run on
cb72417e; first run there: 18 / 7 / 2 / 2 (mins-coach-cost, mins-hall-price: the line booking the thing and the
treasurer's balance quoted as its price; cafe-dessert and cafe-pudding-fri limits whose words say "could not find").
After fix59a (``grounded.asked_heads``, ``grounded.unpriced_subjects``): 20 / 7 / 0 / 2.
"""

from __future__ import annotations

import sys

from tests.sim.fresh._oracles import Case, _absent, _any, _both, _none_of, _rag, _val, report

CAFE = """\
# Lantern Café - lunch menu, weeks of March

| Day       | Soup              | Main                        | Side            |
|-----------|-------------------|-----------------------------|-----------------|
| Monday    | Leek and potato   | Chickpea tagine (V)         | Flatbread       |
| Tuesday   | Tomato and basil  | Fish pie                    | Green beans     |
| Wednesday | Carrot and cumin  | Beef stew with dumplings    | Mashed swede    |
| Thursday  | Mushroom          | Spinach and ricotta lasagne (V) | Garlic bread |
| Friday    | Minestrone        | Battered haddock and chips  | Mushy peas      |

(V) = vegetarian. Soup of the day £3.50, main £7.90, side £2."""

POOL = """\
Brackenford Leisure Centre - swimming prices from 1 April

Adult swim: £5.20
Junior swim (ages 3-15): £3.10
Under-3s: free with a paying adult
Aqua aerobics class: £6.40
Lane swimming (early birds, 6.30-8am): £4.50
Swimming lessons are booked by the term; ask at reception.
The pool closes 30 minutes before the building."""

BINS = """\
Hollins Green recycling calendar 2027

Blue box (paper, card and cans): collected every other Thursday, starting 7 January.
Food caddy: collected every Thursday.
Black bin (general rubbish): collected every other Thursday, on the weeks the blue box is not.
Put your containers out by 7am on collection day.
Christmas: the collections due on 24 and 31 December move to the Saturday after."""

MINUTES = """\
Tidewater Rowing Club - committee minutes, 9 February

Present: Aoife (chair), Dev (treasurer), Morag, Callum.
1. Regatta: Callum has booked a coach to take the crews to Henley on 12 June.
2. Annual dinner: the village hall is booked for Saturday 20 November; Morag will sort the menu.
3. Treasurer: the club account stands at £4,870 after the spring subscriptions came in.
4. Boats: the four-oared shell needs a new rudder; Dev will get three quotes.
5. Next meeting: 9 March at the boathouse."""

LIBRARY_ZH = """\
社区图书馆通知
开放时间:周二至周六 9:00-18:00,周日和周一闭馆。
借书每人最多5本,借期三周,可续借一次。
逾期归还每本每天罚款0.2元。
儿童阅览室周六上午10点有故事会。"""


_NOT = ("doesn't say", "does not say", "not mention", "not say", "not list", "no information", "not in the",
        "doesn't list", "does not list", "not state")


def _cafe(question: str):
    return _rag(CAFE, question)


ABSENT = [
    Case("cafe-dessert", _cafe("what's the dessert on tuesday?"), _absent(*_NOT)),
    Case("cafe-pudding-fri", _cafe("Which pudding do they serve on Friday?"), _absent(*_NOT)),
    Case("cafe-salad", _cafe("What salad is on on Wednesday?"), _absent(*_NOT)),
    Case("pool-senior", _rag(POOL, "how much is a senior swim"), _absent(*_NOT)),
    Case("pool-student", _rag(POOL, "What does a student ticket cost?"), _absent(*_NOT)),
    Case("pool-family", _rag(POOL, "how much is a family swim for 2 adults and 2 kids"), _absent(*_NOT)),
    Case("bins-garden", _rag(BINS, "when do they collect garden waste?"), _absent(*_NOT)),
    Case("bins-glass", _rag(BINS, "When is glass picked up?"), _absent(*_NOT)),
    Case("mins-coach-cost", _rag(MINUTES, "how much did the coach cost"), _absent(*_NOT)),
    Case("mins-hall-price", _rag(MINUTES, "What was the price of the village hall for the dinner?"), _absent(*_NOT)),
    Case("mins-sponsor", _rag(MINUTES, "who is the club's sponsor?"), _absent(*_NOT)),
    Case("lib-print", _rag(LIBRARY_ZH, "打印一页多少钱?"), _absent("没有提到", "没有说明", "没有找到", "不知道", *_NOT)),
    Case("lib-cafe", _rag(LIBRARY_ZH, "咖啡厅几点开门?"), _absent("没有提到", "没有说明", "没有找到", "不知道", *_NOT)),
]

PRESENT = [
    Case("cafe-soup-mon", _cafe("what's the soup on monday?"), _any("Leek", "leek")),
    Case("cafe-veggie-thu", _cafe("What's the vegetarian main on Thursday?"), _any("lasagne")),
    Case("cafe-side-wed", _cafe("which side dish comes on wednesday"), _any("swede")),
    Case("cafe-main-price", _cafe("how much does a main cost?"), _val(7.90)),
    Case("pool-kid", _rag(POOL, "how much is it for a kid to swim?"), _val(3.10)),
    Case("pool-adult-price", _rag(POOL, "what's the price of an adult swim"), _val(5.20)),
    Case("pool-baby", _rag(POOL, "Do babies pay?"), _both(_any("free", "Free"), _none_of("I don't know"))),
    Case("pool-aerobics", _rag(POOL, "how much are the aqua aerobics classes?"), _val(6.40)),
    Case("bins-food", _rag(BINS, "when does the food caddy get collected?"), _any("every Thursday", "Thursday")),
    Case("bins-paper", _rag(BINS, "when do they take the paper?"), _any("every other Thursday", "blue box")),
    Case("mins-account", _rag(MINUTES, "how much money is in the club's account?"), _val(4870)),
    Case("mins-coach-who", _rag(MINUTES, "who booked the coach?"), _any("Callum")),
    Case("lib-fine", _rag(LIBRARY_ZH, "逾期罚款多少钱?"), _any("0.2")),
    Case("lib-books", _rag(LIBRARY_ZH, "每人能借几本书?"), _any("5本", "5 本", "五本", "5")),
]

CASES = [*ABSENT, *PRESENT]

if __name__ == "__main__":
    report(CASES, sys.argv)
