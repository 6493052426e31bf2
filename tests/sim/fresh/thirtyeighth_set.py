"""A thirty-eighth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held38``, from main at 8c295e50) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a cleaning
product's safety data sheet (SDS, sixteen numbered sections, a dilution ratio, a revision note in
section 16 changing the shelf life of section 10) put into the system prompt by a
``@wrap_model_call`` middleware of ``create_agent``; a cycle ride's KML export (``Placemark`` s with
descriptions and ``ExtendedData`` distances from the start, a document-level update closing the
lunch café) behind a graph read with ``stream(stream_mode="updates")``; a folk session's tune book
in ABC notation (``X:`` / ``T:`` / ``M:`` / ``Q:`` / ``K:`` headers, one tune with a composer and one
without) through ``(prompt | llm).abatch``; an airfield's NOTAMs (``B)`` / ``C)`` times in UTC, a
``NOTAMC`` cancelling an earlier notice) read with ``astream_events`` (v2, the model's stream
events joined); a Spanish owners' meeting notice (convocatoria de junta, a derrama shared by
coefficients, paid in monthly instalments, an item withdrawn by a later note) through a chain with
``with_retry``; a Korean apartment office notice (관리사무소 안내, a water cut by building, one
building moved to another day) put into a checkpointed thread with ``update_state`` before the
question; a child's immunisation record as a FHIR ``Bundle`` (``Immunization`` resources, one
``entered-in-error``, one ``not-done`` with a reason) returned by a tool whose argument is the
graph's ``InjectedState``, run by a ``ToolNode`` on a call already in the state; a ski resort's lift
pass prices in reStructuredText (a grid table, footnotes, ``.. note::`` / ``.. warning::``
directives) in a ``MessagesState`` graph whose first node deletes the older turns with
``RemoveMessage``; an energy performance certificate (EPC: ratings, recommended steps with costs,
savings and ratings after each) put before the history by a ``@before_model`` middleware that
replaces the messages (``REMOVE_ALL_MESSAGES``). Questions in everyday words: a quantity worked from
a ratio, a value changed by a revision, a mixing rule, a rinse time, a distance between two stops,
a closed café, a climb's length and gradient, a key, beats in a bar, a tempo, a composer never
given, a closure's length, a reopening in local time, fuel on a date, a cancelled hazard, a
monthly share worked from a budget, a coefficient and instalments, a proxy vote, a withdrawn
item, a moved day, hours of a cut, a building on another day, a first dose's date, a count of
doses given, a vaccine not given, a family's price with an offer, a free child, a price after a
rise, a saving between two columns, an expired certificate, a payback time, a rating after two
steps, a poor part, answers absent.

A learner's tools: "a tenner" onto a meter, "quarter to nine tonight", "a dozen eggs", "six foot
two" into centimetres, "85 euros fifty", "a fortnight today" with today stated, no tool fits (a
capital city), a time missing, cinema tickets in Chinese (两张, 明天下午三点) with today stated,
newsletters off but receipts on, 400 Fahrenheit into Celsius, a haircut "this coming Tuesday"
through ``create_agent`` with a system prompt. Structured output of my own schemas (nights from
two dates, a ``Literal`` sentiment from "not exactly what I'd call good value", "two and a half
hours" into minutes in a ``TypedDict``, an ``Optional`` company never given, a list with one item
added after "oh and", a Chinese profile, a ``Literal`` urgency from "ASAP, the server is down", a
negated bool beside a true one, "my parents and my two grandparents" counted, "a week on Monday"
with today stated). Graders and labels in wordings of my own (yes / no relevance, a structured
``binary_score`` grounding check, BILLING / TECHNICAL / OTHER, ES / IT / PT, URGENT / NOT URGENT,
是 / 否, a structured ``Literal`` route, CORRECT / INCORRECT). Conversations (a car's colour said
earlier, "he" after a man and a woman, small talk, a Chinese trip day, a corrected postcode,
spending summed over two turns, a brother's name never said, a goodbye).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
material does not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at 8c295e50 (the branch point of ``held38``; the set and its oracles committed
first in 43a30fb3, then one run with ``-v``), 77 cases: right 19, stated limit 44, silently wrong
14, false alarms 3. No oracle was mended: none rejected a right reply and the harness did not
crash. Before that commit the harness alone was tried on an echoing fake chat model of my own
(every program shape ran and handed the model the document and the question; the NOTAM shape then
fell back to the model's end event when a model sends no stream events, and ``InjectedState`` moved
to a module import, as ``from __future__ import annotations`` left the tool's annotation
unresolved), and the grounded oracles were tried on replies I wrote by hand, a right and a wrong
one per case, and on each whole document pasted back (all rejected). The silently wrong: kml-leg
("I don't know." with both stops' ``km_from_start`` values in the file), kml-lunch ("Yes:" and the
route's title, as its "Sunday" met the question's day, with the café closed by the update),
abc-key (the lament's ``T:`` line and "nothing about 'key'": the ``K:Em`` header not read),
notam-closure, notam-reopen-local, notam-avgas ("I don't know." over NOTAM codes and ``B)`` / ``C)``
times), fhir-flu ("I don't know.": "flu" not met by "Influenza"), ski-family ("12 (6 + 6)", worked
from the question's own numbers), ski-feb ("I don't know." with the warning directive giving CHF 76
from 1 February 2038), ski-senior-save (the warning line quoted for a senior's saving),
tool-emails (``newsletter`` True for "stop sending me the newsletter"), schema-not-value
(``positive`` for "Not exactly what I'd call good value"), grade-grounded-no (``binary_score``
"yes" for a Saturday time the facts give for weekdays), thread-postcode-fixed (the first
postcode, not the corrected one). The false alarms, none with an answer: abc-composer-absent (the
limit sentence's "can't tell" meets the oracle's phrase), ski-under-six (the age-band limit
quotes the footnote's "free") and tool-no-fit-capital (no call beside a knowledge limit, which is
what a right reply is there). Lenient passes: es-cuota-absent is counted right on a reply that
quotes three lines of the notice (the lift budget, its instalments, the pool item) before "I
could not find anything about 'es', 'ordinaria' ... so I don't know that part"; fhir-nurse-absent
on two JSON fragments before the same "I don't know that part".

SECOND FIRST SIGHT at 745fa08b (main after the session's first round of fixes, the committed file
copied unchanged into a detached worktree and run once): right 19, stated limit 41, silently wrong
17, false alarms 5. Moved from 8c295e50: sds-price-absent limit -> right; fhir-mmr and fhir-count
limit -> wrong ("I don't know." over the bundle); epc-payback limit -> wrong (a reply about the
certificate's date, "I don't know today's date", for a payback time); fhir-nurse-absent right ->
limit and epc-owner-absent limit, both counted false alarms (their limit sentences meet the
oracles' "can't tell" / "could not find").
Pinned at the 8c295e50 counts in ``test_pins.py``. Classes, code paths and proposed mechanisms:
``THIRTYEIGHTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.thirtyeighth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import asyncio
import json
import re
import sys
from datetime import date
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.prebuilt import InjectedState
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
                        r"moved|update|\bfrom\b|n't\b|correct|revis|amend|replac|\bto\b|rise|rais|increas|"
                        r"변경|원래|대신|cambi|antes", re.I)

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
              "do not give", "don't record", "do not record", "don't include", "do not include", "doesn't contain",
              "does not contain", "can't tell", "cannot tell", "can't find", "cannot find")

_ES_NOT_GIVEN = ("no se indica", "no aparece", "no menciona", "no se menciona", "no dice", "no lo sé", "no sé",
                 "no figura", "no consta", "no especifica", "no se especifica", "no incluye", "no hay información",
                 "no tengo información")

_KO_NOT_GIVEN = ("나와 있지 않", "언급되어 있지 않", "언급이 없", "안내되어 있지 않", "알 수 없", "모르겠", "정보가 없",
                 "내용이 없", "적혀 있지 않")

# --- program shapes -------------------------------------------------------------------------------


def _wrapped_call_agent(sds: str, question: str):
    """``create_agent`` with no tools and a ``@wrap_model_call`` middleware that sets the system
    prompt (an instruction and the SDS) on every model request; the outcome is the last message."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain.agents.middleware import wrap_model_call

        @wrap_model_call
        def with_sheet(request, handler):
            return handler(request.override(system_prompt="You answer the cleaning team's questions. The product's "
                                                          f"safety data sheet\n\n{sds}"))

        agent = create_agent(llm, [], middleware=[with_sheet])
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        return out["messages"][-1]

    return run


