"""Invented probe (2026-12-05, branch ``fix43b``; oracles written and committed before any run, never
tuned against): worked figures, rows and number words. Material of my own (a campsite booking, a
climbing wall's price list, a Chinese car wash's notice, a garden centre receipt, a museum's
ticket line, a Chinese guesthouse's room rates, a pub quiz league table in markdown, a rainfall
CSV, a volunteers' rota in markdown, a nursery's flowering sheet in prose rows, a poster print list,
a timber order) and learners' tools (a cycling log, a theatre booking, an expenses recorder, a
kitchen timer), asked:
- a how-many / how-much whose answer must be worked (a count of "N x" items, a per-time fee times a
  count in the question, a total with a discount added back): the worked figure is right, a stated
  limit is fine, the operands quoted are wrong;
- one item's value from a line holding several items' values;
- "which ... the most / highest" over a table (a rule line holding the superlative is no answer);
- "how many ... on <column>" counting rows by that column's value;
- a code with a plural "s" ("A3s") naming its row;
- durations, party sizes and money in words for tool arguments and a structured field ("an hour
  and forty", "my triplets", "forty pounds fifty I spent");
- plain values that must stay right, and absent ones that must stay "I don't know" / no call.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.worked_x [-v]`` prints the counts.

History:
- first sight on b45463ca (oracles committed before the one run): 32 cases: **9 / 12 / 11 / 0**
  (right / stated limit / silently wrong / false alarms). Wrong: camp-pitches (the "2 x tent pitch,
  1 x hardstanding" line quoted for "how many"), museum-concession and inn-double (the line of
  several items' prices quoted for one), quiz-round2-top (the rule line "the most points ... wins"
  quoted for a round's top team), posters-a3s and timber-2x4s ("I don't know." for a code with a
  plural "s"), inn-checkout-absent (the check-in line given for check-out), ride-hour-forty (60
  minutes for "an hour and forty"), timer-two-hours-five (5 minutes for "two hours and five
  minutes"), theatre-triplets (asked back for adults and children), refund-dollars-cents (12.0 for
  "twelve dollars thirty you charged"). Limits a real model does not need: wall-three-visits,
  timber-lengths, inn-family, rain-wettest-march, quiz-round1-top, rota-saturday, rota-thursday,
  timer-zh, theatre-zh-twins, expense-pounds-pence (40.0 called with a limit); right limits:
  posters-a0-absent (fine), theatre-no-kids-said.
- after branch ``fix43b`` (each mechanism tested in tests/sim on wordings of my own, never these
  cases): **22 / 10 / 0 / 1**. A how-many over "N x kind" terms worked (``itemised_counts``):
  camp-pitches right; one labelled amount of a listing with a "free" piece or a remark beside it, a
  Chinese label named without its "每<unit>" (``labelled_amounts``): museum-concession, inn-double
  right; a superlative of one of several numbered columns ranked (``superlatives.ranked``):
  quiz-round2-top, quiz-round1-top right; a code with a plural "s" (``text.stem``): posters-a3s,
  timber-2x4s right; a Chinese kind word ("时间") no tie (``asked_units``): inn-checkout-absent right
  (the partial answer says 退房 is not found); compound durations (``field_readers``):
  ride-hour-forty, timer-two-hours-five right; a party after "please:" with "our triplets"
  (``family_counts``): theatre-triplets right; spoken cents before a clause: refund-dollars-cents
  right, expense-pounds-pence now 40.5 but still with its limit on the free-text ``what`` (the
  false alarm). Left limits: wall-three-visits, timber-lengths (counts on two lines), inn-family
  (an English question over Chinese notes), rain-wettest-march ("March" against "mar_mm"),
  rota-saturday / rota-thursday (ticks counted by a day's column), theatre-zh-twins (a Chinese
  request against an English tool description). timer-zh right (a Chinese duration in Chinese
  numerals glossed: ``figure_forms.cjk_units_glossed``).
"""

from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _call_args,
    _num_near,
    _rag,
    _structured,
    _text,
    _val,
    report,
)

_NOTES = "Answer the question from the notes.\n\nNotes:\n{notes}\n\nQuestion: {question}"

