"""A sixtieth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held60``, from tag start78 at a3a0d9e7) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run ("sixtieth set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a removals firm's quotation (a crew, an hourly rate with a minimum, a stairs surcharge per
floor above the ground with no lift, boxes at a price each, no piano, a deposit not refunded within 7
days, a "Revised" line changing the crew, the rate and the hours) through ``llm.batch([...])[0]``; a
farm park's admission board (a Markdown pipe table of off-peak / peak prices, bullets: feed bags at
a price each or 4 for a price, pony rides weekends only, no dogs, an annual pass at 3 x the peak
price, a bold "Update" re-pricing the peak adult ticket) behind a ``RunnableBranch`` (a model-free
money-word condition picks one of two prompts, both holding the whole board); a mobile library's
fortnightly timetable (fixed-width columns of day, week A/B, stop, arrival and departure; loans,
fines per day with a cap per item and none for children, a Christmas gap, a "Change from" moving
one stop and its time) returned by a zero-argument ``timetable()`` tool in a HAND-BUILT ReAct graph
(``StateGraph(MessagesState)``, an agent node with ``bind_tools``, ``ToolNode``, ``tools_condition``);
a French school's after-school club tariff (rates by quotient familial band, morning and evening; a
Wednesday day rate, a late-pick-up penalty per quarter hour begun, a free third child, no cash, a
"MODIFICATION" re-pricing Wednesday) through ``(prompt | llm).with_fallbacks([prompt | llm])``; a tool
and plant hire firm's numbered terms (clauses 1.1-5.1: first-day, extra-day and weekly rates, a card
deposit, refuelling per litre, delivery each way within 10 miles only, an amendment clause replacing
clause 1.2) as one ``Document`` per line in an ``InMemoryVectorStore`` read back whole by the classic
LCEL chain ``{"context": retriever | format_docs, "question": RunnablePassthrough()} | prompt | llm |
StrOutputParser()``; a tennis club's renewal file in INI form (``[subscriptions]``, ``[courts]``,
``[payment]``, ``[change]`` sections of ``key = value`` lines: a joining fee waived for juniors,
instalments for adult and couple only, floodlight tokens per hour, a guest visit cap, a change key
re-pricing the adult subscription) in ONE human message whose content is a list of two text blocks
(the file, then the question); a paint-your-own pottery studio's HTML page (a studio fee per painter
with under 5s free, an HTML price table, 7 days to collect, parties per child with a minimum of 8, no
outside food, a bold price change for mugs) via a learner's ``@chain``-decorated function; a phone
repair shop's YAML price file (prices by model and repair, turnaround, warranty not for water damage,
a diagnostic fee waived on repair, a student discount on screens only, a notice lowering one price)
returned by a TWO-ARGUMENT ``repair_prices(brand, repair)`` tool behind ``create_agent`` without
``response_format`` (a run that never calls the tool gives an empty reply, wrong).

Every case's program run makes only the model calls that produce the asked reply (the branch
condition, the retriever with its fake embeddings, the tool nodes and the formatting call no model;
the graph's and the agent's calls are all for the asked reply; ``with_fallbacks`` runs its fallback
only on an exception), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed per
reply.

Questions typed the way a hurried learner types ("whats", "u", "r", "yr old", "sub", terse "3 hours
of floodlights, cost?"), in English and French: values, worked figures (hours times a revised rate,
floors times a surcharge, boxes times a price, 4-for plus singles, two children off-peak, 3 x a peak
price, an hour between two times, a fine per day over days, a fine over its cap, a week of mornings
and evenings, quarter hours begun, first day plus extra days, delivery both ways, litres times a
price, an instalment from a yearly sum, tokens per hour, two painters and two pieces, a party minimum,
a collection date 7 days on, a student discount), values a later line changed (the rate, the crew,
the estimate, the peak adult ticket, a stop's arrival, the Wednesday rate, the rotavator's day and
week, the adult subscription, the mug, an iPhone screen), conditions and yes/no (mostly "no": a piano,
a deposit back, a weekday pony ride, a dog, children's fines, a Christmas stop, cash, a third child
paying, a cash deposit, delivery beyond 10 miles, a junior joining fee, student instalments, outside
food, a while-you-wait port, water damage, the diagnostic fee), counts (movers, items, guest visits),
and answers absent beside near words that are there (a parking permit beside the van, baby changing
beside under-2 tickets, DVDs beside audiobooks, weekday canteen beside a Wednesday with a meal, damage
insurance beside deposits, coaching beside courts, dishwasher-safe beside mugs, a Google Pixel beside
other phones). A learner's tools (5 miles in km, gas mark 6, "two hundred quid" with a currency enum
and a payee, "next monday" from a stated today, half a dozen, twenty to seven, 750 ml in litres, two
2.5-litre tins with a finish enum, 12 ft by 10 ft in square metres, parking from 12:30 till 3pm, an
optional due date left out, 3 lb 8 oz, "a fortnight today" from a stated today, no tool fits, an amount
missing); structured output of learner schemas (9 stone 4, six miles, 30 mph, ten past four in the
afternoon, a TypedDict of adults and children, a milk enum from "black coffee", an optional
instructions field absent, a list with one "hold the olives", a score of sheep, the day after tomorrow
from a stated today, "third from last" of 12, a TypedDict "no receipt" bool, a JSON schema dict with a
hundred and twenty-five pages); graders (a yes/no support check whose answer is no, a structured
relevance bool false, a 1-10 helpfulness rating in the learner's words, a Sinhala ධනාත්මක / ඍණාත්මක
label whose answer is ඍණාත්මක, a ``PromptTemplate | llm | StrOutputParser`` PASS / FAIL grader, a
TypedDict grounded bool that should be true, a yes/no topic check whose answer is yes, a ``Literal``
relevant / irrelevant label that should be relevant); conversations (a "he" follow-up, a flight date
corrected, a locker number recalled, a running sum of distances, an Urdu apple count, "can u see my
screen", a finishing time from a start and a duration, "who should i ring about a rattling exhaust").

Oracles as in the fifty-ninth set (its text helpers copied; French change words added to
``_CHANGE``; ``_FR_NOT_GIVEN`` new), and strict: the asked result is required; a reply quoting
most of its document (``_under_half`` on every grounded case, and ``_none_of`` with two markers of
each document that answer no case, none of them on a title line), another row's value, an old value
or an operand is wrong; ``_absent`` where the material does not hold it; ``_no_call`` where no tool
fits or a value is missing. Every text oracle judges the reply with the simulator's limit sentences
cut out (``_judged``). lib-kelby-thu asks for the duration (the two times alone are not the asked
result).

Before the commit that holds this set the oracles were tried on one to three right replies written
by hand for every one of the 106 cases (145 text replies for the 74 text cases, each also with a
limit sentence put before it; 16 hand-made tool calls or no-call replies; 17 parsed objects): after
four mends none was rejected (rem-piano lacked "aren't included", lib-fine-cap rejected a working
that named the uncapped £8, fr-cantine-absent lacked "n'indiquent pas", pot-picnic lacked "Sorry,
no"). On each grounded case's whole document echoed back, bare, after "Here is what I found:" and cut
at 800 characters after it: none passed. On a bare limit sentence: none of the text cases passed. On
wrong replies (77 text: an old value, an operand, another row's value, a yes for a no; 17 quoted
lines without the asked working or with the old value; 15 wrong tool calls, 17 wrong parsed objects)
none passed after one tightening: lib-fine-cap let the bare cap line through (it now excludes the
line's "no fines for children"). The program shapes were run once with langchain's
``FakeListChatModel`` (and a ``GenericFakeChatModel`` with ``bind_tools`` for the graph and the agent)
to check the harness code, not the simulator: none crashed. The simulator was not run on this set
before that commit.

FIRST SIGHT on start78 at a3a0d9e7 (the branch point of ``held60``; one run with ``-v --rules``, about 22 s
wall, 8 s CPU), 106 cases: right 36, stated limit 59, silently wrong 11, false alarms 1, with the
oracles as committed (3bead9ee). The harness did not crash. The per-case rules table of that run is
``sixtieth_first_sight.csv`` (columns of ``fiftyninth_first_sight.csv``, plus ``answer_rules``: every
call's agent inner rule, ``evidence.answer_rule``, and ``chooser``: every call's evidence keys of a
margin, a near tie or a comparison, numbers as they are and texts by size; its ``verdict`` column
counts the false alarm apart, so it reads 36 right / 58 limit / 1 false_alarm / 11 wrong). No call of
this run held an ``answer_rule`` (no agent answered through a response-format tool), and the extractive
chooser's explanation on this tree exposes its ``coverage`` (a column already) but no margin or
runner-up: the ``chooser`` column holds what the explanations do expose (``ruled_out``, ``near``,
``compared``). One oracle rejected a truly right reply and was mended after the run (only that one):
rem-boxes ("GBP 50 (20 boxes x £2.50 each). Packing materials: 20 boxes at £2.50 each; tape and paper
free": the answer and its working; its dump marker "tape and paper" was on the very line that answers
the case, against the rule above; it now uses two markers of lines that answer no case). With that
mend: right 37, stated limit 59, silently wrong 10, false alarms 1; pinned at these counts in
``test_pins.py``. Limits are attributed per reply (see above).

Read with care. Three oracles let a flawed reply through as right, left as they are and named here:
hire-far (the delivery line quoted, then "I could not find anything about 'deliver', 'site', 'away'
... I don't know that part": the no is only implied, the question's own words disowned),
pot-toddler-tile (the studio-fee line, "£6 per painter (under 5s free)", quoted for a tile: no tile
price; ``_n("5")`` met the "5" of "5s"), tool-task (``title='gran'`` for "add 'call gran' to my
list": the verb dropped from the quoted title). Read strictly: 34 right, 59 limits, 13 silently
wrong, 1 false alarm.

The silently wrong (10): rem-estimate (the Revised line quoted, 4 hours and £110 an hour, no product:
wanted £440), farm-family (the family row with both columns, £38.00 and £46.00, the Saturday not
mapped to the peak column), fr-troisieme (the Wednesday MODIFICATION quoted as the answer to a third
child's fee: the correction followed another chosen line), hire-rotavator-day and hire-rotavator-week
(the old clause 1.2 quoted, £45 / £120; the amendment clause replacing it not applied; the week reply
also carries the carpet cleaner's clause), hire-delivery (the "within 10 miles: £15 each way" line as
a threshold side, no total for both ways: wanted £30), hire-fuel (GBP 150 from the delivery line's "£15
each" times its "10 miles", for 4 litres at £3: wanted £12), tennis-guest-times (the whole [courts]
section joined into one sentence: three keys, the answer among them), pot-mug (the HTML table's mug
row, £12; the bold price change to £13 not applied for "how much to paint a mug"), tool-tins
(``litres=2.5`` for "2 tins of 2.5 litre": wanted 5). The false alarm: tool-amount-missing (no call,
right, but the reply is a limit sentence). No limit sentence met an oracle through its own words
(``_judged``). Classes, code paths and proposed mechanisms: ``SIXTIETH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.sixtieth_set`` prints the counts (``-v``: each case;
``--rules OUT.csv``: also one CSV row per case: verdict, the last call's task, rule, limit kind and
evidence numbers, every call's rule, the missing words, every call's agent inner rule
(``evidence.answer_rule``) and every call's extractive chooser margin / near-tie evidence where the
explanation holds it; no question, reply or document text).
"""

