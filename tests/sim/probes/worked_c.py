"""Invented probe (branch ``fix47b``, session of 2026-12-05, fifth; issue 26; oracles written and
committed before its first run, never tuned against): worked figures and readings of time.

Material and wordings are mine, none from a fresh set: a climbing wall's fees written in words, a van
hire with a rate per 100 km, a contents cover priced per thousand pounds insured, a florist's price
rows beside a Sunday surcharge, a bike shop's members' discount, a fun run's results with a legend,
a ferry's check-in rule, a dentist's arrival rule, a moved boat tour, allotment plots in square
yards, a field in acres, a flat in square feet, a leisure centre's day ranges, a library's week, a
pub quiz table with a total column and a tie-break line, booking tools and schemas with date ranges.
Questions ask for the worked figure (sum, product, rate over a base, percent change, count), the
clock time an offset gives, an area in another unit, a weekday inside or outside a day range, a
placing over a total column, a count of nights from a range; plus plain cases whose right reply is
the cell or row itself and absent answers that must stay "I don't know".

Classes as in the fresh sets: ``right``, ``limit`` (stated), ``wrong`` (silently), ``false alarm``.
``python -W ignore -m tests.sim.probes.worked_c [-v]`` prints the counts.

First sight on 91badf2a (the base of ``fix47b``; oracles committed before the one run), 38 cases:
right 16 / limit 8 / wrong 14 / false alarms 1. Wrong: wall-session-shoes (both fee lines in words
quoted, no 17.50), cover-agent (the per-thousand rule quoted through the agent's search), florist-sunday
(the row and the "add 15%" line quoted), bikes-member (the "less 10%" line quoted), funrun-finished (a
row and the DNF legend), dentist-arrive (the appointment line, no 3:05), plot-m2 (the square yards row),
field-ha ("the documents do not record how many hectares"), flat-schema (750 square feet into a
square-metre field), library-sunday and office-saturday ("I don't know." over "seven days a week" /
"weekdays"), tool-cottage-range and tool-pitch-june (the range's first day as the nights), schema-stay-
ordinal (the ordinal "3rd" as nights). Limits: wall-session (a false alarm: the fee in words not read
as a price), wall-rope-absent, van-300km, cover-month, ferry-checkin, boat-jetty, tie-second,
schema-stay-range.

After branch ``fix47b`` (each mechanism tested on material and wordings of my own in tests/sim, never
these cases nor the forty-fifth's): **32 / 5 / 1 / 1**.
- a nights / days / weeks field or argument takes a date range's length, never a day of the month
  (``values.stay_lengths``): tool-cottage-range, tool-pitch-june, schema-stay-range right;
  schema-stay-ordinal a limit with the safe value 0 (counted a false alarm by its oracle: it is the
  honest reply);
- a worked amount asked and its operands quoted (``grounded.quoted_operands`` through
  ``asked_kinds.unmet``; amounts in words by ``words.quantities.spoken_amounts``): wall-session-shoes,
  florist-sunday, cover-agent, cover-month right (worked); bikes-member, funrun-finished limits;
  wall-session right (a fee in words is a price);
- area units (``words.area_units``): plot-m2, field-ha, flat-schema right;
- day ranges in prose lines (``schedules``): library-sunday, office-saturday right;
- an arrival rule applied to the event's time (``offset_times``): dentist-arrive, ferry-checkin,
  boat-jetty right.
Left: wall-rope-absent wrong (a price quoted for an item no document names: with the fees in figures it
is wrong on 91badf2a too; at first sight it was a limit only because the fees in words were not read
as prices), van-300km and tie-second limits (a day rate plus a mileage rate; a tie rule it does not
apply).
"""

from __future__ import annotations

import re
import sys
from typing import Annotated, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _but_not,
    _call,
    _calls,
    _either,
    _no_or,
    _num_near,
    _parsed,
    _rag,
    _structured,
    _text,
    _val,
    _yes_or,
    report,
    tally,
)

WALL = ("Summit Climbing Wall - fees\nAdult session: fourteen pounds.\n"
        "Shoe hire: three pounds fifty per visit.\nChalk bag hire: one pound.\nUnder-8s climb free with a paying adult.")
VAN = ("Roadrunner Van Hire\nTransit van: £60 a day, including insurance.\n"
       "Mileage charge: £4 per 100 km driven.\nFuel: return the van full or pay £2 a litre.")
COVER = ("Homesafe contents policy - schedule\n1. Your declared contents value: £8,000.\n"
         "2. Contents cover costs two pounds a month for each thousand pounds of declared contents value.\n"
         "3. Excess: £100 per claim.")
FLORIST = ("Petal & Stem - prices\nItem | Price\nLarge bouquet | £40.00\nSmall posy | £18.00\nVase | £12.00\n"
           "Sunday delivery: add 15% to the order price.")
BIKES = ("Spokes Bike Shop - workshop\nService | Price\nBasic safety check | £25\nFull service | £80\n"
         "Wheel true | £15\nClub members: less 10% on all services.")
