"""A twentieth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentieth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a curling linescore (ends
in columns, a blank end, a hammer marker), a cheese counter price board (prices per kg, a weekday
discount on one kind), a Heroku-style ``Procfile``, a spectacle prescription (SPH / CYL / AXIS per
eye, a validity in years), an Apache ``.htaccess`` (rewrite rules, 301 / 302 redirects,
``Options -Indexes``), a school fair raffle result sheet (ticket numbers with colours), a
residents' association agenda (items with minutes), a Bulgarian lift notice and a Maltese library
notice; questions as commands, lower case, a typo, yes/no, "how many" of a blank end, a running
score after four ends, a comparison ("which is cheaper"), a superlative, a price for grams at a
price per kilo, a percentage off on a named day, a validity added to a date, a sum of minutes and
an end time, a product (tickets times price), a near miss (the right number, the wrong colour),
answers absent; a learner's tools (look-alike hire tools through ``create_agent``, an ``Enum`` by
a description, an ``Optional`` set by "direct only", a list of tags, an IP address with hours for
a minutes argument, half a kilo for a grams argument, a Pydantic ``args_schema`` ``Literal`` by
"text me", a ``date`` as "the last day of June", miles for a kilometres argument, a missing
argument, no fitting tool); ``with_structured_output`` (a nested list of objects, an
``Optional`` left empty, a ``Literal`` by a synonym, ``Field(ge=0, le=10)`` by a judgement, an
``Enum`` by a description, a negated ``bool``); labels (a support queue, Bulgarian vs Serbian,
praise / question / complaint); a learner's own graders ("1-5" faithfulness, PASS / FAIL against a
reference, "relevant: yes/no", ADDRESSED / NOT_ADDRESSED, match / partial match / no match, Y / N
a student's answer, 0-2 groundedness); JSON by example (an agenda's count and minutes, a date in
words); threads (a locker number after a topic change, "his" for a named colleague, a correction
with no subject, "Make that", "And the Brie?" over notes, "And the left?" over notes, a sum of two
stated counts, a name after a topic change); small talk in Basque and Irish, a question about the
assistant's memory; arithmetic; a day count with a stated today and without one; things nothing
offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at c1c795a (the branch point of ``twentieth``; oracles committed first in
b2aba08, one run with ``-v``, none changed after it), 70 cases: right 16, stated limit 42,
silently wrong 12, false alarms 5. None of the five is a real false alarm: cheese-goat (a
documents limit whose text holds "could not find", which the ``_absent`` oracle accepts),
schema-redirect-literal (a ``Literal`` it could not choose, a limit stated, the first option
"permanent" given, which happens to be right), schema-negated-wrap (the yes/no field undecided, a
limit stated, the bool's safe value False, which happens to be right), chat-eu-hello and
chat-ga-thanks (a knowledge limit, "can't answer this", to a Basque greeting and Irish thanks: the
``_none_of`` oracle passes it; a small-talk miss). The silently wrong (classes, code paths and
proposed mechanisms in ``TWENTIETH_CLASSES.md``):

- "I don't know." with the answer in the notes: curl-after-four (a running sum over the first
  four end cells), specs-worse-eye (a comparison of the two SPH cells, more negative = more
  short-sighted), agenda-longest (a superlative over "(..., 25 min)" in numbered items),
  thread-specs-and-left ("And the left?" after a question about the right eye's cylinder: the row
  label "L" not met by "left").
- A line quoted that is not the answer: proc-web-workers (the web line, right, plus the worker
  line with "--concurrency 2": "workers" met the record key "worker"), specs-expiry ("Date of
  test: 9 May 2027" for "when does it expire": the "Valid for 2 years" line not added to it),
  ht-sale-permanent (the whole .htaccess run together, 301 and 302 both, no yes/no),
  raffle-yellow-0417 (the pink 0417 row and the yellow 0931 row, no yes/no: the colour of the
  near miss not checked), agenda-length (one item, "Notes of the last meeting (..., 10 min)", for
  the whole meeting's length: no sum of the items' minutes), agenda-end-time (the header line
  with its 19:30 start and "nothing about 'finish'": no start plus the sum).
- Tools: tool-optional-direct (``find_flights(origin="Cork", destination="Lisbon")``: the
  ``Optional`` ``max_stops`` left out though the question says "direct only"; no limit).
- Structured output: schema-lenses-optional (``right_sph=1.0, left_sph=1.0, reading_add=1.25``
  from "Right -1.00, left -1.25. No reading addition needed.": minus signs dropped, figures
  paired by order not by their words, an ``Optional`` the text says is absent filled).

Right by a lenient oracle (noted, not changed): curl-blank-ends (Kerr's row quoted with "I could
not find ...": the oracle's whole word "1" is the cell "4: 1", no count of blank ends: really
silently wrong), curl-three-end (Kerr's row quoted whole, it holds "7: 3"), cheese-cheaper (the
Manchego and Stilton lines both, Manchego first, with "nothing about 'cheaper'"),
cheese-brie-pasteurised (the Brie line, "(unpasteurised)", with "nothing about 'pasteurised'",
no "no").

Overlaps with earlier sets noticed after the first run (left as they are, the cases unchanged):
the Procfile's ``gunicorn ... --workers 3`` line is the seventh set's Dockerfile ``CMD`` with the
same flag (a different format and file), a locker number is the sixteenth's
thread-locker-corrected subject (there a correction, here a topic change), and a Skoda appears in
the ninth and twelfth sets (here only as a thread's fact).

``python -W ignore -m tests.sim.fresh.twentieth_set`` prints the counts (``-v``: each case).
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
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

CURLING = """Winter league, sheet C - final (8 ends; H = hammer, last stone, in the first end)
Team          1  2  3  4  5  6  7  8   Total
Kerr (H)      0  2  0  1  0  0  3  0     6
Lindqvist     1  0  1  0  2  0  0  1     5
"""

CHEESE = """THE CURD CORNER - cheese counter, prices per kg (cut to order, minimum 100 g)
Comte 18 months ........ EUR 32.00
Manchego curado ........ EUR 26.50
Stilton ................ EUR 29.00
Brie de Meaux .......... EUR 24.00  (unpasteurised)
Halloumi ............... EUR 16.50
Tuesdays: 10% off all blue cheeses (Stilton).
"""

PROCFILE = """# Procfile
web: gunicorn shop.wsgi --workers 3 --bind 0.0.0.0:$PORT
worker: celery -A shop worker --concurrency 2 -Q emails,invoices
beat: celery -A shop beat --schedule /tmp/celerybeat-schedule
release: python manage.py migrate --noinput
"""

SPECS = """SPECTACLE PRESCRIPTION - Lumen Opticians, 12 Mill Lane
Patient: Orla Byrne          Date of test: 9 May 2027
        SPH      CYL      AXIS    ADD
