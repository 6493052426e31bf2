"""A thirtieth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``thirtieth``) while other engineers changed the simulator on their
own branches; none of them has seen it. It is a yardstick for their work: no simulator change is
to be made for its cases (a fix for one of its classes must be a general mechanism tested on
other wordings, and the set measured again). Committed with its oracles before it was first run.

Topics and formats none of the earlier sets nor the course's data uses: a video game's patch
notes (old -> new values with arrows, a skin's price in gems, a mode disabled until the next
patch), a bus timetable as a fixed-width grid of stops by departures with a "then every 45
minutes" gap, beside a fares note (half fare for children), three clauses of a tenancy agreement
returned by a retriever tool, a charity's trustees' meeting minutes (present, apologies, a vote,
a deferred item, actions by initials), a lab protocol (heat-shock transformation: several spells
on ice, a rule for another antibiotic), a Sunday league table in markdown (P W D L GF GA Pts), a
medication leaflet, a Chinese notice of a gas safety inspection by building, and a recipe card
pasted in a code fence. The grounded questions come in prompt shapes no earlier set used: the
LangChain hub "retrieval-qa-chat" prompt (the context in ``<context>`` tags, a
``MessagesPlaceholder`` chat history, follow-ups in one thread), "SOURCE: / CONTENT:" blocks then
"Q: / A:", a LangGraph agent loop whose last message is the retriever tool's result (the question
is the human turn before the tool call), an Alpaca-style "### Instruction / ### Input /
### Response" prompt, LlamaIndex's refine prompt (an original answer that did not know), a system
prompt that fences a leaflet between lines of hashes, a Chinese RAG template (上下文 / 问题 /
回答), and a recipe pasted in a code fence with the question under it. Questions as people type
them (lower case, typos, British and American words, Chinese): a value a patch changed, a
difference, a count by a judgement (nerfed), the next departure after a time, a trip's length, a
sum with a half fare, a notice period, a permission with a condition, a year's rent, the absent
members, a vote total, a deferred item, an action's owner and date, a sum of spells on ice, a
rule for another case, a temperature, a gap in points, the fewest losses, the best goal
difference (worked), the promoted teams, a daily maximum in mg (worked), an age rule, a halved
quantity, a total time, a building's day in Chinese; answers absent (a currency's price, alcohol,
calories) with a near miss present.

A learner's tools (unit conversion, a money transfer with an IBAN and a currency ``Literal``, a
court "tomorrow" with today stated, an order id after "#", pizzas with "hold the extra cheese",
an alarm at "half six", a run in miles into a km argument, no tool fits, a flight with no origin
or date, look-alike stock tools through ``create_agent`` with "four dozen", an information
question to that agent, a bill split with "no tip", a taxi in Chinese, yen from a shinkansen
ticket, a vet "in three days" across a month end); ``with_structured_output`` of my own schemas
(a nested recipe with a list of ingredients and an ``Optional`` unit, an ``Optional`` allergy
declined, a ``Literal`` sentiment from an idiom, an ``Enum`` by "text me rather than ringing", an
amount and a currency in words, "a week on Wednesday" with today stated, a list with one person
excluded, a bool and an ``Optional`` message, a Chinese delivery with 两, a height in feet and
inches into centimetres); graders and labels in my own words (three verdict words, a 1-10 scale,
a JSON verdict, HELPFUL / UNHELPFUL, 是 / 否, RIGHT / WRONG across number forms, P1-P3 codes with
glosses, a slash-separated department list, A / B / C letters); conversations (an allergy stated
earlier, a plan revised, a brother's subject never said, "her number", what is left of a salary,
small talk in English and Chinese, "what can you help with").

Oracles as in the earlier sets, and strict: a reply that quotes most of its document, holds the
other rows' values, or gives the operands instead of the worked value asked, is wrong (the
result is required; ``_but_not`` / ``_none_of`` reject what a whole-document quote holds).
``_absent`` (the notes do not hold it: "I don't know" is right), ``_no_call`` (no tool fits, a
required value is missing). Classes: ``right``, ``limit`` (a limit was stated, whatever the
reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false
alarm, counted apart.

FIRST SIGHT on main at ba25ef72 (the branch point of ``thirtieth``; oracles committed first in
0ba757cd, one run with ``-v``), 70 cases: **right 18, stated limit 39, silently wrong 13, false
alarms 4** (pinned; no oracle changed after the run). None of the four false alarms is a plain
one: patch-nerf-count's documents limit quotes "Patch 4.7.2", whose "2" the count oracle accepts;
recipe-calories-absent's documents limit says "could not find", which ``_absent`` accepts;
tool-no-fit makes no call with a knowledge limit (what a right reply is there); grade-right-wrong-
words gives the first option beside a "can't choose" limit. tool-cancel-hash-id is right only by
its lenient oracle on ``reason`` (the question's words as a bag). Classes, code paths and
proposed mechanisms: ``THIRTIETH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.thirtieth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import re
import sys
from datetime import date
from enum import Enum
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
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
    _json,
    _no_call,
    _no_leading,
    _none_of,
    _num_near,
    _one_of,
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

_QA_CHAT_SYSTEM = "Answer any use questions based solely on the context below:\n\n<context>\n{context}\n</context>"


def _context_tags(notes: str, question: str, history: tuple[str, ...] = ()):
    """The LangChain hub's "retrieval-qa-chat" prompt: the context in ``<context>`` tags in the
    system message, a ``MessagesPlaceholder`` chat history, the new question as ``{input}``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", _QA_CHAT_SYSTEM),
            MessagesPlaceholder("chat_history"),
            ("human", "{input}"),
        ])
        chat = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        return llm.invoke(prompt.invoke({"context": notes, "chat_history": chat, "input": question}))

    return run


