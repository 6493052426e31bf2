"""Invented probe (branch ``fix44b``, session of 2026-12-05, fourth; issue 26; oracles written and
committed before its first run): ranked tables that a later line changes, values by unit for
structured fields and tool arguments, routing-label prompts, pronouns over a conjoined earlier
statement, and three small guards (a percent in prose, a free allowance before a rate, a negated
boolean).

Material and wordings are mine, none from a fresh set: a pub quiz league with an adjudicator's
deduction, a fell race with a checkpoint penalty, a spelling bee with a bonus line, a Chinese class
points table with a 扣分 line, plain tables with no change; learners' Pydantic / TypedDict / JSON
schemas and tools whose field names carry their unit (fahrenheit, weight_kg, miles, celsius,
metres, cm, km); label prompts with SHIPPING / OTHER, TECH / GENERAL, BILLING / OTHER and a Chinese
pair; conversations where one sentence says what two people did; a discount in percent, a boat
hire with free hours.

Classes as in the fresh sets: ``right``, ``limit`` (stated), ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.turns_y [-v]`` prints the counts.

First sight on 947509df (the base of ``fix44b``), 40 cases: right 20 / limit 13 / wrong 7 / false
alarms 1. Wrong: quiz-winner-after and quiz-top (The Owls from the printed Points, the "docked 6
points" line not read), bee-highest (Jonah Price; the "bonus of 5 points was added" line not read),
zh-first ("我不知道。" beside the 扣8分 line), schema-suitcase-absent (70 from "70 cm tall" into
``weight_kg``), tool-notif-keep (``enabled=False`` from "don't switch the notifications off"),
free-boat ("GBP 8 (2 hours x £4 per hour)": the free hours counted as charged). Limits: fell-fourth,
fell-winner, zh-class3, bowls-second, schema-oven-f (180 C into a field named ``fahrenheit``: "no
number"), label-shipping, label-shipping-other, label-general, label-zh-refund, thread-zh-bought,
thread-she-unknown, pct-mugs, and tool-no-fit (a false alarm: no call, beside the knowledge limit).

History on branch fix44b (right / limit / wrong / false alarms; each mechanism tested in tests/sim on
wordings and material of my own, never these cases nor the forty-second's):
- a line outside a ranked table that changes a row's figure ("docked", "penalty", "bonus", "扣":
  ``material.row_adjustments``) is applied before a superlative, a position, a rank word or a total,
  or the documents limit when it cannot be: quiz-winner-after, quiz-top, bee-highest right;
- a description's "in degrees Fahrenheit" names the scale, and a number whose units are all of
  another kind is no value of a unit field: schema-oven-f right, schema-suitcase-absent a limit;
  24 / 13 / 3 / 1;
- label prompts whose options all name everyday intents, with OTHER / GENERAL / 其他 as the rest:
  label-shipping, label-shipping-other, label-general right (label-zh-refund a limit: "退回来" says
  a character of 退款), 28 / 9 / 3 / 1;
- a negated switch word is not the value: tool-notif-keep right; a free allowance in words before a
  rate: free-boat right; 30 / 9 / 1 / 1.
Left wrong: zh-first ("我不知道。": no Chinese position or superlative reader over the table). Left
limits: fell-fourth and fell-winner (a whitespace table of clock times not read), zh-class3,
bowls-second, schema-suitcase-absent (right: the limit), thread-zh-bought (no Chinese clause reading
of the thread), thread-she-unknown (right: the limit), pct-mugs, tool-no-fit (a false alarm).
"""

from __future__ import annotations

import sys
from typing import Annotated, TypedDict

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _but_not,
    _call,
    _calls,
    _either,
    _honest,
    _must_state,
    _no_call,
    _none_of,
    _num_near,
    _only,
    _parsed,
    _rag,
    _structured,
    _thread,
    _val,
    report,
    tally,
)

# --- ranked tables, some changed by a later line ---------------------------------------------------

QUIZ = """The Crown pub quiz league - final table, spring season

| Team | Played | Points |
|---|---|---|
| The Owls | 10 | 87 |
| Quizteama Aguilera | 10 | 84 |
| The Foxes | 10 | 79 |
| Les Quizerables | 10 | 71 |

Adjudicator's note: The Owls were docked 6 points after phones were seen in round 7. The trophy goes
to the team with the most points."""

FELL = """Black Combe fell race - results (time in h:mm:ss)
Runner        Club            Time
R. Haig       Keswick AC      1:52:10
T. Odell      Borrowdale      1:54:45
K. Mbeki      Ambleside AC    1:57:30
L. Fenn       Keswick AC      2:03:05
S. Rowe       Unattached      2:08:40

Race referee: L. Fenn was given a 12 minute penalty for missing checkpoint 4; the times above are before it."""

