"""A sixteenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``sixteenth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a ski resort's lift pass
price grid (duration x adult / youth / child, with rules for seniors, under-sixes and an online
discount), a babysitter's timesheet (start / end times crossing midnight, a night rate), a
``pip freeze`` listing, a blood test report (result, units, reference range, a flag column), an
e-scooter ride receipt, a pool's lane swimming hours with weekday abbreviations (Mon-Fri, Sat,
Sun), a Tagalog power interruption notice and a Malay road closure notice; questions as
commands, lower case, yes/no, "how many" counts over rows and lines, a comparison ("cheaper"),
a superlative ("longest evening"), a rule applied to a row (a 70-year-old pays the youth price),
sums and a percentage, a subtraction (the ride without its fee), a split rate, a date plus eight
weeks, a question after a follow-up ("is that normal?"), answers absent (night skiing, LDL
cholesterol, torch); a learner's tools (look-alike scooter tools through ``create_agent``,
``Literal`` arguments reached by words and by a Malay request, an IP address with a duration in
words and with an ``Optional`` left empty, a weight in kilos for a grams argument, a nested
Pydantic argument and the same with its facts missing, a list of e-mails, a Pydantic
``args_schema`` ``Literal`` reached by a synonym, an ``Enum`` reached by a paraphrase, a date in
words, no fitting tool); ``with_structured_output`` (a nested list with an ``Optional`` unit,
an ``Optional`` left empty, a ``Literal`` reached by a description, ``Field(ge=0, le=10)``
needing a judgement, an ``Enum`` by elimination of two negated options, a ``bool`` by
implication); labels (a team route, a three-way sentiment with "mixed", a triage, Tagalog vs
Malay); graders ("score from 1 to 5", PASS/FAIL, relevant yes/no); JSON by example (a bool and a
float, a list of names); threads (a figure after a topic change, a pronoun for a named man, a
correction with a cue, a correction of digits with no subject, a follow-up over notes); small
talk in Malay and Tagalog, a question about the assistant's memory; arithmetic, a day count;
things nothing offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at a80914e (the branch point of ``sixteenth``; oracles committed first in
51242f2, one run with ``-v``, none changed after it), 70 cases: right 15, stated limit 38,
silently wrong 17, false alarms 5. The false alarms: scooter-end ("End: Carrer de Blai 10:04",
right, with a "can't find the place" limit), schema-allergy-implied (``False``, right, with the
"no rule reads that question" limit and the schema's fallback), label-triage ("EMERGENCY",
right, with the limit that no option scored), chat-ms-hello and chat-tl-thanks (a knowledge
limit, "can't answer this", to a Malay greeting and Tagalog thanks: the ``_none_of`` oracle
passes it; no real false alarm, a small-talk miss, as the fifteenth's chat-id-thanks). The
silently wrong (classes, code paths and proposed mechanisms in ``SIXTEENTH_CLASSES.md``):

- "I don't know." with the answer in the notes (not invented, but no limit stated): ski-senior
  (a rule, "Seniors from 65 pay the youth price", applied to the 1-day row: 59), sitter-longest
  (the row with the most Hours), sitter-owed (a split rate summed less the paid line),
  freeze-count (lines of a ``pip freeze`` listing counted: 11), freeze-torch (a name absent from
  a listing: "no").
- The wrong line quoted: ski-adult-3day and ski-family-6day (the "Buy online at least 48 h
  ahead" line, with "(3 day is at least 48 h.)" / "(6 days is at least 48 h.)": a duration in the
  question compared with the line's "48 h" instead of the grid read), sitter-past-23 (the 28 Feb
  row, which ends at 23:00, for the row that ends at 00:30), lab-count (the first row for a count
  of rows), scooter-without-fee (the fee line for the total less the fee).
- A line holding the data but not the answer: ski-online (the 1-day adult cell and the "save 10%"
  line, no 71.10 worked out), lab-flagged-low (the Haemoglobin row alone; Ferritin, also "L",
  missed), lab-vitd (the Vitamin D row with "nothing about 'low'", no "no" said: 74 lies within
  50-125), thread-lab-followup (the Haemoglobin row again for "And is that normal?", no "low").
- Structured output: schema-pain-judgement (``score=0``, the lowest bound, for "the worst pain I
  have ever felt", silently, where the range's top was due).
- Threads: thread-boot-size ("mondo 27." : the stated figure 27.5 cut at its decimal point, as
  if the point ended the sentence), thread-locker-corrected ("Your locker code is 4417." after
  "No wait, 4471.": a correction of digits opening with "No wait" not read).

Right by a lenient oracle (noted, not changed): sitter-count ("Date: Fri 6 Feb; ... Hours: 4.",
the first row quoted; ``_word("4")`` meets its Hours cell), lab-repeat (the Haemoglobin row and
the comment line, which holds "8 weeks"), ms-road-closed (the whole Malay notice quoted back),
ski-night (the under-6 line with "I could not find anything ...": the ``_honest`` words).
about-memory shares its id (not its wording) with the fourteenth's case of the same name.

``python -W ignore -m tests.sim.fresh.sixteenth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
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
    _asks_back,
    _but_not,
    _call,
    _call_args,
    _calls,
    _corrected,
    _either,
    _eq,
    _has,
    _json,
    _must_state,
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

SKI = """Alpenkamm lift passes - winter season 2026/27 (prices in CHF)
Pass       Adult   Youth (13-17)   Child (6-12)
1 day      79      59              39
3 days     219     165             109
6 days     399     299             199
Children under 6 ski free with a paying adult (photo ID needed).
Seniors from 65 pay the youth price.
Buy online at least 48 h ahead and save 10%.
"""

SITTER = """Babysitting log - Marta K. (rate £12/h; after 23:00 £15/h)
Date        Start   End     Hours
Fri 6 Feb   18:30   22:30   4
Sat 14 Feb  19:00   00:30   5.5
Wed 18 Feb  17:00   20:00   3
Sat 28 Feb  18:00   23:00   5
Paid so far: £48 (on 6 Feb)
"""

FREEZE = """$ pip freeze
certifi==2024.8.30
charset-normalizer==3.4.0
idna==3.10
numpy==2.1.3
pandas==2.2.3
python-dateutil==2.9.0.post0
pytz==2024.2
requests==2.32.3
six==1.16.0
tzdata==2024.2
urllib3==2.2.3
"""

LAB = """Harbourside Clinical Lab - patient R. Okafor - sampled 03/02/2027
Test          Result   Units      Reference range   Flag
Haemoglobin   128      g/L        130-170           L
Ferritin      22       ug/L       30-400            L
Vitamin D     74       nmol/L     50-125
TSH           2.1      mU/L       0.4-4.0
HbA1c         41       mmol/mol   20-41
Comment: mild iron deficiency pattern; repeat in 8 weeks.
"""

SCOOTER = """Zipp e-scooter - ride receipt #R-55102
Unlock                          €1.00
Riding 23 min x €0.25/min       €5.75
Parked outside a zone           €10.00
VAT (21%) included
Total                           €16.75
Start: Plaça de Catalunya 09:41   End: Carrer de Blai 10:04
"""

SWIM = """Riverside Leisure Centre - lane swimming (25 m pool)
Days      Lanes open
Mon-Fri   06:30-09:00, 12:00-13:30
Sat       08:00-11:00
Sun       14:00-17:00 (lessons in the morning)
Bank holidays: closed.
Adult swim £5.40, concession £3.60. Swim caps are required.
"""

TL_NOTICE = ("Paalala: Walang kuryente sa Barangay San Roque sa Martes, 16 Marso, mula 8:00 ng umaga hanggang "
             "3:00 ng hapon dahil sa pagkukumpuni ng linya. Salamat sa pag-unawa.")

MS_NOTICE = ("Notis: Jalan Tun Razak akan ditutup pada hari Ahad, 8 November, dari jam 5.00 pagi hingga 11.00 pagi "
             "untuk larian amal. Sila gunakan laluan alternatif.")


def _ski_cheaper(out) -> bool:
    """The one 3-day pass is named the cheaper (219 < 3 x 79 = 237), no table pasted back."""
    t = _text(out).lower()
    names_3day = any(w in t for w in ("3-day", "3 day", "three-day", "three day", "3 days", "219"))
    says_cheaper = any(w in t for w in ("cheaper", "save", "less", "18"))
    wrong = any(w in t for w in ("1-day passes are cheaper", "1 day passes are cheaper", "399"))
    return names_3day and says_cheaper and not wrong


def _only_low(out) -> bool:
    t = _text(out).lower()
    return ("haemoglobin" in t or "hemoglobin" in t) and "ferritin" in t and not any(
        w in t for w in ("vitamin d", "tsh", "hba1c"))


def _both_2024_2(out) -> bool:
    t = _text(out).lower()
    return "pytz" in t and "tzdata" in t and not any(w in t for w in ("certifi", "numpy", "pandas", "requests"))


GROUNDED = [
    Case("ski-adult-3day", _rag(SKI, "how much is a 3 day pass for an adult"), _but_not(_word("219"), "165", "109")),
    Case("ski-senior", _rag(SKI, "My dad is 70. What does a one-day pass cost him?"), _but_not(_word("59"), "79")),
    Case("ski-under6", _rag(SKI, "Do I have to pay for my 4-year-old?"),
         _says_no("free", "don't have to pay", "do not have to pay", "doesn't need", "does not need")),
    Case("ski-cheaper", _rag(SKI, "Is it cheaper for an adult to buy three 1-day passes or one 3-day pass?"),
         _ski_cheaper),
    Case("ski-family-6day", _rag(SKI, "What's the total for two adults and one 10-year-old, 6 days each?"),
         _word("997")),
    Case("ski-online", _rag(SKI, "What would an adult day pass cost if I buy it online a week ahead?"),
         _any("71.10", "71.1")),
    Case("ski-night", _rag(SKI, "Is there night skiing?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say")),
    Case("sitter-count", _rag(SITTER, "How many times did Marta babysit?"), _word("4", "four")),
    Case("sitter-longest", _rag(SITTER, "Which evening was the longest?"),
         _but_not(_any("14 Feb"), "28 Feb", "18 Feb", "6 Feb")),
    Case("sitter-hours", _rag(SITTER, "How many hours did she work in total?"), _word("17.5", "17½")),
    Case("sitter-past-23", _rag(SITTER, "On which date did she stay past 23:00?"),
         _but_not(_any("14 Feb"), "28 Feb", "18 Feb", "6 Feb")),
    Case("sitter-owed", _rag(SITTER, "How much do I still owe her?"), _any("166.50", "166.5")),
    Case("freeze-pandas", _rag(FREEZE, "Which pandas version is installed?"), _but_not(_any("2.2.3"), "2.1.3")),
    Case("freeze-count", _rag(FREEZE, "How many packages are in this list?"), _word("11", "eleven")),
    Case("freeze-torch", _rag(FREEZE, "Is torch installed?"),
         _says_no("not installed", "not listed", "isn't", "is not", "not in the list", "not included")),
    Case("freeze-2024-2", _rag(FREEZE, "Which packages are pinned to 2024.2?"), _both_2024_2),
    Case("lab-ferritin", _rag(LAB, "what's my ferritin"), _word("22")),
    Case("lab-flagged-low", _rag(LAB, "Which results are flagged low?"), _only_low),
    Case("lab-vitd", _rag(LAB, "Is my vitamin D too low?"),
         _says_no("within", "normal", "in range", "not low", "isn't low", "is not low")),
    Case("lab-ldl", _rag(LAB, "What was my LDL cholesterol?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "not listed",
                 "doesn't include", "does not include", "wasn't tested", "was not tested")),
    Case("lab-repeat", _rag(LAB, "When should I get the test repeated?"),
         _any("8 weeks", "eight weeks", "31 March", "2027-03-31", "31/03")),
    Case("lab-count", _rag(LAB, "How many tests were done?"), _word("5", "five")),
    Case("scooter-fee", _rag(SCOOTER, "Why was I charged 10 euros extra?"),
         _any("outside a zone", "parked outside", "parking", "outside the zone", "outside the parking")),
    Case("scooter-without-fee", _rag(SCOOTER, "What would the ride have cost if I had parked properly?"),
         _any("6.75")),
    Case("scooter-end", _rag(SCOOTER, "Where did the ride end?"), _but_not(_any("Carrer de Blai"), "Catalunya")),
    Case("swim-sun-morning", _rag(SWIM, "Can I swim lengths on Sunday morning?"),
         _says_no("lessons", "not until 14:00", "from 14:00", "only from 14", "afternoon")),
    Case("swim-wed", _rag(SWIM, "When can I do lanes on a Wednesday?"),
         _but_not(_has("06:30", "12:00"), "08:00-11:00", "14:00")),
    Case("swim-sat-hours", _rag(SWIM, "How many hours of lane swimming are there on a Saturday?"),
         _word("3", "three")),
    Case("tl-power-back", _rag(TL_NOTICE, "Anong oras babalik ang kuryente?"),
         _any("3:00", "3 ng hapon", "15:00")),
    Case("ms-road-closed", _rag(MS_NOTICE, "Bila jalan ditutup?"), _any("8 November", "Ahad", "5.00")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def start_scooter(scooter_id: str) -> str:
    """Unlock a scooter by the id printed on its handlebar and start a ride."""
    return "started"


@tool
def end_ride(ride_id: str) -> str:
    """End a running ride by its ride id."""
    return "ended"


@tool
def buy_ski_pass(duration: Literal["1 day", "3 days", "6 days"], age_group: Literal["adult", "youth", "child"],
                 count: int) -> str:
    """Buy lift passes: a duration, an age group and how many."""
    return "bought"


@tool
def block_ip(ip: str, minutes: int | None = None) -> str:
    """Block an IP address at the firewall, for a number of minutes or (no minutes) for good."""
    return "blocked"


@tool
def add_to_basket(item: str, grams: int) -> str:
    """Add a weighed grocery item to the basket, by weight in grams."""
    return "added"


class Pupil(BaseModel):
    name: str
    age: int


@tool
def book_swim_lesson(pupil: Pupil) -> str:
    """Book a beginners' swimming lesson for a child."""
    return "booked"


