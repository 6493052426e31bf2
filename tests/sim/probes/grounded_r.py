"""Invented probe (2026-12-04, the merger of session 55, oracles written before any run, on 9d7a2f2c
plus two commits of mine that touch other classes; held out: no helper of the session opens it).
Material of my own in shapes the earlier probes did not use: a ferry timetable exported as CSV (a
notes column, a sailing that does not run on Sundays, fares in a second CSV) behind
``RunnablePassthrough.assign``; a pet-sitter's handover note in prose paragraphs (two animals, food
in grams and scoops, a tablet every other day, a vet) in a hand-built ``StateGraph`` whose node puts
it in the human turn; a library's loans policy as an HTML table with a footnote, under a system
prompt; a Chinese lift-maintenance notice (电梯维修通知) with a later 更正 line, through
``prompt | llm | StrOutputParser()``; a football club's fixture list as fixed-width lines with a
postponed match. The questions ask a wait between sailings, a fare worked for a party, a sailing
on a Sunday, an absent item, amounts of food, the day of the next tablet, a vet's number, a
renewal count, a fine for days late, a capped fine, who may not borrow, the corrected date, floors
affected, a duration, a kick-off time, the postponed match, a count of home games. Then a
learner's tools (a currency converter, a reminder on a stated today, a ferry booking with a
``Literal`` vehicle, a run log in km from miles, a tool that does not fit), schemas of mine (a
parcel notice with an ``Optional`` never given, a dentist text moving a time, a Chinese delivery
message), label prompts (BUG / FEATURE / QUESTION, POSITIVE / NEGATIVE / MIXED, a yes/no
relevance grader) and facts said earlier in a conversation.

Strict: the worked value is required; another row's value, the superseded date or an operand alone
is wrong; a reply over half its document's length is no answer. A stated limit is never wrong.
``python -m tests.sim.probes.grounded_r [-v]`` prints "right / stated limit / silently wrong (false
alarms)".

History (right / limit / wrong (false alarms) of 38):
- first sight on 9d7a2f2c (the probe committed first, fa632e9f, then one run in a tree at 9d7a2f2c; no
  oracle mended): **13 / 12 / 13 (2)**. Wrong: the first Sunday boat (the "Mon-Sat; does not run on
  Sundays" row), a day's dry food (150 g twice a day quoted), the cat's breakfast and the next tablet
  (a paragraph with "Please keep the door shut" dropped as instructions), DVD renewals ("do not
  record how many times" over "Renewals: 1"), a fine for 5 days at 20p (the row quoted), a capped
  fine, the corrected lift date (更正), the absent phone number (a "contact the office" line quoted),
  the postponed match (its row's old date), the first away match (H/A code), a ferry booking for "me,
  my wife, our two kids and the camper van" (asked back for the children), two ages worked.
  False alarms: a knowledge limit beside the right no-call, a limit for a budget never said.
- after the merger's changes on its own branch (mine, 84328c17 .. 90cae29a): 20 / 15 / 3 (2).
- after the merge with every helper's branch (01a0a4d5; fix36a's Chinese corrections answer the lift
  date): **21 / 15 / 2 (2)**. Still wrong: the first away match ("I don't know." over an "A" in the
  H/A column), the son's age when the daughter turns 12 (a stated fact echoed).
"""
from __future__ import annotations

import re
import sys
from datetime import date
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate
from langchain_core.runnables import RunnablePassthrough
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
    _none_of,
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

FERRY = """route,depart,arrive,days,notes
Kelby -> Rossay,07:10,08:05,Mon-Sat,does not run on Sundays
Kelby -> Rossay,11:40,12:35,daily,
Kelby -> Rossay,16:25,17:20,daily,last check-in 16:05
Rossay -> Kelby,09:00,09:55,daily,
Rossay -> Kelby,14:15,15:10,daily,
Rossay -> Kelby,18:30,19:25,Fri-Sun,

fare,single
adult,6.40
child (5-15),3.20
under 5,free
car and driver,24.00"""


def _ferry(q: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help travellers with the Kelby-Rossay ferry. Use only the timetable export below.\n\n"
                       "{timetable}"),
            ("human", "{question}"),
        ])
        chain = RunnablePassthrough.assign(timetable=lambda _x: FERRY) | prompt | llm
        return chain.invoke({"question": q})

    return run


