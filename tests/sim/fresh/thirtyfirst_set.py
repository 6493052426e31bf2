"""A thirty-first invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``thirtyfirst``, from main at 70d05f8f) while other engineers
changed the simulator on their own branches; none of them has seen it. It is a yardstick for
their work: no simulator change is to be made for its cases (a fix for one of its classes must
be a general mechanism tested on other wordings, and the set measured again). Committed with its
oracles before it was first run.

Documents of kinds none of the earlier sets used: a multi-storey car park's tariff board (bands
by length of stay, a Sunday flat rate, card-only machines) returned by a learner's retriever
tool inside ``create_agent`` (the agent runs to its final answer); a home insurance policy
schedule in three pages (sums insured, cover not selected, excesses by peril, annual against
monthly premium) as ``<excerpt page=..>`` tags; an INI file of a backup agent with ``;`` comments
(a setting commented out, a value changed in a comment) under a ``ChatPromptTemplate`` with a
custom system prompt; a primary school's term dates (INSET days, half terms) behind a hand-built
LangGraph ``StateGraph`` with a ``ToolNode`` and ``tools_condition``; an RFC-style protocol with
MUST / SHOULD / MAY as a JSON list of LangChain-like documents (``page_content`` / ``metadata``);
a club's boules rules sheet through a ``StateGraph`` of retrieve -> grade (the model grades each
chunk yes / no) -> generate; a group chat export with a plan changed later in the chat, under a
few-shot prompt whose worked example is another chat; a Chinese warranty card (保修卡) under a
Chinese system prompt; German house rules of a holiday flat under a German RAG prompt
(Kontext / Frage / Antwort). Questions: a tariff band for a stay, a day's exception, a payment
method; an excess by peril, cover not selected, a yearly difference worked from a monthly
instalment, an absent cover; runs per day worked from an interval, a commented-out switch, the
current value; the first day back, a count of days in one term only, a closed day, an absent
event; an optional element (MAY), a longest validity with an extension, a status code's meaning
and wait; a number by team size, a distance range, a fee in a chunk the grader must keep; the
meeting time after a change, who brings what and when, a thing nobody brings any more; a date
three years on, an exclusion in Chinese; a check-out time, a total for a pet per night, a
permission with a place, in German.

A learner's tools (money in slang, an oven in gas marks, "this coming tuesday" with today
stated, a spaced tracking number, a baker's dozen, no tool fits, a table with no party size, a
wash programme enum and a temperature in words, a pint into millilitres through ``create_agent``,
a Swiss amount with an apostrophe separator through ``create_agent``, a timer of an hour and a
half in Chinese, adults and children counted, two cities compared (two calls), an e-mail with
"don't cc", points to move with no member id nor count through ``create_agent``); structured
outputs of my own schemas (a nested order with a list of lines and an address, an ``Optional``
bool never mentioned, an ``Enum`` by "no rush", a list with an item we already have, "the end of
next month" with today stated, "52k a year" in Canadian dollars with a ``Literal`` period, "an
hour and a quarter", an ``Optional`` phone declined, a Chinese booking, a bool by "wouldn't
recommend" and a list of what was liked); graders and labels in wordings of my own (MATCH /
NO_MATCH, grounded / ungrounded with an extra claim, a three-way router, a data-source router
whose answer is the second option, a 1 / 0 digit, a message tag whose answer is the middle
option, an ISO language code, 相关 / 不相关, TRUE / FALSE across number forms); conversations (a
flight number stated three turns back, a count corrected, a weekly distance summed over turns,
a name in Chinese, a dog's age never said, "where did I leave it", "she" and "what about kiki"
follow-ups over notes).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds the other rows' values, or gives an operand instead of the worked
value is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds);
``_absent`` (the notes do not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a
required value is missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the
reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false
alarm, counted apart.

``python -W ignore -m tests.sim.fresh.thirtyfirst_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date
from enum import Enum
from typing import Literal, TypedDict

from langchain_core.messages import HumanMessage, SystemMessage
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
    _eq,
    _no_call,
    _no_leading,
    _none_of,
    _notes_thread,
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


def _agent_answer(tools: list, system: str, question: str):
    """A learner's ``create_agent`` with a retriever tool, run to its end: the last message."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt=system)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


def _toolnode_graph(tools: list, system: str, question: str):
    """A hand-built LangGraph loop: an agent node (the bound model), a ``ToolNode``, routed by
    ``tools_condition``; the graph's last message is the answer."""
    def run(llm):
        from langgraph.graph import START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode, tools_condition

        bound = llm.bind_tools(tools)

        def agent(state):
            return {"messages": [bound.invoke([SystemMessage(system), *state["messages"]])]}

        graph = StateGraph(MessagesState)
        graph.add_node("agent", agent)
        graph.add_node("tools", ToolNode(tools))
        graph.add_edge(START, "agent")
        graph.add_conditional_edges("agent", tools_condition)
        graph.add_edge("tools", "agent")
        out = graph.compile().invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


_GRADE = ("You check whether a retrieved chunk is useful for a question.\n"
          "Chunk:\n{chunk}\n\nQuestion: {question}\n"
          "Reply with yes if the chunk is useful for answering the question, otherwise no.")