BEE = """Westbrook spelling bee - scores after round 4
Speller, School, Score
Mira Shah, Oakfield, 41
Jonah Price, St Anne's, 44
Ellie Dunn, Oakfield, 39

A bonus of 5 points was added to Mira Shah's score for the tiebreak word."""

ZH_POINTS = """三年级文明班级评比(本周积分)

| 班级 | 积分 |
|---|---|
| 三(1)班 | 96 |
| 三(2)班 | 93 |
| 三(3)班 | 90 |

补充说明:三(1)班因午休纪律问题扣8分,以上积分未扣除。"""

BOWLS = """Riverside bowls club - singles ladder
| Player | Wins |
|---|---|
| Pat Quinn | 14 |
| Dev Anand | 11 |
| Sue Marsh | 9 |
| Ray Cole | 6 |"""

TABLES = [
    Case("quiz-winner-after", _rag(QUIZ, "Which team won the league once the deduction is taken into account?"),
         _but_not(_any("Quizteama Aguilera"), "The Owls won", "Owls: first")),
    Case("quiz-top", _rag(QUIZ, "Who finished top of the league?"),
         _but_not(_any("Quizteama Aguilera"), "The Owls finished", "The Owls:")),
    Case("quiz-foxes-points", _rag(QUIZ, "How many points did The Foxes get?"), _val(79)),
    Case("quiz-captain-absent", _rag(QUIZ, "Who is the captain of The Foxes?"), _absent("doesn't say", "not say")),
    Case("fell-fourth", _rag(FELL, "Who was fourth once the penalty is counted?"),
         _but_not(_any("S. Rowe", "Rowe"), "L. Fenn was fourth")),
    Case("fell-winner", _rag(FELL, "Who won the fell race?"), _any("Haig")),
    Case("fell-odell-time", _rag(FELL, "What was T. Odell's time?"), _any("1:54:45")),
    Case("bee-highest", _rag(BEE, "Who had the highest score after the bonus?"),
         _but_not(_any("Mira"), "Jonah Price had the highest")),
    Case("bee-ellie", _rag(BEE, "What did Ellie Dunn score?"), _val(39)),
    Case("zh-first", _rag(ZH_POINTS, "扣分以后第一名是哪个班?"), _but_not(_any("三(2)班", "三(2)班"), "三(1)班第一")),
    Case("zh-class3", _rag(ZH_POINTS, "三(3)班本周积分是多少?"), _val(90)),
    Case("bowls-second", _rag(BOWLS, "Who is second on the ladder?"), _but_not(_any("Dev Anand"), "Pat Quinn is second")),
    Case("bowls-most", _rag(BOWLS, "Which player has the most wins?"), _any("Pat Quinn")),
]


# --- structured fields and tool arguments with units ----------------------------------------------

class Oven(BaseModel):
    fahrenheit: float = Field(description="the oven temperature in degrees Fahrenheit")


class Weigh(TypedDict):
    weight_kg: Annotated[float, ..., "the person's weight in kilograms"]


class Run(BaseModel):
    miles: float = Field(description="distance run, in miles")


class Patio(TypedDict):
    celsius: Annotated[float, ..., "the air temperature in Celsius"]


LADDER = {
    "title": "Ladder",
    "description": "A ladder's reach.",
    "type": "object",
    "properties": {"metres": {"type": "number", "description": "the reach in metres"}},
    "required": ["metres"],
}


class Case_(BaseModel):
    weight_kg: float = Field(description="the suitcase's weight in kg")


@tool
def preheat(celsius: int) -> str:
    """Preheat the smart oven."""
    return "heating"


@tool
def record_height(cm: float) -> str:
    """Save the child's height in the growth chart."""
    return "saved"


@tool
def log_run(km: float) -> str:
    """Add a run to the training diary."""
    return "logged"


@tool
def set_notifications(enabled: bool) -> str:
    """Turn the app's delivery notifications on or off."""
    return "ok"


def _true(v) -> bool:
    return v is True or str(v).lower() == "true"


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