def _source_content(docs: list[tuple[str, str]], question: str):
    """Each document as "SOURCE: ..." / "CONTENT: ...", then "Q:" and an empty "A:"."""
    blocks = "\n---\n".join(f"SOURCE: {src}\nCONTENT:\n{text}" for src, text in docs)
    return lambda llm: llm.invoke([SystemMessage("Answer with the help of the documents the user provides."),
                                   HumanMessage(f"Documents:\n{blocks}\n\nQ: {question}\nA:")])


def _retriever_loop(docs: list[str], question: str):
    """A LangGraph agent loop: the question, the model's call to the retriever tool, the tool's
    result (the documents joined by blank lines); the model is called again to answer."""
    def run(llm):
        msgs = [SystemMessage("You help tenants of Marsh Lane Lettings understand their tenancy agreement. "
                              "Use the retrieve_agreement tool, then answer from what it returns."),
                HumanMessage(question),
                AIMessage("", tool_calls=[{"name": "retrieve_agreement", "args": {"query": question},
                                           "id": "call_ret_1"}]),
                ToolMessage("\n\n".join(docs), tool_call_id="call_ret_1", name="retrieve_agreement")]
        return llm.invoke(msgs)

    return run


def _alpaca(notes: str, question: str):
    """An Alpaca-style prompt: "### Instruction", "### Input" (the notes), the question, "### Response"."""
    return lambda llm: llm.invoke("### Instruction:\nRead the meeting minutes in the input and answer the "
                                  f"question.\n\n### Input:\n{notes}\n\n### Question:\n{question}\n\n### Response:\n")


_REFINE = ("The original query is as follows: {query}\n"
           "We have provided an existing answer: {existing}\n"
           "We have the opportunity to refine the existing answer (only if needed) with some more context below.\n"
           "------------\n{context}\n------------\n"
           "Given the new context, refine the original answer to better answer the query. If the context isn't "
           "useful, return the original answer.\nRefined Answer: ")


def _refine(notes: str, question: str):
    """LlamaIndex's refine prompt: an existing answer that did not know, the new context, the query."""
    existing = "The first part of the protocol does not say."
    return lambda llm: llm.invoke(_REFINE.format(query=question, existing=existing, context=notes))


def _hashes(notes: str, question: str):
    """A system prompt that fences the leaflet between lines of hashes."""
    system = ("You are a pharmacy counter helper. Answer ONLY from the leaflet between the lines of hashes. "
              f"Keep it short.\n\n{'#' * 20}\n{notes}\n{'#' * 20}")
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(question)])


def _chinese_template(notes: str, question: str):
    """A Chinese RAG template: 上下文 / 问题 / 回答."""
    prompt = ("你是一个问答助手。请只根据下面的上下文回答问题。如果上下文里没有答案,就说你不知道。\n\n"
              f"上下文:\n{notes}\n\n问题:{question}\n回答:")
    return lambda llm: llm.invoke(prompt)


def _fenced(lead: str, notes: str, question: str):
    """A lead-in, the notes pasted in a code fence, the question under it."""
    return lambda llm: llm.invoke([HumanMessage(f"{lead}\n```\n{notes}\n```\n{question}")])


# --- grounded answers over notes in new formats -------------------------------------------------

PATCH = ("Skyreach Tactics \u2013 Patch 4.7.2 (released 18 March 2033)\n"
         "\n"
         "HERO CHANGES\n"
         "- Vesna (support): Healing Pulse cooldown 14s \u2192 11s. Base armour 30 \u2192 32.\n"
         "- Korrik (tank): Shield Wall duration 6s \u2192 4.5s.\n"
         "- Mirela (assassin): Shadow Step damage 120 \u2192 95; cooldown unchanged at 9s.\n"
         "- Tobiah (marksman): attack range 550 \u2192 575.\n"
         "- Ulla (tank): no balance changes; new \"Frost Warden\" skin in the store (1,200 gems).\n"
         "\n"
         "MAPS AND MODES\n"
         "- Ranked matches on Ember Pass are disabled until patch 4.7.3 while a spawn exploit is fixed.\n"
         "- Quick Play now fills empty slots with bots after 90 seconds (was 120).\n"
         "\n"
         "BUG FIXES\n"
         "- Fixed Korrik's Shield Wall blocking friendly projectiles.\n"
         "- Fixed the victory screen sometimes showing the wrong MVP.\n"
         "- Fixed a crash when reconnecting during the draft phase.\n"
         "\n"
         "KNOWN ISSUES\n"
         "- Mirela's Shadow Step can occasionally pass through closed gates.\n")

TIMETABLE = ("Route 14  Harbourside \u2013 Old Market \u2013 Kelby Park \u2013 Westgate Hospital\n"
             "Monday to Friday (except public holidays)\n"
             "\n"
             "Harbourside (Stand C)   06:50  07:35  08:20  09:05  then every   16:20  17:05  17:50\n"
             "Old Market              07:02  07:47  08:34  09:17  45 minutes   16:34  17:19  18:02\n"
             "Kelby Park              07:11  07:56  08:45  09:26  until        16:45  17:30  18:11\n"
             "Westgate Hospital       07:24  08:09  09:00  09:39               17:00  17:45  18:24\n"
             "\n"
             "Saturday: hourly from Harbourside 08:15 to 17:15, same running times as the 09:05.\n"
             "No service on Sundays or public holidays.\n")

