"""A forty-first invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held41``, from main at 334c89bb) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a garden
bird count (a markdown table with a notes column whose footnote letter covers two rows, a "the
higher of the two days" rule and a later correction of one cell) answered inside a subgraph with
its own state, called from a parent graph's node; a beach hut hire agreement (numbered clauses,
then amendments naming the clauses they change) behind ``create_agent`` with a keyword search tool
over the clauses (the agent must call the tool; a reply with no search counts as wrong); a bike
hire booking as a ``key: value`` block (rates per bike per day, a late fee per hour or part hour,
an ``amended:`` line adding a bike) through ``(prompt | llm).batch`` (a warm-up question and the
asked one); a scout group's email thread as bullets (a treasurer's later message correcting the
leader's due date, a sibling discount) through ``RunnablePassthrough.assign`` | prompt | llm |
``StrOutputParser``; a snooker league table as CSV with ``#`` note lines (a points deduction)
behind a tool returning a ``Command`` that the model must itself call (a ``ToolNode`` loop with
``tools_condition``); a photo print order (lines, a promo code on one item, an update about a
reprint) through ``prompt | llm | JsonOutputParser`` asking for ``{"answer": ...}``; a German
service-charge statement (Nebenkostenabrechnung: shares by floor area, advance payments, a
"Korrektur" lowering one cost and the balance) in a checkpointed ``MessagesState`` graph read with
``stream(stream_mode="values")``; a Chinese driving school's notice to learners (学员须知: fees by
licence class, retake fees, practice hours, a 补充通知 extending Saturday hours) behind a
``RunnableBranch`` choosing a Chinese or an English prompt; a marina's visitor berth charges (bands
by length and season, per-metre rates, a multihull surcharge, a later price change for shore
power) in a ``StateGraph`` whose conditional edge sends a draft back once when the model's own
YES / NO check says it did not answer.

Questions in everyday words: a value, a worked figure (a frame difference, points behind the
leader, a hire bill for four bikes over three days, a late fee rounded up to the hour, a sum for
two children with a sibling discount, a balance after first payment, a share of a house by floor
area, a yearly rise of a monthly payment, a per-metre winter rate, a multihull night, nights of a
camp, retake fees, total practice hours, prints counted, a price before a discount), a value
changed by a later line (an amended fee, a corrected count, a deduction, a corrected due date, a
corrected balance, a later closing time, a raised price), rankings (the biggest count, the top
team, the most losses, the biggest cost), conditions (a time allowed from a date, a barbecue
place, a phone, petrol at a diesel berth), yes/no, counts, answers absent, and a follow-up.

A learner's tools: a meter top-up of "twenty-five quid", a table for "the two of us plus my
parents" on Sunday at "half past seven in the evening" with today stated, the heating at "68
Fahrenheit, we're home all week", a run of "5 miles in an hour and ten", an order cancelled "but
don't refund it", a fan "right down, but not off" (an enum), theatre tickets for "me, my husband
and our twin girls", no tool fits, a value missing, a Chinese table booking (明天中午十二点半, 一共五个人)
with today stated. Structured output of my own schemas ("eleven pounds" into kilograms, an RSVP
"there, but not bringing anyone", nights and people of a stay in a ``TypedDict``, a refund "seventy-
five euros twenty", a ``Literal`` priority from "it can wait until next week", a Chinese visit 下周三
with two colleagues and today stated). Graders and labels in my own wordings (USEFUL / NOT_USEFUL,
a structured ``supported`` bool, PRAISE / COMPLAINT / QUESTION, DE / CS / PT, 能 / 不能).
Conversations ("she" after a sister and a brother, a corrected flight time, apples counted over two
turns, kilometres a week in Chinese, a thank-you).

Oracles as in the fortieth set, and strict: the asked result is required; a reply that quotes most
of its document, holds another row's value, or gives an operand instead of the worked value is
wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each document that no
right answer needs); ``_absent`` (the
material does not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value
is missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "before first run") the harness alone was tried on
an echoing fake chat model of my own (not the simulator; it calls the first bound tool once when
tools are bound): every program shape ran without a crash and handed the model the document and
the question, and no grounded oracle passed a reply that echoes its prompt. Every grounded and
conversation oracle was tried on a right reply written by hand for each case (all passed after one
phrase, "don't say", was added to ``_NOT_GIVEN``). The simulator was not run on the set before
that commit.

FIRST SIGHT on main at 334c89bb (the branch point of ``held41``; the set and its oracles committed
first in c1ded730, then one run with ``-v``), 86 cases: right 22, stated limit 46, silently wrong 18,
false alarms 9. ONE ORACLE MENDED after that run (the harness did not crash): the beach hut cases
rejected any reply holding either of two "dump" markers (clause 7's "Dogs are allowed", clause 8's
"Sea Mist"); hut-bbq's reply was clause 5 ("Barbecues may be used on the promenade only, never
inside the hut or on its decking.") followed by clause 7, which the search tool had handed back
beside it: a right answer with a neighbouring clause, no whole-document quote. The hut's dump check
is now ``_not_all`` (a dump holds both markers); no other case's class changed. Counts after the
mend, pinned in ``test_pins.py``: right 23, stated limit 46, silently wrong 17, false alarms 9.

The silently wrong (17): birds-biggest (the counting rule quoted, no species), birds-sunday-species
("2. 2 rows of the document hold 'bird'": the word "bird" counted in the notes, not the species
with a Sunday count), hut-fee and hut-months ("I don't know: I could not find the answer to that in
the search results." with clause 2 and amendment A1 / clause 1 in them), hut-august-late ("The
search_agreement tool could not help: No matching clauses.": the last of two searches reported, the
first one's amendment A2 dropped), hut-guests (clause 6's "six", amendment A3's "eight" in the same
search result not read), bikes-count (the ``amended:`` value "3 x hybrid, 1 x e-bike" quoted, no
count of 4), bikes-child-seat ("Yes: child_seat is not booked."), scouts-due (the email header and
"Payment two weeks ahead.", no date), prints-no-code (the order's header and the promo line in the
JSON ``answer``, no 46.94), prints-finish ("I don't know." for the 7x5s' "matt"),
prints-reprint-date-absent (the update line cut short, no absence), zh-c2-fee (the fee line holding
both classes' fees), zh-retake (three lines quoted, no 700), tool-run (``minutes=60`` for "an hour
and ten"), tool-tickets (asks for the number of children for "our twin girls"), schema-refund
(``amount=75.0`` for "seventy-five euros twenty"). The false alarms (9): birds-goldfinch-more (a
"can't work it out" limit naming "figures (7)"), bikes-phone-absent, zh-address-absent and
de-caretaker-absent (limit sentences with no answer meeting the absence phrases "can't tell" and
"could not find"; de-caretaker's limit reads the German verb "kostet" as a typo of "kosten"), marina-code-absent and marina-laundry-absent (right drafts;
the limit is the learner's YES / NO self-check call, which the simulator does not read),
tool-heating-f (a right call, ``away_mode=False``, beside an argument limit), tool-no-fit (no call,
right, beside a knowledge limit) and schema-rsvp (``plus_one=False`` parsed, right, beside a reading
limit). Six of the seven marina cases' limits come from that self-check call, whatever the draft. Classes, code
paths and proposed mechanisms: ``FORTYFIRST_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortyfirst_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, tool
from langgraph.types import Command
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _call,
    _calls,
    _denies,
    _either,
    _no_call,
    _none_of,
    _not_opening,
    _num_near,
    _only,
    _parsed,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- oracle helpers of this set -------------------------------------------------------------------


def _re(pattern: str):
    """The reply matches ``pattern`` (case ignored)."""
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _not_all(*markers: str):
    """Not every one of ``markers`` is in the reply (a whole-document quote holds them all; a
    reply quoting one neighbouring clause that a search handed back beside the right one is no dump)."""
    return lambda out: bool(_text(out).strip()) and not all(m.lower() in _text(out).lower() for m in markers)


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|deduct|before|later|extend|"
                     r"\bfrom\b|\bto\b|void|remov|"
                     r"改|原|更正|补充|延长|korrektur|statt|nicht|vorher|verringert|ursprünglich", re.I)


def _new_not_old(new_pattern: str, old_pattern: str):
    """``new_pattern`` is given; ``old_pattern`` (the value a later line changed) only in a
    sentence that says it changed."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?。;;!?\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not _CHANGE.search(sentence):
                return False
        return True

    return ok


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "not stated", "doesn't state", "does not state", "no information",
              "not in the", "nothing about", "not specified", "doesn't specify", "does not specify", "not given",
              "doesn't give", "does not give", "not shown", "doesn't show", "does not show", "not included",
              "doesn't include", "does not include", "can't tell", "cannot tell", "can't find", "cannot find",
              "could not find", "couldn't find", "no details", "not covered", "doesn't cover", "does not cover",
              "doesn't name", "does not name", "isn't named", "not named", "not recorded", "isn't recorded",
              "don't say", "don't mention")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "不清楚", "无法确定", "没有给出", "未给出")

