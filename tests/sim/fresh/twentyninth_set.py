"""A twenty-ninth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``twentyninth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a ``ping`` run (a
timeout line, a spike, the statistics footer), a one-day conference programme in two tracks with
a later swap of two talks, a school's end-of-term report (grades, effort codes, attendance in
sessions), a car-hire agreement retrieved as a markdown table of chunks with scores (a daily
rate, an included mileage, a capped extra), a swimming gala's results (a disqualified swimmer
with the fastest time, a non-starter), a Welsh notice about a library closing for a week, and
``pip list --outdated`` output. The grounded questions come in prompt shapes no earlier set used:
a "Knowledge base:" f-string, a ``ChatPromptTemplate`` with a ``MessagesPlaceholder`` history
whose notes are a tool's result (a ``ToolMessage``), a "Snippets:" f-string, a long paste then a
question with typos and no punctuation, a markdown table of retrieved chunks with their scores,
a "Relevant information:" f-string, a Dutch system prompt around a Welsh notice, and the question
first with the notes after "here you go:"; questions as people type them (lower case, commands,
yes/no, a sum, a difference, a share, an end time, a duration, a superlative with an exclusion, a
count of rows in a state, a rule applied to a distance, an average leaving one value out, answers
absent with a near miss present, a value a later line changes). A learner's tools (look-alike
library tools through ``create_agent``, an information question about their subject, an ``Enum``
by a fabric, a tracking number from an earlier turn, look-alike currency tools, a missing time, a
duration in words, a negated bool, "next tuesday" with today stated, a list, a question no tool
answers, adults and children from family words); ``with_structured_output`` (a nested booking,
an ``Optional`` middle name declined, a ``Literal`` urgency, an ``Enum`` by habit, a bool
declined politely, "the first Friday of next month" with today stated, an amount in words, a
headcount from family words); labels (a numbered list, a YAML-ish list, teams after a dash);
a learner's own graders (CORRECT / INCORRECT across units, Y / N on added information, a 1-3
relevance digit, true / false faithfulness, the number of the best chunk, REFUSED / ANSWERED);
JSON by example (a loss share) and in words (two clock times, a total of minutes); threads (a
locker number after a topic change, "she", a corrected time, "the other one", the second and
last steps, pay from hours and a rate, a plan changed later, a baking time between two stamps);
small talk in Igbo and Mongolian, a question about the assistant's web access; arithmetic (a
percentage), a weekday of a date; a thing nothing offline could know.

Oracles as in the earlier sets, and strict: a reply that quotes most of its document, or quotes
the operands instead of doing the arithmetic asked, is wrong (the result is required, and
``_but_not`` / ``_none_of`` reject the other rows' values a whole-document quote holds).
``_absent`` (the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated
limit is not wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever
the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false
alarm, counted apart.

FIRST SIGHT on main at 5026126 (the branch point of ``twentyninth``; oracles committed first in
02b773e, one run with ``-v``), 70 cases: **right 11, stated limit 41, silently wrong 18, false
alarms 1** (pinned; no oracle changed after the run). The false alarm is no plain one: tool-no-fit
makes no call with a knowledge limit (what a right reply is for a question no bound tool answers),
as in the twenty-eighth. chat-mn-thanks is right only by the small-talk oracle's leniency ("Could
you tell me a bit more about what you need?" to a Mongolian hello and thanks). Classes, code
paths and proposed mechanisms: ``TWENTYNINTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.twentyninth_set`` prints the counts (``-v``: each case).
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
    _must_state,
    _no_call,
    _no_leading,
    _none_of,
    _notes_thread,
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


def _knowledge_base(notes: str, question: str):
    """An f-string: "Knowledge base:" then the notes, "User question:" and "Assistant:"."""
    prompt = (f"You answer questions about our network from the knowledge base.\n\nKnowledge base:\n{notes}\n\n"
              f"User question: {question}\nAssistant:")
    return lambda llm: llm.invoke(prompt)


def _placeholder_history(notes: str, question: str):
    """A ``ChatPromptTemplate`` with a ``MessagesPlaceholder`` history: the notes are the result of
    a tool the assistant called two turns before (a ``ToolMessage``), the question is the new turn."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the conference helpdesk bot. Answer from the tool results in the conversation."),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        history = [HumanMessage("can you pull up saturday's programme"),
                   AIMessage("", tool_calls=[{"name": "get_programme", "args": {"day": "saturday"},
                                              "id": "call_prog_1"}]),
                   ToolMessage(notes, tool_call_id="call_prog_1"),
                   AIMessage("I've got Saturday's programme. What would you like to know?")]
        return llm.invoke(prompt.invoke({"history": history, "question": question}))

    return run


