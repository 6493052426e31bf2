"""A fifty-sixth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held56``, from tag start74 at b88b9d23) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run ("fiftysixth set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a foot ferry's timetable (a Markdown table with numbered notes, a summer-only sailing, a
Friday/Saturday retime and a "Service change" line) returned whole by the learner's no-argument
``ferry_timetable`` tool behind ``create_agent`` without ``response_format`` (the last message's
text); a laser printer's error-code page in man-page layout (NAME / DESCRIPTION / ERROR CODES /
NOTES with a firmware note changing a warning's page count) through a few-shot
``ChatPromptTemplate`` (one worked example pair from the same page) ``| llm | StrOutputParser``; a
community garden's plot list (CSV) and a later committee email (a plot given up and re-let, a late
charge, a shed code that "changes" but is not given) in an ``InMemoryVectorStore`` with fake
deterministic embeddings, its retriever (k=2) formatted into ``prompt | llm``; a pub quiz league's
table as JSON lines with a "correction" object awarding a match, in a checkpointed ``StateGraph``
thread (``update_state``, one follow-up with a pronoun); a German Hausordnung with a Nachtrag
dropping the midday quiet hours and moving the night's start, through ``RunnableParallel``; a letting
agent's deposit deduction letter with a "Revised" line withdrawing one charge, read with
``store.search`` from an ``InMemoryStore``; a shoe repair and key cutting kiosk's price board (a
three-or-more key price) in the learner's SYSTEM PROMPT with terse turns; a Japanese 町内会 summer
festival notice with a 【変更】 line through a ``Send`` fan-out (the question to the one model node,
the notice to a yen-counting node with no model); a piano teacher's terms sheet with an "Update for
2025-26" price through ``with_structured_output(<a JSON schema dict>, include_raw=True)`` with an
answer field and an optional amount; a boarding kennels' rates with an amendment to the peak
surcharge behind a router edge (three nodes); a pharmacy label with a pharmacist's note shortening
the course through ``prompt | llm`` and a ``PydanticOutputParser`` (its format instructions in the
prompt; the raw text kept when parsing fails).

Every case's program run makes only the model calls that produce the asked reply (the fan-out's
other branch, the parallel's other branch, the router's other nodes, the retriever and the label
parser call no model; the agent's calls are all for the asked reply), so a limit warning caught
during the run and the reply's own ``response_metadata["simulator_limit"]`` both belong to the
asked reply: limits are attributed per reply.

Questions typed the way a hurried learner types ("whats", "whos", "u", "oclock", "2nd", "pls", "id
like", "30 min lessons", terse "4 yale keys?"), in English, German and Japanese: values, worked
figures (returns for a family, a late fee added, points summed over two teams, a gap to the leader,
loads times a price, a deposit less the charges that stand, a reply date 14 days on, keys at a bulk
price, a pair of shoes stretched, yen over two dishes, a term of lessons at a changed price, a
sibling discount, nights times a band's rate, a peak surcharge amended, capsules left after a
shortened course), values a later line changed (a Saturday sailing, a Friday retime, a firmware
page count, a plot's holder, the league's leader and a team's points, the night's quiet hours, the
deposit, a bon-odori time, a lesson price, a surcharge, a course length), conditions and yes/no
(mostly "no": a summer-only boat, an E-code, a W-code, a re-let plot, Sunday washing, a charge that
stands, a same-day repair, parking, a missed lesson, Sunday collection, a vaccine's 14 days, doses
4 hours apart; one "yes": drilling at 1:30pm after the Nachtrag), counts, "who", and answers absent
near words that are there (a toilet beside life jackets, an E40 beside E30, the new shed code beside
"changes on 1 April", the county final's prize, parking beside the bicycle cellar, a carpet clean
beside an oven clean, a zip repair, fireworks, a recital, alcohol beside "with or without food").
A learner's tools (quid in words, gas mark 6, miles to km, "next tuesday from half past 6 in the
evening for an hour and a half" from a stated today, tile boxes worked from an area, a waste margin
and a box's cover, a ``StructuredTool`` with two enums, an optional bool and an optional number,
"twenty to seven", a pint and a half in millilitres, dollars in words with an enum category, "the
last day of this month", "me and five mates", a plus-one and an optional enum diet, "three weeks",
no tool fits, a value missing); structured output of learner schemas (a 24-hour time from words,
stone and pounds, a TypedDict with a negated bool, "a dozen", an urgency enum, a JSON schema dict
with "a tenner and fifty pence", an optional phone that is absent, "forty", working days in a span,
Fahrenheit, a negated and a plain bool, a list of names with one who can't come); graders (a yes/no
grounding check whose answer is no, a structured relevance bool, a mark out of 10 in the learner's
words, a Bosnian ŽALBA / POHVALA label, a ``PromptTemplate | llm | StrOutputParser`` PASS / FAIL
grader, a TypedDict helpful bool, a 1-3 fit score, a YES for an answer that adds a fact);
conversations (a "she" follow-up, a room corrected, a registration recalled, a running sum of
kilometres, a Japanese pet count, "are u chatgpt", nights between two dates, "who do i live with").

Oracles as in the fifty-fifth set (its text helpers copied; German and Japanese change words added
to ``_CHANGE``; ``_first_named`` new: of several names, the wanted one is named first), and strict:
the asked result is required; a reply quoting most of its document (``_under_half`` on every
grounded case, and ``_none_of`` with two lines of each document that answer no case), another row's
value, an old value or an operand is wrong; ``_absent`` where the material does not hold it;
``_no_call`` where no tool fits or a value is missing. Every text oracle judges the reply with the
simulator's limit sentences cut out (``_judged``).

Before the commit that holds this set the oracles were tried on one to three right replies written
by hand for every one of the 98 cases (135 text replies, each also with a limit sentence put before
it; hand-made tool calls and parsed objects), including the simulator's usual right-reply shapes
(the change line itself where it states the asked value, "The Mensa Rejects now have ... points 0",
"6,00 €", "£18.00", "1200円", "I don't know", "doesn't mention"): one right reply was rejected
("Zip repairs aren't on our price board, so I can't say": key-zip-absent's oracle given "aren't on
our", "aren't on the", "can't say"), then all passed. On each grounded case's whole document echoed
back, bare, after "Here is what I found:" and cut at 800 characters after it: none passed. On a bare
limit sentence: none passed but the two no-call tool cases. On 80 wrong replies (an old value, an
operand, another row's value, a yes for a no, a neighbouring line, a row citation of the old holder,
a change line that does not state the asked value; a wrong argument or field for every tool and
schema case): none passed. The grounded program shapes were run once with langchain's
``FakeListChatModel`` to check the harness code (not the simulator); the simulator was not run on the
set before that commit.

FIRST SIGHT on start74 at b88b9d23 (the branch point of ``held56``; one run with ``-v``, about 24 s
wall, 9 s CPU), 98 cases: right 29, stated limit 59, silently wrong 10, false alarms 4, with the
oracles as committed. The harness did not crash. One oracle was mended after the run: tool-pint
("give the tomatoes a pint and a half") had been written for the UK pint only (852 ml); the
simulator called ``water_plants(ml=710)``, a pint and a half in US pints, which the question does
not rule out, so the oracle now takes either (710 or 852, within 10 ml). With it mended: right 30,
stated limit 59, silently wrong 9, false alarms 4. Pinned at the mended counts in ``test_pins.py``.
Limits are attributed per reply (see above).

Read with care. One oracle lets a flawed reply through as right, left as it is and named here:
de-drill-130 (the old Ruhezeiten line and the Nachtrag quoted, then "I could not find anything about
'drill', 'wednesday' ... I don't know that part": the Nachtrag that answers is there, but the yes/no
is disowned). Read strictly: 29 right, 59 limits, 10 silently wrong, 4 false alarms.

The silently wrong (9 with the mended oracle): ferry-family (the agent's model answered "2 + 2 + 7
+ 10 = 21" from the question's counts and ages without calling the timetable tool: wanted £15.60),
gd-shed-absent ("The tool shed code changes on 1 April." and the seed-swap line: the new code is not
given), qz-mensa ('{"answer": "Team: The Mensa Rejects; points: 3."}': wanted 0, the correction
line), qz-prize-absent (the county-final note line as the answer: the prize is not given),
tool-tiles (boxes=3: wanted 10), tool-guest (no ``plus_ones`` for "she's bringing her husband":
wanted 1), schema-tenner (10.0 for "a tenner and fifty pence": wanted 10.5), grade-helpful
(helpful=False for a router-reset answer that answers: wanted True), conv-km (7.1 km, the first two
of three walks: wanted 10.5). The four false alarms: tool-no-fit and tool-court-missing (no call,
right, but the reply is a limit sentence), schema-urgency (urgency "low", right, with a limit),
grade-passfail ("FAIL", right, with a limit). No limit sentence met an oracle through its own words
(``_judged``). Classes, code paths and proposed mechanisms: ``FIFTYSIXTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftysixth_set`` prints the counts (``-v``: each case).
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

# the fifty-fifth set's text oracles, copied (German and Japanese words added to _CHANGE; _first_named new) (a set
# imports only from _oracles)
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
                     r"shorten|awarded|given up|gave up|"
                     r"nachtrag|statt|nicht mehr|früher|bisher|jetzt|entfällt|geändert|neu\b|vorher|"
                     r"変更|変わ|以前|元は|ではなく|当初|から", re.I)


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


def _first_named(wanted: str, *others: str):
    """Of ``wanted`` and ``others`` (patterns), the first the reply names is ``wanted`` (a table's
    leader named first; a runner-up may follow)."""
    def ok(out) -> bool:
        t = _text(out)
        spots = [(m.start(), p) for p in (wanted, *others) if (m := re.search(p, t, re.I))]
        return bool(spots) and min(spots)[1] == wanted

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

_DE_NOT_GIVEN = ("steht nicht", "nicht erwähnt", "keine information", "keine angabe", "nicht geregelt", "weiß nicht",
                 "nicht angegeben", "enthält keine", "nichts über", "nicht aufgeführt", "nicht genannt")

_JA_NOT_GIVEN = ("記載がありません", "記載されていません", "書かれていません", "情報がありません", "わかりません",
                 "分かりません", "触れられていません", "記載はありません", "書いてありません", "載っていません")


def _lead(*openings: str):
    """The reply does not open with one of ``openings`` (Japanese "yes" words, where a whole-word
    test fails on characters that run on)."""
    return lambda out: not _text(out).strip().lstrip("\"'*「").startswith(openings)


# --- program shapes -------------------------------------------------------------------------------


def _ferry_agent(question: str):
    """``create_agent`` with the learner's ``ferry_timetable`` tool (the timetable, whole), no
    ``response_format``: the last message's text. With no tool result in the run the outcome is
    empty (wrong)."""

    @tool
    def ferry_timetable() -> str:
        """Get this year's Port Appin - Lismore passenger ferry timetable, fares and notices."""
        return FERRY

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [ferry_timetable], system_prompt="You answer questions about the Lismore foot "
                             "ferry. Always fetch the timetable with the tool first.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "ferry_timetable" for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


