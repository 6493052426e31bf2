"""Port: LangGraph tutorial "Customize state" (get-started, part 5): the state gains ``name`` and
``birthday`` keys; the ``human_assistance`` tool takes the model's proposal for both, pauses for a
human review (``interrupt``) and writes the reviewed values into the state from inside the tool
(``Command(update=...)`` with its own ``ToolMessage``, ``InjectedToolCallId``).

Source: github.com/langchain-ai/langgraph, docs/docs/tutorials/get-started/5-customize-state.md
@01c9f6e722570d02d295ee9e348fdc597597fec6 (MIT licence; the rest of the graph as in part 4).
Kept verbatim: ``State`` (messages, name, birthday), ``human_assistance`` (the interrupt payload,
the "correct" test, the correction, the ``Command`` update), ``tools = [tool, human_assistance]``,
the chatbot node with its ``assert len(message.tool_calls) <= 1``, ToolNode + tools_condition,
MemorySaver, the user input, ``stream_mode="values"``, the human's correction
``Command(resume={"name": "LangGraph", "birthday": "Jan 17, 2024"})`` and
``graph.update_state(config, {"name": "LangGraph (library)"})``. Swapped:
``init_chat_model("anthropic:claude-3-5-sonnet-latest")`` -> the simulator;
``TavilySearch(max_results=2)`` -> ``FakeWebSearch`` named ``tavily_search`` over invented
results (a LangGraph release note and a Velora editor history; the tutorial's real results did
not hold the date). Added: ``recursion_limit`` 25; a second request of my own ("when was the Velora
text editor first released?") that the reviewer confirms with ``{"correct": "yes"}``.

Oracles (written before the first run), per model call:
- the first reply calls ``tavily_search`` (one call) with a query naming the entity;
- after the results, the reply calls ``human_assistance`` (one call) with ``name`` naming the entity
  (LangGraph / Velora) and ``birthday`` the date the results give (8 January 2024 / 3 March 2019,
  any spelling of that date);
- after the review, the final answer states the reviewed date (the correction's Jan 17, 2024; the
  confirmed 3 March 2019), no tool call, no dump;
- or a stated limit (then the run may end early).
The state checks (no model call): after the review ``name`` / ``birthday`` are the reviewed values;
after ``update_state`` the name is "LangGraph (library)".

First sight (1f03f9ba): 2 calls, 0 right / 0 stated a limit / **2** silently wrong: the first reply
asked the user for the birthday ("To use human_assistance I need the birthday ...") instead of
looking it up. After (ports26, ``tools/lookup_first.py``): 4 calls, 2 / 2 / 0: the search with the
look-up's words ("LangGraph released"), then a stated limit (it does not read the date out of the
results into ``human_assistance``), so the review never runs.
"""

import re
import warnings
from typing import Annotated

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import InjectedToolCallId, tool
from typing_extensions import TypedDict

from tests.thirdparty._support import DUMP_MARKERS, CallLog, FakeWebSearch, sim_llm
from tests.thirdparty._verdict import verdict

TAVILY_DESCRIPTION = (
    "A search engine optimized for comprehensive, accurate, and trusted results. "
    "Useful for when you need to answer questions about current events. "
    "Input should be a search query."
)

RESULTS = [  # invented
    {"url": "https://example.org/langgraph-first-release",
     "title": "LangGraph released: build stateful agents as graphs",
     "content": "LangGraph, a library for building stateful multi-actor agents as graphs, had its first "
                "public release on 8 January 2024, as version 0.0.8 on PyPI."},
    {"url": "https://example.org/velora-history",
     "title": "A short history of the Velora text editor",
     "content": "The Velora text editor was first released on 3 March 2019 by a two-person team in "
                "Ghent; version 2.0 followed in 2021 with a plugin system."},
    {"url": "https://example.org/harbour-tunnel",
     "title": "Harbour tunnel reopens",
     "content": "The Port Ellis harbour tunnel reopened to traffic after six weeks of repairs."},
]


