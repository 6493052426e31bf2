"""A forty-fifth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held45``, from main at 1d73706e) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a falconry
centre's hawk-walk booking as a hard-wrapped email with quoted replies ("> ", ">> ": a later reply
moving the time) answered by a ``Send`` fan-out (one worker per question, answers gathered by a
reducer); a sheepdog trial's results as CSV with a "*" footnote, a tie rule and a correction of one
run, through ``RunnableParallel`` | prompt | llm; a self-storage licence as a numbered list with
sub-items (a, b, c), amounts written in words and a later variation of one sub-item, behind
``create_agent`` with a learner's keyword search tool (the agent must call it; a run with no search
is wrong); a Chinese residential compound's EV charging tariff notice (充电桩收费公告: peak and
off-peak rates, a service fee, a 补充说明 lowering it from July) put into a checkpointed thread with
``update_state`` and read back with ``get_state``; a Spanish ITV (vehicle inspection) report with
defects graded leve / grave through a ``RunnableLambda`` that tidies the text | prompt | llm |
``StrOutputParser``; a jeweller's engraving prices as an HTML table (per-letter extras, a font
surcharge, a later price rise) through ``with_structured_output(..., include_raw=True)`` with the
learner's own answer schema; a glamping booking as YAML (rates, extras, an ``amended:`` line adding
a guest) behind ``create_agent`` with a booking look-up tool and ``response_format`` (the agent must
call the tool); a ukulele group's chat (timestamped messages, a changed start time, an amp offered
then withdrawn) through ``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder`` holding
the learner's earlier turns; a farrier's invoice with footnotes marked [1] to [3] and a later note
changing one price, in a ``StateGraph`` whose conditional edge routes money questions and other
questions to two prompts; an angling club's day tickets as TSV (an update of one price, rules
below) read from an ``InMemoryStore`` inside a graph node.

Questions in everyday words: a value, a worked figure (a party's price less a deposit, a time 20
minutes before a start, a walk's time outside the barn, points dropped, time to spare, a weekly
cost with cover per thousand, a four-weekly bill, square feet into square metres, a charge for 30
kWh at night after a fee change, an engraving of 12 letters, a watch back in script, a 20 % extra, a
glamping bill and its balance, a set's end time, a horse's two lines, a due date 14 days on, a
family's tickets), a value changed by a later line (a moved start, a corrected total, a notice
period, a service fee, a ring price, a guest count, an amp, a trim price, a ticket price),
rankings (third place after a tie rule, the slowest job, the dearest horse), conditions (a child's
age, a dog, paint thinners, Sunday access, a junior on a carp ticket, a fire at midnight), yes /
no, counts, answers absent, and follow-ups.

A learner's tools: parking "two hours and a quarter", an oven at "gas mark 4, no fan", a transfer
of "three hundred and twelve euros fifty", a reminder "ten days from today" with today stated, a
kennel stay "from the 3rd to the 10th", a weight of "11 stone 4", an RSVP "me and my wife, and
neither of us eats meat", no tool fits, values missing, a Chinese court booking (后天下午三点, 打两个
小时) with today stated. Structured output of my own schemas ("five foot three" into centimetres, "a
dozen ... don't bother wrapping them", nights and rooms in a ``TypedDict``, a ``Literal`` severity,
"a hundred and six dollars and forty cents", a Chinese booking 这周五 一家四口 with today stated).
Graders and labels in my own wordings (RELEVANT / IRRELEVANT, a structured ``hallucinated`` bool,
BILLING / TECHNICAL / DELIVERY, NL / SV / DA, 正面 / 负面). Conversations ("he" after a neighbour and
his wife, a moved appointment, chapters counted over two turns, a year's rent in Chinese, a
greeting).

Oracles as in the forty-first and forty-third sets, and strict: the asked result is required; a
reply that quotes most of its document (``_brief``: at least half the document's length, or both
of two marker lines far apart), holds another row's value, or gives an operand instead of the
worked value is wrong. Absences (``_gone``) need a reply that says the material does not hold it
("doesn't say", "not mentioned", "I don't know", ...); the simulator's own limit wordings ("can't
tell", "cannot tell", "could not find" alone) do not meet it, and no grounded oracle passes a reply
holding "offline simulator" or "a real model" (the words of a stated limit), so a limit sentence
cannot meet an oracle through its own words. ``_no_call``: no tool fits, a required value is
missing. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "... before first run") the oracles were tried only
on a right reply written by hand for each grounded and conversation case (all passed) and on each
grounded case's whole document echoed back (none passed). The simulator was not run on the set
before that commit.

FIRST SIGHT on main at 1d73706e (the branch point of ``held45``; the set and its oracles committed
first in ffefd6a7, then one run with ``-v``), 90 cases: right 21, stated limit 50, silently wrong 19,
false alarms 3. The harness did not crash and no oracle was mended (none rejected a right reply).
Pinned in ``test_pins.py`` there.

The silently wrong (19): falc-arrive (the reply moving the walk to 2 pm quoted, no 1:40), falc-nephew
(the age rule "Children must be 8 or over to fly a bird." quoted after a fragment of the line
before, no yes), falc-dog ("I don't know." beside "No dogs are allowed on site."), dog-winner,
dog-cap-total, dog-roy-dropped and dog-spare (the whole CSV quoted as one sentence), dog-third ("I
don't know."), dog-finished (the RET line, no count), store-weekly (the goods-cover sub-item and an
unrelated one, no 34.50), store-bill (the fee and cover sub-items, no 138), store-sunday ("I don't
know" after three searches, one of which held "every day of the week"), store-metres (the square-feet
sub-item, no conversion), store-cctv-absent (the agent searched until the learner's recursion limit
of 8 stopped it: the learner's program raised), eng-slowest ("I don't know." in the schema's answer),
eng-elsewhere (the locket row and the 20 % line, no 18.00), uke-amp (Marcus's withdrawn "I can bring
my amp."), shoe-due ("I don't know." over "Amount due: £217.00"), tool-kennel (``nights=3`` for "from
the 3rd to the 10th"). The false alarms (3): tool-no-fit and tool-money-missing (no call, right,
beside a knowledge / argument limit), schema-mugs (``quantity=12, gift_wrap=False`` parsed, right,
beside a yes/no field limit). Classes, code paths and proposed mechanisms:
``FORTYFIFTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortyfifth_set`` prints the counts (``-v``: each case).
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
    _any,
    _ask,
    _both,
    _call,
    _calls,
    _no_call,
    _none_of,
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


_LIMIT_WORDS = ("offline simulator", "a real model")


def _brief(doc: str, *markers: str):
    """No whole-document quote: the reply is under half the document's length, does not hold
    every one of ``markers`` (lines far apart in the document) and holds none of a stated limit's
    own words."""
    def ok(out) -> bool:
        t = _text(out).lower()
        if not t.strip() or len(t) >= len(doc) // 2:
            return False
        if markers and all(m.lower() in t for m in markers):
            return False
        return not any(w in t for w in _LIMIT_WORDS)

    return ok


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|lower|rais|rise|rose|before|later|\bfrom\b|\bto\b|"
                     r"vari|old|earlier|"
                     r"改|原|更正|补充|下调|调整|以前|之前|不再|变", re.I)


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
              "nothing about", "not specified", "doesn't specify", "does not specify", "not given",
              "doesn't give", "does not give", "not included in", "don't know", "do not know",
              "doesn't include", "does not include", "not covered", "doesn't cover", "does not cover",
              "not recorded", "isn't recorded", "don't say", "don't mention", "isn't mentioned",
              "no details", "not in the")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "没有给出", "未给出", "没提到", "没有列出")

_ES_NOT_GIVEN = ("no se indica", "no lo indica", "no aparece", "no figura", "no se menciona", "no lo sé",
                 "no consta", "no dice")


def _gone(*extra: str):
    """The material does not hold it: the reply says so (never only a limit's "can't tell")."""
    return _any(*_NOT_GIVEN, *_ZH_NOT_GIVEN, *_ES_NOT_GIVEN, *extra)


def _nay(*phrases: str):
    """A no: never opens with a "yes" word; opens with a "no" word or says one of ``phrases``."""
    return lambda out: not _opens("yes", "yep", "sí", "可以")(out) and (
        _opens("no", "not", "nope", "不", "不能", "不可以", "不行")(out) or _any(*phrases)(out))


def _aye(*phrases: str):
    """A yes: never opens with a "no" word; opens with a "yes" word or says one of ``phrases``."""
    return lambda out: not _opens("no", "not", "nope", "不")(out) and (
        _opens("yes", "yep", "you can", "sí", "可以", "能")(out) or _any(*phrases)(out))


# --- program shapes -------------------------------------------------------------------------------


class WalkState(TypedDict):
    questions: list[str]
    email: str
    answers: Annotated[list[tuple[str, str]], operator.add]


class OneQuestion(TypedDict):
    question: str
    email: str


def _fanned(email: str, question: str):
    """A ``Send`` fan-out: ``route`` sends one ``answer_one`` worker per question (a warm-up
    question and the asked one), each worker asks the model with the email; a reducer gathers the
    (question, answer) pairs; the asked question's answer is the reply."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def route(s: WalkState):
            return [Send("answer_one", {"question": q, "email": s["email"]}) for q in s["questions"]]

        def answer_one(s: OneQuestion):
            msg = llm.invoke([SystemMessage("You help customers of Ravenscar Falconry with their booking. The "
                                            f"email thread (newest first):\n\n{s['email']}"),
                              HumanMessage(s["question"])])
            return {"answers": [(s["question"], _text(msg))]}

        g = StateGraph(WalkState)
        g.add_node("answer_one", answer_one)
        g.add_conditional_edges(START, route, ["answer_one"])
        g.add_edge("answer_one", END)
        out = g.compile().invoke({"questions": ["Who is my booking with?", question], "email": email,
                                  "answers": []})
        return AIMessage(dict(out["answers"]).get(question, ""))

    return run


def _paralleled(results: str, question: str):
    """``RunnableParallel({"results": ..., "question": RunnablePassthrough()})`` | prompt | llm."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel, RunnablePassthrough

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer spectators' questions about the trial from the results sheet below.\n\n{results}"),
            ("human", "{question}"),
        ])
        chain = RunnableParallel(results=RunnableLambda(lambda _: results), question=RunnablePassthrough()) | prompt | llm
        return chain.invoke(question)

    return run


