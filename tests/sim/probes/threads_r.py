"""Invented conversation probes (issue 26, branch ``fix36d``), written with their oracles before
any change of the branch: facts the user stated earlier in the same conversation asked back in
other words (after an unrelated turn, after a correction, in Chinese), arithmetic over stated
facts (ages, counts, amounts, clock times), follow-ups whose pronoun names the previous turn's
subject over notes (a retriever tool in ``create_agent`` with a ``MemorySaver``, a prompt with a
``MessagesPlaceholder`` history, a plain message list), questions about the assistant itself,
thanks and goodbyes, a system prompt that sets a persona or a language, and references to
something never said (right: a stated limit or "you haven't told me", never an invented value).
Conversations are read the ways learners build them: message lists, a ``MessagesState`` graph
with a ``MemorySaver`` (each user turn invoked on one thread, the simulator's own replies kept),
a summary in the system prompt, a history cut by ``trim_messages``. Topics and wordings are the
branch's own (no fresh set's strings). Not held out: the branch tunes against it.

Classes as in the fresh sets: ``right``, ``limit`` (a limit stated on the last turn),
``wrong`` (silently), ``false alarm`` (a limit on a case whose oracle is met).
``python -W ignore -m tests.sim.probes.threads_r [-v]`` prints the counts.

History (right / limit / silently wrong / false alarms):
- 9d7a2f2c (main, before any change): 14 / 21 / 4 / 0 (wrong: tr-agent-it-cost, tr-zh-that,
  tr-persona-name, tr-zh-persona).
- ``dialogue.persona`` ("You are Pip, ..." then "What's your name?"): 16 / 21 / 2 / 0.
- ``grounded.subject_pronouns`` ("How much does it cost?" after "When is the pottery class?", in
  ``create_agent`` with a retriever and a ``MemorySaver``): 17 / 21 / 1 / 0.
- ``ellipsis.zh_follow_up`` and Chinese ``labelled_amounts`` ("那个成人呢？"): 18 / 21 / 0 / 0.
- closings by intent ("No worries, thanks anyway. Bye!"): 19 / 20 / 0 / 0.
- a bare hour after "at" is a time, and a bare figure corrects it ("lands at 6" ... "Actually
  it's 7."): 21 / 18 / 0 / 0.
- ``dialogue.stated_fields`` ("What's my diet?" after "I'm vegan", "What do I do for a living?"):
  23 / 16 / 0 / 0.
"""

from __future__ import annotations

import re
import sys
import warnings

from langchain_core.messages import AIMessage, HumanMessage, SystemMessage

from tests.sim.fresh._oracles import (
    Case,
    _any,
    _but_not,
    _corrected,
    _must_state,
    _notes_thread,
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


def _memory(*user_turns: str, system: str | None = None):
    """A ``StateGraph(MessagesState)`` compiled with a ``MemorySaver``: each user turn invoked on
    one thread id; the simulator's own replies stay in the thread. The last reply is judged."""
    def run(llm):
        from langgraph.checkpoint.memory import MemorySaver
        from langgraph.graph import START, MessagesState, StateGraph

        def chat(state: MessagesState):
            head = [SystemMessage(system)] if system else []
            return {"messages": [llm.invoke([*head, *state["messages"]])]}

        g = StateGraph(MessagesState)
        g.add_node("chat", chat)
        g.add_edge(START, "chat")
        app = g.compile(checkpointer=MemorySaver())
        cfg = {"configurable": {"thread_id": "learner-1"}}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: app.invoke({"messages": [HumanMessage(t)]}, cfg))
        return app.invoke({"messages": [HumanMessage(user_turns[-1])]}, cfg)["messages"][-1]

    return run


def _system_thread(system: str, *turns: str):
    def run(llm):
        msgs = [SystemMessage(system)]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        return llm.invoke(msgs)

    return run


