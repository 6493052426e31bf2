"""Port: LangChain Academy module 2, "Chatbot with message summarization" (a ``MessagesState``
with a ``summary``; past six messages the graph asks the model to summarise the conversation
and deletes all but the last two messages; later turns get the summary in a system message).

Source: github.com/langchain-ai/langchain-academy, module-2/chatbot-summarization.ipynb
@fa15bec4a51c541c40c261586b037c9d134977b1.
Kept verbatim: ``State``, ``call_model`` ("Summary of conversation earlier: {summary}"),
``summarize_conversation`` ("Create a summary of the conversation above:" / "This is summary of
the conversation to date: ... Extend the summary by taking into account the new messages
above:"), ``should_continue`` (> 6 messages), the graph with ``MemorySaver``, thread "1" and the
four turns ("hi! I'm Lance", "what's my name?", "i like the 49ers!", "i like Nick Bosa, isn't he
the highest paid defensive player?"). Swapped: ``ChatOpenAI(model="gpt-4o")`` -> the simulator.
Invented: a second thread (Priya, the cello, a practice question) that goes on past the summary
with a question only the summary answers, and a third summary that must be extended.

Oracles (written before the first run), per model call:
- a greeting that gives a name: a reply with no refusal and no other person's name;
- "what's my name?": the name given;
- "i like the 49ers!" / "I've started learning the cello": an acknowledgement that invents no
  fact (no number, no other name), or a stated limit;
- a world-knowledge question (Nick Bosa's pay, practice time): a stated limit, or an answer
  that does not assert a figure;
- the summary: names the user and each topic they raised (Lance + 49ers + Nick Bosa; Priya +
  cello), no dump, no "summary" of only the last message;
- the extended summary: keeps the earlier summary's facts and adds the new one;
- after the summary, "what instrument am I learning?": the cello (from the system summary).
"""

from __future__ import annotations

import re
import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage, HumanMessage, RemoveMessage, SystemMessage
from langgraph.graph import END, START, MessagesState, StateGraph

from tests.thirdparty._support import DUMP_MARKERS, REFUSAL, sim_llm, text_of
from tests.thirdparty._verdict import contains_any, verdict

OTHER_NAMES = ("Bob", "Alice", "John", "Lance", "Priya", "Todd")


class State(MessagesState):
    summary: str


def build(model):
    from langgraph.checkpoint.memory import MemorySaver

    def call_model(state: State):
        summary = state.get("summary", "")
        if summary:
            system_message = f"Summary of conversation earlier: {summary}"
            messages = [SystemMessage(content=system_message)] + state["messages"]
        else:
            messages = state["messages"]
        response = model.invoke(messages)
        return {"messages": response}

    def summarize_conversation(state: State):
        summary = state.get("summary", "")
        if summary:
            summary_message = (
                f"This is summary of the conversation to date: {summary}\n\n"
                "Extend the summary by taking into account the new messages above:"
            )
        else:
            summary_message = "Create a summary of the conversation above:"
        messages = state["messages"] + [HumanMessage(content=summary_message)]
        response = model.invoke(messages)
        delete_messages = [RemoveMessage(id=m.id) for m in state["messages"][:-2]]
        return {"summary": response.content, "messages": delete_messages}

    def should_continue(state: State) -> Literal["summarize_conversation", END]:
        messages = state["messages"]
        if len(messages) > 6:
            return "summarize_conversation"
        return END

    workflow = StateGraph(State)
    workflow.add_node("conversation", call_model)
    workflow.add_node(summarize_conversation)
    workflow.add_edge(START, "conversation")
    workflow.add_conditional_edges("conversation", should_continue)
    workflow.add_edge("summarize_conversation", END)
    return workflow.compile(checkpointer=MemorySaver())


def turn(graph, text, config, replies):
    """One user turn; returns the new AI reply and, if the graph summarised, the summary reply."""
    before = graph.get_state(config).values.get("summary", "")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = graph.invoke({"messages": [HumanMessage(content=text)]}, config)
    ai = [m for m in out["messages"] if isinstance(m, AIMessage)][-1]
    summary = out.get("summary", "")
    summary_reply = replies[-1] if summary != before else None
    return ai, (summary if summary != before else None), summary_reply


class Replies:
    """A callback that keeps every chat-model reply (the summary's raw message included)."""

    def __new__(cls):
        from langchain_core.callbacks import BaseCallbackHandler

        class _R(BaseCallbackHandler, list):
            def on_llm_end(self, response, **_):
                for gens in response.generations:
                    for gen in gens:
                        self.append(gen.message)

        return _R()


def invents_nothing(text: str, allowed_names=()) -> bool:
    names = [n for n in OTHER_NAMES if n not in allowed_names]
    return (bool(text.strip()) and not contains_any(text, names) and not re.search(r"\$\s?\d|\d{2,}", text)
            and not any(m in text for m in DUMP_MARKERS))


