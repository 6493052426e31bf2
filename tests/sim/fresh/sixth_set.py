"""A sixth invented set for the simulator's calibration (issue 26), measured at FIRST SIGHT.

Written after ``calibration_cases``, ``second_set``, ``third_set``, ``fourth_set`` and ``fifth_set``
and before any simulator change made for it, in topics and formats none of them nor the course's
data uses: an RFC-style spec with MUST/SHOULD/MAY, a numbered lease clause list, a cooking
conversion chart, a museum floor guide, an orbital-mechanics glossary as a definition list, a
train delay-compensation policy with thresholds, a SQL schema with comments, SRT subtitles, an
Italian and a Portuguese notice, a Makefile with comments, an iCalendar event, a protobuf message,
a crontab; questions that need a count or a comparison over the notes; a learner's tools with
Decimal, UUID, an IntEnum, a nested dict argument, ``Annotated`` descriptions and defaults, and
``create_agent`` with five tools whose names overlap in meaning; ``with_structured_output`` on a
TypedDict and on JSON-schema dicts; label prompts phrased as questions and with labels in quotes
or code spans; JSON by example with nested objects; threads with "the first one", "the last
one", "that", "same for X"; small talk in Chinese and German; world knowledge; things nothing
offline could know.

Each case has an oracle, written and committed before the set was first run: the right answer(s)
with alternatives, or ``_must_state`` (nothing offline could know it: only a stated limit is not
wrong). Classes as in the earlier sets: ``right``, ``limit`` (a limit was stated, whatever the
reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT (branch sixth from main at 93cc5a0, one run, oracles committed first in 1f13ff9 and
none changed after it), 53 cases: right 18, stated limit 18, silently wrong 17, false alarms 4
(tool-refund-no-id: no call, right, with a limit saying why; js-campsite and label-quoted: right
values with a limit; chat-de-wer: German "who are you?" answered with a knowledge limit). The
silently wrong, by class:

- "I don't know." with the answer in the notes: museum-lockers ("a locker" vs "lockers"),
  delay-75 (75 minutes inside the "60 to 119 minutes" band), sql-return-column (an SQL comment,
  "come back" vs "returned"), cron-digest (the crontab comment "on Mondays").
- A line-per-record document quoted whole or by the wrong lines: museum-ship-models,
  museum-count-level1 and museum-absent (the whole floor guide, also for a question it does not
  answer), proto-field-number (the whole message block), ics-location (BEGIN:VCALENDAR and the
  SUMMARY line, not LOCATION).
- A tool argument made of the question's words: agent-orders-of and agent-tier (an ``email``
  argument "List orders placed mia.k shop.test", with an address in the question),
  tool-table-annotated (``restaurant`` = "Book table four Casa Lume ..."); tool-water-defaults
  (``repeat_daily`` left at its default with "every day" in the question).
- A follow-up's ordinal reference not resolved: thread-first-one, thread-last-one ("the first /
  last one" of the previous answer's list: "I don't know.").
- Label prompts phrased as a question: label-question-form ("Is this a bug report, a feature
  request or a question?" answered "I don't know."), label-question-yes-no ("no" for a sentence
  holding "3 March").

Stated limits worth a look though not counted wrong: the UUID, the IntEnum and the nested dict
argument made calls with junk values (``payment_id=""``, ``priority=0``, ``ticket_key`` = the
question's words, ``changes={}``) AND a limit; both nested JSON-by-example prompts flattened the
nested object with a limit; world-boiling is a knowledge limit.

AFTER (branch sixth, issue 26 items 1-2, no oracle changed; each mechanism checked on variants
outside the set in ``test_sixth_variants``, each of which fails on main's code): right 24, stated
limit 19, silently wrong 10, false alarms 4.

- Tool arguments of a value kind (fixed): a string argument named or formatted as an email, a
  URL, a phone number or a UUID takes a value of that kind or states a limit (agent-orders-of,
  agent-tier right; tool-refund-decimal right, was a limit); a field described as a name ("the
  restaurant's name") takes the question's name (tool-table-annotated right).
- Line-per-record documents (fixed): a paragraph of fixed-width table rows or code lines is read
  line by line, and "06:30" is no "key: value" colon (museum-ship-models, proto-field-number
  right; museum-count-level1 now quotes the Level 1 line, but does not count: still wrong).
- Question-form label prompts (fixed for the options): "Is this A, B or C? Reply with just the
  category." reads A, B, C as its labels (label-question-form: a stated limit, it cannot choose).
- A near miss (partly): when the closest sentences carry the answered share of the question and
  miss only a figure it names, a stated documents limit, not "I don't know." (delay-75).
  cron-digest (the form "which day" missed) stays "I don't know.": widening the rule to a missed
  form changed notebook 04's out-of-scope answers, where "I don't know." is right.

Still silently wrong: museum-lockers, sql-return-column, cron-digest ("I don't know." with the
answer in the notes), museum-count-level1 (no count), museum-absent and ics-location (lines near
the subject: "ticket desk" for a ticket price, SUMMARY for "where"), tool-water-defaults (a
boolean left at its default), label-question-yes-no (a judgement answered "no"), thread-first-one
and thread-last-one ("the first / last one": branch silent6 works on that class).

MERGED (main, sixth with silent6 and ports4): right 24, stated limit 21, silently wrong 8, false
alarms 4. thread-first-one and thread-last-one are stated conversation limits now (silent6: a
reference to an earlier answer's item it does not resolve); the other eight as above.

AFTER sixth2 (branch sixth2 from main at d74623a, issue 26 items 1-2, no oracle changed; each fix
checked on variants outside the set in ``test_sixth_variants``, each of which fails on main's
code): right 25, stated limit 25, silently wrong 3, false alarms 4.

- A boolean tool argument the question names by its name's words ("every day" for
  ``repeat_daily``: an "-ly" name's unit) is set True, False after a negation just before it;
  an unnamed one keeps its default (tool-water-defaults right).
- A yes/no grade asked of the prompt's own text with no document to grade gives the safe value
  with a stated limit, not a confident "no" (label-question-yes-no: a limit).
- The answer's form: when the picked sentences hold no place for "where" (time phrases such as
  "on the first Sunday" are no place), no figure, currency or "free" for "how much is / does",
  no figure or number word for "how many / how much <noun>" (record labels such as a table
  row's "Level 0", and figures the question gives, set aside), the reply quotes them with a
  stated documents limit (ics-location, museum-absent, museum-count-level1: limits).

Still silently wrong: museum-lockers, sql-return-column, cron-digest ("I don't know." with the
answer in the notes; the less dangerous class, left for a later branch).

AFTER calib8 (branch calib8, issue 26 items 1-2, no oracle changed; each fix checked on variants
outside the set in ``test_calib8_variants``, which fail on main's code): right 26, stated limit
27, silently wrong 0, false alarms 4.

- "#" comments of a text that is all comments and source (a crontab, a shell script, TOML, INI,
  a Makefile) are sentences, not markdown headings, which are never answered from (cron-digest
  right: "send the weekly digest on Mondays at 07:00").
- "I don't know." while the closest sentences share a word of the question beyond the notes'
  title and pin it (two of its words on one line, one with a value of the asked kind, or a
  specific word one or two lines name) and every word they miss is an everyday English word:
  a stated documents limit, "the notes may say it in other words" (museum-lockers: "locker"
  named, "leave", "backpack" not; sql-return-column: "book" and "back" on the due_back line).
  Thresholds ``said_otherwise_*`` in data/sim/thresholds.yaml; the sets' honest "I don't know"s
  (lease-absent, yaml-absent, toml-absent, hosp-absent share only the notes' title or topic) and
  notebooks 01-08 are unchanged.
- Small talk in other languages (Spanish, French, German, Italian, Portuguese, Dutch, Swedish,
  Japanese cues in data/sim/smalltalk.yaml; the message's other words everyday words of its own
  language, by wordfreq, or Japanese hiragana endings) is small talk with the English reply:
  chat-de-wer right (was a knowledge limit on a right reply), so right 27, stated limit 26,
  silently wrong 0, false alarms 3.
- A label prompt whose options are an urgency scale (named levels, or codes such as P1 / SEV2
  ranked by their number) gets the most urgent option for a message with urgency cues ("come
  now", "flooding", "failing for every customer"), the least urgent for one with calm cues ("no
  rush", "a typo"); with neither, or both, the limit stands (cues in data/sim/lexicons.yaml,
  course_lib/sim/responders/urgency.py): label-quoted right with no limit.
- A yes/no field of a JSON schema on whether a thing is allowed, included or offered
  ("dogs_allowed": ``permission_field_words`` in data/sim/lexicons.yaml) is read from a text that
  names the thing, False after a negation (the tool arguments' ``flag_named``): js-campsite right
  with no limit.

AFTER calib8: right 29, stated limit 24, silently wrong 0, false alarms 1 (tool-refund-no-id: no
call is right, and the reply states that the question holds no payment id; the issue asks for
exactly that limit when a required argument has no value of its type, so it is left).

``python -m tests.sim.fresh.sixth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from decimal import Decimal
from enum import IntEnum
from typing import Annotated
from uuid import UUID

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from typing_extensions import TypedDict

from tests.sim.fresh._oracles import (
    Case,
    _agent,
    _any,
    _ask,
    _but_not,
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

RFC_SPEC = """Tern Sync Protocol, version 2 (draft)

