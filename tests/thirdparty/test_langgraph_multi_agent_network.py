"""Port: LangGraph how-to "How to build a multi-agent network": two agents that hand over to each
other with ``Command(goto=...)``, first as plain nodes with a ``transfer_to_*`` tool each, then as
``create_react_agent`` agents whose handoff tools return ``Command(graph=Command.PARENT)``.

Source: github.com/langchain-ai/langgraph, docs/docs/how-tos/multi-agent-network.ipynb
@29c339db2c5ec3f94905538dc45b959e80e2b9c5.
Kept verbatim: ``transfer_to_travel_advisor`` / ``transfer_to_hotel_advisor``, both system prompts
of both versions, ``travel_advisor`` / ``hotel_advisor`` nodes (``bind_tools`` and the "Successfully
transferred" tool message), ``get_travel_recommendations``, ``get_hotel_recommendations`` (its
``Literal`` locations and its hotel lists, the missing comma included), ``make_handoff_tool``,
``call_travel_advisor`` / ``call_hotel_advisor``, both graphs, and the two user messages.
Swapped: ``ChatAnthropic(model="claude-3-5-sonnet-latest")`` -> the simulator;
``random.choice`` in ``get_travel_recommendations`` -> a seeded ``random.Random(1)`` (same
options; the pick is the same on every run: "aruba"). Invented: a Lapland variant of the two tools
(same names, docstrings and shapes; destinations "abisko" / "tromso", invented lodges) and two
questions ("which caribbean island should i pick for a week in march? just the destination
please", "i want to see the northern lights in lapland. pick one place and find me a hotel
there").

Oracles (written before the first run), per model call:
- plain nodes, "somewhere warm in the caribbean": the travel advisor answers in text with a
  Caribbean destination and no handoff (no hotel was asked for), or states a limit;
- plain nodes, "pick one destination and give me hotel recommendations": the travel advisor
  hands over to the hotel advisor (``transfer_to_hotel_advisor``), or answers with one Caribbean
  destination and a hotel there, or states a limit; the hotel advisor (if reached) names hotels
  for a Caribbean destination, no handoff back, or states a limit. With no tool to look hotels up,
  a list of hotel names is world knowledge: counted right only if it names the destination and a
  hotel, resort or club;
- ReAct agents: the travel advisor's first call is ``get_travel_recommendations``; after its
  result, ``transfer_to_hotel_advisor`` (the question wants hotels) or, when only a destination is
  asked for, a text answer naming the tool's destination; the hotel advisor calls
  ``get_hotel_recommendations`` with ``location`` = that destination, then answers with the hotels
  the tool returned (each named) and invents none; a stated limit counts as a limit.
"""

from __future__ import annotations

import random
import warnings
from typing import Annotated, Literal
from uuid import UUID

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langchain_core.tools.base import InjectedToolCallId
from langgraph.graph import START, MessagesState, StateGraph
from langgraph.prebuilt import InjectedState
from langgraph.types import Command

from tests.thirdparty._support import DUMP_MARKERS, REFUSAL, sim_llm
from tests.thirdparty._verdict import contains_any, verdict

CARIBBEAN = ("aruba", "turks and caicos", "jamaica", "barbados", "bahamas", "st. lucia", "saint lucia",
             "st lucia", "antigua", "grenada", "curaçao", "curacao", "cayman", "virgin islands",
             "dominican republic", "puerto rico", "cuba", "martinique", "guadeloupe", "bonaire",
             "trinidad", "tobago", "st. barts", "st barts", "anguilla", "dominica", "bermuda",
             "st. kitts", "nevis", "montserrat", "punta cana")
HOTEL_WORDS = ("hotel", "resort", "club", "inn", "lodge", "suites", "villa", "ritz", "hyatt", "marriott",
               "hilton", "sandals")


class Log(BaseCallbackHandler):
    """Each chat-model call: the system prompt it got (to tell the agents apart), its text, its
    tool calls and the limit it stated."""

    def __init__(self) -> None:
        self.calls: list[dict] = []
        self._system: dict[UUID, str] = {}

    def on_chat_model_start(self, serialized, messages, *, run_id: UUID, **_):
        first = messages[0][0] if messages and messages[0] else None
        self._system[run_id] = str(getattr(first, "content", "")) if getattr(first, "type", "") == "system" else ""

    def on_llm_end(self, response, *, run_id: UUID, **_):
        msg = response.generations[0][0].message
        meta = getattr(msg, "response_metadata", {}) or {}
        self.calls.append({"system": self._system.pop(run_id, ""), "text": str(msg.content),
                           "tool_calls": [{"name": c["name"], "args": c["args"]} for c in msg.tool_calls],
                           "limit": meta.get("simulator_limit", "")})


