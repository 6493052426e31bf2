"""Invented probe (2026-12-03 night, branch ``fix26B``, mine; oracles written and committed before its
first run, never tuned against). The twenty-sixth set's classes U2, U4, U7, U8 and U9 in shapes and
wordings of my own: an application log with ISO stamps, millisecond commas and ``[job]`` tags (two
jobs interleaved over two nights, one night's job ending in an error); a running watch's per-mile
splits with a "Pace (min/mi)" column; a courier's price grid (bands down, zones across, its unit in
the title); a children's shoe chart whose header is a row of UK sizes shared by two rows below it,
with a "between two sizes" rule; a wetsuit size guide with a rule naming two rows. Tools with a
string argument written after its name (a registration, a tracking number), people after a sending
verb ("for the <noun>" a trap), "the first day of <month> <year>", two places in lower case, and a
payment with no one to pay; ``Enum`` fields with options ruled out by dislike phrases; threads that
state a start and a duration and then ask when it ends.

Strict oracles: the asked value as a whole token and none of the values a whole-row or whole-line
quote would bring along; ``_honest`` where the notes do not hold it; ``_must_state`` where only a
stated limit is right; tool oracles want the call with the right values (no call with a limit
counts as a limit). ``python -W ignore -m tests.sim.probes.records_i [-v]``.

History (right / limit / wrong of 26):
- first sight on b08707b (the branch point of fix26B), one run: **5 / 19 / 2** (false alarms 2: the
  payment with no one to pay makes no call with a limit, which is right; the pasta picked with a
  "can't choose" limit). Wrong: "a UK 12 in EU sizes" (the UK and EU rows quoted whole), the snack
  (crisps picked though "crisps make me feel sick"). Limits: both log spans and the split sum, the
  courier grid's cells (read as thresholds), the shoe and wetsuit lookups, the people after
  "send" / "transfer ... to", the first day of March (a call made with an empty ``day`` beside the
  limit), two places in lower case, the ferry's arrival.
- read moves (mine, fix26B, mechanisms built and tested on other wordings): dislikes after an option
  (U8) 7 / 17 / 1; tool arguments (U7: payees, a code after its noun, the first day of a month)
  9 / 16 / 1; an arrival over a thread's start and duration
  (U9) 10 / 15 / 1; a grid's cell by row and column (U4) **11 / 15 / 0** at the last commit. Still
  limits: both log spans and the split sum (U2 not built), the courier cells (read as thresholds
  first), the shoe size from a foot length and the wetsuit's two-row rule, "transfer ... to aoife"
  (no tool chosen), two places in lower case.
"""
import sys
from datetime import date
from enum import StrEnum

from langchain_core.tools import tool
from pydantic import BaseModel

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _call,
    _eq,
    _honest,
    _must_state,
    _no_call,
    _none_of,
    _num_near,
    _one_of,
    _parsed,
    _rag,
    _structured,
    _thread,
    _word,
    report,
)

APPLOG = ("2032-02-11 01:00:00,114 INFO  [photo-sync] run started (source=/mnt/camera)\n"
          "2032-02-11 01:00:02,530 INFO  [db-vacuum] starting VACUUM on library.db\n"
          "2032-02-11 01:12:48,907 INFO  [photo-sync] 412 files copied, 0 errors\n"
          "2032-02-11 01:12:49,002 INFO  [photo-sync] run finished\n"
          "2032-02-11 01:31:15,660 INFO  [db-vacuum] VACUUM complete, 1.8 GB reclaimed\n"
          "2032-02-12 01:00:00,098 INFO  [photo-sync] run started (source=/mnt/camera)\n"
          "2032-02-12 01:00:01,877 INFO  [db-vacuum] starting VACUUM on library.db\n"
          "2032-02-12 01:03:27,431 INFO  [photo-sync] 37 files copied, 0 errors\n"
          "2032-02-12 01:03:27,512 INFO  [photo-sync] run finished\n"
          "2032-02-12 01:04:10,250 ERROR [db-vacuum] database is locked, giving up\n")

MILES = ("Saturday tempo run, Harrogate Stray                      6 Mar 2032\n"
         "Distance 6.00 mi   Time 49:52   Avg HR 161\n"
         "\n"
         "Mile   Pace (min/mi)   HR\n"
         "1      8:05            149\n"
         "2      8:21            158\n"
         "3      8:47            163\n"
         "4      8:12            164\n"
         "5      8:31            166\n"
         "6      7:56            169\n")

