"""Invented probe (2026-12-04, the merger of session 54, oracles written before any run, on 533117ca
before any simulator change of that session; held out: no helper of the session opens it). Material
of my own in shapes the earlier probes did not use: a car-hire agreement's "Key terms" as bullets
(a daily rate, miles included a day with a price per extra mile, a late fee by the hour or part-hour)
under a ``ChatPromptTemplate`` with two variables; a podcast season's episode list as numbered lines
with em-dash fields and "1h 08m" durations, behind a hand-built ``StateGraph`` whose node puts the
list in a system message; a school e-mail thread whose newest reply, on top, moves a time that the
quoted older messages (``>`` and ``>>``) state; a Chinese residents' water-outage notice through
``prompt | llm | StrOutputParser()`` and ``.batch``; a learner's own drink-log, bill-split, alarm,
translation and vet-finder tools; a boarding pass and a meter-reading text message into schemas of
my own; SPAM / HAM, 正面 / 负面 and SUPPORTED / UNSUPPORTED label prompts; facts said earlier in a
conversation. The questions ask a value worked from a rate and a count, a late fee by part-hours,
the longest episode, a count of a guest's appearances, two durations added, a postponed episode, an
absent host; the time after the correction, a price for two, a deadline, a rule against glass; an
outage's length, a building not on the list, a phone number, a weekday; tool arguments by type; a
label; a time worked from a landing time and a wait.

Strict: the worked value is required; the superseded time, another row's value or an operand alone
is wrong; a reply over half its document's length is no answer. A stated limit is never wrong.
``python -m tests.sim.probes.grounded_q [-v]`` prints "right / stated limit / silently wrong (false
alarms)".

History (right / limit / wrong (false alarms) of 36):
- first sight on 533117ca plus this file: the very first run read 10 / 20 / 6 (2); one oracle was
  plainly buggy and was mended before anything else: episodes-osei's ``_any("2", ...)`` (a substring
  test) took the "52m" of a quoted line for the count; it is ``_val(2)`` or "two" / "twice" now.
  **9 / 20 / 7 (2)**. Wrong: the hire charge, the late fee and the return time answered by quoting
  other bullets; the guest count by quoting the list; the pick-up time by the quoted older message's
  3:30pm; a trusted "I don't know." for the twins' price; SUPPORTED for an answer about a day the
  source says is closed. False alarms: the capital of Peru (no tool fits; no call, a knowledge
  limit) and a bill split with no total (no call, a limit naming the missing value), both right.
"""
from __future__ import annotations

import re
import sys
from datetime import date
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
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
    _either,
    _eq,
    _has,
    _no_call,
    _no_or,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _structured,
    _text,
    _thread,
    _under_half,
    _val,
    report,
)

HIRE = """HIRE AGREEMENT  ref KX-20417
Hirer: Ms Olu Bankole
Vehicle: Skoda Octavia Estate, reg. LM24 TKV
Pick-up: Mon 14 July 09:00, Leeds Bradford Airport
Return: Fri 18 July by 17:00, same desk

Key terms
• Daily rate £39.50, 4 days charged
• Mileage: 200 miles a day included; extra miles at 22p each
• Fuel: full to full. A missing-fuel charge of £2.10 per litre applies
• Late return: each hour or part-hour after 17:00 costs £15
• Excess (the damage you pay first): £1,250, reduced to £100 with Excess Cover at £11.99 a day
• Additional driver: £9 a day (none added)"""


def _hire(q: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer questions about a customer's car-hire agreement, from the agreement only.\n\n{agreement}"),
            ("human", "{question}"),
        ])
        return (prompt | llm).invoke({"agreement": HIRE, "question": q})

    return run


EPISODES = """Season 3 of The Long Table (a food-history podcast)
1. "Salt Roads" — guest: Dr Amara Osei — 52m — released 6 Jan
2. "The Pepper Trade" — guest: Luis Ferreira — 1h 08m — released 20 Jan
3. "Sugar and Empire" — guest: Dr Amara Osei — 1h 15m — released 3 Feb
4. "Coffeehouses" — no guest — 41m — released 17 Feb
5. "Tea Clippers" — guest: Hana Sato — 58m — released 3 Mar
Episode 6 ("Spice Islands") was postponed to season 4."""


def _episodes(q: str):
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph

        def answer(state: MessagesState):
            guide = SystemMessage(f"Answer listeners' questions using this episode guide.\n\n{EPISODES}")
            return {"messages": [llm.invoke([guide, *state["messages"]])]}

        graph = StateGraph(MessagesState)
        graph.add_node("answer", answer)
        graph.add_edge(START, "answer")
        graph.add_edge("answer", END)
        out = graph.compile().invoke({"messages": [HumanMessage(q)]})
        return out["messages"][-1]

    return run


