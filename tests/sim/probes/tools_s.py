"""Invented probe (branch ``fix38b``, oracles written and committed before its first run): tool
arguments read by their type from anywhere in the request (issue 26 "Build" 2), where a real model
needs no limit: a temperature in another scale than the argument's, money in slang or words, clock
times in words, distances and durations in words or in clock form, quantities in another unit than
the argument's, and a Chinese request against an English tool description. Tools, topics and
wordings are mine (an oven, a pool heater, a café tip, lending money, a squash court, a wake-up
call, runs, swims and rides, a bakery recipe, a coach ticket in China), none from a fresh set.
About a third of the cases have a limit (or a question back) as their right reply: a volume for a
mass argument, "a few quid", "a couple of hundred", two candidate values, a clock time in words
with no morning or evening said, an "8:05" that may be minutes or hours.

Classes as in the fresh sets (``tests/sim/fresh/_oracles``): ``right``, ``limit`` (a limit
stated), ``wrong`` (silently), ``false alarm`` (a limit on a reply whose oracle is met).
``python -W ignore -m tests.sim.probes.tools_s [-v]`` prints the counts. A case whose right reply
is a limit has ``_no_call_ask`` as its oracle: a limit is counted ``limit``, a question back with no
call ``right``, any call ``wrong``.

First sight on 8c295e50 (main), 31 cases: right 9 / limit 16 / wrong 6 / false alarms 0.
Wrong: "82 degrees F" for the pool heater called set_oven; "27 or maybe 28" called the pool heater
with 27; "what is 350 °F in Celsius?" preheated the oven (a question, no request); "a couple of
hundred euros" lent 100; "a 10K" and "a 25 km run" logged as swims (the running tool not chosen).
Limits a real model does not need: "a tenner", "a fiver"; "twenty to seven in the evening", "five
to midnight"; "a full marathon, done in 3:58"; "2 lb" and "3 oz" for a grams argument; a Chinese
request (南京 / 苏州 / 后天 / 卧铺) against the English description.
History on branch fix38b (right / limit / wrong / false alarms; each mechanism tested in tests/sim on
wordings of its own, never these cases):
- a measured quantity's thing fills a thing argument ("3 oz of butter": butter): 11 / 14 / 6 / 0;
- slang sums as data ("a tenner", "a fiver"), sums not sized exactly ("a couple of hundred", "27 or
  maybe 28") no amount: 14 / 13 / 4 / 0;
- "twenty to seven in the evening", "ten past noon": 15 / 12 / 4 / 0;
- "a full marathon" as 42.195 km, "3:58" read by a runner's speed: 16 / 11 / 4 / 0;
- a Chinese request's journey, option and anchored day for an English tool: 17 / 10 / 4 / 0.
Left wrong: "82 degrees F" for the pool heater calls the oven, and a 10K or a 25 km run is logged as
a swim (tool choice: a near tie picks the most generic tool, the request's activity word not
weighed); "what is 350 °F in Celsius?" preheats the oven (a conversion question read as a request).
Left limits: "five to midnight" for a wake-up call (the tool is not tried: "call" meets nothing),
and the limits that are right ("a few quid", a volume for grams, an open "8:05", no seat said).
"""

from __future__ import annotations

import sys
from datetime import date
from typing import Literal

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import Case, _call_args, _num_near, _text, report, tally

# --- the learner's tools ------------------------------------------------------------------------


@tool
def set_oven(celsius: float) -> str:
    """Preheat the oven to a temperature in degrees Celsius."""
    return "preheating"


@tool
def set_pool_heater(target_c: float) -> str:
    """Set the swimming pool heater's target water temperature (°C)."""
    return "set"


@tool
def leave_tip(amount: float, currency: str) -> str:
    """Leave a tip for the staff. currency is a three-letter ISO 4217 code."""
    return "tipped"


@tool
def lend_money(friend: str, amount: float, currency: str) -> str:
    """Record money lent to a friend. currency is an ISO 4217 code such as GBP."""
    return "recorded"