class RideState(TypedDict):
    question: str
    answer: str


def _streamed_updates(kml: str, question: str):
    """A two-node graph (load the route, answer) read with ``stream(stream_mode="updates")``; the
    answer is taken from the ``answer`` node's update."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def answer(s: RideState):
            msg = llm.invoke([SystemMessage("You are the club's ride leader bot. Sunday's route, exported from "
                                            "Google My Maps as KML:"),
                              HumanMessage(f"{kml}\n\n{s['question']}")])
            return {"answer": _text(msg)}

        g = StateGraph(RideState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        reply = ""
        for update in g.compile().stream({"question": question, "answer": ""}, stream_mode="updates"):
            if "answer" in update:
                reply = update["answer"]["answer"]
        return AIMessage(reply)

    return run


def _abatched(abc: str, question: str):
    """``(prompt | llm).abatch`` over a one-item list, in an event loop."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Thursday session tune book (ABC notation) follows; help players with it\n\n{tunes}"),
            ("human", "{q}"),
        ])
        outs = asyncio.run((prompt | llm).abatch([{"tunes": abc, "q": question}]))
        return outs[0]

    return run


def _events(notams: str, question: str):
    """``astream_events`` (version v2) of ``prompt | llm``; the text of the model's stream events
    joined (or, if the model sent no stream events, the output of its end event)."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Pre-flight briefing helper. Current NOTAMs for the destination aerodrome:\n{notams}"),
            ("human", "{q}"),
        ])

        async def go() -> str:
            parts, final = [], ""
            async for ev in (prompt | llm).astream_events({"notams": notams, "q": question}, version="v2"):
                if ev["event"] == "on_chat_model_stream":
                    parts.append(_text(ev["data"]["chunk"]))
                elif ev["event"] == "on_chat_model_end":
                    final = _text(ev["data"]["output"])
            return "".join(parts) or final

        return AIMessage(asyncio.run(go()))

    return run


def _retried(notice: str, question: str):
    """A prompt into ``llm.with_retry(stop_after_attempt=2)``; the notice in the human turn above the
    question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Eres el asistente del administrador de fincas. Responde en el idioma de la pregunta."),
            ("human", "Convocatoria recibida:\n\n{notice}\n\nPregunta: {q}"),
        ])
        return (prompt | llm.with_retry(stop_after_attempt=2)).invoke({"notice": notice, "q": question})

    return run


def _state_updated(notice: str, question: str):
    """A checkpointed ``MessagesState`` graph: ``update_state`` puts the notice into the thread as a
    system message, then the question is invoked on the same thread."""
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
        config = {"configurable": {"thread_id": "apt-305-1201"}}
        app.update_state(config, {"messages": [SystemMessage("입주민 문의에 아래 공지로 답하세요. Answer in the "
                                                             f"resident's language.\n\n{notice}")]}, as_node="chat")
        out = app.invoke({"messages": [HumanMessage(question)]}, config)
        return out["messages"][-1]

    return run