def ok_summary(text: str, facts) -> bool:
    return all(f.lower() in text.lower() for f in facts) and not any(m in text for m in DUMP_MARKERS)


def s_tutorial(model):
    replies = Replies()
    graph = build(model)
    config = {"configurable": {"thread_id": "1"}, "callbacks": [replies]}
    out = []
    r, _, _ = turn(graph, "hi! I'm Lance", config, replies)
    out.append(("hi! I'm Lance", verdict(r, invents_nothing(text_of(r), ("Lance",)) and not REFUSAL.search(text_of(r))), text_of(r)))
    r, _, _ = turn(graph, "what's my name?", config, replies)
    out.append(("what's my name?", verdict(r, "lance" in text_of(r).lower()), text_of(r)))
    r, _, _ = turn(graph, "i like the 49ers!", config, replies)
    t = text_of(r)
    out.append(("i like the 49ers!", verdict(r, invents_nothing(t.replace("49ers", ""), ("Lance",))), t))
    r, summary, sr = turn(graph, "i like Nick Bosa, isn't he the highest paid defensive player?", config, replies)
    t = text_of(r)
    out.append(("Nick Bosa question", verdict(r, not re.search(r"\$\s?\d|\d+\s?(?:million|m\b)", t, re.I)), t))
    if summary is None:
        out.append(("summary (the graph did not summarise)", "wrong", ""))
    else:
        out.append(("summary", verdict(sr, ok_summary(summary, ("Lance", "49ers", "Bosa"))), summary))
    return out


def s_invented(model):
    replies = Replies()
    graph = build(model)
    config = {"configurable": {"thread_id": "priya"}, "callbacks": [replies]}
    out = []
    r, _, _ = turn(graph, "hey, I'm Priya", config, replies)
    out.append(("hey, I'm Priya", verdict(r, invents_nothing(text_of(r), ("Priya",)) and not REFUSAL.search(text_of(r))), text_of(r)))
    r, _, _ = turn(graph, "I've started learning the cello", config, replies)
    t = text_of(r)
    out.append(("I've started learning the cello", verdict(r, invents_nothing(t, ("Priya",))), t))
    r, _, _ = turn(graph, "what's my name?", config, replies)
    out.append(("what's my name?", verdict(r, "priya" in text_of(r).lower()), text_of(r)))
    r, summary, sr = turn(graph, "my teacher says I should practise scales every day, is 30 minutes enough?", config, replies)
    t = text_of(r)
    out.append(("practice question", verdict(r, not re.search(r"\b(?:[1-9]\d?)\s?(?:minutes|hours)\b", t.replace("30 minutes", ""))), t))
    if summary is None:
        out.append(("summary (the graph did not summarise)", "wrong", ""))
        return out
    out.append(("summary", verdict(sr, ok_summary(summary, ("Priya", "cello"))), summary))
    r, _, _ = turn(graph, "what instrument am I learning?", config, replies)
    out.append(("after the summary: what instrument?", verdict(r, "cello" in text_of(r).lower()), text_of(r)))
    r, _, _ = turn(graph, "I also signed up for a string quartet that meets on Thursdays", config, replies)
    out.append(("string quartet", verdict(r, invents_nothing(text_of(r).replace("Thursday", ""), ("Priya",))), text_of(r)))
    # (first run: the extension happens on this turn, the eighth message; the harness looked for
    # it one turn later and counted a missing summary as wrong: a port bug, fixed after the run)
    r, summary2, sr2 = turn(graph, "what's my name again?", config, replies)
    out.append(("what's my name again?", verdict(r, "priya" in text_of(r).lower()), text_of(r)))
    r, summary3, sr3 = turn(graph, "thanks, that's all for today", config, replies)
    out.append(("thanks", verdict(r, invents_nothing(text_of(r), ("Priya",))), text_of(r)))
    if summary2 is None:
        summary2, sr2 = summary3, sr3
    if summary2 is None:
        out.append(("extended summary (the graph did not summarise)", "wrong", ""))
    else:
        out.append(("extended summary", verdict(sr2, ok_summary(summary2, ("Priya", "cello", "quartet"))), summary2))
    return out


SCENARIOS = {"tutorial": s_tutorial, "invented": s_invented}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import queued

    model = queued(AIMessage("Hi Lance! How can I help?"), AIMessage("Your name is Lance."),
                   AIMessage("Great team to follow!"),
                   AIMessage("He has been among the best-paid defensive players; I can't confirm the current figures."),
                   AIMessage("Lance introduced himself, likes the 49ers and Nick Bosa, and asked about Bosa's pay."))
    rows = s_tutorial(model)
    assert [v for _, v, _ in rows] == ["right"] * 5, rows
