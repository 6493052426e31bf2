"""My own quick material of the session of 2026-12-05 (issue 26), collected as a probe: the questions
I wrote to look for silent wrongs while the helpers worked (allotment rules, a dentist's price table,
a school-trip letter, bin collection days, town information behind a ``create_agent`` search tool,
garden, shop and booking tools, threads, label and JSON prompts, an expense schema). NOT blind: these
are the cases the round's own fixes were found on (``other_instances``, ``_counts_unused``,
``_options_text``, ``described_flags``, frequency rates, one-message JSON, ``_other_condition``,
language labels). Oracles strict: the asked result, or a stated limit where the material does not
hold it; a quote of another thing, an operand or "I don't know" over present material is wrong.
``python -W ignore -m tests.sim.probes.scratch_s58 [-v]``.

History (right / limit / silently wrong / false alarms), 49 cases: f9fd9ffa (main at the session's
start, measured after the fact in a detached worktree): 18 / 17 / 14 / 2; the session's end: 25 / 18 / 6 /
2. Left wrong: a table row of another treatment quoted with "could not find 'root canal'", a partial
quote for "who is in charge" (the leader's line shares no word), and four replies of the search-tool
agent (the most in late fees, a colour page's price, the library's opening time, a sauna): the search
results path still reads differently from the grounded reader.
"""

from __future__ import annotations

import sys
from typing import Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _but_not,
    _call,
    _eq,
    _honest,
    _json,
    _must_state,
    _no_call,
    _num_near,
    _only,
    _text,
    report,
    tally,
)

ALLOTMENT = ("Riverside Allotments - plot rules\n"
             "Plot rent is 45 pounds a year for a full plot and 25 pounds for a half plot.\n"
             "Water troughs are turned off from November to March.\n"
             "Bonfires are allowed only on the first Sunday of each month, after 4 pm.\n"
             "The shed key is kept by the secretary, Mrs Odell.")
DENTIST = ("| Treatment | NHS band | Private |\n|---|---|---|\n| Check-up | £26.80 | £55 |\n"
           "| Filling | £73.50 | £120 |\n| Crown | £319.10 | £650 |\n| Hygienist clean | not available | £70 |\n\n"
           "Children under 18 are treated free on the NHS. Missed appointments are charged £20.")
TRIP = ("Dear parents,\nYear 5 will visit the Eden Project on Thursday 12 June. The coach leaves school at 8:15 "
        "and returns by 16:30.\nThe trip costs £18 per child; pupils on free school meals pay £9.\nPlease send a "
        "packed lunch and a waterproof coat. No glass bottles.\nReply slips are due back by Friday 30 May.\n"
        "Mrs Okafor (trip leader)")
BINS = ("Collection days - Elm Road\nBlack bin (general waste): every other Tuesday, next on 3 June\n"
        "Blue bin (recycling): every Friday\nBrown bin (garden waste): fortnightly Wednesday, from March to "
        "November only\nBank holiday weeks: collections move one day later.")
TOWN = {
    "gym.md": "Northgate Leisure Centre\nThe gym opens at 6:30 on weekdays and 8:00 at weekends.\nMonthly "
              "membership is £32; students pay £24.\nThe pool is closed for repairs until 14 March.\nClasses must "
              "be booked in the app at least 2 hours ahead.",
    "library.md": "Northgate Library\nLoans last three weeks and can be renewed twice online.\nLate returns cost "
                  "25p a day, capped at £6 per item.\nThe library is closed on Sundays.\nPrinting costs 10p a page "
                  "in black and white, 50p in colour.",
    "parking.md": "Town centre parking\nThe Eastgate car park charges £1.60 an hour, £9 for the whole day.\nBlue "
                  "badge holders park free for the first 3 hours.\nOvernight parking (6pm-8am) costs a flat £3.",
}


def _absent(*forbidden: str):
    """The material does not hold it: an honest "I don't know" (or "not ... mentioned"), and none of
    ``forbidden`` (another thing's value) in the reply."""
    return lambda out: _honest(out) and not any(f.lower() in _text(out).lower() for f in forbidden)


def _notes(notes: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(f"Use the document to answer.\n\n{notes}"), HumanMessage(question)])


@tool
def search_town_info(query: str) -> str:
    """Search the town's information pages (leisure centre, library, parking)."""
    words = set(query.lower().split())
    hits = sorted(TOWN.items(), key=lambda kv: -len(words & set(kv[1].lower().split())))
    return "\n\n".join(f"[{k}]\n{v}" for k, v in hits[:2])


