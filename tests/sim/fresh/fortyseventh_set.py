"""A forty-seventh invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held47``, from main at 51a15e7a) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a form and a program shape of its own:
a watch repairer's estimate (numbered items with the amounts written in words, ``[1]`` / ``[2]``
footnotes, a later phone note declining one item) through a learner's ``RunnableLambda`` tidy step
before ``prompt | llm | StrOutputParser``; a village flower and produce show's schedule (numbered
sections with sub-items a, b, c, prize money in words, an amendment changing one class and
withdrawing another) behind ``create_agent`` with the learner's search tool (the agent must call
it) and ``response_format``; a riding school's lesson prices as an HTML table (a later update of
one row) through ``with_structured_output(..., include_raw=True)`` of a learner's answer schema; a
Chinese scrap recycling station's price notice (废品回收价格公告: a numbered list, a 调价通知 added
later with ``update_state``) in a checkpointed ``MessagesState`` graph read with ``get_state``; a
Dutch ice rink's season notice (IJsbaan: bullet lists, prices with decimal commas, a later change
of Friday hours) through ``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder`` of
earlier turns; a portrait photographer's hard-wrapped email with quoted replies ("> ", ">> "; the
newest message moves the start) through a ``Send`` fan-out; a hockey club's INI membership
settings (a comment recording an AGM change) read from an ``InMemoryStore`` by a graph node; a
school fair's tombola volunteers' chat (timestamps, a drop-out, a swap) in a ``StateGraph`` whose
conditional edge routes "who" questions to a names-only prompt; a sprint duathlon's results as CSV
with ``#`` lines and a ``*`` penalty mark through ``RunnableParallel``.

Questions in everyday words: a value, a worked figure (a bill without two items, a crystal made
cheaper, a balance after a deposit, a validity date, a non-member's fee for four classes, prize
money for two places, cup points, two riders' fee, a block of six lessons, kilos of wet cardboard,
a sale of cardboard and of scrap iron, a family's entry, a saving on a ten-visit card, four
lessons, skate hire, a balance on the day, extra photos, instalments, a household under a cap,
a season of match fees, kit, a gap between two finishers, a time without its penalty, a bike
speed), a value changed by a later line, conditions (an age, a weight, a late payment, a
cancellation, a pick-up threshold, a closed afternoon), yes/no, counts, rankings, answers absent,
and follow-ups in threads.

A learner's tools: an invoice "one hundred and twelve pounds fifty", an alarm at "quarter to
seven, just on workdays", a weight of "12 stone 4", a pitch "this Friday ... leaving Sunday -
caravan, not a tent" with today stated, a renewal "for another fortnight", a transfer of "eighty
euros" to an IBAN with spaces, notifications muted "for a day and a half, and I mean everything",
pizzas for "me, my three flatmates and Jo's boyfriend", no tool fits, a value missing, a Chinese
badminton court booking (后天下午三点, 打两个小时) with today stated. Structured output of my own
schemas (375 °F into Celsius, "two dozen and a half", nights and adults in a ``TypedDict``, "I'm
not after my money back" as ``refund_wanted=False``, thirty-two feet into metres, 三斤半 for
二十一块). Graders and labels in my own wordings (ANSWERS / DOES_NOT_ANSWER, a structured
``on_topic`` bool, SALES / SUPPORT / BILLING, NL / SV / DA, 正面 / 负面 / 中性). Conversations ("he"
after a daughter and a son, a corrected permit number, books counted over two turns, a city in
Chinese, "are you a real person?").

Oracles as in the forty-first and forty-third sets, and strict: the asked result is required; a
reply that quotes most of its document, holds another row's value, or gives an operand instead of
the worked value is wrong (``_none_of`` rejects what a whole-document quote holds: two lines of
each document that no right answer needs; ``_not_all`` for the searched show schedule, whose search
hands back neighbouring sections); ``_absent`` (the material does not hold it: "I don't know" is
right), ``_no_call`` (no tool fits, a required value is missing). Classes: ``right``, ``limit`` (a
limit was stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was
right anyway is a false alarm, counted apart. So that a limit sentence cannot meet an oracle
through its own words (the forty-third over-counted five false alarms that way), every text
oracle here judges the reply with the simulator's limit sentences ("The offline simulator can't
...; a real model would ...") cut out (``_judged``): a reply that is only a limit sentence is never
"right anyway".

Before the commit that holds this set (message "... before first run") the oracles were tried
only on a right reply written by hand for 71 of the cases (all passed, also with a limit sentence
put before them), on each grounded case's whole document echoed back (none passed) and on a bare
limit sentence (none passed but the two no-call tool cases, where no call is right whatever is
said). The simulator was not run on the set before that commit.

FIRST SIGHT on main at 51a15e7a (the branch point of ``held47``; the set and its oracles committed
first in 384b10d5, then one run with ``-v``), 93 cases: right 22, stated limit 56, silently wrong 15,
false alarms 3. The harness did not crash and NO ORACLE WAS MENDED (none rejected a reply that was
right). Pinned at these counts in ``test_pins.py``. One oracle let a wrong reply through as right,
left as committed and named here: photo-people ("Extra edited photos are GBP 6 each. I could not
find anything about 'us' in the documents, so I don't know that part." meets ``_word("6")`` through
the price; the six people are in Sam's quoted "That would make us six"), so read the figures as 21
right and 16 wrong.

The silently wrong (15): watch-mineral (the sapphire line and its footnote "twenty-eight pounds
less", no 42), watch-test (the item line "Water-resistance test after the service: twelve pounds."
for "are you doing it?", the later note declining it not read), show-prize-two and show-cup-points
(the prize-money and trophy rule lines in the response format's ``answer``, no 3 pounds, no 7
points), show-rose ("Amendment ...: Class 2 is now SIX runner beans, not five. Class 9 (single rose
bloom) (This corrects what an earlier line says.)": the hard-wrapped amendment cut at its line end,
"is withdrawn this year" dropped), show-take-home ("I don't know: I could not find the answer to
that in the search results.": the learner's search never returned section 8's "Exhibits may be
removed from 4.30 pm", and the agent's three queries used only the question's words),
show-judge-absent ("b. Judging starts at 10 am; ..." for "who is judging?"), ride-semi-two (the
semi-private row, "£36" per rider, for two riders; ``price_gbp=42.0``, the private lesson's price),
rink-christmas ("I don't know." over "24, 25 en 31 december: gesloten": "rink" read as a thing no
document holds), photo-due (the "GBP 50 booking fee ...; the rest is due on the day" line, no 130),
photo-parents and photo-rain ("I don't know." over "at no extra charge" and "If it rains we move to
the following Sunday at no cost"), tombola-135 ("I don't know." over "Every ticket ending in 0 or 5
wins a prize"), du-penalty (Tomas's row quoted, no 1:05:40), tool-pizzas (``pizzas=3`` for "me, my
three flatmates and Jo's boyfriend"). The false alarms (3): tool-mute (``hours=36,
allow_urgent=False``, right, beside an argument limit on ``allow_urgent``), tool-no-fit and
tool-invoice-missing (no call, right, beside a knowledge limit and an argument limit). No limit
sentence met an oracle through its own words (``_judged``). Classes, code paths and proposed
mechanisms: ``FORTYSEVENTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortyseventh_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

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

# --- oracle helpers of this set -------------------------------------------------------------------

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
                     r"wijzig|niet meer|voorheen|eerder|"
                     r"改|原|更正|补充|取消|调整|调价|变更|以前|之前", re.I)


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
              "don't say", "don't mention", "isn't on the", "not on the", "no price", "no figure")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "不清楚", "无法确定", "没有给出", "未给出", "没有列出", "未列出", "不在回收", "没有列")

_NL_NOT_GIVEN = ("niet vermeld", "staat niet", "weet ik niet", "niet genoemd", "geen informatie", "wordt niet",
                 "niet aangegeven", "niets over", "geen gegevens")

# --- program shapes -------------------------------------------------------------------------------


def _tidied(estimate: str, question: str):
    """A learner's ``RunnableLambda`` tidy step (blank lines squeezed, runs of spaces made one,
    the question stripped) before ``prompt | llm | StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        def tidy(x: dict) -> dict:
            doc = re.sub(r"\n{3,}", "\n\n", x["estimate"])
            doc = re.sub(r"[ \t]{2,}", " ", doc)
            return {"estimate": doc, "question": x["question"].strip()}

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You work at the front desk of a watch repair shop. Answer the customer from their "
                       "estimate.\n\n{estimate}"),
            ("human", "{question}"),
        ])
        chain = RunnableLambda(tidy) | prompt | llm | StrOutputParser()
        return AIMessage(chain.invoke({"estimate": estimate, "question": "  " + question + "  "}))

    return run


