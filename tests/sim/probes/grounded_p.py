"""Invented probe (2026-12-04, the merger of session 53, oracles written before any run, on 215e4c7b
before any simulator change of that session; held out: no helper of the session opens it). Material
of my own in shapes the earlier probes did not use: a plumber's invoice as plain text with quantity
times unit-price lines and VAT, a ferry timetable as a markdown table with sailings across columns,
a tenancy agreement's numbered clauses (1.1, 1.2, ...) under a system prompt that names "the lease",
a team chat export ("[10:02] name: text") in which a later message changes a decision, a Chinese
course notice after "根据以下内容回答", a learner's own table-booking / currency / thermostat tools, a
support-ticket schema of my own filled from an e-mail, a three-way review label prompt, and a
conversation with facts stated earlier. The questions ask a line's total worked from quantity and
unit price, the total before VAT, an absent item; the first sailing after a time, the last sailing
on a day, the crossing time worked from two columns; a notice period, a yes from "only with written
consent", an absent parking clause, a deposit in weeks of rent; the decision after the change, who
is doing a task, the time of the meeting; a date, a fee, a count; tool arguments by type; schema
fields from an e-mail; a label; a fact from an earlier turn.

Strict: the worked value is required; the superseded decision, another row's value or an operand
alone is wrong. A stated limit is never wrong. ``python -m tests.sim.probes.grounded_p [-v]`` prints
"right / stated limit / silently wrong (false alarms)".

History (right / limit / wrong (false alarms) of 30):
- first sight on 215e4c7b plus this file, one run: **7 / 17 / 6 (1)**. Wrong: the ferry row before
  the asked time quoted for "the next boat" after it; a trusted "I don't know." for the last sailing
  on a day and for the crossing's length (two columns' difference); the chat's superseded "I'll
  bring the sticky notes"; a trusted "我不知道。" for the early-bird fee; `book_table(time='us')`
  for "at half seven tonight". Limits: the invoice after "can you help me check it?" (6), the lease
  under "Use only the lease." (5), the label prompt "answer with exactly one word, POSITIVE,
  NEGATIVE or MIXED" (1), the ticket schema (customer_name given the order number beside the
  limit), and three more; the false alarm is "order me a taxi" with no tool that fits.
- read by the merger after that figure, each mechanism built and tested on other wordings: "half
  seven" read and a time argument never a command's word, and a line overtaken by a later one on the
  same thing when the question asks "now" (``moved_values.later_mention``) 8 / 18 / 4; a figure beside
  Chinese characters and a discount as an operand, a timetable's times for a time asked in other
  words (``operand_units.unshared_times``), the next departure after a stated time
  (``next_times``) 8 / 22 / 0; "Use only the lease." pointing at the material (``only_named``)
  12 / 17 / 1 (lease-sublet: "can I rent my spare room to a friend?" over "may not sublet" a trusted
  "I don't know."; a permission-rules limit fixed it but cost a deliberate trusted absence
  elsewhere and was taken out). The helpers of session 53 were blind to it; ``count_all`` lines:
  counts_s53a (8 / 22 / 0 after round 1), counts_s53c (final).
"""
from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

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
    _no_call,
    _no_or,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _structured,
    _thread,
    _under_half,
    _val,
    _word,
    report,
)

INVOICE = """INVOICE 2291 - Brookside Plumbing & Heating
Customer: Mrs J. Adeyemi, 14 Orchard Rise
Date of work: 3 March

Labour ........................ 3 hrs x £48.00
Thermostatic radiator valve ... 4 x £17.50
Copper pipe (15mm) ............ 6 m x £4.20
Call-out charge ............... £35.00

Subtotal ...................... £238.20
VAT at 20% .................... £47.64
TOTAL DUE ..................... £285.84

Payment within 14 days of the invoice date."""


def _invoice(q: str):
    return lambda llm: llm.invoke([HumanMessage(f"My plumber sent me this, can you help me check it?\n\n{INVOICE}\n\n{q}")])


