"""A thirty-second invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``held32``, from main at a4f7a5a0) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a Chinese
railway refund and change notice (refund fee by hours before departure, one change only) under
a ``ChatPromptTemplate`` with a Chinese system prompt and an empty ``MessagesPlaceholder``; a
mobile plan's roaming zones (a country listed in a zone other than its continent's, a cheaper
rate on one plan) behind a learner's keyword retriever in a LangGraph agentic-RAG loop
(generate-or-retrieve -> ``ToolNode`` -> a structured yes / no grade -> rewrite once ->
generate); a dog groomer's price list as a CSV pasted in the human turn (a size band by weight,
a surcharge for a coat); a bike repair video's timestamped transcript, where the speaker
corrects a torque he said, as a human message of content blocks; a grocery delivery help
centre with markdown question headings under ``RunnableWithMessageHistory`` (a slot rule with a
Saturday exception, a small-basket charge, a follow-up in the same session); a GitHub Actions
workflow in a yaml code fence through an LCEL chain (a matrix with an exclude, a job guarded by
``if:``, a cron line); a recycling centre's rules behind ``create_retriever_tool`` over a
learner's own ``BaseRetriever`` in ``create_agent`` run to its end; a Chinese kindergarten
enrolment notice (a birth-date window, fees by the month charged by the term, a second-child
reduction); a board game's rules behind a router made with ``with_structured_output`` of a
``Literal``; a database driver's release notes with version ranges and an end-of-life date,
formatted from ``Document`` objects into a ``PromptTemplate`` with ``partial_variables`` (today).
Questions in everyday words: a band for a stated quantity, a worked fee, a rule's exception, a
count worked from a matrix, a date worked against today, a correction inside the document, a
span between two timestamps, a product and a sum, a percentage off, answers absent.

A learner's tools: "€2.5k", "about 1.2 kilos" into grams through ``parse_docstring``, "a
fortnight today" with today stated, "a big oat flat white, hot" onto ``Literal`` arguments, an
id with an underscore, Fahrenheit for a Celsius argument, no tool fits, a pickup and a time
missing, "not double-sided", an OpenAI-format dict tool, millilitres into cups through
``create_agent``, a refund among look-alike order tools through ``create_agent``, an alarm in
Chinese, an ``Enum`` in an ``args_schema`` by "dead since 7", "the first Monday of next year",
an amount missing. Structured output of my own schemas (a nested meeting note with a list of
actions and an ``Optional`` date, a flat's ``Literal`` furnishing and a declined ``Optional``
bool, an ``Enum`` by "can wait until after the holidays", an ``Optional`` never mentioned, a dict
JSON schema with rupees, a list with a name taken off, "three weeks from today", "1.249,90 EUR",
a Chinese booking "后天下午三点", a ``TypedDict`` with ``Annotated`` fields). Graders and labels
in wordings of my own (ON_TOPIC / OFF_TOPIC, SUPPORTED / PARTLY / NOT_SUPPORTED, a letter among
three, a ``FewShotChatMessagePromptTemplate`` whose answer is the last option, 正面 / 负面 / 中性,
REFUSED / COMPLIED, a structured ``Literal`` route, SAME / DIFFERENT across clock forms, a
structured bool on a near miss). Conversations (a budget corrected by "scratch that", what is
left after a spend, a nickname, a sister's name never said, "the second one" of the assistant's
own list, a day in Chinese, a date checked against an expiry, a fact kept by
``RunnableWithMessageHistory``).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
notes do not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

``python -W ignore -m tests.sim.fresh.thirtysecond_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import re
import sys
from datetime import date
from enum import Enum, StrEnum
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _agent,
    _any,
    _ask,
    _both,
    _but_not,
    _call,
    _call_args,
    _calls,
    _corrected,
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


def _zh_template(rules: str, question: str):
    """A ``ChatPromptTemplate``: a Chinese system prompt holding the rules, an empty
    ``MessagesPlaceholder`` history, the question as the human turn."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是铁路客服助手。请依据下面的规则回答旅客的问题,规则里没有的就说不知道。\n\n规则:\n{rules}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        return llm.invoke(prompt.invoke({"rules": rules, "history": [], "question": question}))

    return run


def _keyword_retriever(chunks: list[str], k: int):
    """A learner's own retriever: the ``k`` chunks sharing most words with the query (ties in
    the chunks' order)."""
    from langchain_core.documents import Document
    from langchain_core.retrievers import BaseRetriever

    class KeywordRetriever(BaseRetriever):
        def _get_relevant_documents(self, query, *, run_manager=None):
            words = set(re.findall(r"\w+", query.lower()))
            scored = sorted(range(len(chunks)),
                            key=lambda i: (-len(words & set(re.findall(r"\w+", chunks[i].lower()))), i))
            return [Document(page_content=chunks[i], metadata={"source": f"chunk-{i}"}) for i in scored[:k]]

    return KeywordRetriever()


class GradeChunks(BaseModel):
    """The grade of the retrieved text for the question."""

    binary_score: Literal["yes", "no"] = Field(description="'yes' if the text helps answer the question, else 'no'")


_ROAM_GRADE = ("You are checking what a search returned.\nSearch result:\n{context}\n\nCustomer's question: "
               "{question}\nDoes the search result help answer the question? Grade it yes or no.")
_ROAM_REWRITE = ("The search did not find what the customer needs. Write a better search query for this question. "
                 "Reply with the query only.\nQuestion: {question}")
_ROAM_GENERATE = ("You answer Tidewave Mobile customers. Use the search result to answer, in at most two sentences. "
                  "If it doesn't say, tell them you don't know.\n\nSearch result:\n{context}\n\nQuestion: {question}")