FARES = ("Route 14 fares (from 1 January 2033): single \u00a32.40, return \u00a34.10, day rider \u00a35.50. "
         "Under-16s pay half fare on singles and returns. Hospital staff showing an NHS ID travel free on "
         "journeys starting before 08:00.")

_BUS_DOCS = [("timetables/route14_weekday.txt", TIMETABLE), ("fares/route14.txt", FARES)]

LEASE = ["Clause 7 \u2013 Ending the tenancy\n"
         "7.1 After the fixed term of 12 months ends on 30 September 2033, the Tenant may end this agreement by "
         "giving the Landlord at least two months' notice in writing, ending on the last day of a rental period.\n"
         "7.2 The Landlord may not serve notice to end the tenancy before 1 July 2033.\n"
         "7.3 If the Tenant leaves before the end of the fixed term, the Tenant must pay the rent until a "
         "replacement tenant moves in, and the Landlord's reasonable re-letting costs up to \u00a3360.",
         "Clause 4 \u2013 Rent and deposit\n"
         "4.1 The rent is \u00a31,040 per calendar month, due on the 1st of each month by standing order.\n"
         "4.2 A deposit of \u00a31,200 is protected with the TDS within 30 days of receipt.\n"
         "4.3 Rent paid more than 14 days late attracts interest at 3% above the Bank of England base rate.",
         "Clause 9 \u2013 Pets and smoking\n"
         "9.1 The Tenant shall not keep any animal at the Property without the Landlord's prior written consent, "
         "which will not be unreasonably withheld for one cat or one small caged animal. Assistance dogs do not "
         "need consent.\n"
         "9.2 No smoking or vaping inside the Property."]

MINUTES = ("Fernbrook Community Pantry \u2013 Minutes of the trustees' meeting, Thursday 3 March 2033, 7 pm, "
           "church hall\n"
           "\n"
           "Present: Adaeze Nwosu (chair), Gareth Pugh (treasurer), Lena Hoffmann, Siobhan Daly, Marek Zielinski\n"
           "Apologies: Ruth Bellamy, Kwame Asante\n"
           "In attendance: Joy Tan (volunteer coordinator, non-voting)\n"
           "\n"
           "1. Minutes of 3 February approved.\n"
           "2. Treasurer's report: balance \u00a38,412.60 on 28 February; the supermarket grant of \u00a32,500 "
           "has been received.\n"
           "3. Proposal to open on Saturday mornings from April. Votes: 4 for, 1 against (MZ). Carried.\n"
           "4. Proposal to buy a second chest freezer (about \u00a3450). Deferred to the April meeting pending "
           "quotes.\n"
           "5. Safeguarding: Joy to run refresher training for all volunteers before 31 March.\n"
           "\n"
           "Actions\n"
           "- GP: apply to the Hartwell Trust for the van fund by 20 March.\n"
           "- SD: get three freezer quotes for April.\n"
           "- LH: update the rota for Saturday openings.\n"
           "\n"
           "Next meeting: Thursday 7 April 2033, 7 pm.\n")

PROTOCOL = ("Protocol TR-03: heat-shock transformation of E. coli DH5\u03b1\n"
            "1. Thaw a 50 \u00b5L tube of competent cells on ice for 10 minutes.\n"
            "2. Add 2 \u00b5L of plasmid DNA (about 100 ng) and flick gently; do not vortex.\n"
            "3. Leave on ice for 30 minutes.\n"
            "4. Heat shock in a 42 \u00b0C water bath for exactly 45 seconds.\n"
            "5. Return to ice for 2 minutes.\n"
            "6. Add 950 \u00b5L of SOC medium at room temperature and shake at 37 \u00b0C, 225 rpm, for 1 hour.\n"
            "7. Spread 100 \u00b5L on an LB agar plate with 100 \u00b5g/mL ampicillin and incubate overnight "
            "(16\u201318 h) at 37 \u00b0C.\n"
            "Note: for kanamycin-resistant plasmids, use 50 \u00b5g/mL kanamycin plates and extend step 6 to 90 "
            "minutes.\n")

LEAGUE = ("Northvale Sunday League \u2013 Division 2 \u2013 table after 14 March 2033\n"
          "\n"
          "| Pos | Team              | P  | W  | D | L  | GF | GA | Pts |\n"
          "|-----|-------------------|----|----|---|----|----|----|-----|\n"
          "| 1   | Riverside Rovers  | 14 | 10 | 1 | 3  | 34 | 15 | 31  |\n"
          "| 2   | Calder Athletic   | 14 | 9  | 3 | 2  | 29 | 14 | 30  |\n"
          "| 3   | Hollins Wanderers | 13 | 8  | 2 | 3  | 27 | 19 | 26  |\n"
          "| 4   | Moorside FC       | 14 | 6  | 4 | 4  | 22 | 21 | 22  |\n"
          "| 5   | Bank Top United   | 14 | 4  | 2 | 8  | 18 | 30 | 14  |\n"
          "| 6   | Greave Celtic     | 13 | 1  | 2 | 10 | 11 | 32 | 5   |\n"
          "\n"
          "Three points for a win, one for a draw. The top two are promoted to Division 1.\n")

