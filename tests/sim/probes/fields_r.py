# ruff: noqa: UP042, UP045  (a learner's own schemas: Optional[...] and (str, Enum) are written as learners write them)
"""Invented probe (2026-12-04, branch ``fix36c``; oracles written and committed before any run, never
tuned against): structured output and tool arguments on learners' schemas and ``@tool`` functions
in domains of my own: a vet booking, a bike repair ticket, a wedding RSVP, a lab sample log, a
Chinese train ticket, a tax form, a pizza order, a thermostat, a volunteer form, expenses abroad.

What each case asks of the simulator: an ``Optional`` field the text never gives stays ``None``;
a ``Literal`` / ``Enum`` field holds the option the text states; lists hold the items named (and
not the ones refused: "no anchovies"); nested models; numbers written in words; units and
currencies (a "¥" is the yen in Osaka and the yuan in Chengdu; "£48k" is 48000, "£1.2m" is
1200000); dates worked from a stated today; clock times in words; ids whole; negations ("not
vegetarian", "no nuts"); a value corrected in the text ("actually make that 3"). A field named
like ``preferred_role`` / ``preferredContact`` is a preference, not an id. Three pasted messages
test the pointing word ("this weekend" points at nothing) and Chinese labels that introduce
material ("同事消息：", "客户评论：").

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.fields_r [-v]`` prints the counts.

History:
- first sight on the branch point 9d7a2f2c (oracles written before the one run), 37 cases:
  **12 / 22 / 3 / 2** (right / stated limit / silently wrong / false alarms). Wrong:
  lab-microlitres (the right call, and a second one with sample_id '1500', the volume's figure),
  correction-make-that (quantity 2 and item 'boxes': "actually make that 3" unread),
  correction-no-wait (21: "no wait, make it 19" unread). False alarms: enum-stated (priority low
  right, the summary is a limit sentence), tool-unsaid-amount (no call, as the oracle asks, under a
  limit). Limits standing on readable values: a name before its apposition ("Biscuit, our
  rabbit"), a bike model, "will happily attend", "I do have a nut allergy", toppings after
  "with", "2.5 ml" / "-80 °C" / "drawn at 08:45", "fourteen of us", "Priority: low" (a text
  reply), a nested list, "at 10:15", an id "40-7713-XQ", "ideally as a mechanic", allergens, "£48k"
  read 48 under a limit; and all four pasted messages (a summary, two Chinese labels
  "同事消息：" / "客户评论：", and the one that should be a limit).
- after branch ``fix36c`` (each mechanism tested on wordings of its own in tests/sim, never these
  cases): a value a message corrects inside itself (``corrections.settled``), a container's
  contents counted ("3 boxes of printer paper": printer paper; ``counted_things``), a figure
  before a unit of measure no id (``field_readers.id_values``): **15 / 22 / 0 / 2**; ids typed by
  a field name's whole words (``field_readers.is_id_name``: no change here), pointing words only
  as deictics and another person's "…消息：" a material label: **16 / 21 / 0 / 2**
  (zh-colleague-message answered); a form's "£48k" read whole (``label_lines.label_number``:
  tax-form-k's gross income 48000, still under its yes/no limit): **16 / 21 / 0 / 2**.
  Left: the two false alarms; "客户评论：" stays a knowledge limit (read as material, the grounded
  reader answered "我不知道。" where the review names the broken packaging: a silent wrong, so 评论
  was kept out of the material label kinds), as do 通知 / 邮件 / 公告 (a "停诊通知:" line inside a
  roster split its document: five thirty-fourth cases went silently wrong).
"""
from __future__ import annotations

import sys
from enum import Enum
from typing import Literal, Optional

from langchain_core.tools import tool
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _ask,
    _both,
    _call_args,
    _calls,
    _must_state,
    _no_call,
    _none_of,
    _num_near,
    _parsed,
    _structured,
)


def _p(check):
    return _parsed(check)


def _low(v) -> str:
    return str(v or "").strip().lower()


def _near(v, want: float, tol: float = 1e-6) -> bool:
    return _num_near(want, tol)(v)


def _tool_ok(name: str, check):
    """One call to ``name`` whose arguments pass ``check``; no call with a limit counts as a
    limit (classified before the oracle)."""
    def ok(out) -> bool:
        args = _call_args(out, name)
        if args is None:
            return False
        try:
            return bool(check(args))
        except Exception:
            return False

    return ok