def _injected_state_tool(bundle: str, question: str):
    """A graph START -> ``ToolNode`` -> model: the state already holds the model's ``get_record`` call;
    the tool reads the record from the graph state (``InjectedState``) and its result goes back to
    the model."""
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode

        class RecordState(MessagesState):
            record: str

        @tool
        def get_record(patient: str, state: Annotated[dict, InjectedState]) -> str:
            """Fetch the patient's immunisation record (FHIR JSON)."""
            return state["record"]

        def model(s: RecordState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(RecordState)
        g.add_node("tools", ToolNode([get_record]))
        g.add_node("model", model)
        g.add_edge(START, "tools")
        g.add_edge("tools", "model")
        g.add_edge("model", END)
        msgs = [SystemMessage("You help parents with their children's health records."), HumanMessage(question),
                AIMessage("", tool_calls=[{"name": "get_record", "args": {"patient": "Isla Moreno"},
                                           "id": "call_rec_1", "type": "tool_call"}])]
        out = g.compile().invoke({"messages": msgs, "record": bundle})
        return out["messages"][-1]

    return run


def _pruned(rst: str, question: str):
    """A ``MessagesState`` graph whose first node deletes every message but the system message and
    the last human turn with ``RemoveMessage``; the second node asks the model."""
    def run(llm):
        from langchain_core.messages import RemoveMessage
        from langgraph.graph import END, START, MessagesState, StateGraph

        def prune(s: MessagesState):
            msgs = s["messages"]
            keep = {msgs[0].id, msgs[-1].id}
            return {"messages": [RemoveMessage(id=m.id) for m in msgs if m.id not in keep]}

        def chat(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("prune", prune)
        g.add_node("chat", chat)
        g.add_edge(START, "prune")
        g.add_edge("prune", "chat")
        g.add_edge("chat", END)
        history = [SystemMessage(f"Val Cresta ski school's helper. Prices page (reStructuredText source)\n\n{rst}"),
                   HumanMessage("hi, we're coming in February"), AIMessage("Lovely! How can I help?"),
                   HumanMessage("is the nursery slope near the village?"), AIMessage("Yes, it's by the main lift."),
                   HumanMessage(question)]
        return g.compile().invoke({"messages": history})["messages"][-1]

    return run


def _before_model_agent(epc: str, question: str):
    """``create_agent`` with a ``@before_model`` middleware that replaces the messages
    (``REMOVE_ALL_MESSAGES``) with the certificate in a system message followed by the history."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain.agents.middleware import before_model
        from langchain_core.messages import RemoveMessage
        from langgraph.graph.message import REMOVE_ALL_MESSAGES

        @before_model
        def add_certificate(state, runtime):
            kept = [m for m in state["messages"] if not isinstance(m, SystemMessage)]
            return {"messages": [RemoveMessage(id=REMOVE_ALL_MESSAGES),
                                 SystemMessage(f"Help a house buyer understand this EPC.\n\n{epc}"), *kept]}

        agent = create_agent(llm, [], middleware=[add_certificate])
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        return out["messages"][-1]

    return run


# --- documents ------------------------------------------------------------------------------------

SDS = """SAFETY DATA SHEET  according to Regulation (EC) No 1907/2006 (REACH), Annex II
KALKWEG DESCALER CONCENTRATE                                   Revision 4   Page 1 of 6

SECTION 1: Identification
1.1 Product name: KalkWeg Descaler Concentrate (5 L)
1.3 Supplier: Norfell Chemicals Ltd, Unit 4 Riverside Park, Hull HU9 1PL
1.4 Emergency telephone: +44 1482 555 010 (office hours only, 08:00-17:00 Mon-Fri)
SECTION 2: Hazards identification
Signal word: DANGER. H314 Causes severe skin burns and eye damage. H290 May be corrosive to metals.
SECTION 3: Composition
Sulfamic acid 20-30 %; citric acid 5-10 %; non-ionic surfactant < 5 %.
SECTION 4: First-aid measures
Eyes: rinse cautiously with water for at least 15 minutes. Remove contact lenses if easy to do.
Skin: take off contaminated clothing; rinse skin with water. Ingestion: rinse mouth. Do NOT induce vomiting.
SECTION 7: Handling and storage
Store between 5 C and 30 C in the original container. Keep away from chlorine bleach: mixing releases toxic chlorine gas.
SECTION 8: Exposure controls / personal protection
Gloves: nitrile, 0.4 mm, breakthrough time > 480 min. Eyes: goggles to EN 166.
SECTION 9: Physical and chemical properties
Colourless liquid. pH 1.2 (undiluted). Use dilution: 1 part concentrate to 9 parts water.
SECTION 10: Stability and reactivity
Stable for 24 months in the unopened container.
SECTION 14: Transport information
UN 2967, class 8, packing group III.
SECTION 16: Other information
Revision 4, 3 February 2037. Changes from revision 3: section 10 shelf life reduced to 18 months (new stability data)."""

KML = """<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2">
  <Document>
    <name>Sunday ride: Hebden Bridge - Widdop loop</name>
    <description>Club ride, 9:00 from the station. Updated Friday: the Gibson Mill cafe is closed for
      refurbishment until July - bring a packed lunch.</description>
    <Placemark>
      <name>Start: Hebden Bridge station</name>
      <description>Meet on the Todmorden-bound platform side.</description>
      <ExtendedData><Data name="km_from_start"><value>0</value></Data></ExtendedData>
      <Point><coordinates>-2.0103,53.7377,0</coordinates></Point>
    </Placemark>
    <Placemark>
      <name>Heptonstall cobbles</name>
      <description>Steep cobbled climb, 1.2 km at an average of 10%. Walking is fine.</description>
      <ExtendedData><Data name="km_from_start"><value>2.4</value></Data></ExtendedData>
      <Point><coordinates>-2.0196,53.7429,0</coordinates></Point>
    </Placemark>
    <Placemark>
      <name>Pack Horse Inn, Widdop</name>
      <description>Coffee stop. Opens 11:00; closed on Mondays.</description>
      <ExtendedData><Data name="km_from_start"><value>14.8</value></Data></ExtendedData>
      <Point><coordinates>-2.0880,53.7884,0</coordinates></Point>
    </Placemark>
    <Placemark>
      <name>Gibson Mill cafe</name>
      <description>Lunch stop (cash only).</description>
      <ExtendedData><Data name="km_from_start"><value>27.5</value></Data></ExtendedData>
      <Point><coordinates>-2.0397,53.7585,0</coordinates></Point>
    </Placemark>
    <Placemark>
      <name>Finish: Hebden Bridge station</name>
      <ExtendedData><Data name="km_from_start"><value>34.0</value></Data></ExtendedData>
      <Point><coordinates>-2.0103,53.7377,0</coordinates></Point>
    </Placemark>
  </Document>
</kml>"""

ABC = """% Thursday session set - Crown & Anchor, back room
X:1
T:The Harbour Reel
C:trad., arr. M. Doyle
M:4/4
L:1/8
Q:1/4=116
R:reel
K:D
|:A2FA dAFA|B2GB dBGB|A2FA dAFA|BAGF E2D2:|
|:d2fd adfd|e2ge bege|d2fd adfd|edcB A2D2:|
X:2
T:Lament for Inishowen
M:3/4
L:1/8
Q:1/4=60
R:air
K:Em
N:Slow and free; second time through an octave higher.
E2 G2 B2|A4 GF|E2 D2 B,2|E6|
G2 B2 d2|e4 dB|A2 G2 F2|E6|]"""

NOTAMS = """A0409/37 NOTAMN
Q) EGTT/QMRLC/IV/NBO/A/000/999/5404N00117W005
A) EGXH B) 3705120600 C) 3705121800
E) RWY 07/25 CLSD DUE WIP.

