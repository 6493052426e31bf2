"""A forty-third invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held43``, from main at 947509df) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a form and a program shape of its own:
a scaffolding hire quotation (numbered items with the amounts written in words, some with digits
too, footnotes marked ``*``, ``**``, ``***``) through a ``Send`` fan-out whose answers a reducer
gathers before a ``collect`` node; a hearing centre's care and warranty sheet (a numbered list with
sub-items a, b, c, an update and a "Correction to 4b") through ``with_structured_output(...,
include_raw=True)`` of a learner's answer schema; a church bell-ringing rota pasted as TSV (a
later change of time and captain) through ``RunnableParallel``; a Korean studio flat's lease notice
(원룸 임대 안내문, a later rise of the maintenance fee) behind ``create_agent`` with the learner's
search tool (the agent must call it) and ``response_format``; a Chinese housekeeping service
contract (家政服务合同, a 补充条款 changing days and fee) answered inside a subgraph added as a node
of a parent graph; a community cider pressing day as a hard-wrapped email with quoted replies
("> ", ">> ", ">>> "; the newest message changes the start and a price) through
``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder`` of earlier turns; a model
railway exhibition's YAML settings (an amendment in a comment) behind a tool returning a
``Command`` that the model must itself call (a ``ToolNode`` loop); a dog agility show's schedule
as an HTML table, asked in a checkpointed thread where a later amendment is put with
``update_state`` and the reply read with ``get_state``; a lift-share group chat (timestamped
messages, a swap, a later rate) through ``(prompt | llm | StrOutputParser()).batch``.

Questions in everyday words: a value, a worked figure (two scaffolds before VAT, a price with VAT,
extra hire weeks per started week, an alarm over weeks, a first payment, a validity date, a review
date, an excess for two aids after a correction, a warranty's end, arrival 30 minutes before a
moved service, wedding ringers' pay, a tenor's weight in kilograms, a year's rent in won, a month's
rent and fee, an overtime fee, working hours a day, a pressing fee made free, litres of juice from
kilograms, a pasteurising bill, a day's length, a family ticket's saving, an advance price, parking
for two days, opening hours, two class fees, an on-the-day difference, a week's lift-share fares, a
return fare next month), a value changed by a later line, conditions, yes/no, counts, answers
absent, and follow-ups in threads.

A learner's tools: an invoice paid "one thousand and eight pounds", a reminder "an hour and a
quarter before", a run of "5 miles in three quarters of an hour", ringers "me, the two Patel boys
and their dad", notifications "I no longer want to be left out - turn them back on", a visit "a
fortnight today" with today stated, no tool fits, a value missing, a Chinese table booking
(我们一家五口, 晚上七点半). Structured output of my own schemas (gas mark 6 into Celsius, guests
from "three couples and a widower", "a furlong and a half" into metres in a ``TypedDict``, "Wouldn't
miss it for the world!" as ``attending=True``, 两打鸡蛋 每个八毛). Graders and labels in my own
wordings (RUDE / POLITE, a structured ``relevant`` bool, BILLING / TECHNICAL / OTHER, 投诉 / 咨询).
Conversations ("she" after a sister and a brother, a corrected appointment time, kilometres walked
over two turns, books counted in Chinese, a brother's city in Chinese, a goodbye).

Oracles as in the forty-first and forty-second sets, and strict: the asked result is required; a
reply that quotes most of its document, holds another row's value, or gives an operand instead of
the worked value is wrong (``_none_of`` rejects what a whole-document quote holds: two lines of
each document that no right answer needs; ``_not_all`` for the searched Korean lease, whose search
hands back neighbouring lines); ``_absent`` (the material does not hold it: "I don't know" is
right), ``_no_call`` (no tool fits, a required value is missing). Classes: ``right``, ``limit`` (a
limit was stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was
right anyway is a false alarm, counted apart.

Before the commit that holds this set (003ebf6b, message "... before first run") the oracles were
tried only on a right reply written by hand for each grounded case (all passed) and on each
grounded case's whole document echoed back (none passed). The simulator was not run on the set
before that commit.

FIRST SIGHT on main at 947509df (the branch point of ``held43``; the set and its oracles committed
first in 003ebf6b, then one run with ``-v``), 96 cases: right 17, stated limit 51, silently wrong
28, false alarms 8. THREE ORACLES MENDED after that run (811ad4df), each because it rejected a
reply that was plainly right, none to fit the simulator: scaff-valid ("2 April 2039." then the
dated "Prepared for ... Date: 3 March 2039" line and the 30-day line: the scaffolding dump check
now needs both marker lines, ``_not_all``, as a whole-document quote holds both); cider-start
("... we've had to move the start to 10:30 (not 10:00) because the hall is booked for a
christening first thing": my dump marker "christening" sat in the very sentence that answers;
the markers are now "demijohns" and "Re: Re:"); agility-first ("Rings open 08:30; the first class
starts at 09:00.": it no longer rejects the quoted 08:30 beside the answer). After the mend: right
19, stated limit 51, silently wrong 26, false alarms 9. Pinned in ``test_pins.py`` there.

The silently wrong (26): scaff-rear-vat and scaff-alarm ("GBP 260: 4 weeks x 65 pounds per week."
for the rear scaffold with VAT and for an alarm over five weeks), scaff-licence (the licence line,
"ninety-five pounds", its footnote "*** ... not charged" not read), scaff-first-payment (the VAT and
payment lines, no 575), scaff-start-absent (the "Not needed for this job ..." footnote for "what
date will the scaffold go up?"), hear-excess-both ("I don't know." over "excess GBP 175 per aid" and
its correction to 150), hear-review-fee (the review booking update for "do I pay for the yearly
review?"), hear-phone-absent (the heading and the charge line for a phone number the sheet does
not give), bells-captain (the 22 Jun row as written: Dev Chaudhry, 18:00; the change line not
read), bells-wedding-pay (the "GBP 25 each" line, no 200), bells-tenor-kg ("I don't know." over
"tenor 14 cwt"), zh-jz-hours, zh-jz-notice and zh-jz-agency (the whole contract from its second
line), cider-big-press, cider-litres, cider-trailer, cider-pasteurise and cider-child ("I don't
know." over an email whose quoted replies hold each answer), lift-wednesday and lift-thursday
("[: Wednesday, and Priya can have my." and "[: Thursday."), lift-return-next-month ("GBP 24 (6 mpg x
£4 each)"), lift-tasha-days (the rota and roadworks messages, no count), tool-ringers
(``ringers=2`` for "me, the two Patel boys and their dad"), schema-guests (``total=3`` for "three
couples ... and old Mr Denby"), chat-bye ("Hello! How can I help you today?" for a goodbye). The
false alarms (9): scaff-tiles, bells-treble-absent, ko-wifi-absent, zh-jz-insurance-absent and
lift-car-absent are limit sentences with no answer that meet an oracle through their own words
("700 kg is not at most 500 kg" meets ``_denies``' "500 kg"; "can't tell" meets the absence
phrases), so the figure over-counts by five; agility-relay, agility-first and
agility-rosettes-absent are right replies whose run carries the knowledge limit the simulator
states on the learner's opening turn ("Hi, I'm thinking of entering the show."): every agility case
carries it, so agility-steeplechase's silently wrong reply ('Yes: the notes say "Class: 5.
Steeplechase; ..." (large only).', the cancellation not read) counts as a limit; tool-no-fit (no
call, right, beside a knowledge limit). Classes, code paths and proposed mechanisms:
``FORTYTHIRD_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortythird_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import operator
import re
import sys
from datetime import date
from typing import Annotated, TypedDict

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


def _re(pattern: str):
    """The reply matches ``pattern`` (case ignored)."""
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    """The number ``number`` (a pattern; "8" matches "8", "8.00", "£8", not "18", "8.50" or "1,008")."""
    return _re(rf"(?<![\d.,]){number}(\.00?)?(?!\d|[.,]\d)")


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|put up|went up|goes up|gone up|before|later|"
                     r"extend|\bfrom\b|\bto\b|cancel|swap|took over|takes over|taken over|now\b|"
                     r"改|原|更正|补充|取消|调整|变更|인상|변경|기존|원래", re.I)


def _not_all(*markers: str):
    """Not every one of ``markers`` is in the reply (a whole-document quote holds them all; a
    reply quoting a neighbouring line that the learner's search handed back is no dump)."""
    return lambda out: bool(_text(out).strip()) and not all(m.lower() in _text(out).lower() for m in markers)


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
              "don't say", "don't mention", "isn't on the", "not on the", "wasn't answered", "not answered",
              "no answer", "didn't answer", "hasn't answered", "no one answered", "nobody answered")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "不清楚", "无法确定", "没有给出", "未给出", "没有列出", "未列出", "没有约定", "未约定")

