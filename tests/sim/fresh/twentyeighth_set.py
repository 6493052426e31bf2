"""A twenty-eighth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-04 (branch ``twentyeighth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: ``docker ps -a`` output
(containers up, restarting and exited, a published port beside the container's own), a Jira
ticket with a later comment that moves its fix version and a second ticket with no assignee, a
water bill with a rising block tariff (a quarter's use from two meter readings, an estimated
reading) beside a tariff leaflet with next year's rate, a bike shop's service record (odometer
readings, parts and labour per visit, two visits a pound apart, a service interval), a Polish
notice about a lift inspection, an SMS backup with a train running late, and a chess club's
final crosstable (results coded +W4 / =B3 / -W2). The grounded questions come in the prompt
shapes learners and public programs write, none of them the course's system "Context:": the
retrieved documents pasted as a JSON list of ``{"page_content", "metadata"}`` objects, numbered
sources "[1] ... [3]" with "cite the source", an XML ``<documents><document index=...>`` block,
LlamaIndex's "Context information is below" template, markdown "### Context" / "### Question"
headings, a question inside a forwarded e-mail, the notes pasted two turns before the question
(a chat), "reply with the number only" / "answer in one word", a Spanish instruction around
English notes; questions as people type them (lower case, no "?", typos), yes/no, a count of
rows by a state, a difference of two stamps, a sum over a column, a threshold added to a reading,
a superlative over two columns summed, a percentage, a product of a block tariff, a corrected
value, a rule applied to a time, answers absent with a near miss present (the time control where
only "Rapid" is written); a learner's tools (look-alike street-fault tools through
``create_agent``, a question none answers, an ``Enum`` by "off for a fortnight", a value stated in
an earlier turn, look-alike language tools, a missing time, an amount in words with pence, a bool
negated by "nobody needs", ``Optional`` arguments left out, "the day after tomorrow" with today
stated, a list of e-mail addresses, a question nothing bound answers); ``with_structured_output``
(a nested address with no flat, an ``Optional`` mobile declined beside an office number, a
``Literal`` tone from sarcasm, an ``Enum`` by "fish but no other meat", a bool negated by
"don't put any pictures", "the last day of next month" with today stated, "two and a half grand",
a headcount from "both sets of grandparents"); labels (a "which bucket" list, a markdown bullet
list of categories); a learner's own graders (PASS / FAIL on groundedness, yes / no on
answerable, a 0-2 completeness digit, A / B preference, MATCH / MISMATCH across number forms,
ON-TOPIC / OFF-TOPIC); JSON by example (two keys from a sentence) and in words (an ISO date and a
count of nights, a total in kilograms); threads (a gate code after a topic change, "he" and "it",
a correction "they moved it to the 21st", "the other one" after a choice, "the third step", a
sum of a product and a price, a flight across midnight, a cheaper-per-litre comparison); small
talk in Xhosa and Tongan, a question about the assistant's memory; arithmetic (a discount), days
between two dates; a thing nothing offline could know.

Oracles as in the earlier sets, and strict: a reply that quotes most of its document, or quotes
the operands instead of doing the arithmetic asked, is wrong (the result is required, and
``_but_not`` / ``_none_of`` reject the other rows' values a whole-document quote holds).
``_honest`` / ``_absent`` (the notes do not hold it: "I don't know" is right), ``_must_state``
(only a stated limit is not wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was
stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right
anyway is a false alarm, counted apart.

FIRST SIGHT on main at 6a402f3 (the branch point of ``twentyeighth``; oracles committed first in
f2284e3, one run with ``-v``), 70 cases: **right 14, stated limit 41, silently wrong 15, false
alarms 3** (pinned; no oracle changed after the run). None of the three false alarms is a plain
one: tool-no-fit makes no call with a knowledge limit (what a right reply is for a question no
bound tool answers); label-which-bucket and grade-a-or-b give the first option beside a "can't
choose" limit, right by the option's place. Classes, code paths and proposed mechanisms:
``TWENTYEIGHTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.twentyeighth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date
from enum import Enum
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage
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
    _starts,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- prompt shapes learners and public programs write ---------------------------------------------


def _json_docs(docs: list[tuple[str, str]], question: str):
    """Retrieved documents dumped as a JSON list of ``{"page_content", "metadata"}`` objects (what
    ``json.dumps([d.dict() for d in docs])`` gives), the question under them, one human message."""
    dumped = json.dumps([{"page_content": text, "metadata": {"source": source}} for source, text in docs],
                        ensure_ascii=False, indent=2)
    return lambda llm: llm.invoke(f"Answer the question using these documents.\n\nDocuments:\n{dumped}\n\n"
                                  f"Question: {question}")


def _numbered(sources: list[str], question: str):
    """Numbered sources "[1] ... [2] ..." with an instruction to cite them."""
    block = "\n\n".join(f"[{i}] {s}" for i, s in enumerate(sources, 1))
    prompt = ("Answer the question using only the numbered sources below. Cite the source you used in "
              f"brackets, like [2].\n\n{block}\n\nQuestion: {question}")
    return lambda llm: llm.invoke([HumanMessage(prompt)])


def _xml_docs(docs: list[tuple[str, str]], question: str):
    """An XML ``<documents><document index=...>`` block with ``<source>`` and ``<document_content>``,
    the question after it."""
    parts = [f'<document index="{i}">\n<source>{source}</source>\n<document_content>\n{text}\n</document_content>\n'
             "</document>" for i, (source, text) in enumerate(docs, 1)]
    prompt = "<documents>\n" + "\n".join(parts) + "\n</documents>\n\n" + question
    return lambda llm: llm.invoke([HumanMessage(prompt)])


def _llamaindex(notes: str, question: str):
    """LlamaIndex's default text-QA template filled in."""
    prompt = ("Context information is below.\n---------------------\n"
              f"{notes}\n---------------------\n"
              "Given the context information and not prior knowledge, answer the query.\n"
              f"Query: {question}\nAnswer: ")
    return lambda llm: llm.invoke(prompt)


