"""My probe of ground79 (issue 26, point 1): GROUNDED questions over documents of kinds and formats no
set used, through three program shapes, with strict oracles.

Documents (invented): a river kayak hire's terms as a reStructuredText field list (a ``.. note::``
correcting the double kayak's rate); an email thread with quoted replies (``>`` and ``>>``; the newest
message, on top, changes the labour figure of the quote quoted below it); a leisure centre's leaflet as
two-column PDF-like text with hyphenated line breaks ("in-" / "cludes"); a garden centre's till receipt
(quantity @ unit price lines, a subtotal, a loyalty discount, a total, a refund rule); a bus company's
pass price card (a grid of adult / child* / student† with footnote marks and a ‡ amendment); a Chinese
residential car park's 收费标准 with a 调整 line re-pricing one monthly card.

Program shapes: ``ChatPromptTemplate | llm | StrOutputParser()`` (kayak, car park, bus card: the
document in the system message); ``ChatPromptTemplate.from_template`` with ONE human message holding
the thread and the question (email); the classic retriever chain ``{"context": retriever |
format_docs, "question": RunnablePassthrough()} | prompt | llm | StrOutputParser()`` over chunks of
the leaflet (an ``InMemoryVectorStore`` with fake deterministic embeddings, k above the chunk count);
``create_agent`` with a ``create_retriever_tool`` over the receipt's blocks (a run that never calls the
tool gives an empty reply, wrong).

Questions typed as hurried learners type: worked figures (hours x a rate, a difference of two rates,
wetsuits x people, a total of three quoted lines with one changed, 25 % of it, a year of a monthly
fee, a block against singles, classes x a price, a first month with a joining fee, 3 bags x a unit
price, a day pass for one adult and two children, a student saving, hours after the first at a
tariff, kWh x (rate + service fee), a year of a monthly card), conditions and yes/no (mostly no), a
value a later line changed (the double kayak, the labour, the adult week pass, the underground
card), counts, who, and answers absent beside near words (life jackets beside wetsuits, VAT beside
prices, parking beside lockers, the cashier beside the till, an annual pass beside the month pass,
e-bikes beside electric cars).

Oracles strict (copied from the sixtieth set's helpers): the asked result is required; an operand
alone, an old value outside a sentence that says it changed, another row's value, or a reply over
half its document's length is wrong; the simulator's own limit sentences are cut before judging.

``python -W ignore -m tests.sim.probes.ground79 [-v]``.

History (right / limit / silently wrong / false alarms): written and committed before its first run
(tag start79, 6b90b8dd; the probe at d38f712a). FIRST SIGHT there (one run, ``-v``), 50 cases: right 11,
stated limit 33, silently wrong 6, false alarms 1. The silently wrong: kayak-last ("I don't know" beside
"Last launch: 5.30pm"), mail-radiator-who (the line naming the radiator quoted for "who": no person in
it), rcpt-refund (the tomato plants' item line quoted for "can i get a refund on": the line says nothing
of refunds), park-3h (9元 = 3 hours x the 之后每小时 rate: the first hour's 5元 tier ignored),
park-ground-year (没有提到'一年' beside 地面车位每月300元: a year of a monthly price called absent),
park-daymax (我不知道 beside 每天最高收费30元). The false alarm: rcpt-discount (the discount line quoted,
-3.60, with a worked-amount limit). All nine gym cases: a "no task" limit (the retriever chain's
system prompt "Answer the question using only this text extracted from a PDF leaflet" not read as
grounded answering).

AFTER ground79 (branch ``ground79``): right 14, stated limit 35, silently wrong 1, false alarms 1. park-3h right
(``zh_rate_products``: a priced first tier, "首小时5元", then the rate on the rest: 11元; a "then" mark with no
first tier read, or a cap the product passes, gives no product); park-ground-year right (a period asked, "一年", is
no absent subject, ``subject_words.zh_no_subject``; the 调整 line names 地下车位, another item of the chosen line than
the asked 地面车位, so it is not applied: ``later_corrections.other_item``, also in ``changed_later.applied_change``;
3,600元); park-daymax right (``zh_rate_products.cap``: the one line stating a cap, row "zh cap"); rcpt-refund a
stated limit (``answer_forms.unaddressed_condition``: a yes/no question whose condition a quoted record's row does
not speak of while another line does); mail-radiator-who a stated limit (``answer_forms.unfit_reply``: a who-question,
after the prompt's own words too, answered by a partial quote naming no one). Left: kayak-last ("the latest we can
go out" beside "Last launch: 5.30pm": the words differ, "latest" / "last"), the nine gym limits, rcpt-discount's
false alarm.
"""

from __future__ import annotations

import re
import sys