def _blocks(document: str) -> list[str]:
    """The licence's clauses (a line opening with "1." ... with its sub-items) and the variation."""
    blocks: list[str] = []
    for line in document.splitlines():
        if re.match(r"^(\d+\.|Variation)", line) or not blocks:
            blocks.append(line)
        elif line.strip():
            blocks[-1] += "\n" + line
    return blocks


def _searching_agent(document: str, question: str):
    """``create_agent`` with a learner's keyword search tool over the licence's clauses (the two
    blocks sharing most words with the query, in document order). The agent must search: with no
    tool result in the run, the outcome is an empty reply (wrong)."""
    blocks = _blocks(document)

    @tool
    def search_licence(query: str) -> str:
        """Search the storage unit's licence terms for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9£]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in b.lower() for w in words), i) for i, b in enumerate(blocks)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n\n".join(blocks[i] for i in best) or "Nothing found."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_licence], system_prompt="You answer a storage customer's questions. "
                             "Search the licence terms before you answer, and answer only from them.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        return out["messages"][-1]

    return run


def _updated_thread(notice: str, question: str):
    """A checkpointed ``MessagesState`` graph: a greeting turn, then ``update_state`` adds the
    notice (as the resident's message) and an acknowledgement, then the question; the reply is the
    last message of ``get_state``."""
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
        config = {"configurable": {"thread_id": "b-garage-resident"}}
        app.invoke({"messages": [HumanMessage("你好")]}, config)
        app.update_state(config, {"messages": [HumanMessage(f"物业发了这个通知:\n\n{notice}"),
                                               AIMessage("好的,我看过这份通知了,有问题请问。")]})
        app.invoke({"messages": [HumanMessage(question)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


def _tidied(report_text: str, question: str):
    """A learner's ``RunnableLambda`` that tidies the report (runs of spaces closed up, blank lines
    dropped) into the prompt's ``report`` | prompt | llm | ``StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        def tidy(x: dict) -> dict:
            lines = [re.sub(r"[ \t]{2,}", "  ", ln).strip() for ln in x["report"].splitlines()]
            return {"report": "\n".join(ln for ln in lines if ln), "question": x["question"]}

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You explain a car owner's inspection report to them.\n\n{report}"),
            ("human", "{question}"),
        ])
        chain = RunnableLambda(tidy) | prompt | llm | StrOutputParser()
        return AIMessage(chain.invoke({"report": report_text, "question": question}))

    return run