A0411/37 NOTAMN
Q) EGTT/QOBCE/IV/M/A/000/010/5404N00117W005
A) EGXH B) 3705050800 C) 3705302000
E) CRANE ERECTED 0.5NM SW THR RWY 25, HGT 150FT AGL. LIT.

A0414/37 NOTAMN
Q) EGTT/QFUAU/IV/NBO/A/000/999/5404N00117W005
A) EGXH B) 3705131200 C) 3705150900
E) AVGAS 100LL NOT AVBL. JET A1 AVBL.

A0418/37 NOTAMC A0411/37
Q) EGTT/QOBXX/IV/M/A/000/010/5404N00117W005
A) EGXH B) 3705101430
E) CRANE REMOVED."""

CONVOCATORIA = """COMUNIDAD DE PROPIETARIOS - C/ ALMENDRO 14, ZARAGOZA

CONVOCATORIA DE JUNTA GENERAL EXTRAORDINARIA

Por orden del Presidente se convoca a todos los propietarios a la Junta General Extraordinaria que se \
celebrará el jueves 16 de abril de 2037 en el portal del edificio, a las 19:00 horas en primera convocatoria y \
a las 19:30 horas en segunda convocatoria, con el siguiente

ORDEN DEL DÍA
1. Aprobación de la derrama para la instalación del ascensor. Presupuesto total: 84.000 EUR, repartido según el \
coeficiente de participación de cada vivienda y pagadero en 12 cuotas mensuales a partir de junio de 2037.
2. Cambio del horario de la piscina comunitaria (apertura a las 10:00 en lugar de las 11:00).
3. Ruegos y preguntas.

Coeficientes de participación: Bajo A 6,0 %; Bajo B 6,0 %; 1.º A 4,5 %; 1.º B 4,0 %; 2.º A 4,5 %; 2.º B 5,0 %.

Los propietarios que no puedan asistir podrán delegar su voto por escrito en otra persona.

Zaragoza, 1 de abril de 2037. El Secretario-Administrador.

NOTA (9 de abril): el punto 2 se retira del orden del día."""

KO_NOTICE = """[관리사무소 안내] 물탱크 청소에 따른 단수 안내

해오름마을 3단지 입주민 여러분께 알려드립니다.

1. 일시: 2037년 6월 9일(화) 09:00 ~ 15:00
2. 대상: 301동 ~ 305동 (306동은 6월 11일(목) 같은 시간)
3. 단수 시간에도 엘리베이터는 정상 운행합니다.
4. 청소 후 처음 나오는 물은 2~3분 정도 흘려 보낸 뒤 사용하십시오.

※ 변경: 304동은 외벽 공사 일정으로 6월 10일(수) 같은 시간으로 변경되었습니다.

문의: 관리사무소 031-555-0147"""

FHIR = json.dumps({
    "resourceType": "Bundle",
    "type": "searchset",
    "entry": [
        {"resource": {"resourceType": "Patient", "id": "p1", "name": [{"given": ["Isla"], "family": "Moreno"}],
                      "birthDate": "2034-02-20"}},
        {"resource": {"resourceType": "Immunization", "id": "i1", "status": "completed",
                      "vaccineCode": {"text": "DTaP/IPV/Hib/HepB (6-in-1), dose 1"},
                      "occurrenceDateTime": "2034-04-22", "patient": {"reference": "Patient/p1"}}},
        {"resource": {"resourceType": "Immunization", "id": "i2", "status": "completed",
                      "vaccineCode": {"text": "DTaP/IPV/Hib/HepB (6-in-1), dose 2"},
                      "occurrenceDateTime": "2034-05-20", "patient": {"reference": "Patient/p1"}}},
        {"resource": {"resourceType": "Immunization", "id": "i3", "status": "entered-in-error",
                      "vaccineCode": {"text": "MMR, dose 1"},
                      "occurrenceDateTime": "2035-02-20", "patient": {"reference": "Patient/p1"}}},
        {"resource": {"resourceType": "Immunization", "id": "i4", "status": "completed",
                      "vaccineCode": {"text": "MMR, dose 1"},
                      "occurrenceDateTime": "2035-03-14", "patient": {"reference": "Patient/p1"}}},
        {"resource": {"resourceType": "Immunization", "id": "i5", "status": "not-done",
                      "statusReason": {"text": "Declined by parent"},
                      "vaccineCode": {"text": "Influenza, live attenuated nasal spray"},
                      "occurrenceDateTime": "2036-10-09", "patient": {"reference": "Patient/p1"}}},
    ],
}, indent=1)

RST = """Lift passes 2037/38
===================

