"""A fourteenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-02 (branch ``fourteenth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: a UK payslip (gross pay
not printed: a sum), an electricity statement with peak / off-peak tariff bands and a standing
charge, a bouldering gym's grade chart (circuit colour / Font / V grade), a Helsinki apartment
listing, a GitHub ``CODEOWNERS`` file (the last matching pattern wins), a job posting, a Thai
condo notice and an Arabic building notice; questions as commands ("Tell me ..."), with typos,
yes/no, "how many" counts and sums over rows, a comparison ("which band is cheaper"), a
superlative ("the most they'd pay", "the hardest circuit"), a multiplication (deposit of two
months' rent), days until a date with a stated today, answers absent with a near miss present
(gas on an electricity bill, a bonus, parking, visa sponsorship, a frontend folder only ``*``
covers); a learner's tools (a quantity with a unit to convert, look-alike certificate / domain
expiry tools through ``create_agent``, a ``Literal`` reached by a synonym, a nested Pydantic
argument, a list argument, ``Optional`` arguments left empty, an e-mail argument, a date in
words with and without today's date, a Turkish request, no fitting tool); ``with_structured_output``
(a nested list of line items, ``Optional`` fields, a ``Literal`` needing world knowledge,
``Field(ge=1, le=12)`` needing a count, an ``Enum`` with a negated option, a ``Literal`` reached
by a description of the diet); labels (a queue, an intent, TOXIC/OK, a language); graders in new
wordings (PASS/FAIL, "relevant: yes/no", a ``bool`` groundedness schema); JSON by example (a
bool, a list of objects); threads (a time stated earlier, a pronoun for a named man, a
correction with a subject, an allergy after a topic change, a follow-up over notes); small
talk in Thai and Arabic, a question about the assistant's memory; arithmetic, date arithmetic,
world knowledge; things nothing offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at 547555b (the branch point of ``fourteenth``; oracles committed first in
4ca3fb6, one run, none changed after it), 70 cases: right 16, stated limit 36, silently wrong 18,
false alarms 2 (grade-v3-colour: "Circuit: Blue; ..." right, with a limit that the documents write
'colour' in another sense; tool-delivery-words-only: no call with a knowledge limit, which the
``_no_call`` oracle counts, though a limit is a fair reply to a date nobody can resolve). The
silently wrong (classes, code paths and proposed mechanisms in ``FOURTEENTH_CLASSES.md``):

- "I don't know." with the answer in the notes: flat-cat ("small pets by agreement" for a cat),
  owners-billing, owners-tax, owners-sql (a ``CODEOWNERS`` file: a path matched against glob
  patterns, the last match winning), job-salary-top (the top of a "€68,000 - €78,000" band).
- The wrong line quoted: payslip-taxcode (the whole four-field employee line with the NI number:
  the oracle excludes the NI number, a strict oracle, kept as written), elec-units (the table's
  header and the "Total before VAT" line for a sum of two "Units used" cells), elec-cheaper (the
  table's header line alone), grade-hardest (the first row, Yellow, the easiest, for "hardest"),
  job-holiday (the location line, "vacation" not matched to "holiday"), thread-job-office-days
  (the contract line for "how many days a week ... be there", not "2 office days a week").
- Tool arguments: agent-cert-lookalike (the right tool, ``domain`` "shop": the domain cut at its
  first dot), tool-flats-optional (``rooms`` 900: the rent put in the wrong ``Optional``,
  ``max_rent`` left out), tool-invoice-email (``invoice_no`` a run of the question's words, the
  e-mail dropped).
- Structured output and graders: schema-guests-count (``guests=3`` for "me, my wife and our three
  kids": the number word taken, no count), schema-channel-negated (PHONE for "don't phone me - a
  text message is fine": the negated option's name matched), grade-relevant-yes-no ("I don't
  know." to a "relevant: yes/no" grade of an unrelated passage), grade-grounded-bool
  (``grounded=True`` for an answer that contradicts the facts: ground floor vs 4th floor).

Right by a lenient oracle (noted, not changed): payslip-overtime-hours (the overtime line
quoted), elec-total and elec-debit-date (two lines, total and payment, quoted together),
flat-rent (the title line prepended), chat-th-hello and chat-ar-thanks ("Could you tell me a bit
more about what you need?" to a Thai greeting and Arabic thanks).

Measured again on main at 33d6220 (the set copied into a ``git archive`` export of main, which
had moved on while it was written): the same 16 / 36 / 18 / 2, case by case.

``python -W ignore -m tests.sim.fresh.fourteenth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import re
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

PAYSLIP = """PAYSLIP   Pay period: November 2026   Pay date: 27/11/2026
Employee: Tomasz Wierzbicki   Employee no: 00481   Tax code: 1257L   NI no: QQ 12 34 56 C
Payments                          Amount
Basic salary                      2,850.00
Overtime (6 hrs @ 24.60)            147.60
Deductions
Income tax                          343.40
National Insurance                  156.32
Pension (5%)                        149.88
Net pay                           2,348.00
"""

ELECTRICITY = """Brightwave Energy - Electricity statement
Account 7730-5521-09   Statement date 04/12/2026
Billing period 01/11/2026 - 30/11/2026 (30 days)
Tariff: Flex Two-Rate
Band        Rate (p/kWh)   Units used   Cost
Peak        31.20          212          £66.14
Off-peak    14.80          305          £45.14
Standing charge 53.10p/day x 30 days    £15.93
Total before VAT                        £127.21
VAT 5%                                  £6.36
Total due                               £133.57
Payment by Direct Debit on 18/12/2026
"""

GRADES = """Crux Bouldering - grade chart
Circuit colour   Font grade   V grade   Problems on the wall
Yellow           4 - 5a       V0 - V1   14
Green            5b - 5c      V2        11
Blue             6a - 6b      V3 - V4   9
Red              6b+ - 6c+    V5 - V6   6
Black            7a and up    V7+       3
Circuits are reset every 6 weeks; the next reset is on 11 January.
"""

LISTING = """FOR RENT - 2-bedroom apartment, Kallio, Helsinki
Rent: €1,240 / month (water €22 per person per month extra)
Size: 58 m², 4th floor, lift
Available from: 1 February 2027
Deposit: two months' rent
Pets: small pets by agreement. No smoking.
Sauna shift: Thursdays 19-20 (building sauna)
Contact: Kaisa Lehtonen, 040 718 2294
"""

CODEOWNERS = """# CODEOWNERS for acme/ledger-api (the last matching pattern takes precedence)
*                       @acme/platform
/docs/                  @mirela-d @acme/tech-writers
/src/billing/           @acme/payments @oyelaran
/src/billing/tax/       @acme/tax-team
*.sql                   @acme/dba
/.github/workflows/     @acme/devops
"""

JOB = """Job posting - Senior Data Engineer (m/f/d)
Location: Leipzig, hybrid (2 office days a week)
Salary band: €68,000 - €78,000 gross per year
Contract: permanent, 38-hour week, 30 days' holiday
Must have: Python, SQL, Airflow, 4+ years building data pipelines
Nice to have: dbt, Kafka
Apply by 15 January 2027 via careers.nordlicht-analytics.de/jobs/4417
"""

TH_NOTICE = "ประกาศ: สระว่ายน้ำของคอนโดจะปิดปรับปรุงตั้งแต่วันที่ 3 ถึง 9 มีนาคม ขออภัยในความไม่สะดวก นิติบุคคลอาคารชุด"

AR_NOTICE = ("تنبيه للسكان: سيتم قطع المياه عن المبنى يوم الأحد من الساعة 9 صباحاً حتى الساعة 1 ظهراً "
             "بسبب أعمال الصيانة. إدارة المبنى")


GROUNDED = [
    Case("payslip-net", _rag(PAYSLIP, "What's my take-home pay this month?"),
         _but_not(_any("2,348", "2348"), "2,850.00", "343.40")),
    Case("payslip-gross", _rag(PAYSLIP, "what was my gross pay"), _any("2,997.60", "2997.60", "2,997.6", "2997.6")),
    Case("payslip-overtime-hours", _rag(PAYSLIP, "How many hours of overtime did I do?"),
         _but_not(_word("6", "six"), "343.40", "2,850.00")),
    Case("payslip-taxcode", _rag(PAYSLIP, "Tell me my tax code."), _but_not(_any("1257L"), "QQ 12")),
    Case("payslip-bonus", _rag(PAYSLIP, "Did I get a bonus this month?"),
         _either(_absent("no bonus", "not listed", "doesn't show", "does not show", "doesn't mention",
                         "does not mention"), _says_no("no bonus", "not listed"))),
    Case("elec-total", _rag(ELECTRICITY, "How much do I have to pay?"),
         _but_not(_any("133.57"), "66.14", "45.14")),
    Case("elec-units", _rag(ELECTRICITY, "How many kWh did I use in total?"), _word("517")),
    Case("elec-cheaper", _rag(ELECTRICITY, "Which band is cheaper per unit?"),
         _but_not(_any("off-peak", "off peak"), "133.57", "standing charge")),
    Case("elec-debit-date", _rag(ELECTRICITY, "When will the direct debit be taken?"),
         _but_not(_any("18/12/2026", "18 December"), "04/12/2026")),
    Case("elec-gas", _rag(ELECTRICITY, "How much gas did I use?"),
         _absent("no gas", "doesn't mention", "does not mention", "only electricity", "not included", "doesn't show",
                 "does not show")),
    Case("elec-days-until", _rag(ELECTRICITY, "Today is 10 December 2026. How many days until the payment comes out?"),
         _word("8", "eight")),
    Case("grade-v3-colour", _rag(GRADES, "what colour circuit is V3?"), _but_not(_any("blue"), "red", "green")),
    Case("grade-hardest", _rag(GRADES, "Which circuit is the hardest?"), _but_not(_any("black"), "yellow", "green")),
    Case("grade-blue-count", _rag(GRADES, "How many blue problems are there"), _but_not(_word("9", "nine"), "14", "11")),
    Case("grade-total", _rag(GRADES, "How many problems are on the wall altogether?"), _word("43", "forty-three")),
    Case("flat-rent", _rag(LISTING, "How much is the rent?"), _but_not(_any("1,240", "1240"), "58 m", "2294")),
    Case("flat-deposit", _rag(LISTING, "How big is the deposit in euros?"), _any("2,480", "2480")),
    Case("flat-cat", _rag(LISTING, "Can I bring my cat?"), _any("by agreement", "agreement")),
    Case("flat-parking", _rag(LISTING, "Is there a parking space?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "not listed")),
    Case("owners-billing", _rag(CODEOWNERS, "Who owns src/billing/invoice.py?"),
         _but_not(_any("acme/payments", "oyelaran"), "tax-team", "acme/dba")),
    Case("owners-tax", _rag(CODEOWNERS, "Who reviews changes to src/billing/tax/vat.py?"),
         _but_not(_any("tax-team"), "oyelaran", "acme/dba")),
    Case("owners-sql", _rag(CODEOWNERS, "who has to approve a change to migrations/0042_add_index.sql"),
         _but_not(_any("acme/dba"), "devops", "tax-team")),
    Case("owners-frontend", _rag(CODEOWNERS, "Who owns the frontend folder?"),
         _either(_but_not(_any("acme/platform"), "payments", "dba"),
                 _absent("no frontend", "not listed", "doesn't mention", "does not mention"))),
    Case("job-remote", _rag(JOB, "Is the job fully remote?"),
         _says_no("hybrid", "2 office days", "two office days", "not fully remote")),
    Case("job-holiday", _rag(JOB, "how many vacation days do i get"), _but_not(_word("30", "thirty"), "68,000", "Leipzig")),
    Case("job-kafka", _rag(JOB, "Is Kafka a must?"), _says_no("nice to have", "not required", "not a must")),
    Case("job-salary-top", _rag(JOB, "What's the most they'd pay?"), _any("78,000", "78000", "78k")),
    Case("job-visa", _rag(JOB, "Do they sponsor visas?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say")),
    Case("th-pool", _rag(TH_NOTICE, "สระว่ายน้ำปิดวันไหน"), _any("3 ถึง 9 มีนาคม", "3-9 มีนาคม", "3 ถึง 9")),
    Case("ar-water", _rag(AR_NOTICE, "متى سيتم قطع المياه؟"), _any("الأحد", "9 صباحاً")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def block_ip(address: str, hours: int) -> str:
    """Block an IP address at the firewall for a number of hours."""
    return "blocked"


@tool
def check_ssl_expiry(domain: str) -> str:
    """When the TLS/SSL certificate served by a domain expires."""
    return "2027-01-01"


@tool
def check_domain_expiry(domain: str) -> str:
    """When a domain name's registration expires at the registrar."""
    return "2027-01-01"


