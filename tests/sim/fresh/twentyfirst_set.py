"""A twenty-first invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentyfirst``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a ten-pin bowling
scorecard (frames with X and /, running scores), a garment care label pasted with Windows line
ends (CRLF), a blood donor card with typographic apostrophes and a 12-week wait, a plumber's
bathroom refit quote as a hard-wrapped email (labour per fitter per day, materials, VAT
excluded), a squash club ladder (played / won, a challenge rule), a ``supervisord.conf`` (two
``[program:]`` sections), a Georgian water notice and an Afrikaans school notice; questions as
commands, lower case, typos, yes/no, "how many" strikes, a margin, a running score, a
comparison, a superlative over derived losses, a date 12 weeks after a date, a product
(fitters x days x rate), a sum, near misses (a clinic date beside the eligibility date), answers
absent; a learner's tools (look-alike court / lane tools through ``create_agent``, an ``Enum`` by
a description, an ``Optional`` by "under half an hour", a list of emails, a URL, Fahrenheit for a
Celsius argument, a Pydantic ``args_schema`` ``Literal`` by "tomorrow morning", a ``date`` as
"the first Wednesday of June 2029", an email and an amount, a missing number, no fitting tool);
``with_structured_output`` (a nested list of frames, an ``Optional`` left empty, a ``Literal``
by a synonym, ``Field(ge=1, le=5)`` by a judgement, an ``Enum`` by urgency, a negated ``bool``);
labels (a trade to route to, Afrikaans vs Dutch, positive / negative / mixed); a learner's own
graders (1-5 support, a PASS/FAIL verdict after the reference, relevant yes/no, "answers" / "does
not answer", CORRECT / INCORRECT working, complete / incomplete / wrong); JSON by example (strikes
and spares, a date 12 weeks on); threads (a racket weight after a topic change, "she" for a
named sister, a correction with no subject, a correction with a subject, "And Tomás?" over notes,
"What about ironing?" over notes, a sum of two stated counts, a name after a topic change, a
lower-case total); small talk in Esperanto and Galician, a question about the assistant's web
access; arithmetic; a day count with a stated today and without one; things nothing offline
could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at ad33743 (the branch point of ``twentyfirst``; oracles committed first in
b992fd5, one run with ``-v``, none changed after it), 70 cases: right 29, stated limit 29,
silently wrong 12, false alarms 3. None of the three is a real false alarm: tool-heating-missing
(no call and a tool limit for a missing temperature: the behaviour wanted, the ``_no_call`` oracle
passes), schema-negated-parking (the yes/no field undecided, a limit stated, the bool's safe value
False, which happens to be right), about-web (a knowledge limit to "Can you look things up on the
internet?": the oracle accepts the limit's own word "offline"; a question about the assistant
missed). The silently wrong (classes, code paths and proposed mechanisms in
``TWENTYFIRST_CLASSES.md``):

- "I don't know." with the answer in the notes: care-hottest ("max 30°C" for "the hottest
  water"), refit-labour (2 fitters x 4 days x EUR 280 in a hard-wrapped email), refit-total-ex
  (a typed typo "totl" and a sum of the line items "before VAT").
- A line or row quoted that is not the answer, no limit: bowl-winner (the title line "Lane 7 -
  Tuesday league, game 2" with "nothing about 'won'": the final column not compared),
  bowl-after-five (the frame header and Tomas's ball row, not the running-score row under it),
  thread-bowl-and-tomas (both ball rows for "And Tomas?" after "What did Maeve score?": the score
  row unlabelled), donor-next-whole (the card's first lines, "12 weeks after your last
  donation" not added to 14 March 2029), refit-dearer (the materials sentence, both prices, no
  comparison), ladder-challenge (Novak's row and the rule, no positions worked out),
  sup-retries (the whole mailer block run together, 50 / 30 / 5 all in it), sup-thumbs-procs
  (the ``process_name`` line, not ``numprocs=2``).
- Graders: grade-support-1-5 ("1": "four weeks" vs "every 4 weeks", the digit and the number
  word not matched, so the supported answer read as not in the passage).

Right by a lenient oracle (noted, not changed): bowl-strikes (Maeve's ball row quoted with
"nothing about 'strikes'": the "6" of the frame "6 /" meets the oracle's whole word "6"; really
silently wrong), ladder-most-losses (Moss's and Novak's rows, "table rows tie: all listed", no
answer; the oracle only asks for "Novak"), ladder-moss-lost ("1 row of the document holds 'Moss
lost'": a count of rows, not of losses; the "3" of "1-3" meets the oracle; really silently wrong),
donor-group, donor-volume, care-tumble and thread-care-ironing (the whole card or label quoted,
the answer inside it), refit-days (the labour line quoted, "4 days" in it).

``python -W ignore -m tests.sim.fresh.twentyfirst_set`` prints the counts (``-v``: each case).
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

BOWLING = """Lane 7 - Tuesday league, game 2
Frame   1     2     3     4     5     6     7     8     9     10
Maeve   X     7 /   9 -   X     X     8 1   6 /   X     9 -   X X 7
        20    39    48    76    95    104   124   143   152   179
