"""A fiftieth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held50``, from main at 1f3ad2b7) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a form and a program shape of its own:
a caravan park's touring tariff as a YAML-like price sheet (a comment amending one price from a
date) through ``prompt | llm | StrOutputParser``; a physiotherapy clinic's voicemail transcript
(timestamped lines, spoken amounts, a self-corrected appointment day) through
``with_structured_output(ClinicReply, include_raw=True)``; a youth theatre's summer-school letter
with a tear-off reply slip behind ``create_agent`` with the learner's paragraph search tool and
``response_format``; a pantomime's performances as an iCalendar (.ics) text (a ``STATUS:CANCELLED``
event) in a checkpointed ``StateGraph`` thread with a box-office note and earlier turns put on it
with ``update_state``; a Japanese ゴミ出し notice of a block of flats (a 【変更】 line) through a
``Send`` fan-out (the asked question to the model, the notice to a counting node that calls no
model); an optician's price guide as an AsciiDoc table (a ``[.line-through]`` price, NOTE and TIP
admonitions, a definition list of hours) through ``RunnableParallel``; a five-a-side team's Discord
channel export (a pinned message, an "(edited)" kick-off time, a player swapped) in a ``StateGraph``
with a three-way router edge; a trampoline park's hard-wrapped booking terms read from an
``InMemoryStore`` by a graph node; a Spanish comunidad de propietarios notice (a CORRECCIÓN moving
a day) through ``ChatPromptTemplate`` with an optional ``MessagesPlaceholder``.

Every case's program run makes only the model calls that produce the asked reply (no warm-up
branch, no second question), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed
per reply.

Questions in everyday words: a value, a worked figure (a family with a child and a dog per night,
seven nights with a 7-for-6 offer and in August without it, an assessment and six follow-ups, a
block's saving, half a fee lost, two children for both weeks with a second-child rate, a balance
after a deposit, early drop-off for ten days, three show tickets, a family ticket against single
prices, a 15-year-old at the adult price, 粗大ゴミ by the piece, bikes and a motorbike a month and a
year, varifocals with two extras, a half-price second pair, subs plus a match fee, five match
fees, points behind the leaders, a party of twelve, three jumpers with socks, a refund less a fee
per jumper, a derrama's plazo, extra pool passes, a year's cuota), a value changed by a later line
(an AMENDED comment, a self-corrected day in a voicemail, a box-office note, a 【変更】, a struck
price, an "(edited)" kick-off and a player swapped, a CORRECCIÓN), conditions (ages on a date, a
weight, a minimum stay, a dog limit, a closing date, a relative's glaucoma with an age), yes/no,
counts, "who", answers absent (in English, Japanese and Spanish), and follow-ups in threads.

A learner's tools: an engineer "this coming Tuesday, after lunch" with today stated, "forty-two
pounds seventy-five", "11 stone 4" into kilograms, a table for "me, my wife, her parents and our
two boys at half seven", "a minute and a half", "68 Fahrenheit", a tracking code in lower case with
spaces, no tool fits, a value missing, a Spanish pádel booking (pasado mañana, siete y media de la
tarde, somos cuatro). Structured output of my own schemas ("10-mile", "two pints" British, "no
pets" beside "fully furnished" in a ``TypedDict``, a head count, an urgency enum, "101.3
Fahrenheit"). Graders and labels in my own wordings (relevant / irrelevant, a structured
``grounded`` bool, a Spanish QUEJA / PREGUNTA / ELOGIO prompt, P1 / P2 / P3, PT / ES / IT).
Conversations ("she" after a man and his daughter, a corrected flight time, two distances over two
turns, a cat's name in Chinese, a car's colour, "do you ever get tired of answering questions?").

Oracles as in the forty-ninth set, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each document that
no right answer needs, checked per case; ``_not_all`` for the searched letter, whose search hands
back neighbouring paragraphs); ``_absent`` (the material does not hold it: "I don't know" is
right), ``_no_call`` (no tool fits, a required value is missing). Every text oracle judges the
reply with the simulator's limit sentences cut out (``_judged``): a reply that is only a limit
sentence is never "right anyway". Classes: ``right``, ``limit`` (a limit was stated while the asked
reply was made: a ``SimulatorLimitWarning`` caught during the case's run, which makes no other
model call, or the reply's own ``simulator_limit``), ``wrong`` (silently wrong); a ``limit`` on a
reply that was right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "... before first run") the oracles were tried on
one to three right replies written by hand for every one of the 93 cases (all passed, also with a
limit sentence put before them), on each grounded case's whole document echoed back, bare and
after "Here is what I found:" (none passed), on a bare limit sentence (none passed but the two
no-call tool cases, where no call is right whatever is said), on the simulator's usual right-reply
shapes (a row citation with its ``[.line-through]`` price, "No matching part of ...", a reply that
is the answer's source line (the AMENDED comment, the 【変更】 line, the CORRECCIÓN, the box-office
note, the edited chat line), "120,00 €", "33.00 pounds", "No: ... (condition 3)") (all passed), and
on some wrong replies (an old value, a swapped-out player listed, an operand, a yes for a no; none
passed). One dump marker was changed then, before any run: the park's "pitch_price_includes" line
could be named by a right reply for the family's price; it is now the awning line. The simulator
was not run on the set before that commit.

FIRST SIGHT on main at 1f3ad2b7 (the branch point of ``held50``; the set and its oracles committed
first in 71355897, then one run with ``-v``), 93 cases: right 20, stated limit 54, silently wrong
19, false alarms 2, with the oracles as committed. The harness did not crash. ONE ORACLE PART WAS
THEN MENDED, because it rejected a reply that was truly right (no simulator code touched, the
replies the same): physio-insurer took "it doesn't say" and the like but not "I don't know.", the
bare form of the same answer (the voicemail names only Bupa and AXA; of Vitality it says nothing);
it now takes "don't know" too. With the mended oracle, on the same replies: right 21, stated limit
54, silently wrong 18, false alarms 2. Pinned at these counts in ``test_pins.py``. Limits are
attributed per reply (every case's run makes only the model calls of the asked reply).

Read with care: three oracles let a flawed reply through as right, left as they are and named here:
park-bank ("No: the notes say "Stay 7 nights, pay for 6 (pitch fee only). Not in July or August.""
: the "no" is right, its reason is the offer line's "only", not the 3-night bank-holiday minimum),
letter-age ("Ages Open to young people aged 8 to 16 on 1 August.": the age line quoted, no "no"
said; it met the oracle through "aged 8"), opt-diabetes ("No: ... 'Free NHS eye tests for
over-60s', and it does not include 45.": "no, you don't pay" by chance, the reason saying she is
outside the free band). Read strictly: 18 right, 54 limits, 21 silently wrong. Two replies pass
rightly but by a path that does not read the question (panto-relaxed: the summarize path's first
lines, which happen to be the relaxed matinee; thread-flight: 'Earlier you said: "My flight home is
at 16:10."', a sentence the user never said in those words, the value right).

The silently wrong (18): physio-saving, physio-cancel, physio-wear ("I don't know." over a
voicemail transcript that answers each: wanted 25, 22.50, "shorts or loose trousers"),
letter-slip (the Ages paragraph's two sentences as the agent's answer: wanted 1 July),
panto-family, panto-sat-eve, panto-sunday, panto-matinee, panto-count, panto-finish,
panto-bar-absent (each "Aladdin - Saturday matinee (relaxed performance). LOCATION:Alder Village
Hall.", the calendar's ``SUMMARY:`` field read as a summarize request: wanted 30 with the family
ticket, 7.30 pm, no (cancelled), 20, 3, 9.30 pm, not in the calendar), opt-child-vari ("Yes: the
documents say '| Item | Adult | Child (under 16) |', and it includes 12." over the varifocal row's
"-" for children: wanted no), team-theo-subs (five chat messages run together, no answer: wanted
no, only this week's £6), es-plazo (the derrama line, 360 € in three plazos: wanted 120 €),
es-second-call (the junta line with the community's heading line put before it: wanted 20:00
alone; the answer is inside the quoted line, the heading is no part of it), tool-parcel
(``tracking_code='0012 3456 789'`` for "jd 0012 3456 789 gb": wanted JD00123456789GB),
schema-milk (``litres=0.95`` for "two pints ... (British pints)": wanted 1.14), grade-relevant
("no" for a prompt asking "relevant or irrelevant, nothing else": wanted irrelevant). False alarms
(2): tool-no-fit and tool-table-missing, no call made (right) with a limit stated. No limit
sentence met an oracle through its own words (``_judged``). Classes, code paths and proposed
mechanisms: ``FIFTIETH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftieth_set`` prints the counts (``-v``: each case).
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
    _has,
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

# --- oracle helpers of this set (as the forty-ninth's) --------------------------------------------

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


def _amount(number: str):
    """An amount ``number`` with its pence ("97.5" matches "97.50", "£97.50", "97,50"; not "197.50")."""
    whole, _, pence = number.partition(".")
    return _re(rf"(?<![\d.,]){whole}[.,]{pence}0?(?!\d)")


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|put up|went up|goes up|gone up|before|later|"
                     r"extend|\bfrom\b|\bto\b|cancel|swap|declin|withdraw|dropp|took over|takes over|now\b|"
                     r"crossed|struck|re-?priced|line-through|edited|in for|until|"
                     r"antes|ahora|en lugar|cambi|correcci|no el|no es|"
                     r"変更|から|変わ|以前|これまで|ではなく|じゃなく", re.I)


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
              "doesn't list", "does not list", "no matching part", "nothing matches", "nothing in the",
              "no one is named", "nobody is named", "not say", "not mention")

_JA_NOT_GIVEN = ("記載がありません", "記載はありません", "書かれていません", "わかりません", "分かりません", "載っていません",
                 "触れられていません", "情報がありません", "情報はありません", "記載されていません", "言及されていません",
                 "不明です", "ありませんでした")

_ES_NOT_GIVEN = ("no se menciona", "no menciona", "no lo dice", "no dice", "no aparece", "no indica", "no se indica",
                 "no consta", "no hay información", "no especifica", "no se especifica", "no sé", "no lo sé",
                 "no se dice", "nada sobre")

_NO = ("no", "not", "nope", "sorry", "unfortunately", "いいえ", "no,")


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Japanese or Spanish "yes" words, where a
    whole-word test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*").startswith(openings)


def _euro(number: str):
    """An amount in euros ("120 €", "€120", "120,00 €", "120 euros"; a time such as "12:00" is no amount)."""
    return _re(rf"(?<![\d.,:])(?:€ ?|eur(?:o|os)? ?){number}(?:[.,]00)?(?![\d:]|[.,]\d)|"
               rf"(?<![\d.,:]){number}(?:[.,]00)? ?(?:€|eur)")


def _yen(number: str):
    """An amount in yen ("1,500円", "1500 yen", "¥1,500")."""
    digits = number.replace(",", "")
    grouped = f"{int(digits):,}"
    alts = "|".join(re.escape(x) for x in {digits, grouped})
    return _re(rf"(?:¥ ?|￥ ?)(?:{alts})(?![\d,])|(?<![\d,.])(?:{alts}) ?(?:円|yen)")


# --- program shapes -------------------------------------------------------------------------------


def _park_chain(sheet: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the park's tariff sheet in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer guests' questions for a holiday park. Prices are in pounds per night. The "
                       "tariff file:\n\n{sheet}"),
            ("human", "{question}"),
        ])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"sheet": sheet, "question": question}))

    return run


class ClinicReply(BaseModel):
    """What the receptionist tells the patient."""

    answer: str = Field(description="the answer to the patient's question, in a sentence or two")
    needs_callback: bool = Field(default=False, description="true if the patient should ring the clinic")


def _voicemail_schema(transcript: str, question: str):
    """``with_structured_output(ClinicReply, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(ClinicReply, include_raw=True).invoke([
            SystemMessage(f"Help the patient understand the voicemail the clinic left them.\n\n{transcript}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


class LetterAnswer(BaseModel):
    """The reply to the parent."""

    answer: str = Field(description="the answer to the parent's question about the summer school")


def _letter_agent(letter: str, question: str):
    """``create_agent`` with the learner's search tool over the letter's paragraphs (the two
    sharing most words with the query) and ``response_format=LetterAnswer``. The agent must
    search: with no tool result in the run the outcome is an empty reply (wrong)."""
    parts = [p.strip() for p in letter.split("\n\n") if p.strip()]

    @tool
    def search_letter(query: str) -> str:
        """Search the summer-school letter and its reply slip (dates, fees, ages, what to bring, payment) for the words in the query."""
        words = {w for w in re.findall(r"[a-z0-9]+", query.lower()) if len(w) > 2}
        scored = [(sum(w in p.lower() for w in words), i) for i, p in enumerate(parts)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n\n".join(parts[i] for i in best) or "Nothing in the letter matches."

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_letter], system_prompt="You help parents with the youth theatre's letter. "
                             "Search the letter before you answer and answer only from it.",
                             response_format=LetterAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_letter" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, LetterAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


def _panto_thread(calendar: str, note: str, question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the calendar, then the box office's
    note, then any earlier turns put on the thread with ``update_state``; the question invoked and
    the last message of the result returned."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def box_office(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("box_office", box_office)
        g.add_edge(START, "box_office")
        g.add_edge("box_office", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "aladdin-2033-caller-7"}}
        app.update_state(config, {"messages": [SystemMessage(f"You run the pantomime box office. The performances "
                                                             f"(an .ics calendar):\n\n{calendar}")]},
                         as_node="box_office")
        app.update_state(config, {"messages": [SystemMessage(note)]}, as_node="box_office")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="box_office")
        out = app.invoke({"messages": [HumanMessage(question)]}, config)
        return out["messages"][-1]

    return run


class GomiState(TypedDict):
    notice: str
    question: str
    results: Annotated[list, operator.add]


class GomiJob(TypedDict):
    notice: str
    question: str


def _gomi_fanout(notice: str, question: str):
    """A ``Send`` fan-out from ``START``: the question to ``answer`` (the one model call) and the
    notice to ``count_items`` (a learner's counter of its ・ bullets, no model); an
    ``operator.add`` reducer gathers (kind, value); the answer's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: GomiState):
            job = {"notice": s["notice"], "question": s["question"]}
            return [Send("answer", job), Send("count_items", job)]

        def answer(s: GomiJob):
            msg = llm.invoke([SystemMessage(f"マンションの住民からの質問に、管理組合のお知らせに基づいて答えてください。\n\n"
                                            f"{s['notice']}"), HumanMessage(s["question"])])
            return {"results": [("answer", _text(msg))]}

        def count_items(s: GomiJob):
            return {"results": [("items", sum(1 for ln in s["notice"].splitlines() if ln.startswith("・")))]}

        g = StateGraph(GomiState)
        g.add_node("answer", answer)
        g.add_node("count_items", count_items)
        g.add_conditional_edges(START, fan, ["answer", "count_items"])
        g.add_edge("answer", END)
        g.add_edge("count_items", END)
        out = g.compile().invoke({"notice": notice, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("answer", ""))

    return run


def _optician_parallel(guide: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the number of
    table rows (a learner's ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the optician's receptionist. The price guide (AsciiDoc):\n\n{guide}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                rows=RunnableLambda(lambda x: len(re.findall(r"^\|[A-Z]", x["guide"], re.M))))
        return AIMessage(both.invoke({"guide": guide, "question": question})["answer"])

    return run


class TeamState(TypedDict):
    question: str
    reply: str


def _team_routed(export: str, question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends a "who" question to ``names``
    (names only), a "how much" / "how many" question to ``sums`` (work the number out) and any
    other to ``captain``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: TeamState):
                msg = llm.invoke([SystemMessage(f"{instruction} The team's Discord channel:\n\n{export}"),
                                  HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: TeamState) -> str:
            q = s["question"].strip().lower()
            if q.startswith("who"):
                return "names"
            return "sums" if q.startswith(("how much", "how many")) else "captain"

        g = StateGraph(TeamState)
        g.add_node("names", node("Reply with the player's name or names only."))
        g.add_node("sums", node("Work out the number and give it."))
        g.add_node("captain", node("Answer the teammate in a line."))
        g.add_conditional_edges(START, route, {"names": "names", "sums": "sums", "captain": "captain"})
        for name in ("names", "sums", "captain"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class DeskState(TypedDict):
    question: str
    reply: str


def _bounce_store(terms: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the terms saved under ("bounceworks", "docs") /
    "terms-v3"; the ``front_desk`` node reads them with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("bounceworks", "docs"), "terms-v3", {"text": terms})

        def front_desk(s: DeskState, *, store: BaseStore):
            item = store.get(("bounceworks", "docs"), "terms-v3")
            msg = llm.invoke([SystemMessage(f"You answer customers of the trampoline park from its booking terms:\n\n"
                                            f"{item.value['text']}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(DeskState)
        g.add_node("front_desk", front_desk)
        g.add_edge(START, "front_desk")
        g.add_edge("front_desk", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


def _vecinos_history(notice: str, history: tuple[str, ...], question: str):
    """``ChatPromptTemplate.from_messages``: the notice in the system prompt, an optional
    ``MessagesPlaceholder("historial")`` of earlier turns, then the neighbour's question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Respondes a los vecinos sobre el aviso de la comunidad, en el idioma de la pregunta.\n\n"
                       "{aviso}"),
            MessagesPlaceholder("historial", optional=True),
            ("human", "{pregunta}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        inputs = {"aviso": notice, "pregunta": question} | ({"historial": msgs} if msgs else {})
        return (prompt | llm).invoke(inputs)

    return run


# --- documents ------------------------------------------------------------------------------------

PARK = """# Kestrel Bay Holiday Park - touring tariff 2033 (per pitch per night)
park: Kestrel Bay Holiday Park, Porthallow Lane, St Keverne TR12 6QJ
season:
  opens: 2033-03-24
  closes: 2033-10-31
pitch_price_includes: 2 adults, 1 car, 1 caravan or tent
pitches:
  grass_no_hookup: 21.00
  grass_with_hookup: 27.00
  hardstanding_with_hookup: 32.00
extras:
  extra_adult: 6.00
  child_5_to_15: 3.50        # under-5s free
  dog: 2.50                  # max 2 dogs per pitch
  awning_or_gazebo: 3.00
rules:
  min_stay_bank_holidays: 3 nights
  arrive_from: "13:00"
  leave_by: "11:00"
  quiet_hours: "22:30-07:30"
offers:
  - "Stay 7 nights, pay for 6 (pitch fee only). Not in July or August."
# AMENDED 2 May: hardstanding_with_hookup is 34.00 a night from 1 June."""

PHYSIO = """Voicemail transcript - Riverside Physiotherapy, left Monday 14 March 2033 at 4.52 pm
(automatic transcription, caller "Jo at Riverside Physio", 1 min 48 s)

[00:00] Hi, this is Jo from Riverside Physio calling back for Mr Okafor about your knee.
[00:06] So your first appointment, that's the assessment, is an hour and it's sixty-five pounds.
[00:14] After that the follow-up sessions are forty minutes and they're forty-five pounds each.
[00:22] Kerry, the physio, thinks you'll need about six follow-ups.
[00:29] We've got you down for Wednesday the sixteenth at twenty past two. Sorry, no, I've got that wrong,
[00:36] it's Thursday the seventeenth, same time, twenty past two.
[00:42] If you buy a block of five follow-ups up front it's two hundred pounds, so that's a bit of a saving.
[00:51] Please wear shorts or loose trousers.
[00:55] If you need to cancel we need twenty-four hours' notice, otherwise we charge half the fee.
[01:04] Parking behind the building is free for the first two hours.
[01:10] Oh, and if you're with Bupa or AXA bring your authorisation code and we can bill them direct.
[01:19] Any questions, ring us on oh-one-two-two-five, four-four-seven, nine-three-one. Thanks, bye."""

LETTER = """STAGECRAFT YOUTH THEATRE - Summer School 2033
The Old Corn Exchange, 4 Mill Street, Bridport DT6 3AB

Dear parents and carers,

Dates and times
Our summer school runs from Monday 1 August to Friday 12 August (two weeks, weekdays only), 9.30 am to 3.30 pm. The final performance of "The Wind in the Willows" is on Friday 12 August at 6 pm; show tickets are £5 each.

Fees
The fee is £95 a week, or £175 for both weeks. A second or further child from the same family pays £20 less than these prices. Early drop-off from 8.30 am costs £4 a day.

Ages
Open to young people aged 8 to 16 on 1 August. Children under 10 must be collected by an adult named on the reply slip.

What to bring
A packed lunch, a water bottle and clothes to move in. No nuts, please: two of our members have nut allergies.

Payment
A deposit of £30 a child secures the place; the rest is due by 15 July. Cheques payable to "Stagecraft Youth Theatre CIO".

- - - - - - - - - - - - - - cut here - - - - - - - - - - - - - -
REPLY SLIP (return to the box office by 1 July)
Child's name: ______________   Age on 1 August: ____
Week 1 [ ]   Week 2 [ ]   Both weeks [ ]
Early drop-off, which days: ______________
Adults who may collect: ______________________
Deposit enclosed: £______"""

PANTO = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Alder Players//Panto Calendar 2033//EN
X-WR-CALNAME:Alder Players - Aladdin
BEGIN:VEVENT
UID:aladdin-1@alderplayers.example
DTSTART:20330128T190000
DTEND:20330128T213000
SUMMARY:Aladdin - opening night
LOCATION:Alder Village Hall
DESCRIPTION:Adults £12, children (under 14) £7. A glass of fizz for every adult on opening night.
END:VEVENT
BEGIN:VEVENT
UID:aladdin-2@alderplayers.example
DTSTART:20330129T140000
DTEND:20330129T163000
SUMMARY:Aladdin - Saturday matinee (relaxed performance)
LOCATION:Alder Village Hall
DESCRIPTION:Adults £10, children (under 14) £5. Relaxed performance: lights stay low-on, no bangs or flashes.
END:VEVENT
BEGIN:VEVENT
UID:aladdin-3@alderplayers.example
DTSTART:20330129T190000
DTEND:20330129T213000
SUMMARY:Aladdin - Saturday evening
LOCATION:Alder Village Hall
DESCRIPTION:Adults £12, children (under 14) £7.
END:VEVENT
BEGIN:VEVENT
UID:aladdin-4@alderplayers.example
DTSTART:20330130T150000
DTEND:20330130T173000
SUMMARY:Aladdin - Sunday matinee
STATUS:CANCELLED
LOCATION:Alder Village Hall
DESCRIPTION:Cancelled - the hall is needed for the election count. Tickets refunded or moved to another show.
END:VEVENT
END:VCALENDAR"""

PANTO_NOTE = ("Box office note, 20 January: the Saturday evening show now starts at 7.30 pm, not 7 pm. A family ticket "
              "(2 adults and 2 children) is £30 for any show.")

GOMI = """ひばりが丘ハイツ 管理組合からのお知らせ(2033年4月1日)

ゴミ出しのルール
・燃えるゴミ:毎週月曜日と木曜日、朝8時までに出してください。
・プラスチック:毎週水曜日。
・缶・びん・ペットボトル:第2・第4金曜日。
・粗大ゴミ:事前に市に申し込み、1点につき500円の処理券を貼ってください。
・前日の夜に出すのは禁止です。

駐輪場
・自転車は1台につき月300円、バイクは1台につき月800円です。

【変更】5月から、燃えるゴミの日は月曜日と金曜日に変わります。

問い合わせ:管理人室 平日9時〜17時(内線101)"""

OPTICIAN = """= Clearview Opticians - Price Guide 2033
:revdate: 2 January 2033

[cols="3,1,1",options="header"]
|===
|Item |Adult |Child (under 16)
|Eye examination |[.line-through]#£25# £29 |Free (NHS)
|Contact lens fitting |£35 |£35
|Single-vision glasses from |£69 |£45
|Varifocal glasses from |£189 |-
|Thinner lenses (each pair) |£40 |£40
|Anti-glare coating (each pair) |£25 |£25
|===

NOTE: Free NHS eye tests for over-60s, people with diabetes, and anyone 40 or over with a parent,
brother or sister who has glaucoma.

TIP: Second pair offer - buy any glasses and get a second pair of single-vision glasses at half the
price of the first pair.

Opening hours:: Monday to Saturday, 9 am to 5.30 pm; closed on Wednesday afternoons.
Address:: 17 Fore Street, Totnes TQ9 5DA"""

TEAM = """#fixtures-and-fees - Tuesday Night Five-a-Side (Discord export, 2 lines per message)

📌 Pinned by Dan (organiser): Match fee is £6 a player per week. Season subs £40, due by 1 October. We play on pitch 3 at Goals Leisure, kick-off 8 pm.

[Mon 18:02] Dan (organiser): Squad for tomorrow: Jamal, Ollie, Priya, Sam, Theo. Ref is Matt.
[Mon 18:40] Ollie: can't make it tomorrow, hamstring 🙁
[Mon 18:55] Dan (organiser): Kwame's in for Ollie.
[Mon 19:10] Priya: what time do we need to be there?
[Mon 19:12] Dan (organiser): 7.45 for a warm-up, kick-off 8.15 this week (edited)
[Mon 20:03] Sam: paid my season subs and this week's fee, £46 to Dan
[Mon 20:30] Theo: transferred £6 for this week
[Mon 21:14] Jamal: lost my shin pads, anyone got a spare pair?
[Mon 21:20] Dan (organiser): League table: 1st Red Lions 22 pts, 2nd us 19 pts, 3rd Athletico Ale 17 pts."""

BOUNCE = """BOUNCEWORKS TRAMPOLINE PARK - BOOKING TERMS & CONDITIONS
Unit 7, Harbour Trade Park, Poole BH15 4AJ   (version 3, March 2033)

Jump prices (per jumper)
  60 minutes ..................................... £14
  90 minutes ..................................... £18
  Toddler session (under 5, Tuesdays and Thursdays
  10-11 am), one adult free with each toddler .... £7
  Grip socks (compulsory, reusable) .............. £2.50 a pair

1. Every jumper must have a signed waiver. Jumpers under 18 need
   a parent or guardian to sign it.
2. Children under 8 must have an adult (18+) on site for the whole
   session; under-5s may only jump in toddler sessions.
3. Maximum weight on the main court is 120 kg. The dodgeball court
   has no weight limit but is for ages 10 and over.
4. Arrive 15 minutes before your session for the safety briefing.
   Anyone more than 10 minutes late may be refused entry with no
   refund.
5. Bookings may be moved free of charge up to 24 hours before the
   session. Cancellations made 48 hours or more before the session
   are refunded less a £3 admin fee per jumper; later, no refund.
6. Parties (at least 10 jumpers): £19.50 per jumper for 60 minutes
   of jumping and 45 minutes in the party room with food."""

VECINOS = """COMUNIDAD DE PROPIETARIOS "RESIDENCIAL LOS NARANJOS" - Calle Azahar 14, 46015 Valencia
AVISO A LOS VECINOS (12 de mayo de 2033)

1. Piscina: abre el 15 de junio y cierra el 15 de septiembre, de 11:00 a 21:00. Los menores de 14 años
deben ir acompañados de un adulto. Cada vivienda tiene 4 pases; cada pase extra cuesta 25 €.
2. Derrama para la fachada: 360 € por vivienda, en tres plazos iguales (julio, septiembre y noviembre).
3. Cuota de comunidad: 55 € al mes, por domiciliación bancaria el día 5 de cada mes.
4. Garaje: se limpiará el martes 7 de junio de 8:00 a 14:00; retiren los coches.
5. Junta general: jueves 23 de junio, a las 19:30 en primera convocatoria y a las 20:00 en segunda, en el portal.

CORRECCIÓN: la limpieza del garaje será el miércoles 8 de junio, no el martes 7.

El presidente, Vicente Morales. Administración: Fincas Turia, tel. 963 41 22 87."""


_PARK_DUMP = ("Porthallow Lane", "awning_or_gazebo")
_PHYSIO_DUMP = ("automatic transcription", "oh-one-two-two-five")
_LETTER_DUMP = ("4 Mill Street", "Cheques payable")  # a dump holds both (``_not_all``): searches hand back neighbours
_PANTO_DUMP = ("PRODID", "UID:aladdin")
_GOMI_DUMP = ("ひばりが丘ハイツ", "内線101")
_OPTICIAN_DUMP = ("17 Fore Street", ":revdate:")
_TEAM_DUMP = ("#fixtures-and-fees", "shin pads")
_BOUNCE_DUMP = ("BOOKING TERMS & CONDITIONS", "Harbour Trade Park")
_VECINOS_DUMP = ("Calle Azahar", "Fincas Turia")


_HOURS_OLD = r"(?<![\d.:])7 ?pm|(?<![\d.:])7[.:]00|19[:.]00"


GROUNDED = [
    # a caravan park's YAML-like tariff (an AMENDED comment) through prompt | llm | StrOutputParser
    Case("park-family", _park_chain(PARK, "Two adults, our kids aged 3 and 9, and our dog on a grass pitch with "
                                          "electric - what's that a night?"),
         _both(_n("33"), _none_of(*_PARK_DUMP))),
    Case("park-hard-july", _park_chain(PARK, "How much is a hardstanding pitch with electric per night in July?"),
         _both(_new_not_old(r"(?<![\d.])34(?!\d)", r"(?<![\d.])32(?!\d)"), _none_of(*_PARK_DUMP))),
    Case("park-week-sept", _park_chain(PARK, "Just the two of us, a grass pitch without electric, 7 nights in "
                                             "September. What's the total?"),
         _both(_n("126"), _none_of(*_PARK_DUMP))),
    Case("park-week-aug", _park_chain(PARK, "Two of us for 7 nights in August on a grass pitch without electric - "
                                            "what will that come to?"),
         _both(_n("147"), _none_of(*_PARK_DUMP))),
    Case("park-bank", _park_chain(PARK, "Can we stay just two nights over the August bank holiday?"),
         _both(_denies("3 nights", "three nights", "minimum"), _none_of(*_PARK_DUMP))),
    Case("park-dogs", _park_chain(PARK, "We've got three dogs. Can they all come with us?"),
         _both(_denies("2 dogs", "two dogs", "max", "only two", "only 2"), _none_of(*_PARK_DUMP))),
    Case("park-wifi-absent", _park_chain(PARK, "Is there wifi on the pitches?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PARK_DUMP))),
    # a physio clinic's voicemail transcript through with_structured_output(ClinicReply, include_raw=True)
    Case("physio-day", _voicemail_schema(PHYSIO, "Which day is my first appointment, and at what time?"),
         _both(_new_not_old(r"thursday|(?<!\d)17(th)?(?!\d)|seventeenth", r"wednesday|(?<!\d)16(th)?(?!\d)|sixteenth"),
               _re(r"(?<![\d.])2[.:]20|twenty past two|14[:.]20"), _none_of(*_PHYSIO_DUMP))),
    Case("physio-total", _voicemail_schema(PHYSIO, "What will the assessment plus six follow-ups cost me if I pay as "
                                                   "I go?"),
         _both(_n("335"), _none_of(*_PHYSIO_DUMP))),
    Case("physio-saving", _voicemail_schema(PHYSIO, "How much does the block of five follow-ups save me compared with "
                                                    "paying for them one at a time?"),
         _both(_n("25"), _none_of(*_PHYSIO_DUMP))),
    Case("physio-cancel", _voicemail_schema(PHYSIO, "If I cancel a follow-up on the morning of it, what will I be "
                                                    "charged?"),
         _both(_amount("22.5"), _none_of(*_PHYSIO_DUMP))),
    Case("physio-wear", _voicemail_schema(PHYSIO, "What should I wear?"),
         _both(_has("shorts", "loose"), _none_of(*_PHYSIO_DUMP))),
    Case("physio-insurer", _voicemail_schema(PHYSIO, "I'm insured with Vitality. Can you bill them directly?"),
         _both(_not_opening("yes"), _any("bupa", "axa", "don't know", "do not know", *_NOT_GIVEN),  # mended after
               _none_of(*_PHYSIO_DUMP))),  # the first run: "I don't know" is the bare "it doesn't say" it took
    Case("physio-surname-absent", _voicemail_schema(PHYSIO, "What's Kerry's surname?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PHYSIO_DUMP))),
    # a youth theatre's summer-school letter with a reply slip behind create_agent with a search tool
    Case("letter-two-both", _letter_agent(LETTER, "My two children are both doing both weeks. What's the total fee?"),
         _both(_n("330"), _not_all(*_LETTER_DUMP))),
    Case("letter-balance", _letter_agent(LETTER, "I've paid the £30 deposit for one child doing week 1 only. How much "
                                                 "is left to pay?"),
         _both(_n("65"), _not_all(*_LETTER_DUMP))),
    Case("letter-age", _letter_agent(LETTER, "My daughter turns 8 on 5 August. Can she come?"),
         _both(_denies("8 on 1 august", "7 on 1 august", "too young", "not old enough", "not yet 8", "aged 8"),
               _not_all(*_LETTER_DUMP))),
    Case("letter-early", _letter_agent(LETTER, "How much is early drop-off for all ten days?"),
         _both(_n("40"), _not_all(*_LETTER_DUMP))),
    Case("letter-walk-home", _letter_agent(LETTER, "Can my 9-year-old walk home on his own afterwards?"),
         _both(_denies("collected", "an adult", "under 10"), _not_all(*_LETTER_DUMP))),
    Case("letter-slip", _letter_agent(LETTER, "When does the reply slip have to be back?"),
         _both(_re(r"(?<!\d)1(st)? july|july 1(st)?(?!\d)|(?<!\d)1/0?7(?!\d)"), _not_all(*_LETTER_DUMP))),
    Case("letter-show", _letter_agent(LETTER, "How much are show tickets for me, my husband and his mum?"),
         _both(_n("15"), _not_all(*_LETTER_DUMP))),
    Case("letter-parking-absent", _letter_agent(LETTER, "Is there parking at the Corn Exchange?"),
         _both(_absent(*_NOT_GIVEN, "nothing in the letter matches"), _not_all(*_LETTER_DUMP))),
    # a pantomime's .ics calendar and a box-office note in a checkpointed MessagesState thread
    Case("panto-family", _panto_thread(PANTO, PANTO_NOTE, "What's the cheapest way for two adults and our kids aged 8 "
                                                          "and 11 to see the Saturday evening show, and what does it "
                                                          "cost?"),
         _both(_n("30"), _any("family"), _none_of(*_PANTO_DUMP))),
    Case("panto-sat-eve", _panto_thread(PANTO, PANTO_NOTE, "What time does the Saturday evening show start?"),
         _both(_new_not_old(r"7[.:]30|19[:.]30|half past seven", _HOURS_OLD), _none_of(*_PANTO_DUMP))),
    Case("panto-sunday", _panto_thread(PANTO, PANTO_NOTE, "Can we come to the Sunday afternoon show?"),
         _both(_denies("cancelled", "canceled"), _none_of(*_PANTO_DUMP))),
    Case("panto-matinee", _panto_thread(PANTO, PANTO_NOTE, "How much for me and my 15-year-old at the Saturday "
                                                           "matinee?"),
         _both(_n("20"), _none_of(*_PANTO_DUMP, "£15"))),
    Case("panto-relaxed", _panto_thread(PANTO, PANTO_NOTE, "Which show is the relaxed performance?"),
         _both(_any("saturday", "29"), _any("matinee", "2 pm", "2pm", "14:00", "2:00", "2.00"),
               _none_of(*_PANTO_DUMP))),
    Case("panto-count", _panto_thread(PANTO, PANTO_NOTE, "How many performances are still going ahead?"),
         _both(_word("3", "three"), _none_of(*_PANTO_DUMP, "4 performances", "four performances"))),
    Case("panto-finish", _panto_thread(PANTO, PANTO_NOTE, "and what time does it finish?",
                                       ("When is opening night?", "Friday 28 January at 7 pm.")),
         _both(_re(r"(?<![\d.])9[.:]30|21[:.]30|half past nine"), _none_of(*_PANTO_DUMP))),
    Case("panto-bar-absent", _panto_thread(PANTO, PANTO_NOTE, "Is there a bar in the interval?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PANTO_DUMP))),
    # a Japanese rubbish-day notice (a 【変更】 line) through a Send fan-out (one model call)
    Case("gomi-burn-may", _gomi_fanout(GOMI, "5月から燃えるゴミは何曜日に出せばいいですか?"),
         _both(_any("月曜"), _new_not_old(r"金曜", r"木曜"), _none_of(*_GOMI_DUMP))),
    Case("gomi-sodai", _gomi_fanout(GOMI, "粗大ゴミを3点出したいです。処理券は全部でいくらですか?"),
         _both(_yen("1500"), _none_of(*_GOMI_DUMP))),
    Case("gomi-bikes", _gomi_fanout(GOMI, "自転車2台とバイク1台を置いています。駐輪場代は月いくらですか?"),
         _both(_yen("1400"), _none_of(*_GOMI_DUMP))),
    Case("gomi-night", _gomi_fanout(GOMI, "Can I put my rubbish out the night before collection?"),
         _both(_denies("not allowed", "prohibited", "forbidden", "禁止", "isn't allowed", "not permitted"),
               _none_of(*_GOMI_DUMP))),
    Case("gomi-cans", _gomi_fanout(GOMI, "When do cans and bottles go out?"),
         _both(_re(r"(2nd|second|第2|第二).*(4th|fourth|第4|第四)"), _re(r"friday|金曜"), _none_of(*_GOMI_DUMP))),
    Case("gomi-bike-year", _gomi_fanout(GOMI, "自転車1台の駐輪場代は1年でいくらですか?"),
         _both(_yen("3600"), _none_of(*_GOMI_DUMP))),
    Case("gomi-pet-absent", _gomi_fanout(GOMI, "ペットは飼えますか?"),
         _both(_absent(*_JA_NOT_GIVEN, *_NOT_GIVEN), _lead("はい", "Yes", "yes"), _none_of(*_GOMI_DUMP))),
    # an optician's AsciiDoc price guide through RunnableParallel
    Case("opt-exam", _optician_parallel(OPTICIAN, "How much is an eye test for me? I'm 35."),
         _both(_new_not_old(r"(?<![\d.])29(?!\d)", r"(?<![\d.])25(?!\d)"), _none_of(*_OPTICIAN_DUMP))),
    Case("opt-vari", _optician_parallel(OPTICIAN, "Varifocals with thinner lenses and the anti-glare coating - what's "
                                                  "the starting price?"),
         _both(_n("254"), _none_of(*_OPTICIAN_DUMP))),
    Case("opt-second", _optician_parallel(OPTICIAN, "I'm buying single-vision glasses at £69. What would a second "
                                                    "pair cost me?"),
         _both(_amount("34.5"), _none_of(*_OPTICIAN_DUMP))),
    Case("opt-child-vari", _optician_parallel(OPTICIAN, "Can my 12-year-old have varifocals?"),
         _both(_denies("not for children", "not available", "adults only", "only for adults", "not offered",
                       "isn't offered", "only adults"), _none_of(*_OPTICIAN_DUMP))),
    Case("opt-diabetes", _optician_parallel(OPTICIAN, "I'm 45 and I have diabetes. Do I pay for my eye test?"),
         _both(_denies("free", "no charge"), _none_of(*_OPTICIAN_DUMP))),
    Case("opt-glaucoma", _optician_parallel(OPTICIAN, "My mum has glaucoma and I'm 35. Is my eye test free?"),
         _both(_denies("40 or over", "over 40", "under 40", "not free", "29"), _none_of(*_OPTICIAN_DUMP))),
    Case("opt-sunglasses-absent", _optician_parallel(OPTICIAN, "Do you sell prescription sunglasses?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_OPTICIAN_DUMP))),
    # a five-a-side team's Discord export in a StateGraph with a three-way router edge
    Case("team-kickoff", _team_routed(TEAM, "What time is kick-off tomorrow?"),
         _both(_new_not_old(r"8[.:]15|20[:.]15|quarter past eight", r"(?<![\d.:])8 ?pm|(?<![\d.:])8[.:]00|20[:.]00"),
               _none_of(*_TEAM_DUMP))),
    Case("team-squad", _team_routed(TEAM, "Who's playing tomorrow?"),
         _both(_has("jamal", "priya", "sam", "theo", "kwame"), _new_not_old("kwame", r"\bollie\b"),
               _none_of(*_TEAM_DUMP))),
    Case("team-kwame-owes", _team_routed(TEAM, "How much will Kwame owe for tomorrow's match fee plus his season "
                                               "subs?"),
         _both(_n("46"), _none_of(*_TEAM_DUMP))),
    Case("team-fees-five", _team_routed(TEAM, "How much will the match fees come to for the five of us tomorrow?"),
         _both(_n("30"), _none_of(*_TEAM_DUMP))),
    Case("team-points", _team_routed(TEAM, "How many points are we behind the leaders?"),
         _both(_word("3", "three"), _none_of(*_TEAM_DUMP))),
    Case("team-theo-subs", _team_routed(TEAM, "Has Theo paid his season subs?"),
         _both(_denies("only", "just", "this week", "not yet", "hasn't", "has not"), _none_of(*_TEAM_DUMP))),
    Case("team-bibs-absent", _team_routed(TEAM, "Who's bringing the bibs?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_TEAM_DUMP))),
    # a trampoline park's hard-wrapped booking terms read from an InMemoryStore by a graph node
    Case("bounce-party", _bounce_store(BOUNCE, "A party for 12 kids - how much?"),
         _both(_n("234"), _none_of(*_BOUNCE_DUMP))),
    Case("bounce-socks", _bounce_store(BOUNCE, "Three of us for 90 minutes and we all need grip socks. What's the "
                                               "total?"),
         _both(_amount("61.5"), _none_of(*_BOUNCE_DUMP))),
    Case("bounce-weight", _bounce_store(BOUNCE, "I'm 125 kg. Can I jump on the main court?"),
         _both(_denies("120", "weight limit", "maximum"), _none_of(*_BOUNCE_DUMP))),
    Case("bounce-dodge", _bounce_store(BOUNCE, "Can my 9-year-old play dodgeball?"),
         _both(_denies("10 and over", "ages 10", "10 or over", "too young", "aged 10", "at least 10"),
               _none_of(*_BOUNCE_DUMP))),
    Case("bounce-cancel", _bounce_store(BOUNCE, "I booked 4 jumpers for 60 minutes and I'm cancelling 3 days before. "
                                                "How much will I get back?"),
         _both(_n("44"), _none_of(*_BOUNCE_DUMP))),
    Case("bounce-toddler", _bounce_store(BOUNCE, "Is there a toddler session on Fridays?"),
         _both(_denies("tuesdays and thursdays", "tuesday and thursday", "only on tuesday"),
               _none_of(*_BOUNCE_DUMP))),
    Case("bounce-lockers-absent", _bounce_store(BOUNCE, "Do you have lockers?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_BOUNCE_DUMP))),
    # a Spanish owners' community notice through ChatPromptTemplate with an optional MessagesPlaceholder
    Case("es-plazo", _vecinos_history(VECINOS, (), "¿Cuánto es cada plazo de la derrama?"),
         _both(_euro("120"), _none_of(*_VECINOS_DUMP))),
    Case("es-passes", _vecinos_history(VECINOS, (), "We need 6 pool passes for our family. How much extra do we pay?"),
         _both(_n("50"), _none_of(*_VECINOS_DUMP))),
    Case("es-garage", _vecinos_history(VECINOS, (), "Which day do I have to move my car out of the garage?"),
         _both(_new_not_old(r"wednesday|miércoles|(?<!\d)8(th)? (of )?june|june 8|8 de junio",
                            r"tuesday|martes|(?<!\d)7(th)? (of )?june|june 7|7 de junio"), _none_of(*_VECINOS_DUMP))),
    Case("es-kid", _vecinos_history(VECINOS, (), "Can my 12-year-old go to the pool on her own?"),
         _both(_denies("14", "adult", "acompañad"), _none_of(*_VECINOS_DUMP))),
    Case("es-year", _vecinos_history(VECINOS, (), "¿Cuánto pago de cuota de comunidad al año?"),
         _both(_euro("660"), _none_of(*_VECINOS_DUMP))),
    Case("es-september", _vecinos_history(VECINOS, (), "Is the pool open on 20 September?"),
         _both(_denies("15 september", "closes", "closed", "15th"), _none_of(*_VECINOS_DUMP))),
    Case("es-second-call", _vecinos_history(VECINOS, ("When is the general meeting?",
                                                      "Thursday 23 June at 19:30, first call."),
                                            "and the second call?"),
         _both(_re(r"20[:.]00|(?<![\d.:])8 ?pm|(?<![\d.:])8[.:]00 ?pm|las 20|ocho"), _none_of(*_VECINOS_DUMP))),
    Case("es-dogs-absent", _vecinos_history(VECINOS, (), "¿Se pueden llevar perros a la piscina?"),
         _both(_absent(*_ES_NOT_GIVEN, *_NOT_GIVEN), _lead("Sí", "sí", "Si,", "Yes"), _none_of(*_VECINOS_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_engineer(day: date, slot: Literal["morning", "afternoon"]) -> str:
    """Book the boiler engineer's visit on a day, in the morning or the afternoon slot."""
    return "booked"


@tool
def pay_contact(amount_gbp: float, contact: str) -> str:
    """Pay a saved contact an amount in pounds."""
    return "paid"


@tool
def log_weight(kg: float) -> str:
    """Record today's body weight in kilograms."""
    return "logged"


@tool
def book_table(people: int, time: str) -> str:
    """Book a restaurant table for tonight. time is the 24-hour HH:MM time."""
    return "booked"


@tool
def start_timer(seconds: int) -> str:
    """Start a kitchen timer for a number of seconds."""
    return "started"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the heating thermostat, in degrees Celsius."""
    return "set"


@tool
def track_parcel(tracking_code: str) -> str:
    """Look up where a parcel is by its tracking code."""
    return "in transit"


@tool
def reservar_pista(dia: date, hora: str, jugadores: int) -> str:
    """Reserva una pista de pádel. hora en formato 24 horas HH:MM; jugadores es el número de jugadores."""
    return "reservada"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _same_code(value: str):
    return lambda v: re.sub(r"[\s\-#]", "", str(v)).upper() == re.sub(r"\s", "", value).upper()


TOOLS = [
    Case("tool-engineer", _calls([book_engineer], "Today is Wednesday 9 March 2033. Can the engineer come this coming "
                                                  "Tuesday, after lunch?"),
         _call("book_engineer", day=lambda v: str(v) == "2033-03-15", slot=lambda v: str(v).lower() == "afternoon")),
    Case("tool-pay", _calls([pay_contact], "pay the window cleaner forty-two pounds seventy-five"),
         _call("pay_contact", amount_gbp=_num_near(42.75), contact=lambda v: "window" in str(v).lower())),
    Case("tool-stone", _calls([log_weight], "I weighed 11 stone 4 this morning"),
         _call("log_weight", kg=_num_near(71.67, 0.1))),
    Case("tool-table", _calls([book_table], "a table tonight for me, my wife, her parents and our two boys at half "
                                            "seven"),
         _call("book_table", people=_num_near(6), time=_hhmm("19:30"))),
    Case("tool-timer", _calls([start_timer], "set a timer for a minute and a half"),
         _call("start_timer", seconds=_num_near(90))),
    Case("tool-thermostat", _calls([set_thermostat], "turn the heating up to 68 Fahrenheit"),
         _call("set_thermostat", celsius=_num_near(20, 0.1))),
    Case("tool-parcel", _calls([track_parcel], "where's my parcel? the code is jd 0012 3456 789 gb"),
         _call("track_parcel", tracking_code=_same_code("JD00123456789GB"))),
    Case("tool-no-fit", _calls([pay_contact, start_timer, set_thermostat], "tell me a joke about penguins"), _no_call),
    Case("tool-table-missing", _calls([book_table], "book us a table for tonight please"), _no_call),
    Case("tool-es-padel", _calls([reservar_pista], "Hoy es lunes 7 de marzo de 2033. Resérvame una pista de pádel "
                                                   "para pasado mañana a las siete y media de la tarde, somos cuatro."),
         _call("reservar_pista", dia=lambda v: str(v) == "2033-03-09", hora=_hhmm("19:30"), jugadores=_num_near(4))),
]


# --- structured output ----------------------------------------------------------------------------

class Walk(BaseModel):
    km: float = Field(description="the walk's length in kilometres")


class Milk(BaseModel):
    litres: float = Field(description="how much milk, in litres")


class Rental(TypedDict):
    furnished: Annotated[bool, ..., "whether the flat comes furnished"]
    pets_allowed: Annotated[bool, ..., "whether pets are allowed"]


class Party(BaseModel):
    guests: int = Field(description="how many people in total")


class Job(BaseModel):
    urgency: Literal["low", "medium", "high"] = Field(description="how urgent the repair is")


class Fever(BaseModel):
    celsius: float = Field(description="the body temperature in degrees Celsius")


STRUCTURED = [
    Case("schema-walk", _structured(Walk, "I'm doing a 10-mile sponsored walk on Sunday."),
         _parsed(lambda w: abs(w.km - 16.09) <= 0.05)),
    Case("schema-milk", _structured(Milk, "Two pints of milk, please (British pints)."),
         _parsed(lambda m: abs(m.litres - 1.136) <= 0.02)),
    Case("schema-rental", _structured(Rental, "Fully furnished two-bed flat. Sorry, no pets."),
         _parsed(lambda t: (t.get("furnished"), t.get("pets_allowed")) == (True, False) if isinstance(t, dict)
                 else False)),
    Case("schema-party", _structured(Party, "It'll be me, my partner, our three children and my brother."),
         _parsed(lambda p: p.guests == 6)),
    Case("schema-urgency", _structured(Job, "The pipe under the sink has burst and water is pouring through the "
                                            "kitchen ceiling!"),
         _parsed(lambda j: j.urgency == "high")),
    Case("schema-fever", _structured(Fever, "His temperature was 101.3 Fahrenheit this morning."),
         _parsed(lambda f: abs(f.celsius - 38.5) <= 0.05)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Grounded(BaseModel):
    """Whether the facts support the answer."""

    grounded: bool = Field(description="true only if every statement in the answer is supported by the facts")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-relevant", _ask("Is this passage relevant to the question? Answer relevant or irrelevant, nothing "
                                "else.\nQuestion: How do I reset my broadband router?\nPassage: Our shop on the high "
                                "street is open from 9 to 5, Monday to Saturday."), _only("irrelevant")),
    Case("grade-grounded-false", _grader(Grounded, "Check the answer against the facts.",
                                         "FACTS: Admission is £8. Entry is free on the first Sunday of each month.\n"
                                         "ANSWER: The museum is free every Monday."),
         _parsed(lambda g: g.grounded is False)),
    Case("label-es", _ask("Clasifica el mensaje como QUEJA, PREGUNTA o ELOGIO. Responde solo con la etiqueta.\n"
                          "Mensaje: ¿A qué hora abren el sábado?"), _only("PREGUNTA")),
    Case("label-priority", _ask("Give this support ticket a priority: P1, P2 or P3 (P1 means the service is down). "
                                "Reply with the label only.\nTicket: Our whole website has been down since 6 am and "
                                "customers cannot order."), _only("P1")),
    Case("label-pt", _ask("Which language is this: PT, ES or IT? Reply with the code only.\nObrigado pela ajuda, até "
                          "amanhã!"), _only("PT")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-she", _thread("My neighbour Tom is 61 and his daughter Ruth is 29.", "Nice.", "how old is she?"),
         _both(_word("29", "twenty-nine"), _none_of("61", "sixty-one", "don't know"))),
    Case("thread-flight", _thread("My flight home is at 14:10.", "OK, noted.", "Sorry, it's 16:10 - I was looking at "
                                                                               "the wrong day.", "No problem.",
                                  "what time is my flight?"),
         _new_not_old(r"16[:.]10", r"14[:.]10")),
    Case("thread-run", _thread("I ran 5.5 km on Monday.", "Nice one.", "And 7 km on Wednesday.", "Well done.",
                               "how far is that altogether?"),
         _both(_amount("12.5"), _none_of("don't know"))),
    Case("thread-zh-cat", _thread("我家的猫叫年糕,今年三岁。", "好可爱!", "我的猫叫什么名字?"),
         _both(_any("年糕"), _none_of("不知道"))),
    Case("thread-car", _thread("I drive a blue 2019 Skoda Octavia.", "Nice car.", "what colour is my car?"),
         _both(_word("blue"), _none_of("don't know"))),
    Case("chat-tired", _ask("do you ever get tired of answering questions?"),
         _both(_not_opening("yes"), _any("don't get tired", "do not get tired", "not a person", "a program",
                                         "simulator", "language model", "an ai", "rule-based", "not human",
                                         "don't have feelings", "do not have feelings", "chatbot"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
