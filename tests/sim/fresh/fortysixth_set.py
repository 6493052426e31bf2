"""A forty-sixth invented set (issue 26), HELD OUT: measured at first sight, never used to tune.

Written on 2026-12-05 (branch ``held46``, from main at 91badf2a) while other engineers changed
the simulator on their own branches; none of them has seen it. It is a yardstick for their work:
no simulator change is to be made for its cases (a fix for one of its classes must be a general
mechanism tested on other wordings, and the set measured again). Committed with its oracles
before it was first run.

Documents of kinds none of the earlier sets used, each in a program shape of its own: a fencing
club's épée pool results (a TSV pasted as text, ``*`` footnotes for the indicator and the seeding
rule, a referee's correction of one bout that changes two cells) through a ``Send`` fan-out (a
warm-up question and the asked one, answers gathered by a reducer); a septic tank emptying invoice
whose amounts are written in words (a "per 500 litres or part" rate, a card payment on the day, a
later note waiving one item with a revised total) through ``RunnableLambda`` pre-processing (the
learner's lambda squeezes the dotted leaders and states today's date); a German Kita fee notice
(Gebührenbescheid: fee bands by income, meal money per day, a sibling reduction, a council
decision lowering one band's fee) put into a checkpointed thread with ``update_state`` and read back
with ``get_state``; a French after-school club's tariffs as an HTML table (by quotient familial,
a late-pickup penalty per started quarter hour, a "modificatif" moving the closing time) through
``ChatPromptTemplate.from_messages`` with a ``MessagesPlaceholder`` holding earlier turns; a Chinese
community canteen's notice for elders (长者食堂就餐须知: set-meal prices, age-banded subsidies for
lunch only, a delivery fee, a 补充通知 closing it over the Spring Festival) behind ``create_agent``
with the learner's search tool (which the agent must call) and ``response_format``; a Christmas
tree farm's order as YAML (list items, an inline mapping, a comment, an ``amended_...`` key changing
a quantity) through ``with_structured_output(..., include_raw=True)`` with the learner's answer
schema; a newspaper prize crossword's rules (a numbered list with sub-items a, b, c, footnotes
``[1]`` and ``[2]``, a later change of the first prize) through ``RunnableParallel``; a
stonemason's headstone quotation as a hard-wrapped email with quoted replies (``>`` and ``>>``, the
newest message changing the lettering) kept in an ``InMemoryStore`` that a graph node searches; a
wedding cake order as a message thread (a flavour swapped, a tier added) in a custom ``StateGraph``
whose conditional edge routes money questions and other questions to nodes with their own prompts.

Questions in everyday words: a value, a worked figure (an indicator, a pool's bout count, a family's
session fee, a balance after a card payment, a due date 14 days on, an extra-volume charge rounded
up to the 500 litres, the revised VAT, meal money for 19 days, a sibling's half fee, three months of
fees, a week of sessions by QF, a late penalty per started quarter, a lunch after subsidy, a
delivered meal, a bill at collection after a discount and a deposit, prize money in tokens, a date
eight weeks on, the mason's total and deposit, a gilding difference, a cake balance and its due
date), a value changed by a later line (a touch count, an indicator, a revised total, a lowered
fee, a later closing time, a changed quantity, a raised prize, a changed lettering price, a swapped
flavour, a new serving count), rankings (the most bouts won, a seed), conditions (a bank-holiday
closing day, an age limit, a canteen closed on a date, Sunday dinner), yes/no, counts, answers
absent (the right answer is "not given"), and follow-ups in threads.

A learner's tools: an invoice paid "forty-two pounds fifty", a pitch booked "this Friday to Monday"
for "the two of us and the spaniel" with today stated, an oven at "gas mark 6, no fan", a walk of
"three and a half miles in fifty-five minutes", an alarm at "quarter to seven, but not at weekends",
"three of your biggest pizzas" (an enum), seats for "me, my wife and my mum, who's a pensioner", no
tool fits, values missing, a Chinese pitch booking (这个星期五入住,住到下周一) with today stated.
Structured output of my own schemas ("five foot ten" in centimetres, a party of six "minus the two
kids" in a ``TypedDict``, a refund "three hundred and twelve pounds forty", a ``Literal`` sentiment
of "not bad at all", two booleans from "no nuts please, but gluten's fine", a Chinese water delivery
后天 with 三箱 "再加两箱" and today stated). Graders and labels in my own wordings (GROUNDED /
NOT_GROUNDED, a structured ``relevant`` bool, URGENT / ROUTINE, FR / IT / NL, 是 / 否).
Conversations ("he" after two neighbours, a moved dentist appointment, chapters counted over two
turns, a year of 物业费 in Chinese, good-morning small talk).

Oracles as in the forty-first and forty-third sets, and strict: the asked result is required; a
reply that quotes most of its document, holds another row's value, or gives an operand instead of
the worked value is wrong (``_none_of`` rejects what a whole-document quote holds: two lines of each
document that no right answer needs); ``_silence_said`` (the material does not hold it: "I don't know" is
right), ``_no_call`` (no tool fits, a required value is missing). Absence oracles here never accept a
bare "can't tell" / "cannot determine" (a limit sentence's own words): they want the material's
silence said ("doesn't say", "not mentioned", "no information" ...). Classes: ``right``, ``limit`` (a
limit was stated, whatever the reply), ``wrong`` (silently wrong); a ``limit`` on a reply that was
right anyway is a false alarm, counted apart.

Before the commit that holds this set (message "before first run") the simulator was not run on it;
every grounded and conversation oracle was tried on a right reply written by hand for each case (all
passed) and every grounded oracle on its whole document pasted back (none passed).

FIRST SIGHT on main at 91badf2a (the branch point of ``held46``; the set and its oracles committed
first in e3cb7531, then one run with ``-v``), 91 cases: right 20, stated limit 52, silently wrong 19,
false alarms 2. No oracle mended (the harness did not crash). Pinned there in ``test_pins.py``.
One HARNESS mend after that run, no reply or class changed: ``test_oracles_home`` forbids a set its
own copy of a shared helper's name, so this set's ``_not_opening`` and ``_denies`` (the same rule as
``_oracles``'s) are now imported from ``_oracles`` and its ``_absent`` (which, unlike the shared one,
takes only the listed phrases) is renamed ``_silence_said``; the counts were measured again and are
the same.

The silently wrong (19): pool-alice-indicator and pool-patel-indicator (the fencer's row and the
indicator rule quoted, no TS minus TR worked; Patel's with the correction beside it),
pool-second-seed (the seeding rule quoted, no fencer), pool-sofie-through (the correction line
about Patel v Tembo relayed as a change of the seeding line), pool-bouts ("30": the bouts column
added up, each bout counted twice), kita-august (the Stufe 3 fee change relayed as a correction of
the "zwölfmal ... auch im August" line), fr-snack (the goûter line, then the registration line, then
"I don't know that part" about 'apporter': borderline, the asked fact is there but disclaimed),
zh-lunch-82, zh-dinner-70, zh-feb12 and zh-subsidy-en ("I don't know: I could not find the answer
to that in the search results."; feb12's and dinner-70's results held the answer; lunch-82's held
the prices but not the subsidy line and subsidy-en's English searches found nothing in the Chinese
notice: those two are arguable, a model that searched again in the notice's words would have found
it), xw-tokens (a footnote and the prize change quoted, no 140), xw-first (footnote [2] "Counted
from the issue date ..." as the answer), xw-age ("I don't know." beside rule 3a's "aged 16 or
over"), mason-deposit (the fee and deposit lines quoted, no 498.65), cake-serves (the first
message's "serves 90", the later "serving 125" not read), tool-pay-words (``amount_gbp=42.0`` for
"forty-two pounds fifty"), schema-party (``guests=6`` for "six - minus the two kids"),
thread-dentist ("Thursday at 9:40": the later "moved it to Friday, same time" not read). The false
alarms (2): tool-no-fit and tool-pay-missing (no call, right, beside a limit). Classes, code paths
and proposed mechanisms: ``FORTYSIXTH_CLASSES.md``.

``python -W ignore -m tests.sim.fresh.fortysixth_set`` prints the counts (``-v``: each case).
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
    _any,
    _ask,
    _both,
    _call,
    _calls,
    _denies,
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
                     r"update|amend|correct|revis|replac|reduc|rais|lower|waiv|swap|before|earlier|later|"
                     r"\bfrom\b|\bto\b|\bup\b|"
                     r"改|原|更正|补充|调整|"
                     r"änderung|geändert|sinkt|statt|nicht|vorher|bisher|ursprünglich|"
                     r"au lieu|modif|avant|désormais|plus tard|ancien", re.I)


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


def _affirms(*phrases: str, yes: tuple[str, ...] = ("yes",), no: tuple[str, ...] = ("no",)):
    """A yes: never opens with a "no" word; opens with a "yes" word or says one of ``phrases``."""
    return lambda out: _not_opening(*no)(out) and (_opens(*yes)(out) or _any(*phrases)(out))


# The material's silence said in words; no bare "can't tell" / "cannot determine" (a limit
# sentence's own words), no bare "not" (a wrong answer says "not" too).
_NOT_GIVEN = ("doesn't say", "does not say", "doesn't mention", "does not mention", "not mentioned", "no mention",
              "not listed", "isn't listed", "not stated", "doesn't state", "does not state", "no information",
              "nothing about", "not specified", "doesn't specify", "does not specify", "not given",
              "doesn't give", "does not give", "not shown", "doesn't show", "does not show", "not included in the",
              "no details", "not covered", "doesn't cover", "does not cover", "isn't given", "is not given",
              "not recorded", "isn't recorded", "don't say", "don't mention", "don't know", "do not know",
              "not in the", "isn't in the", "could not find", "couldn't find", "can't find", "cannot find")

_ZH_NOT_GIVEN = ("没有提到", "未提及", "没有说明", "未说明", "没有写", "不知道", "没有相关", "没有提供", "未提供", "没有涉及",
                 "没有给出", "未给出", "没有列出", "未列出", "没有注明", "未注明")

_DE_NOT_GIVEN = ("nicht angegeben", "nicht aufgeführt", "nicht enthalten", "keine angabe", "keine information",
                 "weiß ich nicht", "nicht erwähnt", "nicht genannt", "nicht ersichtlich", "steht nicht",
                 "nicht vermerkt")

_FR_NOT_GIVEN = ("pas indiqué", "n'est pas précisé", "pas précisé", "pas mentionné", "ne mentionne pas",
                 "ne précise pas", "ne dit pas", "aucune information", "je ne sais pas", "pas d'information",
                 "n'indique pas", "ne figure pas", "ne précisent pas", "n'indiquent pas", "ne mentionnent pas",
                 "rien sur", "aucune mention", "n'en parle", "n'en parlent")


def _silence_said(*phrases: str):
    """The material's silence said: one of ``phrases`` (unlike ``_oracles._absent``, no other
    "honest" wording is taken)."""
    return _any(*phrases)


# --- program shapes -------------------------------------------------------------------------------


class PoolState(TypedDict):
    sheet: str
    questions: list[str]
    answers: Annotated[list, operator.add]


class PoolQuestion(TypedDict):
    sheet: str
    index: int
    question: str


def _fanned(sheet: str, question: str):
    """A ``Send`` fan-out: ``START``'s conditional edge sends a warm-up question ("What weapon was
    the pool fenced with?") and the asked one to ``answer_one``; an ``operator.add`` reducer gathers
    (index, text) pairs; the asked one's text is returned."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.types import Send

        def fan(s: PoolState):
            return [Send("answer_one", {"sheet": s["sheet"], "index": i, "question": q})
                    for i, q in enumerate(s["questions"])]

        def answer_one(s: PoolQuestion):
            msg = llm.invoke([SystemMessage("You are the club armourer and results secretary. Answer fencers from "
                                            f"the pool sheet.\n\n{s['sheet']}"), HumanMessage(s["question"])])
            return {"answers": [(s["index"], _text(msg))]}

        g = StateGraph(PoolState)
        g.add_node("answer_one", answer_one)
        g.add_conditional_edges(START, fan, ["answer_one"])
        g.add_edge("answer_one", END)
        out = g.compile().invoke({"sheet": sheet, "questions": ["What weapon was the pool fenced with?", question],
                                  "answers": []})
        return AIMessage(dict(out["answers"]).get(1, ""))

    return run