+---------------------------+----------+----------+-----------+
| Pass                      | Adult    | Child [1]| Senior [2]|
+===========================+==========+==========+===========+
| 1 day                     | CHF 72   | CHF 36   | CHF 61    |
+---------------------------+----------+----------+-----------+
| 3 days                    | CHF 198  | CHF 99   | CHF 168   |
+---------------------------+----------+----------+-----------+
| 6 days                    | CHF 354  | CHF 177  | CHF 301   |
+---------------------------+----------+----------+-----------+
| Afternoon (from 12:30)    | CHF 54   | CHF 27   | CHF 46    |
+---------------------------+----------+----------+-----------+

.. [1] Child: 6 to 15 years. Children under 6 ski free with a paying adult.
.. [2] Senior: 65 years and over.

.. note:: Family offer: when two adults buy 6-day passes, the children's 6-day passes are free
   (up to three children).

.. warning:: From 1 February 2038 the 1-day adult pass costs CHF 76."""

EPC = """Energy performance certificate (EPC)
14 Larch Close, Harrogate, HG2 7QT
Certificate number: 0382-2947-6130-2236-1481        Valid until: 18 August 2035
Property type: Semi-detached house        Total floor area: 86 square metres

Energy rating: current D (61), potential B (84)
Estimated energy cost for a year: GBP 1,460. Potential saving if you complete every step: GBP 595 a year.

Features of this property
Walls: cavity wall, as built, no insulation (assumed) - Poor
Roof: pitched, 100 mm loft insulation - Poor
Windows: fully double glazed - Good
Main heating: boiler and radiators, mains gas - Good

