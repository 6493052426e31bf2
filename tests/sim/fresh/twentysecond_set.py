"""A twenty-second invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentysecond``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a pub quiz scoresheet
pasted from a spreadsheet (tabs, a joker rule, prizes), a pollen and UV forecast as a markdown
table with ragged pipes, a laundrette price list with "•" bullets and no-break spaces, a
``justfile`` (recipes with a default argument and dependencies), an angling day permit pasted with
Windows line ends and typographic quotes, a dog walker's email (hard-wrapped with a hyphenated line
break, a signature and a quoted reply block), a Nepali power-cut notice (Devanagari digits) and a
Macedonian library notice; questions as commands, lower case without a question mark, typos,
yes/no, a sum of two teams' totals, a comparison of two items in one sentence, superlatives, a sum
of two prices with a per-10-minute rate, a product and a sum (walks x price), answers absent with a
near miss present (a prize for the winners and the last team, not the runners-up; a quoted question
the email never answers); a learner's tools (look-alike bus ticket tools through ``create_agent``,
an ``Enum`` by a description, an ``Optional`` left out, a nested Pydantic argument, a list of tags,
an IP address, pounds for a kilogram argument, a ``date`` as "the first Saturday of July 2029", a
Pydantic ``args_schema`` ``Literal`` by "about an hour", a missing amount, no fitting tool);
``with_structured_output`` (a nested list of rounds, an ``Optional`` left empty, a ``Literal`` by
"90 degrees", ``Field(ge=1, le=10)`` by a judgement, an ``Enum`` by a description, a negated
``bool``, a ``date`` in words); labels (a support queue, Luxembourgish vs German); a learner's own
graders (1-5 faithfulness, MATCH / NO MATCH, relevant yes/no, "addresses" / "misses", right / wrong
by a strict marker, GROUNDED / NOT GROUNDED); JSON by example (a team's total, walks and cost);
threads (a permit number after a topic change, "she" for a named neighbour, a correction with no
subject, a correction with a subject, "And the other one?" over a price list, "What about pike?"
over a permit, a sum of two stated distances, an end time from a start and a duration, "the other
one" after a comparison); small talk in Luxembourgish and Maori, a question about the assistant's
memory; arithmetic; an end time; a day count with a stated today and without one; things nothing
offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at 2dd664f (the branch point of ``twentysecond``; oracles committed first in
f3cb292, one run with ``-v``, none changed after it), 70 cases: right 18, stated limit 37,
silently wrong 15, false alarms 5. None of the five is a real false alarm: permit-brother (a
documents limit, "no sentence says 'brother'", where "not transferable" answers it; the oracle
passes on the limit's own word "can't"), tool-topup-missing (no call and a tool limit for a
missing amount: the behaviour wanted, though the limit names the card, which is there, not the
amount), schema-level-enum and schema-negated-receipt (no option / no rule read, a limit stated,
the safe value, ``low`` / ``False``, happens to be right), about-memory (a knowledge limit to a
question about the assistant; the oracle accepts the limit's word "offline"). The silently wrong
(classes, code paths and proposed mechanisms in ``TWENTYSECOND_CLASSES.md``):

- A spreadsheet paste (tabs) read as a table, but the wrong row or no cell: quiz-music (Les
  Quizerables' whole row with 9 / 8 / 7 / 5 / 29, the "Music" cell not picked), quiz-sport-lowest
  (the Quizzly Bears' row: "worst in the sport round" not read as the lowest of the Sport
  column), quiz-two-teams (both rows, 30 and 26, not added), quiz-runners-up (the winner's row by
  "the highest Total" for "runners-up", and the prize line, which names no runners-up prize, not
  read).
- A markdown table: pollen-grass-thu (Monday's and Tuesday's rows, "High" and "Very high", for
  "thursday": the cell "Thu 15 May" not met by the day's full name).
- "I don't know." with the answer in the notes: just-default (``default: test``), just-release-deps
  (``release version: test lint``: a justfile's recipe dependencies), permit-spinner ("Fly only"
  for a spinner), dog-owe (14 x GBP 12 + 3 x GBP 18 in a hard-wrapped email).
- dog-saturday: "Yes" made of the quoted reply block ("> Saturday walks from April?"): the
  user's own quoted question read as the answer.
- dog-solo-why: the answer is in the reply but as the document's hyphenated line break
  "sea- son" (not re-joined), after the counts sentence; wrong by the oracle's "season" (really
  right but broken; kept as counted).
- Tools: agent-bus-no-tool (``top_up_bus_pass(card="number", amount=22)`` for "Is the number 22
  bus running late?": a confused pick between near-tied tools, arguments made of the question).
- Graders: grade-faithful-1-5 ("1 - 5 = -4": the scale "1-5" read as arithmetic), grade-grounded
  ("no" for a GROUNDED / NOT GROUNDED prompt: the verdict right, the prompt's labels not used).
- Threads: thread-other-permit ("Could you tell me a bit more about what you need?" for "How much
  more is the other one?": read as no content words, the earlier turns not used).

Right by a lenient oracle (noted, not changed): tool-pounds-to-kg (``species`` is the whole
question "Log brown trout weighed 3 lb"; the oracle only asks for "trout"; really silently
wrong), wash-cheaper (both price lines quoted and "nothing about 'cheaper'": no comparison; the
reply opens with "Service wash", which the oracle accepts), wash-last (the duvet line and the
opening hours quoted with the answer), just-mypy (the lint recipe quoted with "nothing about
'recipe', 'run'"), quiz-joker-counted (the joker line quoted, "not included" in it). Limits worth
the merger's eye: agent-bus-lookalike ("names no 'card'" though the request says "card
BP-48213"), the tool limits for a nested argument, a list, a date in words and a ``Literal`` by
a duration, and the knowledge limits on every thread over earlier turns except the permit number
and the corrected weight.

``python -W ignore -m tests.sim.fresh.twentysecond_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

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
    _both,
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
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

QUIZ = ("Team\tR1 General\tR2 Music\tR3 Picture\tR4 Sport\tTotal\n"
        "The Quizzly Bears\t8\t6\t9\t7\t30\n"
        "Les Quizerables\t9\t8\t7\t5\t29\n"
        "Universally Challenged\t6\t9\t8\t9\t32\n"
        "Agatha Quiztie\t7\t5\t6\t8\t26\n"
        "Joker round: each team's joker doubles one round's score (not included in the totals above).\n"
        "Prize: \u00a340 bar tab for the winners; \u00a310 for the last-placed team.\n")

POLLEN = """| Day | Grass pollen | Tree pollen | UV index |
|---|---|---|--|
| Mon 12 May | High | Moderate | 5 |
| Tue 13 May| Very high |Low | 6 |
|Wed 14 May | Moderate | Low | 3|
| Thu 15 May | Low | Low | 2 |
"""

LAUNDRETTE = ("Suds & Spin Laundrette \u2013 price list\n"
              "\u2022 Wash 8\u00a0kg: \u00a34.50\n"
              "\u2022 Wash 15\u00a0kg: \u00a37.00\n"
              "\u2022 Dryer: \u00a31 per 10\u00a0min\n"
              "\u2022 Service wash (we wash, dry & fold): \u00a312.00 per bag\n"
              "\u2022 Duvet (king size): \u00a314.00\n"
              "Open 7am\u201310pm daily; last wash 9pm.\n")

JUSTFILE = """# justfile
set dotenv-load := true

