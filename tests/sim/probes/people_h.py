"""Invented probe (branch ``fix53b``, session of 2026-12-06; issue 26; oracles written and committed
before its first run): a third person's facts stated earlier in a conversation, "has X paid / did X
reply" over chat exports of other shapes, events called off in a calendar or a listing, and tool
arguments that are unlabelled ids, counts in words and race distances.

Material and wordings are mine: a cousin's daughter, a neighbour's dog, a colleague's flat; a
Telegram export of a book club, an iMessage thread of a flat share, a Teams chat of a office
collection; a choir's .ics with a cancelled concert, a plain list of talks with a "postponed" line;
tools that book a vet, look up a library loan, order eggs and log a race.

Guards that must stay limits (or a plain no): a person never described, a speaker who wrote nothing
about the asked thing, an event not cancelled (a yes).

``python -W ignore -m tests.sim.probes.people_h [-v]`` prints the counts.

History (right / limit / silently wrong / false alarms), 23 cases: first sight on 7d0ec13a (the base of
``fix53b``), before any change: 7 / 12 / 4 / 3 (wrong: teams-mei-paid and teams-mei-rsvp, "I could not
find anything about 'paid'" over a Teams chat whose one-space "Mei Chen 10:15 AM" headers were not read;
tool-barcode without its letter; tool-race-half 5000 for "a 5k"). On branch fix53b:
- ``dialogue.third_persons`` (an age or a name told of a person the user described): 11 / 8 / 4 / 3;
- ``material.chat_deeds`` (has X paid / did X reply, from X's own messages): 16 / 5 / 2 / 0;
- ``grounded.events_off`` (a "still on?" over a line that calls the event off or puts it off): 17 / 4 / 2 / 0;
- tool arguments (a code with no label, "a couple of", "a 5k" for a distance): 20 / 3 / 0 / 0.
Left limits: guard-uncle, guard-stranger, guard-tg-nobody (right: the limit).
"""

from __future__ import annotations

import re
import sys

from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _call,
    _calls,
    _denies,
    _honest,
    _none_of,
    _num_near,
    _rag,
    _thread,
    _val,
    _yes_or,
    report,
    tally,
)

# --- a third person's facts stated earlier --------------------------------------------------------

_COUSIN = "My cousin Maren has a daughter called Ilse, she's 9 and plays the cello."
_NEIGH = "Our neighbour Tobias has a greyhound named Pepper who is 6 years old."

THREADS = [
    Case("cousin-age", _thread(_COUSIN, "That's lovely.", "how old is her daughter?"),
         _both(_val(9), _none_of("don't know"))),
    Case("cousin-name", _thread(_COUSIN, "That's lovely.", "what's her daughter called?"),
         _both(_any("Ilse"), _none_of("don't know"))),
    Case("cousin-by-name", _thread(_COUSIN, "That's lovely.", "How old is Ilse?"),
         _both(_val(9), _none_of("don't know"))),
    Case("neigh-dog-age", _thread(_NEIGH, "Greyhounds are gentle dogs.", "how old is his dog?"),
         _both(_val(6), _none_of("don't know"))),
    Case("neigh-dog-name", _thread(_NEIGH, "Greyhounds are gentle dogs.", "what is his dog called?"),
         _both(_any("Pepper"), _none_of("don't know"))),
    # guards: a person never described keeps the limit
    Case("guard-uncle", _thread(_COUSIN, "That's lovely.", "how old is my uncle's son?"), _honest),
    Case("guard-stranger", _thread(_NEIGH, "Greyhounds are gentle dogs.", "How old is Rosalind?"), _honest),
]


# --- has X paid / did X reply, over chat exports ---------------------------------------------------

TELEGRAM = """Telegram chat export - "Thursday Book Club"
03.02.2033 19:04 Hannah: Reminder: £3 each for the room hire, send it to me before Thursday
03.02.2033 19:20 Ravi: sent you the £3 just now
03.02.2033 19:41 Ines: which book are we on again?
03.02.2033 19:43 Hannah: The Remains of the Day
03.02.2033 20:15 Oskar: Ines still owes for last month too I think"""

IMESSAGE = """iMessage - Flat 4B
[12/03/2033, 08:12] Lotte: the electricity bill came, £84 split three ways = £28 each
[12/03/2033, 09:30] Bram: done, £28 sent to Lotte
[12/03/2033, 11:02] Lotte: thanks Bram! Femi?
[12/03/2033, 11:05] Femi: will do it on Friday when I get paid"""

TEAMS = """Microsoft Teams chat - Leaving collection for Gwen
Arjun Patel 10:02 AM
Collecting for Gwen's card and flowers, £5 each please, RSVP to the leaving drinks too
Mei Chen 10:15 AM
Put £5 in the envelope on Arjun's desk, and yes I'll come to the drinks
Tom Reilly 11:40 AM
Mei asked me to say she might be late to the drinks"""

