"""Invented probe (2026-12-05, the merger of session 56, oracles written before any run, on
8c295e50; held out: no helper of the session opens it). Its axis: a system prompt that opens with
the learner's own instruction or role, in a paragraph of its own, and then gives the material in
the paragraphs after it, with no label the simulator knows: the head ends in a full stop, or names
the material by a word of its own ("setlist", "Makefile", "care card", "booking sheet"), or in
parentheses by its format, or in Chinese. The material is in shapes of my own: a band's running
order with times, a Makefile, a plant-sitter's card in prose, a Markdown booking sheet, a Chinese
allotment's rules, a JSON export of a reading list. Beside them, system prompts that are
instructions only, over several paragraphs (a bike shop's tone rules, a quiz host's rules, a
Chinese customer-service persona), where nothing is material and the reply must not quote the
instructions as an answer.

Strict: the worked value is required; another row's value or an operand alone is wrong; a reply
over half its document's length is no answer. A stated limit is never wrong.
``python -m tests.sim.probes.grounded_s [-v]`` prints "right / stated limit / silently wrong
(false alarms)".

History (right / limit / wrong (false alarms) of the cases):
- first sight on 8c295e50 (the probe committed first, 37b7980e, then one run; no oracle mended):
  **1 / 33 / 0 (3)** of 34. Every material after a head was left unread (the knowledge limit "no
  tool, document or fact ..."), the Makefile in its fence read but every answer a documents limit,
  and the JSON reading list taken for an example of the reply's shape (a JSON skeleton with a field
  limit). False alarms: the knowledge limit on the cactus (the not-said answer was in reach), and on
  two instructions-only prompts where "I don't know" was right.
"""
from __future__ import annotations

import sys

from langchain_core.messages import HumanMessage, SystemMessage
from langchain_core.output_parsers import StrOutputParser
from langchain_core.prompts import ChatPromptTemplate

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _but_not,
    _either,
    _has,
    _honest,
    _none_of,
    _under_half,
    _val,
    _word,
    report,
)


def _absent(*_topic: str):
    """The material does not hold it: an honest "I don't know" or a reply saying it is not there
    (naming the topic alone is not enough: "The merch stand closes at 22:45" names it too)."""
    return _either(_honest, _any("doesn't say", "does not say", "not listed", "isn't listed", "no mention",
                                 "doesn't mention", "does not mention", "isn't on", "is not on", "not on the",
                                 "nothing on", "nothing for", "no entry", "no booking", "not in the"))

SETLIST = """Doors 19:00
Support: The Lowlands, 19:45-20:25
Changeover 20:25-20:50
Headline set starts 20:50
  1. Salt Road
  2. Paper Moon (acoustic, Mia on mandolin)
  3. Northbound
  4. Harbour Lights
  5. Glass House - CUT tonight, Ravi's voice
  6. Long Way Down
Encore: Salt Road (reprise)
Curfew 22:45 hard - the venue charges £200 for every 15 minutes over."""


def _setlist(q: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You're the tour manager's helper tonight. This is the running order the crew works "
                       "from.\n\n{order}"),
            ("human", "{q}"),
        ])
        return (prompt | llm | StrOutputParser()).invoke({"order": SETLIST, "q": q})

    return run


MAKEFILE = """PYTHON ?= python3.12
VENV = .venv

.PHONY: setup test lint docs clean

setup:
\t$(PYTHON) -m venv $(VENV)
\t$(VENV)/bin/pip install -r requirements-dev.txt

test: setup
\t$(VENV)/bin/pytest -q --maxfail=3

lint:
\t$(VENV)/bin/ruff check src tests

docs:
\t$(VENV)/bin/mkdocs build --strict

clean:
\trm -rf $(VENV) site .pytest_cache"""


def _makefile(q: str):
    return lambda llm: llm.invoke([
        SystemMessage(f"Explain our build to new developers in plain words.\n\n```make\n{MAKEFILE}\n```"),
        HumanMessage(q)])


PLANTS = """The big fiddle-leaf fig by the window wants a full jug (about a litre) every Saturday and nothing in
between, however dry the top looks.

The three ferns in the bathroom like to be misted every morning. Water them on Wednesdays and Sundays,
half a glass each.

Do not water the cactus at all while I'm away. It is fine.

The orchid gets three ice cubes on Monday mornings - no more. If any leaf goes yellow, send me a photo
rather than cutting it."""