DOCS = {
"camp": """Booking ref GLN-5521 - Glenmore Campsite
arrival: 14 July 2028
nights: 4
pitches: 2 x tent pitch, 1 x hardstanding
electric hook-up: yes
dogs: 1""",
"wall": """Summit Climbing Wall - prices
Day pass: £14 per visit
Induction: £20 (once only)
Shoe hire: £4 per session
Chalk: free""",
"wash": """星光洗车店价目表
普通洗车:每次25元。
精洗:每次60元。
打蜡:每次120元。
营业时间:上午8点至晚上8点。""",
"receipt": """Greenleaf Garden Centre - receipt 0931
Compost 50L x2 ... €13.00
Terracotta pot ... €8.70
Seed potatoes ... €14.00
Loyalty discount ... -€4.50
Total paid ... €31.20""",
"museum": """Harbour Museum. Open 10am to 5pm, closed Mondays. Tickets: adults €9.50, concessions €6,
under-3s free. The café is on the first floor.""",
"inn": """松林客栈房价
单人间每晚380元,双人间每晚460元,家庭房每晚620元。
含早餐。入住时间下午2点以后。""",
"quiz": """# Red Lion Pub Quiz League - spring round 2

The team with the most points at the end of the season wins the cup.

| Team | Round 1 | Round 2 | Round 3 |
|---|---|---|---|
| Quizteama Aguilera | 18 | 22 | 17 |
| The Know-It-Ales | 21 | 16 | 19 |
| Les Quizerables | 15 | 25 | 14 |
| Trivia Newton-John | 20 | 19 | 23 |""",
"rain": """town,jan_mm,feb_mm,mar_mm
Ashby,62,48,71
Brampton,55,60,39
Corley,80,41,66
Denholm,47,52,88
Note: the highest monthly rainfall on record here was 140 mm in 1998.""",
"rota": """## Charity shop rota - week 12

| Volunteer | Mon | Tue | Wed | Thu | Fri | Sat |
|---|---|---|---|---|---|---|
| Ayesha | x | | x | | | x |
| Brian | | x | | | x | |
| Carmen | x | x | | | | x |
| Dev | | | | x | | x |
| Eilidh | | | x | | x | |

Every volunteer should do at least one shift a week.""",
"posters": """Print price list
A4 poster print £5
A3 poster print £8
A2 poster print £12
A1 poster print £18
Lamination adds £3 to any size.""",
"timber": """Order 7781 - Castle Timber
2x4 treated C24, 2.4 m lengths x 12
2x2 planed softwood, 1.8 m lengths x 20
Delivery: Thursday, kerbside.""",
}


def _n(case_id: str, doc: str, question: str, right) -> Case:
    return Case(case_id, _ask(_NOTES.format(notes=DOCS[doc], question=question)), right)


def _r(case_id: str, doc: str, question: str, right) -> Case:
    return Case(case_id, _rag(DOCS[doc], question), right)


_IDK = _absent("not say", "doesn't say", "does not say", "not stated", "not given", "not listed",
               "没有说明", "未说明")


# --- the learner's tools ------------------------------------------------------------------------


@tool
def log_ride(distance_km: float, minutes: float) -> str:
    """Log a bike ride: the distance in kilometres and how long it took in minutes."""
    return "logged"


@tool
def start_timer(minutes: float) -> str:
    """Start a kitchen timer for a number of minutes."""
    return "started"


@tool
def book_theatre(show: str, adults: int, children: int) -> str:
    """Book theatre seats for a show: the number of adults and the number of children."""
    return "booked"


@tool
def record_expense(amount: float, currency: str, what: str) -> str:
    """Record something I paid for. currency is a three-letter ISO 4217 code."""
    return "recorded"


def _bound(tools: list, question: str):
    return lambda llm: llm.bind_tools(tools).invoke([SystemMessage("You are a helpful assistant."),
                                                     HumanMessage(question)])


def _args(name: str, **want):
    """Exactly one call, to ``name``, every wanted argument met."""

    def ok(out) -> bool:
        if len(out.tool_calls) != 1 or (args := _call_args(out, name)) is None:
            return False
        return all(check(args.get(key)) for key, check in want.items())

    return ok


def _is(value: str):
    return lambda v: str(getattr(v, "value", v)).strip().lower() == value.lower()


def _no_call_ask(out) -> bool:
    return not out.tool_calls and "?" in _text(out)


class Refund(BaseModel):
    """A refund request."""

    amount: float = Field(description="the amount to refund")
    currency: str = Field(description="ISO 4217 currency code")


def _refund(amount: float, currency: str):
    def ok(out) -> bool:
        parsed = out.get("parsed") if isinstance(out, dict) else None
        return parsed is not None and abs(parsed.amount - amount) < 1e-6 and parsed.currency.upper() == currency

    return ok


