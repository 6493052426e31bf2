"""A thirty-seventh invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held37``, from main at 8c295e50) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a hill
walk's GPX track (waypoints, track points with elevations and UTC times) pasted in a human message
by a node of a compiled subgraph that a parent graph runs as one node; a school test paper in
LaTeX (the ``exam`` class, ``\\question[marks]``, an erratum in a ``%`` comment changing one mark, a
reading-time note) behind a graph that asks for the pupil's question with ``interrupt`` and is
resumed with ``Command(resume=...)`` over an ``InMemorySaver`` checkpointer; a Jupyter notebook's raw
``.ipynb`` JSON (a printed table, a sum cell, a markdown correction of one day's figure with the
cells not re-run) in a system message of a short history cut by ``trim_messages``; a shipping
bill of lading (containers, seals, gross weights, an amendment short-shipping cartons) in the
human turn under a terse system prompt, through ``llm.bind(stop=...)`` and ``StrOutputParser``; a
pharmacy's dispensing labels for two medicines read with ``llm.astream`` (async, chunks joined);
an auction catalogue (buyer's premium, an online surcharge, storage per day, a withdrawn lot)
given by a ``@dynamic_prompt`` middleware of ``create_agent``; an expense approval process drawn
as a Mermaid flowchart, asked through ``(prompt | llm).map()``; a Dutch residents' letter (a
``Bewonersbrief`` with a later ``Aanvulling`` moving a date) kept in a LangGraph ``InMemoryStore``
and read by the node from the store, asked in English and in Dutch; a family tree as a GEDCOM
file returned as a ``ToolMessage`` after the model's own tool call, built by a node that reads it
from the graph's runtime ``context`` (``context_schema``). Questions in everyday words: a duration
between two times, a height difference, a time converted to summer time, a mark changed by an
erratum, a total changed by it, a stay with reading time added, the busiest day after a
correction, a corrected weekly total, a difference of two days, a total weight after an
amendment, a count after short-shipping, which container holds what, a course length worked
from a quantity and a dose, the next dose from a first one, a food rule, a daily maximum, a
price with a premium, a withdrawn lot, storage charged after a free period, who approves an
amount, a rule for a missing receipt, a path through two checks, a moved date, a yearly rise
worked from a monthly one, a time outside an outage, a deposit, an age at death, parents from a
family record, months between a wedding and a birth, answers absent.

A learner's tools: "two grand" into savings, "me, my wife and our three kids" at "half seven"
tonight, "every other day at six in the morning", "a 5 mile walk" into kilometres, "the last
working day of this month" with today stated, no tool fits (a joke), an amount missing ("some
money"), an air conditioner in Chinese (二十六度, 制冷), a delivery moved from Thursday to Friday with
today stated through ``create_agent`` among track / reschedule tools, "switch the landing light
off" onto a bool, "a quarter of a kilo", "an hour and a half" from a stated time, adults and a
pensioner, an ``Optional`` quantity never said. Structured output of my own schemas (a pledge's
total worked from "£12 a month for a year", a ``Literal`` sentiment from "not bad at all", "1.2
km" into metres in a ``TypedDict``, an ``Optional`` email never given, a negated bool beside a
true one, a list with a name taken off, a Chinese expense claim's total in words, a ``Literal``
priority from "no hurry", "twin toddlers" counted, "the Friday after next" with today stated).
Graders and labels in wordings of my own (YES / NO on-topic, a structured ``supported`` bool,
EN / FR / DE, SPAM / HAM, POS / NEG / NEU, 相关 / 不相关, a structured ``Literal`` intent, PASS /
FAIL). Conversations (an allergy said earlier, "she" after two siblings, a greeting, a Chinese
count of pets, a corrected flight number, a thanks, kilometres summed over two turns, a dog's name
never said).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
material does not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at 8c295e50 (the branch point of ``held37``; the set and its oracles committed
first in 2506637e, then one run with ``-v``), 80 cases: right 20, stated limit 45, silently wrong
15, false alarms 2. No oracle was mended: none rejected a right reply and the harness did not
crash. Before that commit the harness alone was tried on a fake model from langchain_core (every
program shape ran and handed the model the messages meant), and the grounded oracles were tried
on replies I wrote by hand, right ones and wrong ones: "The labels don't show a price." was
rejected, so "don't show" and the like joined ``_NOT_GIVEN`` before the commit. The silently
wrong: bol-cartons (the row's 310 and the amendment's 45 quoted, not the 265 it states),
bol-eta-absent (the port line and the amendment quoted for an arrival date the bill does not
give), auction-storage (the storage rule and lot 101 quoted, not the GBP 15 worked from it),
flow-lunch and flow-train ("I don't know." with the answer in the Mermaid chart's nodes and edge
labels), vve-key (the deposit line with the service-charge line beside it, and "nothing about
'Wat', 'kost'"), ged-thomas-age and ged-harold-parents (a ``1 NAME`` line and "nothing about
'died' / 'parents'": a GEDCOM record's levels not read), tool-two-grand (2.0 for "two grand"),
tool-remind-ninety (the stated 14:50, not 16:20), schema-not-ben (Ben kept after "actually not
Ben"), schema-twins (children 3 for "twin toddlers"), schema-friday-after-next (the coming Friday),
grade-unsupported (``supported`` True for "every Sunday" against "the first Sunday of each
month"), thread-flight-fixed (the first flight number, not the corrected one). The false alarms,
neither with an answer: gpx-weather-absent (the notation limit sentence's "can't tell" meets the
oracle's phrase) and tool-no-fit-joke (no call beside a knowledge limit, which is what a right
reply is there). One lenient pass: thread-she-lives is counted right on a reply that quotes the
whole earlier statement, both siblings and both cities, without saying which one "she" is.
Pinned at these counts in ``test_pins.py``. Classes, code paths and proposed mechanisms:
``THIRTYSEVENTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.thirtyseventh_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from dataclasses import dataclass
from datetime import date
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
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
    _either,
    _has,
    _honest,
    _no_call,
    _none_of,
    _not_opening,
    _num_near,
    _only,
    _opens,
    _parsed,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- oracle helpers of this set -------------------------------------------------------------------


def _new_not_old(new_pattern: str, old_pattern: str):
    """``new_pattern`` is given; ``old_pattern`` (the value the material later changed) only in a
    sentence that says it changed ("was", "not", "corrected", "instead"...)."""
    change = re.compile(r"cancel|chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|"
                        r"moved|update|\bfrom\b|n't\b|correct|errat|amend|short|rolled|old|replac|\bto\b|"
                        r"verschov|verplaatst|oorspronkelijk|aanvulling|eerder", re.I)

    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?。;;!?\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not change.search(sentence):
                return False
        return True

    return ok


def _re(pattern: str):
    """The reply matches ``pattern`` (case ignored)."""
    return lambda out: bool(re.search(pattern, _text(out), re.I))


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "doesn't list", "does not list", "not stated", "doesn't state",
              "does not state", "no information", "not in the", "don't say", "do not say", "nothing about",
              "not specified", "doesn't specify", "does not specify", "don't mention", "do not mention", "not given",
              "not covered", "doesn't cover", "does not cover", "don't cover", "isn't on", "is not on", "not on the",
              "doesn't include", "does not include", "not included", "no details", "doesn't give", "does not give",
              "doesn't show", "does not show", "not shown", "isn't shown", "not recorded", "isn't recorded",
              "doesn't record", "does not record", "no record", "don't show", "do not show", "don't give",
              "do not give", "don't record", "do not record", "don't include", "do not include")

# --- program shapes -------------------------------------------------------------------------------


class WalkState(TypedDict):
    """The parent graph's and the subgraph's shared state."""

    question: str
    gpx: str
    answer: str


def _subgraph(gpx: str, question: str):
    """A parent graph whose ``load`` node puts the GPX file in the state and whose ``walk`` node is a
    compiled subgraph; the subgraph's node pastes the file and the question in one human message."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def reply(s: WalkState):
            msg = llm.invoke([HumanMessage(f"Here's the GPX file my watch saved on Saturday's walk:\n\n{s['gpx']}\n\n"
                                           f"{s['question']}")])
            return {"answer": _text(msg)}

        inner = StateGraph(WalkState)
        inner.add_node("reply", reply)
        inner.add_edge(START, "reply")
        inner.add_edge("reply", END)

        def load(s: WalkState):
            return {"gpx": gpx}

        outer = StateGraph(WalkState)
        outer.add_node("load", load)
        outer.add_node("walk", inner.compile())
        outer.add_edge(START, "load")
        outer.add_edge("load", "walk")
        outer.add_edge("walk", END)
        return AIMessage(outer.compile().invoke({"question": question, "gpx": "", "answer": ""})["answer"])

    return run


