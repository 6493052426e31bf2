"""A fifty-eighth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-07 (branch ``held58``, from tag start76 at 42e1a691) while other engineers changed the
simulator on their own branches; none of them has seen it. It is a yardstick for their work: no
simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles before
it was first run ("fiftyeighth set and its oracles, before first run").

Documents of kinds and topics none of the earlier sets used, each in a form and a program shape of
its own: a microbrewery's tours FAQ (Markdown bold questions, a closing italic "_Update 1 May_"
re-pricing the standard tour) through ``prompt.pipe(llm).pipe(StrOutputParser())``; a van hire
rental agreement (numbered clauses: a daily rate, pooled miles per day, an excess reduced by a daily
cover, a late fee per hour started, a closing "Variation" extending the hire by a day and adding the
cover) split by ``RecursiveCharacterTextSplitter`` (``add_start_index``) into an
``InMemoryVectorStore`` (fake deterministic embeddings) and read back whole by ``as_retriever`` (k
above the chunk count; the learner's format step sorts the chunks by ``start_index``) in ``{"context":
retriever | fmt, "question": RunnablePassthrough()} | prompt | llm | StrOutputParser``; an adventure
golf price board (pipe-separated columns by course and age, a family ticket, a "play both" add-on, a
party minimum, a NOTICE closing one course) through ``prompt | llm | XMLOutputParser`` (the prompt asks
for ``<answer>`` tags; the raw text kept when parsing fails); a gutter cleaning quotation (line items ex
VAT, a subtotal, VAT, a "REVISED" line removing one item with a new total) through
``llm.bind_tools([GutterReply], tool_choice=...)`` and ``PydanticToolsParser(first_tool_only=True)``
(the raw text when no tool call); a Romanian municipal pool's ANUNȚ (hours, a weekly club slot,
prices in lei, a monthly pass, a MODIFICARE raising the adult price from 1 October) in a checkpointed
``StateGraph`` over ``MessagesState`` (``MemorySaver``; one follow-up whose earlier turns are sent in
the same invoke); a hand car wash's valet price list (a size-by-service grid, extras, a stamp card, a
price change for one cell) returned whole by the learner's ZERO-ARGUMENT ``valet_prices()`` tool
behind ``create_agent`` with ``response_format`` (a run that never calls the tool gives an empty
reply, wrong); a marquee hire quotation (dotted leaders, a mileage delivery charge each way beyond a
free radius, a deposit percentage, an update changing the marquee's size, seats and two prices)
through ``SystemMessagePromptTemplate`` / ``HumanMessagePromptTemplate`` and ``format_messages`` by
hand before ``llm.invoke``; a school photographer's order form (packs, an add-on, a per-additional-pack
discount, a closing date, a "Correction" re-pricing one pack) through a string ``PromptTemplate``
whose form is a ``partial_variables`` entry.

Every case's program run makes only the model calls that produce the asked reply (the splitter,
the vector store, the format step and the checkpointer call no model; the agent's calls are all for
the asked reply), so a limit warning caught during the run and the reply's own
``response_metadata["simulator_limit"]`` both belong to the asked reply: limits are attributed per
reply.

Questions typed the way a hurried learner types ("whats", "u", "yr old", "im", "mates", terse "pack a
and pack b for the same child, total?"), in English and Romanian: values, worked figures (a group of
8 less 10%, two drinkers and a driver, a tour's end time, four days at a daily rate, miles pooled
over the days, the charge for 100 extra miles, the cover over the whole hire, two hours late, a
family ticket's saving, both courses, a party under the minimum, the new VAT, two students, a
monthly pass against 12 sessions, a size column plus an extra, two cars of different sizes, mileage
each way, 72 chairs, 30% of a total, a balance date 14 days before, a pack with an add-on, two packs
less a discount), values a later line changed (a tour price, a return day, a hire charge, the
included miles, the excess, a new total, the adult price in October, a 4x4's valet, the marquee's
price and seats, a pack's price), conditions and yes/no (mostly "no": a Sunday tour, a 16-year-old,
a dog on the tour, a 21-year-old driver, a closed course, a cheque, a removed item, a club slot, a
15-year-old in the sauna, booking a wash, pegs in a patio, a late order to school, a full-length
portrait; one "yes": an under-4 plays free), counts (wash & vacs before a free one, wallet prints),
a follow-up in Romanian ("și pentru cine e permisă?"), and answers absent near words that are there
(wheelchair access, a sat nav, ice cream beside a slush drink, a gutter repair beside gutter items,
towels beside lockers, ceramic coating beside extras, patio heaters beside "patio", a frame beside
packs). A learner's tools ("me and three mates" at "half seven tonight", "eighty quid in dollars",
gas mark 6, three yards, "the day after tomorrow" from a stated today, a half marathon, "forty two
fifty" with an enum by "train tickets", "ten to six", "me, the wife and our three kids" into adults
and children, "a quarter" as a percentage, 50 mph, a ``StructuredTool`` with a date "the 2nd of next
month" and a bool by "all day", "a tenner", no tool fits, an amount missing); structured output of
learner schemas (a shoe size "nine and a half", "nine stone four", "half past two in the afternoon",
a TypedDict "room only" bool, "no rush" for an enum, a JSON schema dict with "a mile and a half", an
optional instructions field absent, a list with one "can't make it", "half a dozen", "a fortnight"
from a stated today, "runner-up", a TypedDict negated bool "made with ground almonds"); graders (a
yes/no support check whose answer is no, a structured relevance bool false, a 1-10 helpfulness
rating in the learner's words, a Bengali স্প্যাম / সাধারণ label, a ``PromptTemplate | llm |
StrOutputParser`` PASS / FAIL grader, a TypedDict groundedness bool that should be true, a yes/no
topic check whose answer is yes, a ``Literal`` relevant / irrelevant label that should be relevant);
conversations (a "he" follow-up, a party size corrected, a locker number recalled, a running sum of
kilometres, a Turkish fruit count, "do u have feelings", nights between two dates, "who do i ring
about a leaking tap").

Oracles as in the fifty-seventh set (its text helpers copied; Romanian change words added to
``_CHANGE``; ``_RO_NOT_GIVEN`` new), and strict: the asked result is required; a reply quoting
most of its document (``_under_half`` on every grounded case, and ``_none_of`` with two lines of
each document that answer no case), another row's value, an old value or an operand is wrong;
``_absent`` where the material does not hold it; ``_no_call`` where no tool fits or a value is
missing. Every text oracle judges the reply with the simulator's limit sentences cut out
(``_judged``).

Before the commit that holds this set the oracles were tried on one to three right replies written
by hand for every one of the 106 cases (147 text replies for the 75 text cases ("79" in the commit before the first run: a miscount), each also with a
limit sentence put before it; 19 hand-made tool calls or no-call replies; 18 parsed objects), and
six right replies were rejected: "£25." and "214." (a number pattern refused a full stop after the
number: every "not followed by a digit or a point" in this set's patterns became "not followed by a
digit, or by a point and a digit"); then all passed. On each grounded case's whole document echoed
back, bare, after "Here is what I found:" and cut at 800 characters after it: none passed. On a bare limit sentence: none passed but the two no-call tool
cases. On 188 wrong replies (142 text: an old value, an operand, another row's value, a yes for a
no, a neighbouring line; 24 wrong tool calls, 22 wrong parsed objects): four passed and their
oracles were tightened (brew-sunday: the quoted Saturday times passed through "saturday" as a
denial phrase; gut-cheque: the quoted payment line through "card or bank"; van-excess: the
clause's own "£1,000, reduced to £250 with Excess Cover" through "reduced"; a fourth, mq-pegs' "no
pegs can be used" quote, is a right answer and the wrong reply was replaced), then none passed.
The program shapes were run once with langchain's ``FakeListChatModel`` (and a
``GenericFakeChatModel`` with ``bind_tools`` for the agent and the ``PydanticToolsParser`` shape) to
check the harness code, not the simulator: none crashed. The simulator was not run on the set
before that commit.

FIRST SIGHT on start76 at 42e1a691 (the branch point of ``held58``; one run with ``-v``, about 20 s
wall, 7 s CPU), 106 cases: right 35, stated limit 50, silently wrong 21, false alarms 5, with the
oracles as committed. The harness did not crash. One oracle rejected a truly right reply and was
mended after the run (only that one): valet-book ("Wash & vac: no booking needed, about 25 minutes.
Club card: your 6th wash & vac is free (stamp card).": the "no" is there; its ``_none_of`` held the
valet dump marker "stamp card", which sits on the club card line, a line that answers valet-paid and
so no dump marker). With that mend: right 36, stated limit 50, silently wrong 20, false alarms 5;
pinned at these counts in ``test_pins.py``. Dump markers also sit on lines that answer other cases
of their own document (brew "working site" on brew-teen's line, golf "hole 7 waterfall" on
golf-treasure-aug's, valet "headlight restoration" on valet-golf-dog's, and "stamp card" on
valet-paid's): at first sight none of those cases gave a reply that the marker turned from right to
wrong (brew-teen, valet-golf-dog and valet-paid are limits, golf-treasure-aug is "I don't know."),
and they are left as committed; a later reply holding its own answer line would be judged wrong by
them. Limits are attributed per reply (see above). Mended on that ground (regress77, session 77): the first
reply holding its own answer line, golf-treasure-aug's "No - ... closed for repairs until 30 August (hole 7
waterfall)", was judged wrong by "hole 7 waterfall"; that case's ``_none_of`` now holds only the other golf
marker, "putters are included" (the other three markers stand as committed).

Read with care. Two oracles let a flawed reply through as right, left as they are and named here:
ro-adult-oct (the system prompt's own instruction sentence quoted as material, then the MODIFICARE
line with 35 lei, then "I could not find anything about 'cât', 'costă' ... I don't know that part":
the line that answers is there, but "how much" is disowned), ro-who-sauna (the notice's title, then
the sauna line "doar pentru persoanele peste 16 ani", then "I could not find anything about 'cine',
'permisă'": the question's own words disowned). mq-pegs (the title line, the pegs line, then "I
could not find anything about 'hammer'") is noisy but answers no, and is counted right. Read
strictly: 34 right, 50 limits, 22 silently wrong, 5 false alarms.

The silently wrong (20): brew-sunday ("Yes: No tours on Sundays.": a "yes" put before the line that
says no), van-hire-cost (the no-smoking line and the variation line: wanted £276), van-700 and
van-late ("I don't know.": wanted £25 and £50), van-excess (the excess clause with both figures and
"I don't know that part" for "scratch": wanted £250 since the cover was added), golf-family,
golf-saving, golf-treasure-aug, golf-last, golf-toddler ("I don't know.": the price board read as
covering nothing), golf-both (the closure notice and "I don't know" for "adult", "playing": wanted
£13.50), gut-total (£324, the old total: wanted £222), gut-vat (the subtotal, VAT and total rows,
old figures: wanted £37), gut-downpipe (the downpipe row's £30: wanted £15 each), gut-conservatory
(the removed item's row quoted as if on: wanted no), valet-two (the price grid echoed: wanted £23),
mq-delivery (the title, the delivery, deposit, VAT and pegs lines: wanted £24), mq-deposit ("I
don't know.": wanted £780), mq-balance (the deposit line, no date: wanted 2 May), mq-heaters-absent
(the pegs line, which names "patio", and the update line as the answer: heaters are not quoted).
The five false alarms: tool-no-fit and tool-bill-missing (no call, right, but the reply is a limit
sentence), schema-stay ("room only" read as breakfast False, with a limit), schema-job ("no rush"
read as low, with a limit), schema-nuts ("ground almonds" read as nut_free False, with a limit). No
limit sentence met an oracle through its own words (``_judged``). Classes, code paths and proposed
mechanisms: ``FIFTYEIGHTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fiftyeighth_set`` prints the counts (``-v``: each case).
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

# the fifty-seventh set's text oracles, copied (Romanian change words added to _CHANGE) (a set imports only from
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
                     r"modific|devine|deveni|înainte|anterior|schimb", re.I)


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


def _brew_pipe(question: str):
    """``prompt.pipe(llm).pipe(StrOutputParser())``: the brewery's FAQ in the system message."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer customers of a brewery from its tours FAQ.\n\n{faq}"),
            ("human", "{q}"),
        ])
        chain = prompt.pipe(llm).pipe(StrOutputParser())
        return AIMessage(chain.invoke({"faq": BREWERY, "q": question}))

    return run