def _printer_fewshot(question: str):
    """A few-shot ``ChatPromptTemplate`` (one worked example pair from the same manual page) ``| llm
    | StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You explain the printer's front panel codes from its manual page. One or two sentences."
                       "\n\n{manual}"),
            ("human", "W01 on the screen"),
            ("ai", "W01 is a warning: toner low, about 200 pages remain - order a BT-410 cartridge."),
            ("human", "{question}"),
        ])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"manual": PRINTER, "question": question}))

    return run


def _garden_vectors(question: str):
    """An ``InMemoryVectorStore`` (fake deterministic embeddings) holding the plot list and the
    committee's email; its retriever (k=2: both) formatted into ``prompt | llm | StrOutputParser``."""
    def run(llm):
        from langchain_core.embeddings import DeterministicFakeEmbedding
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnablePassthrough
        from langchain_core.vectorstores import InMemoryVectorStore

        store = InMemoryVectorStore(DeterministicFakeEmbedding(size=128))
        store.add_texts([PLOTS, GARDEN_EMAIL], metadatas=[{"source": "plots_2025.csv"},
                                                          {"source": "committee_email.txt"}])
        retriever = store.as_retriever(search_kwargs={"k": 2})

        def fmt(docs) -> str:
            return "\n\n".join(f"Source: {d.metadata['source']}\n{d.page_content}" for d in docs)

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help members of the community garden. Use the retrieved documents; the email is newer "
                       "than the plot list.\n\n{context}"),
            ("human", "{question}"),
        ])
        chain = {"context": retriever | RunnableLambda(fmt), "question": RunnablePassthrough()} | prompt | llm | \
            StrOutputParser()
        return AIMessage(chain.invoke(question))

    return run


def _quiz_thread(question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState``: the league table put on the thread as a
    system message with ``update_state``, then any earlier turns; the question invoked."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def quizbot(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("quizbot", quizbot)
        g.add_edge(START, "quizbot")
        g.add_edge("quizbot", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "league-9"}}
        app.update_state(config, {"messages": [SystemMessage(f"You answer quiz teams about the league. The table, "
                                                             f"one JSON object a line:\n\n{LEAGUE}")]},
                         as_node="quizbot")
        for i, turn in enumerate(earlier):
            app.update_state(config, {"messages": [HumanMessage(turn) if i % 2 == 0 else AIMessage(turn)]},
                             as_node="quizbot")
        return app.invoke({"messages": [HumanMessage(question)]}, config)["messages"][-1]

    return run


def _haus_parallel(question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the house rules'
    line count (a ``RunnableLambda``); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Du beantwortest Fragen der Mieter zur Hausordnung, in der Sprache der Frage.\n\n{regeln}"),
            ("human", "{question}"),
        ])
        both = RunnableParallel(antwort=prompt | llm | StrOutputParser(),
                                zeilen=RunnableLambda(lambda x: x["regeln"].count("\n") + 1))
        return AIMessage(both.invoke({"regeln": HAUS, "question": question})["antwort"])

    return run


class TenantState(TypedDict):
    question: str
    reply: str


