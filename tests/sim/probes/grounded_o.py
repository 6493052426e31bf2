"""Invented probe (2026-12-04, the merger of session 52, oracles written before any run, on a4f7a5a0
before any simulator change of that session; held out: no helper of the session opens it). Material
of my own in shapes the earlier probes did not use: an evening-class timetable pasted as CSV into a
user message, an e-mail thread with quoted replies ("> ") in which a later message moves the date, a
CI pipeline's YAML in a fenced block, a recipe for four under a RAG system prompt, a Chinese gym
notice under a Chinese system prompt, a learner's own expense / temperature / room tools, and a
four-way label prompt. The questions ask a status read from a zero ("is it full"), a sum of two
rows, a length worked from two times, the later of two rows, an absent row; the date after the
change, a time, a place, a deadline, a yes from "provided", an absent dress code; a timeout in
minutes from seconds, a branch pattern, "manual: true" read as a no, the job before another, a
retry count; a quantity scaled for six, a total cooking time summed, a quantity scaled down, an
absent substitute; a closing time by weekday, a price difference worked over twelve months, a
closed day; an amount with a decimal comma and a currency sign, a scale pair, a head count from
"me and three colleagues", dollars in words; a label by meaning.

Strict: the worked value is required; the old date of the thread, the other row's value or an
operand alone is wrong. A stated limit is never wrong. ``python -m tests.sim.probes.grounded_o
[-v]`` prints "right / stated limit / silently wrong (false alarms)".

History (right / limit / wrong (false alarms) of 30):
- first sight on a4f7a5a0 plus this file, one run: **5 / 16 / 9 (0)**; one oracle was then found
  buggy (the length check rejected "2 h", a right reply) and mended: **6 / 16 / 8 (0)**. Wrong: a CSV
  row dumped for the sum of two fees and for "who teaches guitar"; a trusted "I don't know." for the
  later of two rows and for "where is it happening"; the thread's first, superseded message quoted
  for the new day; the recipe's quantity for four quoted for six; the method quoted for the total
  time; three people from "me and three colleagues". Limits: the YAML block (5), the Chinese system
  prompt (3), the label prompt "Sort ... into exactly one of these queues" (2), the expense tool
  (2), and four more.
- read by the merger after that figure, each mechanism built and tested on other wordings: a planned
  thing moved by a later sentence (``moved_values.superseding``) and a pronoun-only question over
  words that only say something takes place (``subject_free_predicates``) 7 / 17 / 6; a figure of the
  question in no line found, several values of the asked kind in the one line found, "together" as a
  sum's word, a who-question's verb naming a role key (``role_keys.yaml``) 8 / 20 / 2; a people count
  that counts the speaker (``family_counts.headcount``) 9 / 20 / 1; a comparative over rows with no
  answer found (``doubted_absence._compared``) **9 / 21 / 0 (0)**. The helpers' branches of the
  session were blind to it.
"""
from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _but_not,
    _call,
    _calls,
    _eq,
    _has,
    _no_or,
    _num_near,
    _one_of,
    _only,
    _rag,
    _under_half,
    _val,
    _word,
    _yes_or,
    report,
)

CLASSES = """course,tutor,day,start,end,fee_gbp,places_left
Pottery for beginners,Ines Moreau,Monday,18:30,20:30,120,0
Conversational Spanish,Diego Ruiz,Wednesday,19:00,20:30,95,4
Life drawing,Hal Brennan,Wednesday,18:00,20:00,140,2
Bookkeeping basics,Priya Shah,Thursday,18:30,21:00,80,7
Guitar (improvers),Tom Okafor,Monday,20:00,21:30,110,1"""


def _csv(q: str):
    return _ask(f"Here's the spreadsheet export of this term's evening classes:\n\n{CLASSES}\n\n{q}")