def _md_headings(notes: str, question: str):
    """Markdown "### Instruction / ### Context / ### Question / ### Answer" headings."""
    prompt = (f"### Instruction\nAnswer the question using only the context.\n\n### Context\n{notes}\n\n"
              f"### Question\n{question}\n\n### Answer\n")
    return lambda llm: llm.invoke(prompt)


def _forwarded(lead: str, sender: str, body: str):
    """A user's lead-in over a forwarded e-mail that holds the question and the notes."""
    prompt = (f"{lead}\n\n---------- Forwarded message ---------\nFrom: {sender}\n"
              f"Date: Tue, 9 Mar 2032 at 11:02\nSubject: ledger is flaky again\n\n{body}")
    return lambda llm: llm.invoke(prompt)


def _pasted_before(notes_turn: str, question: str):
    """A chat: the notes pasted two turns before, a side question answered, then the question."""
    turns = [notes_turn, "Got them \u2013 what would you like to know?",
             "first, is there a trick to stop apples going soft",
             "Keep them cool and dark \u2013 the fridge's crisper drawer is ideal, away from bananas.",
             question]
    return lambda llm: llm.invoke([HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)])


def _plain(notes: str, question: str):
    """The notes after a lead-in, the question and an answer-format instruction under them."""
    return lambda llm: llm.invoke(f"Here's the final table from the club's website:\n\n{notes}\n\n{question}")


# --- grounded answers over notes in new formats -------------------------------------------------

DOCKER = ("$ docker ps -a\n"
          "CONTAINER ID   IMAGE                          COMMAND                  CREATED       STATUS               "
          "           PORTS                    NAMES\n"
          "3f9c2a71b0de   postgres:16.2                  \"docker-entrypoint.s\u2026\"   3 weeks ago   Up 6 days      "
          "                 0.0.0.0:5433->5432/tcp   ledger-db\n"
          "a81e44c09f12   ghcr.io/kestrel/api:1.8.3      \"./serve --port 8000\"    2 days ago    Up 2 days (healthy)"
          "             0.0.0.0:8080->8000/tcp   ledger-api\n"
          "c7d0e95b3a44   ghcr.io/kestrel/worker:1.8.3   \"python -m worker\"       2 days ago    Restarting (1) 14 "
          "seconds ago                            ledger-worker\n"
          "5be2f1d8e903   redis:7.2-alpine               \"docker-entrypoint.s\u2026\"   3 weeks ago   Up 6 days      "
          "                 6379/tcp                 ledger-cache\n"
          "0d4a6c3e7f21   nginx:1.25                     \"/docker-entrypoint.\u2026\"   3 weeks ago   Exited (137) 4 "
          "hours ago                              ledger-proxy\n"
          "9e1b7a2c5d60   minio/minio:latest             \"minio server /data\"     5 days ago    Exited (0) 5 days "
          "ago                                  seed-bucket\n")

LEDGER_README = ("The ledger stack: ledger-proxy (nginx) terminates TLS on 443 and forwards to ledger-api. "
                 "ledger-worker runs the nightly export queue; ledger-cache is Redis.")

_DOCKER_DOCS = [("runbooks/ledger/docker-ps-2032-03-09.txt", DOCKER), ("runbooks/ledger/README.md", LEDGER_README)]

