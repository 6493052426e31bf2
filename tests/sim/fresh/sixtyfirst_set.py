"""A sixty-first invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held61``, from tag start79 at 6b90b8dd) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run ("sixty-first set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a skip hire firm's price sheet (tab-separated sizes with bin-bag capacities and prices, a road
permit, extra days beyond 14 at a price per day, items not accepted, mattresses at a price each, no
same-day delivery, a "Price correction" line re-pricing the 8-yard skip) in a learner's two-node
retrieve -> generate ``StateGraph`` over a TypedDict state (a model-free retrieve node ranks the lines
by shared words and keeps them all) run with ``graph.stream(..., stream_mode="values")``; a driving
instructor's lesson prices (single, 1.5- and 2-hour lessons, a block of 10, a test-day package, a
48-hour cancellation rule, a student discount on single lessons only, no Sundays, a "NEW from" line
re-pricing the 2-hour lesson) as OpenAI-style role dictionaries passed straight to ``llm.invoke``; a
climbing centre's price board with dotted leaders (peak and off-peak entry, junior, shoe / harness /
chalk bag hire, a punch card at 9 x the peak price, an induction before a first rope climb, under 8s
bouldering only, auto-belay weight limits, an "amended" shoe hire price) through a ``ChatPromptTemplate``
with a ``MessagesPlaceholder("history")`` (empty) and ``.partial(board=...)``; a self-service
launderette's Java-style ``.properties`` price file (washer sizes, a dryer price per 10 minutes,
a service wash per kg with a minimum, detergent included, last wash, no dyeing, a COMMENTED price
change line) through ``RunnableLambda(build) | llm | StrOutputParser()``; a Danish rowing club's
kontingent (a joining fee, senior / youth / family / passive fees in kroner with a dot as the thousands
mark, two instalments but not for passive members, 8 instruction sessions, a 300 m swimming test, a
kayak rack rent, a "Rettelse" re-pricing the youth fee) as (role, text) tuples to ``llm.invoke``; a
heritage steam railway's leaflet (departures with footnote letters for weekends-only and
diesel-on-Mondays, a journey time, return fares one per line, singles at half the return, a Rover
ticket not valid on Santa Specials, no bicycles, a fare change from 1 July) returned by a
ONE-ARGUMENT ``railway_info(section: Literal[...])`` tool behind ``create_agent`` without
``response_format``; a hospital's car-parking Q&A (tariff bands, a 7-day pass, Blue Badge free, cards
and phone only, a multi-storey height limit, a parking charge notice halved within 14 days, an
"Amended" line re-pricing the 4-hour band) in a ``StateGraph(MessagesState)`` whose model-free route
node returns ``Command(goto=...)`` to one of two answering nodes, compiled with an ``InMemorySaver``;
a yoga studio's email thread whose NEWEST reply is on top (re-pricing the 10-class pass) above the
quoted earlier email (drop-in, 5- and 10-class passes with validity, unlimited monthly, mat hire,
hot yoga extra, passes not shareable, concessions on drop-ins only) through
``SystemMessagePromptTemplate`` / ``HumanMessagePromptTemplate`` and ``format_prompt(...).to_messages()``.

Every case's program run makes only the model calls that produce the asked reply (the retrieve node,
the route node, the tool node and the prompt templates call no model; the graph's and the agent's
calls are all for the asked reply), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed per
reply.

Questions typed the way a hurried learner types ("u", "im", "yr old", "pls", "chucking", "bung"), in
English and Danish: values, worked figures (a skip plus a permit, extra days over 14, mattresses
times a price, a block's saving and its price per lesson, a student 10%, a test-day package, peak
entry plus two hires with an amended price, 9 x a peak price, two off-peak adults, entry plus an
induction, dryer minutes by the 10, a service wash per kg and its minimum, a duvet wash plus drying,
a joining fee plus a year's fee in kroner, an instalment, an arrival from a departure and a journey
time, a single at half a changed return, a family and a dog, a PCN paid early, a week of daily
tariffs against a pass, a price per class on a pass, five drop-ins against a pass, hot yoga plus mat
hire, a concession drop-in), values a later line changed (the 8-yard skip, the 2-hour lesson, shoe
hire, the large washer, the youth fee, the 4-hour band, the 10-class pass), conditions and yes/no
(mostly "no": plasterboard, same-day delivery, the student discount on a block, Sundays, a 6-year-old
on ropes, dyeing, own powder, passive instalments, bikes, the Rover on a Santa Special, steam on a
Monday, a 20-minute drop-off, coins, a 2.4 m van, sharing a pass, a concession on a pass; one "yes":
a late cancellation is charged), counts and limits (bin bags in a midi, the auto-belay maximum,
instruction sessions, a swimming distance, the last train on a weekday, the last wash), and answers
absent beside near words that are there (how long a road permit lasts beside the permit's lead time,
a pass rate beside Pass Plus, buying chalk beside chalk bag hire, ironing beside the service wash,
renting a club kayak beside a kayak rack, parking at the halt, EV charging beside parking charges,
private classes beside class passes). A learner's tools (a quarter of an hour, 68 F, "a fiver" with a
currency enum, "this friday" from a stated today, a UK pint in ml, a couple of dozen, "the biggest
one" with an oat milk bool, an optional phone left out, "half twelve" with a text, 8 by 10 inches in
cm, "fifty euros" with a payee, three weeks in days, a half marathon in km, no tool fits, a required
day missing); structured output of learner schemas (5 foot 9 in cm, 101.3 F in Celsius, quarter to
midnight, a TypedDict of bedrooms and bathrooms, "two separate beds" as a Literal, an optional middle
name absent, a list with an item taken back, a gross, the last Friday of a month, second to last of 9,
a TypedDict "rather not" bool, a JSON schema dict with two and a half thousand); graders (a yes/no
support check whose answer is no, a structured on-topic bool false, marks out of 5 for a clear
explanation, a Telugu సానుకూలం / ప్రతికూలం label whose answer is సానుకూలం, a ``PromptTemplate | llm
| StrOutputParser`` CORRECT / INCORRECT grader, a TypedDict contains-answer bool true, a yes/no
billing check whose answer is yes, a ``Literal`` spam / not_spam label that should be not_spam);
conversations (a "she" follow-up, a room number corrected, a lock code recalled, a running sum of
spending, a Gujarati banana count, "r u a real person", an arrival time from a departure and a
journey, "who do i call about a leaking tap").

Oracles as in the sixtieth set (its text helpers copied; Danish not-given phrases ``_DA_NOT_GIVEN``
and a Danish-aware ``_new_not_old_da`` new), and strict: the asked result is required; a reply quoting
most of its document (``_under_half`` on every grounded case, and ``_none_of`` with two markers of
each document that answer no case, none of them on a title line), another row's value, an old value
or an operand is wrong; ``_absent`` where the material does not hold it; ``_no_call`` where no tool
fits or a value is missing. Every text oracle judges the reply with the simulator's limit sentences
cut out (``_judged``).

Before the commit that holds this set the oracles were tried on one to three right replies written
by hand for every one of the 106 cases (148 text replies for the 75 text cases, each also with a
limit sentence put before it; 15 hand-made tool calls or no-call replies; 16 parsed objects): after
one mend none was rejected (dk-kajak-absent lacked "ved jeg ikke"). On each grounded case's whole
document echoed back, bare, after "Here is what I found:" and cut at 800 characters after it: none
passed. On a bare limit sentence: none of the text cases passed. On wrong replies (95 text: an old
value, an operand, another row's value, a yes for a no, quoted lines without the asked working or
with the old value; 15 wrong tool calls, 16 wrong parsed objects) none passed after two tightenings:
rail-last-weekday let the quoted departures block through (it now excludes two other departures),
hosp-3hrs let the whole tariff answer line plus the amended line through (its "up to 4 hours £5.40"
escaped the old-value check through the change word "to"; it now also excludes the 24-hour band).
The program shapes were run once with langchain's ``GenericFakeChatModel`` (``bind_tools`` returning
itself) to check the harness code, not the simulator: none crashed. The simulator was not run on
this set before that commit.

FIRST SIGHT on start79 at 6b90b8dd (the branch point of ``held61``; one run with ``-v --rules``, about 19 s
wall, 6 s CPU), 106 cases: right 35, stated limit 56, silently wrong 15, false alarms 2, with the
oracles as committed (39e61450). The harness did not crash. The per-case rules table of that run is
``sixtyfirst_first_sight.csv`` (the columns of ``sixtieth_first_sight.csv``; its ``verdict`` column
counts the false alarms apart, so it reads 35 right / 54 limit / 2 false_alarm / 15 wrong). No call
of this run held an ``answer_rule``; the ``chooser`` column holds what the explanations expose
(``picked``, ``compared``). No oracle rejected a truly right reply: none was mended after the run.
Pinned at these counts in ``test_pins.py``. Limits are attributed per reply (see above).

Read with care. Two oracles let a flawed reply through as right, left as they are and named here:
dk-kajak-absent (the instalments line and the kayak-rack line quoted, then "I could not find anything
about 'jeg', 'en', 'klubben' ... I don't know that part": the no is only implied through disowned
function words, beside an unrelated line), hosp-ev-absent (the title and the parking-charge-notice line
quoted for EV charging, then "could not find anything about 'ev', 'points'": honest about the gap, but
the quoted line is unrelated). Read strictly: 33 right, 56 limits, 17 silently wrong, 2 false alarms.

The silently wrong (15): skip-8yd (the correction quoted, then the old 8-yard row and the whole table
echoed), skip-road (the 8-yard correction quoted for a 6-yard skip plus a permit: the correction
followed into another row), skip-bags (the same correction quoted for a midi's bin bags), skip-today
("I don't know." beside "Same-day delivery is not available"), skip-permit-absent (the permit line,
"allow 3 working days", as the permit's validity), drive-block-save (£600 from the test-day £95 read
as the single-lesson price), drive-block-each (the block line quoted, no division: wanted £35),
drive-student (the cancellation line, "1 hr is less than 48 hours": the lesson length read as notice),
climb-kit (£11.00 = harness + old shoe + amended shoe: the entry left out, the old and new shoe prices
both added), climb-punch (the punch card line "9 x the peak entry price" quoted, not worked), dk-ungdom
(the old youth fee 900 kr quoted, the Rettelse not applied, 'koster' disowned), yoga-per-class (the
top reply's correction quoted, no division: wanted £9.50), yoga-hot-drop (the mat and hot yoga lines
quoted, no total: wanted £15), yoga-share ("I don't know." beside "Passes are not shareable"),
tool-pint (``ml=473.18``, a US pint, for "a pint of milk (uk pint)": wanted 568). The false alarms:
yoga-student-drop (£8.80, right, then a limit sentence about the hot-yoga line adjusting prices on
Thursdays), tool-no-fit (no call, right, but the reply is a limit sentence). Classes, code paths and
proposed mechanisms: ``SIXTYFIRST_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.sixtyfirst_set`` prints the counts (``-v``: each case;
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


# --- program shapes -------------------------------------------------------------------------------


def _skip_graph(question: str):
    """A learner's two-node ``StateGraph`` over a TypedDict state ``{question, context, answer}``: a
    model-free ``retrieve`` node ranks the price sheet's lines by words shared with the question and
    keeps them ALL (best first), a ``generate`` node asks the model; run with
    ``graph.stream(..., stream_mode="values")`` and the last state's answer taken."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        class RagState(TypedDict):
            question: str
            context: str
            answer: str

        def retrieve(state: RagState):
            words = set(re.findall(r"[a-z0-9]+", state["question"].lower()))
            lines = [ln for ln in SKIP.splitlines() if ln.strip()]
            ranked = sorted(lines, key=lambda ln: -len(words & set(re.findall(r"[a-z0-9]+", ln.lower()))))
            return {"context": "\n".join(ranked)}

        def generate(state: RagState):
            reply = llm.invoke([SystemMessage("Answer the customer from the skip hire price sheet below.\n\n"
                                              f"{state['context']}"), HumanMessage(state["question"])])
            return {"answer": _text(reply)}

        g = StateGraph(RagState)
        g.add_node("retrieve", retrieve)
        g.add_node("generate", generate)
        g.add_edge(START, "retrieve")
        g.add_edge("retrieve", "generate")
        g.add_edge("generate", END)
        states = list(g.compile().stream({"question": question, "context": "", "answer": ""}, stream_mode="values"))
        return AIMessage(states[-1].get("answer", "") if states else "")

    return run


