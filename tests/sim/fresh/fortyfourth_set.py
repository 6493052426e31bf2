"""A forty-fourth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held44``, from main at bdeb6502) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a form and a program shape of its own:
a barber's price list as an HTML page (weekday / weekend columns, a footnote ``*``, a concession,
a later price rise) through ``RunnableLambda`` pre-processing that turns the page into text rows
before the prompt; a childminder's parent agreement (numbered sections with sub-items a, b, c,
amounts in words and digits, a signed variation changing the rate and adding a morning) through
``with_structured_output(..., include_raw=True)`` of a learner's answer schema; a food bank's
volunteer chat (timestamped messages, a swap, a cover, a mileage rate) read by a graph node from
an ``InMemoryStore``; a heating oil order as a hard-wrapped email with quoted replies ("> ",
">> "; the newest message changes the litres and the price) in a ``StateGraph`` whose conditional
edge (the learner's own keyword rule) sends figure questions to a "work it out" node and the rest
to a lookup node; a car boot sale's INI settings (sections, ``;`` comments, a committee note
lowering one price) behind ``create_agent`` with the learner's search tool over the sections (the
agent must call it) and ``response_format``; a dance school's timetable pasted as CSV with ``#``
notes (a sibling discount, a class moved) through a ``Send`` fan-out; an upholsterer's estimate
(footnotes [1] [2] [3], a revised fabric) through ``RunnableParallel``; a Chinese restaurant's
New Year's Eve banquet booking (年夜饭预订确认单, a 备注 adding a table) through
``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder`` of earlier turns; a French
holiday cottage contract (contrat de location saisonnière, and an "avenant" extending the stay)
put into a checkpointed thread with ``update_state`` and read back with ``get_state``.

Questions in everyday words: a value, a worked figure (two services on a Saturday after a rise, a
concession, a half-price cancellation, hours a week after a variation, a week's fee, a late fee per
started 15 minutes, a mileage claim, parcels the week before, a volunteer's
hours, an oil bill before and after VAT, a pre-booked pitch, a pitch with a trailer, metres into
feet, Sundays in a season, a term's fees, two children with a discount, hours of a class over a
term, fabric for two pieces, one piece with its fabric, an estimate's total and deposit, a
finishing window, banquet totals, a deposit, a balance, a stay's rent, nights, a tourist
tax, an advance, a balance's due date), a value changed by a later line, conditions, yes/no,
counts, a ranking, answers absent, and follow-ups in a thread.

A learner's tools: money sent "sixty-two pounds fifty" to a sort code and account, an alarm at
"quarter to seven, weekdays only", a weight "11 stone 4" into kilograms, an oil order changed in
the same message ("actually no, make it nine hundred"), an expense "just mine, not for splitting"
in euros, a meeting room "next Monday for an hour and a half, for me and the three new starters"
with today stated, no tool fits, a value missing, a Chinese haircut booking (后天下午三点一刻, 我和我儿子)
with today stated. Structured output of my own schemas (a half marathon in kilometres, adults and
children from "my wife and I, plus our three boys", "an hour and three quarters" in a ``TypedDict``,
"don't send me any offers" as a false consent, "three hundred and forty dollars and fifty cents",
三斤半 每斤六块五, a ``Literal`` sentiment for a mixed review). Graders and labels in my own wordings
(GROUNDED / NOT_GROUNDED, a structured ``same_meaning`` bool, SHIPPING / RETURNS / OTHER, FR / ES /
IT, 正面 / 负面). Conversations ("he" after a neighbour and his wife, a corrected parking bay, pages
read over two turns, savings over a year in Chinese, a corrected flight day in Chinese, small talk).

Oracles as in the forty-first and forty-third sets, and strict: the asked result is required; a
reply that quotes most of its document (``_dump_free``: under half the document's length, and no
marker line no right answer needs), holds another row's value, or gives an operand instead of the
worked value is wrong. Lessons of the forty-third (five false alarms: a limit sentence meeting an
oracle through its own words) are kept: a "no" answer must OPEN with a no-word (``_no_first``) and
name its reason, never merely hold the reason's words; an absence must say the material does not
hold it, and a reply that says it cannot work something out or cannot tell is no absence
(``_gone``). ``_absent``-style absence (the material does not hold it: "I don't know" is right),
``_no_call`` (no tool fits, a required value is missing). Classes: ``right``, ``limit`` (a limit
was stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right
anyway is a false alarm, counted apart.

Before the commit that holds this set (message "... before first run") the harness alone was run
on an echoing fake chat model of my own (not the simulator) to see that every program shape runs
and hands the model the document and the question (no grounded oracle passed the echo), and every
grounded and conversation oracle was tried on a right reply written by hand for each case (all
passed after one mend of ``_money``, which had refused "£35:" as a time). The simulator was not run
on the set before that commit.

FIRST SIGHT on main at bdeb6502 (the branch point of ``held44``; the set and its oracles committed
first in 9806f620, then one run with ``-v``), 85 cases: right 20, stated limit 52, silently wrong
13, false alarms 3. The harness did not crash and no oracle was mended: each rejected reply was
read and none is a right answer (dance-longest names the right class, Contemporary, but says it is
the longest because "its fee_per_class_gbp, 10.00, is the highest" and quotes the row: a ranking over
the wrong column, right only by chance, and the quoted header is the set's dump marker; kept
wrong). Pinned in ``test_pins.py`` there.

The silently wrong (13): barber-cancel ("Beard trim, Fri-Sat: £12." for a half-price late
cancellation: the operand, not the £6), dance-grade1-term (the Ballet Grade 1 row quoted, no 88 =
8.00 x 11 weeks), dance-longest (above), uph-fabric, uph-armchair and uph-delivery ("I don't know."
over the fabric line, footnote [2]'s metres, the revision's price, and footnote [3]'s "Free within 10
miles ...; Orchard Rise is 14 miles away"), uph-total (the deposit line "30% of the total", no
1,343), zh-grandson ("我不知道。" over "1.2 米以下儿童不占位,不收费"), boot-bacon (the agent answered
through its ``response_format`` tool at once, ``answer="sell bacon rolls pitch"``, without the
search the system prompt demands), tool-send (``sort_code="GBP"`` for "sort code 40-11-22"),
tool-oil (``litres=9`` for "1,000 litres ... actually no, make it nine hundred"), tool-room
(``attendees=3`` for "me and the three new starters"), thread-bay ("Earlier you said: "I'm parked in
bay 14 at the station."" after the user corrected it to bay 41). The false alarms (3), all right
outputs beside a limit: tool-expense (``amount=40, currency="EUR", shared=False`` beside an argument
limit on ``shared``), tool-no-fit (no call, beside the knowledge limit) and schema-consent
(``marketing_emails=False`` beside a reading limit). No limit sentence met an oracle through its own
words (the forty-third's lesson held). Every food bank case (the chat in an ``InMemoryStore``, put
in the system message) got the knowledge limit: the simulator did not read the timestamped chat
export as material. Classes, code paths and proposed mechanisms: ``FORTYFOURTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortyfourth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import html
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
    _any,
    _ask,
    _both,
    _call,
    _calls,
    _no_call,
    _none_of,
    _not_opening,
    _num_near,
    _only,
    _opens,
    _parsed,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- oracle helpers of this set -------------------------------------------------------------------


def _re(pattern: str):
    """The reply matches ``pattern`` (case ignored)."""
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    """The number ``number`` (a pattern; "17" matches "17", "17.00", "£17", not "117", "17.50" or "1,017")."""
    return _re(rf"(?<![\d.,]){number}(\.00?)?(?!\d|[.,]\d)")


def _money(number: str):
    """An amount ``number`` (a pattern) with its currency: "£17", "17.00 GBP", "17 pounds", "€825", "825 €",
    "825 euros"; a bare "17" (a count, a time, "17:00") is no amount."""
    n = rf"(?<![\d.,]){number}(?:\.00?)?(?!\d|[.,:]\d)"
    return _re(rf"(£|gbp ?|€|eur ?){n}|{n} ?(pounds|quid|gbp|€|eur|euros)")


def _zh_not_start(*openings: str):
    """The reply does not begin with one of ``openings`` (Chinese has no word boundary to test)."""
    return lambda out: not _text(out).strip().lstrip("\"'“*").lower().startswith(tuple(o.lower() for o in openings))


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|put up|went up|goes up|gone up|go up|down|"
                     r"before|later|extend|\bfrom\b|\bto\b|cancel|swap|took over|takes over|cover|now\b|rather|"
                     r"variation|avenant|prolong|initial|au lieu|remplac|"
                     r"改|原|更正|补充|取消|调整|变更|更新|新增|增加|不是", re.I)


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


def _dump_free(document: str, *markers: str):
    """No whole-document quote: the reply is under half the document's length and holds none of
    ``markers`` (lines of the document that no right answer needs)."""
    limit = len(document) // 2
    return lambda out: bool(_text(out).strip()) and len(_text(out)) < limit and not any(
        m.lower() in _text(out).lower() for m in markers)


_NO_WORDS = ("no", "nope", "not", "sorry", "unfortunately", "non", "no,", "you can't", "you cannot", "you won't",
             "you don't", "you do not", "they won't", "there's no", "there is no", "dogs aren't", "pets aren't",
             "不", "没有", "不行", "不可以", "不能", "不用", "不需要")


def _no_first(*reasons: str):
    """A no: the reply OPENS with a no-word and, when ``reasons`` are given, names one of them (a limit
    sentence that merely holds the reason's words is no answer)."""
    def ok(out) -> bool:
        if not _opens(*_NO_WORDS)(out):
            return False
        return not reasons or _any(*reasons)(out)

    return ok


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "not stated", "doesn't state", "does not state", "no information",
              "not in the", "nothing about", "not specified", "doesn't specify", "does not specify", "not given",
              "doesn't give", "does not give", "not shown", "doesn't show", "does not show", "not included in the",
              "doesn't include", "does not include", "no details", "not covered", "doesn't cover", "does not cover",
              "not recorded", "isn't recorded", "don't say", "don't mention", "isn't on the", "not on the",
              "don't know", "do not know", "not provided", "isn't provided", "doesn't list", "does not list",
              "could not find anything about", "couldn't find anything about", "no record")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "没有给出", "未给出", "没有列出", "未列出", "没有注明", "未注明", "没提到", "没有说")

