"""A thirty-fifth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``held35``, from main at fc9a2af1) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a city
bike-share tariff as an XML file (plans, per-minute rates by bike type, an age rule, a later
amendment lowering one rate) through an LCEL chain of ``itemgetter`` with a second prompt
variable; a community choir's rehearsal calendar in iCalendar text (a weekly ``RRULE`` with an
``EXDATE``, a ``STATUS:CANCELLED`` social, a concert with an arrival time in its description)
split by ``VEVENT`` behind a hand-built ``StateGraph`` retrieve -> grade (the model says yes / no
per event) -> generate; a district council's planning notice (a comment window counted from the
notice's date, a later correction withdrawing part of the proposal) under a ``ChatPromptTemplate``
with a ``MessagesPlaceholder`` history and a follow-up; a piano teacher's terms as a markdown
definition list (``Term`` / ``: definition``, an update of one fee) turned into numbered sources by
a ``RunnableLambda`` formatter; a game server's TOML config (a commented-out key, a value whose old
value sits in a comment, an array of tables) in a code fence in the human turn through
``chain.ainvoke``; a Chinese parents' WeChat group notice (班级群通知, a later @所有人 补充 moving a
time) answered by a graph node calling ``with_structured_output`` of an answer schema; a cinema's
listings as JSON Lines (a cancellation notice line) behind ``create_retriever_tool`` over a
learner's own ``BaseRetriever`` in ``create_agent`` run to its end; an email thread with quoted
replies (``>`` / ``>>``, the newest on top changing a head count) under a string
``PromptTemplate``; an electricity time-of-use tariff as a markdown table with footnotes behind a
hand-built graph with a ``ToolNode`` and ``tools_condition``. Questions in everyday words: a
price worked from a rate and an amendment, an age rule, two plans compared over a day, a length
of an event, a date excluded from a recurrence, a span before a start, a cancelled event, a last
day counted from a notice, a withdrawn part, a weekday follow-up, a term's fee after an update, a
refund rule, a sibling discount, a current value beside its old one in a comment, a span worked
from a count and an interval, a time before a restart, a commented-out switch, a Chinese sum of
two fees, a moved time, a "do not bring" rule, a finish time from a runtime, a latest showing
after a cancellation, a count of showings, a head count changed in a reply, a balance worked from
a head count and a deposit, a due date counted back, a closing time, a price by period and day,
a cost of a night's charge, a month's standing charge, answers absent.

A learner's tools: 180 degrees C into a Fahrenheit argument, "two and a half thousand rupees",
"Saturday week" with today stated and "half past nine in the morning", a ``Literal`` seat from "I
want to look out", "12 stone 2" into kilograms with an ``Optional`` note left unset, "two dozen
in boxes of half a dozen" onto an ``int`` and a ``Literal[6, 12]``, an alarm "an hour and a
quarter before 06:10", no tool fits (a baking question), a party size missing, a Chinese utility
payment (电费, 两百八十块), a reschedule among track / reschedule tools in ``create_agent`` with
"Friday" from a stated today, "twelve and a half percent" of a bill, an ``Optional`` duration
never said, kilometres into a miles argument. Structured output of my own schemas (a till receipt
with a contactless payment, a text message moving a pick-up, a gym form with an injury, an
``Enum`` priority from a leak near electrics, a charge date counted from a sign-up, a Chinese
takeaway order with 不要辣, "R 2 450,75" with space thousands, a ``Literal`` weekday and interval
from "every other Thursday", an ``Optional`` email never given, "No known allergies").
Graders and labels in wordings of my own (SUPPORTED / UNSUPPORTED, a structured ``keep`` bool,
calendar / weather / none, ANGRY / NEUTRAL / PLEASED, 正面 / 负面 / 中性, 1 / 0 answer grader, a
structured ``Literal`` route, SPAM / HAM). Conversations (an allergy said earlier, an age gap
between "them", a greeting, memory of last week, a Chinese school year next year, weeks to a
savings target, a corrected appointment time, a goodbye).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
notes do not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at fc9a2af1 (the branch point of ``held35``; the set and its oracles committed
first in 1775d620, then one run with ``-v``), 83 cases: right 16, stated limit 49, silently wrong
18, false alarms 4. History: the very first run read right 15 / limit 49 / wrong 19 / false
alarms 4; one oracle was plainly buggy and was mended in the second commit (dbe087d4), before
anything else: zh-notice-snacks's ``_none_of`` guard held "东门", so it rejected a right reply (the
"do not bring snacks" line, then the unrelated pick-up line, which names the east gate); the guard
keeps "20元" and "7:40", which a whole-notice quote holds. No other oracle was changed; that one
case moved (wrong -> right). The false alarms: choir-quiz-on (not a right reply: the grade node's
safe "no" emptied the context and the reply is a limit sentence, whose "offline" meets the
oracle's "off"); toml-admins (the right count "2" beside a needless "can't give the count" limit:
the one plain false alarm); tool-no-fit-sourdough (no call beside a knowledge limit, which is what
a right reply is there); schema-no-allergies (the right values, the safe ones, beside a "can't
decide the yes/no field" limit). One lenient pass: toml-pvp-zones is counted right on a reply that
quotes the commented-out line with its "switched off" comment and then says it does not know
"that part". Pinned at these counts in ``test_pins.py``. Classes, code paths and proposed
mechanisms: ``THIRTYFIFTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.thirtyfifth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from datetime import date
from enum import Enum
from operator import itemgetter
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
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
    _call_args,
    _calls,
    _corrected,
    _denies,
    _eq,
    _no_call,
    _none_of,
    _not_opening,
    _num_near,
    _only,
    _parsed,
    _says_no,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- oracle helpers of this set -------------------------------------------------------------------


def _new_not_old(new_pattern: str, old_pattern: str):
    """``new_pattern`` is given; ``old_pattern`` (the value the material later changed or
    cancelled) only in a sentence that says it changed ("was", "not", "cancelled", "原来", "改为"...)."""
    change = re.compile(r"cancel|chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|"
                        r"moved|update|\bfrom\b|n't\b|apply|原来|原定|改|取消|不是", re.I)

    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?。;;!?\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not change.search(sentence):
                return False
        return True

    return ok


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "doesn't list", "does not list", "not stated", "doesn't state",
              "does not state", "no information", "not in the", "don't say", "do not say", "nothing about",
              "not specified", "doesn't specify", "does not specify", "don't mention", "do not mention", "not given",
              "not covered", "doesn't cover", "does not cover", "don't cover", "isn't on", "is not on", "not on the",
              "doesn't include", "does not include", "not included", "no details")

_ZH_ABSENT = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "没有相关", "没有涉及", "不知道", "无法确定", "没有提供",
              "没有提及", "并未提到", "无法回答", "没有这方面", "没有说", "未提到")

# --- program shapes -------------------------------------------------------------------------------


def _itemgetter_chain(doc: str, question: str):
    """LCEL: a dict of ``itemgetter`` into a prompt with ``{city}`` / ``{tariff}`` / ``{question}``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the help desk for {city}'s bike share scheme. Answer from the tariff file below "
                       "(XML). Keep it short.\n\n{tariff}"),
            ("human", "{question}"),
        ])
        chain = ({"tariff": itemgetter("question") | RunnableLambda(lambda _q: doc),
                  "question": itemgetter("question"), "city": itemgetter("city")}
                 | prompt | llm | StrOutputParser())
        return AIMessage(chain.invoke({"question": question, "city": "Norbridge"}))

    return run


