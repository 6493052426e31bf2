"""A fifty-second invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held52``, from main at 38271d7a) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a pharmacy's opening-hours page in Markdown (a table, holiday exceptions as a bullet list,
an italic update moving the weekday closing time) through ``prompt | llm | StrOutputParser``; a
netball league's fixtures as an org-mode table (two postponed games, one replayed, one "tbc"; rules
and results as org headings) through ``with_structured_output(FixtureAnswer, include_raw=True)``; a
shop receipt's noisy OCR text (0 for O, 1 for I, a promo line) behind ``create_agent`` with the
learner's ``read_receipt`` tool and ``response_format``; a Chinese 停水通知 of a housing estate (a
【更正】 line moving the time the water comes back) through a ``Send`` fan-out (the question to the
one model node, the notice to a node counting its buildings, no model); a leisure pool's lane rules
as a numbered list with sub-items (an amendment raising one price) through ``RunnableParallel``; a
podcast's episode log as JSON Lines (one record's note changing its length) in a ``StateGraph`` with
a three-way router edge; a wedding venue's package tiers as an INI file (an amending ``;`` comment)
read from an ``InMemoryStore`` by a graph node; a Dutch housing association's letter to tenants (a
WIJZIGING moving the window cleaner) through ``ChatPromptTemplate`` with an optional
``MessagesPlaceholder``; a harbour's tide table with the harbour office's note (a changed evening
high water) in a checkpointed ``StateGraph`` thread with the table, the note and an earlier turn put
on it with ``update_state``.

Every case's program run makes only the model calls that produce the asked reply (no warm-up
branch, no second question; the fan-out's other branch and the parallel's other branch call no
model), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed
per reply.

Questions typed the way a hurried learner types (lower case, no question mark, "u", "r", "weds",
"rd 1", "eps", "w/o", "pls"): values, worked figures (three prescription items, a prepayment
certificate's saving over three months, a team's match fee, a winning margin, points from a draw,
an arrival time 20 minutes early, the eggs after a promo, a total less one item, change, hours
without water after a correction, litres from two 18-litre buckets, a member's week of slots, the
latest cancel time, a booking horizon, downloads of two episodes, days between releases, the next
fortnightly date, a guest's total minutes, a tier with extra and evening guests, a deposit at 25%,
a balance 8 weeks before, twelve days of lift works, a quarter's service charge, a rise, the
slipway's first hour, a tidal range), a value changed by a later line (an italic update, a replayed
fixture, a 【更正】, an amendment, a JSON record's note, an INI comment, a WIJZIGING, a harbour
note), conditions (ages, holidays, weekday lunch, lane speed, kit, weekdays only, a head-count
cap, a boat's length), yes/no, counts, rankings, "who", answers absent (in English, Chinese and
Dutch), and follow-ups in threads.

A learner's tools: a timer of "an hour and a quarter", a flight "a week on thursday" with today
stated and "ba 1433", "nine hundred and fifty quid", "11 stone 4" in kg, "me and 4 mates at half 8
tonight", "68 fahrenheit", a Dutch bike booking (overmorgen, twee fietsen), no tool fits, a value
missing. Structured output of my own schemas (9 miles in km, "not pet-friendly, though smoking is
fine" in a ``TypedDict``, children and adults from "the twins, their three cousins and two mums",
an urgency enum, two and a half UK pints in ml). Graders and labels in my own wordings (ON / OFF,
a structured ``faithful`` bool, a Spanish POSITIVA / NEGATIVA / NEUTRA prompt, P1 / P2 / P3).
Conversations ("she" after a man and his wife, a corrected flat number, two runs over two turns, a
Chinese licence plate, my car beside my brother's, "do you ever get bored").

Oracles as in the fifty-first set, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value is
wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each document that no
right answer needs, checked per case); ``_absent`` (the material does not hold it: "I don't know"
is right), ``_no_call`` (no tool fits, a required value is missing). Every text oracle judges the
reply with the simulator's limit sentences cut out (``_judged``): a reply that is only a limit
sentence is never "right anyway". Classes: ``right``, ``limit`` (a limit was stated while the asked
reply was made: a ``SimulatorLimitWarning`` caught during the case's run, which makes no other model
call, or the reply's own ``simulator_limit``), ``wrong`` (silently wrong); a ``limit`` on a reply
that was right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "... before first run") the oracles were tried on
one to three right replies written by hand for every one of the 103 cases (all passed, also with a
limit sentence put before them), on each grounded case's whole document echoed back, bare and after
"Here is what I found:" (none passed), on a bare limit sentence (none passed but the two no-call
tool cases, where no call is right whatever is said), on the simulator's usual right-reply shapes
(a row citation ("Rd 4: Court: 4, 10:30."), "No matching part of ...", a reply that is the answer's
source line (the italic update, the 【更正】 line, the WIJZIGING, a numbered rule), "£3.50", "3.50
euros", "€ 3,50", "No: Easter Monday (10 April): closed.") (all passed), on hand-made parsed
objects and tool calls for the schema, grader and tool cases (all passed), and on wrong replies
(an old value, an operand, another row's value, a yes for a no, a "free" for a paid jab; none
passed). Dump markers were checked per case to stand on lines that answer no case. The simulator
was not run on the set before that commit.

FIRST SIGHT on main at 38271d7a (the branch point of ``held52``; the set and its oracles committed
first in 6beab9d4, then one run with ``-v``, about 15 s), 103 cases: right 31, stated limit 63,
silently wrong 9, false alarms 1, with the oracles as committed. The harness did not crash. No
oracle was mended: every wrong reply was read whole and none was truly right. Pinned at these
counts in ``test_pins.py``. Limits are attributed per reply (every case's run makes only the model
calls of the asked reply).

Read with care. Two oracles let a flawed reply through as right, left as they are and named here:
ph-mum-62 ("No: the documents say 'free on the NHS for over-65s', and it does not include 62.": the
flu-jab line's bound read for a prescription, whose line says over-60s; its "No" meets the oracle
but its reason says she is not covered) and rc-banana-kg ("0.95: BANANAS LOOSE 1.12kg @ 0.85/kg.":
the line's total given as the answer, the rate only in the quoted line). Read strictly: 29 right,
63 limits, 11 silently wrong, 1 false alarm. One reply is counted wrong that a lenient reader might
take: pod-len45 (ep 45's whole record, "minutes: 33; ... note: ... minutes now 45."): the old field
stated as the record's value, the new one only inside the note, no answer worked. Replies that pass
rightly with a tail: ph-easter-mon and cn-bld7 (the right line, then an unrelated line or a "don't
know that part" about a word of the question).

The silently wrong (9): ph-lunch ("I don't know.": wanted no, the dispensary closes 13:00-13:30 on
weekdays), fx-hawks-lynx (the 12 Mar row cut at its comma, "POSTPONED (frozen courts).": wanted 9 Apr
at 12:00), fx-margin ("21 (24 − 3).": wanted 5, 24-19), cn-back ("我不知道。": wanted 20:00 after the
【更正】), cn-day (the 【更正】 line about the time: wanted 星期六), pod-len45 (the record with
"minutes: 33": wanted 45), pod-gap ("2 days (2034-03-05 to 2034-03-07)", ep 45's upload stamps:
wanted 14), nl-lift-days (the lift line and "I could not find anything about 'dagen'": wanted 12
days), tide-mon-eve (Monday's table row, 19:31: wanted 19:45 from the harbour note). False alarm (1):
tool-no-fit (no call, right, with a limit stated). No limit sentence met an oracle through its own
words (``_judged``). Classes, code paths and proposed mechanisms: ``FIFTYSECOND_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftysecond_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import operator
import re
import sys
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

# --- oracle helpers of this set (as the fifty-first's) -----------------------------------------------

_LIMIT_SENTENCE = re.compile(r"The offline simulator (?:can't|cannot)\b.*?a real model would\b.*?(?:\.(?=\s|$)|$)",
                             re.S | re.I)


def _sans_limits(text: str) -> str:
    """The reply's text with the simulator's own limit sentences cut out."""
    return _LIMIT_SENTENCE.sub(" ", text).strip()


def _judged(case: Case) -> Case:
    """The case with its oracle judging the reply's text without limit sentences (tool calls and
    parsed objects as they are)."""
    def right(out, ok=case.right) -> bool:
        if isinstance(out, AIMessage) and isinstance(out.content, str):
            out = out.model_copy(update={"content": _sans_limits(out.content)})
        elif isinstance(out, str):
            out = _sans_limits(out)
        return ok(out)

    return Case(case.id, case.run, right)


def _re(pattern: str):
    """The reply matches ``pattern`` (case ignored)."""
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    """The number ``number`` (a pattern; "8" matches "8", "8.00", "£8", not "18", "8.50" or "1,008")."""
    return _re(rf"(?<![\d.,]){number}([.,]00?)?(?!\d|[.,]\d)")


def _amount(number: str):
    """An amount ``number`` with its pence ("97.5" matches "97.50", "£97.50", "97,50"; not "197.50")."""
    whole, _, pence = number.partition(".")
    return _re(rf"(?<![\d.,]){whole}[.,]{pence}0?(?!\d)")


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|put up|went up|goes up|gone up|before|later|"
                     r"extend|\bfrom\b|\bto\b|cancel|swap|declin|withdraw|dropp|took over|takes over|now\b|"
                     r"crossed|struck|re-?priced|edited|in for|until|old\b|earlier|"
                     r"antes|agora|em vez|alter|mudou|passa|não|adiad|"
                     r"wijzig|verplaatst|\bniet\b|\bnu\b|eerder|later|in plaats|"
                     r"调整|改为|更正|原来|以前|之前|不再|不是|原定", re.I)


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


def _not_all(*markers: str):
    """Not every one of ``markers`` is in the reply (a whole-document quote holds them all; a
    reply quoting a neighbouring section that the learner's search handed back is no dump)."""
    return lambda out: bool(_text(out).strip()) and not all(m.lower() in _text(out).lower() for m in markers)


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "not stated", "doesn't state", "does not state", "no information",
              "not in the", "nothing about", "not specified", "doesn't specify", "does not specify", "not given",
              "doesn't give", "does not give", "not shown", "doesn't show", "does not show", "not included",
              "doesn't include", "does not include", "can't tell", "cannot tell", "can't find", "cannot find",
              "could not find", "couldn't find", "no details", "not covered", "doesn't cover", "does not cover",
              "doesn't name", "does not name", "isn't named", "not named", "not recorded", "isn't recorded",
              "don't say", "don't mention", "isn't on the", "not on the", "no price", "no figure", "don't give",
              "do not give", "don't include", "don't have", "doesn't have", "does not have", "don't list",
              "doesn't list", "does not list", "no matching part", "nothing matches", "nothing in the",
              "no one is named", "nobody is named", "not say", "not mention", "don't know", "do not know")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关信息", "没有提及", "未注明",
                 "通知中没有", "通知里没有", "无法确定", "没有信息")