FUNRUN = ("Park 5K - results\nPos | Runner | Time\n1 | Asha Patel | 19:42\n2 | Tom Greer | 21:05\n"
          "3 | Lena Ruiz | 22:30\nDNF | Sam Oyelaran | -\nDNF | Ruth King | -\nDNF = did not finish.")
FERRY = ("Your booking - Ardrossan to Brodick\nSailing: Saturday 12 July, departs 14:30.\n"
         "Vehicle: one car, two adults.\nPlease check in 45 minutes before departure; late vehicles may lose their space.")
DENTIST = ("Dear Ms Okafor,\nYour check-up with Dr Lind is booked for Thursday at 3:15 pm.\n"
           "Please arrive 10 minutes before your appointment to fill in a medical history form.\n"
           "Bring a list of any medicines you take.")
BOAT = ("Hi both - sorry, the seal-watching boat tour can't run at 10 am on Sunday because of the tide. "
        "We've moved you to the 1 pm trip instead, same boat.\nPlease be at the jetty 15 minutes early for the safety talk.\n"
        "Wear warm layers; it is cold on the water.")
PLOTS = ("Millbrook Allotments - plot list\nPlot 7: 120 square yards, south-facing, water butt.\n"
         "Plot 9: 60 square yards, shed included.\nAnnual rent: £35 per plot.")
FIELD = "Lower Meadow is a 5 acre grazing field with a stream on its western edge. Rent is due each Michaelmas."
LEISURE = ("Riverside Leisure Centre - opening\nPool: open daily, 7 am to 9 pm.\n"
           "Sauna: Monday to Friday, 4 pm to 9 pm.\nGym: weekdays 6 am to 10 pm, weekends 8 am to 6 pm.\n"
           "Reception: open whenever the pool is open.")
LIBRARY = "Elm Street Library is open seven days a week, 9 am to 5 pm. The study room must be booked at the desk."
OFFICE = "The parish office is open weekdays, 10 am to 2 pm. The churchyard is open to visitors at all times."
QUIZ = ("Red Lion quiz - final table\nTeam | Round 1 | Round 2 | Total\nThe Owls | 20 | 18 | 38\n"
        "The Foxes | 22 | 19 | 41\nThe Bats | 15 | 20 | 35\nThe Moles | 17 | 16 | 33")
QUIZ_TIE = ("Crown quiz - final table\nTeam | Round 1 | Round 2 | Total\nQuizzly Bears | 21 | 19 | 40\n"
            "Brain Drain | 20 | 18 | 38\nLoose Ends | 16 | 22 | 38\nThe Nerds | 15 | 14 | 29\n"
            "Tied teams are split by their Round 2 score.")
_NOT_SAID = ("doesn't say", "does not say", "doesn't give", "does not give", "not given", "not stated",
             "not listed", "doesn't list", "does not list", "doesn't mention", "does not mention")


def _pasted(block: str, question: str):
    return lambda llm: llm.invoke([HumanMessage(f"{block}\n\n{question}")])