class ExamState(TypedDict):
    question: str
    answer: str


def _interrupted(tex: str, question: str):
    """A graph whose first node asks for the pupil's question with ``interrupt``; the run is resumed
    with ``Command(resume=question)`` on the same thread of an ``InMemorySaver``."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Command, interrupt

        def ask(s: ExamState):
            return {"question": interrupt("What would you like to know about the test?")}

        def answer(s: ExamState):
            msg = llm.invoke([SystemMessage("Answer the pupil's questions about this test paper, which is written "
                                            f"in LaTeX\n\n{tex}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(ExamState)
        g.add_node("ask", ask)
        g.add_node("answer", answer)
        g.add_edge(START, "ask")
        g.add_edge("ask", "answer")
        g.add_edge("answer", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "pupil-1"}}
        app.invoke({"question": "", "answer": ""}, config)
        return AIMessage(app.invoke(Command(resume=question), config)["answer"])

    return run


def _trimmed(notebook: str, question: str):
    """A short history cut by ``trim_messages`` (the last four messages, the system message kept,
    starting on a human turn) before the model."""
    def run(llm):
        from langchain_core.messages import trim_messages

        history = [
            SystemMessage("You are the library team's data assistant. The notebook they ask about, as raw .ipynb "
                          f"JSON:\n\n{notebook}"),
            HumanMessage("morning!"),
            AIMessage("Morning! What can I help with?"),
            HumanMessage("can you look at the footfall notebook for me?"),
            AIMessage("Sure - what would you like to know?"),
            HumanMessage(question),
        ]
        kept = trim_messages(history, max_tokens=4, token_counter=len, strategy="last", include_system=True,
                             start_on="human")
        return llm.invoke(kept)

    return run


def _bound_stop(bill: str, question: str):
    """A prompt whose human turn holds the document and the question, into ``llm.bind(stop=...)``
    and a ``StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are an export clerk's assistant. Keep answers short."),
            ("human", "{bill}\n\nQ: {q}"),
        ])
        chain = prompt | llm.bind(stop=["\nQ:"]) | StrOutputParser()
        return AIMessage(chain.invoke({"bill": bill, "q": question}))

    return run


def _astreamed(labels: str, question: str):
    """``llm.astream`` in an event loop, the chunks' text joined."""
    def run(llm):
        async def go() -> str:
            parts = []
            async for chunk in llm.astream([SystemMessage("Answer questions about the medicines in this bag using "
                                                          f"the pharmacy labels:\n{labels}"), HumanMessage(question)]):
                parts.append(_text(chunk))
            return "".join(parts)

        return AIMessage(asyncio.run(go()))

    return run


def _dynamic_prompt_agent(catalogue: str, question: str):
    """``create_agent`` with no tools whose system prompt comes from a ``@dynamic_prompt``
    middleware; the outcome is the last message."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain.agents.middleware import ModelRequest, dynamic_prompt

        @dynamic_prompt
        def catalogue_prompt(request: ModelRequest) -> str:
            return ("Thornbury Salerooms' catalogue is below. Answer bidders from it and nothing else.\n\n"
                    f"{catalogue}")

        agent = create_agent(llm, [], middleware=[catalogue_prompt])
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        return out["messages"][-1]

    return run


def _mapped(chart: str, question: str):
    """``(prompt | llm).map()`` over a one-item list of inputs."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Our expense policy, drawn as a Mermaid flowchart. Answer staff questions by following "
                       "it.\n\n```mermaid\n{chart}\n```"),
            ("human", "{q}"),
        ])
        return (prompt | llm).map().invoke([{"chart": chart, "q": question}])[0]

    return run