def _agentic_rag(chunks: list[str], question: str):
    """The LangGraph agentic-RAG loop, in a learner's words: generate-or-retrieve (the model bound
    to a retriever tool), a ``ToolNode``, a structured yes / no grade, a rewrite (once), generate."""
    def run(llm):
        from langchain_core.tools import create_retriever_tool
        from langgraph.graph import END, START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode, tools_condition

        search = create_retriever_tool(_keyword_retriever(chunks, 2), "search_plan_terms",
                                       "Search Tidewave Mobile's plan terms: roaming abroad, data, extras.")

        def generate_query_or_respond(state):
            return {"messages": [llm.bind_tools([search]).invoke(state["messages"])]}

        def grade_documents(state) -> str:
            asked = [m for m in state["messages"] if isinstance(m, HumanMessage)]
            if len(asked) > 1:  # rewritten once already: answer with what there is
                return "generate_answer"
            grade = llm.with_structured_output(GradeChunks).invoke(
                [HumanMessage(_ROAM_GRADE.format(context=state["messages"][-1].content,
                                                 question=state["messages"][0].content))])
            return "generate_answer" if grade and grade.binary_score == "yes" else "rewrite_question"

        def rewrite_question(state):
            better = llm.invoke([HumanMessage(_ROAM_REWRITE.format(question=state["messages"][0].content))])
            return {"messages": [HumanMessage(_text(better))]}

        def generate_answer(state):
            reply = llm.invoke([HumanMessage(_ROAM_GENERATE.format(context=state["messages"][-1].content,
                                                                   question=state["messages"][0].content))])
            return {"messages": [reply]}

        graph = StateGraph(MessagesState)
        graph.add_node(generate_query_or_respond)
        graph.add_node("retrieve", ToolNode([search]))
        graph.add_node(rewrite_question)
        graph.add_node(generate_answer)
        graph.add_edge(START, "generate_query_or_respond")
        graph.add_conditional_edges("generate_query_or_respond", tools_condition, {"tools": "retrieve", END: END})
        graph.add_conditional_edges("retrieve", grade_documents)
        graph.add_edge("generate_answer", END)
        graph.add_edge("rewrite_question", "generate_query_or_respond")
        out = graph.compile().invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 14})
        return out["messages"][-1]

    return run


def _csv_paste(csv: str, question: str):
    """The CSV pasted in the human turn after a lead-in, the question under it."""
    return lambda llm: llm.invoke([HumanMessage(f"here's their price list as a csv:\n\n{csv}\n{question}")])


def _blocks(transcript: str, question: str):
    """A human message of content blocks: the transcript as one text block, the question as another."""
    def run(llm):
        system = SystemMessage("Answer questions about the video from its transcript only.")
        human = HumanMessage(content=[{"type": "text", "text": transcript},
                                      {"type": "text", "text": question}])
        return llm.invoke([system, human])

    return run


def _history_chain(system: str, *questions: str):
    """``RunnableWithMessageHistory`` over a ``ChatPromptTemplate`` (system, history, question):
    every question in one session; the outcome is the last reply."""
    def run(llm):
        from langchain_core.chat_history import InMemoryChatMessageHistory
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
        from langchain_core.runnables.history import RunnableWithMessageHistory

        store: dict[str, InMemoryChatMessageHistory] = {}

        def history(session_id: str) -> InMemoryChatMessageHistory:
            return store.setdefault(session_id, InMemoryChatMessageHistory())

        prompt = ChatPromptTemplate.from_messages([("system", "{system}"), MessagesPlaceholder("history"),
                                                   ("human", "{question}")])
        chain = RunnableWithMessageHistory(prompt | llm, history, input_messages_key="question",
                                           history_messages_key="history")
        out = None
        for q in questions:
            out = chain.invoke({"system": system, "question": q}, {"configurable": {"session_id": "learner-1"}})
        return out

    return run


def _lcel_yaml(workflow: str, question: str):
    """An LCEL chain: ``{"file": ..., "question": RunnablePassthrough()} | prompt | llm |
    StrOutputParser()``, the file in a yaml code fence."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnablePassthrough

        prompt = ChatPromptTemplate.from_template(
            "Here's the CI workflow from my repo:\n\n```yaml\n{file}\n```\n\n{question}")
        chain = ({"file": RunnableLambda(lambda _: workflow), "question": RunnablePassthrough()}
                 | prompt | llm | StrOutputParser())
        return AIMessage(chain.invoke(question))

    return run


def _retriever_agent(chunks: list[str], system: str, question: str):
    """``create_retriever_tool`` over a learner's own ``BaseRetriever`` in ``create_agent``, run to
    its end: the last message."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain_core.tools import create_retriever_tool

        tool_ = create_retriever_tool(_keyword_retriever(chunks, 2), "search_tip_info",
                                      "Search the Hollins Lane recycling centre's rules: opening times, permits, "
                                      "charges, what is accepted.")
        agent = create_agent(llm, [tool_], system_prompt=system)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


def _zh_plain(notice: str, question: str):
    """One Chinese human turn: 资料 / 根据资料回答."""
    return lambda llm: llm.invoke(f"资料:\n{notice}\n\n根据资料回答:{question}")


class GameRoute(BaseModel):
    """Where to send the player's message."""

    destination: Literal["rules", "chit_chat"] = Field(
        description="rules: a question about how to play Harbourmasters; chit_chat: anything else")


def _routed(rules: str, question: str):
    """A router made with ``with_structured_output`` of a ``Literal``, then the branch it picks:
    the rules prompt, or a plain chat reply."""
    def run(llm):
        route = llm.with_structured_output(GameRoute).invoke(
            [SystemMessage("Route the player's message."), HumanMessage(question)])
        if route is not None and route.destination == "rules":
            return llm.invoke([SystemMessage(f"Answer the player's question from the rules below.\n\n{rules}"),
                               HumanMessage(question)])
        return llm.invoke([HumanMessage(question)])

    return run


