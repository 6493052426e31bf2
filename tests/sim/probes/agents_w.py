"""My probe of the session of 2026-12-05 (second; issue 26): questions a learner asks a ``create_agent``
agent whose only tool searches material it has never seen, written before any change of the round.

The agent calls the search tool and answers from its results (``agent._search_step``), a path that
read results apart from the grounded reader. Five search tools of other shapes: chunks joined with
their titles (a coworking space's house rules), a JSON list of hits (a campsite's guide), a markdown
price table (a bike workshop), ``Document`` texts with sources (evening language courses, with a
correction), and a Chinese gym's member notice (with a later notice moving the weekend hours).
Questions: a value, a worked figure (a rate over hours or nights, a percentage off, a sum with an
extra), a value changed by a later line, a condition, yes/no, a ranking, an absent answer.

Oracles strict: the asked result is required; another row's value, the superseded value alone or
an operand instead of the worked figure is wrong; where the material does not hold it, "I don't
know" (or saying it is not there) is right. ``python -W ignore -m tests.sim.probes.agents_w [-v]``.

History (right / limit / silently wrong / false alarms). Batch 1 (30 cases, written before any change
of the round): first sight on 334c89bb (main at the round's start) 9 / 12 / 9 / 0 (two oracles mended
after that run: "2 h (19:00 to 21:00 = 2 h)" is a right length of a class; "The laundry costs £3 a wash
and £2 a dry." answers what one wash costs, and so the half plot's rent beside the full plot's, each
labelled, in batch 2). Batch 2 (8 cases, an allotment society's rules behind a search that needs every
word of its query) was written after the first changes and after reading the forty-first set's
one-line class summary, so it is not blind. All 38 on 334c89bb: 13 / 12 / 13 / 0; on branch mine42 at
the round's end: 25 / 11 / 2 / 2 (left wrong: a per-dog rate quoted for two dogs, and a course fee
with "I could not find anything about 'student'" where the concession line was not retrieved; the two
false alarms are limits whose sentence holds the oracle's words).
"""

from __future__ import annotations

import json
import re
import sys

from langchain_core.messages import HumanMessage
from langchain_core.tools import tool

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _both,
    _but_not,
    _denies,
    _none_of,
    _val,
    report,
)

COWORK = {
    "Prices": "Hive Coworking - prices\nHot desks cost £15 a day or £180 a month.\nFixed desks cost £260 a month "
              "and include a locker.\nMeeting rooms are £12 an hour for members and £20 an hour for visitors.",
    "Opening": "Hive Coworking - opening\nThe building is open 7am to 10pm on weekdays and 9am to 6pm on "
               "Saturdays; it is closed on Sundays.\nUpdate, 1 March: Saturday opening is now 10am to 4pm.",
    "Guests": "Hive Coworking - guests\nEach member may bring two guests a day.\nGuests sign in at reception "
              "and wear a visitor badge.",
}
CAMP = [
    {"title": "Pitches", "content": "Tent pitches are £14 a night and caravan pitches £22 a night. Electric "
                                    "hook-up is £4 extra per night."},
    {"title": "Arrivals", "content": "Arrival is from 2pm. Departure is by 11am on the day you leave."},
    {"title": "Fires", "content": "Quiet hours run from 10:30pm to 7am. Campfires are allowed only in the fire "
                                  "pits by the lake, never on pitches."},
    {"title": "Pets", "content": "Dogs are welcome on a lead. Each dog costs £2 a night."},
    {"title": "Facilities", "content": "Showers are free. The laundry costs £3 a wash and £2 a dry."},
]
BIKE = ("| Service | Price | Time |\n|---|---|---|\n| Puncture repair | £12 | 30 min |\n"
        "| Brake adjustment | £15 | 45 min |\n| Full service | £75 | 1 day |\n| Wheel truing | £20 | 1 hour |\n\n"
        "E-bikes cost 20% more for any service.\nBikes not collected within 30 days are donated to charity.")
