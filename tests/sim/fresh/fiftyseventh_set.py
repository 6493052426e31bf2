"""A fifty-seventh invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held57``, from tag start75 at a28144c7) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run ("fiftyseventh set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a pick-your-own fruit farm's price file in TOML (sections, ``#`` comments holding
conditions, a closing "PRICE CHANGE" comment re-pricing one fruit) through ``{"prices":
itemgetter(...), "q": itemgetter(...)} | ChatPromptTemplate | llm.with_retry() | StrOutputParser``;
a heating engineer's text messages (timestamped SMS lines, a visit moved to another day and slot, a
bundle price, a final bill with a part) through ``RunnableWithMessageHistory`` over a prompt with a
``MessagesPlaceholder`` history and an ``InMemoryChatMessageHistory`` (one follow-up with "it"
after an earlier turn put in the history); an Italian condominium's avviso (numbered points, a
RETTIFICA moving the assembly) through LangGraph's functional API (an ``@entrypoint`` running two
``@task`` s: the model's answer and a count of the points with no model); a library's loans and
charges page and a later email withdrawing adult overdue charges and making reservations free, in
an ``InMemoryVectorStore`` (fake deterministic embeddings) read by the ``retrieve`` node of a
hand-built retrieve -> generate ``StateGraph`` (``similarity_search``, k=2: both); a cat café's
visitor page returned whole by the learner's ONE-ARGUMENT ``cafe_info(topic)`` tool behind
``create_agent`` without ``response_format`` (the last message's text; a run that never calls the
tool gives an empty reply, wrong); a bike shop's workshop price list (bundled Bronze / Silver / Gold
services, an e-bike supplement, a price note) pasted into the one human message by an f-string, no
system message; an NHS dental treatment plan (charge bands, "you pay only the highest band", an
amendment putting a crown in place of a filling and cancelling a date) through
``with_structured_output(<a TypedDict with an answer and an optional amount>, include_raw=True)``;
a village fete's companion dog show schedule (classes, a three-class price, a late change cancelling
a class) through ``prompt | llm | JsonOutputParser`` (the prompt asks for {"answer": ...}; the raw
text kept when parsing fails); a primary school's residential trip letter (a deposit and three
instalments, a PS moving the coach and replacing an activity) through ``asyncio.run(chain.ainvoke(
...))`` with the letter as a ``Document`` list formatted by a ``RunnableLambda``.

Every case's program run makes only the model calls that produce the asked reply (the functional
API's other task, the retriever and the history store call no model; the agent's calls are all
for the asked reply), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed per
reply.

Questions typed the way a hurried learner types ("whats", "u", "yr old", "im", "2nd", "kilo",
terse "front and back brakes adjusted, price?"), in English and Italian: values, worked figures
(fruit by weight at a changed price, a tractor ride with an under-3 free, a bill plus a part, a
bundle's saving, a pay-by date 7 days on, an instalment of a levy, a DVD's late days, a late book's
charge capped, a lost book plus a fee, a weekend family price with a surcharge, a slot's end time,
a service with a supplement at a changed price, two brakes, a gap between two services, the
highest band, the extra over the old plan, a three-class bundle plus one, two dogs, instalments
after a deposit), values a later line changed (a strawberry price, a visit's day and slot, an
assembly's date, a reservation fee, a café's cat count and adoptable cats, a service price, the
course's charge, the classes still on, a drop-off time), conditions and yes/no (mostly "no": a
Monday, a spaniel, card payment, a lift, bikes in the hall, a Wednesday call, a fine after the
email, a branch closed, a 4-year-old, feeding treats, truing in Bronze, waiting for a service, the
cancelled appointment, paying while pregnant, fancy dress, a veteran class at 6, a phone, raft
building, pocket money; one "yes": the extraction still on), counts, and answers absent near words
that are there (cherries beside prices per kg, the porter's hours beside "il portiere", scanning
beside printing, wifi, a tyre beside an inner tube, whitening beside bands, a 2nd prize beside
rosettes and a Best in Show voucher, travel insurance). A learner's tools (euros in words, a goal
in stone, feet and inches in metres, "this friday" from a stated today, "quarter past eight
tonight", "two dozen", a ``StructuredTool`` with two enums and a bool said as "no extra cheese",
lbs, "twelve and a half percent", Fahrenheit, "an hour and three quarters", "the four of us and my
sister", an optional enum and an optional date left out, no tool fits, an amount missing);
structured output of learner schemas ("quarter to midnight", five foot nine, a TypedDict with a
negated bool, "four out of five", an enum mood, a JSON schema dict with "two quid fifty", an
optional gift note that is absent, a list with one left out, "two and a half hours", "the 3rd of
next month" from a stated today, "third", "thirty-two and a half grand"); graders (a yes/no support
check whose answer is no, a structured relevance bool, a 1-5 score in the learner's words, a Tamil
புகார் / பாராட்டு label, a ``PromptTemplate | llm | StrOutputParser`` CORRECT / INCORRECT grader, a
TypedDict hallucination bool that should be true, a yes for a document that answers, a 1-3 fit
that should be 1); conversations (a "he" follow-up, a date corrected, a pet's name recalled, a
running sum of pounds, a Korean fruit count, "r u a real person", weeks between two dates, "who do
i pay rent to").

Oracles as in the fifty-sixth set (its text helpers copied; Italian change words added to
``_CHANGE``; ``_IT_NOT_GIVEN`` new), and strict: the asked result is required; a reply quoting
most of its document (``_under_half`` on every grounded case, and ``_none_of`` with two lines of
each document that answer no case), another row's value, an old value or an operand is wrong;
``_absent`` where the material does not hold it; ``_no_call`` where no tool fits or a value is
missing. Every text oracle judges the reply with the simulator's limit sentences cut out
(``_judged``).

Before the commit that holds this set the oracles were tried on one to three right replies written
by hand for every one of the 105 cases (143 text replies for the 74 text cases, each also with a
limit sentence put before it; 15 hand-made tool calls or no-call replies; 16 parsed objects), one
right reply was rejected ("L'avviso non indica l'orario della portineria.": "non indica" added to
``_IT_NOT_GIVEN``), then all passed. On each grounded case's whole document echoed back, bare,
after "Here is what I found:" and cut at 800 characters after it: none passed. On a bare limit
sentence: none passed but the two no-call tool cases. On 107 wrong replies (76 text: an old value,
an operand, another row's value, a yes for a no, a neighbouring line, "Class 6 is cancelled." for a
count; a wrong argument or field for every tool, schema and structured grader case): none passed.
The program shapes were run once with langchain's ``FakeListChatModel`` (and a ``GenericFakeChatModel``
with ``bind_tools`` for the agent and the TypedDict shapes) to check the harness code, not the
simulator: a ``NotRequired[Annotated[...]]`` field crashed langchain's TypedDict conversion, so the
optional amount is ``Annotated[float | None, None, ...]``. The simulator was not run on the set
before that commit.

FIRST SIGHT on start75 at a28144c7 (the branch point of ``held57``; one run with ``-v``, about 17 s
wall, 6 s CPU), 105 cases: right 39, stated limit 49, silently wrong 17, false alarms 2, with the
oracles as committed. The harness did not crash. No oracle rejected a truly right reply (every
wrong reply was read: none is right), so no oracle was mended after the run. Pinned at these counts
in ``test_pins.py``. Limits are attributed per reply (see above).

Read with care. Three oracles let a flawed reply through as right, left as they are and named here:
it-bici (the levy line, then the "vietato" line, then "I could not find anything about 'posso',
'bici' ... I don't know that part": the line that answers is there, but the answer is disowned),
bike-bronze-true (the Silver line quoted at its OLD price "£80" with no yes/no; the "no" is only
implied by "Silver ... + wheels trued"), tool-task (``add_task(title="renew passport as", ...)``: a
stray word of the request in the title). lib-scan-absent (a DVD line, then "I could not find anything
about 'scanning'") is noisy but states the absence, and is counted right. Read strictly: 36 right,
49 limits, 20 silently wrong, 2 false alarms.

The silently wrong (17): pyo-tractor ("Under 3s free.": wanted £4.00 for two adults), gas-day (the
first text's greeting and prices: wanted Thursday 13th), lib-dvd and lib-lost ("I don't know.":
wanted £3 and £16.49), cat-count (a house-rules line and the old cat list: wanted 5), bike-brakes
(the £10-per-brake line and "I don't know that part" for "front", "back": wanted £20),
bike-wait-gold and bike-gold-silver (the Silver price note as the answer: wanted "no, 2 working
days" and £45), bike-tyre-absent (the puncture and Bronze lines: a tyre fitting is not listed),
dent-notice (the amendment line as the answer: wanted 24 hours), dog-classes (the entry line and
six class names, the cancelled one among them: wanted 6), trip-dropoff (the old departure line:
wanted 7:00am), schema-stars (1 for "four out of five"), schema-invite (Rik kept though "not Rik"),
schema-third (5000 from "the 5k": wanted 3), schema-grand (2500.0 for "thirty-two and a half
grand": wanted 32500), label-ta (a Tamil label prompt answered "Could you tell me a bit more ...":
wanted புகார்). The two false alarms: tool-no-fit (no call, right, but the reply is a limit
sentence), grade-correct ("INCORRECT", right, with a limit). No limit sentence met an oracle
through its own words (``_judged``). Classes, code paths and proposed mechanisms:
``FIFTYSEVENTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftyseventh_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

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

# the fifty-sixth set's text oracles, copied (Italian change words added to _CHANGE) (a set imports only from
# _oracles)
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
                     r"変更|変わ|以前|元は|ではなく|当初|から|"
                     r"spostat|rettific|invece|non più|anziché|sostituit", re.I)


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

# --- program shapes -------------------------------------------------------------------------------


def _pyo_chain(question: str):
    """``{"prices": itemgetter, "q": itemgetter} | ChatPromptTemplate | llm.with_retry() |
    StrOutputParser``: the farm's TOML price sheet and the question."""
    def run(llm):
        from operator import itemgetter

        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer visitors of a pick-your-own farm from its price file (TOML).\n\n{prices}"),
            ("human", "{q}"),
        ])
        chain = {"prices": itemgetter("prices"), "q": itemgetter("q")} | prompt | \
            llm.with_retry(stop_after_attempt=2) | StrOutputParser()
        return AIMessage(chain.invoke({"prices": PYO, "q": question}))

    return run


