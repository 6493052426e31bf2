"""A fortieth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held40``, from main at f9fd9ffa) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a golf
club's Stableford scorecard for a front nine (yards, par, stroke index, gross, points, a
committee note adding a two-stroke penalty on one hole) through a ``Send`` fan-out (a warm-up
question and the asked one sent to the same node, the answers gathered by a reducer); a sailing
club's race results under the Portsmouth Yardstick (elapsed and corrected times, a DNF, a protest
decision disqualifying a boat) through a ``RunnableParallel`` (the answer beside the question
passed through); an electricity bill (meter readings, unit rate, standing charge, VAT, direct
debits, a later correction raising the direct debit) through ``with_structured_output(...,
include_raw=True)`` of a learner's reply schema; a tree surgeon's quotation (four items, a
deposit, a validity period, a nesting-season condition, a revision removing one item and cutting
another) through ``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder`` for the
history; a bowls club's league fixtures (home and away, a tea rota, league points, subs, a
rearranged match) loaded into a checkpointed thread with ``update_state`` and read back with
``get_state``; a village hall's hire charges (hourly rates by room and time, a minimum, a discount
for regular hirers, a committee decision raising a rate) through ``create_agent`` with
``response_format``; a Chinese residential compound's water-cut notice (停水通知: hours, buildings,
a water tanker, a later 更正 moving the end time) through ``RunnableLambda`` pre-processing; a Dutch
municipality's waste calendar (afvalkalender: bins by week and season, bulky waste charges, a
"Wijziging" for King's Day) read by a graph node from an ``InMemoryStore``; an Italian block of
flats' notice to owners (avviso ai condomini: lift works, costs by millesimi, two instalments, a
meeting, a later "Rettifica" moving the end of the works) in a ``StateGraph`` whose conditional edge
sends questions about money to a "work it out" node and others to a plain one.

Questions in everyday words: a value, a worked figure (Stableford points after a penalty, strokes
over par, yards into miles, a margin of two corrected times, an average cost per day, a balance,
a deposit of a revised total, a validity date, a subs bill, the most league points, a hall bill for
hours with a kitchen, a discounted hourly rate, hours of a water cut, litres from two barrels, an
instalment of a share by millesimi, days of lift works counted inclusively, a bulky waste bill),
a value changed by a later line, conditions (a month before a date, a building not on the pipe, a
stairwell not in the works), yes/no, counts, answers absent, and follow-ups in threads.

A learner's tools: an invoice paid "two hundred and twelve euros fifty", the oven at "400
Fahrenheit, no fan", a court "the day after tomorrow at 6pm" for doubles with today stated, a
reminder "an hour and a half before", "3k points" to a member id, an alarm "just this once, not
on weekdays", no tool fits, a value missing, a Chinese court booking (后天晚上七点, 四个人打双打)
with today stated, and an agent watering "for a quarter of an hour" told to skip nothing.
Structured output of my own schemas (an expense "thirty-eight francs sixty", a negated
availability, "five foot ten" into centimetres in a ``TypedDict``, an order with "no wrapping
needed", adults and children from "him, his wife and their three kids - plus me", a Chinese
delivery with 下周一 and today stated, a ``Literal`` severity from "as bad as it gets"). Graders and
labels in my own wordings (RELEVANT / IRRELEVANT, a structured ``grounded`` bool, BILLING / TECH /
OTHER, IT / PL / NL, 有关 / 无关). Conversations (a cat's colour, "his" after an uncle and an aunt, a
corrected room, a child's age in three years in Chinese, money left after spending, small talk).

Oracles as in the thirty-ninth set, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
material does not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "before first run") the harness alone was tried on
an echoing fake chat model of my own (every program shape ran and handed the model the document
and the question; no grounded oracle passed a reply that echoes the whole document; the
``create_agent(..., response_format=HallAnswer)`` shape loops to the recursion limit on a model that
never calls the structured-output tool, as a learner's agent would: such a crash counts as wrong;
with a fake that calls it, the ``answer`` is read), and every grounded, grader and conversation
oracle was tried on a right reply written by hand for each case (all passed). The simulator was not
run on the set before that commit.

FIRST SIGHT on main at f9fd9ffa (the branch point of ``held40``; the set and its oracles committed
first in fbe1541b, then one run with ``-v``), 81 cases: right 25, stated limit 45, silently wrong
11, false alarms 9. No oracle was mended: none rejected a reply that was plainly right and the
harness did not crash. The silently wrong: sail-second (the Solo's row, second by position, for
"who came second in the end?": the protest decision that disqualified it not read), bill-owe ("I
don't know." for "do I owe them anything?" over a "Balance to pay ... GBP 28.15" line),
bill-tariff-end-absent (the account and tariff lines, no end date and no "not given"),
bowls-max-points (the league points rule quoted, no 8), bowls-fees (the match fee line quoted, no
GBP 15 for six matches), bowls-captain-absent (the match fee line "paid to the captain" for "what's
the captain's name?"), hall-yoga ("Mon-Fri daytime; Mon-Fri evenings." for a discounted hourly
rate), hall-one-hour (the kitchen line and the committee decision for "can I book ... for just one
hour?"), zh-water-back (the 下午6:00 line, moved to 晚上9:00 by the 更正), zh-water-litres ("我不知道。"
for two barrels of 18.9 litres), it-lift-end (the 21 novembre line with "I could not find anything
about 'Fino', 'resta'", moved to 28 November by the "Rettifica"). The false alarms, none with an
answer but one: golf-tee-time-absent, tree-june, tree-insured-absent, hall-wifi-absent,
zh-water-lift-absent, nl-glass-absent, it-garage-absent (each limit sentence's "can't tell" meets
``_NOT_GIVEN``, or tree-june's ``_denies`` "can't"), tool-invoice-missing (no call beside an argument
limit, which is what a right reply is there) and schema-not-free (``available=False`` parsed, right,
beside a reading limit: a real false alarm). Lenient passes: sail-mirror on the Mirror's row ("DNF")
with "I could not find anything about 'finish'"; sail-mirror-points on the row and the points rule
quoted ("DNF scores 7", no sum of its own); nl-kingsday on the GFT line and the "Wijziging" quoted;
zh-water-block7 on the scope line and "所以这部分我不知道"; thread-room on 'Earlier you said: "The team
meeting is in room 21."' (the user said 12, then corrected it). Pinned at these counts in
``test_pins.py``. Classes, code paths and proposed mechanisms: ``FORTIETH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortieth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import operator
import re
import sys
from datetime import date
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
    _denies,
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


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|rearrang|penalt|disqualif|\bdsq\b|protest|later|"
                     r"\bfrom\b|\bto\b|void|remov|"
                     r"改|原|更正|wijzig|in plaats|niet|rettific|non |invece|spostat", re.I)


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
              "doesn't name", "does not name", "isn't named", "not named")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "不清楚", "无法确定")

_NL_NOT_GIVEN = ("staat niet", "niet vermeld", "wordt niet genoemd", "niet genoemd", "weet ik niet", "geen informatie",
                 "niet aangegeven", "vermeldt niet", "noemt niet")

_IT_NOT_GIVEN = ("non indica", "non dice", "non menziona", "non è indicato", "non è specificato", "non so",
                 "non risulta", "nessuna informazione", "non contiene", "non riporta", "non è riportato")

# --- program shapes -------------------------------------------------------------------------------


class RoundState(TypedDict):
    card: str
    questions: list[str]
    answers: Annotated[list, operator.add]


class OneQuestion(TypedDict):
    card: str
    index: int
    question: str


def _fan_out(card: str, question: str):
    """A ``Send`` fan-out: START's conditional edge sends a warm-up question ("Who marked the
    card?") and the asked one to the ``answer_one`` node, each with the card; the answers are
    gathered by an ``operator.add`` reducer as (index, text) and the asked one's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: RoundState):
            return [Send("answer_one", {"card": s["card"], "index": i, "question": q})
                    for i, q in enumerate(s["questions"])]

        def answer_one(s: OneQuestion):
            msg = llm.invoke([SystemMessage("You are the golf club's handicap secretary. The player's card:\n\n"
                                            f"{s['card']}"), HumanMessage(s["question"])])
            return {"answers": [(s["index"], _text(msg))]}

        g = StateGraph(RoundState)
        g.add_node("answer_one", answer_one)
        g.add_conditional_edges(START, fan, ["answer_one"])
        g.add_edge("answer_one", END)
        out = g.compile().invoke({"card": card, "questions": ["Who marked the card?", question], "answers": []})
        return AIMessage(dict(out["answers"]).get(1, ""))

    return run


