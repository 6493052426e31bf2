"""Invented probe (2026-12-04, the merger's, second session that day; oracles written and committed
before its first run, on main before any of that session's branches was merged, never tuned
against). Requests in topics and wordings of my own: tool calls (a bulky-waste pickup, a reminder
"half an hour before", a currency pair named by the countries' money, an information question about
a tool's subject, a library card number stated two turns before the request, a negated
substitution, an amount in words, no tool fits, a missing time, look-alike pause / cancel tools),
structured output (an Optional the text declines, a head count and a budget in words, a nested
address, a Literal by urgency, a negated bool, a date relative to a stated today), graders with
their own verdict words, label prompts with numbered and bracketed options, JSON by keys named in
words, and threads (a fact stated earlier, a plan changed later, "the other one" after the
user's own choice, a total over stated figures, a pronoun, an end time from a start and a
running time).

Strict oracles: a tool oracle wants the call with the right values (no call with a stated limit
is a limit; a call with an empty or wrong argument is wrong); a schema oracle the parsed object
right; a thread oracle the worked value, never only the operands or the superseded value.
``python -W ignore -m tests.sim.probes.requests_m [-v]``.

Held out: the helpers of 2026-12-04 (second session that day) do not see this file.

History (right / limit / wrong of the cases below):
- first sight on the commit adding this file (5026126 plus grounded_l), one run: **12 / 15 / 4**
  (false alarms 2: "no tool fits" and a PASS/FAIL grader right beside a limit). Wrong: the sofa's
  item filled with the postcode, an IBAN cut after its third group, "three and a half grand" read
  as 3.0, the plumber's old day echoed after "change of plan, he's coming on Wednesday now".
"""
import datetime as dt
import sys
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage
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
    _no_call,
    _num_near,
    _one_of,
    _only,
    _parsed,
    _structured,
    _thread,
    _word,
    report,
    tally,
)

# --- tools ----------------------------------------------------------------------------------------


@tool
def book_bulky_collection(item: str, postcode: str) -> str:
    """Book the council's bulky waste collection for one large item at a postcode."""
    return "ok"


@tool
def set_reminder(text: str, minutes_before: int) -> str:
    """Set a reminder about an event, a number of minutes before it starts."""
    return "ok"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount between currencies; currencies as ISO codes such as GBP, EUR, USD."""
    return "ok"


@tool
def report_noise(address: str, time: str) -> str:
    """Report a noise nuisance at an address, with the time it happened."""
    return "ok"


@tool
def renew_loans(card_number: str) -> str:
    """Renew every book on loan to a library card."""
    return "ok"


@tool
def order_groceries(delivery_slot: str, substitutions_allowed: bool) -> str:
    """Place the grocery order for a delivery slot; say whether the shop may substitute items."""
    return "ok"


@tool
def send_money(amount: float, to_account: str) -> str:
    """Send an amount in euros to an account (IBAN)."""
    return "ok"


@tool
def get_forecast(city: str) -> str:
    """Get tomorrow's weather forecast for a city."""
    return "ok"


@tool
def translate(text: str, target_language: str) -> str:
    """Translate text into another language."""
    return "ok"


@tool
def book_table(restaurant: str, people: int, time: str) -> str:
    """Book a table at a restaurant for a number of people at a time."""
    return "ok"


@tool
def pause_subscription(service: str, weeks: int) -> str:
    """Pause a subscription for a number of weeks; it restarts by itself afterwards."""
    return "ok"


@tool
def cancel_subscription(service: str) -> str:
    """Cancel a subscription for good."""
    return "ok"


def _tools_thread(tools: list, *turns: str):
    """A bound model asked after earlier human / AI turns."""
    def run(llm):
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.bind_tools(tools).invoke(msgs)

    return run


def _compact(value) -> str:
    return str(value).replace(" ", "").upper()


def _has_word(word: str):
    return lambda v: word in str(v).lower()