from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from tests.sim.fresh._oracles import (
    Case,
    _absent,
    _any,
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
                     r"now\b|old\b|earlier|调整|原|以前|改为|调为", re.I)


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
              "没有提到", "没有说明", "未提及", "没有找到", "不知道", "未列出", "没有列出")


# --- program shapes -------------------------------------------------------------------------------


def _system_chain(doc: str, intro: str, question: str):
    """``ChatPromptTemplate([system: intro + document, human: question]) | llm | StrOutputParser()``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_messages([("system", intro + "\n\n{doc}"), ("human", "{q}")])
        return AIMessage((prompt | llm | StrOutputParser()).invoke({"doc": doc, "q": question}))

    return run


def _thread_chain(question: str):
    """``ChatPromptTemplate.from_template`` (one human message: the thread, then the question) | llm."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate

        prompt = ChatPromptTemplate.from_template(
            "Here is an email thread with my plumber (newest message first):\n\n{thread}\n\n"
            "Answer from the thread only. {q}")
        return (prompt | llm).invoke({"thread": MAIL, "q": question})

    return run


def _store(chunks: list[str], source: str):
    from langchain_core.documents import Document
    from langchain_core.embeddings import DeterministicFakeEmbedding
    from langchain_core.vectorstores import InMemoryVectorStore

    store = InMemoryVectorStore(DeterministicFakeEmbedding(size=64))
    store.add_documents([Document(c, metadata={"source": source}) for c in chunks])
    return store.as_retriever(search_kwargs={"k": len(chunks) + 3})


def _leaflet_rag(question: str):
    """The classic LCEL retriever chain over the leaflet cut into chunks of four lines."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnablePassthrough

        lines = GYM.splitlines()
        chunks = ["\n".join(lines[i:i + 4]) for i in range(0, len(lines), 4)]
        retriever = _store(chunks, "harbour-leaflet.pdf")

        def format_docs(found):
            return "\n\n".join(d.page_content for d in found)

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer the question using only this text extracted from a PDF leaflet:\n\n{context}"),
            ("human", "{question}")])
        chain = {"context": retriever | format_docs, "question": RunnablePassthrough()} | prompt | llm | \
            StrOutputParser()
        return AIMessage(chain.invoke(question))

    return run


def _receipt_agent(question: str):
    """``create_agent`` with a ``create_retriever_tool`` over the receipt's three blocks; the last
    message's text, empty when the tool was never called."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain_core.tools import create_retriever_tool

        blocks = [b for b in RECEIPT.split("\n\n") if b.strip()]
        tool = create_retriever_tool(_store(blocks, "receipt"), "search_receipt",
                                     "Search my garden centre receipt: items, prices, totals, payment, refunds.")
        agent = create_agent(llm, [tool], system_prompt="You help me with my shopping receipt. Search it first.")
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) for m in out["messages"]):
            return AIMessage("")
        return AIMessage(_text(out["messages"][-1]))

    return run


# --- documents ------------------------------------------------------------------------------------

KAYAK = """\
Riverside Kayak Hire
====================

:Single kayak: £18 per hour
:Double kayak: £28 per hour
:Stand-up paddleboard: £15 per hour
:Wetsuit hire: £6 per person (optional)
:Minimum age: 12; under-16s must share a boat with a paying adult
:Deposit: £50 per boat, returned when the boat comes back undamaged
:Last launch: 5.30pm (boats back by 7pm)
:Dogs: welcome in double kayaks only

.. note:: Correction: the double kayak is £30 per hour, not £28 as printed above.
"""

MAIL = """\
From: Dana Whitlow <dana@whitlowplumbing.co.uk>
To: Ravi Patel <ravi.patel@mailbox.org>
Date: Wed, 3 Mar 2027 08:12
Subject: Re: Re: Bathroom refit quote

Hi Ravi,

Tuesday the 9th works. One change: labour comes to £460, not £380, because moving the
radiator adds a day. Parts and waste stay as quoted.

Dana

> On Tue, 2 Mar 2027, Ravi Patel wrote:
> Thanks Dana. Could you start on Tuesday 9 March? Is tiling part of the quote?
> We would also like the radiator moved to the other wall.
>
>> On Mon, 1 Mar 2027, Dana Whitlow wrote:
>> Hi Ravi, here is the quote for the bathroom:
>> Labour: £380 (3 days)
>> Parts (basin, taps, pipework): £265
>> Waste removal: £40
>> Tiling is not included; I can recommend a tiler.
>> Payment: 25% deposit on booking, the rest on completion.
"""

