"""A sixty-second invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held62``, from tag start80 at f742ff07) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run ("sixty-second set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a guitar teacher's term fees (a 12-week term with a half-term week, 30 / 45 / 60-minute weekly
prices, fees paid in advance, 10% off a second child's term fee, missed lessons not refunded without
24 hours' notice, exam fees paid to the board, a loan guitar per term, no home visits, an "Update" line
re-pricing the 45-minute lesson) in a learner's ``StateGraph`` built with ``add_sequence([load_terms,
answer])`` over a TypedDict state (the model-free first node loads the terms); a knife sharpening
market stall's PIPE-DELIMITED till export (knives by length, serrated, scissors, shears, rotary mower
blades only, chisels, a 5-knife bundle up to 20 cm, ceramic not sharpened, a chipped-tip surcharge,
same-day service before 11am, a "Correction" row re-pricing scissors) through a dict literal at the
chain's head (``{"board": RunnableLambda, "q": RunnablePassthrough()} | prompt | llm | StrOutputParser()``);
a Dutch station bicycle park's tarieven (first 24 hours free, a day rate, month and year
subscriptions, cargo bikes double with no subscription, e-bike charging, opening hours, removal after
28 days, no cash, a "Wijziging" re-pricing the year subscription) through ``llm.stream`` with the chunks
joined; a car boot sale's leaflet (car / van pitches, extra table, food permits, a sellers' gate and
pitches not held after 7:30am, early-bird and later buyer entry with under 14s free, no new goods /
live animals / knives, dogs on leads welcome, a "Correction to our April poster" re-pricing the van
pitch) returned by ``boot_sale_info(question)`` beside an off-subject ``weather_forecast(day)`` tool in
``create_agent`` without ``response_format``; a Chinese takeaway's receipt (quantities with unit prices,
subtotal, delivery fee, a 10% discount, total, a driver's note of a substitution with a refund, an
allergen line) through ``ChatPromptTemplate.invoke`` -> a ``PromptValue`` passed to ``llm.invoke``; a
council's bulky waste page (collection days, a 3-item price, extra items up to 10, fridges apart, half
price on council tax reduction, items not taken, a "Revised charge" line re-pricing the 3 items) via
``prompt | llm.with_config(run_name=..., tags=...)``; a foot clinic's prices as ONE PROSE PARAGRAPH (a
first appointment and its length, routine treatments, nail surgery per toe, insoles, a home-visit
surcharge, £5 off for over-65s, half price for a missed appointment, no children under 5, an
"amended" insole price at the paragraph's end) through ``trim_messages`` (``strategy="last"``,
``token_counter=len``, system kept) over an earlier greeting exchange.

Every case's program run makes only the model calls that produce the asked reply (the load node, the
dict-literal head, the tools, the prompt templates and ``trim_messages`` call no model; the agent's
calls are all for the asked reply), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed per
reply.

Questions typed the way a hurried learner types ("u", "im", "wouldve", "rock up", "tov"), in English and
Dutch: values, worked figures (a term of weekly lessons, a sibling's 10% off a second term fee, a term
plus a loan guitar, a bundle's saving, two serrated knives plus shears, a long knife plus a chipped tip,
a day rate after a free first day, a year subscription against twelve months, buyer entry after 8am with
an under-14 free, three early birds, a car pitch plus a table, a unit price from a line of two, a total
less a refund, the total without delivery, six items over the 3-item price, a fridge plus a sofa, half
price, a routine treatment plus a home visit, over-65s' £5 off, two toes of nail surgery, half price for
a missed appointment), values a later line changed (the 45-minute lesson, scissors, the year
subscription, the van pitch, the 3-item price, custom insoles), conditions and yes/no (mostly "no": a
half-term lesson, a refund without notice, home visits, ceramic knives, cylinder mower blades, a noon
drop-off for the same day, a cargo-bike subscription, cash, a late seller, puppies, the substituted
beef, sesame in the spring rolls, a bathroom suite, 12 items, Saturdays, a 3-year-old; one "yes": a dog
on a lead), counts, times and limits (opening on Sunday, the longest stay, the order time, the discount,
the first appointment's length), and answers absent beside near words that are there (ukulele beside
guitar lessons, axes beside knives and chisels, camera surveillance, a cash machine beside "cash"-free
words, a tip beside the driver's note, recycling beside waste, a GP referral). A learner's tools (gas
mark 6, "me and 3 mates at 11 tonight", "one and a half grand in dollars", 11 stone 4, "the day after
tomorrow" from a stated today, 10 UK gallons, "two and a half litres of the white", "twenty to seven",
an optional carrier left out, a bill split four ways, half a litre in ml, an hour and three quarters,
two and a half dozen, no tool fits, a required day missing); structured output of learner schemas (10
miles in km, 7 lb 8 oz in kg, ten past four in the afternoon, a TypedDict floor and no lift, "extra
large" as a Literal, an optional dietary field with "no dietary requirements", a list with an item taken
back, "turns 40 next month", 30 days after a date, third from bottom of 20, a TypedDict consent bool, a
JSON schema dict with a dozen and a half); graders (a yes/no support check whose answer is no, a
structured relevance bool false, stars out of 5 for an unhelpful answer, a Kannada ಧನಾತ್ಮಕ / ಋಣಾತ್ಮಕ label
whose answer is ಋಣಾತ್ಮಕ, a ``PromptTemplate | llm | StrOutputParser`` PASS / FAIL grader whose answer is
PASS, a TypedDict grounded bool false, a yes/no complaint check whose answer is yes, a ``Literal`` urgent /
not_urgent label that should be not_urgent); conversations (a "they" follow-up beside another couple, a
flight time corrected, a locker number recalled, a running sum of distances, a Marathi rupee
subtraction, "r u a bot", an end time from a start and a running time, "who do i ask about my payslip").

Oracles as in the sixty-first set (its text helpers copied; Dutch not-given phrases ``_NL_NOT_GIVEN`` and
a Dutch-aware ``_new_not_old_nl`` new), and strict: the asked result is required; a reply quoting most of
its document (``_under_half`` on every grounded case, and ``_none_of`` with two markers of each document
that answer no case, none of them on a title line), another row's value, an old value or an operand is
wrong; ``_absent`` where the material does not hold it; ``_no_call`` where no tool fits or a value is
missing. Every text oracle judges the reply with the simulator's limit sentences cut out (``_judged``).

Before the commit that holds this set the oracles were tried on one to three right replies written by
hand for every one of the 99 cases (134 text replies for the 68 text cases, each also with a limit
sentence put before it; 16 hand-made tool calls or no-call replies for the 15 tool cases; 18 parsed
objects for the 16 structured cases and structured graders): none was rejected. On each grounded case's whole document echoed back, bare, after "Here is what
I found:" and cut at 800 characters after it: none passed. On a bare limit sentence: none of the text
cases passed. On wrong replies (131 text: an old value, an operand, another row's value, a yes for a no,
a quoted line without the asked working; 27 wrong tool calls, 24 wrong parsed objects) none passed (one
hand-made "wrong" reply that held the right figure was dropped as no wrong reply). The program shapes
were run once with langchain's ``GenericFakeChatModel`` (``bind_tools`` returning itself) to check the
harness code, not the simulator: none crashed. The simulator was not run on this set before that commit.

FIRST SIGHT on start80 at f742ff07 (the branch point of ``held62``; one run with ``-v --rules``, about 14 s
wall, 6 s CPU), 99 cases: right 33, stated limit 56, silently wrong 10, false alarms 1, with the oracles as
committed (4a2fc018). The harness did not crash. The per-case rules table of that run is
``sixtysecond_first_sight.csv`` (the columns of ``sixtyfirst_first_sight.csv``; its ``verdict`` column counts
the false alarm apart, so it reads 33 right / 55 limit / 1 false_alarm / 10 wrong). No call of this run held
an ``answer_rule``; the ``chooser`` column holds what the explanations expose (``compared``, ``ruled_out``). No
oracle rejected a truly right reply: none was mended after the run. Pinned at these counts in
``test_pins.py``. Limits are attributed per reply (see above).

Read with care. One oracle let a flawed reply through as right, left as it is and named here: nl-jaar (the
title, the day-rate line "€ 1,25" - another row's value - and the Wijziging line with € 135,00 quoted, with no
sentence of its own). One oracle judged a borderline reply wrong, left as it is: foot-first-length (the one
sentence quoted whole: "lasts 45 minutes; routine treatments after that are £42 for 30 minutes" - the asked
length beside another row's length, which the oracle excludes as set out above). And one oracle breaks the
rule stated above: the receipt's second dump marker "#4471" stands on its title line; it decides only
receipt-time, whose reply is wrong anyway (the asked time only inside a quoted section heading, the line
answered a dish and its price). Read strictly: 32 right, 56 limits, 11 silently wrong, 1 false alarm; read
leniently on foot-first-length: 34 / 56 / 9 / 1.

The silently wrong (10): guitar-home ("I don't know." beside "no home visits"), knife-chip (the over-20cm
row picked by its threshold, the chipped-tip surcharge not added: wanted £10), receipt-time (a dish's line
under the quoted heading that holds the time), foot-insoles (the old £240 from the listing sentence, the
paragraph's closing amendment to £260 not applied), foot-home (the home-visit line picked by the 5-mile
threshold, not added to the routine treatment: wanted £62), foot-two-toes (the per-toe line quoted, not
doubled: wanted £590), foot-first-length (see above), schema-turns-40 (years=40 for "turns 40 next month"),
schema-due-30 (the issue date as the due date), grade-pass (a PASS / FAIL grader chain answered the graded
question instead of grading). The false alarm: tool-no-fit (no call, right, but the reply is a limit
sentence, as in the sixty-first set). Classes, code paths and proposed mechanisms:
``SIXTYSECOND_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.sixtysecond_set`` prints the counts (``-v``: each case;
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


_DA_NOT_GIVEN = ("står ikke", "nævnes ikke", "nævner ikke", "ikke nævnt", "ingen oplysning", "oplyser ikke",
                 "fremgår ikke", "ved ikke", "ved jeg ikke", "jeg ved det ikke", "kan ikke finde", "ikke angivet", "siger ikke", "ikke beskrevet")

_DA_CHANGE = re.compile(r"rettelse|rettet|ændr|tidligere|\bfør\b|\bnu\b|i stedet|hævet|sat op|steget|oprindeligt|"
                        r"\bvar\b|ikke længere", re.I)


def _new_not_old_da(new_pattern: str, old_pattern: str):
    """``_new_not_old`` with Danish change words too."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?;\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not (_CHANGE.search(sentence) or
                                                                _DA_CHANGE.search(sentence)):
                return False
        return True

    return ok