TOOL_CASES = [
    Case("tool-bulky-sofa", _calls([book_bulky_collection], "can you book a bulky waste pickup for our old sofa, "
                                                             "postcode LS11 5QJ"),
         _call("book_bulky_collection", item=_has_word("sofa"), postcode=lambda v: _compact(v) == "LS115QJ")),
    Case("tool-reminder-half-hour", _calls([set_reminder], "remind me about the dentist half an hour before"),
         _call("set_reminder", text=_has_word("dentist"), minutes_before=_num_near(30))),
    Case("tool-currency-names", _calls([convert_currency], "what's 250 swiss francs in japanese yen"),
         _call("convert_currency", amount=_num_near(250), from_currency=_one_of("CHF"),
               to_currency=_one_of("JPY"))),
    Case("tool-noise-info-question", _calls([report_noise], "what counts as a noise nuisance at night round here"),
         _no_call),
    Case("tool-card-earlier-turn", _tools_thread([renew_loans], "my library card number is 2207 4419",
                                                 "Thanks, I've noted that.", "renew my books please"),
         _call("renew_loans", card_number=lambda v: _compact(v) == "22074419")),
    Case("tool-groceries-no-swaps", _calls([order_groceries], "deliver on saturday morning, and please don't swap "
                                                               "anything if it's out of stock"),
         _call("order_groceries", delivery_slot=_has_word("saturday"),
               substitutions_allowed=lambda v: v is False)),
    Case("tool-money-words", _calls([send_money], "send twelve hundred and fifty euros to NL91 ABNA 0417 1643 00"),
         _call("send_money", amount=_num_near(1250), to_account=lambda v: _compact(v) == "NL91ABNA0417164300")),
    Case("tool-none-fits", _calls([get_forecast, translate], "who wrote middlemarch"), _no_call),
    Case("tool-table-no-time", _calls([book_table], "book a table at rosa's for four"), _no_call),
    Case("tool-pause-lookalike", _calls([cancel_subscription, pause_subscription],
                                        "pause my veg box for 3 weeks, we're away"),
         _call("pause_subscription", service=_has_word("veg"), weeks=_num_near(3))),
]


# --- structured output ----------------------------------------------------------------------------


class Contact(BaseModel):
    name: str = Field(description="the person's full name")
    email: str | None = Field(default=None, description="their email address, if they have one")


class Party(BaseModel):
    size: int = Field(description="how many people are coming in total")


class Budget(BaseModel):
    amount: float = Field(description="the budget in pounds")


class Address(BaseModel):
    city: str
    postcode: str


class Shipment(BaseModel):
    recipient: str
    address: Address


class Ticket(BaseModel):
    priority: Literal["low", "normal", "urgent"]


class Stay(BaseModel):
    parking_needed: bool


class Appointment(BaseModel):
    day: dt.date = Field(description="the appointment's date")


SCHEMA_CASES = [
    Case("schema-email-declined", _structured(Contact, "Hi, it's Dara Quinn. I'm not on email, but you can text "
                                                       "me on 07700 900123."),
         _parsed(lambda c: "dara quinn" in c.name.lower() and c.email is None)),
    Case("schema-party-words", _structured(Party, "It'll be me, my husband and our twins."),
         _parsed(lambda p: p.size == 4)),
    Case("schema-budget-grand", _structured(Budget, "We can stretch to about three and a half grand for the kitchen."),
         _parsed(lambda b: abs(b.amount - 3500) < 1e-6)),
    Case("schema-shipment-nested", _structured(Shipment, "Please send it to Hamza Idris, 14 Canal Street, "
                                                         "Manchester M1 3HE."),
         _parsed(lambda s: "hamza idris" in s.recipient.lower() and s.address.city.lower() == "manchester"
                 and _compact(s.address.postcode) == "M13HE")),
    Case("schema-ticket-urgent", _structured(Ticket, "The whole checkout is down and no customer can pay."),
         _parsed(lambda t: t.priority == "urgent")),
    Case("schema-parking-train", _structured(Stay, "We're coming by train, so no need for a parking space."),
         _parsed(lambda s: s.parking_needed is False)),
    Case("schema-date-relative", _structured(Appointment, "Could we do the day after tomorrow?",
                                             instruction="Today is Tuesday 3 June 2031. Extract the appointment."),
         _parsed(lambda a: a.day == dt.date(2031, 6, 5))),
]


