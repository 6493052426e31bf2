"""A seventeenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``seventeenth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a rowing club's
committee election result (candidates, posts, votes, an unopposed post, ballots cast and a
quorum), a pub darts league table (P / W / L / legs for and against / points, a relegation-like
rule), a van's fuel log (odometer, litres, price per litre, paid), a ``tsconfig.json`` with a
comment line, a home blood pressure diary (morning / evening "sys/dia" cells against a stated
target), a seed packet's back (sow / germination / plant out / harvest month ranges), a sun
times table with a "polar night" row, an Estonian water outage notice and a Czech library
closure notice; questions as commands, lower case, a typo, yes/no, "how many", a difference of
two cells, a sum of a column, a superlative over a column, a filter over "a/b" cells against a
target, a threshold (quorum), answers absent; a learner's tools (look-alike vote tools through
``create_agent``, two floats, a cron expression from words, a list of e-mails with a subject, a nested Pydantic argument, an ``Optional``
left empty, an ``Enum`` target unit, a Pydantic ``args_schema`` ``Literal`` by a synonym, a date
in words, millilitres for a litres argument, no fitting tool); ``with_structured_output`` (a
nested list, an ``Optional`` left empty, a ``Literal`` by a description, ``Field(ge=1, le=5)``
by a judgement, an ``Enum`` by elimination, a ``bool`` True by implication);
labels (a desk route, Estonian vs Finnish, a P1-P3 priority); a
learner's own graders ("correct or incorrect" against a reference, "does the reply answer",
faithfulness 1-5, GOOD/BAD against an expected value, Y/N usefulness); JSON by example (numbers
in words, a bool from a negation); threads (a figure after a topic change, a pronoun for a named
woman, a correction with a cue, a correction with no cue and no subject, follow-ups over notes
with "and" and a pronoun, one of two facts asked); small talk in Estonian and Yoruba, a question
about the assistant itself; a day count with a stated today and without one; things
nothing offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at e06c3d8 (the branch point of ``seventeenth``; oracles committed first in
17968b9, one run with ``-v``, none changed after it), 70 cases: right 17, stated limit 37,
silently wrong 16, false alarms 5. The false alarms: votes-margin (a "can't work the answer out"
limit whose sentence lists the operands "(52, 26)": ``_word("26")`` meets the operand, no answer
given; counted by the tally's rule only), tool-player-missing (no call with a limit: the wanted
outcome, which the ``_no_call`` oracle accepts), chat-et-hello and chat-yo-thanks (a knowledge
limit, "can't answer this", to an Estonian greeting and Yoruba thanks: the ``_none_of`` oracle
passes it; a small-talk miss, no real false alarm), about-internet (the same knowledge limit,
whose sentence holds "offline": a limit, no answer). The silently wrong (classes, code paths and
proposed mechanisms in ``SEVENTEENTH_CLASSES.md``):

- "I don't know." with the answer in the notes: fuel-distance (two odometer readings to
  subtract), ts-target and ts-sourcemaps (a ``tsconfig.json``'s ``"target": "ES2022"`` and
  ``"sourceMap": false`` not read for "ES version" / "source maps generated"), seeds-sprout
  ("sprout" for the packet's "Germination" line), sun-polar (the "polar night" row for "does the
  sun come up").
- The wrong line or only the header quoted: darts-top (the table's header line for "top of the
  league"), darts-qualifier and thread-darts-and (the rule "The bottom team plays in the cup
  qualifier." for which team is bottom: no row named), votes-quorum (the "Ballots cast: 80 ...
  Quorum: 60" line quoted with "nothing about 'reached'", no yes said), bp-above-target (the
  Monday row alone, Tuesday's 138/86 missed, "nothing about 'above'"), thread-votes-her (the
  winner's row for "her opponent").
- Tools: tool-fuel-floats (``price_per_litre=48.6``: the litres figure given to both float
  arguments), tool-renew-date-words (``until="first"`` from "the first of May 2027", and a
  second call with ``item_id="2027"``).
- Threads: thread-table-bare ("13, not 12." not read as a correction: "We're at table 12."
  quoted), thread-two-meds (the whole two-fact sentence quoted for "Which one do I take at
  night?", amlodipine named beside atorvastatin).
- Grader: grade-useful-yn ("no" where the prompt asks "Reply Y or N": the verdict is right, the
  label set not kept; a strict oracle, kept as written: a program testing ``== "N"`` fails).

Right by a lenient oracle (noted, not changed): votes-chair (Ines Carvalho's row quoted with
"nothing about 'won'": the first Chair row, not a comparison of votes), bp-dose (a garbled row
"Day: Pulse; Morning: about 68 each; ..." holding the "Amlodipine 5 mg" sentence, with "nothing
about 'dose'").

``python -W ignore -m tests.sim.fresh.seventeenth_set`` prints the counts (``-v``: each case).
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
    _but_not,
    _call,
    _call_args,
    _calls,
    _corrected,
    _either,
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

VOTES = """Riverside Rowing Club - committee election, 12 March 2027
Candidate          Post         Votes
Ines Carvalho      Chair        41
Tom Adeyemi        Chair        37
Priya Nair         Treasurer    52
Olek Wisniewski    Treasurer    26
Hana Mori          Secretary    unopposed
Ballots cast: 80 (2 spoilt). Quorum: 60 members.
"""

DARTS = """Thursday darts league - table after week 9
Team             P   W   L   Legs+  Legs-  Pts
Red Lion         9   7   2   41     22     14
The Anchor       9   6   3   38     25     12
Kings Arms       9   4   5   30     33     8
Railway Tavern   9   1   8   17     46     2
Two points for a win. The bottom team plays in the cup qualifier.
"""

FUEL = """Fuel log - VW Caddy (reg. KX19 TRB)
Date      Odometer (km)   Litres   Price/l   Paid
02 Jan    48210           52.4     €1.689    €88.50
19 Jan    48905           49.1     €1.659    €81.46
07 Feb    49620           51.0     €1.719    €87.67
Full tank each time.
"""

TSCONFIG = """// tsconfig.json
{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "strict": true,
    "outDir": "dist",
    "sourceMap": false,
    "paths": { "@app/*": ["src/app/*"] }
  },
  "include": ["src"],
  "exclude": ["node_modules", "src/**/*.spec.ts"]
}
"""

BP = """Home blood pressure diary - J. Lindqvist (target: below 135/85)
Day      Morning     Evening
Mon      142/88      131/82
Tue      138/86      129/80
Wed      133/84      127/79
Thu      129/81      125/78
Pulse about 68 each morning. Amlodipine 5 mg started on the Sunday before.
"""

SEEDS = """Sweet pepper 'Corno di Toro Rosso' - 20 seeds
Sow indoors: Feb-Mar, 21-25 °C, 6 mm deep
Germination: 10-21 days
Plant out: after the last frost, 45 cm apart
Harvest: Aug-Oct
Packed for season 2027. Lot 3318.
"""

SUN = """Tromsø - sun times (local time), January 2027
Date     Sunrise   Sunset   Daylight
10 Jan   -         -        polar night
15 Jan   11:52     12:12    0h 20m
20 Jan   11:01     13:05    2h 04m
25 Jan   10:28     13:40    3h 12m
"""

ET_NOTICE = ("Teade: Pärnu mnt 22 majas on vesi kinni neljapäeval, 4. märtsil kell 9.00–14.00 torutööde tõttu. "
             "Vabandame ebamugavuste pärast.")

CS_NOTICE = ("Oznámení: Knihovna na náměstí Míru bude od pondělí 7. června do pátku 11. června zavřena kvůli "
             "inventuře. Knihy můžete vracet do schránky u vchodu.")


def _mornings_above(out) -> bool:
    """Mon and Tue mornings (142/88, 138/86) are above 135/85; Wed and Thu are not."""
    t = _text(out)
    return (_word("Mon", "Monday")(out) and _word("Tue", "Tuesday")(out)
            and not _word("Wed", "Wednesday", "Thu", "Thursday")(out)
            and "133/84" not in t and "129/81" not in t)


GROUNDED = [
    Case("votes-chair", _rag(VOTES, "who won the chair"), _but_not(_any("Ines Carvalho", "Carvalho"), "Adeyemi")),
    Case("votes-margin", _rag(VOTES, "By how many votes did Priya beat Olek?"), _word("26")),
    Case("votes-quorum", _rag(VOTES, "Was the quorum reached?"),
         lambda out: _no_leading("no")(out) and (_starts("yes")(out) or _any("was reached", "was met")(out))),
    Case("votes-treasurer-count", _rag(VOTES, "How many candidates stood for treasurer?"), _word("2", "two")),
    Case("votes-vice", _rag(VOTES, "How many votes did the vice-chair get?"),
         _absent("doesn't mention", "does not mention", "no vice", "not mentioned", "no mention", "not listed")),
    Case("darts-top", _rag(DARTS, "Who is top of the league?"),
         _but_not(_any("Red Lion"), "The Anchor", "Kings Arms", "Railway")),
    Case("darts-qualifier", _rag(DARTS, "Which team has to play the cup qualifier?"),
         _but_not(_any("Railway Tavern"), "Red Lion", "The Anchor", "Kings Arms")),
    Case("darts-gap", _rag(DARTS, "How many more points does Red Lion have than Kings Arms?"), _word("6", "six")),
    Case("fuel-distance", _rag(FUEL, "How far did I drive between the first and the last fill-up?"),
         _any("1410", "1 410", "1,410")),
    Case("fuel-19jan", _rag(FUEL, "what did i pay on 19 jan"), _but_not(_any("81.46"), "88.50", "87.67")),
    Case("fuel-dearest", _rag(FUEL, "Which fill-up had the highest price per litre?"),
         _but_not(_any("07 Feb", "7 Feb", "1.719"), "02 Jan", "19 Jan")),
    Case("fuel-total", _rag(FUEL, "How much have I spent on fuel altogether?"), _any("257.63")),
    Case("fuel-insurance", _rag(FUEL, "How much is the van's insurance?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "not in the log")),
    Case("ts-target", _rag(TSCONFIG, "Which ES version does this compile to?"), _any("ES2022")),
    Case("ts-sourcemaps", _rag(TSCONFIG, "Are source maps generated?"),
         _says_no("not generated", "disabled", "false", "are not", "aren't")),
    Case("ts-spec", _rag(TSCONFIG, "Do the .spec.ts files get compiled?"),
         _says_no("excluded", "not compiled", "aren't compiled", "are not compiled")),
    Case("bp-tue-evening", _rag(BP, "What was Tuesday evening's reading?"),
         _but_not(_any("129/80"), "138/86", "142/88")),
    Case("bp-above-target", _rag(BP, "On which mornings was my blood pressure above target?"), _mornings_above),
    Case("bp-dose", _rag(BP, "what dose of amlodipine am i on"), _any("5 mg", "5mg")),
    Case("bp-cholesterol", _rag(BP, "Is my cholesterol OK?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "no cholesterol",
                 "doesn't include", "does not include")),
    Case("seeds-spacing", _rag(SEEDS, "How far apart should I plant them?"), _any("45 cm", "45cm")),
    Case("seeds-may-outside", _rag(SEEDS, "Can I sow these straight outside in May?"),
         _says_no("indoors", "Feb-Mar", "February", "not outside")),
    Case("seeds-sprout", _rag(SEEDS, "How long do they take to sprout?"), _any("10-21", "10 to 21", "10–21")),
    Case("seeds-count", _rag(SEEDS, "how many seeds are in the packet"), _but_not(_word("20", "twenty"), "3318")),
    Case("sun-polar", _rag(SUN, "Does the sun come up on the 10th?"),
         _says_no("polar night", "doesn't rise", "does not rise", "no sunrise")),
    Case("sun-earliest-set", _rag(SUN, "Which day in the table has the earliest sunset?"),
         _but_not(_any("15 Jan", "12:12"), "13:05", "13:40")),
    Case("et-water-back", _rag(ET_NOTICE, "Mis kell vesi tagasi tuleb?"), _any("14.00", "14:00", "kell 14")),
    Case("cs-return-books", _rag(CS_NOTICE, "Kam můžu vrátit knihy?"), _any("schránk")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def record_vote(candidate: str) -> str:
    """Record one member's vote for a candidate."""
    return "recorded"


