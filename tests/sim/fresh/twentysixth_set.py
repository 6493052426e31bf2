"""A twenty-sixth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-03 (branch ``twentysixth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a village cricket
scorecard (a batting card with "How out" in cricket shorthand, "c & b", "lbw", "st", "run out",
an extras line "(b 4, lb 3, w 6, nb 1)", "Did not bat", the other side's total on a line of its
own and no result stated), a ``journalctl -u`` excerpt of a nightly restic backup (syslog stamps
without a year, a failed night between two good ones, "Added to the repository" sizes in GiB), a
running watch's per-kilometre splits (pace as m:ss /km, signed elevation, heart rate, a header of
totals), a dressmaking pattern's size chart and fabric table (sizes across, two fabric widths, a
grading rule for two sizes), a residents' association's minutes (present and apologies lists,
numbered items with "ACTION:" lines, a treasurer's balance, a survey count) and a Greek notice
about a lift out of service; questions as people type them (lower case, no "?", a typo, a
command), yes/no, a superlative, a difference of two totals, a count of rows by a value (how
out), a sum of two sizes, a span between two log stamps, a sum of five paces, a difference of two
paces, a rule for two sizes, a difference across a row, a balance after a cost, a percentage of a
count, a quotient of a cost by flats, a span of days inclusive, a question in Greek; answers
absent with a near miss present (a cadence where only a heart rate average is given, a decision
the minutes defer); a learner's tools (look-alike booking tools through ``create_agent``, no tool
fits, an ``Enum`` by a fabric, an ``Optional`` left out, an amount in words, minutes from "three
quarters of an hour", the last day of a month, a missing weight, a value from a rule stated
before the request, a ``Literal`` by "the shiny one" in an ``args_schema``, a negated bool, a
question nothing bound answers); ``with_structured_output`` (a nested address with an
``Optional`` postcode left unsaid and a list, an ``Optional`` phone absent, a ``Literal`` by a
description of a feeling, an ``Enum`` by excluding two of three, a bool by "make sure no
pictures", "the day after tomorrow" with today stated, an amount in words, a count by "a couple
of dozen"); labels (a closed list "anything else is rejected" with an underscore label, an ISO
639-1 code for Greek); a learner's own graders (PASS / FAIL on facts beyond the context, a 0-1-2
coverage scale, GROUNDED / HALLUCINATED, true / false usefulness in lower case, MATCH / MISMATCH
across units, Y / N satisfaction); JSON by example (a nested list of items) and in words (a span
of minutes, a unit conversion); threads (a shed code after a topic change, "they" for a family,
"scratch that", "the other one" after a comparison, "the one before it" over numbered steps, a
sum of three stated distances, an arrival time from a start and a duration, eggs left after
use); small talk in Somali and Malagasy, a question about what the assistant can see; arithmetic
(a fraction of a number), a span of days, a clock time after a number of minutes; a thing
nothing offline could know.

Oracles as in the earlier sets, and strict: a reply that quotes most of its document, or quotes
the operands instead of doing the arithmetic asked, is wrong (the result is required, and
``_but_not`` / ``_none_of`` reject the other rows' values a whole-document quote holds).
``_honest`` / ``_absent`` (the notes do not hold it: "I don't know" is right), ``_must_state``
(only a stated limit is not wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was
stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right
anyway is a false alarm, counted apart.

FIRST SIGHT on main at 8f3af48 (the branch point of ``twentysixth``; oracles committed first in
f1ee086, one run with ``-v``), 70 cases: **right 13, stated limit 39, silently wrong 18, false
alarms 1** (pinned; no oracle changed after the run). The one false alarm is no plain one: tool-no-fit
makes no call (the oracle ``_no_call``) with a knowledge limit, which is what a right reply is for a
question no bound tool answers. Classes, code paths and proposed mechanisms:
``TWENTYSIXTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.twentysixth_set`` prints the counts (``-v``: each case).
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
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

SCORECARD = ("Upper Wharfedale CC v Addingham CC \u2013 Saturday 14 June 2031, Craven League Division 2\n"
             "Addingham won the toss and elected to field.\n"
             "\n"
             "UPPER WHARFEDALE\n"
             "Batter            How out                    R    B   4s  6s\n"
             "J. Metcalfe       c Hirst b Asif            34   41    5   0\n"
             "R. Dobson         lbw b Asif                 2    9    0   0\n"
             "S. Kaur           b Pickles                 61   70    8   1\n"
             "T. Holroyd        c & b Pickles             12   15    1   0\n"
             "M. Ellison        run out (Hirst)            0    1    0   0\n"
             "A. Varley         not out                   27   22    3   1\n"
             "D. Sowerby        st Nuttall b Greaves       9   12    1   0\n"
             "Extras            (b 4, lb 3, w 6, nb 1)    14\n"
             "Total             (6 wkts, 40 overs)       159\n"
             "Did not bat: P. Lund, G. Horner, K. Bibby, H. Ward\n"
             "\n"
             "ADDINGHAM  128 all out (36.2 overs)\n")

JOURNAL = ("$ journalctl -u nas-backup.service --since 2031-09-08 --no-pager\n"
           "Sep 08 02:00:01 larder systemd[1]: Starting nas-backup.service - Nightly restic backup to the NAS...\n"
           "Sep 08 02:00:03 larder restic[48211]: using parent snapshot 7c1e9a20\n"
           "Sep 08 02:41:37 larder restic[48211]: Files: 1204 new, 388 changed, 91022 unmodified\n"
           "Sep 08 02:41:37 larder restic[48211]: Added to the repository: 3.112 GiB (2.870 GiB stored)\n"
           "Sep 08 02:41:38 larder systemd[1]: nas-backup.service: Deactivated successfully.\n"
           "Sep 08 02:41:38 larder systemd[1]: Finished nas-backup.service - Nightly restic backup to the NAS.\n"
           "Sep 09 02:00:02 larder systemd[1]: Starting nas-backup.service - Nightly restic backup to the NAS...\n"
           "Sep 09 02:00:09 larder restic[50377]: Fatal: unable to open repository at sftp:nas:/srv/restic: ssh: "
           "connect to host nas port 22: No route to host\n"
           "Sep 09 02:00:09 larder systemd[1]: nas-backup.service: Main process exited, code=exited, "
           "status=1/FAILURE\n"
           "Sep 09 02:00:09 larder systemd[1]: nas-backup.service: Failed with result 'exit-code'.\n"
           "Sep 09 02:00:09 larder systemd[1]: Failed to start nas-backup.service - Nightly restic backup to the NAS.\n"
           "Sep 10 02:00:01 larder systemd[1]: Starting nas-backup.service - Nightly restic backup to the NAS...\n"
           "Sep 10 02:00:04 larder restic[52940]: using parent snapshot 7c1e9a20\n"
           "Sep 10 02:56:12 larder restic[52940]: Files: 2230 new, 419 changed, 90871 unmodified\n"
           "Sep 10 02:56:12 larder restic[52940]: Added to the repository: 5.604 GiB (5.117 GiB stored)\n"
           "Sep 10 02:56:13 larder systemd[1]: nas-backup.service: Deactivated successfully.\n"
           "Sep 10 02:56:13 larder systemd[1]: Finished nas-backup.service - Nightly restic backup to the NAS.\n")

SPLITS = ("Sunday long run \u2013 Otley Chevin loop          12 Oct 2031 08:07\n"
          "Distance 10.00 km   Moving time 57:10   Elevation gain 210 m   Avg HR 153 bpm\n"
          "\n"
          "Km    Pace        Elev    HR\n"
          "1     5:34 /km    +12     138\n"
          "2     5:41 /km    +38     147\n"
          "3     6:58 /km    +96     163\n"
          "4     6:12 /km    +41     158\n"
          "5     5:22 /km    -20     151\n"
          "6     5:09 /km    -35     149\n"
          "7     5:47 /km    +15     154\n"
          "8     6:05 /km    +8      157\n"
          "9     5:19 /km    -22     153\n"
          "10    5:03 /km    -33     156\n")

PATTERN = ("PATTERN 1187 \u2013 Wrap dress (woven fabrics)\n"
           "\n"
           "BODY MEASUREMENTS (cm)\n"
           "Size        8     10     12     14     16     18\n"
           "Bust       82     87     92     97    102    107\n"
           "Waist      64     69     74     79     84     89\n"
           "Hip        88     93     98    103    108    113\n"
           "\n"
           "FABRIC REQUIRED (metres)\n"
           "                8     10     12     14     16     18\n"
           "115 cm wide   3.2    3.3    3.4    3.6    3.7    3.9\n"
           "150 cm wide   2.4    2.4    2.5    2.6    2.7    2.8\n"
           "\n"
           "Interfacing: 0.3 m, all sizes. Notions: 1 button (15 mm), thread.\n"
           "If your bust and hip fall in different sizes, cut the bodice in your bust size and grade out to "
           "your hip size below the waist.\n"
           "Seam allowance of 1.5 cm is included.\n")

MINUTES = ("Ferncliffe Road Residents' Association \u2013 Minutes of the committee meeting\n"
           "Held: Tuesday 3 February 2032, 7.30 pm, St Aidan's church hall\n"
           "Present: Harriet Oyelaran (chair), Colm Brady (treasurer), Sunita Rao (secretary), Pete Walsh, "
           "Agnieszka Nowak\n"
           "Apologies: Graham Tse, Lily Fenwick\n"
           "\n"
           "1. The minutes of the last meeting were agreed.\n"
           "2. Treasurer's report: the balance was \u00a31,482.60 on 31 January. Skip hire for the spring "
           "clean-up will cost \u00a3260.\n"
           "3. Spring clean-up: agreed for Saturday 20 March, 10 am to 1 pm, meeting at the bus shelter.\n"
           "   ACTION: Pete to book the skip. ACTION: Sunita to ask the council for litter pickers and bags.\n"
           "4. Speeding on Ferncliffe Road: the residents' survey found 38 of 52 households want a 20 mph limit.\n"
           "   ACTION: Harriet to write to the highways officer by 17 February.\n"
           "5. AOB: Agnieszka proposed a book swap shelf in the bus shelter; to be discussed at the next meeting.\n"
           "\n"
           "Next meeting: Wednesday 3 March 2032, same place. The meeting closed at 8.55 pm.\n")

EL_NOTICE = ("\u0391\u039d\u0391\u039a\u039f\u0399\u039d\u03a9\u03a3\u0397\n"
             "\u0391\u03b3\u03b1\u03c0\u03b7\u03c4\u03bf\u03af \u03ad\u03bd\u03bf\u03b9\u03ba\u03bf\u03b9, "
             "\u03c3\u03b1\u03c2 \u03b5\u03bd\u03b7\u03bc\u03b5\u03c1\u03ce\u03bd\u03bf\u03c5\u03bc\u03b5 "
             "\u03cc\u03c4\u03b9 \u03bf \u03b1\u03bd\u03b5\u03bb\u03ba\u03c5\u03c3\u03c4\u03ae\u03c1\u03b1\u03c2 "
             "\u03c4\u03b7\u03c2 \u03c0\u03bf\u03bb\u03c5\u03ba\u03b1\u03c4\u03bf\u03b9\u03ba\u03af\u03b1\u03c2 "
             "\u03b8\u03b1 \u03b5\u03af\u03bd\u03b1\u03b9 \u03b5\u03ba\u03c4\u03cc\u03c2 "
             "\u03bb\u03b5\u03b9\u03c4\u03bf\u03c5\u03c1\u03b3\u03af\u03b1\u03c2 \u03b1\u03c0\u03cc "
             "\u03c4\u03b7 \u0394\u03b5\u03c5\u03c4\u03ad\u03c1\u03b1 12 \u039c\u03b1\u0390\u03bf\u03c5 "
             "\u03ad\u03c9\u03c2 \u03ba\u03b1\u03b9 \u03c4\u03b7\u03bd \u03a0\u03ad\u03bc\u03c0\u03c4\u03b7 15 "
             "\u039c\u03b1\u0390\u03bf\u03c5 2031, \u03bb\u03cc\u03b3\u03c9 "
             "\u03b1\u03bd\u03c4\u03b9\u03ba\u03b1\u03c4\u03ac\u03c3\u03c4\u03b1\u03c3\u03b7\u03c2 \u03c4\u03c9\u03bd "
             "\u03c3\u03c5\u03c1\u03bc\u03b1\u03c4\u03cc\u03c3\u03c7\u03bf\u03b9\u03bd\u03c9\u03bd. "
             "\u039f\u03b9 \u03b5\u03c1\u03b3\u03b1\u03c3\u03af\u03b5\u03c2 \u03b8\u03b1 "
             "\u03b3\u03af\u03bd\u03bf\u03bd\u03c4\u03b1\u03b9 \u03ba\u03b1\u03b8\u03b7\u03bc\u03b5\u03c1\u03b9\u03bd\u03ac "
             "\u03b1\u03c0\u03cc \u03c4\u03b9\u03c2 8:30 \u03ad\u03c9\u03c2 \u03c4\u03b9\u03c2 16:00. "
             "\u0393\u03b9\u03b1 \u03bf\u03c0\u03bf\u03b9\u03b1\u03b4\u03ae\u03c0\u03bf\u03c4\u03b5 "
             "\u03b1\u03bd\u03ac\u03b3\u03ba\u03b7 \u03b5\u03c0\u03b9\u03ba\u03bf\u03b9\u03bd\u03c9\u03bd\u03ae\u03c3\u03c4\u03b5 "
             "\u03bc\u03b5 \u03c4\u03bf\u03bd \u03b4\u03b9\u03b1\u03c7\u03b5\u03b9\u03c1\u03b9\u03c3\u03c4\u03ae, "
             "\u03ba. \u03a0\u03b1\u03c0\u03b1\u03b4\u03cc\u03c0\u03bf\u03c5\u03bb\u03bf, \u03c3\u03c4\u03bf "
             "6944 123 456. \u03a4\u03bf \u03ba\u03cc\u03c3\u03c4\u03bf\u03c2 \u03c4\u03b7\u03c2 "
             "\u03b5\u03c0\u03b9\u03c3\u03ba\u03b5\u03c5\u03ae\u03c2, 2.400 \u03b5\u03c5\u03c1\u03ce, \u03b8\u03b1 "
             "\u03bc\u03bf\u03b9\u03c1\u03b1\u03c3\u03c4\u03b5\u03af \u03b5\u03be\u03af\u03c3\u03bf\u03c5 "
             "\u03c3\u03c4\u03b1 12 \u03b4\u03b9\u03b1\u03bc\u03b5\u03c1\u03af\u03c3\u03bc\u03b1\u03c4\u03b1.\n"
             "\u0397 \u0394\u03b9\u03b1\u03c7\u03b5\u03af\u03c1\u03b9\u03c3\u03b7\n")

EL_PHONE = ("\u03a0\u03bf\u03b9\u03bf \u03b5\u03af\u03bd\u03b1\u03b9 \u03c4\u03bf "
            "\u03c4\u03b7\u03bb\u03ad\u03c6\u03c9\u03bd\u03bf \u03c4\u03bf\u03c5 "
            "\u03b4\u03b9\u03b1\u03c7\u03b5\u03b9\u03c1\u03b9\u03c3\u03c4\u03ae;")

_NOT_SAID = ("doesn't mention", "does not mention", "don't mention", "do not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include", "not listed", "doesn't list", "does not list", "not given",
             "isn't given", "not recorded", "isn't recorded", "no cadence")

GROUNDED = [
    Case("cricket-top-scorer", _rag(SCORECARD, "who top scored for wharfedale"),
         _but_not(_any("Kaur"), "Metcalfe", "Varley")),
    Case("cricket-wides", _rag(SCORECARD, "how many wides did addingham bowl"),
         _both(_word("6", "six"), _none_of("lb 3", "nb 1", "Metcalfe", "wkts"))),
    Case("cricket-margin", _rag(SCORECARD, "by how many runs did wharfedale win"),
         _both(_word("31", "thirty-one"), _none_of("Metcalfe", "lbw", "Did not bat"))),
    Case("cricket-caught-count", _rag(SCORECARD, "how many of the wharfedale batters were caught"),
         _both(_word("2", "two"), _none_of("lbw", "run out", "st Nuttall", "Did not bat"))),
    Case("journal-failed-night", _rag(JOURNAL, "which night did the backup fail"),
         _but_not(_any("Sep 09", "9 Sep", "September 9", "9th", "Sept 9"), "Sep 08 02", "Sep 10 02",
                  "Deactivated successfully")),
    Case("journal-why-failed", _rag(JOURNAL, "why did it fail"),
         _both(_any("no route to host", "could not reach", "couldn't reach", "unable to open repository",
                    "couldn't connect", "could not connect", "unreachable"),
               _none_of("Deactivated successfully", "Files: 1204", "Files: 2230"))),
    Case("journal-run-length", _rag(JOURNAL, "how long did the sep 10 backup take"),
         _both(_any("56 min", "56m", "56 minutes", "56 mins", "56 minutes 12", "56m 12s", "56 min 12"),
               _none_of("Files: 2230", "Sep 08", "No route"))),
    Case("journal-total-added", _rag(JOURNAL, "how much got added to the repo in total across the good nights"),
         _both(_any("8.716", "8.72", "8.7 GiB", "8.7GiB"), _none_of("Files: 1204", "No route", "Sep 09"))),
    Case("run-fastest-km", _rag(SPLITS, "which was my fastest km"),
         _but_not(_any("5:03"), "5:09", "6:58", "5:34")),
    Case("run-slowest-minus-fastest", _rag(SPLITS, "how much slower was my slowest km than my fastest"),
         _both(_any("1:55", "1 min 55", "1m55", "1m 55", "1 minute 55", "115 s", "115 seconds", "115 sec"),
               _none_of("5:34", "5:09", "6:12"))),
    Case("run-first-half", _rag(SPLITS, "how long did the first 5 km take me"),
         _both(_any("29:47", "29 min 47", "29m47", "29m 47", "29 minutes 47", "29 minutes and 47"),
               _none_of("5:09", "5:03", "57:10"))),
    Case("run-cadence", _rag(SPLITS, "what was my average cadence"),
         _both(_absent(*_NOT_SAID), _none_of("153", "5:03", "138"))),
    Case("pattern-two-sizes", _rag(PATTERN, "bust 97 hips 108, what size do i cut"),
         _both(_word("14"), _word("16"), _none_of("115 cm wide", "Interfacing", "Seam allowance"))),
    Case("pattern-fabric-12", _rag(PATTERN, "how much of the 150 wide fabric for a size 12"),
         _but_not(_word("2.5", "2.50"), "3.4", "2.6", "2.4")),
    Case("pattern-buttons", _rag(PATTERN, "how many buttons do i need"),
         _both(_word("1", "one"), _none_of("Interfacing", "Seam allowance", "3.2", "Bust"))),
    Case("pattern-18-vs-8", _rag(PATTERN, "how much more fabric does an 18 need than an 8 in the narrower width"),
         _both(_any("0.7", "70 cm", "70cm"), _none_of("2.4", "150 cm wide", "3.3"))),
    Case("minutes-skip", _rag(MINUTES, "whos booking the skip"),
         _but_not(_any("Pete"), "Sunita", "Harriet", "Agnieszka")),
    Case("minutes-present-count", _rag(MINUTES, "how many people were at the meeting"),
         _both(_word("5", "five"), _none_of("1,482", "20 mph", "skip", "AOB", "book swap"))),
    Case("minutes-kitty-after-skip", _rag(MINUTES, "whats left in the kitty once the skip is paid for"),
         _both(_any("1,222.60", "1222.60", "1,222.6", "1222.6"), _none_of("20 mph", "book swap"))),
    Case("minutes-percent-20mph", _rag(MINUTES, "what percentage of households want 20mph"),
         _both(_word("73", "73%", "73.1", "73.08"), _none_of("1,482", "skip"))),
    Case("minutes-book-swap", _rag(MINUTES, "did they agree to the book swap shelf"),
         _both(_says_no("next meeting", "not yet", "deferred", "postponed", "to be discussed", "wasn't decided",
                        "was not decided", "not decided"), _none_of("1,482", "skip", "20 mph"))),
    Case("el-days-out", _rag(EL_NOTICE, "how many days will the lift be out of action"),
         _both(_word("4", "four"), _none_of("6944", "2.400"))),
    Case("el-per-flat", _rag(EL_NOTICE, "how much does each flat pay towards the repair"),
         _both(_word("200", "\u20ac200", "200\u20ac"), _none_of("6944", "8:30"))),
    Case("el-phone", _rag(EL_NOTICE, EL_PHONE),
         _but_not(_any("6944 123 456", "6944123456"), "2.400", "8:30", "16:00")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def make_booking(boat: str, day: date) -> str:
    """Make a new rowing-boat hire booking for a day."""
    return "booked"


@tool
def amend_booking(booking_ref: str, new_day: date) -> str:
    """Move an existing rowing-boat booking to another day."""
    return "amended"


@tool
def cancel_booking(booking_ref: str) -> str:
    """Cancel an existing rowing-boat booking by its reference."""
    return "cancelled"


class WashProgram(Enum):
    COTTON = "cotton"
    SYNTHETICS = "synthetics"
    WOOL = "wool"
    QUICK = "quick"


@tool
def start_wash(program: WashProgram, temperature: int) -> str:
    """Start the washing machine (wool = the hand-wash cycle for anything knitted from animal fibres)."""
    return "started"


@tool
def search_flights(origin: str, destination: str, max_stops: int | None = None) -> str:
    """Search flights between two airports, optionally with at most a number of stops."""
    return "[]"


@tool
def pay_contact(contact: str, amount: float) -> str:
    """Send money to a saved contact, in pounds."""
    return "paid"


@tool
def set_reminder(minutes: int, text: str) -> str:
    """Remind the user of something after a number of minutes."""
    return "set"


@tool
def book_delivery(day: date, postcode: str) -> str:
    """Book a furniture delivery to a postcode on a day."""
    return "booked"


@tool
def send_parcel(recipient: str, weight_kg: float) -> str:
    """Send a parcel; the price depends on its weight."""
    return "sent"


@tool
def water_plant(plant: str, ml: int) -> str:
    """Run the watering pump for one plant, giving it a number of millilitres."""
    return "watered"


class PaintArgs(BaseModel):
    finish: Literal["matt", "silk", "gloss"] = Field(description="matt = flat, no shine; silk = a soft sheen; "
                                                                 "gloss = high shine")
    litres: int = Field(description="how many litres of paint")


@tool(args_schema=PaintArgs)
def order_paint(finish: str, litres: int) -> str:
    """Order white paint."""
    return "ordered"


@tool
def book_table(people: int, outdoor: bool) -> str:
    """Book a restaurant table; outdoor says whether it is on the terrace."""
    return "booked"


_BOAT_TOOLS = [make_booking, amend_booking, cancel_booking]


def _flights_ok(out) -> bool:
    args = _call_args(out, "search_flights")
    return (args is not None and str(args.get("origin", "")).strip().lower() == "leeds"
            and str(args.get("destination", "")).strip().lower() == "faro" and args.get("max_stops") in (None, ""))


TOOLS = [
    Case("agent-boat-cancel", _agent(_BOAT_TOOLS, "we can't come any more, please drop booking HX-2291"),
         _call("cancel_booking", booking_ref=_eq("HX-2291"))),
    Case("agent-boat-no-tool", _agent(_BOAT_TOOLS, "how long do you boil a duck egg for"), _must_state),
    Case("tool-wash-enum", _calls([start_wash], "wash my cashmere cardigan at 30"),
         _call("start_wash", program=_one_of("wool", "WashProgram.WOOL"), temperature=_num_near(30))),
    Case("tool-optional-stops", _calls([search_flights], "find me flights from leeds to faro"), _flights_ok),
    Case("tool-pay-words", _calls([pay_contact], "pay gemma two hundred and fifteen pounds for the tickets"),
         _call("pay_contact", contact=_one_of("gemma", "Gemma"), amount=_num_near(215, 0.001))),
    Case("tool-reminder-words", _calls([set_reminder], "remind me in three quarters of an hour to take the "
                                                       "washing out"),
         _call("set_reminder", minutes=_num_near(45),
               text=lambda v: "washing" in str(v).lower())),
    Case("tool-delivery-last-day", _calls([book_delivery], "deliver the sofa on the last day of april 2032, "
                                                          "postcode LS6 2QT"),
         _call("book_delivery", day=_eq("2032-04-30"), postcode=_one_of("LS6 2QT", "LS62QT"))),
    Case("tool-parcel-missing", _calls([send_parcel], "send a parcel to my nan"), _no_call),
    Case("tool-water-rule", _calls([water_plant], "The fern gets 250 ml and the cactus 50 ml. Water the fern."),
         _call("water_plant", plant=_one_of("fern", "the fern"), ml=_num_near(250))),
    Case("tool-paint-literal", _calls([order_paint], "5 litres of the shiny one for the skirting boards"),
         _call("order_paint", finish=_eq("gloss"), litres=_num_near(5))),
    Case("tool-table-negated", _calls([book_table], "table for six please, not outside, it's freezing"),
         _call("book_table", people=_num_near(6), outdoor=lambda v: v is False)),
    Case("tool-no-fit", _calls([set_reminder], "how do i get red wine out of a wool carpet"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Address(BaseModel):
    street: str
    postcode: str | None = None


class Delivery(BaseModel):
    recipient: str
    address: Address
    items: list[str]


class Volunteer(BaseModel):
    name: str
    phone: str | None = None


class Mood(BaseModel):
    feeling: Literal["calm", "anxious", "angry"] = Field(description="the writer's state of mind")


class Drink(Enum):
    TEA = "tea"
    COFFEE = "coffee"
    JUICE = "juice"


class DrinkOrder(BaseModel):
    drink: Drink


class PhotoConsent(BaseModel):
    photos_allowed: bool


class Collection(BaseModel):
    day: date


class RoofQuote(BaseModel):
    amount: float = Field(description="the quoted price, in euros")


class Party(BaseModel):
    guests: int


def _delivery_ok(d) -> bool:
    items = " | ".join(i.lower() for i in d.items)
    return ("orla brennan" in d.recipient.lower() and "27 tannery lane" in d.address.street.lower()
            and d.address.postcode in (None, "") and len(d.items) in (2, 3) and "cushion" in items
            and "lampshade" in items)


STRUCTURED = [
    Case("schema-delivery-nested", _structured(Delivery, "Please send the two cushions and the lampshade to Orla "
                                                         "Brennan, 27 Tannery Lane. I don't know the postcode, "
                                                         "sorry."), _parsed(_delivery_ok)),
    Case("schema-volunteer-optional", _structured(Volunteer, "Put Dmitri Volkov down for the Saturday stall, he'll "
                                                             "bring his own float."),
         _parsed(lambda v: "dmitri volkov" in v.name.lower() and v.phone in (None, ""))),
    Case("schema-mood-literal", _structured(Mood, "My heart's racing and I keep going over everything that could go "
                                                  "wrong at tomorrow's interview."),
         _parsed(lambda m: m.feeling == "anxious")),
    Case("schema-drink-excluded", _structured(DrinkOrder, "Anything except coffee \u2013 and juice gives me "
                                                          "heartburn."), _parsed(lambda o: o.drink == Drink.TEA)),
    Case("schema-photos-negated", _structured(PhotoConsent, "Please make sure no pictures of Reuben end up on the "
                                                            "school website."),
         _parsed(lambda c: c.photos_allowed is False)),
    Case("schema-day-after-tomorrow", _structured(Collection, "Today is Monday 2 June 2031. They'll pick it up the "
                                                              "day after tomorrow."),
         _parsed(lambda c: c.day == date(2031, 6, 4))),
    Case("schema-roof-words", _structured(RoofQuote, "The roofer wants one thousand two hundred and five euros for "
                                                     "the lot."), _parsed(lambda q: abs(q.amount - 1205) < 1e-6)),
    Case("schema-couple-dozen", _structured(Party, "We're expecting a couple of dozen people."),
         _parsed(lambda p: p.guests == 24)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-closed-list", _ask("Allowed outputs (anything else is rejected): BILLING, OUTAGE, MOVING_HOUSE\n"
                                   "Message: we're relocating to leeds next month, how do i take my broadband "
                                   "with me"), _only("MOVING_HOUSE")),
    Case("label-iso-code", _ask("Reply with the ISO 639-1 code of the language only (el, it, pt).\n"
                                "\u00ab\u039f \u03b1\u03bd\u03b5\u03bb\u03ba\u03c5\u03c3\u03c4\u03ae\u03c1\u03b1\u03c2 "
                                "\u03b4\u03b5\u03bd \u03bb\u03b5\u03b9\u03c4\u03bf\u03c5\u03c1\u03b3\u03b5\u03af "
                                "\u03c3\u03ae\u03bc\u03b5\u03c1\u03b1.\u00bb"), _only("el")),
]


# --- a learner's own grading prompts ---------------------------------------------------------------

GRADERS = [
    Case("grade-pass-fail-extra", _ask("PASS or FAIL: the answer uses only facts found in the context.\n"
                                       "Context: Skip hire will cost \u00a3260.\n"
                                       "Answer: The skip costs \u00a3260 and will be delivered on Friday."),
         _only("FAIL")),
    Case("grade-coverage-0-2", _ask("How well does the answer cover the question? 2 = fully, 1 = partly, 0 = not at "
                                    "all. Digit only.\nQuestion: what time does the clean-up start and finish\n"
                                    "Answer: It starts at 10 am."), _only("1")),
    Case("grade-grounded", _ask("Verdict in one word, GROUNDED or HALLUCINATED.\n"
                                "Source: Kaur made 61 off 70 balls before she was bowled by Pickles.\n"
                                "Statement: Kaur scored 61 runs."), _only("GROUNDED")),
    Case("grade-useful-lower", _ask("Is this passage useful for answering the question? Answer true or false, in "
                                    "lower case.\nQuestion: how many households want a 20 mph limit\n"
                                    "Passage: The spring clean-up meets at the bus shelter at 10 am."),
         _only("false")),
    Case("grade-match-units", _ask("Compare the student's answer with the reference. Output MATCH or MISMATCH.\n"
                                   "Reference: 0.7 metres\nStudent: 70 cm"), _only("MATCH")),
    Case("grade-satisfied-y-n", _ask("Would the user be satisfied with this reply? Say Y or N.\n"
                                     "User: why did last night's backup fail\n"
                                     "Reply: Backups are important, and restic is a popular tool."), _only("N")),
]


# --- JSON by example and in words -----------------------------------------------------------------

def _shopping_ok(o) -> bool:
    items = o.get("items")
    if not isinstance(items, list) or len(items) != 2:
        return False
    got = {str(i.get("name", "")).strip().lower(): i.get("qty") for i in items if isinstance(i, dict)}
    bread = [q for n, q in got.items() if n in ("loaf", "loaves", "bread", "loaf of bread", "loaves of bread")]
    eggs = [q for n, q in got.items() if n in ("egg", "eggs")]
    return bread == [2] and eggs == [6]


JSON_CASES = [
    Case("json-items-example", _ask('Return JSON shaped like {"items": [{"name": "", "qty": 0}]} for this shopping '
                                    "note: two loaves and six eggs"), _json(_shopping_ok)),
    Case("json-minutes-words", _ask('I need a JSON object whose "minutes" key holds the number of minutes from 09:50 '
                                    "to 11:05."), _json(lambda o: _num_near(75)(o.get("minutes")))),
    Case("json-celsius", _ask('Produce JSON with one key, "celsius": 77 \u00b0F converted.'),
         _json(lambda o: _num_near(25, 0.05)(o.get("celsius")))),
]


# --- threads --------------------------------------------------------------------------------------

RADIATOR = ("Bleeding a radiator:\n"
            "1. Turn the heating off and let the radiators cool.\n"
            "2. Put a cloth under the bleed valve.\n"
            "3. Turn the radiator key a quarter turn anticlockwise until it hisses.\n"
            "4. Close the valve when water starts to dribble out.\n"
            "5. Check the boiler pressure and top it up to 1.5 bar if needed.\n")

THREADS = [
    Case("thread-shed-code", _thread("the bike shed code is 2906", "Noted.",
                                     "how do i stop my chain squeaking",
                                     "A drop of chain oil on each link, then wipe off the excess.",
                                     "remind me the shed code"),
         _but_not(_any("2906"), "chain oil", "squeak")),
    Case("thread-they-back", _thread("The Lindqvists are away until Sunday the 14th; Maya is feeding their cat.",
                                     "OK.", "when are they back"),
         _both(_any("14", "Sunday"), _none_of("don't know", "Maya"))),
    Case("thread-scratch-that", _thread("Book club is at Hannah's on the 19th.", "Got it.",
                                        "scratch that, it moved to the 26th", "OK.", "when's book club"),
         _corrected("26", "19")),
    Case("thread-other-suitcase", _thread("The red suitcase weighs 23 kg and the grey one 19 kg.", "OK.",
                                          "Which is heavier?", "The red one.", "what does the other one weigh"),
         _but_not(_word("19"), "23")),
    Case("thread-step-before", _notes_thread(RADIATOR, "what's the third step",
                                             "Turn the radiator key a quarter turn anticlockwise until it hisses.",
                                             "and the one before it"),
         _but_not(_any("cloth"), "quarter turn", "cool", "dribble")),
    Case("thread-run-total", _thread("I ran 5.2 km on Monday, 7.8 on Wednesday and 10.5 on Saturday.", "Nice!",
                                     "what's that altogether"), _word("23.5")),
    Case("thread-train-arrival", _thread("My train leaves at 18:52 and the journey takes 2 hours 17 minutes.", "OK.",
                                         "what time do i get in"), _any("21:09", "9:09")),
    Case("thread-eggs-left", _thread("I've got 3 boxes of 12 eggs.", "OK.", "I used 7 for the cake, how many are left"),
         _word("29", "twenty-nine")),
]


# --- small talk, arithmetic, dates, things nothing offline could know ----------------------------

DIRECT = [
    Case("chat-so-hello", _ask("Subax wanaagsan! Sidee tahay?"), _none_of("don't know", "can't answer")),
    Case("chat-mg-thanks", _ask("Misaotra betsaka tamin'ny fanampianao!"), _none_of("don't know", "can't answer")),
    Case("about-screen", _ask("can you see what's on my screen right now"),
         _both(_says_no("can't see", "cannot see", "can not see", "don't have access", "do not have access",
                        "no access", "unable to see", "only see the text", "only the text", "not able to see"),
               _none_of("yes, i can see"))),
    Case("arith-three-eighths", _ask("whats three eighths of 960"), _word("360")),
    Case("date-days-between", _ask("how many days from 14 march to 2 june 2031"), _word("80", "eighty")),
    Case("time-after-minutes", _ask("what time is it 400 minutes after 22:45"), _any("05:25", "5:25")),
    Case("unknowable-ferry-queue", _ask("hows the queue at the dover ferry port right now"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
