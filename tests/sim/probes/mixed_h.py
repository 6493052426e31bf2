"""Invented probe (2026-12-03, fix24B, oracles written and committed before any run, never tuned
against): the twenty-fourth set's classes S4 (HTML cards as sections, availability words), S6
("the other one" / "the one after that" in a thread), S7 (tool arguments from the system message
and earlier turns; money in words), S8 (a day relative to a stated today in structured output), S9
(graders naming their verdicts: a pupil's working, a summary's coverage) and its two false alarms
(a negated wish over a boolean; "are you a human") in other shapes: a campsite's and an evening
school's HTML, kettles, vans and bake-off prizes, card top-ups and tips, rent and renewals, PASS /
FAIL and OK / MISSING graders.
``python -m tests.sim.probes.mixed_h [-v]`` prints right / stated limit / silently wrong / false
alarms like the fresh sets.

History:
- first sight on the branch point 1829f49 (oracles committed first in 5b93660, one run):
  **8 / 10 / 13 / 1** (right / stated limit / silently wrong / false alarms). Wrong: both
  campsite cards (another card's line, "room" read as the word), kettle and van "the other one"
  (the statement quoted whole), stop-after ("I don't know."), the system-message card number (a
  question back), the haircut branch, both money-in-words amounts (3.0, 10.0), end of the month and
  a fortnight on Friday (the stated today taken), both coverage graders ("I don't know.").
  False alarm: negated-receipt.
- after fix24B (money in words, month-relative days, verdict graders, "the other one" / steps,
  context arguments, wishes over flags, either-or about the assistant, cards as sections):
  **25 / 4 / 2 / 0**. Still wrong: camp-riverside-hookup (now a near miss, "the notes say '...
  hook-up included.' for Meadow Pitch, and nothing about that for Riverside Pitch", which the
  strict oracle rejects for quoting the sibling's "included."), tool-human-wins (the branch read as
  "book haircut York branch 12 2031": "at the York branch" is not read as a name, left alone).
"""
from __future__ import annotations

import sys
from datetime import date

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _call,
    _eq,
    _must_state,
    _no_call,
    _no_leading,
    _none_of,
    _notes_thread,
    _num_near,
    _only,
    _parsed,
    _rag,
    _says_no,
    _structured,
    _thread,
    report,
)

_NOT_SAID = ("doesn't mention", "does not mention", "no mention", "not mentioned", "doesn't say", "does not say",
             "not stated", "doesn't state", "does not state", "nothing about", "not included", "isn't included",
             "doesn't include", "does not include", "not listed", "doesn't list", "does not list", "nothing for")

# --- S4: HTML cards ------------------------------------------------------------------------------

CAMPSITE = ("<main>\n"
            "<section class=\"pitch\">\n"
            "  <h2>Riverside Pitch</h2>\n"
            "  <p>Grass pitch by the water, room for one tent and a car.</p>\n"
            "  <p class=\"rate\">&pound;28 per night</p>\n"
            "  <p class=\"status\">Fully booked</p>\n"
            "</section>\n"
            "<section class=\"pitch\">\n"
            "  <h2>Meadow Pitch</h2>\n"
            "  <p>Level hardstanding for a campervan, electric hook-up included.</p>\n"
            "  <p class=\"rate\">&pound;34 per night</p>\n"
            "</section>\n"
            "<section class=\"pitch\">\n"
            "  <h2>Woodland Pod</h2>\n"
            "  <p>Wooden pod for two with a kettle and heater.</p>\n"
            "  <p class=\"rate\">&pound;52 per night</p>\n"
            "  <p class=\"status\">3 nights left this month</p>\n"
            "</section>\n"
            "</main>\n")

EVENING = ("<ul class=\"courses\">\n"
           "  <li><h4>Italian for Beginners</h4><span>Mondays 19:00</span> <em>Waiting list only</em></li>\n"
           "  <li><h4>Conversational Spanish</h4><span>Wednesdays 18:30</span> <em>8 places left</em></li>\n"
           "  <li><h4>Life Drawing</h4><span>Thursdays 19:30</span> <em>Materials provided</em></li>\n"
           "</ul>\n")

