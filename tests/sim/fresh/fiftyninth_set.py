"""A fifty-ninth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held59``, from tag start77 at 96816197) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run ("fiftyninth set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: an allotment society's rent renewal letter (a rent per square metre for a stated plot size,
half rent over 65, a water charge and a membership fee added, a late fee, bonfire days, a closing
"P.S." raising the water charge) through ``RunnablePassthrough.assign(answer=prompt | llm |
StrOutputParser())``; a residents' parking scheme leaflet (Markdown ``#`` / ``##`` sections: hours,
resident permits with a second-permit price and a cap of two, an EV discount, visitor voucher books
with a yearly cap, penalties with an early-payment reduction, a closing "Amended" section re-pricing
two items) split by ``MarkdownHeaderTextSplitter`` and put back as ``[section] text`` lines; a dry
cleaner's tariff as CSV (item, service, price, ready time; a per-each price from five shirts, a price
per square metre, "note" rows: an express surcharge not for specialist cleans, a price change row)
in ONE human message via ``ChatPromptTemplate.from_template`` (no system message); a boiler care
plan's schedule of cover (a monthly fee, an excess not charged on the service, exclusions, priority
by household age, a renewal notice changing the fee and the excess) in a ``StateGraph`` over the
learner's ``TypedDict`` state with a model-free ``classify`` node and ``add_conditional_edges`` to
two context nodes, then a ``generate`` node asking the model with a plain string prompt; a marina's
visitor berthing tariff (a length-by-season grid, a per-metre row, half rate for a short stay, 7
nights for 6, a multihull surcharge, diesel only, a notice raising shore power) through
``(prompt | llm | StrOutputParser()).stream(...)`` joined by the learner; a Czech hairdresser's
ceník (cuts by hair length, a children's cut under 10, an ISIC student discount, Monday closed, no
gift vouchers, a late-cancellation fee, a "ZMĚNA" re-pricing the men's cut) in a learner's
``InMemoryChatMessageHistory`` (system message, any earlier turns, the question); an airport taxi
firm's fare sheet as JSON (fares by airport and car, a night surcharge percentage, meet and greet
for pick-ups only, waiting time after a free period, free child seats, a notice raising one
airport's fares) returned by the learner's ONE-ARGUMENT ``fare_sheet(airport)`` tool behind
``create_agent`` without ``response_format`` (a run that never calls the tool gives an empty reply,
wrong); an electricity bill (dotted leaders: units, a unit rate, a standing charge per day over the
period's days, a credit, a direct debit, an exit fee, an "Amended bill" replacing the estimated
reading, units, charge and total) through ``llm.with_structured_output(BillAnswer, include_raw=True)``
on the learner's one-field answer schema (the raw message's ``response_metadata`` carried to the
harness).

Every case's program run makes only the model calls that produce the asked reply (the splitter,
the format steps, the graph's classify and context nodes and the history call no model; the agent's
calls are all for the asked reply), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed per
reply.

Questions typed the way a hurried learner types ("whats", "u", "im", "2nd", terse "3 books of
visitor vouchers, total?"), in English and Czech: values, worked figures (a rent from an area and a
rate, half of it over 65, a yearly total of three charges, an EV half price, voucher books times a
new price, the vouchers a year, six shirts at the each price, curtains by area, an express
surcharge, a yearly fee from a monthly one, a week paid in advance, a per-metre night, a half rate, a
multihull surcharge, a student discount, a night surcharge, waiting minutes past a free period, two
trips, a yearly direct debit), values a later line changed (the water charge, a second permit,
voucher books, a suit, the monthly fee, the excess, shore power, the men's cut, a Manchester fare,
units and the total of an amended bill), conditions and yes/no (mostly "no": a Saturday bonfire,
paying by card, Sunday parking, a third permit, a same-day specialist clean, an excess on the
service, a radiator, petrol, Monday, gift vouchers, meet and greet on a drop-off, child seats costing
extra; "yes": a same-day visit for an 80-year-old, a cancellation fee, an exit fee), a follow-up in
Czech, and answers absent near words that are there (chickens beside sheds, motorbikes beside
permits, leather beside the cleaning items, a smart thermostat beside boiler parts, a laundry beside
showers, a perm beside cuts and colouring, a dog in a taxi, a gas rate on an electricity bill). A
learner's tools (two pints in ml, 68 Fahrenheit, "fifty euros" with a currency enum and a recipient,
"this friday" from a stated today, two dozen, quarter past nine tonight, 12 stone, "a couple of
large" with a size enum, 8 by 10 inches in cm, an hour and a half in minutes, an optional phone left
out, two and a half minutes in seconds, "in three days time" from a stated today, no tool fits, an
amount missing); structured output of learner schemas (two and a quarter pounds, five foot eight,
quarter to midnight, a TypedDict "no dog" bool, a diet enum from a description, a JSON schema dict
with 50 Fahrenheit, an optional gift note absent, a list with one "off sick", a baker's dozen, three
weeks from a stated today, "second to last" of ten, a TypedDict "non-smoking" bool); graders (a
yes/no support check whose answer is no, a structured on-topic bool false, a 0-5 correctness score
in the learner's words, an Amharic አዎንታዊ / አሉታዊ label, a ``PromptTemplate | llm | StrOutputParser``
CORRECT / INCORRECT grader, a TypedDict hallucination bool that should be true, a yes/no topic check
whose answer is yes, a ``Literal`` on_topic / off_topic label that should be on_topic);
conversations (a "she" follow-up, a meeting time corrected, a lock code recalled, a running sum of
spending, a Vietnamese orange count, "are u a real person", an arrival time from a departure and a
duration, "who do i ask about a flat tyre").

Oracles as in the fifty-eighth set (its text helpers copied; Czech change words added to
``_CHANGE``; ``_CZ_NOT_GIVEN`` new), and strict: the asked result is required; a reply quoting
most of its document (``_under_half`` on every grounded case, and ``_none_of`` with two markers of
each document that answer no case), another row's value, an old value or an operand is wrong;
``_absent`` where the material does not hold it; ``_no_call`` where no tool fits or a value is
missing. Every text oracle judges the reply with the simulator's limit sentences cut out
(``_judged``).

Before the commit that holds this set the oracles were tried on one to three right replies written
by hand for every one of the 106 cases (149 text replies for the 75 text cases, each also with a
limit sentence put before it; 16 hand-made tool calls or no-call replies; 16 parsed objects): none
was rejected. On each grounded case's whole document echoed back, bare, after "Here is what I
found:" and cut at 800 characters after it: none passed. On a bare limit sentence: none of the text
cases passed. On wrong replies (92 text: an old value, an operand, another row's value, a yes for a
no, a neighbouring line; 15 wrong tool calls, 16 wrong parsed objects) a first draft let none
through, and before that draft was final nine oracles were tightened against quoted lines and
other rows' values: allot-card (the payment line passed through "bank transfer or"), allot-late
(the hut's "10:00" passed ``_n("10")``), park-sunday (the bare hours line passed through "monday to
saturday"), dry-dress-sameday (the dress row's "3 weeks"), boiler-service-excess ("free" dropped),
marina-july (the 10-12 m row's £41), cz-kid and cz-cancel (both answers are 200 Kč: each excludes the
other's line), taxi-seats ("not free"). The program shapes were run once with langchain's
``FakeListChatModel`` (and a ``GenericFakeChatModel`` with ``bind_tools`` for the agent and the
structured-answer shape) to check the harness code, not the simulator: none crashed; the
``--rules`` writer was tried on four cases of the fifty-eighth set. The simulator was not run on
this set before that commit.

FIRST SIGHT on start77 at 96816197 (the branch point of ``held59``; one run with ``-v --rules``, about 22 s
wall, 6 s CPU), 106 cases: right 33, stated limit 53, silently wrong 20, false alarms 4, with the
oracles as committed (ad855a3b). The harness did not crash. The per-case rules table of that run is
``fiftyninth_first_sight.csv`` (columns of ``first_sight_rules.csv``, plus ``rules``: every model call's
rule, and ``missing_words``; its ``verdict`` column counts the four false alarms apart, so it reads
33 right / 49 limit / 4 false_alarm / 20 wrong). Three oracles rejected a truly right reply and were
mended after the run (only those three): bill-standing ("BRIGHTWATT ENERGY - electricity bill.
Standing charge: 53p per day x 92 days — £48.76.") and bill-credit ("BRIGHTWATT ENERGY - electricity
bill. Warm Home Discount credit — -£150.00."): the answer is there; their ``_none_of`` held the dump
marker "BRIGHTWATT", the bill's title line, which the simulator puts before a quoted line as noise
(the 58th counted such title noise right); both now use the account line's markers only. And
tool-pints (``ml=946.35`` for "two pints": the US reading; ``values/regional_units`` says the course's
sets accept either reading of a bare pint or gallon, and the oracle took the imperial one only; it now
takes either). With those mends: right 36, stated limit 53, silently wrong 17, false alarms 4; pinned
at these counts in ``test_pins.py``. Limits are attributed per reply (see above).

Read with care. Two oracles let a flawed reply through as right, left as they are and named here:
park-second (the Amended line with £130, then "I could not find anything about '2nd' ... I don't
know that part": the answer is there, the question's own word disowned), allot-chickens-absent (the
letter's opening line and the bonfire line quoted as if they answered, then "I could not find
anything about 'keep', 'chickens'": the absence is said, the quoted lines are noise). Read strictly:
34 right, 53 limits, 19 silently wrong, 4 false alarms.

The silently wrong (17): allot-rent (the rate line and the plot's size quoted, no figure: wanted
£50), allot-late and park-fine and marina-july ("I don't know.": wanted £10, £35, £41), allot-card
(the payment line quoted, no "no": the committed oracle asks for the no in words), park-ev (£65: the
EV half price applied to the amended SECOND permit, wanted £30 off the first), park-third (the EV
line and "nothing about 'third'": wanted no, at most two), park-vouchers-max (the Amended line as a
correction of the voucher price: wanted 60 vouchers), park-motorbike-absent (the EV line as the
answer), dry-express (the trousers row, £7.50, the express surcharge note not applied: wanted
£11.25), dry-dress-sameday (the dress row with "3 weeks", no no), marina-power (£4, the line the May
notice changed: wanted £5), taxi-man-saloon and taxi-night (the JSON's meet-and-greet, waiting and
notice fields, no fare: wanted £52 and £87.50), bill-days (91 days worked between the period's two
dates, exclusive; the bill states 92 and the period is inclusive), tool-inches (25.4 and 8.0: one side converted, the other not,
the order swapped), schema-second-last (position 2 from "second to last" of 10: wanted 9).
The four false alarms: bill-units (the Amended line with 1,200 kWh quoted, then "can't give the
count of kwh"), tool-no-fit (no call, right, but the reply is a limit sentence), schema-booking
({guests 2, dog False}, right, with a limit on the dog field), grade-topic-label (on_topic, right,
with a limit on the choice). No limit sentence met an oracle through its own words (``_judged``).
Classes, code paths and proposed mechanisms: ``FIFTYNINTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftyninth_set`` prints the counts (``-v``: each case;
``--rules OUT.csv``: also one CSV row per case: verdict, the last call's task, rule, limit kind and
evidence numbers, every call's rule, the missing words; no question, reply or document text).
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
    _quietly_right,
    _shown,
    _structured,
    _text,
    _thread,
    _under_half,
    _word,
    classify,
    report,
    tally,
)

# the fifty-eighth set's text oracles, copied (Czech change words added to _CHANGE) (a set imports only from
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
                     r"změn|dříve|původně|nově|místo", re.I)


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


def _allot_assign(question: str):
    """``RunnablePassthrough.assign(answer=prompt | llm | StrOutputParser())``: the letter and the
    question go in, the learner reads ``["answer"]`` back."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnablePassthrough

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You help an allotment holder with the society's letter.\n\nLetter:\n{letter}"),
            ("human", "{question}"),
        ])
        chain = RunnablePassthrough.assign(answer=prompt | llm | StrOutputParser())
        return AIMessage(chain.invoke({"letter": ALLOTMENT, "question": question})["answer"])

    return run


