"""My probe of fix49b (issue 26, the round after the forty-seventh set): "I don't know" over a line
that holds the verdict, a later line that withdraws or declines an item (or a correction cut at its
hard wrap), a who-question over lines naming no person, and an agent whose searches in the
question's own words miss the answer. Written before any change of the round; topics and wordings
are my own (a pottery course, an outdoor cinema, a raffle, allotments, a seating plan, a German
bakery, a Chinese gym, a decorator's quote, a walking club's programme, a dog show, a birthday
menu, a fete programme, a concert, a quiz night, a bike workshop's help pages).

Guard rows (marked ``guard`` in their id) are right on the base and must stay right: a truly absent
answer ("I don't know" is right there), a who-question whose line names the person, a line the
later note leaves alone.

Oracles strict: "I don't know" is right only where the material does not hold the answer.
``python -W ignore -m tests.sim.probes.verdicts_e [-v]`` prints the counts.

History (right / limit / silently wrong / false alarms):
- e764df6c (BASE of fix49b), before any change: 13 / 6 / 13 / 0 (two rows first written as guards were not
  right on the base and were renamed: b-canal-wrap, a correction cut at its wrap, stated the figure
  limit; c-conducting, "conducting" over "Conductor:", was "I don't know"). b-canal-wrap's oracle was
  then loosened (it refused "10 am, not 9 am."): the base measures 13 / 6 / 13 / 1 with it.
- fix49b's end: 27 / 5 / 0 / 0 (``class_rules``, ``conditional_lines``, ``charge_verdicts``,
  ``cancelled_items``' declines and early "no", ``wrapped_lines``, ``who_quotes``, ``near_forms`` (taken back at the merge: it moved notebooks 07 and 08), the
  language doubt before the absent name); the limits left: two questions across languages (German,
  Chinese) and three agent searches whose other-words results it reads no answer in.
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _no_or,
    _none_of,
    _rag,
    _yes_or,
    report,
    tally,
)

_IDK = ("I don't know", "I do not know", "不知道")

# --- A. "I don't know" over a line that holds the verdict -------------------------------------------

POTTERY = ("Thursday evening pottery - spring term\n"
           "Ten sessions, 7 pm to 9 pm, in the old school art room. The course fee is £165.\n"
           "Clay, glazes and kiln firing are all included in the fee.\n"
           "Bring an apron and a small towel; aprons can be borrowed if you forget.")

CINEMA = ("Open-air cinema at Marlow Meadows, Saturday 18 July\n"
          "Gates open at 7 pm and the film starts at dusk (about 9.20 pm). Bring a blanket or a low chair;\n"
          "hot food and drinks are sold on site. Tickets are £14, children under 12 £8, and sell out early;\n"
          "booking is online only. If the wind is too strong for the screen, the showing moves into the\n"
          "tithe barn next to the meadow.")

RAFFLE = ("Spring fair raffle - results\n"
          "The hamper went to ticket 118 and the garden voucher to ticket 63.\n"
          "Every other ticket whose number ends in 7 wins a bar of chocolate; collect it from the tea tent.")

ALLOTMENTS = ("Hill Lane allotments - March newsletter\n"
              "The spring work day is Sunday 22 March, 10 am to 1 pm.\n"
              "Plots with even numbers get a new water butt this spring; the odd-numbered plots had theirs last year.\n"
              "Rent for a full plot is £38 a year, due by 31 March.")

SEATING = ("Wedding seating\n"
           "Tables 1 to 8 are in the orangery; tables 9 to 14 are in the long room.\n"
           "The top table is in the orangery by the windows.")

BAKERY_DE = ("Bäckerei Lindner - Öffnungszeiten\n"
             "Montag bis Freitag 6:30-18:00 Uhr, Samstag 6:30-13:00 Uhr, Sonntag geschlossen.\n"
             "Am 1. und 2. Weihnachtsfeiertag sowie an Neujahr bleibt die Bäckerei geschlossen.\n"
             "Vorbestellungen für Torten bitte zwei Tage vorher.")

GYM_ZH = ("健身房营业时间:周一至周五 6:00-22:00,周末 8:00-20:00。\n"
          "元旦(1月1日)闭馆一天。\n"
          "月卡 260 元,次卡 35 元。")

VERDICTS = [
    Case("a-clay", _rag(POTTERY, "Will the clay cost me extra?"),
         _both(_no_or("included", "no extra"), _none_of(*_IDK))),
    Case("a-firing", _rag(POTTERY, "Do I have to pay for the kiln firing on top?"),
         _both(_no_or("included", "no extra"), _none_of(*_IDK))),
    Case("a-wind", _rag(CINEMA, "What happens if it's too windy on the night?"),
         _both(_any("barn"), _none_of(*_IDK))),
    Case("a-raffle-47", _rag(RAFFLE, "Does ticket 47 win anything?"),
         _both(_yes_or("chocolate"), _none_of(*_IDK))),
    Case("a-raffle-52", _rag(RAFFLE, "Did ticket 52 win anything?"),
         _both(_no_or("ends in 7", "does not end"), _none_of(*_IDK, "yes"))),
    Case("a-plot-14", _rag(ALLOTMENTS, "Is plot 14 getting a water butt?"),
         _both(_yes_or("even"), _none_of(*_IDK))),
    Case("a-plot-9", _rag(ALLOTMENTS, "Is plot 9 getting a new water butt this spring?"),
         _both(_no_or("odd", "last year"), _none_of(*_IDK))),
    Case("a-table-11", _rag(SEATING, "Is table 11 in the orangery?"),
         _both(_no_or("long room"), _none_of(*_IDK))),
    Case("a-de-christmas", _rag(BAKERY_DE, "Is the bakery open on Christmas Day?"),
         _both(_no_or("geschlossen", "closed"), _none_of(*_IDK))),
    Case("a-zh-newyear", _rag(GYM_ZH, "Is the gym open on New Year's Day?"),
         _both(_no_or("闭馆", "closed"), _none_of(*_IDK))),
    Case("a-guard-absent", _rag(POTTERY, "Is there parking at the school?"), _absent("doesn't say", "not mention")),
    Case("a-guard-fee", _rag(POTTERY, "How much is the course?"), _any("165")),
    Case("a-guard-raffle-absent", _rag(RAFFLE, "Who drew the winning tickets?"),
         _absent("doesn't say", "not say")),
]

# --- B. a later line that withdraws or declines an item; a correction cut at its hard wrap ------------

DECORATOR = ("Quote for the back bedroom, 12 Fenwick Road\n"
             "- strip the old wallpaper: £140\n"
             "- paint walls and ceiling, two coats: £260\n"
             "- gloss skirting boards and door: £90\n"
             "Total: £490\n"
             "Update 9 June: the client has turned down the skirting and door gloss, she will do it herself.")

WALKS = ("Ramblers' summer programme\n"
         "1. Canal walk from Stoke Bruerne, Saturday 4 July, 9 am.\n"
         "2. Pub quiz at the Red Lion, Friday 10 July.\n"
         "3. Boat trip to Ely, Sunday 19 July.\n"
         "\n"
         "Change (25 June): the boat trip to Ely has\n"
         "been cancelled as the boat is in for repairs.\n"
         "Correction: the canal walk now starts at\n"
         "10 am, not 9 am.")

DOG_SHOW = ("Brackley open dog show - classes\n"
            "Ring 1: Puppy (6-12 months), Junior (12-18 months).\n"
            "Ring 2: Best Veteran (over 7 years), Best Rescue.\n"
            "Entries £3 a class on the day.\n"
            "Late change: Best Veteran is\n"
            "withdrawn this year; its judge is unwell.")

MENU_ZH = ("生日宴菜单(6月8日,12位)\n"
           "1. 清蒸鲈鱼\n"
           "2. 红烧肉\n"
           "3. 蒜蓉西兰花\n"
           "补充:红烧肉取消,客人改为素食。")

CHANGES = [
    Case("b-gloss", _rag(DECORATOR, "Will you be glossing the skirting boards?"),
         _both(_no_or("turned down", "herself"), _none_of(*_IDK, "£90"))),
    Case("b-boat", _rag(WALKS, "Is the boat trip to Ely still happening?"),
         _both(_no_or("cancelled"), _none_of(*_IDK))),
    Case("b-veteran", _rag(DOG_SHOW, "Can I still enter my old dog in Best Veteran?"),
         _both(_no_or("withdrawn"), _none_of(*_IDK))),
    Case("b-zh-pork", _rag(MENU_ZH, "红烧肉还做吗?"),
         _both(_any("不", "取消"), _none_of(*_IDK))),
    Case("b-guard-walls", _rag(DECORATOR, "How much is painting the walls and ceiling?"), _any("260")),
    Case("b-canal-wrap", _rag(WALKS, "What time does the canal walk start?"),
         _both(_any("10 am"), _none_of(*_IDK, "starts at 9"))),
    Case("b-guard-quiz", _rag(WALKS, "Where is the pub quiz?"), _any("Red Lion")),
]

# --- C. a who-question over lines naming no person ---------------------------------------------------

FETE = ("Ashwell village fete - programme\n"
        "12.00 Opening by the mayor, Cllr Dinah Rowe\n"
        "2.00 Dog show in the paddock; judging at 2.30\n"
        "3.30 Tug of war between the two pubs\n"
        "5.00 Raffle draw at the tea tent")

CONCERT = ("Spring concert - St Aldhelm's church, Friday 7.30 pm\n"
           "Conductor: Pavel Nowak. The accompanist is still to be confirmed.\n"
           "Tickets £10 at the door, under-16s free.")

ROTA_ZH = ("周六值班:9:00-17:00,地点在前台。\n"
           "值班期间请保持电话畅通。")

WHO = [
    Case("c-dog-judge", _rag(FETE, "Who is judging the dog show?"),
         _both(_absent("doesn't say", "does not say", "not say who"), _none_of("2.30", "Dinah"))),
    Case("c-tug", _rag(FETE, "Who is pulling in the tug of war?"),
         _any("two pubs", "doesn't say", "does not say", "I don't know")),
    Case("c-accompanist", _rag(CONCERT, "Who is the accompanist?"),
         _both(_any("to be confirmed", "not yet", "doesn't say", "I don't know"), _none_of("Pavel"))),
    Case("c-zh-duty", _rag(ROTA_ZH, "周六谁值班?"),
         _both(_any("没有提到", "没有说", "不知道", "未提及"), _none_of("9:00"))),
    Case("c-guard-opening", _rag(FETE, "Who is opening the fete?"), _any("Dinah Rowe")),
    Case("c-conducting", _rag(CONCERT, "Who is conducting?"), _any("Pavel Nowak")),
]

# --- D. an agent whose searches in the question's words miss the answer -------------------------------

WORKSHOP = [
    "Opening: the workshop is open Tuesday to Saturday, 9 am to 5.30 pm.",
    "Booking: book a service by phone; a basic service costs £45 and a full service £85.",
    "Collection: finished repairs may be picked up from 4 pm on the day we ring you.",
    "Parts: we order parts in; they usually arrive within three working days.",
]


def _stems(text: str) -> set[str]:
    return {w[:6] for w in re.findall(r"[a-z]+", text.lower()) if len(w) >= 4}


@tool
def workshop_help(query: str) -> str:
    """Search the bike workshop's help pages. Returns the best matching section, or nothing."""
    q = _stems(query)
    ranked = sorted(WORKSHOP, key=lambda s: -len(q & _stems(s)))
    best = ranked[0]
    return best if q & _stems(best) else "No matching section."