_KO_NOT_GIVEN = ("나와 있지 않", "나와있지 않", "적혀 있지 않", "없습니다", "모르", "알 수 없", "언급", "정보가 없", "안내되어 있지 않",
                 "기재되어 있지 않", "확인할 수 없")

# --- program shapes -------------------------------------------------------------------------------


class QuoteState(TypedDict):
    quote: str
    questions: list[str]
    answers: Annotated[list, operator.add]
    asked: str


class QuoteItem(TypedDict):
    quote: str
    n: int
    question: str


def _fanned(quote: str, question: str):
    """A ``Send`` fan-out from ``START``: a warm-up question ("Who is the quotation for?") and the
    asked one go to ``answer_one`` in parallel; an ``operator.add`` reducer gathers (n, text); a
    ``collect`` node picks the asked one's text."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def scatter(s: QuoteState):
            return [Send("answer_one", {"quote": s["quote"], "n": n, "question": q})
                    for n, q in enumerate(s["questions"])]

        def answer_one(s: QuoteItem):
            msg = llm.invoke([SystemMessage("You are the scaffolding firm's office manager answering a customer "
                                            f"about their quotation.\n\n{s['quote']}"), HumanMessage(s["question"])])
            return {"answers": [(s["n"], _text(msg))]}

        def collect(s: QuoteState):
            return {"asked": dict(s["answers"]).get(1, "")}

        g = StateGraph(QuoteState)
        g.add_node("answer_one", answer_one)
        g.add_node("collect", collect)
        g.add_conditional_edges(START, scatter, ["answer_one"])
        g.add_edge("answer_one", "collect")
        g.add_edge("collect", END)
        out = g.compile().invoke({"quote": quote, "questions": ["Who is the quotation for?", question],
                                  "answers": [], "asked": ""})
        return AIMessage(out["asked"])

    return run


class ClinicAnswer(BaseModel):
    """The hearing centre's answer to a patient."""

    answer: str = Field(description="the answer to the patient's question, in one or two sentences")
    section: int | None = Field(default=None, description="the number of the care sheet section it comes from")


def _clinic_schema(sheet: str, question: str):
    """``with_structured_output(ClinicAnswer, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(ClinicAnswer, include_raw=True).invoke([
            SystemMessage(f"You are a hearing centre receptionist. Answer from the patient's care sheet.\n\n{sheet}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


def _parallel(rota: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside a word count of
    the question (a learner's logging branch, a ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help the tower captain answer the band's questions. The rota, as pasted from the "
                       "spreadsheet:\n\n{rota}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(reply=prompt | llm | StrOutputParser(),
                                words=RunnableLambda(lambda x: len(x["question"].split())))
        return AIMessage(both.invoke({"rota": rota, "question": question})["reply"])

    return run


def _grams(text: str) -> set[str]:
    """The learner's search words: ASCII words of three letters or more, and pairs of neighbouring
    Hangul or CJK characters."""
    words = {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2}
    for run_ in re.findall(r"[\uac00-\ud7a3\u4e00-\u9fff]+", text):
        words |= {run_[i:i + 2] for i in range(len(run_) - 1)}
    return words


class LeaseAnswer(BaseModel):
    """The landlord's answer to the tenant."""

    answer: str = Field(description="the answer to the tenant's question")


def _lease_agent(notice: str, question: str):
    """``create_agent`` with the learner's search tool over the notice's lines (the three lines
    sharing most search words with the query, in notice order) and ``response_format=LeaseAnswer``.
    The agent must search: with no tool result in the run the outcome is an empty reply (wrong).
    The structured ``answer`` (else the last message's text)."""
    lines = [line for line in notice.splitlines() if line.strip()]

    @tool
    def search_notice(query: str) -> str:
        """임대 안내문 검색 (search the studio flat's lease notice for the words in the query)."""
        want = _grams(query)
        scored = [(len(want & _grams(line)), i) for i, line in enumerate(lines)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:3] if score > 0)
        return "\n".join(lines[i] for i in best) or "검색 결과 없음"

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_notice], system_prompt="당신은 원룸 건물의 관리인입니다. 먼저 반드시 안내문을 "
                             "검색하고, 검색 결과에 근거해서만 답하세요.", response_format=LeaseAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_notice" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, LeaseAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class ContractState(TypedDict):
    contract: str
    question: str
    answer: str


class FrontState(TypedDict):
    question: str
    contract: str
    answer: str