_NO_TAIL = r"(?!\d|[.,]\d)"


def _w(number: str) -> str:
    """A pattern for a whole number ``number`` (not part of a longer number or a decimal)."""
    return rf"(?<![\d.,]){number}(?:[.,]00?)?{_NO_TAIL}"


def _amt(number: str) -> str:
    """A pattern for an amount with pence ("4.50": "4.50", "£4.50", "4,50"; not "14.50", "4.505")."""
    whole, _, pence = number.partition(".")
    return rf"(?<![\d.,]){whole}[.,]{pence}0?(?!\d)"


_NL_NOT_GIVEN = ("staat niet", "niet vermeld", "wordt niet genoemd", "niet genoemd", "weet ik niet", "geen informatie",
                 "niet bekend", "kan ik niet vinden", "niet aangegeven", "vermeldt niet", "noemt niet", "zegt niet",
                 "niets over", "geen gegevens", "ik weet het niet")

_NL_CHANGE = re.compile(r"wijziging|gewijzigd|\bnu\b|\bwas\b|eerder|vroeger|voorheen|in plaats van|niet meer|"
                        r"verhoogd|\boud|oorspronkelijk|\bvan\b", re.I)


def _new_not_old_nl(new_pattern: str, old_pattern: str):
    """``_new_not_old`` with Dutch change words too."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?;\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not (_CHANGE.search(sentence) or
                                                                _NL_CHANGE.search(sentence)):
                return False
        return True

    return ok


def _not(check):
    """The reply fails ``check``."""
    return lambda out: not check(out)


# --- program shapes -------------------------------------------------------------------------------


def _guitar_sequence(question: str):
    """A learner's ``StateGraph`` over a TypedDict state ``{question, terms, answer}`` built with
    ``add_sequence([load_terms, answer])``: a model-free node loads the teacher's terms into the state,
    the second asks the model (terms in the system message)."""
    def run(llm):
        from langgraph.graph import START, StateGraph

        class LessonState(TypedDict):
            question: str
            terms: str
            answer: str

        def load_terms(state: LessonState):
            return {"terms": GUITAR}

        def answer(state: LessonState):
            reply = llm.invoke([SystemMessage("You answer parents' questions about guitar lessons, using the "
                                              f"teacher's terms:\n\n{state['terms']}"),
                                HumanMessage(state["question"])])
            return {"answer": _text(reply)}

        g = StateGraph(LessonState)
        g.add_sequence([load_terms, answer])
        g.add_edge(START, "load_terms")
        out = g.compile().invoke({"question": question, "terms": "", "answer": ""})
        return AIMessage(out.get("answer", ""))

    return run


def _knife_dict(question: str):
    """A dict literal coerced to a ``RunnableParallel`` at the head of the chain:
    ``{"board": RunnableLambda(lambda _: KNIFE), "q": RunnablePassthrough()} | prompt | llm | StrOutputParser()``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnablePassthrough

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You run a knife sharpening stall. Your till's price list:\n\n{board}"), ("human", "{q}")])
        chain = {"board": RunnableLambda(lambda _: KNIFE), "q": RunnablePassthrough()} | prompt | llm | StrOutputParser()
        return AIMessage(chain.invoke(question))

    return run


