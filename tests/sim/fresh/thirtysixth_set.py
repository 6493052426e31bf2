"""A thirty-sixth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``held36``, from main at 9d7a2f2c) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a cookery
video's subtitles as an SRT file (cue numbers, ``-->`` timings, the cook correcting a quantity in a
later cue) through a chain whose primary runnable fails and ``with_fallbacks`` hands the prompt to
the model; a protobuf schema (``.proto``: a deprecated field, ``reserved`` numbers and names, a
unit in a comment, an enum of delivery windows in comments) through the functional API
(``@entrypoint`` calling two ``@task`` s); a university module handbook whose sections are loaded in
parallel by a ``Send`` fan-out into an ``operator.add`` reducer before one generate node (a weekly
calendar counted from week 1, a late penalty with an exception, an update lengthening the exam);
a cattery's booking terms (per night, a pair price, a later price rise, a vaccination rule, no
Sunday hand-overs) in ``create_agent`` with no tools and a ``response_format`` schema; an org-mode
to-do file (TODO / DONE / CANCELLED, tags, DEADLINE / SCHEDULED, a checklist) behind a router
node that returns ``Command(goto=...)``; a mortgage offer's clauses in an ``InMemoryVectorStore``
over fake embeddings, retrieved with a metadata ``filter`` to the customer's product; a Japanese
izakaya menu (prices before tax, a drinks plan with a minimum party and a last order, a sold-out
note) asked in English through ``RunnableParallel`` with ``RunnablePassthrough``; a unified diff of
a Kubernetes manifest behind a ``MessagesState`` graph whose state also carries a running
summary; a robots.txt (per-agent groups, an ``Allow`` inside a ``Disallow``, crawl delays) through
a learner's ``@chain`` function. Questions in everyday words: a quantity corrected in a later cue,
a fan-oven temperature, a sum of two quantities, a time in the video, pings per hour worked from
an interval, a unit conversion from a comment, a reserved name, a deprecated field, a window's
length, a due date counted from week 1, a mark after a late penalty, a value changed by an update,
a count of lectures with a week off, a rule's exception, a price of nights for a pair, a price
after a rise, a vaccination rule against a stated gap, a Sunday rule, what is left on a
checklist, a cancelled task, days between two dates, a sum of two quotes, a loan with a fee added,
a rate after a fix ends, an allowance worked from a balance, no charge after a date, a price with
tax added, a minimum party, a last order worked from a start time, a sold-out dish, a new version,
a total over replicas, a removed setting, an unchanged limit, a blocked agent, an allowed path
inside a disallowed one, a crawl delay, answers absent.

A learner's tools: "68 Fahrenheit" onto a Celsius argument, "the fiver I owe her", "the day after
tomorrow at ten to four" with today stated, "two and a quarter minutes" in seconds, "a half
marathon in 1:52" into kilometres and minutes, no tool fits (a capital city), a taxi with no
pickup nor time, a Chinese train ticket (明天, 二等座) with today stated, a return among cancel /
return tools through ``create_agent``, a bill split "between the five of us plus me", an
``Optional`` repeat never said, "6 ounces" into grams, "a family of five: the two of us and the
rest are kids", "half an hour after midnight". Structured output of my own schemas (a penalty
charge notice with a reduced amount, a wedding RSVP counted, a ``Literal`` severity from "wipes
everything I typed", a due date three weeks from a stated loan date, a Chinese courier slip with
到付, "\u20b93,45,000" in the Indian grouping, an ``Optional`` phone never given, a negated bool, a
list with an item scratched, a span of minutes between two clock times). Graders and labels in
wordings of my own (RELEVANT / IRRELEVANT, a structured ``faithful`` bool, BILLING / TECH / SALES,
退款 / 查询 / 投诉, TRUE / FALSE for same meaning, a structured ``Literal`` route, TOXIC / CLEAN,
CORRECT / INCORRECT). Conversations (a flat number said earlier, "he" after two children, a
greeting, a Chinese weekly total, a corrected room, a goodbye, tins counted over two turns, a
breakfast never mentioned).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
notes do not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at 9d7a2f2c (the branch point of ``held36``; the set and its oracles committed
first in 186a407f, then one run with ``-v``), 83 cases: right 12, stated limit 62, silently wrong
9, false alarms 5. No oracle was mended: none rejected a right reply and the harness did not
crash. Before that commit the harness alone (no oracle, no simulator) was tried on a fake list
model from langchain_core, which found the ``Send`` fan-out's local ``TypedDict`` hints unresolvable
under ``from __future__ import annotations``; the state classes were moved to module level before
the commit. The false alarms, of which only two are right replies: proto-driver-name and
robots-archivebot (the knowledge limit sentence's "can't" meets the oracles' "can't" phrase: no
answer at all); module-lecture-count (the limit sentence lists the figures it found, "(10, 00, 11,
50)", and its "10" meets the count pattern: no answer at all); tool-taxi-missing (no call beside
an arguments limit, which is what a right reply is there); schema-no-tv (the right values,
``has_tv`` False from "doesn't have a TV", beside a needless "can't decide the yes/no field
'has_tv'" limit: the one plain false alarm). One lenient pass: module-presentation-late is counted
right on a reply that quotes the whole late-work section, the deduction rule first and "The group
presentation cannot be submitted late." last. Pinned at these counts in ``test_pins.py``. Classes,
code paths and proposed mechanisms: ``THIRTYSIXTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.thirtysixth_set`` prints the counts (``-v``: each case).
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
                        r"moved|update|\bfrom\b|n't\b|correct|sorry|mistake|old|replac|bump|upgrad|\bto\b|原来|改",
                        re.I)

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


def _done_only_as_done(item: str):
    """``item`` (a ticked checklist entry) is not in the reply, or only in a sentence that says it
    is done."""
    done = re.compile(r"done|already|bought|ticked|checked|complete|finished|\[x\]", re.I)

    def ok(out) -> bool:
        for sentence in re.split(r"[!?;\n]|\.(?!\d)", _text(out)):
            if item.lower() in sentence.lower() and not done.search(sentence):
                return False
        return True

    return ok


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "doesn't list", "does not list", "not stated", "doesn't state",
              "does not state", "no information", "not in the", "don't say", "do not say", "nothing about",
              "not specified", "doesn't specify", "does not specify", "don't mention", "do not mention", "not given",
              "not covered", "doesn't cover", "does not cover", "don't cover", "isn't on", "is not on", "not on the",
              "doesn't include", "does not include", "not included", "no details")

# --- program shapes -------------------------------------------------------------------------------


def _fallback_chain(srt: str, question: str):
    """A prompt into a primary runnable that fails (a hosted model being down), ``with_fallbacks``
    to the same prompt into the chat model."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer viewers' questions about a cookery video from its subtitles (SRT).\n\n{subs}"),
            ("human", "{question}"),
        ])

        def hosted_model(_value):
            raise ConnectionError("hosted model unavailable")

        primary = prompt | RunnableLambda(hosted_model) | StrOutputParser()
        backup = prompt | llm | StrOutputParser()
        return AIMessage(primary.with_fallbacks([backup]).invoke({"subs": srt, "question": question}))

    return run