THREAD = """From: Maya Lindqvist
Date: Tue 9 Sep, 16:02
Subject: Re: Re: Q3 offsite

Small change: the venue can't do Thursday, so we're moving the offsite to Friday 26 Sep, same times (10:00-16:00). Rafael will still book the minibus.

> From: Rafael Costa
> Date: Mon 8 Sep, 11:47
> I can book the minibus. It leaves the office at 09:15. Can we get a vegetarian option for lunch?
>
> > From: Maya Lindqvist
> > Date: Fri 5 Sep, 09:30
> > Hi all, the Q3 offsite is on Thursday 25 Sep at Millbrook Barn, 10:00-16:00. Lunch is provided. Please reply by 12 Sep if you can't come."""


def _mail(q: str):
    return lambda llm: llm.invoke([HumanMessage(f"Can you answer from this email thread?\n\n{THREAD}\n\n{q}")])


PIPELINE = """```yaml
# .ci/pipeline.yml
defaults:
  timeout_seconds: 5400
  retries: 2
jobs:
  unit-tests:
    image: python:3.12-slim
    parallel: 4
  integration:
    image: python:3.12
    timeout_seconds: 1800
    needs: [unit-tests]
  deploy:
    only_on: release/*
    needs: [integration]
    manual: true
```"""


def _yaml(q: str):
    return _ask(f"This is our CI pipeline config.\n\n{PIPELINE}\n\nQuestion: {q}\nAnswer:")


RISOTTO = ("Lemon risotto (serves 4)\n- 300 g arborio rice\n- 1.2 litres hot stock\n- 2 lemons (zest and juice)\n"
           "- 60 g butter\n- 50 g parmesan\n"
           "Method: soften the onion for 8 minutes, toast the rice for 2 minutes, then add the stock a ladle at a "
           "time for about 18 minutes. Rest for 2 minutes before serving.")

GYM = "健身房营业时间：工作日6:00-22:00，周末8:00-20:00。游泳池每周一闭馆清洁。年卡2400元，月卡260元。"


def _gym(q: str):
    return lambda llm: llm.invoke([SystemMessage(f"你是健身房前台助手，只根据下面的通知回答。\n\n{GYM}"), HumanMessage(q)])


@tool
def log_expense(amount: float, currency: str, category: Literal["travel", "meals", "office"]) -> str:
    """Record a work expense. currency is an ISO 4217 code such as GBP, EUR or USD."""
    return "logged"


@tool
def convert_temperature(value: float, from_scale: Literal["C", "F", "K"], to_scale: Literal["C", "F", "K"]) -> str:
    """Convert a temperature between Celsius (C), Fahrenheit (F) and Kelvin (K)."""
    return "converted"


@tool
def reserve_room(room: str, people: int, date: str) -> str:
    """Reserve a meeting room for a number of people. date as YYYY-MM-DD."""
    return "reserved"


TOOLS = [log_expense, convert_temperature, reserve_room]

LABELS = ("Sort the customer's message into exactly one of these queues: BILLING, DELIVERY, TECHNICAL, OTHER.\n"
          "Reply with the queue name only.\n\nMessage: {m}")