def _park_sections(question: str):
    """``MarkdownHeaderTextSplitter`` over the leaflet (``#`` / ``##`` headers into metadata); the
    learner puts every section back as ``[section] text`` lines in the system message."""
    def run(llm):
        from langchain_text_splitters import MarkdownHeaderTextSplitter

        splitter = MarkdownHeaderTextSplitter(headers_to_split_on=[("#", "scheme"), ("##", "section")])
        docs = splitter.split_text(PARKING)
        context = "\n\n".join(f"[{d.metadata.get('section', d.metadata.get('scheme', ''))}] {d.page_content}"
                              for d in docs)
        return llm.invoke([SystemMessage(f"Answer residents' questions from the parking leaflet.\n\n{context}"),
                           HumanMessage(question)])

    return run


def _dry_template(question: str):
    """``ChatPromptTemplate.from_template``: ONE human message holding the CSV tariff and the question
    (no system message) ``| llm | StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_template("Here is our dry cleaner's price list (CSV):\n\n{tariff}\n\n"
                                                  "Using it, answer: {question}")
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"tariff": DRY, "question": question}))

    return run


class PlanState(TypedDict, total=False):
    question: str
    route: str
    context: str
    answer: str


def _boiler_graph(question: str):
    """A ``StateGraph`` over a learner's ``TypedDict`` state (question, route, context, answer):
    a ``classify`` node (no model: the word "price"/"cost" etc. routes to "money", else "cover"),
    ``add_conditional_edges`` to one of two context nodes (both load the whole plan schedule), then a
    ``generate`` node that asks the model with a string prompt."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def classify(state: PlanState):
            money = any(w in state["question"].lower() for w in ("£", "cost", "price", "pay", "much", "excess"))
            return {"route": "money" if money else "cover"}

        def money(state: PlanState):
            return {"context": BOILER}

        def cover(state: PlanState):
            return {"context": BOILER}

        def generate(state: PlanState):
            msg = llm.invoke(f"Answer the plan holder's question from the schedule of cover below.\n\n"
                             f"{state['context']}\n\nQuestion: {state['question']}")
            return {"answer": _text(msg)}

        g = StateGraph(PlanState)
        for name, fn in (("classify", classify), ("money", money), ("cover", cover), ("generate", generate)):
            g.add_node(name, fn)
        g.add_edge(START, "classify")
        g.add_conditional_edges("classify", lambda s: s["route"], {"money": "money", "cover": "cover"})
        g.add_edge("money", "generate")
        g.add_edge("cover", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question})["answer"])

    return run


