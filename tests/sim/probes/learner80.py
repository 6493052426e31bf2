"""Invented probe (branch ``learner80``, oracles written and committed before its first run): a
learner's own tools, schemas, graders and conversations (issue 26 points 1-3), in styles no earlier
set or probe used. Tools: arguments described only in ``Annotated[..., "doc"]``, an ``args_schema``
whose fields carry ``Field(alias=...)``, an ``IntEnum`` argument, money said as "a tenner", "two
fifty", "€1.2k", a required value the request leaves out. Structured outputs: ``list[Literal]``
(present and empty), an ``Optional`` nested model (present and absent), a field with an alias, an
``IntEnum`` of stars, money in slang and with a k suffix, a length of time beside a clock time, a
bound of another field's count. Graders in Finnish, Turkish, Hebrew and Indonesian, a bool grader
whose field has an alias, a 1-3 relevance scale. Conversations: a stated fact changed twice, "the
cheaper one", "double it", "halve it", the cheapest of three, a place said in Finnish.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit stated),
``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met). ``_must_state``: its
right reply is a stated limit. ``python -W ignore -m tests.sim.probes.learner80 [-v]``.

First sight on learner80's merged tree (start80 + learner79 + its narrowing, 43ab20a4),
35 cases: right 15 / limit 16 / wrong 4 / false alarms 1. Wrong: "top up my bus card with two
fifty" gave amount 2.0 (the "fifty" dropped); a hotel's ``list[Literal]`` amenities gave no object at
all (parsed None, no limit), present and empty alike; a Finnish label prompt ("Vastaa vain KYLLÄ tai
EI") over "klo 9-20" was answered "9 - 20 = -11". False alarm: "over 2,000 donors" filled min_donors
2000 rightly with a limit on the topic.
History on branch learner80 (each mechanism tested in tests/sim on wordings of its own):
- a list field of enum options reads every option the text names, one reader for tool arguments and
  structured output (``field_readers.enum_values_named``; "wi-fi" is wifi, "Tuesdays" is tue, "no
  parking" left out; none named: [] with a limit): 16 / 17 / 2 / 2;
- a hyphen between digits is a sum only when its own sentence asks one ("klo 9-20"): 16 / 18 / 1 / 2;
- whole-number options a description words ("1 low, 2 medium, 3 high") chosen by the word the text
  writes (``field_readers.described_code``): 18 / 16 / 1 / 2.
Left wrong: "two fifty" read as 2 (a spoken price, pounds and pence, or 250: no reader of it yet).
Left false alarms: the empty amenities list (right, with its limit: a synonym of an option is no
rule's); "over 2,000 donors" (a limit on the topic beside the right bounds).
"""

from __future__ import annotations

import re
import sys
from enum import IntEnum
from typing import Annotated, Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, ConfigDict, Field

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _ask,
    _both,
    _call,
    _call_args,
    _calls,
    _either,
    _must_state,
    _no_call,
    _none_of,
    _num_near,
    _only,
    _parsed,
    _structured,
    _text,
    _thread,
    report,
)

# --- the learner's tools --------------------------------------------------------------------------


@tool
def water_garden(zone: Annotated[str, "which part of the garden: front or back"],
                 litres: Annotated[float, "how much water to give, in litres"]) -> str:
    """Start the garden irrigation."""
    return "watering"


@tool
def set_radiator(room: Annotated[str, "the room the radiator is in"],
                 target: Annotated[int, "target temperature in degrees Celsius"]) -> str:
    """Set a smart radiator valve."""
    return "set"