def _deposit_store(question: str):
    """A graph compiled with an ``InMemoryStore``: the letting agent's letter saved under ("tenant",
    "letters") / "deposit"; the ``adviser`` node reads it with ``store.search`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("tenant", "letters"), "deposit", {"text": DEPOSIT, "from": "Harlow Lettings"})

        def adviser(s: TenantState, *, store: BaseStore):
            letters = "\n\n".join(item.value["text"] for item in store.search(("tenant", "letters")))
            msg = llm.invoke([SystemMessage(f"You help a tenant understand letters from her letting agent.\n\n"
                                            f"{letters}"), HumanMessage(s["question"])])
            return {"reply": _text(msg)}

        g = StateGraph(TenantState)
        g.add_node("adviser", adviser)
        g.add_edge(START, "adviser")
        g.add_edge("adviser", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "reply": ""})["reply"])

    return run


def _kiosk_prompt(question: str):
    """The learner's SYSTEM PROMPT holds the kiosk's price board; the human turn is terse."""
    return lambda llm: llm.invoke([SystemMessage(KIOSK_PROMPT), HumanMessage(question)])


class FestState(TypedDict):
    notice: str
    question: str
    results: Annotated[list, operator.add]


class FestJob(TypedDict):
    notice: str
    question: str


def _fest_fanout(question: str):
    """A ``Send`` fan-out from ``START``: the question to ``answer`` (the one model call) and the
    notice to ``count_prices`` (a learner's count of yen prices, no model); the answer returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: FestState):
            job = {"notice": s["notice"], "question": s["question"]}
            return [Send("answer", job), Send("count_prices", job)]

        def answer(s: FestJob):
            msg = llm.invoke([SystemMessage(f"町内会のお知らせについて、住民の質問に質問と同じ言語で答えてください。\n\n"
                                            f"{s['notice']}"), HumanMessage(s["question"])])
            return {"results": [("answer", _text(msg))]}

        def count_prices(s: FestJob):
            return {"results": [("prices", len(re.findall(r"\d+円", s["notice"])))]}

        g = StateGraph(FestState)
        g.add_node("answer", answer)
        g.add_node("count_prices", count_prices)
        g.add_conditional_edges(START, fan, ["answer", "count_prices"])
        g.add_edge("answer", END)
        g.add_edge("count_prices", END)
        out = g.compile().invoke({"notice": FEST, "question": question, "results": []})
        return AIMessage(dict(out["results"]).get("answer", ""))

    return run


PIANO_SCHEMA = {
    "title": "PianoAnswer",
    "description": "A reply to a parent about piano lessons.",
    "type": "object",
    "properties": {
        "answer": {"type": "string", "description": "the reply to the parent"},
        "amount_gbp": {"type": ["number", "null"], "description": "a sum of money in pounds, if one is asked for"},
    },
    "required": ["answer"],
}


def _piano_schema(question: str):
    """``with_structured_output(<a JSON schema dict>, include_raw=True)``: the parsed ``answer``
    (the raw message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(PIANO_SCHEMA, include_raw=True).invoke([
            SystemMessage(f"You answer parents from the studio's terms sheet.\n\n{PIANO}"), HumanMessage(question)])
        parsed = out.get("parsed")
        if isinstance(parsed, dict) and parsed.get("answer"):
            return AIMessage(str(parsed["answer"]))
        return AIMessage(_text(out.get("raw")))

    return run


class KennelState(TypedDict):
    question: str
    reply: str


def _kennel_routed(question: str):
    """A ``StateGraph`` whose conditional edge from ``START`` sends price questions to ``bookings``,
    "can / do / is" questions to ``rules`` and any other to ``front_desk``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(instruction: str):
            def answer(s: KennelState):
                msg = llm.invoke([SystemMessage(f"{instruction}\n\n{KENNEL}"), HumanMessage(s["question"])])
                return {"reply": _text(msg)}
            return answer

        def route(s: KennelState) -> str:
            q = s["question"].strip().lower()
            if any(w in q for w in ("cost", "price", "how much", "total", "£")):
                return "bookings"
            return "rules" if q.startswith(("can", "do", "is", "she", "he", "does")) else "front_desk"

        g = StateGraph(KennelState)
        g.add_node("bookings", node("Work out boarding prices for the customer from the rates."))
        g.add_node("rules", node("Answer questions about the kennels' rules."))
        g.add_node("front_desk", node("Help the customer."))
        g.add_conditional_edges(START, route, {"bookings": "bookings", "rules": "rules", "front_desk": "front_desk"})
        for name in ("bookings", "rules", "front_desk"):
            g.add_edge(name, END)
        return AIMessage(g.compile().invoke({"question": question, "reply": ""})["reply"])

    return run


class MedAnswer(BaseModel):
    """The pharmacist's reply about the medicine label."""

    answer: str = Field(description="the reply to the patient")


def _label_parser(question: str):
    """``prompt | llm`` with a ``PydanticOutputParser``'s format instructions in the prompt, the
    message then parsed into ``MedAnswer``: its ``answer`` (the raw text when parsing fails)."""
    def run(llm):
        from langchain_core.output_parsers import PydanticOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        parser = PydanticOutputParser(pydantic_object=MedAnswer)
        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer the patient's question about the medicine label below.\n{format_instructions}\n\n"
                       "{label}"),
            ("human", "{question}"),
        ]).partial(format_instructions=parser.get_format_instructions())
        msg = (prompt | llm).invoke({"label": LABEL, "question": question})
        try:
            return AIMessage(parser.invoke(msg).answer)
        except Exception:
            return AIMessage(_text(msg))

    return run


# --- documents ------------------------------------------------------------------------------------

FERRY = """Lismore Foot Ferry - Port Appin to Point, timetable 2025
Crossing time: 10 minutes. Foot passengers and bicycles only.

| Depart Port Appin | Depart Point | Days    | Notes |
|-------------------|--------------|---------|-------|
| 07:45             | 08:00        | Mon-Sat |       |
| 09:15             | 09:30        | Daily   |       |
| 11:00             | 11:15        | Daily   | 1     |
| 13:30             | 13:45        | Daily   |       |
| 16:00             | 16:15        | Mon-Sat |       |
| 18:15             | 18:30        | Daily   | 2     |

Note 1: summer only (1 May - 30 September).
Note 2: on Fridays and Saturdays this sailing leaves Port Appin at 19:15 instead (Point 19:30).
Fares: adult single £2.60, child (5-15) single £1.30, under 5s free; bicycles carried free. A return costs two singles.
10-journey card: £20.
Service change from 1 June 2025: the 07:45 from Port Appin no longer runs on Saturdays.
The café at Port Appin pier serves teas until 5pm.
Life jackets are stowed under the seats."""

_FERRY_DUMP = ("Life jackets are stowed", "serves teas")

PRINTER = """LP-4410(1)                   Brightline LP-4410 Manual                   LP-4410(1)

NAME
       lp4410-codes - front panel error and warning codes of the Brightline LP-4410 laser printer

DESCRIPTION
       Codes starting with W are warnings: printing continues. Codes starting with E stop
       printing until the fault is cleared.

ERROR CODES
       W01    Toner low. About 200 pages remain. Order cartridge BT-410 (£64.99).
       W02    Drum near end of life. About 1,000 pages remain. Order drum DR-410.
       E10    Paper jam in tray 1. Open tray 1, remove the paper, close the tray.
       E12    Paper jam at the rear cover. Open the rear cover and wait 10 minutes: the fuser is hot.
       E30    Toner cartridge missing or not recognised. Reseat it; non-Brightline cartridges may show E30.
       E51    Fuser fault. Switch off for 30 seconds and on again. If E51 returns, call service.
       E52    Fan failure. Do not use the printer; call service.

NOTES
       The drum DR-410 lasts about 12,000 pages. From firmware 2.3, W02 appears with about 500
       pages remaining instead of 1,000.
       Service line: 0345 600 4410, weekdays 8am-6pm.

SEE ALSO
       lp4410-network(1), lp4410-duplex(1)

Brightline                            March 2025                             LP-4410(1)"""