def _sections(schedule: str) -> list[str]:
    """The schedule's blocks: the heading, each numbered section with its sub-items, the amendment."""
    blocks: list[str] = []
    for line in schedule.splitlines():
        if not line.strip():
            continue
        if re.match(r"^(\d+\.|Amendment)", line) or not blocks:
            blocks.append(line)
        else:
            blocks[-1] += "\n" + line
    return blocks


class ShowAnswer(BaseModel):
    """The show secretary's reply to an exhibitor."""

    answer: str = Field(description="the answer to the exhibitor's question")


def _show_agent(schedule: str, question: str):
    """``create_agent`` with the learner's keyword search tool over the schedule's sections (the
    three blocks sharing most words with the query, in schedule order) and
    ``response_format=ShowAnswer``. The agent must search: with no tool result in the run the
    outcome is an empty reply (wrong). The structured ``answer`` (else the last message's text)."""
    blocks = _sections(schedule)

    @tool
    def search_schedule(query: str) -> str:
        """Search the flower and produce show's schedule and rules for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in b.lower() for w in words), i) for i, b in enumerate(blocks)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:3] if score > 0)
        return "\n\n".join(blocks[i] for i in best) or "Nothing found in the schedule."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_schedule], system_prompt="You are the show secretary's helper. Search "
                             "the schedule before every answer, and answer only from what it says.",
                             response_format=ShowAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_schedule" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, ShowAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class RidingReply(BaseModel):
    """A reply to someone asking about riding lessons."""

    answer: str = Field(description="a short, friendly answer to the rider's question")
    price_gbp: float | None = Field(default=None, description="the price in pounds, if the question is about cost")


def _riding_schema(page: str, question: str):
    """``with_structured_output(RidingReply, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(RidingReply, include_raw=True).invoke([
            SystemMessage(f"You answer enquiries for the riding school. Its prices page:\n\n{page}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


def _amended_thread(notice: str, change: str, question: str):
    """A checkpointed ``MessagesState`` graph: the notice put on the thread with ``update_state``,
    the later price change put there the same way, then the question invoked; the reply read with
    ``get_state`` (the thread's last message)."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def chat(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("chat", chat)
        g.add_edge(START, "chat")
        g.add_edge("chat", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "huishou-07"}}
        app.update_state(config, {"messages": [SystemMessage(f"你是回收站的客服,根据公告回答顾客。\n\n{notice}")]},
                         as_node="chat")
        app.update_state(config, {"messages": [SystemMessage(change)]}, as_node="chat")
        app.invoke({"messages": [HumanMessage(question)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


def _rink_history(notice: str, history: list, question: str):
    """``ChatPromptTemplate.from_messages``: the system prompt holding the notice, a
    ``MessagesPlaceholder("history")`` (earlier turns, possibly none), then the question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help visitors of the ice rink. The rink's notice for this season:\n\n{notice}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        return (prompt | llm).invoke({"notice": notice, "history": msgs, "question": question})

    return run


class ShootState(TypedDict):
    email: str
    questions: list[str]
    answers: Annotated[list, operator.add]
    asked: str


class ShootItem(TypedDict):
    email: str
    n: int
    question: str


def _fanned(email: str, question: str):
    """A ``Send`` fan-out from ``START``: a warm-up question ("Who is the photographer?") and the
    asked one go to ``answer_one`` in parallel; an ``operator.add`` reducer gathers (n, text); a
    ``collect`` node picks the asked one's text."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def scatter(s: ShootState):
            return [Send("answer_one", {"email": s["email"], "n": n, "question": q})
                    for n, q in enumerate(s["questions"])]

        def answer_one(s: ShootItem):
            msg = llm.invoke([SystemMessage("You help Sam keep track of the family photo shoot. The latest email, "
                                            f"with the earlier ones quoted below it:\n\n{s['email']}"),
                              HumanMessage(s["question"])])
            return {"answers": [(s["n"], _text(msg))]}

        def collect(s: ShootState):
            return {"asked": dict(s["answers"]).get(1, "")}

        g = StateGraph(ShootState)
        g.add_node("answer_one", answer_one)
        g.add_node("collect", collect)
        g.add_conditional_edges(START, scatter, ["answer_one"])
        g.add_edge("answer_one", "collect")
        g.add_edge("collect", END)
        out = g.compile().invoke({"email": email, "questions": ["Who is the photographer?", question],
                                  "answers": [], "asked": ""})
        return AIMessage(out["asked"])

    return run


class ClubState(TypedDict):
    question: str
    answer: str


def _from_store(settings: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the club's settings file saved under
    ("club", "kingsmead") / "membership"; the ``desk`` node reads it from the store and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("club", "kingsmead"), "membership", {"ini": settings})

        def desk(s: ClubState, *, store: BaseStore):
            item = store.get(("club", "kingsmead"), "membership")
            msg = llm.invoke([SystemMessage("You are the hockey club's membership secretary. The club's settings "
                                            f"file:\n\n{item.value['ini']}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(ClubState)
        g.add_node("desk", desk)
        g.add_edge(START, "desk")
        g.add_edge("desk", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "answer": ""})["answer"])

    return run


class FairState(TypedDict):
    question: str
    answer: str


def _routed_chat(chat: str, question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends a question opening with "who"
    to ``names`` (a prompt asking for names only) and any other to ``facts``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def names(s: FairState):
            msg = llm.invoke([SystemMessage("Answer with people's names only, from the volunteers' chat below. "
                                            f"Later messages win.\n\n{chat}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        def facts(s: FairState):
            msg = llm.invoke([SystemMessage("You help the PTA run the tombola stall. Use the volunteers' chat "
                                            f"below; later messages win.\n\n{chat}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        def route(s: FairState) -> str:
            return "names" if s["question"].strip().lower().startswith("who") else "facts"

        g = StateGraph(FairState)
        g.add_node("names", names)
        g.add_node("facts", facts)
        g.add_conditional_edges(START, route, {"names": "names", "facts": "facts"})
        g.add_edge("names", END)
        g.add_edge("facts", END)
        return AIMessage(g.compile().invoke({"question": question, "answer": ""})["answer"])

    return run


def _parallel(results: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside a count of the
    results' data rows (a learner's logging branch, a ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer club members' questions about the race. The results file:\n\n{results}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(reply=prompt | llm | StrOutputParser(),
                                rows=RunnableLambda(lambda x: sum(1 for ln in x["results"].splitlines()
                                                                  if ln and not ln.startswith("#"))))
        return AIMessage(both.invoke({"results": results, "question": question})["reply"])

    return run


# --- documents ------------------------------------------------------------------------------------

WATCH = """TICKWELL & DAUGHTER - WATCH AND CLOCK REPAIRS, 4 Mercer Row, Ludlow
Repair estimate no. 7719 for Mr Idris Bello, dated 12 October 2038
Item: gent's automatic wristwatch, steel case, brown leather strap (handed in 10 October 2038)

1. Full service (strip, clean, oil, regulate): one hundred and sixty pounds [1]
2. New crown and stem: forty-five pounds
3. Replacement crystal, sapphire: seventy pounds [2]
4. Water-resistance test after the service: twelve pounds
5. New leather strap, brown, 20 mm: thirty-eight pounds (optional - only if you want it)

Total with the optional strap: three hundred and twenty-five pounds.
A deposit of fifty pounds is taken when you approve the estimate; the rest is paid on collection.
Please allow five to six weeks. This estimate is valid for 30 days from its date.

[1] The service carries a two-year guarantee on the movement. It does not cover the strap, the
crystal or water damage.
[2] A mineral crystal instead of sapphire is twenty-eight pounds less.

Note added 14 October 2038 (phone call, R. Tickwell): the customer declines the water-resistance
test - the watch will not be worn for swimming. Strap not wanted either."""

SHOW = """ASHBY PARVA HORTICULTURAL SOCIETY - 74th ANNUAL FLOWER AND PRODUCE SHOW
Saturday 20 August 2039 in the Village Hall. Schedule and rules.

1. Entries
   a. Entry forms to the Show Secretary (Mrs Gwen Pryce, 3 Orchard Close) by 6 pm on Wednesday 17 August.
   b. Entry fee: thirty pence per class for members, fifty pence per class for non-members.
   c. No more than two entries per exhibitor in any one class.
2. Staging and judging
   a. Exhibits are staged on the Saturday between 7 am and 9.30 am.
   b. Judging starts at 10 am; the hall is closed to exhibitors while the judges work.
   c. The hall opens to the public at 2 pm.
3. Prize money, the same in every class: first, two pounds; second, one pound fifty; third, one pound.
4. Vegetable classes
   a. Class 1: three onions, dressed, tops tied.
   b. Class 2: five runner beans, matched for length.
   c. Class 3: the heaviest marrow, weighed on the day.
5. Flower classes
   a. Class 8: a vase of three dahlias, any variety.
   b. Class 9: a single rose bloom.
6. Junior classes, for children under 12: free entry. Class 20 is a decorated wooden spoon; class 21 a
   miniature garden in a seed tray.
7. Trophies: the Hartley Cup goes to the exhibitor with the most points in the vegetable classes (a first
   scores 3 points, a second 2, a third 1); the Rose Bowl goes to the best exhibit in the show.
8. Prize-giving is at 4 pm. Exhibits may be removed from 4.30 pm, not before.

Amendment (notice of 1 August): Class 2 is now SIX runner beans, not five. Class 9 (single rose bloom)
is withdrawn this year."""

RIDING = """<h2>Brackenfold Riding School - lesson prices from 1 March 2039</h2>
<table>
  <tr><th>Lesson</th><th>Length</th><th>Price per rider</th><th>Notes</th></tr>
  <tr><td>Private lesson</td><td>30 min</td><td>&pound;42</td><td>one rider, one instructor</td></tr>
  <tr><td>Semi-private lesson</td><td>45 min</td><td>&pound;36</td><td>two riders of a similar level</td></tr>
  <tr><td>Group lesson</td><td>60 min</td><td>&pound;29</td><td>up to six riders; age 8 and over</td></tr>
  <tr><td>Lead-rein pony ride</td><td>20 min</td><td>&pound;18</td><td>ages 3 to 7; a parent walks alongside</td></tr>
  <tr><td>Hack (experienced riders)</td><td>90 min</td><td>&pound;55</td><td>must canter confidently</td></tr>
</table>
<p>Block booking: pay for five group lessons and get the sixth free (booked in advance only).</p>
<p>We cannot take riders over 15 stone (95 kg). Hats must meet PAS 015; a body protector is compulsory on
hacks.</p>
<p>Lessons cancelled with less than 24 hours' notice are charged in full.</p>
<p><strong>Update 20 March:</strong> the hack now costs &pound;60 and lasts two hours.</p>"""

ZH_RECYCLE = """绿源再生资源回收站 回收价格公告(2039年4月)
地址:东湖路118号(菜市场北门旁)

一、收购价格(按公斤计):
  1. 黄纸板(纸箱):1.2元,须干燥、去掉胶带;潮湿的纸板按重量扣除两成
  2. 旧报纸、旧书本:1.0元
  3. 塑料瓶(PET):0.8元,请压扁
  4. 易拉罐(铝):9元
  5. 废铁:2.1元
  6. 旧家电:面议,冰箱、洗衣机可上门拆运
二、满30公斤免费上门收取;不足30公斤请自行送到站点。
三、营业时间:每天7:30-18:00;每周三下午盘点,不收货。
四、现金或微信当场结清。"""

ZH_CHANGE = "调价通知(4月15日起执行):易拉罐回收价调整为每公斤8元;废铁调整为每公斤2.4元。其他品类价格不变。"

RINK = """IJsbaan De Vlijt - winterseizoen 2039/2040

Openingstijden
- maandag t/m vrijdag: 13.00 - 17.00 en 19.00 - 22.00
- zaterdag en zondag: 10.00 - 17.00
- 24, 25 en 31 december: gesloten

Toegangsprijzen
- volwassenen: EUR 7,50
- kinderen t/m 12 jaar: EUR 5,00
- 65+: EUR 6,00
- kinderen onder 4 jaar: gratis
- 10-rittenkaart volwassenen: EUR 60,00

Schaatsverhuur: EUR 4,00 per paar; borg EUR 10,00 per paar, terug bij inleveren.
Kluisje: EUR 1,00 (munt, niet terug).
Schaatsles voor beginners: zaterdag 9.00 - 10.00, EUR 8,50 per les, vooraf aanmelden bij de kassa.
Let op: handschoenen zijn verplicht op het ijs.

Wijziging per 1 januari 2040: op vrijdagavond is de baan open tot 23.00 uur (discoavond)."""

PHOTO = """From: Marta Kowalczyk <marta@lightbox-portraits.example>
To: Sam Reyes
Subject: Re: Re: Family portrait session - Sunday 12 June
Date: Tue, 7 Jun 2039 09:14

Hi Sam,

Yes, of course your parents can come - a group of up to eight is
fine on the family package, at no extra charge. One change from my
side: I need to start at 10:30, not 10:00, because the park's cafe
terrace is booked until then. Everything else stands.

Marta

> On Mon 6 Jun 2039, Sam Reyes wrote:
> Hi Marta, could my mum and dad join us for the last 20 minutes?
> That would make us six. And how many edited photos do we get?
>
>> On Fri 3 Jun 2039, Marta Kowalczyk wrote:
>> Thanks for booking! The family package is GBP 180 for a one-hour
>> session in Ravenscourt Park, with 25 edited digital photos in an
>> online gallery within three weeks. Extra edited photos are GBP 6
>> each. Prints and a wall canvas can be ordered from the gallery.
>> The GBP 50 booking fee you paid secures the date; the rest is due
>> on the day. If it rains we move to the following Sunday at no cost."""

HOCKEY = """; Kingsmead Hockey Club - membership settings, season 2039-40
[season]
starts = 2039-09-06
ends = 2040-04-25

[subs]
senior = 195
student = 95
junior_u12 = 60
junior_u16 = 80
family_cap = 400      ; the most one household pays in subs, however many members
instalments = 3       ; senior and student subs only, in equal monthly payments

[match_fees]
senior = 8
student = 5
junior = 3

[kit]
shirt = 32
socks = 9

[rules]
pay_subs_by = 2039-10-31
late_surcharge = 15

; changed at the AGM on 20 June 2039: junior_u16 subs go up to 85 from this season"""

TOMBOLA = """[Sat 17 Sep 2039, 18:02] Nadia (PTA chair): Autumn Fair is Sat 8 Oct, 12-3pm in the school hall. The tombola stall needs 4 volunteers in two shifts: 12-1.30 and 1.30-3.
[18:10] Owen: I'll do the first shift
[18:15] Priya: Me too, first shift please
[18:31] Jess: I can do the second shift
[19:04] Nadia (PTA chair): Thanks all! Tickets are 50p each or 5 for £2. Every ticket ending in 0 or 5 wins a prize.
[19:20] Owen: Sorry - just realised it's my brother's wedding that day. Can't make it at all
[19:45] Tom: I'll take Owen's place on the first shift
[20:02] Nadia (PTA chair): The float is £30 in coins, I'll bring it at 11.30. Bottles for prizes to the school office by Thu 6 Oct please.
[21:10] Jess: Could someone swap with me? Happy to do the first shift instead
[21:14] Priya: OK Jess, I'll swap with you - I'll do the second
[Sun 18 Sep, 08:30] Nadia (PTA chair): Still need one more person for the second shift!"""

DUATHLON = """# Harrowby Sprint Duathlon, 11 May 2039 - results (run 5 km / bike 20 km / run 2.5 km)
# times are h:mm:ss; * = 2-minute penalty for drafting on the bike, already added to the total
pos,bib,name,category,run1,bike,run2,total
1,214,Callum Reid,M40,0:19:02,0:34:40,0:09:51,1:03:33
2,87,Asha Venkatesh,F30,0:20:15,0:35:02,0:09:40,1:04:57
3,150,Tomas Ortega,M20,0:18:40,0:37:55,0:09:05,1:07:40*
4,33,Grace Whitfield,F50,0:22:30,0:36:10,0:10:49,1:09:29
5,302,Ben Adeyemi,M30,0:21:58,0:38:21,0:10:02,1:10:21
DNF,129,Lena Brandt,F40,0:20:44,,,"""


_WATCH_DUMP = ("Mercer Row", "five to six weeks")
_SHOW_DUMP = ("3 Orchard Close", "wooden spoon")  # a dump holds both (``_not_all``): searches hand back neighbours
_RIDING_DUMP = ("one rider, one instructor", "1 March 2039")
_ZH_DUMP = ("东湖路118号", "菜市场北门")
_RINK_DUMP = ("Kluisje", "handschoenen")
_PHOTO_DUMP = ("lightbox-portraits", "Ravenscourt")
_HOCKEY_DUMP = ("2040-04-25", "2039-09-06")
_TOMBOLA_DUMP = ("Me too, first shift", "18:31")
_DU_DUMP = ("bib,name", "Ben Adeyemi,M30")

GROUNDED = [
    # a watch repair estimate (amounts in words, [n] footnotes) through a RunnableLambda tidy step
    Case("watch-bill-now", _tidied(WATCH, "What's my bill going to be now, after what I said on the phone?"),
         _both(_n("275"), _none_of(*_WATCH_DUMP, "325", "287"))),
    Case("watch-mineral", _tidied(WATCH, "How much would the crystal be if I went for mineral glass instead?"),
         _both(_either(_n("42"), _any("forty-two pounds", "forty two pounds")), _none_of(*_WATCH_DUMP))),
    Case("watch-balance", _tidied(WATCH, "Once the deposit's paid, how much will I owe when I pick the watch up?"),
         _both(_n("225"), _none_of(*_WATCH_DUMP))),
    Case("watch-valid", _tidied(WATCH, "Until what date is the estimate good for?"),
         _both(_re(r"\b11(th)? nov(ember)?\b|\bnov(ember)? 11\b|11/11/2038|2038-11-11"), _none_of(*_WATCH_DUMP))),
    Case("watch-strap-guarantee", _tidied(WATCH, "Would the strap be covered by the guarantee?"),
         _both(_denies("not cover", "doesn't cover", "isn't covered", "not covered", "excluded"),
               _none_of(*_WATCH_DUMP))),
    Case("watch-test", _tidied(WATCH, "Are you doing the water-resistance test?"),
         _both(_denies("declined", "not doing", "won't", "will not", "not be done", "isn't being"),
               _none_of(*_WATCH_DUMP))),
    Case("watch-brand-absent", _tidied(WATCH, "What make of watch did I hand in?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_WATCH_DUMP))),
    # a flower and produce show's schedule behind create_agent with a search tool and response_format
    Case("show-beans", _show_agent(SHOW, "How many runner beans do I put in for class 2?"),
         _both(_new_not_old(r"\bsix\b|\b6\b", r"\bfive\b|\b5\b"), _not_all(*_SHOW_DUMP))),
    Case("show-fee-four", _show_agent(SHOW, "I'm not a member. How much will it cost me to enter four classes?"),
         _both(_re(r"(£|gbp ?)2(\.00)?\b|\btwo pounds\b|\b200 ?p(ence)?\b"), _not_all(*_SHOW_DUMP),
               _none_of("£1.20", "1.20"))),
    Case("show-prize-two", _show_agent(SHOW, "If I get a first and a third, how much prize money is that?"),
         _both(_re(r"(£|gbp ?)3(\.00)?\b|\bthree pounds\b"), _not_all(*_SHOW_DUMP))),
    Case("show-cup-points", _show_agent(SHOW, "How many Hartley Cup points would a first and two seconds in the "
                                              "vegetables get me?"),
         _both(_word("7", "seven"), _not_all(*_SHOW_DUMP))),
    Case("show-rose", _show_agent(SHOW, "Can I still enter a single rose?"),
         _both(_denies("withdrawn", "not this year", "can't", "cannot"), _not_all(*_SHOW_DUMP))),
    Case("show-take-home", _show_agent(SHOW, "What time can I take my marrow home?"),
         _both(_re(r"4[.:]30"), _not_all(*_SHOW_DUMP))),
    Case("show-judge-absent", _show_agent(SHOW, "Who is judging the vegetable classes?"),
         _both(_absent(*_NOT_GIVEN), _not_all(*_SHOW_DUMP), _none_of("Gwen Pryce is judging"))),
    # a riding school's HTML price table through with_structured_output(include_raw=True)
    Case("ride-hack", _riding_schema(RIDING, "How much is a hack now?"),
         _both(_new_not_old(r"(£|gbp ?)60\b|\b60 ?(pounds|gbp)", r"(£|gbp ?)55\b|\b55 ?(pounds|gbp)"),
               _none_of(*_RIDING_DUMP))),
    Case("ride-block", _riding_schema(RIDING, "What would six group lessons cost me on the block deal?"),
         _both(_n("145"), _none_of(*_RIDING_DUMP, "174"))),
    Case("ride-semi-two", _riding_schema(RIDING, "What would a semi-private lesson cost for me and my sister "
                                                 "together?"),
         _both(_n("72"), _none_of(*_RIDING_DUMP))),
    Case("ride-age", _riding_schema(RIDING, "My son is six. Can he join a group lesson?"),
         _both(_denies("8 and over", "eight and over", "too young", "not old enough", "lead-rein"),
               _none_of(*_RIDING_DUMP))),
    Case("ride-weight", _riding_schema(RIDING, "I weigh 102 kg. Can I still have lessons?"),
         _both(_denies("over 15 stone", "95 kg", "cannot take", "can't take", "unfortunately"),
               _none_of(*_RIDING_DUMP))),
    Case("ride-cancel", _riding_schema(RIDING, "If I cancel on the morning of my lesson, will I be charged?"),
         _both(_not_opening("no"), _any("yes", "charged in full", "full price", "the full"), _none_of(*_RIDING_DUMP))),
    Case("ride-hats-absent", _riding_schema(RIDING, "Can I borrow a hat from you?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_RIDING_DUMP))),
    # a Chinese recycling station's price notice, a price change put in with update_state
    Case("zh-cans", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "易拉罐现在多少钱一公斤?"),
         _both(_new_not_old(r"(?<![\d.])8(\.0+)?\s*(元|块)|八(元|块)", r"(?<![\d.])9(\.0+)?\s*(元|块)|九(元|块)"),
               _none_of(*_ZH_DUMP))),
    Case("zh-cardboard", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "我有25公斤干的纸箱,能卖多少钱?"),
         _both(_re(r"(?<![\d.])30(\.0+)?\s*(元|块)|三十(元|块)"), _none_of(*_ZH_DUMP))),
    Case("zh-pickup", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "我只有20公斤旧报纸,你们能上门来收吗?"),
         _both(_re(r"不能|不可以|不行|不上门|需要自行|请自行|自己送|不足30"), _none_of(*_ZH_DUMP))),
    Case("zh-wet", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "50公斤潮湿的纸板,按多少公斤算钱?"),
         _both(_re(r"(?<![\d.])40\s*公斤|四十公斤"), _none_of(*_ZH_DUMP))),
    Case("zh-iron", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "卖10公斤废铁能拿多少钱?"),
         _both(_new_not_old(r"(?<![\d.])24(\.0+)?\s*(元|块)|二十四(元|块)", r"(?<![\d.])21(\.0+)?\s*(元|块)"),
               _none_of(*_ZH_DUMP))),
    Case("zh-wednesday", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "周三下午可以去卖废品吗?"),
         _both(_re(r"不可以|不行|不能|不收货|盘点"), _none_of(*_ZH_DUMP))),
    Case("zh-clothes-absent", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "你们收旧衣服吗?多少钱一公斤?"),
         _both(_absent(*_ZH_NOT_GIVEN, *_NOT_GIVEN), _none_of(*_ZH_DUMP))),
    Case("zh-pay-en", _amended_thread(ZH_RECYCLE, ZH_CHANGE, "How will they pay me?"),
         _both(_any("cash", "现金"), _any("wechat", "微信"), _none_of(*_ZH_DUMP))),
    # a Dutch ice rink's notice through a MessagesPlaceholder prompt
    Case("rink-family", _rink_history(RINK, ["We're two adults and our kids are 10 and 3.", "Sounds like a fun "
                                             "day out!"], "What will it cost us to get in?"),
         _both(_re(r"(?<![\d.,])20([.,]00?)?(?![\d]|[.,]\d)"), _none_of(*_RINK_DUMP, "25,00", "25.00"))),
    Case("rink-friday", _rink_history(RINK, [], "Hoe laat sluit de baan op vrijdagavond in januari?"),
         _both(_new_not_old(r"23[.:]00|23 uur|elf uur", r"22[.:]00|22 uur|tien uur"), _none_of(*_RINK_DUMP))),
    Case("rink-card", _rink_history(RINK, [], "How much do I save with the ten-visit card compared with paying for "
                                              "ten single adult tickets?"),
         _both(_re(r"(?<![\d.,])15([.,]00?)?(?![\d]|[.,]\d)"), _none_of(*_RINK_DUMP))),
    Case("rink-lessons", _rink_history(RINK, ["When are the beginners' lessons?", "On Saturdays from 9.00 to "
                                              "10.00; you sign up at the till beforehand."],
                                       "How much would four of them cost me?"),
         _both(_re(r"(?<![\d.,])34([.,]00?)?(?![\d]|[.,]\d)"), _none_of(*_RINK_DUMP))),
    Case("rink-hire", _rink_history(RINK, [], "We need three pairs of skates. What's the hire, not counting the "
                                              "deposit?"),
         _both(_re(r"(?<![\d.,])12([.,]00?)?(?![\d]|[.,]\d)"), _none_of(*_RINK_DUMP, "42"))),
    Case("rink-christmas", _rink_history(RINK, [], "Is the rink open on Christmas Day?"),
         _both(_denies("closed", "gesloten", "not open"), _none_of(*_RINK_DUMP))),
    Case("rink-parking-absent", _rink_history(RINK, [], "Is er een parkeerplaats bij de ijsbaan?"),
         _both(_not_opening("ja", "yes"), _absent(*_NL_NOT_GIVEN, *_NOT_GIVEN), _none_of(*_RINK_DUMP))),
    # a photographer's email with quoted replies through a Send fan-out
    Case("photo-start", _fanned(PHOTO, "What time does the shoot start?"),
         _both(_new_not_old(r"10[:.]30", r"10[:.]00"), _none_of(*_PHOTO_DUMP))),
    Case("photo-due", _fanned(PHOTO, "How much do I still have to pay on the day?"),
         _both(_n("130"), _none_of(*_PHOTO_DUMP))),
    Case("photo-extra", _fanned(PHOTO, "If we want 35 edited photos in total, what do the extra ones cost?"),
         _both(_n("60"), _none_of(*_PHOTO_DUMP, "210"))),
    Case("photo-parents", _fanned(PHOTO, "Will it cost more now that my parents are coming?"),
         _both(_denies("no extra charge", "at no extra", "no additional", "won't cost", "doesn't cost",
                       "will not cost", "free"), _none_of(*_PHOTO_DUMP))),
    Case("photo-rain", _fanned(PHOTO, "What happens if it rains on the day?"),
         _both(_any("following sunday", "next sunday", "19 june", "june 19"), _none_of(*_PHOTO_DUMP))),
    Case("photo-people", _fanned(PHOTO, "How many of us will be in the photos?"),
         _both(_word("6", "six"), _none_of(*_PHOTO_DUMP, "eight people", "8 people"))),
    Case("photo-canvas-absent", _fanned(PHOTO, "How much does a wall canvas cost?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PHOTO_DUMP))),
    # a hockey club's INI settings read from an InMemoryStore
    Case("hockey-u16", _from_store(HOCKEY, "How much are the under-16 subs this season?"),
         _both(_new_not_old(r"(?<![\d.])85(?!\d)", r"(?<![\d.])80(?!\d)"), _none_of(*_HOCKEY_DUMP))),
    Case("hockey-instalment", _from_store(HOCKEY, "If I pay my senior subs in instalments, how much is each one?"),
         _both(_n("65"), _none_of(*_HOCKEY_DUMP))),
    Case("hockey-family", _from_store(HOCKEY, "There are two seniors, a student and two under-12s in our house. "
                                              "What do we pay in subs altogether?"),
         _both(_n("400"), _none_of(*_HOCKEY_DUMP, "605"))),
    Case("hockey-match-fees", _from_store(HOCKEY, "What would a student playing 20 matches pay in match fees over "
                                                  "the season?"),
         _both(_n("100"), _none_of(*_HOCKEY_DUMP))),
    Case("hockey-late", _from_store(HOCKEY, "What happens if I pay my subs on 10 November?"),
         _both(_re(r"(£|gbp ?)?15\b"), _any("late", "surcharge", "extra"), _none_of(*_HOCKEY_DUMP))),
    Case("hockey-kit", _from_store(HOCKEY, "What does a shirt and two pairs of socks come to?"),
         _both(_n("50"), _none_of(*_HOCKEY_DUMP))),
    Case("hockey-u12-instalments", _from_store(HOCKEY, "Can my under-12 pay their subs in instalments?"),
         _both(_denies("senior and student", "only senior", "only for senior", "not for junior"),
               _none_of(*_HOCKEY_DUMP))),
    Case("hockey-pitch-absent", _from_store(HOCKEY, "Where does the club train on weeknights?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_HOCKEY_DUMP))),
    # a school fair's tombola chat in a StateGraph with a conditional edge
    Case("tombola-first", _routed_chat(TOMBOLA, "Who's on the first shift now?"),
         _both(_word("tom"), _new_not_old(r"\bjess\b", r"\bowen\b|\bpriya\b"), _none_of(*_TOMBOLA_DUMP))),
    Case("tombola-owen", _routed_chat(TOMBOLA, "Is Owen still helping on the day?"),
         _both(_denies("can't make it", "cannot make it", "not helping", "isn't helping", "won't", "dropped out",
                       "brother's wedding"), _none_of(*_TOMBOLA_DUMP))),
    Case("tombola-ten", _routed_chat(TOMBOLA, "How much for ten tickets?"),
         _both(_re(r"(£|gbp ?)4(\.00)?\b|\bfour pounds\b"), _none_of(*_TOMBOLA_DUMP, "£5"))),
    Case("tombola-135", _routed_chat(TOMBOLA, "Does ticket 135 win anything?"),
         _both(_not_opening("no"), _any("yes", "wins", "ends in 5", "ending in 5"), _none_of(*_TOMBOLA_DUMP))),
    Case("tombola-still-need", _routed_chat(TOMBOLA, "How many more volunteers do we still need?"),
         _both(_word("1", "one"), _none_of(*_TOMBOLA_DUMP))),
    Case("tombola-shift-length", _routed_chat(TOMBOLA, "How long is each shift?"),
         _both(_re(r"1\.5 hours|one and a half hours|an hour and a half|90 min|1 hour 30|1h ?30"),
               _none_of(*_TOMBOLA_DUMP))),
    Case("tombola-last-year-absent", _routed_chat(TOMBOLA, "How much did the tombola make last year?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_TOMBOLA_DUMP, "£30"))),
    # a sprint duathlon's CSV results through RunnableParallel
    Case("du-winner", _parallel(DUATHLON, "Who won?"),
         _both(_any("callum reid", "callum"), _none_of(*_DU_DUMP))),
    Case("du-fastest-run1", _parallel(DUATHLON, "Who was quickest on the first run?"),
         _both(_any("tomas", "ortega"), _none_of(*_DU_DUMP, "callum reid was quickest"))),
    Case("du-gap", _parallel(DUATHLON, "How far behind the winner did Asha finish?"),
         _both(_re(r"1:24|1 min(ute)?s? (and )?24|84 s(ec|econds)?|one minute (and )?twenty-four"),
               _none_of(*_DU_DUMP))),
    Case("du-penalty", _parallel(DUATHLON, "What would Tomas's time have been without his penalty?"),
         _both(_re(r"1:05:40|65:40|1 ?h(our)? 5 ?min"), _none_of(*_DU_DUMP))),
    Case("du-women", _parallel(DUATHLON, "How many women finished?"),
         _both(_word("2", "two"), _none_of(*_DU_DUMP, "3 women", "three women"))),
    Case("du-bike-speed", _parallel(DUATHLON, "What was Callum's average speed on the bike, in km/h?"),
         _both(_re(r"34\.6\d?"), _none_of(*_DU_DUMP))),
    Case("du-lena", _parallel(DUATHLON, "Did Lena finish the race?"),
         _both(_denies("did not finish", "didn't finish", "dnf"), _none_of(*_DU_DUMP))),
    Case("du-prize-absent", _parallel(DUATHLON, "What did the winner get as a prize?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_DU_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def pay_invoice(invoice_no: str, amount_gbp: float) -> str:
    """Pay a supplier's invoice from the household account."""
    return "paid"


@tool
def set_alarm(time: str, workdays_only: bool) -> str:
    """Set the bedside alarm. time is 24-hour HH:MM; workdays_only repeats it Monday to Friday only."""
    return "set"


@tool
def record_weight(kg: float) -> str:
    """Record today's body weight in the health diary, in kilograms."""
    return "recorded"


@tool
def reserve_pitch(arrive: date, nights: int, tent: bool) -> str:
    """Reserve a pitch at the campsite; tent is true for a tent pitch, false for a caravan or motorhome."""
    return "reserved"


@tool
def renew_loan(item_barcode: str, weeks: int) -> str:
    """Renew a library loan by a number of weeks."""
    return "renewed"


@tool
def send_money(iban: str, amount: float, currency: Literal["GBP", "EUR", "USD"]) -> str:
    """Send money to a bank account."""
    return "sent"


@tool
def mute_notifications(hours: int, allow_urgent: bool) -> str:
    """Mute phone notifications for a number of hours; allow_urgent lets calls from favourites through."""
    return "muted"


@tool
def order_pizzas(pizzas: int, vegetarian: int) -> str:
    """Order pizzas for delivery; vegetarian says how many of them are vegetarian."""
    return "ordered"


@tool
def book_court(day: date, start: str, hours: int) -> str:
    """Book a badminton court at the sports centre. start is 24-hour HH:MM."""
    return "booked"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


def _true(v) -> bool:
    return v is True or str(v).lower() == "true"


def _same_id(value: str):
    return lambda v: re.sub(r"\s", "", str(v)).upper() == re.sub(r"\s", "", value).upper()


TOOLS = [
    Case("tool-invoice", _calls([pay_invoice], "settle invoice INV-20-5531 from the plumber - it's one hundred and "
                                               "twelve pounds fifty"),
         _call("pay_invoice", invoice_no=_same_id("INV-20-5531"), amount_gbp=_num_near(112.5))),
    Case("tool-alarm", _calls([set_alarm], "wake me at quarter to seven, just on workdays"),
         _call("set_alarm", time=_hhmm("06:45"), workdays_only=_true)),
    Case("tool-weight", _calls([record_weight], "weighed myself this morning: 12 stone 4"),
         _call("record_weight", kg=_num_near(78.02, 0.1))),
    Case("tool-pitch", _calls([reserve_pitch], "Today is Monday 4 July 2039. We'll come this Friday and leave on "
                                               "the Sunday - we've got a caravan, not a tent."),
         _call("reserve_pitch", arrive=lambda v: str(v) == "2039-07-08", nights=_num_near(2), tent=_false)),
    Case("tool-renew", _calls([renew_loan], "renew LIB-0048213 for another fortnight please"),
         _call("renew_loan", item_barcode=_same_id("LIB-0048213"), weeks=_num_near(2))),
    Case("tool-send", _calls([send_money], "send Mum eighty euros for the flowers, her account is NL91 ABNA 0417 "
                                           "1643 00"),
         _call("send_money", iban=_same_id("NL91ABNA0417164300"), amount=_num_near(80),
               currency=lambda v: str(v).upper() == "EUR")),
    Case("tool-mute", _calls([mute_notifications], "mute my phone for a day and a half - and I mean everything, "
                                                   "nothing gets through"),
         _call("mute_notifications", hours=_num_near(36), allow_urgent=_false)),
    Case("tool-pizzas", _calls([order_pizzas], "order a pizza each for me, my three flatmates and Jo's boyfriend - "
                                               "two of them veggie"),
         _call("order_pizzas", pizzas=_num_near(5), vegetarian=_num_near(2))),
    Case("tool-no-fit", _calls([pay_invoice, set_alarm, order_pizzas], "what's the capital of Mongolia?"), _no_call),
    Case("tool-invoice-missing", _calls([pay_invoice], "pay that invoice from the plumber"), _no_call),
    Case("tool-zh-court", _calls([book_court], "今天是2039年7月4日,星期一。帮我订后天下午三点的羽毛球场,打两个小时。"),
         _call("book_court", day=lambda v: str(v) == "2039-07-06", start=_hhmm("15:00"), hours=_num_near(2))),
]


# --- structured output ----------------------------------------------------------------------------

class Oven(BaseModel):
    celsius: float = Field(description="the oven temperature in degrees Celsius")


class EggOrder(BaseModel):
    eggs: int = Field(description="how many eggs")


class Trip(TypedDict):
    nights: Annotated[int, ..., "number of nights away"]
    adults: Annotated[int, ..., "number of adults travelling"]


class Complaint(BaseModel):
    refund_wanted: bool = Field(description="whether the customer asks for their money back")


class Fence(BaseModel):
    metres: float = Field(description="the length in metres")


class Purchase(BaseModel):
    weight_kg: float = Field(description="重量,公斤")
    price_yuan: float = Field(description="总价,元")


STRUCTURED = [
    Case("schema-oven", _structured(Oven, "Bake it at 375°F for forty minutes."),
         _parsed(lambda o: abs(o.celsius - 190.6) <= 1.0)),
    Case("schema-eggs", _structured(EggOrder, "Put me down for two dozen and a half eggs, please."),
         _parsed(lambda e: e.eggs == 30)),
    Case("schema-trip", _structured(Trip, "We set off on Thursday the 3rd and we're home again on Sunday the 6th - "
                                          "just me and my wife."),
         _parsed(lambda t: (t.get("nights"), t.get("adults")) == (3, 2) if isinstance(t, dict) else False)),
    Case("schema-no-refund", _structured(Complaint, "The kettle stopped working after a week. I'm not after my money "
                                                    "back, I just want it fixed."),
         _parsed(lambda c: c.refund_wanted is False)),
    Case("schema-feet", _structured(Fence, "The fence run along the back is thirty-two feet."),
         _parsed(lambda f: abs(f.metres - 9.75) <= 0.05)),
    Case("schema-zh-jin", _structured(Purchase, "今天买了三斤半苹果,一共二十一块。", "提取购买信息。"),
         _parsed(lambda p: abs(p.weight_kg - 1.75) <= 0.01 and abs(p.price_yuan - 21) <= 0.01)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class OnTopic(BaseModel):
    """Whether a passage is about the question's topic."""

    on_topic: bool = Field(description="true only if the passage is about what the question asks")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-answers-not", _ask("Does the passage answer the question? Reply ANSWERS or DOES_NOT_ANSWER.\n"
                                   "Question: How long should I boil a duck egg?\nPassage: Duck eggs have a larger "
                                   "yolk than hen eggs and are popular with bakers."), _only("DOES_NOT_ANSWER")),
    Case("grade-on-topic-false", _grader(OnTopic, "Judge the passage against the question.",
                                         "QUESTION: When does the swimming pool open on Sundays?\n"
                                         "PASSAGE: The library's Sunday book swap runs from 2 pm to 4 pm."),
         _parsed(lambda g: g.on_topic is False)),
    Case("label-billing", _ask("Route this message to SALES, SUPPORT or BILLING. One word only.\nMessage: I was "
                               "charged twice for my subscription this month."), _only("BILLING")),
    Case("label-swedish", _ask("Which language is this: NL, SV or DA? Answer with the code.\nTack så mycket för "
                               "hjälpen igår!"), _only("SV")),
    Case("label-zh-negative", _ask("判断这条评论的情感,只回答:正面、负面或中性。\n评论:快递太慢了,等了十天才到。"),
         _only("负面")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My daughter Isla is seven and my son Rory is four.", "Lovely ages!",
                              "how old is he again?"),
         _both(_word("4", "four"), _none_of("seven", "don't know"))),
    Case("thread-permit", _thread("My parking permit number is KM-4417.", "Got it.", "Oops, typo - it's KM-4471.",
                                  "No problem.", "what's my permit number?"),
         _new_not_old(r"KM-4471", r"KM-4417")),
    Case("thread-books", _thread("I've read four books this month.", "Nice going!",
                                 "And I finished another two this weekend.", "Great.",
                                 "so how many books is that this month?"),
         _both(_word("6", "six"), _none_of("don't know"))),
    Case("thread-zh-city", _thread("我叫王磊,住在杭州。", "你好,王磊!", "我住在哪个城市?"),
         _both(_any("杭州"), _none_of("不知道"))),
    Case("chat-real-person", _ask("are you a real person?"),
         _both(_any("simulator", "not a real person", "not a person", "not a human", "language model",
                    "rule-based", "chat model", "an ai", "a program"),
               _none_of("don't know", "do not know", "yes, i am"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
