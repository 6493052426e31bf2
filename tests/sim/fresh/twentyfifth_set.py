"""A twenty-fifth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentyfifth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a GitHub issue page copied
as text (title with "#412", "opened this issue", labels and a milestone, "commented on" headers,
numbered steps to reproduce, "Expected: ... Actual: ...", a linked pull request), a primary
school's form letter with a tear-off reply slip ("\u2702 - - -", ballot-box "\u2610" lines, blanks
to fill in, two different deadlines), a meeting invite pasted from Outlook ("Start:" / "End:" in
dd/mm/yyyy, required and optional attendees, a fee change written with an arrow), a radio phone-in
transcript with speaker labels in capitals ("CALLER (BERNADETTE, LISBURN):", "[laughs]",
"[inaudible]"), the output of ``ufw status numbered`` (bracketed rule numbers, "ALLOW IN" /
"DENY IN", CIDR sources, "(v6)" rows, "#" comments), a Hungarian water-outage notice and a rural
minibus timetable whose footnote letters sit over its columns; questions as people type them
(lower case, no "?", commands, a typo), yes/no, a difference of two figures, a span between two
dates, a span between two clock times, a product of a fee and a count, a sum of two products, a
quotient, a count of rows by a value, a rule in a footnote letter, a rule on a source network,
answers absent with a near miss present (an arrival time where only the departure is given,
advice on feeding fish where only a plant's feed is given, Windows where Android and iOS are
named); a learner's tools (look-alike library tools through ``create_agent``, no tool fits, an
``Enum`` by "nobody's home", an ``Optional`` limit left out, an amount in slang words, minutes from
"an hour and a quarter", a date three days after the end of February, a missing name and
quantity, arguments before the request, a ``Literal`` by a court's colour in an ``args_schema``, a
negated bool, a question nothing bound answers); ``with_structured_output`` (a nested customer
with an ``Optional`` flat and a list, an ``Optional`` safe place left empty, a ``Literal`` by a
description of the sky, an ``Enum`` by "the middle size" with another negated, a bool by "I
wouldn't miss it for the world", "this coming Wednesday" with today stated, an amount in words,
``Field(ge=1, le=5)`` by a judgement); labels (a tag list joined by "|", Hungarian vs Finnish); a
learner's own graders (1/0 answers-or-dodges, SUPPORTED / NOT SUPPORTED, a same-meaning yes/no, a
1-5 faithfulness scale, CORRECT / INCORRECT working, RELEVANT / OFF-TOPIC); JSON by example and in
words (a template filled in, a date and its weekday, a quotient); threads (a locker code after a
topic change, "she" for a named vet, a correction by "no wait", a correction by "actually" with
swapped digits, "the other one" after a comparison, "the next one" over numbered steps, a
difference of two stated bills, an end time from a start and a paid duration); small talk in Hausa
and Kinyarwanda, a question about the assistant's memory; arithmetic (a percentage); a film's end
time past midnight, a weekday of a leap day; a thing nothing offline could know.

Oracles as in the earlier sets, and strict: a reply that quotes most of its document, or quotes
the operands instead of doing the arithmetic asked, is wrong (the result is required, and
``_but_not`` / ``_none_of`` reject the other rows' values a whole-document quote holds).
``_honest`` / ``_absent`` (the notes do not hold it: "I don't know" is right), ``_must_state``
(only a stated limit is not wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was
stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right
anyway is a false alarm, counted apart.

FIRST SIGHT on main at 1829f49 (the branch point of ``twentyfifth``; oracles committed first in
5763aa2, one run with ``-v``), 70 cases: right 19, stated limit 31, silently wrong 20, false
alarms 3. One oracle had a plain bug, fixed after that run and the only change made: bus-940-to-pier
("how long does the 9:40 take to get to the pier") checked the whole word "35", which also matches
inside the clock time "07:35"; the reply, the Kilmory Pier row quoted ("Kilmory Pier 07:35 10:15
12:50 16:40") with "I could not find anything about '9', 'take'", held no duration and passed. The
oracle now also rejects "07:35" (the row's other value, as its other ``_none_of`` words do); the
ideal reply "35 minutes (09:40 to 10:15)" still passes. With it: **right 18, stated limit 31,
silently wrong 21, false alarms 3** (pinned). None of the three false alarms is a plain one:
tool-repeat-missing and tool-no-fit make no call (the oracle ``_no_call``) with a knowledge limit
(for the missing name and quantity a question back was wanted; for the meter question a limit is
what a right reply is), and schema-sky-literal states it cannot choose between the options and
gives the first, "clear", which happens to be right. Classes, code paths and proposed mechanisms:
``TWENTYFIFTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.twentyfifth_set`` prints the counts (``-v``: each case).
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
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

ISSUE = ("Wrong species total after merging two checklists #412\n"
         "Open \u00b7 tamsin-h opened this issue on 3 Mar 2031 \u00b7 4 comments\n"
         "Labels: bug, priority: high\n"
         "Milestone: v2.7\n"
         "\n"
         "tamsin-h commented on 3 Mar 2031\n"
         "When I merge two checklists from the same site, species seen on both lists are counted twice.\n"
         "Steps to reproduce\n"
         "1. Record a list at Rye Meads with 14 species\n"
         "2. Record a second list at Rye Meads with 9 species, 5 of them also on the first list\n"
         "3. Tap Merge\n"
         "Expected: 18 species. Actual: 23 species.\n"
         "App version 2.6.1, Android 14.\n"
         "\n"
         "okonkwo-dev commented on 4 Mar 2031\n"
         "Reproduced on 2.6.1 and 2.6.0. Looks like merge_lists() dedupes by common name, and the second "
         "list stores scientific names.\n"
         "\n"
         "tamsin-h commented on 5 Mar 2031\n"
         "Same thing happens on iOS.\n"
         "\n"
         "mirela-v added the ios label on 5 Mar 2031\n"
         "\n"
         "okonkwo-dev linked a pull request on 9 Mar 2031 that will close this issue: "
         "Dedupe merged lists by taxon id #418\n")

LETTER = ("Hollins Park Primary School\n"
          "Tuesday 4 March 2031\n"
          "\n"
          "Dear Parent / Carer,\n"
          "\n"
          "Year 4 visit to the Weald Farm Museum \u2013 Thursday 27 March\n"
          "\n"
          "As part of our Victorians topic, Year 4 will visit the Weald Farm Museum. The coach leaves school at "
          "9:15 am and we will be back by 3:00 pm, in time for normal collection.\n"
          "\n"
          "The cost is \u00a314.50 per child, which covers the coach and the museum's workshop. Families "
          "receiving free school meals pay \u00a35 per child. Please pay through ParentPay by Friday 21 March.\n"
          "\n"
          "Children will need a packed lunch in a disposable bag, a waterproof coat and sensible shoes. Please "
          "do not send money for the gift shop.\n"
          "\n"
          "We need four parent helpers; if you can help, tick the box on the slip. Helpers must have a current "
          "DBS check.\n"
          "\n"
          "Yours sincerely,\n"
          "Mrs A. Kowalczyk\n"
          "Year 4 Team Leader\n"
          "\n"
          "\u2702 - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\n"
          "REPLY SLIP \u2013 return to the class teacher by Friday 14 March\n"
          "\n"
          "Child's name: ______________________   Class: 4K / 4M\n"
          "\u2610 I give permission for my child to go on the visit to the Weald Farm Museum.\n"
          "\u2610 I can help on the day (DBS check required).\n"
          "Medical needs / allergies: _______________________________\n"
          "Signed: ___________________ (parent/carer)\n")

INVITE = ("Subject: Orchard Trust committee \u2013 AGM planning\n"
          "Location: Upstairs room, The Wheatsheaf; Microsoft Teams\n"
          "Start: Wed 16/04/2031 19:30\n"
          "End: Wed 16/04/2031 21:00\n"
          "Show Time As: Tentative\n"
          "Recurrence: (none)\n"
          "Meeting Status: Not yet responded\n"
          "Organizer: Bronwen Price\n"
          "Required Attendees: Bronwen Price; Dev Shah; Lucia Ferraro; Kwame Asante\n"
          "Optional Attendees: Ines Duarte\n"
          "\n"
          "Hi all \u2013 we need to agree the AGM agenda and the membership fee rise (proposal: single "
          "membership \u00a318 \u2192 \u00a322 a year; family membership is double the single fee).\n"
          "Dev, could you bring the water bill figures for the pressing day?\n"
          "\n"
          "Join on Teams: Meeting ID 391 224 870 11   Passcode: pX7q2\n")

PHONE_IN = ("Radio Clanrye \u2013 Gardeners' Corner phone-in, Saturday 10:00 (transcript, auto-generated, "
            "lightly edited)\n"
            "\n"
            "PRESENTER: And our next caller is Bernadette in Lisburn. Morning, Bernadette.\n"
            "CALLER (BERNADETTE, LISBURN): Morning! I've a clematis that's gone brown at the bottom, about "
            "three foot of it, but the top's still flowering.\n"
            "PANELLIST (DR OWEN FAHY): That's very common [laughs]. It's usually just the older stems. Don't "
            "cut it back now \u2013 wait till it's finished flowering, then take it down by a third.\n"
            "CALLER (BERNADETTE, LISBURN): A third, right. And should I feed it?\n"
            "PANELLIST (DR OWEN FAHY): A handful of sulphate of potash in March, no more than that.\n"
            "PRESENTER: Thanks, Bernadette. Now, Marek in Newry has a question about his pond.\n"
            "CALLER (MAREK, NEWRY): Hi, yeah, the water's gone green since we put the fish in, we've got "
            "[inaudible] five goldfish in about a thousand litres.\n"
            "PANELLIST (SIOBHAN DEVLIN): Five in a thousand litres is fine. Green water is algae \u2013 get "
            "some oxygenating plants in, and a barley straw pad, and give it six weeks before you judge it.\n")

UFW = ("$ sudo ufw status numbered\n"
       "Status: active\n"
       "\n"
       "     To                         Action      From\n"
       "     --                         ------      ----\n"
       "[ 1] 22/tcp                     ALLOW IN    192.168.1.0/24\n"
       "[ 2] 80,443/tcp                 ALLOW IN    Anywhere\n"
       "[ 3] 1883/tcp                   DENY IN     Anywhere                   # mqtt\n"
       "[ 4] 32400/tcp                  ALLOW IN    Anywhere                   # plex\n"
       "[ 5] 5432/tcp                   ALLOW IN    10.8.0.0/24                # postgres over wireguard\n"
       "[ 6] 22/tcp (v6)                DENY IN     Anywhere (v6)\n")

HU_NOTICE = ("Tisztelt Lak\u00f3k! \u00c9rtes\u00edtj\u00fck \u00d6n\u00f6ket, hogy 2031. m\u00e1jus 6-\u00e1n "
             "(kedden) 8:00 \u00e9s 15:00 \u00f3ra k\u00f6z\u00f6tt a Kossuth utca 12\u201320. sz\u00e1m alatt "
             "v\u00edzszolg\u00e1ltat\u00e1si sz\u00fcnet lesz. Lajtoskocsi a 16. sz\u00e1m\u00fa h\u00e1z "
             "el\u0151tt \u00e1ll. A kellemetlens\u00e9g\u00e9rt eln\u00e9z\u00e9st k\u00e9r\u00fcnk. "
             "\u2013 V\u00e1rosi V\u00edzm\u0171vek")

HU_UNTIL = "H\u00e1ny \u00f3r\u00e1ig nem lesz v\u00edz?"
HU_HOW_LONG = "Mennyi ideig tart a v\u00edzsz\u00fcnet?"

MINIBUS = ("GLENBRAE DIAL-A-RIDE \u2013 Route 7, Glenbrae to Kilmory (from 1 September 2031)\n"
           "\n"
           "                         a                b       c\n"
           "Glenbrae Square        07:10   09:40   12:15   16:05\n"
           "Mill Brae              07:18   09:48   12:23   16:13\n"
           "Kilmory Hospital         --    10:05   12:40   16:30\n"
           "Kilmory Pier           07:35   10:15   12:50   16:40\n"
           "\n"
           "a  Schooldays only.\n"
           "b  Not on Saturdays.\n"
           "c  Calls at Mill Brae on request only; tell the driver when boarding.\n"
           "Fares: adult \u00a32.20, under-16s \u00a31.10, bus pass holders free.\n")

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include", "not listed", "doesn't list", "does not list", "not given",
             "isn't given", "no arrival")


def _no_arrival_time(out) -> bool:
    """The letter gives the coach's departure, not its arrival: "not said" without handing over
    9:15 as the answer, or a reply saying so outright."""
    said = _any("doesn't say when", "does not say when", "no arrival time", "doesn't say what time it arrives",
                "does not say what time it arrives", "only says when it leaves", "only the departure")(out)
    return said or (_absent(*_NOT_SAID)(out) and "9:15" not in _text(out))


GROUNDED = [
    Case("issue-version", _rag(ISSUE, "what app version was the reporter on"),
         _but_not(_any("2.6.1"), "2.6.0", "v2.7")),
    Case("issue-overcount", _rag(ISSUE, "by how many species is the merged total out"),
         _both(_word("5", "five"), _none_of("Steps to reproduce", "Rye Meads with 14"))),
    Case("issue-days-to-pr", _rag(ISSUE, "how many days from the report to the fix PR"),
         _both(_word("6", "six"), _none_of("Steps to reproduce", "Same thing happens"))),
    Case("issue-windows", _rag(ISSUE, "does the bug happen on windows too"),
         _both(_either(_absent(*_NOT_SAID), _any("only android and ios", "only on android and ios",
                                                  "android and ios only")),
               _none_of("Steps to reproduce", "yes,"))),
    Case("letter-slip-by", _rag(LETTER, "when do i have to hand the slip back by"),
         _but_not(_any("14 March"), "21 March", "27 March")),
    Case("letter-trip-length", _rag(LETTER, "how long is the trip from the coach leaving to getting back"),
         _any("5 hours 45", "5h 45", "5 h 45", "5 hours and 45", "five hours forty-five", "five hours and forty-five",
              "5.75 hours", "345 minutes", "5:45 hours")),
    Case("letter-twins-fsm", _rag(LETTER, "were on free school meals and have twins in year 4, what do we pay"),
         _but_not(_any("\u00a310", "10.00", "ten pounds"), "14.50")),
    Case("letter-arrival", _rag(LETTER, "what time does the coach get to the museum"), _no_arrival_time),
    Case("invite-length", _rag(INVITE, "how long is the meeting"),
         _both(_any("1.5 hours", "90 minutes", "90 mins", "1 hour 30", "an hour and a half", "1h30", "1 h 30",
                    "one and a half hours", "1 hour and 30"), _none_of("Passcode"))),
    Case("invite-ines-required", _rag(INVITE, "does ines have to come"),
         _both(_says_no("optional", "not required", "isn't required", "is not required"),
               _none_of("Passcode", "Lucia Ferraro"))),
    Case("invite-family-fee", _rag(INVITE, "whats the family membership going to be"),
         _both(_word("\u00a344", "44"), _none_of("Passcode", "\u00a336"))),
    Case("phonein-when-cut", _rag(PHONE_IN, "when should bernadette cut back her clematis"),
         _both(_any("finished flowering", "after flowering", "finishes flowering", "after it flowers",
                    "once it has flowered", "done flowering"), _none_of("potash", "goldfish"))),
    Case("phonein-pond-who", _rag(PHONE_IN, "who answerd the pond question"),
         _but_not(_any("Siobhan"), "Owen Fahy", "Bernadette")),
    Case("phonein-litres-per-fish", _rag(PHONE_IN, "how many litres per fish has marek got"),
         _both(_word("200", "two hundred"), _none_of("clematis", "barley"))),
    Case("phonein-fish-food", _rag(PHONE_IN, "what did the panel say about feeding the goldfish"),
         _both(_absent(*_NOT_SAID), _none_of("potash", "handful"))),
    Case("ufw-ssh-4g", _rag(UFW, "can i ssh into the box from my phone on 4g"),
         _both(_says_no("only from 192.168.1.0/24", "local network", "home network", "lan only",
                        "only from the lan"), _none_of("32400", "1883"))),
    Case("ufw-plex-port", _rag(UFW, "which port is plex on"), _but_not(_word("32400"), "1883", "5432")),
    Case("ufw-allow-count", _rag(UFW, "how many rules let traffic in"),
         _both(_word("4", "four"), _none_of("1883", "mqtt", "DENY"))),
    Case("hu-until", _rag(HU_NOTICE, HU_UNTIL),
         _but_not(_any("15:00", "15 \u00f3r", "3 pm", "3pm", "15-ig", "d\u00e9lut\u00e1n 3"), "8:00")),
    Case("hu-tanker", _rag(HU_NOTICE, "where is the water tanker parked"),
         _both(_word("16"), _none_of("12\u201320", "12-20", "kedden"))),
    Case("hu-how-long", _rag(HU_NOTICE, HU_HOW_LONG),
         _both(_either(_word("7", "h\u00e9t", "seven"), _any("7 \u00f3r", "7 hour")), _none_of("8:00"))),
    Case("bus-940-to-pier", _rag(MINIBUS, "how long does the 9:40 take to get to the pier"),
         _both(_word("35", "thirty-five", "35min", "35mins"), _none_of("Schooldays", "Fares", "07:35"))),
    Case("bus-first-hospital", _rag(MINIBUS, "does the first bus stop at the hospital"),
         _both(_says_no("doesn't stop", "does not stop", "doesn't call", "does not call", "not call", "no stop",
                        "skips", "doesn't go", "does not go"), _none_of("\u00a32.20", "Fares"))),
    Case("bus-family-fare", _rag(MINIBUS, "how much for 2 adults and 3 kids"), _any("\u00a37.70", "7.70")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def renew_loan(barcode: str) -> str:
    """Renew a library item a member has on loan, by its barcode."""
    return "renewed"


@tool
def reserve_title(title: str) -> str:
    """Reserve a book the library holds by its title."""
    return "reserved"


@tool
def report_lost(barcode: str) -> str:
    """Tell the library that a borrowed item has been lost, by its barcode."""
    return "reported"


class HeatMode(Enum):
    COMFORT = "comfort"
    ECO = "eco"
    AWAY = "away"
    FROST = "frost"


@tool
def set_heating(room: str, mode: HeatMode) -> str:
    """Set the heating mode of a room (away = the setting for when the house is empty)."""
    return "set"


@tool
def find_recipes(ingredient: str, max_minutes: int | None = None) -> str:
    """Find recipes that use an ingredient, optionally ones ready within a number of minutes."""
    return "[]"


@tool
def top_up_meter(meter_id: str, amount: float) -> str:
    """Top up a prepayment electricity meter, in pounds."""
    return "topped up"


@tool
def set_timer(minutes: int, label: str) -> str:
    """Start a kitchen timer."""
    return "started"


@tool
def book_tip_slot(day: date, vehicle_reg: str) -> str:
    """Book a slot at the household recycling centre for a vehicle on a day."""
    return "booked"


@tool
def order_repeat(patient_name: str, medicine: str, quantity: int) -> str:
    """Order a repeat prescription."""
    return "ordered"


@tool
def log_weight(animal: str, kg: float) -> str:
    """Log an animal's weight in kilograms."""
    return "logged"