_PRINTER_DUMP = ("lp4410-duplex", "non-Brightline")

PLOTS = """plot,holder,size_m2,bed_type,annual_fee_gbp,water_butt
A1,Hamid Qureshi,25,raised,30,yes
A2,Lorna Baxter,25,raised,30,no
A3,Dev Patel,50,ground,45,yes
B1,Ines Moreau,50,ground,45,yes
B2,vacant,25,ground,25,no
B3,Owen Price,100,ground,70,yes"""

GARDEN_EMAIL = """From: Fenwick Road Community Garden committee
Date: 14 March 2025
Subject: plot changes for this season

Hi all - Dev Patel has given up plot A3; it now goes to Ruth Okafor from the waiting list. Plot B2 has been let
to the Year 4 class at Fenwick Primary. Annual fees are due by 31 March; a fee paid after that has a £5 late
charge. The tool shed code changes on 1 April.
The seed swap is on Saturday 5 April at 10am by the compost bays."""

_GARDEN_DUMP = ("seed swap", "bed_type")

LEAGUE = """{"league": "Tuesday Quiz League, Kettering pubs", "week": 9, "updated": "2025-03-05"}
{"team": "Quizteama Aguilera", "pub": "The Swan", "played": 9, "won": 6, "drawn": 1, "lost": 2, "points": 19}
{"team": "Les Quizerables", "pub": "The Red Lion", "played": 9, "won": 6, "drawn": 0, "lost": 3, "points": 18}
{"team": "Agatha Quiztie", "pub": "The Swan", "played": 9, "won": 5, "drawn": 2, "lost": 2, "points": 17}
{"team": "Universally Challenged", "pub": "The Plough", "played": 9, "won": 3, "drawn": 1, "lost": 5, "points": 10}
{"team": "The Mensa Rejects", "pub": "The Plough", "played": 9, "won": 1, "drawn": 0, "lost": 8, "points": 3}
{"note": "Points: 3 for a win, 1 for a draw. The top two after week 14 go through to the county final."}
{"correction": "2025-03-07: Les Quizerables are awarded their week 8 match against The Mensa Rejects (a phone was used). Les Quizerables now have won 7, lost 2, points 21; The Mensa Rejects now have won 0, lost 9, points 0."}
{"note": "Free chip butty for every team at The Plough in week 10."}"""

_LEAGUE_DUMP = ("chip butty", "Kettering pubs")

HAUS = """Hausordnung - Mehrfamilienhaus Lindenstraße 12, 04109 Leipzig (Stand: Januar 2025)
1. Ruhezeiten: werktags 22:00-7:00 Uhr und 13:00-15:00 Uhr; sonn- und feiertags ganztägig.
2. Treppenhausreinigung: wöchentlich im Wechsel nach Plan, das Erdgeschoss beginnt.
3. Mülltonnen: Restmüll wird dienstags geleert, Papier jeden zweiten Donnerstag. Die Tonnen am Vorabend an die Straße stellen.
4. Grillen auf dem Balkon ist nur mit einem Elektrogrill erlaubt.
5. Fahrräder gehören in den Fahrradkeller, nicht in den Hausflur.
6. Waschküche: Benutzung montags bis samstags 7:00-20:00 Uhr, pro Waschgang 1,50 € in die Kasse.
7. Haustiere: Kleintiere frei; Hunde und Katzen nur mit schriftlicher Zustimmung der Verwaltung.
Die Hausverwaltung Krause & Söhne ist erreichbar unter 0341 555 2190.
Der Hof wurde im Herbst neu gepflastert.
Nachtrag (1. März 2025): Die Mittagsruhe entfällt ab sofort; die Nachtruhe beginnt jetzt schon um 21:30 Uhr."""

_HAUS_DUMP = ("neu gepflastert", "Krause & Söhne")

DEPOSIT = """Harlow Lettings Ltd, 22 Market Row, Bedford
14 July 2025
Dear Ms Achebe,
Re: Flat 3, 41 Cauldwell Street - end of tenancy on 30 June 2025
Your deposit of £1,150 is protected with the Deposit Protection Service (DPS). After the check-out inspection on
1 July we propose these deductions:
- Professional oven clean: £85
- Replacing 2 broken blind slats in the bedroom: £40
- Removing items left in the loft: £120
- Repainting the hallway (scuffs beyond fair wear and tear): £210
Total proposed deductions: £455. Balance to be returned to you: £695.
Please reply within 14 days of the date of this letter to agree or dispute. If you dispute any item, the DPS's free
adjudication service decides; undisputed amounts are paid within 5 working days of your agreement.
Revised 18 July 2025: having seen your photos, we withdraw the hallway charge. The other deductions stand.
Our office is closed on bank holidays.
Yours sincerely, Peter Lund, Property Manager"""

_DEPOSIT_DUMP = ("closed on bank holidays", "22 Market Row")

KIOSK_PROMPT = ("You are the chat helper for QuickHeel, a shoe repair and key cutting kiosk in Drayton Market. "
                "Price board: ladies' heels £9.50 a pair, gents' heels £14 a pair, full soles £35 a pair, half soles "
                "£26 a pair, shoe stretching £8 per shoe. Keys: standard Yale-type key £5.50 each, or £4.50 each when "
                "you have three or more cut; car keys from £60 (chip programmed on site). Watch batteries fitted £6. "
                "Heels and half soles are ready in 1 hour; full soles take 3 days. Open Monday to Saturday "
                "9am-5:30pm; closed Sundays and bank holidays. Reply in one or two short sentences.")

_KIOSK_DUMP = ("You are the chat helper", "Watch batteries")

FEST = """【桜ヶ丘三丁目町内会】夏祭りのお知らせ
日時:8月2日(土)17:00〜21:00(雨天の場合は8月3日(日)に順延)
場所:桜ヶ丘公園 中央広場
盆踊り:19:00〜20:00、浴衣で参加の方には団扇をプレゼント
模擬店:焼きそば300円、かき氷200円、ヨーヨー釣り100円(子ども無料券は1人2枚まで)
準備のお手伝い:8月2日 午後3時に集合、10名募集
駐車場はありませんので、徒歩または自転車でお越しください。
ゴミは各自お持ち帰りください。
回覧板は8月10日までに次の家へ回してください。
【変更】7月28日:盆踊りの時間を19:30〜20:30に変更します。"""

_FEST_DUMP = ("回覧板", "ゴミは各自")

PIANO = """Mrs Okonkwo's Piano Studio - terms and fees 2025-26
Lessons: 30 minutes £19, 45 minutes £27, 60 minutes £35. Fees are paid per term in advance; a term is 11 weeks.
Missed lessons: with 48 hours' notice the lesson is rescheduled; with less notice it is charged and not made up.
Siblings: the second child in a family gets 10% off their lesson fees.
ABRSM exam entry: Grades 1-3 £52, Grades 4-5 £61, Grades 6-8 £78 (the exam board's fee, passed on at cost).
To stop lessons, give half a term's notice.
The studio's piano is a 1998 Yamaha U1 upright.
Parking on Elm Drive is permit-only after 9am.
Update for 2025-26: 30-minute lessons are now £20 (the other lengths are unchanged)."""