_DE_NOT_GIVEN = ("nicht angegeben", "nicht aufgeführt", "nicht enthalten", "keine angabe", "keine information",
                 "weiß ich nicht", "nicht erwähnt", "nicht genannt", "nicht ersichtlich", "kein posten",
                 "keine kosten für", "nicht vorhanden")

# --- program shapes -------------------------------------------------------------------------------


class CountState(TypedDict):
    question: str
    answer: str


class SheetState(TypedDict):
    question: str
    sheet: str
    instructions: str
    answer: str


def _subgraph(sheet: str, question: str):
    """A parent graph whose ``survey_desk`` node invokes a compiled subgraph with its own state
    (``SheetState``: ``load`` puts the sheet and the instructions in, ``answer`` asks the model);
    the parent keeps only question and answer."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def load(s: SheetState):
            return {"sheet": sheet, "instructions": "You help volunteers with the bird count. Answer from the sheet."}

        def answer(s: SheetState):
            msg = llm.invoke([SystemMessage(f"{s['instructions']}\n\n{s['sheet']}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        sub = StateGraph(SheetState)
        sub.add_node("load", load)
        sub.add_node("answer", answer)
        sub.add_edge(START, "load")
        sub.add_edge("load", "answer")
        sub.add_edge("answer", END)
        inner = sub.compile()

        def survey_desk(s: CountState):
            out = inner.invoke({"question": s["question"], "sheet": "", "instructions": "", "answer": ""})
            return {"answer": out["answer"]}

        g = StateGraph(CountState)
        g.add_node("survey_desk", survey_desk)
        g.add_edge(START, "survey_desk")
        g.add_edge("survey_desk", END)
        return AIMessage(g.compile().invoke({"question": question, "answer": ""})["answer"])

    return run


def _clauses(document: str) -> list[str]:
    """The agreement's clauses and amendments, one block each (a line opening with "1." or "A1.")."""
    blocks: list[str] = []
    for line in document.splitlines():
        if re.match(r"^(A?\d+)\.\s", line) or not blocks:
            blocks.append(line)
        elif line.strip():
            blocks[-1] += "\n" + line
    return blocks


def _searching_agent(document: str, question: str):
    """``create_agent`` with a learner's keyword search tool over the agreement's clauses (the
    three blocks sharing most words with the query, in document order). The agent must search:
    with no tool result in the run, the outcome is an empty reply (wrong)."""
    blocks = _clauses(document)

    @tool
    def search_agreement(query: str) -> str:
        """Search the beach hut hire agreement (clauses and amendments) for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9£]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in b.lower() for w in words), i) for i, b in enumerate(blocks)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:3] if score > 0)
        return "\n\n".join(blocks[i] for i in best) or "No matching clauses."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_agreement], system_prompt="You answer the hut hirer's questions. "
                             "Always search the agreement first and answer only from what the search returns.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        return out["messages"][-1]

    return run


def _batched(booking: str, question: str):
    """``(prompt | llm).batch``: a warm-up question and the asked one; the second reply."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the bike hire shop's assistant. The customer's booking record:\n\n{booking}"),
            ("human", "{q}"),
        ])
        outs = (prompt | llm).batch([{"booking": booking, "q": "What's my booking reference?"},
                                     {"booking": booking, "q": question}])
        return outs[1]

    return run