COURIER = ("SWIFTBOX COURIER – PARCEL PRICES (£ per parcel, VAT included)\n"
           "\n"
           "Weight         Zone A    Zone B    Zone C\n"
           "up to 2 kg      5.10      7.40     11.90\n"
           "2 to 5 kg       7.95     10.60     16.30\n"
           "5 to 10 kg     11.20     14.85     22.75\n"
           "\n"
           "Zone A: same county. Zone B: mainland UK. Zone C: islands and Northern Ireland.\n")

SHOES = ("KIDS' SHOE SIZE CHART\n"
         "\n"
         "UK size           9      10     11     12     13\n"
         "Foot length (cm)  16.5   17.1   17.8   18.4   19.1\n"
         "EU size           27     28     29     30     31\n"
         "\n"
         "Measure the longer foot, standing. If a foot falls between two sizes, choose the larger size.\n")

WETSUIT = ("WETSUIT SIZE GUIDE (body measurements, cm)\n"
           "\n"
           "Size      S      M      L      XL\n"
           "Chest     92     98     104    110\n"
           "Waist     78     84     90     96\n"
           "\n"
           "If your chest and waist fall in different sizes, choose the larger of the two sizes.\n")

GROUNDED = [
    # U2: a run in a log is the span from its start line to its finish line.
    Case("log-sync-span", _rag(APPLOG, "how long did the photo sync take on feb 11"),
         _both(_any("12 min 49", "12 minutes 49", "12m 49", "12m49", "0:12:49", "12:49 min"),
               _none_of("412 files", "01:31", "2032-02-12"))),
    Case("log-vacuum-span", _rag(APPLOG, "How long did the vacuum run for on 11 February?"),
         _both(_any("31 min 13", "31 minutes 13", "31m 13", "31m13", "0:31:13"),
               _none_of("photo-sync", "2032-02-12", "412 files"))),
    Case("log-absent-night", _rag(APPLOG, "how long did the photo sync take on feb 14"), _honest),
    # U2: per-row durations summed over the first N rows.
    Case("miles-first-three", _rag(MILES, "how long did the first 3 miles take"),
         _both(_any("25:13", "25 min 13", "25 minutes 13", "25m 13", "25m13"),
               _none_of("49:52", "7:56", "8:31"))),
    Case("miles-one-row", _rag(MILES, "what was my pace for mile 5"),
         _both(_word("8:31"), _none_of("8:05", "8:21", "8:47", "8:12", "7:56"))),
    Case("miles-too-many", _rag(MILES, "how long did the first 10 miles take"), _honest),
    # U4: a grid's cell by its row and its column.
    Case("courier-cell", _rag(COURIER, "how much to send a 2 to 5 kg parcel to zone c"),
         _both(_word("16.30", "16.3"), _none_of("7.95", "10.60", "11.90", "22.75"))),
    Case("courier-band-cell", _rag(COURIER, "price for a 7kg box going to zone B?"),
         _both(_word("14.85"), _none_of("11.20", "22.75", "10.60"))),
    Case("courier-no-row", _rag(COURIER, "how much is a 25 kg parcel to zone A"), _honest),
    Case("shoes-value-to-size", _rag(SHOES, "my son's foot is 17.5 cm long, which uk size should i buy"),
         _both(_word("11"), _none_of("16.5", "19.1"))),
    Case("shoes-uk-to-eu", _rag(SHOES, "what's a UK 12 in EU sizes"),
         _both(_word("30"), _none_of("27", "28", "29", "31"))),
    Case("wetsuit-two-rows", _rag(WETSUIT, "chest 97, waist 89 - which wetsuit size"),
         _both(_word("L"), _none_of("XL", "110", "96"))),
]


@tool
def renew_permit(registration: str, months: int) -> str:
    """Renew a residents' parking permit for a car registration for a number of months."""
    return "renewed"


@tool
def track_parcel(tracking_number: str) -> str:
    """Look up where a parcel is from its tracking number."""
    return "in transit"


@tool
def send_money(recipient: str, amount: float) -> str:
    """Send money to a friend."""
    return "sent"