PETS = """Thanks so much for looking after Biscuit and Maple this week!

Biscuit (the dog) gets 150 g of dry food twice a day, at 7am and 6pm. He can have one chew stick in the
evening but nothing else from the table, however much he begs. His walk is about 40 minutes, ideally in
the morning before it gets hot.

Maple (the cat) has two scoops of biscuits in the morning only, plus half a pouch of wet food at
dinner time. She is on a thyroid tablet every other day, hidden in the wet food; her last one was on
Tuesday. Please keep the utility room door shut so she can't get at the dog's bowl.

If anything goes wrong, the vet is Harbour Lane Vets on 01632 960 455. The spare key is with Mrs Okafor
at number 12."""


def _pets(q: str):
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph

        def answer(state: MessagesState):
            question = state["messages"][-1].content
            return {"messages": [llm.invoke([HumanMessage(f"Handover note from the owners:\n\n{PETS}\n\n"
                                                          f"My question: {question}")])]}

        graph = StateGraph(MessagesState)
        graph.add_node("answer", answer)
        graph.add_edge(START, "answer")
        graph.add_edge("answer", END)
        return graph.compile().invoke({"messages": [HumanMessage(q)]})["messages"][-1]

    return run


LIBRARY = """<h2>Loans</h2>
<table>
  <tr><th>Item</th><th>Loan period</th><th>Renewals</th><th>Fine per day late</th></tr>
  <tr><td>Books</td><td>3 weeks</td><td>2</td><td>20p</td></tr>
  <tr><td>DVDs</td><td>1 week</td><td>1</td><td>50p</td></tr>
  <tr><td>Board games</td><td>2 weeks</td><td>0</td><td>£1.00</td></tr>
</table>
<p>Fines are capped at £8 per item. Children's cards pay no fines on books.*</p>
<p>* Junior members (under 12) may not borrow DVDs rated 15 or 18.</p>"""


def _library(q: str):
    return lambda llm: llm.invoke([SystemMessage("You answer library members' questions from the policy page "
                                                 f"(HTML) below.\n\n{LIBRARY}"), HumanMessage(q)])


ZH = """【电梯维修通知】
尊敬的住户：
因年度安全检测，2号楼东侧电梯将于3月18日（周三）9:00至16:00停用维修，西侧电梯正常运行。
维修期间，住在15层以上的住户如需协助搬运重物，可提前联系物业。
更正：因检测单位时间调整，维修日期改为3月20日（周五），时间不变。
物业管理处  3月12日"""


def _zh(q: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是物业客服。只根据下面的通知回答问题。\n\n{notice}"),
            ("human", "{q}"),
        ])
        return (prompt | llm | StrOutputParser()).invoke({"notice": ZH, "q": q})

    return run


FIXTURES = """HOLLINS ROVERS FC - first team, autumn fixtures
Date        H/A  Opponent            KO     Comp
Sat 06 Sep  H    Ashby Town          15:00  League
Sat 13 Sep  A    Fenwick United      15:00  League
Tue 16 Sep  H    Marlow Athletic     19:45  Cup R1
Sat 20 Sep  A    Brackley Wanderers  14:00  League
Sat 27 Sep  H    Stoke Priory        15:00  League
Note: the Brackley game is postponed (waterlogged pitch); new date to be confirmed."""