R      -2.25    -0.50     180    +1.50
L      -1.75    -0.75      95    +1.50
PD: 62 mm
Valid for 2 years from the date of test. Recommended: varifocals or separate reading glasses.
"""

HTACCESS = """# .htaccess - public_html
RewriteEngine On
RewriteCond %{HTTPS} off
RewriteRule ^(.*)$ https://%{HTTP_HOST}/$1 [R=301,L]
Redirect 302 /sale /spring-sale-2028
Redirect 301 /blog https://news.fernhill.example/
ErrorDocument 404 /errors/not-found.html
<Files "wp-config.php">
  Require all denied
</Files>
Options -Indexes
"""

RAFFLE = """Hillside Primary summer fair - raffle results
Prize                               Winning ticket   Colour
1st  Weekend for two in Kerry       0417             pink
2nd  Bike shop voucher (EUR 150)    1290             green
3rd  Hamper from Daly's             0088             pink
4th  Two cinema passes              0931             yellow
Prizes not claimed by 30 June go to next year's fair.
Tickets sold: 2,140 at EUR 2 each.
"""

AGENDA = """Ashgrove Residents' Association - agenda
Thursday 14 September 2028, 19:30, parish hall
1. Welcome and apologies (Chair, 5 min)
2. Notes of the last meeting (Secretary, 10 min)
3. Treasurer's report (Femi, 15 min)
4. Speed bumps on Ashgrove Road (Cllr Duffy, 25 min)
5. Summer street party (Niamh, 20 min)
6. Any other business (10 min)
"""

BG_NOTICE = ("Съобщение: Поради ремонт асансьорът в блок 14 няма да работи от понеделник, 6 май, до сряда, "
             "8 май включително. Благодарим за разбирането.")

MT_NOTICE = ("Avviż: Il-librerija tal-Belt se tkun magħluqa nhar il-Ġimgħa, 12 ta' Lulju, minħabba xogħlijiet ta' "
             "manutenzjoni. Niftħu mill-ġdid nhar is-Sibt, 13 ta' Lulju, fid-9:00.")

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about")

GROUNDED = [
    Case("curl-winner", _rag(CURLING, "Who won the game?"),
         _but_not(_any("Kerr"), "Lindqvist won", "Lindqvist wins", "Lindqvist, with")),
    Case("curl-three-end", _rag(CURLING, "In which end did Kerr score three?"),
         _but_not(_word("7", "seventh", "7th"), "end 2", "end 4")),
    Case("curl-blank-ends", _rag(CURLING, "how many blank ends were there"),
         _but_not(_word("1", "one", "a single", "only one"), "two blank", "2 blank", "three", "3 blank")),
    Case("curl-after-four", _rag(CURLING, "What was the score after four ends?"),
         _any("3-2", "3–2", "3 to 2", "3 - 2", "3:2", "Kerr 3", "Kerr had 3", "Kerr led 3")),
    Case("cheese-cheaper", _rag(CHEESE, "Which is cheaper per kilo, Stilton or Manchego?"),
         _either(_starts("manchego"), _any("manchego is cheaper", "manchego curado is cheaper",
                                           "manchego curado (eur 26.50", "manchego (eur 26.50"))),
    Case("cheese-250g-comte", _rag(CHEESE, "How much would 250 g of the Comte cost?"),
         _any("8.00", "EUR 8 ", "EUR 8.", "€8", "8 euro")),
    Case("cheese-priciest", _rag(CHEESE, "whats the most expensive cheese"),
         _but_not(_any("Comte"), "Halloumi", "Brie", "Stilton", "Manchego")),
    Case("cheese-brie-pasteurised", _rag(CHEESE, "Is the Brie pasteurised?"),
         _says_no("unpasteurised", "not pasteurised", "isn't pasteurised", "is not pasteurised")),
    Case("cheese-stilton-tuesday", _rag(CHEESE, "How much is Stilton per kg on a Tuesday?"),
         _any("26.10", "26.1 ", "26.1.", "26,10")),
    Case("cheese-goat", _rag(CHEESE, "Do they sell any goat's cheese?"),
         _either(_absent(*_NOT_SAID, "not listed", "doesn't list", "does not list", "isn't listed"),
                 _says_no("no goat", "not listed"))),
    Case("proc-web-workers", _rag(PROCFILE, "How many gunicorn workers does the web process run?"),
         _but_not(_word("3", "three"), "concurrency 2")),
    Case("proc-release", _rag(PROCFILE, "what happens on release"), _but_not(_any("migrate"), "gunicorn", "celery")),
    Case("proc-redis", _rag(PROCFILE, "Which Redis URL does the worker connect to?"), _absent(*_NOT_SAID)),
    Case("specs-worse-eye", _rag(SPECS, "Which eye is more short-sighted?"),
         _either(_starts("right", "the right", "your right"),
                 _any("right eye is more", "right eye (-2.25", "right eye, at -2.25", "right eye, with -2.25"))),
    Case("specs-expiry", _rag(SPECS, "When does this prescription expire?"),
         _any("9 May 2029", "May 9, 2029", "2029-05-09", "09/05/2029", "May 2029")),
    Case("specs-contacts", _rag(SPECS, "Does it say anything about contact lenses?"),
         _either(_absent(*_NOT_SAID), _says_no("no mention", "not mention"))),
    Case("ht-sale-permanent", _rag(HTACCESS, "Is the /sale redirect permanent?"),
         _says_no("temporary", "not permanent", "a 302")),
    Case("ht-listing", _rag(HTACCESS, "is directory listing switched on"),
         _says_no("is off", "disabled", "switched off", "turned off", "-Indexes", "not allowed", "not enabled")),
    Case("raffle-green-1290", _rag(RAFFLE, "I have green ticket 1290. Did I win anything?"),
         _any("bike shop voucher", "bike voucher", "2nd prize", "second prize")),
    Case("raffle-yellow-0417", _rag(RAFFLE, "My ticket is yellow 0417 - have I won?"),
         _says_no("is pink", "was pink", "pink ticket", "didn't win", "did not win", "not a winner", "not won", "haven't won")),
    Case("raffle-takings", _rag(RAFFLE, "How much money did the raffle raise?"), _any("4,280", "4280")),
    Case("agenda-length", _rag(AGENDA, "How long is the meeting planned to last?"),
         _any("85 min", "85 minutes", "1 hour 25", "1h25", "1 h 25", "an hour and 25", "one hour and twenty-five")),
    Case("agenda-end-time", _rag(AGENDA, "What time should it finish?"), _any("20:55", "8:55")),
    Case("agenda-longest", _rag(AGENDA, "which item gets the most time"),
         _but_not(_any("speed bump"), "street party", "treasurer")),
    Case("bg-lift-until", _rag(BG_NOTICE, "До кога няма да работи асансьорът?"),
         _any("8 май", "сряда", "8 May", "Wednesday")),
    Case("mt-library-reopen", _rag(MT_NOTICE, "Meta se terġa' tiftaħ il-librerija?"),
         _any("Sibt", "13 ta' Lulju", "Saturday", "13 July")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def hire_canoe(people: int, hours: int) -> str:
    """Hire an open canoe for a group for a number of hours."""
    return "hired"


@tool
def hire_kayak(people: int, hours: int) -> str:
    """Hire single-seat sea kayaks for a group for a number of hours."""
    return "hired"


class Visibility(Enum):
    PUBLIC = "public"
    PRIVATE = "private"
    INTERNAL = "internal"


@tool
def set_visibility(repo: str, visibility: Visibility) -> str:
    """Change who can see a repository."""
    return "changed"


@tool
def find_flights(origin: str, destination: str, max_stops: int | None = None) -> str:
    """Search flights between two cities; max_stops limits the number of stopovers."""
    return "[]"


@tool
def tag_photo(photo_id: str, tags: list[str]) -> str:
    """Add tags to a photo."""
    return "tagged"


@tool
def block_ip(ip: str, minutes: int) -> str:
    """Block an IP address at the firewall for a number of minutes."""
    return "blocked"


@tool
def weigh_out(cheese: str, grams: int) -> str:
    """Cut and weigh a piece of cheese in grams."""
    return "weighed"


class NotifyArgs(BaseModel):
    channel: Literal["sms", "email", "push"] = Field(description="how the message is delivered")
    message: str = Field(description="what to say")


@tool(args_schema=NotifyArgs)
def notify_me(channel: str, message: str) -> str:
    """Send the user a notification."""
    return "sent"


@tool
def renew_permit(plate: str, until: date) -> str:
    """Renew a residents' parking permit for a car until a date."""
    return "renewed"