def _gas_history(question: str, earlier: tuple[str, ...] = ()):
    """``RunnableWithMessageHistory`` over ``ChatPromptTemplate`` (the heating engineer's texts in
    the system message, a ``MessagesPlaceholder`` history) ``| llm``; any earlier turns put in the
    session's ``InMemoryChatMessageHistory`` first."""
    def run(llm):
        from langchain_core.chat_history import InMemoryChatMessageHistory
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
        from langchain_core.runnables.history import RunnableWithMessageHistory

        sessions: dict[str, InMemoryChatMessageHistory] = {}

        def history(session_id: str) -> InMemoryChatMessageHistory:
            return sessions.setdefault(session_id, InMemoryChatMessageHistory())

        for i, turn in enumerate(earlier):
            history("me").add_message(HumanMessage(turn) if i % 2 == 0 else AIMessage(turn))
        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help me keep track of my text messages with tradespeople.\n\n{texts}"),
            MessagesPlaceholder("history"),
            ("human", "{input}"),
        ])
        chat = RunnableWithMessageHistory(prompt | llm, history, input_messages_key="input",
                                          history_messages_key="history")
        return chat.invoke({"input": question, "texts": GAS_TEXTS}, {"configurable": {"session_id": "me"}})

    return run


def _condo_func(question: str):
    """The functional API: an ``@entrypoint`` that awaits one ``@task`` asking the model (the notice
    in the system message) and a second ``@task`` counting the notice's numbered points (no
    model); the answer returned."""
    def run(llm):
        from langgraph.func import entrypoint, task

        @task
        def rispondi(domanda: str) -> str:
            msg = llm.invoke([SystemMessage(f"Rispondi ai condòmini in base all'avviso, nella lingua della "
                                            f"domanda.\n\n{CONDO}"), HumanMessage(domanda)])
            return _text(msg)

        @task
        def conta_punti(testo: str) -> int:
            return len(re.findall(r"^\d+\.", testo, re.M))

        @entrypoint()
        def portineria(domanda: str) -> dict:
            risposta, punti = rispondi(domanda), conta_punti(CONDO)
            return {"risposta": risposta.result(), "punti": punti.result()}

        return AIMessage(portineria.invoke(question)["risposta"])

    return run


class LibState(TypedDict):
    question: str
    context: str
    answer: str