def _squeezed(invoice: str, question: str):
    """``RunnableLambda`` pre-processing | prompt | llm: the learner's lambda squeezes runs of dots
    and spaces to one " .. " and states today's date; the prompt carries the cleaned invoice."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableLambda

        def clean(x: dict) -> dict:
            text = re.sub(r"\s*\.{3,}\s*", " .. ", x["invoice"])
            return {"invoice": text, "q": x["q"], "today": "25 September 2037"}

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Today is {today}. You help a householder understand a contractor's invoice.\n\n{invoice}"),
            ("human", "{q}"),
        ])
        return (RunnableLambda(clean) | prompt | llm).invoke({"invoice": invoice, "q": question})

    return run


def _kita_thread(notice: str, *turns: str):
    """A checkpointed ``MessagesState`` graph: the notice put into the thread with ``update_state``
    (as the ``chat`` node) as one system message; each human turn invoked on the same thread; the
    last message read back with ``get_state``."""
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
        config = {"configurable": {"thread_id": "familie-schroeder"}}
        app.update_state(config, {"messages": [
            SystemMessage(f"Du hilfst Eltern, den Gebührenbescheid ihrer Kita zu verstehen.\n\n{notice}")]},
            as_node="chat")
        for turn in turns:
            app.invoke({"messages": [HumanMessage(turn)]}, config)
        return app.get_state(config).values["messages"][-1]

    return run


def _fr_history(tariffs: str, history: list[str], question: str):
    """``ChatPromptTemplate.from_messages``: the system prompt with the tariffs (HTML), a
    ``MessagesPlaceholder("historique")`` holding earlier turns (possibly none), then the question."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Vous répondez aux parents pour le service périscolaire de la mairie.\n\nTarifs :\n{tarifs}"),
            MessagesPlaceholder("historique"),
            ("human", "{question}"),
        ])
        msgs = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(history)]
        return (prompt | llm).invoke({"tarifs": tariffs, "historique": msgs, "question": question})

    return run


