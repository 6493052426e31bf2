"""Invented probe (2026-12-03, twentythirdfixB, oracles written and committed before any run,
never tuned against): the twenty-third set's classes R5, R6 and its "plain questions from stated
limits" in other shapes. Quoted reply blocks in other mail styles (Outlook "From: ... Sent: ..."
headers, "-----Original Message-----", nested ">>"), tools that do not fit other questions,
section-then-indented-directive configs other than haproxy (an ssh_config, a print-queue file,
a "listen" block), snake_case labels, date and clock arithmetic all stated in the question, and
questions about the assistant itself (offline, no memory between sessions).
``python -m tests.sim.probes.mixed_g [-v]`` prints right / stated limit / silently wrong / false
alarms like the fresh sets.

History:
- first sight on the branch point fd1edf3 (oracles committed first, one run): **7 / 17 / 1 / 1**
  (right / stated limit / silently wrong / false alarms). Wrong: ssh-port (the whole ssh_config
  quoted, both hosts' ports in it). False alarm: about-web (a knowledge limit; the oracle passes
  on "offline"). ssh-user, printq-duplex and listen-uri are right only by lenient oracles (the
  whole section quoted). Limits: the Outlook original's questions ("a line of the documents names
  'brake'"), every stated date / time sum, both snake_case label prompts, both questions about
  the assistant.
- after twentythirdfixB (quoted questions left out, a rare modifier no document holds, stated
  date / time arithmetic, snake_case options, questions about the assistant): **15 / 9 / 1 / 1**.
  Still wrong: ssh-port (no reader of section-then-indented-directive files: one was tried and
  left out, see the branch report). False alarm: label-snake ("lost_card" with the "can't choose"
  limit: its options are read now, no option's name meets the ticket). Limits left: the three
  no-fit tools and the two unstated sums (right to be limits), venue-raffle ("a line names
  'orla'"), label-snake-b (choosing needs meaning).
"""
from __future__ import annotations

import sys

from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _but_not,
    _calls,
    _either,
    _must_state,
    _no_call,
    _only,
    _rag,
    _says_no,
    _starts,
    _word,
    report,
)

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include", "not listed", "doesn't list", "does not list")

# --- quoted reply blocks ------------------------------------------------------------------------

GARAGE = """From: Dunmore Motors <service@dunmore.example>
Sent: Wednesday, 14 March 2029 10:12
To: Priya Anand
Subject: RE: Corsa service

Hello Priya,

The Corsa is ready for collection from 3 pm today. We changed the oil and the air filter and
topped up the screen wash. The total is £164.

Kind regards,
Mark

-----Original Message-----
From: Priya Anand
Sent: Tuesday, 13 March 2029 18:40
To: Dunmore Motors
Subject: Corsa service

Could you also replace the front brake pads while it's in? And check the tyre tread?
"""

VENUE = """Subject: Re: Saturday ceilidh
From: Orla Byrne

Hi Tom, the hall opens at 19:00 and the band starts at 19:30. Tickets are £12 on the door.

On Thu 8 Feb 2029, Tom Ellery wrote:
> Is there parking at the hall?
>> On Wed, Orla Byrne wrote:
>> Would you like me to bring the raffle prizes?
"""

PLUMBER = """Subject: Re: leaking tap
From: Gary (Flowright Plumbing)

Hi Ann, I'll come round on Thursday at 9:30 to fix the kitchen tap. Call-out is £45.

> Can you come this week? The kitchen tap is dripping all night.
"""

# --- tools ----------------------------------------------------------------------------------------


@tool
def reserve_table(day: str, people: int) -> str:
    """Reserve a table at the restaurant for a number of people on a given day."""
    return "ok"


@tool
def cancel_reservation(reference: str) -> str:
    """Cancel a restaurant reservation by its reference code."""
    return "ok"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm clock for a given time of day."""
    return "ok"


@tool
def order_taxi(pickup: str, destination: str) -> str:
    """Order a taxi from a pickup address to a destination."""
    return "ok"


_RESTAURANT = [reserve_table, cancel_reservation]

# --- configs --------------------------------------------------------------------------------------

SSH_CONFIG = """Host build
    HostName 10.20.0.7
    User deploy
    Port 2222
    IdentityFile ~/.ssh/build_ed25519

Host backup
    HostName backup.internal
    User archiver
    Port 22
