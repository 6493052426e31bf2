"""A thirty-fourth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``held34``, from main at 215e4c7b) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a café's
allergen chart (a fixed-width grid of x / . marks under a letter key, a later note changing one
dish) read through ``llm.stream`` with the chunks joined; a cruise itinerary (day, date, port,
arrive / depart, an all-aboard rule, a tender-port rule, a changed departure) behind a hand-built
``MessagesState`` graph whose node puts the itinerary in a system message; an OpenAPI 3 spec in
YAML (a query enum with a default, a maximum, response codes, a deprecated operation) under a
``ChatPromptTemplate`` in ``mustache`` format; a holiday cottage's house manual in AsciiDoc
(sections, NOTE / WARNING / TIP / IMPORTANT admonitions, a ``|===`` table) split by section into
an ``InMemoryVectorStore`` over fake embeddings, retrieved (every chunk, in the store's order)
and formatted through ``RunnableParallel``; a Chinese hospital outpatient roster (门诊排班表: doctor
x weekday half-days, fees by grade, a doctor's leave by dates) asked through ``chain.batch`` with a
Chinese system prompt; a photo competition's terms and conditions (numbered clauses, an
amendment raising a limit) behind a ``RunnableBranch``; a marathon training plan as a week x
weekday grid (R / XT codes, a pace rule) under a ``ChatPromptTemplate`` with a ``("placeholder",
"{messages}")`` slot and a follow-up; a wedding seating plan returned as JSON by a learner's
``@tool`` in ``create_agent`` run to its end (a guest moved between tables). Questions in
everyday words: a dish against an allergy, a count of rows with no marks, a later note, a whole
category ruled out, a time worked from a rule (30 / 60 minutes before departure), a span between
two times after a change, a count of sea days, a port on a stated date, a default value, a
maximum, a response code's meaning, a deprecated call, a paid early arrival, a late-departure
fee, a next collection date, hours against a time of day, a Chinese doctor on a half-day, a fee
by grade, a doctor on leave on a date, a count of half-days, an age rule, a limit raised by an
amendment, a prize total, a claim window against a stated today, a family exclusion, a week's
total, a duration from a pace, a rule against making up a run, a follow-up "and the thursday?",
a moved guest, a table's head count, answers absent.

A learner's tools: a recipe scaled from "serves 4" to "cooking for 10", a cab "at quarter to seven
tonight" between two places, "3 foot 6" for a centimetre desk height, "four hundred and fifty
Norwegian kroner", "twenty and a half" on a ``Literal`` room, "a week on Thursday" with today
stated and "twenty past two" and "about 40 minutes", "six couples" as seats, "6.2 miles in 52:30"
into kilometres and seconds, no tool fits (red wine on a carpet), an amount missing ("some
money"), "two big ones" on a ``Literal`` size, a Chinese meeting-room booking "下周一上午十点,十二个
人" with today stated, a pause among pause / cancel tools through ``create_agent``, "two and a
quarter minutes" as seconds, "3,000 baht in US dollars", an out-of-office switched off with an
``Optional`` date left out. Structured output of my own schemas (a membership form's ticked and
unticked boxes, a last return day worked from a delivery date, "neither of us has a railcard",
expenses pasted from a spreadsheet with their sum, a Chinese parcel-locker text (取件码, 柜号), a
``TypedDict`` from a voicemail with a moved time, an ``Enum`` severity by a description, an
``Optional`` safe place never mentioned, a dict JSON schema list leaving out someone who sent
apologies, "CHF 3'450.50" with Swiss thousands). Graders and labels in wordings of my own
(CONTRADICTS / CONSISTENT, a structured ``answerable`` / ``unanswerable``, FACTUAL / OPINION /
CHITCHAT, 相关 / 不相关, MATCH / MISMATCH across number forms, a review tag among four, a
structured ``Literal`` department route, HIGH / LOW relevance). Conversations (a leaving time
worked from a train time and a walk, a niece's university by "she", a Chinese city said earlier,
a day corrected by "sorry, not ... -", hours added over three turns, a cat's breed never said, a
question whether the assistant can see the screen).

Oracles as in the earlier sets, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_but_not`` / ``_none_of`` reject what a whole-document quote holds); ``_absent`` (the
notes do not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a required value is
missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at 215e4c7b (the branch point of ``held34``; the set and its oracles committed
first in f36fcc72, then one run with ``-v``), 81 cases: right 14, stated limit 50, silently wrong
17, false alarms 6. History: the very first run read right 13 / limit 50 / wrong 18 / false
alarms 6; one oracle was plainly buggy and was mended in the second commit, before anything else:
``_no_leading("no")`` (a prefix test) rejected allergen-coeliac-falafel's reply "Note (4 March):
the falafel wrap now comes in a gluten-free wrap; ..." because "Note" starts with "no". The set's
English yes/no openings now use ``_opens`` / ``_not_opening`` / ``_denies`` (the same tests with
whole-word openings); the Chinese ones keep ``_says_no`` / ``_no_leading``. No other oracle was
changed; that one case moved (wrong -> right). The false alarms, none a plain needless limit on
a right reply: allergen-none-count (the oracle's "1" meets the chart's "updated 1 March" in a cut
quote beside the limit) and terms-how-many-photos (the limit sentence's "2.5" meets the oracle's
"5"): not right replies; schema-severity-outage (the right ``Enum``, the limit sentence as the
summary); label-review-tag and route-billing (the first option, right by luck, with an honest
"can't choose" limit); tool-no-fit-red-wine (no call beside a knowledge limit, which is what a
right reply is there). Pinned at these counts in ``test_pins.py``. Classes, code paths and
proposed mechanisms: ``THIRTYFOURTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.thirtyfourth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date
from enum import Enum
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
    _eq,
    _no_call,
    _no_leading,
    _none_of,
    _not_opening,
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


def _streamed(chart: str, question: str):
    """``llm.stream`` over a system prompt holding the chart; the chunks' text joined."""
    def run(llm):
        msgs = [SystemMessage("You answer customers' allergy questions for The Larder Café, using only the "
                              f"chart below. If in doubt, say so.\n\n{chart}"), HumanMessage(question)]
        return AIMessage("".join(_text(chunk) for chunk in llm.stream(msgs)))

    return run