def _nl_stream(question: str):
    """``llm.stream`` over a system + human message list, in Dutch; the chunks' text joined."""
    def run(llm):
        chunks = list(llm.stream([SystemMessage(f"Je beantwoordt vragen over de fietsenstalling:\n\n{NL}"),
                                  HumanMessage(question)]))
        return AIMessage("".join(_text(c) for c in chunks))

    return run


def _boot_agent(question: str):
    """``create_agent`` with TWO learner tools: ``weather_forecast(day)`` (not about the sale) and
    ``boot_sale_info(question)`` returning the whole leaflet. No ``response_format``: the last
    message's text; with no ``boot_sale_info`` result the outcome is empty (wrong)."""

    @tool
    def weather_forecast(day: str) -> str:
        """The weather forecast for a day."""
        return "Dry, light wind, 14C."

    @tool
    def boot_sale_info(question: str) -> str:
        """Look up Holly Farm car boot sale's prices and rules."""
        return BOOT

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [weather_forecast, boot_sale_info],
                             system_prompt="You answer questions about the Holly Farm car boot sale.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "boot_sale_info" for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


def _receipt_value(question: str):
    """``ChatPromptTemplate.invoke(...)`` returning a ``PromptValue``, then ``llm.invoke(prompt_value)``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Help the customer with questions about their takeaway order. The receipt:\n\n{receipt}"),
            ("human", "{question}")])
        return llm.invoke(prompt.invoke({"receipt": RECEIPT, "question": question}))

    return run


def _bulky_config(question: str):
    """``ChatPromptTemplate | llm.with_config(run_name="bulky-waste", tags=[...])`` then ``.content``."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer residents' questions from the council's bulky waste page:\n\n{page}"),
            ("human", "{question}")])
        chain = prompt | llm.with_config(run_name="bulky-waste", tags=["council"])
        return AIMessage(_text(chain.invoke({"page": BULKY, "question": question})))

    return run


def _foot_trimmed(question: str):
    """``trim_messages`` (``strategy="last"``, ``token_counter=len``, ``max_tokens=2``, ``include_system=True``,
    ``start_on="human"``) over a system message (the clinic's price paragraph) and an earlier greeting
    exchange, then ``llm.invoke`` on what is left (the system message and the question)."""
    def run(llm):
        from langchain_core.messages import trim_messages

        history = [SystemMessage(f"You are the receptionist of a foot clinic. Our prices:\n\n{FOOT}"),
                   HumanMessage("hi there"), AIMessage("Hello! How can I help?"), HumanMessage(question)]
        kept = trim_messages(history, strategy="last", token_counter=len, max_tokens=2, include_system=True,
                             start_on="human")
        return llm.invoke(kept)

    return run


# --- documents ------------------------------------------------------------------------------------

GUITAR = """Strings Attached - guitar lessons with Tom Beckett
Autumn term 2026: 12 weeks, from 7 September (half term week of 26 October: no lessons).
30-minute lesson: £19 per week
45-minute lesson: £27 per week
60-minute lesson: £35 per week
Term fees are paid in full before the first lesson.
Second child in the same family: 10% off their term fee.
Missed lessons are not refunded or rearranged unless I have 24 hours' notice.
Exam entry fees (Rockschool / Trinity) are paid separately to the exam board.
Loan acoustic guitar for beginners: £15 per term.
I teach from my home studio on Fernbank Road, Leeds; no home visits.
Update 1 August: the 45-minute lesson is now £29 per week."""

_GUITAR_DUMP = ("Rockschool", "paid in full before")

KNIFE = """# Sharp Edge knife sharpening - market stall price list (till export)
ITEM|PRICE|NOTE
Kitchen knife up to 20cm|£5.00|per knife
Kitchen knife over 20cm|£7.00|per knife
Serrated / bread knife|£8.00|per knife
Scissors|£6.00|per pair
Garden shears|£12.00|per pair
Lawnmower blade|£15.00|rotary only
Chisel / plane iron|£4.50|each
Bundle: any 5 kitchen knives|£22.00|up to 20cm only
Ceramic knives|-|not sharpened
Chipped tip repair|£3.00|on top of the sharpening price
Same day service|-|drop off before 11am, collect after 3pm
Correction 14 March: Scissors|£6.50|per pair"""