class PostageArgs(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    weight: float = Field(alias="weightKg", description="parcel weight in kilograms")
    destination: str = Field(alias="destinationCountry", description="the country the parcel goes to")


@tool(args_schema=PostageArgs)
def quote_postage(weight: float, destination: str) -> str:
    """Quote the price of posting a parcel abroad."""
    return "£12.40"


class FanSpeed(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


@tool
def set_fan(speed: FanSpeed) -> str:
    """Set the ceiling fan speed (1 low, 2 medium, 3 high)."""
    return "ok"


@tool
def tip_courier(amount: float, currency: str) -> str:
    """Tip the delivery courier. currency is an ISO 4217 code."""
    return "tipped"


@tool
def top_up_bus_card(amount: Annotated[float, "amount to add, in pounds"]) -> str:
    """Top up the bus pass balance."""
    return "topped up"


@tool
def send_money(amount: float, currency: str, payee: str) -> str:
    """Send money to a saved payee. currency is an ISO 4217 code."""
    return "sent"


@tool
def book_squash_court(day: Annotated[str, "weekday of the booking"],
                      hour: Annotated[int, "start hour, 24h clock"]) -> str:
    """Book a squash court for one hour."""
    return "booked"


def _arg(args: dict, *keys: str):
    for k in keys:
        if k in args:
            return args[k]
    return None


def _postage(out) -> bool:
    args = _call_args(out, "quote_postage")
    if args is None:
        return False
    weight = _arg(args, "weight", "weightKg")
    place = str(_arg(args, "destination", "destinationCountry") or "")
    return _num_near(2.5)(weight) and place.strip().lower() == "portugal"


def _fan(value: int):
    return lambda v: str(getattr(v, "value", v)).strip() == str(value)


def _is(value: str):
    return lambda v: str(getattr(v, "value", v)).strip().lower() == value.lower()


TOOLS = [
    Case("tool-annotated-two", _calls([water_garden], "give the back garden about 12 litres of water"),
         _call("water_garden", zone=_is("back"), litres=_num_near(12))),
    Case("tool-annotated-degrees", _calls([set_radiator], "bump the study radiator up to 21 degrees"),
         _call("set_radiator", room=_is("study"), target=_num_near(21))),
    Case("tool-alias-schema", _calls([quote_postage], "how much to post a 2.5 kg parcel to Portugal?"), _postage),
    Case("tool-int-enum", _calls([set_fan], "put the ceiling fan on high, it's boiling"),
         _call("set_fan", speed=_fan(3))),
    Case("tool-int-enum-low", _calls([set_fan], "turn the fan down to its lowest setting"),
         _call("set_fan", speed=_fan(1))),
    Case("tool-tenner", _calls([tip_courier], "tip the courier a tenner, he carried it up four flights"),
         _call("tip_courier", amount=_num_near(10), currency=_is("GBP"))),
    Case("tool-two-fifty", _calls([top_up_bus_card], "top up my bus card with two fifty"),
         _call("top_up_bus_card", amount=_num_near(2.5))),
    Case("tool-k-euros", _calls([send_money], "send €1.2k to my landlord Mr Okafor"),
         _call("send_money", amount=_num_near(1200), currency=_is("EUR"))),
    Case("tool-missing-hour", _calls([book_squash_court], "book me a squash court on Thursday"),
         _either(_must_state, lambda out: _no_call(out) and "?" in _text(out))),
]

# --- structured output ----------------------------------------------------------------------------


class Hotel(BaseModel):
    name: str
    amenities: list[Literal["wifi", "parking", "pool", "breakfast", "gym"]] = Field(
        default_factory=list, description="the amenities the hotel offers")


class PetInfo(BaseModel):
    name: str
    kind: str = Field(description="dog, cat, ...")


class Reservation(BaseModel):
    guest: str = Field(description="the guest's name")
    pet: PetInfo | None = Field(None, description="the pet travelling with the guest, if any")


class Reading(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    temperature: float = Field(alias="temperatureC", description="the temperature in degrees Celsius")


class Stars(IntEnum):
    ONE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5


class Review(BaseModel):
    stars: Stars = Field(description="the star rating the reviewer gives")


class Expense(BaseModel):
    amount: float
    currency: str = Field(description="ISO 4217 code")


class Offer(BaseModel):
    price_eur: float = Field(description="the price offered, in euros")


class Nap(BaseModel):
    nap_minutes: int = Field(description="how long the nap lasted, in minutes")


class Campaigns(BaseModel):
    topic: str
    min_donors: int | None = Field(None, description="minimum number of donors, only if stated")
    min_duration_days: int | None = Field(None, description="minimum campaign length in days, only if stated")


class Bike(BaseModel):
    gears: int | None = Field(None, description="number of gears")
    colour: str


def _amenities(*want: str):
    return _parsed(lambda h: sorted(h.amenities or []) == sorted(want))


STRUCTURED = [
    Case("schema-literal-list", _structured(Hotel, "The Gull Rock Inn has free wi-fi and a heated pool, "
                                                   "but sadly no parking."),
         _amenities("wifi", "pool")),
    Case("schema-literal-list-empty", _structured(Hotel, "The Bunkhouse is just beds - nothing else on site."),
         _amenities()),
    Case("schema-optional-nested", _structured(Reservation, "Room for Ilya, travelling with his beagle Pip."),
         _parsed(lambda r: r.guest.strip() == "Ilya" and r.pet is not None and r.pet.name.strip() == "Pip"
                 and r.pet.kind.strip().lower() in ("dog", "beagle"))),
    Case("schema-optional-nested-absent", _structured(Reservation, "Room for Ana, she's travelling alone."),
         _parsed(lambda r: r.guest.strip() == "Ana" and r.pet is None)),
    Case("schema-alias", _structured(Reading, "The greenhouse thermometer showed 18.5 degrees at dawn."),
         _parsed(lambda r: abs(r.temperature - 18.5) <= 1e-6)),
    Case("schema-int-enum", _structured(Review, "Brilliant service, I'd give it four stars."),
         _parsed(lambda r: int(r.stars) == 4)),
    Case("schema-tenner", _structured(Expense, "Lent Sam a tenner for the cab home."),
         _parsed(lambda e: abs(e.amount - 10) <= 1e-6 and e.currency.strip().upper() == "GBP")),
    Case("schema-k-euros", _structured(Offer, "A dealer in Lyon offered €1.2k for the old van."),
         _parsed(lambda o: abs(o.price_eur - 1200) <= 1e-6)),
    Case("schema-nap-clock", _structured(Nap, "Dozed off at 14h30 and slept for 40 minutes."),
         _parsed(lambda n: n.nap_minutes == 40)),
    Case("schema-other-count", _structured(Campaigns, "library fundraisers with over 2,000 donors"),
         _parsed(lambda c: c.min_donors == 2000 and c.min_duration_days is None)),
    Case("schema-optional-unsaid", _structured(Bike, "It's a dark green town bike with a basket."),
         _parsed(lambda b: b.gears is None and "green" in b.colour.lower())),
]

# --- graders --------------------------------------------------------------------------------------


class Grounded(BaseModel):
    model_config = ConfigDict(populate_by_name=True)
    is_grounded: bool = Field(alias="grounded", description="Is the answer supported by the facts?")


class Relevance(BaseModel):
    relevance: int = Field(ge=1, le=3, description="1 = unrelated, 2 = partly related, 3 = answers the question")


def _grader(schema, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke([SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("gr-fi-label", _ask("Vastaako katkelma kysymykseen? Vastaa vain KYLLÄ tai EI.\n"
                             "Kysymys: Milloin kirjasto aukeaa?\nKatkelma: Kirjasto on auki arkisin klo 9-20."),
         _only("KYLLÄ")),
    Case("gr-tr-label", _ask("Bu yorum olumlu mu olumsuz mu? Sadece OLUMLU veya OLUMSUZ yaz.\n"
                             "Yorum: Oda çok temizdi ve personel çok yardımseverdi."), _only("OLUMLU")),
    Case("gr-he-label", _ask("האם הקטע רלוונטי לשאלה? ענה רק כן או לא.\n"
                             "שאלה: איך מכינים חומוס?\nקטע: מחיר כרטיס הרכבת הוא 20 שקלים."), _only("לא")),
    Case("gr-id-label", _ask("Apakah jawaban ini didukung oleh dokumen? Jawab hanya YA atau TIDAK.\n"
                             "Dokumen: Museum buka pukul 10.00 sampai 17.00.\nJawaban: Museum buka pukul 10.00."),
         _only("YA")),
    Case("gr-alias-bool", _grader(Grounded, "Check the answer against the facts.",
                                  "Facts: The ferry to Arran leaves at 07:00 and 11:30.\n"
                                  "Answer: The first ferry to Arran leaves at 09:15."),
         _parsed(lambda g: g.is_grounded is False)),
    Case("gr-relevance-3", _grader(Relevance, "Rate how relevant the passage is to the question.",
                                   "Question: how long do I boil a soft egg?\n"
                                   "Passage: For a soft-boiled egg, boil it for six minutes."),
         _parsed(lambda r: r.relevance == 3)),
    Case("gr-relevance-1", _grader(Relevance, "Rate how relevant the passage is to the question.",
                                   "Question: how long do I boil a soft egg?\n"
                                   "Passage: The tram to the harbour runs every ten minutes."),
         _parsed(lambda r: r.relevance == 1)),
]

# --- conversations --------------------------------------------------------------------------------


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


CONVERSATIONS = [
    Case("cv-changed-twice-time", _thread("my dentist appointment is at 9am tomorrow", "Noted: 9am tomorrow.",
                                          "they moved it to 11am", "OK, 11am.",
                                          "ugh, now they've pushed it to 1pm", "Got it.",
                                          "what time is my dentist appointment?"),
         _both(_re(r"\b1(?::00)?\s*pm\b|\b13:00\b|\bone\b"), _none_of("9am", "9 am", "11am", "11 am"))),
    Case("cv-changed-twice-count", _thread("we'll be 4 for dinner on Friday", "Lovely, 4 for dinner.",
                                           "make that 6, the neighbours are coming", "Great, 6.",
                                           "no wait, 5 - one of them cancelled", "OK.",
                                           "how many are we for dinner?"),
         _both(_re(r"\b5\b|\bfive\b"), _none_of(" 4 ", " 6 ", "four", "six"))),
    Case("cv-cheaper-one", _thread("the blue kettle is £35 and the steel one is £28", "Both are good kettles.",
                                   "i'll get the cheaper one. how much will that be?"),
         _both(_re(r"£?\b28(?:\.00)?\b"), _none_of("35"))),
    Case("cv-cheapest-of-three", _thread("phone plan A is 12 a month, plan B is 9 and plan C is 15",
                                         "Those are the three options.", "which plan is the cheapest?"),
         _both(_re(r"\bB\b"), _none_of("plan A is the cheapest", "plan C is the cheapest"))),
    Case("cv-double-it", _thread("I usually cook 200 g of rice for the two of us", "That's a good amount.",
                                 "we've got guests tonight, double it - how much rice is that?"),
         _re(r"\b400\s*g|\b400\s*grams")),
    Case("cv-halve-it", _thread("the pancake recipe says 300 ml of milk", "OK.",
                                "halve it for me - how much milk then?"),
         _re(r"\b150\s*ml|\b150\s*millilit")),
    Case("cv-fi-city", _thread("Asun Tampereella ja olen opettaja.", "Hienoa!", "Missä kaupungissa asun?"),
         _both(_any("Tampere"), _none_of("en tiedä", "don't know"))),
    Case("cv-changed-twice-colour", _thread("paint the fence green", "Green it is.",
                                            "hmm, actually grey", "Grey, then.",
                                            "no - go back to green. which colour did I settle on?"),
         _both(_any("green"), _none_of("grey"))),
]

CASES: list[Case] = [*TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    from tests.sim.fresh._oracles import tally

    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