default: test

test:
    pytest -q tests/

lint:
    ruff check .
    mypy src/

serve port="8000":
    uvicorn app.main:app --reload --port {{port}}

release version: test lint
    git tag v{{version}}
    git push origin v{{version}}
"""

PERMIT = ("Glenmore Angling Association\r\nDay Permit \u2013 No. 004718\r\nName: Mr T. O\u2019Rourke\r\n"
          "Water: Lough Bawn (east shore only)\r\n"
          "Valid: 6 June 2029, one hour before sunrise to one hour after sunset\r\n"
          "Price: \u20ac25.00 (juvenile \u20ac10.00)\r\n"
          "Bag limit: 2 trout per day; all pike must be returned.\r\n"
          "\u201cFly only\u201d applies from 1 June to 30 September.\r\n"
          "This permit is not transferable.\r\n")

DOGWALK = """From: Marta Lindqvist <marta@pawsandgo.example>
To: Owen Pryce
Subject: Re: Biscuit's walks in March

Hi Owen,

Here's March for Biscuit: 14 group walks at \u00a312 each and 3 solo
walks at \u00a318 each. The solo ones were the days she was in sea-
son. Payment by bank transfer by 5 April please.

Thanks!
Marta
--
Paws & Go Dog Walking \u00b7 07700 900412
Mon\u2013Fri walks 10:00\u201314:00

