"""A tenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-02 (branch ``tenth``) while other engineers changed the simulator on their own
branches; none of them has seen it. It is the yardstick for their work: no simulator change is to
be made for its cases (a fix for one of its classes must be a general mechanism tested on other
wordings, and the set measured again). Committed with its oracles before it was first run.

Topics and formats none of the earlier sets nor the course's data uses: a recipe card with
Unicode fractions ("1½ cups"), an aviation METAR line, a pytest run's output, a chess PGN header,
an invoice's PDF-to-text dump with columns, a mailing-list digest, a Rust ``Cargo.toml``, a
``robots.txt``, ``df -h`` output, a Python traceback, a fixed-width cinema listing, a product
recall notice, an out-of-office auto-reply, Finnish and Turkish notices; questions written as
commands ("Tell me ...", "I need the ..."), with typos, yes/no and "how many" questions, and
questions whose answer is absent while a near miss is present (baking powder vs baking soda,
serde_json vs serde, a purchase order number vs an invoice number, another model number); a
learner's tools with a Google-style docstring (``parse_docstring=True``), a NumPy-style
docstring, ``Annotated`` arguments, a ``Literal``, optional arguments, a list argument, two
look-alike tools, a question in Turkish, a duration in words, a missing reference;
``with_structured_output`` on a nested model, an ``Optional`` field left empty, a ``str`` enum, a
list of strings, a boolean that needs a comparison, a JSON-schema dict with a string enum;
label prompts with XML tags, numbered options and "Answer A, B or C"; grading prompts in new
wordings (relevance, groundedness, an answer grader and a pass/fail document grader); JSON by
example (a film, a nested list of items, a boolean); threads (a pronoun for a stated person, a
correction, a topic change and return, arithmetic on stated amounts, a pronoun over notes);
small talk in Turkish and Czech; arithmetic; world knowledge; things nothing offline could know.

Each case's oracle was written before the set was first run: the right answer(s) with
alternatives, ``_honest`` (the notes do not hold it: "I don't know" is right), ``_must_state``
(nothing offline could know it: only a stated limit is not wrong) or ``_no_call``. Classes as in
the earlier sets: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at 10f3663 (branch ``tenth``; oracles committed first in 2faa4e0, one run,
none changed after it), 70 cases: right 21, stated limit 34, silently wrong 15, false alarms 3
(schema-bool-window: the safe ``False`` that happens to be right, with a limit; chat-tr-merhaba
and chat-cs-dekuji: Turkish and Czech small talk answered with a knowledge limit). The silently
wrong (classes, code paths and proposed mechanisms in ``TENTH_CLASSES.md``):

- "I don't know." with the answer in the notes: metar-gust and metar-qnh (a METAR's coded
  groups, ``25018G32KT``, ``Q0996``), pgn-winner (the winner is ``[Result "0-1"]`` read with
  ``[Black ...]``), df-nearly-full (the ``Use%`` column of ``df -h``: "nearly full" is the
  largest figure).
- A whole block or the wrong lines quoted as the answer: recipe-buttermilk (the recipe's ingredient
  lines as one "sentence"), pgn-white-elo (the PGN header as one "sentence"), tb-line (the
  traceback as one "sentence", every frame's line number), invoice-total (the invoice's heading
  lines, not the ``TOTAL DUE`` row, with "could not find anything about 'total'"), robots-gptbot
  (``User-agent: GPTBot`` and ``Crawl-delay: 10``, not its ``Disallow: /``), thread-digest-she
  (the digest's topic line and "could not find anything about 'posted', 'suggest'": "she" not
  resolved to the previous answer's Priya Nair).
- Tool arguments made of the question's words: tool-meter-annotated (``flat`` "Submit 412" for
  "flat 3B"), agent-latest (``package`` "PyPI", the registry named, not "polars").
- Structured output and JSON made of the question's words: schema-list-languages (every word of
  the text as a "language"), json-basket (``{"items": 1, "name": "Order", "qty": 1}``).
- A grading prompt answered the wrong way: grade-relevant-text ("irrelevant" for a passage that
  answers the query in other words: "spread the cost" / "paid in ten monthly instalments").

Right by a lenient oracle (noted, not changed): recipe-makes (the whole ingredient block, which
holds "(makes 8)"), pytest-which and pytest-passed (the output's tail pasted), tb-missing-key (the
whole traceback), recipe-baking-powder (an unrelated line plus "I could not find anything about
'powder'"), df-media-free (the right row plus "could not find anything about 'free', 'space'").

``python -W ignore -m tests.sim.fresh.tenth_set`` prints the counts (``-v``: each case).
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
    _both,
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
    _no_leading,
    _none_of,
    _notes_thread,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _rag,
    _starts,
    _structured,
    _thread,
    _word,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

RECIPE = """BUTTERMILK SCONES  (makes 8)
2¼ cups plain flour
1 tbsp caster sugar
¾ tsp baking soda
½ tsp salt
6 tbsp cold butter, cubed
1½ cups buttermilk

