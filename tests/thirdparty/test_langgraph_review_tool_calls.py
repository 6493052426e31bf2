"""Port: LangGraph how-to "How to Review Tool Calls" (a model bound to one tool, a breakpoint
before ``human_review_node``; the human approves the tool call (the run goes on with no input),
edits it (``update_state`` replaces the AIMessage by id, ``as_node="human_review_node"``), or
answers it with natural-language feedback as the tool's result, which sends the run back to the
model for a new call).

Source: github.com/langchain-ai/langgraph, docs/docs/how-tos/human_in_the_loop/review-tool-calls.ipynb
at commit 01cdb60b5d3bd1f74cd9f5add50ad67c25ae9c85 (MIT licence).

Kept verbatim: ``weather_search`` ("Search for the weather", returns "Sunny!"), ``State``,
``call_llm``, ``human_review_node``, ``run_tool``, ``route_after_llm``, ``route_after_human``, the
graph with ``MemorySaver`` and ``interrupt_before=["human_review_node"]``, the three reviews as the
notebook writes them (approve: ``graph.stream(None, thread)``; edit: the replacement AIMessage
with ``{"city": "San Francisco, USA"}``; feedback: the tool message "User requested changes: pass
in the country as well"), the inputs "hi!" and "what's the weather in sf?".
Swapped: ``ChatAnthropic(model_name="claude-3-5-sonnet-20240620").bind_tools([weather_search])`` ->
the simulator, bound the same way. Invented: the feedback review for "what's the weather in
lyon?" and an edit for "how's the weather in porto today?" (to "Porto, Portugal").

Oracles (written before the first run), per model call:
- "hi!": a text reply, no tool call;
- a weather question: one ``weather_search`` call whose city names the asked city ("sf" or San
  Francisco; Lyon; Porto);
- after the feedback "pass in the country as well": a new ``weather_search`` call with the city
  and its country (USA / United States / US; France), or a question back asking which country;
- after "Sunny!" (approved or edited call): an answer that says it is sunny, no raw dump;
each or a stated limit.
"""

from __future__ import annotations

import re
import warnings
from typing import Literal

import pytest
from langchain_core.messages import AIMessage
from langchain_core.tools import tool
from langgraph.checkpoint.memory import MemorySaver
from langgraph.graph import END, START, MessagesState, StateGraph

from tests.thirdparty._support import DUMP_MARKERS, CallLog, sim_llm
from tests.thirdparty._verdict import verdict


@tool
def weather_search(city: str):
    """Search for the weather"""
    print("----")
    print(f"Searching for: {city}")
    print("----")
    return "Sunny!"


class State(MessagesState):
    """Simple state."""


def build(llm):
    model = llm.bind_tools(
        [weather_search]
    )

    def call_llm(state):
        return {"messages": [model.invoke(state["messages"])]}

    def human_review_node(state):
        pass

    def run_tool(state):
        new_messages = []
        tools = {"weather_search": weather_search}
        tool_calls = state["messages"][-1].tool_calls
        for tool_call in tool_calls:
            tool = tools[tool_call["name"]]
            result = tool.invoke(tool_call["args"])
            new_messages.append(
                {
                    "role": "tool",
                    "name": tool_call["name"],
                    "content": result,
                    "tool_call_id": tool_call["id"],
                }
            )
        return {"messages": new_messages}

    def route_after_llm(state) -> Literal[END, "human_review_node"]:
        if len(state["messages"][-1].tool_calls) == 0:
            return END
        else:
            return "human_review_node"

    def route_after_human(state) -> Literal["run_tool", "call_llm"]:
        if isinstance(state["messages"][-1], AIMessage):
            return "run_tool"
        else:
            return "call_llm"

    builder = StateGraph(State)
    builder.add_node(call_llm)
    builder.add_node(run_tool)
    builder.add_node(human_review_node)
    builder.add_edge(START, "call_llm")
    builder.add_conditional_edges("call_llm", route_after_llm)
    builder.add_conditional_edges("human_review_node", route_after_human)
    builder.add_edge("run_tool", "call_llm")

    # Set up memory
    memory = MemorySaver()

    # Add
    return builder.compile(checkpointer=memory, interrupt_before=["human_review_node"])


# --- the reviews (the notebook's cells) -----------------------------------------------------------


def _stream(graph, inputs, thread, log):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for _ in graph.stream(inputs, dict(thread, callbacks=[log]), stream_mode="values"):
            pass


def approve(graph, thread, log):
    _stream(graph, None, thread, log)


def edit(graph, thread, log, city):
    state = graph.get_state(thread)
    current_content = state.values["messages"][-1].content
    current_id = state.values["messages"][-1].id
    tool_call_id = state.values["messages"][-1].tool_calls[0]["id"]
    new_message = {
        "role": "assistant",
        "content": current_content,
        "tool_calls": [
            {
                "id": tool_call_id,
                "name": "weather_search",
                "args": {"city": city},
            }
        ],
        # This is important - this needs to be the same as the message you replacing!
        # Otherwise, it will show up as a separate message
        "id": current_id,
    }
    graph.update_state(thread, {"messages": [new_message]}, as_node="human_review_node")
    _stream(graph, None, thread, log)