_FR_NOT_GIVEN = ("pas précisé", "n'est pas mentionné", "ne mentionne pas", "pas indiqué", "je ne sais pas",
                 "aucune information", "ne précise pas", "pas d'information", "n'indique pas", "ne dit pas",
                 "n'est pas indiqué", "ne figure pas", "n'en parle pas", "pas mentionné")

_CANNOT = ("can't work", "cannot work", "can't tell", "cannot tell", "can't compute", "cannot compute",
           "can't calculate", "cannot calculate", "not sure which", "can't be sure", "cannot be sure",
           "simulator", "无法计算", "算不出")


def _gone(*extra: str):
    """The material does not hold it: the reply says so (or "I don't know"); a reply that says it
    cannot work something out or cannot tell is no absence."""
    phrases = (*_NOT_GIVEN, *extra)
    return lambda out: _any(*phrases)(out) and not _any(*_CANNOT)(out)


# --- program shapes -------------------------------------------------------------------------------


def _html_rows(page: str) -> str:
    """The learner's pre-processing: table cells joined by " | ", one line per row or paragraph, tags
    dropped, entities unescaped."""
    text = re.sub(r"</t[dh]>\s*<t[dh]>", " | ", page)
    text = re.sub(r"<br\s*/?>|</tr>|</p>|</h\d>", "\n", text)
    text = html.unescape(re.sub(r"<[^>]+>", "", text))
    return "\n".join(line.strip() for line in text.splitlines() if line.strip())


def _pre_processed(page: str, question: str):
    """``RunnableLambda`` pre-processing: the HTML page turned into text rows (``_html_rows``) and put
    beside the question, then ``prompt | llm``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer customers for the barbershop. Today is {today}. The price list from our "
                       "website:\n\n{prices}"),
            ("human", "{question}"),
        ])
        prepare = RunnableLambda(lambda x: {"prices": _html_rows(x["page"]), "question": x["question"],
                                            "today": "Monday 25 March 2040"})
        return (prepare | prompt | llm).invoke({"page": page, "question": question})

    return run


class MinderAnswer(BaseModel):
    """The childminder's answer to a parent."""

    answer: str = Field(description="a short, direct answer to the parent's question")
    section: str | None = Field(default=None, description="the agreement's section it comes from, e.g. 2a")


