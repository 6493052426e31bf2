"""A nineteenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``nineteenth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: an archery scoresheet
(ends of six arrows, "X" and "M" with a key), a karaoke room booking confirmation (deposit off
the bill, minimum spend, an age rule by the hour), an ``/etc/fstab`` (options in a column,
``noauto``), a chimney sweeping certificate, a ``.gitattributes`` (LFS patterns, eol per glob), a
cable car winter timetable (a weekday / weekend grid, a closure, prices per age), a Slovenian
water notice and a Croatian road notice; questions as commands, lower case, a typo, yes/no,
"how many" counting of tokens in a row, a sum of six cells, a subtraction (bill minus deposit),
a superlative, a product of prices, a date against a closure range, a rule by the hour, answers
absent; a learner's tools (look-alike archery tools through ``create_agent``, Fahrenheit for a
Celsius argument, a duration in words, a list of e-mails, an ``Enum`` by "no rush", a Pydantic
``args_schema`` ``Literal`` by a description, a ``date`` in words, a URL, a nested dict argument,
kilometres for a metres argument, a missing argument, no fitting tool); ``with_structured_output``
(a nested list of objects with lists inside, an ``Optional`` left empty, a ``Literal`` by a
description, ``Field(ge=1, le=5)`` by a judgement, an ``Enum`` by a description, a negated
``bool``); labels (a trade route, Slovenian vs Croatian, POS / NEG / MIXED); a learner's own
graders ("1 to 5" against a reference, OK / NOT OK, "y/n" usefulness, CORRECT / PARTIAL /
INCORRECT, true / false "answers", 1 / 0 equivalence); JSON by example (an end total with X and
M, a date in words); threads (a flight number after a topic change, "she" for a named aunt, a
correction with no subject, a correction by "No wait", "And Mei?" over notes, a follow-up over
notes, a difference of two stated ages); small talk in Slovak and Catalan, a question about the
assistant's connection; arithmetic; a day count with a stated today and without one; things
nothing offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at b99e096 (the branch point of ``nineteenth``; oracles committed first in
0904b62, one run with ``-v``, none changed after it), 70 cases: right 17, stated limit 36,
silently wrong 17, false alarms 5. None of the five is a real false alarm: schema-negated-bool
(the yes/no field undecided, a limit stated, the bool's safe value False given, which happens to
be right), cable-card (a documents limit whose text holds "could not find", which the ``_absent``
oracle accepts), chat-sk-hello, chat-ca-thanks (a knowledge limit, "can't answer this", to a
Slovak greeting and Catalan thanks: the ``_none_of`` oracle passes it; a small-talk miss) and
about-online (the same knowledge limit, passed by the oracle only because its text says "The
offline simulator"). The silently wrong (classes, code paths and proposed mechanisms in
``NINETEENTH_CLASSES.md``):

- "I don't know." with the answer in the notes: arch-most-xs (a superlative counted over "X"
  tokens in rows), karaoke-nephew (an age rule "Over-18s only after 20:00" against a 21:00
  booking), cable-family-price (a product and sum of two price cells), cable-jan-14 (a date
  inside the closure range "12-16 January").
- A row or line quoted that is not the answer: arch-tomas-misses (the key line and Tomas's row,
  no count of "M"), sweep-next-wood (the line with both "12 months ... wood" and "6 months ...
  coal", not narrowed to wood, plus the "Swept" line), git-bat-eol (the whole .gitattributes run
  together, ``eol=lf`` and ``eol=crlf`` both), git-mp4-lfs and git-png-lfs (the run-together file
  quoted, no yes/no, "nothing about 'files'"), cable-sun-last-down (the column header "Sat, Sun,
  holidays." as the answer: the day's column named, its cell not read), cable-weekday-freq (the
  row "Cars every 20 min 10 min" with both columns), sl-water-until (a fragment "Ure ne bo vode
  ..." cut after "13." with "nothing about 'kdaj'": the sentence split at the ordinal's stop).
- Tools: agent-archery-lookalike (``archer="Mei's Portsmouth"``: a possessive name run into the
  next word), tool-fahrenheit (``celsius=68.0`` from "68 Fahrenheit" with no conversion, and
  ``room="68 Fahrenheit"``), tool-mute-missing (``username="Mute hour spamming"``: the question's
  leftover words for a name that is not there, "him").
- Grader: grade-partial ("CORRECT" for an answer holding one of the reference's two people: the
  key values "1, Tomas" found, "Mei" missing not counted).
- Thread: thread-sorry-eight ("Dinner is for six people." after "Sorry, eight.": a correction
  with no subject not applied).

Right by a lenient oracle (noted, not changed): fstab-tmp-size (the tmpfs row quoted whole, it
holds "size=2G"), sweep-recommend (the bird-guard line and the next-sweep line), hr-road-from (the
notice cut at "od ponedjeljka, 4."), thread-karaoke-room (the room line "up to 12 guests" with
"nothing about 'hold' ... I don't know that part"), tool-date-words (``on`` right, ``address``
"Wren Cottages" without its "3"; the oracle checks only ``on``).

``python -W ignore -m tests.sim.fresh.nineteenth_set`` prints the counts (``-v``: each case).
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

ARCHERY = """Portsmouth round - club night scoresheet, first three ends (20 yd; X scores 10, M = miss, scores 0)
Archer   End 1             End 2             End 3
Mei      10 9 9 8 8 7      X 10 9 9 9 8      9 9 8 7 M 6
Tomas    9 8 8 7 6 5       8 8 7 7 6 M       10 9 9 8 8 8
Hollis   X X 10 9 9 9      10 10 9 9 8 8     X 10 10 9 9 9
"""

KARAOKE = """BOOKING CONFIRMATION - Neon Echo Karaoke, 41 Dock Street
Ref: NE-20931            Booked by: Keiko Tanaka
Room: Galaxy (medium, up to 12 guests)
Date: Saturday 16 October 2027, 21:00-23:00
Deposit paid: £40.00 (taken off the final bill)
Minimum spend: £180.00 on food and drink
Cancellation: free up to 48 hours before; after that the deposit is kept.
Over-18s only after 20:00. Photo ID may be asked for.
"""

FSTAB = """# /etc/fstab
# <device>                                 <mount>      <type>  <options>                              <dump> <pass>
UUID=3f2a9c1e-77d4-4b0e-9a61-0c2f5e8b1d44  /            ext4    defaults,noatime                       0      1
UUID=9B1E-44F0                             /boot/efi    vfat    umask=0077                             0      2
UUID=a81c0d5e-2f3b-4c6a-bb90-7e1d2c3f4a55  /home        btrfs   subvol=@home,compress=zstd             0      0
//nas.lan/media                            /mnt/media   cifs    credentials=/root/.smb,noauto,_netdev  0      0
tmpfs                                      /tmp         tmpfs   size=2G,mode=1777                      0      0
"""

SWEEP = """CHIMNEY SWEEPING CERTIFICATE   No. 7781
Property: 3 Wren Cottages, Lower Hambleton
Appliance: wood-burning stove (Morso 1410), lined flue
Swept: 22 September 2027 by A. Pryce, Guild member G-0412
Smoke draw test: pass          Soot removed: approx. 1.5 litres
Bird guard: missing - fitting recommended
Next sweep due: within 12 months if burning seasoned wood; within 6 months if burning coal.
"""

GITATTRIBUTES = """# .gitattributes
* text=auto eol=lf
*.bat  text eol=crlf
*.png  binary
*.psd  filter=lfs diff=lfs merge=lfs -text
*.mp4  filter=lfs diff=lfs merge=lfs -text
docs/generated/** linguist-generated=true
"""

CABLE = """Vrata Cable Car - winter timetable (1 Dec - 31 Mar)
                 Mon-Fri        Sat, Sun, holidays
First car up     08:30          08:00
Last car up      16:00          16:30
Last car down    16:45          17:15
Cars every       20 min         10 min
Closed for maintenance 12-16 January.
Return ticket: adult EUR 24, child (6-15) EUR 12, under 6 free.
"""

SL_NOTICE = ("Obvestilo: Zaradi vzdrževalnih del na vodovodu v četrtek, 7. marca, od 9. do 13. ure ne bo vode "
             "na Celovški cesti 112. Hvala za razumevanje.")

HR_NOTICE = ("Obavijest: Zbog radova na kolniku Ulica Ivana Gundulića bit će zatvorena za promet od ponedjeljka, "
             "4. travnja, do petka, 8. travnja. Hvala na razumijevanju.")

GROUNDED = [
    Case("arch-mei-end1", _rag(ARCHERY, "What was Mei's total for end 1?"), _word("51")),
    Case("arch-tomas-misses", _rag(ARCHERY, "how many misses did Tomas have"),
         _but_not(_word("1", "one", "once", "a single"), "two", "2 misses")),
    Case("arch-hollis-xs", _rag(ARCHERY, "How many Xs did Hollis shoot?"),
         _either(_only("3", "three"), _any("3 x", "three x", "3 times", "three times", "3 of", "three of"))),
    Case("arch-most-xs", _rag(ARCHERY, "Who shot the most Xs?"), _but_not(_any("Hollis"), "Mei", "Tomas")),
    Case("karaoke-owe", _rag(KARAOKE, "If the bill comes to £230, how much do I still have to pay on the night?"),
         _any("190")),
    Case("karaoke-nephew", _rag(KARAOKE, "Can I bring my 16-year-old nephew?"),
         _says_no("not allowed", "can't", "cannot", "won't be allowed", "isn't allowed", "is not allowed")),
    Case("karaoke-cancel", _rag(KARAOKE, "Until when can I cancel without losing the deposit?"),
         _any("48 hours", "48 hrs", "14 October", "Thursday")),
    Case("karaoke-parking", _rag(KARAOKE, "Is there parking at the venue?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say",
                 "does not say", "nothing about parking")),
    Case("karaoke-ref-typo", _rag(KARAOKE, "whats the bookng reference"), _any("NE-20931")),
    Case("fstab-home-type", _rag(FSTAB, "Which filesystem is /home on?"), _but_not(_word("btrfs"), "ext4", "vfat")),
    Case("fstab-nas-boot", _rag(FSTAB, "Is the NAS share mounted automatically at boot?"),
         _says_no("not mounted automatically", "not automatically", "isn't mounted", "is not mounted")),
    Case("fstab-tmp-size", _rag(FSTAB, "how big can /tmp get"), _any("2G", "2 G", "2 GB", "2GB", "2 gigabytes")),
    Case("fstab-compressed", _rag(FSTAB, "Which mount point is compressed?"),
         _but_not(_word("/home"), "/boot/efi", "/mnt/media", "/tmp")),
    Case("sweep-when", _rag(SWEEP, "When was the chimney last swept?"),
         _any("22 September 2027", "September 22, 2027", "22 Sept", "22/09/2027", "2027-09-22")),
    Case("sweep-recommend", _rag(SWEEP, "Did the sweep recommend anything?"), _any("bird guard")),
    Case("sweep-next-wood", _rag(SWEEP, "I only burn seasoned wood. When is the next sweep due?"),
         _but_not(_any("12 months", "twelve months", "September 2028", "a year"), "6 months")),
    Case("sweep-cost", _rag(SWEEP, "How much did the sweep cost?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say",
                 "does not say", "no price", "not stated", "doesn't state", "does not state")),
    Case("git-bat-eol", _rag(GITATTRIBUTES, "What line endings do .bat files get?"),
         _but_not(_word("crlf"), "eol=lf")),
    Case("git-mp4-lfs", _rag(GITATTRIBUTES, "Are mp4 files stored in LFS?"), _starts("yes")),
    Case("git-png-lfs", _rag(GITATTRIBUTES, "Do PNG files go through LFS?"),
         _says_no("not through lfs", "not in lfs", "aren't", "are not", "isn't", "not stored")),
    Case("cable-sun-last-down", _rag(CABLE, "When is the last car down on a Sunday?"),
         _but_not(_any("17:15", "5:15"), "16:45")),
    Case("cable-weekday-freq", _rag(CABLE, "how often do the cars run on weekdays"),
         _but_not(_any("20 min", "every 20", "20 minutes"), "10 min")),
    Case("cable-family-price", _rag(CABLE, "What do return tickets cost for two adults and a 10-year-old?"),
         _word("60", "sixty")),
    Case("cable-jan-14", _rag(CABLE, "Is the cable car running on 14 January?"),
         _says_no("closed", "maintenance", "not running", "isn't running")),
    Case("cable-card", _rag(CABLE, "Can I pay by card at the ticket office?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say",
                 "does not say", "nothing about")),
    Case("sl-water-until", _rag(SL_NOTICE, "Do kdaj ne bo vode?"),
         _any("13. ure", "13 ure", "do 13", "13:00", "13.00", "1 pm", "1pm", "13 h")),
    Case("hr-road-from", _rag(HR_NOTICE, "Od kada je ulica zatvorena?"),
         _any("ponedjelj", "4. travnja", "4 travnja", "Monday", "4 April")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def log_end(archer: str, arrows: list[str]) -> str:
    """Record the six arrow scores of one end for an archer."""
    return "logged"


@tool
def log_round(archer: str, total: int) -> str:
    """Record an archer's total score for a whole round."""
    return "logged"


@tool
def set_thermostat(room: str, celsius: float) -> str:
    """Set a room's target temperature in degrees Celsius."""
    return "set"


@tool
def mute_member(username: str, hours: int) -> str:
    """Mute a chat member for a number of hours."""
    return "muted"


@tool
def invite(event_id: str, emails: list[str]) -> str:
    """Invite people by e-mail address to a calendar event."""
    return "invited"


class Urgency(Enum):
    LOW = "low"
    NORMAL = "normal"
    HIGH = "high"


@tool
def open_ticket(summary: str, urgency: Urgency) -> str:
    """Open a helpdesk ticket."""
    return "opened"


class OutageArgs(BaseModel):
    service: str = Field(description="the affected service")
    severity: Literal["minor", "major", "critical"] = Field(description="how bad the outage is")


@tool(args_schema=OutageArgs)
def report_outage(service: str, severity: str) -> str:
    """Report a service outage to the on-call engineer."""
    return "reported"


@tool
def book_sweep(address: str, on: date) -> str:
    """Book a chimney sweep visit at an address on a date."""
    return "booked"


@tool
def check_status(url: str) -> str:
    """Fetch a URL and report its HTTP status code."""
    return "200"


@tool
def update_address(customer_id: str, address: dict) -> str:
    """Replace a customer's postal address (a dict with keys street, town, postcode)."""
    return "updated"


@tool
def order_cable(length_m: float) -> str:
    """Order network cable by length in metres."""
    return "ordered"


_ARCHERY_TOOLS = [log_end, log_round]


def _invite_ok(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "invite"]
    if len(calls) != 1:
        return False
    args = calls[0]["args"]
    got = args.get("emails")
    return (str(args.get("event_id", "")).strip().upper() == "EV-3302" and isinstance(got, list)
            and sorted(str(e).strip().lower() for e in got) == ["ana@example.com", "joe@example.org"])


def _address_ok(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "update_address"]
    if len(calls) != 1:
        return False
    args = calls[0]["args"]
    addr = args.get("address")
    if str(args.get("customer_id", "")).strip().upper() != "C-5521" or not isinstance(addr, dict):
        return False
    values = " ".join(str(v) for v in addr.values()).lower()
    return "quay" in values and "cobh" in values and "p24" in values


TOOLS = [
    Case("agent-archery-lookalike", _agent(_ARCHERY_TOOLS, "Put down 612 for Mei's Portsmouth round."),
         _call("log_round", archer=_one_of("Mei"), total=_num_near(612))),
    Case("tool-fahrenheit", _calls([set_thermostat], "Set the lounge to 68 Fahrenheit."),
         _call("set_thermostat", room=_one_of("lounge", "the lounge"), celsius=_num_near(20, 0.2))),
    Case("tool-mute-day", _calls([mute_member], "Mute @kerri_b for a day."),
         _call("mute_member", username=_one_of("kerri_b", "@kerri_b"), hours=_num_near(24))),
    Case("tool-invite-emails", _calls([invite], "Invite ana@example.com and joe@example.org to event EV-3302."),
         _invite_ok),
    Case("tool-urgency-enum", _calls([open_ticket], "Open a ticket: the printer on floor 2 is out of toner, "
                                                    "no rush, whenever someone's free."),
         _call("open_ticket", urgency=_one_of("low", "Urgency.LOW"))),
    Case("tool-outage-schema", _calls([report_outage], "Payments are completely down for every customer."),
         _call("report_outage", severity=_eq("critical"))),
    Case("tool-date-words", _calls([book_sweep], "Book the sweep for 3 Wren Cottages on the second of October 2028."),
         _call("book_sweep", on=_eq("2028-10-02"))),
    Case("tool-url", _calls([check_status], "Is https://status.example.net/health returning 200?"),
         _call("check_status", url=_eq("https://status.example.net/health"))),
    Case("tool-nested-dict", _calls([update_address], "Change customer C-5521's address to 4 Quay Street, Cobh, "
                                                      "P24 X2N3."), _address_ok),
    Case("tool-km-metres", _calls([order_cable], "Order 2.5 km of cable."),
         _call("order_cable", length_m=_num_near(2500))),
    Case("tool-mute-missing", _calls([mute_member], "Mute him for an hour, he's spamming again."), _no_call),
    Case("agent-archery-no-tool", _agent(_ARCHERY_TOOLS, "Will Mei beat her personal best next week?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Table(BaseModel):
    number: int
    guests: list[str]


class Seating(BaseModel):
    tables: list[Table]


class SweepRequest(BaseModel):
    address: str
    preferred_date: str | None = None


class Outcome(BaseModel):
    result: Literal["pass", "advisory", "fail"] = Field(description="the inspection outcome")


class Review(BaseModel):
    stars: int = Field(ge=1, le=5, description="1 = terrible, 5 = excellent")


class Seat(Enum):
    WINDOW = "window"
    AISLE = "aisle"
    MIDDLE = "middle"


class SeatChoice(BaseModel):
    seat: Seat


class Consent(BaseModel):
    ok_to_phone: bool


def _seating_ok(p) -> bool:
    got = {t.number: sorted(g.strip().lower() for g in t.guests) for t in p.tables}
    return got == {1: ["ana", "joe"], 2: ["lee", "priya", "tom"]}


STRUCTURED = [
    Case("schema-seating-nested", _structured(Seating, "Table 1: Ana and Joe. Table 2: Priya, Tom and Lee."),
         _parsed(_seating_ok)),
    Case("schema-sweep-optional", _structured(SweepRequest, "Please come and sweep at 9 Elm Close; I'll ring "
                                                            "later about a day."),
         _parsed(lambda p: "elm close" in p.address.lower() and p.preferred_date is None)),
    Case("schema-outcome-literal", _structured(Outcome, "Flue blocked by a jackdaw nest; the stove must not be lit "
                                                        "until it is cleared."),
         _parsed(lambda p: p.result == "fail")),
    Case("schema-review-stars", _structured(Review, "Dreadful night: the mics cut out and the staff were rude. "
                                                    "Never again."),
         _parsed(lambda p: p.stars == 1)),
    Case("schema-seat-enum", _structured(SeatChoice, "I want to get up and stretch my legs without climbing over "
                                                     "anyone."),
         _parsed(lambda p: p.seat == Seat.AISLE)),
    Case("schema-negated-bool", _structured(Consent, "Please don't ring me - email is fine."),
         _parsed(lambda p: p.ok_to_phone is False)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-trade", _ask("Forward to plumbing, electrics or roofing. One word.\n"
                             "\"The lights flicker every time the kettle goes on.\""), _only("electrics")),
    Case("label-sl-hr", _ask("Slovenian or Croatian? Answer with one word.\n\"Hvala lijepa, vidimo se sutra.\""),
         _only("Croatian")),
    Case("label-pos-neg-mixed", _ask("Classify as POS, NEG or MIXED:\n"
                                     "\"Loved the room, but the mics kept cutting out.\""), _only("MIXED")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-1-to-5", _ask("On a scale of 1 to 5, how close is the candidate to the reference? Digit only.\n"
                              "Reference: The last car down on Sundays is at 17:15.\n"
                              "Candidate: On Sundays the final descent leaves at 17:15."), _only("5", "4")),
    Case("grade-ok-not-ok", _ask("Reply OK or NOT OK: does the answer agree with the reference?\n"
                                 "Reference: /home uses btrfs.\nAnswer: /home is formatted as ext4."),
         _only("NOT OK")),
    Case("grade-useful-yn", _ask("Would this passage help answer the question? y/n\n"
                                 "Question: When is the cable car closed for maintenance?\n"
                                 "Passage: Bird guard: missing - fitting recommended."), _only("n", "no")),
    Case("grade-partial", _ask("Grade the answer CORRECT, PARTIAL or INCORRECT against the reference.\n"
                               "Reference: Mei and Tomas each had one miss.\nAnswer: Tomas had one miss."),
         _only("PARTIAL")),
    Case("grade-true-false", _ask("true or false: the response answers the question.\n"
                                  "Question: How much is the deposit?\n"
                                  "Response: Deposits are taken off the final bill."), _only("false")),
    Case("grade-equiv-1-0", _ask("Output 1 if the two answers mean the same, else 0.\n"
                                 "A: three misses\nB: 3 arrows missed the target"), _only("1")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-end-total", _ask('Return JSON like {"end_total": 0} for the end X, 10, 9, 9, 8, M '
                                "(X counts 10, M counts 0)."),
         _json(lambda o: o.get("end_total") == 46)),
    Case("json-date-words", _ask('Fill {"event": "", "date": "YYYY-MM-DD"} from: The choir concert is on the '
                                 "fourth of March 2028."),
         _json(lambda o: "concert" in str(o.get("event", "")).lower() and o.get("date") == "2028-03-04")),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-flight-topic-change", _thread("My flight is EI 712 on Friday.", "Have a good trip!",
                                               "What's the tallest mountain in Ireland?", "Carrauntoohil.",
                                               "What was my flight number again?"),
         _but_not(_any("EI 712", "EI712"), "Carrauntoohil")),
    Case("thread-aunt-she", _thread("My aunt Brigid lives in Galway.", "Lovely part of the world.",
                                    "Where does she live?"), _any("Galway")),
    Case("thread-sorry-eight", _thread("Dinner is for six people.", "Okay.", "Sorry, eight.", "Noted.",
                                       "How many is dinner for?"),
         _either(_corrected("eight", "six"), _corrected("8", "six"))),
    Case("thread-no-wait-room", _thread("The meeting is in room 4B.", "Okay.", "No wait, it's 4C.", "Got it.",
                                        "Which room is the meeting in?"), _corrected("4C", "4B")),
    Case("thread-archery-and-mei", _notes_thread(ARCHERY, "How many Xs did Hollis shoot?", "Three.", "And Mei?"),
         _but_not(_word("1", "one", "a single"), "three", "Hollis")),
    Case("thread-karaoke-room", _notes_thread(KARAOKE, "Which room did we get?", "Galaxy.",
                                              "How many people does it hold?"), _word("12", "twelve")),
    Case("thread-ages-diff", _thread("I'm 34 and my sister is 29.", "Nice.", "How much older am I than her?"),
         _word("5", "five")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-sk-hello", _ask("Ahoj, ako sa máš?"), _none_of("don't know", "neviem")),
    Case("chat-ca-thanks", _ask("Moltes gràcies per tot!"), _none_of("don't know")),
    Case("about-online", _ask("Are you connected to the internet right now?"),
         _either(_starts("no"), _any("offline", "not connected", "no internet", "don't have internet",
                                     "do not have internet", "can't browse", "cannot browse", "don't have access",
                                     "do not have access", "no access"))),
    Case("arith-arrows", _ask("A round is 12 ends of 6 arrows. How many arrows is that in total?"), _word("72")),
    Case("date-days-left-stated", _ask("Today is 3 March 2028. My passport expires on 1 April 2028. "
                                       "How many days left?"), _word("29")),
    Case("date-days-until-unstated", _ask("How many days until my chimney sweep on 2 October 2028?"), _must_state),
    Case("unknowable-queue", _ask("How long is the queue at the Vrata cable car right now?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
