"""Invented probe (2026-12-04 night, branch ``fix27B``, mine; oracles written and committed before its
first run, never tuned against). The twenty-seventh set's classes V8-V11 and its tool / schema /
JSON / thread false alarms and limits, in topics and wordings of my own: a florist, a boat hire, a
climbing wall, a piano tuner, a cattery, a ceilidh, a car wash, a ski hire, a garden centre, a
quiz night, a dentist and a yoga retreat. Free-text tool arguments named by the tool's noun or a
place preposition; bools negated by "X is fine", "no need for", "skip the", "not bothered about";
corrections after a cue over days, times, numbers, names and places; amounts in words with a minor
unit (pounds and pence, euros and cents, dollars and cents); ``Enum`` synonyms and negated
attendance; JSON by example whose keys are named before their values; threads asking a value
worked from earlier statements (a quotient, a split, a span), "the other one" over two stated
things and "the last one" over a numbered list.

Strict oracles: tool oracles want the call with exactly the right values (no call with a limit
counts as a limit); schema oracles want the parsed object right; thread oracles want the worked
value and reject the operands-only echo. ``python -W ignore -m tests.sim.probes.requests_k [-v]``.

History (right / limit / wrong of the cases below):
- first sight on 6a402f3 (the branch point of fix27B), one run: **3 / 20 / 7** (false alarms 3: the
  Enum by "by bike", "won't be able to come" and "have to miss" right with a "can't choose /
  decide" limit). Wrong: the pizza's topping "extra cheese" (twice: the bool's own thing), the car
  wash's plate a bag of words and its valet True for "not bothered about", the harness True for
  "no need for a harness", "seven dollars and twenty-five cents" read as 7, the gym's yearly fee
  echoed for "how much is each instalment", the Leeds meeting echoed after "it's York not Leeds".
- fix27B (mine, mechanisms built on wordings of my own and measured here after each step): negation
  scope and RSVP phrases 7 / 17 / 6; free-text arguments by their concept's phrase 12 / 15 / 3;
  minor units and a category's "for <thing>" 15 / 13 / 2; cued "X not Y" corrections **17 / 12 /
  1** (false alarms 2); Enum synonyms 18 / 11 / 1 / 1; a share worked from a thread's statements
  20 / 10 / 0 / 1; JSON keys named before their values **22 / 8 / 0** (false alarms 1).
"""
import sys
from enum import Enum

from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _ask,
    _but_not,
    _call,
    _calls,
    _corrected,
    _json,
    _notes_thread,
    _num_near,
    _one_of,
    _parsed,
    _structured,
    _thread,
    _word,
    report,
    tally,
)

# --- tools ----------------------------------------------------------------------------------------

@tool
def order_bouquet(flowers: str, delivery: bool) -> str:
    """Order a bouquet from the florist, delivered or for collection."""
    return "ok"


@tool
def hire_boat(town: str, hours: int) -> str:
    """Hire a rowing boat on the river at a town for a number of hours."""
    return "ok"


@tool
def book_climbing(wall: str, harness_needed: bool) -> str:
    """Book a session at a climbing wall; say whether a hire harness is needed."""
    return "ok"


@tool
def order_pizza(topping: str, extra_cheese: bool) -> str:
    """Order a pizza with one topping from the takeaway."""
    return "ok"


@tool
def book_car_wash(valet: bool, plate: str) -> str:
    """Book a car wash for a car by its number plate; a valet cleans the inside as well."""
    return "ok"


@tool
def log_spend(amount: float, category: str) -> str:
    """Log an amount spent in pounds under a category."""
    return "ok"


@tool
def find_campsites(region: str, max_price: float | None = None) -> str:
    """Find campsites in or near a region, optionally under a nightly price."""
    return "[]"


@tool
def order_soup(soup: str, bread: bool) -> str:
    """Order a soup from the cafe, with or without a bread roll."""
    return "ok"