Tomas   8 1   9 -   7 2   X     6 /   8 -   9 /   7 1   X     8 1
        9     18    27    47    65    73    90    98    117   126
"""

CARE = ("CARE INSTRUCTIONS\r\n100% merino wool\r\nHand wash cold, max 30\u00b0C\r\nDo not bleach\r\n"
        "Do not tumble dry - dry flat in the shade\r\nCool iron (max 110\u00b0C) on the reverse\r\n"
        "Dry clean: P (any solvent except trichloroethylene)\r\nMade in Portugal\r\n")

DONOR = """Northvale Blood Service \u2013 donor card
Donor: Saoirse Kelleher      Blood group: O negative
Last donation: 14 March 2029 (whole blood, 470 ml)
You\u2019re eligible to give whole blood again 12 weeks after your last donation.
Platelet donors may give every 4 weeks.
Please don\u2019t donate if you\u2019ve had a tattoo or piercing in the last 4 months.
Next clinic near you: St Brendan\u2019s Hall, Thursday 7 June 2029, 16:00\u201320:00
"""

REFIT = """From: Declan Furlong <declan@furlongplumbing.example>
Subject: Quote - bathroom refit, 22 Orchard Rise

Hi Priya,

As discussed, here is the breakdown for the bathroom. Labour is
2 fitters for 4 days at EUR 280 per fitter per day. Materials:
walk-in shower tray and screen EUR 1,150; vanity unit with basin
EUR 640; wall-hung toilet and frame EUR 720; tiling (18 m2 at
EUR 45/m2) EUR 810. Skip hire EUR 260. All prices exclude VAT at
13.5%. We can start on Monday 3 September if you confirm by the
20th of August.

Regards,
Declan
"""

LADDER = """Riverside Squash Club - men's ladder, updated 2 Feb
Pos  Player            Played  Won  Last match
1    K. Adeyemi        9       8    beat R. Moss 3-1
2    R. Moss           10      7    lost to K. Adeyemi 1-3
3    J. Villanueva     6       4    beat P. Novak 3-2
4    P. Novak          8       3    lost to J. Villanueva 2-3
5    D. Whelan         4       1    did not play
Rule: you may challenge players up to two places above you. A challenge must be played within 10 days.
"""

SUPERVISOR = """; /etc/supervisor/conf.d/app.conf
[program:mailer]
command=/srv/app/.venv/bin/python -m mailer --batch 50
directory=/srv/app
autostart=true
autorestart=unexpected
startretries=5
stopwaitsecs=30
user=www-data
stdout_logfile=/var/log/mailer.out.log