from __future__ import annotations

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
    _call_args,
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
    tally,
)

# the fifty-ninth set's text oracles, copied (French change words added to _CHANGE) (a set imports only from
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
                     r"spostat|rettific|invece|non più|anziché|sostituit|"
                     r"modific|devine|deveni|înainte|anterior|schimb|"
                     r"změn|dříve|původně|nově|místo|"
                     r"passe à|passe de|désormais|au lieu|modifi|ancien|auparavant|remplac", re.I)


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


_FR_NOT_GIVEN = ("pas indiqu", "indique pas", "indiquent pas", "mentionnent pas", "précisent pas", "ne précise pas",
                 "pas précis", "ne mentionne pas", "pas mentionn",
                 "aucune information", "je ne sais pas", "ne figure pas", "ne donne pas", "n'est pas dans",
                 "pas dans le", "je n'ai pas trouvé", "ne parle pas")


# --- program shapes -------------------------------------------------------------------------------


def _removals_batch(question: str):
    """``llm.batch([...])`` with ONE list of messages (the quotation in the system message): the
    learner takes the first result."""
    def run(llm):
        return llm.batch([[SystemMessage(f"You answer a customer's questions about her removals quotation.\n\n"
                                         f"{REMOVALS}"), HumanMessage(question)]])[0]

    return run


