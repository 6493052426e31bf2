# ruff: noqa: UP045  (a learner's own schemas: Optional[...] is written as learners write it)
"""Invented probe (2026-12-05, branch ``fix38c``; oracles written and committed before any run, never
tuned against): structured output and tool arguments where a field's value is readable but takes a
step: people counted in words ("the three of us", "Priya is vegan" as one vegan), a date worked
from a stated period and a stated start ("within ten days of collection"), a title named in
quotes, Chinese labels (收件人 / 寄往 / 公斤 / 寄付), Indian digit grouping and lakh / crore, a
free-text preference kept as written ("mornings before 10"), a list after a crossed-out item
("forget the lantern"), a yes/no field the text answers by an absence ("no parking"), and a
percentage beside a money field (a percentage never fills a money field: the base amount, or the
worked one when the field's description asks for it, or a limit).

Domains of my own: a restaurant booking, a van hire, a warranty, a watercolour course, a podcast, a
Chinese parcel and hotel, an Indian job offer / flat / company turnover, a callback request, a
camping list, a holiday cabin, a hire car, library and parking fines, a deposit, a tip.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.fields_s [-v]`` prints the counts.

History:
- first sight on the branch point 8c295e50 (oracles written before the one run): 32 cases:
  **8 / 18 / 6 / 1** (right / stated limit / silently wrong / false alarms). Wrong: count-two-of-whom
  (vegetarians 4, the adults' figure), date-ten-days and date-two-years (the end date left at the
  start date: the period unread), percent-library-fine (fine 50.0, the percentage), percent-deposit
  (400, the total, for a 30% deposit), percent-no-base (tip_amount 15.0, the percentage). False
  alarm: bool-unsaid (an Optional yes/no the text never answers, None, under a limit). Limits on
  readable values: "the three of us" (vegans 3 beside it), "my wife and I", quoted titles, every
  Chinese label (收件人 / 寄往 / 公斤 / 入住人 / 城市), "₹12,50,000" (read 12.5) and "85 lakh",
  free-text preferences, every list after a label, "has no air conditioning", the tool's "just the
  two of us", the tool's "to my savings account".
- after branch ``fix38c`` (each mechanism tested on wordings of its own in tests/sim, never these
  cases): **28 / 4 / 0 / 1**. Left: lakh-word ("asking 85 lakh" beside "2BHK": two figures, no money
  word for ``asking_price``), absent-aircon (a needless limit on has_aircon: "air conditioning" is not
  matched to "aircon"; its False is the safe value), tool-two-of-us (the tool is not chosen at all:
  "the question is about what it does"), tool-lakh (``to_account`` "savings" unread).
"""
from __future__ import annotations

import sys
from datetime import date
from typing import Annotated, Optional

from langchain_core.tools import tool
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.sim.fresh._oracles import Case, _call_args, _calls, _num_near, _parsed, _structured


def _p(check):
    return _parsed(check)


def _low(v) -> str:
    return str(v or "").strip().lower()


def _near(v, want: float, tol: float = 1e-6) -> bool:
    return v is not None and _num_near(want, tol)(v)


def _get(obj, key):
    return obj.get(key) if isinstance(obj, dict) else getattr(obj, key, None)


def _tool_ok(name: str, check):
    def ok(out) -> bool:
        args = _call_args(out, name)
        if args is None:
            return False
        try:
            return bool(check(args))
        except Exception:
            return False

    return ok


def _iso(v, want: str) -> bool:
    return want in str(v or "")


def _items(v) -> list[str]:
    return sorted(_low(i) for i in (v or []))


# --- schemas and tools ----------------------------------------------------------------------------


class TableBooking(BaseModel):
    diners: int = Field(description="how many people the table is for")
    vegans: int = Field(description="how many of them are vegan")


class Walkers(TypedDict):
    group_size: int


class Headcount(BaseModel):
    adults: int
    vegetarians: int


class Barbecue(BaseModel):
    coming: bool
    guests: Optional[int] = Field(default=None, description="how many people are coming, if said")


class VanHire(BaseModel):
    collected: date
    return_by: date = Field(description="the last day the van may be returned")


class Warranty(TypedDict):
    purchase_date: Annotated[str, ..., "YYYY-MM-DD"]
    warranty_ends: Annotated[str, ..., "YYYY-MM-DD"]


class Renewal(BaseModel):
    renewal_due: Optional[date] = Field(default=None, description="when the renewal is due, if a date can be worked")


class Enrolment(BaseModel):
    course_title: str
    starts: date


class Podcast(BaseModel):
    show_title: str
    episode: int


class Parcel(BaseModel):
    recipient: str = Field(description="收件人")
    destination_city: str
    weight_kg: float
    cash_on_delivery: bool = Field(description="是否到付")