TOOL_CASES = [
    Case("tool-bouquet-kind", _calls([order_bouquet], "could i get a tulip bouquet, i'll pick it up myself"),
         _call("order_bouquet", flowers=_one_of("tulip", "tulips"), delivery=lambda v: v is False)),
    Case("tool-boat-near", _calls([hire_boat], "we'd like a boat for two hours near stratford"),
         _call("hire_boat", town=_one_of("stratford"), hours=_num_near(2))),
    Case("tool-climb-own-harness", _calls([book_climbing], "book me in at the rockhouse wall, no need for a "
                                                           "harness, i have my own"),
         _call("book_climbing", harness_needed=lambda v: v is False)),
    Case("tool-pizza-cheese-skip", _calls([order_pizza], "a mushroom pizza, skip the extra cheese"),
         _call("order_pizza", topping=_one_of("mushroom"), extra_cheese=lambda v: v is False)),
    Case("tool-pizza-cheese-yes", _calls([order_pizza], "pepperoni pizza with extra cheese please"),
         _call("order_pizza", topping=_one_of("pepperoni"), extra_cheese=lambda v: v is True)),
    Case("tool-wash-valet-not-bothered", _calls([book_car_wash], "wash for KX19 TRE, not bothered about a valet"),
         _call("book_car_wash", valet=lambda v: v is False, plate=lambda v: str(v).replace(" ", "").upper()
               == "KX19TRE")),
    Case("tool-spend-cents-words", _calls([log_spend], "log eight pounds and forty pence for lunch"),
         _call("log_spend", amount=_num_near(8.4, 0.001), category=_one_of("lunch"))),
    Case("tool-campsite-around", _calls([find_campsites], "any campsites around keswick"),
         _call("find_campsites", region=_one_of("keswick"))),
    Case("tool-soup-bread-fine", _calls([order_soup], "a leek soup please, bread's fine without"),
         _call("order_soup", soup=_one_of("leek"), bread=lambda v: v is False)),
]


# --- structured output ----------------------------------------------------------------------------

class Payment(BaseModel):
    amount: float = Field(description="the amount paid, in euros")


class Tip(BaseModel):
    amount: float = Field(description="the tip, in dollars")


class Fee(BaseModel):
    amount: float = Field(description="the fee in pounds")


class Travel(Enum):
    CYCLE = "cycle"
    DRIVE = "drive"
    TRAIN = "train"


class Commute(BaseModel):
    travel: Travel


class Reply(BaseModel):
    coming: bool


class Attendance(BaseModel):
    will_attend: bool


SCHEMA_CASES = [
    Case("schema-euro-cents", _structured(Payment, "I paid nineteen euros and ninety cents at the door."),
         _parsed(lambda p: abs(p.amount - 19.9) < 1e-6)),
    Case("schema-dollar-cents", _structured(Tip, "We left a tip of seven dollars and twenty-five cents."),
         _parsed(lambda p: abs(p.amount - 7.25) < 1e-6)),
    Case("schema-pounds-only", _structured(Fee, "The late fee is thirty pounds."),
         _parsed(lambda p: abs(p.amount - 30.0) < 1e-6)),
    Case("schema-travel-by-bike", _structured(Commute, "I go in by bike most days, it's only three miles."),
         _parsed(lambda c: c.travel == Travel.CYCLE)),
    Case("schema-rsvp-wont-be-able", _structured(Reply, "Thanks so much for the invite but I won't be able to "
                                                        "come to the ceilidh."),
         _parsed(lambda r: r.coming is False)),
    Case("schema-rsvp-yes", _structured(Attendance, "Count us in for Saturday, we'll be there!"),
         _parsed(lambda r: r.will_attend is True)),
    Case("schema-rsvp-miss", _structured(Attendance, "Afraid we'll have to miss the quiz night this time."),
         _parsed(lambda r: r.will_attend is False)),
]


# --- JSON by example --------------------------------------------------------------------------

JSON_CASES = [
    Case("json-ski-keys-named", _ask('Return only JSON like {"boots": "", "skis": "", "locker": ""}\n'
                                     "the hire desk gave me boots 27.5, skis 170 and locker B12"),
         _json(lambda o: str(o.get("boots")) == "27.5" and str(o.get("skis")) == "170"
               and str(o.get("locker", "")).upper() == "B12")),
    Case("json-order-keys-named", _ask('Fill in {"order": "", "table": ""} and return only the JSON.\n'
                                       "it was order 5531 for table 9"),
         _json(lambda o: str(o.get("order")) == "5531" and str(o.get("table")) == "9")),
]


