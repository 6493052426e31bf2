"""A fifty-third invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held53``, from main at 991d8e7b) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run.

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a dog groomer's price-by-size list as a CSV export with a BOM, semicolons, quoted fields
and ``#`` notes (one re-pricing a size from May) through ``prompt | llm | StrOutputParser``; an
electricity bill with a standing charge and two rates (a correction moving the night rate) through
``with_structured_output(BillAnswer, include_raw=True)``; a bike-share scheme's FAQ as Q:/A: pairs
(an update lowering the e-bike minute) behind ``create_agent`` whose learner's tool returns the
whole FAQ and ``response_format``; a Chinese 体检通知 of a primary school (two classes moved to the next
day) through a ``Send`` fan-out (the question to the one model node, the notice to a counting node
with no model); a hostel's house rules with lettered sub-items (an amendment raising late
check-out) through ``RunnableParallel``; a cinema's listings with (S) / (R) / (AD) marks and a
CHANGE line in a ``StateGraph`` with a router edge; a garden centre's delivery zones as a
Makefile-like ``:=`` file (a later assignment re-pricing a zone) read from an ``InMemoryStore``;
a Welsh community council notice (a NEWID moving the meeting) through ``ChatPromptTemplate`` with
an optional ``MessagesPlaceholder``; a GitHub issue thread with edited comments and struck-out
text in a checkpointed ``StateGraph`` thread (``update_state``); and a learner's keyword retriever
over four train-company documents (delay repay, a dated note shortening its claim window, parking,
a café), the top two stuffed into a prompt.

Every case's program run makes only the model calls that produce the asked reply (no warm-up
branch, no second question: the fan-out's other branch, the parallel's other branch and the
retriever call no model), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed per
reply.

Questions typed the way a hurried learner types (lower case, no question mark, "u", "dd", "appt",
"yr old", "pls", typos such as "westies", "thursay"), values, worked figures, values a later line
changed, conditions, yes/no (mostly "no"), counts, rankings, "who", answers absent near words that
are there, follow-ups. A learner's tools (a party of "me, my wife and our 3 kids" this saturday
at 7pm, euros in words, miles to km, a room's area, a ``StructuredTool`` with an enum and an
optional argument, "quarter to six", a spaced tracking id, an Italian taxi for "domani", no tool
fits, a value missing); structured output of learner schemas; graders (YES / NO, a 1-5 score in
the learner's words, a French URGENT / PAS_URGENT, a structured relevance bool); conversations.

Oracles as in the fifty-second set (its helpers imported), and strict: the asked result is
required; a reply quoting most of its document, another row's value or an operand is wrong
(``_none_of`` with two lines of each document that no right answer needs, checked per case);
``_absent`` where the material does not hold it; ``_no_call`` where no tool fits or a value is
missing. Every text oracle judges the reply with the simulator's limit sentences cut out
(``_judged``): a reply that is only a limit sentence is never "right anyway".

Before the commit that holds this set (message "... before first run") the oracles were tried on
one to three right replies written by hand for every one of the 105 cases (all passed, also with a
limit sentence put before them), on each grounded case's whole document echoed back, bare and
after "Here is what I found:" (none passed), on a bare limit sentence (none passed but the two
no-call tool cases), on the simulator's usual right-reply shapes (a row citation, "No matching part
of ...", the answer's source line such as the CHANGE / NEWID / amendment / struck-out comment,
"£48.00", "48.00 pounds", "¥90", "90 元", "No: <the rule's line>") (all passed), on hand-made tool
calls and parsed objects (all passed) and on about forty wrong replies (an old value, an operand,
another row's value, a yes for a no, a quoted neighbouring line; none passed after one oracle,
rr-150min's, was tightened against "30-59 minutes"). The simulator was not run on the set before
that commit.

FIRST SIGHT on main at 991d8e7b (the branch point of ``held53``; the set and its oracles committed
first in 47ab036a, then one run with ``-v``, about 16 s), 105 cases: right 23, stated limit 58,
silently wrong 24, false alarms 2, with the oracles as committed. The harness did not crash.

One oracle part was mended, because it rejected replies that were truly right: the bike FAQ's
dump marker "FAQ (Cardiff)" stood on the FAQ's title line, which answers no case, but the
simulator puts that title before the line it quotes as a heading, so bike-train ("SprocketShare -
FAQ (Cardiff). A: No, bikes may not be taken on trains or buses. ...") and bike-bay ("... Leaving
it outside a bay costs £20.") were counted wrong. The marker is now the puncture answer's "within
5 minutes of unlocking" (a line no case asks about). With it: right 25, stated limit 58, silently
wrong 22, false alarms 2. Pinned at these counts in ``test_pins.py``. Limits are attributed per
reply (every case's run makes only the model calls of the asked reply).

Read with care. Two oracles let a flawed reply through as right, left as they are and named here:
bike-16-ebike (the e-bike price update, "e-bike minutes now cost 18p. (This corrects ...)", passes
``_denies("18")`` through "18p": it says nothing about age) and tool-parcel (``tracking_id`` "rm
4471 2290 9 gb" with its spaces, which the tool's description forbids; ``_same_code`` ignores
spaces). Read strictly: 23 right, 58 limits, 24 silently wrong, 2 false alarms. Two replies are
counted wrong that a lenient reader might take: bill-standing ("£47.88 for 90 days: £47.88 / 90 =
£0.53 a day.": the bill states 53.20p a day; the divided figure is rounded) and gc-sunday
("NO_DELIVERY is := Sunday bank-holidays.": the setting read back, garbled, with no yes or no).

The silently wrong (22): bill-standing (£0.53 from £47.88 / 90: wanted 53.20p), bike-20min (the
e-bike update line: wanted £3), bike-ebike-15 (the update line, 18p: wanted £3.70), bike-pass-45
(the over-30-minutes rule and "45 min is more than 30 minutes": wanted £1.50), bike-pass-ebike (the
update line: wanted no), bike-helmet-absent (the update line: wanted "not in the FAQ"),
cn-report-absent (the (3)班/(5)班 moved line: wanted 没有提到), cn-place (the notice's title: wanted
学校体育馆), cin-tue ("on Tuesdays all seats £6; Tue 10 19:30.": wanted £18), cin-vigo-14 ("Yes: ...
'child (under 15) £6', and it includes 14.": wanted no, the film is a 15), cin-subtitled (Night
Train to Vigo's "with English subtitles" line: wanted Sun 8 16:00 (S)), gc-me13-thu ("I don't
know.": wanted no, Mon Wed Fri), gc-sunday (the setting read back: wanted no), gh-who-fix ("The
documents do not say who fixed it": wanted lena-o), gh-release (the title line and "Fix planned for
v2.2.3.": wanted 17 Feb), gh-30-rows ("export": wanted 29), gh-chrome-absent (the Firefox /
"Reproduced on Chrome too" line: wanted "not said"), rr-10min (the two claim windows, "10 minutes
is at most 28 days; ... 14 days": wanted no, under 15 minutes), tool-table (people=3: wanted 5, me,
my wife and 3 kids), tool-tiles (square_metres=3.2: wanted 12.8), grade-score (score=1 for an
answer that is spot on: wanted 4 or 5), thread-zh-son (both children's ages quoted back: wanted 五岁).
False alarms (2): hos-checkout (check-out by 10:30 quoted, then a limit that it found no time) and
tool-no-fit (no call, right, with a limit stated). No limit sentence met an oracle through its own
words (``_judged``). Classes, code paths and proposed mechanisms: ``FIFTYTHIRD_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftythird_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import operator
import re
import sys
from datetime import date
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import StructuredTool, tool
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

# the fifty-second set's text oracles, copied as they are (a set imports only from _oracles)
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


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Chinese or Portuguese "yes" words, where a
    whole-word test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*").startswith(openings)


def _yuan(number: str):
    """An amount in yuan ("22元", "22 元", "¥22", "22 yuan", "22 RMB"; not "122元" or "2.5元" for 2)."""
    return _re(rf"(?:¥ ?|￥ ?|rmb ?)(?<![\d.]){number}(?:\.00?)?(?![\d.])|"
               rf"(?<![\d.]){number}(?:\.00?)? ?(?:元|块|yuan|rmb|cny)")


_CY_NOT_GIVEN = ("dim sôn", "ddim yn dweud", "dim gwybodaeth", "ddim yn gwybod", "nid yw'n dweud")

# --- program shapes -------------------------------------------------------------------------------


def _groomer_chain(prices: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the groomer's CSV export in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You take bookings for a dog groomer. Our price list (CSV export):\n\n{prices}"),
            ("human", "{question}"),
        ])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"prices": prices, "question": question}))

    return run


class BillAnswer(BaseModel):
    """An answer about the customer's electricity bill."""

    answer: str = Field(description="the answer to the customer's question")
    amount_involved: bool = Field(default=False, description="whether the answer is a money amount")