@tool
def invite_guests(emails: list[str]) -> str:
    """Invite people to the trip by their e-mail addresses."""
    return "invited"


class ReportArgs(BaseModel):
    street: str = Field(description="where the problem is")
    issue: Literal["pothole", "streetlight", "graffiti"] = Field(description="what kind of problem")


@tool(args_schema=ReportArgs)
def report_street_issue(street: str, issue: str) -> str:
    """Report a problem in the street to the council."""
    return "reported"


class Spice(Enum):
    MILD = "mild"
    MEDIUM = "medium"
    HOT = "hot"


@tool
def order_curry(dish: str, spice: Spice) -> str:
    """Order a curry with a spice level."""
    return "ordered"


@tool
def book_blood_test(date: str) -> str:
    """Book a blood test on a date given as YYYY-MM-DD."""
    return "booked"


_SCOOTERS = [start_scooter, end_ride]


def _pass_ok(duration: str, age: str, count: int):
    return _call("buy_ski_pass", duration=_eq(duration), age_group=_eq(age), count=_num_near(count))


def _block_ok(minutes):
    def ok(out) -> bool:
        if (args := _call_args(out, "block_ip")) is None:
            return False
        got = args.get("minutes")
        want = got in (None, "") if minutes is None else _num_near(minutes)(got)
        return str(args.get("ip", "")).strip() == ("203.0.113.45" if minutes else "198.51.100.7") and want

    return ok