@tool
def log_run(distance_km: float) -> str:
    """Log a run's distance in kilometres."""
    return "logged"


_HIRE_TOOLS = [hire_canoe, hire_kayak]


def _tags_ok(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "tag_photo"]
    if len(calls) != 1:
        return False
    args = calls[0]["args"]
    got = args.get("tags")
    return (str(args.get("photo_id", "")).strip().upper() == "P-88" and isinstance(got, list)
            and sorted(str(t).strip().lower() for t in got) == ["beach", "dog", "sunset"])


TOOLS = [
    Case("agent-hire-lookalike", _agent(_HIRE_TOOLS, "Get us an open canoe for the three of us, two hours."),
         _call("hire_canoe", people=_num_near(3), hours=_num_near(2))),
    Case("tool-visibility-enum", _calls([set_visibility], "Make fernhill-site visible only to people inside the "
                                                          "company."),
         _call("set_visibility", visibility=_one_of("internal", "Visibility.INTERNAL"))),
    Case("tool-optional-direct", _calls([find_flights], "Find flights from Cork to Lisbon, direct only."),
         _call("find_flights", origin=_one_of("Cork"), destination=_one_of("Lisbon"), max_stops=_num_near(0))),
    Case("tool-tag-list", _calls([tag_photo], "Tag photo P-88 with beach, sunset and dog."), _tags_ok),
    Case("tool-ip-hours", _calls([block_ip], "Block 203.0.113.45 for two hours."),
         _call("block_ip", ip=_eq("203.0.113.45"), minutes=_num_near(120))),
    Case("tool-half-kilo", _calls([weigh_out], "Cut me half a kilo of the Manchego."),
         _call("weigh_out", cheese=_one_of("Manchego", "the Manchego"), grams=_num_near(500))),
    Case("tool-notify-schema", _calls([notify_me], "Text me when the build finishes."),
         _call("notify_me", channel=_eq("sms"))),
    Case("tool-date-last-day", _calls([renew_permit], "Renew the permit for 231-D-4471 until the last day of "
                                                      "June 2029."),
         _call("renew_permit", plate=_eq("231-D-4471"), until=_eq("2029-06-30"))),
    Case("tool-miles-km", _calls([log_run], "Log a 10 mile run."), _call("log_run", distance_km=_num_near(16.09, 0.05))),
    Case("tool-ip-missing", _calls([block_ip], "Block that address for an hour, it's hammering the login page."),
         _no_call),
    Case("agent-hire-no-tool", _agent(_HIRE_TOOLS, "Will the lake be calm enough on Saturday afternoon?"),
         _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Item(BaseModel):
    title: str
    minutes: int


class Plan(BaseModel):
    items: list[Item]


class Lenses(BaseModel):
    right_sph: float
    left_sph: float
    reading_add: float | None = None


class RedirectKind(BaseModel):
    kind: Literal["permanent", "temporary"] = Field(description="whether the move is for good or for now")


class Heat(BaseModel):
    level: int = Field(ge=0, le=10, description="0 = no heat at all, 10 = hottest")


class TicketColour(Enum):
    PINK = "pink"
    GREEN = "green"
    YELLOW = "yellow"


class Ticket(BaseModel):
    colour: TicketColour


class Wrapping(BaseModel):
    gift_wrap: bool


def _plan_ok(p) -> bool:
    got = [(i.title.strip().lower(), i.minutes) for i in p.items]
    return len(got) == 2 and "budget" in got[0][0] and got[0][1] == 15 and "party" in got[1][0] and got[1][1] == 20


STRUCTURED = [
    Case("schema-plan-nested", _structured(Plan, "First the budget, 15 minutes; then the street party, 20 minutes."),
         _parsed(_plan_ok)),
    Case("schema-lenses-optional", _structured(Lenses, "Right -1.00, left -1.25. No reading addition needed."),
         _parsed(lambda p: p.right_sph == -1.0 and p.left_sph == -1.25 and p.reading_add is None)),
    Case("schema-redirect-literal", _structured(RedirectKind, "This page has moved for good; send everyone to the "
                                                              "new address from now on."),
         _parsed(lambda p: p.kind == "permanent")),
    Case("schema-heat-ge", _structured(Heat, "Not spicy at all please, it's for my four-year-old."),
         _parsed(lambda p: p.level == 0)),
    Case("schema-colour-enum", _structured(Ticket, "My ticket is the colour of fresh grass."),
         _parsed(lambda p: p.colour == TicketColour.GREEN)),
    Case("schema-negated-wrap", _structured(Wrapping, "It's for me, so no need to wrap it."),
         _parsed(lambda p: p.gift_wrap is False)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-queue", _ask("Which queue: BILLING, TECH or SALES? Reply with the queue name only.\n"
                             "\"I was charged twice for my March invoice.\""), _only("BILLING")),
    Case("label-bg-sr", _ask("Bulgarian or Serbian? One word.\n\"Хвала вам пуно, видимо се сутра.\""),
         _only("Serbian")),
    Case("label-praise", _ask("Tag the message as praise, question or complaint (lowercase, one word):\n"
                              "\"Best Comte I've ever had, thank you!\""), _only("praise")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-faithful-1-5", _ask("Score 1-5 how faithful the answer is to the context. Just the number.\n"
                                    "Context: Prizes not claimed by 30 June go to next year's fair.\n"
                                    "Answer: Unclaimed prizes after 30 June are kept for next year's fair."),
         _only("5", "4")),
    Case("grade-pass-fail", _ask("PASS or FAIL: does the answer match the reference answer?\n"
                                 "Reference: 95\nAnswer: The axis for the left eye is 180."), _only("FAIL")),
    Case("grade-relevant-yn", _ask("relevant: yes/no\nQuestion: Which queues does the worker listen on?\n"
                                   "Document: worker: celery -A shop worker -Q emails,invoices"), _only("yes")),
    Case("grade-addressed", _ask("Does the answer address the question? Reply ADDRESSED or NOT_ADDRESSED.\n"
                                 "Q: When does the prescription expire?\n"
                                 "A: Prescriptions are issued by registered optometrists."), _only("NOT_ADDRESSED")),
    Case("grade-partial-match", _ask("Compare with the reference and say match, partial match or no match.\n"
                                     "Reference: The worker listens on the emails and invoices queues.\n"
                                     "Answer: It listens on the emails queue."), _only("partial match")),
    Case("grade-student-yn", _ask("Is the student's answer correct? Y or N.\n"
                                  "Question: Comte costs EUR 32 per kg. What do 250 g cost?\nStudent: EUR 8"),
         _only("Y", "yes")),
    Case("grade-grounded-0-2", _ask("Rate groundedness 0-2 (0 = contradicted by the source, 1 = not in the "
                                    "source, 2 = supported). Digit only.\n"
                                    "Source: Brie de Meaux (unpasteurised).\nClaim: The Brie is pasteurised."),
         _only("0")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-agenda-sum", _ask('Reply with JSON {"items": 0, "minutes": 0} for an agenda of three items '
                                 "lasting 10, 15 and 20 minutes."),
         _json(lambda o: o.get("items") == 3 and o.get("minutes") == 45)),
    Case("json-permit-date", _ask('Give {"plate": "", "expires": "YYYY-MM-DD"} for: The permit for 231-D-4471 '
                                  "runs out on the thirtieth of November 2028."),
         _json(lambda o: str(o.get("plate", "")).upper() == "231-D-4471" and o.get("expires") == "2028-11-30")),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-locker-topic-change", _thread("My locker number is 217.", "Got it.",
                                               "Can you suggest a stretch for tight hamstrings?",
                                               "Try a standing forward fold.", "Which locker was mine?"),
         _but_not(_word("217"), "forward fold")),
    Case("thread-colleague-his", _thread("My colleague Dara drives a blue Skoda.", "Noted.",
                                         "What colour is his car?"), _any("blue")),
    Case("thread-actually-19th", _thread("The party's on the 12th.", "Okay.", "Actually the 19th.", "Noted.",
                                         "When's the party?"), _corrected("19", "12")),
    Case("thread-make-that", _thread("We need 4 kg of cheese for the party.", "Sure.", "Make that 3 kg.", "Okay.",
                                     "How much cheese do we need?"), _corrected("3 kg", "4 kg")),
    Case("thread-cheese-and-brie", _notes_thread(CHEESE, "How much is the Halloumi?", "EUR 16.50 per kg.",
                                                 "And the Brie?"), _but_not(_any("24"), "16.50")),
    Case("thread-specs-and-left", _notes_thread(SPECS, "What's the cylinder for my right eye?", "-0.50.",
                                                "And the left?"), _but_not(_any("0.75"), "0.50")),
    Case("thread-tickets-sum", _thread("I bought 3 raffle tickets and my brother bought 5.", "Good luck!",
                                       "How many did we buy between us?"), _word("8", "eight")),
    Case("thread-name-topic-change", _thread("I'm Aoife, by the way.", "Nice to meet you, Aoife.",
                                             "What's 12 times 12?", "144.", "Do you remember my name?"),
         _any("Aoife")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-eu-hello", _ask("Kaixo! Zer moduz?"), _none_of("don't know", "ez dakit")),
    Case("chat-ga-thanks", _ask("Go raibh míle maith agat!"), _none_of("don't know")),
    Case("about-memory", _ask("Do you remember what we talked about yesterday?"),
         _either(_starts("no"), _any("don't remember", "do not remember", "can't remember", "cannot remember",
                                     "no memory", "don't have memory", "don't keep", "can't recall",
                                     "don't have access", "each conversation"))),
    Case("arith-percent", _ask("What is 15% of 240?"), _word("36")),
    Case("date-days-claim-stated", _ask("Today is 20 June 2028. Prizes must be claimed by 30 June 2028. "
                                        "How many days do I have?"), _word("10", "ten")),
    Case("date-days-until-unstated", _ask("How many days until 30 June 2029?"), _must_state),
    Case("unknowable-rate", _ask("What's the euro to Bulgarian lev exchange rate right now?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