def feedback(graph, thread, log, text="User requested changes: pass in the country as well"):
    state = graph.get_state(thread)
    tool_call_id = state.values["messages"][-1].tool_calls[0]["id"]
    new_message = {
        "role": "tool",
        # This is our natural language feedback
        "content": text,
        "name": "weather_search",
        "tool_call_id": tool_call_id,
    }
    graph.update_state(thread, {"messages": [new_message]}, as_node="human_review_node")
    _stream(graph, None, thread, log)


# --- oracles ----------------------------------------------------------------------------------------

CITIES = {"sf": ("sf", "san francisco"), "lyon": ("lyon",), "porto": ("porto",)}
COUNTRIES = {"sf": ("usa", "united states", "us", "u.s."), "lyon": ("france",), "porto": ("portugal",)}


def _city_call(c, city, *, country=False) -> bool:
    calls = c["tool_calls"]
    if len(calls) != 1 or calls[0]["name"] != "weather_search":
        return False
    arg = str(calls[0]["args"].get("city", "")).lower()
    words = set(re.findall(r"[a-z.]+", arg))
    ok = any(n in arg for n in CITIES[city])
    if country:
        ok = ok and any((w in words) if len(w) <= 4 else (w in arg) for w in COUNTRIES[city])
    return ok


def _asks_country(c) -> bool:
    return not c["tool_calls"] and "?" in c["text"] and "country" in c["text"].lower()


def _sunny(c) -> bool:
    return (not c["tool_calls"] and "sunny" in c["text"].lower()
            and not any(m in c["text"] for m in DUMP_MARKERS))


def _row(label, c, ok):
    return (label, verdict(c["text"], ok, c["limit"]), f"{c['tool_calls']} {c['text'][:200]!r}")


def s_no_review(llm):
    graph, log = build(llm), CallLog()
    _stream(graph, {"messages": [{"role": "user", "content": "hi!"}]}, {"configurable": {"thread_id": "1"}}, log)
    c = log.calls[0]
    return [_row("hi: reply", c, not c["tool_calls"] and bool(c["text"].strip()))]


def _first(graph, log, question, thread):
    _stream(graph, {"messages": [{"role": "user", "content": question}]}, thread, log)
    return log.calls[-1]


def _review_rows(llm, key, question, review, *args):
    graph, log = build(llm), CallLog()
    thread = {"configurable": {"thread_id": key}}
    c = _first(graph, log, question, thread)
    rows = [_row(f"{key}: tool call", c, _city_call(c, key_city(key)))]
    if not c["tool_calls"] or graph.get_state(thread).next != ("human_review_node",):
        return rows
    n = len(log.calls)
    if review is approve:
        approve(graph, thread, log)
    elif review is edit:
        edit(graph, thread, log, args[1])
    else:
        feedback(graph, thread, log)
        if len(log.calls) > n:
            c = log.calls[n]
            ok = _city_call(c, args[0], country=True) or _asks_country(c)
            rows.append(_row(f"{key}: call after the feedback", c, ok))
            if c["tool_calls"] and graph.get_state(thread).next == ("human_review_node",):
                n = len(log.calls)
                approve(graph, thread, log)
            else:
                return rows
        else:
            return rows
    for c in log.calls[n:]:
        rows.append(_row(f"{key}: answer after 'Sunny!'", c, _sunny(c)))
    return rows


def key_city(key: str) -> str:
    return next(k for k in CITIES if key.startswith(k))


def s_approve(llm):
    return _review_rows(llm, "sf_approve", "what's the weather in sf?", approve)


def s_edit(llm):
    return (_review_rows(llm, "sf_edit", "what's the weather in sf?", edit, "sf", "San Francisco, USA")
            + _review_rows(llm, "porto_edit", "how's the weather in porto today?", edit, "porto", "Porto, Portugal"))


def s_feedback(llm):
    return (_review_rows(llm, "sf_feedback", "what's the weather in sf?", feedback, "sf")
            + _review_rows(llm, "lyon_feedback", "what's the weather in lyon?", feedback, "lyon"))


SCENARIOS = {"no_review": s_no_review, "approve": s_approve, "edit": s_edit, "feedback": s_feedback}


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
        if "Sunny!" in text:
            return "It's sunny there right now."
        if "pass in the country" in text:
            return call("weather_search", city="Lyon, France" if "lyon" in text else "San Francisco, USA")
        for word, city in (("sf", "San Francisco"), ("lyon", "Lyon"), ("porto", "Porto")):
            if f"{word}?" in text or f"{word} today" in text:
                return call("weather_search", city=city)
        return "Hello! How can I help you today?"

    rows = scenarios(ScriptedChatModel(script=script))
    assert [v for _, v, _ in rows] == ["right"] * len(rows), rows
    assert len(rows) == 1 + 2 + 4 + 6