class CourtArgs(BaseModel):
    surface: Literal["grass", "clay", "hard"] = Field(description="grass = the green lawn court, clay = the red "
                                                                  "court, hard = the blue acrylic court")
    hours: int = Field(description="how many hours to book")


@tool(args_schema=CourtArgs)
def book_court(surface: str, hours: int) -> str:
    """Book a tennis court."""
    return "booked"


@tool
def subscribe(email: str, marketing: bool) -> str:
    """Sign someone up for an account; marketing says whether they want marketing emails."""
    return "subscribed"


_LIBRARY_TOOLS = [renew_loan, reserve_title, report_lost]


def _recipes_ok(out) -> bool:
    args = _call_args(out, "find_recipes")
    return (args is not None and str(args.get("ingredient", "")).strip().lower() in ("leek", "leeks")
            and args.get("max_minutes") in (None, ""))


TOOLS = [
    Case("agent-library-lost", _agent(_LIBRARY_TOOLS, "my daughter has lost the book with barcode 30104477, "
                                                      "can you let the library know"),
         _call("report_lost", barcode=_eq("30104477"))),
    Case("agent-library-no-tool", _agent(_LIBRARY_TOOLS, "what rhymes with orange"), _must_state),
    Case("tool-heat-enum", _calls([set_heating], "we're off to portugal for a fortnight, put the lounge on the "
                                                  "setting for when nobody's home"),
         _call("set_heating", room=_one_of("lounge", "the lounge"), mode=_one_of("away", "HeatMode.AWAY"))),
    Case("tool-optional-minutes", _calls([find_recipes], "got any recipes with leeks"), _recipes_ok),
    Case("tool-amount-slang", _calls([top_up_meter], "stick thirty quid on meter E-7731"),
         _call("top_up_meter", meter_id=_eq("E-7731"), amount=_num_near(30, 0.001))),
    Case("tool-timer-words", _calls([set_timer], "set a timer for an hour and a quarter for the bread"),
         _call("set_timer", minutes=_num_near(75), label=_one_of("bread", "the bread"))),
    Case("tool-tip-date", _calls([book_tip_slot], "book the tip for three days after 28 february 2031, the van's "
                                                  "reg is KX21 ABC"),
         _call("book_tip_slot", day=_eq("2031-03-03"), vehicle_reg=_one_of("KX21 ABC", "KX21ABC"))),
    Case("tool-repeat-missing", _calls([order_repeat], "reorder my inhaler please"), _no_call),
    Case("tool-args-before", _calls([log_weight], "Hazel the goat, weighed this morning, 41 and a half kilos. "
                                                  "Log it."),
         _call("log_weight", animal=_one_of("Hazel", "Hazel the goat"), kg=_num_near(41.5, 0.001))),
    Case("tool-court-literal", _calls([book_court], "book the red court for two hours"),
         _call("book_court", surface=_eq("clay"), hours=_num_near(2))),
    Case("tool-bool-negated", _calls([subscribe], "sign up jo.reyes@example.org but no marketing emails thanks"),
         _call("subscribe", email=_eq("jo.reyes@example.org"), marketing=lambda v: v is False)),
    Case("tool-no-fit", _calls([top_up_meter], "how do i read an old dial gas meter"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Customer(BaseModel):
    name: str
    flat: int | None = None


class Complaint(BaseModel):
    customer: Customer
    issues: list[str]


class Parcel(BaseModel):
    recipient: str
    safe_place: str | None = None


class Sky(BaseModel):
    cover: Literal["clear", "partly cloudy", "overcast"] = Field(description="how much of the sky is cloud")


class CupSize(Enum):
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"


class CoffeeOrder(BaseModel):
    size: CupSize


class Rsvp(BaseModel):
    attending: bool


class Appointment(BaseModel):
    day: date


class Quote(BaseModel):
    total: float = Field(description="the quoted total, in pounds")


class Urgency(BaseModel):
    level: int = Field(ge=1, le=5, description="1 = can wait, 5 = emergency")


def _complaint_ok(c) -> bool:
    issues = " | ".join(i.lower() for i in c.issues)
    return (c.customer.name.strip().lower() == "yusuf demir" and c.customer.flat == 9 and len(c.issues) == 2
            and "boiler" in issues and ("fan" in issues or "extractor" in issues))


STRUCTURED = [
    Case("schema-complaint-nested", _structured(Complaint, "Flat 9's tenant, Yusuf Demir, says the boiler is making "
                                                           "a banging noise and the bathroom extractor fan has died."),
         _parsed(_complaint_ok)),
    Case("schema-parcel-optional", _structured(Parcel, "Parcel for Mrs Adeyemi at number 4."),
         _parsed(lambda p: "adeyemi" in p.recipient.lower() and p.safe_place in (None, ""))),
    Case("schema-sky-literal", _structured(Sky, "Not a single cloud all afternoon, just blue from one end to the "
                                                "other."), _parsed(lambda s: s.cover == "clear")),
    Case("schema-cup-enum", _structured(CoffeeOrder, "Not the large one, that's far too much coffee \u2013 the "
                                                     "middle size, please."),
         _parsed(lambda o: o.size == CupSize.MEDIUM)),
    Case("schema-rsvp-wouldnt-miss", _structured(Rsvp, "I wouldn't miss it for the world!"),
         _parsed(lambda r: r.attending is True)),
    Case("schema-coming-wednesday", _structured(Appointment, "Today is Friday 7 November 2031. Can we do this "
                                                             "coming Wednesday?"),
         _parsed(lambda a: a.day == date(2031, 11, 12))),
    Case("schema-quote-words", _structured(Quote, "The plumber quoted three hundred and sixty pounds, parts "
                                                  "included."), _parsed(lambda q: abs(q.total - 360) < 1e-6)),
    Case("schema-urgency-judgement", _structured(Urgency, "Water is pouring through the kitchen ceiling right now "
                                                          "and the lights have just gone off."),
         _parsed(lambda u: u.level >= 4)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-pipe-tags", _ask("Which tag fits best? Pick from praise | grumble | question and output just the "
                                 "tag.\nText: do you sell gift cards for the cafe"), _only("question")),
    Case("label-hu-fi", _ask("Hungarian or Finnish? One word.\n"
                             "\u00abHolnap reggel nem lesz v\u00edz a h\u00e1zban.\u00bb"), _only("Hungarian")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-dodge-1-0", _ask("Score 1 if the reply actually answers the question and 0 if it dodges it. Just "
                                 "the number.\nQuestion: which port is plex on\nReply: Plex is a great media "
                                 "server, lots of people use it."), _only("0")),
    Case("grade-supported", _ask("Does the passage support the claim? SUPPORTED / NOT SUPPORTED.\n"
                                 "Passage: Green water is algae; get some oxygenating plants in.\n"
                                 "Claim: Green pond water is caused by algae."), _only("SUPPORTED")),
    Case("grade-same-meaning", _ask("Do these two sentences mean the same thing? yes/no only.\n"
                                    "A: The coach leaves at 9:15.\nB: The bus departs at quarter past nine."),
         _only("yes")),
    Case("grade-faithful-1-5", _ask("Grade the answer's faithfulness to the source from 1 to 5 (5 = everything in "
                                    "it is in the source). Output the number only.\n"
                                    "Source: Fares: adult \u00a32.20, under-16s \u00a31.10.\n"
                                    "Answer: Adults pay \u00a32.20 and children ride free."), _only("1", "2")),
    Case("grade-working-correct", _ask("Check the maths. Say CORRECT or INCORRECT and nothing more.\n"
                                       "Q: 2 adults at \u00a32.20 and 3 children at \u00a31.10?\n"
                                       "Working: 2 \u00d7 2.20 + 3 \u00d7 1.10 = 7.70"), _only("CORRECT")),
    Case("grade-on-topic", _ask("Is this chunk on-topic for the query? Reply RELEVANT or OFF-TOPIC.\n"
                                "Query: when does the coach get back\n"
                                "Chunk: The coach leaves school at 9:15 am and we will be back by 3:00 pm."),
         _only("RELEVANT")),
]


# --- JSON by example and in words -----------------------------------------------------------------

JSON_CASES = [
    Case("json-template-fill", _ask('Fill in this template and return only the JSON: {"name": "", "plot": 0, '
                                    '"paid": false}\nText: Kwame Asante, plot 12, has paid in full.'),
         _json(lambda o: str(o.get("name", "")).strip().lower() == "kwame asante" and o.get("plot") == 12
               and o.get("paid") is True)),
    Case("json-date-weekday", _ask('Write a JSON object with the keys "date" (ISO format) and "weekday" for the '
                                   "27th of March 2031."),
         _json(lambda o: o.get("date") == "2031-03-27" and str(o.get("weekday", "")).strip().lower() == "thursday")),
    Case("json-per-fish", _ask('Answer as JSON with a single key "per_fish": the litres each fish gets when 1000 '
                               "litres are shared by 5 goldfish."),
         _json(lambda o: _num_near(200, 0.001)(o.get("per_fish")))),
]


# --- threads --------------------------------------------------------------------------------------

DESCALE = ("Descaling the kettle:\n"
           "1. Fill halfway with water and add 2 tbsp citric acid.\n"
           "2. Boil, then leave it to stand for 20 minutes.\n"
           "3. Empty it and rinse twice with cold water.\n"
           "4. Boil a full kettle of fresh water once and pour it away.\n")

THREADS = [
    Case("thread-locker-topic-change", _thread("my gym locker code is 4471", "Got it.",
                                               "whats a good stretch for tight hamstrings",
                                               "A gentle standing forward fold works for many people.",
                                               "what was my locker code again"),
         _but_not(_any("4471"), "forward fold", "hamstring")),
    Case("thread-vet-she", _thread("Dr Amara Osei runs the rabbit clinic on Thursdays.", "Got it.",
                                   "which day is she in"), _both(_any("Thursday"), _none_of("don't know"))),
    Case("thread-no-wait", _thread("The quiz starts at 8.", "OK.", "no wait, it's 7:30", "Noted.",
                                   "what time's the quiz"), _corrected("7:30", "8")),
    Case("thread-actually-plot", _thread("Our plot is number 14.", "Noted.",
                                         "actually it's 41, I always swap the digits", "OK.",
                                         "whats our plot number"), _corrected("41", "14")),
    Case("thread-other-kettle", _thread("The blue kettle holds 1.7 litres and the steel one holds 1.2.", "OK.",
                                        "Which holds less?", "The steel one.", "and how much does the other one hold"),
         _but_not(_any("1.7"), "1.2")),
    Case("thread-descale-next", _notes_thread(DESCALE, "what's step 2", "Boil, then leave it to stand for 20 minutes.",
                                              "and the next one"),
         _but_not(_any("rinse"), "20 minutes", "citric")),
    Case("thread-bill-difference", _thread("Gas was \u00a361.20 in January and \u00a348.75 in February.", "OK.",
                                           "how much more was january"), _any("12.45")),
    Case("thread-parking-end", _thread("I paid for 3 hours' parking starting at 13:40.", "OK.",
                                       "when do i need to be back"), _any("16:40", "4:40")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-ha-hello", _ask("Sannu da zuwa! Yaya aiki?"), _none_of("don't know", "can't answer")),
    Case("chat-rw-thanks", _ask("Murakoze cyane ku bufasha bwanyu!"), _none_of("don't know", "can't answer")),
    Case("about-memory", _ask("do you remember what we talked about yesterday"),
         _any("don't remember", "do not remember", "no memory", "can't remember", "cannot remember",
              "don't have memory", "don't keep", "do not keep", "not able to remember", "previous conversation",
              "earlier conversation", "each conversation", "no record")),
    Case("arith-percent", _ask("what's 7.5% of 1,240"), _word("93", "93.0", "93.00")),
    Case("date-film-end", _ask("if a 2h 50m film starts at 21:25 what time does it finish"),
         _any("00:15", "0:15", "12:15 am", "12:15am", "quarter past midnight")),
    Case("date-leap-weekday", _ask("what day of the week is 29 february 2032"),
         _both(_any("Sunday"), _none_of("Saturday", "Monday"))),
    Case("unknowable-minibus-seats", _ask("how many seats are free on the 16:05 glenbrae minibus today"),
         _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