def _zh_grams(text: str) -> set[str]:
    """The learner's search words: ASCII words of two characters or more, and pairs of neighbouring
    CJK characters."""
    words = {w for w in re.findall(r"[a-z0-9:]+", text.lower()) if len(w) > 1}
    for run_ in re.findall(r"[\u4e00-\u9fff]+", text):
        words |= {run_[i:i + 2] for i in range(len(run_) - 1)}
    return words


class CanteenAnswer(BaseModel):
    """The canteen desk's answer."""

    answer: str = Field(description="对老人问题的简短回答")


def _canteen_agent(notice: str, question: str):
    """``create_agent`` with the learner's search tool over the notice's lines (the two lines sharing
    most search words with the query, in notice order) and ``response_format=CanteenAnswer``. The
    agent must search: with no tool result in the run the outcome is an empty reply (wrong). The
    structured ``answer`` (else the last message's text)."""
    lines = [line for line in notice.splitlines() if line.strip()]

    @tool
    def search_notice(query: str) -> str:
        """搜索长者食堂的就餐须知 (search the canteen's notice for the words in the query)."""
        want = _zh_grams(query)
        scored = [(len(want & _zh_grams(line)), i) for i, line in enumerate(lines)]
        best = sorted(i for score, i in sorted(scored, reverse=True)[:2] if score > 0)
        return "\n".join(lines[i] for i in best) or "没有找到相关内容"

    def run(llm):
        from langchain.agents import create_agent

        agent = create_agent(llm, [search_notice], system_prompt="你是社区长者食堂的服务员。回答前一定先用 "
                             "search_notice 搜索就餐须知,只根据搜索结果回答。", response_format=CanteenAnswer)
        out = agent.invoke({"messages": [HumanMessage(question)]}, {"recursion_limit": 10})
        if not any(isinstance(m, ToolMessage) and m.name == "search_notice" for m in out["messages"]):
            return AIMessage("")
        if (resp := out.get("structured_response")) is not None:
            return AIMessage(resp.answer if isinstance(resp, CanteenAnswer) else str(resp.get("answer", resp)))
        return AIMessage(_text(out["messages"][-1]))

    return run


class FarmReply(BaseModel):
    """The tree farm's reply to a customer about their order."""

    answer: str = Field(description="the direct answer to the customer's question")
    from_order: bool = Field(description="true if the order record settles it")


def _farm_schema(order: str, question: str):
    """``with_structured_output(FarmReply, include_raw=True)``: the parsed ``answer`` (the raw
    message's text when nothing was parsed)."""
    def run(llm):
        out = llm.with_structured_output(FarmReply, include_raw=True).invoke([
            SystemMessage(f"You work at the Christmas tree farm's collection desk. The customer's order:\n\n{order}"),
            HumanMessage(question)])
        parsed = out.get("parsed")
        if parsed is not None:
            return AIMessage(parsed.answer)
        return AIMessage(_text(out.get("raw")))

    return run


def _parallel_rules(rules: str, question: str):
    """``RunnableParallel``: the answer (``prompt | llm | StrOutputParser``) beside a learner's
    ``topic`` field (the question's first word, lower-cased); the answer returned."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import ChatPromptTemplate
        from langchain_core.runnables import RunnableParallel

        prompt = ChatPromptTemplate.from_messages([
            ("system", "You answer readers' questions about the newspaper's prize crossword.\n\nRules:\n{rules}"),
            ("human", "{q}"),
        ])
        pair = RunnableParallel(answer=prompt | llm | StrOutputParser(),
                                topic=lambda x: x["q"].split()[0].lower())
        return AIMessage(pair.invoke({"rules": rules, "q": question})["answer"])

    return run


class MasonState(TypedDict):
    question: str
    answer: str


def _stored_thread(email: str, question: str):
    """A graph compiled with an ``InMemoryStore``: the email thread and the customer's note
    ("Quote for Dad's headstone - ask about gilding") put as two items under
    ("customers", "haddad"); the ``answer`` node reads them back with ``store.get`` and asks the model."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph
        from langgraph.store.base import BaseStore
        from langgraph.store.memory import InMemoryStore

        store = InMemoryStore()
        store.put(("customers", "haddad"), "note", {"text": "Quote for Dad's headstone - ask about gilding."})
        store.put(("customers", "haddad"), "thread", {"text": email})

        def answer(s: MasonState, *, store: BaseStore):
            note = store.get(("customers", "haddad"), "note").value["text"]
            thread = store.get(("customers", "haddad"), "thread").value["text"]
            msg = llm.invoke([SystemMessage("You help a family with a stonemason's quotation. Newer emails win.\n\n"
                                            f"My note: {note}\n\nThe emails:\n{thread}"),
                              HumanMessage(s["question"])])
            return {"answer": _text(msg)}

        g = StateGraph(MasonState)
        g.add_node("answer", answer)
        g.add_edge(START, "answer")
        g.add_edge("answer", END)
        return AIMessage(g.compile(store=store).invoke({"question": question, "answer": ""})["answer"])

    return run


class CakeState(TypedDict):
    question: str
    answer: str


_MONEY = re.compile(r"£|\b(cost|costs|pay|paid|owe|price|balance|charge|deposit|much)\b", re.I)


def _routed(chat_log: str, question: str):
    """A custom ``StateGraph``: ``START``'s conditional edge (the learner's own keyword rule, not the
    model) sends money questions to ``accounts`` and others to ``orders``; each node has its own
    system prompt with the chat log."""
    def run(llm):
        from langgraph.graph import END, START, StateGraph

        def node(role: str):
            def answer(s: CakeState):
                msg = llm.invoke([SystemMessage(f"{role}\n\nThe customer chat (newest last):\n{chat_log}"),
                                  HumanMessage(s["question"])])
                return {"answer": _text(msg)}

            return answer

        g = StateGraph(CakeState)
        g.add_node("accounts", node("You handle payments for Bella's Bakes. Work out amounts carefully."))
        g.add_node("orders", node("You look after cake orders for Bella's Bakes. Answer from the chat."))
        g.add_conditional_edges(START, lambda s: "accounts" if _MONEY.search(s["question"]) else "orders",
                                ["accounts", "orders"])
        g.add_edge("accounts", END)
        g.add_edge("orders", END)
        return AIMessage(g.compile().invoke({"question": question, "answer": ""})["answer"])

    return run


# --- documents ------------------------------------------------------------------------------------

POOL = """Thornbury Fencing Club - Saturday club epee pool, 14 March 2037 (pool of 6, bouts to 5 touches)
fencer\tV\tbouts\tTS\tTR
Alice Brennan\t4\t5\t23\t14
Marcus Oyelaran\t3\t5\t20\t17
Hana Kowalczyk\t5\t5\t25\t9
Dev Patel\t1\t5\t12\t22
Sofie Lindqvist\t2\t5\t16\t21
George Tembo\t0\t5\t10\t23
* V = victories, TS = touches scored, TR = touches received; the indicator is TS minus TR.
** Seeding for the direct elimination is by victories, then by indicator. The top four seeds go through.
Session fee: GBP 6 members, GBP 9 guests. Direct elimination starts at 15:30 on piste 2.
Correction (14:50): the bout Patel v Tembo finished 5-4, not 5-3, so Tembo's TS is 11 and Patel's TR is 23."""

