"""My probe of ground80 (issue 26, point 1): GROUNDED questions over documents of kinds and formats no
set or probe used, through four program shapes, with strict oracles.

Documents (invented): a church hall hire agreement in numbered clauses with a "Schedule 1" of charges
(clause 5.1 re-prices the evening rate and says the kitchen charge is unchanged); a bus operator's
fare-capping notice (an "Update" line raising the daily cap and naming the single fare and weekly cap as
unchanged); a café's printed bill with VAT code letters (A / Z) and VAT lines, an optional service line;
a Japanese coin laundry 料金表 with a 【改定】 line (the 15kg washer re-priced, 乾燥機 named unchanged);
a climbing wall's price list as CSV text with a notes column ("not transferable", "includes first
entry", "12-month minimum term"); a dog groomer's WhatsApp chat export ("[dd/mm/yyyy, hh:mm] Name:")
with a correction message naming the nails too.

Program shapes: ``ChatPromptTemplate | llm | StrOutputParser()`` with the document in the system message
(hall, laundry); the classic retriever chain ``{"context": retriever | format_docs, "question":
RunnablePassthrough()} | prompt | llm | StrOutputParser()`` over the notice's paragraphs (fare caps);
``create_agent`` with a ``create_retriever_tool`` over the bill's blocks (a run that never calls the
tool gives an empty reply, wrong); a ``StateGraph`` with a retrieve node and a generate node over the
CSV rows (climbing wall); ``ChatPromptTemplate.from_template`` with ONE human message holding the chat
export and the question (groomer).

Questions typed as hurried learners type: worked figures (hours x a changed rate, hours x a rate plus
a booking charge, 2 journeys x a single, 2 child singles, journeys to reach a cap, a capped day, a bill
split three ways, 30 minutes of a 10-minute dryer price, 2 washes, a difference of two rows, opening
hours between two times, per-visit of a 10-visit card, its saving over 10 peak visits, a first visit
whose induction includes entry plus shoe hire, a year of a monthly fee, a groom plus an extra, 30
minutes of a per-15-minute price, a drop-off to pick-up duration), conditions and yes/no (mostly no, the
ban in other words than the question's: "forfeit 50%", "not transferable", "outside capping", "cash or
bank transfer only"), values a later line changes while naming another item (evening rate / kitchen;
daily cap / single fare; 15kg / 乾燥機; full groom / nails), counts, who, and answers absent beside near
words (insurance beside deposit, a monthly cap beside the weekly one, wifi beside the card line, 洗剤
beside 洗濯機, harness hire beside shoe and chalk bag hire, flea treatment beside teeth cleaning).

Oracles strict (ground79's): the asked result is required; an operand alone, an old value outside a
sentence that says it changed, another row's value, or a reply over half its document's length is
wrong; the simulator's own limit sentences are cut before judging.

``python -W ignore -m tests.sim.probes.ground80 [-v]``.

History (right / limit / silently wrong / false alarms): written and committed before its first run
(tag start80, f742ff07; the probe at 5a714ab7). FIRST SIGHT there (one run, ``-v``), 52 cases: right 11,
stated limit 37, silently wrong 4, false alarms 0. The silently wrong: hall-3h-day ("3 hrs in the daytime plus
kitchen, total?" answered by the refund and minimum-booking rules its "3 hours" met: a threshold's side for a
bare "..., total?"), hall-music ("I don't know" for "can we have the dj playing till midnight" beside "Amplified
music must stop by 11pm"), cap-kids ("my kid takes 2 buses today, cost?" answered by the child fares line
quoted, 90p and £2.70, no 2 x 90p worked), bill-vat ("how much VAT was on the bill" answered by "12 High St,
Ludlow VAT No 284 1177 90": a registration number for an amount). Limits of note: the nine bill cases (the
agent never called its tool: "Look it up first." not read as naming the one tool), the eight climb cases (the
StateGraph's "Answer the climber's question using only these rows of our price list (CSV):" not read as
material; opening it exposed four further wrongs, below), the laundry's Japanese (no Japanese reader).

AFTER ground80 (branch ``ground80``): right 14, stated limit 37, silently wrong 1, false alarms 0. hall-3h-day a
stated limit (``threshold_answers``: a bare ", total?" asks an amount, ``asks_bare_total``; a met side stating no
money is then no answer, the grounded reader's added-charge limit follows); hall-music a stated limit
(``other_forms``: leave asked up to or past a time over a rule bounding an activity by a clock time); bill-vat a
stated limit (``answer_forms.unfit_reply``: an amount asked answered by figures that only identify,
``fit_id_figure``); bill-soup, bill-server, bill-teas right (``delegation.lookup_tool``: "Look it up first." with
one tool bound names it). Found beside the probe with the climbing CSV in a system message (the shape the
material reader does read), each fixed and tested on other wordings: "monthly membership for a year" quoted the
row (``period_rates``: a currency-named field, "price_gbp: 52.00", gives the amount: £624), "can my 13 yr old
climb by himself" answered "Yes" from the row's "(under 16)" (``accompanied_ages``: a row's bound and its
"must be supervised" cell joined; a whole yes/no typed without "?"), "how much is the 10 visit card per visit?"
answered "1.2 months" (``workings``: a validity span is no dividend unless time is asked). Over a parish office
notice (also beside the probe): "how long is the certificate valid for" answered by "Allow 3 working days for
processing" is now a stated limit (``answer_forms``: a lead time is no validity), "can i book the hall for today"
over "No same-day bookings." is "No" (``banned_actions``: a "No <things>." notice is a ban whose qualifier the
question must meet; "tomorrow", "for a wedding" keep "I don't know"). Left: cap-kids (a
quote where a product of the quote's own figure was asked: the extractive gate is calib80's), the climb
material shape (the pointer "using only these rows of our price list" has four words before its noun; widening
``pointed_material.uses`` opened the probe's climb cases and also "first time ... what do i pay" quoting three
rows, the junior one among them: not done), the Japanese laundry.
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _both,
    _denies,
    _text,
    _under_half,
    report,
)

_LIMIT_SENTENCE = re.compile(r"The offline simulator (?:can't|cannot)\b.*?a real model would\b.*?(?:\.(?=\s|$)|$)",
                             re.S | re.I)


def _sans_limits(text: str) -> str:
    return _LIMIT_SENTENCE.sub(" ", text).strip()


def _judged(case: Case) -> Case:
    def right(out, ok=case.right) -> bool:
        if isinstance(out, AIMessage) and isinstance(out.content, str):
            out = out.model_copy(update={"content": _sans_limits(out.content)})
        elif isinstance(out, str):
            out = _sans_limits(out)
        return ok(out)

    return Case(case.id, case.run, right)


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _n(number: str):
    """The number (a pattern; "8" matches "8", "8.00", "£8", not "18", "8.50")."""
    return _re(rf"(?<![\d.,]){number}([.,]00?)?(?!\d|[.,]\d)")


def _amount(number: str):
    whole, _, pence = number.partition(".")
    return _re(rf"(?<![\d.,]){whole}[.,]{pence}0?(?!\d)")


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|"
                     r"update|amend|correct|revis|replac|rais|rise|rose|went up|before|later|\bfrom\b|\bto\b|"
                     r"now\b|old\b|earlier|改定|変更|以前|旧|より", re.I)


def _new_not_old(new_pattern: str, old_pattern: str):
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new_pattern, t, re.I):
            return False
        for sentence in re.split(r"[!?。;;!?\n]|\.(?!\d)", t):
            if re.search(old_pattern, sentence, re.I) and not _CHANGE.search(sentence):
                return False
        return True

    return ok


def _no_by(*phrases: str):
    """A no: never opens with yes; opens with no or says one of ``phrases``."""
    return _denies(*phrases, "not allowed", "aren't allowed", "isn't allowed", "can't", "cannot", "not included",
                   "isn't included", "not refundable", "non-refundable", "not valid", "closed", "must be",
                   "won't", "you don't")


_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "not stated", "doesn't state", "does not state", "no information",
              "nothing about", "not specified", "doesn't specify", "does not specify", "not given",
              "doesn't give", "does not give", "not shown", "can't find", "cannot find", "could not find",
              "couldn't find", "no details", "don't mention", "don't say", "doesn't list", "not on the",
              "not covered", "don't know", "do not know", "not in the",
              "記載がありません", "記載されていません", "載っていません", "わかりません", "分かりません", "情報がありません",
              "書かれていません")


# --- program shapes -------------------------------------------------------------------------------


def _system_chain(doc: str, intro: str, question: str):
    """``ChatPromptTemplate([system: intro + document, human: question]) | llm | StrOutputParser()``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([("system", intro + "\n\n{doc}"), ("human", "{q}")])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"doc": doc, "q": question}))

    return run


