"""Invented probe (2026-12-05, branch ``fix41a``; oracles written and committed before any run, never
tuned against): what a request carries, read right (issue 26 "Build" 1 and 2). Three kinds:

- a system prompt whose short lead ("Dental reception assistant. Here is the patient's appointment
  card:", "Work out usage from the meter readings below and report the figure.") sits above a block
  of the user's own material (an appointment card, meter readings, a Chinese utility bill, a packing
  manifest, a cricket scorecard, a training log, a recipe card), with questions the block answers,
  a "have I / did I" question about what the block records, and a question the block does not
  answer; beside them system prompts that are pure instructions or personas (a pirate, a candle
  shop's guidelines, a study buddy's steps) where the reply must not read the rules as material;
- tool arguments from a number with a magnitude word ("2.5k", "one point five k", "1.5 million",
  "5万"), a relative change with a stated base ("the fan's at 3, knock it up one") and without one
  (a question back), and plain amounts that must stay right;
- ids written in space-separated groups after one id noun (an IBAN, a UK postcode, an order number,
  a membership number) as one value, beside several ids that are several calls.

Topics and wordings are mine (a dentist, a utility meter, a Chinese water/power bill, a warehouse,
club cricket, a runner's week, a flapjack recipe, a pirate, a candle shop, savings funds, a charity
appeal, a ceiling fan, a speaker, an air conditioner, bank payments, flood risk, a gym).

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.inputs_v [-v]`` prints the counts. A case whose right reply is
a question back has ``_no_call_ask`` as its oracle: a limit is counted ``limit``, a question back
with no call ``right``, any call ``wrong``.

History:
- first sight on the branch point f9fd9ffa (oracles committed before the one run in the commit
  "before first run"): 36 cases: **15 / 14 / 7 / 2** (right / stated limit / silently wrong / false
  alarms). Wrong: card-who ("I don't know." with Dr Okafor on the card), meter-feb (the lead pasted
  back with the Jan row), k-words ("one point five k" read 1.5), fan-up / volume-down / aircon-down
  (the stated base or the change as the target), aircon-no-base (the change as the target). False
  alarms: card-absent (a limit beside an honest "could not find"), k-decimal (2500 read, the fund
  name unread). Limits on material a real model reads: the manifest, the recipe card (no documents),
  the scorecard's top scorer, the bill's due date, the training log's total, the personas' "have I"
  questions (the knowledge limit where "you haven't told me" is right).
- after branch ``fix41a`` (each mechanism tested in tests/sim on wordings of its own, never these
  cases): **20 / 13 / 3 / 2**. Records under a caption lead read (manifest-pans, manifest-weight,
  recipe-oats now read; the meter prompt, read whole as notes before, is read so still: meter-feb
  stays wrong); "one point five k" (k-words); a step beside a
  stated base (fan-up, volume-down, aircon-down), none without one (aircon-no-base a limit). Left
  wrong: meter-feb (the lead quoted with the Jan row), card-who and recipe-oven ("I don't know." over a card whose "Dr Okafor" / "Bake at 180C"
  line shares no word with the question: an absence read at zero coverage, not guarded). Left
  limits: the personas' "have I" questions (the knowledge limit, not "you haven't told me"),
  sums and totals over the records (meter-use, train-km), the scorecard's top scorer.
"""

from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _call_args,
    _has,
    _honest,
    _none_of,
    _num_near,
    _text,
    _val,
    _yes_or,
    report,
    tally,
)

# --- system prompts: a lead, then the user's material --------------------------------------------

CARD = """Dental reception assistant. Here is the patient's appointment card:

Patient: Ines Corvalho
Practice: Hillmead Dental, 4 Orchard Row
Next appointment: Tuesday 14 March, 10:40
With: Dr Okafor (hygienist)
Please arrive 10 minutes early.
Late cancellation fee: £25 (under 24 hours' notice)"""

METER = """Utility helper. Work out usage from the meter readings below and report the figure.

Date      Electricity (kWh)   Gas (m3)
01 Jan    40213               8120
01 Feb    40688               8391
01 Mar    41102               8597"""

BILL = """账单助手。以下是本月的水电账单：

户号：3307-1185
水费：42.60元
电费：187.30元
燃气费：65.00元
合计：294.90元
缴费截止日期：2027年4月20日"""

MANIFEST = """Warehouse assistant. Packing manifest for shipment 88-K:

Box 1 - 12 x ceramic mugs (fragile)
Box 2 - 4 x cast iron pans
Box 3 - 30 x tea towels
Box 4 - 6 x glass jars (fragile)
Total weight: 41 kg"""

SCORECARD = """Club cricket bot. Saturday's scorecard

Ferncliffe CC, 1st innings
A. Patel     c Moss b Reid     47
J. Lowe      lbw b Reid        12
R. Singh     not out           63
T. Hart      b Carr             0
Extras                          9
Total (3 wkts, 40 overs)      131"""