Steps you could take (in order)
Step 1: Cavity wall insulation. Typical installation cost GBP 1,000 - GBP 1,500. Typical yearly saving GBP 210. Rating after: C (69)
Step 2: Increase loft insulation to 270 mm. Typical installation cost GBP 100 - GBP 350. Typical yearly saving GBP 65. Rating after: C (71)
Step 3: Solar water heating. Typical installation cost GBP 4,000 - GBP 6,000. Typical yearly saving GBP 40. Rating after: C (72)
Step 4: Solar photovoltaic panels, 2.5 kWp. Typical installation cost GBP 3,500 - GBP 5,500. Typical yearly saving GBP 280. Rating after: B (84)"""


GROUNDED = [
    # a safety data sheet from a @wrap_model_call middleware
    Case("sds-dilute", _wrapped_call_agent(SDS, "I need 2 litres of ready-to-use solution. How much of the "
                                                "concentrate goes in?"),
         _both(_re(r"\b200 ?(ml|millilit)|\b0\.2 ?(l\b|lit)"), _none_of("UN 2967", "Riverside Park"))),
    Case("sds-shelf", _wrapped_call_agent(SDS, "How long does an unopened drum keep?"),
         _both(_new_not_old(r"\b18 ?months|eighteen months", r"\b24\b"), _none_of("UN 2967", "Riverside Park"))),
    Case("sds-bleach", _wrapped_call_agent(SDS, "Can I mix it with bleach to do the toilets quicker?"),
         _both(_denies("toxic", "chlorine gas", "never mix", "don't mix", "do not mix", "keep away", "keep it away"),
               _none_of("UN 2967", "Riverside Park"))),
    Case("sds-eyes", _wrapped_call_agent(SDS, "If it splashes in my eye, how long do I rinse it for?"),
         _both(_re(r"\b15 ?min|fifteen min|quarter of an hour"), _none_of("UN 2967", "480"))),
    Case("sds-price-absent", _wrapped_call_agent(SDS, "How much does a 5 litre drum cost?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no price"), _none_of("UN 2967", "Riverside Park"))),
    # a KML route read with stream_mode="updates"
    Case("kml-leg", _streamed_updates(KML, "how far is it from the coffee stop at Widdop to the lunch stop?"),
         _but_not(_re(r"\b12\.7 ?(km|kilomet)"), "34.0", "-2.0103")),
    Case("kml-lunch", _streamed_updates(KML, "can we buy lunch at Gibson Mill on Sunday?"),
         _both(_denies("closed", "refurbish", "packed lunch"), _none_of("-2.0103", "<Placemark"))),
    Case("kml-climb", _streamed_updates(KML, "how long and how steep is the cobbled climb?"),
         _both(_has("1.2"), _re(r"10 ?%|10 per ?cent"), _none_of("-2.0103", "<Placemark"))),
    Case("kml-shop-absent", _streamed_updates(KML, "is there a bike shop anywhere on the route?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no bike shop"), _none_of("-2.0103", "<Placemark"))),
    # an ABC tune book through abatch
    Case("abc-key", _abatched(ABC, "What key is the lament in?"),
         _but_not(_re(r"\bE ?minor\b|\bEm\b|\bE min\b"), "|:A2FA", "E2 G2 B2")),
    Case("abc-beats", _abatched(ABC, "How many beats to the bar in the lament?"),
         _both(_word("3", "three"), _none_of("|:A2FA", "E2 G2 B2", "4/4"))),
    Case("abc-tempo", _abatched(ABC, "how fast do we take the reel, in beats per minute?"),
         _but_not(_word("116"), "Q:1/4=60", "|:A2FA")),
    Case("abc-composer-absent", _abatched(ABC, "Who composed the Lament for Inishowen?"),
         _both(_absent(*_NOT_GIVEN, "no composer", "isn't credited", "not credited", "no c: field",
                       "no c: line", "not named", "unknown"), _none_of("Doyle", "|:A2FA"))),
    # NOTAMs read with astream_events
    Case("notam-closure", _events(NOTAMS, "How many hours is runway 07/25 closed on 12 May?"),
         _both(_re(r"\b12 ?(hours|hrs|h)\b|twelve hours"), _none_of("AVGAS", "CRANE"))),
    Case("notam-reopen-local", _events(NOTAMS, "What time does the runway reopen, in UK local time (BST, UTC+1)?"),
         _both(_any("19:00", "1900", "7pm", "7 pm", "19.00", "7:00 pm", "7:00pm"), _none_of("AVGAS", "CRANE"))),
    Case("notam-avgas", _events(NOTAMS, "Can I fill up with Avgas there on 14 May?"),
         _both(_denies("not available", "not avbl", "unavailable", "no avgas"), _none_of("RWY 07/25 CLSD", "CRANE"))),
    Case("notam-crane", _events(NOTAMS, "Do I still need to watch out for the crane near the 25 threshold on "
                                        "final on 20 May?"),
         _both(_denies("removed", "cancelled", "canceled", "no longer"), _none_of("AVGAS", "RWY 07/25 CLSD"))),
    # a Spanish meeting notice through with_retry
    Case("es-cuota", _retried(CONVOCATORIA, "I own 2.º B. How much will I pay each month for the lift?"),
         _but_not(_re(r"\b350\b"), "84.000 EUR, repartido", "Bajo A 6,0")),
    Case("es-delegar", _retried(CONVOCATORIA, "No puedo ir a la junta. ¿Puedo votar igualmente?"),
         _both(_not_opening("no"), _any("deleg", "por escrito", "proxy", "in writing"),
               _none_of("84.000", "Bajo A 6,0"))),
    Case("es-piscina", _retried(CONVOCATORIA, "Will they vote on the new pool opening time at the meeting?"),
         _both(_denies("withdrawn", "removed", "retir", "taken off", "no longer", "dropped"),
               _none_of("84.000", "Bajo A 6,0"))),
    Case("es-cuota-absent", _retried(CONVOCATORIA, "¿Cuánto es la cuota mensual ordinaria de la comunidad?"),
         _both(_absent(*_NOT_GIVEN, *_ES_NOT_GIVEN), _none_of("Bajo A 6,0", "ORDEN DEL DÍA"))),
    # a Korean notice put in a thread with update_state
    Case("ko-304", _state_updated(KO_NOTICE, "I live in building 304. Which day is our water off?"),
         _both(_new_not_old(r"(june|6월) ?10|10(th)? (of )?june|wednesday|10일|수요일",
                            r"june 9\b|\b9(th)? june|tuesday|9일|화요일"),
               _none_of("031-555-0147"))),
    Case("ko-hours", _state_updated(KO_NOTICE, "단수는 몇 시간 동안이에요?"),
         _both(_re(r"\b6 ?(시간|hours?)|six hours|여섯 ?시간"), _none_of("031-555-0147", "물탱크 청소에 따른 단수 안내"))),
    Case("ko-306", _state_updated(KO_NOTICE, "306동도 6월 9일에 물이 안 나오나요?"),
         _both(_not_opening("네", "yes", "예"), _any("11일", "11 june", "june 11", "11th", "목요일", "thursday"),
               _none_of("031-555-0147"))),
    Case("ko-water-absent", _state_updated(KO_NOTICE, "Will they hand out bottled water during the cut?"),
         _both(_not_opening("yes", "네"), _absent(*_NOT_GIVEN, *_KO_NOT_GIVEN, "no bottled water"),
               _none_of("031-555-0147"))),
    # a FHIR immunisation bundle from an InjectedState tool
    Case("fhir-mmr", _injected_state_tool(FHIR, "When did Isla have her first MMR jab?"),
         _both(_new_not_old(r"14(th)? march 2035|2035-03-14|march 14(th)?,? 2035|14/03/2035",
                            r"20(th)? february 2035|2035-02-20|february 20(th)?,? 2035"),
               _none_of("resourceType"))),
    Case("fhir-count", _injected_state_tool(FHIR, "How many vaccinations has Isla actually been given?"),
         _both(_word("3", "three"), _none_of("resourceType", "five vaccinations", "5 vaccinations"))),
    Case("fhir-flu", _injected_state_tool(FHIR, "Did she get the flu nasal spray last autumn?"),
         _both(_denies("not done", "not given", "wasn't given", "was not given", "declined", "didn't get",
                       "did not get"), _none_of("resourceType"))),
    Case("fhir-nurse-absent", _injected_state_tool(FHIR, "Which nurse gave her the MMR?"),
         _both(_absent(*_NOT_GIVEN, "no nurse", "no performer"), _none_of("resourceType"))),
    # an rST prices page in a graph that prunes the history with RemoveMessage
    Case("ski-family", _pruned(RST, "Two adults and our kids aged 8 and 11, six days. What do the passes cost us "
                                    "altogether?"),
         _but_not(_word("708", "CHF 708"), "1062", "1,062", "1'062")),
    Case("ski-under-six", _pruned(RST, "Does my 4-year-old need to pay for a pass?"),
         _both(_not_opening("yes"), _any("free", "no charge", "doesn't need to pay", "does not need to pay",
                                         "don't need to pay", "do not need to pay"),
               _none_of("CHF 177", "CHF 301"))),
    Case("ski-feb", _pruned(RST, "How much is a one-day adult pass on 14 February 2038?"),
         _both(_new_not_old(r"\b76\b", r"\b72\b"), _none_of("CHF 301", "CHF 177"))),
    Case("ski-senior-save", _pruned(RST, "I'm 67. How much less do I pay for a 3-day pass than an adult does?"),
         _but_not(_word("30", "CHF 30"), "CHF 354", "CHF 301")),
    Case("ski-hire-absent", _pruned(RST, "How much is ski hire for a week?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no hire", "only lift pass", "only the lift pass",
                                            "only covers lift", "only lists lift"), _none_of("CHF 301", "CHF 177"))),
    # an EPC from a @before_model middleware
    Case("epc-valid", _before_model_agent(EPC, "Today is 1 March 2036. Is this certificate still valid?"),
         _both(_denies("expired", "no longer valid", "not valid", "isn't valid"), _none_of("GBP 5,500", "kWp"))),
    Case("epc-payback", _before_model_agent(EPC, "If cavity wall insulation costs the top of its price range, "
                                                  "roughly how many years until it pays for itself?"),
         _both(_re(r"\b7(\.1\d*)? ?(years|yrs)|\b(about|around|roughly|approximately|just over) 7\b|seven years"),
               _none_of("kWp", "GBP 5,500"))),
    Case("epc-two-steps", _before_model_agent(EPC, "What rating would the house have after doing the first two "
                                                    "steps?"),
         _both(_either(_word("71"), _re(r"\b(band|rating) C\b|\bC rating\b")),
               _none_of("(69)", "(72)", "(84)", "GBP 595"))),
    Case("epc-loft", _before_model_agent(EPC, "Is the loft well insulated?"),
         _both(_denies("poor", "only 100", "100 mm"), _none_of("kWp", "GBP 5,500"))),
    Case("epc-owner-absent", _before_model_agent(EPC, "Who owns the house?"),
         _both(_absent(*_NOT_GIVEN, "no owner", "doesn't name", "does not name"), _none_of("kWp", "GBP 5,500"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def top_up_meter(amount: float) -> str:
    """Top up the prepayment electricity meter. amount is in pounds."""
    return "topped up"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm for today at a 24-hour HH:MM time."""
    return "set"


