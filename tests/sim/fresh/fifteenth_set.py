"""A fifteenth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-02 (branch ``fifteenth``) while other engineers changed the simulator on
their own branches; none of them has seen it. It is a yardstick for their work: no simulator
change is to be made for its cases (a fix for one of its classes must be a general mechanism
tested on other wordings, and the set measured again). Committed with its oracles before it was
first run.

Topics and formats none of the earlier sets nor the course's data uses: an EV fast-charging
receipt (energy, idle fee, battery percentages), a primary school's weekly lunch menu (a
day x main / vegetarian / dessert grid), an EU flight delay compensation claim, a coffee shop's
loyalty points statement (signed points per row, a balance), a council bin collection calendar
(alternate weeks), a ``.pre-commit-config.yaml``, a Ukrainian hot-water notice and an Indonesian
lift notice; questions as commands, with typos, yes/no, "how many" counts over rows, a
superlative ("earned the most points"), a division (free drinks from a balance), a subtraction
of times (how late) and of percentages, a multiplication (two passengers), a date plus six weeks,
answers absent with a near miss present (CO2, halal, meal vouchers, glass in the blue bin);
a learner's tools (a percentage in words, look-alike flight / baggage tools through
``create_agent``, a ``Literal`` reached by a synonym with a list argument, a nested Pydantic
argument, a Pydantic ``args_schema`` with a ``Literal`` reason, a URL, a weekday with today's
date given and a relative day without it, a Fahrenheit temperature for a Celsius argument, an
e-mail with an ``Optional`` left empty, an ``Enum`` priority, a Ukrainian request, no fitting
tool); ``with_structured_output`` (a nested list with an ``Optional`` unit, an ``Optional`` left
empty, a ``Literal`` reached by a near-miss synonym, ``Field(ge=1, le=5)`` needing a judgement,
an ``Enum`` with a negated option, a ``bool`` reached by implication); labels (a route, a
three-way mood, a spam flag, Ukrainian vs Russian); graders ("on a scale from 1 to 5",
CORRECT/INCORRECT, a ``Literal["yes", "no", "partially"]`` support schema); JSON by example (a
bool, a list of ISO dates); threads (a figure stated earlier, a pronoun for a named woman, a
correction without a subject, a date after a topic change, a follow-up over notes); small talk in
Ukrainian and Indonesian, a question about the assistant's senses; arithmetic, a weekday;
things nothing offline could know.

Oracles as in the earlier sets: the right answer(s) with alternatives, ``_honest`` / ``_absent``
(the notes do not hold it: "I don't know" is right), ``_must_state`` (only a stated limit is not
wrong) or ``_no_call``. Classes: ``right``, ``limit`` (a limit was stated, whatever the reply),
``wrong`` (silently wrong); a ``limit`` on a reply that was right anyway is a false alarm,
counted apart.

FIRST SIGHT on main at 2010799 (the branch point of ``fifteenth``; oracles committed first in
1dd0db1, one run with ``-v``, none changed after it), 70 cases: right 15, stated limit 41,
silently wrong 14, false alarms 5. The false alarms: ev-co2, lunch-halal and claim-vouchers (a
documents limit, "it could not find the answer in the documents ...", on a question the notes do
not answer: its words meet ``_honest``, so the shared tally counts it as a limit on a right
reply; a fair reply either way), label-ua-ru ("Ukrainian", right, with the limit that no option
scored), chat-id-thanks (a knowledge limit, "can't answer this", to Indonesian thanks: the
``_none_of`` oracle passes it; no real false alarm, a small-talk miss). The silently wrong
(classes, code paths and proposed mechanisms in ``FIFTEENTH_CLASSES.md``):

- A line that holds the data but not the answer, quoted as the answer (arithmetic not done):
  ev-total ("Energy price 0.59 EUR/kWh 22.66 EUR" for the whole cost, 23.36, with "nothing about
  'whole'"), ev-battery-gain ("Battery: 18% ..., 79% ..." for 61 points), claim-total (the route
  and arrival line for 2 x EUR 400), claim-reply-by (the "within 6 weeks" line, no date),
  points-drinks (the redeemed row and the balance line, no division).
- The wrong line quoted: points-balance ("150 points = one free drink." for "how many points
  have i got", not "Balance on 30 Nov: 488 points"), precommit-hooks (the ``rev`` and first
  ``id`` lines for a count of hooks).
- A count over a table whose run is cut short: points-riverside ("1" row: the "Redeemed: free
  drink" cell's colon splits that row into plain lines, so the 21 Nov Riverside row after it is
  no row).
- A partial answer that misses the asked thing: precommit-black (the ``ruff`` line with "nothing
  about 'black' ... I don't know that part": a strict oracle, a reader may take it for "no";
  kept as written), lunch-veg-wed (the whole Wednesday row, beef lasagne with the vegetarian
  option, with "nothing about 'daughter', 'eat'": a strict oracle, ``_but_not`` "beef"; kept).
- Tool arguments: agent-flight-lookalike (``flight_number`` "1361": the airline prefix "TP "
  dropped), tool-oven-fahrenheit (``celsius`` 400 from "400 F": the unit not converted).
- Structured output: schema-signature-implied (``signature_required=True`` for "just leave it
  with a neighbour").
- Threads: thread-seat-corrected ("Your seat is 14C." after "Sorry, 41C.": a correction with no
  cue word and no subject not read).

Right by a lenient oracle (noted, not changed): id-lift (the whole Indonesian notice quoted
back), bins-glass (the blue-bin row and the "put bins out" line quoted, which name "paper, card";
no "no" said), points-most (right, but "Of the 3 rows": the table read cut short as above),
chat-ua-hello ("Could you tell me a bit more about what you need?" to a Ukrainian greeting).

Measured again on main at b8198e6 (the set copied into a ``git archive`` export of main, which
had moved on while it was written): 16 / 40 / 14 / 4; label-ua-ru is right without a limit
there, every other case the same.

``python -W ignore -m tests.sim.fresh.fifteenth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

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
    _asks_back,
    _but_not,
    _call,
    _call_args,
    _calls,
    _corrected,
    _either,
    _eq,
    _json,
    _must_state,
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

CHARGING = """VoltPoint charging receipt
Site: Rastplatz Seewinkel, charger CP-07 (DC 150 kW)
Session start 14:12   Session end 14:58   (46 min)
Energy delivered                 38.4 kWh
Energy price 0.59 EUR/kWh                      22.66 EUR
Idle fee (after 10 min grace) 0.10 EUR/min x 7 min    0.70 EUR
Total charged to card **** 4471                23.36 EUR
Battery: 18% at plug-in, 79% at unplug
"""

LUNCH = """Lindenhof Primary - lunch menu, week of 11 January
Day        Main                        Vegetarian option             Dessert
Monday     Chicken korma with rice     Chickpea korma with rice      Apple crumble
Tuesday    Fish fingers, peas, chips   Veggie fingers, peas, chips   Yoghurt
Wednesday  Beef lasagne                Spinach and ricotta lasagne   Fruit salad
Thursday   Roast turkey, potatoes      Lentil roast, potatoes        Chocolate sponge
Friday     Pizza margherita            Pizza margherita              Ice lolly
All meals are nut-free. Gluten-free meals must be ordered by Thursday of the week before.
"""

CLAIM = """Flight delay compensation claim - reference CLM-88142
Passenger: Ines Albuquerque
Flight: TP 1361 Lisbon (LIS) - Warsaw (WAW), 9 October 2026
Scheduled arrival 18:05, actual arrival 22:41
Distance: 2,764 km (band 1,500-3,500 km: EUR 400 per passenger)
Passengers on this claim: 2
Reason given by the airline: crew shortage
Status: submitted 14 October 2026; the airline must reply within 6 weeks
Payout to IBAN ending 0937
"""

POINTS = """Bean & Barley rewards - statement for member 55-2031
Date     Store        Activity                          Points
02 Nov   Castle St    Purchase £4.20                    +42
05 Nov   Castle St    Purchase £3.10                    +31
09 Nov   Riverside    Double points day, £5.00          +100
14 Nov   Castle St    Redeemed: free drink              -150
21 Nov   Riverside    Purchase £6.50                    +65
Balance on 30 Nov: 488 points
150 points = one free drink. Points expire 12 months after they are earned.
"""

BINS = """Westbrook District Council - bin collections for Elm Road (Wednesday round)
Week commencing   Bin
4 Jan 2027        Black bin (general waste)
11 Jan 2027       Blue bin (paper, card, cans)
18 Jan 2027       Black bin (general waste)
25 Jan 2027       Blue bin (paper, card, cans)
Food caddies are emptied every week. Put bins out by 7am on collection day.
Garden waste (brown bin) is a paid subscription: £52 a year.
"""

PRECOMMIT = """# .pre-commit-config.yaml
repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.6.9
    hooks:
      - id: ruff
        args: [--fix]
      - id: ruff-format
  - repo: https://github.com/pre-commit/mirrors-mypy
    rev: v1.11.2
    hooks:
      - id: mypy
        additional_dependencies: [types-requests]
        exclude: ^migrations/
  - repo: local
    hooks:
      - id: no-print
        name: forbid print statements
        entry: "print\\\\("
        language: pygrep
        types: [python]
