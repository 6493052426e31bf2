# ruff: noqa: E501, RUF001
"""Port: "LangChain Mastery" tutorial 12, a one-node LangGraph chatbot that keeps its memory in a
running state dict (no checkpointer): a system message "Answer concisely (2–4 sentences) for
high-school students.", then each turn streams ``{**state, "messages": [("user", text)]}`` and
stores the node's returned messages back into ``state``. Its demo: "Who is Ada Lovelace?", then
"Name her collaborator and what machine it was." (the memory demonstration).

Source: github.com/datatweets/langchain-mastery, ``script_12.py`` @2ac61d295a3e4278eda15755ce840145576322cc.
Kept verbatim: ``State``, ``chatbot``, the graph, ``system_style`` and ``ask`` (its streaming and
its update of the running state). Note the program's own behaviour: ``{**state, "messages":
[("user", text)]}`` replaces the running messages by the new question, so the model sees that
question alone: no system message and no earlier turn, whatever ``state`` holds.
Swapped: ``ChatOpenAI(model="gpt-4o-mini", temperature=0.2)`` -> the simulator; the prints -> the
rows below; the PNG export -> none. Invented: a second run of ``ask`` turns in which the user states
facts and asks after them (in this program the second turn cannot see the first either).

Oracles (written before the first run), per model call:
- "Who is Ada Lovelace?": names what she is known for (mathematician / the Analytical Engine /
  Babbage / the first computer program or algorithm), 2-4 sentences; world knowledge, so a stated
  limit is expected of the simulator;
- "Name her collaborator and what machine it was.": the program gives the model no earlier turn,
  so "her" is unresolved: right is Charles Babbage and the Analytical Engine (a model that knows
  the famous pair) or saying it does not know who "her" is; never another name or machine;
- invented "Hi! I'm Marek and I keep bees in Gdańsk.": a greeting back (names Marek or the bees),
  no refusal;
- invented "How many hives should a beginner start with?" (a general question): two hives is the
  usual advice; world knowledge, so a stated limit is expected; never a figure without saying so;
- invented "What did I tell you I keep?": the program gives no earlier turn, so right is saying it
  does not know (the earlier turn is not in its messages; "bees" would be invented);
- or a stated limit.

First sight (de7c145, before any simulator change): 5 calls, 0 right / 5 stated a limit / 0
silently wrong (every turn "no tool, document or fact of its small general knowledge answers it",
the greeting with a self-introduction too).

After (6c0fb0d): 5 calls, 1 right / 4 stated a limit / 0 silently wrong: "Hi! I'm Marek and I keep
bees in Gdańsk." is greeted by name (``tests/sim/test_introductions.py``); the world-knowledge
turns, and "What did I tell you I keep?" (no earlier turn reaches the model), stay stated limits.
"""

from __future__ import annotations

import re
import warnings
from typing import Annotated

import pytest
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

from tests.thirdparty._support import REFUSAL, CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- the program -----------------------------------------------------------------------------------


class State(TypedDict):
    # An accumulating list of chat messages; LangGraph will merge/append for us
    messages: Annotated[list, add_messages]


def build(llm):
    graph_builder = StateGraph(State)

    def chatbot(state: State):
        """
        Single node: call the LLM with running 'messages' and return the AI's reply.
        """
        ai_message = llm.invoke(state["messages"])
        return {"messages": [ai_message]}

    graph_builder.add_node("chatbot", chatbot)
    graph_builder.add_edge(START, "chatbot")
    graph_builder.add_edge("chatbot", END)
    return graph_builder.compile()


system_style = ("system", "Answer concisely (2–4 sentences) for high-school students.")


def make_ask(graph, state, replies):
    def ask(user_input: str):
        """
        Stream a turn through the graph, print the latest agent message,
        and update the running state with full message history.
        """
        # Merge prior state + new user message; `add_messages` will append properly
        for event in graph.stream({**state, "messages": [("user", user_input)]}):
            for item in event.values():
                msgs = item.get("messages", [])
                if msgs:
                    last = msgs[-1]
                    replies.append(last)
                    # Update state so next turn has full history
                    state["messages"] = msgs
    return ask


# --- inputs and oracles -------------------------------------------------------------------------------