def _chat_template(question: str):
    """``ChatPromptTemplate.from_template`` (one human message: the chat export, then the question) | llm."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_template(
            "This is my WhatsApp chat with the dog groomer, exported:\n\n{chat}\n\n"
            "Use only the chat to answer. {q}")
        return (prompt | llm).invoke({"chat": CHAT, "q": question})

    return run


def _store(chunks: list[str], source: str):
    from langchain_core.documents import Document
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from langchain_core.vectorstores import InMemoryVectorStore

    store = InMemoryVectorStore(DeterministicFakeEmbedding(size=64))
    store.add_documents([Document(c, metadata={"source": source}) for c in chunks])
    return store.as_retriever(search_kwargs={"k": len(chunks) + 3})


def _cap_rag(question: str):
    """The classic LCEL retriever chain over the notice's paragraphs."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnablePassthrough

        chunks = [p for p in CAPS.split("\n\n") if p.strip()]
        retriever = _store(chunks, "fare-capping-notice.txt")

        def format_docs(found):
            return "\n\n".join(d.page_content for d in found)

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are Northgate Buses' help bot. Answer from these notice extracts only:\n\n{context}"),
            ("human", "{question}")])
        chain = {"context": retriever | format_docs, "question": RunnablePassthrough()} | prompt | llm | \
            StrOutputParser()
        return AIMessage(chain.invoke(question))

    return run


