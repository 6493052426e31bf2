"""A forty-eighth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held48``, from main at e764df6c) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a form and a program shape of its own:
an alterations shop's job card (a fixed-width item list, prices struck through with ``~~`` and
re-priced, a cancelled item, "a pair" / "each" prices, a deposit, a keep-for-60-days rule)
through ``ChatPromptTemplate | llm | StrOutputParser``; a Chinese tutoring centre's summer fee
table (暑期补习班收费表: a pipe table, numbered 说明, a 补充通知 put on the thread later with
``update_state``, one follow-up turn put there the same way) in a checkpointed ``StateGraph`` of
its own state read with ``get_state``; a marina's visitor berth rates as a reStructuredText grid
table (a per-metre band, a multihull factor, a half-rate short stay, a ``.. note::`` changing one
rate from a date) through ``with_structured_output(BerthReply, include_raw=True)``; a car-share
club's JSON rates file (a ``changes`` list raising one price) behind ``create_agent`` with the
learner's search tool over its top-level keys (the agent must call it) and ``response_format``;
an Italian B&B's house rules (Regolamento, tourist tax per person per night with a cap and an
age exemption, an Aggiornamento moving breakfast's end) through ``ChatPromptTemplate`` with an
optional ``MessagesPlaceholder``; an email with two "---------- Forwarded message ---------"
parts (newest first: a piano tuner's quote and the first request) through a ``plan`` node and a
``Send`` fan-out; a darts league table as TSV with ``#`` lines and a points deduction through
``RunnableParallel``; a band's channel export (messages marked "(edited)", a correction, a dep
for a member who dropped out) in a ``StateGraph`` with a three-way router edge (names / figures /
facts); a boarding cattery's prices with hard-wrapped numbered TERMS & CONDITIONS found by a graph
node with ``InMemoryStore.search``.

Questions in everyday words: a value, a worked figure (a job card's total without a cancelled
item, a balance after a deposit, a date 60 days on, buttons at a price each, two subjects less
ten per cent, a course's fee after more hours, a week with shore power, a catamaran's night, a
per-metre night, a half-rate stop, hours of a car, miles beyond the free ones, a night rate, a
joining cost, a tourist tax with a child exempt and with a five-night cap, parking for three
days, a tuner's bill without the deferred work, a pay-by date, a piano's age, points without a
deduction, a leg difference, matches left, a band's share after petrol, playing time, two cats'
stay counted with both end days, insulin days, a 25% deposit), a value changed by a later line,
conditions (an age, a school year, a booster date, a cancellation, a Sunday, an old cat), yes/no,
counts, rankings, "who", answers absent, and follow-ups in threads.

A learner's tools: a bike service "next Tuesday" at "half eight" with today stated, a bill of
"ninety-seven pounds sixty" split between "me, my wife and the Patels, there are four of them",
"an hour and a quarter", a parcel of "3 lb 8 oz" and "14 inches", a table "for four adults at half
seven" with "no high chair needed", heating at 68 Fahrenheit "until ten tonight", a travel card
number with spaces and "twenty quid", no tool fits, a value missing, a Chinese water delivery
(大后天, 三桶, 十二楼) with today stated. Structured output of my own schemas (50 pounds into
kilograms, "three half-dozens", bedrooms and "no pets" in a ``TypedDict``, an urgency enum, "an
hour and forty minutes", 月租三千二 and 两年). Graders and labels in my own wordings (RELEVANT /
IRRELEVANT, a structured ``supported`` bool, a Spanish QUEJA / PREGUNTA / ELOGIO prompt, IT / ES /
PT, HIGH / MEDIUM / LOW). Conversations ("she" after a husband and a wife, a corrected flight
number, kilometres over two turns, a cat's name in Chinese, a year group stated earlier, "what are
you, exactly?").

Oracles as in the forty-seventh set, and strict: the asked result is required; a reply that
quotes most of its document, holds another row's value, or gives an operand instead of the worked
value is wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each document
that no right answer needs; ``_not_all`` for the searched car-club file, whose search hands back
neighbouring keys); ``_absent`` (the material does not hold it: "I don't know" is right),
``_no_call`` (no tool fits, a required value is missing). Amounts in euros are read by ``_euro``
(a time such as "20:00" is no amount) and pence by ``_amount``. Classes: ``right``, ``limit`` (a
limit was stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was
right anyway is a false alarm, counted apart. Every text oracle judges the reply with the
simulator's limit sentences cut out (``_judged``, as in the forty-seventh): a reply that is only a
limit sentence is never "right anyway".

Before the commit that holds this set (message "... before first run") the oracles were tried on
a right reply written by hand for every one of the 93 cases (all passed, also with a limit
sentence put before them; two oracles were widened then, before any run: ``_NOT_GIVEN`` took
"don't give" and its like, and the marina's short-stay figure took "£12." at a sentence's end),
on each grounded case's whole document echoed back (none passed) and on a bare limit sentence
(none passed but the two no-call tool cases, where no call is right whatever is said). A quote of
the job card's hem line ("~~£22~~ £26") passes tailor-hem: the struck price is marked struck. The
simulator was not run on the set before that commit.

FIRST SIGHT on main at e764df6c (the branch point of ``held48``; the set and its oracles committed
first in 7b7e7d3d, then one run with ``-v``), 93 cases: right 20, stated limit 52, silently wrong
21, false alarms 2, with the oracles as committed. The harness did not crash. FOUR ORACLE PARTS
(three dump-marker pairs and one absence phrase) WERE THEN MENDED, each because it rejected a
reply that was truly right (no simulator code touched, the
replies the same): ``_DARTS_DUMP`` held the column name "legs_against", which the simulator's row
citation holds ("... legs_for: 121; legs_against: 77; pts: 22"), so darts-top ("The Red Lion A: the
top row of the table, by its pts column (...)") and darts-draws ("Fox & Hounds. Of the 7 rows, its
drawn, 3, is the highest: ...") were rejected; it is now the league's title and the Railway
Tavern's row (darts-captain-absent, which names that team, keeps the title and the Crooked Billet).
``_GIG_DUMP`` held the venue "Thornbury Barn", which a right answer may name, so gig-bass (the
heading, Mira's line, then "I've asked Lewis to dep on bass.") and gig-dom (the heading, Mira's
line, then Dom's "Can't do this one, it's my sister's graduation.") were rejected; it is now two
lines no answer needs. car-insurance-absent's "The look_up_rates tool could not help: No matching
part of the rates file." is an honest not-found: its ``_absent`` takes "no matching part".
``_PIANO_DUMP`` held the tuner's email address, which a right reply to "what's Gareth's phone
number?" may offer (piano-phone-absent: "... From: Gareth Lloyd gareth@lloydpianos.example. I could
not find anything about 'phone' ..."); it is now "Kind regards". With the mended oracles, on the
same replies: right 25, stated limit 52, silently wrong 16, false alarms 3. Pinned at these counts
in ``test_pins.py``.

Read with care: (a) one oracle let a flawed reply through as right, left as it is and named here:
thread-she ("Your wife is 76." for "how old is she?" after "My neighbour Aled is 80 and his wife
Bethan is 76": the age is right, the person is called the user's wife). (b) Five piano cases are
counted as limits only because the ``Send`` fan-out's warm-up branch ("Who is the tuner?") stated
a limit in the same run; the asked branch's own reply stated none: piano-when ("He also says the
hammers need work; ..." for "When is the tuner coming?"), piano-hammers ("Thursday 12 June at 4 pm
is fine." for "Is he sorting out the hammers on Thursday?"), piano-let-in ("From: Ruth Adler.
Subject: ... I could not find anything about 'letting' ..."), piano-age ("The documents don't give
Mum's piano's age, so I don't know." over "built 1962") are silently wrong in truth, and
piano-phone-absent is right in truth (the third false alarm). Read strictly: 25 right (thread-she
out, piano-phone-absent in), 47 limits that belong to their own reply, 21 silently wrong.

The silently wrong (16): tailor-buttons (the line "6 Shirt: 7 new buttons £1.50 each." quoted, no
10.50), zh-two (the 九折 and 资料费 rules and the 补充通知 quoted with a partial "不知道", no 2790),
zh-grade ("我不知道。" over the 作文 row "小学五、六年级" for a fourth-year), car-small-3h,
car-van-day, car-miles, car-van-age, car-join and car-night (the agent's ``answer`` is "Here is
what I found:" and the learner's search result as it came, the JSON keys ``cars`` and ``rules`` /
``changes`` / ``membership``: no 16.50, 78, 12.50, "no", 31 or 2.75), bb-parking-it (the heading and
"Parcheggio: ... 15 euro al giorno." with a partial "I don't know that part" about 'costa', 'tre',
no 45), bb-checkout (the follow-up "and by when do we have to leave on the last day?" answered with
the check-in line of the earlier turn and "could not find anything about 'leave', 'last'", no 10:30),
darts-harp (Harp & Crown's row, pts 19, no 21: the ``#`` line's deduction not added back),
gig-dinner ("Kel 10:21 Dinner's provided for the band at 6.30.", the next message's "^ sorry, 7 pm
now" not read), gig-pa (Jonah's line and Priyanka's line for "Who's bringing the PA?" on the
names-only route), tool-split (``split_bill(total_gbp=97.0, people=60)`` for "ninety-seven pounds
sixty ... between me, my wife and the Patels, there are four of them": wanted 97.6 and 6),
schema-rolls (``rolls=3`` for "Three half-dozens": wanted 18). The false alarms (3): tool-no-fit
(no call, right, beside the knowledge limit), grade-supported-false (``supported=False``, right,
beside "it recognised no task in the request"), piano-phone-absent (above). No limit sentence met
an oracle through its own words (``_judged``). Classes, code paths and proposed mechanisms:
``FORTYEIGHTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortyeighth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import json
import operator
import re
import sys
from datetime import date
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool
from pydantic import BaseModel, Field

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
    _ask,
    _both,
    _call,
    _calls,
    _denies,
    _either,
    _no_call,
    _none_of,
    _not_opening,
    _num_near,
    _only,
    _parsed,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- oracle helpers of this set (as the forty-seventh's) ------------------------------------------

_LIMIT_SENTENCE = re.compile(r"The offline simulator (?:can't|cannot)\b.*?a real model would\b.*?(?:\.(?=\s|$)|$)",
                             re.S | re.I)


def _sans_limits(text: str) -> str:
    """The reply's text with the simulator's own limit sentences cut out."""
    return _LIMIT_SENTENCE.sub(" ", text).strip()


def _judged(case: Case) -> Case:
    """The case with its oracle judging the reply's text without limit sentences (tool calls and
    parsed objects as they are)."""
    def right(out, ok=case.right) -> bool:
        if isinstance(out, AIMessage) and isinstance(out.content, str):
            out = out.model_copy(update={"content": _sans_limits(out.content)})
        elif isinstance(out, str):
            out = _sans_limits(out)
        return ok(out)

    return Case(case.id, case.run, right)


def _re(pattern: str):
    """The reply matches ``pattern`` (case ignored)."""
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    """The number ``number`` (a pattern; "8" matches "8", "8.00", "£8", not "18", "8.50" or "1,008")."""
    return _re(rf"(?<![\d.,]){number}([.,]00?)?(?!\d|[.,]\d)")


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|put up|went up|goes up|gone up|before|later|"
                     r"extend|\bfrom\b|\bto\b|cancel|swap|declin|withdraw|dropp|took over|takes over|now\b|"
                     r"crossed|struck|re-?priced|"
                     r"aggiorn|prima|ora\b|invece|"
                     r"改|原|更正|补充|取消|调整|调价|变更|以前|之前|由|增加|现在", re.I)


def _new_not_old(new_pattern: str, old_pattern: str):
    """``new_pattern`` is given; ``old_pattern`` (the value a later line changed) only in a
    sentence that says it changed."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?。;;!?\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not _CHANGE.search(sentence):
                return False
        return True

    return ok