def _subgraph(contract: str, question: str):
    """A parent graph: ``load`` puts the contract in the state, then a compiled child graph (its
    own ``ContractState``, one ``reply`` node asking the model) runs as the parent's node ``desk``
    over the shared keys; the parent's ``answer`` returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def reply(s: ContractState):
            msg = llm.invoke([SystemMessage(f"你是家政公司的客服,请根据合同回答雇主的问题。\n\n{s['contract']}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        child = StateGraph(ContractState)
        child.add_node("reply", reply)
        child.add_edge(START, "reply")
        child.add_edge("reply", END)

        def load(s: FrontState):
            return {"contract": contract}

        parent = StateGraph(FrontState)
        parent.add_node("load", load)
        parent.add_node("desk", child.compile())
        parent.add_edge(START, "load")
        parent.add_edge("load", "desk")
        parent.add_edge("desk", END)
        return AIMessage(parent.compile().invoke({"question": question, "contract": "", "answer": ""})["answer"])

    return run


def _email_history(email: str, history: list, question: str):
    """``ChatPromptTemplate.from_messages``: the system prompt holding the email, a
    ``MessagesPlaceholder("history")`` (earlier turns, possibly none), then the question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help a villager with the pressing day. Here is the latest email in the thread, with the "
                       "earlier ones quoted below it:\n\n{email}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        return (prompt | llm).invoke({"email": email, "history": msgs, "question": question})

    return run


def _settings_loop(settings: str, question: str):
    """A ``ToolNode`` loop: the model (bound to ``read_show_settings``) must call it; the tool
    returns a ``Command`` that stores the YAML in the state and adds the ``ToolMessage``;
    ``tools_condition`` ends the loop when the model answers. With no tool result the outcome is an
    empty reply (wrong); else the last message."""
    def run(llm):
        from langgraph.graph import START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode, tools_condition

        class ShowState(MessagesState):
            settings: str

        @tool
        def read_show_settings(section: str, tool_call_id: Annotated[str, InjectedToolCallId]) -> Command:
            """Read the exhibition's settings file (YAML). section: which part you need, or "all"."""
            return Command(update={"settings": settings,
                                   "messages": [ToolMessage(settings, tool_call_id=tool_call_id)]})

        bound = llm.bind_tools([read_show_settings])

        def model(s: ShowState):
            return {"messages": [bound.invoke(s["messages"])]}

        g = StateGraph(ShowState)
        g.add_node("model", model)
        g.add_node("tools", ToolNode([read_show_settings]))
        g.add_edge(START, "model")
        g.add_conditional_edges("model", tools_condition)
        g.add_edge("tools", "model")
        msgs = [SystemMessage("You answer visitors' questions about the model railway exhibition. Read the settings "
                              "file first, then answer from it."), HumanMessage(question)]
        out = g.compile().invoke({"messages": msgs, "settings": ""}, {"recursion_limit": 8})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        return out["messages"][-1]

    return run