def _functional(schema: str, question: str):
    """The functional API: an ``@entrypoint`` calling a loader ``@task`` and an answer ``@task``."""
    def run(llm):
        from langgraph.func import entrypoint, task

        @task
        def load_schema() -> str:
            return schema

        @task
        def answer(text: str, q: str):
            return llm.invoke([SystemMessage("You help engineers on the fleet team with our protobuf schema.\n\n"
                                             f"```proto\n{text}\n```"), HumanMessage(q)])

        @entrypoint()
        def workflow(q: str):
            text = load_schema().result()
            return answer(text, q).result()

        return workflow.invoke(question)

    return run


class HandbookState(TypedDict):
    """The ``Send`` fan-out's state: the loaded sections gathered by ``operator.add``."""

    question: str
    sections: Annotated[list[str], operator.add]
    answer: str


class OneSection(TypedDict):
    name: str


def _send_fanout(sections: dict[str, str], question: str):
    """A ``Send`` fan-out: one ``load`` branch per handbook section, gathered by an ``operator.add``
    reducer, then one generate node."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan_out(s: HandbookState):
            return [Send("load", {"name": name}) for name in sections]

        def load(s: OneSection):
            return {"sections": [f"## {s['name']}\n{sections[s['name']]}"]}

        def generate(s: HandbookState):
            handbook = "\n\n".join(s["sections"])
            msg = llm.invoke([SystemMessage("You answer students' questions about their module from the module "
                                            f"handbook.\n\n{handbook}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(HandbookState)
        g.add_node("load", load)
        g.add_node("generate", generate)
        g.add_conditional_edges(START, fan_out, ["load"])
        g.add_edge("load", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question, "sections": [], "answer": ""})["answer"])

    return run


class CatteryAnswer(BaseModel):
    """The answer to a customer's question about the cattery's terms."""

    answer: str = Field(description="a short answer to the customer")
    clause: int | None = Field(default=None, description="the number of the clause it comes from, if any")


def _agent_response_format(terms: str, question: str):
    """``create_agent`` with no tools and ``response_format=CatteryAnswer``; the outcome is the
    structured answer's text (the last message's text if there is none)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [], system_prompt="You answer customers' questions about Whiskers Lodge Cattery "
                                                    f"from its booking terms.\n\n{terms}",
                             response_format=CatteryAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        structured = out.get("structured_response")
        if structured is not None:
            return AIMessage(structured.answer if isinstance(structured, CatteryAnswer) else str(structured))
        return out["messages"][-1]

    return run