def _van_split(question: str):
    """``RecursiveCharacterTextSplitter`` (chunks with ``start_index``) into an ``InMemoryVectorStore``
    (fake deterministic embeddings); ``as_retriever`` with k above the chunk count, the chunks put
    back in document order by the learner's format step; ``{"context": retriever | fmt, "question":
    RunnablePassthrough()} | prompt | llm | StrOutputParser``."""
    def run(llm):
        from langchain_core.documents import Document
        from langchain_core.embeddings import DeterministicFakeEmbedding
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda, RunnablePassthrough
        from langchain_core.vectorstores import InMemoryVectorStore
        from langchain_text_splitters import RecursiveCharacterTextSplitter

        splitter = RecursiveCharacterTextSplitter(chunk_size=260, chunk_overlap=0, add_start_index=True)
        chunks = splitter.split_documents([Document(VAN, metadata={"source": "rental_agreement.txt"})])
        store = InMemoryVectorStore(DeterministicFakeEmbedding(size=64))
        store.add_documents(chunks)
        retriever = store.as_retriever(search_kwargs={"k": 20})

        def fmt(docs):
            return "\n".join(d.page_content for d in sorted(docs, key=lambda d: d.metadata["start_index"]))

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer the hirer's question using only this rental agreement.\n\n{context}"),
            ("human", "{question}"),
        ])
        chain = {"context": retriever | RunnableLambda(fmt), "question": RunnablePassthrough()} | prompt | llm | \
            StrOutputParser()
        return AIMessage(chain.invoke(question))

    return run