def _bill_agent(question: str):
    """``create_agent`` with a ``create_retriever_tool`` over the bill's blocks; the last message's text,
    empty when the tool was never called."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain_core.tools import create_retriever_tool

        blocks = [b for b in BILL.split("\n\n") if b.strip()]
        tool = create_retriever_tool(_store(blocks, "bill"), "look_up_bill",
                                     "Look up lines of my cafe bill: items, VAT, service, card, policy.")
        agent = create_agent(llm, [tool], system_prompt="You answer questions about the user's cafe bill. "
                                                        "Look it up first.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


def _climb_graph(question: str):
    """A ``StateGraph`` (retrieve -> generate) over the CSV's rows, the header kept on each row."""
    def run(llm):
        from typing import TypedDict

        from langchain_core.messages import SystemMessage
        from langgraph.graph import END, START, StateGraph

        header, *rows = CLIMB.strip().splitlines()
        retriever = _store([header + "\n" + r for r in rows], "prices.csv")

        class State(TypedDict):
            question: str
            context: str
            answer: str

        def retrieve(state: State):
            return {"context": "\n\n".join(d.page_content for d in retriever.invoke(state["question"]))}

        def generate(state: State):
            msgs = [SystemMessage("Answer the climber's question using only these rows of our price list "
                                  "(CSV):\n\n" + state["context"]), HumanMessage(state["question"])]
            return {"answer": _text(llm.invoke(msgs))}

        g = StateGraph(State)
        g.add_node("retrieve", retrieve)
        g.add_node("generate", generate)
        g.add_edge(START, "retrieve")
        g.add_edge("retrieve", "generate")
        g.add_edge("generate", END)
        return AIMessage(g.compile().invoke({"question": question})["answer"])

    return run


# --- documents ------------------------------------------------------------------------------------