COURSES = [
    ("spanish.txt", "Spanish A1 meets on Mondays, 18:30-20:00, from 6 January: 10 weeks, £140."),
    ("japanese.txt", "Japanese for beginners meets on Wednesdays, 19:00-21:00, from 8 January: 12 weeks, £210. "
                     "The textbook is £25 extra."),
    ("fees.txt", "Students and the over-65s get 15% off the course fee (not off the textbook)."),
    ("news.txt", "Correction: Spanish A1 now starts on 13 January, not 6 January."),
]
GYM = ("会员须知\n月卡300元,季卡800元,年卡2800元。\n营业时间:周一至周五6:00-22:00,周末8:00-20:00。\n"
       "私教课每节200元,一次购买10节以上打九折。\n游泳池每周二下午闭馆清洁。\n"
       "通知:自4月1日起,周末营业时间调整为9:00-21:00。")


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


@tool
def search_hive(query: str) -> str:
    """Search the coworking space's member pages."""
    q = _words(query)
    ranked = sorted(COWORK.items(), key=lambda kv: -len(q & _words(kv[1])))
    return "\n\n".join(f"## {title}\n{text}" for title, text in ranked[:2])


@tool
def camp_lookup(query: str) -> str:
    """Look things up in the campsite guide. Returns matching sections as JSON."""
    q = _words(query)
    ranked = sorted(CAMP, key=lambda hit: -len(q & _words(hit["content"] + " " + hit["title"])))
    return json.dumps(ranked[:3])


@tool
def workshop_prices(query: str) -> str:
    """Find prices and turnaround times at the bike workshop."""
    return BIKE


@tool
def course_search(query: str) -> str:
    """Search the evening class brochure."""
    q = _words(query)
    ranked = sorted(COURSES, key=lambda d: -len(q & _words(d[1])))
    return "\n\n".join(f"Source: {name}\n{text}" for name, text in ranked[:3])


@tool
def gym_search(query: str) -> str:
    """检索健身房的会员须知。"""
    return GYM


def _ask(tool_fn, question: str, system: str = "Answer the user's questions. Use the tool to look things up."):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [tool_fn], system_prompt=system)
        return agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})["messages"][-1]

    return run


_ZH = "回答会员的问题,需要时用工具查询。"

# Batch 2 (written after the first measure and after reading the forty-first set's one-line class summary
# "the agent's searches returned the answer but it said I don't know, or reported its last, empty
# search"; my own material): a search that needs EVERY word of the query in a paragraph, and says so
# when none has them, so the agent's later searches come back empty.
ALLOTMENT_RULES = [
    "Plot holders pay an annual rent of £38 for a half plot and £70 for a full plot, due on 1 October.",
    "Hosepipes may not be left running unattended; sprinklers are banned at all times.",
    "Sheds must be no taller than 2.1 metres and need the committee's approval before they are built.",
    "Plots must be kept at least 75% cultivated; an inspection takes place each June.",
    "The main gate is locked at dusk; the code changes every April and is sent by text.",
]
STOP = {"the", "a", "an", "is", "are", "do", "does", "i", "my", "we", "our", "of", "to", "in", "on", "for", "what",
        "how", "can", "when", "much", "many", "it", "be", "at", "and", "or", "there", "any"}


@tool
def rules_search(query: str) -> str:
    """Search the allotment society's rules. Returns the paragraphs holding every word of the query."""
    words = [w for w in re.findall(r"\w+", query.lower()) if w not in STOP]
    hits = [p for p in ALLOTMENT_RULES if all(w in p.lower() for w in words)]
    return "\n\n".join(hits) if hits else f"No rule mentions all of: {', '.join(words)}."

