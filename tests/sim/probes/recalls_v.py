"""Invented conversation and grader probes (issue 26 points 1-2, branch ``conv78``), written with
their oracles before any change of the branch and before the first simulator run. Conversations:
facts the user stated in passing or in a subordinate clause ("since I teach ceramics at ...", "my
dog Pepper, who is a beagle, ...") asked back later; a follow-up whose "he" / "it" / "the cheaper
one" / "the first one" / "same again" stands for something in an earlier turn; corrections ("sorry
i meant 3 not 4", "no wait, 4417", Chinese 不是周四); a running figure kept over turns; small talk
and questions about the assistant itself (English, Chinese); facts stated in Spanish; one truly
ambiguous "he" (two men, two cities: asking back or a stated limit is right). Threads are read as
plain message lists, a ``StateGraph(MessagesState)`` with a ``MemorySaver``,
``RunnableWithMessageHistory`` over a ``MessagesPlaceholder`` prompt and ``create_agent`` (no
tools) with a ``MemorySaver``. Graders in the learner's own words: yes/no relevance (one passage
sharing a near word with an off-topic question), 1-10 scores, structured bools and a Literal
label, a MATCH/MISMATCH chain, label prompts in Indonesian and Turkish, a Chinese relevance
question, and two graders whose criteria the simulator cannot read (a rubric or policy never given:
a stated limit is right). Topics and wordings are the branch's own (no fresh set's strings). Not
held out.

Classes as in the fresh sets: ``right``, ``limit`` (a limit stated on the last turn), ``wrong``
(silently), ``false alarm`` (a limit on a case whose oracle is met).
``python -W ignore -m tests.sim.probes.recalls_v [-v]`` prints the counts.

History (right / limit / silently wrong / false alarms):
- 02880fab (start78, first run): 18 / 21 / 5 / 0 (wrong: cv-ceramics-aside, "ok cool. wait what do i
  teach again" answered as thanks; cv-pin-inline-fix, "4471 - no wait, 4417" echoed whole;
  gr-score-high / gr-score-low, a 1-10 rating prompt answered as the question itself;
  gr-grounded-extra, an answer adding "and Tuesdays" graded grounded).
- small talk yields to a question about the user's own things ("... wait what do i teach");
  a discourse lead-in is no word of a recall question; a "since i ..." aside in a question read
  as a statement; in-turn corrections settled in stated facts; a glossed 1-10 scale on a text
  grader, judged by the simulator's own fact where it has one; a short coordinated part kept on
  its grounded claim: 23 / 21 / 0 / 0.
- Chinese thanks in other words (帮大忙了); a bare figure correcting the one stated amount
  ("... 800 euros", "actually make that 650"): 25 / 19 / 0 / 0.
"""

from __future__ import annotations

import re
import sys
import warnings
from typing import Annotated, Literal

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _but_not,
    _either,
    _must_state,
    _none_of,
    _not_opening,
    _only,
    _parsed,
    _text,
    _thread,
    _word,
    report,
    tally,
)