> On 28 Mar, Owen Pryce wrote:
> Could you send me the total for March? And can you do
> Saturday walks from April?
"""

NE_NOTICE = ("सूचना: शनिबार असार १५ गते बिहान ७ बजेदेखि दिउँसो २ बजेसम्म मर्मतका कारण "
             "बिजुली आपूर्ति बन्द हुनेछ। असुविधाका लागि क्षमा चाहन्छौं।")

MK_NOTICE = ("Известување: Градската библиотека ќе биде затворена во понеделник, 3 јуни, поради попис. "
             "Од вторник работи нормално, од 8:00 до 20:00 часот.")

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include", "doesn't answer", "does not answer", "not answered")

GROUNDED = [
    Case("quiz-winner", _rag(QUIZ, "who won the quiz"),
         _but_not(_any("Universally Challenged"), "Quizzly Bears won", "Les Quizerables won")),
    Case("quiz-music", _rag(QUIZ, "What did Les Quizerables get in the music round?"),
         _but_not(_word("8", "eight"), "9 in the music", "29")),
    Case("quiz-sport-lowest", _rag(QUIZ, "Which team did worst in the sport round?"),
         _but_not(_any("Les Quizerables"), "Agatha Quiztie did worst", "Quizzly Bears did worst")),
    Case("quiz-two-teams", _rag(QUIZ, "How many points did the Quizzly Bears and Agatha Quiztie score between them?"),
         _word("56", "fifty-six")),
    Case("quiz-joker-counted", _rag(QUIZ, "are the jokers in the totals"),
         _says_no("not included", "aren't included", "are not included", "not in the totals", "excluded")),
    Case("quiz-runners-up", _rag(QUIZ, "What do the runners-up win?"),
         _either(_absent(*_NOT_SAID), _any("nothing", "no prize", "only the winners"))),
    Case("pollen-uv-max", _rag(POLLEN, "Which day has the highest UV?"),
         _but_not(_any("Tue 13 May", "Tuesday", "13 May"), "Mon 12 May has", "Monday has")),
    Case("pollen-grass-thu", _rag(POLLEN, "is grass pollen high on thursday"),
         _but_not(_says_no("low", "it's low", "it is low"), "Very high")),
    Case("pollen-compare", _rag(POLLEN, "For grass pollen, which is worse: Monday or Wednesday?"),
         _either(_starts("monday", "mon 12", "mon"), _any("Monday is worse", "Monday (High)", "Monday, with high",
                                                         "Monday has higher", "Monday's is higher"))),
    Case("wash-big-plus-dryer", _rag(LAUNDRETTE, "how much for a big wash and 30 mins in the dryer"),
         _any("\u00a310.00", "\u00a310", "10.00", "10 pounds", "ten pounds")),
    Case("wash-last", _rag(LAUNDRETTE, "When is the last wash?"), _but_not(_any("9pm", "9 pm", "21:00"), "10pm is")),
    Case("wash-ironing", _rag(LAUNDRETTE, "Do you do ironing?"),
         _either(_absent(*_NOT_SAID), _says_no("not listed", "no ironing", "doesn't list", "does not list"))),
    Case("wash-cheaper", _rag(LAUNDRETTE, "Which is cheaper, a service wash or washing a king-size duvet?"),
         _either(_starts("a service wash", "the service wash", "service wash"),
                 _any("service wash is cheaper", "service wash (\u00a312", "service wash, at \u00a312",
                      "service wash at \u00a312"))),
    Case("just-default", _rag(JUSTFILE, "What runs if I just type `just` with no recipe?"),
         _but_not(_word("test", "tests", "pytest"), "ruff", "uvicorn")),
    Case("just-release-deps", _rag(JUSTFILE, "What has to run before release?"),
         _both(_word("test"), _word("lint"))),
    Case("just-mypy", _rag(JUSTFILE, "Does the lint recipe run mypy?"),
         _either(_starts("yes", "it does"), _but_not(_any("runs mypy", "mypy src/"), "uvicorn", "pytest"))),
    Case("permit-pike", _rag(PERMIT, "can i keep a pike"),
         _says_no("must be returned", "returned", "put back", "release", "can't keep", "cannot keep")),
    Case("permit-spinner", _rag(PERMIT, "Can I use a spinner on the day?"),
         _says_no("fly only", "only fly", "fly fishing only", "flies only")),
    Case("permit-brother", _rag(PERMIT, "My brother wants to use my permit on the day, is that ok?"),
         _says_no("not transferable", "non-transferable", "can't", "cannot")),
    Case("dog-owe", _rag(DOGWALK, "what do i owe for march"), _any("\u00a3222", "222")),
    Case("dog-total-walks", _rag(DOGWALK, "How many walks did Biscuit have in March?"),
         _but_not(_word("17", "seventeen"), "14 walks in total", "3 walks in total")),
    Case("dog-solo-why", _rag(DOGWALK, "Why were some walks solo?"), _any("season")),
    Case("dog-saturday", _rag(DOGWALK, "Can Marta do Saturday walks from April?"),
         _either(_absent(*_NOT_SAID), _any("Mon\u2013Fri", "Mon-Fri", "Monday to Friday", "weekdays",
                                           "Monday-Friday"))),
    Case("ne-power-until", _rag(NE_NOTICE, "बिजुली कति बजेसम्म बन्द हुन्छ?"),
         _any("२ बजे", "2 बजे", "दिउँसो २", "2 pm", "2pm", "14:00", "२ बजेसम्म")),
    Case("mk-library-tue", _rag(MK_NOTICE, "До колку часот работи библиотеката во вторник?"),
         _any("20:00", "20 часот", "8 pm", "8pm", "20.00")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def top_up_bus_pass(card: str, amount: float) -> str:
    """Add money to a bus pass card."""
    return "topped up"


@tool
def buy_day_ticket(zone: int) -> str:
    """Buy a one-day bus ticket for a fare zone."""
    return "bought"


class PollenKind(Enum):
    GRASS = "grass"
    TREE = "tree"
    WEED = "weed"


@tool
def set_pollen_alert(kind: PollenKind) -> str:
    """Alert me when this kind of pollen is high."""
    return "set"


@tool
def find_walker(area: str, max_price: float | None = None) -> str:
    """Find dog walkers in an area; max_price is the most per walk in pounds."""
    return "[]"


class TeamInfo(BaseModel):
    name: str
    players: int


@tool
def register_team(team: TeamInfo) -> str:
    """Register a team for tonight's quiz."""
    return "registered"