_GENERATE = ("Use the following pieces of the club's rules to answer the member's question. If they do not "
             "hold the answer, say you don't know. Keep it to two sentences.")


class _RagState(TypedDict):
    question: str
    chunks: list[str]
    kept: list[str]
    answer: object


def _grade_generate(chunks: list[str], question: str):
    """A corrective-RAG style ``StateGraph``: retrieve (every chunk) -> grade (the model says yes /
    no per chunk) -> generate (a ``ChatPromptTemplate`` over the chunks kept)."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langgraph.graph import END, START, StateGraph

        def retrieve(state):
            return {"chunks": list(chunks)}

        def grade(state):
            kept = [c for c in state["chunks"]
                    if _text(llm.invoke(_GRADE.format(chunk=c, question=state["question"]))).strip().lower()
                    .startswith("yes")]
            return {"kept": kept}

        def generate(state):
            prompt = ChatPromptTemplate.from_messages([
                ("system", _GENERATE + "\n\n{context}"),
                ("human", "{question}"),
            ])
            context = "\n\n".join(state["kept"])
            return {"answer": llm.invoke(prompt.invoke({"context": context, "question": state["question"]}))}

        graph = StateGraph(_RagState)
        graph.add_node("retrieve", retrieve)
        graph.add_node("grade", grade)
        graph.add_node("generate", generate)
        graph.add_edge(START, "retrieve")
        graph.add_edge("retrieve", "grade")
        graph.add_edge("grade", "generate")
        graph.add_edge("generate", END)
        return graph.compile().invoke({"question": question, "chunks": [], "kept": [], "answer": None})["answer"]

    return run


_OPS_SYSTEM = ("You are Ferris, the ops team's wiki helper. Answer in one short sentence using only the config "
               "file below. Lines starting with ; are comments.\n\n{config}")


def _ops_template(config: str, question: str):
    """A ``ChatPromptTemplate`` with a custom system prompt holding a config file."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([("system", _OPS_SYSTEM), ("human", "{question}")])
        return llm.invoke(prompt.invoke({"config": config, "question": question}))

    return run


def _excerpts(pages: list[str], question: str):
    """The pages as ``<excerpt page="n">`` tags in the human turn, the question in ``<question>``."""
    body = "\n".join(f'<excerpt page="{i}">\n{p}\n</excerpt>' for i, p in enumerate(pages, 1))
    system = "You answer customers' questions about their home insurance, using only the policy excerpts given."
    return lambda llm: llm.invoke([SystemMessage(system),
                                   HumanMessage(f"<policy_excerpts>\n{body}\n</policy_excerpts>\n\n"
                                                f"<question>{question}</question>")])


def _json_docs(docs: list[dict], question: str):
    """The retrieved documents dumped as a JSON list in the system message."""
    system = ("You are a protocol assistant for engineers. The retrieved documents are given as JSON. Answer from "
              "them and name the section.\n\n" + json.dumps(docs, indent=2, ensure_ascii=False))
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(question)])


_FEW_SHOT = ("Answer the question about the chat log. Later messages override earlier ones.\n\n"
             "Chat:\n[02/03/2033, 09:12] Rob: dentist moved to thursday\n[02/03/2033, 09:30] Ama: ok\n"
             "Question: when is the dentist?\nAnswer: Thursday.\n\n"
             "Chat:\n{log}\nQuestion: {question}\nAnswer:")


def _few_shot(log: str, question: str):
    """A few-shot prompt: one worked example over another chat, then the real chat and question."""
    return lambda llm: llm.invoke(_FEW_SHOT.format(log=log, question=question))


def _zh_system(card: str, question: str):
    """A Chinese system prompt holding the card, the question as the human turn."""
    system = f"你是家电客服助手。以下是用户的保修卡内容,请只根据保修卡回答用户的问题。\n\n{card}"
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(question)])


def _de_prompt(context: str, question: str):
    """A German RAG prompt: Kontext / Frage / Antwort."""
    prompt = ("Beantworte die Frage ausschließlich anhand des folgenden Kontexts. Wenn die Antwort nicht im "
              "Kontext steht, sage, dass du es nicht weißt.\n\n"
              f"Kontext:\n{context}\n\nFrage: {question}\nAntwort:")
    return lambda llm: llm.invoke(prompt)


# --- documents ---------------------------------------------------------------------------------------

TARIFF = ("Quayside Multi-Storey \u2013 Tariff (from 1 April 2033)\n"
          "Up to 1 hour ........ \u00a31.80\n"
          "1 to 2 hours ........ \u00a33.20\n"
          "2 to 4 hours ........ \u00a35.50\n"
          "4 to 8 hours ........ \u00a38.40\n"
          "Over 8 hours ........ \u00a312.00\n"
          "Sundays and bank holidays: \u00a32.00 flat, whatever the length of stay.\n"
          "Blue Badge holders: first 3 hours free, then the normal tariff.\n"
          "Lost ticket: the maximum daily charge applies.\n"
          "Height limit 2.1 m. Pay at the machines on levels 0 and 3 (card or phone only, no cash).\n")


@tool
def search_car_park_info(query: str) -> str:
    """Search the Quayside car park's information board (prices, opening, payment)."""
    return TARIFF


_CAR_PARK_SYSTEM = "You help drivers with questions about the Quayside car park. Look things up before answering."

