"""Invented material for the simulator's calibration (issue 26): right, or it says it cannot.

Every case here was written for this file, in formats and wordings the course's data does not
use (a README, meeting minutes, an FAQ, a changelog, a hard-wrapped letter, a price table,
Chinese notes; a learner's own tools, Pydantic schemas, label prompts, JSON-by-example prompts,
follow-ups in one thread). Each reply is classified:

- ``right``: the check passes and no limit was stated;
- ``limit``: the simulator stated a limit (``SimulatorLimitWarning`` or
  ``response_metadata["simulator_limit"]``), whatever the reply;
- ``wrong``: the check fails and no limit was stated (silently wrong: the outcome to avoid).

``python -m tests.sim.fresh.calibration_cases`` prints the three counts (and each case's class
with ``-v``); it runs on any version of ``course_lib`` on the path, so the same cases measure
the code before and after a change.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    _RAG_SYSTEM,
    Case,
    _ask,
    _call,
    _calls,
    _eq,
    _has,
    _json,
    _no_call,
    _one_of,
    _parsed,
    _rag,
    _shown,
    _structured,
    _text,
    _thread,
    classify,
)


def _dont_know(out: Any) -> bool:
    t = _text(out).lower()
    return "don't know" in t or "不知道" in t or "could not find" in t or "not in the" in t


# --- grounded answers over new notes ----------------------------------------------------------


README = """# frobnicate

A tiny CLI that frobnicates YAML files.

## Installation

Run `pipx install frobnicate`. It requires Python 3.10 or newer.

## Usage

`frob FILE --in-place` rewrites the file; without `--in-place` it prints to stdout.
"""
MINUTES = """Weekly sync, 4 February
Attendees: Ana Lima, Raj Mehta, Sofie Berg

Decisions
- The public launch moves to 14 March.
- Raj owns the pricing page.
- Sofie will brief the support team by Friday.

Open questions
- Do we need a Portuguese landing page?
"""
FAQ = """Frequently asked questions

Q: Can I return opened items?
A: Yes, within 30 days, as long as you have the receipt.

Q: Do you ship to Iceland?
A: No, we currently ship only within the EU and Norway.
"""
CHANGELOG = """# Changelog

## 2.4.0 (2025-06-02)
- Added: CSV export from the reports screen.
- Fixed: crash when the input file is empty.

## 2.3.1 (2025-04-18)
- Fixed: wrong totals on invoices with discounts.
"""
LETTER = """Dear Ms. Patel,

Thank you for your order of 12 May. We are sorry the kettle
arrived damaged. Your replacement kettle will be shipped
on Thursday from our Leeds warehouse, and you should
receive it within two working days.