"""

UA_NOTICE = ("Оголошення: з 10 по 14 лютого в будинку не буде гарячої води через ремонт котельні. "
             "Вибачте за незручності. Керуюча компанія")

ID_NOTICE = ("Pengumuman: Lift gedung B akan dimatikan untuk perawatan pada hari Sabtu, 7 Juni, pukul 08.00 "
             "sampai 12.00. Mohon gunakan tangga darurat. Terima kasih. Pengelola Gedung")


GROUNDED = [
    Case("ev-energy", _rag(CHARGING, "How much energy went into the car?"),
         _but_not(_any("38.4"), "23.36", "0.70")),
    Case("ev-duration", _rag(CHARGING, "how long was i charging for"), _any("46 min", "46 minutes")),
    Case("ev-total", _rag(CHARGING, "What did the whole thing cost me?"), _but_not(_any("23.36"), "0.59")),
    Case("ev-battery-gain", _rag(CHARGING, "By how many percentage points did the battery go up?"),
         _word("61", "61%")),
    Case("ev-dc", _rag(CHARGING, "Was it an AC or a DC charger?"), _but_not(_word("DC"), "it was an AC", "it was AC", "an AC charger")),
    Case("ev-co2", _rag(CHARGING, "How much CO2 did this session save?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't show",
                 "does not show", "not listed")),
    Case("lunch-fri-dessert", _rag(LUNCH, "whats for pudding on friday"),
         _but_not(_any("ice lolly"), "crumble", "yoghurt", "fruit salad")),
    Case("lunch-veg-wed", _rag(LUNCH, "My daughter is vegetarian. What will she eat on Wednesday?"),
         _but_not(_any("spinach and ricotta"), "beef")),
    Case("lunch-fish-day", _rag(LUNCH, "Which day is fish?"),
         _but_not(_any("tuesday"), "monday", "wednesday", "thursday", "friday")),
    Case("lunch-nuts", _rag(LUNCH, "Do any of the meals contain nuts?"), _says_no("nut-free", "nut free")),
    Case("lunch-halal", _rag(LUNCH, "Is the chicken halal?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say")),
    Case("claim-late", _rag(CLAIM, "How late did the flight land?"),
         _any("4 hours 36", "4 hours and 36", "4h 36", "4 h 36", "4h36", "276 minutes", "4:36")),
    Case("claim-total", _rag(CLAIM, "How much compensation should we get in total?"),
         _but_not(_word("800", "EUR 800", "€800"), "2,764")),
    Case("claim-reply-by", _rag(CLAIM, "By what date does the airline have to answer?"),
         _any("25 November", "25 Nov", "2026-11-25", "25/11", "November 25")),
    Case("claim-vouchers", _rag(CLAIM, "Did the airline give us meal vouchers?"),
         _absent("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say")),
    Case("points-balance", _rag(POINTS, "how many points have i got"), _but_not(_word("488"), "150 points =")),
    Case("points-drinks", _rag(POINTS, "How many free drinks can I get with my balance?"),
         _word("3", "three")),
    Case("points-riverside", _rag(POINTS, "How many times did I visit the Riverside store?"), _word("2", "two")),
    Case("points-most", _rag(POINTS, "Which visit earned me the most points?"),
         _but_not(_any("09 Nov", "9 Nov", "double points"), "21 Nov", "02 Nov")),
    Case("points-expire", _rag(POINTS, "When do the points I earned on 2 November expire?"),
         _any("2 November 2027", "02 Nov 2027", "2 Nov 2027", "November 2027", "2027-11-02")),
    Case("bins-week-18", _rag(BINS, "Which bin goes out in the week of 18 January?"),
         _but_not(_any("black"), "blue")),
    Case("bins-garden-cost", _rag(BINS, "How much does the brown bin cost?"), _any("£52", "52")),
    Case("bins-glass", _rag(BINS, "Can I put glass in the blue bin?"),
         _either(_says_no("paper, card", "not glass", "no glass", "doesn't take glass", "does not take glass",
                          "not listed"),
                 _absent("doesn't mention", "does not mention", "no mention", "not mentioned"))),
    Case("bins-black-count", _rag(BINS, "How many black bin collections are there in January?"),
         _word("2", "two")),
    Case("precommit-ruff-rev", _rag(PRECOMMIT, "Which version of ruff-pre-commit is pinned?"),
         _but_not(_any("0.6.9"), "1.11.2")),
    Case("precommit-hooks", _rag(PRECOMMIT, "How many hooks are configured?"), _word("4", "four")),
    Case("precommit-mypy-skip", _rag(PRECOMMIT, "Which folder does mypy skip?"), _any("migrations")),
    Case("precommit-black", _rag(PRECOMMIT, "Is black one of the hooks?"),
         _says_no("not listed", "no black", "ruff-format", "not one of", "isn't", "is not")),
    Case("ua-hot-water", _rag(UA_NOTICE, "Коли не буде гарячої води?"), _any("10 по 14", "10-14", "10 до 14")),
    Case("id-lift", _rag(ID_NOTICE, "Jam berapa lift dimatikan?"), _any("08.00", "8.00", "08:00")),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def set_charge_limit(percent: int) -> str:
    """Set the car's maximum battery charge level in percent."""
    return "set"


