"""My probe of the session of 2026-12-06 (issue 26): a ``create_agent`` agent whose learner's search
tool returns material it has never seen, and questions whose words the results cover only in part,
written before any change of the round.

The results hold the answer, but the question's own words ("pop in", "set me back", "能去游泳吗")
are not the results' words: the agent must read the results for the question as it reads documents,
or state a limit; an "I don't know" after results that hold the answer is silently wrong.
Four search tools of other shapes: a Chinese swimming hall's notice (paragraphs ranked by shared
characters), a harbour museum's visitor pages (a JSON list of hits), a bakery's price board (the
whole board for any query), and the museum again behind ``create_agent(..., response_format=...)``.
Questions: a date inside a closure span, a day a line closes, a price for a stated age, a price in
other words, a sum of two lines, a rule, an absent answer.

Oracles strict: the asked result is required; "I don't know" is right only where the material does
not hold it. ``python -W ignore -m tests.sim.probes.searched_m [-v]``.

History (right / limit / silently wrong / false alarms): first sight on 51a15e7a (main at the round's
start), before any change: 5 / 14 / 6 / 3 (an "I don't know" after results holding a closure span or an
age rule; partial answers that "could not find anything about '5'" beside the closure of 3 to 7 November;
a price for two quoted for one). After this round's changes (``grounded.closed_spans``, ``kind_lines``'
age lines, "set me back" / "what's the damage" asking money): 9 / 16 / 0 / 4 (pool-senior's limit quotes
"半价", which the oracle takes).
"""

from __future__ import annotations

import json
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
    _but_not,
    _denies,
    _none_of,
    _val,
    _yes_or,
    report,
)

POOL_ZH = [
    "开放时间:周二至周日 7:00-21:00,周一闭馆。",
    "票价:成人单次票35元,儿童(身高1.4米以下)20元。65岁以上老人凭身份证购票半价。",
    "月卡480元,限本人使用,不得转借。",
    "通知(3月2日):因水循环设备检修,3月15日至3月18日暂停开放,其间已购月卡顺延四天。",
    "入水必须佩戴泳帽,泳帽可在前台购买,每顶15元。",
]
MUSEUM = [
    {"page": "Visiting", "text": "The Harbour Museum is open 10am to 5pm every day; last entry is at 4.15pm."},
    {"page": "Tickets", "text": "Admission: adults £9, children under 16 free, over-60s and students £6."},
    {"page": "Notice", "text": "The museum galleries are closed from 3 to 7 November while the roof is "
                               "replaced. The café stays open as usual."},
    {"page": "Tours", "text": "Guided tours run at 11am and 2pm on Saturdays and Sundays, £4 a person on top "
                              "of admission."},
    {"page": "Photography", "text": "Photography without flash is welcome. Tripods need permission from the "
                                    "front desk."},
]
BAKERY = ("Crumb & Co - today's board\n"
          "Sourdough loaf ..... £4.20\n"
          "Seeded rye ......... £4.80\n"
          "Croissant .......... £1.90\n"
          "Cinnamon bun ....... £2.60\n"
          "Loaves are out of the oven by 8am, buns by 10am.\n"
          "Orders over £30 get 10% off.")


def _zh_chars(text: str) -> set[str]:
    return {c for c in text if "\u4e00" <= c <= "\u9fff"} | set(re.findall(r"\d+", text))


@tool
def pool_search(query: str) -> str:
    """查询游泳馆的开放时间、票价和通知。"""
    q = _zh_chars(query)
    ranked = sorted(POOL_ZH, key=lambda p: -len(q & _zh_chars(p)))
    return "\n".join(ranked[:2])


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.lower()))


@tool
def museum_pages(query: str) -> str:
    """Search the Harbour Museum's visitor pages. Returns the best hits as JSON."""
    q = _words(query)
    ranked = sorted(MUSEUM, key=lambda hit: -len(q & _words(hit["text"] + " " + hit["page"])))
    return json.dumps(ranked[:2])


@tool
def bakery_board(query: str) -> str:
    """Read the bakery's price board."""
    return BAKERY


class VisitAnswer(BaseModel):
    answer: str = Field(description="The answer to the visitor's question")