def _trimmed(*turns: str, keep: int = 6):
    """``trim_messages`` (by message count, the last ``keep``, starting on a human turn) before the call."""
    def run(llm):
        from langchain_core.messages import trim_messages

        msgs = [SystemMessage("You are a friendly assistant.")]
        msgs += [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns)]
        kept = trim_messages(msgs, max_tokens=keep, token_counter=len, strategy="last",
                             start_on="human", include_system=True)
        return llm.invoke(kept)

    return run


def _retriever_memory(lines: list[str], *user_turns: str):
    """``create_retriever_tool`` over a learner's ``BaseRetriever`` in ``create_agent`` with a
    ``MemorySaver``: each user turn on one thread, run to its end; the last message."""
    def run(llm):
        from langchain.agents import create_agent
        from langchain_core.callbacks import CallbackManagerForRetrieverRun
        from langchain_core.documents import Document
        from langchain_core.retrievers import BaseRetriever
        from langchain_core.tools import create_retriever_tool
        from langgraph.checkpoint.memory import MemorySaver

        class NotesRetriever(BaseRetriever):
            rows: list[str]

            def _get_relevant_documents(self, query: str, *, run_manager: CallbackManagerForRetrieverRun):
                return [Document(page_content=r, metadata={"source": "notes.md"}) for r in self.rows]

        search = create_retriever_tool(NotesRetriever(rows=lines), "search_notes",
                                       "Search the community centre's notes.")
        agent = create_agent(llm, [search], system_prompt="You answer questions about the community "
                                                          "centre. Search the notes first.",
                             checkpointer=MemorySaver())
        cfg = {"configurable": {"thread_id": "visitor-7"}, "recursion_limit": 10}
        for t in user_turns[:-1]:
            _quiet(lambda t=t: agent.invoke({"messages": [HumanMessage(t)]}, cfg))
        return agent.invoke({"messages": [HumanMessage(user_turns[-1])]}, cfg)["messages"][-1]

    return run


def _history_chain(notes: str, *turns: str):
    """A ``ChatPromptTemplate`` with the notes in the system turn, a ``MessagesPlaceholder``
    history and an ``{input}`` turn."""
    def run(llm):
        from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder

        prompt = ChatPromptTemplate.from_messages([
            ("system", "Answer questions about the allotment society from its notes.\n\n{notes}"),
            MessagesPlaceholder("history"),
            ("human", "{input}"),
        ])
        hist = [HumanMessage(t) if i % 2 == 0 else AIMessage(t) for i, t in enumerate(turns[:-1])]
        return (prompt | llm).invoke({"notes": notes, "history": hist, "input": turns[-1]})

    return run


def _not_invented(*forbidden: str):
    """A reference to something never said: "you haven't told me" (or the like), never a value."""
    said = ("haven't told", "have not told", "didn't tell", "did not tell", "didn't mention",
            "did not mention", "haven't mentioned", "have not mentioned", "don't know", "do not know",
            "not sure", "没有告诉", "没告诉", "没有提到", "没提到", "不知道", "没有说")

    def ok(out) -> bool:
        t = _text(out).lower()
        return any(s in t for s in said) and not any(f.lower() in t for f in forbidden)

    return ok


def _chinese(out) -> bool:
    return bool(re.search(r"[\u4e00-\u9fff]", _text(out)))


def _french(out) -> bool:
    return bool(re.search(r"\b(je|vous|bonjour|suis|votre|est|le|la|les)\b", _text(out), re.I))


# --- facts the user stated, asked back --------------------------------------------------------------