def _parallel(results: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm``) beside the question passed through; the
    answer returned."""
    def run(llm):
        from operator import itemgetter

        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the sailing club's results secretary. Today's results sheet:\n\n{results}"),
            ("human", "{q}"),
        ])
        both = RunnableParallel(answer=prompt | llm, asked=itemgetter("q"))
        return both.invoke({"results": results, "q": question})["answer"]

    return run


class BillReply(BaseModel):
    """The reply to a customer's question about their bill."""

    answer: str = Field(description="the answer to the customer's question, in one or two sentences")
    from_bill: bool = Field(description="true if the answer comes from the bill")


def _structured_reply(bill: str, question: str):
    """``with_structured_output(BillReply, include_raw=True)`` over the bill and the question: the
    parsed ``answer`` (the raw message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(BillReply, include_raw=True).invoke([
            SystemMessage(f"You answer customers' questions about their electricity bill.\n\nThe bill:\n{bill}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


def _with_history(quote: str, history: list, question: str):
    """``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder("history")`` between the
    system prompt (the quotation) and the new question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help a homeowner understand a quotation for tree work.\n\n{quote}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        return (prompt | llm).invoke({"quote": quote, "history": history, "question": question})

    return run


def _seeded_thread(fixtures: str, *turns: str):
    """A checkpointed ``MessagesState`` graph: the fixture list put into the thread with
    ``update_state`` (as the ``chat`` node) before the first question; each human turn invoked on
    the same thread; the last message read back with ``get_state``."""
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
        config = {"configurable": {"thread_id": "triples-2037"}}
        app.update_state(config, {"messages": [SystemMessage("You help the bowls club's members with the "
                                                             f"fixtures.\n\n{fixtures}")]}, as_node="chat")
        for turn in turns:
            app.invoke({"messages": [HumanMessage(turn)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


class HallAnswer(BaseModel):
    """The booking secretary's answer."""

    answer: str = Field(description="the answer to the hirer's question")


def _agent_format(charges: str, question: str):
    """``create_agent`` with no tools and ``response_format=HallAnswer``: the structured
    response's ``answer`` (the last message's text when there is none)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [], system_prompt="You are the village hall's booking secretary. Hire "
                                                    f"charges:\n\n{charges}", response_format=HallAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, HallAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


def _preprocessed(notice: str, question: str):
    """``RunnableLambda`` pre-processing | llm: the learner's lambda strips blank lines from the
    notice and builds the messages."""
    def run(llm):
        from langchain_core.runnables import RunnableLambda

        def prep(x: dict) -> list:
            text = "\n".join(line for line in x["notice"].splitlines() if line.strip())
            return [SystemMessage(f"你是小区业主群的助手,根据物业通知回答问题。\n\n物业通知:\n{text}"),
                    HumanMessage(x["q"])]

        return (RunnableLambda(prep) | llm).invoke({"notice": notice, "q": question})

    return run


class BinState(TypedDict):
    question: str
    answer: str


def _from_store(calendar: str, question: str):
    """A one-node graph compiled with an ``InMemoryStore``: the calendar put under
    ("households", "oosterhof"); the node reads it with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("households", "oosterhof"), "calendar", {"text": calendar})

        def answer(s: BinState, *, store: BaseStore):
            cal = store.get(("households", "oosterhof"), "calendar").value["text"]
            msg = llm.invoke([SystemMessage(f"Je helpt bewoners met de afvalkalender.\n\n{cal}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(BinState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "answer": ""})["answer"])

    return run


class FlatState(TypedDict):
    question: str
    notice: str
    answer: str


_MONEY = re.compile(r"\b(quanto|how much|cost|costa|pay|pag|euro|instalment|rata|rate)\b", re.I)


def _money_routed(notice: str, question: str):
    """A ``StateGraph``: a ``load`` node puts the notice in the state; a conditional edge sends a
    question about money to ``compute`` ("work the sum out") and any other to ``plain``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def load(s: FlatState):
            return {"notice": notice}

        def route(s: FlatState) -> str:
            return "compute" if _MONEY.search(s["question"]) else "plain"

        def compute(s: FlatState):
            msg = llm.invoke([SystemMessage("Sei l'assistente dell'amministratore. Calcola l'importo richiesto e "
                                            f"dai il risultato.\n\n{s['notice']}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        def plain(s: FlatState):
            msg = llm.invoke([SystemMessage(f"Sei l'assistente dell'amministratore.\n\n{s['notice']}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(FlatState)
        g.add_node("load", load)
        g.add_node("compute", compute)
        g.add_node("plain", plain)
        g.add_edge(START, "load")
        g.add_conditional_edges("load", route, {"compute": "compute", "plain": "plain"})
        g.add_edge("compute", END)
        g.add_edge("plain", END)
        return AIMessage(g.compile().invoke({"question": question, "notice": "", "answer": ""})["answer"])

    return run


# --- documents ------------------------------------------------------------------------------------

SCORECARD = """HAWTHORN HILL GOLF CLUB - SCORECARD (front nine)
Competition: Spring Stableford, Saturday 18 April 2037      Tees: yellow
Player: Gareth Pryce      Handicap index 14.2      Playing handicap 13      Marker: S. Bhatt

Hole   Yards   Par   Stroke index   Gross   Points
1      352     4     9              5       2
2      164     3     15             4       1
3      498     5     3              6       2
4      401     4     1              6       1
5      310     4     13             4       3
6      187     3     7              3       3
7      423     4     5              5       2
8      529     5     11             8       0
9      368     4     17             5       1
OUT    3232    36                   46      15

Strokes received: one on each hole with stroke index 1 to 13.
Points: 2 for a net par, 3 for a net birdie, 1 for a net bogey, 0 for worse.

COMMITTEE NOTE (19 April 2037): on hole 7 the player played from a wrong place; a two-stroke penalty
applies. Hole 7 gross is amended to 7 (0 points) and the card's totals are amended accordingly."""

RESULTS = """WINDERMERE LAKESIDE SAILING CLUB - RACE RESULTS
Summer Series, Race 4 - Sunday 12 July 2037. Course: triangle-sausage, 3 laps. Start 14:00. Wind SW 8-12 knots.
Handicap: Portsmouth Yardstick. Corrected time = elapsed time x 1000 / PY.

Pos  Sail no  Class      Helm              PY     Elapsed    Corrected
1    44107    Topper     Ellie Dunn (U16)  1365   1:01:40    45:11
2    5120     Solo       Rob Ashworth      1142   52:13      45:43
3    198832   Laser      Jess Moss         1100   50:36      46:00
4    10233    Wayfarer   Phil Greaves      1102   51:30      46:44
5    1422     RS200      Kemi & Tom Ibe    1046   48:55      46:46
-    70561    Mirror     the Hall twins    1386   DNF        -

Series points: low point, 1 for first place, 2 for second, and so on; DNF scores 7.

PROTEST DECISION (16:10): Solo 5120 is disqualified (DSQ) for a port-starboard incident with Laser 198832 at
mark 1 (rule 10). Boats below move up one place."""

BILL = """BRIGHTWATT ENERGY - ELECTRICITY BILL
Account 77310452        Bill date 4 February 2038
Supply address: 12 Orchard Close, Nantwich CW5 6PL
Billing period: 1 December 2037 to 31 January 2038 (62 days)     Tariff: Brightwatt Fixed

Meter readings (meter 19K0044721):
  Previous, 1 Dec 2037     48,212   (actual)
  Current, 31 Jan 2038     49,120   (estimated)
Units used                 908 kWh

Energy: 908 kWh at 24.50p per kWh           GBP 222.46
Standing charge: 62 days at 53.10p a day    GBP  32.92
Subtotal                                    GBP 255.38
VAT at 5%                                   GBP  12.77
Total charges this bill                     GBP 268.15
Direct Debits received (2 x GBP 120.00)     GBP 240.00
Balance to pay by 18 February 2038          GBP  28.15

CORRECTION (6 February 2038): from March 2038 your monthly Direct Debit will be GBP 135.00, not GBP 120.00,
to cover your higher winter use."""

QUOTE = """OAKLEAF TREE CARE - QUOTATION Q-2291
For: Mrs H. Lindqvist, 3 Mill Lane, Tadcaster LS24 9AE        Date: 9 March 2037        Valid for 60 days

1. Crown reduce mature oak (front garden) by 25%                     GBP   850
2. Fell 4 leylandii on the rear boundary and grind the stumps         GBP 1,240
3. Remove deadwood from the apple tree                                GBP   120
4. Chip and take away all arisings                                    GBP   210
   Total                                                              GBP 2,420

Deposit: 20% on acceptance, balance on completion.
The oak is in a Conservation Area: six weeks' notice to the council is needed before work starts. We send
the notice for you at no charge.
Work on the leylandii cannot start before 1 August (nesting birds).

REVISED 14 March 2037: item 3 removed at the customer's request; item 4 reduced to GBP 180.
Revised total GBP 2,270."""

FIXTURES = """ELMFIELD BOWLS CLUB - MEN'S TRIPLES LEAGUE 2037, DIVISION 2 - FIXTURES
All matches start at 6.30 pm. Home matches at Elmfield Park. Whites for home and away matches.

Date          Opponent                   Venue   Teas
Tue 5 May     Castleford Central         Home    Greenwood / Shah
Tue 12 May    Pontefract Park            Away    -
Tue 19 May    Knottingley St Botolph's   Home    Rowe / Kaur
Tue 26 May    Featherstone Rovers BC     Away    -
Tue 2 Jun     Normanton Victoria         Home    Ellis / Murphy
Tue 9 Jun     Castleford Central         Away    -

League points: three rinks a match; 2 points for a win on each rink, 1 for a draw, and 2 more for the
higher overall shot total.
Team sheets go up on the clubhouse board on the Friday before each match.
Match fee: GBP 2.50 per player per match, paid to the captain on the night.

REARRANGED: the Pontefract Park match (12 May) will now be played on Thursday 14 May, same time."""

HALL = """ST ALDHELM'S VILLAGE HALL, NETHER COMPTON - HIRE CHARGES FROM 1 APRIL 2037

                     Mon-Fri daytime   Mon-Fri evenings      Saturday and Sunday
                     (per hour)        after 6 pm (per hour)  (per hour)
Main hall            GBP 18            GBP 24                 GBP 26
Committee room       GBP 9             GBP 12                 GBP 12
Kitchen (with either room): GBP 6 per booking

Minimum booking: 2 hours.
Children's parties: main hall only, Saturdays 10 am to 4 pm.
Damage deposit for private parties: GBP 100, refunded within 14 days if the hall is left clean and tidy.
Regular hirers (10 or more sessions booked at once): 15% off the hourly rate.
No alcohol may be sold without a Temporary Event Notice.
Bookings: Mrs J. Pallister, 01935 850 227.

Committee decision, 12 May 2037: the Saturday and Sunday rate for the main hall is now GBP 28 per hour."""

ZH_NOTICE = """绿城花园物业服务中心

停水通知

尊敬的各位业主:

因市政供水管道维修,本小区将于2038年3月14日(星期日)上午8:00至下午6:00停水,共10小时。

停水范围:1号楼至6号楼(7号楼、8号楼由另一条管道供水,不受影响)。

请各位业主提前做好储水准备。停水期间,小区东门安排送水车,每户限领两桶(每桶18.9升)。

恢复供水后,水管内可能短时间出现浑水,请先放水3至5分钟再使用。

如有疑问,请拨打物业服务热线:0571-8826 3310。

更正(3月12日):因施工时间调整,停水结束时间改为当天晚上9:00。

绿城花园物业服务中心
2038年3月10日"""

NL_CALENDAR = """Gemeente Zuiderveen - Afvalkalender 2038, wijk Oosterhof

GFT (groente-, fruit- en tuinafval): van april tot en met oktober elke dinsdag; van november tot en met maart
om de week op dinsdag (even weken).
Restafval: om de twee weken op vrijdag (oneven weken).
Papier en karton: de eerste maandag van de maand.
PMD (plastic, metalen verpakkingen en drinkpakken): elke woensdag.
Zet uw container voor 7.30 uur aan de straat, met de handgreep naar de weg.
Grofvuil: op afspraak, maximaal 2 kuub per keer. 4 keer per jaar gratis, daarna 35 euro per keer.
Kerstbomen worden opgehaald op zaterdag 9 januari.

Wijziging: vanwege Koningsdag (dinsdag 27 april) wordt het GFT die week op zaterdag 24 april opgehaald."""

IT_NOTICE = """CONDOMINIO "I GLICINI" - Via Fratelli Rosselli 14, 40135 Bologna
AVVISO AI CONDOMINI

1. Lavori all'ascensore: dal 3 al 21 novembre 2037 l'ascensore della scala B resterà fermo per la
   sostituzione delle funi. La scala A non è interessata dai lavori.
2. Spesa dei lavori: 14.400 euro, ripartita in millesimi di proprietà. Esempio: un appartamento di
   45 millesimi paga 648 euro.
3. Pagamento in due rate di pari importo: la prima entro il 15 dicembre 2037, la seconda entro il
   15 marzo 2038.
4. Assemblea ordinaria: venerdì 11 dicembre 2037 alle ore 20:30, in seconda convocazione, presso la sala
   parrocchiale di via Saffi 2.
5. Si ricorda che le biciclette non possono essere lasciate nell'androne.

L'amministratore, Rag. Paolo Venturi

RETTIFICA (28 ottobre 2037): i lavori all'ascensore termineranno il 28 novembre, non il 21 novembre."""


_HIST = [HumanMessage("Who's the quote for?"),
         AIMessage("It's for Mrs H. Lindqvist, 3 Mill Lane, Tadcaster.")]

GROUNDED = [
    # a golf scorecard through a Send fan-out
    Case("golf-points", _fan_out(SCORECARD, "How many Stableford points did Gareth end up with on the front nine?"),
         _both(_new_not_old(r"\b13\b", r"\b15\b"), _none_of("352     4", "164     3"))),
    Case("golf-gross", _fan_out(SCORECARD, "What was his gross score for the nine once the penalty was added?"),
         _both(_new_not_old(r"\b48\b", r"\b46\b"), _none_of("352     4", "164     3"))),
    Case("golf-over-par", _fan_out(SCORECARD, "How many over par did he go round the front nine, after the ruling?"),
         _both(_word("12", "twelve"), _none_of("352     4", "10 over", "ten over"))),
    Case("golf-par3s", _fan_out(SCORECARD, "How many par 3s are there on the front nine?"),
         _both(_word("2", "two"), _none_of("352     4", "three par 3s", "3 par 3s"))),
    Case("golf-miles", _fan_out(SCORECARD, "Roughly how far is the front nine in miles?"),
         _but_not(_re(r"\b1\.8\d*\b|\b1\.9 ?mi"), "352     4", "164     3")),
    Case("golf-tee-time-absent", _fan_out(SCORECARD, "What time did he tee off?"),
         _both(_absent(*_NOT_GIVEN, "no tee time"), _none_of("352     4", "164     3"))),
    # a sailing race's results through RunnableParallel
    Case("sail-second", _parallel(RESULTS, "Who came second in the end?"),
         _both(_new_not_old(r"moss|laser|198832", r"ashworth|\bsolo\b|5120"), _none_of("1365   1:01:40"))),
    Case("sail-fastest-round", _parallel(RESULTS, "Ignoring the handicaps, which boat got round the course quickest?"),
         _both(_any("rs200", "1422", "ibe"), _none_of("1365   1:01:40", "topper was quickest"))),
    Case("sail-margin", _parallel(RESULTS, "By how much did the Topper beat the Laser on corrected time?"),
         _both(_re(r"\b49 ?(s\b|sec)|\b0?0:49\b|forty-nine seconds"), _none_of("1365   1:01:40", "1100   50:36"))),
    Case("sail-mirror", _parallel(RESULTS, "Did the Mirror finish the race?"),
         _both(_denies("did not finish", "didn't finish", "dnf", "not finish", "retired"),
               _none_of("1365   1:01:40"))),
    Case("sail-mirror-points", _parallel(RESULTS, "How many series points do the Hall twins get for this race?"),
         _both(_word("7", "seven"), _none_of("1365   1:01:40", "1102   51:30"))),
    Case("sail-officer-absent", _parallel(RESULTS, "Who was the race officer?"),
         _both(_absent(*_NOT_GIVEN, "no race officer"), _none_of("1365   1:01:40", "1102   51:30"))),
    # an electricity bill through with_structured_output(include_raw=True)
    Case("bill-units", _structured_reply(BILL, "How much electricity did I use this time?"),
         _but_not(_re(r"\b908 ?kwh|\b908 units|\b908\b"), "48,212", "53.10p")),
    Case("bill-per-day", _structured_reply(BILL, "On average, what did my electricity cost me a day over this bill, "
                                                 "everything included?"),
         _both(_re(r"4\.3[23]\b"), _none_of("48,212", "53.10p a day", "268.15 /"))),
    Case("bill-dd-march", _structured_reply(BILL, "What will my monthly direct debit be from March?"),
         _both(_new_not_old(r"135", r"\b120(\.00)?\b"), _none_of("48,212"))),
    Case("bill-estimated", _structured_reply(BILL, "Was the latest meter reading an actual one?"),
         _both(_denies("estimate"), _none_of("48,212   (actual)"))),
    Case("bill-owe", _structured_reply(BILL, "Do I owe them anything, or are they owing me?"),
         _both(_re(r"28\.15"), _not_opening("they owe"), _none_of("48,212", "53.10p"))),
    Case("bill-tariff-end-absent", _structured_reply(BILL, "When does my fixed tariff end?"),
         _both(_absent(*_NOT_GIVEN, "no end date"), _none_of("48,212", "53.10p"))),
    # a tree surgeon's quotation through a prompt with a MessagesPlaceholder
    Case("tree-total", _with_history(QUOTE, _HIST, "And what's the total now?"),
         _both(_new_not_old(r"2,?270", r"2,?420"), _none_of("LS24 9AE", "GBP   850"))),
    Case("tree-deposit", _with_history(QUOTE, [], "How much deposit do I have to pay when I accept?"),
         _both(_re(r"\b454(\.00)?\b"), _none_of("LS24 9AE", "484", "GBP   850"))),
    Case("tree-valid", _with_history(QUOTE, [], "Until what date can I accept this quote?"),
         _both(_re(r"\b8(th)? may|may 8(th)?\b|8/5/2037|2037-05-08"), _none_of("LS24 9AE", "GBP   850"))),
    Case("tree-june", _with_history(QUOTE, _HIST, "Could they take the leylandii down in June?"),
         _both(_denies("not before", "1 august", "august", "nesting", "can't", "cannot"),
               _none_of("LS24 9AE", "GBP   850"))),
    Case("tree-council-fee", _with_history(QUOTE, [], "Do I have to pay for the notice to the council?"),
         _both(_denies("no charge", "free", "at no", "don't have to", "do not have to", "won't have to"),
               _none_of("LS24 9AE", "GBP   850"))),
    Case("tree-insured-absent", _with_history(QUOTE, _HIST, "Are they insured?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no insurance"), _none_of("LS24 9AE", "GBP   850"))),
    # a bowls club's fixtures put into a checkpointed thread with update_state
    Case("bowls-pontefract", _seeded_thread(FIXTURES, "When do we play Pontefract Park?"),
         _both(_new_not_old(r"14(th)? may|may 14|thursday", r"12(th)? may|may 12|tuesday"),
               _none_of("Greenwood / Shah"))),
    Case("bowls-home", _seeded_thread(FIXTURES, "How many home games have we got?"),
         _both(_word("3", "three"), _none_of("Greenwood / Shah", "six home", "6 home"))),
    Case("bowls-max-points", _seeded_thread(FIXTURES, "What's the most league points we can get from one match?"),
         _both(_word("8", "eight"), _none_of("Greenwood / Shah"))),
    Case("bowls-fees", _seeded_thread(FIXTURES, "If I play in every match, how much will I pay in match fees?"),
         _but_not(_re(r"(£|gbp ?)15(\.00)?\b|\b15(\.00)? ?(pounds|gbp)"), "Greenwood / Shah", "Rowe / Kaur")),
    Case("bowls-teas-thread", _seeded_thread(FIXTURES, "Who are we playing on 2 June?", "And who's doing the teas "
                                                                                        "that night?"),
         _both(_any("ellis"), _any("murphy"), _none_of("Greenwood", "Rowe / Kaur"))),
    Case("bowls-captain-absent", _seeded_thread(FIXTURES, "What's the captain's name?"),
         _both(_absent(*_NOT_GIVEN, "no name", "not given"), _none_of("Greenwood / Shah", "Rowe / Kaur"))),
    # a village hall's hire charges through create_agent with response_format
    Case("hall-party", _agent_format(HALL, "I'd like the main hall on a Saturday for my son's party, 1 till 4, "
                                           "and the kitchen. What will that cost, leaving the deposit aside?"),
         _both(_re(r"(£|gbp ?)90(\.00)?\b|\b90(\.00)? ?(pounds|gbp)"), _none_of("84", "01935"))),
    Case("hall-yoga", _agent_format(HALL, "I'll book the committee room for 12 Tuesday mornings in one go. What's "
                                          "my hourly rate?"),
         _both(_re(r"7\.65"), _none_of("01935", "GBP 18  "))),
    Case("hall-one-hour", _agent_format(HALL, "Can I book the committee room for just one hour?"),
         _both(_denies("minimum", "at least 2", "at least two", "2 hours", "two hours"), _none_of("01935"))),
    Case("hall-deposit-back", _agent_format(HALL, "How soon will I get the deposit back?"),
         _both(_re(r"14 days|fourteen days|two weeks"), _none_of("01935", "GBP 18  "))),
    Case("hall-wifi-absent", _agent_format(HALL, "Is there wifi in the hall?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no wifi"), _none_of("01935", "GBP 18  "))),
    # a Chinese water-cut notice through RunnableLambda pre-processing
    Case("zh-water-back", _preprocessed(ZH_NOTICE, "3月14日几点恢复供水?"),
         _both(_new_not_old(r"9:00|9点|21:00|21点|九点", r"6:00|6点|18:00|18点|六点"),
               _none_of("0571-8826 3310", "每桶18.9升"))),
    Case("zh-water-hours", _preprocessed(ZH_NOTICE, "这次一共停水多少个小时?"),
         _both(_new_not_old(r"13 ?个?小时|十三个?小时|13 hours", r"10 ?个?小时|十个?小时"),
               _none_of("0571-8826 3310", "每桶18.9升"))),
    Case("zh-water-block7", _preprocessed(ZH_NOTICE, "我住7号楼,那天会停水吗?"),
         _both(_not_opening("会"), _any("不会", "不受影响", "不停水", "不停"), _none_of("0571-8826 3310"))),
    Case("zh-water-litres", _preprocessed(ZH_NOTICE, "我们家最多能领多少升水?"),
         _both(_re(r"37\.8"), _none_of("0571-8826 3310", "每户限领两桶(每桶18.9升)"))),
    Case("zh-water-where", _preprocessed(ZH_NOTICE, "Where do we go to get water during the cut?"),
         _both(_any("east gate", "东门"), _none_of("0571-8826 3310"))),
    Case("zh-water-lift-absent", _preprocessed(ZH_NOTICE, "停水那天电梯还能用吗?"),
         _both(_not_opening("能", "可以"), _absent(*_NOT_GIVEN, *_ZH_NOT_GIVEN), _none_of("0571-8826 3310"))),
    # a Dutch waste calendar read from an InMemoryStore
    Case("nl-kingsday", _from_store(NL_CALENDAR, "In de week van Koningsdag: op welke dag gaat de GFT-bak mee?"),
         _both(_re(r"zaterdag|saturday|24 april"), _none_of("7.30 uur", "elke woensdag"))),
    Case("nl-bulky", _from_store(NL_CALENDAR, "I want bulky waste collected six times this year. What will that "
                                              "cost me?"),
         _both(_re(r"\b70\b"), _none_of("7.30 uur", "210"))),
    Case("nl-time", _from_store(NL_CALENDAR, "How early does the bin need to be out?"),
         _both(_re(r"7[.:]30"), _none_of("elke woensdag", "35 euro"))),
    Case("nl-pmd", _from_store(NL_CALENDAR, "Hoe vaak wordt het plastic opgehaald?"),
         _both(_any("elke woensdag", "iedere woensdag", "every wednesday", "wekelijks", "weekly", "elke week"),
               _none_of("7.30 uur", "35 euro"))),
    Case("nl-gft-january", _from_store(NL_CALENDAR, "Is the green bin emptied every week in January?"),
         _both(_denies("every other", "every two", "fortnight", "om de week", "even weeks", "alternate"),
               _none_of("7.30 uur", "35 euro"))),
    Case("nl-glass-absent", _from_store(NL_CALENDAR, "Waar kan ik mijn glas kwijt?"),
         _both(_absent(*_NOT_GIVEN, *_NL_NOT_GIVEN), _none_of("7.30 uur", "35 euro"))),
    # an Italian notice to flat owners, a conditional edge to a "work it out" node for money
    Case("it-lift-end", _money_routed(IT_NOTICE, "Fino a quando resta fermo l'ascensore della scala B?"),
         _both(_new_not_old(r"28 nov|november 28", r"21 nov|november 21"), _none_of("40135", "androne"))),
    Case("it-instalment", _money_routed(IT_NOTICE, "Our flat is 60 millesimi. How much is each instalment?"),
         _both(_re(r"\b432\b"), _none_of("40135", "648", "androne"))),
    Case("it-lift-days", _money_routed(IT_NOTICE, "Counting the first and the last day, for how many days is the "
                                                  "lift out of service?"),
         _both(_word("26", "twenty-six"), _none_of("40135", "19 days", "androne"))),
    Case("it-scala-a", _money_routed(IT_NOTICE, "Abito nella scala A: a novembre posso usare l'ascensore?"),
         _both(_not_opening("no"), _any("sì", "si,", "può", "puoi", "non è interessata", "yes", "non interessata"),
               _none_of("40135", "648 euro"))),
    Case("it-meeting", _money_routed(IT_NOTICE, "What time is the owners' meeting, and where?"),
         _both(_re(r"20[:.]30|8[:.]30 ?pm"), _any("saffi", "parrocchiale", "parish"), _none_of("40135", "648 euro"))),
    Case("it-garage-absent", _money_routed(IT_NOTICE, "Quanto costa un posto auto in garage?"),
         _both(_absent(*_NOT_GIVEN, *_IT_NOT_GIVEN), _none_of("40135", "648 euro", "androne"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def pay_invoice(invoice_id: str, amount_eur: float) -> str:
    """Pay a supplier's invoice from the business account."""
    return "paid"


@tool
def set_oven(celsius: int, fan: bool) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius, with or without the fan."""
    return "heating"


@tool
def book_court(day: date, hour: int, players: int) -> str:
    """Book a tennis court. hour is 0-23 (24-hour clock)."""
    return "booked"


@tool
def add_reminder(text: str, minutes_before: int) -> str:
    """Add a reminder that goes off a number of minutes before a calendar event."""
    return "added"


@tool
def transfer_points(member_id: str, points: int) -> str:
    """Give loyalty points to another member."""
    return "sent"


@tool
def set_alarm(time: str, repeat_weekdays: bool) -> str:
    """Set an alarm. time is 24-hour HH:MM; repeat_weekdays makes it go off every Monday to Friday."""
    return "set"


@tool
def water_plants(zone: str, minutes: int) -> str:
    """Run the garden watering system in one zone for a number of minutes."""
    return "watering"


@tool
def skip_watering(zone: str, days: int) -> str:
    """Pause the scheduled watering in one zone for a number of days."""
    return "paused"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You control the allotment's smart watering system.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        firsts = [m for m in out["messages"] if isinstance(m, AIMessage)]
        return firsts[0] if firsts else AIMessage("")

    return run


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0") or str(v).strip() == value


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


TOOLS = [
    Case("tool-invoice", _calls([pay_invoice], "pay invoice 2207-B, that's two hundred and twelve euros fifty"),
         _call("pay_invoice", invoice_id=lambda v: str(v).strip().upper() == "2207-B", amount_eur=_num_near(212.5))),
    Case("tool-oven-f", _calls([set_oven], "preheat the oven to 400 Fahrenheit, no fan"),
         _call("set_oven", celsius=_num_near(204.4, 1.5), fan=_false)),
    Case("tool-court", _calls([book_court], "Today is Monday 8 March 2038. Book us a court for the day after "
                                            "tomorrow at 6pm - we're playing doubles."),
         _call("book_court", day=lambda v: str(v) == "2038-03-10", hour=_num_near(18), players=_num_near(4))),
    Case("tool-reminder", _calls([add_reminder], "remind me about the dentist an hour and a half before"),
         _call("add_reminder", minutes_before=_num_near(90), text=lambda v: "dentist" in str(v).lower())),
    Case("tool-points-3k", _calls([transfer_points], "send 3k points to member 0049-771"),
         _call("transfer_points", member_id=lambda v: str(v).strip() == "0049-771", points=_num_near(3000))),
    Case("tool-alarm-once", _calls([set_alarm], "wake me at quarter to seven tomorrow - just this once, not on "
                                                "weekdays"),
         _call("set_alarm", time=_hhmm("06:45"), repeat_weekdays=_false)),
    Case("tool-no-fit", _calls([set_oven, book_court, add_reminder], "what's the capital of Australia?"), _no_call),
    Case("tool-invoice-missing", _calls([pay_invoice], "can you pay that invoice for me?"), _no_call),
    Case("tool-zh-court", _calls([book_court], "今天是2038年3月8日,星期一。帮我订后天晚上七点的球场,我们四个人打双打。"),
         _call("book_court", day=lambda v: str(v) == "2038-03-10", hour=_num_near(19), players=_num_near(4))),
    Case("agent-water", _agent_run([water_plants, skip_watering], "water the greenhouse for a quarter of an hour, "
                                                                  "and don't skip anything"),
         _both(_call("water_plants", zone=lambda v: "greenhouse" in str(v).lower(), minutes=_num_near(15)),
               lambda out: _call_args(out, "skip_watering") is None)),
]


# --- structured output ----------------------------------------------------------------------------

class Expense(BaseModel):
    amount: float
    currency: Literal["GBP", "EUR", "USD", "CHF"]


class Availability(BaseModel):
    available: bool = Field(description="whether the person can make that day")


class Height(TypedDict):
    cm: Annotated[float, ..., "the height in centimetres"]


class HoneyOrder(BaseModel):
    item: str
    quantity: int
    gift_wrap: bool = False


class Guests(BaseModel):
    adults: int
    children: int


class Delivery(BaseModel):
    day: date = Field(description="送货日期")
    boxes: int = Field(description="箱数")


class Incident(BaseModel):
    severity: Literal["low", "medium", "high"]


STRUCTURED = [
    Case("schema-francs", _structured(Expense, "Lunch in Zurich came to thirty-eight francs sixty."),
         _parsed(lambda e: abs(e.amount - 38.6) < 1e-6 and e.currency == "CHF")),
    Case("schema-not-free", _structured(Availability, "I'm afraid Thursday's no good for me at all."),
         _parsed(lambda a: a.available is False)),
    Case("schema-feet-cm", _structured(Height, "He's five foot ten."),
         _parsed(lambda h: abs(float(h.get("cm") if isinstance(h, dict) else h.cm) - 177.8) <= 0.6)),
    Case("schema-no-wrap", _structured(HoneyOrder, "Two jars of the heather honey please - no gift wrapping needed."),
         _parsed(lambda o: o.quantity == 2 and o.gift_wrap is False and "honey" in o.item.lower())),
    Case("schema-family", _structured(Guests, "My brother's family is coming - him, his wife and their three kids - "
                                              "plus me."),
         _parsed(lambda g: g.adults == 3 and g.children == 3)),
    Case("schema-zh-delivery", _structured(Delivery, "今天是2038年5月6日,星期四。请下周一送三箱矿泉水过来。", "提取送货信息。"),
         _parsed(lambda d: d.day == date(2038, 5, 10) and d.boxes == 3)),
    Case("schema-severity", _structured(Incident, "The whole checkout is down and no customer can pay - it's as bad "
                                                  "as it gets."),
         _parsed(lambda i: i.severity == "high")),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Grounded(BaseModel):
    """Whether the answer is grounded in the facts."""

    grounded: bool = Field(description="true only if the facts back up everything the answer says")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-irrelevant", _ask("Does the passage help answer the question? Answer RELEVANT or IRRELEVANT only.\n"
                                  "Question: What time does the pool open on Sundays?\nPassage: The car park closes "
                                  "at 10 pm every night."), _only("IRRELEVANT")),
    Case("grade-grounded-false", _grader(Grounded, "Compare the answer with the facts.",
                                         "FACTS: The shop opens 9 to 5, Monday to Saturday. It is closed on Sundays.\n"
                                         "ANSWER: You can pop in on Sunday afternoon."),
         _parsed(lambda g: g.grounded is False)),
    Case("label-billing", _ask("Tag the message as BILLING, TECH or OTHER. One word.\nMessage: My card was charged "
                               "twice for the same order."), _only("BILLING")),
    Case("label-polish", _ask("Language code - IT, PL or NL? Only the code.\nDziękuję bardzo za szybką odpowiedź!"),
         _only("PL")),
    Case("grade-zh-unrelated", _ask("这个回答和问题有关吗?只回答“有关”或“无关”。\n问题:明天会下雨吗?\n回答:我们的店九点开门。"),
         _only("无关")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-cat-colour", _thread("Our cat's called Pickle - he's a ginger tom, four years old.", "Cute!",
                                      "He sleeps on the radiator all day.", "A cat who knows what he likes.",
                                      "what colour did I say he is?"),
         _both(_any("ginger"), _none_of("don't know", "do not know"))),
    Case("thread-his-job", _thread("My uncle Dev flies planes for a living and my aunt Rosa is a nurse.",
                                   "What interesting jobs!", "what's his job again?"),
         _both(_any("pilot", "flies planes", "flying"), _none_of("don't know", "nurse"))),
    Case("thread-room", _thread("The team meeting is in room 12.", "Got it.", "Oops - it's room 21, not 12.",
                                "Thanks for the correction.", "which room is the meeting in?"),
         _new_not_old(r"\b21\b", r"\b12\b")),
    Case("thread-zh-age", _thread("我儿子今年九岁。", "好的!", "他三年后几岁?"),
         _both(_any("十二岁", "12岁", "12 岁", "十二"), _none_of("不知道"))),
    Case("thread-wallet", _thread("I had 120 euros in my wallet this morning.", "OK.",
                                  "Then I paid 45.50 for the theatre tickets.", "Nice, enjoy the show.",
                                  "how much is left in my wallet?"),
         _both(_any("74.50", "74.5"), _none_of("don't know"))),
    Case("chat-morning", _ask("good morning! how's your day going?"),
         _both(_word("morning", "good", "well", "fine", "great", "hello", "hi"),
               _none_of("don't know", "do not know", "no information"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