Kind regards,
Tomasz Nowak, Customer Care
"""
PRICES = """| Plan  | Price per month | Seats |
|-------|-----------------|-------|
| Basic | $9              | 1     |
| Team  | $29             | 5     |
| Scale | $99             | 25    |
"""
ZH_LEAVE = "公司年假政策：员工每年享有十五天带薪年假。未休完的年假可以顺延到次年三月底，过期作废。"
ZH_WIFI = "办公室无线网络说明：访客网络名称为 Guest-5G，密码每周一更新，由前台提供。"

GROUNDED = [
    Case("readme-python-version", _rag(README, "Which Python version does frobnicate need?"), _has("3.10")),
    Case("readme-in-place", _rag(README, "How do I make frob change the file itself?"), _has("--in-place")),
    Case("minutes-launch-date", _rag(MINUTES, "When is the public launch?"), _has("14 March")),
    Case("minutes-owner", _rag(MINUTES, "Who owns the pricing page?"), _has("Raj")),
    Case("faq-return-window", _rag(FAQ, "How long do I have to return an opened item?"), _has("30 days")),
    Case("faq-iceland", _rag(FAQ, "Can you deliver to Iceland?"), _has("no")),
    Case("changelog-csv", _rag(CHANGELOG, "In which version was CSV export added?"), _has("2.4.0")),
    Case("letter-warehouse", _rag(LETTER, "From which warehouse will the replacement kettle ship?"), _has("Leeds")),
    Case("table-team-seats", _rag(PRICES, "How many seats does the Team plan include?"), _has("5")),
    Case("zh-leave-days", _rag(ZH_LEAVE, "员工每年有多少天年假？"), lambda o: "十五" in _text(o) or "15" in _text(o)),
    Case("zh-wifi-password", _rag(ZH_WIFI, "访客网络的密码从哪里获得？"), _has("前台")),
    # the notes do not hold these: an honest "I don't know" is right
    Case("readme-maintainer-absent", _rag(README, "Who maintains frobnicate?"), _dont_know),
    Case("faq-absent", _rag(FAQ, "What are your opening hours?"), _dont_know),
]


# --- a learner's own tools --------------------------------------------------------------------


@tool
def convert_units(value: float, from_unit: str, to_unit: str) -> str:
    """Convert a quantity from one unit of measure to another (length, mass, volume)."""
    return "converted"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money between two currencies given as ISO 4217 codes (EUR, USD, ...)."""
    return "converted"


@tool
def days_between(start: str, end: str) -> int:
    """Count the days between two calendar dates in ISO format (YYYY-MM-DD)."""
    return 0


@tool
def invoice_status(invoice_id: str) -> str:
    """Look up the payment status of an invoice by its id (for example INV-2041)."""
    return "paid"


@tool
def roll_dice(sides: int, count: int) -> list[int]:
    """Roll `count` dice, each with the given number of sides."""
    return [1]


@tool
def book_room(room: str, day: str, attendees: int) -> str:
    """Book a meeting room for a number of attendees on a day (YYYY-MM-DD)."""
    return "booked"


@tool
def tip(bill: float, percent: float) -> float:
    """Work out the tip for a restaurant bill at a given percentage."""
    return 0.0


@tool
def track_parcel(tracking_number: str) -> str:
    """根据快递单号查询包裹的物流状态。"""
    return "运输中"


_UNITS = [convert_units]
_MONEY = [convert_currency]
TOOLS = [
    Case("tool-miles-to-km", _calls(_UNITS, "How many kilometres is 10 miles?"),
         _call("convert_units", value=_eq(10), from_unit=_one_of("mi", "mile", "miles"),
               to_unit=_one_of("km", "kilometre", "kilometres", "kilometer", "kilometers"))),
    Case("tool-pounds-to-kg", _calls(_UNITS, "My suitcase weighs 50 lb, what's that in kg?"),
         _call("convert_units", value=_eq(50), from_unit=_one_of("lb", "lbs", "pound", "pounds"),
               to_unit=_one_of("kg", "kilogram", "kilograms"))),
    Case("tool-eur-to-usd", _calls(_MONEY, "What is 250 euros in US dollars?"),
         _call("convert_currency", amount=_eq(250), from_currency=_eq("EUR"), to_currency=_eq("USD"))),
    Case("tool-yen-to-gbp", _calls(_MONEY, "I have ¥12,000 left from Tokyo. How much is it in pounds sterling?"),
         _call("convert_currency", amount=_eq(12000), from_currency=_eq("JPY"), to_currency=_eq("GBP"))),
    Case("tool-days-between", _calls([days_between], "How many days are there between 2024-03-01 and 2024-04-15?"),
         _call("days_between", start=_eq("2024-03-01"), end=_eq("2024-04-15"))),
    Case("tool-invoice-id", _calls([invoice_status], "Has invoice INV-7781 been paid yet?"),
         _call("invoice_status", invoice_id=_eq("INV-7781"))),
    Case("tool-dice", _calls([roll_dice], "Roll 3 dice with 12 sides each for me."),
         _call("roll_dice", sides=_eq(12), count=_eq(3))),
    Case("tool-book-room", _calls([book_room], "Please book the Maple room for 6 people on 2025-02-10."),
         _call("book_room", room=_one_of("Maple", "Maple room"), day=_eq("2025-02-10"), attendees=_eq(6))),
    Case("tool-tip", _calls([tip], "What's an 18% tip on a $64.50 bill?"),
         _call("tip", bill=_eq(64.5), percent=_eq(18))),
    Case("tool-zh-parcel", _calls([track_parcel], "帮我查一下快递 SF1234567890 现在到哪了"),
         _call("track_parcel", tracking_number=_eq("SF1234567890"))),
    # no value of the required argument's type in the question: no call (or a stated limit)
    Case("tool-invoice-no-id", _calls([invoice_status], "Has my last invoice been paid?"), _no_call),
    Case("tool-units-no-quantity", _calls(_UNITS, "Can you convert things into metric for me?"), _no_call),
    Case("tool-money-no-amount", _calls(_MONEY, "Which currency do they use in Brazil?"), _no_call),
]