class AskState(TypedDict):
    question: str
    answer: str


def _from_store(letter: str, question: str):
    """The letter kept in an ``InMemoryStore``; the graph's node reads it from the store it was
    compiled with."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("letters", "zeemanhof"), "2036-09", {"text": letter})

        def answer(s: AskState, *, store: BaseStore):
            text = store.get(("letters", "zeemanhof"), "2036-09").value["text"]
            msg = llm.invoke([SystemMessage("Je helpt de bewoners met vragen over de bewonersbrief hieronder. "
                                            "Antwoord in het Engels als de vraag in het Engels is.\n\n" + text),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(AskState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "answer": ""})["answer"])

    return run


@dataclass
class TreeContext:
    """The graph's runtime context: the family tree file."""

    gedcom: str


def _tool_result_context(gedcom: str, question: str):
    """A node that reads the GEDCOM file from the runtime ``context`` and gives it to the model as
    the result of the model's own earlier ``load_tree`` call."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.runtime import Runtime

        def answer(s: AskState, runtime: Runtime[TreeContext]):
            msgs = [SystemMessage("You help the user with their family history research."),
                    HumanMessage(s["question"]),
                    AIMessage("", tool_calls=[{"name": "load_tree", "args": {"file": "ashworth.ged"},
                                               "id": "call_tree_1", "type": "tool_call"}]),
                    ToolMessage(runtime.context.gedcom, tool_call_id="call_tree_1", name="load_tree")]
            return {"answer": _text(llm.invoke(msgs))}

        g = StateGraph(AskState, context_schema=TreeContext)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        out = g.compile().invoke({"question": question, "answer": ""}, context=TreeContext(gedcom=gedcom))
        return AIMessage(out["answer"])

    return run


# --- documents ------------------------------------------------------------------------------------

GPX = """<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="TrailLog 4.2" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata>
    <name>Coledale Horseshoe</name>
    <time>2036-06-14T08:02:11Z</time>
  </metadata>
  <wpt lat="54.59520" lon="-3.23700"><ele>142</ele><name>Braithwaite car park</name></wpt>
  <wpt lat="54.58700" lon="-3.26030"><ele>791</ele><name>Grisedale Pike summit</name></wpt>
  <wpt lat="54.57310" lon="-3.25410"><ele>470</ele><name>Force Crag mine (stream: water refill)</name></wpt>
  <trk>
    <name>Coledale Horseshoe</name>
    <trkseg>
      <trkpt lat="54.59520" lon="-3.23700"><ele>142</ele><time>2036-06-14T08:05:00Z</time></trkpt>
      <trkpt lat="54.59110" lon="-3.24980"><ele>455</ele><time>2036-06-14T09:12:00Z</time></trkpt>
      <trkpt lat="54.58700" lon="-3.26030"><ele>791</ele><time>2036-06-14T10:20:00Z</time></trkpt>
      <trkpt lat="54.57310" lon="-3.25410"><ele>470</ele><time>2036-06-14T12:10:00Z</time></trkpt>
      <trkpt lat="54.59520" lon="-3.23700"><ele>142</ele><time>2036-06-14T14:35:00Z</time></trkpt>
    </trkseg>
  </trk>
</gpx>"""

EXAM = r"""\documentclass[11pt,addpoints]{exam}
\title{Year 10 Chemistry -- End of Unit Test: Rates of Reaction}
\date{Tuesday 17 March 2037}
% Erratum (issued 16 March): Question 3 is worth [8] marks, not [10]. Section A is therefore out of
% 28 and the whole paper out of 58. Invigilators: read this out before the start.
% Invigilators: give 10 minutes' reading time before the 50 minutes start. No writing during it.
\begin{document}
\maketitle
\begin{center}
Time allowed: 50 minutes. Answer ALL questions in Section A and TWO of the three questions in Section B.
Calculators are permitted. Total: 60 marks.
\end{center}

\section*{Section A}
\begin{questions}
\question[4] Define the term \emph{activation energy}.
\question[6] Explain, in terms of particles, why a higher temperature increases the rate of a reaction.
\question[10] Marble chips react with hydrochloric acid. Describe an experiment to measure how the rate
changes with the size of the chips. Include a labelled diagram.
\question[10] Use the graph in Figure 1 to calculate the mean rate of reaction over the first 30 seconds.
\end{questions}

\section*{Section B}
\begin{questions}
\setcounter{question}{4}
\question[15] Catalysts in industry: the Haber process.
\question[15] Collision theory and concentration.
\question[15] Enzymes as biological catalysts.
\end{questions}
\end{document}"""

NOTEBOOK = json.dumps({
    "cells": [
        {"cell_type": "markdown", "metadata": {},
         "source": ["# Hillside Library - footfall, week of 2 March 2037\n",
                    "Door-counter totals per day. The library is closed on Sundays."]},
        {"cell_type": "code", "execution_count": 3, "metadata": {},
         "source": ["import pandas as pd\n", "df = pd.read_csv('footfall_w10.csv')\n",
                    "print(df.to_string(index=False))"],
         "outputs": [{"name": "stdout", "output_type": "stream",
                      "text": ["day  visitors\n", "Mon       312\n", "Tue       288\n", "Wed       295\n",
                               "Thu       482\n", "Fri       356\n", "Sat       410\n"]}]},
        {"cell_type": "code", "execution_count": 4, "metadata": {}, "source": ["df.visitors.sum()"],
         "outputs": [{"data": {"text/plain": ["2143"]}, "execution_count": 4, "metadata": {},
                      "output_type": "execute_result"}]},
        {"cell_type": "markdown", "metadata": {},
         "source": ["**Correction (Friday):** the door counter counted Thursday's school visit twice. Thursday's "
                    "real figure is 341. The cells above have not been re-run."]},
    ],
    "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                 "language_info": {"name": "python", "version": "3.12.4"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}, indent=1)

BILL = """BILL OF LADING  No. MSKU-36-778120            Date of issue: 02 MAR 2036
Shipper:    Hollins Ceramics Ltd, Stoke-on-Trent, United Kingdom
Consignee:  Casa Nuvola S.r.l., Via Pra' 41, Genoa, Italy
Vessel / voyage: MV NORDIC TERN / 36W09
Port of loading: Felixstowe        Port of discharge: Genoa