SEPTIC = """FENWAY DRAINAGE & TANKS LTD
Invoice no. FD-22817 ........ Date: 18 September 2037
To: Mr and Mrs Ilunga, Brook Cottage, Hallow Lane

Work done on 16 September 2037: empty the septic tank (about 4,500 litres) and inspect the outlet.

Tank emptying, up to 4,000 litres ........ one hundred and eighty pounds
Extra volume, charged at fifteen pounds per 500 litres or part: 500 litres ........ fifteen pounds
Long hose surcharge (tank more than 30 m from the lane) ........ twenty-five pounds
Outlet camera inspection ........ sixty pounds
Disposal at the treatment works ........ forty-two pounds fifty
Subtotal ........ three hundred and twenty-two pounds fifty
VAT at 20% ........ sixty-four pounds fifty
Total ........ three hundred and eighty-seven pounds

Paid on the day by card: one hundred pounds. The balance is due within 14 days of the invoice date.
We recommend emptying again in 12 months.

Note added 20 September 2037: the camera inspection is waived as a goodwill gesture, as the outlet
was inspected in May. Revised subtotal two hundred and sixty-two pounds fifty; VAT fifty-two pounds
fifty; revised total three hundred and fifteen pounds."""

KITA = """Stadt Lindenau - Amt für Kindertagesbetreuung
Gebührenbescheid Kita Sonnenblume für Mila Schröder (geb. 04.02.2035), gültig ab 01.09.2037

Betreuungsumfang: 35 Stunden pro Woche
Ihre Einkommensstufe: 3 (Familieneinkommen 45.001 bis 60.000 Euro brutto im Jahr)

Monatliche Gebühr bei 35 Stunden:
  Stufe 1 (bis 30.000 Euro): 120 Euro
  Stufe 2 (30.001 bis 45.000 Euro): 185 Euro
  Stufe 3 (45.001 bis 60.000 Euro): 250 Euro
  Stufe 4 (über 60.000 Euro): 310 Euro
Essensgeld: 4,20 Euro pro Betreuungstag, abgerechnet nach den tatsächlichen Tagen.
Geschwisterermäßigung: für das zweite Kind in einer städtischen Kita 50 %, ab dem dritten Kind gebührenfrei.
Die Gebühr wird zwölfmal im Jahr erhoben, auch im August (drei Wochen Schließzeit).
Zahlung per Lastschrift jeweils zum 5. des Monats.

Änderung vom 15.10.2037: Durch Beschluss des Gemeinderats sinkt die Gebühr der Stufe 3 ab 01.01.2038 auf 230 Euro."""

GARDERIE = """<h2>Accueil périscolaire - École Jules-Ferry - tarifs 2037-2038</h2>
<table>
<tr><th>Quotient familial (QF)</th><th>Matin (7h30-8h20)</th><th>Soir (16h30-18h30)</th><th>Mercredi journée</th></tr>
<tr><td>QF jusqu'à 600</td><td>0,90 €</td><td>1,60 €</td><td>6,00 €</td></tr>
<tr><td>QF 601 à 1 000</td><td>1,30 €</td><td>2,40 €</td><td>9,50 €</td></tr>
<tr><td>QF 1 001 à 1 500</td><td>1,70 €</td><td>3,10 €</td><td>13,00 €</td></tr>
<tr><td>QF plus de 1 500</td><td>2,10 €</td><td>3,80 €</td><td>16,50 €</td></tr>
</table>
<p>Le goûter du soir est fourni (compris dans le tarif).</p>
<p>Inscription obligatoire sur le portail famille avant le jeudi pour la semaine suivante.</p>
<p>Tout départ après l'heure de fermeture entraîne une pénalité de 10 € par quart d'heure commencé.</p>
<p><b>Modificatif du 2 octobre :</b> à partir du 3 novembre, l'accueil du soir ferme à 18h45 au lieu de 18h30.</p>"""

CANTEEN = """幸福里社区长者食堂 就餐须知(2038年1月起)
1. 供餐时间:午餐 11:00-12:30,晚餐 17:00-18:00;周日只供应午餐。
2. 餐费标准:一荤两素套餐每份15元,两荤一素套餐每份18元,米饭和汤免费。
3. 用餐补贴:本社区户籍60至79岁老人每餐补贴3元,80岁及以上每餐补贴6元;补贴只用于午餐。
4. 就餐卡:首次办卡交押金20元,退卡时退还;卡内余额随时可充值,每次最低充值50元。
5. 送餐上门:仅限80岁及以上或行动不便的老人,每份另收配送费2元,需提前一天电话预约。
6. 每人每餐限购一份套餐。
补充通知(1月20日):春节期间(2月10日至2月16日)食堂暂停营业,2月17日起恢复正常供餐。"""

TREES = """# Holly Bank Christmas Tree Farm - online order
order_id: HB-38-1174
customer: Ms Gwen Adeyemi
order_placed: 2038-10-28
collection:
  date: 2038-12-13
  slot: "10:00-11:00"
trees:
  - kind: Nordmann fir
    height: 6-7 ft
    price_gbp: 68
    quantity: 1
  - kind: Norway spruce
    height: 4-5 ft
    price_gbp: 32
    quantity: 2
extras:
  netting: true   # free with every tree
  stand: {model: "Cinco 8", price_gbp: 24.50, quantity: 1}
  delivery: false
discount: "10% off trees (not extras) for orders placed before 1 November"
paid: "deposit GBP 20 on ordering; the rest at collection"
amended_2038-11-30: "Norway spruce quantity changed from 2 to 1 at the customer's request\""""

CROSSWORD = """THE WEEKEND ARGUS PRIZE CROSSWORD - COMPETITION RULES

1. Entry
   a. One entry per household per puzzle.
   b. Entries must reach us by 5 pm on the Thursday after publication [1].
   c. Post entries to PO Box 4417, Barnford BF2 9QT, or upload a photo through the Argus app.
2. Prizes
   a. The first correct entry drawn wins a GBP 75 book token.
   b. The next two correct entries drawn (the runners-up) win a GBP 20 book token each.
   c. A prize winner cannot win again for the next eight weeks [2].
3. Eligibility
   a. Open to UK residents aged 16 or over.
   b. Argus staff and their families may not enter.
4. Results
   a. The solution is printed the Saturday after the closing date; winners are named a week later.

[1] Puzzles in a bank holiday weekend issue close at 5 pm on the Friday instead.
[2] Counted from the issue date of the puzzle they won.

Change from 1 April 2038: the first prize is raised to a GBP 100 book token; the runners-up prizes are unchanged."""