CASES = [
    Case("hive-fixed", _ask(search_hive, "How much is a fixed desk per month?"), _but_not(_val(260), "180")),
    Case("hive-sat-close", _ask(search_hive, "What time does Hive close on Saturdays?"),
         _but_not(_any("4pm", "4 pm", "16:00"), "6pm")),
    Case("hive-room-visitor", _ask(search_hive, "What would a visitor pay for a meeting room for three hours?"),
         _val(60)),
    Case("hive-dog", _ask(search_hive, "Can I bring my dog to the coworking space?"), _absent("doesn't say", "not mention")),
    Case("hive-guests", _ask(search_hive, "How many guests can a member bring in a day?"),
         _any("two", "2 guests", " 2")),
    Case("hive-sunday", _ask(search_hive, "Is the building open on Sundays?"), _denies("closed")),
    Case("hive-hot-month", _ask(search_hive, "What's the monthly price for a hot desk?"), _but_not(_val(180), "260")),
    Case("camp-caravan", _ask(camp_lookup, "How much for a caravan pitch with electric for 3 nights?"),
         _val(78)),
    Case("camp-leave", _ask(camp_lookup, "By what time do we have to leave on our last day?"),
         _but_not(_any("11am", "11 am", "11:00"), "2pm")),
    Case("camp-fire", _ask(camp_lookup, "Can we light a campfire next to our tent?"),
         _denies("fire pits", "not on pitches", "never on pitches")),
    Case("camp-wash", _ask(camp_lookup, "What does one wash cost in the laundry?"), _val(3)),
    Case("camp-pool", _ask(camp_lookup, "Is there a swimming pool at the campsite?"), _absent("doesn't say", "no mention")),
    Case("camp-dogs", _ask(camp_lookup, "We have two dogs. What will they cost for one night?"), _val(4)),
    Case("bike-full", _ask(workshop_prices, "What's the price of a full service?"), _but_not(_val(75), "£12", "£20")),
    Case("bike-truing-time", _ask(workshop_prices, "How long does wheel truing take?"),
         _but_not(_any("1 hour", "one hour"), "45 min", "30 min")),
    Case("bike-ebike-puncture", _ask(workshop_prices, "How much is a puncture repair on an e-bike?"),
         _val(14.4)),
    Case("bike-cheapest", _ask(workshop_prices, "Which service is the cheapest?"),
         _but_not(_any("puncture"), "Full service", "Wheel truing")),
    Case("bike-helmets", _ask(workshop_prices, "Do you sell helmets?"), _absent("doesn't say", "not list")),
    Case("bike-abandoned", _ask(workshop_prices, "What happens if I leave my bike there for two months?"),
         _any("charity", "donated")),
    Case("course-spanish-start", _ask(course_search, "When does Spanish A1 start?"),
         _both(_any("13 January"), _none_of("from 6 January"))),
    Case("course-japanese-length", _ask(course_search, "How long is each Japanese class?"),
         _any("2 hours", "two hours", "120 minutes", "2 h")),
    Case("course-japanese-total", _ask(course_search, "What's the Japanese course with the textbook in total?"),
         _val(235)),
    Case("course-spanish-student", _ask(course_search, "How much does Spanish A1 cost for a student?"),
         _val(119)),
    Case("course-french", _ask(course_search, "Is there a French course?"),
         _absent("no French", "not list", "doesn't mention")),
    Case("course-japanese-day", _ask(course_search, "Which evening is the Japanese class?"),
         _but_not(_any("Wednesday"), "Monday")),
    Case("gym-quarter", _ask(gym_search, "季卡多少钱?", _ZH), _but_not(_any("800"), "2800元", "300元")),
    Case("gym-weekend-close", _ask(gym_search, "周末几点关门?", _ZH), _but_not(_any("21:00", "晚上9", "21点"), "8:00-20:00")),
    Case("gym-12-sessions", _ask(gym_search, "买12节私教课一共多少钱?", _ZH), _val(2160)),
    Case("gym-sauna", _ask(gym_search, "有桑拿吗?", _ZH), _absent("没有提到", "不知道", "没有说明")),
    Case("gym-pool-closed", _ask(gym_search, "游泳池什么时候闭馆?", _ZH), _any("周二")),
    Case("allot-half-rent", _ask(rules_search, "What's the yearly rent for a half plot?"), _val(38)),
    Case("allot-rent-due", _ask(rules_search, "When is the rent due?"), _any("1 October")),
    Case("allot-sprinkler", _ask(rules_search, "Am I allowed to use a sprinkler on my plot?"),
         _both(_any("banned", "not allowed"), _none_of("No rule mentions"))),
    Case("allot-shed-height", _ask(rules_search, "How tall can my shed be?"), _any("2.1")),
    Case("allot-inspection", _ask(rules_search, "Which month do they inspect the plots?"), _any("June")),
    Case("allot-bonfire", _ask(rules_search, "Are bonfires allowed?"), _absent("doesn't say", "no rule")),
    Case("allot-gate-code", _ask(rules_search, "How do I get the new gate code?"), _any("text")),
    Case("allot-cultivated", _ask(rules_search, "How much of my plot has to be cultivated?"), _any("75")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