THREAD = """From: Gemma Hart
To: Year 6 parents
Subject: Re: Re: Museum trip - coach times

Quick update - the coach firm has moved our return, so please collect children at 4:15pm, not 3:30pm. Everything else stands.
Gemma

> From: Gemma Hart
> Subject: Re: Museum trip - coach times
> Packed lunch needed, no glass bottles. Cost is £8.50 per child, payable on ParentPay by Friday 9 May.
>
>> From: Gemma Hart
>> Subject: Museum trip - coach times
>> The Year 6 trip to the Natural History Museum is on Wednesday 14 May. Coach leaves school at 8:45am sharp;
>> please drop children off by 8:30am. We expect to be back for a 3:30pm pick-up."""


def _mail(q: str):
    return lambda llm: llm.invoke([HumanMessage(f"This is the e-mail thread from school:\n\n{THREAD}\n\n{q}")])


ZH = """【停水通知】
各位业主：
因市政管网维修，本小区将于12月9日（周二）8:30至17:00停水，涉及3号楼、5号楼和7号楼，其余楼栋正常供水。
请提前储水。恢复供水初期水质可能浑浊，请放水约3分钟后再使用。
如有疑问请联系物业服务中心：电话 6512 3380。
物业服务中心  12月6日"""


def _zh(q: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是小区物业的客服助手。只根据下面的通知回答业主的问题。\n\n{notice}"),
            ("human", "{q}"),
        ])
        chain = prompt | llm | StrOutputParser()
        return chain.batch([{"notice": ZH, "q": q}])[0]

    return run


@tool
def log_drink(millilitres: int, drink: str) -> str:
    """Log a drink the user had, in millilitres."""
    return "logged"


@tool
def split_bill(total: float, people: int, currency: str) -> str:
    """Split a bill equally between people. currency is an ISO 4217 code such as GBP or EUR."""
    return "split"


@tool
def set_alarm(time: str, repeat_days: list[str]) -> str:
    """Set an alarm. time is HH:MM on the 24-hour clock; repeat_days are day names such as Mon, Tue."""
    return "set"


@tool
def translate(text: str, target_language: Literal["French", "German", "Spanish", "Italian"]) -> str:
    """Translate a phrase into another language."""
    return "translated"


@tool
def find_vet(postcode: str, emergency: bool) -> str:
    """Find the nearest vet to a UK postcode; emergency is True for out-of-hours emergency care."""
    return "found"


TOOLS = [log_drink, split_bill, set_alarm, translate, find_vet]


def _weekdays(v) -> bool:
    days = [str(d).strip().lower()[:3] for d in (v or [])]
    return sorted(days) == sorted(["mon", "tue", "wed", "thu", "fri"])


class BoardingPass(BaseModel):
    passenger: str
    flight: str = Field(description="the flight number, e.g. BA123")
    gate: str | None = None
    boarding_time: str = Field(description="boarding time as HH:MM")
    seat: str


PASS = """BOARDING PASS
PASSENGER  NWOSU/CHIDI MR
FLIGHT EI 3327   FROM DUB TO LHR
DATE 22NOV  BOARDING 06:55  DEPARTS 07:25
GATE 310  SEAT 14C  ZONE 2"""


class MeterReading(BaseModel):
    account: str
    reading: int = Field(description="the meter reading in units")
    read_on: date
    estimated: bool


SMS = ("EnergiCo: Thanks! We've got your gas reading of 04417 for acct 88-201-53, taken 02/10/2035. "
       "No estimate needed this month.")

def _new_time_not_old(new: str, old: str):
    """``new`` is given; ``old`` only as the value struck out ("4:15pm, not 3:30pm")."""
    def ok(out) -> bool:
        t = _text(out)
        return new in t and len(re.findall(re.escape(old), t)) == len(re.findall(rf"\bnot {re.escape(old)}", t))

    return ok


def _both_has(*words: str):
    return lambda out: all(w.lower() in _text(out).lower() for w in words)