def _assigned(thread: str, question: str):
    """``RunnablePassthrough.assign(emails=...)`` | prompt | llm | ``StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnablePassthrough

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help parents of the scout group. Use the email thread; later messages win.\n\n{emails}"),
            ("human", "{question}"),
        ])
        chain = RunnablePassthrough.assign(emails=lambda _: thread) | prompt | llm | StrOutputParser()
        return AIMessage(chain.invoke({"question": question}))

    return run


def _command_loop(csv_text: str, question: str):
    """A ``ToolNode`` loop: the model (bound to ``open_table``) decides to call it; the tool returns
    a ``Command`` that stores the table in the state and adds the ``ToolMessage``;
    ``tools_condition`` ends the loop when the model answers. The last message is the reply."""
    def run(llm):
        from langgraph.graph import START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode, tools_condition

        class LeagueState(MessagesState):
            table: str

        @tool
        def open_table(division: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
            """Open the current snooker league table (CSV) for a division."""
            return Command(update={"table": csv_text,
                                   "messages": [ToolMessage(csv_text, tool_call_id=tool_call_id)]})

        bound = llm.bind_tools([open_table])

        def model(s: LeagueState):
            return {"messages": [bound.invoke(s["messages"])]}

        g = StateGraph(LeagueState)
        g.add_node("model", model)
        g.add_node("tools", ToolNode([open_table]))
        g.add_edge(START, "model")
        g.add_conditional_edges("model", tools_condition)
        g.add_edge("tools", "model")
        msgs = [SystemMessage("You answer questions about the Division 1 snooker league. Open the table first."),
                HumanMessage(question)]
        out = g.compile().invoke({"messages": msgs, "table": ""}, {"recursion_limit": 8})
        return out["messages"][-1]

    return run


def _json_answer(order: str, question: str):
    """``prompt | llm | JsonOutputParser()`` with a prompt asking for ``{"answer": "..."}``: the
    ``answer`` (the whole object's JSON when it has no such key)."""
    def run(llm):
        from langchain_core.output_parsers import JsonOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer customers about their photo order. Reply with a JSON object only, of the form "
                       '{{"answer": "<your answer>"}}.\n\nThe order:\n{order}'),
            ("human", "{question}"),
        ])
        obj = (prompt | llm | JsonOutputParser()).invoke({"order": order, "question": question})
        if isinstance(obj, dict) and "answer" in obj:
            return AIMessage(str(obj["answer"]))
        return AIMessage(json.dumps(obj, ensure_ascii=False))

    return run


def _streamed_thread(statement: str, *turns: str):
    """A checkpointed ``MessagesState`` graph; the statement in the first call's system message;
    each turn streamed with ``stream_mode="values"`` on the same thread; the last value's last
    message is the reply."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def chat(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("chat", chat)
        g.add_edge(START, "chat")
        g.add_edge("chat", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "mieterin-koehler"}}
        last = None
        for i, turn in enumerate(turns):
            msgs = [HumanMessage(turn)]
            if i == 0:
                msgs = [SystemMessage("Du hilfst einer Mieterin, ihre Nebenkostenabrechnung zu verstehen.\n\n"
                                      f"{statement}"), *msgs]
            for value in app.stream({"messages": msgs}, config, stream_mode="values"):
                last = value
        return last["messages"][-1]

    return run


def _branched(notice: str, question: str):
    """``RunnableBranch``: a question holding Chinese characters goes to a Chinese prompt, any
    other to an English one; both carry the notice."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableBranch

        zh = ChatPromptTemplate.from_messages([("system", "你是驾校的客服,根据学员须知回答。\n\n{notice}"),
                                               ("human", "{q}")]) | llm
        en = ChatPromptTemplate.from_messages([("system", "You answer learners' questions from the driving "
                                                          "school's notice.\n\n{notice}"), ("human", "{q}")]) | llm
        branch = RunnableBranch((lambda x: bool(re.search(r"[\u4e00-\u9fff]", x["q"])), zh), en)
        return branch.invoke({"notice": notice, "q": question})

    return run


class BerthState(TypedDict):
    question: str
    draft: str
    tries: int


def _self_checked(charges: str, question: str):
    """A ``StateGraph``: ``draft`` answers from the charges; ``check`` asks the model "Does the
    draft answer the question? YES or NO"; a conditional edge sends a NO back to ``draft`` once
    (with a nudge), else ends. The last draft is the reply."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def draft(s: BerthState):
            nudge = "" if s["tries"] == 0 else "\nYour last answer did not answer the question. Answer it directly."
            msg = llm.invoke([SystemMessage(f"You are the marina office's assistant.{nudge}\n\n{charges}"),
                              HumanMessage(s["question"])])
            return {"draft": _text(msg), "tries": s["tries"] + 1}

        def check(s: BerthState):
            return {}

        def verdict(s: BerthState) -> str:
            if s["tries"] >= 2:
                return "done"
            said = _text(llm.invoke(f"Question: {s['question']}\nDraft answer: {s['draft']}\n"
                                    "Does the draft answer the question? Reply YES or NO only."))
            return "again" if said.strip().upper().startswith("NO") else "done"

        g = StateGraph(BerthState)
        g.add_node("draft", draft)
        g.add_node("check", check)
        g.add_edge(START, "draft")
        g.add_edge("draft", "check")
        g.add_conditional_edges("check", verdict, {"again": "draft", "done": END})
        return AIMessage(g.compile().invoke({"question": question, "draft": "", "tries": 0})["draft"])

    return run


# --- documents ------------------------------------------------------------------------------------

BIRDS = """## Hollins Lane Nature Group - Winter Garden Bird Count, 17-18 January 2038

Counter: Priya Natarajan, garden at 4 Hollins Lane. One hour each day. The count for a species is the
most birds seen AT ONCE during the hour, not the total over the hour.