# --- graders and labels ---------------------------------------------------------------------------

GRADER_CASES = [
    Case("grade-addresses-fail", _ask("Does the answer address the question? Reply PASS or FAIL.\n"
                                      "Question: what time does the pool open\n"
                                      "Answer: The pool has a 25 m lane and a learner pool."), _only("FAIL")),
    Case("grade-supported-1-3", _ask("Rate from 1 to 3 how well the source supports the answer (3 = fully).\n"
                                     "Source: The museum is free on the first Sunday of each month.\n"
                                     "Answer: Entry is free on the first Sunday of the month.\nScore:"),
         _only("3")),
    Case("grade-useful", _ask("Is the snippet useful for answering the query? Say USEFUL or NOT_USEFUL.\n"
                              "Query: how do I reset my router\n"
                              "Snippet: Hold the reset button on the back for 10 seconds until the lights flash."),
         _only("USEFUL")),
    Case("grade-backed-no", _ask("Is every claim in the reply backed by the notes? yes or no\n"
                                 "Notes: The shop opens at 8 on weekdays.\n"
                                 "Reply: The shop opens at 8 on weekdays and at 10 on Sundays."), _only("no")),
    Case("label-numbered-folders", _ask("Sort this message into one of these folders:\n1. Bills\n2. Family\n"
                                        "3. Work\n4. Newsletters\n"
                                        "Message: Your March electricity statement is ready, £84.20 due on the "
                                        "14th.\nFolder:"), _only("Bills", "1. Bills", "1")),
    Case("label-bracketed", _ask("Tag the review with exactly one of [praise | complaint | question].\n"
                                 "Review: does the blender come with a spare jug?"), _only("question")),
]


# --- JSON -----------------------------------------------------------------------------------------

JSON_CASES = [
    Case("json-city-nights", _ask('Give me JSON with the keys "city" and "nights" for this: three nights in Porto'),
         _json(lambda o: str(o.get("city", "")).lower() == "porto" and str(o.get("nights")) in ("3", "3.0"))),
    Case("json-item-qty", _ask('Return {"item": ..., "qty": ...} as JSON. Text: a dozen eggs'),
         _json(lambda o: "egg" in str(o.get("item", "")).lower() and str(o.get("qty")) in ("12", "12.0"))),
]


# --- threads --------------------------------------------------------------------------------------

THREAD_CASES = [
    Case("thread-where-live", _thread("I'm Niamh and I live in Galway.", "Nice to meet you, Niamh.",
                                      "where do I live?"), _word("Galway")),
    Case("thread-plumber-moved", _thread("The plumber is coming on Tuesday.", "OK.",
                                         "change of plan, he's coming on Wednesday now", "Noted.",
                                         "when's the plumber coming"), _corrected("Wednesday", "Tuesday")),
    Case("thread-other-flat", _thread("There are two flats: the one on Elm Road is £950 a month and the one on "
                                      "Mill Lane is £870.", "OK.", "Elm Road is nearer work though", "True.",
                                      "what's the rent on the other one"),
         _but_not(_word("870", "£870"), "950")),
    Case("thread-tickets-total", _thread("Tickets are £14.50 each and we need five.", "OK.",
                                         "what's that in total"), _word("72.50", "£72.50", "72.5")),
    Case("thread-sister-pronoun", _thread("My sister Orla is flying in on Friday.", "Lovely!",
                                          "what day does she arrive"), _word("Friday")),
    Case("thread-film-end", _thread("The film starts at 19:40 and runs 2 hours 25 minutes.", "OK.",
                                    "when does it finish"), _word("22:05", "10:05")),
]

CASES: list[Case] = [*TOOL_CASES, *SCHEMA_CASES, *GRADER_CASES, *JSON_CASES, *THREAD_CASES]


def counts(verbose: bool = False) -> dict[str, int]:
    """This probe's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