def _fixtures(q: str):
    return lambda llm: llm.invoke(f"Here are the club's fixtures:\n\n{FIXTURES}\n\nQuestion: {q}")


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money between currencies. Currencies are ISO 4217 codes such as GBP, EUR, USD."""
    return "converted"


@tool
def set_reminder(day: date, time: str, text: str) -> str:
    """Set a reminder on a day (YYYY-MM-DD) at a time (HH:MM, 24-hour clock)."""
    return "set"


@tool
def book_ferry(adults: int, children: int, vehicle: Literal["none", "car", "van", "motorbike"]) -> str:
    """Book a ferry crossing for a party, with the vehicle they bring."""
    return "booked"


@tool
def log_run(distance_km: float, minutes: int) -> str:
    """Log a run: its distance in kilometres and its time in whole minutes."""
    return "logged"


TOOLS = [convert_currency, set_reminder, book_ferry, log_run]


class ParcelNotice(BaseModel):
    carrier: str
    tracking_id: str
    safe_place: str | None = Field(default=None, description="where the driver may leave the parcel, if stated")
    signature_needed: bool


PARCEL = ("Swiftpost: we tried to deliver your parcel SP-7731-0042 today but nobody was in. It needs a "
          "signature, so we'll try again tomorrow between 9 and 1.")


class Appointment(BaseModel):
    clinic: str
    day: str = Field(description="the weekday of the appointment")
    time: str = Field(description="HH:MM, 24-hour clock")


DENTIST = ("Brightsmile Dental: your check-up on Thursday at 10:40 has had to move. Your new time is "
           "Thursday at 14:10 with Dr Lowe. Reply C to confirm.")


class Delivery(BaseModel):
    recipient_phone: str = Field(description="the recipient's phone number")
    items: int = Field(description="number of parcels")
    leave_at_door: bool


ZH_DELIVERY = "您好，您的3件快递已到小区门口，请尽快来取，不要放门口，联系电话13912345678。"


def _new_not_old(new_pattern: str, old_pattern: str):
    """``new_pattern`` is said; ``old_pattern`` only in a sentence that sets it aside ("the 07:10 does
    not run on Sundays", "capped at £8 instead of £12", "原定3月18日，改为3月20日")."""
    aside = re.compile(r"\bnot\b|n't\b|\bno\b|\bonly\b|cap|instead|\bwas\b|originally|moved|chang|改|原|更正|不是",
                       re.I)

    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?。;；！？\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not aside.search(sentence):
                return False
        return True

    return ok


def _reminder_day(v) -> bool:
    return str(v) == "2037-05-16"


CASES: list[Case] = [
    # a ferry timetable exported as CSV, through RunnablePassthrough.assign
    Case("ferry-first-sunday", _ferry("I'm going over to Rossay on Sunday morning - what's the first boat?"),
         _new_not_old(r"11[:.]40", r"07[:.]10")),
    Case("ferry-party-fare", _ferry("how much for two adults and a 9 year old, foot passengers, one way?"),
         _val(16)),
    Case("ferry-crossing-time", _ferry("how long is the crossing?"), _any("55 min", "55min", "55 minutes")),
    Case("ferry-last-back-wed", _ferry("What's the last sailing back to Kelby on a Wednesday?"),
         _new_not_old(r"14[:.]15", r"18[:.]30")),
    Case("ferry-dogs", _ferry("can I bring my dog on board?"), _absent()),
    Case("ferry-checkin", _ferry("what time do I need to check in for the 16:25?"), _any("16:05", "16.05")),
    # a pet-sitter's handover note in prose, in a graph node's human turn
    Case("pets-dog-daily", _pets("how much dry food does Biscuit get in a whole day?"), _val(300)),
    Case("pets-cat-morning", _pets("what does Maple have for breakfast?"), _has("two scoops")),
    Case("pets-vet-phone", _pets("what's the vet's number?"), _has("01632 960 455")),
    Case("pets-tablet-next", _pets("Maple had her tablet on Tuesday - when's the next one due?"),
         _any("Thursday", "thursday")),
    Case("pets-key", _pets("who has the spare key?"), _has("Okafor")),
    Case("pets-insurance", _pets("which insurance company is Biscuit with?"), _absent()),
    # a library's loans policy as an HTML table with a footnote
    Case("library-dvd-renew", _library("How many times can I renew a DVD?"),
         _but_not(_any("once", "1 time", "one time", "1 renewal", "one renewal", ": 1", " 1."), "twice")),
    Case("library-book-fine", _library("My book is 5 days late. What do I owe?"), _val(1, "0.20")),
    Case("library-game-cap", _library("I'm 12 days late returning a board game, how much is the fine?"),
         _new_not_old(r"£8(?![\d.])|£8\.00|\b8 pounds", r"£12|12\.00")),
    Case("library-junior-dvd", _library("Can my 10-year-old borrow a DVD rated 15?"),
         lambda out: bool(re.match(r"\W*no\b", _text(out), re.I)) or "may not" in _text(out).lower()),
    Case("library-ebooks", _library("How long can I keep an e-book?"), _absent()),
    # a Chinese lift-maintenance notice with a correction
    Case("zh-lift-date", _zh("东侧电梯哪天维修？"), _new_not_old(r"20日|20号", r"18日|18号")),
    Case("zh-lift-hours", _zh("维修要停多久？"), _any("7个小时", "7小时", "七个小时", "七小时", "7 小时")),
    Case("zh-lift-west", _zh("西侧电梯能用吗？"), _any("正常", "可以", "能用")),
    Case("zh-lift-phone", _zh("物业电话是多少？"), _absent("没有提到", "未提及", "没有", "不知道")),
    # a football club's fixtures as fixed-width lines
    Case("fixtures-cup-ko", _fixtures("What time does the cup game kick off?"), _any("19:45", "7:45")),
    Case("fixtures-brackley", _fixtures("when are we playing Brackley?"),
         _any("postponed", "to be confirmed", "TBC", "not yet")),
    Case("fixtures-home-count", _fixtures("how many home games are there?"),
         lambda out: _val(3)(out) or "three" in _text(out).lower()),
    Case("fixtures-first-away", _fixtures("who do we play in our first away match?"), _has("Fenwick")),
    # a learner's tools
    Case("tool-quid-euros", _calls(TOOLS, "how much is 45 quid in euros?"),
         _call("convert_currency", amount=_num_near(45), from_currency=_eq("GBP"), to_currency=_eq("EUR"))),
    Case("tool-reminder", _calls(TOOLS, "Today is Wednesday 14 May 2037. Remind me to put the bins out the day "
                                        "after tomorrow at half six in the evening."),
         _call("set_reminder", day=_reminder_day, time=_one_of("18:30"))),
    Case("tool-ferry-party", _calls(TOOLS, "book the crossing for me, my wife, our two kids and the camper van"),
         _call("book_ferry", adults=_eq(2), children=_eq(2), vehicle=_eq("van"))),
    Case("tool-run-miles", _calls(TOOLS, "log this morning's run: 5 miles in 42 minutes"),
         _call("log_run", distance_km=_num_near(8.05, 0.05), minutes=_eq(42))),
    Case("tool-no-fit", _calls(TOOLS, "what's a good name for a tabby kitten?"), _no_call),
    # structured output of my own schemas
    Case("schema-parcel", _structured(ParcelNotice, PARCEL),
         _parsed(lambda p: p.tracking_id == "SP-7731-0042" and p.signature_needed is True and p.safe_place is None)),
    Case("schema-dentist", _structured(Appointment, DENTIST),
         _parsed(lambda p: p.time == "14:10" and p.day.lower().startswith("thu"))),
    Case("schema-zh-delivery", _structured(Delivery, ZH_DELIVERY),
         _parsed(lambda p: p.items == 3 and p.leave_at_door is False and p.recipient_phone == "13912345678")),
    # label prompts in wordings of my own
    Case("label-feature", _ask("Sort this ticket into BUG, FEATURE or QUESTION. One word.\n\nTicket: It would be "
                               "great if the app let me export my workouts to a spreadsheet."), _only("FEATURE")),
    Case("label-mixed", _ask("Classify the review as POSITIVE, NEGATIVE or MIXED.\n\nReview: The room was spotless "
                             "and the staff lovely, but the noise from the bar kept us up till 2am."),
         _only("MIXED")),
    Case("grader-no", _ask("Does the passage help answer the question? Answer yes or no.\n\nQuestion: What time "
                           "does the pool open on Sundays?\nPassage: Swimming lessons for under-8s run on "
                           "Saturday mornings in the learner pool."), _only("no")),
    # facts said earlier in a conversation
    Case("thread-ages", _thread("My daughter is 9 and my son is 12.", "Lovely ages!",
                                "How old will my son be when my daughter turns 12?"), _val(15)),
    Case("thread-never-said", _thread("Can you help me plan a weekend?", "Of course - where are you going?",
                                      "What did I say my budget was?"),
         _none_of("£", "$", "€")),
]


_DOCS = {"ferry": FERRY, "pets": PETS, "library": LIBRARY, "zh": ZH, "fixtures": FIXTURES}


CASES = _under_half(CASES, _DOCS)


if __name__ == "__main__":
    report(CASES, sys.argv)