def _messages_state_graph(itinerary: str, *turns: str):
    """A hand-built ``StateGraph(MessagesState)``: one node puts the itinerary in a system message
    before the conversation and calls the model."""
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph

        def assistant(state: MessagesState):
            sys_msg = SystemMessage("You are the cruise ship's guest services assistant. Answer from the "
                                    f"itinerary.\n\nItinerary:\n{itinerary}")
            return {"messages": [llm.invoke([sys_msg, *state["messages"]])]}

        g = StateGraph(MessagesState)
        g.add_node("assistant", assistant)
        g.add_edge(START, "assistant")
        g.add_edge("assistant", END)
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return g.compile().invoke({"messages": msgs})["messages"][-1]

    return run


def _mustache(spec: str, question: str):
    """A ``ChatPromptTemplate`` in ``mustache`` format: ``{{spec}}`` / ``{{question}}``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are a developer support bot. Answer using the OpenAPI spec.\n\n```yaml\n{{spec}}\n```"),
            ("human", "{{question}}"),
        ], template_format="mustache")
        return (prompt | llm).invoke({"spec": spec, "question": question})

    return run


def _vector_rag(sections: list[str], question: str):
    """An ``InMemoryVectorStore`` over ``DeterministicFakeEmbedding`` (every section retrieved, in
    the store's order), ``format_docs`` and ``RunnableParallel`` into a prompt."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.embeddings import DeterministicFakeEmbedding
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableParallel, RunnablePassthrough
        from langchain_core.vectorstores import InMemoryVectorStore

        store = InMemoryVectorStore(DeterministicFakeEmbedding(size=64))
        store.add_documents([Document(page_content=s, metadata={"source": "house-manual.adoc"}) for s in sections])
        retriever = store.as_retriever(search_kwargs={"k": len(sections)})

        def format_docs(docs):
            return "\n\n".join(d.page_content for d in docs)

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help guests staying at Lark Rise Cottage. Use the house manual excerpts to answer. "
                       "If the answer isn't there, say you don't know.\n\nExcerpts:\n{context}"),
            ("human", "{question}"),
        ])
        chain = RunnableParallel(context=retriever | format_docs, question=RunnablePassthrough()) | prompt | llm
        return AIMessage((chain | StrOutputParser()).invoke(question))

    return run


def _zh_batch(roster: str, question: str):
    """``chain.batch`` over two questions (another one first); the outcome is this question's reply."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是医院的导诊助手。请根据以下排班表回答患者的问题,回答要简短。\n\n{roster}"),
            ("human", "{q}"),
        ])
        chain = prompt | llm
        outs = chain.batch([{"roster": roster, "q": "皮肤科在哪一层?"}, {"roster": roster, "q": question}])
        return outs[-1]

    return run


def _branch(terms: str, question: str):
    """A ``RunnableBranch``: questions naming the competition's rules go to a chain holding the
    terms, everything else to a plain chat chain."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableBranch

        terms_chain = ChatPromptTemplate.from_messages([
            ("system", "Answer entrants' questions about the competition from its terms and conditions:\n\n"
                       "{terms}"),
            ("human", "{question}"),
        ]) | llm
        chat_chain = ChatPromptTemplate.from_messages([("human", "{question}")]) | llm
        branch = RunnableBranch((lambda x: x.get("about") == "rules", terms_chain), chat_chain)
        return branch.invoke({"about": "rules", "terms": terms, "question": question})

    return run