@tool
def get_flight_status(flight_number: str) -> str:
    """Live departure/arrival status of a flight by its flight number."""
    return "on time"


@tool
def get_baggage_status(bag_tag: str) -> str:
    """Where a checked bag is, by its baggage tag number."""
    return "in transit"


@tool
def order_pizza(size: Literal["small", "medium", "large"], toppings: list[str]) -> str:
    """Order a pizza of a size with a list of toppings."""
    return "ordered"


class Party(BaseModel):
    adults: int
    children: int = 0


@tool
def book_hut(hut: str, party: Party) -> str:
    """Book beds in a mountain hut for a party of adults and children."""
    return "booked"


class RefundArgs(BaseModel):
    order_id: str = Field(description="the order number")
    reason: Literal["damaged", "late", "wrong_item"] = Field(description="why the customer wants a refund")


@tool(args_schema=RefundArgs)
def request_refund(order_id: str, reason: str) -> str:
    """Ask for a refund on an order."""
    return "requested"


@tool
def check_website(url: str) -> str:
    """Check whether a web address responds."""
    return "up"


@tool
def set_reminder(date: str, text: str) -> str:
    """Set a reminder on a date given as YYYY-MM-DD."""
    return "set"


@tool
def preheat_oven(celsius: int) -> str:
    """Preheat the oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def email_receipt(email: str, copy_to: str | None = None) -> str:
    """E-mail the receipt to an address, optionally copying a second address."""
    return "sent"


class Priority(Enum):
    LOW = "low"
    NORMAL = "normal"
    URGENT = "urgent"


@tool
def file_ticket(summary: str, priority: Priority) -> str:
    """File a maintenance ticket with a priority."""
    return "filed"


@tool
def book_table(people: int, time: str) -> str:
    """Book a restaurant table for a number of people at a time (HH:MM)."""
    return "booked"


_FLIGHTS = [get_flight_status, get_baggage_status]


def _pizza_ok(out) -> bool:
    if (args := _call_args(out, "order_pizza")) is None:
        return False
    tops = args.get("toppings")
    return (args.get("size") == "large" and isinstance(tops, list)
            and sorted(str(t).strip().lower() for t in tops) == ["mushrooms", "olives"])


def _hut_ok(out) -> bool:
    if (args := _call_args(out, "book_hut")) is None:
        return False
    party = args.get("party")
    return ("frey" in str(args.get("hut", "")).lower() and isinstance(party, dict)
            and _num_near(2)(party.get("adults")) and _num_near(1)(party.get("children")))


def _receipt_mail_ok(out) -> bool:
    if (args := _call_args(out, "email_receipt")) is None:
        return False
    return (str(args.get("email", "")).strip().lower() == "ines.albuquerque@correio.example"
            and args.get("copy_to") in (None, ""))


def _flight_no(v) -> bool:
    return str(v).replace(" ", "").upper() == "TP1361"


TOOLS = [
    Case("tool-charge-words", _calls([set_charge_limit], "Stop charging the car at eighty percent."),
         _call("set_charge_limit", percent=_num_near(80))),
    Case("agent-flight-lookalike", _agent(_FLIGHTS, "Has TP 1361 landed yet?"),
         _call("get_flight_status", flight_number=_flight_no)),
    Case("tool-pizza-synonym-list", _calls([order_pizza], "A big pizza with mushrooms and olives, please."),
         _pizza_ok),
    Case("tool-hut-nested", _calls([book_hut], "Book the Refugio Frey for two adults and one child."), _hut_ok),
    Case("tool-refund-schema", _calls([request_refund], "Order 88-1203 arrived smashed, I want my money back."),
         _call("request_refund", order_id=_eq("88-1203"), reason=_eq("damaged"))),
    Case("tool-website-url", _calls([check_website], "Is https://status.voltpoint.example/api up right now?"),
         _call("check_website", url=_one_of("https://status.voltpoint.example/api",
                                            "https://status.voltpoint.example/api/"))),
    Case("tool-reminder-given-today", _calls([set_reminder], "Today is Monday 4 January 2027. Remind me on Friday "
                                                             "to put the bins out."),
         _call("set_reminder", date=_eq("2027-01-08"))),
    Case("tool-reminder-relative-only", _calls([set_reminder], "Remind me the day after tomorrow to call the airline."),
         _asks_back),
    Case("tool-oven-fahrenheit", _calls([preheat_oven], "Preheat the oven to 400 F."),
         _call("preheat_oven", celsius=_num_near(204, tol=1.5))),
    Case("tool-email-optional", _calls([email_receipt], "Email the receipt to ines.albuquerque@correio.example"),
         _receipt_mail_ok),
    Case("tool-ticket-enum", _calls([file_ticket], "File a ticket: the lobby door won't lock. This can't wait."),
         _call("file_ticket", priority=_one_of("urgent", "Priority.URGENT"))),
    Case("tool-table-ua", _calls([book_table], "Забронюй, будь ласка, столик на чотирьох на 19:00."),
         _call("book_table", people=_num_near(4), time=_one_of("19:00", "19:00:00"))),
    Case("agent-flight-no-tool", _agent(_FLIGHTS, "How busy will Lisbon airport be on Friday morning?"),
         _must_state),
]


# --- structured output ----------------------------------------------------------------------------

class GroceryItem(BaseModel):
    name: str
    qty: float
    unit: str | None = None


class GroceryList(BaseModel):
    items: list[GroceryItem]


class DelayClaim(BaseModel):
    flight_number: str
    delay_minutes: int | None = None


class Sky(BaseModel):
    sky: Literal["clear", "cloudy", "rain", "snow"]


class Review(BaseModel):
    stars: int = Field(ge=1, le=5, description="the customer's rating")


class SeatType(Enum):
    WINDOW = "window"
    AISLE = "aisle"
    MIDDLE = "middle"


class SeatChoice(BaseModel):
    seat: SeatType


class Delivery(BaseModel):
    signature_required: bool = Field(description="must someone sign for the parcel")


def _groceries_ok(p) -> bool:
    items = {i.name.strip().lower().rstrip("s"): i for i in p.items}
    pot, egg, milk = items.get("potatoe") or items.get("potato"), items.get("egg"), items.get("milk")
    return (len(p.items) == 3 and pot is not None and egg is not None and milk is not None
            and pot.qty == 3 and "k" in str(pot.unit or "").lower() and egg.qty == 12
            and milk.qty == 2 and "l" in str(milk.unit or "").lower())


STRUCTURED = [
    Case("schema-groceries-nested", _structured(GroceryList, "3 kg of potatoes, a dozen eggs and 2 litres of milk."),
         _parsed(_groceries_ok)),
    Case("schema-claim-optional", _structured(DelayClaim, "My flight LX 318 was cancelled outright."),
         _parsed(lambda p: p.flight_number.replace(" ", "").upper() == "LX318" and p.delay_minutes is None)),
    Case("schema-sky-overcast", _structured(Sky, "Overcast all day, but not a drop fell.", "Classify the weather."),
         _parsed(lambda p: p.sky == "cloudy")),
    Case("schema-review-stars", _structured(Review, "Nothing worked, nobody answered my calls. Worst stay of my "
                                                    "life."),
         _parsed(lambda p: p.stars == 1)),
    Case("schema-seat-negated", _structured(SeatChoice, "Anything but a window seat - ideally on the aisle."),
         _parsed(lambda p: p.seat == SeatType.AISLE)),
    Case("schema-signature-implied", _structured(Delivery, "Feel free to just leave it with a neighbour."),
         _parsed(lambda p: p.signature_required is False)),
]


# --- label prompts ---------------------------------------------------------------------------------

LABELS = [
    Case("label-route", _ask("Route this question to billing, tech or sales. Reply with the route only.\n"
                             "Question: \"My charger shows error E42 and won't start a session.\""), _only("tech")),
    Case("label-mood", _ask("Label the review HAPPY, UNHAPPY or NEUTRAL.\n"
                            "Review: \"The bins were collected two days late again.\""), _only("UNHAPPY")),
    Case("label-spam", _ask("spam or not_spam?\n\"Congratulations! You have won a free cruise, click here to "
                            "claim it.\""), _only("spam")),
    Case("label-ua-ru", _ask("Is this Ukrainian or Russian? \"Дякую за допомогу\" One word."), _only("Ukrainian")),
]


# --- grading prompts in new wordings ---------------------------------------------------------------

class Support(BaseModel):
    supported: Literal["yes", "no", "partially"]


GRADERS = [
    Case("grade-scale-1-5", _ask("On a scale from 1 to 5, how well does the answer address the question?\n"
                                 "Question: When is the blue bin collected?\n"
                                 "Answer: The blue bin goes out on Wednesdays, every other week.\n"
                                 "Reply with the number only."), _only("5", "4")),
    Case("grade-correct-incorrect", _ask("Expected: 23.36 EUR\nGot: 22.66 EUR\n"
                                         "Is the answer CORRECT or INCORRECT?"), _only("INCORRECT")),
    Case("grade-support-literal", _structured(Support, "Facts: All meals are nut-free.\n"
                                                       "Answer: The Friday pizza contains peanuts.",
                                              "Is the answer supported by the facts?"),
         _parsed(lambda p: p.supported == "no")),
]


# --- JSON by example ------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-flight-bool", _ask('Give me JSON in this shape: {"flight": "", "delay_min": 0, "cancelled": false}\n'
                                  "Text: LX 318 left 35 minutes late."),
         _json(lambda o: str(o.get("flight", "")).replace(" ", "").upper() == "LX318"
               and o.get("delay_min") == 35 and o.get("cancelled") is False)),
    Case("json-iso-dates", _ask('Return {"dates": ["YYYY-MM-DD"]} for: we meet on 3 March 2027 and again on '
                                "17 March 2027."),
         _json(lambda o: o.get("dates") == ["2027-03-03", "2027-03-17"])),
]


# --- threads --------------------------------------------------------------------------------------

THREADS = [
    Case("thread-home-charger", _thread("The wallbox in my garage is 11 kW.", "Nice.",
                                        "What's a good podcast for a long drive?", "Try a history podcast.",
                                        "How powerful is my home charger?"), _word("11", "11 kW")),
    Case("thread-neighbour-she", _thread("My neighbour Agnieszka feeds the cat when I'm away.", "That's kind of her.",
                                         "Remind me, what does she do when I'm away?"),
         _any("feeds the cat", "feed the cat", "feeds your cat", "feeds my cat", "feeding the cat",
              "feeding your cat")),
    Case("thread-seat-corrected", _thread("My seat is 14C.", "Noted.", "Sorry, 41C.", "Okay.", "What's my seat?"),
         _corrected("41C", "14C")),
    Case("thread-passport-return", _thread("My passport expires on 2 May 2027.", "Noted.",
                                           "How far away is the Moon?", "About 384,400 km on average.",
                                           "When does my passport expire?"),
         _any("2 May 2027", "May 2, 2027", "2027-05-02", "2 May")),
    Case("thread-claim-landing", _notes_thread(CLAIM, "What was the flight number?", "TP 1361.",
                                               "And when was it supposed to land?"),
         _but_not(_any("18:05"), "22:41")),
]


# --- small talk, arithmetic, world knowledge, things nothing offline could know -------------------

DIRECT = [
    Case("chat-ua-hello", _ask("Привіт! Як справи?"), _none_of("don't know", "не знаю")),
    Case("chat-id-thanks", _ask("Terima kasih banyak atas bantuannya!"), _none_of("don't know", "tidak tahu")),
    Case("about-screen", _ask("Can you see my screen right now?"),
         _either(_starts("no"), _any("can't see", "cannot see", "can not see", "don't have access", "no access",
                                     "unable to see", "can't view", "cannot view"))),
    Case("math-charge-cost", _ask("38.4 kWh at 0.59 euros per kWh: how much is that?"),
         _any("22.66", "22.656")),
    Case("date-weekday", _ask("What day of the week was 9 October 2026?"),
         _word("Friday")),
    Case("unknowable-claim-paid", _ask("Has the airline paid out my claim CLM-88142 yet?"), _must_state),
    Case("unknowable-next-month-points", _ask("How many loyalty points will I earn next month?"), _must_state),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *LABELS, *GRADERS, *JSON_CASES, *THREADS, *DIRECT]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