def _graded_graph(chunks: list[str], question: str):
    """A hand-built ``StateGraph`` over a ``TypedDict`` state: retrieve (every chunk) -> grade (the
    model answers yes / no per chunk; a chunk is kept on "yes") -> generate."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        class S(TypedDict):
            question: str
            docs: list[str]
            answer: str

        def retrieve(s: S):
            return {"docs": list(chunks)}

        def grade(s: S):
            kept = []
            for d in s["docs"]:
                verdict = llm.invoke([SystemMessage("You check whether a calendar entry helps answer a choir "
                                                    "member's question. Reply yes or no."),
                                      HumanMessage(f"Entry:\n{d}\n\nQuestion: {s['question']}")])
                if "yes" in _text(verdict).lower():
                    kept.append(d)
            return {"docs": kept}

        def generate(s: S):
            ctx = "\n\n".join(s["docs"])
            msg = llm.invoke([SystemMessage("You answer questions for members of Eastgate Community Choir from "
                                            f"these calendar entries (iCalendar):\n\n{ctx}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(S)
        g.add_node("retrieve", retrieve)
        g.add_node("grade", grade)
        g.add_node("generate", generate)
        g.add_edge(START, "retrieve")
        g.add_edge("retrieve", "grade")
        g.add_edge("grade", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question, "docs": [], "answer": ""})["answer"])

    return run


def _history_prompt(notice: str, *turns: str):
    """A ``ChatPromptTemplate`` with a ``MessagesPlaceholder("history")`` and a ``{input}`` turn."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help residents understand planning notices. The notice:\n\n{notice}"),
            MessagesPlaceholder("history"),
            ("human", "{input}"),
        ])
        hist = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns[:-1])]
        return (prompt | llm).invoke({"notice": notice, "history": hist, "input": turns[-1]})

    return run