def _town(question: str):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_town_info], system_prompt="Answer questions about the town using the search tool.")
        return agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})["messages"][-1]

    return run


@tool
def book_table(people: int, time: str, name: str) -> str:
    """Book a restaurant table. time as HH:MM (24h)."""
    return "ok"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money between currencies (ISO codes like USD, EUR)."""
    return "ok"


@tool
def set_reminder(text: str, minutes_from_now: int) -> str:
    """Remind the user about something after a number of minutes."""
    return "ok"


@tool
def water_plants(zone: Literal["front", "back", "greenhouse"], litres: float) -> str:
    """Water one garden zone with an amount of water."""
    return "ok"


@tool
def cancel_order(order_id: str, refund: bool = True) -> str:
    """Cancel an order. Set refund False to take store credit instead."""
    return "ok"


_TOOLS = [book_table, convert_currency, set_reminder, water_plants, cancel_order]


def _call_is(out, tool_name: str, **want) -> bool:
    calls = getattr(out, "tool_calls", None) or []
    return len(calls) == 1 and calls[0]["name"] == tool_name and all(calls[0]["args"].get(k) == v for k, v in want.items())


def _calls(question: str):
    return lambda llm: llm.bind_tools(_TOOLS).invoke(question)


def _thread(*turns: str):
    return lambda llm: llm.invoke([HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)])


def _ask(prompt: str):
    return lambda llm: llm.invoke(prompt)


class Expense(BaseModel):
    amount: float
    currency: str = Field(description="ISO code")
    category: Literal["travel", "food", "office", "other"]
    reimbursable: bool


def _expense(text: str):
    return lambda llm: llm.with_structured_output(Expense).invoke(text)


def _exp(**want):
    return lambda o: isinstance(o, Expense) and all(getattr(o, k) == v for k, v in want.items())


CASES: list[Case] = [
    Case("allot-two-and-one", _notes(ALLOTMENT, "How much would two full plots and one half plot cost for three years?"),
         _any("345")),
    Case("allot-bonfire-sat", _notes(ALLOTMENT, "Can I light a bonfire on a Saturday evening?"),
         _any("no", "only on the first sunday")),
    Case("allot-gate-key", _notes(ALLOTMENT, "Who keeps the key to the gate?"), _absent("Odell")),
    Case("allot-quarter", _notes(ALLOTMENT, "What is the rent for a quarter plot?"), _absent("45", "25")),
    Case("dent-private-filling", _notes(DENTIST, "How much is a private filling?"), _but_not(_any("120"), "73.50")),
    Case("dent-root-canal", _notes(DENTIST, "What does a root canal cost privately?"), _absent("55", "120", "650")),
    Case("dent-crown-diff", _notes(DENTIST, "How much more is a private crown than an NHS one?"), _any("330.90")),
    Case("dent-missed", _notes(DENTIST, "What's the fee if I miss my appointment?"), _any("20")),
    Case("trip-back", _notes(TRIP, "What time does the coach get back?"), _any("16:30")),
    Case("trip-twins", _notes(TRIP, "How much do I pay for twins?"), _any("36")),
    Case("trip-glass", _notes(TRIP, "Can my daughter bring a glass bottle of juice?"), _any("no")),
    Case("trip-slip", _notes(TRIP, "When do I need to return the reply slip?"), _any("30 May")),
    Case("trip-leader", _notes(TRIP, "Who is in charge of the trip?"), _any("Okafor")),
    Case("trip-suncream", _notes(TRIP, "Do they need sun cream?"), _absent()),
    Case("bins-blue", _notes(BINS, "When is the blue bin collected?"), _any("Friday")),
    Case("bins-next-black", _notes(BINS, "When is the next black bin day?"), _any("3 June")),
    Case("bins-glass", _notes(BINS, "When is the glass collected?"), _absent("Tuesday", "Friday", "Wednesday")),
    Case("town-sat-gym", _town("When does the gym open on Saturday?"), _any("8:00")),
    Case("town-student", _town("How much is gym membership for a student?"), _any("£24")),
    Case("town-renew", _town("How many times can I renew a library book?"), _any("twice")),
    Case("town-most-fees", _town("What's the most I'd pay in late fees for one book?"), _any("£6")),
    Case("town-colour", _town("How much would 4 colour pages cost to print?"), _any("£2", "2.00")),
    Case("town-sunday", _town("Is the library open on Sunday?"), _any("closed on Sundays", "no")),
    Case("town-park-3h", _town("How much is it to park at Eastgate for 3 hours?"), _any("4.80")),
    Case("town-lib-open", _town("What time does the library open?"), _absent("6:30", "8:00")),
    Case("town-sauna", _town("Is there a sauna at the leisure centre?"), _absent()),
    Case("town-overnight", _town("How much is overnight parking?"), _any("£3")),
    Case("tool-table", _calls("table for four at half seven tonight, name's Patel"),
         lambda o: _call_is(o, "book_table", people=4, time="19:30", name="Patel")),
    Case("tool-euros", _calls("how many euros is 250 dollars?"),
         _call("convert_currency", amount=_num_near(250), from_currency=_eq("USD"), to_currency=_eq("EUR"))),
    Case("tool-remind-90", _calls("remind me in an hour and a half to call mum"),
         _call("set_reminder", minutes_from_now=_eq(90))),
    Case("tool-greenhouse", _calls("give the greenhouse 3 litres"),
         _call("water_plants", zone=_eq("greenhouse"), litres=_num_near(3))),
    Case("tool-back-lawn", _calls("put 2 litres on the back lawn"), _call("water_plants", zone=_eq("back"), litres=_num_near(2))),
    Case("tool-store-credit", _calls("cancel order A-7731 but I'd rather have store credit"),
         _call("cancel_order", order_id=_eq("A-7731"), refund=_eq(False))),
    Case("tool-no-id", _calls("cancel my order please"), _no_call),
    Case("tool-weather", _calls("what's the weather tomorrow?"), _no_call),
    Case("tool-quid-yen", _calls("convert 80 quid to yen"),
         _call("convert_currency", amount=_num_near(80), from_currency=_eq("GBP"), to_currency=_eq("JPY"))),
    Case("thread-run-week", _thread("I'm training for a 10k in October.", "Great goal!",
                                    "I run three times a week, about 6 km each time.", "Nice.", "How far do I run in a week?"),
         _but_not(_any("18"), "6 km each time")),
    Case("thread-floor", _thread("My flat is on the fourth floor and the lift is broken.", "Oh no.", "Which floor do I live on?"),
         _any("fourth")),
    Case("thread-cats", _thread("We have two cats, Miso and Tofu.", "Cute!", "What are my cats called?"),
         lambda o: "Miso" in str(getattr(o, "content", o)) and "Tofu" in str(getattr(o, "content", o))),
    Case("thread-left", _thread("my budget is 400 pounds", "ok", "I've spent 120 on the flights", "ok",
                                "how much have I got left?"), _any("280")),
    Case("label-delivery", _ask("Tag this support email with exactly one of: REFUND, DELIVERY, ACCOUNT, OTHER.\n"
                                "Email: I still haven't received my parcel and it's been two weeks."), _only("DELIVERY")),
    Case("label-urgency", _ask("Classify the urgency as LOW, MEDIUM or HIGH.\nMessage: The server room is flooding right now!"),
         _only("HIGH")),
    Case("label-german", _ask("Which language is this: English, French or German? Answer with the language name.\n"
                              "Text: Wo ist der Bahnhof?"), _only("German")),
    Case("json-lisbon", _ask('Return JSON with keys "city" and "days" for this trip: "Five days in Lisbon in May."'),
         _json(lambda o: o.get("city") == "Lisbon" and o.get("days") == 5)),
    Case("json-name-age", _ask('Return JSON with keys "name" and "age" for this person: "Tomasz is 41 and works in Gdansk."'),
         _json(lambda o: o.get("name") == "Tomasz" and o.get("age") == 41)),
    Case("exp-taxi", _expense("Taxi from the airport, 38.50 EUR, client visit so the company pays."),
         _exp(amount=38.5, currency="EUR", category="travel", reimbursable=True)),
    Case("exp-lunch", _expense("Team lunch, $86, not reimbursable (my treat)."),
         _exp(amount=86.0, currency="USD", category="food", reimbursable=False)),
    Case("yn-passage", _ask("Would this snippet be of any use here? Reply with Y or N only.\nQuery: how heavy can my cabin "
                            "bag be\nSnippet: A cabin bag can be as heavy as 10 kg and must fit the sizer at the gate."),
         _only("Y")),
    Case("must-state-unknown-tool", _calls("book me a taxi to the station"), _must_state),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
