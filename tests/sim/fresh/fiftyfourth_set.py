"""A fifty-fourth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-06 (branch ``held54``, from main at 6dcae6e6) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run.

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a Polish housing co-operative's ogłoszenie (numbered points, a ZMIANA moving the meter
reading) through ``prompt | llm | StrOutputParser``; a scout camp's Markdown parent checklist with
ticked and unticked boxes and a struck-out item through ``with_structured_output(CampAnswer,
include_raw=True)``; a PTA's minutes with an action-item pipe table and a post-meeting note handing
an action over, in a checkpointed ``StateGraph`` thread (``update_state``); a school's lunch menu
grid by week (a week-to-date key, an allergen key, a change from a date) in a ``StateGraph`` with a
router edge; a campsite's pitch price matrix by season (an amended price) behind ``create_agent``
whose learner's tool returns the matrix, with ``response_format``; a council's bin calendar with
Christmas changes through a ``Send`` fan-out (the question to the one model node, the calendar to a
counting node with no model); a Chinese 家长群 homework notice (a teacher's 更正) through
``RunnableParallel``; a piano teacher's term invoice read from an ``InMemoryStore``; and a learner's
keyword retriever over four household documents (a boiler service reminder, Zone K permit rules, a
dated council notice raising one permit price, a library page), the top two stuffed into a prompt.

Every case's program run makes only the model calls that produce the asked reply (no warm-up
branch: the fan-out's other branch, the parallel's other branch and the retriever call no model),
so a limit warning caught during the run and the reply's own ``response_metadata["simulator_limit"]``
both belong to the asked reply: limits are attributed per reply.

Questions typed the way a hurried learner types (lower case, no question mark, "ppl", "r", "hol",
"yr old", "tues", "whens"), values, worked figures (sums, differences, per-person times headcount,
a day counted), values a later line changed, conditions, yes/no (mostly "no"), counts, "who",
answers absent near words that are there, a follow-up with a pronoun. A learner's tools (a squash
court for "me and 3 mates next tuesday at half 6", pounds in words, Fahrenheit, a fence round a
12m by 8m garden, a ``StructuredTool`` with an enum and an optional bool, "an hour and a half",
pounds weight, a Polish pizza order "na wpół do ósmej", no tool fits, a value missing); structured
output of learner schemas; graders (y / n, marks out of 5 in the learner's words, a Polish SPAM /
NIE_SPAM label, a structured grounded bool); conversations.

Oracles as in the fifty-third set (its text helpers copied), and strict: the asked result is
required; a reply quoting most of its document, another row's value or an operand is wrong
(``_none_of`` with two lines of each document that answer no case); ``_absent`` where the material
does not hold it; ``_no_call`` where no tool fits or a value is missing. Every text oracle judges
the reply with the simulator's limit sentences cut out (``_judged``).

Before the commit that holds this set (message "... before first run") the oracles were tried on
one to four right replies written by hand for every one of the 99 cases (all passed, also with a
limit sentence put before them), including the simulator's usual right-reply shapes (a row
citation, "No matching part of ...", the answer's source line such as the ZMIANA / the post-meeting
note / the amendment / 更正 / the dated notice, "£497.75", "497.75 pounds", "497,75 £", "144,00 zł",
"No: <the rule's line>"); on each grounded case's whole document echoed back, bare and after "Here
is what I found:" (none passed); on a bare limit sentence (none passed but the two no-call tool
cases); on hand-made tool calls and parsed objects (all passed) and on 66 wrong replies (an old
value, an operand, another row's value, a yes for a no, a quoted neighbouring line): one passed,
pl-lift-b's reply quoting point 3 ("Winda w klatce B będzie wyłączona od 17 do 21 marca ...") with
no yes or no, left as it is because that line does answer the question. The simulator was not run
on the set before that commit.

FIRST SIGHT on main at 6dcae6e6 (the branch point of ``held54``; the set and its oracles committed
first in 42c318fb, then one run with ``-v``, about 14 s), 99 cases: right 34, stated limit 48,
silently wrong 17, false alarms 3, with the oracles as committed. The harness did not crash. No
oracle was mended (none rejected a truly right reply). Pinned at these counts in ``test_pins.py``.
Limits are attributed per reply (every case's run makes only the model calls of the asked reply).

Read with care. Four oracles let a flawed reply through as right, left as they are and named here:
bf-toddler, bf-july-2n, bf-3-dogs and bf-leave got the agent's tool result relayed whole ("Here is
what I found:" and the price matrix cut at 800 characters, which holds the answering line); the
cut fell before both dump markers (the shop and campfire line, the document's last), so
``_none_of`` did not see the dump. Read strictly: 30 right, 48 limits, 21 silently wrong, 3 false
alarms.

The silently wrong (17): camp-total ("Siblings: £20 off the second child's total.": wanted £185,
deposit plus balance), camp-nights ("do not record how many nights ... I don't know": wanted 7, Sat
12 to Sat 19 July), camp-undone ("3 things are done: ...", the ticked rows: wanted 5 not done),
pta-raffle (action 4's row, "Owner: Lou": wanted Priti, the post-meeting note), pta-before-quiz (the
treasurer's line, £2,340 and £612, quoted: wanted £1,728), pta-castle-absent (the bouncy castle's
action row and the treasurer's line: wanted "the minutes do not say"), menu-pudding-absent ("2,
Monday: Sausage & mash (G).": wanted "no puddings listed"), bf-tent-aug, bf-family-may,
bf-wifi-absent, bf-bankhol (the price matrix relayed whole: wanted £28 / £105 / "not listed" /
£37), bin-glass-absent (the Christmas changes line: wanted "glass is not in the calendar"), mr-ev
("Electric vehicles: the first permit is half price." and the permit notice: wanted £30),
mr-business-absent (the notice raising the second permit to £130: wanted "not in the documents"),
tool-fence (metres=12: wanted 40, the way round a 12m by 8m garden), tool-pizza-pl (no call, asks
back for liczba: wanted liczba=3 from "trzy", godzina 19:30), thread-flight (quotes "I'm flying to
Oslo on Friday.": wanted Lisbon, the user's correction). False alarms (3): tool-no-fit and
tool-court-missing (no call, right, with a limit stated), schema-ticket (priority='low', right,
with a limit that no document decides it). No limit sentence met an oracle through its own words
(``_judged``). Classes, code paths and proposed mechanisms: ``FIFTYFOURTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftyfourth_set`` prints the counts (``-v``: each case).
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
    _word,
    report,
    tally,
)

# the fifty-third set's text oracles, copied (Polish change words added to _CHANGE) (a set imports only from _oracles)
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
                     r"crossed|struck|re-?priced|edited|in for|until|old\b|earlier|"
                     r"antes|agora|em vez|alter|mudou|passa|não|adiad|"
                     r"wijzig|verplaatst|\bniet\b|\bnu\b|eerder|later|in plaats|"
                     r"przeniesion|zmian|dotąd|zamiast|"
                     r"调整|改为|更正|原来|以前|之前|不再|不是|原定", re.I)


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


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Chinese or Portuguese "yes" words, where a
    whole-word test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*").startswith(openings)



_PL_NOT_GIVEN = ("nie ma informacji", "nie podano", "nie wspomina", "brak informacji", "nie jest podane",
                 "nie ma mowy", "ogłoszenie nie mówi", "nie wiem", "nie zawiera")

# --- program shapes -------------------------------------------------------------------------------


def _chain(system: str, doc: str, question: str):
    """``ChatPromptTemplate | llm | StrOutputParser``: the document in the system prompt."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([("system", system + "\n\n{doc}"), ("human", "{question}")])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"doc": doc, "question": question}))

    return run