@tool
def start_wash(program: Literal["cotton", "synthetics", "wool", "quick"], temp_c: int) -> str:
    """Start the washing machine on a program at a temperature in Celsius."""
    return "started"


class Address(BaseModel):
    street: str
    city: str
    postcode: str | None = None


@tool
def ship_parcel(parcel_id: str, address: Address) -> str:
    """Send a parcel to an address."""
    return "shipped"


@tool
def add_to_basket(items: list[str]) -> str:
    """Add grocery items to the shopping basket."""
    return "added"


@tool
def search_flats(city: str, max_rent: int | None = None, rooms: int | None = None) -> list:
    """Search rental flats in a city, optionally under a monthly rent in euros and with a number of rooms."""
    return []


@tool
def forward_invoice(invoice_no: str, to_email: str) -> str:
    """Forward an invoice by its number to an e-mail address."""
    return "sent"


@tool
def schedule_delivery(date: str) -> str:
    """Schedule the furniture delivery on a date given as YYYY-MM-DD."""
    return "scheduled"


@tool
def call_taxi(pickup: str, passengers: int) -> str:
    """Call a taxi to a pickup place for a number of passengers."""
    return "on its way"


@tool
def log_water(ml: int) -> str:
    """Log drinking water in millilitres."""
    return "logged"