FERRY = """| Depart Carrick Pier | Arrive Inish Mor | Runs |
|---|---|---|
| 07:40 | 08:25 | Mon-Fri |
| 09:15 | 10:00 | daily |
| 12:30 | 13:15 | daily |
| 15:05 | 15:50 | daily |
| 18:20 | 19:05 | Mon-Sat |"""


def _ferry(q: str):
    return _ask(f"Ferry timetable (winter):\n\n{FERRY}\n\n{q}")


LEASE = """1. Rent and deposit
1.1 The rent is £1,150 per calendar month, payable on the 1st of each month.
1.2 The tenant pays a deposit equal to five weeks' rent, held in a government-approved scheme.
2. Use of the property
2.1 The tenant may not sublet any part of the property.
2.2 Pets may be kept only with the landlord's written consent.
3. Ending the tenancy
3.1 Either party may end the tenancy after the first six months by giving two months' notice in writing.
3.2 The tenant must return all keys on the last day of the tenancy."""


def _lease(q: str):
    return lambda llm: llm.invoke([SystemMessage(f"You help a tenant understand their lease. Use only the lease.\n\n{LEASE}"), HumanMessage(q)])


CHAT = """[09:58] Priya: morning all - retro is at 3pm today in the Lighthouse room
[10:02] Sam: I'll bring the sticky notes
[10:15] Dev: can someone book a bigger room? there are 11 of us now
[10:21] Priya: good point, moved the retro to the Atrium, still 3pm
[10:40] Sam: actually I'm off sick from lunch, Dev can you grab the sticky notes?
[10:41] Dev: sure"""


def _chat(q: str):
    return _ask(f"Here's our team chat from this morning:\n\n{CHAT}\n\n{q}")


ZH = """软件测试入门课程通知：
第一期开课日期：2034年4月8日（周六），共8次课，每次3小时。
学费1600元，3月20日前报名优惠200元。
上课地点：科技园B座402教室。
每班限20人，满员后不再接受报名。"""


def _zh(q: str):
    return _ask(f"根据以下内容回答问题。\n\n{ZH}\n\n问题：{q}")


@tool
def book_table(restaurant: str, people: int, time: str) -> str:
    """Book a table at a restaurant. time in 24-hour HH:MM."""
    return "booked"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money between currencies. Currencies are ISO 4217 codes like GBP, USD, EUR, JPY."""
    return "converted"


@tool
def set_thermostat(temperature_c: float, room: Literal["lounge", "bedroom", "kitchen"]) -> str:
    """Set a room's thermostat, in degrees Celsius."""
    return "set"


TOOLS = [book_table, convert_currency, set_thermostat]


class Ticket(BaseModel):
    customer_name: str = Field(description="the customer's full name")
    order_number: str = Field(description="the order number, e.g. ORD-123")
    problem: Literal["damaged", "missing", "late", "wrong_item"]
    wants_refund: bool


MAIL = ("Hello, I'm writing about order ORD-55817. The blender arrived yesterday but the glass jug was cracked "
        "right down the side. I'd rather have my money back than a replacement, please. Thanks, Tomasz Wójcik")

LABEL = ("Read the product review and answer with exactly one word, POSITIVE, NEGATIVE or MIXED.\n\n"
         "Review: {r}")