CASES: list[Case] = [
    # a CSV pasted into the user's message
    Case("csv-pottery-full", _csv("is the pottery class full?"), _yes_or("fully booked", "is full", "no places", "0 places")),
    Case("csv-two-fees", _csv("what would spanish and bookkeeping cost me together"), _val(175)),
    Case("csv-drawing-length", _csv("how long is a life drawing session?"), _word("2 hours", "two hours", "120 minutes", "2 h")),
    Case("csv-guitar-tutor", _csv("who teaches guitar?"), _but_not(_has("Okafor"), "Ines", "Diego", "Hal ", "Priya")),
    Case("csv-later-wed", _csv("of the two wednesday classes, which one finishes later?"), _but_not(_has("Spanish"), "Hal", "140")),
    Case("csv-yoga", _csv("is there a yoga class?"), _absent("no yoga", "doesn't", "does not", "isn't", "is not", "not listed")),
    # an e-mail thread with quoted replies
    Case("mail-new-day", _mail("what day is the offsite now?"), _but_not(_any("Friday", "26 Sep"), "Thursday 25")),
    Case("mail-minibus", _mail("what time does the minibus leave?"), _but_not(_word("09:15", "9:15"), "10:00")),
    Case("mail-where", _mail("where is it happening?"), _has("Millbrook")),
    Case("mail-deadline", _mail("by when do I have to say if I can't make it?"), _but_not(_word("12 Sep", "12th", "12 September"), "26 Sep")),
    Case("mail-lunch", _mail("is lunch included?"), _yes_or("provided")),
    Case("mail-dress", _mail("what's the dress code?"), _absent("doesn't say", "does not say", "no dress code", "not mention", "doesn't mention")),
    # a CI config in a fenced YAML block
    Case("yaml-integration-minutes", _yaml("how many minutes can the integration job run before it's killed?"), _val(30, "5400")),
    Case("yaml-deploy-branch", _yaml("which branches does deploy run on?"), _has("release/")),
    Case("yaml-deploy-auto", _yaml("does deploy start by itself once integration passes?"), _no_or("manual")),
    Case("yaml-before-deploy", _yaml("which job has to finish right before deploy?"), _but_not(_has("integration"), "unit-tests")),
    Case("yaml-retries", _yaml("how many times is a failing job retried?"), _val(2, "5400", "1800")),
    # a recipe under a RAG system prompt
    Case("recipe-rice-six", _rag(RISOTTO, "how much rice do I need for 6 people?"), _val(450, "300 g")),
    Case("recipe-total-time", _rag(RISOTTO, "how long does it take from starting the onion to serving?"), _val(30)),
    Case("recipe-lemons-two", _rag(RISOTTO, "how many lemons if I'm only cooking for two?"), _val(1, "2 lemons")),
    Case("recipe-basmati", _rag(RISOTTO, "can I use basmati instead?"), _absent("doesn't say", "does not say", "doesn't mention", "not mention", "only arborio")),
    # a Chinese notice under a Chinese system prompt
    Case("zh-sat-close", _gym("周六几点关门？"), _but_not(_word("20:00", "晚上8点", "8点"), "22:00")),
    Case("zh-monthly-vs-year", _gym("连续买12个月的月卡比买年卡多花多少钱？"), _val(720, "2400元，月卡")),
    Case("zh-monday-swim", _gym("周一能去游泳吗？"), _no_or("不能", "闭馆")),
    # a learner's own tools
    Case("tool-taxi-euro", _calls(TOOLS, "taxi from the airport, €23,50"),
         _call("log_expense", amount=_num_near(23.5), currency=_eq("EUR"), category=_eq("travel"))),
    Case("tool-350f", _calls(TOOLS, "what's 350F in celsius?"),
         _call("convert_temperature", value=_num_near(350), from_scale=_eq("F"), to_scale=_eq("C"))),
    Case("tool-room-four", _calls(TOOLS, "reserve the Fjord room for me and three colleagues on 2033-10-14"),
         _call("reserve_room", room=_one_of("fjord", "fjord room", "the fjord room"), people=_eq(4), date=_eq("2033-10-14"))),
    Case("tool-lunch-dollars", _calls(TOOLS, "log lunch with a client, thirty-eight dollars"),
         _call("log_expense", amount=_num_near(38), currency=_eq("USD"), category=_eq("meals"))),
    # a four-way label prompt
    Case("label-late-parcel", _ask(LABELS.format(m="my parcel was supposed to arrive tuesday and it's still not here")), _only("DELIVERY")),
    Case("label-charged-twice", _ask(LABELS.format(m="you took the money twice for the same order!!")), _only("BILLING")),
]

_DOCS = {"csv": CLASSES, "mail": THREAD, "yaml": PIPELINE, "recipe": RISOTTO, "zh": GYM}


CASES = _under_half(CASES, _DOCS)


if __name__ == "__main__":
    report(CASES, sys.argv)
