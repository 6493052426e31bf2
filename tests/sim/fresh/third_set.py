"""A third invented set for the simulator's calibration (issue 26), measured at FIRST SIGHT.

Written after ``calibration_cases`` and ``second_set`` and before any simulator change made for
it, in topics and formats neither the course's data nor those sets use: a JSON API response as
notes, a markdown table of SLAs, a meeting transcript with speaker names, a Keep-a-Changelog
changelog, a Chinese FAQ, a bulleted packing list, a man-page excerpt; a learner's typed tools in
new domains (a table booking with party size and time, a unit price by SKU, a timezone converter,
a dosage calculator, a currency converter with codes in words); label prompts with new labels
(with and without "or", a list after a colon, labels in Chinese); JSON by example and in words;
Pydantic schemas with nested objects, Optional, Literal and list fields; threads with facts the
user stated and pronoun follow-ups; small talk and questions about the assistant in English and
Chinese; questions the notes cannot answer; world-knowledge questions.

Each case has an oracle: the right answer(s) with alternatives, or ``_must_state`` (nothing
offline could know it: only a stated limit is not wrong). Classes as in the earlier sets:
``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong`` (silently wrong); a
``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT (main at 66bbcea, before any change made for this set), 46 cases:
right 19, stated limit 19, silently wrong 8, false alarms 1 (a limit on a reply that was right
anyway: tool-sku-missing, where no call was right but the reply stated a knowledge limit).
The silently wrong: api-eta, meeting-runbook, changelog-deprecated and thread-pronoun-meeting
("I don't know." with the answer in the notes), changelog-pg (the sentence, not its version),
tool-timezone (the whole question as one argument), tool-dosage (the two numbers swapped),
json-words-count (0 for a count it did not make).

AFTER the mechanisms this set's failures called for (each checked on variants in
``test_third_set``): right 20, stated limit 26, silently wrong 0, false alarms 1 (the same
tool-sku-missing). The eight became: the four "I don't know"s a documents limit
(a sentence holding every word of the question; a when-question whose sentence states a date; a
question whose only uncovered word is a value in a heading of the same document), the version
question a form limit, the dosage right, the time-zone call no call with a limit, the JSON count
a stated limit. Measured again at a0d555d (main, with later mechanisms) and on branch limits5:
right 21, stated limit 25, silently wrong 0, false alarms 1 (one stated limit became right).

calib8 (branch calib8): unchanged, right 21, stated limit 25, silently wrong 0, false alarms 2,
both left on purpose: tool-sku-missing (no call is right; the reply states that the question
holds no SKU, the limit issue 26 asks for when a required argument has no value of its type) and
label-or (HARDWARE or SOFTWARE for a grinding fan: the choice needs world knowledge of what is
hardware; the first option with a "cannot choose" limit, which happens to be right).

``python -m tests.sim.fresh.third_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _any,
    _ask,
    _call,
    _calls,
    _eq,
    _has,
    _honest,
    _json,
    _must_state,
    _no_call,
    _none_of,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _rag,
    _structured,
    _thread,
    report,
    tally,
)

# --- grounded answers over notes in new formats -------------------------------------------------

API_JSON = """{
  "order": {
    "id": "ORD-55120",
    "status": "in_transit",
    "carrier": "Nordpost",
    "estimated_delivery": "2026-04-09",
    "items": [
      {"sku": "LMP-204", "name": "desk lamp", "qty": 2},
      {"sku": "CBL-010", "name": "usb-c cable", "qty": 5}
    ]
  }
}
"""
SLA_TABLE = """## Support SLAs

| Tier     | First response | Resolution target | Channels          |
|----------|----------------|-------------------|-------------------|
| Bronze   | 24 hours       | 5 business days   | email             |
| Silver   | 8 hours        | 3 business days   | email, chat       |
| Gold     | 1 hour         | 1 business day    | email, chat, phone|
"""
MEETING = """[10:02] Priya: Okay, the vendor demo slipped, it's now on the 22nd.
[10:03] Marcus: Then I'll push the security review to the following Monday.
[10:05] Priya: Fine. Helga, can you own the migration runbook?
[10:05] Helga: Yes, I'll have a draft by Thursday.
[10:07] Marcus: Budget for the pilot stays at 40,000 euros.
"""
KEEP_CHANGELOG = """# Changelog
All notable changes to this project will be documented in this file.

## [Unreleased]
### Added
- Webhook retries with exponential backoff.

## [1.8.0] - 2026-02-11
### Added
- Support for PostgreSQL 16.
### Deprecated
- The `--legacy-auth` flag.

## [1.7.2] - 2025-12-03
### Security
- Patched a path traversal in the file upload handler.
"""
ZH_FAQ = """常见问题

问：会员卡可以转让吗？
答：不可以，会员卡仅限本人使用。

问：停车收费吗？
答：会员每天免费停车两小时，超出部分每小时五元。
"""
PACKING = """Hut trip packing list
- sleeping bag liner (the huts provide blankets)
- headlamp + spare batteries
- 2 litres of water capacity
- cash: the Lindenhütte takes no cards
- earplugs
"""
MAN_PAGE = """TAR-LITE(1)                    User Commands                   TAR-LITE(1)