class HelpAnswer(BaseModel):
    answer: str = Field(description="The answer to the customer's question")


def _agent_answer(question: str, form: bool = False):
    def run(llm):
        from langchain.agents import create_agent

        kwargs = {"response_format": HelpAnswer} if form else {}
        agent = create_agent(llm, [workshop_help], system_prompt="Answer customers from the help pages.", **kwargs)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 14})
        if form and out.get("structured_response") is not None:
            return out["structured_response"].answer
        return out["messages"][-1]

    return run


SEARCHED = [
    Case("d-fetch-back", _agent_answer("What time can I fetch my bike back?"),
         _both(_any("4 pm"), _none_of(*_IDK))),
    Case("d-fetch-back-form", _agent_answer("When am I able to take my bike home again?", form=True),
         _both(_any("4 pm"), _none_of(*_IDK))),
    Case("d-waiting-parts", _agent_answer("How long will I wait for a spare to come in?"),
         _both(_any("three working days"), _none_of(*_IDK))),
    Case("d-guard-price", _agent_answer("How much is a full service?"), _any("85")),
    Case("d-guard-hours", _agent_answer("Is the workshop open on a Saturday?"),
         _both(_yes_or("Saturday"), _none_of(*_IDK))),
    Case("d-guard-absent", _agent_answer("Do you sell second-hand bikes?"),
         _absent("doesn't say", "could not find", "not mention")),
]

CASES: list[Case] = [*VERDICTS, *CHANGES, *WHO, *SEARCHED]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