def _release_notes(docs: list[tuple[str, str]], question: str, today: str):
    """``Document`` objects formatted by a learner's ``format_docs`` into a ``PromptTemplate``
    whose ``today`` is a partial variable."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.prompts import PromptTemplate

        documents = [Document(page_content=text, metadata={"source": src}) for src, text in docs]

        def format_docs(ds):
            return "\n\n".join(f"<< {d.metadata['source']} >>\n{d.page_content}" for d in ds)

        prompt = PromptTemplate(
            template="Today is {today}. Using the release notes below, answer the developer's question.\n\n"
                     "{notes}\n\nQuestion: {question}\nAnswer:",
            input_variables=["notes", "question"], partial_variables={"today": today})
        return llm.invoke(prompt.invoke({"notes": format_docs(documents), "question": question}))

    return run


# --- documents ---------------------------------------------------------------------------------------

RAIL_RULES = ("铁路电子客票退票、改签须知(2033年版)\n"
              "一、退票\n"
              "1. 开车前8天(含)以上退票的,不收退票费。\n"
              "2. 开车前48小时以上、不足8天的,按票价5%收取退票费。\n"
              "3. 开车前24小时以上、不足48小时的,按票价10%收取退票费。\n"
              "4. 开车前不足24小时的,按票价20%收取退票费。\n"
              "5. 退票费尾数以0.5元为单位,不足0.25元的舍去,0.25元以上不足0.75元的按0.5元计,0.75元以上的进为1元。\n"
              "二、改签\n"
              "1. 开车前48小时以上,可免费改签。\n"
              "2. 开车前不足48小时改签的,新车次须在原车次开车当日24:00之前。\n"
              "3. 每张车票只能改签一次,改签后的车票不能再次改签。\n"
              "三、其他\n"
              "学生优惠票每学年可购买4次,退票后不予补回次数。\n")

ROAM_CHUNKS = [
    "Tidewave Mobile \u2013 Roam Abroad (Plus and Max plans). Zone 1 \u2013 EU countries, Norway, Iceland and "
    "Liechtenstein: included in your plan, no daily charge. Zone 2 \u2013 USA, Canada, Mexico, Switzerland and "
    "Turkey: \u00a32.50 a day. Zone 3 \u2013 the rest of the world: \u00a36.00 a day. The daily charge is only "
    "taken on days you use your phone abroad (a call, a text or any data).",
    "Basic plan abroad. On the Basic plan roaming is off until you switch it on in the app. Once it is on, Zone 1 "
    "costs \u00a31.50 a day; Zones 2 and 3 cost the same as on Plus and Max.",
    "Data fair use. Roaming data is capped at 15GB a month in Zones 1 and 2. In Zone 3 each day's charge includes "
    "500MB; after that data is paused until midnight, local time.",
    "Extras. Calls from the UK to other countries are not included in any plan: add the World Calling bolt-on for "
    "\u00a35 a month. Spending caps can be set in the app from \u00a30 upwards.",
]

GROOM_CSV = ("size,weight,bath_and_brush,full_groom,nails_only\n"
             "toy,under 5kg,\u00a322,\u00a335,\u00a38\n"
             "small,5-10kg,\u00a326,\u00a342,\u00a38\n"
             "medium,10-25kg,\u00a332,\u00a352,\u00a310\n"
             "large,25-40kg,\u00a340,\u00a364,\u00a310\n"
             "giant,over 40kg,\u00a348,\u00a378,\u00a312\n"
             "note,,double-coated breeds add \u00a310 to a full groom,de-matting \u00a315 per 15 minutes,\n")

STEM_VIDEO = ("Swapping a stem and setting your bars \u2013 transcript\n"
              "0:00 Hi, I'm Dele, and today we're swapping the stem on this gravel bike.\n"
              "0:42 First take the top cap off with a 5 mm Allen key and loosen the two pinch bolts on the side of "
              "the stem.\n"
              "1:58 Slide the old stem off. Keep the spacers in the same order if you want the same bar height.\n"
              "3:10 Now the new stem goes on. Tighten the top cap just until the headset has no play \u2013 finger "
              "tight plus a quarter turn, no more.\n"
              "4:25 Then the pinch bolts: 6 newton metres each. Actually, sorry, I misread that \u2013 this stem is "
              "marked 5 newton metres, so 5, not 6.\n"
              "5:40 Faceplate bolts next, 4 newton metres, in a cross pattern.\n"
              "7:05 Finally check the bars are straight and go for a short test ride.\n")

DELIVERY_KB = ("# Help centre \u2013 Greenbasket deliveries\n\n"
               "## Can I change my delivery slot?\n"
               "Yes. You can move your slot in the app until 11pm the day before delivery. Saturday slots are the "
               "exception: they lock at 6pm on Friday.\n\n"
               "## What happens if I'm not in?\n"
               "The driver waits 10 minutes and rings you once. If you're still not in, your shopping goes back "
               "to the depot and we charge a \u00a37 redelivery fee.\n\n"
               "## Is there a minimum order?\n"
               "The minimum basket is \u00a340. Below that you can still check out, but a \u00a34 small-basket "
               "charge is added.\n\n"
               "## How do I return something?\n"
               "Hand faulty items back to the driver at the door, or report them in the app within 48 hours for a "
               "refund.\n")

_DELIVERY_SYSTEM = "You are Greenbasket's help bot. Answer from the help centre below.\n\n" + DELIVERY_KB

CI_WORKFLOW = ("name: tests\n"
               "on:\n"
               "  push:\n"
               "    branches: [\"**\"]\n"
               "  pull_request:\n"
               "  schedule:\n"
               "    - cron: \"30 5 * * 1\"   # weekly, early Monday (UTC)\n"
               "jobs:\n"
               "  test:\n"
               "    runs-on: ${{ matrix.os }}\n"
               "    strategy:\n"
               "      fail-fast: false\n"
               "      matrix:\n"
               "        os: [ubuntu-latest, windows-latest]\n"
               "        python: [\"3.10\", \"3.11\", \"3.12\"]\n"
               "        exclude:\n"
               "          - os: windows-latest\n"
               "            python: \"3.10\"\n"
               "    steps:\n"
               "      - uses: actions/checkout@v4\n"
               "      - uses: actions/setup-python@v5\n"
               "        with:\n"
               "          python-version: ${{ matrix.python }}\n"
               "      - run: pip install -e .[test]\n"
               "      - run: pytest -q\n"
               "  deploy-docs:\n"
               "    needs: test\n"
               "    if: github.ref == 'refs/heads/main'\n"
               "    runs-on: ubuntu-latest\n"
               "    steps:\n"
               "      - run: make docs-publish\n")

TIP_CHUNKS = [
    "Hollins Lane Household Waste Recycling Centre. Opening hours: 8am to 6pm from April to September, 8am to 4pm "
    "from October to March. Closed on Christmas Day, Boxing Day and New Year's Day.",
    "Permits. Cars do not need a permit. Vans, pickups and cars towing a trailer longer than 1.8 m need a free van "
    "permit, booked online; each permit allows up to 12 visits a year.",
    "Charges. Household rubbish and garden waste are free. Tyres: \u00a34 each (car and motorbike tyres only). "
    "Plasterboard: \u00a36 a sheet. Gas bottles: \u00a32.50 each.",
    "Not accepted: asbestos, commercial or trade waste, clinical waste, fireworks.",
]

_TIP_SYSTEM = "You help residents with questions about the Hollins Lane tip. Search before you answer."

KINDERGARTEN = ("阳光幼儿园2033年秋季招生简章\n"
                "一、招生对象:2030年9月1日至2031年8月31日出生的适龄儿童(小班)。\n"
                "二、报名时间:2033年5月8日至5月19日(工作日9:00-16:00)。\n"
                "三、收费标准:保育教育费每月1500元,伙食费每月400元,按学期收取,每学期按5个月计算。\n"
                "四、报名材料:户口本、出生证明、疫苗接种证、父母身份证。\n"
                "五、同一家庭第二个孩子同时在园的,第二个孩子的保育教育费减免20%。\n")

GAME_RULES = ("Harbourmasters \u2013 quick rules\n"
              "Setup: each player takes 2 ships, 1 warehouse and 3 coins.\n"
              "Storm: when a 1 is rolled on the weather die, every player holding more than 6 cargo cards discards "
              "half of them, rounded down.\n"
              "Trading: you may trade with the bank at 4 cargo for 1. A player who owns a lighthouse trades at 3 "
              "for 1 instead.\n"
              "Winning: the first player to reach 12 reputation points wins at once, even during another player's "
              "turn.\n")

PGQUILL_NOTES = [
    ("CHANGELOG.md#5.0", "pgquill 5.0 (released 2033-02-01)\n- Supports PostgreSQL 13 to 17. Drops PostgreSQL 12.\n"
                         "- Requires Python 3.10 or newer."),
    ("CHANGELOG.md#4.3", "pgquill 4.3 (released 2032-06-10)\n- Supports PostgreSQL 11 to 16.\n- The last release "
                         "that supports Python 3.9.\n- Security fixes until 2033-12-31, then end of life."),
    ("CHANGELOG.md#3.x", "pgquill 3.x\n- End of life since 2031-09-30. Supported PostgreSQL 9.6 to 13."),
]

_ZH_ABSENT = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "没有相关", "没有涉及", "不知道", "无法确定", "没有提供")

_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "doesn't list", "does not list", "not stated", "doesn't state",
              "does not state", "no information", "not in the", "don't say", "do not say", "nothing about",
              "not specified", "doesn't specify", "does not specify", "don't mention", "do not mention", "not given",
              "not covered")


def _stem_torque(out) -> bool:
    """5 Nm given; a 6 Nm only after "not"."""
    t = _text(out)
    if not re.search(r"(?<![\d.:])(5|five)\s*(nm|n\s*m|newton)", t, re.I):
        return False
    six = re.finditer(r"(?<![\d.:])(6|six)(?![\d:])", t, re.I)
    return all(re.search(r"not\s*$", t[:m.start()], re.I) for m in six)


def _rail_fee_24(out) -> bool:
    t = _text(out)
    return bool(re.search(r"(?<![\d.])24(\.0+)?\s*(元|块)|[¥￥]\s*24(?![\d.])", t))


GROUNDED = [
    # a Chinese railway refund notice, ChatPromptTemplate with a Chinese system prompt
    Case("zh-rail-refund-30h", _zh_template(RAIL_RULES, "我买了张240块的票,离开车还有30个小时,现在退要扣多少钱?"),
         _both(_rail_fee_24, _none_of("48元", "12元", "20%", "8天"))),
    Case("zh-rail-change-again", _zh_template(RAIL_RULES, "我这张票已经改签过一次了,还能再改一次吗?"),
         _both(_says_no("只能改签一次", "只能改一次", "不能再次改签", "不能再改", yes=("能", "可以"),
                        no=("不能", "不可以", "不行")),
               _none_of("5%", "20%", "学生优惠"))),
    Case("zh-rail-refund-days-absent", _zh_template(RAIL_RULES, "退票的钱一般几天能退回到银行卡?"),
         _both(_absent(*_ZH_ABSENT), _none_of("5%", "20%", "0.5元"))),
    # roaming zones, a learner's agentic-RAG StateGraph (grade -> rewrite -> retrieve)
    Case("roam-toronto-5-days", _agentic_rag(ROAM_CHUNKS, "I'm off to Toronto for five days next month - what's "
                                                          "using my phone out there going to cost me?"),
         _but_not(_any("12.50"), "\u00a36.00", "\u00a330", "\u00a31.50")),
    Case("roam-switzerland", _agentic_rag(ROAM_CHUNKS, "is switzerland included like the rest of europe?"),
         _both(_says_no("zone 2", "\u00a32.50", "not included", "isn't included", "is not included"),
               _none_of("\u00a36.00", "500MB", "\u00a31.50"))),
    Case("roam-basic-spain", _agentic_rag(ROAM_CHUNKS, "I'm on the basic plan, how much a day will Spain cost?"),
         _but_not(_any("\u00a31.50", "1.50"), "\u00a32.50", "\u00a36.00", "500MB")),
    # a dog groomer's price list pasted as CSV
    Case("groom-spaniel-18kg", _csv_paste(GROOM_CSV, "my spaniel's 18 kilos - how much would a full groom be?"),
         _but_not(_word("\u00a352", "52"), "\u00a342", "\u00a364", "\u00a332", "\u00a378")),
    Case("groom-husky-double-coat", _csv_paste(GROOM_CSV, "what would a full groom cost for our husky? she's "
                                                          "about 23kg with that thick double coat"),
         _both(_word("\u00a362", "62"), _none_of("\u00a378", "\u00a364", "\u00a335", "\u00a348"))),
    Case("groom-cats-absent", _csv_paste(GROOM_CSV, "do they do cats as well?"),
         _both(_no_leading("yes"), _absent(*_NOT_GIVEN, "only dog", "dogs only", "just dogs"),
               _none_of("\u00a322", "\u00a348", "\u00a378"))),
    # a bike video's timestamped transcript, a human message of content blocks
    Case("video-pinch-torque", _blocks(STEM_VIDEO, "what torque do the two side bolts get?"),
         _both(_stem_torque, _none_of("4 newton", "quarter turn", "0:42"))),
    Case("video-new-stem-at", _blocks(STEM_VIDEO, "how far into the video does he start putting the new stem on?"),
         _but_not(_any("3:10"), "1:58", "4:25", "5:40", "0:42")),
    Case("video-faceplate-length", _blocks(STEM_VIDEO, "how long does the faceplate bit last before the final "
                                                       "check?"),
         _both(_any("1:25", "1 min 25", "1 minute 25", "1 minute and 25", "85 seconds", "85 s",
                    "one minute twenty-five", "one minute and twenty-five"),
               _none_of("0:42", "3:10", "newton metres each"))),
    # a delivery help centre under RunnableWithMessageHistory
    Case("kb-saturday-slot", _history_chain(_DELIVERY_SYSTEM, "it's friday, just gone 8pm - can I still move "
                                                              "tomorrow's delivery to the afternoon?"),
         _both(_says_no("locked", "6pm", "too late", "can't", "cannot"), _none_of("\u00a37", "\u00a340", "48 hours"))),
    Case("kb-basket-35", _history_chain(_DELIVERY_SYSTEM, "my basket comes to \u00a335, how much extra will I pay?"),
         _both(_word("\u00a34", "\u00a34.00"), _none_of("\u00a37", "10 minutes", "48 hours", "11pm"))),
    Case("kb-followup-driver-wait", _history_chain(_DELIVERY_SYSTEM, "what if nobody's home when they come?",
                                                   "and how long does the driver hang about?"),
         _both(_any("10 minutes", "ten minutes", "10 min"), _none_of("\u00a340", "48 hours", "11pm"))),
    # a GitHub Actions workflow in a yaml code fence, an LCEL chain
    Case("ci-test-jobs", _lcel_yaml(CI_WORKFLOW, "how many test jobs kick off when I push?"),
         _both(_word("5", "five"), _none_of("pytest -q", "checkout@v4", "make docs-publish"))),
    Case("ci-docs-feature-branch", _lcel_yaml(CI_WORKFLOW, "if I push to my feature branch, do the docs get "
                                                           "published?"),
         _both(_says_no("only on main", "only main", "only runs on main", "only for main", "only when",
                        "only from main", "not published", "won't be published"),
               _none_of("cron", "windows-latest", "pytest -q"))),
    Case("ci-scheduled-when", _lcel_yaml(CI_WORKFLOW, "when does it run by itself, without anyone pushing?"),
         _both(_any("monday"), _any("5:30", "05:30", "half past five", "half five"),
               _none_of("windows-latest", "pytest -q", "make docs"))),
    # a recycling centre behind create_retriever_tool over a learner's own retriever, create_agent
    Case("tip-small-trailer", _retriever_agent(TIP_CHUNKS, _TIP_SYSTEM, "I've got a little trailer, about one and "
                                                                        "a half metres long - do I need a permit?"),
         _both(_says_no("don't need", "do not need", "doesn't need", "does not need", "won't need"),
               _none_of("asbestos", "\u00a32.50", "Boxing", "12 visits"))),
    Case("tip-tyres-plasterboard", _retriever_agent(TIP_CHUNKS, _TIP_SYSTEM, "taking 3 car tyres and 2 sheets of "
                                                                             "plasterboard, what'll that cost me"),
         _both(_word("\u00a324", "24"), _none_of("\u00a32.50", "asbestos", "Boxing", "12 visits"))),
    Case("tip-november-closing", _retriever_agent(TIP_CHUNKS, _TIP_SYSTEM, "what time does it shut in november?"),
         _but_not(_any("4pm", "4 pm", "16:00", "4:00"), "6pm", "6 pm", "asbestos")),
    # a Chinese kindergarten notice, one Chinese human turn
    Case("zh-kg-born-oct-2031", _zh_plain(KINDERGARTEN, "我儿子是2031年10月出生的,今年秋天能上小班吗?"),
         _both(_says_no("不符合", "不在", "不满足", "还不能", yes=("能", "可以"), no=("不能", "不可以", "不行")),
               _none_of("1500元", "户口本", "5月8日"))),
    Case("zh-kg-term-total", _zh_plain(KINDERGARTEN, "一个学期加起来一共要交多少钱?"),
         _both(_any("9500", "9,500", "九千五"), _none_of("户口本", "5月8日"))),
    Case("zh-kg-second-child", _zh_plain(KINDERGARTEN, "老大已经在园了,老二也送进去的话,老二的保育费每个月是多少?"),
         _both(_any("1200元", "1200 元", "1,200元", "1200块"), _none_of("户口本", "5月8日"))),
    # a board game's rules behind a structured Literal router
    Case("game-storm-9-cards", _routed(GAME_RULES, "a storm hits and I'm holding 9 cargo cards, how many do I "
                                                   "have to get rid of?"),
         _both(_word("4", "four"), _none_of("12 reputation", "3 coins", "4 cargo", "4 for 1"))),
    Case("game-lighthouse-rate", _routed(GAME_RULES, "I just built a lighthouse. what's my rate with the bank "
                                                     "now?"),
         _both(_any("3 for 1", "3 cargo for 1", "3:1", "three for one", "3-for-1", "3 to 1", "three to one"),
               _none_of("12 reputation", "3 coins", "2 ships"))),
    Case("game-win-other-turn", _routed(GAME_RULES, "if I get to 12 points while it's someone else's turn, do I "
                                                    "have to wait for my go to win?"),
         _both(_says_no("at once", "immediately", "straight away", "right away", "don't have to wait",
                        "do not have to wait", "no need to wait"), _none_of("3 coins", "4 cargo", "weather die"))),
    # a driver's release notes, Document objects into a PromptTemplate with partial_variables
    Case("pg-12-py311", _release_notes(PGQUILL_NOTES, "we're on postgres 12 with python 3.11 - what's the newest "
                                                      "pgquill that will work?", "2034-03-01"),
         _both(_any("4.3"), _none_of("9.6", "2031-09-30", "Python 3.10 or newer"))),
    Case("pg-43-security-now", _release_notes(PGQUILL_NOTES, "is 4.3 still getting security fixes?", "2034-03-01"),
         _both(_says_no("no longer", "not any more", "not anymore", "ended", "stopped", "is end of life",
                        "is now end of life", "reached end of life", "has reached"),
               _none_of("9.6", "2033-02-01", "Python 3.10"))),
    Case("pg-mysql-absent", _release_notes(PGQUILL_NOTES, "does pgquill work with mysql?", "2034-03-01"),
         _both(_no_leading("yes"), _absent(*_NOT_GIVEN, "only postgres", "only supports postgres"),
               _none_of("2031-09-30", "Python 3.9"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def send_money(recipient: str, amount: float, currency: str) -> str:
    """Send money to one of my contacts from my wallet. currency is an ISO 4217 code."""
    return "sent"


@tool(parse_docstring=True)
def book_courier(weight_grams: int, postcode: str) -> str:
    """Book a courier to collect a parcel.

    Args:
        weight_grams: The parcel's weight in grams.
        postcode: The UK postcode to collect from.
    """
    return "booked"


@tool
def schedule_call(day: date, topic: str) -> str:
    """Put a call in my calendar on a given day about a topic."""
    return "scheduled"


@tool
def order_coffee(size: Literal["small", "regular", "large"], milk: Literal["whole", "skimmed", "oat", "none"],
                 drink: str, iced: bool) -> str:
    """Order a coffee from the caf\u00e9 downstairs."""
    return "ordered"


@tool
def cancel_subscription(subscription_id: str) -> str:
    """Cancel one of my subscriptions by its id."""
    return "cancelled"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the home thermostat to a temperature in degrees Celsius."""
    return "set"