TRAINING = """Running coach. My training log for this week:

Mon - 5 km easy run
Wed - 8 km tempo run
Thu - rest
Sat - 12 km long run"""

RECIPE = """Cook's assistant. Use this recipe card.

Flapjacks (makes 16)
250 g rolled oats
125 g butter
125 g light brown sugar
3 tbsp golden syrup
Bake at 180C for 25 minutes."""

# --- system prompts that are instructions or a persona only --------------------------------------

PIRATE = """You are Captain Saltbeard, a cheerful pirate.

Rules:
- Keep every answer under 40 words.
- Never say you are an AI.
- Finish each answer with "Yo ho!"."""

CANDLES = """Support agent for Tallow & Wick candles.

Guidelines:
1. Be polite and brief.
2. Answer in two sentences at most.
3. If you do not know something, say so."""

BUDDY = """Study buddy. Follow these steps:

1. Read the learner's question.
2. Give a hint rather than the full answer.
3. End with a short question back."""


def _sys(system: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(question)])


def _no_rules(*rule_words: str):
    """Not a reply made of the system prompt's own rules."""
    return _none_of(*rule_words)


GROUNDED = [
    Case("iv-card-time", _sys(CARD, "What time is my next appointment?"), _has("10:40")),
    Case("iv-card-who", _sys(CARD, "Which doctor am I seeing?"), _has("Okafor")),
    Case("iv-card-fee", _sys(CARD, "How much is the fee if I cancel late?"), _any("£25", "25")),
    Case("iv-card-absent", _sys(CARD, "Is there parking at the practice?"),
         lambda out: _honest(out) or _any("not say", "doesn't mention", "does not mention")(out)),
    Case("iv-meter-feb", _sys(METER, "What was the gas reading on 01 Feb?"), _val(8391)),
    Case("iv-meter-use", _sys(METER, "How many kWh of electricity did I use from 01 Feb to 01 Mar?"),
         _val(414)),
    Case("iv-bill-power", _sys(BILL, "电费是多少？"), _has("187.30")),
    Case("iv-bill-due", _sys(BILL, "最晚什么时候交费？"), _any("4月20日", "2027年4月20日", "20 April")),
    Case("iv-manifest-pans", _sys(MANIFEST, "Which box are the pans in?"), _any("Box 2", "box 2")),
    Case("iv-manifest-weight", _sys(MANIFEST, "What does the shipment weigh in total?"), _has("41")),
    Case("iv-score-top", _sys(SCORECARD, "Who was our top scorer?"), _has("Singh")),
    Case("iv-score-lowe", _sys(SCORECARD, "How was Lowe dismissed?"), _any("lbw", "leg before")),
    Case("iv-train-rest", _sys(TRAINING, "Did I have a rest day this week?"), _yes_or("Thursday", "Thu")),
    Case("iv-train-km", _sys(TRAINING, "How far have I run in total this week?"), _val(25)),
    Case("iv-recipe-oats", _sys(RECIPE, "How many grams of oats do I need?"), _val(250)),
    Case("iv-recipe-oven", _sys(RECIPE, "What temperature should the oven be?"), _any("180")),
    # instructions and personas only: the rules are not material
    Case("iv-pirate-ordered", _sys(PIRATE, "Have I ordered anything from you before?"),
         lambda out: _no_rules("40 words", "Yo ho")(out) and (_honest(out) or _any("haven't told", "not told")(out))),
    Case("iv-candles-order", _sys(CANDLES, "Did I already pay for my candle order?"),
         lambda out: _no_rules("two sentences", "Be polite")(out) and (_honest(out) or _any("haven't told", "not told")(out))),
    Case("iv-buddy-steps", _sys(BUDDY, "Have I finished chapter three yet?"),
         lambda out: _no_rules("hint rather", "Read the learner")(out) and (_honest(out) or _any("haven't told", "not told")(out))),
]

# --- tools: magnitude words, relative changes, grouped ids ---------------------------------------


@tool
def move_to_fund(fund: str, amount: float) -> str:
    """Move money (GBP) into one of the user's named savings funds."""
    return "moved"


@tool
def set_marketing_budget(amount_eur: float) -> str:
    """Set the marketing budget for the year, in euros."""
    return "set"


@tool
def raise_invoice(client: str, amount_gbp: float) -> str:
    """Raise an invoice to a client for an amount in pounds."""
    return "raised"


@tool
def set_project_budget(amount_cny: float) -> str:
    """Set the project's budget in Chinese yuan (CNY)."""
    return "set"


@tool
def donate(amount_gbp: float) -> str:
    """Donate to the church roof appeal, an amount in pounds."""
    return "thanks"


@tool
def set_fan_speed(level: int) -> str:
    """Set the ceiling fan to a speed level from 1 to 6."""
    return "set"


@tool
def set_speaker_volume(volume: int) -> str:
    """Set the speaker's volume to a level from 0 to 100."""
    return "set"