@tool
def count_votes(post: str) -> str:
    """Count all votes cast for a committee post and return the totals per candidate."""
    return "counted"


@tool
def log_fuel(litres: float, price_per_litre: float) -> str:
    """Add a fill-up to the van's fuel log."""
    return "logged"


@tool
def add_cron_job(schedule: str, command: str) -> str:
    """Add a cron job. schedule is a five-field cron expression, e.g. '*/5 * * * *'."""
    return "added"


@tool
def email_table(recipients: list[str], subject: str) -> str:
    """E-mail the current league table to a list of addresses with a subject line."""
    return "sent"


class Player(BaseModel):
    name: str
    team: str


@tool
def register_player(player: Player) -> str:
    """Register a player for a team in the darts league."""
    return "registered"


@tool
def log_blood_pressure(systolic: int, diastolic: int, pulse: int | None = None) -> str:
    """Log a home blood pressure reading (pulse optional)."""
    return "logged"


class TempUnit(Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"
    KELVIN = "kelvin"


@tool
def convert_temperature(value: float, to: TempUnit) -> str:
    """Convert a temperature to the given unit."""
    return "converted"


class OutageArgs(BaseModel):
    address: str = Field(description="street address of the outage")
    utility: Literal["water", "power", "gas"] = Field(description="which supply is out")


@tool(args_schema=OutageArgs)
def report_outage(address: str, utility: str) -> str:
    """Report a supply outage to the utility company."""
    return "reported"


@tool
def renew_loan(item_id: str, until: str) -> str:
    """Renew a library loan until a date given as YYYY-MM-DD."""
    return "renewed"


@tool
def order_paint(colour: str, litres: float) -> str:
    """Order wall paint by colour and volume in litres."""
    return "ordered"


_VOTE_TOOLS = [record_vote, count_votes]


def _emails_ok(out) -> bool:
    if (args := _call_args(out, "email_table")) is None:
        return False
    got = args.get("recipients")
    return (isinstance(got, list) and sorted(str(e).strip().lower() for e in got)
            == ["cap@redlion.example", "sec@anchor.example"]
            and "week 9" in str(args.get("subject", "")).lower())


def _player_ok(out) -> bool:
    if (args := _call_args(out, "register_player")) is None:
        return False
    p = args.get("player")
    return (isinstance(p, dict) and str(p.get("name", "")).strip() == "Dev Patel"
            and "kings arms" in str(p.get("team", "")).lower())


def _bp_ok(out) -> bool:
    if (args := _call_args(out, "log_blood_pressure")) is None:
        return False
    a = args
    return _num_near(128)(a.get("systolic")) and _num_near(79)(a.get("diastolic")) and a.get("pulse") in (None, "")


TOOLS = [
    Case("agent-votes-lookalike", _agent(_VOTE_TOOLS, "Tally up the treasurer votes please."),
         _call("count_votes", post=_one_of("treasurer", "Treasurer"))),
    Case("tool-fuel-floats", _calls([log_fuel], "Filled up 48.6 litres at 1.72 a litre."),
         _call("log_fuel", litres=_num_near(48.6), price_per_litre=_num_near(1.72))),
    Case("tool-cron-words", _calls([add_cron_job], "Run /usr/local/bin/backup.sh every day at 3 am."),
         _call("add_cron_job", schedule=_one_of("0 3 * * *"), command=_one_of("/usr/local/bin/backup.sh"))),
    Case("tool-email-list", _calls([email_table], "Send the table to cap@redlion.example and sec@anchor.example, "
                                                  "subject 'Week 9 standings'."), _emails_ok),
    Case("tool-player-nested", _calls([register_player], "Sign up Dev Patel for the Kings Arms team."), _player_ok),
    Case("tool-player-missing", _calls([register_player], "Sign me up for the league."), _no_call),
    Case("tool-bp-optional", _calls([log_blood_pressure], "Log 128 over 79 for this evening."), _bp_ok),
    Case("tool-temp-enum", _calls([convert_temperature], "What's 70 Fahrenheit in Celsius?"),
         _call("convert_temperature", value=_num_near(70), to=_one_of("celsius", "TempUnit.CELSIUS"))),
    Case("tool-outage-schema", _calls([report_outage], "The electricity has been off since noon at 5 Elm Row."),
         _call("report_outage", utility=_eq("power"))),
    Case("tool-renew-date-words", _calls([renew_loan], "Renew LB-2231 until the first of May 2027."),
         _call("renew_loan", item_id=_eq("LB-2231"), until=_eq("2027-05-01"))),
    Case("tool-paint-ml", _calls([order_paint], "I need 2500 ml of white paint."),
         _call("order_paint", litres=_num_near(2.5))),
    Case("agent-votes-no-tool", _agent(_VOTE_TOOLS, "Will Ines still be chair in 2030?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Standing(BaseModel):
    team: str
    points: int


class Table(BaseModel):
    standings: list[Standing]


class BpReading(BaseModel):
    systolic: int
    diastolic: int
    pulse: int | None = None


class Sky(BaseModel):
    cover: Literal["clear", "partly cloudy", "overcast", "fog"] = Field(description="cloud cover")


class Review(BaseModel):
    stars: int = Field(ge=1, le=5, description="1 = terrible, 5 = excellent")


class Seat(Enum):
    WINDOW = "window"
    AISLE = "aisle"
    MIDDLE = "middle"


class SeatChoice(BaseModel):
    seat: Seat


class Jabs(BaseModel):
    vaccinated: bool


def _table_ok(p) -> bool:
    got = {s.team.strip().lower(): s.points for s in p.standings}
    return got == {"red lion": 14, "the anchor": 12, "kings arms": 8}


STRUCTURED = [
    Case("schema-table-nested", _structured(Table, "Red Lion 14 points, The Anchor 12, Kings Arms 8."),
         _parsed(_table_ok)),
    Case("schema-bp-optional", _structured(BpReading, "Evening reading 131 over 82, forgot to note the pulse."),
         _parsed(lambda p: p.systolic == 131 and p.diastolic == 82 and p.pulse is None)),
    Case("schema-sky-description", _structured(Sky, "A grey lid of cloud all day, not one gap anywhere.",
                                               "Describe today's sky."),
         _parsed(lambda p: p.cover == "overcast")),
    Case("schema-review-judgement", _structured(Review, "Honestly flawless, I'd book it again tomorrow."),
         _parsed(lambda p: p.stars == 5)),
    Case("schema-seat-negated", _structured(SeatChoice, "Anything but the middle, and I hate window seats."),
         _parsed(lambda p: p.seat == Seat.AISLE)),
    Case("schema-jabs-implied", _structured(Jabs, "Bella had all her jabs at the clinic last month."),
         _parsed(lambda p: p.vaccinated is True)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-desk", _ask("Send to CUSTOMS, BAGGAGE or TICKETING (one word only).\n"
                            "\"My suitcase never came out on the carousel.\""), _only("BAGGAGE")),
    Case("label-et-fi", _ask("Estonian or Finnish? \"Aitäh, kohtume homme.\" Give the language only."),
         _only("Estonian")),
    Case("label-priority", _ask("Label the ticket P1, P2 or P3 (P1 = the site is down for everyone).\n"
                                "\"The checkout page returns a 500 error for every customer since 09:10.\""),
         _only("P1")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-correct-ref", _ask("You are marking answers. Reference: ES2022\nLearner's answer: It compiles to "
                                   "ES2022.\nCorrect or incorrect?"), _only("correct")),
    Case("grade-does-it-answer", _ask("Does the reply answer the user's question? yes or no.\n"
                                      "User: How far apart should I plant the peppers?\n"
                                      "Reply: Pepper seeds germinate in 10 to 21 days."), _only("no")),
    Case("grade-faithful-1-5", _ask("Rate faithfulness from 1 to 5 (5 = fully supported by the context). "
                                    "Just the number.\nContext: Ballots cast: 80 (2 spoilt).\n"
                                    "Answer: 95 ballots were cast."), _only("1")),
    Case("grade-good-bad", _ask("Expected: 6 points\nGot: Red Lion has six more points than Kings Arms.\n"
                                "GOOD or BAD?"), _only("GOOD")),
    Case("grade-useful-yn", _ask("Is this document useful for answering the question? Reply Y or N.\n"
                                 "Question: What dose of amlodipine am I taking?\n"
                                 "Document: Tromsø sun times, January 2027: 20 Jan sunrise 11:01, sunset 13:05."),
         _only("N")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-words-numbers", _ask('Fill in {"team": "", "won": 0, "lost": 0} as JSON from: The Anchor won six '
                                    "matches and lost three."),
         _json(lambda o: str(o.get("team", "")).strip().lower() in ("the anchor", "anchor") and o.get("won") == 6 and o.get("lost") == 3)),
    Case("json-negated-bool", _ask('Return JSON like {"town": "", "sun_rises": true} for: In Tromsø on 10 January '
                                   "the sun does not rise at all."),
         _json(lambda o: "troms" in str(o.get("town", "")).lower() and o.get("sun_rises") is False)),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-bib-topic-change", _thread("My race bib number is 1184.", "Good luck!",
                                            "What's a good breakfast before a 10k?", "Porridge with a banana.",
                                            "What was my bib number again?"),
         _but_not(_word("1184"), "10k")),
    Case("thread-neighbour-she", _thread("My neighbour Dagny feeds my cat on Tuesdays.", "That's kind of her.",
                                         "Which day does she come?"), _any("Tuesday")),
    Case("thread-flight-corrected", _thread("My flight lands at 14:40.", "Noted.",
                                            "Sorry, my mistake, it lands at 15:40.", "Okay.",
                                            "When does my flight land?"), _corrected("15:40", "14:40")),
    Case("thread-table-bare", _thread("We're at table 12.", "Got it.", "13, not 12.", "Okay.",
                                      "Which table are we at?"), _corrected("13", "12")),
    Case("thread-darts-and", _notes_thread(DARTS, "Who is top?", "Red Lion, with 14 points.", "And who's bottom?"),
         _but_not(_any("Railway Tavern"), "Red Lion", "Kings Arms")),
    Case("thread-votes-her", _notes_thread(VOTES, "Who won treasurer?", "Priya Nair, with 52 votes.",
                                           "How many votes did her opponent get?"), _but_not(_word("26"), "41")),
    Case("thread-two-meds", _thread("I take 5 mg amlodipine in the morning and 10 mg atorvastatin at night.",
                                    "Thanks, noted.", "Which one do I take at night?"),
         _but_not(_any("atorvastatin"), "amlodipine")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-et-hello", _ask("Tere hommikust! Kuidas läheb?"), _none_of("don't know", "ei tea")),
    Case("chat-yo-thanks", _ask("E se pupo fun iranlowo yin!"), _none_of("don't know")),
    Case("about-internet", _ask("Can you look things up on the internet?"),
         _either(_starts("no"), _any("can't browse", "cannot browse", "offline", "no internet", "not able to",
                                     "don't have access", "do not have access", "can't look", "cannot look",
                                     "no access"))),
    Case("date-days-until-stated", _ask("Today is 3 March 2027. How many days until 1 May 2027?"), _word("59")),
    Case("date-days-until-unstated", _ask("How many days until Christmas?"), _must_state),
    Case("unknowable-tromso-weather", _ask("Will it be cloudy in Tromsø on 20 January 2027?"), _must_state),
    Case("unknowable-election", _ask("Who will win next year's Riverside Rowing Club election?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