HTML = [
    Case("camp-riverside-room", _rag(CAMPSITE, "Is there still room at the Riverside pitch this weekend?"),
         _both(_says_no("fully booked", "no room", "booked up"), _none_of("Meadow", "Woodland"))),
    Case("camp-meadow-price", _rag(CAMPSITE, "what does the meadow pitch cost a night"),
         _but_not(_any("34"), "28", "52")),
    Case("camp-riverside-hookup", _rag(CAMPSITE, "does the riverside pitch come with electric hook-up"),
         _both(_no_leading("yes"), _absent(*_NOT_SAID), _none_of("included."))),
    Case("evening-italian-book", _rag(EVENING, "Can I still book onto Italian for Beginners?"),
         _both(_says_no("waiting list"), _none_of("8 places"))),
    Case("evening-spanish-book", _rag(EVENING, "can i still get a place on conversational spanish"),
         _both(_no_leading("no"), _any("8 places", "eight places"), _none_of("waiting list"))),
    Case("evening-drawing-materials", _rag(EVENING, "do I need to bring my own materials to life drawing?"),
         _both(_no_leading("yes"), _any("provided"))),
]

# --- S6: "the other one" / "the one after that" ----------------------------------------------------

PRIZES = ("Village bake-off 2031\n"
          "Prizes: 1st place £20, 2nd place £10, 3rd place £5.\n"
          "Entries close at noon on the day.\n")

STOPS = ("Route 7 stops, in order: Mill Lane, Church Street, Station Road, Park Gate.\n"
         "Buses run every 20 minutes until 23:00.\n")

THREADS = [
    Case("thread-kettle-other", _thread("The red kettle holds 1.7 litres and the steel kettle holds 1.2 litres.",
                                        "OK.", "Which one holds more?", "The red kettle.",
                                        "and how much does the other one hold"),
         _both(_any("1.2"), _none_of("1.7"))),
    Case("thread-van-other", _thread("The small van costs £40 a day and the large van costs £65 a day.", "Noted.",
                                     "Which is cheaper?", "The small van.", "what does the other one cost"),
         _both(_any("65"), _none_of("40"))),
    Case("thread-prize-next", _notes_thread(PRIZES, "What does the winner get?", "£20.", "and the next one?"),
         _but_not(_any("£10", "10"), "£20", "£5")),
    Case("thread-stop-after", _notes_thread(STOPS, "What's the first stop?", "Mill Lane.", "and the one after that"),
         _but_not(_any("Church Street"), "Station Road", "Park Gate")),
    Case("thread-other-unresolved", _thread("How do I descale a kettle?", "Boil a mix of water and citric acid.",
                                            "what about the other one"), _must_state),
]

# --- S7: tool arguments from every message; money in words ---------------------------------------


@tool
def top_up_card(card_number: str, amount: float) -> str:
    """Top up a prepaid travel card by an amount of money."""
    return "ok"


@tool
def tip_driver(order_id: str, amount: float) -> str:
    """Add a tip for the delivery driver of an order."""
    return "ok"


@tool
def cancel_order(order_id: str) -> str:
    """Cancel a takeaway order by its order id."""
    return "ok"


@tool
def book_haircut(branch: str, day: str) -> str:
    """Book a haircut at one of the salon's branches on a given day."""
    return "ok"


def _with(tools: list, *messages):
    return lambda llm: llm.bind_tools(tools).invoke(list(messages))


TOOLS = [
    Case("tool-system-card", _with([top_up_card], SystemMessage("Logged-in customer's travel card: TC-55120."),
                                   HumanMessage("top up my card with twenty pounds")),
         _call("top_up_card", card_number=_eq("TC-55120"), amount=_num_near(20))),
    Case("tool-earlier-order", _with([cancel_order], HumanMessage("my order number is 88213"), AIMessage("Thanks."),
                                     HumanMessage("please cancel it")),
         _call("cancel_order", order_id=_eq("88213"))),
    Case("tool-human-wins", _with([book_haircut], SystemMessage("Customer's usual branch: Leeds."),
                                  HumanMessage("book me a haircut at the York branch on 12 May 2031")),
         _call("book_haircut", branch=_eq("York"))),
    Case("tool-system-nothing", _with([top_up_card], SystemMessage("You are a friendly travel-card assistant."),
                                      HumanMessage("top up my card with ten pounds")), _no_call),
    Case("tool-tip-words", _with([tip_driver], HumanMessage("tip the driver on order 5520 three pounds twenty")),
         _call("tip_driver", order_id=_eq("5520"), amount=_num_near(3.2, 0.001))),
    Case("tool-euros-words", _with([top_up_card], HumanMessage("put ten euros fifty on card TC-90031")),
         _call("top_up_card", card_number=_eq("TC-90031"), amount=_num_near(10.5, 0.001))),
]

