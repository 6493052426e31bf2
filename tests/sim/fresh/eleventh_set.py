"""An eleventh invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-02 (branch ``eleventh``) while other engineers changed the simulator on their
own branches; none of them has seen it. It is a yardstick for their work: no simulator change is
to be made for its cases (a fix for one of its classes must be a general mechanism tested on other
wordings, and the set measured again). Committed with its oracles before it was first run.

Topics and formats none of the earlier sets nor the course's data uses: a Sunday-league fixture
list (fixed-width), a train-delay SMS, a home-insurance schedule, an nginx access log, ``kubectl
get pods`` output, a French wine label, a vet's discharge note, a library loan receipt, a parking
sign transcribed, a phone bill, a school timetable grid, a GitHub Actions log with vitest output,
an unattributed poem, a Swahili notice; questions as commands, with typos, yes/no and "how many"
questions, answers absent with a near miss present (flood vs escape of water, antibiotics vs
meloxicam, the poem's author); a learner's tools (Google- and NumPy-style docstrings,
``Annotated``, ``Literal``, optional arguments, a list argument, two look-alike converters, a
missing required argument, a question in Swahili, a time in words, no fitting tool);
``with_structured_output`` (a nested model with a ``Literal``, ``Optional`` fields, a ``str``
enum, a list of names, a duration in words, a boolean needing arithmetic on dates); labels with
XML tags, numbered intents, "A, B or C" and a route; graders (hallucination yes/no, a
``binary_score`` relevance schema, PASS/FAIL); JSON by example; threads (a pronoun, a
correction, a topic change and return, a sum of stated amounts, a pronoun over notes); small
talk in Swahili and Hindi (romanised); arithmetic; world knowledge; things nothing offline could
know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` (the notes do
not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not wrong) or
``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at 464cdc9 (branch ``eleventh``; oracles committed first in bdcc3e6, one run,
none changed after it), 70 cases: right 24, stated limit 25, silently wrong 21, false alarms 4
(log-admin-status: the right log line quoted with a documents limit; schema-bool-age: the safe
``False`` that happens to be right, with a limit; chat-sw-habari and chat-hi-namaste: Swahili and
Hindi small talk answered with a knowledge limit). The silently wrong (classes, code paths and
proposed mechanisms in ``ELEVENTH_CLASSES.md``):

- "I don't know." with the answer in the notes: fixture-pitch (a fixed-width row picked by two
  cells, date and kick-off), sms-platform and sms-cancelled (a one-message SMS: "platfrom" typo,
  "cancelled" vs "delayed"), ins-ends ("runs out" vs "Period of cover ... to"), log-401-ip (an
  access-log field), pods-crashing ("crash looping" vs ``CrashLoopBackOff``), wine-grape and
  wine-abv (a label with no keys: "Syrah 100 %", "13,5 % vol."), parking-max ("longest I can
  stay" vs "Max stay"), timetable-thu-p2 (a grid cell by row and column).
- The wrong lines or a whole block quoted: log-count-ip (one log line, no count), bill-roaming
  (the plan line, not the roaming line), bill-plan-data (the plan line with the add-on line),
  timetable-maths-count (one row, no count, "could not find 'lessons', 'week'"), actions-node
  (the whole log as one "sentence").
- Tool arguments: tool-jobs-optional (``title`` the whole question "Find remote data engineer
  jobs."), agent-weight (``convert_length`` chosen for kg -> pounds: the look-alike tool).
- Structured output: schema-nested-reservation (``room_type`` "single", the first Literal, for
  "a double room", no limit), schema-list-attendees ("Park" of "Apologies: Lee Park" added),
  schema-duration-words (``servings`` 0 for "Serves 4", ``prep_minutes`` 60 for "1 hr 10 min").
- A thread: thread-train-correction (7:15 after "Sorry, I misread: it's 7:45").

Right by a lenient oracle (noted, not changed): ins-accidental and ins-flood-excess (the heading
and another line quoted with the answer; flood: the escape-of-water line plus "could not find
anything about 'flood'"), vet-dose (the right line plus "I could not find ..."), actions-failed
(a block of the log that holds both test files), sw-water (the whole notice), parking-sunday (the
Mon-Sat line with the Sunday line).

``python -W ignore -m tests.sim.fresh.eleventh_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from enum import Enum
from typing import Annotated, Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
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
    _has,
    _honest,
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
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

FIXTURES = """NORTHGATE SUNDAY LEAGUE - DIVISION 2 FIXTURES
Date    KO     Home                  Away                  Pitch
07 Dec  10:30  Railway Arms FC       Cobblers United       Pitch 3
07 Dec  12:00  Eastfield Rovers      St Jude's Old Boys    Pitch 1
14 Dec  10:30  Cobblers United       Eastfield Rovers      Pitch 2
14 Dec  12:00  St Jude's Old Boys    Railway Arms FC       Pitch 3
"""

TRAIN_SMS = ("NatRail alert: the 17:42 Leeds to York is delayed by approx 25 mins due to a signalling fault "
             "near Micklefield. Expected dep 18:07 from platform 8B. Reply STOP to end alerts.")

INSURANCE = """HOME INSURANCE SCHEDULE
Policyholder:            Ms Ingrid Solberg
Policy no.:              HH-77310-42
Period of cover:         01/02/2026 to 31/01/2027
Buildings cover:         Sum insured £320,000    Excess £250
Contents cover:          Sum insured £45,000     Excess £100
Accidental damage:       Not included
Escape of water excess:  £500
Annual premium:          £412.80 (or 12 monthly payments of £34.40)
"""

ACCESS_LOG = """203.0.113.7 - - [02/Dec/2026:09:14:03 +0000] "GET /pricing HTTP/1.1" 200 5123 "-" "Mozilla/5.0"
198.51.100.23 - - [02/Dec/2026:09:14:09 +0000] "POST /api/login HTTP/1.1" 401 87 "-" "curl/8.5.0"
203.0.113.7 - - [02/Dec/2026:09:15:41 +0000] "GET /static/app.js HTTP/1.1" 304 0 "https://shop.example/pricing" "Mozilla/5.0"
192.0.2.88 - - [02/Dec/2026:09:16:00 +0000] "GET /admin HTTP/1.1" 403 162 "-" "python-requests/2.32"
"""

PODS = """NAME                        READY   STATUS             RESTARTS       AGE
api-7d9f8c6b5-2xkqp         1/1     Running            0              3d
worker-5c4b7d9f-hm8zt       0/1     CrashLoopBackOff   14 (2m ago)    3d
redis-0                     1/1     Running            1 (2d ago)     9d
cron-sync-28890120-vq7lk    0/1     Completed          0              41m
"""

WINE = """DOMAINE DES TROIS CHÊNES
Saint-Joseph
Appellation Saint-Joseph Contrôlée
2021
Syrah 100 %
13,5 % vol.        750 ml
Mis en bouteille au domaine
Contient des sulfites
"""

VET = """Patient: Pepper (cat, 6 y, female spayed)      Owner: D. Okonkwo
Procedure: dental scale and polish, two extractions (upper premolars), 28/11/2026
Discharge instructions:
- Soft food only for 5 days, then her normal diet.
- Meloxicam 0.5 mg/ml oral suspension: 0.3 ml once daily with food for 4 days.
- Keep indoors for 48 hours.
- Recheck appointment: 9 December at 15:20 with Dr Amara.
Call us at once if Pepper stops eating for more than 24 hours.
"""

LIBRARY = """WESTBROOK PUBLIC LIBRARY
Borrower: ****4471
Checked out 02/12/2026 14:03
1. The Overstory / Richard Powers           Due: 23/12/2026
2. Salt Fat Acid Heat / Samin Nosrat        Due: 23/12/2026
3. Paddington (DVD)                         Due: 09/12/2026
Items on loan: 3      Fines owed: £0.00
Renew online or call 01632 960 214.
"""

PARKING = """PAY & DISPLAY
Mon–Sat 8am–6:30pm
Max stay 2 hours. No return within 1 hour.
Sundays & bank holidays: free
Blue badge holders: free, no time limit
"""

PHONE_BILL = """Account 5512 0398                      Bill date 28 Nov 2026
Plan: Unlimited Lite 30GB                          £18.00
Data add-on 5GB (12 Nov)                            £5.00
Roaming - France (3 days)                           £6.00
Premium SMS to 88xxx                                £3.50
Total this month                                   £32.50
Paid by direct debit on 5 Dec
"""

TIMETABLE = """Year 8 timetable (class 8C)
      Mon        Tue        Wed        Thu        Fri
