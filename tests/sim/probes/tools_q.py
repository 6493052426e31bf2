"""Invented probe (branch ``fix35c``, oracles written and committed before its first run): a
learner's own ``@tool`` functions with typed arguments, run through ``bind_tools`` and through
``create_agent`` to the agent's end (an agent that does not stop, or ends without a text reply,
is a wrong reply), and multi-turn conversations. Topics and wordings are mine: running, money
conversion, alarms and reminders, a restaurant, a rent payment, a nursery heater, fabric, invoices,
a help desk, a coffee order, hotels, note tags, parcels and returns, kitchen timers, concert
tickets, a bathroom scale, a pocket-money transfer; a flight number, a locker code, a brother, coffees
counted across turns, small talk and questions about the assistant in English and Chinese, a
weather tool's result followed up.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.tools_q [-v]`` prints the counts.
Oracles are strict: a string argument equals the oracle (case aside), a number is within the
stated tolerance, a date is the ISO date the tool's description asks for.

First sight on fc9a2af1 (main), 36 cases: right 20 / limit 10 / wrong 6 / false alarms 1.
Wrong: "€250 in Swiss francs" called track_parcel with "250"; a stated today ("Today is ..." in the
system prompt) ignored for "the day after tomorrow" and "next Friday week" (a text reply saying it
does not know today's date, no limit); "at 8am and again at 6pm" one reminder call with "take my
tablets and again"; "a dozen tickets for Bluegrass Night" called find_hotel with the event as city
and 12 stars; "two coffees ... another one ... how many?" quoted the first statement. The false
alarm (tq-no-fit) is my lenient oracle: no call and some text; the limit stated there is the right
reply (who painted the chapel is world knowledge it lacks). Limits seen that hide a wrong choice:
the run in miles routed to add_reminder, the 68°F heater's room read as "F", the priority request
routed to buy_tickets, "send some money to Priya" to return_item.
History on branch fix35c (right / limit / wrong / false alarms; each fix tested on wordings of
its own in tests/sim, never these cases):
- a today stated in the system message anchors the question's relative day
  (``relative_days.anchored``; also "Friday week"): 21 / 10 / 5 / 1 (tq-table-day-after);
- a group word's count ("a dozen tickets") fills a count argument: 22 / 10 / 4 / 1;
- a near tie with one tool fairly ahead calls it, not the most generic: 23 / 10 / 3 / 1
  (tq-convert-symbol);
- times joined by "and" give one call each: 24 / 10 / 2 / 1 (tq-reminders-two);
- a count kept across turns (``dialogue.running_counts``): 25 / 10 / 1 / 1 (tq-count-coffees);
- the letter after a degree sign is no room's name, and a figure a call took converted counts as
  used: 26 / 9 / 1 / 1 (tq-heater-f: its call had room "F" under a later limit).
Left: tq-pay-friday-week asks back "12 or 19 February?" ("next Friday week" said on a Tuesday,
read with the simulator's own rule for "next Friday": this week's or next week's), no call, which
my oracle counts wrong; limits still standing where a tool's fit needs meaning (a flat white is a
coffee, linen is a fabric, "ran" meets the tool word "run", which tool matching treats as generic),
a list of free tags, and "is it windy there?" after a weather result.
"""

from __future__ import annotations

import sys
from enum import Enum
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _asks_back,
    _but_not,
    _call_args,
    _eq,
    _no_call,
    _num_near,
    _text,
    _thread,
    report,
    tally,
)

# --- the learner's tools ------------------------------------------------------------------------


@tool
def log_run(distance_km: float, minutes: int) -> str:
    """Log a training run: the distance in kilometres and the duration in minutes."""
    return "Run logged."