HALL = """\
ST MARY'S CHURCH HALL, ASHBY - HIRE AGREEMENT

1. Parties
1.1 This agreement is between the Parochial Church Council of St Mary's (the "Owner") and the person
named in Schedule 1 (the "Hirer").

2. Charges and deposit
2.1 The Hirer shall pay the charges set out in Schedule 1.
2.2 A damage deposit of £100 is payable on signing. It is refunded within 14 days after the hire, less
any cost of cleaning or repair.

3. Use of the hall
3.1 No alcohol may be sold on the premises without a Temporary Event Notice.
3.2 Bouncy castles, smoke machines and naked flames are prohibited.
3.3 Amplified music must stop by 11pm and the hall must be vacated by 11.30pm.
3.4 The Hirer must be aged 21 or over.

4. Cancellation
4.1 If the Hirer cancels more than 28 days before the hire date, the deposit is returned in full.
Cancellation within 28 days of the hire date forfeits 50% of the hire charge.

5. Amendment
5.1 From 1 April 2027 the evening rate in Schedule 1 becomes £32 per hour; the kitchen charge is
unchanged.

SCHEDULE 1 - CHARGES AND HIRER
Main hall, daytime (9am to 5pm): £18 per hour
Main hall, evening (5pm to 11.30pm): £27 per hour
Kitchen use: £15 per booking
Minimum booking: 2 hours
Hirer: Mrs Joy Okafor, 14 Mill Lane, Ashby
"""

CAPS = """\
NORTHGATE BUSES - FARE CAPPING IS HERE

Tap on with the same contactless card or phone every time and you will never pay more than the cap.
Single fare (any journey in the town zone): £1.80. Daily cap: £5.40. Weekly cap (Monday to Sunday): £21.00.

Child fares (ages 5-15): single 90p, daily cap £2.70.

Caps apply to contactless only. Paper tickets bought from the driver do not count towards a cap.

Each card is capped on its own. A card tapped for several people is charged per tap and gets no cap.

Night buses N1 to N4 are outside capping; the night single is £3.00.

There is no need to tap off at the end of your journey.

Update 2 June: from 1 July the daily cap rises to £6.00. The single fare and the weekly cap stay the same.
"""

BILL = """\
THE COPPER KETTLE CAFE
12 High St, Ludlow      VAT No 284 1177 90
Table 7   Covers 3   Server: Priya
08/11/2026 12:47

2 x Soup of the day    @ 5.20   10.40 A
1 x Cheese toastie              6.50 A
3 x Tea                @ 2.10    6.30 A
1 x Carrot cake (takeaway)      3.40 Z

Subtotal                       26.60
Service 10% (eat-in, optional)  2.32
TOTAL                          28.92

VAT A 20% incl.                 3.87
VAT Z 0%                        0.00

Mastercard ****4471            28.92

Service is shared among all staff.
No refunds on food once served.
"""

LAUNDRY = """\
コインランドリー さくら 料金表

洗濯機(8kg) 1回 400円
洗濯機(15kg) 1回 700円
乾燥機 10分 100円
洗濯乾燥機(12kg) 1回 1,300円
営業時間 6:00〜24:00(年中無休)
※ペット用の毛布・マットは洗えません。
※両替機は千円札のみ対応です。
【改定】2027年4月1日より、洗濯機(15kg)は1回800円になります。乾燥機の料金は変わりません。
"""

CLIMB = """\
item,price_gbp,notes
Adult entry,12.50,peak: after 4pm and weekends
Adult entry off-peak,9.50,weekdays before 4pm
Junior entry (under 16),8.00,must be supervised by a paying adult
10-visit card adult,108.00,valid 12 months; not transferable
Shoe hire,3.50,
Chalk bag hire,1.50,
Induction,15.00,required once for new adult climbers; includes first entry
Monthly membership,52.00,unlimited entry; 12-month minimum term
"""