def _farm_branch(question: str):
    """``RunnableBranch``: a model-free condition (money words) picks a "prices" prompt or a
    "visit" prompt (both hold the whole board), then ``| llm | StrOutputParser()``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableBranch

        prices = ChatPromptTemplate.from_messages([
            ("system", "You answer price questions for a farm park from its board.\n\n{board}"), ("human", "{q}")])
        visit = ChatPromptTemplate.from_messages([
            ("system", "You help visitors plan a day at the farm park. The board:\n\n{board}"), ("human", "{q}")])
        money = ("£", "cost", "price", "how much", "total", "pay")
        branch = RunnableBranch((lambda x: any(w in x["q"].lower() for w in money), prices | llm), visit | llm)
        chain = branch | StrOutputParser()
        return AIMessage(chain.invoke({"board": FARM, "q": question}))

    return run


def _library_graph(question: str):
    """A hand-built ReAct graph: ``StateGraph(MessagesState)`` with an ``agent`` node
    (``llm.bind_tools([timetable])``), a ``ToolNode`` and ``tools_condition``; the zero-argument
    ``timetable()`` tool returns the whole timetable. The last message's text; with no tool result in
    the run the outcome is empty (wrong)."""

    @tool
    def timetable() -> str:
        """The mobile library's route timetable, loan rules and notices."""
        return LIBRARY

    def run(llm):
        from langgraph.graph import START, MessagesState, StateGraph
        from langgraph.prebuilt import ToolNode, tools_condition

        bound = llm.bind_tools([timetable])

        def agent(state: MessagesState):
            return {"messages": [bound.invoke([SystemMessage("You answer questions about the county mobile library. "
                                                             "Use the timetable tool."), *state["messages"]])]}

        g = StateGraph(MessagesState)
        g.add_node("agent", agent)
        g.add_node("tools", ToolNode([timetable]))
        g.add_edge(START, "agent")
        g.add_conditional_edges("agent", tools_condition)
        g.add_edge("tools", "agent")
        out = g.compile().invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


def _fr_fallbacks(question: str):
    """``(prompt | llm).with_fallbacks([prompt | llm])``: the first branch answers (the fallback
    runs only on an exception), the tariff in the system message, in French."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Tu réponds aux parents sur l'accueil périscolaire, d'après les tarifs.\n\n{tarifs}"),
            ("human", "{question}")])
        chain = (prompt | llm).with_fallbacks([prompt | llm])
        return chain.invoke({"tarifs": GARDERIE, "question": question})

    return run


def _hire_rag(question: str):
    """The classic LCEL RAG chain: the hire terms split by blank-free clause lines into
    ``Document``s in an ``InMemoryVectorStore`` (fake deterministic embeddings), ``as_retriever``
    with k above the chunk count (every clause comes back, in the store's order of similarity),
    ``{"context": retriever | format_docs, "question": RunnablePassthrough()} | prompt | llm |
    StrOutputParser()``."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.embeddings import DeterministicFakeEmbedding
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnablePassthrough
        from langchain_core.vectorstores import InMemoryVectorStore

        docs = [Document(line, metadata={"source": "hire-terms"}) for line in HIRE.splitlines() if line.strip()]
        store = InMemoryVectorStore(DeterministicFakeEmbedding(size=64))
        store.add_documents(docs)
        retriever = store.as_retriever(search_kwargs={"k": len(docs) + 5})

        def format_docs(found):
            return "\n".join(d.page_content for d in found)

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer the customer's question using only these hire terms:\n\n{context}"),
            ("human", "{question}")])
        chain = {"context": retriever | format_docs, "question": RunnablePassthrough()} | prompt | llm | \
            StrOutputParser()
        return AIMessage(chain.invoke(question))

    return run


def _tennis_blocks(question: str):
    """A system message, then ONE human message whose content is a list of two text blocks: the
    renewal file (INI), then the question."""
    def run(llm):
        return llm.invoke([SystemMessage("You answer members' questions about the tennis club renewal file."),
                           HumanMessage(content=[{"type": "text", "text": f"Renewal file:\n{TENNIS}"},
                                                {"type": "text", "text": question}])])

    return run


def _pottery_chain(question: str):
    """A learner's ``@chain``-decorated function that builds the messages (the studio's HTML page in
    the system message) and returns ``llm.invoke(...)``."""
    def run(llm):
        from langchain_core.runnables import chain

        @chain
        def ask(q: str):
            return llm.invoke([SystemMessage(f"You work at a paint-your-own pottery studio. Its web page:\n\n"
                                             f"{POTTERY}"), HumanMessage(q)])

        return ask.invoke(question)

    return run


def _phone_agent(question: str):
    """``create_agent`` with the learner's TWO-ARGUMENT ``repair_prices(brand, repair)`` tool, which
    returns the shop's whole YAML price file whatever the arguments; no ``response_format``: the
    last message's text. With no tool result in the run the outcome is empty (wrong)."""

    @tool
    def repair_prices(brand: str, repair: str) -> str:
        """The phone repair shop's price file (YAML) for a phone brand/model and a kind of repair."""
        return PHONE

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [repair_prices], system_prompt="You are FixPoint's counter assistant. Look prices "
                                                                 "up with repair_prices before answering.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "repair_prices" for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


# --- documents ------------------------------------------------------------------------------------

REMOVALS = """SWIFTWAY REMOVALS - quotation Q-2291
Customer: Ms P. Adeyemi      Move date: Friday 14 August 2026
From: 22 Cobden Street (2nd floor flat, no lift)      To: 9 Larch Close (house)
Crew: 3 movers and one 7.5-tonne van, estimated 5 hours
Van and crew: £95 per hour (minimum 4 hours)
Stairs surcharge: £40 for each floor above the ground floor where there is no lift
Packing materials: 20 boxes at £2.50 each; tape and paper free
Piano moves: not included (we recommend a specialist firm)
Goods in transit cover: up to £25,000 included; extra cover £15 per £10,000
Deposit: 20% of the estimate, payable on booking; not refundable if you cancel within 7 days of the move
Weekend moves: add 15% to the hourly rate
Revised 3 August: the crew is now 4 movers, the rate is £110 per hour, and the estimate is 4 hours."""

_REM_DUMP = ("tape and paper", "Larch Close")

FARM = """# Hollowbrook Farm Park - admission 2026

| Ticket | Off-peak (Mon-Fri, term time) | Peak (weekends & school holidays) |
|---|---|---|
| Adult | £11.50 | £14.00 |
| Child (2-15) | £9.50 | £12.00 |
| Under 2 | free | free |
| Senior (65+) | £10.00 | £12.50 |
| Family (2 adults + 2 children) | £38.00 | £46.00 |

- Animal feed bags: £1.50 each, or 4 for £5.
- Tractor ride: £2 per person, every 30 minutes from 11:00; not suitable for under 3s.
- Pony rides: ages 3-10 only, £4, weekends only.
- Dogs are not allowed anywhere on the farm, except assistance dogs.
- Annual pass: 3 x the peak day price.
- Last entry 16:00; the park closes at 17:00.

**Update 1 June:** peak adult tickets are now £15.00."""

_FARM_DUMP = ("Last entry", "Tractor ride")