def _drive_dicts(question: str):
    """OpenAI-style role dictionaries passed straight to ``llm.invoke`` (the price list in the
    system dict)."""
    def run(llm):
        return llm.invoke([{"role": "system", "content": f"You reply to pupils for a driving instructor.\n\n{DRIVE}"},
                           {"role": "user", "content": question}])

    return run


def _climb_placeholder(question: str):
    """``ChatPromptTemplate`` with a ``MessagesPlaceholder("history")`` (an empty history) and the
    board bound by ``prompt.partial(board=...)``; ``| llm | StrOutputParser()``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the front desk of a climbing centre. The price board:\n\n{board}"),
            MessagesPlaceholder("history"), ("human", "{input}")]).partial(board=CLIMB)
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"history": [], "input": question}))

    return run


def _laund_lambda(question: str):
    """A ``RunnableLambda`` that builds the messages (the launderette's properties file in the system
    message), then ``| llm | StrOutputParser()``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.runnables import RunnableLambda

        def build(q: str):
            return [SystemMessage(f"You answer questions about the launderette's price file:\n\n{LAUND}"),
                    HumanMessage(q)]

        return AIMessage((RunnableLambda(build) | llm | StrOutputParser()).invoke(question))

    return run


def _dk_tuples(question: str):
    """(role, text) tuples passed straight to ``llm.invoke``, in Danish."""
    def run(llm):
        return llm.invoke([("system", f"Du svarer medlemmer af roklubben ud fra dette dokument:\n\n{DK}"),
                           ("human", question)])

    return run