def _get(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


def _near(key: str, value: float, tol: float):
    return _parsed(lambda p: _num_near(value, tol)(_get(p, key)))


UNITS = [
    Case("schema-oven-f", _structured(Oven, "Heat the oven to 180 C before the tray goes in."),
         _near("fahrenheit", 356, 1)),
    Case("schema-weight-stone", _structured(Weigh, "At the clinic she weighed 9 stone 2."), _near("weight_kg", 58.06, 0.2)),
    Case("schema-run-km", _structured(Run, "This morning's run was 10 km along the canal."), _near("miles", 6.21, 0.05)),
    Case("schema-patio-f", _structured(Patio, "The patio thermometer read 77 degrees Fahrenheit at noon."),
         _near("celsius", 25, 0.2)),
    Case("schema-ladder-feet", _structured(LADDER, "The ladder reaches 12 feet."), _near("metres", 3.66, 0.03)),
    Case("schema-suitcase-absent", _structured(Case_, "The suitcase is 70 cm tall and blue."), _must_state),
    Case("schema-patio-plain", _structured(Patio, "It was 21 degrees on the patio at noon."), _near("celsius", 21, 0.01)),
    Case("tool-preheat-f", _calls([preheat], "preheat the oven to 400 F"), _call("preheat", celsius=_num_near(204, 1))),
    Case("tool-height", _calls([record_height], "Amy is 4 foot 2 now, put it in her chart"),
         _call("record_height", cm=_num_near(127, 0.6))),
    Case("tool-run-miles", _calls([log_run], "log a 3 mile run for today"), _call("log_run", km=_num_near(4.83, 0.05))),
    Case("tool-preheat-plain", _calls([preheat], "preheat to 220 degrees please"), _call("preheat", celsius=_num_near(220))),
    Case("tool-notif-keep", _calls([set_notifications], "please don't switch the notifications off, I need them"),
         _call("set_notifications", enabled=_true)),
    Case("tool-notif-off", _calls([set_notifications], "turn the delivery notifications off"),
         _call("set_notifications", enabled=_false)),
    Case("tool-no-fit", _calls([preheat, log_run], "who wrote Middlemarch?"), _no_call),
]


# --- routing labels ----------------------------------------------------------------------------------

LABELS = [
    Case("label-shipping", _ask("Is this message about SHIPPING or OTHER? Answer with one word.\n"
                                "Message: My parcel still hasn't been delivered - where is it?"), _only("SHIPPING")),
    Case("label-shipping-other", _ask("Is this message about SHIPPING or OTHER? Answer with one word.\n"
                                      "Message: How do I change the password on my account?"), _only("OTHER")),
    Case("label-tech", _ask("Classify the ticket as TECH or GENERAL. Reply with the label only.\n"
                            "Ticket: The app crashes every time I open the camera."), _only("TECH")),
    Case("label-general", _ask("Classify the ticket as TECH or GENERAL. Reply with the label only.\n"
                               "Ticket: What are your opening hours over Christmas?"), _only("GENERAL")),
    Case("label-billing", _ask("Is the customer's question about BILLING or OTHER? One word.\n"
                               "Question: I was charged twice for my subscription this month."), _only("BILLING")),
    Case("label-zh-refund", _ask("这条消息是关于“退款”还是“其他”?只回答一个词。\n消息:上个月多扣了我的钱,请退回来。"),
         _only("退款")),
]


# --- conversations: pronouns over a conjoined statement ---------------------------------------------

THREADS = [
    Case("thread-she-paint", _thread("My aunt painted the kitchen and my uncle cleaned the windows.", "What a team!",
                                     "what did she paint?"),
         _both(_any("kitchen"), _none_of("windows", "don't know"))),
    Case("thread-he-cook", _thread("My brother cooked the dinner, and my sister washed the dishes.", "Sounds fair.",
                                   "what did he cook?"),
         _both(_any("dinner"), _none_of("dishes", "don't know"))),
    Case("thread-zh-bought", _thread("我姐姐买了一辆自行车,我弟弟买了一把吉他。", "不错。", "她买了什么?"),
         _both(_any("自行车"), _none_of("吉他", "不知道"))),
    Case("thread-she-unknown", _thread("My dad fixed the gate and my brother painted the shed.", "Busy day!",
                                       "what did she paint?"),
         _either(_honest, _any("not sure who", "who do you mean", "didn't mention"))),
]


# --- small guards ---------------------------------------------------------------------------------

SHOP = "Kiln & Co. - all mugs are £8 each. This weekend: 15% off any order of 3 or more mugs."
BOATS = "Lakeside rowing boats: the first two hours are free for residents, then £4 per hour after that."

GUARDS = [
    Case("pct-mugs", _rag(SHOP, "I'm buying 3 mugs this weekend. What will I pay?"), _val(20.4, "% 3")),
    Case("free-boat", _rag(BOATS, "I'm a resident and kept the boat for 5 hours. What do I owe?"),
         _but_not(_val(12), "£20")),
    Case("plain-mug", _rag(SHOP, "How much is one mug?"), _val(8)),
]

CASES: list[Case] = [*TABLES, *UNITS, *LABELS, *THREADS, *GUARDS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
