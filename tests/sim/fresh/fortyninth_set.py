"""A forty-ninth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held49``, from main at 0c0993c2) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a form and a program shape of its own:
a karate club's grading and fees page as an HTML table (``<del>`` struck prices, a family rule,
a ``class="note"`` moving a session) through ``prompt | llm | StrOutputParser``; a river paddle
hire's fixed-width price list with footnote letters (a bank-holiday exception, a weekend
supplement, under-8s free) through ``with_structured_output(PaddleReply, include_raw=True)``; a
Chinese 业主微信群 export (a 撤回 message, a 更正, a fee per square metre per month paid by the
quarter) in a checkpointed ``StateGraph`` over ``MessagesState`` with a 群公告 and an earlier turn
put on the thread with ``update_state``; a violin teacher's term invoice (a credited lesson, a
sibling discount on one pupil's lessons) behind ``create_agent`` with the learner's paragraph
search tool and ``response_format``; a German Kita Elternbrief (Essensgeld raised from July, a
trip moved by a Nachtrag, a pick-up age) through ``ChatPromptTemplate`` with an optional
``MessagesPlaceholder``; an angling association's day-ticket page as nested Markdown bullets with
a quoted UPDATE raising one price through a ``Send`` fan-out (the asked question to the model and
the page to a counting node that calls no model); a village hall's hire agreement with
hard-wrapped numbered conditions through ``RunnableParallel``; a hair salon's three-column price
card in a ``StateGraph`` with a three-way router edge; a ramblers' coach-trip sign-up sheet (a
withdrawn name between dashes, paid / unpaid, members / guests) read from an ``InMemoryStore`` by
a graph node.

Every case's program run makes only the model calls that produce the asked reply (no warm-up
branch, no second question), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply.

Questions in everyday words: a value, a worked figure (two sisters' monthly fee with a family
half rate, a beginner's first month, pay-as-you-go against a monthly fee, two kayaks for two days,
a weekend supplement, a minibus for four, wetsuits by person and day, a fee per square metre per
month for a quarter, a parking fee for a year, a lift's return date after three days, an
invoice's total with a credited lesson and a 5% discount on one pupil, lunch days at a raised
price, a trip for twins, three day tickets at an updated price, a week ticket against five days,
a children's party with the kitchen, a Saturday evening at one and a half times, a booking with
its deposit, half a charge lost, a colour with toner, 15% off for over-60s on a Tuesday, seat
money still owed, two guests' seats), a value changed by a later line (a struck price, a moved
session, a 更正, a 群公告, a Nachtrag, an UPDATE), conditions (ages, a gauge reading, a closed
season, a minimum booking, a skin test 48 hours before a Saturday), yes/no, counts, "who",
answers absent, and follow-ups in threads.

A learner's tools: a vet's booking "a week on Monday at quarter to five" with today stated,
"one hundred and twelve pounds fifty", "12 US gallons" into litres, a zoo party of "me, my
husband, our three kids and Grandma", "two and a half hours", "gas mark 6", an order number with
spaces, no tool fits, a value missing, a Chinese car booking (后天, 六点半, 五个人) with today stated.
Structured output of my own schemas ("five foot ten", "two and a half dozen", parking and "a
non-smoking property" in a ``TypedDict``, a sentiment enum, "26.2-mile", 一百二十斤 and 一米七五).
Graders and labels in my own wordings (YES / NO, a structured ``backed`` bool, a French
RÉCLAMATION / QUESTION / REMERCIEMENT prompt, BILLING / TECHNICAL / SALES, DE / NL / SV).
Conversations ("he" after a sister and her husband, a corrected room number, two amounts over two
turns, a son's age in Chinese, a workplace stated earlier, "are you a real person?").

Oracles as in the forty-eighth set, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each document that
no right answer needs; ``_not_all`` for the searched invoice, whose search hands back neighbouring
paragraphs); ``_absent`` (the material does not hold it: "I don't know" is right), ``_no_call``
(no tool fits, a required value is missing). Every text oracle judges the reply with the
simulator's limit sentences cut out (``_judged``): a reply that is only a limit sentence is never
"right anyway". Classes: ``right``, ``limit`` (a limit was stated while the asked reply was made:
a ``SimulatorLimitWarning`` caught during the case's run, which makes no other model call, or the
reply's own ``simulator_limit``), ``wrong`` (silently wrong); a ``limit`` on a reply that was
right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "... before first run") the oracles were tried on
one to three right replies written by hand for every one of the 100 cases (all passed, also with
a limit sentence put before them), on each grounded case's whole document echoed back, bare and
after "Here is what I found:" (none passed), on a bare limit sentence (none passed but the two
no-call tool cases, where no call is right whatever is said), and on the simulator's usual
right-reply shapes (a row citation with its ``<del>`` price, "No matching part of ...", a reply
naming its source line, "75,60 €", "18.70 pounds", "No: ... (condition 3 ...)"): two widenings
were made then, before any run (``_CHANGE`` takes ``del>``; ``_NOT_GIVEN`` takes "no matching
part", "nothing matches", "nothing in the"). The simulator was not run on the set before that
commit.

FIRST SIGHT on main at 0c0993c2 (the branch point of ``held49``; the set and its oracles committed
first in f38d5aba, then one run with ``-v``), 100 cases: right 32, stated limit 46, silently wrong
22, false alarms 0, with the oracles as committed. The harness did not crash. TWO ORACLE PARTS (two
dump-marker pairs) WERE THEN MENDED, each because it rejected a reply that was truly right (no
simulator code touched, the replies the same): ``_SALON_DUMP`` held the salon's address, which
stands on the same line as its Thursday hours, so salon-thursday ("late night Thursday until 8 pm.
3 Bridge Street, Ludlow.") was rejected; it is now the ladies' row and the card's heading.
``_RAMBLE_DUMP`` held "Kendal bus station", which stands on the pick-up line, so ramble-staveley
("Coach leaves Kendal bus station 7.45 am, picks up at Staveley 8.00 am and Windermere 8.15 am.")
was rejected; it is now the sheet's "pin-board copy" line and the pub's refurbishment. With the
mended oracles, on the same replies: right 34, stated limit 46, silently wrong 20, false alarms 0.
Pinned at these counts in ``test_pins.py``.

Read with care: one oracle let a flawed reply through as right, left as it is and named here:
thread-he ("Your husband is 39." for "how old is he?" after "My sister Carys is 34 and her husband
Idris is 39": the age is right, the man is called the user's husband). Read strictly: 33 right, 46
limits (each the asked reply's own: every case's run makes only the model calls of the asked
reply), 21 silently wrong.

The silently wrong (20): dojo-dan-junior ("Yes: the documents say '| Item | Juniors (under 16) |
Adults |', and it includes 14." over the Dan row's "-" for juniors: wanted no), zh-parking-year
("车位管理费每月150元。": wanted 1800 a year), zh-charger-absent (two group lines quoted, one naming
充电桩, no not-found: wanted "not in the chat"), inv-adam (the invoice's "Sibling discount: 5% off
Adam's lessons." line as the agent's answer: wanted 209), inv-zofia (the lessons and credits
paragraphs quoted: wanted 280), inv-short-notice (the due date and Adam's lessons line: wanted "yes,
charged in full"), inv-exam-absent (the heading and the exam entry fee line: wanted "not on the
invoice"), fish-week ("UPDATE 1 May: the adult day ticket is now £14.": wanted yes, 70 against 50),
hall-party, hall-deposit, hall-cancel (the deposit line, and the cancellation line, with "(3 hours
is at most 14 days)" / "(10 days is less than 28 days)": wanted 55, 102, 45), salon-tuesday and
salon-skin-test ("Open Tuesday to Saturday.": wanted 18.70, and "by Thursday"), salon-anya-kids,
salon-cheapest, salon-missed ("I don't know." over a card that answers: wanted no, the junior
stylist, yes £10), ramble-walk-b (walk A's legend line: wanted 2), tool-fuel
(``log_fuel(litres=12.0)`` for "12 US gallons": wanted 45.42), schema-flat
(``smoking_allowed=True`` for "a non-smoking property"), schema-zh-body (``height_cm=120`` for
一米七五, the weight's 一百二十 taken: wanted 175). No false alarms. No limit sentence met an oracle
through its own words (``_judged``). Classes, code paths and proposed mechanisms:
``FORTYNINTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortyninth_set`` prints the counts (``-v``: each case).
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

# --- oracle helpers of this set (as the forty-eighth's) ------------------------------------------

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


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|put up|went up|goes up|gone up|before|later|"
                     r"extend|\bfrom\b|\bto\b|cancel|swap|declin|withdraw|dropp|took over|takes over|now\b|"
                     r"crossed|struck|re-?priced|del>|"
                     r"aggiorn|prima|ora\b|invece|bisher|früher|verschoben|nachtrag|statt|jetzt|"
                     r"改|原|更正|补充|取消|调整|调价|变更|以前|之前|由|增加|现在|撤回|不是", re.I)


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
              "doesn't list", "does not list", "no matching part", "nothing matches", "nothing in the")


_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "不清楚", "无法确定", "没有给出", "未给出", "没有列出", "未列出", "没有列", "没有找到")

_DE_NOT_GIVEN = ("nicht angegeben", "steht nicht", "keine angabe", "keine information", "weiß ich nicht",
                 "nicht erwähnt", "nicht genannt", "geht nicht hervor", "nicht im", "nichts über", "nicht bekannt")


# --- program shapes -------------------------------------------------------------------------------


def _dojo_chain(page: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the club's HTML page in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer parents and members of a karate club from its web page (HTML). A price in <del> "
                       "is an old price.\n\n{page}"),
            ("human", "{question}"),
        ])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"page": page, "question": question}))

    return run


class PaddleReply(BaseModel):
    """The hire desk's reply to a customer."""

    answer: str = Field(description="the reply to the customer, in one or two sentences")
    price_gbp: float | None = Field(default=None, description="the total price in pounds, when a price is asked")