LEAFLET = ("PACKAGE LEAFLET: INFORMATION FOR THE USER\n"
           "Noralen 200 mg tablets\n"
           "What Noralen is used for: short-term relief of headache, toothache, period pain and fever.\n"
           "How to take Noralen\n"
           "Adults and children 12 years and over: take 1 or 2 tablets with water, up to three times a day. "
           "Leave at least 4 hours between doses. Do not take more than 6 tablets in 24 hours.\n"
           "Children under 12: do not give Noralen.\n"
           "Take with or after food.\n"
           "Do not take Noralen if you: are allergic to aspirin; have ever had a stomach ulcer; are in the last "
           "3 months of pregnancy.\n"
           "Do not use for more than 3 days for fever or 10 days for pain without talking to a doctor.\n"
           "Possible side effects: indigestion, nausea, dizziness (up to 1 in 10 people).\n"
           "Store below 25 \u00b0C. Pack size: 24 tablets.\n")

ZH_NOTICE = ("关于开展燃气安全入户检查的通知\n"
             "各位业主:\n"
             "为保障用气安全,新港燃气公司将于2033年4月11日至4月15日对本小区进行入户安全检查,具体安排如下:\n"
             "4月11日(周一):1号楼、2号楼\n"
             "4月12日(周二):3号楼、4号楼\n"
             "4月13日(周三):5号楼\n"
             "4月14日(周四):6号楼、7号楼\n"
             "4月15日(周五):补检(检查当天不在家的住户)\n"
             "检查时间:每天9:00—12:00,14:00—17:30。\n"
             "检查免费,工作人员均佩戴工作证,不会收取任何费用,请勿相信上门推销。\n"
             "如需预约其他时间,请致电物业服务中心:0571-8892 6610。\n"
             "福园小区物业服务中心\n"
             "2033年4月6日\n")

RECIPE = ("LEMON DRIZZLE TRAYBAKE        Serves 12    Prep 20 min    Bake 35 min\n"
          "225 g softened butter\n"
          "225 g caster sugar\n"
          "275 g self-raising flour\n"
          "2 tsp baking powder\n"
          "4 large eggs\n"
          "4 tbsp milk\n"
          "finely grated zest of 2 lemons\n"
          "Drizzle: juice of 2 lemons, 175 g granulated sugar\n"
          "1. Heat the oven to 180 \u00b0C (160 \u00b0C fan). Line a 30 \u00d7 23 cm tin.\n"
          "2. Beat everything except the drizzle for 2 minutes until smooth.\n"
          "3. Bake for 35 minutes until golden and springy.\n"
          "4. Mix the drizzle and spoon it over while the cake is still warm.\n"
          "Keeps 3 days in a tin. Freezes (undrizzled) for up to a month.\n")

_NOT_SAID = ("doesn't mention", "does not mention", "don't mention", "do not mention", "no mention", "not mentioned",
             "doesn't say", "does not say", "not stated", "doesn't state", "does not state", "nothing about",
             "not included", "isn't included", "doesn't include", "does not include", "not listed",
             "doesn't list", "does not list", "not given", "isn't given", "doesn't give", "does not give",
             "not recorded", "isn't recorded", "doesn't show", "does not show", "not specified",
             "doesn't specify", "does not specify", "don't say", "do not say", "don't cover", "do not cover",
             "doesn't cover", "does not cover", "no information")

def _not_word_first(*words: str):
    """The reply does not open with one of ``words`` as a whole word ("Not without consent" is no "no")."""
    return lambda out: not re.match(rf"\s*(?:{'|'.join(map(re.escape, words))})\b", _text(out), re.I)


_LEAGUE_Q1 = ("who's top of the league", "Riverside Rovers are top, on 31 points.")

