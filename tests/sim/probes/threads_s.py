"""Invented conversation and label probes (issue 26, branch ``fix38d``), written with their oracles
before any change of the branch: a stated fact asked back through a gendered pronoun or relation
word when two facts share one sentence ("my nephew is 15 and my niece is 11" then "how old is
he?"), ages worked forward from a stated age (never the stated age echoed), a per-day figure
worked to a week / fortnight / year (English and Chinese), stated facts later corrected in the
thread ("it's 381, not 318"), questions about what the user did that no turn stated (right: "you
haven't told me" or a stated limit, never an invented value), small talk, and label prompts whose
options are everyday intents (a department, a team, a sentiment, a Chinese intent) named by their
meaning, not by their words; a paraphrase judgement that is right only when the two sentences are
the same after normalising (else a limit). Threads are read as plain message lists, a
``MessagesState`` graph with a ``MemorySaver`` and ``create_agent`` with no tools and a
``MemorySaver``. Topics and wordings are the branch's own (no fresh set's strings). Not held out.

Classes as in the fresh sets: ``right``, ``limit`` (a limit stated on the last turn),
``wrong`` (silently), ``false alarm`` (a limit on a case whose oracle is met).
``python -W ignore -m tests.sim.probes.threads_s [-v]`` prints the counts.

History (right / limit / silently wrong / false alarms):
- 8c295e50 (main, before any change): 7 / 27 / 1 / 0 (wrong: ts-relation-mum,
  "Your mum is 64 and my dad is 67.": both clauses echoed). ts-age-in-years' oracle then read
  ``_word("13")`` (it had also barred "3 ", which a worked reply's "(3 now + 10)" holds).
- "my X is N and my Y is M" read as two facts; ``dialogue.pronoun_ages`` (the pronoun's gender or
  a relation word over ``ages.people_ages``); ``dialogue.thread_rates`` (a per-day figure over a
  week / fortnight / year): 19 / 16 / 0 / 0.
- an acknowledgement ("Noted.") names nothing a pronoun stands for; "I don't know: you haven't
  told me that." for what the user did, asked with nothing said: 23 / 12 / 0 / 0.
- label options read on a prompt's first line (capitals, Chinese 只回答...:) and chosen by the
  everyday intent their names mean (``words.option_intents``): 29 / 6 / 0 / 0; one sentence written
  twice judged the same (``request.same_sentences``): 30 / 5 / 0 / 0.
- "you haven't told me" only for a first message (after earlier turns the conversation limit
  stands: ts-never-other-meal right -> limit): 29 / 6 / 0 / 0.
"""

from __future__ import annotations

import re
import sys
import warnings

from langchain_core.messages import HumanMessage

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _both,
    _but_not,
    _corrected,
    _must_state,
    _none_of,
    _only,
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
        cfg = {"configurable": {"thread_id": "s-1"}}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: app.invoke({"messages": [HumanMessage(t)]}, cfg))
        return app.invoke({"messages": [HumanMessage(user_turns[-1])]}, cfg)["messages"][-1]

    return run


def _agent_memory(*user_turns: str):
    """``create_agent`` with no tools and a ``MemorySaver``: each user turn on one thread."""
    def run(llm):
        from langchain.agents import create_agent
        from langgraph.checkpoint.memory import MemorySaver

        agent = create_agent(llm, [], system_prompt="You are a friendly family assistant.",
                             checkpointer=MemorySaver())
        cfg = {"configurable": {"thread_id": "s-2"}, "recursion_limit": 8}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: agent.invoke({"messages": [HumanMessage(t)]}, cfg))
        return agent.invoke({"messages": [HumanMessage(user_turns[-1])]}, cfg)["messages"][-1]

    return run


def _not_invented(*forbidden: str):
    """Something never said: "you haven't told me" (or the like), never a value."""
    said = ("haven't told", "have not told", "didn't tell", "did not tell", "didn't mention",
            "did not mention", "haven't mentioned", "have not mentioned", "haven't said", "don't know",
            "do not know", "no way of knowing", "没有告诉", "没告诉", "没有提到", "没提到", "不知道", "没有说", "没说")

    def ok(out) -> bool:
        t = _text(out).lower()
        return any(s in t for s in said) and not any(f.lower() in t for f in forbidden)

    return ok


def _not_echo(stated: str):
    """A worked age: the reply never gives the stated figure as the answer (a limit is fine)."""
    return lambda out: not re.search(rf"(?<![\d.]){re.escape(stated)}(?![\d.])", _text(out)) and bool(
        re.search(r"\d", _text(out)))


def _chinese(out) -> bool:
    return bool(re.search(r"[\u4e00-\u9fff]", _text(out)))


# --- two stated facts, one asked back by pronoun or relation word ----------------------------------

PRONOUNS = [
    Case("ts-she-sister", _thread("My brother Karl is 31 and my sister Lena is 27.", "Nice!", "how old is she?"),
         _but_not(_word("27", "twenty-seven"), "31")),
    Case("ts-he-nephew", _thread("My niece turned 11 last week and my nephew is 15.", "Happy birthday to her!",
                                 "And how old is he?"),
         _but_not(_word("15", "fifteen"), "11")),
    Case("ts-relation-son", _thread("My daughter is 9 and my son is 12.", "Great ages.", "how old is my son?"),
         _but_not(_word("12", "twelve"), " 9")),
    Case("ts-relation-mum", _memory("My mum is 64 and my dad is 67.", "How old is my mum?"),
         _but_not(_word("64", "sixty-four"), "67")),
    Case("ts-agent-wife", _agent_memory("My cousin Amir is 40 and his wife Noor is 38.", "How old is she?"),
         _but_not(_word("38", "thirty-eight"), "40")),
    Case("ts-zh-he", _thread("我女儿8岁,儿子5岁。", "真可爱!", "他几岁?"), _but_not(_any("5"), "8")),
    Case("ts-zh-she", _thread("我哥哥30岁,我妹妹24岁。", "好的。", "她多大了?"), _but_not(_any("24"), "30")),
    Case("ts-he-no-man", _thread("My daughter is 9 and my wife is 41.", "OK.", "how old is he?"), _must_state),
]