def _rail_agent(question: str):
    """``create_agent`` with the learner's ONE-ARGUMENT ``railway_info(section)`` tool whose
    argument is a ``Literal`` of three sections; it returns the whole leaflet whatever the section.
    No ``response_format``: the last message's text; with no tool result the outcome is empty
    (wrong)."""

    @tool
    def railway_info(section: Literal["timetable", "fares", "rules"]) -> str:
        """The steam railway's leaflet: pick the section (timetable, fares or rules)."""
        return RAIL

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [railway_info], system_prompt="You help visitors of a heritage steam railway. "
                                                                "Look things up with railway_info.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "railway_info" for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


def _hosp_command(question: str):
    """A ``StateGraph(MessagesState)`` whose model-free ``route`` node returns
    ``Command(goto="faq")`` (parking words) or ``Command(goto="other")``; both nodes ask the model
    with the FAQ in the system message. Compiled with an ``InMemorySaver`` and run on one thread."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph
        from langgraph.types import Command

        def route(state: MessagesState) -> Command[Literal["faq", "other"]]:
            q = _text(state["messages"][-1]).lower()
            return Command(goto="faq" if any(w in q for w in ("park", "pay", "ticket", "fine", "badge", "car"))
                           else "other")

        def faq(state: MessagesState):
            return {"messages": [llm.invoke([SystemMessage(f"Answer from the hospital's parking FAQ.\n\n{HOSP}"),
                                             *state["messages"]])]}

        def other(state: MessagesState):
            return {"messages": [llm.invoke([SystemMessage(f"You help hospital visitors. Parking FAQ:\n\n{HOSP}"),
                                             *state["messages"]])]}

        g = StateGraph(MessagesState)
        g.add_node("route", route)
        g.add_node("faq", faq)
        g.add_node("other", other)
        g.add_edge(START, "route")
        g.add_edge("faq", END)
        g.add_edge("other", END)
        app = g.compile(checkpointer=InMemorySaver())
        out = app.invoke({"messages": [HumanMessage(question)]}, {"configurable": {"thread_id": "visitor-1"}})
        return AIMessage(_text(out["messages"][-1]))

    return run


def _yoga_templates(question: str):
    """``SystemMessagePromptTemplate`` and ``HumanMessagePromptTemplate`` in a ``ChatPromptTemplate``,
    ``format_prompt(...).to_messages()``, then ``llm.invoke``: the studio's email thread (the newest
    reply on top, the earlier email quoted under it)."""
    def run(llm):
        from langchain_core.prompts import (
            ChatPromptTemplate,
            HumanMessagePromptTemplate,
            SystemMessagePromptTemplate,
        )

        prompt = ChatPromptTemplate.from_messages([
            SystemMessagePromptTemplate.from_template("You answer questions about a yoga studio's prices, from "
                                                      "this email thread:\n\n{emails}"),
            HumanMessagePromptTemplate.from_template("{q}")])
        return llm.invoke(prompt.format_prompt(emails=YOGA, q=question).to_messages())

    return run


# --- documents ------------------------------------------------------------------------------------

SKIP = """BRIGHTWELL SKIPS - skip hire prices (all include 14 days on site and VAT)
Size\tHolds (bin bags)\tPrice
2-yard mini\t20-25\t£180
4-yard midi\t35-45\t£230
6-yard builders\t55-65\t£290
8-yard builders\t70-80\t£330
12-yard maxi (light waste only)\t110-130\t£420
Road permit (skip on the road, not your drive): £60, we apply for it; allow 3 working days.
Extra days beyond 14: £8 per day.
Not accepted: plasterboard, asbestos, tyres, fridges, paint tins.
Mattresses: £25 each.
Overloaded skips (above the rim) will not be collected until levelled.
Same-day delivery is not available.
Payment by card or bank transfer before delivery.
Price correction 2 May: the 8-yard skip is £345, not £330."""

_SKIP_DUMP = ("bank transfer", "2-yard mini")

DRIVE = """Drive Right with Karen - lesson prices 2026
Manual car with dual controls. Pick-up from home, school or work within Hexham.
1-hour lesson: £38
1.5-hour lesson: £55
2-hour lesson: £72
Block of 10 one-hour lessons: £350 (paid in advance)
Pass Plus course (6 hours): £210
Test day: use of the car and a 1-hour warm-up lesson, £95 (the test fee is paid to the DVSA separately)
Cancellations: less than 48 hours' notice is charged in full.
Students: 10% off single lessons (not blocks).
No lessons on Sundays.
NEW from 1 September: the 2-hour lesson goes up to £76."""

_DRIVE_DUMP = ("Pick-up from home", "Pass Plus course")

CLIMB = """VERTICAL LIMITS CLIMBING CENTRE - prices
Adult entry (peak) ..................................... £13.50
Adult entry (off-peak, weekdays before 4pm) ............ £10.00
Junior entry (under 16) ................................ £9.00
Shoe hire .............................................. £4.00
Harness hire ........................................... £2.50
Chalk bag hire ......................................... £1.50
10-visit punch card (adult) ............................ 9 x the peak entry price
Monthly membership (adult) ............................. £52.00
Induction (required before your first rope climb) ...... £20.00, one-off
Under 8s: bouldering only, with a paying adult.
Auto-belays: minimum weight 10 kg, maximum 130 kg.
Lockers: £1 coin, returned.
Shoe hire price amended 1 March: now £4.50."""

_CLIMB_DUMP = ("Lockers", "Monthly membership")

LAUND = """# Suds & Co self-service launderette - machine prices
# (per cycle; pay by card or coins)
washer.standard.8kg=4.50
washer.large.12kg=6.50
washer.duvet.18kg=9.00
dryer.per_10_minutes=1.00
dryer.minimum_minutes=20
service_wash.per_kg=2.20
service_wash.minimum_kg=5
service_wash.ready=next day after 2pm
detergent=included in every wash
opening=07:00-21:00 daily, last wash 20:00
dyeing=not allowed in any machine
# price change 1 June: washer.large.12kg=7.00"""