GYM = """\
HARBOUR LEISURE - MEMBERSHIP 2027              CLASSES AND EXTRAS
Monthly membership is £32 and in-              Spin, yoga and circuits are free
cludes the gym floor and the swim-             for members; non-members pay £7.50
ming pool. Off-peak membership (be-            per class. Personal training costs
fore 4pm, Monday to Friday) is £24             £35 for one hour or £90 for a block
a month. The joining fee is £20,               of three hours. Towel hire is £1.50
waived for students with an NUS                a visit. Lockers take a £1 coin,
card. Members must be 16 or over;              returned when you open the locker.
14-15s may use the pool with an                The sauna is closed on Mondays for
adult member.                                  cleaning."""

RECEIPT = """\
GREENLEAF GARDEN CENTRE
Till 3          12/05/2026  14:32
Compost 40L          2 @ 6.99     13.98
Tomato plants        6 @ 1.25      7.50
Terracotta pot 30cm                9.00
Bird seed 2kg                      5.49

SUBTOTAL                          35.97
Loyalty discount 10%              -3.60
TOTAL                             32.37
Paid: VISA contactless            32.37

Refunds within 28 days with this receipt.
Live plants are not refundable.
Thank you for shopping at Greenleaf!"""

BUS = """\
CITYLINK BUSES - PASS PRICES (from 4 January 2027)

Pass               Adult     Child*    Student†
Day                £5.50     £2.80     £4.00
Week (7 days)      £22.00‡   £11.00    £16.50
Month (28 days)    £80.00    £40.00    £60.00

* Child fares: ages 5 to 15. Under-5s travel free with a fare-paying adult.
† Student passes need a valid college ID and are not valid before 9.30am on weekdays.
‡ Amended 1 February: the adult Week pass is now £24.00.
"""

PARK = """\
阳光花园小区停车收费标准

一、临时停车:首小时5元,之后每小时3元,每天最高收费30元。
二、月卡:地面车位每月300元,地下车位每月450元。
三、新能源车充电:电费每度1.2元,另收服务费每度0.4元。
四、业主访客:凭业主登记可免费停车2小时。
五、7座以上车辆不得进入地下车库。
六、调整:自2027年1月1日起,地下车位月卡调整为每月500元。
"""


def _kayak(q: str):
    return _system_chain(KAYAK, "You answer customers' questions about our kayak hire terms (reStructuredText).", q)


def _bus(q: str):
    return _system_chain(BUS, "You help passengers with the bus company's pass price card.", q)


def _park(q: str):
    return _system_chain(PARK, "你是小区物业的助手,只根据下面的收费标准回答。", q)


_ZH_NO = _both(_re(r"不能|不可以|不得|不允许|不行|禁止"), lambda out: not re.match(r"\s*(能|可以)", _text(out)))

KAYAK_CASES = [
    Case("kayak-double", _kayak("how much is a double kayak per hr"), _new_not_old(r"(?<![\d.])30\b", r"(?<![\d.])28\b")),
    Case("kayak-2h", _kayak("single kayak for 2 hours, cost?"), _n("36")),
    Case("kayak-wetsuits", _kayak("wetsuits for 3 of us how much"), _n("18")),
    Case("kayak-diff", _kayak("how much more is a double than a single per hour"), _n("12")),
    Case("kayak-dog", _kayak("can i bring my dog in a single kayak"), _no_by("only in double", "double kayaks only")),
    Case("kayak-age", _kayak("is my 10 yr old allowed to go"), _no_by("minimum age", "12")),
    Case("kayak-deposit", _kayak("do we get the deposit back if the boat gets damaged?"), _no_by("undamaged")),
    Case("kayak-last", _kayak("whats the latest we can go out on the water"), _any("5.30")),
    Case("kayak-lifejacket", _kayak("how much r life jackets"), _absent(*_NOT_GIVEN)),
]

MAIL_CASES = [
    Case("mail-labour", _thread_chain("whats the labour cost now?"), _new_not_old(r"460", r"380")),
    Case("mail-total", _thread_chain("total for the whole job?"), _n("765")),
    Case("mail-days", _thread_chain("how many days will the job take"), _re(r"\b(4|four)\s+(working\s+)?days")),
    Case("mail-tiling", _thread_chain("is tiling included in the price?"), _no_by("recommend a tiler")),
    Case("mail-start", _thread_chain("when does she start"), _re(r"9(th)? march|tuesday (the )?9|9th")),
    Case("mail-deposit", _thread_chain("how much is the deposit i pay on booking"), _amount("191.25")),
    Case("mail-radiator-who", _thread_chain("who wanted the radiator moved?"), _re(r"ravi")),
    Case("mail-vat", _thread_chain("does the price include VAT?"), _absent(*_NOT_GIVEN)),
]