def _snippets(notes: str, question: str):
    """An f-string: an instruction, "Snippets:" and the notes, then the bare question."""
    return lambda llm: llm.invoke(f"Use the snippets to answer the parent's question.\n\nSnippets:\n{notes}\n\n"
                                  f"{question}")


def _long_paste(lead: str, notes: str, question: str):
    """A lead-in, a long paste and the question typed under it (typos, no punctuation)."""
    return lambda llm: llm.invoke([HumanMessage(f"{lead}\n\n{notes}\n\n{question}")])


def _scored_chunks(chunks: list[tuple[float, str]], question: str):
    """Retrieved chunks as a markdown table with their similarity scores, the question under it."""
    rows = "\n".join(f"| {i} | {score:.2f} | {text} |" for i, (score, text) in enumerate(chunks, 1))
    table = f"| # | score | chunk |\n|---|---|---|\n{rows}"
    return lambda llm: llm.invoke([SystemMessage("Answer using the retrieved chunks. If they do not say, say so."),
                                   HumanMessage(f"Retrieved chunks:\n\n{table}\n\nQuestion: {question}")])


def _relevant_information(notes: str, question: str):
    """An f-string: the question first, then "Relevant information:" and the notes."""
    return lambda llm: llm.invoke(f"Question: {question}\n\nRelevant information:\n{notes}\n\n"
                                  "Answer the question based on the relevant information.")


def _dutch_system(notes: str, question: str):
    """A system prompt in Dutch around a notice in Welsh; the question in English."""
    system = ("Je bent een behulpzame assistent. Beantwoord de vraag alleen op basis van de onderstaande context. "
              f"Antwoord in de taal van de vraag.\n\nContext:\n{notes}")
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(question)])


def _here_you_go(question: str, notes: str):
    """The question first, the notes after "here you go:" in the same turn."""
    return lambda llm: llm.invoke([HumanMessage(f"{question} here you go:\n\n{notes}")])


# --- grounded answers over notes in new formats -------------------------------------------------

PING = ("$ ping -c 6 files.tarnwick.net\n"
        "PING files.tarnwick.net (203.0.113.47): 56 data bytes\n"
        "64 bytes from 203.0.113.47: icmp_seq=0 ttl=54 time=23.418 ms\n"
        "64 bytes from 203.0.113.47: icmp_seq=1 ttl=54 time=24.102 ms\n"
        "Request timeout for icmp_seq 2\n"
        "64 bytes from 203.0.113.47: icmp_seq=3 ttl=54 time=187.655 ms\n"
        "64 bytes from 203.0.113.47: icmp_seq=4 ttl=54 time=22.967 ms\n"
        "64 bytes from 203.0.113.47: icmp_seq=5 ttl=54 time=25.310 ms\n"
        "\n"
        "--- files.tarnwick.net ping statistics ---\n"
        "6 packets transmitted, 5 packets received, 16.7% packet loss\n"
        "round-trip min/avg/max/stddev = 22.967/56.690/187.655/65.487 ms\n")

PROGRAMME = ("RAGCamp Leeds 2032 \u2013 Saturday 5 June \u2013 programme\n"
             "Time          Track A (Main Hall)                                   Track B (Room 2)\n"
             "09:00\u201309:30   Welcome and coffee                                    \u2013\n"
             "09:30\u201310:15   Keynote: Retrieval is a search problem \u2013 Dr Imogen Vance   \u2013\n"
             "10:30\u201311:15   Chunking PDFs without tears \u2013 Kofi Mensah           Evaluating answers with small "
             "judges \u2013 Hana Kobayashi\n"
             "11:30\u201312:15   Hybrid search in Postgres \u2013 Lars Eriksen            Vector indexes under the "
             "hood \u2013 Priya Natarajan\n"
             "12:15\u201313:30   Lunch (ground floor caf\u00e9)\n"
             "13:30\u201314:15   Agents that know when to stop \u2013 Mateo Ruiz          Prompt tuning for "
             "rerankers \u2013 Aylin Demir\n"
             "14:30\u201315:15   Guardrails in production \u2013 Chloe Okonkwo           Lightning talks (5 \u00d7 8 min)\n"
             "15:30\u201316:00   Closing panel \u2013 all speakers\n"
             "\n"
             "Programme change (posted Friday): Priya Natarajan's and Aylin Demir's talks swap slots. Vector "
             "indexes is now 13:30 in Room 2, prompt tuning 11:30 in Room 2.\n")

