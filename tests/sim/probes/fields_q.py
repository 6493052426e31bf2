"""Invented probe (2026-12-04, branch ``fix35b``; oracles written and committed before any run, never
tuned against): three silent-failure classes on material of my own.

- FIELDS: structured output and tool arguments. A NUMBER field (a total, a count, an amount) must
  hold a value the source states or one worked from stated values by a stated rule (a sum of listed
  amounts, a count times a unit price), else the schema's safe value with a stated limit. A STRING
  field must hold the value after its label, never a heading or a label line. Receipts, forms and
  messages, in English and Chinese; a tool with an amount argument.
- PASTED: material pasted after the question in the same message (or before a question at the
  end), in English and Chinese; a request that cannot be answered from the block is a stated limit
  or an honest "not in it".
- RULES: yes/no permission questions over a document of rules where the rule names the asked
  action in other words (a verb's noun: smoke / smoking, park / parking, photos / photography);
  a question no rule covers must not be answered yes or no.

``python -m tests.sim.probes.fields_q [-v]`` prints right / stated limit / silently wrong / false
alarms like the fresh sets.

History:
- first sight on the branch point fc9a2af1 (oracles committed first in the probe's first commit,
  one run): **13 / 13 / 5 / 0** (right / stated limit / silently wrong / false alarms). Wrong:
  invoice-no-amount (2.0 of "the 2nd floor" as the amount due), form-label-next-line (the title
  and the next label words as the name, the phone as the shift), message-half-owed (64 for the
  half of it, 32), tool-expense-two-amounts (3.50 of two amounts), rule-smoke-terrace (a trusted
  "I don't know." over "Smoking is not permitted anywhere on the premises"). Four pastes after
  the question were knowledge limits ("no tool, document or fact"). Not counted wrong but wrong:
  paste-dentist-newline answers "15:50 (15:40 + 10 minutes)" (arriving 10 minutes early read as
  +10; the oracle only asks for 15:40 in the reply), receipt-total-stated read 2.95 (the last line)
  for the total under a limit on its other field.
- after branch ``fix35b`` (``number_evidence``: a total, count or amount needs stated evidence;
  ``label_lines``: a form's labels; ``banned_actions``; pointed pastes in ``unlabelled_prompt``):
  **23 / 6 / 2 / 1**. Still wrong: message-half-owed, tool-expense-two-amounts (both values are
  stated, so the evidence rule lets them pass). The false alarm is invoice-no-amount: the amount
  read from the ordinal is replaced by None with the stated limit the brief asks for.
"""
from __future__ import annotations

import sys

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _call_args,
    _calls,
    _either,
    _no_call,
    _none_of,
    _num_near,
    _parsed,
    _rag,
    _says_no,
    _structured,
    _val,
    report,
    tally,
)

# --- FIELDS: numbers and strings in structured output and tool arguments ------------------------


class Receipt(BaseModel):
    store: str = Field(description="the shop's name")
    total: float = Field(description="the amount paid")


class OpenReceipt(BaseModel):
    store: str
    total: float | None = Field(default=None, description="the receipt's total")


class Order(BaseModel):
    quantity: int = Field(description="how many bags")
    total_cost: float = Field(description="what the order costs altogether")


class Invoice(BaseModel):
    amount_due: float | None = Field(default=None, description="the invoice amount, if given")
    visit_day: str = Field(description="the day of the visit")


class Rsvp(BaseModel):
    guest_count: int = Field(description="how many people are coming")


class Booking(BaseModel):
    party_size: int
    name: str = Field(description="the name the table is booked under")


class ZhReceipt(BaseModel):
    shop: str = Field(description="店名")
    total: float = Field(description="合计金额")


class Leave(BaseModel):
    days: int | None = Field(default=None, description="number of days off")
    fee: float | None = Field(default=None, description="any fee mentioned")


class Volunteer(BaseModel):
    name: str
    preferred_shift: str


class Permit(BaseModel):
    vehicle_registration: str
    resident: str
    flat: str


class Debt(BaseModel):
    amount_owed: float = Field(description="how much the reader owes")


class Signup(BaseModel):
    name: str = Field(description="学生姓名")
    grade: str = Field(description="年级")


class Parcel(BaseModel):
    weight_kg: float | None = Field(default=None, description="the parcel's weight in kg")
    sender: str


HARDWARE = ("KITE & CO. HARDWARE\n"
            "03/11 14:22\n"
            "Wood screws (box)   6.40\n"
            "Sandpaper pack      3.15\n"
            "Masking tape        2.95\n"
            "TOTAL              12.50\n"
            "CARD               12.50\n")

HARDWARE_NO_TOTAL = ("KITE & CO. HARDWARE\n"
                     "03/11 14:22\n"
                     "Wood screws (box)   6.40\n"
                     "Sandpaper pack      3.15\n"
                     "Masking tape        2.95\n")