RIDE = [log_ride, start_timer]
MONEY = [record_expense]

CASES: list[Case] = [
    # a worked count or amount (the operands quoted are wrong)
    _n("camp-pitches", "camp", "How many pitches have we got on this booking?", _val(3)),
    _r("wall-three-visits", "wall", "If I go climbing 3 times with hired shoes each time, what do the shoes cost me?", _val(12)),
    _n("wash-four-times", "wash", "普通洗车洗四次一共多少钱?", _val(100)),
    _r("receipt-no-discount", "receipt", "What would I have paid without the loyalty discount?", _val(35.70)),
    _n("timber-lengths", "timber", "How many lengths of timber are coming altogether?", _val(32)),
    # one item's value from a line holding several
    _n("museum-concession", "museum", "How much is a concession ticket?", _both(_val(6), lambda o: "9.50" not in _text(o))),
    _r("inn-double", "inn", "双人间一晚多少钱?", _both(_val(460), lambda o: "380" not in _text(o))),
    _n("inn-family", "inn", "How much is the family room per night?", _both(_val(620), lambda o: "380" not in _text(o))),
    # "which ... the most / highest" over a table
    _n("quiz-round2-top", "quiz", "Which team scored the most points in round 2?", _any("Les Quizerables")),
    _r("rain-wettest-march", "rain", "Which town had the highest rainfall in March?", _any("Denholm")),
    _n("quiz-round1-top", "quiz", "Who got the highest score in round 1?", _any("Know-It-Ales")),
    # "how many ... on <column>"
    _n("rota-saturday", "rota", "How many volunteers are working on Saturday?", _val(3)),
    _r("rota-thursday", "rota", "How many people are on the rota on Thursday?", _val(1)),
    # a code with a plural "s"
    _n("posters-a3s", "posters", "How much are the A3s?", _val(8)),
    _r("timber-2x4s", "timber", "What length are the 2x4s?", _any("2.4 m", "2.4m")),
    # plain values that must stay right
    _n("wall-day-pass", "wall", "How much is a day pass?", _val(14)),
    _r("camp-arrival", "camp", "When do we arrive?", _any("14 July")),
    _n("museum-closed", "museum", "Which day is the museum closed?", _any("Monday")),
    _r("posters-lamination", "posters", "How much extra is lamination?", _val(3)),
    _n("wash-wax", "wash", "打蜡一次多少钱?", _val(120)),
    # absent: "I don't know"
    _n("posters-a0-absent", "posters", "How much is an A0 poster print?", _IDK),
    _r("rota-sunday-absent", "rota", "Who is working on Sunday?", _IDK),
    _n("inn-checkout-absent", "inn", "退房时间是几点?", _IDK),
    # durations, party sizes and money in words (tools and a structured field)
    Case("ride-hour-forty", _bound(RIDE, "log my ride: 30 km in an hour and forty"),
         _args("log_ride", distance_km=_num_near(30), minutes=_num_near(100))),
    Case("timer-two-hours-five", _bound(RIDE, "set a timer for two hours and five minutes"),
         _args("start_timer", minutes=_num_near(125))),
    Case("timer-zh", _bound(RIDE, "定时一小时二十分钟"), _args("start_timer", minutes=_num_near(80))),
    Case("theatre-triplets", _bound([book_theatre], "seats for Wicked please: my wife, me and our triplets"),
         _args("book_theatre", adults=_num_near(2), children=_num_near(3))),
    Case("theatre-zh-twins", _bound([book_theatre], "订《狮子王》的票:我和老公,还有双胞胎女儿"),
         _args("book_theatre", adults=_num_near(2), children=_num_near(2))),
    Case("theatre-no-kids-said", _bound([book_theatre], "book Hamilton for me and some friends"), _no_call_ask),
    Case("expense-pounds-pence", _bound(MONEY, "note the forty pounds fifty I spent on the plumber's parts"),
         _args("record_expense", amount=_num_near(40.5), currency=_is("GBP"))),
    Case("refund-dollars-cents", _structured(Refund, "Please refund the twelve dollars thirty you charged me twice."),
         _refund(12.30, "USD")),
    Case("refund-plain", _structured(Refund, "I'd like my 18 euros back."), _refund(18, "EUR")),
]


def counts(verbose: bool = False) -> dict[str, int]:
    from tests.sim.fresh._oracles import tally

    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