def build(llm, search):
    from langgraph.checkpoint.memory import MemorySaver
    from langgraph.graph import START, StateGraph
    from langgraph.graph.message import add_messages
    from langgraph.prebuilt import ToolNode, tools_condition
    from langgraph.types import Command, interrupt

    class State(TypedDict):
        messages: Annotated[list, add_messages]
        name: str
        birthday: str

    @tool
    # Note that because we are generating a ToolMessage for a state update, we
    # generally require the ID of the corresponding tool call. We can use
    # LangChain's InjectedToolCallId to signal that this argument should not
    # be revealed to the model in the tool's schema.
    def human_assistance(
        name: str, birthday: str, tool_call_id: Annotated[str, InjectedToolCallId]
    ) -> str:
        """Request assistance from a human."""
        human_response = interrupt(
            {
                "question": "Is this correct?",
                "name": name,
                "birthday": birthday,
            },
        )
        # If the information is correct, update the state as-is.
        if human_response.get("correct", "").lower().startswith("y"):
            verified_name = name
            verified_birthday = birthday
            response = "Correct"
        # Otherwise, receive information from the human reviewer.
        else:
            verified_name = human_response.get("name", name)
            verified_birthday = human_response.get("birthday", birthday)
            response = f"Made a correction: {human_response}"

        # This time we explicitly update the state with a ToolMessage inside
        # the tool.
        state_update = {
            "name": verified_name,
            "birthday": verified_birthday,
            "messages": [ToolMessage(response, tool_call_id=tool_call_id)],
        }
        # We return a Command object in the tool to update our state.
        return Command(update=state_update)

    graph_builder = StateGraph(State)
    tool_ = search  # tool = TavilySearch(max_results=2)
    tools = [tool_, human_assistance]
    llm_with_tools = llm.bind_tools(tools)

    def chatbot(state: State):
        message = llm_with_tools.invoke(state["messages"])
        # Because we will be interrupting during tool execution,
        # we disable parallel tool calling to avoid repeating any
        # tool invocations when we resume.
        assert len(message.tool_calls) <= 1
        return {"messages": [message]}

    graph_builder.add_node("chatbot", chatbot)
    tool_node = ToolNode(tools=tools)
    graph_builder.add_node("tools", tool_node)
    graph_builder.add_conditional_edges("chatbot", tools_condition)
    graph_builder.add_edge("tools", "chatbot")
    graph_builder.add_edge(START, "chatbot")

    memory = MemorySaver()
    graph = graph_builder.compile(checkpointer=memory)
    return graph


def web():
    return FakeWebSearch(name="tavily_search", description=TAVILY_DESCRIPTION, results=RESULTS, k=2)


def stream(graph, inputs, config):
    for _event in graph.stream(inputs, {**config, "recursion_limit": 25}, stream_mode="values"):
        pass


# --- the requests and their oracles ---------------------------------------------------------------

CASES = {
    "langgraph": {
        "user_input": ("Can you look up when LangGraph was released? "
                       "When you have the answer, use the human_assistance tool for review."),
        "entity": "langgraph",
        "found": (r"\b8\s+jan(uary)?\.?,?\s+2024\b", r"\bjan(uary)?\.?\s+8(th)?,?\s+2024\b", r"\b2024-01-08\b",
                  r"\b0?8/0?1/2024\b"),
        "resume": {"name": "LangGraph", "birthday": "Jan 17, 2024"},
        "reviewed": ("LangGraph", "Jan 17, 2024"),
        "final": (r"\bjan(uary)?\.?\s+17(th)?,?\s+2024\b", r"\b17\s+jan(uary)?\.?,?\s+2024\b", r"\b2024-01-17\b"),
    },
    "velora": {  # invented
        "user_input": ("Can you look up when the Velora text editor was first released? "
                       "When you have the answer, use the human_assistance tool for review."),
        "entity": "velora",
        "found": (r"\b3\s+march,?\s+2019\b", r"\bmarch\s+3(rd)?,?\s+2019\b", r"\b2019-03-03\b", r"\b0?3/0?3/2019\b"),
        "resume": {"correct": "yes"},
        "reviewed": None,  # the model's own proposal, confirmed
        "final": (r"\b3\s+march,?\s+2019\b", r"\bmarch\s+3(rd)?,?\s+2019\b", r"\b2019-03-03\b"),
    },
}