def _bill_schema(bill: str, question: str):
    """``with_structured_output(BillAnswer, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(BillAnswer, include_raw=True).invoke([
            SystemMessage(f"You explain energy bills to customers. The customer's bill:\n\n{bill}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


class RideAnswer(BaseModel):
    """The reply to a rider."""

    reply: str = Field(description="the answer for the rider")


def _bike_agent(faq: str, question: str):
    """``create_agent`` with the learner's ``get_faq`` tool (the FAQ, whole) and
    ``response_format=RideAnswer``. With no tool result in the run the outcome is empty (wrong)."""

    @tool
    def get_faq(topic: str = "all") -> str:
        """Get the bike-share scheme's FAQ. topic narrows it down; 'all' for everything."""
        return faq

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [get_faq], system_prompt="You are the bike-share scheme's help bot. Look the "
                             "answer up in the FAQ with the tool, then answer the rider.", response_format=RideAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "get_faq" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.reply if isinstance(resp, RideAnswer) else str(resp.get("reply", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class CheckState(TypedDict):
    notice: str
    question: str
    results: Annotated[list, operator.add]


class CheckJob(TypedDict):
    notice: str
    question: str


def _checkup_fanout(notice: str, question: str):
    """A ``Send`` fan-out from ``START``: the question to ``reply`` (the one model call) and the
    notice to ``classes`` (a learner's count of the 班 it names, no model); the reply's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: CheckState):
            job = {"notice": s["notice"], "question": s["question"]}
            return [Send("reply", job), Send("classes", job)]

        def reply(s: CheckJob):
            msg = llm.invoke([SystemMessage(f"你是班主任助手,根据学校的通知回答家长的问题。\n\n{s['notice']}"),
                              HumanMessage(s["question"])])
            return {"results": [("reply", _text(msg))]}

        def classes(s: CheckJob):
            return {"results": [("classes", len(set(re.findall(r"\(\d\)班", s["notice"]))))]}

        g = StateGraph(CheckState)
        g.add_node("reply", reply)
        g.add_node("classes", classes)
        g.add_conditional_edges(START, fan, ["reply", "classes"])
        g.add_edge("reply", END)
        g.add_edge("classes", END)
        out = g.compile().invoke({"notice": notice, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("reply", ""))

    return run


def _hostel_parallel(rules: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the number of
    lettered sub-rules (a ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You work the hostel's front desk. Our house rules:\n\n{rules}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                subrules=RunnableLambda(lambda x: len(re.findall(r"^\s+[a-z]\. ", x["rules"], re.M))))
        return AIMessage(both.invoke({"rules": rules, "question": question})["answer"])

    return run


class FilmState(TypedDict):
    question: str
    reply: str


def _cinema_routed(listings: str, question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends "how much" / "how many" to
    ``prices``, "when" / "what time" / "which" / "is there" to ``times`` and any other to ``chat``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: FilmState):
                msg = llm.invoke([SystemMessage(f"{instruction} This week's listings:\n\n{listings}"),
                                  HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: FilmState) -> str:
            q = s["question"].strip().lower()
            if "how much" in q or "how many" in q:
                return "prices"
            return "times" if q.startswith(("when", "what time", "which", "is there")) else "chat"

        g = StateGraph(FilmState)
        g.add_node("prices", node("Work out the ticket cost."))
        g.add_node("times", node("Find the screening times."))
        g.add_node("chat", node("Help the caller."))
        g.add_conditional_edges(START, route, {"prices": "prices", "times": "times", "chat": "chat"})
        for name in ("prices", "times", "chat"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class OrderState(TypedDict):
    question: str
    reply: str


def _garden_store(conf: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the delivery file saved under ("bramblewood",
    "config") / "delivery.mk"; the ``delivery_desk`` node reads it with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("bramblewood", "config"), "delivery.mk", {"text": conf})

        def delivery_desk(s: OrderState, *, store: BaseStore):
            item = store.get(("bramblewood", "config"), "delivery.mk")
            msg = llm.invoke([SystemMessage(f"You answer customers about home delivery. Our delivery settings:\n\n"
                                            f"{item.value['text']}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(OrderState)
        g.add_node("delivery_desk", delivery_desk)
        g.add_edge(START, "delivery_desk")
        g.add_edge("delivery_desk", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


def _cyngor_history(notice: str, history: tuple[str, ...], question: str):
    """``ChatPromptTemplate.from_messages``: the notice in the system prompt, an optional
    ``MessagesPlaceholder("hanes")`` of earlier turns, then the resident's question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer residents about this community council notice, in the language of the question.\n\n"
                       "{notice}"),
            MessagesPlaceholder("hanes", optional=True),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        inputs = {"notice": notice, "question": question} | ({"hanes": msgs} if msgs else {})
        return (prompt | llm).invoke(inputs)

    return run


def _issue_thread(issue: str, question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the issue thread as a system message,
    then any earlier turns put on the thread with ``update_state``; the question invoked and the
    last message returned."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def triage(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("triage", triage)
        g.add_edge(START, "triage")
        g.add_edge("triage", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "issue-412-helper"}}
        app.update_state(config, {"messages": [SystemMessage(f"You help the maintainers with their issue tracker. "
                                                             f"The issue:\n\n{issue}")]}, as_node="triage")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="triage")
        out = app.invoke({"messages": [HumanMessage(question)]}, config)
        return out["messages"][-1]

    return run