MASON = """From: Aled Pryce <aled@prycememorials.example>
To: Nadia Haddad
Date: Tue, 9 Mar 2038 16:02
Subject: Re: Re: Headstone for your father - quotation Q-5531

Dear Nadia,

Thank you - I have changed the lettering as you asked. Gilded letters are
GBP 4.20 each rather than GBP 2.80 for painted ones, so the lettering now
comes to GBP 369.60 for the 88 letters. Everything else stays as quoted
below, except that the churchyard fee is paid by you directly to the
parish, not to us.

Kind regards,
Aled

> On 7 Mar 2038, Nadia Haddad wrote:
> Thank you Aled. Could we have the letters gilded instead of painted? And
> how long will it take once we confirm?
>
>> On 5 Mar 2038, Aled Pryce wrote:
>> Quotation Q-5531, for the grave of Mr Samir Haddad, St Cadoc's churchyard:
>> - Headstone, Welsh slate, 900 x 600 x 75 mm, polished face: GBP 1,150.00
>> - Base, Welsh slate: GBP 280.00
>> - Lettering, 88 letters, painted, at GBP 2.80: GBP 246.40
>> - Fixing in the churchyard: GBP 195.00
>> - Churchyard fee (set by the diocese): GBP 150.00
>> A deposit of 25% of our charges is due on order, the balance on
>> completion. Work takes 10-12 weeks from the churchyard's approval."""

CAKE = """[02/06/2038, 10:14] Bella's Bakes: Hi Tom & Priya! Confirming your wedding cake for Saturday 21 August: 3 tiers (lemon & elderflower bottom, chocolate middle, carrot top), serves 90. Price £420, delivery and set-up at Ashcombe Barn £35.
[02/06/2038, 10:20] Priya: Amazing thank you!! Could the top tier be red velvet instead of carrot?
[02/06/2038, 10:31] Bella's Bakes: Of course - no change in price 😊
[15/06/2038, 19:02] Tom: Hi Bella, numbers have gone up to 120 guests. Can we add a 4th tier?
[15/06/2038, 19:40] Bella's Bakes: Yes! A 4th tier (vanilla) takes it to 4 tiers serving 125 and adds £95. Your £100 deposit is received; the balance is due 14 days before the wedding.
[16/06/2038, 08:05] Priya: Perfect. Also, fresh flowers - can you do those?
[16/06/2038, 08:30] Bella's Bakes: I don't supply flowers, but your florist can drop them with me on the day and I'll add them at no charge."""


_POOL_DUMP = ("bouts to 5 touches", "piste 2")
_SEPTIC_DUMP = ("Hallow Lane", "treatment works")
_KITA_DUMP = ("Lastschrift", "04.02.2035")
_FR_DUMP = ("<td>", "portail famille")
_ZH_DUMP = ("限购一份", "米饭和汤免费")
_TREE_DUMP = ("HB-38-1174", "netting")
_XW_DUMP = ("Barnford", "Argus staff")
_MASON_DUMP = ("900 x 600", "Q-5531")
_CAKE_DUMP = ("Ashcombe Barn", "10:20]")