def _golf_xml(question: str):
    """``prompt | llm | XMLOutputParser``: the prompt asks for ``<answer>...</answer>``; the parsed
    answer (the raw text when parsing fails)."""
    def run(llm):
        from langchain_core.output_parsers import XMLOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer visitors of an adventure golf course from its price board. Put your reply "
                       "inside <answer></answer> tags.\n\n{board}"),
            ("human", "{question}"),
        ])
        msg = (prompt | llm).invoke({"board": GOLF, "question": question})
        try:
            parsed = XMLOutputParser().invoke(msg)
            if isinstance(parsed, dict) and isinstance(parsed.get("answer"), str) and parsed["answer"].strip():
                return AIMessage(parsed["answer"])
        except Exception:
            pass
        return AIMessage(_text(msg))

    return run


class GutterReply(BaseModel):
    """Reply to the customer about her gutter quotation."""

    reply: str = Field(description="the reply to the customer")


def _gutter_tools(question: str):
    """``llm.bind_tools([GutterReply], tool_choice=...) | PydanticToolsParser(first_tool_only=True)``:
    the parsed ``reply`` (the raw message's text when no tool call was made)."""
    def run(llm):
        from langchain_core.output_parsers.openai_tools import PydanticToolsParser

        msg = llm.bind_tools([GutterReply], tool_choice="GutterReply").invoke([
            SystemMessage(f"You explain this quotation to the customer.\n\n{GUTTER}"), HumanMessage(question)])
        try:
            parsed = PydanticToolsParser(tools=[GutterReply], first_tool_only=True).invoke(msg)
        except Exception:
            parsed = None
        if isinstance(parsed, GutterReply) and parsed.reply.strip():
            return AIMessage(parsed.reply)
        return AIMessage(_text(msg))

    return run


def _pool_graph(question: str, earlier: tuple[str, ...] = ()):
    """A checkpointed ``StateGraph`` over ``MessagesState`` (``MemorySaver``, one thread): one node
    asks the model with the pool's notice in a system message; any earlier turns are sent in the
    same invoke's messages before the question."""
    def run(llm):
        from langgraph.checkpoint.memory import MemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def raspunde(state: MessagesState):
            return {"messages": [llm.invoke([SystemMessage(f"Răspunde clienților bazinului pe baza anunțului, în "
                                                           f"limba întrebării.\n\n{POOL}"), *state["messages"]])]}

        g = StateGraph(MessagesState)
        g.add_node("raspunde", raspunde)
        g.add_edge(START, "raspunde")
        g.add_edge("raspunde", END)
        app = g.compile(checkpointer=MemorySaver())
        turns = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate((*earlier, question))]
        out = app.invoke({"messages": turns}, {"configurable": {"thread_id": "bazin-1"}})
        return out["messages"][-1]

    return run


class ValetAnswer(BaseModel):
    answer: str = Field(description="the answer for the customer")


def _valet_agent(question: str):
    """``create_agent`` with the learner's ZERO-ARGUMENT ``valet_prices()`` tool (the whole price
    list) and ``response_format=ValetAnswer``: the structured answer (the last message's text when
    there is none). With no tool result in the run the outcome is empty (wrong)."""

    @tool
    def valet_prices() -> str:
        """The car wash and valet price list."""
        return VALET

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [valet_prices], response_format=ValetAnswer,
                             system_prompt="You answer customers of Shine Station. Check valet_prices first.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "valet_prices" for m in out["messages"]):
            return AIMessage("")
        sr = out.get("structured_response")
        if isinstance(sr, ValetAnswer) and sr.answer.strip():
            return AIMessage(sr.answer)
        return AIMessage(_text(out["messages"][-1]))

    return run


def _marquee_templates(question: str):
    """``ChatPromptTemplate`` of a ``SystemMessagePromptTemplate`` and a ``HumanMessagePromptTemplate``,
    ``format_messages`` by hand, then ``llm.invoke``."""
    def run(llm):
        from langchain_core.prompts import (
            ChatPromptTemplate,
            HumanMessagePromptTemplate,
            SystemMessagePromptTemplate,
        )

        prompt = ChatPromptTemplate.from_messages([
            SystemMessagePromptTemplate.from_template("You help a couple with their marquee hire quote.\n\n{quote}"),
            HumanMessagePromptTemplate.from_template("{question}"),
        ])
        return llm.invoke(prompt.format_messages(quote=MARQUEE, question=question))

    return run


def _photo_partial(question: str):
    """A string ``PromptTemplate`` with the order form as a ``partial_variables`` entry ``| llm |
    StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import PromptTemplate

        prompt = PromptTemplate(template="School photo order form:\n{form}\n\nParent's question: {q}\nAnswer:",
                                input_variables=["q"], partial_variables={"form": PHOTO})
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"q": question}))

    return run


# --- documents ------------------------------------------------------------------------------------

BREWERY = """# Copperkettle Brewery - tours & tastings FAQ

**How long is a tour?**
About 75 minutes: 45 minutes round the brewhouse, then a 30-minute tasting in the taproom.

**When do tours run?**
Thursday and Friday at 18:00; Saturday at 12:00, 14:00 and 16:00. No tours on Sundays.

**What does it cost?**
Standard tour £18 per person (includes four third-pint tasters). Designated drivers and non-drinkers £10 (soft drinks instead of tasters). Groups of 8 or more get 10% off the whole booking.

**Can children come?**
Tours are for over-18s only: the brewhouse floor is a working site. Children are welcome in the taproom until 20:00 with an adult.

**Are dogs allowed?**
Well-behaved dogs are welcome in the taproom, but not on the tour.

**Can I change my booking?**
Bookings can be moved free of charge up to 48 hours before the tour; after that they are non-refundable.

**Is there parking?**
Six spaces in the yard; please don't park on Tanner's Row.