# --- stated ages and daily figures, worked -------------------------------------------------------------

WORKED = [
    Case("ts-age-in-years", _thread("My granddaughter is 3.", "How lovely.", "How old will she be in 10 years?"),
         _word("13", "thirteen")),
    Case("ts-age-in-year", _thread("My son is 12.", "Great.", "how old will he be in 2040?"), _not_echo("12")),
    Case("ts-walk-week", _thread("I walk 4 km every day.", "Good habit!", "How far do I walk in a week?"),
         _word("28", "28 km")),
    Case("ts-pages-fortnight", _thread("I read 20 pages a day.", "Nice.", "How many pages is that in a fortnight?"),
         _word("280")),
    Case("ts-zh-coffee-week", _thread("我每天喝3杯咖啡。", "注意别喝太多。", "我一周一共喝多少杯?"),
         _any("21")),
    Case("ts-zh-save-year", _thread("我每个月存500元。", "很好。", "那我一年能存多少钱?"), _any("6000", "6,000")),
]

# --- stated facts corrected later ------------------------------------------------------------------------

CORRECTED = [
    Case("ts-locker-fixed", _thread("My locker is number 318.", "OK.", "Wait, no, it's 381, not 318.", "Got it.",
                                    "What's my locker number?"), _corrected("381", "318")),
    Case("ts-platform-fixed", _thread("the train leaves from platform 6", "Thanks.", "correction: platform 9, not 6",
                                      "OK.", "which platform does it leave from?"), _corrected("9", " 6")),
    Case("ts-zh-room-fixed", _thread("我的房间号是502。", "好的。", "说错了,是205,不是502。", "好的。", "我的房间号是多少?"),
         _corrected("205", "502")),
    Case("ts-memory-gate", _memory("My gate is B12.", "Oops, it's B21 actually.", "Which gate am I at?"),
         _corrected("B21", "B12")),
]

# --- never said ------------------------------------------------------------------------------------------

NEVER = [
    Case("ts-never-lunch", _ask("what did I eat for lunch yesterday?"), _not_invented()),
    Case("ts-never-bus", _ask("Which bus did I take this morning?"), _not_invented()),
    Case("ts-never-zh-dinner", _ask("我昨天晚上吃了什么?"), _not_invented()),
    Case("ts-never-other-meal", _thread("I had porridge for breakfast.", "Sounds good.", "what did I have for lunch?"),
         _not_invented("porridge")),
    Case("ts-said-meal", _thread("I had porridge for breakfast.", "Sounds good.", "What did I have for breakfast?"),
         _any("porridge")),
    Case("ts-howday", _ask("how's your day going?"),
         _both(_any("good", "fine", "well", "great", "help"), _none_of("don't know", "can't"))),
    Case("ts-zh-howday", _ask("你今天过得怎么样?"), lambda out: _chinese(out) and _none_of("不知道", "can't")(out)),
]

# --- label prompts -----------------------------------------------------------------------------------------

LABELS = [
    Case("ts-label-it", _ask("Route this email to one department: FINANCE, IT or HR. Reply with one word.\n"
                             "Email: My laptop won't turn on after the update."), _only("IT")),
    Case("ts-label-sales", _ask("Which team gets this: BILLING, TECH or SALES? Answer with the team name.\n"
                                "Message: Could you send me a quote for 40 licences?"), _only("SALES")),
    Case("ts-label-returns", _ask("Which desk should take this: SHIPPING, RETURNS or ACCOUNTS? One word only.\n"
                                  "Customer: I want to send back the shoes, they're too small."), _only("RETURNS")),
    Case("ts-label-zh-sentiment", _ask("请判断这条评论的情感,只回答:正面、负面、中性。\n评论:服务太差了,再也不来了。"),
         _only("负面")),
    Case("ts-label-zh-ask", _ask("判断用户意图,只回答其中一个词:退货、咨询、投诉。\n用户:请问你们周末营业吗?"),
         _only("咨询")),
    Case("ts-label-positive", _ask("Label the review POSITIVE or NEGATIVE. Output the label only.\n"
                                   "Review: Lovely staff, would stay again."), _only("POSITIVE")),
    Case("ts-label-fine", _ask("Is this comment OFFENSIVE or FINE? One word.\nComment: Thanks for the tips, "
                               "really useful."), _only("FINE")),
    Case("ts-label-opaque", _ask("Tag the message as ALPHA, BETA or GAMMA. Tag only.\nMessage: The lift on "
                                 "floor 3 is stuck again."), _must_state),
    Case("ts-same-normalised", _ask("Do these two sentences mean the same? Answer YES or NO.\n"
                                    "A: The museum opens at 9am.\nB: the museum opens at 9 am"), _only("YES")),
    Case("ts-same-different", _ask("Do these two sentences mean the same? Answer YES or NO.\n"
                                   "A: The bus leaves at 7.\nB: The bus arrives at 7."), _only("NO")),
]

CASES: list[Case] = [*PRONOUNS, *WORKED, *CORRECTED, *NEVER, *LABELS]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