GROUNDED = [
    # a fencing pool's TSV results through a Send fan-out
    Case("pool-most-wins", _fanned(POOL, "Who won the most bouts in the pool?"),
         _both(_any("hana", "kowalczyk"), _none_of(*_POOL_DUMP, "Oyelaran"))),
    Case("pool-alice-indicator", _fanned(POOL, "What's Alice's indicator?"),
         _both(_re(r"(?<![\d.])\+?9\b"), _none_of(*_POOL_DUMP, "Kowalczyk"))),
    Case("pool-tembo-ts", _fanned(POOL, "How many touches did George Tembo score in the end?"),
         _both(_new_not_old(r"\b11\b|\beleven\b", r"\b10\b|\bten\b"), _none_of(*_POOL_DUMP))),
    Case("pool-patel-indicator", _fanned(POOL, "What's Dev Patel's indicator after the correction?"),
         _both(_re(r"(-|−|–|minus )\s?11\b"), _none_of(*_POOL_DUMP, "-10"))),
    Case("pool-second-seed", _fanned(POOL, "Who is seeded second for the direct elimination?"),
         _both(_any("alice", "brennan"), _none_of(*_POOL_DUMP, "Oyelaran"))),
    Case("pool-sofie-through", _fanned(POOL, "Does Sofie get through to the direct elimination?"),
         _both(_affirms("fourth seed", "seeded fourth", "4th seed", "seeded 4th", "goes through", "gets through"),
               _none_of(*_POOL_DUMP, "doesn't", "does not", "not get through", "not go through"))),
    Case("pool-family-fee", _fanned(POOL, "I'm a member and I'm bringing two guests. What do the three of us pay "
                                          "for the session?"),
         _both(_re(r"(gbp ?|£)24\b|\b24 ?(gbp|pounds)"), _none_of(*_POOL_DUMP))),
    Case("pool-bouts", _fanned(POOL, "How many bouts were fenced in the pool altogether?"),
         _both(_word("15", "fifteen"), _none_of(*_POOL_DUMP, "30 bouts"))),
    Case("pool-referee-absent", _fanned(POOL, "What was the referee's name?"),
         _both(_silence_said(*_NOT_GIVEN), _none_of(*_POOL_DUMP))),
    # a septic tank invoice (amounts in words) through RunnableLambda pre-processing
    Case("septic-total", _squeezed(SEPTIC, "What's the total on this invoice now?"),
         _both(_new_not_old(r"\b315\b|three hundred and fifteen", r"\b387\b|three hundred and eighty-seven"),
               _none_of(*_SEPTIC_DUMP))),
    Case("septic-balance", _squeezed(SEPTIC, "How much do I still owe them?"),
         _both(_re(r"\b215\b|two hundred and fifteen"), _none_of(*_SEPTIC_DUMP, "287"))),
    Case("septic-due", _squeezed(SEPTIC, "What's the last date I can pay the balance?"),
         _both(_re(r"\b2(nd)? oct|oct(ober)? 2(nd)?\b|\b0?2/10\b"), _none_of(*_SEPTIC_DUMP))),
    Case("septic-extra", _squeezed(SEPTIC, "If the tank had held 5,200 litres, what would the extra volume "
                                           "charge have been?"),
         _both(_re(r"(gbp ?|£)45\b|\b45 ?(gbp|pounds)|forty-five pounds"), _none_of(*_SEPTIC_DUMP))),
    Case("septic-vat", _squeezed(SEPTIC, "How much VAT is on the bill after the inspection was taken off?"),
         _both(_new_not_old(r"52\.50?\b|fifty-two pounds fifty", r"64\.50?\b|sixty-four pounds fifty"),
               _none_of(*_SEPTIC_DUMP))),
    Case("septic-next", _squeezed(SEPTIC, "When should we have it emptied again?"),
         _both(_any("12 months", "twelve months", "a year", "september 2038"), _none_of(*_SEPTIC_DUMP))),
    Case("septic-licence-absent", _squeezed(SEPTIC, "What's their waste carrier licence number?"),
         _both(_silence_said(*_NOT_GIVEN), _none_of(*_SEPTIC_DUMP, "FD-22817"))),
    # a German Kita fee notice in a checkpointed thread (update_state, get_state)
    Case("kita-fee-january", _kita_thread(KITA, "Wie viel zahlen wir ab Januar im Monat?"),
         _both(_new_not_old(r"\b230\b", r"\b250\b"), _none_of(*_KITA_DUMP))),
    Case("kita-meals", _kita_thread(KITA, "Mila was there on 19 days in October. What's the meal money for October?"),
         _both(_re(r"79[.,]80?\b"), _none_of(*_KITA_DUMP))),
    Case("kita-sibling", _kita_thread(KITA, "Ihr Bruder kommt im Januar auch in eine städtische Kita, 35 Stunden, "
                                            "gleiche Stufe. Was kostet er uns im Monat?"),
         _both(_re(r"\b115\b"), _none_of(*_KITA_DUMP, "125"))),
    Case("kita-autumn", _kita_thread(KITA, "What do we pay in fees, without meals, for October, November and "
                                           "December 2037 together?"),
         _both(_re(r"\b750\b"), _none_of(*_KITA_DUMP, "690"))),
    Case("kita-august", _kita_thread(KITA, "Müssen wir im August auch zahlen, obwohl die Kita zu ist?"),
         _both(_affirms("zwölfmal", "auch im august", "twelve times", "also in august", "in august too",
                        yes=("ja", "yes"), no=("nein", "no")), _none_of(*_KITA_DUMP))),
    Case("kita-opening-absent", _kita_thread(KITA, "Um wie viel Uhr macht die Kita morgens auf?"),
         _both(_silence_said(*_NOT_GIVEN, *_DE_NOT_GIVEN), _none_of(*_KITA_DUMP))),
    Case("kita-thread-band", _kita_thread(KITA, "Our income went up to 62,000 euros this year.",
                                          "Which fee band are we in now, and what's the monthly fee?"),
         _both(_re(r"(stufe|band|level|bracket|tier) ?4"), _re(r"\b310\b"), _none_of(*_KITA_DUMP))),
    # a French after-school club's HTML tariffs through a prompt with a MessagesPlaceholder
    Case("fr-evening", _fr_history(GARDERIE, ["Notre quotient familial est de 820.", "Très bien, c'est noté."],
                                   "Combien nous coûte une soirée ?"),
         _both(_re(r"\b2[,.]40?\b"), _none_of(*_FR_DUMP, "1,60", "3,10"))),
    Case("fr-week", _fr_history(GARDERIE, ["Notre quotient familial est de 820.", "Très bien, c'est noté."],
                                "Matin et soir le lundi, mardi, jeudi et vendredi : combien par semaine ?"),
         _both(_re(r"\b14[,.]80?\b"), _none_of(*_FR_DUMP))),
    Case("fr-close", _fr_history(GARDERIE, [], "À quelle heure ferme l'accueil du soir en décembre ?"),
         _both(_new_not_old(r"18 ?h ?45|18:45|6[:.]45", r"18 ?h ?30|18:30|6[:.]30"), _none_of(*_FR_DUMP))),
    Case("fr-late", _fr_history(GARDERIE, ["Notre QF est de 1 720.", "D'accord."],
                                "En septembre je suis arrivée à 18h40. Combien de pénalité ?"),
         _both(_re(r"\b10 ?€|\b10 euros|€ ?10\b|\b10,00"), _none_of(*_FR_DUMP, "20 €", "20 euros"))),
    Case("fr-snack", _fr_history(GARDERIE, [], "Faut-il apporter un goûter pour le soir ?"),
         _both(_denies("fourni", "provided", "compris", "included", no=("non", "no"), yes=("oui", "yes")),
               _none_of(*_FR_DUMP))),
    Case("fr-cheapest-wed", _fr_history(GARDERIE, [], "What's the cheapest Wednesday rate, and for which QF?"),
         _both(_re(r"\b6[,.]00|\b6 ?€|€ ?6\b|\b6 euros"), _any("600"), _none_of(*_FR_DUMP, "16,50"))),
    Case("fr-holidays-absent", _fr_history(GARDERIE, [], "Y a-t-il un accueil pendant les vacances scolaires ?"),
         _both(_not_opening("oui", "yes"), _silence_said(*_NOT_GIVEN, *_FR_NOT_GIVEN), _none_of(*_FR_DUMP))),
    # a Chinese community canteen notice behind create_agent with a search tool and response_format
    Case("zh-lunch-82", _canteen_agent(CANTEEN, "我今年82岁,中午吃一份两荤一素,自己要付多少钱?"),
         _both(_re(r"(?<![\d.])12 ?(元|块)|十二(元|块)"), _none_of(*_ZH_DUMP))),
    Case("zh-dinner-70", _canteen_agent(CANTEEN, "我70岁,晚饭吃一份一荤两素,要付多少钱?"),
         _both(_re(r"(?<![\d.])15 ?(元|块)|十五(元|块)"), _none_of(*_ZH_DUMP, "12元", "12 元"))),
    Case("zh-delivery-85", _canteen_agent(CANTEEN, "我85岁,送餐上门一份一荤两素的午餐,一共要付多少钱?"),
         _both(_re(r"(?<![\d.])11 ?(元|块)|十一(元|块)"), _none_of(*_ZH_DUMP))),
    Case("zh-sunday-dinner", _canteen_agent(CANTEEN, "星期天晚上食堂有饭吃吗?"),
         _both(_denies("只供应午餐", "只有午餐", "只供午餐", "不供应晚餐", "没有晚餐", "不提供晚餐", "不开", "不营业", no=("不", "没有", "no")),
               _none_of(*_ZH_DUMP))),
    Case("zh-feb12", _canteen_agent(CANTEEN, "2月12日中午可以去食堂吃饭吗?"),
         _both(_denies("暂停", "不营业", "停业", "关闭", "不开", no=("不", "no")), _none_of(*_ZH_DUMP))),
    Case("zh-subsidy-en", _canteen_agent(CANTEEN, "How much subsidy does a 75-year-old resident get per lunch?"),
         _both(_re(r"(?<![\d.])3 ?(元|块|yuan|rmb)|\bthree yuan|¥ ?3\b"), _none_of(*_ZH_DUMP))),
    Case("zh-phone-absent", _canteen_agent(CANTEEN, "预约送餐要打哪个电话号码?"),
         _both(_silence_said(*_ZH_NOT_GIVEN, *_NOT_GIVEN), _none_of(*_ZH_DUMP))),
    # a Christmas tree order (YAML) through with_structured_output(include_raw=True)
    Case("tree-count", _farm_schema(TREES, "How many trees am I collecting?"),
         _both(_new_not_old(r"\b2\b|\btwo\b", r"\b3 trees\b|\bthree trees\b"), _none_of(*_TREE_DUMP))),
    Case("tree-discount", _farm_schema(TREES, "Do I get the early-order discount?"),
         _both(_affirms("before 1 november", "28 october", "2038-10-28", "qualif", "you do", "you get"),
               _none_of(*_TREE_DUMP))),
    Case("tree-due", _farm_schema(TREES, "How much will I pay when I collect?"),
         _both(_re(r"\b94\.50?\b"), _none_of(*_TREE_DUMP))),
    Case("tree-stand", _farm_schema(TREES, "Which tree stand did I order?"),
         _both(_any("cinco"), _none_of(*_TREE_DUMP))),
    Case("tree-delivery", _farm_schema(TREES, "Are you delivering the trees to me?"),
         _both(_denies("collect", "not deliver", "no delivery", "not being delivered", "won't be delivered"),
               _none_of(*_TREE_DUMP))),
    Case("tree-slot", _farm_schema(TREES, "What time should I come to pick them up?"),
         _both(_re(r"10(:00)? ?(am)? ?(-|–|to|and) ?11"), _none_of(*_TREE_DUMP))),
    Case("tree-pot-absent", _farm_schema(TREES, "Is the Nordmann fir in a pot?"),
         _both(_not_opening("yes"), _silence_said(*_NOT_GIVEN), _none_of(*_TREE_DUMP))),
    # a prize crossword's rules (numbered list with sub-items, footnotes) through RunnableParallel
    Case("xw-tokens", _parallel_rules(CROSSWORD, "How much in book tokens is given away on one puzzle now?"),
         _both(_re(r"\b140\b"), _none_of(*_XW_DUMP, "115"))),
    Case("xw-first", _parallel_rules(CROSSWORD, "What does the winner get these days?"),
         _both(_new_not_old(r"(gbp ?|£)100\b|\b100 ?(gbp|pounds)", r"(gbp ?|£)75\b|\b75 ?(gbp|pounds)"),
               _none_of(*_XW_DUMP))),
    Case("xw-bank-holiday", _parallel_rules(CROSSWORD, "The puzzle was in the bank holiday weekend issue. When does "
                                                        "it close?"),
         _both(_new_not_old(r"friday", r"thursday"), _none_of(*_XW_DUMP))),
    Case("xw-age", _parallel_rules(CROSSWORD, "My son is 15. Can he send in an entry?"),
         _both(_denies("16 or over", "aged 16", "too young", "under 16", "not eligible", "can't", "cannot"),
               _none_of(*_XW_DUMP))),
    Case("xw-rewin", _parallel_rules(CROSSWORD, "I won with the puzzle in the issue of 1 May 2038. From what date "
                                                "can I win again?"),
         _both(_re(r"26(th)? june|june 26|26/0?6"), _none_of(*_XW_DUMP))),
    Case("xw-solution", _parallel_rules(CROSSWORD, "When do you print the solution?"),
         _both(_any("saturday"), _none_of(*_XW_DUMP))),
    Case("xw-email", _parallel_rules(CROSSWORD, "Can I email my entry in?"),
         _both(_not_opening("yes"), _any("post", "app", *_NOT_GIVEN), _none_of(*_XW_DUMP))),
    # a stonemason's quotation email (quoted replies) kept in an InMemoryStore
    Case("mason-lettering", _stored_thread(MASON, "What does the lettering cost now?"),
         _both(_new_not_old(r"369\.60?", r"246\.40?"), _none_of(*_MASON_DUMP))),
    Case("mason-total", _stored_thread(MASON, "What's the total we pay the stonemason, not counting the "
                                              "churchyard fee?"),
         _both(_re(r"1,?994\.60?\b"), _none_of(*_MASON_DUMP, "2,144", "2144"))),
    Case("mason-deposit", _stored_thread(MASON, "How much is the deposit?"),
         _both(_re(r"498\.65"), _none_of(*_MASON_DUMP))),
    Case("mason-weeks", _stored_thread(MASON, "How long will it take once the churchyard approves it?"),
         _both(_re(r"10 ?(-|–|to) ?12 weeks"), _none_of(*_MASON_DUMP))),
    Case("mason-fee-to", _stored_thread(MASON, "Do we pay the churchyard fee to Aled?"),
         _both(_denies("parish", "directly"), _none_of(*_MASON_DUMP))),
    Case("mason-gilding-extra", _stored_thread(MASON, "How much more are the gilded letters costing us than "
                                                      "painted ones would have?"),
         _both(_re(r"123\.20?\b"), _none_of(*_MASON_DUMP))),
    Case("mason-colour-absent", _stored_thread(MASON, "What colour is the slate?"),
         _both(_silence_said(*_NOT_GIVEN), _none_of(*_MASON_DUMP, "grey", "blue", "black"))),
    # a wedding cake chat thread in a StateGraph routed by a keyword rule
    Case("cake-top", _routed(CAKE, "What flavour is the top tier?"),
         _both(_new_not_old(r"red velvet", r"carrot"), _none_of(*_CAKE_DUMP))),
    Case("cake-balance", _routed(CAKE, "How much do we still owe Bella?"),
         _both(_re(r"£ ?450\b|\b450 ?(pounds|gbp)"), _none_of(*_CAKE_DUMP, "£355", "£320"))),
    Case("cake-due", _routed(CAKE, "By when do we have to settle up with her?"),
         _both(_re(r"\b7(th)? aug|aug(ust)? 7(th)?\b|\b0?7/08\b"), _none_of(*_CAKE_DUMP))),
    Case("cake-serves", _routed(CAKE, "How many people will the cake serve?"),
         _both(_new_not_old(r"\b125\b", r"\b90\b"), _none_of(*_CAKE_DUMP))),
    Case("cake-flowers", _routed(CAKE, "Will she charge for putting the flowers on?"),
         _both(_denies("no charge", "free", "won't charge", "doesn't charge", "not charge", "at no"),
               _none_of(*_CAKE_DUMP))),
    Case("cake-flavours", _routed(CAKE, "How many different flavours will the cake have?"),
         _both(_word("4", "four"), _none_of(*_CAKE_DUMP, "5 flavours", "five flavours", "3 flavours"))),
    Case("cake-nuts-absent", _routed(CAKE, "Is the cake nut-free?"),
         _both(_not_opening("yes"), _silence_said(*_NOT_GIVEN), _none_of(*_CAKE_DUMP))),
]