POLICY_PAGES = [
    "HOME INSURANCE \u2013 POLICY SCHEDULE\n"
    "Policy number: HH-88214-K\n"
    "Policyholders: Dominic Achterberg and Rosa Lindqvist\n"
    "Address insured: 27 Fenwick Crescent, Harrogate HG2 7QL\n"
    "Period of cover: 14 February 2033 to 13 February 2034\n"
    "Premium: \u00a3486.20 a year, or 12 monthly payments of \u00a342.10",
    "SECTION                               COVER          SUM INSURED\n"
    "Buildings                             Included       \u00a3310,000\n"
    "Contents                              Included       \u00a348,000\n"
    "Accidental damage (buildings)         Included\n"
    "Accidental damage (contents)          Not included\n"
    "Personal possessions away from home   Included       \u00a33,500 (single item limit \u00a31,200)\n"
    "Pedal cycles                          Not selected   \u2013",
    "EXCESSES\n"
    "Standard excess (all claims unless shown below): \u00a3150\n"
    "Escape of water: \u00a3400\n"
    "Subsidence, heave or landslip: \u00a31,000\n"
    "Claims under Personal possessions: \u00a375",
]

BACKUP_INI = ("; backup-agent.ini  --  the night box at the Wharf Street office\n"
              "[general]\n"
              "hostname = wharf-nas-02\n"
              "log_level = warning        ; was debug until the disk filled up in May\n"
              "\n"
              "[schedule]\n"
              "interval_hours = 6\n"
              "first_run = 01:30\n"
              "; weekend_only = true     ; switched off 2033-05-02, runs every day since\n"
              "\n"
              "[retention]\n"
              "keep_daily = 14\n"
              "keep_weekly = 8\n"
              "keep_monthly = 0          ; monthly snapshots now go to the cloud bucket\n"
              "\n"
              "[notify]\n"
              "email = ops@wharfstreet.example\n"
              "on_success = false\n"
              "on_failure = true\n")

TERM_DATES = ("Brackenfield Primary School \u2013 Term dates 2033/34\n"
              "AUTUMN TERM 2033\n"
              "Thu 1 Sep & Fri 2 Sep      INSET days (school closed to pupils)\n"
              "Mon 5 Sep                  Term starts for pupils\n"
              "Mon 24 Oct \u2013 Fri 28 Oct   Half term\n"
              "Mon 21 Nov                 INSET day (school closed to pupils)\n"
              "Fri 16 Dec                 Term ends at 1.30 pm\n"
              "SPRING TERM 2034\n"
              "Wed 4 Jan                  INSET day (school closed to pupils)\n"
              "Thu 5 Jan                  Term starts for pupils\n"
              "Mon 13 Feb \u2013 Fri 17 Feb   Half term\n"
              "Fri 24 Mar                 Term ends at 1.30 pm\n"
              "Parents' evenings: Tue 8 Nov and Wed 9 Nov 2033, 3.30\u20137 pm.\n")


@tool
def get_term_dates(query: str) -> str:
    """Look up Brackenfield Primary's term dates, INSET days and holidays."""
    return TERM_DATES


_SCHOOL_SYSTEM = ("You are the school office's helper for parents. Use get_term_dates to look things up, then "
                  "answer briefly.")

LOCKR_DOCS = [
    {"page_content": "LOCKR-1 section 3, Opening compartments. 3.1 A courier client MUST authenticate with a locker "
                     "token before sending OPEN. 3.2 After a failed OPEN the client SHOULD retry no more than 3 "
                     "times and MUST wait at least 5 seconds between attempts. 3.3 The locker MUST relock a "
                     "compartment within 20 seconds of its door sensor reporting closed.",
     "metadata": {"source": "lockr-1.txt", "section": "3"}},
    {"page_content": "LOCKR-1 section 4, Pickup codes. 4.1 A pickup code MUST be exactly 8 digits. Its last digit "
                     "MAY be a check digit. 4.2 A code MUST expire 72 hours after the parcel is deposited. The "
                     "operator MAY extend a code once, by 48 hours. 4.3 Codes MUST NOT be reused within 30 days.",
     "metadata": {"source": "lockr-1.txt", "section": "4"}},
    {"page_content": "LOCKR-1 section 6, Status replies. 200 OPENED. 409 OCCUPIED: the compartment already holds a "
                     "parcel. 423 LOCKED_OUT: too many wrong codes were entered; the client MUST wait 15 minutes "
                     "before trying again. 503 OFFLINE: the locker bank has no network.",
     "metadata": {"source": "lockr-1.txt", "section": "6"}},
]

BOULES_CHUNKS = [
    "Ashby Boules Club \u2013 house rules for friendly p\u00e9tanque. Singles (1 v 1) and doubles (2 v 2) "
    "play with three boules per player; triples (3 v 3) play with two boules per player. A game is won by the "
    "first team to reach 13 points.",
    "Throwing the jack: stand in a circle 35\u201350 cm across. The jack must come to rest between 6 and 10 metres "
    "from the circle and at least 1 metre from any obstacle; otherwise the same team throws it again (three "
    "tries, then the other team throws it).",
    "Scoring an end: when all boules are played, the team with the boule nearest the jack scores one point for "
    "each of its boules nearer than the other team's best. If the two nearest boules of opposing teams are the "
    "same distance away, the team that played last throws again.",
    "Club bar and green: the bar opens Tuesday and Friday evenings, 6 to 10 pm. Guests of members pay a \u00a32 "
    "green fee per visit. Park behind the pavilion, not on the lane.",
]