3.1. Requests

   A client MUST include the "Tern-Session" header in every request after the handshake.
   A client SHOULD NOT send more than 8 requests per second on one session.
   A server MAY close a session that has been idle for longer than 300 seconds.

3.2. Errors

   A server MUST answer an unknown opcode with status 4012 and MUST NOT close the session.
   A client receiving status 4290 SHOULD wait at least 2 seconds before retrying.
"""
LEASE = """RESIDENTIAL LEASE -- Flat 3B, 14 Quayside Row

1. Term. The lease runs for twelve (12) months from 1 February 2027.
2. Rent. Rent of GBP 1,340 is payable monthly in advance, on the first day of each month.
3. Deposit. The Tenant pays a deposit equal to five weeks' rent, held in a protected scheme.
4. Pets. No animals may be kept at the property without the Landlord's written consent.
5. Notice. After the first six months, either party may end the lease by giving two months'
   written notice.
6. Repairs. The Landlord repairs the structure, heating and hot water; the Tenant replaces light
   bulbs and smoke-alarm batteries.
"""
CONVERSIONS = """Baking conversions (level cups, weights by ingredient)

| Ingredient          | 1 cup  | 1 tablespoon |
|---------------------|--------|--------------|
| Plain flour         | 125 g  | 8 g          |
| Caster sugar        | 200 g  | 12 g         |
| Butter              | 227 g  | 14 g         |
| Rolled oats         | 90 g   | 6 g          |

