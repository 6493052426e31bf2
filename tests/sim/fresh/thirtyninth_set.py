"""A thirty-ninth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held39``, from main at 18e1aee0) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a
commercial lease's rent clause and rent-review clause (an index-linked review with a collar and a
cap, compounded, a side letter lowering the cap, a notice deadline, a tenant's break) in a
checkpointed graph read back with ``get_state``; a sewing pattern's envelope back (a size chart, a
fabric table by view, width and size, notions, an erratum insert) in a one-node graph read with
``stream(stream_mode="messages")`` (the node's message chunks joined); an office building's
fire-drill log (clear and roll-call times, a drill voided by a later note) through a
``RunnableBranch`` choosing a "work the figure out" prompt for "how many / long / much" questions
and a plain one otherwise; a home-brewer's brew sheet (grain bill, hop additions, an ABV
formula, a later note adding a dry hop) through ``(prompt | llm).batch``; a Swedish municipality's
winter letter (a weekly parking ban for snow clearing, a towing charge and a daily storage charge,
a later "Ändring" moving the day) in a subgraph with a state of its own called from a parent
graph's node; a Chinese kindergarten's winter-holiday letter (寒假放假通知: dates, a meal refund
per day, a paid holiday club, a later 补充通知 moving the first day back) returned by a tool whose
result is a ``Command`` updating the graph state, run by a ``ToolNode`` on a call already in the
state; a piano exam's mark sheet (six marks, pass / merit / distinction lines, a later correction
of one mark) through ``(prompt | llm).with_fallbacks([...])``; a library loan receipt (due dates,
renewals left, fines per day by kind with a cap, a later amendment of the DVD's due date) through
``prompt | llm | RunnableGenerator(...)`` (a learner's generator passing the chunks' text on),
streamed and joined; a Portuguese sports club's notice of members' fees (quotas by age, a
discount for paying the year, a joining fee with an exemption, a later Retificação) in a
``StateGraph`` whose conditional edge routes Portuguese and English questions to different nodes.

Questions in everyday words: a date, a worked figure (a rent after three capped compounded
years, a quarterly payment, a notice date six months before a break, metres for two skirts, a
difference of two lengths, a sum of people, a difference of two times, an ABV from two gravities,
a sum of hop additions, priming sugar for a batch, grain summed, a towing and storage
bill, the length of a ban, a fee for days of a holiday club, the weekdays the club runs, an exam
total, marks short of a distinction, a fine for days late, a year's fees with a discount), a
value changed by a later line, conditions (a late notice, an amount of snow, a child's age, fees
owed), yes/no, counts, answers absent, and a follow-up in a thread.

A learner's tools: "one point two k" into savings, a table "tomorrow at half seven" for "me and
three friends" with today stated, "two degrees up from 19", "5 miles" into kilometres, a parcel id
with spaces, do-not-disturb on with "not even favourites", no tool fits, a value missing, a taxi in
Chinese (明早七点半, 我们三个人) with today stated, and an agent renewing "two" inhalers told to cancel
nothing. Structured output of my own schemas (a refund "forty-two euros and 15 cents", a negated
attendance, pounds into kilograms in a ``TypedDict``, an ``Optional`` email never given, adults and
children from "our twins and the baby", a Chinese booking with 下周五 and today stated, a
``Literal`` priority from "not urgent at all"). Graders and labels in my own wordings (Y / N
relevance, a structured ``is_supported`` bool, PRAISE / COMPLAINT / QUESTION, DE / NL / SV, 对 /
错). Conversations (a dog's breed, "she" after a woman and a man, a corrected time, a child's age
next year in Chinese, money left after spending, small talk).

Oracles as in the thirty-eighth set, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
material does not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "before first run") the harness alone was tried on
an echoing fake chat model of my own (every program shape ran and handed the model the document
and the question; no oracle passed a reply that echoes the whole document; the ``Command`` tool
needed ``Command`` imported at module level, as ``from __future__ import annotations`` left the
tool's return annotation unresolved), and the grounded and conversation oracles were tried on a
right reply written by hand for each case (``piano-examiner-absent`` then rejected "doesn't name
the examiner": "doesn't name" joined ``_NOT_GIVEN``). The simulator was not run on the set before
that commit.

FIRST SIGHT on main at 18e1aee0 (the branch point of ``held39``; the set and its oracles committed
first in f134407a, then one run with ``-v``), 80 cases: right 20, stated limit 46, silently wrong
14, false alarms 5. No oracle was mended: none rejected a reply that was plainly right and the
harness did not crash. The silently wrong: lease-cap (clauses 7.4 and 7.5 quoted for the most the
rent could be), brew-dry-hop ("Dry hop: none planned." with the grain bill, the 12 May note that
dry hopped 30 g not read), sv-ban-day (the Tuesday line, moved to Wednesday by the "Ändring"),
sv-permit-absent (an unrelated line about the sand boxes before "I could not find anything about
'residents', 'permit'": counted wrong by its ``_none_of``, a strict call), zh-back (the 2月21日 line,
moved to 2月22日 by the 补充通知), zh-club-fee (the club's line and the 补充通知 quoted, no 600元),
piano-examiner-absent (the candidate's line for "who was the examiner?"), lib-books ("I don't know:
you haven't told me that.": the receipt in the prompt not taken as a document), tool-one-point-two-k
(``amount_gbp`` 1.2 for "one point two k"), tool-two-up (``celsius`` 2 for "up two degrees" from 19),
tool-parcel-id (two calls, "JD0144" and "7720", for one id written with spaces), grade-passage-n
("I don't know." for a Y / N label), grade-supported-false (``is_supported`` True for a Sunday price
the facts give for other days), thread-she-teaches (the whole earlier turn quoted, Leo's bikes with
Maya's French: counted wrong by its ``_none_of("bikes")``, a strict call). The false alarms, none
with an answer: lease-deposit-absent, sew-price-absent, brew-cost-absent, pt-stadium-absent (each
limit sentence's "can't tell" meets ``_NOT_GIVEN``) and tool-no-fit (no call beside a knowledge
limit, which is what a right reply is there). Lenient passes: piano-band is counted right on
"Pass 100 Merit 120 Distinction 130." (the band lines, no answer; its oracle only asks for "merit"
and no leading "distinction"); lease-thread-down on four clauses quoted (7.3 among them, no "no");
lease-first-review on clauses 7.1 and 7.2 quoted (7.2 with the 4% the side letter replaced);
fire-lift on the January row read out.
Pinned at these counts in ``test_pins.py``. Classes, code paths and proposed mechanisms:
``THIRTYNINTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.thirtyninth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

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
                     r"update|amend|correct|revis|replac|erratum|\bfrom\b|\bto\b|later|void|"
                     r"改|原|ändr|i stället|istället|inte|passa|retific|antes|em vez", re.I)


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
              "doesn't name", "does not name")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及")

_PT_NOT_GIVEN = ("não indica", "não diz", "não menciona", "não refere", "não sei", "não consta", "não aparece",
                 "não há informação", "não tenho informação", "não especifica")

_SV_NOT_GIVEN = ("framgår inte", "står inte", "nämns inte", "vet inte", "ingen information", "inte angivet")

# --- program shapes -------------------------------------------------------------------------------


def _checkpointed(lease: str, *turns: str):
    """A checkpointed ``MessagesState`` graph (``InMemorySaver``): the lease in a system message on
    the first invoke, each human turn invoked on the same thread, the reply read back with
    ``get_state`` (the thread's last message)."""
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
        config = {"configurable": {"thread_id": "unit-7-lease"}}
        first = [SystemMessage(f"You help a small business understand its lease. The lease:\n\n{lease}")]
        for turn in turns:
            app.invoke({"messages": [*first, HumanMessage(turn)]}, config)
            first = []
        return app.get_state(config).values["messages"][-1]

    return run


class SewState(TypedDict):
    question: str
    answer: str


def _streamed_messages(pattern: str, question: str):
    """A one-node graph read with ``stream(stream_mode="messages")``: the text of the model's
    message chunks from the ``helper`` node joined."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def helper(s: SewState):
            msg = llm.invoke([SystemMessage("You're a sewing shop's helper. The pattern envelope (back):\n\n"
                                            f"{pattern}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(SewState)
        g.add_node("helper", helper)
        g.add_edge(START, "helper")
        g.add_edge("helper", END)
        parts = [_text(chunk) for chunk, meta in g.compile().stream({"question": question, "answer": ""},
                                                                    stream_mode="messages")
                 if meta.get("langgraph_node") == "helper"]
        return AIMessage("".join(parts))

    return run


def _branched(log: str, question: str):
    """A ``RunnableBranch``: a question with "how many" / "how long" / "how much" goes to a prompt
    asking for the figure worked out, any other to a plain prompt; both over the log."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableBranch

        figures = ChatPromptTemplate.from_messages([
            ("system", "Facilities assistant. Work figures out from the fire drill log and give the result.\n\n{log}"),
            ("human", "{q}"),
        ])
        plain = ChatPromptTemplate.from_messages([
            ("system", "Facilities assistant. Answer from the fire drill log.\n\n{log}"),
            ("human", "{q}"),
        ])
        branch = RunnableBranch(
            (lambda x: bool(re.search(r"\bhow (many|long|much)\b", x["q"], re.I)), figures | llm),
            plain | llm,
        )
        return branch.invoke({"log": log, "q": question})

    return run


def _batched(sheet: str, question: str):
    """``(prompt | llm).batch`` over a one-item list."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You're my homebrew log assistant. This is my brew sheet:\n\n{sheet}"),
            ("human", "{q}"),
        ])
        return (prompt | llm).batch([{"sheet": sheet, "q": question}])[0]

    return run


class ParentState(TypedDict):
    question: str
    answer: str


class LetterState(TypedDict):
    letter: str
    q: str
    reply: str


def _subgraph(letter: str, question: str):
    """A parent graph whose node calls a compiled subgraph with a state of its own (``letter``,
    ``q``, ``reply``: load the letter, then ask the model) and copies its reply back."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def load(s: LetterState):
            return {"letter": letter}

        def ask(s: LetterState):
            msg = llm.invoke([SystemMessage("Du hjälper boende att förstå brev från kommunen. Svara på frågans "
                                            f"språk.\n\nBrevet:\n{s['letter']}"), HumanMessage(s["q"])])
            return {"reply": _text(msg)}

        sub = StateGraph(LetterState)
        sub.add_node("load", load)
        sub.add_node("ask", ask)
        sub.add_edge(START, "load")
        sub.add_edge("load", "ask")
        sub.add_edge("ask", END)
        inner = sub.compile()

        def residents_desk(s: ParentState):
            return {"answer": inner.invoke({"letter": "", "q": s["question"], "reply": ""})["reply"]}

        g = StateGraph(ParentState)
        g.add_node("residents_desk", residents_desk)
        g.add_edge(START, "residents_desk")
        g.add_edge("residents_desk", END)
        return AIMessage(g.compile().invoke({"question": question, "answer": ""})["answer"])

    return run


def _command_tool(letter: str, question: str):
    """A graph START -> ``ToolNode`` -> model: the state already holds the model's
    ``fetch_notice`` call; the tool returns a ``Command`` whose update sets ``notice_loaded`` and
    adds the ``ToolMessage`` with the letter; then the model answers."""
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode
        class NoticeState(MessagesState):
            notice_loaded: bool

        @tool
        def fetch_notice(topic: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
            """Fetch the kindergarten's latest notice to parents on a topic."""
            return Command(update={"notice_loaded": True,
                                   "messages": [ToolMessage(letter, tool_call_id=tool_call_id)]})

        def model(s: NoticeState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(NoticeState)
        g.add_node("tools", ToolNode([fetch_notice]))
        g.add_node("model", model)
        g.add_edge(START, "tools")
        g.add_edge("tools", "model")
        g.add_edge("model", END)
        msgs = [SystemMessage("你是幼儿园家长群的助手。Answer in the parent's language."), HumanMessage(question),
                AIMessage("", tool_calls=[{"name": "fetch_notice", "args": {"topic": "寒假"},
                                           "id": "call_notice_1", "type": "tool_call"}])]
        out = g.compile().invoke({"messages": msgs, "notice_loaded": False})
        return out["messages"][-1]

    return run


def _with_fallbacks(sheet: str, question: str):
    """``(prompt | llm).with_fallbacks([...])``: a second chain with a shorter prompt is tried only
    if the first raises."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        first = ChatPromptTemplate.from_messages([
            ("system", "You explain a music exam result to a parent, kindly and exactly.\n\n{sheet}"),
            ("human", "{q}"),
        ])
        second = ChatPromptTemplate.from_messages([("human", "{sheet}\n\n{q}")])
        return (first | llm).with_fallbacks([second | llm]).invoke({"sheet": sheet, "q": question})

    return run


def _generator(receipt: str, question: str):
    """``prompt | llm | RunnableGenerator(...)``: a learner's generator that passes the model's
    chunks' text on (dropping empty ones); the pieces it yields joined."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableGenerator

        def texts(chunks):
            for chunk in chunks:
                if piece := _text(chunk):
                    yield piece

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Library helper. The member's loan receipt:\n\n{receipt}"),
            ("human", "{q}"),
        ])
        chain = prompt | llm | RunnableGenerator(texts)
        return AIMessage("".join(chain.stream({"receipt": receipt, "q": question})))

    return run


class ClubState(TypedDict):
    question: str
    answer: str


_PT_WORDS = re.compile(r"[ãõçáéíóúâêô]|\b(quanto|quando|posso|qual|onde|sócio|quota|é|não|em que)\b", re.I)


def _routed(notice: str, question: str):
    """A ``StateGraph`` whose conditional edge from START routes a Portuguese question to the
    ``pt`` node and any other to the ``en`` node; each node has its own system prompt."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def route(s: ClubState) -> str:
            return "pt" if _PT_WORDS.search(s["question"]) else "en"

        def pt(s: ClubState):
            msg = llm.invoke([SystemMessage(f"És o assistente da secretaria do clube. Aviso aos sócios:\n\n{notice}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        def en(s: ClubState):
            msg = llm.invoke([SystemMessage("You help English-speaking members of a Portuguese sports club. The "
                                            f"club's notice:\n\n{notice}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(ClubState)
        g.add_node("pt", pt)
        g.add_node("en", en)
        g.add_conditional_edges(START, route, {"pt": "pt", "en": "en"})
        g.add_edge("pt", END)
        g.add_edge("en", END)
        return AIMessage(g.compile().invoke({"question": question, "answer": ""})["answer"])

    return run


# --- documents ------------------------------------------------------------------------------------

LEASE = """LEASE OF UNIT 7, CANAL WHARF TRADING ESTATE, STOCKPORT SK1 2QF (extract)
Dated 1 March 2034. Landlord: Wharfside Estates Ltd. Tenant: Pennine Print & Sign Ltd.
Term: 10 years from and including 1 March 2034.

3. RENT
3.1 The initial rent is GBP 18,400 a year, payable by equal quarterly payments in advance on the usual quarter days.

7. RENT REVIEW
7.1 The rent shall be reviewed on each Review Date, being 1 March 2037 and 1 March 2040.
7.2 On each Review Date the rent shall increase by the percentage rise in the All Items Retail Prices Index over
the three years before that Review Date, but the rise shall be taken as not less than 2% and not more than 4% for
each year of that period, compounded annually.
7.3 The reviewed rent shall never be less than the rent payable immediately before the Review Date.
7.4 The Landlord must serve written notice of the reviewed rent no later than three months after the Review Date.
Time is of the essence: if notice is not served in time, the rent is not reviewed on that Review Date.
7.5 Until the reviewed rent is notified the Tenant continues to pay the rent at the old rate and pays any shortfall
within 14 days of the notice, with interest at 2% above Bank of England base rate.

9. TENANT'S BREAK
The Tenant may end this lease on 1 March 2039 by giving the Landlord not less than six months' written notice,
provided there are no arrears of rent on the break date.

SIDE LETTER dated 20 February 2034, signed by both parties: in clause 7.2 the figure of 4% is replaced by 3.5%."""

PATTERN = """PATTERN 4127  WRAP SKIRT WITH TIE BELT  -  Misses' sizes 8 to 18
Easy. Wrap skirt with waistband, tie belt and patch pocket. View A knee length; View B maxi length with ruffle.

BODY MEASUREMENTS (cm)
Size          8     10    12    14    16    18
Waist         61    66    71    76    81    86
Hip           86    91    97    102   107   112

FABRIC REQUIRED (metres)
View A  115 cm wide   2.1   2.1   2.2   2.3   2.4   2.4
        150 cm wide   1.4   1.4   1.5   1.5   1.6   1.7
View B  115 cm wide   3.2   3.3   3.3   3.4   3.6   3.7
        150 cm wide   2.3   2.3   2.4   2.5   2.5   2.6
Interfacing (waistband, all sizes): 0.3 m of 90 cm lightweight fusible.

NOTIONS: two 20 mm buttons, matching thread. View B also: 4.5 m of 1 cm ribbon.
SUGGESTED FABRICS: linen, chambray, viscose challis, lightweight denim. Not suitable for obvious diagonals.
1.5 cm seam allowance is included.
FINISHED LENGTH from waist: View A 64 cm, View B 102 cm.

ERRATUM (insert): View B, 150 cm wide fabric, size 14 needs 2.7 m, not 2.5 m as printed."""

FIRE_LOG = """FIRE EVACUATION DRILL LOG - HARLOW HOUSE (offices, ground + 3 floors)
Responsible person: D. Okafor, Facilities Manager
Targets: building clear within 3 minutes of the alarm; roll call complete within 5 minutes.

Date        Time   Type                      Alarm to clear  Roll call done  People  Notes
14/01/2037  10:15  announced                 2m 40s          4m 10s          118     Two staff used the lift; spoken to.
22/04/2037  14:30  unannounced               3m 25s          5m 50s          131     Fire door on 3rd floor wedged open.
09/07/2037  11:00  unannounced               2m 55s          4m 35s          97      School holidays, fewer people in.
15/10/2037  21:45  announced (night shift)   2m 10s          3m 40s          23      Night cleaning team only.

Note added 16/10/2037: the 22/04/2037 drill does not count for the record - the sounder on the 3rd floor did not
work, so part of the building never heard the alarm. It will be repeated.
Next drill due: January 2038 (unannounced). Fire wardens: one per floor; names on the noticeboard in reception."""

BREW_SHEET = """BREW SHEET #31 - "Hill Fort" Best Bitter          Brewed: 2 May 2037       All-grain, brew in a bag
Batch size (into fermenter): 23 L      Boil: 60 min      Efficiency: 72 %

Grain bill:  Maris Otter pale malt 4.2 kg | Crystal 60L 0.35 kg | Torrified wheat 0.15 kg
Mash:        66 C for 60 min, mash-out at 76 C for 10 min
Hops:        East Kent Goldings 30 g at 60 min | Fuggles 20 g at 15 min | East Kent Goldings 25 g at flameout
Yeast:       Nottingham ale yeast, 1 sachet (11 g), pitched at 19 C
Gravity:     target OG 1.046 | measured OG 1.048 | FG 1.011
ABV:         (OG - FG) x 131.25, using the measured OG
Dry hop:     none planned

Note 9 May:  stuck at 1.014 - moved the fermenter somewhere warmer (21 C); reached 1.011 on 12 May.
Note 12 May: changed my mind and dry hopped after all, 30 g Fuggles for 3 days.
Bottled:     16 May 2037, priming sugar at 5 g per litre of beer."""

SV_LETTER = """Ekeby kommun, Gatukontoret
Till dig som bor på Björkvägen eller Lönnvägen

SNÖRÖJNING OCH PARKERING VINTERN 2037/38

1. Från 1 december 2037 till 15 mars 2038 är det parkeringsförbud på Björkvägen varje tisdag kl. 08.00-12.00,
   så att vi kan ploga och sanda hela gatan.
2. Lönnvägen plogas när det har kommit mer än 5 cm snö, oftast före kl. 07.00.
3. Bilar som står kvar under förbudstiden flyttas. Avgift för flytt: 1 800 kr, och 150 kr per dygn i förvaring.
4. Sandlådor står i korsningen Björkvägen/Lönnvägen. Sanden är gratis för de boende.
5. Soptömningen sker som vanligt på fredagar.

Ändring 20 november 2037: förbudet på Björkvägen gäller i stället på onsdagar, samma tider.

Frågor? Ring Gatukontoret, 0470-555 310 (vardagar kl. 9-15)."""

ZH_LETTER = """阳光幼儿园 2038年寒假放假通知

各位家长:
根据区教育局的安排,我园寒假放假时间如下:
一、放假时间:2038年1月23日(星期六)至2月20日(星期六)。
二、开学时间:2月21日(星期日)上午8:00正常入园。
三、寒假期间伙食费按天退还,每天18元;保教费照常收取。
四、1月22日(星期五)为期末开放日,上午9:30起家长可入园观看孩子的表演,当天中午11:00放学。
五、寒假期间开设托管班(1月25日至2月5日,周一至周五),需在1月15日前报名,每天收费60元。

补充通知(1月10日):因春节调休,开学时间改为2月22日(星期一)上午8:00。

阳光幼儿园
2038年1月5日"""

MARK_SHEET = """PRACTICAL MUSIC EXAMINATION - PIANO, GRADE 5
Candidate: Ruby Achterberg     Candidate no. 0417     Date: 14 June 2037     Centre: Leeds (Headingley)

Piece A1 (J. S. Bach, Minuet in G minor)    26 / 30
Piece B3 (S. Heller, Study in A minor)      24 / 30
Piece C2 (B. Bartok, Evening in the Country) 27 / 30
Scales and arpeggios                        17 / 21
Sight-reading                               14 / 21
Aural tests                                 15 / 18
Total                                      123 / 150

Pass 100    Merit 120    Distinction 130

Comments: Piece B - some uneven quavers in bars 9-12. Aural - the cadence was not identified.

CORRECTION issued 20 June 2037: the mark for Piece B3 is amended to 25 / 30 (clerical error); the total
is amended accordingly."""

RECEIPT = """KIRKGATE LIBRARY - LOAN RECEIPT
Member: 2300 8817 4421          Printed: Tue 3 Nov 2037 15:42

  Item                                            Due date       Renewals left
1 The Salt Path (R. Winn) - book                  24 Nov 2037    2
2 Ottolenghi Simple - book                        24 Nov 2037    2
3 Dune (2021) - DVD                               10 Nov 2037    0
4 Paddington Goes to Town - children's book       24 Nov 2037    2

Items on loan: 4
Overdue charges: adult books 25p a day; DVDs GBP 1.00 a day; children's books no charge.
Maximum charge per item: GBP 6.00.
Reservation ready to collect: "Lessons in Chemistry" - held for you until Sun 8 Nov 2037.

AMENDED: DVD loans are now 14 days. The due date of item 3 has been extended to 17 Nov 2037."""

PT_NOTICE = """GRUPO DESPORTIVO RIBEIRENSE
AVISO AOS SÓCIOS - QUOTAS DA ÉPOCA 2037/2038

Sócio efetivo (18 a 64 anos): 6,00 EUR por mês
Sócio júnior (até aos 17 anos): 2,50 EUR por mês
Sócio sénior (65 anos ou mais): 3,00 EUR por mês

Quem pagar a época inteira (12 meses) até 31 de agosto de 2037 tem um desconto de 10 %.
Jóia de inscrição para novos sócios: 15,00 EUR (isenta para crianças com menos de 10 anos).
Pagamento na secretaria (terças e quintas, das 18h às 21h) ou por MB WAY.
Os sócios com mais de três meses de quotas em atraso não podem votar na Assembleia Geral.

RETIFICAÇÃO (15 de julho de 2037): a quota de sócio júnior passa a ser de 3,00 EUR por mês.

A Direção"""


GROUNDED = [
    # a lease in a checkpointed thread read back with get_state
    Case("lease-first-review", _checkpointed(LEASE, "When does our rent first get reviewed?"),
         _both(_re(r"1(st)? march,? 2037|march 1(st)?,? 2037|1/3/2037|2037-03-01"), _none_of("SK1 2QF", "14 days"))),
    Case("lease-cap", _checkpointed(LEASE, "What's the most our rent could be after the first review?"),
         _both(_re(r"20,?4(00|01)\b|20\.4 ?k|20,?400\.41"), _none_of("20,697", "20697", "SK1 2QF"))),
    Case("lease-quarter", _checkpointed(LEASE, "How much is each quarterly payment to start with?"),
         _but_not(_re(r"4,?600\b"), "SK1 2QF", "3.5%")),
    Case("lease-break-notice", _checkpointed(LEASE, "We might use the break. What's the last day we can tell "
                                                    "the landlord?"),
         _both(_re(r"1(st)? september,? 2038|september 1(st)?,? 2038|1/9/2038|2038-09-01"), _none_of("SK1 2QF"))),
    Case("lease-late-notice", _checkpointed(LEASE, "The landlord's review notice only arrived on 15 July 2037. "
                                                   "Do we have to pay the higher rent?"),
         _both(_denies("not reviewed", "too late", "out of time", "late", "no increase", "old rent",
                       "don't have to", "do not have to"), _none_of("SK1 2QF"))),
    Case("lease-deposit-absent", _checkpointed(LEASE, "How big is the rent deposit?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no deposit", "no rent deposit"), _none_of("SK1 2QF"))),
    Case("lease-thread-down", _checkpointed(LEASE, "Who is the landlord?", "And could the rent ever go down at a "
                                                                           "review?"),
         _both(_denies("never be less", "can't go down", "cannot go down", "won't go down", "upwards only",
                       "only go up", "never go down", "not go down", "never less"), _none_of("SK1 2QF"))),
    # a sewing pattern in a graph read with stream_mode="messages"
    Case("sew-size", _streamed_messages(PATTERN, "My waist is 76 cm and my hips are 102. Which size should I cut?"),
         _but_not(_re(r"\bsize 14\b|\b14\b"), "61    66", "2.1   2.1")),
    Case("sew-erratum", _streamed_messages(PATTERN, "I'm making the maxi version in a 14, using 150 cm wide linen. How "
                                             "many metres do I buy?"),
         _both(_new_not_old(r"\b2\.7 ?(m\b|metres|meters)", r"\b2\.5\b"), _none_of("61    66", "3.4"))),
    Case("sew-two-skirts", _streamed_messages(PATTERN, "I want two knee-length skirts in size 12 from 115 cm wide cotton. "
                                                "How much fabric altogether?"),
         _but_not(_re(r"\b4\.4 ?(m\b|metres|meters)"), "61    66", "2.1   2.1")),
    Case("sew-length-diff", _streamed_messages(PATTERN, "How much longer is the maxi skirt than the knee-length one?"),
         _but_not(_re(r"\b38 ?(cm|centimet)"), "61    66")),
    Case("sew-price-absent", _streamed_messages(PATTERN, "How much does this pattern cost?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no price"), _none_of("61    66", "2.1   2.1"))),
    # a fire-drill log through a RunnableBranch
    Case("fire-july", _branched(FIRE_LOG, "How long did it take to get everyone out in the July drill?"),
         _but_not(_re(r"2 ?m(in(ute)?s?)? ?(and )?55|2:55"), "2m 40s", "3m 25s", "2m 10s")),
    Case("fire-count", _branched(FIRE_LOG, "How many of the drills in the log actually count for the record?"),
         _both(_word("3", "three"), _none_of("2m 40s", "four drills", "4 drills"))),
    Case("fire-people", _branched(FIRE_LOG, "How many people took part in the January and July drills put "
                                              "together?"),
         _but_not(_word("215"), "131", "2m 40s")),
    Case("fire-faster", _branched(FIRE_LOG, "How much quicker was the night-shift drill to clear the building "
                                              "than the January one?"),
         _both(_re(r"\b30 ?(s\b|sec)|half a minute|thirty seconds"), _none_of("3m 25s", "2m 55s"))),
    Case("fire-lift", _branched(FIRE_LOG, "Did anyone use the lift during a drill?"),
         _both(_not_opening("no"), _any("two staff", "2 staff", "january", "14/01"), _none_of("3m 25s", "2m 55s"))),
    Case("fire-warden-absent", _branched(FIRE_LOG, "Who is the fire warden for the second floor?"),
         _both(_absent(*_NOT_GIVEN, "noticeboard", "notice board"), _none_of("2m 40s", "Okafor is the"))),
    # a brew sheet through batch
    Case("brew-abv", _batched(BREW_SHEET, "What strength did this beer come out at?"),
         _both(_re(r"\b4\.8\d?\s?%|\b4\.9\s?%|\b4\.86"), _none_of("4.6%", "4.59", "1.046"))),
    Case("brew-grain", _batched(BREW_SHEET, "How much grain did I use in total?"),
         _but_not(_re(r"\b4\.7 ?kg|4700 ?g"), "0.35 kg |", "25 g at flameout")),
    Case("brew-dry-hop", _batched(BREW_SHEET, "Did I dry hop this one?"),
         _both(_not_opening("no"), _re(r"30 ?g"), _none_of("20 g at 15 min"))),
    Case("brew-hops-total", _batched(BREW_SHEET, "How many grams of hops went into this batch altogether?"),
         _but_not(_word("105", "105 g", "105g"), "20 g at 15 min")),
    Case("brew-priming", _batched(BREW_SHEET, "How much priming sugar did the whole batch need?"),
         _but_not(_re(r"\b115 ?(g\b|grams)"), "4.2 kg", "East Kent")),
    Case("brew-cost-absent", _batched(BREW_SHEET, "How much did the ingredients cost me?"),
         _both(_absent(*_NOT_GIVEN, "no cost", "no price"), _none_of("4.2 kg |", "East Kent Goldings 30 g"))),
    # a Swedish municipality's letter in a subgraph with its own state
    Case("sv-ban-day", _subgraph(SV_LETTER, "Which day of the week can't I park on Björkvägen this winter?"),
         _both(_new_not_old(r"wednesday|onsdag", r"tuesday|tisdag"), _none_of("0470-555 310", "Sandlådor"))),
    Case("sv-tow-bill", _subgraph(SV_LETTER, "If my car gets towed and sits in storage for 3 days, what's the "
                                             "total bill?"),
         _but_not(_re(r"\b2[ ,.\u00a0]?250\b"), "0470-555 310", "Sandlådor")),
    Case("sv-snow", _subgraph(SV_LETTER, "We had 3 cm of snow overnight. Will Lönnvägen be ploughed?"),
         _both(_denies("more than 5", "over 5", "5 cm", "not enough", "less than"), _none_of("0470-555 310"))),
    Case("sv-sand", _subgraph(SV_LETTER, "Kostar sanden något?"),
         _both(_not_opening("ja"), _any("gratis", "free", "kostar inget", "kostar ingenting", "inget"),
               _none_of("0470-555 310", "1 800"))),
    Case("sv-ban-hours", _subgraph(SV_LETTER, "How many hours a week does the parking ban last?"),
         _both(_re(r"\b4 ?(hours|timmar|h\b)|four hours|fyra timmar"), _none_of("0470-555 310", "Sandlådor"))),
    Case("sv-permit-absent", _subgraph(SV_LETTER, "Can I get a residents' parking permit for Björkvägen?"),
         _both(_not_opening("yes", "ja"), _absent(*_NOT_GIVEN, *_SV_NOT_GIVEN, "no permit"),
               _none_of("0470-555 310", "Sandlådor"))),
    # a Chinese kindergarten letter from a tool that returns a Command
    Case("zh-back", _command_tool(ZH_LETTER, "孩子哪天开学?"),
         _both(_new_not_old(r"2月22日|二月二十二|2月22号", r"2月21日"), _none_of("每天收费60元", "伙食费按天退还"))),
    Case("zh-club-fee", _command_tool(ZH_LETTER, "托管班如果报名10天,一共要交多少钱?"),
         _but_not(_re(r"600 ?元|六百元|600元"), "每天18元", "伙食费按天退还")),
    Case("zh-club-days", _command_tool(ZH_LETTER, "How many days does the holiday club run?"),
         _both(_word("10", "ten"), _none_of("每天18元", "12 days", "twelve days"))),
    Case("zh-fee-still", _command_tool(ZH_LETTER, "寒假期间保教费还要交吗?"),
         _both(_not_opening("不", "no"), _any("照常", "要交", "需要交", "still", "需要", "要"),
               _none_of("每天收费60元", "托管班"))),
    Case("zh-homework-absent", _command_tool(ZH_LETTER, "寒假有作业吗?"),
         _both(_not_opening("有"), _absent(*_NOT_GIVEN, *_ZH_NOT_GIVEN), _none_of("每天收费60元", "伙食费按天退还"))),
    # a piano mark sheet through with_fallbacks
    Case("piano-total", _with_fallbacks(MARK_SHEET, "What was Ruby's total mark?"),
         _both(_new_not_old(r"\b124\b", r"\b123\b"), _none_of("26 / 30", "17 / 21"))),
    Case("piano-band", _with_fallbacks(MARK_SHEET, "Did she get a merit or a distinction?"),
         _both(_any("merit"), _not_opening("distinction"), _none_of("26 / 30", "she got a distinction"))),
    Case("piano-short", _with_fallbacks(MARK_SHEET, "How many more marks would she have needed for a "
                                                           "distinction?"),
         _both(_word("6", "six"), _none_of("26 / 30", "7 more", "seven more"))),
    Case("piano-best", _with_fallbacks(MARK_SHEET, "Which of her three pieces got the best mark?"),
         _both(_any("bartok", "bartók", "c2", "evening in the country"), _none_of("26 / 30", "17 / 21"))),
    Case("piano-pieces", _with_fallbacks(MARK_SHEET, "Out of 90, how did she do on the three pieces?"),
         _both(_word("78"), _none_of("77", "26 / 30"))),
    Case("piano-examiner-absent", _with_fallbacks(MARK_SHEET, "Who was the examiner?"),
         _both(_absent(*_NOT_GIVEN, "no examiner", "not named", "isn't named"), _none_of("26 / 30", "17 / 21"))),
    # a library loan receipt through a RunnableGenerator
    Case("lib-dvd-due", _generator(RECEIPT, "When does the DVD have to go back?"),
         _both(_new_not_old(r"17(th)? nov|nov(ember)? 17", r"10(th)? nov|nov(ember)? 10"),
               _none_of("The Salt Path (R. Winn)", "2300 8817"))),
    Case("lib-fine", _generator(RECEIPT, "If I take The Salt Path back 5 days late, what will I be charged?"),
         _but_not(_re(r"(£|gbp ?)1\.25|\b125 ?p\b|1\.25 ?(gbp|pounds)"), "Ottolenghi", "2300 8817")),
    Case("lib-paddington", _generator(RECEIPT, "Will I be fined if Paddington is late back?"),
         _both(_denies("no charge", "free", "not charged", "no fine"), _none_of("Ottolenghi", "2300 8817"))),
    Case("lib-renew-dvd", _generator(RECEIPT, "Can I renew Dune?"),
         _both(_denies("no renewals", "0 renewals", "zero renewals", "can't be renewed", "cannot be renewed",
                       "no more renewals", "none left"), _none_of("Ottolenghi", "2300 8817"))),
    Case("lib-books", _generator(RECEIPT, "How many books have I got out, not counting DVDs?"),
         _both(_word("3", "three"), _none_of("Ottolenghi Simple - book", "2300 8817", "4 books"))),
    # a Portuguese club notice routed by a conditional edge
    Case("pt-year", _routed(PT_NOTICE, "I'm 40. If I pay the whole season by the end of August, how much is it?"),
         _both(_re(r"64[.,]80|64[.,]8\b"), _none_of("2,50 EUR", "MB WAY"))),
    Case("pt-junior", _routed(PT_NOTICE, "Quanto paga por mês um sócio júnior?"),
         _both(_new_not_old(r"\b3[.,]00\b|\b3 (eur|euros)", r"2[.,]50"), _none_of("6,00 EUR por mês", "MB WAY"))),
    Case("pt-joia-kid", _routed(PT_NOTICE, "My daughter is 8 and wants to join. Do we pay a joining fee?"),
         _both(_denies("exempt", "isenta", "free", "no joining fee", "don't pay", "do not pay", "no fee"),
               _none_of("2,50 EUR", "MB WAY"))),
    Case("pt-vote", _routed(PT_NOTICE, "I'm four months behind on my fees. Can I still vote at the general "
                                       "meeting?"),
         _both(_denies("can't vote", "cannot vote", "not allowed", "not able", "no right", "can not vote"),
               _none_of("2,50 EUR", "MB WAY"))),
    Case("pt-senior-year", _routed(PT_NOTICE, "How much does a 70-year-old member pay over a year, paying monthly?"),
         _both(_re(r"\b36([.,]00)?\b"), _none_of("2,50 EUR", "MB WAY", "32,40", "32.40"))),
    Case("pt-stadium-absent", _routed(PT_NOTICE, "Onde fica o estádio do clube?"),
         _both(_absent(*_NOT_GIVEN, *_PT_NOT_GIVEN), _none_of("2,50 EUR", "MB WAY"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def move_to_savings(amount_gbp: float) -> str:
    """Move money from the current account into the savings pot."""
    return "moved"


@tool
def book_table(people: int, day: date, time: str) -> str:
    """Book a restaurant table. time is 24-hour HH:MM."""
    return "booked"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the heating thermostat to a temperature in degrees Celsius."""
    return "set"


@tool
def log_run(distance_km: float, minutes: int) -> str:
    """Log a run in the training diary."""
    return "logged"


@tool
def track_parcel(tracking_id: str) -> str:
    """Track a parcel by its tracking number (no spaces)."""
    return "in transit"


@tool
def set_do_not_disturb(enabled: bool, allow_favourites: bool) -> str:
    """Turn the phone's do-not-disturb mode on or off, and choose whether calls from favourites get through."""
    return "done"


@tool
def order_taxi(pickup: str, destination: str, time: str, passengers: int) -> str:
    """Order a taxi. time is 24-hour HH:MM."""
    return "ordered"


@tool
def renew_prescription(medicine: str, quantity: int) -> str:
    """Ask the surgery to renew a repeat prescription."""
    return "requested"


@tool
def cancel_prescription(medicine: str) -> str:
    """Stop a repeat prescription."""
    return "cancelled"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You are the Riverside Surgery's repeat prescription bot.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        firsts = [m for m in out["messages"] if isinstance(m, AIMessage)]
        return firsts[0] if firsts else AIMessage("")

    return run


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0") or str(v).strip() == value


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


def _true(v) -> bool:
    return v is True or str(v).lower() == "true"


TOOLS = [
    Case("tool-one-point-two-k", _calls([move_to_savings], "stick one point two k in the savings pot"),
         _call("move_to_savings", amount_gbp=_num_near(1200))),
    Case("tool-table", _calls([book_table], "Today is Friday 11 June 2038. Table for me and three friends tomorrow "
                                            "at half seven in the evening."),
         _call("book_table", people=_num_near(4), day=lambda v: str(v) == "2038-06-12", time=_hhmm("19:30"))),
    Case("tool-two-up", _calls([set_thermostat], "it's on 19 - bump the heating up two degrees"),
         _call("set_thermostat", celsius=_num_near(21))),
    Case("tool-miles", _calls([log_run], "I ran 5 miles in 42 minutes this morning"),
         _call("log_run", distance_km=_num_near(8.047, 0.05), minutes=_num_near(42))),
    Case("tool-parcel-id", _calls([track_parcel], "where's my parcel? the number is JD0144 7720 19GB"),
         _call("track_parcel", tracking_id=lambda v: re.sub(r"\s", "", str(v)).upper() == "JD0144772019GB")),
    Case("tool-dnd", _calls([set_do_not_disturb], "turn on do not disturb and don't let anyone through, not even "
                                                  "my favourites"),
         _call("set_do_not_disturb", enabled=_true, allow_favourites=_false)),
    Case("tool-no-fit", _calls([move_to_savings, set_thermostat, log_run], "who wrote Middlemarch?"), _no_call),
    Case("tool-table-missing", _calls([book_table], "book us a table please"), _no_call),
    Case("tool-zh-taxi", _calls([order_taxi], "明早七点半从家里叫一辆车去机场,我们三个人。"),
         _call("order_taxi", time=_hhmm("07:30"), passengers=_num_near(3),
               destination=lambda v: "机场" in str(v) or "airport" in str(v).lower())),
    Case("agent-inhaler", _agent_run([renew_prescription, cancel_prescription], "please renew my inhaler, two of "
                                                                                "them, and don't cancel anything"),
         _both(_call("renew_prescription", medicine=lambda v: "inhaler" in str(v).lower(), quantity=_num_near(2)),
               lambda out: _call_args(out, "cancel_prescription") is None)),
]


# --- structured output ----------------------------------------------------------------------------

class Refund(BaseModel):
    amount: float
    currency: Literal["GBP", "EUR", "USD"]


class Rsvp(BaseModel):
    attending: bool = Field(description="whether the guest will come")


class Weight(TypedDict):
    kg: Annotated[float, ..., "the weight in kilograms"]


class Contact(BaseModel):
    name: str
    phone: str
    email: str | None = None


class Party(BaseModel):
    adults: int
    children: int


class Booking(BaseModel):
    day: date = Field(description="用餐日期")
    people: int = Field(description="人数")


class Ticket(BaseModel):
    priority: Literal["P1", "P2", "P3"] = Field(description="P1 urgent, P2 normal, P3 low")


STRUCTURED = [
    Case("schema-refund", _structured(Refund, "They still owe me forty-two euros and 15 cents for the return."),
         _parsed(lambda r: abs(r.amount - 42.15) < 1e-6 and r.currency == "EUR")),
    Case("schema-not-coming", _structured(Rsvp, "Sadly I won't be able to make it - we're away that week."),
         _parsed(lambda r: r.attending is False)),
    Case("schema-pounds-kg", _structured(Weight, "The suitcase weighs 44 pounds."),
         _parsed(lambda w: abs(float(w.get("kg") if isinstance(w, dict) else w.kg) - 19.96) <= 0.1)),
    Case("schema-no-email", _structured(Contact, "Ring Tomasz Zielinski on 07700 900461 after six."),
         _parsed(lambda c: "tomasz" in c.name.lower() and c.email is None
                 and re.sub(r"\D", "", c.phone) == "07700900461")),
    Case("schema-twins-baby", _structured(Party, "It'll be the two of us grown-ups, plus our twins and the baby."),
         _parsed(lambda p: p.adults == 2 and p.children == 3)),
    Case("schema-zh-booking", _structured(Booking, "今天是2038年3月3日,星期三。我们下周五晚上五个人吃饭。", "提取预订信息。"),
         _parsed(lambda b: b.day == date(2038, 3, 12) and b.people == 5)),
    Case("schema-not-urgent", _structured(Ticket, "Not urgent at all - whenever you get a chance, the shelf in "
                                                  "room 4 is a bit wobbly."),
         _parsed(lambda t: t.priority == "P3")),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Support(BaseModel):
    """Whether the facts support the answer."""

    is_supported: bool = Field(description="true only if every claim in the answer is backed by the facts")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-passage-n", _ask("Is this passage useful for the question? Reply Y or N only.\nQuestion: How long "
                                 "do I boil an egg for a runny yolk?\nPassage: Check your tyre pressures monthly and "
                                 "before long journeys."), _only("N")),
    Case("grade-supported-false", _grader(Support, "Check the answer against the facts.",
                                          "FACTS: The museum is free on Sundays. On other days entry is GBP 8.\n"
                                          "ANSWER: Entry costs GBP 8 on Sundays."),
         _parsed(lambda s: s.is_supported is False)),
    Case("label-praise", _ask("Sort the review into PRAISE, COMPLAINT or QUESTION. Just the word.\nReview: The "
                              "delivery driver was lovely and the bread was still warm!"), _only("PRAISE")),
    Case("label-swedish", _ask("Which language is this: DE, NL or SV? Code only.\nTack så mycket för hjälpen igår!"),
         _only("SV")),
    Case("grade-zh-wrong", _ask("判断下面的回答是否正确,只回答“对”或“错”。\n问题:一年有几个月?\n回答:十个月。"), _only("错")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-dog-breed", _thread("Our dog's called Biscuit - she's a beagle, three years old.", "Lovely!",
                                     "She keeps stealing socks though.", "Ha, a classic beagle habit.",
                                     "what breed did I say she was?"),
         _both(_any("beagle"), _none_of("don't know", "do not know"))),
    Case("thread-she-teaches", _thread("My sister Maya teaches French and my cousin Leo repairs bikes.",
                                       "Sounds like a handy family!", "what does she teach?"),
         _both(_any("french"), _none_of("don't know", "bikes"))),
    Case("thread-plumber-time", _thread("The plumber's coming at 3 tomorrow.", "OK, noted.",
                                        "Sorry, I meant 4, not 3.", "No problem.",
                                        "what time is the plumber coming?"),
         _new_not_old(r"\b4\b|\bfour\b", r"\b3\b|\bthree\b")),
    Case("thread-zh-age", _thread("我女儿今年六岁。", "真好!", "她明年几岁?"),
         _both(_any("七岁", "7岁", "7 岁", "七"), _none_of("不知道"))),
    Case("thread-money-left", _thread("I've got GBP 50 to last me the weekend.", "Sounds manageable.",
                                      "I spent GBP 18.40 on Saturday.", "OK.", "how much have I got left?"),
         _both(_any("31.60", "31.6"), _none_of("don't know"))),
    Case("chat-thanks", _ask("thanks, that's sorted it!"),
         _both(_any("welcome", "glad", "great", "no problem", "happy", "pleasure", "anytime"),
               _none_of("don't know", "do not know", "no information"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