NAME
       tar-lite - a minimal archiver

SYNOPSIS
       tar-lite [-c|-x] [-z] -f ARCHIVE [FILE...]

OPTIONS
       -c     create a new archive
       -x     extract files from an archive
       -z     filter the archive through gzip
       -f ARCHIVE
              use archive file ARCHIVE
"""

GROUNDED = [
    Case("api-carrier", _rag(API_JSON, "Which carrier is delivering order ORD-55120?"), _has("Nordpost")),
    Case("api-eta", _rag(API_JSON, "When is the order expected to arrive?"), _any("2026-04-09", "9 April", "April 9")),
    Case("api-cables", _rag(API_JSON, "How many usb-c cables are in the order?"), _any("5", "five")),
    Case("sla-gold-response", _rag(SLA_TABLE, "What is the first response time for the Gold tier?"), _any("1 hour", "one hour")),
    Case("sla-silver-channels", _rag(SLA_TABLE, "Which channels does Silver support include?"), _has("email", "chat")),
    Case("meeting-demo", _rag(MEETING, "When is the vendor demo now?"), _any("22nd", "22")),
    Case("meeting-runbook", _rag(MEETING, "Who owns the migration runbook?"), _has("Helga")),
    Case("meeting-budget", _rag(MEETING, "What is the budget for the pilot?"), _any("40,000", "40000", "40 000")),
    Case("changelog-pg", _rag(KEEP_CHANGELOG, "Which release added PostgreSQL 16 support?"), _has("1.8.0")),
    Case("changelog-deprecated", _rag(KEEP_CHANGELOG, "What was deprecated in 1.8.0?"), _has("legacy-auth")),
    Case("zh-faq-transfer", _rag(ZH_FAQ, "会员卡能给别人用吗？"), _any("不可以", "不能", "仅限本人")),
    Case("zh-faq-parking", _rag(ZH_FAQ, "会员停车免费多久？"), _any("两小时", "2小时", "两个小时", "2 小时")),
    Case("packing-cash", _rag(PACKING, "Do I need cash for the Lindenhütte?"), _any("cash", "no cards", "yes")),
    Case("man-extract", _rag(MAN_PAGE, "Which tar-lite option extracts files from an archive?"), _has("-x")),
    Case("man-gzip", _rag(MAN_PAGE, "How do I make tar-lite compress with gzip?"), _has("-z")),
    # the notes do not hold these
    Case("api-absent", _rag(API_JSON, "How much did the desk lamps cost?"), _honest),
    Case("sla-absent", _rag(SLA_TABLE, "How much does the Gold tier cost per month?"), _honest),
    Case("zh-faq-absent", _rag(ZH_FAQ, "健身房几点关门？"), _honest),
]


# --- a learner's own typed tools in new domains ---------------------------------------------------


@tool
def book_table(party_size: int, time: str, restaurant: str) -> str:
    """Book a restaurant table for a party at a time (HH:MM, 24-hour clock)."""
    return "booked"


@tool
def unit_price(sku: str) -> float:
    """Look up the unit price of a product by its SKU (like LMP-204)."""
    return 0.0


@tool
def convert_timezone(time: str, from_tz: str, to_tz: str) -> str:
    """Convert a clock time (HH:MM) from one IANA time zone to another, e.g. Europe/Paris."""
    return "00:00"


@tool
def dosage(weight_kg: float, mg_per_kg: float) -> float:
    """Compute a drug dose in mg from the patient's weight in kg and the dose per kg."""
    return 0.0


@tool
def exchange(amount: float, source: str, target: str) -> float:
    """Convert an amount of money between currencies, given as ISO 4217 codes."""
    return 0.0


TOOLS = [
    Case("tool-table", _calls([book_table], "Book a table for 6 at Osteria Lupa at 19:30 tonight."),
         _call("book_table", party_size=_eq(6), time=_one_of("19:30"), restaurant=_one_of("Osteria Lupa"))),
    Case("tool-sku", _calls([unit_price], "What does one CBL-010 cost?"), _call("unit_price", sku=_eq("CBL-010"))),
    Case("tool-sku-missing", _calls([unit_price], "How much is that lamp I looked at yesterday?"), _no_call),
    Case("tool-timezone", _calls([convert_timezone], "If it's 09:00 in Europe/Berlin, what time is it in America/New_York?"),
         _call("convert_timezone", time=_eq("09:00"), from_tz=_eq("Europe/Berlin"), to_tz=_eq("America/New_York"))),
    Case("tool-dosage", _calls([dosage], "The child weighs 18 kg and the dose is 15 mg per kg. How many mg?"),
         _call("dosage", weight_kg=_num_near(18), mg_per_kg=_num_near(15))),
    Case("tool-currency-words", _calls([exchange], "How many Swiss francs do I get for 300 Canadian dollars?"),
         _call("exchange", amount=_num_near(300), source=_eq("CAD"), target=_eq("CHF"))),
    Case("agent-table", _agent([book_table, unit_price], "Can you get us a table for two at Blue Door at 20:15?"),
         _call("book_table", party_size=_eq(2), time=_one_of("20:15"), restaurant=_one_of("Blue Door"))),
]