def _quiet(fn):
    """Run an earlier turn: its limits are not the case's (only the last turn is judged)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return fn()


def _ask(prompt: str):
    return lambda llm: llm.invoke(prompt)


def _memory(*user_turns: str):
    """A ``StateGraph(MessagesState)`` with a ``MemorySaver``: each user turn on one thread."""
    def run(llm):
        from langgraph.checkpoint.memory import MemorySaver
        from langgraph.graph import START, MessagesState, StateGraph

        def chat(state: MessagesState):
            return {"messages": [llm.invoke(state["messages"])]}

        g = StateGraph(MessagesState)
        g.add_node("chat", chat)
        g.add_edge(START, "chat")
        app = g.compile(checkpointer=MemorySaver())
        cfg = {"configurable": {"thread_id": "v-1"}}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: app.invoke({"messages": [HumanMessage(t)]}, cfg))
        return app.invoke({"messages": [HumanMessage(user_turns[-1])]}, cfg)["messages"][-1]

    return run


def _history(*user_turns: str):
    """``RunnableWithMessageHistory`` over ``ChatPromptTemplate`` (a system line, a
    ``MessagesPlaceholder`` history, the human input) ``| llm``: each user turn in one session."""
    def run(llm):
        from langchain_core.chat_history import InMemoryChatMessageHistory
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder
        from langchain_core.runnables.history import RunnableWithMessageHistory

        sessions: dict[str, InMemoryChatMessageHistory] = {}
        prompt = ChatPromptTemplate.from_messages([("system", "You're a helpful assistant. Keep answers short."),
                                                   MessagesPlaceholder("history"), ("human", "{input}")])
        chain = RunnableWithMessageHistory(prompt | llm, lambda sid: sessions.setdefault(sid, InMemoryChatMessageHistory()),
                                           input_messages_key="input", history_messages_key="history")
        cfg = {"configurable": {"session_id": "v-2"}}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: chain.invoke({"input": t}, cfg))
        return chain.invoke({"input": user_turns[-1]}, cfg)

    return run


def _agent_memory(*user_turns: str):
    """``create_agent`` with no tools and a ``MemorySaver``: each user turn on one thread."""
    def run(llm):
        from langchain.agents import create_agent
        from langgraph.checkpoint.memory import MemorySaver

        agent = create_agent(llm, [], system_prompt="You are a cheerful reading buddy.", checkpointer=MemorySaver())
        cfg = {"configurable": {"thread_id": "v-3"}, "recursion_limit": 8}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: agent.invoke({"messages": [HumanMessage(t)]}, cfg))
        return agent.invoke({"messages": [HumanMessage(user_turns[-1])]}, cfg)["messages"][-1]

    return run


def _re(pattern: str):
    return lambda out: bool(re.search(pattern, _text(out), re.I))


def _num(pattern: str):
    """A figure as a whole number (no digit or decimal point either side)."""
    return _re(rf"(?<![\d.,]){pattern}(?![\d]|[.,]\d)")


def _new_not_old(new: str, old: str):
    """``new`` is given; ``old`` (the corrected value) only right after a "not" / 不是 if at all."""
    def ok(out) -> bool:
        t = _text(out)
        if not re.search(new, t, re.I):
            return False
        stripped = re.sub(rf"(?:\bnot|不是)\s*(?:{old})", "", t, flags=re.I)
        return not re.search(old, stripped, re.I)

    return ok


def _chinese(out) -> bool:
    return bool(re.search(r"[\u4e00-\u9fff]", _text(out)))


def _not_invented(*forbidden: str):
    """Something never said: "you haven't told me" (or the like), never a value."""
    said = ("haven't told", "have not told", "didn't tell", "did not tell", "didn't mention", "did not mention",
            "haven't mentioned", "have not mentioned", "haven't said", "don't know", "do not know", "no way of knowing")

    def ok(out) -> bool:
        t = _text(out).lower()
        return any(s in t for s in said) and not any(f.lower() in t for f in forbidden)

    return ok


def _asks_which(*names: str):
    """A truly ambiguous referent: the reply asks which one (names both, or asks "which")."""
    def ok(out) -> bool:
        t = _text(out).lower()
        return ("which" in t or "do you mean" in t or all(n.lower() in t for n in names)) and "?" in t

    return ok


NOT_HUMAN = ("simulat", "a program", "not a real person", "not a person", "rule-based", "offline", "language model",
             "computer", "not human", "not a human", "not chatgpt")

# --- stated facts asked back ---------------------------------------------------------------------------------

RECALL = [
    Case("cv-ceramics-aside", _thread("trying to plan next term since i teach ceramics at the community college, "
                                      "any tips on pacing a 10 week course?",
                                      "Start with hand-building, then move to the wheel around week 4.",
                                      "ok cool. wait what do i teach again"),
         _both(_any("ceramic"), _none_of("don't know", "haven't told"))),
    Case("cv-beagle-clause", _thread("when i walk my dog Pepper, who is a beagle, we always take the river path",
                                     "Sounds like a lovely walk.", "what breed is pepper"),
         _both(_any("beagle"), _none_of("don't know"))),
    Case("cv-name-recall", _thread("hi, Dagny here - quick q about knitting socks", "Hi Dagny! Happy to help with socks.",
                                   "what needle size for chunky wool", "Try 6-8 mm needles for chunky wool.",
                                   "thx. do u remember my name?"),
         _both(_any("dagny"), _none_of("don't know"))),
    Case("cv-memory-city", _memory("I live in Tromsø, so the winters are really dark here",
                                   "what city do i live in?"),
         _both(_any("tromsø", "tromso"), _none_of("don't know"))),
    Case("cv-history-allergy", _history("heads up my kid is allergic to sesame, planning a party menu",
                                        "what is my kid allergic to?"),
         _both(_any("sesame"), _none_of("don't know"))),
    Case("cv-es-job", _thread("Vivo en Valencia y trabajo de enfermera en un hospital.", "¡Qué bien!",
                              "¿En qué trabajo?"),
         _both(_any("enfermera"), _none_of("no sé", "don't know"))),
    Case("cv-zh-bakery", _thread("我在一家面包店工作,已经做了六年了。", "听起来很棒!", "我在哪里工作?"),
         _both(_any("面包店"), _none_of("不知道"))),
    Case("cv-never-baked", _thread("baking rye bread tonight", "Sounds good!", "what did i bake last weekend?"),
         _not_invented("rye")),
]

# --- a follow-up that refers back ------------------------------------------------------------------------------

REFER = [
    Case("cv-he-cello", _thread("my flatmate Oskar plays the cello in an orchestra", "Lovely.",
                                "what instrument does he play"),
         _both(_any("cello"), _none_of("don't know"))),
    Case("cv-cheaper-one", _thread("the blue kettle is £24 and the steel one is £31", "Both look fine.",
                                   "ok ill get the cheaper one, how much was it"),
         _but_not(_num(r"£?24"), "31")),
    Case("cv-first-one", _thread("two trains: the 9:10 gets in at 11:40 and the 9:45 gets in at 12:05",
                                 "Either works.", "what time does the first one arrive?"),
         _but_not(_re(r"11[:.]40"), "12:05")),
    Case("cv-it-opens", _thread("my sister's cafe opens at 7:30 on weekdays", "Early start!", "when does it open?"),
         _both(_re(r"7[:.]30"), _none_of("don't know"))),
    Case("cv-same-again", _thread("a flat white and two croissants please", "Coming up: one flat white and two "
                                  "croissants.", "same again for my friend. how many croissants is that altogether?"),
         _both(_num(r"4|four"), _none_of("don't know"))),
    Case("cv-ambiguous-he", _thread("Ben lives in Oslo and Luke lives in Lima.", "Nice places.",
                                    "how long has he lived there?"),
         _asks_which("ben", "luke")),
    Case("cv-ambiguous-city", _thread("my uncle Rafa and my cousin Tomas both moved last year, one to Perth, "
                                      "one to Leeds", "Big changes!", "where did he move to"),
         _asks_which("rafa", "tomas")),
]

# --- corrections and running figures ------------------------------------------------------------------------

FIGURES = [
    Case("cv-tickets-fixed", _thread("need to book 4 tickets for saturday", "OK, 4 tickets for Saturday.",
                                     "sorry i meant 3 not 4", "Noted.", "how many tickets am i booking"),
         _new_not_old(r"(?<![\d.])3(?!\d)|\bthree\b", r"(?<![\d.])4(?!\d)|\bfour\b")),
    Case("cv-pin-inline-fix", _thread("my door code is 4471 - no wait, 4417", "OK.", "whats my door code"),
         _new_not_old(r"4417", r"4471")),
    Case("cv-zh-flight-fixed", _thread("我的航班是周四。", "好的。", "不对,我说错了,是周五,不是周四。", "好的。",
                                       "我的航班是哪天?"),
         _new_not_old(r"周五|星期五", r"周四|星期四")),
    Case("cv-history-budget", _history("budget for the trip is 800 euros", "actually make that 650",
                                       "whats my budget"),
         _new_not_old(r"650", r"800")),
    Case("cv-steps-total", _thread("did 3200 steps this morning", "Nice!", "another 4500 after lunch", "Great.",
                                   "and 2300 walking home", "Noted.", "whats my total steps today"),
         _num(r"10,?000")),
    Case("cv-agent-pages", _agent_memory("I've read 40 pages of my novel today", "read 25 more on the bus",
                                         "how many pages have i read so far?"),
         _both(_num(r"65"), _none_of("don't know"))),
    Case("cv-wage-shift", _thread("i earn 18 an hour at the garden centre", "OK.", "how much for a 7 hour shift"),
         _num(r"£?126(?:\.00)?")),
    Case("cv-memory-minus", _memory("I had 12 eggs", "used 5 for a cake", "how many eggs are left?"),
         _both(_num(r"7|seven"), _none_of("don't know"))),
]

# --- small talk and the assistant itself --------------------------------------------------------------------

SMALL = [
    Case("cv-bot-midway", _thread("how long do i rest a steak", "About 5 minutes for a thin steak.",
                                  "by the way are you a bot?"),
         _both(_not_opening("no"), _either(_any(*NOT_HUMAN), _word("AI", "bot", "yes")))),
    Case("cv-chatgpt", _ask("r u chatgpt"),
         _both(_not_opening("yes"), _either(_any(*NOT_HUMAN), _word("no")))),
    Case("cv-thanks", _thread("how do i descale a kettle", "Boil a mix of water and vinegar, then rinse well.",
                              "thanks thats really helpful!"),
         _both(_any("welcome", "glad", "pleasure", "happy to help", "any time", "anytime"),
               _none_of("vinegar", "don't know"))),
    Case("cv-zh-who", _ask("你是谁?"),
         lambda out: _chinese(out) and _any("模拟", "程序", "助手", "AI", "机器人")(out)),
    Case("cv-zh-thanks", _thread("怎么煮米饭?", "米和水大约一比一点二,煮二十分钟。", "谢谢你,帮大忙了!"),
         lambda out: _chinese(out) and _any("不客气", "不用谢", "很高兴", "乐意")(out)),
]

# --- graders in the learner's own words ---------------------------------------------------------------------


class OnTopic(BaseModel):
    relevant: bool = Field(description="True if the passage actually helps answer the user's question")


class Addresses(BaseModel):
    """Whether an answer deals with what was asked."""

    addresses_question: bool = Field(description="does the answer address the question that was asked?")


class Helpfulness(BaseModel):
    score: int = Field(description="how helpful the answer is, 0 = not at all, 3 = completely answers it")


class Grounded(TypedDict):
    grounded: Annotated[bool, ..., "true only if every claim in the answer appears in the facts"]


class DocLabel(BaseModel):
    verdict: Literal["relevant", "irrelevant"] = Field(description="is the document relevant to the question")


class Policy(BaseModel):
    meets_policy: bool = Field(description="true if the answer follows the company's policy P-12")


def _grader(schema, system: str, human: str):
    def run(llm):
        return llm.with_structured_output(schema, include_raw=True).invoke([SystemMessage(system), HumanMessage(human)])

    return run


def _grader_chain(template: str, **values: str):
    """A grader as ``PromptTemplate | llm | StrOutputParser``."""
    def run(llm):
        from langchain_core.output_parsers import StrOutputParser
        from langchain_core.prompts import PromptTemplate

        return AIMessage((PromptTemplate.from_template(template) | llm | StrOutputParser()).invoke(values))

    return run


def _score(lo: int, hi: int):
    """The reply is one whole number in ``lo``..``hi``."""
    def ok(out) -> bool:
        m = re.fullmatch(r"\s*(\d+)(?:\s*/\s*10)?\s*\.?\s*", _text(out))
        return bool(m) and lo <= int(m.group(1)) <= hi

    return ok


GRADERS = [
    Case("gr-near-word-pan", _grader(OnTopic, "You check retrieved passages.",
                                     "Question: how do i season a cast-iron pan\n"
                                     "Passage: Cast-iron radiators should be bled every autumn to clear trapped air."),
         _parsed(lambda r: r.relevant is False)),
    Case("gr-yes-chunk", _ask("does this chunk help answer the user's question? just say yes or no\n"
                              "Question: what time does the pool open on sundays\n"
                              "Chunk: On Sundays the pool opens at 8am and closes at 6pm."), _only("yes")),
    Case("gr-no-egg-cups", _ask("does this chunk help answer the user's question? just say yes or no\n"
                                "Question: how long do i boil an egg for a runny yolk\n"
                                "Chunk: Our ceramic egg cups are sold in packs of four."), _only("no")),
    Case("gr-score-high", _ask("Rate how well the reply answers the question, 1 (useless) to 10 (perfect). "
                               "Just the number.\nQuestion: what is the capital of Canada\nReply: Ottawa."),
         _score(8, 10)),
    Case("gr-score-low", _ask("Rate how well the reply answers the question, 1 (useless) to 10 (perfect). "
                              "Just the number.\nQuestion: what is the capital of Canada\n"
                              "Reply: Toronto is Canada's biggest city and has a great food scene."),
         _score(1, 3)),
    Case("gr-helpful-int", _grader(Helpfulness, "Grade the support answer.",
                                   "Question: how long does a refund take\n"
                                   "Answer: Refunds reach your card within 5 working days."),
         _parsed(lambda h: h.score >= 2)),
    Case("gr-addresses-not", _grader(Addresses, "You are a strict reviewer.",
                                     "Question: what time is checkout\nAnswer: Breakfast is served from 7 to 10 "
                                     "each morning in the garden room."),
         _parsed(lambda a: a.addresses_question is False)),
    Case("gr-grounded-extra", _grader(Grounded, "Compare the answer to the facts.",
                                      "Facts: The museum is free on Mondays.\n"
                                      "Answer: The museum is free on Mondays and Tuesdays."),
         _parsed(lambda g: isinstance(g, dict) and g.get("grounded") is False)),
    Case("gr-grounded-para", _grader(Grounded, "Compare the answer to the facts.",
                                     "Facts: Parking costs £3 per hour.\nAnswer: It's £3 an hour to park."),
         _parsed(lambda g: isinstance(g, dict) and g.get("grounded") is True)),
    Case("gr-doc-label", _grader(DocLabel, "Label the retrieved document.",
                                 "Question: how do i reset my router\n"
                                 "Document: Unplug the router for 30 seconds, then plug it back in to reset it."),
         _parsed(lambda d: d.verdict == "relevant")),
    Case("gr-match-chain", _grader_chain("You are a strict teacher. Reply MATCH if the student's answer means the "
                                         "same as the key, otherwise MISMATCH. One word.\nKey: {key}\nStudent: {ans}",
                                         key="Mount Everest", ans="mount everest"), _only("MATCH")),
    Case("gr-label-id", _ask("Tentukan sentimen ulasan ini. Jawab hanya POSITIF atau NEGATIF.\n"
                             "Ulasan: Kamarnya kotor dan pelayannya sangat kasar."), _only("NEGATIF")),
    Case("gr-label-tr", _ask("Bu yorumu etiketle: OLUMLU ya da OLUMSUZ. Sadece etiketi yaz.\n"
                             "Yorum: Kargo çok hızlı geldi, ürün harika."), _only("OLUMLU")),
    Case("gr-zh-near-word", _ask("这段文字和问题相关吗?只回答“是”或“否”。\n问题:怎么给猫剪指甲?\n"
                                 "文字:猫砂每周要彻底更换一次。"), _only("否")),
    Case("gr-rubric-unseen", _ask("Grade the answer with the BX-7 rubric from the appendix. Reply PASS or FAIL.\n"
                                  "Answer: The warranty lasts two years."), _must_state),
    Case("gr-policy-unseen", _grader(Policy, "Check the agent's reply.",
                                     "Reply: Sure, I've refunded your order and added a £10 voucher."),
         _must_state),
]

CASES: list[Case] = [*RECALL, *REFER, *FIGURES, *SMALL, *GRADERS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
