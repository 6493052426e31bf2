"""A twelfth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-02 (branch ``twelfth``) while other engineers changed the simulator on their
own branches; none of them has seen it. It is a yardstick for their work: no simulator change is
to be made for its cases (a fix for one of its classes must be a general mechanism tested on other
wordings, and the set measured again). Committed with its oracles before it was first run.

Topics and formats none of the earlier sets nor the course's data uses: a CSV bank statement
(money out / money in / balance columns), a concert setlist with an encore, a car's service
history with an MOT line, a hotel guest folio in DKK, PostgreSQL ``EXPLAIN ANALYZE`` output, a
Markdown table of exam marks, a gym membership agreement with numbered sub-clauses, a parcel
shipping label, ``terraform plan`` output, a pharmacy prescription label, a Danish residents'
notice and a Vietnamese clinic notice; questions as commands ("I'd like to know ..."), with
typos, yes/no, "how many" counts, a sum over rows, a comparison ("which was more expensive"), a
"highest" over a column, a "how many days until" that needs today's date, answers absent with a
near miss present (timing belt vs brake fluid and pads, breakfast vs dinner, a pool, a support
act); a learner's tools (look-alike trackers through ``create_agent``, a ``Literal`` with an
``Optional[Literal]``, an ``Optional`` price with a ``bool``, a Pydantic ``args_schema`` with a
nested address, a list of phone numbers, a date in words with and without today's date given, a
missing booking reference, a duration in words, a question in Vietnamese, no fitting tool);
``with_structured_output`` (a nested list of objects, a ``Literal`` needing a synonym, a
``conint``, an ``Enum`` of weekdays with a near miss, a boolean needing a definition, an
``Optional`` left empty); labels (a knowledge-source route, an issue tag, a language code, a
bracketed word); graders (a 1/0 faithfulness score, a true/false passage grader, a ``grounded``
bool schema); JSON by example (a concert, a nested list of order lines); threads (a pronoun for a
stated person, a correction without a subject, a stated allergy after a topic change, a corrected
flight number, a pronoun over notes); small talk in Greek and Polish, a question about the
assistant's memory; arithmetic, date arithmetic, world knowledge; things nothing offline could
know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` (the notes do
not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not wrong) or
``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply), ``wrong``
(silently wrong); a ``limit`` on a reply that was right anyway is a false alarm, counted apart.

FIRST SIGHT on main at a97fe36 (branch ``twelfth``; oracles committed first in 069b27b, one run,
none changed after it), 70 cases: right 21, stated limit 29, silently wrong 20, false alarms 4
(tool-service-next-friday: no call, with a limit that says no day was named: the oracle is
``_no_call``, so the tally counts it, though a limit is what a relative date calls for;
schema-diet-bool and grade-grounded-schema: the safe ``False`` that happens to be right, with a
limit; chat-pl-dzien-dobry: Polish small talk answered with a knowledge limit). The silently wrong
(classes, code paths and proposed mechanisms in ``TWELFTH_CLASSES.md``):

- "I don't know." with the answer in the notes: bank-rent, bank-salary, bank-lidl-total (a CSV
  row: "rent" in an upper-case description, "salary" vs "PAYROLL", a sum of two rows),
  setlist-encore (the song after the ENCORE line), folio-minibar and folio-nights (a folio row; a
  count of nights from arrival and departure), car-mot-days (needs today's date: no limit stated).
- The wrong lines or a whole block quoted: car-pads (the whole service table as one "sentence"),
  explain-exec-time and explain-removed (the whole query plan as one "sentence", no value picked),
  ship-recipient (the address block from the street down, without the name), ship-parcels (the
  block holding "PARCEL: 1/2", no count), tf-destroy-count (one destroyed resource's line, no
  count), rx-per-day and thread-rx-he (the right line, with the label's first line "CITY PHARMACY
  Rx 0048817" and, in the thread, the patient line prepended: a strict oracle, ``_but_not`` the Rx
  number, written before the run to reject pasted labels).
- Tool arguments: agent-parcel-lookalike (the right tool, but three calls, one per group of the
  spaced tracking number "6812 4490 3317"), tool-hotel-optional (``pets_allowed`` left at its
  default for "takes dogs"), tool-service-given-today (``day`` today's date 2026-12-02, not "this
  Friday" 2026-12-04).
- Structured output: schema-shopping-nested ("a bag of flour" dropped from the list of items).
- A grader: grade-passage-true ("I don't know." to a true/false usefulness grader: the
  passage's question answered from the passage instead).

Right by a lenient oracle (noted, not changed): car-mot (the whole service table with the MOT line,
plus "could not find anything about 'expire'"), folio-compare (both charge lines quoted, no
comparison made, plus "could not find anything about 'expensive'"), folio-breakfast (the guest
line plus "could not find anything about 'breakfast'"), explain-index (the whole plan), gym-freeze-fee
(the clause with its heading, plus "could not find anything about 'cost'"), vi-reopen and
da-laundry (the whole notice / both sentences), da-water ("Vandet bliver lukket torsdag den 10.":
the sentence cut at the Danish ordinal "10.", so the hours are lost).

``python -W ignore -m tests.sim.fresh.twelfth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import sys
from enum import Enum
from typing import Literal

from langchain_core.tools import tool
from pydantic import BaseModel, Field, conint

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
    _text,
    _thread,
    _word,
    report,
    tally,
)


def _first_before(first: tuple[str, ...], second: tuple[str, ...]):
    """One of ``first`` is named, and before any of ``second`` (a comparison's winner comes first)."""
    def ok(out) -> bool:
        t = _text(out).lower()
        a = [t.find(w) for w in first if w in t]
        b = [t.find(w) for w in second if w in t]
        return bool(a) and (not b or min(a) < min(b))

    return ok


# --- grounded answers over notes in new formats -------------------------------------------------

BANK_CSV = """Date,Description,Money out,Money in,Balance
01/11/2026,Opening balance,,,1204.55
02/11/2026,CARD PAYMENT LIDL STORE 4411,23.87,,1180.68
03/11/2026,STANDING ORDER RENT - K HOLM,725.00,,455.68
05/11/2026,FASTER PAYMENT FROM ACME PAYROLL,,1890.00,2345.68
07/11/2026,DIRECT DEBIT OCTOPUS ENERGY,64.00,,2281.68
09/11/2026,CARD PAYMENT LIDL STORE 4411,41.12,,2240.56
12/11/2026,ATM WITHDRAWAL,50.00,,2190.56
"""

SETLIST = """THE HOLLOW PINES - Live at Vega, Copenhagen, 21 Nov 2026
1. Northbound
2. Paper Lanterns
3. Salt in the Wires
4. Kestrel (acoustic)
5. Glasshouse
6. Tidewater
ENCORE
7. Low Lights
8. Northbound (reprise)
"""

SERVICE_HISTORY = """SERVICE HISTORY - Skoda Octavia Estate, reg. KN19 XZT
Date        Mileage   Work carried out                                  Garage
14/03/2023  28,410    Full service; brake fluid changed                 Fenwick Motors
02/04/2024  39,870    Interim service; front brake pads replaced        Fenwick Motors
11/04/2025  51,205    Full service; cabin filter, wiper blades          QuickFit Leeds
MOT expiry: 10/04/2027
Next service due: April 2026 or 61,000 miles, whichever comes first
"""

FOLIO = """HOTEL NORREPORT - GUEST FOLIO
Guest: Mr Arjun Pillai          Room 412 (Superior Double)
Arrival: 27/11/2026     Departure: 30/11/2026
Date     Description                 Charges (DKK)
27/11    Room                          1,450.00
27/11    Minibar                         120.00
28/11    Room                          1,450.00
28/11    Restaurant - dinner             685.00
29/11    Room                          1,450.00
29/11    Parking                         175.00
Total                                  5,330.00
Paid: Visa ****8812                    5,330.00
Balance                                    0.00
"""

EXPLAIN = """EXPLAIN ANALYZE SELECT * FROM orders WHERE customer_id = 4812 AND status = 'shipped';
                                        QUERY PLAN
------------------------------------------------------------------------------------------------
 Bitmap Heap Scan on orders  (cost=12.41..1043.77 rows=318 width=96) (actual time=0.214..1.902 rows=296 loops=1)
   Recheck Cond: (customer_id = 4812)
   Filter: (status = 'shipped'::text)
   Rows Removed by Filter: 41
   Heap Blocks: exact=287
   ->  Bitmap Index Scan on idx_orders_customer_id  (cost=0.00..12.33 rows=337 width=0) (actual time=0.121..0.121 rows=337 loops=1)
         Index Cond: (customer_id = 4812)
 Planning Time: 0.188 ms
 Execution Time: 2.031 ms
"""

MARKS = """| Student        | Chemistry | Physics | Biology |
|----------------|-----------|---------|---------|
| Priya Raman    | 78        | 64      | 91      |
| Jonas Eriksen  | 85        | 72      | 69      |
| Mei Lin Tan    | 62        | 88      | 80      |
"""

GYM = """FLEXFIT GYMS - MEMBERSHIP AGREEMENT (extract)
4. Fees
 4.1 The joining fee is £25, payable once at sign-up.
 4.2 The monthly fee is £34.99, taken by direct debit on the 1st of each month.
5. Minimum term and cancellation
 5.1 The minimum term is 12 months from the start date.
 5.2 After the minimum term, you may cancel by giving one full calendar month's written notice.
 5.3 Cancellation requests made by phone are not accepted.
6. Freezing
 6.1 Membership may be frozen for up to 3 months in any 12-month period, for a fee of £5 per month.
"""

SHIPPING_LABEL = """FROM: Nordlys Ceramics ApS, Jaegergaardsgade 52, 8000 Aarhus C, Denmark
TO:   Ms Halina Wojcik
      ul. Dluga 17/4
      80-831 Gdansk, POLAND
SERVICE: GLS EuroBusinessParcel    WEIGHT: 3.2 kg    PARCEL: 1/2
TRACKING: 6812 4490 3317
CONTENTS: stoneware mugs (FRAGILE)
"""

TF_PLAN = """Terraform will perform the following actions:

  # aws_instance.web will be updated in-place
  ~ resource "aws_instance" "web" {
        id            = "i-0a1b2c3d4e5f67890"
      ~ instance_type = "t3.small" -> "t3.medium"
    }

  # aws_db_instance.main must be replaced
-/+ resource "aws_db_instance" "main" {
      ~ engine_version = "14.9" -> "16.3" # forces replacement
    }

  # aws_s3_bucket.logs will be destroyed
  - resource "aws_s3_bucket" "logs" {
      - bucket = "acme-old-logs"
    }

Plan: 1 to add, 1 to change, 2 to destroy.
"""

PRESCRIPTION = """CITY PHARMACY                       Rx 0048817
PATIENT: Tomasz Grabowski           DATE: 24/11/2026
AMOXICILLIN 500 MG CAPSULES         QTY: 21
TAKE ONE CAPSULE THREE TIMES A DAY FOR 7 DAYS.
Complete the course.   Refills: 0
Prescriber: Dr S. Achebe
"""

DA_NOTICE = ("Kære beboere. Vandet bliver lukket torsdag den 10. december fra kl. 9 til kl. 14 på grund af "
             "udskiftning af rør i kælderen. Vaskeriet er lukket hele dagen. Venlig hilsen, Bestyrelsen")

VI_NOTICE = ("Thông báo: Phòng khám nha khoa Minh An nghỉ Tết từ ngày 14/2 đến hết ngày 18/2. "
             "Phòng khám mở cửa lại vào thứ Năm, ngày 19/2.")


GROUNDED = [
    Case("bank-rent", _rag(BANK_CSV, "How much rent did I pay?"), _but_not(_word("725.00", "725"), "1890", "64.00")),
    Case("bank-salary", _rag(BANK_CSV, "When did my salary come in?"),
         _but_not(_any("05/11/2026", "5 November", "5/11"), "02/11", "07/11")),
    Case("bank-lidl-total", _rag(BANK_CSV, "How much did I spend at Lidl in total?"), _word("64.99")),
    Case("setlist-encore", _rag(SETLIST, "What was the first song of the encore?"),
         _but_not(_has("Low Lights"), "Tidewater", "Glasshouse")),
    Case("setlist-count", _rag(SETLIST, "How many songs did they play before the encore?"),
         _but_not(_word("6", "six"), "6. Tidewater")),
    Case("setlist-support", _rag(SETLIST, "Who was the support act?"),
         _absent("no support", "doesn't mention", "does not mention", "not listed")),
    Case("car-mot", _rag(SERVICE_HISTORY, "When does the MOT expire?"), _has("10/04/2027")),
    Case("car-pads", _rag(SERVICE_HISTORY, "When were the brake pads replaced?"),
         _but_not(_has("02/04/2024"), "14/03/2023", "11/04/2025")),
    Case("car-timing-belt", _rag(SERVICE_HISTORY, "When was the timing belt changed?"),
         _absent("no timing belt", "doesn't mention", "does not mention", "not listed", "no record")),
    # needs today's date: a stated limit, or the expiry date with "I don't know today's date"
    Case("car-mot-days", _rag(SERVICE_HISTORY, "How many days until the MOT runs out?"),
         lambda o: _has("10/04/2027")(o) and _any("today's date", "current date", "what day it is", "today is")(o)),
    Case("folio-minibar", _rag(FOLIO, "What did the minibar cost?"), _but_not(_word("120.00", "120"), "1,450", "685")),
    Case("folio-nights", _rag(FOLIO, "How many nights did I stay?"), _word("3", "three")),
    Case("folio-compare", _rag(FOLIO, "Which was more expensive, the dinner or the parking?"),
         _first_before(("dinner", "restaurant"), ("parking",))),
    Case("folio-breakfast", _rag(FOLIO, "How much was breakfast?"),
         _absent("no breakfast", "doesn't mention", "does not mention", "not listed", "not charged")),
    Case("explain-index", _rag(EXPLAIN, "Which index does the query use?"), _has("idx_orders_customer_id")),
    Case("explain-exec-time", _rag(EXPLAIN, "I'd like to know how long the query took to execute."),
         _but_not(_has("2.031"), "0.188")),
    Case("explain-removed", _rag(EXPLAIN, "How many rows did the filter throw away?"), _but_not(_word("41"), "296", "337")),
    Case("marks-top-chem", _rag(MARKS, "Who got the highest mark in Chemistry?"),
         _but_not(_has("Jonas"), "Priya", "Mei Lin")),
    Case("marks-bio-over-75", _rag(MARKS, "How many students scored above 75 in Biology?"), _word("2", "two")),
    Case("gym-notice", _rag(GYM, "How much notice do I need to give to cancel?"),
         _but_not(_any("one full calendar month", "one month", "1 month", "one calendar month"), "12 months", "3 months")),
    Case("gym-freeze-fee", _rag(GYM, "Give me the cost of freezing my membership."),
         _but_not(_has("£5"), "£34.99", "£25")),
    Case("gym-pool", _rag(GYM, "Does the membership include use of the pool?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned")),
    Case("ship-recipient", _rag(SHIPPING_LABEL, "Who is the parcel addressed to?"),
         _but_not(_has("Halina Wojcik"), "Nordlys")),
    Case("ship-weight", _rag(SHIPPING_LABEL, "how heavy is the pacel"), _but_not(_word("3.2 kg", "3.2"), "8000")),
    Case("ship-parcels", _rag(SHIPPING_LABEL, "How many parcels are in this shipment?"),
         _but_not(_word("2", "two"), "1/2")),
    Case("tf-replaced", _rag(TF_PLAN, "Which resource is going to be replaced?"),
         _but_not(_has("aws_db_instance"), "aws_s3_bucket", "aws_instance.web")),
    Case("tf-destroy-count", _rag(TF_PLAN, "How many resources will be destroyed?"), _word("2", "two")),
    Case("rx-per-day", _rag(PRESCRIPTION, "How many capsules a day should I take?"),
         _but_not(_word("3", "three"), "21", "0048817")),
    Case("rx-refills", _rag(PRESCRIPTION, "Can I get a refill?"), _says_no("refills: 0", "no refills", "0 refills")),
    Case("da-water", _rag(DA_NOTICE, "Hvornår bliver vandet lukket?"), _any("torsdag", "10. december")),
    Case("da-laundry", _rag(DA_NOTICE, "Er vaskeriet åbent torsdag?"),
         _says_no("lukket hele dagen", "closed", yes=("ja", "yes"), no=("nej", "no"))),
    Case("vi-reopen", _rag(VI_NOTICE, "Phòng khám mở cửa lại ngày nào?"), _has("19/2")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def track_shipment(tracking_number: str) -> str:
    """Where a parcel is now, by its courier tracking number."""
    return "in transit"


@tool
def track_flight(flight_number: str) -> str:
    """Live status of a flight (departed, landed, delayed) by its flight number, e.g. BA2490."""
    return "landed"


@tool
def brew_coffee(size: Literal["small", "medium", "large"],
                milk: Literal["oat", "dairy", "soy"] | None = None) -> str:
    """Order a coffee from the office machine."""
    return "brewing"


@tool
def search_hotels(city: str, max_price_per_night: float | None = None, pets_allowed: bool = False) -> list:
    """Search hotels in a city, optionally under a nightly price and only those that accept pets."""
    return []


class Address(BaseModel):
    street: str = Field(description="street and house number")
    postcode: str
    city: str


class ShipParcelArgs(BaseModel):
    recipient: str = Field(description="full name of the person receiving the parcel")
    address: Address
    weight_kg: float = Field(description="parcel weight in kilograms")


@tool(args_schema=ShipParcelArgs)
def ship_parcel(recipient: str, address: Address, weight_kg: float) -> str:
    """Book a courier to deliver a parcel to an address."""
    return "booked"


@tool
def block_numbers(numbers: list[str]) -> str:
    """Block incoming calls and texts from a list of phone numbers."""
    return "blocked"


@tool
def book_service(day: str) -> str:
    """Book the car in for a service at the garage on a day given as YYYY-MM-DD."""
    return "booked"


@tool
def cancel_booking(booking_ref: str) -> str:
    """Cancel a hotel booking by its booking reference (e.g. HX-55821)."""
    return "cancelled"


@tool
def calories_burned(activity: str, minutes: int) -> float:
    """Estimate the calories burned by an activity over a number of minutes."""
    return 0.0


@tool
def weather_forecast(city: str) -> str:
    """Tomorrow's weather forecast for a city."""
    return "sunny"


_TRACKERS = [track_shipment, track_flight]


def _digits(value: str):
    return lambda v: "".join(str(v).split()) == value


def _hotels_ok(out) -> bool:
    if (args := _call_args(out, "search_hotels")) is None:
        return False
    return (str(args.get("city", "")).strip().lower() == "aarhus" and args.get("pets_allowed") is True
            and args.get("max_price_per_night") is None)


def _address_ok(v) -> bool:
    return (isinstance(v, dict) and str(v.get("postcode", "")).strip() == "00-549"
            and str(v.get("city", "")).strip().lower() == "warszawa" and "piękna 8" in str(v.get("street", "")).lower())


def _numbers_ok(v) -> bool:
    return isinstance(v, list) and sorted("".join(str(x).split()) for x in v) == ["07700900123", "07700900456"]


TOOLS = [
    Case("agent-parcel-lookalike", _agent(_TRACKERS, "Where's my parcel? The tracking number is 6812 4490 3317."),
         _call("track_shipment", tracking_number=_digits("681244903317"))),
    Case("tool-coffee-literals", _calls([brew_coffee], "A large coffee with oat milk, please."),
         _call("brew_coffee", size=_eq("large"), milk=_eq("oat"))),
    Case("tool-hotel-optional", _calls([search_hotels], "Find me a hotel in Aarhus that takes dogs."), _hotels_ok),
    Case("tool-ship-args-schema", _calls([ship_parcel], "Ship 2.5 kg to Ewa Nowak, ul. Piękna 8, 00-549 Warszawa."),
         _call("ship_parcel", recipient=_one_of("Ewa Nowak"), address=_address_ok, weight_kg=_num_near(2.5))),
    Case("tool-block-list", _calls([block_numbers], "Block 07700 900123 and 07700 900456 from calling me."),
         _call("block_numbers", numbers=_numbers_ok)),
    Case("tool-service-next-friday", _calls([book_service], "Book the car in for a service next Friday."), _no_call),
    Case("tool-service-given-today", _calls([book_service], "Today is Wednesday 2 December 2026. Book the car "
                                                            "service for this Friday."),
         _call("book_service", day=_eq("2026-12-04"))),
    Case("tool-cancel-no-ref", _calls([cancel_booking], "Cancel my hotel booking, please."), _no_call),
    Case("tool-calories-words", _calls([calories_burned], "How many calories do I burn cycling for an hour and a half?"),
         _call("calories_burned", activity=_one_of("cycling", "cycle", "bike", "biking"), minutes=_num_near(90))),
    Case("tool-weather-vi", _calls([weather_forecast], "Thời tiết ở Đà Nẵng ngày mai thế nào?"),
         _call("weather_forecast", city=_one_of("Đà Nẵng", "Da Nang", "Danang"))),
    Case("agent-podcast", _agent(_TRACKERS, "Recommend me a good podcast about Roman history."), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class LineItem(BaseModel):
    name: str
    quantity: int


class ShoppingList(BaseModel):
    items: list[LineItem] = Field(description="each thing to buy with how many")


class Trip(BaseModel):
    mode: Literal["train", "bus", "ferry", "plane"] = Field(description="how the traveller will travel")


class Survey(BaseModel):
    score: conint(ge=0, le=10) = Field(description="how likely the customer is to recommend us, 0 to 10")  # type: ignore[valid-type]


class Weekday(Enum):
    MONDAY = "Monday"
    TUESDAY = "Tuesday"
    WEDNESDAY = "Wednesday"
    THURSDAY = "Thursday"
    FRIDAY = "Friday"


class Delivery(BaseModel):
    day: Weekday = Field(description="the day the customer wants the delivery")


class Diet(BaseModel):
    vegetarian: bool = Field(description="True only if the person eats neither meat nor fish")


class TableBooking(BaseModel):
    party_size: int
    time: str = Field(description="time of the booking, HH:MM")
    occasion: str | None = Field(default=None, description="birthday, anniversary, ... if one is mentioned")


def _shopping_ok(p) -> bool:
    got = {}
    for item in p.items:
        for key in ("egg", "lemon", "flour"):
            if key in item.name.lower():
                got[key] = item.quantity
    return len(p.items) == 3 and got == {"egg": 6, "lemon": 2, "flour": 1}


STRUCTURED = [
    Case("schema-shopping-nested", _structured(ShoppingList, "Need 6 eggs, 2 lemons and a bag of flour."),
         _parsed(_shopping_ok)),
    Case("schema-trip-synonym", _structured(Trip, "We're taking the overnight boat from Hirtshals to Bergen.",
                                            "Extract the trip."), _parsed(lambda p: p.mode == "ferry")),
    Case("schema-survey-conint", _structured(Survey, "Would I recommend you? Probably a 9 out of 10, the staff were lovely."),
         _parsed(lambda p: p.score == 9)),
    Case("schema-weekday-enum", _structured(Delivery, "Please deliver it on Thursday, not Tuesday - I'm out on Tuesday."),
         _parsed(lambda p: p.day == Weekday.THURSDAY)),
    Case("schema-diet-bool", _structured(Diet, "I eat fish but never meat.", "Record the guest's diet."),
         _parsed(lambda p: p.vegetarian is False)),
    Case("schema-table-optional", _structured(TableBooking, "Table for 4 at 19:30 please."),
         _parsed(lambda p: p.party_size == 4 and p.time.strip() in ("19:30", "7:30 pm", "7:30pm")
                 and p.occasion in (None, ""))),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-source-route", _ask("Two knowledge sources exist: `hr_handbook` (leave, pay, benefits) and "
                                    "`it_helpdesk` (laptops, accounts, VPN).\nWhich one should answer this? "
                                    "\"My laptop won't connect to the VPN since this morning.\"\n"
                                    "Reply with the source name only."), _only("it_helpdesk", "`it_helpdesk`")),
    Case("label-issue-tag", _ask("Tag this GitHub issue with exactly one of: bug, feature, docs.\n"
                                 "Issue: \"The README still tells people to run setup.py, which was removed in 3.0.\"\n"
                                 "Tag:"), _only("docs")),
    Case("label-language-code", _ask("Which language is this sentence in? Options: en, da, pl, el.\n"
                                     "Sentence: \"Hvor ligger det nærmeste apotek?\"\nAnswer with the code only."),
         _only("da")),
    Case("label-bracketed", _ask("Classify the caller's need -> [billing] [technical] [sales]\n"
                                 "Caller: \"You've charged me twice for November.\"\nOutput the bracketed word."),
         _only("billing", "[billing]")),
]


# --- grading prompts in new wordings ---------------------------------------------------------------

class GroundedGrade(BaseModel):
    grounded: bool = Field(description="True if every claim in the statement is supported by the source")


GRADERS = [
    Case("grade-score-digit", _ask("FACTS:\nThe museum closes at 18:00 on weekdays.\n\nANSWER:\nThe museum closes at "
                                   "20:00 on weekdays.\n\nScore 1 if the ANSWER is fully backed by the FACTS, else 0. "
                                   "Output the digit only."), _only("0")),
    Case("grade-passage-true", _ask("Question: How do I descale my espresso machine?\nPassage: To descale, fill the "
                                    "tank with a 1:4 mix of citric acid and water and run two empty cycles.\n"
                                    "Is the passage useful for answering the question? Answer true or false."),
         _only("true")),
    Case("grade-grounded-schema", _structured(GroundedGrade, "Source: The bakery opens at 7:00.\nStatement: The "
                                                             "bakery opens at 7:00 and sells gluten-free bread.",
                                              "Is the statement grounded in the source?"),
         _parsed(lambda p: p.grounded is False)),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-concert", _ask('Give me JSON shaped like {"artist": "", "venue": "", "date": "YYYY-MM-DD"}.\n'
                              "Text: The Hollow Pines play Vega in Copenhagen on 21 November 2026."),
         _json(lambda o: o.get("artist") == "The Hollow Pines" and "vega" in str(o.get("venue", "")).lower()
               and o.get("date") == "2026-11-21")),
    Case("json-order-lines", _ask('Fill in {"items": [{"sku": "", "qty": 0}]} for this order.\n'
                                  "Order: 3 x SKU-1182, 1 x SKU-2047."),
         _json(lambda o: o.get("items") == [{"sku": "SKU-1182", "qty": 3}, {"sku": "SKU-2047", "qty": 1}])),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-brother-he", _thread("My brother Kasper lives in Odense and works as a pharmacist.", "Nice!",
                                      "Where does he live?"), _but_not(_has("Odense"), "pharmacist in Copenhagen")),
    Case("thread-table-make-it", _thread("Book a table for 4 tonight.", "Sure, a table for 4.", "Actually, make it 6.",
                                         "OK.", "How many people is the table for?"), _corrected("6", "4")),
    Case("thread-allergy-return", _thread("I'm allergic to peanuts.", "Noted.", "What's a good name for a goldfish?",
                                          "How about Bubbles?", "Which allergy did I tell you about?"), _has("peanut")),
    Case("thread-flight-corrected", _thread("My flight number is SK1427.", "Got it.",
                                            "Sorry, my flight number is SK1472.", "OK.", "What's my flight number?"),
         _corrected("SK1472", "SK1427")),
    Case("thread-rx-he", _notes_thread(PRESCRIPTION, "Who is the patient?", "Tomasz Grabowski.",
                                       "How many capsules does he get in total?"), _but_not(_word("21"), "0048817")),
]


# --- small talk, arithmetic, world knowledge, things nothing offline could know -------------------

DIRECT = [
    Case("chat-el-geia", _ask("Γεια σου! Τι κάνεις;"), _none_of("don't know", "δεν ξέρω")),
    Case("chat-pl-dzien-dobry", _ask("Dzień dobry! Dziękuję za pomoc."), _none_of("don't know", "nie wiem")),
    Case("about-memory", _ask("Do you remember what we talked about yesterday?"),
         _either(_starts("no"), _any("don't remember", "can't remember", "cannot remember", "no memory",
                                     "don't have", "do not have"))),
    Case("math-times", _ask("What's 17 times 23?"), _word("391")),
    Case("date-days-between", _ask("How many days are there from 3 March to 17 March?"), _word("14", "fourteen")),
    Case("world-planet", _ask("Which planet is the largest in our solar system?"), _has("Jupiter")),
    Case("world-live-score", _ask("What's the score in the Arsenal match right now?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