def _rail_retriever(docs: dict[str, str], question: str):
    """A learner's retriever: the four documents scored by words shared with the question, the top
    two (with their names) stuffed into ``prompt | llm``."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        store = [Document(page_content=text, metadata={"source": name}) for name, text in docs.items()]

        def words(s: str) -> set[str]:
            return set(re.findall(r"[a-z]+", s.lower())) - {"the", "a", "i", "my", "of", "to", "is", "on", "how",
                                                            "do", "in", "for", "what", "and", "it", "can"}

        def retrieve(q: str) -> str:
            ranked = sorted(store, key=lambda d: -len(words(q) & words(d.page_content)))
            return "\n\n".join(f"[{d.metadata['source']}]\n{d.page_content}" for d in ranked[:2])

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer the passenger from the documents below.\n\n{context}"),
            ("human", "{question}"),
        ])
        chain = {"context": RunnableLambda(retrieve), "question": RunnableLambda(lambda q: q)} | prompt | llm
        return chain.invoke(question)

    return run


# --- documents ------------------------------------------------------------------------------------

GROOMER = """\ufeffsize;example breeds;full groom;bath & brush;nail clip only
small (up to 10 kg);"Westie, Shih Tzu";£38;£25;£8
medium (10-25 kg);"Cocker Spaniel, Springer";£48;£32;£8
large (25-40 kg);"Labrador, Golden Retriever";£60;£40;£10
giant (over 40 kg);"Newfoundland, St Bernard";£80;£55;£12
# matted coats: add £15 to any groom
# puppy intro (under 6 months): £20 flat
# 10% off the second dog groomed the same day
# from 1 May 2035 a large full groom is £64
# Paws & Suds Grooming, Unit 4 Tanyard Yard, Frome BA11 1AB"""

BILL = """BRIGHTWATT ENERGY - Electricity bill
Account 7730 1192 45   Bill date: 3 March 2035
Supply address: 22 Orchard Rise, Ludlow SY8 2JQ
Billing period: 1 Dec 2034 - 28 Feb 2035 (90 days)

Meter readings (kWh)
  Day rate     previous 41220  latest 42020  used 800
  Night rate   previous 18500  latest 19100  used 600

Charges
  Day units        800 kWh x 28.40p   £227.20
  Night units      600 kWh x 14.10p   £84.60
  Standing charge  90 days x 53.20p   £47.88
  Subtotal                            £359.68
  VAT at 5%                           £17.98
  Total this bill                     £377.66
  Payments received (direct debit 3 x £110)   -£330.00
  Balance to pay                      £47.66

Your direct debit goes up to £125 a month from April.
Correction (sent 5 March): the night rate on this bill should read 13.90p; a credit of £1.20 will show on your next bill.
Emergency line: 0800 111 999 (24 hours)"""

BIKES = """SprocketShare - FAQ (Cardiff)
Q: How much does a ride cost?
A: £1 to unlock, then 10p a minute. E-bikes: £1 to unlock, then 20p a minute.
Q: Is there a monthly pass?
A: Yes, £15 a month for unlimited 30-minute rides on pedal bikes. Rides over 30 minutes are charged 10p a minute for the extra time. The pass does not cover e-bikes.
Q: How old do I have to be?
A: 16 for pedal bikes, 18 for e-bikes. Riders under 18 need a parent's consent in the app.
Q: Where can I leave the bike?
A: Only in a marked SprocketShare bay. Leaving it outside a bay costs £20.
Q: What if I get a puncture?
A: Report it in the app and end the ride; the ride is free if you report it within 5 minutes of unlocking.
Q: Can I take a bike on the train?
A: No, bikes may not be taken on trains or buses.
Update (February 2035): e-bike minutes now cost 18p.
Support: help@sprocketshare.example, or visit the Bute Street depot"""

CHECKUP = """阳光小学关于三年级学生体检的通知

各位家长:
本学期三年级学生体检安排在3月14日(星期二)上午8:00-11:00,地点:学校体育馆。
请学生当天早上空腹(不要吃早饭),体检结束后学校统一发放早餐。
体检项目:身高、体重、视力、口腔、血常规。
体检费用:每人45元,请家长在3月10日前通过班级群小程序缴纳。
三年级共6个班,每个班约40人。
(3)班和(5)班因教室装修,改到3月15日(星期三)上午体检,时间不变。
如孩子有特殊疾病,请提前告诉班主任。
阳光小学教务处  联系电话:0571-6655 2231"""

HOSTEL = """HARBOURSIDE BACKPACKERS - HOUSE RULES
(Reception: 7 Quayside Lane, Whitby YO21 3PR)

1. Check-in and check-out
   a. Check-in from 15:00; check-out by 10:30.
   b. Late check-out until 13:00 costs £8 (ask the night before).
   c. Bags can stay in the luggage room on the day you check out, £3 a bag.
2. Quiet hours
   a. Quiet hours are 23:00-07:00 in all dorms.
   b. The lounge closes at midnight.
3. Kitchen
   a. Free to use 07:00-22:00.
   b. Label your food with your name and check-out date; unlabelled food is binned on Sundays.
4. Towels and lockers
   a. Towel hire £2 per stay.
   b. Padlocks £5 to buy, or bring your own.
5. Guests
   a. No visitors in dorms at any time.
   b. Under-18s stay only in private rooms, with an adult.
Amendment 1 March 2035: late check-out now costs £10.
Thanks for staying with us - leave us a review!"""