CHAT = """\
[03/03/2027, 09:14] Kirsty (Paws & Bubbles): Hi Tom! A full groom for Biscuit is £45, that covers bath, cut and nails. A nail trim on its own is £10.
[03/03/2027, 09:16] Kirsty (Paws & Bubbles): De-matting is £8 per 15 minutes if his coat is knotted.
[03/03/2027, 09:20] Tom Reilly: Great, can I book Thursday at 10am? And do you do teeth cleaning?
[03/03/2027, 09:31] Kirsty (Paws & Bubbles): Thursday 10am is booked! Pick-up is at 1pm. Teeth cleaning is £12 extra.
[03/03/2027, 09:33] Kirsty (Paws & Bubbles): Please note I need 48 hours' notice to cancel, or the full price is charged. Cash or bank transfer only at the moment.
[04/03/2027, 18:02] Kirsty (Paws & Bubbles): Sorry Tom, correction: the full groom is £50 for big dogs like Biscuit, not £45. Nails alone are still £10.
"""


def _hall(q: str):
    return _system_chain(HALL, "You answer hirers' questions about the hall hire agreement below.", q)


def _laundry(q: str):
    return _system_chain(LAUNDRY, "あなたはコインランドリーの案内係です。下の料金表だけを使って答えてください。", q)


_JA_NO = _both(_re(r"できません|使えません|洗えません|いいえ|不可|だめ|ダメ|対応していません|のみ"),
               lambda out: not re.match(r"\s*(はい|できます|洗えます|使えます)", _text(out)))

HALL_CASES = [
    Case("hall-evening", _hall("evening rate per hour from april?"), _new_not_old(r"32\b", r"27\b")),
    Case("hall-kitchen", _hall("hows much is the kitchen"), _both(_n("15"), lambda out: not _n("32")(out))),
    Case("hall-3h-day", _hall("3 hrs in the daytime plus kitchen, total?"), _n("69")),
    Case("hall-4h-eve", _hall("4 hours in the evening in may, how much"), _n("128")),
    Case("hall-music", _hall("can we have the dj playing till midnight"), _no_by("11pm", "11 pm")),
    Case("hall-smoke", _hall("is a smoke machine ok for the disco"), _no_by("prohibited")),
    Case("hall-who", _hall("whos the hirer on this"), _re(r"okafor")),
    Case("hall-1h", _hall("can i just book 1 hour"), _no_by("minimum", "2 hours", "two hours")),
    Case("hall-cancel", _hall("if i cancel 2 weeks before do i get everything back"),
         _no_by("50%", "forfeit", "half")),
    Case("hall-insurance", _hall("do i need public liability insurance"), _absent(*_NOT_GIVEN)),
]

CAP_CASES = [
    Case("cap-daily-july", _cap_rag("daily cap after 1 july?"), _new_not_old(r"6(\.00)?\b", r"5\.40")),
    Case("cap-2trips", _cap_rag("2 bus journeys today, how much"), _amount("3.60")),
    Case("cap-5trips", _cap_rag("if i take 5 buses on one day in june what do i pay in total"), _amount("5.40")),
    Case("cap-how-many", _cap_rag("how many single journeys till i hit the daily cap (june)"),
         _re(r"(?<![\d.£])3(?![\d.])|\bthree\b")),
    Case("cap-paper", _cap_rag("do paper tickets from the driver count to the cap"), _no_by("do not count",
                                                                                          "contactless only")),
    Case("cap-family", _cap_rag("can me and my wife tap the same card and still get capped"),
         _no_by("no cap", "per tap", "on its own")),
    Case("cap-night", _cap_rag("is the N2 night bus capped"), _no_by("outside capping")),
    Case("cap-kids", _cap_rag("my kid takes 2 buses today, cost?"), _amount("1.80")),
    Case("cap-monthly", _cap_rag("is there a monthly cap"), _absent(*_NOT_GIVEN, "no monthly")),
]