def _library_graph(question: str):
    """A hand-built ``StateGraph`` retrieve -> generate: ``retrieve`` runs ``similarity_search``
    (k=2: both documents) on an ``InMemoryVectorStore`` with fake deterministic embeddings holding
    the charges page and a later email; ``generate`` asks the model."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.embeddings import DeterministicFakeEmbedding
        from langchain_core.vectorstores import InMemoryVectorStore
        from langgraph.graph import END, START, StateGraph

        store = InMemoryVectorStore(DeterministicFakeEmbedding(size=96))
        store.add_documents([Document(LIBRARY, metadata={"title": "Loans and charges"}),
                             Document(LIBRARY_EMAIL, metadata={"title": "Email, 2 September 2025"})])

        def retrieve(s: LibState):
            docs = store.similarity_search(s["question"], k=2)
            return {"context": "\n\n".join(f"[{d.metadata['title']}]\n{d.page_content}" for d in docs)}

        def generate(s: LibState):
            msg = llm.invoke([SystemMessage(f"Answer the library member from these documents. Newer documents "
                                            f"override older ones.\n\n{s['context']}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(LibState)
        g.add_node("retrieve", retrieve)
        g.add_node("generate", generate)
        g.add_edge(START, "retrieve")
        g.add_edge("retrieve", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question, "context": "", "answer": ""})["answer"])

    return run


def _cat_agent(question: str):
    """``create_agent`` with the learner's ``cafe_info(topic)`` tool (it returns the whole visitor
    page whatever the topic), no ``response_format``: the last message's text. With no tool result
    in the run the outcome is empty (wrong)."""

    @tool
    def cafe_info(topic: str) -> str:
        """Look up the cat café's visitor information on a topic (prices, rules, cats, opening)."""
        return CAT_CAFE

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [cafe_info], system_prompt="You answer questions about the Whiskers & Whisks "
                             "cat café. Look the answer up with cafe_info before replying.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "cafe_info" for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


def _bike_pasted(question: str):
    """The price list pasted into the one human message with an f-string; no system message."""
    return lambda llm: llm.invoke([HumanMessage(f"This is my local bike shop's workshop price list:\n\n{BIKE}\n\n"
                                                f"{question}")])


class DentReply(TypedDict):
    """A reply to the patient about her treatment plan."""

    answer: Annotated[str, ..., "the reply to the patient"]
    amount_gbp: Annotated[float | None, None, "a sum of money in pounds, only if one is asked for"]


def _dent_typed(question: str):
    """``with_structured_output(<a TypedDict>, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(DentReply, include_raw=True).invoke([
            SystemMessage(f"You explain the dental practice's treatment plan to the patient.\n\n{DENTAL}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if isinstance(parsed, dict) and parsed.get("answer"):
            return AIMessage(str(parsed["answer"]))
        return AIMessage(_text(out.get("raw")))

    return run


def _dog_json(question: str):
    """``prompt | llm | JsonOutputParser`` (the prompt asks for {"answer": ...}): the parsed
    ``answer`` (the raw text when parsing fails)."""
    def run(llm):
        from langchain_core.output_parsers import JsonOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer entrants of the village fete's dog show from the schedule. Reply with JSON only: "
                       "{{\"answer\": \"<your reply>\"}}\n\n{schedule}"),
            ("human", "{question}"),
        ])
        msg = (prompt | llm).invoke({"schedule": DOG_SHOW, "question": question})
        try:
            parsed = JsonOutputParser().invoke(msg)
            if isinstance(parsed, dict) and parsed.get("answer"):
                return AIMessage(str(parsed["answer"]))
        except Exception:
            pass
        return AIMessage(_text(msg))

    return run


def _trip_async(question: str):
    """``asyncio.run(chain.ainvoke(...))`` on ``ChatPromptTemplate | llm | StrOutputParser``: the
    school's trip letter as a ``Document`` list formatted by a ``RunnableLambda``."""
    def run(llm):
        import asyncio

        from langchain_core.documents import Document
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        docs = [Document(TRIP, metadata={"source": "y6_residential_letter.txt"})]
        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer a parent's question from the school's letter.\n\n{letter}"),
            ("human", "{question}"),
        ])
        chain = {"letter": RunnableLambda(lambda x: "\n\n".join(d.page_content for d in x["docs"])),
                 "question": RunnableLambda(lambda x: x["question"])} | prompt | llm | StrOutputParser()
        return AIMessage(asyncio.run(chain.ainvoke({"docs": docs, "question": question})))

    return run


# --- documents ------------------------------------------------------------------------------------

PYO = """# Hollowmead Farm - pick your own, season 2025
title = "Hollowmead Farm PYO"

[opening]
days = "Tuesday to Sunday"   # closed Mondays, except bank holiday Mondays
hours = "09:00-17:00"
last_entry = "16:00"

[prices_per_kg]
strawberries = 4.50
raspberries = 7.00
gooseberries = 5.00
blackcurrants = 5.50

[extras]
punnet = 0.50          # or bring your own containers
tractor_ride = 2.00    # per person, under 3s free, weekends only

[rules]
dogs = "assistance dogs only"
weighing = "all fruit is weighed at the barn before you leave"
toilets = "by the car park"

[farm_shop]
honey_jar = 6.00

# PRICE CHANGE from 1 July: strawberries now 3.80 per kg"""

_PYO_DUMP = ("honey_jar", "weighed at the barn")

GAS_TEXTS = """[Mon 3 Mar 09:12] Dale (Warmhome Heating): Hi it's Dale. Annual boiler service is £85, gas safety certificate £65, or £120 if I do both on the same visit. Parts extra.
[Mon 3 Mar 09:15] Me: Both please. Is Tuesday 11th any good?
[Mon 3 Mar 09:20] Dale (Warmhome Heating): Tuesday 11th, 8-10am slot booked. Please clear the cupboard round the boiler.
[Mon 3 Mar 09:21] Me: Great, I'll leave the side gate open
[Fri 7 Mar 17:40] Dale (Warmhome Heating): Sorry, van's off the road. Can we move you to Thursday 13th, 12-2pm slot instead? Same price.
[Fri 7 Mar 17:52] Me: Thursday's fine
[Thu 13 Mar 14:30] Dale (Warmhome Heating): All done. Service + gas safe cert £120, plus a new pressure relief valve £38. Bank transfer within 7 days please, details on the invoice.
[Thu 13 Mar 14:41] Me: Thanks Dale, the dog says bye"""

_GAS_DUMP = ("the dog says bye", "clear the cupboard")

CONDO = """CONDOMINIO "LE MAGNOLIE" - Via Giuseppe Verdi 18, 40121 Bologna
AVVISO AI CONDÒMINI
1. Assemblea ordinaria: giovedì 15 maggio 2025 alle ore 18:30, sala riunioni al piano terra (seconda convocazione).
2. Tinteggiatura delle scale: dal 2 al 13 giugno; l'ascensore resterà fermo dal 9 all'11 giugno.
3. Quota straordinaria per la tinteggiatura: 180 € per appartamento, da versare in due rate uguali entro il 30 giugno e il 30 settembre.
4. Raccolta differenziata: l'organico si conferisce il lunedì e il giovedì; il vetro il mercoledì.
5. È vietato lasciare biciclette e passeggini nell'androne.
L'amministratrice: Dott.ssa Laura Ferri - tel. 051 234 5678 (martedì e venerdì, 9-12).
Il portiere è in ferie ad agosto.
Le piante del cortile sono state potate in marzo.
RETTIFICA (28 aprile 2025): l'assemblea è spostata a martedì 20 maggio, stessa ora e stesso luogo."""