Oven: gas mark 4 = 180 °C = 350 °F; gas mark 6 = 200 °C = 400 °F.
"""
MUSEUM = """Harbour Museum -- floor guide

Level -1   Cloakroom, lockers, toilets, baby-changing room
Level 0    Main entrance, ticket desk, shop, café "The Anchor"
Level 1    Shipwrecks gallery; Navigation instruments; temporary exhibition "Ice Routes"
Level 2    Whaling history; Ship models; Children's discovery room
Level 3    Roof terrace (closed November to March)

Lifts are next to the ticket desk. Photography without flash is allowed everywhere except in
"Ice Routes".
"""
ORBITS = """Orbital mechanics: a short glossary

Apoapsis
    The point of an orbit farthest from the body being orbited.
Periapsis
    The point of an orbit closest to the body being orbited.
Inclination
    The angle between the orbital plane and a reference plane, usually the equator.
Delta-v
    The change in velocity a manoeuvre needs; a rocket's budget of it limits where it can go.
"""
DELAY = """Lakeline Rail -- delay compensation

If your train arrives at its destination late, you can claim:

- 30 to 59 minutes late: 25 % of the single fare
- 60 to 119 minutes late: 50 % of the single fare
- 120 minutes or more: 100 % of the single fare

Claims must be made within 28 days of travel. Season-ticket holders are paid in travel vouchers.
"""
SQL_SCHEMA = """-- library.sql: loans schema
CREATE TABLE members (
    member_id   INTEGER PRIMARY KEY,
    full_name   TEXT NOT NULL,
    joined_on   DATE NOT NULL          -- date of the first library card
);