CASES: list[Case] = [
    # a car-hire agreement's key terms as bullets, under a two-variable prompt template
    Case("hire-base", _hire("what's the hire charge before any extras?"), _val(158, "1,250")),
    Case("hire-late", _hire("if I drop it back at 18:30 on the Friday, what's the late fee?"), _val(30)),
    Case("hire-miles", _hire("how many miles can I do altogether without paying extra?"), _val(800)),
    Case("hire-cover", _hire("what would excess cover cost for the whole hire?"), _val(47.96)),
    Case("hire-return", _hire("when do I have to have the car back?"), _both_has("18 July", "17:00")),
    Case("hire-child-seat", _hire("is a child seat included?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say")),
    # a podcast's episode list behind a StateGraph node
    Case("episodes-longest", _episodes("which episode is the longest?"), _but_not(_has("Sugar and Empire"), "Coffeehouses", "Salt Roads")),
    Case("episodes-osei", _episodes("how many times was Amara Osei on this season?"), _but_not(_either(_val(2), _any("two", "twice")), "three")),
    Case("episodes-1-and-4", _episodes("how long are episodes 1 and 4 together?"),
         _any("93 minutes", "93 min", "1h 33m", "1 hour 33", "one hour and 33")),
    Case("episodes-tea", _episodes("when did the tea one come out?"), _but_not(_has("3 Mar"), "17 Feb", "6 Jan")),
    Case("episodes-spice", _episodes("is Spice Islands in this season?"), _no_or("postponed", "season 4")),
    Case("episodes-host", _episodes("who hosts the show?"),
         _absent("doesn't say", "does not say", "doesn't mention", "not mentioned", "doesn't name", "does not name")),
    # an e-mail thread, newest reply on top, older ones quoted
    Case("mail-pickup", _mail("what time do I pick my daughter up?"), _new_time_not_old("4:15", "3:30")),
    Case("mail-twins", _mail("how much do I pay for my twins?"), _val(17)),
    Case("mail-deadline", _mail("when do I have to pay by?"), _has("9 May")),
    Case("mail-glass", _mail("can she take a glass bottle of juice?"), _no_or("no glass")),
    Case("mail-dropoff", _mail("what time should she be at school in the morning?"), _but_not(_any("8:30"), "4:15")),
    # a Chinese water-outage notice through a prompt | llm | parser chain, .batch
    Case("zh-length", _zh("停水多长时间？"), _any("8小时30分", "8个小时30分", "8个半小时", "8.5小时", "八个半小时", "8.5个小时", "8小时半")),
    Case("zh-building-6", _zh("6号楼会停水吗？"), _no_or("不会", "正常供水", "不停水", "不在")),
    Case("zh-phone", _zh("物业电话是多少？"), _any("6512 3380", "65123380")),
    Case("zh-weekday", _zh("停水那天是星期几？"), _any("周二", "星期二")),
    # a learner's own tools
    Case("tool-pints", _calls(TOOLS, "I just had two pints of water"),
         _call("log_drink", millilitres=_one_of("1136", "946"), drink=_eq("water"))),
    Case("tool-split", _calls(TOOLS, "dinner came to £84, split it between the four of us"),
         _call("split_bill", total=_num_near(84), people=_eq(4), currency=_eq("GBP"))),
    Case("tool-alarm", _calls(TOOLS, "wake me at ten to seven on weekdays"),
         _call("set_alarm", time=_eq("06:50"), repeat_days=_weekdays)),
    Case("tool-german", _calls(TOOLS, "how do I say 'thank you very much' in German?"),
         _call("translate", text=_eq("thank you very much"), target_language=_eq("German"))),
    Case("tool-vet", _calls(TOOLS, "my dog has eaten a bar of chocolate, I need a vet near LS6 2QH right now"),
         _call("find_vet", postcode=_eq("LS6 2QH"), emergency=_eq(True))),
    Case("tool-no-fit", _calls(TOOLS, "what's the capital of Peru?"), _no_call),
    Case("tool-no-total", _calls(TOOLS, "split the bill between the three of us please"), _no_call),
    # schemas of my own
    Case("schema-pass", _structured(BoardingPass, PASS, "Read the boarding pass."),
         _parsed(lambda p: p.flight.replace(" ", "").upper() == "EI3327" and p.boarding_time == "06:55"
                 and p.seat.upper() == "14C" and (p.gate or "") == "310" and "nwosu" in p.passenger.lower())),
    Case("schema-meter", _structured(MeterReading, SMS, "Pull the meter reading out of this text message."),
         _parsed(lambda m: m.reading == 4417 and m.account == "88-201-53" and m.read_on == date(2035, 10, 2)
                 and m.estimated is False)),
    # label prompts in wordings of my own
    Case("label-ham", _ask("Is this message SPAM or HAM? Reply with the label only.\n\n"
                           "Message: Hi Mum, the bus is late, I'll be home around 7. x"), _only("HAM")),
    Case("label-zh-negative", _ask("判断下面的评论是正面还是负面，只回答“正面”或“负面”。\n评论：快递很慢，包装也破了，再也不买了。"),
         _only("负面")),
    Case("label-unsupported", _ask("Does the ANSWER stay within what the SOURCE says? Reply SUPPORTED or UNSUPPORTED.\n"
                                   "SOURCE: The library opens at 9 on weekdays and at 10 on Saturdays; it is closed on Sundays.\n"
                                   "ANSWER: You can visit on Sunday from 10."), _only("UNSUPPORTED")),
    # facts said earlier in a conversation
    Case("thread-landing", _thread("My flight lands at 14:20 and passport control usually takes about 40 minutes.",
                                   "Noted.", "So roughly when will I be out?"), _any("15:00", "3pm", "3 pm", "3:00")),
    Case("thread-meeting", _thread("I've got a meeting with Priyanka on Thursday.", "Okay.",
                                   "Remind me, who's my meeting with?"), _has("Priyanka")),
    Case("thread-zh-thanks", _thread("我想问一下怎么订票。", "请告诉我出发地和日期。", "好的，谢谢你的帮助！"),
         lambda out: bool(_text(out).strip()) and "不知道" not in _text(out) and "don't know" not in _text(out).lower()),
]


_DOCS = {"hire": HIRE, "episodes": EPISODES, "mail": THREAD, "zh": ZH}


CASES = _under_half(CASES, _DOCS)


if __name__ == "__main__":
    report(CASES, sys.argv)