_CERTS = [check_ssl_expiry, check_domain_expiry]


def _ship_ok(out) -> bool:
    if (args := _call_args(out, "ship_parcel")) is None:
        return False
    addr = args.get("address")
    if not isinstance(addr, dict):
        return False
    return (str(args.get("parcel_id", "")).strip().upper() == "PX-5530"
            and "12 rue oberkampf" in str(addr.get("street", "")).lower()
            and str(addr.get("city", "")).strip().lower() == "paris"
            and str(addr.get("postcode") or "75011").strip() == "75011")


def _basket_ok(v) -> bool:
    return isinstance(v, list) and sorted(str(x).strip().lower() for x in v) == ["eggs", "oat milk", "rye bread"]


def _flats_ok(out) -> bool:
    if (args := _call_args(out, "search_flats")) is None:
        return False
    return (str(args.get("city", "")).strip().lower() == "tampere" and _num_near(900)(args.get("max_rent"))
            and args.get("rooms") in (None, ""))


def _pickup_taksim(v) -> bool:
    return "taksim" in str(v).lower()


TOOLS = [
    Case("tool-block-two-days", _calls([block_ip], "Block 203.0.113.77 for two days."),
         _call("block_ip", address=_eq("203.0.113.77"), hours=_num_near(48))),
    Case("agent-cert-lookalike", _agent(_CERTS, "When does the TLS certificate for shop.example.com run out?"),
         _call("check_ssl_expiry", domain=_one_of("shop.example.com", "https://shop.example.com"))),
    Case("tool-wash-synonym", _calls([start_wash], "Put my jumpers on the woollens cycle at 30 degrees."),
         _call("start_wash", program=_eq("wool"), temp_c=_num_near(30))),
    Case("tool-ship-nested", _calls([ship_parcel], "Ship parcel PX-5530 to 12 Rue Oberkampf, 75011 Paris."), _ship_ok),
    Case("tool-basket-list", _calls([add_to_basket], "Put oat milk, rye bread and eggs in my basket."),
         _call("add_to_basket", items=_basket_ok)),
    Case("tool-flats-optional", _calls([search_flats], "Find me flats in Tampere under 900 euros a month."), _flats_ok),
    Case("tool-invoice-email", _calls([forward_invoice], "Forward invoice INV-2291 to accounts@brightwave.example please"),
         _call("forward_invoice", invoice_no=_eq("INV-2291"), to_email=_eq("accounts@brightwave.example"))),
    Case("tool-delivery-given-today", _calls([schedule_delivery], "Today is Thursday 10 December 2026. Have the "
                                                                  "sofa delivered next Tuesday."),
         _call("schedule_delivery", date=_one_of("2026-12-15", "2026-12-22"))),
    Case("tool-delivery-words-only", _calls([schedule_delivery], "Deliver the sofa on the last Friday of next month."),
         _no_call),
    Case("tool-taxi-tr", _calls([call_taxi], "Taksim'den 3 kişilik bir taksi çağırır mısın?"),
         _call("call_taxi", pickup=_pickup_taksim, passengers=_num_near(3))),
    Case("tool-water-litres", _calls([log_water], "I drank one and a half litres of water today, log it."),
         _call("log_water", ml=_num_near(1500))),
    Case("agent-cert-weather", _agent(_CERTS, "Will it rain in Izmir tomorrow?"), _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class LineItem(BaseModel):
    name: str
    qty: int
    unit_price: float


class Receipt(BaseModel):
    items: list[LineItem]


class ContactCard(BaseModel):
    name: str
    phone: str | None = None
    email: str | None = None


class Trip(BaseModel):
    mode: Literal["bus", "train", "ferry", "plane"]


class Booking(BaseModel):
    guests: int = Field(ge=1, le=12, description="how many people the table is for")


class Channel(Enum):
    EMAIL = "email"
    PHONE = "phone"
    SMS = "sms"


class Preference(BaseModel):
    channel: Channel = Field(description="how the customer wants to be contacted")


class DietProfile(BaseModel):
    diet: Literal["vegan", "vegetarian", "pescatarian", "none"]


def _receipt_ok(p) -> bool:
    items = sorted(p.items, key=lambda i: i.unit_price)
    return (len(items) == 2 and "croissant" in items[0].name.lower() and items[0].qty == 2
            and abs(items[0].unit_price - 1.80) < 1e-6 and "flat white" in items[1].name.lower()
            and items[1].qty == 1 and abs(items[1].unit_price - 3.40) < 1e-6)


def _digits(v) -> str:
    return re.sub(r"\D", "", str(v or ""))


STRUCTURED = [
    Case("schema-receipt-nested", _structured(Receipt, "2 croissants at 1.80 each and a flat white for 3.40."),
         _parsed(_receipt_ok)),
    Case("schema-contact-optional", _structured(ContactCard, "Ring Joaquín Ortega on 0612 448 903."),
         _parsed(lambda p: p.name == "Joaquín Ortega" and _digits(p.phone) == "0612448903" and p.email in (None, ""))),
    Case("schema-trip-boat", _structured(Trip, "I'm catching the 7:40 boat over to the island.", "Extract the trip."),
         _parsed(lambda p: p.mode == "ferry")),
    Case("schema-guests-count", _structured(Booking, "A table for me, my wife and our three kids, please."),
         _parsed(lambda p: p.guests == 5)),
    Case("schema-channel-negated", _structured(Preference, "Please don't phone me - a text message is fine."),
         _parsed(lambda p: p.channel == Channel.SMS)),
    Case("schema-diet-described", _structured(DietProfile, "I eat fish but no other meat."),
         _parsed(lambda p: p.diet == "pescatarian")),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-queue", _ask("Send this to the right queue: payroll, it_support or facilities.\n"
                             "Ticket: \"The radiator in meeting room 3 is leaking onto the carpet.\"\nQueue:"),
         _only("facilities")),
    Case("label-intent", _ask("Classify the user's intent as one of: cancel, upgrade, question.\n"
                              "User: \"Is there a student discount on the annual plan?\""), _only("question")),
    Case("label-toxic-ok", _ask("Is this comment TOXIC or OK? Answer with the label only.\n"
                                "Comment: \"This tutorial saved my weekend, thank you!\""), _only("OK")),
    Case("label-thai-lao", _ask("Which language is this, Thai or Lao? \"ขอบคุณมากครับ\" Answer in one word."),
         _only("Thai")),
]