def _who(call: dict) -> str:
    return "hotel" if call["system"].startswith("You are a hotel expert") else "travel"


def _clean(text: str) -> bool:
    return not any(m in text for m in DUMP_MARKERS)


# --- part 1: plain nodes with Command(goto) --------------------------------------------------


@tool
def transfer_to_travel_advisor():
    """Ask travel advisor for help."""
    # This tool is not returning anything: we're just using it
    # as a way for LLM to signal that it needs to hand off to another agent
    # (See the paragraph above)
    return


@tool
def transfer_to_hotel_advisor():
    """Ask hotel advisor for help."""
    return


def build_plain(model):
    def travel_advisor(
        state: MessagesState,
    ) -> Command[Literal["hotel_advisor", "__end__"]]:
        system_prompt = (
            "You are a general travel expert that can recommend travel destinations (e.g. countries, cities, etc). "
            "If you need hotel recommendations, ask 'hotel_advisor' for help."
        )
        messages = [{"role": "system", "content": system_prompt}] + state["messages"]
        ai_msg = model.bind_tools([transfer_to_hotel_advisor]).invoke(messages)
        if len(ai_msg.tool_calls) > 0:
            tool_call_id = ai_msg.tool_calls[-1]["id"]
            tool_msg = {
                "role": "tool",
                "content": "Successfully transferred",
                "tool_call_id": tool_call_id,
            }
            return Command(goto="hotel_advisor", update={"messages": [ai_msg, tool_msg]})
        return {"messages": [ai_msg]}

    def hotel_advisor(
        state: MessagesState,
    ) -> Command[Literal["travel_advisor", "__end__"]]:
        system_prompt = (
            "You are a hotel expert that can provide hotel recommendations for a given destination. "
            "If you need help picking travel destinations, ask 'travel_advisor' for help."
        )
        messages = [{"role": "system", "content": system_prompt}] + state["messages"]
        ai_msg = model.bind_tools([transfer_to_travel_advisor]).invoke(messages)
        if len(ai_msg.tool_calls) > 0:
            tool_call_id = ai_msg.tool_calls[-1]["id"]
            tool_msg = {
                "role": "tool",
                "content": "Successfully transferred",
                "tool_call_id": tool_call_id,
            }
            return Command(goto="travel_advisor", update={"messages": [ai_msg, tool_msg]})
        return {"messages": [ai_msg]}

    builder = StateGraph(MessagesState)
    builder.add_node("travel_advisor", travel_advisor)
    builder.add_node("hotel_advisor", hotel_advisor)
    builder.add_edge(START, "travel_advisor")
    return builder.compile()


def _run(graph, question: str, recursion_limit: int = 12) -> tuple[Log, str]:
    log = Log()
    error = ""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            graph.invoke({"messages": [("user", question)]}, {"callbacks": [log], "recursion_limit": recursion_limit})
        except Exception as exc:  # noqa: BLE001 (recursion limit: each call is still judged)
            error = f"{type(exc).__name__}"
    return log, error


Q_WARM = "i wanna go somewhere warm in the caribbean"
Q_HOTELS = "i wanna go somewhere warm in the caribbean. pick one destination and give me hotel recommendations"


