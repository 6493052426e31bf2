"""My probe of fix58b (issue 26): learners' tool arguments read from everyday counts, sizes and ids;
graders whose numeric scale is stated in the learner's own words; system prompts holding their own
material (a price list, house rules, a menu) under a colon or in a fenced block. Written before any
change of the task.

Oracles strict: a tool argument must be the value the words mean (a party counted from the people
named, an area multiplied from "A by B", an id in the tool description's example form); where the
value is truly missing, no call (or a stated limit). A grader's score sits at the stated scale's good
end for a spot-on answer and at its bad end for an off-topic one. A system prompt's material answers
the question, or the reply says it does not; an instruction ("Answer in one sentence") is never the
answer. ``python -W ignore -m tests.sim.probes.learner_args_z [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 6dcae6e6 (before any change):
8 / 14 / 6 / 4 (an area argument given its first side, ids passed as typed, grader fields filled from a
number of the answer or 0 with a limit, every system prompt's material unread: "no tool, document or
fact"). gr-ten-good passed at first sight with ``mark=55`` (the answer's "55 minutes"), a flaw the
oracle let through. After fix58b (``terse_asks``, ``sized_areas``, ``example_forms``, ``grading_scales``
/ ``scaled_grades``): 22 / 6 / 0 / 2 (left: ta-us-and-mum, no tool chosen for a turn that never
says "table"; sys-puncture, sys-bonfire, sys-dessert-absent the grounded readers' own limits;
sys-nothing and pk-no-code the knowledge limit).
"""

from __future__ import annotations

import sys

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _both,
    _call,
    _calls,
    _denies,
    _no_call,
    _none_of,
    _num_near,
    _parsed,
    _val,
    report,
)

# --- a learner's own tools ---------------------------------------------------------------------------


@tool
def reserve_table(guests: int, time: str) -> str:
    """Reserve a table at Ostra Kitchen for a number of guests at a HH:MM time."""
    return "reserved"


@tool
def quote_flooring(area_m2: float) -> str:
    """Quote for oak flooring to cover a floor area in square metres."""
    return "quoted"


@tool
def quote_carpet(width_m: float, length_m: float) -> str:
    """Quote for fitting carpet in a room of the given width and length in metres."""
    return "quoted"


@tool
def decking_quote(square_feet: float) -> str:
    """Quote for garden decking covering an area in square feet."""
    return "quoted"


@tool
def find_consignment(reference: str) -> str:
    """Find a consignment by its reference (capitals and digits, no spaces, e.g. PX9876543210)."""
    return "out for delivery"


@tool
def trace_package(code: str) -> str:
    """Trace a package by its code: letters and digits only, no spaces or dashes, e.g. AB12345678UK."""
    return "at depot"


@tool
def book_cab(passengers: int, pickup: str) -> str:
    """Book a cab for a number of passengers from a pickup address."""
    return "booked"


@tool
def paint_litres(wall_area_m2: float) -> str:
    """Work out litres of emulsion needed for a wall area in square metres."""
    return "litres"


TOOLS = [
    Case("ta-family", _calls([reserve_table], "need a table at 20:00 for me, my husband and our 2 girls"),
         _call("reserve_table", guests=_num_near(4))),
    Case("ta-us-and-mum", _calls([reserve_table], "the two of us and my mum, 19:30 please"),
         _call("reserve_table", guests=_num_near(3))),
    Case("ta-highchair", _calls([reserve_table], "a table for four plus a highchair at 13:00"),
         _call("reserve_table", guests=_num_near(4))),
    Case("ta-no-party", _calls([reserve_table], "can you sort us a table somewhere nice"), _no_call),
    Case("fl-area", _calls([quote_flooring], "the hallway is 2.5m by 6m, quote me for oak"),
         _call("quote_flooring", area_m2=_num_near(15, 0.01))),
    Case("fl-sides", _calls([quote_carpet], "carpet for the box room please, it's 2.4 m x 3.1 m"),
         _call("quote_carpet", width_m=lambda v: _num_near(2.4, 0.01)(v) or _num_near(3.1, 0.01)(v),
               length_m=lambda v: _num_near(2.4, 0.01)(v) or _num_near(3.1, 0.01)(v))),
    Case("fl-feet", _calls([decking_quote], "deck area will be 12 ft x 9 ft, what would that cost"),
         _call("decking_quote", square_feet=_num_near(108, 0.01))),
    Case("fl-no-size", _calls([quote_flooring], "how much would oak flooring be for my lounge"), _no_call),
    Case("pk-spaced", _calls([find_consignment], "my delivery ref is px 98 7654 3210, where is it"),
         _call("find_consignment", reference=lambda v: str(v) == "PX9876543210")),
    Case("pk-dashed", _calls([trace_package], "package code ab-1234-5678-uk hasn't turned up"),
         _call("trace_package", code=lambda v: str(v) == "AB12345678UK")),
    Case("pk-no-code", _calls([find_consignment], "where on earth is my parcel??"), _no_call),
    Case("cab-mates", _calls([book_cab], "cab from 14 Mill Lane for me and 2 mates"),
         _call("book_cab", passengers=_num_near(3))),
    Case("paint-wall", _calls([paint_litres], "feature wall is 4.5m wide and 2.4m high, how much paint"),
         _call("paint_litres", wall_area_m2=_num_near(10.8, 0.01))),
    Case("paint-no-size", _calls([paint_litres], "how much paint for the bathroom ceiling"), _no_call),
]