def _polish_chain(question: str):
    return _chain("Odpowiadasz mieszkańcom na pytania o ogłoszenie spółdzielni, w języku pytania. Ogłoszenie:",
                  SPOLDZIELNIA, question)


class CampAnswer(BaseModel):
    """An answer for a parent about scout camp."""

    answer: str = Field(description="the answer to the parent's question")
    needs_action: bool = Field(default=False, description="whether the parent still has to do something")


def _camp_schema(question: str):
    """``with_structured_output(CampAnswer, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(CampAnswer, include_raw=True).invoke([
            SystemMessage(f"You help parents with the scout camp checklist below.\n\n{CAMP}"), HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


def _minutes_thread(question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the minutes as a system message put
    on the thread with ``update_state``, then any earlier turns; the question invoked."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def secretary(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("secretary", secretary)
        g.add_edge(START, "secretary")
        g.add_edge("secretary", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "pta-feb"}}
        app.update_state(config, {"messages": [SystemMessage(f"You answer PTA members from the minutes.\n\n{MINUTES}")]},
                         as_node="secretary")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="secretary")
        return app.invoke({"messages": [HumanMessage(question)]}, config)["messages"][-1]

    return run


class LunchState(TypedDict):
    question: str
    reply: str


def _menu_routed(question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends cost questions to ``prices``,
    "what" / "whats" / "which" to ``menu`` and any other to ``office``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: LunchState):
                msg = llm.invoke([SystemMessage(f"{instruction} The school's lunch menu:\n\n{MENU}"),
                                  HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: LunchState) -> str:
            q = s["question"].strip().lower()
            if "cost" in q or "how much" in q or "pay" in q:
                return "prices"
            return "menu" if q.startswith(("what", "whats", "which")) else "office"

        g = StateGraph(LunchState)
        g.add_node("prices", node("Answer questions about paying for lunches."))
        g.add_node("menu", node("Say what is being served."))
        g.add_node("office", node("Help the parent."))
        g.add_conditional_edges(START, route, {"prices": "prices", "menu": "menu", "office": "office"})
        for name in ("prices", "menu", "office"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class PitchAnswer(BaseModel):
    """The reply to a camper."""

    reply: str = Field(description="the answer for the camper")


def _pitch_agent(question: str):
    """``create_agent`` with the learner's ``get_prices`` tool (the price matrix, whole) and
    ``response_format=PitchAnswer``. With no tool result in the run the outcome is empty (wrong)."""

    @tool
    def get_prices(season: str = "all") -> str:
        """Get the campsite's pitch prices. season narrows it down; 'all' for everything."""
        return PITCHES

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [get_prices], system_prompt="You answer campers' questions for the campsite. Look "
                             "the prices up with the tool first.", response_format=PitchAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "get_prices" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.reply if isinstance(resp, PitchAnswer) else str(resp.get("reply", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class BinState(TypedDict):
    calendar: str
    question: str
    results: Annotated[list, operator.add]


class BinJob(TypedDict):
    calendar: str
    question: str


def _bins_fanout(question: str):
    """A ``Send`` fan-out from ``START``: the question to ``reply`` (the one model call) and the
    calendar to ``tally_dates`` (a learner's count of dated lines, no model); the reply returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: BinState):
            job = {"calendar": s["calendar"], "question": s["question"]}
            return [Send("reply", job), Send("tally_dates", job)]

        def reply(s: BinJob):
            msg = llm.invoke([SystemMessage(f"You answer residents about their bin collections.\n\n{s['calendar']}"),
                              HumanMessage(s["question"])])
            return {"results": [("reply", _text(msg))]}

        def tally_dates(s: BinJob):
            return {"results": [("dates", len(re.findall(r"^(?:Tue|Wed|Thu|Sat) \d", s["calendar"], re.M)))]}

        g = StateGraph(BinState)
        g.add_node("reply", reply)
        g.add_node("tally_dates", tally_dates)
        g.add_conditional_edges(START, fan, ["reply", "tally_dates"])
        g.add_edge("reply", END)
        g.add_edge("tally_dates", END)
        out = g.compile().invoke({"calendar": BINS, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("reply", ""))

    return run


def _homework_parallel(question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the number of
    subjects (a ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是家长群里的助手,根据老师的消息回答家长,用提问的语言回答。\n\n{notice}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                subjects=RunnableLambda(lambda x: len(re.findall(r"^\d\. ", x["notice"], re.M))))
        return AIMessage(both.invoke({"notice": HOMEWORK, "question": question})["answer"])

    return run


class FeeState(TypedDict):
    question: str
    reply: str


def _invoice_store(question: str):
    """A graph compiled with an ``InMemoryStore``: the invoice saved under ("okafor", "invoices") /
    "spring-2025"; the ``accounts`` node reads it with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("okafor", "invoices"), "spring-2025", {"text": INVOICE})

        def accounts(s: FeeState, *, store: BaseStore):
            item = store.get(("okafor", "invoices"), "spring-2025")
            msg = llm.invoke([SystemMessage(f"You answer a parent's questions about this piano lessons invoice.\n\n"
                                            f"{item.value['text']}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(FeeState)
        g.add_node("accounts", accounts)
        g.add_edge(START, "accounts")
        g.add_edge("accounts", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


def _council_retriever(question: str):
    """A learner's retriever: four documents scored by words shared with the question, the top two
    (with their names) stuffed into ``prompt | llm``."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        store = [Document(page_content=text, metadata={"source": name}) for name, text in COUNCIL_DOCS.items()]

        def words(s: str) -> set[str]:
            return set(re.findall(r"[a-z]+", s.lower())) - {"the", "a", "i", "my", "of", "to", "is", "on", "how",
                                                            "do", "in", "for", "what", "and", "it", "can", "much"}

        def retrieve(q: str) -> str:
            ranked = sorted(store, key=lambda d: -len(words(q) & words(d.page_content)))
            return "\n\n".join(f"[{d.metadata['source']}]\n{d.page_content}" for d in ranked[:2])

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer the resident from the documents below.\n\n{context}"),
            ("human", "{question}"),
        ])
        chain = {"context": RunnableLambda(retrieve), "question": RunnableLambda(lambda q: q)} | prompt | llm
        return chain.invoke(question)

    return run


# --- documents ------------------------------------------------------------------------------------

SPOLDZIELNIA = """Spółdzielnia Mieszkaniowa „Zielony Jar" - OGŁOSZENIE dla mieszkańców bloku przy ul. Lipowej 14
1. Odczyt wodomierzy: wtorek 11 marca 2025, godz. 16:00-19:00.
2. Przegląd instalacji gazowej: czwartek 13 marca, od 8:00 do 15:00. Nieobecni mogą umówić termin dodatkowy za 50 zł.
3. Winda w klatce B będzie wyłączona od 17 do 21 marca (wymiana liny). Winda w klatce A działa normalnie.
4. Opłata za wywóz śmieci od kwietnia: 36 zł od osoby miesięcznie (dotąd 32 zł).
5. Zebranie mieszkańców: sobota 22 marca, godz. 18:00, świetlica na parterze klatki C.
Przypominamy: zakaz grillowania na balkonach.
Gabaryty odbierane są w ostatni piątek miesiąca.
ZMIANA (6 marca): odczyt wodomierzy przeniesiony na środę 12 marca, te same godziny.
Administracja czynna pon.-pt. 8:00-16:00, tel. 58 555 12 34."""

_PL_DUMP = ("zakaz grillowania", "ostatni piątek")

CAMP = """# Summer camp 2025 - 1st Harbury Scouts - parent checklist (updated 2 June)
- [x] Deposit paid (£40, by 1 May)
- [ ] Balance of £145 due by 20 June (bank transfer, ref: CAMP + surname)
- [x] Medical form returned
- [ ] Consent for swimming in the lake - sign page 2
- [ ] Sleeping bag rated to 5°C or lower
- [ ] Torch with spare batteries
- [ ] Packed lunch for the first day only
- [x] Kit list read
- ~~Mobile phones allowed for one hour a day~~ No mobile phones at camp this year.
Camp: Sat 12 July to Sat 19 July, Wythall Woods. Coach leaves the scout hut at 9:30.
Siblings: £20 off the second child's total.
Pocket money: up to £15, handed to the leaders on arrival.
Leader in charge: Akela (Maureen Pugh), 07700 900461"""

_CAMP_DUMP = ("Kit list read", "07700 900461")

MINUTES = """Oakfield Primary PTA - minutes of the committee meeting, Tue 4 Feb 2025
Present: Dev (chair), Sian (treasurer), Marcus, Lou, Hannah. Apologies: Priti.
Treasurer: balance £2,340 after the quiz night (the quiz raised £612).
Discussed: new playground benches (quote £1,150 from Fenwick Timber); summer fair date.

| # | Action                                   | Owner  | Due    | Status |
|---|------------------------------------------|--------|--------|--------|
| 1 | Book bouncy castle for summer fair       | Marcus | 28 Feb | done   |
| 2 | Ask head about using the field on 21 Jun | Dev    | 14 Feb | open   |
| 3 | Order benches from Fenwick Timber        | Sian   | 7 Mar  | open   |
| 4 | Design raffle tickets                    | Lou    | 21 Feb | open   |
| 5 | Find a DJ for the disco                  | Hannah | 1 Mar  | open   |

AOB: the lost property box is full again.
Post-meeting note (10 Feb): Lou has handed action 4 to Priti.
Next meeting: Tue 11 Mar, 7pm, school library."""

_PTA_DUMP = ("lost property box", "Next meeting: Tue 11 Mar")

MENU = """Hillcrest Academy - spring term lunch menu (3-week cycle)
Week 1 = w/c 6 Jan, 27 Jan, 17 Feb | Week 2 = w/c 13 Jan, 3 Feb, 24 Feb | Week 3 = w/c 20 Jan, 10 Feb, 3 Mar

| Week | Monday                  | Tuesday                | Wednesday                   | Thursday              | Friday                 |
|------|-------------------------|------------------------|-----------------------------|-----------------------|------------------------|
| 1    | Cheese & tomato pizza (G)(D) | Beef lasagne (G)(D) | Roast chicken, roast potatoes | Veggie chilli & rice | Fish fingers & chips (F)(G) |
| 2    | Sausage & mash (G)      | Macaroni cheese (G)(D) | Salmon fishcakes (F)(G)(E)  | Chicken curry & rice  | Battered fish & chips (F)(G) |
| 3    | Jacket potato & beans   | Spaghetti bolognese (G)| Turkey roast                | Cheese omelette (E)(D)| Fish pie (F)(D)        |

Key: (G) gluten, (D) dairy, (E) egg, (F) fish. A vegetarian option and a jacket potato are offered every day.
Lunch costs £2.60 a day for Years 3-6. Reception to Year 2 eat free (universal infant free school meals).
Pay through ParentPay by Sunday night for the week ahead.
From 10 Feb the Week 3 Friday meal is veggie curry instead of fish pie.
Kitchen manager: Mrs Alder. Water jugs on every table."""

_MENU_DUMP = ("Water jugs on every table", "Kitchen manager")

PITCHES = """Brackenfold Farm Campsite - pitch prices per night (2025)
| Pitch                         | Low (Mar-May, Sep-Oct) | High (Jun-Aug) | Bank holiday weekends |
| Tent pitch (2 adults)         | £18                    | £26            | £30                   |
| Caravan / motorhome (2 adults)| £24                    | £32            | £36                   |
| Electric hook-up              | +£5                    | +£5            | +£7                   |
| Extra adult                   | £6                     | £8             | £8                    |
| Child (5-15)                  | £3                     | £4             | £4                    |
Under-5s stay free. Dogs £2 per dog per night (max 2 dogs).
Minimum stay 3 nights in high season.
Check-in from 1pm, departures by 11am.
Amended 1 Feb: the high-season tent pitch is now £28.
Shop open 8-10am and 4-6pm. Campfires only in the fire pits provided."""

_PITCH_DUMP = ("Shop open 8-10am", "fire pits provided")

BINS = """Wrexley Borough Council - bin collection calendar, Elm Road / Holt Lane / Mill Close
Your collection day is Tuesday. Black bin (general waste) and blue bin (recycling) alternate weekly.
Green bin (garden waste, subscription): every two weeks from March to November, on blue-bin weeks.

Tue 17 Dec - black
Tue 24 Dec - blue
Tue 31 Dec - black
Tue 7 Jan  - blue
Tue 14 Jan - black

Christmas changes: the collection due Tue 24 Dec moves to Sat 28 Dec; the collection due Tue 31 Dec moves to Thu 2 Jan.
Real Christmas trees: put them out beside your black bin on Tue 14 Jan, cut into pieces under 1.5m.
Bulky items (sofas, fridges, beds): £35 for up to 3 items, then £10 for each extra item. Book online.
Missed bin? Report it within 2 working days of your collection day.
Side waste (extra bags next to the bin) is not collected.
Please have bins out by 7am. Pull handles facing the road."""

_BIN_DUMP = ("Please have bins out by 7am", "Pull handles facing the road")

HOMEWORK = """【三(2)班家长群】王老师:各位家长好,本周作业安排如下:
1. 语文:背诵《古诗两首》,周三默写;练习册第12-15页,周二交。
2. 数学:口算本每天一页(共5页),周五交;错题订正请家长签字。
3. 英语:听录音读Unit 3 三遍,周四在小程序打卡。
4. 科学:周五带一个空塑料瓶(500毫升)做实验。
请家长提醒孩子每天带水杯。下周一升旗仪式请穿校服。
王老师:更正一下,语文练习册改为第12-14页,第15页不用做。
周五下午放学时间提前到15:10,请家长准时接孩子。
班费本学期每人100元,已交的家长不用再交。"""

_HW_DUMP = ("水杯", "升旗仪式")

INVOICE = """INVOICE 2025-S1-14                         Date: 6 January 2025
From: Clara Whitfield LRSM, piano teacher, 9 Beacon Terrace, Malvern WR14 4AA
To: Mr & Mrs Okafor, for Tobi (Grade 3) and Ada (Grade 1)

Spring term 2025: 13 Jan - 30 Mar (no lessons in half term, 17-21 Feb)
Tobi  10 x 45-minute lessons @ £27.00        £270.00
Ada   10 x 30-minute lessons @ £19.50        £195.00
Grade 3 exam entry fee (ABRSM)               £56.00
Sibling discount (5% of lessons)             -£23.25
Total                                        £497.75
Payment by bank transfer by 20 January: sort code 40-11-62, account 81234567, ref OKAFOR.
Missed lessons: 24 hours' notice for a swap; otherwise charged in full.
Note: Ada's lessons move from Thursday to Wednesday 4:30pm from 5 February."""

_INV_DUMP = ("9 Beacon Terrace", "40-11-62")

COUNCIL_DOCS = {
    "boiler_reminder.txt": "HeatRight Services - annual boiler service reminder. Your Worcester combi boiler at 5 "
                           "Quarry Lane was last serviced on 14 March 2024. Your next service is due by 14 March 2025. "
                           "Standard service £85; service with a carbon monoxide alarm test £95. Landlord gas safety "
                           "certificate £70 extra. Book online or call 01905 000 222.",
    "zone_k_permits.txt": "Zone K residents' parking permits (Wyeford Council). First permit £60 a year, second permit "
                          "£110 a year; no third permit is issued. Visitor scratch cards: 10 for £12. Zone K parking is "
                          "controlled Monday to Saturday 8am-6:30pm; parking is free on Sundays. Electric vehicles: the "
                          "first permit is half price.",
    "permit_notice_2025.txt": "Wyeford Council notice, 2 January 2025: from 1 April 2025 the second Zone K residents' "
                              "permit rises to £130 a year. The first permit price stays the same.",
    "library_hours.txt": "Wyeford library is open Tuesday to Saturday 9:30am-5pm. Parking for library visitors: the "
                         "Zone K bays outside are pay and display, £1.20 an hour. Printing 10p a page.",
}

_COUNCIL_DUMP = ("01905 000 222", "Printing 10p a page")

_FIFTEEN_DEG = r"(?<![\d.,])5 ?°|(?<![\d.,])5 ?degrees|five degrees"
_FIVE = r"(?<![\d.,£-])5(?![\d.,°%])(?! ?°)(?! ?degrees)|\bfive\b"

GROUNDED = [
    # a Polish housing co-operative notice (a ZMIANA) through prompt | llm | StrOutputParser
    Case("pl-meter", _polish_chain("kiedy jest odczyt wodomierzy"),
         _both(_new_not_old(r"12 marca|(?<!\d)12(th)? (of )?march|march 12|środ|sroda|wednesday",
                            r"11 marca|(?<!\d)11(th)? (of )?march|march 11|wtor|tuesday"), _none_of(*_PL_DUMP))),
    Case("pl-rubbish-4", _polish_chain("we're 4 ppl in the flat, rubbish fee per month from april?"),
         _both(_n("144"), _none_of(*_PL_DUMP, "128"))),
    Case("pl-rise", _polish_chain("by how much did the rubbish fee per person go up"),
         _both(_re(r"(?<![\d.,])4 ?(zł|zl|pln|zloty|złot)|(?<![\d.,])4(?![\d.,]) (more|extra)|\bby 4\b|o 4 zł"),
               _none_of(*_PL_DUMP))),
    Case("pl-lift-b", _polish_chain("is the lift in klatka B working on 20 march"),
         _both(_denies("wyłączona", "out of service", "switched off", "turned off", "not working", "won't be working",
                       "will be off", no=("no", "nie")), _none_of(*_PL_DUMP))),
    Case("pl-gas-away", _polish_chain("im away on the 13th for the gas inspection what can i do"),
         _both(_n("50"), _none_of(*_PL_DUMP))),
    Case("pl-meeting", _polish_chain("gdzie jest zebranie mieszkańców"),
         _both(_any("świetlic", "swietlic", "common room"), _none_of(*_PL_DUMP))),
    Case("pl-electric-absent", _polish_chain("is there an electrical installation check too"),
         _both(_absent(*_NOT_GIVEN, *_PL_NOT_GIVEN, "only a gas", "only the gas", "only gas"),
               _not_opening("yes", "tak"), _none_of(*_PL_DUMP))),
    Case("pl-office-sat", _polish_chain("czy administracja jest czynna w sobotę"),
         _both(_denies("pon", "mon", "weekday", "monday to friday", no=("no", "nie")), _none_of(*_PL_DUMP))),
    Case("pl-lift-days", _polish_chain("how many days is the lift off for"),
         _both(_re(r"(?<!\d)5 ?days|five days|5 dni|pięć dni"), _none_of(*_PL_DUMP))),
    # a scout camp's Markdown checklist (ticked, unticked, struck out) through with_structured_output(include_raw)
    Case("camp-total", _camp_schema("whats the full cost of camp per kid"),
         _both(_n("185"), _none_of(*_CAMP_DUMP))),
    Case("camp-two-kids", _camp_schema("2 of my kids r going, total for both"),
         _both(_n("350"), _none_of(*_CAMP_DUMP))),
    Case("camp-owe", _camp_schema("deposit's paid, how much do i still owe and by when"),
         _both(_n("145"), _re(r"(?<!\d)20(th)? (of )?june|june 20"), _none_of(*_CAMP_DUMP))),
    Case("camp-phone", _camp_schema("can he bring his phone for an hour a day"),
         _both(_denies("no mobile", "not allowed", "no phones", "aren't allowed", "are not allowed"),
               _none_of(*_CAMP_DUMP))),
    Case("camp-nights", _camp_schema("how many nights is camp"),
         _both(_re(r"(?<!\d)7 nights|seven nights"), _none_of(*_CAMP_DUMP))),
    Case("camp-undone", _camp_schema("how many things on the list havent been done yet"),
         _both(_re(_FIVE), _none_of(*_CAMP_DUMP))),
    Case("camp-bag", _camp_schema("what kind of sleeping bag does she need"),
         _both(_re(_FIFTEEN_DEG), _none_of(*_CAMP_DUMP))),
    Case("camp-coach-back-absent", _camp_schema("what time does the coach get back on the 19th"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_CAMP_DUMP))),
    Case("camp-pocket", _camp_schema("can he take £20 pocket money"),
         _both(_denies("up to £15", "15"), _none_of(*_CAMP_DUMP))),
    # PTA minutes with an action-item table and a post-meeting note, in a checkpointed thread
    Case("pta-raffle", _minutes_thread("who's doing the raffle tickets"),
         _both(_new_not_old(r"priti", r"\blou\b"), _none_of(*_PTA_DUMP))),
    Case("pta-benches-left", _minutes_thread("if we buy the benches how much is left in the kitty"),
         _both(_n("1,?190"), _none_of(*_PTA_DUMP))),
    Case("pta-present", _minutes_thread("how many ppl were at the meeting"),
         _both(_re(_FIVE), _none_of(*_PTA_DUMP, "six", "6 people"))),
    Case("pta-dj-due", _minutes_thread("when is the dj one due"),
         _both(_re(r"(?<!\d)1(st)? (of )?mar|mar\w* 1(st)?(?!\d)"), _none_of(*_PTA_DUMP))),
    Case("pta-before-quiz", _minutes_thread("what was the balance before the quiz night"),
         _both(_n("1,?728"), _none_of(*_PTA_DUMP))),
    Case("pta-chair", _minutes_thread("who chaired it"),
         _both(_word("dev"), _not_opening("sian", "marcus", "lou", "hannah", "priti"), _none_of(*_PTA_DUMP))),
    Case("pta-priti-there", _minutes_thread("was priti at the meeting"),
         _both(_denies("apologies", "absent", "wasn't", "was not", "not present"), _none_of(*_PTA_DUMP))),
    Case("pta-castle-absent", _minutes_thread("how much did the bouncy castle cost"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PTA_DUMP, "1,150", "612"))),
    Case("pta-followup", _minutes_thread("and who's she getting them from",
                                         ("Who is ordering the benches?", "Sian, by 7 March.")),
         _both(_any("fenwick"), _none_of(*_PTA_DUMP))),
    # a school's lunch menu grid by week (a key, a change) in a StateGraph with a router edge
    Case("menu-fri-14feb", _menu_routed("whats for lunch fri 14 feb"),
         _both(_new_not_old(r"curry", r"fish pie"), _none_of(*_MENU_DUMP, "fish fingers", "battered"))),
    Case("menu-week-y5", _menu_routed("year 5, school dinners every day for a week, how much"),
         _both(_n("13"), _none_of(*_MENU_DUMP))),
    Case("menu-y1-pay", _menu_routed("my daughter is in year 1 does she have to pay for lunch"),
         _both(_denies("free", "don't pay", "doesn't pay", "does not pay"), _none_of(*_MENU_DUMP))),
    Case("menu-fish-w2", _menu_routed("which days in week 2 have fish"),
         _both(_word("wednesday", "wed"), _word("friday", "fri"),
               _none_of(*_MENU_DUMP, "monday", "tuesday", "thursday"))),
    Case("menu-w1-tue", _menu_routed("what's on tuesday in week 1"),
         _both(_any("lasagne"), _none_of(*_MENU_DUMP, "macaroni", "spaghetti"))),
    Case("menu-halal-absent", _menu_routed("is there a halal option"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_MENU_DUMP))),
    Case("menu-pudding-absent", _menu_routed("what's the pudding on monday in week 2"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_MENU_DUMP))),
    # a campsite's pitch price matrix behind create_agent whose tool returns the matrix
    Case("bf-tent-aug", _pitch_agent("tent pitch in august, just the 2 of us, per night"),
         _both(_new_not_old(r"(?<![\d.])28(?!\d)", r"(?<![\d.])26(?!\d)"), _none_of(*_PITCH_DUMP))),
    Case("bf-family-may", _pitch_agent("caravan in may, 2 adults + 2 kids aged 7 and 10, with electric, "
                                       "3 nights, total?"),
         _both(_n("105"), _none_of(*_PITCH_DUMP))),
    Case("bf-toddler", _pitch_agent("do i pay for my 3 yr old"),
         _both(_denies("free", "under-5", "under 5"), _none_of(*_PITCH_DUMP))),
    Case("bf-july-2n", _pitch_agent("can we stay just 2 nights in july"),
         _both(_denies("minimum", "at least 3", "3 nights", "three nights"), _none_of(*_PITCH_DUMP))),
    Case("bf-3-dogs", _pitch_agent("can we bring our 3 dogs"),
         _both(_denies("max", "2 dogs", "two dogs", "up to 2", "only 2", "only two"), _none_of(*_PITCH_DUMP))),
    Case("bf-wifi-absent", _pitch_agent("is there wifi on the pitches"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_PITCH_DUMP))),
    Case("bf-leave", _pitch_agent("what time do we have to be off the pitch on the last day"),
         _both(_re(r"(?<!\d)11 ?am|(?<!\d)11[:.]00"), _none_of(*_PITCH_DUMP))),
    Case("bf-bankhol", _pitch_agent("tent for 2 on the may bank hol weekend with electric, per night"),
         _both(_n("37"), _none_of(*_PITCH_DUMP))),
    # a council's bin calendar with Christmas changes through a Send fan-out
    Case("bin-xmas-eve", _bins_fanout("when's the bin that was due on christmas eve"),
         _both(_new_not_old(r"(?<!\d)28(th)?(?!\d)", r"(?<!\d)24(th)?(?!\d)"), _none_of(*_BIN_DUMP))),
    Case("bin-first-jan", _bins_fanout("first collection in january - what day"),
         _both(_re(r"(?<!\d)2(nd)? (of )?jan|jan\w* 2(nd)?(?!\d)|thursday"), _none_of(*_BIN_DUMP))),
    Case("bin-tree", _bins_fanout("can i just put my xmas tree out, its 2m tall"),
         _both(_any("cut", "1.5"), _not_opening("yes"), _none_of(*_BIN_DUMP))),
    Case("bin-bulky", _bins_fanout("collect a sofa, 2 armchairs and a fridge - how much"),
         _both(_n("45"), _none_of(*_BIN_DUMP))),
    Case("bin-missed", _bins_fanout("bin missed on tues, whats the last day i can report it"),
         _both(_word("thursday", "thu", "thurs"), _none_of(*_BIN_DUMP))),
    Case("bin-glass-absent", _bins_fanout("when do they collect glass"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_BIN_DUMP))),
    Case("bin-side", _bins_fanout("can i leave an extra bag next to the black bin"),
         _both(_denies("not collected", "won't be collected", "isn't collected", "side waste"), _none_of(*_BIN_DUMP))),
    Case("bin-green-dec", _bins_fanout("green bin collected in december?"),
         _both(_denies("march to november", "march-november", "mar-nov", "not in december"), _none_of(*_BIN_DUMP))),
    # a Chinese 家长群 homework notice (a teacher's correction) through RunnableParallel
    Case("zh-workbook", _homework_parallel("语文练习册要做哪几页?"),
         _both(_new_not_old(r"12\s*[-–到至~]\s*14", r"12\s*[-–到至~]\s*15"), _none_of(*_HW_DUMP))),
    Case("zh-kousuan", _homework_parallel("口算本一共要做几页"),
         _both(_re(r"(?<![\d-])5 ?页|五页|(?<!\d)5 pages|five pages"), _none_of(*_HW_DUMP))),
    Case("zh-bottle", _homework_parallel("what does my kid need to bring on friday"),
         _both(_any("塑料瓶", "plastic bottle"), _none_of(*_HW_DUMP))),
    Case("zh-pickup", _homework_parallel("周五几点接孩子"),
         _both(_re(r"15[::.]10|(?<!\d)3[::.]10|三点十分"), _none_of(*_HW_DUMP))),
    Case("zh-fee-paid", _homework_parallel("我已经交了班费,还要交吗"),
         _both(_lead("要", "需要", "还要", "是"), _any("不用", "不需要", "无需", "不必"), _none_of(*_HW_DUMP))),
    Case("zh-english-day", _homework_parallel("英语什么时候打卡"),
         _both(_any("周四", "星期四", "thursday"), _none_of(*_HW_DUMP))),
    Case("zh-art-absent", _homework_parallel("美术有作业吗"),
         _both(_absent(*_NOT_GIVEN, *_ZH_NOT_GIVEN, "没有美术"), _lead("有"), _none_of(*_HW_DUMP))),
    Case("zh-signature", _homework_parallel("what needs a parent's signature"),
         _both(_any("错题", "correction", "数学", "math"), _none_of(*_HW_DUMP))),
    # a piano teacher's term invoice read from an InMemoryStore
    Case("inv-total", _invoice_store("how much do i owe for the term"),
         _both(_amount("497.75"), _none_of(*_INV_DUMP))),
    Case("inv-tobi", _invoice_store("how long is tobi's lesson and how much is each one"),
         _both(_re(r"(?<!\d)45"), _n("27"), _none_of(*_INV_DUMP))),
    Case("inv-no-exam", _invoice_store("what would the total be without the exam fee"),
         _both(_amount("441.75"), _none_of(*_INV_DUMP))),
    Case("inv-ada-day", _invoice_store("what day is ada's lesson on now"),
         _both(_new_not_old(r"wednesday|\bwed\b", r"thursday|\bthu"), _none_of(*_INV_DUMP))),
    Case("inv-18feb", _invoice_store("is there a lesson on 18 feb"),
         _both(_denies("half term", "half-term"), _none_of(*_INV_DUMP))),
    Case("inv-late-cancel", _invoice_store("if we cancel on the morning of the lesson do we still pay"),
         _both(_not_opening("no"), _any("in full", "charged", "yes"), _none_of(*_INV_DUMP))),
    Case("inv-discount", _invoice_store("whats the sibling discount as a %"),
         _both(_re(r"(?<![\d.])5 ?%|(?<![\d.])5 per ?cent|five per ?cent"), _none_of(*_INV_DUMP))),
    Case("inv-card-absent", _invoice_store("can i pay by card"),
         _both(_either(_absent(*_NOT_GIVEN, "only mentions", "only bank transfer", "only says", "only lists"),
                       _denies("bank transfer")), _not_opening("yes"), _none_of(*_INV_DUMP))),
    # a learner's keyword retriever over four council / household documents (a dated notice)
    Case("mr-second", _council_retriever("price of a second zone k permit from april"),
         _both(_new_not_old(r"(?<![\d.])130(?!\d)", r"(?<![\d.])110(?!\d)"), _none_of(*_COUNCIL_DUMP))),
    Case("mr-ev", _council_retriever("first permit for an electric car, cost per year"),
         _both(_n("30"), _none_of(*_COUNCIL_DUMP))),
    Case("mr-third", _council_retriever("can we get a third permit for zone k"),
         _both(_denies("no third", "not issued", "isn't issued"), _none_of(*_COUNCIL_DUMP))),
    Case("mr-sunday", _council_retriever("do i need a permit to park in zone k on a sunday"),
         _both(_denies("free on sunday", "free on sundays", "monday to saturday"), _none_of(*_COUNCIL_DUMP))),
    Case("mr-boiler-due", _council_retriever("when is my boiler service due"),
         _both(_re(r"(?<!\d)14(th)? (of )?march|march 14"), _none_of(*_COUNCIL_DUMP))),
    Case("mr-boiler-co", _council_retriever("boiler service with the co alarm test plus the landlord certificate, "
                                            "total"),
         _both(_n("165"), _none_of(*_COUNCIL_DUMP))),
    Case("mr-visitor", _council_retriever("i need 30 visitor scratch cards how much"),
         _both(_n("36"), _none_of(*_COUNCIL_DUMP))),
    Case("mr-business-absent", _council_retriever("how much is a business permit in zone k"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_COUNCIL_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_court(players: int, day: date, start: str) -> str:
    """Book a squash court for a number of players on a day, starting at a 24-hour HH:MM time."""
    return "booked"


@tool
def send_money(amount: float, currency: str) -> str:
    """Send money to a saved contact; currency as an ISO code such as GBP, EUR, USD."""
    return "sent"


@tool
def set_oven(celsius: int) -> str:
    """Set the oven temperature in degrees Celsius."""
    return "set"


@tool
def order_fencing(metres: float) -> str:
    """Order garden fencing panels by total length in metres."""
    return "ordered"


def _book_repair(device: str, issue: str, express: bool = False) -> str:
    return "booked in"


class RepairArgs(BaseModel):
    device: Literal["phone", "laptop", "tablet"] = Field(description="the kind of device")
    issue: str = Field(description="what is wrong with it")
    express: bool = Field(default=False, description="same-day repair")


book_repair = StructuredTool.from_function(_book_repair, name="book_repair", args_schema=RepairArgs,
                                           description="Book a device in for repair at the shop.")


@tool
def remind_me(minutes: int) -> str:
    """Set a reminder a number of minutes from now."""
    return "ok"


@tool
def check_bag(kg: float) -> str:
    """Check whether a suitcase's weight in kilograms is within the airline's allowance."""
    return "ok"


@tool
def zamow_pizze(liczba: int, godzina: str) -> str:
    """Zamów pizze: liczba pizz i godzina dostawy HH:MM (24 godziny)."""
    return "zamówiono"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


TOOLS = [
    Case("tool-court", _calls([book_court], "today's thu 5 july 2035. squash court for me and 3 mates next tuesday at "
                                            "half 6 in the evening"),
         _call("book_court", players=_num_near(4), day=lambda v: str(v) == "2035-07-10", start=_hhmm("18:30"))),
    Case("tool-money", _calls([send_money], "send mum one hundred and fifty quid"),
         _call("send_money", amount=_num_near(150), currency=lambda v: str(v).strip().upper() == "GBP")),
    Case("tool-oven", _calls([set_oven], "preheat the oven to 400 fahrenheit"),
         _call("set_oven", celsius=_num_near(204, 2))),
    Case("tool-fence", _calls([order_fencing], "garden is 12m by 8m, want fencing all the way round"),
         _call("order_fencing", metres=_num_near(40, 0.01))),
    Case("tool-repair", _calls([book_repair], "cracked my ipad screen, need it back today"),
         _call("book_repair", device=lambda v: str(v) == "tablet", express=lambda v: v is True)),
    Case("tool-remind", _calls([remind_me], "remind me in an hour and a half"),
         _call("remind_me", minutes=_num_near(90))),
    Case("tool-bag", _calls([check_bag], "is my case ok, it weighs 50 lbs"),
         _call("check_bag", kg=_num_near(22.68, 0.1))),
    Case("tool-pizza-pl", _calls([zamow_pizze], "zamów trzy pizze na wpół do ósmej wieczorem"),
         _call("zamow_pizze", liczba=_num_near(3), godzina=_hhmm("19:30"))),
    Case("tool-no-fit", _calls([book_court, set_oven, remind_me], "who wrote pride and prejudice"), _no_call),
    Case("tool-court-missing", _calls([book_court], "book a court for us"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Flour(BaseModel):
    kg: float = Field(description="the amount of flour in kilograms")


class Flat(TypedDict):
    pets_allowed: Annotated[bool, ..., "whether pets are allowed"]
    furnished: Annotated[bool, ..., "whether the flat comes furnished"]


class Booking(BaseModel):
    guests: int = Field(description="how many people in total")


class Ticket(BaseModel):
    priority: Literal["low", "medium", "high"] = Field(description="how urgent the request is")


class Walk(BaseModel):
    km: float = Field(description="the walk's length in kilometres")


STRUCTURED = [
    Case("schema-flour", _structured(Flour, "You'll need a 5 lb bag of flour for this."),
         _parsed(lambda f: abs(f.kg - 2.268) <= 0.03)),
    Case("schema-flat", _structured(Flat, "Sorry, no pets. It does come fully furnished though."),
         _parsed(lambda t: (t.get("pets_allowed"), t.get("furnished")) == (False, True) if isinstance(t, dict)
                 else False)),
    Case("schema-booking", _structured(Booking, "Table for my parents, my two sisters and me please."),
         _parsed(lambda b: b.guests == 5)),
    Case("schema-ticket", _structured(Ticket, "Whenever you get a chance, no rush - the kitchen tap drips a bit."),
         _parsed(lambda t: t.priority == "low")),
    Case("schema-walk", _structured(Walk, "Sunday's walk is a 10 mile loop round the reservoir."),
         _parsed(lambda w: abs(w.km - 16.09) <= 0.1)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Marks(BaseModel):
    """Marks for how much the answer helps."""

    marks: int = Field(description="out of 5: 5 = nails it, 1 = no help at all")


class Supported(BaseModel):
    grounded: bool = Field(description="true if the facts back the answer up")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-yn", _ask("Is the document relevant to the question? answer y or n only\n"
                          "Question: when does the pool open on sundays\nDocument: Sunday opening: 8am to 4pm."),
         _only("y")),
    Case("grade-marks", _grader(Marks, "give the answer marks out of 5 for how much it helps "
                                       "(5 = nails it, 1 = no help at all)",
                                "QUESTION: how many legs does a spider have\nANSWER: A spider has eight legs."),
         _parsed(lambda m: m.marks >= 4)),
    Case("label-pl", _ask("Oznacz wiadomość jako SPAM albo NIE_SPAM. Odpowiedz tylko etykietą.\n"
                          "Wiadomość: Wygrałeś iPhone'a! Kliknij link, aby odebrać nagrodę."), _only("SPAM")),
    Case("grade-grounded", _grader(Supported, "Check whether the answer is backed up by the facts.",
                                   "Facts: The shop closes at 5pm on weekdays.\n"
                                   "Answer: The shop is open until 9pm on weekdays."),
         _parsed(lambda s: s.grounded is False)),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-she", _thread("My brother Tom is a nurse and my aunt Jill is a pilot.", "Cool.", "what does she do"),
         _both(_word("pilot"), _none_of("nurse", "don't know"))),
    Case("thread-flight", _thread("I'm flying to Oslo on Friday.", "Have a good trip!",
                                  "sorry, its lisbon not oslo", "OK.", "where am i flying to"),
         _new_not_old(r"lisbon", r"oslo")),
    Case("thread-costs", _thread("Paid 14.50 for parking.", "OK.", "and 6.75 for coffee and cake", "Noted.",
                                 "total so far?"),
         _both(_amount("21.25"), _none_of("don't know"))),
    Case("thread-zh-pets", _thread("我家有两只猫和一只狗。", "好的。", "我家一共有几只宠物?"),
         _both(_re(r"三只|(?<!\d)3(?!\d)"), _none_of("不知道"))),
    Case("thread-bday", _thread("my bday is 3 june", "Noted!", "whens my birthday"),
         _both(_re(r"(?<!\d)3(rd)? (of )?june|june 3(rd)?(?!\d)"), _none_of("don't know"))),
    Case("chat-gpt", _ask("are u chatgpt"),
         _both(_not_opening("yes"), _any("simulat", "a program", "not chatgpt", "rule-based", "offline",
                                         "language model", "assistant"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