def s_plain(model):
    graph = build_plain(model)
    out = []
    log, error = _run(graph, Q_WARM)
    for i, c in enumerate(log.calls):
        ok = (_who(c) == "travel" and not c["tool_calls"] and contains_any(c["text"], CARIBBEAN)
              and not REFUSAL.search(c["text"]) and _clean(c["text"]))
        out.append((f"plain, warm: call {i} ({_who(c)})", verdict("", ok, c["limit"]),
                    (str(c["tool_calls"]) if c["tool_calls"] else c["text"])[:240] + (f" | {error}" if error else "")))
    log, error = _run(graph, Q_HOTELS)
    for i, c in enumerate(log.calls):
        text, names = c["text"], [t["name"] for t in c["tool_calls"]]
        if _who(c) == "travel":
            ok = names == ["transfer_to_hotel_advisor"] or (
                not names and contains_any(text, CARIBBEAN) and contains_any(text, HOTEL_WORDS)
                and not REFUSAL.search(text) and _clean(text))
        else:
            ok = (not names and contains_any(text, CARIBBEAN) and contains_any(text, HOTEL_WORDS)
                  and not REFUSAL.search(text) and _clean(text))
        out.append((f"plain, hotels: call {i} ({_who(c)})", verdict("", ok, c["limit"]),
                    (str(c["tool_calls"]) + " " + text if names else text)[:240] + (f" | {error}" if error else "")))
    return out


# --- part 2: ReAct agents with handoff tools ----------------------------------------------------

_rng = random.Random(1)  # swapped for random.choice: the same pick on every run


@tool
def get_travel_recommendations():
    """Get recommendation for travel destinations"""
    return _rng.choice(["aruba", "turks and caicos"])


@tool
def get_hotel_recommendations(location: Literal["aruba", "turks and caicos"]):
    """Get hotel recommendations for a given destination."""
    return {
        "aruba": [
            "The Ritz-Carlton, Aruba (Palm Beach)"
            "Bucuti & Tara Beach Resort (Eagle Beach)"
        ],
        "turks and caicos": ["Grace Bay Club", "COMO Parrot Cay"],
    }[location]


# invented: the same two tools over Lapland
@tool("get_travel_recommendations")
def get_lapland_recommendations():
    """Get recommendation for travel destinations"""
    return "abisko"


@tool("get_hotel_recommendations")
def get_lapland_hotels(location: Literal["abisko", "tromso"]):
    """Get hotel recommendations for a given destination."""
    return {
        "abisko": ["Torne Birch Lodge", "Aurora Sky Cabins"],
        "tromso": ["Fjordlys Harbour Hotel", "Polar Quay Inn"],
    }[location]


HOTELS = {"aruba": ("Ritz-Carlton", "Bucuti"), "turks and caicos": ("Grace Bay Club", "COMO Parrot Cay"),
          "abisko": ("Torne Birch Lodge", "Aurora Sky Cabins"), "tromso": ("Fjordlys Harbour Hotel", "Polar Quay Inn")}


def make_handoff_tool(*, agent_name: str):
    """Create a tool that can return handoff via a Command"""
    tool_name = f"transfer_to_{agent_name}"

    @tool(tool_name)
    def handoff_to_agent(
        state: Annotated[dict, InjectedState],
        tool_call_id: Annotated[str, InjectedToolCallId],
    ):
        """Ask another agent for help."""
        tool_message = {
            "role": "tool",
            "content": f"Successfully transferred to {agent_name}",
            "name": tool_name,
            "tool_call_id": tool_call_id,
        }
        return Command(
            goto=agent_name,
            graph=Command.PARENT,
            update={"messages": state["messages"] + [tool_message]},
        )

    return handoff_to_agent


def build_react(model, travel_tool=get_travel_recommendations, hotel_tool=get_hotel_recommendations):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # create_react_agent is deprecated in LangGraph 1.x
        from langgraph.prebuilt import create_react_agent

        travel_advisor_tools = [
            travel_tool,
            make_handoff_tool(agent_name="hotel_advisor"),
        ]
        travel_advisor = create_react_agent(
            model,
            travel_advisor_tools,
            prompt=(
                "You are a general travel expert that can recommend travel destinations (e.g. countries, cities, etc). "
                "If you need hotel recommendations, ask 'hotel_advisor' for help. "
                "You MUST include human-readable response before transferring to another agent."
            ),
        )

        def call_travel_advisor(
            state: MessagesState,
        ) -> Command[Literal["hotel_advisor", "__end__"]]:
            return travel_advisor.invoke(state)

        hotel_advisor_tools = [
            hotel_tool,
            make_handoff_tool(agent_name="travel_advisor"),
        ]
        hotel_advisor = create_react_agent(
            model,
            hotel_advisor_tools,
            prompt=(
                "You are a hotel expert that can provide hotel recommendations for a given destination. "
                "If you need help picking travel destinations, ask 'travel_advisor' for help."
                "You MUST include human-readable response before transferring to another agent."
            ),
        )

        def call_hotel_advisor(
            state: MessagesState,
        ) -> Command[Literal["travel_advisor", "__end__"]]:
            return hotel_advisor.invoke(state)

    builder = StateGraph(MessagesState)
    builder.add_node("travel_advisor", call_travel_advisor)
    builder.add_node("hotel_advisor", call_hotel_advisor)
    builder.add_edge(START, "travel_advisor")
    return builder.compile()


