"""A forty-second invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held42``, from main at b45463ca) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a primary
school's uniform price list (items, an adult-size surcharge, a bundle, second-hand prices, a later
price rise for one item) through a ``Send`` fan-out (a warm-up question and the asked one, the
answers gathered by a reducer); a pet-sitting booking confirmation (pets, visits a day, a price per
visit with an extra-pet charge, a later change bringing the last visit forward) through
``with_structured_output(..., include_raw=True)`` of a learner's reply schema; a Chinese removal
company's quotation (搬家报价单: a base fare with included kilometres, a per-kilometre charge, a stairs
fee per floor without a lift, boxes, a 补充说明 cancelling the piano) through
``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder`` holding earlier turns; a Japanese
inn's booking confirmation (旅館 ご予約確認書: adult and child rates, bath tax, times, a 変更 moving
the dinner times) behind ``create_agent`` with the learner's search tool (the agent must call it)
and ``response_format``; an indoor karting heat's results (positions, best laps, total times, a
time penalty added by the stewards) through ``RunnableParallel``; a locksmith's invoice (call-out,
labour per started quarter hour, parts, VAT, a part payment, a credit note) through ``RunnableLambda``
pre-processing that numbers the lines; a wine club's quarterly case statement (bottles, member and
shop prices, a substitution notice sent later) put into a checkpointed thread with ``update_state``
as two system messages and read back with ``get_state``; a hot-air balloon flight voucher (terms,
surcharges, a later extension of validity) kept as two items of an ``InMemoryStore`` that a graph
node gathers with ``store.search``; a tattoo studio's appointment confirmation (hourly rate, a
minimum, a deposit off the last session, a reschedule) in a ``StateGraph`` whose conditional edge
follows the model's own MONEY / OTHER label to a "work it out" node or a plain one.

Questions in everyday words: a value, a worked figure (a bundle saving, two adult-size items, a
price per visit for three pets, visits counted over changed dates, a stairs fee by floors, extra
kilometres, a Japanese child rate at 70 %, bath tax for two adults over two nights, a winner's
margin, a race distance in kilometres, labour charged per started quarter hour, a balance after a
credit note, a case total and its saving on shop prices, an upgrade for two, a late change fee for
two, a session cost, a last bill after the deposit), a value changed by a later line (a price rise,
a last visit, a piano cancelled, dinner times, a finishing order after a penalty, a balance, a
substituted wine, a voucher's validity, a rescheduled session), rankings, conditions, yes/no,
counts, answers absent, and follow-ups in threads (a pronoun, "it", "that").

A learner's tools: parking at the station "from quarter to eight till six" this Thursday with
today stated, a timer for "four and a half minutes", a weight of "11 stone 4", "a dozen eggs" on a
shopping list, alerts "don't turn them off, I still want them", a transfer of "two hundred and
forty quid" to Mum's account, an RSVP for "me and my three flatmates", no tool fits, a value
missing, a Chinese transfer (给小王转三百五十块) and a Chinese timer (一刻钟). Structured output of my
own schemas ("nine and a half miles" into kilometres, a polite refusal as ``accept=False``, adults
and children from "me, my wife, our son and his two friends", 50 Fahrenheit into Celsius in a
``TypedDict``, a ``Literal`` sentiment from "not bad at all", a Chinese appointment 后天下午三点一刻 with
today stated). Graders and labels in my own wordings (ANSWERS / DOES_NOT_ANSWER, a structured
``is_grounded`` bool, SALES / SUPPORT / HR, SV / FI / DA, 正面 / 负面). Conversations ("he" after a
neighbour and his wife, a corrected delivery day, chapters counted over two turns, money left in
Chinese, a daughter's age next year in Chinese, small talk).

Oracles as in the forty-first set, and strict: the asked result is required; a reply that quotes
most of its document, holds another row's value, or gives an operand instead of the worked value
is wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each document that
no right answer needs); ``_absent`` (the material does not hold it: "I don't know" is right),
``_no_call`` (no tool fits, a required value is missing). Classes: ``right``, ``limit`` (a limit
was stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was right
anyway is a false alarm, counted apart.

Before the commit that holds this set (0d8f5601, message "... before first run") the harness
alone was tried on an echoing fake chat model of my own (not the simulator; when tools are bound it
calls each bound tool once, then echoes): every program shape ran without a crash (the inn agent
searched, then filled ``InnAnswer``) and handed the model the document and the question, and no
grounded oracle passed a reply that echoes its prompt. Every grounded, grader and conversation
oracle was tried on a right reply written by hand for each case (all passed). The simulator was
not run on the set before that commit.

FIRST SIGHT on main at b45463ca (the branch point of ``held42``; the set and its oracles committed
first in 0d8f5601, then one run with ``-v``), 91 cases: right 21, stated limit 58, silently wrong
12, false alarms 9. NO ORACLE MENDED: the harness did not crash and no oracle rejected a reply
that was plainly right (thread-he's reply quotes the user's whole sentence, "My neighbour Gareth
fixed my fence, and his wife Nia brought round a cake.", for "what did he fix?": the fence is in
it, but so is the cake, and the pronoun is not resolved; kept wrong as committed). Pinned in
``test_pins.py`` at these counts.

The silently wrong (12): uniform-cardigan-more (the second-hand line "GBP 3 each" for "how much
more is a cardigan than a sweatshirt?", no 1.50), zh-move-floors, zh-move-km, zh-move-total and
zh-move-lift ("我不知道。" over a quotation holding the stairs fee rule, the per-kilometre charge and
the lift rule), kart-second (J. Pryce, second by the Pos column; the steward's penalty that drops
him to fourth not read), kart-age-absent (Marchetti's row for "how old is Marchetti?"), lock-minutes
("50 minutes is at most 14 days": the question's duration compared with the balance's due period),
lock-daytime-absent (the evening call-out line and two more for a daytime price the invoice does not
give), wine-total (the "charged to the card" line, no 156.25), schema-fahrenheit (``celsius=50.0`` for
"50 degrees Fahrenheit"), thread-he (above). The false alarms (9): uniform-tie-absent,
ja-pets-absent and wine-abv-absent (limit sentences with no answer that meet the absence phrase
"can't tell"), tattoo-notice and tattoo-numbing-absent (right replies; the limit is the learner's
MONEY / OTHER label call, which the simulator cannot read: every tattoo case carries it),
tattoo-third-round and tattoo-swim (NOT right: "GBP 60 (2 rounds x GBP 30 per round)" passes the
oracle through the quoted operand "GBP 30 per round", and a limit sentence quoting "no swimming ...
for 2 weeks" passes ``_denies``; both counted as false alarms by the committed oracles, so the
false-alarm figure over-counts by two), tool-no-fit (no call, right, beside a knowledge limit) and
schema-decline (``accept=False`` parsed, right, beside a reading limit). Classes, code paths and
proposed mechanisms: ``FORTYSECOND_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortysecond_set`` prints the counts (``-v``: each case).
"""