def _plants(q: str):
    def run(llm):
        from langgraph.graph import END, START, MessagesState, StateGraph

        def answer(state: MessagesState):
            system = SystemMessage("You answer questions from the friend who is watering my plants this fortnight, "
                                   "going by my care card (written in a hurry).\n\n" + PLANTS)
            return {"messages": [llm.invoke([system, *state["messages"]])]}

        graph = StateGraph(MessagesState)
        graph.add_node("answer", answer)
        graph.add_edge(START, "answer")
        graph.add_edge("answer", END)
        return graph.compile().invoke({"messages": [HumanMessage(q)]})["messages"][-1]

    return run


BOOKINGS = """| Day | Slot | Booked by | Purpose |
|-----|------|-----------|---------|
| Mon 9 Mar | 09:00-12:00 | Priya S. | live-cell imaging |
| Mon 9 Mar | 13:00-17:00 | - | free |
| Tue 10 Mar | 09:00-17:00 | Tomasz K. | tile scan (whole day) |
| Wed 11 Mar | 09:00-12:00 | maintenance | laser alignment, engineer visit |
| Wed 11 Mar | 13:00-15:00 | Aoife R. | training session |
| Thu 12 Mar | 09:00-12:00 | - | free |

Slots are released if not confirmed by 17:00 the day before."""


def _bookings(q: str):
    return lambda llm: llm.invoke([
        SystemMessage("You help lab members with the confocal microscope's booking sheet for this week\n\n"
                      + BOOKINGS), HumanMessage(q)])


ZH_GARDEN = """一、每块地每年租金360元，3月1日前交清。
二、浇水时间：早上7点前或傍晚6点后，中午不要浇水。
三、公用工具用完请放回工具棚，工具棚密码为2468。
四、禁止使用化学农药和除草剂。
五、连续两个月无人打理的地块，将收回并转租给排队的居民。"""


def _zh_garden(q: str):
    def run(llm):
        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是阳光社区菜园的小助手，帮园友解答问题。\n\n{rules}"),
            ("human", "{q}"),
        ])
        return (prompt | llm | StrOutputParser()).invoke({"rules": ZH_GARDEN, "q": q})

    return run


READING = """{
  "club": "Thursday Readers",
  "meets": "first Thursday of the month, 19:30, upstairs at the Crown",
  "books": [
    {"month": "January", "title": "The Salt Path", "pages": 288, "chosen_by": "Nadia"},
    {"month": "February", "title": "Piranesi", "pages": 272, "chosen_by": "Owen"},
    {"month": "March", "title": "Klara and the Sun", "pages": 320, "chosen_by": "Bea",
     "note": "moved to April: Bea is away"}
  ]
}"""


def _reading(q: str):
    return lambda llm: llm.invoke([
        SystemMessage("You are the book club's assistant. The club's reading list, exported from our app "
                      f"(JSON).\n\n{READING}"), HumanMessage(q)])


BIKE_RULES = ("You are the assistant for Spokes & Sprockets, a bike shop.\n\nKeep every answer short and friendly. "
              "If a customer asks about something you don't have information on, say you don't know and suggest "
              "they phone the shop.\n\nNever promise a delivery date and never quote a price for a repair you "
              "have not seen.")


def _bike(q: str):
    return lambda llm: llm.invoke([SystemMessage(BIKE_RULES), HumanMessage(q)])


QUIZ_RULES = ("You are Quizzy, the host of a pub quiz practice session.\n\nWhen the player asks a question about "
              "the rules, explain them briefly. Otherwise answer their trivia question in one sentence.\n\nBe "
              "encouraging, and never reveal the answers to the practice round in advance.")


def _quiz(q: str):
    return lambda llm: llm.invoke([SystemMessage(QUIZ_RULES), HumanMessage(q)])


ZH_PERSONA = "你是小橙，一家网上花店的客服。\n\n回答要简短、礼貌。不知道的事情就说不知道，不要编造。\n\n不要承诺具体的送达时间。"


def _zh_persona(q: str):
    return lambda llm: llm.invoke([SystemMessage(ZH_PERSONA), HumanMessage(q)])


_CANNOT = ("don't know", "do not know", "not sure", "phone the shop", "call the shop", "no information",
           "don't have", "do not have")