| Species        | Sat 17 Jan | Sun 18 Jan | Notes                                  |
|----------------|-----------:|-----------:|----------------------------------------|
| House sparrow  | 9          | 12         | feeder flock (a)                       |
| Blue tit       | 4          | 3          | (a)                                    |
| Great tit      | 2          | 2          |                                        |
| Blackbird      | 3          | 5          | one leucistic male, both days          |
| Robin          | 1          | 1          | probably the same bird                 |
| Goldfinch      | 0          | 7          | on the nyjer feeder from 10:40         |
| Wood pigeon    | 6          | 4          |                                        |
| Sparrowhawk    | 1          | 0          | flew through at 11:05; all birds left  |

(a) counted from the kitchen window; the feeder is partly hidden by the holly, so these may be low.
The garden's result for the survey is the HIGHER of the two days for each species.

Correction (20 Jan, PN): Sunday's blackbird count should read 4, not 5 - one bird was counted twice."""

HUT = """WESTCLIFF BEACH HUTS - HIRE AGREEMENT FOR HUT 37, SEASON 2038
Between Southmere Town Council ("the Council") and Mr A. Okonkwo ("the Hirer").

1. The hire runs from 1 April 2038 to 30 September 2038.
2. The hire fee for the season is GBP 980, payable in full by 15 March 2038.
3. A key deposit of GBP 40 is payable with the fee and is returned when the key is handed back.
4. The hut may be used between 7 am and 10 pm. No overnight sleeping is allowed.
5. Barbecues may be used on the promenade only, never inside the hut or on its decking.
6. The Hirer may share the hut with up to six named guests at any one time.
7. Dogs are allowed on the promenade from October to April only.
8. If the hut's door is damaged, the Hirer must repaint it in the approved colour (Sea Mist blue).
9. Late payment of the fee incurs a charge of GBP 25.

AMENDMENTS (agreed 2 February 2038)
A1. Clause 2: the hire fee is reduced to GBP 910 because the slipway works will close the promenade in April.
A2. Clause 4: from 1 July the hut may be used until 11 pm.
A3. Clause 6: the number of named guests is raised to eight."""

BIKES = """booking_ref: CYC-55102
shop: Lakeland Pedal Hire, Ambleside
customer: Mrs Fiona Gallacher
pickup: Saturday 22 August 2037, 09:30
return_by: Monday 24 August 2037, 17:00
days: 3
bikes: 2 x hybrid (adult M, adult L), 1 x e-bike (adult L)
rate_hybrid: GBP 28 per bike per day
rate_ebike: GBP 45 per bike per day
helmets: one per bike (included)
child_seat: not booked
deposit_held: GBP 150 on the card ending 4471, released on return
late_return: GBP 15 per hour or part hour after return_by
insurance: theft cover included; damage excess GBP 75 per bike
note: the e-bike battery gives about 60 km on eco mode; chargers are not supplied
amended: 20 Aug 2037 - customer added one more hybrid (child S); bikes now 3 x hybrid, 1 x e-bike"""

SCOUTS = """Subject: Re: Summer camp - kit and money (1st Thornbury Scouts)

- From: Dan Whitlock (Group Scout Leader), 2 June 2038, 19:12
  Hi all, camp is Friday 10 July to Sunday 12 July at Hawkhurst Woods. Cost is GBP 85 per scout, due by
  26 June (bank transfer to the group account, reference = scout's surname). Brothers and sisters get
  GBP 10 off each after the first child. Kit: sleeping bag, roll mat, torch, two warm layers, waterproof,
  wellies, mess tin. No phones please - there is no signal on site anyway.
- From: Ruth Amankwah (Treasurer), 3 June 2038, 08:40
  Small correction to Dan's email: the money is due by 19 June, not 26 June, because the site wants full
  payment two weeks ahead.
- From: Dan Whitlock, 3 June 2038, 21:05
  Thanks Ruth. Also: drop-off is 6 pm on the Friday at the scout hut; pick-up is at 2 pm on the Sunday
  from the campsite itself, not the hut.
- From: Mei Chen (parent), 4 June 2038, 07:55
  Is there a separate kit list for the younger ones? Also Leo has a nut allergy - who do I tell?
- From: Ruth Amankwah, 4 June 2038, 09:30
  Same kit for everyone, Mei. Allergies go on the health form, which must reach Dan by 1 July."""

LEAGUE = """team,played,won,lost,frames_for,frames_against,points
Red Lion A,10,8,2,41,19,24
Cue Club Blues,10,7,3,38,22,21
Miners Welfare,10,6,4,33,27,18
Railway Tavern,10,4,6,27,33,12
Red Lion B,10,3,7,24,36,9
Oddfellows,10,2,8,17,43,6
# Valley Snooker League, Division 1, table after week 10 (updated 16 March 2038)
# 3 points for a match win, 0 for a loss; six frames a match, a 3-3 draw is replayed
# adjustment 14 March: Miners Welfare deducted 3 points for fielding an unregistered player"""

PRINTS = """SNAPWELL PRINTS - ORDER CONFIRMATION #SP-884213
Placed 3 November 2037 by Tomasz Wisniewski

6x4 in glossy prints         48   at GBP 0.12 each   GBP  5.76
7x5 in matt prints           12   at GBP 0.35 each   GBP  4.20
A4 poster prints              2   at GBP 4.50 each   GBP  9.00
Photo book, 20 pages, hardback  1                    GBP 24.99
Subtotal                                             GBP 43.95
Promo code AUTUMN15: 15% off photo books only        -GBP 3.75
Delivery (standard, 3-5 working days)                GBP  2.99
Order total                                          GBP 43.19

Status: printed 4 November; dispatched 5 November by Royal Mail, tracking RM 4402 1178 9GB.
Update 6 November: one A4 poster was damaged in printing and is being reprinted. It will follow in a
separate parcel at no extra charge."""

