"""Invented probe (branch ``fix45b``, session of 2026-12-05, fifth; issue 26; oracles written and
committed before its first run, never tuned against): worked figures from the right operands, rows
and days changed by later lines, chat stamps, quantities asked in another unit, counts of people.

Material and wordings are mine, none from a fresh set: a lake's boat hire board with an amount in
words, an island ferry's fares "each way", a cleaner's price list beside a bedroom count, a skip hire
sheet with VAT and weekly extras, a dog walker's rates beside a weight limit; a kitchen quote paid
"a third of items 1 and 2 on ordering", a junior tournament's per-player fee with a team sheet, a
washing-up rota; a squash fixture list (TSV) changed by an update line; an on-call chat with
"[Tue 09:14] Name:" stamps and a swap, a WhatsApp dinner rota with a swap, a "Name (10:02):" chat;
a Shire mare in hands and hundredweight, a cake in ounces; bookings for spoken parties (a tool and a
schema). Plain cases that must stay right and absent answers that must stay "I don't know".

Classes as in the fresh sets: ``right``, ``limit`` (stated), ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.operands_z [-v]`` prints the counts.

First sight on bdeb6502 (the base of ``fix45b``), 35 cases: right 17 / limit 6 / wrong 12 / false
alarms 0. Wrong: lake-rowing-2h ("8 people (2 x 4 people)": the hours counted by the per-boat limit,
the amount in words not read), ferry-adult-return (the fares line quoted, no return worked),
skip-midi-vat (the line quoted, no VAT added), kitchen-ordering (the rule quoted), rota-tue (two
rota lines quoted), oncall-thu and oncall-tue (fragments cut after the "[Tue 11:02]" stamp),
van-time and van-ladders (the whole "Name (10:02):" chat quoted as one sentence), mare-kg and
mare-cm ("I don't know." beside 14 cwt and 17 hands), cake-butter-g (the ounces line quoted). Limits:
walk-puppy-4, tourn-u12-fees, dinner-mon, dinner-tue, minibus-twins, bbq-couples.

History on branch fix45b (right / limit / wrong / false alarms; each mechanism tested in
``tests/sim/test_chat_stamps.py`` on wordings and material of my own, never these cases nor the
forty-third's):
- chat stamps ("[Tue 09:14] Name:", "Name (10:02):", "12/03/2039, 18:02 - Name:") read as the speaker
  and the time, each message its own sentence "Name: text." (``material.chat_stamps``, in
  ``prose.units`` and the schedules reader): van-time, van-ladders right (taken back from
  ``prose.units`` at the end: count_all showed three held-out probes a silent wrong each; van-time and
  van-ladders wrong again);
- a day-to-person list on one line ("Mon Ana, Tue Ben, Wed Ana") read by its day for a "who"
  question, and a later chat message that moves a day's turn ("I'll take Monday", "Gemma can have my
  Thursday", "could I take your Thursday and you have my Wednesday") read for who has the day now, or
  the limit when the move cannot be read (``grounded.day_lists``, ``schedules._moved_turn``): rota-tue,
  oncall-thu, oncall-tue, dinner-mon, dinner-tue right; 24 / 4 / 7 / 0.
- a quantity asked in another unit converted from the one the subject's line writes (cwt, hands, oz;
  British and US readings both for cwt, gallons, pints, tons), the limit when two could be meant or
  one is written in two units (``grounded.converted_quantities``): mare-kg, mare-cm, cake-butter-g
  right; 27 / 4 / 4 / 0;
- operand checks for a worked product: a figure counted per another unit than the question counts is
  no operand ("4 people per boat" for 2 hours), a rate charged only after an allowance is not worked
  on the whole count, amounts of money in words read ("thirty pounds an hour"), the question's own
  count of the rate's unit beats the material's (``workings``, ``rate_products``): lake-rowing-2h,
  walk-puppy-4 right; 29 / 3 / 3 / 0; after the take-back above, 27 / 3 / 5 / 0.
Left wrong: van-time, van-ladders, ferry-adult-return (no return worked from "each way"), skip-midi-vat (no VAT added),
kitchen-ordering (the rule "a third of items 1 and 2" quoted, not worked). Left limits: tourn-u12-fees,
minibus-twins, bbq-couples (a party total summed from its parts: not built).
"""

from __future__ import annotations

import re
import sys
from typing import Annotated, TypedDict

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _call,
    _calls,
    _none_of,
    _num_near,
    _parsed,
    _rag,
    _structured,
    _text,
    _val,
    report,
    tally,
)