_CONDO_DUMP = ("potate in marzo", "Via Giuseppe Verdi")

LIBRARY = """Elmbridge Libraries - loans and charges (from 1 April 2024)
Adult books: 3 weeks, up to 12 items at a time. DVDs: 1 week, £1.50 per loan.
Overdue charges: adult books 25p per item per day; DVDs £1 per item per day. The charge for any one item stops at £8.
Children's and teenagers' cards (under 18): no overdue charges.
Renewals: up to 3 times online or by phone, unless another member has reserved the item.
Reservations: £1 per item (free for children).
Lost or damaged items: the replacement cost plus a £3.50 handling fee.
Printing: 15p a black-and-white page, 60p colour.
Study rooms can be booked at the Esher branch."""

LIBRARY_EMAIL = """From: Elmbridge Libraries <news@elmbridge-libraries.example>
Date: 2 September 2025
Subject: Changes to charges from 1 October

Dear member, from 1 October 2025 overdue charges on adult books are withdrawn; DVD overdue charges stay as they are.
Reservations become free for everyone. The Walton branch will be closed for refurbishment from 13 to 24 October.
Our autumn reading challenge starts on 6 October."""

_LIB_DUMP = ("Study rooms", "reading challenge")

CAT_CAFE = """Whiskers & Whisks Cat Café - visitor information
Visits are booked in 50-minute slots starting on the hour, from 10:00 to 17:00 (the last slot starts at 17:00).
Prices per slot: adults £9, children 6-15 £6.50; children under 6 are not admitted.
Weekend and bank holiday slots cost £2 more per person.
Every visit includes one hot drink; extra drinks from £2.80.
House rules: please do not pick up the cats; no flash photography; visitors may not feed the cats (treats, £1.50 a pot, are given by staff only).
Resident cats: Miso, Tofu, Earl Grey, Pumpkin, Juniper and Waffles.
Adoption: Tofu and Pumpkin are looking for homes - ask at the counter.
Our cakes are baked on site every morning.
Update 3 March: Waffles has been adopted and has left the café."""

_CAT_DUMP = ("baked on site", "Earl Grey, Pumpkin, Juniper")

BIKE = """SPOKES & SPROCKETS - workshop prices (labour only unless stated)
Puncture repair: £12 (new inner tube fitted: £18 incl. tube)
Brake adjustment: £10 per brake
Gear indexing: £15
Bronze service: £45 - safety check, brakes adjusted, gears indexed, tyres pumped
Silver service: £80 - Bronze + wheels trued, chain cleaned and lubed
Gold service: £130 - Silver + full strip down, bearings regreased
E-bikes: add £20 to any service.
Services take 2 working days; punctures are done while you wait (about 30 min).
Free safety check for kids' bikes every Saturday morning.
Price note 1 Feb: Silver service is now £85."""

_BIKE_DUMP = ("Gear indexing", "Free safety check")

DENTAL = """Riverside Dental Practice - NHS treatment plan
Patient: Ms Joanne Reilly      Date of examination: 4 June 2025
NHS charge bands (England, from 1 April 2025):
  Band 1 (examination, x-rays, scale and polish if needed): £27.40
  Band 2 (fillings, root canal, extractions, plus Band 1 care): £75.30
  Band 3 (crowns, dentures, bridges, plus Band 2 care): £326.70
Planned treatment: one filling (upper left 6), one extraction (lower right 8).
One charge covers a whole course of treatment: you pay only the highest band's charge.
Appointments: filling on 11 June at 9:40, extraction on 25 June at 14:10.
Cancellations: give 24 hours' notice or the appointment may be counted as missed.
NHS treatment is free if you are under 18, pregnant or had a baby in the last 12 months, or on certain benefits.
Car parking is at the rear, off Mill Lane.
Amended 10 June: the dentist is fitting a crown on the upper left 6 instead of the filling; the 11 June appointment is cancelled and the crown is fitted on 2 July at 10:20."""

_DENT_DUMP = ("off Mill Lane", "Joanne Reilly")

DOG_SHOW = """Hambleton Village Fete - Companion Dog Show, Saturday 21 June 2025, on the green behind the church
Entries on the day from 12:30 at the tent by the tombola. Judging starts at 13:30.
Entry: £2 per class, or £5 for any three classes (per dog).
Classes:
 1. Waggiest tail
 2. Best rescue
 3. Prettiest bitch
 4. Most handsome dog
 5. Dog the judge would most like to take home
 6. Fancy dress (dog and owner)
 7. Best veteran (8 years and over)
Rosettes for 1st to 4th in every class. The Best in Show winner gets a £25 voucher from Paws Pet Supplies.
Dogs must be on a lead at all times. Bitches in season may not enter.
Bring water for your dog; there is a bowl at the tent too.
Late change (posted 18 June): class 6 is cancelled - the fancy dress judge is unwell."""

_DOG_DUMP = ("tent by the tombola", "Waggiest tail")

TRIP = """Dear Parents and Carers,
Year 6 residential to Kingswood Centre, Colfax Hall - Monday 9 to Wednesday 11 June 2025
Cost: £285 per child, including coach, meals and all activities. A £60 deposit secured your child's place; the balance is paid in three equal instalments by 31 March, 30 April and 31 May.
Pocket money: optional, up to £15, in a named envelope handed in on the morning.
Departure: the coach leaves school at 8:15am on Monday; please arrive by 7:45am. We return at about 3:30pm on Wednesday.
Activities: climbing wall, archery, raft building, night line and a campfire.
Kit: waterproof coat, 2 pairs of trainers (one old pair), sleeping bag, torch, named water bottle. No phones or electronic games.
Medicines must be handed to Mrs Doyle in a named bag with a signed form.
Yours, Mr A. Hussain, Year 6 lead
PS (19 May): the coach now leaves at 7:30am, so please arrive by 7:00am. Raft building is replaced by kayaking because the lake level is low."""

_TRIP_DUMP = ("Mrs Doyle", "night line")

_DOCS = {"pyo": PYO, "gas": GAS_TEXTS, "it": CONDO, "lib": LIBRARY + "\n\n" + LIBRARY_EMAIL, "cat": CAT_CAFE,
         "bike": BIKE, "dent": DENTAL, "dog": DOG_SHOW, "trip": TRIP}

_IT_NOT_GIVEN = ("non è indicat", "non indica", "non è specificat", "non dice", "non menziona", "non è menzionat", "non si parla",
                 "non lo so", "non risulta", "nessuna informazione", "non ci sono informazioni", "non riporta",
                 "non è riportat")

_RENAMED = ("no longer", "not running", "isn't running", "is not running", "cancelled", "canceled")