# --- threads --------------------------------------------------------------------------------------

YOGA = ("Retreat day plan:\n"
        "1. Arrive and settle into your room.\n"
        "2. Gentle flow class in the barn.\n"
        "3. Lunch on the terrace.\n"
        "4. Guided walk to the waterfall.\n"
        "5. Candlelit rest session before bed.\n")

THREAD_CASES = [
    Case("thread-gym-quotient", _thread("The gym membership costs £486 a year, paid in 9 instalments.", "OK.",
                                        "how much is each instalment then"), _word("54", "54.00", "£54", "£54.00")),
    Case("thread-tuner-correction-time", _thread("The piano tuner is booked for 10:30 on Monday.", "Noted.",
                                                 "oops, make that 11:15 not 10:30", "OK.",
                                                 "what time is the piano tuner coming"),
         _corrected("11:15", "10:30")),
    Case("thread-cattery-correction-name", _thread("The cattery has our cat down as Biscuit.", "OK.",
                                                   "sorry, it's Pickle not Biscuit", "Got it.",
                                                   "what name does the cattery have for our cat"),
         _corrected("Pickle", "Biscuit")),
    Case("thread-room-correction-number", _thread("Our hotel room is 214.", "Noted.",
                                                  "actually I meant 241, not 214", "OK.",
                                                  "what's our room number"),
         _corrected("241", "214")),
    Case("thread-meet-correction-place", _thread("We're meeting Jo at Leeds station on Friday.", "Noted.",
                                                 "my mistake, it's York not Leeds", "OK.",
                                                 "where are we meeting Jo"),
         _corrected("York", "Leeds")),
    Case("thread-dinner-not-but", _thread("Dinner at the Anchor is booked for 6 people.", "Noted.",
                                          "sorry, not 6 but 8", "OK.", "how many is the Anchor booked for"),
         _corrected("8", "6")),
    Case("thread-dentist-plain", _thread("The dentist is on Thursday at 9:40.", "Noted.",
                                         "what day is the dentist"),
         lambda out: "thursday" in out.content.lower() and "don't know" not in out.content.lower()),
    Case("thread-bills-split", _thread("The bills this quarter: £120 for gas, £75 for water and £45 for "
                                       "broadband.", "OK.", "split four ways, how much each"),
         _word("60", "60.00", "£60", "£60.00")),
    Case("thread-bake-span", _thread("I put the lamb in at 14:20 and took it out at 17:05.", "Lovely.",
                                     "how long was it in for"),
         lambda out: any(s in out.content for s in ("2h 45", "2 h 45", "2 hours 45", "2 hours and 45",
                                                     "165 min", "2:45"))),
    Case("thread-other-bike", _thread("I'm choosing between two bikes: the Brompton is £1,450 and the Tern is "
                                      "£1,290.", "OK.", "I'll probably take the Brompton.", "Sure.",
                                      "what did the other one cost again"),
         _but_not(_word("1,290", "£1,290", "1290"), "1,450", "1450")),
    Case("thread-last-item", _notes_thread(YOGA, "what's item 2", "Gentle flow class in the barn.",
                                           "and the last one"),
         _but_not(lambda out: "candlelit" in out.content.lower(), "barn", "terrace", "waterfall")),
]


# --- about the assistant --------------------------------------------------------------------------

ABOUT_CASES = [
    Case("about-search-web", _ask("could you search the internet for the cheapest flights to lisbon"),
         lambda out: any(p in out.content.lower() for p in ("can't browse", "cannot browse", "can't search",
                                                             "cannot search", "no access to the internet",
                                                             "can't access the internet", "don't have access"))),
]

CASES: list[Case] = [*TOOL_CASES, *SCHEMA_CASES, *JSON_CASES, *THREAD_CASES, *ABOUT_CASES]


def counts(verbose: bool = False) -> dict[str, int]:
    """This probe's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
