"""A fifty-fifth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held55``, from main at cb72417e) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run (f8026ad3, "fiftyfifth set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a Swedish housing association's (Brf) notice with an ÄNDRING moving the AGM, through
``prompt | llm | StrOutputParser``; a junior football club's kit order form (a column list, a
bundle price, a size guide) through ``with_structured_output(KitAnswer, include_raw=True)`` with an
optional number field beside the answer; a sailing club's race results as a reStructuredText simple
table with a protest note disqualifying a boat, in a checkpointed ``StateGraph`` thread
(``update_state``, one follow-up with a pronoun); a car's MOT certificate returned whole by the
learner's ``mot_history`` tool behind ``create_agent`` with ``response_format`` (both dump markers in
the first 200 characters, so a relay cut at 800 is seen); a primary school's term dates with INSET
days and an update moving one, through a ``Send`` fan-out (the question to the one model node, the
dates to a counting node with no model); a Chinese 快递柜 notice with a 补充通知 through
``RunnableParallel``; a holiday cottage's house manual with a "Changed for 2025" line read from an
``InMemoryStore``; a learner's keyword retriever over four household papers (a broadband contract
summary, a dated letter that overrides one of its prices, a kettle's warranty card, a gym's
membership page), the top two stuffed into a prompt; a café's staff rota pasted from a spreadsheet
(tab-separated, a swap note) behind a router edge; and a farm shop's prices and hours held in the
learner's SYSTEM PROMPT with terse human turns ("sun hours?", "18 eggs price", "cheese price?").

Every case's program run makes only the model calls that produce the asked reply (no warm-up
branch: the fan-out's other branch, the parallel's other branch, the router's other nodes and the
retriever call no model; the agent's calls are all for the asked reply), so a limit warning caught
during the run and the reply's own ``response_metadata["simulator_limit"]`` both belong to the
asked reply: limits are attributed per reply.

Questions typed the way a hurried learner types (lower case, no question mark, "yr", "pls", "r",
"whos", "til", "dsq'd", "mon", "sun"), values, worked figures (a saving, a sum over a headcount, a
year of a monthly fee, a percentage rise, a time difference, miles between two readings, a fee over
36 hours, extra baskets times nights), values a later line changed (the AGM, a DSQ, an INSET day, a
check-out time, a broadband price, a shift swap), conditions (a weekday rule, a deadline, an age or
size, a shift length), yes/no (mostly "no"), counts, "who", answers absent near words that are there
(sauna beside the laundry booking, goalie gloves, a prize, a CO reading beside the exhaust advisory,
sports day, a west-gate locker, parking, TV, tips, cheese). A learner's tools (a table for "me, my
partner and the in-laws this saturday at quarter to 8", euros in words, Fahrenheit, paint litres
worked from an area and coats, a ``StructuredTool`` with two enums and an optional bool, "two and a
quarter minutes", kilos to grams, "a fortnight from today", no tool fits, a value missing);
structured output of learner schemas (feet and inches, two negated booleans, a party count, a mixed
review enum, km to miles); graders (YES / NO, a 1-5 score in the learner's words, a Swedish
KLAGOMÅL / BERÖM label, a structured supported bool whose answer is true); conversations (a pronoun,
a correction, a running sum, a Chinese sibling count, a day counted, "r u a real person").

Oracles as in the fifty-fourth set (its text helpers copied; Swedish and Chinese change words added
to ``_CHANGE``; ``_off_only`` new), and strict: the asked result is required; a reply quoting most of
its document (``_under_half`` on every grounded case, and ``_none_of`` with two lines of each document
that answer no case), another row's value or an operand is wrong; ``_absent`` where the material does
not hold it; ``_no_call`` where no tool fits or a value is missing. Every text oracle judges the
reply with the simulator's limit sentences cut out (``_judged``).

Before the commit that holds this set the oracles were tried on one to three right replies written
by hand for every one of the 101 cases (all passed, also with a limit sentence put before them),
including the simulator's usual right-reply shapes (a row citation "Pos: 1; Helm: ...; Elapsed:
48:10", "No matching part of ...", the answer's source line such as the ÄNDRING / the update / the
"Changed for 2025" line / the dated letter / the swap note, "£6.90", "6.90 pounds", "6,90 £", "No:
<the rule's line>", a reply naming a person who is off as off); on each grounded case's whole
document echoed back, bare, after "Here is what I found:" and cut at 800 characters after it (none
passed); on a bare limit sentence (none passed but the two no-call tool cases); on hand-made tool
calls and parsed objects (all passed) and on 55 wrong replies (an old value, an operand, another
row's value, a yes for a no, a quoted neighbouring line): one passed, kit-cheque's "Payment: cash or
card at the club house" with the cheque clause cut off, left as it is because that line does answer
the question. The simulator was not run on the set before that commit.

FIRST SIGHT on main at cb72417e (the branch point of ``held55``; one run with ``-v``, about 23 s
wall, 9 s CPU), 101 cases: right 38, stated limit 42, silently wrong 21, false alarms 0, with the
oracles as committed. The harness did not crash. No oracle was mended (none rejected a truly right
reply). Pinned at these counts in ``test_pins.py``. Limits are attributed per reply (see above).

Read with care. Two oracles let a flawed reply through as right, left as they are and named here:
zh-late-drop ("快递员投柜时间:每天7:00-21:00。" then "资料中没有找到关于'晚上', '十点', '还会'的信息,所以这部分我不知道": the
hours line is given but the yes/no is disowned) and tool-fortnight (day 2036-06-16 right, but the
``note`` argument is "today's mon 2 june 2036", not the thing to remember). Read strictly: 36 right,
42 limits, 23 silently wrong, 0 false alarms.

The silently wrong (21): kit-late ("I don't know.": wanted October, the form's later-orders line),
kit-top-yxs ("Size guide: YXS = age 5-6.": wanted no, the training top comes in YS-M), zh-cells and
zh-west-absent (the 补充通知 on the front desk's Sunday, "This corrects what an earlier line says":
wanted 120 / "only the east gate is named"), let-checkout ("Late check-out until 12 noon ..." with
"don't know 'last'": wanted 11am, the "Changed for 2025" line), let-dogs (the "Changed for 2025"
check-out line as a correction of the logs line: wanted £50), mr-guests ("Guest passes £8 each."
with "don't know '2'": wanted £16), rota-wed (the swap note only: wanted Sam and Priya), rota-sat
("I don't know.": wanted 3), rota-priya-break ("I don't know.": wanted no, her 8-2 shift is not
longer than 6 hours), rota-good-fri (the Good Friday pay note, breaks and drinks lines: wanted Marco,
Priya, Sam), rota-marco-sun ("The documents do not give the time": wanted 10am), shop-sun ("I don't
know.": wanted 10am-2pm), shop-mon ("Opening hours: Mondays.": wanted no, closed), shop-milk-3 (the
whole system prompt: wanted £5.40), shop-cheese-absent (the price line with "don't know 'cheese'":
the price line is an answer to no part), tool-paint (litres=1.0: wanted 5), tool-service (no
``collect``: wanted collect=True from "can u pick it up from mine"), schema-room (True, True from
"isn't included" / "not permitted": wanted False, False), grade-score (score=1 for a right reply:
wanted 4 or 5), conv-spent ('Earlier you said: "spent 12.40 on lunch."': wanted 16.25). No limit
sentence met an oracle through its own words (``_judged``). Classes, code paths and proposed
mechanisms: ``FIFTYFIFTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftyfifth_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import operator
import re
import sys
from datetime import date
from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import StructuredTool, tool
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
    _under_half,
    _word,
    report,
    tally,
)

# the fifty-fourth set's text oracles, copied (Swedish and Chinese words added to _CHANGE) (a set imports only
# from _oracles)
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
                     r"crossed|struck|re-?priced|edited|in for|until|old\b|earlier|disqualif|protest|moves? up|"
                     r"ändring|flyttas|flyttad|istället|tidigare|inte\b|"
                     r"调整|改为|更正|原来|以前|之前|不再|不是|原定|补充", re.I)


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
              "no one is named", "nobody is named", "not say", "not mention", "don't know", "do not know")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关信息", "没有提及", "未注明",
                 "通知中没有", "通知里没有", "无法确定", "没有信息")

_SV_NOT_GIVEN = ("står inte", "nämns inte", "framgår inte", "ingen information", "vet inte", "finns inte med",
                 "inte nämnt", "saknas")


def _off_only(name: str):
    """``name`` (a person not on shift) only in a sentence that says they are off or not working."""
    def ok(out) -> bool:
        for sentence in re.split(r"[!?;\n]|\.(?!\d)", _text(out)):
            if re.search(rf"\b{name}\b", sentence, re.I) and not re.search(r"\boff\b|\bnot\b|n't\b", sentence, re.I):
                return False
        return True

    return ok


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Chinese "yes" words, where a whole-word
    test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*").startswith(openings)


# --- program shapes -------------------------------------------------------------------------------


def _chain(system: str, doc: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the document in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([("system", system + "\n\n{doc}"), ("human", "{question}")])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"doc": doc, "question": question}))

    return run


def _swedish_chain(question: str):
    return _chain("Du svarar medlemmarna i bostadsrättsföreningen på frågor om informationsbladet, på frågans språk. "
                  "Informationsbladet:", BRF, question)


class KitAnswer(BaseModel):
    """An answer for a parent ordering junior football kit."""

    answer: str = Field(description="the reply to the parent")
    cost_gbp: float | None = Field(default=None, description="a price in pounds, if the question asks for one")


def _kit_schema(question: str):
    """``with_structured_output(KitAnswer, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(KitAnswer, include_raw=True).invoke([
            SystemMessage(f"You help parents fill in the kit order form below.\n\n{KIT}"), HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


def _results_thread(question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the results sheet put on the thread as
    a system message with ``update_state``, then any earlier turns; the question invoked."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def officer(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("officer", officer)
        g.add_edge(START, "officer")
        g.add_edge("officer", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "race-4"}}
        app.update_state(config, {"messages": [SystemMessage(f"You answer club members about the race results.\n\n"
                                                             f"{RESULTS}")]}, as_node="officer")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="officer")
        return app.invoke({"messages": [HumanMessage(question)]}, config)["messages"][-1]

    return run


class MotAnswer(BaseModel):
    """The reply to the car's owner."""

    reply: str = Field(description="the answer for the owner")


def _mot_agent(question: str):
    """``create_agent`` with the learner's ``mot_history`` tool (the MOT certificate, whole) and
    ``response_format=MotAnswer``. With no tool result in the run the outcome is empty (wrong)."""

    @tool
    def mot_history(registration: str = "LK19 XEW") -> str:
        """Look up the latest MOT test certificate for a car registration."""
        return MOT

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [mot_history], system_prompt="You help the owner of car LK19 XEW. Always look the "
                             "MOT up with the tool before answering.", response_format=MotAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "mot_history" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.reply if isinstance(resp, MotAnswer) else str(resp.get("reply", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class TermState(TypedDict):
    dates: str
    question: str
    results: Annotated[list, operator.add]


class TermJob(TypedDict):
    dates: str
    question: str


def _terms_fanout(question: str):
    """A ``Send`` fan-out from ``START``: the question to ``answer`` (the one model call) and the
    dates to ``count_terms`` (a learner's count of term lines, no model); the answer returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: TermState):
            job = {"dates": s["dates"], "question": s["question"]}
            return [Send("answer", job), Send("count_terms", job)]

        def answer(s: TermJob):
            msg = llm.invoke([SystemMessage(f"You answer parents' questions about the school year.\n\n{s['dates']}"),
                              HumanMessage(s["question"])])
            return {"results": [("answer", _text(msg))]}

        def count_terms(s: TermJob):
            return {"results": [("terms", len(re.findall(r"^\w+ term:", s["dates"], re.M)))]}

        g = StateGraph(TermState)
        g.add_node("answer", answer)
        g.add_node("count_terms", count_terms)
        g.add_conditional_edges(START, fan, ["answer", "count_terms"])
        g.add_edge("answer", END)
        g.add_edge("count_terms", END)
        out = g.compile().invoke({"dates": TERMS, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("answer", ""))

    return run


def _locker_parallel(question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the notice's
    length (a ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是小区物业的客服,根据下面的通知回答业主的问题,用提问的语言回答。\n\n{notice}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                chars=RunnableLambda(lambda x: len(x["notice"])))
        return AIMessage(both.invoke({"notice": LOCKER, "question": question})["answer"])

    return run


class StayState(TypedDict):
    question: str
    reply: str


def _manual_store(question: str):
    """A graph compiled with an ``InMemoryStore``: the house manual saved under ("gull-cottage",
    "docs") / "manual"; the ``host`` node reads it with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("gull-cottage", "docs"), "manual", {"text": MANUAL})

        def host(s: StayState, *, store: BaseStore):
            item = store.get(("gull-cottage", "docs"), "manual")
            msg = llm.invoke([SystemMessage(f"You are the holiday cottage's host. Answer guests from the house "
                                            f"manual.\n\n{item.value['text']}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(StayState)
        g.add_node("host", host)
        g.add_edge(START, "host")
        g.add_edge("host", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


_STOP = {"the", "a", "i", "my", "of", "to", "is", "on", "how", "do", "in", "for", "what", "and", "it", "can", "much",
         "if", "we", "whats", "me", "be", "will", "with", "s", "t", "per"}


def _paper_retriever(question: str):
    """A learner's retriever: four household documents scored by words shared with the question,
    the top two (with their names) stuffed into ``prompt | llm``."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        store = [Document(page_content=text, metadata={"source": name}) for name, text in PAPERS.items()]

        def words(s: str) -> set[str]:
            return set(re.findall(r"[a-z]+", s.lower())) - _STOP

        def retrieve(q: str) -> str:
            ranked = sorted(store, key=lambda d: -len(words(q) & words(d.page_content)))
            return "\n\n".join(f"[{d.metadata['source']}]\n{d.page_content}" for d in ranked[:2])

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer from my saved paperwork below. Later dated letters override older documents.\n\n"
                       "{context}"),
            ("human", "{question}"),
        ])
        chain = {"context": RunnableLambda(retrieve), "question": RunnableLambda(lambda q: q)} | prompt | llm
        return chain.invoke(question)

    return run


class RotaState(TypedDict):
    question: str
    reply: str


def _rota_routed(question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends questions on pay, hours or
    breaks to ``payroll``, "who" questions to ``rota`` and any other to ``manager``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: RotaState):
                msg = llm.invoke([SystemMessage(f"{instruction} This week's rota:\n\n{ROTA}"),
                                  HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: RotaState) -> str:
            q = s["question"].strip().lower()
            if any(w in q for w in ("pay", "paid", "hours", "break")):
                return "payroll"
            return "rota" if q.startswith(("who", "whos", "who's")) else "manager"

        g = StateGraph(RotaState)
        g.add_node("payroll", node("Answer staff questions about hours and pay."))
        g.add_node("rota", node("Say who is working when."))
        g.add_node("manager", node("Help the member of staff."))
        g.add_conditional_edges(START, route, {"payroll": "payroll", "rota": "rota", "manager": "manager"})
        for name in ("payroll", "rota", "manager"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


def _shop_prompt(question: str):
    """The learner's SYSTEM PROMPT holds the shop's material; the human turn is terse."""
    return lambda llm: llm.invoke([SystemMessage(SHOP_PROMPT), HumanMessage(question)])


# --- documents ------------------------------------------------------------------------------------

BRF = """Brf Björkhagen 3 - INFORMATION TILL MEDLEMMARNA (mars 2025)
- Stambyte i trapphus 2: arbetet pågår 7 april-16 maj. Vattnet stängs av vardagar kl. 8-16.
- Tvättstugan: bokas på tavlan i källaren, pass 7-11, 11-15 och 15-19. Högst två pass per vecka och hushåll.
- Årsstämma: torsdag 24 april kl. 19.00 i föreningslokalen (hus 1, bottenvåningen).
- Månadsavgiften höjs med 4 % från 1 juli.
- Cykelrensning: märk din cykel senast 30 april; omärkta cyklar tas bort 5 maj.
- Garageplats: 650 kr/mån, kö hos styrelsen.
Kom ihåg: ingen kolgrill på balkongerna.
Vi hälsar de nya medlemmarna i hus 3 välkomna.
ÄNDRING 18 mars: årsstämman flyttas till tisdag 29 april, samma tid och plats.
Styrelsen nås på styrelsen@bjorkhagen3.se."""

_BRF_DUMP = ("ingen kolgrill", "nya medlemmarna i hus 3")

KIT = """Ashdown Rovers Juniors - 2025/26 kit order form
Please return to the club house by Friday 15 August. Orders after that date arrive in October.

Item                 Sizes                        Price
Home shirt           YXS, YS, YM, YL, S, M        £22
Away shirt           YXS, YS, YM, YL, S, M        £22
Shorts               YXS-M                        £12
Socks (pair)         Junior 12-2, Adult 3-6       £7
Training top         YS-M                         £28
Kit bag              one size                     £15

Full kit bundle (home shirt, shorts, socks): £36 instead of £41.
Initials on shirts: £3 per shirt. Squad numbers are given by the coach, not chosen.
Size guide: YXS = age 5-6, YS = age 7-8, YM = age 9-10, YL = age 11-12.
Payment: cash or card at the club house; cheques are no longer accepted.
Kit manager: Gemma Hollis.
Our shirt sponsor this season is Dunmore Motors.
The club's burger van is at every home match."""

_KIT_DUMP = ("Dunmore Motors", "burger van")

RESULTS = """Wyke Sailing Club - Sunday Series, race 4 (9 March 2025) - provisional results
Course: triangle-sausage, 3 laps. Wind SW 12-15 knots. Race officer: Bill Carver.

====  ==============  ===========  ====  =======  =========
Pos   Helm            Class        PY    Elapsed  Corrected
====  ==============  ===========  ====  =======  =========
1     Amy Lowther     Laser        1100  48:10    43:47
2     Raj Mistry      RS Aero 7    1065  47:05    44:13
3     Tom Fenn        Solo         1142  51:02    44:41
4     Kate Oduya      Topper       1365  61:20    44:56
5     Neil Shah       Laser        1100  50:01    45:28
DNF   Jo Brennan      Solo         1142  -        -
====  ==============  ===========  ====  =======  =========

Protest decided 11 March: Raj Mistry disqualified (rule 31, touching a mark). Boats below him move up one place.
Series scoring: 1st = 1 point, 2nd = 2 points and so on; DNF and DSQ score the number of entrants + 1.
Next race: Sunday 23 March.
Bacon rolls £3.50 from the galley after racing."""

_RESULTS_DUMP = ("Bacon rolls", "Wind SW 12-15 knots")

MOT = """MOT TEST CERTIFICATE - Result: PASS (with advisories)
Testing station: Kestrel Garage MOT Centre, Unit 4 Ropewalk Estate, tester ref T-4471
Vehicle: FORD FIESTA 1.0 ECOBOOST, registration LK19 XEW, colour blue, first used 14 May 2019
Test date: 3 March 2025
Expiry date: 2 March 2026
Mileage: 48,312 miles (previous test: 41,905 miles on 28 February 2024)
Dangerous defects (repair immediately): none
Major defects (repair as soon as possible): none
Advisories (monitor and repair if necessary):
  - Nearside front tyre worn close to the legal limit (2.0 mm)
  - Offside rear brake disc slightly pitted
  - Exhaust has a minor leak of exhaust gases
MOT fee paid: £54.85. No retest needed."""

_MOT_DUMP = ("Ropewalk Estate", "T-4471")

TERMS = """St Bride's C of E Primary School - term dates 2025-26
Autumn term: Wed 3 Sep 2025 - Fri 19 Dec 2025
  Half term: Mon 27 Oct - Fri 31 Oct
  INSET days: Mon 1 Sep, Tue 2 Sep, Fri 21 Nov (school closed to pupils)
Spring term: Mon 5 Jan 2026 - Fri 27 Mar 2026
  Half term: Mon 16 Feb - Fri 20 Feb
  INSET day: Mon 5 Jan (pupils start Tue 6 Jan)
Summer term: Mon 13 Apr 2026 - Tue 21 Jul 2026
  Half term: Mon 25 May - Fri 29 May
  Bank holiday: Mon 4 May (school closed)
Update (10 June 2025): the INSET day on Fri 21 Nov has moved to Mon 24 Nov.
Breakfast club runs from 7:45am on every school day, £4.50 a session.
The uniform shop is open on Thursday afternoons.
Please label every item of clothing with your child's name."""

_TERMS_DUMP = ("uniform shop", "label every item")

LOCKER = """【阳光花园小区物业】关于快递柜使用的通知
各位业主:
1. 小区东门新装的丰巢快递柜已于3月1日启用,共120格。
2. 快递入柜后免费保管12小时,超时后每12小时收费0.5元,每件最高收费3元。
3. 生鲜快递请在4小时内取走,超时变质物业不负责。
4. 大件快递(超过20公斤)不入柜,放在物业前台,凭取件码领取。
5. 快递员投柜时间:每天7:00-21:00。
温馨提示:请勿在快递柜前停放电动车。
垃圾分类请按规定时间投放。
物业前台工作时间:每天8:00-18:00。
补充通知(3月5日):物业前台周日休息,周日到的大件快递请周一领取。"""

_LOCKER_DUMP = ("电动车", "垃圾分类")

MANUAL = """Gull Cottage, Porthallow - house manual for guests
Wi-Fi: network GullCottage, password Seaspray42
Check-in from 4pm; check-out by 10am. The key safe is by the back door, code 7291.
Heating: oil boiler, switch in the utility cupboard; please keep the thermostat at 19-21°C.
Wood burner: one basket of logs a day is free; extra baskets are £6 each from the farm shop.
Bins: black bags go out Monday, recycling Thursday - leave them at the end of the lane by 7am.
Dogs: up to 2 well-behaved dogs, £25 per dog per stay; not on the beds or sofas please.
Beach: 5 minutes' walk down the lane. No lifeguard outside July and August.
Late check-out until 12 noon: £30, ask by the day before.
Changed for 2025: check-out is now 11am at no extra cost (late check-out until 1pm, still £30).
Nearest pub: The Five Pilchards, food until 8:30pm."""

_MANUAL_DUMP = ("Seaspray42", "Five Pilchards")

PAPERS = {
    "broadband_contract_summary.txt": "Contract summary - Lumen Fibre 150 broadband. Lumen Fibre is a trading name "
                                      "of Lumen Networks Ltd. Minimum term 24 months from 1 June 2024. Monthly price "
                                      "£29.99 for months 1-12, then £34.99 for months 13-24. Average download speed "
                                      "150 Mb/s; minimum guaranteed download speed 75 Mb/s. Leaving early: £5 for "
                                      "each month left on the minimum term. The router must be returned within 30 "
                                      "days of leaving or we charge £60.",
    "broadband_price_letter_2025.txt": "Lumen Fibre, letter of 5 February 2025: from 1 June 2025 your broadband "
                                       "monthly price for months 13-24 will be £37.99, not £34.99 as in your "
                                       "contract summary. Nothing else in your contract changes.",
    "kettle_warranty.txt": "Brewmaster 3000 kettle - warranty card. Made in Slovenia. 2 years' warranty from the "
                           "date of purchase; keep your receipt. Register online within 28 days of purchase to "
                           "extend the warranty to 3 years. Not covered: limescale damage, accidental drops, "
                           "commercial use.",
    "gym_membership.txt": "Pulse Gym off-peak membership: £21 a month, weekdays before 4pm and all weekend. 30 days' "
                          "notice to cancel. Guest passes £8 each. Towels are provided at reception.",
}

_PAPERS_DUMP = ("trading name of Lumen", "Made in Slovenia", "Towels are provided")

ROTA = """Café Bramble - staff rota w/c 14 April 2025
Name\tMon\tTue\tWed\tThu\tFri\tSat\tSun
Ellie\t8-4\t8-4\toff\t8-4\toff\t9-5\toff
Marco\toff\t12-8\t12-8\t12-8\t12-8\toff\t10-4
Priya\t8-2\toff\t8-2\toff\t8-2\t9-5\t10-4
Sam\t12-8\t12-8\toff\toff\t12-8\t9-5\toff
Notes: Good Friday (18 April) is paid at time and a half.
Swap agreed 12 April: Sam now works Wed 12-8 and Marco has Wed off.
Breaks: a 30-minute unpaid break for any shift longer than 6 hours.
Staff drinks are free on shift.
Please descale the coffee machine at close on Sunday."""

_ROTA_DUMP = ("Staff drinks are free", "descale the coffee machine")

SHOP_PROMPT = ("You are the helper for Hollins Farm Shop. Prices: free-range eggs £2.40 a half dozen or £4.50 a "
               "dozen; raw milk £1.80 a litre; sourdough loaf £3.90; lamb leg joint £14 per kg. Opening hours: "
               "Tuesday to Saturday 9am-5pm, Sunday 10am-2pm, closed on Mondays. Card payments only over £5. "
               "Keep your answers short and friendly.")

_SHOP_DUMP = ("You are the helper", "Keep your answers short")

_DOCS = {"se": BRF, "kit": KIT, "sail": RESULTS, "mot": MOT, "term": TERMS, "zh": LOCKER, "let": MANUAL,
         "mr": "\n\n".join(PAPERS.values()), "rota": ROTA, "shop": SHOP_PROMPT}

_SECOND = r"(?<!\d)2(nd)?(?!\d)|second"

GROUNDED = [
    # a Swedish housing association's notice (an ÄNDRING) through prompt | llm | StrOutputParser
    Case("se-stamma", _swedish_chain("när är årsstämman"),
         _both(_new_not_old(r"29 april|april 29|tisdag|tuesday", r"24 april|april 24|torsdag|thursday"),
               _none_of(*_BRF_DUMP))),
    Case("se-laundry-3", _swedish_chain("can i book 3 laundry slots this week"),
         _both(_denies("two", "2 pass", "2 slots", "högst två", "max", "at most", "nej", no=("no", "nej")),
               _none_of(*_BRF_DUMP))),
    Case("se-fee-5000", _swedish_chain("i pay 5000 kr a month now, what will it be from july"),
         _both(_re(r"(?<![\d.,])5[ ,.\u00a0]?200(?![\d])"), _none_of(*_BRF_DUMP))),
    Case("se-water-sat", _swedish_chain("will the water be off on saturdays during the stambyte"),
         _both(_denies("vardagar", "weekdays", "only on weekdays", "monday to friday", no=("no", "nej")),
               _none_of(*_BRF_DUMP))),
    Case("se-bike-2may", _swedish_chain("if i mark my bike on 2 may is that in time"),
         _both(_denies("30 april", "april 30", no=("no", "nej")), _none_of(*_BRF_DUMP))),
    Case("se-garage-year", _swedish_chain("garage space for a whole yr, what does that come to"),
         _both(_re(r"(?<![\d.,])7[ ,.\u00a0]?800(?!\d)"), _none_of(*_BRF_DUMP))),
    Case("se-sauna-absent", _swedish_chain("how do i book the sauna"),
         _both(_absent(*_NOT_GIVEN, *_SV_NOT_GIVEN, "only the laundry", "only mentions"), _none_of(*_BRF_DUMP))),
    Case("se-stamma-where", _swedish_chain("var hålls stämman"),
         _both(_any("föreningslokalen", "hus 1", "house 1", "building 1"), _none_of(*_BRF_DUMP))),
    # a junior football club's kit order form through with_structured_output(KitAnswer, include_raw=True)
    Case("kit-bundle-save", _kit_schema("how much do i save with the bundle compared to buying the bits separately"),
         _both(_n("5"), _none_of(*_KIT_DUMP))),
    Case("kit-size-9", _kit_schema("what size shirt for a 9 yr old"),
         _both(_word("YM"), _none_of(*_KIT_DUMP))),
    Case("kit-two-bundles", _kit_schema("2 bundles with initials on both shirts, total pls"),
         _both(_n("78"), _none_of(*_KIT_DUMP))),
    Case("kit-cheque", _kit_schema("can i send a cheque"),
         _both(_denies("no longer", "not accepted", "cash or card"), _none_of(*_KIT_DUMP))),
    Case("kit-late", _kit_schema("if i hand the form in on 20 aug when will the kit come"),
         _both(_word("october", "oct"), _none_of(*_KIT_DUMP))),
    Case("kit-number", _kit_schema("my lad wants number 9 on his back, can he choose it"),
         _both(_denies("coach", "not chosen", "can't choose", "cannot choose"), _none_of(*_KIT_DUMP))),
    Case("kit-gloves-absent", _kit_schema("how much r goalie gloves"),
         _both(_absent(*_NOT_GIVEN, "not on the form", "not part of"), _none_of(*_KIT_DUMP))),
    Case("kit-top-yxs", _kit_schema("training top in YXS for my 6 yr old?"),
         _both(_denies("YS-M", "YS to M", "smallest", "starts at YS", "from YS"), _none_of(*_KIT_DUMP))),
    # a sailing club's results sheet (RST table, a protest note) in a checkpointed thread
    Case("sail-second", _results_thread("who came 2nd in the end"),
         _both(_new_not_old(r"tom fenn|\btom\b", r"raj"), _none_of(*_RESULTS_DUMP))),
    Case("sail-kate", _results_thread("where did kate finish after the protest"),
         _both(_new_not_old(r"(?<!\d)3(rd)?(?!\d)|third", r"4th|fourth"), _none_of(*_RESULTS_DUMP))),
    Case("sail-jo-points", _results_thread("how many points does jo get for this race"),
         _both(_n("7"), _none_of(*_RESULTS_DUMP))),
    Case("sail-lasers", _results_thread("how many lasers raced"),
         _both(_re(r"(?<![\d:])2(?![\d:])|\btwo\b"), _none_of(*_RESULTS_DUMP))),
    Case("sail-raj-why", _results_thread("why did raj get dsq'd"),
         _both(_any("touching a mark", "touched a mark", "rule 31"), _none_of(*_RESULTS_DUMP))),
    Case("sail-gap", _results_thread("how much did amy beat neil by on corrected time"),
         _both(_re(r"1:41|1 ?min\w*,? (and )?41|(?<!\d)101 ?s"), _none_of(*_RESULTS_DUMP))),
    Case("sail-prize-absent", _results_thread("what did the winner get as a prize"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_RESULTS_DUMP))),
    Case("sail-followup", _results_thread("and her elapsed time?", ("who won race 4", "Amy Lowther, in a Laser.")),
         _both(_re(r"48:10"), _none_of(*_RESULTS_DUMP, "47:05", "50:01"))),
    # an MOT certificate returned whole by an agent's tool, with response_format
    Case("mot-expiry", _mot_agent("when do i need the next mot by"),
         _both(_re(r"(?<!\d)2(nd)? (of )?march,? 2026|march 2(nd)?,? 2026|2/3/2026|2026-03-02"),
               _none_of(*_MOT_DUMP))),
    Case("mot-miles", _mot_agent("how many miles did i do between the last two mots"),
         _both(_re(r"(?<![\d.,])6,?407(?!\d)"), _none_of(*_MOT_DUMP))),
    Case("mot-fail", _mot_agent("did it fail on anything"),
         _both(_denies("passed", "pass"), _none_of(*_MOT_DUMP))),
    Case("mot-tyre", _mot_agent("which tyre is nearly worn out"),
         _both(_any("nearside front", "front nearside", "front left"), _none_of(*_MOT_DUMP))),
    Case("mot-co-absent", _mot_agent("what was the co reading on the emissions test"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_MOT_DUMP))),
    Case("mot-advisories", _mot_agent("how many advisories did it get"),
         _both(_re(r"(?<![\d.,])3(?![\d.,])|\bthree\b"), _none_of(*_MOT_DUMP))),
    # a primary school's term dates with INSET days (an update) through a Send fan-out
    Case("term-21nov", _terms_fanout("is school open fri 21 nov"),
         _both(_not_opening("no"), _any("yes", "open", "moved", "24 nov", "24th"), _none_of(*_TERMS_DUMP))),
    Case("term-back-jan", _terms_fanout("what day do the kids actually go back in jan"),
         _both(_re(r"(?<!\d)6(th)? (of )?jan|jan\w* 6(th)?(?!\d)"), _none_of(*_TERMS_DUMP))),
    Case("term-autumn-inset", _terms_fanout("how many inset days in the autumn term"),
         _both(_re(r"(?<![\d.,])3(?![\d.,])|\bthree\b"), _none_of(*_TERMS_DUMP))),
    Case("term-feb-ht", _terms_fanout("when's feb half term"),
         _both(_re(r"16(th)?( feb\w*)? ?(-|–|to|until) ?(fri\w* )?20"), _none_of(*_TERMS_DUMP))),
    Case("term-breakfast", _terms_fanout("breakfast club every day for my 2 kids, cost per week"),
         _both(_n("45"), _none_of(*_TERMS_DUMP))),
    Case("term-4may", _terms_fanout("school on mon 4 may?"),
         _both(_denies("bank holiday", "closed"), _none_of(*_TERMS_DUMP))),
    Case("term-sports-absent", _terms_fanout("when is sports day"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_TERMS_DUMP))),
    Case("term-last-day", _terms_fanout("last day of the school year"),
         _both(_re(r"(?<!\d)21(st)? (of )?jul|jul\w* 21"), _none_of(*_TERMS_DUMP))),
    # a Chinese 快递柜 notice (a 补充通知) through RunnableParallel
    Case("zh-36h", _locker_parallel("快递放了36个小时要交多少钱"),
         _both(_re(r"(?<![\d.])1 ?元|一元|1块|一块|(?<![\d.])1(\.00?)? ?(yuan|rmb)"), _none_of(*_LOCKER_DUMP))),
    Case("zh-max", _locker_parallel("超时最多收多少钱"),
         _both(_re(r"(?<![\d.])3 ?元|三元|3块|三块"), _none_of(*_LOCKER_DUMP))),
    Case("zh-big-sunday", _locker_parallel("周日能去前台拿大件快递吗"),
         _both(_lead("能", "可以", "是"), _any("不能", "不可以", "休息", "周一", "星期一"), _none_of(*_LOCKER_DUMP))),
    Case("zh-fresh", _locker_parallel("how long can fresh food stay in the locker"),
         _both(_re(r"(?<!\d)4 ?(hours|hrs|小时|个小时)|four hours"), _none_of(*_LOCKER_DUMP))),
    Case("zh-cells", _locker_parallel("快递柜一共有多少格"),
         _both(_n("120"), _none_of(*_LOCKER_DUMP))),
    Case("zh-late-drop", _locker_parallel("快递员晚上十点还会投柜吗"),
         _both(_lead("会", "可以", "能", "是"), _any("不会", "不能", "21:00", "21点", "晚上9点", "九点"),
               _none_of(*_LOCKER_DUMP))),
    Case("zh-west-absent", _locker_parallel("西门有快递柜吗"),
         _both(_absent(*_NOT_GIVEN, *_ZH_NOT_GIVEN, "只有东门", "只提到东门", "东门"), _lead("有"),
               _none_of(*_LOCKER_DUMP))),
    # a holiday let's house manual read from an InMemoryStore (a "changed for 2025" line)
    Case("let-checkout", _manual_store("what time do we have to be out on the last day"),
         _both(_new_not_old(r"(?<!\d)11 ?(am|a\.m\.)|(?<!\d)11[:.]00", r"(?<!\d)10 ?(am|a\.m\.)|(?<!\d)10[:.]00"),
               _none_of(*_MANUAL_DUMP))),
    Case("let-dogs", _manual_store("we're bringing our 2 dogs, how much extra"),
         _both(_n("50"), _none_of(*_MANUAL_DUMP))),
    Case("let-3-dogs", _manual_store("is it ok to bring 3 dogs"),
         _both(_denies("up to 2", "up to two", "max", "only 2", "only two"), _none_of(*_MANUAL_DUMP))),
    Case("let-logs", _manual_store("we'll want 3 baskets of logs a day for 4 nights, what will the logs cost us"),
         _both(_n("48"), _none_of(*_MANUAL_DUMP))),
    Case("let-lifeguard", _manual_store("is there a lifeguard on the beach in june"),
         _both(_denies("july and august", "only in july", "outside july"), _none_of(*_MANUAL_DUMP))),
    Case("let-late", _manual_store("late check out - til what time"),
         _both(_new_not_old(r"(?<!\d)1 ?(pm|p\.m\.)|(?<!\d)13[:.]00", r"12 noon|(?<!\d)12 ?(pm|p\.m\.)|noon"),
               _none_of(*_MANUAL_DUMP))),
    Case("let-recycling", _manual_store("which day does the recycling go out"),
         _both(_word("thursday", "thu", "thurs"), _none_of(*_MANUAL_DUMP))),
    Case("let-parking-absent", _manual_store("where do we park the car"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_MANUAL_DUMP))),
    # a learner's keyword retriever over four household papers (a dated letter overriding a price)
    Case("mr-june25", _paper_retriever("broadband price per month from june 2025"),
         _both(_new_not_old(r"37[.,]99", r"34[.,]99"), _none_of(*_PAPERS_DUMP))),
    Case("mr-leave", _paper_retriever("if i leave the broadband with 6 months left on the contract, whats the fee"),
         _both(_n("30"), _none_of(*_PAPERS_DUMP))),
    Case("mr-min-speed", _paper_retriever("minimum guaranteed download speed"),
         _both(_re(r"(?<!\d)75 ?mb"), _none_of(*_PAPERS_DUMP))),
    Case("mr-kettle-3y", _paper_retriever("how do i get 3 years warranty on the kettle"),
         _both(_any("register"), _re(r"(?<!\d)28 days"), _none_of(*_PAPERS_DUMP))),
    Case("mr-kettle-drop", _paper_retriever("i dropped the kettle and it cracked, is that covered by the warranty"),
         _both(_denies("not covered", "accidental drops", "isn't covered", "excluded"), _none_of(*_PAPERS_DUMP))),
    Case("mr-guests", _paper_retriever("bringing 2 guests to the gym, how much for their passes"),
         _both(_n("16"), _none_of(*_PAPERS_DUMP))),
    Case("mr-tv-absent", _paper_retriever("does my broadband include tv channels"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_PAPERS_DUMP))),
    Case("mr-router", _paper_retriever("what happens if i don't send the router back after leaving"),
         _both(_n("60"), _none_of(*_PAPERS_DUMP))),
    # a café's staff rota pasted from a spreadsheet (tabs, a swap note) behind a router edge
    Case("rota-wed", _rota_routed("who's working wed"),
         _both(_new_not_old(r"\bsam\b", r"\bmarco\b"), _word("priya"), _off_only("ellie"), _none_of(*_ROTA_DUMP))),
    Case("rota-ellie-hours", _rota_routed("how many hours is ellie on this week"),
         _both(_re(r"(?<![\d.])(32|30)(?![\d.])"), _none_of(*_ROTA_DUMP))),
    Case("rota-sat", _rota_routed("how many of us are on saturday"),
         _both(_re(r"(?<![\d.:-])3(?![\d.:-])|\bthree\b"), _none_of(*_ROTA_DUMP))),
    Case("rota-priya-break", _rota_routed("does priya get a break on monday"),
         _both(_denies("longer than 6", "not longer", "only 6", "exactly 6", "6 hours", "six hours"),
               _none_of(*_ROTA_DUMP))),
    Case("rota-good-fri", _rota_routed("whos on good friday"),
         _both(_word("marco"), _word("priya"), _word("sam"), _off_only("ellie"), _none_of(*_ROTA_DUMP))),
    Case("rota-marco-sun", _rota_routed("what time does marco start sunday"),
         _both(_re(r"(?<![\d.:-])10(?![\d:]|\.\d)|(?<!\d)10 ?am|10:00"), _none_of(*_ROTA_DUMP))),
    Case("rota-tips-absent", _rota_routed("how r tips split"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_ROTA_DUMP))),
    # a farm shop's prices and hours in the learner's SYSTEM PROMPT; terse human turns
    Case("shop-sun", _shop_prompt("sun hours?"),
         _both(_re(r"(?<!\d)10 ?(am)?\s*(-|–|to|until)\s*2 ?(pm)?|10:00\s*(-|–|to)\s*14:00"),
               _none_of(*_SHOP_DUMP))),
    Case("shop-mon", _shop_prompt("open mon?"),
         _both(_denies("closed"), _none_of(*_SHOP_DUMP))),
    Case("shop-18-eggs", _shop_prompt("18 eggs price"),
         _both(_amount("6.90"), _none_of(*_SHOP_DUMP))),
    Case("shop-milk-3", _shop_prompt("3 litres milk"),
         _both(_amount("5.40"), _none_of(*_SHOP_DUMP))),
    Case("shop-card-4", _shop_prompt("paying £4 on card ok?"),
         _both(_denies("over £5", "only over", "above £5", "more than £5"), _none_of(*_SHOP_DUMP))),
    Case("shop-lamb", _shop_prompt("1.5kg lamb leg cost"),
         _both(_n("21"), _none_of(*_SHOP_DUMP))),
    Case("shop-cheese-absent", _shop_prompt("cheese price?"),
         _both(_absent(*_NOT_GIVEN, "don't sell", "don't stock", "not something"), _none_of(*_SHOP_DUMP))),
    Case("shop-bread", _shop_prompt("sourdough?"),
         _both(_amount("3.90"), _none_of(*_SHOP_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_table(people: int, day: date, time: str) -> str:
    """Book a restaurant table for a number of people on a day, at a 24-hour HH:MM time."""
    return "booked"


@tool
def transfer(amount: float, currency: str) -> str:
    """Transfer money to a saved payee; currency as an ISO code such as GBP, EUR, USD."""
    return "sent"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the heating thermostat in degrees Celsius."""
    return "set"


@tool
def order_paint(litres: float) -> str:
    """Order wall paint by the litre."""
    return "ordered"


def _book_service(vehicle: str, service: str, collect: bool = False) -> str:
    return "booked"


class ServiceArgs(BaseModel):
    vehicle: Literal["car", "van", "motorbike"] = Field(description="the kind of vehicle")
    service: Literal["mot", "full", "interim"] = Field(description="which service is wanted")
    collect: bool = Field(default=False, description="whether the garage collects the vehicle from home")


book_service = StructuredTool.from_function(_book_service, name="book_service", args_schema=ServiceArgs,
                                            description="Book a vehicle in at the garage.")


@tool
def set_timer(seconds: int) -> str:
    """Start a kitchen timer for a number of seconds."""
    return "ok"


@tool
def post_parcel(grams: int) -> str:
    """Get a postage label for a parcel by its weight in grams."""
    return "ok"


@tool
def remind_on(day: date, note: str) -> str:
    """Set a reminder for a day, with a note."""
    return "ok"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


TOOLS = [
    Case("tool-table", _calls([book_table], "today is wed 12 sept 2035. table for me, my partner and the in-laws "
                                            "this saturday at quarter to 8 in the evening"),
         _call("book_table", people=_num_near(4), day=lambda v: str(v) == "2035-09-15", time=_hhmm("19:45"))),
    Case("tool-euros", _calls([transfer], "send dad two hundred and twenty-five euros"),
         _call("transfer", amount=_num_near(225), currency=lambda v: str(v).strip().upper() == "EUR")),
    Case("tool-thermo", _calls([set_thermostat], "put the heating on 68 degrees f"),
         _call("set_thermostat", celsius=_num_near(20, 0.5))),
    Case("tool-paint", _calls([order_paint], "walls are 30 square metres, 2 coats, a litre covers 12 square metres, "
                                             "order what i need"),
         _call("order_paint", litres=_num_near(5, 0.01))),
    Case("tool-service", _calls([book_service], "my transit van needs its mot, can u pick it up from mine"),
         _call("book_service", vehicle=lambda v: str(v) == "van", service=lambda v: str(v) == "mot",
               collect=lambda v: v is True)),
    Case("tool-timer", _calls([set_timer], "timer for two and a quarter minutes"),
         _call("set_timer", seconds=_num_near(135))),
    Case("tool-parcel", _calls([post_parcel], "label for a parcel, it's 1.2 kilos"),
         _call("post_parcel", grams=_num_near(1200))),
    Case("tool-fortnight", _calls([remind_on], "today's mon 2 june 2036. remind me to renew the car tax a fortnight "
                                               "from today"),
         _call("remind_on", day=lambda v: str(v) == "2036-06-16")),
    Case("tool-no-fit", _calls([book_table, set_timer, post_parcel], "what's the capital of canada"), _no_call),
    Case("tool-table-missing", _calls([book_table], "get us a table somewhere"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Height(BaseModel):
    cm: float = Field(description="the person's height in centimetres")


class Room(TypedDict):
    breakfast_included: Annotated[bool, ..., "whether breakfast is included"]
    smoking_allowed: Annotated[bool, ..., "whether smoking is allowed"]


class Party(BaseModel):
    people: int = Field(description="how many people are coming in total")


class Review(BaseModel):
    sentiment: Literal["positive", "negative", "mixed"] = Field(description="the overall feeling of the review")


class Run(BaseModel):
    miles: float = Field(description="the run's distance in miles")


STRUCTURED = [
    Case("schema-height", _structured(Height, "He's 5 foot 10."), _parsed(lambda h: abs(h.cm - 177.8) <= 1.0)),
    Case("schema-room", _structured(Room, "Breakfast isn't included, and smoking is not permitted anywhere."),
         _parsed(lambda t: (t.get("breakfast_included"), t.get("smoking_allowed")) == (False, False)
                 if isinstance(t, dict) else False)),
    Case("schema-party", _structured(Party, "It'll be me, my husband, our twins and grandma."),
         _parsed(lambda p: p.people == 5)),
    Case("schema-review", _structured(Review, "The food was lovely but the service was painfully slow."),
         _parsed(lambda r: r.sentiment == "mixed")),
    Case("schema-run", _structured(Run, "Saturday's run is a half marathon, 21.1 km."),
         _parsed(lambda r: abs(r.miles - 13.11) <= 0.05)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Score(BaseModel):
    """How good the reply is."""

    score: int = Field(description="1 (useless) to 5 (spot on)")


class Backed(BaseModel):
    supported: bool = Field(description="true if the facts support the answer")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-yesno", _ask("Does the passage answer the question? Reply with just YES or NO.\n"
                             "Question: what time does the museum close on sundays\n"
                             "Passage: The museum café serves lunch from 12 to 2."), _only("NO")),
    Case("grade-score", _grader(Score, "rate the reply from 1 (useless) to 5 (spot on)",
                                "Q: what's the boiling point of water at sea level\nReply: 100 degrees Celsius."),
         _parsed(lambda s: s.score >= 4)),
    Case("label-sv", _ask("Klassificera meddelandet som KLAGOMÅL eller BERÖM. Svara bara med etiketten.\n"
                          "Meddelande: Maten var kall och personalen var otrevlig."), _only("KLAGOMÅL")),
    Case("grade-backed", _grader(Backed, "Do the facts support the answer?",
                                 "Facts: The pool closes at 8pm on Fridays.\n"
                                 "Answer: On Fridays the pool shuts at 8pm."),
         _parsed(lambda s: s.supported is True)),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-he", _thread("My sister Ana teaches maths and my cousin Luis drives a bus.", "Nice.", "what does he do"),
         _both(_any("bus"), _none_of("maths", "don't know"))),
    Case("conv-train", _thread("my train is at 14:20", "OK.", "oops i meant 15:20", "Got it.",
                               "what time's my train"),
         _new_not_old(r"15:20", r"14:20")),
    Case("conv-spent", _thread("spent 12.40 on lunch", "OK.", "and 3.85 on a coffee", "Noted.",
                               "how much have i spent"),
         _both(_amount("16.25"), _none_of("don't know"))),
    Case("conv-zh", _thread("我有三个哥哥和一个妹妹。", "好的。", "我一共有几个兄弟姐妹?"),
         _both(_re(r"四个|(?<!\d)4(?!\d)"), _none_of("不知道"))),
    Case("conv-exam", _thread("my exam is on 9 may", "Good luck!", "how many days after 1 may is that"),
         _both(_re(r"(?<![\d.])8(?![\d.])|\beight\b"), _none_of("don't know"))),
    Case("conv-human", _ask("r u a real person"),
         _both(_not_opening("yes"), _either(_any("simulat", "a program", "not a real", "not a person", "not human",
                                         "rule-based", "offline", "language model", "assistant"),
               _word("AI", "bot", "chatbot")))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