# --- a learner's own structured-output schemas ----------------------------------------------------


class Dimensions(BaseModel):
    width_cm: float
    height_cm: float


class Listing(BaseModel):
    item: str = Field(description="what is being sold")
    price_eur: float | None = Field(default=None, description="asking price in euros, if given")
    condition: Literal["new", "used", "broken"]
    size: Dimensions


class Incident(BaseModel):
    services: list[str] = Field(description="names of the affected services")
    customer_facing: bool


class Rsvp(BaseModel):
    attending: bool
    plus_ones: int = Field(default=0, description="number of extra guests")
    dietary: str | None = Field(default=None, description="dietary restriction, if any")


STRUCTURED = [
    Case("schema-listing-nested", _structured(Listing, "Selling my used oak bookshelf, 80 cm wide and 180 cm tall, 60 euros."),
         _parsed(lambda p: "bookshelf" in p.item.lower() and p.condition == "used" and p.price_eur == 60
                 and p.size.width_cm == 80 and p.size.height_cm == 180)),
    Case("schema-incident-list", _structured(Incident, "Outage: checkout-api and payments-gateway returned 502s to shoppers for 20 minutes."),
         _parsed(lambda p: {s.strip() for s in p.services} == {"checkout-api", "payments-gateway"} and p.customer_facing)),
    Case("schema-rsvp", _structured(Rsvp, "Yes, I'll come, bringing one friend. I'm vegetarian."),
         _parsed(lambda p: p.attending is True and p.plus_ones == 1 and (p.dietary or "").lower().startswith("vegetarian"))),
]


# --- label prompts with new labels ------------------------------------------------------------------

LABELS = [
    Case("label-colon-no-or", _ask("Classify the message. Categories: Refund, Delivery, Account.\n"
                                   "Message: I still haven't received the parcel you shipped two weeks ago."),
         _only("Delivery")),
    Case("label-or", _ask("Is this request about HARDWARE or SOFTWARE? Answer with one word.\n"
                          "Request: My laptop's fan makes a grinding noise and the case gets very hot."),
         _only("HARDWARE")),
    Case("label-negative-words", _ask("Sentiment (positive / negative / neutral), one word only:\n"
                                      "The lid cracked on day two and support never answered. Awful."),
         _only("negative")),
    Case("label-zh", _ask("判断这条留言的意图，只能回答以下之一：投诉、咨询、表扬。\n留言：你们的客服小王态度特别好，谢谢！"),
         _only("表扬")),
]


# --- JSON by example and in words ---------------------------------------------------------------------

JSON_CASES = [
    Case("json-example-flight", _ask('Give me JSON like {"flight": "XX000", "gate": "A1"} for this announcement.\n'
                                     "Announcement: Flight LX318 to Zurich now boards at gate B12."),
         _json(lambda o: o.get("flight") == "LX318" and o.get("gate") == "B12")),
    Case("json-words-count", _ask("Output a JSON object with a field word_count (an integer) for the sentence below.\n"
                                  "Sentence: The quick brown fox jumps."),
         _json(lambda o: o.get("word_count") == 5)),
]


# --- threads: stated facts, pronouns -----------------------------------------------------------------

THREADS = [
    Case("thread-team", _thread("My team is Falcon, we handle payments.", "Got it.", "Which team am I on?"), _has("Falcon")),
    Case("thread-allergy", _thread("I'm allergic to peanuts.", "Thanks for telling me.", "What am I allergic to?"),
         _has("peanut")),
    Case("thread-zh-pet", _thread("我的猫叫团子。", "好可爱的名字！", "我的猫叫什么？"), _has("团子")),
    Case("thread-pronoun-meeting", lambda llm: llm.invoke([
        SystemMessage("Answer from the context.\n\nContext:\n" + MEETING), HumanMessage("Who is writing the migration runbook?"),
        AIMessage("Helga owns the migration runbook."), HumanMessage("By when will she have a draft?")]),
        _has("Thursday")),
]


# --- small talk, the assistant itself, world knowledge ---------------------------------------------

DIRECT = [
    Case("chat-evening", _ask("Hey there, hope your evening is going well!"), _none_of("don't know", "can't")),
    Case("chat-what-can-you-do", _ask("What kinds of things can you help me with?"), _none_of("don't know")),
    Case("chat-zh-hello", _ask("晚上好，你今天过得怎么样？"), _none_of("不知道", "don't know")),
    Case("chat-zh-name", _ask("你叫什么名字？"), _none_of("不知道", "don't know")),
    Case("world-planet", _ask("Which planet is closest to the Sun?"), _has("Mercury")),
    Case("world-obscure", _ask("Who was the mayor of Tromsø in 1962?"), _must_state),
    Case("world-stock", _ask("What is Nvidia's share price right now?"), _must_state),
    Case("direct-poem", _ask("Compose a short sonnet about a lighthouse keeper."), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