CREATE TABLE loans (
    loan_id     INTEGER PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(member_id),
    isbn        TEXT NOT NULL,
    due_back    DATE NOT NULL,         -- the day the book must be returned (21 days after lending)
    fine_cents  INTEGER DEFAULT 0      -- 15 cents per day overdue, capped at 500
);
"""
SUBTITLES = """1
00:00:01,200 --> 00:00:04,000
Every night at nine, the keeper climbed the hundred steps.

2
00:00:04,500 --> 00:00:08,100
He trimmed the wick and wound the clockwork that turned the lens.

3
00:00:08,600 --> 00:00:12,000
In 1931 the light was electrified, and the keeper's job was gone.
"""
IT_NOTE = """Avviso ai condomini

Dal 9 al 13 dicembre l'ascensore della scala B sarà fermo per manutenzione. L'acqua calda
verrà sospesa giovedì 11 dicembre dalle 8 alle 14. Per urgenze chiamare il custode, signor
Bianchi, al numero 347 551 2094.
"""
PT_NOTE = """Aviso da farmácia

A Farmácia Central passa a abrir aos sábados das 9h às 13h. Aos domingos e feriados está
encerrada. As receitas eletrónicas podem ser levantadas com o cartão de cidadão.
"""
MAKEFILE = """# Makefile for the atlas-tiles project
.PHONY: tiles lint serve clean

tiles:      ## render the map tiles into build/tiles (takes ~20 min)
\tpython -m atlas.render --zoom 0-14 --out build/tiles

lint:       ## run ruff and mypy on the package
\truff check atlas && mypy atlas

serve:      ## serve build/tiles on http://localhost:8090
\tpython -m http.server 8090 --directory build/tiles

clean:      ## delete everything under build/
\trm -rf build/
"""
ICS = """BEGIN:VCALENDAR
BEGIN:VEVENT
UID:7731@rowing-club.test
DTSTART:20270314T090000
DTEND:20270314T113000
SUMMARY:Spring regatta briefing
LOCATION:Boathouse meeting room\\, Riverside Road 2
DESCRIPTION:Bring your membership card. Coxes arrive 15 minutes early.
END:VEVENT
END:VCALENDAR
"""
PROTO = """syntax = "proto3";