_PIANO_DUMP = ("Yamaha U1", "permit-only")

KENNEL = """Brackenfield Boarding Kennels & Cattery - rates from 1 March 2025
Dogs: small (under 10 kg) £24 per night, medium (10-25 kg) £28, large (over 25 kg) £32. A second dog sharing the same kennel is half price.
Cats: £16 per night; two cats sharing a pen £26 per night.
Peak dates (Easter, 19 July - 31 August, 20 December - 2 January): add £4 per animal per night.
Check-in 8am-11am and check-out 3pm-6pm; nights are counted, not days.
Every dog must have had its kennel cough vaccine at least 14 days before arrival.
We are closed on Sundays for check-in and check-out.
Our resident cat is called Biscuit.
Amendment (20 February 2025): the peak surcharge is now £5 per animal per night."""

_KENNEL_DUMP = ("Biscuit", "Cattery - rates")

LABEL = """DISPENSED BY: Hartley Pharmacy, 3 Bridge St   Tel 01632 960 415
Patient: Mr Ewan Tait      Date: 02/06/2025
AMOXICILLIN 500MG CAPSULES      Qty: 21
Take ONE capsule THREE times a day, evenly spaced, until all taken.
Take with or without food. Warning: contains penicillin.
Space the doses at least 4 hours apart.
Keep out of the reach and sight of children.
Pharmacist's note 3 June: the prescriber has shortened the course - stop after 5 days (15 capsules) and bring the rest back to the pharmacy."""

_LABEL_DUMP = ("reach and sight of children", "01632 960 415")

_DOCS = {"ferry": FERRY, "pr": PRINTER, "gd": PLOTS + "\n\n" + GARDEN_EMAIL, "qz": LEAGUE, "de": HAUS,
         "dep": DEPOSIT, "key": KIOSK_PROMPT, "ja": FEST, "pi": PIANO, "ken": KENNEL, "med": LABEL}

_QUIZ_TEAMS = (r"aguilera", r"quiztie", r"universally", r"mensa")

