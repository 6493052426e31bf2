"""A thirteenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-02 (branch ``thirteenth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: an ``nmap`` scan report,
a chess tournament crosstable (round robin, ½ points), an OpenSSH client config with
``ProxyJump``, a podcast RSS ``<item>``, a pet vaccination record, a German train seat
reservation (Wagen / Platz), a ``docker-compose.yml``, a museum's opening hours with exceptions,
a tenancy deposit receipt, a Hebrew residents' notice and a Romanian library notice; questions
as commands ("Give me ...", "I'd like to know ..."), with typos, yes/no, "how many" counts, a
"who won", a division (weekly rent from five weeks' deposit), answers absent with a near miss
present (MySQL vs the open ports, neutering, a staging host, redis); a learner's tools (a
Pydantic ``args_schema`` with ``Literal`` and ``Optional[Literal]``, a ``Literal`` reached by a
synonym ("warm the flat up" -> heat), look-alike network tools through ``create_agent``, a date
in words with and without today's date, an ``Optional`` with a ``bool``, a list of e-mails, a
missing order id, a Korean currency question, a quarter of an hour, no fitting tool);
``with_structured_output`` (a ``list[Literal]`` of allergens needing synonyms, ``Field(ge=1,
le=5)``, an ``Optional`` left empty, a nested list of objects, an ``Enum`` with a near-miss word,
a ``Literal`` course needing world knowledge); labels (an agent route, POS/NEG/MIXED, a
department, a language name); graders (a "score 1-5" relevance grade, a contradiction yes/no,
a ``Literal["yes", "no"]`` relevance schema); JSON by example (a float, a list of ints);
threads (a date stated earlier, a pronoun for a stated person, a correction without a subject, a
diet after a topic change, a pronoun over notes); small talk in Korean and Hebrew, a question
about the assistant's browsing; arithmetic, date arithmetic, world knowledge; things nothing
offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` (the notes do
not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not wrong) or
``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at fe80014 (the branch point of ``thirteenth``; oracles committed first in
1b01e23, one run, none changed after it), 72 cases: right 25, stated limit 29, silently wrong 18,
false alarms 4 (tool-refund-no-id: no call with a limit, the ``_no_call`` oracle counts it though
a limit is a fair reply to a missing order id; label-language-name: "Romanian" with a limit that
it can't choose; chat-ko-hello: Korean small talk answered with a knowledge limit; about-browsing:
a knowledge limit, "right" only because the oracle's "offline" occurs in the limit's own sentence,
so in truth a stated limit, not a right reply). The silently wrong (classes, code paths and
proposed mechanisms in ``THIRTEENTH_CLASSES.md``):

- "I don't know." with the answer in the notes: nmap-open-count (a count of "open" rows),
  nmap-443 (a yes/no answered by the row's "filtered"), chess-winner, chess-brandt-pts,
  chess-lowest-rating (a crosstable: the most points, a row's Pts column under a typo'd name,
  the lowest rating), museum-boxing-day (Boxing Day is 26 December: world knowledge plus a
  "Closed 24, 25 and 26 December" line), museum-child ("children under 16 free" for "my
  10-year-old").
- The wrong lines quoted: ssh-staging (the bastion and ``Host *`` blocks for an absent host),
  compose-pg-version (the ``DATABASE_URL=postgres://...`` line, not ``image: postgres:16``),
  compose-redis (``depends_on: api`` with no "no"), deposit-amount (the title and property lines,
  not the "Amount" line), deposit-weekly-rent (the amount line, no division by five).
- Tool arguments: agent-net-lookalike (the right tool, ``host`` "192": the IP address cut at its
  first dot), tool-vet-given-today (``day`` today's date 2026-12-07, not "the day after tomorrow"
  2026-12-09), tool-restaurant-optional (``cuisine`` "sushi" dropped).
- Structured output: schema-review-stars (``stars=1`` for "Two stars": the ``ge`` bound taken,
  the number word not read), schema-playlist-nested (``tracks=[]`` for two quoted titles with
  minutes, no limit), schema-priority-near-miss (URGENT for "This isn't urgent at all": the
  negated option's name matched).

Right by a lenient oracle (noted, not changed): nmap-ip and rss-guest (the whole report / item
pasted), seat-count (the whole reservation pasted: ``_word("2")`` met by "2. Klasse"),
pet-breed, pet-rabies, pet-kennel-due, pet-neutered (the record's header line prepended),
ssh-bastion-port and ssh-db-user (the whole host block), museum-last-entry (the title line
prepended), compose-web-port and ro-closed (with an "I could not find anything about ..."
tail), chat-he-thanks ("Could you tell me a bit more about what you need?" to Hebrew thanks).

Measured again on main at b952c16 (the set copied into a throwaway worktree; main had moved on
while it was written): the same 25 / 29 / 18 / 4, case by case.

``python -W ignore -m tests.sim.fresh.thirteenth_set`` prints the counts (``-v``: each case).
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
    _has,
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

NMAP = """Starting Nmap 7.94 ( https://nmap.org ) at 2026-11-30 10:12 CET
Nmap scan report for printer-2f.office.lan (192.168.10.47)
Host is up (0.0031s latency).
Not shown: 995 closed tcp ports (reset)
PORT     STATE    SERVICE    VERSION
22/tcp   open     ssh        OpenSSH 8.9p1 Ubuntu 3ubuntu0.6
80/tcp   open     http       lighttpd 1.4.59
443/tcp  filtered https
631/tcp  open     ipp        CUPS 2.4
9100/tcp open     jetdirect?
Nmap done: 1 IP address (1 host up) scanned in 14.82 seconds
"""

CROSSTABLE = """Riverside Chess Club - Autumn Rapid 2026 - final crosstable (round robin)
No  Name               Rtg    1    2    3    4    Pts
1   Okafor, Chidi      1912   *    1    ½    1    2.5
2   Lindqvist, Saga    1876   0    *    1    1    2.0
3   Brandt, Felix      1790   ½    0    *    1    1.5
4   Mwangi, Esther     1755   0    0    0    *    0.0
"""

SSH_CONFIG = """# ~/.ssh/config
Host bastion
    HostName 203.0.113.25
    User ops
    Port 2222
    IdentityFile ~/.ssh/id_ed25519_work

Host db-prod
    HostName 10.20.0.14
    User postgres
    ProxyJump bastion

Host *
    ServerAliveInterval 60
"""

RSS_ITEM = """<item>
  <title>Episode 112: The Hanseatic League</title>
  <itunes:episode>112</itunes:episode>
  <pubDate>Tue, 17 Nov 2026 06:00:00 GMT</pubDate>
  <itunes:duration>01:07:45</itunes:duration>
  <itunes:explicit>false</itunes:explicit>
  <enclosure url="https://cdn.example.fm/tmh/112.mp3" length="65112033" type="audio/mpeg"/>
  <description>Guest Dr. Ilse Vogt on how the merchants of Lübeck built a trading network across the Baltic.</description>
</item>
"""

PET_RECORD = """PET VACCINATION RECORD
Name: Biscuit    Species: Dog    Breed: Border Terrier    Sex: F    DOB: 03/06/2022
Vaccine              Given        Next due     Vet
DHP                  12/07/2025   12/07/2028   Dr. Amara Nwosu
Leptospirosis L4     12/07/2025   12/07/2026   Dr. Amara Nwosu
Kennel cough (Bb)    05/01/2026   05/01/2027   Dr. Amara Nwosu
Rabies               not given
Microchip: 826098100234567
"""

SEAT_RESERVATION = """Sitzplatzreservierung / Seat reservation
ICE 577   Hamburg Hbf 08:01 -> München Hbf 14:12   Do, 17.12.2026
Wagen 24, Platz 61, 63
2. Klasse, Großraum, Fenster
Preis: 9,40 EUR
"""

COMPOSE = """services:
  web:
    image: nginx:1.27-alpine
    ports:
      - "8080:80"
    depends_on:
      - api
  api:
    build: ./api
    environment:
      - DATABASE_URL=postgres://app:app@db:5432/shop
    ports:
      - "5000:5000"
  db:
    image: postgres:16
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata:
"""

MUSEUM = """Harbour Maritime Museum - Opening hours
Tuesday to Sunday: 10:00-17:00 (last entry 16:15)
Monday: closed, except bank holiday Mondays (10:00-17:00)
Late opening: first Thursday of each month until 21:00
Closed 24, 25 and 26 December and 1 January.
31 December: 10:00-14:00
Admission: adults £12, children under 16 free
"""

DEPOSIT = """TENANCY DEPOSIT RECEIPT
Received from: Ines Carvalho
Property: Flat 3, 41 Marlowe Road, Bristol BS6 5RT
Amount: £1,150.00 (five weeks' rent)
Protected with: Deposit Protection Service (DPS), certificate no. DPS-7713-20461
Date received: 28/09/2026
Landlord: Northgate Lettings Ltd
"""

HE_NOTICE = ("הודעה לדיירים: המעלית בבניין תהיה מושבתת ביום שלישי, 15 בדצמבר, בין השעות 8:00 ל-16:00 "
             "לצורך תחזוקה. נא להשתמש במדרגות. ועד הבית")

RO_NOTICE = ("Anunț: Biblioteca orășenească va fi închisă în perioada 22-26 iunie pentru inventar. "
             "Cărțile pot fi returnate în cutia de lângă intrare.")


GROUNDED = [
    Case("nmap-ssh-version", _rag(NMAP, "Which version of OpenSSH is the printer running?"),
         _but_not(_has("8.9p1"), "lighttpd")),
    Case("nmap-open-count", _rag(NMAP, "How many ports are open?"), _but_not(_word("4", "four"), "995")),
    Case("nmap-443", _rag(NMAP, "Is port 443 open?"), _says_no("filtered", "not open")),
    Case("nmap-ip", _rag(NMAP, "Give me the printer's IP address."), _but_not(_has("192.168.10.47"), "203.0")),
    Case("nmap-mysql", _rag(NMAP, "Is MySQL running on it?"),
         _either(_absent("no mysql", "not listed", "doesn't show", "does not show", "not running", "no sign"),
                 _says_no("not listed", "3306"))),
    Case("chess-winner", _rag(CROSSTABLE, "Who won the tournament?"),
         _but_not(_has("Okafor"), "Lindqvist", "Brandt", "Mwangi")),
    Case("chess-brandt-pts", _rag(CROSSTABLE, "how many points did Felix Brant get"), _word("1.5", "1½", "one and a half")),
    Case("chess-lowest-rating", _rag(CROSSTABLE, "Who had the lowest rating?"),
         _but_not(_has("Mwangi"), "Okafor", "Lindqvist", "Brandt")),
    Case("ssh-bastion-port", _rag(SSH_CONFIG, "What port does the bastion listen on?"),
         _but_not(_word("2222"), "60", "10.20.0.14")),
    Case("ssh-db-user", _rag(SSH_CONFIG, "Which user do I log in to db-prod as?"), _but_not(_word("postgres"), "ops")),
    Case("ssh-staging", _rag(SSH_CONFIG, "What's the hostname of the staging server?"),
         _absent("no staging", "not listed", "doesn't mention", "does not mention", "isn't in", "is not in")),
    Case("rss-duration", _rag(RSS_ITEM, "I'd like to know how long the episode is."),
         _any("01:07:45", "1:07:45", "67 minutes", "1 hour 7", "one hour and seven")),
    Case("rss-guest", _rag(RSS_ITEM, "Who is the guest?"), _has("Ilse Vogt")),
    Case("rss-explicit", _rag(RSS_ITEM, "Is this episode marked explicit?"), _says_no("not explicit", "false")),
    Case("pet-kennel-due", _rag(PET_RECORD, "When is the kennel cough booster due?"),
         _but_not(_has("05/01/2027"), "12/07/2028", "12/07/2026")),
    Case("pet-rabies", _rag(PET_RECORD, "Has Biscuit had a rabies jab?"), _says_no("not given", "hasn't", "has not")),
    Case("pet-breed", _rag(PET_RECORD, "What breed is Biscuit?"), _has("Border Terrier")),
    Case("pet-neutered", _rag(PET_RECORD, "Is Biscuit spayed?"),
         _absent("doesn't say", "does not say", "not recorded", "doesn't mention", "does not mention")),
    Case("seat-carriage", _rag(SEAT_RESERVATION, "Which carriage am I in?"), _but_not(_word("24"), "61", "577")),
    Case("seat-arrival", _rag(SEAT_RESERVATION, "What time does the train get into Munich?"),
         _but_not(_has("14:12"), "08:01")),
    Case("seat-count", _rag(SEAT_RESERVATION, "How many seats did I reserve?"), _word("2", "two")),
    Case("compose-web-port", _rag(COMPOSE, "Which host port is the web service published on?"),
         _but_not(_word("8080"), "5000", "5432")),
    Case("compose-pg-version", _rag(COMPOSE, "What version of Postgres does the db service use?"),
         _but_not(_word("16", "postgres:16"), "1.27")),
    Case("compose-redis", _rag(COMPOSE, "Does the api depend on redis?"),
         _either(_absent("no redis", "not listed", "doesn't mention", "does not mention"),
                 _says_no("no redis", "not depend"))),
    Case("museum-boxing-day", _rag(MUSEUM, "Is the museum open on Boxing Day?"), _says_no("closed", "26 december")),
    Case("museum-last-entry", _rag(MUSEUM, "What time is last entry?"), _but_not(_has("16:15"), "21:00")),
    Case("museum-nye", _rag(MUSEUM, "When does it close on New Year's Eve?"), _but_not(_has("14:00"), "17:00")),
    Case("museum-child", _rag(MUSEUM, "How much is a ticket for my 10-year-old?"),
         _but_not(_any("free", "£0", "nothing"), "£12")),
    Case("museum-cafe", _rag(MUSEUM, "Is there a café?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned")),
    Case("deposit-amount", _rag(DEPOSIT, "How much was the deposit?"), _any("1,150", "1150")),
    Case("deposit-scheme", _rag(DEPOSIT, "Which scheme is the deposit protected with?"),
         _any("Deposit Protection Service", "DPS")),
    Case("deposit-weekly-rent", _rag(DEPOSIT, "What's the weekly rent then?"), _word("230", "£230", "230.00")),
    Case("he-lift", _rag(HE_NOTICE, "מתי המעלית לא תעבוד?"), _any("15 בדצמבר", "שלישי", "8:00")),
    Case("ro-closed", _rag(RO_NOTICE, "Când este închisă biblioteca?"), _has("22-26 iunie")),
]


# --- a learner's own tools ------------------------------------------------------------------------

class ReserveSeatArgs(BaseModel):
    train: str = Field(description="train number, e.g. ICE 577")
    travel_class: Literal["first", "second"]
    seat_pref: Literal["window", "aisle"] | None = None


@tool(args_schema=ReserveSeatArgs)
def reserve_seat(train: str, travel_class: str, seat_pref: str | None = None) -> str:
    """Reserve a seat on a train."""
    return "reserved"


@tool
def set_thermostat(mode: Literal["heat", "cool", "off"], target_celsius: float) -> str:
    """Set the flat's thermostat mode and target temperature."""
    return "set"


@tool
def port_scan(host: str) -> list:
    """List the open TCP ports on a host (IP address or hostname)."""
    return []


@tool
def ping_host(host: str) -> float:
    """Round-trip latency in milliseconds to a host (IP address or hostname)."""
    return 1.0


@tool
def book_vet(day: str) -> str:
    """Book a vet appointment on a day given as YYYY-MM-DD."""
    return "booked"


@tool
def find_restaurant(city: str, cuisine: str | None = None, open_now: bool = False) -> list:
    """Find restaurants in a city, optionally by cuisine and only those open right now."""
    return []


@tool
def invite_guests(emails: list[str]) -> str:
    """Send the party invitation to a list of e-mail addresses."""
    return "sent"


@tool
def refund_order(order_id: str, reason: Literal["damaged", "late", "wrong_item", "other"]) -> str:
    """Refund an order by its order id (e.g. ORD-20931)."""
    return "refunded"


@tool
def convert_money(amount: float, from_currency: str, to_currency: str) -> float:
    """Convert an amount between currencies given as ISO codes (USD, EUR, KRW, ...)."""
    return 0.0


@tool
def set_timer(minutes: int) -> str:
    """Start a kitchen timer for a number of minutes."""
    return "started"


_NET = [port_scan, ping_host]


def _restaurant_ok(out) -> bool:
    if (args := _call_args(out, "find_restaurant")) is None:
        return False
    return (str(args.get("city", "")).strip().lower() == "porto" and "sushi" in str(args.get("cuisine", "")).lower()
            and args.get("open_now") is True)


def _emails_ok(v) -> bool:
    return isinstance(v, list) and sorted(str(x).strip().lower() for x in v) == ["noor@example.net", "tam@example.org"]


TOOLS = [
    Case("tool-seat-args-schema", _calls([reserve_seat], "Reserve me a window seat in second class on ICE 577."),
         _call("reserve_seat", train=_one_of("ICE 577", "ICE577"), travel_class=_eq("second"), seat_pref=_eq("window"))),
    Case("tool-thermostat-synonym", _calls([set_thermostat], "It's freezing in here, warm the flat up to 21 degrees."),
         _call("set_thermostat", mode=_eq("heat"), target_celsius=_num_near(21))),
    Case("agent-net-lookalike", _agent(_NET, "Check which ports are open on 192.168.10.47."),
         _call("port_scan", host=_eq("192.168.10.47"))),
    Case("tool-vet-given-today", _calls([book_vet], "Today is Monday 7 December 2026. Book Biscuit in at the vet "
                                                    "for the day after tomorrow."),
         _call("book_vet", day=_eq("2026-12-09"))),
    Case("tool-vet-words-only", _calls([book_vet], "Book the dog in at the vet the day after tomorrow."), _must_state),
    Case("tool-restaurant-optional", _calls([find_restaurant], "Any sushi places in Porto that are open right now?"),
         _restaurant_ok),
    Case("tool-invite-list", _calls([invite_guests], "Invite tam@example.org and noor@example.net to the party."),
         _call("invite_guests", emails=_emails_ok)),
    Case("tool-refund-no-id", _calls([refund_order], "I want a refund, the lamp arrived broken."), _no_call),
    Case("tool-money-ko", _calls([convert_money], "100달러는 원화로 얼마예요?"),
         _call("convert_money", amount=_num_near(100), from_currency=_eq("USD"), to_currency=_eq("KRW"))),
    Case("tool-timer-quarter", _calls([set_timer], "Set a timer for a quarter of an hour."),
         _call("set_timer", minutes=_num_near(15))),
    Case("agent-net-bitcoin", _agent(_NET, "What's the price of Bitcoin right now?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class Allergens(BaseModel):
    allergens: list[Literal["gluten", "milk", "eggs", "nuts", "soy"]] = Field(
        description="every allergen the ingredients contain")


class StayReview(BaseModel):
    stars: int = Field(ge=1, le=5, description="the guest's rating, 1 to 5")


class Passenger(BaseModel):
    name: str
    seat: str | None = Field(default=None, description="seat number if one is assigned")


class Track(BaseModel):
    title: str
    minutes: int


class Playlist(BaseModel):
    tracks: list[Track]


class Priority(Enum):
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"


class Ticket(BaseModel):
    priority: Priority = Field(description="how soon the request must be handled")


class Order(BaseModel):
    course: Literal["starter", "main", "dessert"]


STRUCTURED = [
    Case("schema-allergens-list", _structured(Allergens, "Ingredients: wheat flour, butter, hazelnuts, sugar."),
         _parsed(lambda p: sorted(p.allergens) == ["gluten", "milk", "nuts"])),
    Case("schema-review-stars", _structured(StayReview, "The room was fine but breakfast was cold and the staff "
                                                        "ignored us. Two stars from me."),
         _parsed(lambda p: p.stars == 2)),
    Case("schema-passenger-optional", _structured(Passenger, "Passenger: Lena Vogel, no seat assigned yet."),
         _parsed(lambda p: p.name == "Lena Vogel" and p.seat in (None, ""))),
    Case("schema-playlist-nested", _structured(Playlist, "Add 'Blue Hour' (4 min) and 'Lanterns' (6 min)."),
         _parsed(lambda p: [(t.title.strip("'\""), t.minutes) for t in p.tracks] == [("Blue Hour", 4), ("Lanterns", 6)])),
    Case("schema-priority-near-miss", _structured(Ticket, "This isn't urgent at all - whenever you get round to it."),
         _parsed(lambda p: p.priority == Priority.LOW)),
    Case("schema-course-dessert", _structured(Order, "I'll have the crème brûlée to finish.", "Extract the order."),
         _parsed(lambda p: p.course == "dessert")),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-agent-route", _ask("Route the message to one agent: billing_agent, tech_agent or human.\n"
                                   "Message: \"Stop the bot, I want to speak to a real person.\"\nAgent:"),
         _only("human")),
    Case("label-pos-neg-mixed", _ask("Label the review POS, NEG or MIXED.\n"
                                     "Review: \"Gorgeous view, shame about the noise all night.\""), _only("MIXED")),
    Case("label-department", _ask("Which department handles this: kitchen, front desk or housekeeping?\n"
                                  "Guest: \"There are no clean towels in room 214.\"\nOne word."),
         _only("housekeeping")),
    Case("label-language-name", _ask("Is this Romanian or Portuguese? \"Mulțumesc pentru ajutor.\" One word."),
         _only("Romanian")),
]


# --- grading prompts in new wordings ---------------------------------------------------------------

class Relevance(BaseModel):
    relevant: Literal["yes", "no"] = Field(description="does the document help answer the question")


GRADERS = [
    Case("grade-score-1-5", _ask("Question: What time does the museum close on Sundays?\nAnswer: The museum has a "
                                 "café on the ground floor.\nScore 1-5 how well the answer addresses the question. "
                                 "Reply with a single number."), _only("1")),
    Case("grade-contradiction", _ask("Context: Last entry is at 16:15.\nResponse: You can get in until 16:15.\n"
                                     "Does the response contradict the context? yes or no"), _only("no")),
    Case("grade-relevance-literal", _structured(Relevance, "Question: How do I publish port 8080 in docker compose?\n"
                                                           "Document: Border terriers need two walks a day.",
                                                "Grade the document."),
         _parsed(lambda p: p.relevant == "no")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-player-float", _ask('Return JSON like {"player": "", "points": 0.0}.\n'
                                   "Text: Saga Lindqvist finished on 2 points."),
         _json(lambda o: o.get("player") == "Saga Lindqvist" and o.get("points") == 2)),
    Case("json-open-ports", _ask('Fill {"host": "", "open_ports": []} from: 10.0.0.5 has ports 22 and 631 open.'),
         _json(lambda o: o.get("host") == "10.0.0.5" and o.get("open_ports") == [22, 631])),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-exam-date", _thread("My driving test is on 14 January.", "Good luck!", "Thanks. What should I eat "
                                     "the night before?", "Something light.", "When's my test again?"),
         _has("14 January")),
    Case("thread-colleague-she", _thread("My colleague Aiyana moved to Halifax last spring.", "Oh nice.",
                                         "Where did she move to?"), _has("Halifax")),
    Case("thread-room-no-subject", _thread("The meeting is in room 4B.", "OK.", "Sorry, 4D.", "Noted.",
                                           "Which room is the meeting in?"), _corrected("4D", "4B")),
    Case("thread-diet-return", _thread("I'm vegan.", "Noted.", "What's the capital of Peru?", "Lima.",
                                       "Remind me, what's my diet?"), _has("vegan")),
    Case("thread-pet-her", _notes_thread(PET_RECORD, "What's the dog's name?", "Biscuit.",
                                         "When was her DHP given?"), _but_not(_has("12/07/2025"), "05/01/2026")),
]


# --- small talk, arithmetic, world knowledge, things nothing offline could know -------------------

DIRECT = [
    Case("chat-ko-hello", _ask("안녕하세요! 오늘 기분이 어때요?"), _none_of("don't know", "모르")),
    Case("chat-he-thanks", _ask("תודה רבה! יום טוב"), _none_of("don't know", "לא יודע")),
    Case("about-browsing", _ask("Can you browse the internet?"),
         _either(_starts("no"), _any("can't browse", "cannot browse", "can't access", "cannot access",
                                     "no internet", "don't have access", "do not have access", "offline"))),
    Case("math-percent", _ask("What's 15% of 240?"), _word("36")),
    Case("date-weekday", _ask("What day of the week was 1 January 2026?"), _has("Thursday")),
    Case("world-gold", _ask("What's the chemical symbol for gold?"), _word("Au")),
    Case("world-train-late", _ask("Is the 08:01 ICE from Hamburg running late today?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