_Update 1 May: the standard tour is now £20 per person and includes a branded glass to take home._"""

_BREW_DUMP = ("Tanner's Row", "working site")

VAN = """SWIFTMOVE VAN HIRE - RENTAL AGREEMENT No. SV-20931
Hirer: Mr Tomasz Nowak        Vehicle: Ford Transit LWB, reg. KM23 XRP
1. Hire period: collect Friday 12 September 2025 at 08:00, return Sunday 14 September 2025 by 18:00.
2. Rate: £69 per day (3 days: £207). Insurance excess: £1,000, reduced to £250 with Excess Cover at £15 per day.
3. Mileage: 150 miles per day included, pooled over the hire; extra miles 25p each.
4. Fuel: collected full; return it full or pay £2.10 per litre to refill, plus a £20 refuelling fee.
5. Late return: £25 per hour started, up to the daily rate.
6. Drivers: aged 23 to 75 with a full licence held for 2 years. Additional driver £8 per day.
7. Deposit: £300 on a credit card, released within 10 working days of return.
8. No smoking in the vehicle: £150 valeting charge.
Signed at the Leyton branch, 3 Marsh Lane.
Variation (11 September 2025): hire extended by one day, return Monday 15 September 2025 by 18:00, at the same daily rate. Excess Cover added for the whole hire."""

_VAN_DUMP = ("Marsh Lane", "KM23 XRP")

GOLF = """PIRATE COVE ADVENTURE GOLF - prices (per game)
Course     | Holes | Adult | Child (4-15) | Under 4
Shipwreck  | 18    | £9.50 | £7.50        | free
Treasure   | 9     | £6.00 | £5.00        | free
Family ticket (2 adults + 2 children, one course): Shipwreck £29, Treasure £19
Play both courses: add £4 per person to the Shipwreck price.
Birthday parties: £12 per child, minimum 8 children, includes a slush drink.
Open 10:00-21:00 daily in summer; the last game starts 1 hour before closing.
Balls and putters are included; lost balls £1.
NOTICE: Treasure course closed for repairs until 30 August (hole 7 waterfall)."""

_GOLF_DUMP = ("putters are included", "hole 7 waterfall")

GUTTER = """CLEARFLOW GUTTERS - QUOTATION Q-4471                 Date: 2 October 2025
Customer: Mrs P. Adeyemi, 14 Larch Close, Redditch
Property: 3-bed semi-detached, two storeys
Item                                         Price (ex VAT)
Gutter clear and flush, front and rear         £95.00
Downpipe unblocking (2 downpipes @ £15)        £30.00
Fascia and soffit wash                         £60.00
Conservatory roof clean                        £85.00
Subtotal                                      £270.00
VAT at 20%                                     £54.00
Total                                         £324.00
Before and after photos of every gutter are included. Work is guaranteed for 3 months.
Payment: on completion by card or bank transfer. We do not take cheques.
This quotation is valid for 30 days.
REVISED 6 October: the customer has removed the conservatory roof clean. New total £222.00 inc VAT."""

_GUT_DUMP = ("Larch Close", "Before and after photos")

POOL = """BAZINUL MUNICIPAL „DELFINUL" - Str. Mihai Eminescu 42, Brașov
ANUNȚ - program și tarife, valabil din 1 septembrie 2025
Program: luni-vineri 07:00-21:00; sâmbătă-duminică 09:00-19:00. Marțea între 12:00 și 14:00 bazinul este rezervat cluburilor sportive.
Tarife (ședință de 2 ore): adulți 30 lei; elevi și studenți 18 lei; copii sub 7 ani gratuit, însoțiți de un adult.
Abonament lunar (12 ședințe): adulți 280 lei; elevi și studenți 160 lei.
Casca de înot este obligatorie. Dușul este obligatoriu înainte de intrarea în bazin.
Dulapurile se închid cu o monedă de 1 leu, care se returnează.
Saună: 15 lei pe ședință, doar pentru persoanele peste 16 ani.
MODIFICARE (15 septembrie 2025): din 1 octombrie, tariful pentru adulți devine 35 lei pe ședință; abonamentele rămân neschimbate."""

_RO_DUMP = ("Mihai Eminescu", "monedă de 1 leu")

VALET = """SHINE STATION HAND CAR WASH & VALET - price list
                 Small   Medium   Large/4x4   Van
Outside wash      £8      £10      £12         £15
Wash & vac        £15     £18      £22         £25
Mini valet        £35     £40      £50         £55
Full valet        £90     £110     £130        £150
Sizes: Small = e.g. Fiesta, Corsa; Medium = Focus, Golf; Large/4x4 = Qashqai, Range Rover.
Extras: pet hair removal £12; headlight restoration £30 (per pair); engine bay clean £25.
Full valets take about 3 hours, please book ahead. Wash & vac: no booking needed, about 25 minutes.
Club card: your 6th wash & vac is free (stamp card).
Cash or card. Open Mon-Sat 8:00-18:00, Sunday 9:00-16:00.
Price change from 1 November: Full valet Large/4x4 is now £140."""

_VALET_DUMP = ("headlight restoration", "stamp card")

MARQUEE = """Greenfield Marquees - Quotation for Ellie & Sam's garden party
Event date: Saturday 16 May 2026 (put up Friday 15 May, taken down Monday 18 May)
Marquee: 6m x 12m frame marquee, seats up to 72 at round tables .......... £1,450
Flooring: interlocking wooden floor, whole marquee ........................ £380
Lighting: festoon lighting ................................................ £95
Furniture: 9 round tables (8 seats each) @ £10; 72 chairs @ £2.50
Delivery: free within 25 miles, then £2 per mile each way (your site is 31 miles from our yard)
Deposit: 30% to confirm; balance due 14 days before the event.
All prices include VAT.
Please note: no pegs can be used on the patio, so we will use weights (no extra charge).
Update 20 January: the couple now want a 6m x 15m marquee (seats up to 90) at £1,750; flooring £470."""

_MQ_DUMP = ("festoon lighting", "interlocking wooden floor")

PHOTO = """Brightside School Photography - individual & sibling portraits, Oakfield Primary
Order online at brightside.example/oakfield with the code on your proof card. Orders close 24 November 2025.
Packs:
 Pack A - one 10x8 print + two 7x5 prints ......... £22
 Pack B - one 7x5 print + four wallet-size prints .. £15
 Pack C - digital download only .................... £18