def _near_text(value: float, rel: float = 0.01):
    """A number within ``rel`` of ``value`` in the reply."""

    def ok(out) -> bool:
        nums = [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", _text(out))]
        return any(abs(n - value) <= rel * abs(value) for n in nums)

    return ok


def _clock(*forms: str):
    """A clock time in one of ``forms`` ("13:45", "1:45"), given as the answer."""
    return _any(*forms)


def _searching(document: str, question: str):
    """``create_agent`` with a keyword search tool over the document's lines (the two lines sharing
    most words with the query, in order); no search -> an empty reply (wrong)."""
    lines = [ln for ln in document.splitlines() if ln.strip()]

    @tool
    def search_policy(query: str) -> str:
        """Search the customer's policy documents for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9£]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in ln.lower() for w in words), i) for i, ln in enumerate(lines)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n".join(lines[i] for i in best) or "Nothing found."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_policy], system_prompt="You answer a customer's questions. "
                             "Search their documents before you answer, and answer only from them.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 8})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        return out["messages"][-1]

    return run


class Flat(BaseModel):
    floor_area_m2: float = Field(description="the flat's floor area in square metres")


class Stay(TypedDict):
    guest: Annotated[str, ..., "the guest's name"]
    nights: Annotated[int, ..., "how many nights the guest stays"]


@tool
def book_cottage(guest: str, nights: int) -> str:
    """Book the holiday cottage for a guest for a number of nights."""
    return "booked"


@tool
def reserve_pitch(surname: str, nights: int) -> str:
    """Reserve a campsite pitch for a family."""
    return "reserved"


def _field(name: str, check):
    return _parsed(lambda p: check(p.get(name) if isinstance(p, dict) else getattr(p, name, None)))


CASES = [
    # fees written in words: a sum of two, a plain one, an absent one
    Case("wall-session-shoes", _rag(WALL, "What does an adult session cost if I hire shoes too?"), _val(17.50)),
    Case("wall-session", _rag(WALL, "How much is an adult session?"), _any("fourteen pounds", "£14", "14")),
    Case("wall-rope-absent", _rag(WALL, "How much is it to hire a rope?"), _absent(*_NOT_SAID)),
    # a rate per 100 km over a stated distance; the plain day rate
    Case("van-300km", _rag(VAN, "How much would one day's hire cost if I drive 300 km?"), _val(72)),
    Case("van-day", _rag(VAN, "What is the daily rate for the transit van?"), _val(60)),
    # a rate per thousand over a value on another line (pasted, and through an agent's search)
    Case("cover-month", _rag(COVER, "How much do I pay a month for the contents cover?"), _val(16)),
    Case("cover-agent", _searching(COVER, "What does my contents cover cost each month?"), _val(16)),
    Case("cover-excess", _rag(COVER, "What is the excess on a claim?"), _val(100)),
    # a percentage surcharge and a discount beside price rows
    Case("florist-sunday", _rag(FLORIST, "What would a large bouquet cost with Sunday delivery?"), _val(46)),
    Case("florist-posy", _rag(FLORIST, "How much is a small posy?"), _val(18)),
    Case("bikes-member", _pasted(BIKES, "I'm a club member. How much will a full service be?"), _val(72)),
    Case("bikes-full", _rag(BIKES, "How much is a full service?"), _val(80)),
    # a count asked over a results table with a legend
    Case("funrun-finished", _rag(FUNRUN, "How many runners finished the race?"), _val(3)),
    Case("funrun-third", _rag(FUNRUN, "What was Lena Ruiz's time?"), _any("22:30")),
    # an offset from an event's time
    Case("ferry-checkin", _rag(FERRY, "What time do we need to check in?"), _clock("13:45", "1:45")),
    Case("dentist-arrive", _pasted(DENTIST, "What time should I get to the surgery?"), _clock("3:05", "15:05")),
    Case("boat-jetty", _rag(BOAT, "What time should we be at the jetty?"), _clock("12:45", "12.45")),
    Case("dentist-when", _rag(DENTIST, "When is my check-up?"), _any("3:15")),
    Case("ferry-arrive-absent", _rag(FERRY, "What time does the ferry arrive in Brodick?"), _absent(*_NOT_SAID)),
    # areas in another unit
    Case("plot-m2", _rag(PLOTS, "How big is plot 7 in square metres?"), _near_text(100.34)),
    Case("field-ha", _rag(FIELD, "How many hectares is Lower Meadow?"), _near_text(2.02)),
    Case("flat-schema", _structured(Flat, "The flat is a bright 750 square feet on the second floor."),
         _field("floor_area_m2", _num_near(69.68, 0.7))),
    Case("plot-plain", _rag(PLOTS, "How big is plot 9?"), _any("60 square yards")),
    # day ranges asked for a weekday
    Case("pool-tuesday", _rag(LEISURE, "Is the pool open on a Tuesday?"), _yes_or("open daily")),
    Case("sauna-saturday", _rag(LEISURE, "Can I use the sauna on Saturday?"), _no_or("Monday to Friday")),
    Case("sauna-wednesday", _rag(LEISURE, "Is the sauna open on Wednesdays?"), _yes_or("Monday to Friday")),
    Case("library-sunday", _rag(LIBRARY, "Is the library open on Sundays?"), _yes_or("seven days a week")),
    Case("office-saturday", _rag(OFFICE, "Is the parish office open on Saturday?"), _no_or("weekdays")),
    Case("cafe-absent", _rag(LEISURE, "Is the café open on Monday?"), _absent(*_NOT_SAID, "no café")),
    # placings over a total column
    Case("quiz-second", _rag(QUIZ, "Which team came second?"), _but_not(_any("Owls"), "Foxes", "Bats")),
    Case("quiz-third", _rag(QUIZ, "Who came third in the quiz?"), _but_not(_any("Bats"), "Owls", "Moles")),
    Case("quiz-winner", _rag(QUIZ, "Who won the quiz?"), _but_not(_any("Foxes"), "Owls")),
    Case("tie-second", _rag(QUIZ_TIE, "Which team finished in second place?"),
         _but_not(_any("Loose Ends"), "Brain Drain")),
    # counts of nights from a date range
    Case("tool-cottage-range", _calls([book_cottage], "Book the cottage for the Lees from the 21st to the 28th."),
         _call("book_cottage", nights=_num_near(7))),
    Case("tool-pitch-june", _calls([reserve_pitch], "Reserve a pitch for the Khans, 12-15 August please."),
         _call("reserve_pitch", nights=_num_near(3))),
    Case("tool-cottage-count", _calls([book_cottage], "Book the cottage for Mr Dale for 4 nights from the 9th."),
         _call("book_cottage", nights=_num_near(4))),
    Case("schema-stay-range", _structured(Stay, "Priya Nair: in on the 2nd, out on the 6th. Sea view if possible."),
         _field("nights", _num_near(4))),
    Case("schema-stay-ordinal", _structured(Stay, "Booking for Joe Hart arriving on the 3rd; he hasn't said when he leaves."),
         _either(_field("nights", lambda v: v in (None, 0)), lambda out: False)),
]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