GYM_CASES = [
    Case("gym-offpeak-year", _leaflet_rag("off peak membership for a year how much"), _n("288")),
    Case("gym-pt-save", _leaflet_rag("how much do i save with the block of 3 PT sessions vs paying for 3 single ones"),
         _n("15")),
    Case("gym-classes", _leaflet_rag("non member, 4 spin classes cost?"), _n("30")),
    Case("gym-student-join", _leaflet_rag("do students pay the joining fee"), _no_by("waived")),
    Case("gym-teen", _leaflet_rag("can my 15 year old use the gym floor?"), _no_by("16 or over", "only the pool")),
    Case("gym-sauna", _leaflet_rag("is the sauna open on monday"), _no_by("closed")),
    Case("gym-pool", _leaflet_rag("is the swimming pool included in the monthly membership"),
         _both(_re(r"\byes\b|includes|included"), lambda out: not re.match(r"\s*no\b", _text(out), re.I))),
    Case("gym-first-month", _leaflet_rag("first month with the joining fee, normal membership, how much?"), _n("52")),
    Case("gym-parking", _leaflet_rag("how much is parking at harbour leisure"), _absent(*_NOT_GIVEN)),
]

RECEIPT_CASES = [
    Case("rcpt-total", _receipt_agent("what did i pay in the end"), _amount("32.37")),
    Case("rcpt-tomato", _receipt_agent("how much was each tomato plant"), _amount("1.25")),
    Case("rcpt-count", _receipt_agent("how many tomato plants did i buy"), _re(r"(?<![\d.@])6(?![\d.])|\bsix\b")),
    Case("rcpt-3compost", _receipt_agent("what would 3 bags of the compost cost"), _amount("20.97")),
    Case("rcpt-discount", _receipt_agent("how much was the loyalty discount worth"), _amount("3.60")),
    Case("rcpt-refund", _receipt_agent("can i get a refund on the tomato plants"), _no_by("not refundable")),
    Case("rcpt-cash", _receipt_agent("did i pay cash?"), _both(_no_by("visa", "card"), _re(r"visa|card"))),
    Case("rcpt-cashier", _receipt_agent("who served me at the till"), _absent(*_NOT_GIVEN)),
]

BUS_CASES = [
    Case("bus-adult-week", _bus("adult weekly pass price?"), _new_not_old(r"24(\.00)?\b", r"22(\.00)?\b")),
    Case("bus-child-month", _bus("how much is a month pass for a kid"), _amount("40.00")),
    Case("bus-child-4days", _bus("for my son (9), 4 day passes or a week pass, which is cheaper"),
         _both(_re(r"week[^.]*cheaper|cheaper[^.]*week|week pass"), _amount("11.20"))),
    Case("bus-under5", _bus("does my 4 yr old need a ticket"), _no_by("travel free", "free")),
    Case("bus-student-8am", _bus("can i use my student pass at 8am on a tuesday"), _no_by("not valid", "9.30")),
    Case("bus-family-day", _bus("day passes for me and my 2 kids, total?"), _amount("11.10")),
    Case("bus-student-save", _bus("how much cheaper is the student month pass than the adult one"), _n("20")),
    Case("bus-annual", _bus("how much is an annual pass"), _absent(*_NOT_GIVEN)),
]

PARK_CASES = [
    Case("park-underground", _park("地下车位月卡现在多少钱"), _new_not_old(r"500", r"450")),
    Case("park-3h", _park("临时停3个小时要多少钱?"), _re(r"(?<!\d)11(?!\d)\s*元?")),
    Case("park-charge", _park("充10度电一共多少钱"), _re(r"(?<![\d.])16(\.0+)?(?![\d.])")),
    Case("park-visitor", _park("访客可以免费停几个小时"), _re(r"(?<!\d)2(?!\d)\s*(个)?小时|两(个)?小时")),
    Case("park-ground-year", _park("地面车位一年多少钱"), _re(r"3600|3,600")),
    Case("park-7seat", _park("我的七座以上的车能停地下车库吗"), _ZH_NO),
    Case("park-daymax", _park("停一整天最多收多少"), _re(r"(?<!\d)30(?!\d)")),
    Case("park-ebike", _park("电动自行车停车怎么收费?"), _absent(*_NOT_GIVEN)),
]

_DOCS = {"kayak": KAYAK, "mail": MAIL, "gym": GYM, "rcpt": RECEIPT, "bus": BUS, "park": PARK}

CASES: list[Case] = [_judged(c) for c in _under_half(
    [*KAYAK_CASES, *MAIL_CASES, *GYM_CASES, *RECEIPT_CASES, *BUS_CASES, *PARK_CASES], _DOCS)]

if __name__ == "__main__":
    report(CASES, sys.argv)