_KNIFE_DUMP = ("plane iron", "ITEM|PRICE")

NL = """Fietsenstalling Stationsplein - tarieven 2026
Eerste 24 uur: gratis
Daarna per dag (of deel van een dag): € 1,25
Maandabonnement: € 12,50
Jaarabonnement: € 125,00
Bakfietsen en fietsen met aanhanger: dubbel tarief, geen abonnement mogelijk.
Laadpunt e-bike: € 0,50 per laadbeurt.
Open: ma-za 05:30-01:00, zo 07:00-01:00.
Fietsen die langer dan 28 dagen staan, worden verwijderd.
Betalen met pinpas of OV-chipkaart; geen contant geld.
Wijziging per 1 april: het jaarabonnement kost nu € 135,00."""

_NL_DUMP = ("laadbeurt", "e-bike")

BOOT = """HOLLY FARM CAR BOOT SALE - Sundays, April to October
Sellers:
  Car pitch £10
  Van, or car with trailer £15
  Extra table space (3 m) £4
  Food and drink sellers: by permit only, £30 per Sunday
Sellers' gate opens 5:30am; pitches are not held after 7:30am.
Buyers:
  Early birds (6:30-8am) £2 per person
  After 8am 50p per person; under 14s free
No new goods, no live animals, no knives.
Parking is in the field; if the field is waterlogged the sale is off - check our Facebook page by 5am.
Dogs on leads welcome.
Toilets are behind the farm shop.
Correction to our April poster: the van pitch is £16, not £15."""

_BOOT_DUMP = ("Toilets", "Facebook")

RECEIPT = """GOLDEN WOK - order #4471 - Fri 4 Dec 2026 19:42 - delivery
1 x Salt and pepper chicken         £8.50
2 x Egg fried rice (£3.80 each)     £7.60
1 x Crispy chilli beef              £9.20
3 x Spring rolls (£1.10 each)       £3.30
1 x Prawn crackers                  £2.00
Subtotal                            £30.60
Delivery fee                        £2.50
Discount (10% off food over £25)   -£3.06
Total paid (card)                   £30.04
Driver note: Crispy chilli beef out of stock - replaced with Chilli chicken (£8.40); £0.80 refunded to your card.
Allergens: the salt and pepper chicken contains sesame; the spring rolls contain wheat."""

_RECEIPT_DUMP = ("Prawn crackers", "#4471")

BULKY = """Eastfield District Council - bulky waste collections
We collect large household items from the kerbside on Tuesdays and Thursdays.
Up to 3 items: £27.00
Each additional item (up to 10 items in total): £8.00
Fridges and freezers: £35.00 each (not part of the 3-item price)
Residents on council tax reduction pay half price.
We do not take: building rubble, car parts, garden waste, bathroom suites, anything over 2 m long.
Book at least 5 working days ahead online or on 01632 960440.
Items must be outside by 7am on the collection day.
Cancellations with 48 hours' notice get a full refund.
Revised charge from 1 January: up to 3 items is now £30.00."""

_BULKY_DUMP = ("01632", "outside by")

FOOT = ("Fenwick Foot Clinic (HCPC-registered podiatrists) - prices from 1 February 2026. A first appointment, "
        "with a full assessment, is £52 and lasts 45 minutes; routine treatments after that are £42 for 30 minutes. "
        "Nail surgery (partial nail removal under local anaesthetic) is £295 per toe, including two check-ups. "
        "Verruca needling is £180. Custom insoles are £240 a pair; off-the-shelf insoles are £35 a pair. Home "
        "visits are £20 on top of the treatment price, within 5 miles only. Over-65s get £5 off routine treatments. "
        "Appointments missed or cancelled with less than 24 hours' notice are charged at half price. We do not "
        "treat children under 5. Please note (amended 10 February): custom insoles are now £260 a pair.")

_FOOT_DUMP = ("HCPC", "off-the-shelf")

_DOCS = {"guitar": GUITAR, "knife": KNIFE, "nl": NL, "boot": BOOT, "receipt": RECEIPT, "bulky": BULKY, "foot": FOOT}

_YES_NL = ("ja", "yes")
_NO_NL = ("nee", "no")