def _placeholder_thread(plan: str, *turns: str):
    """A ``ChatPromptTemplate`` with a system prompt and a ``("placeholder", "{messages}")`` slot."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You're a running coach. The athlete's plan:\n\n{plan}\n\nAnswer briefly."),
            ("placeholder", "{messages}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return (prompt | llm).invoke({"plan": plan, "messages": msgs})

    return run


def _seating_agent(plan: dict, question: str):
    """``create_agent`` with a learner's ``@tool`` that returns the seating plan as JSON, run to
    its end: the last message."""
    def run(llm):
        from langchain.agents import create_agent

        @tool
        def seating_plan() -> str:
            """Get the wedding breakfast seating plan: tables, guests, changes and dietary needs."""
            return json.dumps(plan, ensure_ascii=False)

        agent = create_agent(llm, [seating_plan], system_prompt="You help the wedding planner. Look up the "
                                                                "seating plan before answering.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        return out["messages"][-1]

    return run


# --- documents ---------------------------------------------------------------------------------------

ALLERGENS = ("The Larder Caf\u00e9 \u2013 allergen chart (updated 1 March 2035)\n"
             "Key: G = gluten, D = milk/dairy, E = egg, N = tree nuts, P = peanuts, S = sesame. "
             "x = the dish contains it, . = it does not.\n\n"
             "Dish                     G  D  E  N  P  S\n"
             "Buttermilk pancakes      x  x  x  .  .  .\n"
             "Shakshuka                .  .  x  .  .  .\n"
             "Falafel wrap             x  .  .  .  .  x\n"
             "Satay noodle bowl        x  .  .  .  x  x\n"
             "Carrot cake              x  x  x  x  .  .\n"
             "Lemon polenta cake       .  x  x  x  .  .\n"
             "Green salad              .  .  .  .  .  .\n\n"
             "Note (4 March): the falafel wrap now comes in a gluten-free wrap; nothing else about it has "
             "changed.\n"
             "All dishes are made in a kitchen that also handles nuts and peanuts.\n")

ITINERARY = ("MS Aurora \u2013 Norwegian Fjords, 9 nights (all times local)\n"
             "Day 1   Sat 14 Jul   Southampton   depart 17:00\n"
             "Day 2   Sun 15 Jul   At sea\n"
             "Day 3   Mon 16 Jul   Stavanger     arrive 08:00   depart 16:30\n"
             "Day 4   Tue 17 Jul   Olden         arrive 07:00   depart 17:00\n"
             "Day 5   Wed 18 Jul   Geiranger     arrive 09:00   depart 18:00   (tender port)\n"
             "Day 6   Thu 19 Jul   \u00c5lesund       arrive 08:00   depart 14:00\n"
             "Day 7   Fri 20 Jul   Bergen        arrive 10:00   depart 20:00\n"
             "Day 8   Sat 21 Jul   At sea\n"
             "Day 9   Sun 22 Jul   At sea\n"
             "Day 10  Mon 23 Jul   Southampton   arrive 07:00\n\n"
             "All aboard is 30 minutes before departure. In a tender port the last tender leaves the pier 60 "
             "minutes before departure.\n"
             "Change (issued 10 July): because of a berth conflict, \u00c5lesund's departure is now 15:30.\n")

OPENAPI = ("openapi: 3.0.3\n"
           "info:\n  title: Bramble Bookings API\n  version: 2.4.0\n"
           "paths:\n"
           "  /bookings:\n"
           "    get:\n"
           "      summary: List bookings\n"
           "      parameters:\n"
           "        - name: status\n          in: query\n          required: false\n"
           "          schema:\n            type: string\n            enum: [pending, confirmed, cancelled]\n"
           "            default: confirmed\n"
           "        - name: limit\n          in: query\n"
           "          schema:\n            type: integer\n            minimum: 1\n            maximum: 200\n"
           "            default: 50\n"
           "      responses:\n        '200':\n          description: A page of bookings\n"
           "    post:\n"
           "      summary: Create a booking\n"
           "      requestBody:\n        required: true\n"
           "      responses:\n        '201':\n          description: Booking created\n"
           "        '409':\n          description: The slot is already taken\n"
           "  /bookings/{id}:\n"
           "    delete:\n"
           "      summary: Cancel a booking\n"
           "      deprecated: true\n"
           "      description: Use POST /bookings/{id}/cancel instead. Will be removed in 3.0.0.\n")

COTTAGE = [
    "= Lark Rise Cottage \u2013 House Manual\n\n== Arrival\n\nCheck-in is from 16:00. The key safe is to the left "
    "of the porch; its code is sent by text on the morning you arrive.\n\nNOTE: Early check-in from 13:00 can be "
    "arranged for \u00a320 if the cottage was empty the night before.",
    "== Heating and hot water\n\nThe boiler is in the utility room. Hot water is on 06:00\u201309:00 and "
    "17:00\u201322:00.\n\nWARNING: Never put anything on top of the wood burner's flue pipe.",
    "== Bins\n\n[cols=\"1,2\"]\n|===\n|Bin |Collected\n\n|Black (general waste) |Tuesday, every week\n"
    "|Blue (recycling) |Friday, every other week (next: 19 July)\n"
    "|Brown (garden waste) |Not collected for holiday lets\n|===\n\nTIP: Put the bins out by 7am on "
    "collection day.",
    "== Departure\n\nCheck-out is by 10:00. Please strip the beds and leave used towels in the bath.\n\n"
    "IMPORTANT: Late check-out until 12:00 costs \u00a325 and must be agreed by the day before.",
]

ZH_ROSTER = ("仁和医院 皮肤科 门诊排班表(2035年3月)\n"
             "医生      职称        周一   周二   周三   周四   周五   周六\n"
             "张丽华    主任医师    上午   —      上午   —      下午   —\n"
             "刘建国    副主任医师  下午   上午   —      上午   —      上午\n"
             "陈敏      主治医师    上午   下午   下午   下午   上午   —\n"
             "挂号费:主任医师50元,副主任医师30元,主治医师15元。\n"
             "门诊时间:上午8:00-12:00,下午13:30-17:00。\n"
             "停诊通知:张丽华医生3月13日至3月17日外出学习,停诊。\n")

TERMS = ("Summer Snap Photo Competition 2035 \u2013 Terms and Conditions\n"
         "1. The competition is open to UK residents aged 16 or over, except employees of Fernleigh Garden "
         "Centres and their families.\n"
         "2. Entries open at 09:00 on 1 June 2035 and close at 23:59 on 31 August 2035. Late entries will not "
         "be accepted.\n"
         "3. Each person may submit up to three photographs. Photographs must have been taken in 2035.\n"
         "4. First prize: a \u00a3500 Fernleigh gift card. Two runners-up: a \u00a3100 gift card each. Prizes are "
         "not transferable and there is no cash alternative.\n"
         "5. Winners will be announced on 15 September 2035 and must claim their prize within 28 days of the "
         "announcement.\n"
         "6. Amendment (10 June 2035): the maximum number of photographs per person in clause 3 is raised to "
         "five.\n")

PLAN = ("16-week marathon plan \u2013 weeks 9 to 12 (distances in km; R = rest, XT = cross-training, 40 min)\n"
        "Week  Mon  Tue       Wed  Thu       Fri  Sat  Sun\n"
        "9     R    8         10   6 tempo   R    5    24\n"
        "10    R    8         11   7 tempo   R    5    26\n"
        "11    R    9 hills   11   7 tempo   XT   5    29\n"
        "12    R    6         8    5         R    5    16 (cut-back week)\n"
        "Long runs (Sunday) at easy pace, about 6:30 per km. If you miss a long run, don't make it up midweek: "
        "just carry on with the plan.\n")

SEATING = {
    "event": "Hannah & Idris \u2013 wedding breakfast, 6 June 2035",
    "tables": [
        {"table": 1, "name": "Top table", "guests": ["Hannah", "Idris", "Mair Jones", "Tariq Idris", "Lowri"]},
        {"table": 2, "name": "Snowdon", "guests": ["Aunt Ceri", "Gwyn", "Nia", "Dafydd", "Rhian", "Owain"]},
        {"table": 3, "name": "Tryfan", "guests": ["Sam", "Priti", "Jonah", "Bea", "Kofi", "Elif", "Ruth"]},
        {"table": 4, "name": "Cadair", "guests": ["Uncle Bo", "Marta", "Finn", "Yusuf", "Ada"]},
    ],
    "changes": ["5 June: Uncle Bo moved from table 4 to table 2, next to Aunt Ceri."],
    "dietary": {"vegan": ["Priti", "Owain"], "no pork": ["Tariq Idris", "Yusuf"], "coeliac": ["Bea"]},
}

_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "doesn't list", "does not list", "not stated", "doesn't state",
              "does not state", "no information", "not in the", "don't say", "do not say", "nothing about",
              "not specified", "doesn't specify", "does not specify", "don't mention", "do not mention", "not given",
              "not covered", "doesn't cover", "does not cover", "don't cover", "isn't on", "is not on", "not on the")

_ZH_ABSENT = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "没有相关", "没有涉及", "不知道", "无法确定", "没有提供",
              "没有提及", "并未提到", "无法回答", "没有这方面")


def _new_not_old(new_pattern: str, old_pattern: str):
    """``new_pattern`` is given; ``old_pattern`` only right after "from", "not", "was" or "moved
    from" (the value the material later changed), if at all."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for m in re.finditer(old_pattern, t, re.I):
            if not re.search(r"(from|not|was|originally|instead of|previously)\s*(the\s*)?$", t[:m.start()], re.I):
                return False
        return True

    return ok