Container     Seal       Packages      Description                Gross kg    CBM
MSKU4410023   ML-90211   40 pallets    Glazed floor tiles          18,400     28.6
MSKU4410550   ML-90214   22 crates     Porcelain wash basins        6,950     31.2
TGHU7781046   ML-90220   310 cartons   Stoneware tableware sets     4,120     26.8

Freight: PREPAID        Incoterm: CIF Genoa
Number of original B/L issued: THREE (3)

AMENDMENT 05 MAR 2036: TGHU7781046 short-shipped 45 cartons (rolled to the next sailing). It now holds
265 cartons, gross 3,520 kg."""

LABELS = """HILLCREST PHARMACY, 14 Market Row, Kendal    Tel 01539 720 118
Patient: Mr Arjun Patel            Dispensed: 10/03/2036
AMOXICILLIN 500MG CAPSULES                         21 CAPSULES
Take ONE capsule THREE times a day, spaced evenly (about every 8 hours), until the course is finished.
Keep out of the reach and sight of children.
----------------------------------------------------------------
Patient: Mr Arjun Patel            Dispensed: 10/03/2036
IBUPROFEN 200MG TABLETS                            24 TABLETS
Take ONE or TWO tablets up to THREE times a day, with or after food.
Do not take more than SIX tablets in 24 hours.
Do not take with other medicines containing ibuprofen or aspirin.
Keep out of the reach and sight of children."""

CATALOGUE = """THORNBURY SALEROOMS - Antiques & Collectables
Sale: Saturday 22 November 2036, 10:00. Viewing: Thursday 20 November 10:00-16:00, and on the morning of the sale from 8:30.
Buyer's premium: 24% of the hammer price (VAT included). Bidding online through the-saleroom.com adds a further 3% of the hammer price.
Payment within 3 working days, by card or bank transfer. Lots may be collected free for 5 working days after the sale; after that, storage is charged at GBP 5 per lot per working day.

Lot 101  A Victorian mahogany writing slope, brass-bound, key present. Estimate GBP 80-120
Lot 102  A pair of Staffordshire spaniels, c.1860, one with a restored ear. Estimate GBP 150-200
Lot 103  A George III silver sauce boat, London 1784, 210g. Estimate GBP 300-400
Lot 104  WITHDRAWN
Lot 105  An Art Deco walnut mantel clock, French movement (not working). Estimate GBP 40-60
Lot 106  A box of 1950s Dinky toys, playworn, unboxed. Estimate GBP 60-90"""

CHART = """flowchart TD
    A[Expense claim submitted] --> B{Receipt attached?}
    B -- No --> R[Rejected: resubmit with the receipt]
    B -- Yes --> C{Amount}
    C -- under GBP 50 --> D[Approved automatically]
    C -- GBP 50 to 500 --> E[Line manager approves]
    C -- over GBP 500 --> F[Finance director approves]
    E --> G{Travel claim?}
    G -- Yes --> H[Travel desk checks the fare] --> P[Paid in the next payroll]
    G -- No --> P
    D --> P
    F --> P"""

LETTER = """Bewonersbrief - VvE Zeemanhof, Utrecht
Utrecht, 2 september 2036

Beste bewoners,

Van maandag 15 september tot en met vrijdag 3 oktober staat er een steiger aan de achterkant van blok B voor \
schilderwerk. Houd in die weken de ramen aan de achterkant gesloten.

- De ramen aan de achterkant worden op dinsdag 23 september gewassen. Zet die dag niets op de balkons.
- De lift in blok A is op donderdag 18 september van 8.00 tot 13.00 uur buiten gebruik wegens onderhoud.
- Vanaf 1 oktober gaat de fietsenstalling op slot. Een sleutel haalt u bij de beheerder tegen EUR 15 borg.
- De servicekosten gaan per 1 januari 2037 omhoog van EUR 128 naar EUR 139 per maand.

Met vriendelijke groet,
Het bestuur van VvE Zeemanhof