P1    Maths      English    Science    Maths      PE
P2    History    Maths      Art        French     English
P3    Science    PE         Maths      English    Music
"""

ACTIONS_LOG = """Run actions/setup-node@v4
  with:
    node-version: 20
Run npm ci
added 812 packages, and audited 813 packages in 21s
Run npm test
> web@2.3.0 test
> vitest run
 ✓ src/cart.test.ts (12 tests) 41ms
 × src/price.test.ts (6 tests | 1 failed) 33ms
   → formats EUR with two decimals
 Test Files  1 failed | 1 passed (2)
Error: Process completed with exit code 1.
"""

POEM = """The kettle ticks as it cools,
the window holds the last of the blue;
somewhere a dog is counting the streetlights
and getting every one of them wrong.
"""

SW_NOTICE = ("Tangazo: Maji yatakatika Jumanne tarehe 9 kuanzia saa 3 asubuhi hadi saa 8 mchana kwa ajili ya "
             "matengenezo ya bomba. Tafadhali hifadhi maji ya kutosha.")


GROUNDED = [
    Case("fixture-rovers-cobblers", _rag(FIXTURES, "When do Eastfield Rovers play Cobblers United?"),
         _but_not(_any("14 Dec", "14 December"), "07 Dec")),
    Case("fixture-pitch", _rag(FIXTURES, "Which pitch is the 12:00 game on 7 December on?"),
         _but_not(_has("Pitch 1"), "Pitch 3", "Pitch 2")),
    Case("fixture-count", _rag(FIXTURES, "How many games do Cobblers United play in December?"),
         _but_not(_word("2", "two"), "St Jude")),
    Case("sms-platform", _rag(TRAIN_SMS, "which platfrom does my train go from"), _word("8B")),
    Case("sms-cancelled", _rag(TRAIN_SMS, "Is my train cancelled?"), _says_no("delayed", "not cancelled")),
    Case("ins-contents-excess", _rag(INSURANCE, "What's the excess on contents?"),
         _but_not(_has("£100"), "£250", "£500")),
    Case("ins-accidental", _rag(INSURANCE, "Am I covered for accidental damage?"),
         _says_no("not included", "not covered")),
    Case("ins-flood-excess", _rag(INSURANCE, "How much is the flood excess?"),
         _either(_honest, _any("no flood", "not mention flood", "doesn't mention flood", "does not mention flood"))),
    Case("ins-ends", _rag(INSURANCE, "Tell me when the policy runs out."), _but_not(_has("31/01/2027"), "Policyholder", "Excess")),
    Case("log-401-ip", _rag(ACCESS_LOG, "Which IP address got a 401?"),
         _but_not(_has("198.51.100.23"), "203.0.113.7", "192.0.2.88")),
    Case("log-admin-status", _rag(ACCESS_LOG, "What status code did the request to /admin get?"),
         _but_not(_word("403"), "401", "304")),
    Case("log-count-ip", _rag(ACCESS_LOG, "How many requests came from 203.0.113.7?"),
         _but_not(_word("2", "two"), "192.0.2.88", "198.51.100.23")),
    Case("pods-crashing", _rag(PODS, "Which pod is crash looping?"),
         _but_not(_has("worker-5c4b7d9f-hm8zt"), "redis-0", "api-7d9f8c6b5")),
    Case("pods-restarts", _rag(PODS, "I need the restart count of the worker pod."), _word("14")),
    Case("pods-redis-age", _rag(PODS, "How old is redis-0?"), _but_not(_word("9d", "9 days"), "3d")),
    Case("wine-grape", _rag(WINE, "What grape is this wine made from?"), _has("Syrah")),
    Case("wine-abv", _rag(WINE, "whats the alcohol content"), _any("13,5", "13.5")),
    Case("vet-soft-food", _rag(VET, "How long should Pepper stay on soft food?"), _word("5 days", "five days")),
    Case("vet-dose", _rag(VET, "What dose of meloxicam does she get?"), _but_not(_has("0.3 ml"), "Soft food", "48 hours")),
    Case("vet-antibiotics", _rag(VET, "Which antibiotic was prescribed?"),
         _either(_honest, _any("no antibiotic", "not an antibiotic", "none"))),
    Case("lib-dvd-due", _rag(LIBRARY, "When is the DVD due back?"), _but_not(_has("09/12/2026"), "23/12/2026")),
    Case("lib-fines", _rag(LIBRARY, "Do I owe any fines?"), _says_no("£0.00", "no fines")),
    Case("parking-sunday", _rag(PARKING, "Do I have to pay to park here on a Sunday?"), _says_no("free")),
    Case("parking-max", _rag(PARKING, "What's the longest I can stay?"), _but_not(_word("2 hours", "two hours"), "Blue badge", "Sundays")),
    Case("bill-roaming", _rag(PHONE_BILL, "How much did roaming cost me?"), _but_not(_has("£6.00"), "£5.00", "£3.50")),
    Case("bill-plan-data", _rag(PHONE_BILL, "How much data comes with my plan?"), _but_not(_has("30GB"), "5GB")),
    Case("bill-debit", _rag(PHONE_BILL, "When will the money be taken?"), _but_not(_has("5 Dec"), "£18.00")),
    Case("timetable-thu-p2", _rag(TIMETABLE, "What does 8C have second period on Thursday?"),
         _but_not(_has("French"), "History", "Art")),
    Case("timetable-maths-count", _rag(TIMETABLE, "How many maths lessons are there in the week?"), _word("4", "four")),
    Case("actions-node", _rag(ACTIONS_LOG, "Which Node version did the job use?"), _but_not(_word("20"), "812 packages")),
    Case("actions-failed", _rag(ACTIONS_LOG, "Tell me which test failed."),
         _but_not(_any("formats EUR with two decimals", "price.test.ts"), "812 packages")),
    Case("poem-author", _rag(POEM, "Who wrote this poem?"), _honest),
    Case("sw-water", _rag(SW_NOTICE, "Maji yatakatika lini?"), _any("Jumanne", "tarehe 9")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool(parse_docstring=True)
def water_zone(zone: Literal["front", "back", "greenhouse"], minutes: int) -> str:
    """Run the garden irrigation for one zone.

    Args:
        zone: Which watering zone to run.
        minutes: How long to water for, in minutes.
    """
    return "watering"


@tool
def mortgage_payment(principal: float, annual_rate_pct: float, years: int) -> float:
    """Monthly repayment on a repayment mortgage.

    Parameters
    ----------
    principal : float
        Amount borrowed.
    annual_rate_pct : float
        Interest rate per year, in percent.
    years : int
        Term of the mortgage in years.
    """
    return 0.0


@tool
def log_workout(
    activity: Annotated[str, "kind of exercise, e.g. run, swim, cycle"],
    distance_km: Annotated[float, "distance covered in kilometres"],
) -> str:
    """Record a workout in the training diary."""
    return "logged"


@tool
def search_jobs(title: str, remote_only: bool = False, min_salary: int | None = None) -> list:
    """Search job adverts by job title, optionally only remote ones and above a yearly salary."""
    return []


@tool
def convert_length(value: float, from_unit: str, to_unit: str) -> float:
    """Convert a length or distance between units (m, km, mi, ft, in)."""
    return 0.0


@tool
def convert_weight(value: float, from_unit: str, to_unit: str) -> float:
    """Convert a mass or weight between units (g, kg, lb, oz)."""
    return 0.0


@tool
def refund_order(order_id: str, amount: float) -> str:
    """Refund part or all of a shop order, given its order id and the amount to refund."""
    return "refunded"


@tool
def local_time(city: str) -> str:
    """Current local time in a city."""
    return "12:00"


@tool
def invite_guests(event: str, emails: list[str]) -> str:
    """Send invitations for an event to a list of email addresses."""
    return "sent"


@tool
def set_alarm(time_24h: str) -> str:
    """Set a wake-up alarm at a time on the 24-hour clock, HH:MM."""
    return "set"


_CONVERTERS = [convert_length, convert_weight]


def _jobs_ok(out) -> bool:
    if (args := _call_args(out, "search_jobs")) is None:
        return False
    return (str(args.get("title", "")).strip().lower() == "data engineer" and args.get("remote_only") is True
            and args.get("min_salary") is None)


TOOLS = [
    Case("tool-water-google-doc", _calls([water_zone], "Water the greenhouse for 15 minutes."),
         _call("water_zone", zone=_eq("greenhouse"), minutes=_num_near(15))),
    Case("tool-mortgage-numpy-doc", _calls([mortgage_payment], "What would I pay each month on a £250,000 mortgage "
                                                              "at 4.5% over 25 years?"),
         _call("mortgage_payment", principal=_num_near(250000), annual_rate_pct=_num_near(4.5), years=_num_near(25))),
    Case("tool-workout-annotated", _calls([log_workout], "Log a 7.5 km run for me."),
         _call("log_workout", activity=_one_of("run", "running"), distance_km=_num_near(7.5))),
    Case("tool-jobs-optional", _calls([search_jobs], "Find remote data engineer jobs."), _jobs_ok),
    Case("agent-weight", _agent(_CONVERTERS, "How many pounds is 12 kg?"),
         _call("convert_weight", value=_num_near(12), from_unit=_one_of("kg", "kilogram", "kilograms"),
               to_unit=_one_of("lb", "lbs", "pound", "pounds"))),
    Case("agent-length", _agent(_CONVERTERS, "Turn 3 miles into kilometres."),
         _call("convert_length", value=_num_near(3), from_unit=_one_of("mi", "mile", "miles"),
               to_unit=_one_of("km", "kilometre", "kilometres", "kilometer", "kilometers"))),
    Case("agent-haiku", _agent(_CONVERTERS, "Write me a haiku about autumn leaves."), _must_state),
    Case("tool-refund-no-id", _calls([refund_order], "Refund my last order please."), _no_call),
    Case("tool-time-sw", _calls([local_time], "Saa ngapi sasa huko Nairobi?"), _call("local_time", city=_one_of("Nairobi"))),
    Case("tool-invite-list", _calls([invite_guests], "Invite ana@lumen.example and bo@quill.example to the quiz night."),
         _call("invite_guests", event=_one_of("quiz night", "the quiz night"),
               emails=lambda v: isinstance(v, list) and sorted(v) == ["ana@lumen.example", "bo@quill.example"])),
    Case("tool-alarm-words", _calls([set_alarm], "Wake me at half past six tomorrow morning."),
         _call("set_alarm", time_24h=_one_of("06:30", "6:30"))),
]


# --- structured output ----------------------------------------------------------------------------

class Guest(BaseModel):
    name: str
    email: str


class Reservation(BaseModel):
    guest: Guest
    nights: int
    room_type: Literal["single", "double", "suite"]


class Contact(BaseModel):
    name: str = Field(description="the person's full name")
    company: str | None = Field(default=None, description="the company they work for, if given")
    phone: str | None = Field(default=None, description="phone number, if given")


class Severity(str, Enum):  # noqa: UP042  (the way learners write it)
    low = "low"
    medium = "medium"
    high = "high"


class BugTriage(BaseModel):
    severity: Severity = Field(description="how severe the reported bug is for users")


class Minutes(BaseModel):
    attendees: list[str] = Field(description="names of the people present at the meeting")


class RecipeMeta(BaseModel):
    servings: int = Field(description="how many people the recipe serves")
    prep_minutes: int = Field(description="preparation time in minutes")


class AgeCheck(BaseModel):
    adult: bool = Field(description="True if the applicant is 18 or older on the date of applying")


def _reservation_ok(p) -> bool:
    return ("lena fischer" in p.guest.name.lower() and p.guest.email == "lena.f@mail.example"
            and p.nights == 3 and p.room_type == "double")


STRUCTURED = [
    Case("schema-nested-reservation", _structured(Reservation, "Reservation for Lena Fischer (lena.f@mail.example): "
                                                               "a double room for 3 nights."), _parsed(_reservation_ok)),
    Case("schema-optional-phone", _structured(Contact, "Met Rahul Verma from Quillsoft at the expo."),
         _parsed(lambda p: "rahul verma" in p.name.lower() and (p.company or "").lower() == "quillsoft"
                 and p.phone in (None, ""))),
    Case("schema-enum-severity", _structured(BugTriage, "The app crashes and deletes users' saved drafts every time "
                                                        "they press Save.", "Triage the bug report."),
         _parsed(lambda p: p.severity == Severity.high)),
    Case("schema-list-attendees", _structured(Minutes, "Present: Ana Costa, Wei Zhang and Tomás Ruiz. "
                                                       "Apologies: Lee Park."),
         _parsed(lambda p: {x.lower() for x in p.attendees} == {"ana costa", "wei zhang", "tomás ruiz"})),
    Case("schema-duration-words", _structured(RecipeMeta, "Serves 4. Prep: 1 hr 10 min. Cook: 25 min."),
         _parsed(lambda p: p.servings == 4 and p.prep_minutes == 70)),
    Case("schema-bool-age", _structured(AgeCheck, "Applicant born 3 May 2010; application dated 1 December 2026.",
                                        "Check the application."), _parsed(lambda p: p.adult is False)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-xml-review", _ask("<categories>delivery | payment | product_quality</categories>\n"
                                  "<review>The parcel turned up a week late and the box was crushed.</review>\n"
                                  "Output one category and nothing else."), _only("delivery")),
    Case("label-abc-channel", _ask("Which contact channel does the customer prefer? A) email B) phone C) in person\n"
                                   "Customer: 'Just send me the details in writing, I can't take calls at work.'\n"
                                   "Answer A, B or C."), _only("A", "A)")),
    Case("label-numbered-intent", _ask("Pick the intent.\n1) reset_password\n2) change_address\n3) close_account\n"
                                       "User: I moved house last week, please update where you send my statements.\n"
                                       "Reply with the number."), _only("2", "2)")),
    Case("label-route", _ask("Route the question to 'vectorstore' (our documentation about LangGraph) or "
                             "'web_search' (anything else).\nQuestion: Who won the 2026 Tour de France?\n"
                             "Return only the route."), _only("web_search")),
]


# --- grading prompts in new wordings ---------------------------------------------------------------

class RelevanceScore(BaseModel):
    binary_score: str = Field(description="Is the document relevant to the question, 'yes' or 'no'")


GRADERS = [
    Case("grade-unsupported-claim", _ask("SOURCE NOTES:\nThe library is open 9:00-17:00 Monday to Friday.\n\n"
                                         "GENERATION:\nThe library is open 9:00-17:00 Monday to Friday and until "
                                         "13:00 on Saturdays.\n\nDoes the generation contain any claim the notes do "
                                         "not support? Answer yes or no."), _only("yes")),
    Case("grade-relevance-schema", _structured(RelevanceScore, "Document: Our ferry to Skye leaves Mallaig every two "
                                                               "hours from 08:00.\nQuestion: What is the recipe for "
                                                               "Dundee cake?",
                                               "Grade the document's relevance to the question."),
         _parsed(lambda p: p.binary_score.strip().lower() == "no")),
    Case("grade-pass-fail", _ask("QUESTION: What time does the pool open on Sundays?\n"
                                 "ANSWER: The pool opens at 8:00 on Sundays.\n"
                                 "Does the ANSWER resolve the QUESTION? Say PASS or FAIL."), _only("PASS")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-weather", _ask('Return JSON like {"city": "", "temp_c": 0}.\n'
                              "Text: It's 14 degrees in Porto right now."),
         _json(lambda o: o.get("city") == "Porto" and o.get("temp_c") == 14)),
    Case("json-spam", _ask('Reply as {"is_spam": true} or {"is_spam": false}.\n'
                           "Message: Congratulations!!! You've WON a £1000 gift card, click bit.ly/x9 to claim now"),
         _json(lambda o: o.get("is_spam") is True)),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-sister-job", _thread("My sister Ines is a nurse in Porto.", "Nice!", "What does she do for a living?"),
         _has("nurse")),
    Case("thread-train-correction", _thread("My train is at 7:15.", "OK.", "Sorry, I misread: it's 7:45.",
                                            "No problem.", "What time is my train?"), _corrected("7:45", "7:15")),
    Case("thread-bike-return", _thread("My bike's frame size is 56 cm.", "Noted.", "What's the capital of Canada?",
                                       "Ottawa.", "What frame size did I mention?"), _word("56", "56 cm")),
    Case("thread-km-sum", _thread("I ran 5 km on Monday, 8 km on Wednesday and 6 km on Friday.", "Great week!",
                                  "How far did I run in total?"), _word("19", "19 km")),
    Case("thread-vet-she", _notes_thread(VET, "Who is doing Pepper's recheck?", "Dr Amara.",
                                         "At what time will she see Pepper?"), _has("15:20")),
]


# --- small talk, arithmetic, world knowledge, things nothing offline could know -------------------

DIRECT = [
    Case("chat-sw-habari", _ask("Habari yako? Asante sana kwa msaada!"), _none_of("don't know", "sijui")),
    Case("chat-hi-namaste", _ask("Namaste! Aap kaise hain?"), _none_of("don't know", "pata nahi")),
    Case("math-percent", _ask("What is 15% of 240?"), _word("36")),
    Case("world-gold", _ask("What is the chemical symbol for gold?"), _word("Au")),
    Case("world-balance", _ask("What's my bank balance right now?"), _must_state),
    Case("world-rain-krakow", _ask("Will it rain in Kraków next Tuesday?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