BILL_CASES = [
    Case("bill-soup", _bill_agent("how much was one soup"), _amount("5.20")),
    Case("bill-vat", _bill_agent("how much VAT was on the bill"), _amount("3.87")),
    Case("bill-split", _bill_agent("we're splitting it 3 ways, how much each"), _amount("9.64")),
    Case("bill-server", _bill_agent("who served us"), _re(r"priya")),
    Case("bill-teas", _bill_agent("how many teas did we have"), _re(r"(?<![\d.@])3(?![\d.])|\bthree\b")),
    Case("bill-refund", _bill_agent("the toastie was cold, can i get my money back for it"),
         _no_by("no refunds", "once served")),
    Case("bill-visa", _bill_agent("did i pay with visa?"), _both(_no_by("mastercard"), _re(r"mastercard"))),
    Case("bill-noservice", _bill_agent("what would it have been without the service charge"), _amount("26.60")),
    Case("bill-wifi", _bill_agent("whats the wifi password"), _absent(*_NOT_GIVEN)),
]

LAUNDRY_CASES = [
    Case("laundry-15kg", _laundry("15kgの洗濯機は今いくら?4月から"), _new_not_old(r"800", r"700")),
    Case("laundry-dry30", _laundry("乾燥機30分だといくら"), _re(r"(?<![\d,])300\s*円")),
    Case("laundry-8kg2", _laundry("8kgの洗濯機を2回使うと何円"),
         _both(_re(r"(?<![\d,])800\s*円"), lambda out: "15" not in _text(out))),
    Case("laundry-hours", _laundry("1日何時間あいてる?"), _re(r"(?<!\d)18\s*時間")),
    Case("laundry-pet", _laundry("犬の毛布洗ってもいい?"), _JA_NO),
    Case("laundry-10000", _laundry("1万円札を両替できますか"), _JA_NO),
    Case("laundry-diff", _laundry("洗濯乾燥機と8kgの洗濯機、差はいくら"), _re(r"(?<![\d,])900\s*円")),
    Case("laundry-detergent", _laundry("洗剤はいくらですか"), _absent(*_NOT_GIVEN)),
]

CLIMB_CASES = [
    Case("climb-card-per", _climb_graph("10 visit card, whats that per visit"), _amount("10.80")),
    Case("climb-card-save", _climb_graph("how much do i save with the 10 visit card vs paying peak 10 times"),
         _amount("17.00")),
    Case("climb-share", _climb_graph("can my mate use my 10 visit card"), _no_by("not transferable")),
    Case("climb-first", _climb_graph("first time ever, adult, peak, need shoes too - what do i pay"),
         _amount("18.50")),
    Case("climb-junior", _climb_graph("can my 13 yr old climb by himself"), _no_by("supervised")),
    Case("climb-cancel", _climb_graph("can i cancel monthly membership after 3 months"),
         _no_by("12-month minimum", "minimum term")),
    Case("climb-year", _climb_graph("monthly membership for a year, how much"), _n("624")),
    Case("climb-harness", _climb_graph("how much is harness hire"), _absent(*_NOT_GIVEN)),
]

CHAT_CASES = [
    Case("chat-groom", _chat_template("how much is the full groom for biscuit"), _new_not_old(r"50\b", r"45\b")),
    Case("chat-total", _chat_template("full groom + teeth cleaning total?"), _n("62")),
    Case("chat-hours", _chat_template("how long will biscuit be there"),
         _re(r"\b(3|three)\s+hours|10\s*am\D+1\s*pm")),
    Case("chat-card", _chat_template("can i pay by card"), _no_by("cash or bank transfer")),
    Case("chat-dematt", _chat_template("30 mins of de-matting how much"), _n("16")),
    Case("chat-cancel", _chat_template("can i cancel the day before without paying"),
         _no_by("48 hours", "full price")),
    Case("chat-nails", _chat_template("nail trim only, price?"), _both(_n("10"), lambda out: not _n("50")(out))),
    Case("chat-flea", _chat_template("do they do flea treatment"), _absent(*_NOT_GIVEN)),
]

_DOCS = {"hall": HALL, "cap": CAPS, "bill": BILL, "laundry": LAUNDRY, "climb": CLIMB, "chat": CHAT}

CASES: list[Case] = [_judged(c) for c in _under_half(
    [*HALL_CASES, *CAP_CASES, *BILL_CASES, *LAUNDRY_CASES, *CLIMB_CASES, *CHAT_CASES], _DOCS)]

if __name__ == "__main__":
    report(CASES, sys.argv)