LIBRARY = """COUNTY MOBILE LIBRARY - Route 3 timetable (fortnightly), from 5 January 2026
Week A = weeks beginning 5 Jan, 19 Jan, 2 Feb ...   Week B = weeks beginning 12 Jan, 26 Jan, 9 Feb ...

Day        Week  Stop                           Arrive  Depart
Tuesday    A     Kelby, village hall            09:30   10:15
Tuesday    A     Marston Green, The Crown       10:35   11:20
Tuesday    B     Little Haddon, church gate     09:45   10:30
Tuesday    B     Orsett Primary School          13:15   14:00
Thursday   A     Brackley Farm Shop             14:10   14:40
Thursday   B     Kelby, village hall            14:00   15:00

Loans: up to 12 items for 4 weeks; renew by phone. Audiobooks are free to borrow.
Overdue items: no fines for children; adults 20p a day, up to £6 per item.
The van has a wheelchair lift.
Christmas: no service from 21 December to 2 January.
Change from 2 March: the Marston Green stop moves to the school car park and arrives at 10:45."""

_LIB_DUMP = ("Orsett Primary", "wheelchair lift")

GARDERIE = """ACCUEIL PÉRISCOLAIRE - École Jules Ferry - Tarifs 2026-2027
Tarifs selon le quotient familial (QF), par enfant :
QF de 0 à 600 : matin 1,20 € - soir 2,10 €
QF de 601 à 1 000 : matin 1,60 € - soir 2,90 €
QF au-delà de 1 000 : matin 2,00 € - soir 3,60 €
Mercredi (journée avec repas) : 14 € quel que soit le QF.
Horaires : matin 7h30-8h20 ; soir 16h30-18h30.
Retard après 18h30 : pénalité de 5 € par quart d'heure entamé.
À partir du 3e enfant inscrit : gratuité pour le 3e enfant.
Inscription obligatoire avant le 25 du mois précédent.
Paiement : prélèvement, chèque ou CESU ; pas d'espèces.
MODIFICATION (conseil municipal du 12 juin) : le tarif du mercredi passe à 15,50 €."""

_FR_DUMP = ("Inscription obligatoire", "25 du mois")

HIRE = """ACORN TOOL & PLANT HIRE - hire terms (extract)
1. Rates
1.1 Cement mixer (petrol): £28 first day, £14 each extra day, £70 per week.
1.2 Rotavator: £45 first day, £22 each extra day, £120 per week.
1.3 Carpet cleaner: £25 per day; cleaning solution £9 a bottle (sold, not hired).
1.4 A weekend hire (Saturday collection, Monday 9am return) is charged as 1.5 days.
2. Deposits
2.1 A refundable deposit of £100 per machine is taken by card; cash deposits are not accepted.
2.2 Photo ID and a proof of address dated within 3 months are required.
3. Returns
3.1 Machines returned without a full tank are refuelled at £3 per litre.
3.2 Late returns are charged a full extra day.
3.3 Machines returned dirty incur a £20 cleaning fee.
4. Delivery
4.1 Delivery within 10 miles: £15 each way. Beyond 10 miles: not offered.
5. Amendment (effective 1 April 2026)
5.1 Clause 1.2 is replaced: Rotavator £50 first day, £25 each extra day, £135 per week."""

_HIRE_DUMP = ("Photo ID", "dirty")

TENNIS = """; Ferndale Lawn Tennis Club - membership renewal 2026
[subscriptions]
adult = £240 a year
couple = £410 a year
junior_under_18 = £60 a year
student = £95 a year (full-time, with card)
senior_70_plus = £150 a year
joining_fee = £50 (new members only; waived for juniors)

[courts]
floodlights = tokens £4 per hour, from the bar
booking = up to 7 days ahead online; max 2 hours per member per day
guests = £8 per guest per visit; a guest may visit 6 times a year at most

[payment]
due = 1 April
instalments = 10 monthly direct debits, adult and couple subscriptions only

[change]
agm_2_march = from 1 April the adult subscription is £260; couple unchanged"""

_TENNIS_DUMP = ("senior_70_plus", "booking = up to")

POTTERY = """<h2>Glaze &amp; Gather - paint your own pottery</h2>
<p>Studio fee: £6 per painter (under 5s free), includes paints, glazing and firing.</p>
<table>
<tr><th>Piece</th><th>Price</th></tr>
<tr><td>Mug</td><td>£12</td></tr>
<tr><td>Dinner plate</td><td>£16</td></tr>
<tr><td>Small bowl</td><td>£9</td></tr>
<tr><td>Money box (pig)</td><td>£14</td></tr>
<tr><td>Tile (15 cm)</td><td>£5</td></tr>
</table>
<p>Pieces are glazed and fired in our kiln: ready to collect 7 days after painting. Uncollected pieces are kept for 2 months.</p>
<p>Birthday parties: £18 per child (minimum 8 children), includes a plate and squash.</p>
<p>Sorry, no food from outside except birthday cakes.</p>
<p><b>Price change from 1 May:</b> mugs are now £13.</p>"""

_POT_DUMP = ("Uncollected", "Money box")

PHONE = """shop: FixPoint Phone Repairs
updated: 2026-04-01
currency: GBP
repairs:
  iphone_13:
    screen: 129
    battery: 69
    charging_port: 59
  iphone_14:
    screen: 169
    battery: 79
    charging_port: 65
  galaxy_s23:
    screen: 189
    battery: 65
    charging_port: 55
turnaround: "screens and batteries while you wait (about 1 hour); charging ports next working day"
warranty: "90 days on parts and labour; not for water damage"
diagnostic_fee: "£15, waived if you go ahead with the repair"
student_discount: "10% with a valid student card, screens only"
data: "we do not back up phones; please back up first"
notice: "From 1 May the iPhone 14 screen repair drops to £149." """

_PHONE_DUMP = ("back up", "updated: 2026")

_DOCS = {"rem": REMOVALS, "farm": FARM, "lib": LIBRARY, "fr": GARDERIE, "hire": HIRE, "tennis": TENNIS,
         "pot": POTTERY, "phone": PHONE}

_NO_TAIL = r"(?!\d|[.,]\d)"


def _w(number: str) -> str:
    """A pattern for a whole number ``number`` (not part of a longer number or a decimal)."""
    return rf"(?<![\d.,]){number}(?:[.,]00?)?{_NO_TAIL}"