def _command_router(org: str, question: str):
    """A router node returning ``Command(goto=...)``: greetings to a chat node, anything else to a
    node that answers from the org-mode file."""
    def run(llm):
        from langgraph.graph import START, StateGraph
        from langgraph.types import Command

        class S(TypedDict):
            question: str
            answer: str

        def router(s: S) -> Command[Literal["chat", "tasks"]]:
            small_talk = s["question"].lower().startswith(("hi", "hello", "thanks", "thank you"))
            return Command(goto="chat" if small_talk else "tasks")

        def chat(s: S):
            return {"answer": _text(llm.invoke(s["question"]))}

        def tasks(s: S):
            msg = llm.invoke([SystemMessage("You keep track of Ana and Jules's flat move. Their to-do list "
                                            f"(org-mode):\n\n{org}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(S)
        g.add_node("router", router)
        g.add_node("chat", chat)
        g.add_node("tasks", tasks)
        g.add_edge(START, "router")
        return AIMessage(g.compile().invoke({"question": question, "answer": ""})["answer"])

    return run


def _filtered_store(clauses: list[tuple[str, str]], product: str, question: str):
    """An ``InMemoryVectorStore`` over ``DeterministicFakeEmbedding``; the retriever's metadata
    ``filter`` keeps the customer's product and the clauses for every product."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.embeddings import DeterministicFakeEmbedding
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.vectorstores import InMemoryVectorStore

        store = InMemoryVectorStore(DeterministicFakeEmbedding(size=64))
        store.add_documents([Document(page_content=text, metadata={"product": p}) for p, text in clauses])
        retriever = store.as_retriever(search_kwargs={
            "k": 4, "filter": lambda d: d.metadata["product"] in (product, "all")})
        docs = retriever.invoke(question)
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You explain a mortgage offer to the customer. Their product: {product}. Use only these "
                       "extracts of the offer:\n\n{extracts}"),
            ("human", "{question}"),
        ])
        extracts = "\n\n".join(d.page_content for d in docs)
        return (prompt | llm).invoke({"product": product, "extracts": extracts, "question": question})

    return run


def _parallel_menu(menu: str, question: str):
    """``RunnableParallel`` of the menu (a lambda) and the question (``RunnablePassthrough``)."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableParallel, RunnablePassthrough

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help tourists order at a Japanese izakaya. Answer in English from the menu:\n\n{menu}"),
            ("human", "{question}"),
        ])
        chain = RunnableParallel(menu=lambda _q: menu, question=RunnablePassthrough()) | prompt | llm
        return chain.invoke(question)

    return run


def _summary_state(diff: str, question: str):
    """A ``MessagesState`` graph whose state also carries a ``summary``; the node puts the summary
    and the diff in a system message."""
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph

        class Review(MessagesState):
            summary: str

        def review(s: Review):
            sys_msg = SystemMessage(f"Summary of the conversation so far: {s['summary']}\n\nThe diff under "
                                    f"review:\n```diff\n{diff}\n```")
            return {"messages": [llm.invoke([sys_msg, *s["messages"]])]}

        g = StateGraph(Review)
        g.add_node("review", review)
        g.add_edge(START, "review")
        g.add_edge("review", END)
        out = g.compile().invoke({"messages": [HumanMessage(question)],
                                  "summary": "The user is reviewing a pull request to the thumbnail worker's "
                                             "deployment and asks what it changes."})
        return out["messages"][-1]

    return run


def _chain_function(robots: str, question: str):
    """A learner's ``@chain`` function that builds the messages and calls the model."""
    def run(llm):
        from langchain_core.runnables import chain

        @chain
        def ask_about_robots(q: str):
            return llm.invoke([SystemMessage("You are an SEO assistant. Here is the site's robots.txt:\n\n"
                                             f"{robots}"), HumanMessage(q)])

        return ask_about_robots.invoke(question)

    return run


# --- documents ------------------------------------------------------------------------------------

SRT = """1
00:00:01,000 --> 00:00:05,500
Hi, I'm Dana, and today we're making a lemon drizzle loaf.

2
00:00:05,600 --> 00:00:11,200
You'll need 225 grams of self-raising flour and 225 grams of caster sugar.

3
00:00:11,300 --> 00:00:16,800
Four eggs, the zest of two lemons, and 175 grams of softened butter.

4
00:00:17,000 --> 00:00:22,400
Sorry - I said 175 grams of butter. It's 225 grams, the same as the flour.

5
00:00:22,500 --> 00:00:28,000
Bake it at 180 degrees, or 160 in a fan oven, for 45 minutes.

6
00:00:28,100 --> 00:00:33,900
While it's still warm, mix the juice of the lemons with 85 grams of icing sugar.

7
00:00:34,000 --> 00:00:39,500
Pour that over the top. It keeps for three days in a tin."""

PROTO = """syntax = "proto3";
package fleet.v2;

// A delivery van's telemetry. Each van sends one VanPing every 30 seconds.
message VanPing {
  string van_id = 1;
  double lat = 2;
  double lon = 3;
  uint32 speed_kmh = 4;
  // Replaced by battery_milli_pct in v2.3. Do not read or write it.
  uint32 battery_pct = 5 [deprecated = true];
  reserved 6, 7;
  reserved "driver_name";
  repeated Stop stops_left = 8;
  uint32 battery_milli_pct = 9;  // thousandths of a percent: 87500 means 87.5%
}

message Stop {
  string postcode = 1;
  Window window = 2;
}

enum Window {
  WINDOW_UNSPECIFIED = 0;
  MORNING = 1;    // 08:00-12:00
  AFTERNOON = 2;  // 12:00-17:00
  EVENING = 3;    // 17:00-21:00
}"""

HANDBOOK = {
    "Module": "ECON2041 Urban Economics, semester 1, 2036/37. Lecturer: Dr Halima Osei. Lectures on Tuesdays, "
              "10:00-11:50, in weeks 1 to 11, except week 6 (reading week: no lecture).",
    "Assessment": "Problem sets (three; the best two count): 20%. Group presentation: 20%. Final exam (2 hours): "
                  "60%. The pass mark for the module is 40%.",
    "Deadlines": "Week 1 begins on Monday 29 September 2036. Problem set 1 is due on the Friday of week 3, problem "
                 "set 2 on the Friday of week 7, problem set 3 on the Friday of week 10, each at 12:00 noon.",
    "Late work": "5 percentage points are deducted from the mark for each working day late, for up to 5 working "
                 "days; after that the mark is 0. Work handed in under an approved extension is not penalised. "
                 "The group presentation cannot be submitted late.",
    "Update (week 2)": "The final exam is now 2 hours 30 minutes long. The weightings are unchanged.",
}

CATTERY = """WHISKERS LODGE CATTERY - BOOKING TERMS 2036
1. Prices: GBP 14.50 per cat per night. Two cats sharing one pen: GBP 25.00 per night for the pair.
2. We count nights, not days: a cat arriving on Monday and leaving on Wednesday stays 2 nights.
3. Every cat must have had its annual booster vaccination at least 7 days before arrival. Bring the vaccination \
card: we cannot accept a cat without it.
4. Drop-off and collection: 9:00-11:00 or 16:00-18:00, Monday to Saturday. No drop-offs or collections on Sundays.
5. A 25% deposit is taken when you book. It is refunded only if you cancel 14 days or more before arrival.
6. Medication is given free of charge. Insulin injections: GBP 3.00 per day.
Note added June 2036: from 1 July 2036 the price for a single cat is GBP 16.00 per night. The price for a pair is \
unchanged."""

ORG = """#+TITLE: Flat move - Ana & Jules
#+STARTUP: overview

* DONE Give notice to landlord
  CLOSED: [2036-08-29 Fri]
* TODO Book removal van                                              :ana:
  DEADLINE: <2036-09-19 Fri>
  Quote from Swift Movers: 340 GBP for a Luton van with 2 movers, 4 hours.
* TODO Redirect post                                                 :jules:
  SCHEDULED: <2036-09-22 Mon>
  Royal Mail redirection, 12 months: 61 GBP.
* CANCELLED Hire a carpet cleaner
  The landlord's own cleaner does the end-of-tenancy clean.
* TODO Set up broadband at the new flat                              :jules:
  DEADLINE: <2036-10-03 Fri>
* TODO Pack the kitchen                                              :ana:jules:
  SCHEDULED: <2036-09-24 Wed>
  - [X] buy boxes
  - [ ] wrap the glasses
  - [ ] defrost the freezer
* Moving day <2036-09-27 Sat>"""

MORTGAGE = [
    ("2-Year Fixed", "2-Year Fixed: 4.19% fixed until 31 March 2038, then our Standard Variable Rate for the rest "
                     "of the term. Product fee: GBP 999, added to the loan."),
    ("2-Year Fixed", "Early repayment charges on the 2-Year Fixed: 3% of the amount repaid in the first year, 2% in "
                     "the second year, none after 31 March 2038."),
    ("5-Year Fixed", "5-Year Fixed: 3.89% fixed until 31 March 2041. No product fee. Early repayment charges: 5% in "
                     "year 1, falling by one point each year."),
    ("all", "Overpayments: on any product you may repay up to 10% of the balance each calendar year without an "
            "early repayment charge. Our Standard Variable Rate is currently 7.24%."),
    ("all", "Your loan: GBP 180,000 over 25 years, plus any fee you add to it. Valuation fee: paid by us."),
]

MENU = """居酒屋 とり八 メニュー(価格は税抜・消費税10%別)
【焼き鳥】1本
ねぎま 180円 / つくね 220円 / 皮 160円
【一品】
枝豆 380円
唐揚げ(5個) 620円
だし巻き卵 540円
【飲み放題】90分 1,800円(2名様から・ラストオーダーは終了の30分前)
【ドリンク】生ビール 550円 / ウーロン茶 300円
※本日、唐揚げは売り切れです。"""

DIFF = """diff --git a/deploy/worker.yaml b/deploy/worker.yaml
index 3f1c2aa..9b07e41 100644
--- a/deploy/worker.yaml
+++ b/deploy/worker.yaml
@@ -4,14 +4,14 @@ spec:
   replicas: 3
   template:
     spec:
       containers:
         - name: thumbnailer
-          image: registry.example.com/thumbnailer:1.8.2
+          image: registry.example.com/thumbnailer:1.9.0
           resources:
             limits:
-              memory: "512Mi"
+              memory: "1Gi"
               cpu: "500m"
           env:
-            - name: MAX_WIDTH
-              value: "2048"
+            - name: QUEUE
+              value: "thumbs-high\""""

ROBOTS = """# robots.txt for www.harbourlight-books.example
User-agent: *
Disallow: /checkout/
Disallow: /account/
Disallow: /search
Allow: /search/help
Crawl-delay: 10

User-agent: ArchiveBot
Disallow: /

Sitemap: https://www.harbourlight-books.example/sitemap.xml"""


GROUNDED = [
    # a cookery video's SRT subtitles through with_fallbacks
    Case("srt-butter", _fallback_chain(SRT, "how much butter goes in?"),
         _both(_new_not_old(r"225 ?g", r"175"), _none_of("icing", "three days", "fan oven"))),
    Case("srt-fan-oven", _fallback_chain(SRT, "I've got a fan oven - what temperature should it be?"),
         _both(_word("160", "160\u00b0", "160\u00b0C"), _none_of("icing", "three days", "eggs"))),
    Case("srt-sugar-total", _fallback_chain(SRT, "how much sugar is that altogether, counting the icing sugar?"),
         _but_not(_re(r"\b310 ?g|\b310 grams"), "butter", "three days")),
    Case("srt-correction-when", _fallback_chain(SRT, "how far into the video does she correct herself about the "
                                                     "butter?"),
         _both(_any("00:00:17", "17 seconds", "0:17", "17 s", "17s", "seventeen seconds"),
               _none_of("icing", "three days", "fan oven"))),
    Case("srt-freeze-absent", _fallback_chain(SRT, "can I freeze the loaf?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of("225", "icing", "fan oven"))),
    # a protobuf schema through @entrypoint / @task
    Case("proto-pings-hour", _functional(PROTO, "how many pings does one van send in an hour?"),
         _but_not(_word("120"), "87500", "WINDOW_UNSPECIFIED", "driver_name")),
    Case("proto-battery-pct", _functional(PROTO, "a ping came in with battery_milli_pct = 64250. What's that as a "
                                                 "normal percentage?"),
         _but_not(_any("64.25"), "87.5", "WINDOW_UNSPECIFIED")),
    Case("proto-driver-name", _functional(PROTO, "can I add a new field called driver_name to VanPing?"),
         _both(_denies("reserved", "can't", "cannot", "not allowed", "shouldn't", "should not", "must not"),
               _none_of("WINDOW_UNSPECIFIED", "87500"))),
    Case("proto-old-battery", _functional(PROTO, "should my new dashboard still read battery_pct?"),
         _both(_denies("deprecated", "do not read", "don't read", "don't use", "do not use", "replaced",
                       "battery_milli_pct", "shouldn't", "should not"), _none_of("WINDOW_UNSPECIFIED", "stops_left"))),
    Case("proto-evening-hours", _functional(PROTO, "how long is the evening delivery window?"),
         _both(_any("4 hours", "four hours", "4 hrs", "4h"), _none_of("08:00", "MORNING", "87500"))),
    # a module handbook loaded by a Send fan-out
    Case("module-ps2-due", _send_fanout(HANDBOOK, "when exactly is problem set 2 due?"),
         _both(_any("14 November", "November 14", "14th November", "14 Nov", "14/11"),
               _none_of("Dr Halima", "pass mark", "reading week"))),
    Case("module-late-mark", _send_fanout(HANDBOOK, "my problem set was marked 70 but I handed it in 2 working days "
                                                    "late with no extension - what mark do I end up with?"),
         _but_not(_word("60"), "Final exam", "pass mark", "Dr Halima", "Group presentation: 20%")),
    Case("module-exam-length", _send_fanout(HANDBOOK, "how long is the final exam?"),
         _both(_new_not_old(r"2 hours 30|2 hours and 30|2\.5 hours|two and a half hours|2h ?30|150 min|2:30",
                            r"\b(2|two) hours\b(?! ?(and )?30)"), _none_of("Dr Halima", "reading week"))),
    Case("module-lecture-count", _send_fanout(HANDBOOK, "how many lectures are there in total?"),
         _both(_re(r"(?<![\d:.])10(?![\d:])|\bten\b"), _none_of("pass mark", "problem set 3", "working day"))),
    Case("module-presentation-late", _send_fanout(HANDBOOK, "if our group presentation is a day late, do we just "
                                                            "lose 5 points?"),
         _both(_denies("cannot be submitted late", "can't be submitted late", "cannot be handed in late",
                       "can't be handed in late", "not be submitted late", "no late", "not accepted late",
                       "can't be late", "cannot be late"), _none_of("Dr Halima", "reading week"))),
    # a cattery's terms in create_agent with a response_format
    Case("cattery-pair-nights", _agent_response_format(CATTERY, "My two cats will share a pen from Friday 10 "
                                                                "October to Monday 13 October 2036. How much will "
                                                                "that be?"),
         _but_not(_any("GBP 75", "\u00a375", "75.00", "75 pounds", "GBP75"), "14.50", "16.00", "insulin")),
    Case("cattery-one-august", _agent_response_format(CATTERY, "How much is it for one cat for 4 nights in August "
                                                               "2036?"),
         _but_not(_any("GBP 64", "\u00a364", "64.00", "64 pounds", "GBP64"), "58", "25.00", "insulin")),
    Case("cattery-booster", _agent_response_format(CATTERY, "Mitten had her booster jab 3 days before she's due "
                                                            "to arrive - is that OK?"),
         _both(_denies("at least 7 days", "7 days", "seven days", "not enough", "too recent", "can't accept",
                       "cannot accept", "won't be accepted", "not be accepted"),
               _none_of("insulin", "14.50", "deposit"))),
    Case("cattery-sunday", _agent_response_format(CATTERY, "Can I drop her off on Sunday morning?"),
         _both(_denies("no drop-offs", "not on sunday", "not on sundays", "monday to saturday", "closed on sunday",
                       "can't", "cannot"), _none_of("insulin", "14.50", "deposit"))),
    Case("cattery-rabbit-absent", _agent_response_format(CATTERY, "Do you board rabbits as well?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "only mention cats", "only cover cats", "only about cats",
                                            "only for cats"), _none_of("insulin", "14.50", "deposit"))),
    # an org-mode to-do file behind a Command(goto=...) router
    Case("org-kitchen-left", _command_router(ORG, "what's still left to do for packing the kitchen?"),
         _both(_has("glasses", "freezer"), _done_only_as_done("buy boxes"),
               _none_of("Swift Movers", "Royal Mail", "carpet"))),
    Case("org-carpet", _command_router(ORG, "do we still need to hire a carpet cleaner?"),
         _both(_denies("cancelled", "canceled", "landlord's", "no need", "don't need", "do not need"),
               _none_of("Swift Movers", "Royal Mail", "broadband"))),
    Case("org-van-days", _command_router(ORG, "how many days before moving day is the deadline for booking the "
                                              "van?"),
         _but_not(_word("8", "eight"), "Royal Mail", "broadband", "61 GBP")),
    Case("org-cost", _command_router(ORG, "what will the van and the post redirection cost us together?"),
         _but_not(_word("401", "401 GBP", "\u00a3401"), "broadband", "carpet")),
    Case("org-jules", _command_router(ORG, "which unfinished jobs are tagged for Jules?"),
         _both(_any("redirect"), _any("broadband"), _none_of("removal van", "Swift Movers", "Give notice"))),
    # a mortgage offer in a vector store, retrieved with a metadata filter
    Case("mortgage-loan-fee", _filtered_store(MORTGAGE, "2-Year Fixed", "how much will I actually be borrowing "
                                                                        "once the fee is added?"),
         _but_not(_any("180,999", "180999", "180 999"), "7.24", "10%")),
    Case("mortgage-after-fix", _filtered_store(MORTGAGE, "2-Year Fixed", "what rate will I pay once my fixed rate "
                                                                         "ends, and from when?"),
         _both(_any("7.24"), _any("2038"), _none_of("180,000", "999"))),
    Case("mortgage-overpay", _filtered_store(MORTGAGE, "2-Year Fixed", "if my balance is \u00a3150,000, how much "
                                                                       "can I overpay this year without a "
                                                                       "charge?"),
         _but_not(_any("15,000", "15000", "15k", "15 000"), "7.24", "180,000")),
    Case("mortgage-april-2038", _filtered_store(MORTGAGE, "2-Year Fixed", "would I pay an early repayment charge "
                                                                          "if I paid it all off in April 2038?"),
         _both(_denies("no charge", "no early repayment charge", "none after", "no erc", "won't be a charge",
                       "wouldn't pay", "would not pay", "won't pay", "there isn't", "not charged",
                       "wouldn't be charged", "no charges"), _none_of("3.89", "180,000"))),
    Case("mortgage-port-absent", _filtered_store(MORTGAGE, "2-Year Fixed", "can I take the mortgage with me if I "
                                                                           "move house?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "doesn't cover porting", "extracts don't",
                                            "extracts do not"), _none_of("7.24", "180,000"))),
    # a Japanese izakaya menu through RunnableParallel
    Case("menu-edamame-tax", _parallel_menu(MENU, "how much is the edamame once tax is added?"),
         _but_not(_any("418"), "620", "1,800", "550")),
    Case("menu-drinks-alone", _parallel_menu(MENU, "I'm on my own - can I get the all-you-can-drink plan?"),
         _both(_denies("2 people", "two people", "2\u540d", "at least 2", "at least two", "minimum of 2",
                       "minimum of two", "two or more", "2 or more", "groups of"), _none_of("620", "\u3064\u304f\u306d"))),
    Case("menu-last-order", _parallel_menu(MENU, "if we start the drinks plan at 19:00, when is last order?"),
         _both(_any("20:00", "8:00", "8 pm", "8pm", "8.00", "eight o'clock"), _none_of("20:30 is last", "620"))),
    Case("menu-karaage", _parallel_menu(MENU, "we'd like the fried chicken, please"),
         _both(_denies("sold out", "\u58f2\u308a\u5207\u308c", "not available", "unavailable", "isn't available",
                       "is not available", "none left", "run out"), _none_of("1,800", "550"))),
    # a unified diff in a MessagesState graph with a summary
    Case("diff-image", _summary_state(DIFF, "which version of the thumbnailer runs after this change?"),
         _both(_new_not_old(r"1\.9\.0", r"1\.8\.2"), _none_of("MAX_WIDTH", "3f1c2aa"))),
    Case("diff-memory-total", _summary_state(DIFF, "how much memory can all the replicas use together now?"),
         _both(_any("3Gi", "3 Gi", "3 GiB", "3GiB", "3072", "3 GB", "3GB"), _none_of("1536", "MAX_WIDTH"))),
    Case("diff-max-width", _summary_state(DIFF, "is the MAX_WIDTH setting still there?"),
         _both(_denies("removed", "deleted", "no longer", "dropped", "taken out", "gone"), _none_of("3f1c2aa"))),
    Case("diff-cpu", _summary_state(DIFF, "did the CPU limit change?"),
         _both(_denies("unchanged", "stayed", "the same", "still 500m", "didn't change", "did not change",
                       "not changed", "wasn't changed", "stays"), _none_of("1000m", "MAX_WIDTH"))),
    Case("diff-approver-absent", _summary_state(DIFF, "who approved this change?"),
         _both(_absent(*_NOT_GIVEN, "diff doesn't", "diff does not", "not shown", "no approver"),
               _none_of("MAX_WIDTH", "thumbs-high"))),
    # a robots.txt through a learner's @chain function
    Case("robots-archivebot", _chain_function(ROBOTS, "may ArchiveBot fetch our home page?"),
         _both(_denies("disallow", "blocked", "not allowed", "isn't allowed", "can't", "cannot", "whole site",
                       "everything"), _none_of("Crawl-delay: 10", "sitemap.xml"))),
    Case("robots-search-help", _chain_function(ROBOTS, "can an ordinary crawler visit /search/help?"),
         _both(_not_opening("no"), _either(_opens("yes"), _any("is allowed", "it's allowed", "are allowed",
                                                               "allowed to", "may crawl", "can crawl", "can visit",
                                                               "may visit", "explicitly allow")),
               _none_of("not allowed", "isn't allowed", "disallowed", "ArchiveBot", "sitemap.xml"))),
    Case("robots-delay", _chain_function(ROBOTS, "how long should a crawler wait between requests?"),
         _both(_any("10 seconds", "ten seconds", "10 s", "10s", "10 secs"), _none_of("ArchiveBot", "sitemap.xml"))),
    Case("robots-updated-absent", _chain_function(ROBOTS, "when was this file last changed?"),
         _both(_absent(*_NOT_GIVEN, "no date", "doesn't show", "does not show", "no timestamp"),
               _none_of("ArchiveBot", "Crawl-delay"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def set_thermostat(celsius: float) -> str:
    """Set the heating thermostat to a temperature in degrees Celsius."""
    return "set"


@tool
def pay_back(person: str, amount: float, currency: str) -> str:
    """Pay a friend back. currency is an ISO 4217 code."""
    return "paid"


@tool
def book_haircut(day: date, time: str) -> str:
    """Book a haircut. time is 24-hour HH:MM."""
    return "booked"


@tool
def start_timer(seconds: int) -> str:
    """Start a kitchen timer for a number of seconds."""
    return "started"


@tool
def log_run(km: float, minutes: float) -> str:
    """Log a run: the distance in kilometres and the time taken in minutes."""
    return "logged"


@tool
def book_taxi(pickup: str, destination: str, time: str) -> str:
    """Book a taxi from a pickup address to a destination at a 24-hour HH:MM time."""
    return "booked"


@tool
def book_train(from_city: str, to_city: str, day: date, seat: Literal["second", "first", "business"]) -> str:
    """Book a high-speed train ticket in China (cities in English)."""
    return "booked"


@tool
def cancel_order(order_id: str) -> str:
    """Cancel an order that has not been dispatched yet."""
    return "cancelled"


@tool
def return_item(order_id: str, reason: str) -> str:
    """Start a return for an item that was delivered."""
    return "return started"


@tool
def split_bill(total: float, people: int) -> str:
    """Split a bill evenly between a number of people."""
    return "split"


@tool
def create_reminder(text: str, time: str, repeat: Literal["daily", "weekly"] | None = None) -> str:
    """Create a reminder at a 24-hour HH:MM time, repeating daily or weekly if asked."""
    return "created"


@tool
def add_ingredient(name: str, grams: float) -> str:
    """Add an ingredient to the recipe in grams."""
    return "added"


@tool
def buy_zoo_tickets(adults: int, children: int) -> str:
    """Buy zoo tickets for a number of adults and children."""
    return "bought"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm. time is 24-hour HH:MM."""
    return "set"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You are a shop's order assistant. Use the tools.")
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


def _city(name: str):
    return lambda v: name.lower() in str(v).strip().lower() or {"shanghai": "\u4e0a\u6d77",
                                                                "hangzhou": "\u676d\u5dde"}.get(name) in str(v)


TOOLS = [
    Case("tool-thermostat-f", _calls([set_thermostat], "make it 68 Fahrenheit in here"),
         _call("set_thermostat", celsius=_num_near(20, 0.1))),
    Case("tool-fiver", _calls([pay_back], "pay Jo back the fiver I owe her"),
         _call("pay_back", person=lambda v: str(v).strip().lower() == "jo", amount=_num_near(5), currency=lambda v:
               str(v).strip().upper() == "GBP")),
    Case("tool-haircut-day-after", _calls([book_haircut], "It's Monday 14 April 2036. Book me a haircut the day "
                                                          "after tomorrow at ten to four in the afternoon"),
         _call("book_haircut", day=lambda v: str(v) == "2036-04-16", time=_hhmm("15:50"))),
    Case("tool-timer-quarter", _calls([start_timer], "set a timer for two and a quarter minutes"),
         _call("start_timer", seconds=_num_near(135))),
    Case("tool-half-marathon", _calls([log_run], "log my run: a half marathon in 1:52"),
         _call("log_run", km=_num_near(21.1, 0.05), minutes=_num_near(112))),
    Case("tool-no-fit-capital", _calls([set_thermostat, start_timer, set_alarm], "what's the capital of Australia?"),
         _no_call),
    Case("tool-taxi-missing", _calls([book_taxi], "get me a taxi to the airport"), _no_call),
    Case("tool-zh-train", _calls([book_train], "今天是2036年5月8日。帮我订明天从上海到杭州的二等座。"),
         _call("book_train", from_city=_city("shanghai"), to_city=_city("hangzhou"),
               day=lambda v: str(v) == "2036-05-09", seat=lambda v: str(v) == "second")),
    Case("agent-return-cracked", _agent_run([cancel_order, return_item], "the kettle from order 88-1042 arrived "
                                                                         "cracked, I want to send it back"),
         _both(_call("return_item", order_id=lambda v: str(v).strip() == "88-1042"),
               lambda out: _call_args(out, "cancel_order") is None)),
    Case("tool-split-plus-me", _calls([split_bill], "split \u00a396.60 between the five of us plus me"),
         _call("split_bill", total=_num_near(96.6), people=_num_near(6))),
    Case("tool-reminder-once", _calls([create_reminder], "remind me to call the vet at 5pm"),
         _both(_call("create_reminder", text=lambda v: "vet" in str(v).lower(), time=_hhmm("17:00")),
               _unset("repeat"))),
    Case("tool-ounces", _calls([add_ingredient], "add 6 ounces of plain flour"),
         _call("add_ingredient", grams=_num_near(170.1, 0.5))),
    Case("tool-zoo-family", _calls([buy_zoo_tickets], "zoo tickets for a family of five please - the two of us, "
                                                      "and the rest are kids"),
         _call("buy_zoo_tickets", adults=_num_near(2), children=_num_near(3))),
    Case("tool-alarm-midnight", _calls([set_alarm], "set an alarm for half an hour after midnight"),
         _call("set_alarm", time=_hhmm("00:30"))),
]


# --- structured output ----------------------------------------------------------------------------

class PenaltyNotice(BaseModel):
    vehicle_reg: str
    charge: float = Field(description="the full penalty charge")
    reduced_charge: float = Field(description="the charge if paid early")
    early_days: int = Field(description="days within which the reduced charge applies")


class Rsvp(BaseModel):
    attending: bool
    guests: int = Field(description="how many people are coming")
    vegetarians: int


class BugReport(BaseModel):
    summary: str
    severity: Literal["cosmetic", "functional", "data_loss"]


class LibraryLoan(BaseModel):
    title: str
    due: date


class CourierSlip(BaseModel):
    sender: str = Field(description="寄件人")
    phone: str
    destination_city: str
    weight_kg: float
    pay_on_delivery: bool = Field(description="是否到付")


class Price(TypedDict):
    value: Annotated[float, ..., "the price as a plain number"]
    currency: Annotated[str, ..., "ISO 4217 code"]


class ViewingRequest(BaseModel):
    name: str
    phone: str | None = None
    preferred_time: str


class RoomFeatures(BaseModel):
    has_tv: bool
    has_wifi: bool


class Shopping(BaseModel):
    items: list[str]


class Event(BaseModel):
    title: str
    minutes: int = Field(description="how long it lasts, in minutes")


def _field(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


PCN = ("PENALTY CHARGE NOTICE\nVehicle registration: LK36 XRT\nContravention: 01 - parked in a restricted street "
       "during prescribed hours\nPenalty charge: \u00a370.00\nIf paid within 14 days of the date of this notice, the "
       "charge is reduced by 50%.")


STRUCTURED = [
    Case("schema-pcn", _structured(PenaltyNotice, PCN),
         _parsed(lambda p: re.sub(r"\s", "", p.vehicle_reg).upper() == "LK36XRT" and abs(p.charge - 70) < 1e-6
                 and abs(p.reduced_charge - 35) < 1e-6 and p.early_days == 14)),
    Case("schema-rsvp", _structured(Rsvp, "Yes, we'd love to come! It'll be the two of us. Tom is vegetarian, I'm "
                                          "not."),
         _parsed(lambda r: r.attending is True and r.guests == 2 and r.vegetarians == 1)),
    Case("schema-bug-wipes", _structured(BugReport, "since the update, saving a draft wipes everything I typed"),
         _parsed(lambda b: b.severity == "data_loss")),
    Case("schema-loan-due", _structured(LibraryLoan, "Borrowed on Saturday 6 December 2036: 'The Salt Path'. Books "
                                                     "are due back three weeks from the day you borrow them."),
         _parsed(lambda b: "salt path" in b.title.lower() and b.due == date(2036, 12, 27))),
    Case("schema-zh-courier", _structured(CourierSlip, "寄件人:李娜,电话13800138000,寄往成都,重量2.5公斤,到付。",
                                          "提取快递单信息。"),
         _parsed(lambda c: "李娜" in c.sender and re.sub(r"\D", "", c.phone) == "13800138000"
                 and ("成都" in c.destination_city or "chengdu" in c.destination_city.lower())
                 and abs(c.weight_kg - 2.5) < 1e-6 and c.pay_on_delivery is True)),
    Case("schema-lakh", _structured(Price, "Ex-showroom price: \u20b93,45,000 (Mumbai)"),
         _parsed(lambda a: abs(float(_field(a, "value")) - 345000) < 1e-6
                 and str(_field(a, "currency")).upper() == "INR")),
    Case("schema-no-phone", _structured(ViewingRequest, "Hi, Maya Lindqvist here - I'd like to view the flat, any "
                                                        "weekday after 6pm works for me."),
         _parsed(lambda v: "maya lindqvist" in v.name.lower() and v.phone is None
                 and re.search(r"6 ?pm|18:00|after 6", v.preferred_time, re.I) is not None)),
    Case("schema-no-tv", _structured(RoomFeatures, "The room doesn't have a TV, but there's free wifi."),
         _parsed(lambda r: r.has_tv is False and r.has_wifi is True)),
    Case("schema-scratch-bread", _structured(Shopping, "Shopping: milk, eggs, bread, apples - actually scratch the "
                                                       "bread, we've still got some"),
         _parsed(lambda s: sorted(i.strip().lower() for i in s.items) == ["apples", "eggs", "milk"])),
    Case("schema-webinar-minutes", _structured(Event, "Webinar: Pensions explained, 2:15pm to 3:40pm"),
         _parsed(lambda e: "pension" in e.title.lower() and e.minutes == 85)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Faithfulness(BaseModel):
    """Judge whether the answer sticks to the facts."""

    faithful: bool = Field(description="true only if nothing in the answer contradicts or goes beyond the facts")


class Route(BaseModel):
    """Send the customer's message to the right queue."""

    queue: Literal["faq", "order_status", "human"] = Field(
        description="faq: general questions about the shop; order_status: where an order is; human: complaints "
                    "and anything else")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-irrelevant", _ask("Does the PASSAGE help answer the QUERY? Respond RELEVANT or IRRELEVANT only.\n"
                                  "QUERY: is there parking at the leisure centre?\nPASSAGE: The leisure centre pool "
                                  "is open 6:30-21:00 on weekdays and 8:00-18:00 at weekends."), _only("IRRELEVANT")),
    Case("grade-unfaithful", _grader(Faithfulness, "You check a help bot's answers.",
                                     "FACTS: Returns are accepted within 30 days with a receipt.\nANSWER: You can "
                                     "return it within 60 days, no receipt needed."),
         _parsed(lambda v: v.faithful is False)),
    Case("label-billing", _ask("Which team should handle this ticket: BILLING, TECH or SALES? One word.\nTicket: "
                               "I've been charged twice for March."), _only("BILLING")),
    Case("label-zh-refund", _ask("判断用户意图,只回答其中一个词:退款、查询、投诉。\n用户:我上周买的耳机坏了,想把钱退回来。"),
         _only("退款")),
    Case("label-same-meaning", _ask("Do the two sentences mean the same thing? Answer TRUE or FALSE.\nA: The shop "
                                    "shuts at 6pm.\nB: The shop is open until 18:00."), _only("TRUE")),
    Case("route-order-status", _grader(Route, "Route the customer's message.", "where's my order #4471? it's a week "
                                                                               "late"),
         _parsed(lambda r: r.queue == "order_status")),
    Case("label-clean", _ask("Classify the comment as TOXIC or CLEAN. Reply with the label only.\nComment: Great "
                             "match yesterday, well played both teams!"), _only("CLEAN")),
    Case("grade-student-wrong", _ask("Grade the student's answer as CORRECT or INCORRECT.\nQuestion: What is 7 x 8?"
                                     "\nStudent answer: 54"), _only("INCORRECT")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-flat-number", _thread("Deliveries keep going astray - my flat number is 14B.", "Sorry to hear "
                                       "that.", "Any tips for keeping basil alive?", "Water it little and often.",
                                       "what's my flat number again?"),
         _both(_any("14B"), _none_of("don't know", "do not know"))),
    Case("thread-he-age", _thread("My daughter Ines is 6 and my son Teo is 2.", "Lovely ages!", "how old is he?"),
         _both(_word("2", "two"), _none_of("don't know"), _not_opening("6", "six"))),
    Case("chat-whats-up", _ask("hey, what's up?"),
         _both(_any("hi", "hello", "hey", "not much", "help", "here"), _none_of("don't know", "do not know",
                                                                                "no information"))),
    Case("thread-zh-weekly-km", _thread("我每天早上跑5公里。", "好的,坚持得不错。", "那我一个星期一共跑多少公里?"),
         _both(_any("35"), _none_of("不知道"))),
    Case("thread-room-fixed", _thread("the meeting's in room 4.12", "OK.", "sorry, it's 4.21, not 4.12", "Noted.",
                                      "which room is it in?"), _corrected("4.21", "4.12")),
    Case("chat-cheers-bye", _ask("cheers, you've been a great help - bye!"),
         _both(_any("welcome", "pleasure", "glad", "bye", "anytime", "any time", "no problem", "take care"),
               _none_of("don't know", "do not know"))),
    Case("thread-paint-tins", _thread("I bought 3 tins of paint on Saturday.", "Nice.", "And 2 more yesterday.",
                                      "Great.", "how many tins have I got now?"),
         _both(_word("5", "five"), _none_of("don't know"))),
    Case("chat-breakfast-unknown", _ask("what did I have for breakfast today?"),
         _either(_honest, _any("haven't told", "didn't tell", "didn't mention", "haven't mentioned", "you haven't said",
                               "no way of knowing", "can't know", "cannot know", "don't have"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