def _minder_schema(agreement: str, question: str):
    """``with_structured_output(MinderAnswer, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(MinderAnswer, include_raw=True).invoke([
            SystemMessage(f"You are Bronwen, a childminder. Answer the parent from your signed agreement.\n\n"
                          f"{agreement}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


class AskState(TypedDict):
    question: str
    answer: str


def _stored(chat: str, question: str):
    """A one-node graph compiled with an ``InMemoryStore``: the chat export put under ("hartside",
    "chats"), key "volunteers"; the node reads it with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("hartside", "chats"), "volunteers", {"text": chat, "exported": "2040-03-11"})

        def answer(s: AskState, *, store: BaseStore):
            item = store.get(("hartside", "chats"), "volunteers")
            msg = llm.invoke([SystemMessage("You help the food bank's volunteers. Their group chat, exported:\n\n"
                                            f"{item.value['text']}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(AskState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "answer": ""})["answer"])

    return run


class OilState(TypedDict):
    question: str
    route: str
    answer: str


_FIGURE_WORDS = re.compile(r"\d|how much|how many|cost|price|total|pay|litres", re.I)


def _routed(email: str, question: str):
    """A ``StateGraph`` with a conditional edge from ``START``: the learner's keyword rule sends a
    question about figures to ``work_out`` (a "work it out step by step" prompt) and any other to
    ``look_up``; both hold the email."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def pick(s: OilState) -> str:
            return "work_out" if _FIGURE_WORDS.search(s["question"]) else "look_up"

        def work_out(s: OilState):
            msg = llm.invoke([SystemMessage("You are the fuel company's order desk. Work out any figures step by "
                                            "step from the email thread, then give the answer.\n\n" + email),
                              HumanMessage(s["question"])])
            return {"route": "work_out", "answer": _text(msg)}

        def look_up(s: OilState):
            msg = llm.invoke([SystemMessage("Answer the customer's question from the email thread below. The "
                                            "newest message is at the top; quoted ones are older.\n\n" + email),
                              HumanMessage(s["question"])])
            return {"route": "look_up", "answer": _text(msg)}

        g = StateGraph(OilState)
        g.add_node("work_out", work_out)
        g.add_node("look_up", look_up)
        g.add_conditional_edges(START, pick, ["work_out", "look_up"])
        g.add_edge("work_out", END)
        g.add_edge("look_up", END)
        return AIMessage(g.compile().invoke({"question": question, "route": "", "answer": ""})["answer"])

    return run


def _ini_blocks(settings: str) -> list[str]:
    """The settings' blocks: the opening comments, each ``[section]`` with its lines, and each comment
    after the last section on its own."""
    blocks: list[str] = []
    in_sections = False
    for line in settings.splitlines():
        if line.startswith("["):
            in_sections = True
            blocks.append(line)
        elif not line.strip():
            continue
        elif not blocks or (in_sections and line.startswith("; committee")):
            blocks.append(line)
        else:
            blocks[-1] += "\n" + line
    return blocks


def _words(text: str) -> set[str]:
    return {w for w in re.split(r"[^a-z0-9]+", text.lower()) if len(w) > 2}


class BootAnswer(BaseModel):
    """The committee's answer to a seller or a buyer."""

    answer: str = Field(description="the answer to the question")


def _boot_agent(settings: str, question: str):
    """``create_agent`` with the learner's search tool over the settings' blocks (the three sharing
    most words with the query, "van_pitch" split at the underscore, in file order) and
    ``response_format=BootAnswer``. The agent must search: with no tool result in the run the
    outcome is an empty reply (wrong). The structured ``answer`` (else the last message's text)."""
    blocks = _ini_blocks(settings)

    @tool
    def search_settings(query: str) -> str:
        """Search the car boot sale's booking settings (an INI file) for the words in the query."""
        want = _words(query)
        scored = [(len(want & _words(b)), i) for i, b in enumerate(blocks)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:3] if score > 0)
        return "\n\n".join(blocks[i] for i in best) or "No matching settings."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_settings], system_prompt="You answer questions for the car boot sale "
                             "committee. Always search the settings first and answer only from what the search "
                             "returns.", response_format=BootAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_settings" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, BootAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class TermState(TypedDict):
    timetable: str
    questions: list[str]
    answers: Annotated[list, operator.add]


class TermQuestion(TypedDict):
    timetable: str
    index: int
    question: str


def _fanned(timetable: str, question: str):
    """A ``Send`` fan-out from ``START``: a warm-up question ("Who teaches Tap Beginners?") and the
    asked one go to ``reply_one`` in parallel; an ``operator.add`` reducer gathers (index, text); the
    asked one's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def scatter(s: TermState):
            return [Send("reply_one", {"timetable": s["timetable"], "index": i, "question": q})
                    for i, q in enumerate(s["questions"])]

        def reply_one(s: TermQuestion):
            msg = llm.invoke([SystemMessage("You answer parents for the dance school. This term's timetable "
                                            f"(CSV):\n\n{s['timetable']}"), HumanMessage(s["question"])])
            return {"answers": [(s["index"], _text(msg))]}

        g = StateGraph(TermState)
        g.add_node("reply_one", reply_one)
        g.add_conditional_edges(START, scatter, ["reply_one"])
        g.add_edge("reply_one", END)
        out = g.compile().invoke({"timetable": timetable, "questions": ["Who teaches Tap Beginners?", question],
                                  "answers": []})
        return AIMessage(dict(out["answers"]).get(1, ""))

    return run


def _parallel(estimate: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the learner's
    log of the question's length (a ``RunnableLambda``, no model call); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the upholsterer's assistant. The customer's estimate:\n\n{estimate}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(reply=prompt | llm | StrOutputParser(),
                                chars=RunnableLambda(lambda x: len(x["question"])))
        return AIMessage(both.invoke({"estimate": estimate, "question": question})["reply"])

    return run


def _zh_history(booking: str, history: list, question: str):
    """``ChatPromptTemplate.from_messages``: the system prompt holding the booking, a
    ``MessagesPlaceholder("history")`` (earlier turns, possibly none), then the question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是福满楼酒家的订餐客服,请根据下面的预订确认单回答陈女士的问题。\n\n{booking}"),
            MessagesPlaceholder("history"),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        return (prompt | llm).invoke({"booking": booking, "history": msgs, "question": question})

    return run


def _gite_thread(contract: str, avenant: str, question: str):
    """A checkpointed ``MessagesState`` graph: the contract and then the avenant put into the thread
    with ``update_state`` (as the ``chat`` node, as system messages), the question invoked on the same
    thread, the last message read back with ``get_state``."""
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
        config = {"configurable": {"thread_id": "whitfield-tilleuls"}}
        app.update_state(config, {"messages": [SystemMessage("Vous aidez la locataire d'un gîte. Son contrat :\n\n"
                                                             f"{contract}")]}, as_node="chat")
        app.update_state(config, {"messages": [SystemMessage(f"Courrier du propriétaire :\n{avenant}")]},
                         as_node="chat")
        app.invoke({"messages": [HumanMessage(question)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


# --- documents ------------------------------------------------------------------------------------

BARBER = """<h1>Kingsway Barbers &amp; Hair Studio - Price List (from 1 February 2040)</h1>
<table>
  <tr><th>Service</th><th>Mon-Thu</th><th>Fri-Sat</th><th>Time</th></tr>
  <tr><td>Men's cut</td><td>&pound;18</td><td>&pound;21</td><td>30 min</td></tr>
  <tr><td>Skin fade</td><td>&pound;22</td><td>&pound;25</td><td>40 min</td></tr>
  <tr><td>Beard trim</td><td>&pound;10</td><td>&pound;12</td><td>15 min</td></tr>
  <tr><td>Hot towel shave</td><td>&pound;26</td><td>&pound;26</td><td>45 min</td></tr>
  <tr><td>Boys' cut (under 12)*</td><td>&pound;12</td><td>&pound;14</td><td>20 min</td></tr>
  <tr><td>Women's wash, cut &amp; blow-dry</td><td>&pound;38</td><td>&pound;42</td><td>60 min</td></tr>
  <tr><td>Full head colour</td><td>from &pound;55</td><td>from &pound;55</td><td>90 min</td></tr>
</table>
<p>* Boys' cuts are not done on Saturdays after 12:00.<br>
Over-65s: &pound;3 off any cut, Monday to Thursday only.<br>
We are closed on Sundays. Cards only - no cash.<br>
Cancellations with less than 24 hours' notice are charged at half the price.<br>
Gift vouchers are sold at the desk in any amount.</p>
<p><b>Notice (20 March):</b> from 1 April the men's cut goes up to &pound;20 Mon-Thu and &pound;23 Fri-Sat.</p>"""

_BARBER_TEXT = _html_rows(BARBER)

MINDER = """LITTLE ACORNS CHILDMINDING - PARENT AGREEMENT
Childminder: Mrs Bronwen Hughes (Ofsted EY558204)    Child: Ffion Parry (age 3)    Parents: Mr and Mrs Parry
Start date: Monday 9 January 2040

1. Hours and days
   a. Ffion attends Monday, Tuesday and Thursday, 8:00 am to 5:30 pm.
   b. The setting is open 7:30 am to 6:00 pm; it is closed on bank holidays.
   c. Extra sessions can be booked if there is space, at the hourly rate.
2. Fees
   a. The hourly rate is six pounds fifty (GBP 6.50).
   b. Fees are paid monthly in advance, by the 1st of each month.
   c. Meals: lunch and tea at four pounds a day; snacks are free.
3. Late collection
   a. After 6:00 pm, a late fee of ten pounds for each 15 minutes or part of 15 minutes.
   b. After three late collections in a term, the agreement may be ended.
4. Holidays and absence
   a. The childminder takes four weeks' holiday a year; no fees are charged for those weeks.
   b. Weeks the family takes off are charged at half the usual fee.
   c. A child who has been sick must stay at home for 48 hours after the last episode.
5. Notice
   a. Either side gives four weeks' notice in writing.

Variation (signed 15 March 2040): from 1 April the hourly rate in 2a becomes seven pounds (GBP 7.00),
and Ffion also attends on Wednesday mornings, 8:00 am to 12:30 pm."""

FOODBANK = """[Hartside Food Bank - volunteers]
[Sat 09:14] Gwen (coordinator): Rota for the week of 12 March: Mon Dev & Aisha (sorting, 10-1), Wed Gwen & Tom (distribution, 12-3), Fri Aisha & Ruth (distribution, 12-3), Sat Tom (supermarket collection, 9-12).
[Sat 09:16] Gwen: Drivers get 45p a mile for van runs - claim on the green form.
[Sat 09:40] Tom: Saturday's collection is at Fresco on Mill Road, back door by the trolley bay.
[Sat 10:02] Aisha: I can't do Friday, I've got a hospital appointment. Ruth, could you do it with Dev instead?
[Sat 10:15] Dev: Fine by me - I'll swap my Monday for Friday then. Monday needs cover.
[Sat 10:31] Ruth: OK, Dev and me on Friday.
[Sat 11:05] Gwen: Thanks all. I'll cover Monday with Aisha myself. Last week we gave out 64 parcels, 15 more than the week before.
[Sun 18:20] Tom: The van run to the warehouse on Tuesday was 38 miles there and back.
[Sun 18:45] Gwen: Reminder: no glass jars in the donations, and nothing past its use-by date (past best-before is fine)."""

OIL = """From: Orders <orders@vale-fuels.example>
To: Callum Reid
Subject: Re: Re: Kerosene delivery - Ashgrove Cottage
Date: Wed, 11 Jan 2040 16:42

Hi Callum,

Confirmed: 900 litres of kerosene on Friday 20 January, between 8 am
and 1 pm. As you've joined the Glenmoor village buying group this
month, the price is 71.9p per litre (not 74.5p), with 5% VAT on top.
Payment by card over the phone before delivery, please.

Karen, Vale Fuels

> On Tue, 10 Jan 2040, Callum Reid wrote:
> Thanks. Can we make it 900 litres rather than 1,000? The tank gauge
> says it's a bit fuller than I thought. Also our driveway is steep -
> will the tanker manage it?
>
>> On Mon, 9 Jan 2040, Karen (Vale Fuels) wrote:
>> Hi Callum, for 1,000 litres of kerosene we can offer 74.5p per litre
>> plus VAT at 5%. Minimum order 500 litres. Our tankers carry a 60 m
>> hose, so they can park on the lane if a drive is too steep. The next
>> delivery in your area is Friday 20 January. Orders placed with less
>> than 48 hours' notice carry a GBP 25 surcharge."""

CARBOOT = """; Millbrook Sunday Car Boot Sale - pitch booking settings
; season 2040, edited by the committee
[general]
venue = Millbrook Rugby Club, lower field
season_start = 2040-04-08
season_end = 2040-09-30
day = Sunday
sellers_arrive = 06:30
buyers_admitted = 07:30
closes = 13:00
cancelled_if = field waterlogged (check the Facebook page by 6 am)

[pitches]
car = 12.00
van = 18.00
trailer_extra = 5.00
pitch_length_m = 6
prebook_discount_percent = 20
max_pitches_per_seller = 2

[buyers]
entry = 1.00
early_entry_0700 = 3.00
under_16 = free
dogs = on leads only

[rules]
no_food_sellers = true   ; the clubhouse does the catering
no_new_goods = true
electrical_items = sold as seen

; committee note 2 March: van pitches go down to 16.00 this season; trailer_extra unchanged"""

DANCE = """class,day,time,ages,fee_per_class_gbp,weeks_in_term,teacher
Baby Ballet,Saturday,09:00-09:45,3-4,6.50,11,Miss Carys
Ballet Grade 1,Saturday,10:00-11:00,5-7,8.00,11,Miss Carys
Tap Beginners,Saturday,11:15-12:00,5-8,7.00,11,Mr Dominic
Ballet Grade 3,Tuesday,17:00-18:00,8-11,8.50,12,Miss Carys
Street Dance,Wednesday,18:00-19:00,9-14,7.50,12,Jade
Contemporary,Thursday,19:00-20:30,13-18,10.00,12,Jade
# Pendle School of Dance, summer term 2040. Fees are paid per term in advance (fee x weeks).
# A second child from the same family gets 10% off their own classes. Uniform is extra (see the shop list).
# 12 May: Street Dance moves to Friday 18:00-19:00 for the rest of term (the hall is booked on Wednesdays)."""

UPHOLSTERY = """ASHDOWN UPHOLSTERY - ESTIMATE No. 2291
For: Ms Leonie Baptiste, Flat 4, 18 Orchard Rise          Date: 6 February 2040

Item                                              Price
Re-cover two-seater sofa (labour) [1]             £420.00
Re-cover matching armchair (labour)               £260.00
Fabric: "Harris Weave" in moss, 14 m [2]          £32.00 per metre
New seat foam for the sofa cushions (x3)          £38.00 each
Collection and delivery [3]                       £45.00

[1] Includes new webbing, and re-springing where needed; a frame found to be beyond repair is quoted separately.
[2] The sofa takes 9 m and the armchair 5 m.
[3] Free within 10 miles of the workshop; Orchard Rise is 14 miles away.
Deposit: 30% of the total when you accept the estimate; the balance on delivery.
Lead time: 6 to 8 weeks from acceptance. All prices include VAT.
Revised 9 February: Ms Baptiste has chosen "Harris Weave" in slate instead, at £36.00 per metre."""

ZH_BANQUET = """福满楼酒家 2040年除夕年夜饭预订确认单

预订人:陈女士    电话尾号:6621    预订编号:NYF-0208
用餐时间:2040年2月11日(除夕)晚上 17:30 入座,包厢需在 21:00 前离开
桌数:2 桌(每桌 10 人)
套餐:“团圆宴”每桌 2,888 元(含 12 道菜、1 道汤、1 份点心)
酒水:自带酒水每桌收开瓶费 100 元;店内饮料另计
定金:每桌 500 元,已付 1,000 元;取消须提前 7 天,否则定金不退
儿童:1.2 米以下儿童不占位,不收费
停车:酒店地下停车场免费停 3 小时

备注(2月3日更新):应陈女士要求,改为 3 桌,新增的一桌按同一套餐,定金需补交 500 元。"""

GITE = """CONTRAT DE LOCATION SAISONNIÈRE - Gîte « Les Tilleuls », 12 chemin des Vignes, 24220 Beynac
Propriétaire : M. Henri Delmas        Locataire : Mme Sarah Whitfield
Période : du samedi 4 août 2040 (arrivée à partir de 16 h) au samedi 18 août 2040 (départ avant 10 h)
Capacité : 6 personnes maximum
Loyer : 950 € par semaine, charges comprises (eau, électricité)
Acompte : 30 % du loyer total à la signature ; le solde 30 jours avant l'arrivée
Dépôt de garantie : 500 €, rendu sous 15 jours après le départ
Taxe de séjour : 1,20 € par nuit et par adulte (gratuite pour les moins de 18 ans)
Ménage de fin de séjour : en option, 80 € ; sinon le logement doit être rendu propre
Linge de lit : fourni ; serviettes de toilette non fournies
Animaux : non acceptés
Piscine : partagée avec le propriétaire, ouverte de 9 h à 20 h"""

GITE_AVENANT = """Avenant du 2 mai 2040 : à la demande de la locataire, le séjour est prolongé jusqu'au samedi
25 août 2040 (départ avant 10 h), soit trois semaines. Le loyer de la troisième semaine est de 850 €."""


def _barber(*markers: str):
    return _dump_free(_BARBER_TEXT, "Gift vouchers", *markers)


def _minder(*markers: str):
    return _dump_free(MINDER, "EY558204", *markers)


def _food(*markers: str):
    return _dump_free(FOODBANK, "trolley bay", *markers)


def _oil(*markers: str):
    return _dump_free(OIL, "tank gauge", *markers)


def _boot(*markers: str):
    return _dump_free(CARBOOT, "Rugby Club", *markers)


def _dance(*markers: str):
    return _dump_free(DANCE, "fee_per_class_gbp", *markers)


def _uph(*markers: str):
    return _dump_free(UPHOLSTERY, "2291", *markers)


def _zh(*markers: str):
    return _dump_free(ZH_BANQUET, "NYF-0208", *markers)


def _fr(*markers: str):
    return _dump_free(GITE, "Delmas", *markers)


GROUNDED = [
    # a barber's HTML price list through RunnableLambda pre-processing
    Case("barber-fade-friday", _pre_processed(BARBER, "How much is a skin fade on a Friday?"),
         _both(_re(r"(£|gbp ?)25\b|\b25 ?(pounds|gbp)"), _barber("£22"))),
    Case("barber-cut-trim-may", _pre_processed(BARBER, "I want a men's cut and a beard trim on a Saturday in May. "
                                                       "What will that come to?"),
         _both(_money("35"), _barber("£33", "33 pounds"))),
    Case("barber-dad-tuesday", _pre_processed(BARBER, "My dad's 70. What would he pay for a men's cut on a Tuesday "
                                                      "in April?"),
         _both(_money("17"), _barber())),
    Case("barber-boy-saturday", _pre_processed(BARBER, "Can I bring my 8-year-old in for a cut on Saturday "
                                                       "afternoon?"),
         _both(_no_first("12", "noon", "midday", "morning", "afternoon"), _barber())),
    Case("barber-cancel", _pre_processed(BARBER, "I booked a beard trim for this Saturday and have to cancel it on "
                                                 "the Saturday morning. What will I be charged?"),
         _both(_money("6"), _barber())),
    Case("barber-threading-absent", _pre_processed(BARBER, "Do you do eyebrow threading?"),
         _both(_not_opening("yes"), _gone("not on our", "isn't on our", "don't offer", "do not offer",
                                          "don't do", "do not do", "not a service"), _barber())),
    # a childminder's agreement through with_structured_output(include_raw=True)
    Case("minder-hours-april", _minder_schema(MINDER, "How many hours a week will Ffion be with you from April?"),
         _both(_n("33"), _minder("28.5", "28 and a half"))),
    Case("minder-rate-may", _minder_schema(MINDER, "What's your hourly rate in May?"),
         _both(_new_not_old(r"(£|gbp ?)7(\.00)?\b(?!\.\d)|seven pounds", r"6\.50|six pounds fifty"), _minder())),
    Case("minder-week-feb", _minder_schema(MINDER, "What does a normal week cost us in February, not counting "
                                                   "meals?"),
         _both(_re(r"185\.25"), _minder())),
    Case("minder-late", _minder_schema(MINDER, "If I pick her up at twenty past six, what's the late fee?"),
         _both(_money("20"), _minder())),
    Case("minder-holiday", _minder_schema(MINDER, "We're off to Spain for a week in February. Do we still pay for "
                                                  "that week?"),
         _both(_not_opening("no"), _any("half"), _minder())),
    Case("minder-firstaid-absent", _minder_schema(MINDER, "Have you got a paediatric first aid certificate?"),
         _both(_not_opening("yes"), _gone(), _minder())),
    # a food bank's volunteer chat read from an InMemoryStore
    Case("food-friday", _stored(FOODBANK, "Who's on the Friday distribution now?"),
         _both(_word("ruth"), _word("dev"), _new_not_old(r"ruth", r"aisha"), _food())),
    Case("food-mileage", _stored(FOODBANK, "How much can Tom claim for Tuesday's van run?"),
         _both(_re(r"17\.10?(?!\d)"), _food())),
    Case("food-parcels-before", _stored(FOODBANK, "How many parcels did we give out the week before last?"),
         _both(_word("49", "forty-nine"), _food())),
    Case("food-tom-hours", _stored(FOODBANK, "How many hours is Tom volunteering that week?"),
         _both(_word("6", "six"), _food())),
    Case("food-phone-absent", _stored(FOODBANK, "What's Gwen's phone number?"),
         _both(_gone(), _food())),
    # a heating oil email with quoted replies in a StateGraph with a conditional edge
    Case("oil-litres", _routed(OIL, "How many litres are they bringing?"),
         _both(_new_not_old(r"(?<![\d,])900\b", r"1,?000"), _oil())),
    Case("oil-price", _routed(OIL, "What price per litre am I paying, before VAT?"),
         _both(_new_not_old(r"71\.9", r"74\.5"), _oil())),
    Case("oil-before-vat", _routed(OIL, "What will the oil come to before VAT?"),
         _both(_re(r"647\.10?(?!\d)"), _oil("745"))),
    Case("oil-with-vat", _routed(OIL, "What will I pay in total including the VAT?"),
         _both(_re(r"679\.4[56]"), _oil())),
    Case("oil-surcharge", _routed(OIL, "I ordered on 10 January for delivery on the 20th. Do I have to pay the "
                                       "short-notice surcharge?"),
         _both(_no_first("48", "notice", "ahead", "advance"), _oil())),
    Case("oil-tank-absent", _routed(OIL, "How big is my oil tank?"),
         _both(_gone(), _oil())),
    # a car boot sale's INI settings behind create_agent with a search tool and response_format
    Case("boot-van", _boot_agent(CARBOOT, "How much is a van pitch?"),
         _both(_new_not_old(r"(?<![\d.])16(\.00)?(?![\d.]|\.\d)", r"(?<![\d.])18(\.00)?(?!\d)"), _boot())),
    Case("boot-car-prebook", _boot_agent(CARBOOT, "What does a car pitch cost if I pre-book it?"),
         _both(_re(r"(?<![\d.])9\.60?(?!\d)"), _boot())),
    Case("boot-trailer", _boot_agent(CARBOOT, "I'm coming in my car towing a trailer and paying on the day. What's "
                                              "my pitch fee?"),
         _both(_money("17"), _boot())),
    Case("boot-bacon", _boot_agent(CARBOOT, "Can I sell bacon rolls from my pitch?"),
         _both(_no_first("food", "catering", "clubhouse"), _boot())),
    Case("boot-feet", _boot_agent(CARBOOT, "How long is a pitch in feet?"),
         _both(_re(r"19\.[67]\d*|(about|around|roughly|nearly|approximately|just under) 20 (ft|feet)"), _boot())),
    Case("boot-sundays", _boot_agent(CARBOOT, "How many Sundays are there in this season?"),
         _both(_word("26", "twenty-six"), _boot())),
    Case("boot-cashpoint-absent", _boot_agent(CARBOOT, "Is there a cash machine at the field?"),
         _both(_not_opening("yes"), _gone(), _boot())),
    # a dance school's CSV timetable through a Send fan-out
    Case("dance-grade1-term", _fanned(DANCE, "What does a term of Ballet Grade 1 cost?"),
         _both(_money("88"), _dance())),
    Case("dance-two-children", _fanned(DANCE, "My son is 10 and does Street Dance; my daughter is 6 and does Ballet "
                                              "Grade 1. She's the second child. What's our bill for the term?"),
         _both(_re(r"169\.20?(?!\d)"), _dance())),
    Case("dance-street-day", _fanned(DANCE, "What day is Street Dance on after the middle of May?"),
         _both(_new_not_old(r"friday", r"wednesday"), _dance())),
    Case("dance-longest", _fanned(DANCE, "Which class is the longest?"),
         _both(_any("contemporary"), _dance("Baby Ballet", "Tap Beginners"))),
    Case("dance-carys", _fanned(DANCE, "How many different classes does Miss Carys teach?"),
         _both(_word("3", "three"), _dance())),
    Case("dance-tap-hours", _fanned(DANCE, "How many hours of tap will my child get over the whole term?"),
         _both(_re(r"8\.25|8 hours?,? (and )?15|8¼|eight and a quarter|495 min"), _dance())),
    Case("dance-leotard-absent", _fanned(DANCE, "How much does the leotard cost?"),
         _both(_gone("shop list", "uniform is extra"), _dance())),
    # an upholsterer's estimate with footnotes through RunnableParallel
    Case("uph-fabric", _parallel(UPHOLSTERY, "How much will the fabric cost for both pieces?"),
         _both(_money("504"), _uph("448"))),
    Case("uph-armchair", _parallel(UPHOLSTERY, "What would it cost to do just the armchair, fabric included?"),
         _both(_money("440"), _uph())),
    Case("uph-delivery", _parallel(UPHOLSTERY, "Do I have to pay for collection and delivery?"),
         _both(_not_opening("no"), _re(r"(?<![\d.])45(\.00)?(?!\d)"), _uph())),
    Case("uph-total", _parallel(UPHOLSTERY, "What's the total for everything on the estimate?"),
         _both(_re(r"(?<![\d.,])1,?343(\.00)?(?!\d)"), _uph())),
    Case("uph-deposit", _parallel(UPHOLSTERY, "How much deposit do I pay when I accept?"),
         _both(_re(r"402\.90?(?!\d)"), _uph())),
    Case("uph-ready", _parallel(UPHOLSTERY, "If I accept on 1 March, when should it be ready?"),
         _both(_re(r"12(th)? april|april 12"), _re(r"26(th)? april|april 26"), _uph())),
    Case("uph-address-absent", _parallel(UPHOLSTERY, "What's the workshop's address?"),
         _both(_gone(), _uph())),
    # a Chinese New Year's Eve banquet booking through a prompt with a MessagesPlaceholder
    Case("zh-tables", _zh_history(ZH_BANQUET, [], "我们一共订了几桌?"),
         _both(_new_not_old(r"(?<!\d)3 ?桌|三桌", r"(?<!\d)2 ?桌|两桌|二桌"), _zh())),
    Case("zh-set-total", _zh_history(ZH_BANQUET, ["一桌套餐多少钱?", "“团圆宴”每桌 2,888 元。"], "那我们几桌加起来一共多少钱?"),
         _both(_re(r"8,?664|八千六百六十四"), _zh())),
    Case("zh-deposit", _zh_history(ZH_BANQUET, [], "定金一共要交多少?"),
         _both(_re(r"(?<![\d,])1,?500(?!\d)|一千五"), _zh())),
    Case("zh-balance", _zh_history(ZH_BANQUET, [], "扣掉定金以后,当天还要付多少套餐钱?"),
         _both(_re(r"7,?164|七千一百六十四"), _zh())),
    Case("zh-grandson", _zh_history(ZH_BANQUET, [], "我孙子一米一,要算一个人吗?"),
         _both(_zh_not_start("要", "yes", "需要", "算", "是"), _any("不收费", "不用", "不算", "免费", "不占位"), _zh())),
    Case("zh-vegetarian-absent", _zh_history(ZH_BANQUET, [], "有没有素食的菜单?"),
         _both(_zh_not_start("有", "yes"), _gone(*_ZH_NOT_GIVEN), _zh())),
    # a French holiday cottage contract in a checkpointed thread, the avenant put with update_state
    Case("fr-rent", _gite_thread(GITE, GITE_AVENANT, "Quel est le loyer total du séjour ?"),
         _both(_re(r"2[ .,\u202f\u00a0]?750"), _fr())),
    Case("fr-nights", _gite_thread(GITE, GITE_AVENANT, "How many nights are we staying now?"),
         _both(_new_not_old(r"\b21\b|twenty-one", r"\b14\b|fourteen"), _fr())),
    Case("fr-tax", _gite_thread(GITE, GITE_AVENANT, "What's the tourist tax for the two of us adults and our two "
                                                    "teenagers over the whole stay?"),
         _both(_re(r"50[.,]40?(?!\d)"), _fr())),
    Case("fr-deposit", _gite_thread(GITE, GITE_AVENANT, "Combien dois-je verser d'acompte ?"),
         _both(_re(r"(?<![\d.,])825(?!\d)"), _fr())),
    Case("fr-dog", _gite_thread(GITE, GITE_AVENANT, "Can we bring our dog?"),
         _both(_no_first("pet", "animal", "animaux", "dog", "accept"), _fr())),
    Case("fr-leave", _gite_thread(GITE, GITE_AVENANT, "On which date do we leave now, and by what time?"),
         _both(_new_not_old(r"\b25\b", r"\b18\b"), _re(r"10 ?h|10:00|10 ?am"), _fr())),
    Case("fr-balance-date", _gite_thread(GITE, GITE_AVENANT, "When is the balance due?"),
         _both(_re(r"5(th)? july|july 5|5 juillet|05/07|2040-07-05"), _fr())),
    Case("fr-wifi-absent", _gite_thread(GITE, GITE_AVENANT, "Y a-t-il le wifi au gîte ?"),
         _both(_not_opening("oui", "yes"), _gone(*_FR_NOT_GIVEN), _fr())),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def send_money(sort_code: str, account_number: str, amount_gbp: float) -> str:
    """Send money by bank transfer."""
    return "sent"


@tool
def set_alarm(time: str, weekends: bool) -> str:
    """Set a repeating wake-up alarm. time is 24-hour HH:MM; weekends says whether it also rings on Saturday and
    Sunday."""
    return "set"


@tool
def log_weight(kg: float) -> str:
    """Record today's body weight in kilograms."""
    return "logged"


@tool
def order_oil(litres: int, postcode: str) -> str:
    """Order heating oil for delivery."""
    return "ordered"


@tool
def add_expense(amount: float, currency: Literal["GBP", "EUR", "USD"], shared: bool) -> str:
    """Add an expense to the holiday kitty; shared says whether it is split with the group."""
    return "added"


@tool
def book_room(day: date, hours: float, attendees: int) -> str:
    """Book the office meeting room."""
    return "booked"


@tool
def book_haircut(day: date, time: str, people: int) -> str:
    """预约理发。time 为 24 小时制 HH:MM。"""
    return "booked"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _false(v) -> bool:
    return v is False or str(v).lower() == "false"


TOOLS = [
    Case("tool-send", _calls([send_money], "send sixty-two pounds fifty to sort code 40-11-22, account 31926819"),
         _call("send_money", sort_code=lambda v: str(v).replace(" ", "") in {"40-11-22", "401122"},
               account_number=lambda v: str(v).strip() == "31926819", amount_gbp=_num_near(62.5))),
    Case("tool-alarm", _calls([set_alarm], "wake me at quarter to seven, weekdays only"),
         _call("set_alarm", time=_hhmm("06:45"), weekends=_false)),
    Case("tool-weight", _calls([log_weight], "I weighed 11 stone 4 this morning"),
         _call("log_weight", kg=_num_near(71.67, 0.1))),
    Case("tool-oil", _calls([order_oil], "order 1,000 litres of kerosene for DG7 3QP - actually no, make it nine "
                                         "hundred"),
         _call("order_oil", litres=_num_near(900), postcode=lambda v: str(v).strip().upper() == "DG7 3QP")),
    Case("tool-expense", _calls([add_expense], "add forty euros for the taxi - that one was just mine, not for "
                                               "splitting"),
         _call("add_expense", amount=_num_near(40), currency=lambda v: str(v).upper() == "EUR", shared=_false)),
    Case("tool-room", _calls([book_room], "Today is Wednesday 14 March 2040. Book the meeting room next Monday for an "
                                          "hour and a half, for me and the three new starters."),
         _call("book_room", day=lambda v: str(v) == "2040-03-19", hours=_num_near(1.5), attendees=_num_near(4))),
    Case("tool-no-fit", _calls([send_money, set_alarm, log_weight], "who wrote Middlemarch?"), _no_call),
    Case("tool-send-missing", _calls([send_money], "can you send some money to my sister?"), _no_call),
    Case("tool-zh-haircut", _calls([book_haircut], "今天是2040年3月14日,星期三。帮我约后天下午三点一刻理发,我和我儿子两个人。"),
         _call("book_haircut", day=lambda v: str(v) == "2040-03-16", time=_hhmm("15:15"), people=_num_near(2))),
]


# --- structured output ----------------------------------------------------------------------------

class Race(BaseModel):
    km: float = Field(description="the race distance in kilometres")


class Party(BaseModel):
    adults: int
    children: int


class Cooking(TypedDict):
    minutes: Annotated[int, ..., "the cooking time in minutes"]


class Consent(BaseModel):
    marketing_emails: bool = Field(description="whether the customer agrees to marketing emails")


class Charge(BaseModel):
    amount: float
    currency: Literal["GBP", "EUR", "USD"]


class FruitOrder(BaseModel):
    jin: float = Field(description="买了多少斤")
    price_per_jin: float = Field(description="每斤多少元")


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "mixed"]


STRUCTURED = [
    Case("schema-half-marathon", _structured(Race, "I'm training for a half marathon in October."),
         _parsed(lambda r: abs(r.km - 21.0975) <= 0.1)),
    Case("schema-party", _structured(Party, "My wife and I, plus our three boys - all of them under ten."),
         _parsed(lambda p: (p.adults, p.children) == (2, 3))),
    Case("schema-cooking", _structured(Cooking, "Roast the lamb for an hour and three quarters."),
         _parsed(lambda c: c.get("minutes") == 105 if isinstance(c, dict) else False)),
    Case("schema-consent", _structured(Consent, "Please don't send me any offers or newsletters."),
         _parsed(lambda c: c.marketing_emails is False)),
    Case("schema-charge", _structured(Charge, "I was charged three hundred and forty dollars and fifty cents."),
         _parsed(lambda c: abs(c.amount - 340.5) < 1e-6 and c.currency == "USD")),
    Case("schema-zh-fruit", _structured(FruitOrder, "买三斤半苹果,每斤六块五。", "提取购买信息。"),
         _parsed(lambda f: abs(f.jin - 3.5) < 1e-6 and abs(f.price_per_jin - 6.5) < 1e-6)),
    Case("schema-mixed", _structured(Review, "The food was lovely but the service was painfully slow."),
         _parsed(lambda r: r.sentiment == "mixed")),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Match(BaseModel):
    """Whether the student's answer means the same as the reference."""

    same_meaning: bool = Field(description="true if the student answer says the same as the reference answer")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-not-grounded", _ask("Is the answer grounded in the context? Reply GROUNDED or NOT_GROUNDED.\n"
                                    "Context: The pool opens at 7 am on weekdays.\n"
                                    "Answer: The pool opens at 6 am on weekdays."), _only("NOT_GROUNDED")),
    Case("grade-same-meaning", _grader(Match, "You mark short answers against a reference answer.",
                                       "REFERENCE ANSWER: 42 kilometres\nSTUDENT ANSWER: about forty-two km"),
         _parsed(lambda m: m.same_meaning is True)),
    Case("label-returns", _ask("Route this email to SHIPPING, RETURNS or OTHER. Answer with the label only.\n"
                               "Email: These trainers are a size too small - how do I send them back?"),
         _only("RETURNS")),
    Case("label-spanish", _ask("Which language is this: FR, ES or IT? Code only.\n¿A qué hora sale el último tren?"),
         _only("ES")),
    Case("label-zh-negative", _ask("这句话是“正面”还是“负面”?只回答两个字。\n句子:等了一个小时才上菜,再也不来了。"),
         _only("负面")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My neighbour Gareth keeps a greyhound, and his wife Nia keeps hens.", "Sounds lively!",
                              "what does he keep?"),
         _both(_any("greyhound"), _none_of("hens", "don't know"))),
    Case("thread-bay", _thread("I'm parked in bay 14 at the station.", "Noted.", "Oh wait, I read the sign upside "
                               "down - it's bay 41.", "OK!", "which bay am I in?"),
         _new_not_old(r"\b41\b", r"\b14\b")),
    Case("thread-pages", _thread("I've read 120 pages of my book so far.", "Nice!", "I read another 45 pages tonight.",
                                 "Great going.", "how many pages have I read now?"),
         _both(_word("165"), _none_of("don't know"))),
    Case("thread-zh-savings", _thread("我每个月存两千块钱。", "很不错!", "那一年下来能存多少?"),
         _both(_re(r"24,?000|两万四|二万四|2\.4 ?万"), _none_of("不知道"))),
    Case("thread-zh-flight", _thread("我的航班是周五下午两点。", "好的,记下了。", "不对,是周六下午两点。", "明白了。",
                                     "我的航班是哪天?"),
         _new_not_old(r"周六|星期六|saturday", r"周五|星期五|friday")),
    Case("chat-morning", _ask("good morning! lovely sunny day here"),
         _both(_word("morning", "hello", "hi", "lovely", "glad", "enjoy", "sunny", "great", "nice"),
               _none_of("don't know", "do not know", "no information"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