def _ask(tool_fn, question: str, system: str = "Answer the visitor's questions. Look things up with the tool."):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [tool_fn], system_prompt=system)
        return agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})["messages"][-1]

    return run


def _ask_form(tool_fn, question: str):
    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [tool_fn], system_prompt="Answer from the museum's pages only.",
                             response_format=VisitAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 12})
        return out["messages"][-1] if out.get("structured_response") is None else out["structured_response"].answer

    return run


_ZH = "你是游泳馆的客服,用工具查询后回答。"

CASES = [
    Case("pool-closed-span", _ask(pool_search, "3月16日下午能去游泳吗?", _ZH),
         _both(_any("不能", "暂停开放", "不开放", "不可以"), _none_of("不知道"))),
    Case("pool-monday", _ask(pool_search, "星期一能来游泳吗?", _ZH),
         _both(_any("不能", "闭馆", "不开放", "不可以"), _none_of("不知道"))),
    Case("pool-senior", _ask(pool_search, "我今年68岁,买单次票要多少钱?", _ZH), _any("17.5", "半价")),
    Case("pool-cap", _ask(pool_search, "泳帽一顶卖多少?", _ZH), _val(15)),
    Case("pool-lend-card", _ask(pool_search, "月卡能借给朋友用吗?", _ZH),
         _both(_any("不能", "不得", "限本人", "不可以"), _none_of("不知道"))),
    Case("pool-child", _ask(pool_search, "小孩1米3,票价多少?", _ZH), _val(20)),
    Case("pool-sauna", _ask(pool_search, "馆里有桑拿房吗?", _ZH), _absent("没有提到", "没有找到", "不知道")),
    Case("pool-late", _ask(pool_search, "周六晚上几点关门?", _ZH), _any("21:00", "21点", "晚上9")),
    Case("museum-nov5", _ask(museum_pages, "Could I look round the galleries on 5 November?"),
         _both(_denies("closed"), _none_of("I don't know"))),
    Case("museum-cafe", _ask(museum_pages, "Is it fine to pop into the café on 4 November?"),
         _both(_yes_or("stays open", "café stays open"), _none_of("I don't know"))),
    Case("museum-63", _ask(museum_pages, "I'm 63 - what will it cost me to get in?"), _but_not(_val(6), "£9")),
    Case("museum-tour-total", _ask(museum_pages, "What does an adult pay altogether for entry plus a guided tour?"),
         _val(13)),
    Case("museum-last-in", _ask(museum_pages, "What's the latest I can turn up and still get in?"),
         _any("4.15", "4:15")),
    Case("museum-tripod", _ask(museum_pages, "Am I OK to set up a tripod?"),
         _both(_any("permission", "front desk"), _none_of("I don't know"))),
    Case("museum-shop", _ask(museum_pages, "Is there a gift shop?"), _absent("doesn't say", "not mention")),
    Case("museum-tue-tour", _ask(museum_pages, "Can we join a guided tour on a Tuesday?"),
         _both(_denies("weekends", "saturdays and sundays", "only on"), _none_of("I don't know"))),
    Case("bakery-bun", _ask(bakery_board, "What would a cinnamon bun set me back?"), _but_not(_val(2.60), "4.20")),
    Case("bakery-two-rye", _ask(bakery_board, "What's the damage for two seeded rye loaves?"), _val(9.60)),
    Case("bakery-buns-ready", _ask(bakery_board, "When do the buns come out?"), _any("10am", "10 am")),
    Case("bakery-gluten", _ask(bakery_board, "Do you bake gluten-free bread?"), _absent("doesn't say", "not list")),
    Case("bakery-cheapest", _ask(bakery_board, "What's the cheapest thing on the board?"),
         _any("croissant", "Croissant")),
    Case("form-nov6", _ask_form(museum_pages, "Can I see the galleries on 6 November?"),
         _both(_denies("closed"), _none_of("I don't know"))),
    Case("form-student", _ask_form(museum_pages, "How much is a student ticket?"), _val(6)),
    Case("form-tour-times", _ask_form(museum_pages, "When do the guided tours start?"), _any("11am", "11 am")),
    Case("form-lockers", _ask_form(museum_pages, "Are there lockers for bags?"), _absent("doesn't say", "not mention")),
]


if __name__ == "__main__":
    report(CASES, sys.argv)
