"""A fifty-first invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held51``, from main at 7d0ec13a) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a bakery's celebration order form as CSV (quoted commas in item names, a ``#`` comment
re-pricing one row from a date) through ``prompt | llm | StrOutputParser``; a village community bus
timetable (columns of times, footnote letters B / S / M: not on bank holidays, schooldays only,
market Saturdays only, and a closing line moving one run ten minutes later) through
``with_structured_output(BusAnswer, include_raw=True)``; a plumber's invoice with VAT and a deposit
behind ``create_agent`` with the learner's block search tool and ``response_format``; a Chinese
菜鸟驿站 notice of a housing estate (a 【调整】 line changing weekend hours) through a ``Send``
fan-out (the question to the one model node, the notice to a counting node that calls no model);
a climbing centre's price file as TOML (inline table, an ``[[changes]]`` array table raising one
price from a date) through ``RunnableParallel``; a learner driver's SMS thread with her instructor
(a lesson lengthened, one cancelled, a stand-in instructor, a test moved) in a ``StateGraph`` with
a three-way router edge; a library's borrowing and late-fee policy as an indented definition list
read from an ``InMemoryStore`` by a graph node; a Portuguese condomínio notice (an ALTERAÇÃO moving
the meeting) through ``ChatPromptTemplate`` with an optional ``MessagesPlaceholder``; a vet's
vaccination schedule as a LaTeX ``tabular`` with a reception note (two changes) in a checkpointed
``StateGraph`` thread with the schedule, the note and an earlier turn put on it with
``update_state``.

Every case's program run makes only the model calls that produce the asked reply (no warm-up
branch, no second question; the fan-out's other branch and the parallel's other branch call no
model), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed
per reply.

Questions in everyday words: a value, a worked figure (two boxes after a re-pricing, a gluten-free
box, a delivery that is not "over £60", a cake with writing, returns for two adults and a child,
minutes between two stops, a balance after a deposit, a payment date 14 days on, hours of labour,
the VAT on the parts, a weekend day's opening hours after a change, a storage fee after free days, a
parcel by weight, entry with hire, a student off-peak price, a pass per visit, a week's lessons after
a cancellation and a lengthening, lessons plus a test-day fee, a late book, a capped DVD fine, a lost
book, a due date three weeks on, an instalment, a monthly rise, April to December dues, two puppy
jabs, a booster with a discount, a walk date one week on), a value changed by a later line (a ``#``
comment, a timetable's closing line, a 【调整】, an ``[[changes]]`` table, SMS corrections, an
ALTERAÇÃO, a reception note), conditions (bank holidays, schooldays, ages, weights, notice days, a
fee threshold), yes/no, counts, "who", answers absent (in English, Chinese and Portuguese), and
follow-ups in threads.

A learner's tools: an alarm "at quarter to seven", "the Monday after next" with today stated, "a
hundred and twenty euros fifty", "4 foot 2" into centimetres, adults and children from "me, my
husband and our three kids", "gas mark 6", an order id spoken in lower case with spaces, no tool
fits, a value missing, a German table booking (übermorgen, halb acht abends, zu dritt). Structured
output of my own schemas (a half marathon in km, "a pound and a half" of flour in grams, "No garden,
but off-street parking" in a ``TypedDict``, a head count, a mixed-review enum, "70 mph" in km/h).
Graders and labels in my own wordings (HELPFUL / UNHELPFUL, a structured ``supported`` bool, a
French RÉCLAMATION / QUESTION / REMERCIEMENT prompt, BILLING / TECH / SALES, NL / DE / SV).
Conversations ("he" after a woman and her son, a corrected appointment day, two spends over two
turns, a daughter's age in Chinese, a wife's favourite colour beside mine, "are you a real person?").

Oracles as in the fiftieth set, and strict: the asked result is required; a reply that quotes most
of its document, holds another row's value, or gives an operand instead of the worked value is
wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each document that no
right answer needs, checked per case; ``_not_all`` for the invoice, whose search hands back
neighbouring blocks); ``_absent`` (the material does not hold it: "I don't know" is right),
``_no_call`` (no tool fits, a required value is missing). Every text oracle judges the reply with
the simulator's limit sentences cut out (``_judged``): a reply that is only a limit sentence is
never "right anyway". Classes: ``right``, ``limit`` (a limit was stated while the asked reply was
made: a ``SimulatorLimitWarning`` caught during the case's run, which makes no other model call, or
the reply's own ``simulator_limit``), ``wrong`` (silently wrong); a ``limit`` on a reply that was
right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "... before first run") the oracles were tried on
one to three right replies written by hand for every one of the 102 cases (all passed, also with a
limit sentence put before them), on each grounded case's whole document echoed back, bare and after
"Here is what I found:" (none passed), on a bare limit sentence (none passed but the two no-call
tool cases, where no call is right whatever is said), on the simulator's usual right-reply shapes
(a row citation, "No matching part of ...", a reply that is the answer's source line (the ``#``
re-pricing comment, the timetable's closing line, the 【调整】 line, the ALTERAÇÃO, the reception
note, the moved-test SMS, the ``[[changes]]`` key), "£9.50", "9.50 pounds", "9,50 €", "No: S -
schooldays only.") (all passed), and on wrong replies (an old value, an operand, another row's
value, a yes for a no, an invented fact for an absent one; none passed). One dump marker was
changed then, before any run: the invoice's "sort code" stood in the payment-terms block that
answers two cases; a company-number line with no answer was added and is the marker now. The
simulator was not run on the set before that commit.

FIRST SIGHT on main at 7d0ec13a (the branch point of ``held51``; the set and its oracles committed
first in 373fa49c, then one run with ``-v``, about 11 s), 102 cases: right 30, stated limit 50,
silently wrong 22, false alarms 2, with the oracles as committed. The harness did not crash. No
oracle was mended: every wrong reply was read whole and none was truly right. Pinned at these
counts in ``test_pins.py``. Limits are attributed per reply (every case's run makes only the model
calls of the asked reply).

Read with care. One oracle let a flawed reply through as right, left as it is and named here:
lib-renew-reserved ("Renewals Up to 3 times, ... unless another member has reserved the item. Late
fees (adults) Books 20p a day, ... I could not find anything about 'renew' in the documents, so I
don't know that part.": the rule quoted with another section and a "don't know", no "no" said; it
met the oracle through "reserved"). One false alarm is lenient: lib-dvd-cap's reply quotes the
late-fee rule ("up to a maximum of £6 per item") and states a limit; it meets ``_n("6")`` through
the quoted cap, not a worked fine, so the limit is no false alarm read strictly. Read strictly: 29
right, 50 limits, 23 silently wrong, 1 false alarm. Two replies are counted wrong that a lenient
reader would take (sms-test, sms-car): the right SMS line with the thread's export heading
("SMS thread with ... - exported from my phone 13 April 2033") put before it; the heading is a dump
marker that holds no answer, and the fiftieth set counted the same shape wrong (es-second-call).
Replies that pass rightly by a path that does not work the question: thread-zh-age (the user's own
sentence quoted back), lib-printing-absent (an unrelated late-fee line quoted before "I don't know
that part"), lib-suspended (the suspension line with "(£11.40 is more than £10.)", no "no" said).

The silently wrong (22): bake-delivery (the delivery row, "3 miles is at most 5 miles": wanted 66,
the £60 order not "over £60"), bake-writing ("I don't know.": wanted 37.50), bus-easter (the 08:10
"(B: not on bank holidays)" for Easter Monday: wanted 11:40), bus-sat-quiet ("Marston Market, Sat:
10:00 M.": wanted no, it turns back at Oakley Surgery), inv-parts-vat (the total VAT £69.60 and
the guarantee: wanted 32.60), wall-student (the ``[entry]`` table quoted: wanted 8.50),
wall-intro-age and wall-under14 ("Yes: ... 'junior = 8.00 # under 16', and it includes 11 / 13":
wanted no, min_age 12, under-14s with a paying adult), sms-week-cost (the first message, "£38 an
hour": wanted 76 after a cancellation and a lengthening), sms-who-thu ("I could not find anything
about 'teaching'": wanted Nia), sms-test and sms-car (the right line with the export heading
before it: wanted 19 May / a blue Corsa alone), sms-finish (the first message, "Thu 14th 5-6pm":
wanted 7 pm), sms-total ("£123 together: £38 ... and £85": the hourly rate as the week's lessons,
wanted 161), sms-bring ("I don't know.": wanted the provisional licence), lib-dvds ("DVDs: 1 week.
... don't know that part": wanted no, at most 4), lib-lost (the suspension line, "£12.99 is more
than £10": wanted 15.49), pt-prestacao (the heading, the obras line and the arrecadações line:
wanted 150 €), pt-quota-year (the quota and obras lines: wanted 432 €), vet-followup ("The
documents don't give puppy kennel cough's age": wanted 8 weeks, the row's "from 8 weeks"),
tool-order (``order_id='00417'`` for "ord 00417 x": wanted ORD-00417-X), thread-wife-colour ("Your
favourite colour is green.": wanted purple, the wife's). False alarms (2): tool-no-fit (no call,
right, with a limit stated) and lib-dvd-cap (lenient, above). No limit sentence met an oracle
through its own words (``_judged``). Classes, code paths and proposed mechanisms:
``FIFTYFIRST_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftyfirst_set`` prints the counts (``-v``: each case).
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
    _has,
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

# --- oracle helpers of this set (as the fiftieth's) -----------------------------------------------

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
                     r"调整|改为|原来|以前|之前|不再|不是", re.I)


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

_PT_NOT_GIVEN = ("não menciona", "não é mencionad", "não diz", "não refere", "não indica", "não consta",
                 "não há informação", "não sei", "não especifica", "nada sobre", "não fala")


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


# --- program shapes -------------------------------------------------------------------------------


def _bakery_chain(form: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the bakery's order form (CSV) in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You take cake orders for a bakery. Answer the customer from the order form below (a CSV "
                       "file, prices in pounds).\n\n{form}"),
            ("human", "{question}"),
        ])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"form": form, "question": question}))

    return run


class BusAnswer(BaseModel):
    """The answer for the bus passenger."""

    answer: str = Field(description="the answer to the passenger's question, in one or two sentences")
    times_mentioned: list[str] = Field(default_factory=list, description="any bus times in the answer, HH:MM")


def _bus_schema(timetable: str, question: str):
    """``with_structured_output(BusAnswer, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(BusAnswer, include_raw=True).invoke([
            SystemMessage(f"You help passengers of a village community bus. Timetable:\n\n{timetable}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


class InvoiceAnswer(BaseModel):
    """The reply to the customer about the invoice."""

    answer: str = Field(description="the answer to the customer's question about the plumbing invoice")


def _invoice_agent(invoice: str, question: str):
    """``create_agent`` with the learner's search tool over the invoice's blocks (the two sharing
    most words with the query) and ``response_format=InvoiceAnswer``. The agent must search: with
    no tool result in the run the outcome is an empty reply (wrong)."""
    parts = [p.strip() for p in invoice.split("\n\n") if p.strip()]

    @tool
    def search_invoice(query: str) -> str:
        """Search the plumber's invoice (labour, parts, totals, VAT, deposit, payment terms, guarantee) for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in p.lower() for w in words), i) for i, p in enumerate(parts)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n\n".join(parts[i] for i in best) or "Nothing in the invoice matches."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_invoice], system_prompt="You answer a customer's questions about her "
                             "plumbing invoice. Search the invoice first and answer only from it.",
                             response_format=InvoiceAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_invoice" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, InvoiceAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class StationState(TypedDict):
    notice: str
    question: str
    results: Annotated[list, operator.add]


class StationJob(TypedDict):
    notice: str
    question: str


def _station_fanout(notice: str, question: str):
    """A ``Send`` fan-out from ``START``: the question to ``answer`` (the one model call) and the
    notice to ``count_rules`` (a learner's counter of its numbered lines, no model); an
    ``operator.add`` reducer gathers (kind, value); the answer's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: StationState):
            job = {"notice": s["notice"], "question": s["question"]}
            return [Send("answer", job), Send("count_rules", job)]

        def answer(s: StationJob):
            msg = llm.invoke([SystemMessage(f"请根据小区驿站的通知回答居民的问题。\n\n{s['notice']}"),
                              HumanMessage(s["question"])])
            return {"results": [("answer", _text(msg))]}

        def count_rules(s: StationJob):
            return {"results": [("rules", sum(1 for ln in s["notice"].splitlines() if re.match(r"\d+\.", ln)))]}

        g = StateGraph(StationState)
        g.add_node("answer", answer)
        g.add_node("count_rules", count_rules)
        g.add_conditional_edges(START, fan, ["answer", "count_rules"])
        g.add_edge("answer", END)
        g.add_edge("count_rules", END)
        out = g.compile().invoke({"notice": notice, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("answer", ""))

    return run


def _wall_parallel(prices: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the number of
    TOML tables (a learner's ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You work on the climbing centre's front desk. Its price file (TOML):\n\n{prices}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                tables=RunnableLambda(lambda x: len(re.findall(r"^\[", x["prices"], re.M))))
        return AIMessage(both.invoke({"prices": prices, "question": question})["answer"])

    return run


class LessonState(TypedDict):
    question: str
    reply: str


def _lessons_routed(thread: str, question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends a "who" / "when" question to
    ``facts`` (a short fact), a "how much" / "how many" question to ``sums`` (work the number out)
    and any other to ``helper``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: LessonState):
                msg = llm.invoke([SystemMessage(f"{instruction} My text messages with my driving instructor:\n\n"
                                                f"{thread}"), HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: LessonState) -> str:
            q = s["question"].strip().lower()
            if q.startswith(("who", "when")):
                return "facts"
            return "sums" if q.startswith(("how much", "how many")) else "helper"

        g = StateGraph(LessonState)
        g.add_node("facts", node("Give the fact asked for, briefly."))
        g.add_node("sums", node("Work out the number and give it."))
        g.add_node("helper", node("Answer my question in a sentence."))
        g.add_conditional_edges(START, route, {"facts": "facts", "sums": "sums", "helper": "helper"})
        for name in ("facts", "sums", "helper"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class DeskState(TypedDict):
    question: str
    reply: str


def _library_store(policy: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the policy saved under ("fernhill", "policies") /
    "LIB-04"; the ``desk`` node reads it with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("fernhill", "policies"), "LIB-04", {"text": policy})

        def desk(s: DeskState, *, store: BaseStore):
            item = store.get(("fernhill", "policies"), "LIB-04")
            msg = llm.invoke([SystemMessage(f"You answer library members from the library's policy:\n\n"
                                            f"{item.value['text']}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(DeskState)
        g.add_node("desk", desk)
        g.add_edge(START, "desk")
        g.add_edge("desk", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


def _condominio_history(notice: str, history: tuple[str, ...], question: str):
    """``ChatPromptTemplate.from_messages``: the notice in the system prompt, an optional
    ``MessagesPlaceholder("historico")`` of earlier turns, then the resident's question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Responde aos condóminos sobre o aviso da administração, na língua da pergunta.\n\n{aviso}"),
            MessagesPlaceholder("historico", optional=True),
            ("human", "{pergunta}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        inputs = {"aviso": notice, "pergunta": question} | ({"historico": msgs} if msgs else {})
        return (prompt | llm).invoke(inputs)

    return run


def _vet_thread(schedule: str, note: str, question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the schedule, then the reception's
    note, then any earlier turns put on the thread with ``update_state``; the question invoked and
    the last message of the result returned."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def reception(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("reception", reception)
        g.add_edge(START, "reception")
        g.add_edge("reception", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "brookside-client-4417"}}
        app.update_state(config, {"messages": [SystemMessage(f"You are the vets' receptionist. The vaccination "
                                                             f"schedule (a LaTeX table):\n\n{schedule}")]},
                         as_node="reception")
        app.update_state(config, {"messages": [SystemMessage(note)]}, as_node="reception")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="reception")
        out = app.invoke({"messages": [HumanMessage(question)]}, config)
        return out["messages"][-1]

    return run


# --- documents ------------------------------------------------------------------------------------

BAKERY = """# Crumb & Co Bakery - celebration order form 2033 (prices in GBP; please order 3 clear days ahead)
# Crumb & Co, 12 Quay Street, Lymington SO41 3AS
item,size,serves,price,notes
"Victoria sponge, jam and buttercream",8 inch,10,24.00,
"Victoria sponge, jam and buttercream",10 inch,16,34.00,
"Chocolate fudge cake, ganache top",8 inch,10,28.00,"contains nuts; not for nut allergies"
Carrot cake,8 inch,12,26.00,"walnut-free on request"
"Cupcakes, box of 12",,12,18.00,"gluten-free +3.00 a box"
"Sausage rolls, tray of 24",,12,15.00,
Writing on a cake,,,3.50,"up to 20 letters"
Delivery within 5 miles,,,6.00,"free on orders over 60.00"
# from 1 May 2033: cupcakes are 20.00 a box of 12 (gluten-free still +3.00)
# VAT no. GB 318 4471 02 - card or cash on collection"""

BUS = """HARTWELL COMMUNITY BUS - Route 7 timetable (from 3 April 2033)
Run by volunteers for Hartwell Community Transport Ltd, 2 Station Yard, Hartwell HW4 9PL.

                      Mon-Fri   Mon-Fri   Sat      Mon-Fri
Hartwell Green        08:10 B   11:40     09:30    15:05 S
Church Lane           08:16 B   11:46     09:36    15:11 S
Oakley Surgery        08:25 B   11:55     09:45    15:20 S
Marston Market        08:40 B   12:10     10:00 M  15:35 S

B - not on bank holidays
S - schooldays only
M - market Saturdays only; on other Saturdays the bus turns back at Oakley Surgery
Fares: single £2.20, return £3.80, under-16s half fare. One wheelchair space.
From 1 May 2033 the 11:40 from Hartwell Green leaves at 11:50 and every stop on that run is 10 minutes later.
Timetable enquiries: 01632 960 412 (weekday mornings)"""

INVOICE = """INVOICE No. 2033-118
R. Pengelly Plumbing & Heating, 9 Chapel Row, Redruth TR15 2AB. VAT reg. 412 8876 30

Customer: Mrs A. Trevithick, 3 Bal Lane, Redruth. Date of work: 14 February 2033. Invoice date: 16 February 2033.

Labour
Call-out (first hour): £65.00
Further labour, 2.5 hours at £48.00 an hour: £120.00

Parts
Thermostatic radiator valves x 3 at £18.00 each: £54.00
Magnetic system filter: £95.00
Inhibitor, 1 litre: £14.00

Totals
Subtotal: £348.00
VAT at 20%: £69.60
Total: £417.60
Deposit paid 10 February: £100.00

Payment terms
Payment within 14 days of the invoice date by bank transfer (sort code 30-96-26, account 20114587). A late payment charge of £25 applies after 30 days.

Guarantee
Parts are guaranteed for 12 months and labour for 6 months from the date of work.

Registered in England and Wales, company no. 08812234."""

STATION = """幸福里小区 菜鸟驿站 通知(2033年3月1日)

各位居民:
1. 驿站营业时间:周一至周五 8:00-20:00,周六、周日 9:00-18:00。
2. 包裹到站后免费保管3天,超过3天每件每天收取保管费1元。
3. 寄快递(省内):首重1公斤12元,续重每公斤5元。
4. 超过20公斤的大件包裹不代收,请自行联系快递员。
5. 取件请出示取件码或手机号后四位。

【调整】自3月15日起,周六、周日营业时间改为10:00-17:00。

联系电话:138 0571 2266(王师傅)"""

WALL = """# Granite Loft Climbing Centre - prices.toml (updated 2033-01-09)
[centre]
name = "Granite Loft Climbing Centre"
address = "Unit 4, Tanner's Yard, Sheffield S3 8BT"

[entry]
adult = 12.50
concession = 10.00        # students and over-65s
junior = 8.00             # under 16; under-14s must climb with a paying adult
off_peak_discount = 1.50  # weekdays before 4 pm, per entry

[hire]
shoes = 4.00
harness = 2.50
chalk_bag = 1.50

[memberships]
monthly_adult = 55.00
ten_visit_pass = 110.00   # valid 12 months, not transferable

[courses]
intro_session = { price = 30.00, length_minutes = 90, min_age = 12, includes = "all kit" }

[[changes]]
from = "2033-03-01"
entry.adult = 13.50
note = "adult entry goes up; concession and junior unchanged\""""

LESSONS = """SMS thread with "Gareth (driving instructor)" - exported from my phone 13 April 2033

Gareth, Sun 10 Apr 18:20: Hi Amira, lessons this week: Tue 12th 4-6pm and Thu 14th 5-6pm. £38 an hour, paid on the day.
Me, Sun 10 Apr 18:34: Perfect. Could we make Thursday two hours? Want to practise the dual carriageway.
Gareth, Sun 10 Apr 18:40: Yes ok, Thursday 5-7pm then.
Me, Mon 11 Apr 07:55: Sorry, something's come up on Tuesday, can we drop Tuesday's lesson?
Gareth, Mon 11 Apr 08:02: No worries, Tuesday's cancelled. Under 24h notice is normally charged but you're fine.
Gareth, Mon 11 Apr 12:15: Heads up, my car's in for a service Thursday so my colleague Nia will take you in her car, a blue Corsa. Same pick-up outside your work.
Me, Mon 11 Apr 12:20: ok thanks! Is my test still 2 May?
Gareth, Mon 11 Apr 12:31: The DVSA moved it I'm afraid - it's now Thursday 19 May, 10:14, Llanishen test centre. Using my car on test day is £85.
Gareth, Mon 11 Apr 12:33: Don't forget your provisional licence, they won't test you without it.
Me, Mon 11 Apr 12:40: cool, thanks Gareth 😊"""

LIBRARY = """Fernhill Community Library - Borrowing and Late Fees (policy LIB-04, April 2033)

Loan period
    Books: 3 weeks. DVDs: 1 week. Magazines: 1 week (back issues only).

Renewals
    Up to 3 times, online or by phone, unless another member has reserved the item.

Late fees (adults)
    Books 20p a day, DVDs £1 a day, up to a maximum of £6 per item.

Late fees (children under 16 and over-70s)
    None.

Lost or damaged items
    The replacement cost plus a £2.50 processing fee.

Borrowing limit
    12 items on one card, of which at most 4 DVDs.

Suspension
    A card with more than £10 in unpaid fees cannot borrow until the fees are paid.

Enquiries
    desk@fernhill-library.example, or at the counter."""

CONDOMINIO = """CONDOMÍNIO "EDIFÍCIO JACARANDÁ" - Rua das Flores 118, 4050-262 Porto
AVISO AOS CONDÓMINOS (2 de março de 2033)

1. Elevador: a manutenção será na terça-feira, 15 de março, das 9h00 às 13h00; o elevador estará parado.
2. Quota mensal: a partir de abril, 48 € por fração (atualmente 42 €).
3. Obras no telhado: 600 € por fração, pagos em quatro prestações iguais (abril, junho, agosto e outubro).
4. Arrecadações: cada fração pode alugar no máximo 1 arrecadação extra, a 15 € por mês.
5. Assembleia geral: quinta-feira, 24 de março, às 20h30, na sala do condomínio.

ALTERAÇÃO: a assembleia geral foi adiada para segunda-feira, 28 de março, à mesma hora.

A administração: Gestcondo Porto, Lda., tel. 222 041 377."""

VET = r"""\section*{Brookside Vets -- Puppy \& Kitten Vaccination Schedule 2033}
\textit{Brookside Veterinary Surgery, 41 Mill Road, Cambridge CB1 2AD}

\begin{tabular}{|l|l|l|r|}
\hline
Animal & Vaccine & When & Price (\pounds) \\
\hline
Puppy & First vaccination & 8 weeks & 45.00 \\
Puppy & Second vaccination & 10 weeks & 45.00 \\
Puppy & Kennel cough (nasal) & from 8 weeks & 32.00 \\
Kitten & First vaccination & 9 weeks & 42.00 \\
Kitten & Second vaccination & 12 weeks & 42.00 \\
Dog or cat & Yearly booster & every 12 months & 49.00 \\
Rabbit & Myxo-RHD combined & from 5 weeks, then yearly & 38.00 \\
\hline
\end{tabular}

\noindent Puppies may go out for walks one week after the second vaccination.\\
\noindent Health plan members get 20\% off all vaccinations."""

VET_NOTE = ("Reception note, 1 March 2033: the rabbit vaccine is now £41.00, and kittens now have their second "
            "vaccination at 13 weeks, not 12.")


_BAKERY_DUMP = ("Quay Street", "VAT no.")
_BUS_DUMP = ("Station Yard", "960 412")
_INVOICE_DUMP = ("Chapel Row", "company no.")  # a dump holds both (``_not_all``): searches hand back neighbours
_STATION_DUMP = ("幸福里小区", "138 0571")
_WALL_DUMP = ("Tanner's Yard", "prices.toml")
_LESSONS_DUMP = ("exported from my phone", "cool, thanks")
_LIBRARY_DUMP = ("LIB-04", "fernhill-library.example")
_CONDOMINIO_DUMP = ("Rua das Flores", "Gestcondo")
_VET_DUMP = ("Mill Road", "begin{tabular}")


_OLD_SIX = r"(?<![\d.:-])6 ?pm|18[:.]00"

GROUNDED = [
    # a bakery's celebration order form as CSV (quoted commas, a re-pricing comment) through prompt | llm | parser
    Case("bake-big-sponge", _bakery_chain(BAKERY, "How much is the bigger Victoria sponge?"),
         _both(_n("34"), _none_of(*_BAKERY_DUMP))),
    Case("bake-cupcakes-june", _bakery_chain(BAKERY, "Two boxes of cupcakes for a party in June - how much?"),
         _both(_n("40"), _none_of(*_BAKERY_DUMP, "36"))),
    Case("bake-gf-june", _bakery_chain(BAKERY, "What's one box of gluten-free cupcakes for collection on 10 June?"),
         _both(_n("23"), _none_of(*_BAKERY_DUMP, "21.00", "£21"))),
    Case("bake-nuts", _bakery_chain(BAKERY, "My son has a nut allergy - is the chocolate fudge cake OK for him?"),
         _both(_denies("contains nuts", "not for nut", "not suitable", "has nuts"), _none_of(*_BAKERY_DUMP))),
    Case("bake-delivery", _bakery_chain(BAKERY, "The 10-inch sponge and a carrot cake, delivered 3 miles away. "
                                                "What's the total?"),
         _both(_n("66"), _none_of(*_BAKERY_DUMP))),
    Case("bake-writing", _bakery_chain(BAKERY, "A 10-inch Victoria sponge with 'Happy 80th Grandma' written on it - "
                                               "how much?"),
         _both(_amount("37.5"), _none_of(*_BAKERY_DUMP))),
    Case("bake-notice", _bakery_chain(BAKERY, "Today is Thursday and I need a cake for Saturday. Can I still order "
                                              "one?"),
         _both(_denies("3 clear days", "three clear days", "3 days", "three days"), _none_of(*_BAKERY_DUMP))),
    Case("bake-vegan-absent", _bakery_chain(BAKERY, "Do you make vegan cakes?"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_BAKERY_DUMP))),
    # a community bus timetable with footnote letters through with_structured_output(BusAnswer, include_raw=True)
    Case("bus-first-market", _bus_schema(BUS, "What time does the first weekday bus get to Marston Market?"),
         _both(_re(r"(?<![\d.:])0?8[:.]40"), _none_of(*_BUS_DUMP))),
    Case("bus-easter", _bus_schema(BUS, "It's Easter Monday. What's the earliest bus I can get from Hartwell "
                                        "Green?"),
         _both(_new_not_old(r"11[:.]40", r"(?<![\d.:])0?8[:.]10"), _none_of(*_BUS_DUMP))),
    Case("bus-june-midday", _bus_schema(BUS, "In June, when does the late-morning bus leave Hartwell Green?"),
         _both(_new_not_old(r"11[:.]50", r"11[:.]40"), _none_of(*_BUS_DUMP))),
    Case("bus-fares", _bus_schema(BUS, "Two adults and a 12-year-old, all on returns - how much altogether?"),
         _both(_amount("9.5"), _none_of(*_BUS_DUMP))),
    Case("bus-school-hols", _bus_schema(BUS, "Is there a 15:05 bus during the school holidays?"),
         _both(_denies("schooldays", "school days", "term time", "only on school"), _none_of(*_BUS_DUMP))),
    Case("bus-sat-quiet", _bus_schema(BUS, "It's a Saturday with no market. Can I get the bus all the way to "
                                           "Marston Market?"),
         _both(_denies("oakley", "turns back", "market saturdays"), _none_of(*_BUS_DUMP))),
    Case("bus-journey", _bus_schema(BUS, "How long does the Saturday bus take from Church Lane to Marston Market?"),
         _both(_re(r"(?<!\d)24 ?min|twenty-four min"), _none_of(*_BUS_DUMP))),
    Case("bus-dog-absent", _bus_schema(BUS, "Can I bring my dog on the bus?"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_BUS_DUMP))),
    # a plumber's invoice with VAT behind create_agent with the learner's search tool and response_format
    Case("inv-owe", _invoice_agent(INVOICE, "How much do I still owe after my deposit?"),
         _both(_amount("317.6"), _not_all(*_INVOICE_DUMP))),
    Case("inv-due", _invoice_agent(INVOICE, "By what date do I have to pay the invoice?"),
         _both(_re(r"(?<!\d)2(nd)? (of )?march|march 2(nd)?(?!\d)|(?<!\d)0?2/0?3/"), _not_all(*_INVOICE_DUMP))),
    Case("inv-hours", _invoice_agent(INVOICE, "How many hours of labour was I charged for altogether?"),
         _both(_re(r"(?<![\d.])3[.,]5 ?h|three and a half|3½"), _not_all(*_INVOICE_DUMP))),
    Case("inv-parts-vat", _invoice_agent(INVOICE, "How much of the VAT was on the parts?"),
         _both(_amount("32.6"), _not_all(*_INVOICE_DUMP))),
    Case("inv-valve", _invoice_agent(INVOICE, "How much was each radiator valve?"),
         _both(_n("18"), _not_all(*_INVOICE_DUMP))),
    Case("inv-labour-guarantee", _invoice_agent(INVOICE, "The valve started leaking in September because it was "
                                                         "fitted badly. Is the labour still guaranteed?"),
         _both(_denies("6 months", "six months"), _not_all(*_INVOICE_DUMP))),
    Case("inv-late", _invoice_agent(INVOICE, "If I pay 35 days after the invoice date, how much extra will I be "
                                             "charged?"),
         _both(_n("25"), _not_all(*_INVOICE_DUMP))),
    Case("inv-name-absent", _invoice_agent(INVOICE, "What's the plumber's first name?"),
         _both(_absent(*_NOT_GIVEN, "nothing in the invoice matches", "only the initial", "just the initial"),
               _not_all(*_INVOICE_DUMP))),
    # a Chinese parcel-station notice (a 【调整】 line) through a Send fan-out (one model call)
    Case("cn-sunday", _station_fanout(STATION, "3月20日星期天,驿站几点开门?"),
         _both(_new_not_old(r"10[::]00|10点|十点|(?<![\d.:])10 ?am", r"(?<![\d.:])9[::]00|(?<!\d)9点|九点"),
               _none_of(*_STATION_DUMP))),
    Case("cn-storage-fee", _station_fanout(STATION, "我的一个包裹在驿站放了5天,要交多少保管费?"),
         _both(_yuan("2"), _none_of(*_STATION_DUMP))),
    Case("cn-send", _station_fanout(STATION, "寄一个3公斤的快递到省内要多少钱?"),
         _both(_yuan("22"), _none_of(*_STATION_DUMP))),
    Case("cn-big", _station_fanout(STATION, "Will the parcel station take in a 25 kg parcel for me?"),
         _both(_denies("20", "不代收", "doesn't accept", "does not accept", "won't", "will not", "not accept"),
               _none_of(*_STATION_DUMP))),
    Case("cn-pickup", _station_fanout(STATION, "取件需要出示什么?"),
         _both(_any("取件码", "pickup code", "pick-up code", "collection code"), _none_of(*_STATION_DUMP))),
    Case("cn-sat-hours", _station_fanout(STATION, "3月19日(周六)驿站营业几个小时?"),
         _both(_re(r"(?<!\d)7 ?个?小时|七个?小时|(?<!\d)7 hours|seven hours"), _none_of(*_STATION_DUMP))),
    Case("cn-weekday-close", _station_fanout(STATION, "What time does the station close on Wednesdays?"),
         _both(_re(r"20[::]00|(?<![\d.:])8 ?pm|晚上8点|晚上八点"), _none_of(*_STATION_DUMP))),
    Case("cn-intl-absent", _station_fanout(STATION, "驿站可以寄国际快递吗?"),
         _both(_absent(*_ZH_NOT_GIVEN, *_NOT_GIVEN), _lead("可以", "能", "Yes", "yes"), _none_of(*_STATION_DUMP))),
    # a climbing centre's TOML price file (an [[changes]] table) through RunnableParallel
    Case("wall-adult-april", _wall_parallel(WALL, "How much is adult entry in April?"),
         _both(_new_not_old(r"13[.,]50", r"12[.,]50"), _none_of(*_WALL_DUMP))),
    Case("wall-feb-kit", _wall_parallel(WALL, "One adult in February, hiring shoes and a harness - what's the "
                                              "total?"),
         _both(_n("19"), _none_of(*_WALL_DUMP))),
    Case("wall-student", _wall_parallel(WALL, "I'm a student and I'm coming on a Tuesday morning. What do I pay to "
                                              "get in?"),
         _both(_amount("8.5"), _none_of(*_WALL_DUMP))),
    Case("wall-tenpass", _wall_parallel(WALL, "What does each visit work out at on the ten-visit pass?"),
         _both(_n("11"), _none_of(*_WALL_DUMP))),
    Case("wall-intro-age", _wall_parallel(WALL, "Can my 11-year-old do the intro session?"),
         _both(_denies("12", "too young"), _none_of(*_WALL_DUMP))),
    Case("wall-intro-length", _wall_parallel(WALL, "How long is the intro session in hours?"),
         _both(_re(r"(?<![\d.])1[.,]5 ?h|an hour and a half|one and a half|1½"), _none_of(*_WALL_DUMP))),
    Case("wall-under14", _wall_parallel(WALL, "Can my 13-year-old climb on her own?"),
         _both(_denies("paying adult", "with an adult", "under-14", "under 14"), _none_of(*_WALL_DUMP))),
    Case("wall-cafe-absent", _wall_parallel(WALL, "Is there a café?"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_WALL_DUMP))),
    # a driving instructor's SMS thread in a StateGraph with a three-way router edge
    Case("sms-week-cost", _lessons_routed(LESSONS, "How much will I pay for lessons this week?"),
         _both(_n("76"), _none_of(*_LESSONS_DUMP))),
    Case("sms-who-thu", _lessons_routed(LESSONS, "Who's teaching me on Thursday?"),
         _both(_word("nia"), _none_of(*_LESSONS_DUMP))),
    Case("sms-test", _lessons_routed(LESSONS, "When is my driving test?"),
         _both(_new_not_old(r"(?<!\d)19(th)? (of )?may|may 19", r"(?<!\d)2(nd)? (of )?may|may 2(?!\d)"),
               _none_of(*_LESSONS_DUMP))),
    Case("sms-tuesday", _lessons_routed(LESSONS, "Do I still have a lesson on Tuesday?"),
         _both(_denies("cancelled", "canceled", "dropped", "called off"), _none_of(*_LESSONS_DUMP))),
    Case("sms-car", _lessons_routed(LESSONS, "What car will I be driving on Thursday?"),
         _both(_has("corsa"), _none_of(*_LESSONS_DUMP))),
    Case("sms-finish", _lessons_routed(LESSONS, "When does Thursday's lesson finish?"),
         _both(_new_not_old(r"(?<![\d.:])7 ?pm|(?<![\d.:])7[.:]00|19[:.]00", _OLD_SIX), _none_of(*_LESSONS_DUMP))),
    Case("sms-total", _lessons_routed(LESSONS, "How much will this week's lessons and the car on test day come to "
                                               "altogether?"),
         _both(_n("161"), _none_of(*_LESSONS_DUMP))),
    Case("sms-bring", _lessons_routed(LESSONS, "What do I need to bring to my test?"),
         _both(_any("provisional"), _none_of(*_LESSONS_DUMP))),
    Case("sms-phone-absent", _lessons_routed(LESSONS, "What's Nia's phone number?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_LESSONS_DUMP))),
    # a library's late-fee policy as an indented definition list, read from an InMemoryStore by a graph node
    Case("lib-book-late", _library_store(LIBRARY, "I returned a book 9 days late. What do I owe?"),
         _both(_amount("1.8"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-dvd-cap", _library_store(LIBRARY, "My DVD is 10 days overdue. How much is the fine?"),
         _both(_n("6"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-child", _library_store(LIBRARY, "My 8-year-old's book is two weeks late. Will there be a fine?"),
         _both(_denies("none", "no fine", "no late fee", "under 16", "children", "free"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-dvds", _library_store(LIBRARY, "Can I take out 5 DVDs at once?"),
         _both(_denies("4", "four"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-lost", _library_store(LIBRARY, "I've lost a book that costs £12.99 to replace. What will I pay?"),
         _both(_amount("15.49"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-due", _library_store(LIBRARY, "I borrowed a book on 3 May. When is it due back?"),
         _both(_re(r"(?<!\d)24(th)? (of )?may|may 24"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-suspended", _library_store(LIBRARY, "I owe £11.40 in late fees. Can I still borrow?"),
         _both(_denies("more than £10", "over £10", "£10", "until"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-renew-reserved", _library_store(LIBRARY, "Can I renew a book that someone else has reserved?"),
         _both(_denies("reserved"), _none_of(*_LIBRARY_DUMP))),
    Case("lib-printing-absent", _library_store(LIBRARY, "How much does printing cost?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_LIBRARY_DUMP))),
    # a Portuguese condominium notice (an ALTERAÇÃO) through ChatPromptTemplate with an optional MessagesPlaceholder
    Case("pt-meeting", _condominio_history(CONDOMINIO, (), "When is the general meeting?"),
         _both(_new_not_old(r"(?<!\d)28(?!\d)|monday|segunda", r"(?<!\d)24(?!\d)|thursday|quinta"),
               _none_of(*_CONDOMINIO_DUMP))),
    Case("pt-prestacao", _condominio_history(CONDOMINIO, (), "Quanto é cada prestação das obras do telhado?"),
         _both(_euro("150"), _none_of(*_CONDOMINIO_DUMP))),
    Case("pt-increase", _condominio_history(CONDOMINIO, (), "How much more will I pay each month from April?"),
         _both(_euro("6"), _none_of(*_CONDOMINIO_DUMP))),
    Case("pt-quota-year", _condominio_history(CONDOMINIO, (), "Quanto pago de quota de abril a dezembro?"),
         _both(_euro("432"), _none_of(*_CONDOMINIO_DUMP))),
    Case("pt-storage", _condominio_history(CONDOMINIO, (), "Can we rent two extra storage rooms?"),
         _both(_denies("1 ", "one", "máximo", "maximum", "only"), _none_of(*_CONDOMINIO_DUMP))),
    Case("pt-lift", _condominio_history(CONDOMINIO, (), "Until what time will the lift be out of service on the "
                                                        "15th?"),
         _both(_re(r"13[h:.]00|13h|(?<![\d.:])1 ?pm|(?<![\d.:])1[.:]00 ?pm"), _none_of(*_CONDOMINIO_DUMP))),
    Case("pt-months", _condominio_history(CONDOMINIO, ("How much are the roof works?",
                                                       "600 € per flat, in four equal instalments."),
                                          "in which months?"),
         _both(_any("abril", "april"), _any("outubro", "october"), _none_of(*_CONDOMINIO_DUMP))),
    Case("pt-dog-absent", _condominio_history(CONDOMINIO, (), "Posso ter um cão no apartamento?"),
         _both(_absent(*_PT_NOT_GIVEN, *_NOT_GIVEN), _lead("Sim", "sim", "Yes", "yes"),
               _none_of(*_CONDOMINIO_DUMP))),
    # a vet's vaccination schedule as a LaTeX table and a reception note in a checkpointed MessagesState thread
    Case("vet-puppy-both", _vet_thread(VET, VET_NOTE, "How much are both puppy vaccinations together?"),
         _both(_n("90"), _none_of(*_VET_DUMP))),
    Case("vet-walk", _vet_thread(VET, VET_NOTE, "My puppy had her second jab at 10 weeks. At how many weeks old can "
                                                "she go out for walks?"),
         _both(_re(r"(?<!\d)11 ?weeks|eleven weeks"), _none_of(*_VET_DUMP))),
    Case("vet-rabbit", _vet_thread(VET, VET_NOTE, "How much is the rabbit vaccine?"),
         _both(_new_not_old(r"(?<![\d.])41(?!\d)", r"(?<![\d.])38(?!\d)"), _none_of(*_VET_DUMP))),
    Case("vet-kitten-second", _vet_thread(VET, VET_NOTE, "When does a kitten have its second vaccination?"),
         _both(_new_not_old(r"(?<!\d)13 ?weeks|thirteen weeks", r"(?<!\d)12 ?weeks|twelve weeks"),
               _none_of(*_VET_DUMP))),
    Case("vet-booster-plan", _vet_thread(VET, VET_NOTE, "I'm on the health plan. What will my dog's yearly booster "
                                                        "cost?"),
         _both(_amount("39.2"), _none_of(*_VET_DUMP))),
    Case("vet-rabbit-age", _vet_thread(VET, VET_NOTE, "Can my 4-week-old rabbit be vaccinated?"),
         _both(_denies("5 weeks", "five weeks", "too young"), _none_of(*_VET_DUMP))),
    Case("vet-followup", _vet_thread(VET, VET_NOTE, "and from what age can a puppy have it?",
                                     ("How much is the kennel cough vaccine?", "£32.00.")),
         _both(_re(r"(?<!\d)8 ?weeks|eight weeks"), _none_of(*_VET_DUMP))),
    Case("vet-kitten-plan", _vet_thread(VET, VET_NOTE, "Both kitten vaccinations on the health plan - how much "
                                                       "altogether?"),
         _both(_amount("67.2"), _none_of(*_VET_DUMP))),
    Case("vet-microchip-absent", _vet_thread(VET, VET_NOTE, "How much is microchipping?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_VET_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def set_alarm(time: str) -> str:
    """Set the phone alarm. time is the 24-hour HH:MM time."""
    return "set"


@tool
def book_dentist(day: date) -> str:
    """Book a dentist check-up on a day."""
    return "booked"


@tool
def send_money(amount_eur: float, to: str) -> str:
    """Send an amount in euros to a contact."""
    return "sent"


@tool
def record_height(cm: float) -> str:
    """Record a child's height in centimetres."""
    return "recorded"


@tool
def buy_cinema_tickets(adults: int, children: int) -> str:
    """Buy cinema tickets for a number of adults and a number of children."""
    return "bought"


@tool
def preheat_oven(celsius: int) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def cancel_order(order_id: str) -> str:
    """Cancel an online order by its order id (as printed on the confirmation, e.g. ORD-12345-A)."""
    return "cancelled"


@tool
def tisch_reservieren(tag: date, uhrzeit: str, personen: int) -> str:
    """Reserviert einen Tisch im Restaurant. uhrzeit im 24-Stunden-Format HH:MM; personen ist die Anzahl der Gäste."""
    return "reserviert"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _same_code(value: str):
    return lambda v: re.sub(r"[\s\-#]", "", str(v)).upper() == re.sub(r"[\s\-]", "", value).upper()


TOOLS = [
    Case("tool-alarm", _calls([set_alarm], "wake me up at quarter to seven tomorrow"),
         _call("set_alarm", time=_hhmm("06:45"))),
    Case("tool-dentist", _calls([book_dentist], "Today is Friday 4 March 2033. Book my check-up for the Monday after "
                                                "next."),
         _call("book_dentist", day=lambda v: str(v) == "2033-03-14")),
    Case("tool-money", _calls([send_money], "send Marta a hundred and twenty euros fifty for the concert tickets"),
         _call("send_money", amount_eur=_num_near(120.5), to=lambda v: "marta" in str(v).lower())),
    Case("tool-height", _calls([record_height], "Sam is 4 foot 2 now"),
         _call("record_height", cm=_num_near(127.0, 0.5))),
    Case("tool-cinema", _calls([buy_cinema_tickets], "tickets for the 6 o'clock showing: me, my husband and our "
                                                     "three kids"),
         _call("buy_cinema_tickets", adults=_num_near(2), children=_num_near(3))),
    Case("tool-oven", _calls([preheat_oven], "heat the oven to gas mark 6"),
         _call("preheat_oven", celsius=_num_near(200, 5))),
    Case("tool-order", _calls([cancel_order], "please cancel my order, it's ord 00417 x"),
         _call("cancel_order", order_id=_same_code("ORD-00417-X"))),
    Case("tool-no-fit", _calls([set_alarm, send_money, preheat_oven], "what's the capital of Peru?"), _no_call),
    Case("tool-money-missing", _calls([send_money], "send some money to my brother"), _no_call),
    Case("tool-de-tisch", _calls([tisch_reservieren], "Heute ist Dienstag, der 8. März 2033. Reserviere bitte einen "
                                                      "Tisch für übermorgen um halb acht abends, wir sind zu dritt."),
         _call("tisch_reservieren", tag=lambda v: str(v) == "2033-03-10", uhrzeit=_hhmm("19:30"),
               personen=_num_near(3))),
]


# --- structured output ----------------------------------------------------------------------------

class Race(BaseModel):
    km: float = Field(description="the race distance in kilometres")


class Flour(BaseModel):
    grams: float = Field(description="how much flour, in grams")


class Listing(TypedDict):
    garden: Annotated[bool, ..., "whether the house has a garden"]
    parking: Annotated[bool, ..., "whether there is off-street parking"]


class Guests(BaseModel):
    people: int = Field(description="how many people are coming, in total")


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "mixed"] = Field(description="the overall feeling of the review")


class Speed(BaseModel):
    kmh: float = Field(description="the speed limit in kilometres per hour")


STRUCTURED = [
    Case("schema-race", _structured(Race, "She's running her first half marathon in October."),
         _parsed(lambda r: abs(r.km - 21.0975) <= 0.05)),
    Case("schema-flour", _structured(Flour, "You'll need a pound and a half of plain flour."),
         _parsed(lambda f: abs(f.grams - 680.4) <= 3)),
    Case("schema-listing", _structured(Listing, "Two-bed terrace. No garden, but off-street parking for one car."),
         _parsed(lambda t: (t.get("garden"), t.get("parking")) == (False, True) if isinstance(t, dict) else False)),
    Case("schema-guests", _structured(Guests, "Coming to lunch: my two sisters, their husbands, and me."),
         _parsed(lambda g: g.people == 5)),
    Case("schema-review", _structured(Review, "The food was lovely but the service was painfully slow."),
         _parsed(lambda r: r.sentiment == "mixed")),
    Case("schema-speed", _structured(Speed, "The limit on that road is 70 mph."),
         _parsed(lambda s: abs(s.kmh - 112.65) <= 0.3)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Supported(BaseModel):
    """Whether the notes back up the reply."""

    supported: bool = Field(description="true only if the notes back up everything the reply says")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-helpful", _ask("Does the document help answer the question? Reply HELPFUL or UNHELPFUL only.\n"
                               "Question: What time does the pharmacy open on Sundays?\nDocument: The pharmacy opens "
                               "at 10 am on Sundays and closes at 4 pm."), _only("HELPFUL")),
    Case("grade-supported-false", _grader(Supported, "Compare the reply with the notes.",
                                          "NOTES: The pool is closed on Mondays for cleaning.\n"
                                          "REPLY: The pool is open every day of the week."),
         _parsed(lambda s: s.supported is False)),
    Case("label-fr", _ask("Classe ce message : RÉCLAMATION, QUESTION ou REMERCIEMENT. Réponds uniquement par "
                          "l'étiquette.\nMessage : Merci beaucoup pour votre aide si rapide !"), _only("REMERCIEMENT")),
    Case("label-route", _ask("Route this email to BILLING, TECH or SALES. Answer with one word.\nEmail: I was charged "
                             "twice for my subscription this month."), _only("BILLING")),
    Case("label-lang", _ask("Which language is this: NL, DE or SV? Give the code only.\nTack så mycket för hjälpen!"),
         _only("SV")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My sister Ana is 34 and her son Leo is 6.", "Lovely.", "how old is he?"),
         _both(_word("6", "six"), _none_of("34", "thirty-four", "don't know"))),
    Case("thread-dentist", _thread("My dentist appointment is on the 12th.", "Noted.", "Sorry, my mistake - it's the "
                                   "21st.", "No problem.", "when's my dentist appointment?"),
         _new_not_old(r"(?<!\d)21(st)?(?!\d)", r"(?<!\d)12(th)?(?!\d)")),
    Case("thread-spend", _thread("I spent £23.40 on petrol today.", "OK.", "And £8.75 on parking.", "Got it.",
                                 "what did I spend altogether?"),
         _both(_amount("32.15"), _none_of("don't know"))),
    Case("thread-zh-age", _thread("我女儿叫小雨,今年七岁。", "真好!", "我女儿几岁了?"),
         _both(_any("七", "7"), _none_of("不知道"))),
    Case("thread-wife-colour", _thread("My favourite colour is green but my wife's is purple.", "Nice.",
                                       "what's my wife's favourite colour?"),
         _both(_word("purple"), _not_opening("green"), _none_of("don't know"))),
    Case("chat-real", _ask("what's your name, and are you a real person?"),
         _both(_not_opening("yes"), _any("not a person", "not a real person", "not a human", "not human", "a program",
                                         "simulator", "language model", "an ai", "rule-based", "chatbot",
                                         "assistant"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