# --- a learner's own tools ------------------------------------------------------------------------

@tool
def pay_invoice(invoice_id: str, amount_gbp: float) -> str:
    """Pay (part of) a supplier invoice from the household account."""
    return "paid"


@tool
def book_pitch(arrival: date, nights: int, adults: int, dogs: int) -> str:
    """Book a campsite pitch."""
    return "booked"


@tool
def set_oven(celsius: int, fan: bool) -> str:
    """Preheat the smart oven to a temperature in degrees Celsius; fan turns the fan on."""
    return "heating"


@tool
def log_walk(distance_km: float, minutes: int) -> str:
    """Log a walk in the step-counter app."""
    return "logged"


@tool
def set_alarm(time: str, weekdays_only: bool) -> str:
    """Set a repeating alarm. time is 24-hour HH:MM."""
    return "set"


@tool
def order_pizza(size: Literal["small", "medium", "large"], quantity: int) -> str:
    """Order margherita pizzas from the takeaway."""
    return "ordered"


@tool
def reserve_seats(adults: int, concessions: int) -> str:
    """Reserve cinema seats; concessions are for pensioners and students."""
    return "reserved"


def _hhmm(value: str):
    return lambda v: str(v).strip().lstrip("0") == value.lstrip("0")


def _is(flag: bool):
    return lambda v: v is flag or str(v).strip().lower() == str(flag).lower()