COMPOST = "Order note: 3 bags of compost at 7.20 each, delivery free. Leave them by the side gate."

BOILER = ("Hi, the boiler engineer came on Tuesday and fixed the pressure valve on the 2nd floor unit. "
          "He said he'll send the invoice later this week.")

RSVP = "RSVP: Tomasz and Ewa Nowak will attend, plus their daughter Lena. No dietary needs."

TABLE = "Booking: table for 5 at 19:30 on Friday under the name Okafor. Window seat if possible."

ZH_CAFE = "收据\n店名：青木咖啡\n拿铁 2杯 每杯 28元\n合计：56元\n"

ZH_LEAVE = "王老师您好，我家孩子明天发烧，请假一天，谢谢。——小米妈妈"

VOLUNTEER = ("VOLUNTEER SIGN-UP FORM\n"
             "Name\n"
             "Priya Nair\n"
             "Preferred shift\n"
             "Saturday morning\n"
             "Phone\n"
             "07700 900412\n")

PERMIT = ("PARKING PERMIT REQUEST\n"
          "Vehicle registration: KX19 TLP\n"
          "Resident: Mr D. Achebe\n"
          "Flat: 4B\n")

CONCERT = "Hey, you owe me for the concert tickets \u2014 it was \u00a364 for both, so your half is \u00a332. No rush!"

ZH_FORM = "报名表\n姓名\n李晓雯\n年级\n三年级\n兴趣小组\n围棋\n"

PARCEL = ("Shipping label\n"
          "From: Oakridge Ceramics, Unit 7, Brampton\n"
          "To: J. Whitlow\n"
          "Contents: 2 mugs, 1 teapot\n"
          "Handle with care\n")


@tool
def record_expense(amount: float, category: str) -> str:
    """Record an expense of the given amount under a category (meals, travel, office, ...)."""
    return "recorded"


def _expense(amount: float):
    def ok(out) -> bool:
        args = _call_args(out, "record_expense")
        return args is not None and _num_near(amount, 1e-6)(args.get("amount"))

    return ok


def _two_expenses(a: float, b: float):
    def ok(out) -> bool:
        got = sorted(float(c["args"].get("amount", 0)) for c in out.tool_calls if c["name"] == "record_expense")
        return got == sorted([a, b])

    return ok


def _p(check):
    return _parsed(check)


FIELDS = [
    Case("receipt-total-stated", _structured(Receipt, HARDWARE),
         _p(lambda r: abs(r.total - 12.50) < 1e-9 and "kite" in r.store.lower())),
    Case("receipt-total-summed", _structured(OpenReceipt, HARDWARE_NO_TOTAL),
         _p(lambda r: r.total is not None and abs(r.total - 12.50) < 1e-9)),
    Case("order-unit-price", _structured(Order, COMPOST),
         _p(lambda r: r.quantity == 3 and abs(r.total_cost - 21.60) < 1e-9)),
    Case("invoice-no-amount", _structured(Invoice, BOILER),
         _p(lambda r: r.amount_due is None and "tuesday" in r.visit_day.lower())),
    Case("rsvp-count-names", _structured(Rsvp, RSVP), _p(lambda r: r.guest_count == 3)),
    Case("booking-party", _structured(Booking, TABLE),
         _p(lambda r: r.party_size == 5 and r.name.strip().lower() == "okafor")),
    Case("zh-cafe-total", _structured(ZhReceipt, ZH_CAFE, "从文本中提取信息。"),
         _p(lambda r: abs(r.total - 56) < 1e-9 and "青木咖啡" in r.shop)),
    Case("zh-leave-no-fee", _structured(Leave, ZH_LEAVE, "从文本中提取信息。"),
         _p(lambda r: r.fee is None and r.days in (1, None))),
    Case("form-label-next-line", _structured(Volunteer, VOLUNTEER),
         _p(lambda r: r.name.strip() == "Priya Nair" and r.preferred_shift.strip().lower() == "saturday morning")),
    Case("form-title-labels", _structured(Permit, PERMIT),
         _p(lambda r: r.vehicle_registration.strip() == "KX19 TLP" and "achebe" in r.resident.lower()
            and r.flat.strip() == "4B")),
    Case("message-half-owed", _structured(Debt, CONCERT), _p(lambda r: abs(r.amount_owed - 32) < 1e-9)),
    Case("zh-form-label-next-line", _structured(Signup, ZH_FORM, "从报名表中提取信息。"),
         _p(lambda r: r.name.strip() == "李晓雯" and r.grade.strip() == "三年级")),
    Case("label-no-weight", _structured(Parcel, PARCEL),
         _p(lambda r: r.weight_kg is None and "oakridge" in r.sender.lower())),
    Case("tool-expense-stated", _calls([record_expense], "Log my lunch with the team, it was 46.80 on the card, "
                                                         "category meals"), _expense(46.80)),
    Case("tool-expense-unstated", _calls([record_expense], "log the taxi I took to the airport under travel"),
         _no_call),
    Case("tool-expense-two-amounts", _calls([record_expense], "add an expense for parking: 3.50 in the morning "
                                                              "and 4.00 in the afternoon, category travel"),
         _either(_expense(7.50), _two_expenses(3.50, 4.00))),
]