def _date_is(v, iso: str) -> bool:
    """An ISO date, or a written one naming the same day ("2026-09-16", "16 September 2026")."""
    s = _low(v)
    if iso in s:
        return True
    y, m, d = iso.split("-")
    months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
              "october", "november", "december"]
    return str(int(d)) in s.split() and months[int(m) - 1] in s and (y in s or len(s.split()) <= 3)


def _time_is(v, hhmm: str) -> bool:
    s = _low(v).replace(".", ":")
    if s.startswith(hhmm) or s == hhmm:
        return True
    h, m = map(int, hhmm.split(":"))
    twelve = f"{(h - 1) % 12 + 1}:{m:02d}"
    return s.replace(" ", "").startswith(twelve) and (("pm" in s) == (h >= 12))


# --- schemas and tools ----------------------------------------------------------------------------


class VetBooking(BaseModel):
    pet_name: str = Field(description="the animal's name")
    species: Literal["dog", "cat", "rabbit", "other"]
    preferred_day: str = Field(description="the weekday the owner prefers")
    vaccinated: Optional[bool] = Field(default=None, description="whether the pet's vaccinations are up to date, if said")
    insurer: Optional[str] = Field(default=None, description="the pet insurance company, if any")


@tool
def book_vet_appointment(pet_name: str, date: str, time: str) -> str:
    """Book a vet appointment for a pet. date is YYYY-MM-DD, time is HH:MM (24-hour)."""
    return "booked"


class BikeTicket(BaseModel):
    ticket_ref: str = Field(description="the repair ticket reference")
    bike_model: str
    issues: list[str] = Field(description="each fault reported")
    quote_eur: float = Field(description="the quoted price in euros")
    urgent: bool = Field(description="whether the customer needs it back urgently")


@tool
def close_repair(ticket_id: str, cost_eur: float, parts_fitted: int) -> str:
    """Close a bike repair ticket with the final cost in euros and the number of parts fitted."""
    return "closed"


class Rsvp(TypedDict):
    guest_name: str
    attending: bool
    plus_ones: int
    meal: Literal["meat", "fish", "vegetarian"]


class Reply(BaseModel):
    guest_name: str
    attending: bool
    plus_ones: Optional[int] = Field(default=None, description="extra guests brought, if attending")


class Diet(BaseModel):
    name: str
    vegetarian: bool
    nut_allergy: bool


class Size(str, Enum):
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"


@tool
def order_pizza(size: Size, quantity: int, toppings: list[str]) -> str:
    """Order pizzas of one size with the listed extra toppings."""
    return "ordered"


class LabSample(BaseModel):
    sample_id: str
    volume_ml: float
    temperature_c: float = Field(description="storage temperature in degrees Celsius")
    collected_at: str = Field(description="collection time, HH:MM")
    technician: Optional[str] = Field(default=None, description="who took the sample, if named")


class FridgeLog(BaseModel):
    fridge: str
    temperature_c: float


@tool
def record_sample(sample_id: str, volume_ml: float) -> str:
    """Record a lab sample's volume in millilitres."""
    return "recorded"


class TrainTicket(BaseModel):
    train_number: str = Field(description="车次")
    departure_station: str = Field(description="出发站")
    arrival_station: str = Field(description="到达站")
    date: str = Field(description="乘车日期 YYYY-MM-DD")
    price_cny: float = Field(description="票价（元）")


@tool
def book_train(from_city: str, to_city: str, date: str, passengers: int) -> str:
    """订高铁票。date 为 YYYY-MM-DD。"""
    return "booked"


class TaxForm(BaseModel):
    taxpayer_name: str
    tax_year: int
    gross_income: float = Field(description="gross income in pounds")
    dependants: int
    self_employed: bool
    refund_due: Optional[float] = Field(default=None, description="refund owed to the taxpayer, if stated")


class Valuation(BaseModel):
    company: str
    valuation_gbp: float


class Spend(BaseModel):
    amount: float
    currency: Literal["EUR", "GBP", "JPY", "CNY", "USD"]


class Restock(BaseModel):
    item: str
    quantity: int


@tool
def set_thermostat(temperature_c: float) -> str:
    """Set the home thermostat to a temperature in degrees Celsius."""
    return "set"


class Attendance(BaseModel):
    event: str
    headcount: int = Field(description="how many people are coming")


class Priority(Enum):
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"