CINEMA = """THE PALACE PICTUREHOUSE, Hebden Bridge - listings Fri 6 - Thu 12 April 2035
Tickets: adult £9.50, concession £7.50, child (under 15) £6; on Tuesdays all seats £6.
(S) = subtitled   (R) = relaxed screening: lights up, sound down   (AD) = audio description

THE LIGHTHOUSE KEEPER (12A, 118 min)
  Fri 6   18:00, 20:45
  Sat 7   14:30 (R), 20:45
  Sun 8   16:00 (S)
  Tue 10  19:30
PAPER BOATS (U, 84 min)
  Sat 7   11:00 (R), 13:30
  Sun 8   11:00, 13:30 (AD)
  Wed 11  16:15
NIGHT TRAIN TO VIGO (15, 131 min) in Spanish with English subtitles
  Fri 6   20:30
  Thu 12  20:00
CHANGE: Paper Boats on Wed 11 moves to 17:00.
Box office 01422 842233 - the bar opens 30 minutes before the first show."""

GARDEN = """# delivery.mk - Bramblewood Garden Centre, Lower Road, Faversham ME13 7PY
# one delivery, any load up to 500 kg; prices in pounds
# questions: deliveries@bramblewood.example

ZONE_A_POSTCODES := ME13
ZONE_A_PRICE     := 0
ZONE_A_MIN_ORDER := 40
ZONE_A_DAYS      := Mon Wed Fri

ZONE_B_POSTCODES := ME9 ME10 CT5
ZONE_B_PRICE     := 8.50
ZONE_B_MIN_ORDER := 60
ZONE_B_DAYS      := Tue Thu

ZONE_C_POSTCODES := CT1 CT2 ME14
ZONE_C_PRICE     := 15
ZONE_C_MIN_ORDER := 100
ZONE_C_DAYS      := Thu

EXTRA_OVER_500KG := 20
EXTRA_TIMED_SLOT := 6
NO_DELIVERY      := Sunday bank-holidays

# 2 April 2035, fuel surcharge:
ZONE_B_PRICE     := 9.50"""

CYNGOR = """CYNGOR CYMUNED LLANFAIR - HYSBYSIAD
Neuadd y Pentref, Ffordd yr Orsaf, Llanfair LL55 4TT

Casgliad gwastraff gardd: bob pythefnos ar ddydd Llun, yn dechrau 3 Mawrth 2035.
Pris y bin gwyrdd: £42 y flwyddyn; £30 i bensiynwyr.
Cyfarfod nesaf y cyngor: nos Fercher 12 Mawrth am 19:00 yn Neuadd y Pentref.
Ffair y Gwanwyn: dydd Sadwrn 5 Ebrill, 10:00-15:00. Stondin: £12.
Parcio: dim parcio ar y sgwâr ar ddydd Iau (marchnad).
NEWID: mae cyfarfod y cyngor wedi symud i nos Iau 13 Mawrth, yr un amser.
Diolch yn fawr, Clerc y Cyngor - clerc@llanfair.example"""

ISSUE = """#412 Export to CSV drops the last row
opened by mira-k on 2 Feb 2035
labels: bug, export - milestone: v2.3

dev-bot (2 Feb): Thanks for the report! Please follow the template in CONTRIBUTING.md.
mira-k (2 Feb): Exporting a table of 50 rows gives a CSV with 49. Version 2.2.1, Firefox 122.
tobias-w (3 Feb): Reproduced on Chrome too. Looks like an off-by-one in export/csv.ts.
mira-k (3 Feb, edited 4 Feb): Also happens with 10 rows -> 9. ~~Only on Windows~~ On all systems.
lena-o (5 Feb): Assigned to me. Fix planned for v2.2.3.
lena-o (9 Feb, edited 10 Feb): PR #418 is up. ~~Release on 14 Feb~~ Release moved to 17 Feb.
tobias-w (10 Feb): Reviewed PR #418 and approved it.
github-actions (17 Feb): Closed by PR #418 (merged)."""

RAIL = {
    "delay-repay.txt": "Northvale Trains - Delay Repay. If your train arrives late you can claim back part of your "
                       "ticket: 15-29 minutes late, 25% of the single fare; 30-59 minutes late, 50% of the single "
                       "fare; 60-119 minutes late, 100% of the single fare; 120 minutes or more, 100% of the return "
                       "fare. Claim within 28 days of travel.\nRef NVT-DR-7, page 2 of 2.",
    "delay-repay-note.txt": "Note dated 1 March 2035: Delay Repay claims must now be made within 14 days of travel.",
    "station-parking.txt": "Northvale station car park: £6.50 a day, or £4 if you arrive after 10:00. Monthly permit "
                           "£70; season ticket holders get 10% off the permit.",
    "platform-cafe.txt": "Platform 1 café: open 06:00-14:00 on weekdays. Coffee £2.80, tea £2.20, flapjack £2.50.",
}

_GROOMER_DUMP = ("Tanyard Yard", "size;example breeds")
_BILL_DUMP = ("Orchard Rise", "0800 111 999")
# mended after the first run (was "FAQ (Cardiff)", a heading the simulator puts before right quotes): see the docstring
_BIKES_DUMP = ("within 5 minutes of unlocking", "Bute Street")
_CHECKUP_DUMP = ("特殊疾病", "6655")
_HOSTEL_DUMP = ("Quayside Lane", "leave us a review")
_CINEMA_DUMP = ("Hebden Bridge", "01422")
_GARDEN_DUMP = ("Lower Road", "deliveries@bramblewood")
_CYNGOR_DUMP = ("Ffordd yr Orsaf", "clerc@llanfair")
_ISSUE_DUMP = ("CONTRIBUTING.md", "milestone: v2.3")
_RAIL_DUMP = ("NVT-DR-7", "flapjack")

_THIRTY = (r"£ ?30(?!\d|[.,]\d*[1-9])|(?<![\d.,-])30(?:[.,]00)? ?(?:pounds|gbp|back|\()|^\W*30(?:[.,]00)?\b(?![-–])|"
           r"(?:get|is|of|back:?) 30\b(?![-–])")