def _any(patterns, text) -> bool:
    return any(re.search(p, text, re.I) for p in patterns)


def rows_case(llm, name):
    from langgraph.types import Command

    case = CASES[name]
    search = web()
    graph = build(llm, search)
    log = CallLog()
    config = {"configurable": {"thread_id": name}, "callbacks": [log]}
    rows = []

    def judge(label, ok_fn):
        c = log.calls[len(rows)]
        rows.append((f"{name}: {label}", verdict(c["text"], ok_fn(c), c["limit"]),
                     (str(c["tool_calls"]) if c["tool_calls"] else c["text"])[:200]))

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        stream(graph, {"messages": [{"role": "user", "content": case["user_input"]}]}, config)
    snapshot = graph.get_state(config)
    # call 1: the search
    judge("search", lambda c: len(c["tool_calls"]) == 1 and c["tool_calls"][0]["name"] == "tavily_search"
          and case["entity"] in str(c["tool_calls"][0]["args"].get("query", "")).lower())
    # call 2: the proposal for review
    if len(log.calls) > 1:
        def ok_proposal(c):
            if len(c["tool_calls"]) != 1 or c["tool_calls"][0]["name"] != "human_assistance":
                return False
            args = c["tool_calls"][0]["args"]
            return case["entity"] in str(args.get("name", "")).lower() and _any(case["found"], str(args.get("birthday", "")))
        judge("human_assistance proposal", ok_proposal)
    for extra in log.calls[len(rows):]:  # a run that went on without pausing: each further reply is judged as final
        rows.append((f"{name}: unpaused reply", verdict(extra["text"], False, extra["limit"]), extra["text"][:200]))
    if snapshot.next != ("tools",):
        return rows, graph, config
    proposal = snapshot.values["messages"][-1].tool_calls[0]["args"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        stream(graph, Command(resume=case["resume"]), config)
    values = graph.get_state(config).values
    expected = case["reviewed"] or (proposal.get("name"), proposal.get("birthday"))
    assert (values.get("name"), values.get("birthday")) == expected, values
    for c in log.calls[len(rows):]:
        final_text = c["text"]
        ok = not c["tool_calls"] and _any(case["final"], final_text) and not [m for m in DUMP_MARKERS if m in final_text]
        rows.append((f"{name}: answer after review", verdict(final_text, ok, c["limit"]), final_text[:200]))
    return rows, graph, config


def rows_langgraph(llm):
    rows, graph, config = rows_case(llm, "langgraph")
    if graph.get_state(config).values.get("name"):
        graph.update_state(config, {"name": "LangGraph (library)"})
        snapshot = graph.get_state(config)
        assert {k: v for k, v in snapshot.values.items() if k in ("name", "birthday")}["name"] == "LangGraph (library)"
    return rows


SCENARIOS = {"langgraph": rows_langgraph, "velora": lambda m: rows_case(m, "velora")[0]}


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

    def review(name, birthday):  # call() takes the tool's name as its own "name"
        return AIMessage(content="", tool_calls=[{"name": "human_assistance", "id": f"call_review_{name[:3]}",
                                                  "args": {"name": name, "birthday": birthday}}])

    def script(prompt_text, _schema, _tools):
        text = str(prompt_text)
        velora = "Velora" in text.splitlines()[0]
        if "tool: " not in text:
            return call("tavily_search", query="Velora text editor first release date" if velora else "LangGraph release date")
        if "Made a correction" in text:
            return AIMessage("LangGraph was released on Jan 17, 2024, according to the reviewer's correction.")
        if "tool: Correct" in text:
            return AIMessage("The Velora text editor was first released on 3 March 2019.")
        if velora:
            return review("Velora text editor", "3 March 2019")
        return review("LangGraph", "8 January 2024")

    rows = scenarios(ScriptedChatModel(script=script))
    assert rows and [v for _, v, _ in rows] == ["right"] * len(rows), rows
    assert len(rows) == 6, rows
