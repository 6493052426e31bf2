"""Port: the LangGraph Swarm quickstart: two ``create_react_agent`` agents in a swarm, Alice (an
addition expert with an ``add`` tool and a handoff to Bob) and Bob (who speaks like a pirate, with a
handoff to Alice "she can help with math"); the swarm remembers the active agent across turns of a
thread (``InMemorySaver``), so the second turn starts with Bob.

Source: github.com/langchain-ai/langgraph-swarm-py, README.md
@252dc44400c10b0434e4f57990dbdde04ce0e089 (Quickstart), with ``create_handoff_tool``
(langgraph_swarm/handoff.py) and ``create_swarm`` / ``add_active_agent_router``
(langgraph_swarm/swarm.py) @8d5b15247c4f4a84a7052cad39a12f42a32decd9.
Kept verbatim: ``add``, both agents (tools, prompts, names), the swarm with
``default_active_agent="Alice"``, the checkpointer, both user turns ("i'd like to speak to Bob",
"what's 5 + 7?") on thread "1"; the handoff tool (name ``transfer_to_<agent>``, default description
"Ask agent '<name>' for help", the "Successfully transferred to <name>" ToolMessage, the
``Command(goto=..., graph=Command.PARENT, update={"messages": [...], "active_agent": ...})``), the
active-agent router from START.
Swapped: ``ChatOpenAI(model="gpt-4o")`` -> the simulator; the package ``langgraph_swarm`` (not
installed here) -> its two functions copied below, trimmed of what the quickstart does not use
(``_update_state_schema_agent_names``, which only narrows ``active_agent`` to a ``Literal``, and
the deprecated ``config_schema`` argument); ``langchain.messages`` / ``langchain.tools`` imports ->
their ``langchain_core`` homes. Invented: a second thread ("Please put me through to Bob.", then
"add 120 and 45 for me"), and a third that asks Alice directly ("what's 23 + 19?").

Oracles (written before the first run), per model call:
- Alice, asked to speak to Bob: ``transfer_to_bob`` and no other call;
- Bob, after the handoff (the user only asked to speak to him): a text reply in his pirate voice
  (a pirate word: ahoy, arr, matey, ye, aye, yer, me hearty, avast), no tool call, no refusal;
- Bob, asked to add: ``transfer_to_alice`` (he has no adder; the handoff's description says Alice
  can help with math), no text answer with a sum of his own;
- Alice, asked to add (directly or after the handoff): ``add`` with the question's two numbers;
- Alice, after the ``add`` result: a text answer with the sum (12, 165, 42), no tool call;
- or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from typing import Annotated, Any, cast

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import BaseTool, InjectedToolCallId, tool
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import InjectedState, ToolNode
from langgraph.types import Command

from tests.thirdparty._support import CallLog, sim_llm
from tests.thirdparty._verdict import verdict

# --- langgraph_swarm/handoff.py (trimmed) ------------------------------------------------------

WHITESPACE_RE = re.compile(r"\s+")
METADATA_KEY_HANDOFF_DESTINATION = "__handoff_destination"


def _normalize_agent_name(agent_name: str) -> str:
    """Normalize an agent name to be used inside the tool name."""
    return WHITESPACE_RE.sub("_", agent_name.strip()).lower()


def create_handoff_tool(*, agent_name: str, name: str | None = None, description: str | None = None) -> BaseTool:
    if name is None:
        name = f"transfer_to_{_normalize_agent_name(agent_name)}"

    if description is None:
        description = f"Ask agent '{agent_name}' for help"

    @tool(name, description=description)
    def handoff_to_agent(
        state: Annotated[Any, InjectedState],
        tool_call_id: Annotated[str, InjectedToolCallId],
    ) -> Command:
        tool_message = ToolMessage(
            content=f"Successfully transferred to {agent_name}",
            name=name,
            tool_call_id=tool_call_id,
        )
        return Command(
            goto=agent_name,
            graph=Command.PARENT,
            update={
                "messages": [*state["messages"], tool_message],
                "active_agent": agent_name,
            },
        )

    handoff_to_agent.metadata = {METADATA_KEY_HANDOFF_DESTINATION: agent_name}
    return handoff_to_agent


def get_handoff_destinations(agent, tool_node_name: str = "tools") -> list[str]:
    """Get a list of destinations from agent's handoff tools."""
    nodes = agent.get_graph().nodes
    if tool_node_name not in nodes:
        return []

    tool_node = nodes[tool_node_name].data
    if not isinstance(tool_node, ToolNode):
        return []

    tools = tool_node.tools_by_name.values()
    return [
        tool.metadata[METADATA_KEY_HANDOFF_DESTINATION]
        for tool in tools
        if tool.metadata is not None
        and METADATA_KEY_HANDOFF_DESTINATION in tool.metadata
    ]


# --- langgraph_swarm/swarm.py (trimmed) --------------------------------------------------------


class SwarmState(MessagesState):
    """State schema for the multi-agent swarm."""

    active_agent: str | None


def add_active_agent_router(builder: StateGraph, *, route_to: list[str], default_active_agent: str) -> StateGraph:
    def route_to_active_agent(state: dict) -> str:
        return cast("str", state.get("active_agent", default_active_agent))

    builder.add_conditional_edges(START, route_to_active_agent, path_map=route_to)
    return builder