GROUNDED = [
    # a guitar teacher's term fees (an Update line) in an add_sequence graph
    Case("guitar-45", _guitar_sequence("how much is a 45 min lesson"),
         _both(_new_not_old(_w("29"), _w("27")), _none_of(*_GUITAR_DUMP))),
    Case("guitar-term30", _guitar_sequence("30 min lessons, whats the total for the whole term"),
         _both(_n("228"), _none_of(*_GUITAR_DUMP))),
    Case("guitar-sibling", _guitar_sequence("both my kids want 30 min lessons, total for the term with the sibling "
                                            "discount?"),
         _both(_re(_amt("433.20")), _none_of(*_GUITAR_DUMP))),
    Case("guitar-loan", _guitar_sequence("complete beginner with no guitar, 30 min lessons, what do i pay for the "
                                         "term incl borrowing one"),
         _both(_n("243"), _none_of(*_GUITAR_DUMP))),
    Case("guitar-halfterm", _guitar_sequence("is there a lesson the week of 26 october"),
         _both(_denies("no lessons", "half term", "half-term"), _none_of(*_GUITAR_DUMP))),
    Case("guitar-missed", _guitar_sequence("we missed last weeks lesson and forgot to tell u, do we get a refund"),
         _both(_denies("not refunded", "no refund", "won't be refunded", "isn't refunded", "not be refunded",
                       "not rearranged"), _none_of(*_GUITAR_DUMP))),
    Case("guitar-home", _guitar_sequence("can u come to our house for the lessons"),
         _both(_denies("no home visits", "don't do home visits", "do not do home visits", "home studio", "can't",
                       "cannot"), _none_of(*_GUITAR_DUMP))),
    Case("guitar-ukulele-absent", _guitar_sequence("do u teach ukulele as well"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_GUITAR_DUMP))),
    # a knife sharpening stall's pipe-delimited till export (a correction line), a dict-literal chain head
    Case("knife-scissors", _knife_dict("how much to sharpen scissors"),
         _both(_new_not_old(_amt("6.50"), _amt("6.00") + r"|£6(?!\d|[.,]\d)"), _none_of(*_KNIFE_DUMP))),
    Case("knife-bundle-save", _knife_dict("if i bring 5 small kitchen knives how much do i save with the bundle"),
         _both(_n("3"), _none_of("chip", *_KNIFE_DUMP))),
    Case("knife-mix", _knife_dict("2 bread knives and a pair of garden shears, total?"),
         _both(_n("28"), _none_of(*_KNIFE_DUMP))),
    Case("knife-chip", _knife_dict("my chefs knife is 25cm and the tip is chipped, how much all in"),
         _both(_n("10"), _none_of(*_KNIFE_DUMP))),
    Case("knife-ceramic", _knife_dict("can u do my ceramic knife"),
         _both(_denies("not sharpened", "don't sharpen", "do not sharpen", "can't", "cannot", "no ceramic"),
               _none_of(*_KNIFE_DUMP))),
    Case("knife-cylinder", _knife_dict("do u sharpen the blades off a cylinder mower"),
         _both(_denies("rotary only", "only rotary", "can't", "cannot", "not cylinder", "don't do cylinder"),
               _none_of(*_KNIFE_DUMP))),
    Case("knife-noon", _knife_dict("if i drop my knives off at 12 can i have them back today"),
         _both(_denies("before 11", "can't", "cannot", "not same day", "next day", "too late"),
               _none_of(*_KNIFE_DUMP))),
    Case("knife-axe-absent", _knife_dict("do u sharpen axes"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_KNIFE_DUMP))),
    # a Dutch station bicycle park's tariffs (a Wijziging line), llm.stream chunks joined
    Case("nl-jaar", _nl_stream("wat kost een jaarabonnement?"),
         _both(_new_not_old_nl(_w("135"), _w("125")), _none_of(*_NL_DUMP))),
    Case("nl-3dagen", _nl_stream("mijn fiets staat er 3 dagen (72 uur), wat moet ik betalen"),
         _both(_re(_amt("2.50")), _none_of("3,75", *_NL_DUMP))),
    Case("nl-besparen", _nl_stream("hoeveel bespaar ik met een jaarabonnement tov 12 losse maandabonnementen"),
         _both(_n("15"), _not(_n("25")), _none_of(*_NL_DUMP))),
    Case("nl-bakfiets", _nl_stream("kan ik een abonnement nemen voor mijn bakfiets"),
         _both(_denies("geen abonnement", "niet mogelijk", "kan niet", "helaas niet", yes=_YES_NL, no=_NO_NL),
               _none_of(*_NL_DUMP))),
    Case("nl-contant", _nl_stream("kan ik contant betalen"),
         _both(_denies("geen contant", "niet contant", "alleen met pin", "kan niet", "niet mogelijk", yes=_YES_NL,
                       no=_NO_NL), _none_of(*_NL_DUMP))),
    Case("nl-zondag", _nl_stream("hoe laat gaat de stalling open op zondag"),
         _both(_re(r"07[:.]00|(?<!\d)7 uur|(?<![\d:.])7[:.]00"), _none_of("05:30", *_NL_DUMP))),
    Case("nl-weken", _nl_stream("hoe lang mag mijn fiets er maximaal staan"),
         _both(_re(r"(?<![\d.,])28(?!\d)|vier weken|4 weken"), _none_of(*_NL_DUMP))),
    Case("nl-camera-absent", _nl_stream("is er cameratoezicht in de stalling"),
         _both(_absent(*_NL_NOT_GIVEN, *_NOT_GIVEN), _not_opening("ja", "yes"), _none_of(*_NL_DUMP))),
    # a car boot sale leaflet (a correction line), an agent with two tools, one off the subject
    Case("boot-van", _boot_agent("how much is a pitch for a van"),
         _both(_new_not_old(_w("16"), _w("15")), _none_of(*_BOOT_DUMP))),
    Case("boot-family", _boot_agent("me, my wife and our kids aged 9 and 15, getting there about 9am, how much to "
                                    "get in"),
         _both(_re(_amt("1.50")), _none_of(*_BOOT_DUMP))),
    Case("boot-early", _boot_agent("3 of us want to get there at 7am, how much to get in"),
         _both(_n("6"), _none_of(*_BOOT_DUMP))),
    Case("boot-car-table", _boot_agent("selling from my car plus an extra table, how much"),
         _both(_n("14"), _none_of(*_BOOT_DUMP))),
    Case("boot-late", _boot_agent("can i rock up at 8 and still get a pitch to sell"),
         _both(_denies("not held", "can't", "cannot", "too late", "7:30", "7.30"), _none_of(*_BOOT_DUMP))),
    Case("boot-puppies", _boot_agent("can i sell puppies there"),
         _both(_denies("no live animals", "not allowed", "can't", "cannot", "live animals"), _none_of(*_BOOT_DUMP))),
    Case("boot-dog", _boot_agent("can i bring my dog"),
         _both(_not_opening("no"), _any("yes", "welcome", "on a lead", "on leads"), _none_of(*_BOOT_DUMP))),
    Case("boot-atm-absent", _boot_agent("is there a cash machine there"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_BOOT_DUMP))),
    # a takeaway receipt with a driver's substitution and refund, a PromptValue passed to llm.invoke
    Case("receipt-rice-each", _receipt_value("how much was each egg fried rice"),
         _both(_re(_amt("3.80")), _none_of(*_RECEIPT_DUMP))),
    Case("receipt-refund", _receipt_value("so what did i actually end up paying after the refund"),
         _both(_re(_amt("29.24")), _none_of(*_RECEIPT_DUMP))),
    Case("receipt-beef", _receipt_value("did they send the crispy chilli beef"),
         _both(_denies("out of stock", "replaced", "didn't", "did not", "wasn't sent", "was not sent"),
               _none_of(*_RECEIPT_DUMP))),
    Case("receipt-discount", _receipt_value("how much did the discount take off"),
         _both(_re(_amt("3.06")), _none_of(*_RECEIPT_DUMP))),
    Case("receipt-collect", _receipt_value("how much wouldve it been if id collected it myself (no delivery fee)"),
         _both(_re(_amt("27.54")), _none_of(*_RECEIPT_DUMP))),
    Case("receipt-sesame", _receipt_value("do the spring rolls have sesame in them"),
         _both(_denies("wheat", "don't contain sesame", "do not contain sesame", "no sesame", "doesn't"),
               _none_of(*_RECEIPT_DUMP))),
    Case("receipt-time", _receipt_value("what time did i place the order"),
         _both(_re(r"19[:.]42|7[:.]42"), _none_of(*_RECEIPT_DUMP))),
    Case("receipt-tip-absent", _receipt_value("did i tip the driver"),
         _both(_absent("no tip", *_NOT_GIVEN), _not_opening("yes"), _none_of(*_RECEIPT_DUMP))),
    # a council's bulky waste page (a Revised line), a prompt | llm.with_config(...) chain
    Case("bulky-three", _bulky_config("price for 3 items?"),
         _both(_new_not_old(_w("30"), _w("27")), _none_of(*_BULKY_DUMP))),
    Case("bulky-six", _bulky_config("sofa, bed, wardrobe, table and 2 chairs, how much"),
         _both(_n("54"), _none_of(*_BULKY_DUMP))),
    Case("bulky-fridge", _bulky_config("just a fridge freezer and a sofa, total?"),
         _both(_n("65"), _none_of(*_BULKY_DUMP))),
    Case("bulky-reduction", _bulky_config("im on council tax reduction, 3 items how much"),
         _both(_n("15"), _none_of("13.50", *_BULKY_DUMP))),
    Case("bulky-bath", _bulky_config("will u take my old bathroom suite"),
         _both(_denies("do not take", "don't take", "not take", "can't", "cannot", "won't"),
               _none_of(*_BULKY_DUMP))),
    Case("bulky-twelve", _bulky_config("can u take 12 things in one go"),
         _both(_denies("up to 10", "maximum", "10 items", "can't", "cannot", "no more than"),
               _none_of(*_BULKY_DUMP))),
    Case("bulky-saturday", _bulky_config("can u collect on a saturday"),
         _both(_denies("tuesdays and thursdays", "only on tuesday", "can't", "cannot"), _none_of(*_BULKY_DUMP))),
    Case("bulky-recycle-absent", _bulky_config("does the stuff get recycled"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_BULKY_DUMP))),
    # a foot clinic's prices as one prose paragraph (an amended price), trim_messages before llm.invoke
    Case("foot-insoles", _foot_trimmed("how much are custom insoles"),
         _both(_new_not_old(_w("260"), _w("240")), _none_of(*_FOOT_DUMP))),
    Case("foot-home", _foot_trimmed("routine treatment but at my house (3 miles away), how much"),
         _both(_n("62"), _none_of(*_FOOT_DUMP))),
    Case("foot-over65", _foot_trimmed("im 70, whats a routine treatment cost me"),
         _both(_n("37"), _none_of(*_FOOT_DUMP))),
    Case("foot-two-toes", _foot_trimmed("nail surgery on both big toes, total?"),
         _both(_n("590"), _none_of(*_FOOT_DUMP))),
    Case("foot-missed", _foot_trimmed("i forgot my routine appointment yesterday, what will i be charged"),
         _both(_n("21"), _none_of(*_FOOT_DUMP))),
    Case("foot-toddler", _foot_trimmed("can u see my 3 yr old, her toenail is ingrown"),
         _both(_denies("under 5", "under-5", "don't treat", "do not treat", "can't", "cannot"),
               _none_of(*_FOOT_DUMP))),
    Case("foot-first-length", _foot_trimmed("how long is the first appointment"),
         _both(_re(r"(?<![\d.,])45 ?min|three quarters of an hour"), _none_of("30 min", *_FOOT_DUMP))),
    Case("foot-gp-absent", _foot_trimmed("do i need a referral from my gp"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_FOOT_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def set_oven(celsius: int) -> str:
    """Preheat the oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def book_taxi(passengers: int, time: str) -> str:
    """Book a taxi for today: how many passengers, and the pick-up time as HH:MM on the 24-hour clock."""
    return "booked"


@tool
def pay_invoice(amount: float, currency: Literal["GBP", "EUR", "USD", "JPY"]) -> str:
    """Pay a supplier's invoice: the amount and its currency."""
    return "paid"


@tool
def log_weight(kg: float) -> str:
    """Log today's body weight in kilograms."""
    return "logged"


@tool
def book_table(day: date, people: int) -> str:
    """Book a restaurant table: the date and the number of people."""
    return "booked"


@tool
def log_fuel(litres: float) -> str:
    """Log fuel put in the car, in litres."""
    return "logged"


@tool
def order_paint(colour: Literal["white", "magnolia", "grey"], litres: float) -> str:
    """Order paint: the colour and how many litres."""
    return "ordered"


@tool
def set_alarm(time: str) -> str:
    """Set an alarm; time as HH:MM on the 24-hour clock."""
    return "set"


@tool
def track_parcel(tracking_number: str, carrier: Literal["royal_mail", "dpd", "evri"] | None = None) -> str:
    """Track a parcel by its tracking number; the carrier only if the user names it."""
    return "in transit"


@tool
def split_bill(total: float, people: int) -> str:
    """Split a bill (total in pounds) evenly between a number of people."""
    return "split"


@tool
def water_plant(ml: int) -> str:
    """Record watering a plant with an amount of water in millilitres."""
    return "recorded"


@tool
def pay_parking(hours: float) -> str:
    """Pay for on-street parking for a number of hours."""
    return "paid"


@tool
def order_eggs(count: int) -> str:
    """Order eggs from the farm: how many eggs."""
    return "ordered"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _unset(args: dict, key: str) -> bool:
    return args.get(key) in (None, "", "null", "None")


def _parcel_ok(out) -> bool:
    args = _call_args(out, "track_parcel")
    return (args is not None and re.sub(r"\s", "", str(args.get("tracking_number", ""))) == "77812290"
            and _unset(args, "carrier"))


TOOLS = [
    Case("tool-gas-mark", _calls([set_oven], "preheat the oven to gas mark 6"),
         _call("set_oven", celsius=_num_near(200, 5))),
    Case("tool-taxi", _calls([book_taxi], "taxi for me and 3 mates at 11 tonight"),
         _call("book_taxi", passengers=_num_near(4), time=_hhmm("23:00"))),
    Case("tool-grand-dollars", _calls([pay_invoice], "pay the printers their invoice, one and a half grand in "
                                                     "dollars"),
         _call("pay_invoice", amount=_num_near(1500), currency=lambda v: str(v).strip().upper() == "USD")),
    Case("tool-stone", _calls([log_weight], "weighed myself this morning, 11 stone 4"),
         _call("log_weight", kg=_num_near(71.67, 0.1))),
    Case("tool-day-after", _calls([book_table], "today is sat 14 nov 2037. table for 6 the day after tomorrow"),
         _call("book_table", day=lambda v: str(v) == "2037-11-16", people=_num_near(6))),
    Case("tool-gallons", _calls([log_fuel], "put 10 gallons in the car (uk gallons)"),
         _call("log_fuel", litres=_num_near(45.46, 0.1))),
    Case("tool-paint", _calls([order_paint], "two and a half litres of the white pls"),
         _call("order_paint", colour=lambda v: str(v).strip().lower() == "white", litres=_num_near(2.5))),
    Case("tool-twenty-to-seven", _calls([set_alarm], "wake me at twenty to seven tomorrow morning"),
         _call("set_alarm", time=_hhmm("06:40"))),
    Case("tool-parcel-no-carrier", _calls([track_parcel], "where's my parcel, number 7781 2290"), _parcel_ok),
    Case("tool-split", _calls([split_bill], "split the £84 between the four of us"),
         _call("split_bill", total=_num_near(84), people=_num_near(4))),
    Case("tool-half-litre", _calls([water_plant], "gave the fern half a litre of water"),
         _call("water_plant", ml=_num_near(500))),
    Case("tool-hour-three-quarters", _calls([pay_parking], "pay for parking for an hour and three quarters"),
         _call("pay_parking", hours=_num_near(1.75))),
    Case("tool-dozen-half", _calls([order_eggs], "two and a half dozen eggs please"),
         _call("order_eggs", count=_num_near(30))),
    Case("tool-no-fit", _calls([set_oven, split_bill, order_eggs], "whats the capital of peru"), _no_call),
    Case("tool-day-missing", _calls([book_table], "book a table for 4"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Walk(BaseModel):
    km: float = Field(description="the walk's length in kilometres")


class Baby(BaseModel):
    kg: float = Field(description="the baby's birth weight in kilograms")


class Meeting(BaseModel):
    start_24h: str = Field(description="start time as HH:MM on the 24-hour clock")


class Flat(TypedDict):
    floor: Annotated[int, ..., "which floor the flat is on"]
    has_lift: Annotated[bool, ..., "true if the building has a lift"]


class Shirt(BaseModel):
    size: Literal["S", "M", "L", "XL"] = Field(description="the shirt size")


class Guest(BaseModel):
    name: str = Field(description="the guest's full name")
    dietary: str | None = Field(default=None, description="dietary requirement, only if the guest has one")


class Shopping(BaseModel):
    items: list[str] = Field(description="what to buy")


class Age(BaseModel):
    years: int = Field(description="the person's age now, in years")


class Invoice(BaseModel):
    due: date = Field(description="the invoice's due date")


class LeaguePlace(BaseModel):
    position: int = Field(description="league position, 1 for the top team")


class PhotoConsent(TypedDict):
    photos_ok: Annotated[bool, ..., "true if the parent allows photos of the child"]


PARTY_SCHEMA = {"title": "Party", "type": "object",
                "properties": {"guests": {"type": "integer", "description": "how many people are coming"}},
                "required": ["guests"]}


def _no_diet(g) -> bool:
    return g.name.strip() == "Priya Shah" and (g.dietary is None or g.dietary.strip().lower() in ("", "none"))


STRUCTURED = [
    Case("schema-miles", _structured(Walk, "It's a 10 mile walk round the reservoir."),
         _parsed(lambda w: abs(w.km - 16.09) <= 0.05)),
    Case("schema-lb-oz", _structured(Baby, "Baby Alfie arrived weighing 7 lb 8 oz!"),
         _parsed(lambda b: abs(b.kg - 3.40) <= 0.02)),
    Case("schema-ten-past-four", _structured(Meeting, "Let's meet at ten past four in the afternoon."),
         _parsed(lambda m: m.start_24h.strip() == "16:10")),
    Case("schema-flat", _structured(Flat, "We're on the third floor and there's no lift, sorry."),
         _parsed(lambda f: isinstance(f, dict) and f.get("floor") == 3 and f.get("has_lift") is False)),
    Case("schema-extra-large", _structured(Shirt, "extra large please"), _parsed(lambda s: s.size == "XL")),
    Case("schema-no-diet", _structured(Guest, "Guest: Priya Shah. No dietary requirements."), _parsed(_no_diet)),
    Case("schema-no-eggs", _structured(Shopping, "Milk, eggs and bread - oh wait, we've still got eggs, so no "
                                                 "eggs."),
         _parsed(lambda s: {x.strip().lower() for x in s.items} == {"milk", "bread"})),
    Case("schema-turns-40", _structured(Age, "My mum turns 40 next month."), _parsed(lambda a: a.years == 39)),
    Case("schema-due-30", _structured(Invoice, "Issued 28 January 2037, payment due 30 days later."),
         _parsed(lambda i: str(i.due) == "2037-02-27")),
    Case("schema-third-bottom", _structured(LeaguePlace, "We're third from bottom in a 20-team league."),
         _parsed(lambda p: p.position == 18)),
    Case("schema-photos-ok", _structured(PhotoConsent, "Happy for you to take photos of Sam, no problem at all."),
         _parsed(lambda c: isinstance(c, dict) and c.get("photos_ok") is True)),
    Case("schema-dozen-half", _structured(PARTY_SCHEMA, "About a dozen and a half people are coming."),
         _parsed(lambda p: isinstance(p, dict) and _num_near(18)(p.get("guests")))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Relevant(BaseModel):
    relevant: bool = Field(description="true if the passage is relevant to the question")


class Helpfulness(BaseModel):
    """How helpful the answer is."""

    stars: int = Field(description="stars from 1 to 5: 1 = no help at all, 5 = fully answers the question")


class Grounded(TypedDict):
    grounded: Annotated[bool, ..., "true if every claim in the answer is backed by the source"]


class Urgency(BaseModel):
    label: Literal["urgent", "not_urgent"] = Field(description="how urgent the message is")


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
    Case("grade-supported", _ask("Does the context support the answer? Reply yes or no only.\n"
                                 "Context: The library opens at 9am on Saturdays.\n"
                                 "Answer: The library opens at 10am on Saturdays."), _only("no")),
    Case("grade-relevant", _grader(Relevant, "Decide whether the passage is relevant to the question.",
                                   "Question: when does the number 38 bus stop running\n"
                                   "Passage: Cream the butter and sugar, then fold in the flour."),
         _parsed(lambda r: r.relevant is False)),
    Case("grade-stars", _grader(Helpfulness, "Rate how helpful the answer is, 1 to 5 stars.",
                                "Question: how do I reset my router\nAnswer: Routers are devices that connect "
                                "networks."),
         _parsed(lambda h: h.stars <= 2)),
    Case("label-kn", _ask("ಈ ವಿಮರ್ಶೆ ಧನಾತ್ಮಕವೇ ಅಥವಾ ಋಣಾತ್ಮಕವೇ? ಲೇಬಲ್ ಮಾತ್ರ ಬರೆಯಿರಿ.\n"
                          "ವಿಮರ್ಶೆ: ಊಟ ತಣ್ಣಗಿತ್ತು, ಸೇವೆ ತುಂಬಾ ನಿಧಾನವಾಗಿತ್ತು. ಮತ್ತೆ ಬರುವುದಿಲ್ಲ."),
         _only("ಋಣಾತ್ಮಕ", "ಋಣಾತ್ಮಕವೇ", "ಋಣಾತ್ಮಕವಾಗಿದೆ")),
    Case("grade-pass", _grader_chain("Question: {q}\nReference: {ref}\nStudent answer: {ans}\nDoes the student "
                                     "answer match the reference? Reply PASS or FAIL only.",
                                     q="What is the boiling point of water at sea level in Celsius?",
                                     ref="100", ans="one hundred degrees"),
         _only("PASS")),
    Case("grade-grounded", _grader(Grounded, "Check the answer against the source.",
                                   "Source: The gym is open 6am to 10pm on weekdays.\n"
                                   "Answer: The gym is open 24 hours a day, and has a sauna."),
         _parsed(lambda g: isinstance(g, dict) and g.get("grounded") is False)),
    Case("grade-complaint", _ask("Is this message a complaint? Answer yes or no.\nMessage: the delivery was two "
                                 "hours late and the pizza was stone cold"), _only("yes")),
    Case("grade-urgent", _grader(Urgency, "Label the message.",
                                 "Message: No rush at all - whenever you get a chance could you send me the "
                                 "slides from Tuesday? Thanks, Ellie"),
         _parsed(lambda u: u.label == "not_urgent")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-they", _thread("Our new neighbours Lena and Joe moved here from Cork, and the old ones went to "
                              "Bristol.", "How nice!", "where are they from again"),
         _both(_any("cork"), _none_of("bristol", "don't know"))),
    Case("conv-flight", _thread("my flight is at 14:05", "Noted.", "oops, its 15:40 not 14:05", "OK.",
                                "what time's my flight"),
         _new_not_old(r"15[:.]40", r"14[:.]05")),
    Case("conv-locker", _thread("my locker at the gym is number 37", "Got it.", "which locker is mine"),
         _both(_re(r"(?<![\d.])37(?!\d)"), _none_of("don't know"))),
    Case("conv-walked", _thread("walked 3.2 km this morning", "Nice.", "then 4.5 km after lunch", "Good going.",
                                "and 2.3 this evening", "Great.", "how far have i walked today"),
         _both(_re(r"(?<![\d.])10(?:[.,]0)?(?!\d|[.,][1-9])\s*(?:km|kilomet)"), _none_of("don't know"))),
    Case("conv-mr", _thread("माझ्याकडे 20 रुपये होते आणि मी 8 रुपयांचे पेन घेतले.", "छान!",
                            "आता माझ्याकडे किती रुपये उरले?"),
         _both(_re(r"(?<![\d.])12(?!\d|[.,]\d)|बारा|१२"), _none_of("माहित नाही", "don't know"))),
    Case("conv-bot", _ask("r u a bot"),
         _both(_not_opening("no"), _either(_re(r"^\W*yes\b"), _any("a bot", "an ai", "a language model",
                                                                   "an assistant", "a simulator", "a program",
                                                                   "not a person", "not human", "not a human")))),
    Case("conv-film-end", _thread("the film starts at 19:45", "Enjoy!", "its 2 hrs 10 mins long, when does it end"),
         _both(_re(r"21[:.]55|9[:.]55 ?pm|five to ten"), _none_of("don't know"))),
    Case("conv-payslip", _thread("Dana looks after payroll and Ken sorts out IT.", "Good to know.",
                                 "who do i ask about a mistake on my payslip"),
         _both(_first_named(r"\bdana\b", r"\bken\b"), _none_of("don't know"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


def main(argv: list[str]) -> None:
    """``-v``: each case; ``--rules OUT.csv``: the per-case rules table too (``_rules_table``)."""
    from tests.sim.fresh import _rules_table

    _rules_table.main(CASES, "sixtysecond", argv)


if __name__ == "__main__":
    main(sys.argv)