@tool
def order_groceries(item: str, quantity: int) -> str:
    """Order a grocery item for delivery."""
    return "ordered"


@tool
def record_height(cm: float) -> str:
    """Record the patient's height in centimetres."""
    return "recorded"


@tool
def pay_invoice(payee: str, amount_eur: float) -> str:
    """Pay an invoice in euros."""
    return "paid"


@tool
def schedule_bin_collection(day: date) -> str:
    """Book a bulky waste collection for a day."""
    return "booked"


@tool
def book_cinema(tickets: int, day: date, time: str) -> str:
    """Book cinema tickets. time is 24-hour HH:MM."""
    return "booked"


@tool
def set_email_preferences(newsletter: bool, receipts: bool) -> str:
    """Choose which emails the customer gets."""
    return "saved"


@tool
def preheat_oven(celsius: int) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def book_haircut(day: date, time: str) -> str:
    """Book a haircut. time is 24-hour HH:MM."""
    return "booked"


@tool
def cancel_haircut(day: date) -> str:
    """Cancel a haircut booking."""
    return "cancelled"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You book appointments at Snip & Co. Use the tools.")
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
    Case("tool-tenner", _calls([top_up_meter], "put a tenner on the electric"),
         _call("top_up_meter", amount=_num_near(10))),
    Case("tool-quarter-to-nine", _calls([set_alarm], "alarm for quarter to nine tonight please"),
         _call("set_alarm", time=_hhmm("20:45"))),
    Case("tool-dozen-eggs", _calls([order_groceries], "order a dozen free-range eggs"),
         _call("order_groceries", item=lambda v: "egg" in str(v).lower(), quantity=_num_near(12))),
    Case("tool-six-foot-two", _calls([record_height], "he's six foot two"),
         _call("record_height", cm=_num_near(187.96, 0.6))),
    Case("tool-euros-fifty", _calls([pay_invoice], "pay the plumber, Ruiz Fontanería, 85 euros fifty"),
         _call("pay_invoice", payee=lambda v: "ruiz" in str(v).lower(), amount_eur=_num_near(85.5))),
    Case("tool-fortnight", _calls([schedule_bin_collection], "Today is Tuesday 3 March 2037. Book the bulky waste "
                                                            "pick-up for a fortnight today."),
         _call("schedule_bin_collection", day=lambda v: str(v) == "2037-03-17")),
    Case("tool-no-fit-capital", _calls([top_up_meter, set_alarm, order_groceries], "what's the capital of Peru?"),
         _no_call),
    Case("tool-alarm-missing", _calls([set_alarm], "set an alarm"), _no_call),
    Case("tool-zh-cinema", _calls([book_cinema], "今天是2037年5月6日。帮我订两张明天下午三点的电影票。"),
         _call("book_cinema", tickets=_num_near(2), day=lambda v: str(v) == "2037-05-07", time=_hhmm("15:00"))),
    Case("tool-emails", _calls([set_email_preferences], "stop sending me the newsletter, but I still want my "
                                                        "receipts by email"),
         _call("set_email_preferences", newsletter=_false, receipts=_true)),
    Case("tool-oven-fahrenheit", _calls([preheat_oven], "preheat the oven to 400 Fahrenheit"),
         _call("preheat_oven", celsius=_num_near(204, 1.5))),
    Case("agent-haircut", _agent_run([book_haircut, cancel_haircut], "Today is Thursday 7 May 2037. Can you book me "
                                                                     "in for a haircut this coming Tuesday at 10am?"),
         _both(_call("book_haircut", day=lambda v: str(v) == "2037-05-12", time=_hhmm("10:00")),
               lambda out: _call_args(out, "cancel_haircut") is None)),
]


# --- structured output ----------------------------------------------------------------------------

class Stay(BaseModel):
    check_in: date
    check_out: date
    nights: int = Field(description="number of nights stayed")