_LAUND_DUMP = ("card or coins", "washer.standard")

DK = """Roklubben Søhesten - kontingent og regler 2026
Indmeldelsesgebyr: 300 kr. (engangsbeløb)
Seniorkontingent (over 25 år): 1.800 kr. om året
Ungdomskontingent (14-25 år): 900 kr. om året
Familiekontingent (2 voksne + børn under 14): 3.200 kr. om året
Passivt medlemskab: 250 kr. om året
Kontingentet kan betales i to rater (1. marts og 1. september), dog ikke passivt medlemskab.
Nye roere skal gennemføre et instruktionsforløb på 8 gange, inden de må ro alene.
Svømmeprøve: 300 meter er påkrævet.
Leje af bådplads til egen kajak: 600 kr. om året.
Rettelse (generalforsamlingen 20. februar): ungdomskontingentet er nu 1.000 kr. om året."""

_DK_DUMP = ("Familiekontingent", "2 voksne")

RAIL = """THE WEALD VALLEY STEAM RAILWAY - 2026 season
Departures from Ashcombe to Pennock Halt (journey 35 minutes):
10:15 (a)
11:40
13:05
14:30 (b)
16:00 (a)
(a) weekends and bank holidays only
(b) diesel-hauled on Mondays
Return fares:
  Adult £16
  Child (3-15) £8
  Under 3 free
  Family (2 adults + 2 children) £42
  Dog £2
Single fares are half the return fare.
Rover ticket (unlimited travel for a day): adult £24.
Santa Specials in December: pre-booking required; not included in Rover tickets.
Bicycles are not carried.
Fare change from 1 July: the adult return becomes £17."""

_RAIL_DUMP = ("Under 3 free", "10:15")

HOSP = """St Aldhelm's Hospital - car parking: questions and answers
Q: How much does it cost to park?
A: Up to 30 minutes free; up to 2 hours £3.20; up to 4 hours £5.40; up to 24 hours £9.00.
Q: Is there a weekly ticket?
A: Yes, a 7-day pass for visitors of inpatients costs £15, from the main reception.
Q: Do Blue Badge holders pay?
A: No, Blue Badge holders park free in marked bays; display the badge.
Q: Can I pay by cash?
A: The pay stations take cards and phone payments only.
Q: Where is the multi-storey?
A: Next to the maternity wing, off Kingsway; height limit 2.1 m.
Q: What if I overstay?
A: A parking charge notice of £70, reduced to £35 if paid within 14 days.
Q: Who runs the car parks?
A: Parkwise Ltd, on behalf of the hospital trust.
Amended 3 March: the up to 4 hours tariff is now £5.90."""

_HOSP_DUMP = ("Parkwise", "hospital trust")

YOGA = """From: Maya (Lotus Room Yoga)
Sent: 2 September
Subject: Re: class pass prices

Hi Jo, a quick update to my last email: the 10-class pass is now £95, not £85. Everything else below stands.
Maya

> From: Maya (Lotus Room Yoga)
> Sent: 28 August
> Hi Jo, here are our prices for the autumn term:
> - Drop-in class: £11
> - 5-class pass: £50, valid 2 months
> - 10-class pass: £85, valid 4 months
> - Unlimited monthly: £79
> - Mat hire: £2 per class (free with the unlimited monthly)
> Hot yoga (Thursdays) is £2 extra per class on any pass or drop-in.
> Passes are not shareable and cannot be refunded.
> Concessions (students and over-65s): 20% off drop-ins only."""

_YOGA_DUMP = ("£79", "autumn term")

_DOCS = {"skip": SKIP, "drive": DRIVE, "climb": CLIMB, "laund": LAUND, "dk": DK, "rail": RAIL, "hosp": HOSP,
         "yoga": YOGA}

_NO_TAIL = r"(?!\d|[.,]\d)"


def _w(number: str) -> str:
    """A pattern for a whole number ``number`` (not part of a longer number or a decimal)."""
    return rf"(?<![\d.,]){number}(?:[.,]00?)?{_NO_TAIL}"


def _amt(number: str) -> str:
    """A pattern for an amount with pence ("4.50": "4.50", "£4.50", "4,50"; not "14.50", "4.505")."""
    whole, _, pence = number.partition(".")
    return rf"(?<![\d.,]){whole}[.,]{pence}0?(?!\d)"


def _kr(number: str) -> str:
    """A Danish amount in kroner: "2.100" or "2100" or "2 100" (dot as the thousands mark), not part of a longer
    number."""
    if len(number) > 3:
        number = number[:-3] + r"[. ]?" + number[-3:]
    return rf"(?<![\d.,]){number}(?:,00|,-)?(?!\d|,\d)"