def _paddle_schema(sheet: str, question: str):
    """``with_structured_output(PaddleReply, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(PaddleReply, include_raw=True).invoke([
            SystemMessage(f"You work the hire desk. Our price list, with its footnotes:\n\n{sheet}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


def _estate_thread(chat: str, notice: str, question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the group export, then the group
    notice, then any earlier turns put on the thread with ``update_state``; the question invoked
    and the last message of the result returned."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def desk(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("desk", desk)
        g.add_edge(START, "desk")
        g.add_edge("desk", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "yangguang-3-1203"}}
        app.update_state(config, {"messages": [SystemMessage(f"你是小区物业的助手,根据业主群的聊天记录回答业主的问题。\n\n{chat}")]},
                         as_node="desk")
        app.update_state(config, {"messages": [SystemMessage(notice)]}, as_node="desk")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="desk")
        out = app.invoke({"messages": [HumanMessage(question)]}, config)
        return out["messages"][-1]

    return run


class InvoiceAnswer(BaseModel):
    """The reply to the parent."""

    answer: str = Field(description="the answer to the parent's question about the invoice")


def _invoice_agent(invoice: str, question: str):
    """``create_agent`` with the learner's search tool over the invoice's paragraphs (the two
    sharing most words with the query) and ``response_format=InvoiceAnswer``. The agent must
    search: with no tool result in the run the outcome is an empty reply (wrong)."""
    parts = [p.strip() for p in invoice.split("\n\n") if p.strip()]

    @tool
    def search_invoice(query: str) -> str:
        """Search the violin teacher's invoice (lessons, credits, other charges, terms) for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in p.lower() for w in words), i) for i, p in enumerate(parts)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n\n".join(parts[i] for i in best) or "Nothing in the invoice matches."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_invoice], system_prompt="You help parents with the teacher's invoice. "
                             "Search the invoice before you answer and answer only from it.",
                             response_format=InvoiceAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_invoice" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, InvoiceAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