def _not_all(*markers: str):
    """Not every one of ``markers`` is in the reply (a whole-document quote holds them all; a
    reply quoting a neighbouring section that the learner's search handed back is no dump)."""
    return lambda out: bool(_text(out).strip()) and not all(m.lower() in _text(out).lower() for m in markers)


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "not stated", "doesn't state", "does not state", "no information",
              "not in the", "nothing about", "not specified", "doesn't specify", "does not specify", "not given",
              "doesn't give", "does not give", "not shown", "doesn't show", "does not show", "not included",
              "doesn't include", "does not include", "can't tell", "cannot tell", "can't find", "cannot find",
              "could not find", "couldn't find", "no details", "not covered", "doesn't cover", "does not cover",
              "doesn't name", "does not name", "isn't named", "not named", "not recorded", "isn't recorded",
              "don't say", "don't mention", "isn't on the", "not on the", "no price", "no figure", "don't give",
              "do not give", "don't include", "don't have", "doesn't have", "does not have", "don't list",
              "doesn't list", "does not list")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "不清楚", "无法确定", "没有给出", "未给出", "没有列出", "未列出", "没有列")

_IT_NOT_GIVEN = ("non è indicato", "non è specificato", "non viene indicato", "non lo so", "non risulta",
                 "nessuna informazione", "non menziona", "non dice")

# --- program shapes -------------------------------------------------------------------------------


def _card_chain(card: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the job card in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer customers of an alterations shop about their job card. Crossed-out prices "
                       "no longer apply.\n\nJOB CARD\n{card}"),
            ("human", "{question}"),
        ])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"card": card, "question": question}))

    return run


class TutorState(TypedDict):
    messages: Annotated[list, operator.add]