REPORT = ("Harrowgate Academy \u2013 End of Spring Term Report 2032\n"
          "Pupil: Nia Edwards    Year 9    Tutor group 9RK\n"
          "Attendance: 131 of 142 sessions (9 authorised absences, 2 unauthorised)\n"
          "\n"
          "Subject     Grade  Effort  Comment\n"
          "English     6      1       Nia's essay on Macbeth was one of the best in the year.\n"
          "Maths       5      2       Good progress; homework is sometimes handed in late.\n"
          "Science     7      1       Excellent practical work and careful write-ups.\n"
          "History     6      2       Needs to use more evidence from the sources.\n"
          "French      4      3       Vocabulary tests show little revision at home.\n"
          "Art         6      1       A bold, confident sketchbook.\n"
          "PE          8      1       Captain of the netball B team.\n"
          "\n"
          "Grades run from 9 (highest) to 1. Effort: 1 = excellent, 2 = good, 3 = needs improvement, "
          "4 = cause for concern.\n")

_HIRE = [(0.83, "Hire period: collect Mon 7 June 2032 at 10:00 from Faro Airport, return Sat 12 June 2032 by "
                "10:00 (5 days)."),
         (0.79, "Daily rate \u20ac38.00. Additional driver \u20ac9.50 per day. Child booster seat \u20ac6.00 per "
                "day, capped at \u20ac30.00 per hire."),
         (0.71, "Mileage: 250 km per day included; every extra kilometre is charged at \u20ac0.22."),
         (0.64, "Damage excess \u20ac1,200, reduced to \u20ac0 with Super Cover at \u20ac14.00 per day. Fuel policy: "
                "full to full; a refuelling charge of \u20ac25 plus fuel applies if the car comes back less than "
                "full."),
         (0.41, "Toll transponder (Via Verde) \u20ac1.85 per day; tolls are charged at cost.")]

GALA = ("Tarnside ASC Club Gala \u2013 Saturday 15 May 2032 \u2013 results\n"
        "\n"
        "Event 7  Girls 11\u201312 50m Breaststroke (final)\n"
        "Lane  Swimmer          Club       Time\n"
        "1     Ella Brookes     Tarnside   47.81\n"
        "2     Maya Okoro       Kirkby     44.06\n"
        "3     Sofia Lind       Tarnside   42.57  DQ (one-handed touch)\n"
        "4     Jess Hartley     Tarnside   43.29\n"
        "5     Amira Haddad     Kirkby     45.70\n"
        "6     Lily Chen        Wensley    DNS\n"
        "\n"
        "Event 8  Boys 11\u201312 50m Breaststroke (final)\n"
        "Lane  Swimmer          Club       Time\n"
        "1     Tom Ashby        Kirkby     46.12\n"
        "2     Ravi Patel       Tarnside   41.95\n"
        "3     Owen Price       Wensley    43.40  DQ (scissor kick)\n"
        "4     Ben M\u00fcller       Tarnside   44.88\n")

CY_NOTICE = ("HYSBYSIAD \u2013 LLYFRGELL ABERAERON\n"
             "Bydd y llyfrgell ar gau o ddydd Llun 10 Mai tan ddydd Gwener 14 Mai 2032 tra bod gwaith trydanol yn "
             "cael ei wneud.\n"
             "Bydd y llyfrgell yn ailagor ddydd Sadwrn 15 Mai am 9:30.\n"
             "Gallwch ddychwelyd llyfrau i Swyddfa'r Post, Stryd y Farchnad, yn ystod yr wythnos.\n"
             "Ni fydd dirwyon am lyfrau hwyr yn ystod y cyfnod hwn.\n"
             "Ymholiadau: 01545 570 382\n")

PIP = ("$ pip list --outdated\n"
       "Package      Version  Latest  Type\n"
       "------------ -------- ------- -----\n"
       "httpx        0.27.2   0.28.1  wheel\n"
       "numpy        1.26.4   2.2.1   wheel\n"
       "pandas       2.2.2    2.2.3   wheel\n"
       "pydantic     1.10.17  2.10.4  wheel\n"
       "rich         13.7.1   13.9.4  wheel\n"
       "SQLAlchemy   1.4.52   2.0.36  wheel\n")