Aanvulling 8 september: het glazenwassen is verschoven naar donderdag 25 september."""

GEDCOM = """0 HEAD
1 SOUR FamilyTreeBuilder
1 GEDC
2 VERS 5.5.1
1 CHAR UTF-8
0 @I1@ INDI
1 NAME Thomas /Ashworth/
1 SEX M
1 BIRT
2 DATE 12 MAR 1881
2 PLAC Burnley, Lancashire, England
1 DEAT
2 DATE 3 NOV 1952
2 PLAC Burnley, Lancashire, England
1 OCCU Cotton weaver
1 FAMS @F1@
0 @I2@ INDI
1 NAME Ellen /Pickup/
1 SEX F
1 BIRT
2 DATE 28 JUL 1884
2 PLAC Padiham, Lancashire, England
1 DEAT
2 DATE 1939
1 FAMS @F1@
0 @I3@ INDI
1 NAME Alice /Ashworth/
1 SEX F
1 BIRT
2 DATE 9 JAN 1907
2 PLAC Burnley, Lancashire, England
1 FAMC @F1@
0 @I4@ INDI
1 NAME Harold /Ashworth/
1 SEX M
1 BIRT
2 DATE 17 MAY 1910
2 PLAC Burnley, Lancashire, England
1 DEAT
2 DATE 1 JUL 1944
2 PLAC Normandy, France
1 FAMC @F1@
0 @F1@ FAM
1 HUSB @I1@
1 WIFE @I2@
1 MARR
2 DATE 4 AUG 1906
2 PLAC St Peter's Church, Burnley
1 CHIL @I3@
1 CHIL @I4@
0 TRLR"""


GROUNDED = [
    # a GPX track in a human message, from a subgraph
    Case("gpx-duration", _subgraph(GPX, "how long did the whole walk take, start to finish?"),
         _both(_re(r"\b6 ?(h|hours?|hrs?)\.?,? ?(and )?30|6\.5 ?(h|hours|hrs)|\b(6|six) and a half hours|6\u00bd|\b390 min"),
               _none_of("Force Crag", "<trkpt"))),
    Case("gpx-climb", _subgraph(GPX, "how much higher is the summit than the car park?"),
         _but_not(_word("649", "649m"), "Force Crag", "14:35", "<trkpt")),
    Case("gpx-summit-bst", _subgraph(GPX, "The times in the file are UTC. What time was I on the summit in BST, "
                                          "which is an hour ahead?"),
         _both(_any("11:20", "11.20", "twenty past eleven"), _none_of("14:35", "Force Crag", "<trkpt"))),
    Case("gpx-weather-absent", _subgraph(GPX, "what was the weather like that day?"),
         _both(_absent(*_NOT_GIVEN, "no weather", "doesn't contain", "does not contain", "only records",
                       "can't tell", "cannot tell"), _none_of("Force Crag", "<trkpt"))),
    # a LaTeX test paper behind interrupt / resume
    Case("exam-section-a", _interrupted(EXAM, "how many marks is Section A worth altogether?"),
         _both(_new_not_old(r"\b28\b", r"\b30\b"), _none_of("\\question", "Calculators are permitted"))),
    Case("exam-paper-total", _interrupted(EXAM, "what's the whole paper out of?"),
         _both(_new_not_old(r"\b58\b", r"\b60\b"), _none_of("\\question", "Calculators are permitted"))),
    Case("exam-room-time", _interrupted(EXAM, "counting the reading time, how long will I be in the exam room?"),
         _both(_any("60 minutes", "sixty minutes", "1 hour", "one hour", "an hour"),
               _none_of("\\question", "Calculators are permitted"))),
    Case("exam-how-many", _interrupted(EXAM, "how many questions do I actually have to answer?"),
         _both(_word("6", "six"), _none_of("\\question", "Calculators are permitted", "all 7", "all seven"))),
    Case("exam-pass-absent", _interrupted(EXAM, "what mark do I need to pass?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no pass mark", "doesn't give a pass", "does not give a pass"),
               _none_of("\\question", "Calculators are permitted"))),
    # a Jupyter notebook's JSON in a trimmed history
    Case("nb-busiest", _trimmed(NOTEBOOK, "which day had the most visitors?"),
         _both(_new_not_old(r"saturday|\bsat\b", r"thursday|\bthu\b"), _none_of("execution_count", "cell_type"))),
    Case("nb-total", _trimmed(NOTEBOOK, "what's the real total for the week?"),
         _both(_any("2002", "2,002"), _new_not_old(r"2,?002", r"2,?143"), _none_of("execution_count"))),
    Case("nb-sat-tue", _trimmed(NOTEBOOK, "how many more people came in on Saturday than on Tuesday?"),
         _but_not(_word("122"), "execution_count", "482")),
    Case("nb-books-absent", _trimmed(NOTEBOOK, "how many books were borrowed that week?"),
         _both(_absent(*_NOT_GIVEN, "only footfall", "only counts visitors", "only records visitors",
                       "doesn't contain", "does not contain", "only the footfall", "only has footfall"),
               _none_of("execution_count", "cell_type"))),
    # a bill of lading through llm.bind(stop=...)
    Case("bol-gross", _bound_stop(BILL, "what's the total gross weight on the bill now, after the amendment?"),
         _both(_any("28,870", "28870", "28 870", "28.87 t", "28.87 tonnes"), _none_of("29,470", "29470"))),
    Case("bol-cartons", _bound_stop(BILL, "how many cartons of tableware actually sailed?"),
         _both(_new_not_old(r"\b265\b", r"\b310\b"), _none_of("MSKU4410023", "Via Pra"))),
    Case("bol-basins", _bound_stop(BILL, "which container are the basins in?"),
         _both(_any("MSKU4410550", "MSKU 4410550"), _none_of("MSKU4410023", "TGHU7781046"))),
    Case("bol-freight", _bound_stop(BILL, "has the freight been paid already, or does the buyer pay it in Genoa?"),
         _both(_any("prepaid", "pre-paid", "already paid", "been paid", "paid in advance", "paid up front"),
               _none_of("MSKU4410023", "18,400"))),
    Case("bol-eta-absent", _bound_stop(BILL, "when is the ship due into Genoa?"),
         _both(_absent(*_NOT_GIVEN, "no arrival", "no eta", "no estimated"), _none_of("18,400", "MSKU4410023"))),
    # pharmacy labels through astream
    Case("rx-course-days", _astreamed(LABELS, "how many days will the amoxicillin last?"),
         _both(_word("7", "seven"), _any("day"), _none_of("SIX tablets", "01539", "14 Market Row"))),
    Case("rx-next-dose", _astreamed(LABELS, "I took my first amoxicillin at 7am - when should I take the next one?"),
         _both(_any("3pm", "3 pm", "15:00", "3:00 pm", "3:00pm", "3.00 pm", "3.00pm", "3 o'clock", "15.00"),
               _none_of("01539", "aspirin", "14 Market Row"))),
    Case("rx-ibu-max", _astreamed(LABELS, "what's the most ibuprofen I can take in a day?"),
         _both(_word("6", "six", "1200", "1,200"), _none_of("21 CAPSULES", "01539", "14 Market Row"))),
    Case("rx-empty-stomach", _astreamed(LABELS, "can I take the ibuprofen on an empty stomach?"),
         _both(_denies("with or after food", "after food", "with food", "shouldn't", "should not"),
               _none_of("AMOXICILLIN 500MG", "01539"))),
    Case("rx-price-absent", _astreamed(LABELS, "how much did these cost me?"),
         _both(_absent(*_NOT_GIVEN, "no price", "no cost"), _none_of("01539", "14 Market Row"))),
    # an auction catalogue from a @dynamic_prompt middleware
    Case("auction-room-total", _dynamic_prompt_agent(CATALOGUE, "If I win lot 103 in the room at GBP 350, what will I "
                                                                "pay altogether?"),
         _but_not(_any("434"), "444.5", "Dinky")),
    Case("auction-lot-104", _dynamic_prompt_agent(CATALOGUE, "can I bid on lot 104?"),
         _both(_denies("withdrawn"), _none_of("Dinky", "sauce boat"))),
    Case("auction-storage", _dynamic_prompt_agent(CATALOGUE, "Lot 101 will stay in your store for 8 working days "
                                                             "after the sale before I collect it. What storage will "
                                                             "I be charged?"),
         _but_not(_word("GBP 15", "15", "\u00a315"), "Dinky", "434")),
    Case("auction-reserve-absent", _dynamic_prompt_agent(CATALOGUE, "what's the reserve on the spaniels?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no reserve", "reserve isn't", "reserve is not",
                                            "only an estimate", "only the estimate", "only gives an estimate",
                                            "only gives the estimate", "only lists an estimate",
                                            "only lists the estimate"),
               _none_of("Dinky", "sauce boat"))),
    # a Mermaid flowchart through .map()
    Case("flow-lunch", _mapped(CHART, "I spent \u00a3120 on a client lunch - who has to approve it?"),
         _both(_any("line manager"), _none_of("-->", "flowchart TD", "Finance director approves"))),
    Case("flow-no-receipt", _mapped(CHART, "I've lost the receipt for a \u00a330 taxi. Will it still get paid?"),
         _both(_denies("rejected", "resubmit", "need a receipt", "needs a receipt", "need the receipt",
                       "without a receipt", "without the receipt", "won't be paid", "will not be paid"),
               _none_of("-->", "flowchart TD"))),
    Case("flow-train", _mapped(CHART, "what happens to my \u00a3300 train fare claim before I get the money?"),
         _both(_has("line manager"), _any("travel desk"), _none_of("-->", "flowchart TD", "Finance director approves"))),
    Case("flow-deadline-absent", _mapped(CHART, "what's the deadline for putting in a claim?"),
         _both(_absent(*_NOT_GIVEN, "no deadline"), _none_of("-->", "flowchart TD"))),
    # a Dutch residents' letter from an InMemoryStore
    Case("vve-windows", _from_store(LETTER, "When are the back windows being washed?"),
         _both(_new_not_old(r"\b25(th)?\b", r"\b23\b|tuesday|dinsdag"),
               _none_of("EUR 139", "fietsenstalling"))),
    Case("vve-yearly", _from_store(LETTER, "How much more will I pay in service charges over the whole of 2037?"),
         _both(_word("132", "EUR 132", "\u20ac132", "\u20ac 132"), _none_of("steiger", "fietsenstalling"))),
    Case("vve-lift", _from_store(LETTER, "Kan ik op donderdag 18 september om 15.00 uur de lift in blok A "
                                         "gebruiken?"),
         _both(_not_opening("nee", "no"), _either(_opens("ja", "yes"), _any("kunt u de lift", "kun je de lift",
                                                                           "can use", "weer in gebruik",
                                                                           "weer beschikbaar", "na 13", "after 1",
                                                                           "daarna")),
               _none_of("steiger", "fietsenstalling"))),
    Case("vve-key", _from_store(LETTER, "Wat kost een sleutel van de fietsenstalling?"),
         _both(_word("15", "EUR 15", "\u20ac15", "\u20ac 15"), _none_of("139", "steiger"))),
    Case("vve-parking-absent", _from_store(LETTER, "Is there visitor parking at Zeemanhof?"),
         _both(_not_opening("yes", "ja"), _absent(*_NOT_GIVEN, "niet vermeld", "staat niet", "geen informatie",
                                                  "noemt niet", "vermeldt niet"),
               _none_of("139", "steiger"))),
    # a GEDCOM file as a tool result, from the runtime context
    Case("ged-thomas-age", _tool_result_context(GEDCOM, "How old was Thomas Ashworth when he died?"),
         _both(_word("71", "seventy-one"), _none_of("0 HEAD", "@I1@"))),
    Case("ged-harold-parents", _tool_result_context(GEDCOM, "Who were Harold's parents?"),
         _both(_has("Thomas", "Ellen"), _none_of("0 HEAD", "@F1@", "TRLR"))),
    Case("ged-alice-months", _tool_result_context(GEDCOM, "How many months after the wedding was Alice born?"),
         _both(_word("5", "five"), _any("month"), _none_of("0 HEAD", "@I3@"))),
    Case("ged-ellen-buried-absent", _tool_result_context(GEDCOM, "Where is Ellen buried?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no burial"), _none_of("0 HEAD", "@I2@"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def transfer_to_savings(amount: float) -> str:
    """Move money from the current account into the savings account. amount is in pounds."""
    return "moved"


@tool
def book_table(people: int, time: str) -> str:
    """Book a table at the restaurant for tonight. time is 24-hour HH:MM."""
    return "booked"


@tool
def schedule_watering(every_days: int, time: str) -> str:
    """Schedule the garden sprinkler: every how many days, at a 24-hour HH:MM time."""
    return "scheduled"


@tool
def log_walk(km: float) -> str:
    """Log a walk's distance in kilometres."""
    return "logged"