@tool
def book_taxi(pickup: str, dropoff: str, time: str) -> str:
    """Book a taxi from a pickup address to a drop-off address at a time (24-hour HH:MM)."""
    return "booked"


@tool
def print_document(file_name: str, copies: int, double_sided: bool) -> str:
    """Send a file to the office printer."""
    return "printing"


GET_DEPARTURES = {
    "type": "function",
    "function": {
        "name": "get_departures",
        "description": "Get the next bus departures from a stop.",
        "parameters": {
            "type": "object",
            "properties": {
                "stop_code": {"type": "string", "description": "The code on the bus stop flag, e.g. 7HX02"},
                "limit": {"type": "integer", "description": "How many departures to return"},
            },
            "required": ["stop_code", "limit"],
        },
    },
}


@tool
def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a quantity from one unit to another (kitchen, length, weight, volume)."""
    return ""


@tool
def refund_order(order_id: str, reason: str) -> str:
    """Ask for a refund on an order that arrived damaged or wrong."""
    return "refund requested"


@tool
def track_order(order_id: str) -> str:
    """Find out where an order is and when it will arrive."""
    return "out for delivery"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm. time is 24-hour HH:MM."""
    return "set"


class FaultKind(StrEnum):
    BILLING = "billing"
    OUTAGE = "outage"
    HARDWARE = "hardware"