@tool
def convert_money(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert an amount of money from one currency to another. Currencies are ISO 4217 codes like USD."""
    return f"{amount} {from_currency} is about {round(amount * 1.1, 2)} {to_currency}."


@tool
def add_reminder(text: str, time: str) -> str:
    """Create a reminder at a time of day. time is HH:MM on a 24-hour clock."""
    return f"Reminder set for {time}."


@tool
def book_table(date: str, time: str, guests: int) -> str:
    """Book a restaurant table. date is YYYY-MM-DD, time is HH:MM (24h), guests is the party size."""
    return "Table booked."


@tool
def schedule_payment(payee: str, date: str) -> str:
    """Schedule a payment to a payee on a date (YYYY-MM-DD)."""
    return "Payment scheduled."


@tool
def set_heater(room: str, celsius: float) -> str:
    """Set a room heater's target temperature in degrees Celsius."""
    return "Heater set."


@tool
def order_fabric(metres: float, fabric: str) -> str:
    """Order a length of fabric from the mill, in metres."""
    return "Fabric ordered."


@tool
def pay_invoice(invoice_id: str, amount: float, currency: Literal["USD", "EUR", "GBP", "JPY"]) -> str:
    """Pay a supplier invoice."""
    return "Invoice paid."


@tool
def set_ticket_priority(ticket_id: str, priority: Literal["low", "normal", "urgent"]) -> str:
    """Change the priority of a help-desk ticket."""
    return "Priority changed."


class CupSize(str, Enum):  # noqa: UP042 - a learner's usual spelling
    small = "small"
    medium = "medium"
    large = "large"


@tool
def order_coffee(drink: str, size: CupSize, sugars: int = 0) -> str:
    """Order a coffee from the office cafe."""
    return "Coffee ordered."


@tool
def find_hotel(city: str, max_price: float | None = None, stars: int | None = None) -> str:
    """Search hotels in a city, optionally under a nightly price and with a star rating."""
    return "Found 3 hotels."


@tool
def tag_note(note_id: str, tags: list[str]) -> str:
    """Add tags to a note."""
    return "Tagged."


@tool
def track_parcel(tracking_number: str) -> str:
    """Find where a parcel is now from its tracking number."""
    return "In transit, due tomorrow."


@tool
def return_item(order_id: str, reason: str) -> str:
    """Start a return for an order the customer wants to send back."""
    return "Return started."


@tool
def start_timer(seconds: int) -> str:
    """Start a kitchen timer for a number of seconds."""
    return "Timer started."


@tool
def buy_tickets(event: str, count: int) -> str:
    """Buy tickets for an event."""
    return "Tickets bought."


@tool
def log_weight(kg: float) -> str:
    """Log today's body weight in kilograms."""
    return "Weight logged."


@tool
def send_money(amount: float, currency: str, recipient: str) -> str:
    """Send money to a friend. currency is an ISO code such as EUR."""
    return "Money sent."


@tool
def get_weather(city: str) -> str:
    """Get the current weather for a city."""
    return f"{city}: 7°C, heavy rain, wind 40 km/h."


TOOLS = [log_run, convert_money, add_reminder, book_table, schedule_payment, set_heater, order_fabric,
         pay_invoice, set_ticket_priority, order_coffee, find_hotel, tag_note, track_parcel, return_item,
         start_timer, buy_tickets, log_weight, send_money]


# --- runners ------------------------------------------------------------------------------------


def _messages(question: str, today: str | None):
    msgs = [SystemMessage(f"You are a helpful assistant. Today is {today}.")] if today else []
    return [*msgs, HumanMessage(question)]


def _bound(tools: list, question: str, today: str | None = None):
    return lambda llm: llm.bind_tools(tools).invoke(_messages(question, today))


def _agent_to_end(tools: list, question: str, today: str | None = None):
    """``create_agent`` run to its end; the outcome is the first model turn (its tool calls). An
    agent that does not stop within the limit, or stops without a text reply, raises (wrong)."""

    def run(llm):
        from langchain.agents import create_agent

        out = create_agent(llm, tools).invoke({"messages": _messages(question, today)}, {"recursion_limit": 12})
        ais = [m for m in out["messages"] if isinstance(m, AIMessage)]
        last = out["messages"][-1]
        if not isinstance(last, AIMessage) or last.tool_calls or not _text(last).strip():
            raise AssertionError("the agent did not end with a text reply")
        return ais[0]

    return run


def _args(name: str, **want):
    """Exactly one call, to ``name``, every wanted argument met, and no other call."""

    def ok(out) -> bool:
        if len(out.tool_calls) != 1 or (args := _call_args(out, name)) is None:
            return False
        return all(check(args.get(key)) for key, check in want.items())

    return ok


def _absent_arg(*keys: str):
    return lambda args: all(args.get(k) in (None, "", []) for k in keys)


def _args_and(name: str, absent: tuple[str, ...], **want):
    base = _args(name, **want)
    return lambda out: base(out) and _absent_arg(*absent)(_call_args(out, name))


def _calls_with(name: str, key: str, values: list):
    """One call to ``name`` per value, ``key`` set to each value (any order), nothing else."""

    def ok(out) -> bool:
        calls = out.tool_calls
        if len(calls) != len(values) or any(c["name"] != name for c in calls):
            return False
        return sorted(str(c["args"].get(key)) for c in calls) == sorted(values)

    return ok


def _list_eq(*items: str):
    return lambda v: isinstance(v, list) and [str(x).strip().lower() for x in v] == [i.lower() for i in items]


def _enum(value: str):
    return lambda v: str(getattr(v, "value", v)).strip().lower() == value


def _no_fit(out) -> bool:
    return _no_call(out) and bool(_text(out).strip())


MON = "Monday 8 March 2027"
TUE = "Tuesday 2 February 2027"

TOOL_CASES = [
    # units and conversions, durations
    Case("tq-run-miles", _bound(TOOLS, "Ran 5 miles this morning in an hour and a quarter"),
         _args("log_run", distance_km=_num_near(8.047, 0.01), minutes=_eq(75))),
    Case("tq-heater-f", _agent_to_end(TOOLS, "Can you put the nursery heater on 68°F?"),
         _args("set_heater", room=_eq("nursery"), celsius=_num_near(20.0, 0.1))),
    Case("tq-fabric-yards", _bound(TOOLS, "I need 3 yards of the navy linen"),
         _args("order_fabric", metres=_num_near(2.743, 0.01), fabric=_eq("navy linen"))),
    Case("tq-weight-pounds", _bound(TOOLS, "Scale says 165 pounds today"),
         _args("log_weight", kg=_num_near(74.84, 0.05))),
    Case("tq-timer-hour-half", _agent_to_end(TOOLS, "Set a timer for an hour and a half please"),
         _args("start_timer", seconds=_eq(5400))),
    Case("tq-timer-minutes-half", _bound(TOOLS, "timer for two and a half minutes, the eggs are on"),
         _args("start_timer", seconds=_eq(150))),
    # currencies: symbols and words; amounts in words
    Case("tq-convert-symbol", _bound(TOOLS, "How much is €250 in Swiss francs?"),
         _args("convert_money", amount=_eq(250), from_currency=_eq("EUR"), to_currency=_eq("CHF"))),
    Case("tq-convert-words", _agent_to_end(TOOLS, "convert two hundred and fifty yen to pounds"),
         _args("convert_money", amount=_eq(250), from_currency=_eq("JPY"), to_currency=_eq("GBP"))),
    Case("tq-invoice-words", _bound(TOOLS, "Pay invoice INV-5521, it's twelve hundred dollars"),
         _args("pay_invoice", invoice_id=_eq("INV-5521"), amount=_eq(1200), currency=_eq("USD"))),
    Case("tq-send-quid", _bound(TOOLS, "Send Dev 40 quid for the concert"),
         _args("send_money", amount=_eq(40), currency=_eq("GBP"), recipient=_eq("Dev"))),
    # dates relative to a stated today; times in words
    Case("tq-table-day-after", _bound(TOOLS, "Book a table for four the day after tomorrow at noon", MON),
         _args("book_table", date=_eq("2027-03-10"), time=_eq("12:00"), guests=_eq(4))),
    Case("tq-pay-friday-week", _bound(TOOLS, "Schedule the payment to Harlow Builders for next Friday week", TUE),
         _args("schedule_payment", payee=_eq("Harlow Builders"), date=_eq("2027-02-12"))),
    Case("tq-pay-month-end", _agent_to_end(TOOLS, "Pay Northgate Lettings at the end of the month", TUE),
         _args("schedule_payment", payee=_eq("Northgate Lettings"), date=_eq("2027-02-28"))),
    Case("tq-reminder-quarter-past", _bound(TOOLS, "Remind me to call the vet at a quarter past nine in the morning"),
         _args("add_reminder", time=_eq("09:15"))),
    # several calls in one request
    Case("tq-reminders-two", _bound(TOOLS, "remind me to take my tablets at 8am and again at 6pm"),
         _calls_with("add_reminder", "time", ["08:00", "18:00"])),
    # Literal / Enum choices in other words; counts in words; Optional args left out; lists
    Case("tq-priority-words", _bound(TOOLS, "Ticket HD-431 isn't important, it can wait"),
         _args("set_ticket_priority", ticket_id=_eq("HD-431"), priority=_eq("low"))),
    Case("tq-coffee-enum", _agent_to_end(TOOLS, "Could I get a big flat white with two sugars?"),
         _args("order_coffee", drink=_eq("flat white"), size=_enum("large"), sugars=_eq(2))),
    Case("tq-tickets-dozen", _bound(TOOLS, "Get me a dozen tickets for Bluegrass Night"),
         _args("buy_tickets", event=_eq("Bluegrass Night"), count=_eq(12))),
    Case("tq-hotel-optional", _bound(TOOLS, "Find me a hotel in Valencia"),
         _args_and("find_hotel", ("max_price", "stars"), city=_eq("Valencia"))),
    Case("tq-tags-list", _bound(TOOLS, "Tag note N-12 with finance, q3 and review"),
         _args("tag_note", note_id=_eq("N-12"), tags=_list_eq("finance", "q3", "review"))),
    # two tools where only one fits
    Case("tq-return-not-track", _agent_to_end(TOOLS, "I want to send back order 40-1177, it's the wrong size"),
         _args("return_item", order_id=_eq("40-1177"))),
    Case("tq-track-not-return", _bound([track_parcel, return_item], "Where's my parcel? Tracking 1Z999AA10123456784"),
         _args("track_parcel", tracking_number=_eq("1Z999AA10123456784"))),
    # no tool fits; a required value missing
    Case("tq-no-fit", _agent_to_end(TOOLS, "Who painted the ceiling of the Sistine Chapel?"), _no_fit),
    Case("tq-missing-amount", _bound(TOOLS, "Send some money to Priya"), _asks_back),
]


# --- conversations ------------------------------------------------------------------------------

WEATHER_CALL = AIMessage("", tool_calls=[{"name": "get_weather", "args": {"city": "Bergen"}, "id": "w1"}])


def _after_weather(*more: str, tools: list | None = None):
    """A thread in which the weather tool was called and answered, then the user goes on."""

    def run(llm):
        msgs = [HumanMessage("What's the weather in Bergen?"), WEATHER_CALL,
                ToolMessage("Bergen: 7°C, heavy rain, wind 40 km/h.", tool_call_id="w1"),
                AIMessage("It's 7°C in Bergen with heavy rain and 40 km/h wind.")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(more)]
        return (llm.bind_tools(tools) if tools else llm).invoke(msgs)

    return run


def _agent_answers(question: str, *needles: str):
    """``create_agent`` with the weather tool: it calls it, then ends with a reply holding the result."""

    def run(llm):
        from langchain.agents import create_agent

        out = create_agent(llm, [get_weather]).invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})
        last = out["messages"][-1]
        if not isinstance(last, AIMessage) or last.tool_calls:
            raise AssertionError("the agent did not end with a text reply")
        return last

    return run