GROUNDED = [
    # a dog groomer's CSV export (BOM, semicolons, quoted commas, # notes) through prompt | llm | parser
    Case("grm-cocker", _groomer_chain(GROOMER, "full groom for a cocker spaniel how much"),
         _both(_n("48"), _none_of(*_GROOMER_DUMP))),
    Case("grm-lab-june", _groomer_chain(GROOMER, "price of a full groom for my lab in june 2035"),
         _both(_new_not_old(r"(?<![\d.])64(?!\d)", r"(?<![\d.])60(?!\d)"), _none_of(*_GROOMER_DUMP))),
    Case("grm-two-westies", _groomer_chain(GROOMER, "2 westies full groom same day, total?"),
         _both(_amount("72.2"), _none_of(*_GROOMER_DUMP, "76"))),
    Case("grm-matted-newfie", _groomer_chain(GROOMER, "bath and brush for a matted newfoundland, how much"),
         _both(_n("70"), _none_of(*_GROOMER_DUMP))),
    Case("grm-puppy", _groomer_chain(GROOMER, "my puppy is 4 months old what would it cost"),
         _both(_n("20"), _none_of(*_GROOMER_DUMP))),
    Case("grm-nails-giant", _groomer_chain(GROOMER, "just nails for a st bernard"),
         _both(_n("12"), _none_of(*_GROOMER_DUMP, "£8", "£10"))),
    Case("grm-12kg", _groomer_chain(GROOMER, "my dog is 12kg which size is she"),
         _both(_word("medium"), _not_opening("small", "large"), _none_of(*_GROOMER_DUMP))),
    Case("grm-teeth-absent", _groomer_chain(GROOMER, "do u do teeth cleaning for dogs"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_GROOMER_DUMP))),
    # an electricity bill (standing charge, two rates, a correction) through with_structured_output(include_raw)
    Case("bill-units", _bill_schema(BILL, "how many units did i use altogether"),
         _both(_re(r"(?<![\d.,])1,?400(?!\d)"), _none_of(*_BILL_DUMP))),
    Case("bill-standing", _bill_schema(BILL, "whats the standing charge a day"),
         _both(_re(r"53[.,]20? ?p|£ ?0?\.532"), _none_of(*_BILL_DUMP))),
    Case("bill-owe", _bill_schema(BILL, "how much do i still owe on this bill"),
         _both(_amount("47.66"), _none_of(*_BILL_DUMP))),
    Case("bill-night", _bill_schema(BILL, "what's my night rate"),
         _both(_new_not_old(r"13[.,]90? ?p|13[.,]9 ?pence", r"14[.,]10"), _none_of(*_BILL_DUMP))),
    Case("bill-dd-april", _bill_schema(BILL, "what will my dd be in april"),
         _both(_new_not_old(r"(?<![\d.])125(?!\d)", r"(?<![\d.])110(?!\d)"), _none_of(*_BILL_DUMP))),
    Case("bill-day-more", _bill_schema(BILL, "how many more day units than night units did i use"),
         _both(_re(r"(?<![\d.,])200(?!\d)"), _none_of(*_BILL_DUMP))),
    Case("bill-dd-year", _bill_schema(BILL, "with the new dd how much do i pay over 12 months"),
         _both(_re(r"(?<![\d.,])1,?500(?![\d]|[.,]\d[1-9])"), _none_of(*_BILL_DUMP))),
    Case("bill-gas-absent", _bill_schema(BILL, "what's my gas unit rate"),
         _both(_absent(*_NOT_GIVEN, "electricity only", "only electricity", "no gas"), _none_of(*_BILL_DUMP,
                                                                                              "28.40p"))),
    # a bike-share FAQ (Q:/A: pairs, an update) behind create_agent whose tool returns the FAQ
    Case("bike-20min", _bike_agent(BIKES, "20 min on a normal bike how much"),
         _both(_n("3"), _none_of(*_BIKES_DUMP))),
    Case("bike-ebike-15", _bike_agent(BIKES, "15 mins on an ebike, cost?"),
         _both(_amount("3.7"), _none_of(*_BIKES_DUMP, "4.00"))),
    Case("bike-pass-45", _bike_agent(BIKES, "i have the monthly pass, 45 min ride on a pedal bike - how much extra"),
         _both(_amount("1.5"), _none_of(*_BIKES_DUMP))),
    Case("bike-16-ebike", _bike_agent(BIKES, "im 16 can i ride the e bikes"),
         _both(_denies("18"), _none_of(*_BIKES_DUMP))),
    Case("bike-train", _bike_agent(BIKES, "can i take one on the train to newport"),
         _both(_denies("may not", "can't", "cannot", "not allowed"), _none_of(*_BIKES_DUMP))),
    Case("bike-bay", _bike_agent(BIKES, "what happens if i leave it outside a bay"),
         _both(_re(r"£ ?20(?!\d)|(?<![\d.,])20 ?(?:pounds|gbp)"), _none_of(*_BIKES_DUMP))),
    Case("bike-pass-ebike", _bike_agent(BIKES, "does the pass cover ebikes"),
         _both(_denies("does not cover", "doesn't cover", "not cover", "not covered"), _none_of(*_BIKES_DUMP))),
    Case("bike-helmet-absent", _bike_agent(BIKES, "do u give out helmets with the bikes"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_BIKES_DUMP))),
    # a Chinese school 体检通知 (two classes moved) through a Send fan-out
    Case("cn-class3", _checkup_fanout(CHECKUP, "我家孩子在三(3)班,哪天体检?"),
         _both(_new_not_old(r"3月15|15日|星期三|周三|15(th)? march|wednesday", r"3月14|14日|星期二|周二"),
               _none_of(*_CHECKUP_DUMP))),
    Case("cn-breakfast", _checkup_fanout(CHECKUP, "体检那天早上可以吃早饭吗"),
         _both(_re(r"空腹|不要吃|不能吃|不可以|不吃|\bno\b|should not eat|shouldn't eat|empty stomach"), _lead("可以", "能", "要吃", "Yes", "yes"),
               _none_of(*_CHECKUP_DUMP))),
    Case("cn-twins", _checkup_fanout(CHECKUP, "双胞胎两个孩子一共要交多少钱"),
         _both(_yuan("90"), _none_of(*_CHECKUP_DUMP))),
    Case("cn-deadline", _checkup_fanout(CHECKUP, "体检费最晚什么时候交"),
         _both(_re(r"3月10|10日|10(th)? march|march 10"), _none_of(*_CHECKUP_DUMP))),
    Case("cn-items", _checkup_fanout(CHECKUP, "一共检查几个项目"),
         _both(_re(r"五|(?<![\d(])5(?![\d)]|班|月|日)"), _none_of(*_CHECKUP_DUMP))),
    Case("cn-students", _checkup_fanout(CHECKUP, "roughly how many kids in year 3 altogether"),
         _both(_re(r"(?<![\d.])240(?!\d)"), _none_of(*_CHECKUP_DUMP))),
    Case("cn-report-absent", _checkup_fanout(CHECKUP, "体检报告什么时候出来?"),
         _both(_absent(*_ZH_NOT_GIVEN, *_NOT_GIVEN), _none_of(*_CHECKUP_DUMP))),
    Case("cn-place", _checkup_fanout(CHECKUP, "在哪里体检"),
         _both(_any("体育馆", "sports hall", "gym"), _none_of(*_CHECKUP_DUMP))),
    # a hostel's house rules with lettered sub-items (an amendment) through RunnableParallel
    Case("hos-checkout", _hostel_parallel(HOSTEL, "what time do i have to be out of the room"),
         _both(_re(r"10[:.]30|half ten|half past ten"), _none_of(*_HOSTEL_DUMP))),
    Case("hos-late", _hostel_parallel(HOSTEL, "late checkout how much"),
         _both(_new_not_old(r"£ ?10(?![\d:]|[.,]\d*[1-9])|(?<![\d.,:])10 ?(?:pounds|gbp)", r"£ ?8(?!\d)"), _none_of(*_HOSTEL_DUMP))),
    Case("hos-bags", _hostel_parallel(HOSTEL, "can i leave 3 bags after checking out, whats the cost"),
         _both(_n("9"), _none_of(*_HOSTEL_DUMP))),
    Case("hos-cook-11", _hostel_parallel(HOSTEL, "can i use the kitchen at 11pm"),
         _both(_denies("22:00", "10pm", "10 pm"), _none_of(*_HOSTEL_DUMP))),
    Case("hos-17-dorm", _hostel_parallel(HOSTEL, "im 17 and travelling alone, can i book a dorm bed"),
         _both(_denies("private room", "with an adult", "under-18", "under 18"), _none_of(*_HOSTEL_DUMP))),
    Case("hos-towel-lock", _hostel_parallel(HOSTEL, "towel and a padlock, how much altogether"),
         _both(_n("7"), _none_of(*_HOSTEL_DUMP))),
    Case("hos-mate", _hostel_parallel(HOSTEL, "my mate is staying elsewhere, can he come up to our dorm for a bit"),
         _both(_denies("no visitors", "not allowed"), _none_of(*_HOSTEL_DUMP))),
    Case("hos-wifi-absent", _hostel_parallel(HOSTEL, "whats the wifi password"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_HOSTEL_DUMP))),
    # a cinema's listings with marks and a CHANGE line in a StateGraph with a router edge
    Case("cin-relaxed", _cinema_routed(CINEMA, "when's the relaxed showing of paper boats"),
         _both(_re(r"11[:.]00|11 ?am"), _any("sat", "7"), _none_of(*_CINEMA_DUMP, "14:30"))),
    Case("cin-pb-wed", _cinema_routed(CINEMA, "what time is paper boats on weds"),
         _both(_new_not_old(r"17[:.]00|(?<![\d.:])5 ?pm", r"16[:.]15"), _none_of(*_CINEMA_DUMP))),
    Case("cin-family", _cinema_routed(CINEMA, "how much for 2 adults and 2 kids (8 and 11) on saturday"),
         _both(_n("31"), _none_of(*_CINEMA_DUMP))),
    Case("cin-tue", _cinema_routed(CINEMA, "how much for 3 adults on tuesday"),
         _both(_re(r"£ ?18(?![\d:]|[.,]\d*[1-9])|(?<![\d.,:])18(?:[.,]00)? ?(?:pounds|gbp)"), _none_of(*_CINEMA_DUMP, "28.50"))),
    Case("cin-finish", _cinema_routed(CINEMA, "lighthouse keeper fri 20:45, roughly what time does it finish"),
         _both(_re(r"22[:.]4[0-5]|10[:.]4[0-5] ?pm"), _none_of(*_CINEMA_DUMP))),
    Case("cin-vigo-14", _cinema_routed(CINEMA, "can my 14 yr old see night train to vigo"),
         _both(_denies("15"), _none_of(*_CINEMA_DUMP))),
    Case("cin-subtitled", _cinema_routed(CINEMA, "is there a subtitled showing of the lighthouse keeper"),
         _both(_re(r"16[:.]00|4 ?pm"), _not_opening("no"), _none_of(*_CINEMA_DUMP))),
    Case("cin-longest", _cinema_routed(CINEMA, "which film is the longest"),
         _both(_any("vigo"), _not_opening("the lighthouse", "lighthouse", "paper"), _none_of(*_CINEMA_DUMP))),
    Case("cin-popcorn-absent", _cinema_routed(CINEMA, "how much is popcorn"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_CINEMA_DUMP, "9.50"))),
    # a garden centre's delivery zones as a Makefile-like file (a later assignment) from an InMemoryStore
    Case("gc-ct5", _garden_store(GARDEN, "how much to deliver to CT5"),
         _both(_new_not_old(r"9[.,]50", r"8[.,]50"), _none_of(*_GARDEN_DUMP))),
    Case("gc-ct1-min", _garden_store(GARDEN, "min order for delivery to CT1"),
         _both(_n("100"), _none_of(*_GARDEN_DUMP))),
    Case("gc-me13-thu", _garden_store(GARDEN, "can u deliver to ME13 on a thursay"),
         _both(_denies("mon", "wed", "fri"), _none_of(*_GARDEN_DUMP))),
    Case("gc-ct2-heavy", _garden_store(GARDEN, "CT2, 600kg of gravel with a timed slot - total delivery charge"),
         _both(_n("41"), _none_of(*_GARDEN_DUMP))),
    Case("gc-me10-days", _garden_store(GARDEN, "which days do you deliver to ME10"),
         _both(_word("tue", "tues", "tuesday", "tuesdays"), _word("thu", "thurs", "thursday", "thursdays"),
               _none_of(*_GARDEN_DUMP, "wed"))),
    Case("gc-sunday", _garden_store(GARDEN, "could i get a delivery on sunday"),
         _both(_denies("no delivery", "not on sunday", "don't deliver", "do not deliver"), _none_of(*_GARDEN_DUMP))),
    Case("gc-free", _garden_store(GARDEN, "where is delivery free"),
         _both(_any("ME13", "zone a"), _none_of(*_GARDEN_DUMP))),
    Case("gc-tn23-absent", _garden_store(GARDEN, "do u deliver to TN23"),
         _both(_either(_absent(*_NOT_GIVEN, "not in any zone", "no zone"), _denies("not in", "isn't in")),
               _not_opening("yes"), _none_of(*_GARDEN_DUMP))),
    # a Welsh community council notice (a NEWID) through an optional MessagesPlaceholder prompt
    Case("cy-meeting", _cyngor_history(CYNGOR, (), "when's the next council meeting"),
         _both(_new_not_old(r"(?<!\d)13(th)? (of )?(march|mawrth)|thursday|\biau\b",
                            r"(?<!\d)12(th)? (of )?(march|mawrth)|wednesday|mercher"), _none_of(*_CYNGOR_DUMP))),
    Case("cy-bin-pens", _cyngor_history(CYNGOR, (), "green bin price for a pensioner"),
         _both(_re(r"£ ?30(?!\d)|(?<![\d.,])30 ?(?:pounds|punt)"), _none_of(*_CYNGOR_DUMP))),
    Case("cy-two-bins", _cyngor_history(CYNGOR, (), "we need 2 green bins, not pensioners, how much a year"),
         _both(_n("84"), _none_of(*_CYNGOR_DUMP))),
    Case("cy-stall", _cyngor_history(CYNGOR, (), "faint yw stondin yn y ffair?"),
         _both(_re(r"£ ?12(?!\d)|(?<![\d.,])12 ?(?:pounds|punt)"), _none_of(*_CYNGOR_DUMP))),
    Case("cy-park-thu", _cyngor_history(CYNGOR, (), "can i park on the square on a thursday"),
         _both(_denies("market", "marchnad", "dim parcio", "no parking", "not allowed", no=("no", "na", "nac"))
               , _none_of(*_CYNGOR_DUMP))),
    Case("cy-next-bin", _cyngor_history(CYNGOR, (), "garden waste starts 3 march, when's the collection after that"),
         _both(_re(r"(?<!\d)17(th)? (of )?(march|mawrth)|(march|mawrth) 17"), _none_of(*_CYNGOR_DUMP))),
    Case("cy-food-absent", _cyngor_history(CYNGOR, (), "oes rhaid talu am gasglu gwastraff bwyd?"),
         _both(_absent(*_CY_NOT_GIVEN, *_NOT_GIVEN), _lead("Oes", "oes", "Yes", "yes"), _none_of(*_CYNGOR_DUMP))),
    Case("cy-fair-end", _cyngor_history(CYNGOR, ("When is the spring fair?", "Saturday 5 April."),
                                        "what time does it finish"),
         _both(_re(r"15[:.]00|(?<![\d.:])3 ?pm"), _none_of(*_CYNGOR_DUMP))),
    # a GitHub issue thread (edited comments, struck-out text) in a checkpointed thread with update_state
    Case("gh-who-fix", _issue_thread(ISSUE, "who fixed it"),
         _both(_any("lena"), _not_opening("tobias", "mira"), _none_of(*_ISSUE_DUMP))),
    Case("gh-release", _issue_thread(ISSUE, "when does the fix ship"),
         _both(_new_not_old(r"(?<!\d)17(th)? (of )?feb|feb\w* 17", r"(?<!\d)14(th)? (of )?feb|feb\w* 14"),
               _none_of(*_ISSUE_DUMP))),
    Case("gh-windows", _issue_thread(ISSUE, "is it only on windows"),
         _both(_denies("all systems"), _none_of(*_ISSUE_DUMP))),
    Case("gh-30-rows", _issue_thread(ISSUE, "if i export 30 rows how many end up in the csv"),
         _both(_re(r"(?<![\d.])29(?!\d)"), _none_of(*_ISSUE_DUMP))),
    Case("gh-approved", _issue_thread(ISSUE, "who approved the pr"),
         _both(_any("tobias"), _not_opening("lena", "mira"), _none_of(*_ISSUE_DUMP))),
    Case("gh-days-open", _issue_thread(ISSUE, "how many days was the issue open"),
         _both(_re(r"(?<!\d)15 ?days|fifteen days"), _none_of(*_ISSUE_DUMP))),
    Case("gh-chrome-absent", _issue_thread(ISSUE, "which chrome version did tobias test on"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_ISSUE_DUMP, "122"))),
    Case("gh-followup", _issue_thread(ISSUE, "and who reviewed it", ("Which PR fixes the bug?", "PR #418.")),
         _both(_any("tobias"), _not_opening("lena", "mira"), _none_of(*_ISSUE_DUMP))),
    # a learner's keyword retriever over four train-company documents (a dated note disagreeing)
    Case("rr-40min", _rail_retriever(RAIL, "train was 40 mins late, my single was £22, how much do i get back"),
         _both(_n("11"), _none_of(*_RAIL_DUMP))),
    Case("rr-window", _rail_retriever(RAIL, "how many days do i have to claim delay repay"),
         _both(_new_not_old(r"(?<!\d)14 ?days|fourteen days|(?<!\d)14(?!\d)", r"(?<!\d)28(?!\d)"),
               _none_of(*_RAIL_DUMP))),
    Case("rr-150min", _rail_retriever(RAIL, "delay was 2.5 hours. single fare 18, return 30. what do i get back"),
         _both(_re(_THIRTY), _none_of(*_RAIL_DUMP))),
    Case("rr-10min", _rail_retriever(RAIL, "my train was 10 minutes late can i claim delay repay"),
         _both(_denies("15 minutes", "15-29", "at least 15", "under 15", "less than 15"), _none_of(*_RAIL_DUMP))),
    Case("rr-permit", _rail_retriever(RAIL, "monthly car park permit price for a season ticket holder"),
         _both(_n("63"), _none_of(*_RAIL_DUMP))),
    Case("rr-park-11", _rail_retriever(RAIL, "parking at the station if i arrive at 11am"),
         _both(_n("4"), _none_of(*_RAIL_DUMP, "6.50"))),
    Case("rr-wifi-absent", _rail_retriever(RAIL, "is there wifi on northvale trains"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_RAIL_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_table(people: int, day: date, time: str) -> str:
    """Book a restaurant table for a number of people on a day at a 24-hour HH:MM time."""
    return "booked"


@tool
def convert_currency(amount: float, from_code: str, to_code: str) -> str:
    """Convert an amount of money; currencies as ISO codes such as EUR, GBP, USD."""
    return "converted"


@tool
def log_run(km: float) -> str:
    """Log a run's distance in kilometres."""
    return "logged"


@tool
def order_tiles(square_metres: float) -> str:
    """Order floor tiles to cover an area in square metres."""
    return "ordered"


def _report_fault(kind: str, flat: str, urgent: bool = False) -> str:
    return "reported"


class FaultArgs(BaseModel):
    kind: Literal["leak", "power", "heating", "other"] = Field(description="what sort of fault")
    flat: str = Field(description="the flat number, e.g. 12A")
    urgent: bool = Field(default=False, description="whether it needs someone today")


report_fault = StructuredTool.from_function(_report_fault, name="report_fault", args_schema=FaultArgs,
                                            description="Report a fault in a flat to the building's maintenance team.")


@tool
def set_alarm(time: str) -> str:
    """Set an alarm at a 24-hour HH:MM time."""
    return "set"


@tool
def track_parcel(tracking_id: str) -> str:
    """Track a parcel by its tracking id (letters and digits, no spaces, e.g. RM123456789GB)."""
    return "in transit"


@tool
def prenota_taxi(giorno: date, ora: str) -> str:
    """Prenota un taxi per un giorno a un'ora HH:MM (24 ore)."""
    return "prenotato"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _same_code(value: str):
    return lambda v: re.sub(r"[\s\-#.]", "", str(v)).upper() == re.sub(r"[\s\-]", "", value).upper()


TOOLS = [
    Case("tool-table", _calls([book_table], "today is wed 4 april 2035. table for me, my wife and our 3 kids this "
                                            "saturday at 7pm"),
         _call("book_table", people=_num_near(5), day=lambda v: str(v) == "2035-04-07", time=_hhmm("19:00"))),
    Case("tool-currency", _calls([convert_currency], "how much is two hundred and twenty euros in pounds"),
         _call("convert_currency", amount=_num_near(220), from_code=_same_code("EUR"), to_code=_same_code("GBP"))),
    Case("tool-run", _calls([log_run], "did 3 and a half miles this morning, log it"),
         _call("log_run", km=_num_near(5.633, 0.05))),
    Case("tool-tiles", _calls([order_tiles], "my kitchen floor is 3.2m by 4m, order tiles for it"),
         _call("order_tiles", square_metres=_num_near(12.8, 0.01))),
    Case("tool-fault", _calls([report_fault], "the boiler's died in flat 7b, no heating or hot water"),
         _call("report_fault", kind=lambda v: str(v) == "heating", flat=_same_code("7B"))),
    Case("tool-alarm", _calls([set_alarm], "wake me at quarter to six"),
         _call("set_alarm", time=_hhmm("05:45"))),
    Case("tool-parcel", _calls([track_parcel], "where's my parcel, tracking no. rm 4471 2290 9 gb"),
         _call("track_parcel", tracking_id=_same_code("RM447122909GB"))),
    Case("tool-taxi-it", _calls([prenota_taxi], "Oggi è lunedì 2 aprile 2035. Prenotami un taxi per domani alle 9."),
         _call("prenota_taxi", giorno=lambda v: str(v) == "2035-04-03", ora=_hhmm("09:00"))),
    Case("tool-no-fit", _calls([book_table, log_run, set_alarm], "whats the capital of mongolia"), _no_call),
    Case("tool-table-missing", _calls([book_table], "book us a table pls"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Butter(BaseModel):
    grams: float = Field(description="the amount of butter in grams")


class Room(TypedDict):
    has_parking: Annotated[bool, ..., "whether there is parking at the property"]
    ensuite: Annotated[bool, ..., "whether the rooms have their own bathroom"]


class Outing(BaseModel):
    adults: int = Field(description="how many adults")
    children: int = Field(description="how many children")


class Complaint(BaseModel):
    mood: Literal["happy", "neutral", "angry"] = Field(description="the customer's mood")


class Height(BaseModel):
    cm: float = Field(description="the person's height in centimetres")


STRUCTURED = [
    Case("schema-butter", _structured(Butter, "Cream half a pound of butter with the sugar."),
         _parsed(lambda b: abs(b.grams - 226.8) <= 2)),
    Case("schema-room", _structured(Room, "No parking on site I'm afraid, but every room is en-suite."),
         _parsed(lambda t: (t.get("has_parking"), t.get("ensuite")) == (False, True) if isinstance(t, dict) else False)),
    Case("schema-outing", _structured(Outing, "Zoo trip: me, my husband, our three boys and grandma."),
         _parsed(lambda o: (o.adults, o.children) == (3, 3))),
    Case("schema-mood", _structured(Complaint, "Third time my order hasn't turned up. Absolutely unacceptable."),
         _parsed(lambda c: c.mood == "angry")),
    Case("schema-height", _structured(Height, "He's 5 foot 9."),
         _parsed(lambda h: abs(h.cm - 175.3) <= 0.5)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Score(BaseModel):
    """How well the answer fits the question."""

    score: int = Field(description="1 = useless, 5 = spot on")


class Relevant(BaseModel):
    relevant: bool = Field(description="true if the document helps answer the question")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-yesno", _ask("Does the passage answer the question? Reply YES or NO only.\n"
                             "Question: how long do i boil an egg for\nPassage: Our egg cups come in packs of four."),
         _only("NO")),
    Case("grade-score", _grader(Score, "rate how well the answer matches the question, 1 = useless, 5 = spot on",
                                "QUESTION: What time does the museum open?\nANSWER: The museum opens at 10am every "
                                "day."),
         _parsed(lambda s: s.score >= 4)),
    Case("label-fr", _ask("Classe ce message : URGENT ou PAS_URGENT. Réponds uniquement par l'étiquette.\n"
                          "Message : Il y a une fuite de gaz dans la cuisine !"), _only("URGENT")),
    Case("grade-relevant", _grader(Relevant, "Decide if the document is relevant to the question.",
                                   "Question: how do I get a refund for a cancelled flight?\n"
                                   "Document: Our car park has 400 spaces and costs £12 a day."),
         _parsed(lambda r: r.relevant is False)),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My sister Ana lives in Porto and my cousin Ben lives in Leeds.", "Nice.",
                              "where does he live"),
         _both(_word("leeds"), _none_of("porto", "don't know"))),
    Case("thread-dentist", _thread("My dentist appointment is on the 12th.", "Noted.",
                                   "actually they moved it to the 19th", "OK.", "when's my dentist appt"),
         _new_not_old(r"(?<!\d)19(th)?(?!\d)", r"(?<!\d)12(th)?(?!\d)")),
    Case("thread-spent", _thread("Spent £12.40 on lunch.", "OK.", "and £7.85 on the bus", "Got it.",
                                 "how much have i spent today"),
         _both(_amount("20.25"), _none_of("don't know"))),
    Case("thread-zh-son", _thread("我女儿今年七岁,儿子五岁。", "好的。", "我儿子几岁?"),
         _both(_re(r"五|(?<!\d)5(?!\d)"), _none_of("七", "7", "不知道"))),
    Case("thread-nick", _thread("I'm Priyanka but everyone calls me Pri.", "Hi!", "what do people call me"),
         _both(_word("pri"), _none_of("don't know"))),
    Case("chat-real", _ask("r u a real person"),
         _both(_not_opening("yes"), _any("simulat", "a program", "not a real", "not a person", "language model",
                                         "an ai", "rule-based", "assistant", "not human"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