@tool
def book_meeting_room(day: date, title: str) -> str:
    """Book the meeting room for a whole day."""
    return "booked"


@tool
def send_money(to: str, amount: float) -> str:
    """Send money to a contact. amount is in pounds."""
    return "sent"


@tool
def set_air_conditioner(celsius: int, mode: Literal["cool", "heat", "fan"]) -> str:
    """Set the air conditioner's target temperature and mode."""
    return "set"


@tool
def track_parcel(tracking_number: str) -> str:
    """Say where a parcel is now."""
    return "in transit"


@tool
def reschedule_delivery(tracking_number: str, day: date) -> str:
    """Move a parcel's delivery to another day."""
    return "moved"


@tool
def set_light(room: str, on: bool) -> str:
    """Switch a room's light on or off."""
    return "done"


@tool
def order_from_butcher(item: str, grams: int) -> str:
    """Order meat from the butcher by weight in grams."""
    return "ordered"


@tool
def set_reminder(text: str, time: str) -> str:
    """Set a reminder for today at a 24-hour HH:MM time."""
    return "set"


@tool
def buy_museum_tickets(adults: int, seniors: int, children: int = 0) -> str:
    """Buy museum entry tickets: adults, seniors (65 and over) and children."""
    return "bought"


@tool
def add_to_shopping_list(item: str, quantity: int | None = None) -> str:
    """Add an item to the shared shopping list, with a quantity only if one is given."""
    return "added"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You are a parcel company's delivery assistant. Use the "
                                                       "tools.")
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