RECALL = [
    Case("tr-diet", _thread("Quick heads-up: I'm vegan.", "Thanks for letting me know!", "What's my diet?"),
         _any("vegan")),
    Case("tr-kids-eldest", _thread("We've got two kids, 4 and 7.", "Lovely ages!", "How old is my eldest?"),
         _but_not(_word("7", "seven"), "4 ")),
    Case("tr-kids-count", _thread("We've got two kids, 4 and 7.", "Lovely ages!", "How many children do we have?"),
         _word("2", "two")),
    Case("tr-flight", _thread("My flight lands at 6.", "Noted.", "What time do I land?"),
         _word("6", "six", "6:00", "06:00")),
    Case("tr-flight-corrected", _thread("My flight lands at 6.", "Noted.", "Actually it's 7.", "Got it.",
                                        "When does my flight land?"),
         _but_not(_word("7", "seven", "7:00", "07:00"), " 6", "six")),
    Case("tr-sister-after-sum", _thread("My sister is called Odile.", "Pretty name.", "What's 12 times 4?", "48.",
                                        "What's my sister's name?"),
         _any("Odile")),
    Case("tr-memory-job", _memory("Hi, I'm Tomas and I work as a night-shift nurse.", "What do I do for a living?"),
         _any("nurse")),
    Case("tr-memory-name-after", _memory("Hello! Call me Ruairi.", "What's the capital of Peru?",
                                         "Remind me, what did I say my name was?"),
         _any("Ruairi")),
    Case("tr-zh-name", _thread("我叫小林。", "你好,小林!", "我叫什么名字?"), _any("小林")),
    Case("tr-zh-city", _thread("我住在成都。", "好的,成都很不错。", "我住在哪个城市?"), _any("成都")),
    Case("tr-zh-corrected", _thread("我的航班是周五。", "好的。", "不对,是周六。", "明白了。", "我的航班是哪天?"),
         _but_not(_any("周六"), "周五")),
    Case("tr-summary", _system_thread("You are a travel helper. Summary of the conversation so far: the user, Dev, "
                                      "is planning a trip to Oslo in May with his partner Kiri.",
                                      "Where am I going again?"),
         _any("Oslo")),
    Case("tr-trimmed", _trimmed("I'm allergic to peanuts.", "Noted, thanks.", "What's a good film tonight?",
                                "Maybe a comedy.", "What am I allergic to?", keep=6),
         _any("peanut")),
    Case("tr-correction-plain", _thread("The party is for 12 guests.", "Great.", "Sorry, make that 15 guests.",
                                        "Updated.", "How many guests are coming?"),
         _corrected("15", "12")),
]

# --- arithmetic over stated facts --------------------------------------------------------------------

WORKED = [
    Case("tr-pets-total", _thread("I have three cats and two dogs.", "A busy house!", "How many pets do I have in total?"),
         _word("5", "five")),
    Case("tr-budget-left", _memory("My budget for the trip is 300 euros.", "I've spent 120 euros so far.",
                                   "How much of my budget is left?"),
         _word("180", "€180", "180 euros")),
    Case("tr-younger-later", _thread("We've got two kids, 4 and 7.", "Lovely ages!",
                                     "How old will the younger one be in three years?"),
         _but_not(_word("7", "seven"), "10")),
    Case("tr-run-total", _thread("I ran 5 km on Monday and 8 km on Wednesday.", "Nice work!",
                                 "How far have I run this week?"),
         _word("13", "13 km")),
    Case("tr-land-home", _thread("My flight lands at 6 pm and the drive home takes 2 hours.", "OK.",
                                 "What time will I get home?"),
         _any("8 pm", "8pm", "20:00", "8:00 pm", "8 p.m.")),
    Case("tr-born-age", _thread("I was born in 1990.", "Noted.", "It's 2026 now. How old do I turn this year?"),
         _word("36")),
]

# --- pronouns after a question over notes ---------------------------------------------------------------

CENTRE = [
    "Pottery class: Thursdays 18:30-20:30 in Room 4, run by Mira Basu. £9 a session.",
    "Chess club: Saturdays 10:00-12:00 in the library corner. Free for under-18s, £2 for adults.",
    "The café opens at 08:00 and closes at 16:00; it is closed on Sundays.",
]

ALLOTMENTS = """Hazelmere Allotment Society
Plot rent: £48 a year, due on 1 April.
The tool shed is by the east gate; the code is changed every quarter.
Water troughs are turned off from November to March.
The chair is Femi Adeyemi; he holds a surgery on the first Sunday of each month at 11:00.
"""