Oven: 220 °C (200 °C fan). Bake 12-14 minutes until golden.
"""

METAR = "METAR EGPH 021150Z 25018G32KT 9999 FEW025 SCT040 07/02 Q0996 NOSIG="

PYTEST = """============================= test session starts ==============================
platform linux -- Python 3.12.4, pytest-8.3.2, pluggy-1.5.0
collected 44 items

tests/test_cart.py ..........F.....                                      [ 36%]
tests/test_checkout.py ...........s.s                                    [ 68%]
tests/test_users.py ..............                                       [100%]

=================================== FAILURES ===================================
______________________________ test_bulk_discount ______________________________

    def test_bulk_discount():
        cart = Cart(items=[Item("pen", 2.0)] * 50)
>       assert cart.total() == 85.0
E       assert 90.0 == 85.0

tests/test_cart.py:57: AssertionError
=========================== short test summary info ============================
FAILED tests/test_cart.py::test_bulk_discount - assert 90.0 == 85.0
=================== 1 failed, 41 passed, 2 skipped in 3.21s ====================
"""

PGN = """[Event "Riverside Open"]
[Site "Leuven BEL"]
[Date "2026.03.14"]
[Round "5"]
[White "Okafor, Chidi"]
[Black "Lindqvist, Per"]
[Result "0-1"]
[ECO "C65"]
[WhiteElo "2291"]
[BlackElo "2347"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. d3 Bc5 5. c3 O-O 0-1
"""

INVOICE = """INVOICE                                              No. 2026-0412
Brightwater Studio Ltd                               Date: 14/11/2026
12 Quay Street, Bristol BS1 4DJ                      Due:  14/12/2026

Bill to: Fennel & Finch Bakery

Description                    Qty    Unit price        Amount
Logo redesign                    1        850.00        850.00
Business cards (box of 250)      3         42.50        127.50
Rush fee                         1         60.00         60.00

                                       Subtotal       1,037.50
                                       VAT 20%          207.50
                                       TOTAL DUE      1,245.00
"""

DIGEST = """libquill-users Digest, Vol 88, Issue 3

Today's Topics:

   1. Re: Build fails on ARM64 (Priya Nair)
   2. Meetup venue change (Tom Reyes)

----------------------------------------------------------------------

Message: 1
Date: Mon, 30 Nov 2026 08:14:02 +0000
From: Priya Nair <priya@lists.example>
Subject: Re: Build fails on ARM64

Setting CFLAGS=-O1 works around the crash until 0.9.3 is released.

------------------------------

Message: 2
Date: Mon, 30 Nov 2026 17:40:55 +0000
From: Tom Reyes <tom@lists.example>
Subject: Meetup venue change

The December meetup moves from the Old Library to Room 4B at the Tech Hub, same time
(18:00 on 10 December).
"""

CARGO = """[package]
name = "tidepool"
version = "0.4.2"
edition = "2021"
rust-version = "1.74"
license = "MIT OR Apache-2.0"

[dependencies]
serde = { version = "1.0", features = ["derive"] }
tokio = { version = "1.38", features = ["rt-multi-thread", "macros"] }
thiserror = "1.0"

[dev-dependencies]
proptest = "1.4"
"""

ROBOTS = """# robots.txt for shop.example
User-agent: *
Disallow: /checkout/
Disallow: /account/
Allow: /account/help
Crawl-delay: 10

User-agent: GPTBot
Disallow: /

Sitemap: https://shop.example/sitemap.xml
"""

DF = """Filesystem      Size  Used Avail Use% Mounted on
/dev/nvme0n1p2  468G  401G   44G  91% /
/dev/nvme0n1p1  511M  6.1M  505M   2% /boot/efi
/dev/sda1       1.8T  1.1T  0.7T  61% /srv/media
tmpfs           7.8G  2.1M  7.8G   1% /run/user/1000
"""

TRACEBACK = """Traceback (most recent call last):
  File "/app/billing/run.py", line 14, in <module>
    main()
  File "/app/billing/run.py", line 9, in main
    totals = convert(rows)
  File "/app/billing/convert.py", line 88, in convert
    rate = RATES[row["currency"]]
KeyError: 'CHF'
"""

CINEMA = """SCREEN  FILM                      CERT  TIMES
1       The Salt Road             12A   14:10  17:40  20:50
2       Moth & Lantern            PG    11:00  13:30
3       Night Freight             15    18:15  21:30
"""

RECALL = """PRODUCT RECALL - Brightline 2-in-1 Kettle
Model: BK-220. Batch codes 2311A to 2402C (printed under the base), sold between November 2023
and February 2024.
Risk: the lid hinge can crack, so boiling water may spill when pouring.
What to do: stop using the kettle and return it to any Brightline stockist for a full refund.
You do not need a receipt.
"""

OUT_OF_OFFICE = """Thanks for your message. I'm out of the office until Monday 8 December with limited access
to email. For urgent invoicing questions please contact Marta Ruiz (marta.ruiz@lumen.example);
for anything about deliveries, call the warehouse on +34 931 220 417.
Jorge
"""

FI_NOTICE = """Taloyhtiön tiedote
Yhteissauna on lämpimänä tiistaisin ja perjantaisin klo 18–21.
Saunavuorot varataan huoltoyhtiöltä numerosta 09 4321 778.
Pesutupa on suljettu 1.–5. joulukuuta putkiremontin vuoksi.
"""

TR_NOTICE = """Site yönetimi duyurusu
Asansör bakımı nedeniyle 5 Mart Perşembe günü 10:00-15:00 saatleri arasında B blok asansörü çalışmayacaktır.
Aidatlar her ayın 10'una kadar ödenmelidir.
"""


def _proptest_dev(out) -> bool:
    return _no_leading("yes")(out) and _any("dev-dependenc", "dev dependenc", "development", "tests only",
                                         "only for tests", "for testing")(out)


def _baking_powder(out) -> bool:
    return _honest(out) or _any("no baking powder", "not baking powder", "doesn't use baking powder",
                                "does not use baking powder", "doesn't list baking powder",
                                "does not list baking powder")(out)


def _other_model(out) -> bool:
    return _honest(out) or (_has("BK-220")(out) and _no_leading("yes")(out))


GROUNDED = [
    Case("recipe-buttermilk", _rag(RECIPE, "how much buttermilk do i ned for the scones?"),
         _but_not(_any("1½", "1 1/2", "1.5", "one and a half"), "2¼", "¾")),
    Case("recipe-baking-powder", _rag(RECIPE, "How much baking powder goes in?"), _baking_powder),
    Case("recipe-makes", _rag(RECIPE, "How many scones does this make?"), _word("8", "eight")),
    Case("metar-gust", _rag(METAR, "What are the wind gusts in this report?"), _word("32", "32 kt", "32 knots")),
    Case("metar-qnh", _rag(METAR, "Tell me the QNH."), _word("996", "0996", "996 hPa")),
    Case("pytest-which", _rag(PYTEST, "Which test failed?"), _has("test_bulk_discount")),
    Case("pytest-passed", _rag(PYTEST, "How many tests passed?"), _word("41")),
    Case("pgn-winner", _rag(PGN, "Who won the game?"), _but_not(_has("Lindqvist"), "Okafor")),
    Case("pgn-white-elo", _rag(PGN, "What was White's rating?"), _but_not(_has("2291"), "2347")),
    Case("invoice-total", _rag(INVOICE, "What's the total due on this invoice?"), _but_not(_has("1,245.00"), "1,037.50")),
    Case("invoice-cards", _rag(INVOICE, "how many boxes of buisness cards were ordered?"),
         _but_not(_word("3", "three"), "Logo redesign", "Rush fee")),
    Case("invoice-po", _rag(INVOICE, "What's our purchase order number?"), _honest),
    Case("digest-venue", _rag(DIGEST, "Where is the December meetup now?"), _any("Room 4B", "Tech Hub")),
    Case("digest-workaround", _rag(DIGEST, "I need the workaround for the ARM64 build crash."), _has("CFLAGS=-O1")),
    Case("cargo-msrv", _rag(CARGO, "What is the minimum Rust version this crate needs?"),
         _but_not(_has("1.74"), "0.4.2")),
    Case("cargo-serde-json", _rag(CARGO, "Which version of serde_json does it use?"), _honest),
    Case("cargo-proptest", _rag(CARGO, "Is proptest a regular dependency?"), _proptest_dev),
    Case("robots-delay", _rag(ROBOTS, "Tell me how many seconds a crawler should wait between requests."),
         _word("10")),
    Case("robots-gptbot", _rag(ROBOTS, "Can GPTBot crawl the site?"),
         _either(_starts("no"), _any("not allowed", "may not", "cannot", "can't", "blocked"))),
    Case("df-media-free", _rag(DF, "How much free space is left on /srv/media?"), _but_not(_has("0.7T"), "44G", "505M")),
    Case("df-nearly-full", _rag(DF, "Which filesystem is nearly full?"),
         _but_not(_any("nvme0n1p2", "91%"), "sda1", "tmpfs")),
    Case("tb-line", _rag(TRACEBACK, "Which line of convert.py is failing?"), _but_not(_word("88"), "line 14", "line 9")),
    Case("tb-missing-key", _rag(TRACEBACK, "Which currency code is missing from RATES?"), _has("CHF")),
    Case("cinema-last", _rag(CINEMA, "wat time is the last showing of night freight"),
         _but_not(_has("21:30"), "20:50", "13:30")),
    Case("cinema-pg", _rag(CINEMA, "Which film is rated PG?"), _but_not(_has("Moth"), "Salt Road", "Night Freight")),
    Case("recall-receipt", _rag(RECALL, "Do I need my receipt to get a refund?"),
         _either(_starts("no"), _any("do not need a receipt", "don't need a receipt", "not need a receipt",
                                     "no receipt"))),
    Case("recall-other-model", _rag(RECALL, "Is the BK-310 affected by the recall?"), _other_model),
    Case("ooo-urgent", _rag(OUT_OF_OFFICE, "Who should I contact about an urgent invoicing question?"),
         _has("Marta Ruiz")),
    Case("ooo-back", _rag(OUT_OF_OFFICE, "When is Jorge back?"), _has("8 December")),
    Case("fi-sauna", _rag(FI_NOTICE, "Minä päivinä sauna on lämpimänä?"), _both(_has("tiistai"), _has("perjantai"))),
    Case("tr-lift", _rag(TR_NOTICE, "Asansör ne zaman çalışmayacak?"), _any("5 Mart", "10:00-15:00")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool(parse_docstring=True)
def book_court(sport: Literal["tennis", "padel", "squash"], start: str, hours: int = 1) -> str:
    """Book a sports court at the club.

    Args:
        sport: Which kind of court to book.
        start: Start time on the 24-hour clock, HH:MM.
        hours: How long to book it for, in whole hours.
    """
    return "booked"


@tool
def dilution_volume(stock_molar: float, target_molar: float, final_ml: float) -> float:
    """Volume of stock solution needed to make a dilution (C1V1 = C2V2).

    Parameters
    ----------
    stock_molar : float
        Concentration of the stock solution, in mol/L.
    target_molar : float
        Concentration wanted, in mol/L.
    final_ml : float
        Final volume wanted, in millilitres.
    """
    return 0.0


@tool
def submit_meter_reading(
    flat: Annotated[str, "flat number, e.g. 3B"],
    reading_m3: Annotated[float, "the water meter reading in cubic metres"],
) -> str:
    """Submit this month's water meter reading for a flat."""
    return "ok"


@tool
def set_light_scene(room: str, scene: Literal["warm", "cool", "daylight"]) -> str:
    """Set the lighting scene of a room in the smart home."""
    return "ok"


@tool
def find_hotels(city: str, max_price_eur: int | None = None, pets_allowed: bool = False) -> list:
    """Search hotels in a city, optionally under a nightly price and only those that accept pets."""
    return []


@tool
def latest_release(package: str) -> str:
    """Newest version of a Python package published on PyPI."""
    return "1.0"


@tool
def installed_version(package: str) -> str:
    """Version of a Python package installed in the current environment."""
    return "1.0"


@tool
def cancel_booking(booking_ref: str) -> str:
    """Cancel a booking by its reference, for example BK-48213."""
    return "cancelled"


@tool
def weather_now(city: str) -> str:
    """Current weather conditions in a city."""
    return "sunny"


@tool
def set_timer(seconds: int) -> str:
    """Start a countdown timer for the given number of seconds."""
    return "started"


@tool
def add_to_playlist(playlist: str, songs: list[str]) -> str:
    """Add songs to one of the user's playlists."""
    return "ok"


_VERSIONS = [latest_release, installed_version]


def _hotel_ok(out) -> bool:
    if (args := _call_args(out, "find_hotels")) is None:
        return False
    return (str(args.get("city", "")).strip().lower() == "ghent" and args.get("pets_allowed") is True
            and args.get("max_price_eur") is None)


TOOLS = [
    Case("tool-court-google-doc", _calls([book_court], "Grab me a padel court at 18:00 for two hours."),
         _call("book_court", sport=_eq("padel"), start=_eq("18:00"), hours=_num_near(2))),
    Case("tool-dilution-numpy-doc", _calls([dilution_volume],
                                           "How much 2 M stock do I need to make 500 ml of a 0.1 M solution?"),
         _call("dilution_volume", stock_molar=_num_near(2), target_molar=_num_near(0.1), final_ml=_num_near(500))),
    Case("tool-meter-annotated", _calls([submit_meter_reading], "Submit 412.7 m³ as the water reading for flat 3B."),
         _call("submit_meter_reading", flat=_one_of("3B"), reading_m3=_num_near(412.7))),
    Case("tool-light-literal", _calls([set_light_scene], "Make the bedroom lights warm."),
         _call("set_light_scene", room=_one_of("bedroom"), scene=_eq("warm"))),
    Case("tool-hotel-optional", _calls([find_hotels], "Find a pet-friendly hotel in Ghent."), _hotel_ok),
    Case("agent-installed", _agent(_VERSIONS, "Which numpy version am I running locally?"),
         _call("installed_version", package=_one_of("numpy"))),
    Case("agent-latest", _agent(_VERSIONS, "Has a newer version of polars come out on PyPI?"),
         _call("latest_release", package=_one_of("polars"))),
    Case("agent-goldfish", _agent(_VERSIONS, "Suggest a good name for my new goldfish."), _must_state),
    Case("tool-cancel-no-ref", _calls([cancel_booking], "Please cancel my booking for Saturday."), _no_call),
    Case("tool-weather-tr", _calls([weather_now], "İzmir'de hava nasıl?"),
         _call("weather_now", city=_one_of("İzmir", "Izmir"))),
    Case("tool-timer-words", _calls([set_timer], "Set a timer for two and a half minutes."),
         _call("set_timer", seconds=_num_near(150))),
    Case("tool-playlist-list", _calls([add_to_playlist], "Add 'Teardrop' and 'Angel' to my Sunday Chill playlist."),
         _call("add_to_playlist", playlist=_one_of("Sunday Chill"),
               songs=lambda v: isinstance(v, list) and sorted(v) == ["Angel", "Teardrop"])),
]


# --- structured output ----------------------------------------------------------------------------

class Party(BaseModel):
    name: str
    country: str


class Shipment(BaseModel):
    sender: Party
    recipient: Party
    weight_kg: float


class Appointment(BaseModel):
    clinician: str = Field(description="who the patient will see")
    time: str = Field(description="24-hour time, HH:MM")
    room: str | None = Field(default=None, description="room number, if given")


class Tone(str, Enum):  # noqa: UP042  (the way learners write it)
    calm = "calm"
    angry = "angry"
    anxious = "anxious"


class ToneCheck(BaseModel):
    tone: Tone = Field(description="the customer's emotional tone")


class Stack(BaseModel):
    languages: list[str] = Field(description="programming languages the text mentions")


class ReturnCheck(BaseModel):
    within_window: bool = Field(description="True if the purchase is within the 14-day return window")


CODE_SCHEMA = {
    "title": "CodeLanguage",
    "description": "The programming language a code snippet is written in.",
    "type": "object",
    "properties": {"language": {"type": "string", "enum": ["python", "rust", "go", "javascript"]}},
    "required": ["language"],
}


def _shipment_ok(p) -> bool:
    return ("de vries" in p.sender.name.lower() and "netherlands" in p.sender.country.lower()
            and "mensah" in p.recipient.name.lower() and p.recipient.country.lower() == "ghana"
            and abs(p.weight_kg - 2.3) < 1e-9)


STRUCTURED = [
    Case("schema-nested-shipment", _structured(Shipment, "A 2.3 kg parcel from Anneke de Vries in the Netherlands "
                                                         "to Kofi Mensah in Ghana."), _parsed(_shipment_ok)),
    Case("schema-optional-room", _structured(Appointment, "You're booked with Dr Eliška Novák at 08:40 tomorrow."),
         _parsed(lambda p: "novák" in p.clinician.lower() and p.time == "08:40" and p.room in (None, ""))),
    Case("schema-enum-tone", _structured(ToneCheck, "I've called THREE times and nobody has fixed my heating. "
                                                    "This is completely unacceptable!", "Assess the message."),
         _parsed(lambda p: p.tone == Tone.angry)),
    Case("schema-list-languages", _structured(Stack, "We rewrote the billing service from Go to Rust but kept the "
                                                     "Python scripts for the reports."),
         _parsed(lambda p: {x.lower() for x in p.languages} == {"go", "rust", "python"})),
    Case("schema-bool-window", _structured(ReturnCheck, "I bought these headphones 20 days ago and want to send "
                                                        "them back.", "Check the return request."),
         _parsed(lambda p: p.within_window is False)),
    Case("schema-json-enum-code", _structured(CODE_SCHEMA, 'fn main() { let v: Vec<i32> = vec![1, 2, 3]; '
                                                           'println!("{:?}", v); }', "Identify the language."),
         _parsed(lambda p: isinstance(p, dict) and p.get("language") == "rust")),
]


# --- label prompts: XML tags, numbered options, "Answer A, B or C" --------------------------------

LABELS = [
    Case("label-xml", _ask("<task>Classify the ticket.</task>\n<labels>billing, outage, feature_request</labels>\n"
                           "<ticket>Since 9am none of our dashboards load and the API returns 503.</ticket>\n"
                           "Reply with the label only."), _only("outage", "<label>outage</label>")),
    Case("label-numbered", _ask("Which department should handle this guest message?\n1. Kitchen\n2. Housekeeping\n"
                                "3. Front desk\nMessage: There are no clean towels in room 214.\n"
                                "Answer with the number only."), _only("2", "2.")),
    Case("label-abc", _ask("Is the statement A) a fact, B) an opinion or C) a prediction?\n"
                           "Statement: Vinyl records sound warmer than streaming.\nAnswer A, B or C."),
         _only("B", "B)")),
]


# --- grading prompts in new wordings ---------------------------------------------------------------

class Resolves(BaseModel):
    resolves: bool = Field(description="True if the answer actually addresses the user's question")


class DocGrade(BaseModel):
    verdict: Literal["pass", "fail"] = Field(description="pass if the document helps answer the question")


GRADERS = [
    Case("grade-relevant-text", _ask("You are checking whether a retrieved passage helps answer a user query.\n\n"
                                     "Passage: Season tickets can be paid in ten monthly instalments at no extra "
                                     "cost.\nQuery: Can I spread the cost of a season ticket?\n\n"
                                     "Respond with 'relevant' or 'irrelevant' only."), _only("relevant")),
    Case("grade-grounded-text", _ask("FACTS:\nThe museum opens at 10:00 and closes at 17:00 on weekdays; on "
                                     "Saturdays it closes at 20:00.\n\nSTUDENT ANSWER: The museum stays open until "
                                     "20:00 on weekdays.\n\nIs the student answer grounded in the facts? Reply "
                                     "'grounded' or 'not grounded'."), _only("not grounded")),
    Case("grade-answer-schema", _structured(Resolves, "Question: How long is the warranty on the blender?\n"
                                                      "Answer: Our shop on Dale Street is open from 9 to 5.",
                                            "Decide whether the answer addresses the question."),
         _parsed(lambda p: p.resolves is False)),
    Case("grade-doc-pass-fail", _structured(DocGrade, "Document: The 2026 bike-share tariff: a day pass costs €6 "
                                                      "and the first 30 minutes of each ride are free.\n"
                                                      "Question: How much is a day pass for the bikes?",
                                            "Grade the document against the question."),
         _parsed(lambda p: p.verdict == "pass")),
]


# --- JSON by example ------------------------------------------------------------------------------

def _basket_ok(o) -> bool:
    items = o.get("items")
    if not isinstance(items, list):
        return False
    got = {(str(i.get("name", "")).lower().rstrip("s"), i.get("qty")) for i in items if isinstance(i, dict)}
    return got == {("croissant", 3), ("baguette", 2)}


JSON_CASES = [
    Case("json-film", _ask('Give me JSON shaped like {"title": "", "year": 0, "director": ""}.\n'
                           "Text: Akira Kurosawa made Seven Samurai in 1954."),
         _json(lambda o: o.get("title") == "Seven Samurai" and o.get("year") == 1954
               and "kurosawa" in str(o.get("director", "")).lower())),
    Case("json-basket", _ask('Convert the order to JSON following this example: {"items": [{"name": "apple", '
                             '"qty": 1}]}\nOrder: 3 croissants and 2 baguettes'), _json(_basket_ok)),
    Case("json-pii", _ask('Does the message contain personal data? Answer in JSON as {"contains_pii": true} or '
                          '{"contains_pii": false}.\nMessage: Hi, I\'m John Baptiste, call me on 07700 900123.'),
         _json(lambda o: o.get("contains_pii") is True)),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-landlord-his", _thread("My landlord is Mr Haddad and he lives downstairs.", "Good to know.",
                                        "Remind me, what's his name?"), _has("Haddad")),
    Case("thread-room-correction", _thread("The workshop is in room 12.", "Room 12, got it.",
                                           "Correction: it's room 21, not 12.", "Thanks, updated.",
                                           "Which room is the workshop in?"), _corrected("21", "12")),
    Case("thread-dog-return", _thread("My dog Biscuit is 4 years old.", "Lovely!", "How far away is the Moon?",
                                      "About 384,400 km on average.", "And how old did I say my dog is?"),
         _word("4", "four")),
    Case("thread-savings", _thread("I have 1,200 euros saved and I add 150 every month.", "Nice habit!",
                                   "How much will I have after 6 months?"), _any("2,100", "2100")),
    Case("thread-digest-she", _notes_thread(DIGEST, "Who posted about the ARM64 build?", "Priya Nair.",
                                            "What did she suggest?"), _has("CFLAGS=-O1")),
]


# --- small talk, arithmetic, world knowledge, things nothing offline could know -------------------

DIRECT = [
    Case("chat-tr-merhaba", _ask("Merhaba! Nasılsın?"), _none_of("don't know", "bilmiyorum")),
    Case("chat-cs-dekuji", _ask("Ahoj, moc děkuji za pomoc!"), _none_of("don't know", "nevím")),
    Case("math-minutes", _ask("How many minutes are in 3.5 hours?"), _word("210")),
    Case("world-mercury", _ask("Which planet is closest to the Sun?"), _has("Mercury")),
    Case("world-match-tonight", _ask("What was the score in tonight's Ajax v PSV match?"), _must_state),
    Case("world-inbox", _ask("How many unread emails do I have?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