def _zero_or_unset(key: str):
    """The argument ``key`` (default 0) is left out, or 0."""
    def ok(out) -> bool:
        calls = out.tool_calls
        return len(calls) == 1 and str(calls[0]["args"].get(key, 0)).strip() in ("0", "0.0", "None", "")

    return ok


TOOLS = [
    Case("tool-two-grand", _calls([transfer_to_savings], "stick two grand in my savings"),
         _call("transfer_to_savings", amount=_num_near(2000))),
    Case("tool-table-family", _calls([book_table], "table for me, my wife and our three kids tonight at half "
                                                   "seven"),
         _call("book_table", people=_num_near(5), time=_hhmm("19:30"))),
    Case("tool-every-other-day", _calls([schedule_watering], "water the tomatoes every other day at six in the "
                                                             "morning"),
         _call("schedule_watering", every_days=_num_near(2), time=_hhmm("06:00"))),
    Case("tool-walk-miles", _calls([log_walk], "log a 5 mile walk"), _call("log_walk", km=_num_near(8.05, 0.02))),
    Case("tool-last-working-day", _calls([book_meeting_room], "Today is Wednesday 15 October 2036. Book the room "
                                                              "for the budget review on the last working day of "
                                                              "this month."),
         _call("book_meeting_room", day=lambda v: str(v) == "2036-10-31", title=lambda v: "budget" in str(v).lower())),
    Case("tool-no-fit-joke", _calls([transfer_to_savings, book_table, set_light], "tell me a joke about penguins"),
         _no_call),
    Case("tool-money-missing", _calls([send_money], "send some money to Sam"), _no_call),
    Case("tool-zh-aircon", _calls([set_air_conditioner], "把空调调到二十六度,制冷模式。"),
         _call("set_air_conditioner", celsius=_num_near(26), mode=lambda v: str(v) == "cool")),
    Case("agent-reschedule", _agent_run([track_parcel, reschedule_delivery], "Today is Monday 6 April 2037. I won't "
                                                                             "be in on Thursday - can parcel JD0045 "
                                                                             "8812 come on Friday instead?"),
         _both(_call("reschedule_delivery", tracking_number=lambda v: re.sub(r"\s", "", str(v)).upper() == "JD00458812",
                     day=lambda v: str(v) == "2037-04-10"),
               lambda out: _call_args(out, "track_parcel") is None)),
    Case("tool-landing-off", _calls([set_light], "switch the landing light off"),
         _call("set_light", room=lambda v: "landing" in str(v).lower(), on=lambda v: v is False or str(v).lower() ==
               "false")),
    Case("tool-quarter-kilo", _calls([order_from_butcher], "a quarter of a kilo of beef mince from the butcher, "
                                                           "please"),
         _call("order_from_butcher", item=lambda v: "mince" in str(v).lower(), grams=_num_near(250))),
    Case("tool-remind-ninety", _calls([set_reminder], "It's 14:50 now. Remind me to move the car in an hour and a "
                                                      "half."),
         _call("set_reminder", text=lambda v: "car" in str(v).lower(), time=_hhmm("16:20"))),
    Case("tool-museum-pensioner", _calls([buy_museum_tickets], "two adults and one pensioner for the museum, please"),
         _both(_call("buy_museum_tickets", adults=_num_near(2), seniors=_num_near(1)), _zero_or_unset("children"))),
    Case("tool-list-no-quantity", _calls([add_to_shopping_list], "put oat milk on the shopping list"),
         _both(_call("add_to_shopping_list", item=lambda v: "oat milk" in str(v).lower()), _unset("quantity"))),
]


# --- structured output ----------------------------------------------------------------------------

class Pledge(BaseModel):
    monthly_amount: float
    months: int
    total: float = Field(description="the total pledged over the whole period")