def _marina_stream(question: str):
    """``(prompt | llm | StrOutputParser()).stream(...)``: the learner joins the streamed chunks."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the harbour office of a marina. Answer from the visitor tariff.\n\n{tariff}"),
            ("human", "{q}"),
        ])
        chunks = [c for c in (prompt | llm | StrOutputParser()).stream({"tariff": MARINA, "q": question})]
        return AIMessage("".join(chunks))

    return run


def _cz_history(question: str, earlier: tuple[str, ...] = ()):
    """A learner's ``InMemoryChatMessageHistory``: the price list in a system message added first,
    any earlier turns added, the question added, ``llm.invoke(history.messages)``."""
    def run(llm):
        from langchain_core.chat_history import InMemoryChatMessageHistory

        history = InMemoryChatMessageHistory()
        history.add_message(SystemMessage(f"Jsi asistentka kadeřnictví. Odpovídej podle ceníku.\n\n{SALON}"))
        for i, t in enumerate(earlier):
            history.add_message(HumanMessage(t) if i % 2 == 0 else AIMessage(t))
        history.add_user_message(question)
        return llm.invoke(history.messages)

    return run


def _taxi_agent(question: str):
    """``create_agent`` with the learner's ONE-ARGUMENT ``fare_sheet(airport)`` tool, which returns
    the firm's whole fare sheet as JSON whatever the airport; no ``response_format``: the last
    message's text. With no tool result in the run the outcome is empty (wrong)."""

    @tool
    def fare_sheet(airport: str) -> str:
        """The taxi firm's airport fare sheet (JSON) for trips to or from an airport."""
        return TAXI

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [fare_sheet], system_prompt="You take bookings for Northline Cars. Look fares up "
                                                              "with fare_sheet before answering.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "fare_sheet" for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


class BillAnswer(BaseModel):
    """An answer to a customer's question about their bill."""

    answer: str = Field(description="the answer, in one or two sentences")


def _bill_structured(question: str):
    """``llm.with_structured_output(BillAnswer, include_raw=True)`` with the bill in the system
    message: the parsed ``answer`` (the raw text when parsing fails); the raw message keeps its
    ``response_metadata`` for the harness."""
    def run(llm):
        out = llm.with_structured_output(BillAnswer, include_raw=True).invoke(
            [SystemMessage(f"Answer questions about this electricity bill.\n\n{BILL}"), HumanMessage(question)])
        parsed, raw = out.get("parsed"), out.get("raw")
        text = parsed.answer if isinstance(parsed, BillAnswer) and parsed.answer.strip() else _text(raw)
        meta = dict(getattr(raw, "response_metadata", {}) or {})
        return AIMessage(text, response_metadata=meta)

    return run


# --- documents ------------------------------------------------------------------------------------

ALLOTMENT = """Elmbridge Road Allotment Society
Dear plot-holder,
Rent renewal 2026 - plot 14B (half plot, 125 square metres)
Rents for the year from 1 April 2026 are £0.40 per square metre, full or half plot. Members aged 65 or over pay half rent.
Water charge: £18 per plot per year, added to the rent.
Society membership: £5 per household (compulsory), payable with the rent.
Please pay by 31 March 2026, by bank transfer or in cash at the trading hut (Sundays 10:00-12:00).
A late payment fee of £10 applies from 1 May; plots still unpaid on 1 June will be re-let.
Bonfires are allowed only between 1 November and 28 February, and never on Saturdays.
Sheds may be up to 6ft x 4ft; greenhouses need the committee's written approval.
A key for the main gate is £12 (a deposit, refunded when the key is returned).
Yours, Margaret Okafor, Secretary
P.S. The committee met on 10 February: the water charge is now £22 per plot, because of the new troughs."""

_ALLOT_DUMP = ("main gate", "greenhouses need")

PARKING = """# Riverside Ward - Residents' Parking Scheme

## Hours
Permit holders only, Monday to Saturday 8am-6:30pm. Outside those hours anyone may park.

## Resident permits
First permit per household: £60 a year. Second permit: £110 a year. No household may hold more than two.
Electric vehicles: 50% off the resident permit price.

## Visitor vouchers
Books of 10 all-day vouchers: £15 a book. Each household may buy up to 6 books a year. Scratch off the date and display the voucher on the dashboard.

## Blue badge holders
Blue badge holders may park in permit bays free of charge and without a time limit.

## Penalties
Parking without a valid permit or voucher: penalty charge £70, reduced to £35 if paid within 14 days.

## Amended 1 July 2026
The second resident permit now costs £130 a year. Visitor voucher books are now £18."""

_PARK_DUMP = ("scratch off", "blue badge holders may")

DRY = """item,service,price_gbp,ready_in
Two-piece suit,dry clean,14.50,2 days
Shirt,wash and press,3.20,next day
"Shirt (5 or more, price each)",wash and press,2.80,next day
Wedding dress,specialist clean,120.00,3 weeks
Duvet (double),wash,22.00,4 days
Duvet (king),wash,26.00,4 days
Curtains (per square metre),dry clean,8.00,1 week
Trousers,dry clean,7.50,2 days
Trouser hem,alteration,12.00,3 days
note,,"Express same-day service: +50% on dry clean items; not available for specialist cleans",
note,,"Items not collected within 90 days are given to charity",
note,,"From 1 September: two-piece suit 16.00",
"""

_DRY_DUMP = ("charity", "90 days")

BOILER = """HEATWISE HOME COVER - Boiler Care Plan, schedule of cover
Plan holder: Mr D. Mensah, 7 Ashgrove Terrace        Plan number: HW-55120
Plan: Boiler Care Plus, £16.50 a month (£198 a year)
Includes: one annual boiler service; unlimited call-outs for boiler breakdowns; parts and labour up to £1,000 per claim.
Excess: £60 per call-out (the annual service has no excess).
Not covered: radiators, the hot water cylinder, and any boiler over 15 years old at the start of the plan.
Response: we aim to attend within 24 hours; priority (same day) for households with a child under 2 or someone over 75.
Cancellation: cancel in the first 14 days for a full refund; after that, one month's notice.
Renewal notice (1 March 2026): from your renewal on 1 April 2026 the plan costs £18.75 a month and the excess falls to £50."""