CHAT_LOG = ("[12/06/2033, 18:02] Priyanka: Beach clean at Porthkellis cove this Sat!! who's in\n"
            "[12/06/2033, 18:05] Gus: me, I'll bring the litter pickers\n"
            "[12/06/2033, 18:07] Hetty: I can do 10 till 12, bringing a flask of tea\n"
            "[12/06/2033, 18:20] Priyanka: great. meet 9:30 by the lifeguard hut\n"
            "[12/06/2033, 21:41] Priyanka: change of plan - meet 10:15, the tide isn't out till then\n"
            "[13/06/2033, 07:15] Ollie: count me in, I'll bring the wheelbarrow but can't get there till 11\n"
            "[13/06/2033, 08:02] Gus: the pickers are at my mum's, sorry - bringing gloves and bin bags instead\n")

ZH_CARD = ("产品保修卡\n"
           "产品名称:静音破壁料理机    型号:BL-660\n"
           "购买日期:2033年3月18日\n"
           "保修期限:整机保修1年,电机保修3年(自购买之日起计算)。\n"
           "以下情况不在保修范围内:\n"
           "1. 人为损坏或进水;\n"
           "2. 私自拆机或改装;\n"
           "3. 刀片、量杯、密封圈等易损件。\n"
           "保修时请出示本卡及购买凭证。\n"
           "服务热线:400-820-1717(周一至周六 8:30-18:00)\n")

DE_RULES = ("Hausordnung Ferienwohnung Seeblick\n"
            "Anreise ab 15:00 Uhr, Abreise bis 10:00 Uhr.\n"
            "Nachtruhe von 22:00 bis 7:00 Uhr.\n"
            "Haustiere sind nach Absprache erlaubt (10 \u20ac pro Nacht).\n"
            "Rauchen ist nur auf dem Balkon gestattet.\n"
            "Die Endreinigung kostet 60 \u20ac und wird bei der Abreise bar bezahlt.\n"
            "Fahrr\u00e4der bitte im Keller abstellen, nicht im Treppenhaus.\n")

_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "doesn't list", "does not list", "not shown", "doesn't show",
              "does not show", "not stated", "doesn't state", "does not state", "no information", "not included in",
              "not in the", "don't say", "do not say", "nothing about", "not specified", "doesn't specify",
              "does not specify", "don't mention", "do not mention", "not given")