# --- S8: a day relative to a stated today ---------------------------------------------------------


class Renewal(BaseModel):
    renews_on: date


class Rent(BaseModel):
    due_date: date


class Delivery(BaseModel):
    arrives: date


class Inspection(BaseModel):
    inspection_day: date


DATES = [
    Case("date-15th-next", _structured(Renewal, "Today is 3 October 2031. The gym membership renews on the 15th of "
                                                "next month."), _parsed(lambda r: r.renews_on == date(2031, 11, 15))),
    Case("date-end-month", _structured(Rent, "Today's date: 20 January 2030. Rent is due at the end of the month."),
         _parsed(lambda r: r.due_date == date(2030, 1, 31))),
    Case("date-fortnight-friday", _structured(Delivery, "It's Monday 2 June 2031 today and the sofa should arrive a "
                                                        "fortnight on Friday."),
         _parsed(lambda d: d.arrives == date(2031, 6, 20))),
    Case("date-unresolved", _structured(Inspection, "Today is 10 May 2030. The inspection will be some time after "
                                                    "the summer holidays."), _must_state),
]

# --- S9: graders that name their verdicts -----------------------------------------------------------

GRADERS = [
    Case("grade-pass", lambda llm: llm.invoke("Reply PASS or FAIL: is the pupil's answer correct?\n"
                                              "Question: 3 boxes hold 12 eggs each. How many eggs?\n"
                                              "Pupil: 3 x 12 = 36 eggs"), _only("PASS")),
    Case("grade-incorrect", lambda llm: llm.invoke("Check the learner's sum and say CORRECT or INCORRECT only.\n"
                                                   "Problem: 45 sweets shared between 5 children.\n"
                                                   "Learner: 45 / 5 = 8 each"), _only("INCORRECT")),
    Case("grade-cover-ok", lambda llm: llm.invoke("Does the summary cover everything in the source? Reply OK or "
                                                  "MISSING.\nSource: The pool opens at 7am. Lane swimming ends at "
                                                  "9pm.\nSummary: The pool opens at 7am and lane swimming ends at "
                                                  "9pm."), _only("OK")),
    Case("grade-cover-missing", lambda llm: llm.invoke("Does the summary miss anything from the source? Answer "
                                                       "COMPLETE or INCOMPLETE.\nSource: Parking is free after 6pm. "
                                                       "Dogs are not allowed in the cafe.\nSummary: Parking is free "
                                                       "after 6pm."), _only("INCOMPLETE")),
    Case("grade-essay-undecidable", lambda llm: llm.invoke("Mark this paragraph GOOD or POOR.\nParagraph: Autumn "
                                                           "leaves fell slowly over the quiet town."), _must_state),
]

# --- the two false alarms: a negated wish over a boolean; "are you a human" ----------------------------


class Visit(BaseModel):
    pets_allowed: bool


class Checkout(BaseModel):
    needs_receipt: bool


ALARMS = [
    Case("negated-pets", _structured(Visit, "Please don't bring the dog when you come round, the landlord is strict."),
         _parsed(lambda v: v.pets_allowed is False)),
    Case("negated-receipt", _structured(Checkout, "No need to print a receipt, thanks."),
         _parsed(lambda c: c.needs_receipt is False)),
    Case("wanted-receipt", _structured(Checkout, "Could you print me a receipt please?"),
         _parsed(lambda c: c.needs_receipt is True)),
    Case("about-human", lambda llm: llm.invoke("am i chatting with a human?"),
         _any("not a person", "not a human", "not human", "not a real", "simulat", "a program",
                              "rule-based")),
    Case("about-machine", lambda llm: llm.invoke("Are you a machine or a real person?"),
         _any("not a person", "not a human", "not human", "not a real", "simulat", "a program", "rule-based",
              "a machine")),
]

CASES: list[Case] = [*HTML, *THREADS, *TOOLS, *DATES, *GRADERS, *ALARMS]

if __name__ == "__main__":
    report(CASES, sys.argv)