def _kita_history(letter: str, history: tuple[str, ...], question: str):
    """``ChatPromptTemplate.from_messages``: the letter in the system prompt, an optional
    ``MessagesPlaceholder("verlauf")`` of earlier turns, then the parent's question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Du beantwortest Fragen der Eltern zum Elternbrief, in der Sprache der Frage.\n\n{brief}"),
            MessagesPlaceholder("verlauf", optional=True),
            ("human", "{frage}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        inputs = {"brief": letter, "frage": question} | ({"verlauf": msgs} if msgs else {})
        return (prompt | llm).invoke(inputs)

    return run


class AnglerState(TypedDict):
    page: str
    question: str
    results: Annotated[list, operator.add]


class AnglerJob(TypedDict):
    page: str
    question: str


def _angler_fanout(page: str, question: str):
    """A ``Send`` fan-out from ``START``: the question to ``answer`` (the one model call) and the
    page to ``count_rules`` (a learner's counter, no model); an ``operator.add`` reducer gathers
    (kind, value); the answer's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: AnglerState):
            return [Send("answer", {"page": s["page"], "question": s["question"]}),
                    Send("count_rules", {"page": s["page"], "question": s["question"]})]

        def answer(s: AnglerJob):
            msg = llm.invoke([SystemMessage(f"You sell day tickets for the angling association. Its page:\n\n"
                                            f"{s['page']}"), HumanMessage(s["question"])])
            return {"results": [("answer", _text(msg))]}

        def count_rules(s: AnglerJob):
            return {"results": [("rules", sum(1 for ln in s["page"].splitlines() if ln.startswith("- ")))]}

        g = StateGraph(AnglerState)
        g.add_node("answer", answer)
        g.add_node("count_rules", count_rules)
        g.add_conditional_edges(START, fan, ["answer", "count_rules"])
        g.add_edge("answer", END)
        g.add_edge("count_rules", END)
        out = g.compile().invoke({"page": page, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("answer", ""))

    return run


def _hall_parallel(agreement: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the number of
    numbered conditions (a learner's ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the village hall's bookings secretary. The hire agreement:\n\n{agreement}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                conditions=RunnableLambda(lambda x: len(re.findall(r"^\d+\.", x["agreement"], re.M))))
        return AIMessage(both.invoke({"agreement": agreement, "question": question})["answer"])

    return run


class SalonState(TypedDict):
    question: str
    reply: str


def _salon_routed(card: str, question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends a "who" question to ``people``
    (a name or a role only), a "how much" question to ``prices`` (work the price out) and any
    other to ``desk``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: SalonState):
                msg = llm.invoke([SystemMessage(f"{instruction} The salon's price card:\n\n{card}"),
                                  HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: SalonState) -> str:
            q = s["question"].strip().lower()
            if q.startswith("who"):
                return "people"
            return "prices" if q.startswith("how much") else "desk"

        g = StateGraph(SalonState)
        g.add_node("people", node("Answer with the stylist or the level only."))
        g.add_node("prices", node("Work out the price and give it."))
        g.add_node("desk", node("Answer the client briefly and politely."))
        g.add_conditional_edges(START, route, {"people": "people", "prices": "prices", "desk": "desk"})
        for name in ("people", "prices", "desk"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class RambleState(TypedDict):
    question: str
    reply: str


def _ramble_store(sheet: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the sign-up sheet saved under
    ("ramblers", "fellside") / "borrowdale-2032"; the ``organiser`` node reads it with
    ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("ramblers", "fellside"), "borrowdale-2032", {"sheet": sheet})

        def organiser(s: RambleState, *, store: BaseStore):
            item = store.get(("ramblers", "fellside"), "borrowdale-2032")
            msg = llm.invoke([SystemMessage(f"You help the ramblers' trip organiser. The sign-up sheet:\n\n"
                                            f"{item.value['sheet']}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(RambleState)
        g.add_node("organiser", organiser)
        g.add_edge(START, "organiser")
        g.add_edge("organiser", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


# --- documents ------------------------------------------------------------------------------------

DOJO = """<h2>Ashford Shotokan Karate Club - grading and fees 2032</h2>
<table>
  <tr><th>Item</th><th>Juniors (under 16)</th><th>Adults</th></tr>
  <tr><td>Monthly training fee</td><td>£22</td><td>£30</td></tr>
  <tr><td>Pay-as-you-go session</td><td>£6</td><td>£8</td></tr>
  <tr><td>Kyu grading fee</td><td><del>£25</del> £28</td><td><del>£30</del> £34</td></tr>
  <tr><td>Dan grading fee</td><td>-</td><td>£95</td></tr>
  <tr><td>Licence and insurance (yearly)</td><td>£18</td><td>£24</td></tr>
  <tr><td>Gi (uniform)</td><td>£21</td><td>£27</td></tr>
</table>
<p>Family discount: the second and any further members of one family pay half the monthly training fee.</p>
<p>Gradings are held every 3 months. A student must have trained at least 20 sessions since their last grading.</p>
<p>Training: Mondays and Thursdays 6.30-8 pm, St Mary's School hall, Kennington Road.</p>
<p>Chief instructor: Mark Davies, 5th Dan. Telephone 01233 555 019.</p>
<p class="note">From 1 March the Monday session moves to 7-8.30 pm.</p>"""

PADDLE = """WYE VALLEY PADDLE HIRE - Symonds Yat East - price list 2032

Craft                         Half day (4 h)   Full day   Two days
Open canoe, 2 seats (e)       £45              £60        £105
Open canoe, 3 seats (a)(e)    £52              £70        £120
Single kayak                  £30              £40        £70
Stand-up paddleboard          £25              £35        -
Return minibus (b)            £12 per person

(a) The third seat is for a child under 12 or a dog.
(b) Minibus from Glasbury back to the centre at 9.30 am; not on bank holidays.
(c) Wetsuit hire £8 a day; dry bags free.
(d) Children under 8 go free in a canoe with two paying adults.
(e) Saturdays, Sundays and bank holidays: full-day canoe prices £10 more.

All paddlers must be able to swim 50 m. Last craft out at 2 pm.
The river is closed when the gauge at Redbrook reads over 1.2 m.
Booking line 01600 890 214, 8.30 am to 6 pm."""

ZH_GROUP = """【阳光花园3栋业主群】聊天记录(2032年5月10日 周一)

物业-小周 09:12
各位业主好!因二次供水水箱清洗,本周四(5月13日)8:00-17:00全栋停水,请提前储水。

302-王阿姨 09:20
那周四电梯正常吗?

物业-小周 09:25
电梯正常。另外1号电梯下周一(5月17日)开始年检,停用三天。

物业-小周 09:31
"物业-小周"撤回了一条消息

物业-小周 09:32
更正:周四停水时间改为8:00-15:00,不是17:00。

1501-李先生 10:05
物业费今年涨了吗?

物业-小周 10:10
物业费不变,还是每平方米每月2.2元,按季度交。车位管理费每月150元。

804-陈女士 10:30
我家是98平方米,一个季度要交多少?

1203-赵 11:02
今晚七点业主大会在会所开会,讨论加装充电桩的事。"""

ZH_NOTICE = "群公告(5月10日 14:00):今晚的业主大会改到本周六(5月15日)上午十点,地点不变,还是在会所。"

INVOICE = """INVOICE - Spring Term 2032
Helen Marsh, violin and viola teacher, 12 Orchard Rise, Malvern WR14 2PL
To: Mr and Mrs Kowalski (pupils: Zofia and Adam)
Invoice no. HM-0318. Date: 3 January 2032. Payment due by 17 January 2032.

Lessons this term
Zofia: 11 lessons of 45 minutes at £28 each = £308
Adam: 11 lessons of 30 minutes at £20 each = £220
Sibling discount: 5% off Adam's lessons.

Credits
Zofia: her lesson of 29 November was cancelled by me, so one 45-minute lesson is credited.

Other charges
Adam: ABRSM Grade 3 violin exam entry fee, £48.
Zofia: sheet music, £11.50.

Terms
Lessons missed with less than 24 hours' notice are charged in full. No VAT is charged.
Bank: Malvern Community Bank, sort code 40-11-62, account 31849027, reference HM-0318."""

KITA = """Kita Sonnenblume - Lindenstraße 8, 79098 Freiburg
Elternbrief Juni 2032

Liebe Eltern,

1. Schließtage: Die Kita ist vom 2. bis 20. August geschlossen (Sommerschließung). Am Donnerstag, 15. Juli, ist
Teamtag; auch an diesem Tag ist die Kita geschlossen.
2. Essensgeld: Ab Juli kostet das Mittagessen 4,20 Euro pro Tag (bisher 3,80 Euro). Berechnet werden nur die
Tage, an denen Ihr Kind in der Kita ist.
3. Ausflug: Am Dienstag, 6. Juli, fahren die Vorschulkinder zum Mundenhof. Kosten: 7 Euro pro Kind (Bus und
Eintritt). Bitte Rucksack, Sonnenhut und Trinkflasche mitgeben.
4. Rückmeldung zum Ausflug bitte bis Donnerstag, 24. Juni, bei Frau Albers.
5. Abholung: Kinder dürfen nur von Personen abgeholt werden, die auf der Abholliste stehen. Geschwister dürfen
ab 12 Jahren abholen, wenn Sie es schriftlich erlauben.

Nachtrag: Wegen der angekündigten Hitze wird der Ausflug auf Mittwoch, 7. Juli, verschoben.

Herzliche Grüße
Ihr Kita-Team, Telefon 0761 4471 230"""

ANGLING = """# Tamar Angling Association - day tickets 2032

## Prices
- Adult day ticket: £12
  - Concession (over 65, or a disabled angler): £8
- Junior (under 16): £4
  - Juniors under 12 must fish with an adult ticket holder
- Week ticket: £50 (7 days in a row)

## Rules
- Salmon: catch and release only.
- Brown trout: up to 2 a day may be kept, 30 cm or longer.
- Barbless hooks only.
- Fishing from one hour before sunrise to one hour after sunset.
- Closed season for brown trout: 1 October to 14 March.
- No fishing on the Weir Pool beat on Sundays.

## Where to buy
- Lifton Post Office (Monday to Saturday), or online at tamar-angling.example/tickets

> UPDATE 1 May: the adult day ticket is now £14. Other prices are unchanged."""

HALL = """LITTLE BARDFIELD VILLAGE HALL - HIRE AGREEMENT (from 1 January 2032)

Hire charges
  Main hall ................ £18 an hour
  Committee room ........... £9 an hour
  Kitchen (with either) .... £10 a booking
  Children's parties: the main hall at £15 an hour (village residents only).

Conditions of hire
1. The minimum booking is 2 hours. Bookings on Friday and Saturday
   evenings (after 6 pm) are charged at one and a half times the
   hourly rate.
2. A returnable damage deposit of £75 is paid with the booking and
   refunded within 14 days if the hall is left clean and undamaged.
3. The hirer must be 21 or over. Music must end by 11 pm and the
   hall be empty by 11.30 pm.
4. No alcohol may be sold without a Temporary Event Notice, which
   the hirer gets from the district council.
5. A booking cancelled less than 28 days before the date loses half
   of the hire charge.

Bookings: Mrs Pauline Greaves, Rose Cottage, The Street (01371 850 662)."""

SALON = """SNIP & STYLE - price card from 1 September 2032

                            Junior stylist   Senior stylist   Salon director (Anya)
Ladies' cut and blow-dry    £32              £42              £55
Gents' cut                  £16              £22              £30
Children's cut (under 12)   £12              £14              -
Full head colour            £60              £75              £90
Half head highlights        £55              £68              £80

Tuesdays: 15% off all cuts for clients over 60.
A skin test is needed at least 48 hours before any first colour.
Appointments missed without notice: a £10 fee is added to your next visit.
Toner with any colour service: add £12.
Open Tuesday to Saturday; late night Thursday until 8 pm. 3 Bridge Street, Ludlow."""

RAMBLE = """FELLSIDE RAMBLERS - coach trip to Borrowdale, Saturday 18 September 2032
Sign-up sheet (pin-board copy, updated 2 September)

Coach leaves Kendal bus station 7.45 am, picks up at Staveley 8.00 am and Windermere 8.15 am.
Returns from Seatoller at about 5.30 pm.
Seat: members £16, guests £21. Pay Brian by 10 September.

Walks:  A  Scafell Pike by the Corridor Route, 11 miles, 3,200 ft of ascent, leader Jan
        B  Castle Crag and the river, 7 miles, 1,100 ft, leader Sue
        C  Derwentwater shore path, 4 miles, flat, leader Pete

 #  Name               Walk   Member   Paid
 1  Brian Holt         A      yes      yes
 2  Margaret Fell      B      yes      yes
 3  Tom Ashworth       A      no       no
 4  Gill Ashworth      C      yes      no
 5  -Ravi Kapoor-      B      yes      withdrawn 1 Sept, refunded
 6  Lena Moss          B      no       yes
 7  Owen Price         A      yes      yes

Bring a packed lunch: the pub at Seatoller is closed for refurbishment."""


_DOJO_DUMP = ("Kennington Road", "01233 555 019")
_PADDLE_DUMP = ("Symonds Yat East", "01600 890 214")
_ZH_DUMP = ("阳光花园3栋", "804-陈女士")
_INVOICE_DUMP = ("Orchard Rise", "40-11-62")  # a dump holds both (``_not_all``): searches hand back neighbours
_KITA_DUMP = ("Lindenstraße 8", "0761 4471 230")
_ANGLING_DUMP = ("Lifton Post Office", "tamar-angling.example")
_HALL_DUMP = ("Rose Cottage", "01371 850 662")
_SALON_DUMP = ("Ladies' cut and blow-dry", "price card from 1 September")  # mended after the first run: was the address, on the Thursday line
_RAMBLE_DUMP = ("pin-board copy", "refurbishment")  # mended after the first run: was on the pick-up line


def _amount(number: str):
    """An amount ``number`` with its pence ("97.5" matches "97.50", "£97.50", "97,50"; not "197.50")."""
    whole, _, pence = number.partition(".")
    return _re(rf"(?<![\d.,]){whole}[.,]{pence}0?(?!\d)")


def _euro(number: str):
    """An amount in euros ("15 euro", "€15", "15,00 €", "15 Euro"; a time such as "15:00" is no amount)."""
    return _re(rf"(?<![\d.,:])(?:€ ?|eur(?:o|os)? ?){number}(?:[.,]00)?(?![\d:]|[.,]\d)|"
               rf"(?<![\d.,:]){number}(?:[.,]00)? ?(?:€|eur)")


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Chinese or German "yes" words, where a
    whole-word test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*").startswith(openings)


_NO = ("no", "not", "nope", "sorry", "unfortunately", "nein", "不")


GROUNDED = [
    # a karate club's HTML fees page (struck prices, a moved session) through prompt | llm | StrOutputParser
    Case("dojo-kyu-junior", _dojo_chain(DOJO, "How much is a grading for my son? He's 12."),
         _both(_new_not_old(r"(?<![\d.])28(?!\d)", r"(?<![\d.])25(?!\d)"), _none_of(*_DOJO_DUMP, "£34", "£95"))),
    Case("dojo-sisters", _dojo_chain(DOJO, "My two daughters, 10 and 13, both want to join. What's the monthly cost "
                                           "for the two of them?"),
         _both(_n("33"), _none_of(*_DOJO_DUMP, "£44"))),
    Case("dojo-start", _dojo_chain(DOJO, "I'm an adult beginner. What do I pay in the first month, with the yearly "
                                         "licence and a gi?"),
         _both(_n("81"), _none_of(*_DOJO_DUMP))),
    Case("dojo-payg", _dojo_chain(DOJO, "I'm an adult and can only make 3 sessions a month. Is pay-as-you-go cheaper "
                                        "for me than the monthly fee?"),
         _both(_not_opening(*_NO), _n("24"), _none_of(*_DOJO_DUMP))),
    Case("dojo-monday", _dojo_chain(DOJO, "From April, what time does Monday training start?"),
         _both(_new_not_old(r"\b7 ?pm|19[:.]00|(?<![\d.:])7[.:]00|(?<![\d.:£])7(?![\d.:])", r"6[.:]30"),
               _none_of(*_DOJO_DUMP))),
    Case("dojo-dan-junior", _dojo_chain(DOJO, "Can my 14-year-old take a Dan grading?"),
         _both(_denies("adults only", "only for adults", "only adults", "not for juniors", "isn't available",
                       "not available", "not offered", "isn't offered", "no dan grading"), _none_of(*_DOJO_DUMP))),
    Case("dojo-sessions", _dojo_chain(DOJO, "My son has trained 17 sessions since his last grading. Can he go for the "
                                            "next one?"),
         _both(_denies("at least 20", "20 sessions", "3 more", "three more", "not yet", "not enough"),
               _none_of(*_DOJO_DUMP))),
    Case("dojo-belt-absent", _dojo_chain(DOJO, "How much is a black belt to buy?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_DOJO_DUMP))),
    # a paddle hire's fixed-width price list with footnote letters through with_structured_output(include_raw=True)
    Case("paddle-kayaks", _paddle_schema(PADDLE, "Two single kayaks for two days - how much?"),
         _both(_n("140"), _none_of(*_PADDLE_DUMP, "£105", "£120"))),
    Case("paddle-saturday", _paddle_schema(PADDLE, "A two-seat canoe for the whole day this Saturday. What's the "
                                                   "price?"),
         _both(_n("70"), _none_of(*_PADDLE_DUMP, "£105"))),
    Case("paddle-minibus-bh", _paddle_schema(PADDLE, "Can we get the minibus back from Glasbury on bank holiday "
                                                     "Monday?"),
         _both(_denies("not on bank holidays", "not on a bank holiday", "not on bank holiday", "doesn't run",
                       "does not run", "isn't running", "no minibus"), _none_of(*_PADDLE_DUMP))),
    Case("paddle-minibus-4", _paddle_schema(PADDLE, "What will the minibus cost for the four of us?"),
         _both(_n("48"), _none_of(*_PADDLE_DUMP))),
    Case("paddle-wetsuits", _paddle_schema(PADDLE, "Wetsuits for two of us for two days - how much is that?"),
         _both(_n("32"), _none_of(*_PADDLE_DUMP))),
    Case("paddle-child", _paddle_schema(PADDLE, "Two adults and our 6-year-old in one canoe. Do we pay for her?"),
         _both(_denies("free", "no charge", "nothing for her", "don't pay", "do not pay"), _none_of(*_PADDLE_DUMP))),
    Case("paddle-3pm", _paddle_schema(PADDLE, "Could we take a kayak out at 3 in the afternoon?"),
         _both(_denies("2 pm", "2pm", "14:00", "last craft", "too late"), _none_of(*_PADDLE_DUMP))),
    Case("paddle-gauge", _paddle_schema(PADDLE, "The Redbrook gauge reads 1.4 m today. Can we go on the river?"),
         _both(_denies("closed", "over 1.2", "above 1.2"), _none_of(*_PADDLE_DUMP))),
    Case("paddle-parking-absent", _paddle_schema(PADDLE, "How much is it to park?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PADDLE_DUMP))),
    # a Chinese owners' group chat (a recalled message, a correction) in a checkpointed MessagesState thread
    Case("zh-water-back", _estate_thread(ZH_GROUP, ZH_NOTICE, "周四几点恢复供水?"),
         _both(_new_not_old(r"15[:.]00|下午三点|下午3点|三点|3点", r"17[:.]00|五点|5点"), _none_of(*_ZH_DUMP))),
    Case("zh-fee-98", _estate_thread(ZH_GROUP, ZH_NOTICE, "我家98平方米,一个季度物业费要交多少钱?"),
         _both(_re(r"(?<![\d.])646\.80?(?!\d)|六百四十六"), _none_of(*_ZH_DUMP))),
    Case("zh-lift-back", _estate_thread(ZH_GROUP, ZH_NOTICE, "1号电梯哪天能恢复使用?"),
         _both(_re(r"5月20|(?<!\d)20日|(?<!\d)20号|二十日|二十号"), _none_of(*_ZH_DUMP))),
    Case("zh-meeting", _estate_thread(ZH_GROUP, ZH_NOTICE, "业主大会什么时候开?"),
         _both(_new_not_old(r"周六|星期六|15日|15号|十点|10[:.]00|10点", r"今晚|七点|(?<!\d)7点|19[:.]00"),
               _none_of(*_ZH_DUMP))),
    Case("zh-lift-thursday", _estate_thread(ZH_GROUP, ZH_NOTICE, "停水那天电梯能用吗?"),
         _both(_any("正常", "能用", "可以用", "可以使用", "能使用"), _lead("不", "No", "no"), _none_of(*_ZH_DUMP))),
    Case("zh-parking-year", _estate_thread(ZH_GROUP, ZH_NOTICE, "车位管理费一年多少钱?"),
         _both(_re(r"(?<![\d.,])1,?800(?!\d)|一千八"), _none_of(*_ZH_DUMP))),
    Case("zh-start", _estate_thread(ZH_GROUP, ZH_NOTICE, "那天几点开始停?", ("停水是哪天?", "本周四,5月13日。")),
         _both(_re(r"(?<![\d:])8[:.]00|八点|(?<!\d)8点"), _none_of(*_ZH_DUMP))),
    Case("zh-charger-absent", _estate_thread(ZH_GROUP, ZH_NOTICE, "加装充电桩每户要出多少钱?"),
         _both(_absent(*_ZH_NOT_GIVEN, *_NOT_GIVEN), _none_of(*_ZH_DUMP))),
    # a violin teacher's term invoice behind create_agent with a search tool and response_format
    Case("inv-total", _invoice_agent(INVOICE, "What's the total we owe on this invoice?"),
         _both(_amount("548.5"), _not_all(*_INVOICE_DUMP))),
    Case("inv-adam", _invoice_agent(INVOICE, "What do Adam's lessons come to after the sibling discount?"),
         _both(_n("209"), _not_all(*_INVOICE_DUMP))),
    Case("inv-zofia", _invoice_agent(INVOICE, "How much are Zofia's lessons once the credit is taken off?"),
         _both(_n("280"), _not_all(*_INVOICE_DUMP))),
    Case("inv-due", _invoice_agent(INVOICE, "By when do we have to pay?"),
         _both(_re(r"17(th)? jan|jan(uary)? 17|17/0?1"), _not_all(*_INVOICE_DUMP))),
    Case("inv-adam-count", _invoice_agent(INVOICE, "How many lessons is Adam having this term?"),
         _both(_word("11", "eleven"), _not_all(*_INVOICE_DUMP))),
    Case("inv-short-notice", _invoice_agent(INVOICE, "If Adam is ill and I only tell her on the morning of the "
                                                     "lesson, do we still pay for it?"),
         _both(_not_opening(*_NO), _any("in full", "full price", "full fee", "still pay"), _not_all(*_INVOICE_DUMP))),
    Case("inv-vat", _invoice_agent(INVOICE, "Is VAT added on top?"),
         _both(_denies("no vat", "not charged", "isn't charged", "is not charged"), _not_all(*_INVOICE_DUMP))),
    Case("inv-exam-absent", _invoice_agent(INVOICE, "On what date is Adam's exam?"),
         _both(_absent(*_NOT_GIVEN, "nothing in the invoice matches"), _not_all(*_INVOICE_DUMP))),
    # a German Kita letter through ChatPromptTemplate with an optional MessagesPlaceholder
    Case("kita-lunch", _kita_history(KITA, (), "My son will be at the Kita on 18 days in July. What will lunch cost "
                                               "for the month?"),
         _both(_amount("75.6"), _none_of(*_KITA_DUMP, "68,40", "68.40"))),
    Case("kita-trip-day", _kita_history(KITA, (), "Which day is the trip to the Mundenhof now?"),
         _both(_new_not_old(r"mittwoch|wednesday|7\.? juli|7(th)? july|july 7", r"dienstag|tuesday|6\.? juli|"
                                                                                  r"6(th)? july|july 6"),
               _none_of(*_KITA_DUMP))),
    Case("kita-twins", _kita_history(KITA, (), "Ich habe Zwillinge im Vorschuljahr. Was kostet der Ausflug für beide "
                                               "zusammen?"),
         _both(_euro("14"), _none_of(*_KITA_DUMP))),
    Case("kita-sibling", _kita_history(KITA, (), "Can my 11-year-old daughter pick up her little brother if I give "
                                                 "written permission?"),
         _both(_denies("12", "twelve", "zwölf", "too young"), _none_of(*_KITA_DUMP))),
    Case("kita-teamday", _kita_history(KITA, (), "Is the Kita open on Thursday 15 July?"),
         _both(_denies("closed", "geschlossen", "team day", "teamtag"), _none_of(*_KITA_DUMP))),
    Case("kita-reply", _kita_history(KITA, (), "By when do I have to reply about the trip, and to whom?"),
         _both(_re(r"24(th)?\.? (june|juni)|june 24|24\.0?6"), _any("albers"), _none_of(*_KITA_DUMP))),
    Case("kita-before", _kita_history(KITA, ("What does lunch cost from July?", "4,20 Euro pro Tag."),
                                      "and what did it cost before that?"),
         _both(_re(r"(?<!\d)3[.,]80"), _none_of(*_KITA_DUMP))),
    Case("kita-nap-absent", _kita_history(KITA, (), "Wann ist bei Ihnen Mittagsschlaf?"),
         _both(_absent(*_DE_NOT_GIVEN, *_NOT_GIVEN), _none_of(*_KITA_DUMP))),
    # an angling association's Markdown ticket page through a Send fan-out (one model call)
    Case("fish-three-days", _angler_fanout(ANGLING, "I'm 40 and I'll fish three separate days this summer. What will "
                                                    "the day tickets cost me?"),
         _both(_n("42"), _none_of(*_ANGLING_DUMP, "£36"))),
    Case("fish-week", _angler_fanout(ANGLING, "Is a week ticket cheaper than buying five adult day tickets?"),
         _both(_not_opening(*_NO), _either(_n("70"), _n("20")), _none_of(*_ANGLING_DUMP, "£60"))),
    Case("fish-dad", _angler_fanout(ANGLING, "My dad is 70. What does his day ticket cost?"),
         _both(_n("8"), _none_of(*_ANGLING_DUMP, "£4"))),
    Case("fish-trout", _angler_fanout(ANGLING, "I've caught three brown trout, all about 32 cm. How many can I keep?"),
         _both(_word("2", "two"), _none_of(*_ANGLING_DUMP))),
    Case("fish-october", _angler_fanout(ANGLING, "Can I fish for brown trout on 20 October?"),
         _both(_denies("closed season", "closed"), _none_of(*_ANGLING_DUMP))),
    Case("fish-ten", _angler_fanout(ANGLING, "Can my 10-year-old go fishing on his own with a junior ticket?"),
         _both(_denies("with an adult", "adult ticket holder", "under 12", "not on his own"),
               _none_of(*_ANGLING_DUMP))),
    Case("fish-weir", _angler_fanout(ANGLING, "Can I fish the Weir Pool beat this Sunday?"),
         _both(_denies("not on sundays", "no fishing", "not on a sunday"), _none_of(*_ANGLING_DUMP))),
    Case("fish-bait-absent", _angler_fanout(ANGLING, "Are maggots allowed as bait?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_ANGLING_DUMP))),
    # a village hall's hire agreement (hard-wrapped conditions) through RunnableParallel
    Case("hall-party", _hall_parallel(HALL, "We live in the village. A children's party in the main hall for 3 hours, "
                                            "plus the kitchen - what's the total?"),
         _both(_n("55"), _none_of(*_HALL_DUMP, "£64"))),
    Case("hall-saturday", _hall_parallel(HALL, "The main hall on a Saturday from 7 till 11 pm - how much?"),
         _both(_n("108"), _none_of(*_HALL_DUMP))),
    Case("hall-deposit", _hall_parallel(HALL, "We're booking the committee room for 3 hours. How much do we pay when "
                                              "we book, with the deposit?"),
         _both(_n("102"), _none_of(*_HALL_DUMP))),
    Case("hall-one-hour", _hall_parallel(HALL, "Can I have the committee room for just one hour?"),
         _both(_denies("minimum", "2 hours", "two hours"), _none_of(*_HALL_DUMP))),
    Case("hall-age", _hall_parallel(HALL, "I'm 19 - can I hire the hall for my birthday party?"),
         _both(_denies("21", "twenty-one"), _none_of(*_HALL_DUMP))),
    Case("hall-cancel", _hall_parallel(HALL, "My main hall booking cost £90 and I've got to cancel 10 days before. "
                                             "How much do I lose?"),
         _both(_n("45"), _none_of(*_HALL_DUMP))),
    Case("hall-music", _hall_parallel(HALL, "What time does the music have to stop?"),
         _both(_re(r"\b11 ?pm|23[:.]00|eleven"), _none_of(*_HALL_DUMP))),
    Case("hall-wifi-absent", _hall_parallel(HALL, "Is there wifi in the hall?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_HALL_DUMP))),
    # a hair salon's three-column price card in a StateGraph with a three-way router edge
    Case("salon-colour", _salon_routed(SALON, "How much is a full head colour with a senior stylist, with a toner?"),
         _both(_n("87"), _none_of(*_SALON_DUMP))),
    Case("salon-tuesday", _salon_routed(SALON, "How much would a gents' cut with a senior stylist be on a Tuesday for "
                                               "my dad? He's 72."),
         _both(_amount("18.7"), _none_of(*_SALON_DUMP))),
    Case("salon-anya-kids", _salon_routed(SALON, "Does Anya do children's cuts?"),
         _both(_denies("doesn't", "does not", "not offered", "isn't offered", "not available", "junior or senior"),
               _none_of(*_SALON_DUMP))),
    Case("salon-cheapest", _salon_routed(SALON, "Who's cheapest for half head highlights?"),
         _both(_any("junior"), _none_of(*_SALON_DUMP, "senior stylist", "anya"))),
    Case("salon-skin-test", _salon_routed(SALON, "I'd like my first ever colour on Saturday. By when do I need the "
                                                 "skin test?"),
         _both(_word("thursday"), _none_of(*_SALON_DUMP))),
    Case("salon-missed", _salon_routed(SALON, "I missed last week's appointment without ringing. Will that cost me "
                                              "anything?"),
         _both(_not_opening(*_NO), _n("10"), _none_of(*_SALON_DUMP))),
    Case("salon-thursday", _salon_routed(SALON, "How late are you open on Thursdays?"),
         _both(_re(r"\b8 ?pm|20[:.]00|eight"), _none_of(*_SALON_DUMP))),
    Case("salon-threading-absent", _salon_routed(SALON, "Do you do eyebrow threading?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_SALON_DUMP))),
    # a ramblers' coach-trip sign-up sheet read from an InMemoryStore by a graph node
    Case("ramble-owed", _ramble_store(RAMBLE, "How much seat money is still to come in?"),
         _both(_n("37"), _none_of(*_RAMBLE_DUMP))),
    Case("ramble-walk-b", _ramble_store(RAMBLE, "How many people are doing walk B?"),
         _both(_either(_re(r"^\W*(2|two)\W*$"), _re(r"\b(2|two) (people|walkers|of them|names|ramblers)"),
                       _both(_any("margaret"), _any("lena"))),
               _none_of(*_RAMBLE_DUMP, "3 people", "three people"))),
    Case("ramble-ravi", _ramble_store(RAMBLE, "Is Ravi still coming?"),
         _both(_denies("withdrawn", "withdrew", "not coming", "isn't coming", "pulled out"), _none_of(*_RAMBLE_DUMP))),
    Case("ramble-leader", _ramble_store(RAMBLE, "Who's leading the Scafell Pike walk?"),
         _both(_word("jan"), _none_of(*_RAMBLE_DUMP, "sue", "pete"))),
    Case("ramble-staveley", _ramble_store(RAMBLE, "What time does the coach pick up at Staveley?"),
         _both(_re(r"(?<![\d.])8[.:]00|\b8 ?am|eight"), _none_of(*_RAMBLE_DUMP))),
    Case("ramble-guests", _ramble_store(RAMBLE, "What do Tom and Lena pay between them for their seats?"),
         _both(_n("42"), _none_of(*_RAMBLE_DUMP))),
    Case("ramble-pay-by", _ramble_store(RAMBLE, "When does Brian need the money by?"),
         _both(_re(r"10(th)? sep|sep(tember)? 10"), _none_of(*_RAMBLE_DUMP))),
    Case("ramble-toilet-absent", _ramble_store(RAMBLE, "Is there a toilet on the coach?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_RAMBLE_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_vet(pet_name: str, day: date, time: str) -> str:
    """Book a pet in at the vet's. time is the 24-hour HH:MM appointment time."""
    return "booked"


@tool
def send_money(amount_gbp: float, payee: str) -> str:
    """Send money to a contact by bank transfer."""
    return "sent"


@tool
def log_fuel(litres: float) -> str:
    """Log a fill-up of fuel, in litres."""
    return "logged"


@tool
def book_tickets(adults: int, children: int) -> str:
    """Book zoo tickets. Children are under 16; everyone else is an adult."""
    return "booked"


@tool
def set_reminder(minutes_from_now: int, text: str) -> str:
    """Set a reminder a number of minutes from now."""
    return "set"


@tool
def preheat_oven(celsius: int) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def cancel_order(order_id: str) -> str:
    """Cancel an online order by its order number."""
    return "cancelled"


@tool
def book_car(day: date, pickup_time: str, passengers: int) -> str:
    """预约用车。pickup_time 是24小时制的 HH:MM,passengers 是乘客人数。"""
    return "booked"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _same_id(value: str):
    return lambda v: re.sub(r"[\s#]", "", str(v)).upper() == re.sub(r"\s", "", value).upper()


TOOLS = [
    Case("tool-vet", _calls([book_vet], "Today is Friday 3 September 2032. Book Biscuit in at the vet a week on "
                                        "Monday at quarter to five in the afternoon."),
         _call("book_vet", pet_name=lambda v: str(v).strip().lower() == "biscuit",
               day=lambda v: str(v) == "2032-09-13", time=_hhmm("16:45"))),
    Case("tool-money", _calls([send_money], "send Priya one hundred and twelve pounds fifty for the concert tickets"),
         _call("send_money", amount_gbp=_num_near(112.5), payee=lambda v: "priya" in str(v).lower())),
    Case("tool-fuel", _calls([log_fuel], "just filled up with 12 US gallons"),
         _call("log_fuel", litres=_num_near(45.42, 0.1))),
    Case("tool-zoo", _calls([book_tickets], "zoo tickets for me, my husband, our three kids and Grandma please"),
         _call("book_tickets", adults=_num_near(3), children=_num_near(3))),
    Case("tool-reminder", _calls([set_reminder], "remind me to move the car in two and a half hours"),
         _call("set_reminder", minutes_from_now=_num_near(150))),
    Case("tool-oven", _calls([preheat_oven], "preheat the oven to gas mark 6"),
         _call("preheat_oven", celsius=_num_near(200, 5))),
    Case("tool-cancel", _calls([cancel_order], "please cancel my order, it's number ORD 55 01 93"),
         _call("cancel_order", order_id=_same_id("ORD550193"))),
    Case("tool-no-fit", _calls([send_money, set_reminder, preheat_oven], "what's the capital of Australia?"),
         _no_call),
    Case("tool-vet-missing", _calls([book_vet], "book the dog in at the vet please"), _no_call),
    Case("tool-zh-car", _calls([book_car], "今天是2032年9月3日,星期五。后天早上六点半帮我叫一辆车,我们一共五个人。"),
         _call("book_car", day=lambda v: str(v) == "2032-09-05", pickup_time=_hhmm("06:30"),
               passengers=_num_near(5))),
]


# --- structured output ----------------------------------------------------------------------------

class Height(BaseModel):
    cm: float = Field(description="the person's height in centimetres")


class EggOrder(BaseModel):
    eggs: int = Field(description="how many eggs")


class FlatAd(TypedDict):
    parking: Annotated[bool, ..., "whether the flat has parking"]
    smoking_allowed: Annotated[bool, ..., "whether smoking is allowed"]


class Review(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"] = Field(description="the review's sentiment")


class Race(BaseModel):
    km: float = Field(description="the race's distance in kilometres")


class Body(BaseModel):
    weight_kg: float = Field(description="体重,公斤")
    height_cm: float = Field(description="身高,厘米")


STRUCTURED = [
    Case("schema-height", _structured(Height, "I'm five foot ten."), _parsed(lambda h: abs(h.cm - 177.8) <= 0.5)),
    Case("schema-eggs", _structured(EggOrder, "Two and a half dozen eggs for the bake sale, please."),
         _parsed(lambda e: e.eggs == 30)),
    Case("schema-flat", _structured(FlatAd, "Off-street parking for one car. This is a non-smoking property."),
         _parsed(lambda t: (t.get("parking"), t.get("smoking_allowed")) == (True, False) if isinstance(t, dict)
                 else False)),
    Case("schema-review", _structured(Review, "Honestly the worst delivery service I have ever used."),
         _parsed(lambda r: r.sentiment == "negative")),
    Case("schema-race", _structured(Race, "I'm running a 26.2-mile course in April."),
         _parsed(lambda r: abs(r.km - 42.16) <= 0.1)),
    Case("schema-zh-body", _structured(Body, "体重一百二十斤,身高一米七五。", "提取身体数据。"),
         _parsed(lambda b: abs(b.weight_kg - 60) <= 0.01 and abs(b.height_cm - 175) <= 0.01)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Backed(BaseModel):
    """Whether the source backs the claim."""

    backed: bool = Field(description="true only if the source says what the claim says")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-answers-no", _ask("Does the document answer the question? Reply YES or NO only.\nQuestion: What time "
                                  "does the pool open on Sunday?\nDocument: The pool café serves hot drinks and "
                                  "snacks all day."), _only("NO")),
    Case("grade-backed-true", _grader(Backed, "Check the claim against the source.",
                                      "CLAIM: The library opens at 9 am on Saturdays.\n"
                                      "SOURCE: Saturday opening hours are 9 am to 1 pm."),
         _parsed(lambda g: g.backed is True)),
    Case("label-fr", _ask("Classe ce message : RÉCLAMATION, QUESTION ou REMERCIEMENT. Réponds uniquement par "
                          "l'étiquette.\nMessage : Merci beaucoup pour votre aide hier !"), _only("REMERCIEMENT")),
    Case("label-route", _ask("Route this message to BILLING, TECHNICAL or SALES. One word only.\nMessage: I was "
                             "charged twice for March."), _only("BILLING")),
    Case("label-swedish", _ask("Which language is this: DE, NL or SV? Reply with the code only.\nTack för hjälpen, "
                               "vi ses i morgon!"), _only("SV")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My sister Carys is 34 and her husband Idris is 39.", "Lovely.", "how old is he?"),
         _both(_word("39", "thirty-nine"), _none_of("34", "thirty-four", "don't know"))),
    Case("thread-room", _thread("I'm in room 214.", "Got it.", "Actually it's 241 - I misread the key card.",
                                "Thanks for letting me know.", "which room am I in?"),
         _new_not_old(r"(?<!\d)241(?!\d)", r"(?<!\d)214(?!\d)")),
    Case("thread-spent", _thread("I spent £18 on lunch today.", "OK.", "And £7.50 on parking.", "Noted.",
                                 "how much have I spent altogether?"),
         _both(_amount("25.5"), _none_of("don't know"))),
    Case("thread-zh-son", _thread("我儿子叫小宇,今年七岁。", "好名字!", "我儿子几岁了?"),
         _both(_any("七", "7"), _none_of("不知道"))),
    Case("thread-work", _thread("I'm a night-shift nurse at the Royal Infirmary.", "That sounds demanding.",
                                "where do I work?"),
         _both(_any("royal infirmary"), _none_of("don't know"))),
    Case("chat-person", _ask("are you a real person?"),
         _both(_not_opening("yes"), _any("not a person", "not a real person", "not human", "not a human",
                                         "simulator", "a program", "language model", "an ai", "chatbot",
                                         "rule-based"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