JIRA_482 = ("KEST-482  Export to CSV drops rows with accented names\n"
            "Type: Bug    Priority: High    Status: In Progress\n"
            "Reporter: Luc\u00eda Ferreira    Assignee: Tom\u00e1s Brandt\n"
            "Sprint: Kestrel Sprint 31 (4 Mar \u2013 15 Mar 2032)\n"
            "Story points: 5\n"
            "Affects version: 2.4.0    Fix version: 2.4.2\n"
            "Labels: export, unicode\n"
            "Description: Rows whose customer name contains \u00e9, \u00f1 or \u00f8 are missing from the CSV "
            "export. 2,140 of the 58,900 rows in the Marlow account are affected.")

JIRA_COMMENT = ("KEST-482 comment \u2013 Tom\u00e1s Brandt, 6 Mar 2032 10:14\n"
                "Root cause is the latin-1 encoder in export/csv.py. Fix is in review (PR #1177). Moving the fix "
                "version to 2.4.3, 2.4.2 is already frozen.")

JIRA_479 = ("KEST-479  Dark mode toggle ignores the system setting\n"
            "Type: Bug    Priority: Low    Status: To Do\n"
            "Assignee: Unassigned    Story points: 2")

_JIRA = [JIRA_482, JIRA_COMMENT, JIRA_479]

WATER_BILL = ("HOLLOWMERE WATER \u2013 Household bill\n"
              "Account 7720 1185 43      Bill date 02 Apr 2032\n"
              "Property: 9 Sandpiper Way, Thornbury\n"
              "Billing period 1 Jan \u2013 31 Mar 2032 (91 days)\n"
              "Meter readings: previous 04127 m\u00b3 (actual), current 04189 m\u00b3 (estimated)\n"
              "\n"
              "Water supply (rising block tariff)\n"
              "  Block 1: first 15 m\u00b3 in the period      at \u00a31.12 per m\u00b3\n"
              "  Block 2: next 25 m\u00b3 (16\u201340 m\u00b3)          at \u00a31.58 per m\u00b3\n"
              "  Block 3: everything above 40 m\u00b3         at \u00a32.35 per m\u00b3\n"
              "Standing charge                           \u00a30.21 per day\n"
              "Sewerage: 95% of water used, at \u00a31.96 per m\u00b3\n"
              "\n"
              "Amount due by 23 Apr 2032. Pay by Direct Debit to avoid the \u00a35.00 paper bill fee.")

WATER_LEAFLET = ("Your charges from 1 April 2032: the Block 3 rate rises to \u00a32.49 per m\u00b3 and the standing "
                 "charge to \u00a30.23 per day. Blocks 1 and 2 are unchanged.")

_WATER_DOCS = [("hollowmere_bill_2032-04.pdf", WATER_BILL), ("hollowmere_tariff_leaflet_2032.pdf", WATER_LEAFLET)]

BIKE = ("SPOKESMITH CYCLES \u2013 service record\n"
        "Bike: Ridgeback Voyage 2029, frame no. RB29-661047\n"
        "Owner: K. Adeyemi\n"
        "\n"
        "Date        Odometer   Work done                                          Parts     Labour\n"
        "14/05/2030  1,180 km   First free service, gears indexed                   \u2013         \u00a30.00\n"
        "02/11/2030  4,020 km   Chain + cassette replaced, rear brake pads          \u00a371.50    \u00a335.00\n"
        "19/06/2031  7,455 km   Full service, two new tyres, bar tape               \u00a388.00    \u00a360.00\n"
        "08/03/2032  9,910 km   Rear wheel rebuilt after a crash, front brake pads  \u00a3104.00   \u00a345.00\n"
        "\n"
        "Recommended: a service every 3,000 km or 12 months, whichever comes first.")

PL_NOTICE = ("OG\u0141OSZENIE DLA MIESZKA\u0143C\u00d3W\n"
             "Szanowni Mieszka\u0144cy budynku przy ul. Lipowej 17,\n"
             "informujemy, \u017ce w dniach 9\u201311 marca (poniedzia\u0142ek\u2013\u015broda) winda b\u0119dzie "
             "wy\u0142\u0105czona z powodu przegl\u0105du technicznego, w godzinach 8:00\u201316:00. Osoby, "
             "kt\u00f3re potrzebuj\u0105 pomocy przy wnoszeniu zakup\u00f3w, prosimy o kontakt z administratorem, "
             "p. Markiem Zieli\u0144skim, tel. 601 238 954.\n"
             "Koszt przegl\u0105du, 2 880 z\u0142, zostanie podzielony na 24 mieszkania.\n"
             "Zarz\u0105d Wsp\u00f3lnoty")