class Feedback(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"]


class Duration(TypedDict):
    minutes: Annotated[int, ..., "the length in minutes"]


class Lead(BaseModel):
    name: str
    phone: str
    company: str | None = None


class Shopping(BaseModel):
    items: list[str]


class Profile(BaseModel):
    name: str = Field(description="姓名")
    age: int = Field(description="年龄")
    city: str = Field(description="城市")


class Incident(BaseModel):
    summary: str
    urgency: Literal["low", "normal", "high"]


class OrderOptions(BaseModel):
    wants_receipt: bool
    gift_wrap: bool


class Group(BaseModel):
    people: int = Field(description="how many people in the group, the speaker not included")


class Meeting(BaseModel):
    day: date


STRUCTURED = [
    Case("schema-nights", _structured(Stay, "Arriving Friday 3 July 2037, leaving Monday 6 July 2037."),
         _parsed(lambda s: s.check_in == date(2037, 7, 3) and s.check_out == date(2037, 7, 6) and s.nights == 3)),
    Case("schema-not-value", _structured(Feedback, "Not exactly what I'd call good value for the money."),
         _parsed(lambda f: f.sentiment == "negative")),
    Case("schema-hours-minutes", _structured(Duration, "The match lasts two and a half hours."),
         _parsed(lambda d: int(d.get("minutes") if isinstance(d, dict) else d.minutes) == 150)),
    Case("schema-no-company", _structured(Lead, "Hi, Priya Nair here, call me back on 0161 496 0732."),
         _parsed(lambda lead: "priya" in lead.name.lower() and lead.company is None
                 and re.sub(r"\D", "", lead.phone) == "01614960732")),
    Case("schema-oh-and", _structured(Shopping, "Need eggs, flour and sugar - oh and butter too."),
         _parsed(lambda s: sorted(i.strip().lower() for i in s.items) == ["butter", "eggs", "flour", "sugar"])),
    Case("schema-zh-profile", _structured(Profile, "我叫李娜,今年三十二岁,住在成都。", "提取个人信息。"),
         _parsed(lambda p: p.name == "李娜" and p.age == 32 and "成都" in p.city)),
    Case("schema-asap", _structured(Incident, "ASAP please - the payments server is down and nobody can check out."),
         _parsed(lambda i: i.urgency == "high" and "server" in i.summary.lower())),
    Case("schema-no-receipt", _structured(OrderOptions, "I don't need a receipt, but could you gift-wrap it?"),
         _parsed(lambda o: o.wants_receipt is False and o.gift_wrap is True)),
    Case("schema-grandparents", _structured(Group, "I'm bringing my parents and my two grandparents."),
         _parsed(lambda g: g.people == 4)),
    Case("schema-week-on-monday", _structured(Meeting, "Today is Thursday 2 April 2037. Let's meet a week on "
                                                       "Monday."),
         _parsed(lambda m: m.day == date(2037, 4, 13))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Grounding(BaseModel):
    """Binary score for whether the answer is grounded in the facts."""

    binary_score: Literal["yes", "no"] = Field(description="'yes' if the answer is grounded in the facts")


class Route(BaseModel):
    """Route the question to the best data source."""

    datasource: Literal["vectorstore", "web_search"] = Field(
        description="the vectorstore holds our recipe collection; use web_search for anything else")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-relevant-yes", _ask("Does the document answer the question? Answer 'yes' or 'no'.\nQuestion: How do "
                                    "I reset my router?\nDocument: To reset the router, hold the pinhole button on "
                                    "the back for 10 seconds until the lights flash."), _only("yes")),
    Case("grade-grounded-no", _grader(Grounding, "You check whether an answer is grounded in a set of facts.",
                                      "FACTS: The shop opens at 9:00 on weekdays and at 10:00 on Saturdays.\n"
                                      "ANSWER: On Saturdays the shop opens at 9:00."),
         _parsed(lambda g: g.binary_score == "no")),
    Case("label-billing", _ask("Category of this message: BILLING, TECHNICAL or OTHER. Reply with the category only."
                               "\nMessage: I've been charged twice for March."), _only("BILLING")),
    Case("label-portuguese", _ask("Language? Answer ES, IT or PT.\nObrigado pela ajuda de ontem!"), _only("PT")),
    Case("label-urgent", _ask("Triage the tenant's report as URGENT or NOT URGENT.\nReport: Water is pouring through "
                              "the kitchen ceiling."), _only("URGENT")),
    Case("grade-zh-no", _ask("答案是否回答了问题?只回答“是”或“否”。\n问题:北京到上海有多远?\n答案:今天天气很好。"),
         _only("否")),
    Case("route-web", _grader(Route, "Route the user's question.", "Who won last night's Champions League match?"),
         _parsed(lambda r: r.datasource == "web_search")),
    Case("grade-incorrect", _ask("Mark the answer CORRECT or INCORRECT.\nQ: What is 7 x 8?\nA: 54"),
         _only("INCORRECT")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-car-colour", _thread("My car's a blue 2019 Skoda Octavia estate.", "Nice, a practical choice.",
                                      "Any tips for keeping it clean?", "A wash every fortnight and wax twice a year.",
                                      "what colour did I say my car was?"),
         _both(_any("blue"), _none_of("don't know", "do not know"))),
    Case("thread-he-does", _thread("My friend Tom is a nurse and his wife Ella is a pilot.", "What a pair!",
                                   "what does he do for a living?"),
         _both(_any("nurse"), _none_of("don't know", "he is a pilot", "he's a pilot"), _not_opening("pilot", "Ella"))),
    Case("chat-hows-it-going", _ask("hey, how's it going?"),
         _both(_any("good", "well", "great", "fine", "help", "hi", "hello", "hey"),
               _none_of("don't know", "do not know", "no information"))),
    Case("thread-zh-trip", _thread("我下周三要去广州出差。", "好的,祝你出差顺利!", "我哪天去广州?"),
         _both(_any("下周三", "星期三", "周三"), _none_of("不知道"))),
    Case("thread-postcode-fixed", _thread("my postcode is LS6 2AB", "Thanks.", "oops, it's LS6 2AD, not LS6 2AB",
                                          "No problem.", "what's my postcode?"),
         _corrected("LS6 2AD", "LS6 2AB")),
    Case("thread-spend-sum", _thread("I spent \u00a312 on lunch today.", "OK.", "And \u00a37.50 on coffee.", "Noted.",
                                     "how much have I spent today in total?"),
         _both(_any("19.50", "19.5"), _none_of("don't know"))),
    Case("chat-brother-unknown", _ask("what's my brother's name?"),
         _either(_honest, _any("haven't told", "didn't tell", "didn't mention", "haven't mentioned",
                               "you haven't said", "no way of knowing", "can't know", "cannot know", "don't have"))),
    Case("chat-bye", _ask("cheers, bye!"),
         _both(_any("bye", "take care", "welcome", "cheers", "see you", "goodbye", "pleasure"),
               _none_of("don't know", "do not know"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