class ShopAnswer(BaseModel):
    """The shop assistant's answer to the customer."""

    answer: str = Field(description="the answer to the customer's question, in one or two sentences")
    from_price_list: bool = Field(description="true if the answer comes from the price list")


def _schema_answer(page: str, question: str):
    """``with_structured_output(ShopAnswer, include_raw=True)``: the parsed ``answer`` is the reply
    (an empty reply when nothing was parsed); a limit in the raw message still counts."""
    def run(llm):
        out = llm.with_structured_output(ShopAnswer, include_raw=True).invoke([
            SystemMessage(f"You work at the jeweller's counter. The engraving price page:\n\n{page}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        msg = AIMessage(parsed.answer if parsed is not None else "")
        raw = out.get("raw")
        if raw is not None:
            msg.response_metadata = dict(getattr(raw, "response_metadata", {}) or {})
        return msg

    return run


class GuestReply(BaseModel):
    answer: str = Field(description="the reply to the guest")


def _booking_agent(booking: str, question: str):
    """``create_agent`` with a booking look-up tool and ``response_format=GuestReply``: the
    structured answer is the reply; the agent must call the tool (no tool result: empty reply)."""
    @tool
    def get_booking(ref: str) -> str:
        """Look up a glamping booking by its reference (like BT-1234); returns the booking record."""
        return booking if ref.strip().upper() == "BT-2291" else f"No booking {ref}."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [get_booking], response_format=GuestReply,
                             system_prompt="You are the glamping site's booking assistant. The guest's booking "
                                           "reference is BT-2291: look it up before answering.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        reply = out.get("structured_response")
        last = out["messages"][-1]
        msg = AIMessage(reply.answer if isinstance(reply, GuestReply) else _text(last))
        msg.response_metadata = dict(getattr(last, "response_metadata", {}) or {})
        return msg

    return run


def _placeheld(chat: str, history: list[tuple[str, str]], question: str):
    """``ChatPromptTemplate.from_messages`` with the chat in the system message and a
    ``MessagesPlaceholder("history")`` holding the learner's earlier turns."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help a member of the ukulele group keep up with the group chat.\n\n{chat}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        msgs = []
        for human, ai in history:
            msgs += [HumanMessage(human), AIMessage(ai)]
        return (prompt | llm).invoke({"chat": chat, "history": msgs, "question": question})

    return run


class YardState(TypedDict):
    question: str
    answer: str


_MONEY = re.compile(r"how much|cost|owe|£|price|pay|charge", re.I)


def _routed(invoice: str, question: str):
    """A ``StateGraph`` whose conditional edge from START sends money questions to ``sums`` (a
    prompt asking for the working) and any other to ``facts``; each asks the model once."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def sums(s: YardState):
            msg = llm.invoke([SystemMessage("You help a livery yard owner check the farrier's bills. Work the "
                                            f"figure out from the invoice and give it.\n\n{invoice}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        def facts(s: YardState):
            msg = llm.invoke([SystemMessage(f"Answer briefly from the farrier's invoice.\n\n{invoice}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(YardState)
        g.add_node("sums", sums)
        g.add_node("facts", facts)
        g.add_conditional_edges(START, lambda s: "sums" if _MONEY.search(s["question"]) else "facts",
                                {"sums": "sums", "facts": "facts"})
        g.add_edge("sums", END)
        g.add_edge("facts", END)
        return AIMessage(g.compile().invoke({"question": question, "answer": ""})["answer"])

    return run


def _stored(tickets: str, question: str):
    """An ``InMemoryStore`` holding the ticket sheet; the graph's node reads it with
    ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("clubs", "millbeck"), "day_tickets", {"text": tickets})

        def answer(s: YardState, *, store: BaseStore):
            sheet = store.get(("clubs", "millbeck"), "day_tickets").value["text"]
            msg = llm.invoke([SystemMessage(f"You sell day tickets for the angling club.\n\n{sheet}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(YardState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "answer": ""})["answer"])

    return run


# --- documents ------------------------------------------------------------------------------------

FALCONRY = """Subject: Re: Re: Hawk Walk booking - Saturday 14 August
From: Gemma Pryce <bookings@ravenscarfalconry.co.uk>
To: Owen Lloyd
Date: Tue, 3 Aug 2038 10:12

Hi Owen,

Yes, we can move you to the 2 pm walk instead of the 11 am one - I
have changed it on the system. The price stays the same. Please
arrive 20 minutes early so everyone can be fitted with a glove.

Gemma

> From: Owen Lloyd
> Date: Mon, 2 Aug 2038 21:40
>
> Hi Gemma, thanks. Could we do the afternoon walk instead? Also my
> nephew is 9 - is that old enough to fly a bird himself?
>
>> From: Gemma Pryce
>> Date: Mon, 2 Aug 2038 16:05
>>
>> Dear Owen, thank you for booking the Hawk Walk for 3 people
>> (2 adults, 1 child) on Saturday 14 August at 11 am. Prices:
>> adult GBP 65, child (8-15) GBP 40. You have paid a deposit of
>> GBP 50; the balance is due on the day. The walk lasts about
>> two and a half hours, including 45 minutes flying the owls in
>> the barn. Children must be 8 or over to fly a bird, and must be
>> with an adult. Please wear sturdy boots. No dogs are allowed on
>> site. Cancellations within 7 days of the walk lose the deposit."""

SHEEPDOG = """Upper Wharfedale Sheepdog Trial - Open, 4 September 2038 - RESULTS
run,handler,dog,outrun,lift,fetch,drive,pen,shed,total,time (min:sec)
1,Alun Pritchard,Meg,18,9,17,26,9,8,87,11:42
2,Sarah Hebden,Jess*,17,8,16,24,8,9,82,12:30
3,Tom Garside,Roy,19,10,18,28,10,9,94,10:55
4,Kathryn Moss,Nell,16,7,15,22,0,0,60,RET
5,Iain MacRae,Cap,19,9,19,27,9,8,91,12:05
6,Alun Pritchard,Fly,17,9,19,24,9,9,87,11:10
Points possible: outrun 20, lift 10, fetch 20, drive 30, pen 10, shed 10 (100 in all). Time allowed: 13 minutes.
RET = retired (the handler stopped the run); pen and shed score 0.
Ties on total are split by the gather points (outrun + lift + fetch); the higher gather wins.
* Jess ran for Sarah Hebden in place of her entered dog, Moss, who was lame.
Correction (5 Sept): Iain MacRae's drive was 25, not 27; his total is 89."""

STORAGE = """KEEPSAFE SELF STORAGE - UNIT 14B - LICENCE TERMS
Customer: Ms Harriet Quayle. Start date: 1 March 2038.
1. Unit and term
   a. Unit 14B is 50 square feet (5 ft x 10 ft), ground floor, with drive-up access.
   b. The minimum term is four weeks; after that the licence runs week to week.
   c. Either side may end the licence by giving fourteen days' written notice.
2. Charges
   a. The weekly fee is twenty-two pounds fifty pence, billed every four weeks in advance.
   b. A security deposit of one hundred pounds is held and returned within ten working days of move-out.
   c. Goods cover is compulsory at three pounds a week for each thousand pounds of declared value.
   d. The customer's declared value is four thousand pounds.
3. Access
   a. The gate is open 6 am to 10 pm every day of the week.
   b. The office is open 9 am to 5 pm, Monday to Saturday.
   c. Each customer has a personal gate PIN, which must not be shared.
4. Prohibited items
   a. No food, plants or animals, alive or dead.
   b. No fuel, gas bottles, paint thinners or anything else flammable.
   c. No one may live or work in the unit.
5. Late payment
   a. A charge of fifteen pounds is added when a bill is unpaid seven days after its due date.
   b. After twenty-eight days unpaid, the gate PIN is blocked until the account is paid.
Variation (15 March 2038): clause 1(c) is amended - the notice period is now seven days."""

ZH_CHARGING = """阳光花园小区 电动汽车充电桩收费公告

各位业主:
地下车库B区共设12个充电桩(B区1号至12号),即日起按以下标准收费:
1. 电费:峰时(8:00-22:00)每度1.2元,谷时(22:00-次日8:00)每度0.6元。
2. 服务费:每度0.4元,不分时段。
3. 占位费:充满电后30分钟内未挪车的,之后每小时收取5元。
4. 充电需通过"阳光充"小程序扫码,预充值最低50元,余额可申请退还。
5. 7号、8号桩为快充桩,其余为慢充桩。

物业服务中心
2038年6月1日

补充说明(6月10日):经业委会同意,服务费自7月1日起下调为每度0.3元。"""

ES_ITV = """ESTACIÓN ITV LOS ALCORES - INFORME DE INSPECCIÓN

Vehículo: Seat León 1.5 TSI      Matrícula: 4821 KLM      Fecha: 12/05/2038
Kilometraje: 98.450 km
Tasa de inspección: 42,80 €

Resultado: DESFAVORABLE

Defectos encontrados:
- Leve: escobilla del limpiaparabrisas delantero derecho desgastada.
- Grave: neumático trasero izquierdo con profundidad de dibujo inferior a 1,6 mm.
- Grave: la luz de freno central no funciona.
- Leve: matrícula trasera poco legible.

Con resultado desfavorable, el vehículo debe volver a inspección en un plazo de dos meses.
La segunda inspección es gratuita dentro de ese plazo; fuera de plazo se paga la tasa completa.
Los defectos leves no impiden aprobar, pero deben repararse.
Próxima inspección periódica (si se aprueba): dentro de un año."""

ENGRAVING = """<h2>Hallmark &amp; Co. Jewellers - Engraving prices</h2>
<table>
<tr><th>Item</th><th>Up to 10 letters</th><th>Each extra letter</th><th>Ready in</th></tr>
<tr><td>Ring (inside the band)</td><td>&pound;18.00</td><td>&pound;1.20</td><td>3 working days</td></tr>
<tr><td>Pendant or locket</td><td>&pound;15.00</td><td>&pound;1.00</td><td>2 working days</td></tr>
<tr><td>Watch case back</td><td>&pound;22.00</td><td>&pound;1.50</td><td>5 working days</td></tr>
<tr><td>Tankard or hip flask</td><td>&pound;25.00</td><td>&pound;1.00</td><td>4 working days</td></tr>
</table>
<p>Script or Old English lettering: add &pound;5 per item. Spaces are free; numbers and symbols count as letters.</p>
<p>Items not bought from us: add 20% to the price.</p>
<p><small>From 1 October 2038 the ring price (up to 10 letters) rises to &pound;20.00.</small></p>"""

GLAMPING = """booking:
  ref: BT-2291
  site: Hollow Oak Glamping, Pembrokeshire
  guest: Nadia Farouk
  arrive: 2038-07-16   # Friday, from 15:00
  depart: 2038-07-19   # Monday, by 10:30
  tent: bell tent "Sorrel" (sleeps 4)
  people: {adults: 2, children: 1}
rates:
  tent_per_night: 95
  extra_person_per_night: 10   # the 4th person; a mat is supplied
  hot_tub_per_night: 30
  dog_per_stay: 20
  firewood_crate: 8
extras_booked:
  hot_tub: true
  dogs: 0
  firewood_crates: 2
paid:
  deposit: 100
notes:
  - campfires in the fire pit only; the pit must be out by 23:00
  - no cars on the meadow after unloading; the car park is 200 m away
amended:
  - 2038-06-30: guest added one adult; people now {adults: 3, children: 1}"""

UKULELE = """[Tue 09:14] Bev (organiser): Gig at the Crown & Anchor on Saturday 4 Sept! 7:30 pm start, two 40-minute sets with a 20-minute break between. Arrive 6:45 to set up please.
[Tue 09:20] Marcus: I'm in. I can bring my amp.
[Tue 09:31] Priya: In! Bringing the baritone.
[Tue 10:02] Sol: Can't make it, sorry - away that weekend.
[Tue 11:47] Bev: Dress code is black tops, anything on the bottom. We're using the summer songbook (pages 1-24).
[Tue 12:15] Jonno: in, but I'll be a bit late - there by 7:15
[Wed 08:05] Bev: Change of plan - the landlord wants us to start at 8 pm, not 7:30. Same arrival time.
[Wed 08:40] Marcus: Bad news, my amp's packed up. Can someone else bring one?
[Wed 09:12] Priya: I'll bring mine
[Wed 18:30] Aisling: count me in too"""

FARRIER = """J. HARTE - FARRIER (AWCF)          Invoice 0417          Date: 22 April 2038
Client: Mrs E. Villiers, Brookside Livery Yard

Horse      Work                                        Price
Bramble    Full set, hot shod, road nails [1]          £95.00
Pickle     Front shoes only, trim hinds                £65.00
Dandy      Trim only (barefoot)                        £35.00
Bramble    Stud holes, both hind shoes [2]             £12.00
Call-out (yard visit, shared by all horses) [3]        £15.00
Total                                                  £222.00

[1] Bramble pulled a front shoe on 2 April; the replacement that day was free (within three weeks of shoeing).
[2] Studs themselves are not supplied.
[3] The call-out is waived when five or more horses are done on one visit.
Payment within 14 days of the invoice date, by bank transfer or cash. Next visit: six weeks from this one.

Note added 25 April: Dandy's trim was charged at last year's price; trims are now £30. Amount due: £217.00."""

ANGLING = """Millbeck Angling Association - day tickets 2038 (from the bailiff on the bank or Riverside Stores)
ticket	water	adult	junior (under 16)	senior (65+)	rods
Coarse day	Top Lake	£8	£4	£6	2
Coarse day	Long Pond	£10	£5	£7	2
Carp 24 hours	Long Pond	£18	not sold	£15	3
Trout day	River Mill	£22	£11	£18	1
Trout evening (after 5 pm)	River Mill	£12	£6	£10	1
Rules: barbless hooks only on Long Pond; keepnets banned on Top Lake; River Mill is fly only, two trout may be taken, the rest returned.
Closed season for coarse fish on River Mill: 15 March to 15 June.
Update 1 May: the Top Lake adult coarse day ticket is now £9."""

_FALC = _brief(FALCONRY, "Subject:", "sturdy boots")
_DOG = _brief(SHEEPDOG, "Kathryn Moss", "Points possible")
_STORE = _brief(STORAGE, "drive-up", "paint thinners")
_ZH = _brief(ZH_CHARGING, "小程序", "物业服务中心")
_ES = _brief(ES_ITV, "98.450", "escobilla")
_ENG = _brief(ENGRAVING, "Tankard", "Old English")
_GLAMP = _brief(GLAMPING, "Pembrokeshire", "firewood_crate")
_UKE = _brief(UKULELE, "baritone", "Aisling")
_SHOE = _brief(FARRIER, "AWCF", "Studs themselves")
_FISH = _brief(ANGLING, "keepnets", "Riverside Stores")

GROUNDED = [
    # a falconry booking email with quoted replies, answered by a Send fan-out
    Case("falc-balance", _fanned(FALCONRY, "How much will I have left to pay on the day?"),
         _both(_re(r"(gbp ?|£)120\b|\b120(\.00)? ?(gbp|pounds)"), _FALC, _none_of("170 on the day"))),
    Case("falc-time", _fanned(FALCONRY, "What time does our walk start now?"),
         _both(_new_not_old(r"\b2 ?pm\b|14:00|2:00 ?pm|two o'clock", r"\b11 ?am\b|11:00"), _FALC)),
    Case("falc-arrive", _fanned(FALCONRY, "What time should we get there?"),
         _both(_re(r"1:40|13:40|twenty to two"), _FALC, _none_of("10:40"))),
    Case("falc-nephew", _fanned(FALCONRY, "Can my 9-year-old nephew fly a bird himself?"),
         _both(_aye("old enough", "he can fly", "he can"), _FALC)),
    Case("falc-outside", _fanned(FALCONRY, "How long do we spend outside the barn, then?"),
         _both(_re(r"1 ?h(our)?s? (and )?45|1\.75 hours|an hour and (three quarters|45)|105 min|1:45"), _FALC)),
    Case("falc-dog", _fanned(FALCONRY, "Can I bring my spaniel along?"),
         _both(_nay("no dogs", "not allowed", "aren't allowed", "are not allowed"), _FALC)),
    Case("falc-parking-absent", _fanned(FALCONRY, "Where do we park?"),
         _both(_gone(), _FALC)),
    # a sheepdog trial's CSV results through RunnableParallel
    Case("dog-winner", _paralleled(SHEEPDOG, "Who won the trial?"),
         _both(_any("tom garside", "roy"), _DOG, _none_of("iain macrae won", "cap won"))),
    Case("dog-cap-total", _paralleled(SHEEPDOG, "What did Cap end up scoring?"),
         _both(_new_not_old(r"\b89\b", r"\b91\b"), _DOG)),
    Case("dog-third", _paralleled(SHEEPDOG, "Which dog came third?"),
         _both(_word("fly"), _DOG, _none_of("meg came third", "meg was third", "meg is third"))),
    Case("dog-roy-dropped", _paralleled(SHEEPDOG, "How many points did Roy drop?"),
         _both(_word("6", "six"), _DOG, _none_of("94 points dropped"))),
    Case("dog-spare", _paralleled(SHEEPDOG, "How much of the time allowed did Roy have left?"),
         _both(_re(r"2:05|2 min(ute)?s? (and )?5 s|two minutes (and )?five|125 s"), _DOG)),
    Case("dog-finished", _paralleled(SHEEPDOG, "How many runs were finished rather than retired?"),
         _both(_word("5", "five"), _DOG, _none_of(",Cap,", ",Meg,"))),
    Case("dog-judge-absent", _paralleled(SHEEPDOG, "Who judged the trial?"),
         _both(_gone(), _DOG)),
    # a self-storage licence (numbered with sub-items, amounts in words) behind create_agent with a search tool
    Case("store-notice", _searching_agent(STORAGE, "How much notice do I have to give to leave?"),
         _both(_new_not_old(r"\bseven days|\b7 days|one week|a week", r"fourteen|\b14 days"), _STORE)),
    Case("store-weekly", _searching_agent(STORAGE, "What do I pay a week including the goods cover?"),
         _both(_re(r"34\.50"), _STORE)),
    Case("store-bill", _searching_agent(STORAGE, "How much is each four-weekly bill, goods cover included?"),
         _both(_re(r"\b138(\.00)?\b"), _STORE)),
    Case("store-thinners", _searching_agent(STORAGE, "Can I keep a tin of paint thinners in the unit?"),
         _both(_nay("flammable", "prohibited", "not allowed", "isn't allowed", "not permitted"), _STORE)),
    Case("store-sunday", _searching_agent(STORAGE, "Can I get into my unit at 7 on a Sunday morning?"),
         _both(_aye("every day", "6 am to 10 pm", "6am"), _STORE)),
    Case("store-metres", _searching_agent(STORAGE, "How big is my unit in square metres?"),
         _both(_re(r"\b4\.6\d*\b|\b4\.7\b"), _STORE)),
    Case("store-cctv-absent", _searching_agent(STORAGE, "Is the site covered by CCTV?"),
         _both(_gone(), _STORE, _none_of("yes,"))),
    # a Chinese EV charging notice in a checkpointed thread (update_state / get_state)
    Case("zh-night-july", _updated_thread(ZH_CHARGING, "7月5日晚上十一点开始充了30度电,要付多少钱?"),
         _both(_re(r"(?<![\d.])27(\.0+)?\s*元|二十七元"), _ZH)),
    Case("zh-day-june", _updated_thread(ZH_CHARGING, "6月20日下午充了20度电,一共多少钱?"),
         _both(_re(r"(?<![\d.])32(\.0+)?\s*元|三十二元"), _ZH)),
    Case("zh-fee-now", _updated_thread(ZH_CHARGING, "7月以后服务费每度多少钱?"),
         _both(_new_not_old(r"0\.3\s*元|三毛", r"0\.4\s*元|四毛"), _ZH)),
    Case("zh-fast", _updated_thread(ZH_CHARGING, "哪几个是快充桩?"),
         _both(_re(r"7.{0,3}8"), _ZH)),
    Case("zh-slow-count", _updated_thread(ZH_CHARGING, "How many of the chargers are slow ones?"),
         _both(_word("10", "ten"), _ZH, _none_of("12 slow"))),
    Case("zh-repair-absent", _updated_thread(ZH_CHARGING, "充电桩坏了打什么电话报修?"),
         _both(_gone(), _ZH)),
    # a Spanish ITV report through a RunnableLambda tidy step
    Case("es-passed", _tidied(ES_ITV, "Did my car pass the inspection?"),
         _both(_nay("desfavorable", "failed", "did not pass", "didn't pass", "unfavourable"), _ES)),
    Case("es-graves", _tidied(ES_ITV, "¿Cuántos defectos graves tiene mi coche?"),
         _both(_word("2", "dos", "two"), _ES, _none_of("4 defectos", "cuatro defectos"))),
    Case("es-tyre", _tidied(ES_ITV, "What's wrong with the tyre, and which one is it?"),
         _both(_any("1,6", "1.6"), _any("trasero izquierdo", "rear left", "left rear", "back left"), _ES)),
    Case("es-deadline", _tidied(ES_ITV, "By what date do I have to take it back for the second inspection?"),
         _both(_re(r"12/0?7/2038|12 (de )?(july|julio)|july 12"), _ES)),
    Case("es-june-cost", _tidied(ES_ITV, "If I go back in June, how much will the second inspection cost?"),
         _both(_any("free", "nothing", "gratuita", "no charge", "£0", "0 €", "0,00"), _ES)),
    Case("es-september-cost", _tidied(ES_ITV, "And if I can't go back until September, what will it cost?"),
         _both(_re(r"42[,.]80"), _ES)),
    Case("es-price-absent", _tidied(ES_ITV, "How much will a new tyre cost me?"),
         _both(_gone(), _ES)),
    # a jeweller's HTML price table through with_structured_output(include_raw=True)
    Case("eng-ring", _schema_answer(ENGRAVING, "I'd like 'Forever Yours' engraved inside a ring I bought here, plain "
                                               "letters, this September. How much?"),
         _both(_re(r"20\.40"), _ENG)),
    Case("eng-watch", _schema_answer(ENGRAVING, "How much to put 14 letters on the back of a watch, in script?"),
         _both(_re(r"\b33(\.00)?\b"), _ENG)),
    Case("eng-slowest", _schema_answer(ENGRAVING, "Which kind of item takes the longest to engrave?"),
         _both(_any("watch"), _ENG)),
    Case("eng-october", _schema_answer(ENGRAVING, "What will a ring cost from October, up to ten letters?"),
         _both(_new_not_old(r"\b20(\.00)?\b", r"\b18(\.00)?\b"), _ENG)),
    Case("eng-elsewhere", _schema_answer(ENGRAVING, "I bought a locket somewhere else. What would 10 letters on it "
                                                    "cost?"),
         _both(_re(r"\b18(\.00)?\b"), _ENG, _none_of("£15.00.", "£15."))),
    Case("eng-glass-absent", _schema_answer(ENGRAVING, "Can you engrave a glass vase?"),
         _both(_gone("not on the", "isn't on the", "only lists", "only covers"), _ENG)),
    # a glamping booking in YAML behind create_agent with a look-up tool and response_format
    Case("glamp-nights", _booking_agent(GLAMPING, "How many nights are we staying?"),
         _both(_word("3", "three"), _GLAMP)),
    Case("glamp-people", _booking_agent(GLAMPING, "How many of us are on the booking now?"),
         _both(_new_not_old(r"\b4\b|\bfour\b", r"\b3 (people|of you|guests)|\bthree (people|of you|guests)"),
               _GLAMP)),
    Case("glamp-total", _booking_agent(GLAMPING, "What's the whole bill for the stay?"),
         _both(_re(r"\b421\b"), _GLAMP)),
    Case("glamp-balance", _booking_agent(GLAMPING, "How much is left to pay after the deposit?"),
         _both(_re(r"\b321\b"), _GLAMP)),
    Case("glamp-fire", _booking_agent(GLAMPING, "Can we keep the fire going until midnight?"),
         _both(_nay("23:00", "11 pm", "11pm", "out by"), _GLAMP)),
    Case("glamp-wifi-absent", _booking_agent(GLAMPING, "Is there wifi at the tent?"),
         _both(_gone(), _GLAMP, _none_of("yes,"))),
    # a ukulele group's chat through a prompt with a MessagesPlaceholder
    Case("uke-start", _placeheld(UKULELE, [], "What time do we start playing?"),
         _both(_new_not_old(r"\b8 ?pm\b|\b8:00|20:00|eight", r"7:30|half past seven"), _UKE)),
    Case("uke-finish", _placeheld(UKULELE, [], "What time will we finish, if the sets run to time?"),
         _both(_re(r"9:40|21:40|twenty to ten"), _UKE)),
    Case("uke-amp", _placeheld(UKULELE, [], "Who's bringing the amp?"),
         _both(_word("priya"), _UKE, _none_of("marcus is bringing", "marcus will bring"))),
    Case("uke-count", _placeheld(UKULELE, [], "Apart from Bev, how many people have said they're coming?"),
         _both(_word("4", "four"), _UKE)),
    Case("uke-sol", _placeheld(UKULELE, [], "Is Sol playing?"),
         _both(_nay("can't make it", "cannot make it", "isn't", "not playing", "away"), _UKE)),
    Case("uke-pages", _placeheld(UKULELE, [("Which songbook are we using?", "The summer songbook, pages 1-24.")],
                                 "How many pages is that?"),
         _both(_word("24", "twenty-four"), _UKE)),
    Case("uke-parking-absent", _placeheld(UKULELE, [], "Is there parking at the pub?"),
         _both(_gone(), _UKE)),
    # a farrier's invoice with [n] footnotes in a StateGraph with a conditional edge
    Case("shoe-due", _routed(FARRIER, "How much do I owe the farrier now?"),
         _both(_new_not_old(r"\b217(\.00)?\b", r"\b222(\.00)?\b"), _SHOE)),
    Case("shoe-bramble", _routed(FARRIER, "What did Bramble cost me altogether?"),
         _both(_re(r"\b107(\.00)?\b"), _SHOE)),
    Case("shoe-pay-by", _routed(FARRIER, "By what date do I need to pay him?"),
         _both(_re(r"6(th)? may|may 6|06/05/2038|2038-05-06"), _SHOE)),
    Case("shoe-next", _routed(FARRIER, "When's his next visit?"),
         _both(_re(r"3(rd)? june|june 3|03/06/2038|2038-06-03"), _SHOE)),
    Case("shoe-lost", _routed(FARRIER, "Do I have to pay for the shoe Bramble lost on 2 April?"),
         _both(_nay("free", "no charge"), _SHOE)),
    Case("shoe-phone-absent", _routed(FARRIER, "What's the farrier's phone number?"),
         _both(_gone(), _SHOE)),
    # an angling club's TSV day tickets read from an InMemoryStore
    Case("fish-family", _stored(ANGLING, "Me and my 12-year-old son want a coarse day on Long Pond. How much "
                                         "for both of us?"),
         _both(_re(r"(?<![\d.])15(\.00)?\b"), _FISH, _none_of("15 march"))),
    Case("fish-top-lake", _stored(ANGLING, "What's an adult coarse day on Top Lake now?"),
         _both(_new_not_old(r"£ ?9\b|\b9 pounds", r"£ ?8\b"), _FISH)),
    Case("fish-junior-carp", _stored(ANGLING, "Can my 14-year-old get a carp 24-hour ticket?"),
         _both(_nay("not sold", "isn't sold", "not available", "can't"), _FISH)),
    Case("fish-senior-cheapest", _stored(ANGLING, "I'm 70. What's the cheapest way for me to fish for trout?"),
         _both(_any("evening"), _re(r"£ ?10\b"), _FISH)),
    Case("fish-carp-limit-absent", _stored(ANGLING, "Is there a limit on how many carp I can catch?"),
         _both(_gone(), _FISH)),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def pay_parking(zone: str, minutes: int) -> str:
    """Pay for on-street parking in a zone for a number of minutes."""
    return "paid"


@tool
def set_oven(celsius: int, fan: bool) -> str:
    """Preheat the oven to a temperature in Celsius; fan turns the fan-assisted mode on."""
    return "preheating"


@tool
def send_money(amount: float, currency: Literal["GBP", "EUR", "USD"], to_account: str) -> str:
    """Send money from the user's account to another account."""
    return "sent"


@tool
def add_reminder(day: date, text: str) -> str:
    """Add a reminder for a day."""
    return "added"


@tool
def book_kennel(dog_name: str, nights: int) -> str:
    """Book a dog into the boarding kennel for a number of nights."""
    return "booked"


@tool
def log_weight(kg: float) -> str:
    """Record the user's body weight in kilograms."""
    return "logged"


@tool
def reply_invite(guests: int, vegetarian: bool) -> str:
    """Answer a dinner invitation: how many are coming and whether they need the vegetarian menu."""
    return "replied"


@tool
def reserve_court(day: date, start: str, hours: int) -> str:
    """Reserve a badminton court. start is 24-hour HH:MM."""
    return "reserved"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _is(flag: bool):
    return lambda v: v is flag or str(v).lower() == str(flag).lower()


TOOLS = [
    Case("tool-parking", _calls([pay_parking], "pay for two hours and a quarter in zone K3"),
         _call("pay_parking", zone=lambda v: str(v).strip().upper() == "K3", minutes=_num_near(135))),
    Case("tool-oven", _calls([set_oven], "heat the oven to gas mark 4, no fan"),
         _call("set_oven", celsius=_num_near(180, 0.5), fan=_is(False))),
    Case("tool-money", _calls([send_money], "send three hundred and twelve euros fifty to account IE-7721"),
         _call("send_money", amount=_num_near(312.5), currency=lambda v: str(v).upper() == "EUR",
               to_account=lambda v: str(v).strip().upper() == "IE-7721")),
    Case("tool-reminder", _calls([add_reminder], "Today is Monday 4 October 2038. Remind me ten days from today to "
                                                 "renew the car tax."),
         _call("add_reminder", day=lambda v: str(v) == "2038-10-14", text=lambda v: "tax" in str(v).lower())),
    Case("tool-kennel", _calls([book_kennel], "Book Biscuit into the kennels from the 3rd to the 10th."),
         _call("book_kennel", dog_name=lambda v: "biscuit" in str(v).lower(), nights=_num_near(7))),
    Case("tool-weight", _calls([log_weight], "I weighed 11 stone 4 this morning, log it"),
         _call("log_weight", kg=_num_near(71.67, 0.2))),
    Case("tool-invite", _calls([reply_invite], "Tell them it's just me and my wife, and neither of us eats meat."),
         _call("reply_invite", guests=_num_near(2), vegetarian=_is(True))),
    Case("tool-no-fit", _calls([pay_parking, set_oven, log_weight], "what's the capital of Peru?"), _no_call),
    Case("tool-money-missing", _calls([send_money], "send some money to my sister"), _no_call),
    Case("tool-zh-court", _calls([reserve_court], "今天是2038年10月4日,星期一。帮我订后天下午三点的羽毛球场,打两个小时。"),
         _call("reserve_court", day=lambda v: str(v) == "2038-10-06", start=_hhmm("15:00"), hours=_num_near(2))),
]


# --- structured output ----------------------------------------------------------------------------

class Height(BaseModel):
    height_cm: float = Field(description="the person's height in centimetres")


class MugOrder(BaseModel):
    quantity: int
    gift_wrap: bool = Field(description="whether the items are gift wrapped")


class HotelStay(TypedDict):
    nights: Annotated[int, ..., "number of nights"]
    rooms: Annotated[int, ..., "number of rooms"]


class Fault(BaseModel):
    severity: Literal["low", "medium", "high"] = Field(description="how urgent the repair is")


class Charge(BaseModel):
    amount: float
    currency: Literal["GBP", "EUR", "USD"]


class Dinner(BaseModel):
    day: date = Field(description="用餐日期")
    people: int = Field(description="用餐人数")


STRUCTURED = [
    Case("schema-height", _structured(Height, "She's five foot three."),
         _parsed(lambda h: abs(h.height_cm - 160.0) <= 0.5)),
    Case("schema-mugs", _structured(MugOrder, "A dozen of the blue mugs please - and don't bother wrapping them."),
         _parsed(lambda o: o.quantity == 12 and o.gift_wrap is False)),
    Case("schema-stay", _structured(HotelStay, "Two rooms please, checking in on the 14th and out on the 19th."),
         _parsed(lambda s: (s.get("nights"), s.get("rooms")) == (5, 2) if isinstance(s, dict) else False)),
    Case("schema-fault", _structured(Fault, "The boiler's completely dead, no heat or hot water, and we've got a "
                                            "newborn in the house."),
         _parsed(lambda f: f.severity == "high")),
    Case("schema-charge", _structured(Charge, "They charged me a hundred and six dollars and forty cents."),
         _parsed(lambda c: abs(c.amount - 106.4) < 1e-6 and c.currency == "USD")),
    Case("schema-zh-dinner", _structured(Dinner, "今天是2038年10月4日,星期一。这周五晚上我们一家四口过来吃饭。",
                                         "提取订餐信息。"),
         _parsed(lambda d: d.day == date(2038, 10, 8) and d.people == 4)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Verdict(BaseModel):
    """A check of an answer against its source."""

    hallucinated: bool = Field(description="true if the answer says anything the source does not")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-relevant", _ask("Does the passage answer the question? Answer RELEVANT or IRRELEVANT.\n"
                                "Question: What time does the pharmacy shut on Sundays?\n"
                                "Passage: The pharmacy's Sunday opening hours are 10 am to 4 pm."), _only("RELEVANT")),
    Case("grade-not-hallucinated", _grader(Verdict, "Compare the answer with the source.",
                                           "SOURCE: Entry to the museum is free for children under 12.\n"
                                           "ANSWER: Children under 12 get into the museum for free."),
         _parsed(lambda v: v.hallucinated is False)),
    Case("label-delivery", _ask("Label the ticket BILLING, TECHNICAL or DELIVERY. Label only.\nTicket: The tracking "
                                "says my parcel was delivered but it's not on the doorstep or with a neighbour."),
         _only("DELIVERY")),
    Case("label-swedish", _ask("Which language is this: NL, SV or DA? Code only.\nTack så mycket för hjälpen!"),
         _only("SV")),
    Case("grade-zh-negative", _ask("这条评论是正面还是负面?只回答“正面”或“负面”。\n评论:等了一个小时才上菜,服务员还很不耐烦。"),
         _only("负面")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My neighbour Gareth fixed my fence, and his wife Linda brought round a cake.",
                              "That's kind of them.", "what did he do for me again?"),
         _both(_any("fence"), _none_of("cake", "don't know"))),
    Case("thread-dentist", _thread("My dentist appointment is on the 12th.", "Got it.",
                                   "Sorry, they've moved it to the 19th.", "OK.", "when's my dentist appointment?"),
         _new_not_old(r"19(th)?", r"12(th)?")),
    Case("thread-chapters", _thread("I read four chapters today.", "Nice going!", "And three more last night.",
                                    "You're flying through it.", "how many chapters is that altogether?"),
         _both(_word("7", "seven"), _none_of("don't know"))),
    Case("thread-zh-rent", _thread("我每个月房租三千五。", "好的。", "那一年房租一共多少?"),
         _both(_re(r"42,?000|四万二|4\.2万"), _none_of("不知道"))),
    Case("chat-morning", _ask("good morning! how are you today?"),
         _both(_word("morning", "hello", "hi", "good", "well", "fine", "great", "thanks"),
               _none_of("don't know", "do not know", "no information"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