@tool
def book_inspection(day: date, address: str) -> str:
    """Book a gas safety inspection at an address on a day."""
    return "booked"


@tool
def find_trains(origin: str, destination: str) -> str:
    """Find train times between two stations."""
    return "trains"


def _trains_ok(out) -> bool:
    calls = [c for c in out.tool_calls if c["name"] == "find_trains"]
    return (len(calls) == 1 and str(calls[0]["args"].get("origin", "")).strip().lower() == "ripon"
            and str(calls[0]["args"].get("destination", "")).strip().lower() == "thirsk")


TOOLS = [
    Case("tool-registration", lambda llm: llm.bind_tools([renew_permit]).invoke(
        "renew my parking permit for 6 months, registration YX19 KTE"),
         _call("renew_permit", registration=_one_of("YX19 KTE", "YX19KTE"), months=_num_near(6))),
    Case("tool-tracking", lambda llm: llm.bind_tools([track_parcel]).invoke(
        "where's my parcel? tracking number JD0147332188"),
         _call("track_parcel", tracking_number=_one_of("JD0147332188"))),
    Case("tool-send-person", lambda llm: llm.bind_tools([send_money]).invoke("send tomasz 40 euros for the pizza"),
         _call("send_money", recipient=_one_of("tomasz", "Tomasz"), amount=_num_near(40))),
    Case("tool-send-person-late", lambda llm: llm.bind_tools([send_money]).invoke(
        "can you transfer 12.50 to aoife for the taxi"),
         _call("send_money", recipient=_one_of("aoife", "Aoife"), amount=_num_near(12.5))),
    Case("tool-send-no-person", lambda llm: llm.bind_tools([send_money]).invoke("send 20 pounds for the raffle"),
         _no_call),
    Case("tool-first-day", lambda llm: llm.bind_tools([book_inspection]).invoke(
        "book the gas check for the first day of march 2033 at 4 Mill Row"),
         _call("book_inspection", day=_eq("2033-03-01"))),
    Case("tool-two-places", lambda llm: llm.bind_tools([find_trains]).invoke("trains from ripon to thirsk please"),
         _trains_ok),
]


class Snack(StrEnum):
    CRISPS = "crisps"
    NUTS = "nuts"
    FRUIT = "fruit"


class Seat(StrEnum):
    STALLS = "stalls"
    CIRCLE = "circle"
    BALCONY = "balcony"


class Fizzy(StrEnum):
    WATER = "water"
    LEMONADE = "lemonade"
    COLA = "cola"


class Main(StrEnum):
    PASTA = "pasta"
    CURRY = "curry"
    SALAD = "salad"


class SnackChoice(BaseModel):
    snack: Snack


class SeatChoice(BaseModel):
    zone: Seat


class DrinkChoice(BaseModel):
    drink: Fizzy


class MainChoice(BaseModel):
    main: Main


STRUCTURED = [
    Case("schema-snack-dislikes", _structured(SnackChoice, "No nuts for me, and crisps make me feel sick."),
         _parsed(lambda s: s.snack == Snack.FRUIT)),
    Case("schema-seat-dislikes", _structured(SeatChoice, "I can't stand the balcony and I hate the circle."),
         _parsed(lambda s: s.zone == Seat.STALLS)),
    Case("schema-one-ruled-out", _structured(DrinkChoice, "anything but cola"), _must_state),
    Case("schema-dislike-then-pick", _structured(MainChoice, "Curry gives me heartburn, so the pasta please."),
         _parsed(lambda m: m.main == Main.PASTA)),
]

THREADS = [
    Case("thread-ferry-arrive", _thread("The ferry sails at 07:40 and the crossing takes 3 hours 25 minutes.", "OK.",
                                        "when do we arrive"), _both(_any("11:05"), _none_of("07:40 and"))),
    Case("thread-roast-ready", _thread("I put the lamb in at 4:15pm; it needs 1 hour 50 minutes.", "Noted.",
                                       "what time will it be ready"), _any("6:05", "18:05")),
    Case("thread-no-duration", _thread("My flight leaves at 14:10 from gate 22.", "OK.", "what time do i land"),
         _honest),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *THREADS]

if __name__ == "__main__":
    report(CASES, sys.argv)