GROUNDED = [
    # a foot ferry's timetable (numbered notes, a service change) returned whole by an agent's tool
    Case("ferry-sat-first", _ferry_agent("first boat from port appin on a saturday in july"),
         _both(_new_not_old(r"09[:.]15|9[:.]15", r"07[:.]45|7[:.]45"), _none_of(*_FERRY_DUMP))),
    Case("ferry-fri-last", _ferry_agent("whats the last sailing from appin on a friday"),
         _both(_new_not_old(r"19[:.]15|7[:.]15 ?pm", r"18[:.]15|6[:.]15 ?pm"), _none_of(*_FERRY_DUMP))),
    Case("ferry-family", _ferry_agent("returns for 2 adults and 2 kids aged 7 and 10, how much altogether"),
         _both(_amount("15.60"), _none_of(*_FERRY_DUMP))),
    Case("ferry-11-march", _ferry_agent("does the 11 oclock boat run in march"),
         _both(_denies("summer only", "1 may", "may to september", "may - 30 september", "not in march",
                       "doesn't run", "does not run"), _none_of(*_FERRY_DUMP))),
    Case("ferry-toilet-absent", _ferry_agent("is there a toilet on the ferry"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_FERRY_DUMP))),
    # a laser printer's error-code manual page (man-page layout, a firmware note) through a few-shot prompt
    Case("pr-e12", _printer_fewshot("printer says E12 what do i do"),
         _both(_any("rear cover", "back cover"), _re(r"(?<!\d)10 ?min|ten min"), _none_of(*_PRINTER_DUMP))),
    Case("pr-w02-fw", _printer_fewshot("W02 just came up, im on firmware 2.4, how many pages have i got left"),
         _both(_new_not_old(r"(?<![\d,.])500(?!\d)", r"1,?000"), _none_of(*_PRINTER_DUMP))),
    Case("pr-e52-keep", _printer_fewshot("got E52, can i carry on printing for now"),
         _both(_denies("do not use", "don't use", "not use the printer", "call service", "stop"),
               _none_of(*_PRINTER_DUMP))),
    Case("pr-w01-stop", _printer_fewshot("does a W01 stop it printing"),
         _both(_denies("continues", "keeps printing", "carry on", "can still print", "will still print",
                       "still prints", "doesn't stop", "does not stop", "won't stop"), _none_of(*_PRINTER_DUMP))),
    Case("pr-e40-absent", _printer_fewshot("whats E40 mean"),
         _both(_absent(*_NOT_GIVEN, "no e40", "isn't an e40", "is not an e40", "not one of", "isn't one of",
                       "not a listed", "isn't a listed"), _none_of(*_PRINTER_DUMP))),
    # a community garden's plot list (CSV) and a later committee email, from an in-memory vector store
    Case("gd-a3", _garden_vectors("who has plot a3 now"),
         _both(_new_not_old(r"ruth|okafor", r"\bdev\b|patel"), _none_of(*_GARDEN_DUMP))),
    Case("gd-b2", _garden_vectors("is plot b2 still free, id like it"),
         _both(_denies("year 4", "let to", "fenwick primary", "class", "taken", "not free", "no longer"),
               _none_of(*_GARDEN_DUMP))),
    Case("gd-late-b3", _garden_vectors("owen is paying his plot fee on 3 april, how much will that be"),
         _both(_n("75"), _none_of(*_GARDEN_DUMP))),
    Case("gd-butts", _garden_vectors("how many plots have got a water butt"),
         _both(_re(r"(?<![\w.])4(?![\d.])|\bfour\b"), _none_of(*_GARDEN_DUMP))),
    Case("gd-shed-absent", _garden_vectors("whats the new code for the tool shed"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_GARDEN_DUMP))),
    # a pub quiz league's table as JSON lines with a correction, in a checkpointed thread
    Case("qz-top", _quiz_thread("whos top of the league now"),
         _both(_first_named(r"quizerables", *_QUIZ_TEAMS), _none_of(*_LEAGUE_DUMP))),
    Case("qz-mensa", _quiz_thread("how many points have the mensa rejects got"),
         _both(_new_not_old(r"(?<![\d.])0 ?(points|pts)|\bzero\b|\bno points|\bnil\b|points:? 0(?!\d)|"
                            r"\b0 points", r"(?<![\d.])3 ?(points|pts)"), _none_of(*_LEAGUE_DUMP))),
    Case("qz-swan", _quiz_thread("the two swan teams, how many points between them"),
         _both(_n("36"), _none_of(*_LEAGUE_DUMP))),
    Case("qz-gap", _quiz_thread("how far behind the leaders are they",
                                ("who's second", "Quizteama Aguilera, on 19 points.")),
         _both(_re(r"(?<![\d.])2 ?(points|pts)|\btwo points"), _none_of(*_LEAGUE_DUMP))),
    Case("qz-prize-absent", _quiz_thread("what do u win for getting to the county final"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_LEAGUE_DUMP))),
    # a German Hausordnung with a Nachtrag through RunnableParallel
    Case("de-drill-130", _haus_parallel("can i use a drill at 1:30pm on a wednesday"),
         _both(_not_opening("no", "nein"), _any("yes", "ja", "entfällt", "no longer", "dropped", "abolished",
                                                "allowed", "erlaubt", "scrapped", "removed"),
               _none_of(*_HAUS_DUMP))),
    Case("de-night", _haus_parallel("ab wann ist nachtruhe"),
         _both(_new_not_old(r"21[:.]30", r"(?<!\d)22[:.]00|(?<!\d)22 uhr"), _none_of(*_HAUS_DUMP))),
    Case("de-wash-4", _haus_parallel("4 loads of washing in the waschküche, what do i pay"),
         _both(_either(_amount("6.00"), _re(r"(?<![\d.,])6 ?(€|euro)|€ ?6(?![\d.,])")), _none_of(*_HAUS_DUMP))),
    Case("de-sunday-wash", _haus_parallel("kann ich sonntags waschen"),
         _both(_denies("montags bis samstags", "monday to saturday", "mon-sat", "nicht", "not", no=("no", "nein")),
               _none_of(*_HAUS_DUMP))),
    Case("de-parking-absent", _haus_parallel("wo darf ich mein auto parken"),
         _both(_absent(*_NOT_GIVEN, *_DE_NOT_GIVEN), _none_of(*_HAUS_DUMP))),
    # a letting agent's deposit deduction letter (a revision withdrawing a charge) read from an InMemoryStore
    Case("dep-back", _deposit_store("how much of my deposit am i getting back now"),
         _both(_new_not_old(r"(?<![\d,.])905(?!\d)", r"(?<![\d,.])695(?!\d)"), _none_of(*_DEPOSIT_DUMP))),
    Case("dep-deductions", _deposit_store("whats the total they're taking off"),
         _both(_new_not_old(r"(?<![\d,.])245(?!\d)", r"(?<![\d,.])455(?!\d)"), _none_of(*_DEPOSIT_DUMP))),
    Case("dep-reply-by", _deposit_store("by what date do i have to reply to them"),
         _both(_re(r"(?<!\d)28(th)? (of )?july|july 28"), _none_of(*_DEPOSIT_DUMP))),
    Case("dep-loft", _deposit_store("did they drop the loft charge too"),
         _both(_denies("still", "stands", "stand", "only the hallway", "just the hallway"),
               _none_of(*_DEPOSIT_DUMP))),
    Case("dep-carpet-absent", _deposit_store("how much are they charging for the carpet clean"),
         _both(_absent(*_NOT_GIVEN, "no carpet", "not charging", "aren't charging", "isn't a carpet",
                       "no charge for"), _none_of(*_DEPOSIT_DUMP))),
    # a shoe repair and key cutting kiosk's price board in the SYSTEM PROMPT; terse turns
    Case("key-4-yale", _kiosk_prompt("4 yale keys?"),
         _both(_n("18"), _none_of(*_KIOSK_DUMP))),
    Case("key-2-yale", _kiosk_prompt("2 keys cost"),
         _both(_n("11"), _none_of(*_KIOSK_DUMP))),
    Case("key-soles-today", _kiosk_prompt("full soles same day?"),
         _both(_denies("3 days", "three days"), _none_of(*_KIOSK_DUMP))),
    Case("key-stretch-pair", _kiosk_prompt("stretch both boots, price"),
         _both(_n("16"), _none_of(*_KIOSK_DUMP))),
    Case("key-zip-absent", _kiosk_prompt("zip repair on a jacket?"),
         _both(_absent(*_NOT_GIVEN, "don't do", "not something", "don't offer", "doesn't offer", "not offer",
                       "isn't on our", "not on our", "aren't on our", "aren't on the", "can't say"), _not_opening("yes"), _none_of(*_KIOSK_DUMP))),
    # a Japanese 町内会 summer festival notice (a 変更 line) through a Send fan-out
    Case("ja-bon", _fest_fanout("盆踊りは何時から?"),
         _both(_new_not_old(r"19[::]30|19時30分|19時半|7時半|午後7時30分", r"19[::]00(?!\d)|(?<!\d)19時(?!30|半)"),
               _none_of(*_FEST_DUMP))),
    Case("ja-rain", _fest_fanout("雨だったらどうなりますか"),
         _both(_any("8月3日", "3日", "順延", "延期", "august 3", "3 august"), _none_of(*_FEST_DUMP))),
    Case("ja-food", _fest_fanout("焼きそば2つとかき氷3つでいくら?"),
         _both(_re(r"(?<![\d,])1,?200 ?円|(?<![\d,])1,?200(?!\d)|千二百円"), _none_of(*_FEST_DUMP))),
    Case("ja-car", _fest_fanout("can i drive there and park"),
         _both(_denies("no parking", "駐車場はありません", "駐車場がありません", "駐車場はない", "walk", "bicycle",
                       "bike", "徒歩", "there is no car park", "isn't any parking", "no car park"),
               _lead("はい"), _none_of(*_FEST_DUMP))),
    Case("ja-fireworks-absent", _fest_fanout("花火はありますか"),
         _both(_absent(*_NOT_GIVEN, *_JA_NOT_GIVEN, "花火についての記載", "花火の記載"), _lead("はい", "あります"),
               _none_of(*_FEST_DUMP))),
    # a piano teacher's terms sheet (an update to one price) through with_structured_output(<JSON schema>)
    Case("pi-30-term", _piano_schema("30 min lessons, whats the fee for a term"),
         _both(_new_not_old(r"(?<![\d.,])220(?![\d]|[.,]\d[1-9])", r"(?<![\d.,])209(?!\d)"), _none_of(*_PIANO_DUMP))),
    Case("pi-sibling", _piano_schema("my 2nd child does 45 min lessons, what does she pay per lesson"),
         _both(_amount("24.30"), _none_of(*_PIANO_DUMP))),
    Case("pi-cancel", _piano_schema("if we cancel on the morning of the lesson do we get it back"),
         _both(_denies("48 hours", "charged", "not made up", "won't be made up"), _none_of(*_PIANO_DUMP))),
    Case("pi-grade5", _piano_schema("grade 5 exam entry fee?"),
         _both(_n("61"), _none_of(*_PIANO_DUMP))),
    Case("pi-recital-absent", _piano_schema("when is the summer recital"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_PIANO_DUMP))),
    # a boarding kennels' rates (an amendment to the peak surcharge) behind a router edge
    Case("ken-lab-june", _kennel_routed("our lab is 30 kg, 5 nights in june, how much"),
         _both(_n("160"), _none_of(*_KENNEL_DUMP))),
    Case("ken-august", _kennel_routed("medium sized dog 3 nights in mid august, total cost"),
         _both(_new_not_old(r"(?<![\d.,])99(?!\d)", r"(?<![\d.,])96(?!\d)"), _none_of(*_KENNEL_DUMP))),
    Case("ken-two-cats", _kennel_routed("2 cats sharing a pen for a week, how much"),
         _both(_n("182"), _none_of(*_KENNEL_DUMP))),
    Case("ken-sun-pickup", _kennel_routed("can we collect him on sunday afternoon"),
         _both(_denies("closed", "not on sunday", "no check-out on sunday"), _none_of(*_KENNEL_DUMP))),
    Case("ken-kc-10", _kennel_routed("she had her kennel cough jab 10 days before we arrive, is that ok"),
         _both(_denies("14 days", "fourteen days", "not long enough", "too late"), _none_of(*_KENNEL_DUMP))),
    # a pharmacy label (a pharmacist's note shortening the course) through a PydanticOutputParser chain
    Case("med-days", _label_parser("how many days do i take these for"),
         _both(_new_not_old(r"(?<![\d.])5 days|\bfive days", r"(?<![\d.])7 days|\bseven days"),
               _none_of(*_LABEL_DUMP))),
    Case("med-per-day", _label_parser("how many capsules a day"),
         _both(_re(r"(?<![\d.])3(?![\d.])|\bthree\b"), _none_of(*_LABEL_DUMP))),
    Case("med-return", _label_parser("how many capsules do i take back to the chemist"),
         _both(_re(r"(?<![\d.])6(?![\d.])|\bsix\b"), _none_of(*_LABEL_DUMP))),
    Case("med-gap", _label_parser("can i take two doses 2 hours apart"),
         _both(_denies("4 hours", "four hours"), _none_of(*_LABEL_DUMP))),
    Case("med-alcohol-absent", _label_parser("is it ok to drink alcohol on these"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_LABEL_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def pay_trader(amount: float, currency: str) -> str:
    """Pay a saved tradesperson; currency as an ISO code such as GBP, EUR, USD."""
    return "paid"


@tool
def set_oven(celsius: int) -> str:
    """Preheat the oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def log_run(km: float) -> str:
    """Log a run's distance in kilometres."""
    return "logged"


@tool
def book_court(day: date, start: str, hours: float) -> str:
    """Book a badminton court on a day, from a 24-hour HH:MM start time, for a number of hours."""
    return "booked"


@tool
def order_tiles(boxes: int) -> str:
    """Order floor tiles by the box."""
    return "ordered"


def _send_parcel(size: str, speed: str, signature: bool = False, insured_gbp: float | None = None) -> str:
    return "sent"


class ParcelArgs(BaseModel):
    size: Literal["small", "medium", "large"] = Field(description="the parcel's size band")
    speed: Literal["standard", "express"] = Field(description="the delivery speed")
    signature: bool = Field(default=False, description="whether someone must sign on delivery")
    insured_gbp: float | None = Field(default=None, description="cover in pounds, only if asked for")


send_parcel = StructuredTool.from_function(_send_parcel, name="send_parcel", args_schema=ParcelArgs,
                                           description="Send a parcel with the courier.")


@tool
def set_alarm(time: str) -> str:
    """Set the alarm for a 24-hour HH:MM time."""
    return "set"


@tool
def water_plants(ml: int) -> str:
    """Run the watering pump for a number of millilitres."""
    return "watering"


@tool
def add_expense(amount: float, currency: str, category: Literal["travel", "meals", "office", "other"]) -> str:
    """Add a work expense; currency as an ISO code."""
    return "added"


@tool
def schedule_post(day: date) -> str:
    """Schedule the newsletter to go out on a day."""
    return "scheduled"


@tool
def split_bill(total: float, people: int) -> str:
    """Split a bill evenly between a number of people."""
    return "split"


@tool
def add_guest(guest: str, plus_ones: int = 0, diet: Literal["vegan", "vegetarian", "none"] | None = None) -> str:
    """Add a guest to the party list, with how many people they bring and any diet."""
    return "added"


@tool
def remind_in(days: int, note: str) -> str:
    """Set a reminder a number of days from now."""
    return "ok"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


TOOLS = [
    Case("tool-quid", _calls([pay_trader], "pay the plumber a hundred and eighty quid"),
         _call("pay_trader", amount=_num_near(180), currency=lambda v: str(v).strip().upper() == "GBP")),
    Case("tool-gas-mark", _calls([set_oven], "oven on gas mark 6 pls"),
         _call("set_oven", celsius=_num_near(200, 5))),
    Case("tool-run-miles", _calls([log_run], "log my run, three and a half miles"),
         _call("log_run", km=_num_near(5.63, 0.05))),
    Case("tool-court", _calls([book_court], "today is thu 9 oct 2036. badminton court next tuesday from half past 6 "
                                            "in the evening for an hour and a half"),
         _call("book_court", day=lambda v: str(v) == "2036-10-14", start=_hhmm("18:30"), hours=_num_near(1.5))),
    Case("tool-tiles", _calls([order_tiles], "floor is 4.2 by 3 metres, a box does 1.44 square metres, add 10% for "
                                             "waste and order enough boxes"),
         _call("order_tiles", boxes=_num_near(10))),
    Case("tool-parcel", _calls([send_parcel], "send a medium box express, someone has to sign for it"),
         _call("send_parcel", size=lambda v: str(v) == "medium", speed=lambda v: str(v) == "express",
               signature=lambda v: v is True)),
    Case("tool-alarm", _calls([set_alarm], "alarm for twenty to seven tomorrow morning"),
         _call("set_alarm", time=_hhmm("06:40"))),
    Case("tool-pint", _calls([water_plants], "give the tomatoes a pint and a half"),
         _either(_call("water_plants", ml=_num_near(852, 10)), _call("water_plants", ml=_num_near(710, 10)))),
    Case("tool-dollars", _calls([add_expense], "lunch with the client, forty-two fifty in dollars"),
         _call("add_expense", amount=_num_near(42.5), currency=lambda v: str(v).strip().upper() == "USD",
               category=lambda v: str(v) == "meals")),
    Case("tool-month-end", _calls([schedule_post], "today is sat 1 mar 2036. schedule it for the last day of this "
                                                   "month"),
         _call("schedule_post", day=lambda v: str(v) == "2036-03-31")),
    Case("tool-split", _calls([split_bill], "split £96 between me and five mates"),
         _call("split_bill", total=_num_near(96), people=_num_near(6))),
    Case("tool-guest", _calls([add_guest], "add priya to the list, she's bringing her husband and she's vegan"),
         _call("add_guest", guest=lambda v: "priya" in str(v).lower(), plus_ones=_num_near(1),
               diet=lambda v: str(v) == "vegan")),
    Case("tool-weeks", _calls([remind_in], "remind me to book the dentist in three weeks"),
         _call("remind_in", days=_num_near(21), note=lambda v: "dentist" in str(v).lower())),
    Case("tool-no-fit", _calls([set_oven, set_alarm, split_bill], "who wrote pride and prejudice"), _no_call),
    Case("tool-court-missing", _calls([book_court], "book me a court"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Departure(BaseModel):
    time_24h: str = Field(description="the departure time as HH:MM, 24-hour clock")


class Weight(BaseModel):
    kg: float = Field(description="the person's weight in kilograms")


class Stay(TypedDict):
    nights: Annotated[int, ..., "how many nights"]
    pets_allowed: Annotated[bool, ..., "whether pets may come"]


class Bake(BaseModel):
    count: int = Field(description="how many items the recipe makes")


class Ticket(BaseModel):
    urgency: Literal["low", "medium", "high"] = Field(description="how urgent the request is")


PRICE_SCHEMA = {"title": "Price", "type": "object",
                "properties": {"price_gbp": {"type": "number", "description": "the price in pounds"}},
                "required": ["price_gbp"]}


class Contact(BaseModel):
    email: str = Field(description="the email address")
    phone: str | None = Field(default=None, description="the phone number, if one is given")


class Age(BaseModel):
    years: int = Field(description="the person's age in years")


class Leave(TypedDict):
    working_days: Annotated[int, ..., "how many working days off"]


class Temperature(BaseModel):
    celsius: float = Field(description="the temperature in degrees Celsius")


class Rate(BaseModel):
    refundable: bool = Field(description="whether the rate can be refunded")
    breakfast: bool = Field(description="whether breakfast is included")


class Attendees(BaseModel):
    coming: list[str] = Field(description="the first names of the people who are coming")


STRUCTURED = [
    Case("schema-depart", _structured(Departure, "The coach leaves at ten past nine in the evening."),
         _parsed(lambda d: d.time_24h.strip() == "21:10")),
    Case("schema-stone", _structured(Weight, "I'm 11 stone 4."), _parsed(lambda w: abs(w.kg - 71.67) <= 0.3)),
    Case("schema-stay", _structured(Stay, "Three nights please - and sadly no pets."),
         _parsed(lambda s: isinstance(s, dict) and (s.get("nights"), s.get("pets_allowed")) == (3, False))),
    Case("schema-dozen", _structured(Bake, "This recipe makes a dozen cupcakes."), _parsed(lambda b: b.count == 12)),
    Case("schema-urgency", _structured(Ticket, "Not urgent at all, whenever you get a chance this month."),
         _parsed(lambda t: t.urgency == "low")),
    Case("schema-tenner", _structured(PRICE_SCHEMA, "It cost me a tenner and fifty pence."),
         _parsed(lambda p: isinstance(p, dict) and _num_near(10.5, 0.001)(p.get("price_gbp")))),
    Case("schema-contact", _structured(Contact, "Email me at jo.berg@example.org - I don't have a phone."),
         _parsed(lambda c: c.email == "jo.berg@example.org" and not c.phone)),
    Case("schema-forty", _structured(Age, "She turned forty last spring."), _parsed(lambda a: a.years == 40)),
    Case("schema-leave", _structured(Leave, "I'm off from Monday the 3rd to Friday the 7th."),
         _parsed(lambda t: isinstance(t, dict) and t.get("working_days") == 5)),
    Case("schema-fahrenheit", _structured(Temperature, "It was 95 F in the shade."),
         _parsed(lambda t: abs(t.celsius - 35) <= 0.5)),
    Case("schema-rate", _structured(Rate, "Non-refundable rate, breakfast included."),
         _parsed(lambda r: (r.refundable, r.breakfast) == (False, True))),
    Case("schema-coming", _structured(Attendees, "Ana, Bo and Chidi are coming; Dev can't make it."),
         _parsed(lambda a: {x.strip().lower() for x in a.coming} == {"ana", "bo", "chidi"})),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Relevant(BaseModel):
    relevant: bool = Field(description="true if the document helps answer the question")


class Mark(BaseModel):
    """The reply's mark."""

    mark: int = Field(description="0 = wrong, 10 = perfect")


class Fit(BaseModel):
    fit: int = Field(description="1 = off topic, 2 = partly answers, 3 = fully answers")


class Helpful(TypedDict):
    helpful: Annotated[bool, ..., "whether the answer helps the user"]


def _grader(schema, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


def _grader_chain(template: str, **values: str):
    """A grader as ``PromptTemplate | llm | StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import PromptTemplate

        return AIMessage((PromptTemplate.from_template(template) | llm | StrOutputParser()).invoke(values))

    return run


GRADERS = [
    Case("grade-grounded", _ask("Is the answer grounded in the context? Answer yes or no.\n"
                                "Context: The library opens at 9am on Saturdays.\n"
                                "Answer: The library opens at 10am on Saturdays."), _only("no")),
    Case("grade-relevant", _grader(Relevant, "Does the document help answer the question?",
                                   "Question: how do I pay my council tax online\n"
                                   "Document: Cream the butter and sugar, then fold in the flour."),
         _parsed(lambda r: r.relevant is False)),
    Case("grade-mark", _grader(Mark, "Mark the reply out of 10.",
                               "Q: what's the capital of Australia\nReply: Canberra."),
         _parsed(lambda m: m.mark >= 8)),
    Case("label-bs", _ask("Klasificiraj poruku kao ŽALBA ili POHVALA. Odgovori samo oznakom.\n"
                          "Poruka: Dostava je kasnila tri dana, a paket je stigao oštećen."), _only("ŽALBA")),
    Case("grade-passfail", _grader_chain("Reply PASS if the answer is correct, otherwise FAIL. One word.\n"
                                         "Question: {q}\nAnswer: {a}", q="how many legs does a spider have",
                                         a="Six."), _only("FAIL")),
    Case("grade-helpful", _grader(Helpful, "Judge the answer.",
                                  "User: how do I reset my router\nAnswer: Hold the reset button on the back for 10 "
                                  "seconds until the lights flash."),
         _parsed(lambda h: isinstance(h, dict) and h.get("helpful") is True)),
    Case("grade-fit", _grader(Fit, "How well does the answer fit the question?",
                              "Question: what time do you open on mondays\nAnswer: We open at 9am on Mondays."),
         _parsed(lambda f: f.fit == 3)),
    Case("grade-extra", _ask("Does the answer contain information that is not in the source? Reply YES or NO.\n"
                             "Source: Tickets cost £12.\nAnswer: Tickets cost £12 and include a free drink."),
         _only("YES")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-she", _thread("My neighbour Tom fixes boilers and his wife Sara is a dentist.", "Nice.",
                             "what does she do"),
         _both(_any("dentist"), _none_of("boiler", "don't know"))),
    Case("conv-room", _thread("the meeting's in room 4B", "OK.", "sorry, it's 4D", "Noted.", "which room is it in"),
         _new_not_old(r"\b4D\b", r"\b4B\b")),
    Case("conv-reg", _thread("my car reg is KD71 PWT", "Got it.", "thanks. whats my reg again"),
         _both(_re(r"KD71 ?PWT"), _none_of("don't know"))),
    Case("conv-km", _thread("walked 4.2 km this morning", "Nice.", "and 2.9 km after lunch", "Good going.",
                            "and 3.4 this evening", "Great.", "total km today?"),
         _both(_re(r"(?<![\d.])10[.,]5(?!\d)"), _none_of("don't know"))),
    Case("conv-ja", _thread("猫を二匹と犬を一匹飼っています。", "いいですね。", "ペットは全部で何匹?"),
         _both(_re(r"三匹|3匹|(?<![\d.])3(?![\d.])"), _none_of("わかりません", "分かりません"))),
    Case("conv-chatgpt", _ask("are u chatgpt"),
         _both(_not_opening("yes"), _either(_any("simulat", "a program", "not chatgpt", "rule-based", "offline",
                                                 "not a person", "language model", "assistant"),
                                            _word("AI", "bot", "chatbot")))),
    Case("conv-nights", _thread("my holiday starts on 14 august", "Lovely!", "it ends on 23 august, how many nights "
                                                                            "is that"),
         _both(_re(r"(?<![\d.])9(?![\d.])|\bnine\b"), _none_of("don't know"))),
    Case("conv-flatmate", _thread("Kemi is my boss and Dan is my flatmate.", "OK.", "who do i live with"),
         _both(_first_named(r"\bdan\b", r"\bkemi\b"), _none_of("don't know"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