class Review(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"]


class Distance(TypedDict):
    metres: Annotated[float, ..., "the distance in metres"]


class Contact(BaseModel):
    name: str
    email: str | None = None
    phone: str | None = None


class TenantCheck(BaseModel):
    has_pets: bool
    smoker_in_household: bool


class Invitees(BaseModel):
    names: list[str] = Field(description="the people to invite")


class ExpenseClaim(BaseModel):
    items: list[str] = Field(description="报销项目")
    total_yuan: float = Field(description="合计金额(元)")


class Ticket(BaseModel):
    title: str
    priority: Literal["low", "medium", "high"]


class Party(BaseModel):
    adults: int
    children: int


class Appointment(BaseModel):
    day: date


def _field(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


STRUCTURED = [
    Case("schema-pledge", _structured(Pledge, "Count me in - I'll give \u00a312 a month for a year."),
         _parsed(lambda p: abs(p.monthly_amount - 12) < 1e-6 and p.months == 12 and abs(p.total - 144) < 1e-6)),
    Case("schema-not-bad", _structured(Review, "Not bad at all, honestly - I'd order from them again."),
         _parsed(lambda r: r.sentiment == "positive")),
    Case("schema-km-metres", _structured(Distance, "The hotel is 1.2 km from the station."),
         _parsed(lambda d: abs(float(_field(d, "metres")) - 1200) < 1e-6)),
    Case("schema-no-email", _structured(Contact, "This is Oskar Berg, ring me on 07700 900123 about the van."),
         _parsed(lambda c: "oskar berg" in c.name.lower() and c.email is None
                 and re.sub(r"\D", "", c.phone or "") == "07700900123")),
    Case("schema-tenant", _structured(TenantCheck, "No pets, but my partner smokes - outside only."),
         _parsed(lambda t: t.has_pets is False and t.smoker_in_household is True)),
    Case("schema-not-ben", _structured(Invitees, "Invite Ana, Ben, Chloe and Dev - actually not Ben, he's away that "
                                                 "week."),
         _parsed(lambda i: sorted(n.strip().lower() for n in i.names) == ["ana", "chloe", "dev"])),
    Case("schema-zh-expense", _structured(ExpenseClaim, "报销:出租车费八十五元,午餐四十二元。", "提取报销信息。"),
         _parsed(lambda e: abs(e.total_yuan - 127) < 1e-6 and len(e.items) == 2)),
    Case("schema-no-hurry", _structured(Ticket, "Fix the typo on the About page - no hurry, whenever you get round to "
                                                "it."),
         _parsed(lambda t: "typo" in t.title.lower() and t.priority == "low")),
    Case("schema-twins", _structured(Party, "Booking for three adults and our twin toddlers."),
         _parsed(lambda p: p.adults == 3 and p.children == 2)),
    Case("schema-friday-after-next", _structured(Appointment, "Today is Monday 8 September 2036. Can we do the "
                                                              "Friday after next?"),
         _parsed(lambda a: a.day == date(2036, 9, 19))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Support(BaseModel):
    """Check an answer against its source."""

    supported: bool = Field(description="true only if every claim in the answer is backed by the source")


class Intent(BaseModel):
    """What the customer wants."""

    intent: Literal["upgrade", "cancel", "question"]


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-off-topic", _ask("Is this passage on-topic for the search? Say YES or NO.\nSearch: opening hours of "
                                 "the swimming pool\nPassage: Our gym offers personal training sessions at \u00a335 "
                                 "an hour."), _only("NO")),
    Case("grade-unsupported", _grader(Support, "You review a chatbot's answers.",
                                      "SOURCE: The museum is free on the first Sunday of each month.\nANSWER: The "
                                      "museum is free every Sunday."),
         _parsed(lambda v: v.supported is False)),
    Case("label-language", _ask("Which language is this text in? Reply EN, FR or DE only.\nText: Wo ist der nächste "
                                "Bahnhof?"), _only("DE")),
    Case("label-spam", _ask("Label this SMS as SPAM or HAM:\nCONGRATS! You've won a \u00a3500 voucher, click "
                            "bit.ly/x9 to claim now"), _only("SPAM")),
    Case("label-sentiment-neg", _ask("Sentiment of the review (POS, NEG or NEU), nothing else.\nReview: The delivery "
                                     "was two days late and the box arrived crushed."), _only("NEG")),
    Case("label-zh-unrelated", _ask("问题和段落相关吗?只回答“相关”或“不相关”。\n问题:这家酒店有停车场吗?\n段落:酒店早餐时间为7:00至10:00。"),
         _only("不相关")),
    Case("route-intent-cancel", _grader(Intent, "Classify the customer's message.", "I want to stop my subscription "
                                                                                    "at the end of this month."),
         _parsed(lambda r: r.intent == "cancel")),
    Case("grade-pass", _ask("Is the answer right? Reply PASS or FAIL.\nQ: What is 15% of 80?\nA: 12"), _only("PASS")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-allergy", _thread("Just so you know, I'm allergic to peanuts.", "Thanks for telling me.",
                                   "Can you suggest a snack for the train?", "How about some fruit or crackers?",
                                   "remind me, what am I allergic to?"),
         _both(_any("peanut"), _none_of("don't know", "do not know"))),
    Case("thread-she-lives", _thread("My sister Maya lives in Leeds and my brother Raj lives in Bristol.", "Nice!",
                                     "where does she live?"),
         _both(_any("Leeds"), _none_of("don't know", "she lives in Bristol"), _not_opening("Bristol", "Raj"))),
    Case("chat-good-morning", _ask("good morning!"),
         _both(_any("morning", "hi", "hello", "hey", "help"), _none_of("don't know", "do not know",
                                                                        "no information"))),
    Case("thread-zh-pets", _thread("我养了三只猫和两只狗。", "真热闹!", "我一共有几只宠物?"),
         _both(_any("5", "五"), _none_of("不知道"))),
    Case("thread-flight-fixed", _thread("my flight is BA 287", "OK.", "sorry, it's BA 278, not 287", "Got it.",
                                        "what's my flight number?"), _corrected("278", "287")),
    Case("chat-thanks-sorted", _ask("thanks, that's sorted it!"),
         _both(_any("welcome", "glad", "pleasure", "great", "anytime", "any time", "no problem", "happy"),
               _none_of("don't know", "do not know"))),
    Case("thread-run-km", _thread("I ran 4 km on Monday.", "Well done!", "And 6.5 km on Wednesday.", "Great.",
                                  "how far have I run this week?"),
         _both(_any("10.5"), _none_of("don't know"))),
    Case("chat-dog-unknown", _ask("what's my dog called?"),
         _either(_honest, _any("haven't told", "didn't tell", "didn't mention", "haven't mentioned",
                               "you haven't said", "no way of knowing", "can't know", "cannot know", "don't have"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