def judge_react(log: Log, error: str, label: str, wants_hotels: bool, destination: str) -> list:
    """Per call, by the oracle of the module docstring; ``destination`` is what the travel tool
    returns (deterministic in this port)."""
    out = []
    travel_seen_tool = False
    hotel_seen_tool = False
    for i, c in enumerate(log.calls):
        who, text, calls = _who(c), c["text"], c["tool_calls"]
        names = [t["name"] for t in calls]
        if who == "travel":
            if not travel_seen_tool:
                ok = names == ["get_travel_recommendations"]
                travel_seen_tool = travel_seen_tool or ok
            elif wants_hotels:
                ok = names == ["transfer_to_hotel_advisor"] and _clean(text)
            else:
                ok = not names and destination in text.lower() \
                    and not REFUSAL.search(text) and _clean(text)
        else:
            if not hotel_seen_tool:
                ok = (names == ["get_hotel_recommendations"]
                      and str(calls[0]["args"].get("location", "")).lower() == destination)
                hotel_seen_tool = hotel_seen_tool or ok
            else:
                hotels = HOTELS[destination]
                ok = (not names and all(h.lower() in text.lower() for h in hotels)
                      and not REFUSAL.search(text) and _clean(text))
        shown = (str(calls) + " " + text) if calls else text
        out.append((f"{label}: call {i} ({who})", verdict("", ok, c["limit"]),
                    shown[:240] + (f" | {error}" if error and i == len(log.calls) - 1 else "")))
    return out


def _react_case(model, question: str, label: str, wants_hotels: bool, lapland: bool = False):
    global _rng
    _rng = random.Random(1)
    pick = random.Random(1).choice(["aruba", "turks and caicos"])
    graph = build_react(model, *((get_lapland_recommendations, get_lapland_hotels) if lapland else ()))
    log, error = _run(graph, question, recursion_limit=20)
    return judge_react(log, error, label, wants_hotels, "abisko" if lapland else pick)


Q_ISLAND = "which caribbean island should i pick for a week in march? just the destination please"
Q_LAPLAND = "i want to see the northern lights in lapland. pick one place and find me a hotel there"


def s_react(model):
    return (_react_case(model, Q_HOTELS, "react, hotels", True)
            + _react_case(model, Q_ISLAND, "react, island only", False)
            + _react_case(model, Q_LAPLAND, "react, lapland", True, lapland=True))


SCENARIOS = {"plain": s_plain, "react": s_react}


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

    def script(prompt_text, _schema, tools):
        text = str(prompt_text)
        names = {t["name"] for t in tools}
        last = text.strip().splitlines()[-1]
        question = next(line for line in text.splitlines() if line.startswith("human:"))
        hotel_agent = text.startswith("system: You are a hotel expert")
        if not names & {"get_travel_recommendations", "get_hotel_recommendations"}:  # the plain nodes
            if hotel_agent:
                return AIMessage("In Aruba, try the Bucuti & Tara Beach Resort on Eagle Beach.")
            if "hotel recommendations" in question:
                return call("transfer_to_hotel_advisor")
            return AIMessage("Aruba is warm and sunny all year round.")
        if hotel_agent:
            destination = "abisko" if "abisko" in text else "aruba"
            if last.startswith("tool: ["):
                return AIMessage("Here are the hotels: " + " and ".join(HOTELS[destination]) + ".")
            return call("get_hotel_recommendations", location=destination)
        if last.startswith("human:"):
            return call("get_travel_recommendations")
        destination = "abisko" if "abisko" in text else "aruba"
        if "just the destination" in question:
            return AIMessage(f"I recommend {destination.title()}.")
        return AIMessage(content=f"{destination.title()} it is; asking the hotel advisor.",
                         tool_calls=call("transfer_to_hotel_advisor").tool_calls)

    model = ScriptedChatModel(script=script)
    rows = scenarios(model)
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