class HotelStay(BaseModel):
    guest_name: str = Field(description="入住人")
    nights: int
    city: str


class Offer(BaseModel):
    annual_salary_inr: float = Field(description="the yearly pay in rupees as a plain number")


class Listing(TypedDict):
    asking_price: Annotated[float, ..., "the price in rupees, a plain number"]


class Turnover(BaseModel):
    turnover: float = Field(description="last year's turnover in rupees")


class Valuation(BaseModel):
    value_eur: float


class Callback(BaseModel):
    name: str
    best_time: str = Field(description="when the caller would like to be called back")
    email: Optional[str] = None


class Viewing(BaseModel):
    preferred_slot: str


class Packing(BaseModel):
    items: list[str]


class Groceries(TypedDict):
    to_buy: list[str]


class Cabin(BaseModel):
    has_parking: bool
    pets_allowed: bool


class HireCar(BaseModel):
    has_aircon: bool
    has_sat_nav: bool


class Room(BaseModel):
    has_kettle: bool
    has_balcony: Optional[bool] = Field(default=None, description="whether the room has a balcony, if said")


class LibraryFine(BaseModel):
    fine: float


class ParkingCharge(BaseModel):
    full_charge: float
    early_charge: float = Field(description="what is owed if paid within the early window")


class Deposit(BaseModel):
    deposit_eur: float = Field(description="the deposit to pay, in euros")


class Discount(BaseModel):
    discount_percent: float
    list_price: float


class Tip(BaseModel):
    tip_amount: Optional[float] = Field(default=None, description="the tip in money, if it can be worked")


class ZhFine(BaseModel):
    fine_cny: float = Field(description="罚款金额（元）")


@tool
def reserve_table(people: int, time: str) -> str:
    """Reserve a restaurant table for a number of people at a time (HH:MM, 24-hour)."""
    return "reserved"


@tool
def transfer_money(amount_inr: float, to_account: str) -> str:
    """Transfer an amount in rupees to one of the user's accounts."""
    return "sent"


# --- cases ----------------------------------------------------------------------------------------