@tool
def tag_ticket(ticket: str, tags: list[str]) -> str:
    """Add tags to a support ticket."""
    return "tagged"


@tool
def block_ip(address: str) -> str:
    """Block an IP address from the signup form."""
    return "blocked"


@tool
def log_catch(species: str, weight_kg: float) -> str:
    """Record a fish caught, with its weight in kilograms."""
    return "logged"


@tool
def renew_permit(permit_no: str, start: date) -> str:
    """Renew an angling permit from a start date."""
    return "renewed"


class WalkArgs(BaseModel):
    dog: str = Field(description="the dog's name")
    length: Literal["short", "standard", "long"] = Field(description="short = 30 min, standard = 1 h, long = 2 h")


@tool(args_schema=WalkArgs)
def book_walk(dog: str, length: str) -> str:
    """Book a dog walk."""
    return "booked"


_BUS_TOOLS = [top_up_bus_pass, buy_day_ticket]


def _walker_ok(out) -> bool:
    args = _call_args(out, "find_walker")
    return (args is not None and "leith" in str(args.get("area", "")).lower()
            and args.get("max_price") in (None, ""))


def _team_ok(out) -> bool:
    args = _call_args(out, "register_team")
    team = (args or {}).get("team")
    return (isinstance(team, dict) and str(team.get("name", "")).strip().lower() == "agatha quiztie"
            and str(team.get("players")) in ("4", "4.0"))


def _tags_ok(out) -> bool:
    args = _call_args(out, "tag_ticket")
    tags = (args or {}).get("tags")
    return (args is not None and str(args.get("ticket", "")).strip().upper() == "QZ-7" and isinstance(tags, list)
            and sorted(str(t).strip().lower() for t in tags) == ["music", "picture round"])