from __future__ import annotations

import operator
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
    _calls,
    _denies,
    _either,
    _no_call,
    _none_of,
    _not_opening,
    _num_near,
    _only,
    _opens,
    _parsed,
    _structured,
    _text,
    _thread,
    _word,
    report,
    tally,
)

# --- oracle helpers of this set -------------------------------------------------------------------


def _re(pattern: str):
    """The reply matches ``pattern`` (case ignored)."""
    return lambda out: bool(re.search(pattern, _text(out), re.I))


_CHANGE = re.compile(r"chang|no longer|\bwas\b|\bwere\b|originally|previously|instead|used to|\bnot\b|n't\b|moved|"
                     r"update|amend|correct|revis|replac|reduc|rais|put up|went up|goes up|gone up|before|later|"
                     r"extend|\bfrom\b|\bto\b|cancel|substitut|sold out|credit|penalt|"
                     r"改|原|更正|补充|取消|延长|変更|から|元々|以前", re.I)


def _not_all(*markers: str):
    """Not every one of ``markers`` is in the reply (a whole-document quote holds them all; a
    reply quoting a neighbouring line that the learner's search handed back is no dump)."""
    return lambda out: bool(_text(out).strip()) and not all(m.lower() in _text(out).lower() for m in markers)


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
              "don't say", "don't mention", "isn't on the", "not on the", "no price for")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "不清楚", "无法确定", "没有给出", "未给出", "没有列出", "未列出")

_JA_NOT_GIVEN = ("記載がありません", "記載はありません", "書かれていません", "わかりません", "分かりません", "情報がありません",
                 "記載されていません", "不明", "載っていません")

# --- program shapes -------------------------------------------------------------------------------


class ShopState(TypedDict):
    prices: str
    questions: list[str]
    answers: Annotated[list, operator.add]


class ShopQuestion(TypedDict):
    prices: str
    index: int
    question: str


def _fanned(prices: str, question: str):
    """A ``Send`` fan-out: a ``plan`` node's conditional edge sends a warm-up question ("Where is
    the uniform shop?") and the asked one to ``reply_one``; the answers are gathered by an
    ``operator.add`` reducer as (index, text) and the asked one's text returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def plan(s: ShopState):
            return {}

        def scatter(s: ShopState):
            return [Send("reply_one", {"prices": s["prices"], "index": i, "question": q})
                    for i, q in enumerate(s["questions"])]

        def reply_one(s: ShopQuestion):
            msg = llm.invoke([SystemMessage("You answer parents' questions for the PTA uniform shop.\n\n"
                                            f"{s['prices']}"), HumanMessage(s["question"])])
            return {"answers": [(s["index"], _text(msg))]}

        g = StateGraph(ShopState)
        g.add_node("plan", plan)
        g.add_node("reply_one", reply_one)
        g.add_edge(START, "plan")
        g.add_conditional_edges("plan", scatter, ["reply_one"])
        g.add_edge("reply_one", END)
        out = g.compile().invoke({"prices": prices, "questions": ["Where is the uniform shop?", question],
                                  "answers": []})
        return AIMessage(dict(out["answers"]).get(1, ""))

    return run


class SitterReply(BaseModel):
    """The pet sitter's reply to the client."""

    reply: str = Field(description="a short direct answer to the client's question")
    sure: bool = Field(description="true if the booking confirmation settles it")


def _sitter_schema(booking: str, question: str):
    """``with_structured_output(SitterReply, include_raw=True)``: the parsed ``reply`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(SitterReply, include_raw=True).invoke([
            SystemMessage(f"You work for a pet-sitting company and answer the client from their booking.\n\n{booking}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.reply)
        return AIMessage(_text(out.get("raw")))

    return run


def _zh_history(quote: str, history: list, question: str):
    """``ChatPromptTemplate.from_messages``: the system prompt with the quotation, a
    ``MessagesPlaceholder("chat_history")`` (earlier turns, possibly none), then the question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "你是搬家公司的客服,根据报价单回答客户的问题。\n\n报价单:\n{quote}"),
            MessagesPlaceholder("chat_history"),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        return (prompt | llm).invoke({"quote": quote, "chat_history": msgs, "question": question})

    return run


def _ja_lines(document: str) -> list[str]:
    return [line for line in document.splitlines() if line.strip()]


def _grams(text: str) -> set[str]:
    """The learner's search words: ASCII words of three letters or more, and pairs of neighbouring
    CJK / kana characters."""
    words = {w for w in re.findall(r"[a-z0-9:]+", text.lower()) if len(w) > 2}
    for run_ in re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]+", text):
        words |= {run_[i:i + 2] for i in range(len(run_) - 1)}
    return words


class InnAnswer(BaseModel):
    """The inn's answer to the guest."""

    answer: str = Field(description="the answer to the guest's question")


def _inn_agent(document: str, question: str):
    """``create_agent`` with the learner's search tool over the confirmation's lines (the three
    lines sharing most search words with the query, in document order) and
    ``response_format=InnAnswer``. The agent must search: with no tool result in the run the
    outcome is an empty reply (wrong). The structured ``answer`` (else the last message's text)."""
    lines = _ja_lines(document)

    @tool
    def search_booking(query: str) -> str:
        """予約確認書を検索する (search the inn's booking confirmation for the words in the query)."""
        want = _grams(query)
        scored = [(len(want & _grams(line)), i) for i, line in enumerate(lines)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:3] if score > 0)
        return "\n".join(lines[i] for i in best) or "該当なし"

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_booking], system_prompt="あなたは旅館のフロント係です。必ず予約確認書を"
                             "検索してから、検索結果だけに基づいて答えてください。", response_format=InnAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_booking" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, InnAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