@tool
def book_court(time: str) -> str:
    """Book a squash court for today. time is HH:MM on a 24-hour clock."""
    return "booked"


@tool
def wake_up_call(time: str) -> str:
    """Order a hotel wake-up call at a 24-hour HH:MM time."""
    return "ordered"


@tool
def log_session(distance_km: float, minutes: float) -> str:
    """Log a running session: the distance covered in kilometres and the time it took in minutes."""
    return "logged"


@tool
def log_swim(metres: float, minutes: float) -> str:
    """Log a swim: the distance in metres and the duration in minutes."""
    return "logged"


@tool
def add_to_dough(ingredient: str, grams: float) -> str:
    """Add an ingredient to the bread dough, weighed in grams."""
    return "added"


@tool
def pour_liquid(liquid: str, millilitres: float) -> str:
    """Add a liquid to the mixing bowl, measured in millilitres."""
    return "poured"


@tool
def book_coach(origin: str, destination: str, travel_date: date,
               seat: Literal["standard", "sleeper", "vip"]) -> str:
    """Book a long-distance coach ticket in China. origin and destination are city names in English."""
    return "booked"


# --- runners ------------------------------------------------------------------------------------


def _bound(tools: list, question: str, today: str | None = None):
    msgs = [SystemMessage(f"You are a helpful assistant. Today is {today}.")] if today else []
    return lambda llm: llm.bind_tools(tools).invoke([*msgs, HumanMessage(question)])


def _args(name: str, **want):
    """Exactly one call, to ``name``, every wanted argument met."""

    def ok(out) -> bool:
        if len(out.tool_calls) != 1 or (args := _call_args(out, name)) is None:
            return False
        return all(check(args.get(key)) for key, check in want.items())

    return ok


def _is(value: str):
    return lambda v: str(getattr(v, "value", v)).strip().lower() == value.lower()


def _clock(value: str):
    return lambda v: str(v).strip() == value or str(v).strip().lstrip("0") == value.lstrip("0")


def _city(english: str, chinese: str):
    return lambda v: str(v).strip().lower() == english.lower() or str(v).strip() == chinese


def _no_call_ask(out) -> bool:
    """No call, and a question back (what a model asks when the words do not size the value)."""
    return not out.tool_calls and "?" in _text(out)


def _no_call_answer(*needles: str):
    return lambda out: not out.tool_calls and any(n.lower() in _text(out).lower() for n in needles)


TODAY = "Wednesday 10 November 2027"
HEAT = [set_oven, set_pool_heater]
MONEY = [leave_tip, lend_money]
CLOCK = [book_court, wake_up_call]
SPORT = [log_session, log_swim]
KITCHEN = [add_to_dough, pour_liquid]