def _cjk(out) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in _text(out))


DIALOGUE_CASES = [
    Case("tq-fact-flight", _thread("My flight number is BA 2490, landing Thursday.", "Noted.",
                                   "Remind me, what's my flight number?"),
         _any("BA 2490")),
    Case("tq-correction-locker", _thread("My locker code is 4417.", "OK.", "Sorry, I mean 4471.", "Got it.",
                                         "What's my locker code?"),
         _but_not(_any("4471"), "4417")),
    Case("tq-pronoun-brother", _thread("My brother Tomas works as a nurse in Leeds.", "Nice.", "Where does he work?"),
         _but_not(_any("Leeds"), "I don't know")),
    Case("tq-count-coffees", _thread("I've had two coffees today.", "OK.", "Just had another one.", "OK.",
                                     "How many coffees is that today?"),
         lambda out: _any("3", "three")(out) and not _any("2 coffees", "two coffees")(out)),
    Case("tq-smalltalk-en", _thread("Hey there, how's your day going?"),
         lambda out: bool(_text(out).strip()) and not _any("don't know", "context", "notes")(out)),
    Case("tq-about-en", _thread("Are you a real person?"),
         _any("not a real person", "not a person", "simulat", "language model", "an AI", "a program", "not human")),
    Case("tq-smalltalk-zh", _thread("你好呀，今天过得怎么样？"),
         lambda out: _cjk(out) and not _any("不知道", "上下文")(out)),
    Case("tq-about-zh", _thread("你是谁？"), lambda out: _cjk(out) and _any("模拟", "助手", "AI", "模型", "程序")(out)),
    Case("tq-fact-zh", _thread("我叫王梓涵。", "你好！", "我叫什么名字？"), _any("王梓涵")),
    Case("tq-after-tool-fact", _after_weather("Is it windy there?"),
         lambda out: _any("40 km/h", "yes")(out) and not _any("don't know")(out)),
    Case("tq-after-tool-ellipsis", _after_weather("And in Tromsø?", tools=[get_weather]),
         _args("get_weather", city=_eq("Tromsø"))),
    Case("tq-agent-answers", _agent_answers("What's the weather like in Lagos right now?"),
         _any("7°C", "heavy rain")),
]

CASES: list[Case] = [*TOOL_CASES, *DIALOGUE_CASES]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