Add a digital download to any print pack for £8.
A £2 discount applies to each additional pack ordered for the same child.
Free delivery to school for orders placed by the closing date; later orders are posted home for £4.50.
Retakes: 9 December, for children absent on the day or if you are not happy with the photo.
The photographer visited on 4 November; all portraits are head and shoulders.
Correction (5 November): Pack B is £16, not £15."""

_PHOTO_DUMP = ("proof card", "brightside.example")

_DOCS = {"brew": BREWERY, "van": VAN, "golf": GOLF, "gut": GUTTER, "ro": POOL, "valet": VALET, "mq": MARQUEE,
         "photo": PHOTO}

_RO_NOT_GIVEN = ("nu se menționează", "nu este menționat", "nu menționează", "nu specifică", "nu este specificat",
                 "nu apare", "nu am găsit", "nu știu", "nu scrie", "nu există informații", "nu conține",
                 "nu oferă informații", "nu precizează", "nu este precizat")

GROUNDED = [
    # a brewery's tours FAQ (Markdown Q/A, an italic update) through prompt.pipe(llm).pipe(StrOutputParser())
    Case("brew-price", _brew_pipe("how much is the standard tour now"),
         _both(_new_not_old(r"(?<![\d.])20(?!\d|[.,]\d)", r"(?<![\d.])18(?!\d|[.,]\d)"), _none_of(*_BREW_DUMP))),
    Case("brew-group", _brew_pipe("8 of us on the standard tour in june whats the total after the group discount"),
         _both(_n("144"), _none_of(*_BREW_DUMP))),
    Case("brew-driver", _brew_pipe("2 of us drinking and 1 designated driver, standard tour in june, total?"),
         _both(_n("50"), _none_of(*_BREW_DUMP))),
    Case("brew-sunday", _brew_pipe("can we do a tour on a sunday"),
         _both(_denies("no tours on sunday", "not on sunday", "don't run on sunday", "do not run on sunday"), _none_of(*_BREW_DUMP))),
    Case("brew-teen", _brew_pipe("can my 16 yr old come on the tour with us"),
         _both(_denies("over-18", "over 18", "18 and over", "18+", "adults only", "not allowed", "can't", "cannot",
                       "aren't allowed"), _none_of(*_BREW_DUMP))),
    Case("brew-finish", _brew_pipe("booked the 6pm friday tour, what time will we finish"),
         _both(_re(r"19[:.]15|7[:.]15|quarter past seven"), _none_of(*_BREW_DUMP))),
    Case("brew-dog", _brew_pipe("can the dog come on the tour"),
         _both(_denies("taproom", "not on the tour", "not allowed"), _none_of(*_BREW_DUMP))),
    Case("brew-wheelchair-absent", _brew_pipe("is it wheelchair accessible"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_BREW_DUMP))),
    # a van rental agreement (numbered clauses, a variation) split into chunks in a vector store, LCEL retriever chain
    Case("van-return", _van_split("when do i have to bring the van back"),
         _both(_new_not_old(r"mon|\b15(th)?\b", r"sun|\b14(th)?\b"), _none_of(*_VAN_DUMP))),
    Case("van-hire-cost", _van_split("whats the hire charge now, just the daily rate bit"),
         _both(_new_not_old(r"(?<![\d.])276(?![\d])", r"(?<![\d.])207(?![\d])"), _none_of(*_VAN_DUMP))),
    Case("van-miles", _van_split("how many miles in total are included"),
         _both(_new_not_old(r"(?<![\d.,])600(?![\d])", r"(?<![\d.,])450(?![\d])"), _none_of(*_VAN_DUMP))),
    Case("van-700", _van_split("if we end up doing 700 miles what do we pay for the extra miles"),
         _both(_re(r"£ ?25(\.00)?(?!\d|[.,]\d)|(?<![\d.])25 (pounds|quid)|twenty-five pounds"),
               _none_of("62.50", *_VAN_DUMP))),
    Case("van-excess", _van_split("whats my excess if i scratch it"),
         _both(_new_not_old(r"(?<![\d.,])250(?![\d])", r"1,?000"), _none_of("reduced to £250 with", *_VAN_DUMP))),
    Case("van-cover", _van_split("total cost of the excess cover for the whole hire?"),
         _both(_n("60"), _none_of(*_VAN_DUMP))),
    Case("van-brother", _van_split("my brother is 21, can he be added as a driver"),
         _both(_denies("23", "twenty-three", "too young", "not old enough", "can't", "cannot"), _none_of(*_VAN_DUMP))),
    Case("van-late", _van_split("if im 2 hours late bringing it back how much"),
         _both(_n("50"), _none_of(*_VAN_DUMP))),
    Case("van-satnav-absent", _van_split("does it come with a sat nav"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_VAN_DUMP))),
    # an adventure golf price board (pipe columns, a closure notice) through prompt | llm | XMLOutputParser
    Case("golf-family", _golf_xml("2 adults 2 kids on shipwreck, how much with the family ticket"),
         _both(_n("29"), _none_of(*_GOLF_DUMP))),
    Case("golf-saving", _golf_xml("how much does the family ticket save us on shipwreck vs paying for 2 adults and "
                                  "2 kids separately"),
         _both(_n("5"), _none_of(*_GOLF_DUMP))),
    Case("golf-treasure-aug", _golf_xml("can we play the treasure course on 15 august"),
         _both(_denies("closed", "repairs", "until 30 august", "not open", "shut"), _none_of(_GOLF_DUMP[0]))),
    Case("golf-both", _golf_xml("adult playing both courses how much"),
         _both(_amount("13.50"), _none_of(*_GOLF_DUMP))),
    Case("golf-last", _golf_xml("whats the latest we can start a game"),
         _both(_re(r"20[:.]00|\b8 ?pm|\b8[:.]00 ?pm|eight"), _none_of(*_GOLF_DUMP))),
    Case("golf-party", _golf_xml("birthday party for 6 kids whats the cost"),
         _both(_n("96"), _none_of(*_GOLF_DUMP))),
    Case("golf-toddler", _golf_xml("is my 3 yr old free"),
         _both(_not_opening("no"), _any("yes", "free"), _none_of("not free", "£5", "£7.50", *_GOLF_DUMP))),
    Case("golf-icecream-absent", _golf_xml("do u sell ice cream"),
         _both(_absent(*_NOT_GIVEN, "only mentions a slush", "only a slush"), _not_opening("yes"),
               _none_of(*_GOLF_DUMP))),
    # a gutter cleaning quotation (line items, VAT, a revision) through bind_tools([GutterReply]) | PydanticToolsParser
    Case("gut-total", _gutter_tools("whats the total i pay now"),
         _both(_new_not_old(r"222", r"324"), _none_of(*_GUT_DUMP))),
    Case("gut-vat", _gutter_tools("how much of that is vat"),
         _both(_new_not_old(r"(?<![\d.])37(?![\d])", r"(?<![\d.])54(?![\d])"), _none_of(*_GUT_DUMP))),
    Case("gut-downpipe", _gutter_tools("how much per downpipe"), _both(_n("15"), _none_of("£30", *_GUT_DUMP))),
    Case("gut-guarantee", _gutter_tools("how long is the work guaranteed for"),
         _both(_re(r"(?<![\d.])3 months|three months"), _none_of(*_GUT_DUMP))),
    Case("gut-cheque", _gutter_tools("can i pay by cheque"),
         _both(_denies("do not take cheques", "don't take cheques", "no cheques", "not accept", "don't accept"), _none_of(*_GUT_DUMP))),
    Case("gut-conservatory", _gutter_tools("are they still doing the conservatory roof"),
         _both(_denies("removed", "no longer", "not included", "taken off", "cancelled"), _none_of(*_GUT_DUMP))),
    Case("gut-repair-absent", _gutter_tools("how much to repair a leaking gutter joint"),
         _both(_absent(*_NOT_GIVEN, "not quoted", "isn't quoted", "not part of"), _not_opening("yes"),
               _none_of(*_GUT_DUMP))),
    # a Romanian municipal pool notice (a MODIFICARE raising the adult price) in a checkpointed MessagesState graph
    Case("ro-adult-oct", _pool_graph("cât costă o ședință pentru adulți în octombrie?"),
         _both(_new_not_old(r"(?<![\d.])35(?![\d])", r"(?<![\d.])30(?![\d])"), _none_of(*_RO_DUMP))),
    Case("ro-students", _pool_graph("2 students one session how much"), _both(_n("36"), _none_of(*_RO_DUMP))),
    Case("ro-sunday", _pool_graph("what time does the pool open on sunday"),
         _both(_re(r"(?<![\d:])0?9[:.]00|\b9 ?am"), _none_of("07:00", *_RO_DUMP))),
    Case("ro-tue", _pool_graph("pot să înot marți la ora 13?"),
         _both(_denies("rezervat", "cluburi", "reserved", "club", "nu puteți", "nu poți", no=("no", "nu"),
                       yes=("yes", "da")), _none_of(*_RO_DUMP))),
    Case("ro-pass-saving", _pool_graph("adult monthly pass vs paying 12 single sessions in october, how much do i save"),
         _both(_n("140"), _none_of(*_RO_DUMP))),
    Case("ro-sauna-15", _pool_graph("my son is 15, can he use the sauna"),
         _both(_denies("over 16", "peste 16", "16", "too young", "not allowed", "can't", "cannot"),
               _none_of(*_RO_DUMP))),
    Case("ro-who-sauna", _pool_graph("și pentru cine e permisă?", ("cât costă sauna?",
                                                                   "Sauna costă 15 lei pe ședință.")),
         _both(_any("16"), _none_of("sub 7", "under 7", *_RO_DUMP))),
    Case("ro-towel-absent", _pool_graph("se pot închiria prosoape?"),
         _both(_absent(*_NOT_GIVEN, *_RO_NOT_GIVEN), _not_opening("yes", "da"), _none_of(*_RO_DUMP))),
    # a car wash and valet price list (size columns, a price change) returned by an agent's zero-argument tool
    Case("valet-qashqai", _valet_agent("full valet on my qashqai in december how much"),
         _both(_new_not_old(r"(?<![\d.])140(?![\d])", r"(?<![\d.])130(?![\d])"), _none_of(*_VALET_DUMP))),
    Case("valet-golf-dog", _valet_agent("mini valet on a vw golf plus the dog hair removal, total?"),
         _both(_n("52"), _none_of(*_VALET_DUMP))),
    Case("valet-book", _valet_agent("do i need to book a wash and vac"),
         _both(_denies("no booking", "not needed", "don't need", "do not need", "just turn up"),
               _none_of("headlight restoration"))),  # mended after the first run: "stamp card" is on a line
                                                     # that answers valet-paid, not a dump marker for this case
    Case("valet-hours", _valet_agent("how long does a full valet take"),
         _both(_re(r"(?<![\d.])3 ?(hours|hrs|h\b)|three hours"), _none_of(*_VALET_DUMP))),
    Case("valet-paid", _valet_agent("how many wash and vacs do i pay for before i get a free one"),
         _both(_re(r"(?<![\d.£])5(?!\d|[.,]\d)|\bfive\b"), _none_of(*_VALET_DUMP))),
    Case("valet-two", _valet_agent("outside wash for my fiesta and my mates van, total?"),
         _both(_n("23"), _none_of(*_VALET_DUMP))),
    Case("valet-ceramic-absent", _valet_agent("how much is a ceramic coating"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_VALET_DUMP))),
    # a marquee hire quotation (dotted leaders, an update changing size and prices) through message templates
    Case("mq-marquee", _marquee_templates("how much is the marquee itself now"),
         _both(_new_not_old(r"1,?750", r"1,?450"), _none_of(*_MQ_DUMP))),
    Case("mq-seats", _marquee_templates("how many people can we seat now"),
         _both(_new_not_old(r"(?<![\d.])90(?![\d])", r"(?<![\d.])72(?![\d])"), _none_of(*_MQ_DUMP))),
    Case("mq-delivery", _marquee_templates("whats the delivery charge"), _both(_n("24"), _none_of(*_MQ_DUMP))),
    Case("mq-chairs", _marquee_templates("total for the chairs"), _both(_n("180"), _none_of(*_MQ_DUMP))),
    Case("mq-deposit", _marquee_templates("if the total ends up £2,600 how much is the deposit"),
         _both(_n("780"), _none_of(*_MQ_DUMP))),
    Case("mq-balance", _marquee_templates("when do we have to pay the balance by"),
         _both(_re(r"(?<!\d)2(nd)? (of )?may|may 2(nd)?(?!\d)|02/05"), _none_of(*_MQ_DUMP))),
    Case("mq-pegs", _marquee_templates("will they hammer pegs into the patio"),
         _both(_denies("weights", "no pegs", "not use pegs", "won't", "will not"), _none_of(*_MQ_DUMP))),
    Case("mq-heaters-absent", _marquee_templates("how much are patio heaters"),
         _both(_absent(*_NOT_GIVEN, "not quoted", "no heaters"), _not_opening("yes"), _none_of(*_MQ_DUMP))),
    # a school photo order form (packs, a correction) through a string PromptTemplate with partial_variables
    Case("photo-packb", _photo_partial("how much is pack b"),
         _both(_new_not_old(r"(?<![\d.])16(?![\d])", r"(?<![\d.])15(?![\d])"), _none_of(*_PHOTO_DUMP))),
    Case("photo-a-digital", _photo_partial("pack a plus the digital download, how much"),
         _both(_n("30"), _none_of(*_PHOTO_DUMP))),
    Case("photo-late", _photo_partial("if i order on 1 december will it still come to school"),
         _both(_denies("posted home", "4.50", "closing date", "closed", "not"), _none_of(*_PHOTO_DUMP))),
    Case("photo-two-packs", _photo_partial("pack a and pack b for the same child, total?"),
         _both(_n("36"), _none_of(*_PHOTO_DUMP))),
    Case("photo-retake", _photo_partial("when are the retakes"),
         _both(_re(r"(?<!\d)9(th)? (of )?dec|dec(ember)? 9(?!\d)"), _none_of(*_PHOTO_DUMP))),
    Case("photo-wallet", _photo_partial("how many wallet size ones in pack b"),
         _both(_re(r"(?<![\d.£])4(?!\d|[.,]\d)|\bfour\b"), _none_of(*_PHOTO_DUMP))),
    Case("photo-full", _photo_partial("can we get a full length one"),
         _both(_denies("head and shoulders", "not offered", "only"), _none_of(*_PHOTO_DUMP))),
    Case("photo-frame-absent", _photo_partial("can i buy a frame with it"),
         _both(_absent(*_NOT_GIVEN), _not_opening("yes"), _none_of(*_PHOTO_DUMP))),
]

GROUNDED = _under_half(GROUNDED, _DOCS)


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_table(people: int, time: str) -> str:
    """Book a restaurant table for tonight; time as 24-hour HH:MM."""
    return "booked"


@tool
def convert_currency(amount: float, from_currency: str, to_currency: str) -> str:
    """Convert money between currencies given as ISO codes (GBP, USD, EUR...)."""
    return "converted"


@tool
def set_oven(celsius: float) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius."""
    return "heating"