GROUNDED = [
    # a pick-your-own farm's price file (TOML, a PRICE CHANGE comment) through itemgetter | prompt | llm.with_retry()
    Case("pyo-straw", _pyo_chain("strawberries price per kilo now"),
         _both(_new_not_old(r"3[.,]80", r"4[.,]50"), _none_of(*_PYO_DUMP))),
    Case("pyo-basket", _pyo_chain("1.5 kg raspberries and 2kg strawberries in july whats the total"),
         _both(_amount("18.10"), _none_of(*_PYO_DUMP))),
    Case("pyo-tractor", _pyo_chain("tractor ride for me, my wife and our 2 yr old on a sunday, how much"),
         _both(_n("4"), _none_of(*_PYO_DUMP))),
    Case("pyo-monday", _pyo_chain("are u open on a normal monday"),
         _both(_denies("closed", "not open", "tuesday to sunday", "tuesday-sunday"), _none_of(*_PYO_DUMP))),
    Case("pyo-spaniel", _pyo_chain("can we bring our spaniel"),
         _both(_denies("assistance dogs only", "only assistance", "not allowed", "no dogs", "isn't allowed"),
               _none_of(*_PYO_DUMP))),
    Case("pyo-cherries-absent", _pyo_chain("how much are cherries a kilo"),
         _both(_absent(*_NOT_GIVEN, "no cherries", "don't grow", "aren't listed", "aren't on", "only lists"),
               _not_opening("yes"), _none_of(*_PYO_DUMP))),
    # a heating engineer's text messages (a rebooked visit, a final bill) through RunnableWithMessageHistory
    Case("gas-day", _gas_history("what day did the service end up being"),
         _both(_new_not_old(r"thu|\b13(th)?\b", r"tue|\b11(th)?\b"), _none_of(*_GAS_DUMP))),
    Case("gas-slot", _gas_history("what time slot did we end up with"),
         _both(_new_not_old(r"12 ?(-|–|to) ?2|12(pm)? ?(-|–|to) ?2 ?pm|noon", r"\b8 ?(am)? ?(-|–|to) ?10"),
               _none_of(*_GAS_DUMP))),
    Case("gas-owe", _gas_history("what do i owe dale altogether"), _both(_n("158"), _none_of(*_GAS_DUMP))),
    Case("gas-saving", _gas_history("how much did i save having both done on one visit"),
         _both(_n("30"), _none_of(*_GAS_DUMP))),
    Case("gas-pay-by", _gas_history("whats the latest date i can pay him"),
         _both(_re(r"(?<!\d)20(th)? (of )?mar|mar(ch)? 20(?!\d)|20/0?3(?!\d)"), _none_of(*_GAS_DUMP))),
    Case("gas-card-absent", _gas_history("can i pay him by card"),
         _both(_not_opening("yes"), _either(_absent(*_NOT_GIVEN), _any("bank transfer")), _none_of(*_GAS_DUMP))),
    Case("gas-valve-it", _gas_history("how much was it", ("what did he have to replace",
                                                          "A new pressure relief valve.")),
         _both(_n("38"), _none_of(*_GAS_DUMP))),
    # an Italian condominium notice (numbered points, a RETTIFICA) through the functional API (@entrypoint, @task)
    Case("it-assemblea", _condo_func("quando è l'assemblea?"),
         _both(_new_not_old(r"20 maggio|martedì|tuesday|20 may|may 20", r"15 maggio|giovedì|thursday|15 may"),
               _none_of(*_CONDO_DUMP))),
    Case("it-rata", _condo_func("how much is each instalment of the painting levy"),
         _both(_n("90"), _none_of(*_CONDO_DUMP))),
    Case("it-lift", _condo_func("will the lift work on 10 june"),
         _both(_denies("fermo", "out of service", "not be working", "not working", "won't work", "will not work",
                       "9 to 11", "9-11", "9 and 11", "out of use", "stopped", no=("no",)), _none_of(*_CONDO_DUMP))),
    Case("it-vetro", _condo_func("che giorno si butta il vetro"),
         _both(_any("mercoledì", "wednesday"), _none_of("lunedì", "giovedì", "monday", "thursday", *_CONDO_DUMP))),
    Case("it-bici", _condo_func("posso lasciare la bici nell'androne?"),
         _both(_denies("vietato", "non è consentit", "non puoi", "not allowed", "non si può", yes=("yes", "sì", "si"),
                       no=("no",)), _none_of(*_CONDO_DUMP))),
    Case("it-portineria-absent", _condo_func("a che ora apre la portineria?"),
         _both(_absent(*_NOT_GIVEN, *_IT_NOT_GIVEN), _none_of(*_CONDO_DUMP))),
    Case("it-call-wed", _condo_func("can i phone the administrator on a wednesday"),
         _both(_denies("tuesday", "martedì", "friday", "venerdì", "only on", no=("no",)), _none_of(*_CONDO_DUMP))),
    # a library's charges page and a later email, retrieved from a vector store in a retrieve -> generate graph
    Case("lib-dvd", _library_graph("dvd brought back 3 days late, how much"),
         _both(_re(r"£ ?3(\.00)?(?![\d.])|(?<![\d.])3(\.00)? (pounds|quid)|three pounds"), _none_of(*_LIB_DUMP))),
    Case("lib-book-june", _library_graph("i returned an adult book 40 days late back in june 2025, what was the "
                                         "charge"),
         _both(_re(r"£ ?8(\.00)?(?![\d.])|(?<![\d.])8 pounds|eight pounds"), _none_of(*_LIB_DUMP))),
    Case("lib-reserve-nov", _library_graph("whats it cost to reserve a book in november"),
         _both(_new_not_old(r"free|no charge|nothing|£ ?0(?![.,]\d*[1-9])", r"£ ?1(\.00)?(?![\d.])"),
               _none_of(*_LIB_DUMP))),
    Case("lib-adult-nov", _library_graph("will i get fined for an adult book 5 days late in november"),
         _both(_denies("withdrawn", "no overdue", "no charge", "no fine", "won't", "will not", "not be charged",
                       "not be fined", "free", "scrapped", "abolished", "removed"), _none_of(*_LIB_DUMP))),
    Case("lib-renew", _library_graph("how many times can i renew"),
         _both(_re(r"(?<![\d.£])3(?![\d.])|\bthree\b"), _none_of(*_LIB_DUMP))),
    Case("lib-lost", _library_graph("lost a book that costs £12.99 to replace, what will i pay"),
         _both(_amount("16.49"), _none_of(*_LIB_DUMP))),
    Case("lib-scan-absent", _library_graph("how much is scanning"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_LIB_DUMP))),
    Case("lib-walton", _library_graph("is walton library open on 20 october"),
         _both(_denies("closed", "refurbish", "not open", "shut"), _none_of(*_LIB_DUMP))),
    # a cat café's visitor page returned whole by an agent's one-argument tool
    Case("cat-sat", _cat_agent("2 adults and kids aged 8 and 11 on a saturday how much"),
         _both(_n("39"), _none_of(*_CAT_DUMP))),
    Case("cat-4yo", _cat_agent("can i bring my 4 yr old"),
         _both(_denies("under 6", "under-6", "not admitted", "not allowed", "can't", "cannot", "6 and over",
                       "aged 6", "over 6", "6 or over", "6 or older"), _none_of(*_CAT_DUMP))),
    Case("cat-count", _cat_agent("how many cats live there now"),
         _both(_new_not_old(r"(?<![\d.:£])5(?![\d.:])|\bfive\b", r"(?<![\d.:£-])6(?![\d.:-])|\bsix\b"),
               _none_of(*_CAT_DUMP))),
    Case("cat-last-end", _cat_agent("what time does the last slot finish"),
         _both(_re(r"17[:.]50|5[:.]50"), _none_of(*_CAT_DUMP))),
    Case("cat-feed", _cat_agent("can the kids feed the cats some treats"),
         _both(_denies("staff only", "only staff", "not allowed", "may not", "can't", "cannot", "by staff",
                       "aren't allowed"), _none_of(*_CAT_DUMP))),
    Case("cat-adopt", _cat_agent("which cats can we adopt"),
         _both(_any("pumpkin"), _new_not_old(r"tofu", r"waffles"), _none_of(*_CAT_DUMP))),
    Case("cat-wifi-absent", _cat_agent("is there wifi"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_CAT_DUMP))),
    # a bike shop's workshop price list (bundled services) pasted into the human message
    Case("bike-silver-e", _bike_pasted("silver service on my e-bike, how much"),
         _both(_new_not_old(r"(?<![\d.])105(?!\d)", r"(?<![\d.])100(?!\d)"), _none_of(*_BIKE_DUMP))),
    Case("bike-brakes", _bike_pasted("front and back brakes adjusted, price?"),
         _both(_n("20"), _none_of(*_BIKE_DUMP))),
    Case("bike-bronze-true", _bike_pasted("does the bronze one include truing the wheels"),
         _both(_denies("silver", "not included", "doesn't include", "does not include", "isn't included",
                       "not part of"), _none_of(*_BIKE_DUMP))),
    Case("bike-wait-gold", _bike_pasted("can i wait while they do a gold service"),
         _both(_denies("2 working days", "two working days"), _none_of(*_BIKE_DUMP))),
    Case("bike-gold-silver", _bike_pasted("whats the difference in price between gold and silver"),
         _both(_new_not_old(r"(?<![\d.])45(?!\d)", r"(?<![\d.])50(?!\d)"), _none_of(*_BIKE_DUMP))),
    Case("bike-tyre-absent", _bike_pasted("how much to fit a new tyre"),
         _both(_absent(*_NOT_GIVEN, "no tyre", "only lists", "not listed"), _not_opening("yes"),
               _none_of(*_BIKE_DUMP))),
    # a dental NHS treatment plan (charge bands, an amended plan) through a TypedDict structured output
    Case("dent-pay", _dent_typed("how much will i pay for the whole course now"),
         _both(_new_not_old(r"326[.,]70", r"75[.,]30"), _none_of(*_DENT_DUMP))),
    Case("dent-more", _dent_typed("how much more am i paying now than on the original plan"),
         _both(_amount("251.40"), _none_of(*_DENT_DUMP))),
    Case("dent-11june", _dent_typed("do i still need to come in on 11 june"),
         _both(_denies("cancelled", "no longer", "not needed", "don't need", "do not need"), _none_of(*_DENT_DUMP))),
    Case("dent-extraction", _dent_typed("is the extraction still going ahead"),
         _both(_not_opening("no"), _any("yes", "25 june", "still"), _none_of("cancelled", *_DENT_DUMP))),
    Case("dent-notice", _dent_typed("how much notice to cancel"),
         _both(_re(r"24 ?(hours|hrs|h\b)|twenty-four hours"), _none_of(*_DENT_DUMP))),
    Case("dent-pregnant", _dent_typed("im pregnant, do i have to pay"),
         _both(_denies("free", "don't have to pay", "do not have to pay", "no charge", "won't have to",
                       "will not have to"), _none_of(*_DENT_DUMP))),
    Case("dent-whitening-absent", _dent_typed("how much is teeth whitening"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_DENT_DUMP))),
    # a village fete's dog show schedule (a class cancelled) through prompt | llm | JsonOutputParser
    Case("dog-4-classes", _dog_json("entering my dog in 4 classes how much"),
         _both(_n("7"), _none_of(*_DOG_DUMP))),
    Case("dog-fancy", _dog_json("can we still do the fancy dress"),
         _both(_denies(*_RENAMED, "unwell"), _none_of(*_DOG_DUMP))),
    Case("dog-veteran", _dog_json("my dog is 6, can he go in best veteran"),
         _both(_denies("8 years", "eight", "too young", "8 and over", "not old enough", "8 or over", "8 or older"),
               _none_of(*_DOG_DUMP))),
    Case("dog-judging", _dog_json("what time does judging start"),
         _both(_re(r"13[:.]30|1[:.]30 ?pm|half past one"), _none_of(*_DOG_DUMP))),
    Case("dog-classes", _dog_json("how many classes are still on"),
         _both(_new_not_old(r"(?<![\d.])6 (classes|are|still|remain|left|running)|\bsix\b|^\W*6\W*$",
                            r"(?<![\d.])7 (classes|are|still|remain|left|running)|\bseven\b"), _none_of(*_DOG_DUMP))),
    Case("dog-2nd-absent", _dog_json("what does 2nd place get apart from a rosette"),
         _both(_absent(*_NOT_GIVEN, "just a rosette", "only a rosette", "nothing else", "only rosettes",
                       "just rosettes", "only the rosette", "just the rosette"), _none_of(*_DOG_DUMP))),
    Case("dog-two-dogs", _dog_json("2 dogs, each doing 3 classes, total?"),
         _both(_n("10"), _none_of(*_DOG_DUMP))),
    # a school's residential trip letter (a PS moving the coach, a replaced activity) through asyncio + ainvoke
    Case("trip-instalment", _trip_async("how much is each instalment"), _both(_n("75"), _none_of(*_TRIP_DUMP))),
    Case("trip-dropoff", _trip_async("what time do i drop her off on monday"),
         _both(_new_not_old(r"(?<![\d:.])7[:.]00|(?<![\d:.])7 ?am|\bseven\b", r"7[:.]45|8[:.]15"),
               _none_of(*_TRIP_DUMP))),
    Case("trip-phone", _trip_async("can she take her phone"),
         _both(_denies("no phones", "not allowed", "can't", "cannot", "aren't allowed"), _none_of(*_TRIP_DUMP))),
    Case("trip-raft", _trip_async("are they still doing raft building"),
         _both(_denies("kayak", "replaced", "no longer"), _none_of(*_TRIP_DUMP))),
    Case("trip-pocket", _trip_async("is £20 pocket money ok"),
         _both(_denies("£15", "up to 15", "too much", "maximum", "max"), _none_of(*_TRIP_DUMP))),
    Case("trip-nights", _trip_async("how many nights are they away"),
         _both(_re(r"(?<![\d.])2 nights|\btwo nights|^\W*(2|two)\W*$"), _none_of(*_TRIP_DUMP))),
    Case("trip-insurance-absent", _trip_async("is travel insurance included"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_TRIP_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def pay_invoice(amount: float, currency: str) -> str:
    """Pay a supplier's invoice; currency as an ISO code such as GBP, EUR, USD."""
    return "paid"


@tool
def set_goal_weight(kg: float) -> str:
    """Set the user's goal weight in kilograms."""
    return "set"


@tool
def record_height(metres: float) -> str:
    """Record a room's ceiling height in metres."""
    return "recorded"


@tool
def book_vet(day: date) -> str:
    """Book the pet's vet appointment on a day."""
    return "booked"


@tool
def set_reminder(time: str, note: str) -> str:
    """Set a reminder for today at a 24-hour HH:MM time."""
    return "ok"


@tool
def add_to_basket(item: str, quantity: int) -> str:
    """Add single items to the shopping basket (quantity counts single items)."""
    return "added"


def _order_pizza(size: str, crust: str, extra_cheese: bool = False) -> str:
    return "ordered"


class PizzaArgs(BaseModel):
    size: Literal["small", "medium", "large"] = Field(description="the pizza's size")
    crust: Literal["thin", "deep_pan"] = Field(description="the base")
    extra_cheese: bool = Field(default=False, description="whether to add extra cheese")


order_pizza = StructuredTool.from_function(_order_pizza, name="order_pizza", args_schema=PizzaArgs,
                                           description="Order a pizza.")


@tool
def weigh_parcel(kg: float) -> str:
    """Enter a parcel's weight in kilograms to get a postage quote."""
    return "quoted"


@tool
def add_tip(percent: float) -> str:
    """Add a tip to the bill as a percentage."""
    return "added"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the heating thermostat in degrees Celsius."""
    return "set"


@tool
def log_minutes(minutes: int, task: str) -> str:
    """Log time spent on a task, in minutes."""
    return "logged"


@tool
def share_cost(total: float, people: int) -> str:
    """Share a cost evenly between a number of people."""
    return "shared"


def _add_task(title: str, priority: str = "normal", due: date | None = None) -> str:
    return "added"


class TaskArgs(BaseModel):
    title: str = Field(description="what to do")
    priority: Literal["low", "normal", "high"] = Field(default="normal", description="how important it is")
    due: date | None = Field(default=None, description="the due date, only if one is given")


add_task = StructuredTool.from_function(_add_task, name="add_task", args_schema=TaskArgs,
                                        description="Add a task to the to-do list.")


@tool
def transfer_money(amount: float, to: str) -> str:
    """Transfer an amount in pounds to a saved payee."""
    return "sent"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


TOOLS = [
    Case("tool-euros", _calls([pay_invoice], "pay the tiler two hundred and fifty euros"),
         _call("pay_invoice", amount=_num_near(250), currency=lambda v: str(v).strip().upper() == "EUR")),
    Case("tool-goal-stone", _calls([set_goal_weight], "set my goal to ten and a half stone"),
         _call("set_goal_weight", kg=_num_near(66.68, 0.15))),
    Case("tool-ceiling", _calls([record_height], "the lounge ceiling is 8 foot 6"),
         _call("record_height", metres=_num_near(2.59, 0.01))),
    Case("tool-vet-friday", _calls([book_vet], "today is wed 5 nov 2036. book the vet for this friday"),
         _call("book_vet", day=lambda v: str(v) == "2036-11-07")),
    Case("tool-quarter-past", _calls([set_reminder], "remind me to put the bins out at quarter past eight tonight"),
         _call("set_reminder", time=_hhmm("20:15"), note=lambda v: "bin" in str(v).lower())),
    Case("tool-two-dozen", _calls([add_to_basket], "add two dozen eggs"),
         _call("add_to_basket", item=lambda v: "egg" in str(v).lower(), quantity=_num_near(24))),
    Case("tool-pizza", _calls([order_pizza], "a big deep pan one, no extra cheese"),
         _call("order_pizza", size=lambda v: str(v) == "large", crust=lambda v: str(v) == "deep_pan",
               extra_cheese=lambda v: v is False)),
    Case("tool-lbs", _calls([weigh_parcel], "postage quote for a parcel, it weighs 3 lbs"),
         _call("weigh_parcel", kg=_num_near(1.36, 0.02))),
    Case("tool-tip", _calls([add_tip], "tip twelve and a half percent"), _call("add_tip", percent=_num_near(12.5))),
    Case("tool-fahrenheit", _calls([set_thermostat], "put the heating on 68 fahrenheit"),
         _call("set_thermostat", celsius=_num_near(20, 0.1))),
    Case("tool-minutes", _calls([log_minutes], "log an hour and three quarters on the garden fence"),
         _call("log_minutes", minutes=_num_near(105), task=lambda v: "fence" in str(v).lower())),
    Case("tool-share", _calls([share_cost], "share the £150 cottage deposit between the four of us and my sister"),
         _call("share_cost", total=_num_near(150), people=_num_near(5))),
    Case("tool-task", _calls([add_task], "add renew passport as high priority, no due date"),
         _call("add_task", title=lambda v: "passport" in str(v).lower(), priority=lambda v: str(v) == "high")),
    Case("tool-no-fit", _calls([set_thermostat, log_minutes, add_tip], "how tall is the eiffel tower"), _no_call),
    Case("tool-transfer-missing", _calls([transfer_money], "send some money to my brother"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Pickup(BaseModel):
    time_24h: str = Field(description="the pickup time as HH:MM, 24-hour clock")


class Height(BaseModel):
    cm: float = Field(description="the person's height in centimetres")


class Room(TypedDict):
    guests: Annotated[int, ..., "how many guests"]
    smoking: Annotated[bool, ..., "whether it is a smoking room"]


class Review(BaseModel):
    stars: int = Field(description="the rating, 1 to 5 stars")


class Mood(BaseModel):
    mood: Literal["angry", "neutral", "happy"] = Field(description="the customer's mood")


FARE_SCHEMA = {"title": "Fare", "type": "object",
               "properties": {"amount_gbp": {"type": "number", "description": "the fare in pounds"}},
               "required": ["amount_gbp"]}


class Order(BaseModel):
    item: str = Field(description="the item ordered")
    gift_note: str | None = Field(default=None, description="a gift message, only if one is given")


class Invite(BaseModel):
    invited: list[str] = Field(description="the first names of the people to invite")


class Duration(BaseModel):
    minutes: int = Field(description="the length in minutes")


class Appointment(BaseModel):
    day: date = Field(description="the appointment's date")


class Finish(BaseModel):
    place: int = Field(description="the finishing position, 1 for the winner")


class Salary(BaseModel):
    annual_gbp: float = Field(description="the yearly salary in pounds")


STRUCTURED = [
    Case("schema-pickup", _structured(Pickup, "Pick me up at quarter to midnight."),
         _parsed(lambda p: p.time_24h.strip() == "23:45")),
    Case("schema-height", _structured(Height, "I'm five foot nine."), _parsed(lambda h: abs(h.cm - 175.3) <= 0.6)),
    Case("schema-room", _structured(Room, "Two of us, and a non-smoking room please."),
         _parsed(lambda r: isinstance(r, dict) and (r.get("guests"), r.get("smoking")) == (2, False))),
    Case("schema-stars", _structured(Review, "Lovely stay, I'd give it four out of five."),
         _parsed(lambda r: r.stars == 4)),
    Case("schema-mood", _structured(Mood, "Absolutely furious - third time this month my order's wrong."),
         _parsed(lambda m: m.mood == "angry")),
    Case("schema-fare", _structured(FARE_SCHEMA, "The bus was two quid fifty."),
         _parsed(lambda p: isinstance(p, dict) and _num_near(2.5, 0.001)(p.get("amount_gbp")))),
    Case("schema-no-note", _structured(Order, "Just the one teapot, thanks."),
         _parsed(lambda o: "teapot" in o.item.lower() and not o.gift_note)),
    Case("schema-invite", _structured(Invite, "Invite Hana, Oli and Sam - not Rik, he's away that week."),
         _parsed(lambda a: {x.strip().lower() for x in a.invited} == {"hana", "oli", "sam"})),
    Case("schema-duration", _structured(Duration, "The film runs two and a half hours."),
         _parsed(lambda d: d.minutes == 150)),
    Case("schema-next-month", _structured(Appointment, "Today is 28 January 2036. Your appointment is on the 3rd of "
                                                       "next month."),
         _parsed(lambda a: str(a.day) == "2036-02-03")),
    Case("schema-third", _structured(Finish, "She came in third in the 5k."), _parsed(lambda f: f.place == 3)),
    Case("schema-grand", _structured(Salary, "The job pays thirty-two and a half grand a year."),
         _parsed(lambda s: _num_near(32500, 0.5)(s.annual_gbp))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Relevance(BaseModel):
    is_relevant: bool = Field(description="true if the passage is about the question")


class Score(BaseModel):
    """How good the reply is."""

    score: int = Field(description="1 = useless, 5 = excellent")


class Fit3(BaseModel):
    fit: int = Field(description="1 = off topic, 2 = partly answers, 3 = fully answers")


class Invented(TypedDict):
    hallucinated: Annotated[bool, ..., "true if the answer says something the source does not"]


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
    Case("grade-supported", _ask("Is the answer supported by the context? Reply yes or no.\n"
                                 "Context: The pool is closed on Mondays.\n"
                                 "Answer: The pool is open every day of the week."), _only("no")),
    Case("grade-relevance", _grader(Relevance, "Is the passage relevant to the question?",
                                    "Question: when is my bin collected\n"
                                    "Passage: Our sourdough is proved for 36 hours before baking."),
         _parsed(lambda r: r.is_relevant is False)),
    Case("grade-score", _grader(Score, "Score the reply from 1 to 5.", "Q: what is 12 times 12\nReply: 144."),
         _parsed(lambda s: s.score >= 4)),
    Case("label-ta", _ask("செய்தியை புகார் அல்லது பாராட்டு என வகைப்படுத்து. குறிச்சொல்லை மட்டும் எழுது.\n"
                          "செய்தி: உணவு மிகவும் தாமதமாக, குளிர்ந்த நிலையில் வந்தது."), _only("புகார்")),
    Case("grade-correct", _grader_chain("Say CORRECT if the answer is right, otherwise INCORRECT. One word.\n"
                                        "Question: {q}\nAnswer: {a}", q="how many days are there in a leap year",
                                        a="365"), _only("INCORRECT")),
    Case("grade-invented", _grader(Invented, "Check the answer against the source.",
                                   "Source: The shop opens at 9am.\nAnswer: The shop opens at 9am and closes at "
                                   "5pm."),
         _parsed(lambda h: isinstance(h, dict) and h.get("hallucinated") is True)),
    Case("grade-answers-yes", _ask("Does the document answer the question? Answer yes or no.\n"
                                   "Question: which day are the bins collected\n"
                                   "Document: Bins are collected every Thursday morning."), _only("yes")),
    Case("grade-fit-off", _grader(Fit3, "How well does the answer fit the question?",
                                  "Question: how do I get to the station\nAnswer: Our soup of the day is "
                                  "leek and potato."),
         _parsed(lambda f: f.fit == 1)),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-he", _thread("My sister Ana teaches maths and her husband Rob drives a bus.", "Nice.",
                            "what does he do"),
         _both(_any("bus"), _none_of("maths", "math ", "don't know"))),
    Case("conv-flight", _thread("my flight is on the 12th", "OK.", "sorry, it's the 14th", "Noted.",
                                "what date is my flight"),
         _new_not_old(r"\b14(th)?\b", r"\b12(th)?\b")),
    Case("conv-cat-name", _thread("my cat is called Pebbles", "Cute!", "whats my cat called again"),
         _both(_any("pebbles"), _none_of("don't know"))),
    Case("conv-spent", _thread("spent £12.40 on lunch", "OK.", "and £3.20 on coffee", "OK.", "and £7.90 on a book",
                               "OK.", "how much have i spent today"),
         _both(_amount("23.50"), _none_of("don't know"))),
    Case("conv-ko", _thread("사과 세 개와 배 두 개를 샀어요.", "좋네요.", "과일을 모두 몇 개 샀어요?"),
         _both(_re(r"다섯|(?<![\d.])5(?![\d.])"), _none_of("모르"))),
    Case("conv-human", _ask("r u a real person"),
         _both(_not_opening("yes"), _either(_any("simulat", "a program", "not a real", "not a person", "rule-based",
                                                 "offline", "not human", "language model", "assistant", "computer"),
                                            _word("AI", "bot", "chatbot")))),
    Case("conv-weeks", _thread("my course starts on 2 march", "Good luck!", "it ends on 27 april, how many weeks "
                                                                           "is that"),
         _both(_re(r"(?<![\d.])8 weeks|\beight weeks|^\W*(8|eight)\W*$"), _none_of("don't know"))),
    Case("conv-rent", _thread("Leo is my cousin and Mia is my landlady.", "OK.", "who do i pay rent to"),
         _both(_first_named(r"\bmia\b", r"\bleo\b"), _none_of("don't know"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