// A reader of the newsletter.
message Subscriber {
  string email = 1;            // unique, lower-case
  string display_name = 2;
  repeated string topics = 4;  // e.g. "science", "books"
  bool double_opt_in = 5;      // true once the confirmation link was clicked
  reserved 3;                  // was: phone
}
"""
CRONTAB = """# m  h  dom mon dow  command
# rotate the web logs every night at 03:15
15 3 * * *   /usr/local/bin/rotate-logs --keep 14
# send the weekly digest on Mondays at 07:00
0 7 * * 1    /usr/local/bin/send-digest
"""

GROUNDED = [
    Case("rfc-session-header", _rag(RFC_SPEC, "Does a client have to send the Tern-Session header on every request?"),
         _any("must", "yes")),
    Case("rfc-unknown-opcode", _rag(RFC_SPEC, "What status code does the server return for an opcode it doesn't "
                                              "recognise?"), _but_not(_has("4012"), "4290")),
    Case("lease-notice", _rag(LEASE, "How much notice do I need to give to end the lease?"),
         _but_not(_any("two months", "2 months"), "1,340")),
    Case("lease-bulbs", _rag(LEASE, "Who has to replace a dead light bulb, me or the landlord?"),
         _any("tenant")),
    Case("conv-sugar-cup", _rag(CONVERSIONS, "How many grams is one cup of caster sugar?"),
         _but_not(_has("200 g"), "125 g", "227 g", "90 g", "°C")),
    Case("museum-lockers", _rag(MUSEUM, "Where can I leave my backpack in a locker?"), _any("-1")),
    Case("museum-ship-models", _rag(MUSEUM, "Which floor are the ship models on?"),
         _but_not(_has("2"), "Level 1", "Level 0", "Level 3")),
    Case("museum-count-level1", _rag(MUSEUM, "How many exhibits or galleries are there on Level 1?"),
         _but_not(_any("three", "3"), "Level 0", "Level 2")),
    Case("orbit-periapsis", _rag(ORBITS, "What is periapsis?"), _but_not(_has("closest"), "farthest")),
    Case("delay-75", _rag(DELAY, "My train was 75 minutes late. How much of the fare do I get back?"),
         _but_not(_has("50"), "25 %", "100 %")),
    Case("delay-deadline", _rag(DELAY, "How long do I have to submit a claim?"), _has("28 days")),
    Case("sql-return-column", _rag(SQL_SCHEMA, "Which column records when a borrowed book has to come back?"),
         _has("due_back")),
    Case("srt-electrified", _rag(SUBTITLES, "In which year was the light electrified?"), _has("1931")),
    Case("it-acqua", _rag(IT_NOTE, "Quando manca l'acqua calda?"), _any("11 dicembre", "giovedì")),
    Case("pt-sabado", _rag(PT_NOTE, "A que horas abre a farmácia ao sábado?"), _any("9h", "9 h", "9:00")),
    Case("make-lint", _rag(MAKEFILE, "Which make target runs the type checker?"), _but_not(_any("lint"), "http.server", "rm -rf")),
    Case("ics-location", _rag(ICS, "Where is the regatta briefing held?"), _any("Boathouse")),
    Case("proto-field-number", _rag(PROTO, "What field number does display_name have?"),
         _but_not(_has("2"), "= 1", "= 4", "= 5")),
    Case("cron-digest", _rag(CRONTAB, "On which day is the weekly digest sent?"), _any("monday")),
    # the notes do not hold these
    Case("lease-absent", _rag(LEASE, "Is the flat furnished?"), _honest),
    Case("museum-absent", _rag(MUSEUM, "How much is a ticket for a child?"), _honest),
    Case("delay-absent", _rag(DELAY, "Does Lakeline Rail have Wi-Fi on board?"), _honest),
]


# --- a learner's own tools: Decimal, UUID, IntEnum, nested dict, Annotated, defaults -------------


class Priority(IntEnum):
    LOW = 1
    NORMAL = 2
    HIGH = 3
    CRITICAL = 4


@tool
def refund_payment(payment_id: UUID, amount: Decimal, reason: str = "customer request") -> str:
    """Refund part or all of a card payment. payment_id is the payment's UUID."""
    return "refunded"


@tool
def set_ticket_priority(ticket_key: str, priority: Priority) -> str:
    """Change a support ticket's priority (1 = low, 2 = normal, 3 = high, 4 = critical). Keys look like OPS-123."""
    return "ok"


@tool
def update_profile(user_id: str, changes: dict[str, str]) -> str:
    """Update fields of a user's profile; changes maps a field name (e.g. city, phone) to its new value."""
    return "updated"


@tool
def reserve_table(
    restaurant: Annotated[str, "the restaurant's name"],
    diners: Annotated[int, "how many people will eat"],
    time: Annotated[str, "24 h time HH:MM"] = "19:00",
) -> str:
    """Reserve a table at a restaurant for tonight."""
    return "reserved"


@tool
def water_plants(zone: str, litres: float = 5.0, repeat_daily: bool = False) -> str:
    """Start the garden irrigation for one zone (zones: front, back, greenhouse)."""
    return "watering"


@tool
def find_order(order_ref: str) -> str:
    """Find an order by its reference (like 88-1204) and return its items and total."""
    return ""


@tool
def get_order_status(order_ref: str) -> str:
    """Where an order is now: shipped or not, carrier and tracking. order_ref like 88-1204."""
    return ""


@tool
def lookup_customer(email: str) -> str:
    """Find a customer's account (name, address, loyalty tier) by email address."""
    return ""


@tool
def search_orders_by_customer(email: str) -> str:
    """List every order a customer placed, given their email address."""
    return ""


@tool
def search_help_center(query: str) -> str:
    """Search the help-center articles: shipping countries, returns policy, payment methods."""
    return ""


_FIVE = [find_order, get_order_status, lookup_customer, search_orders_by_customer, search_help_center]