MUSEUM_ZH = """临江博物馆参观须知
开放时间:周二至周日 9:00-17:00,周一闭馆。
门票:成人 30 元,学生 15 元。
讲解员王明每天 10:00 和 14:00 带领免费导览,他的导览约 45 分钟。
"""

PRONOUNS = [
    Case("tr-agent-it-cost", _retriever_memory(CENTRE, "When is the pottery class?", "How much does it cost?"),
         _but_not(_any("£9", "9 a session", "9 pounds"), "£2")),
    Case("tr-agent-she", _retriever_memory(CENTRE, "Who runs the pottery class?", "Which room does she teach in?"),
         _any("Room 4")),
    Case("tr-agent-that-close", _retriever_memory(CENTRE, "When does the café open?", "And when does that close?"),
         _any("16:00")),
    Case("tr-chain-he", _history_chain(ALLOTMENTS, "Who is the chair?", "Femi Adeyemi.", "When does he hold his surgery?"),
         _any("first Sunday")),
    Case("tr-chain-they-off", _history_chain(ALLOTMENTS, "What about the water troughs?",
                                             "They're turned off from November to March.",
                                             "When are they back on?"),
         _any("March", "April")),
    Case("tr-zh-he", _notes_thread(MUSEUM_ZH, "谁带导览?", "讲解员王明。", "他的导览多长时间?"), _any("45")),
    Case("tr-zh-that", _notes_thread(MUSEUM_ZH, "学生门票多少钱?", "15 元。", "那个成人呢?"),
         _but_not(_any("30"), "15")),
]

# --- the assistant itself, thanks, goodbyes, persona, language ------------------------------------------

SELF = [
    Case("tr-what-can-you-do", _thread("What can you do?"), _any("help", "answer", "can")),
    Case("tr-are-you-bot", _thread("Hang on, are you a bot?"),
         _any("simulat", "ai", "assistant", "model", "bot", "yes")),
    Case("tr-zh-who", _thread("你是谁?"), lambda out: _chinese(out) and _any("助手", "模拟", "AI", "模型")(out)),
    Case("tr-thanks-bye", _thread("Where's the nearest bank?", "I can't look that up.", "No worries, thanks anyway. Bye!"),
         lambda out: _any("welcome", "bye", "pleasure", "take care", "no problem", "anytime")(out)
         and not _any("don't know", "can't")(out)),
    Case("tr-zh-thanks", _thread("谢谢你的帮助,再见!"), _any("不客气", "再见", "不用谢")),
    Case("tr-persona-name", _system_thread("You are Pip, the cheerful helper of Larkfield Garden Centre.",
                                           "What's your name?"), _any("Pip")),
    Case("tr-zh-persona", _system_thread("你是“小橙”,一家书店的客服助手。", "你叫什么名字?"), _any("小橙")),
    Case("tr-french-hello", _system_thread("You are a helpful assistant. Always reply in French.", "Hi! Who are you?"),
         _french),
]

# --- references to something never said ---------------------------------------------------------------

NEVER = [
    Case("tr-never-wife", _thread("My cat is called Miso.", "Cute!", "What's my wife's name?"),
         _not_invented("Miso")),
    Case("tr-never-zh-birthday", _thread("我叫小林。", "你好,小林!", "我的生日是哪天?"), _not_invented("小林")),
    Case("tr-never-car", _memory("I'm saving up for a holiday.", "Which car did I say I drive?"),
         _not_invented("holiday")),
    Case("tr-never-price", _thread("Like I said before, how much was it?"), _must_state),
]

CASES: list[Case] = [*RECALL, *WORKED, *PRONOUNS, *SELF, *NEVER]


def counts(verbose: bool = False) -> dict[str, int]:
    return tally(CASES, verbose)


if __name__ == "__main__":
    report(CASES, sys.argv)