CASES: list[Case] = [
    # a running order after a head that ends in a full stop
    Case("setlist-headline-start", _setlist("when do we go on?"), _has("20:50")),
    Case("setlist-song-cut", _setlist("are we playing Glass House tonight?"),
         _any("cut", "not playing", "no,", "No,", "No.", "not tonight")),
    Case("setlist-support-length", _setlist("how long is the support slot?"), _any("40 min", "40min", "forty")),
    Case("setlist-overrun-cost", _setlist("what does it cost us if we run 30 minutes past curfew?"), _val(400)),
    Case("setlist-mandolin", _setlist("which song has Mia on mandolin?"), _has("Paper Moon")),
    Case("setlist-merch-absent", _setlist("what time does the merch stand close?"), _absent("merch")),
    # a Makefile in a fence after "Explain our build ..."
    Case("make-test-flags", _makefile("what options does make test pass to pytest?"), _any("--maxfail=3", "maxfail")),
    Case("make-test-needs", _makefile("what does make test run first?"), _has("setup")),
    Case("make-python-version", _makefile("which Python version does the build use by default?"), _has("3.12")),
    Case("make-deploy-absent", _makefile("how do I deploy to production with make?"),
         _absent("deploy", "production")),
    # a care card in prose after a head naming it in words of its own
    Case("plants-fig-how-much", _plants("how much water does the fig get?"), _any("litre", "liter", "jug")),
    Case("plants-cactus", _plants("should I water the cactus?"),
         _but_not(_word("not", "no", "don't"), "every Saturday")),
    Case("plants-ferns-days", _plants("which days do the ferns get watered?"), _has("Wednesday", "Sunday")),
    Case("plants-orchid-ice", _plants("how many ice cubes for the orchid?"), _any("three", "3 ")),
    Case("plants-yellow-leaf", _plants("one of the orchid's leaves has gone yellow, should I cut it off?"),
         _any("photo", "don't cut", "do not cut", "rather than cutting")),
    Case("plants-fertiliser-absent", _plants("do any of them need feeding with fertiliser?"),
         _absent("fertiliser", "feed")),
    # a Markdown booking sheet after a head with no full stop at all
    Case("scope-free-slot", _bookings("is there a free slot on Monday afternoon?"),
         _any("13:00", "1pm", "1 pm")),
    Case("scope-tuesday-who", _bookings("who has the microscope on Tuesday?"), _has("Tomasz")),
    Case("scope-wed-morning", _bookings("can I use the microscope on Wednesday morning?"),
         _any("maintenance", "engineer", "laser alignment")),
    Case("scope-confirm-by", _bookings("I booked Thursday morning, by when do I have to confirm?"),
         _any("17:00 the day before", "17:00 on Wednesday", "5pm on Wednesday", "17:00 on Wed",
              "by 17:00", "Wednesday at 17:00")),
    Case("scope-friday-absent", _bookings("what's on the sheet for Friday?"), _absent("Friday")),
    # Chinese rules after a Chinese role sentence
    Case("zh-garden-rent", _zh_garden("一年租金多少钱？"), _has("360")),
    Case("zh-garden-code", _zh_garden("工具棚的密码是多少？"), _has("2468")),
    Case("zh-garden-noon", _zh_garden("中午可以浇水吗？"), _any("不要", "不可以", "不能", "不行")),
    Case("zh-garden-compost-absent", _zh_garden("堆肥箱在哪里？"),
         _any("没有提到", "没有说明", "不知道", "未提及", "没有相关", "无法", "没有提供", "don't know")),
    # a JSON export after a head naming its format in parentheses
    Case("reading-march-book", _reading("which book did Bea choose?"), _has("Klara and the Sun")),
    Case("reading-march-moved", _reading("what are we reading in March?"),
         _any("moved to April", "April", "moved")),
    Case("reading-pages-total", _reading("how many pages are the January and February books together?"), _val(560)),
    Case("reading-where", _reading("where do we meet?"), _has("Crown")),
    Case("reading-june-absent", _reading("what's the book for June?"), _absent("June")),
    # instructions only, over several paragraphs: nothing is material
    Case("bike-tandem", _bike("do you sell tandem bikes?"),
         _but_not(_any(*_CANNOT), "Keep every answer", "Never promise", "never quote")),
    Case("bike-repair-price", _bike("how much to fix a buckled wheel?"),
         _but_not(_none_of("£", "$", "€"), "Keep every answer", "Never promise")),
    Case("quiz-capital", _quiz("What's the capital of Canada?"),
         _but_not(_has("Ottawa"), "practice round", "Be encouraging")),
    Case("zh-persona-delivery", _zh_persona("今天下午能送到吗？"),
         _none_of("回答要简短", "不要承诺", "不要编造")),
]


_DOCS = {"setlist": SETLIST, "make": MAKEFILE, "plants": PLANTS, "scope": BOOKINGS, "zh-garden": ZH_GARDEN,
         "reading": READING}


CASES = _under_half(CASES, _DOCS)


if __name__ == "__main__":
    report(CASES, sys.argv)