CASES = [
    # a temperature in another scale than the argument's
    Case("ts-oven-fahrenheit", _bound(HEAT, "preheat the oven to 425 Fahrenheit"),
         _args("set_oven", celsius=_num_near(218.33, 0.1))),
    Case("ts-pool-degrees-f", _bound(HEAT, "warm the pool up to 82 degrees F"),
         _args("set_pool_heater", target_c=_num_near(27.78, 0.1))),
    Case("ts-oven-celsius-guard", _bound(HEAT, "oven to 190 please"), _args("set_oven", celsius=_num_near(190))),
    Case("ts-pool-two-temps", _bound(HEAT, "set the pool to 27 or maybe 28, whichever is warmer for kids"),
         _no_call_ask),
    Case("ts-ask-conversion", _bound(HEAT, "what is 350 °F in Celsius?"), _no_call_answer("176", "177")),
    # money in slang or words
    Case("ts-tip-tenner", _bound(MONEY, "leave the barista a tenner"),
         _args("leave_tip", amount=_num_near(10), currency=_is("GBP"))),
    Case("ts-lend-bucks", _bound(MONEY, "I lent Marisol thirty bucks for gas"),
         _args("lend_money", friend=_is("Marisol"), amount=_num_near(30), currency=_is("USD"))),
    Case("ts-lend-fiver", _bound(MONEY, "note that I lent Omar a fiver at lunch"),
         _args("lend_money", friend=_is("Omar"), amount=_num_near(5), currency=_is("GBP"))),
    Case("ts-tip-three-quid", _bound(MONEY, "tip the cloakroom three quid"),
         _args("leave_tip", amount=_num_near(3), currency=_is("GBP"))),
    Case("ts-lend-few-quid", _bound(MONEY, "I lent Kerry a few quid yesterday"), _no_call_ask),
    Case("ts-lend-couple-hundred", _bound(MONEY, "lent Bartek a couple of hundred euros for his deposit"),
         _no_call_ask),
    Case("ts-tip-two-amounts", _bound(MONEY, "tip them a fiver or a tenner, you decide"), _no_call_ask),
    # clock times in words
    Case("ts-court-twenty-to", _bound(CLOCK, "book the squash court for twenty to seven in the evening"),
         _args("book_court", time=_clock("18:40"))),
    Case("ts-wake-five-past", _bound(CLOCK, "wake-up call at five past six in the morning please"),
         _args("wake_up_call", time=_clock("06:05"))),
    Case("ts-court-past-noon", _bound(CLOCK, "court at ten past noon"), _args("book_court", time=_clock("12:10"))),
    Case("ts-wake-to-midnight", _bound(CLOCK, "I need a call at five to midnight"),
         _args("wake_up_call", time=_clock("23:55"))),
    Case("ts-court-pm-figures", _bound(CLOCK, "court at quarter to 9 pm"), _args("book_court", time=_clock("20:45"))),
    Case("ts-court-open-half", _bound(CLOCK, "book a court at twenty-five past four"), _no_call_ask),
    Case("ts-court-range-guard", _bound(CLOCK, "any court from five to seven tonight"), _no_call_ask),
    # distances and durations in words or clock form
    Case("ts-run-marathon", _bound(SPORT, "log a full marathon, done in 3:58"),
         _args("log_session", distance_km=_num_near(42.195, 0.01), minutes=_num_near(238))),
    Case("ts-run-10k-hours-quarter", _bound(SPORT, "log a 10K that took an hour and a quarter"),
         _args("log_session", distance_km=_num_near(10), minutes=_num_near(75))),
    Case("ts-run-hms", _bound(SPORT, "log a 25 km run finished in 2:05:30"),
         _args("log_session", distance_km=_num_near(25), minutes=_num_near(125.5, 0.01))),
    Case("ts-swim-mile", _bound(SPORT, "log my swim: one mile in 41 minutes"),
         _args("log_swim", metres=_num_near(1609.34, 1), minutes=_num_near(41))),
    Case("ts-run-clock-unclear", _bound(SPORT, "log a 5 km run in 8:05"), _no_call_ask),
    # a quantity in another unit than the argument's
    Case("ts-dough-pounds", _bound(KITCHEN, "add 2 lb of strong white flour to the dough"),
         _args("add_to_dough", grams=_num_near(907.18, 0.5))),
    Case("ts-dough-ounces", _bound(KITCHEN, "put 3 oz of butter in the dough"),
         _args("add_to_dough", grams=_num_near(85.05, 0.5))),
    Case("ts-pour-pints", _bound(KITCHEN, "pour in half a litre of milk"),
         _args("pour_liquid", millilitres=_num_near(500))),
    Case("ts-dough-cups", _bound(KITCHEN, "add 2 cups of rye flour to the dough"), _no_call_ask),
    Case("ts-dough-spoons", _bound(KITCHEN, "add three tablespoons of honey to the dough"), _no_call_ask),
    # a Chinese request against an English description
    Case("ts-zh-coach", _bound([book_coach], "帮我订后天从南京到苏州的卧铺。", TODAY),
         _args("book_coach", origin=_city("Nanjing", "南京"), destination=_city("Suzhou", "苏州"),
               travel_date=lambda v: str(v) == "2027-11-12", seat=_is("sleeper"))),
    Case("ts-zh-coach-no-seat", _bound([book_coach], "明天从成都到重庆的车票。", TODAY), _no_call_ask),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