@tool
def set_aircon(target_c: float) -> str:
    """Set the air conditioning's target temperature in degrees Celsius."""
    return "set"


@tool
def send_payment(iban: str, amount_gbp: float) -> str:
    """Send a payment to a bank account given by its IBAN."""
    return "sent"


@tool
def flood_risk(postcode: str) -> str:
    """Look up the flood risk for a UK postcode."""
    return "low"


@tool
def order_status(order_number: str) -> str:
    """Look up an order's status by its order number (digits only, no spaces)."""
    return "shipped"


@tool
def renew_membership(member_number: str) -> str:
    """Renew a gym membership, given the member number."""
    return "renewed"


def _bound(tools: list, question: str):
    return lambda llm: llm.bind_tools(tools).invoke([HumanMessage(question)])


def _args(name: str, **want):
    """Exactly one call, to ``name``, every wanted argument met."""

    def ok(out) -> bool:
        if len(out.tool_calls) != 1 or (args := _call_args(out, name)) is None:
            return False
        return all(check(args.get(key)) for key, check in want.items())

    return ok


def _calls_with(name: str, key: str, values: set[str]):
    """One call to ``name`` per value, and no other call."""

    def ok(out) -> bool:
        got = {str(c["args"].get(key, "")).replace(" ", "") for c in out.tool_calls if c["name"] == name}
        return len(out.tool_calls) == len(values) and got == values

    return ok


def _id(value: str):
    """The id, its group spaces kept or dropped."""
    return lambda v: str(v).replace(" ", "").upper() == value.replace(" ", "").upper()


def _no_call_ask(out) -> bool:
    """No call, and a question back (the change alone is not the target)."""
    return not out.tool_calls and "?" in _text(out)


MONEY = [move_to_fund, set_marketing_budget, raise_invoice, set_project_budget, donate]
DIALS = [set_fan_speed, set_speaker_volume, set_aircon]
IDS = [send_payment, flood_risk, order_status, renew_membership]

TOOLS = [
    Case("iv-k-decimal", _bound(MONEY, "put 2.5k into the house deposit fund"),
         _args("move_to_fund", amount=_num_near(2500))),
    Case("iv-k-words", _bound(MONEY, "invoice Brightwell Ltd for one point five k"),
         _args("raise_invoice", amount_gbp=_num_near(1500))),
    Case("iv-million", _bound(MONEY, "set the marketing budget to 1.5 million euros"),
         _args("set_marketing_budget", amount_eur=_num_near(1_500_000))),
    Case("iv-wan", _bound(MONEY, "把项目预算设为5万元"), _args("set_project_budget", amount_cny=_num_near(50_000))),
    Case("iv-plain-amount", _bound(MONEY, "donate 750 pounds to the roof appeal"),
         _args("donate", amount_gbp=_num_near(750))),
    Case("iv-two-amounts", _bound(MONEY, "donate 2k or 3k to the roof appeal, whichever you think"), _no_call_ask),
    Case("iv-fan-up", _bound(DIALS, "the fan's on speed 3, knock it up one"), _args("set_fan_speed", level=_num_near(4))),
    Case("iv-volume-down", _bound(DIALS, "speaker volume is at 40 right now, drop it by 15"),
         _args("set_speaker_volume", volume=_num_near(25))),
    Case("iv-aircon-down", _bound(DIALS, "the aircon is showing 24, take it down 3 degrees"),
         _args("set_aircon", target_c=_num_near(21))),
    Case("iv-aircon-no-base", _bound(DIALS, "make the aircon two degrees cooler"), _no_call_ask),
    Case("iv-volume-plain", _bound(DIALS, "set the speaker volume to 35"), _args("set_speaker_volume", volume=_num_near(35))),
    Case("iv-iban", _bound(IDS, "send 120 pounds to IBAN GB33 BUKB 2020 1555 5555 55"),
         _args("send_payment", iban=_id("GB33BUKB20201555555555"), amount_gbp=_num_near(120))),
    Case("iv-postcode", _bound(IDS, "what's the flood risk at postcode LS6 2QT?"),
         _args("flood_risk", postcode=_id("LS6 2QT"))),
    Case("iv-order-groups", _bound(IDS, "where is my order? the number is 40 7781 226"),
         _args("order_status", order_number=_id("407781226"))),
    Case("iv-member-groups", _bound(IDS, "renew my membership, member number 4410 2287 9931"),
         _args("renew_membership", member_number=_id("441022879931"))),
    Case("iv-orders-several", _bound(IDS, "check the status of orders 5512 and 5590"),
         _calls_with("order_status", "order_number", {"5512", "5590"})),
    Case("iv-orders-three", _bound(IDS, "look up orders 88120, 88127 and 88131"),
         _calls_with("order_status", "order_number", {"88120", "88127", "88131"})),
]

CASES: list[Case] = [*GROUNDED, *TOOLS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