_NOT_SAID = ("doesn't mention", "does not mention", "don't mention", "do not mention", "no mention", "not mentioned",
             "doesn't say", "does not say", "not stated", "doesn't state", "does not state", "nothing about",
             "not included", "isn't included", "doesn't include", "does not include", "not listed",
             "doesn't list", "does not list", "not given", "isn't given", "doesn't give", "does not give",
             "not recorded", "isn't recorded", "doesn't show", "does not show", "not specified",
             "doesn't specify", "does not specify", "don't say", "do not say", "don't cover", "do not cover",
             "doesn't cover", "does not cover")

_NO_TALK = ("no talk", "no session", "isn't a talk", "is not a talk", "isn't any talk", "not on the programme",
            "not in the programme", "no one is", "nobody is", "no-one is", "isn't on the programme")

GROUNDED = [
    Case("ping-slowest", _knowledge_base(PING, "which ping was the slowest"),
         _but_not(_any("187.655", "187.7", "188 ms", "icmp_seq=3", "icmp_seq 3", "seq 3", "sequence 3"),
                  "23.418", "24.102", "22.967", "25.310")),
    Case("ping-lost-number", _knowledge_base(PING, "How many pings got no reply? Just the number please."),
         _only("1")),
    Case("ping-avg-no-spike", _knowledge_base(PING, "whats the average round trip if you leave out the big spike"),
         _both(_any("23.95", "23.949", "23.9 ms", "about 24", "around 24", "roughly 24", "~24"),
               _none_of("56.690", "65.487"))),
    Case("conf-keynote-end", _placeholder_history(PROGRAMME, "what time does the keynote finish"),
         _both(_word("10:15", "10.15", "10:15am", "10.15am"), _none_of("Kofi", "Lars Eriksen", "Lunch"))),
    Case("conf-lunch-length", _placeholder_history(PROGRAMME, "how long is the lunch break"),
         _any("1 hour 15", "1 hour and 15", "one hour and fifteen", "an hour and a quarter", "an hour and 15",
              "75 min", "1h15", "1h 15", "1 h 15", "1 hr 15", "hour and fifteen minutes")),
    Case("conf-fine-tuning", _placeholder_history(PROGRAMME, "is anyone talking about fine-tuning"),
         _both(_no_leading("yes"), _absent(*_NOT_SAID, *_NO_TALK, "no, ", "no.", "no \u2013",
                                                              "no -"),
               _none_of("Kofi", "Lars Eriksen", "Chloe"))),
    Case("conf-room2-after-lunch", _placeholder_history(PROGRAMME, "who's on in room 2 straight after lunch"),
         _both(_any("Natarajan"), _no_leading("aylin", "prompt tuning"), _none_of("Mateo", "Agents that know",
                                                                                  "Chloe", "Hana"))),
    Case("school-attendance-pct", _snippets(REPORT, "what's her attendance as a percentage"),
         _both(_any("92.3", "92.25", "92.2", "92%", "92 %", "92 per"), _none_of("Macbeth", "netball"))),
    Case("school-best-not-pe", _snippets(REPORT, "which was her best subject if you don't count PE"),
         _but_not(_any("Science"), "English", "Maths", "History", "French", "Art ", "Art,", "Art.", "Macbeth")),
    Case("school-effort1-count", _snippets(REPORT, "how many subjects got effort 1 not counting PE"),
         _both(_word("3", "three"), _none_of("Macbeth", "netball", "Vocabulary tests", "sketchbook"))),
    Case("school-maths-typo", _long_paste("here's nia's report that came home today", REPORT,
                                          "waht did the maths teacher say abut her homework"),
         _but_not(_any("late"), "Macbeth", "netball", "Vocabulary tests", "sketchbook")),
    Case("hire-second-driver", _scored_chunks(_HIRE, "how much will the second driver cost for the whole hire"),
         _but_not(_any("47.50", "47.5"), "1,200", "0.22", "Via Verde")),
    Case("hire-extra-km", _scored_chunks(_HIRE, "we reckon we'll do about 1,400 km in total, what will the extra "
                                               "mileage cost"),
         _both(_word("33", "33.00", "\u20ac33", "\u20ac33.00"), _none_of("1,200", "Via Verde", "booster"))),
    Case("hire-return-when", _scored_chunks(_HIRE, "when do i have to have the car back"),
         _both(_any("12 June", "June 12", "12th", "Sat 12", "Saturday"), _any("10:00", "10am", "10 am", "10.00"),
               _none_of("\u20ac38", "1,200", "Via Verde"))),
    Case("hire-spain-absent", _scored_chunks(_HIRE, "is there a fee for driving over the border into spain"),
         _both(_absent(*_NOT_SAID, "no information", "no mention"), _none_of("1.85", "\u20ac38"))),
    Case("gala-girls-winner", _relevant_information(GALA, "who won the girls 50m breaststroke"),
         _both(_any("Hartley"), _no_leading("sofia"), _none_of("Sofia Lind won", "47.81", "45.70", "Ravi"))),
    Case("gala-winning-margin", _relevant_information(GALA, "by how much did the girls winner beat second place"),
         _both(_any("0.77"), _none_of("1.49", "47.81", "Ravi"))),
    Case("gala-dq-count", _relevant_information(GALA, "how many swimmers were disqualified in total"),
         _both(_word("2", "two"), _none_of("47.81", "46.12", "44.88"))),
    Case("cy-reopen", _dutch_system(CY_NOTICE, "when does the library open again"),
         _both(_any("15 May", "15th", "May 15", "Saturday", "Sadwrn"), _any("9:30", "9.30"), _none_of("01545"))),
    Case("cy-late-fines", _dutch_system(CY_NOTICE, "will i be fined if my books are late that week"),
         _both(_says_no("no fines", "won't be fined", "will not be fined", "not be fined", "no late fines",
                        "won't be any fines", "will be no fines", "there are no fines"), _none_of("01545"))),
    Case("cy-drop-off", _dutch_system(CY_NOTICE, "where can i take my books back while its shut"),
         _but_not(_any("post office", "Swyddfa'r Post"), "01545", "9:30")),
    Case("pip-major", _here_you_go("which of these have a new major version out?", PIP),
         _but_not(_both(_any("numpy"), _any("pydantic"), _any("sqlalchemy")), "pandas", "rich")),
    Case("pip-count", _here_you_go("how many packages are out of date", PIP),
         _both(_word("6", "six"), _none_of("13.7.1", "2.2.2", "1.4.52"))),
    Case("pip-numpy-have", _here_you_go("what numpy version have i got", PIP),
         _both(_any("1.26.4"), _none_of("0.27.2", "2.2.2", "1.10.17", "13.7.1"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def renew_library_book(barcode: str) -> str:
    """Renew a book you already have on loan from the library, by its barcode."""
    return "renewed"


@tool
def reserve_library_book(title: str) -> str:
    """Reserve a book that is out on loan to someone else, by its title."""
    return "reserved"


@tool
def pay_library_fine(amount: float) -> str:
    """Pay an overdue fine on your library account, in pounds."""
    return "paid"


_LIBRARY_TOOLS = [renew_library_book, reserve_library_book, pay_library_fine]


class Programme(Enum):
    COTTON = "cotton"
    SYNTHETICS = "synthetics"
    WOOL = "wool"
    QUICK = "quick_wash"


@tool
def start_washing(programme: Programme) -> str:
    """Start the washing machine on a programme suited to the load."""
    return "started"


@tool
def track_parcel(tracking_number: str) -> str:
    """Look up where a parcel is by its tracking number."""
    return "out for delivery"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money from one currency to another."""
    return ""


@tool
def get_exchange_rate(base: str, quote: str) -> str:
    """Get the current exchange rate between two currencies (how many of quote per one base)."""
    return ""


@tool
def book_table(restaurant: str, people: int, time: str) -> str:
    """Book a restaurant table for a number of people at a time."""
    return "booked"


@tool
def set_timer(minutes: int) -> str:
    """Set a kitchen timer for a number of minutes."""
    return "set"


@tool
def book_hotel_room(nights: int, breakfast_included: bool) -> str:
    """Book a double room at the Harbour Inn for a number of nights."""
    return "booked"


@tool
def book_bulky_waste(day: date) -> str:
    """Book the council's bulky waste collection for a day."""
    return "booked"


@tool
def add_to_shopping_list(items: list[str]) -> str:
    """Add items to the shared shopping list."""
    return "added"


@tool
def book_panto_tickets(adults: int, children: int) -> str:
    """Book tickets for the village pantomime: adults and children are priced differently."""
    return "booked"


def _parcel_in_thread(llm):
    msgs = [HumanMessage("the tracking number for the new kettle is JD0144 7730 9921 GB"), AIMessage("Got it."),
            HumanMessage("where's my parcel got to")]
    return llm.bind_tools([track_parcel]).invoke(msgs)


def _shopping_ok(out) -> bool:
    args = _call_args(out, "add_to_shopping_list")
    if args is None or not isinstance(args.get("items"), list) or len(args["items"]) != 3:
        return False
    items = " | ".join(str(i).lower() for i in args["items"])
    return all(w in items for w in ("oat milk", "egg", "lemon"))


TOOLS = [
    Case("agent-renew-book", _agent(_LIBRARY_TOOLS, "can you renew the book with barcode 30114009922153, it's due "
                                                    "back friday and i haven't finished it"),
         _call("renew_library_book", barcode=lambda v: str(v).replace(" ", "") == "30114009922153")),
    Case("agent-library-hours", _agent(_LIBRARY_TOOLS, "what time does the library shut on saturdays"),
         _must_state),
    Case("tool-wash-merino", _calls([start_washing], "my jumper's merino, put it on the right setting"),
         _call("start_washing", programme=_one_of("wool", "Programme.WOOL"))),
    Case("tool-parcel-earlier-turn", _parcel_in_thread,
         _call("track_parcel", tracking_number=lambda v: str(v).replace(" ", "").upper() == "JD014477309921GB")),
    Case("tool-rate-lookalike", _calls([convert_currency, get_exchange_rate],
                                       "what's the rate from euros to yen at the moment"),
         _call("get_exchange_rate", base=_one_of("EUR", "euro", "euros"), quote=_one_of("JPY", "yen"))),
    Case("tool-table-no-time", _calls([book_table], "book a table at saffron for four people"), _no_call),
    Case("tool-timer-words", _calls([set_timer], "set a timer for an hour and a quarter"),
         _call("set_timer", minutes=_eq(75))),
    Case("tool-hotel-no-breakfast", _calls([book_hotel_room], "two nights please, we won't be wanting breakfast"),
         _call("book_hotel_room", nights=_eq(2), breakfast_included=lambda v: v is False)),
    Case("tool-waste-next-tuesday", _calls([book_bulky_waste], "today is thursday 13 may 2032. book the bulky waste "
                                                               "pickup for next tuesday"),
         _call("book_bulky_waste", day=_eq("2032-05-18"))),
    Case("tool-shopping-list", _calls([add_to_shopping_list], "add oat milk, eggs and two lemons to the list"),
         _shopping_ok),
    Case("tool-no-fit", _calls([convert_currency, get_exchange_rate], "who painted the ceiling of the sistine "
                                                                      "chapel"), _no_call),
    Case("tool-panto-family", _calls([book_panto_tickets], "panto tickets for me, my partner and our twins please"),
         _call("book_panto_tickets", adults=_eq(2), children=_eq(2))),
]


# --- structured output ----------------------------------------------------------------------------

class Guest(BaseModel):
    name: str


class Stay(BaseModel):
    check_in: date
    nights: int


class Booking(BaseModel):
    guest: Guest
    stay: Stay


class Applicant(BaseModel):
    first_name: str
    middle_name: str | None = None
    last_name: str


class Ticket(BaseModel):
    urgency: Literal["low", "medium", "high"]


class Commute(Enum):
    CAR = "car"
    BUS = "bus"
    TRAIN = "train"
    BIKE = "bike"
    WALK = "walk"


class Survey(BaseModel):
    usual_commute: Commute


class Signup(BaseModel):
    newsletter: bool = Field(description="whether the person wants the monthly newsletter")


class Deadline(BaseModel):
    due: date


class Sale(BaseModel):
    price: float = Field(description="the agreed price, in euros")


class Table(BaseModel):
    covers: int = Field(description="how many people will eat")


def _booking_ok(b) -> bool:
    return ("dafydd morgan" in b.guest.name.lower() and b.stay.check_in == date(2032, 6, 3) and b.stay.nights == 3)


STRUCTURED = [
    Case("schema-booking-nested", _structured(Booking, "Reservation for Dafydd Morgan, arriving on 3 June 2032 and "
                                                       "staying three nights.")
         , _parsed(_booking_ok)),
    Case("schema-no-middle-name", _structured(Applicant, "Name's Ingrid Solberg \u2013 I haven't got a middle name."),
         _parsed(lambda a: "ingrid" in a.first_name.lower() and "solberg" in a.last_name.lower()
                 and a.middle_name in (None, ""))),
    Case("schema-urgency-flood", _structured(Ticket, "Water's coming through the ceiling of the server room, please "
                                                     "send someone NOW."),
         _parsed(lambda t: t.urgency == "high")),
    Case("schema-commute-cycle", _structured(Survey, "I cycle in most days and only take the bus when it's "
                                                     "pouring."),
         _parsed(lambda s: s.usual_commute == Commute.BIKE)),
    Case("schema-newsletter-decline", _structured(Signup, "Thanks for signing me up to the club, but I'd rather not "
                                                          "get the monthly newsletter."),
         _parsed(lambda s: s.newsletter is False)),
    Case("schema-first-friday", _structured(Deadline, "Today is Friday 14 May 2032. The deposit is due on the first "
                                                      "Friday of next month."),
         _parsed(lambda d: d.due == date(2032, 6, 4))),
    Case("schema-price-words", _structured(Sale, "We settled on eleven hundred and fifty euros for the sofa."),
         _parsed(lambda s: abs(s.price - 1150) < 1e-6)),
    Case("schema-covers-family", _structured(Table, "It'll be my parents, my two sisters and their husbands, and "
                                                    "me."),
         _parsed(lambda t: t.covers == 7)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-numbered-words", _ask("Label the message as one of: 1) praise 2) complaint 3) question. Reply with "
                                      "the label word, not the number.\nMessage: the soup was stone cold and we "
                                      "waited forty minutes for it"), _only("complaint")),
    Case("label-yaml-list", _ask("labels:\n  - sport\n  - politics\n  - science\ntext: Astronomers have found water "
                                 "vapour in the atmosphere of a planet 120 light years away.\nlabel:"),
         _only("science")),
    Case("label-team-dash", _ask("Route this message to a team \u2013 kitchen, front-of-house or accounts \u2013 and "
                                 "answer with the team only.\nMessage: last week's invoice from the fish supplier "
                                 "charged us VAT twice"), _only("accounts")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-correct-units", _ask("Compare the candidate answer with the reference. Reply CORRECT or INCORRECT."
                                     "\nReference: 1 h 15 min\nCandidate: 75 minutes"), _only("CORRECT")),
    Case("grade-added-info", _ask("Does the answer contain information that is not in the context? Answer Y or N."
                                  "\nContext: Additional driver \u20ac9.50 per day.\nAnswer: An additional driver "
                                  "costs \u20ac9.50 a day and must be over 25."), _only("Y")),
    Case("grade-relevance-1-3", _ask("Score how relevant the passage is to the query: 1 = not relevant, 2 = "
                                     "somewhat, 3 = highly relevant. Output only the score.\nQuery: how do I reset "
                                     "my router\nPassage: Captain of the netball B team."), _only("1")),
    Case("grade-faithful-bool", _ask("Is the answer faithful to the source? Output true or false.\nSource: The "
                                     "library reopens on Saturday at 9:30.\nAnswer: The library reopens on Monday "
                                     "at 9:30."), _only("false")),
    Case("grade-best-chunk", _ask("Which chunk best answers the question? Reply with the chunk number only.\n"
                                  "Question: what is the daily rate for the car\nChunk 1: Toll transponder \u20ac1.85 "
                                  "per day.\nChunk 2: Daily rate \u20ac38.00 for the car.\nChunk 3: Damage excess "
                                  "\u20ac1,200."), _only("2")),
    Case("grade-refused", _ask("Did the assistant refuse or answer? Say REFUSED or ANSWERED.\nUser: what's the wifi "
                               "password at the venue\nAssistant: Sorry, I can't find that in the documents I was "
                               "given."), _only("REFUSED")),
]


