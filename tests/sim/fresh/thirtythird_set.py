"""A thirty-third invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``held33``, from main at 5e66d864) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a primary
school's end-of-year report card (a markdown table of marks, a key of mark bands, a mark revised
in a note) through an LCEL chain of ``itemgetter`` into a ``ChatPromptTemplate`` whose variables
are ``{report}`` / ``{ask}``; a harbour's tide table as a fixed-width grid behind a learner's own
``@tool`` lookup in ``create_agent`` with a system prompt, run to its end; a pathology lab's result
sheet with reference ranges (a re-test in a comment) through a hand-built ``StateGraph`` over a
``TypedDict`` state (retrieve -> generate); a museum's opening-hours page in HTML with exceptions
under the hub's "rag-prompt" wording with its variables renamed ``{docs}`` / ``{query}``; a
parcel carrier's rate card in chunks behind a query-rewrite node, a learner's keyword retriever
and a generate node that answers the original question; a Chinese water-outage notice (停水通知)
in a system message with Chinese follow-ups; a gym class waitlist and a project's action log as
notes in a thread (pronouns, "that one"); an API's rate-limit page through
``RunnablePassthrough.assign`` with ``{page}`` / ``{q}``. Questions in everyday words: a band for a
mark, a value revised later, a count worked from a total, the owner of the lowest row, a time
worked from a rule ("two hours after"), a comparison with a threshold, a difference of two rows,
a range check, the amount over a range's top, a last entry worked from a closing time, a family's
ticket sum, a break-even count, a weight band plus a surcharge, a rule's "mainland only", an
exception by floor, a duration, a rate times a period, a per-key total, absent things.

A learner's tools: "forty quid" into yen, "me and my two kids" with a weekday worked from a stated
today, "the day after tomorrow", "11 stone 4" into kilograms, "an hour and a half" into minutes,
a refund declined by "I don't want a refund", "1,250 Swiss francs" with an ampersand in a name,
no tool fits, a party size missing, a transfer in Chinese ("五百块人民币"), "gas mark 6" for a
Celsius oven (world knowledge), a move among cancel / change tools through ``create_agent``, a
bill split four ways, "stop sending me texts", a long tracking number, "the last Friday of this
month". Structured output of my own schemas (a warranty claim form with a ``bool`` worked from
two dates, the tests outside their ranges as a list, a landlord's inventory as a list of items
with a ``Literal`` condition, a dose date worked from a birth date, a total weight from "3 parcels
of 2.5 kg", an ``Optional`` guest never mentioned, Australian dollars in words, a ``TypedDict``
with a negated bool, a dict JSON schema with "a dozen", a Chinese repair slip with "不着急").
Graders and labels in fresh wordings (a hallucination grader over a vaccination schedule, an answer
grader, the adaptive-RAG ``vectorstore`` / ``web_search`` router, P1 / P2 / P3 asked for the last,
URGENT / ROUTINE / IGNORE, 咨询 / 投诉 / 表扬, an option by digit, a structured bool on a near miss,
KEEP / DROP on a chunk). Conversations and small talk (who am I talking to, thanks and goodbye,
你好, 你能做什么, a flight date corrected, a brother's city by "he", a head count added up, a
peanut allergy against satay (world knowledge), a dog's name never said).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
notes do not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing), ``_must_state`` (only a stated limit is not wrong). Classes: ``right``, ``limit`` (a
limit was stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was
right anyway is a false alarm, counted apart.

``python -W ignore -m tests.sim.fresh.thirtythird_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

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
    _either,
    _eq,
    _no_call,
    _no_leading,
    _none_of,
    _num_near,
    _only,
    _parsed,
    _says_no,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- prompt shapes learners and public programs write ---------------------------------------------


def _itemgetter_chain(report_text: str, question: str):
    """LCEL: ``{"report": itemgetter("report"), "ask": itemgetter("ask")} | prompt | llm``."""
    def run(llm):
        from operator import itemgetter

        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help parents make sense of their child's school report. Be brief.\n\nReport:\n{report}"),
            ("human", "{ask}"),
        ])
        chain = {"report": itemgetter("report"), "ask": itemgetter("ask")} | prompt | llm
        return chain.invoke({"report": report_text, "ask": question})

    return run


def _tide_agent(table: str, question: str):
    """``create_agent`` with a learner's own lookup ``@tool`` (it returns the whole table) and a
    system prompt, run to its end: the last message."""
    def run(llm):
        from langchain.agents import create_agent

        @tool
        def harbour_info(query: str) -> str:
            """Look up Porthcarrow harbour's tide times, the harbour gate and the slipway rules."""
            return table

        agent = create_agent(llm, [harbour_info],
                             system_prompt="You are the Porthcarrow harbour assistant. Look things up before "
                                           "answering and keep answers short.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


def _lab_graph(sheet: str, question: str):
    """A hand-built ``StateGraph`` over a ``TypedDict`` state: retrieve (the learner's function
    returns the sheet) -> generate (a prompt with the context and the question)."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        class RagState(TypedDict, total=False):
            question: str
            context: str
            answer: str

        def retrieve(state: RagState):
            return {"context": sheet}

        def generate(state: RagState):
            msg = llm.invoke([
                SystemMessage("You explain lab results to patients in plain English, using only the report. "
                              "You are not a doctor; do not diagnose."),
                HumanMessage(f"Lab report:\n{state['context']}\n\nPatient's question: {state['question']}"),
            ])
            return {"answer": _text(msg)}

        g = StateGraph(RagState)
        g.add_node("retrieve", retrieve)
        g.add_node("generate", generate)
        g.add_edge(START, "retrieve")
        g.add_edge("retrieve", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question})["answer"])

    return run


_HUB_RAG = ("You are an assistant for question-answering tasks. Use the following pieces of retrieved context to "
            "answer the question. If you don't know the answer, just say that you don't know. Use three sentences "
            "maximum and keep the answer concise.\nQuestion: {query} \nContext: {docs} \nAnswer:")


def _hub_prompt(page: str, question: str):
    """The hub's "rag-prompt" as one human message, its variables renamed ``{docs}`` / ``{query}``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([("human", _HUB_RAG)])
        return llm.invoke(prompt.invoke({"docs": page, "query": question}))

    return run


def _keyword_pick(chunks: list[str], query: str, k: int = 2) -> list[str]:
    words = set(re.findall(r"\w+", query.lower()))
    order = sorted(range(len(chunks)), key=lambda i: (-len(words & set(re.findall(r"\w+", chunks[i].lower()))), i))
    return [chunks[i] for i in order[:k]]


def _rewrite_then_answer(chunks: list[str], question: str):
    """A query-rewrite node (the model's reply is the search query), a learner's keyword retriever
    (every chunk, best match first: a poor rewrite changes the order, never what the answer can
    read), a generate node that answers the ORIGINAL question from what came back."""
    def run(llm):
        better = _text(llm.invoke([HumanMessage(
            "Rewrite the customer's question as a short search query for our rate card. Output only the query.\n"
            f"Customer's question: {question}")]))
        found = _keyword_pick(chunks, better or question, k=len(chunks))
        context = "\n---\n".join(found)
        return llm.invoke([
            SystemMessage("You quote shipping prices for Swiftline Parcels. Answer from the rate card extracts only; "
                          "if they don't cover it, say so."),
            HumanMessage(f"Rate card extracts:\n{context}\n\nCustomer: {question}"),
        ])

    return run


def _zh_system_thread(notice: str, *turns: str):
    """The notice in a Chinese system prompt, then human / AI turns; the outcome is the last reply."""
    def run(llm):
        msgs = [SystemMessage(f"你是物业客服。只根据下面的通知回答业主的问题。\n\n{notice}")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


def _notes_in_human(notes: str, *turns: str):
    """The notes pasted in the first human turn ("here are my notes: ... first question"), the rest
    of the thread after it."""
    def run(llm):
        first, *rest = turns
        msgs = [HumanMessage(f"here are my notes:\n\n{notes}\n\n{first}")]
        msgs += [AIMessage(t) if i % 2 == 0 else HumanMessage(t) for i, t in enumerate(rest)]
        return llm.invoke(msgs)

    return run


def _assign_chain(page: str, question: str):
    """``RunnablePassthrough.assign(page=...) | prompt | llm | StrOutputParser()`` with ``{page}`` /
    ``{q}``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnablePassthrough

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer developers' questions about the Quillmark API using the docs page.\n\n{page}"),
            ("human", "{q}"),
        ])
        chain = RunnablePassthrough.assign(page=lambda _: page) | prompt | llm | StrOutputParser()
        return AIMessage(chain.invoke({"q": question}))

    return run


# --- documents ---------------------------------------------------------------------------------------

REPORT_CARD = ("Northfield Primary \u2013 End of Year Report 2033 \u2013 Year 5 \u2013 Amara Osei\n\n"
               "| Subject | Attainment | Effort | Teacher |\n"
               "|---|---|---|---|\n"
               "| English | 5 | A | Mr Hale |\n"
               "| Maths | 3 | B | Ms Ruiz |\n"
               "| Science | 4 | A | Ms Ruiz |\n"
               "| History | 2 | C | Mr Tan |\n"
               "| Art | 6 | A | Mrs Bell |\n\n"
               "Attainment key: 1-2 working towards the expected standard; 3-4 at the expected standard; 5-6 above "
               "the expected standard. Effort: A excellent, B good, C needs to improve.\n"
               "Attendance: 171 of 180 sessions.\n"
               "Note from the head: Amara's Maths attainment was revised from 3 to 4 after the June retest.\n")

TIDES = ("Porthcarrow Harbour \u2013 tide times, 12-15 May 2033 (BST; heights in metres)\n"
         "Day      High   Ht    Low    Ht    High   Ht    Low    Ht\n"
         "Thu 12   04:18  4.9   10:31  1.2   16:44  5.1   22:52  1.0\n"
         "Fri 13   05:02  4.7   11:15  1.4   17:29  4.9   23:37  1.2\n"
         "Sat 14   05:49  4.4   12:03  1.6   18:18  4.6   --     --\n"
         "Sun 15   06:41  4.2   12:57  1.8   19:12  4.4   --     --\n"
         "Harbour gate: open from 2 hours before until 2 hours after each high water.\n"
         "Slipway: not usable while the tide is below 1.5 m.\n")

LAB_SHEET = ("Riverside Pathology \u2013 Patient: D. Kowalczyk \u2013 collected 02/03/2033\n"
             "Test             Result   Units      Reference range\n"
             "Haemoglobin      128      g/L        130 - 170\n"
             "Ferritin         22       ug/L       30 - 400\n"
             "Vitamin B12      410      ng/L       200 - 900\n"
             "TSH              2.1      mU/L       0.4 - 4.0\n"
             "HbA1c            44       mmol/mol   20 - 41\n"
             "Comment: Ferritin repeated on 09/03/2033: 27 ug/L.\n")

MUSEUM = ("<h1>Visit the Kelvinside Museum of Clocks</h1>\n"
          "<h2>Opening hours</h2>\n<ul>\n<li>Tuesday to Saturday: 10:00\u201317:00</li>\n"
          "<li>Sunday: 12:00\u201317:00</li>\n"
          "<li>Monday: closed, except bank holiday Mondays (10:00\u201316:00)</li>\n</ul>\n"
          "<p>Last entry is 45 minutes before closing.</p>\n"
          "<h2>Exceptions in 2033</h2>\n<ul>\n<li>24 December: closes at 14:00</li>\n"
          "<li>25 and 26 December: closed</li>\n"
          "<li>First Thursday of every month: late opening until 20:00</li>\n</ul>\n"
          "<h2>Tickets</h2>\n<p>Adults \u00a39, concessions \u00a36, under-16s free with a paying adult. "
          "Annual pass \u00a325 (one adult, unlimited visits for 12 months).</p>\n")

RATE_CHUNKS = [
    "Parcel rates, UK mainland, by weight: up to 2 kg \u00a34.20; over 2 kg up to 5 kg \u00a36.90; over 5 kg up to "
    "10 kg \u00a39.80; over 10 kg up to 20 kg \u00a314.50. Parcels over 20 kg go by freight (ask for a quote).",
    "Highlands and Islands surcharge: add \u00a38.00 per parcel to the mainland rate for its weight.",
    "Extras: signed-for delivery \u00a31.60 per parcel. Saturday delivery \u00a35.00 per parcel, available on the "
    "UK mainland only.",
    "Cover: every parcel is covered up to \u00a350. Declared-value cover costs \u00a32 per \u00a3100 declared, up "
    "to \u00a31,000.",
]

WATER_NOTICE = ("翠湖花园小区停水通知\n"
                "各位业主:因市政供水管网维修,定于2033年7月15日(星期五)8:00至18:00停水。\n"
                "停水范围:1号楼至6号楼全部停水;7号楼仅低区(1至10层)停水;8号楼不受影响。\n"
                "请各位业主提前做好储水准备。恢复供水后水可能发黄,打开水龙头放水约3分钟即可。\n"
                "如有疑问请联系物业服务中心,电话0571-88662020。\n"
                "翠湖花园物业服务中心 2033年7月10日\n")

WAITLIST = ("Spin \u2013 Thursday 7am \u2013 capacity 16\n"
            "Booked: 16 (full)\n"
            "Waitlist, in order: 1. Priya N.  2. Tom B.  3. Grace L.  4. Hamid S.\n"
            "Rule: when a booked member cancels, the first person on the waitlist gets the place automatically.\n"
            "Rule: anyone still on the waitlist at 6am is taken off it.\n"
            "5:40am update: two booked members cancelled.\n")

ACTION_LOG = ("## Action log \u2013 website relaunch (updated 21 Mar 2033)\n"
              "- [x] A1 Ken \u2013 move the blog posts across (done 14 Mar)\n"
              "- [ ] A2 Lucia \u2013 copy for the new pricing page, due 24 Mar\n"
              "- [ ] A3 Ken \u2013 redirects for the old URLs, due 28 Mar \u2192 moved to 4 Apr (hosting delay)\n"
              "- [ ] A4 Sade \u2013 accessibility audit, due 31 Mar\n"
              "- [x] A5 Lucia \u2013 cookie banner (done 18 Mar)\n")

API_PAGE = ("## Rate limits\n\n"
            "| Plan | Requests per minute | Requests per day | Burst |\n"
            "|---|---|---|---|\n"
            "| Free | 60 | 1,000 | 10 |\n"
            "| Pro | 600 | 50,000 | 100 |\n"
            "| Enterprise | custom | custom | custom |\n\n"
            "Limits apply per API key, not per account. The daily counter resets at 00:00 UTC.\n"
            "When you go over a limit the API answers 429 Too Many Requests with a Retry-After header (seconds).\n"
            "Webhook deliveries do not count towards any limit.\n")

_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "doesn't list", "does not list", "not stated", "doesn't state",
              "does not state", "no information", "not in the", "don't say", "do not say", "nothing about",
              "not specified", "doesn't specify", "does not specify", "don't mention", "do not mention", "not given",
              "not covered", "doesn't cover", "does not cover", "don't cover")

_ZH_ABSENT = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "没有相关", "没有涉及", "不知道", "无法确定", "没有提供",
              "没有提及", "并未提到")


def _new_not_old(new_pattern: str, old_pattern: str):
    """``new_pattern`` is given; ``old_pattern`` only right after "from", "not", "was" or "moved
    from" (the value the material later changed), if at all."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for m in re.finditer(old_pattern, t, re.I):
            if not re.search(r"(from|not|was|originally|instead of)\s*(the\s*)?$", t[:m.start()], re.I):
                return False
        return True

    return ok


GROUNDED = [
    # a school report card (markdown table, a key of bands, a revised mark), LCEL with itemgetter
    Case("report-science-band", _itemgetter_chain(REPORT_CARD, "is she above where she should be in science?"),
         _both(_says_no("at the expected", "expected standard", "not above"),
               _none_of("Mrs Bell", "171", "Mr Hale", "is above", "she's above", "she is above"))),
    Case("report-maths-now", _itemgetter_chain(REPORT_CARD, "what mark did she end up with for maths?"),
         _both(_new_not_old(r"(?<![\w.])4(?!\w|\.\d)|\bfour\b", r"(?<![\w.])3(?!\w|\.\d)|\bthree\b"),
               _none_of("Mr Hale", "Mrs Bell", "171"))),
    Case("report-sessions-missed", _itemgetter_chain(REPORT_CARD, "how many sessions did she miss this year?"),
         _but_not(_word("9", "nine"), "Mr Hale", "Mrs Bell", "Ms Ruiz")),
    Case("report-weakest-teacher", _itemgetter_chain(REPORT_CARD, "who teaches the subject she's weakest in?"),
         _but_not(_any("Mr Tan", "Tan"), "Ms Ruiz", "Mrs Bell", "Mr Hale")),
    # a tide table (fixed width) behind a learner's @tool in create_agent with a system prompt
    Case("tide-fri-evening-high", _tide_agent(TIDES, "what time's the evening high tide on friday?"),
         _but_not(_any("17:29", "5:29"), "16:44", "18:18", "05:02", "23:37")),
    Case("tide-gate-sat-morning", _tide_agent(TIDES, "until what time can I get through the harbour gate after "
                                                     "saturday's morning high?"),
         _but_not(_any("07:49", "7:49"), "06:41", "04:18", "20:18")),
    Case("tide-slipway-thu-low", _tide_agent(TIDES, "can I launch from the slipway at thursday morning's low tide?"),
         _both(_says_no("below 1.5", "not usable", "unusable", "can't", "cannot", "too low"),
               _none_of("19:12", "18:18", "05:49"))),
    Case("tide-thu-highs-diff", _tide_agent(TIDES, "on thursday how much higher does the afternoon high get than "
                                                   "the morning one?"),
         _but_not(_any("0.2 m", "0.2m", "0.2 metre", "20 cm", "20cm", "0.2 meter"), "4.7", "4.4", "1.0 m")),
    # a lab result sheet with reference ranges, a hand-built StateGraph over a TypedDict state
    Case("lab-b12-in-range", _lab_graph(LAB_SHEET, "is my B12 ok?"),
         _both(_no_leading("no"), _any("within", "in range", "inside the", "normal range", "in the normal",
                                       "in the reference"), _none_of("Haemoglobin", "HbA1c", "TSH"))),
    Case("lab-ferritin-latest", _lab_graph(LAB_SHEET, "what was the most recent ferritin result?"),
         _but_not(_word("27"), "128", "410", "2.1")),
    Case("lab-hba1c-over-by", _lab_graph(LAB_SHEET, "how far over the top of its range is my HbA1c?"),
         _both(_word("3", "three"), _none_of("Vitamin B12", "TSH", "Haemoglobin"))),
    Case("lab-cholesterol-absent", _lab_graph(LAB_SHEET, "was my cholesterol checked?"),
         _both(_no_leading("yes"), _absent(*_NOT_GIVEN, "not tested", "wasn't tested", "not checked", "wasn't checked",
                                            "not included", "isn't included", "no cholesterol", "not on the"),
               _none_of("410", "2.1", "128"))),
    # a museum's opening-hours page in HTML, the hub rag-prompt with renamed variables
    Case("museum-sunday-last-entry", _hub_prompt(MUSEUM, "what's the latest I can get in on a normal sunday?"),
         _but_not(_any("16:15", "4:15"), "20:00", "14:00", "16:00")),
    Case("museum-family-price", _hub_prompt(MUSEUM, "two adults and our 10 year old - how much all in?"),
         _but_not(_word("\u00a318", "18"), "\u00a327", "\u00a324", "\u00a325", "\u00a36")),
    Case("museum-bank-holiday-monday", _hub_prompt(MUSEUM, "are you open on a bank holiday monday?"),
         _both(_no_leading("no"), _any("10:00", "10am"), _any("16:00", "4pm"), _none_of("20:00", "14:00"))),
    Case("museum-cafe-absent", _hub_prompt(MUSEUM, "is there somewhere to get a coffee inside?"),
         _both(_no_leading("yes"), _absent(*_NOT_GIVEN), _none_of("\u00a39", "20:00"))),
    Case("museum-pass-break-even", _hub_prompt(MUSEUM, "I'm an adult - after how many visits does the annual pass "
                                                       "work out cheaper than paying each time?"),
         _both(_word("3", "three", "3rd", "third"), _none_of("\u00a36", "20:00", "14:00"))),
    # a carrier's rate card: a query-rewrite node, a keyword retriever, a generate node
    Case("rate-skye-7-5kg", _rewrite_then_answer(RATE_CHUNKS, "what does it cost to send a 7.5 kg box to Skye? "
                                                              "(that's Highlands and Islands)"),
         _but_not(_any("17.80"), "\u00a36.90", "\u00a314.50", "\u00a31.60")),
    Case("rate-saturday-orkney", _rewrite_then_answer(RATE_CHUNKS, "can I get a parcel delivered on a saturday in "
                                                                   "orkney? it's one of the islands"),
         _both(_says_no("mainland only", "only on the mainland", "only available on the mainland",
                        "only for the mainland", "not available"), _none_of("\u00a34.20", "\u00a314.50"))),
    Case("rate-3kg-signed", _rewrite_then_answer(RATE_CHUNKS, "3kg parcel to Leeds, signed for - what's the total?"),
         _but_not(_any("8.50"), "\u00a34.20", "\u00a39.80", "\u00a35.00")),
    # a Chinese water-outage notice in a Chinese system prompt, Chinese follow-ups
    Case("zh-water-floor-15", _zh_system_thread(WATER_NOTICE, "我住7号楼15层,那天会停水吗?"),
         _both(_says_no("不受影响", "不会停", "不停水", "正常供水", yes=("会", "是", "要"), no=("不会", "不", "不停")),
               _none_of("0571", "3分钟"))),
    Case("zh-water-hours", _zh_system_thread(WATER_NOTICE, "这次停水要停多长时间?"),
         _but_not(_any("10个小时", "10小时", "十个小时", "十小时", "10 个小时"), "0571", "3分钟")),
    Case("zh-water-building-8", _zh_system_thread(WATER_NOTICE, "3号楼停水吗?", "停,7月15日8:00至18:00停水。",
                                                  "那8号楼呢?"),
         _both(_any("不受影响", "不停水", "不会停", "正常供水", "不停"), _none_of("0571", "3分钟"))),
    Case("zh-water-delivery-absent", _zh_system_thread(WATER_NOTICE, "停水那天物业会给我们送桶装水吗?"),
         _both(_absent(*_ZH_ABSENT), _no_leading("会"), _none_of("3分钟", "8号楼"))),
    # a gym waitlist and an action log as notes in the human turn, then a thread
    Case("gym-who-got-places", _notes_in_human(WAITLIST, "who from the waitlist has got a place now?"),
         _but_not(_both(_any("Priya"), _any("Tom")), "Grace", "Hamid")),
    Case("gym-class-size", _notes_in_human(WAITLIST, "how many people will actually be in the class?"),
         _but_not(_word("16", "sixteen"), "14", "18", "Hamid")),
    Case("log-ken-due", _notes_in_human(ACTION_LOG, "what's Ken still got to do?", "A3: the redirects for the old "
                                                                                 "URLs.", "when's that due?"),
         _both(_new_not_old(r"\b4 Apr|April 4", r"28 Mar|March 28"), _none_of("24 Mar", "31 Mar"))),
    Case("log-open-count", _notes_in_human(ACTION_LOG, "how many actions are still open?"),
         _but_not(_word("3", "three"), "[x]", "cookie banner")),
    Case("log-next-due", _notes_in_human(ACTION_LOG, "which of the open ones is due first?"),
         _but_not(_any("pricing"), "accessibility", "redirects", "cookie")),
    # an API's rate-limit page through RunnablePassthrough.assign
    Case("api-pro-hour", _assign_chain(API_PAGE, "on pro, how many calls can I make in one hour going flat out?"),
         _but_not(_any("36,000", "36000", "36 000"), "1,000", "Enterprise")),
    Case("api-two-free-keys", _assign_chain(API_PAGE, "we've got two keys on the free plan - how many requests a "
                                                      "day is that between them?"),
         _but_not(_any("2,000", "2000", "2 000"), "50,000", "Enterprise")),
    Case("api-webhooks", _assign_chain(API_PAGE, "do webhook deliveries eat into my quota?"),
         _both(_says_no("don't count", "do not count", "doesn't count", "does not count", "not count"),
               _none_of("50,000", "Enterprise"))),
    Case("api-throttled-code", _assign_chain(API_PAGE, "what status do I get back when I'm being throttled?"),
         _but_not(_word("429"), "50,000", "Enterprise", "1,000")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between currencies. Currencies are ISO 4217 codes."""
    return ""


@tool
def book_class(class_name: Literal["junior climbing", "adult climbing", "bouldering"], people: int,
               day: date) -> str:
    """Book places on a class at the climbing centre."""
    return "booked"


@tool
def tide_times(port: str, day: date) -> str:
    """Get the tide times for a port on a day."""
    return ""


@tool
def log_weight(kg: float) -> str:
    """Log my body weight in kilograms."""
    return "logged"


@tool
def set_reminder(minutes_from_now: int, text: str) -> str:
    """Set a reminder that goes off a number of minutes from now."""
    return "set"


@tool
def warranty_claim(order_id: str, condition: Literal["new", "used", "damaged"], wants_refund: bool) -> str:
    """Open a claim on an order. wants_refund is false when the customer wants a replacement instead."""
    return "opened"


@tool
def create_invoice(client: str, amount: float, currency: str) -> str:
    """Raise an invoice to a client. currency is an ISO 4217 code."""
    return "raised"


@tool
def book_table(restaurant: str, people: int, time: str) -> str:
    """Book a restaurant table for a number of people at a time (24-hour HH:MM)."""
    return "booked"


@tool
def transfer(recipient: str, amount: float, currency: str) -> str:
    """Transfer money to a contact. currency is an ISO 4217 code."""
    return "done"


@tool
def set_oven(celsius: int) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def cancel_booking(booking_id: str) -> str:
    """Cancel a booking completely."""
    return "cancelled"


@tool
def change_booking(booking_id: str, new_day: str) -> str:
    """Move a booking to another day."""
    return "moved"


@tool
def split_bill(total: float, people: int) -> str:
    """Split a bill evenly between a number of people."""
    return ""


@tool
def notification_settings(enabled: bool, channel: Literal["email", "sms", "push"]) -> str:
    """Turn one channel of notifications on or off."""
    return "saved"


@tool
def track_parcel(tracking_number: str) -> str:
    """Track a parcel by its tracking number."""
    return "in transit"


@tool
def book_mot(day: date) -> str:
    """Book the car's MOT test on a day."""
    return "booked"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You manage the customer's bookings. Use the tools.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        firsts = [m for m in out["messages"] if isinstance(m, AIMessage)]
        return firsts[0] if firsts else AIMessage("")

    return run


def _false(v) -> bool:
    return v in (False, "false", "False")


TOOLS = [
    Case("tool-forty-quid-yen", _calls([convert_currency], "how much is forty quid in yen?"),
         _call("convert_currency", amount=_num_near(40), from_currency=_eq("GBP"), to_currency=_eq("JPY"))),
    Case("tool-me-and-two-kids", _calls([book_class], "Today is Monday 5 September 2033. Book me and my two kids "
                                                      "onto junior climbing this Saturday."),
         _call("book_class", class_name=_eq("junior climbing"), people=_eq(3), day=_eq("2033-09-10"))),
    Case("tool-tide-day-after-tomorrow", _calls([tide_times], "today's 12 May 2033 - tides at Porthcarrow the day "
                                                              "after tomorrow?"),
         _call("tide_times", port=lambda v: str(v).strip().lower() == "porthcarrow", day=_eq("2033-05-14"))),
    Case("tool-stone-pounds", _calls([log_weight], "weighed in at 11 stone 4 this morning, log it"),
         _call("log_weight", kg=_num_near(71.67, 0.2))),
    Case("tool-hour-and-a-half", _calls([set_reminder], "remind me to take the bread out in an hour and a half"),
         _call("set_reminder", minutes_from_now=_eq(90), text=lambda v: "bread" in str(v).lower())),
    Case("tool-no-refund", _calls([warranty_claim], "order WX-20931 arrived damaged. I don't want a refund, just "
                                                    "send a replacement"),
         _call("warranty_claim", order_id=_eq("WX-20931"), condition=_eq("damaged"), wants_refund=_false)),
    Case("tool-invoice-chf-ampersand", _calls([create_invoice], "invoice Hartley & Sons for 1,250 Swiss francs"),
         _call("create_invoice", client=lambda v: str(v).strip().lower() == "hartley & sons", amount=_num_near(1250),
               currency=_eq("CHF"))),
    Case("tool-no-fit-capital", _calls([tide_times, convert_currency], "what's the capital of Mongolia?"), _no_call),
    Case("tool-table-no-party", _calls([book_table], "book a table at Mirabelle for 8pm tonight"), _no_call),
    Case("tool-zh-transfer", _calls([transfer], "给王芳转五百块人民币"),
         _call("transfer", recipient=lambda v: str(v).strip() == "王芳", amount=_num_near(500), currency=_eq("CNY"))),
    Case("tool-gas-mark-6", _calls([set_oven], "preheat the oven to gas mark 6"),
         _call("set_oven", celsius=_num_near(200, 5))),
    Case("agent-move-not-cancel", _agent_run([cancel_booking, change_booking], "can you move booking BK-5521 from "
                                                                                "friday to sunday?"),
         _both(_call("change_booking", booking_id=_eq("BK-5521"), new_day=lambda v: "sun" in str(v).lower()),
               lambda out: _call_args(out, "cancel_booking") is None)),
    Case("tool-split-four", _calls([split_bill], "split the \u00a384 bill between the four of us"),
         _call("split_bill", total=_num_near(84), people=_eq(4))),
    Case("tool-stop-texts", _calls([notification_settings], "stop sending me texts"),
         _call("notification_settings", enabled=_false, channel=_eq("sms"))),
    Case("tool-long-tracking", _calls([track_parcel], "where's my parcel? tracking JD014600003828463"),
         _call("track_parcel", tracking_number=_eq("JD014600003828463"))),
    Case("tool-last-friday", _calls([book_mot], "It's Friday 3 February 2034. Book the MOT for the last Friday of "
                                                "this month."),
         _call("book_mot", day=_eq("2034-02-24"))),
]


# --- structured output ----------------------------------------------------------------------------

class WarrantyClaim(BaseModel):
    product: str
    serial_number: str
    purchase_date: date
    within_warranty: bool = Field(description="true if the claim date is inside the warranty period")


class OutOfRange(BaseModel):
    tests: list[str] = Field(description="names of the tests whose result is outside its reference range")


class InventoryItem(BaseModel):
    item: str
    condition: Literal["good", "fair", "poor"]


class Inventory(BaseModel):
    items: list[InventoryItem]


class Dose(BaseModel):
    vaccine: str
    due: date


class Shipment(BaseModel):
    parcels: int
    total_weight_kg: float


class ClassBooking(BaseModel):
    member: str
    class_name: str
    guest_name: str | None = Field(default=None, description="the name of a guest the member brings, if any")


class Payment(BaseModel):
    amount: float
    currency: str = Field(description="ISO 4217 code")


class DietNote(TypedDict):
    name: Annotated[str, ..., "the guest's name"]
    vegetarian: Annotated[bool, ..., "whether the guest is vegetarian"]


ORDER_SCHEMA = {
    "title": "BakeryOrder",
    "description": "An order for the bakery.",
    "type": "object",
    "properties": {
        "item": {"type": "string"},
        "quantity": {"type": "integer"},
        "pickup_day": {"type": "string", "enum": ["Friday", "Saturday", "Sunday"]},
    },
    "required": ["item", "quantity", "pickup_day"],
}


class RepairSlip(BaseModel):
    room: str = Field(description="房间号")
    issue: str = Field(description="问题")
    urgent: bool = Field(description="是否紧急")


def _field(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


def _inventory_ok(inv) -> bool:
    got = {i.item.strip().lower(): i.condition for i in inv.items}
    return (len(inv.items) == 3 and any("sofa" in k and v == "good" for k, v in got.items())
            and any("curtain" in k and v == "fair" for k, v in got.items())
            and any("oven" in k and v == "poor" for k, v in got.items()))


STRUCTURED = [
    Case("schema-warranty-form", _structured(WarrantyClaim, "WARRANTY CLAIM FORM\nProduct: Brevo X2 espresso "
                                                            "machine\nSerial no.: BRX2-0047731\nDate of purchase: "
                                                            "20/11/2032\nWarranty: 24 months from purchase\nDate of "
                                                            "claim: 15/01/2034\nFault: pump makes a grinding noise"),
         _parsed(lambda c: "brevo" in c.product.lower() and c.serial_number.strip() == "BRX2-0047731"
                 and c.purchase_date == date(2032, 11, 20) and c.within_warranty is True)),
    Case("schema-lab-out-of-range", _structured(OutOfRange, LAB_SHEET, "List the tests outside their reference "
                                                                       "range (first results)."),
         _parsed(lambda o: sorted(t.strip().lower() for t in o.tests) == ["ferritin", "haemoglobin", "hba1c"])),
    Case("schema-inventory-items", _structured(Inventory, "Check-in inventory, Flat 2, 18 Cobden Rd:\nSofa \u2013 "
                                                          "good, no marks.\nLounge curtains \u2013 fair, small tear "
                                                          "at the hem.\nOven \u2013 poor, not cleaned by the last "
                                                          "tenant."), _parsed(_inventory_ok)),
    Case("schema-dose-eight-weeks", _structured(Dose, "Baby Ada was born on 10 January 2034. Her first rotavirus "
                                                      "dose is due at 8 weeks old."),
         _parsed(lambda d: "rota" in d.vaccine.lower() and d.due == date(2034, 3, 7))),
    Case("schema-parcels-total", _structured(Shipment, "Sending 3 parcels of 2.5 kg each to the Bristol office."),
         _parsed(lambda s: s.parcels == 3 and abs(s.total_weight_kg - 7.5) < 1e-6)),
    Case("schema-guest-unsaid", _structured(ClassBooking, "Put Marcus Bell down for Tuesday's Pilates."),
         _parsed(lambda b: "marcus" in b.member.lower() and "pilates" in b.class_name.lower()
                 and b.guest_name is None)),
    Case("schema-aud-words", _structured(Payment, "Paid two hundred and fifty Australian dollars for the tour."),
         _parsed(lambda p: abs(p.amount - 250) < 1e-6 and p.currency.upper() == "AUD")),
    Case("schema-typeddict-not-veg", _structured(DietNote, "Noor is coming to the dinner. She's not vegetarian, "
                                                           "but she doesn't eat pork."),
         _parsed(lambda d: "noor" in str(_field(d, "name")).lower() and _field(d, "vegetarian") in (False, "false"))),
    Case("schema-dict-dozen", _structured(ORDER_SCHEMA, "A dozen cinnamon buns, please - I'll collect them on "
                                                        "Saturday morning."),
         _parsed(lambda o: "cinnamon" in str(_field(o, "item")).lower() and _num_near(12)(_field(o, "quantity"))
                 and _field(o, "pickup_day") == "Saturday")),
    Case("schema-zh-repair-not-urgent", _structured(RepairSlip, "1203房的卫生间水龙头一直滴水,不着急,这周内来修就行。",
                                                    "从业主的留言中提取报修信息。"),
         _parsed(lambda r: r.room.strip().rstrip("房") == "1203" and ("水龙头" in r.issue or "滴水" in r.issue)
                 and r.urgent is False)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class GradeHallucinations(BaseModel):
    """Binary score for hallucination present in the generated answer."""

    binary_score: Literal["yes", "no"] = Field(description="Answer is grounded in the facts, 'yes' or 'no'")


class GradeAnswer(BaseModel):
    """Binary score to assess whether the answer addresses the question."""

    binary_score: Literal["yes", "no"] = Field(description="Answer addresses the question, 'yes' or 'no'")


class RouteQuery(BaseModel):
    """Route a user query to the most relevant datasource."""

    datasource: Literal["vectorstore", "web_search"] = Field(
        description="Given a user question choose to route it to web search or a vectorstore.")


class KeepChunk(BaseModel):
    keep: bool = Field(description="true only if the chunk answers the question")


_VACCINES = ("Routine schedule: 8 weeks \u2013 6-in-1 (1st dose), rotavirus (1st dose), MenB (1st dose). 12 weeks "
             "\u2013 6-in-1 (2nd dose), rotavirus (2nd dose), pneumococcal. 16 weeks \u2013 6-in-1 (3rd dose), "
             "MenB (2nd dose).")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-hallucination-no", _grader(GradeHallucinations, "You are a grader assessing whether an LLM "
                                                                "generation is grounded in / supported by a set of "
                                                                "retrieved facts. Give a binary score 'yes' or 'no'.",
                                           f"Set of facts:\n\n{_VACCINES}\n\nLLM generation: The 12-week "
                                           "appointment includes the second MenB dose and the MMR jab."),
         _parsed(lambda g: g.binary_score == "no")),
    Case("grade-answer-yes", _grader(GradeAnswer, "You are a grader assessing whether an answer addresses / "
                                                  "resolves a question. Give a binary score 'yes' or 'no'.",
                                     "User question:\n\nWhen is the pneumococcal jab given?\n\nLLM generation: It "
                                     "is given at the 12-week appointment."),
         _parsed(lambda g: g.binary_score == "yes")),
    Case("route-web-search", _grader(RouteQuery, "You are an expert at routing a user question to a vectorstore or "
                                                 "web search. The vectorstore contains documents related to our "
                                                 "museum's collection of antique clocks and watches. Use the "
                                                 "vectorstore for questions on these topics. Otherwise, use "
                                                 "web-search.", "who won yesterday's Champions League final?"),
         _parsed(lambda r: r.datasource == "web_search")),
    Case("label-priority-p3", _ask("Give this support ticket a priority. P1 = service down for everyone, P2 = one "
                                   "customer blocked, P3 = cosmetic or a question. Answer with P1, P2 or P3 only.\n"
                                   "Ticket: the logo on the invoice PDF looks a bit blurry"), _only("P3")),
    Case("label-routine", _ask("Triage the email. One word: URGENT, ROUTINE or IGNORE.\nEmail: Hi, just a reminder "
                               "that the quarterly fire alarm test is next Wednesday at 10am as usual."),
         _only("ROUTINE")),
    Case("label-zh-praise", _ask("把这条留言分到一类:咨询、投诉或表扬。只回答类别。\n留言:谢谢3号楼的王师傅,下雨天还帮我把快递送上楼!"),
         _only("表扬")),
    Case("label-digit-3", _ask("Which option best describes the message? Reply with the number only.\n1 = asking "
                               "for a refund\n2 = reporting a late delivery\n3 = changing an address\n4 = "
                               "something else\nMessage: we've moved house, please send it to 14 Alder Way "
                               "instead"), _only("3")),
    Case("grade-keep-near-miss", _grader(KeepChunk, "Decide whether to keep the chunk for answering.",
                                         "Question: what time does the museum close on Sundays?\nChunk: The museum "
                                         "shop sells clock-themed gifts and is on the ground floor."),
         _parsed(lambda k: k.keep is False)),
    Case("label-keep-drop-text", _ask("Reply KEEP if the passage answers the question, otherwise DROP.\nQuestion: "
                                      "how much is the annual pass?\nPassage: Annual pass \u00a325, one adult, "
                                      "unlimited visits for 12 months."), _only("KEEP")),
]


# --- conversations and small talk ---------------------------------------------------------------------

CONVERSATIONS = [
    Case("chat-who-am-i-talking-to", _ask("hiya! who am I talking to?"),
         _both(_either(_any("assistant", "simulator", "simulated", "chatbot", "language model"), _word("AI")),
               _none_of("don't know", "do not know"))),
    Case("chat-thanks-bye", _ask("cheers, that's everything for today"),
         _both(_any("welcome", "glad", "bye", "anytime", "any time", "pleasure", "take care", "no problem"),
               _none_of("don't know", "do not know"))),
    Case("chat-zh-hello", _ask("你好呀"), _both(_any("你好", "您好"), _none_of("不知道"))),
    Case("chat-zh-what-can-you-do", _ask("你能帮我做些什么?"),
         _both(_any("可以", "能", "帮"), _none_of("不知道", "没有提到"))),
    Case("thread-flight-moved", _thread("My flight to Lisbon is on the 14th.", "Noted.",
                                        "actually they've moved it to the 15th", "Okay, got it.",
                                        "which day do I fly?"), _corrected("15", "14th")),
    Case("thread-brother-city", _thread("My brother Kofi is a nurse in Accra.", "That's a demanding job.",
                                        "which city does he work in?"),
         _both(_any("Accra"), _none_of("Kumasi", "London"))),
    Case("thread-headcount", _thread("We're three adults for the cabin.", "Okay.",
                                     "oh and add my parents too", "Noted.", "so how many of us is that now?"),
         _both(_word("5", "five"), _none_of("three adults for"))),
    Case("thread-peanut-satay", _thread("I'm allergic to peanuts.", "Thanks for telling me.",
                                        "is satay sauce ok for me?"),
         _both(_says_no("contains peanut", "made with peanut", "peanut-based", "peanut based", "has peanuts",
                        "made from peanut", "usually has peanut", "often contains peanut"), _no_leading("yes"))),
    Case("thread-dog-name-absent", _thread("We got a rescue dog last week, a little terrier.", "How lovely!",
                                           "what's my dog called?"),
         _both(_absent("didn't say", "haven't said", "didn't mention", "haven't mentioned", "didn't tell",
                       "haven't told", "not said", "you didn't", "you haven't"), _none_of("terrier is called"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