"""

PRINTQ = """queue reception
    driver pcl6
    duplex on
    tray A4

queue studio
    driver postscript
    duplex off
    tray A3
"""

LISTEN = """listen stats
    bind :8404
    stats uri /monitor
    stats refresh 10s

listen mysql
    bind :3306
    balance source
"""

CASES: list[Case] = [
    # R5: quoted reply blocks are not the document's statements
    Case("outlook-brakes", _rag(GARAGE, "Did the garage replace the brake pads?"),
         _either(_absent(*_NOT_SAID), _says_no("not replaced", "didn't replace", "did not replace",
                                                "no mention of the brake"))),
    Case("outlook-tyres", _rag(GARAGE, "Was the tyre tread checked?"),
         _either(_absent(*_NOT_SAID), _says_no("not checked", "wasn't checked", "was not checked"))),
    Case("outlook-total", _rag(GARAGE, "How much is the bill?"), _any("£164", "164")),
    Case("venue-parking", _rag(VENUE, "Is there parking at the hall?"),
         _either(_absent(*_NOT_SAID), _says_no("no parking"))),
    Case("venue-raffle", _rag(VENUE, "Is Orla bringing the raffle prizes?"),
         _either(_absent(*_NOT_SAID), _says_no("not bringing", "isn't bringing"))),
    Case("plumber-day", _rag(PLUMBER, "When is the plumber coming?"), _any("Thursday")),
    # R6: no tool fits
    Case("notool-fish", _calls(_RESTAURANT, "Is the fish on the menu fresh today?"), _must_state),
    Case("notool-sleep", _calls([set_alarm], "How many hours of sleep does a teenager need?"), _must_state),
    Case("notool-fare", _calls([order_taxi, set_alarm], "Do taxis in Leeds take card payments?"), _must_state),
    Case("tool-missing-day", _calls(_RESTAURANT, "Reserve a table for four people please"), _no_call),
    # configs: a section line, then indented "key value ..." lines
    Case("ssh-port", _rag(SSH_CONFIG, "Which port does the build host use?"), lambda out: _word("2222")(out) and not _word("22")(out)),
    Case("ssh-user", _rag(SSH_CONFIG, "What user does the backup host log in as?"),
         _but_not(_word("archiver"), "deploy")),
    Case("printq-duplex", _rag(PRINTQ, "Is duplex printing on for the studio queue?"),
         _either(_starts("no"), _word("off"))),
    Case("listen-uri", _rag(LISTEN, "What URI is the stats page served on?"), _word("/monitor")),
    # snake_case labels
    Case("label-snake", _ask("Classify this ticket as lost_card, card_declined or address_change. "
                             "Answer with the label only.\nTicket: I dropped my card on the bus this morning"),
         _only("lost_card")),
    Case("label-snake-b", _ask("Which queue: refunds, tech_support or opening_hours? Reply with the queue only.\n"
                               "Message: the app crashes every time I log in"), _only("tech_support")),
    # arithmetic all stated in the question
    Case("time-train", _ask("The train leaves at 09:40 and the journey takes 1 hour 35 minutes. "
                            "What time do I arrive?"), _any("11:15", "11.15")),
    Case("time-bread", _ask("I put the bread in at 7:45 pm and it bakes for 50 minutes. When do I take it out?"),
         _any("8:35", "20:35", "8.35")),
    Case("date-between", _ask("How many days from 3 March 2030 to 17 March 2030?"), _word("14", "fourteen")),
    Case("date-left", _ask("It's 20 June 2030 today. My passport expires on 4 July 2030. "
                           "How many days do I have left?"), _word("14", "fourteen")),
    Case("date-no-today", _ask("how many days until my birthday on 9 may"), _must_state),
    Case("time-no-length", _ask("The meeting starts at 10:00. When does it end?"), _must_state),
    # about the assistant itself
    Case("about-memory", _ask("Do you remember what we talked about yesterday?"),
         _either(_starts("no"), _any("don't remember", "no memory", "do not remember", "can't remember",
                                     "cannot remember", "don't keep", "do not keep"))),
    Case("about-web", _ask("Can you look things up on the web?"),
         _either(_starts("no"), _any("offline", "can't browse", "cannot browse", "no internet",
                                     "can't look", "cannot look", "no access to the internet"))),
    Case("about-weather-here", _ask("What's the weather like where you are?"), _must_state),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