# --- a learner's own graders with scales in their own words ---------------------------------------------

class Mark(BaseModel):
    """A mark for the answer."""

    mark: int = Field(description="the mark on the scale given")


class Stars(BaseModel):
    stars: int = Field(description="how many stars")


class Fen(BaseModel):
    fen: int = Field(description="分数")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


_GOOD = "Q: How long is the ferry crossing to Brodick?\nA: The crossing to Brodick takes about 55 minutes."
_BAD = "Q: How long is the ferry crossing to Brodick?\nA: Our gift shop sells tea towels and fudge."
_ZH_GOOD = "问题:图书馆周末几点开门?\n回答:图书馆周六和周日上午九点开门。"
_ZH_BAD = "问题:图书馆周末几点开门?\n回答:停车场每小时收费五元。"

GRADERS = [
    Case("gr-ten-good", _grader(Mark, "Mark the answer out of ten: 0 means it misses completely, 10 means perfect.",
                                _GOOD), _parsed(lambda m: m.mark >= 8)),
    Case("gr-ten-bad", _grader(Mark, "Mark the answer out of ten: 0 means it misses completely, 10 means perfect.",
                               _BAD), _parsed(lambda m: m.mark <= 2)),
    Case("gr-stars-good", _grader(Stars, "Give the reply between 1 and 3 stars (3 stars = answers it fully).", _GOOD),
         _parsed(lambda s: s.stars == 3)),
    Case("gr-stars-bad", _grader(Stars, "Give the reply between 1 and 3 stars (3 stars = answers it fully).", _BAD),
         _parsed(lambda s: s.stars == 1)),
    Case("gr-zh-good", _grader(Fen, "请判断回答是否回答了问题,打分1到5分,5分表示完全回答。", _ZH_GOOD),
         _parsed(lambda f: f.fen >= 4)),
    Case("gr-zh-bad", _grader(Fen, "请判断回答是否回答了问题,打分1到5分,5分表示完全回答。", _ZH_BAD),
         _parsed(lambda f: f.fen <= 2)),
    Case("gr-seven-bad", _grader(Mark, "Rate the answer from 1 (awful) to 7 (excellent).", _BAD),
         _parsed(lambda m: m.mark <= 2)),
]


# --- system prompts holding their own material ---------------------------------------------------------

_CYCLES = ("job,price,time\n"
           "puncture repair,£12,same day\n"
           "gear tune,£25,1 day\n"
           "full service,£70,2 days\n"
           "wheel true,£18,same day")

_ALLOTMENT = ("- Bonfires are allowed only from November to February.\n"
              "- Hosepipes may not be used between 10am and 6pm.\n"
              "- Plot rent is £42 a year, due by 1 April.\n"
              "- Dogs must stay on a lead.")

_MENU = ("```\n"
         "Lamb rogan josh ........ 14.50\n"
         "Paneer tikka masala .... 12.00\n"
         "Garlic naan ............. 3.75\n"
         "Mango kulfi ............. 5.25\n"
         "```")


def _chain(system: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser`` with the material in the system template."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([("system", "{system}"), ("human", "{question}")])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"system": system, "question": question}))

    return run


def _plain(system: str, question: str):
    return lambda llm: llm.invoke([SystemMessage(system), HumanMessage(question)])


_CYCLES_SYS = "You answer customers of Spokes & Sprockets, a bike workshop. Our prices (CSV):\n" + _CYCLES
_ALLOT_SYS = "You help plot holders at Larkspur Allotments. Site rules:\n" + _ALLOTMENT + "\nBe friendly."
_MENU_SYS = "You help diners at Saffron Lane. Tonight's menu:\n" + _MENU + "\nAnswer in one sentence."
_NOTHING_SYS = "You are a friendly assistant for a plumber. Answer in one sentence. Be friendly."
_NOT_GIVEN = ("doesn't say", "does not say", "not listed", "doesn't list", "not on the", "no information",
              "doesn't mention", "does not mention", "not mentioned")

SYSTEM = [
    Case("sys-puncture", _chain(_CYCLES_SYS, "what do you charge to fix a puncture"),
         _both(_val(12), _none_of("£25", "£70"))),
    Case("sys-service-time", _plain(_CYCLES_SYS, "how long does a full service take"),
         _both(_absent("2 days", "two days"), _none_of("same day"))),
    Case("sys-bonfire", _chain(_ALLOT_SYS, "am i allowed a bonfire in june"),
         _both(_denies("november to february", "only from november"), _none_of("be friendly"))),
    Case("sys-rent", _plain(_ALLOT_SYS, "how much is the plot rent"), _both(_val(42), _none_of("be friendly"))),
    Case("sys-lamb", _chain(_MENU_SYS, "how much is the lamb"),
         _both(_val(14.50), _none_of("one sentence", "12.00"))),
    Case("sys-dessert-absent", _plain(_MENU_SYS, "do you have sticky toffee pudding"),
         _both(_absent(*_NOT_GIVEN), _none_of("one sentence", "yes"))),
    Case("sys-nothing", _plain(_NOTHING_SYS, "how much is a call-out"),
         _both(_absent(*_NOT_GIVEN), _none_of("one sentence", "be friendly"))),
]

CASES = TOOLS + GRADERS + SYSTEM


if __name__ == "__main__":
    report(CASES, sys.argv)