def create_swarm(agents, *, default_active_agent: str, state_schema=SwarmState) -> StateGraph:
    agent_names = [agent.name for agent in agents]
    builder = StateGraph(state_schema)
    add_active_agent_router(builder, route_to=agent_names, default_active_agent=default_active_agent)
    for agent in agents:
        builder.add_node(agent.name, agent, destinations=tuple(get_handoff_destinations(agent)))
    return builder


# --- the quickstart ------------------------------------------------------------------------------


def add(a: int, b: int) -> int:
    """Add two numbers"""
    return a + b


def build_app(model):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # create_react_agent is deprecated in LangGraph 1.x
        from langgraph.prebuilt import create_react_agent

        alice = create_react_agent(
            model,
            [add, create_handoff_tool(agent_name="Bob")],
            prompt="You are Alice, an addition expert.",
            name="Alice",
        )

        bob = create_react_agent(
            model,
            [create_handoff_tool(agent_name="Alice", description="Transfer to Alice, she can help with math")],
            prompt="You are Bob, you speak like a pirate.",
            name="Bob",
        )

    checkpointer = InMemorySaver()
    return create_swarm(
        [alice, bob],
        default_active_agent="Alice"
    ).compile(checkpointer=checkpointer)


# --- the threads and their oracles ------------------------------------------------------------------

# thread: [(user turn, what each turn is: "to_bob" or ("add", a, b))]
THREADS = {
    "quickstart": [("i'd like to speak to Bob", "to_bob"), ("what's 5 + 7?", ("add", 5, 7))],
    "put_through": [("Please put me through to Bob.", "to_bob"), ("add 120 and 45 for me", ("add", 120, 45))],
    "alice_direct": [("what's 23 + 19?", ("add", 23, 19))],
}
PIRATE = re.compile(r"\b(ahoy|arr+|matey|ye|aye|yer|me hearty|avast|shiver me timbers)\b", re.I)
REFUSES = re.compile(r"don'?t know|cannot|can'?t|unable", re.I)


def run_thread(model, key):
    """Run one thread; return per model call (agent, turn, call dict)."""
    app = build_app(model)
    log = CallLog()
    config = {"configurable": {"thread_id": "1"}, "callbacks": [log]}
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for turn, (text, kind) in enumerate(THREADS[key]):
            before = len(log.calls)
            active = (app.get_state(config).values or {}).get("active_agent") or "Alice"
            app.invoke({"messages": [{"role": "user", "content": text}]}, config)
            agent = active
            for c in log.calls[before:]:
                rows.append((agent, turn, kind, c))
                names = [tc["name"] for tc in c["tool_calls"]]
                if names == ["transfer_to_bob"]:
                    agent = "Bob"
                elif names == ["transfer_to_alice"]:
                    agent = "Alice"
    return rows


def judge(agent, kind, c, seen_add) -> bool:
    names = [tc["name"] for tc in c["tool_calls"]]
    text = c["text"]
    if kind == "to_bob":
        if agent == "Alice":
            return names == ["transfer_to_bob"]
        return not names and bool(PIRATE.search(text)) and not REFUSES.search(text)
    _, a, b = kind
    if agent == "Bob":
        return names == ["transfer_to_alice"]
    if seen_add:
        return not names and str(a + b) in text
    return names == ["add"] and sorted(int(v) for v in c["tool_calls"][0]["args"].values()) == sorted([a, b])


def rows_for(model, key):
    rows = []
    seen_add = False
    last_turn = -1
    for i, (agent, turn, kind, c) in enumerate(run_thread(model, key)):
        if turn != last_turn:
            seen_add, last_turn = False, turn
        ok = judge(agent, kind, c, seen_add)
        rows.append((f"{key}: turn {turn + 1}, call {i + 1} ({agent})", verdict(c["text"], ok, c["limit"]),
                     f"{c['tool_calls']} {c['text'][:150]!r}"))
        if [tc["name"] for tc in c["tool_calls"]] == ["add"]:
            seen_add = True
    return rows


def s_quickstart(model):
    return rows_for(model, "quickstart")


def s_invented(model):
    return rows_for(model, "put_through") + rows_for(model, "alice_direct")


SCENARIOS = {"quickstart": s_quickstart, "invented": s_invented}


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
    from tests.thirdparty._support import ScriptedChatModel, call

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        last_human = [ln for ln in text.splitlines() if ln.startswith("human: ")][-1][len("human: "):]
        tail = text[text.rfind("human: "):]
        bob = "You are Bob" in text
        nums = [int(n) for n in re.findall(r"\d+", last_human)]
        if "tool: " in tail and "Successfully transferred to Bob" in tail and bob:
            return AIMessage("Ahoy matey! What can I do for ye?")
        if len(nums) == 2:
            if bob:
                return call("transfer_to_alice")
            if "tool: " in tail and "Successfully transferred" not in tail.splitlines()[-1]:
                return AIMessage(f"{nums[0]} + {nums[1]} = {sum(nums)}.")
            return call("add", a=nums[0], b=nums[1])
        return call("transfer_to_bob")

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