_NL_NOT_GIVEN = ("niet vermeld", "staat niet", "vermeldt niet", "noemt niet", "geen informatie", "weet ik niet",
                 "niet bekend", "zegt niets", "niets over", "wordt niet genoemd", "niet genoemd")


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Chinese or Portuguese "yes" words, where a
    whole-word test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*").startswith(openings)


def _euro(number: str):
    """An amount in euros ("120 €", "€120", "120,00 €", "120 euros"; a time such as "12:00" is no amount)."""
    return _re(rf"(?<![\d.,:])(?:€ ?|eur(?:o|os)? ?){number}(?:[.,]00)?(?![\d:]|[.,]\d)|"
               rf"(?<![\d.,:]){number}(?:[.,]00)? ?(?:€|eur)")


def _yuan(number: str):
    """An amount in yuan ("22元", "22 元", "¥22", "22 yuan", "22 RMB"; not "122元" or "2.5元" for 2)."""
    return _re(rf"(?:¥ ?|￥ ?|rmb ?)(?<![\d.]){number}(?:\.00?)?(?![\d.])|"
               rf"(?<![\d.]){number}(?:\.00?)? ?(?:元|块|yuan|rmb|cny)")




def _not(check):
    """``check`` fails (a free flu jab for a 63-year-old is the wrong answer)."""
    return lambda out: not check(out)


# --- program shapes -------------------------------------------------------------------------------


def _pharmacy_chain(hours: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the pharmacy's hours page (Markdown) in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer the phone at a pharmacy. Use the hours page below.\n\n{page}"),
            ("human", "{question}"),
        ])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"page": hours, "question": question}))

    return run


class FixtureAnswer(BaseModel):
    """The answer for a player in the league."""

    answer: str = Field(description="the answer to the player's question")
    teams: list[str] = Field(default_factory=list, description="team names the answer is about")