CASES: list[Case] = [
    Case("count-three-of-us", _structured(TableBooking, "Could we book for Saturday? It'll be the three of us, and "
                                                        "Priya is vegan."),
         _p(lambda r: r.diners == 3 and r.vegans == 1)),
    Case("count-wife-and-i", _structured(Walkers, "My wife and I would like to join the Sunday walking tour."),
         _p(lambda r: int(_get(r, "group_size")) == 2)),
    Case("count-two-of-whom", _structured(Headcount, "Four adults, two of whom are vegetarian."),
         _p(lambda r: r.adults == 4 and r.vegetarians == 2)),
    Case("count-unsaid", _structured(Barbecue, "Count us in for the barbecue, sounds lovely!"),
         _p(lambda r: r.coming is True and r.guests is None)),
    Case("date-ten-days", _structured(VanHire, "Van collected on Monday 3 August 2026. Vans must be returned "
                                               "within ten days of collection."),
         _p(lambda r: r.collected == date(2026, 8, 3) and r.return_by == date(2026, 8, 13))),
    Case("date-two-years", _structured(Warranty, "Bought on 15 March 2026. Warranty: two years from the date of "
                                                 "purchase."),
         _p(lambda r: _iso(_get(r, "purchase_date"), "2026-03-15") and _iso(_get(r, "warranty_ends"), "2028-03-15"))),
    Case("date-period-no-start", _structured(Renewal, "Your renewal is due one month after the invoice."),
         _p(lambda r: r.renewal_due is None)),
    Case("title-quoted-course", _structured(Enrolment, "You're enrolled on 'Intro to Watercolour', starting "
                                                       "2 March 2027."),
         _p(lambda r: "watercolour" in r.course_title.lower() and r.starts == date(2027, 3, 2))),
    Case("title-podcast", _structured(Podcast, "Episode 12 of \u201cSlow Money\u201d is out on Thursday."),
         _p(lambda r: "slow money" in r.show_title.lower() and r.episode == 12)),
    Case("zh-parcel-labels", _structured(Parcel, "收件人:王强,电话13912345678,寄往杭州,重量1.2公斤,寄付。",
                                         "提取快递信息。"),
         _p(lambda r: "王强" in r.recipient and ("杭州" in r.destination_city or "hangzhou" in _low(r.destination_city))
            and _near(r.weight_kg, 1.2) and r.cash_on_delivery is False)),
    Case("zh-parcel-cod", _structured(Parcel, "收件人：赵敏；寄往：广州；重量：3公斤；到付", "提取快递信息。"),
         _p(lambda r: "赵敏" in r.recipient and ("广州" in r.destination_city or "guangzhou" in _low(r.destination_city))
            and _near(r.weight_kg, 3) and r.cash_on_delivery is True)),
    Case("zh-hotel", _structured(HotelStay, "入住人：陈静，城市：西安，入住3晚。", "提取预订信息。"),
         _p(lambda r: "陈静" in r.guest_name and r.nights == 3 and ("西安" in r.city or "xi'an" in _low(r.city)))),
    Case("lakh-grouping", _structured(Offer, "Offer letter: CTC \u20b912,50,000 per annum, joining 1 April."),
         _p(lambda r: _near(r.annual_salary_inr, 1_250_000))),
    Case("lakh-word", _structured(Listing, "2BHK in Pune, asking 85 lakh, negotiable."),
         _p(lambda r: _near(float(_get(r, "asking_price")), 8_500_000))),
    Case("crore-word", _structured(Turnover, "Turnover last year was Rs 2.4 crore."),
         _p(lambda r: _near(r.turnover, 24_000_000))),
    Case("western-grouping", _structured(Valuation, "The vineyard was valued at \u20ac1,250,000."),
         _p(lambda r: _near(r.value_eur, 1_250_000))),
    Case("pref-before-ten", _structured(Callback, "This is Jonah Fry - please call me back, mornings before 10 "
                                                  "are best."),
         _p(lambda r: "jonah" in r.name.lower() and "before 10" in r.best_time.lower() and r.email is None)),
    Case("pref-weekends", _structured(Viewing, "Weekends only for me, ideally Sunday afternoon."),
         _p(lambda r: "sunday" in r.preferred_slot.lower())),
    Case("scratch-lantern", _structured(Packing, "Packing list: tent, stove, lantern, kettle - forget the lantern, "
                                                 "the tent has lights."),
         _p(lambda r: _items(r.items) == ["kettle", "stove", "tent"])),
    Case("scratch-onions", _structured(Groceries, "To buy: rice, lentils, onions. Cross off the onions, Dad got "
                                                  "some."),
         _p(lambda r: _items(_get(r, "to_buy")) == ["lentils", "rice"])),
    Case("list-plain", _structured(Packing, "Bring: sunscreen, hat, water bottle."),
         _p(lambda r: _items(r.items) == ["hat", "sunscreen", "water bottle"])),
    Case("absent-parking", _structured(Cabin, "There's no parking at the cabin, but pets are welcome."),
         _p(lambda r: r.has_parking is False and r.pets_allowed is True)),
    Case("absent-aircon", _structured(HireCar, "The car has no air conditioning; sat nav is included."),
         _p(lambda r: r.has_aircon is False and r.has_sat_nav is True)),
    Case("bool-unsaid", _structured(Room, "The room has a kettle and a desk."),
         _p(lambda r: r.has_kettle is True and r.has_balcony is None)),
    Case("percent-library-fine", _structured(LibraryFine, "Overdue fine: \u00a38. Halved... no: reduced by 50% if "
                                                          "paid within 5 days."),
         _p(lambda r: _near(r.fine, 8))),
    Case("percent-early-charge", _structured(ParkingCharge, "Parking charge \u00a360. If paid within 14 days, it "
                                                            "is cut by 40%."),
         _p(lambda r: _near(r.full_charge, 60) and _near(r.early_charge, 36))),
    Case("percent-deposit", _structured(Deposit, "Total for the week: \u20ac400. A 30% deposit secures the "
                                                 "booking."),
         _p(lambda r: _near(r.deposit_eur, 120))),
    Case("percent-field-guard", _structured(Discount, "Spring sale: 20% off all bikes, normally \u00a3500."),
         _p(lambda r: _near(r.discount_percent, 20) and _near(r.list_price, 500))),
    Case("percent-no-base", _structured(Tip, "Please add a 15% tip to the bill."),
         _p(lambda r: r.tip_amount is None)),
    Case("zh-percent-fine", _structured(ZhFine, "罚款200元，15日内缴纳可减免20%。", "提取罚款信息。"),
         _p(lambda r: _near(r.fine_cny, 200))),
    Case("tool-two-of-us", _calls([reserve_table], "Book us a table at 7:30pm, just the two of us."),
         _tool_ok("reserve_table", lambda a: int(a["people"]) == 2 and a["time"] == "19:30")),
    Case("tool-lakh", _calls([transfer_money], "Move 1.5 lakh rupees to my savings account."),
         _tool_ok("transfer_money", lambda a: _near(float(a["amount_inr"]), 150_000)
                  and "saving" in _low(a["to_account"]))),
]


def counts(verbose: bool = False) -> dict[str, int]:
    from tests.sim.fresh._oracles import tally
    return tally(CASES, verbose)


if __name__ == "__main__":
    from tests.sim.fresh._oracles import report
    report(CASES, sys.argv)