SMS = ("SMS backup \u2013 conversation with \"Dad\" (+44 7700 900412)\n"
       "2032-02-14 08:02  Dad: Train gets into Carlisle 11:47, can you pick me up?\n"
       "2032-02-14 08:05  Me: Yes, I'll be in the short stay car park\n"
       "2032-02-14 09:31  Dad: Running late, now 12:26 arrival. Sorry!\n"
       "2032-02-14 09:33  Me: No problem. Platform?\n"
       "2032-02-14 09:40  Dad: Platform 3 they say. Bringing the big blue suitcase and a box of apples for your mum\n"
       "2032-02-14 12:29  Me: Here, grey Skoda by the ticket machines\n")

_SMS_TURN = f"these are my texts with dad from saturday:\n\n{SMS}"

CHESS = ("Hollin Chess Club \u2013 Winter Rapid 2032, final crosstable\n"
         "No  Name              Rtg   R1    R2    R3    R4    Pts\n"
         "1   Okafor, Ada       1874  +W4   =B3   +W6   +B2   3.5\n"
         "2   Lindqvist, Per    1820  +B5   +W6   =B4   -W1   2.5\n"
         "3   Moreau, Sacha     1791  +W6   =W1   -B5   +B4   2.5\n"
         "4   Brennan, Aoife    1702  -B1   +W5   =W2   -W3   1.5\n"
         "5   Sato, Ken         1655  -W2   -B4   +W3   =B6   1.5\n"
         "6   Haddad, Yusuf     1610  -B3   -B2   -B1   =W5   0.5\n"
         "Key: + win, = draw, - loss; W / B the colour played; the number is the opponent's No.")

_NOT_SAID = ("doesn't mention", "does not mention", "don't mention", "do not mention", "no mention", "not mentioned",
             "doesn't say", "does not say", "not stated", "doesn't state", "does not state", "nothing about",
             "not included", "isn't included", "doesn't include", "does not include", "not listed",
             "doesn't list", "does not list", "not given", "isn't given", "doesn't give", "does not give",
             "not recorded", "isn't recorded", "doesn't show", "does not show", "not specified",
             "doesn't specify", "does not specify")


def _replaced(new: str, old: str):
    """``new`` is given; ``old`` (the value a later source or turn replaced) only right after a word
    that sets it aside ("from", "not", "instead of", "originally", "was")."""
    def ok(out) -> bool:
        t = _text(out)
        if new.lower() not in t.lower():
            return False
        bare = re.sub(rf"\b(?:from|not|instead of|originally|was|previously|replacing)\s+(?:the\s+|version\s+)?"
                      rf"{re.escape(old)}", "", t, flags=re.I)
        return old.lower() not in bare.lower()

    return ok