# --- a learner's own structured-output schemas ------------------------------------------------


class Contact(BaseModel):
    name: str = Field(description="the person's full name")
    email: str = Field(description="their email address")


class Expense(BaseModel):
    amount: float
    currency: str = Field(description="ISO currency code")
    category: Literal["travel", "meals", "office"]


class Ticket(BaseModel):
    priority: Literal["low", "medium", "high"] = Field(description="how urgent the issue is")


class SpamCheck(BaseModel):
    is_spam: bool = Field(description="True if the message is unsolicited advertising or a scam")


class OrderRef(BaseModel):
    order_id: str | None = Field(default=None, description="the order number the customer mentions, if any")


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "neutral"]


STRUCTURED = [
    Case("schema-contact", _structured(Contact, "You can reach Dana Whitfield at dana.w@example.org any weekday."),
         _parsed(lambda p: p.name == "Dana Whitfield" and p.email == "dana.w@example.org")),
    Case("schema-expense", _structured(Expense, "Taxi from the airport to the hotel: 42.80 EUR."),
         _parsed(lambda p: abs(p.amount - 42.8) < 1e-6 and p.currency == "EUR" and p.category == "travel")),
    Case("schema-expense-meals", _structured(Expense, "Team lunch at Nando's, 63.00 GBP."),
         _parsed(lambda p: abs(p.amount - 63) < 1e-6 and p.currency == "GBP" and p.category == "meals")),
    Case("schema-priority-high", _structured(Ticket, "The production database is down and no customer can log in.",
                                             "Triage this support ticket."),
         _parsed(lambda p: p.priority == "high")),
    Case("schema-spam", _structured(SpamCheck, "Congratulations!!! You have WON a free cruise. Click here to claim your prize now.",
                                    "Check this incoming message."),
         _parsed(lambda p: p.is_spam is True)),
    Case("schema-order-absent", _structured(OrderRef, "Hi, I want to complain about how rude the courier was."),
         _parsed(lambda p: p.order_id in (None, ""))),
    Case("schema-review-negative", _structured(Review, "The checkout kept crashing and support never replied to my emails.",
                                               "Classify the review."),
         _parsed(lambda p: p.sentiment == "negative")),
]


# --- label prompts ----------------------------------------------------------------------------


def _label(expected: str, labels: list[str]) -> Callable[[Any], bool]:
    def ok(out) -> bool:
        t = _text(out).strip().strip(".").strip()
        return t.lower() == expected.lower() and sum(lab.lower() in _text(out).lower() for lab in labels) == 1

    return ok