def _show_thread(schedule: str, amendment: str, question: str):
    """A checkpointed ``MessagesState`` graph: a first turn with the schedule (HTML) as the system
    message and a greeting; then the amendment put into the thread with ``update_state`` (as the
    ``chat`` node) as a system message; then the question on the same thread; the last message read
    back with ``get_state``."""
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
        config = {"configurable": {"thread_id": "handler-118"}}
        app.invoke({"messages": [SystemMessage(f"You help handlers entering the agility show. The schedule page "
                                               f"(HTML):\n\n{schedule}"),
                                 HumanMessage("Hi, I'm thinking of entering the show.")]}, config)
        app.update_state(config, {"messages": [SystemMessage(f"Amendment sent to all handlers:\n{amendment}")]},
                         as_node="chat")
        app.invoke({"messages": [HumanMessage(question)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


def _batched(chat: str, question: str):
    """``(prompt | llm | StrOutputParser()).batch``: a warm-up question ("Who is in this group?")
    and the asked one over the same chat; the second answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer my question about our lift-share group chat. The chat export:\n\n{chat}"),
            ("human", "{q}"),
        ])
        outs = (prompt | llm | StrOutputParser()).batch([{"chat": chat, "q": "Who is in this group?"},
                                                        {"chat": chat, "q": question}])
        return AIMessage(outs[1])

    return run


# --- documents ------------------------------------------------------------------------------------

SCAFFOLD = """HIGHPOINT ACCESS & SCAFFOLDING LTD - QUOTATION Q-5108
Prepared for: Mr and Mrs Achterberg, 23 Fennel Street, Dunmere          Date: 3 March 2039
Work: scaffold to the rear elevation and the chimney stack, for roof repairs by others

1. Erect and dismantle, rear elevation (two lifts, 11 m run): eight hundred and forty pounds (840.00)
2. Chimney stack scaffold with loading bay*: three hundred and ten pounds (310.00)
3. Hire for the first four weeks: included in 1 and 2
4. Hire after the fourth week: sixty-five pounds per week or part week
5. Scaffold alarm, optional**: twelve pounds a week
6. Council pavement licence***: ninety-five pounds

All prices are in pounds sterling and exclude VAT at 20%.
*   The loading bay takes up to 500 kg of tiles at a time; heavier loads must be craned in.
**  Monitored 24 hours a day; a call-out after a false alarm is charged at forty-five pounds.
*** Not needed for this job: the scaffold stands wholly on your own land (checked at the site visit
    on 1 March), so item 6 is not charged.
Payment: half of items 1 and 2 when the scaffold is up, the rest when it is taken down.
This quotation is valid for 30 days from its date.
Public liability insurance: ten million pounds; certificate on request."""

HEARING = """CLEARTONE HEARING CENTRE - YOUR NEW HEARING AIDS: CARE AND WARRANTY
Patient: Mrs Edith Varga    Aids: two Lumo R60 rechargeable behind-the-ear aids (left and right)
Fitted: 14 January 2039 by audiologist Priya Nandakumar

1. Charging
   a. Put both aids in the charger every night; a full charge takes 3 hours.
   b. A full charge lasts about 24 hours, or about 18 hours if you stream TV or phone calls to them.
   c. If the charger light flashes red, clean the contacts with the dry brush.
2. Cleaning
   a. Wipe the aids with the soft cloth every evening - never use water or alcohol wipes.
   b. Change the wax guards every 4 weeks; a pack of 8 costs GBP 6.
   c. Domes are replaced free of charge at your reviews.
3. Reviews
   a. First review: 6 weeks after fitting.
   b. After that, one review a year; every review is free.
4. Warranty
   a. Faults: 3 years from the fitting date; repairs are free.
   b. Loss and accidental damage: 1 claim in the warranty period; excess GBP 175 per aid.
   c. Not covered: damage from water, from pets, or from using the wrong charger.
5. Batteries for your old aids (size 312): GBP 1.20 a card of six in the shop.

Update (2 February 2039): your first review is booked for Tuesday 3 March 2039 at 10:40.
Correction to 4b: the excess is GBP 150 per aid, not GBP 175."""

ROTA = """ST ALDHELM'S, LOWER FENBY - SUNDAY SERVICE RINGING ROTA, JUNE-JULY 2039
(8 bells; tenor 14 cwt in F. Ringing starts 30 minutes before the service.)

date\tservice\tservice time\tringers needed\ttower captain\tmethod
1 Jun\tParish Eucharist\t10:00\t8\tRuth Okonkwo\tGrandsire Triples
8 Jun\tParish Eucharist\t10:00\t6\tAlan Pettigrew\tPlain Bob Minor
15 Jun\tWedding (Hale/Moreno)\t13:30\t8\tRuth Okonkwo\tStedman Triples
22 Jun\tEvensong\t18:00\t6\tDev Chaudhry\tCambridge Surprise Minor
29 Jun\tPatronal festival\t10:00\t8\tAlan Pettigrew\tGrandsire Triples
6 Jul\tParish Eucharist\t10:00\t6\tDev Chaudhry\tPlain Bob Minor
13 Jul\tno ringing - bells being rehung\t-\t-\t-\t-

Practice night: Thursdays 19:30-21:00 (none on 12 June). Wedding ringers are paid GBP 25 each by the couple.
Change (28 May): the 22 Jun Evensong moves to 17:00, and Ruth Okonkwo takes it instead of Dev Chaudhry."""

KO_LEASE = """햇살하우스 원룸 임대 안내문 (302호)
임차인: 마커스 리 님
1. 계약 기간: 2039년 3월 1일부터 2040년 2월 29일까지 (12개월)
2. 보증금: 500만 원 (계약일에 입금)
3. 월세: 45만 원, 매월 25일까지 입금
4. 관리비: 월 7만 원 (인터넷, 수도 포함 / 전기, 가스는 별도)
5. 주차: 1대 월 3만 원 (선착순)
6. 반려동물: 고양이 1마리까지 가능, 개는 불가
7. 중도 해지: 2개월 전에 알려 주시면 보증금 전액 반환
8. 분리수거: 매주 화요일과 금요일 저녁 8시 이후
9. 관리실 연락처: 010-4417-2093 (평일 9시~18시)
변경 안내 (2월 10일): 4월분부터 관리비가 월 8만 원으로 인상됩니다."""

ZH_HOUSEKEEPING = """家政服务合同(编号 JZ-2039-0712)
甲方(雇主):周先生    乙方:安心家政服务有限公司    服务人员:李阿姨
一、服务内容:日常保洁、做午饭和晚饭、接送孩子上下学(小学,步行10分钟)
二、服务时间:周一至周五 8:30-17:30,中午休息1小时;周六、周日休息
三、服务费用:每月5200元,每月5日前支付上月费用
四、加班:工作日超过17:30,每小时40元;周末加班每天300元
五、节假日:法定节假日休息;如需上班,按日工资的3倍支付
六、试用期:7天,试用期内不满意可免费更换服务人员
七、中介服务费:1200元,签约时一次付清,合同期一年
八、解除合同:需提前15天书面通知对方
补充条款(7月20日):自8月1日起,服务时间改为周一至周六,月费调整为6200元。"""

CIDER = """From: Megan Thorley <megan@ashcombe-orchard.example>
To: Ashcombe pressing day list
Subject: Re: Re: Community pressing day - Saturday 11 October
Date: Thu, 2 Oct 2039 21:14

Hi all,

Quick update: we've had to move the start to 10:30 (not 10:00) because the
hall is booked for a christening first thing. Everything else below still
stands, except that the big press is now free to use - the parish council
has paid for its hire.

Megan

> On Tue, 30 Sep 2039, Megan Thorley wrote:
> Thanks Kwame - yes, bring the trailer; park it by the north gate, not in
> the hall car park.
>
>> On Mon, 29 Sep 2039, Kwame Asante wrote:
>> Could I bring about 200 kg of apples on my trailer? And is there a
>> limit on how much juice one household can take home?
>>
>>> On Sun, 28 Sep 2039, Megan Thorley wrote:
>>> Pressing day is on Saturday 11 October at Ashcombe Village Hall,
>>> 10:00 to 16:00. Bring clean apples (no rotten ones) and your own
>>> bottles or demijohns. Using the small press is free; the big press
>>> costs GBP 2 per 10 kg of apples. We expect roughly 1 litre of juice
>>> from every 1.5 kg of apples. Pasteurising is GBP 0.50 a bottle.
>>> Children are welcome but must be with an adult at the presses."""

RAILWAY = """# Wexbridge Model Railway Club - annual exhibition settings
exhibition:
  name: Wexbridge Rail Show 2039
  venue: Wexbridge Leisure Centre, main hall
  days:
    - date: 2039-11-15   # Saturday
      open: "10:00"
      close: "17:00"
    - date: 2039-11-16   # Sunday
      open: "10:00"
      close: "16:00"
tickets:                 # GBP
  adult: 8.00
  concession: 6.50       # over-65s and students
  child_5_to_15: 3.00
  under_5: 0
  family: 20.00          # 2 adults + up to 3 children aged 5-15
  advance_discount_percent: 10   # booked online before 1 November
layouts:
  count: 24
  gauges: [N, OO, O]
  garden_railway_demo: false     # cancelled this year
parking:
  on_site_spaces: 180
  price_per_day: 2.50
  overflow: Fenwick Road school, free shuttle bus every 20 minutes
catering:
  cafe: true
  hot_food_until: "14:30"
accessibility:
  wheelchair_access: true
  assistance_dogs: true
  other_dogs: false
# amended 20 Oct: Sunday closing time moved to 16:30 (was 16:00)"""

AGILITY = """<h2>Brackenfield Dog Agility Show - Sunday 7 September 2039</h2>
<p>Judge: Mrs L. Quayle. Rings open 08:30; the first class starts at 09:00.</p>
<table>
  <tr><th>Class</th><th>Grades</th><th>Heights</th><th>Pre-entry fee</th><th>On the day</th></tr>
  <tr><td>1. Agility</td><td>1-3</td><td>all</td><td>£4.00</td><td>£5.50</td></tr>
  <tr><td>2. Jumping</td><td>1-3</td><td>all</td><td>£4.00</td><td>£5.50</td></tr>
  <tr><td>3. Agility</td><td>4-7</td><td>all</td><td>£4.50</td><td>£6.00</td></tr>
  <tr><td>4. Jumping</td><td>4-7</td><td>all</td><td>£4.50</td><td>£6.00</td></tr>
  <tr><td>5. Steeplechase</td><td>open</td><td>large only</td><td>£5.00</td><td>not taken</td></tr>
  <tr><td>6. Pairs relay</td><td>open</td><td>all</td><td>£7.00 a pair</td><td>£8.00 a pair</td></tr>
</table>
<p>Camping: £12 a night per unit (Saturday night only).<br>
Dogs must be 18 months old on the day to compete. Bitches in season may not compete.<br>
Closing date for pre-entries: 22 August.</p>"""

AGILITY_AMENDMENT = """Schedule amendment (25 August): class 5, the Steeplechase, is cancelled and its pre-entry
fees will be refunded. Class 6, the Pairs relay, will now start at 14:00."""

LIFT_CHAT = """[Holbrook lift share - Farnley Park]
[Mon 08:02] Tasha: Rota for next week as agreed: Mon Tasha drives, Tue Oskar, Wed Priya, Thu Tasha, Fri Oskar. Pick-up 7:40 at the Co-op car park as usual.
[Mon 08:05] Oskar: Usual rate too - passengers pay the driver £3.50 each way.
[Mon 12:31] Priya: I can't do Wednesday next week, I'm on a course. Can someone swap?
[Mon 12:40] Tasha: I'll take Wednesday, and Priya can have my Thursday.
[Mon 12:41] Priya: Perfect, thanks!
[Tue 17:55] Oskar: Heads up, roadworks on the A61 start next Monday - let's leave 10 minutes earlier from then on.
[Tue 18:02] Tasha: Fine. Also, my car's doing 6 mpg worse since the new tyres, so can we go up to £4 each way from next month?
[Tue 18:10] Priya: OK by me.
[Tue 18:11] Oskar: Same, agreed."""

_SCAFFOLD_DUMP = ("Fennel Street", "ten million")
_HEARING_DUMP = ("Nandakumar", "size 312")
_ROTA_DUMP = ("Patronal", "Cambridge Surprise")
_KO_DUMP = ("302호", "010-4417")
_ZH_DUMP = ("JZ-2039-0712", "步行10分钟")
_CIDER_DUMP = ("demijohns", "Re: Re:")
_RAIL_DUMP = ("Fenwick Road", "Leisure Centre")
_AGILITY_DUMP = ("Quayle", "in season")
_LIFT_DUMP = ("mpg", "on a course")

GROUNDED = [
    # a scaffolding quotation (amounts in words, footnotes) through a Send fan-out
    Case("scaff-two", _fanned(SCAFFOLD, "What do the two scaffolds come to together, before VAT?"),
         _both(_re(r"(?<![\d.,])1,?150(\.00)?(?!\d)|one thousand,? one hundred and fifty"),
               _not_all(*_SCAFFOLD_DUMP), _none_of("1,245", "1245"))),
    Case("scaff-rear-vat", _fanned(SCAFFOLD, "What's the rear scaffold going to cost us including VAT?"),
         _both(_re(r"(?<![\d.,])1,?008(\.00)?(?!\d)|one thousand and eight"), _not_all(*_SCAFFOLD_DUMP))),
    Case("scaff-extra-hire", _fanned(SCAFFOLD, "The roofers now say they need the scaffold for six and a half weeks. "
                                               "How much extra hire will that be?"),
         _both(_n("195"), _not_all(*_SCAFFOLD_DUMP))),
    Case("scaff-alarm", _fanned(SCAFFOLD, "If we have the alarm for five weeks, what does it cost?"),
         _both(_re(r"(?<![\d.,])60(\.00)?(?!\d|[.,]\d)|sixty pounds"), _not_all(*_SCAFFOLD_DUMP))),
    Case("scaff-licence", _fanned(SCAFFOLD, "Do we have to pay for the council pavement licence?"),
         _both(_denies("not needed", "not charged", "own land", "don't have to", "do not have to", "won't"),
               _not_all(*_SCAFFOLD_DUMP))),
    Case("scaff-tiles", _fanned(SCAFFOLD, "Can the roofers put 700 kg of tiles on the loading bay in one go?"),
         _both(_denies("500 kg", "crane"), _not_all(*_SCAFFOLD_DUMP))),
    Case("scaff-first-payment", _fanned(SCAFFOLD, "How much do we pay when the scaffold goes up, before VAT?"),
         _both(_n("575"), _not_all(*_SCAFFOLD_DUMP))),
    Case("scaff-valid", _fanned(SCAFFOLD, "Until what date can we accept this quote?"),
         _both(_re(r"\b2(nd)? april|april 2(nd)?\b"), _not_all(*_SCAFFOLD_DUMP))),
    Case("scaff-start-absent", _fanned(SCAFFOLD, "What date will the scaffold actually go up?"),
         _both(_not_opening("on"), _absent(*_NOT_GIVEN), _not_all(*_SCAFFOLD_DUMP))),
    # a hearing centre's care sheet through with_structured_output(include_raw=True)
    Case("hear-review", _clinic_schema(HEARING, "When is my first check-up?"),
         _both(_new_not_old(r"3(rd)? march|march 3", r"25(th)? february|february 25|6 weeks|six weeks"),
               _none_of(*_HEARING_DUMP))),
    Case("hear-streaming", _clinic_schema(HEARING, "How long will a charge last if I stream the telly to them all "
                                                   "evening?"),
         _both(_re(r"(?<!\d)18 ?h|eighteen hours"), _none_of(*_HEARING_DUMP))),
    Case("hear-excess-both", _clinic_schema(HEARING, "If I lost both aids on holiday, what excess would I pay?"),
         _both(_n("300"), _none_of(*_HEARING_DUMP, "350"))),
    Case("hear-warranty-end", _clinic_schema(HEARING, "Until when are repairs free?"),
         _both(_re(r"2042"), _none_of(*_HEARING_DUMP))),
    Case("hear-dog", _clinic_schema(HEARING, "My dog chewed the left one. Will the warranty cover it?"),
         _both(_denies("not covered", "isn't covered", "is not covered", "won't", "doesn't cover", "does not cover"),
               _none_of(*_HEARING_DUMP))),
    Case("hear-wax", _clinic_schema(HEARING, "How often do the wax guards need changing?"),
         _both(_re(r"(?<!\d)4 weeks|four weeks|every month|28 days"), _none_of(*_HEARING_DUMP))),
    Case("hear-review-fee", _clinic_schema(HEARING, "Do I have to pay for the yearly review?"),
         _both(_denies("free", "no charge"), _none_of(*_HEARING_DUMP))),
    Case("hear-phone-absent", _clinic_schema(HEARING, "What's the centre's phone number?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_HEARING_DUMP))),
    # a bell-ringing rota pasted as TSV through RunnableParallel
    Case("bells-arrive", _parallel(ROTA, "What time do we start ringing for Evensong on 22 June?"),
         _both(_re(r"16:30|4:30 ?pm|half past four"), _none_of(*_ROTA_DUMP, "17:30"))),
    Case("bells-captain", _parallel(ROTA, "Who is running the tower on 22 June?"),
         _both(_new_not_old(r"ruth|okonkwo", r"\bdev\b|chaudhry"), _none_of(*_ROTA_DUMP))),
    Case("bells-wedding-pay", _parallel(ROTA, "How much does the wedding couple pay the ringers altogether?"),
         _both(_n("200"), _none_of(*_ROTA_DUMP))),
    Case("bells-pettigrew", _parallel(ROTA, "How many Sundays is Alan Pettigrew tower captain?"),
         _both(_word("2", "two", "twice"), _none_of(*_ROTA_DUMP))),
    Case("bells-13-july", _parallel(ROTA, "Are we ringing on 13 July?"),
         _both(_denies("no ringing", "rehung", "rehang"), _none_of(*_ROTA_DUMP))),
    Case("bells-practice", _parallel(ROTA, "Is there practice on Thursday 12 June?"),
         _both(_denies("none on 12 june", "no practice", "not on 12 june"), _none_of(*_ROTA_DUMP))),
    Case("bells-tenor-kg", _parallel(ROTA, "Roughly how heavy is the tenor in kilograms?"),
         _both(_re(r"(?<!\d)71[01](\.\d+)?(?!\d)|(?<!\d)711|(?<!\d)712(?!\d)"), _none_of(*_ROTA_DUMP))),
    Case("bells-treble-absent", _parallel(ROTA, "Who is ringing the treble on 1 June?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_ROTA_DUMP))),
    # a Korean studio flat's lease notice behind create_agent with a search tool and response_format
    Case("ko-rent-year", _lease_agent(KO_LEASE, "1년 동안 내는 월세는 모두 얼마예요?"),
         _both(_re(r"540만|5,?400,?000|오백사십만"), _not_all(*_KO_DUMP))),
    Case("ko-fee-may", _lease_agent(KO_LEASE, "5월 관리비는 얼마예요?"),
         _both(_new_not_old(r"8만|80,?000|팔만", r"7만|70,?000|칠만"), _not_all(*_KO_DUMP))),
    Case("ko-dog", _lease_agent(KO_LEASE, "작은 강아지를 키워도 돼요?"),
         _both(_not_opening("네", "yes", "가능"),
               _either(_opens("아니", "no", "안"), _any("불가", "안 됩니다", "안 돼", "not allowed", "할 수 없")),
               _not_all(*_KO_DUMP))),
    Case("ko-electricity", _lease_agent(KO_LEASE, "Is electricity included in the maintenance fee?"),
         _both(_denies("separate", "별도", "not included", "isn't included", "extra"), _not_all(*_KO_DUMP))),
    Case("ko-april-total", _lease_agent(KO_LEASE, "4월에 월세랑 관리비를 합치면 얼마 내야 해요?"),
         _both(_re(r"53만|530,?000|오십삼만"), _not_all(*_KO_DUMP))),
    Case("ko-recycling", _lease_agent(KO_LEASE, "분리수거는 무슨 요일에 해요?"),
         _both(_any("화요일"), _any("금요일"), _not_all(*_KO_DUMP))),
    Case("ko-wifi-absent", _lease_agent(KO_LEASE, "와이파이 비밀번호가 뭐예요?"),
         _both(_absent(*_NOT_GIVEN, *_KO_NOT_GIVEN), _not_all(*_KO_DUMP))),
    # a Chinese housekeeping contract answered inside a subgraph
    Case("zh-jz-fee-aug", _subgraph(ZH_HOUSEKEEPING, "八月份每个月的服务费是多少?"),
         _both(_new_not_old(r"6,?200|六千二", r"5,?200|五千二"), _none_of(*_ZH_DUMP))),
    Case("zh-jz-overtime", _subgraph(ZH_HOUSEKEEPING, "如果周三阿姨工作到晚上七点半,加班费是多少?"),
         _both(_re(r"(?<!\d)80(?!\d)|八十"), _none_of(*_ZH_DUMP))),
    Case("zh-jz-hours", _subgraph(ZH_HOUSEKEEPING, "阿姨每天实际工作几个小时?"),
         _both(_re(r"(?<!\d)8 ?个?小时|八个?小时|8 hours"), _none_of(*_ZH_DUMP, "9个小时", "九个小时"))),
    Case("zh-jz-notice", _subgraph(ZH_HOUSEKEEPING, "我想解除合同,要提前几天通知?"),
         _both(_re(r"(?<!\d)15 ?天|十五天"), _none_of(*_ZH_DUMP))),
    Case("zh-jz-saturday", _subgraph(ZH_HOUSEKEEPING, "八月以后周六阿姨上班吗?"),
         _both(_not_opening("不", "no"), _any("周一至周六", "会上班", "要上班", "需要上班", "上班的", "yes", "是的"),
               _none_of(*_ZH_DUMP))),
    Case("zh-jz-weekend-day", _subgraph(ZH_HOUSEKEEPING, "七月份请阿姨周日加一天班,要付多少?"),
         _both(_re(r"(?<!\d)300(?!\d)|三百"), _none_of(*_ZH_DUMP))),
    Case("zh-jz-agency", _subgraph(ZH_HOUSEKEEPING, "中介服务费多少钱?什么时候付?"),
         _both(_re(r"1,?200|一千二"), _any("签约"), _none_of(*_ZH_DUMP))),
    Case("zh-jz-insurance-absent", _subgraph(ZH_HOUSEKEEPING, "阿姨有没有买保险?"),
         _both(_not_opening("有", "yes"), _absent(*_NOT_GIVEN, *_ZH_NOT_GIVEN), _none_of(*_ZH_DUMP))),
    # a cider pressing day email thread through a prompt with a MessagesPlaceholder
    Case("cider-start", _email_history(CIDER, [], "What time does pressing day start?"),
         _both(_new_not_old(r"10:30|10\.30|half past ten", r"(?<![\d:.])10:00|(?<![\d:.])10 ?am\b|ten o'clock"),
               _none_of(*_CIDER_DUMP))),
    Case("cider-big-press", _email_history(CIDER, [], "How much will it cost me to use the big press for 60 kg of "
                                                      "apples?"),
         _both(_re(r"\bfree\b|nothing|no charge|(£|gbp ?)0(\.00)?\b"), _none_of(*_CIDER_DUMP, "12"))),
    Case("cider-litres", _email_history(CIDER, [], "Roughly how much juice should Kwame get from his apples?"),
         _both(_re(r"(?<!\d)133(\.3+)?(?!\d)"), _none_of(*_CIDER_DUMP))),
    Case("cider-trailer", _email_history(CIDER, ["Who's bringing a trailer?", "Kwame Asante is - he's bringing about "
                                                 "200 kg of apples on it."], "Where should he park it?"),
         _both(_any("north gate"), _none_of(*_CIDER_DUMP))),
    Case("cider-pasteurise", _email_history(CIDER, [], "What would pasteurising 24 bottles cost?"),
         _both(_n("12"), _none_of(*_CIDER_DUMP))),
    Case("cider-limit-absent", _email_history(CIDER, [], "Is there a limit on how much juice one household can take "
                                                         "home?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_CIDER_DUMP))),
    Case("cider-length", _email_history(CIDER, ["What time does it start?", "10:30, on Saturday 11 October."],
                                        "So how many hours does it run for now?"),
         _both(_re(r"5\.5|five and a half|5 and a half|5 hours 30|5h30|5 ½|5½"), _none_of(*_CIDER_DUMP))),
    Case("cider-child", _email_history(CIDER, [], "Can my 9-year-old work the press on her own?"),
         _both(_denies("with an adult", "must be with", "accompanied"), _none_of(*_CIDER_DUMP))),
    # a model railway exhibition's YAML settings behind a tool returning a Command
    Case("rail-family", _settings_loop(RAILWAY, "Two adults and three kids aged 7, 10 and 12: how much do we save "
                                                "with a family ticket instead of separate tickets?"),
         _both(_re(r"(£|gbp ?)5(\.00)?\b(?!\.\d)|(?<![\d.])5(\.00)? ?(pounds|gbp)|five pounds"),
               _none_of(*_RAIL_DUMP))),
    Case("rail-advance", _settings_loop(RAILWAY, "What does an adult ticket cost if I book online in October?"),
         _both(_re(r"7\.20"), _none_of(*_RAIL_DUMP))),
    Case("rail-sunday", _settings_loop(RAILWAY, "What time does the show close on the Sunday?"),
         _both(_new_not_old(r"16:30|4:30 ?pm|half past four", r"16:00|(?<![\d:])4 ?pm|4:00"),
               _none_of(*_RAIL_DUMP))),
    Case("rail-garden", _settings_loop(RAILWAY, "Will there be a garden railway demo this year?"),
         _both(_denies("cancelled", "false", "not this year"), _none_of(*_RAIL_DUMP))),
    Case("rail-spaniel", _settings_loop(RAILWAY, "Can I bring my spaniel along? He's just a pet."),
         _both(_denies("assistance dogs only", "only assistance", "not allowed", "aren't allowed"),
               _none_of(*_RAIL_DUMP))),
    Case("rail-parking", _settings_loop(RAILWAY, "What will parking cost me if I come on both days?"),
         _both(_re(r"(?<![\d.])5\.00|(£|gbp ?)5\b(?!\.\d)|(?<![\d.])5 ?(pounds|gbp)"), _none_of(*_RAIL_DUMP))),
    Case("rail-hot-food", _settings_loop(RAILWAY, "Can I still get a hot lunch at 3 in the afternoon?"),
         _both(_denies("14:30", "2:30"), _none_of(*_RAIL_DUMP))),
    Case("rail-saturday-hours", _settings_loop(RAILWAY, "How many hours is the show open on Saturday?"),
         _both(_word("7", "seven"), _none_of(*_RAIL_DUMP))),
    Case("rail-traders-absent", _settings_loop(RAILWAY, "How many traders' stands will there be?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_RAIL_DUMP, "24"))),
    # a dog agility show's HTML schedule in a checkpointed thread, amended with update_state
    Case("agility-two", _show_thread(AGILITY, AGILITY_AMENDMENT, "I'm pre-entering my grade 2 collie in Agility and "
                                                                 "Jumping. What do I pay?"),
         _both(_re(r"(?<![\d.])8\.00|£8\b(?!\.\d)|(?<![\d.])8 ?(pounds|gbp)|eight pounds"),
               _none_of(*_AGILITY_DUMP))),
    Case("agility-on-the-day", _show_thread(AGILITY, AGILITY_AMENDMENT, "How much more is class 3 if I enter on the day "
                                                                        "instead of pre-entering?"),
         _both(_re(r"1\.50"), _none_of(*_AGILITY_DUMP))),
    Case("agility-steeplechase", _show_thread(AGILITY, AGILITY_AMENDMENT, "Can I still run my large dog in the "
                                                                          "steeplechase?"),
         _both(_denies("cancelled"), _none_of(*_AGILITY_DUMP))),
    Case("agility-young", _show_thread(AGILITY, AGILITY_AMENDMENT, "My dog will be 14 months old on the day. Can she "
                                                                   "compete?"),
         _both(_denies("18 months"), _none_of(*_AGILITY_DUMP))),
    Case("agility-camping", _show_thread(AGILITY, AGILITY_AMENDMENT, "We'd like to camp on Friday and Saturday nights. "
                                                                     "What will that cost?"),
         _both(_any("saturday night only", "only saturday", "only on saturday", "only for saturday",
                    "only the saturday", "saturday only"), _none_of(*_AGILITY_DUMP, "24"))),
    Case("agility-relay", _show_thread(AGILITY, AGILITY_AMENDMENT, "When does the pairs relay start?"),
         _both(_re(r"14:00|2 ?pm|2:00 ?pm|two o'clock"), _none_of(*_AGILITY_DUMP))),
    Case("agility-first", _show_thread(AGILITY, AGILITY_AMENDMENT, "What time does the first class start?"),
         _both(_re(r"09:00|(?<![\d:])9:00|(?<![\d:])9 ?am|nine"), _none_of(*_AGILITY_DUMP))),
    Case("agility-rosettes-absent", _show_thread(AGILITY, AGILITY_AMENDMENT, "Are there rosettes down to tenth "
                                                                             "place?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_AGILITY_DUMP))),
    # a lift-share group chat through batch
    Case("lift-wednesday", _batched(LIFT_CHAT, "Who's driving on Wednesday next week?"),
         _both(_new_not_old(r"tasha", r"priya"), _none_of(*_LIFT_DUMP))),
    Case("lift-thursday", _batched(LIFT_CHAT, "And who drives on Thursday now?"),
         _both(_new_not_old(r"priya", r"tasha"), _none_of(*_LIFT_DUMP))),
    Case("lift-pickup", _batched(LIFT_CHAT, "What time is pick-up once the roadworks start?"),
         _both(_re(r"7:30|7\.30|half past seven"), _none_of(*_LIFT_DUMP))),
    Case("lift-oskar-week", _batched(LIFT_CHAT, "I'm Oskar. I ride with the others on the days I'm not driving next "
                                                "week. At the current rate, what do I pay in fares for the week?"),
         _both(_n("21"), _none_of(*_LIFT_DUMP))),
    Case("lift-return-next-month", _batched(LIFT_CHAT, "What will a return trip cost a passenger next month?"),
         _both(_re(r"(£|gbp ?)8(\.00)?\b(?!\.\d)|(?<![\d.])8(\.00)? ?(pounds|gbp)|eight pounds"),
               _none_of(*_LIFT_DUMP))),
    Case("lift-tasha-days", _batched(LIFT_CHAT, "How many days is Tasha driving next week?"),
         _both(_word("2", "two"), _none_of(*_LIFT_DUMP))),
    Case("lift-car-absent", _batched(LIFT_CHAT, "What car does Oskar drive?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_LIFT_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def pay_invoice(invoice_id: str, amount: float) -> str:
    """Pay a supplier's invoice from the business account."""
    return "paid"


@tool
def set_reminder(minutes_before: int, event: str) -> str:
    """Set a reminder a number of minutes before a calendar event."""
    return "set"


@tool
def log_run(distance_km: float, duration_minutes: int) -> str:
    """Log a run in the training diary."""
    return "logged"


@tool
def book_practice(ringers: int) -> str:
    """Book the tower for an extra practice; ringers is everyone coming, counting the person booking."""
    return "booked"


@tool
def set_notifications(enabled: bool) -> str:
    """Turn the group's notifications on or off."""
    return "ok"


@tool
def book_visit(day: date, reason: str) -> str:
    """Book a home visit from the engineer."""
    return "booked"


@tool
def book_table(people: int, time: str) -> str:
    """Reserve a restaurant table. time is 24-hour HH:MM."""
    return "reserved"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _true(v) -> bool:
    return v is True or str(v).lower() == "true"


TOOLS = [
    Case("tool-pay", _calls([pay_invoice], "pay invoice HP-5108 from the scaffolders, one thousand and eight pounds"),
         _call("pay_invoice", invoice_id=lambda v: str(v).strip().upper() == "HP-5108", amount=_num_near(1008))),
    Case("tool-reminder", _calls([set_reminder], "remind me an hour and a quarter before the dentist"),
         _call("set_reminder", minutes_before=_num_near(75), event=lambda v: "dentist" in str(v).lower())),
    Case("tool-run", _calls([log_run], "log my run: 5 miles in three quarters of an hour"),
         _call("log_run", distance_km=_num_near(8.05, 0.05), duration_minutes=_num_near(45))),
    Case("tool-ringers", _calls([book_practice], "book an extra practice for me, the two Patel boys and their dad"),
         _call("book_practice", ringers=_num_near(4))),
    Case("tool-notify-on", _calls([set_notifications], "I no longer want to be left out of the updates - turn the "
                                                       "notifications back on"),
         _call("set_notifications", enabled=_true)),
    Case("tool-visit", _calls([book_visit], "Today is Monday 6 March 2039. Book the boiler engineer for a fortnight "
                                            "today for the annual service."),
         _call("book_visit", day=lambda v: str(v) == "2039-03-20")),
    Case("tool-no-fit", _calls([pay_invoice, set_reminder, log_run], "how tall is Mount Kilimanjaro?"), _no_call),
    Case("tool-pay-missing", _calls([pay_invoice], "can you pay an invoice for me?"), _no_call),
    Case("tool-zh-table", _calls([book_table], "帮我订个位子,我们一家五口,晚上七点半到"),
         _call("book_table", people=_num_near(5), time=_hhmm("19:30"))),
]


# --- structured output ----------------------------------------------------------------------------

class Oven(BaseModel):
    celsius: float = Field(description="the oven temperature in degrees Celsius")


class Guests(BaseModel):
    total: int = Field(description="how many people are coming in all")


class Length(TypedDict):
    metres: Annotated[float, ..., "the distance in metres"]


class Rsvp(BaseModel):
    attending: bool = Field(description="whether the guest will come")


class EggOrder(BaseModel):
    quantity: int = Field(description="鸡蛋的个数")
    unit_price: float = Field(description="每个鸡蛋的价格,单位:元")


STRUCTURED = [
    Case("schema-gas-mark", _structured(Oven, "Bake the loaf at gas mark 6 for forty minutes."),
         _parsed(lambda o: 195 <= o.celsius <= 205)),
    Case("schema-guests", _structured(Guests, "Coming on Saturday: three couples from the choir and old Mr Denby, "
                                              "who's a widower."),
         _parsed(lambda g: g.total == 7)),
    Case("schema-furlongs", _structured(Length, "The gallops are a furlong and a half long."),
         _parsed(lambda d: abs(float(d.get("metres", -1)) - 301.75) <= 1.5 if isinstance(d, dict) else False)),
    Case("schema-rsvp", _structured(Rsvp, "Wouldn't miss it for the world!"),
         _parsed(lambda r: r.attending is True)),
    Case("schema-zh-eggs", _structured(EggOrder, "我要买两打鸡蛋,每个八毛。", "提取订单信息。"),
         _parsed(lambda e: e.quantity == 24 and abs(e.unit_price - 0.8) < 1e-6)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Relevance(BaseModel):
    """Does the document help answer the question?"""

    relevant: bool = Field(description="true if the document helps answer the question")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-polite", _ask("Is this customer's message RUDE or POLITE? One word.\nMessage: Could you possibly send "
                              "the form again when you get a moment? Many thanks."),
         _only("POLITE")),
    Case("grade-irrelevant", _grader(Relevance, "You check retrieved documents for a search system.",
                                     "QUESTION: Which day are the recycling bins collected?\n"
                                     "DOCUMENT: The library is open 9-5 on weekdays and 10-1 on Saturdays; late "
                                     "returns cost 20p a day."),
         _parsed(lambda r: r.relevant is False)),
    Case("label-technical", _ask("Sort the ticket into BILLING, TECHNICAL or OTHER. Reply with the category.\n"
                                 "Ticket: the app crashes every time I open the settings page"),
         _only("TECHNICAL")),
    Case("label-zh-query", _ask("这条消息是“投诉”还是“咨询”?只回答两个字。\n消息:请问你们周末营业吗?"), _only("咨询")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-she", _thread("My sister Alba lent me her bike, and my brother Teo gave me a helmet.",
                               "That's generous of them!", "what did she lend me?"),
         _both(_any("bike"), _none_of("helmet", "don't know"))),
    Case("thread-appointment", _thread("My dentist appointment is at 3 on Friday.", "OK, noted.",
                                       "Sorry, I got that wrong - it's 2:15.", "No problem.",
                                       "what time is my appointment?"),
         _new_not_old(r"2:15|quarter past two", r"(?<![\d:])3(?![\d:])|three")),
    Case("thread-walk", _thread("I walked 3 km to work this morning.", "Nice!", "And 4.5 km home the long way round.",
                                "Good exercise.", "how far did I walk today altogether?"),
         _both(_re(r"7\.5|seven and a half"), _none_of("don't know"))),
    Case("thread-zh-books", _thread("我周一买了三本新书。", "好的。", "周三又买了两本,不过送了一本给朋友。", "嗯嗯。",
                                    "我现在手上有几本新书?"),
         _both(_re(r"(?<!\d)4(?!\d)|四"), _none_of("不知道"))),
    Case("thread-zh-city", _thread("我哥哥叫大伟,他在上海工作。", "好的,记住了。", "他在哪个城市工作?"),
         _both(_any("上海", "shanghai"), _none_of("不知道"))),
    Case("chat-bye", _ask("thanks, that's everything for today - have a good evening!"),
         _both(_word("welcome", "pleasure", "evening", "bye", "glad", "thanks", "thank", "good", "you too"),
               _none_of("don't know", "do not know", "no information"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