DE_STATEMENT = """Hausverwaltung Brandt & Söhne GmbH
Nebenkostenabrechnung 2037 für Wohnung 3 links, Lindenstraße 22, 04109 Leipzig
Mieterin: Frau Jana Köhler     Abrechnungszeitraum: 01.01.2037 - 31.12.2037
Wohnfläche der Wohnung: 72 m²     Wohnfläche des Hauses: 720 m²

Kostenart            Gesamtkosten Haus   Verteilerschlüssel   Ihr Anteil
Grundsteuer          2.160,00 €          m²                   216,00 €
Müllabfuhr           1.440,00 €          m²                   144,00 €
Hausreinigung        1.800,00 €          m²                   180,00 €
Heizung/Warmwasser   9.600,00 €          Verbrauch          1.032,00 €
Gebäudeversicherung  1.080,00 €          m²                   108,00 €
Summe Ihrer Kosten                                          1.680,00 €
Ihre Vorauszahlungen (12 x 130,00 €)                        1.560,00 €
Nachzahlung                                                   120,00 €

Die Nachzahlung ist bis zum 15.04.2038 auf unser Konto zu überweisen.
Ab 01.05.2038 beträgt Ihre monatliche Vorauszahlung 145,00 €.
Einwände gegen die Abrechnung sind innerhalb von 12 Monaten nach Zugang schriftlich zu erheben.

Korrektur vom 20.03.2038: Die Hausreinigung wurde zu hoch angesetzt. Richtig sind Gesamtkosten von
1.500,00 €, Ihr Anteil 150,00 €. Die Nachzahlung verringert sich damit auf 90,00 €."""

ZH_SCHOOL = """顺达驾校 学员须知(2038年春季班)

一、报名费用:C1手动挡 4,200元,C2自动挡 4,800元,均含理论课和科目一至科目四的首次考试费。
二、补考费:科目二每次 300元,科目三每次 350元。
三、练车时间:周一至周五 8:00-17:00,周六 8:00-12:00,周日休息。
四、每位学员科目二练车不少于 16 学时,科目三不少于 24 学时。
五、分期付款:首付 2,000元,余款在科目二考试前一次付清。
六、学员须提前一天通过小程序预约练车,当天取消的不退学时。

补充通知(3月5日):自3月10日起,周六练车时间延长至下午5:00。"""

MARINA = """PORTHAVEN MARINA - VISITOR BERTH CHARGES 2038 (per night, VAT included)

Boat length (LOA)     April-September     October-March
up to 8 m             GBP 32              GBP 22
over 8 m to 10 m      GBP 40              GBP 27
over 10 m to 12 m     GBP 49              GBP 33
over 12 m             GBP 4.50 per metre  GBP 3.00 per metre

- Shore power: GBP 5 per night (16 A hook-up).
- Weekly stay: 7 nights for the price of 6.
- Multihulls pay 50% on top of the rate for their length.
- Showers and toilets: free; the door code changes weekly - ask at the office.
- Arriving after 20:00: call on VHF channel 80 before entering; the office is closed 20:00-08:00.
- Fuel berth: diesel only, open 08:00-18:00.

Price change from 1 June 2038: shore power goes up to GBP 6 per night."""


_BIRD_DUMP = ("| Blue tit", "| Great tit")
_HUT_DUMP = ("Sea Mist", "Dogs are allowed")  # a dump holds both (``_not_all``): see the mend in the docstring
_BIKE_DUMP = ("Ambleside", "rate_hybrid:")
_SCOUT_DUMP = ("mess tin", "19:12")
_LEAGUE_DUMP = ("frames_for", "Red Lion B,10")
_PRINT_DUMP = ("RM 4402", "SP-884213")
_DE_DUMP = ("04109", "Verteilerschlüssel")
_ZH_DUMP = ("小程序", "科目二练车不少于")
_MARINA_DUMP = ("VHF", "16 A hook-up")