GROUNDED = [
    Case("dk-exited", _json_docs(_DOCKER_DOCS, "which containers have exited"),
         _but_not(_both(_any("ledger-proxy"), _any("seed-bucket")), "ledger-api", "ledger-cache", "ledger-db")),
    Case("dk-api-port", _json_docs(_DOCKER_DOCS, "what port on my laptop do i open to reach the api"),
         _but_not(_word("8080"), "5433", "6379")),
    Case("dk-up-count", _json_docs(_DOCKER_DOCS, "How many containers are up right now? Reply with the number only."),
         _only("3")),
    Case("dk-fwd-restarting", _forwarded("can you answer priya's question below?", "Priya Raman <priya@kestrel.dev>",
                                         "one of the containers keeps restarting, which one is it? output below\n\n"
                                         + DOCKER),
         _but_not(_any("ledger-worker"), "ledger-proxy", "seed-bucket", "ledger-cache", "ledger-db")),
    Case("jira-fix-version", _numbered(_JIRA, "which release is the csv export fix going into"),
         _replaced("2.4.3", "2.4.2")),
    Case("jira-share-pct", _numbered(_JIRA, "what percentage of the marlow rows does the bug hit"),
         _any("3.6%", "3.6 %", "3.6 per", "3.63", "3.64", "about 3.6")),
    Case("jira-darkmode-owner", _numbered(_JIRA, "whos assigned the dark mode one"),
         _both(_any("unassigned", "nobody", "no one", "no-one", "not assigned", "isn't assigned", "not been assigned"),
               _none_of("Tom\u00e1s", "Luc\u00eda", "Priority: Low"))),
    Case("jira-points-total", _numbered(_JIRA, "total story points across KEST-482 and KEST-479?"),
         _both(_word("7", "seven"), _none_of("latin-1", "Dark mode toggle ignores", "Marlow"))),
    Case("water-used", _xml_docs(_WATER_DOCS, "how many cubic metres did we use this quarter"),
         _both(_word("62", "62m\u00b3"), _none_of("Block 2", "Sandpiper"))),
    Case("water-supply-cost", _xml_docs(_WATER_DOCS, "whats the water supply charge on this bill, leaving out "
                                                     "sewerage and the standing charge"),
         _but_not(_word("108", "108.00", "\u00a3108", "\u00a3108.00"), "111.08", "115.44", "242.55")),
    Case("water-reading-real", _xml_docs(_WATER_DOCS, "is the current meter reading a real one"),
         _both(_no_leading("yes", "it is real", "it's real", "actual"), _any("estimat"),
               _none_of("Sandpiper", "Block 3", "Direct Debit"))),
    Case("bike-km-between", _llamaindex(BIKE, "how many km did i do between the chain replacement and the crash "
                                              "repair"),
         _both(_any("5,890", "5890", "5 890"), _none_of("Ridgeback", "bar tape"))),
    Case("bike-next-due-km", _llamaindex(BIKE, "at what odometer reading is the next service due"),
         _both(_any("12,910", "12910", "12 910"), _none_of("Ridgeback", "bar tape"))),
    Case("bike-dearest", _llamaindex(BIKE, "which visit cost me the most, parts and labour together"),
         _but_not(_any("08/03/2032", "8 March 2032", "March 2032", "rear wheel", "149"),
                  "19/06/2031", "June 2031", "bar tape", "14/05/2030")),
    Case("bike-labour-es", lambda llm: llm.invoke("Responde en espa\u00f1ol usando solo el registro de abajo.\n\n"
                                                  f"{BIKE}\n\nPregunta: \u00bfcu\u00e1nto he pagado en total de mano "
                                                  "de obra?"),
         _both(_any("140"), _none_of("Ridgeback", "bar tape", "71.50"))),
    Case("pl-days-off", _md_headings(PL_NOTICE, "how many days will the lift be out of action"),
         _both(_word("3", "three", "trzy"), _none_of("601 238", "2 880"))),
    Case("pl-wed-5pm", _md_headings(PL_NOTICE, "can i use the lift on wednesday at 5pm"),
         _both(_starts("yes"), _none_of("601 238", "2 880"))),
    Case("pl-help-phone", _md_headings(PL_NOTICE, "who do i ring if i need help getting my shopping upstairs"),
         _but_not(_any("601 238 954", "601238954"), "2 880", "8:00")),
    Case("sms-arrival", _pasted_before(_SMS_TURN, "ok back to dad - what time is his train actually getting in"),
         _replaced("12:26", "11:47")),
    Case("sms-how-late", _pasted_before(_SMS_TURN, "how late was his train in the end"),
         _any("39 min", "39-min", "39m", "thirty-nine min", "thirty nine min")),
    Case("sms-suitcase", _pasted_before(_SMS_TURN, "what colour suitcase is he bringing"),
         _but_not(_word("blue"), "grey", "Skoda", "Platform 3")),
    Case("chess-winner-word", _plain(CHESS, "who won? answer in one word"),
         _only("Okafor", "Ada", "Ada Okafor", "Okafor, Ada", "Okafor Ada")),
    Case("chess-sato-beat", _plain(CHESS, "who did ken sato beat"),
         _but_not(_any("Moreau", "Sacha"), "Okafor", "Lindqvist", "Brennan", "1791", "+W6")),
    Case("chess-draws", _plain(CHESS, "how many games were drawn in the whole tournament"),
         _both(_word("3", "three"), _none_of("Okafor, Ada", "Lindqvist, Per", "Moreau, Sacha", "1874", "1820", "1791",
                                             "1702", "1655", "1610"))),
    Case("chess-time-control", _plain(CHESS, "what was the time control"),
         _both(_absent(*_NOT_SAID, "only says rapid", "just says rapid", "only that it was rapid",
                       "only that it was a rapid"),
               _none_of("1874", "Lindqvist, Per"))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def report_streetlight_fault(location: str, lamp_id: str) -> str:
    """Report a street light that is out, flickering or on during the day."""
    return "reported"


@tool
def report_pothole(location: str, depth_cm: float) -> str:
    """Report a pothole in a road or pavement."""
    return "reported"


@tool
def report_graffiti(location: str, offensive: bool) -> str:
    """Report graffiti on a public wall, bridge or bus shelter."""
    return "reported"


_STREET_TOOLS = [report_streetlight_fault, report_pothole, report_graffiti]


class HeatMode(Enum):
    ECO = "eco"
    COMFORT = "comfort"
    AWAY = "away"
    FROST = "frost_protect"


@tool
def set_heating_mode(mode: HeatMode) -> str:
    """Switch the home heating to a mode: eco, comfort, away (house empty for days) or frost protection."""
    return "set"


@tool
def pay_bridge_toll(registration: str, crossings: int) -> str:
    """Pay the toll for a number of crossings of the estuary bridge for a vehicle."""
    return "paid"


@tool
def translate_text(text: str, target_language: str) -> str:
    """Translate a piece of text into another language."""
    return ""


@tool
def detect_language(text: str) -> str:
    """Say which language a piece of text is written in."""
    return ""


@tool
def book_haircut(stylist: str, day: str, time: str) -> str:
    """Book a haircut with a stylist on a day at a time."""
    return "booked"


@tool
def send_money(recipient: str, amount: float) -> str:
    """Send money in pounds to a contact."""
    return "sent"


@tool
def order_taxi(pickup: str, passengers: int, wheelchair_accessible: bool) -> str:
    """Order a taxi from a pickup point."""
    return "ordered"


@tool
def search_recipes(ingredient: str, vegetarian: bool | None = None, max_minutes: int | None = None) -> str:
    """Search recipes by a main ingredient, optionally vegetarian only and up to a cooking time."""
    return "[]"


@tool
def schedule_delivery(day: date) -> str:
    """Schedule the furniture delivery for a day."""
    return "scheduled"


@tool
def invite_to_meeting(emails: list[str]) -> str:
    """Invite people to the team retrospective by e-mail address."""
    return "invited"


def _toll_in_thread(llm):
    msgs = [HumanMessage("my car's reg is KX71 TBN"), AIMessage("Thanks, noted."),
            HumanMessage("pay for two crossings of the bridge")]
    return llm.bind_tools([pay_bridge_toll]).invoke(msgs)


def _recipes_ok(out) -> bool:
    args = _call_args(out, "search_recipes")
    return (args is not None and "leek" in str(args.get("ingredient", "")).lower()
            and args.get("vegetarian") in (None, "") and args.get("max_minutes") in (None, ""))


def _invite_ok(out) -> bool:
    args = _call_args(out, "invite_to_meeting")
    if args is None or not isinstance(args.get("emails"), list):
        return False
    return sorted(str(e).strip().lower() for e in args["emails"]) == ["ana@fernhill.org", "bo@fernhill.org"]


TOOLS = [
    Case("agent-lamp-fault", _agent(_STREET_TOOLS, "the lamp post outside 22 bellfield road has been flickering all "
                                                   "week, the number on it is BL-0417"),
         _call("report_streetlight_fault", location=lambda v: "22 bellfield road" in str(v).lower(),
               lamp_id=lambda v: str(v).strip().upper() == "BL-0417")),
    Case("agent-street-no-tool", _agent(_STREET_TOOLS, "how long does the council usually take to fill a pothole"),
         _must_state),
    Case("tool-heating-away", _calls([set_heating_mode], "we're off to lisbon for a fortnight, set the heating "
                                                         "accordingly"),
         _call("set_heating_mode", mode=_one_of("away", "HeatMode.AWAY"))),
    Case("tool-toll-earlier-turn", _toll_in_thread,
         _call("pay_bridge_toll", registration=lambda v: str(v).replace(" ", "").upper() == "KX71TBN",
               crossings=_eq(2))),
    Case("tool-detect-lookalike", _calls([translate_text, detect_language],
                                         "what language is 'Dzi\u0119kuj\u0119 bardzo'"),
         _call("detect_language", text=lambda v: "dzi\u0119kuj\u0119" in str(v).lower())),
    Case("tool-haircut-no-time", _calls([book_haircut], "book me a haircut with jonah on friday"), _no_call),
    Case("tool-money-words", _calls([send_money], "send kemi thirty-five pounds forty"),
         _call("send_money", recipient=_one_of("kemi"), amount=_num_near(35.4, 0.001))),
    Case("tool-taxi-no-wheelchair", _calls([order_taxi], "taxi from the station for three of us please, nobody "
                                                         "needs a wheelchair car"),
         _call("order_taxi", pickup=lambda v: "station" in str(v).lower(), passengers=_eq(3),
               wheelchair_accessible=lambda v: v is False)),
    Case("tool-recipes-optional", _calls([search_recipes], "got any recipes with leeks"), _recipes_ok),
    Case("tool-delivery-day-after", _calls([schedule_delivery], "today is monday 8 march 2032. get it delivered the "
                                                                "day after tomorrow"),
         _call("schedule_delivery", day=_eq("2032-03-10"))),
    Case("tool-invite-list", _calls([invite_to_meeting], "invite ana@fernhill.org and bo@fernhill.org to the retro"),
         _invite_ok),
    Case("tool-no-fit", _calls([translate_text, detect_language], "how many moons does jupiter have"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Address(BaseModel):
    street: str
    postcode: str
    flat: str | None = None


class Person(BaseModel):
    name: str


class Delivery(BaseModel):
    recipient: Person
    address: Address


class Contact(BaseModel):
    name: str
    mobile: str | None = Field(default=None, description="the person's own mobile number")


class Tone(BaseModel):
    tone: Literal["pleased", "neutral", "annoyed"]


class Diet(Enum):
    OMNIVORE = "omnivore"
    VEGETARIAN = "vegetarian"
    VEGAN = "vegan"
    PESCATARIAN = "pescatarian"


class Guest(BaseModel):
    diet: Diet


class Consent(BaseModel):
    photos_allowed: bool


class Reminder(BaseModel):
    on: date


class Asking(BaseModel):
    price: float = Field(description="the asking price, in pounds")


class Party(BaseModel):
    people: int = Field(description="how many people in total")


def _delivery_ok(d) -> bool:
    return ("priti shah" in d.recipient.name.lower() and "48 cobden street" in d.address.street.lower()
            and d.address.postcode.replace(" ", "").upper() == "LS62QT" and d.address.flat in (None, ""))


STRUCTURED = [
    Case("schema-delivery-nested", _structured(Delivery, "Send it to Priti Shah, 48 Cobden Street, postcode LS6 2QT "
                                                         "\u2013 it's a house, so no flat number."),
         _parsed(_delivery_ok)),
    Case("schema-mobile-declined", _structured(Contact, "This is Ruairi from the allotment committee \u2013 ring the "
                                                        "office on 0113 496 0872, I don't have a mobile."),
         _parsed(lambda c: "ruairi" in c.name.lower() and c.mobile in (None, ""))),
    Case("schema-tone-sarcasm", _structured(Tone, "Third time this month the parcel's been left out in the rain. "
                                                  "Brilliant. Just brilliant."),
         _parsed(lambda t: t.tone == "annoyed")),
    Case("schema-diet-fish", _structured(Guest, "I eat fish but no other meat."),
         _parsed(lambda g: g.diet == Diet.PESCATARIAN)),
    Case("schema-photos-dont", _structured(Consent, "Please don't put any pictures of Tomi on the school website."),
         _parsed(lambda c: c.photos_allowed is False)),
    Case("schema-last-day-next-month", _structured(Reminder, "Today is Tuesday 9 March 2032. Remind me on the last "
                                                             "day of next month."),
         _parsed(lambda r: r.on == date(2032, 4, 30))),
    Case("schema-grand-words", _structured(Asking, "They're asking two and a half grand for the van."),
         _parsed(lambda a: abs(a.price - 2500) < 1e-6)),
    Case("schema-grandparents", _structured(Party, "It'll be me, my wife, our three kids and both sets of "
                                                   "grandparents."),
         _parsed(lambda p: p.people == 9)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-which-bucket", _ask("Which bucket does this email go in? Buckets: billing, delivery, returns, other. "
                                    "Write the bucket name only.\nEmail: you've charged my card twice for the same "
                                    "order"), _only("billing")),
    Case("label-bullets", _ask("Pick the best-fitting category from the list below and reply with it alone:\n"
                               "- spam\n- personal\n- work\n\nMessage: can you send me the Q3 slides before "
                               "tomorrow's board meeting"), _only("work")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-grounded-pass-fail", _ask("Grade the answer's groundedness. Return PASS if every claim is backed by "
                                          "the source, FAIL otherwise.\nSource: Standing charge \u00a30.21 per day.\n"
                                          "Answer: The standing charge is 21p a day, and it went up last April."),
         _only("FAIL")),
    Case("grade-answerable", _ask("Is the question answerable from the passage? yes or no.\nPassage: Platform 3 they "
                                  "say. Bringing the big blue suitcase.\nQuestion: which platform is dad's train on"),
         _only("yes")),
    Case("grade-complete-0-2", _ask("Rate the answer's completeness from 0 to 2 (0 = misses the point, 1 = partly "
                                    "answers, 2 = fully answers). Output the digit.\nQuestion: who reported KEST-482 "
                                    "and who is it assigned to\nAnswer: Luc\u00eda Ferreira reported it."),
         _only("1")),
    Case("grade-a-or-b", _ask("Which answer is better, A or B? Reply with the letter.\nQuestion: how far is it from "
                              "4,020 km to 9,910 km on the odometer\nA: 5,890 km\nB: 13,930 km"), _only("A")),
    Case("grade-match-forms", _ask("Does the answer match the expected one? Say MATCH or MISMATCH.\nExpected: 3.5 "
                                   "points\nGot: three and a half points"), _only("MATCH")),
    Case("grade-on-topic", _ask("Is this retrieved snippet on-topic for the user's question? ON-TOPIC or OFF-TOPIC.\n"
                                "Question: when is the lift being inspected\nSnippet: Bringing the big blue suitcase "
                                "and a box of apples for your mum"), _only("OFF-TOPIC")),
]


# --- JSON by example and in words -----------------------------------------------------------------

JSON_CASES = [
    Case("json-container-example", _ask('Return JSON shaped like {"container": "...", "exit_code": 0} for: the '
                                        "ledger-proxy container exited with code 137"),
         _json(lambda o: str(o.get("container", "")).strip() == "ledger-proxy" and _num_near(137)(o.get("exit_code")))),
    Case("json-stay-words", _ask("Make a JSON object with keys arrival (YYYY-MM-DD) and nights (a number) for: "
                                 "arriving on the fourth of July 2032 and leaving on the eighth."),
         _json(lambda o: o.get("arrival") == "2032-07-04" and _num_near(4)(o.get("nights")))),
    Case("json-bags-total", _ask("Output JSON with one key, total_kg: four bags of 12.5 kg and one of 8 kg."),
         _json(lambda o: _num_near(58)(o.get("total_kg")))),
]


# --- threads --------------------------------------------------------------------------------------

RADIATOR = ("Bleeding a radiator:\n"
            "1. Turn the heating off and let the radiators cool.\n"
            "2. Put an old towel under the bleed valve.\n"
            "3. Turn the radiator key a quarter turn anticlockwise until it hisses.\n"
            "4. Close the valve as soon as water dribbles out.\n"
            "5. Check the boiler pressure and top it up to 1.5 bar if needed.\n")


def _cheaper_ok(out) -> bool:
    """Puro (\u00a31.58 a litre against Greenleaf's \u00a31.70) is named; an echo of both offers is no answer."""
    t = _text(out).lower()
    return "puro" in t and not ("3.40" in t and "7.90" in t) and "greenleaf is cheaper" not in t


THREADS = [
    Case("thread-gate-code", _thread("the code for the yard gate is 4190", "Noted.",
                                     "whats the best way to stop a padlock seizing up",
                                     "A squirt of graphite lubricant every few months keeps it moving.",
                                     "what was the gate code again"),
         _but_not(_any("4190", "4 1 9 0", "4-1-9-0"), "graphite")),
    Case("thread-he-it", _thread("My neighbour Osei is lending us his ladder on Thursday.", "OK.",
                                 "when is he lending it to us"),
         _both(_any("Thursday"), _none_of("don't know"))),
    Case("thread-moved-date", _thread("The boiler service is booked for the 14th.", "Noted.",
                                      "no wait, the 14th was the old date - they moved it to the 21st", "OK.",
                                      "when is the boiler service"),
         _replaced("21", "14th")),
    Case("thread-other-route", _thread("There are two ways over: the coast road is 48 miles and the moor road 39 "
                                       "miles.", "Got it.", "the coast one sounds nicer", "It does.",
                                       "how long was the other one"),
         _but_not(_word("39"), "48")),
    Case("thread-third-step", _notes_thread(RADIATOR, "whats step 2", "Put an old towel under the bleed valve.",
                                            "and the third one"),
         _but_not(_any("quarter turn"), "towel", "cool", "dribbles", "1.5 bar")),
    Case("thread-garden-spend", _thread("I bought 3 bags of compost at \u00a36.49 each and a trowel for \u00a38.75.",
                                        "OK.", "what did i spend altogether"),
         _word("28.22", "\u00a328.22")),
    Case("thread-night-flight", _thread("Our flight left at 22:50 and landed at 06:15, same time zone.", "Nice.",
                                        "how long were we in the air"),
         _any("7h 25", "7 h 25", "7h25", "7 hours 25", "7 hours and 25", "7:25", "445 min", "7 hrs 25", "7 hr 25")),
    Case("thread-cheaper-litre", _thread("Greenleaf sells 2 litres for \u00a33.40; Puro sells 5 litres for \u00a37.90.",
                                         "OK.", "which works out cheaper per litre"), _cheaper_ok),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-xh-hello", _ask("Molo! Unjani namhlanje?"), _none_of("don't know", "can't answer")),
    Case("chat-to-thanks", _ask("M\u0101l\u014d \u02bbaupito ho\u02bbo tokoni mai!"),
         _none_of("don't know", "can't answer")),
    Case("about-memory", _ask("do you remember what we talked about yesterday"),
         _both(_any("don't remember", "do not remember", "can't remember", "cannot remember", "no memory",
                    "don't have memory", "don't have any memory", "don't keep", "do not keep", "can't recall",
                    "cannot recall", "don't retain", "do not retain", "no record of", "each conversation",
                    "don't carry", "do not carry", "can't see previous", "cannot see previous",
                    "don't have access to previous", "don't have access to past"),
               _none_of("yes, we talked", "yes we talked", "yes, i remember", "yes i remember"))),
    Case("arith-discount", _ask("whats 14% off \u00a386"), _word("73.96", "\u00a373.96")),
    Case("date-days-between", _ask("how many days from 3 march 2032 to 18 april 2032"),
         _both(_word("46"), _none_of("47 days", "45 days"))),
    Case("unknowable-passport-queue", _ask("whats the queue like at the passport office right now"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
