"""An eighteenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``eighteenth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a beekeeper's apiary
inspection log (queen seen, brood frames, varroa mites per day against a treatment threshold,
temper), an orienteering course result list (mm:ss times, "mp" and "DNF" rows with a key), an
``.editorconfig`` (a ``[*]`` default overridden per glob section), a jury summons letter, a
school bake sale takings sheet (price / made / left), a ``Caddyfile`` (two site blocks, one with
``basicauth``), a Latvian heating notice and a Lithuanian lift notice; questions as commands,
lower case, a typo, yes/no, "how many" counting over rows, a difference of two mm:ss times, a
product of two cells, a subtraction of two columns, a superlative, a filter against a threshold
stated in prose, a default inherited from a section, a unit conversion (working days to weeks),
a synonym for a column value ("grumpy" for "defensive"), answers absent (jury-weeks also takes the
letter's own "10 working days": a right answer, not converted); a learner's tools
(look-alike hive tools through ``create_agent``, an IP address and a duration in words,
a list of tags, an ``Enum`` action by a verb, an ``Optional`` left empty, a Pydantic
``args_schema`` ``Literal`` by a description, grams for a kilograms argument, a ``date`` in
words, an e-mail and an amount, a missing argument, no fitting tool); ``with_structured_output``
(a nested list of objects from minutes, an ``Optional`` left empty, a ``Literal`` by a
description, ``Field(ge=0, le=10)`` by a judgement, an ``Enum`` by a description, a ``bool``
False by implication); labels (a team route, Latvian vs Lithuanian, BUG / FEATURE / QUESTION);
a learner's own graders ("score 1-5" against a reference, PASS/FAIL with a rule, "relevant:
yes/no", RIGHT/WRONG against a reference date, "answers" / "does not answer"); JSON by example
(mm:ss to seconds, a bool from "all gone"); threads (a figure after a topic change, a pronoun for
a named man, a correction with "actually", a correction by "make that", follow-ups over notes
with "and" and "it", one of two facts asked, a sum over two facts); small talk in Latvian and
Welsh, a question about the assistant's memory; arithmetic; a day count with a stated today and
without one; things nothing offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at f941a2d (the branch point of ``eighteenth``; oracles committed first in
f4febcc, one run with ``-v``, none changed after it), 70 cases: right 19, stated limit 34,
silently wrong 17, false alarms 7. The false alarms: tool-date-words (the date read right, but
``hive_id=""`` with a limit: "hive D" not read as the id; the oracle checks only ``on``, so the
limit is a fair one), tool-ip-missing (no call with a limit: the wanted outcome, which the
``_no_call`` oracle accepts), schema-delivery-enum, schema-nut-implied and label-lv-lt (every
option scored 0: a limit stated, the first option / the bool's safe value given, which happens to
be right), chat-lv-hello and chat-cy-thanks (a knowledge limit, "can't answer this", to a Latvian
greeting and Welsh thanks: the ``_none_of`` oracle passes it; a small-talk miss, no real false
alarm). The silently wrong (classes, code paths and proposed mechanisms in
``EIGHTEENTH_CLASSES.md``):

- "I don't know." with the answer in the notes: orient-third-club ("third place" for the row
  whose Pos is 3), orient-valid (count the rows with a time), bake-brownies-sold (Made minus
  Left), bake-cheapest (a superlative over the Price column by "cheapest"), caddy-shop-auth
  (``basicauth`` only in the other site block).
- A row or rule quoted that is not the answer: hive-treat (the rule "Treat any hive over 5
  mites/day." quoted, no hive named), orient-gap (Sven Holm's row quoted, "nothing about
  'behind', 'winner'": no difference of two times), orient-luis (his row "... mp" quoted, the
  key line "mp = missed a control" not joined to it), bake-sold-out (the header line quoted,
  "nothing about 'sold'"), bake-jam-tarts (the row "Jam tart £0.50 30 30" quoted, no "no"),
  bake-flapjack-takings (the row quoted, "nothing about 'money'": no product), caddy-grafana-port
  (the shop block's ``reverse_proxy localhost:8080`` line quoted for grafana).
- Tools: agent-hive-lookalike ("hive B" not read as ``hive_id``: a question back asking for it,
  with no limit), agent-hive-no-tool (a question that no tool can answer met by the same question
  back for ``inspect_hive``'s id: no limit stated).
- Structured: schema-results-nested (three people, two objects: "Ana" dropped, Bo given Ana's 47).
- Grader: grade-relevant-yes ("no" for a passage about the question's item: "brownies" in the
  question and "Brownie" in the passage not matched; the verdict 'ambiguous' internally, no limit).
- Thread: thread-hives-and ("And the fewest?" after "the most brood": the highest row again).

Right by a lenient oracle (noted, not changed): hive-honey (Hive A's row quoted with "nothing
about 'honey' ... I don't know that part"), jury-weeks (the letter's "usually 10 working days"
quoted, not converted to weeks, which the oracle accepts as written), jury-deferral-dates (a
sentence cut at a line break, "give up to three dates in the next", with "nothing about
'defer'"), ec-makefile-spaces (both ``indent_style`` lines quoted, "space" and "tab", no "no").

``python -W ignore -m tests.sim.fresh.eighteenth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import re
import sys
from datetime import date
from enum import Enum
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _agent,
    _any,
    _ask,
    _but_not,
    _call,
    _calls,
    _corrected,
    _either,
    _eq,
    _json,
    _must_state,
    _no_call,
    _none_of,
    _notes_thread,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _rag,
    _says_no,
    _starts,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

HIVES = """Apiary inspection log - Orchard Lane site, May 2027
Hive  Date    Queen seen  Brood frames  Varroa (mites/day)  Temper
A     03 May  yes         6             2                   calm
B     03 May  no          3             9                   defensive
C     10 May  yes         8             4                   calm
D     10 May  no          0             1                   calm
Treat any hive over 5 mites/day. Hive D: no eggs seen, requeen by 24 May.
"""

ORIENT = """Forest Cup orienteering - Course M45 (6.2 km, 14 controls)
Pos  Name              Club          Time
1    Jaakko Rinne      KOOVEE        48:12
2    Sven Holm         OK Ravinen    51:40
3    Marek Dvorak      SK Praha      53:05
-    Luis Ortega       Clube Norte   mp
-    Pete Walsh        Bishops OC    DNF
mp = missed a control (disqualified). DNF = did not finish.
"""

EDITORCONFIG = """# .editorconfig
root = true