# --- grading prompts in new wordings ---------------------------------------------------------------

class Groundedness(BaseModel):
    grounded: bool = Field(description="is the answer supported by the facts")


GRADERS = [
    Case("grade-pass-fail", _ask("Reference answer: The standing charge is 53.10p per day.\n"
                                 "Student answer: It's 53.1 pence a day.\n"
                                 "Grade the student answer PASS or FAIL."), _only("PASS")),
    Case("grade-relevant-yes-no", _ask("Query: bouldering grades for beginners\n"
                                       "Passage: Our payroll team closes the books on the 25th of each month.\n"
                                       "relevant: yes/no"), _only("no")),
    Case("grade-grounded-bool", _structured(Groundedness, "Facts: The flat is on the 4th floor and has a lift.\n"
                                                          "Answer: The flat is on the ground floor.",
                                            "Check the answer against the facts."),
         _parsed(lambda p: p.grounded is False)),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-weather-bool", _ask('Return JSON like {"city": "", "temp_c": 0, "rain": false}.\n'
                                   "Text: Izmir today: 17 degrees and dry."),
         _json(lambda o: o.get("city") == "Izmir" and o.get("temp_c") == 17 and o.get("rain") is False)),
    Case("json-order-lines", _ask('Return JSON like {"items": [{"sku": "", "qty": 0}]} for this order: '
                                  "3 x AB-112, 1 x CQ-09"),
         _json(lambda o: o.get("items") == [{"sku": "AB-112", "qty": 3}, {"sku": "CQ-09", "qty": 1}])),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-flight-time", _thread("My flight to Bangkok leaves at 06:45 on Saturday.", "Noted.",
                                       "Can you suggest a book for the flight?", "Try a short novel.",
                                       "What time is my flight again?"), _any("06:45", "6:45")),
    Case("thread-landlord-his", _thread("My landlord, Mr Achterberg, lives on the ground floor.", "OK.",
                                        "What's his name again?"), _any("Achterberg")),
    Case("thread-locker-corrected", _thread("My locker number is 117.", "Got it.", "Actually my locker is 171.",
                                            "Okay.", "What's my locker number?"), _corrected("171", "117")),
    Case("thread-allergy-return", _thread("I'm allergic to penicillin.", "Noted.", "How tall is Kilimanjaro?",
                                          "About 5,895 metres.", "What am I allergic to?"), _any("penicillin")),
    Case("thread-job-office-days", _notes_thread(JOB, "Where is the job based?", "Leipzig.",
                                                 "How many days a week would I need to be there?"),
         _word("2", "two")),
]