TOOLS = [
    Case("agent-bus-lookalike", _agent(_BUS_TOOLS, "Put \u00a320 on my bus pass, card BP-48213."),
         _call("top_up_bus_pass", card=_eq("BP-48213"), amount=_num_near(20))),
    Case("tool-pollen-enum", _calls([set_pollen_alert], "Let me know when the hay fever stuff from lawns is bad."),
         _call("set_pollen_alert", kind=_one_of("grass", "PollenKind.GRASS"))),
    Case("tool-optional-absent", _calls([find_walker], "find a dog walker in Leith"), _walker_ok),
    Case("tool-nested-team", _calls([register_team], "Register Agatha Quiztie for tonight, there are 4 of us."),
         _team_ok),
    Case("tool-tag-list", _calls([tag_ticket], "Tag ticket QZ-7 with 'music' and 'picture round'."), _tags_ok),
    Case("tool-ip", _calls([block_ip], "Block 203.0.113.77, it keeps spamming the quiz signup form."),
         _call("block_ip", address=_eq("203.0.113.77"))),
    Case("tool-pounds-to-kg", _calls([log_catch], "Log a brown trout, it weighed 3 lb."),
         _call("log_catch", species=lambda v: "trout" in str(v).lower(), weight_kg=_num_near(1.36, 0.02))),
    Case("tool-date-first-sat", _calls([renew_permit], "Renew permit 004718 from the first Saturday of July 2029."),
         _call("renew_permit", permit_no=_eq("004718"), start=_eq("2029-07-07"))),
    Case("tool-walk-literal", _calls([book_walk], "Book Biscuit a walk of about an hour."),
         _call("book_walk", dog=_eq("Biscuit"), length=_eq("standard"))),
    Case("tool-topup-missing", _calls([top_up_bus_pass], "Top up my bus pass BP-48213 please."), _no_call),
    Case("agent-bus-no-tool", _agent(_BUS_TOOLS, "Is the number 22 bus running late this morning?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Round(BaseModel):
    name: str
    score: int


class QuizNight(BaseModel):
    rounds: list[Round]


class Catch(BaseModel):
    species: str
    weight_kg: float | None = None


class WashSetting(BaseModel):
    temperature: Literal["cold", "warm", "hot"] = Field(description="water temperature")


class QuizRating(BaseModel):
    score: int = Field(ge=1, le=10, description="1 = dreadful, 10 = superb")


class Level(Enum):
    LOW = "low"
    MODERATE = "moderate"
    HIGH = "high"


class PollenReport(BaseModel):
    tree_level: Level


class Checkout(BaseModel):
    wants_receipt: bool


class PaymentDue(BaseModel):
    due: date


def _rounds_ok(q) -> bool:
    got = {r.name.strip().lower(): r.score for r in q.rounds}
    return len(got) == 3 and sorted(got.values()) == [6, 8, 9] and any("music" in k and v == 6 for k, v in got.items())


STRUCTURED = [
    Case("schema-rounds-nested", _structured(QuizNight, "We got 8 in general knowledge, 6 in music and 9 in the "
                                                        "picture round."), _parsed(_rounds_ok)),
    Case("schema-catch-optional", _structured(Catch, "Caught a brown trout, didn't weigh it."),
         _parsed(lambda p: "trout" in p.species.lower() and p.weight_kg is None)),
    Case("schema-wash-literal", _structured(WashSetting, "Put it through at 90 degrees, it's the dog's bedding."),
         _parsed(lambda p: p.temperature == "hot")),
    Case("schema-rating-ge", _structured(QuizRating, "Honestly the worst quiz night I've been to, the questions "
                                                     "were unreadable and the mic kept cutting out."),
         _parsed(lambda p: p.score <= 2)),
    Case("schema-level-enum", _structured(PollenReport, "The trees are barely releasing anything today."),
         _parsed(lambda p: p.tree_level == Level.LOW)),
    Case("schema-negated-receipt", _structured(Checkout, "No need for a receipt, thanks."),
         _parsed(lambda p: p.wants_receipt is False)),
    Case("schema-date-words", _structured(PaymentDue, "Please pay by the fifth of April 2029."),
         _parsed(lambda p: p.due == date(2029, 4, 5))),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-queue", _ask("Which queue: billing, machines or lost property? Reply with the queue name.\n"
                             "\"I left my umbrella by the dryers yesterday evening.\""), _only("lost property")),
    Case("label-lb-de", _ask("Luxembourgish or German? Just the language.\n"
                             "\"Ech hunn haut keng Z\u00e4it, mir gesinn eis muer.\""), _only("Luxembourgish")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-faithful-1-5", _ask("Rate 1-5 how faithful the answer is to the source. Reply with the digit.\n"
                                    "Source: Bag limit: 2 trout per day.\n"
                                    "Answer: You may keep two trout a day."), _only("5", "4")),
    Case("grade-match", _ask("Reference: \u00a3222\nCandidate: \u00a3168\n"
                             "Does the candidate match the reference? MATCH or NO MATCH."), _only("NO MATCH")),
    Case("grade-relevant-no", _ask("relevant: yes/no\nquestion: what port does serve use\n"
                                   "passage: lint: ruff check ."), _only("no")),
    Case("grade-addresses", _ask("Does the response address the user's question? Reply 'addresses' or 'misses'.\n"
                                 "Question: When is the last wash?\nResponse: The last wash is at 9pm."),
         _only("addresses")),
    Case("grade-strict-marker", _ask("You are a strict marker.\nReference: Universally Challenged won with 32.\n"
                                     "Student: The Quizzly Bears won.\nMark (right/wrong):"), _only("wrong")),
    Case("grade-grounded", _ask("Is the answer grounded in the context? GROUNDED or NOT GROUNDED.\n"
                                "Context: Open 7am\u201310pm daily.\nAnswer: They open at 6am on Sundays."),
         _only("NOT GROUNDED")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-team-total", _ask('Give me JSON shaped like {"team": "", "total": 0}: Pint of No Return scored '
                                 "7, 6, 8 and 9."),
         _json(lambda o: "pint of no return" in str(o.get("team", "")).lower() and o.get("total") == 30)),
    Case("json-walks-cost", _ask('Return {"walks": 0, "cost": 0} for 5 walks at \u00a312 each.'),
         _json(lambda o: o.get("walks") == 5 and o.get("cost") in (60, 60.0))),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-permit-topic-change", _thread("My permit number is 004718.", "Got it.",
                                               "What fly works for trout in June?",
                                               "A mayfly pattern is a good start.",
                                               "What was my permit number again?"),
         _but_not(_any("004718"), "mayfly")),
    Case("thread-neighbour-she", _thread("My neighbour Agnieszka walks the dog on Wednesdays.", "Lovely.",
                                         "What day does she walk the dog?"), _any("Wednesday")),
    Case("thread-half-eight", _thread("The quiz starts at 8.", "Noted.", "No, half 8.", "Okay.",
                                      "What time does the quiz start?"),
         _any("8:30", "half 8", "half past 8", "20:30", "half past eight", "half eight")),
    Case("thread-dog-weight-corrected", _thread("My dog weighs 14 kg.", "Noted.",
                                                "Actually my dog weighs 16 kg.", "Thanks, updated.",
                                                "How much does my dog weigh?"), _corrected("16", "14")),
    Case("thread-wash-other-one", _notes_thread(LAUNDRETTE, "How much is the 8 kg wash?", "\u00a34.50.",
                                                "And the other one?"),
         _but_not(_any("\u00a37.00", "\u00a37", "7.00"), "4.50")),
    Case("thread-permit-pike", _notes_thread(PERMIT, "How many trout can I keep?", "Two per day.",
                                             "What about pike?"), _any("returned", "put back", "release")),
    Case("thread-km-sum", _thread("i walked 3.5 km this morning and 4 km this evening", "Nice!",
                                  "how far did i walk today"), _any("7.5", "7,5", "seven and a half")),
    Case("thread-quiz-end", _thread("The quiz starts at 19:45 and runs for 2 hours 30 minutes.", "Sounds fun.",
                                    "What time will it finish?"), _any("22:15", "10:15", "quarter past ten")),
    Case("thread-other-permit", _thread("I have two permits: Lough Bawn costs \u20ac25 and the River Dee one costs "
                                        "\u20ac40.", "OK.", "Which is cheaper?", "Lough Bawn.",
                                        "How much more is the other one?"),
         _both(_word("15", "\u20ac15", "fifteen"), _none_of("25 more", "40 more"))),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-lb-hello", _ask("Moien! W\u00e9i geet et dir?"), _none_of("don't know", "can't answer")),
    Case("chat-mi-thanks", _ask("Kia ora, ng\u0101 mihi m\u014d t\u014d \u0101whina!"),
         _none_of("don't know", "can't answer")),
    Case("about-memory", _ask("Do you remember what we talked about yesterday?"),
         _either(_starts("no"), _any("don't remember", "can't remember", "no memory", "don't have memory",
                                     "previous conversation", "cannot recall", "can't recall", "don't retain",
                                     "offline", "earlier conversation", "past conversation"))),
    Case("arith-walks", _ask("what's 14 x 12 plus 3 x 18"), _word("222")),
    Case("time-film-end", _ask("A film starts at 21:40 and is 1 h 55 min long. When does it end?"),
         _any("23:35", "11:35")),
    Case("date-days-stated", _ask("Today is 20 March 2029. My permit is valid until 6 June 2029. How many days "
                                  "until then?"), _word("78", "seventy-eight")),
    Case("date-days-unstated", _ask("how many days until my birthday on 4 August"), _must_state),
    Case("unknowable-lough", _ask("Is Lough Bawn busy with anglers right now?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