class FaultReport(BaseModel):
    summary: str
    priority: Priority


class Seat(BaseModel):
    name: str
    meal: str


class WeddingTable(BaseModel):
    table_number: int
    guests: list[Seat]


class Appointment(BaseModel):
    day: str
    time: str = Field(description="HH:MM")
    room: Optional[str] = None
    practitioner: Optional[str] = Field(default=None, description="the clinician's name, if given")


@tool
def set_reminder(time: str, message: str) -> str:
    """Set a reminder. time is HH:MM in 24-hour clock."""
    return "set"


class Delivery(BaseModel):
    expected_date: str = Field(description="expected delivery date, YYYY-MM-DD")


@tool
def book_lab_slot(date: str, instrument: str) -> str:
    """Book an instrument in the lab on a date (YYYY-MM-DD)."""
    return "booked"


@tool
def get_order_status(order_id: str) -> str:
    """Look up the delivery status of an order by its order id."""
    return "in transit"


class Volunteer(BaseModel):
    name: str
    preferred_role: str = Field(description="the role the volunteer would like")
    referral_source: Optional[str] = Field(default=None, description="how they heard about us, if said")


class Contact(BaseModel):
    fullName: str
    preferredContact: Literal["email", "phone", "post"]


class Allergy(BaseModel):
    guest: str
    allergens: list[str] = Field(description="foods the guest must avoid")


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount between currencies (ISO codes like EUR, GBP, JPY)."""
    return "converted"


# --- material -------------------------------------------------------------------------------------

VET = ("Hi, I'd like to book Biscuit, our rabbit, in for a nail trim. Thursdays work best for us as "
       "I'm off work then.")

BIKE = ("Repair ticket BR-2291. Customer's Brompton C Line: rear brake cable frayed, chain slipping, "
        "front tyre puncture. Quote \u20ac65. Customer is not in a hurry, collect whenever.")

RSVP_YES = ("Dear Sam and Alex, Hannah Moss will happily attend and is bringing one guest. I'll have the "
            "fish, please. No nuts for me, I'm allergic.")

RSVP_NO = "Sadly Omar Haddad can't make it on the 12th \u2014 we'll be abroad. Congratulations to you both!"

DIET = "This is Lena Ruiz for the team dinner. I'm not vegetarian, but I do have a nut allergy."

LAB = "Sample LS-0093-B drawn at 08:45, 2.5 ml, stored at -80 \u00b0C."

FRIDGE = "Cold room check: fridge 3 is holding at four degrees, as it should."

TRAIN = "车次：G1234\n出发：上海虹桥\n到达：北京南\n日期：2026年10月3日\n座位：05车12F\n票价：\u00a5553.0\n"

TAX = ("Tax return for the year 2025.\nName: Grace Obi\nGross income: \u00a348k\nTwo dependants.\n"
       "Employed full-time by the council (not self-employed).")

VALUATION = "Brightwater Ltd was valued at \u00a31.2m in its last funding round."

OSAKA = "Dinner with the team in Osaka came to \u00a58,400 including drinks."

CHENGDU = "在成都吃火锅，一共花了\u00a5260。"

YORK = "The train from Leeds to York was \u00a314.70 off-peak."

PAPER = "Can I get 2 boxes of printer paper for the office \u2014 actually make that 3."

QUIZ = "Quiz night at the Red Lion: fourteen of us are coming, so please save the long table."

FAULT = "Priority: low. The saddle clamp on the hire bike squeaks when you sit down."

TABLE = "Table 4: Ana (fish), Ben (vegetarian), Chloe (beef)."

PHYSIO = "Physio follow-up on Friday at 10:15."

PARCEL = "Today is 28 February 2027. The courier says the parcel arrives in three days."

VOLUNTEER = ("Hi, I'm Tom Briggs. I'd like to help at the bike repair caf\u00e9, ideally as a mechanic "
             "on Saturday mornings.")

CONTACT = "Name: Ruth Adeyemi. Please phone me rather than emailing, I rarely check my inbox."

ALLERGY = "Guest: Marco Bellini. Allergic to shellfish and peanuts; dairy is fine."


# --- cases ----------------------------------------------------------------------------------------

FIELDS = [
    Case("vet-literal-optional", _structured(VetBooking, VET),
         _p(lambda r: r.pet_name.strip().lower() == "biscuit" and r.species == "rabbit"
            and "thursday" in r.preferred_day.lower() and r.vaccinated is None and r.insurer is None)),
    Case("vet-tool-date-time", _calls([book_vet_appointment],
                                      "Today is Monday 14 September 2026. Please book Mochi in with the vet on "
                                      "Wednesday at half past two in the afternoon."),
         _tool_ok("book_vet_appointment", lambda a: _low(a["pet_name"]) == "mochi" and _date_is(a["date"], "2026-09-16")
                  and _time_is(a["time"], "14:30"))),
    Case("bike-ticket", _structured(BikeTicket, BIKE),
         _p(lambda r: r.ticket_ref.strip() == "BR-2291" and _near(r.quote_eur, 65) and r.urgent is False
            and len(r.issues) == 3)),
    Case("bike-close-words", _calls([close_repair], "Close ticket BR-4410: fitted three new parts, total cost "
                                                    "sixty euros."),
         _tool_ok("close_repair", lambda a: a["ticket_id"] == "BR-4410" and _near(a["cost_eur"], 60)
                  and int(a["parts_fitted"]) == 3)),
    Case("rsvp-typeddict-yes", _structured(Rsvp, RSVP_YES),
         _p(lambda r: r["attending"] is True and int(r["plus_ones"]) == 1 and r["meal"] == "fish"
            and "hannah" in r["guest_name"].lower())),
    Case("rsvp-decline", _structured(Reply, RSVP_NO),
         _p(lambda r: r.attending is False and "omar" in r.guest_name.lower() and r.plus_ones in (None, 0))),
    Case("diet-negations", _structured(Diet, DIET),
         _p(lambda r: r.vegetarian is False and r.nut_allergy is True and "lena" in r.name.lower())),
    Case("pizza-enum-list-no", _calls([order_pizza], "Two large pizzas please, with mushrooms and olives \u2014 "
                                                     "no anchovies."),
         _tool_ok("order_pizza", lambda a: str(a["size"]).lower().endswith("large") and int(a["quantity"]) == 2
                  and {t.lower() for t in a["toppings"]} >= {"mushrooms", "olives"}
                  and not any("anchov" in t.lower() for t in a["toppings"]))),
    Case("lab-sample", _structured(LabSample, LAB),
         _p(lambda r: r.sample_id.strip() == "LS-0093-B" and _near(r.volume_ml, 2.5) and _near(r.temperature_c, -80)
            and _time_is(r.collected_at, "08:45") and r.technician is None)),
    Case("lab-fridge-words", _structured(FridgeLog, FRIDGE),
         _p(lambda r: _near(r.temperature_c, 4) and "3" in r.fridge)),
    Case("lab-microlitres", _calls([record_sample], "Log sample LS-0112, volume 1500 microlitres."),
         _tool_ok("record_sample", lambda a: a["sample_id"] == "LS-0112" and _near(a["volume_ml"], 1.5))),
    Case("zh-train-ticket", _structured(TrainTicket, TRAIN, "从车票中提取信息。"),
         _p(lambda r: r.train_number.strip() == "G1234" and "上海虹桥" in r.departure_station
            and "北京南" in r.arrival_station and "2026-10-03" in r.date and _near(r.price_cny, 553))),
    Case("zh-train-tool", _calls([book_train], "今天是2026年5月8日。帮我订两张明天从杭州到南京的高铁票。"),
         _tool_ok("book_train", lambda a: "杭州" in a["from_city"] and "南京" in a["to_city"]
                  and "2026-05-09" in a["date"] and int(a["passengers"]) == 2)),
    Case("tax-form-k", _structured(TaxForm, TAX),
         _p(lambda r: "grace" in r.taxpayer_name.lower() and r.tax_year == 2025 and _near(r.gross_income, 48000)
            and r.dependants == 2 and r.self_employed is False and r.refund_due is None)),
    Case("valuation-m", _structured(Valuation, VALUATION),
         _p(lambda r: "brightwater" in r.company.lower() and _near(r.valuation_gbp, 1_200_000))),
    Case("yen-osaka", _structured(Spend, OSAKA), _p(lambda r: _near(r.amount, 8400) and r.currency == "JPY")),
    Case("yuan-chengdu", _structured(Spend, CHENGDU, "从文本中提取金额和币种。"),
         _p(lambda r: _near(r.amount, 260) and r.currency == "CNY")),
    Case("pound-york", _structured(Spend, YORK), _p(lambda r: _near(r.amount, 14.70) and r.currency == "GBP")),
    Case("correction-make-that", _structured(Restock, PAPER),
         _p(lambda r: r.quantity == 3 and "paper" in r.item.lower())),
    Case("correction-no-wait", _calls([set_thermostat], "Set the heating to 21 degrees \u2014 no wait, make it 19."),
         _tool_ok("set_thermostat", lambda a: _near(a["temperature_c"], 19))),
    Case("count-in-words", _structured(Attendance, QUIZ), _p(lambda r: r.headcount == 14)),
    Case("enum-stated", _structured(FaultReport, FAULT), _p(lambda r: r.priority == Priority.LOW)),
    Case("nested-guests", _structured(WeddingTable, TABLE),
         _p(lambda r: r.table_number == 4 and [g.name for g in r.guests] == ["Ana", "Ben", "Chloe"]
            and [g.meal.lower() for g in r.guests] == ["fish", "vegetarian", "beef"])),
    Case("optional-unsaid", _structured(Appointment, PHYSIO),
         _p(lambda r: "friday" in r.day.lower() and _time_is(r.time, "10:15") and r.room is None
            and r.practitioner is None)),
    Case("time-in-words", _calls([set_reminder], "Remind me to feed the cat at quarter to eight tonight."),
         _tool_ok("set_reminder", lambda a: _time_is(a["time"], "19:45") and "cat" in a["message"].lower())),
    Case("date-in-days", _structured(Delivery, PARCEL), _p(lambda r: "2027-03-03" in r.expected_date)),
    Case("date-next-weekday", _calls([book_lab_slot], "Today is Friday 4 December 2026. Book the confocal "
                                                      "microscope for next Tuesday."),
         _tool_ok("book_lab_slot", lambda a: "2026-12-08" in a["date"] and "confocal" in a["instrument"].lower())),
    Case("order-id-odd", _calls([get_order_status], "Where's my order? The number is 40-7713-XQ, I placed it "
                                                    "last week."),
         _tool_ok("get_order_status", lambda a: a["order_id"].strip() == "40-7713-XQ")),
    Case("preferred-role", _structured(Volunteer, VOLUNTEER),
         _p(lambda r: "tom" in r.name.lower() and "mechanic" in r.preferred_role.lower()
            and r.referral_source is None)),
    Case("camel-preferred", _structured(Contact, CONTACT),
         _p(lambda r: "ruth" in r.fullName.lower() and r.preferredContact == "phone")),
    Case("allergens-list-but", _structured(Allergy, ALLERGY),
         _p(lambda r: {a.lower() for a in r.allergens} == {"shellfish", "peanuts"} and "marco" in r.guest.lower())),
    Case("convert-symbols", _calls([convert_currency], "How much is \u20ac250 in pounds?"),
         _tool_ok("convert_currency", lambda a: _near(a["amount"], 250) and a["from_currency"].upper() == "EUR"
                  and a["to_currency"].upper() == "GBP")),
    Case("tool-unsaid-amount", _calls([convert_currency], "Convert my savings into yen, please."), _no_call),
]

# --- pasted messages: the pointing word and Chinese labels ----------------------------------------

PASTED = [
    Case("this-weekend-no-paste", _ask("We're off to the coast this weekend.\n\nWhat's the best sunscreen "
                                       "for toddlers?"), _must_state),
    Case("summarise-this", _ask("Summarise this:\n\nHi all, the bike repair caf\u00e9 moves from the church "
                                "hall to the library basement from March. Same hours, Saturday 10 to 1. "
                                "Bring your own inner tubes if you can. Thanks, Priya"),
         _both(_any("library"), _none_of("can't answer"))),
    Case("zh-colleague-message", _ask("同事消息：周五的消防培训改到下午两点，地点在三楼会议室，请大家准时参加。\n\n"
                                      "培训在几楼？"), _any("三楼")),
    Case("zh-customer-review", _ask("客户评论：送货很快，师傅也很客气，但是外包装破了一个角。\n\n客户对什么不满意？"),
         _any("包装")),
]

CASES: list[Case] = [*FIELDS, *PASTED]


def counts(verbose: bool = False) -> dict[str, int]:
    from tests.sim.fresh._oracles import tally

    return tally(CASES, verbose)


if __name__ == "__main__":
    from tests.sim.fresh._oracles import report

    report(CASES, sys.argv)