LABELS = [
    Case("label-billing", _ask("Put this ticket in exactly one bucket: billing, shipping, technical, other. "
                               "Reply with the bucket name only.\nTicket: I was charged twice for my subscription this month."),
         _label("billing", ["billing", "shipping", "technical", "other"])),
    Case("label-department", _ask("Which team should take this email? Sales / Legal / HR. Answer with one word.\n"
                                  "Email: Could you send us a quote for 40 licences?"),
         _label("Sales", ["Sales", "Legal", "HR"])),
    Case("label-mixed-review", _ask("Tag the review as POSITIVE, NEGATIVE or MIXED. Output just the tag.\n"
                                    "Review: Great battery life, but the screen scratches far too easily."),
         _label("MIXED", ["POSITIVE", "NEGATIVE", "MIXED"])),
    Case("label-zh", _ask("请把下面的评论归为“正面”或“负面”，只输出类别。\n评论：物流太慢了，包装也破了。"),
         lambda o: _text(o).strip().strip("。") == "负面"),
]


# --- JSON asked for by example ----------------------------------------------------------------


JSON_CASES = [
    Case("json-city-country", _ask('Answer with JSON shaped like {"city": "...", "country": "..."}.\n'
                                   "Text: Last month I moved to Porto, in Portugal."),
         _json(lambda o: o.get("city") == "Porto" and o.get("country") == "Portugal")),
    Case("json-product-qty", _ask('Pull out the product and the quantity. Respond only with JSON, e.g. '
                                  '{"product": "pens", "quantity": 3}.\nText: Please send 12 staplers to the Oslo office.'),
         _json(lambda o: o.get("product") == "staplers" and o.get("quantity") == 12)),
    Case("json-is-question", _ask('Is the sentence below a question? Reply as {"is_question": true} or '
                                  '{"is_question": false}.\nSentence: The train leaves at noon.'),
         _json(lambda o: o.get("is_question") is False)),
]


# --- follow-ups in one thread -----------------------------------------------------------------


KESTREL = "Project Kestrel is led by Mira Osei. It started in 2019 and is based in Accra."
THREADS = [
    Case("thread-name", _thread("Hi, I'm Bob.", "Hello Bob! How can I help?", "What's my name?"), _has("Bob")),
    Case("thread-colour", _thread("My favourite colour is teal.", "Noted!", "Which colour do I like best?"), _has("teal")),
    Case("thread-zh-name", _thread("我叫李雷。", "你好，李雷！", "我叫什么名字？"), _has("李雷")),
    Case("thread-pronoun", lambda llm: llm.invoke([
        SystemMessage(_RAG_SYSTEM.format(context=KESTREL)), HumanMessage("Who leads Project Kestrel?"),
        AIMessage("Mira Osei leads Project Kestrel."), HumanMessage("When did it start?")]), _has("2019")),
]


# --- direct questions -------------------------------------------------------------------------

DIRECT = [
    Case("direct-percent", _ask("What's 12% of 350?"), _has("42")),
    Case("direct-thanks", _ask("Thanks a lot, that's all for today!"), lambda o: not _dont_know(o) and bool(_text(o).strip())),
    Case("direct-tcp-udp", _ask("Explain the difference between TCP and UDP in two sentences."), _has("tcp", "udp")),
    Case("direct-haiku", _ask("Write a haiku about autumn leaves."), lambda o: len(_text(o).strip().splitlines()) == 3),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *JSON_CASES, *THREADS, *DIRECT]


# --- classifying ------------------------------------------------------------------------------


def counts(verbose: bool = False) -> dict[str, int]:
    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    tally = {"right": 0, "limit": 0, "wrong": 0}
    for case in CASES:
        kind, out, limits = classify(case, llm)
        tally[kind] += 1
        if verbose:
            print(f"{kind:6} {case.id:28} {str(_shown(out))[:90]!r}" + (f"  LIMIT: {limits[0][:90]}" if limits else ""))
    return tally


if __name__ == "__main__":
    tally = counts(verbose="-v" in sys.argv)
    print(f"{len(CASES)} cases: right {tally['right']}, stated limit {tally['limit']}, silently wrong {tally['wrong']}")