def _lambda_formatter(sections: list[str], question: str):
    """A ``RunnableLambda`` that numbers the sections as sources, into a prompt."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        def fmt(inputs: dict) -> dict:
            sources = "\n\n".join(f"Source [{i}]:\n{s}" for i, s in enumerate(inputs["sections"], 1))
            return {"sources": sources, "q": inputs["q"]}

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer parents' questions about piano lessons. Use the numbered sources and cite "
                       "them like [1].\n\n{sources}"),
            ("human", "{q}"),
        ])
        return (RunnableLambda(fmt) | prompt | llm).invoke({"sections": sections, "q": question})

    return run


def _async_fenced(config: str, question: str):
    """``chain.ainvoke``: the config in a ```toml fence in the human turn, the question under it."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You're a helpful game-server admin assistant."),
            ("human", "here's our server config:\n```toml\n{config}\n```\n{question}"),
        ])
        return asyncio.run((prompt | llm).ainvoke({"config": config, "question": question}))

    return run


class NoticeAnswer(BaseModel):
    """回答家长的问题。"""

    answer: str = Field(description="给家长的简短回答")
    in_notice: bool = Field(description="通知里是否有这个信息")


def _structured_node(notice: str, question: str):
    """A graph node that calls ``with_structured_output(NoticeAnswer)``; the outcome is the answer text."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        class S(TypedDict):
            q: str
            a: str

        def answer(s: S):
            out = llm.with_structured_output(NoticeAnswer).invoke([
                SystemMessage(f"你是班主任的助手,根据群通知回答家长的问题。\n\n群通知:\n{notice}"),
                HumanMessage(s["q"])])
            return {"a": out.answer if out is not None else ""}

        g = StateGraph(S)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return AIMessage(g.compile().invoke({"q": question, "a": ""})["a"])

    return run


def _retriever_agent(lines: list[str], question: str):
    """``create_retriever_tool`` over a learner's ``BaseRetriever`` (one Document per JSON line, all
    returned) in ``create_agent``, run to its end: the last message."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain_core.callbacks import CallbackManagerForRetrieverRun
        from langchain_core.documents import Document
        from langchain_core.retrievers import BaseRetriever
        from langchain_core.tools import create_retriever_tool

        class ListingsRetriever(BaseRetriever):
            rows: list[str]

            def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun):
                return [Document(page_content=r, metadata={"source": "listings.jsonl"}) for r in self.rows]

        search = create_retriever_tool(ListingsRetriever(rows=lines), "search_listings",
                                       "Search this week's film listings at the Palace Picturehouse (JSON lines).")
        agent = create_agent(llm, [search], system_prompt="You answer questions about the Palace Picturehouse's "
                                                          "listings. Search the listings first.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


def _string_prompt(thread: str, question: str):
    """A plain string ``PromptTemplate`` (not a chat prompt) into the chat model."""
    def run(llm):
        from langchain_core.prompts import PromptTemplate

        prompt = PromptTemplate.from_template(
            "Below is an email thread (newest message first, older ones quoted with >).\n\n{thread}\n\n"
            "Using the thread, answer Tom's question.\nQuestion: {question}\nAnswer:")
        return (prompt | llm).invoke({"thread": thread, "question": question})

    return run


def _toolnode_graph(tariff: str, question: str):
    """A hand-built graph: model (tools bound) -> ``ToolNode`` -> model, with ``tools_condition``."""
    def run(llm):
        from langgraph.graph import START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode, tools_condition

        @tool
        def get_tariff() -> str:
            """Get the customer's current electricity tariff: prices per kWh by time of day, standing charge, fees."""
            return tariff

        bound = llm.bind_tools([get_tariff])

        def model(state: MessagesState):
            sys_msg = SystemMessage("You are Brightwatt's customer assistant. Look up the tariff before answering.")
            return {"messages": [bound.invoke([sys_msg, *state["messages"]])]}

        g = StateGraph(MessagesState)
        g.add_node("model", model)
        g.add_node("tools", ToolNode([get_tariff]))
        g.add_edge(START, "model")
        g.add_conditional_edges("model", tools_condition)
        g.add_edge("tools", "model")
        out = g.compile().invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


# --- documents ------------------------------------------------------------------------------------

BIKE_XML = """<?xml version="1.0" encoding="UTF-8"?>
<tariff operator="Riverside Cycles" city="Norbridge" effective="2036-04-01">
  <plan id="payg" name="Pay as you ride">
    <unlock currency="GBP">1.00</unlock>
    <per_minute bike="classic" currency="GBP">0.05</per_minute>
    <per_minute bike="electric" currency="GBP">0.15</per_minute>
  </plan>
  <plan id="day" name="Day pass">
    <price currency="GBP">8.00</price>
    <included>unlimited classic rides of up to 45 minutes each, no unlock fee</included>
    <overtime currency="GBP">0.05 per minute beyond 45 minutes</overtime>
  </plan>
  <plan id="annual" name="Annual membership">
    <price currency="GBP">90.00</price>
    <included>the first 30 minutes of every classic ride</included>
  </plan>
  <rule id="age">Riders must be 16 or over. Electric bikes: 18 or over.</rule>
  <rule id="parking">A bike left outside a dock is charged an out-of-dock fee of GBP 20.</rule>
  <amendment date="2036-05-10">The electric per-minute rate is reduced to 0.12.</amendment>
</tariff>"""

CHOIR_EVENTS = [
    "BEGIN:VEVENT\nUID:rehearsal-weekly@eastgatechoir\nSUMMARY:Weekly rehearsal\n"
    "DTSTART;TZID=Europe/London:20360108T193000\nDTEND;TZID=Europe/London:20360108T213000\n"
    "RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20360325T235959Z\nEXDATE;TZID=Europe/London:20360212T193000\n"
    "LOCATION:St Anne's Church Hall\\, Mill Lane\nDESCRIPTION:Bring your own folder. Tea at half time.\nEND:VEVENT",
    "BEGIN:VEVENT\nUID:sectional-altos@eastgatechoir\nSUMMARY:Altos sectional\n"
    "DTSTART;TZID=Europe/London:20360124T100000\nDTEND;TZID=Europe/London:20360124T113000\n"
    "LOCATION:Room 2\\, Eastgate Library\nEND:VEVENT",
    "BEGIN:VEVENT\nUID:social@eastgatechoir\nSUMMARY:Quiz night (social)\n"
    "DTSTART;TZID=Europe/London:20360227T193000\nDTEND;TZID=Europe/London:20360227T220000\n"
    "STATUS:CANCELLED\nLOCATION:The Plough\\, Fore Street\nEND:VEVENT",
    "BEGIN:VEVENT\nUID:concert@eastgatechoir\nSUMMARY:Spring concert\n"
    "DTSTART;TZID=Europe/London:20360328T190000\nDTEND;TZID=Europe/London:20360328T210000\n"
    "LOCATION:Norbridge Corn Exchange\nDESCRIPTION:Singers arrive by 17:45 for the sound check. Black clothes\\, "
    "red scarf.\nEND:VEVENT",
]

PLANNING = ("NORBRIDGE DISTRICT COUNCIL\nTOWN AND COUNTRY PLANNING ACT 1990\nNOTICE OF PLANNING APPLICATION\n\n"
            "Application reference: 36/00417/FUL\nSite: 42 Orchard Rise, Norbridge NB4 7TQ\n"
            "Applicant: Mr and Mrs D. Okafor\n"
            "Proposal: Erection of a two-storey side extension and a single-storey rear extension; removal of one "
            "ash tree (T3) in the rear garden.\nDate of this notice: 3 March 2036\n\n"
            "Comments on this application may be made in writing within 21 days of the date of this notice. "
            "The plans may be viewed online or at the Civic Centre, Bridge Street (Monday to Friday, 9am to 4pm). "
            "Comments must include your name and address; anonymous comments will not be considered.\n\n"
            "Correction (5 March 2036): the proposal no longer includes the removal of the ash tree (T3); the tree "
            "will be retained.\n")

PIANO = [
    "# Clara Voss Piano Studio \u2014 terms for 2036/37\n\nLesson lengths and fees\n: 30 minutes \u2014 \u00a321\n"
    ": 45 minutes \u2014 \u00a330\n: 60 minutes \u2014 \u00a338",
    "Paying\n: Fees are paid termly in advance, by bank transfer, before the first lesson of term.\n"
    ": A term has 11 lessons.",
    "Missed lessons\n: Lessons missed by the pupil are not refunded or made up.\n"
    ": If I have to cancel, the lesson is rescheduled or refunded.",
    "Exams\n: Exam entry fees are paid by the parent, on top of lesson fees.\n: Accompanist for exams: \u00a325 per exam.",
    "Siblings\n: A second child from the same family gets 10% off their lesson fee.",
    "Update, August 2036\n: The 45-minute fee rises to \u00a332 from September.",
]

SERVER_TOML = """# Frostvale survival server - server.toml
# Last edited by admin "kettle" on 2036-02-14

[server]
name = "Frostvale EU #2"
max_players = 40        # was 64 until the February hardware move
port = 27015
region = "eu-west"
password_protected = false

[world]
seed = 883412
day_length_minutes = 48
pvp = true
# pvp_zones_only = true   # switched off for the winter event

[backups]
enabled = true
interval_minutes = 90
keep = 12

[[admins]]
name = "kettle"
discord = "kettle#2210"

[[admins]]
name = "mossy"
discord = "mossy#0091"

[restarts]
daily_at = "05:30"      # server time (UTC)
warning_minutes = 15"""

ZH_NOTICE = ("【三年级二班 家长群通知】\n各位家长好!本周五(4月18日)全班去植物园春游,安排如下:\n"
             "1. 7:50在学校东门集合,8:00准时发车,过时不候。\n"
             "2. 费用:门票20元+车费15元,请于周三前在群里接龙并转账给生活委员家长。\n"
             "3. 请给孩子带:午饭、水、帽子、一个垃圾袋。不要带零食和电子产品。\n"
             "4. 下午3:30回到学校,请家长在东门接孩子。\n"
             "@所有人 补充:集合时间改为7:40,发车时间不变。\n—— 班主任 王老师")

LISTINGS = [
    json.dumps({"film": "The Lantern Keeper", "cert": "12A", "runtime_min": 118, "screen": 1, "date": "2036-06-13",
                "times": ["14:10", "17:30", "20:45"]}),
    json.dumps({"film": "The Lantern Keeper", "cert": "12A", "runtime_min": 118, "screen": 1, "date": "2036-06-14",
                "times": ["11:00", "14:10", "17:30", "20:45"]}),
    json.dumps({"film": "Salt & Ember", "cert": "15", "runtime_min": 131, "screen": 2, "date": "2036-06-13",
                "times": ["18:00", "21:00"], "audio": "subtitled"}),
    json.dumps({"film": "Pip and the Paper Moon", "cert": "U", "runtime_min": 86, "screen": 3, "date": "2036-06-14",
                "times": ["10:30", "13:00"], "relaxed_screening": "10:30"}),
    json.dumps({"notice": "2036-06-12: the 21:00 showing of Salt & Ember on 13 June is cancelled (private hire)."}),
]

EMAILS = ("From: Priya Nandakumar <priya@harbourview-events.example>\nTo: Tom Reyes\nDate: Thu, 2 Oct 2036 16:02\n"
          "Subject: Re: Re: Gerald's retirement do - booking\n\n"
          "Hi Tom, all updated: 55 guests now, same room. The deposit you've paid stays as it is.\nPriya\n\n"
          "> From: Tom Reyes\n> Date: Thu, 2 Oct 2036 09:15\n"
          "> Hi Priya, good news - more people can come than we thought. Can we go up to 55?\n> Tom\n>\n"
          ">> From: Priya Nandakumar\n>> Date: Tue, 30 Sep 2036 11:40\n"
          ">> Hi Tom, thanks for booking the Quayside Room for Friday 14 November, 7pm to midnight, for 40 guests.\n"
          ">> The buffet is \u00a324.50 a head. We've taken a \u00a3200 deposit; the balance is due 14 days before "
          "the event.\n>> The room holds up to 60. The bar closes at 23:30.\n>> Priya\n")

POWER = ("## Brightwatt Flex \u2014 time-of-use tariff (from 1 January 2036)\n\n"
         "| Period   | Hours                    | Price per kWh |\n"
         "|----------|--------------------------|---------------|\n"
         "| Off-peak | 00:00\u201307:00              | 9.5p          |\n"
         "| Standard | 07:00\u201316:00, 19:00\u201324:00 | 24.0p         |\n"
         "| Peak     | 16:00\u201319:00              | 38.0p [^1]    |\n\n"
         "Standing charge: 48.2p per day [^2]\n\n"
         "[^1]: Peak hours apply Monday to Friday only; at weekends 16:00\u201319:00 is charged at the standard "
         "rate.\n"
         "[^2]: The standing charge is paid every day, whether or not you use any electricity.\n\n"
         "Exit fee: none. Prices include VAT at 5%.\n")


GROUNDED = [
    # a bike-share tariff in XML through an itemgetter LCEL chain
    Case("bike-ebike-20min", _itemgetter_chain(BIKE_XML, "how much would a 20 minute ride on an e-bike cost me if I "
                                                         "just pay as I go?"),
         _but_not(_any("\u00a33.40", "3.40", "GBP 3.4", "3.4 pounds", "\u00a33.4 "), "4.00", "Annual membership",
                  "out-of-dock")),
    Case("bike-ebike-17", _itemgetter_chain(BIKE_XML, "my son is 17, is he allowed on the electric bikes?"),
         _both(_denies("18 or over", "must be 18", "at least 18", "too young", "not allowed", "isn't allowed",
                       "is not allowed", "over 18", "aged 18"), _none_of("90.00", "out-of-dock"))),
    Case("bike-day-pass-cheaper", _itemgetter_chain(BIKE_XML, "I'll do three rides on classic bikes today, about "
                                                              "40 minutes each - is the day pass cheaper than paying "
                                                              "as I go?"),
         _both(_not_opening("no"), _any("yes", "day pass is cheaper", "day pass would be cheaper", "cheaper with the "
                                                                                                   "day pass"),
               _any("9.00", "\u00a39", "\u00a31 ", "\u00a31.00", "save \u00a31", "by \u00a31", "9 pounds"),
               _none_of("Annual membership", "out-of-dock"))),
    Case("bike-helmet-absent", _itemgetter_chain(BIKE_XML, "do you lend out helmets?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of("90.00", "0.05", "out-of-dock"))),
    Case("bike-left-outside", _itemgetter_chain(BIKE_XML, "what happens if I leave a bike somewhere that isn't a "
                                                          "dock?"),
         _but_not(_any("\u00a320", "GBP 20", "20 pounds", "20.00"), "90.00", "Annual membership", "0.15")),
    # a choir's iCalendar behind retrieve -> grade -> generate
    Case("choir-rehearsal-length", _graded_graph(CHOIR_EVENTS, "how long does a normal rehearsal last?"),
         _both(_any("2 hours", "two hours", "2 hrs", "2h"), _none_of("Corn Exchange", "The Plough", "Room 2"))),
    Case("choir-12-feb", _graded_graph(CHOIR_EVENTS, "is there a rehearsal on Tuesday 12 February?"),
         _both(_denies("cancelled", "canceled", "no rehearsal", "excluded", "not on", "isn't one", "is not one",
                       "skipped", "there isn't"), _none_of("Corn Exchange", "The Plough"))),
    Case("choir-concert-early", _graded_graph(CHOIR_EVENTS, "how long before the concert starts do singers have to "
                                                            "be there?"),
         _both(_any("1 hour 15", "1h15", "1 h 15", "75 minutes", "75 mins", "an hour and a quarter",
                    "1 hour and 15", "one hour and fifteen", "an hour and 15", "1:15"),
               _none_of("Room 2", "The Plough", "Mill Lane"))),
    Case("choir-quiz-on", _graded_graph(CHOIR_EVENTS, "is the quiz night still going ahead?"),
         _both(_denies("cancelled", "canceled", "not going ahead", "isn't going ahead", "off"),
               _none_of("Corn Exchange", "Room 2"))),
    Case("choir-fee-absent", _graded_graph(CHOIR_EVENTS, "how much are the membership subs?"),
         _both(_absent(*_NOT_GIVEN), _none_of("Corn Exchange", "The Plough", "Room 2"))),
    # a council planning notice under a MessagesPlaceholder history
    Case("planning-last-day", _history_prompt(PLANNING, "what's the last day I can send in a comment?"),
         _both(_any("24 March", "March 24", "24th March", "24 Mar", "24/03"), _none_of("Civic Centre", "anonymous",
                                                                                        "ash tree"))),
    Case("planning-ash-tree", _history_prompt(PLANNING, "are they going to cut down the ash tree?"),
         _both(_denies("retained", "no longer", "kept", "not being", "won't be", "will not be", "stays"),
               _none_of("Civic Centre", "anonymous", "21 days"))),
    Case("planning-saturday", _history_prompt(PLANNING, "where can I look at the plans?", "Online, or at the Civic "
                                              "Centre on Bridge Street.", "can I pop in there on a saturday?"),
         _both(_denies("monday to friday", "weekdays", "not on saturday", "not on a saturday", "closed on saturday",
                       "only open", "mon"), _none_of("anonymous", "ash tree", "21 days"))),
    Case("planning-anonymous", _history_prompt(PLANNING, "can I object without giving my name?"),
         _both(_denies("will not be considered", "won't be considered", "not be considered", "must include your name",
                       "need to include your name", "have to give your name", "anonymous comments"),
               _none_of("Civic Centre", "ash tree"))),
    Case("planning-height-absent", _history_prompt(PLANNING, "how tall will the side extension be?"),
         _both(_absent(*_NOT_GIVEN), _none_of("Civic Centre", "anonymous", "ash tree"))),
    # a piano teacher's terms as a markdown definition list, numbered by a RunnableLambda
    Case("piano-term-45", _lambda_formatter(PIANO, "how much will a term of 45-minute lessons be from September?"),
         _but_not(_any("\u00a3352", "352"), "330", "\u00a321", "\u00a338", "Accompanist")),
    Case("piano-missed-ill", _lambda_formatter(PIANO, "my daughter's ill and will miss her lesson next week - do I "
                                                      "get the money back?"),
         _both(_denies("not refunded", "no refund", "won't be refunded", "not be refunded", "isn't refunded",
                       "aren't refunded", "are not refunded"), _none_of("\u00a338", "Accompanist", "10% off"))),
    Case("piano-sibling-30", _lambda_formatter(PIANO, "what would a 30-minute lesson cost for my younger son, as "
                                                      "his sister already has lessons?"),
         _but_not(_any("\u00a318.90", "18.90", "\u00a318.9 "), "\u00a338", "Accompanist", "\u00a332")),
    Case("piano-saturday-absent", _lambda_formatter(PIANO, "do you teach on Saturday mornings?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of("\u00a321", "\u00a338", "Accompanist"))),
    # a game server's TOML config in a code fence, through chain.ainvoke
    Case("toml-max-players", _async_fenced(SERVER_TOML, "how many people can be on the server at once?"),
         _both(_new_not_old(r"\b40\b", r"\b64\b"), _none_of("27015", "883412", "kettle#2210"))),
    Case("toml-backup-hours", _async_fenced(SERVER_TOML, "how far back do our backups go, in hours?"),
         _both(_any("18 hours", "18 hrs", "18h", "eighteen hours", "18 h"), _none_of("27015", "883412",
                                                                                     "kettle#2210"))),
    Case("toml-warning-time", _async_fenced(SERVER_TOML, "what time do players get warned about the daily restart?"),
         _both(_any("05:15", "5:15", "5.15"), _none_of("27015", "883412", "kettle#2210"))),
    Case("toml-admins", _async_fenced(SERVER_TOML, "how many admins have we got?"),
         _both(_word("2", "two"), _none_of("27015", "883412", "eu-west"))),
    Case("toml-pvp-zones", _async_fenced(SERVER_TOML, "is pvp limited to zones at the moment?"),
         _both(_denies("commented out", "commented-out", "switched off", "disabled", "everywhere", "anywhere",
                       "whole map", "not restricted", "not limited", "isn't limited"),
               _none_of("27015", "883412", "kettle#2210"))),
    Case("toml-mods-absent", _async_fenced(SERVER_TOML, "which mods are installed on it?"),
         _both(_absent(*_NOT_GIVEN, "no mods", "doesn't list any", "no mention of mods", "nothing in the config",
                       "not in the config", "config doesn't"), _none_of("27015", "883412", "kettle#2210"))),
    # a Chinese parents' group notice, answered by a node with with_structured_output
    Case("zh-notice-fee", _structured_node(ZH_NOTICE, "春游一共要交多少钱?"),
         _but_not(_any("35元", "35 元", "三十五元", "35块"), "东门", "垃圾袋", "7:50")),
    Case("zh-notice-gather", _structured_node(ZH_NOTICE, "孩子早上几点要到学校?"),
         _both(_new_not_old(r"7:40|七点四十", r"7:50|七点五十"), _none_of("垃圾袋", "20元", "3:30"))),
    Case("zh-notice-snacks", _structured_node(ZH_NOTICE, "可以给孩子带点零食吗?"),
         _both(_says_no("不要带", "不能带", "不可以", "不行", "别带", yes=("可以", "能", "是"), no=("不", "别")),
               _none_of("20元", "7:40"))),
    Case("zh-notice-rain-absent", _structured_node(ZH_NOTICE, "如果那天下雨,还去吗?"),
         _both(_absent(*_ZH_ABSENT), _none_of("35元", "垃圾袋", "20元"))),
    # cinema listings in JSON Lines behind create_retriever_tool in create_agent
    Case("cinema-lantern-ends", _retriever_agent(LISTINGS, "if we go to the 17:30 showing of The Lantern Keeper, "
                                                           "what time does it finish?"),
         _both(_any("19:28", "7:28"), _none_of("Salt & Ember", "Paper Moon"))),
    Case("cinema-salt-latest", _retriever_agent(LISTINGS, "what's the latest showing of Salt & Ember on the 13th?"),
         _both(_new_not_old(r"18:00|6 ?pm|6:00 ?pm", r"21:00|9 ?pm|9:00 ?pm"), _none_of("Paper Moon", "Lantern"))),
    Case("cinema-14-salt", _retriever_agent(LISTINGS, "can my 14-year-old come to Salt & Ember with me?"),
         _both(_denies("rated 15", "15 certificate", "certificate 15", "cert 15", "15 or over", "too young",
                       "15-rated", "15 rating", "not allowed", "\"15\"", "a 15", "aged 15"),
               _none_of("Paper Moon", "Lantern"))),
    Case("cinema-lantern-count", _retriever_agent(LISTINGS, "how many times is The Lantern Keeper showing on "
                                                            "Saturday the 14th?"),
         _but_not(_word("4", "four"), "Salt & Ember", "Paper Moon", "2036-06-13")),
    Case("cinema-price-absent", _retriever_agent(LISTINGS, "how much are the tickets?"),
         _both(_absent(*_NOT_GIVEN, "no price", "prices aren't", "prices are not"),
               _none_of("Salt & Ember", "Paper Moon", "\u00a3"))),
    # an email thread with quoted replies under a string PromptTemplate
    Case("email-guests-now", _string_prompt(EMAILS, "how many guests is the party booked for now?"),
         _both(_new_not_old(r"\b55\b", r"\b40\b"), _none_of("23:30", "\u00a3200", "up to 60"))),
    Case("email-balance", _string_prompt(EMAILS, "how much will we still owe for the buffet once the deposit's "
                                                 "taken off?"),
         _but_not(_any("1,147.50", "1147.50", "1147.5", "1,147.5"), "780", "23:30")),
    Case("email-due-date", _string_prompt(EMAILS, "what date do we have to pay the balance by?"),
         _both(_any("31 October", "October 31", "31st October", "31 Oct", "31/10"), _none_of("23:30", "up to 60"))),
    Case("email-bar-late", _string_prompt(EMAILS, "will we still be able to get a drink from the bar at quarter to "
                                                  "twelve?"),
         _both(_denies("23:30", "11:30", "11.30", "closes", "closed"), _none_of("\u00a3200", "\u00a324.50",
                                                                                "up to 60"))),
    Case("email-parking-absent", _string_prompt(EMAILS, "is there parking at the venue?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "thread doesn't", "emails don't", "emails do not"),
               _none_of("\u00a3200", "23:30", "up to 60"))),
    # an electricity time-of-use tariff (a markdown table with footnotes) behind a ToolNode graph
    Case("power-car-overnight", _toolnode_graph(POWER, "if I charge the car with 40 kWh at 2am, what will that "
                                                       "cost?"),
         _both(_any("\u00a33.80", "3.80", "380p", "380 pence", "\u00a33.8 "), _none_of("48.2p", "38.0p", "24.0p"))),
    Case("power-saturday-5pm", _toolnode_graph(POWER, "what do I pay per kWh at 5pm on a Saturday?"),
         _both(_new_not_old(r"24(\.0)? ?p\b|24 pence", r"38(\.0)? ?p\b|38 pence"), _none_of("9.5p", "48.2p"))),
    Case("power-standing-30", _toolnode_graph(POWER, "what does the standing charge come to over 30 days?"),
         _both(_any("\u00a314.46", "14.46", "1446p", "1,446p", "1446 pence"), _none_of("9.5p", "38.0p"))),
    Case("power-solar-absent", _toolnode_graph(POWER, "how much do you pay me for electricity my solar panels "
                                                      "export?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no export", "doesn't cover export", "no mention of export"),
               _none_of("9.5p", "38.0p", "48.2p"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def preheat_oven(fahrenheit: int) -> str:
    """Preheat the smart oven to a temperature in degrees Fahrenheit."""
    return "heating"


@tool
def send_payment(recipient: str, amount: float, currency: str) -> str:
    """Send money to a contact. currency is an ISO 4217 code."""
    return "sent"


@tool
def book_squash_court(day: date, start: str, hours: int) -> str:
    """Book a squash court. start is 24-hour HH:MM; hours is how many hours."""
    return "booked"


@tool
def choose_seat(cabin: Literal["economy", "premium", "business"], position: Literal["window", "aisle", "middle"]) -> str:
    """Choose a seat on the flight: the cabin and where in the row."""
    return "chosen"


@tool
def record_weight(kg: float, note: str | None = None) -> str:
    """Record today's body weight in kilograms, with an optional note."""
    return "recorded"


@tool
def order_eggs(boxes: int, eggs_per_box: Literal[6, 12]) -> str:
    """Order eggs: a number of boxes, each of 6 or 12 eggs."""
    return "ordered"


@tool
def set_wake_alarm(time: str) -> str:
    """Set a wake-up alarm. time is 24-hour HH:MM."""
    return "set"


@tool
def book_restaurant(restaurant: str, people: int, time: str) -> str:
    """Book a restaurant table for a number of people at a 24-hour HH:MM time tonight."""
    return "booked"


@tool
def pay_utility_bill(kind: Literal["water", "electricity", "gas"], amount_cny: float) -> str:
    """Pay a household utility bill (water, electricity or gas) in yuan."""
    return "paid"


@tool
def track_parcel(tracking_number: str) -> str:
    """Get the current status of a parcel by its tracking number."""
    return "in transit"


@tool
def reschedule_delivery(tracking_number: str, new_day: date) -> str:
    """Move a parcel's delivery to another day."""
    return "moved"


@tool
def add_tip(bill: float, percent: float) -> str:
    """Work out a tip on a restaurant bill as a percentage."""
    return ""


@tool
def mute_app(app: str, minutes: int | None = None) -> str:
    """Mute an app's notifications, for a number of minutes if given, otherwise until unmuted."""
    return "muted"


@tool
def log_bike_ride(miles: float) -> str:
    """Log a bike ride's distance in miles."""
    return "logged"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You are a parcel delivery assistant. Use the tools.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        firsts = [m for m in out["messages"] if isinstance(m, AIMessage)]
        return firsts[0] if firsts else AIMessage("")

    return run


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0") or str(v).strip() == value


def _unset(key: str):
    """The optional argument ``key`` is left out, or null."""
    def ok(out) -> bool:
        calls = out.tool_calls
        return len(calls) == 1 and calls[0]["args"].get(key) in (None, "", "null", "None")

    return ok


TOOLS = [
    Case("tool-oven-celsius", _calls([preheat_oven], "preheat the oven to 180 degrees C"),
         _call("preheat_oven", fahrenheit=_num_near(356, 1))),
    Case("tool-rupees-words", _calls([send_payment], "send Anil two and a half thousand rupees"),
         _call("send_payment", recipient=lambda v: str(v).strip().lower() == "anil", amount=_num_near(2500),
               currency=_eq("INR"))),
    Case("tool-saturday-week", _calls([book_squash_court], "It's Wednesday 9 July 2036. Book me a squash court for "
                                                           "Saturday week at half past nine in the morning, two hours"),
         _call("book_squash_court", day=_eq("2036-07-19"), start=_hhmm("09:30"), hours=_eq(2))),
    Case("tool-seat-look-out", _calls([choose_seat], "business class please, and I want to be able to look out"),
         _call("choose_seat", cabin=_eq("business"), position=_eq("window"))),
    Case("tool-weight-stone", _calls([record_weight], "weighed myself this morning: 12 stone 2"),
         _both(_call("record_weight", kg=_num_near(77.11, 0.2)), _unset("note"))),
    Case("tool-eggs-dozens", _calls([order_eggs], "I need two dozen eggs, in boxes of half a dozen"),
         _call("order_eggs", boxes=_eq(4), eggs_per_box=_eq(6))),
    Case("tool-alarm-before", _calls([set_wake_alarm], "my flight boards at 06:10, wake me an hour and a quarter "
                                                       "before that"),
         _call("set_wake_alarm", time=_hhmm("04:55"))),
    Case("tool-no-fit-sourdough", _calls([preheat_oven, order_eggs, set_wake_alarm], "why does my sourdough keep "
                                                                                     "coming out so dense?"),
         _no_call),
    Case("tool-party-missing", _calls([book_restaurant], "book me a table at Nonna's tonight at 8"), _no_call),
    Case("tool-zh-electricity", _calls([pay_utility_bill], "帮我把电费交了,两百八十块"),
         _call("pay_utility_bill", kind=_eq("electricity"), amount_cny=_num_near(280))),
    Case("agent-reschedule-friday", _agent_run([track_parcel, reschedule_delivery],
                                               "It's Tuesday 3 June 2036. Parcel RX-55-0193 is due tomorrow but I "
                                               "won't be in - can it come on Friday instead?"),
         _both(_call("reschedule_delivery", tracking_number=_eq("RX-55-0193"), new_day=_eq("2036-06-06")),
               lambda out: _call_args(out, "track_parcel") is None)),
    Case("tool-tip-words", _calls([add_tip], "add a twelve and a half percent tip to a \u00a364 bill"),
         _call("add_tip", bill=_num_near(64), percent=_num_near(12.5))),
    Case("tool-mute-no-minutes", _calls([mute_app], "mute WhatsApp"),
         _both(_call("mute_app", app=lambda v: str(v).strip().lower() == "whatsapp"), _unset("minutes"))),
    Case("tool-km-to-miles", _calls([log_bike_ride], "log my ride - 32 km today"),
         _call("log_bike_ride", miles=_num_near(19.88, 0.05))),
]


# --- structured output ----------------------------------------------------------------------------

class ReceiptLine(BaseModel):
    item: str
    price: float


class Receipt(BaseModel):
    shop: str
    lines: list[ReceiptLine]
    total: float
    paid_by: Literal["cash", "card"]


class PickUp(BaseModel):
    child: str = Field(description="who is to be collected")
    time: str = Field(description="24-hour HH:MM")
    place: str


class GymForm(BaseModel):
    full_name: str
    has_injury: bool
    injury: str | None = Field(default=None, description="the injury, if any")
    emergency_contact_phone: str


class Priority(Enum):
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"


class RepairRequest(BaseModel):
    problem: str
    priority: Priority = Field(description="urgent: danger to people or property now; normal: needs fixing this "
                                           "week; low: cosmetic")


class Subscription(BaseModel):
    plan: str
    first_charge: date = Field(description="the date the card is first charged")


class Takeaway(BaseModel):
    dishes: list[str] = Field(description="菜品名称")
    spicy: bool = Field(description="是否要辣")
    address: str = Field(description="送餐地址")


class Amount(TypedDict):
    value: Annotated[float, ..., "the amount as a number"]
    currency: Annotated[str, ..., "ISO 4217 code"]


class Recurrence(BaseModel):
    weekday: Literal["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    every_n_weeks: int
    start_time: str = Field(description="24-hour HH:MM")


class Contact(BaseModel):
    name: str
    phone: str
    email: str | None = None


class Allergies(BaseModel):
    has_allergies: bool
    allergens: list[str]


def _field(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


RECEIPT = ("CORNER BAKERY\n12 High St\n--------------------\nSourdough loaf        3.80\nCinnamon bun x2       "
           "5.00\nFlat white            3.20\n--------------------\nTOTAL               12.00\nCONTACTLESS        "
           "12.00\nVISA ****4417\nThank you!")


STRUCTURED = [
    Case("schema-bakery-receipt", _structured(Receipt, RECEIPT),
         _parsed(lambda r: "corner bakery" in r.shop.lower() and len(r.lines) == 3 and abs(r.total - 12.0) < 1e-6
                 and r.paid_by == "card")),
    Case("schema-pickup-text", _structured(PickUp, "running late!! can u get Maisie from swimming instead of me, she "
                                                   "finishes at quarter to 5, leisure centre side door x"),
         _parsed(lambda p: "maisie" in p.child.lower() and p.time.strip() == "16:45" and "leisure" in p.place.lower())),
    Case("schema-gym-form", _structured(GymForm, "NEW MEMBER FORM\nName: Rory Achterberg\nAny injuries or "
                                                 "conditions? (Y/N): Y - left knee (ACL repair 2034)\nEmergency "
                                                 "contact: Ines Achterberg, 07700 900 218"),
         _parsed(lambda g: "rory" in g.full_name.lower() and g.has_injury is True and "knee" in (g.injury or "").lower()
                 and re.sub(r"\D", "", g.emergency_contact_phone) == "07700900218")),
    Case("schema-leak-urgent", _structured(RepairRequest, "water is dripping from the ceiling light in the hall onto "
                                                          "the fuse box"),
         _parsed(lambda r: r.priority == Priority.URGENT)),
    Case("schema-charge-date", _structured(Subscription, "Thanks for signing up to Streamly Plus on 25 September "
                                                         "2036. Your card will be charged 14 days after you sign up."),
         _parsed(lambda s: "plus" in s.plan.lower() and s.first_charge == date(2036, 10, 9))),
    Case("schema-zh-takeaway", _structured(Takeaway, "两份宫保鸡丁,一份米饭,不要辣,送到科技园B座1203", "提取外卖订单信息。"),
         _parsed(lambda t: len(t.dishes) == 2 and any("宫保鸡丁" in d for d in t.dishes)
                 and any("米饭" in d for d in t.dishes) and t.spicy is False and "1203" in t.address)),
    Case("schema-rand-spaces", _structured(Amount, "Amount payable: R 2 450,75 (incl. VAT)"),
         _parsed(lambda a: abs(float(_field(a, "value")) - 2450.75) < 1e-6
                 and str(_field(a, "currency")).upper() == "ZAR")),
    Case("schema-every-other-thursday", _structured(Recurrence, "Book club meets every other Thursday at half past "
                                                                "seven in the evening."),
         _parsed(lambda r: r.weekday == "Thursday" and r.every_n_weeks == 2 and r.start_time.strip() == "19:30")),
    Case("schema-no-email", _structured(Contact, "Cheers,\nSam Idowu | Site manager | 07700 900461"),
         _parsed(lambda c: "sam idowu" in c.name.lower() and re.sub(r"\D", "", c.phone) == "07700900461"
                 and c.email is None)),
    Case("schema-no-allergies", _structured(Allergies, "Patient notes: no known allergies. Takes vitamin D."),
         _parsed(lambda a: a.has_allergies is False and a.allergens == [])),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class ChunkVerdict(BaseModel):
    """Decide whether to keep a retrieved chunk."""

    keep: bool = Field(description="true if the chunk helps answer the question")


class Route(BaseModel):
    """Pick where the question should go."""

    destination: Literal["docs_search", "web_search", "direct_answer"] = Field(
        description="docs_search: our product manuals; web_search: recent events and news; direct_answer: small "
                    "talk and things you can answer yourself")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-unsupported", _ask("Is every claim in the ANSWER backed by the FACTS? Reply SUPPORTED or "
                                   "UNSUPPORTED.\nFACTS: The library opens at 9am on Saturdays.\nANSWER: The library "
                                   "opens at 9am on Saturdays and parking there is free."), _only("UNSUPPORTED")),
    Case("grade-keep-chunk", _grader(ChunkVerdict, "You filter retrieved chunks for a ferry company's help bot.",
                                     "Question: when is the first ferry to Brodick on Sundays?\nChunk: Sunday "
                                     "sailings Ardrossan to Brodick: 09:45, 12:00, 15:15, 18:20."),
         _parsed(lambda v: v.keep is True)),
    Case("label-weather-route", _ask("Decide which helper should handle the message: calendar, weather, or none. "
                                     "Answer with that one word.\nMessage: will I need a brolly in Leeds tomorrow?"),
         _only("weather")),
    Case("label-mood-angry", _ask("Rate the passenger's mood as ANGRY, NEUTRAL or PLEASED. One word only.\n"
                                  "Passenger: Third time this month the 7:10 hasn't turned up. Unbelievable."),
         _only("ANGRY")),
    Case("label-zh-positive", _ask("请判断这条评论的情感,只输出:正面、负面或中性。\n评论:菜量很足,味道也不错,下次还来。"),
         _only("正面")),
    Case("grade-answer-zero", _ask("Does the ANSWER actually resolve the QUESTION? Output 1 for yes, 0 for no, and "
                                   "nothing else.\nQUESTION: what time does the pharmacy close on Sunday?\nANSWER: "
                                   "The pharmacy is on Station Road, next to the bakery."), _only("0")),
    Case("route-web-search", _grader(Route, "Route the user's question.", "who won last night's cup final?"),
         _parsed(lambda r: r.destination == "web_search")),
    Case("label-spam", _ask("Is this SMS spam? Answer SPAM or HAM.\nSMS: Congratulations! You've won a \u00a31,000 "
                            "gift card. Click bit.ly/x9q to claim within 24h"), _only("SPAM")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-penicillin", _thread("Just so you know, I'm allergic to penicillin.", "Thanks for telling me.",
                                      "Can you recommend a good film?", "How about 'Paddington 2'?",
                                      "what was I allergic to again?"),
         _both(_any("penicillin"), _none_of("don't know", "do not know"))),
    Case("thread-age-gap-them", _thread("My brother Kwame is 31 and my sister Efua is 27.", "Nice!",
                                        "what's the age gap between them?"),
         _both(_word("4", "four"), _none_of("58", "don't know"))),
    Case("chat-good-morning", _ask("good morning! how are you today?"),
         _both(_any("morning", "hello", "hi", "i'm", "i am", "doing", "well", "good"),
               _none_of("don't know", "do not know", "no information"))),
    Case("chat-last-week", _ask("do you remember what we talked about last week?"),
         _both(_denies("don't remember", "can't remember", "cannot remember", "no memory", "don't have memory",
                       "don't keep", "only see this conversation", "can't recall", "cannot recall", "don't retain",
                       "do not retain", "don't have access to previous", "no record", "don't have any record"),
               _not_opening("yes"))),
    Case("thread-zh-grade-next-year", _thread("我女儿今年读初二。", "好的。", "她明年读几年级?"),
         _both(_any("初三", "初中三年级", "九年级"), _none_of("不知道"))),
    Case("thread-savings-weeks", _thread("I've saved \u00a3340 so far.", "Nice work.",
                                         "I'll put in \u00a345 a week from now on. How many weeks until I reach "
                                         "\u00a3700?"),
         _both(_word("8", "eight"), _none_of("15.5", "don't know"))),
    Case("thread-appointment-fixed", _thread("my physio appointment is at 3:15 on Thursday", "Okay.",
                                             "actually it's 3:45, I misread the letter", "Noted.",
                                             "what time is my appointment?"), _corrected("3:45", "3:15")),
    Case("chat-goodbye", _ask("thanks, that's all for today!"),
         _both(_any("welcome", "pleasure", "glad", "bye", "anytime", "any time", "no problem", "take care"),
               _none_of("don't know", "do not know"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