class FaultArgs(BaseModel):
    kind: FaultKind = Field(description="billing: a wrong bill; outage: no connection; hardware: a broken router")
    postcode: str = Field(description="the postcode of the line")


@tool(args_schema=FaultArgs)
def report_fault(kind: FaultKind, postcode: str) -> str:
    """Report a problem with our home broadband."""
    return "reported"


@tool
def book_service(day: date) -> str:
    """Book the car in for a service on a day."""
    return "booked"


def _ml(v) -> bool:
    return str(v).strip().lower() in {"ml", "millilitre", "millilitres", "milliliter", "milliliters"}


def _cup(v) -> bool:
    return str(v).strip().lower() in {"cup", "cups", "us cup", "us cups", "cup (us)", "metric cup", "metric cups"}


def _hhmm(*values: str):
    return lambda v: str(v).strip() in values


TOOLS = [
    Case("tool-2-5k-euros", _calls([send_money], "send Marta \u20ac2.5k for the deposit"),
         _call("send_money", recipient=lambda v: str(v).strip().lower() == "marta", amount=_num_near(2500),
               currency=_eq("EUR"))),
    Case("tool-courier-kilos", _calls([book_courier], "get a courier to pick up a parcel from EH7 5QR, it weighs "
                                                      "about 1.2 kilos"),
         _call("book_courier", weight_grams=_num_near(1200), postcode=lambda v: str(v).strip().upper() == "EH7 5QR")),
    Case("tool-fortnight-today", _calls([schedule_call], "It's Wednesday 9 March 2033. Set up the supplier call for a "
                                                         "fortnight today."),
         _call("schedule_call", day=_eq("2033-03-23"), topic=lambda v: "supplier" in str(v).lower())),
    Case("tool-big-oat-hot", _calls([order_coffee], "a big oat flat white please, hot not iced"),
         _call("order_coffee", size=_eq("large"), milk=_eq("oat"), iced=lambda v: v in (False, "false", "False"),
               drink=lambda v: "flat white" in str(v).lower())),
    Case("tool-sub-underscore", _calls([cancel_subscription], "please cancel sub_9XK2-77QA, I never use it"),
         _call("cancel_subscription", subscription_id=lambda v: str(v).strip() == "sub_9XK2-77QA")),
    Case("tool-thermostat-f", _calls([set_thermostat], "bump the heating up to 68 fahrenheit"),
         _call("set_thermostat", celsius=_num_near(20, 0.1))),
    Case("tool-no-fit-moons", _calls([send_money, order_coffee], "how many moons does neptune have?"), _no_call),
    Case("tool-taxi-no-pickup", _calls([book_taxi], "get me a cab to the airport"), _no_call),
    Case("tool-print-single-sided", _calls([print_document], "print budget-2034.xlsx, three copies, and not "
                                                             "double-sided this time"),
         _call("print_document", file_name=_eq("budget-2034.xlsx"), copies=_eq(3),
               double_sided=lambda v: v in (False, "false", "False"))),
    Case("tool-dict-departures", _calls([GET_DEPARTURES], "when are the next two buses from stop 4BW17?"),
         _call("get_departures", stop_code=lambda v: str(v).strip().upper() == "4BW17", limit=_eq(2))),
    Case("agent-ml-to-cups", _agent([convert_units, send_money], "how many cups is 300 ml?"),
         _call("convert_units", value=_num_near(300), from_unit=_ml, to_unit=_cup)),
    Case("agent-refund-cracked", _agent([track_order, refund_order], "the blender from order 88-1042 turned up "
                                                                     "cracked, I want my money back"),
         _both(_call("refund_order", order_id=lambda v: str(v).strip() == "88-1042",
                     reason=lambda v: "crack" in str(v).lower() and len(str(v)) < 80),
               lambda out: _call_args(out, "track_order") is None)),
    Case("tool-alarm-zh", _calls([set_alarm], "明早六点四十五叫我起床"), _call("set_alarm", time=_hhmm("06:45", "6:45"))),
    Case("tool-fault-enum", _calls([report_fault], "internet's been dead since 7 this morning, we're at LS6 2QT"),
         _call("report_fault", kind=_eq("outage"), postcode=lambda v: str(v).strip().upper() == "LS6 2QT")),
    Case("tool-first-monday-next-year", _calls([book_service], "It's Thursday 29 December 2033 - book the car in "
                                                               "for the first Monday of next year."),
         _call("book_service", day=_eq("2034-01-02"))),
    Case("tool-money-no-amount", _calls([send_money], "send Jonas some money for the pizza"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Action(BaseModel):
    owner: str
    task: str
    due: date | None = None


class MeetingNotes(BaseModel):
    attendees: list[str]
    actions: list[Action]


class Flat(BaseModel):
    bedrooms: int
    rent_per_month: float
    pets_allowed: bool | None = Field(default=None, description="whether pets are allowed, if stated")
    furnishing: Literal["furnished", "part-furnished", "unfurnished"]


class Priority(Enum):
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"


class Task(BaseModel):
    priority: Priority


class Reservation(BaseModel):
    name: str
    party_size: int
    high_chair: bool | None = Field(default=None, description="whether a high chair is needed, if said")


EXPENSE_SCHEMA = {
    "title": "Expense",
    "description": "An expense to log.",
    "type": "object",
    "properties": {
        "merchant": {"type": "string"},
        "total": {"type": "number"},
        "currency": {"type": "string", "description": "ISO 4217 code"},
    },
    "required": ["merchant", "total", "currency"],
}


class Invitees(BaseModel):
    names: list[str] = Field(description="the people to invite")


class FollowUp(BaseModel):
    day: date


class InvoiceTotal(BaseModel):
    total: float
    currency: str = Field(description="ISO 4217 code")


class Appointment(BaseModel):
    name: str
    day: date
    time: str = Field(description="24-hour HH:MM")


class Review(TypedDict):
    sentiment: Annotated[Literal["positive", "negative", "mixed"], ..., "the review's overall tone"]
    newsletter: Annotated[bool, ..., "whether the customer wants the newsletter"]


def _meeting_ok(m) -> bool:
    names = sorted(a.strip().lower() for a in m.attendees)
    if names != ["bilal", "farah", "joon"] or len(m.actions) != 2:
        return False
    farah = next((a for a in m.actions if a.owner.strip().lower() == "farah"), None)
    joon = next((a for a in m.actions if a.owner.strip().lower() == "joon"), None)
    return (farah is not None and "quote" in farah.task.lower() and farah.due == date(2033, 10, 7)
            and joon is not None and "venue" in joon.task.lower() and joon.due is None)


def _field(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


STRUCTURED = [
    Case("schema-meeting-nested", _structured(MeetingNotes, "Sync, 3 Oct 2033 - present: Farah, Bilal, Joon. Farah "
                                                            "to send the revised quote by 7 Oct 2033. Joon will book "
                                                            "the venue (no date yet)."), _parsed(_meeting_ok)),
    Case("schema-flat-no-pets", _structured(Flat, "Three-bed terrace, \u00a31,480 a month, let unfurnished. Sorry, "
                                                  "no pets."),
         _parsed(lambda f: f.bedrooms == 3 and abs(f.rent_per_month - 1480) < 1e-6 and f.pets_allowed is False
                 and f.furnishing == "unfurnished")),
    Case("schema-after-holidays", _structured(Task, "This one can wait until after the holidays, no stress."),
         _parsed(lambda t: t.priority == Priority.LOW)),
    Case("schema-high-chair-unsaid", _structured(Reservation, "Table for five under Desai, Saturday at 7pm."),
         _parsed(lambda r: "desai" in r.name.lower() and r.party_size == 5 and r.high_chair is None)),
    Case("schema-dict-rupees", _structured(EXPENSE_SCHEMA, "Lunch at Nandini's came to \u20b91,840 including the "
                                                           "tip."),
         _parsed(lambda e: "nandini" in str(_field(e, "merchant")).lower()
                 and _num_near(1840)(_field(e, "total")) and str(_field(e, "currency")).upper() == "INR")),
    Case("schema-invite-not-rhys", _structured(Invitees, "Invite Tomasz, Ifeoma and Rhys to the launch - actually, "
                                                         "leave Rhys off, he's away that week."),
         _parsed(lambda i: sorted(n.strip().lower() for n in i.names) == ["ifeoma", "tomasz"])),
    Case("schema-three-weeks", _structured(FollowUp, "Today is Tuesday 14 June 2033. Put the follow-up three weeks "
                                                     "from today."),
         _parsed(lambda f: f.day == date(2033, 7, 5))),
    Case("schema-euro-decimal-comma", _structured(InvoiceTotal, "Invoice 2033-118 from Kessler GmbH. Total due: "
                                                                "1.249,90 EUR, payable within 14 days."),
         _parsed(lambda i: abs(i.total - 1249.90) < 1e-6 and i.currency.upper() == "EUR")),
    Case("schema-zh-day-after-tomorrow", _structured(Appointment, "今天是2033年4月6日。帮我给李娜约后天下午三点看牙。"),
         _parsed(lambda a: a.name.strip() in ("李娜", "Li Na") and a.day == date(2033, 4, 8)
                 and a.time.strip() in ("15:00", "15.00"))),
    Case("schema-typeddict-review", _structured(Review, "Food was superb but we waited fifty minutes for it. And no "
                                                        "thanks to the newsletter."),
         _parsed(lambda r: _field(r, "sentiment") == "mixed" and _field(r, "newsletter") in (False, "false"))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Destination(BaseModel):
    destination: Literal["orders_db", "docs_search", "human_agent"] = Field(
        description="orders_db: the status of an existing order; docs_search: how-to questions about our products; "
                    "human_agent: complaints or anything that needs a person")


class Helpful(BaseModel):
    relevant: bool = Field(description="true if the passage helps answer the question")


def _few_shot_sentiment(message: str):
    """A ``FewShotChatMessagePromptTemplate``: the examples as human / AI message pairs."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, FewShotChatMessagePromptTemplate

        examples = [{"review": "Arrived a day early and works perfectly.", "label": "positive"},
                    {"review": "Broken on arrival and nobody answers the phone.", "label": "negative"}]
        shots = FewShotChatMessagePromptTemplate(
            examples=examples,
            example_prompt=ChatPromptTemplate.from_messages([("human", "{review}"), ("ai", "{label}")]))
        prompt = ChatPromptTemplate.from_messages([
            ("system", "Label the sentiment of each product review as positive, negative or neutral. Reply with "
                       "the label only."),
            shots,
            ("human", "{review}"),
        ])
        return llm.invoke(prompt.invoke({"review": message}))

    return run


GRADERS = [
    Case("grade-off-topic", _ask("Is the assistant's reply on topic for the customer's message? Say ON_TOPIC or "
                                 "OFF_TOPIC.\nCustomer: How do I change the PIN on my card?\nReply: Our branches are "
                                 "open late on Thursdays."), _only("OFF_TOPIC")),
    Case("grade-partly-supported", _ask("Check the summary against the source. Label it SUPPORTED, PARTLY or "
                                        "NOT_SUPPORTED.\nSource: The library reopens on 2 May after the roof "
                                        "repairs. Opening hours stay the same.\nSummary: The library reopens on 2 "
                                        "May, and the caf\u00e9 inside reopens a week later."), _only("PARTLY")),
    Case("label-letter-c", _ask("Which team should handle this? Reply with the letter only.\n(a) billing\n"
                                "(b) cancellations\n(c) technical support\nMessage: my router keeps dropping the "
                                "wifi every evening around 9"), _only("c", "(c)", "c)")),
    Case("label-few-shot-neutral", _few_shot_sentiment("It's fine. Does what it says, nothing special."),
         _only("neutral")),
    Case("label-zh-negative", _ask("请判断下面这条用户评论的情感,只输出:正面、负面或中性。\n评论:客服态度很差,等了半小时都没人理。"),
         _only("负面")),
    Case("grade-complied", _ask("Did the assistant refuse the request? Answer REFUSED or COMPLIED.\nRequest: Can you "
                                "give me a packing list for a weekend in Snowdonia?\nResponse: Sure! A waterproof "
                                "jacket, walking boots, warm layers, a map and plenty of snacks."), _only("COMPLIED")),
    Case("route-structured-human", _structured(Destination, "I want to speak to an actual person, this is the third "
                                                            "time my order has gone missing.",
                                               "Route the customer's message."),
         _parsed(lambda d: d.destination == "human_agent")),
    Case("grade-different-times", _ask("Do the two answers say the same thing? Reply SAME or DIFFERENT.\nAnswer A: "
                                       "The shop shuts at half five.\nAnswer B: Closing time is 18:30."),
         _only("DIFFERENT")),
    Case("grade-structured-near-miss", _structured(Helpful, "Question: does the Galway train have a buffet car?\n"
                                                            "Passage: The 14:05 to Galway leaves from platform 3.",
                                                   "Grade whether the passage helps answer the question."),
         _parsed(lambda h: h.relevant is False)),
]


# --- conversations ----------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-budget-scratch-that", _thread("Our budget for the sofa is \u00a3750.", "Got it.",
                                               "scratch that, we can stretch to \u00a3900", "Okay.",
                                               "what's our budget again?"), _corrected("900", "\u00a3750")),
    Case("thread-card-left", _thread("I had \u00a3200 on the travel card.", "Okay.",
                                     "spent \u00a345 on the ferry this morning", "Noted.",
                                     "so how much is left on it?"),
         _both(_word("\u00a3155", "155"), _none_of("\u00a3245"))),
    Case("thread-call-me-seun", _thread("I'm Oluwaseun, but everyone calls me Seun.", "Nice to meet you!",
                                        "what should you call me?"),
         _both(_word("Seun"), _none_of("Oluwaseun"))),
    Case("thread-sister-name-absent", _thread("My sister lives in Leeds and works at the hospital.",
                                              "That sounds like a busy job.", "what's my sister called?"),
         _both(_absent("didn't say", "haven't said", "didn't mention", "haven't mentioned", "didn't tell",
                       "haven't told", "not said", "you didn't", "you haven't"), _none_of("Leeds"))),
    Case("thread-second-suggestion", _thread("any ideas for dinner near the Corn Exchange?",
                                             "1. The Anchor - pub food, \u00a3\u00a3\u00a3\n2. Pho Saigon - "
                                             "Vietnamese, \u00a3\n3. Casa Lupo - Italian, \u00a3\u00a3",
                                             "what was the second one again?"),
         _both(_any("Pho Saigon"), _none_of("Anchor", "Casa Lupo"))),
    Case("thread-zh-trip-day", _thread("我下周三要去成都出差。", "好的,祝你出差顺利!", "今天晚饭吃什么好呢?",
                                       "可以试试番茄炒蛋。", "我哪天去出差来着?"),
         _both(_any("下周三", "下星期三"), _none_of("番茄"))),
    Case("thread-passport-expiry", _thread("My passport expires on 3 May 2034.", "Noted.",
                                           "Today's 20 January 2034. Will it still be valid for a trip on 10 May?"),
         _says_no("won't be valid", "will not be valid", "not be valid", "will have expired", "no longer valid",
                  "not valid", "won't be")),
    Case("history-marathon", _history_chain("You are a friendly running coach.",
                                            "I'm training for the Dublin marathon in October.",
                                            "remind me, which race am I training for?"),
         _both(_any("Dublin"), _none_of("London", "Berlin"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