def _pupil_ok(out) -> bool:
    if (args := _call_args(out, "book_swim_lesson")) is None:
        return False
    pupil = args.get("pupil")
    return (isinstance(pupil, dict) and str(pupil.get("name", "")).strip() in ("Tomás", "Tomas")
            and _num_near(7)(pupil.get("age")))


def _invite_ok(out) -> bool:
    if (args := _call_args(out, "invite_guests")) is None:
        return False
    emails = args.get("emails")
    return isinstance(emails, list) and sorted(str(e).strip().lower() for e in emails) == [
        "ana.ruiz@mail.example", "li.wei@mail.example"]


TOOLS = [
    Case("agent-scooter-lookalike", _agent(_SCOOTERS, "Unlock scooter ZP-4410 for me."),
         _call("start_scooter", scooter_id=_one_of("ZP-4410", "zp-4410"))),
    Case("tool-skipass-literals", _calls([buy_ski_pass], "Two three-day passes for the kids, they're 8 and 11."),
         _pass_ok("3 days", "child", 2)),
    Case("tool-skipass-malay", _calls([buy_ski_pass], "Tolong beli 3 pas ski dewasa untuk satu hari."),
         _pass_ok("1 day", "adult", 3)),
    Case("tool-block-ip-words", _calls([block_ip], "Block 203.0.113.45 for half an hour."), _block_ok(30)),
    Case("tool-block-ip-optional", _calls([block_ip], "Block 198.51.100.7, it keeps hammering the login page."),
         _block_ok(None)),
    Case("tool-basket-grams", _calls([add_to_basket], "Add half a kilo of minced beef to my basket."),
         _call("add_to_basket", grams=_num_near(500))),
    Case("tool-pupil-nested", _calls([book_swim_lesson], "Book a swimming lesson for my son Tomás, he's seven."),
         _pupil_ok),
    Case("tool-pupil-missing", _calls([book_swim_lesson], "Book a swimming lesson for my daughter."), _asks_back),
    Case("tool-invite-list", _calls([invite_guests], "Invite ana.ruiz@mail.example and li.wei@mail.example to the "
                                                     "ski trip."), _invite_ok),
    Case("tool-street-schema", _calls([report_street_issue], "The lamp outside 14 Calle Mayor has been dark for a "
                                                             "week."),
         _call("report_street_issue", issue=_eq("streetlight"))),
    Case("tool-curry-enum", _calls([order_curry], "A chicken korma please, no heat at all, I can't handle spice."),
         _call("order_curry", spice=_one_of("mild", "Spice.MILD"))),
    Case("tool-date-words", _calls([book_blood_test], "Book my blood test on the twenty-second of March 2027."),
         _call("book_blood_test", date=_eq("2027-03-22"))),
    Case("agent-scooter-no-tool", _agent(_SCOOTERS, "Will it rain in Barcelona tomorrow afternoon?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Reading(BaseModel):
    name: str
    value: float
    unit: str | None = None


class Readings(BaseModel):
    readings: list[Reading]


class HutBooking(BaseModel):
    hut: str
    nights: int
    arrival_date: str | None = None


class Snow(BaseModel):
    surface: Literal["powder", "packed", "icy", "slush"]


class Pain(BaseModel):
    score: int = Field(ge=0, le=10, description="pain from 0 (none) to 10 (worst imaginable)")


class Channel(Enum):
    EMAIL = "email"
    PHONE = "phone"
    POST = "post"


class ContactPref(BaseModel):
    channel: Channel


class Diet(BaseModel):
    has_food_allergy: bool


def _readings_ok(p) -> bool:
    r = {x.name.strip().lower(): x for x in p.readings}
    g, c, k = r.get("glucose"), r.get("cholesterol"), r.get("potassium")
    return (len(p.readings) == 3 and g is not None and c is not None and k is not None
            and g.value == 5.2 and "mmol" in str(g.unit or "").lower() and c.value == 4.8 and not c.unit
            and k.value == 4.1 and "mmol" in str(k.unit or "").lower())


STRUCTURED = [
    Case("schema-readings-nested", _structured(Readings, "Glucose 5.2 mmol/L, cholesterol 4.8, potassium 4.1 mmol/L."),
         _parsed(_readings_ok)),
    Case("schema-hut-optional", _structured(HutBooking, "Two nights at the Lindauer Hütte, not sure when yet."),
         _parsed(lambda p: "lindauer" in p.hut.lower() and p.nights == 2 and not p.arrival_date)),
    Case("schema-snow-synonym", _structured(Snow, "Rock-hard and glassy on the upper runs this morning.",
                                            "Classify the snow conditions."),
         _parsed(lambda p: p.surface == "icy")),
    Case("schema-pain-judgement", _structured(Pain, "It's unbearable, the worst pain I have ever felt."),
         _parsed(lambda p: p.score >= 9)),
    Case("schema-channel-negated", _structured(ContactPref, "Not by phone, and please not by post either."),
         _parsed(lambda p: p.channel == Channel.EMAIL)),
    Case("schema-allergy-implied", _structured(Diet, "I can eat absolutely anything, no restrictions."),
         _parsed(lambda p: p.has_food_allergy is False)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-team", _ask("Which team should handle this: PAYMENTS, RIDES or ACCOUNT? Answer with one word.\n"
                            "Message: \"I was charged twice for the same ride.\""), _only("PAYMENTS")),
    Case("label-mixed", _ask("positive, negative or mixed?\n\"The slopes were amazing but the lift queues were "
                             "awful.\""), _only("mixed")),
    Case("label-triage", _ask("Triage as EMERGENCY, SOON or ROUTINE.\n\"My son swallowed a button battery ten "
                              "minutes ago.\""), _only("EMERGENCY")),
    Case("label-tl-ms", _ask("Tagalog or Malay? \"Salamat po sa tulong ninyo.\" One word."), _only("Tagalog")),
]


# --- grading prompts in new wordings ---------------------------------------------------------------

GRADERS = [
    Case("grade-score-1-5", _ask("Score the answer from 1 (useless) to 5 (perfect). Reply with a digit.\n"
                                 "Question: What does an adult 1-day pass cost?\n"
                                 "Answer: An adult 1-day pass costs 79 CHF."), _only("5", "4")),
    Case("grade-pass-fail", _ask("Reference answer: 17.5 hours\nStudent answer: 15 hours\nPASS or FAIL?"),
         _only("FAIL")),
    Case("grade-relevant", _ask("Is the document relevant to the question? Answer yes or no.\n"
                                "Question: When is the pool open on Sundays?\n"
                                "Document: Alpenkamm lift passes - 1 day adult 79 CHF, child 39 CHF."),
         _only("no")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-ticket-bool", _ask('Fill this template as JSON: {"item": "", "price_eur": 0.0, "refundable": true}\n'
                                  "Text: The museum ticket cost €14.50 and cannot be refunded."),
         _json(lambda o: "museum" in str(o.get("item", "")).lower() and o.get("price_eur") == 14.5
               and o.get("refundable") is False)),
    Case("json-names-list", _ask('Return {"names": []} with the people mentioned: Ana and Li will drive; Marta '
                                 "stays with the kids."),
         _json(lambda o: sorted(o.get("names") or []) == ["Ana", "Li", "Marta"])),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-boot-size", _thread("My ski boots are mondo 27.5.", "Good to know.",
                                     "What's a good drink after skiing?", "A hot chocolate is a classic.",
                                     "What size are my ski boots?"), _word("27.5")),
    Case("thread-brother-he", _thread("My brother Kwame is allergic to penicillin.", "Thanks for telling me.",
                                      "What is he allergic to?"), _any("penicillin")),
    Case("thread-party-corrected", _thread("The party is on Saturday.", "Noted.", "Actually, make that Sunday.",
                                           "Okay.", "When is the party?"), _corrected("Sunday", "Saturday")),
    Case("thread-locker-corrected", _thread("My locker code is 4417.", "Got it.", "No wait, 4471.", "Okay.",
                                            "What's my locker code?"), _corrected("4471", "4417")),
    Case("thread-lab-followup", _notes_thread(LAB, "What's my haemoglobin?", "128 g/L.", "And is that normal?"),
         lambda out: not _starts("yes")(out) and _any("low", "below", "under", "not normal", "not within",
                                                     "outside")(out)),
]


# --- small talk, arithmetic, things nothing offline could know ----------------------------------

DIRECT = [
    Case("chat-ms-hello", _ask("Selamat pagi! Apa khabar?"), _none_of("don't know", "tidak tahu")),
    Case("chat-tl-thanks", _ask("Salamat po sa tulong!"), _none_of("don't know", "hindi ko alam")),
    Case("about-memory", _ask("Will you remember this conversation tomorrow?"),
         _either(_starts("no"), _any("won't remember", "will not remember", "don't remember", "no memory",
                                     "don't retain", "do not retain", "can't remember", "cannot remember",
                                     "don't keep", "do not keep", "not able to remember"))),
    Case("math-scooter", _ask("23 minutes at 25 cents a minute plus a 1 euro unlock fee: what do I pay?"),
         _any("6.75")),
    Case("date-days-between", _ask("How many days are there from 3 February 2027 to 31 March 2027?"), _word("56")),
    Case("unknowable-gondola", _ask("Is the Alpenkamm gondola running right now?"), _must_state),
    Case("unknowable-retest", _ask("What will my ferritin be when I get retested in March?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