[program:thumbs]
command=/srv/app/.venv/bin/python -m thumbs
numprocs=2
process_name=%(program_name)s_%(process_num)02d
autostart=false
user=www-data
"""

KA_NOTICE = ("ყურადღება! 15 ივლისს, 10:00-დან 18:00-მდე, ჭავჭავაძის გამზირზე წყალი არ იქნება "
             "სარემონტო სამუშაოების გამო. ბოდიშს გიხდით შეფერხებისთვის.")

AF_NOTICE = ("Kennisgewing: Die skoolsaal is op Vrydag 9 Augustus gesluit weens 'n ouervergadering. "
             "Die koorrepetisie skuif na Saterdag 10 Augustus om 10:00.")

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include")

GROUNDED = [
    Case("bowl-winner", _rag(BOWLING, "Who won game 2?"),
         _but_not(_any("Maeve"), "Tomas won", "Tomas wins", "Tomas, with")),
    Case("bowl-strikes", _rag(BOWLING, "how many strikes did maeve bowl"),
         _but_not(_word("6", "six"), "5 strikes", "five strikes", "4 strikes")),
    Case("bowl-margin", _rag(BOWLING, "By how many pins did Maeve win?"), _word("53", "fifty-three")),
    Case("bowl-after-five", _rag(BOWLING, "What was Tomas's score after five frames?"),
         _but_not(_word("65"), "95", "126")),
    Case("care-tumble", _rag(CARE, "can i tumble dry this"),
         _says_no("do not tumble", "don't tumble", "not tumble", "dry flat", "shouldn't", "should not")),
    Case("care-hottest", _rag(CARE, "What's the hottest water I can wash it in?"),
         _but_not(_word("30", "30\u00b0C", "30 \u00b0C", "30C"), "110")),
    Case("care-shrink", _rag(CARE, "Will it shrink at 40 degrees?"),
         _either(_absent(*_NOT_SAID), _any("max 30", "maximum of 30", "no more than 30", "30\u00b0C"))),
    Case("donor-group", _rag(DONOR, "What's my blood group?"), _any("O negative", "O-", "O neg")),
    Case("donor-next-whole", _rag(DONOR, "When can I next give whole blood?"),
         _but_not(_any("6 June 2029", "June 6, 2029", "2029-06-06", "6 June", "June 6"), "7 June 2029 is")),
    Case("donor-tattoo", _rag(DONOR, "I got a tattoo two months ago. Can I donate?"),
         _says_no("not yet", "can't donate", "cannot donate", "shouldn't donate", "should not donate",
                  "don't donate", "wait", "4 months", "four months")),
    Case("donor-volume", _rag(DONOR, "how much did i give last time"), _any("470")),
    Case("donor-iron", _rag(DONOR, "What was my iron level?"), _absent(*_NOT_SAID)),
    Case("refit-labour", _rag(REFIT, "How much is the labour?"), _any("2,240", "2240", "2 240")),
    Case("refit-total-ex", _rag(REFIT, "whats the totl before vat"), _any("5,820", "5820", "5 820")),
    Case("refit-dearer", _rag(REFIT, "Which costs more, the vanity unit or the toilet?"),
         _either(_starts("the toilet", "toilet", "the wall-hung toilet", "wall-hung toilet"),
                 _any("toilet costs more", "toilet is more", "toilet and frame costs more", "toilet (EUR 720)",
                      "toilet and frame (EUR 720)", "toilet, at EUR 720", "toilet at EUR 720"))),
    Case("refit-confirm", _rag(REFIT, "By when do I have to confirm?"),
         _but_not(_any("20th of August", "20 August", "August 20"), "3 September is")),
    Case("refit-old-bath", _rag(REFIT, "Does the quote include taking out the old bath?"),
         _either(_absent(*_NOT_SAID), _says_no("not included", "no mention", "doesn't mention"))),
    Case("refit-days", _rag(REFIT, "How many days will the work take?"),
         _but_not(_word("4", "four"), "280 days")),
    Case("ladder-challenge", _rag(LADDER, "Who can Novak challenge?"),
         _both(_any("Villanueva"), _any("Moss"), lambda out: "adeyemi" not in str(getattr(out, "content", out)).lower())),
    Case("ladder-most-losses", _rag(LADDER, "Who has lost the most matches?"),
         _but_not(_any("Novak"), "Whelan has lost the most", "Moss has lost the most")),
    Case("ladder-moss-lost", _rag(LADDER, "How many matches has Moss lost?"),
         _but_not(_word("3", "three"), "10 matches")),
    Case("sup-thumbs-auto", _rag(SUPERVISOR, "Does thumbs start automatically?"),
         _says_no("autostart=false", "does not start", "doesn't start", "not start automatically")),
    Case("sup-retries", _rag(SUPERVISOR, "How many times will it retry starting the mailer?"),
         _but_not(_word("5", "five"), "50", "30")),
    Case("sup-thumbs-procs", _rag(SUPERVISOR, "how many thumbs processes run"),
         _but_not(_word("2", "two"), "batch 50")),
    Case("ka-water-until", _rag(KA_NOTICE, "რომელ საათამდე არ იქნება წყალი?"),
         _any("18:00", "18-მდე", "6 pm", "6pm", "18.00")),
    Case("af-choir-when", _rag(AF_NOTICE, "Wanneer is die koorrepetisie nou?"),
         _any("Saterdag", "10 Augustus", "Saturday", "10 August")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_court(players: int, minutes: int) -> str:
    """Book a squash court for a number of players and minutes."""
    return "booked"


@tool
def book_lane(players: int, games: int) -> str:
    """Book a ten-pin bowling lane for a number of players and games."""
    return "booked"


class Programme(Enum):
    COTTON = "cotton"
    SYNTHETIC = "synthetic"
    WOOL = "wool"


@tool
def set_programme(programme: Programme) -> str:
    """Choose the washing machine programme."""
    return "set"


@tool
def find_recipes(query: str, max_minutes: int | None = None) -> str:
    """Search recipes; max_minutes limits the total cooking time."""
    return "[]"


@tool
def invite_guests(event_id: str, emails: list[str]) -> str:
    """Invite people to an event by their email addresses."""
    return "invited"


@tool
def check_link(url: str) -> str:
    """Check whether a web page is reachable."""
    return "ok"


@tool
def set_heating(celsius: float) -> str:
    """Set the thermostat to a temperature in degrees Celsius."""
    return "set"


class ShipArgs(BaseModel):
    speed: Literal["standard", "express", "overnight"] = Field(description="how fast the parcel travels")
    parcel_id: str = Field(description="the parcel's reference")


@tool(args_schema=ShipArgs)
def ship_parcel(speed: str, parcel_id: str) -> str:
    """Send a parcel."""
    return "sent"


@tool
def book_donation(clinic: str, day: date) -> str:
    """Book a blood donation slot at a clinic on a day."""
    return "booked"


@tool
def send_quote(email: str, amount: float) -> str:
    """Email a price quote to a customer."""
    return "sent"


_SPORT_TOOLS = [book_court, book_lane]


def _emails_ok(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "invite_guests"]
    if len(calls) != 1:
        return False
    args = calls[0]["args"]
    got = args.get("emails")
    return (str(args.get("event_id", "")).strip().upper() == "EV-12" and isinstance(got, list)
            and sorted(str(e).strip().lower() for e in got) == ["ana@north.example", "bo@south.example"])


TOOLS = [
    Case("agent-court-lookalike", _agent(_SPORT_TOOLS, "Book a squash court for the two of us for 45 minutes."),
         _call("book_court", players=_num_near(2), minutes=_num_near(45))),
    Case("tool-programme-enum", _calls([set_programme], "Put the washer on the right setting for my merino jumper."),
         _call("set_programme", programme=_one_of("wool", "Programme.WOOL"))),
    Case("tool-optional-half-hour", _calls([find_recipes], "Find me a lentil soup I can make in under half an hour."),
         _call("find_recipes", query=lambda v: "lentil" in str(v).lower(), max_minutes=_num_near(30))),
    Case("tool-email-list", _calls([invite_guests], "Invite ana@north.example and bo@south.example to event EV-12."),
         _emails_ok),
    Case("tool-url", _calls([check_link], "Is https://furlongplumbing.example/quote/22 still up?"),
         _call("check_link", url=_eq("https://furlongplumbing.example/quote/22"))),
    Case("tool-fahrenheit", _calls([set_heating], "Set the heating to 68 Fahrenheit."),
         _call("set_heating", celsius=_num_near(20.0, 0.1))),
    Case("tool-ship-literal", _calls([ship_parcel], "Send parcel NV-5521 so it arrives first thing tomorrow."),
         _call("ship_parcel", speed=_eq("overnight"), parcel_id=_eq("NV-5521"))),
    Case("tool-date-first-wed", _calls([book_donation], "Book me in at St Brendan's Hall on the first Wednesday "
                                                        "of June 2029."),
         _call("book_donation", day=_eq("2029-06-06"))),
    Case("tool-email-amount", _calls([send_quote], "Email the quote of EUR 5,820 to priya.n@orchard.example"),
         _call("send_quote", email=_eq("priya.n@orchard.example"), amount=_num_near(5820))),
    Case("tool-heating-missing", _calls([set_heating], "Turn the heating up a bit, it's freezing."), _no_call),
    Case("agent-sport-no-tool", _agent(_SPORT_TOOLS, "Is my opponent on Friday any good?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Frame(BaseModel):
    first: int
    second: int


class Game(BaseModel):
    frames: list[Frame]


class Donation(BaseModel):
    volume_ml: int
    blood_group: str | None = None


class Drying(BaseModel):
    method: Literal["tumble", "line", "flat"] = Field(description="how the garment is dried")


class Review(BaseModel):
    stars: int = Field(ge=1, le=5, description="1 = awful, 5 = excellent")


class Urgency(Enum):
    LOW = "low"
    NORMAL = "normal"
    EMERGENCY = "emergency"


class Callout(BaseModel):
    urgency: Urgency


class Booking(BaseModel):
    needs_parking: bool


def _game_ok(g) -> bool:
    return [(f.first, f.second) for f in g.frames] == [(8, 1), (9, 0)]


STRUCTURED = [
    Case("schema-frames-nested", _structured(Game, "First frame I knocked down 8 and then 1; second frame 9 and "
                                                   "then none."), _parsed(_game_ok)),
    Case("schema-donation-optional", _structured(Donation, "I gave 470 ml today, no idea what my group is."),
         _parsed(lambda p: p.volume_ml == 470 and p.blood_group is None)),
    Case("schema-drying-literal", _structured(Drying, "Lay it out on a towel on the table to dry."),
         _parsed(lambda p: p.method == "flat")),
    Case("schema-review-ge", _structured(Review, "Absolutely flawless job, couldn't fault them on anything."),
         _parsed(lambda p: p.stars == 5)),
    Case("schema-urgency-enum", _structured(Callout, "Water is pouring through the kitchen ceiling right now!"),
         _parsed(lambda p: p.urgency == Urgency.EMERGENCY)),
    Case("schema-negated-parking", _structured(Booking, "I'll cycle over, so I won't be needing a parking space."),
         _parsed(lambda p: p.needs_parking is False)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-trade", _ask("Route to plumbing, electrical or carpentry. One word.\n"
                             "\"The socket in the hall sparks when I plug in the hoover.\""), _only("electrical")),
    Case("label-af-nl", _ask("Afrikaans or Dutch? Answer with the language only.\n"
                             "\"Ek het gister my fiets by die stasie gelos.\""), _only("Afrikaans")),
    Case("label-mixed", _ask("Sentiment - positive, negative or mixed? Lowercase label only.\n"
                             "\"The tiles look great but they left dust all over the landing.\""), _only("mixed")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-support-1-5", _ask("On a scale of 1 to 5, how well is the answer supported by the passage? "
                                   "Number only.\nPassage: Platelet donors may give every 4 weeks.\n"
                                   "Answer: Platelets can be donated every four weeks."), _only("5", "4")),
    Case("grade-verdict-after", _ask("Reference answer: 179\nCandidate answer: Maeve finished on 152.\n"
                                     "Verdict (PASS/FAIL):"), _only("FAIL")),
    Case("grade-relevant", _ask("Is this document relevant to the query? yes or no\nQuery: can i tumble dry merino\n"
                                "Document: Do not tumble dry - dry flat in the shade"), _only("yes")),
    Case("grade-answers", _ask("Does the response answer what was asked? Say 'answers' or 'does not answer'.\n"
                               "Asked: When is the next clinic?\n"
                               "Response: Blood group O negative can be given to anyone."), _only("does not answer")),
    Case("grade-working", _ask("Mark the student's working CORRECT or INCORRECT.\n"
                               "Question: 2 fitters work 4 days at EUR 280 per fitter per day. What is the labour "
                               "cost?\nStudent: EUR 2,240"), _only("CORRECT")),
    Case("grade-complete", _ask("Reference: Novak can challenge Villanueva and Moss.\n"
                                "Answer: He can challenge Villanueva.\n"
                                "Is the answer complete, incomplete or wrong? One word."), _only("incomplete")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-strikes-spares", _ask('Return JSON like {"strikes": 0, "spares": 0} for these frames: '
                                     "X, 7/, 9-, X, 8/"),
         _json(lambda o: o.get("strikes") == 2 and o.get("spares") == 2)),
    Case("json-next-date", _ask('Fill {"donor": "", "next_date": "YYYY-MM-DD"}: Niall Creed last gave blood on '
                                "2 January 2030 and must wait 12 weeks."),
         _json(lambda o: "niall" in str(o.get("donor", "")).lower() and o.get("next_date") == "2030-03-27")),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-racket-topic-change", _thread("My squash racket weighs 120 g.", "Noted.",
                                               "Any tips for a better backhand drive?",
                                               "Turn your shoulders early and keep the racket head up.",
                                               "How heavy did I say my racket was?"),
         _but_not(_word("120", "120g"), "shoulders")),
    Case("thread-sister-she", _thread("My sister Ines bowls on lane 4 on Thursdays.", "Nice.",
                                      "Which lane is she on?"), _word("4", "four")),
    Case("thread-sorry-thursday", _thread("The fitter comes on Tuesday.", "Okay.", "Sorry, Thursday.", "Noted.",
                                          "When does the fitter come?"), _corrected("Thursday", "Tuesday")),
    Case("thread-group-corrected", _thread("My blood group is A positive.", "Noted.",
                                           "Wait, my blood group is actually B positive.", "Thanks for correcting.",
                                           "What's my blood group?"), _corrected("B positive", "A positive")),
    Case("thread-bowl-and-tomas", _notes_thread(BOWLING, "What did Maeve score?", "179.", "And Tomas?"),
         _but_not(_word("126"), "179")),
    Case("thread-care-ironing", _notes_thread(CARE, "Can I bleach it?", "No, do not bleach.",
                                              "What about ironing?"),
         _any("cool iron", "110")),
    Case("thread-lengths-sum", _thread("I swam 20 lengths on Monday and 35 on Wednesday.", "Great work!",
                                       "How many lengths is that so far this week?"), _word("55", "fifty-five")),
    Case("thread-name-topic-change", _thread("Call me Teodor, please.", "Sure, Teodor.",
                                             "What's the capital of Portugal?", "Lisbon.",
                                             "What did I ask you to call me?"), _any("Teodor")),
    Case("thread-lowercase-total", _thread("i paid 45 euro for the lesson and 12 for court hire", "ok",
                                           "whats the total"), _word("57", "57.00", "EUR 57", "\u20ac57")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-eo-hello", _ask("Saluton! Kiel vi fartas?"), _none_of("don't know", "ne scias", "can't answer")),
    Case("chat-gl-thanks", _ask("Moitas grazas pola axuda!"), _none_of("don't know", "can't answer")),
    Case("about-web", _ask("Can you look things up on the internet for me?"),
         _either(_starts("no"), _any("can't browse", "cannot browse", "no internet", "offline", "can't access",
                                     "cannot access", "don't have internet", "don't have access", "can't look",
                                     "cannot look", "not able to browse", "unable to browse"))),
    Case("arith-vat", _ask("what is 13.5% of 5820"), _any("785.7", "785,7")),
    Case("date-days-stated", _ask("Today is 28 May 2029. My card says I can give blood again on 6 June 2029. "
                                  "How many days is that?"), _word("9", "nine")),
    Case("date-weeks-unstated", _ask("How many weeks until Christmas?"), _must_state),
    Case("unknowable-sea-temp", _ask("What's the sea temperature at Salthill this morning?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