# --- JSON by example and in words -----------------------------------------------------------------

JSON_CASES = [
    Case("json-loss-example", _ask('Return JSON like {"host": "...", "loss_pct": 0} for: I pinged the router and 2 '
                                   "of 8 packets were lost"),
         _json(lambda o: str(o.get("host", "")).strip().lower() == "router" and _num_near(25)(o.get("loss_pct")))),
    Case("json-meeting-times", _ask("Give me a JSON object with keys start and end, both as HH:MM on a 24-hour clock,"
                                    " for: the meeting starts at quarter past two in the afternoon and runs for "
                                    "ninety minutes."),
         _json(lambda o: o.get("start") == "14:15" and o.get("end") == "15:45")),
    Case("json-minutes-total", _ask("JSON with one key, total_minutes, for: three sessions of 40 minutes and a "
                                    "25-minute cool-down."),
         _json(lambda o: _num_near(145)(o.get("total_minutes")))),
]


# --- threads --------------------------------------------------------------------------------------

DESCALE = ("Descaling the kettle:\n"
           "1. Half-fill the kettle with equal parts water and white vinegar.\n"
           "2. Bring it to the boil and leave it to stand for an hour.\n"
           "3. Pour the mixture away and rinse the kettle well.\n"
           "4. Boil a full kettle of clean water and throw it away to get rid of the taste.\n")