CHATS = [
    Case("tg-ravi-paid", _rag(TELEGRAM, "Has Ravi paid?"),
         _both(_yes_or("sent"), _none_of("don't know"))),
    Case("tg-ines-paid", _rag(TELEGRAM, "Has Ines paid the room hire?"),
         _both(_denies("no message", "hasn't", "has not", "not yet", "only asked",
                                "doesn't say", "no sign", "owes"), _none_of("sent you"))),
    Case("im-bram-paid", _rag(IMESSAGE, "Did Bram pay his share?"),
         _both(_yes_or("sent", "£28"), _none_of("don't know"))),
    Case("im-femi-paid", _rag(IMESSAGE, "Has Femi paid yet?"),
         _denies("friday", "not yet", "hasn't", "has not")),
    Case("teams-mei-paid", _rag(TEAMS, "Has Mei paid for the collection?"),
         _both(_yes_or("£5", "envelope"), _none_of("don't know"))),
    Case("teams-mei-rsvp", _rag(TEAMS, "Did Mei reply about the drinks?"),
         _both(_yes_or("she'll come", "I'll come", "coming"), _none_of("don't know"))),
    # guard: a member with no message by or about them keeps the limit
    Case("guard-tg-nobody", _rag(TELEGRAM, "Has Priyanka paid?"),
         _absent("no message", "not mention", "doesn't mention", "isn't in")),
]


# --- events called off ----------------------------------------------------------------------------

CHOIR = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Hollin Singers//Season//EN
BEGIN:VEVENT
UID:hs-1@hollin.example
DTSTART:20330311T193000
SUMMARY:Spring concert - Fauré Requiem
LOCATION:St Bride's Church
DESCRIPTION:Tickets £14 at the door.
END:VEVENT
BEGIN:VEVENT
UID:hs-2@hollin.example
DTSTART:20330408T150000
SUMMARY:Come-and-sing Messiah
STATUS:CANCELLED
LOCATION:Corn Exchange
DESCRIPTION:Called off - the Corn Exchange roof is being repaired.
END:VEVENT
END:VCALENDAR"""

TALKS = """Kettlewell Local History Society - winter talks
- 14 Jan: Lead mining in the dale (Dr S. Ashby)
- 11 Feb: The Kettlewell workhouse (J. Thwaite) - POSTPONED: the speaker is ill, new date to follow
- 11 Mar: Drovers' roads (M. Fell)
All talks 7.30 pm in the Institute, members free, visitors £3."""

EVENTS = [
    Case("choir-messiah-on", _rag(CHOIR, "Is the come-and-sing Messiah still on?"),
         _both(_denies("cancelled", "called off", "canceled"), _none_of("don't know"))),
    Case("talks-workhouse", _rag(TALKS, "Can I still go to the workhouse talk in February?"),
         _both(_denies("postponed", "ill"), _none_of("don't know"))),
    # guard: an event not called off is on
    Case("guard-choir-fauré", _rag(CHOIR, "Is the Fauré Requiem concert still on?"),
         _both(_yes_or("11 March", "St Bride"), _none_of("cancelled", "canceled"))),
]


# --- ids, counts in words, race distances ---------------------------------------------------------


@tool
def renew_loan(barcode: str) -> str:
    """Renew a library book by the barcode on its spine."""
    return "renewed"


@tool
def order_eggs(boxes: int) -> str:
    """Order boxes of free-range eggs from the farm shop."""
    return "ordered"


@tool
def book_seats(seats: int) -> str:
    """Book seats for the village quiz night."""
    return "booked"


@tool
def log_race(distance_km: float) -> str:
    """Log a race the user ran, by its distance in kilometres."""
    return "logged"


def _same_code(value: str):
    return lambda v: re.sub(r"[\s\-#]", "", str(v)).upper() == re.sub(r"\s", "", value).upper()


TOOLS = [
    Case("tool-barcode", _calls([renew_loan], "renew my book please, it's 3900 2217 58 x"),
         _call("renew_loan", barcode=_same_code("3900221758X"))),
    Case("tool-eggs-couple", _calls([order_eggs], "can you order a couple of boxes of eggs"),
         _call("order_eggs", boxes=_num_near(2))),
    Case("tool-seats-half-dozen", _calls([book_seats], "book half a dozen seats for the quiz night"),
         _call("book_seats", seats=_num_near(6))),
    Case("tool-eggs-dozen", _calls([order_eggs], "order a dozen boxes of eggs for the fete"),
         _call("order_eggs", boxes=_num_near(12))),
    Case("tool-race-10k", _calls([log_race], "I did a 10k this morning, log it"),
         _call("log_race", distance_km=_num_near(10, 0.01))),
    Case("tool-race-half", _calls([log_race], "log a 5k for Sunday"),
         _call("log_race", distance_km=_num_near(5, 0.01))),
]

CASES: list[Case] = [*THREADS, *CHATS, *EVENTS, *TOOLS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