@tool
def order_fabric(metres: float) -> str:
    """Order a length of fabric in metres."""
    return "ordered"


@tool
def schedule_delivery(day: date) -> str:
    """Schedule the grocery delivery for a day."""
    return "scheduled"


@tool
def log_run(km: float) -> str:
    """Log a run's distance in kilometres."""
    return "logged"


@tool
def add_expense(amount: float, category: Literal["food", "travel", "bills", "other"]) -> str:
    """Add an expense in pounds to the budget."""
    return "added"


@tool
def set_alarm(time: str) -> str:
    """Set the morning alarm at a 24-hour HH:MM time."""
    return "set"


@tool
def buy_tickets(adults: int, children: int = 0) -> str:
    """Buy zoo tickets for a number of adults and children."""
    return "bought"


@tool
def set_volume(percent: int) -> str:
    """Set the speaker volume as a percentage of maximum."""
    return "set"


@tool
def record_speed(kmh: float) -> str:
    """Record a vehicle's speed in km/h for the trip log."""
    return "recorded"


def _create_event(title: str, day: date, all_day: bool = False) -> str:
    return "created"


class EventArgs(BaseModel):
    title: str = Field(description="the event's title")
    day: date = Field(description="the event's date")
    all_day: bool = Field(default=False, description="true for an all-day event")