CASES: list[Case] = [
    # a plain-text invoice pasted in a user message
    Case("invoice-valves", _invoice("how much am I paying for the valves in total?"), _val(70, "238")),
    Case("invoice-labour", _invoice("what does the labour come to?"), _val(144, "238")),
    Case("invoice-before-vat", _invoice("what's the total before VAT?"), _val(238.2, "285.84")),
    Case("invoice-pay-within", _invoice("how long have I got to pay it?"), _any("14 days", "fourteen days", "two weeks")),
    Case("invoice-boiler", _invoice("did they charge me for a new boiler?"), _no_or("no boiler", "doesn't", "does not", "not on")),
    Case("invoice-pipe-length", _invoice("how many metres of pipe did they use?"), _val(6, "4.20")),
    # a ferry timetable as a markdown table
    Case("ferry-after-ten", _ferry("I get to the pier at 10 - when's the next boat?"), _but_not(_word("12:30"), "09:15", "07:40")),
    Case("ferry-last-sunday", _ferry("what's the last sailing on a Sunday?"), _but_not(_word("15:05"), "18:20")),
    Case("ferry-crossing", _ferry("how long is the crossing?"), _any("45 minutes", "45 min", "three quarters of an hour", "45 mins")),
    Case("ferry-early-sat", _ferry("is there a 07:40 boat on Saturday?"), _no_or("Monday to Friday", "Mon-Fri", "weekdays")),
    # a lease's numbered clauses under a system prompt
    Case("lease-notice", _lease("how much notice do I have to give to leave?"), _but_not(_any("two months", "2 months"), "five weeks")),
    Case("lease-cat", _lease("can I get a cat?"), _any("written consent", "permission", "only with", "only if")),
    Case("lease-parking", _lease("do I get a parking space?"), _absent("doesn't say", "does not say", "no mention", "not mention", "doesn't mention")),
    Case("lease-deposit", _lease("how many weeks' rent is the deposit?"), _but_not(_any("five", "5"), "two months")),
    Case("lease-sublet", _lease("can I rent my spare room to a friend?"), _no_or("may not sublet", "not allowed", "cannot sublet", "can't sublet")),
    # a team chat export where a later message changes a decision
    Case("chat-room-now", _chat("which room is the retro in?"), _but_not(_has("Atrium"), "Lighthouse room")),
    Case("chat-notes", _chat("who's bringing the sticky notes now?"), _but_not(_has("Dev"), "Sam")),
    Case("chat-time", _chat("what time is the retro?"), _any("3pm", "3 pm", "15:00")),
    Case("chat-team-size", _chat("how many people are on the team?"), _val(11)),
    # a Chinese course notice
    Case("zh-start", _zh("什么时候开课？"), _any("4月8日", "2034年4月8日")),
    Case("zh-early-fee", _zh("3月15日报名要交多少钱？"), _val(1400, "1600元，3月")),
    Case("zh-total-hours", _zh("一共要上多少小时？"), _val(24)),
    Case("zh-online", _zh("可以线上上课吗？"), _absent("没有提到", "未提及", "没有说明", "不知道")),
    # a learner's own tools
    Case("tool-table-half-seven", _calls(TOOLS, "get us a table for five at Nonna's at half seven tonight"),
         _call("book_table", restaurant=_one_of("nonna's", "nonnas", "nonna"), people=_eq(5), time=_eq("19:30"))),
    Case("tool-yen-to-quid", _calls(TOOLS, "how many pounds is 12,000 yen?"),
         _call("convert_currency", amount=_num_near(12000), from_currency=_eq("JPY"), to_currency=_eq("GBP"))),
    Case("tool-warm-bedroom", _calls(TOOLS, "make the bedroom 19.5 degrees"),
         _call("set_thermostat", temperature_c=_num_near(19.5), room=_eq("bedroom"))),
    Case("tool-no-fit", _calls(TOOLS, "order me a taxi to the station"), _no_call),
    # a schema of my own filled from an e-mail
    Case("schema-ticket", _structured(Ticket, MAIL, "Turn the customer's e-mail into a support ticket."),
         _parsed(lambda t: t.order_number == "ORD-55817" and t.problem == "damaged" and t.wants_refund is True
                 and "Wójcik" in t.customer_name)),
    # a three-way label prompt
    Case("label-mixed", _ask(LABEL.format(r="Battery lasts for ages, but the screen scratches if you so much as look at it.")), _only("MIXED")),
    # a fact stated earlier in the conversation
    Case("thread-allergy", _thread("Just so you know, I'm allergic to sesame.", "Thanks for telling me, I'll keep that in mind.",
                                   "What did I say I'm allergic to?"), _has("sesame")),
]

_DOCS = {"invoice": INVOICE, "ferry": FERRY, "lease": LEASE, "chat": CHAT, "zh": ZH}


CASES = _under_half(CASES, _DOCS)


if __name__ == "__main__":
    report(CASES, sys.argv)