[*]
indent_style = space
indent_size = 4
end_of_line = lf
insert_final_newline = true

[*.{yml,yaml}]
indent_size = 2

[Makefile]
indent_style = tab
"""

JURY = """SUMMONS FOR JURY SERVICE
Name: Ms R. Okonkwo        Juror no.: 40917
Attend: Crown Court at Lewes, High Street, Lewes BN7 1YB
First day: Monday 14 June 2027 at 9:30 am
Length of service: usually 10 working days
Reply within 7 days of receiving this summons. To ask for a deferral, give up to three dates in the next
12 months when you could attend instead.
Bring this letter and photo ID. Travel: standard-class rail fares are refunded; parking is not.
"""

BAKE = """Year 4 bake sale - takings, Friday
Item             Price   Made   Left at 3pm
Flapjack         £0.80   40     6
Lemon drizzle    £1.20   24     0
Brownie          £1.00   36     11
Jam tart         £0.50   30     30
Float in the tin at the start: £20.00
"""

CADDY = """# Caddyfile
shop.example.org {
    encode gzip
    reverse_proxy localhost:8080
    tls ops@example.org
}

grafana.example.org {
    basicauth {
        admin $2a$14$Zkx19XLiW6VYouLHh5Vw5e
    }
    reverse_proxy 127.0.0.1:3000
}
"""

LV_NOTICE = ("Paziņojums: Brīvības ielā 58 apkure tiks atslēgta otrdien, 12. oktobrī, no plkst. 8.00 līdz 16.00 "
             "siltumtrases remonta dēļ. Atvainojamies par sagādātajām neērtībām.")

LT_NOTICE = ("Pranešimas: Gedimino pr. 12 name liftas neveiks nuo pirmadienio, rugsėjo 6 d., iki trečiadienio, "
             "rugsėjo 8 d., dėl remonto. Atsiprašome už nepatogumus.")


def _letter(want: str, *others: str):
    """The hive letter ``want`` is named as a whole capital letter and none of ``others`` is
    ("A" is left out of ``others``: it is also the article)."""
    def ok(out) -> bool:
        t = _text(out)
        return bool(re.search(rf"(?<!\w){want}(?!\w)", t)) and not any(
            re.search(rf"(?<!\w){o}(?!\w)", t) for o in others)

    return ok


GROUNDED = [
    Case("hive-c-brood", _rag(HIVES, "how many brood frames in hive C"),
         lambda out: _word("8", "eight")(out) and not _word("6", "3", "9")(out)),
    Case("hive-treat", _rag(HIVES, "Which hive needs treating for mites?"), _letter("B", "C", "D")),
    Case("hive-no-queen-count", _rag(HIVES, "How many hives had no queen seen?"),
         lambda out: _word("2", "two")(out) and not _word("8")(out)),
    Case("hive-requeen", _rag(HIVES, "By when do I have to requeen hive D?"), _any("24 May", "May 24")),
    Case("hive-grumpy", _rag(HIVES, "which hive was grumpy"), _letter("B", "C", "D")),
    Case("hive-honey", _rag(HIVES, "How much honey did hive A give?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't record",
                 "does not record", "no honey", "not recorded", "doesn't include", "does not include")),
    Case("orient-gap", _rag(ORIENT, "How far behind the winner was Sven Holm?"),
         _any("3:28", "3 minutes 28", "3 min 28", "3m 28", "3m28", "208 seconds")),
    Case("orient-luis", _rag(ORIENT, "Why has Luis Ortega got no time?"),
         _any("missed a control", "missed", "disqualified")),
    Case("orient-third-club", _rag(ORIENT, "Which club does the runner in third place belong to?"),
         _but_not(_any("SK Praha"), "KOOVEE", "Ravinen", "Clube Norte")),
    Case("orient-valid", _rag(ORIENT, "How many runners got a valid time?"),
         _but_not(_word("3", "three"), "Pete Walsh", "Luis Ortega")),
    Case("ec-yaml-indent", _rag(EDITORCONFIG, "What indent size do YAML files get?"),
         _but_not(_word("2", "two"), "indent_size = 4")),
    Case("ec-makefile-spaces", _rag(EDITORCONFIG, "Does the Makefile use spaces for indentation?"),
         _says_no("tab", "tabs")),
    Case("ec-line-endings", _rag(EDITORCONFIG, "Which line endings are used?"), _word("lf", "line feed", "unix")),
    Case("jury-time", _rag(JURY, "what time do I need to be there on the first day?"),
         _any("9:30", "9.30", "09:30", "half past nine")),
    Case("jury-parking", _rag(JURY, "Will they pay for my parking?"),
         _says_no("parking is not", "not refunded", "isn't refunded", "won't", "will not")),
    Case("jury-deferral-dates", _rag(JURY, "If I want to defer, how many other dates can I give?"),
         _word("3", "three")),
    Case("jury-weeks", _rag(JURY, "Roughly how many weeks will I be on jury duty?"),
         _either(_word("2", "two"), _any("10 working days"))),
    Case("jury-lunch", _rag(JURY, "Do they provide lunch?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say",
                 "does not say", "nothing about lunch")),
    Case("jury-number-typo", _rag(JURY, "whats my juror numbr"), _word("40917")),
    Case("bake-sold-out", _rag(BAKE, "Which item sold out?"),
         _but_not(_any("Lemon drizzle"), "Flapjack", "Brownie", "Jam tart")),
    Case("bake-brownies-sold", _rag(BAKE, "How many brownies were sold?"),
         _word("25", "twenty-five", "twenty five")),
    Case("bake-jam-tarts", _rag(BAKE, "Did any jam tarts sell?"),
         _says_no("none", "not one", "no jam tarts", "didn't", "did not", "0 sold", "zero")),
    Case("bake-flapjack-takings", _rag(BAKE, "How much money did the flapjacks bring in?"), _any("27.20", "27.2")),
    Case("bake-cheapest", _rag(BAKE, "what was the cheapest thing on sale"),
         _but_not(_any("Jam tart"), "Flapjack", "Brownie", "Lemon")),
    Case("caddy-grafana-port", _rag(CADDY, "What port is grafana proxied to?"), _but_not(_word("3000"), "8080")),
    Case("caddy-shop-auth", _rag(CADDY, "Is the shop site password protected?"),
         _says_no("only grafana", "only the grafana", "no basicauth", "not password", "isn't password",
                  "is not password")),
    Case("lv-heating-day", _rag(LV_NOTICE, "Kurā dienā atslēgs apkuri?"),
         _any("otrdien", "12. oktobr", "12 oktobr", "Tuesday", "12 October")),
    Case("lt-lift-until", _rag(LT_NOTICE, "Iki kada neveiks liftas?"),
         _any("trečiadien", "rugsėjo 8", "8 d", "Wednesday", "8 September")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def inspect_hive(hive_id: str) -> str:
    """Return the latest inspection record of a hive."""
    return "inspected"


@tool
def treat_hive(hive_id: str, treatment: str) -> str:
    """Start a varroa treatment on a hive, e.g. 'oxalic acid' or 'formic acid'."""
    return "treated"


@tool
def block_ip(address: str, minutes: int) -> str:
    """Block an IPv4 address at the firewall for a number of minutes."""
    return "blocked"


@tool
def add_tags(ticket_id: str, tags: list[str]) -> str:
    """Add labels to a JIRA ticket."""
    return "tagged"


class UnitAction(Enum):
    START = "start"
    STOP = "stop"
    RESTART = "restart"


@tool
def control_unit(unit: str, action: UnitAction) -> str:
    """Start, stop or restart a systemd unit."""
    return "done"


@tool
def book_hut(hut: str, night: str, guests: int, half_board: bool | None = None) -> str:
    """Book beds in a mountain hut for one night (YYYY-MM-DD); half board optional."""
    return "booked"


class ClaimArgs(BaseModel):
    order_id: str = Field(description="the order number")
    reason: Literal["damaged", "missing_parts", "wrong_item", "late"] = Field(description="why the claim is made")


@tool(args_schema=ClaimArgs)
def file_claim(order_id: str, reason: str) -> str:
    """File a warranty or delivery claim for an order."""
    return "filed"


@tool
def feed_colony(hive_id: str, syrup_kg: float) -> str:
    """Record a feed of sugar syrup (in kilograms) given to a hive."""
    return "fed"


@tool
def hive_reminder(hive_id: str, on: date) -> str:
    """Set a reminder about a hive for a date."""
    return "set"


@tool
def send_receipt(email: str, amount: float) -> str:
    """E-mail a receipt for an amount of money."""
    return "sent"


_HIVE_TOOLS = [inspect_hive, treat_hive]


def _tags_ok(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "add_tags"]
    if len(calls) != 1:
        return False
    args = calls[0]["args"]
    got = args.get("tags")
    return (str(args.get("ticket_id", "")).strip().upper() == "OPS-482" and isinstance(got, list)
            and sorted(str(t).strip().lower() for t in got) == ["backend", "urgent"])


def _hut_ok(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "book_hut"]
    if len(calls) != 1:
        return False
    a = calls[0]["args"]
    return ("gauli" in str(a.get("hut", "")).lower() and str(a.get("night", "")).strip() == "2027-07-18"
            and _num_near(2)(a.get("guests")) and a.get("half_board") in (None, ""))


TOOLS = [
    Case("agent-hive-lookalike", _agent(_HIVE_TOOLS, "Put hive B on oxalic acid."),
         _call("treat_hive", hive_id=_one_of("B", "hive B"), treatment=_one_of("oxalic acid", "oxalic"))),
    Case("tool-ip-duration-words", _calls([block_ip], "Block 203.0.113.47 for two hours."),
         _call("block_ip", address=_eq("203.0.113.47"), minutes=_num_near(120))),
    Case("tool-tags-list", _calls([add_tags], "Tag OPS-482 with backend and urgent."), _tags_ok),
    Case("tool-unit-enum", _calls([control_unit], "nginx.service is hanging, bounce it."),
         _call("control_unit", unit=_one_of("nginx.service", "nginx"), action=_one_of("restart", "UnitAction.RESTART"))),
    Case("tool-hut-optional", _calls([book_hut], "Book two beds at the Gaulihütte for the night of 2027-07-18."),
         _hut_ok),
    Case("tool-claim-schema", _calls([file_claim], "Order 55-9913 arrived with the glass smashed."),
         _call("file_claim", order_id=_eq("55-9913"), reason=_eq("damaged"))),
    Case("tool-syrup-grams", _calls([feed_colony], "Gave hive C 1500 g of syrup."),
         _call("feed_colony", syrup_kg=_num_near(1.5))),
    Case("tool-date-words", _calls([hive_reminder], "Remind me about hive D on the twenty-fourth of May 2027."),
         _call("hive_reminder", on=_eq("2027-05-24"))),
    Case("tool-email-amount", _calls([send_receipt], "Email a receipt for £27.20 to treasurer@school.example"),
         _call("send_receipt", email=_eq("treasurer@school.example"), amount=_num_near(27.2))),
    Case("tool-ip-missing", _calls([block_ip], "Block that address for an hour, it keeps hammering us."), _no_call),
    Case("agent-hive-no-tool", _agent(_HIVE_TOOLS, "Will hive B swarm next week?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Finisher(BaseModel):
    name: str
    minutes: int


class Results(BaseModel):
    runners: list[Finisher]


class HutBooking(BaseModel):
    hut: str
    guests: int
    arrival: str | None = None


class Temper(BaseModel):
    mood: Literal["calm", "nervous", "aggressive"] = Field(description="how the bees behaved")


class Pain(BaseModel):
    score: int = Field(ge=0, le=10, description="0 = no pain, 10 = worst imaginable")


class Handover(Enum):
    PICKUP = "pickup"
    COURIER = "courier"
    POST = "post"


class Delivery(BaseModel):
    method: Handover


class NutAllergy(BaseModel):
    has_nut_allergy: bool


def _results_ok(p) -> bool:
    got = {r.name.strip().lower(): r.minutes for r in p.runners}
    return got == {"ana": 47, "bo": 52, "cy": 60}


STRUCTURED = [
    Case("schema-results-nested", _structured(Results, "Ana finished in 47 minutes, Bo in 52 and Cy in 60."),
         _parsed(_results_ok)),
    Case("schema-hut-optional", _structured(HutBooking, "Two of us at the Refuge du Goûter, no idea which day yet."),
         _parsed(lambda p: "gout" in p.hut.lower().replace("û", "u") and p.guests == 2 and p.arrival is None)),
    Case("schema-temper-description", _structured(Temper, "They came straight for my veil and stung me twice."),
         _parsed(lambda p: p.mood == "aggressive")),
    Case("schema-pain-judgement", _structured(Pain, "No pain at all today, first time in weeks."),
         _parsed(lambda p: p.score == 0)),
    Case("schema-delivery-enum", _structured(Delivery, "I'll come and collect it from the shop myself."),
         _parsed(lambda p: p.method == Handover.PICKUP)),
    Case("schema-nut-implied", _structured(NutAllergy, "He eats peanut butter on toast every morning, no problem."),
         _parsed(lambda p: p.has_nut_allergy is False)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-team", _ask("Which team handles this? Reply billing, outage or security.\n"
                            "\"Someone logged into my account from another country at 3 am.\""), _only("security")),
    Case("label-lv-lt", _ask("Is this Latvian or Lithuanian? One word.\n\"Paldies, tiksimies rīt.\""),
         _only("Latvian")),
    Case("label-issue-type", _ask("Tag as BUG, FEATURE or QUESTION:\n"
                                  "\"It would be great if the export also offered CSV.\""), _only("FEATURE")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-score-1-5", _ask("Score 1-5 how well the answer matches the reference (5 = same meaning). "
                                 "Number only.\nReference: Hive B needs treating.\n"
                                 "Answer: Hive B is the one that needs treating."), _only("5", "4")),
    Case("grade-pass-fail-rule", _ask("PASS or FAIL? The answer must give the exact time.\n"
                                      "Question: What time does jury service start on the first day?\n"
                                      "Answer: Sometime in the morning."), _only("FAIL")),
    Case("grade-relevant-yes", _ask("relevant: yes/no\nQuestion: How many brownies were sold?\n"
                                    "Passage: Brownie £1.00, made 36, left at 3pm 11."), _only("yes")),
    Case("grade-right-wrong-date", _ask("Reference answer: 14 June 2027\nStudent answer: 15 June 2027\n"
                                        "Mark it RIGHT or WRONG."), _only("WRONG")),
    Case("grade-answers-or-not", _ask("Does the response actually answer the question? Say 'answers' or "
                                      "'does not answer'.\nQ: Which line endings does the repo use?\n"
                                      "Response: The repository has an .editorconfig file."),
         _only("does not answer")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-mmss-seconds", _ask('Give me JSON shaped like {"runner": "", "seconds": 0} for: Sven Holm ran 51:40.'),
         _json(lambda o: "sven" in str(o.get("runner", "")).lower() and o.get("seconds") == 3100)),
    Case("json-sold-out-bool", _ask('Output {"item": "", "sold_out": false} as JSON: The lemon drizzle was all '
                                    "gone by lunchtime."),
         _json(lambda o: "lemon" in str(o.get("item", "")).lower() and o.get("sold_out") is True)),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-plot-topic-change", _thread("My allotment plot is number 37.", "Nice!",
                                             "How deep should garlic cloves go?", "About 5 cm deep.",
                                             "Which plot is mine again?"),
         _but_not(_word("37"), "5 cm")),
    Case("thread-brother-he", _thread("My brother Arvid walks the dog at 7 every evening.", "That's handy.",
                                      "What time does he go out?"), _word("7", "7 pm", "seven")),
    Case("thread-actually-moved", _thread("The bake sale is on Friday.", "Okay.",
                                          "Actually it got moved to Thursday.", "Noted.",
                                          "When is the bake sale?"), _corrected("Thursday", "Friday")),
    Case("thread-make-that", _thread("My locker code is 4471.", "Okay.", "Make that 4417.", "Got it.",
                                     "What's my locker code?"), _corrected("4417", "4471")),
    Case("thread-hives-and", _notes_thread(HIVES, "Which hive has the most brood?", "Hive C, with 8 frames.",
                                           "And the fewest?"), _letter("D", "B", "C")),
    Case("thread-jury-it", _notes_thread(JURY, "Where is the court?", "Crown Court at Lewes, High Street.",
                                         "What time does it start on day one?"), _any("9:30", "9.30", "09:30")),
    Case("thread-boat-bus", _thread("The boat leaves at 07:15 and the bus meets it at 09:40.", "Okay.",
                                    "When does the bus come?"), _but_not(_any("09:40", "9:40"), "07:15")),
    Case("thread-colonies-sum", _thread("I have three hives and two nucs.", "Lovely.",
                                        "How many colonies is that altogether?"), _word("5", "five")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-lv-hello", _ask("Labdien! Kā jums klājas?"), _none_of("don't know", "nezinu")),
    Case("chat-cy-thanks", _ask("Diolch yn fawr am dy help!"), _none_of("don't know")),
    Case("about-memory", _ask("Do you remember what we talked about yesterday?"),
         _either(_starts("no"), _any("don't remember", "can't remember", "cannot remember", "no memory",
                                     "don't have memory", "do not have memory", "not able to", "don't have access",
                                     "do not have access", "can't recall", "cannot recall", "don't keep"))),
    Case("arith-flapjacks", _ask("A flapjack costs 80p. How much do 34 of them cost?"),
         _any("27.20", "£27.2", "27.2", "2720p", "2720 p")),
    Case("date-days-until-stated", _ask("Today is 20 May 2027. How many days until 14 June 2027?"), _word("25")),
    Case("date-days-until-unstated", _ask("How many days are left until 14 June 2027?"), _must_state),
    Case("unknowable-orienteering", _ask("Who will win the M45 class at next year's Forest Cup?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``second_set.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