GROUNDED = [
    # a café's allergen chart (an x / . grid under a letter key, a later note), read through llm.stream
    Case("allergen-egg-shakshuka", _streamed(ALLERGENS, "my daughter can't have eggs - is the shakshuka safe for "
                                                        "her?"),
         _both(_denies("contains egg", "has egg", "made with egg", "not safe", "isn't safe", "is not safe"),
               _none_of("Carrot cake", "Satay noodle", "Buttermilk pancakes"))),
    Case("allergen-none-count", _streamed(ALLERGENS, "how many of the dishes have no allergens at all?"),
         _but_not(_either(_word("1", "one"), _any("only the green salad", "just the green salad")),
                  "Shakshuka", "Carrot cake", "Falafel")),
    Case("allergen-coeliac-falafel", _streamed(ALLERGENS, "can a coeliac have the falafel wrap now?"),
         _both(_not_opening("no"), _any("yes", "gluten-free wrap", "gluten free wrap"),
               _none_of("Carrot cake", "Shakshuka", "Buttermilk"))),
    Case("allergen-nut-cakes", _streamed(ALLERGENS, "which of your cakes are ok for someone with a tree nut "
                                                    "allergy?"),
         _both(_any("neither", "none", "no cake", "both contain", "both have", "both cakes"),
               _none_of("Shakshuka", "Falafel", "Satay"))),
    Case("allergen-soup-absent", _streamed(ALLERGENS, "is the soup of the day vegan?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no soup", "doesn't include", "does not include",
                                            "not included"), _none_of("Shakshuka", "Carrot cake"))),
    # a cruise itinerary behind a hand-built MessagesState graph
    Case("cruise-bergen-all-aboard", _messages_state_graph(ITINERARY, "what time do I have to be back on board in "
                                                                      "Bergen?"),
         _but_not(_any("19:30", "7:30 pm", "7:30pm", "7.30pm", "7.30 pm"), "Stavanger", "Geiranger", "Olden")),
    Case("cruise-alesund-ashore", _messages_state_graph(ITINERARY, "how long do we get ashore in \u00c5lesund?"),
         _both(_any("7.5 hours", "7 and a half", "7\u00bd", "seven and a half", "7 hours 30", "7h30", "7 h 30",
                    "7.5 h", "7 hours and 30"), _none_of("6 hours", "Bergen", "Stavanger"))),
    Case("cruise-geiranger-tender", _messages_state_graph(ITINERARY, "in Geiranger what's the latest tender back "
                                                                     "to the ship?"),
         _but_not(_any("17:00", "5pm", "5 pm", "5:00 pm", "5:00pm"), "Stavanger", "Bergen", "Olden")),
    Case("cruise-sea-days", _messages_state_graph(ITINERARY, "how many days are we at sea altogether?"),
         _but_not(_word("3", "three"), "Stavanger", "Bergen", "Geiranger")),
    Case("cruise-on-the-19th", _messages_state_graph(ITINERARY, "we're on the 19th - where are we docked and when "
                                                                "do we sail?"),
         _both(_any("\u00c5lesund", "Alesund"), _new_not_old(r"15:30|3:30 ?pm|3\.30 ?pm", r"14:00|2 ?pm"),
               _none_of("Bergen", "Olden"))),
    Case("cruise-glacier-absent", _messages_state_graph(ITINERARY, "is there a trip to the Briksdal glacier from "
                                                                   "Olden?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no excursion", "excursions aren't", "excursions are not"),
               _none_of("Stavanger", "Bergen"))),
    # an OpenAPI spec in YAML under a mustache ChatPromptTemplate
    Case("api-status-default", _mustache(OPENAPI, "if I don't pass status, which bookings do I get back?"),
         _but_not(_word("confirmed"), "[pending", "409", "201", "deprecated")),
    Case("api-page-max", _mustache(OPENAPI, "what's the most bookings I can get in one page?"),
         _but_not(_word("200"), "409", "201", "deprecated", "default: 50")),
    Case("api-409", _mustache(OPENAPI, "what does a 409 mean when I create one?"),
         _but_not(_any("already taken"), "Cancel a booking", "Booking created", "enum")),
    Case("api-delete-deprecated", _mustache(OPENAPI, "should I still use DELETE to cancel a booking?"),
         _both(_denies("deprecated", "use post", "instead"), _any("/cancel"), _none_of("409", "enum", "maximum"))),
    Case("api-auth-absent", _mustache(OPENAPI, "how do I authenticate - is it an API key or OAuth?"),
         _both(_absent(*_NOT_GIVEN, "no security", "no authentication", "doesn't define", "does not define"),
               _none_of("409", "enum", "maximum: 200"))),
    # a cottage's house manual in AsciiDoc, in a vector store, through RunnableParallel
    Case("cottage-early-checkin", _vector_rag(COTTAGE, "what's the earliest we could get in if we pay extra?"),
         _but_not(_any("13:00", "1pm", "1 pm"), "wood burner", "Tuesday", "strip the beds")),
    Case("cottage-late-fee", _vector_rag(COTTAGE, "we'd like to leave at half eleven on the last day, how much "
                                                  "extra is that?"),
         _but_not(_any("\u00a325", "25 pounds"), "\u00a320", "wood burner", "Tuesday")),
    Case("cottage-blue-bin", _vector_rag(COTTAGE, "when does the blue bin next go out?"),
         _but_not(_any("19 July", "July 19", "19th"), "Tuesday, every week", "Brown", "wood burner")),
    Case("cottage-hot-water-lunch", _vector_rag(COTTAGE, "will there be hot water at lunchtime?"),
         _both(_denies("only 06:00", "only from", "06:00\u201309:00 and", "not until 17:00", "until 17:00",
                        "from 17:00"),
               _none_of("Tuesday", "\u00a325", "key safe"))),
    Case("cottage-wifi-absent", _vector_rag(COTTAGE, "what's the wifi password?"),
         _both(_absent(*_NOT_GIVEN), _none_of("Tuesday", "\u00a325", "key safe", "flue"))),
    # a Chinese outpatient roster, asked through chain.batch
    Case("zh-roster-saturday", _zh_batch(ZH_ROSTER, "周六上午哪位医生出诊?"),
         _but_not(_any("刘建国"), "张丽华", "陈敏")),
    Case("zh-roster-fee", _zh_batch(ZH_ROSTER, "挂张丽华医生的号要多少钱?"),
         _but_not(_any("50元", "50 元", "五十元"), "30元", "15元")),
    Case("zh-roster-leave", _zh_batch(ZH_ROSTER, "3月14日是周三,那天上午能看张丽华医生吗?"),
         _both(_says_no("停诊", "外出学习", "看不了", "不能", yes=("能", "可以", "是"), no=("不能", "不可以", "不行")),
               _none_of("刘建国", "15元"))),
    Case("zh-roster-chen-thursday", _zh_batch(ZH_ROSTER, "陈敏医生周四几点到几点看诊?"),
         _both(_any("13:30"), _any("17:00"), _none_of("8:00", "张丽华", "刘建国"))),
    Case("zh-roster-liu-count", _zh_batch(ZH_ROSTER, "刘建国医生一周一共出诊几个半天?"),
         _but_not(_any("4个", "4 个", "四个", "4次", "四次", "共4", "共四"), "张丽华", "陈敏")),
    Case("zh-roster-laser-absent", _zh_batch(ZH_ROSTER, "皮肤科能做激光祛斑吗?"),
         _both(_absent(*_ZH_ABSENT), _no_leading("能", "可以"), _none_of("刘建国", "50元"))),
    # a photo competition's terms and conditions behind a RunnableBranch
    Case("terms-age-15", _branch(TERMS, "I'm 15, can I enter?"),
         _both(_denies("16 or over", "aged 16", "too young", "not eligible", "must be 16", "at least 16"),
               _none_of("\u00a3500", "23:59"))),
    Case("terms-how-many-photos", _branch(TERMS, "how many photos can I send in?"),
         _both(_new_not_old(r"\b5\b|\bfive\b", r"\bthree\b|(?<!clause )\b3\b"), _none_of("\u00a3500", "23:59"))),
    Case("terms-prize-total", _branch(TERMS, "what's the total value of all the prizes?"),
         _but_not(_any("700"), "no cash alternative", "UK residents", "23:59")),
    Case("terms-claim-today", _branch(TERMS, "today is 1 October 2035 and I've only just seen that I won - can I "
                                             "still claim?"),
         _both(_not_opening("no"), _any("yes", "13 October", "October 13", "13 Oct"), _none_of("UK residents",
                                                                                                "23:59"))),
    Case("terms-sister-staff", _branch(TERMS, "my sister works at Fernleigh, am I allowed to enter?"),
         _both(_denies("families", "family", "not eligible", "excluded", "not allowed"), _none_of("\u00a3500",
                                                                                                     "23:59"))),
    Case("terms-size-absent", _branch(TERMS, "do the photos have to be a certain size or file type?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of("\u00a3500", "UK residents"))),
    # a marathon plan grid under a ChatPromptTemplate with a placeholder slot
    Case("plan-week10-total", _placeholder_thread(PLAN, "how far do I run in total in week 10?"),
         _but_not(_word("57", "57km", "57 km"), "Week 9", "29", "cut-back")),
    Case("plan-week11-long-time", _placeholder_thread(PLAN, "roughly how long will week 11's long run take me?"),
         _both(_any("3 hours 8", "3h 8", "3h08", "3:08", "3:09", "3 hours 9", "188", "189", "just over 3 hours",
                    "3 hours and 8", "3 hours and 9", "about 3 hours"), _none_of("26 km", "Week 9", "cut-back"))),
    Case("plan-missed-long-run", _placeholder_thread(PLAN, "I missed sunday's long run in week 9, should I do it on "
                                                           "wednesday instead?"),
         _both(_denies("don't make it up", "do not make it up", "carry on", "just carry on"),
               _none_of("Week 12", "cut-back", "29"))),
    Case("plan-and-thursday", _placeholder_thread(PLAN, "what's on the tuesday of week 11?", "9 km of hills.",
                                                  "and the thursday?"),
         _both(_word("7"), _any("tempo"), _none_of("Week 9", "29", "cut-back", "6 tempo"))),
    # a wedding seating plan returned as JSON by a learner's @tool in create_agent
    Case("seating-uncle-bo", _seating_agent(SEATING, "which table is Uncle Bo sitting at?"),
         _both(_new_not_old(r"table 2\b|\b2\b|Snowdon", r"table 4\b|\b4\b|Cadair"), _none_of("Tryfan", "Priti"))),
    Case("seating-table-3-count", _seating_agent(SEATING, "how many people are on table 3?"),
         _but_not(_word("7", "seven"), "Snowdon", "Cadair", "Top table")),
    Case("seating-vegans", _seating_agent(SEATING, "who's having the vegan meal?"),
         _but_not(_both(_any("Priti"), _any("Owain")), "Yusuf", "Bea", "Snowdon")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def scale_recipe(serves_now: int, serves_wanted: int) -> str:
    """Scale a recipe's ingredient quantities from the number of servings it makes to the number wanted."""
    return ""


@tool
def book_taxi(pickup: str, dropoff: str, pickup_time: str) -> str:
    """Book a taxi. pickup_time is 24-hour HH:MM today."""
    return "booked"


@tool
def set_desk_height(cm: float) -> str:
    """Move the standing desk to a height in centimetres."""
    return "moving"


@tool
def pay_bill(payee: str, amount: float, currency: str) -> str:
    """Pay a bill to a payee. currency is an ISO 4217 code."""
    return "paid"


@tool
def set_thermostat(room: Literal["lounge", "bedroom", "kitchen"], celsius: float) -> str:
    """Set a room's thermostat to a temperature in degrees Celsius."""
    return "set"


@tool
def add_event(title: str, day: date, start: str, minutes: int) -> str:
    """Add an event to my calendar. start is 24-hour HH:MM; minutes is how long it lasts."""
    return "added"


@tool
def reserve_seats(show_code: str, seats: int) -> str:
    """Reserve a number of seats for a show by its code."""
    return "reserved"


@tool
def log_run(distance_km: float, duration_seconds: int) -> str:
    """Log a run: its distance in kilometres and its duration in seconds."""
    return "logged"


@tool
def send_money(recipient: str, amount: float) -> str:
    """Send an amount of money in pounds to a contact."""
    return "sent"


@tool
def order_pizza(size: Literal["small", "medium", "large"], quantity: int) -> str:
    """Order a number of margherita pizzas of one size."""
    return "ordered"


@tool
def book_meeting_room(day: date, start: str, people: int) -> str:
    """Book a meeting room. start is 24-hour HH:MM; people is how many will attend."""
    return "booked"


@tool
def pause_box(weeks: int) -> str:
    """Pause my veg box deliveries for a number of weeks; they restart on their own afterwards."""
    return "paused"


@tool
def cancel_box(reason: str) -> str:
    """Cancel my veg box subscription for good."""
    return "cancelled"


@tool
def set_timer(seconds: int) -> str:
    """Start a kitchen timer for a number of seconds."""
    return "started"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between currencies. Currencies are ISO 4217 codes."""
    return ""


@tool
def out_of_office(enabled: bool, until: date | None = None) -> str:
    """Turn my email out-of-office reply on or off; until is the last day away, if known."""
    return "saved"


def _agent_run(tools: list, question: str):
    """``create_agent`` with a system prompt: the first model turn (its tool calls)."""
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, tools, system_prompt="You look after the customer's veg box account. Use the "
                                                       "tools.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        firsts = [m for m in out["messages"] if isinstance(m, AIMessage)]
        return firsts[0] if firsts else AIMessage("")

    return run


def _false(v) -> bool:
    return v in (False, "false", "False")


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0") or str(v).strip() == value


TOOLS = [
    Case("tool-scale-lasagne", _calls([scale_recipe], "this lasagne recipe serves 4 but I'm cooking for 10"),
         _call("scale_recipe", serves_now=_eq(4), serves_wanted=_eq(10))),
    Case("tool-cab-quarter-to-seven", _calls([book_taxi], "get me a cab from Leeds station to 14 Kirkstall Road at "
                                                          "quarter to seven tonight"),
         _call("book_taxi", pickup=lambda v: "leeds station" in str(v).lower() and "kirkstall" not in str(v).lower(),
               dropoff=lambda v: "14 kirkstall road" in str(v).lower() and "station" not in str(v).lower(),
               pickup_time=_hhmm("18:45"))),
    Case("tool-desk-feet-inches", _calls([set_desk_height], "put my desk up to 3 foot 6"),
         _call("set_desk_height", cm=_num_near(106.68, 0.7))),
    Case("tool-nok-words", _calls([pay_bill], "pay Nordvik R\u00f8r four hundred and fifty Norwegian kroner"),
         _call("pay_bill", payee=lambda v: str(v).strip().lower() == "nordvik r\u00f8r", amount=_num_near(450),
               currency=_eq("NOK"))),
    Case("tool-thermostat-half", _calls([set_thermostat], "bump the lounge up to twenty and a half"),
         _call("set_thermostat", room=_eq("lounge"), celsius=_num_near(20.5))),
    Case("tool-week-on-thursday", _calls([add_event], "It's Monday 7 May 2035. Put the dentist in for a week on "
                                                      "Thursday at twenty past two, it'll take about 40 minutes"),
         _call("add_event", title=lambda v: "dentist" in str(v).lower(), day=_eq("2035-05-17"),
               start=_hhmm("14:20"), minutes=_eq(40))),
    Case("tool-six-couples", _calls([reserve_seats], "we're six couples, can you reserve seats for show TH-2290?"),
         _call("reserve_seats", show_code=_eq("TH-2290"), seats=_eq(12))),
    Case("tool-run-miles-mmss", _calls([log_run], "ran 6.2 miles in 52:30 this morning, log it"),
         _call("log_run", distance_km=_num_near(9.978, 0.05), duration_seconds=_eq(3150))),
    Case("tool-no-fit-red-wine", _calls([set_thermostat, scale_recipe, set_timer], "how do I get red wine out of a "
                                                                                   "carpet?"), _no_call),
    Case("tool-money-missing", _calls([send_money], "send Jake some money for the pizza"), _no_call),
    Case("tool-two-big-pizzas", _calls([order_pizza], "two big margheritas please"),
         _call("order_pizza", size=_eq("large"), quantity=_eq(2))),
    Case("tool-zh-meeting-room", _calls([book_meeting_room], "今天是2035年5月7日,星期一。帮我订下周一上午十点的会议室,十二个人。"),
         _call("book_meeting_room", day=_eq("2035-05-14"), start=_hhmm("10:00"), people=_eq(12))),
    Case("agent-pause-not-cancel", _agent_run([cancel_box, pause_box], "I'm away for three weeks in August, can you "
                                                                       "put my veg box on hold?"),
         _both(_call("pause_box", weeks=_eq(3)), lambda out: _call_args(out, "cancel_box") is None)),
    Case("tool-timer-quarter-minutes", _calls([set_timer], "set a timer for two and a quarter minutes"),
         _call("set_timer", seconds=_eq(135))),
    Case("tool-baht-usd", _calls([convert_currency], "what's 3,000 baht in US dollars?"),
         _call("convert_currency", amount=_num_near(3000), from_currency=_eq("THB"), to_currency=_eq("USD"))),
    Case("tool-ooo-off", _calls([out_of_office], "I'm back at work now, switch my out-of-office off"),
         _call("out_of_office", enabled=_false)),
]


# --- structured output ----------------------------------------------------------------------------

class Renewal(BaseModel):
    member_name: str
    membership: Literal["adult", "junior", "senior", "family"]
    direct_debit: bool = Field(description="true if paying by direct debit")
    gift_aid: bool = Field(description="true if the member agreed to Gift Aid")


class ReturnWindow(BaseModel):
    order_number: str
    last_return_day: date = Field(description="the last day the items can be returned")


class TrainTrip(BaseModel):
    origin: str
    destination: str
    travellers: int
    railcard: bool = Field(description="whether the travellers hold a railcard")


class Expense(BaseModel):
    item: str
    amount: float


class ExpenseClaim(BaseModel):
    expenses: list[Expense]
    total: float = Field(description="the sum of all the amounts")


class LockerPickup(BaseModel):
    code: str = Field(description="取件码")
    locker: str = Field(description="快递柜位置")
    hours_to_collect: int = Field(description="取件时限(小时)")


class Appointment(TypedDict):
    patient: Annotated[str, ..., "the patient's name"]
    practice: Annotated[str, ..., "the name of the dental practice"]
    new_time: Annotated[str, ..., "the appointment's new time, 24-hour HH:MM"]


class Severity(Enum):
    COSMETIC = "cosmetic"
    DEGRADED = "degraded"
    OUTAGE = "outage"


class Incident(BaseModel):
    summary: str
    severity: Severity = Field(description="cosmetic: looks wrong but works; degraded: slow or partly broken; "
                                           "outage: nobody can use it")


class Delivery(BaseModel):
    recipient: str
    address: str
    safe_place: str | None = Field(default=None, description="where to leave the parcel if nobody is in")


MINUTES_SCHEMA = {
    "title": "MeetingAttendance",
    "description": "Who attended the meeting.",
    "type": "object",
    "properties": {
        "attendees": {"type": "array", "items": {"type": "string"}, "description": "people who were present"},
        "apologies": {"type": "array", "items": {"type": "string"}, "description": "people who sent apologies"},
    },
    "required": ["attendees", "apologies"],
}


class Invoice(BaseModel):
    amount: float
    currency: str = Field(description="ISO 4217 code")


def _field(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


def _names(values) -> list[str]:
    return sorted(str(v).strip().lower() for v in (values or []))


def _expenses_ok(c) -> bool:
    got = {e.item.strip().lower(): e.amount for e in c.expenses}
    return (len(c.expenses) == 3 and any("train" in k and abs(v - 64.2) < 1e-6 for k, v in got.items())
            and any("hotel" in k and abs(v - 118) < 1e-6 for k, v in got.items())
            and any("lunch" in k and abs(v - 12.45) < 1e-6 for k, v in got.items())
            and abs(c.total - 194.65) < 1e-6)


STRUCTURED = [
    Case("schema-renewal-form", _structured(Renewal, "MEMBERSHIP RENEWAL 2035\nName: Olu Bankole\nMembership "
                                                     "type:  [ ] Adult  [ ] Junior  [ ] Senior  [x] Family\n"
                                                     "Payment:  [x] Direct debit  [ ] Cheque  [ ] Card\n"
                                                     "Gift Aid: [ ] Yes, I am a UK taxpayer  [x] No"),
         _parsed(lambda r: "olu" in r.member_name.lower() and r.membership == "family" and r.direct_debit is True
                 and r.gift_aid is False)),
    Case("schema-return-by", _structured(ReturnWindow, "Order #55120-K was delivered on 28 January 2035. You can "
                                                       "return any item within 30 days of delivery."),
         _parsed(lambda r: r.order_number.strip().lstrip("#") == "55120-K" and r.last_return_day == date(2035, 2,
                                                                                                          27))),
    Case("schema-no-railcard", _structured(TrainTrip, "me and my flatmate want to get the train from York to Durham "
                                                      "on Friday - neither of us has a railcard"),
         _parsed(lambda t: "york" in t.origin.lower() and "durham" in t.destination.lower() and t.travellers == 2
                 and t.railcard is False)),
    Case("schema-expenses-sheet", _structured(ExpenseClaim, "Item\tDate\tAmount (\u00a3)\nTrain to Leeds\t03/04/2035"
                                                            "\t64.20\nHotel (1 night)\t03/04/2035\t118.00\nLunch "
                                                            "with client\t04/04/2035\t12.45",
                                              "Turn this pasted expenses sheet into a claim."),
         _parsed(_expenses_ok)),
    Case("schema-zh-locker", _structured(LockerPickup, "【丰巢】您的包裹已到南门3号柜,取件码538214,请于48小时内取件,超时将收取保管费。",
                                         "从短信中提取取件信息。"),
         _parsed(lambda p: p.code.strip() == "538214" and "3号" in p.locker and p.hours_to_collect == 48)),
    Case("schema-voicemail-moved", _structured(Appointment, "Voicemail, 09:12: Hi, this is Ruth from Holloway "
                                                            "Dental calling for Mr Adeyemi. We need to move your "
                                                            "check-up on Thursday from eleven to quarter past three "
                                                            "in the afternoon. Call us back if that's a problem."),
         _parsed(lambda a: "adeyemi" in str(_field(a, "patient")).lower()
                 and "holloway" in str(_field(a, "practice")).lower()
                 and str(_field(a, "new_time")).strip() == "15:15")),
    Case("schema-severity-outage", _structured(Incident, "Since 14:05 nobody can get past the payment step - "
                                                         "every checkout fails with a spinner."),
         _parsed(lambda i: i.severity == Severity.OUTAGE)),
    Case("schema-safe-place-unsaid", _structured(Delivery, "Deliver to Imogen Tal, 9 Quay Street, Whitby."),
         _parsed(lambda d: "imogen" in d.recipient.lower() and "quay" in d.address.lower() and d.safe_place is None)),
    Case("schema-dict-apologies", _structured(MINUTES_SCHEMA, "Present: Ana, Bilal and Chen. Apologies: Dee."),
         _parsed(lambda m: _names(_field(m, "attendees")) == ["ana", "bilal", "chen"]
                 and _names(_field(m, "apologies")) == ["dee"])),
    Case("schema-swiss-thousands", _structured(Invoice, "Rechnungsbetrag: CHF 3'450.50, zahlbar innert 30 Tagen."),
         _parsed(lambda i: abs(i.amount - 3450.5) < 1e-6 and i.currency.upper() == "CHF")),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Answerability(BaseModel):
    """Can the question be answered from the passage?"""

    verdict: Literal["answerable", "unanswerable"] = Field(description="'answerable' only if the passage holds "
                                                                       "the answer")


class Department(BaseModel):
    """Send the customer's message to one department."""

    department: Literal["billing", "tech_support", "sales"]


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-contradicts", _ask("Compare the answer with the source. Reply CONTRADICTS if the answer says "
                                   "something the source contradicts, otherwise CONSISTENT.\nSource: The leisure "
                                   "centre pool closes at 21:00 on weekdays.\nAnswer: On weekdays you can swim until "
                                   "10pm."), _only("CONTRADICTS")),
    Case("grade-unanswerable", _grader(Answerability, "Judge whether the passage lets you answer the question.",
                                       "Question: how much does parking cost at the cottage?\nPassage: Check-out is "
                                       "by 10:00. Please strip the beds and leave used towels in the bath."),
         _parsed(lambda a: a.verdict == "unanswerable")),
    Case("label-chitchat", _ask("Classify the user's message as FACTUAL, OPINION or CHITCHAT. Output the label "
                                "and nothing else.\nMessage: hey, how's your day going?"), _only("CHITCHAT")),
    Case("label-zh-not-relevant", _ask("判断文档片段和问题是否相关,只回答“相关”或“不相关”。\n问题:火车票开车前多久可以退票?\n"
                                       "片段:每位旅客可免费携带20公斤行李,儿童10公斤。"), _only("不相关")),
    Case("grade-match-number-forms", _ask("Does the student's answer match the reference? Reply MATCH or MISMATCH."
                                          "\nReference: \u00a31,200\nStudent: twelve hundred pounds"),
         _only("MATCH")),
    Case("label-review-tag", _ask("Tag the review with one of: delivery, quality, price, service. Reply with the "
                                  "tag only.\nReview: the chair itself is lovely but it took three weeks to turn "
                                  "up"), _only("delivery")),
    Case("route-billing", _grader(Department, "Route the customer's message to the right team.",
                                  "I've been charged twice for March, can someone sort it?"),
         _parsed(lambda d: d.department == "billing")),
    Case("label-relevance-high", _ask("How relevant is the passage to the question? Answer HIGH or LOW only.\n"
                                      "Question: what time is check-out at the cottage?\nPassage: Check-out is by "
                                      "10:00. Please strip the beds."), _only("HIGH")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-leave-for-train", _thread("My train's at 7:40 and it's a 25-minute walk to the station.", "Okay.",
                                           "so what time do I need to leave the house?"),
         _both(_any("7:15", "7.15", "quarter past seven", "07:15"), _none_of("8:05"))),
    Case("thread-niece-uni", _thread("My niece Ottilie just got into Leeds to study geology.", "Congratulations to "
                                                                                              "her!",
                                     "which uni is she going to again?"),
         _both(_any("Leeds"), _none_of("don't know", "do not know"))),
    Case("thread-zh-city", _thread("我叫李明,在成都工作。", "你好,李明!", "我在哪个城市工作来着?"),
         _both(_any("成都"), _none_of("不知道"))),
    Case("thread-book-club-day", _thread("Book club is on Tuesday at Maya's.", "Got it.",
                                         "sorry, not Tuesday - it's Wednesday this month", "Noted.",
                                         "so which day is book club?"), _corrected("Wednesday", "Tuesday")),
    Case("thread-hours-total", _thread("I worked 7.5 hours on Monday and 6 on Tuesday.", "Okay.",
                                       "and 8 today. what's my total so far?"),
         _both(_any("21.5", "21 and a half", "21\u00bd", "twenty-one and a half", "21 hours 30"),
               _none_of("13.5"))),
    Case("thread-cat-breed-absent", _thread("My cat Biscuit turned 9 last week.", "Happy birthday, Biscuit!",
                                            "what breed is Biscuit?"),
         _both(_absent("didn't say", "haven't said", "didn't mention", "haven't mentioned", "didn't tell",
                       "haven't told", "not said", "you didn't", "you haven't"), _none_of("Biscuit is a"))),
    Case("chat-see-my-screen", _ask("can you see what's on my screen right now?"),
         _both(_denies("can't see", "cannot see", "can't view", "cannot view", "no access", "only see what you",
                        "unable to see", "don't have access", "do not have access"), _not_opening("yes"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