def _fixtures_schema(fixtures: str, question: str):
    """``with_structured_output(FixtureAnswer, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(FixtureAnswer, include_raw=True).invoke([
            SystemMessage(f"You help players of a netball league. The fixtures file (org-mode):\n\n{fixtures}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


class ReceiptAnswer(BaseModel):
    """The reply about the shopping receipt."""

    reply: str = Field(description="the answer about the receipt")


def _receipt_agent(receipt: str, question: str):
    """``create_agent`` with the learner's ``read_receipt`` tool (the OCR text of the photo, whole)
    and ``response_format=ReceiptAnswer``. With no tool result in the run the outcome is empty (wrong)."""

    @tool
    def read_receipt(photo: str = "latest") -> str:
        """Read the text of a photographed shop receipt (OCR). photo is which photo; 'latest' for the newest."""
        return receipt

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [read_receipt], system_prompt="You help me with my shopping receipts. Read the "
                             "receipt with the tool, then answer from it.", response_format=ReceiptAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "read_receipt" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.reply if isinstance(resp, ReceiptAnswer) else str(resp.get("reply", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class WaterState(TypedDict):
    notice: str
    question: str
    results: Annotated[list, operator.add]


class WaterJob(TypedDict):
    notice: str
    question: str


def _water_fanout(notice: str, question: str):
    """A ``Send`` fan-out from ``START``: the question to ``reply`` (the one model call) and the
    notice to ``buildings`` (a learner's count of the 号楼 it names, no model); the reply's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: WaterState):
            job = {"notice": s["notice"], "question": s["question"]}
            return [Send("reply", job), Send("buildings", job)]

        def reply(s: WaterJob):
            msg = llm.invoke([SystemMessage(f"你是物业客服,根据下面的通知回答业主。\n\n{s['notice']}"),
                              HumanMessage(s["question"])])
            return {"results": [("reply", _text(msg))]}

        def buildings(s: WaterJob):
            return {"results": [("buildings", len(set(re.findall(r"\d+号楼", s["notice"]))))]}

        g = StateGraph(WaterState)
        g.add_node("reply", reply)
        g.add_node("buildings", buildings)
        g.add_conditional_edges(START, fan, ["reply", "buildings"])
        g.add_edge("reply", END)
        g.add_edge("buildings", END)
        out = g.compile().invoke({"notice": notice, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("reply", ""))

    return run


def _pool_parallel(rules: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the number of
    top-level rules (a ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are on reception at the leisure pool. The lane swimming rules:\n\n{rules}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                sections=RunnableLambda(lambda x: len(re.findall(r"^\d\. ", x["rules"], re.M))))
        return AIMessage(both.invoke({"rules": rules, "question": question})["answer"])

    return run


class PodState(TypedDict):
    question: str
    reply: str


def _podcast_routed(log: str, question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends "which" / "who" / "when" to
    ``lookup``, "how many" / "how long" / "total" to ``maths`` and any other to ``chat``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: PodState):
                msg = llm.invoke([SystemMessage(f"{instruction} Our podcast's episode log (JSON Lines):\n\n{log}"),
                                  HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: PodState) -> str:
            q = s["question"].strip().lower()
            if q.startswith(("which", "who", "when")):
                return "lookup"
            return "maths" if q.startswith(("how many", "how long", "total")) else "chat"

        g = StateGraph(PodState)
        g.add_node("lookup", node("Look it up and say it briefly."))
        g.add_node("maths", node("Do the sum and give the result."))
        g.add_node("chat", node("Answer in a sentence."))
        g.add_conditional_edges(START, route, {"lookup": "lookup", "maths": "maths", "chat": "chat"})
        for name in ("lookup", "maths", "chat"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class CoupleState(TypedDict):
    question: str
    reply: str


def _venue_store(ini: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the packages file saved under ("hollins", "docs") /
    "packages-2034"; the ``planner`` node reads it with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("hollins", "docs"), "packages-2034", {"ini": ini})

        def planner(s: CoupleState, *, store: BaseStore):
            item = store.get(("hollins", "docs"), "packages-2034")
            msg = llm.invoke([SystemMessage(f"You are the venue's wedding planner. Answer the couple from the "
                                            f"packages file:\n\n{item.value['ini']}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(CoupleState)
        g.add_node("planner", planner)
        g.add_edge(START, "planner")
        g.add_edge("planner", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


def _bewoners_history(letter: str, history: tuple[str, ...], question: str):
    """``ChatPromptTemplate.from_messages``: the letter in the system prompt, an optional
    ``MessagesPlaceholder("eerder")`` of earlier turns, then the tenant's question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Beantwoord vragen van bewoners over deze brief, in de taal van de vraag.\n\n{brief}"),
            MessagesPlaceholder("eerder", optional=True),
            ("human", "{vraag}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        inputs = {"brief": letter, "vraag": question} | ({"eerder": msgs} if msgs else {})
        return (prompt | llm).invoke(inputs)

    return run


def _tide_thread(table: str, note: str, question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the tide table, then the harbour
    office's note, then any earlier turns put on the thread with ``update_state``; the question
    invoked and the last message returned."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def harbour(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("harbour", harbour)
        g.add_edge(START, "harbour")
        g.add_edge("harbour", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "slipway-user-208"}}
        app.update_state(config, {"messages": [SystemMessage(f"You help boat owners at the harbour. Tide table:\n\n"
                                                             f"{table}")]}, as_node="harbour")
        app.update_state(config, {"messages": [SystemMessage(note)]}, as_node="harbour")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="harbour")
        out = app.invoke({"messages": [HumanMessage(question)]}, config)
        return out["messages"][-1]

    return run


# --- documents ------------------------------------------------------------------------------------

PHARMACY = """## Kestrel Pharmacy - opening hours 2034
_14 Fore Street, Totnes TQ9 5DX - GPhC premises no. 1098765_

| Day      | Open  | Close |
|----------|-------|-------|
| Mon-Fri  | 08:30 | 18:30 |
| Saturday | 09:00 | 17:00 |
| Sunday   | closed |      |

The dispensary (not the shop) closes for lunch 13:00-13:30 on weekdays.

### Holiday exceptions
- Good Friday (7 April): 10:00-14:00
- Easter Monday (10 April): closed
- Christmas Eve (Sunday 24 December): 10:00-13:00
- Boxing Day (26 December): closed

Prescription charge: £9.90 an item; a 3-month prepayment certificate costs £32.05. Free for over-60s and under-16s.
Flu jabs: £16, free on the NHS for over-65s; book 2 days ahead.

*Update 2 January 2034: from 1 February the weekday closing time is 18:00, not 18:30.*

Questions by e-mail: hello@kestrelpharmacy.example"""

FIXTURES = """#+TITLE: Downland Sunday Netball League - Division 2 fixtures, spring 2034
#+AUTHOR: fixtures secretary (league office, 5 Mill Lane, Petersfield GU32 3AN)

| Rd | Date   | Home           | Away           | Court | Time  | Note                                       |
|----+--------+----------------+----------------+-------+-------+--------------------------------------------|
|  1 | 5 Mar  | Harting Hawks  | Buriton Belles |     2 | 10:00 |                                            |
|  1 | 5 Mar  | Steep Stars    | Liss Lynx      |     3 | 11:00 |                                            |
|  2 | 12 Mar | Liss Lynx      | Harting Hawks  |     1 | 10:00 | POSTPONED (frozen courts), replayed 9 Apr at 12:00 |
|  2 | 12 Mar | Buriton Belles | Steep Stars    |     2 | 11:00 |                                            |
|  3 | 19 Mar | Harting Hawks  | Steep Stars    |     1 | 12:00 |                                            |
|  3 | 19 Mar | Buriton Belles | Liss Lynx      |     3 | 10:00 | POSTPONED, new date tbc                    |
|  4 | 26 Mar | Steep Stars    | Harting Hawks  |     4 | 10:30 |                                            |

* Rules
- Points: win 3, draw 1, loss 0.
- Players must be 16 or over on the day of the match.
- Match fee: £4 per player, paid to the umpire on the day.
- Teams arrive 20 minutes before the start.

* Results so far
- Rd 1: Harting Hawks 24-19 Buriton Belles; Steep Stars 15-15 Liss Lynx"""

RECEIPT = """ HARBOUR  FR3SH  MARKET
 Unit 2, Ropewalk Ret@il Park, Bideford EX39 4BB
 VAT N0: 771 2093 55
 ------------------------------
 BANANAS LOOSE 1.12kg @ 0.85/kg   0.95
 SOURDOUGH L0AF                   3.40
 OAT M1LK 1L  x2   @1.75          3.50
 FREE RANGE EGGS 12               4.20
   PROMO: EGGS SAVE              -0.70
 CHEDDAR MATURE 400G              4.80
 BIN BAGS 20PK                    2.25
 ------------------------------
 TOTAL  (7 ITEMS)               18.40
 CASH                           20.00
 CHANGE                          1.60
 14/03/34  17:52  TILL 04  OP: DAV1D
 Thank y0u for shopp1ng w1th us!"""

WATER = """【停水通知】
尊敬的翠湖花园业主:
因市政供水管网改造,定于2034年4月8日(星期六)8:00至18:00停水,涉及1号楼至6号楼。
1. 7号楼、8号楼不受影响。
2. 停水期间,物业在小区南门设临时取水点,每户限取2桶(每桶18升)。
3. 请提前储水,并关闭家中水龙头,防止来水后跑水。
4. 12层以上的住户来水后水压可能偏低,约需2小时恢复正常。
【更正】恢复供水时间改为当天20:00。
翠湖花园物业服务中心 联系电话:0571-8802 3366
2034年4月3日"""

POOL = """RIVERSIDE LEISURE POOL - LANE SWIMMING RULES (rev. 3, January 2034)
Riverside Leisure Ltd, Canal Wharf, Stroud GL5 3JH

1. Booking
   1.1 Lanes are booked online, up to 7 days ahead.
   1.2 A 45-minute slot costs £5.20 (members £3.90).
   1.3 Cancel at least 2 hours before the slot, or it is charged.
2. Lanes
   2.1 Lane 1 slow, lane 2 medium, lane 3 fast (100 m in under 2 minutes).
   2.2 Swim clockwise; overtake only at the wall.
3. Ages
   3.1 Under-8s must have an adult in the water with them.
   3.2 After 7 pm lane swimming is for 14 and over.
4. Kit
   4.1 Fins and paddles in lane 3 only.
   4.2 Snorkels are not allowed.
5. Amendment (from 1 March 2034): the non-member slot price rises to £5.60; the member price is unchanged.

Lifeguard desk: ext. 214"""

PODCAST = """# crockpot-pod episodes.jsonl - exported by Feedly Studio on 2034-03-10
{"ep": 41, "title": "Sourdough for sceptics", "guest": "Priya Nandra", "released": "2034-01-08", "minutes": 52, "downloads": 1840}
{"ep": 42, "title": "The fermentation crock", "guest": null, "released": "2034-01-22", "minutes": 38, "downloads": 1502}
{"ep": 43, "title": "Kimchi at home", "guest": "Joon Park", "released": "2034-02-05", "minutes": 61, "downloads": 2210}
{"ep": 44, "title": "Vinegar from scraps", "guest": "Priya Nandra", "released": "2034-02-19", "minutes": 47, "downloads": 1975}
{"ep": 45, "title": "Listener questions", "guest": null, "released": "2034-03-05", "minutes": 33, "downloads": 1388, "note": "re-uploaded 2034-03-07 with a 12-minute bonus segment; minutes now 45"}"""

VENUE = """; Hollins Barn weddings - packages.ini (2034 season)
; Hollins Barn, Stocks Lane, Clitheroe BB7 4QP
[silver]
price = 6500
guests_included = 60
extra_guest = 45
evening_only_guest = 18
hours = 12:00-23:00

[gold]
price = 9200
guests_included = 90
extra_guest = 42
evening_only_guest = 18
hours = 12:00-00:00
includes = silver + drinks reception + evening buffet

[winter]
; November to February weddings only, Sunday to Thursday
price = 4800
guests_included = 50
extra_guest = 40

[terms]
deposit = 25%
balance_due_weeks_before = 8
max_guests_day = 150
max_guests_evening = 200
; amended 10 January 2034: gold extra_guest is now 44"""

BRIEF = """Woonstichting De Linde - Bewonersbrief
Complex Beukenhof, Lindelaan 2-64, 3581 KL Utrecht
Utrecht, 6 maart 2034

Beste bewoner,

1. Glazenwasser: dinsdag 14 maart vanaf 8.00 uur. Zet de ramen aan de galerijzijde vrij.
2. Liftrenovatie: de lift is buiten gebruik van maandag 20 maart tot en met vrijdag 31 maart. Woont u boven de 4e verdieping en bent u slecht ter been, dan helpen wij met boodschappen (aanmelden vóór 17 maart).
3. Servicekosten: vanaf 1 april € 38,50 per maand (nu € 35,00).
4. Fietsenstalling: per woning maximaal 2 fietsen; e-bikes alleen in vak C (laadpunten).

WIJZIGING: de glazenwasser komt een dag later, op woensdag 15 maart.

Met vriendelijke groet,
Team Wonen, tel. 030 204 7788"""

TIDES = """TIDE TABLE - Porthgwidden Harbour, June 2034 (times BST; heights in metres above chart datum)
Published by the Porthgwidden Harbour Office, The Quay, St Ives TR26 1PU

Date        High water               Low water
Sat 10 Jun  05:42 5.6   18:03 5.8    11:58 0.9   --
Sun 11 Jun  06:25 5.9   18:47 6.1    00:12 0.8   12:41 0.6
Mon 12 Jun  07:09 6.1   19:31 6.2    00:55 0.5   13:25 0.4
Tue 13 Jun  07:54 6.2   20:16 6.1    01:40 0.4   14:10 0.3

The slipway can be used from 3 hours before until 3 hours after high water.
Boats over 8 m must book a visitor berth with the harbour office."""

TIDE_NOTE = ("Harbour office note, 9 June: after the surge forecast, Monday's evening high water is now predicted at "
             "19:45, height 6.0 m.")


_PHARMACY_DUMP = ("Fore Street", "kestrelpharmacy.example")
_FIXTURES_DUMP = ("Mill Lane", "#+TITLE")
_RECEIPT_DUMP = ("Ropewalk", "Thank y0u")
_WATER_DUMP = ("翠湖花园物业服务中心", "0571-8802")
_POOL_DUMP = ("Canal Wharf", "ext. 214")
_PODCAST_DUMP = ("Feedly Studio", "fermentation crock")
_VENUE_DUMP = ("Stocks Lane", "packages.ini")
_BRIEF_DUMP = ("Lindelaan", "vriendelijke groet")
_TIDES_DUMP = ("The Quay", "chart datum")


_TIME_5PM = r"17[:.]00|(?<![\d.:])5 ?pm|(?<![\d.:])5[:.]00 ?pm"

GROUNDED = [
    # a pharmacy's hours page (Markdown, holiday exceptions, an italic update) through prompt | llm | parser
    Case("ph-sat-close", _pharmacy_chain(PHARMACY, "what time do u shut on saturdays"),
         _both(_re(_TIME_5PM), _none_of(*_PHARMACY_DUMP))),
    Case("ph-tue-march", _pharmacy_chain(PHARMACY, "closing time on a tuesday in march?"),
         _both(_new_not_old(r"18[:.]00|(?<![\d.:])6 ?pm|(?<![\d.:])6[:.]00 ?pm", r"18[:.]30|(?<![\d.:])6[:.]30"),
               _none_of(*_PHARMACY_DUMP))),
    Case("ph-good-fri", _pharmacy_chain(PHARMACY, "r u open good friday, till when"),
         _both(_re(r"14[:.]00|(?<![\d.:])2 ?pm|(?<![\d.:])2[:.]00 ?pm"), _not_opening("no"),
               _none_of(*_PHARMACY_DUMP))),
    Case("ph-easter-mon", _pharmacy_chain(PHARMACY, "can i pick up my prescription on easter monday"),
         _both(_denies("closed"), _none_of(*_PHARMACY_DUMP))),
    Case("ph-three-items", _pharmacy_chain(PHARMACY, "how much for 3 items on one prescription"),
         _both(_amount("29.7"), _none_of(*_PHARMACY_DUMP))),
    Case("ph-cert-saving", _pharmacy_chain(PHARMACY, "i get 2 items every month. over 3 months how much do i save "
                                                     "with the prepayment cert"),
         _both(_amount("27.35"), _none_of(*_PHARMACY_DUMP))),
    Case("ph-mum-62", _pharmacy_chain(PHARMACY, "my mum's 62, does she have to pay for her prescriptions"),
         _both(_denies("free", "over-60", "over 60"), _none_of(*_PHARMACY_DUMP))),
    Case("ph-flu-dad", _pharmacy_chain(PHARMACY, "flu jab for my dad, he's 63 - how much"),
         _both(_n("16"), _not(_re(r"\bis free|(he's|he is) free|free for him|no charge|nothing")),
               _none_of(*_PHARMACY_DUMP))),
    Case("ph-lunch", _pharmacy_chain(PHARMACY, "can i collect meds at 1.15 on a weds"),
         _both(_denies("13:00", "lunch", "1pm", "1:30", "13:30", "1.30"), _none_of(*_PHARMACY_DUMP))),
    Case("ph-delivery-absent", _pharmacy_chain(PHARMACY, "do u deliver"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_PHARMACY_DUMP))),
    # a netball league's fixtures as an org-mode table (two postponed games) through with_structured_output
    Case("fx-hawks-lynx", _fixtures_schema(FIXTURES, "when do harting hawks play liss lynx"),
         _both(_new_not_old(r"(?<!\d)9(th)? (of )?apr|apr\w* 9(?!\d)", r"(?<!\d)12(th)? (of )?mar|mar\w* 12(?!\d)"),
               _none_of(*_FIXTURES_DUMP))),
    Case("fx-belles-lynx", _fixtures_schema(FIXTURES, "whens buriton belles v liss lynx"),
         _both(_any("tbc", "to be confirmed", "not yet", "postponed", "no new date", "not been set", "not set"),
               _none_of(*_FIXTURES_DUMP, "9 Apr"))),
    Case("fx-arrive", _fixtures_schema(FIXTURES, "steep stars v harting hawks, what time do we need to be there"),
         _both(_re(r"10[:.]10"), _none_of(*_FIXTURES_DUMP))),
    Case("fx-fee-7", _fixtures_schema(FIXTURES, "match fee for our team of 7?"),
         _both(_n("28"), _none_of(*_FIXTURES_DUMP))),
    Case("fx-stars-points", _fixtures_schema(FIXTURES, "how many points have steep stars got so far"),
         _both(_word("1", "one"), _none_of(*_FIXTURES_DUMP, "3 points", "three points", "4 points"))),
    Case("fx-margin", _fixtures_schema(FIXTURES, "by how many goals did the hawks win in rd 1"),
         _both(_re(r"(?<![\d-])5 goals|\bfive\b|by 5(?!\d)"), _none_of(*_FIXTURES_DUMP))),
    Case("fx-15", _fixtures_schema(FIXTURES, "my daughter is 15, can she play for us"),
         _both(_denies("16"), _none_of(*_FIXTURES_DUMP))),
    Case("fx-court-rd4", _fixtures_schema(FIXTURES, "which court is the round 4 game on"),
         _both(_re(r"court\W{0,4}(is |number |no\.? ?)?4(?!\d)|court four"), _none_of(*_FIXTURES_DUMP))),
    Case("fx-umpire-absent", _fixtures_schema(FIXTURES, "who's umpiring hawks v stars on 19 march"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_FIXTURES_DUMP))),
    # a shop receipt's noisy OCR text behind create_agent with the learner's read tool and response_format
    Case("rc-oat-each", _receipt_agent(RECEIPT, "how much was one oat milk"),
         _both(_amount("1.75"), _none_of(*_RECEIPT_DUMP))),
    Case("rc-eggs-net", _receipt_agent(RECEIPT, "what did the eggs actually cost me after the promo"),
         _both(_amount("3.5"), _none_of(*_RECEIPT_DUMP, "oat"))),
    Case("rc-change", _receipt_agent(RECEIPT, "how much change did i get"),
         _both(_amount("1.6"), _none_of(*_RECEIPT_DUMP))),
    Case("rc-cashier", _receipt_agent(RECEIPT, "who served me"),
         _both(_any("dav1d", "david"), _none_of(*_RECEIPT_DUMP))),
    Case("rc-time", _receipt_agent(RECEIPT, "what time was i in the shop"),
         _both(_re(r"17[:.]52|(?<!\d)5[:.]52 ?pm"), _none_of(*_RECEIPT_DUMP))),
    Case("rc-no-binbags", _receipt_agent(RECEIPT, "whats the total without the bin bags"),
         _both(_amount("16.15"), _none_of(*_RECEIPT_DUMP))),
    Case("rc-banana-kg", _receipt_agent(RECEIPT, "how much a kilo were the bananas"),
         _both(_either(_amount("0.85"), _re(r"(?<![\d.])85 ?p")), _none_of(*_RECEIPT_DUMP))),
    Case("rc-brand-absent", _receipt_agent(RECEIPT, "what brand was the oat milk"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_RECEIPT_DUMP))),
    # a Chinese water-cut notice (a 【更正】 line) through a Send fan-out (one model call)
    Case("cn-back", _water_fanout(WATER, "4月8号几点来水?"),
         _both(_new_not_old(r"20[::]00|20点|晚上8点|晚上八点|(?<![\d.:])8 ?pm",
                            r"18[::]00|18点|下午6点|下午六点|(?<![\d.:])6 ?pm"), _none_of(*_WATER_DUMP))),
    Case("cn-bld7", _water_fanout(WATER, "我住7号楼,那天会停水吗?"),
         _both(_any("不受影响", "不会", "不停水", "not affected", "没有影响", "不涉及"), _lead("会", "Yes", "yes"),
               _none_of(*_WATER_DUMP))),
    Case("cn-hours", _water_fanout(WATER, "这次一共停水多少个小时"),
         _both(_re(r"(?<!\d)12 ?个?小时|十二个?小时|(?<!\d)12 hours|twelve hours"), _none_of(*_WATER_DUMP))),
    Case("cn-litres", _water_fanout(WATER, "每户最多可以领多少升水"),
         _both(_re(r"(?<!\d)36 ?升|三十六升|(?<!\d)36 ?l(itres)?\b"), _none_of(*_WATER_DUMP))),
    Case("cn-day", _water_fanout(WATER, "停水那天星期几"),
         _both(_any("星期六", "周六", "saturday"), _none_of(*_WATER_DUMP))),
    Case("cn-floor15", _water_fanout(WATER, "i'm on the 15th floor of bldg 3, anything i should know for after the "
                                            "water comes back"),
         _both(_any("水压", "pressure"), _none_of(*_WATER_DUMP))),
    Case("cn-bld-count", _water_fanout(WATER, "一共有几栋楼停水"),
         _both(_re(r"(?<!\d)6 ?[栋幢座]|六[栋幢座]|(?<!\d)6 buildings|six buildings|共6|共六"), _none_of(*_WATER_DUMP))),
    Case("cn-power-absent", _water_fanout(WATER, "停水那天会停电吗?"),
         _both(_absent(*_ZH_NOT_GIVEN, *_NOT_GIVEN), _lead("会", "Yes", "yes"), _none_of(*_WATER_DUMP))),
    # a pool's lane rules as a numbered list with sub-items (an amendment) through RunnableParallel
    Case("pool-april", _pool_parallel(POOL, "how much is a lane slot in april? not a member"),
         _both(_new_not_old(r"5[.,]60", r"5[.,]20"), _none_of(*_POOL_DUMP))),
    Case("pool-member-week", _pool_parallel(POOL, "im a member, 4 slots a week, whats that a week"),
         _both(_amount("15.6"), _none_of(*_POOL_DUMP))),
    Case("pool-lane3", _pool_parallel(POOL, "i do 100m in 2 min 20, am i ok in lane 3"),
         _both(_denies("under 2 minutes", "lane 2", "medium", "too slow"), _none_of(*_POOL_DUMP))),
    Case("pool-fins", _pool_parallel(POOL, "can i use fins in lane 2"),
         _both(_denies("lane 3 only", "only in lane 3"), _none_of(*_POOL_DUMP))),
    Case("pool-12yo", _pool_parallel(POOL, "my 12 yr old wants to swim lengths at 8pm"),
         _both(_denies("14"), _none_of(*_POOL_DUMP))),
    Case("pool-cancel", _pool_parallel(POOL, "my slot is at 6pm, whats the latest i can cancel w/o paying"),
         _both(_re(r"(?<![\d.:])4 ?pm|16[:.]00|(?<![\d.:])4[:.]00 ?pm"), _none_of(*_POOL_DUMP))),
    Case("pool-ahead", _pool_parallel(POOL, "today's the 3rd of may, how far ahead can i book"),
         _both(_re(r"(?<!\d)10(th)? (of )?may|may 10(?!\d)"), _none_of(*_POOL_DUMP))),
    Case("pool-6yo", _pool_parallel(POOL, "can my 6 year old come in the lanes with me"),
         _both(_not_opening("no"), _any("in the water", "with an adult", "adult"), _none_of(*_POOL_DUMP))),
    Case("pool-sauna-absent", _pool_parallel(POOL, "is there a sauna"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_POOL_DUMP))),
    # a podcast's episode log as JSON Lines in a StateGraph with a three-way router edge
    Case("pod-most", _podcast_routed(PODCAST, "which ep got the most downloads"),
         _both(_re(r"kimchi|ep\w*\W{0,3}43\b"), _none_of(*_PODCAST_DUMP))),
    Case("pod-priya", _podcast_routed(PODCAST, "how many eps has priya been on"),
         _both(_word("2", "two"), _none_of(*_PODCAST_DUMP, "3 ep", "three"))),
    Case("pod-len45", _podcast_routed(PODCAST, "how long is ep 45 now"),
         _both(_new_not_old(r"(?<!\d)45 ?min", r"(?<!\d)33 ?min|(?<![\d.])33(?!\d)"), _none_of(*_PODCAST_DUMP))),
    Case("pod-dl-sum", _podcast_routed(PODCAST, "total downloads for eps 41 and 43"),
         _both(_n(r"4,?050"), _none_of(*_PODCAST_DUMP))),
    Case("pod-gap", _podcast_routed(PODCAST, "how many days between ep 43 and ep 44 coming out"),
         _both(_re(r"(?<!\d)14 ?days|fourteen days|two weeks|(?<!\d)2 weeks"), _none_of(*_PODCAST_DUMP))),
    Case("pod-joon", _podcast_routed(PODCAST, "when did joon park's episode come out"),
         _both(_re(r"2034-02-05|(?<!\d)5(th)? (of )?feb|feb\w* 5(?!\d)"), _none_of(*_PODCAST_DUMP))),
    Case("pod-next", _podcast_routed(PODCAST, "we put one out every 2 weeks - when's the one after ep 45 due"),
         _both(_re(r"2034-03-19|(?<!\d)19(th)? (of )?mar|mar\w* 19(?!\d)"), _none_of(*_PODCAST_DUMP))),
    Case("pod-priya-mins", _podcast_routed(PODCAST, "how long are priya's episodes altogether"),
         _both(_re(r"(?<!\d)99 ?min|1 ?h\w* (and )?39"), _none_of(*_PODCAST_DUMP))),
    Case("pod-sponsor-absent", _podcast_routed(PODCAST, "who sponsored ep 44"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PODCAST_DUMP))),
    # a wedding venue's package tiers as an INI file (an amending comment) read from an InMemoryStore
    Case("wed-gold-100", _venue_store(VENUE, "gold package with 100 day guests - total?"),
         _both(_n(r"9,?640"), _none_of(*_VENUE_DUMP, "9,620", "9620"))),
    Case("wed-silver-dep", _venue_store(VENUE, "deposit on silver?"),
         _both(_n(r"1,?625"), _none_of(*_VENUE_DUMP))),
    Case("wed-silver-mix", _venue_store(VENUE, "silver with 70 day guests plus 20 evening only, how much"),
         _both(_n(r"7,?310"), _none_of(*_VENUE_DUMP))),
    Case("wed-winter-sat", _venue_store(VENUE, "can we get the winter package on a sat in december"),
         _both(_denies("sunday to thursday", "sunday-thursday", "sun-thu", "weekday"), _none_of(*_VENUE_DUMP))),
    Case("wed-balance", _venue_store(VENUE, "our wedding is 15 aug 2034, when's the balance due"),
         _both(_re(r"(?<!\d)20(th)? (of )?june?|june? 20(?!\d)|2034-06-20|(?<!\d)20/0?6"), _none_of(*_VENUE_DUMP))),
    Case("wed-160", _venue_store(VENUE, "can we have 160 for the day do"),
         _both(_denies("150"), _none_of(*_VENUE_DUMP))),
    Case("wed-cheapest", _venue_store(VENUE, "whats the cheapest package"),
         _both(_word("winter"), _not_opening("silver", "gold"), _none_of(*_VENUE_DUMP))),
    Case("wed-gold-extra", _venue_store(VENUE, "how much per extra guest on gold"),
         _both(_new_not_old(r"(?<![\d.])44(?!\d)", r"(?<![\d.])42(?!\d)"), _none_of(*_VENUE_DUMP))),
    Case("wed-parking-absent", _venue_store(VENUE, "how many parking spaces have u got"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_VENUE_DUMP))),
    # a Dutch housing association's letter to tenants (a WIJZIGING) through an optional MessagesPlaceholder prompt
    Case("nl-window", _bewoners_history(BRIEF, (), "when is the window cleaner coming"),
         _both(_new_not_old(r"(?<!\d)15(th)? (of )?(march|maart)|wednesday|woensdag",
                            r"(?<!\d)14(th)? (of )?(march|maart)|tuesday|dinsdag"), _none_of(*_BRIEF_DUMP))),
    Case("nl-lift-days", _bewoners_history(BRIEF, (), "hoeveel dagen is de lift buiten gebruik?"),
         _both(_re(r"(?<!\d)12 ?dagen|twaalf dagen|(?<!\d)12 days"), _none_of(*_BRIEF_DUMP))),
    Case("nl-rise", _bewoners_history(BRIEF, (), "how much more service charge a month from april"),
         _both(_either(_euro(r"3[.,]50"), _amount("3.5")), _none_of(*_BRIEF_DUMP))),
    Case("nl-q2", _bewoners_history(BRIEF, (), "wat betaal ik aan servicekosten voor april, mei en juni samen?"),
         _both(_either(_euro(r"115[.,]50"), _amount("115.5")), _none_of(*_BRIEF_DUMP))),
    Case("nl-bikes", _bewoners_history(BRIEF, (), "can i keep 3 bikes in the bike shed"),
         _both(_denies("2", "two", "twee", "maximaal", no=("no", "nee")), _none_of(*_BRIEF_DUMP))),
    Case("nl-ebike", _bewoners_history(BRIEF, (), "waar mag mijn e-bike staan?"),
         _both(_any("vak c", "bay c", "section c", "zone c", "area c"), _none_of(*_BRIEF_DUMP))),
    Case("nl-help", _bewoners_history(BRIEF, (), "im on the 6th floor with a walker, by when do i sign up for the "
                                                 "shopping help"),
         _both(_re(r"(?<!\d)17(th)? (of )?(march|maart)|(march|maart) 17|vóór 17|before 17"), _none_of(*_BRIEF_DUMP))),
    Case("nl-dog-absent", _bewoners_history(BRIEF, (), "mag ik een hond houden?"),
         _both(_absent(*_NL_NOT_GIVEN, *_NOT_GIVEN), _lead("Ja", "ja", "Yes", "yes"), _none_of(*_BRIEF_DUMP))),
    Case("nl-followup", _bewoners_history(BRIEF, ("How much is the service charge now?", "€ 35,00 a month."),
                                          "and from april?"),
         _both(_new_not_old(r"38[.,]50", r"35[.,]00"), _none_of(*_BRIEF_DUMP))),
    # a harbour's tide table and the office's note in a checkpointed MessagesState thread (update_state)
    Case("tide-sun-low", _tide_thread(TIDES, TIDE_NOTE, "when's low tide sunday afternoon"),
         _both(_re(r"12[:.]41"), _none_of(*_TIDES_DUMP))),
    Case("tide-mon-eve", _tide_thread(TIDES, TIDE_NOTE, "high water monday evening?"),
         _both(_new_not_old(r"19[:.]45", r"19[:.]31"), _none_of(*_TIDES_DUMP))),
    Case("tide-slip-sat", _tide_thread(TIDES, TIDE_NOTE, "saturday morning - from when can i use the slipway"),
         _both(_re(r"(?<![\d.:])0?2[:.]42"), _none_of(*_TIDES_DUMP))),
    Case("tide-range", _tide_thread(TIDES, TIDE_NOTE, "tue: difference between the morning high and the afternoon "
                                                      "low?"),
         _both(_re(r"(?<![\d.])5[.,]9(?!\d)"), _none_of(*_TIDES_DUMP, "06:25"))),
    Case("tide-highest", _tide_thread(TIDES, TIDE_NOTE, "which day has the highest high tide"),
         _both(_re(r"tue|13(th)? jun"), _not_opening("mon"), _none_of(*_TIDES_DUMP, "19:31"))),
    Case("tide-boat-9m", _tide_thread(TIDES, TIDE_NOTE, "my boat's 9m, can i just turn up"),
         _both(_denies("book", "over 8"), _none_of(*_TIDES_DUMP))),
    Case("tide-followup", _tide_thread(TIDES, TIDE_NOTE, "and how high is the evening one",
                                       ("When is high water on Sunday morning?", "06:25, 5.9 m.")),
         _both(_re(r"(?<![\d.])6[.,]1(?!\d)"), _none_of(*_TIDES_DUMP, "5.8"))),
    Case("tide-temp-absent", _tide_thread(TIDES, TIDE_NOTE, "whats the sea temp"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_TIDES_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def set_timer(minutes: int) -> str:
    """Start a kitchen timer for a number of minutes."""
    return "started"


@tool
def check_flight(day: date, flight_number: str) -> str:
    """Check a flight's status on a day. flight_number like BA1433 (airline code and digits, no space)."""
    return "on time"


@tool
def pay_rent(amount_gbp: float) -> str:
    """Pay the landlord an amount in pounds."""
    return "paid"


@tool
def log_weight(kg: float) -> str:
    """Log today's body weight in kilograms."""
    return "logged"


@tool
def book_escape_room(players: int, time: str) -> str:
    """Book the escape room for a number of players at a 24-hour HH:MM time today."""
    return "booked"


@tool
def fietsen_reserveren(dag: date, aantal: int) -> str:
    """Reserveer huurfietsen voor een dag. aantal is het aantal fietsen."""
    return "gereserveerd"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the home thermostat to a temperature in degrees Celsius."""
    return "set"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _same_code(value: str):
    return lambda v: re.sub(r"[\s\-#]", "", str(v)).upper() == re.sub(r"[\s\-]", "", value).upper()


TOOLS = [
    Case("tool-timer", _calls([set_timer], "set a timer for an hour and a quarter"),
         _call("set_timer", minutes=_num_near(75))),
    Case("tool-flight", _calls([check_flight], "today's mon 6 feb 2034. check ba 1433 for a week on thursday"),
         _call("check_flight", day=lambda v: str(v) == "2034-02-16", flight_number=_same_code("BA1433"))),
    Case("tool-rent", _calls([pay_rent], "pay the landlord nine hundred and fifty quid"),
         _call("pay_rent", amount_gbp=_num_near(950))),
    Case("tool-weight", _calls([log_weight], "weighed myself this morning, 11 stone 4"),
         _call("log_weight", kg=_num_near(71.67, 0.3))),
    Case("tool-escape", _calls([book_escape_room], "book the escape room for me and 4 mates at half 8 tonight"),
         _call("book_escape_room", players=_num_near(5), time=_hhmm("20:30"))),
    Case("tool-thermo", _calls([set_thermostat], "put the heating on 68 fahrenheit"),
         _call("set_thermostat", celsius=_num_near(20, 0.3))),
    Case("tool-nl-fiets", _calls([fietsen_reserveren], "Vandaag is vrijdag 3 maart 2034. Reserveer twee fietsen voor "
                                                       "overmorgen."),
         _call("fietsen_reserveren", dag=lambda v: str(v) == "2034-03-05", aantal=_num_near(2))),
    Case("tool-no-fit", _calls([set_timer, pay_rent, set_thermostat], "what rhymes with orange"), _no_call),
    Case("tool-escape-missing", _calls([book_escape_room], "book us the escape room pls"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Walk(BaseModel):
    km: float = Field(description="the length of the walk in kilometres")


class Flat(TypedDict):
    pets_allowed: Annotated[bool, ..., "whether pets are allowed"]
    smoking_allowed: Annotated[bool, ..., "whether smoking is allowed anywhere in the flat"]


class Party(BaseModel):
    children: int = Field(description="how many children")
    adults: int = Field(description="how many adults")


class Ticket(BaseModel):
    priority: Literal["low", "normal", "urgent"] = Field(description="how urgent the support ticket is")


class Milk(BaseModel):
    ml: float = Field(description="the amount of milk in millilitres")


STRUCTURED = [
    Case("schema-walk", _structured(Walk, "Sunday's walk is 9 miles along the canal."),
         _parsed(lambda w: abs(w.km - 14.48) <= 0.1)),
    Case("schema-flat", _structured(Flat, "Sorry, not pet-friendly, though smoking is fine on the balcony."),
         _parsed(lambda t: (t.get("pets_allowed"), t.get("smoking_allowed")) == (False, True)
                 if isinstance(t, dict) else False)),
    Case("schema-party", _structured(Party, "Coming to the soft play: the twins, their three cousins and two mums."),
         _parsed(lambda p: (p.children, p.adults) == (5, 2))),
    Case("schema-ticket", _structured(Ticket, "The server is down and not one customer can log in!!"),
         _parsed(lambda t: t.priority == "urgent")),
    Case("schema-milk", _structured(Milk, "Add two and a half (UK) pints of milk."),
         _parsed(lambda m: abs(m.ml - 1420.6) <= 5)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Faithful(BaseModel):
    """Whether the answer sticks to the source."""

    faithful: bool = Field(description="true only if the source backs every claim in the answer")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-onoff", _ask("Is this passage on topic for the search? Say ON or OFF, nothing else.\n"
                             "Search: how to descale a kettle\nPassage: Our kettles come in three colours: red, "
                             "cream and black."), _only("OFF")),
    Case("grade-faithful-false", _grader(Faithful, "Check the answer against the source.",
                                         "SOURCE: The museum is free on the first Sunday of each month.\n"
                                         "ANSWER: Entry to the museum is free every Sunday."),
         _parsed(lambda f: f.faithful is False)),
    Case("label-es", _ask("Clasifica la reseña como POSITIVA, NEGATIVA o NEUTRA. Responde solo con la etiqueta.\n"
                          "Reseña: La habitación estaba sucia y el personal fue muy grosero."), _only("NEGATIVA")),
    Case("label-prio", _ask("Tag this ticket P1, P2 or P3 (P1 = outage, P3 = cosmetic). Reply with the tag only.\n"
                            "Ticket: There's a typo on the About page."), _only("P3")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-she", _thread("My neighbour Tom is 71 and his wife Rose is 68.", "OK.", "how old is she"),
         _both(_word("68", "sixty-eight"), _none_of("71", "seventy-one", "don't know"))),
    Case("thread-flat", _thread("My flat number is 14.", "Got it.", "sorry, typo - it's 41 not 14", "No problem.",
                                "whats my flat number"),
         _new_not_old(r"(?<!\d)41(?!\d)", r"(?<!\d)14(?!\d)")),
    Case("thread-km", _thread("Ran 5.5 km on Monday.", "Nice!", "and 7.25 km on wednesday", "Great.",
                              "how far have i run this week"),
         _both(_re(r"(?<![\d.])12[.,]75(?!\d)"), _none_of("don't know"))),
    Case("thread-zh-plate", _thread("我的车牌号是浙A·3K729。", "好的,记住了。", "我的车牌号是多少?"),
         _both(_any("3K729"), _none_of("不知道"))),
    Case("thread-my-car", _thread("My brother drives a Volvo and I drive a Fiat.", "Cool.", "what car do i drive"),
         _both(_word("fiat"), _not_opening("volvo", "you drive a volvo"), _none_of("don't know"))),
    Case("chat-bored", _ask("do you ever get bored answering questions lol"),
         _both(_not_opening("yes"), _any("simulat", "a program", "don't get bored", "do not get bored", "no feelings",
                                         "don't have feelings", "language model", "an ai", "rule-based",
                                         "not a person", "assistant"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