GROUNDED = [
    # a skip hire price sheet (tab-separated sizes, a price correction) in a retrieve -> generate graph
    Case("skip-8yd", _skip_graph("how much is an 8 yard skip"),
         _both(_new_not_old(_w("345"), _w("330")), _none_of(*_SKIP_DUMP))),
    Case("skip-road", _skip_graph("6 yard skip on the road outside my house, total with the permit?"),
         _both(_n("350"), _none_of(*_SKIP_DUMP))),
    Case("skip-20days", _skip_graph("4 yard skip but i need it for 20 days, total cost"),
         _both(_n("278"), _none_of(*_SKIP_DUMP))),
    Case("skip-mattress", _skip_graph("chucking 2 old mattresses in, how much extra"),
         _both(_n("50"), _none_of(*_SKIP_DUMP))),
    Case("skip-plasterboard", _skip_graph("can i put plasterboard in it"),
         _both(_denies("not accepted", "isn't accepted", "is not accepted", "can't", "cannot", "not allowed",
                       "no plasterboard"), _none_of(*_SKIP_DUMP))),
    Case("skip-today", _skip_graph("can u drop one off today"),
         _both(_denies("not available", "isn't available", "no same-day", "can't", "cannot", "not possible"),
               _none_of(*_SKIP_DUMP))),
    Case("skip-bags", _skip_graph("roughly how many bin bags go in a midi skip"),
         _both(_re(r"35\s*(?:-|–|to)\s*45"), _none_of("55-65", *_SKIP_DUMP))),
    Case("skip-permit-absent", _skip_graph("how long does the road permit last once i have it"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_SKIP_DUMP))),
    # a driving instructor's price list, OpenAI-style role dicts to llm.invoke
    Case("drive-2hr", _drive_dicts("2 hour lesson how much"),
         _both(_new_not_old(_w("76"), _w("72")), _none_of(*_DRIVE_DUMP))),
    Case("drive-block-save", _drive_dicts("how much do i save on the block of 10 vs paying for 10 one hour lessons "
                                          "separately"),
         _both(_n("30"), _none_of(*_DRIVE_DUMP))),
    Case("drive-block-each", _drive_dicts("whats that per lesson on the block of 10"),
         _both(_n("35"), _none_of(*_DRIVE_DUMP))),
    Case("drive-student", _drive_dicts("im at college, 1 hr lesson with the student discount?"),
         _both(_re(_amt("34.20")), _none_of(*_DRIVE_DUMP))),
    Case("drive-student-block", _drive_dicts("do i get the 10% student discount on the block too"),
         _both(_denies("not blocks", "not on blocks", "not on the block", "single lessons only",
                       "only single", "only on single", "doesn't apply", "does not apply", "not available"),
               _none_of(*_DRIVE_DUMP))),
    Case("drive-cancel", _drive_dicts("if i cancel the day before do i still have to pay"),
         _both(_not_opening("no"), _any("charged in full", "full price", "pay in full", "pay the full", "yes",
                                        "full charge", "full amount"), _none_of(*_DRIVE_DUMP))),
    Case("drive-sunday", _drive_dicts("can i book a lesson sunday morning"),
         _both(_denies("no lessons on sunday", "not on sunday", "don't do sunday", "do not do sunday",
                       "can't", "cannot", "not available"), _none_of(*_DRIVE_DUMP))),
    Case("drive-passrate-absent", _drive_dicts("whats your pass rate"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_DRIVE_DUMP))),
    # a climbing centre's dotted-leader price board, a MessagesPlaceholder prompt with .partial
    Case("climb-shoes", _climb_placeholder("shoe hire price?"),
         _both(_new_not_old(_amt("4.50"), r"£4(?:[.,]00)?(?!\d|[.,][1-9])|(?<![\d.,])4[.,]00"),
               _none_of(*_CLIMB_DUMP))),
    Case("climb-kit", _climb_placeholder("adult at peak time, plus shoes and harness, total?"),
         _both(_re(_amt("20.50")), _none_of("20.00", *_CLIMB_DUMP))),
    Case("climb-punch", _climb_placeholder("how much is the 10 visit card"),
         _both(_re(_amt("121.50")), _none_of(*_CLIMB_DUMP))),
    Case("climb-offpeak-two", _climb_placeholder("2 adults on a tuesday at 2pm, just entry"),
         _both(_n("20"), _none_of("27", *_CLIMB_DUMP))),
    Case("climb-first-rope", _climb_placeholder("first time ever, adult, peak, want to do rope climbing, entry plus "
                                                "whatever i have to pay"),
         _both(_re(_amt("33.50")), _none_of(*_CLIMB_DUMP))),
    Case("climb-under8-rope", _climb_placeholder("can my 6 yr old go on the ropes"),
         _both(_denies("bouldering only", "only bouldering", "only boulder", "can't", "cannot", "not allowed"),
               _none_of(*_CLIMB_DUMP))),
    Case("climb-weight", _climb_placeholder("whats the max weight on the auto belays"),
         _both(_re(r"(?<![\d.,])130\s*kg|(?<![\d.,])130(?!\d)"), _none_of(*_CLIMB_DUMP))),
    Case("climb-chalk-buy-absent", _climb_placeholder("can i buy a tub of chalk at the desk"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_CLIMB_DUMP))),
    # a launderette's .properties price file (a commented price change), a RunnableLambda | llm chain
    Case("laund-large", _laund_lambda("how much for the big 12kg washer"),
         _both(_new_not_old(_amt("7.00") + r"|£7(?!\d|[.,]\d)", _amt("6.50")), _none_of(*_LAUND_DUMP))),
    Case("laund-dry40", _laund_lambda("40 mins in the dryer, cost?"),
         _both(_re(r"£ ?4(?:[.,]00)?(?!\d|[.,]\d)|(?<![\d.,])4[.,]00"), _none_of(*_LAUND_DUMP))),
    Case("laund-service7", _laund_lambda("service wash for 7 kg how much"),
         _both(_re(_amt("15.40")), _none_of(*_LAUND_DUMP))),
    Case("laund-service3", _laund_lambda("only got 3kg, service wash price?"),
         _both(_re(_amt("11.00") + r"|£11(?!\d|[.,]\d)"), _none_of("6.60", *_LAUND_DUMP))),
    Case("laund-duvet", _laund_lambda("wash my duvet and 30 mins drying, total"),
         _both(_re(_amt("12.00") + r"|£12(?!\d|[.,]\d)"), _none_of(*_LAUND_DUMP))),
    Case("laund-dye", _laund_lambda("can i dye my jeans in one of the machines"),
         _both(_denies("not allowed", "isn't allowed", "is not allowed", "can't", "cannot", "no dyeing"),
               _none_of(*_LAUND_DUMP))),
    Case("laund-last", _laund_lambda("latest time i can start a wash"),
         _both(_re(r"20[:.]00|8 ?pm"), _none_of(*_LAUND_DUMP))),
    Case("laund-powder", _laund_lambda("do i need to bring my own powder"),
         _both(_denies("included", "don't need", "do not need", "no need"), _none_of(*_LAUND_DUMP))),
    Case("laund-ironing-absent", _laund_lambda("do u do ironing as well"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_LAUND_DUMP))),
    # a Danish rowing club's membership fees (a Rettelse line), (role, text) tuples to llm.invoke
    Case("dk-ungdom", _dk_tuples("hvad koster ungdomskontingent?"),
         _both(_new_not_old_da(_kr("1000"), _kr("900")), _none_of(*_DK_DUMP))),
    Case("dk-foerste-aar", _dk_tuples("jeg er 30 og ny, hvad skal jeg betale det første år i alt"),
         _both(_re(_kr("2100")), _none_of(*_DK_DUMP))),
    Case("dk-rate", _dk_tuples("hvor meget er hver rate af seniorkontingentet"),
         _both(_re(_kr("900")), _none_of(*_DK_DUMP))),
    Case("dk-passiv-rater", _dk_tuples("kan jeg betale passivt medlemskab i rater?"),
         _both(_denies("ikke passivt", "ikke i rater", "kan ikke", "ikke muligt", yes=("ja", "yes"),
                       no=("nej", "no")), _none_of(*_DK_DUMP))),
    Case("dk-svoem", _dk_tuples("hvor langt skal man kunne svømme"),
         _both(_re(r"(?<!\d)300 ?(?:m\b|meter)"), _none_of(*_DK_DUMP))),
    Case("dk-instruktion", _dk_tuples("hvor mange gange instruktion før jeg må ro alene"),
         _both(_re(r"(?<![\d.,])8(?!\d)|\botte\b"), _none_of(*_DK_DUMP))),
    Case("dk-kajak-absent", _dk_tuples("kan jeg leje en kajak af klubben"),
         _both(_absent(*_DA_NOT_GIVEN, *_NOT_GIVEN), _not_opening("ja", "yes"), _none_of(*_DK_DUMP))),
    # a heritage steam railway's leaflet (footnoted departures, a fare change) from an agent's Literal-arg tool
    Case("rail-last-weekday", _rail_agent("whats the last train from ashcombe on a wednesday"),
         _both(_re(r"14[:.]30|2[:.]30 ?pm"), _either(_none_of("16:00"), _any("weekend")),
               _none_of("13:05", "11:40", *_RAIL_DUMP))),
    Case("rail-arrive", _rail_agent("if i get the 11:40 what time do i get to pennock"),
         _both(_re(r"12[:.]15"), _none_of(*_RAIL_DUMP))),
    Case("rail-single-aug", _rail_agent("adult single in august, how much"),
         _both(_re(_amt("8.50")), _none_of(*_RAIL_DUMP))),
    Case("rail-family-dog", _rail_agent("2 adults 2 kids and the dog, returns, total?"),
         _both(_n("44"), _none_of(*_RAIL_DUMP))),
    Case("rail-bike", _rail_agent("can i bring my bike on the train"),
         _both(_denies("not carried", "aren't carried", "are not carried", "can't", "cannot", "not allowed",
                       "no bikes", "no bicycles"), _none_of(*_RAIL_DUMP))),
    Case("rail-santa-rover", _rail_agent("does the rover ticket get me on the santa special"),
         _both(_denies("not included", "isn't included", "doesn't cover", "does not cover", "not covered",
                       "doesn't include", "does not include"), _none_of(*_RAIL_DUMP))),
    Case("rail-monday-steam", _rail_agent("is the 14:30 a steam train on mondays"),
         _both(_denies("diesel"), _none_of(*_RAIL_DUMP))),
    Case("rail-parking-absent", _rail_agent("is there parking at pennock halt"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_RAIL_DUMP))),
    # a hospital's parking Q&A (an Amended line), a Command-routing graph with a checkpointer
    Case("hosp-3hrs", _hosp_command("parking for 3 hours how much"),
         _both(_new_not_old(_amt("5.90"), _amt("5.40")), _none_of("3.20", "9.00", *_HOSP_DUMP))),
    Case("hosp-20min", _hosp_command("just dropping my mum off, 20 mins, do i pay to park"),
         _both(_denies("free", "don't pay", "do not pay", "don't need to pay", "no charge"), _none_of(*_HOSP_DUMP))),
    Case("hosp-pcn-week", _hosp_command("got a parking fine, how much if i pay it within a week"),
         _both(_n("35"), _none_of(*_HOSP_DUMP))),
    Case("hosp-week-save", _hosp_command("visiting my dad all day every day for 7 days, how much do i save with "
                                         "the weekly pass vs paying the daily rate"),
         _both(_n("48"), _none_of(*_HOSP_DUMP))),
    Case("hosp-cash", _hosp_command("can i pay for parking with coins"),
         _both(_denies("cards and phone", "card and phone", "card or phone", "only card", "cards only",
                       "can't", "cannot", "no cash", "not accept"), _none_of(*_HOSP_DUMP))),
    Case("hosp-van", _hosp_command("my van is 2.4m tall, can i park it in the multi storey"),
         _both(_denies("height limit", "too tall", "too high", "can't", "cannot", "won't fit", "will not fit",
                       "over the"), _none_of(*_HOSP_DUMP))),
    Case("hosp-ev-absent", _hosp_command("are there ev charging points in the car park"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_HOSP_DUMP))),
    # a yoga studio's email thread (the newest reply on top changes a price), message prompt templates
    Case("yoga-10pass", _yoga_templates("whats the 10 class pass now"),
         _both(_new_not_old(_w("95"), _w("85")), _none_of(*_YOGA_DUMP))),
    Case("yoga-per-class", _yoga_templates("how much per class on the 10 class pass"),
         _both(_re(_amt("9.50")), _none_of("8.50", *_YOGA_DUMP))),
    Case("yoga-5-vs-drop", _yoga_templates("5 drop ins vs the 5 class pass, whats the difference"),
         _both(_re(r"£ ?5(?:[.,]00)?(?!\d|[.,]\d)|(?<![\d.,])5[.,]00|five pounds"), _none_of(*_YOGA_DUMP))),
    Case("yoga-hot-drop", _yoga_templates("drop in to thursday hot yoga and hire a mat, total?"),
         _both(_n("15"), _none_of(*_YOGA_DUMP))),
    Case("yoga-share", _yoga_templates("can my sister use my pass sometimes"),
         _both(_denies("not shareable", "aren't shareable", "are not shareable", "can't", "cannot", "not share"),
               _none_of(*_YOGA_DUMP))),
    Case("yoga-conc-pass", _yoga_templates("im 67, do i get 20% off the 10 class pass"),
         _both(_denies("drop-ins only", "drop-in only", "only drop-in", "only on drop-in", "only for drop-in",
                       "not on passes", "not on the 10", "doesn't apply", "does not apply"), _none_of(*_YOGA_DUMP))),
    Case("yoga-student-drop", _yoga_templates("student drop in price?"),
         _both(_re(_amt("8.80")), _none_of(*_YOGA_DUMP))),
    Case("yoga-private-absent", _yoga_templates("do u do private 1 to 1 classes"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_YOGA_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def set_timer(minutes: int) -> str:
    """Start a kitchen timer for a number of minutes."""
    return "started"


@tool
def set_thermostat(celsius: float) -> str:
    """Set the home heating thermostat, in degrees Celsius."""
    return "set"


@tool
def tip_driver(amount: float, currency: Literal["GBP", "EUR", "USD"]) -> str:
    """Tip the delivery driver an amount in a currency."""
    return "tipped"


@tool
def book_vet(day: date) -> str:
    """Book the pet's vet appointment on a day."""
    return "booked"


@tool
def log_drink(ml: float) -> str:
    """Log a drink, its volume in millilitres."""
    return "logged"


@tool
def order_rolls(count: int) -> str:
    """Order bread rolls from the bakery: how many rolls."""
    return "ordered"


@tool
def order_coffee(size: Literal["small", "medium", "large"], oat_milk: bool = False) -> str:
    """Order a coffee: its cup size and whether it has oat milk."""
    return "ordered"


@tool
def add_contact(name: str, phone: str | None = None) -> str:
    """Save a contact: the name and, only if given, the phone number."""
    return "saved"


@tool
def set_reminder(time: str, text: str) -> str:
    """Set a reminder for today; time as HH:MM on the 24-hour clock, and what to remind about."""
    return "set"


@tool
def order_frame(width_cm: float, height_cm: float) -> str:
    """Order a picture frame for a print of the given width and height in centimetres."""
    return "ordered"


@tool
def send_money(amount: float, currency: Literal["GBP", "EUR", "USD", "PLN"], to: str) -> str:
    """Send money to a person: the amount, its currency and the person."""
    return "sent"


@tool
def hold_post(days: int) -> str:
    """Ask the post office to hold the mail for a number of days."""
    return "held"


@tool
def log_run(km: float) -> str:
    """Log a run, its distance in kilometres."""
    return "logged"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _unset(args: dict, key: str) -> bool:
    return args.get(key) in (None, "", "null", "None")


def _contact_ok(out) -> bool:
    args = _call_args(out, "add_contact")
    return args is not None and str(args.get("name", "")).strip().lower() == "rosa" and _unset(args, "phone")


def _coffee_ok(out) -> bool:
    args = _call_args(out, "order_coffee")
    return args is not None and args.get("size") == "large" and args.get("oat_milk") in (True, "true", "True")


TOOLS = [
    Case("tool-quarter-hour", _calls([set_timer], "timer for a quarter of an hour pls"),
         _call("set_timer", minutes=_num_near(15))),
    Case("tool-fahrenheit", _calls([set_thermostat], "set the heating to 68 fahrenheit"),
         _call("set_thermostat", celsius=_num_near(20, 0.3))),
    Case("tool-fiver", _calls([tip_driver], "bung the driver a fiver"),
         _call("tip_driver", amount=_num_near(5), currency=lambda v: str(v).strip().upper() == "GBP")),
    Case("tool-this-friday", _calls([book_vet], "today is tue 3 march 2037, book the vet for this friday"),
         _call("book_vet", day=lambda v: str(v) == "2037-03-06")),
    Case("tool-pint", _calls([log_drink], "had a pint of milk (uk pint)"),
         _call("log_drink", ml=_num_near(568, 2))),
    Case("tool-couple-dozen", _calls([order_rolls], "a couple of dozen rolls for the party"),
         _call("order_rolls", count=_num_near(24))),
    Case("tool-biggest-oat", _calls([order_coffee], "the biggest one you do, with oat milk"), _coffee_ok),
    Case("tool-contact-no-phone", _calls([add_contact], "add Rosa to my contacts"), _contact_ok),
    Case("tool-half-twelve", _calls([set_reminder], "remind me at half twelve to ring the garage"),
         _call("set_reminder", time=_hhmm("12:30"), text=lambda v: "garage" in str(v).lower())),
    Case("tool-inches", _calls([order_frame], "need a frame for an 8 by 10 inch photo"),
         _call("order_frame", width_cm=_num_near(20.32, 0.1), height_cm=_num_near(25.4, 0.1))),
    Case("tool-euros", _calls([send_money], "send mum fifty euros"),
         _call("send_money", amount=_num_near(50), currency=lambda v: str(v).strip().upper() == "EUR",
               to=lambda v: "mum" in str(v).lower())),
    Case("tool-three-weeks", _calls([hold_post], "hold my post for three weeks while im away"),
         _call("hold_post", days=_num_near(21))),
    Case("tool-half-marathon", _calls([log_run], "did a half marathon today!! log it"),
         _call("log_run", km=_num_near(21.1, 0.05))),
    Case("tool-no-fit", _calls([set_timer, send_money, hold_post], "tell me a joke about penguins"), _no_call),
    Case("tool-day-missing", _calls([book_vet], "book the vet for my cat"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Height(BaseModel):
    cm: float = Field(description="the person's height in centimetres")


class BodyTemp(BaseModel):
    celsius: float = Field(description="the body temperature in degrees Celsius")


class Departure(BaseModel):
    leaves_24h: str = Field(description="departure time as HH:MM on the 24-hour clock")


class House(TypedDict):
    bedrooms: Annotated[int, ..., "number of bedrooms"]
    bathrooms: Annotated[int, ..., "number of bathrooms"]


class Room(BaseModel):
    beds: Literal["single", "double", "twin"] = Field(description="the bed arrangement asked for")


class Person(BaseModel):
    first_name: str = Field(description="first name")
    middle_name: str | None = Field(default=None, description="middle name, only if one is given")
    last_name: str = Field(description="last name")


class Fruit(BaseModel):
    items: list[str] = Field(description="the fruit to buy")


class Pencils(BaseModel):
    count: int = Field(description="how many pencils")


class Event(BaseModel):
    day: date = Field(description="the event's date")


class Finish(BaseModel):
    position: int = Field(description="the finishing position, 1 for the winner")


class Signup(TypedDict):
    newsletter: Annotated[bool, ..., "true if the person wants the newsletter"]


ESSAY_SCHEMA = {"title": "Essay", "type": "object",
                "properties": {"words": {"type": "integer", "description": "the word limit"}},
                "required": ["words"]}


STRUCTURED = [
    Case("schema-feet-inches", _structured(Height, "He's 5 foot 9."), _parsed(lambda h: abs(h.cm - 175.3) <= 0.5)),
    Case("schema-fever", _structured(BodyTemp, "Her temperature was 101.3 F this morning."),
         _parsed(lambda t: abs(t.celsius - 38.5) <= 0.1)),
    Case("schema-quarter-to-midnight", _structured(Departure, "The night bus leaves at quarter to midnight."),
         _parsed(lambda d: d.leaves_24h.strip() == "23:45")),
    Case("schema-house", _structured(House, "Three bed, two bath semi with a garden."),
         _parsed(lambda h: isinstance(h, dict) and (h.get("bedrooms"), h.get("bathrooms")) == (3, 2))),
    Case("schema-twin", _structured(Room, "Could we have two separate beds please, not one big one."),
         _parsed(lambda r: r.beds == "twin")),
    Case("schema-no-middle", _structured(Person, "Name: Ana Lima."),
         _parsed(lambda p: p.first_name.strip() == "Ana" and p.last_name.strip() == "Lima" and not p.middle_name)),
    Case("schema-except-bananas", _structured(Fruit, "Get apples, pears and bananas - actually skip the bananas."),
         _parsed(lambda f: {x.strip().lower() for x in f.items} == {"apples", "pears"})),
    Case("schema-gross", _structured(Pencils, "The school ordered a gross of pencils."),
         _parsed(lambda p: p.count == 144)),
    Case("schema-last-friday", _structured(Event, "The quiz is on the last Friday of March 2037."),
         _parsed(lambda e: str(e.day) == "2037-03-27")),
    Case("schema-second-last", _structured(Finish, "There were 9 boats and ours came second to last."),
         _parsed(lambda f: f.position == 8)),
    Case("schema-no-newsletter", _structured(Signup, "I'd rather not get the newsletter, ta."),
         _parsed(lambda s: isinstance(s, dict) and s.get("newsletter") is False)),
    Case("schema-words", _structured(ESSAY_SCHEMA, "The essay is two and a half thousand words max."),
         _parsed(lambda e: isinstance(e, dict) and _num_near(2500)(e.get("words")))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class OnTopic(BaseModel):
    on_topic: bool = Field(description="true if the passage answers the question")


class Clarity(BaseModel):
    """How clear the explanation is."""

    marks: int = Field(description="marks out of 5: 1 = very confusing, 5 = crystal clear")


class HasAnswer(TypedDict):
    contains_answer: Annotated[bool, ..., "true if the passage contains the answer to the question"]


class SpamLabel(BaseModel):
    label: Literal["spam", "not_spam"] = Field(description="whether the message is spam")


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
    Case("grade-supported", _ask("Is the answer supported by the context? Reply yes or no only.\n"
                                 "Context: The museum is closed on Mondays.\n"
                                 "Answer: The museum is open every day of the week."), _only("no")),
    Case("grade-on-topic", _grader(OnTopic, "Decide whether the passage answers the question.",
                                   "Question: what time does the pharmacy close\n"
                                   "Passage: Our allotment society meets on the first Sunday of each month."),
         _parsed(lambda r: r.on_topic is False)),
    Case("grade-clarity", _grader(Clarity, "Give the explanation marks out of 5 for clarity.",
                                  "Question: why is the sky blue\nExplanation: Sunlight is scattered by air "
                                  "molecules, and blue light is scattered much more than red, so the sky looks blue."),
         _parsed(lambda c: c.marks >= 4)),
    Case("label-te", _ask("ఈ సమీక్ష సానుకూలమా ప్రతికూలమా? లేబుల్ మాత్రమే రాయండి.\n"
                          "సమీక్ష: ఆహారం చాలా రుచిగా ఉంది, సిబ్బంది చాలా స్నేహపూర్వకంగా ఉన్నారు. మళ్ళీ వస్తాను."),
         _only("సానుకూలం", "సానుకూల")),
    Case("grade-correct", _grader_chain("Question: {q}\nExpected: {ref}\nGiven: {ans}\nIs the given answer correct? "
                                        "Reply CORRECT or INCORRECT only.", q="How many legs does a spider have?",
                                        ref="8", ans="6"),
         _only("INCORRECT")),
    Case("grade-has-answer", _grader(HasAnswer, "Check whether the passage contains the answer.",
                                     "Question: when does the swimming pool open on Sundays\n"
                                     "Passage: On Sundays the pool opens at 8am and closes at 4pm."),
         _parsed(lambda g: isinstance(g, dict) and g.get("contains_answer") is True)),
    Case("grade-about-billing", _ask("Is this message about billing? Answer yes or no.\nMessage: why was i charged "
                                     "twice this month"), _only("yes")),
    Case("grade-spam", _grader(SpamLabel, "Label the message.",
                               "Message: Hi Sam, running 10 minutes late for our 3pm, see you soon - Priya"),
         _parsed(lambda s: s.label == "not_spam")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-she", _thread("My sister Nadia teaches maths and my brother Omar drives a bus.", "Nice family!",
                             "what does she teach"),
         _both(_any("math"), _none_of("bus", "don't know"))),
    Case("conv-room", _thread("we're in room 214 at the hotel", "Noted.", "sorry, it's 241 not 214", "OK.",
                              "which room are we in"),
         _new_not_old(r"(?<![\d.])241(?!\d)", r"(?<![\d.])214(?!\d)")),
    Case("conv-lock-code", _thread("the bike lock code is 5093", "Got it.", "whats the code for the bike lock"),
         _both(_re(r"(?<![\d.])5093(?!\d)"), _none_of("don't know"))),
    Case("conv-spent", _thread("spent £12.40 on lunch", "OK.", "then £7.60 on a taxi", "Noted.",
                               "and £20 on a present", "Right.", "how much have i spent today"),
         _both(_re(r"(?<![\d.])40(?:[.,]00)?(?!\d|[.,]\d)"), _none_of("don't know"))),
    Case("conv-gu", _thread("મારી પાસે 12 કેળાં હતાં અને મેં 5 ખાઈ લીધાં.", "સરસ!", "હવે મારી પાસે કેટલાં કેળાં છે?"),
         _both(_re(r"(?<![\d.])7(?!\d|[.,]\d)|સાત|૭"), _none_of("ખબર નથી", "don't know"))),
    Case("conv-human", _ask("r u a real person"),
         _both(_not_opening("yes"), _either(_re(r"^\W*no\b"), _any("not a person", "not a real person", "not human",
                                                                    "not a human", "an ai", "a language model",
                                                                    "an assistant", "a simulator", "a program",
                                                                    "not real")))),
    Case("conv-train-arrive", _thread("my train leaves at 08:50", "Safe travels!",
                                      "journey is 1 h 25 min, when do i get in"),
         _both(_re(r"10[:.]15|quarter past ten"), _none_of("don't know"))),
    Case("conv-leak", _thread("Gemma is our plumber and Ravi does our garden.", "Handy.",
                              "who do i call about a leaking tap"),
         _both(_first_named(r"\bgemma\b", r"\bravi\b"), _none_of("don't know"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


def main(argv: list[str]) -> None:
    """``-v``: each case; ``--rules OUT.csv``: the per-case rules table too (``_rules_table``)."""
    from tests.sim.fresh import _rules_table

    _rules_table.main(CASES, "sixtyfirst", argv)


if __name__ == "__main__":
    main(sys.argv)