# --- small talk, arithmetic, world knowledge, things nothing offline could know -------------------

DIRECT = [
    Case("chat-th-hello", _ask("สวัสดีครับ วันนี้เป็นยังไงบ้าง"), _none_of("don't know", "ไม่ทราบ", "ไม่รู้")),
    Case("chat-ar-thanks", _ask("شكراً جزيلاً على مساعدتك!"), _none_of("don't know", "لا أعرف")),
    Case("about-memory", _ask("Do you remember what we talked about yesterday?"),
         _either(_starts("no"), _any("don't remember", "can't remember", "cannot remember", "no memory",
                                     "don't have memory", "don't have access to previous", "previous conversations",
                                     "earlier conversations", "past conversations"))),
    Case("math-weeks-saving", _ask("If I save €85 a week, how many weeks until I have €1,000?"),
         _word("12", "twelve", "11.76", "11.8")),
    Case("date-days-inclusive", _ask("How many days is it from 3 March to 9 March, counting both days?"),
         _word("7", "seven")),
    Case("world-hexagon", _ask("How many sides does a hexagon have?"), _word("6", "six")),
    Case("unknowable-debit", _ask("Has my Brightwave direct debit gone through yet?"), _must_state),
    Case("unknowable-fx", _ask("What will the euro to baht rate be next Friday?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