TOOLS = [
    Case("tool-refund-decimal", _calls([refund_payment], "Refund 12.40 on payment "
                                                         "3f2b8c1e-9a4d-4e6b-8f7a-2c5d1e0b9a33, the item arrived broken."),
         _call("refund_payment", payment_id=_one_of("3f2b8c1e-9a4d-4e6b-8f7a-2c5d1e0b9a33"),
               amount=_num_near(12.4))),
    Case("tool-refund-no-id", _calls([refund_payment], "Refund 12.40 to the customer, please."), _no_call),
    Case("tool-priority-intenum", _calls([set_ticket_priority], "Bump OPS-5521 to high priority."),
         _call("set_ticket_priority", ticket_key=_eq("OPS-5521"), priority=_num_near(3))),
    Case("tool-profile-dict", _calls([update_profile], "For user u-118, change the city to Porto and the phone "
                                                       "to +351 912 345 678."),
         _call("update_profile", user_id=_eq("u-118"),
               changes=lambda v: isinstance(v, dict) and v.get("city") == "Porto"
               and str(v.get("phone", "")).replace(" ", "") == "+351912345678")),
    Case("tool-table-annotated", _calls([reserve_table], "Book a table for four at Casa Lume at 20:30."),
         _call("reserve_table", restaurant=_one_of("Casa Lume"), diners=_num_near(4), time=_one_of("20:30"))),
    Case("tool-water-defaults", _calls([water_plants], "Water the greenhouse with 12 litres every day."),
         _call("water_plants", zone=_eq("greenhouse"), litres=_num_near(12), repeat_daily=lambda v: v is True)),
    Case("agent-status", _agent(_FIVE, "Has order 88-1204 shipped yet?"),
         _call("get_order_status", order_ref=_eq("88-1204"))),
    Case("agent-orders-of", _agent(_FIVE, "List all the orders placed by mia.k@shop.test."),
         _call("search_orders_by_customer", email=_eq("mia.k@shop.test"))),
    Case("agent-help", _agent(_FIVE, "Do you ship to Iceland?"),
         lambda out: [c["name"] for c in out.tool_calls] == ["search_help_center"]),
    Case("agent-tier", _agent(_FIVE, "What loyalty tier is the account of jon@shop.test on?"),
         _call("lookup_customer", email=_eq("jon@shop.test"))),
]


# --- structured output on a TypedDict and on JSON-schema dicts ---------------------------------


class Sighting(TypedDict):
    species: str
    count: int
    place: str


CAMPSITE_SCHEMA = {
    "title": "Campsite",
    "description": "Facts about a campsite from its listing.",
    "type": "object",
    "properties": {
        "name": {"type": "string", "description": "the campsite's name"},
        "pitches": {"type": "integer", "description": "how many pitches it has"},
        "dogs_allowed": {"type": "boolean"},
    },
    "required": ["name", "pitches", "dogs_allowed"],
}
SHIPMENT_SCHEMA = {
    "title": "ShipmentIssue",
    "description": "Classify a shipment complaint.",
    "type": "object",
    "properties": {
        "issue": {"type": "string", "enum": ["damaged", "late", "lost", "wrong_item"]},
        "order_ref": {"type": "string", "description": "the order reference, if given"},
    },
    "required": ["issue"],
}

STRUCTURED = [
    Case("td-sighting", _structured(Sighting, "Saw 7 grey herons at the Ribble estuary this morning."),
         _parsed(lambda p: "heron" in str(p.get("species", "")).lower() and p.get("count") == 7
                 and "Ribble" in str(p.get("place", "")))),
    Case("js-campsite", _structured(CAMPSITE_SCHEMA, "Pinewood Hollow has 42 pitches by the lake. Sorry, no dogs."),
         _parsed(lambda p: "Pinewood" in str(p.get("name")) and p.get("pitches") == 42
                 and p.get("dogs_allowed") is False)),
    Case("js-shipment-enum", _structured(SHIPMENT_SCHEMA, "Order 55-0912 came today but it's the blue kettle, I "
                                                          "ordered the red toaster.", "Classify the complaint."),
         _parsed(lambda p: p.get("issue") == "wrong_item" and "55-0912" in str(p.get("order_ref", "")))),
]


# --- label prompts phrased as questions, labels in quotes or code spans ------------------------