create_event = StructuredTool.from_function(_create_event, name="create_event", args_schema=EventArgs,
                                            description="Put an event in the calendar.")


@tool
def top_up(amount_gbp: float) -> str:
    """Top up the travel card by an amount in pounds."""
    return "topped up"


@tool
def pay_bill(amount: float, payee: str) -> str:
    """Pay a bill in pounds to a saved payee."""
    return "paid"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


TOOLS = [
    Case("tool-table", _calls([book_table], "table for me and three mates at half seven tonight"),
         _call("book_table", people=_num_near(4), time=_hhmm("19:30"))),
    Case("tool-currency", _calls([convert_currency], "how much is eighty quid in dollars"),
         _call("convert_currency", amount=_num_near(80), from_currency=lambda v: str(v).strip().upper() == "GBP",
               to_currency=lambda v: str(v).strip().upper() == "USD")),
    Case("tool-gas-mark", _calls([set_oven], "preheat to gas mark 6"), _call("set_oven", celsius=_num_near(200, 5))),
    Case("tool-yards", _calls([order_fabric], "order three yards of the linen"),
         _call("order_fabric", metres=_num_near(2.74, 0.02))),
    Case("tool-day-after", _calls([schedule_delivery], "today is mon 2 feb 2037, deliver the day after tomorrow"),
         _call("schedule_delivery", day=lambda v: str(v) == "2037-02-04")),
    Case("tool-half-marathon", _calls([log_run], "log my half marathon from this morning"),
         _call("log_run", km=_num_near(21.1, 0.1))),
    Case("tool-expense", _calls([add_expense], "train tickets to leeds, forty two fifty"),
         _call("add_expense", amount=_num_near(42.5), category=lambda v: str(v) == "travel")),
    Case("tool-ten-to-six", _calls([set_alarm], "wake me at ten to six"), _call("set_alarm", time=_hhmm("05:50"))),
    Case("tool-family", _calls([buy_tickets], "zoo tickets for me, the wife and our three kids"),
         _call("buy_tickets", adults=_num_near(2), children=_num_near(3))),
    Case("tool-quarter", _calls([set_volume], "turn it down to a quarter"), _call("set_volume", percent=_num_near(25))),
    Case("tool-mph", _calls([record_speed], "we were doing 50 mph on the bypass"),
         _call("record_speed", kmh=_num_near(80.47, 0.2))),
    Case("tool-event", _calls([create_event], "today is wed 10 june 2037. put mums birthday in for the 2nd of next "
                                              "month, all day"),
         _call("create_event", title=lambda v: "birthday" in str(v).lower(), day=lambda v: str(v) == "2037-07-02",
               all_day=lambda v: v is True)),
    Case("tool-tenner", _calls([top_up], "top up my travel card with a tenner"),
         _call("top_up", amount_gbp=_num_near(10))),
    Case("tool-no-fit", _calls([set_oven, log_run, record_speed], "whats the capital of peru"), _no_call),
    Case("tool-bill-missing", _calls([pay_bill], "pay the window cleaner"), _no_call),
]


# --- structured output ----------------------------------------------------------------------------

class Shoe(BaseModel):
    uk_size: float = Field(description="the UK shoe size")


class Weight(BaseModel):
    kg: float = Field(description="the person's weight in kilograms")


class Meeting(BaseModel):
    start_24h: str = Field(description="the start time as HH:MM on the 24-hour clock")


class Stay(TypedDict):
    nights: Annotated[int, ..., "number of nights"]
    breakfast: Annotated[bool, ..., "whether breakfast is included"]


class Job(BaseModel):
    priority: Literal["low", "medium", "high"] = Field(description="how urgent the job is")


DISTANCE_SCHEMA = {"title": "Distance", "type": "object",
                   "properties": {"km": {"type": "number", "description": "the distance in kilometres"}},
                   "required": ["km"]}


class Delivery(BaseModel):
    address: str = Field(description="the delivery address")
    instructions: str | None = Field(default=None, description="delivery instructions, only if any are given")


class Guests(BaseModel):
    names: list[str] = Field(description="first names of the people coming")


class Eggs(BaseModel):
    count: int = Field(description="how many eggs")


class Deadline(BaseModel):
    day: date = Field(description="the due date")


class Rank(BaseModel):
    position: int = Field(description="the finishing position, 1 for the winner")


class Ingredients(TypedDict):
    nut_free: Annotated[bool, ..., "true if the dish contains no nuts"]