def _tutor_thread(table: str, notice: str, question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` (its own state, an ``operator.add`` list of messages): the fee
    table, then the later notice, then any earlier turns (question, answer) put on the thread with
    ``update_state``; the question invoked; the reply read with ``get_state``."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, StateGraph

        def reply(s: TutorState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(TutorState)
        g.add_node("reply", reply)
        g.add_edge(START, "reply")
        g.add_edge("reply", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "qihang-parent-31"}}
        app.update_state(config, {"messages": [SystemMessage(f"你是补习班的前台,根据收费表和通知回答家长的问题。\n\n{table}")]},
                         as_node="reply")
        app.update_state(config, {"messages": [SystemMessage(notice)]}, as_node="reply")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="reply")
        app.invoke({"messages": [HumanMessage(question)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


class BerthReply(BaseModel):
    """The harbour office's reply to a skipper."""

    answer: str = Field(description="the reply to the skipper, in one or two sentences")
    cost_gbp: float | None = Field(default=None, description="the total cost in pounds, when the skipper asks a price")


def _berth_schema(page: str, question: str):
    """``with_structured_output(BerthReply, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(BerthReply, include_raw=True).invoke([
            SystemMessage(f"You staff the marina's harbour office. The visitor berth rates page:\n\n{page}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


class CarAnswer(BaseModel):
    """The club's reply to a member."""

    answer: str = Field(description="the answer to the member's question")


def _car_agent(rates: str, question: str):
    """``create_agent`` with the learner's search tool over the rates file's top-level keys (the
    two keys whose JSON shares most words with the query) and ``response_format=CarAnswer``. The
    agent must search: with no tool result in the run the outcome is an empty reply (wrong)."""
    data = json.loads(rates)
    parts = [f'"{key}": {json.dumps(value, ensure_ascii=False)}' for key, value in data.items()]

    @tool
    def look_up_rates(query: str) -> str:
        """Look up the car club's rates file (membership, cars, rules, changes) for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in p.lower() for w in words), i) for i, p in enumerate(parts)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n".join(parts[i] for i in best) or "No matching part of the rates file."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [look_up_rates], system_prompt="You help members of the car club. Look the rates "
                             "up before you answer, and answer only from them.", response_format=CarAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "look_up_rates" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, CarAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


def _bb_history(rules: str, history: tuple[str, ...], question: str):
    """``ChatPromptTemplate.from_messages``: the house rules in the system prompt, an optional
    ``MessagesPlaceholder("history")`` of earlier turns, then the guest's question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Sei l'assistente del B&B. Rispondi nella lingua dell'ospite, usando solo il regolamento.\n\n"
                       "{rules}"),
            MessagesPlaceholder("history", optional=True),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        inputs = {"rules": rules, "question": question} | ({"history": msgs} if msgs else {})
        return (prompt | llm).invoke(inputs)

    return run


class PianoState(TypedDict):
    email: str
    asks: list[str]
    replies: Annotated[list, operator.add]
    wanted: str


class PianoAsk(TypedDict):
    email: str
    n: int
    ask: str


def _piano_fanout(email: str, question: str):
    """A ``plan`` node, then a ``Send`` fan-out from it: a warm-up question ("Who is the tuner?")
    and the asked one go to ``answer`` in parallel; an ``operator.add`` reducer gathers (n, text);
    ``pick`` keeps the asked one's text."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def plan(s: PianoState):
            return {"asks": ["Who is the tuner?", question]}

        def fan(s: PianoState):
            return [Send("answer", {"email": s["email"], "n": n, "ask": q}) for n, q in enumerate(s["asks"])]

        def answer(s: PianoAsk):
            msg = llm.invoke([SystemMessage("You help Simon with family admin. The email his sister forwarded him:"
                                            f"\n\n{s['email']}"), HumanMessage(s["ask"])])
            return {"replies": [(s["n"], _text(msg))]}

        def pick(s: PianoState):
            return {"wanted": dict(s["replies"]).get(1, "")}

        g = StateGraph(PianoState)
        g.add_node("plan", plan)
        g.add_node("answer", answer)
        g.add_node("pick", pick)
        g.add_edge(START, "plan")
        g.add_conditional_edges("plan", fan, ["answer"])
        g.add_edge("answer", "pick")
        g.add_edge("pick", END)
        out = g.compile().invoke({"email": email, "asks": [], "replies": [], "wanted": ""})
        return AIMessage(out["wanted"])

    return run


def _darts_parallel(table: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the number of
    teams in the table (a learner's ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the darts league's results secretary. The league table (tab-separated):\n\n{table}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                teams=RunnableLambda(lambda x: sum(1 for ln in x["table"].splitlines()
                                                                   if ln[:1].isdigit())))
        return AIMessage(both.invoke({"table": table, "question": question})["answer"])

    return run


class GigState(TypedDict):
    question: str
    reply: str


def _gig_routed(chat: str, question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends a "who" question to ``names``
    (names only), a "how much / how long / how many" question to ``figures`` (work the figure
    out) and any other to ``facts``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: GigState):
                msg = llm.invoke([SystemMessage(f"{instruction} The band's channel export is below; later messages "
                                                f"and edits win.\n\n{chat}"), HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: GigState) -> str:
            q = s["question"].strip().lower()
            if q.startswith("who"):
                return "names"
            return "figures" if q.startswith(("how much", "how long", "how many")) else "facts"

        g = StateGraph(GigState)
        g.add_node("names", node("Answer with the band member's name only."))
        g.add_node("figures", node("Work the figure out and give it."))
        g.add_node("facts", node("Answer the band member briefly."))
        g.add_conditional_edges(START, route, {"names": "names", "figures": "figures", "facts": "facts"})
        for name in ("names", "figures", "facts"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class CatteryState(TypedDict):
    question: str
    reply: str


def _cattery_store(terms: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the cattery's prices and terms saved under
    ("cattery", "whiskers-rest") / "terms-2031"; the ``desk`` node finds it with ``store.search``
    and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("cattery", "whiskers-rest"), "terms-2031", {"text": terms})

        def desk(s: CatteryState, *, store: BaseStore):
            items = store.search(("cattery", "whiskers-rest"))
            text = "\n\n".join(item.value["text"] for item in items)
            msg = llm.invoke([SystemMessage(f"You answer the cattery's phone. Its prices and terms:\n\n{text}"),
                              HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(CatteryState)
        g.add_node("desk", desk)
        g.add_edge(START, "desk")
        g.add_edge("desk", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


# --- documents ------------------------------------------------------------------------------------

TAILOR = """STITCH & MEND ALTERATIONS - 41 Coppergate, York - JOB CARD
Job no. A-2291    Customer: Ms Hannah Okafor    Tel. 07700 900418
Taken in: Thu 3 April 2031 (Dev)    Ready: Sat 12 April 2031, after 11 am

 #  Item                                             Price
 1  Navy dress: take in at the waist                 £28
 2  Navy dress: shorten hem by 5 cm                  ~~£22~~  £26  (lined - two layers to do)
 3  Grey suit trousers x 2 pairs: shorten            £12 a pair
 4  Wool coat: replace the lining                    ~~£65~~  customer cancelled 5 Apr
 5  Jeans: patch on the left knee                    £9
 6  Shirt: 7 new buttons                             £1.50 each

Express service (48 hours): add 50% - NOT asked for.
Paid at drop-off: £20.
Uncollected items are kept for 60 days from the ready date, then given to charity.
Fitting: Hannah to come back on Tue 8 April at 5.30 pm.
Shoes: she will wear 7 cm heels with the dress."""

ZH_TUTOR = """启航教育 2031年暑期补习班收费表
地址:新华路66号三楼(工商银行楼上)  咨询电话:0571-8623 4417

| 科目 | 年级 | 课时 | 每课时收费 |
| 数学 | 初一至初三 | 20课时 | 80元 |
| 英语 | 初一至初三 | 20课时 | 75元 |
| 物理 | 初二至初三 | 16课时 | 90元 |
| 作文 | 小学五、六年级 | 12课时 | 60元 |

说明:
1. 每课时90分钟;暑期班7月7日开课,8月22日结课。
2. 同时报两科及以上,学费总价打九折。
3. 资料费每科100元,另收,不打折。
4. 开课前退费全额退还;开课后按剩余课时退,资料费不退。
5. 每班不超过12人,满员即止。"""

ZH_NOTICE = "补充通知(6月20日):物理班由16课时增加到18课时,每课时收费不变;英语班已满员,不再接受报名。"

MARINA = """==========================================
Porthallow Marina - visitor berth rates 2031
==========================================

+-------------------+------------------+---------------------+
| Boat length (LOA) | Per night        | Per week (7 nights) |
+===================+==================+=====================+
| up to 8 m         | £24              | £140                |
+-------------------+------------------+---------------------+
| 8 m to 10 m       | £31              | £185                |
+-------------------+------------------+---------------------+
| 10 m to 12 m      | £38              | £230                |
+-------------------+------------------+---------------------+
| over 12 m         | £4.20 per metre  | £25 per metre       |
+-------------------+------------------+---------------------+

* Rates include water and showers. Shore power is £5 a night (16 A).
* Multihulls pay one and a half times the monohull rate.
* Short stay (arrive after 9 am, leave by 5 pm the same day): half the nightly rate.
* The harbour office listens on VHF channel 80, 08:00-20:00 in season.

.. note:: From 1 July 2031 the nightly rate for 10 m to 12 m is £40."""

CARSHARE = """{
  "club": "Wheelshare Harrogate",
  "updated": "2031-03-01",
  "membership": {"monthly_fee_gbp": 6, "joining_fee_gbp": 25, "min_age": 21, "licence_held_years": 2},
  "cars": [
    {"type": "small", "model": "Toyota Yaris Hybrid", "per_hour_gbp": 5.5, "per_day_gbp": 45, "per_mile_gbp": 0.22},
    {"type": "estate", "model": "Skoda Octavia Estate", "per_hour_gbp": 7.0, "per_day_gbp": 58, "per_mile_gbp": 0.25},
    {"type": "van", "model": "Ford Transit Custom", "per_hour_gbp": 9.0, "per_day_gbp": 72, "per_mile_gbp": 0.3,
     "note": "drivers aged 25 and over only"}
  ],
  "rules": {"free_miles_per_booking": 30, "late_return_fee_gbp": 20,
            "fuel": "included; leave at least a quarter of a tank",
            "night_hours": "22:00-07:00 charged at half the hourly rate"},
  "changes": ["2031-04-01: the van's per_day_gbp goes up from 72 to 78"]
}"""

BB = """B&B Il Glicine - Via dei Tintori 14, Lucca
Regolamento della casa

Check-in: dalle 15:00 alle 20:00. Arrivo dopo le 20:00: supplemento di 20 euro, da concordare prima.
Check-out: entro le 10:30.
Colazione: dalle 8:00 alle 9:30 nella sala comune, inclusa nel prezzo.
Tassa di soggiorno: 2,50 euro a persona a notte, per un massimo di 5 notti; esenti i bambini sotto i 14 anni.
Animali: non ammessi.
Silenzio: dalle 23:00 alle 7:00.
Parcheggio: non disponibile; garage convenzionato in Via Pisana, 15 euro al giorno.
Biciclette: gratuite per gli ospiti, fino a esaurimento.
Wi-Fi: rete "Glicine-Ospiti", la password è sul frigorifero.

Aggiornamento del 1 giugno: la colazione ora è servita fino alle 10:00."""

PIANO = """From: Ruth Adler
To: Simon Adler
Subject: Fwd: Piano tuning - Mum's Bechstein
Date: Mon 9 Jun 2031 19:40

Si - see below from the tuner. I've said yes to Thursday. Can you be
at Mum's to let him in? I'm at work till 6. He also says the hammers
need work; I've told him just the tuning this time and we'll decide
about the rest after Christmas.

R.

---------- Forwarded message ---------
From: Gareth Lloyd <gareth@lloydpianos.example>
Date: Mon, 9 Jun 2031 at 14:05
Subject: Re: Piano tuning - Mum's Bechstein
To: Ruth Adler

Dear Ruth,

Thursday 12 June at 4 pm is fine. A standard tuning is £85; as it
hasn't been tuned for three years it will need a pitch raise first,
which is £40 extra. Regulating the hammers would be a further £180 -
I'd recommend it, but it can wait. Payment by bank transfer within
7 days of the visit, please.

Kind regards,
Gareth

---------- Forwarded message ---------
From: Ruth Adler
Date: Sun, 8 Jun 2031 at 21:17
Subject: Piano tuning - Mum's Bechstein
To: gareth@lloydpianos.example

Hello, my mother's Bechstein upright (built 1962) needs tuning. She
lives at 27 Alma Terrace, Bath. Could you come one afternoon next week?"""

DARTS = """# Thursday Darts League, Division 2 - table after week 14 of 18
# a win is 2 points, a draw 1; Harp & Crown had 2 points deducted for fielding an unregistered player
pos\tteam\tplayed\twon\tdrawn\tlost\tlegs_for\tlegs_against\tpts
1\tThe Red Lion A\t14\t10\t2\t2\t121\t77\t22
2\tFox & Hounds\t14\t9\t3\t2\t115\t81\t21
3\tHarp & Crown\t14\t10\t1\t3\t118\t80\t19
4\tThe Wheatsheaf\t13\t7\t2\t4\t102\t88\t16
5\tRailway Tavern\t14\t5\t1\t8\t90\t106\t11
6\tThe Red Lion B\t14\t2\t1\t11\t70\t126\t5
7\tCrooked Billet\t13\t1\t0\t12\t64\t122\t2"""

GIG = """#gigs - channel export - wedding at Thornbury Barn, Sat 14 June 2031
Mira  10:02  Confirmed with the couple: we play 8 pm to 11 pm, three 45-minute sets. Fee is £1,200 for the five of us.
Mira  10:03  Load-in from 5 pm, parking behind the barn.
Jonah  10:15  I'll drive the PA over in the van.
Kel  10:21  Dinner's provided for the band at 6.30 (edited)
Kel  10:22  ^ sorry, 7 pm now - the caterers just moved it
Priyanka  10:40  I'll bring the spare keyboard stand
Dom  11:05  Can't do this one, it's my sister's graduation. I've asked Lewis to dep on bass.
Lewis  11:30  Happy to dep! Same fee as everyone else?
Mira  11:34  Yes Lewis, an equal share.
Jonah  12:01  Van's booked. Petrol is £40, which comes off the top before we split the fee. (edited)"""

CATTERY = """WHISKERS REST BOARDING CATTERY - Prices and Terms 2031

Prices, per cat per day:
  Standard chalet ................ £14.50
  Deluxe chalet (heated, window) .. £18.00
  Second cat sharing a chalet ..... £10.00
Medication: £2 a day. Insulin injections: £4 a day.
The day of arrival and the day of departure are both charged as full days.

TERMS & CONDITIONS
1. Every cat must be vaccinated against cat flu and enteritis, with the
   last booster no more than 12 months before the stay and at least
   14 days before arrival. Please bring the vaccination card.
2. A deposit of 25% is due when the booking is made. It is refunded
   only if the booking is cancelled 14 days or more before arrival.
3. Collection is between 9 am and 12 noon or 4 pm and 6 pm, never on
   Sundays. A cat not collected on the agreed day is charged for the
   extra day at the full rate.
4. Cats over 15 years old are taken only with a vet's letter written
   within the last 3 months."""


_TAILOR_DUMP = ("07700 900418", "7 cm heels")
_ZH_DUMP = ("新华路66号", "0571-8623 4417")
_MARINA_DUMP = ("VHF channel 80", "08:00-20:00")
_CAR_DUMP = ("Wheelshare Harrogate", "Skoda Octavia")  # a dump holds both (``_not_all``): searches hand back neighbours
_BB_DUMP = ("Via dei Tintori", "Glicine-Ospiti")
_PIANO_DUMP = ("Kind regards", "Alma Terrace")  # mended after the first run: was the tuner's email address
_DARTS_DUMP = ("Thursday Darts League", "Railway Tavern")  # mended after the first run: was a column name
_GIG_DUMP = ("parking behind the barn", "spare keyboard stand")  # mended after the first run: was the venue
_CAT_DUMP = ("WHISKERS REST", "vaccination card")


def _amount(number: str):
    """An amount ``number`` with its pence ("97.5" matches "97.50", "£97.50", "97,50"; not "197.50")."""
    whole, _, pence = number.partition(".")
    return _re(rf"(?<![\d.,]){whole}[.,]{pence}0?(?!\d)")


def _euro(number: str):
    """An amount in euros ("15 euro", "€15", "15,00 €"; a time such as "15:00" is no amount)."""
    return _re(rf"(?<![\d.,:])(?:€ ?|eur(?:o|os)? ?){number}(?:[.,]00)?(?![\d:]|[.,]\d)|"
               rf"(?<![\d.,:]){number}(?:[.,]00)? ?(?:€|eur)")


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Chinese or Italian "yes" words, where a
    whole-word test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*").startswith(openings)


GROUNDED = [
    # an alterations shop's job card (struck-through, re-priced items) through prompt | llm | StrOutputParser
    Case("tailor-total", _card_chain(TAILOR, "What's the total for everything you're still doing for me?"),
         _both(_amount("97.5"), _none_of(*_TAILOR_DUMP, "162.50", "93.50"))),
    Case("tailor-balance", _card_chain(TAILOR, "How much will I owe when I come to collect?"),
         _both(_amount("77.5"), _none_of(*_TAILOR_DUMP))),
    Case("tailor-hem", _card_chain(TAILOR, "How much is the hem on the dress?"),
         _both(_new_not_old(r"(?<![\d.])26(?![\d])", r"(?<![\d.])22(?![\d])"), _none_of(*_TAILOR_DUMP))),
    Case("tailor-coat", _card_chain(TAILOR, "Is the coat lining still being done?"),
         _both(_denies("cancelled", "canceled", "not being", "isn't being", "won't", "will not", "no longer"),
               _none_of(*_TAILOR_DUMP))),
    Case("tailor-fitting", _card_chain(TAILOR, "When do I come back for my fitting?"),
         _both(_re(r"8(th)? april|april 8|tue(sday)?"), _re(r"5[.:]30"), _none_of(*_TAILOR_DUMP))),
    Case("tailor-buttons", _card_chain(TAILOR, "How much for the buttons on the shirt?"),
         _both(_amount("10.5"), _none_of(*_TAILOR_DUMP))),
    Case("tailor-charity", _card_chain(TAILOR, "If I can't get in to pick things up, until what date will you keep "
                                               "them?"),
         _both(_re(r"\b1[01](th)? june|june 1[01](th)?\b|1[01]/06/2031|2031-06-1[01]"), _none_of(*_TAILOR_DUMP))),
    Case("tailor-hours-absent", _card_chain(TAILOR, "What time do you close on Saturdays?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_TAILOR_DUMP))),
    # a Chinese tutoring centre's fee table in a checkpointed StateGraph thread (a notice added with update_state)
    Case("zh-math", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "数学班学费一共多少钱?不算资料费。"),
         _both(_re(r"(?<![\d.,])1,?600(?!\d)|一千六"), _none_of(*_ZH_DUMP))),
    Case("zh-two", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "孩子报数学和英语两科,打折以后学费多少?资料费另算。"),
         _both(_re(r"(?<![\d.,])2,?790(?!\d)"), _none_of(*_ZH_DUMP))),
    Case("zh-physics-hours", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "物理班现在一共多少课时?"),
         _both(_new_not_old(r"(?<![\d.])18(?![\d.])|十八", r"(?<![\d.])16(?![\d.])|十六"), _none_of(*_ZH_DUMP))),
    Case("zh-physics-fee", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "那整个物理班学费一共多少?",
                                         ("物理班每课时多少钱?", "物理班每课时90元。")),
         _both(_re(r"(?<![\d.,])1,?620(?!\d)"), _none_of(*_ZH_DUMP, "1440", "1,440"))),
    Case("zh-english", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "英语班还能报名吗?"),
         _both(_any("满员", "已满", "不再接受", "不能", "报不了"), _lead("可以", "能报", "还能", "Yes", "yes"),
               _none_of(*_ZH_DUMP))),
    Case("zh-grade", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "我女儿上小学四年级,可以报作文班吗?"),
         _both(_any("五、六年级", "五六年级", "五年级", "不能", "不可以", "不行", "不符合"), _lead("可以", "能", "Yes", "yes"),
               _none_of(*_ZH_DUMP))),
    Case("zh-refund", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "开课以后要退费的话,资料费能退吗?"),
         _both(_any("不退", "不能退", "不予退", "不可以退", "不会退"), _lead("可以", "能退", "Yes", "yes"), _none_of(*_ZH_DUMP))),
    Case("zh-teacher-absent", _tutor_thread(ZH_TUTOR, ZH_NOTICE, "数学课是哪位老师上?"),
         _both(_absent(*_ZH_NOT_GIVEN, *_NOT_GIVEN), _none_of(*_ZH_DUMP))),
    # a marina's berth rates as a reStructuredText grid table through with_structured_output(include_raw=True)
    Case("marina-9m", _berth_schema(MARINA, "My boat is 9.2 m long. What's one night?"),
         _both(_n("31"), _none_of(*_MARINA_DUMP, "£24", "£38"))),
    Case("marina-july", _berth_schema(MARINA, "We're 11 m and coming in on 14 July for one night. How much?"),
         _both(_new_not_old(r"(?<![\d.])40(?![\d])", r"(?<![\d.])38(?![\d])"), _none_of(*_MARINA_DUMP))),
    Case("marina-week-power", _berth_schema(MARINA, "A 7.5 m yacht for a week, plugged into shore power every "
                                                    "night. What's the total?"),
         _both(_n("175"), _none_of(*_MARINA_DUMP))),
    Case("marina-cat", _berth_schema(MARINA, "We sail a 9 m catamaran. What's a night?"),
         _both(_amount("46.5"), _none_of(*_MARINA_DUMP))),
    Case("marina-14m", _berth_schema(MARINA, "How much is a night for a 14 m boat?"),
         _both(_amount("58.8"), _none_of(*_MARINA_DUMP))),
    Case("marina-short", _berth_schema(MARINA, "Just stopping for lunch - in at 11, out by 3. The boat's 7 m. What "
                                               "do we pay?"),
         _both(_re(r"(£|gbp) ?12(\.00)?(?!\d|\.\d)|(?<![\d.])12(\.00)? (pounds|gbp)"), _none_of(*_MARINA_DUMP))),
    Case("marina-diesel-absent", _berth_schema(MARINA, "What's the price of diesel at the fuel berth?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_MARINA_DUMP))),
    # a car-share club's JSON rates behind create_agent with a search tool and response_format
    Case("car-small-3h", _car_agent(CARSHARE, "What does the small car cost for 3 hours, not counting the miles?"),
         _both(_amount("16.5"), _not_all(*_CAR_DUMP))),
    Case("car-van-day", _car_agent(CARSHARE, "How much is a day in the van now?"),
         _both(_new_not_old(r"(?<![\d.])78(?!\d)", r"(?<![\d.])72(?!\d)"), _not_all(*_CAR_DUMP))),
    Case("car-miles", _car_agent(CARSHARE, "I'm taking the estate 80 miles on one booking. What will the miles "
                                           "cost me?"),
         _both(_amount("12.5"), _not_all(*_CAR_DUMP))),
    Case("car-van-age", _car_agent(CARSHARE, "I'm 23. Can I book the van?"),
         _both(_denies("25 and over", "aged 25", "25 or over", "too young", "not old enough", "must be 25",
                       "at least 25", "over 25"), _not_all(*_CAR_DUMP))),
    Case("car-join", _car_agent(CARSHARE, "What do I pay to join, together with the first month's fee?"),
         _both(_n("31"), _not_all(*_CAR_DUMP))),
    Case("car-night", _car_agent(CARSHARE, "What's the hourly rate for the small car at 11 at night?"),
         _both(_amount("2.75"), _not_all(*_CAR_DUMP))),
    Case("car-insurance-absent", _car_agent(CARSHARE, "How much is the insurance excess?"),
         _both(_absent(*_NOT_GIVEN, "no matching part"), _not_all(*_CAR_DUMP))),  # mended after the first run
    # an Italian B&B's house rules through ChatPromptTemplate with an optional MessagesPlaceholder
    Case("bb-tax-family", _bb_history(BB, (), "We're two adults and our son, who's 10, staying 3 nights. How much is "
                                              "the tourist tax?"),
         _both(_euro("15"), _none_of(*_BB_DUMP, "22,50", "22.50"))),
    Case("bb-tax-week", _bb_history(BB, (), "Two of us for seven nights - what's the tourist tax altogether?"),
         _both(_euro("25"), _none_of(*_BB_DUMP, "35"))),
    Case("bb-breakfast", _bb_history(BB, (), "Until what time is breakfast served?"),
         _both(_new_not_old(r"10[:.]00|\b10 ?am\b", r"9[:.]30"), _none_of(*_BB_DUMP))),
    Case("bb-late", _bb_history(BB, (), "Our flight lands late, so we'll get there about half past nine in the "
                                        "evening. Is there an extra charge?"),
         _both(_euro("20"), _not_opening("no"), _none_of(*_BB_DUMP))),
    Case("bb-parking-it", _bb_history(BB, (), "Quanto costa il parcheggio per tre giorni?"),
         _both(_euro("45"), _none_of(*_BB_DUMP))),
    Case("bb-checkout", _bb_history(BB, ("What time can we check in?", "Check-in is from 15:00 to 20:00."),
                                    "and by when do we have to leave on the last day?"),
         _both(_re(r"10[:.]30"), _none_of(*_BB_DUMP))),
    Case("bb-room-absent", _bb_history(BB, (), "How much is a double room per night?"),
         _both(_absent(*_NOT_GIVEN, *_IT_NOT_GIVEN), _none_of(*_BB_DUMP))),
    # a forwarded email thread (forwarded-message parts, newest first) through a Send fan-out
    Case("piano-when", _piano_fanout(PIANO, "When is the tuner coming?"),
         _both(_re(r"thu(rsday)?|12(th)? june|june 12"), _re(r"\b4 ?pm|16[:.]00|4 o'clock|four"),
               _none_of(*_PIANO_DUMP))),
    Case("piano-cost", _piano_fanout(PIANO, "What will we owe Gareth for this visit?"),
         _both(_n("125"), _none_of(*_PIANO_DUMP, "305"))),
    Case("piano-hammers", _piano_fanout(PIANO, "Is he sorting out the hammers on Thursday?"),
         _both(_denies("just the tuning", "only the tuning", "not this time", "after christmas", "won't", "isn't",
                       "will not"), _none_of(*_PIANO_DUMP))),
    Case("piano-pay-by", _piano_fanout(PIANO, "By what date do we have to pay him?"),
         _both(_re(r"19(th)? june|june 19|19/06|2031-06-19"), _none_of(*_PIANO_DUMP))),
    Case("piano-let-in", _piano_fanout(PIANO, "Who's letting the tuner in?"),
         _both(_word("simon", "you"), _none_of(*_PIANO_DUMP, "ruth will let", "ruth is letting"))),
    Case("piano-age", _piano_fanout(PIANO, "How old is Mum's piano?"),
         _both(_word("69", "sixty-nine"), _none_of(*_PIANO_DUMP))),
    Case("piano-phone-absent", _piano_fanout(PIANO, "What's Gareth's phone number?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PIANO_DUMP))),
    # a darts league table as TSV through RunnableParallel
    Case("darts-top", _darts_parallel(DARTS, "Who's top of the table?"),
         _both(_any("red lion a"), _none_of(*_DARTS_DUMP))),
    Case("darts-harp", _darts_parallel(DARTS, "How many points would Harp & Crown have without the deduction?"),
         _both(_n("21"), _none_of(*_DARTS_DUMP, "fox & hounds"))),
    Case("darts-draws", _darts_parallel(DARTS, "Which team has drawn the most matches?"),
         _both(_any("fox & hounds", "fox and hounds"), _none_of(*_DARTS_DUMP))),
    Case("darts-legdiff", _darts_parallel(DARTS, "What's the Wheatsheaf's leg difference?"),
         _both(_re(r"(?<![\d.])\+?14(?!\d)"), _none_of(*_DARTS_DUMP))),
    Case("darts-left", _darts_parallel(DARTS, "How many matches has the Wheatsheaf still got to play?"),
         _both(_word("5", "five"), _none_of(*_DARTS_DUMP))),
    Case("darts-under-ten", _darts_parallel(DARTS, "How many teams have fewer than 10 points?"),
         _both(_either(_re(r"^\W*(2|two)\W*$"), _re(r"\b(2|two) teams"), _both(_any("red lion b"), _any("crooked billet"))),
               _none_of(*_DARTS_DUMP, "3 teams", "three teams"))),
    Case("darts-captain-absent", _darts_parallel(DARTS, "Who's the Railway Tavern's captain?"),
         _both(_absent(*_NOT_GIVEN), _none_of("Thursday Darts League", "Crooked Billet"))),
    # a band's channel export (edited messages, a dep) in a StateGraph with a three-way router edge
    Case("gig-share", _gig_routed(GIG, "How much does each of us get after the petrol?"),
         _both(_n("232"), _none_of(*_GIG_DUMP, "£240"))),
    Case("gig-dinner", _gig_routed(GIG, "What time's dinner for the band?"),
         _both(_new_not_old(r"\b7 ?pm\b|19[:.]00|7 o'clock|\b7\b", r"6[.:]30"), _none_of(*_GIG_DUMP))),
    Case("gig-bass", _gig_routed(GIG, "Who is playing bass at the wedding?"),
         _both(_new_not_old(r"\blewis\b", r"\bdom\b"), _none_of(*_GIG_DUMP))),
    Case("gig-pa", _gig_routed(GIG, "Who's bringing the PA?"),
         _both(_word("jonah"), _none_of(*_GIG_DUMP, "priyanka"))),
    Case("gig-playing", _gig_routed(GIG, "How long do we actually play for, in total?"),
         _both(_re(r"135 min|2 hours? (and )?15|2 ?h ?15|two hours and (a quarter|fifteen)|2 ?hrs? 15|2\.25 hours"),
               _none_of(*_GIG_DUMP))),
    Case("gig-dom", _gig_routed(GIG, "Is Dom playing at the wedding?"),
         _both(_denies("can't", "cannot", "not playing", "isn't", "graduation", "lewis"), _none_of(*_GIG_DUMP))),
    Case("gig-dress-absent", _gig_routed(GIG, "What's the dress code for the wedding?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_GIG_DUMP))),
    # a boarding cattery's prices and hard-wrapped terms read from an InMemoryStore by a graph node
    Case("cat-two-deluxe", _cattery_store(CATTERY, "Two cats sharing a deluxe chalet, in on 4 August and out on "
                                                   "10 August. What will it cost?"),
         _both(_n("196"), _none_of(*_CAT_DUMP, "168"))),
    Case("cat-insulin", _cattery_store(CATTERY, "My cat needs insulin. A standard chalet for 5 days - what's the "
                                                "total?"),
         _both(_amount("92.5"), _none_of(*_CAT_DUMP))),
    Case("cat-deposit", _cattery_store(CATTERY, "The stay comes to £140. How much deposit do I pay now?"),
         _both(_n("35"), _none_of(*_CAT_DUMP))),
    Case("cat-sunday", _cattery_store(CATTERY, "Can I collect her on Sunday afternoon?"),
         _both(_denies("never on sunday", "not on sunday", "no sunday", "can't collect on", "cannot collect on",
                       "closed on sunday", "not possible"), _none_of(*_CAT_DUMP))),
    Case("cat-booster", _cattery_store(CATTERY, "Her booster is only 8 days before she arrives. Is that OK?"),
         _both(_denies("at least 14 days", "14 days", "too recent", "too close", "not ok", "isn't ok", "not enough"),
               _none_of(*_CAT_DUMP))),
    Case("cat-cancel", _cattery_store(CATTERY, "If I cancel ten days before, is my deposit refunded?"),
         _both(_denies("not refunded", "isn't refunded", "non-refundable", "won't", "only if", "14 days or more"),
               _none_of(*_CAT_DUMP))),
    Case("cat-old", _cattery_store(CATTERY, "My cat is 16. Can she still board with you?"),
         _both(_not_opening("no"), _any("vet's letter", "vet letter", "letter from your vet", "letter from a vet",
                                        "letter from the vet"), _none_of(*_CAT_DUMP))),
    Case("cat-food-absent", _cattery_store(CATTERY, "What food do you feed the cats?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_CAT_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_bike_service(bike_id: str, day: date, drop_off: str) -> str:
    """Book a bike in for a service at the shop. drop_off is the 24-hour HH:MM time the bike is brought in."""
    return "booked"


@tool
def split_bill(total_gbp: float, people: int) -> str:
    """Split a bill evenly between a number of people."""
    return "split"


@tool
def start_timer(minutes: int) -> str:
    """Start a kitchen timer for a number of minutes."""
    return "started"


@tool
def send_parcel(weight_kg: float, length_cm: float) -> str:
    """Get a quote for sending a parcel, by its weight in kilograms and its longest side in centimetres."""
    return "quoted"


@tool
def book_table(people: int, time: str, high_chair: bool) -> str:
    """Book a restaurant table for tonight. time is 24-hour HH:MM."""
    return "booked"


@tool
def set_heating(celsius: float, until: str) -> str:
    """Turn the heating on at a temperature in degrees Celsius until a 24-hour HH:MM time."""
    return "on"


@tool
def top_up_card(card_number: str, amount_gbp: float) -> str:
    """Top up a travel card with money."""
    return "topped up"


@tool
def order_water(bottles: int, day: date, floor: int) -> str:
    """订桶装水送货上门。bottles 是桶数,day 是送货日期,floor 是楼层。"""
    return "ordered"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


def _same_id(value: str):
    return lambda v: re.sub(r"\s", "", str(v)).upper() == re.sub(r"\s", "", value).upper()


TOOLS = [
    Case("tool-bike", _calls([book_bike_service], "Today is Wednesday 9 July 2031. Book my bike BK-7731 in for a "
                                                  "service next Tuesday - I'll drop it off at half eight in the "
                                                  "morning."),
         _call("book_bike_service", bike_id=_same_id("BK-7731"), day=lambda v: str(v) == "2031-07-15",
               drop_off=_hhmm("08:30"))),
    Case("tool-split", _calls([split_bill], "split the dinner bill - ninety-seven pounds sixty - between me, my wife "
                                            "and the Patels, there are four of them"),
         _call("split_bill", total_gbp=_num_near(97.6), people=_num_near(6))),
    Case("tool-timer", _calls([start_timer], "set a timer for an hour and a quarter"),
         _call("start_timer", minutes=_num_near(75))),
    Case("tool-parcel", _calls([send_parcel], "how much to send a parcel that weighs 3 lb 8 oz? it's 14 inches long"),
         _call("send_parcel", weight_kg=_num_near(1.588, 0.01), length_cm=_num_near(35.56, 0.1))),
    Case("tool-table", _calls([book_table], "table for four adults at half seven tonight - no high chair needed "
                                            "this time"),
         _call("book_table", people=_num_near(4), time=_hhmm("19:30"), high_chair=_false)),
    Case("tool-heating", _calls([set_heating], "put the heating on at 68 Fahrenheit until ten tonight"),
         _call("set_heating", celsius=_num_near(20, 0.1), until=_hhmm("22:00"))),
    Case("tool-top-up", _calls([top_up_card], "top up travel card 0042 7781 9003 with twenty quid"),
         _call("top_up_card", card_number=_same_id("004277819003"), amount_gbp=_num_near(20))),
    Case("tool-no-fit", _calls([split_bill, start_timer, book_table], "who wrote Middlemarch?"), _no_call),
    Case("tool-bike-missing", _calls([book_bike_service], "book my bike in for a service please"), _no_call),
    Case("tool-zh-water", _calls([order_water], "今天是2031年7月9日,星期三。大后天送三桶水到我家,我住十二楼。"),
         _call("order_water", bottles=_num_near(3), day=lambda v: str(v) == "2031-07-12", floor=_num_near(12))),
]


# --- structured output ----------------------------------------------------------------------------

class Suitcase(BaseModel):
    kg: float = Field(description="the suitcase's weight in kilograms")


class RollOrder(BaseModel):
    rolls: int = Field(description="how many bread rolls")


class Listing(TypedDict):
    bedrooms: Annotated[int, ..., "number of bedrooms"]
    pets_allowed: Annotated[bool, ..., "whether pets are allowed"]


class Ticket(BaseModel):
    priority: Literal["low", "normal", "urgent"] = Field(description="how urgent the request is")


class Commute(BaseModel):
    minutes_each_way: int = Field(description="the journey's length one way, in minutes")


class Lease(BaseModel):
    yuan_per_month: float = Field(description="月租,元")
    years: int = Field(description="租期,年")


STRUCTURED = [
    Case("schema-suitcase", _structured(Suitcase, "My suitcase came to 50 pounds on the bathroom scales."),
         _parsed(lambda s: abs(s.kg - 22.68) <= 0.1)),
    Case("schema-rolls", _structured(RollOrder, "Three half-dozens of the seeded rolls, please."),
         _parsed(lambda r: r.rolls == 18)),
    Case("schema-listing", _structured(Listing, "Two-bed flat above the bakery, newly painted. Sorry, no pets."),
         _parsed(lambda t: (t.get("bedrooms"), t.get("pets_allowed")) == (2, False) if isinstance(t, dict)
                 else False)),
    Case("schema-ticket", _structured(Ticket, "The server room is flooding - come now!"),
         _parsed(lambda t: t.priority == "urgent")),
    Case("schema-commute", _structured(Commute, "It takes me an hour and forty minutes each way on the train."),
         _parsed(lambda c: c.minutes_each_way == 100)),
    Case("schema-zh-lease", _structured(Lease, "月租三千二,合同签了两年。", "提取租房信息。"),
         _parsed(lambda p: abs(p.yuan_per_month - 3200) <= 0.01 and p.years == 2)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Supported(BaseModel):
    """Whether the source backs the claim."""

    supported: bool = Field(description="true only if the source says what the claim says")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-relevant", _ask("Is the passage relevant to the question? Answer RELEVANT or IRRELEVANT.\nQuestion: "
                                "How do I restart my router?\nPassage: Unplug the router, wait thirty seconds and "
                                "plug it back in; the lights come back on within two minutes."), _only("RELEVANT")),
    Case("grade-supported-false", _grader(Supported, "Check the claim against the source.",
                                          "CLAIM: The museum is free on Mondays.\n"
                                          "SOURCE: The museum is closed on Mondays; entry is £8 on other days."),
         _parsed(lambda g: g.supported is False)),
    Case("label-es", _ask("Clasifica el mensaje como QUEJA, PREGUNTA o ELOGIO. Responde solo con la etiqueta.\n"
                          "Mensaje: ¿A qué hora abren el domingo?"), _only("PREGUNTA")),
    Case("label-portuguese", _ask("Which language is this: IT, ES or PT? Reply with the code only.\nObrigado pela "
                                  "ajuda, até amanhã!"), _only("PT")),
    Case("label-low", _ask("Rate the urgency as HIGH, MEDIUM or LOW. One word.\nMessage: Whenever you get a "
                           "chance, could you update the link on the wiki page?"), _only("LOW")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-she", _thread("My neighbour Aled is 80 and his wife Bethan is 76.", "They sound lovely.",
                               "how old is she?"),
         _both(_word("76", "seventy-six"), _none_of("80", "eighty", "don't know"))),
    Case("thread-flight", _thread("My flight is BA 2694.", "Noted.", "Sorry, typo - it's BA 2649.", "No problem.",
                                  "what's my flight number?"),
         _new_not_old(r"BA ?2649", r"BA ?2694")),
    Case("thread-km", _thread("I ran 12 km on Monday.", "Nice!", "And another 8 km today.", "Great going.",
                              "how far is that altogether?"),
         _both(_re(r"(?<![\d.])20(?!\d)|twenty"), _none_of("don't know"))),
    Case("thread-zh-cat", _thread("我家的猫叫团团,三岁了。", "好可爱!", "我的猫叫什么名字?"),
         _both(_any("团团"), _none_of("不知道"))),
    Case("thread-teacher", _thread("I'm Farah - I teach year 4 at Elm Park Primary.", "Hi Farah!",
                                   "what year group do I teach?"),
         _both(_re(r"year 4\b|year four"), _none_of("don't know"))),
    Case("chat-what-are-you", _ask("what are you, exactly?"),
         _both(_any("simulator", "language model", "rule-based", "chat model", "an ai", "a program",
                    "an assistant", "a chatbot"), _none_of("don't know", "do not know", "i am a person",
                                                           "i'm a person", "i am human", "i'm human"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