LABELS = [
    Case("label-question-form", _ask("Is this a bug report, a feature request or a question? Reply with just the "
                                     "category.\nText: It would be great if the app could export to PDF."),
         _only("feature request", "a feature request")),
    Case("label-quoted", _ask("Label the message as 'urgent', 'normal' or 'low'.\n"
                              "Message: The server room is flooding, come now!"),
         _only("urgent", "'urgent'")),
    Case("label-code-span", _ask("Answer with `spam` or `ham` only.\nEmail: Hi Sam, the minutes from Tuesday are "
                                 "attached. See you Friday."),
         _only("ham", "`ham`")),
    Case("label-question-yes-no", _ask("Does this sentence mention a date? Answer \"yes\" or \"no\".\n"
                                       "Sentence: The parcel reached Ghent on 3 March."),
         _only("yes")),
]


# --- JSON by example with nested objects ----------------------------------------------------------

JSON_CASES = [
    Case("json-nested-address", _ask('Return JSON like {"name": "...", "address": {"city": "...", "zip": "..."}}.\n'
                                     "Text: Ines Duarte lives at Rua das Flores 12, 4050-265 Porto."),
         _json(lambda o: "Ines" in str(o.get("name")) and isinstance(o.get("address"), dict)
               and o["address"].get("city") == "Porto" and o["address"].get("zip") == "4050-265")),
    Case("json-nested-trip", _ask('Reply only with JSON of the form {"trip": {"from": "X", "to": "Y"}, '
                                  '"nights": 0}.\nText: Four nights in Bergen, flying out of Edinburgh.'),
         _json(lambda o: isinstance(o.get("trip"), dict) and o["trip"].get("from") == "Edinburgh"
               and o["trip"].get("to") == "Bergen" and o.get("nights") == 4)),
]


# --- threads: "the first one", "the last one", "that", "same for X" -----------------------------

_MUSEUM_SYS = "Answer from the context.\n\nContext:\n" + MUSEUM
_LEASE_SYS = "Answer from the context.\n\nContext:\n" + LEASE
THREADS = [
    Case("thread-first-one", lambda llm: llm.invoke([
        SystemMessage("Answer from the context.\n\nContext:\n" + ORBITS),
        HumanMessage("Which two terms are about the ends of an orbit?"),
        AIMessage("Apoapsis and periapsis."), HumanMessage("What does the first one mean?")]),
        _but_not(_has("farthest"), "closest")),
    Case("thread-last-one", lambda llm: llm.invoke([
        SystemMessage(_MUSEUM_SYS), HumanMessage("What is on Level 1?"),
        AIMessage('The Shipwrecks gallery, Navigation instruments and the temporary exhibition "Ice Routes".'),
        HumanMessage("Can I take photos in the last one?")]),
        _any("except", "not allowed", "no,", "not permitted", "no.")),
    Case("thread-that", lambda llm: llm.invoke([
        SystemMessage(_LEASE_SYS), HumanMessage("How much is the rent?"),
        AIMessage("GBP 1,340 a month."), HumanMessage("When is that due?")]),
        _any("first day", "in advance")),
    Case("thread-same-for", lambda llm: llm.invoke([
        SystemMessage("Answer from the context.\n\nContext:\n" + CONVERSIONS),
        HumanMessage("How many grams is a cup of plain flour?"), AIMessage("125 g."),
        HumanMessage("Same for butter?")]),
        _but_not(_has("227"), "125", "200 g")),
    Case("thread-stated-fact", _thread("We're driving to Ljubljana on the 14th.", "Sounds lovely!",
                                       "My sister is coming too, her name is Vesna.", "Noted.",
                                       "Where did I say we're driving?"), _has("Ljubljana")),
]


# --- small talk, world knowledge, things nothing offline could know -----------------------------

DIRECT = [
    Case("chat-zh-weekend", _ask("周末过得怎么样？"), _none_of("don't know", "不知道")),
    Case("chat-de-wer", _ask("Wer bist du eigentlich?"), _none_of("don't know")),
    Case("world-boiling", _ask("At what temperature in Celsius does water boil at sea level?"), _has("100")),
    Case("world-capital", _ask("What is the capital of Canada?"), _has("Ottawa")),
    Case("direct-count", _ask("How many weeks are there in 91 days?"), _has("13")),
    Case("world-stock", _ask("What is the share price of Novo Nordisk right now?"), _must_state),
    Case("world-my-inbox", _ask("How many unread emails do I have?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