GROUNDED = [
    # patch notes, the hub's <context> prompt
    Case("patch-cooldown-now", _context_tags(PATCH, "whats vesnas healing pulse cooldown now"),
         _but_not(_word("11s", "11 s", "11 seconds", "11 sec", "11"), "4.5", "575", "1,200", "Frost Warden",
                  "9s")),
    Case("patch-damage-cut", _context_tags(PATCH, "how much less damage does shadow step do after this patch"),
         _both(_word("25"), _none_of("575", "4.5s", "Frost Warden", "1,200"))),
    Case("patch-nerf-count", _context_tags(PATCH, "how many heroes got nerfed in this patch?"),
         _both(_word("2", "two"), _none_of("575", "1,200", "Ember Pass", "MVP"))),
    Case("patch-gem-price-absent", _context_tags(PATCH, "did they change how much gems cost"),
         _both(_no_leading("yes"), _absent(*_NOT_SAID, "no change to gem", "no price change"),
               _none_of("575", "Ember Pass"))),
    # bus timetable, SOURCE / CONTENT blocks
    Case("bus-next-from-market", _source_content(_BUS_DOCS, "i get to old market at 08:10 on a tuesday, when's the "
                                                            "next bus to the hospital"),
         _but_not(_any("08:34", "8:34"), "07:47", "09:17", "16:34", "\u00a32.40")),
    Case("bus-trip-length", _source_content(_BUS_DOCS, "how long does the 08:20 from harbourside take to get to "
                                                       "westgate hospital"),
         _both(_any("40 min", "forty min", "40-min"), _none_of("34 min", "39", "\u00a32.40"))),
    Case("bus-return-fares-sum", _source_content(_BUS_DOCS, "what do returns cost altogether for me and my 12 year "
                                                            "old"),
         _both(_word("\u00a36.15", "6.15"), _none_of("5.50", "16:20"))),
    # tenancy clauses, a retriever tool's result in an agent loop
    Case("lease-notice", _retriever_loop(LEASE, "if i want to move out once the fixed term's over how much notice do "
                                                "i have to give"),
         _both(_any("two months", "2 months", "two month", "2 month"), _none_of("\u00a31,040", "\u00a3360", "TDS",
                                                                             "vaping"))),
    Case("lease-cat", _retriever_loop(LEASE, "am i allowed a cat"),
         _both(_any("consent", "permission"), _not_word_first("no"), _none_of("\u00a31,040", "vaping", "TDS"))),
    Case("lease-year-rent", _retriever_loop(LEASE, "what's a year's rent"),
         _both(_any("12,480", "12480"), _none_of("1,200", "\u00a3360", "vaping"))),
    # trustees' minutes, an Alpaca-style prompt
    Case("min-apologies", _alpaca(MINUTES, "who couldn't make it"),
         _both(_any("Ruth"), _any("Kwame"), _none_of("Marek", "Gareth", "Lena", "Siobhan", "Adaeze"))),
    Case("min-vote-total", _alpaca(MINUTES, "how many trustees voted on the saturday opening"),
         _both(_word("5", "five"), _none_of("8,412", "2,500", "Hartwell"))),
    Case("min-freezer", _alpaca(MINUTES, "did they agree to buy the freezer"),
         _both(_says_no("deferred", "not yet", "postponed", "put off", "pending"),
               _none_of("8,412", "Hartwell", "safeguarding"))),
    Case("min-hartwell-owner", _alpaca(MINUTES, "whos doing the hartwell trust application and by when"),
         _both(_any("Gareth", "GP"), _any("20 March", "20th March", "March 20"), _none_of("Siobhan", "Lena",
                                                                                          "8,412"))),
    # lab protocol, LlamaIndex's refine prompt
    Case("lab-ice-total", _refine(PROTOCOL, "how long do the cells spend on ice altogether"),
         _both(_any("42 min", "forty-two min", "forty two min"), _none_of("45 seconds", "225 rpm", "ampicillin"))),
    Case("lab-kan-shake", _refine(PROTOCOL, "my plasmid's kanamycin resistant - how long do i shake it for after "
                                            "adding the SOC"),
         _both(_any("90 min", "1.5 h", "an hour and a half", "one and a half hour", "1 hour 30", "1 h 30",
                    "ninety min"), _none_of("ampicillin", "45 seconds", "16\u201318"))),
    # league table, the hub's <context> prompt with a chat history
    Case("league-gap-followup", _context_tags(LEAGUE, "and how many points behind them are the wanderers",
                                              _LEAGUE_Q1),
         _both(_word("5", "five"), _none_of("Calder", "Moorside", "Bank Top", "Greave"))),
    Case("league-fewest-lost", _context_tags(LEAGUE, "which team has lost the fewest games"),
         _but_not(_any("Calder"), "Riverside", "Hollins", "Moorside", "Greave", "Bank Top")),
    Case("league-best-gd", _context_tags(LEAGUE, "who's got the best goal difference"),
         _but_not(_any("Riverside"), "Calder", "Hollins", "Moorside", "Greave", "Bank Top")),
    Case("league-promoted-followup", _context_tags(LEAGUE, "if the season finished today who'd go up?",
                                                   _LEAGUE_Q1),
         _but_not(_both(_any("Riverside"), _any("Calder")), "Hollins", "Moorside", "Greave", "Bank Top")),
    # medication leaflet, fenced by hashes in the system prompt
    Case("leaflet-max-mg", _hashes(LEAFLET, "whats the most mg i can take in a day"),
         _both(_any("1200 mg", "1,200 mg", "1200mg", "1,200mg", "1.2 g"), _none_of("25 \u00b0C", "indigestion",
                                                                                   "aspirin"))),
    Case("leaflet-child-9", _hashes(LEAFLET, "can i give it to my 9 year old"),
         _both(_says_no("do not give", "don't give", "shouldn't", "should not", "not suitable", "not for children"),
               _none_of("25 \u00b0C", "indigestion", "aspirin"))),
    Case("leaflet-alcohol-absent", _hashes(LEAFLET, "is it ok to have a glass of wine with these"),
         _both(_no_leading("yes"), _absent(*_NOT_SAID), _none_of("25 \u00b0C", "indigestion"))),
    # a Chinese notice, a Chinese template
    Case("zh-building-5", _chinese_template(ZH_NOTICE, "我住5号楼,哪天来检查?"),
         _but_not(_any("4月13", "13日", "13号", "周三", "星期三"), "4月11", "4月12", "4月14", "1号楼", "0571")),
    Case("zh-away-english", _chinese_template(ZH_NOTICE, "I'm in building 3 but I'll be away on our day - what "
                                                         "can I do?"),
         _both(_any("15", "8892 6610", "0571"), _none_of("5号楼", "1号楼", "7号楼", "上门推销"))),
    # a recipe card in a code fence
    Case("recipe-half-flour", _fenced("my nan's recipe card:", RECIPE, "how much flour do i need if i only make "
                                                                       "half"),
         _both(_any("137.5", "137\u00bd", "137 1/2"), _none_of("caster", "baking powder", "zest"))),
    Case("recipe-total-time", _fenced("my nan's recipe card:", RECIPE, "how long start to finish till its out of "
                                                                       "the oven"),
         _both(_any("55 min", "fifty-five min", "fifty five min"), _none_of("caster", "zest", "180 \u00b0C"))),
    Case("recipe-calories-absent", _fenced("my nan's recipe card:", RECIPE, "how many calories in a slice"),
         _both(_absent(*_NOT_SAID), _none_of("caster", "225 g"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a measurement from one unit to another (kg, lb, km, miles, litres, gallons ...)."""
    return ""


@tool
def transfer_money(amount: float, currency: Literal["GBP", "EUR", "USD"], to_account: str) -> str:
    """Send money from my current account to another account (an IBAN or account number)."""
    return "sent"


@tool
def book_court(day: date, hour: int, sport: Literal["tennis", "squash", "badminton"]) -> str:
    """Book a court at the leisure centre. hour is the start hour on a 24-hour clock."""
    return "booked"


@tool
def cancel_order(order_id: str, reason: str) -> str:
    """Cancel one of my online orders by its order id, giving a reason."""
    return "cancelled"


@tool
def order_pizza(size: Literal["small", "medium", "large"], quantity: int, extra_cheese: bool) -> str:
    """Order pizzas from Luigi's."""
    return "ordered"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm. time is on a 24-hour clock as HH:MM."""
    return "set"


@tool
def log_run(distance_km: float, minutes: int) -> str:
    """Log a run in my training diary: the distance in kilometres and the time it took in minutes."""
    return "logged"


@tool
def get_forecast(city: str, days: int) -> str:
    """Get the weather forecast for a city for the next few days."""
    return ""


@tool
def book_flight(origin: str, destination: str, day: date) -> str:
    """Book a one-way economy flight from one city to another on a day."""
    return "booked"


@tool
def check_stock(sku: str) -> str:
    """Check how many units of a product we have in the warehouse, by its SKU."""
    return "2"


@tool
def reorder_stock(sku: str, quantity: int) -> str:
    """Place a purchase order with the supplier for more units of a product, by its SKU."""
    return "ordered"


@tool
def remove_product(sku: str) -> str:
    """Take a product off the online shop, by its SKU."""
    return "removed"


_STOCK_TOOLS = [check_stock, reorder_stock, remove_product]


@tool
def split_bill(total: float, people: int, tip_percent: float = 0.0) -> str:
    """Work out each person's share of a restaurant bill, optionally adding a tip."""
    return ""


@tool
def call_taxi(pickup: str, passengers: int) -> str:
    """Call a taxi to a pickup point for a number of passengers."""
    return "on its way"


@tool
def add_expense(amount: float, currency: str, category: Literal["food", "transport", "lodging", "other"]) -> str:
    """Add an expense to my trip budget. currency is an ISO 4217 code."""
    return "added"


@tool
def book_vet(day: date, pet_name: str) -> str:
    """Book an appointment at the vet's for one of my pets."""
    return "booked"


def _iban(v) -> bool:
    return str(v).replace(" ", "").upper() == "DE44500105175407324931"


def _order_id(v) -> bool:
    return str(v).strip().lstrip("#").upper() == "A-55813"


def _split_ok(out) -> bool:
    args = _call_args(out, "split_bill")
    if args is None:
        return False
    return (_num_near(186.4)(args.get("total")) and _eq(6)(args.get("people"))
            and _num_near(0)(args.get("tip_percent", 0)))


TOOLS = [
    Case("tool-kilos-to-pounds", _calls([convert_units], "how many pounds is 3.2 kilos"),
         _call("convert_units", value=_num_near(3.2), from_unit=_one_of("kg", "kgs", "kilo", "kilos", "kilogram",
                                                                         "kilograms"),
               to_unit=_one_of("lb", "lbs", "pound", "pounds"))),
    Case("tool-transfer-iban", _calls([transfer_money], "send \u20ac250 to DE44 5001 0517 5407 3249 31 for the "
                                                        "rent"),
         _call("transfer_money", amount=_num_near(250), currency=_eq("EUR"), to_account=_iban)),
    Case("tool-court-tomorrow", _calls([book_court], "today's wed 9 march 2033 - get me a squash court tomorrow at "
                                                     "7pm"),
         _call("book_court", day=_eq("2033-03-10"), hour=_eq(19), sport=_eq("squash"))),
    Case("tool-cancel-hash-id", _calls([cancel_order], "please cancel order #A-55813, it arrived with the screen "
                                                       "cracked"),
         _call("cancel_order", order_id=_order_id,
               reason=lambda v: any(w in str(v).lower() for w in ("crack", "broken", "damaged", "screen")))),
    Case("tool-pizza-hold-cheese", _calls([order_pizza], "three large pizzas please, and hold the extra cheese"),
         _call("order_pizza", size=_eq("large"), quantity=_eq(3), extra_cheese=lambda v: v is False)),
    Case("tool-alarm-half-six", _calls([set_alarm], "wake me up at half six tomorrow morning"),
         _call("set_alarm", time=_one_of("06:30", "6:30"))),
    Case("tool-run-miles", _calls([log_run], "log this morning's run: 5 miles in 42 minutes"),
         _call("log_run", distance_km=_num_near(8.05, 0.05), minutes=_eq(42))),
    Case("tool-no-fit", _calls([get_forecast, convert_units], "what's the capital of mongolia"), _no_call),
    Case("tool-flight-missing", _calls([book_flight], "book me a flight to lisbon"), _no_call),
    Case("agent-reorder-dozen", _agent(_STOCK_TOOLS, "we're down to the last two of SKU 88-1402-B, order another "
                                                     "four dozen"),
         _call("reorder_stock", sku=lambda v: str(v).strip().upper() == "88-1402-B", quantity=_eq(48))),
    Case("agent-what-is-sku", _agent(_STOCK_TOOLS, "what does SKU actually stand for"),
         _both(_no_call, _any("stock keeping unit", "stock-keeping unit"))),
    Case("tool-split-no-tip", _calls([split_bill], "split \u00a3186.40 between the six of us, no tip"), _split_ok),
    Case("tool-taxi-zh", _calls([call_taxi], "帮我叫辆车,从西湖文化广场出发,我们三个人"),
         _call("call_taxi", pickup=lambda v: "西湖文化广场" in str(v) and len(str(v)) <= 10, passengers=_eq(3))),
    Case("tool-yen-shinkansen", _calls([add_expense], "spent \u00a514,170 on the shinkansen from tokyo to kyoto"),
         _call("add_expense", amount=_num_near(14170), currency=_eq("JPY"), category=_eq("transport"))),
    Case("tool-vet-three-days", _calls([book_vet], "today is monday 28 february 2033. book biscuit in at the vet in "
                                                   "three days' time"),
         _call("book_vet", day=_eq("2033-03-03"), pet_name=_one_of("biscuit"))),
]


# --- structured output ----------------------------------------------------------------------------

class Ingredient(BaseModel):
    name: str
    quantity: float
    unit: str | None = Field(default=None, description="g, ml, tsp ... or none for things you count")


class Recipe(BaseModel):
    dish: str
    servings: int
    ingredients: list[Ingredient]


class Patient(BaseModel):
    name: str
    allergies: str | None = Field(default=None, description="any allergies the patient has")


class Review(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"]


class ContactMethod(Enum):
    EMAIL = "email"
    PHONE_CALL = "phone_call"
    SMS = "sms"
    POST = "post"


class Preferences(BaseModel):
    contact_by: ContactMethod


class Quote(BaseModel):
    amount: float
    currency: str = Field(description="ISO 4217 code")


class Appointment(BaseModel):
    day: date
    time: str = Field(description="24-hour HH:MM")


class Attendees(BaseModel):
    names: list[str] = Field(description="the people who are coming")


class GiftOrder(BaseModel):
    gift_wrap: bool
    card_message: str | None = None


class Delivery(BaseModel):
    recipient: str
    phone: str
    boxes: int


class Measurement(BaseModel):
    height_cm: float


def _recipe_ok(r) -> bool:
    if r.servings != 4 or len(r.ingredients) != 3:
        return False
    by = {i.name.lower().strip(): i for i in r.ingredients}
    flour = next((i for n, i in by.items() if "flour" in n), None)
    eggs = next((i for n, i in by.items() if "egg" in n), None)
    milk = next((i for n, i in by.items() if "milk" in n), None)
    return (flour is not None and flour.quantity == 200 and (flour.unit or "").lower() in ("g", "grams", "gram")
            and eggs is not None and eggs.quantity == 2 and (eggs.unit or "").lower() in ("", "none", "egg", "eggs")
            and milk is not None and milk.quantity == 300 and (milk.unit or "").lower() in ("ml", "millilitres"))


def _time_15(t: str) -> bool:
    return str(t).strip().lower() in ("15:00", "15.00", "1500")


def _names_ok(a) -> bool:
    names = sorted(n.strip().lower() for n in a.names)
    return names == ["ines", "priya", "tom"]


STRUCTURED = [
    Case("schema-recipe-nested", _structured(Recipe, "Pancakes for four: 200 g flour, 2 eggs and 300 ml milk."),
         _parsed(_recipe_ok)),
    Case("schema-no-allergies", _structured(Patient, "Patient is Tomasz W\u00f3jcik, no known allergies."),
         _parsed(lambda p: "tomasz" in p.name.lower() and (p.allergies or "").strip().lower()
                 in ("", "none", "no known allergies", "nka"))),
    Case("schema-sentiment-idiom", _structured(Review, "Honestly? Wouldn't go back if you paid me."),
         _parsed(lambda r: r.sentiment == "negative")),
    Case("schema-contact-text", _structured(Preferences, "Text me rather than ringing, I never pick up."),
         _parsed(lambda p: p.contact_by == ContactMethod.SMS)),
    Case("schema-quote-words", _structured(Quote, "The builder quoted us twelve thousand four hundred dollars for "
                                                  "the extension."),
         _parsed(lambda q: abs(q.amount - 12400) < 1e-6 and q.currency.upper() == "USD")),
    Case("schema-week-on-wednesday", _structured(Appointment, "Today is Monday 14 March 2033. Can we do a week on "
                                                              "Wednesday at 3pm?"),
         _parsed(lambda a: a.day == date(2033, 3, 23) and _time_15(a.time))),
    Case("schema-attendees-except", _structured(Attendees, "Coming on Friday: Priya, Tom and Ines; Oskar can't "
                                                           "make it."), _parsed(_names_ok)),
    Case("schema-gift-card", _structured(GiftOrder, "It's a present for my mum so please wrap it, and put 'Happy "
                                                    "60th, love Sam' on the card."),
         _parsed(lambda g: g.gift_wrap is True and (g.card_message or "").strip(" '\"").lower()
                 == "happy 60th, love sam")),
    Case("schema-delivery-zh", _structured(Delivery, "收件人王丽,电话13812345678,要两箱苹果。"),
         _parsed(lambda d: d.recipient.strip() == "王丽" and d.phone.replace(" ", "") == "13812345678"
                 and d.boxes == 2)),
    Case("schema-height-feet", _structured(Measurement, "She's five foot four."),
         _parsed(lambda m: abs(m.height_cm - 162.56) < 0.6)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

def _scale_high(out) -> bool:
    t = _text(out).strip().rstrip(".")
    return t.isdigit() and 7 <= int(t) <= 10


GRADERS = [
    Case("grade-three-verdicts", _ask("Is the response SUPPORTED, PARTIALLY SUPPORTED or UNSUPPORTED by the "
                                      "evidence? Reply with the verdict only.\nEvidence: Clinics run on Tuesdays "
                                      "and Thursdays, 9 to 1.\nResponse: Clinics are on Tuesdays and Thursdays from "
                                      "9am to 1pm, and you don't need an appointment."),
         _only("PARTIALLY SUPPORTED")),
    Case("grade-scale-1-10", _ask("On a scale of 1 to 10, how relevant is this document to the question? Just the "
                                  "number.\nQuestion: what time does the pool open on sundays\nDocument: The pool "
                                  "opens at 7 am on weekdays and 8 am at weekends."), _scale_high),
    Case("grade-json-verdict", _ask('Return a JSON object {"relevant": true or false, "reason": "<short>"} for this '
                                    "pair.\nQuestion: how do I renew my passport?\nDocument: Our bakery opens at 8am "
                                    "and sells out of sourdough by noon."),
         _json(lambda o: o.get("relevant") is False)),
    Case("grade-helpful", _ask("Does this chunk help answer the query? Answer HELPFUL or UNHELPFUL.\nQuery: how long "
                               "is the warranty on the kettle\nChunk: All small kitchen appliances, kettles and "
                               "toasters included, come with a two-year warranty."), _only("HELPFUL")),
    Case("grade-zh-grounded", _ask("请判断回答是否完全基于参考资料。只回答“是”或“否”。\n参考资料:图书馆周一闭馆,周二至周日"
                                   "9:00-21:00开放。\n回答:图书馆每天早上9点开门。"), _only("否")),
    Case("grade-right-wrong-words", _ask("Grade the student answer against the key. Output one of: RIGHT, WRONG.\n"
                                         "Question: what is 15% of 80?\nKey: 12\nStudent: twelve"), _only("RIGHT")),
    Case("label-priority-codes", _ask("Classify the ticket's priority. Options: P1 (outage), P2 (degraded), P3 "
                                      "(question). Reply with the code only.\nTicket: checkout page has been down "
                                      "for every customer since 09:12"), _only("P1")),
    Case("label-slash-dept", _ask("which department? billing / tech support / sales\nmsg: hi, i'd like a quote for "
                                  "40 seats on your team plan"), _only("sales")),
    Case("grade-letter-abc", _ask("Rate the answer's helpfulness as A (very helpful), B (somewhat helpful) or C (not "
                                  "helpful). Reply with the letter.\nQuestion: where's the nearest pharmacy?\nAnswer: "
                                  "I like turtles."), _only("C")),
]


# --- conversations ----------------------------------------------------------------------------------

def _book_club_ok(out) -> bool:
    t = _text(out).lower()
    return "priya" in t and not any(p in t for p in ("at yours", "your place", "your house", "at mine"))


CONVERSATIONS = [
    Case("thread-allergy", _thread("i'm allergic to peanuts btw", "Thanks for telling me.",
                                   "what's a good name for a hamster", "How about Biscuit?",
                                   "what am i allergic to again"),
         _but_not(_any("peanut"), "Biscuit", "hamster")),
    Case("thread-book-club-moved", _thread("Book club is at mine on Thursday.", "Lovely.",
                                           "actually we've moved it to Priya's, same day", "Noted.",
                                           "where's book club this week"), _book_club_ok),
    Case("thread-brother-subject", _thread("My brother Callum just started at Leeds uni.", "Congratulations to him!",
                                           "what's he studying"),
         _absent("didn't say", "haven't said", "didn't mention", "haven't mentioned", "didn't tell",
                 "haven't told", "not said")),
    Case("thread-her-number", _thread("Our neighbour Mrs Ferreira keeps a spare key, her number is 07700 900318.",
                                      "Got it.", "whats her number again"),
         _any("07700 900318", "07700900318")),
    Case("thread-left-after-rent", _thread("I take home \u00a32,350 a month and my rent's \u00a3960.", "OK.",
                                           "what's left after rent"),
         _word("\u00a31,390", "1,390", "1390", "\u00a31390")),
    Case("chat-en-hello", _ask("morning! how's it going"), _none_of("don't know", "can't answer", "could not find")),
    Case("chat-zh-hello", _ask("你好呀,今天过得怎么样?"), _none_of("不知道", "don't know", "can't answer")),
    Case("about-abilities", _ask("what kind of things can you help me with?"),
         _both(_any("question", "answer", "document", "tool", "help you"), _none_of("don't know",
                                                                                    "could not find"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