_BOILER_DUMP = ("Ashgrove", "HW-55120")

MARINA = """PORT ELLIN MARINA - visitor berthing tariff 2026 (per night, incl. VAT)
Boat length (LOA)    Apr-Jun & Sep    Jul-Aug
up to 8 m            £28              £34
8.01 - 10 m          £34              £41
10.01 - 12 m         £41              £49
over 12 m            £3.90 per metre  £4.60 per metre
Short stay (up to 4 hours, leaving before 18:00): half the nightly rate.
7 nights for the price of 6 (paid in advance).
Shore power: £4 per night. Showers: token £1 for 6 minutes, from the office.
Multihulls pay 50% on top of the tariff.
The fuel berth is open 08:00-17:00; diesel only.
Office hours 08:00-20:00; call us on VHF channel 80.
Notice to berth holders (May): from 1 June, shore power is £5 per night."""

_MARINA_DUMP = ("VHF channel", "Office hours")

SALON = """KADEŘNICTVÍ LUCIE - ceník platný od 1. 3. 2026
Dámský střih (krátké vlasy): 450 Kč
Dámský střih (dlouhé vlasy): 550 Kč
Pánský střih: 300 Kč
Dětský střih (do 10 let): 200 Kč
Barvení (celá hlava): od 900 Kč, melír +400 Kč
Foukaná: 250 Kč
Student s platným ISIC: sleva 10 % na střihy.
Pondělí zavřeno; út-pá 9:00-19:00; so 8:00-12:00.
Platba hotově nebo kartou; dárkové poukazy neprodáváme.
Objednaný termín zrušte alespoň 24 hodin předem, jinak účtujeme 200 Kč.
ZMĚNA od 1. 5. 2026: pánský střih 350 Kč."""

_CZ_DUMP = ("melír", "celá hlava")

TAXI = """{
  "company": "Northline Cars",
  "fares_to": {
    "Manchester Airport": {"saloon": 48, "estate": 55, "8-seater": 75},
    "Liverpool Airport": {"saloon": 62, "estate": 70, "8-seater": 95},
    "Leeds Bradford Airport": {"saloon": 58, "estate": 66, "8-seater": 88}
  },
  "currency": "GBP",
  "night_surcharge": "25% between 23:00 and 05:00",
  "meet_and_greet": "£10, airport pick-ups only",
  "waiting": "first 30 minutes after landing free, then £0.40 per minute",
  "child_seats": "free, ask when booking",
  "office_phone": "0161 555 0199",
  "notice": "From 1 March all Manchester Airport fares rise by £4."
}"""

_TAXI_DUMP = ("0161 555", "\"fares_to\"")

BILL = """BRIGHTWATT ENERGY - electricity bill
Account 8830 1147 2209      Bill date: 12 February 2026
Billing period: 1 November 2025 - 31 January 2026 (92 days)
Meter readings: 1 Nov 2025 48,210 (actual); 31 Jan 2026 49,530 (estimated)
Units used: 1,320 kWh
Unit rate: 24.5p per kWh ................................ £323.40
Standing charge: 53p per day x 92 days .................. £48.76
Warm Home Discount credit ............................... -£150.00
Total to pay ............................................ £222.16
Direct Debit: £95 a month, next collection 1 March 2026.
Your tariff: Fixed Saver until 30 June 2026; exit fee £75 per fuel.
Amended bill (20 February 2026): your actual reading on 31 Jan was 49,410, so units used are 1,200 kWh; unit charge £294.00; total to pay £192.76."""

_BILL_DUMP = ("8830 1147", "BRIGHTWATT")

_DOCS = {"allot": ALLOTMENT, "park": PARKING, "dry": DRY, "boiler": BOILER, "marina": MARINA, "cz": SALON,
         "taxi": TAXI, "bill": BILL}

_CZ_NOT_GIVEN = ("není uveden", "neuvádí", "nenašla", "nenašel", "nevím", "není v ceníku", "v ceníku není",
                 "nemáme informac", "neobsahuje")

_NO_TAIL = r"(?!\d|[.,]\d)"