STRUCTURED = [
    Case("schema-shoe", _structured(Shoe, "I'm a size nine and a half."), _parsed(lambda s: abs(s.uk_size - 9.5) < 1e-6)),
    Case("schema-weight", _structured(Weight, "She weighs nine stone four."),
         _parsed(lambda w: abs(w.kg - 58.97) <= 0.3)),
    Case("schema-meeting", _structured(Meeting, "Let's meet at half past two in the afternoon."),
         _parsed(lambda m: m.start_24h.strip() == "14:30")),
    Case("schema-stay", _structured(Stay, "Three nights please, room only."),
         _parsed(lambda s: isinstance(s, dict) and (s.get("nights"), s.get("breakfast")) == (3, False))),
    Case("schema-job", _structured(Job, "Fix the shed door whenever you get a chance, no rush."),
         _parsed(lambda j: j.priority == "low")),
    Case("schema-distance", _structured(DISTANCE_SCHEMA, "It's about a mile and a half from the station."),
         _parsed(lambda d: isinstance(d, dict) and _num_near(2.41, 0.03)(d.get("km")))),
    Case("schema-no-instructions", _structured(Delivery, "Send it to 4 Elm Road, Hexham."),
         _parsed(lambda d: "elm" in d.address.lower() and not d.instructions)),
    Case("schema-guests", _structured(Guests, "Priya, Tom and Aisha are coming; Ravi can't make it."),
         _parsed(lambda g: {x.strip().lower() for x in g.names} == {"priya", "tom", "aisha"})),
    Case("schema-eggs", _structured(Eggs, "You'll need half a dozen eggs."), _parsed(lambda e: e.count == 6)),
    Case("schema-fortnight", _structured(Deadline, "Today is 6 March 2037. The essay is due in a fortnight."),
         _parsed(lambda d: str(d.day) == "2037-03-20")),
    Case("schema-runner-up", _structured(Rank, "He finished runner-up in the club championship."),
         _parsed(lambda r: r.position == 2)),
    Case("schema-nuts", _structured(Ingredients, "The frangipane tart is made with ground almonds."),
         _parsed(lambda i: isinstance(i, dict) and i.get("nut_free") is False)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Relevant(BaseModel):
    relevant: bool = Field(description="true if the passage helps answer the question")


class Helpful(BaseModel):
    """How helpful the reply is."""

    rating: int = Field(description="1 = not helpful at all, 10 = perfect")


class Grounded(TypedDict):
    grounded: Annotated[bool, ..., "true if every claim in the answer is backed by the source"]


class DocGrade(BaseModel):
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
    Case("grade-supported", _ask("Does the context support the answer? yes or no only.\n"
                                 "Context: Parking in the market square is free after 6pm.\n"
                                 "Answer: Parking in the market square costs £2 after 6pm."), _only("no")),
    Case("grade-relevant", _grader(Relevant, "Grade whether the passage is relevant to the question.",
                                   "Question: what time does the pharmacy open on saturday\n"
                                   "Passage: Our new menu has three vegan burgers and a halloumi wrap."),
         _parsed(lambda r: r.relevant is False)),
    Case("grade-helpful", _grader(Helpful, "Rate how helpful the reply is.",
                                  "Q: what is the capital of france\nReply: Paris."),
         _parsed(lambda h: h.rating >= 8)),
    Case("label-bn", _ask("বার্তাটি স্প্যাম নাকি সাধারণ? শুধু লেবেলটি লিখুন।\n"
                          "বার্তা: অভিনন্দন! আপনি ১০ লাখ টাকা জিতেছেন, পুরস্কার পেতে এখনই লিঙ্কে ক্লিক করুন।"),
         _only("স্প্যাম")),
    Case("grade-pass-fail", _grader_chain("Reply PASS if the student's answer matches the reference, else FAIL. "
                                          "Just the word.\nReference: {ref}\nStudent: {ans}", ref="Canberra",
                                          ans="Sydney"), _only("FAIL")),
    Case("grade-grounded", _grader(Grounded, "Check the answer against the source.",
                                   "Source: The museum is free to enter on Sundays.\n"
                                   "Answer: Entry to the museum is free on Sundays."),
         _parsed(lambda g: isinstance(g, dict) and g.get("grounded") is True)),
    Case("grade-about-hours", _ask("Is this question about opening times? Answer yes or no.\n"
                                   "Question: what time do you shut on saturdays"), _only("yes")),
    Case("grade-doc-label", _grader(DocGrade, "Label the document for the question.",
                                    "Question: can i get a refund without a receipt\n"
                                    "Document: Refunds are given within 14 days; a receipt or bank statement is "
                                    "needed."),
         _parsed(lambda d: d.label == "relevant")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("conv-he", _thread("My neighbour Jo keeps a parrot and her son Ben plays the drums.", "Ha, lively street.",
                            "what does he play"),
         _both(_any("drum"), _none_of("parrot", "don't know"))),
    Case("conv-party-size", _thread("book me in for 3 people", "OK, 3 people.", "actually make it 5", "Done.",
                                    "how many people is the booking for"),
         _new_not_old(r"(?<![\d.])5(?!\d|[.,]\d)|\bfive\b", r"(?<![\d.])3(?!\d|[.,]\d)|\bthree\b")),
    Case("conv-locker", _thread("my gym locker is number 214", "Got it.", "whats my locker number"),
         _both(_re(r"(?<![\d.])214(?!\d|[.,]\d)"), _none_of("don't know"))),
    Case("conv-walked", _thread("walked 3.2 km this morning", "Nice.", "and 4.5 km after lunch", "Great.",
                                "plus 2.8 km tonight", "Good going.", "how far have i walked today"),
         _both(_re(r"(?<![\d.])10[.,]5(?![\d])"), _none_of("don't know"))),
    Case("conv-tr", _thread("Markete gittim, 3 elma ve 4 armut aldım.", "Güzel.", "Toplam kaç meyve aldım?"),
         _both(_re(r"\byedi\b|(?<![\d.])7(?!\d|[.,]\d)"), _none_of("bilmiyorum"))),
    Case("conv-feelings", _ask("do u have feelings"),
         _both(_not_opening("yes"), _either(_any("simulat", "a program", "don't have feelings", "do not have feelings",
                                                 "no feelings", "rule-based", "offline", "language model",
                                                 "not a person", "computer"), _word("AI", "bot", "no")))),
    Case("conv-nights", _thread("my holiday starts on 28 july", "Lovely!", "and im back on 11 august, how many nights "
                                                                          "is that"),
         _both(_re(r"(?<![\d.])14 nights|\bfourteen\b|^\W*14\W*$"), _none_of("don't know"))),
    Case("conv-tap", _thread("Priya is my dentist and Callum is my plumber.", "OK.", "who do i ring about a leaking "
                                                                                     "tap"),
         _both(_first_named(r"\bcallum\b", r"\bpriya\b"), _none_of("don't know"))),
]

CASES: list[Case] = [_judged(c) for c in (*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS)]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