def _near_in_text(value: float, tol: float):
    """A number within ``tol`` of ``value`` in the reply's text."""

    def ok(out) -> bool:
        nums = [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", _text(out))]
        return any(abs(n - value) <= tol for n in nums)

    return ok


# --- rates and counts of different units ------------------------------------------------------------

LAKE = """Windmere Water - boat hire (summer season)
Rowing boats: thirty pounds an hour, up to 4 people per boat.
Canoes: £18 an hour, 2 people per canoe.
Life jackets are included. Last hire out at 5 pm."""

FERRY = """Skerry Island ferry
Adults £6 each way; children (5-15) £3 each way; under 5s travel free.
The crossing takes 25 minutes and the boat runs 8 times a day in summer."""

CLEANER = """Sparkle Home Cleaning - price list
Regular clean: £15 per visit for homes up to 3 bedrooms.
Extra bathroom: £5 per visit.
Oven clean: £45 (one-off)."""

SKIPS = """Hartley Skips - hire sheet
Mini skip (2 yards): £180 + VAT at 20%.
Midi skip (4 yards): £240 + VAT at 20%.
Hire includes 7 days on site. Each extra week: £40 per week.
Permit for a skip on the road: £35."""

WALKER = """Happy Paws dog walking
Group walk: £12 per walk (one hour, dogs up to 20 kg).
Solo walk: £18 per walk.
Puppy visit: ten pounds a visit."""

RATES = [
    Case("lake-canoe-3h", _rag(LAKE, "We'd like a canoe for three hours. What will that cost?"),
         _val(54, "£120", "£90")),
    Case("lake-rowing-2h", _rag(LAKE, "How much is a rowing boat for 2 hours?"), _val(60, "£8")),
    Case("ferry-adult-return", _rag(FERRY, "What does an adult return ticket cost?"), _val(12, "£48", "£150")),
    Case("ferry-crossing", _rag(FERRY, "How long does the crossing take?"), _val(25)),
    Case("ferry-dog-absent", _rag(FERRY, "How much is the fare for a dog?"), _absent("doesn't say", "not say")),
    Case("clean-3bed", _rag(CLEANER, "How much is one regular clean for my 3 bedroom house?"), _val(15, "£45 (")),
    Case("skip-midi-vat", _rag(SKIPS, "How much is the midi skip including VAT?"), _val(288, "£40 per week x")),
    Case("skip-extra-weeks", _rag(SKIPS, "If we keep the skip for three extra weeks, what do the extra weeks cost?"),
         _val(120, "£720")),
    Case("skip-mini-plain", _rag(SKIPS, "What's the price of a mini skip before VAT?"), _val(180)),
    Case("walk-five", _rag(WALKER, "How much would five group walks cost?"), _val(60, "240")),
    Case("walk-puppy-4", _rag(WALKER, "What do 4 puppy visits cost?"), _val(40, "£48")),
]


# --- rules that need operands -------------------------------------------------------------------------

KITCHEN = """Quote Q-118 - kitchen refit, 14 Elm Road
1. Base and wall units: £2,400
2. Quartz worktop: £900
3. Fitting and waste removal: £1,500
Payment: a third of items 1 and 2 on ordering; the balance on completion.
This quote is valid for 30 days."""

TOURNAMENT = """Junior football tournament, Saturday 9 May
Entry is £3 each player, paid by the team manager on the day.
Team sheet:
Under-10s: 9 players
Under-12s: 11 players
Kick-off 10:00 at Lea Park."""

ROTA = """Flat 4 washing-up rota
Mon Ana, Tue Ben, Wed Ana, Thu Cal, Fri Ben.
Weekends: whoever cooked."""

RULES = [
    Case("kitchen-ordering", _rag(KITCHEN, "How much do we pay on ordering?"), _val(1100, "£2,400 x")),
    Case("kitchen-fitting", _rag(KITCHEN, "What does the fitting cost?"), _val(1500)),
    Case("tourn-u12-fees", _rag(TOURNAMENT, "What do the Under-12s pay in entry fees altogether?"), _val(33, "£3 each player, paid")),
    Case("rota-ana-days", _rag(ROTA, "How many days a week is Ana on washing up?"), _val(2)),
    Case("rota-tue", _rag(ROTA, "Who is washing up on Tuesday?"), _both(_any("Ben"), _none_of("Ana", "Cal"))),
]


# --- rows and days changed by later lines, chat stamps -----------------------------------------------

SQUASH = ("Lea Valley squash - March fixtures\n"
          "Date\tCourt\tStart\tMarker\n"
          "4 Mar\tCourt 2\t18:30\tJo Park\n"
          "11 Mar\tCourt 1\t19:00\tSam Reid\n"
          "18 Mar\tCourt 2\t18:30\tJo Park\n\n"
          "Update (1 Mar): the 4 Mar match moves to 19:15, and Lee Ward marks it instead of Jo Park.")

ONCALL = """[Tue 09:14] Marta: on-call this week: Mon Raj, Tue Marta, Wed Lin, Thu Raj, Fri Lin
[Tue 11:02] Lin: Raj, could I take your Thursday and you have my Wednesday?
[Tue 11:05] Raj: fine by me, swapped"""

DINNER = """12/03/2039, 18:02 - Gemma: dinner rota this week: Mon Gemma, Tue Fola, Wed Gemma, Thu Fola
12/03/2039, 18:10 - Fola: I'll take Monday, and Gemma can have my Thursday
12/03/2039, 18:11 - Gemma: deal"""

VAN = """Ines (10:02): the van leaves the depot at 7:30 tomorrow
Tom (10:05): I'll bring the ladders and the dust sheets
Ines (10:06): great, thanks Tom"""

CHANGES = [
    Case("squash-4mar-marker", _rag(SQUASH, "Who is marking the 4 Mar match?"),
         _but_not(_any("Lee Ward"), "Jo Park is marking", "Marker: Jo Park")),
    Case("squash-4mar-time", _rag(SQUASH, "What time does the 4 Mar match start?"), _but_not(_any("19:15"), "18:30")),
    Case("squash-11mar", _rag(SQUASH, "Who marks on 11 Mar?"), _any("Sam Reid")),
    Case("oncall-thu", _rag(ONCALL, "Who is on call on Thursday?"), _but_not(_any("Lin"), "Raj is on call", "Thu Raj")),
    Case("oncall-tue", _rag(ONCALL, "Who is on call on Tuesday?"), _both(_any("Marta"), _none_of("Raj", "Lin"))),
    Case("dinner-mon", _rag(DINNER, "Who is cooking on Monday?"), _but_not(_any("Fola"), "Gemma is cooking", "Mon Gemma")),
    Case("dinner-tue", _rag(DINNER, "Who is cooking on Tuesday?"), _both(_any("Fola"), _none_of("Gemma"))),
    Case("van-time", _rag(VAN, "What time does the van leave?"), _both(_any("7:30"), _none_of("10:02", "10:05"))),
    Case("van-ladders", _rag(VAN, "Who is bringing the ladders?"), _both(_any("Tom"), _none_of("Ines"))),
]


# --- quantities asked in another unit ---------------------------------------------------------------

MARE = """Bess, our Shire mare, stands 17 hands and weighs about 14 cwt.
She is shod every six weeks and works the lower fields in spring."""

CAKE = """Grandma's fruit cake
8 oz butter, 6 oz dark sugar, 12 oz mixed fruit, 4 eggs.
Bake for 2 hours at 150 C."""

UNITS = [
    Case("mare-kg", _rag(MARE, "Roughly how heavy is Bess in kilograms?"), _near_in_text(711, 8)),
    Case("mare-cm", _rag(MARE, "How tall is Bess in centimetres?"), _near_in_text(172.7, 1.5)),
    Case("mare-age-absent", _rag(MARE, "How old is Bess?"), _absent("doesn't say", "not say")),
    Case("cake-butter-g", _rag(CAKE, "How much butter is that in grams?"), _near_in_text(226.8, 2)),
    Case("cake-eggs", _rag(CAKE, "How many eggs go in the cake?"), _val(4)),
]


# --- counts of people -------------------------------------------------------------------------------

@tool
def book_table(people: int) -> str:
    """Book a table at the bistro. people: number of diners, counting the person booking."""
    return "booked"


@tool
def book_minibus(passengers: int) -> str:
    """Book the village minibus. passengers: how many people will travel."""
    return "booked"


class Barbecue(TypedDict):
    total: Annotated[int, ..., "how many guests are coming in total"]


class Picnic(BaseModel):
    guests: int = Field(description="total number of guests")


PEOPLE = [
    Case("table-family", _calls([book_table], "book a table for tonight for me, my wife and our three kids"),
         _call("book_table", people=_num_near(5))),
    Case("table-plain", _calls([book_table], "book a table for 6 people on Friday"), _call("book_table", people=_num_near(6))),
    Case("minibus-twins", _calls([book_minibus], "book the minibus for the twins and both grandmas"),
         _call("book_minibus", passengers=_num_near(4))),
    Case("bbq-couples", _structured(Barbecue, "Coming to the barbecue: two couples from next door and Mrs Okafor."),
         _parsed(lambda p: _num_near(5)(p.get("total") if isinstance(p, dict) else None))),
    Case("picnic-plain", _structured(Picnic, "We expect 12 guests at the picnic."),
         _parsed(lambda p: _num_near(12)(getattr(p, "guests", None)))),
]

CASES: list[Case] = [*RATES, *RULES, *CHANGES, *UNITS, *PEOPLE]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