_DONT_KNOW = re.compile(r"don'?t know|do not know|not sure|unclear|who (?:you mean|\"?her\"? refers)|which person|could you (?:clarify|specify|tell me)|didn'?t (?:tell|mention)|haven'?t (?:told|mentioned)|no (?:earlier|previous)", re.I)

TURNS = {
    "demo": [
        ("Who is Ada Lovelace?", lambda t: bool(re.search(r"mathematician|Analytical Engine|Babbage|first (?:computer )?(?:program|algorithm)", t, re.I)) and not REFUSAL.search(t)),
        ("Name her collaborator and what machine it was.", lambda t: (bool(re.search(r"Charles Babbage", t)) and bool(re.search(r"Analytical Engine", t))) or (bool(_DONT_KNOW.search(t)) and not re.search(r"\b[A-Z][a-z]+ [A-Z][a-z]+\b", t.replace("I don't", "")))),
    ],
    "invented": [
        ("Hi! I'm Marek and I keep bees in Gdańsk.", lambda t: bool(re.search(r"Marek|bee", t, re.I)) and not REFUSAL.search(t)),
        ("How many hives should a beginner start with?", lambda t: bool(re.search(r"\b(?:two|2)\b", t))),
        ("What did I tell you I keep?", lambda t: bool(_DONT_KNOW.search(t)) and "bee" not in t.lower()),
    ],
}


def rows_run(model, run):
    log = CallLog()
    # ``ask`` as written passes no config: the log rides on the graph's default config, where
    # LangChain's tracing would be
    graph = build(model).with_config({"callbacks": [log]})
    state: State = {"messages": [system_style]}  # running memory
    replies: list = []
    ask = make_ask(graph, state, replies)
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for n, (question, oracle) in enumerate(TURNS[run], 1):
            before, calls_before = len(replies), len(log.calls)
            ask(question)
            reply = replies[before] if len(replies) > before else None
            text = reply.text if reply is not None else ""
            call = log.calls[calls_before] if len(log.calls) > calls_before else {"limit": ""}
            rows.append((f"{run} turn {n}", verdict(reply if reply is not None else text, oracle(text), call["limit"]), text[:200]))
    return rows


SCENARIOS = {f"run_{r}": (lambda m, r=r: rows_run(m, r)) for r in TURNS}


def scenarios(model):
    return [row for fn in SCENARIOS.values() for row in fn(model)]


KNOWN: dict[str, str] = {}


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=KNOWN[n])) if n in KNOWN else n for n in SCENARIOS
])
def test_each_call_is_right_or_states_a_limit(name):
    wrong = [(label, text) for label, v, text in SCENARIOS[name](sim_llm()) if v == "wrong"]
    assert not wrong, wrong


def test_each_turn_sees_no_earlier_turn():
    """The program's own memory: each turn's input replaces the running messages, so the model
    sees the new question alone (no system message, no earlier turn)."""
    from tests.thirdparty._support import ScriptedChatModel

    model = ScriptedChatModel(script=lambda p, s, t: "ok")
    scenarios(model)
    assert model.prompts and all(prompt.count("human: ") == 1 and "system: " not in prompt for _, prompt in model.prompts)


_IDEAL = {
    "Who is Ada Lovelace?": "Ada Lovelace was a 19th-century English mathematician who worked with Charles Babbage on his Analytical Engine. She is often called the first computer programmer.",
    "Name her collaborator and what machine it was.": "Her collaborator was Charles Babbage, and the machine was the Analytical Engine.",
    "Hi! I'm Marek and I keep bees in Gdańsk.": "Hello Marek! Beekeeping in Gdańsk sounds wonderful.",
    "How many hives should a beginner start with?": "Most beginners start with two hives, so they can compare them.",
    "What did I tell you I keep?": "I don't know: I can't see anything you told me earlier in this conversation.",
}


def test_wiring_with_an_ideal_model():
    from tests.thirdparty._support import ScriptedChatModel

    rows = scenarios(ScriptedChatModel(script=lambda p, s, t: _IDEAL[str(p).rsplit("human: ", 1)[-1].split("\n")[0]]))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), [r for r in rows if r[1] != "right"]