def _train_not_drive(out) -> bool:
    t = _text(out).lower()
    return bool(re.search(r"\btrain\b", t)) and not any(
        p in t for p in ("by car", "you're driving", "you are driving", "you'll drive", "you will drive",
                         "you're going to drive", "you are going to drive"))


THREADS = [
    Case("thread-locker", _thread("my locker at the pool is number 217", "Noted.",
                                  "any tips for stopping goggles fogging up",
                                  "Rub a drop of baby shampoo on the lenses and rinse them lightly.",
                                  "which locker was mine"),
         _but_not(_word("217"), "shampoo")),
    Case("thread-she-brings", _thread("Aunt Rosalind is bringing her trifle to Sunday lunch.", "Lovely.",
                                      "what's she bringing"),
         _both(_any("trifle"), _none_of("don't know"))),
    Case("thread-plumber-corrected", _thread("The plumber's coming at 10.", "OK.",
                                             "sorry, misread the text - it's half 11 not 10", "No problem.",
                                             "when's the plumber coming"),
         lambda out: bool(re.search(r"11[:.]30|half (past )?11|half (past )?eleven", _text(out), re.I))
         and not re.search(r"(?<!not )(?<!instead of )(?<!from )\b10\b(?![:.]\d)", _text(out), re.I)),
    Case("thread-other-flat", _thread("Two flats we're looking at: Elm Court is \u00a3950 a month, Ashby Road "
                                      "\u00a31,080.", "Got it.", "i really didn't like elm court's kitchen",
                                      "Fair enough.", "what's the rent on the other one"),
         _but_not(_any("1,080", "1080"), "950")),
    Case("thread-descale-steps", _notes_thread(DESCALE, "what's the second step",
                                               "Bring it to the boil and leave it to stand for an hour.",
                                               "and the last one"),
         _but_not(_any("clean water"), "vinegar", "rinse the kettle", "stand for an hour")),
    Case("thread-pay-hours", _thread("I'm paid \u00a314.20 an hour and worked 37.5 hours this week.", "OK.",
                                     "what did i earn before tax"),
         _word("532.50", "\u00a3532.50", "532.5", "\u00a3532.5")),
    Case("thread-plan-changed", _thread("We were going to drive to Bath on Saturday.", "Sounds good.",
                                        "change of plan, we're getting the train on sunday instead", "OK, noted.",
                                        "how are we getting to bath"), _train_not_drive),
    Case("thread-bake-time", _thread("I put the loaf in at 16:40 and took it out at 17:25.", "Smells good!",
                                     "how long did it bake for"),
         _both(_any("45 min", "45-min", "forty-five min", "forty five min", "three quarters of an hour"),
               _none_of("1 hour", "35 min", "55 min"))),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-ig-hello", _ask("Ndeewo! Kedu ka \u1ecb mere?"), _none_of("don't know", "can't answer")),
    Case("chat-mn-thanks", _ask("\u0421\u0430\u0439\u043d \u0431\u0430\u0439\u043d\u0430 \u0443\u0443! "
                                "\u0411\u0430\u044f\u0440\u043b\u0430\u043b\u0430\u0430."),
         _none_of("don't know", "can't answer")),
    Case("about-web", _ask("can you look things up on the internet for me"),
         _both(_any("can't browse", "cannot browse", "can't access the internet", "cannot access the internet",
                    "don't have access to the internet", "do not have access to the internet", "no internet",
                    "no access to the internet", "can't look things up online", "cannot look things up online",
                    "offline", "can't search the web", "cannot search the web", "don't have internet",
                    "no web access", "can't go online", "cannot go online", "not connected to the internet",
                    "don't have web access", "do not have web access", "can't look things up on the internet",
                    "cannot look things up on the internet"),
               _none_of("yes, i can look", "yes i can look", "sure, i can look", "yes, i can browse"))),
    Case("arith-percent", _ask("what's 17.5% of 240"), _word("42", "42.0", "42.00")),
    Case("date-weekday", _ask("what day of the week is 29 february 2032"),
         _both(_any("Sunday"), _none_of("Saturday", "Monday"))),
    Case("unknowable-bus", _ask("has the 47 bus left the stop on harrow road yet"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