def _parallel_pair(results: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside the question's
    length (a learner's logging field); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You are the karting centre's race control. The heat sheet:\n\n{results}"),
            ("human", "{q}"),
        ])
        pair = RunnableParallel(answer=prompt | llm | StrOutputParser(), chars=lambda x: len(x["q"]))
        return AIMessage(pair.invoke({"results": results, "q": question})["answer"])

    return run


def _numbered(invoice: str, question: str):
    """``RunnableLambda`` pre-processing | llm: the learner's lambda numbers the invoice's
    non-blank lines ("L1: ...") and builds the messages."""
    def run(llm):
        from langchain_core.runnables import RunnableLambda

        def prep(x: dict) -> list:
            lines = [line for line in x["invoice"].splitlines() if line.strip()]
            numbered = "\n".join(f"L{i}: {line}" for i, line in enumerate(lines, 1))
            return [SystemMessage(f"You help a customer check a tradesman's invoice.\n\nInvoice:\n{numbered}"),
                    HumanMessage(x["q"])]

        return (RunnableLambda(prep) | llm).invoke({"invoice": invoice, "q": question})

    return run


def _club_thread(statement: str, notice: str, *turns: str):
    """A checkpointed ``MessagesState`` graph: the statement and the later notice put into the
    thread with ``update_state`` (as the ``chat`` node) as two system messages; each human turn
    invoked on the same thread; the last message read back with ``get_state``."""
    def run(llm):
        from langgraph.checkpoint.memory import InMemorySaver
        from langgraph.graph import END, START, MessagesState, StateGraph

        def chat(s: MessagesState):
            return {"messages": [llm.invoke(s["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("chat", chat)
        g.add_edge(START, "chat")
        g.add_edge("chat", END)
        app = g.compile(checkpointer=InMemorySaver())
        config = {"configurable": {"thread_id": "member-30917"}}
        app.update_state(config, {"messages": [
            SystemMessage(f"You are the wine club's member helpdesk. The member's statement:\n\n{statement}"),
            SystemMessage(f"Later notice to the member:\n{notice}")]}, as_node="chat")
        for turn in turns:
            app.invoke({"messages": [HumanMessage(turn)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


class VoucherState(TypedDict):
    question: str
    answer: str


def _stored(voucher: str, extension: str, question: str):
    """A one-node graph compiled with an ``InMemoryStore``: the voucher and its extension put as
    two items under ("vouchers", "SV-60482"); the node gathers them with ``store.search`` (in the
    order they were put) and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("vouchers", "SV-60482"), "1-voucher", {"text": voucher})
        store.put(("vouchers", "SV-60482"), "2-extension", {"text": extension})

        def answer(s: VoucherState, *, store: BaseStore):
            items = sorted(store.search(("vouchers", "SV-60482")), key=lambda item: item.key)
            text = "\n\n".join(item.value["text"] for item in items)
            msg = llm.invoke([SystemMessage(f"You answer questions about a balloon flight voucher.\n\n{text}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(VoucherState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "answer": ""})["answer"])

    return run


class StudioState(TypedDict):
    question: str
    label: str
    answer: str


def _labelled_route(booking: str, question: str):
    """A ``StateGraph``: ``label`` asks the model "MONEY or OTHER?"; a conditional edge on that
    label sends the question to ``sums`` ("work out the amount") or to ``plain``."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def label(s: StudioState):
            said = _text(llm.invoke(f"Is this customer question about MONEY or OTHER? Reply with one word.\n\n"
                                    f"Question: {s['question']}"))
            return {"label": said.strip().upper()}

        def route(s: StudioState) -> str:
            return "sums" if s["label"].startswith("MONEY") else "plain"

        def sums(s: StudioState):
            msg = llm.invoke([SystemMessage("You are the tattoo studio's receptionist. Work out the amount asked "
                                            f"and give the final figure.\n\n{booking}"), HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        def plain(s: StudioState):
            msg = llm.invoke([SystemMessage(f"You are the tattoo studio's receptionist.\n\n{booking}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(StudioState)
        g.add_node("label", label)
        g.add_node("sums", sums)
        g.add_node("plain", plain)
        g.add_edge(START, "label")
        g.add_conditional_edges("label", route, {"sums": "sums", "plain": "plain"})
        g.add_edge("sums", END)
        g.add_edge("plain", END)
        return AIMessage(g.compile().invoke({"question": question, "label": "", "answer": ""})["answer"])

    return run


# --- documents ------------------------------------------------------------------------------------

UNIFORM = """HOLLYBANK PRIMARY SCHOOL - UNIFORM PRICE LIST, SEPTEMBER 2038
The PTA uniform shop is in Room 4 and opens on Wednesdays, 3:15-4:00 pm.

Item                            Sizes                 Price
Sweatshirt, navy, with logo     age 3-4 to age 11-12  GBP 12.50
Cardigan, navy, with logo       age 3-4 to age 11-12  GBP 14.00
Polo shirt, white, with logo    age 3-4 to age 11-12  GBP  7.50
PE T-shirt, house colour        age 5-6 to age 11-12  GBP  6.00
Book bag, with logo             one size              GBP  5.50
Reading folder, clear, blue     one size              GBP  2.25

Adult sizes (S and M): add GBP 2.00 to the price of a sweatshirt or cardigan.
Bundle: two polo shirts and one sweatshirt together for GBP 25.00.
Second-hand sweatshirts and cardigans: GBP 3 each from the PTA rail, first Wednesday of each month.
Grey trousers, skirts and black shoes are not sold by the school - buy them from any shop.
Online orders: hollybankuniform.example (delivery GBP 3.95, or free collection from Room 4).

Price change from 1 October 2038: the PE T-shirt goes up to GBP 6.50."""

PETSIT = """PAWS & WHISKERS HOME PET CARE - BOOKING CONFIRMATION PW-2291
Client: Mr and Mrs Oduya, 14 Larch Close, Hexley
Pets: Biscuit (cat, 9 years, thyroid tablet in her food every morning), Pepper (cat, 3 years),
Noodle (rabbit, 5 years)
Dates: Thursday 16 July to Wednesday 22 July 2038 (first visit Thursday evening, last visit
Wednesday morning)
Visits: two a day, at 8 am and 6 pm, 30 minutes each
Price: GBP 14 per visit for the first pet, plus GBP 3 per visit for each extra pet
Key: collected at the meet-and-greet on Monday 13 July at 7 pm; posted back through the letterbox
after the last visit
Vet: Larch Vets, 01632 960114 - authorised to treat up to GBP 300 without calling you first
Plants: water the greenhouse tomatoes at every evening visit
Cancellation: free up to 7 days before the first visit; 50% of the booking after that

Change (9 July): the family are coming home a day early - the last visit is now Tuesday 21 July,
in the evening."""

ZH_MOVE = """安家搬家服务有限公司 搬家报价单(编号 AJ-20380411)
客户:刘女士
搬出地址:朝阳区望京花园8号楼5层(无电梯)
搬入地址:海淀区枫林苑3号楼12层(有电梯)
搬家日期:2038年4月18日(周日)上午8:00
车型:4.2米厢式货车1辆,起步价600元(含10公里)
超出里程:每公里12元,预计全程28公里
楼层费:无电梯每层50元(从二楼起算),有电梯不收
大件:钢琴1台,搬运费400元
包装材料:纸箱20个,每个5元
工人:3名
客服电话:400-820-6633(每天8:00-20:00)
备注:如需拆装空调,每台另收150元;停车费按实际发生收取。

补充说明(4月10日):客户取消钢琴搬运,钢琴由琴行单独运送。"""

JA_INN = """湯けむり旅館 ご予約確認書
予約番号:YK-70314
ご予約者:ベネット様
宿泊日:2038年11月20日(金)から2泊
人数:大人2名、子ども1名(8歳)
プラン:1泊2食付き(夕食・朝食)
1. 料金:大人1名1泊18,000円、子ども(小学生)1名1泊は大人料金の70%
2. 入湯税:大人1名1泊150円(子どもは不要)、当日フロントでお支払いください
3. チェックインは15:00〜19:00、チェックアウトは10:00
4. 夕食の開始時間は18:00または19:30からお選びください
5. 大浴場は15:00〜24:00、翌朝6:00〜9:00
6. キャンセル料:前日は50%、当日は100%
7. 駐車場:無料(10台まで、予約不要)
変更のお知らせ(11月5日):夕食の開始時間は18:30または20:00に変更となりました。"""

KARTING = """APEX INDOOR KARTING - GRAND PRIX HEAT 3 RESULTS, Saturday 6 March 2038
Session: 14 laps, 270cc karts, track layout B (412 m a lap)

Pos  Driver          Kart  Laps  Best lap   Total time
1    S. Marchetti    7     14    31.842     7:31.204
2    J. Pryce        12    14    31.915     7:33.880
3    A. Lindqvist    3     14    32.206     7:36.017
4    K. Adeyemi      9     14    31.790     7:38.559
5    D. Faulkner     11    14    33.012     7:41.992
6    R. Holloway     5     13    33.480     -

Top four go through to the final at 16:30. Track temperature 14 C; karts re-weighed after the heat.
Steward's decision (15:05): J. Pryce is given a 5-second penalty for contact at the hairpin on
lap 9; the penalty is added to his total time and the order changed to match."""

LOCKSMITH = """KEYSAFE LOCKSMITHS LTD - INVOICE 4417
Date: 28 February 2038      Customer: Ms Hannah Brightwell, Flat 2, 9 Orchard Row
Job: locked out, front door; lock changed

Call-out charge (evening rate, after 6 pm)                          GBP  75.00
Labour: 50 minutes on site at GBP 48 per hour, charged per started 15 minutes   GBP  48.00
Euro cylinder, anti-snap, 40/45                                     GBP  38.50
Extra keys cut: 3 at GBP 4.50                                       GBP  13.50
Subtotal                                                            GBP 175.00
VAT at 20%                                                          GBP  35.00
Total                                                               GBP 210.00
Paid on the night by card                                           GBP 100.00
Balance due within 14 days                                          GBP 110.00

Guarantee: 12 months on parts and labour from the date of the invoice.
Van registration KS18 LKY; engineer Dale Morrow, badge 0712.
Credit note CN-88 (3 March 2038): one extra key was faulty. GBP 4.50 plus VAT (GBP 5.40 in all)
is taken off the balance."""

WINE = """THE CELLAR DOOR WINE CLUB - AUTUMN CASE, MEMBER 30917 (Mr G. Tsang)
Dispatch: week of 12 October 2038. Case of 12 bottles, charged to the card on file on 1 October.

Wine                                 Bottles   Member price   Shop price
Albarino, Rias Baixas 2036             3        GBP 11.50      GBP 14.00
Cotes du Rhone Villages 2035           3        GBP  9.75      GBP 12.50
Rioja Crianza 2034                     2        GBP 12.00      GBP 15.00
Malbec, Mendoza 2036                   2        GBP 10.25      GBP 13.00
English sparkling brut NV              2        GBP 24.00      GBP 29.00

Delivery: free on club cases (courier: Fenwick Parcels, signature needed).
Skip a case: tell us by 25 September; skipping is free. Tasting notes card enclosed."""

WINE_NOTICE = """Substitution (30 September 2038): the Malbec has sold out. Instead you will get 2 bottles
of Carmenere, Colchagua 2036, at the same member price."""

VOUCHER = """SKYWARD BALLOON FLIGHTS - FLIGHT VOUCHER SV-60482
Passengers: 2 (Mr Tom Ellery and Ms Grace Ellery)
Flight type: weekday morning or evening flight from a Cotswolds launch site
Price paid: GBP 398 for two (GBP 199 per person)
Valid until: 31 August 2039
Weight: passengers over 17 stone (108 kg) pay GBP 60 extra each for a larger basket
Season: flights from April to September only; about one flight in three is called off for the
weather, and you rebook free of charge
Time: about 1 hour in the air; allow 4 hours in total for the whole experience
Upgrade to any day of the week (weekends included): GBP 35 per person
Changing a booked date with less than 7 days' notice: GBP 25 per person
Age: minimum 8 years; under-16s must fly with a paying adult
Launch site map references are sent by text the evening before."""

VOUCHER_EXTENSION = """Extension (granted 12 June 2039): because of two weather cancellations, voucher SV-60482
is now valid until 31 August 2040."""

TATTOO = """INKWELL STUDIO - APPOINTMENT CONFIRMATION
Client: Jordan Reyes    Artist: Mika    Design: botanical half-sleeve, left forearm (custom)
Sessions: 3 sessions of about 4 hours each; first session Saturday 9 May 2038 at 11:00
Rate: GBP 110 per hour; studio minimum GBP 80 per session
Deposit: GBP 150, paid on 2 April; taken off the bill of your final session
Design drawing: included; up to two rounds of changes free, then GBP 30 per round
Cancellation: give 72 hours' notice or the deposit is lost
Before you come: eat a proper meal; no alcohol for 24 hours; bring photo ID (18+ only)
Aftercare: leave the film on for 3 days; no swimming or sunbeds for 2 weeks
Studio: 41 Mill Yard, buzzer 3; card or cash.

Reschedule (20 April): session 1 moves to Sunday 10 May 2038 at 12:00."""


_UNIFORM_DUMP = ("Reading folder", "hollybankuniform")
_PET_DUMP = ("greenhouse", "01632")
_ZH_MOVE_DUMP = ("AJ-20380411", "400-820-6633")
_JA_DUMP = ("駐車場", "YK-70314")
_KART_DUMP = ("Track temperature", "270cc")
_LOCK_DUMP = ("KS18", "anti-snap")
_WINE_DUMP = ("Fenwick Parcels", "Tasting notes")
_VOUCHER_DUMP = ("map references", "Cotswolds")
_TATTOO_DUMP = ("buzzer", "botanical")

GROUNDED = [
    # a school uniform price list through a Send fan-out
    Case("uniform-bundle-save", _fanned(UNIFORM, "How much do I save getting the bundle instead of buying two polo "
                                                 "shirts and a sweatshirt separately?"),
         _both(_re(r"(?<![\d.])2\.50\b"), _none_of(*_UNIFORM_DUMP))),
    Case("uniform-pe-now", _fanned(UNIFORM, "It's November now. How much is a PE T-shirt?"),
         _both(_new_not_old(r"6\.50", r"(?<![\d.])6\.00\b"), _none_of(*_UNIFORM_DUMP))),
    Case("uniform-adult-two", _fanned(UNIFORM, "My son is 11 but needs adult small now. What will two sweatshirts "
                                               "cost me?"),
         _both(_re(r"(?<![\d.])29(\.00)?\b"), _none_of(*_UNIFORM_DUMP, "25.00"))),
    Case("uniform-cardigan-more", _fanned(UNIFORM, "How much more is a cardigan than a sweatshirt?"),
         _both(_re(r"(?<![\d.])1\.50\b"), _none_of(*_UNIFORM_DUMP))),
    Case("uniform-trousers", _fanned(UNIFORM, "Can I get grey trousers from the school?"),
         _both(_denies("not sold", "any shop", "don't sell", "doesn't sell", "does not sell", "isn't sold"),
               _none_of(*_UNIFORM_DUMP))),
    Case("uniform-secondhand", _fanned(UNIFORM, "When can I pick up a second-hand cardigan, and what does it cost?"),
         _both(_any("first wednesday"), _re(r"(gbp ?|£)3(\.00)?\b(?!\.\d)|\b3 ?(gbp|pounds)"), _none_of(*_UNIFORM_DUMP))),
    Case("uniform-tie-absent", _fanned(UNIFORM, "How much is a school tie?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN, "no tie", "don't sell", "doesn't sell", "not sold"),
               _none_of(*_UNIFORM_DUMP))),
    # a pet-sitting booking through with_structured_output(include_raw=True)
    Case("pet-per-visit", _sitter_schema(PETSIT, "What do we pay for each visit, with all three of our pets?"),
         _both(_re(r"(gbp ?|£)20\b|\b20(\.00)? ?(gbp|pounds)"), _none_of(*_PET_DUMP))),
    Case("pet-last-visit", _sitter_schema(PETSIT, "When's the sitter's last visit?"),
         _both(_new_not_old(r"tuesday|21(st)? july|july 21", r"wednesday|22(nd)? july|july 22"),
               _none_of(*_PET_DUMP))),
    Case("pet-visits", _sitter_schema(PETSIT, "How many visits will there be altogether?"),
         _both(_word("11", "eleven"), _none_of(*_PET_DUMP, "12 visits", "twelve visits"))),
    Case("pet-tablet", _sitter_schema(PETSIT, "Which of our animals needs a tablet?"),
         _both(_any("biscuit"), _none_of(*_PET_DUMP, "pepper", "noodle"))),
    Case("pet-vet", _sitter_schema(PETSIT, "How much can the vet spend on treatment before they have to ring us?"),
         _both(_re(r"\b300\b"), _none_of(*_PET_DUMP))),
    Case("pet-cancel", _sitter_schema(PETSIT, "If we cancel three days before, do we get all our money back?"),
         _both(_denies("50%", "half"), _none_of(*_PET_DUMP))),
    Case("pet-insured-absent", _sitter_schema(PETSIT, "Is the sitter insured?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_PET_DUMP))),
    # a Chinese removal quotation through a prompt with a MessagesPlaceholder
    Case("zh-move-floors", _zh_history(ZH_MOVE, [], "楼层费要多少钱?"),
         _both(_re(r"(?<!\d)200(?!\d)|两百|二百"), _none_of(*_ZH_MOVE_DUMP))),
    Case("zh-move-km", _zh_history(ZH_MOVE, [], "超出的里程要加多少钱?"),
         _both(_re(r"(?<!\d)216(?!\d)"), _none_of(*_ZH_MOVE_DUMP))),
    Case("zh-move-piano", _zh_history(ZH_MOVE, [], "钢琴的搬运费还要付吗?"),
         _both(_either(_opens("不", "no"), _any("不用", "不需要", "取消", "不必", "无需")), _none_of(*_ZH_MOVE_DUMP))),
    Case("zh-move-total", _zh_history(ZH_MOVE, ["搬家是哪天?", "2038年4月18日,周日,上午8点开始。"], "那一共要付多少钱?"),
         _both(_re(r"1,?116(?!\d)"), _none_of(*_ZH_MOVE_DUMP, "1516", "1,516"))),
    Case("zh-move-lift", _zh_history(ZH_MOVE, ["新家在几楼?", "海淀区枫林苑3号楼12层,有电梯。"], "那边要收楼层费吗?"),
         _both(_either(_opens("不", "no"), _any("不收", "不用", "不需要", "no stairs fee", "not charged")),
               _none_of(*_ZH_MOVE_DUMP))),
    Case("zh-move-ac", _zh_history(ZH_MOVE, [], "我要拆装两台空调,要另外付多少?"),
         _both(_re(r"(?<!\d)300(?!\d)|三百"), _none_of(*_ZH_MOVE_DUMP))),
    Case("zh-move-workers", _zh_history(ZH_MOVE, [], "How many movers are coming?"),
         _both(_word("3", "three", "三"), _none_of(*_ZH_MOVE_DUMP))),
    Case("zh-move-insurance-absent", _zh_history(ZH_MOVE, [], "搬家有保险吗?"),
         _both(_not_opening("有", "yes"), _absent(*_NOT_GIVEN, *_ZH_NOT_GIVEN), _none_of(*_ZH_MOVE_DUMP))),
    # a Japanese inn's confirmation behind create_agent with a search tool and response_format
    Case("ja-child", _inn_agent(JA_INN, "子どもの1泊の料金はいくらですか?"),
         _both(_re(r"12,?600"), _not_all(*_JA_DUMP))),
    Case("ja-bath-tax", _inn_agent(JA_INN, "入湯税は2泊で全部でいくらになりますか?"),
         _both(_re(r"(?<![\d,])600(?!\d)"), _not_all(*_JA_DUMP))),
    Case("ja-dinner", _inn_agent(JA_INN, "夕食の開始時間は何時から選べますか?"),
         _both(_new_not_old(r"18:30", r"19:30|18:00"), _re(r"20:00"), _not_all(*_JA_DUMP))),
    Case("ja-checkout", _inn_agent(JA_INN, "チェックアウトは何時ですか?"),
         _both(_re(r"(?<!\d)10:00"), _not_all(*_JA_DUMP))),
    Case("ja-cancel", _inn_agent(JA_INN, "前日にキャンセルしたら、キャンセル料はいくらですか?"),
         _both(_re(r"50 ?%|半額"), _not_all(*_JA_DUMP))),
    Case("ja-total", _inn_agent(JA_INN, "3人で2泊すると、宿泊料金は全部でいくらですか?"),
         _both(_re(r"97,?200"), _not_all(*_JA_DUMP))),
    Case("ja-pets-absent", _inn_agent(JA_INN, "ペットを連れて行ってもいいですか?"),
         _both(_not_opening("はい", "yes"), _absent(*_NOT_GIVEN, *_JA_NOT_GIVEN), _not_all(*_JA_DUMP))),
    # a karting heat's results through RunnableParallel
    Case("kart-second", _parallel_pair(KARTING, "Who finished second once the penalty was applied?"),
         _both(_any("lindqvist"), _none_of(*_KART_DUMP, "Marchetti    7"))),
    Case("kart-fastest", _parallel_pair(KARTING, "Who did the quickest lap?"),
         _both(_any("adeyemi"), _none_of(*_KART_DUMP, "marchetti", "pryce"))),
    Case("kart-gap", _parallel_pair(KARTING, "How far behind the winner did Lindqvist finish?"),
         _both(_re(r"4\.813"), _none_of(*_KART_DUMP))),
    Case("kart-distance", _parallel_pair(KARTING, "How long was the race in kilometres?"),
         _both(_re(r"5\.77|5\.768|5,768 ?m|5768 ?m"), _none_of(*_KART_DUMP))),
    Case("kart-pryce-final", _parallel_pair(KARTING, "Does Pryce still get into the final?"),
         _both(_not_opening("no"), _any("yes", "fourth", "4th", "still"), _none_of(*_KART_DUMP))),
    Case("kart-lapped", _parallel_pair(KARTING, "Which driver didn't complete all 14 laps?"),
         _both(_any("holloway"), _none_of(*_KART_DUMP, "faulkner"))),
    Case("kart-age-absent", _parallel_pair(KARTING, "How old is Marchetti?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_KART_DUMP))),
    # a locksmith's invoice through RunnableLambda pre-processing
    Case("lock-balance", _numbered(LOCKSMITH, "How much do I still owe them?"),
         _both(_new_not_old(r"104\.60", r"110\.00|\b110\b"), _none_of(*_LOCK_DUMP))),
    Case("lock-minutes", _numbered(LOCKSMITH, "He was here 50 minutes. How many minutes of labour did I actually "
                                              "pay for?"),
         _both(_re(r"\b60 ?min|\b1 hour|one hour|an hour|four (started )?(quarter|15)"), _none_of(*_LOCK_DUMP))),
    Case("lock-key-each", _numbered(LOCKSMITH, "What did each spare key cost?"),
         _both(_re(r"4\.50"), _none_of(*_LOCK_DUMP))),
    Case("lock-vat", _numbered(LOCKSMITH, "How much VAT was on the invoice?"),
         _both(_re(r"(?<![\d.])35(\.00)?\b"), _none_of(*_LOCK_DUMP))),
    Case("lock-guarantee", _numbered(LOCKSMITH, "Will the new lock still be under guarantee in January 2039?"),
         _both(_not_opening("no"), _any("yes", "until 28 february 2039", "until february 2039"),
               _none_of(*_LOCK_DUMP))),
    Case("lock-daytime-absent", _numbered(LOCKSMITH, "What would the call-out have cost in the daytime?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_LOCK_DUMP))),
    # a wine club statement put into a checkpointed thread with update_state
    Case("wine-total", _club_thread(WINE, WINE_NOTICE, "How much will my card be charged for this case?"),
         _both(_re(r"156\.25"), _none_of(*_WINE_DUMP))),
    Case("wine-albarino-saving", _club_thread(WINE, WINE_NOTICE, "How much do I save on my three bottles of "
                                                                 "Albarino compared with buying them in the shop?"),
         _both(_re(r"(?<![\d.])7\.50\b"), _none_of(*_WINE_DUMP))),
    Case("wine-priciest", _club_thread(WINE, WINE_NOTICE, "Which wine in the case costs me the most a bottle?"),
         _both(_any("sparkling"), _none_of(*_WINE_DUMP))),
    Case("wine-malbec", _club_thread(WINE, WINE_NOTICE, "Am I getting the Malbec?"),
         _both(_denies("sold out", "carmenere", "instead"), _none_of(*_WINE_DUMP))),
    Case("wine-replacement-price", _club_thread(WINE, WINE_NOTICE, "What wine am I getting instead of the Malbec?",
                                                "And what do I pay a bottle for it?"),
         _both(_re(r"10\.25"), _none_of(*_WINE_DUMP, "13.00"))),
    Case("wine-abv-absent", _club_thread(WINE, WINE_NOTICE, "How strong is the Rioja - what's its alcohol "
                                                            "percentage?"),
         _both(_absent(*_NOT_GIVEN), _none_of(*_WINE_DUMP))),
    # a balloon flight voucher kept in an InMemoryStore
    Case("balloon-valid", _stored(VOUCHER, VOUCHER_EXTENSION, "Until when can we use our voucher?"),
         _both(_new_not_old(r"2040", r"31 august 2039|august 31,? 2039"), _none_of(*_VOUCHER_DUMP))),
    Case("balloon-saturday", _stored(VOUCHER, VOUCHER_EXTENSION, "What extra would it cost for both of us to fly "
                                                                 "on a Saturday?"),
         _both(_re(r"(gbp ?|£)70\b|\b70(\.00)? ?(gbp|pounds)"), _none_of(*_VOUCHER_DUMP))),
    Case("balloon-weight", _stored(VOUCHER, VOUCHER_EXTENSION, "Tom weighs 112 kg. Is there an extra charge for "
                                                               "him?"),
         _both(_not_opening("no"), _re(r"\b60\b"), _none_of(*_VOUCHER_DUMP))),
    Case("balloon-december", _stored(VOUCHER, VOUCHER_EXTENSION, "Could we fly in December?"),
         _both(_denies("april to september", "april and september", "only from april"), _none_of(*_VOUCHER_DUMP))),
    Case("balloon-air-time", _stored(VOUCHER, VOUCHER_EXTENSION, "How long will we actually be up in the air?"),
         _both(_re(r"\b1 hour|one hour|an hour|60 min"), _none_of(*_VOUCHER_DUMP))),
    Case("balloon-late-change", _stored(VOUCHER, VOUCHER_EXTENSION, "If we change our booked date three days "
                                                                    "before, what do the two of us pay?"),
         _both(_re(r"(gbp ?|£)50\b|\b50(\.00)? ?(gbp|pounds)"), _none_of(*_VOUCHER_DUMP))),
    Case("balloon-child-alone", _stored(VOUCHER, VOUCHER_EXTENSION, "Can our 12-year-old fly on her own?"),
         _both(_denies("with a paying adult", "with an adult", "must fly with"), _none_of(*_VOUCHER_DUMP))),
    Case("balloon-champagne-absent", _stored(VOUCHER, VOUCHER_EXTENSION, "Is there champagne after landing?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_VOUCHER_DUMP))),
    # a tattoo studio's confirmation in a graph routed by the model's own label
    Case("tattoo-session", _labelled_route(TATTOO, "What should one 4-hour session cost me?"),
         _both(_re(r"(?<![\d.])440\b"), _none_of(*_TATTOO_DUMP))),
    Case("tattoo-final-bill", _labelled_route(TATTOO, "If my last session is 4 hours, what will I pay on the day?"),
         _both(_re(r"(?<![\d.])290\b"), _none_of(*_TATTOO_DUMP))),
    Case("tattoo-first", _labelled_route(TATTOO, "When is my first session?"),
         _both(_new_not_old(r"10(th)? may|may 10|sunday", r"9(th)? may|may 9|saturday"), _none_of(*_TATTOO_DUMP))),
    Case("tattoo-third-round", _labelled_route(TATTOO, "I'd like a third round of changes to the drawing. What will "
                                                       "that cost?"),
         _both(_re(r"(gbp ?|£)30\b|\b30(\.00)? ?(gbp|pounds)"), _none_of(*_TATTOO_DUMP))),
    Case("tattoo-swim", _labelled_route(TATTOO, "Can I go swimming a week after?"),
         _both(_denies("2 weeks", "two weeks", "not for"), _none_of(*_TATTOO_DUMP))),
    Case("tattoo-notice", _labelled_route(TATTOO, "How much notice do I need to give to keep my deposit?"),
         _both(_re(r"\b72 ?hours|three days|3 days"), _none_of(*_TATTOO_DUMP))),
    Case("tattoo-numbing-absent", _labelled_route(TATTOO, "Do they use numbing cream?"),
         _both(_not_opening("yes"), _absent(*_NOT_GIVEN), _none_of(*_TATTOO_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def book_parking(day: date, start: str, end: str, car_park: str) -> str:
    """Book a space in a car park. start and end are 24-hour HH:MM."""
    return "booked"


@tool
def start_timer(seconds: int) -> str:
    """Start a kitchen timer."""
    return "started"


@tool
def log_weight(kg: float) -> str:
    """Record today's body weight in the health diary."""
    return "logged"


@tool
def add_to_list(item: str, quantity: int) -> str:
    """Add an item to the shopping list."""
    return "added"


@tool
def set_alerts(enabled: bool) -> str:
    """Switch the app's price alerts on or off."""
    return "ok"


@tool
def send_money(payee: str, amount: float) -> str:
    """Send money from the current account to a saved payee."""
    return "sent"


@tool
def rsvp(event_id: str, people: int) -> str:
    """Reply to an invitation; people is the total number coming, counting the person replying."""
    return "replied"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _true(v) -> bool:
    return v is True or str(v).lower() == "true"


TOOLS = [
    Case("tool-parking", _calls([book_parking], "Today is Tuesday 14 June 2039. Book me into the station car park "
                                                "this Thursday from quarter to eight in the morning till six in the "
                                                "evening."),
         _call("book_parking", day=lambda v: str(v) == "2039-06-16", start=_hhmm("07:45"), end=_hhmm("18:00"),
               car_park=lambda v: "station" in str(v).lower())),
    Case("tool-timer", _calls([start_timer], "timer for four and a half minutes please"),
         _call("start_timer", seconds=_num_near(270))),
    Case("tool-weight", _calls([log_weight], "I was 11 stone 4 on the scales this morning"),
         _call("log_weight", kg=_num_near(71.67, 0.1))),
    Case("tool-eggs", _calls([add_to_list], "stick a dozen eggs on the list"),
         _call("add_to_list", item=lambda v: "egg" in str(v).lower(), quantity=_num_near(12))),
    Case("tool-alerts-on", _calls([set_alerts], "don't turn the alerts off, I still want them - just check they're "
                                                "on"),
         _call("set_alerts", enabled=_true)),
    Case("tool-send-mum", _calls([send_money], "send two hundred and forty quid to Mum"),
         _call("send_money", payee=lambda v: "mum" in str(v).lower(), amount=_num_near(240))),
    Case("tool-rsvp", _calls([rsvp], "RSVP to EV-2040 for me and my three flatmates"),
         _call("rsvp", event_id=lambda v: str(v).strip().upper() == "EV-2040", people=_num_near(4))),
    Case("tool-no-fit", _calls([start_timer, add_to_list, send_money], "what's the capital of Peru?"), _no_call),
    Case("tool-timer-missing", _calls([start_timer], "can you set a timer for me?"), _no_call),
    Case("tool-zh-send", _calls([send_money], "给小王转三百五十块"),
         _call("send_money", payee=lambda v: "小王" in str(v), amount=_num_near(350))),
    Case("tool-zh-timer", _calls([start_timer], "帮我定一个一刻钟的计时器"),
         _call("start_timer", seconds=_num_near(900))),
]


# --- structured output ----------------------------------------------------------------------------

class Walk(BaseModel):
    length_km: float = Field(description="the walk's length in kilometres")


class Invite(BaseModel):
    accept: bool = Field(description="whether the person accepts the invitation")


class Party(TypedDict):
    adults: Annotated[int, ..., "number of adults"]
    children: Annotated[int, ..., "number of children"]


class Reading(TypedDict):
    celsius: Annotated[float, ..., "the temperature in degrees Celsius"]


class Feedback(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"]


class Appointment(BaseModel):
    day: date = Field(description="预约日期")
    time: str = Field(description="预约时间,24小时制 HH:MM")


STRUCTURED = [
    Case("schema-walk-km", _structured(Walk, "The coast walk is nine and a half miles."),
         _parsed(lambda w: abs(w.length_km - 15.29) <= 0.05)),
    Case("schema-decline", _structured(Invite, "That's kind of you, but I'd rather not this time - thanks anyway."),
         _parsed(lambda i: i.accept is False)),
    Case("schema-party", _structured(Party, "It'll be me, my wife, our son and his two friends - the boys are all "
                                            "ten."),
         _parsed(lambda p: (p.get("adults"), p.get("children")) == (2, 3) if isinstance(p, dict) else False)),
    Case("schema-fahrenheit", _structured(Reading, "The thermometer in the shed said 50 degrees Fahrenheit."),
         _parsed(lambda r: abs(float(r.get("celsius", -999)) - 10.0) <= 0.1 if isinstance(r, dict) else False)),
    Case("schema-sentiment", _structured(Feedback, "Not bad at all, actually - I'd happily come back."),
         _parsed(lambda f: f.sentiment == "positive")),
    Case("schema-zh-appointment", _structured(Appointment, "今天是2039年6月14日,星期二。我后天下午三点一刻过来。", "提取预约信息。"),
         _parsed(lambda a: a.day == date(2039, 6, 16) and _hhmm("15:15")(a.time))),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Grounding(BaseModel):
    """Is the answer grounded in the source?"""

    is_grounded: bool = Field(description="true if everything the answer says is in the source")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-answers-not", _ask("Does the passage answer the question? Say ANSWERS or DOES_NOT_ANSWER.\n"
                                   "Question: What time does the pharmacy close on Sundays?\nPassage: The pharmacy "
                                   "offers free blood pressure checks and flu jabs from October."),
         _only("DOES_NOT_ANSWER")),
    Case("grade-grounded-true", _grader(Grounding, "Compare the answer with the source.",
                                        "SOURCE: Bins are collected every Tuesday; garden waste every other Friday.\n"
                                        "ANSWER: Garden waste goes every other Friday."),
         _parsed(lambda g: g.is_grounded is True)),
    Case("label-hr", _ask("Route this message to SALES, SUPPORT or HR. Answer with the team only.\nMessage: My payslip "
                          "has the wrong tax code on it this month."), _only("HR")),
    Case("label-finnish", _ask("Which language is this - SV, FI or DA? Code only.\nKiitos paljon, nähdään huomenna."),
         _only("FI")),
    Case("label-zh-negative", _ask("判断这条评论是“正面”还是“负面”,只回答一个词。\n评论:等了一个小时才上菜,再也不来了。"),
         _only("负面")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My neighbour Gareth fixed my fence, and his wife Nia brought round a cake.",
                              "That's kind of them.", "what did he fix?"),
         _both(_any("fence"), _none_of("cake", "don't know"))),
    Case("thread-parcel", _thread("My parcel's coming on Thursday.", "OK.", "Actually, I've just checked the "
                                  "email - it's Friday.", "Got it.", "which day is my parcel coming?"),
         _new_not_old(r"friday", r"thursday")),
    Case("thread-chapters", _thread("I read four chapters this afternoon.", "Good going!",
                                    "And another three before bed.", "Nice.", "how many chapters did I read today?"),
         _both(_word("7", "seven"), _none_of("don't know"))),
    Case("thread-zh-money", _thread("我钱包里有两百块。", "好的。", "午饭花了四十五块。", "嗯。", "我还剩多少钱?"),
         _both(_re(r"155|一百五十五"), _none_of("不知道"))),
    Case("thread-zh-age", _thread("我女儿叫小雨,今年六岁。", "好可爱的名字!", "她明年几岁?"),
         _both(_re(r"(?<!\d)7(?!\d)|七"), _none_of("不知道"))),
    Case("chat-morning", _ask("good morning! how are you doing today?"),
         _both(_word("morning", "good", "well", "fine", "great", "hello", "hi", "thanks"),
               _none_of("don't know", "do not know", "no information", "how are you doing today?"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