GROUNDED = [
    # car park tariff board, a learner's retriever tool in create_agent (run to the end)
    Case("park-three-half-hours", _agent_answer([search_car_park_info], _CAR_PARK_SYSTEM,
                                                "how much for three and a half hours on a tuesday?"),
         _but_not(_any("\u00a35.50", "5.50"), "\u00a33.20", "\u00a38.40", "\u00a312.00", "2.1 m")),
    Case("park-sunday-all-day", _agent_answer([search_car_park_info], _CAR_PARK_SYSTEM,
                                              "I'll be parked about 9 hours this sunday, what's that going to cost"),
         _but_not(_any("\u00a32.00", "\u00a32 ", "\u00a32.", "\u00a32,", "2.00"), "\u00a312.00", "\u00a38.40",
                  "\u00a35.50")),
    Case("park-coins", _agent_answer([search_car_park_info], _CAR_PARK_SYSTEM, "can i pay with coins there"),
         _both(_says_no("card or phone", "no cash", "not accept cash", "cash isn't", "cash is not"),
               _none_of("\u00a38.40", "\u00a31.80", "2.1 m"))),
    # home insurance schedule, <excerpt> tags
    Case("ins-burst-pipe-excess", _excerpts(POLICY_PAGES, "a pipe burst in the loft and soaked the ceiling. what's "
                                                          "my excess?"),
         _but_not(_any("\u00a3400"), "\u00a3150", "\u00a31,000", "\u00a375", "\u00a3310,000")),
    Case("ins-bike-stolen", _excerpts(POLICY_PAGES, "my bike was nicked from outside the station - am I covered?"),
         _both(_says_no("not selected", "not covered", "isn't covered", "aren't covered", "no cover",
                        "not included"), _none_of("\u00a3310,000", "\u00a31,000", "HG2"))),
    Case("ins-monthly-extra", _excerpts(POLICY_PAGES, "how much more do we pay over the year if we pay monthly "
                                                      "instead of in one go?"),
         _both(_word("\u00a319", "19", "\u00a319.00", "19.00"), _none_of("\u00a3310,000", "\u00a3150", "HG2"))),
    Case("ins-legal-absent", _excerpts(POLICY_PAGES, "are we covered for legal expenses?"),
         _both(_no_leading("yes"), _absent(*_NOT_GIVEN), _none_of("\u00a3310,000", "\u00a3400"))),
    # INI file with comments, a ChatPromptTemplate with a custom system prompt
    Case("ini-runs-per-day", _ops_template(BACKUP_INI, "how many times a day does the backup run?"),
         _both(_word("4", "four"), _none_of("wharf-nas", "ops@", "keep_daily"))),
    Case("ini-weekend-only", _ops_template(BACKUP_INI, "is weekend_only switched on?"),
         _both(_says_no("commented out", "switched off", "not active", "not set", "disabled", "is off",
                        "turned off"), _none_of("ops@", "keep_monthly", "wharf-nas"))),
    Case("ini-log-level", _ops_template(BACKUP_INI, "what's the log level at the moment"),
         _but_not(_word("warning"), "interval_hours", "ops@", "keep_daily", "wharf-nas")),
    # school term dates behind a StateGraph with a ToolNode
    Case("school-back-after-xmas", _toolnode_graph([get_term_dates], _SCHOOL_SYSTEM,
                                                   "when do the kids go back after christmas?"),
         _but_not(_any("5 Jan", "5th Jan", "January 5", "5 January", "January 5th"), "13 Feb", "24 Mar", "21 Nov",
                  "8 Nov")),
    Case("school-autumn-inset-count", _toolnode_graph([get_term_dates], _SCHOOL_SYSTEM,
                                                      "how many inset days are there in the autumn term?"),
         _both(_word("3", "three"), _none_of("4 Jan", "13 Feb", "24 Mar", "Parents'"))),
    Case("school-21-nov-open", _toolnode_graph([get_term_dates], _SCHOOL_SYSTEM,
                                               "is school open for the children on monday 21 november?"),
         _both(_says_no("closed", "INSET"), _none_of("13 Feb", "24 Mar", "8 Nov"))),
    Case("school-sports-day-absent", _toolnode_graph([get_term_dates], _SCHOOL_SYSTEM, "when's sports day?"),
         _both(_absent(*_NOT_GIVEN), _none_of("13 Feb", "24 Mar", "INSET day (school"))),
    # RFC-style protocol, documents as a JSON list
    Case("spec-check-digit", _json_docs(LOCKR_DOCS, "Do pickup codes have to include a check digit?"),
         _both(_says_no("optional", "not required", "isn't required", "is not required", "not mandatory", "MAY"),
               _none_of("20 seconds", "503", "OCCUPIED"))),
    Case("spec-longest-valid", _json_docs(LOCKR_DOCS, "What's the longest a pickup code can stay valid if the "
                                                      "operator extends it?"),
         _both(_any("120 hours", "120 h", "120-hour", "5 days", "five days"), _none_of("30 days", "15 minutes",
                                                                                     "20 seconds"))),
    Case("spec-423", _json_docs(LOCKR_DOCS, "My client got a 423 back. What does that mean and how long do I "
                                            "wait?"),
         _both(_any("15 min", "fifteen min"), _any("locked out", "LOCKED_OUT", "too many wrong"),
               _none_of("OCCUPIED", "503", "20 seconds"))),
    # boules rules, a retrieve -> grade -> generate StateGraph
    Case("boules-triples", _grade_generate(BOULES_CHUNKS, "in triples how many boules does each player get?"),
         _both(_word("2", "two"), _none_of("13 points", "6 and 10", "\u00a32", "35"))),
    Case("boules-jack-distance", _grade_generate(BOULES_CHUNKS, "how far away does the jack have to land?"),
         _both(_any("6 and 10", "6 to 10", "6-10", "6\u201310", "six and ten", "six to ten"),
               _none_of("13 points", "\u00a32", "three boules"))),
    Case("boules-guest-fee", _grade_generate(BOULES_CHUNKS, "what does a guest have to pay to play?"),
         _but_not(_any("\u00a32"), "13 points", "6 and 10", "35\u201350")),
    # group chat export, a few-shot prompt
    Case("chat-meet-time", _few_shot(CHAT_LOG, "what time are we meeting?"),
         _both(_any("10:15", "10.15", "quarter past ten", "quarter past 10"), _none_of("Ollie", "wheelbarrow",
                                                                                       "Thursday"))),
    Case("chat-wheelbarrow", _few_shot(CHAT_LOG, "who's bringing the wheelbarrow and when do they get there?"),
         _both(_any("Ollie"), _word("11", "11:00", "11am", "11 am"), _none_of("Gus", "Hetty", "Thursday"))),
    Case("chat-pickers", _few_shot(CHAT_LOG, "is anyone still bringing litter pickers?"),
         _both(_says_no("not bringing", "isn't bringing", "no one", "nobody", "instead", "at his mum",
                        "at my mum"), _none_of("wheelbarrow", "flask", "Thursday"))),
    # a Chinese warranty card, a Chinese system prompt
    Case("zh-motor-until", _zh_system(ZH_CARD, "电机保修到什么时候?"),
         _both(_any("2036"), _none_of("2034年", "400-820", "BL-660"))),
    Case("zh-blade", _zh_system(ZH_CARD, "刀片坏了能免费保修吗?"),
         _both(_any("不能", "不可以", "不在保修", "不保修", "不属于保修", "不行", "不包括", "不享受"),
               _no_leading("可以", "能"), _none_of("400-820", "电机保修3年", "私自拆机"))),
    # German house rules, a German RAG prompt
    Case("de-checkout", _de_prompt(DE_RULES, "Bis wann müssen wir am Abreisetag die Wohnung verlassen?"),
         _but_not(_any("10:00", "10 Uhr"), "15:00", "22:00", "60 \u20ac")),
    Case("de-dog-four-nights", _de_prompt(DE_RULES, "Wir bleiben vier Nächte und bringen unseren Hund mit. Was "
                                                    "kostet der Hund insgesamt?"),
         _both(_any("40 \u20ac", "40\u20ac", "40 Euro", "\u20ac40", "40,00", "40.00"), _none_of("60 \u20ac", "22:00"))),
    Case("de-smoking", _de_prompt(DE_RULES, "Darf man in der Wohnung rauchen?"),
         _both(_says_no("nur auf dem balkon", "nicht", yes=("ja",), no=("nein",)), _none_of("60 \u20ac", "15:00",
                                                                                          "Keller"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money from one currency to another. Currencies are ISO 4217 codes."""
    return ""


@tool
def preheat_oven(celsius: int) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def add_reminder(day: date, text: str) -> str:
    """Add a reminder to my calendar on a given day."""
    return "added"


@tool
def track_parcel(tracking_number: str) -> str:
    """Find out where a parcel is, by its tracking number."""
    return "in transit"


@tool
def add_to_basket(item: str, count: int) -> str:
    """Add a number of an item to my grocery basket."""
    return "added"


@tool
def book_table(restaurant: str, people: int, time: str) -> str:
    """Book a table at a restaurant for a number of people. time is 24-hour HH:MM."""
    return "booked"


@tool
def start_wash(programme: Literal["cotton", "wool", "synthetics", "quick"], temperature_c: int) -> str:
    """Start the washing machine on a programme at a temperature in degrees Celsius."""
    return "started"


@tool
def log_drink(millilitres: int) -> str:
    """Log how much water I drank, in millilitres."""
    return "logged"


@tool
def pay_invoice(invoice_id: str, amount: float, currency: Literal["CHF", "EUR", "GBP", "USD"]) -> str:
    """Pay a supplier's invoice from the business account."""
    return "paid"


@tool
def set_timer(minutes: int) -> str:
    """Set a kitchen timer for a number of minutes."""
    return "set"


@tool
def buy_tickets(adults: int, children: int) -> str:
    """Buy entry tickets to the aquarium for adults and children."""
    return "bought"


@tool
def get_weather(city: str) -> str:
    """Get today's weather for one city."""
    return ""


@tool
def email_invoice(to: str, cc_manager: bool) -> str:
    """E-mail the latest invoice to an address, optionally copying in my manager."""
    return "sent"


@tool
def transfer_points(member_id: str, points: int) -> str:
    """Move loyalty points from my account to another member's account."""
    return "moved"


def _weather_two(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "get_weather"]
    cities = {str(c["args"].get("city", "")).strip().lower() for c in calls}
    return len(calls) == 2 and cities in ({"troms\u00f8", "bod\u00f8"}, {"tromso", "bodo"})


def _email_no_cc(out) -> bool:
    args = _call_args(out, "email_invoice")
    return (args is not None and str(args.get("to", "")).strip().lower() == "ana@kestrelworks.io"
            and args.get("cc_manager") in (False, "false", "False"))


TOOLS = [
    Case("tool-quid-euros", _calls([convert_currency], "how much is 45 quid in euros"),
         _call("convert_currency", amount=_num_near(45), from_currency=_eq("GBP"), to_currency=_eq("EUR"))),
    Case("tool-gas-mark", _calls([preheat_oven], "preheat the oven to gas mark 6"),
         _call("preheat_oven", celsius=_eq(200))),
    Case("tool-reminder-coming-tue", _calls([add_reminder], "it's friday 7 october 2033 - remind me this coming "
                                                            "tuesday to renew the parking permit"),
         _call("add_reminder", day=_eq("2033-10-11"), text=lambda v: "parking" in str(v).lower())),
    Case("tool-parcel-spaced", _calls([track_parcel], "where's my parcel? the tracking no. is RM 4471 0923 5GB"),
         _call("track_parcel", tracking_number=lambda v: str(v).replace(" ", "").upper() == "RM447109235GB")),
    Case("tool-bakers-dozen", _calls([add_to_basket], "stick a baker's dozen of bagels in the basket"),
         _call("add_to_basket", item=lambda v: "bagel" in str(v).lower() and len(str(v)) <= 12, count=_eq(13))),
    Case("tool-no-fit-author", _calls([book_table, convert_currency], "who wrote middlemarch?"), _no_call),
    Case("tool-table-no-size", _calls([book_table], "book us a table at Rosalind's for 8pm"), _no_call),
    Case("tool-wash-wool", _calls([start_wash], "put my jumpers on the wool cycle, thirty degrees"),
         _call("start_wash", programme=_eq("wool"), temperature_c=_eq(30))),
    Case("agent-pint-water", _agent([log_drink, set_timer], "just had a pint of water"),
         _call("log_drink", millilitres=lambda v: _num_near(568, 1)(v) or _num_near(473, 1)(v))),
    Case("agent-chf-apostrophe", _agent([pay_invoice, email_invoice], "pay invoice INV-2033-0917, it's CHF "
                                                                      "1'250.00"),
         _call("pay_invoice", invoice_id=lambda v: str(v).strip().upper() == "INV-2033-0917",
               amount=_num_near(1250), currency=_eq("CHF"))),
    Case("tool-timer-zh", _calls([set_timer], "帮我设个一个半小时的定时器"), _call("set_timer", minutes=_eq(90))),
    Case("tool-tickets-kids", _calls([buy_tickets], "two grown-ups and three kids please"),
         _call("buy_tickets", adults=_eq(2), children=_eq(3))),
    Case("tool-weather-two-cities", _calls([get_weather], "is it warmer in Troms\u00f8 or Bod\u00f8 today?"),
         _weather_two),
    Case("tool-email-no-cc", _calls([email_invoice], "email the invoice to ana@kestrelworks.io, and don't cc my "
                                                     "manager this time"), _email_no_cc),
    Case("agent-points-missing", _agent([transfer_points, log_drink], "move some of my points over to my "
                                                                      "sister's account"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Line(BaseModel):
    product: str
    quantity: int


class Address(BaseModel):
    street: str
    city: str
    postcode: str


class Order(BaseModel):
    lines: list[Line]
    ship_to: Address


class Booking(BaseModel):
    guest: str
    nights: int
    breakfast: bool | None = Field(default=None, description="whether breakfast is wanted, if said")


class Urgency(Enum):
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"


class Ticket(BaseModel):
    urgency: Urgency


class ShoppingList(BaseModel):
    items: list[str] = Field(description="the things we still need to buy")


class Deadline(BaseModel):
    due: date


class Offer(BaseModel):
    amount: float
    currency: str = Field(description="ISO 4217 code")
    period: Literal["hour", "month", "year"]


class Workout(BaseModel):
    activity: str
    minutes: int


class Contact(BaseModel):
    name: str
    email: str | None = None
    phone: str | None = None


class TableRequest(BaseModel):
    surname: str
    people: int
    time: str = Field(description="24-hour HH:MM")


class Feedback(BaseModel):
    would_recommend: bool
    liked: list[str] = Field(description="what the guest liked")


def _order_ok(o) -> bool:
    if len(o.lines) != 2:
        return False
    tea = next((ln for ln in o.lines if "earl grey" in ln.product.lower()), None)
    pot = next((ln for ln in o.lines if "teapot" in ln.product.lower()), None)
    return (tea is not None and tea.quantity == 3 and pot is not None and pot.quantity == 1
            and o.ship_to.city.strip().lower() == "settle" and o.ship_to.postcode.strip().upper() == "BD24 9HE"
            and "quarry row" in o.ship_to.street.lower())


def _shopping_ok(s) -> bool:
    items = sorted(i.strip().lower() for i in s.items)
    return items == ["chickpeas", "coconut milk", "coriander"]


def _feedback_ok(f) -> bool:
    liked = " ".join(f.liked).lower()
    return f.would_recommend is False and "staff" in liked and "pool" in liked and "price" not in liked


STRUCTURED = [
    Case("schema-order-nested", _structured(Order, "Please send 3 tins of Earl Grey and one teapot to 14 Quarry Row, "
                                                   "Settle, BD24 9HE."), _parsed(_order_ok)),
    Case("schema-breakfast-unsaid", _structured(Booking, "Two nights for Hal Okafor from the 9th."),
         _parsed(lambda b: "okafor" in b.guest.lower() and b.nights == 2 and b.breakfast is None)),
    Case("schema-no-rush", _structured(Ticket, "No rush on this one, whenever you get a moment is fine."),
         _parsed(lambda t: t.urgency == Urgency.LOW)),
    Case("schema-shopping-have-rice", _structured(ShoppingList, "For the curry we need chickpeas, coconut milk, "
                                                                "rice and coriander - oh wait, we've still got "
                                                                "loads of rice."), _parsed(_shopping_ok)),
    Case("schema-end-next-month", _structured(Deadline, "Today is Sunday 30 January 2033. The report is due at the "
                                                        "end of next month."),
         _parsed(lambda d: d.due == date(2033, 2, 28))),
    Case("schema-52k-cad", _structured(Offer, "They offered me 52k a year, paid in Canadian dollars."),
         _parsed(lambda o: abs(o.amount - 52000) < 1e-6 and o.currency.upper() == "CAD" and o.period == "year")),
    Case("schema-hour-quarter", _structured(Workout, "Did an hour and a quarter on the bike this morning."),
         _parsed(lambda w: w.minutes == 75 and any(k in w.activity.lower() for k in ("bike", "cycl")))),
    Case("schema-no-phone", _structured(Contact, "You can reach Ilse Brandt at ilse.brandt@fjordline.no - she "
                                                 "doesn't have a phone."),
         _parsed(lambda c: "brandt" in c.name.lower() and (c.email or "").lower() == "ilse.brandt@fjordline.no"
                 and c.phone in (None, "", "none"))),
    Case("schema-zh-table", _structured(TableRequest, "我姓陈,明天晚上七点半,四位。"),
         _parsed(lambda t: t.surname.strip() in ("陈", "陈先生", "陈女士", "Chen") and t.people == 4
                 and t.time.strip() in ("19:30", "19.30"))),
    Case("schema-wouldnt-recommend", _structured(Feedback, "Loved the staff and the pool, but at that price I "
                                                           "wouldn't recommend it to a friend."),
         _parsed(_feedback_ok)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

GRADERS = [
    Case("grade-match", _ask("Does the passage contain the answer to the question? Respond with MATCH or NO_MATCH "
                             "only.\nQuestion: what's the wifi password at the cabin\nPassage: The cabin's wifi "
                             "network is PineCabin and its password is spruce-4471."), _only("MATCH")),
    Case("grade-grounded-extra", _ask("Is every claim in the answer backed by the facts? Output grounded or "
                                      "ungrounded.\nFacts: The museum caf\u00e9 opens at 10 and closes at 4.\n"
                                      "Answer: The caf\u00e9 is open 10 till 4 and serves a vegan brunch on "
                                      "Sundays."), _only("ungrounded")),
    Case("route-three-way", _ask("Route the user's message to one of: weather_tool, calendar_tool, small_talk. Reply "
                                 "with the route name only.\nMessage: will it snow in Innsbruck on friday?"),
         _only("weather_tool")),
    Case("route-source-second", _ask("Pick the data source for the question: hr_handbook (our leave, pay and "
                                     "conduct policies) or web_search (everything else). Answer with the source "
                                     "name.\nQuestion: what's the exchange rate for the rand today"),
         _only("web_search")),
    Case("grade-digit-zero", _ask("Score 1 if the answer addresses the question, otherwise 0. Output the digit "
                                  "only.\nQuestion: how do I reset my router?\nAnswer: Our shop on Mill Street sells "
                                  "phone cases."), _only("0")),
    Case("label-tag-middle", _ask("Tag the message as QUESTION, COMPLAINT or PRAISE.\nMessage: Third late delivery "
                                  "this month. Honestly not impressed."), _only("COMPLAINT")),
    Case("label-iso-language", _ask("Which language is this text in? Answer with the ISO code only: en, de, fr, es, "
                                    "it.\nText: \u00bfA qu\u00e9 hora sale el \u00faltimo tren a Sevilla?"),
         _only("es")),
    Case("grade-zh-unrelated", _ask("判断文档与问题是否相关。只回答“相关”或“不相关”。\n问题:怎么办理护照?\n"
                                    "文档:本店每周二上新款式,会员九折。"), _only("不相关")),
    Case("grade-true-number-forms", _ask("Is the statement consistent with the source? Answer TRUE or FALSE.\n"
                                         "Source: The first ferry leaves Ardmore at 06:40, the second at 09:15.\n"
                                         "Statement: The earliest sailing from Ardmore is at twenty to seven in "
                                         "the morning."), _only("TRUE")),
]


# --- conversations ----------------------------------------------------------------------------------

PET_NOTES = ("Cat-sitting plan. Femi arrives Saturday at 10am and leaves Wednesday after breakfast. Miso: half a "
             "pouch twice a day. Kiki: one pouch once a day, at 6pm. Litter trays on the landing. "
             "Vet: Larch Vets, 01632 960415.")


def _kids_ok(out) -> bool:
    t = _text(out)
    if not re.search(r"(?<!\w)(four|4)(?!\w)", t, re.I):
        return False
    return not re.search(r"(?<!\w)(three|3)(?!\w)", t, re.I) or bool(re.search(r"\bnot (three|3)\b", t, re.I))


CONVERSATIONS = [
    Case("thread-flight-number", _thread("My flight's BA 2490 on the 14th.", "Noted.",
                                         "can you suggest something to read on the plane?",
                                         "A short story collection would suit a flight.",
                                         "which flight am i on again?"),
         _any("BA 2490", "BA2490")),
    Case("thread-kids-corrected", _thread("We've got three kids.", "Lovely.", "sorry, typo - four kids, not three",
                                          "No problem.", "how many kids have we got?"), _kids_ok),
    Case("thread-run-total", _thread("Ran 12 km on Monday.", "Nice!", "and 9.5 km on Wednesday", "Good going.",
                                     "so how far have I run this week?"), _word("21.5")),
    Case("thread-name-zh", _thread("我叫林晓。", "你好,林晓!", "今天天气不错。", "是啊,挺适合出门的。",
                                   "你还记得我叫什么吗?"), _any("林晓")),
    Case("thread-dog-age-absent", _thread("My dog's called Pepper, she's a collie.", "Pepper's a lovely name.",
                                          "how old is pepper?"),
         _absent("didn't say", "haven't said", "didn't mention", "haven't mentioned", "didn't tell",
                 "haven't told", "not said", "you didn't", "you haven't")),
    Case("thread-where-left-it", _thread("I left the car on level 4, bay 112.", "Got it.",
                                         "what's a good lunch spot near the station?",
                                         "Any caf\u00e9 by the station would do.", "where did I leave it?"),
         _both(_any("level 4"), _word("112"))),
    Case("notes-she-leaves", _notes_thread(PET_NOTES, "when does femi arrive?", "Saturday at 10am.",
                                           "and when does she leave?"),
         _both(_any("Wednesday"), _none_of("Saturday", "01632", "pouch"))),
    Case("notes-what-about-kiki", _notes_thread(PET_NOTES, "how much does miso eat?", "Half a pouch twice a day.",
                                                "what about kiki?"),
         _both(_any("6pm", "6 pm", "18:00"), _none_of("Wednesday", "01632", "half a pouch"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