TOOLS = [
    Case("tool-pay-words", _calls([pay_invoice], "pay forty-two pounds fifty off invoice FD-9013"),
         _call("pay_invoice", invoice_id=lambda v: str(v).strip().upper() == "FD-9013", amount_gbp=_num_near(42.5))),
    Case("tool-pitch", _calls([book_pitch], "Today is Monday 6 July 2037. Book us a pitch from this Friday to Monday "
                                            "- the two of us and the spaniel."),
         _call("book_pitch", arrival=lambda v: str(v) == "2037-07-10", nights=_num_near(3), adults=_num_near(2),
               dogs=_num_near(1))),
    Case("tool-oven-gas", _calls([set_oven], "oven to gas mark 6 please, no fan"),
         _call("set_oven", celsius=_num_near(200, 5), fan=_is(False))),
    Case("tool-walk", _calls([log_walk], "log my walk: three and a half miles in fifty-five minutes"),
         _call("log_walk", distance_km=_num_near(5.63, 0.05), minutes=_num_near(55))),
    Case("tool-alarm", _calls([set_alarm], "wake me at quarter to seven, but not at weekends"),
         _call("set_alarm", time=_hhmm("06:45"), weekdays_only=_is(True))),
    Case("tool-pizza", _calls([order_pizza], "three of your biggest pizzas, please"),
         _call("order_pizza", size=lambda v: str(v).strip().lower() == "large", quantity=_num_near(3))),
    Case("tool-seats", _calls([reserve_seats], "seats for me, my wife and my mum, who's a pensioner"),
         _call("reserve_seats", adults=_num_near(2), concessions=_num_near(1))),
    Case("tool-no-fit", _calls([pay_invoice, set_oven, order_pizza], "what's the capital of Peru?"), _no_call),
    Case("tool-pay-missing", _calls([pay_invoice], "pay that invoice for me"), _no_call),
    Case("tool-zh-pitch", _calls([book_pitch], "今天是2037年7月6日,星期一。帮我订个营位,这个星期五入住,住到下周一,两个大人带一条狗。"),
         _call("book_pitch", arrival=lambda v: str(v) == "2037-07-10", nights=_num_near(3), adults=_num_near(2),
               dogs=_num_near(1))),
]


# --- structured output ----------------------------------------------------------------------------

class Height(BaseModel):
    height_cm: float = Field(description="the person's height in centimetres")


class Party(TypedDict):
    guests: Annotated[int, ..., "number of people eating at the restaurant"]


class Refund(BaseModel):
    amount: float
    currency: Literal["GBP", "EUR", "USD"]


class Review(BaseModel):
    sentiment: Literal["positive", "neutral", "negative"]


class DietNeeds(BaseModel):
    avoid_nuts: bool
    avoid_gluten: bool


class WaterDelivery(BaseModel):
    day: date = Field(description="送货日期")
    boxes: int = Field(description="一共几箱")


STRUCTURED = [
    Case("schema-height", _structured(Height, "He's five foot ten."),
         _parsed(lambda h: abs(h.height_cm - 177.8) <= 0.6)),
    Case("schema-party", _structured(Party, "Booking for a party of six - minus the two kids, who'll eat at home."),
         _parsed(lambda p: isinstance(p, dict) and p.get("guests") == 4)),
    Case("schema-refund-words", _structured(Refund, "I'm owed three hundred and twelve pounds forty."),
         _parsed(lambda r: abs(r.amount - 312.40) < 1e-6 and r.currency == "GBP")),
    Case("schema-review", _structured(Review, "Honestly? Not bad at all - I'd go back."),
         _parsed(lambda r: r.sentiment == "positive")),
    Case("schema-diet", _structured(DietNeeds, "No nuts please, but gluten's fine for me."),
         _parsed(lambda d: d.avoid_nuts is True and d.avoid_gluten is False)),
    Case("schema-zh-water", _structured(WaterDelivery, "今天是2037年7月6日。后天上午送水,三箱,再加两箱。", "提取送货信息。"),
         _parsed(lambda w: w.day == date(2037, 7, 8) and w.boxes == 5)),
]


# --- a learner's own graders and label prompts -----------------------------------------------------

class Relevance(BaseModel):
    """Whether the document helps answer the question."""

    relevant: bool = Field(description="true only if the document helps answer the question")


def _grader(schema: type, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke(
            [SystemMessage(system), HumanMessage(human)])

    return run


GRADERS = [
    Case("grade-grounded", _ask("Is the answer backed by the context? Say GROUNDED or NOT_GROUNDED and nothing else.\n"
                                "Context: The swimming pool opens at 7 am on weekdays.\n"
                                "Answer: On weekdays the pool opens at 6 am."), _only("NOT_GROUNDED")),
    Case("grade-relevant-false", _grader(Relevance, "Judge the document for the question.",
                                         "QUESTION: Which day are the green bins emptied?\n"
                                         "DOCUMENT: Dog licences can be renewed online or at the town hall."),
         _parsed(lambda r: r.relevant is False)),
    Case("label-urgent", _ask("Label this repair request URGENT or ROUTINE. One word only.\nRequest: The boiler's "
                              "leaking onto the floor and there's a smell of gas."), _only("URGENT")),
    Case("label-dutch", _ask("Which language is this: FR, IT or NL? Reply with the code.\nGoedemorgen, hoe gaat het "
                             "met je?"), _only("NL")),
    Case("grade-zh-complaint", _ask("这条评论是在抱怨吗?只回答“是”或“否”。\n评论:送货太慢了,等了整整两个星期。"),
         _only("是")),
]


# --- conversations ---------------------------------------------------------------------------------------

CONVERSATIONS = [
    Case("thread-he", _thread("My neighbours are Ruth, who keeps bees, and Kwame, who has a little sailing boat.",
                              "Sounds like a friendly street.", "what has he got again?"),
         _both(_any("boat"), _none_of("bees", "don't know"))),
    Case("thread-dentist", _thread("My dentist appointment is on Thursday at 9:40.", "Got it.",
                                   "Oh, they've just moved it to Friday, same time.", "Okay.",
                                   "when's my dentist appointment?"),
         _both(_new_not_old(r"friday", r"thursday"), _re(r"9[:.]40"))),
    Case("thread-chapters", _thread("I've read four chapters of my book today.", "Nice going!",
                                    "And I read two more before bed.", "Impressive.",
                                    "so how many chapters did I read today?"),
         _both(_word("6", "six"), _none_of("don't know", "4 chapters today"))),
    Case("thread-zh-fee", _thread("我每个月交物业费三百二十元。", "好的,记下了。", "那一年一共要交多少?"),
         _both(_re(r"3,?840|三千八百四十"), _none_of("不知道"))),
    Case("chat-morning", _ask("good morning! lovely weather today, isn't it?"),
         _both(_word("morning", "lovely", "hello", "hi", "glad", "nice", "enjoy", "indeed", "great", "day"),
               _none_of("don't know", "do not know", "no information"))),
]

CASES: list[Case] = [*GROUNDED, *TOOLS, *STRUCTURED, *GRADERS, *CONVERSATIONS]


def counts(verbose: bool = False) -> dict[str, int]:
    """This set's tally (``_oracles.tally``)."""
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