GROUNDED = [
    # a removals quotation with a revised line, via llm.batch([...])[0]
    Case("rem-rate", _removals_batch("whats the hourly rate for the van and crew"),
         _both(_new_not_old(_w("110"), _w("95")), _none_of(*_REM_DUMP))),
    Case("rem-estimate", _removals_batch("so whats the estimate for van and crew altogether"),
         _both(_new_not_old(_w("440"), _w("475")), _none_of(*_REM_DUMP))),
    Case("rem-stairs", _removals_batch("how much is the stairs surcharge for my flat"),
         _both(_n("80"), _none_of(*_REM_DUMP))),
    Case("rem-boxes", _removals_batch("what do the boxes cost in total"),  # mended after the first run (see above)
         _both(_n("50"), _none_of("Larch Close", "Goods in transit"))),
    Case("rem-piano", _removals_batch("can u move my piano as well"),
         _both(_denies("not included", "n't included", "don't move", "do not move", "can't", "cannot",
                       "specialist firm"),
               _none_of(*_REM_DUMP))),
    Case("rem-deposit-back", _removals_batch("if i cancel 3 days before the move do i get the deposit back"),
         _both(_denies("not refundable", "non-refundable", "won't get", "will not get", "don't get", "do not get"),
               _none_of(*_REM_DUMP))),
    Case("rem-movers", _removals_batch("how many movers r coming"),
         _both(_new_not_old(r"(?<![\d.,])4(?!\d|[.,]\d| hours)|\bfour\b", r"(?<![\d.,])3 movers|\bthree\b"),
               _none_of(*_REM_DUMP))),
    Case("rem-parking-absent", _removals_batch("do i need to sort a parking permit for the van"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_REM_DUMP))),
    # a farm park admission board (Markdown table, bullets, a bold update) behind a RunnableBranch
    Case("farm-family", _farm_branch("family ticket on a saturday how much"),
         _both(_n("46"), _none_of("38.00", *_FARM_DUMP))),
    Case("farm-adult-peak", _farm_branch("adult ticket on saturday?"),
         _both(_new_not_old(r"(?<![\d.,])15(?:[.,]00)?(?!\d|[.,][1-9])", r"14[.,]00|£14(?!\d|[.,][1-9])"),
               _none_of(*_FARM_DUMP))),
    Case("farm-feed", _farm_branch("6 bags of animal feed, how much"),
         _both(_n("8"), _none_of("£9", *_FARM_DUMP))),
    Case("farm-kids-weekday", _farm_branch("2 kids on a tuesday in term time, total"),
         _both(_n("19"), _none_of(*_FARM_DUMP))),
    Case("farm-pony-weekday", _farm_branch("can my 5 yr old have a pony ride on wednesday"),
         _both(_denies("weekends only", "only at weekends", "only on weekends", "only weekends", "not on wednesday",
                       "not on a wednesday"), _none_of(*_FARM_DUMP))),
    Case("farm-dog", _farm_branch("can we bring our dog, hes v friendly"),
         _both(_denies("not allowed", "aren't allowed", "are not allowed", "can't", "cannot", "no dogs"),
               _none_of(*_FARM_DUMP))),
    Case("farm-annual-child", _farm_branch("childs annual pass price?"),
         _both(_n("36"), _none_of(*_FARM_DUMP))),
    Case("farm-baby-absent", _farm_branch("is there somewhere to change the baby"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_FARM_DUMP))),
    # a mobile library's fortnightly timetable (fixed-width columns) in a hand-built ToolNode graph
    Case("lib-kelby-thu", _library_graph("how long does the van stay at kelby on thursdays"),
         _both(_re(r"\b(1|one) hour|60 min|an hour"), _none_of("45 min", *_LIB_DUMP))),
    Case("lib-marston", _library_graph("what time does it get to marston green now"),
         _both(_new_not_old(r"10[:.]45", r"10[:.]35"), _none_of(*_LIB_DUMP))),
    Case("lib-items", _library_graph("how many books can i take out"),
         _both(_n("12"), _none_of(*_LIB_DUMP))),
    Case("lib-fine", _library_graph("im an adult and 1 book is 10 days late, whats the fine"),
         _both(_re(r"£ ?2(?:[.,]00)?(?!\d|[.,]\d)|(?<![\d.])200p|two pounds"), _none_of(*_LIB_DUMP))),
    Case("lib-fine-cap", _library_graph("adult book 40 days overdue, how much do i owe"),
         _both(_n("6"), _either(_none_of("£8", "8.00"), _any("cap", "maximum", "at most", "up to £6", "limit")),
               _none_of("no fines for children", *_LIB_DUMP))),
    Case("lib-child-fine", _library_graph("does my 9 yr old pay fines if her book is late"),
         _both(_denies("no fines for children", "don't pay", "do not pay", "doesn't pay", "does not pay",
                       "no fine"), _none_of(*_LIB_DUMP))),
    Case("lib-xmas", _library_graph("is the van coming on 23 december"),
         _both(_denies("no service", "not running", "doesn't run", "does not run", "isn't"),
               _none_of(*_LIB_DUMP))),
    Case("lib-dvd-absent", _library_graph("can i borrow dvds from the van"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_LIB_DUMP))),
    # a French after-school club tariff (quotient familial rows, a MODIFICATION) via with_fallbacks
    Case("fr-soir", _fr_fallbacks("notre QF est de 850, combien coûte le soir ?"),
         _both(_amount("2.90"), _none_of("2,10", "3,60", *_FR_DUMP))),
    Case("fr-mercredi", _fr_fallbacks("c'est combien le mercredi ?"),
         _both(_new_not_old(r"15[,.]50", r"(?<![\d.,])14(?:[,.]00)? ?€|(?<![\d.,])14(?!\d|[,.]\d)"),
               _none_of(*_FR_DUMP))),
    Case("fr-semaine", _fr_fallbacks("QF 450, mon fils vient matin et soir 4 jours par semaine, ça fait combien "
                                     "par semaine ?"),
         _both(_amount("13.20"), _none_of(*_FR_DUMP))),
    Case("fr-retard", _fr_fallbacks("si je récupère ma fille à 18h50, la pénalité c'est combien ?"),
         _both(_re(r"(?<![\d.,])10(?:[,.]00)? ?€|(?<![\d.,])10 euros|dix euros"), _none_of(*_FR_DUMP))),
    Case("fr-especes", _fr_fallbacks("je peux payer en espèces ?"),
         _both(_denies("pas d'espèces", "pas en espèces", "n'est pas accepté", "ne sont pas acceptées",
                       "pas possible", "impossible", yes=("oui", "yes"), no=("non", "no")),
               _none_of(*_FR_DUMP))),
    Case("fr-ouverture", _fr_fallbacks("ça ouvre à quelle heure le matin"),
         _both(_re(r"7 ?h ?30|7[:.]30"), _none_of(*_FR_DUMP))),
    Case("fr-troisieme", _fr_fallbacks("j'ai 3 enfants inscrits, est-ce que le 3e paie ?"),
         _both(_denies("gratuit", "ne paie pas", "ne paye pas", "pas payant", yes=("oui", "yes"),
                       no=("non", "no")), _none_of(*_FR_DUMP))),
    Case("fr-cantine-absent", _fr_fallbacks("combien coûte la cantine le midi en semaine ?"),
         _both(_absent(*_FR_NOT_GIVEN, *_NOT_GIVEN), _not_opening("oui", "yes"), _none_of("15,50", *_FR_DUMP))),
    # a tool & plant hire's numbered terms (an amendment clause) through the LCEL retriever chain
    Case("hire-mixer-3", _hire_rag("cement mixer for 3 days how much"),
         _both(_n("56"), _none_of(*_HIRE_DUMP))),
    Case("hire-rotavator-day", _hire_rag("rotavator for one day?"),
         _both(_new_not_old(_w("50"), _w("45")), _none_of(*_HIRE_DUMP))),
    Case("hire-rotavator-week", _hire_rag("how much to hire a rotavator for a week"),
         _both(_new_not_old(_w("135"), _w("120")), _none_of(*_HIRE_DUMP))),
    Case("hire-cash", _hire_rag("can i pay the deposit in cash"),
         _both(_denies("not accepted", "card only", "only by card", "by card", "can't", "cannot"),
               _none_of(*_HIRE_DUMP))),
    Case("hire-far", _hire_rag("can u deliver to a site 15 miles away"),
         _both(_denies("not offered", "only within 10", "within 10 miles", "can't", "cannot", "don't deliver",
                       "do not deliver"), _none_of(*_HIRE_DUMP))),
    Case("hire-delivery", _hire_rag("delivery and collection, 5 miles away, total cost"),
         _both(_n("30"), _none_of(*_HIRE_DUMP))),
    Case("hire-fuel", _hire_rag("if i bring it back 4 litres short how much do u charge"),
         _both(_n("12"), _none_of(*_HIRE_DUMP))),
    Case("hire-insurance-absent", _hire_rag("is damage insurance included in the hire"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_HIRE_DUMP))),
    # a tennis club's renewal file (INI sections, a [change] key) in a human message of two text blocks
    Case("tennis-adult", _tennis_blocks("adult sub this year?"),
         _both(_new_not_old(_w("260"), _w("240")), _none_of(*_TENNIS_DUMP))),
    Case("tennis-couple", _tennis_blocks("how much is couple membership"),
         _both(_n("410"), _none_of("£240", *_TENNIS_DUMP))),
    Case("tennis-monthly", _tennis_blocks("adult paying by instalments, how much a month"),
         _both(_n("26"), _none_of(*_TENNIS_DUMP))),
    Case("tennis-junior-joining", _tennis_blocks("my daughter is 14 and new, does she pay the joining fee"),
         _both(_denies("waived", "doesn't pay", "does not pay", "no joining fee", "free"), _none_of(*_TENNIS_DUMP))),
    Case("tennis-student-monthly", _tennis_blocks("can i pay monthly on the student sub"),
         _both(_denies("adult and couple only", "only adult", "only for adult", "not for student", "can't",
                       "cannot", "not available"), _none_of(*_TENNIS_DUMP))),
    Case("tennis-lights", _tennis_blocks("3 hours of floodlights, cost?"),
         _both(_n("12"), _none_of(*_TENNIS_DUMP))),
    Case("tennis-guest-times", _tennis_blocks("how many times a year can my mate come as a guest"),
         _both(_re(r"(?<![\d.,£])6(?!\d|[.,]\d)|\bsix\b"), _none_of(*_TENNIS_DUMP))),
    Case("tennis-coaching-absent", _tennis_blocks("how much are coaching sessions"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_TENNIS_DUMP))),
    # a paint-your-own pottery studio's HTML page, via a learner's @chain function
    Case("pot-mug", _pottery_chain("how much to paint a mug"),
         _both(_new_not_old(_w("13"), _w("12")), _none_of(*_POT_DUMP))),
    Case("pot-two-bowls", _pottery_chain("me and my 7 yr old both painting a small bowl, total?"),
         _both(_n("30"), _none_of(*_POT_DUMP))),
    Case("pot-toddler-tile", _pottery_chain("my 3 year old wants to paint a tile, how much"),
         _both(_n("5"), _none_of("£11", *_POT_DUMP))),
    Case("pot-party-six", _pottery_chain("birthday party for 6 kids, how much"),
         _both(_n("144"), _none_of("£108", *_POT_DUMP))),
    Case("pot-collect", _pottery_chain("if i paint on saturday 6 june when can i pick it up"),
         _both(_re(r"(?<!\d)13(?:th)? june|june 13|saturday 13|13/0?6|13 jun"), _none_of(*_POT_DUMP))),
    Case("pot-picnic", _pottery_chain("can we bring our own sandwiches"),
         _both(_denies("no food from outside", "not allowed", "can't", "cannot", "only birthday cake", "sorry, no"),
               _none_of(*_POT_DUMP))),
    Case("pot-dishwasher-absent", _pottery_chain("are the mugs dishwasher safe after"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_POT_DUMP))),
    # a phone repair shop's YAML price file from an agent's two-argument tool
    Case("phone-14-screen", _phone_agent("iphone 14 screen repair how much"),
         _both(_new_not_old(_w("149"), _w("169")), _none_of(*_PHONE_DUMP))),
    Case("phone-s23-battery", _phone_agent("battery replacement for a galaxy s23?"),
         _both(_n("65"), _none_of("£69", *_PHONE_DUMP))),
    Case("phone-student", _phone_agent("im a student, iphone 13 screen, price with my discount"),
         _both(_amount("116.10"), _none_of(*_PHONE_DUMP))),
    Case("phone-port-wait", _phone_agent("can u do an iphone 13 charging port while i wait"),
         _both(_denies("next working day", "next day", "not while you wait", "can't", "cannot"),
               _none_of(*_PHONE_DUMP))),
    Case("phone-water", _phone_agent("does the warranty cover water damage"),
         _both(_denies("not for water", "not covered", "doesn't cover", "does not cover", "excluded"),
               _none_of(*_PHONE_DUMP))),
    Case("phone-diag", _phone_agent("if i go ahead with the repair do i still pay the 15 quid check fee"),
         _both(_denies("waived", "don't pay", "do not pay", "won't pay", "free"), _none_of(*_PHONE_DUMP))),
    Case("phone-pixel-absent", _phone_agent("do u fix google pixels"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_PHONE_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def log_run(km: float) -> str:
    """Log a run, its distance in kilometres."""
    return "logged"


@tool
def set_oven(celsius: float) -> str:
    """Preheat the oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def pay_invoice(amount: float, currency: Literal["GBP", "EUR", "USD", "JPY"], payee: str) -> str:
    """Pay a tradesperson's invoice: the amount, its currency and who is paid."""
    return "paid"


@tool
def book_table(day: date, people: int) -> str:
    """Book a restaurant table for a day and a number of people."""
    return "booked"


@tool
def buy_eggs(count: int) -> str:
    """Add eggs to the shopping order: how many eggs."""
    return "added"


@tool
def set_alarm(time: str) -> str:
    """Set a wake-up alarm; time as HH:MM on the 24-hour clock."""
    return "set"


@tool
def log_water(litres: float) -> str:
    """Log water drunk, in litres."""
    return "logged"


@tool
def order_paint(litres: float, finish: Literal["matt", "silk", "gloss"]) -> str:
    """Order wall paint: the total litres and the finish."""
    return "ordered"


@tool
def quote_flooring(area_m2: float) -> str:
    """Quote for flooring a room of the given floor area in square metres."""
    return "quoted"


@tool
def pay_parking(hours: float) -> str:
    """Pay for on-street parking for a number of hours."""
    return "paid"


@tool
def add_task(title: str, due: date | None = None) -> str:
    """Add a task to the to-do list, with an optional due date."""
    return "added"


@tool
def send_parcel(weight_kg: float) -> str:
    """Book a parcel collection; the parcel's weight in kilograms."""
    return "booked"


@tool
def book_dentist(day: date) -> str:
    """Book a dentist appointment on a day."""
    return "booked"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _unset(args: dict, key: str) -> bool:
    return args.get(key) in (None, "", "null", "None")


def _task_ok(out) -> bool:
    args = _call_args(out, "add_task")
    return args is not None and "gran" in str(args.get("title", "")).lower() and _unset(args, "due")


TOOLS = [
    Case("tool-miles", _calls([log_run], "ran 5 miles this morning, log it"),
         _call("log_run", km=_num_near(8.05, 0.03))),
    Case("tool-gas-mark", _calls([set_oven], "put the oven on gas mark 6"),
         _call("set_oven", celsius=_num_near(200, 5))),
    Case("tool-quid", _calls([pay_invoice], "pay the plumber two hundred quid"),
         _call("pay_invoice", amount=_num_near(200), currency=lambda v: str(v).strip().upper() == "GBP",
               payee=lambda v: "plumber" in str(v).lower())),
    Case("tool-next-monday", _calls([book_table], "today is wed 10 june 2037. table for 4 next monday"),
         _call("book_table", day=lambda v: str(v) == "2037-06-15", people=_num_near(4))),
    Case("tool-half-dozen", _calls([buy_eggs], "half a dozen eggs pls"), _call("buy_eggs", count=_num_near(6))),
    Case("tool-twenty-to", _calls([set_alarm], "wake me at twenty to seven tomorrow"),
         _call("set_alarm", time=_hhmm("06:40"))),
    Case("tool-ml", _calls([log_water], "just drank 750ml of water"),
         _call("log_water", litres=_num_near(0.75, 0.001))),
    Case("tool-tins", _calls([order_paint], "2 tins of 2.5 litre matt white"),
         _call("order_paint", litres=_num_near(5), finish=lambda v: str(v) == "matt")),
    Case("tool-feet", _calls([quote_flooring], "the room is 12 ft by 10 ft, quote me for flooring"),
         _call("quote_flooring", area_m2=_num_near(11.15, 0.1))),
    Case("tool-till-three", _calls([pay_parking], "its 12:30 now, pay parking till 3pm"),
         _call("pay_parking", hours=_num_near(2.5))),
    Case("tool-task", _calls([add_task], "add 'call gran' to my list"), _task_ok),
    Case("tool-lb-oz", _calls([send_parcel], "parcel is 3 lb 8 oz, book a pickup"),
         _call("send_parcel", weight_kg=_num_near(1.588, 0.01))),
    Case("tool-fortnight", _calls([book_dentist], "today is mon 2 feb 2037, book me in at the dentist a fortnight "
                                                  "today"),
         _call("book_dentist", day=lambda v: str(v) == "2037-02-16")),
    Case("tool-no-fit", _calls([log_run, buy_eggs, set_alarm], "whats the capital of australia"), _no_call),
    Case("tool-amount-missing", _calls([pay_invoice], "pay the electrician"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class BodyWeight(BaseModel):
    kg: float = Field(description="the person's weight in kilograms")


class Walk(BaseModel):
    km: float = Field(description="the walk's length in kilometres")


class Speed(BaseModel):
    kmh: float = Field(description="the speed in kilometres per hour")


class Landing(BaseModel):
    lands_24h: str = Field(description="landing time as HH:MM on the 24-hour clock")


class Party(TypedDict):
    adults: Annotated[int, ..., "number of adults"]
    children: Annotated[int, ..., "number of children"]


class Coffee(BaseModel):
    milk: Literal["dairy", "oat", "soy", "none"] = Field(description="the milk wanted in the coffee")


class Delivery(BaseModel):
    address: str = Field(description="the delivery address")
    instructions: str | None = Field(default=None, description="delivery instructions, only if any are given")


class Pizza(BaseModel):
    toppings: list[str] = Field(description="the toppings wanted on the pizza")


class Flock(BaseModel):
    sheep: int = Field(description="how many sheep")


class Meeting(BaseModel):
    day: date = Field(description="the meeting's date")


class Place(BaseModel):
    position: int = Field(description="the finishing position, 1 for the winner")


class Checkout(TypedDict):
    receipt: Annotated[bool, ..., "true if the customer wants a receipt"]


BOOK_SCHEMA = {"title": "Book", "type": "object",
               "properties": {"pages": {"type": "integer", "description": "the number of pages"}},
               "required": ["pages"]}


STRUCTURED = [
    Case("schema-stone-lb", _structured(BodyWeight, "She weighs 9 stone 4."),
         _parsed(lambda w: abs(w.kg - 58.97) <= 0.3)),
    Case("schema-miles", _structured(Walk, "The walk is six miles there and back."),
         _parsed(lambda w: abs(w.km - 9.66) <= 0.05)),
    Case("schema-mph", _structured(Speed, "We were doing 30 mph through the village."),
         _parsed(lambda s: abs(s.kmh - 48.28) <= 0.1)),
    Case("schema-landing", _structured(Landing, "We land at ten past four in the afternoon."),
         _parsed(lambda f: f.lands_24h.strip() == "16:10")),
    Case("schema-party", _structured(Party, "Two adults and three kids for the boat trip."),
         _parsed(lambda p: isinstance(p, dict) and (p.get("adults"), p.get("children")) == (2, 3))),
    Case("schema-black-coffee", _structured(Coffee, "A black coffee, please."), _parsed(lambda c: c.milk == "none")),
    Case("schema-no-instructions", _structured(Delivery, "Send it to 4 Mill Lane."),
         _parsed(lambda d: "mill lane" in d.address.lower() and not d.instructions)),
    Case("schema-hold-olives", _structured(Pizza, "Ham and pineapple, but hold the olives."),
         _parsed(lambda p: {x.strip().lower() for x in p.toppings} == {"ham", "pineapple"})),
    Case("schema-score", _structured(Flock, "He keeps a score of sheep on the hill."),
         _parsed(lambda f: f.sheep == 20)),
    Case("schema-day-after", _structured(Meeting, "Today is 30 January 2037. The meeting is the day after tomorrow."),
         _parsed(lambda m: str(m.day) == "2037-02-01")),
    Case("schema-third-last", _structured(Place, "Out of 12 riders he came third from last."),
         _parsed(lambda p: p.position == 10)),
    Case("schema-no-receipt", _structured(Checkout, "No receipt thanks."),
         _parsed(lambda c: isinstance(c, dict) and c.get("receipt") is False)),
    Case("schema-pages", _structured(BOOK_SCHEMA, "It's a short novel, a hundred and twenty-five pages."),
         _parsed(lambda b: isinstance(b, dict) and _num_near(125)(b.get("pages")))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Relevance(BaseModel):
    relevant: bool = Field(description="true if the document helps answer the question")


class Helpfulness(BaseModel):
    """How helpful the reply is."""

    rating: int = Field(description="1 = useless, 10 = perfect")


class Grounded(TypedDict):
    grounded: Annotated[bool, ..., "true if every claim in the answer is in the source"]


class DocLabel(BaseModel):
    label: Literal["relevant", "irrelevant"] = Field(description="whether the document is relevant to the question")


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
    Case("grade-supported", _ask("Does the context support the answer? Answer yes or no only.\n"
                                 "Context: Refunds are given within 30 days with a receipt.\n"
                                 "Answer: You can get a refund within 60 days."), _only("no")),
    Case("grade-relevant", _grader(Relevance, "Grade whether the document is relevant to the question.",
                                   "Question: how do i reset my router\n"
                                   "Document: The choir rehearses on Thursday evenings in the church hall."),
         _parsed(lambda r: r.relevant is False)),
    Case("grade-helpful", _grader(Helpfulness, "Rate how helpful the assistant's reply is.",
                                  "User: what is 2 + 2\nAssistant: 2 + 2 = 4."),
         _parsed(lambda h: h.rating >= 8)),
    Case("label-si", _ask("මෙම සමාලෝචනය ධනාත්මකද ඍණාත්මකද? ලේබලය පමණක් ලියන්න.\n"
                          "සමාලෝචනය: කෑම සීතලයි, සේවාව ඉතා මන්දගාමීයි, මම නැවත එන්නේ නැහැ."), _only("ඍණාත්මක")),
    Case("grade-pass-fail", _grader_chain("Reference answer: {ref}\nStudent answer: {ans}\nDoes the student's answer "
                                          "match the reference? Reply PASS or FAIL only.", ref="Paris", ans="Lyon"),
         _only("FAIL")),
    Case("grade-grounded", _grader(Grounded, "Check the answer against the source.",
                                   "Source: The shop opens at 9am on Saturdays.\n"
                                   "Answer: On Saturdays the shop opens at 9am."),
         _parsed(lambda g: isinstance(g, dict) and g.get("grounded") is True)),
    Case("grade-about-delivery", _ask("Is this question about delivery? yes or no.\nQuestion: when will my parcel "
                                      "arrive"), _only("yes")),
    Case("grade-doc-label", _grader(DocLabel, "Label the document for the question.",
                                    "Question: can i take my dog on the train\n"
                                    "Document: Dogs travel free on all our trains if kept on a lead."),
         _parsed(lambda d: d.label == "relevant")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-he", _thread("My uncle Tom grows tomatoes and my aunt Jill keeps bees.", "Lovely!",
                            "what does he grow"),
         _both(_any("tomato"), _none_of("bees", "don't know"))),
    Case("conv-flight-day", _thread("my flight is on the 12th", "Noted.", "no wait its the 14th", "OK.",
                                    "what date is my flight"),
         _new_not_old(r"(?<![\d.:])14(?:th)?(?!\d|[.,]\d)|fourteenth", r"(?<![\d.:])12(?:th)?(?!\d|[.,]\d)|twelfth")),
    Case("conv-locker", _thread("my gym locker is number 318", "Got it.", "which locker is mine again"),
         _both(_re(r"(?<![\d.])318(?!\d)"), _none_of("don't know"))),
    Case("conv-walked", _thread("walked 3.2 km this morning", "Nice.", "then 4.5 km after lunch", "OK.",
                                "and 2.3 km tonight", "Well done.", "how far did i walk today in total"),
         _both(_re(r"(?<![\d.])10(?:[.,]0)?(?!\d|[.,][1-9])\s*km|(?<![\d.])10(?:[.,]0)?(?!\d|[.,][1-9])"),
               _none_of("don't know"))),
    Case("conv-ur", _thread("میرے پاس 8 سیب تھے اور میں نے 3 اپنے دوست کو دے دیے۔", "اچھا!",
                            "اب میرے پاس کتنے سیب ہیں؟"),
         _both(_re(r"(?<![\d.])5(?!\d|[.,]\d)|پانچ|۵"), _none_of("نہیں معلوم", "don't know"))),
    Case("conv-screen", _ask("can u see my screen rn"),
         _both(_not_opening("yes"), _either(_re(r"^\W*no\b"), _any("can't see", "cannot see", "can not see",
                                                                    "no access", "not able to see", "unable to see",
                                                                    "don't have access", "do not have access")))),
    Case("conv-film-end", _thread("the film starts at 19:40", "Enjoy!", "its 2 h 15 min long, what time does it finish"),
         _both(_re(r"21[:.]55|9[:.]55 ?pm|five to ten"), _none_of("don't know"))),
    Case("conv-exhaust", _thread("Priya does our taxes and Marco fixes our car.", "Useful people to know.",
                                 "who should i ring about a rattling exhaust"),
         _both(_first_named(r"\bmarco\b", r"\bpriya\b"), _none_of("don't know"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


def main(argv: list[str]) -> None:
    """``-v``: each case; ``--rules OUT.csv``: the per-case rules table too (``_rules_table``)."""
    from tests.sim.fresh import _rules_table

    _rules_table.main(CASES, "sixtieth", argv)


if __name__ == "__main__":
    main(sys.argv)