# --- PASTED: material after (or before) the question in one message --------------------------------

PASTED = [
    Case("paste-invoice-after", _ask("Here's my invoice, can you tell me what the total is? INVOICE #2291 "
                                     "Window cleaning (front) \u00a318.00. Window cleaning (back) \u00a314.00. "
                                     "Gutter clear \u00a325.00. Total due: \u00a357.00"),
         _any("57")),
    Case("paste-dentist-newline", _ask("when is my dentist appointment?\n\nReminder from Brightsmile Dental: your "
                                       "check-up with Dr Haas is on Thursday 9 October at 15:40. Please arrive "
                                       "10 minutes early."),
         _both(_any("9 October", "15:40"), _none_of("I don't know"))),
    Case("paste-adds-up", _ask("can you check this adds up?\n\nGroceries split\nMilk 1.20\nBread 2.10\n"
                               "Eggs 3.30\nTotal 7.60"),
         _both(_says_no("6.60", "6.6 ", "doesn't add up", "does not add up"), _none_of("I don't know"))),
    Case("paste-zh-after", _ask("帮我看看这个通知，什么时候停水？\n\n物业通知：因管道维修，本小区将于6月12日上午9点至"
                                "下午3点停水，请提前储水。"),
         _any("6月12日")),
    Case("paste-zh-before", _ask("快递单号：SF1029384756\n收件人：赵磊\n派送时间：周五下午\n\n这个快递是谁收？"),
         _any("赵磊")),
    Case("paste-flight-before", _ask("Flight LX 318\nDepart: Zurich 07:05\nArrive: London City 07:55\n"
                                     "Gate: A52\n\nwhich gate do I need?"),
         _both(_any("A52"), _none_of("07:05"))),
    Case("paste-raffle-absent", _ask("Here's the club newsletter, can you tell me who won the raffle? Riverside "
                                     "Chess Club \u2014 Spring news. Our AGM is on 3 May. Membership fees rise to "
                                     "\u00a340. Thanks to Joan for the new boards."),
         _both(_absent("doesn't say", "does not say", "not mention", "no mention"), _none_of("Joan won"))),
    Case("paste-here-it-is", _ask("Can you tell me how much I was charged for data? Here it is: Mobile bill "
                                  "\u2014 March. Line rental \u00a312.00. Data add-on \u00a35.00. Roaming \u00a30.00."),
         _both(_val(5.0), _none_of("12.00"))),
]

# --- RULES: permission questions over a document of rules -----------------------------------------

GYM = ("Harbourside Gym \u2014 house rules\n"
       "1. Smoking is not permitted anywhere on the premises.\n"
       "2. Parking in the staff bays is prohibited for members.\n"
       "3. Towels must be used on all benches.\n"
       "4. Photography is not allowed in the changing rooms.\n"
       "5. Members may bring one guest per visit.\n")

ZH_LIB = "图书馆规定：\n一、馆内禁止吸烟。\n二、阅览室内不得饮食。\n三、借书需出示读者证。\n"

_NO_RULE = ("doesn't say", "does not say", "not mention", "no rule", "don't know", "not covered")

RULES = [
    Case("rule-smoke-terrace", _rag(GYM, "can I smoke on the terrace?"), _says_no("not permitted")),
    Case("rule-park-staff", _rag(GYM, "am I allowed to park in the staff bays?"), _says_no("prohibited")),
    Case("rule-photos", _rag(GYM, "can I take photos in the changing rooms?"), _says_no("not allowed")),
    Case("rule-guest", _rag(GYM, "can I bring a friend with me?"), _any("yes", "one guest")),
    Case("rule-sauna-absent", _rag(GYM, "am I allowed to use the sauna after 9pm?"),
         _both(_absent(*_NO_RULE), _none_of("Yes", "No,", "No."))),
    Case("rule-zh-smoke", _rag(ZH_LIB, "我可以在馆内吸烟吗？"), _says_no("禁止", no=("不", "no"), yes=("可以", "yes"))),
    Case("rule-zh-eat", _rag(ZH_LIB, "阅览室里可以吃东西吗？"), _says_no("不得", no=("不", "no"), yes=("可以", "yes"))),
]

CASES: list[Case] = [*FIELDS, *PASTED, *RULES]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