GROUNDED = [
    # a garden bird count through a subgraph with its own state
    Case("birds-sparrows", _subgraph(BIRDS, "What's my garden's result for house sparrows?"),
         _both(_word("12", "twelve"), _none_of(*_BIRD_DUMP, "21"))),
    Case("birds-blackbird", _subgraph(BIRDS, "So how many blackbirds go down as the garden's result?"),
         _both(_new_not_old(r"\b4\b|\bfour\b", r"\b5\b|\bfive\b"), _none_of(*_BIRD_DUMP))),
    Case("birds-goldfinch-more", _subgraph(BIRDS, "How many more goldfinches were there on the Sunday than on the "
                                                  "Saturday?"),
         _both(_word("7", "seven"), _none_of(*_BIRD_DUMP))),
    Case("birds-biggest", _subgraph(BIRDS, "Which bird did I see most of at once over the weekend?"),
         _both(_any("house sparrow", "sparrows"), _none_of(*_BIRD_DUMP, "wood pigeon"))),
    Case("birds-sunday-species", _subgraph(BIRDS, "How many different kinds of bird turned up on the Sunday?"),
         _both(_word("7", "seven"), _none_of(*_BIRD_DUMP, "8 kinds", "eight kinds", "8 species", "eight species"))),
    Case("birds-hawk-time", _subgraph(BIRDS, "When did the sparrowhawk come through?"),
         _both(_re(r"11[:.]05"), _none_of(*_BIRD_DUMP))),
    Case("birds-starling-absent", _subgraph(BIRDS, "How many starlings did I count?"),
         _both(_either(_absent(*_NOT_GIVEN, "no starling", "not on the", "none", "zero"), _word("0")),
               _none_of(*_BIRD_DUMP))),
    # a beach hut agreement behind create_agent with a search tool
    Case("hut-fee", _searching_agent(HUT, "What's the hire fee for the season now?"),
         _both(_new_not_old(r"\b910\b", r"\b980\b"), _not_all(*_HUT_DUMP))),
    Case("hut-pay-total", _searching_agent(HUT, "How much do I have to pay by 15 March altogether, the fee plus the "
                                                "key deposit?"),
         _both(_re(r"\b950\b"), _not_all(*_HUT_DUMP), _none_of("1,020", "1020"))),
    Case("hut-august-late", _searching_agent(HUT, "Can we stay at the hut until half past ten at night in August?"),
         _both(_not_opening("no"), _any("yes", "11 pm", "11pm", "until 11"), _not_all(*_HUT_DUMP))),
    Case("hut-guests", _searching_agent(HUT, "How many guests can I have at the hut at one time?"),
         _both(_new_not_old(r"\beight\b|\b8\b", r"\bsix\b|\b6\b"), _not_all(*_HUT_DUMP))),
    Case("hut-bbq", _searching_agent(HUT, "Are we allowed a barbecue on the decking?"),
         _both(_denies("promenade only", "not on", "never", "not allowed", "isn't allowed"), _not_all(*_HUT_DUMP))),
    Case("hut-power-absent", _searching_agent(HUT, "Does the hut have electricity?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _not_all(*_HUT_DUMP))),
    Case("hut-months", _searching_agent(HUT, "How many months does the hire last?"),
         _both(_word("6", "six"), _not_all(*_HUT_DUMP))),
    # a bike hire booking (key: value) through batch
    Case("bikes-cost", _batched(BIKES, "What will the hire cost for all the bikes for the whole booking?"),
         _both(_re(r"\b387\b"), _none_of(*_BIKE_DUMP, "303"))),
    Case("bikes-count", _batched(BIKES, "How many bikes are we getting?"),
         _both(_new_not_old(r"\b4\b|\bfour\b", r"\b3 bikes\b|\bthree bikes\b"), _none_of(*_BIKE_DUMP))),
    Case("bikes-late", _batched(BIKES, "If we bring them back at half past six on the Monday evening, what's the "
                                       "late fee?"),
         _both(_re(r"(gbp ?|£)30\b|\b30 ?(gbp|pounds)"), _none_of(*_BIKE_DUMP, "22.50"))),
    Case("bikes-child-seat", _batched(BIKES, "Have we got a child seat on the booking?"),
         _both(_denies("not booked", "no child seat", "isn't booked"), _none_of(*_BIKE_DUMP))),
    Case("bikes-range", _batched(BIKES, "How far will the e-bike go on one charge?"),
         _both(_re(r"\b60 ?km"), _none_of(*_BIKE_DUMP))),
    Case("bikes-phone-absent", _batched(BIKES, "What's the shop's phone number?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_BIKE_DUMP, "4471"))),
    # a scout camp email thread through RunnablePassthrough.assign and StrOutputParser
    Case("scouts-due", _assigned(SCOUTS, "When do I have to pay by?"),
         _both(_new_not_old(r"19(th)? june|june 19", r"26(th)? june|june 26"), _none_of(*_SCOUT_DUMP))),
    Case("scouts-two-kids", _assigned(SCOUTS, "I've got two kids going. How much do I pay altogether?"),
         _both(_re(r"\b160\b"), _none_of(*_SCOUT_DUMP, "170"))),
    Case("scouts-pickup", _assigned(SCOUTS, "Where do we collect them on the Sunday, and when?"),
         _both(_any("campsite", "hawkhurst", "the site"), _re(r"\b2 ?pm|14:00"), _none_of(*_SCOUT_DUMP))),
    Case("scouts-nights", _assigned(SCOUTS, "How many nights are they away?"),
         _both(_word("2", "two"), _none_of(*_SCOUT_DUMP, "three nights", "3 nights"))),
    Case("scouts-phone", _assigned(SCOUTS, "Should my son take his phone?"),
         _both(_denies("no phones", "not to", "shouldn't", "should not", "leave it"), _none_of(*_SCOUT_DUMP))),
    Case("scouts-allergy", _assigned(SCOUTS, "Who do I tell about my daughter's allergy?"),
         _both(_any("health form"), _none_of(*_SCOUT_DUMP))),
    Case("scouts-campfire-absent", _assigned(SCOUTS, "Is there a campfire on the Saturday night?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_SCOUT_DUMP))),
    # a snooker league CSV behind a tool returning a Command
    Case("league-top", _command_loop(LEAGUE, "Who's top of the league?"),
         _both(_any("red lion a"), _none_of(*_LEAGUE_DUMP))),
    Case("league-miners", _command_loop(LEAGUE, "How many points have Miners Welfare got now?"),
         _both(_new_not_old(r"\b15\b", r"\b18\b"), _none_of(*_LEAGUE_DUMP))),
    Case("league-frame-diff", _command_loop(LEAGUE, "What's Cue Club Blues' frame difference?"),
         _both(_re(r"(?<![\d,])\+?16\b(?! march)"), _none_of(*_LEAGUE_DUMP))),
    Case("league-most-losses", _command_loop(LEAGUE, "Which team has lost the most matches?"),
         _both(_any("oddfellows"), _none_of(*_LEAGUE_DUMP))),
    Case("league-gap", _command_loop(LEAGUE, "How many points behind the leaders are Red Lion B?"),
         _both(_word("15", "fifteen"), _none_of(*_LEAGUE_DUMP, "9 points behind"))),
    Case("league-captain-absent", _command_loop(LEAGUE, "Who captains Red Lion A?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_LEAGUE_DUMP))),
    # a photo print order through JsonOutputParser
    Case("prints-count", _json_answer(PRINTS, "How many prints did I order altogether, not counting the book?"),
         _both(_word("62", "sixty-two"), _none_of(*_PRINT_DUMP))),
    Case("prints-saved", _json_answer(PRINTS, "How much did the promo code save me?"),
         _both(_re(r"3\.75"), _none_of(*_PRINT_DUMP))),
    Case("prints-no-code", _json_answer(PRINTS, "What would the order have come to without the promo code?"),
         _both(_re(r"46\.94"), _none_of(*_PRINT_DUMP))),
    Case("prints-one-parcel", _json_answer(PRINTS, "Will everything come in one parcel?"),
         _both(_denies("separate", "two parcels", "follow"), _none_of(*_PRINT_DUMP))),
    Case("prints-finish", _json_answer(PRINTS, "What finish are the 7x5s?"),
         _both(_any("matt"), _none_of(*_PRINT_DUMP, "glossy"))),
    Case("prints-reprint-date-absent", _json_answer(PRINTS, "When will the reprinted poster get here?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PRINT_DUMP))),
    # a German service-charge statement in a checkpointed graph read with stream
    Case("de-balance", _streamed_thread(DE_STATEMENT, "Wie viel muss ich nachzahlen?"),
         _both(_new_not_old(r"\b90(,00)?\b", r"\b120(,00)?\b"), _none_of(*_DE_DUMP))),
    Case("de-share", _streamed_thread(DE_STATEMENT, "What share of the whole house is my flat?"),
         _both(_re(r"\b10 ?%|one tenth|a tenth|1/10|zehn prozent|ein zehntel"), _none_of(*_DE_DUMP))),
    Case("de-may", _streamed_thread(DE_STATEMENT, "Wie hoch ist meine monatliche Vorauszahlung ab Mai?"),
         _both(_re(r"\b145(,00)?\b"), _none_of(*_DE_DUMP))),
    Case("de-year-more", _streamed_thread(DE_STATEMENT, "From May, how much more will I pay in advance over a whole "
                                                        "year than I do now?"),
         _both(_re(r"\b180(,00)?\b"), _none_of(*_DE_DUMP, "Hausreinigung"))),
    Case("de-biggest", _streamed_thread(DE_STATEMENT, "Welcher Posten ist bei mir am teuersten?"),
         _both(_any("heizung"), _none_of(*_DE_DUMP))),
    Case("de-caretaker-absent", _streamed_thread(DE_STATEMENT, "Was kostet mich der Hausmeister?"),
         _both(_absent(*_NOT_GIVEN, *_DE_NOT_GIVEN), _none_of(*_DE_DUMP))),
    Case("de-cleaning-thread", _streamed_thread(DE_STATEMENT, "What did the cleaning cost for the whole house?",
                                                "And my share of it?"),
         _both(_new_not_old(r"\b150(,00)?\b", r"\b180(,00)?\b"), _none_of(*_DE_DUMP))),
    # a Chinese driving school's notice behind a RunnableBranch
    Case("zh-c2-fee", _branched(ZH_SCHOOL, "报C2自动挡要多少钱?"),
         _both(_re(r"4,?800|四千八"), _none_of(*_ZH_DUMP, "4,200元,C2"))),
    Case("zh-c1-rest", _branched(ZH_SCHOOL, "我报C1,交了首付以后还要再付多少?"),
         _both(_re(r"2,?200|两千二|二千二"), _none_of(*_ZH_DUMP))),
    Case("zh-saturday", _branched(ZH_SCHOOL, "现在周六练车到几点?"),
         _both(_new_not_old(r"17:00|下午5|下午五|5:00|五点|5点", r"12:00|十二点|12点|中午"), _none_of(*_ZH_DUMP))),
    Case("zh-hours", _branched(ZH_SCHOOL, "科目二和科目三加起来至少要练多少学时?"),
         _both(_re(r"(?<!\d)40(?!\d)|四十"), _none_of(*_ZH_DUMP))),
    Case("zh-retake", _branched(ZH_SCHOOL, "如果科目三补考两次,要交多少钱?"),
         _both(_re(r"(?<!\d)700(?!\d)|七百"), _none_of(*_ZH_DUMP))),
    Case("zh-sunday", _branched(ZH_SCHOOL, "Can I practise on a Sunday?"),
         _both(_denies("closed", "rest", "not on sunday", "no practice", "休息"), _none_of(*_ZH_DUMP))),
    Case("zh-address-absent", _branched(ZH_SCHOOL, "驾校的地址在哪里?"),
         _both(_absent(*_NOT_GIVEN, *_ZH_NOT_GIVEN), _none_of(*_ZH_DUMP))),
    # a marina's visitor berth charges in a graph with a self-check loop
    Case("marina-july", _self_checked(MARINA, "My boat is 9.4 metres. What's a night in July?"),
         _both(_re(r"(gbp ?|£)40\b|\b40 ?(gbp|pounds)"), _none_of(*_MARINA_DUMP, "GBP 27"))),
    Case("marina-power-3", _self_checked(MARINA, "We're 9.4 m and staying three nights in August with shore power. "
                                                 "What's the total?"),
         _both(_re(r"\b138\b"), _none_of(*_MARINA_DUMP, "135"))),
    Case("marina-14m-nov", _self_checked(MARINA, "What does a 14 metre yacht pay per night in November?"),
         _both(_re(r"(gbp ?|£)42\b|\b42(\.00)? ?(gbp|pounds)"), _none_of(*_MARINA_DUMP, "63"))),
    Case("marina-cat", _self_checked(MARINA, "Our catamaran is 11 metres. How much is a night in May?"),
         _both(_re(r"73\.50?\b"), _none_of(*_MARINA_DUMP))),
    Case("marina-petrol", _self_checked(MARINA, "Can I fill up with petrol here?"),
         _both(_denies("diesel only", "only diesel", "diesel"), _none_of(*_MARINA_DUMP))),
    Case("marina-code-absent", _self_checked(MARINA, "What's the shower door code?"),
         _both(_absent(*_NOT_GIVEN, "ask at the office", "ask the office"), _none_of(*_MARINA_DUMP))),
    Case("marina-laundry-absent", _self_checked(MARINA, "Is there a laundry?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_MARINA_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def top_up_meter(meter_id: str, amount_gbp: float) -> str:
    """Add credit to a prepayment electricity meter."""
    return "topped up"


@tool
def book_table(day: date, time: str, guests: int) -> str:
    """Book a table at the restaurant. time is 24-hour HH:MM."""
    return "booked"


@tool
def set_heating(celsius: float, away_mode: bool) -> str:
    """Set the thermostat's target temperature in Celsius; away_mode lowers it while nobody is home."""
    return "set"


@tool
def log_run(distance_km: float, minutes: int) -> str:
    """Log a run in the training diary."""
    return "logged"


@tool
def cancel_order(order_id: str, refund: bool) -> str:
    """Cancel a customer's order; refund says whether the money goes back to their card."""
    return "cancelled"


@tool
def set_fan(speed: Literal["off", "low", "medium", "high"]) -> str:
    """Set the ceiling fan's speed."""
    return "ok"


@tool
def buy_tickets(show: str, adults: int, children: int) -> str:
    """Buy theatre tickets for a show."""
    return "bought"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


TOOLS = [
    Case("tool-meter", _calls([top_up_meter], "put twenty-five quid on meter 00-4471-B"),
         _call("top_up_meter", meter_id=lambda v: str(v).strip().upper() == "00-4471-B", amount_gbp=_num_near(25))),
    Case("tool-table", _calls([book_table], "Today is Friday 3 September 2038. Table for the two of us plus my parents "
                                            "on Sunday at half past seven in the evening, please."),
         _call("book_table", day=lambda v: str(v) == "2038-09-05", time=_hhmm("19:30"), guests=_num_near(4))),
    Case("tool-heating-f", _calls([set_heating], "set the heating to 68 Fahrenheit, we're home all week"),
         _call("set_heating", celsius=_num_near(20.0, 0.3), away_mode=_false)),
    Case("tool-run", _calls([log_run], "log my run: 5 miles in an hour and ten"),
         _call("log_run", distance_km=_num_near(8.05, 0.05), minutes=_num_near(70))),
    Case("tool-cancel-no-refund", _calls([cancel_order], "cancel order 77-KX-102 but don't refund it - they want "
                                                         "store credit instead"),
         _call("cancel_order", order_id=lambda v: str(v).strip().upper() == "77-KX-102", refund=_false)),
    Case("tool-fan-low", _calls([set_fan], "turn the fan right down, but not off"),
         _call("set_fan", speed=lambda v: str(v).strip().lower() == "low")),
    Case("tool-tickets", _calls([buy_tickets], "two tickets for Matilda? no wait - me, my husband and our twin girls"),
         _call("buy_tickets", show=lambda v: "matilda" in str(v).lower(), adults=_num_near(2), children=_num_near(2))),
    Case("tool-no-fit", _calls([top_up_meter, set_fan, log_run], "how tall is Ben Nevis?"), _no_call),
    Case("tool-meter-missing", _calls([top_up_meter], "top up my meter please"), _no_call),
    Case("tool-zh-table", _calls([book_table], "今天是2038年9月3日,星期五。帮我订明天中午十二点半的桌子,一共五个人。"),
         _call("book_table", day=lambda v: str(v) == "2038-09-04", time=_hhmm("12:30"), guests=_num_near(5))),
]


# --- structured output ----------------------------------------------------------------------------

class Parcel(BaseModel):
    weight_kg: float = Field(description="the parcel's weight in kilograms")


class Rsvp(BaseModel):
    attending: bool
    plus_one: bool = Field(description="whether they bring a guest")


class Stay(TypedDict):
    nights: Annotated[int, ..., "number of nights"]
    people: Annotated[int, ..., "number of people staying"]


class Refund(BaseModel):
    amount: float
    currency: Literal["GBP", "EUR", "USD"]


class Ticket(BaseModel):
    priority: Literal["P1", "P2", "P3"] = Field(description="P1 most urgent, P3 least urgent")


class Visit(BaseModel):
    day: date = Field(description="来访日期")
    people: int = Field(description="来访人数")


STRUCTURED = [
    Case("schema-pounds-kg", _structured(Parcel, "It weighs eleven pounds."),
         _parsed(lambda p: abs(p.weight_kg - 4.99) <= 0.05)),
    Case("schema-rsvp", _structured(Rsvp, "Count me in for Saturday - but I won't be bringing anyone."),
         _parsed(lambda r: r.attending is True and r.plus_one is False)),
    Case("schema-stay", _structured(Stay, "We arrive on Friday the 9th and leave on Monday the 12th - my partner, me "
                                          "and her mum."),
         _parsed(lambda s: (s.get("nights"), s.get("people")) == (3, 3) if isinstance(s, dict) else False)),
    Case("schema-refund", _structured(Refund, "Could I get back the seventy-five euros twenty I paid?"),
         _parsed(lambda r: abs(r.amount - 75.2) < 1e-6 and r.currency == "EUR")),
    Case("schema-priority", _structured(Ticket, "The footer link is a bit off - annoying, but it can wait until next "
                                                "week."),
         _parsed(lambda t: t.priority == "P3")),
    Case("schema-zh-visit", _structured(Visit, "今天是2038年9月3日,星期五。下周三下午我和两个同事一起过来。", "提取来访信息。"),
         _parsed(lambda v: v.day == date(2038, 9, 8) and v.people == 3)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Support(BaseModel):
    """Whether the facts support the answer."""

    supported: bool = Field(description="true only if every claim in the answer is backed by the facts")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-useful", _ask("Is the document useful for the question? Reply USEFUL or NOT_USEFUL.\n"
                              "Question: How do I reset my router?\nDocument: The router's reset button is on the "
                              "back; hold it down for ten seconds until the lights flash."), _only("USEFUL")),
    Case("grade-supported-false", _grader(Support, "Check the answer against the facts.",
                                          "FACTS: The library is open until 8 pm on Thursdays.\n"
                                          "ANSWER: On Thursdays the library closes at 6 pm."),
         _parsed(lambda s: s.supported is False)),
    Case("label-question", _ask("Sort the review into PRAISE, COMPLAINT or QUESTION. One word.\nReview: Does the "
                                "blender come with a spare jug?"), _only("QUESTION")),
    Case("label-czech", _ask("Which language is this: DE, CS or PT? Code only.\nDěkuji, uvidíme se zítra."),
         _only("CS")),
    Case("grade-zh-can", _ask("这个文档能回答问题吗?只回答“能”或“不能”。\n问题:游泳馆几点关门?\n文档:游泳馆每天晚上九点关门。"),
         _only("能")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-she", _thread("My sister Aoife lives in Galway and my brother Cian lives in Cork.", "Lovely part of "
                               "the world.", "where does she live again?"),
         _both(_any("galway"), _none_of("cork", "don't know"))),
    Case("thread-flight", _thread("My flight is at 14:20 on Tuesday.", "Noted.", "Sorry, I misread the ticket - it's "
                                  "16:20.", "No problem.", "what time's my flight?"),
         _new_not_old(r"16:20", r"14:20")),
    Case("thread-apples", _thread("I bought three apples and five pears this morning.", "Healthy!",
                                  "Then I picked up two more apples on the way home.", "Nice.",
                                  "how many apples have I got?"),
         _both(_word("5", "five"), _none_of("don't know", "10 apples"))),
    Case("thread-zh-run", _thread("我每天跑五公里。", "真棒!", "那我一个星期一共跑多少公里?"),
         _both(_re(r"35|三十五"), _none_of("不知道"))),
    Case("chat-thanks", _ask("thanks, that's all for today!"),
         _both(_word("welcome", "pleasure", "glad", "bye", "anytime", "thanks", "great", "day"),
               _none_of("don't know", "do not know", "no information"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