GROUNDED = [
    # an allotment society's rent renewal letter (a P.S. changing the water charge) via RunnablePassthrough.assign
    Case("allot-rent", _allot_assign("how much is the rent on 14b, just the rent bit"),
         _both(_n("50"), _none_of(*_ALLOT_DUMP))),
    Case("allot-total", _allot_assign("total i have to pay this year - rent, water and membership"),
         _both(_new_not_old(rf"(?<![\d.,])77{_NO_TAIL}", rf"(?<![\d.,])73{_NO_TAIL}"), _none_of(*_ALLOT_DUMP))),
    Case("allot-water", _allot_assign("whats the water charge"),
         _both(_new_not_old(rf"(?<![\d.,])22{_NO_TAIL}", rf"(?<![\d.,])18{_NO_TAIL}"), _none_of(*_ALLOT_DUMP))),
    Case("allot-pensioner", _allot_assign("im 67, whats my rent for the half plot"),
         _both(_n("25"), _none_of("£50", *_ALLOT_DUMP))),
    Case("allot-bonfire", _allot_assign("can i have a bonfire on saturday 13 december"),
         _both(_denies("never on saturday", "not on saturday", "not on a saturday", "not allowed on saturday",
                       "no bonfires on saturday"), _none_of(*_ALLOT_DUMP))),
    Case("allot-late", _allot_assign("if i pay on 3 may how much extra"),
         _both(_re(r"£ ?10(?:[.,]00)?(?!\d|[.,]\d)|(?<![\d.])10 (pounds|quid)|ten pounds"), _none_of(*_ALLOT_DUMP))),
    Case("allot-card", _allot_assign("can i pay by card at the hut"),
         _both(_denies("cash only", "only cash", "only by bank transfer", "not by card", "no card", "can't pay by card",
                       "cannot pay by card", "don't take card", "do not take card", "not accept card"),
               _none_of(*_ALLOT_DUMP))),
    Case("allot-chickens-absent", _allot_assign("am i allowed to keep chickens on the plot"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_ALLOT_DUMP))),
    # a residents' parking leaflet (Markdown headers, an "Amended" section) through MarkdownHeaderTextSplitter
    Case("park-second", _park_sections("how much is a 2nd permit now"),
         _both(_new_not_old(rf"(?<![\d.,])130{_NO_TAIL}", rf"(?<![\d.,])110{_NO_TAIL}"), _none_of(*_PARK_DUMP))),
    Case("park-ev", _park_sections("first permit for our electric car, how much"),
         _both(_n("30"), _none_of(*_PARK_DUMP))),
    Case("park-books", _park_sections("3 books of visitor vouchers, total?"),
         _both(_new_not_old(rf"(?<![\d.,])54{_NO_TAIL}", rf"(?<![\d.,])45{_NO_TAIL}"), _none_of(*_PARK_DUMP))),
    Case("park-sunday", _park_sections("do i need a permit to park there on a sunday"),
         _both(_denies("only needed mon", "only mon", "only from mon", "anyone may park", "anyone can park",
                       "not needed", "don't need", "do not need", "no permit"), _none_of(*_PARK_DUMP))),
    Case("park-third", _park_sections("can we get a third permit for the van"),
         _both(_denies("more than two", "max of two", "maximum of two", "only two", "not allowed", "can't",
                       "cannot"), _none_of(*_PARK_DUMP))),
    Case("park-fine", _park_sections("got a ticket, paying it within a week, how much"),
         _both(_n("35"), _none_of("£70", *_PARK_DUMP))),
    Case("park-vouchers-max", _park_sections("max number of visitor vouchers we can get in a year?"),
         _both(_re(rf"(?<![\d.,£])60{_NO_TAIL}|\bsixty\b"), _none_of(*_PARK_DUMP))),
    Case("park-motorbike-absent", _park_sections("do motorbikes need a permit"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_PARK_DUMP))),
    # a dry cleaner's CSV tariff (note rows, a price change row) in ONE human message via from_template
    Case("dry-suit", _dry_template("how much to dry clean a 2 piece suit now"),
         _both(_new_not_old(r"(?<![\d.,])16(?:[.,]00)?(?!\d|[.,][1-9])", r"14[.,]50"), _none_of(*_DRY_DUMP))),
    Case("dry-shirts", _dry_template("6 shirts washed and pressed, total"),
         _both(_amount("16.80"), _none_of("19.20", *_DRY_DUMP))),
    Case("dry-duvet", _dry_template("king size duvet wash, price?"),
         _both(_n("26"), _none_of("22.00", *_DRY_DUMP))),
    Case("dry-curtains", _dry_template("our curtains are 3.5 square metres in total, how much"),
         _both(_n("28"), _none_of(*_DRY_DUMP))),
    Case("dry-express", _dry_template("trousers dry cleaned same day, how much"),
         _both(_amount("11.25"), _none_of(*_DRY_DUMP))),
    Case("dry-dress-sameday", _dry_template("can the wedding dress be done same day"),
         _both(_denies("not available", "can't", "cannot"), _none_of(*_DRY_DUMP))),
    Case("dry-hem", _dry_template("how long does a trouser hem take"),
         _both(_re(r"(?<![\d.])3 days|three days"), _none_of(*_DRY_DUMP))),
    Case("dry-leather-absent", _dry_template("do u clean leather jackets"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_DRY_DUMP))),
    # a boiler care plan's schedule of cover (a renewal notice) in a TypedDict-state graph with conditional edges
    Case("boiler-monthly", _boiler_graph("whats the monthly cost from april"),
         _both(_new_not_old(r"18[.,]75", r"16[.,]50"), _none_of(*_BOILER_DUMP))),
    Case("boiler-year", _boiler_graph("so what will the plan cost me over a year after the renewal"),
         _both(_n("225"), _none_of(*_BOILER_DUMP))),
    Case("boiler-excess", _boiler_graph("boiler broke down in may, whats the excess for the callout"),
         _both(_new_not_old(rf"(?<![\d.,])50{_NO_TAIL}", rf"(?<![\d.,])60{_NO_TAIL}"), _none_of(*_BOILER_DUMP))),
    Case("boiler-service-excess", _boiler_graph("do i pay an excess for the annual service visit"),
         _both(_denies("no excess", "not charged", "don't pay", "do not pay"), _none_of(*_BOILER_DUMP))),
    Case("boiler-radiator", _boiler_graph("is a leaking radiator covered"),
         _both(_denies("not covered", "isn't covered", "excluded", "radiators are not"), _none_of(*_BOILER_DUMP))),
    Case("boiler-priority", _boiler_graph("my dad is 80 and lives with us, would we get a same day visit"),
         _both(_not_opening("no"), _any("yes", "priority", "same day", "same-day"), _none_of("not eligible",
                                                                                            *_BOILER_DUMP))),
    Case("boiler-cap", _boiler_graph("whats the max they pay for parts and labour on one claim"),
         _both(_re(r"1,?000"), _none_of(*_BOILER_DUMP))),
    Case("boiler-thermostat-absent", _boiler_graph("does it cover my smart thermostat"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_BOILER_DUMP))),
    # a marina's visitor berthing tariff (season columns, a notice raising shore power) through chain.stream
    Case("marina-july", _marina_stream("9m yacht, one night in july, how much"),
         _both(_n("41"), _none_of("£34", "£49", "10.01", *_MARINA_DUMP))),
    Case("marina-week", _marina_stream("7 nights in may for a 9.5m boat, paying up front, total?"),
         _both(_n("204"), _none_of(*_MARINA_DUMP))),
    Case("marina-13m", _marina_stream("13 metre boat, one night in june?"),
         _both(_amount("50.70"), _none_of(*_MARINA_DUMP))),
    Case("marina-power", _marina_stream("how much is shore power in august"),
         _both(_new_not_old(rf"(?<![\d.,])5{_NO_TAIL}", rf"(?<![\d.,])4{_NO_TAIL}"), _none_of(*_MARINA_DUMP))),
    Case("marina-short", _marina_stream("just stopping for lunch, 8m boat in july, how much"),
         _both(_n("17"), _none_of(*_MARINA_DUMP))),
    Case("marina-cat", _marina_stream("10m catamaran, one night in august?"),
         _both(_amount("61.50"), _none_of(*_MARINA_DUMP))),
    Case("marina-petrol", _marina_stream("can i get petrol at the fuel berth"),
         _both(_denies("diesel only", "only diesel", "only sells diesel", "no petrol"), _none_of(*_MARINA_DUMP))),
    Case("marina-laundry-absent", _marina_stream("is there a laundry"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_MARINA_DUMP))),
    # a Czech hairdresser's ceník (a ZMĚNA line) through a learner's InMemoryChatMessageHistory
    Case("cz-men-june", _cz_history("kolik stojí pánský střih v červnu?"),
         _both(_new_not_old(rf"(?<![\d.,])350{_NO_TAIL}", rf"(?<![\d.,])300{_NO_TAIL}"), _none_of(*_CZ_DUMP))),
    Case("cz-student", _cz_history("im a student with isic, long hair womens cut, how much"),
         _both(_n("495"), _none_of(*_CZ_DUMP))),
    Case("cz-monday", _cz_history("can i come in on monday"),
         _both(_denies("closed", "zavřeno", "not open", "ne,"), _none_of(*_CZ_DUMP))),
    Case("cz-kid", _cz_history("my son is 8 how much for his haircut"),
         _both(_n("200"), _none_of("300", "zrušte", "cancel", *_CZ_DUMP))),
    Case("cz-voucher", _cz_history("do u sell gift vouchers"),
         _both(_denies("neprodáváme", "don't sell", "do not sell", "no gift"), _none_of(*_CZ_DUMP))),
    Case("cz-cancel", _cz_history("if i cancel on the morning of the appointment do i pay anything"),
         _both(_n("200"), _not_opening("no"), _none_of("dětský", "do 10 let", "child", *_CZ_DUMP))),
    Case("cz-saturday", _cz_history("a v sobotu do kolika máte otevřeno?", ("kolik stojí foukaná?",
                                                                           "Foukaná stojí 250 Kč.")),
         _both(_re(r"(?<![\d:])12[:.]00|\b12 ?(h|hod)|poledne|noon|\bdo 12\b"), _none_of("19:00", *_CZ_DUMP))),
    Case("cz-perm-absent", _cz_history("how much is a perm"),
         _both(_absent(*_NOT_GIVEN, *_CZ_NOT_GIVEN), _not_opening("yes", "ano"), _none_of(*_CZ_DUMP))),
    # an airport taxi firm's fare sheet as JSON from an agent's one-argument tool (no response_format)
    Case("taxi-man-saloon", _taxi_agent("saloon to manchester airport in april, how much"),
         _both(_new_not_old(rf"(?<![\d.,])52{_NO_TAIL}", rf"(?<![\d.,])48{_NO_TAIL}"), _none_of(*_TAXI_DUMP))),
    Case("taxi-night", _taxi_agent("estate to liverpool airport leaving 2am, price?"),
         _both(_amount("87.50"), _none_of(*_TAXI_DUMP))),
    Case("taxi-wait", _taxi_agent("picking me up at the airport, if the driver waits 50 mins after landing whats "
                                  "the extra"),
         _both(_re(r"£ ?8(?:[.,]00)?(?!\d|[.,]\d)|(?<![\d.])8 (pounds|quid)|eight pounds"), _none_of(*_TAXI_DUMP))),
    Case("taxi-meet-drop", _taxi_agent("can i have meet and greet when you drop me off at the airport"),
         _both(_denies("pick-ups only", "pick-up only", "pickups only", "only for pick", "only available for pick",
                       "not for drop"), _none_of(*_TAXI_DUMP))),
    Case("taxi-seats", _taxi_agent("do child seats cost extra"),
         _both(_denies("free", "no charge", "no extra"), _none_of("not free", *_TAXI_DUMP))),
    Case("taxi-leeds-two", _taxi_agent("8 seater to leeds bradford airport, 2 separate trips, total?"),
         _both(_n("176"), _none_of(*_TAXI_DUMP))),
    Case("taxi-dog-absent", _taxi_agent("can i bring my dog in the taxi"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_TAXI_DUMP))),
    # an electricity bill (an amended bill) through with_structured_output on the learner's BillAnswer
    Case("bill-units", _bill_structured("how many kwh did i use"),
         _both(_new_not_old(r"1,?200", r"1,?320"), _none_of(*_BILL_DUMP))),
    Case("bill-total", _bill_structured("what do i actually owe"),
         _both(_new_not_old(r"192[.,]76", r"222[.,]16"), _none_of(*_BILL_DUMP))),
    Case("bill-standing", _bill_structured("standing charge per day?"),
         _both(_re(r"(?<![\d.])53 ?p|£ ?0?\.53(?!\d)"), _none_of("8830 1147", "Bill date"))),  # mended after the
         # first run: the marker "BRIGHTWATT" is the bill's title line, which a right reply may carry as noise
    Case("bill-days", _bill_structured("how many days does the bill cover"),
         _both(_re(rf"(?<![\d.,£])92{_NO_TAIL}"), _none_of(*_BILL_DUMP))),
    Case("bill-dd-year", _bill_structured("how much do i pay by direct debit over a whole year"),
         _both(_re(r"1,?140(?!\d)"), _none_of(*_BILL_DUMP))),
    Case("bill-exit", _bill_structured("if i switch supplier in april is there a fee"),
         _both(_not_opening("no"), _n("75"), _none_of(*_BILL_DUMP))),
    Case("bill-credit", _bill_structured("how much is the warm home discount"),
         _both(_n("150"), _none_of("8830 1147", "Bill date"))),  # mended after the first run, as bill-standing
    Case("bill-gas-absent", _bill_structured("whats my gas unit rate"),
         _both(_absent(*_NOT_GIVEN, "only electricity", "electricity only", "no gas"), _not_opening("yes"),
               _none_of("24.5", *_BILL_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def log_drink(ml: float) -> str:
    """Log a drink's volume in millilitres."""
    return "logged"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the heating thermostat in degrees Celsius."""
    return "set"


@tool
def send_money(amount: float, currency: Literal["GBP", "EUR", "USD", "PLN"], recipient: str) -> str:
    """Send money to a saved contact in a currency."""
    return "sent"


@tool
def book_haircut(day: date) -> str:
    """Book a haircut on a day."""
    return "booked"


@tool
def order_rolls(count: int) -> str:
    """Order bread rolls from the bakery."""
    return "ordered"


@tool
def set_reminder(time: str) -> str:
    """Set a reminder for today at a 24-hour HH:MM time."""
    return "set"


@tool
def log_weight(kg: float) -> str:
    """Log body weight in kilograms."""
    return "logged"


@tool
def order_pizza(size: Literal["small", "medium", "large"], quantity: int) -> str:
    """Order pizzas of one size."""
    return "ordered"


@tool
def order_frame(width_cm: float, height_cm: float) -> str:
    """Order a picture frame by its inside size in centimetres."""
    return "ordered"


@tool
def log_work(minutes: int) -> str:
    """Log time worked on a task, in minutes."""
    return "logged"


@tool
def add_contact(name: str, phone: str | None = None) -> str:
    """Add a contact to the address book; the phone number only if given."""
    return "added"


@tool
def set_timer(seconds: int) -> str:
    """Start a kitchen timer for a number of seconds."""
    return "started"


@tool
def book_vet(day: date) -> str:
    """Book the pet in at the vet on a day."""
    return "booked"


@tool
def transfer_savings(amount_gbp: float) -> str:
    """Move an amount in pounds from the current account to savings."""
    return "moved"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _unset(args: dict, key: str) -> bool:
    return args.get(key) in (None, "", "null", "None")


def _contact_ok(out) -> bool:
    args = _call_args(out, "add_contact")
    return args is not None and str(args.get("name", "")).strip().lower() == "dana" and _unset(args, "phone")


TOOLS = [
    Case("tool-pints", _calls([log_drink], "log two pints of water"),  # mended after the first run: either reading
         # of a bare "pint" (imperial 1136, US 946), as ``values/regional_units`` says the course's sets accept
         _call("log_drink", ml=lambda v: _num_near(1136, 2)(v) or _num_near(946.35, 2)(v))),
    Case("tool-fahrenheit", _calls([set_thermostat], "put the heating on 68 fahrenheit"),
         _call("set_thermostat", celsius=_num_near(20, 0.1))),
    Case("tool-euros", _calls([send_money], "send mum fifty euros"),
         _call("send_money", amount=_num_near(50), currency=lambda v: str(v).strip().upper() == "EUR",
               recipient=lambda v: "mum" in str(v).lower())),
    Case("tool-this-friday", _calls([book_haircut], "today is tue 3 march 2037. book me a haircut this friday"),
         _call("book_haircut", day=lambda v: str(v) == "2037-03-06")),
    Case("tool-dozen", _calls([order_rolls], "two dozen bread rolls for saturday please"),
         _call("order_rolls", count=_num_near(24))),
    Case("tool-quarter-past", _calls([set_reminder], "remind me at quarter past nine tonight"),
         _call("set_reminder", time=_hhmm("21:15"))),
    Case("tool-stone", _calls([log_weight], "weighed in at 12 stone this morning"),
         _call("log_weight", kg=_num_near(76.2, 0.1))),
    Case("tool-pizza", _calls([order_pizza], "get us a couple of large pizzas"),
         _call("order_pizza", size=lambda v: str(v) == "large", quantity=_num_near(2))),
    Case("tool-inches", _calls([order_frame], "frame for an 8 by 10 inch photo"),
         _call("order_frame", width_cm=_num_near(20.32, 0.05), height_cm=_num_near(25.4, 0.05))),
    Case("tool-hour-half", _calls([log_work], "log an hour and a half on the report"),
         _call("log_work", minutes=_num_near(90))),
    Case("tool-contact", _calls([add_contact], "add Dana to my contacts"), _contact_ok),
    Case("tool-timer", _calls([set_timer], "timer for two and a half minutes"),
         _call("set_timer", seconds=_num_near(150))),
    Case("tool-three-days", _calls([book_vet], "today is fri 13 nov 2037, book rex in at the vet in three days time"),
         _call("book_vet", day=lambda v: str(v) == "2037-11-16")),
    Case("tool-no-fit", _calls([log_weight, set_timer, order_rolls], "who wrote pride and prejudice"), _no_call),
    Case("tool-amount-missing", _calls([transfer_savings], "move some money into my savings"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Parcel(BaseModel):
    kg: float = Field(description="the parcel's weight in kilograms")


class Height(BaseModel):
    cm: float = Field(description="the person's height in centimetres")


class Flight(BaseModel):
    departs_24h: str = Field(description="departure time as HH:MM on the 24-hour clock")


class Booking(TypedDict):
    guests: Annotated[int, ..., "number of guests"]
    dog: Annotated[bool, ..., "whether a dog is coming"]


class Diet(BaseModel):
    diet: Literal["vegan", "vegetarian", "none"] = Field(description="the guest's diet")


TEMP_SCHEMA = {"title": "Temperature", "type": "object",
               "properties": {"celsius": {"type": "number", "description": "the temperature in degrees Celsius"}},
               "required": ["celsius"]}


class Order(BaseModel):
    item: str = Field(description="the item ordered")
    gift_note: str | None = Field(default=None, description="a gift message, only if one is given")


class Attendees(BaseModel):
    names: list[str] = Field(description="first names of the people attending")


class Batch(BaseModel):
    count: int = Field(description="how many loaves")


class DueDate(BaseModel):
    day: date = Field(description="the due date")


class Finish(BaseModel):
    position: int = Field(description="the finishing position, 1 for the winner")


class Room(TypedDict):
    smoking: Annotated[bool, ..., "true if a smoking room is wanted"]


STRUCTURED = [
    Case("schema-parcel", _structured(Parcel, "The parcel weighs two and a quarter pounds."),
         _parsed(lambda p: abs(p.kg - 1.02) <= 0.02)),
    Case("schema-height", _structured(Height, "He's five foot eight."), _parsed(lambda h: abs(h.cm - 172.7) <= 0.6)),
    Case("schema-flight", _structured(Flight, "The flight leaves at quarter to midnight."),
         _parsed(lambda f: f.departs_24h.strip() == "23:45")),
    Case("schema-booking", _structured(Booking, "Table for two of us, and no dog this time."),
         _parsed(lambda b: isinstance(b, dict) and (b.get("guests"), b.get("dog")) == (2, False))),
    Case("schema-diet", _structured(Diet, "I don't eat meat or fish but I'm fine with eggs and cheese."),
         _parsed(lambda d: d.diet == "vegetarian")),
    Case("schema-temp", _structured(TEMP_SCHEMA, "It's 50 degrees Fahrenheit outside."),
         _parsed(lambda t: isinstance(t, dict) and _num_near(10, 0.1)(t.get("celsius")))),
    Case("schema-no-note", _structured(Order, "One blue teapot, please."),
         _parsed(lambda o: "teapot" in o.item.lower() and not o.gift_note)),
    Case("schema-attendees", _structured(Attendees, "Ana and Bo are in; Cy is off sick."),
         _parsed(lambda a: {x.strip().lower() for x in a.names} == {"ana", "bo"})),
    Case("schema-bakers-dozen", _structured(Batch, "Bake a baker's dozen of loaves."), _parsed(lambda b: b.count == 13)),
    Case("schema-three-weeks", _structured(DueDate, "Today is 2 January 2037. The form is due three weeks from today."),
         _parsed(lambda d: str(d.day) == "2037-01-23")),
    Case("schema-second-last", _structured(Finish, "Out of 10 runners she finished second to last."),
         _parsed(lambda f: f.position == 9)),
    Case("schema-non-smoking", _structured(Room, "A non-smoking double room, please."),
         _parsed(lambda r: isinstance(r, dict) and r.get("smoking") is False)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class OnTopic(BaseModel):
    on_topic: bool = Field(description="true if the passage is about the question's topic")


class Correctness(BaseModel):
    """How correct the answer is."""

    score: int = Field(description="0 = completely wrong, 5 = fully correct")


class Hallucination(TypedDict):
    hallucinated: Annotated[bool, ..., "true if the answer states something the source does not"]


class TopicLabel(BaseModel):
    label: Literal["on_topic", "off_topic"] = Field(description="whether the document is on the question's topic")


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
    Case("grade-supported", _ask("Is the answer backed up by the context? Reply yes or no.\n"
                                 "Context: The library is closed on bank holidays.\n"
                                 "Answer: The library opens 10am-4pm on bank holidays."), _only("no")),
    Case("grade-on-topic", _grader(OnTopic, "Decide whether the passage is on the question's topic.",
                                   "Question: how do i renew my passport\n"
                                   "Passage: Our bakery's sourdough is proved for 36 hours."),
         _parsed(lambda r: r.on_topic is False)),
    Case("grade-correct-score", _grader(Correctness, "Score the student's answer.",
                                        "Q: how many legs does a spider have\nStudent answer: Eight."),
         _parsed(lambda c: c.score >= 4)),
    Case("label-am", _ask("ይህ አስተያየት አዎንታዊ ነው ወይስ አሉታዊ? መለያውን ብቻ ይጻፉ።\n"
                          "አስተያየት: ምግቡ በጣም ጣፋጭ ነበር፣ አገልግሎቱም በጣም ጥሩ ነበር።"), _only("አዎንታዊ")),
    Case("grade-correct-incorrect", _grader_chain("Compare the student's answer with the reference. Output CORRECT "
                                                  "or INCORRECT only.\nReference: {ref}\nStudent: {ans}",
                                                  ref="1945", ans="1939"), _only("INCORRECT")),
    Case("grade-hallucination", _grader(Hallucination, "Check the answer against the source.",
                                        "Source: Tickets cost £5 at the door.\n"
                                        "Answer: Tickets cost £5 at the door and include a free drink."),
         _parsed(lambda h: isinstance(h, dict) and h.get("hallucinated") is True)),
    Case("grade-about-payment", _ask("Is this question about payment? yes or no.\nQuestion: can i use apple pay"),
         _only("yes")),
    Case("grade-topic-label", _grader(TopicLabel, "Label the document for the question.",
                                      "Question: can i pause my gym membership\n"
                                      "Document: Members may freeze their membership for up to 3 months a year."),
         _parsed(lambda d: d.label == "on_topic")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-she", _thread("My sister Rosa teaches maths and my brother Leo drives a bus.", "Nice family!",
                             "what does she teach"),
         _both(_any("math"), _none_of("bus", "don't know"))),
    Case("conv-meeting", _thread("the meeting is at 3", "OK, 3 o'clock.", "sorry i meant 4", "Noted.",
                                 "what time is the meeting"),
         _new_not_old(r"(?<![\d.:])4(?!\d|[.,]\d)|\bfour\b", r"(?<![\d.:])3(?!\d|[.,]\d)|\bthree\b")),
    Case("conv-lock", _thread("my bike lock code is 5917", "Got it.", "whats the code for my bike lock again"),
         _both(_re(r"(?<![\d.])5917(?!\d)"), _none_of("don't know"))),
    Case("conv-spent", _thread("spent £12.40 on lunch", "OK.", "and £6 on coffee", "OK.", "plus £31.60 on petrol",
                               "Noted.", "how much have i spent today"),
         _both(_re(r"(?<![\d.])50(?:[.,]00)?(?!\d|[.,]\d)"), _none_of("don't know"))),
    Case("conv-vi", _thread("Tôi có 5 quả cam và đã ăn 2 quả.", "Ngon quá!", "Tôi còn lại mấy quả cam?"),
         _both(_re(r"(?<![\d.])3(?!\d|[.,]\d)|\bba\b"), _none_of("không biết"))),
    Case("conv-real-person", _ask("are u a real person"),
         _both(_not_opening("yes"), _either(_any("simulat", "a program", "not a real person", "not a person",
                                                 "rule-based", "offline", "language model", "computer",
                                                 "not human", "not a human"), _word("AI", "bot", "no")))),
    Case("conv-arrive", _thread("my bus leaves at 14:50", "OK.", "the trip takes 2 h 25 min, when do i get in"),
         _both(_re(r"17[:.]15|5[:.]15 ?pm|quarter past five"), _none_of("don't know"))),
    Case("conv-tyre", _thread("Sam fixes bikes and Alex fixes laptops.", "Handy friends.",
                              "who do i ask about a flat tyre on my bike"),
         _both(_first_named(r"\bsam\b", r"\balex\b"), _none_of("don't know"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


# --- the per-case rules table (``--rules OUT.csv``) -------------------------------------------------

RULE_COLUMNS = ("set", "case", "verdict", "task", "rule", "limit_kind", "coverage", "missing", "sentences",
                "documents", "calls", "top_task_score", "rules", "missing_words")


def _size(value) -> str:
    if value is None or value == "":
        return ""
    return str(len(value)) if isinstance(value, list | tuple | dict) else str(value)


def _rule_row(set_name: str, case_id: str, verdict: str, notes: list[dict]) -> dict[str, str]:
    """One CSV row: the case's verdict and, from the explanations of its model calls (oldest first),
    the last call's task, rule, limit kind and evidence numbers, every call's rule in ``rules``
    (joined by " | "), the last call's missing words. No question, reply or document text."""
    last = notes[-1] if notes else {}
    ev = last.get("evidence") or {}
    coverage = ev.get("coverage")
    scores = ev.get("task_scores") or {}
    missing = ev.get("missing")
    words = missing if isinstance(missing, list | tuple) else ([] if missing in (None, "") else [missing])
    return {
        "set": set_name, "case": case_id, "verdict": verdict,
        "task": str(last.get("task") or ""), "rule": str(last.get("rule") or ""),
        "limit_kind": str(last.get("limit_kind") or ""),
        "coverage": f"{coverage:.3f}" if isinstance(coverage, int | float) else "",
        "missing": _size(missing), "sentences": _size(ev.get("sentences")), "documents": _size(ev.get("documents")),
        "calls": str(len(notes)),
        "top_task_score": f"{max(scores.values()):.2f}" if scores else "",
        "rules": " | ".join(str(n.get("rule") or "(none)") for n in notes),
        "missing_words": " ".join(str(w) for w in words),
    }


def run_with_rules(cases: list[Case], path: str | None, verbose: bool = False,
                   set_name: str = "fiftyninth") -> dict[str, int]:
    """The tally of ``_oracles.tally`` (right / limit / wrong / false_alarm, the same verdicts) and,
    when ``path`` is given, one CSV row per case (``_rule_row``) written there."""
    import csv

    from course_lib.sim import SimulatedChatModel

    llm = SimulatedChatModel()
    found = {"right": 0, "limit": 0, "wrong": 0, "false_alarm": 0}
    rows = []
    for case in cases:
        llm.last_explanations.clear()
        kind, out, limits = classify(case, llm)
        found[kind] += 1
        alarm = kind == "limit" and not isinstance(out, Exception) and _quietly_right(case, out)
        found["false_alarm"] += alarm
        rows.append(_rule_row(set_name, case.id, "false_alarm" if alarm else kind, list(llm.last_explanations)))
        if verbose:
            tag = "limit!" if alarm else kind
            print(f"{tag:6} {case.id:26} {str(_shown(out))[:90]!r}" + (f"  LIMIT: {limits[0][:100]}" if limits else ""))
    if path:
        with open(path, "w", newline="", encoding="utf-8") as fh:
            writer = csv.DictWriter(fh, fieldnames=RULE_COLUMNS)
            writer.writeheader()
            writer.writerows(rows)
    return found


def main(argv: list[str]) -> None:
    """``-v``: each case; ``--rules OUT.csv``: the per-case rules table too. Prints ``report``'s line."""
    path = argv[argv.index("--rules") + 1] if "--rules" in argv and argv.index("--rules") + 1 < len(argv) else None
    if path is None:
        report(CASES, argv)
        return
    found = run_with_rules(CASES, path, verbose="-v" in argv)
    print(f"{len(CASES)} cases: right {found['right']}, stated limit {found['limit']}, "
          f"silently wrong {found['wrong']} (false alarms: a limit on a right reply {found['false_alarm']})")


if __name__ == "__main__":
    main(sys.argv)
